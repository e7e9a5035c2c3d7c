// Where a column of a carried line (a journal or collector JSON entry's message, a gcloud dump's MESSAGE field) is in
// the file's line: the record is parsed from the decoded text, but the editor shows the line as written, with its
// escapes and quotes.
import { journalValueStart, yamlValueStart } from './prettyDump';

/**
 * The column in the line of column `decoded` of the value of `messageKey`: JSON escapes (`\"`, `\\`, `\u0009`) take
 * more room in the line than in the message, and so do a YAML single-quoted scalar's doubled quotes. A MESSAGE
 * written as bytes maps every column to the start of its value.
 */
export function lineColumnOfMessage(line: string, decoded: number, messageKey = 'MESSAGE'): number {
  const quotedKey = `"${messageKey}"`;
  // The first occurrence of the key that is followed by `:` and a string (an earlier one may sit inside a value).
  let i = -1;
  for (let from = 0; ; ) {
    const key = line.indexOf(quotedKey, from);
    if (key < 0) {
      // `journalctl -o verbose|export`: `MESSAGE=` and the value as it is.
      const journal = journalValueStart(line, messageKey);
      if (journal !== undefined) return Math.min(journal + decoded, line.length);
      i = yamlValueStart(line, messageKey) ?? -1;
      if (i < 0) return 0;
      // A YAML scalar: single-quoted (`'` written `''`) or plain (as written); a double-quoted one reads as JSON.
      if (line.charCodeAt(i) === 39 /* ' */) {
        let j = i + 1;
        for (let n = 0; n < decoded && j < line.length; n++) j += line.charCodeAt(j) === 39 ? 2 : 1;
        return Math.min(j, line.length);
      }
      if (line.charCodeAt(i) !== 34) return Math.min(i + decoded, line.length);
      break;
    }
    let j = key + quotedKey.length;
    while (line.charCodeAt(j) === 32) j++;
    if (line.charCodeAt(j) === 58 /* : */) {
      j++;
      while (line.charCodeAt(j) === 32) j++;
      if (line.charCodeAt(j) === 34 || line.charCodeAt(j) === 91 /* [ bytes */) {
        i = j;
        break;
      }
    }
    from = key + 1;
  }
  if (line.charCodeAt(i) !== 34) return i;
  return columnInQuoted(line, i + 1, decoded);
}

/** The same for a klog line carried as a logrus line's quoted `msg="…"` (Go escapes take more room in the line). */
export function lineColumnOfLogfmtMessage(line: string, decoded: number): number {
  const at = line.startsWith('msg="') ? 0 : line.indexOf(' msg="');
  if (at < 0) return 0;
  return columnInQuoted(line, at === 0 ? 5 : at + 6, decoded);
}

/**
 * The column of decoded character `decoded` of the quoted string whose text starts at `from`: an escape takes two
 * columns, `\uXXXX` six and Go's `\xXX` four (JSON writes no `\x`); the closing quote ends it.
 */
function columnInQuoted(line: string, from: number, decoded: number): number {
  let i = from;
  for (let n = 0; n < decoded && i < line.length; n++) {
    const c = line.charCodeAt(i);
    if (c === 34) break;
    i += c !== 92 ? 1 : line.charCodeAt(i + 1) === 117 /* u */ ? 6 : line.charCodeAt(i + 1) === 120 /* x */ ? 4 : 2;
  }
  return Math.min(i, line.length);
}

// Lines read cleaned (document.ts): the cleaning, and where a column of the cleaned text is in the file's line.

/** A terminal's control sequences (`ESC[01;31m`, `ESC[K`): colours and line erasing that a pipe kept. */
const TERMINAL_ESCAPE = /\u001b\[[0-9;?]{0,32}[A-Za-z]/g;
/** The same, at a position. */
const TERMINAL_ESCAPE_AT = /\u001b\[[0-9;?]{0,32}[A-Za-z]/y;
/** The HTML entities a pasted line is read with decoded (`&quot;` and its kin), at a position. */
const ENTITY_AT = /&(?:quot|#34|#39|#x27|apos|lt|gt|amp);/y;
const HTML_ENTITIES: Record<string, string> = { '&quot;': '"', '&#34;': '"', '&#39;': "'", '&#x27;': "'", '&apos;': "'", '&lt;': '<', '&gt;': '>' };

/** `text` without a terminal's control sequences. */
export function withoutTerminalEscapes(text: string): string {
  return text.replace(TERMINAL_ESCAPE, '');
}

/** `&quot;`, `&#34;`, `&#39;`, `&lt;`, `&gt;` and `&amp;` as the characters they stand for (`&amp;` last). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(?:quot|#34|#39|#x27|apos|lt|gt);/g, (e) => HTML_ENTITIES[e] ?? e).replace(/&amp;/g, '&');
}

/**
 * The column in the file's line of column `decoded` of a line the parser read cleaned (document.ts: a terminal's colour
 * codes taken out, HTML entities decoded): each sequence taken out takes no room in the text read, an entity one.
 */
export function lineColumnOfCleaned(line: string, decoded: number): number {
  const entities = line.indexOf('"') < 0;
  let i = 0;
  for (let n = 0; n < decoded && i < line.length; n++) {
    for (;;) {
      TERMINAL_ESCAPE_AT.lastIndex = i;
      if (!TERMINAL_ESCAPE_AT.test(line)) break;
      i = TERMINAL_ESCAPE_AT.lastIndex;
    }
    ENTITY_AT.lastIndex = i;
    i = entities && ENTITY_AT.test(line) ? ENTITY_AT.lastIndex : i + 1;
  }
  // Sequences right at the column belong after it (an underline starts on the text, not on a colour code).
  for (;;) {
    TERMINAL_ESCAPE_AT.lastIndex = i;
    if (!TERMINAL_ESCAPE_AT.test(line)) return Math.min(i, line.length);
    i = TERMINAL_ESCAPE_AT.lastIndex;
  }
}

/**
 * The column in a CSV row of column `decoded` of its field number `field` (RFC 4180: a quoted field writes a quote as
 * `""`; csvExport.ts's rows are one line each).
 */
export function lineColumnOfCsvField(line: string, field: number, decoded: number): number {
  let i = 0;
  for (let f = 0; f < field && i < line.length; f++) {
    if (line.charCodeAt(i) === 34) {
      i++;
      while (i < line.length && !(line.charCodeAt(i) === 34 && line.charCodeAt(i + 1) !== 34)) i += line.charCodeAt(i) === 34 ? 2 : 1;
      i++;
    } else while (i < line.length && line.charCodeAt(i) !== 44) i++;
    i++; // the comma
  }
  if (line.charCodeAt(i) !== 34) return Math.min(i + decoded, line.length);
  let j = i + 1;
  for (let n = 0; n < decoded && j < line.length; n++) j += line.charCodeAt(j) === 34 ? 2 : 1;
  return Math.min(j, line.length);
}

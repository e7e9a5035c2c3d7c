// Go-quoted strings as klog writes them (strconv.Quote): find the end, decode the escapes.

/**
 * Index just past the closing quote of the string opening at `start` (which must be `"`),
 * or -1 when the line ends first.
 */
export function quotedEnd(text: string, start: number, limit = text.length): number {
  // indexOf runs natively and skips long values (container specs, status patches) far faster than a char loop;
  // a quote closes the string when an even number of backslashes precedes it.
  let from = start + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q < 0 || q >= limit) return -1;
    let b = q - 1;
    while (b > start && text.charCodeAt(b) === 92 /* \ */) b--;
    if (((q - 1 - b) & 1) === 0) return q + 1;
    from = q + 1;
  }
}

/**
 * End of a klog quoted message or value that may have lost its backslashes: a log pasted into a Markdown page (an
 * issue outside a code block) shows `\"` as `"`. klog closes a quoted string before a space or the line's end, so a
 * quote followed by anything else was one of the string's own: the string goes on to the next quote followed by the
 * end, or by spaces and a `key=`. Where none is, the first quote closes it, as before.
 */
export function klogQuotedEnd(text: string, start: number, limit = text.length): number {
  const q = quotedEnd(text, start, limit);
  if (q < 0 || q >= limit) return q;
  const after = text.charCodeAt(q);
  if (after === 32 || after === 9) return q;
  const j = closingQuoteFrom(text, q, limit);
  return j < 0 ? q : j + 1;
}

/**
 * The first quote at or after `from` followed by the end or by spaces and a `key=`, or -1. The answer for a later
 * `from` up to it is the same, so the last scan is kept: the values of one line ask in order, and a line of many
 * values none of whose quotes close (`k="v k="v …`, r74a F1) had each rescan the rest of the line (a 1 MB line's
 * hover took minutes).
 */
function closingQuoteFrom(text: string, from: number, limit: number): number {
  const last = lastClosingScan;
  if (last.text === text && last.limit === limit && from >= last.from && (last.found < 0 || from <= last.found)) return last.found;
  let found = -1;
  for (let j = text.indexOf('"', from); j >= 0 && j < limit; j = text.indexOf('"', j + 1)) {
    let k = j + 1;
    if (k < limit && text.charCodeAt(k) !== 32 && text.charCodeAt(k) !== 9) continue;
    while (k < limit && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
    let m = k;
    while (m < limit && isKeyChar(text.charCodeAt(m))) m++;
    if (k >= limit || (m > k && text.charCodeAt(m) === 61 /* = */)) {
      found = j;
      break;
    }
  }
  lastClosingScan = { text, limit, from, found };
  return found;
}

let lastClosingScan: { text: string; limit: number; from: number; found: number } = { text: '', limit: -1, from: 0, found: -1 };

/** A character of a klog key: letters, digits, `_`, `.`, `-`. */
function isKeyChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
}

/** Decodes the body of a Go quoted string (without the surrounding quotes). Unknown escapes are kept as written. */
export function decodeGoString(body: string): string {
  let esc = body.indexOf('\\');
  if (esc < 0) return body;
  // Runs between escapes are appended whole: appending char by char made a rope of one node per character
  // (32 bytes each), and escaped messages and values are kept for the life of the analysis.
  let out = '';
  let runStart = 0;
  while (esc >= 0) {
    if (esc > runStart) out += body.slice(runStart, esc);
    let i = esc + 1;
    if (i >= body.length) {
      out += '\\';
      runStart = body.length;
      break;
    }
    const n = body[i];
    switch (n) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case "'": out += "'"; break;
      case 'a': out += '\x07'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case 'x': {
        const hex = body.slice(i + 1, i + 3);
        if (/^[0-9a-fA-F]{2}$/.test(hex)) {
          out += String.fromCharCode(parseInt(hex, 16));
          i += 2;
        } else out += '\\x';
        break;
      }
      case 'u':
      case 'U': {
        const len = n === 'u' ? 4 : 8;
        const hex = body.slice(i + 1, i + 1 + len);
        const cp = hex.length === len && /^[0-9a-fA-F]+$/.test(hex) ? parseInt(hex, 16) : NaN;
        if (!Number.isNaN(cp) && cp <= 0x10ffff) {
          out += String.fromCodePoint(cp);
          i += len;
        } else out += '\\' + n;
        break;
      }
      default:
        out += '\\' + n;
    }
    runStart = i + 1;
    esc = body.indexOf('\\', runStart);
  }
  if (runStart < body.length) out += body.slice(runStart);
  return out;
}

// Bytes to text: UTF-8 with or without BOM, UTF-16LE/BE with BOM (PowerShell redirects), or BOM-less UTF-16
// recognised by its NUL bytes. Invalid sequences become U+FFFD rather than errors.
import { isAscii } from 'node:buffer';

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: Encoding;
}

/**
 * ASCII text in UTF-16 has a NUL in every other byte and none between. A run of NULs (the hole a log truncated in place
 * leaves before its next line) has them in both, and is passed over: the text after it decides.
 */
function looksUtf16(bytes: Uint8Array, zeroAtOdd: boolean): boolean {
  let from = 0;
  while (from < bytes.length && bytes[from] === 0) from++;
  from &= ~1;
  const n = Math.min(bytes.length - from, 4096) & ~1;
  if (n < 8) return false;
  let zeros = 0;
  let others = 0;
  for (let i = from + (zeroAtOdd ? 1 : 0); i < from + n; i += 2) if (bytes[i] === 0) zeros++;
  for (let i = from + (zeroAtOdd ? 0 : 1); i < from + n; i += 2) if (bytes[i] !== 0) others++;
  return zeros > (n / 2) * 0.8 && others > (n / 2) * 0.5;
}

function swapBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length & ~1);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out[i] = bytes[i + 1];
    out[i + 1] = bytes[i];
  }
  return out;
}

/** The encoding of a file from its first bytes, and how many of them are a byte order mark. */
export function detectEncoding(bytes: Uint8Array): { encoding: Encoding; bomBytes: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8-bom', bomBytes: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomBytes: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomBytes: 2 };
  if (looksUtf16(bytes, true)) return { encoding: 'utf-16le', bomBytes: 0 };
  if (looksUtf16(bytes, false)) return { encoding: 'utf-16be', bomBytes: 0 };
  return { encoding: 'utf-8', bomBytes: 0 };
}

/** Decodes bytes (without a BOM) in a known encoding. Pure ASCII, most logs, takes a fast path with the same result. */
export function decodeAs(bytes: Uint8Array, encoding: Encoding): string {
  // ignoreBOM: a piece of a file may start with U+FEFF inside the text; only detectEncoding's BOM is not text.
  if (encoding === 'utf-16le') return new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes);
  if (encoding === 'utf-16be') return new TextDecoder('utf-16le', { ignoreBOM: true }).decode(swapBytes(bytes));
  if (isAscii(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/**
 * The offset just after the last line end in `bytes[0, length)` (0 when there is none). UTF-8 never uses byte 0x0A
 * inside a character, so text cut there decodes as it would whole; UTF-16 line ends are whole code units.
 */
export function endOfLastLine(bytes: Uint8Array, length: number, encoding: Encoding, lineEnd = 0x0a): number {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const [hi, lo] = encoding === 'utf-16le' ? [1, 0] : [0, 1];
    for (let i = (length & ~1) - 2; i >= 0; i -= 2) if (bytes[i + lo] === 0x0a && bytes[i + hi] === 0) return i + 2;
    return 0;
  }
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, length).lastIndexOf(lineEnd);
  return at + 1;
}

/**
 * The byte that ends lines in a file whose first bytes are `head`: CR for a file whose lines end with CR alone (classic
 * Mac OS, some Windows tools' exports), which would otherwise read as one line (r24c); LF for every other.
 */
export function lineEndByte(head: Uint8Array, encoding: Encoding): 0x0a | 0x0d {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 0x0a;
  const b = Buffer.from(head.buffer, head.byteOffset, head.length);
  return b.indexOf(0x0a) < 0 && b.indexOf(0x0d) >= 0 ? 0x0d : 0x0a;
}

/**
 * Whether a text's lines end with CR alone (an old Mac file): its first 64 KB hold a CR and no LF, as the file reader
 * decides from a file's head (fileText.ts). A progress bar's CRs before a first LF are no line ends.
 */
export function endsLinesWithCr(text: string): boolean {
  const head = text.length > 65536 ? text.slice(0, 65536) : text;
  return head.indexOf('\n') < 0 && head.indexOf('\r') >= 0;
}

/**
 * An editor ends a line at a lone CR as well as at LF and CRLF (VS Code's text model does); the server's parser splits at
 * LF only. Each lone CR becomes an LF, so that line numbers agree with the editor's and offsets stay the same. A CR
 * that ends the text is kept: its LF may be the next thing appended.
 */
export function loneCrAsLf(text: string): string {
  let cr = text.indexOf('\r');
  if (cr < 0) return text;
  let out: string[] | undefined;
  let from = 0;
  for (; cr >= 0 && cr < text.length - 1; cr = text.indexOf('\r', cr + 1)) {
    if (text.charCodeAt(cr + 1) === 10) continue;
    (out ??= []).push(text.slice(from, cr), '\n');
    from = cr + 1;
  }
  if (!out) return text;
  out.push(text.slice(from));
  return out.join('');
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  const { encoding, bomBytes } = detectEncoding(bytes);
  return { text: decodeAs(bytes.subarray(bomBytes), encoding), encoding };
}

/** A BOM that reached a text document (the server gets text, not bytes) is dropped. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// Bytes to text: UTF-8 with or without BOM, UTF-16LE/BE with BOM (PowerShell redirects), or BOM-less UTF-16
// recognised by its NUL bytes. Invalid sequences become U+FFFD rather than errors.

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: Encoding;
}

function looksUtf16(bytes: Uint8Array, zeroAtOdd: boolean): boolean {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 8) return false;
  let zeros = 0;
  for (let i = zeroAtOdd ? 1 : 0; i < n; i += 2) if (bytes[i] === 0) zeros++;
  return zeros > n / 2 * 0.8;
}

function swapBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length & ~1);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out[i] = bytes[i + 1];
    out[i + 1] = bytes[i];
  }
  return out;
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16le').decode(swapBytes(bytes.subarray(2))), encoding: 'utf-16be' };
  }
  if (looksUtf16(bytes, true)) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (looksUtf16(bytes, false)) return { text: new TextDecoder('utf-16le').decode(swapBytes(bytes)), encoding: 'utf-16be' };
  return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
}

/** A BOM that reached a text document (the server gets text, not bytes) is dropped. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

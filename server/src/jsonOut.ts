// JSON.stringify(value, null, 2), written in parts: a million-line log's report is a JSON of about 10 MB (a real log
// whose every line is a finding, hundreds of MB), and building it as one string (then one buffer for stdout) came on
// top of the analysis at the CLI's peak memory. Objects and arrays are opened here down to `depth` levels; the
// elements of a list at the last level (the report's findings and pods) are encoded straight into bytes by
// `JsonBytes`, which keeps the encoded form of the strings it has met: a report of 350k findings repeats a few
// hundred messages and reasons, and re-stringifying, then UTF-8-encoding, each of them took 2.5 of its 5 s.

/** A part of the output: text, or bytes already UTF-8. */
export type JsonPart = Uint8Array;

/** Writes exactly the UTF-8 of what `JSON.stringify(value, null, 2)` returns, in parts of about 256 KB. */
export function writeJson(write: (part: JsonPart) => void, value: unknown, depth = 2): void {
  const out = new JsonBytes(write);
  writeValue(out, value, '', depth);
  out.flush();
}

/** Writes exactly the UTF-8 of what `JSON.stringify(value)` returns (one line), in parts: one line per file of a JSON Lines stream. */
export function writeJsonLine(write: (part: JsonPart) => void, value: unknown, depth = 3): void {
  const out = new JsonBytes(write);
  writeCompact(out, value, depth);
  out.flush();
}

/**
 * An array, or an object JSON.stringify writes by its own keys: not a value with its own `toJSON` (a Date) nor a
 * boxed number, string or boolean (written as their value). Anything else is left to JSON.stringify.
 */
function isOpenable(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  return !(value instanceof Number || value instanceof String || value instanceof Boolean || (typeof BigInt === 'function' && value instanceof BigInt));
}

/** What JSON leaves out of an object and writes as null in an array. */
function hasNoJson(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

function writeCompact(out: JsonBytes, value: unknown, depth: number): void {
  if (depth <= 0 || !isOpenable(value)) {
    out.text(JSON.stringify(value) ?? '');
    return;
  }
  if (Array.isArray(value)) {
    out.text('[');
    for (let i = 0; i < value.length; i++) {
      if (i) out.text(',');
      const v = value[i];
      if (hasNoJson(v)) out.text('null');
      else writeCompact(out, v, depth - 1);
    }
    out.text(']');
    return;
  }
  let first = true;
  out.text('{');
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (hasNoJson(v)) continue;
    out.text(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    writeCompact(out, v, depth - 1);
  }
  out.text('}');
}

function writeValue(out: JsonBytes, value: unknown, indent: string, depth: number): void {
  if (depth <= 0 || !isOpenable(value)) {
    out.text(reindent(JSON.stringify(value, null, 2) ?? '', indent));
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return out.text('[]');
    if (depth === 1) {
      out.text('[');
      for (let i = 0; i < value.length; i++) {
        out.text(`${i ? ',' : ''}\n${inner}`);
        out.pretty(value[i], inner, true);
      }
      out.text(`\n${indent}]`);
      return;
    }
    out.text('[');
    for (let i = 0; i < value.length; i++) {
      out.text(`${i ? ',' : ''}\n${inner}`);
      const v = value[i];
      // As JSON.stringify: what has no JSON form is null inside an array.
      if (hasNoJson(v)) out.text('null');
      else writeValue(out, v, inner, depth - 1);
    }
    out.text(`\n${indent}]`);
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    // As JSON.stringify: such properties are left out of an object.
    if (hasNoJson(v)) continue;
    out.text(`${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `);
    first = false;
    writeValue(out, v, inner, depth - 1);
  }
  out.text(first ? '{}' : `\n${indent}}`);
}

/** A nested value's lines move right by the indent it sits at (a JSON string never holds a raw line break). */
function reindent(json: string, indent: string): string {
  return indent && json.includes('\n') ? json.replace(/\n/g, `\n${indent}`) : json;
}

const PART_BYTES = 256 * 1024;
/** Strings longer than this are encoded each time they come (a line's text, rarely repeated). */
const MEMO_MAX_CHARS = 4096;
/** Distinct strings whose encoding is kept. */
const MEMO_MAX_ENTRIES = 100_000;
/** Strings up to this long are written straight into the buffer when they need no escape (see string). */
const SHORT_CHARS = 96;

/**
 * An output buffer that hands out parts of about 256 KB (each a new buffer: a write may still hold the last one),
 * with the JSON encoding of the strings it has written kept as bytes.
 */
class JsonBytes {
  private buf = Buffer.allocUnsafe(PART_BYTES);
  private pos = 0;
  private readonly encoded = new Map<string, Buffer>();
  /** `\n` and the spaces of an indent, by its length. */
  private readonly breaks: Buffer[] = [];

  constructor(private readonly write: (part: JsonPart) => void) {}

  flush(): void {
    if (this.pos === 0) return;
    this.write(this.buf.subarray(0, this.pos));
    this.buf = Buffer.allocUnsafe(PART_BYTES);
    this.pos = 0;
  }

  private room(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    this.flush();
    if (bytes > this.buf.length) this.buf = Buffer.allocUnsafe(bytes);
  }

  /** Text written as it is (already JSON). */
  text(s: string): void {
    // Short ASCII (brackets, commas, numbers) is stored byte by byte: Buffer#write costs a call into C++ each time.
    if (s.length <= 24) {
      this.room(s.length);
      const buf = this.buf;
      let pos = this.pos;
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) return this.longText(s);
        buf[pos++] = c;
      }
      this.pos = pos;
      return;
    }
    this.longText(s);
  }

  private longText(s: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(s.length * 3);
    this.pos += this.buf.write(s, this.pos);
  }

  private bytes(b: Buffer): void {
    this.room(b.length);
    if (b.length <= 32) {
      const buf = this.buf;
      let pos = this.pos;
      for (let i = 0; i < b.length; i++) buf[pos++] = b[i];
      this.pos = pos;
      return;
    }
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  private string(s: string): void {
    // Short ASCII with nothing to escape (keys, times, IDs, names: most of a report's strings) is written as it is,
    // between quotes: looking each up in the memo, and encoding each distinct time or ID once, cost more than this.
    if (s.length <= SHORT_CHARS) {
      this.room(s.length + 2);
      const buf = this.buf;
      let pos = this.pos;
      buf[pos++] = 34; // "
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === 34 || c === 92 || c >= 0x80) return this.encodedString(s);
        buf[pos++] = c;
      }
      buf[pos++] = 34;
      this.pos = pos;
      return;
    }
    this.encodedString(s);
  }

  /** A string as JSON.stringify writes it, its encoding kept for the next time it comes (up to a point). */
  private encodedString(s: string): void {
    if (s.length > MEMO_MAX_CHARS) return this.text(JSON.stringify(s));
    let b = this.encoded.get(s);
    if (b === undefined) {
      b = Buffer.from(JSON.stringify(s));
      if (this.encoded.size < MEMO_MAX_ENTRIES) this.encoded.set(s, b);
    }
    this.bytes(b);
  }

  /**
   * A number as JSON.stringify writes it. Whole numbers (line numbers, durations: most of a report's values) are
   * written digit by digit, without a string for each.
   */
  private number(n: number): void {
    if (n !== (n | 0)) return this.text(Number.isFinite(n) ? String(n) : 'null');
    // (-0 | 0) is 0: written as JSON.stringify writes -0, `0`.
    this.room(11);
    const buf = this.buf;
    let v = n | 0;
    if (v < 0) {
      buf[this.pos++] = 45; // -
      v = -v; // at most 2^31, which the digits below read as a plain number
    }
    let digits = 1;
    for (let t = v; t >= 10; t = Math.floor(t / 10)) digits++;
    let pos = this.pos + digits;
    this.pos = pos;
    do {
      buf[--pos] = 48 + (v % 10);
      v = Math.floor(v / 10);
    } while (v > 0);
  }

  private lineBreak(indent: string): void {
    let b = this.breaks[indent.length];
    if (b === undefined) b = this.breaks[indent.length] = Buffer.from(`\n${indent}`);
    this.bytes(b);
  }

  /**
   * `value` as `JSON.stringify(value, null, 2)` writes it where it sits at `indent`; `inArray`: what has no JSON
   * form is `null` there. A value with its own `toJSON`, or of no plain kind, is left to JSON.stringify.
   */
  pretty(value: unknown, indent: string, inArray: boolean): void {
    switch (typeof value) {
      case 'string':
        return this.string(value);
      case 'number':
        return this.number(value);
      case 'boolean':
        return this.text(value ? 'true' : 'false');
      case 'undefined':
      case 'function':
      case 'symbol':
        if (inArray) this.text('null');
        return;
      case 'object':
        break;
      default:
        // A bigint: JSON.stringify throws, as it would for the whole value.
        this.text(JSON.stringify(value));
        return;
    }
    if (!isOpenable(value)) {
      this.text(reindent(JSON.stringify(value, null, 2) ?? 'null', indent));
      return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
      const list = value as unknown[];
      if (list.length === 0) return this.text('[]');
      this.text('[');
      for (let i = 0; i < list.length; i++) {
        if (i) this.text(',');
        this.lineBreak(inner);
        this.pretty(list[i], inner, true);
      }
      this.lineBreak(indent);
      this.text(']');
      return;
    }
    let first = true;
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const v = object[key];
      if (hasNoJson(v)) continue;
      this.text(first ? '{' : ',');
      first = false;
      this.lineBreak(inner);
      this.string(key);
      this.text(': ');
      this.pretty(v, inner, false);
    }
    if (first) return this.text('{}');
    this.lineBreak(indent);
    this.text('}');
  }
}

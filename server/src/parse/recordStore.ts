// Records as columns. A million-line log made a million objects of ~20 properties each (8 bytes a pointer, a boxed
// number for every time), and the garbage collector spent a third of the analysis marking them. Here every record is
// a row of compact typed arrays; `ParsedRecord` is a two-field view over one row, made on request (`records.at(i).time`).
import type { BodyStyle, Envelope, Field, RecordKind, Severity } from './types';
import { RowMap } from './rowMap';

export const KIND_NAMES: readonly RecordKind[] = ['log', 'meta', 'unparsed'];
export const STYLE_NAMES: readonly (BodyStyle | undefined)[] = [undefined, 'structured', 'printf', 'json', 'logfmt', 'text'];
export const SEVERITY_NAMES: readonly (Severity | undefined)[] = [undefined, 'I', 'W', 'E', 'F'];

export const KIND_CODE: Readonly<Record<RecordKind, number>> = { log: 0, meta: 1, unparsed: 2 };
export const STYLE_CODE: Readonly<Record<BodyStyle, number>> = { structured: 1, printf: 2, json: 3, logfmt: 4, text: 5 };
export const SEVERITY_CODE: Readonly<Record<Severity, number>> = { I: 1, W: 2, E: 3, F: 4 };

/** How a record's fields are produced when first read. */
export const enum LazyFields {
  None = 0,
  KeyValues = 1,
  Printf = 2,
}

/** Strings that repeat across records (file names, sections), stored once and referred to by number. */
class StringTable {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(s);
      this.ids.set(s, id);
    }
    return id;
  }
}

/**
 * Where rows read their line back from, by offset: the document's text, or anything that can hand out a slice of it
 * (the CLI reads a file in pieces and lets go of the pieces it has analysed).
 */
export interface LineSource {
  slice(start: number, end: number): string;
  /** NUL bytes the source left out before the line at `offset` (a hole too large to hold as text), if any. */
  nulsLeftOut?(offset: number): number;
}

/** The low bytes of a string's first two characters. */
function head(s: string): number {
  return ((s.charCodeAt(0) & 0xff) << 8) | (s.charCodeAt(1) & 0xff);
}

const NONE16 = 0xffff;
const WIDE16 = 0xfffe;

/**
 * Small whole numbers or none (-1): positions within a line, ids into string tables, klog's source line numbers, a
 * record's extra lines. Two bytes a row; anything else (past 65,533, another negative) is kept in a map. Nine such
 * columns a row: this halves what they cost a million-line log.
 */
export class SmallIntColumn {
  private data = new Uint16Array(0);
  private readonly wide = new Map<number, number>();

  get(i: number): number {
    const v = this.data[i];
    return v < WIDE16 ? v : v === NONE16 ? -1 : this.wide.get(i)!;
  }

  set(i: number, v: number): void {
    if (this.data[i] === WIDE16) this.wide.delete(i);
    if (v === -1) this.data[i] = NONE16;
    else if (v >= 0 && v < WIDE16) this.data[i] = v;
    else {
      this.data[i] = WIDE16;
      this.wide.set(i, v);
    }
  }

  /** Sets row `i` to none (a new row: grow leaves rows untouched, so that room reserved ahead costs no memory). */
  clear(i: number): void {
    this.data[i] = NONE16;
  }

  grow(capacity: number): void {
    const b = new Uint16Array(capacity);
    b.set(this.data);
    this.data = b;
  }
}

/**
 * Offsets into the document or file: four bytes a row while they fit (files under 4 GB), eight once one does not
 * (the column is widened then, once). None is -1.
 */
export class OffsetColumn {
  private narrow: Uint32Array | undefined = new Uint32Array(0);
  private wide: Float64Array | undefined;

  get(i: number): number {
    if (this.narrow) {
      const v = this.narrow[i];
      return v === 0xffffffff ? -1 : v;
    }
    return this.wide![i];
  }

  set(i: number, v: number): void {
    if (this.narrow) {
      if (v < 0) {
        this.narrow[i] = 0xffffffff;
        return;
      }
      if (v < 0xffffffff) {
        this.narrow[i] = v;
        return;
      }
      this.widen();
    }
    this.wide![i] = v < 0 ? -1 : v;
  }

  /** Sets row `i` to none (a new row). */
  clear(i: number): void {
    if (this.narrow) this.narrow[i] = 0xffffffff;
    else this.wide![i] = -1;
  }

  grow(capacity: number): void {
    if (this.narrow) {
      const b = new Uint32Array(capacity);
      b.set(this.narrow);
      this.narrow = b;
    } else {
      const b = new Float64Array(capacity);
      b.set(this.wide!);
      this.wide = b;
    }
  }

  private widen(): void {
    const n = this.narrow!;
    const w = new Float64Array(n.length);
    for (let i = 0; i < n.length; i++) w[i] = n[i] === 0xffffffff ? -1 : n[i];
    this.wide = w;
    this.narrow = undefined;
  }
}

/** Thread IDs (klog's PID column): four bytes a row; none is -1, anything not a small whole number sits in a map. */
export class ThreadColumn {
  private data = new Int32Array(0);
  private readonly odd = new Map<number, number>();

  get(i: number): number | undefined {
    const v = this.data[i];
    return v >= 0 ? v : v === -1 ? undefined : this.odd.get(i);
  }

  set(i: number, v: number | undefined): void {
    if (this.data[i] === -2) this.odd.delete(i);
    if (v === undefined || v !== v) this.data[i] = -1;
    else if (v >= 0 && v <= 0x7fffffff && Number.isInteger(v)) this.data[i] = v;
    else {
      this.data[i] = -2;
      this.odd.set(i, v);
    }
  }

  /** Sets row `i` to none (a new row). */
  clear(i: number): void {
    this.data[i] = -1;
  }

  grow(capacity: number): void {
    const b = new Int32Array(capacity);
    b.set(this.data);
    this.data = b;
  }
}

export class RecordStore {
  size = 0;
  private capacity = 0;
  line = new Int32Array(0);
  /** The record's last line, as lines after its first (continuation lines). */
  readonly extraLines = new SmallIntColumn();
  readonly bodyStart = new SmallIntColumn();
  readonly messageStart = new SmallIntColumn();
  readonly messageEnd = new SmallIntColumn();
  /** Column where lazily parsed fields start. */
  readonly fieldsFrom = new SmallIntColumn();
  /** -1: none. */
  readonly sourceLine = new SmallIntColumn();
  /** -1: none. */
  readonly fileId = new SmallIntColumn();
  /** -1: none. */
  readonly envelopeId = new SmallIntColumn();
  /** -1: none. */
  readonly sectionId = new SmallIntColumn();
  /** -1: none. */
  verbosity = new Int16Array(0);
  /** NaN: none. Epoch microseconds. */
  time = new Float64Array(0);
  readonly thread = new ThreadColumn();
  kind = new Uint8Array(0);
  style = new Uint8Array(0);
  severity = new Uint8Array(0);
  lazy = new Uint8Array(0);
  /**
   * The klog tail the row was read from (`KlogTail.id` in parse/klogTail.ts; 0: none): rows with the same text after
   * their klog time share one, and the index reads such a text's identity and phase once (`tailOf`).
   */
  tailId = new Int32Array(0);
  /** 1: the message is the line's characters [messageStart, messageEnd), so it can be read back from `text`. */
  messageFromLine = new Uint8Array(0);
  /** A released message's first two characters (low bytes), so that most comparisons need not read it back. */
  messageHead = new Uint16Array(0);
  /**
   * Each row's message, as an id into `messageTable` (-1 once released by `releaseMessages`: it is read back from
   * `text` when asked for). A message many rows share (klog's constant texts) has one id; the others have ids of their
   * own, reused once let go. Four bytes a row instead of an eight-byte slot in an array that grows by half.
   */
  private messageId = new Int32Array(0);
  private readonly messageTable: (string | undefined)[] = [''];
  private readonly sharedMessageIds = new Map<string, number>([['', 0]]);
  private readonly freeMessageIds: number[] = [];
  private released = 0;
  /**
   * The line text, kept only while the record's fields are still unparsed: as a string for lines pushed one by one
   * (here, by row), or as an offset into `text` for lines pushed from a document (no string per line to keep alive).
   * A map, not an array: rows pushed from a document, nearly all of them, then cost nothing here.
   */
  readonly source = new RowMap<string>();
  /** Where the line is in `text` (-1: pushed on its own); kept after the fields are parsed, for released messages. */
  readonly sourceOffset = new OffsetColumn();
  readonly sourceLength = new SmallIntColumn();
  /** The document lines were pushed from (the newest version: a growing log only appends to it). */
  text: LineSource = '';
  /** Offset in `text` of the line being parsed, or -1 when it was pushed on its own. */
  currentLineOffset = -1;
  /** Fields built eagerly (JSON, logfmt, multi-line values) or already read. */
  readonly fields = new RowMap<Field[]>();
  readonly metaKind = new RowMap<string>();
  /** Rows read from a hard-wrapped line's parts joined (their columns are of the joined text, over their lines). */
  readonly wrapped = new Set<number>();
  readonly files = new StringTable();
  readonly sections = new StringTable();
  readonly envelopes: Envelope[] = [];
  private readonly envelopeIds = new Map<Envelope, number>();
  private lastEnvelope: Envelope | undefined;
  private lastEnvelopeId = -1;

  /** Appends an empty row (kind `log`, no time) and returns its index. */
  push(): number {
    const i = this.size;
    if (i === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.size++;
    this.extraLines.clear(i);
    this.bodyStart.clear(i);
    this.messageStart.clear(i);
    this.messageEnd.clear(i);
    this.fieldsFrom.clear(i);
    this.sourceOffset.clear(i);
    this.sourceLength.clear(i);
    this.sourceLine.clear(i);
    this.fileId.clear(i);
    this.envelopeId.clear(i);
    this.sectionId.clear(i);
    this.thread.clear(i);
    this.verbosity[i] = -1;
    this.time[i] = NaN;
    this.messageId[i] = 0; // ''
    return i;
  }

  /**
   * Takes back the last row, leaving it as push() makes a new one: the parser reads a hard-wrapped line again, whole,
   * when its next part comes (only before result(), so nothing read from the row yet).
   */
  discardLast(): void {
    const i = this.size - 1;
    if (i < 0) return;
    this.dropMessage(i);
    this.messageId[i] = 0;
    for (const c of [this.extraLines, this.bodyStart, this.messageStart, this.messageEnd, this.fieldsFrom, this.sourceLine, this.fileId, this.envelopeId, this.sectionId, this.sourceLength]) c.set(i, -1);
    this.sourceOffset.set(i, -1);
    this.thread.set(i, undefined);
    this.line[i] = 0;
    this.verbosity[i] = -1;
    this.time[i] = NaN;
    this.kind[i] = 0;
    this.style[i] = 0;
    this.severity[i] = 0;
    this.lazy[i] = 0;
    this.tailId[i] = 0;
    this.messageFromLine[i] = 0;
    this.messageHead[i] = 0;
    this.source.delete(i);
    this.fields.delete(i);
    this.metaKind.delete(i);
    this.wrapped.delete(i);
    if (this.lastPrintfRow === i) this.lastPrintfRow = -1;
    this.size--;
  }

  /**
   * The printf-era fields last derived, and their row: grading one line asks for them several times (its subject ID,
   * its error text, its detail), and each time would slice the line again, or read its piece back from the file.
   */
  lastPrintfRow = -1;
  lastPrintfFields: Field[] = [];

  /** Keeps row `i`'s line for its lazily parsed fields: by offset when the line came from `text`. */
  setSource(i: number, line: string): void {
    if (i === this.lastPrintfRow) this.lastPrintfRow = -1;
    if (this.currentLineOffset >= 0) {
      this.sourceOffset.set(i, this.currentLineOffset);
      this.sourceLength.set(i, line.length);
      if (this.source.size) this.source.delete(i);
    } else {
      this.source.set(i, line);
      this.sourceOffset.set(i, -1);
    }
  }

  sourceOf(i: number): string | undefined {
    if (this.source.size > 0) {
      const s = this.source.get(i);
      if (s !== undefined) return s;
    }
    const off = this.sourceOffset.get(i);
    return off >= 0 ? this.text.slice(off, off + this.sourceLength.get(i)) : undefined;
  }

  /** Forgets the line string of row `i` (its offset stays: a released message is read back through it). */
  dropSource(i: number): void {
    this.source.delete(i);
  }

  /** Slots in the message table (distinct shared texts plus messages held on their own): tests check it stays small. */
  get messageSlots(): number {
    return this.messageTable.length - this.freeMessageIds.length;
  }

  /** The message of row `i`, or undefined once released. */
  keptMessage(i: number): string | undefined {
    const id = this.messageId[i];
    return id < 0 ? undefined : this.messageTable[id];
  }

  /**
   * Sets row `i`'s message; `shared`: a text many rows have (one id for all of them). Returns the id when the message
   * is such a shared text (setSharedMessageId takes it for the next row with the same text), else -1.
   */
  setMessage(i: number, m: string, shared: boolean): number {
    this.dropMessage(i);
    let id = m.length <= 200 ? this.sharedMessageIds.get(m) : undefined;
    if (id !== undefined) {
      this.messageId[i] = id;
      return id;
    }
    id = this.newMessageId(m);
    this.messageId[i] = id;
    if (shared && m.length <= 200 && this.sharedMessageIds.size < 100_000) {
      this.sharedMessageIds.set(m, id);
      return id;
    }
    return -1;
  }

  /** Sets row `i`'s message to the shared text `id` that setMessage returned (shared ids are never let go or reused). */
  setSharedMessageId(i: number, id: number): void {
    this.dropMessage(i);
    this.messageId[i] = id;
  }

  private newMessageId(m: string): number {
    const free = this.freeMessageIds.pop();
    if (free !== undefined) {
      this.messageTable[free] = m;
      return free;
    }
    this.messageTable.push(m);
    return this.messageTable.length - 1;
  }

  /** Row `i` lets go of its message; its id is reused unless rows share it. */
  private dropMessage(i: number): void {
    const id = this.messageId[i];
    this.messageId[i] = -1;
    // Id 0 is '' (a new row's message), shared and never let go: no lookup to tell (every new row comes here once).
    if (id <= 0) return;
    const m = this.messageTable[id]!;
    if (m.length <= 200 && this.sharedMessageIds.get(m) === id) return;
    this.messageTable[id] = undefined;
    this.freeMessageIds.push(id);
  }

  /** `message === text`; a released message is read back only when its length and first characters agree. */
  messageIs(i: number, text: string): boolean {
    const m = this.keptMessage(i);
    if (m !== undefined) return m === text;
    if (this.messageEnd.get(i) - this.messageStart.get(i) !== text.length) return false;
    if (text.length >= 2 && this.messageHead[i] !== head(text)) return false;
    return this.messageOf(i) === text;
  }

  /** `message.startsWith(prefix)`, with the same screening as messageIs. */
  messageStartsWith(i: number, prefix: string): boolean {
    const m = this.keptMessage(i);
    if (m !== undefined) return m.startsWith(prefix);
    if (this.messageEnd.get(i) - this.messageStart.get(i) < prefix.length) return false;
    if (prefix.length >= 2 && this.messageHead[i] !== head(prefix)) return false;
    return this.messageOf(i).startsWith(prefix);
  }

  messageOf(i: number): string {
    const m = this.keptMessage(i);
    if (m !== undefined) return m;
    const off = this.sourceOffset.get(i);
    return this.text.slice(off + this.messageStart.get(i), off + this.messageEnd.get(i));
  }

  /**
   * Lets go of the messages of rows before `upTo` that are slices of their line (free text, printf-era lines) and that
   * `releasable` allows: each kept its whole line alive. Asked for again, they are read back from `text`.
   */
  releaseMessages(upTo: number, releasable: (row: number) => boolean): number {
    const to = Math.min(upTo, this.size);
    let count = 0;
    for (let i = this.released; i < to; i++) {
      if (this.messageFromLine[i] === 1 && this.sourceOffset.get(i) >= 0 && releasable(i)) {
        this.messageHead[i] = head(this.keptMessage(i)!);
        this.dropMessage(i);
        count++;
      }
    }
    this.released = Math.max(this.released, to);
    return count;
  }

  envelopeIdOf(env: Envelope): number {
    // Consecutive lines of one process share one envelope object: the last one answers most lookups.
    if (env === this.lastEnvelope) return this.lastEnvelopeId;
    let id = this.envelopeIds.get(env);
    if (id === undefined) {
      id = this.envelopes.length;
      this.envelopes.push(env);
      this.envelopeIds.set(env, id);
    }
    this.lastEnvelope = env;
    this.lastEnvelopeId = id;
    return id;
  }

  /**
   * Makes room for `rows` rows at once (a file read in pieces knows about how many lines it has): growing a column
   * frees the old one, and each large block freed raises glibc's threshold for giving memory its own mapping, after
   * which freed blocks stay in the process (about 30 MB of a million-line log's peak). Room never used is never
   * touched, so it costs address space only.
   */
  reserve(rows: number): void {
    if (rows > this.capacity) this.grow(rows);
  }

  private grow(capacity: number): void {
    const grow = <T extends Int32Array | Int16Array | Uint16Array | Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    this.line = grow(this.line, (n) => new Int32Array(n));
    this.extraLines.grow(capacity);
    this.bodyStart.grow(capacity);
    this.messageStart.grow(capacity);
    this.messageEnd.grow(capacity);
    this.fieldsFrom.grow(capacity);
    this.sourceOffset.grow(capacity);
    this.sourceLength.grow(capacity);
    this.sourceLine.grow(capacity);
    this.fileId.grow(capacity);
    this.envelopeId.grow(capacity);
    this.sectionId.grow(capacity);
    this.verbosity = grow(this.verbosity, (n) => new Int16Array(n));
    this.time = grow(this.time, (n) => new Float64Array(n));
    this.thread.grow(capacity);
    this.kind = grow(this.kind, (n) => new Uint8Array(n));
    this.style = grow(this.style, (n) => new Uint8Array(n));
    this.severity = grow(this.severity, (n) => new Uint8Array(n));
    this.lazy = grow(this.lazy, (n) => new Uint8Array(n));
    this.tailId = grow(this.tailId, (n) => new Int32Array(n));
    this.messageFromLine = grow(this.messageFromLine, (n) => new Uint8Array(n));
    this.messageHead = grow(this.messageHead, (n) => new Uint16Array(n));
    this.messageId = grow(this.messageId, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}

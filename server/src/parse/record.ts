// A record is a view over one row of the RecordStore (see recordStore.ts for why). Fields are parsed only when first
// read (most lines are never hovered or matched); the index asks only for the identity keys (`fieldsWithKeys`).
import { mayHoldKeys, parseKeyValues } from './keyValues';
import { extractPrintfFields, PRINTF_FIELD_KEYS } from './printf';
import { KIND_CODE, KIND_NAMES, LazyFields, SEVERITY_CODE, SEVERITY_NAMES, STYLE_CODE, STYLE_NAMES, type RecordStore } from './recordStore';
import type { BodyStyle, Envelope, Field, LogRecord, RecordKind, Records, Severity, Span } from './types';

export class ParsedRecord implements LogRecord {
  /**
   * `row`: the record's row in the store. `index`: its place in the list it was read from, the row itself except in
   * an oldest-first view of a newest-first log (`RecordList.oldestFirst`).
   */
  constructor(
    private readonly store: RecordStore,
    readonly row: number,
    readonly index: number = row,
  ) {}

  get line(): number {
    return this.store.line[this.row];
  }

  get endLine(): number {
    return this.store.line[this.row] + Math.max(0, this.store.extraLines.get(this.row));
  }

  set endLine(v: number) {
    this.store.extraLines.set(this.row, v - this.store.line[this.row]);
  }

  /** Read from the parts of a hard-wrapped line, joined: its columns are of that text, over its lines. */
  get wrapped(): boolean {
    return this.store.wrapped.size > 0 && this.store.wrapped.has(this.row);
  }

  get kind(): RecordKind {
    return KIND_NAMES[this.store.kind[this.row]];
  }

  set kind(v: RecordKind) {
    this.store.kind[this.row] = KIND_CODE[v];
    this.store.tailId[this.row] = 0;
  }

  /** The klog tail the record shares with lines of the same text after their time (0: none; parse/klogTail.ts). */
  get tailId(): number {
    return this.store.tailId[this.row];
  }

  get bodyStart(): number {
    return this.store.bodyStart.get(this.row);
  }

  get envelope(): Envelope | undefined {
    const id = this.store.envelopeId.get(this.row);
    return id < 0 ? undefined : this.store.envelopes[id];
  }

  set envelope(v: Envelope | undefined) {
    this.store.envelopeId.set(this.row, v ? this.store.envelopeIdOf(v) : -1);
  }

  get style(): BodyStyle | undefined {
    return STYLE_NAMES[this.store.style[this.row]];
  }

  set style(v: BodyStyle | undefined) {
    this.store.style[this.row] = v ? STYLE_CODE[v] : 0;
    this.store.tailId[this.row] = 0;
  }

  get severity(): Severity | undefined {
    return SEVERITY_NAMES[this.store.severity[this.row]];
  }

  set severity(v: Severity | undefined) {
    this.store.severity[this.row] = v ? SEVERITY_CODE[v] : 0;
  }

  get time(): number | undefined {
    const t = this.store.time[this.row];
    return t === t ? t : undefined; // NaN: no time
  }

  set time(v: number | undefined) {
    this.store.time[this.row] = v ?? NaN;
  }

  get thread(): number | undefined {
    return this.store.thread.get(this.row);
  }

  set thread(v: number | undefined) {
    this.store.thread.set(this.row, v);
  }

  get file(): string | undefined {
    const id = this.store.fileId.get(this.row);
    return id < 0 ? undefined : this.store.files.values[id];
  }

  set file(v: string | undefined) {
    this.store.fileId.set(this.row, v === undefined ? -1 : this.store.files.id(v));
  }

  get sourceLine(): number | undefined {
    const v = this.store.sourceLine.get(this.row);
    return v < 0 ? undefined : v;
  }

  set sourceLine(v: number | undefined) {
    this.store.sourceLine.set(this.row, v === undefined || v < 0 || v > 0x7fffffff ? -1 : v);
  }

  get verbosity(): number | undefined {
    const v = this.store.verbosity[this.row];
    return v < 0 ? undefined : v;
  }

  set verbosity(v: number | undefined) {
    this.store.verbosity[this.row] = v === undefined || v < 0 ? -1 : Math.min(v, 0x7fff);
  }

  get message(): string {
    return this.store.messageOf(this.row);
  }

  /** `message === text`, without reading a released message back when it cannot be equal (see RecordStore). */
  messageIs(text: string): boolean {
    return this.store.messageIs(this.row, text);
  }

  messageStartsWith(prefix: string): boolean {
    return this.store.messageStartsWith(this.row, prefix);
  }

  set message(v: string) {
    this.store.tailId[this.row] = 0;
    this.store.setMessage(this.row, v, false);
    this.store.messageFromLine[this.row] = 0;
  }

  /** Built on request: most records are never asked. */
  get messageSpan(): Span {
    const s = this.store;
    return { line: s.line[this.row], start: s.messageStart.get(this.row), end: s.messageEnd.get(this.row) };
  }

  set messageSpan(span: Span) {
    this.store.messageFromLine[this.row] = 0;
    this.store.messageStart.set(this.row, span.start);
    this.store.messageEnd.set(this.row, span.end);
  }

  get section(): string | undefined {
    const id = this.store.sectionId.get(this.row);
    return id < 0 ? undefined : this.store.sections.values[id];
  }

  set section(v: string | undefined) {
    this.store.sectionId.set(this.row, v === undefined ? -1 : this.store.sections.id(v));
  }

  get metaKind(): string | undefined {
    return this.store.metaKind.get(this.row);
  }

  set metaKind(v: string | undefined) {
    if (v === undefined) this.store.metaKind.delete(this.row);
    else this.store.metaKind.set(this.row, v);
  }

  /** Fields parse from `from` on the line when first read: klog key=value pairs or printf-era derived IDs. */
  deferFields(text: string, from: number, how: 'kv' | 'printf'): void {
    const s = this.store;
    s.setSource(this.row, text);
    s.fieldsFrom.set(this.row, from);
    s.lazy[this.row] = how === 'kv' ? LazyFields.KeyValues : LazyFields.Printf;
    s.fields.delete(this.row);
    s.tailId[this.row] = 0;
  }

  /**
   * Only the fields with these keys, without parsing (or keeping) the others: the index asks every line for its
   * identity keys, and building every field of every line is what made indexing slow. They carry no spans.
   */
  fieldsWithKeys(keys: readonly string[]): Field[] {
    const s = this.store;
    const i = this.row;
    const lazy = s.lazy[i];
    if (lazy === LazyFields.None) return this.fields;
    if (lazy === LazyFields.Printf) {
      if (s.lastPrintfRow === i) return s.lastPrintfFields;
      if (!keys.some((k) => PRINTF_FIELD_KEYS.has(k))) return [];
    }
    const text = s.sourceOf(i);
    if (text === undefined) return this.fields;
    const from = s.fieldsFrom.get(i);
    try {
      if (lazy === LazyFields.KeyValues) return mayHoldKeys(text, from, text.length, keys) ? parseKeyValues(text, s.line[i], from, text.length, keys).fields : [];
      // printf-era derived fields: read, not kept (the index reads every line once; hovers ask again), but the last
      // line's are (grading one line asks several times).
      const fields = text.length - from < 4096 ? extractPrintfFields(text, s.line[i], from) : [];
      s.lastPrintfRow = i;
      s.lastPrintfFields = fields;
      return fields;
    } catch {
      return [];
    }
  }

  get fields(): Field[] {
    const s = this.store;
    const i = this.row;
    const have = s.fields.get(i);
    if (have) return have;
    let out: Field[] = [];
    const lazy = s.lazy[i];
    const text = lazy === LazyFields.None ? undefined : s.sourceOf(i);
    if (text !== undefined && lazy !== LazyFields.None) {
      const from = s.fieldsFrom.get(i);
      try {
        if (lazy === LazyFields.KeyValues) out = parseKeyValues(text, s.line[i], from).fields;
        else out = text.length - from < 4096 ? extractPrintfFields(text, s.line[i], from) : [];
      } catch {
        out = []; // fields are best effort; the record stays
      }
    }
    s.dropSource(i);
    s.lazy[i] = LazyFields.None;
    s.fields.set(i, out);
    return out;
  }

  set fields(value: Field[]) {
    const s = this.store;
    if (s.lastPrintfRow === this.row) s.lastPrintfRow = -1;
    s.tailId[this.row] = 0;
    s.fields.set(this.row, value);
    s.dropSource(this.row);
    s.lazy[this.row] = LazyFields.None;
  }
}

/** A new row in `store` and its view. */
export function newRecord(store: RecordStore, kind: RecordKind, line: number, bodyStart: number, text: string, section: string | undefined): ParsedRecord {
  const i = store.push();
  store.kind[i] = KIND_CODE[kind];
  store.line[i] = line;
  store.bodyStart.set(i, bodyStart);
  store.messageStart.set(i, bodyStart);
  store.messageEnd.set(i, text.length);
  store.setMessage(i, bodyStart > 0 ? text.slice(bodyStart) : text, false);
  store.messageFromLine[i] = 1;
  if (section !== undefined) store.sectionId.set(i, store.sections.id(section));
  return new ParsedRecord(store, i);
}

/** A store's rows as records: each `at` makes a fresh two-field view, so no object per line is kept. */
export class RecordList implements Records {
  constructor(private readonly store: RecordStore) {}

  get length(): number {
    return this.store.size;
  }

  at(index: number): ParsedRecord {
    return new ParsedRecord(this.store, index);
  }

  cursor(): Pick<Records, 'at'> {
    return cursorOver(this.store, (i) => i);
  }

  [Symbol.iterator](): Iterator<ParsedRecord> {
    // Not a generator: that made an object per step on top of the view (a report walks every record).
    const store = this.store;
    let i = 0;
    return { next: () => (i < store.size ? { value: new ParsedRecord(store, i++), done: false } : { value: undefined, done: true }) };
  }

  /** The records so far, last first: a newest-first export read in the order things happened. */
  oldestFirst(): Records {
    return new ReversedRecords(this.store, this.store.size);
  }
}

/** The first `size` rows of a store, last row first; each record's `index` is its place here. */
class ReversedRecords implements Records {
  constructor(
    private readonly store: RecordStore,
    readonly length: number,
  ) {}

  at(index: number): ParsedRecord {
    return new ParsedRecord(this.store, this.length - 1 - index, index);
  }

  cursor(): Pick<Records, 'at'> {
    const last = this.length - 1;
    return cursorOver(this.store, (i) => last - i);
  }

  [Symbol.iterator](): Iterator<ParsedRecord> {
    let i = 0;
    return { next: () => (i < this.length ? { value: this.at(i++), done: false } : { value: undefined, done: true }) };
  }
}

/** A view that moves (Records.cursor): a view per record read was a sixth of what indexing a log allocated. */
function cursorOver(store: RecordStore, rowOf: (index: number) => number): Pick<Records, 'at'> {
  const view = new ParsedRecord(store, 0, 0) as { row: number; index: number } & ParsedRecord;
  return {
    at(index: number): ParsedRecord {
      view.row = rowOf(index);
      view.index = index;
      return view;
    },
  };
}

// The concrete record: plain data plus lazily parsed fields. Most lines are never hovered or matched, so their
// key=value pairs are only parsed when something asks for them (identity, hover, a catalogue match).
import { parseKeyValues } from './keyValues';
import { extractPrintfFields } from './printf';
import type { BodyStyle, Envelope, Field, LogRecord, RecordKind, Severity, Span } from './types';

const enum Lazy {
  None = 0,
  KeyValues = 1,
  Printf = 2,
}

export class ParsedRecord implements LogRecord {
  index: number;
  line: number;
  endLine: number;
  kind: RecordKind;
  envelope: Envelope | undefined = undefined;
  bodyStart: number;
  style: BodyStyle | undefined = undefined;
  severity: Severity | undefined = undefined;
  time: number | undefined = undefined;
  thread: number | undefined = undefined;
  file: string | undefined = undefined;
  sourceLine: number | undefined = undefined;
  verbosity: number | undefined = undefined;
  message: string;
  /** Columns of the message on the first line (a Span is built on request: most records are never asked). */
  private messageStart: number;
  private messageEnd: number;
  section: string | undefined;
  metaKind: string | undefined = undefined;
  private parsedFields: Field[] | undefined = undefined;
  /** The line text and where the fields start, kept until the fields are parsed. */
  private source: string | undefined = undefined;
  private from = 0;
  private lazy: Lazy = Lazy.None;

  constructor(index: number, kind: RecordKind, line: number, bodyStart: number, text: string, section: string | undefined) {
    this.index = index;
    this.kind = kind;
    this.line = line;
    this.endLine = line;
    this.bodyStart = bodyStart;
    this.message = bodyStart > 0 ? text.slice(bodyStart) : text;
    this.messageStart = bodyStart;
    this.messageEnd = text.length;
    this.section = section;
  }

  get messageSpan(): Span {
    return { line: this.line, start: this.messageStart, end: this.messageEnd };
  }

  set messageSpan(span: Span) {
    this.messageStart = span.start;
    this.messageEnd = span.end;
  }

  /** Fields parse from `from` on the line when first read: klog key=value pairs or printf-era derived IDs. */
  deferFields(text: string, from: number, how: 'kv' | 'printf'): void {
    this.source = text;
    this.from = from;
    this.lazy = how === 'kv' ? Lazy.KeyValues : Lazy.Printf;
    this.parsedFields = undefined;
  }

  /**
   * Only the fields with these keys, without parsing (or keeping) the others: the index asks every line for its
   * identity keys, and building every field of every line is what made indexing slow.
   */
  fieldsWithKeys(keys: readonly string[]): Field[] {
    if (this.parsedFields || this.lazy !== Lazy.KeyValues || this.source === undefined) return this.fields;
    try {
      return parseKeyValues(this.source, this.line, this.from, this.source.length, keys).fields;
    } catch {
      return [];
    }
  }

  get fields(): Field[] {
    if (this.parsedFields) return this.parsedFields;
    let out: Field[] = [];
    const text = this.source;
    if (text !== undefined) {
      try {
        if (this.lazy === Lazy.KeyValues) out = parseKeyValues(text, this.line, this.from).fields;
        else if (this.lazy === Lazy.Printf) out = text.length - this.from < 4096 ? extractPrintfFields(text, this.line, this.from) : [];
      } catch {
        out = []; // fields are best effort; the record stays
      }
    }
    this.source = undefined;
    this.lazy = Lazy.None;
    this.parsedFields = out;
    return out;
  }

  set fields(value: Field[]) {
    this.parsedFields = value;
    this.source = undefined;
    this.lazy = Lazy.None;
  }
}

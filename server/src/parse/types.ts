// The record model every later stage reads. Plain data: no editor types here.
import type { Notice } from './notices';

/** klog severities; logfmt/JSON levels are mapped onto them. */
export type Severity = 'I' | 'W' | 'E' | 'F';

/** What wrapped the log line before the component's own text. */
/** `logfmt-msg`: a klog line carried as a logrus line's quoted `msg` (k0s runs the kubelet and wraps its output so). */
// 'nul-padding': NUL bytes before a line, the hole a log truncated in place (logrotate's copytruncate) leaves when its
// writer goes on at its old offset.
/** `prefix`: text no envelope reads before a klog header (a log viewer's column, a date in another locale). */
export type EnvelopeKind = 'journald' | 'journald-json' | 'collector-json' | 'logfmt-msg' | 'rfc3339' | 'compose' | 'host' | 'bullet' | 'prefix' | 'nul-padding';

/** How the message body is written. */
export type BodyStyle =
  | 'structured' // klog 1.21+: "msg" key=value ...
  | 'printf' // klog text without a quoted message (kubelet <= 1.20, cAdvisor, ...)
  | 'json' // --logging-format=json
  | 'logfmt' // containerd / CRI-O / runc: time="..." level=... msg="..."
  | 'text'; // an envelope with free text (systemd, podman, kernel, ...)

export type RecordKind =
  | 'log' // a line we understood (klog, JSON, logfmt, or enveloped text)
  | 'meta' // file furniture: minikube section headers, glog file header, journald "-- Logs begin --"
  | 'unparsed'; // fits no shape; still counted and shown

export type ValueKind = 'string' | 'bare' | 'list' | 'struct' | 'multiline' | 'json';

/** A column range on one line; 0-based, end exclusive, in UTF-16 code units (LSP's default). */
export interface Span {
  line: number;
  start: number;
  end: number;
}

export interface Field {
  key: string;
  /** Decoded value: Go/JSON strings unquoted, everything else as written. */
  value: string;
  kind: ValueKind;
  keySpan: Span;
  /** For multi-line values this covers the opening `<`; valueEndLine says where it ends. */
  valueSpan: Span;
  valueEndLine?: number;
}

export interface Envelope {
  kinds: EnvelopeKind[];
  host?: string;
  /** journald identifier or compose service (kubelet, kubenswrapper, containerd, systemd, ...). */
  ident?: string;
  pid?: number;
  /** The JSON key whose value is the record's text (`log`, `message`, `MESSAGE`, …) in a collector's JSON entry. */
  messageKey?: string;
}

export interface LogRecord {
  /** Ordinal of the record in the document. */
  index: number;
  /** 0-based first line and last line (continuation lines included). */
  line: number;
  endLine: number;
  kind: RecordKind;
  envelope?: Envelope;
  /** Column where the component's own text starts (after the envelope). */
  bodyStart: number;
  style?: BodyStyle;
  severity?: Severity;
  /** Epoch microseconds (wall clock of the node, treated as UTC). */
  time?: number;
  thread?: number;
  /** Source file name and line from the klog header or JSON caller. */
  file?: string;
  sourceLine?: number;
  /** JSON verbosity (`v`). */
  verbosity?: number;
  /** Decoded message: the quoted msg for structured/JSON/logfmt, the whole text otherwise. */
  message: string;
  messageSpan: Span;
  fields: Field[];
  /** minikube `==> section <==` the record sits in, if any. */
  section?: string;
  /** Meta records: what they are (section, glog-header, journal-marker). */
  metaKind?: string;
  /**
   * Records with the same text after their klog time share a tail id (≥ 1; 0 or absent: none): what depends only on
   * that text (identity, phase) is read once per tail (parse/klogTail.ts).
   */
  readonly tailId?: number;
  /**
   * The record was read from the parts of a hard-wrapped line (a log pasted at a fixed width), joined: its columns are
   * of the joined text, which runs over its lines from `line` to `endLine`.
   */
  readonly wrapped?: boolean;
}

export interface VersionInfo {
  version: string; // as written, e.g. v1.24.7
  major: number;
  minor: number;
  patch: number;
  line: number;
}

/**
 * The records of a log, by index. Not an array: a record is a view made when asked for (`at`), so a million-line log
 * keeps no object per line.
 */
export interface Records extends Iterable<LogRecord> {
  readonly length: number;
  at(index: number): LogRecord;
  /**
   * One view moved from record to record (`at` returns the same object each time): for a loop that reads each record
   * once and keeps no reference to it.
   */
  cursor?(): Pick<Records, 'at'>;
}

export interface ParsedLog {
  records: Records;
  /** Record index for every line (continuation lines map to their record). */
  recordOfLine: Int32Array;
  lineCount: number;
  kubeletVersion?: VersionInfo;
  /** Each node's kubelet version, in a log of several nodes whose kubelets announce theirs. */
  kubeletVersionByHost?: ReadonlyMap<string, VersionInfo>;
  /** Every line announcing a kubelet's version, in record order (an upgrade in the log, several nodes): see versionOfRun. */
  kubeletVersionLines?: readonly { record: number; version: VersionInfo }[];
  /**
   * The component that wrote the log, when its start-up flags or its journald identifiers say so and no section says
   * otherwise (`parse/component.ts`); `record` is -1 when no single line told.
   */
  component?: { name: string; record: number; how: string };
  /** The component of each section (`==> name <==` of a dump; `undefined`: lines before any), from its start-up flags. */
  sectionComponents: ReadonlyMap<string | undefined, { name: string; record: number; how: string }>;
  /** Reverse order (journalctl -r) detected. */
  reversed: boolean;
  /**
   * A pretty-printed dump of log entries (gcloud's JSON array or YAML documents, `parse/prettyDump.ts`): a line's
   * record may gain its host and PID from the entry's later lines, so such a log is indexed whole, not piece by piece.
   */
  prettyDump?: 'json' | 'yaml' | 'journal';
  /** A newest-first log whose records are listed oldest first (`oldestFirst`): lines keep their numbers. */
  viewedOldestFirst?: boolean;
  /** Human description of the detected shape, e.g. "journald · klog structured". */
  shape: string;
  /** What the reader should know about the file as a whole: an export cut at its line limit, one written on one line. */
  notices: readonly Notice[];
  envelopeCounts: Partial<Record<EnvelopeKind, number>>;
  styleCounts: Partial<Record<BodyStyle, number>>;
  /** Where the year of klog/journald times came from: the log, the user (`--year`), the file's date, or today. */
  yearSource: 'log' | 'given' | 'file-date' | 'today';
  /** The year given to the first klog/journald time that lacks one (later ones may roll over); undefined when none did. */
  baseYear?: number;
}

/**
 * `record.message === text`. Records of a file read in pieces may have let their message go (it is read back from the
 * file); this tells most records apart without reading anything back. Use it for lines other than the current one.
 */
export function messageIs(record: LogRecord, text: string): boolean {
  const r = record as { messageIs?: (t: string) => boolean };
  return r.messageIs ? r.messageIs(text) : record.message === text;
}

/** `messageIs` for any of `texts`. An indexed loop: for-of here, called with several lists, made an iterator per call. */
export function messageIsAny(record: LogRecord, texts: readonly string[]): boolean {
  for (let k = 0; k < texts.length; k++) if (messageIs(record, texts[k])) return true;
  return false;
}

/** `record.message.startsWith(prefix)`, as messageIs. */
export function messageStartsWith(record: LogRecord, prefix: string): boolean {
  const r = record as { messageStartsWith?: (p: string) => boolean };
  return r.messageStartsWith ? r.messageStartsWith(prefix) : record.message.startsWith(prefix);
}

/** Reads one key without building (or keeping) the record's other fields: the index asks this of many lines. */
export function fieldValue(record: LogRecord, key: string): string | undefined {
  const picked = (record as { fieldsWithKeys?: (k: readonly string[]) => Field[] }).fieldsWithKeys?.([key]) ?? record.fields;
  for (const f of picked) if (f.key === key) return f.value;
  return undefined;
}

export function findField(record: LogRecord, key: string): Field | undefined {
  for (const f of record.fields) if (f.key === key) return f;
  return undefined;
}

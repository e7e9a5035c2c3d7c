// Text → records. One pass over lines; a LogParser can be fed more lines later (a growing log) and keeps
// its state: the open multi-line value, the year in force, the section, the previous record.
import { afterNuls, carriedJournald, leadingNuls, matchEnvelope, matchMeta, rfc3339Micros, sharedEnvelope, startsWithKlogSeverityAndDate, type EnvelopeMatch, type YearlessTime } from './envelope';
import { isJournalJson, readJournalFields, readJournalJson } from './journalJson';
import { csvRowDate, readCsvHeader, splitCsvRow, type CsvLayout } from './csvExport';
import { decodeHtmlEntities, withoutTerminalEscapes } from './carriedColumn';
import { COLLECTOR_JSON, commonLabelsHost, envelopeToken, mayBeCollectorJson, readCollectorJson, readFluentBitFileLine } from './collectorJson';
import {
  confirmsPrettyDump, continueYamlScalar, journalEntryOpens, JsonDepth, prettyDumpOpenedBy, prettyField, strayInJournalDump, verboseEntryTime, yamlScalarValue, type PrettyDumpKind, type YamlScalar,
} from './prettyDump';
import { quotedEnd, decodeGoString } from './goString';
import { parseJsonLine } from './jsonLine';
import { parseKeyValues } from './keyValues';
import type { BodyStyle, Envelope, EnvelopeKind, Field, LogRecord, ParsedLog, Severity, VersionInfo } from './types';
import { messageStartsWith } from './types';
import { versionFromRecord, versionFromText } from './version';
import { newRecord, ParsedRecord, RecordList } from './record';
import { KIND_CODE, LazyFields, RecordStore, SEVERITY_CODE, STYLE_CODE, STYLE_NAMES, type LineSource } from './recordStore';
import { lastHeadlessIndent, lastHeadlessThread, readHeadlessKlog, readKlogHeader, type KlogHeader } from './klogHeader';
import { hardWrapNotice, journaldSuppressionNotice, journalMessageDroppedNotice, htmlEntitiesNotice, terminalColoursNotice, journalBlobNotice, manyLinesInValueNotice, csvExportNotice, choppedLinesNotice, clockStepNotice, lineLimitNotice, readLimitNotice, nulPaddingNotice, MANY_NUL_LINES_NOTICE, oneLineExportNotice, prettyExportNotice, readLineLimit, type Notice } from './notices';
import { FIXED_TIME_WIDTH, fixedTime, readFixedKlogTime, TailMemo, type KlogTail } from './klogTail';
import { IDENT_PREFIX, MAX_JOINED_CHARS, WrapJudge } from './hardWrap';
import { bannerIsKubelet, componentOfFlag, componentOfSourceFiles, isKubeletIdent, otherKubernetesComponent, program, type ComponentInfo } from './component';

export interface ParseOptions {
  /** Used for the year when the log itself gives none (a file's modification time). */
  fileDate?: Date;
  /** "Today" for the same purpose, when there is no file date either. */
  today?: Date;
  /** The year of the log's first yearless line, as the user knows it (`--year`): before the file's date or today. */
  year?: number;
  /** false: every klog line is read on its own, none takes an earlier line's reading (tests compare the two). */
  shareTails?: boolean;
}

const LOGFMT_START = /(?:time="[^"]*" )?level=(\w+) /y;
// logrus's text form for a terminal with full timestamps (dockerd, k3s run in the foreground):
// `DEBU[2020-07-23T17:42:24.495165343+08:00] msg`; fields follow the message after spaces. Its short form
// (`ERRO[0003] msg`, seconds since the program started) is any command-line tool's, often inside a probe's output
// that a ≤1.20 kubelet printed as it came (r45a 07): not read as lines.
const LOGRUS_TEXT = /(TRAC|DEBU|INFO|WARN|ERRO|FATA|PANI)\[(\d{4}-\d\d-\d\dT[^\]\s]{8,40})\] +/y;
const LOGRUS_LEVELS: Record<string, Severity> = { TRAC: 'I', DEBU: 'I', INFO: 'I', WARN: 'W', ERRO: 'E', FATA: 'F', PANI: 'F' };
// Lines that only make sense as part of the record above: Go stack traces and hex dumps of bodies.
const MOUNT_ERROR_PART = /^(?:Mounting command|Mounting arguments|Output): /;
// `PC=0x… m=0 sigcode=0`: the line after a signal's header (`SIGABRT: abort`) in the Go runtime's dump.
const STACK_LINE = /^(?:goroutine \d+ \[|panic: |created by |\[signal |PC=0x[0-9a-f]+ m=|[0-9a-f]{8}  [0-9a-f]{2} )/;

/** How far into a line a klog header behind an unknown prefix is looked for. */
const PREFIX_WINDOW = 160;
/** A klog header's severity, date and time (`E0810 17:23:18.000705`). */
const KLOG_HEADER_INSIDE = /[IWEF](?:0[1-9]|1[0-2])(?:[0-2]\d|3[01]) [0-2]\d:[0-5]\d:[0-5]\d\.\d/;
/**
 * An entry's envelope completed by the one that carries it: what the inner entry does not say (its node, its program,
 * its PID), the outer one does (a logcli label `job=kube-proxy` names the program of the Docker entry it carries: r70a 7).
 */
function withOuter(inner: Envelope, outer: Envelope): Envelope {
  if ((inner.host !== undefined || outer.host === undefined) && (inner.ident !== undefined || outer.ident === undefined) && (inner.pid !== undefined || outer.pid === undefined)) return inner;
  return sharedEnvelope(inner.kinds, inner.host ?? outer.host, inner.ident ?? outer.ident, inner.pid ?? outer.pid, inner.messageKey);
}

/** A quote, an escaped quote or Ruby's `=>` before the header: it is inside a value, not a line of its own. */
const QUOTE_OR_ESCAPE = /["']|=>|\\/;
/** Programs other than the kubelet that a prefix may name (a pod, a container, a unit, a viewer's source column). */
const OTHER_PROGRAM = /(?:^|[^\w-])(?:kube-proxy|kube-scheduler|kube-apiserver|kube-controller-manager|cloud-controller-manager|etcd|coredns|containerd|crio|cri-o|dockerd|cilium|calico|flannel|kindnet|otelcol|fluent-?bit|fluentd|promtail|vector)(?:[^\w]|-[a-z0-9]|$)/i;
const KUBELET_WORD = /(?:^|[^\w-])(?:kubelet|kubenswrapper|kubelite)(?:[^\w-]|$)/;
/** A program's `name[pid]:` or `name:` anywhere in a prefix, with the host before it when there is one. */
const PROGRAM_IN_PREFIX = /(?:^|\s)([A-Za-z][\w.@-]{0,99})(?:\[\d{1,10}\])?: /;
/** A year in a prefix (not a port, a PID or a line number: 19xx or 20xx standing alone). */
const YEAR_IN_PREFIX = /(?:^|[^\d.:])((?:19|20)\d\d)(?:[^\d:]|$)/;

/** The host word right before a program's name in a syslog-like prefix (`7 31 11:15:41 node-1 kubelet: `). */
function hostBefore(text: string, programAt: number): string | undefined {
  const head = text.slice(0, programAt + 1).trimEnd();
  const host = head.slice(Math.max(head.lastIndexOf(' '), head.lastIndexOf('\t')) + 1);
  return /^[^\s[\]]{1,253}$/.test(host) && !/^\d{1,2}(?::\d\d){0,2}(?:\.\d+)?$/.test(host) ? host : undefined;
}

/** The end of a syslog-like prefix: ` host ident[pid]: ` before the klog header. */
const SYSLOG_TAIL = /(?:^|\s)([^\s[\]]{1,253}) ([^\s[\]]{1,100})\[(\d{1,10})\]: $/;

/** The Go runtime's first line of a crash: `panic: …`, `fatal error: …` or a signal's `SIGABRT: abort`, unindented. */
function goCrashLine(body: string): boolean {
  const c = body.charCodeAt(0);
  return (c === 112 /* p */ && body.startsWith('panic: ')) || (c === 102 /* f */ && body.startsWith('fatal error: ')) || (c === 83 /* S */ && GO_SIGNAL_HEADER.test(body));
}

/**
 * The runtime's `[signal SIGSEGV: …]` line after a log line that is no crash's `panic:` or `fatal error:`: the start of a
 * crash whose first line the excerpt left out, not part of that log line (r82a 41).
 */
function signalLineOpensCrash(prev: LogRecord, body: string): boolean {
  return body.startsWith('[signal ') && prev.kind === 'log' && !messageStartsWith(prev, 'panic: ') && !messageStartsWith(prev, 'fatal error: ') && !messageStartsWith(prev, 'unexpected fault address');
}

/** Whether two lines' PIDs are both known and differ. */
function otherPid(a: number | undefined, b: number | undefined): boolean {
  return a !== undefined && b !== undefined && a !== b;
}

/**
 * A panic's frame (apimachinery's `runtime.logPanic(`, the runtime's `panic(`) right under a `goroutine N [running]:`
 * line that opens a record of its own: an excerpt that begins inside a panic's trace (its `panic:` line left out). The
 * frame is read as a line of its own, which says it was a panic; the header alone says nothing.
 */
function panicFrameOpensExcerpt(prev: LogRecord, body: string): boolean {
  return prev.endLine === prev.line && messageStartsWith(prev, 'goroutine ') && PANIC_FRAME.test(body);
}

const PANIC_FRAME = /^(?:k8s\.io\/[\w./-]{1,80}\/util\/runtime\.logPanic\(|panic\(\{?0x)/;

/** The header the Go runtime writes before its dump when a signal ends the process (runtime/signal_unix.go). */
const GO_SIGNAL_HEADER = /^SIG[A-Z]{2,6}: [a-z][a-z -]{0,40}$/;

/** A Go stack frame: `pkg.(*T).method(0xc000, ...)`: no space before the first parenthesis, ends with one. */
function isCallFrame(body: string): boolean {
  const open = body.indexOf('(');
  if (open <= 0 || body.charCodeAt(body.length - 1) !== 41) return false;
  const space = body.indexOf(' ');
  return space < 0 || space > open;
}
const LEVELS: Record<string, Severity> = { trace: 'I', debug: 'I', info: 'I', warning: 'W', warn: 'W', error: 'E', fatal: 'F', panic: 'F' };
const FILE_CACHE_SIZE = 1024;
const MESSAGE_CACHE_SIZE = 4096;
const YEAR_IN_TEXT = /\b(20\d\d)[-/](\d\d)[-/]\d\d[T ]\d\d:\d\d:\d\d/;
// A full date and time inside a klog line's text (the eviction manager's observations, a pod's observed running time):
// it gives the year when it is the line's own date and minute.
const DATE_IN_KLOG_TEXT = /\b(20\d\d)-(\d\d)-(\d\d)[T ](\d\d):(\d\d):\d\d/g;
/**
 * Only a log's first lines are read for such a date (most logs that have one have it in their first minutes): a date
 * found later would date again every line read so far, and a file read in pieces would then be indexed anew at its end.
 */
const KLOG_TEXT_ANCHOR_LINES = 5000;

interface OpenBlock {
  record: LogRecord;
  field: Field;
  ident?: string;
}

export class LogParser {
  private readonly store = new RecordStore();
  readonly records = new RecordList(this.store);
  private readonly fileCache = new Int32Array(FILE_CACHE_SIZE).fill(-1);
  private readonly messageCache: (string | undefined)[] = new Array(MESSAGE_CACHE_SIZE).fill(undefined);
  private recordOfLine = new Int32Array(1024);
  private lineCount = 0;
  private open?: OpenBlock;
  private section?: string;
  private kubeletVersion?: VersionInfo;
  /** The component of each section, from its start-up flags (two distinctive flags decide), and the votes so far. */
  private readonly sectionComponents = new Map<string | undefined, ComponentInfo>();
  private readonly flagVotes = new Map<string | undefined, Map<string, number>>();
  /** printf `Version:` banners (the kubelet's and other components' look alike): decided in result(). */
  private readonly banners: { record: number; version: VersionInfo }[] = [];
  /** `Kubelet version` lines (their hosts are read in result(): a dump's entry names its host after the line). */
  private readonly versionLines: { record: number; version: VersionInfo }[] = [];
  private sawSections = false;
  /** Records by source file id, counted up to filesCountedUpTo (a log no flag or identifier names: componentOfSourceFiles). */
  private readonly linesByFileId: number[] = [];
  private filesCountedUpTo = 0;
  /** Log lines by the program their envelope names (journald identifier, compose service), for the log's component. */
  private readonly identCounts = new Map<string, { lines: number; kind: string }>();
  private identLines = 0;
  private readonly envelopeCounts: Partial<Record<EnvelopeKind, number>> = {};
  private readonly styleCounts: Partial<Record<BodyStyle, number>> = {};
  private shapesCounted = 0;
  /** Records that are not file furniture (a dump's structure, blank lines): what the shape's shares are of. */
  private recordsNotMeta = 0;
  // Yearless times (klog, journald) wait here until the year is known.
  private readonly yearless = new YearlessTimes(this.store);
  /** A date the log gives; `notBeforeDay`: no line after it is older (journalctl's `-- Logs begin at …`), its day. */
  private anchor?: { year: number; month: number; recordIndex: number; notBeforeDay?: number };
  private anchorSettled = false;
  private anchorScanFrom = 0;
  private resolvedUpTo = 0;
  private baseYear?: number;
  private redated = 0;
  private year?: number;
  private lastMonth?: number;
  private yearSource: ParsedLog['yearSource'] = 'today';
  // Running scans, so that result() on a growing log costs only the new records.
  /** Dating by the file's date: rollovers so far, the last month and day, and the rollovers before the first Feb 29. */
  private readonly undated = { upTo: 0, rel: 0, last: undefined as number | undefined, lastDay: 0, feb29Rel: undefined as number | undefined };
  private order = { upTo: 0, ups: 0, downs: 0, clearDowns: 0, ownUps: 0, last: NaN, lastEnvelope: -1 };
  /**
   * A pretty-printed dump: false until the first non-blank line, then the kind it may open until the second decides
   * (true: decided). With the dump's nesting (JSON), what its current entry said so far, and a wrapped YAML value.
   */
  private pretty?: PrettyDumpKind;
  private prettyDecided: boolean | PrettyDumpKind = false;
  private prettyDepth?: JsonDepth;
  private prettyOpener?: string;
  private prettyEntry: PrettyEntry = { record: -1 };
  /** The line before was `MESSAGE` alone (`-o export`'s binary field): this one is its length (8 bytes) and text. */
  private binaryMessageNext = false;
  private prettyPending?: { scalar: YamlScalar; line: number; lastLine: number; index: number };
  private cutValue = false;
  /**
   * A hard-wrapped log (parse/hardWrap.ts): the last record, its text (the parts joined so far), its last line and the
   * length of its first, which the next line may continue (only until result(): a row it read may not be read again
   * after that); what the log showed of its wrapping; the line before (the last part); the note that tells it.
   */
  private wrapHost = -1;
  /** The thread ID of the last klog line read (its header's, or a headless line's): an indented headless line must share it. */
  private lastKlogThread = -1;
  /** The last klog line's process and time (month, day, µs as one number), and the first step back found. */
  private clockThread = -1;
  private clockStepEnvelope: Envelope | undefined;
  private clockStepSection: string | undefined;
  private clockLast = 0;
  private clockStep: { line: number; us: number } | undefined;
  /** Lines ending in `>` by their length (a pager's cut), with the first line of each length. */
  private readonly chopped = new Map<number, { count: number; line: number }>();
  /** The columns of a CSV download this file is, from its header. */
  private csv: CsvLayout | undefined;
  /** A first line that may be a CSV header: confirmed by the next line. */
  private csvHeader: { layout: CsvLayout; line: number; column: string } | undefined;
  /** Whether a carried line that is itself an entry is being read (one level of unwrapping, no more). */
  private unwrapping = false;
  /** Which notices of lines read cleaned (HTML entities decoded, terminal colours taken out) were given. */
  private readonly cleaningSaid = { html: false, ansi: false, blob: false, manyLines: false };
  private wrapText = '';
  private wrapLastLine = -1;
  private wrapFirstLength = 0;
  private wrapping = false;
  private wrapped = false;
  private readonly wrapJudge = new WrapJudge();
  private wrapNotice?: Notice;
  private wrapNoticeHasWidth = false;
  private previousLine = '';

  /** Source file names and structured messages repeat on most lines: one string each, shared. */
  private readonly strings = new Map<string, string>();
  /** Whether the notice of a journal entry without its MESSAGE was given (once per file). */
  private messageDroppedSaid = false;
  /** What the reader should know about the file as a whole (notices.ts); a few at most. */
  private readonly notices: Notice[] = [];
  /** The host a Grafana download's common labels name (its rows name none). */
  private exportHost?: string;
  /** A line limit that does not say whether it was reached (Grafana's panel inspector): the rows tell, at the end. */
  private lineLimit?: { line: number; limit: number };
  private readonly tails = new TailMemo();
  /** The record whose mount failure's `Output:` the next lines that start no record continue (-1: none). */
  private mountOutputOf = -1;
  /** Each process's clock offset from its journald prefix (onPrefixClock), decided from its first line, by process. */
  private readonly zoneOffsets = new Map<string, number>();
  private readonly zoneOffsetByEnvelope = new WeakMap<Envelope, number>();
  /** The envelope onPrefixClock read last and its offset (a process's lines come in runs: no WeakMap lookup a line). */
  private clockEnvelope: Envelope | undefined;
  private clockOffset = 0;
  /**
   * The reading of the klog line being parsed (klogRecord), reused: writeKlogRow copies it into the row's columns and
   * TailMemo.keep into a tail of its own, so nothing holds it past the line (an object a line had been 4 % of what the
   * analysis allocated).
   */
  private readonly reading: { -readonly [K in keyof Omit<KlogTail, 'id'>]: KlogTail[K] } = {
    style: 0, message: '', bodyStart: 0, messageStart: 0, messageEnd: 0, fieldsFrom: 0, thread: 0, sourceLine: 0, fileId: 0, messageId: -1,
  };

  constructor(private readonly options: ParseOptions = {}) {}

  private intern(s: string): string {
    if (s.length > 200) return s;
    const hit = this.strings.get(s);
    if (hit !== undefined) return hit;
    if (this.strings.size < 100_000) this.strings.set(s, s);
    return s;
  }

  /**
   * Feeds the line `text[start, end)` (without its line end). Rows keep an offset into `text` instead of the line;
   * `text` must extend what earlier calls passed (the same document, or the same one grown by appending).
   */
  pushLineOf(text: string, start: number, end: number): void {
    this.pushLineAt(text, start, text.slice(start, end));
  }

  /**
   * Feeds `line`, which `source` holds at `offset` (and will hand back with `source.slice`). Rows keep the offset,
   * not the line; `source` must extend what earlier calls passed.
   */
  pushLineAt(source: LineSource, offset: number, line: string): void {
    const store = this.store;
    store.text = source;
    store.currentLineOffset = offset;
    try {
      this.pushLine(line);
    } finally {
      store.currentLineOffset = -1;
    }
  }

  /** NUL bytes the file left out before the line being read (a hole larger than a piece: see FileText). */
  private nulsLeftOutHere(): number {
    const offset = this.store.currentLineOffset;
    return offset >= 0 ? (this.store.text.nulsLeftOut?.(offset) ?? 0) : 0;
  }

  /** Makes room for about `lines` lines in all, at once (see RecordStore.reserve). */
  /** Says, on line `line`, that the reading stopped there: the file has more lines than the analysis takes. */
  noteReadStopped(line: number, limit: number): void {
    this.notice(line, readLimitNotice(limit));
  }

  reserve(lines: number): void {
    this.store.reserve(lines);
    if (lines > this.recordOfLine.length) {
      const grown = new Int32Array(lines);
      grown.set(this.recordOfLine);
      this.recordOfLine = grown;
    }
  }

  /** Feeds lines (without their line ends). */
  pushLines(lines: readonly string[]): void {
    for (const l of lines) this.pushLine(l);
  }

  pushLine(raw: string): void {
    const lineNo = this.lineCount++;
    if (lineNo >= this.recordOfLine.length) {
      const grown = new Int32Array(this.recordOfLine.length * 2);
      grown.set(this.recordOfLine);
      this.recordOfLine = grown;
    }
    const text = raw.charCodeAt(raw.length - 1) === 13 ? raw.slice(0, -1) : raw;
    try {
      this.recordOfLine[lineNo] = this.parseEntry(text, lineNo);
    } catch {
      // The parser must never throw: a line it chokes on becomes an unparsed record.
      this.open = undefined;
      this.wrapping = false;
      this.wrapHost = -1;
      this.recordOfLine[lineNo] = this.add({ kind: 'unparsed', line: lineNo, bodyStart: 0, text });
    }
    this.previousLine = text;
  }

  private add(p: { kind: LogRecord['kind']; line: number; bodyStart: number; text: string } & Partial<LogRecord>): number {
    const rec = newRecord(this.store, p.kind, p.line, p.bodyStart, p.text, p.section ?? this.section);
    if (p.envelope) rec.envelope = p.envelope;
    if (p.style) rec.style = p.style;
    if (p.severity) rec.severity = p.severity;
    if (p.time !== undefined) rec.time = p.time;
    if (p.thread !== undefined) rec.thread = p.thread;
    if (p.file !== undefined) rec.file = p.file;
    if (p.sourceLine !== undefined) rec.sourceLine = p.sourceLine;
    if (p.verbosity !== undefined) rec.verbosity = p.verbosity;
    if (p.message !== undefined) rec.message = p.message;
    if (p.messageSpan) rec.messageSpan = p.messageSpan;
    if (p.metaKind !== undefined) rec.metaKind = p.metaKind;
    if (p.fields) rec.fields = p.fields;
    // journald's own line that it dropped a unit's messages (rate limiting): lines are missing here.
    if (p.envelope?.ident === 'systemd-journald') this.notice(p.line, journaldSuppressionNotice(rec.message));
    // A line of NULs only: the hole a log truncated in place leaves (one before a line is noted in parseLine).
    if (p.metaKind === 'nul-padding') this.nulNotice(p.line, nulPaddingNotice(p.text.length + this.nulsLeftOutHere()));
    return rec.index;
  }



  /** A Grafana line limit that was reached now, or whose rows are counted at the end (one that does not say). */
  private noteLineLimit(line: number, text: string): void {
    const l = readLineLimit(text);
    if (!l) return;
    if (l.reached) this.notice(line, lineLimitNotice(l.limit));
    else if (l.reached === undefined) this.lineLimit = { line, limit: l.limit };
  }

  /** NUL bytes are noted at their first three lines, then once that more lines have them. */
  private nulNotices = 0;

  private nulNotice(line: number, notice: string): void {
    this.nulNotices++;
    if (this.nulNotices <= 3) this.notice(line, notice);
    else if (this.nulNotices === 4) this.notice(line, MANY_NUL_LINES_NOTICE);
  }

  private notice(line: number, notice: string | Omit<Notice, 'line'> | undefined): void {
    if (notice === undefined || this.notices.length >= 10) return;
    this.notices.push(typeof notice === 'string' ? { line, message: notice } : { line, ...notice });
  }

  private anchorYear(year: number, month: number, notBeforeDay?: number): void {
    if (!this.anchor) this.anchor = { year, month, recordIndex: this.records.length, notBeforeDay };
  }

  private continueRecord(rec: LogRecord, lineNo: number): number {
    rec.endLine = lineNo;
    return rec.index;
  }

  /**
   * A line of the file: a JSON journal entry, or a log collector's JSON entry, is parsed as the line it carries under
   * the entry's envelope.
   */
  private parseEntry(text: string, lineNo: number): number {
    // `less -S` copies end each line it cut at the screen's width with `>` (r69a 50): counted by length.
    if (text.charCodeAt(text.length - 1) === 62 /* > */ && text.length >= 60) this.noteChopped(text.length, lineNo);
    // A console's CSV download: its header first, then each row's log line (r69a 33–40). The header is one only when the
    // next line is a row of as many columns (r70a 8: a title line with commas).
    if (this.csv) return this.parseCsvRow(text, lineNo, this.csv);
    if (this.csvHeader) {
      const header = this.csvHeader;
      this.csvHeader = undefined;
      const fields = splitCsvRow(text);
      if (fields?.length === header.layout.columns) {
        this.csv = header.layout;
        this.notice(header.line, csvExportNotice(header.column));
        const headerRecord = this.records.at(this.records.length - 1);
        headerRecord.kind = 'meta';
        headerRecord.metaKind = 'export-header';
        return this.parseCsvRow(text, lineNo, header.layout);
      }
    } else if (this.records.length === 0 && text.indexOf(',') > 0) {
      const layout = readCsvHeader(text);
      if (layout) this.csvHeader = { layout, line: lineNo, column: splitCsvRow(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)![layout.message].trim() };
    }
    // A line of no journal dump's shape (a short-output line appended to the dump, a line pasted into it) is read as the
    // line it is, not lost among the dump's structure.
    if (this.pretty && !(this.pretty === 'journal' && !this.binaryMessageNext && strayInJournalDump(text))) return this.parsePrettyLine(text, lineNo, this.pretty);
    // journalctl's own lines (`-- Logs begin at … --` before older versions' dumps) decide nothing.
    if (this.prettyDecided !== true && text.trim() !== '' && !isJournalMarker(text)) {
      // A dump opens with `[`, `{` or `---` and goes on with an entry or a member: decided on the second line, which
      // turns the first one into structure. Any other log is not a dump.
      if (this.prettyDecided === false) {
        this.prettyDecided = prettyDumpOpenedBy(text) ?? true;
        this.prettyOpener = text.trim();
      } else {
        const kind = this.prettyDecided;
        this.prettyDecided = true;
        if (confirmsPrettyDump(text, kind)) {
          this.notice(this.records.at(this.records.length - 1).line, prettyExportNotice(this.prettyOpener!, text));
          this.pretty = kind;
          this.prettyDepth = kind === 'json' ? new JsonDepth() : undefined;
          const opener = this.records.length - 1;
          const first = this.records.at(opener);
          first.kind = 'meta';
          first.metaKind = 'structure';
          this.prettyDepth?.read(this.prettyOpener!);
          if (kind === 'journal') this.prettyEntry = this.newPrettyEntry(this.prettyOpener!);
          return this.parsePrettyLine(text, lineNo, kind);
        }
      }
    }
    const c = text.charCodeAt(0);
    if ((c === 91 || c === 123) && lineNo < 10) this.notice(lineNo, oneLineExportNotice(text));
    const entry =
      c === 123 || c === 0x1e ? (isJournalJson(text) ? readJournalJson(text) : mayBeCollectorJson(text) ? readCollectorJson(text) : undefined)
      : text.charCodeAt(text.length - 1) === 93 /* ] */ ? readFluentBitFileLine(text) : undefined;
    if (entry && 'messageDropped' in entry && entry.messageDropped) {
      // Shown as it is, unparsed and counted: the line is all there is of the entry.
      if (!this.messageDroppedSaid) this.notice(lineNo, journalMessageDroppedNotice());
      this.messageDroppedSaid = true;
      return this.parseLine(text, lineNo);
    }
    if (entry) return this.parseCarried(entry.message, lineNo, { envelope: entry.envelope, bodyStart: 0, absoluteTime: entry.absoluteTime });
    // Quotes turned into `&quot;` by a web page (r67a 33), or a terminal's colours kept by `grep --color=always` (r69a
    // 51): the line is read cleaned, as a carried line is; the file keeps it as it is.
    // (A line with a quote is no such paste: most klog lines have one within their first 50 characters.)
    const html = c !== 123 && text.indexOf('"') < 0 && text.indexOf('&quot;') >= 0;
    // (Only a line that holds a log line once cleaned: other text keeps its control characters, shown escaped.)
    const uncoloured = !html && text.indexOf('\u001b[') >= 0 ? withoutTerminalEscapes(text) : undefined;
    const ansi = uncoloured !== undefined && KLOG_HEADER_INSIDE.test(uncoloured);
    if (html || ansi) {
      if (html && !this.cleaningSaid.html) this.notice(lineNo, htmlEntitiesNotice());
      if (ansi && !this.cleaningSaid.ansi) this.notice(lineNo, terminalColoursNotice());
      this.cleaningSaid[html ? 'html' : 'ansi'] = true;
      return this.parseCarried(html ? decodeHtmlEntities(text) : uncoloured!, lineNo);
    }
    return this.parseLine(text, lineNo);
  }

  /**
   * A line of a pretty-printed dump: the field that carries the log line is parsed as that line, under the entry's
   * host, identifier and PID (fields that come later in the entry complete the envelope); the rest is structure. A
   * wrapped YAML value waits for its last line: its lines map to the record it will be, made once it is complete.
   */
  private parsePrettyLine(text: string, lineNo: number, kind: PrettyDumpKind): number {
    const pending = this.prettyPending;
    if (pending) {
      const state = continueYamlScalar(pending.scalar, text);
      if (state !== 'not-mine') {
        pending.lastLine = lineNo;
        if (state === 'closed') this.finishPendingMessage();
        return pending.index;
      }
      this.finishPendingMessage();
    }
    // `-- Reboot --` between the entries of `journalctl -o verbose`: journalctl's line, as in its short output.
    if (kind === 'journal' && isJournalMarker(text)) return this.add({ kind: 'meta', metaKind: 'journal-marker', line: lineNo, bodyStart: 0, text });
    if (this.binaryMessageNext) {
      // Its 64-bit length first (journald writes a message as binary when it holds a line end or bytes that are not
      // text: the lines after this one are the rest of it, read as lines of their own).
      this.binaryMessageNext = false;
      this.prettyEntry.key = 'MESSAGE';
      return this.carryPrettyMessage(text.slice(8), lineNo);
    }
    // `-o export`'s binary field: its name alone on a line (strayInJournalDump keeps such names the dump's).
    if (kind === 'journal' && text === 'MESSAGE') this.binaryMessageNext = true;
    const opensEntry = kind === 'json' ? this.prettyDepth!.read(text) : kind === 'journal' ? journalEntryOpens(text) : text.startsWith('---');
    if (opensEntry) this.prettyEntry = this.newPrettyEntry(text);
    const entry = this.prettyEntry;
    const field = prettyField(text, kind);
    if (field?.kind === 'open-message') {
      entry.key = field.key;
      this.prettyPending = { scalar: field.scalar, line: lineNo, lastLine: lineNo, index: this.records.length };
      return this.records.length;
    }
    if (field?.kind === 'message') {
      entry.key = field.key;
      return this.carryPrettyMessage(field.value, lineNo);
    }
    if (field) {
      let changed = false;
      if (field.kind === 'time') {
        if (entry.time === undefined) {
          entry.time = field.micros;
          const d = new Date(field.micros / 1000);
          this.anchorYear(d.getUTCFullYear(), d.getUTCMonth() + 1);
          // A line without a klog header has no time of its own: the entry's is its time.
          if (entry.record >= 0 && this.records.at(entry.record).time === undefined) this.records.at(entry.record).time = field.micros;
        }
      } else if (field.kind === 'pid') {
        if (entry.pid === undefined) {
          entry.pid = Number(field.value);
          changed = true;
        }
      } else if (entry[field.kind] === undefined) {
        // The first one wins: SYSLOG_IDENTIFIER comes before _COMM and _SYSTEMD_UNIT, as in the JSON entries.
        entry[field.kind] = envelopeToken(field.value);
        changed = entry[field.kind] !== undefined;
      }
      if (changed && entry.record >= 0) this.store.envelopeId.set(entry.record, this.store.envelopeIdOf(prettyEnvelope(entry)));
    }
    // Consecutive structure lines are one record (a dump has twenty of them for each log line).
    const last = this.records.length - 1;
    if (last >= 0) {
      const prev = this.records.at(last);
      if (prev.endLine === lineNo - 1 && prev.metaKind === 'structure') return this.continueRecord(prev, lineNo);
    }
    return this.add({ kind: 'meta', metaKind: 'structure', line: lineNo, bodyStart: 0, text });
  }

  /** An entry of a dump, opened by `line`: `journalctl -o verbose` gives its time there (which dates the log). */
  private newPrettyEntry(line: string): PrettyEntry {
    const time = this.pretty === 'journal' ? verboseEntryTime(line) : undefined;
    if (time === undefined) return { record: -1 };
    const d = new Date(time / 1000);
    this.anchorYear(d.getUTCFullYear(), d.getUTCMonth() + 1);
    return { record: -1, time };
  }

  /**
   * Parses the log line an entry carries, on `lineNo`. Only a record of its own takes the entry's later fields: a
   * line that continues an earlier record (the rest of a multi-line value) leaves that record's envelope alone.
   */
  private carryPrettyMessage(value: string, lineNo: number): number {
    const entry = this.prettyEntry;
    const nl = value.indexOf('\n');
    // A value holding a whole log (`az vmss run-command invoke`'s stdout: r69a 73): only its first line is read here.
    if (nl >= 0 && !this.cleaningSaid.manyLines) {
      const lines = countLines(value);
      if (lines >= 3) {
        this.cleaningSaid.manyLines = true;
        this.notice(lineNo, manyLinesInValueNotice(lines));
      }
    }
    let message = nl >= 0 ? value.slice(0, nl) : value;
    if (message.charCodeAt(message.length - 1) === 13) message = message.slice(0, -1);
    const before = this.records.length;
    const idx = this.parseCarried(message, lineNo, { envelope: prettyEnvelope(entry), bodyStart: 0, absoluteTime: entry.time });
    entry.record = idx >= before ? idx : -1;
    return idx;
  }

  /** Makes the record of a wrapped YAML value that is complete (or that the log ends in), over all of its lines. */
  private finishPendingMessage(): void {
    const p = this.prettyPending!;
    this.prettyPending = undefined;
    let idx: number;
    try {
      idx = this.carryPrettyMessage(yamlScalarValue(p.scalar), p.line);
    } catch {
      idx = this.add({ kind: 'unparsed', line: p.line, bodyStart: 0, text: p.scalar.lines[0] });
    }
    const rec = this.records.at(idx);
    if (rec.endLine < p.lastLine) this.continueRecord(rec, p.lastLine);
    for (let l = p.line; l <= p.lastLine; l++) this.recordOfLine[l] = idx;
  }

  /**
   * The first place one process's klog clock goes back a minute or more (r69a 53: `cat kubelet.log kubelet.log.1`
   * joins a rotated log newest piece first). A year's turn (December to January) is no step back.
   */
  private noteClockStep(lineNo: number, thread: number, envelope: Envelope | undefined, month: number, day: number, micros: number): void {
    const t = (month * 32 + day) * 86_400_000_000 + micros;
    // The same process: its thread (PID) under the same envelope (host, program), in the same section of a dump (a
    // minikube dump's containers all run as PID 1).
    const same = thread === this.clockThread && envelope === this.clockStepEnvelope && this.section === this.clockStepSection;
    if (same && t < this.clockLast - CLOCK_STEP_US && !(this.clockLast >= 12 * 32 * 86_400_000_000 && month === 1)) {
      this.clockStep ??= { line: lineNo, us: this.clockLast - t };
    }
    this.clockThread = thread;
    this.clockStepEnvelope = envelope;
    this.clockStepSection = this.section;
    this.clockLast = t;
  }

  private noteChopped(width: number, lineNo: number): void {
    const seen = this.chopped.get(width);
    if (seen) seen.count++;
    else if (this.chopped.size < 64) this.chopped.set(width, { count: 1, line: lineNo });
  }

  /** The notice of lines a pager cut at one width, when at least 5 lines and a fifth of the log end there with `>`. */
  private choppedNotice(): Notice | undefined {
    let best: { width: number; count: number; line: number } | undefined;
    for (const [width, v] of this.chopped) if (!best || v.count > best.count) best = { width, ...v };
    if (!best || best.count < 5 || best.count < this.lineCount * 0.2) return undefined;
    return { line: best.line, message: choppedLinesNotice(best.count, best.width) };
  }

  /** A row of a CSV download: the log line its message column holds, on the node its host column names. */
  private parseCsvRow(text: string, lineNo: number, layout: CsvLayout): number {
    // A line that is no row of the table (a value's second line, a log appended after it, whose commas may split it
    // into as many columns: r70a 8) is read as the line it is.
    const fields = text.trim() === '' || readKlogHeader(text, 0) || JOURNALD_START.test(text) ? undefined : splitCsvRow(text);
    if (!fields || fields.length !== layout.columns) return this.parseLine(text, lineNo);
    const token = (i: number) => (i >= 0 ? fields[i]?.trim().replace(/[\s[\]:]+/g, '_') || undefined : undefined);
    if (layout.time >= 0) {
      const date = csvRowDate(fields[layout.time].trim());
      if (date) this.anchorYear(date.year, date.month);
    }
    // `csv:<n>`: the field that carries the line, for the editor's columns (carriedColumn.ts).
    return this.parseCarried(fields[layout.message], lineNo, { envelope: sharedEnvelope(CSV_KINDS, token(layout.host), token(layout.ident), undefined, `csv:${layout.message}`), bodyStart: 0 });
  }

  /**
   * A line carried in a JSON entry (under its `envelope`), or a line read cleaned (no envelope given). It is not a slice
   * of the file: its row keeps the decoded text itself.
   */
  private parseCarried(message: string, lineNo: number, envelope?: EnvelopeMatch): number {
    // A carried line that is itself an entry (Fluent Bit's JSON in a CloudWatch event, a journal entry as JSON in a
    // Grafana download: r69a 74, 75, 76) carries the log line: read once more, no deeper.
    if (envelope && message.charCodeAt(0) === 123 && !this.unwrapping) {
      const inner = isJournalJson(message) ? readJournalJson(message) : mayBeCollectorJson(message) ? readCollectorJson(message) : readJournalFields(message);
      if (inner && !('messageDropped' in inner && inner.messageDropped)) {
        this.unwrapping = true;
        try {
          return this.parseCarried(inner.message, lineNo, { envelope: withOuter(inner.envelope, envelope.envelope), bodyStart: 0, absoluteTime: inner.absoluteTime ?? envelope.absoluteTime });
        } finally {
          this.unwrapping = false;
        }
      }
    }
    const store = this.store;
    const offset = store.currentLineOffset;
    store.currentLineOffset = -1;
    try {
      return this.parseLine(message, lineNo, envelope);
    } finally {
      store.currentLineOffset = offset;
    }
  }

  private parseLine(text: string, lineNo: number, given?: EnvelopeMatch): number {
    // 1. A multi-line value (`key=<` ... ` >`) in progress.
    if (this.open) {
      // klog writes each line of a multi-line value after a tab: such a line is the value's, whatever it holds (a klog
      // line of a command's output included), not a pasted line indented with a tab.
      const env = given ?? (text.charCodeAt(0) === 9 ? undefined : matchEnvelope(text));
      const body = env ? text.slice(env.bodyStart) : text;
      const sameSource = !env || env.envelope.ident === this.open.ident;
      const closing = /^ ?> ?/.exec(body);
      if (sameSource && closing) {
        // klog closes a multi-line value with ` >`; more key=value pairs may follow on the same line.
        const { record, field } = this.open;
        field.valueEndLine = lineNo;
        this.open = undefined;
        const at = (env ? env.bodyStart : 0) + closing[0].length;
        const kv = parseKeyValues(text, lineNo, at);
        record.fields.push(...kv.fields);
        if (kv.openMultiline) this.open = { record, field: kv.openMultiline, ident: env?.envelope.ident };
        return this.continueRecord(record, lineNo);
      }
      if (sameSource && (body.charCodeAt(0) === 9 || body.charCodeAt(0) === 32)) {
        const { record, field } = this.open;
        field.value += (field.value ? '\n' : '') + body.replace(/^\t/, '');
        return this.continueRecord(record, lineNo);
      }
      this.open = undefined;
    }

    // A line of spaces or tabs only (a paste's empty line, indented) is as blank as an empty one.
    const c0 = text.charCodeAt(0);
    if (text.length === 0 || ((c0 === 32 || c0 === 9) && text.trim().length === 0)) return this.add({ kind: 'meta', metaKind: 'blank', line: lineNo, bodyStart: 0, text });

    // 2. File furniture.
    const meta = matchMeta(text);
    if (meta) {
      if (meta.metaKind === 'section') {
        this.section = meta.section;
        this.sawSections = true;
      }
      if (meta.year && meta.month) this.anchorYear(meta.year, meta.month, meta.notBeforeDay);
      if (meta.metaKind === 'export-header') {
        this.noteLineLimit(lineNo, text);
        this.exportHost ??= commonLabelsHost(text);
      }
      return this.add({ kind: 'meta', metaKind: meta.metaKind, line: lineNo, bodyStart: 0, text, section: this.section });
    }

    // 3. Envelope, then the body (a carried line may itself be a whole syslog line: carriedJournald).
    // NULs inside a line (a crash's zeroed blocks, a hole written over a line half written): the line after them is read.
    const nulAt = given ? -1 : text.indexOf('\0', 1);
    let env = given ? (carriedJournald(text, given) ?? given) : nulAt > 0 ? afterNuls(text, nulAt) : matchEnvelope(text);
    if (env?.envelope.kinds[0] === 'nul-padding') {
      const cut = nulAt > 0 && text.charCodeAt(0) !== 0 ? nulAt : 0;
      this.nulNotice(lineNo, nulPaddingNotice(leadingNuls(text.slice(cut)) + this.nulsLeftOutHere(), cut));
    }
    // A row of a Grafana download names no host: its header's common labels do.
    if (this.exportHost !== undefined && env && env.envelope.host === undefined) {
      const e = env.envelope;
      env = { ...env, envelope: sharedEnvelope(e.kinds, this.exportHost, e.ident, e.pid, e.messageKey) };
    }
    const bodyStart = env ? env.bodyStart : 0;
    if (env?.absoluteTime !== undefined) {
      const d = new Date(env.absoluteTime / 1000);
      this.anchorYear(d.getUTCFullYear(), d.getUTCMonth() + 1);
    }

    // A text after the klog time that an earlier line had is not read again (the lookup comes first: klogRecord's
    // worthKeeping and keep reuse the sample it took).
    const fixedWidth = this.options.shareTails !== false && readFixedKlogTime(text, bodyStart);
    if (fixedWidth) {
      const tail = this.tails.find(text, bodyStart + FIXED_TIME_WIDTH);
      if (tail) return this.mayWrap(this.knownKlogRecord(text, lineNo, env, bodyStart, tail), text, lineNo, given);
    }
    const h = readKlogHeader(text, bodyStart);
    if (h) {
      this.lastKlogThread = h.thread;
      return this.mayWrap(this.klogRecord(text, lineNo, env, h, fixedWidth), text, lineNo, given);
    }
    let headless = readHeadlessKlog(text, bodyStart);
    // An indented one is a line of its own only when its thread is the one the last klog line had (a block selection
    // that cut severities and times: `    9045 server.go:487] …`); another thread's (a container's own klog output in an
    // exec or mount error, printed as it came) goes on with the line above (r45a 01, 02).
    if (headless) {
      // Before any klog line, nothing can be the line above's (r67a 49: a paste cut to ` 62167 kubelet.go:2267] …`).
      if (lastHeadlessIndent() > 0 && this.lastKlogThread !== -1 && lastHeadlessThread() !== this.lastKlogThread) headless = undefined;
      else this.lastKlogThread = lastHeadlessThread();
    }
    // In a log found hard-wrapped, a part that begins inside the klog header (`server.go:399] "Kubelet version"`) is a
    // part, not a line pasted from its file name on.
    // So is one that completes the header the line above began, before the log is known to be wrapped: its first
    // record (r61a 12: `… E1025 06:26:05.502419    4555 kubelet_` / `node_status.go:442] Error updating …`).
    if (headless && this.wrapHost >= 0 && !env && !given && (this.wrapped || this.completesHeaderAbove(text))) {
      const joined = this.joinWrapped(text, lineNo);
      if (joined >= 0) return joined;
    }
    if (headless) return this.mayWrap(this.klogRecord(text, lineNo, env, headless, false), text, lineNo, given);

    const c = text.charCodeAt(bodyStart);
    if (c === 123 /* { */) {
      // A collector's JSON entry behind a time prefix alone (CloudWatch exports, `aws logs tail`): the line it carries.
      // Behind a journald, compose or host prefix, JSON is that program's own record, under that envelope.
      // Behind a line number or an indent too (`cat -n` of Docker's json-file: r70a 3).
      if (env && !given && env.envelope.kinds.length === 1 && (env.envelope.kinds[0] === 'rfc3339' || env.envelope.kinds[0] === 'bullet') && env.envelope.ident === undefined) {
        const body = text.slice(bodyStart);
        const carried = isJournalJson(body) ? readJournalJson(body) : mayBeCollectorJson(body) ? readCollectorJson(body) : undefined;
        if (carried) {
          return this.parseCarried(carried.message, lineNo, {
            envelope: carried.envelope, bodyStart: 0, absoluteTime: carried.absoluteTime ?? env.absoluteTime,
          });
        }
      }
      const j = parseJsonLine(text, lineNo, bodyStart);
      if (j) {
        if (j.time !== undefined) {
          const d = new Date(j.time / 1000);
          this.anchorYear(d.getUTCFullYear(), d.getUTCMonth() + 1);
        }
        const idx = this.add({
          kind: 'log', style: 'json', line: lineNo, bodyStart, text, envelope: env?.envelope,
          severity: j.severity, time: j.time ?? env?.absoluteTime, file: j.file, sourceLine: j.sourceLine,
          verbosity: j.verbosity, message: j.message, messageSpan: j.messageSpan, fields: j.fields,
        });
        if (!this.kubeletVersion) this.kubeletVersion = versionFromRecord(this.records.at(idx), text);
        return idx;
      }
      // A journal entry's fields as JSON behind a prefix (a Grafana download of promtail's `json: true` lines; no record
      // of the kubelet's JSON format, whose message is `msg`): the line its MESSAGE carries, under the prefix's time.
      if (env && !given) {
        const fields = readJournalFields(text.slice(bodyStart));
        if (fields) return this.parseCarried(fields.message, lineNo, { envelope: withOuter(fields.envelope, env.envelope), bodyStart: 0, absoluteTime: env.absoluteTime });
      }
    }
    if (c === 116 /* t */ || c === 108 /* l */) {
      LOGFMT_START.lastIndex = bodyStart;
      const m = LOGFMT_START.exec(text);
      if (m) return this.mayWrap(this.logfmtRecord(text, lineNo, env, bodyStart), text, lineNo, given);
    }
    if (c === 73 /* I */ || c === 68 /* D */ || c === 87 /* W */ || c === 69 /* E */ || c === 70 /* F */ || c === 84 /* T */ || c === 80 /* P */) {
      LOGRUS_TEXT.lastIndex = bodyStart;
      const m = LOGRUS_TEXT.exec(text);
      if (m) return this.logrusTextRecord(text, lineNo, env, m, LOGRUS_TEXT.lastIndex);
    }

    // A klog line behind a prefix no envelope reads: a log viewer's time column (`1:23:18.001 PM | E0810 …`), a
    // journald date in another locale (`7 31 11:15:41 host kubelet[9557]: E0731 …`), a collector's `<time> - kubelet `
    // (r67a 03, 47, 43). Read from its header on; the prefix stays on the line. Before the parts of a wrapped line and
    // the continuations of the line above: such a line, indented as a code block indents it, is a line of its own
    // (r70a 1, 2), as an indented klog line is.
    const inside = this.klogBehindPrefix(text, bodyStart, env);
    if (inside) return this.mayWrap(this.klogRecord(text, lineNo, inside.env, inside.header, false), text, lineNo, given);

    // 4. The next part of a hard-wrapped klog line: that line is read again, whole. A ≤1.20 mount failure's own lines
    // (`Mounting command: …`, the mount program's output) are its parts as written, not a cut.
    if (this.wrapHost >= 0 && !env && !given && !this.continuesMountFailure(text)) {
      const joined = this.joinWrapped(text, lineNo);
      if (joined >= 0) return joined;
    }

    // 5. Continuation of the previous record: stack traces and indented text.
    const prev = this.records.length ? this.records.at(this.records.length - 1) : undefined;
    let body = text.slice(bodyStart);
    // A journal pasted without its times (`kubelet-containerd.sh[27857]: …`): the program's next line after a record
    // of the line before is read past that prefix (a Fatal's goroutine stack continues it).
    if (!env && prev?.endLine === lineNo - 1 && text.charCodeAt(0) !== 32) {
      const ident = IDENT_PREFIX.exec(text);
      if (ident && this.previousLine.startsWith(ident[0])) body = text.slice(ident[0].length).trimEnd();
    }
    // (Another process's line, by its PID, continues nothing of this one's.)
    if (prev && prev.kind !== 'meta' && (!env || (env.envelope.ident === prev.envelope?.ident && !otherPid(env.envelope.pid, prev.envelope?.pid)))) {
      const b0 = body.charCodeAt(0);
      const indented = b0 === 9 || (b0 === 32 && body.trim().length > 0);
      // Indented text continues a log record; a stack trace also continues an unparsed stack line above it.
      // An unindented `panic: ` or `fatal error: ` is a crash of its own (the Go runtime's, after the last line the
      // process logged), not part of that line; the goroutine dump after it continues it. A `panic: … [recovered]` right
      // after klog's `Observed a panic` is that panic re-raised: part of it (anywhere else it opens a dump of its own).
      const crash = (goCrashLine(body) && !(body.indexOf(' [recovered]') >= 0 && messageStartsWith(prev, 'Observed a panic'))) || panicFrameOpensExcerpt(prev, body) || signalLineOpensCrash(prev, body);
      const stack = !crash && (STACK_LINE.test(body) || isCallFrame(body));
      if ((prev.kind === 'log' && (indented || stack)) || (prev.kind === 'unparsed' && (b0 === 9 || stack))) {
        return this.continueRecord(prev, lineNo);
      }
      // The unindented `}` or `]` that closes a value printed indented over the lines just above (grpc's
      // `failed to connect to {` + a struct's fields + `}. Err: …`) is the end of that record.
      if ((b0 === 125 /* } */ || b0 === 93 /* ] */) && prev.kind === 'log' && prev.endLine === lineNo - 1 && prev.line < lineNo - 1) {
        return this.continueRecord(prev, lineNo);
      }
      if (!crash && this.continuesMountFailure(body)) {
        if (b0 === 79 /* O */ && body.startsWith('Output: ')) this.mountOutputOf = prev.index;
        return this.continueRecord(prev, lineNo);
      }
    }

    if (!this.kubeletVersion && body.length < 400 && body.indexOf('ersion') >= 0) {
      this.kubeletVersion = versionFromText(body, lineNo);
    }
    if (env) {
      // journalctl's stand-in for a line it would not print (r69a 17): the line's text is not in the file.
      if (!this.cleaningSaid.blob && body.charCodeAt(0) === 91 /* [ */ && BLOB_DATA.test(body)) {
        this.cleaningSaid.blob = true;
        this.notice(lineNo, journalBlobNotice());
      }
      const rec = this.add({ kind: 'log', style: 'text', line: lineNo, bodyStart, text, envelope: env.envelope });
      // Free text still names pods and containers (systemd scopes, cgroup paths): derived fields, on demand.
      this.records.at(rec).deferFields(text, bodyStart, 'printf');
      this.setYearless(rec, env.yearless, env.absoluteTime);
      this.anchorFromText(body);
      // A journald line of another program (systemd), or the kubelet's own stderr, is wrapped as a klog line is.
      return this.mayWrap(rec, text, lineNo, given);
    }
    this.anchorFromText(body);
    // The Go runtime's crash in a log written from the kubelet's stderr (a kubelet.log file): no header, no time, but
    // a line the catalogue knows (kubelet-panic), not text it cannot read.
    // The deprecation notices the kubelet writes to stderr as it starts (`Flag --pod-infra-container-image has been
    // deprecated, …`), as they are read under a journald prefix.
    if (goCrashLine(body) || (c === 70 /* F */ && body.startsWith('Flag --') && body.indexOf(' has been deprecated') > 0)) {
      const stderrLine = this.add({ kind: 'log', style: 'text', line: lineNo, bodyStart, text });
      this.records.at(stderrLine).deferFields(text, bodyStart, 'printf');
      return stderrLine;
    }
    const idx = this.add({ kind: 'unparsed', line: lineNo, bodyStart: 0, text });
    this.records.at(idx).deferFields(text, 0, 'printf');
    // The first part of a line of the kubelet's JSON format, cut: its next part may complete it.
    return c === 123 /* { */ ? this.mayWrap(idx, text, lineNo, given) : idx;
  }

  /**
   * A klog header within the first characters after the envelope (or the line's start), with the envelope the record
   * gets: the one read, or a `prefix` one naming the host and program a syslog-like prefix ends with (`host ident[pid]: `).
   */
  private klogBehindPrefix(text: string, from: number, env: EnvelopeMatch | undefined): { env: EnvelopeMatch; header: KlogHeader } | undefined {
    const window = text.length > from + PREFIX_WINDOW ? text.slice(from, from + PREFIX_WINDOW) : from ? text.slice(from) : text;
    // Not inside JSON or a list (a collector's entry cut short is kept as it is, unparsed).
    const c = window.charCodeAt(0);
    const c1 = window.charCodeAt(1);
    if (c === 123 /* { */ || (c === 91 /* [ */ && (c1 === 123 || c1 === 34 || c1 === 91))) return undefined;
    const m = KLOG_HEADER_INSIDE.exec(window);
    if (!m || m.index === 0) return undefined;
    const at = from + m.index;
    const prefix = window.slice(0, m.index);
    // Not inside a quoted or escaped string (a CSV field, Fluent Bit's `"log"=>"…"`, an agent's `Str(…)`: r70a 5, 9),
    // and not another program's line: one the prefix names (`[pod/kube-proxy-x/kube-proxy]`, `<time> - kube-proxy`, a
    // viewer's source column, `otelcol[777]:`) is that program's (r70a 4, 9), and a kubelet line it quotes is no start.
    if (QUOTE_OR_ESCAPE.test(prefix) || OTHER_PROGRAM.test(prefix) && !KUBELET_WORD.test(prefix)) return undefined;
    const header = readKlogHeader(text, at);
    if (!header) return undefined;
    // Not a kubelet line that another program's message quotes (an agent forwarding it: r31a 30).
    if (env) return env.envelope.ident === undefined || isKubeletIdent(env.envelope.ident) ? { env: { ...env, bodyStart: at }, header } : undefined;
    const before = text.slice(0, at);
    const named = SYSLOG_TAIL.exec(before);
    if (named && !isKubeletIdent(named[2])) return undefined;
    // A program named anywhere before (`host otelcol[777]: text I0731 …`, `host containerd: …`) that is not the kubelet.
    const program = named ? undefined : PROGRAM_IN_PREFIX.exec(before);
    if (program && !isKubeletIdent(program[1])) return undefined;
    // The year a prefix names (`Jul 31, 2023 @ …`, `2023-07-31T…`) dates the log, as an envelope's would (r70a 11).
    const year = YEAR_IN_PREFIX.exec(before);
    if (year) this.anchorYear(Number(year[1]), header.month);
    const envelope = named ? sharedEnvelope(['prefix'], named[1], named[2], Number(named[3])) : sharedEnvelope(['prefix'], program ? hostBefore(before, program.index) : undefined, program?.[1]);
    return { env: { envelope, bodyStart: at }, header };
  }

  /**
   * Whether `text` (a line that starts no record) is the next part of the mount failure just read, as ≤1.20 wrote it,
   * its lines unindented (mount_linux.go): `mount failed: exit status 32`, then `Mounting command: …`, `Mounting
   * arguments: …`, `Output: <the mount program's words>`, and those words' further lines up to a blank line or the next
   * record.
   */
  private continuesMountFailure(text: string): boolean {
    const last = this.records.length - 1;
    if (last < 0) return false;
    if (last === this.mountOutputOf) return true;
    const c = text.charCodeAt(0);
    if ((c !== 77 && c !== 79) || !MOUNT_ERROR_PART.test(text)) return false;
    const prev = this.records.at(last);
    return prev.kind === 'log' && prev.message.indexOf('ount') >= 0;
  }

  /**
   * A record the next line may continue, if the log is hard-wrapped (parse/hardWrap.ts): a line of the document
   * (a carried line is no physical line) whose record holds no open multi-line value.
   */
  private mayWrap(idx: number, text: string, lineNo: number, given: EnvelopeMatch | undefined): number {
    if ((given && !this.wrapping) || this.open) {
      this.wrapHost = -1;
      return idx;
    }
    this.wrapHost = idx;
    this.wrapText = text;
    this.wrapLastLine = lineNo;
    if (!this.wrapping) this.wrapFirstLength = text.length;
    return idx;
  }

  /** The record above is a line whose klog header `text` completes: the line was cut inside its header. */
  private completesHeaderAbove(text: string): boolean {
    const host = this.wrapHost;
    const store = this.store;
    if (host !== store.size - 1 || store.kind[host] !== KIND_CODE.log || store.style[host] !== STYLE_CODE.text) return false;
    const bodyStart = store.bodyStart.get(host);
    return readKlogHeader(this.wrapText, bodyStart) === undefined && readKlogHeader(this.wrapText + text, bodyStart) !== undefined;
  }

  /**
   * `text` on `lineNo`, which starts no record, as the next part of the klog line above when that line looks cut
   * (cutEvidence): the record is read again from its parts joined, over all of their lines. -1: it is not one.
   */
  private joinWrapped(text: string, lineNo: number): number {
    const host = this.wrapHost;
    const store = this.store;
    if (host !== store.size - 1 || this.wrapLastLine !== lineNo - 1) return -1;
    const bodyStart = store.bodyStart.get(host);
    const joinedBefore = store.wrapped.has(host);
    const hostText = this.wrapText;
    // A line cut inside its klog header (a journald prefix of one length cut at one column): the two parts make one.
    const inHeader = !joinedBefore && text.charCodeAt(0) !== 9 && store.kind[host] === KIND_CODE.log && store.style[host] === STYLE_CODE.text &&
      readKlogHeader(hostText, bodyStart) === undefined && readKlogHeader(hostText + text, bodyStart) !== undefined;
    const hostInfo = { text: hostText, joinedBefore, firstPartLength: this.wrapFirstLength, json: hostText.charCodeAt(Math.max(0, bodyStart)) === 123 };
    const evidence = this.wrapJudge.judge(this.previousLine, hostInfo, text, inHeader);
    // A stack trace or a hex dump after a line is its own, unless the line above is cut at the log's width.
    if (!evidence || (evidence !== 'width' && (STACK_LINE.test(text) || isCallFrame(text)))) return -1;
    const first = store.line[host];
    if (hostText.length + text.length > MAX_JOINED_CHARS) {
      // A line of hundreds of KB wrapped into thousands of parts: each part read again with all the parts before it
      // would cost their square. The record keeps its first MAX_JOINED_CHARS; the rest of its parts are its lines.
      this.records.at(host).endLine = lineNo;
      store.wrapped.add(host);
      this.wrapLastLine = lineNo;
      return host;
    }
    this.forgetAnnouncement(host, first);
    const joined = hostText + text;
    const offset = store.currentLineOffset;
    store.discardLast();
    // Not a slice of the document: the row keeps the joined text itself, as a carried line's. What it is read as says
    // whether a next part may continue it (mayWrap): a JSON line made whole does not.
    store.currentLineOffset = -1;
    this.wrapping = true;
    this.wrapHost = -1;
    let idx: number;
    try {
      idx = this.parseLine(joined, first);
    } finally {
      this.wrapping = false;
      store.currentLineOffset = offset;
    }
    const rec = this.records.at(idx);
    if (rec.endLine < lineNo) rec.endLine = lineNo;
    for (let l = first; l < lineNo; l++) this.recordOfLine[l] = idx;
    store.wrapped.add(idx);
    if (this.wrapHost === idx) this.wrapLastLine = lineNo;
    if (!this.wrapped) {
      this.wrapped = true;
      this.notice(first, hardWrapNotice(this.wrapJudge.width, evidence === 'space'));
      this.wrapNotice = this.notices.find((n) => n.line === first && n.message.startsWith('This log is hard-wrapped'));
    } else if (this.wrapNotice && this.wrapJudge.width !== undefined && !this.wrapNoticeHasWidth) {
      // The width became known after the first line joined: the note says it.
      this.wrapNotice.message = hardWrapNotice(this.wrapJudge.width, false);
    }
    this.wrapNoticeHasWidth ||= this.wrapJudge.width !== undefined;
    return idx;
  }

  /** What the row `idx` (on line `line`) announced, taken back: it is read again, whole (joinWrapped). */
  private forgetAnnouncement(idx: number, line: number): void {
    const drop = (list: { record: number }[]) => {
      for (let i = list.length - 1; i >= 0 && list[i].record >= idx; i--) if (list[i].record === idx) list.splice(i, 1);
    };
    drop(this.versionLines);
    drop(this.banners);
    if (this.kubeletVersion?.line === line) this.kubeletVersion = this.versionLines[0]?.version;
    if (this.store.style[idx] !== STYLE_CODE.printf) return;
    const message = this.store.messageOf(idx);
    if (!message.startsWith('FLAG: ')) return;
    const owner = componentOfFlag(message);
    const votes = owner && this.flagVotes.get(this.section);
    const n = owner && votes?.get(owner.name);
    if (!owner || !votes || !n) return;
    votes.set(owner.name, n - 1);
    if (this.sectionComponents.get(this.section)?.record === idx) this.sectionComponents.delete(this.section);
  }

  /**
   * klog's header has no year. A date in the line's text that is the header's own date, hour and minute gives it (the
   * header time and the text's are the same clock); a date that is not (a certificate's expiry) is ignored.
   */
  private anchorFromKlogText(text: string, lineNo: number, from: number, h: { month: number; day: number; micros: number }): void {
    if (this.anchor || lineNo >= KLOG_TEXT_ANCHOR_LINES || text.length - from > 4096) return;
    DATE_IN_KLOG_TEXT.lastIndex = from;
    const minute = Math.floor(h.micros / 60e6);
    let year = 0;
    for (let n = 0, m = DATE_IN_KLOG_TEXT.exec(text); m && n < 4; n++, m = DATE_IN_KLOG_TEXT.exec(text)) {
      const textMinute = +m[4] * 60 + +m[5];
      if (+m[2] !== h.month || +m[3] !== h.day || Math.abs(textMinute - minute) > 1) continue;
      // Two years that both fit (a certificate renewed a minute ago, valid until this date next year, and `now=`):
      // the line does not say which is its own.
      if (year !== 0 && year !== +m[1]) return;
      year = +m[1];
    }
    if (year !== 0) this.anchorYear(year, h.month);
  }

  private anchorFromText(body: string): void {
    if (this.anchor || body.length > 2000) return;
    const m = YEAR_IN_TEXT.exec(body);
    if (m) this.anchorYear(+m[1], +m[2]);
  }

  private setYearless(recordIndex: number, yl: YearlessTime | undefined, absolute: number | undefined): void {
    const rec = this.records.at(recordIndex);
    if (absolute !== undefined) {
      rec.time = absolute;
    } else if (yl) this.yearless.set(recordIndex, yl);
  }

  /**
   * A line's own time (klog's header, containerd's `time=`) under a journald prefix, on the prefix's clock when its
   * process writes in another zone: a kubelet run with another TZ than the journal's (an AKS node's syslog in UTC, the
   * kubelet's klog headers eight hours behind), containerd writing UTC on a node whose journal is local. Decided once
   * per process (host, identifier, PID) from its first line: whole quarter-hours apart within seconds is a zone, and
   * every later line of the process moves by the same amount, whatever its own delay (a journal backlog, a clock step,
   * the journal's own summer time change). Anything else, and a line with no prefix, keeps its own time.
   */
  private onPrefixClock(env: EnvelopeMatch | undefined, micros: number): number {
    const prefix = env?.yearless;
    if (prefix === undefined) return micros;
    const envelope = env!.envelope;
    if (envelope === this.clockEnvelope) return micros + this.clockOffset;
    // By envelope object first (the same object for a process's lines in a row), else by the process itself: another
    // program's line in between gives the next ones a new object, not a new decision.
    let offset = this.zoneOffsetByEnvelope.get(envelope);
    if (offset === undefined) {
      const key = `${envelope.host ?? ''}\u0000${envelope.ident ?? ''}\u0000${envelope.pid ?? ''}`;
      offset = this.zoneOffsets.get(key);
      if (offset === undefined) {
        const shift = zoneShift(prefix.micros, micros);
        offset = shift !== 0 && Math.abs(dayDiff(prefix.micros, micros + shift)) <= ZONE_SLACK_US ? shift : 0;
        this.zoneOffsets.set(key, offset);
      }
      this.zoneOffsetByEnvelope.set(envelope, offset);
    }
    this.clockEnvelope = envelope;
    this.clockOffset = offset;
    return micros + offset;
  }

  /**
   * A klog line whose text after its time an earlier line had (TailMemo): that line's reading, with this line's own
   * severity and time (in `fixedTime`).
   */
  private knownKlogRecord(text: string, lineNo: number, env: EnvelopeMatch | undefined, at: number, tail: KlogTail): number {
    this.anchorFromKlogText(text, lineNo, at + tail.bodyStart, fixedTime);
    this.lastKlogThread = tail.thread;
    this.noteClockStep(lineNo, tail.thread, env?.envelope, fixedTime.month, fixedTime.day, fixedTime.micros);
    const idx = this.writeKlogRow(text, lineNo, env, at, tail, fixedTime.severity);
    this.store.tailId[idx] = tail.id;
    const dated = datedByEnvelope(env, fixedTime.month, fixedTime.day, fixedTime.micros);
    if (dated !== undefined) this.records.at(idx).time = dated;
    else this.yearless.setParts(idx, fixedTime.month, fixedTime.day, this.onPrefixClock(env, fixedTime.micros));
    return idx;
  }

  /** `fixedTime`: the header's time has klog's own width, so the line's reading can be kept for lines like it. */
  private klogRecord(text: string, lineNo: number, env: EnvelopeMatch | undefined, h: KlogHeader, fixedWidth: boolean): number {
    const at = env ? env.bodyStart : 0;
    const bodyStart = h.bodyStart;
    let style: number;
    let message: string;
    let messageStart = bodyStart;
    let messageEnd = text.length;
    let fields: Field[] | undefined;
    let kvFrom = -1;
    let openField: Field | undefined;
    if (text.charCodeAt(bodyStart) === 34 /* " */) {
      style = STYLE_CODE.structured;
      const q = quotedEnd(text, bodyStart);
      const end = q < 0 ? text.length : q;
      messageStart = bodyStart + 1;
      messageEnd = q < 0 ? end : end - 1;
      message = this.messageAt(text, messageStart, messageEnd);
      if (text.endsWith('=<')) {
        // A multi-line value opens here: parse now, the next lines continue it.
        const kv = parseKeyValues(text, lineNo, end);
        fields = kv.fields;
        openField = kv.openMultiline;
      } else kvFrom = end;
    } else {
      style = STYLE_CODE.printf;
      message = text.slice(bodyStart);
      kvFrom = bodyStart;
    }
    const reading = this.reading;
    reading.style = style;
    reading.message = message;
    reading.bodyStart = bodyStart - at;
    reading.messageStart = messageStart - at;
    reading.messageEnd = messageEnd - at;
    reading.fieldsFrom = kvFrom - at;
    reading.thread = h.thread;
    reading.sourceLine = h.sourceLine;
    reading.fileId = this.fileIdAt(text, h.fileStart, h.fileEnd, h.fileHash);
    // Lines read for what they announce (start-up flags, versions) are not kept: a kept reading skips those checks.
    const announces = style === STYLE_CODE.printf
      ? message.charCodeAt(0) === 70 /* F */ || message.startsWith('Version: v') || message.startsWith('Started kubelet v')
      : message === 'Kubelet version';
    const tail = fixedWidth && !fields && !announces && this.tails.worthKeeping(text, at + FIXED_TIME_WIDTH) ? this.tails.keep(text, at + FIXED_TIME_WIDTH, reading) : undefined;
    this.anchorFromKlogText(text, lineNo, bodyStart, h);
    const idx = this.writeKlogRow(text, lineNo, env, at, tail ?? reading, h.severity ? SEVERITY_CODE[h.severity] : 0, fields);
    reading.message = ''; // not a slice of this line kept until the next one
    if (tail) this.store.tailId[idx] = tail.id;
    // The klog header's time is the most precise; an RFC3339 envelope supplies the year. A line without its header
    // (month 0) has only its envelope's time, if any.
    const dated = h.month ? datedByEnvelope(env, h.month, h.day, h.micros) : undefined;
    if (dated !== undefined) this.records.at(idx).time = dated;
    else if (h.month) this.yearless.setParts(idx, h.month, h.day, this.onPrefixClock(env, h.micros));
    if (h.month) this.noteClockStep(lineNo, h.thread, env?.envelope, h.month, h.day, h.micros);
    else this.setYearless(idx, env?.yearless, env?.absoluteTime);
    if (openField) this.open = { record: this.records.at(idx), field: openField, ident: env?.envelope.ident };
    if (!announces) return idx;
    const rec = this.records.at(idx);
    // The start-up flags tell which component wrote this section (only until two of its flags agree).
    if (style === STYLE_CODE.printf && message.charCodeAt(0) === 70 /* F */ && !this.sectionComponents.has(this.section)) this.voteFlag(message, idx);
    // Only the lines that announce a version are read (a string comparison on every klog line; banners until one is
    // found): the first is the log's version, and each node's own is kept for a log of several nodes.
    if (message === 'Kubelet version') {
      const version = versionFromRecord(rec, text);
      if (version) {
        this.kubeletVersion ??= version;
        if (this.versionLines.length < 1000) this.versionLines.push({ record: idx, version });
      }
    } else if (!this.kubeletVersion) {
      if (style === STYLE_CODE.printf && (message.startsWith('Version: v') || message.startsWith('Started kubelet v')) && this.banners.length < 100) {
        const version = versionFromRecord(rec, text);
        if (version) this.banners.push({ record: idx, version });
      }
    }
    return idx;
  }

  /** Writes a klog line's row (the hot path: columns directly, not through add()'s optional properties). */
  private writeKlogRow(text: string, lineNo: number, env: EnvelopeMatch | undefined, at: number, r: Omit<KlogTail, 'id'>, severity: number, fields?: Field[]): number {
    const store = this.store;
    const idx = store.push();
    const printf = r.style === STYLE_CODE.printf;
    store.kind[idx] = KIND_CODE.log;
    store.line[idx] = lineNo;
    store.bodyStart.set(idx, at + r.bodyStart);
    store.messageStart.set(idx, at + r.messageStart);
    store.messageEnd.set(idx, at + r.messageEnd);
    if (printf) {
      store.setMessage(idx, r.message, false);
      store.messageFromLine[idx] = 1;
    } else if (r.messageId >= 0) store.setSharedMessageId(idx, r.messageId);
    else {
      const id = store.setMessage(idx, r.message, true);
      // A kept tail's rows all take this id (the reading of the line being parsed is reused for the next one).
      if (r !== this.reading) (r as KlogTail).messageId = id;
    }
    store.style[idx] = r.style;
    store.severity[idx] = severity;
    store.thread.set(idx, r.thread);
    store.sourceLine.set(idx, r.sourceLine);
    store.fileId.set(idx, r.fileId);
    if (this.section !== undefined) store.sectionId.set(idx, store.sections.id(this.section));
    if (env) {
      store.envelopeId.set(idx, store.envelopeIdOf(env.envelope));
      if (env.absoluteTime !== undefined) {
        const d = new Date(env.absoluteTime / 1000);
        this.anchorYear(d.getUTCFullYear(), d.getUTCMonth() + 1);
      }
    }
    if (fields) new ParsedRecord(store, idx).fields = fields;
    else {
      // A new row has no fields yet: set the lazy columns directly (deferFields also forgets parsed ones).
      store.setSource(idx, text);
      store.fieldsFrom.set(idx, at + r.fieldsFrom);
      store.lazy[idx] = printf ? LazyFields.Printf : LazyFields.KeyValues;
    }
    return idx;
  }

  /**
   * A structured message, decoded and interned. klog messages are constants, so the raw text is looked up by a hash of
   * its characters first (no slice, no decode); a miss, or a message with escapes, takes the long way.
   */
  private messageAt(text: string, start: number, end: number): string {
    const len = end - start;
    if (len > 200) return this.intern(decodeGoString(text.slice(start, end)));
    // Nine characters spread over the message and its length make the key (startsWith below checks it all).
    let h = len;
    const step = (len >> 3) || 1;
    // Math.imul keeps the hash in 32-bit integers (h * 31 would overflow into doubles).
    for (let i = start; i < end && i < start + 8 * step; i += step) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    h = (Math.imul(h, 31) + text.charCodeAt(end - 1)) | 0;
    const slot = h & (MESSAGE_CACHE_SIZE - 1);
    const cached = this.messageCache[slot];
    // indexOf at a position is a native search; startsWith with a position took twice as long here.
    if (cached !== undefined && cached.length === len && text.indexOf(cached, start) === start) return cached;
    const raw = text.slice(start, end);
    const message = this.intern(decodeGoString(raw));
    // Only escape-free messages are cached: their raw text is the message itself.
    if (message.length === len) this.messageCache[slot] = message;
    return message;
  }

  private voteFlag(message: string, record: number): void {
    const owner = componentOfFlag(message);
    if (!owner) return;
    let votes = this.flagVotes.get(this.section);
    if (!votes) this.flagVotes.set(this.section, (votes = new Map()));
    const n = (votes.get(owner.name) ?? 0) + 1;
    votes.set(owner.name, n);
    if (n === 2) this.sectionComponents.set(this.section, { name: owner.name, record, how: `its start-up flags, such as --${owner.flag}` });
  }

  /** Each node's kubelet version, when the log has lines of several nodes that announce one (else undefined). */
  private versionsByHost(): Map<string, VersionInfo> | undefined {
    let byHost: Map<string, VersionInfo> | undefined;
    for (const v of this.versionLines) {
      const host = this.records.at(v.record).envelope?.host;
      if (host === undefined) continue;
      byHost ??= new Map();
      if (!byHost.has(host)) byHost.set(host, v.version);
    }
    return byHost && byHost.size > 1 ? byHost : undefined;
  }

  /** The lines announcing a kubelet's version: `Kubelet version`, else the printf banners that are a kubelet's. */
  private kubeletVersionLines(): { record: number; version: VersionInfo }[] {
    if (this.versionLines.length) return this.versionLines.slice();
    const reversed = this.isReversed();
    return this.banners.filter((b) => {
      const rec = this.records.at(b.record);
      return bannerIsKubelet(rec.envelope, rec.section, b.record, this.sectionComponents, reversed);
    });
  }

  /** The kubelet's version: announced as such, or the first printf banner that is a kubelet's (see bannerIsKubelet). */
  private versionOfKubelet(): VersionInfo | undefined {
    if (this.kubeletVersion) return this.kubeletVersion;
    const reversed = this.isReversed();
    for (const b of this.banners) {
      const rec = this.records.at(b.record);
      if (bannerIsKubelet(rec.envelope, rec.section, b.record, this.sectionComponents, reversed)) return b.version;
    }
    return undefined;
  }

  private countIdent(env: Envelope, n: number): void {
    const name = program(env.ident!);
    const seen = this.identCounts.get(name);
    if (seen) seen.lines += n;
    else this.identCounts.set(name, { lines: n, kind: env.kinds.includes('compose') ? 'compose service' : 'journald identifier' });
    this.identLines += n;
  }

  /**
   * The component of the whole log: from flags before any section, or from the identifier nine lines in ten carry
   * (`kube-apiserver[1077]:`, `kube-scheduler-1  |`). A dump of several components has none.
   */
  private wholeLogComponent(): ComponentInfo | undefined {
    if (this.sawSections) return undefined;
    const flagged = this.sectionComponents.get(undefined);
    if (flagged) return flagged;
    for (const [name, c] of this.identCounts) {
      if (c.lines < 20 || c.lines * 10 < this.identLines * 9) continue;
      const component = otherKubernetesComponent(name) ?? (isKubeletIdent(name) ? 'kubelet' : undefined);
      if (component) return { name: component, record: -1, how: `its ${c.kind} ${name}` };
    }
    // Nothing else names it: the source files its lines come from may (counted as far as the records go), unless a
    // line says it is a kubelet's (its identifier): a bundle of a scheduler's log and a kubelet excerpt is graded.
    for (const name of this.identCounts.keys()) if (isKubeletIdent(name)) return undefined;
    const store = this.store;
    for (let i = this.filesCountedUpTo; i < this.records.length; i++) {
      const id = store.fileId.get(i);
      if (id >= 0) this.linesByFileId[id] = (this.linesByFileId[id] ?? 0) + 1;
    }
    this.filesCountedUpTo = this.records.length;
    const byName = new Map<string, number>();
    this.linesByFileId.forEach((n, id) => n && byName.set(store.files.values[id], n));
    const owner = componentOfSourceFiles(byName);
    return owner && owner.name !== 'kubelet' ? { name: owner.name, record: -1, how: `its lines' source files: ${owner.files}` } : undefined;
  }

  /** The file name's id without slicing it: a direct-mapped cache keyed by the hash readKlogHeader computed. */
  private fileIdAt(text: string, start: number, end: number, hash: number): number {
    const slot = hash & (FILE_CACHE_SIZE - 1);
    const cached = this.fileCache[slot];
    if (cached >= 0 && sameChars(this.store.files.values[cached], text, start, end)) return cached;
    const id = this.store.files.id(text.slice(start, end));
    this.fileCache[slot] = id;
    return id;
  }

  private logfmtRecord(text: string, lineNo: number, env: ReturnType<typeof matchEnvelope>, bodyStart: number): number {
    const kv = parseKeyValues(text, lineNo, bodyStart);
    let message = text.slice(bodyStart);
    let messageSpan = { line: lineNo, start: bodyStart, end: text.length };
    let severity: Severity | undefined;
    let time: number | undefined;
    const fields: Field[] = [];
    for (const f of kv.fields) {
      if (f.key === 'msg') {
        message = f.value;
        // logrus quotes a message only when it must (`msg=done` is written bare).
        const quoted = text.charCodeAt(f.valueSpan.start) === 34;
        messageSpan = quoted
          ? { line: lineNo, start: f.valueSpan.start + 1, end: Math.max(f.valueSpan.start + 1, f.valueSpan.end - 1) }
          : { line: lineNo, start: f.valueSpan.start, end: f.valueSpan.end };
      } else if (f.key === 'level') severity = LEVELS[f.value.toLowerCase()];
      else if (f.key === 'time') {
        // CRI-O writes a space where RFC 3339 has its T (`2023-06-14 23:50:37.383837278-07:00`).
        const m = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:?\d\d)$/.exec(f.value);
        if (m) {
          // The wall clock as written, its offset dropped: containerd writes the node's local time, which is what
          // klog and journald write beside it (`16:09:21.8+08:00` is 16:09:21 in the kubelet's lines too).
          time = rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], 'Z');
          this.anchorYear(+m[1], +m[2]);
        }
        fields.push(f);
      } else fields.push(f);
    }
    // A klog line inside a quoted msg (k0s: `msg="E0512 17:56:22.647098     764 kubelet.go:1296] …" component=kubelet`):
    // the kubelet's own line, read as such under the line's envelope.
    if (text.charCodeAt(messageSpan.start - 1) === 34 && startsWithKlogSeverityAndDate(message, message.charCodeAt(0))) {
      const e = env?.envelope;
      // k0s writes its other components (kube-apiserver, kube-scheduler, …) the same way: the component names the
      // line's program, so that another component's lines are not taken for the kubelet's.
      const component = kv.fields.find((f) => f.key === 'component')?.value;
      const carried = sharedEnvelope(['logfmt-msg', ...(e?.kinds ?? [])], e?.host, component ?? e?.ident, e?.pid, 'msg');
      return this.parseCarried(message, lineNo, { envelope: carried, bodyStart: 0 });
    }
    const idx = this.add({
      kind: 'log', style: 'logfmt', line: lineNo, bodyStart, text, envelope: env?.envelope, severity,
      message, messageSpan, fields,
    });
    if (time !== undefined) {
      // Under a journald prefix, on the prefix's clock when the process writes in another zone (onPrefixClock).
      time = this.onPrefixClock(env, time);
      this.records.at(idx).time = time;
    } else this.setYearless(idx, env?.yearless, env?.absoluteTime);
    return idx;
  }

  /** A logrus line in its terminal form (LOGRUS_TEXT): its level, time and message. */
  private logrusTextRecord(text: string, lineNo: number, env: ReturnType<typeof matchEnvelope>, m: RegExpExecArray, messageStart: number): number {
    // The message ends where logrus pads it before its fields (`msg   key=value`), or at the line's end.
    const pad = text.indexOf('  ', messageStart);
    const end = pad > messageStart && /^ +[\w.-]{1,64}=/.test(text.slice(pad, pad + 80)) ? pad : text.length;
    let fieldsAt = end;
    while (text.charCodeAt(fieldsAt) === 32) fieldsAt++;
    const idx = this.add({
      kind: 'log', style: 'logfmt', line: lineNo, bodyStart: env ? env.bodyStart : 0, text, envelope: env?.envelope, severity: LOGRUS_LEVELS[m[1]],
      message: text.slice(messageStart, end), messageSpan: { line: lineNo, start: messageStart, end },
      fields: fieldsAt < text.length ? parseKeyValues(text, lineNo, fieldsAt).fields : [],
    });
    const t = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:?\d\d)$/.exec(m[2]);
    if (t) {
      // The wall clock as written, as a logfmt line's time (logfmtRecord).
      this.anchorYear(+t[1], +t[2]);
      this.records.at(idx).time = this.onPrefixClock(env, rfc3339Micros(t[1], t[2], t[3], t[4], t[5], t[6], t[7], 'Z'));
    } else this.setYearless(idx, env?.yearless, env?.absoluteTime);
    return idx;
  }

  /** Gives every yearless time its year: the log's own dates first, then the file's date, then today. */
  private resolveYears(): void {
    const recs = this.records;
    if (this.anchor) {
      // A dated line fixes the year. The first time one is seen (possibly after lines dated provisionally from the
      // file date or today, in a growing log), every yearless time is dated again from the start.
      // Until a yearless line is seen near the anchor, the dating is provisional: the first one may come in the
      // lines a growing log appends next (all lines before it had no month, so the scan resumes where it stopped).
      if (this.yearSource !== 'log' || this.year === undefined || !this.anchorSettled) {
        let rel = 0;
        let last: number | undefined;
        // The first yearless record at or after the anchor, when none comes before it: its month's day.
        let firstDay: number | undefined;
        const from = this.yearSource === 'log' && this.year !== undefined ? this.anchorScanFrom : 0;
        for (let i = from; i < recs.length; i++) {
          const month = this.yearless.month(i);
          if (!month) continue;
          if (i > this.anchor.recordIndex && last !== undefined) break;
          if (last !== undefined) rel += rollover(last, month);
          else if (i >= this.anchor.recordIndex) firstDay = this.yearless.day(i);
          last = month;
          if (i >= this.anchor.recordIndex) break;
        }
        this.anchorScanFrom = recs.length;
        this.anchorSettled = last !== undefined;
        // The anchor's year belongs to the yearless record nearest before it; count rollovers up to there.
        let nearYear = last === undefined ? this.anchor.year : this.anchor.year - rollover(last, this.anchor.month);
        const notBefore = this.anchor.notBeforeDay;
        if (notBefore !== undefined && firstDay !== undefined && last !== undefined) {
          // No line after `-- Logs begin at …` is older than it (a unit's lines may start long after the journal does):
          // the first line is in the first year that puts it at or after that date.
          nearYear = last > this.anchor.month || (last === this.anchor.month && firstDay >= notBefore) ? this.anchor.year : this.anchor.year + 1;
        }
        this.startYears(nearYear - rel, 'log');
      }
    } else if (this.options.year !== undefined) {
      // The user's year is the first line's (the one a reader of the log can check); later lines count rollovers on.
      this.startYears(this.options.year, 'given');
    } else {
      // No date in the log: it was written before the file's date (or today), so that date's year belongs to the
      // last line, and earlier lines count back over the rollovers between them.
      const ref = this.options.fileDate ?? this.options.today ?? new Date();
      const u = this.undated;
      for (let i = u.upTo; i < recs.length; i++) {
        const month = this.yearless.month(i);
        if (!month) continue;
        if (u.last !== undefined) u.rel += rollover(u.last, month);
        u.last = month;
        u.lastDay = this.yearless.day(i);
        if (month === 2 && u.lastDay === 29 && u.feb29Rel === undefined) u.feb29Rel = u.rel;
      }
      u.upTo = recs.length;
      const { rel, last, lastDay } = u;
      let lastYear = ref.getUTCFullYear();
      if (last !== undefined && (last > ref.getUTCMonth() + 1 || (last === ref.getUTCMonth() + 1 && lastDay > ref.getUTCDate()))) lastYear--;
      // A Feb 29 was written in a leap year: the latest one that fits before the file's date (r24b 17: a log of
      // Feb 29 read in 2026 had become Mar 1).
      let first = lastYear - rel;
      for (let k = 0; u.feb29Rel !== undefined && !isLeapYear(first + u.feb29Rel) && k < 8; k++) first--;
      this.startYears(first, this.options.fileDate ? 'file-date' : 'today');
    }
    let dayCacheKey = -1;
    let dayStart = 0;
    let year = this.year!;
    for (let i = this.resolvedUpTo; i < recs.length; i++) {
      const month = this.yearless.month(i);
      if (!month) continue;
      if (this.lastMonth !== undefined) year += rollover(this.lastMonth, month);
      this.lastMonth = month;
      const day = this.yearless.day(i);
      // Date.UTC once per day, not once per line.
      const key = (year * 13 + month) * 32 + day;
      if (key !== dayCacheKey) {
        dayCacheKey = key;
        dayStart = Date.UTC(year, month - 1, day) * 1000;
      }
      this.store.time[i] = dayStart + this.yearless.micros(i);
    }
    this.year = year;
    this.resolvedUpTo = recs.length;
  }

  /**
   * Dates every yearless record again, from the first, starting in `year` — unless that is the dating in force
   * already (a growing log keeps its times, and `redated` stays put, so consumers can keep what they built on them).
   */
  private startYears(year: number, source: ParsedLog['yearSource']): void {
    if (this.baseYear === year && this.yearSource === source && this.year !== undefined) return;
    if (this.resolvedUpTo > 0) this.redated++;
    this.baseYear = year;
    this.year = year;
    this.yearSource = source;
    this.lastMonth = undefined;
    this.resolvedUpTo = 0;
    this.order = { upTo: 0, ups: 0, downs: 0, clearDowns: 0, ownUps: 0, last: NaN, lastEnvelope: -1 };
  }

  /**
   * The text given to the last result() ended inside a wrapped YAML value, which result() made a record with what it
   * had: lines pushed after it are not read as its continuation, so a growing log must be parsed anew (a whole parse
   * folds them into that value). So must a hard-wrapped log's: its last line may go on in the next.
   */
  get endedInsideValue(): boolean {
    return this.cutValue || this.wrapped;
  }

  /** Lines of this log were found hard-wrapped and read whole from their parts (parse/hardWrap.ts). */
  get hardWrapped(): boolean {
    return this.wrapped;
  }

  /** How many times already dated records were dated again (a late dated line, a rollover near the file date). */
  get redatings(): number {
    return this.redated;
  }

  /** Newest-first exports: many more steps back in time than forward. */
  private isReversed(): boolean {
    const o = this.order;
    const times = this.store.time;
    const envelopes = this.store.envelopeId;
    const n = this.store.size;
    // In locals: a time stored into an object field on every line is a heap number allocated on every line. NaN, not
    // undefined, for no time yet: a local that may be undefined holds each time as a heap number too.
    let last = o.last;
    let lastEnvelope = o.lastEnvelope;
    let ups = o.ups;
    let downs = o.downs;
    let clearDowns = o.clearDowns;
    let ownUps = o.ownUps;
    for (let i = o.upTo; i < n; i++) {
      const t = times[i];
      if (t !== t) continue; // NaN: no time
      const envelope = envelopes.get(i);
      if (last === last) {
        if (t > last) {
          ups++;
          // Any step forward within one process: in file order goroutines' jitter steps back now and then, and forward
          // between those (r62a r01); newest first, a process's lines never step forward.
          if (envelope === lastEnvelope) ownUps++;
        } else if (t < last) {
          downs++;
          // A step back of a tenth of a millisecond or more between two lines of one process, and not two programs'
          // clocks (one in local time, one in UTC).
          if (last - t >= 100 && envelope === lastEnvelope) clearDowns++;
        }
      }
      last = t;
      lastEnvelope = envelope;
    }
    o.last = last;
    o.lastEnvelope = lastEnvelope;
    o.ups = ups;
    o.downs = downs;
    o.clearDowns = clearDowns;
    o.ownUps = ownUps;
    o.upTo = n;
    // A short excerpt pasted newest-first (from a log viewer) has only a few steps, all of them back within each
    // process (ownUps: none forward, however small). Between two programs a step forward proves nothing: journald's own
    // lines have whole seconds, the lines it carries their program's fraction (r60a K02: a boot's journal exported with
    // journalctl -r had read oldest first). And more steps back than forward in all: in file order, two programs
    // interleaved step forward between them (r62a r04).
    return (o.downs > 10 && o.downs > o.ups * 2) || (o.clearDowns >= 2 && o.ownUps === 0 && o.downs > o.ups);
  }

  /** Tallies envelopes and styles of the rows added since the last call, from the columns (not once per line). */
  private countShapes(): void {
    const store = this.store;
    const byEnvelope = new Map<number, number>();
    const byStyle = new Int32Array(STYLE_NAMES.length);
    for (let i = this.shapesCounted; i < store.size; i++) {
      if (store.kind[i] !== KIND_CODE.meta) this.recordsNotMeta++;
      byStyle[store.style[i]]++;
      const e = store.envelopeId.get(i);
      if (e >= 0) byEnvelope.set(e, (byEnvelope.get(e) ?? 0) + 1);
    }
    this.shapesCounted = store.size;
    for (let k = 1; k < byStyle.length; k++) {
      const style = STYLE_NAMES[k]!;
      if (byStyle[k]) this.styleCounts[style] = (this.styleCounts[style] ?? 0) + byStyle[k];
    }
    for (const [e, n] of byEnvelope) {
      const env = store.envelopes[e];
      for (const kind of env.kinds) this.envelopeCounts[kind] = (this.envelopeCounts[kind] ?? 0) + n;
      if (env.ident !== undefined) this.countIdent(env, n);
    }
  }

  /** Lets go of the messages of records before `upTo` that can be read back from the source (see RecordStore). */
  releaseMessages(upTo: number, releasable: (record: number) => boolean): number {
    return this.store.releaseMessages(upTo, releasable);
  }

  /** Whether the log is a pretty-printed dump (known from its second non-blank line). */
  get isPrettyDump(): boolean {
    return this.pretty !== undefined;
  }

  /** The parse so far. Cheap to call again after more lines were pushed. */
  result(): ParsedLog {
    // A wrapped YAML value the text ends in is made a record with what it has (a growing log that continues it is
    // analysed anew: its last record changed).
    this.cutValue = this.prettyPending !== undefined;
    if (this.prettyPending) this.finishPendingMessage();
    // A row read now is not read again: the next line (of a growing log, or of a file's next piece) starts anew.
    this.wrapHost = -1;
    this.resolveYears();
    this.countShapes();
    const recordOfLine = this.recordOfLine.subarray(0, this.lineCount);
    return {
      records: this.records,
      recordOfLine,
      lineCount: this.lineCount,
      kubeletVersion: this.versionOfKubelet(),
      kubeletVersionByHost: this.versionsByHost(),
      kubeletVersionLines: this.kubeletVersionLines(),
      component: this.wholeLogComponent(),
      sectionComponents: this.sectionComponents,
      reversed: this.isReversed(),
      prettyDump: this.pretty,
      shape: describeShape(this.envelopeCounts, this.styleCounts, this.recordsNotMeta, this.pretty),
      envelopeCounts: { ...this.envelopeCounts },
      styleCounts: { ...this.styleCounts },
      yearSource: this.yearSource,
      baseYear: this.baseYear,
      notices: [
        ...this.notices,
        ...(this.lineLimit && this.recordsNotMeta >= this.lineLimit.limit ? [{ line: this.lineLimit.line, message: lineLimitNotice(this.lineLimit.limit) }] : []),
        ...(this.chopped.size ? [this.choppedNotice()].filter((n): n is Notice => n !== undefined) : []),
        ...(this.clockStep && !this.isReversed() ? [{ line: this.clockStep.line, message: clockStepNotice(this.clockStep.us), clockStep: true as const }] : []),
      ].sort((a, b) => a.line - b.line),
    };
  }
}

/** `name` equals `text[start, end)`. */
function sameChars(name: string, text: string, start: number, end: number): boolean {
  if (name.length !== end - start) return false;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/** Yearless times (month, day, microseconds of the day) by record index, in typed arrays. */
const DAY_MICROS = 86_400_000_000;

/**
 * klog and journald times without a year, until resolveYears gives them one. Month and day are kept here; the time of
 * day is kept in the store's time column itself, which resolveYears then overwrites with the dated time: a date is a
 * whole number of days, so the time of day is always the time modulo a day (8 bytes a line less than a column of its
 * own). Anything that is not a whole number of microseconds within a day waits in a map.
 */
class YearlessTimes {
  private months = new Uint8Array(1024);
  private days = new Uint8Array(1024);
  private readonly odd = new Map<number, number>();

  constructor(private readonly store: RecordStore) {}

  set(i: number, t: YearlessTime): void {
    this.setParts(i, t.month, t.day, t.micros);
  }

  setParts(at: number, month: number, day: number, micros: number): void {
    if (at >= this.months.length) {
      const n = Math.max(at + 1, this.months.length * 2);
      const m = new Uint8Array(n);
      m.set(this.months);
      const d = new Uint8Array(n);
      d.set(this.days);
      this.months = m;
      this.days = d;
    }
    this.months[at] = month;
    this.days[at] = day;
    if (this.odd.size) this.odd.delete(at);
    if (Number.isInteger(micros) && micros >= 0 && micros < DAY_MICROS) this.store.time[at] = micros;
    else this.odd.set(at, micros);
  }

  month(i: number): number {
    return i >= 0 && i < this.months.length ? this.months[i] : 0;
  }

  day(i: number): number {
    return this.days[i];
  }

  micros(i: number): number {
    if (this.odd.size) {
      const o = this.odd.get(i);
      if (o !== undefined) return o;
    }
    const t = this.store.time[i];
    return ((t % DAY_MICROS) + DAY_MICROS) % DAY_MICROS;
  }
}

/** What the entry of a pretty-printed dump being read said so far, and the record of its log line (-1: none yet). */
interface PrettyEntry {
  record: number;
  key?: string;
  host?: string;
  ident?: string;
  pid?: number;
  time?: number;
}

function prettyEnvelope(e: PrettyEntry): Envelope {
  return sharedEnvelope(COLLECTOR_JSON, e.host, e.ident, e.pid, e.key);
}

/** +1 when the month wraps Dec → Jan going forward, -1 when it wraps Jan → Dec (reverse-order exports). */
/**
 * A klog time (month, day, time of day) dated by the line's own envelope, whose full date gives the year: each line of
 * a log that spans more than half a year, as Rancher's log view dates them (r45a 06), keeps its own year, where counting
 * month changes from one anchor would take a jump of seven months forward for one of five back. Only when the two
 * dates agree within a day or two (the envelope may be another zone's, or the collector's a little later).
 */
function datedByEnvelope(env: EnvelopeMatch | undefined, month: number, day: number, micros: number): number | undefined {
  const absolute = env?.absoluteTime;
  if (absolute === undefined || !(micros >= 0 && micros < DAY_MICROS)) return undefined;
  const year = new Date(absolute / 1000).getUTCFullYear();
  for (const y of [year, year - 1, year + 1]) {
    const t = Date.UTC(y, month - 1, day) * 1000 + micros;
    if (Math.abs(t - absolute) <= 2 * DAY_MICROS) return t;
  }
  return undefined;
}

function rollover(prevMonth: number, month: number): number {
  if (month < prevMonth - 6) return 1;
  if (month > prevMonth + 6) return -1;
  return 0;
}

const PRETTY_DUMP_SHAPE: Record<PrettyDumpKind, string> = { json: 'json-pretty-dump', yaml: 'yaml-dump', journal: 'journal-dump' };

function describeShape(
  envelopes: Partial<Record<EnvelopeKind, number>>,
  styles: Partial<Record<BodyStyle, number>>,
  total: number,
  pretty: PrettyDumpKind | undefined,
): string {
  const min = Math.max(1, total * 0.01);
  // NUL padding is a hole in the file, not a shape of its lines. A dump's entries are named by the dump.
  const dumpName = pretty && PRETTY_DUMP_SHAPE[pretty];
  const env = (Object.entries(envelopes) as [string, number][])
    .filter(([k, n]) => n >= min && k !== 'nul-padding')
    .map(([k]) => (dumpName && k === 'collector-json' ? dumpName : k));
  const styleNames: Record<BodyStyle, string> = {
    structured: 'klog structured', printf: 'klog printf', json: 'JSON', logfmt: 'logfmt', text: 'text',
  };
  const sty = (Object.entries(styles) as [BodyStyle, number][])
    .filter(([k, n]) => n >= min && k !== 'text')
    // Ties in a fixed order, not in the order styles were first counted (which depends on how the log was fed).
    .sort((a, b) => b[1] - a[1] || STYLE_CODE[a[0]] - STYLE_CODE[b[0]])
    .map(([k]) => styleNames[k]);
  const parts = [env.length ? env.join('+') : 'plain', sty.length ? sty.join(', ') : 'text'];
  return parts.join(' · ');
}

/**
 * A newest-first log (journalctl -r) seen in the order things happened: its records last first, each line still at
 * its number. The index and the evidence read "before" as "earlier in the list", so they need this view; any other
 * log is returned as it is.
 */
export function oldestFirst(parsed: ParsedLog): ParsedLog {
  if (!parsed.reversed || parsed.viewedOldestFirst || !(parsed.records instanceof RecordList)) return parsed;
  const n = parsed.records.length;
  const recordOfLine = parsed.recordOfLine.map((r) => n - 1 - r);
  const flip = <T extends { record: number }>(c: T): T => (c.record < 0 ? c : { ...c, record: n - 1 - c.record });
  const component = parsed.component && flip(parsed.component);
  const sectionComponents = new Map([...parsed.sectionComponents].map(([section, c]) => [section, flip(c)] as const));
  return { ...parsed, records: parsed.records.oldestFirst(), recordOfLine, component, sectionComponents, viewedOldestFirst: true };
}

/** Splits text into lines (\n, \r\n) and parses them all. */
export function parseText(text: string, options?: ParseOptions): ParsedLog {
  const parser = new LogParser(options);
  pushText(parser, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  return parser.result();
}

/**
 * Feeds `text` (from `start`) to a parser, line by line. A final line without a line end is fed too; the caller
 * that wants to append later must only continue a parser whose text ended with a line end.
 */
export function pushText(parser: LogParser, text: string, start = 0): void {
  const first = start;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      if (start < text.length || (start === 0 && first === 0)) parser.pushLineOf(text, start, text.length);
      break;
    }
    parser.pushLineOf(text, start, nl);
    start = nl + 1;
  }
}

/** A line journalctl writes of its own (`-- Logs begin at … --`, `-- Reboot --`), not an entry. */
function isJournalMarker(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c === 45 /* - */ || c === 0x2591 /* ░ */) && matchMeta(text)?.metaKind === 'journal-marker';
}

const DAY_US = 86_400e6;
const QUARTER_HOUR_US = 900e6;

/**
 * How far a line's own time of day may be from its journald prefix's, once moved by whole quarter-hours, for the
 * quarter-hours to be read as a zone (klog's or containerd's clock against the journal's): the journal receives a line
 * a moment after it was written. A line delivered minutes late (a journal backlog) is no zone.
 */
const ZONE_SLACK_US = 5e6;

/** `reference - micros` as a time of day: the shortest way round the clock. */
function dayDiff(reference: number, micros: number): number {
  let diff = (reference - micros) % DAY_US;
  if (diff > DAY_US / 2) diff -= DAY_US;
  else if (diff <= -DAY_US / 2) diff += DAY_US;
  return diff;
}

/**
 * The zone difference between an envelope's time of day (`envelopeMicros`, the node's clock) and a time the line
 * carries (`carried`, microseconds since the epoch as written): whole quarter-hours, 0 when they agree to within
 * seven and a half minutes (two clocks of one node; a line written late).
 */
function zoneShift(envelopeMicros: number, carried: number): number {
  return Math.round(dayDiff(envelopeMicros, carried) / QUARTER_HOUR_US) * QUARTER_HOUR_US;
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** How far one process's clock must go back to be said (a clock slewed by NTP goes back less). */
const CLOCK_STEP_US = 60_000_000;

const CSV_KINDS: readonly EnvelopeKind[] = ['collector-json'];
/** A journald short line's start (`Jul 31 17:16:31 `), which no CSV row has. */
const JOURNALD_START = /^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d[. ]/;

/** journalctl's `[47B blob data]` (`[1.2K blob data]`): a line it did not print, for its control characters. */
const BLOB_DATA = /^\[\d{1,9}(?:\.\d{1,3})?[KMGT]?B blob data\]$/;

/** How many lines a value holds. */
function countLines(value: string): number {
  let n = 1;
  for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) n++;
  return n;
}


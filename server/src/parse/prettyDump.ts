// Pretty-printed exports of log entries, one field per line: `gcloud logging read --format=json` (a JSON array,
// keys sorted), gcloud's default output (YAML, a `---` document per entry, long values wrapped at 80 columns), and
// `journalctl -o json-pretty` (tab-indented objects). GKE keeps the kubelet's journal fields in jsonPayload:
//   {                                              ---
//     "insertId": "…",                             insertId: …
//     "jsonPayload": {                             jsonPayload:
//       "MESSAGE": "I0830 04:28:45.123456 …",        MESSAGE: 'I0830 04:28:45.123456    1675 kubelet.go:2130] "SyncLoop
//       "_HOSTNAME": "gke-…",                          DELETE" source="api"'
//       "_PID": "1675", …                            _HOSTNAME: gke-…
//     },                                             _PID: '1675'
//     "logName": "projects/p/logs/kubelet", …      logName: projects/p/logs/kubelet
//     "timestamp": "2023-08-30T04:28:45.123456Z"   timestamp: '2023-08-30T04:28:45.123456Z'
//   },
// `journalctl -o verbose` (an entry's time and cursor, then its fields indented, `KEY=value`) and `-o export` (fields
// unindented from `__CURSOR=` on, an empty line between entries) are dumps of the same kind.
// The line that carries the log line becomes its record (parsed as any carried line; a wrapped YAML value's further
// lines belong to it); the entry's host, identifier and PID, which may come after it, complete its envelope; every
// other line is the dump's structure.
import { collectorTimeMicros } from './collectorJson';

export type PrettyDumpKind = 'json' | 'yaml' | 'journal';

// `Mon 2023-07-31 17:16:31.865371 UTC [s=8a3c…;i=…;b=…;m=…;t=…;x=…]`: the time in the exporter's zone, then the cursor.
const VERBOSE_ENTRY = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? \S{1,32} \[s=[0-9a-f]{32};/;
const JOURNAL_FIELD = /^(?: {4})?([A-Za-z_][A-Za-z0-9_]{0,63})=/;

/** Whether a line opens an entry of `journalctl -o verbose` (its time and cursor) or `-o export` (`__CURSOR=`). */
export function journalEntryOpens(line: string): boolean {
  return line.startsWith('__CURSOR=') || VERBOSE_ENTRY.test(line);
}

/** The time a `journalctl -o verbose` entry's first line gives (as written: its zone is the exporter's). */
export function verboseEntryTime(line: string): number | undefined {
  const m = VERBOSE_ENTRY.exec(line);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) * 1000 + Math.floor(Number(`0.${m[7] ?? '0'}`) * 1e6) : undefined;
}

/** `journalctl -o export` writes a field whose value is not plain text as its name alone, then its length and bytes. */
const JOURNAL_BINARY_KEY = /^[A-Z0-9_]{1,64}$/;

/**
 * A line of no shape a journal dump has (entry opener, field, binary field name, blank line between entries): a
 * short-output line appended to the dump, or a line pasted into it. It is read as the line it is.
 */
export function strayInJournalDump(line: string): boolean {
  if (line.trim() === '' || JOURNAL_FIELD.test(line) || journalEntryOpens(line) || JOURNAL_BINARY_KEY.test(line)) return false;
  // journalctl's own lines (`-- Reboot --`, `-- Logs begin at … --`) and `-x` explanations are the dump's too.
  return !line.startsWith('-- ');
}

/** Where the value of `KEY=value` starts in a journal dump's line, if the line is that field. */
export function journalValueStart(line: string, key: string): number | undefined {
  const m = JOURNAL_FIELD.exec(line);
  return m && m[1] === key ? m[0].length : undefined;
}

/** The dump a file's first non-blank line may open (the second line confirms it: `confirmsPrettyDump`). */
export function prettyDumpOpenedBy(line: string): PrettyDumpKind | undefined {
  if (journalEntryOpens(line)) return 'journal';
  const t = line.trim();
  if (t === '[' || t === '{' || t === '[{') return 'json';
  if (t === '---') return 'yaml';
  return undefined;
}

/** Whether the second non-blank line is what such a dump has there: an entry or a member (JSON), a top-level key (YAML). */
export function confirmsPrettyDump(line: string, kind: PrettyDumpKind): boolean {
  if (kind === 'journal') return JOURNAL_FIELD.test(line);
  if (kind === 'yaml') return /^[A-Za-z_@][\w.@-]{0,200}:(?: |$)/.test(line);
  const t = line.trim();
  return t === '{' || (t.startsWith('"') && member(line, 'json') !== undefined);
}

/**
 * How deep a JSON dump's lines nest, to tell where an entry starts whatever the indentation (gcloud's two spaces,
 * `json.dumps(indent=4)`, journalctl's tabs). Entries are the objects at the top level, or in the top-level array.
 */
export class JsonDepth {
  private depth = 0;
  private entryDepth = -1;

  /** Reads a line; true when it opens an entry. */
  read(line: string): boolean {
    const t = line.trim();
    if (this.entryDepth < 0) this.entryDepth = t.startsWith('[') ? 1 : 0;
    // Strings stay on their line, so only a line's first character (`}`, `]`) closes a level and only its last (`{`,
    // `[`, before a comma) opens one; `}, {` does both, and `[{` opens the array and its first entry.
    if (t === '[{') {
      this.depth = 2;
      return true;
    }
    const c0 = t.charCodeAt(0);
    if (c0 === 125 || c0 === 93) this.depth = Math.max(0, this.depth - 1);
    const last = t.charCodeAt(t.endsWith(',') ? t.length - 2 : t.length - 1);
    if (last !== 123 && last !== 91) return false;
    const opensEntry = last === 123 && this.depth === this.entryDepth;
    this.depth++;
    return opensEntry;
  }
}

/** The fields a dump's line can give an entry. */
export type PrettyField =
  | { kind: 'message'; key: string; value: string }
  | { kind: 'host' | 'ident' | 'pid'; value: string }
  | { kind: 'time'; micros: number };

// `@message`: CloudWatch Logs Insights' JSON download (r69a 34).
const MESSAGE_KEYS = new Set(['MESSAGE', 'log', 'message', 'line', 'textPayload', 'SyslogMessage', '@message']);
const HOST_KEYS = new Set(['_HOSTNAME', 'HOSTNAME', '_hostname', 'hostname', 'node_name', 'Computer', 'HostName']);
const IDENT_KEYS = new Set(['SYSLOG_IDENTIFIER', 'syslog_identifier', '_COMM', '_comm', '_SYSTEMD_UNIT', 'SYSTEMD_UNIT', '_systemd_unit', 'systemd_unit', 'ident', 'ProcessName']);
const PID_KEYS = new Set(['_PID', '_pid', 'SYSLOG_PID', 'ProcessID']);
const TIME_KEYS = new Set(['timestamp', 'time', '@timestamp', 'TimeGenerated', '__REALTIME_TIMESTAMP']);

const isBlank = (c: number) => c === 32 || c === 9;

/**
 * `key`, the raw value text and where it starts, and the key's indentation, of a `"key": value,` (JSON) or
 * `key: value` (YAML) line; undefined for other lines.
 */
function member(line: string, kind: PrettyDumpKind): { key: string; value: string; valueStart: number; indent: number } | undefined {
  if (kind === 'journal') {
    const m = JOURNAL_FIELD.exec(line);
    if (!m) return undefined;
    const value = line.charCodeAt(line.length - 1) === 13 ? line.slice(m[0].length, -1) : line.slice(m[0].length);
    return { key: m[1], value, valueStart: m[0].length, indent: m[0].length - m[1].length - 1 };
  }
  let i = 0;
  while (isBlank(line.charCodeAt(i))) i++;
  let key: string;
  if (kind === 'json') {
    if (line.charCodeAt(i) !== 34) return undefined;
    const end = line.indexOf('"', i + 1);
    if (end < 0 || end - i > 200) return undefined;
    key = line.slice(i + 1, end);
    i = end + 1;
  } else {
    if (line.charCodeAt(i) === 45 /* - */ && line.charCodeAt(i + 1) === 32) i += 2;
    const start = i;
    for (;;) {
      const c = line.charCodeAt(i);
      const keyChar = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 64 || c === 46 || c === 45;
      if (!keyChar || i - start > 200) break;
      i++;
    }
    if (i === start) return undefined;
    key = line.slice(start, i);
  }
  const indent = line.length - line.trimStart().length;
  while (isBlank(line.charCodeAt(i))) i++;
  if (line.charCodeAt(i) !== 58 /* : */) return undefined;
  i++;
  if (kind === 'yaml' && i < line.length && !isBlank(line.charCodeAt(i))) return undefined;
  while (isBlank(line.charCodeAt(i))) i++;
  let value = line.slice(i).trimEnd();
  if (kind === 'json' && value.endsWith(',')) value = value.slice(0, -1);
  return { key, value, valueStart: i, indent };
}

// ---- YAML flow scalars, which gcloud's YAML wraps over several lines ----------------------------------------------

/** A YAML scalar being read: its style, the key's indentation, and its lines so far (as written, quotes excluded). */
export interface YamlScalar {
  style: 'plain' | 'single' | 'double';
  keyIndent: number;
  lines: string[];
  closed: boolean;
}

/** Where a quoted scalar's closing quote is in `text` (from `from`), or -1. */
function closingQuote(text: string, from: number, style: 'single' | 'double'): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (style === 'double') {
      if (c === 92 /* \ */) i++;
      else if (c === 34) return i;
    } else if (c === 39) {
      if (text.charCodeAt(i + 1) === 39) i++;
      else return i;
    }
  }
  return -1;
}

/** Starts reading the scalar `raw` (a YAML member's value); undefined when it is not a flow scalar. */
export function startYamlScalar(raw: string, keyIndent: number): YamlScalar | undefined {
  const c = raw.charCodeAt(0);
  // Not a nested block, flow collection, alias, tag or block scalar indicator.
  if (raw === '' || c === 123 || c === 91 || c === 38 || c === 42 || c === 33 || c === 124 || c === 62 || c === 35) return undefined;
  if (c === 39 || c === 34) {
    const style = c === 39 ? 'single' : 'double';
    const close = closingQuote(raw, 1, style);
    if (close >= 0) return { style, keyIndent, lines: [raw.slice(1, close)], closed: true };
    return { style, keyIndent, lines: [raw.slice(1)], closed: false };
  }
  return { style: 'plain', keyIndent, lines: [raw], closed: false };
}

/**
 * Offers the next line to an open scalar. 'more': the line continues it; 'closed': it ends it (a quoted scalar's
 * closing quote); 'not-mine': the line is not part of it (a plain scalar ends before a line that is not indented
 * past its key).
 */
export function continueYamlScalar(s: YamlScalar, line: string): 'more' | 'closed' | 'not-mine' {
  if (s.style === 'plain') {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent <= s.keyIndent) return 'not-mine';
    s.lines.push(line);
    return 'more';
  }
  const close = closingQuote(line, 0, s.style);
  if (close < 0) {
    s.lines.push(line);
    return 'more';
  }
  s.lines.push(line.slice(0, close));
  s.closed = true;
  return 'closed';
}

const YAML_ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/',
  '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};

/** A double-quoted scalar's escapes; an unknown one is kept as written. */
function unescapeDouble(text: string): string {
  return text.replace(/\\(x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|[^xuU])/g, (all, e: string) => {
    if (e.length > 1) {
      const code = Number.parseInt(e.slice(1), 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return YAML_ESCAPES[e] ?? all;
  });
}

/**
 * The scalar's value: its lines folded as YAML folds flow scalars (a line break is a space, an empty line a newline,
 * a continuation line's indentation is not content; in double quotes, a `\` at the end of a line joins it to the
 * next without a space).
 */
export function yamlScalarValue(s: YamlScalar): string {
  let out = '';
  let joinNext = false;
  for (let k = 0; k < s.lines.length; k++) {
    let part = k === 0 ? s.lines[k] : s.lines[k].trimStart();
    // Spaces before a line break are not content (nor after a plain scalar); before a closing quote they are.
    if (s.style === 'plain' || k < s.lines.length - 1 || !s.closed) part = part.trimEnd();
    if (k > 0) {
      if (part === '') {
        out += '\n';
        joinNext = true;
        continue;
      }
      if (!joinNext) out += ' ';
    }
    joinNext = false;
    if (s.style === 'double' && k < s.lines.length - 1 && /(?:^|[^\\])(?:\\\\)*\\$/.test(part)) {
      part = part.slice(0, -1);
      joinNext = true;
    }
    out += s.style === 'single' ? part.replace(/''/g, "'") : s.style === 'double' ? unescapeDouble(part) : part;
  }
  return out;
}

// ---- the fields of an entry ------------------------------------------------------------------------------------

/** A one-line scalar as written: a JSON string or number, or a YAML scalar that ends on its line. */
function scalar(raw: string, kind: PrettyDumpKind, keyIndent: number): string | undefined {
  if (kind === 'journal') return raw;
  if (kind === 'json') {
    if (raw.charCodeAt(0) === 34) {
      try {
        const v: unknown = JSON.parse(raw);
        return typeof v === 'string' ? v : undefined;
      } catch {
        return undefined;
      }
    }
    return /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(raw) ? raw : undefined;
  }
  const s = startYamlScalar(raw, keyIndent);
  if (!s || (s.style !== 'plain' && !s.closed)) return undefined;
  if (s.style === 'plain') s.closed = true;
  return yamlScalarValue(s);
}

/**
 * The field a line of a dump gives its entry, if any (a field nested under another key is read by its own key).
 * A YAML message whose value goes on past the line comes as `open`: the caller offers it the next lines.
 */
export function prettyField(line: string, kind: PrettyDumpKind): PrettyField | { kind: 'open-message'; key: string; scalar: YamlScalar } | undefined {
  const m = member(line, kind);
  if (!m) return undefined;
  // YAML flow maps put a resource's labels on one line: `labels: {cluster_name: c, node_name: gke-…, project_id: p}`.
  if (kind === 'yaml' && m.value.charCodeAt(0) === 123) {
    const node = /[{,] ?node_name: ([^,}\s]{1,253})/.exec(m.value);
    return node ? { kind: 'host', value: node[1] } : undefined;
  }
  if (kind === 'yaml' && MESSAGE_KEYS.has(m.key)) {
    const s = startYamlScalar(m.value, m.indent);
    // A plain value may go on in the next lines, a quoted one until its closing quote.
    if (s && (s.style === 'plain' || !s.closed)) return { kind: 'open-message', key: m.key, scalar: s };
  }
  const value = scalar(m.value, kind, m.indent);
  if (value === undefined) return undefined;
  if (MESSAGE_KEYS.has(m.key)) return { kind: 'message', key: m.key, value };
  if (HOST_KEYS.has(m.key)) return { kind: 'host', value };
  if (IDENT_KEYS.has(m.key)) return { kind: 'ident', value };
  if (PID_KEYS.has(m.key)) return /^\d{1,10}$/.test(value) ? { kind: 'pid', value } : undefined;
  // Cloud Logging names the log after the journal unit it came from: projects/p/logs/kubelet.
  if (m.key === 'logName') return { kind: 'ident', value: value.slice(value.lastIndexOf('/') + 1) };
  if (TIME_KEYS.has(m.key)) {
    const micros = collectorTimeMicros(value);
    return micros === undefined ? undefined : { kind: 'time', micros };
  }
  return undefined;
}

/** Where the value of `key: value` starts in a YAML dump's line, if the line is that member. */
export function yamlValueStart(line: string, key: string): number | undefined {
  const m = member(line, 'yaml');
  return m && m.key === key ? m.valueStart : undefined;
}

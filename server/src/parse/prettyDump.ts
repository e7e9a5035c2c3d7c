// Pretty-printed exports of log entries, one field per line: `gcloud logging read --format=json` (a JSON array,
// keys sorted) and gcloud's default output (YAML, a `---` document per entry). GKE keeps the kubelet's journal fields
// in jsonPayload, so an entry reads
//   {                                              ---
//     "insertId": "…",                             insertId: …
//     "jsonPayload": {                             jsonPayload:
//       "MESSAGE": "I0830 04:28:45.123456 …",        MESSAGE: 'I0830 04:28:45.123456 …'
//       "_HOSTNAME": "gke-…",                        _HOSTNAME: gke-…
//       "_PID": "1675", …                            _PID: '1675'
//     },                                           logName: projects/p/logs/kubelet
//     "logName": "projects/p/logs/kubelet", …      timestamp: '2023-08-30T04:28:45.123456Z'
//     "timestamp": "2023-08-30T04:28:45.123456Z"
//   },
// The line that carries the log line becomes its record (parsed as any carried line); the entry's host, identifier
// and PID, which may come after it, complete its envelope; every other line is the dump's structure.
import { collectorTimeMicros } from './collectorJson';

export type PrettyDumpKind = 'json' | 'yaml';

/** The dump a file's first non-blank line opens, if it opens one. */
export function prettyDumpOpenedBy(line: string): PrettyDumpKind | undefined {
  const t = line.trim();
  if (t === '[' || t === '{' || t === '[{') return 'json';
  if (t === '---') return 'yaml';
  return undefined;
}

/** Whether a line starts the next entry: a top-level `{` in the JSON array, a `---` between YAML documents. */
export function startsPrettyEntry(line: string, kind: PrettyDumpKind): boolean {
  if (kind === 'yaml') return line.startsWith('---');
  const t = line.trimEnd();
  // gcloud indents the array's entries by two; `[{` and `}, {` also open one.
  return t === '{' || t === '  {' || t === '[{' || t === '[' || t.endsWith('}, {');
}

/** The fields a dump's line can give an entry. */
export type PrettyField =
  | { kind: 'message'; key: string; value: string }
  | { kind: 'host' | 'ident' | 'pid'; value: string }
  | { kind: 'time'; micros: number };

const MESSAGE_KEYS = new Set(['MESSAGE', 'log', 'message', 'line', 'textPayload', 'SyslogMessage']);
const HOST_KEYS = new Set(['_HOSTNAME', 'HOSTNAME', 'hostname', 'node_name', 'Computer', 'HostName']);
const IDENT_KEYS = new Set(['SYSLOG_IDENTIFIER', '_COMM', '_SYSTEMD_UNIT', 'SYSTEMD_UNIT', 'systemd_unit', 'ident', 'ProcessName']);
const PID_KEYS = new Set(['_PID', 'SYSLOG_PID', 'ProcessID']);
const TIME_KEYS = new Set(['timestamp', 'time', '@timestamp', 'TimeGenerated', '__REALTIME_TIMESTAMP']);

/**
 * `key`, the raw value text and where it starts, of a `"key": value,` (JSON) or `key: value` (YAML) line; undefined
 * for other lines.
 */
function member(line: string, kind: PrettyDumpKind): { key: string; value: string; valueStart: number } | undefined {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
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
  while (line.charCodeAt(i) === 32) i++;
  if (line.charCodeAt(i) !== 58 /* : */) return undefined;
  i++;
  while (line.charCodeAt(i) === 32) i++;
  let value = line.slice(i).trimEnd();
  if (kind === 'json' && value.endsWith(',')) value = value.slice(0, -1);
  return { key, value, valueStart: i };
}

/** A scalar as written: a JSON or YAML double-quoted string, a YAML single-quoted one, a number or a plain word. */
function scalar(raw: string, kind: PrettyDumpKind): string | undefined {
  const c = raw.charCodeAt(0);
  if (c === 34 /* " */) {
    try {
      const v: unknown = JSON.parse(raw);
      return typeof v === 'string' ? v : undefined;
    } catch {
      return undefined;
    }
  }
  if (kind === 'json') return /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(raw) ? raw : undefined;
  if (c === 39 /* ' */) return raw.length >= 2 && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : undefined;
  // A plain YAML scalar: not a nested block, flow collection, alias or block scalar indicator.
  if (raw === '' || c === 123 || c === 91 || c === 38 || c === 42 || c === 124 || c === 62) return undefined;
  return raw;
}

/** The field a line of a dump gives its entry, if any (a field nested under another key is read by its own key). */
export function prettyField(line: string, kind: PrettyDumpKind): PrettyField | undefined {
  const m = member(line, kind);
  if (!m) return undefined;
  // YAML flow maps put a resource's labels on one line: `labels: {cluster_name: c, node_name: gke-…, project_id: p}`.
  if (kind === 'yaml' && m.value.charCodeAt(0) === 123) {
    const node = /[{,] ?node_name: ([^,}\s]{1,253})/.exec(m.value);
    return node ? { kind: 'host', value: node[1] } : undefined;
  }
  const value = scalar(m.value, kind);
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

// JSON lines that log collectors write, each carrying one line of the component's own log in a field:
//   Docker's json-file driver and Fluentd/Fluent Bit tail   {"log":"I0830 …\n","stream":"stderr","time":"…"}
//   Fluent Bit's systemd input                              {"_HOSTNAME":"…","SYSLOG_IDENTIFIER":"kubelet","MESSAGE":"…"}
//   Filebeat / Elastic, Vector                              {"@timestamp":"…","message":"…","host":{"name":"…"}}
//   Loki's `logcli query --output=jsonl`                    {"labels":{…},"line":"…","timestamp":"…"}
//   Google Cloud Logging entries (sinks, NDJSON)            {"jsonPayload":{"MESSAGE":"…"},"resource":{…},"timestamp":"…"}
//                                                           {"textPayload":"…","resource":{…},"timestamp":"…"}
//   EKS Container Insights (Fluent Bit to CloudWatch)       {"hostname":"…","systemd_unit":"kubelet.service","message":"…"}
//   Azure Monitor's Syslog table                            {"TimeGenerated":"…","Computer":"…","ProcessName":"kubelet","SyslogMessage":"…"}
// Field names as the tools' own sources and fixtures write them; Fluentd setups that strip journal fields' leading
// underscores (HOSTNAME, SYSTEMD_UNIT), Fluent Bit's Lowercase and Strip_Underscores options (_hostname, hostname,
// syslog_identifier) and Filebeat's journald mapping (host.hostname, systemd.unit, syslog.identifier, process.pid)
// included.
// As for journalctl's own JSON (journalJson.ts), the carried line is parsed as the body of a text export under an
// envelope made of the entry's host, identifier and time. The kubelet's own JSON format (`{"ts":…,"msg":…}`) is not
// a wrapper: it is a log record itself (jsonLine.ts).
import { rfc3339Micros, sharedEnvelope } from './envelope';
import type { Envelope, EnvelopeKind } from './types';

export const COLLECTOR_JSON: readonly EnvelopeKind[] = ['collector-json'];

/** The fields that carry the line, most specific first; `jsonPayload` holds a journal entry's fields in Cloud Logging. */
const MESSAGE_PATHS: readonly (readonly string[])[] = [
  ['MESSAGE'], ['log'], ['message'], ['line'], ['textPayload'], ['SyslogMessage'], ['@message'],
  // Splunk's export of search results: `{"preview":false,"offset":0,"result":{"_raw":…,"_time":…}}` (r69a 67).
  ['result', '_raw'],
  ['jsonPayload', 'MESSAGE'], ['jsonPayload', 'message'], ['jsonPayload', 'log'],
];
const HOST_PATHS: readonly (readonly string[])[] = [
  ['_HOSTNAME'], ['HOSTNAME'], ['_hostname'], ['hostname'], ['host'], ['host', 'hostname'], ['host', 'name'], ['kubernetes', 'host'], ['Computer'], ['HostName'], ['result', 'host'],
  ['jsonPayload', '_HOSTNAME'], ['resource', 'labels', 'node_name'], ['resource', 'labels', 'instance_id'],
  ['labels', 'hostname'], ['labels', 'host'], ['labels', 'node_name'], ['labels', 'nodename'], ['labels', 'instance'],
];
const IDENT_PATHS: readonly (readonly string[])[] = [
  ['SYSLOG_IDENTIFIER'], ['syslog_identifier'], ['_COMM'], ['_comm'], ['_SYSTEMD_UNIT'], ['SYSTEMD_UNIT'], ['_systemd_unit'], ['systemd_unit'],
  ['ident'], ['ProcessName'], ['result', 'sourcetype'],
  ['syslog', 'identifier'], ['systemd', 'unit'], ['process', 'name'], ['journald', 'process', 'name'],
  ['jsonPayload', 'SYSLOG_IDENTIFIER'], ['jsonPayload', '_COMM'],
  ['labels', 'syslog_identifier'], ['labels', 'unit'], ['labels', 'systemd_unit'], ['labels', 'service_name'], ['labels', 'job'],
  ['kubernetes', 'container_name'],
];
const PID_PATHS: readonly (readonly string[])[] = [['_PID'], ['_pid'], ['SYSLOG_PID'], ['syslog_pid'], ['PID'], ['pid'], ['jsonPayload', '_PID'], ['process', 'pid'], ['journald', 'pid'], ['ProcessID']];
const TIME_PATHS: readonly (readonly string[])[] = [
  ['__REALTIME_TIMESTAMP'], ['_SOURCE_REALTIME_TIMESTAMP'], ['time'], ['timestamp'], ['@timestamp'], ['date'], ['TimeGenerated'], ['EventTime'], ['result', '_time'],
];

/** A cheap test first: this runs on every line that starts with `{`, the kubelet's own JSON format included. */
const CARRIER_KEY = /"(?:MESSAGE|log|message|line|textPayload|SyslogMessage|@message|_raw)"\s*:/;

export function mayBeCollectorJson(text: string): boolean {
  return text.charCodeAt(0) === 123 && CARRIER_KEY.test(text);
}

function at(entry: Record<string, unknown>, path: readonly string[]): unknown {
  let v: unknown = entry;
  for (const key of path) {
    if (!v || typeof v !== 'object' || Array.isArray(v) || !Object.prototype.hasOwnProperty.call(v, key)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function firstString(entry: Record<string, unknown>, paths: readonly (readonly string[])[]): { value: string; path: readonly string[] } | undefined {
  for (const path of paths) {
    const v = at(entry, path);
    if (typeof v === 'string' && v.length > 0) return { value: v, path };
  }
  return undefined;
}

/** A PID, written as a number or as digits. */
function firstPid(entry: Record<string, unknown>): string | undefined {
  for (const path of PID_PATHS) {
    const v = at(entry, path);
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) return String(v);
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return undefined;
}

/** A host or identifier as one token of the envelope (no blanks, no `[`, `]` or `:`), at most 253 characters. */
export function envelopeToken(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const t = value.replace(/\.service$/, '').replace(/[\s[\]:]+/g, '_').slice(0, 253);
  return t || undefined;
}

const RFC3339_TIME = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)$/;

/**
 * Epoch microseconds of a collector's time: RFC3339 text, or a number (or digits) of seconds, milliseconds,
 * microseconds or nanoseconds since the epoch, told apart by their size. Undefined when it is none of these.
 */
export function collectorTimeMicros(value: unknown): number | undefined {
  if (typeof value === 'string') {
    const m = RFC3339_TIME.exec(value);
    if (m) return rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]);
    if (!/^\d{9,19}(?:\.\d{1,9})?$/.test(value)) return undefined;
    // Nanoseconds as digits: cut to microseconds as text (as a number they lose their last digits).
    if (/^\d{18,19}$/.test(value)) return Number(value.slice(0, -3));
    value = Number(value);
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  // 1e11 s is the year 5138; 1e11 ms is 1973: the magnitudes of the four units do not overlap for real dates.
  if (value < 1e11) return Math.round(value * 1e6);
  if (value < 1e14) return Math.round(value * 1e3);
  if (value < 1e17) return Math.round(value);
  return Math.round(value / 1e3);
}

/** The log id at the end of a Cloud Logging logName, `%2F` and the like decoded (kept as written when malformed). */
function unescapedLogId(logName: string): string {
  const id = logName.slice(logName.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export interface CollectorEntry {
  envelope: Envelope;
  /** The carried line (its first line, without the line end a json-file entry keeps). */
  message: string;
  absoluteTime: number | undefined;
}

/**
 * The envelope and carried line of a collector's JSON entry, or undefined when the line is not one: not a JSON
 * object, no string in a carrier field, no time, host, identifier or PID, or a record of the kubelet's own JSON
 * format (`msg` with `ts` or `caller`).
 */
export function readCollectorJson(text: string): CollectorEntry | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const entry = parsed as Record<string, unknown>;
  if (typeof entry.msg === 'string' && ('ts' in entry || 'caller' in entry)) return undefined;
  const carried = firstString(entry, MESSAGE_PATHS);
  if (!carried) return undefined;
  const pid = firstPid(entry);
  let ident = envelopeToken(firstString(entry, IDENT_PATHS)?.value);
  // Cloud Logging names the log after the journal unit it came from: projects/p/logs/kubelet.
  if (ident === undefined && typeof entry.logName === 'string') ident = envelopeToken(unescapedLogId(entry.logName));
  const host = envelopeToken(firstString(entry, HOST_PATHS)?.value);
  let time: number | undefined;
  for (const path of TIME_PATHS) {
    time = collectorTimeMicros(at(entry, path));
    if (time !== undefined) break;
  }
  // Every collector says when, where or from what; a JSON object with only a message (an API Status, an
  // application's own record) is not a collector's entry.
  if (time === undefined && host === undefined && ident === undefined && pid === undefined) return undefined;
  const envelope = sharedEnvelope(
    COLLECTOR_JSON,
    host,
    ident,
    pid !== undefined && /^\d{1,10}$/.test(pid) ? Number(pid) : undefined,
    carried.path[carried.path.length - 1],
  );
  let message = carried.value;
  const nl = message.indexOf('\n');
  if (nl >= 0) message = message.slice(0, nl);
  if (message.charCodeAt(message.length - 1) === 13) message = message.slice(0, -1);
  return { envelope, message, absoluteTime: time };
}

/** Fluent Bit's `file` output in its default format: `kubelet.service: [1693369725.030487061, {…record…}]`. */
const FLUENT_BIT_FILE = /^([\w.\/-]{1,200}): \[(\d{9,11}(?:\.\d{1,9})?), \{/;

/** A line of Fluent Bit's `file` output: the record read as a collector's entry, its time and tag filling in. */
export function readFluentBitFileLine(text: string): CollectorEntry | undefined {
  if (!text.endsWith('}]')) return undefined;
  const m = FLUENT_BIT_FILE.exec(text);
  if (!m) return undefined;
  const entry = readCollectorJson(text.slice(m[0].length - 1, -1));
  if (!entry) return undefined;
  const envelope = entry.envelope.ident !== undefined ? entry.envelope
    : sharedEnvelope(COLLECTOR_JSON, entry.envelope.host, envelopeToken(m[1]), entry.envelope.pid, entry.envelope.messageKey);
  return { envelope, message: entry.message, absoluteTime: entry.absoluteTime ?? collectorTimeMicros(m[2]) };
}

/**
 * The host a Grafana text download's `Common labels: {…}` header names (the labels every row of the query shares): its
 * rows carry only a time and the line, so this is their node.
 */
export function commonLabelsHost(text: string): string | undefined {
  if (!text.startsWith('Common labels: {')) return undefined;
  try {
    const labels = JSON.parse(text.slice('Common labels: '.length)) as unknown;
    if (!labels || typeof labels !== 'object' || Array.isArray(labels)) return undefined;
    return envelopeToken(firstString({ labels } as Record<string, unknown>, HOST_PATHS.filter((p) => p[0] === 'labels'))?.value);
  } catch {
    return undefined;
  }
}

// Recognises kubelet / klog content from the first lines of a document, whatever the file is called.
// Pure: no `vscode` import, so the unit tests run it under plain node (test/unit/detect.test.ts).
//
// A line counts as a hit when, after an optional envelope prefix, it carries
//   - a klog header:            I0830 04:28:45.030450  704773 file.go:253] ...
//   - a klog JSON record:       {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"..."}
//   - a journald line from the kubelet itself (kubelet[pid]:, kubenswrapper[pid]:, kubelet.sh[pid]:),
//     whose body may be anything (flag deprecation warnings precede the first klog header).
// Envelope prefixes: journald short / short-precise / short-iso / short-full / with-unit / short-unix / short-monotonic, RFC3339 (kubectl --timestamps, CRI log files),
// docker-compose (`svc-1  | `), talosctl / host (`172.20.0.2: `), kubectl --prefix (`[pod/x/c] `); and journalctl's
// JSON export (-o json, json-seq), one entry per line; and log collectors' JSON entries that carry such a line; and
// dumps of one field a line (gcloud's JSON and YAML, journalctl -o json-pretty, -o verbose, -o export).

export type KubeletLogShape = 'klog' | 'journald' | 'json' | 'prefixed';

export interface DetectResult {
  kubelet: boolean;
  /** Most frequent shape among the hits, when recognised. */
  shape?: KubeletLogShape;
  /** Non-blank lines examined. */
  scanned: number;
  hits: number;
}

export interface DetectOptions {
  /** Lines read for the quick decision (the first non-blank lines). Default 50. */
  headLines?: number;
  /** Lines read at most when the head is inconclusive (a shell trace or a minikube dump before the log). Default 2000. */
  maxLines?: number;
}

// [IWEF]mmdd hh:mm:ss.uuuuuu threadid file:line] msg — the same in every klog/glog era (printf or structured).
// The thread ID is optional: k3s v0.5 wrote none.
const KLOG_HEADER = /^[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}(?:\s+\d+)?\s+[^\s:]+:\d+\]/;
const KLOG_JSON = /^\{"ts":\s*[0-9.eE+-]+,(?=.*"caller":\s*")(?=.*"msg":\s*")/;

const JOURNALD_PREFIX =
  /^(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d(?:\.\d{1,9})?|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?|[A-Z][a-z]{2} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})? [A-Za-z][\w+-]{0,15}|\d{9,11}\.\d{1,9}|\[ *\d{1,10}\.\d{6}(?: < *\d{1,10}\.\d{6}>)?\]) (?:(\S+) ([^\s[\]:]+)(?:\[\d+\])?|([^\s[\]:]+)\[\d+\]): /;
const KUBELET_IDENT = /^(?:kubelet|kubenswrapper|kubelet\.sh|hyperkube|k3s|k3s-agent|rke2|microk8s\.daemon-kubelite)(?:\.service)?$/i;
const RFC3339_PREFIX =
  /^(?:\d{13}\t)?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?\s+(?:(?:stdout|stderr)\s+[FP]\s+)?/;
// After a collector's time: Loki logcli's label set, or the AWS log stream `aws logs tail` names before a JSON event.
const COLLECTOR_TIME_TAIL = /^(?:\{[A-Za-z_][^{}]{0,2000}\} +|\S{1,512} (?=\{"|[IWEF]\d{4} ))/;
const COMPOSE_PREFIX = /^[\w.-]+\s+\|\s/;
const HOST_PREFIX = /^[\w.-]+(?::\d+)?: /;
const KUBECTL_PREFIX = /^\[[^\]\s]+\] /;
const FLUENT_BIT_FILE = /^[\w.\/-]{1,200}: \[\d{9,11}(?:\.\d{1,9})?, \{/;

type LineKind = KubeletLogShape | undefined;

/** systemd's own lines about the kubelet's unit (`kubelet.service: Main process exited`, `Started kubelet: …`). */
const SYSTEMD_KUBELET_UNIT = /^(?:kubelet\.service: |(?:Started|Starting|Stopped|Stopping) (?:kubelet|Kubernetes Kubelet))/;

/** Classifies one line (without its line break). */
export function classifyLine(raw: string): LineKind {
  const line = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (line.length < 20) return undefined;
  if (isKlogBody(line)) return line.charCodeAt(0) === 0x7b /* { */ ? 'json' : 'klog';

  if (line.charCodeAt(0) === 0x7b || line.charCodeAt(0) === 0x1e) return classifyJournalJson(line);
  // Fluent Bit's file output: `tag: [time, {record}]`.
  const fluentBit = FLUENT_BIT_FILE.exec(line);
  if (fluentBit) return classifyJournalJson(line.slice(fluentBit[0].length - 1)) ? 'journald' : undefined;

  const j = JOURNALD_PREFIX.exec(line);
  if (j) {
    const body = line.slice(j[0].length);
    if (isKlogBody(body)) return 'journald';
    // The identifier: after the host, or first when a syslog template wrote no host (`kubelet[123]: `).
    if (KUBELET_IDENT.test(j[2] ?? j[3] ?? '')) return 'journald';
    // systemd's own lines about the kubelet's unit: `journalctl -u kubelet` of a kubelet that dies at start-up is
    // mostly these (r41a 9).
    if ((j[2] ?? j[3]) === 'systemd' && SYSTEMD_KUBELET_UNIT.test(body)) return 'journald';
    return undefined;
  }
  for (const prefix of [RFC3339_PREFIX, COMPOSE_PREFIX, KUBECTL_PREFIX, HOST_PREFIX]) {
    const m = prefix.exec(line);
    if (m) {
      let body = line.slice(m[0].length);
      if (isKlogBody(body)) return body.charCodeAt(0) === 0x7b ? 'json' : 'prefixed';
      if (prefix !== RFC3339_PREFIX) continue;
      const tail = COLLECTOR_TIME_TAIL.exec(body);
      if (tail) body = body.slice(tail[0].length);
      if (isKlogBody(body)) return 'prefixed';
      if (body.charCodeAt(0) === 0x7b && classifyJournalJson(body)) return 'prefixed';
      // A whole syslog line after the collector's time (a collector that shipped /var/log/syslog as is).
      const syslog = JOURNALD_PREFIX.exec(body);
      if (syslog && isKlogBody(body.slice(syslog[0].length))) return 'prefixed';
    }
  }
  return classifyOtherwise(line);
}

/** A terminal's control sequences (`ESC[01;31m`), as `grep --color=always` leaves them. */
const TERMINAL_ESCAPE = /\u001b\[[0-9;?]{0,32}[A-Za-z]/g;
/** `cat -n` / `grep -n` / `less -N` line numbers. */
const LINE_NUMBER = /^\s{0,12}\d{1,9}(?:\t|: ?|-| )/;
/** A klog header anywhere in a line's start (behind a viewer's column, a pod prefix: the server reads what is before it). */
const KLOG_HEADER_INSIDE = /[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}\s+\d+\s+[^\s:"]+:\d+\]/;
/** A CSV row whose quoted field holds a klog line (a log console's CSV download). */
const CSV_ROW_KLOG = /^[^"]{0,300},"[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}\s/;

/**
 * The shapes the server reads beyond the ones above (session 33, r71a): colour codes taken out, a line number before
 * any shape, a klog header behind a prefix (not inside a quoted value), a CSV row.
 */
function classifyOtherwise(line: string): LineKind {
  if (line.indexOf('\u001b[') >= 0) return classifyLine(line.replace(TERMINAL_ESCAPE, ''));
  const n = LINE_NUMBER.exec(line);
  if (n) {
    const rest = line.slice(n[0].length);
    const numbered = rest.length >= 20 && (isKlogBody(rest) || JOURNALD_PREFIX.test(rest) || rest.charCodeAt(0) === 0x7b) ? classifyLine(rest) : undefined;
    if (numbered) return numbered;
  }
  if (CSV_ROW_KLOG.test(line)) return 'prefixed';
  const head = line.length > 200 ? line.slice(0, 200) : line;
  const k = KLOG_HEADER_INSIDE.exec(head);
  return k && k.index > 0 && !/["'\\]/.test(head.slice(0, k.index)) ? 'prefixed' : undefined;
}

// journalctl -o json / json-seq: the entry's MESSAGE holds the klog line (no escapes before its `]`).
const JOURNAL_JSON_MESSAGE = /"MESSAGE"\s*:\s*"([^"\\]{0,300})/;
const JOURNAL_JSON_IDENT = /"SYSLOG_IDENTIFIER"\s*:\s*"([^"\\]{1,100})"/;

// The field that carries the log line in a pretty-printed dump: `"MESSAGE": "…",` (JSON) or `MESSAGE: '…'` (YAML).
const PRETTY_JSON_CARRIED = /^\s*"(?:MESSAGE|log|message|line|textPayload|SyslogMessage)"\s*:\s*"(\{\\"ts\\":|[^"\\]{0,300})/;
const PRETTY_YAML_CARRIED = /^\s*(?:- )?(?:MESSAGE|log|message|line|textPayload|SyslogMessage): +['"]?([^'"\\]{0,300})/;
// `journalctl -o verbose` (fields indented by four spaces after each entry's time and cursor) and `-o export`.
const PRETTY_JOURNAL_CARRIED = /^(?: {4})?MESSAGE=(.{0,300})/;
const JOURNALCTL_OWN_LINE = /^-- (?:Logs begin|Journal begins) at .{1,200} --\s*$/;
const JOURNAL_DUMP_OPENER = /^(?:__CURSOR=|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})? \S{1,32} \[s=[0-9a-f]{32};)/;

// A log collector's JSON entry (Docker json-file, Fluent Bit, Filebeat, Vector, Loki's logcli, Cloud Logging): the line
// it carries in one of these fields is a klog line, or a record of the kubelet's JSON format (escaped in the string).
const COLLECTOR_CARRIED = /"(?:MESSAGE|log|message|line|textPayload|SyslogMessage)"\s*:\s*"(\{\\"ts\\":|[^"\\]{0,300})/;

/**
 * What a collector's entry carries (the start of its message field): a klog line, the kubelet's JSON (escaped in the
 * string), or a whole syslog line holding a klog line (a collector that shipped /var/log/syslog as is).
 */
function carriedKind(start: string): LineKind {
  if (start.startsWith('{\\"ts')) return 'json';
  if (KLOG_HEADER.test(start)) return 'klog';
  const syslog = JOURNALD_PREFIX.exec(start);
  return syslog && KLOG_HEADER.test(start.slice(syslog[0].length)) ? 'klog' : undefined;
}

/** An escaped carrier key before a klog line, inside a JSON string. */
const NESTED_CARRIED = /\\"(?:MESSAGE|log|message|line)\\":\s?\\"[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}/;

function classifyJournalJson(line: string): LineKind {
  if (line.indexOf('"__REALTIME_TIMESTAMP"') < 0) {
    const carried = COLLECTOR_CARRIED.exec(line);
    if (!carried) return undefined;
    return carriedKind(carried[1]);
  }
  const message = JOURNAL_JSON_MESSAGE.exec(line);
  if (message && KLOG_HEADER.test(message[1])) return 'journald';
  const ident = JOURNAL_JSON_IDENT.exec(line);
  return ident && KUBELET_IDENT.test(ident[1]) ? 'journald' : undefined;
}

function isKlogBody(s: string): boolean {
  const c = s.charCodeAt(0);
  if (c === 0x7b) return KLOG_JSON.test(s);
  // I W E F
  if (c !== 0x49 && c !== 0x57 && c !== 0x45 && c !== 0x46) return false;
  return KLOG_HEADER.test(s);
}

/**
 * Decides whether text (or its first lines) is a kubelet / klog log.
 * Head rule: among the first `headLines` non-blank lines, at least a quarter are hits (and 3 of them, unless the
 * text is shorter than that). Tolerant rule, for logs that open with a shell trace, a glog file header or a
 * `minikube logs` dump: within `maxLines`, at least 20 hits and a tenth of the lines.
 */
export function detectKubeletLog(input: string | readonly string[], options: DetectOptions = {}): DetectResult {
  const headLines = options.headLines ?? 50;
  const maxLines = options.maxLines ?? 2000;
  const counts: Record<KubeletLogShape, number> = { klog: 0, journald: 0, json: 0, prefixed: 0 };
  let scanned = 0;
  let hits = 0;
  let headDecided = false;
  let headResult = false;

  // A pretty-printed dump (gcloud's JSON array or YAML documents) is judged by its message lines alone: the other
  // lines of an entry are its structure.
  let pretty: RegExp | undefined;
  let first = true;
  let structureLines = 0;
  const visit = (line: string): boolean => {
    if (line.trim() === '') return true;
    // journalctl's own first line (`-- Logs begin at … --`, older versions) is not what the dump opens with.
    if (first && JOURNALCTL_OWN_LINE.test(line)) return true;
    if (first) {
      first = false;
      const t = line.trim();
      pretty = t === '[' || t === '{' || t === '[{' ? PRETTY_JSON_CARRIED : t === '---' ? PRETTY_YAML_CARRIED : JOURNAL_DUMP_OPENER.test(line) ? PRETTY_JOURNAL_CARRIED : undefined;
    }
    let kind: LineKind;
    const carried = pretty?.exec(line);
    // A carried entry that is itself JSON carrying the line (Fluent Bit's JSON in an AWS CLI event's message).
    if (carried) kind = carriedKind(carried[1]) ?? (carried[1] === '{' && NESTED_CARRIED.test(line) ? 'klog' : undefined);
    else {
      kind = classifyLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      // In what opened like a dump, a line that is neither a message nor a log line is structure: not counted.
      if (pretty && !kind) return ++structureLines < maxLines * 40;
    }
    scanned++;
    if (kind) {
      hits++;
      counts[kind]++;
    }
    if (scanned === headLines) {
      headDecided = true;
      headResult = hits >= 3 && hits * 4 >= scanned;
      if (headResult) return false;
    }
    return scanned < maxLines;
  };

  if (typeof input === 'string') {
    let start = 0;
    while (start <= input.length) {
      let end = input.indexOf('\n', start);
      if (end < 0) end = input.length;
      if (!visit(input.slice(start, end))) break;
      start = end + 1;
    }
  } else {
    for (const line of input) if (!visit(line)) break;
  }

  let kubelet: boolean;
  if (headDecided && headResult) kubelet = true;
  // Shorter than the head: a short log is recognised when half its lines are hits, or three and a quarter.
  else if (!headDecided) kubelet = hits > 0 && (hits * 2 >= scanned || (hits >= 3 && hits * 4 >= scanned));
  else kubelet = hits >= 20 && hits * 10 >= scanned;

  let shape: KubeletLogShape | undefined;
  if (kubelet) {
    let best = 0;
    for (const k of Object.keys(counts) as KubeletLogShape[]) {
      if (counts[k] > best) {
        best = counts[k];
        shape = k;
      }
    }
  }
  return { kubelet, shape, scanned, hits };
}

// Exports that hold a whole log in one JSON document, which no line-by-line reading can split: Grafana's JSON download
// (Explore's "Download logs → JSON": JSON.stringify of its rows, `[{"line":…,"timestamp":"<epoch ns>","date":…,
// "fields":{labels…}},…]`, newest first by default) and a saved Loki query_range response (`{"status":"success",
// "data":{"resultType":"streams","result":[{"stream":{labels…},"values":[["<epoch ns>","<line>"],…]},…]}}`, one line
// or pretty-printed by `jq .`; each stream newest first by default). Their log lines are taken out in time order and
// written as a log this reader knows: `RFC3339 line` when the rows name one node at most (the time gives the year),
// logcli's JSON lines (`{"labels":{…},"line":…,"timestamp":…}`, collectorJson.ts) when they name several, so that each
// line keeps its node.

export type JsonExportKind = 'grafana-json' | 'loki-response';

export const JSON_EXPORT_NAMES: Record<JsonExportKind, string> = {
  'grafana-json': "Grafana's JSON download",
  'loki-response': 'a Loki API response (query_range)',
};

export interface ExtractedLog {
  kind: JsonExportKind;
  /** The log lines in time order, as a log this reader parses. */
  text: string;
  /** Log lines taken out (an entry whose line holds line breaks counts once). */
  entries: number;
  /** The nodes the rows' labels name, in order of first appearance. */
  hosts: string[];
  /** The export was cut short (a download stopped, a file copied while written): where, in characters; its whole entries before were read. */
  cutAt?: number;
}

/** Larger exports are refused with a clear message: JSON.parse would hold several times the file in memory. */
export const MAX_JSON_EXPORT_BYTES = 256 * 1024 * 1024;

const GRAFANA_START = /^\s*\[\s*\{\s*"(?:line|timestamp|date|fields)"\s*:/;
const LOKI_START = /^\s*\{\s*"status"\s*:\s*"success"\s*,\s*"data"\s*:/;
const LOKI_START_SHORT = /^\s*\{\s*"status"\s*:\s*"success"\s*(?:,\s*)?$/;

/** Whether a file starting with `head` (its first few hundred characters) is one of these exports. */
export function sniffJsonExport(head: string): JsonExportKind | undefined {
  if (GRAFANA_START.test(head)) return 'grafana-json';
  if (LOKI_START.test(head)) return 'loki-response';
  // `jq .` puts the members on lines of their own; the head may end right after the first.
  const firstTwo = head.split('\n', 3).slice(0, 2).join('\n');
  if (LOKI_START_SHORT.test(firstTwo) && /"resultType"\s*:\s*"streams"|"data"\s*:/.test(head)) return 'loki-response';
  return undefined;
}

// Label names that name the node, as collectors and Loki setups spell them (collectorJson.ts reads the same).
const HOST_LABELS = ['hostname', 'host', 'node_name', 'nodename', 'node', 'instance'];

interface Row {
  ns: string;
  line: string;
  labels: Record<string, string>;
}

/** An epoch in nanoseconds, as a string of digits (Grafana and Loki write strings; a number is accepted). */
function nanos(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return BigInt(Math.round(v)).toString();
  if (typeof v === 'string' && /^\d{1,22}$/.test(v)) return v.replace(/^0+(?=\d)/, '');
  return undefined;
}

function stringLabels(o: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!o || typeof o !== 'object' || Array.isArray(o)) return out;
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

function grafanaRows(doc: unknown): Row[] | string {
  if (!Array.isArray(doc)) return 'not an array of rows';
  const rows: Row[] = [];
  for (const item of doc) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const ns = nanos(o.timestamp);
    if (typeof o.line !== 'string' || ns === undefined) continue;
    rows.push({ ns, line: o.line, labels: stringLabels(o.fields) });
  }
  return rows;
}

function lokiRows(doc: unknown): Row[] | string {
  const data = (doc as { data?: { resultType?: unknown; result?: unknown } } | null)?.data;
  if (!data || data.resultType !== 'streams' || !Array.isArray(data.result)) return 'not a Loki response of streams';
  const rows: Row[] = [];
  for (const stream of data.result as unknown[]) {
    const s = stream as { stream?: unknown; values?: unknown } | null;
    if (!s || !Array.isArray(s.values)) continue;
    const labels = stringLabels(s.stream);
    for (const v of s.values as unknown[]) {
      if (!Array.isArray(v) || typeof v[1] !== 'string') continue;
      const ns = nanos(v[0]);
      if (ns !== undefined) rows.push({ ns, line: v[1], labels });
    }
  }
  return rows;
}

const byTime = (a: Row, b: Row) => a.ns.length - b.ns.length || (a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0);

/** RFC3339 with nanoseconds, in UTC, from an epoch in nanoseconds. */
export function rfc3339Nanos(ns: string): string {
  const padded = ns.padStart(10, '0');
  const seconds = Number(padded.slice(0, -9));
  const iso = new Date(seconds * 1000).toISOString(); // 2024-05-07T11:59:28.000Z
  return `${iso.slice(0, 19)}.${padded.slice(-9)}Z`;
}

const hostOf = (labels: Record<string, string>) => {
  for (const k of HOST_LABELS) if (labels[k]) return labels[k];
  return undefined;
};

/** A klog line or a JSON one: a host prefix before it is read back as its node (`host: I0731 …`). */
const KLOG_OR_JSON = /^(?:[IWEF]\d{4} \d\d:\d\d:\d\d|\{")/;

/**
 * The log lines of a JSON export in time order (`kind` from sniffJsonExport), or why there are none. Rows of equal
 * times keep their order in the export, read oldest first.
 */
export function extractJsonExport(text: string, kind: JsonExportKind): ExtractedLog | { error: string } {
  let doc: unknown;
  let cutAt: number | undefined;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    doc = JSON.parse(body);
  } catch (e) {
    // Cut short: its whole entries up to the cut are read, as a gzip cut short is (r24c).
    const closed = closeCutJson(body);
    try {
      if (!closed) throw e;
      doc = JSON.parse(closed.text);
      cutAt = closed.cutAt;
    } catch {
      return { error: `${JSON_EXPORT_NAMES[kind]} that is not valid JSON (${(e as Error).message}): it may have been cut short` };
    }
  }
  const rows = kind === 'grafana-json' ? grafanaRows(doc) : lokiRows(doc);
  if (typeof rows === 'string') return { error: `not ${JSON_EXPORT_NAMES[kind]}: ${rows}` };
  if (!rows.length) return { error: `${JSON_EXPORT_NAMES[kind]} without log lines` };
  // Newest first (both tools' default): read it backwards first, so that rows of equal times stay in log order. Rows
  // that all share one time cannot tell: the default is assumed.
  if (byTime(rows[0], rows[rows.length - 1]) >= 0) rows.reverse();
  rows.sort(byTime);
  const hosts: string[] = [];
  for (const r of rows) {
    const h = hostOf(r.labels);
    if (h !== undefined && !hosts.includes(h)) hosts.push(h);
  }
  const out: string[] = [];
  if (hosts.length > 1) {
    for (const r of rows) out.push(JSON.stringify({ labels: r.labels, line: r.line.replace(/\r?\n$/, ''), timestamp: r.ns }));
  } else {
    // One node: plain lines, read as written; the node stays as a host prefix before each klog or JSON line (the shape
    // `host: I0731 …` the envelope reader knows), so that the report still names it.
    const host = hosts.length === 1 && /^[A-Za-z0-9][\w.-]{0,127}$/.test(hosts[0]) ? hosts[0] : undefined;
    for (const r of rows) {
      const line = r.line.replace(/\r?\n$/, '');
      out.push(`${rfc3339Nanos(r.ns)} ${host !== undefined && KLOG_OR_JSON.test(line) ? `${host}: ` : ''}${line}`);
    }
  }
  return { kind, text: `${out.join('\n')}\n`, entries: rows.length, hosts, cutAt };
}

/**
 * JSON cut short, closed after its last whole object or array inside an array (a Grafana row, a Loki `[time, line]`
 * pair; never inside a pair, which would lose its line): the text
 * up to there and the brackets still open. Undefined when no array element ended before the cut, or the text is whole.
 * One pass over the text, strings skipped (their brackets are text).
 */
export function closeCutJson(text: string): { text: string; cutAt: number } | undefined {
  const open: number[] = []; // 123 {, 91 [
  let cut = -1;
  let closers = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i++;
        else if (d === 34) break;
      }
      if (i >= text.length) break;
    } else if (c === 123 || c === 91) open.push(c);
    else if (c === 125 || c === 93) {
      open.pop();
      if (open.length === 0) return undefined; // the whole document closed: not cut
      if (open[open.length - 1] === 91) {
        cut = i + 1;
        closers = closersOf(open);
      }
    }
  }
  return cut > 0 ? { text: text.slice(0, cut) + closers, cutAt: cut } : undefined;
}

function closersOf(open: number[]): string {
  let s = '';
  for (let k = open.length - 1; k >= 0; k--) s += open[k] === 123 ? '}' : ']';
  return s;
}

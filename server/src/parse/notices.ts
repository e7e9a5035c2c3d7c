// What the reader should know about a file as a whole, read from one of its lines: an export that was cut at its line
// limit, or a whole export written on one line that this reader cannot split. Said once, on the line that tells it
// (a diagnostic of its own in the editor, a note in the CLI's report); the lines themselves are parsed as they are.

export interface Notice {
  /** 0-based line that tells it. */
  line: number;
  message: string;
}

// Grafana's text download writes its query's meta items first; the line limit reads `"<limit> (<count> returned)"`.
const GRAFANA_LINE_LIMIT = /^Line limit: "(\d+) \((\d+) returned\)"/;

/**
 * A Grafana text download whose query returned as many lines as its line limit allows: lines were left out. Loki
 * returns the newest lines first by default, so what is missing is usually the older part.
 */
export function lineLimitNotice(text: string): string | undefined {
  const m = GRAFANA_LINE_LIMIT.exec(text);
  if (!m || +m[2] < +m[1]) return undefined;
  return (
    `This Grafana download stopped at its query's line limit (${m[1]} lines): lines beyond it were left out (with ` +
    `Loki's default direction, the older ones). Evidence that lies outside these lines cannot be found, so findings ` +
    `that need it say "investigate". Raise the line limit in the query options, or export with logcli and a larger --limit.`
  );
}

// Grafana's JSON download: JSON.stringify of the rows, one line (`[{"line":"…","timestamp":"…",…},…]`). A saved Loki
// query_range response is one line too.
const GRAFANA_JSON = /^\[\{"(?:line|timestamp|date|fields)":/;
const LOKI_RESPONSE = /^\{"status":"success","data":\{"resultType":"streams"/;

/** A whole export written on one line (`text` starts with `[` or `{`). */
export function oneLineExportNotice(text: string): string | undefined {
  if (GRAFANA_JSON.test(text)) {
    return (
      `This is Grafana's JSON download: every log line of the export sits in this one line, which cannot be read as a ` +
      `log. Download the logs as txt instead, or extract the lines: jq -r '.[].line' FILE > kubelet.log`
    );
  }
  if (LOKI_RESPONSE.test(text)) {
    return (
      `This is a Loki API response (query_range): every log line of the query sits in this one line, which cannot be ` +
      `read as a log. Extract the lines: jq -r '.data.result[].values[][1]' FILE > kubelet.log, or query with ` +
      `logcli --output=jsonl`
    );
  }
  return undefined;
}

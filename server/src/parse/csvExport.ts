// A log console's CSV download (CloudWatch Logs Insights, Azure Log Analytics, Grafana, Datadog, Kibana: r69a 33–40):
// a header naming its columns, then one row per log line, the line in a quoted column with `""` for a quote. Rows are
// read one file line at a time: a value that holds a line end is not joined (its row stays unparsed).
import { MONTH_NAMES } from '../model/time';


/** The columns of a CSV download that carry the log line, the most specific first. */
const MESSAGE_COLUMNS = ['@message', 'syslogmessage', 'message', 'line', 'log', '_raw', 'textpayload', 'msg'];
/** The columns that name the node. */
const HOST_COLUMNS = ['host', 'hostname', 'host.name', 'computer', 'kubernetes.host', 'kubernetes.node.name', 'node', '_hostname'];
/** The columns that name the program, container or unit the line is from (r70a 6). */
const IDENT_COLUMNS = [
  'processname', 'syslog_identifier', 'ident', 'program', 'systemd_unit', 'systemd.unit', 'unit', '_systemd_unit',
  'kubernetes.container.name', 'container', 'container_name', 'service', 'app', 'sourcetype', '@logstream', 'job',
];
/** The columns that date the row. */
const TIME_COLUMNS = ['@timestamp', 'timestamp', 'time', 'date', 'timegenerated', 'timegenerated [utc]', 'eventtime [utc]', '_time'];

export interface CsvLayout {
  /** Index of the column holding the log line. */
  message: number;
  /** Index of the column naming the node, or -1. */
  host: number;
  /** Index of the column naming the program, or -1. */
  ident: number;
  /** Index of the column dating the row, or -1. */
  time: number;
  /** How many columns the header has. */
  columns: number;
}

/**
 * The layout a CSV header line announces, or undefined when the line is no such header: at least two comma-separated
 * names (quoted or not, a UTF-8 BOM allowed before), one of them a message column.
 */
export function readCsvHeader(line: string): CsvLayout | undefined {
  const text = line.charCodeAt(0) === 0xfeff ? line.slice(1) : line;
  // Exports write names without a space after the comma and without digits; a title line (`Log, kubelet, ip-10-0-82-17`)
  // has them (r70a 8).
  if (text.length > 2000 || text.indexOf(',') < 0 || text.indexOf(', ') >= 0 || /\d/.test(text) || !/^[\w@".\s[\]-]+(?:,[\w@".\s[\]-]+)+$/.test(text)) return undefined;
  const names = splitCsvRow(text)?.map((n) => n.trim().toLowerCase());
  if (!names || names.length < 2) return undefined;
  let message = -1;
  for (const wanted of MESSAGE_COLUMNS) {
    message = names.indexOf(wanted);
    if (message >= 0) break;
  }
  if (message < 0) return undefined;
  return {
    message,
    host: names.findIndex((n) => HOST_COLUMNS.includes(n)),
    ident: names.findIndex((n) => IDENT_COLUMNS.includes(n)),
    time: names.findIndex((n) => TIME_COLUMNS.includes(n)),
    columns: names.length,
  };
}

/** The year and month a row's time column gives (`2023-07-31 17:20:16.176`, `7/31/2023, 5:20:16.176 PM`, `Jul 31, 2023 @ …`). */
export function csvRowDate(value: string): { year: number; month: number } | undefined {
  const iso = /^(\d{4})-(\d\d)-\d\d/.exec(value);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) };
  const us = /^(\d{1,2})\/\d{1,2}\/(\d{4})/.exec(value);
  if (us) return { year: Number(us[2]), month: Number(us[1]) };
  const named = /^([A-Z][a-z]{2}) \d{1,2}, (\d{4})/.exec(value);
  const month = named ? MONTH_NAMES.indexOf(named[1]) + 1 : 0;
  return named && month ? { year: Number(named[2]), month } : undefined;
}

/**
 * The fields of one CSV row (RFC 4180: a quoted field keeps commas and writes a quote as `""`), or undefined when a
 * quoted field does not close on this line.
 */
export function splitCsvRow(row: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    if (row.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = row.indexOf('"', j);
        if (q < 0) return undefined;
        value += row.slice(j, q);
        if (row.charCodeAt(q + 1) === 34) {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      out.push(value);
    } else {
      const comma = row.indexOf(',', i);
      out.push(row.slice(i, comma < 0 ? row.length : comma));
      if (comma < 0) return out;
      i = comma + 1;
      continue;
    }
    if (i >= row.length) return out;
    if (row.charCodeAt(i) !== 44 /* , */) return undefined;
    i++;
  }
}

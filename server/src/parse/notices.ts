// What the reader should know about a file as a whole, read from one of its lines: an export that was cut at its line
// limit, or a whole export written on one line that this reader cannot split. Said once, on the line that tells it
// (a diagnostic of its own in the editor, a note in the CLI's report); the lines themselves are parsed as they are.
import { formatDuration } from '../model/time';
import type { JsonExportKind } from './exportJson';

export interface Notice {
  /** 0-based line that tells it. */
  line: number;
  message: string;
  /** A JSON export whose log lines can be taken out (exportJson.ts): the editor offers to open them as a log. */
  exportKind?: JsonExportKind;
  /** A clock going back (noteClockStep): not said again where files joined out of order already are. */
  clockStep?: true;
}

const TAKE_OUT =
  `Open them as a log, in time order, with the quick fix on this line ("Open the log lines of this export"); ` +
  `kubelet-log-lens analyze reads such a file the same way, and kubelet-log-lens extract FILE writes its lines.`;

// Grafana's text download writes its query's meta items first. Its line limit reads `"<N> reached, received logs cover
// …"` when the query hit it (grafana logsModel adjustMetaInfo), `"<N> (<count> returned)"` when it did not, and a
// bare `<N>` from the panel inspector.
const GRAFANA_LINE_LIMIT = /^Line limit: (?:"(\d+) (?:(reached)|\((\d+) returned\))|(\d+)\s*$)/;

/** A Grafana line-limit header: the limit, and whether it says the limit was reached (undefined: it does not say). */
export function readLineLimit(text: string): { limit: number; reached?: boolean } | undefined {
  const m = GRAFANA_LINE_LIMIT.exec(text);
  if (!m) return undefined;
  if (m[4] !== undefined) return { limit: +m[4] };
  return { limit: +m[1], reached: m[2] !== undefined || +m[3] >= +m[1] };
}

/**
 * The note for a Grafana download that reached its query's line limit: lines were left out. Loki returns the newest
 * lines first by default, so what is missing is usually the older part.
 */
export function lineLimitNotice(limit: number): string {
  return (
    `This Grafana download reached its query's line limit (${limit} lines): lines beyond it were probably left out ` +
    `(with Loki's default direction, the older ones). Evidence that lies outside these lines cannot be found, so ` +
    `findings that need it say "investigate". Raise the line limit in the query options, or export with logcli and a ` +
    `larger --limit.`
  );
}

// Grafana's JSON download: JSON.stringify of the rows, one line (`[{"line":"…","timestamp":"…",…},…]`). A saved Loki
// query_range response is one line too.
const GRAFANA_JSON = /^\[\{"(?:line|timestamp|date|fields)":/;
const LOKI_RESPONSE = /^\{"status":"success","data":\{"resultType":"streams"/;

/** A whole export written on one line (`text` starts with `[` or `{`). */
export function oneLineExportNotice(text: string): Omit<Notice, 'line'> | undefined {
  if (GRAFANA_JSON.test(text)) {
    return {
      message: `This is Grafana's JSON download: every log line of the export sits in this one line, which cannot be read as a log. ${TAKE_OUT}`,
      exportKind: 'grafana-json',
    };
  }
  if (LOKI_RESPONSE.test(text)) {
    return {
      message: `This is a Loki API response (query_range): every log line of the query sits in this one line, which cannot be read as a log. ${TAKE_OUT}`,
      exportKind: 'loki-response',
    };
  }
  return undefined;
}

// Matched against the trimmed line (jq writes `"status": "success",`).
const LOKI_STATUS_MEMBER = /^"status" ?: ?"success",?$/;

/** A pretty-printed dump whose opener is `opener` and second line `second`: a Loki API response (`jq .` of one). */
export function prettyExportNotice(opener: string, second: string): Omit<Notice, 'line'> | undefined {
  if (opener !== '{' || !LOKI_STATUS_MEMBER.test(second.trim())) return undefined;
  return {
    message: `This is a Loki API response (query_range), pretty-printed: its log lines sit inside its "values" lists and cannot be read as a log. ${TAKE_OUT}`,
    exportKind: 'loki-response',
  };
}

// journald's rate limit (RateLimitBurst per RateLimitIntervalSec, per unit): `Suppressed 1234 messages from
// kubelet.service` (newer systemd), `Suppressed 1234 messages from /system.slice/kubelet.service` (older).
const JOURNALD_SUPPRESSED = /^Suppressed (\d{1,12}) messages from (\S{1,256})$/;

/** The note for journald's own line saying it dropped a unit's messages, when that unit looks like the kubelet's. */
export function journaldSuppressionNotice(message: string): string | undefined {
  const m = JOURNALD_SUPPRESSED.exec(message.trim());
  if (!m || !/kubelet|kubenswrapper/.test(m[2])) return undefined;
  return (
    `journald dropped ${m[1]} messages of ${m[2]} here (its rate limit): the kubelet's lines around this point are ` +
    `missing, and evidence that was among them cannot be found, so findings that need it say "investigate". Raise ` +
    `RateLimitBurst in journald.conf, or read the kubelet's own log file.`
  );
}

/** The note for a file read only up to `limit` lines (fileAnalysis.ts MAX_FILE_LINES). */
export function readLimitNotice(limit: number): string {
  return (
    `Only the first ${limit.toLocaleString('en-US')} lines of this file were read: past that, the analysis would need ` +
    `more memory than a machine can be expected to give it. Split the file (split -l ${limit}) and read the parts, ` +
    `oldest first with --as-one, to read the rest.`
  );
}

/** The note for a `journalctl -o json` entry whose MESSAGE journalctl left out (null, or not text). */
/** A paste whose quotes came through a web page as HTML entities (`&quot;`): those lines are read decoded. */
export function htmlEntitiesNotice(): string {
  return 'This line holds HTML entities where the log had quotes (`&quot;`: copied from a web page or an issue\'s rendered text): such lines are read with the entities decoded; the file shows them as they are.';
}

/** A log saved with a terminal's colour codes (`grep --color=always`, `journalctl --grep` to a file). */
export function terminalColoursNotice(): string {
  return 'This line holds a terminal\'s colour codes (`ESC[…m`: from `grep --color=always`, a pager, or the program\'s own coloured output): such lines are read with the codes taken out; the file shows them as they are.';
}

/** One process's klog clock goes back a minute or more. */
export function clockStepNotice(us: number): string {
  return `Here the kubelet's clock goes back ${formatDuration(us)}, in the same process: its clock was stepped back, or the file joins pieces of a rotated log newest first (\`cat kubelet.log kubelet.log.1\`). In that case join them oldest first (or give them to \`--as-one\` in that order): what the analysis takes for "earlier" is earlier in the file.`;
}

/** Lines a pager (`less -S`) cut at the screen's width, marked with `>`. */
export function choppedLinesNotice(count: number, width: number): string {
  return `${count} lines end at column ${width} with \`>\`: a pager (\`less -S\`) cut them at the screen's width, and what was past the cut is not in this file. Fields and evidence past that column are missing: a verdict of "investigate" may be the cut's.`;
}

/** A console's CSV download, read from its message column. */
export function csvExportNotice(column: string): string {
  return `This is a CSV download (a log console's table): each row's log line is read from its \`${column}\` column. A value that holds a line end is not joined: its row stays unparsed.`;
}

/** journalctl printed `[N B blob data]` instead of a line holding control characters. */
export function journalBlobNotice(): string {
  return 'journalctl printed `[… blob data]` here instead of the line: it holds control characters, which journalctl does not print unless given --all (`journalctl -u kubelet --all`, or `-o json`). The line\'s text is not in this file.';
}

/** One value of a JSON export holds a whole log: only its first line is read as a record. */
export function manyLinesInValueNotice(lines: number): string {
  return `This entry's value holds ${lines} lines (a command's whole output, such as \`az vmss run-command invoke\`'s stdout): only its first line is read here. Take the value out as text (\`jq -r '.value[0].message'\`) and open that.`;
}

export function journalMessageDroppedNotice(): string {
  return (
    'journalctl wrote this entry\'s MESSAGE as null: it leaves out fields longer than 4096 bytes unless given --all ' +
    '(`journalctl -u kubelet -o json --all`). Such entries are shown as unparsed lines, their text lost; findings that ' +
    'need them say "investigate".'
  );
}

/**
 * The note for a run of NUL bytes before a line (or filling one): a log truncated in place (logrotate's `copytruncate`)
 * while its writer went on at its old offset. The NULs are skipped; the lines logged between the copy and the
 * truncation are in the rotated copy, not here.
 */
function nulBytes(n: number): string {
  return `${n.toLocaleString('en-US')} NUL byte${n === 1 ? '' : 's'}`;
}

/** Said once, instead of a note for each further line with NUL bytes: a file full of them is no log (r51a B10). */
export const MANY_NUL_LINES_NOTICE =
  'More lines have NUL bytes: they are not noted one by one. A file with NUL bytes in many lines is likely not a text log (a binary file, a disk image, a compressed file saved under .log).';

export function nulPaddingNotice(nuls: number, cutShort = 0): string {
  if (cutShort > 0) {
    // Inside a line: a line was being written when the hole was made, or the node crashed with blocks not yet written.
    return (
      `${nulBytes(nuls)} inside this line, after ${cutShort.toLocaleString('en-US')} characters of a line cut short ` +
      `(not analysed): the log was truncated in place while that line was written, or the node went down before the file's blocks were. ` +
      `The line after them is read.`
    );
  }
  return (
    `${nulBytes(nuls)} here, skipped: the hole a log truncated in place (logrotate's copytruncate) ` +
    `leaves when the kubelet goes on writing at its old offset. The lines before it are in the rotated copy ` +
    `(kubelet.log.1): analyse both as one log (kubelet-log-lens analyze --as-one kubelet.log.1 kubelet.log) for evidence that spans the rotation.`
  );
}

/**
 * The note at the first line found hard-wrapped: a log pasted at a fixed width, its long lines cut in parts. Each line
 * is read whole from its parts (its record spans them), so its pods, errors and evidence count as in the original.
 */
export function hardWrapNotice(width: number | undefined, wordWrap: boolean): string {
  const how = width !== undefined ? `cut every ${width} characters` : wordWrap ? 'cut at the last space before the width (word wrap)' : 'cut in parts';
  return (
    `This log is hard-wrapped (its long lines were ${how}, as a paste into an issue, a mail or a narrow terminal leaves ` +
    `them): each line is read whole from its parts, and its findings point at the first of them. A line cut where ` +
    `nothing shows it (no open quote, another width) may still be read as parts: the original log file, or ` +
    `kubectl logs / journalctl output saved to a file, has no such cuts.`
  );
}

// A JSON export on disk (parse/exportJson.ts): recognised by its first bytes, then read whole, its log lines taken out
// in time order and analysed as a log. The file is one JSON document, so it cannot be read in pieces as a log is;
// its size is bounded (MAX_JSON_EXPORT_BYTES) and a larger one is refused with the jq command that does the same.
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { decodeAs, detectEncoding, type Encoding } from './parse/decode';
import { extractJsonExport, JSON_EXPORT_NAMES, MAX_JSON_EXPORT_BYTES, sniffJsonExport, type ExtractedLog, type JsonExportKind } from './parse/exportJson';

/** The export a file is, from its first kilobyte (undefined: a log, read as such). */
export function sniffJsonExportFile(path: string): JsonExportKind | undefined {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(1024);
    const n = readSync(fd, head, 0, head.length, 0);
    const { encoding, bomBytes } = detectEncoding(head.subarray(0, n));
    // An odd cut of UTF-16 or of a UTF-8 character only spoils the last character of the sample.
    return sniffJsonExport(decodeAs(head.subarray(bomBytes, encoding.startsWith('utf-16') ? bomBytes + ((n - bomBytes) & ~1) : n), encoding));
  } finally {
    closeSync(fd);
  }
}

const JQ_COMMANDS: Record<JsonExportKind, string> = {
  'grafana-json': "jq -r 'sort_by(.timestamp | tonumber) | .[].line' FILE > kubelet.log",
  'loki-response': "jq -r '[.data.result[].values[]] | sort_by(.[0] | tonumber) | .[][1]' FILE > kubelet.log",
};

/** An export that cannot be read: not valid JSON, no log lines, or too large. `code` tells the CLI it is the file's fault. */
export class JsonExportError extends Error {
  readonly code = 'EJSONEXPORT';
}

/** The log lines of the export at `path`, in time order; throws JsonExportError when there are none to take. */
export function readJsonExportFile(path: string, kind: JsonExportKind): ExtractedLog & { encoding: Encoding; mtime: Date } {
  const stat = statSync(path);
  if (stat.size > MAX_JSON_EXPORT_BYTES) {
    throw new JsonExportError(
      `${JSON_EXPORT_NAMES[kind]} of ${Math.round(stat.size / 1024 / 1024)} MB, larger than the ${MAX_JSON_EXPORT_BYTES / 1024 / 1024} MB read whole: ` +
        `extract its lines first (${JQ_COMMANDS[kind]}) and analyse kubelet.log`,
    );
  }
  const bytes = readFileSync(path);
  const { encoding, bomBytes } = detectEncoding(bytes);
  const extracted = extractJsonExport(decodeAs(bytes.subarray(bomBytes), encoding), kind);
  if ('error' in extracted) throw new JsonExportError(extracted.error);
  return { ...extracted, encoding, mtime: stat.mtime };
}

/** What the report says about a log taken out of an export. */
export function extractedNotice(kind: JsonExportKind, entries: number, cutAt?: number): string {
  return (
    `This is ${JSON_EXPORT_NAMES[kind]}: its ${entries.toLocaleString('en-US')} log lines were taken out in time order and ` +
    `analysed as a log. Line numbers in this report are those of that log, not of the file: kubelet-log-lens extract ` +
    `FILE writes it.` +
    (cutAt !== undefined
      ? ` The export is cut short (its JSON ends at character ${cutAt.toLocaleString('en-US')} without closing): the lines read are those of its whole entries before the cut; the rest is lost, so evidence in it cannot be found.`
      : '')
  );
}

// journalctl -o json / -o json-seq: one JSON object per journal entry, whose MESSAGE is the component's own line.
// An entry gives an envelope (host, identifier, PID, time) and its message is parsed exactly as the body of a text
// export. Line numbers stay those of the file; columns in the message are counted in the decoded MESSAGE
// (`carriedColumn.ts` maps them back to the line).
import { sharedEnvelope } from './envelope';
import type { Envelope, EnvelopeKind } from './types';

const JOURNALD_JSON: readonly EnvelopeKind[] = ['journald-json'];

/** Is this line a journal entry exported as JSON? A cheap test first: this runs on every line starting with `{`. */
export function isJournalJson(text: string): boolean {
  const start = text.charCodeAt(0) === 0x1e /* json-seq record separator */ ? 1 : 0;
  // Older journalctl writes `{ "__CURSOR" : "…", … }`, newer `{"__CURSOR":"…",…}`.
  return text.charCodeAt(start) === 123 && text.indexOf('"__REALTIME_TIMESTAMP"') > 0 && text.indexOf('"MESSAGE"') > 0;
}

/** Journal fields are strings, or arrays of bytes when the value is not valid UTF-8. */
function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((b) => typeof b === 'number' && b >= 0 && b <= 255)) {
    return new TextDecoder('utf-8').decode(Uint8Array.from(value as number[]));
  }
  return undefined;
}

/** A host or identifier as one token of the envelope (no blanks, no `[`, `]` or `:`). */
function token(value: string | undefined, fallback: string): string {
  const t = value?.replace(/[\s[\]:]+/g, '_');
  return t ? t : fallback;
}

/**
 * The envelope and message of a JSON journal entry, or undefined when the line is not one. A message of several lines
 * keeps only its first: the file has one line per entry, and a record is placed on its line.
 */
export function readJournalJson(text: string): { envelope: Envelope; message: string; absoluteTime: number; messageDropped?: boolean } | undefined {
  let entry: unknown;
  try {
    entry = JSON.parse(text.charCodeAt(0) === 0x1e ? text.slice(1) : text);
  } catch {
    return undefined;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  const realtime = fieldText(e.__REALTIME_TIMESTAMP);
  if (realtime === undefined || !/^\d{1,16}$/.test(realtime)) return undefined;
  const said = fieldText(e.MESSAGE);
  const message = said ?? '';
  const nl = message.indexOf('\n');
  const pidText = fieldText(e._PID) ?? fieldText(e.SYSLOG_PID);
  const envelope = sharedEnvelope(
    JOURNALD_JSON,
    token(fieldText(e._HOSTNAME), 'localhost'),
    token(fieldText(e.SYSLOG_IDENTIFIER) ?? fieldText(e._COMM) ?? fieldText(e._SYSTEMD_UNIT), 'journal'),
    pidText && /^\d{1,10}$/.test(pidText) ? Number(pidText) : undefined,
  );
  // Microseconds since the epoch, UTC (the klog header, when there is one, gives the node's own clock).
  // journalctl writes a field over 4096 bytes as null unless given --all: the entry's text is lost, said so by the caller.
  if (said === undefined) return { envelope, message: '', absoluteTime: Number(realtime), messageDropped: true };
  return { envelope, message: nl >= 0 ? message.slice(0, nl) : message, absoluteTime: Number(realtime) };
}

/**
 * A journal entry's fields as JSON without journalctl's own fields (`__REALTIME_TIMESTAMP`): what promtail's
 * `json: true` or Alloy's `format_as_json` ship as a line (r69a 76). Its `MESSAGE` and the program that wrote it; the
 * time is the carrier's.
 */
export function readJournalFields(text: string): { envelope: Envelope; message: string; absoluteTime: undefined } | undefined {
  if (text.indexOf('"MESSAGE"') < 0) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  const message = fieldText(e.MESSAGE);
  const ident = fieldText(e.SYSLOG_IDENTIFIER) ?? fieldText(e._COMM) ?? fieldText(e._SYSTEMD_UNIT);
  if (message === undefined || ident === undefined) return undefined;
  const nl = message.indexOf('\n');
  const pidText = fieldText(e._PID) ?? fieldText(e.SYSLOG_PID);
  const host = fieldText(e._HOSTNAME);
  const envelope = sharedEnvelope(JOURNALD_JSON, host === undefined ? undefined : token(host, 'localhost'), token(ident, 'journal'), pidText && /^\d{1,10}$/.test(pidText) ? Number(pidText) : undefined);
  return { envelope, message: nl >= 0 ? message.slice(0, nl) : message, absoluteTime: undefined };
}

// What every feature gets: one analysed document (from the editor or read from disk) and lookups on it.
import type { Analysis } from '../knowledge/analyze';
import type { PodInfo } from '../model/index';
import { lineColumnOfCleaned, lineColumnOfCsvField, lineColumnOfLogfmtMessage, lineColumnOfMessage } from '../parse/carriedColumn';
import type { LogRecord } from '../parse/types';

export interface SourceText {
  readonly lineCount: number;
  lineAt(line: number): string;
}

export interface AnalysedDocument {
  uri: string;
  version: number | null;
  source: SourceText;
  analysis: Analysis;
}

export interface FeatureSettings {
  benignSeverity: 'information' | 'hint';
  actionableSeverity: 'error' | 'warning';
  maxDiagnostics: number;
  /** `first`: a finding like an earlier one (same rule, verdict, pod and message but for its numbers) is a hint. */
  repeats: 'each' | 'first';
  inlayContainerNames: boolean;
  /** The wall-clock time after a JSON line's epoch `ts`. */
  inlayJsonTimes: boolean;
  codeLens: boolean;
}

export const DEFAULT_SETTINGS: FeatureSettings = {
  benignSeverity: 'hint',
  actionableSeverity: 'error',
  maxDiagnostics: 1000,
  repeats: 'first',
  inlayContainerNames: true,
  inlayJsonTimes: true,
  codeLens: true,
};

export function recordAtLine(doc: AnalysedDocument, line: number): LogRecord | undefined {
  const parsed = doc.analysis.index.parsed;
  if (line < 0 || line >= parsed.lineCount) return undefined;
  return parsed.records.at(parsed.recordOfLine[line]);
}

/**
 * Where column `column` of a record's first line is in the document. The same column, except in a JSON journal
 * export or a collector's JSON entry, whose records are parsed from the decoded message (`parse/journalJson.ts`,
 * `parse/collectorJson.ts`).
 */
/** Whether the record's text is a line carried inside a JSON entry (its columns are not the document line's). */
export function isCarried(rec: LogRecord): boolean {
  const kind = rec.envelope?.kinds[0];
  return kind === 'journald-json' || kind === 'collector-json' || kind === 'logfmt-msg';
}

/** The eight bytes of a binary field's length before its text (the parser reads the text after them: prettyDump). */
const BINARY_LENGTH_CHARS = 8;

export function documentColumn(doc: AnalysedDocument, rec: LogRecord, column: number): number {
  const kind = rec.envelope?.kinds[0];
  if (kind === 'journald-json') return lineColumnOfMessage(doc.source.lineAt(rec.line), column);
  if (kind === 'collector-json') {
    // `journalctl -o export`'s binary MESSAGE: its name alone on the line before, then its 64-bit length, then the text.
    if (rec.line > 0 && rec.envelope!.messageKey === 'MESSAGE' && doc.source.lineAt(rec.line - 1) === 'MESSAGE') {
      return Math.min(BINARY_LENGTH_CHARS + column, doc.source.lineAt(rec.line).length);
    }
    // A CSV download's row: the field its header named (`csv:<n>`).
    const key = rec.envelope!.messageKey;
    if (key?.startsWith('csv:')) return lineColumnOfCsvField(doc.source.lineAt(rec.line), Number(key.slice(4)), column);
    return lineColumnOfMessage(doc.source.lineAt(rec.line), column, key);
  }
  if (kind === 'logfmt-msg') return lineColumnOfLogfmtMessage(doc.source.lineAt(rec.line), column);
  // A line read cleaned (colour codes taken out, HTML entities decoded): its columns are the cleaned text's.
  const line = doc.source.lineAt(rec.line);
  return line.indexOf('\u001b[') >= 0 || (line.indexOf('&') >= 0 && line.indexOf('"') < 0) ? lineColumnOfCleaned(line, column) : column;
}

/**
 * Where column `column` of a record's text is in the document: documentColumn on its first line (or `onLine`), except for a record
 * read from the parts of a hard-wrapped line, whose text runs on over its lines (each part one line of the document).
 */
export function documentPosition(doc: AnalysedDocument, rec: LogRecord, column: number, onLine = rec.line): { line: number; character: number } {
  if (!rec.wrapped) return { line: onLine, character: documentColumn(doc, rec, column) };
  let line = rec.line;
  let left = column;
  for (; line < rec.endLine && line + 1 < doc.source.lineCount; line++) {
    const length = doc.source.lineAt(line).length;
    if (left <= length) break;
    left -= length;
  }
  return { line, character: left };
}

export type IdAtPosition =
  | { kind: 'container'; id: string; start: number; end: number }
  | { kind: 'pod-uid'; id: string; pod?: PodInfo; start: number; end: number }
  | { kind: 'pod-name'; pod: PodInfo; start: number; end: number };

const TOKEN = /[0-9A-Za-z._/-]/;
const UID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/;

/** The container/sandbox ID, pod UID or pod name under the cursor, found by the token's shape. */
export function idAt(doc: AnalysedDocument, line: number, character: number): IdAtPosition | undefined {
  if (line < 0 || line >= doc.source.lineCount) return undefined;
  const text = doc.source.lineAt(line);
  if (character < 0 || character > text.length) return undefined;
  let s = character;
  let e = character;
  // Bounded: a token longer than an ID is none, and a 20 MB token must not be walked (a hover inside it took 400 ms).
  while (s > 0 && character - s <= 300 && TOKEN.test(text[s - 1])) s--;
  while (e < text.length && e - s <= 300 && TOKEN.test(text[e])) e++;
  if (s === e || e - s > 300) return undefined;
  const token = text.slice(s, e);
  // Tokens like `ID:abc...` or `Data:abc...` inside structs: narrow to the hex part.
  const hex = /[0-9a-f]{64}/.exec(token);
  if (hex && doc.analysis.index.containers.has(hex[0])) {
    return { kind: 'container', id: hex[0], start: s + hex.index, end: s + hex.index + 64 };
  }
  const uid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/.exec(token);
  if (uid && UID.test(uid[0])) {
    const pod = doc.analysis.index.podByUid.get(uid[0]);
    return { kind: 'pod-uid', id: uid[0], pod, start: s + uid.index, end: s + uid.index + uid[0].length };
  }
  const slash = token.indexOf('/');
  if (slash > 0) {
    const ns = token.slice(0, slash);
    const name = token.slice(slash + 1);
    const rec = recordAtLine(doc, line);
    const idx = rec ? doc.analysis.index.podOfRecord[rec.index] : -1;
    const candidates = doc.analysis.index.pods.filter((p) => p.namespace === ns && p.name === name && p.records.length > 0);
    const pod = candidates.find((p) => p.index === idx) ?? candidates[candidates.length - 1];
    if (pod) return { kind: 'pod-name', pod, start: s, end: e };
  }
  return undefined;
}

/** All records that name what is under the cursor (references, highlights, definition). */
export function recordsFor(doc: AnalysedDocument, target: IdAtPosition): number[] {
  const index = doc.analysis.index;
  if (target.kind === 'container') return index.containers.get(target.id)?.records ?? [];
  const pod = target.kind === 'pod-name' ? target.pod : target.pod;
  return pod ? pod.records : [];
}

// Inlay hints: the container name (or sandbox's pod) after a bare container ID, where the line itself lacks it; the
// wall-clock time after a JSON line's epoch `ts` (review r32a 13: `{"ts":1758106668007.8376,…` was the only time on screen).
import { InlayHintKind, type InlayHint } from 'vscode-languageserver/node';
import { podDisplayName } from '../model/timeline';
import { formatIso } from '../model/time';
import type { AnalysedDocument } from './context';
import { plainLabel } from './plainLabel';

const HEX64 = /[0-9a-f]{64}/g;
const MAX_HINTS = 5000;

export interface InlayHintOptions {
  containerNames: boolean;
  jsonTimes: boolean;
}

export function inlayHints(doc: AnalysedDocument, startLine: number, endLine: number, options: InlayHintOptions = { containerNames: true, jsonTimes: true }): InlayHint[] {
  const index = doc.analysis.index;
  const parsed = index.parsed;
  const out: InlayHint[] = [];
  const last = Math.min(endLine, doc.source.lineCount - 1);
  for (let line = Math.max(0, startLine); line <= last && out.length < MAX_HINTS; line++) {
    const text = doc.source.lineAt(line);
    if (text.length > 100_000) continue;
    if (options.jsonTimes) {
      const r = parsed.recordOfLine[line];
      const rec = r === undefined || r < 0 ? undefined : parsed.records.at(r);
      const hint = rec && rec.style === 'json' && rec.line === line && rec.time !== undefined ? epochTsEnd(text) : -1;
      if (rec && hint >= 0) out.push({ position: { line, character: hint }, label: ` ${jsonTimeLabel(parsed.records, r!, rec.time!)}`, kind: InlayHintKind.Type, paddingLeft: true });
    }
    if (!options.containerNames || text.indexOf('containerName=') >= 0) continue;
    const seen = new Set<string>();
    for (const m of text.matchAll(HEX64)) {
      if (seen.has(m[0])) continue;
      seen.add(m[0]);
      const c = index.containers.get(m[0]);
      if (!c) continue;
      const label = c.kind === 'sandbox' ? `sandbox${c.pod ? ` of ${podDisplayName(c.pod)}` : ''}` : c.name ?? (c.pod ? `in ${podDisplayName(c.pod)}` : undefined);
      if (!label) continue;
      out.push({ position: { line, character: m.index! + 64 }, label: ` ${plainLabel(label, 80)}`, kind: InlayHintKind.Type, paddingLeft: true });
    }
  }
  return out;
}

/** Where the number of a JSON line's `"ts":<epoch>` ends (the JSON logging format's seconds or milliseconds), else -1. */
function epochTsEnd(text: string): number {
  const at = text.indexOf('"ts":');
  if (at < 0 || at > 200) return -1;
  let k = at + 5;
  while (text.charCodeAt(k) === 32) k++;
  const from = k;
  for (let c = text.charCodeAt(k); (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45; c = text.charCodeAt(++k));
  return k > from ? k : -1;
}

/**
 * The time a JSON line's epoch `ts` stands for, in UTC (an epoch has no other zone): the time of day, and the date too
 * where the day differs from the line before's (r36a 9: the full date on every line was clutter).
 */
function jsonTimeLabel(records: AnalysedDocument['analysis']['index']['parsed']['records'], r: number, time: number): string {
  const iso = formatIso(time);
  const before = r > 0 ? records.at(r - 1).time : undefined;
  const sameDay = before !== undefined && formatIso(before).slice(0, 10) === iso.slice(0, 10);
  return `${sameDay ? iso.slice(11) : iso.replace('T', ' ')} UTC`;
}

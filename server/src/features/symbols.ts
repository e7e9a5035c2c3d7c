// Outline: pods → phases, each spanning its first to last line.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver/node';
import { podDisplayName, podTimeline } from '../model/timeline';
import { formatDuration } from '../model/time';
import { podsInLogOrder } from '../model/index';
import type { AnalysedDocument } from './context';

const MAX_PODS = 5000;

export function documentSymbols(doc: AnalysedDocument): DocumentSymbol[] {
  const index = doc.analysis.index;
  const recs = index.parsed.records;
  // The first and last records in the index's order: in a newest-first log (read oldest first) the first is the
  // lowest line of the file, so the range runs from the smaller line to the larger end.
  const lineRange = (first: number, last: number) => {
    const start = Math.min(recs.at(first).line, recs.at(last).line);
    const end = Math.max(recs.at(first).endLine, recs.at(last).endLine);
    return { start: { line: start, character: 0 }, end: { line: end, character: doc.source.lineAt(end).length } };
  };
  return podsInLogOrder(index).slice(0, MAX_PODS).filter((p) => p.records.length).map((pod) => {
    const t = podTimeline(index, pod);
    const firstRec = pod.records[0];
    const lastRec = pod.records[pod.records.length - 1];
    const selection = { start: { line: recs.at(firstRec).line, character: 0 }, end: { line: recs.at(firstRec).line, character: 0 } };
    return {
      name: podDisplayName(pod),
      detail: `${t.state}; ${t.summary}`,
      kind: SymbolKind.Module,
      range: lineRange(firstRec, lastRec),
      selectionRange: selection,
      children: t.phases.map((ph) => {
        const a = ph.records[0];
        const b = ph.records[ph.records.length - 1];
        return {
          name: ph.label,
          detail: ph.start !== undefined && ph.end !== undefined ? formatDuration(ph.end - ph.start) : '',
          kind: SymbolKind.Event,
          range: lineRange(a, b),
          selectionRange: { start: { line: recs.at(a).line, character: 0 }, end: { line: recs.at(a).line, character: 0 } },
        };
      }),
    };
  });
}

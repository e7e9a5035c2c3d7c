// Outline: pods → phases, each spanning its first to last line.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver/node';
import { podDisplayName, podTimeline } from '../model/timeline';
import { formatDuration } from '../model/time';
import { podsInLogOrder } from '../model/index';
import type { AnalysedDocument } from './context';
import { plainLabel } from './plainLabel';

const MAX_PODS = 5000;

export function documentSymbols(doc: AnalysedDocument): DocumentSymbol[] {
  const index = doc.analysis.index;
  const recs = index.parsed.records;
  // The first and last records in the index's order: in a newest-first log (read oldest first) the first is the
  // lowest line of the file, so the range runs from the smaller line to the larger end.
  const span = (first: number, last: number): LineSpan => ({
    start: Math.min(recs.at(first).line, recs.at(last).line),
    end: Math.max(recs.at(first).endLine, recs.at(last).endLine),
  });
  const range = (s: LineSpan) => ({ start: { line: s.start, character: 0 }, end: { line: s.end, character: doc.source.lineAt(s.end).length } });
  const pods = podsInLogOrder(index).slice(0, MAX_PODS).filter((p) => p.records.length);
  const podSpans = pods.map((pod) => span(pod.records[0], pod.records[pod.records.length - 1]));
  const podAlone = spansAlone(podSpans);
  return pods.map((pod, k) => {
    const t = podTimeline(index, pod);
    const firstLine = recs.at(pod.records[0]).line;
    const selection = { start: { line: firstLine, character: 0 }, end: { line: firstLine, character: 0 } };
    const phaseSpans = t.phases.map((ph) => span(ph.records[0], ph.records[ph.records.length - 1]));
    const phaseAlone = spansAlone(phaseSpans);
    return {
      name: plainLabel(podDisplayName(pod), 300),
      detail: plainLabel(`${t.state}; ${t.summary}`),
      kind: SymbolKind.Module,
      // Editors name the symbol whose range holds the cursor (breadcrumbs, the outline's follow): a span that another
      // pod's lines interleave with would name this pod on their lines, so such a pod's range is its first line only.
      range: range(podAlone[k] ? podSpans[k] : { start: firstLine, end: firstLine }),
      selectionRange: selection,
      children: t.phases.map((ph, j) => {
        const line = recs.at(ph.records[0]).line;
        return {
          name: ph.label,
          detail: ph.start !== undefined && ph.end !== undefined ? formatDuration(ph.end - ph.start) : '',
          kind: SymbolKind.Event,
          range: range(phaseAlone[j] ? phaseSpans[j] : { start: line, end: line }),
          selectionRange: { start: { line, character: 0 }, end: { line, character: 0 } },
        };
      }),
    };
  });
}

interface LineSpan {
  start: number;
  end: number;
}

/** For each span, whether no other span shares a line with it. */
function spansAlone(spans: readonly LineSpan[]): boolean[] {
  const alone = spans.map(() => true);
  const order = spans.map((_, i) => i).sort((a, b) => spans[a].start - spans[b].start);
  // Sorted by start, a span meets an earlier one when it starts at or before the furthest end before it, and a later
  // one when it ends at or after the start of the next.
  let furthest = -1;
  for (let k = 0; k < order.length; k++) {
    const s = spans[order[k]];
    if (s.start <= furthest || (k + 1 < order.length && s.end >= spans[order[k + 1]].start)) alone[order[k]] = false;
    furthest = Math.max(furthest, s.end);
  }
  return alone;
}

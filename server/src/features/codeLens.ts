// A code lens on each pod's first line: its summary (reveals the pod in the tree) and "show only this pod's lines".
import type { CodeLens } from 'vscode-languageserver/node';
import { podsInLogOrder } from '../model/index';
import { podDisplayName, podKeyOf, podTimeline } from '../model/timeline';
import type { AnalysedDocument } from './context';

const MAX_LENSES = 2000;
/** About what fits beside the link in a laptop's editor; the whole summary is the lens's tooltip. */
const LENS_TITLE_MAX = 100;

export function codeLenses(doc: AnalysedDocument): CodeLens[] {
  const index = doc.analysis.index;
  const recs = index.parsed.records;
  const out: CodeLens[] = [];
  for (const pod of podsInLogOrder(index)) {
    if (!pod.name) continue;
    if (out.length >= MAX_LENSES) break;
    const line = recs.at(pod.records[0]).line;
    const range = { start: { line, character: 0 }, end: { line, character: 0 } };
    const t = podTimeline(index, pod);
    // The short link first: a long summary would push it past the window's edge.
    out.push({ range, command: { title: 'show pod lines', command: 'kubeletLog.showPodLines', arguments: [doc.uri, podKeyOf(pod)] } });
    const title = `${podDisplayName(pod)} [${t.state}]: ${t.summary}`;
    out.push({ range, command: { title: title.length > LENS_TITLE_MAX ? `${title.slice(0, LENS_TITLE_MAX - 1)}…` : title, tooltip: title, command: 'kubeletLog.revealPod', arguments: [doc.uri, podKeyOf(pod)] } });
  }
  return out;
}

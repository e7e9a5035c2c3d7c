// A code lens on each pod's first line: its summary (reveals the pod in the tree) and "show only this pod's lines";
// pods that begin a few lines apart share the first one's line, each with its name and state.
import type { CodeLens } from 'vscode-languageserver/node';
import { podsInLogOrder, type PodInfo } from '../model/index';
import { podDisplayName, podKeyOf, podTimeline } from '../model/timeline';
import type { AnalysedDocument } from './context';
import { plainLabel } from './plainLabel';

const MAX_LENSES = 2000;
/** About what fits beside the link in a laptop's editor; the whole summary is the lens's tooltip. */
const LENS_TITLE_MAX = 120;

/**
 * Pods whose first lines are this close share one lens (review r32a 14: pods created together put a lens between
 * almost every line of the log).
 */
const CLUSTER_LINES = 5;

export function codeLenses(doc: AnalysedDocument): CodeLens[] {
  const index = doc.analysis.index;
  const recs = index.parsed.records;
  const out: CodeLens[] = [];
  let cluster: { line: number; pods: PodInfo[] } | undefined;
  const flush = () => {
    if (!cluster) return;
    const range = { start: { line: cluster.line, character: 0 }, end: { line: cluster.line, character: 0 } };
    const [first] = cluster.pods;
    if (cluster.pods.length === 1) {
      const t = podTimeline(index, first);
      // The short link first: a long summary would push it past the window's edge.
      out.push({ range, command: { title: 'show pod lines', command: 'kubeletLog.showPodLines', arguments: [doc.uri, podKeyOf(first)] } });
      const title = `${podDisplayName(first)} [${t.state}]: ${t.summary}`;
      // A long name is cut in its middle, so that the summary's first words show (r64a U14).
      const shown = `${clipMiddle(podDisplayName(first), NAME_MAX)} [${t.state}]: ${t.summary}`;
      out.push({ range, command: { title: plainLabel(clip(shown)), tooltip: plainLabel(title), command: 'kubeletLog.revealPod', arguments: [doc.uri, podKeyOf(first)] } });
    } else {
      // One lens per pod, each short: its name and state (the summary is in its tooltip and the Pods view).
      for (const pod of cluster.pods) {
        const t = podTimeline(index, pod);
        // Cut in the middle: pods of one DaemonSet differ at their names' ends (r64a U14: two lenses read alike).
        out.push({ range, command: { title: plainLabel(`${clipMiddle(podDisplayName(pod), NAME_MAX)} [${t.state}]`), tooltip: plainLabel(`${podDisplayName(pod)} [${t.state}]: ${t.summary}`), command: 'kubeletLog.revealPod', arguments: [doc.uri, podKeyOf(pod)] } });
      }
    }
    cluster = undefined;
  };
  for (const pod of podsInLogOrder(index)) {
    if (!pod.name) continue;
    if (out.length >= MAX_LENSES) break;
    const line = recs.at(pod.records[0]).line;
    if (cluster && line - cluster.line <= CLUSTER_LINES && cluster.pods.length < 8) cluster.pods.push(pod);
    else {
      flush();
      cluster = { line, pods: [pod] };
    }
  }
  flush();
  return out;
}

function clip(title: string, max = LENS_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max - 1)}…` : title;
}

/** A pod's name in a lens: at most this long. */
const NAME_MAX = 48;

/** `text` cut in its middle to at most `max` characters (`kube-system/kube-proxy-gk…-1dd39-t4fv`). */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.ceil((max - 1) / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (max - 1 - head))}`;
}

// The Pods tree's data (kubeletLog/podTimeline) and one pod's lines (kubeletLog/podLines).
import type { EventView, PodLinesResult, PodTimelineResult, PodView } from '../protocol';
import { podDisplayName, podKeyOf, podTimeline } from '../model/timeline';
import type { PodInfo } from '../model/index';
import { formatIso } from '../model/time';
import type { AnalysedDocument } from './context';

const MAX_PODS = 5000;
const MAX_EVENTS_PER_PHASE = 500;
const MAX_MESSAGE = 200;
const CAPPED_PHASES = `phases with more than ${MAX_EVENTS_PER_PHASE} lines show their first ${MAX_EVENTS_PER_PHASE}`;

// The view of one analysis is the same every time it is asked for (the tree asks on every editor switch).
const VIEWS = new WeakMap<object, PodTimelineResult>();

export function timelineView(doc: AnalysedDocument): PodTimelineResult {
  const cached = VIEWS.get(doc.analysis);
  if (cached && cached.uri === doc.uri && cached.version === doc.version) return cached;
  const view = buildTimelineView(doc);
  VIEWS.set(doc.analysis, view);
  return view;
}

// One pod's view only changes when its lines, the verdicts of the log's findings, or its actionable flag do.
const POD_VIEWS = new WeakMap<PodInfo, { key: string; view: PodView; capped: boolean }>();

function buildTimelineView(doc: AnalysedDocument): PodTimelineResult {
  const a = doc.analysis;
  const index = a.index;
  const recs = index.parsed.records;
  const pods: PodView[] = [];
  let truncated: string | undefined;
  const actionablePods = new Set(a.findings.filter((f) => f.verdict === 'actionable' && f.pod).map((f) => f.pod!));
  for (const pod of index.pods) {
    if (!pod.records.length) continue;
    if (pods.length >= MAX_PODS) {
      truncated = `only the first ${MAX_PODS} of ${index.pods.length} pods are listed`;
      break;
    }
    const cacheKey = `${pod.records.length}:${a.generation}:${actionablePods.has(pod)}`;
    const cachedView = POD_VIEWS.get(pod);
    if (cachedView && cachedView.key === cacheKey) {
      pods.push(cachedView.view);
      if (cachedView.capped) truncated ??= CAPPED_PHASES;
      continue;
    }
    let capped = false;
    const t = podTimeline(index, pod);
    const phases = t.phases.map((s) => {
      const events: EventView[] = s.records.slice(0, MAX_EVENTS_PER_PHASE).map((r) => {
        const rec = recs[r];
        const f = a.findingByRecord.get(r);
        return {
          line: rec.line,
          time: rec.time !== undefined ? formatIso(rec.time) : undefined,
          severity: rec.severity,
          message: rec.message.length > MAX_MESSAGE ? `${rec.message.slice(0, MAX_MESSAGE)}…` : rec.message,
          verdict: f?.verdict,
          ruleId: f?.entry.id,
        };
      });
      if (s.records.length > MAX_EVENTS_PER_PHASE) {
        capped = true;
        truncated ??= CAPPED_PHASES;
      }
      return {
        phase: s.phase,
        label: s.label,
        start: s.start !== undefined ? formatIso(s.start) : undefined,
        end: s.end !== undefined ? formatIso(s.end) : undefined,
        durationMs: s.start !== undefined && s.end !== undefined ? Math.round((s.end - s.start) / 1000) : undefined,
        events,
      };
    });
    const display = podDisplayName(pod);
    const podView: PodView = {
      key: podKeyOf(pod),
      namespace: pod.namespace ?? '?',
      name: pod.name ?? display,
      uid: pod.uid,
      state: t.state,
      hasActionable: actionablePods.has(pod),
      start: pod.firstTime !== undefined ? formatIso(pod.firstTime) : undefined,
      end: pod.lastTime !== undefined ? formatIso(pod.lastTime) : undefined,
      durationMs: pod.firstTime !== undefined && pod.lastTime !== undefined ? Math.round((pod.lastTime - pod.firstTime) / 1000) : undefined,
      firstLine: recs[pod.records[0]].line,
      summary: t.summary,
      containers: [...pod.containers].map((id) => {
        const c = index.containers.get(id);
        return { id, name: c?.name, kind: c?.kind ?? 'container' };
      }),
      phases,
    };
    POD_VIEWS.set(pod, { key: cacheKey, view: podView, capped });
    pods.push(podView);
  }
  let unparsed = 0;
  for (const r of recs) if (r.kind === 'unparsed') unparsed++;
  return {
    uri: doc.uri,
    version: doc.version,
    kubeletVersion: index.parsed.kubeletVersion?.version,
    shape: index.parsed.shape,
    pods,
    counts: { lines: index.parsed.lineCount, unparsed, pods: pods.length, actionable: a.counts.actionable, investigate: a.counts.investigate, benign: a.counts.benign },
    truncated,
  };
}

export function podLines(doc: AnalysedDocument, podKey: string): PodLinesResult {
  const index = doc.analysis.index;
  const pod = index.pods.find((p) => podKeyOf(p) === podKey || podDisplayName(p) === podKey);
  if (!pod) return { lines: [] };
  const recs = index.parsed.records;
  const lines: PodLinesResult['lines'] = [];
  for (const r of pod.records) {
    for (let l = recs[r].line; l <= recs[r].endLine; l++) lines.push({ line: l, text: doc.source.lineAt(l) });
  }
  return { lines };
}

// The Pods tree's data (kubeletLog/podTimeline) and one pod's lines (kubeletLog/podLines).
import type { EventAtResult, EventView, PhaseEventsResult, PhaseView, PodLinesResult, PodTimelineResult, PodView, VerdictName } from '../protocol';
import { msOf, podDisplayName, podKeyOf, podNode, podTimeline, segmentDurationUs, type PodTimeline } from '../model/timeline';
import { podContainerIds, podsInLogOrder, type PodInfo } from '../model/index';
import { formatIso } from '../model/time';
import type { AnalysedDocument } from './context';
import type { Finding } from '../knowledge/analyze';
import { sortedIncludes } from '../model/sorted';
import { parsePlegEvent } from '../model/identity';
import { actionableDetail, exitCodeMeaning } from '../knowledge/detail';
import { fieldValue, type LogRecord } from '../parse/types';

const MAX_PODS = 5000;
export const MAX_EVENTS_PER_PHASE = 500;
const MAX_MESSAGE = 200;
const CAPPED_PHASES = `a phase with more than ${MAX_EVENTS_PER_PHASE} lines lists its first ${MAX_EVENTS_PER_PHASE} (Show Pod's Lines has them all)`;
const OTHER_LINES_LABEL = 'other lines (no lifecycle marker)';

// A pod's lines that are in no phase, kept while its lines are: the tree's last node, so that every line of a pod (a
// pod with no lifecycle marker has only these) can be reached from it.
const OTHER_LINES = new WeakMap<PodInfo, { lines: number; revision: number; records: number[] }>();

function otherLines(pod: PodInfo): number[] {
  const hit = OTHER_LINES.get(pod);
  if (hit && hit.lines === pod.records.length && hit.revision === (pod.revision ?? 0)) return hit.records;
  const records: number[] = [];
  for (let i = 0; i < pod.records.length; i++) if (!pod.phases[i]) records.push(pod.records[i]);
  OTHER_LINES.set(pod, { lines: pod.records.length, revision: pod.revision ?? 0, records });
  return records;
}

/** A phase as the tree lists it: one of the pod's timeline, or its other lines (no times). */
interface TreePhase {
  phase: PhaseView['phase'];
  label: string;
  records: readonly number[];
  start?: number;
  end?: number;
}

/** A pod's phases as the tree lists them: its timeline's, then its other lines when it has any. */
function treePhases(index: AnalysedDocument['analysis']['index'], pod: PodInfo): readonly TreePhase[] {
  const phases: readonly TreePhase[] = podTimeline(index, pod).phases;
  const other = otherLines(pod);
  return other.length ? [...phases, { phase: 'other-lines', label: OTHER_LINES_LABEL, records: other }] : phases;
}

// The view of one analysis is the same every time it is asked for (the tree asks on every editor switch).
const VIEWS = new WeakMap<object, PodTimelineResult>();

export function timelineView(doc: AnalysedDocument): PodTimelineResult {
  const cached = VIEWS.get(doc.analysis);
  if (cached && cached.uri === doc.uri && cached.version === doc.version) return cached;
  const view = buildTimelineView(doc);
  VIEWS.set(doc.analysis, view);
  return view;
}

// One pod's view only changes when its timeline (phases, state, summary), its lines, its containers, the kubelet's
// starts, the verdicts of its own findings, or its actionable flag do. Not on every change of another pod's findings:
// a growing log's append regrades a few findings, and each would have rebuilt every pod's view.
const POD_VIEWS = new WeakMap<PodInfo, { key: string; timeline: PodTimeline; view: PodView; capped: boolean }>();

function buildTimelineView(doc: AnalysedDocument): PodTimelineResult {
  const a = doc.analysis;
  const index = a.index;
  const recs = index.parsed.records;
  const pods: PodView[] = [];
  let truncated: string | undefined;
  const actionablePods = new Set(a.findings.filter((f) => f.verdict === 'actionable' && f.pod).map((f) => f.pod!));
  // Findings by the pods their line belongs to: a phase's worst verdict looks at these few, not at every line.
  const findingsByPod = new Map<number, Finding[]>();
  for (const f of a.findings) {
    const first = index.podOfRecord[f.record];
    if (first < 0) continue;
    for (const p of [first, ...(index.extraPods.get(f.record) ?? [])]) {
      const list = findingsByPod.get(p);
      if (list) list.push(f);
      else findingsByPod.set(p, [f]);
    }
  }
  for (const pod of podsInLogOrder(index)) {
    if (!pod.records.length) continue;
    if (pods.length >= MAX_PODS) {
      truncated = `only the first ${MAX_PODS} of ${index.pods.length} pods are listed`;
      break;
    }
    // The pod's timeline first: it is the same object while its phases and state are (a state can change with other
    // pods' lines: a crash loop is over after five quiet minutes of the log).
    const t = podTimeline(index, pod);
    const cacheKey = `${pod.records.length}:${pod.revision ?? 0}:${pod.containers.size}:${index.kubeletStarts.length}:${findingsSignature(findingsByPod.get(pod.index))}:${actionablePods.has(pod)}`;
    const cachedView = POD_VIEWS.get(pod);
    if (cachedView && cachedView.key === cacheKey && cachedView.timeline === t) {
      pods.push(cachedView.view);
      if (cachedView.capped) truncated ??= CAPPED_PHASES;
      continue;
    }
    let capped = false;
    const phases: PhaseView[] = treePhases(index, pod).map((s) => {
      if (s.records.length > MAX_EVENTS_PER_PHASE) {
        capped = true;
        truncated ??= CAPPED_PHASES;
      }
      // The other lines are no step of the pod's life: no start or duration, which would read as one.
      return {
        phase: s.phase,
        label: s.label,
        start: s.start !== undefined ? formatIso(s.start) : undefined,
        end: s.end !== undefined ? formatIso(s.end) : undefined,
        durationMs: msOf(segmentDurationUs(s)),
        eventCount: s.records.length,
        worst: worstVerdict(findingsByPod.get(pod.index), s.records),
      };
    });
    const display = podDisplayName(pod);
    const podView: PodView = {
      key: podKeyOf(pod),
      namespace: pod.namespace ?? '?',
      name: pod.name ?? pod.nameWithoutNamespace ?? display,
      uid: pod.uid,
      node: podNode(index, pod),
      state: t.state,
      hasActionable: actionablePods.has(pod),
      start: pod.firstTime !== undefined ? formatIso(pod.firstTime) : undefined,
      end: pod.lastTime !== undefined ? formatIso(pod.lastTime) : undefined,
      durationMs: pod.firstTime !== undefined && pod.lastTime !== undefined ? Math.round((pod.lastTime - pod.firstTime) / 1000) : undefined,
      firstLine: recs.at(pod.records[0]).line,
      summary: t.summary,
      containers: podContainerIds(index, pod).map((id) => {
        const c = index.containers.get(id);
        return { id, name: c?.name, kind: c?.kind ?? 'container' };
      }),
      phases,
    };
    POD_VIEWS.set(pod, { key: cacheKey, timeline: t, view: podView, capped });
    pods.push(podView);
  }
  const unparsed = unparsedCount(index.parsed);
  return {
    uri: doc.uri,
    version: doc.version,
    kubeletVersion: index.parsed.kubeletVersion?.version,
    component: index.parsed.component?.name,
    yearSource: index.parsed.yearSource,
    shape: index.parsed.shape,
    pods,
    counts: { lines: index.parsed.lineCount, unparsed, pods: pods.length, actionable: a.counts.actionable, investigate: a.counts.investigate, benign: a.counts.benign },
    truncated,
  };
}

const GRAVITY: Record<VerdictName, number> = { benign: 1, investigate: 2, actionable: 3 };

/** The worst verdict among `findings` whose line is one of `records` (ascending). */
const VERDICT_CODE: Record<VerdictName, number> = { benign: 1, investigate: 2, actionable: 3 };

/** A number that changes when a pod's findings (their lines or verdicts) do. */
function findingsSignature(findings: readonly Finding[] | undefined): string {
  if (!findings) return '0';
  let hash = 0;
  for (const f of findings) hash = (Math.imul(hash, 31) + f.record * 4 + VERDICT_CODE[f.verdict]) | 0;
  return `${findings.length}.${hash}`;
}

function worstVerdict(findings: readonly Finding[] | undefined, records: readonly number[]): VerdictName | undefined {
  let worst: VerdictName | undefined;
  for (const f of findings ?? []) {
    const v = f.verdict;
    if ((!worst || GRAVITY[v] > GRAVITY[worst]) && sortedIncludes(records, f.record)) worst = v;
  }
  return worst;
}

// Unparsed records counted once per parse and continued as a growing log adds records.
const UNPARSED = new WeakMap<object, { upTo: number; count: number }>();

function unparsedCount(parsed: AnalysedDocument['analysis']['index']['parsed']): number {
  const recs = parsed.records;
  const c = UNPARSED.get(recs) ?? { upTo: 0, count: 0 };
  for (let i = c.upTo; i < recs.length; i++) if (recs.at(i).kind === 'unparsed') c.count++;
  c.upTo = recs.length;
  UNPARSED.set(recs, c);
  return c.count;
}

/** The pod a tree key names: the first listed pod with that key, as in the timeline view. */
function podByKey(doc: AnalysedDocument, podKey: string): PodInfo | undefined {
  return podsInLogOrder(doc.analysis.index).find((p) => podKeyOf(p) === podKey);
}

/** The events of one phase of one pod (the first MAX_EVENTS_PER_PHASE of its lines). */
export function phaseEvents(doc: AnalysedDocument, podKey: string, phase: number): PhaseEventsResult {
  const a = doc.analysis;
  const pod = typeof podKey === 'string' ? podByKey(doc, podKey) : undefined;
  const s = pod && Number.isInteger(phase) ? treePhases(a.index, pod)[phase] : undefined;
  if (!s) return { version: doc.version, events: [] };
  const recs = a.index.parsed.records;
  const events: EventView[] = s.records.slice(0, MAX_EVENTS_PER_PHASE).map((r) => {
    const rec = recs.at(r);
    const f = a.findingByRecord.get(r);
    return {
      line: rec.line,
      time: rec.time !== undefined ? formatIso(rec.time) : undefined,
      severity: rec.severity,
      message: rec.message.length > MAX_MESSAGE ? `${rec.message.slice(0, MAX_MESSAGE)}…` : rec.message,
      summary: eventSummary(rec, f),
      verdict: f?.verdict,
      ruleId: f?.entry.id,
    };
  });
  return { version: doc.version, events };
}

/**
 * A tree row's short label for a line (review r32a 11: rows showed raw messages, and volume rows were cut before their
 * volume's name): a finding's rule and the detail its reason leads with; a volume operation's step and volume.
 */
export function eventSummary(rec: LogRecord, f: Finding | undefined): string | undefined {
  if (f) {
    const detail = f.lead || actionableDetail(rec, f.entry.id);
    return detail ? `${f.entry.title}: ${detail}` : f.entry.title;
  }
  const message = rec.message;
  // An event the kubelet logs, by its reason and message (`Killing: Container app definition changed, will be
  // restarted`); a restart's decision by what it says (r41a 7: the rows read `Event occurred`).
  if (message === 'Event occurred') {
    const reason = fieldValue(rec, 'reason');
    const said = fieldValue(rec, 'message');
    return reason ? `${reason}${said ? `: ${said.length > 160 ? `${said.slice(0, 159)}…` : said}` : ''}` : undefined;
  }
  if (message === 'Message for Container of pod') return fieldValue(rec, 'containerMessage');
  // PLEG's event by its type and container (r64a U12: three rows read `SyncLoop (PLEG): event for pod`).
  if (message.startsWith('SyncLoop (PLEG): ')) {
    const ev = parsePlegEvent(fieldValue(rec, 'event') ?? message);
    if (ev) return `PLEG: ${ev.type}${/^[0-9a-f]{12}/.test(ev.data) ? ` ${ev.data.slice(0, 12)}` : ''}`;
  }
  // A container's end with what its exit code says (`container finished: exit 137, killed …`).
  if (message === 'Generic (PLEG): container finished') {
    const code = Number(fieldValue(rec, 'exitCode'));
    const meaning = Number.isInteger(code) ? exitCodeMeaning(code) : undefined;
    return meaning ? `container finished: exit ${code}, ${meaning}` : undefined;
  }
  const at = message.indexOf(' for volume "');
  if (at < 0 || at > 120) return undefined;
  const from = at + ' for volume "'.length;
  const end = message.indexOf('"', from);
  if (end < 0 || end - from > 253) return undefined;
  const step = message.slice(0, at).replace(/^operationExecutor\./, '');
  return `${step}: volume "${message.slice(from, end)}"`;
}

/** The first listed pod, phase and event showing the record at `line` (any line of a multi-line record). */
export function eventAt(doc: AnalysedDocument, line: number): EventAtResult | null {
  const parsed = doc.analysis.index.parsed;
  if (!Number.isInteger(line) || line < 0 || line >= parsed.lineCount) return null;
  const r = parsed.recordOfLine[line];
  if (r === undefined || r < 0) return null;
  const seen = new Set<string>();
  let listed = 0;
  for (const pod of podsInLogOrder(doc.analysis.index)) {
    if (++listed > MAX_PODS) break;
    const key = podKeyOf(pod);
    if (seen.has(key)) continue; // the tree's key lookups find the first pod with a key
    seen.add(key);
    if (!sortedIncludes(pod.records, r)) continue;
    const phases = treePhases(doc.analysis.index, pod);
    for (let ph = 0; ph < phases.length; ph++) {
      const k = phases[ph].records.indexOf(r);
      // Past the events a phase lists: its phase, which the tree can show (event -1).
      if (k >= 0) return { version: doc.version, podKey: key, phase: ph, event: k < MAX_EVENTS_PER_PHASE ? k : -1 };
    }
  }
  return null;
}


export function podLines(doc: AnalysedDocument, podKey: string): PodLinesResult {
  const index = doc.analysis.index;
  const pod = podsInLogOrder(index).find((p) => podKeyOf(p) === podKey || podDisplayName(p) === podKey);
  if (!pod) return { lines: [] };
  const recs = index.parsed.records;
  const lines: PodLinesResult['lines'] = [];
  for (const r of pod.records) {
    for (let l = recs.at(r).line; l <= recs.at(r).endLine; l++) lines.push({ line: l, text: doc.source.lineAt(l) });
  }
  return { lines };
}

// A pod's story: its phases in order (first and last time, duration, lines), its state and a plain summary.
import type { PhaseId, PodState } from '../protocol';
import { hostsMatch, phaseOf, startRecords, type LogIndex, type PodInfo } from './index';
import { PHASE_LABELS } from './phases';
import { formatClock, formatDuration } from './time';
import { fieldValue, messageIs } from '../parse/types';

export interface PhaseSegment {
  phase: PhaseId;
  label: string;
  start?: number;
  end?: number;
  /** Record indices, in file order. */
  records: number[];
}

export interface PodTimeline {
  pod: PodInfo;
  phases: PhaseSegment[];
  state: PodState;
  summary: string;
}

export function podDisplayName(pod: PodInfo): string {
  if (pod.name) return `${pod.namespace ?? '?'}/${pod.name}`;
  return `unknown pod (${(pod.uid ?? '?').slice(0, 8)})`;
}

export function podKeyOf(pod: PodInfo): string {
  return pod.uid ?? `${pod.namespace}/${pod.name}`;
}

/** Phases of housekeeping passes: each pass that comes back after another kind of pass is a step of its own. */
const HOUSEKEEPING_PASSES: ReadonlySet<PhaseId> = new Set<PhaseId>(['worker-removed', 'orphan-cleanup']);

/**
 * Phases grouped by kind; a restart of the pod's kubelet in between starts a new segment of the same kind, and so does a
 * housekeeping pass that follows a pass of another kind (remove the worker, tear the orphan down, remove the
 * worker that teardown made: three steps, as the kubelet took them).
 */
export function podPhases(index: LogIndex, pod: PodInfo): PhaseSegment[] {
  const recs = index.parsed.records;
  const starts = startRecords(index);
  const segments: PhaseSegment[] = [];
  const open = new Map<PhaseId, PhaseSegment>();
  let restartCursor = 0;
  let lastPass: PhaseId | undefined;
  for (let i = 0; i < pod.records.length; i++) {
    const r = pod.records[i];
    const phase = pod.phases[i];
    // A restart of this pod's kubelet (in a log of several nodes, not another node's).
    const host = recs.at(r).envelope?.host;
    while (restartCursor < starts.length && starts[restartCursor] <= r) {
      const start = index.kubeletStarts[restartCursor];
      restartCursor++;
      if (!hostsMatch(start.host, host)) continue;
      open.clear();
      lastPass = undefined;
    }
    if (!phase) continue;
    // Added again after a deletion (a static pod whose manifest came back): a new life, new segments.
    if (phase === 'config-add' && (open.has('deletion-requested') || open.has('api-removed'))) {
      open.clear();
      lastPass = undefined;
    }
    if (HOUSEKEEPING_PASSES.has(phase)) {
      if (lastPass !== undefined && lastPass !== phase) open.delete(phase);
      lastPass = phase;
    }
    let seg = open.get(phase);
    if (!seg) {
      seg = { phase, label: PHASE_LABELS[phase], records: [] };
      open.set(phase, seg);
      segments.push(seg);
    }
    seg.records.push(r);
    const t = recs.at(r).time;
    if (t !== undefined) {
      if (seg.start === undefined || t < seg.start) seg.start = t;
      if (seg.end === undefined || t > seg.end) seg.end = t;
    }
  }
  // Order by first time; phases without times keep file order.
  return segments
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.start !== undefined && b.s.start !== undefined ? a.s.start - b.s.start || a.i - b.i : a.i - b.i))
    .map((x) => x.s);
}

/** Phases after which a pod that was not restarted has stopped (a completed Job pod, for instance). */
const ENDED: ReadonlySet<PhaseId> = new Set<PhaseId>([
  'terminated', 'container-exited', 'container-removal', 'volumes-unmounted', 'cgroups-removed', 'garbage-collection', 'worker-removed', 'orphan-cleanup',
]);

/** Phases of lines logged around a pod in any state: they tell nothing of whether it still runs. */
const INCIDENTAL: ReadonlySet<PhaseId> = new Set<PhaseId>(['sandbox', 'running', 'volumes-mounted', 'config-update', 'housekeeping']);

/** Phases only a pod's teardown has (not a crash loop's container removals). */
const TEARDOWN_END: readonly PhaseId[] = ['terminated', 'volumes-unmounted', 'cgroups-removed', 'orphan-cleanup', 'worker-removed'];

/** The longest the kubelet waits before restarting a crashed container: a crash loop quieter than that is over. */
const MAX_BACK_OFF_US = 5 * 60e6;

/**
 * The pod's state at the end of the log, from the order of what happened to it: a static pod re-added after its
 * manifest was removed runs again, a crash loop that stopped (containers started again, no back-off for five minutes)
 * is over, a teardown after a crash loop ends the pod. `logEnd`: the time of the log's last line.
 */
export function podState(phases: PhaseSegment[], logEnd?: number): PodState {
  const has = (p: PhaseId) => phases.some((s) => s.phase === p);
  // The last line of a phase, by its place in the log (not by its time: a clock step back must not reorder a life);
  // -Infinity when the phase has no line.
  const latest = (p: PhaseId) => {
    let r = -Infinity;
    for (const s of phases) if (s.phase === p && s.records.length) r = Math.max(r, s.records[s.records.length - 1]);
    return r;
  };
  const lastTime = (p: PhaseId) => {
    let t = -Infinity;
    for (const s of phases) if (s.phase === p && s.end !== undefined && s.end > t) t = s.end;
    return t;
  };
  // The last config event that added the pod: a static pod re-added after its manifest came back runs again.
  const readded = latest('config-add');
  if (has('eviction') && latest('eviction') >= readded) return 'evicted';
  // Refused by admission (taints, resources, node pressure): it never ran here, whatever the status lines say.
  if (has('admission-rejected') && !has('containers-started')) return 'rejected';
  const deleted = Math.max(latest('deletion-requested'), latest('api-removed'));
  if ((has('deletion-requested') || has('api-removed')) && deleted >= readded) return 'deleted';
  // A crash loop of an earlier life (before the pod was added again) says nothing of this one.
  const crash = latest('crash-loop');
  if (crash > -Infinity && crash >= readded) {
    // Torn down after the crash loop (volumes unmounted, cgroups removed): the pod ended.
    let ended = -Infinity;
    for (const p of TEARDOWN_END) ended = Math.max(ended, latest(p));
    const startedSince = latest('containers-started') > crash;
    const quietSince = logEnd !== undefined && logEnd - lastTime('crash-loop') >= MAX_BACK_OFF_US;
    if (ended > crash) return 'terminated';
    if (!(startedSince && quietSince)) return 'crash-looping';
  }
  const terminated = Math.max(latest('terminated'), latest('orphan-cleanup'));
  if (terminated > -Infinity && terminated >= readded) return 'terminated';
  // Its containers could not be started (config error, image pull), and none started since.
  const startFailed = latest('start-failed');
  if (startFailed > -Infinity && startFailed >= latest('containers-started')) return 'failing-to-start';
  // The latest thing that happened to the pod, by line: if its containers stopped and nothing started again, it ended.
  // Lines that come and go around a pod whatever its state (status, sandbox checks, housekeeping) do not count.
  let last: PhaseSegment | undefined;
  let lastRecord = -1;
  for (const s of phases) {
    const r = s.records[s.records.length - 1] ?? -1;
    if (!INCIDENTAL.has(s.phase) && r > lastRecord) {
      last = s;
      lastRecord = r;
    }
  }
  if (last && ENDED.has(last.phase)) return 'terminated';
  if (has('containers-started') || has('running') || has('sandbox') || has('config-add') || has('config-update')) return 'running';
  return 'unknown';
}

/** What a pod's summary looks for among its lines, read in one pass (a pod may have a hundred thousand lines). */
interface SummaryMarks {
  stopped?: number;
  removed?: number;
  sandboxGc?: number;
  probeFailures: number;
}

function summaryMarks(index: LogIndex, pod: PodInfo): SummaryMarks {
  const marks: SummaryMarks = { probeFailures: 0 };
  const recs = index.parsed.records;
  for (const r of pod.records) {
    const rec = recs.at(r);
    if (marks.stopped === undefined && (messageIs(rec, 'Pod terminated all containers successfully') || messageIs(rec, 'Pod termination stopped all running containers'))) marks.stopped = r;
    // A static pod's manifest removed (source "file") is no API removal: its phase says which it was (reading the
    // line's fields here would read it back from the file, a piece of it for each pod).
    else if (marks.removed === undefined && messageIs(rec, 'SyncLoop REMOVE') && phaseOf(index, r) !== 'deletion-requested') marks.removed = r;
    else if (marks.sandboxGc === undefined && messageIs(rec, 'Removing sandbox')) marks.sandboxGc = r;
    else if (messageIs(rec, 'Probe failed')) marks.probeFailures++;
  }
  return marks;
}

/** What the refusal said (`err`, `message` or `reason` of its first line that has one), short. */
function rejectionReason(index: LogIndex, records: readonly number[]): string | undefined {
  for (const r of records.slice(0, 20)) {
    const rec = index.parsed.records.at(r);
    const why = fieldValue(rec, 'err') ?? fieldValue(rec, 'message') ?? fieldValue(rec, 'reason');
    if (why) return why.length > 120 ? `${why.slice(0, 119)}…` : why;
  }
  return undefined;
}

function timeOf(index: LogIndex, r: number | undefined): number | undefined {
  return r === undefined ? undefined : index.parsed.records.at(r).time;
}

/** A short plain-language account, e.g. "deleted at 17:16:31.865; containers stopped in 0.39 s; ...". */
export function podSummary(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): string {
  const seg = (p: PhaseId) => phases.find((s) => s.phase === p);
  const parts: string[] = [];
  const added = seg('config-add');
  const started = seg('containers-started');
  const deletion = seg('deletion-requested');
  const evicted = seg('eviction');
  if (added?.start !== undefined && !deletion) parts.push(`added at ${formatClock(added.start)}`);
  const rejected = seg('admission-rejected');
  if (rejected?.start !== undefined) {
    const why = rejectionReason(index, rejected.records);
    parts.push(`rejected at admission at ${formatClock(rejected.start)}${why ? ` (${why})` : ''}`);
  }
  if (started?.start !== undefined && !deletion) parts.push(`containers started at ${formatClock(started.start)}`);
  const crash = seg('crash-loop');
  if (crash) parts.push(`crash-looping: ${crash.records.length} back-off line${crash.records.length === 1 ? '' : 's'}${crash.start !== undefined && crash.end !== undefined ? ` over ${formatDuration(crash.end - crash.start)}` : ''}`);
  const oom = seg('oom');
  if (oom?.start !== undefined) parts.push(`OOM at ${formatClock(oom.start)}`);
  if (evicted?.start !== undefined) parts.push(`evicted at ${formatClock(evicted.start)}`);
  if (deletion?.start !== undefined) parts.push(`deleted at ${formatClock(deletion.start)}`);
  const stopStart = deletion?.start ?? seg('terminating')?.start;
  const found = summaryMarks(index, pod);
  const stopped = timeOf(index, found.stopped);
  if (stopStart !== undefined && stopped !== undefined && stopped >= stopStart) parts.push(`containers stopped in ${formatDuration(stopped - stopStart)}`);
  else if (seg('terminating') && !seg('terminated')) parts.push('containers being stopped (no end seen)');
  if (seg('volumes-unmounted')) parts.push('volumes unmounted');
  if (seg('cgroups-removed')) parts.push('cgroups removed');
  const removedAt = timeOf(index, found.removed) ?? seg('api-removed')?.start;
  if (removedAt !== undefined) parts.push(`API object removed at ${formatClock(removedAt)}`);
  const orphan = seg('orphan-cleanup');
  if (orphan?.start !== undefined) parts.push(`housekeeping tore it down again as an orphan at ${formatClock(orphan.start)}`);
  const sandboxGc = timeOf(index, found.sandboxGc);
  const ref = removedAt ?? deletion?.start;
  if (sandboxGc !== undefined) {
    parts.push(ref !== undefined && sandboxGc >= ref ? `sandbox garbage-collected ${formatDuration(sandboxGc - ref)} later` : `sandbox garbage-collected at ${formatClock(sandboxGc)}`);
  }
  const running = seg('running');
  if (!deletion && !evicted && running?.end !== undefined && !seg('terminated')) {
    parts.push(`running through ${formatClock(running.end)}${running.start !== undefined ? ` (${formatDuration(running.end - running.start)} of this log)` : ''}`);
  }
  const probeFailures = found.probeFailures;
  if (probeFailures) parts.push(`${probeFailures} probe failure${probeFailures === 1 ? '' : 's'}`);
  if (!parts.length) {
    const last = phases[phases.length - 1];
    if (last) parts.push(`last phase: ${last.label}${last.end !== undefined ? ` at ${formatClock(last.end)}` : ''}`);
    else parts.push(`${pod.records.length} line${pod.records.length === 1 ? '' : 's'}, no lifecycle marker`);
  }
  return parts.join('; ');
}

// A pod's timeline is asked for by the tree, the outline, the code lenses and the CLI; an index never changes once
// built, so each pod's timeline is computed once (keyed by the pod object and its line count, to be safe).
const TIMELINES = new WeakMap<PodInfo, { lines: number; logLines: number; timeline: PodTimeline }>();

/**
 * The time of the log's last line that has one, and of each node's (a newest-first export read oldest first ends on
 * its `-- Logs begin at --` header; junk lines have none). Looked for among the last 20,000 lines, once per length.
 */
const END_TIMES = new WeakMap<LogIndex, { records: number; end?: number; byHost: Map<string, number> }>();

function logEndTime(index: LogIndex, host?: string): number | undefined {
  const recs = index.parsed.records;
  let ends = END_TIMES.get(index);
  if (!ends || ends.records !== recs.length) {
    ends = { records: recs.length, byHost: new Map() };
    for (let i = recs.length - 1; i >= 0 && i >= recs.length - 20_000; i--) {
      const rec = recs.at(i);
      const t = rec.time;
      if (t === undefined) continue;
      ends.end ??= t;
      const h = rec.envelope?.host;
      if (h !== undefined && !ends.byHost.has(h)) ends.byHost.set(h, t);
    }
    END_TIMES.set(index, ends);
  }
  // In a log of several nodes, a pod's "how long since" is counted to its own node's last line.
  return (host !== undefined && ends.byHost.size > 1 ? ends.byHost.get(host) : undefined) ?? ends.end;
}

export function podTimeline(index: LogIndex, pod: PodInfo): PodTimeline {
  const hit = TIMELINES.get(pod);
  // The state also depends on how far the log goes (a crash loop is over after five quiet minutes): a log that grew
  // since asks again.
  const logLines = index.parsed.records.length;
  if (hit && hit.lines === pod.records.length) {
    if (hit.logLines === logLines) return hit.timeline;
    // Only the state can change: the phases and summary come from the pod's own lines.
    const timeline = { ...hit.timeline, state: podState(hit.timeline.phases, logEndTime(index, podNode(index, pod))) };
    TIMELINES.set(pod, { lines: hit.lines, logLines, timeline });
    return timeline;
  }
  const phases = podPhases(index, pod);
  const timeline = { pod, phases, state: podState(phases, logEndTime(index, podNode(index, pod))), summary: podSummary(index, pod, phases) };
  TIMELINES.set(pod, { lines: pod.records.length, logLines, timeline });
  return timeline;
}

/** The node (host) a pod's lines come from: the host of the first of them that names one. */
export function podNode(index: LogIndex, pod: PodInfo): string | undefined {
  const recs = index.parsed.records;
  for (const r of pod.records) {
    const host = recs.at(r).envelope?.host;
    if (host !== undefined) return host;
  }
  return undefined;
}

// A pod's story: its phases in order (first and last time, duration, lines), its state and a plain summary.
import type { PhaseId, PodState } from '../protocol';
import { containersOfPod, hostsMatch, logHasPhase, mirrorOfStaticPod, phaseOf, type KubeletStart, podActionsOf, startAfter, startAtOrBefore, startRecords, type LogIndex, type PodInfo } from './index';
import { evictsPod, PHASE_LABELS, terminalPhaseSaid } from './phases';
import { formatClock, formatDayClock, formatDuration } from './time';
import { fieldValue, messageIs, messageIsAny, messageStartsWith, type LogRecord } from '../parse/types';
import { recordIdentity } from './identity';
import { lowerBound } from './sorted';
import { isProbeFailure, probeRestartMessage, saysContainerRestarts } from './probes';
import { canonicalImage, eventSays, IMAGE_IN_TEXT } from './events';

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
  if (pod.nameWithoutNamespace) return `?/${pod.nameWithoutNamespace}`;
  return `unknown pod (${(pod.uid ?? '?').slice(0, 8)})`;
}

export function podKeyOf(pod: PodInfo): string {
  return pod.uid ?? `${pod.namespace}/${pod.name}`;
}


/**
 * Phases grouped by kind; a restart of the pod's kubelet in between starts a new segment of the same kind, and so does a
 * housekeeping pass (worker-removed, orphan-cleanup) that follows a pass of another kind (remove the worker, tear the orphan down, remove the
 * worker that teardown made: three steps, as the kubelet took them).
 */
export function podPhases(index: LogIndex, pod: PodInfo): PhaseSegment[] {
  const recs = index.parsed.records;
  const starts = startRecords(index);
  const segments: PhaseSegment[] = [];
  const open = new Map<PhaseId, PhaseSegment>();
  let restartCursor = 0;
  let lastPass: PhaseId | undefined;
  let deletionSeen = false;
  let diedSinceDeletion = false;
  // The pod's last container end and last start so far: a restart is a step of its own, not hours of one phase.
  let lastEnd = -1;
  let lastStart = -1;
  // One moving view: nothing here keeps a record (a view per line was most of what a timeline allocated).
  const cursor = recs.cursor?.() ?? recs;
  for (let i = 0; i < pod.records.length; i++) {
    const r = pod.records[i];
    let phase = pod.phases[i];
    const rec = cursor.at(r);
    // A restart of this pod's kubelet (in a log of several nodes, not another node's). The line's host is read only
    // then (most lines have no start before them).
    while (restartCursor < starts.length && starts[restartCursor] <= r) {
      const start = index.kubeletStarts[restartCursor];
      restartCursor++;
      if (!hostsMatch(start.host, rec.envelope?.host)) continue;
      open.clear();
      lastPass = undefined;
    }
    if (!phase) continue;
    // Without the worker's V4 lines the index cannot tell the status manager's final grace-0 DELETE from the first
    // one: a DELETE after the pod's containers died since its deletion is that final one, the API object going.
    if (phase === 'deletion-requested' && deletionSeen && diedSinceDeletion && isSyncDelete(rec)) phase = 'api-removed';
    if (deletionSeen && containerEnded(index, r)) diedSinceDeletion = true;
    // Added again after a deletion (a static pod whose manifest came back): a new life, new segments.
    if (phase === 'config-add' && (open.has('deletion-requested') || open.has('api-removed'))) {
      open.clear();
      lastPass = undefined;
      deletionSeen = false;
      diedSinceDeletion = false;
    }
    if (phase === 'worker-removed' || phase === 'orphan-cleanup') {
      if (lastPass !== undefined && lastPass !== phase) open.delete(phase);
      lastPass = phase;
    }
    // The pod's deletion starts its teardown: lines of a kind it had before (a container removed at start-up, a
    // config update) are new steps after it, not one step that lasted from the start to the teardown.
    // (A pod refused at admission never started: its status lines before and after the deletion are one refusal.)
    if (phase === 'deletion-requested' && !deletionSeen && !open.has('admission-rejected')) {
      deletionSeen = true;
      open.clear();
    }
    // A container that started again after one ended (a crash, a liveness restart, a sidecar's) starts a new segment,
    // and so does an exit after a start since the last exit: `containers started 08:00 → 10:00 (2 h)` was a start and
    // a restart two hours apart.
    const openSeg = open.get(phase);
    if (openSeg && phase === 'containers-started' && openSeg.records[openSeg.records.length - 1] < lastEnd) open.delete(phase);
    else if (openSeg && phase === 'container-exited' && openSeg.records[openSeg.records.length - 1] < lastStart) open.delete(phase);
    // So does a restart after a container started since the last one: two restarts a minute apart are two steps (r41a 7).
    else if (openSeg && phase === 'restart' && openSeg.records[openSeg.records.length - 1] < lastStart) open.delete(phase);
    if (phase === 'containers-started') lastStart = r;
    else if (containerEnded(index, r)) lastEnd = r;
    let seg = open.get(phase);
    if (!seg) {
      // Its times present from the start (one hidden class for every segment: code that reads them stays optimized).
      seg = { phase, label: PHASE_LABELS[phase], records: [], start: undefined, end: undefined };
      open.set(phase, seg);
      segments.push(seg);
    }
    seg.records.push(r);
    const t = rec.time;
    if (t !== undefined) {
      if (seg.start === undefined || t < seg.start) seg.start = t;
      if (seg.end === undefined || t > seg.end) seg.end = t;
    }
  }
  // Housekeeping's cleanup of an orphan's directory is no word of the API's: its own label, in the tree and the report
  // (r57a W3; the phase stays api-removed, which the pod's state reads).
  for (const seg of segments) {
    if (seg.phase === 'api-removed' && seg.records.every((r) => messageStartsWith(index.parsed.records.at(r), 'Cleaned up orphaned pod volumes dir'))) seg.label = DIRECTORY_CLEANED_LABEL;
  }
  // Order by first time; phases without times keep file order.
  return segments
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.start !== undefined && b.s.start !== undefined ? a.s.start - b.s.start || a.i - b.i : a.i - b.i))
    .map((x) => x.s);
}

/** The label of an api-removed segment made only of housekeeping's `Cleaned up orphaned pod volumes dir` lines. */
export const DIRECTORY_CLEANED_LABEL = 'pod directory cleaned up (housekeeping)';

function isSyncDelete(rec: LogRecord): boolean {
  return messageIs(rec, 'SyncLoop DELETE') || messageStartsWith(rec, 'SyncLoop (DELETE, ');
}

/** Phases after which a pod that was not restarted has stopped (a completed Job pod, for instance). */
const ENDED: ReadonlySet<PhaseId> = new Set<PhaseId>([
  'terminated', 'container-exited', 'container-removal', 'volumes-unmounted', 'cgroups-removed', 'garbage-collection', 'worker-removed', 'orphan-cleanup',
]);

/** Phases of lines logged around a pod in any state: they tell nothing of whether it still runs. */
const INCIDENTAL: ReadonlySet<PhaseId> = new Set<PhaseId>(['sandbox', 'running', 'volumes-mounted', 'config-update', 'housekeeping']);

/** Phases that show a deleted pod's teardown got on (after the deletion was asked for). */
// Not a container's removal or garbage collection: those of an earlier, dead instance come in any state (r23a 24).
const DELETION_PROGRESS: readonly PhaseId[] = ['terminated', 'api-removed', 'container-exited', 'volumes-unmounted', 'cgroups-removed', 'worker-removed', 'orphan-cleanup'];

/** Phases only a pod's teardown has (not a crash loop's container removals). */
const TEARDOWN_END: readonly PhaseId[] = ['terminated', 'volumes-unmounted', 'cgroups-removed', 'orphan-cleanup', 'worker-removed'];

/** The longest the kubelet waits before restarting a crashed container: a crash loop quieter than that is over. */
const MAX_BACK_OFF_US = 5 * 60e6;

/**
 * Phases that are one event each (a config source's word, an admission's refusal): a segment of several such lines
 * spans the time between two events, which is no duration of anything (r64a W4: two `SyncLoop ADD` lines 1 min 36 s
 * apart read "config event … 1 min 36 s").
 */
const INSTANT_PHASES: ReadonlySet<PhaseId> = new Set<PhaseId>(['config-add', 'config-update', 'deletion-requested', 'api-removed', 'admission-rejected']);

/** How long a phase segment lasted, in µs: undefined when it has no times, or is made of single events. */
export function segmentDurationUs(s: { phase: string; start?: number; end?: number }): number | undefined {
  if (s.start === undefined || s.end === undefined || INSTANT_PHASES.has(s.phase as PhaseId)) return undefined;
  return s.end - s.start;
}

/** µs as whole ms (undefined stays undefined). */
export function msOf(us: number | undefined): number | undefined {
  return us === undefined ? undefined : Math.round(us / 1000);
}

/**
 * The pod's state at the end of the log, from the order of what happened to it: a static pod re-added after its
 * manifest was removed runs again, a crash loop that stopped (containers started again, no back-off for five minutes)
 * is over, a teardown after a crash loop ends the pod. `logEnd`: the time of the log's last line.
 */
export function podState(phases: PhaseSegment[], logEnd?: number, evicts?: (record: number) => boolean, removesContainerOf?: (start: number, removals: number[]) => 'removed' | 'lost' | undefined, stoppedSince?: (asked: number) => boolean, restartedBetween?: (from: number, to: number) => boolean): PodState {
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
  // Evicted: a line of the eviction phase says the pod was (`evicts`), not only ranked or refused as critical.
  let evicted = -Infinity;
  for (const s of phases) if (s.phase === 'eviction') for (const r of s.records) if (r > evicted && (!evicts || evicts(r))) evicted = r;
  if (evicted > -Infinity && evicted >= readded) return 'evicted';
  // Refused by admission (taints, resources, node pressure): it never ran here, whatever the status lines say.
  // A pod that ran and is refused again (its kubelet's restart admits every pod anew) is killed: refused too.
  if (has('admission-rejected') && latest('admission-rejected') > latest('containers-started')) return 'rejected';
  const deleted = Math.max(latest('deletion-requested'), latest('api-removed'));
  if ((has('deletion-requested') || has('api-removed')) && deleted >= readded) {
    // Deleted once the log shows the teardown end or a step of it after the request (the worker's terminated, the API
    // object removed, containers exited or removed, volumes, cgroups); until then the pod is still terminating (one
    // stuck in Terminating is what the user may be looking into).
    let progressed = -Infinity;
    for (const p of DELETION_PROGRESS) progressed = Math.max(progressed, latest(p));
    const asked = latest('deletion-requested');
    if (progressed > asked) return 'deleted';
    // A removal after the request of the container started last (the running one; not an earlier instance's).
    const startedLast = latest('containers-started');
    if (startedLast > -Infinity && removesContainerOf) {
      const removals: number[] = [];
      for (const seg of phases) if (seg.phase === 'container-removal') for (const r of seg.records) if (r > asked) removals.push(r);
      if (removals.length && removesContainerOf(startedLast, removals) === 'removed') return 'deleted';
    }
    // Its containers stopped since: the worker says so (`Pod terminated all containers successfully`, --v=4), or every
    // container a teardown's kill named ended (PLEG), as the summary tells it.
    return stoppedSince?.(asked) ? 'deleted' : 'terminating';
  }
  // A crash loop of an earlier life (before the pod was added again) says nothing of this one.
  const crash = latest('crash-loop');
  if (crash > -Infinity && crash >= readded) {
    // Torn down after the crash loop (volumes unmounted, cgroups removed): the pod ended.
    let ended = -Infinity;
    for (const p of TEARDOWN_END) ended = Math.max(ended, latest(p));
    const startedSince = latest('containers-started') > crash;
    const quietSince = logEnd !== undefined && logEnd - lastTime('crash-loop') >= MAX_BACK_OFF_US;
    if (ended > crash) return 'terminated';
    // Its container could not even be created after the loop (`CreateContainerError`, a name still reserved), and none
    // started since: the pod is failing to start, no longer looping (r35a 09).
    const startFailed = latest('start-failed');
    if (startFailed > crash && startFailed >= latest('containers-started')) return 'failing-to-start';
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
  // A pod added again after its containers ended, with none started since, is a restarted kubelet listing a finished
  // pod (a Job's) again, not a new life: the API never adds a UID twice (r23a 36).
  let endedAt = -Infinity;
  for (const p of ENDED) endedAt = Math.max(endedAt, latest(p));
  // Nothing after that ADD may show the pod alive again: a sandbox made, volumes mounted, a sync (a DaemonSet's pod
  // after a node's reboot, corpus C7, is listed and started again).
  const aliveAfter = (r: number) => latest('containers-started') > r || latest('sandbox') > r || latest('volumes-mounted') > r || latest('image-pull') > r || latest('running') > r;
  // And its kubelet restarted between the end and the ADD: a restarted kubelet's first relist reports a container of
  // the previous run finished just before it lists the pods, which run on (corpus C7 line 641).
  const relistOfEnded = (seg: PhaseSegment) =>
    seg.phase === 'config-add' && seg.records[0] > endedAt && endedAt > -Infinity && !aliveAfter(seg.records[0]) && restartedBetween?.(endedAt, seg.records[0]) === true;
  for (const s of phases) {
    const r = s.records[s.records.length - 1] ?? -1;
    if (!INCIDENTAL.has(s.phase) && !relistOfEnded(s) && r > lastRecord) {
      last = s;
      lastRecord = r;
    }
  }
  // A removal (or garbage collection) while the container started last was never seen to stop is of an earlier
  // container (an init container, a previous attempt, an error about a container already gone): the pod still runs.
  if (last && (last.phase === 'container-removal' || last.phase === 'garbage-collection')) {
    const started = latest('containers-started');
    const stoppedSince = Math.max(latest('container-exited'), latest('terminating'), latest('terminated'));
    const removals: number[] = [];
    for (const seg of phases) if (seg.phase === 'container-removal' || seg.phase === 'garbage-collection') for (const r of seg.records) if (r > started) removals.push(r);
    if (started > -Infinity && started > stoppedSince) {
      const said = removesContainerOf?.(started, removals);
      // Only the runtime's NotFound for the container started last: it lost a container the kubelet had running.
      if (said === 'lost') return 'unknown';
      if (said === undefined) return 'running';
    }
  }
  if (last && ENDED.has(last.phase)) {
    // A container's exit and its removal are all the log shows of the pod (it opens on a crash, a restart, a job's
    // end, or the garbage collection of a running pod's dead containers): no more is known.
    const exitOnly = (p: PhaseId) => p === 'container-exited' || p === 'container-removal';
    if (exitOnly(last.phase) && phases.every((s) => exitOnly(s.phase) || INCIDENTAL.has(s.phase))) return 'unknown';
    return 'terminated';
  }
  // A sandbox being made (`No ready sandbox for pod can be found. Need to start a new one`) is a pod starting, or
  // failing to: by itself it says nothing of a running pod.
  if (has('containers-started') || has('running') || has('config-add') || has('config-update')) return 'running';
  // A log that shows only the pod being stopped (its kill, a kill that failed; r40a 05) shows it terminating.
  if (last?.phase === 'terminating' && phases.every((s) => s.phase === 'terminating' || INCIDENTAL.has(s.phase))) return 'terminating';
  return 'unknown';
}

/** What a pod's summary looks for among its lines, read in one pass (a pod may have a hundred thousand lines). */
interface SummaryMarks {
  stopped?: number;
  removed?: number;
  sandboxGc?: number;
  probeFailures: number;
  /** The kubelet's restarts of a container for a failed probe. */
  probeRestarts: number[];
}

/** What a line is to a pod's summary (summaryMarks): each kind is a message of its own, so a line is one at most. */
const enum SummaryLine {
  Other = 1,
  Stopped,
  Remove,
  SandboxGc,
  ProbeFailure,
  ProbeRestart,
}

function summaryLineOf(rec: LogRecord): SummaryLine {
  if (messageIs(rec, 'Pod terminated all containers successfully') || messageIs(rec, 'Pod termination stopped all running containers')) return SummaryLine.Stopped;
  if (messageIs(rec, 'SyncLoop REMOVE')) return SummaryLine.Remove;
  if (messageIs(rec, 'Removing sandbox')) return SummaryLine.SandboxGc;
  if (isProbeFailure(rec)) return SummaryLine.ProbeFailure;
  if (probeRestartMessage(rec) !== undefined) return SummaryLine.ProbeRestart;
  return SummaryLine.Other;
}

/**
 * summaryLineOf by klog tail id (0: not read yet): lines that share a tail have the same message, style, file and
 * fields, which is all it reads. Every pod's lines are read for its summary, most of them repeats.
 */
const SUMMARY_LINES = new WeakMap<LogIndex, Uint8Array>();

/** `from`: the first line of the pod's life the summary tells (a static pod added again starts a new one). */
function summaryMarks(index: LogIndex, pod: PodInfo, from: number): SummaryMarks {
  const marks: SummaryMarks = { probeFailures: 0, probeRestarts: [] };
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  let byTail = SUMMARY_LINES.get(index) ?? new Uint8Array(0);
  for (const r of pod.records) {
    if (r < from) continue;
    const rec = recs.at(r);
    const tail = rec.tailId ?? 0;
    let kind: number;
    if (tail === 0) kind = summaryLineOf(rec);
    else {
      if (tail >= byTail.length) {
        const grown = new Uint8Array(Math.max(tail + 1, byTail.length * 2, 1024));
        grown.set(byTail);
        byTail = grown;
        SUMMARY_LINES.set(index, byTail);
      }
      kind = byTail[tail];
      if (kind === 0) kind = byTail[tail] = summaryLineOf(rec);
    }
    if (kind === SummaryLine.Other) continue;
    if (kind === SummaryLine.Stopped) {
      if (marks.stopped === undefined) marks.stopped = r;
    } else if (kind === SummaryLine.Remove) {
      // A static pod's manifest removed (source "file") is no API removal: its phase says which it was (reading the
      // line's fields here would read it back from the file, a piece of it for each pod).
      if (marks.removed === undefined && phaseOf(index, r) !== 'deletion-requested') marks.removed = r;
    } else if (kind === SummaryLine.SandboxGc) {
      if (marks.sandboxGc === undefined) marks.sandboxGc = r;
    } else if (kind === SummaryLine.ProbeFailure) marks.probeFailures++;
    else marks.probeRestarts.push(r);
  }
  return marks;
}

/** Whether a line says the kubelet evicted the pods it names (phases.ts evictsPod). */
function evictionsOf(index: LogIndex): (record: number) => boolean {
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  // The kubelet's own `Evicted` event (1.21+ `Event occurred` reason="Evicted", r49a 26) as its printf form.
  return (r) => {
    const rec = recs.at(r);
    return evictsPod(rec.message) || (messageIs(rec, 'Event occurred') && fieldValue(rec, 'reason') === 'Evicted');
  };
}

/**
 * What `removals` say of the container whose PLEG start is line `start`: `removed` (its removal or death ends the pod
 * even when its exit was never logged: PLEG's channel full, journald's rate limit), `lost` (only errors about it, such
 * as the runtime's NotFound), or nothing.
 */
function removalsOf(index: LogIndex): (start: number, removals: number[]) => 'removed' | 'lost' | undefined {
  const recs = index.parsed.records;
  // A removal said (or its death), not an error about the container: the runtime's NotFound for a container PLEG
  // reported running says it lost it, not that the pod ended.
  const removes = (r: number) => {
    if (index.plegEvents.get(r)?.type === 'ContainerDied') return true;
    const rec = recs.at(r);
    return messageIs(rec, 'RemoveContainer') || messageStartsWith(rec, 'Removing container') || messageStartsWith(rec, 'Removing init container') || messageStartsWith(rec, '[topologymanager] RemoveContainer');
  };
  return (start, removals) => {
    const id = index.plegEvents.get(start)?.data;
    const records = id ? index.containers.get(id)?.records : undefined;
    if (!records) return undefined;
    let said: 'removed' | 'lost' | undefined;
    for (const r of removals) {
      if (records[lowerBound(records, r)] !== r) continue;
      if (removes(r)) return 'removed';
      said = 'lost';
    }
    return said;
  };
}

/**
 * Whether the pod's containers stopped after line `asked` (its deletion request): the pod worker's word that it stopped
 * every container, or the end of every container a teardown's kill after it named.
 */
function stoppedSinceOf(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): (asked: number) => boolean {
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  return (asked) => {
    for (const seg of phases) {
      if (seg.phase !== 'terminating' || seg.records[seg.records.length - 1] <= asked) continue;
      for (const r of seg.records) {
        if (r <= asked) continue;
        const rec = recs.at(r);
        if (messageIsAny(rec, WORKER_STOPPED)) return true;
      }
      // (A sandbox stop failing since keeps it Terminating: stuckInTeardown, r24b 30.)
      // Each container the kill named ended, and no other container of the pod is still seen running (r45a 21: one
      // of two containers killed is no teardown that stopped the pod).
      if (killedContainersEnded(index, pod, seg) !== undefined && !containerAliveBesides(index, pod, killedBy(index, seg.records).ids)) return true;
    }
    return false;
  };
}

/**
 * A deleted pod whose teardown's kill kept failing after every step it reached (the sandbox's stop failing after the
 * app container died; nothing since: the API object, the volumes, the cgroups): stuck in Terminating (r25a 11, 14).
 */
function stuckInTeardown(index: LogIndex, phases: PhaseSegment[]): boolean {
  const recs = index.parsed.records;
  let failed = -1;
  let ended = -1;
  let asked = -1;
  for (const s of phases) {
    const last = s.records[s.records.length - 1] ?? -1;
    if (s.phase === 'deletion-requested') asked = Math.max(asked, last);
    if (STUCK_ENDS.has(s.phase)) ended = Math.max(ended, last);
    if (s.phase !== 'terminating') continue;
    for (let i = s.records.length - 1; i >= 0 && s.records[i] > failed; i--) {
      const rec = recs.at(s.records[i]);
      // The pod worker says its kill got through: a later failure is another stop's (garbage collection's).
      if (messageIsAny(rec, WORKER_STOPPED)) ended = Math.max(ended, s.records[i]);
      else if (isTeardownFailure(rec)) failed = s.records[i];
    }
  }
  return asked >= 0 && failed > asked && failed > ended;
}

/** Steps after a sandbox's stop: a kill failing before them was retried and got through. */
const STUCK_ENDS: ReadonlySet<PhaseId> = new Set<PhaseId>(['terminated', 'api-removed', 'volumes-unmounted', 'cgroups-removed', 'worker-removed', 'orphan-cleanup']);

/** The pod worker's teardown failures after `since`, the runtime's own line for each counted once. */
function teardownFailures(recs: { at(r: number): LogRecord }, seg: PhaseSegment, since: number): number[] {
  return seg.records.filter((r) => r > since && isTeardownFailure(recs.at(r)) && !messageIs(recs.at(r), 'StopPodSandbox from runtime service failed'));
}

function isTeardownFailure(rec: LogRecord): boolean {
  // The message is compared first (without reading a let-go line back from the file); only a kill's failure is read.
  let text: string | undefined;
  if (messageIs(rec, 'StopPodSandbox from runtime service failed')) text = fieldValue(rec, 'err') ?? '';
  else if (messageIs(rec, 'Error syncing pod, skipping')) {
    const err = fieldValue(rec, 'err') ?? '';
    if (err.includes('KillPodSandboxError') || err.includes('KillContainerError')) text = err;
  } else if (rec.style === 'printf' && (messageStartsWith(rec, 'error killing pod: ') || messageStartsWith(rec, 'Error syncing pod ') || messageStartsWith(rec, 'StopPodSandbox '))) {
    const m = rec.message;
    if (messageStartsWith(rec, 'error killing pod: ') || m.includes('KillPodSandboxError') || m.includes('KillContainerError') || m.includes(' from runtime service failed')) text = m;
  }
  // A sandbox or container the runtime no longer has is stopped: NotFound is no failure to stop it.
  return text !== undefined && !text.includes('code = NotFound');
}

/** Whether the pod's node's kubelet started between two of its lines. */
function restartsOf(index: LogIndex, pod: PodInfo): (from: number, to: number) => boolean {
  return (from, to) => {
    const host = index.parsed.records.at(pod.records[0] ?? from).envelope?.host;
    const start = startAfter(index, from, host);
    return start !== undefined && start.record < to;
  };
}

/** The first line of the eviction phase that says the pod was evicted. */
function firstEviction(index: LogIndex, evictions: PhaseSegment): number | undefined {
  const evicts = evictionsOf(index);
  return evictions.records.find(evicts);
}

/** Lines that say a pod's volumes were unmounted, not only that unmounting began or waits. */
const UNMOUNTED_LINES = ['All volumes are unmounted for pod', 'Pod termination unmounted volumes', 'Pod termination cleaned up volume paths'];

function unmountsEnded(index: LogIndex, unmounts: PhaseSegment): boolean {
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  // The structured lines first: they are kept in memory, while a printf line let go is read back from the file.
  if (unmounts.records.some((r) => messageIsAny(recs.at(r), UNMOUNTED_LINES))) return true;
  return unmounts.records.some((r) => {
    const rec = recs.at(r);
    return rec.style === 'printf' && messageStartsWith(rec, 'UnmountVolume.TearDown succeeded');
  });
}

const EXIT_LINES = ['Generic (PLEG): container finished', 'Container exited normally'];

/**
 * Without the V4 line that says the teardown stopped every container: the line at which the last container its kill
 * lines name had exited (PLEG's ContainerDied or `container finished`), if each of them did; undefined otherwise.
 */
function killedContainersEnded(index: LogIndex, pod: PodInfo, terminating: PhaseSegment): number | undefined {
  const recs = index.parsed.records;
  const killed = new Set<string>();
  for (const r of terminating.records) {
    const rec = recs.at(r);
    if (!messageStartsWith(rec, 'Killing container')) continue;
    for (const id of recordIdentity(rec)?.containers ?? []) killed.add(id);
  }
  if (!killed.size) return undefined;
  const first = terminating.records[0];
  let last: number | undefined;
  for (const r of pod.records) {
    if (r <= first) continue;
    const pleg = index.plegEvents.get(r);
    const ids = pleg ? (pleg.type === 'ContainerDied' ? [pleg.data] : []) : messageIsAny(recs.at(r), EXIT_LINES) ? (recordIdentity(recs.at(r))?.containers ?? []) : [];
    for (const id of ids) {
      if (id && killed.delete(id)) last = r;
    }
    if (!killed.size) return last;
  }
  return undefined;
}

/**
 * Whether record `r` says a container ended: PLEG's ContainerDied, or an exit line. The sandbox's end is a teardown's
 * own step, not a container that was running.
 */
function containerEnded(index: LogIndex, r: number): boolean {
  const pleg = index.plegEvents.get(r);
  return pleg ? pleg.type === 'ContainerDied' && index.containers.get(pleg.data)?.kind !== 'sandbox' : messageIsAny(index.parsed.records.at(r), EXIT_LINES);
}

/** Whether a container of the pod died (PLEG ContainerDied, an exit line) at or after `since` (µs), from record `from` on. */
function diedSince(index: LogIndex, pod: PodInfo, from: number, since: number): boolean {
  const recs = index.parsed.records;
  for (let k = lowerBound(pod.records, from); k < pod.records.length; k++) {
    const r = pod.records[k];
    if (!containerEnded(index, r)) continue;
    const t = recs.at(r).time;
    if (t !== undefined && t >= since) return true;
  }
  return false;
}

/**
 * The segments of the pod's last life: from the `SyncLoop ADD` that brought it back after a deletion (a static pod
 * whose manifest was removed and put back), with the number of deletions before; the whole list otherwise.
 */
function lastLife(index: LogIndex, phases: PhaseSegment[]): { phases: PhaseSegment[]; deletionsBefore: number } {
  let deletions = 0;
  let at = -1;
  let counted = 0;
  const recs = index.parsed.records;
  // Only the config source adding it again counts (`Pod is being synced for the first time` after a deletion is the
  // same life's teardown).
  const isAdd = (s: PhaseSegment) => s.records.some((r) => messageStartsWith(recs.at(r), 'SyncLoop ADD') || messageStartsWith(recs.at(r), 'SyncLoop (ADD'));
  for (let i = 0; i < phases.length; i++) {
    const p = phases[i].phase;
    if (p === 'deletion-requested') deletions++;
    else if (p === 'config-add' && deletions > counted && isAdd(phases[i])) {
      at = i;
      counted = deletions;
    }
  }
  return at < 0 ? { phases, deletionsBefore: 0 } : { phases: phases.slice(at), deletionsBefore: counted };
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

/**
 * A short plain-language account, e.g. "deleted at 17:16:31.865; containers stopped in 0.39 s; ...", of the pod's last
 * life (a static pod added again after its deletion is told from that addition on); `state` from podState.
 */
/**
 * formatClock, with the day (`Jan 18 03:01:00.000`) when the log's pods (or this pod's own lines) fall on more than one
 * day: the report then writes every time with its day, and a summary must read as its rows do (r64a U7).
 */
function clockFor(index: LogIndex, pod: PodInfo): (micros: number) => string {
  const day = (t: number) => Math.floor(t / 86_400_000_000);
  const ownDays = pod.firstTime !== undefined && pod.lastTime !== undefined && day(pod.firstTime) !== day(pod.lastTime);
  return ownDays || podsSpanDays(index) ? formatDayClock : (t) => formatClock(t);
}

const SPANS_DAYS = new WeakMap<LogIndex, { pods: number; records: number; spans: boolean }>();

/** Whether the times of the log's pods fall on more than one day (kept per index until it grows). */
function podsSpanDays(index: LogIndex): boolean {
  const known = SPANS_DAYS.get(index);
  if (known && known.pods === index.pods.length && known.records === index.parsed.records.length) return known.spans;
  let first = Infinity;
  let last = -Infinity;
  for (const p of index.pods) {
    if (p.firstTime !== undefined && p.firstTime < first) first = p.firstTime;
    if (p.lastTime !== undefined && p.lastTime > last) last = p.lastTime;
  }
  const spans = first <= last && Math.floor(first / 86_400_000_000) !== Math.floor(last / 86_400_000_000);
  SPANS_DAYS.set(index, { pods: index.pods.length, records: index.parsed.records.length, spans });
  return spans;
}

/** How soon after a kubelet start its pods' additions are its listing of them. */
const LISTED_AT_START_US = 60e6;

export function podSummary(index: LogIndex, pod: PodInfo, allPhases: PhaseSegment[], state?: PodState): string {
  const { phases, deletionsBefore } = lastLife(index, allPhases);
  // A pod whose lines span more than one day has its times said with their day: "evicted at 03:01:00.000; deleted at
  // 03:01:00.623" read as 0.6 s apart when the two were a day apart.
  const clock = clockFor(index, pod);
  const seg = (p: PhaseId) => phases.find((s) => s.phase === p);
  const parts: string[] = [];
  const added = seg('config-add');
  if (deletionsBefore && added?.start !== undefined) parts.push(`added again at ${clock(added.start)} after ${deletionsBefore} deletion${deletionsBefore === 1 ? '' : 's'}`);
  const started = seg('containers-started');
  const deletion = seg('deletion-requested');
  const evictions = seg('eviction');
  const evictedAt = evictions && firstEviction(index, evictions);
  const evicted = evictedAt !== undefined ? evictions : undefined;
  if (added?.start !== undefined && !deletion && !deletionsBefore) {
    // A kubelet lists every pod it runs as it starts: such an addition is the restarted kubelet's listing, not the
    // pod's creation (r47a D6: pods running for months read "added at" the restart).
    const start = listedAtStart(index, pod, added);
    parts.push(start?.time !== undefined ? `listed at ${clock(added.start)} by the kubelet started at ${clock(start.time)}` : `added at ${clock(added.start)}`);
  }
  const rejected = seg('admission-rejected');
  if (rejected?.start !== undefined) {
    const why = rejectionReason(index, rejected.records);
    parts.push(`rejected at admission at ${clock(rejected.start)}${why ? ` (${why})` : ''}`);
  }
  if (started?.start !== undefined && !deletion) parts.push(`containers started at ${clock(started.start)}`);
  const crash = seg('crash-loop');
  if (crash) {
    // The back-off lines only: the phase also holds the loop's removals of the dead containers (r57a W2: 369 lines
    // for 174 back-offs).
    const backOffs = crash.records.filter((r) => isBackOffLine(index.parsed.records.at(r)));
    const n = backOffs.length || crash.records.length;
    const first = timeOf(index, backOffs[0] ?? crash.records[0]);
    const last = timeOf(index, backOffs[backOffs.length - 1] ?? crash.records[crash.records.length - 1]);
    const looping = loopingContainers(index, pod, backOffs);
    const lines = `${looping}${n} back-off line${n === 1 ? '' : 's'}${n > 1 && first !== undefined && last !== undefined ? ` over ${formatDuration(last - first)}` : ''}`;
    // A loop that is over (containers started again, no back-off for five minutes) is told as past.
    if (state === undefined || state === 'crash-looping') parts.push(`crash-looping: ${lines}`);
    // The last back-off, not the phase's end: its last line may be a removal of the dead container (r64a W3).
    else parts.push(`crash-looped: ${lines}${last !== undefined ? `, the last at ${clock(last)}` : ''}`);
  }
  const oom = seg('oom');
  if (oom?.start !== undefined) parts.push(`OOM at ${clock(oom.start)}`);
  const evictedTime = timeOf(index, evictedAt);
  if (evictedTime !== undefined) parts.push(`evicted at ${clock(evictedTime)}`);
  else if (evictions?.start !== undefined && evictedAt === undefined) parts.push(`considered for eviction at ${clock(evictions.start)}, not evicted`);
  // "Deleted" once the log shows the teardown end (terminated, the API object removed); a pod whose deletion was only
  // asked for may be the one stuck Terminating that the user is looking into.
  const found = summaryMarks(index, pod, phases[0]?.records[0] ?? 0);
  const teardownEnded = seg('terminated') || seg('api-removed') || found.removed !== undefined;
  if (deletion?.start !== undefined) parts.push(`${teardownEnded ? 'deleted' : 'deletion requested'} at ${clock(deletion.start)}`);
  const stopStart = deletion?.start ?? seg('terminating')?.start;
  const terminating = seg('terminating');
  // Without the V4 line that says so, the teardown's end is the exit of the last container it killed (PLEG).
  const stoppedAt = found.stopped ?? (terminating && !seg('terminated') ? killedContainersEnded(index, pod, terminating) : undefined);
  const stopped = timeOf(index, stoppedAt);
  // A container killed in a running pod (a liveness restart) is no teardown of the pod.
  const tornDown = deletion || evicted || seg('terminated') || (state !== undefined && state !== 'running' && state !== 'crash-looping');
  // The worker says it stopped the running containers also when none was running (a Job's that had exited, a pod refused
  // at admission): with no kill in its teardown and no container dying after the deletion, there was nothing to stop.
  // A log that opens in the teardown (its first phase) may have missed the kill.
  const noKill =
    found.stopped !== undefined && stoppedAt === found.stopped && tornDown &&
    !phases.some((s) => s.phase === 'terminating' && s.records.some((r) => messageStartsWith(index.parsed.records.at(r), 'Killing container')));
  if (noKill && phases[0]?.phase === 'terminating') parts.push('containers stopped (the stop began before the log)');
  else if (noKill && !(stopStart !== undefined && diedSince(index, pod, phases[0]?.records[0] ?? 0, stopStart))) parts.push('no running container to stop');
  else if (stopStart !== undefined && stopped !== undefined && stopped >= stopStart && (tornDown || found.stopped !== undefined)) parts.push(`containers stopped in ${formatDuration(stopped - stopStart)}`);
  else if (tornDown && terminating && !seg('terminated')) {
    const byShutdown = killedByShutdownSinceStart(index, phases);
    const relisted = byShutdown && state === 'unknown' ? relistedAfterShutdownKill(index, pod, phases) : undefined;
    const listedAt = relisted && timeOf(index, relisted.listed);
    // A pod the shutdown killed whose end shows otherwise (terminated by its containers' exits) is no "no end seen" (r77a P8).
    if (relisted) parts.push(`killed by the node's graceful shutdown; listed again${listedAt !== undefined ? ` at ${clock(listedAt)}` : ''} by the kubelet started${relisted.start.time !== undefined ? ` at ${clock(relisted.start.time)}` : ' after it'}, no line since says what became of it`);
    else parts.push(!byShutdown ? 'containers being stopped (no end seen)' : state === 'terminating' || state === undefined ? 'killed by the node\'s graceful shutdown, no end seen' : 'killed by the node\'s graceful shutdown');
  }
  if (terminating && stoppedAt !== undefined && stoppedAt !== found.stopped) {
    const failures = teardownFailures(index.parsed.records, terminating, stoppedAt);
    const last = timeOf(index, failures[failures.length - 1]);
    if (failures.length) parts.push(`its teardown then failed ${failures.length === 1 ? 'once' : `${failures.length} times`}${last !== undefined ? `, the last at ${clock(last)}` : ''}`);
  }
  // A running pod's container killed for a failed probe is a restart: said with the kubelet's words.
  for (const r of found.probeRestarts.slice(0, 3)) {
    const said = probeRestartMessage(index.parsed.records.at(r))!;
    const t = timeOf(index, r);
    parts.push(`${said.charAt(0).toLowerCase()}${said.slice(1).replace(/[.,] (?:will be restarted|Container will be killed and recreated\.)$/, '')}: restarted${t !== undefined ? ` at ${clock(t)}` : ''}`);
  }
  if (found.probeRestarts.length > 3) parts.push(`${found.probeRestarts.length} probe restarts in all`);
  const unmounts = seg('volumes-unmounted');
  if (unmounts) parts.push(unmountsEnded(index, unmounts) ? 'volumes unmounted' : 'volumes being unmounted (no end seen)');
  // The phase holds the removal's failures too: "removed" only when a line says so.
  const cgroups = phases.filter((p) => p.phase === 'cgroups-removed');
  if (cgroups.length) {
    const said = (m: string) => cgroups.some((p) => p.records.some((r) => messageIs(index.parsed.records.at(r), m)));
    parts.push(said('Pod termination removed cgroups') || !said('Failed to delete cgroup paths') ? 'cgroups removed' : 'cgroup removal failed (no success seen)');
  }
  const removedAt = timeOf(index, found.removed) ?? seg('api-removed')?.start;
  // Housekeeping's cleanup of an orphaned pod's directory shows the pod gone from the kubelet's pods (removed from the
  // API, or of a boot before), not the API's word (r51a A1).
  const apiRemoved = seg('api-removed');
  const onlyDirCleanup = found.removed === undefined && apiRemoved !== undefined && apiRemoved.records.every((r) => messageStartsWith(index.parsed.records.at(r), 'Cleaned up orphaned pod volumes dir'));
  if (removedAt !== undefined) parts.push(onlyDirCleanup ? `housekeeping cleaned up its directory as an orphan's at ${clock(removedAt)} (the pod was no longer among the kubelet's pods)` : `API object removed at ${clock(removedAt)}`);
  const orphan = seg('orphan-cleanup');
  // "Again" only after a teardown of its own (the seed's stale runtime cache); a pod the kubelet never knew (its restart
  // lost it) is torn down once, as an orphan.
  const before = (p: PhaseId) => phases.some((s) => s.phase === p && s.start !== undefined && orphan?.start !== undefined && s.start < orphan.start);
  if (orphan?.start !== undefined) parts.push(`housekeeping tore it down ${before('terminating') || before('terminated') ? 'again ' : ''}as an orphan at ${clock(orphan.start)}`);
  const sandboxGc = timeOf(index, found.sandboxGc);
  const ref = removedAt ?? deletion?.start;
  if (sandboxGc !== undefined) {
    const after = removedAt !== undefined ? 'the API removal' : 'the deletion';
    parts.push(ref !== undefined && sandboxGc >= ref ? `sandbox garbage-collected ${formatDuration(sandboxGc - ref)} after ${after}` : `sandbox garbage-collected at ${clock(sandboxGc)}`);
  }
  // Running: said with the pod's last line (its periodic syncs are logged only at some verbosities, so how long the
  // "syncing" lines last says nothing of how long it ran).
  const lastRunning = phases.filter((p) => p.phase === 'running').pop();
  // Stuck in ContainerCreating on its volumes: its syncs are no sign of running.
  const volumeWaits = state === 'failing-to-start' ? volumeWaitFailures(index, phases) : [];
  const lastWait = timeOf(index, volumeWaits[volumeWaits.length - 1]);
  // Each timeout is told twice (the volume manager's line, then the pod worker's): counted once.
  const recsView = index.parsed.records;
  const own = volumeWaits.filter((r) => !isPodWorkerEcho(recsView.at(r))).length;
  const timeouts = own || volumeWaits.length;
  const pulls = state === 'starting' ? phases.filter((p) => p.phase === 'image-pull') : [];
  const lastPull = pulls.length ? pulls[pulls.length - 1].records[pulls[pulls.length - 1].records.length - 1] : undefined;
  const sandboxAsked = state === 'starting' && lastPull === undefined ? sandboxSetUpAt(index, phases, true) ?? sandboxSetUpAt(index, phases, false) : undefined;
  if (lastPull !== undefined) {
    const pulled = eventSays(recsView.at(lastPull), 'Successfully pulled image');
    const t = timeOf(index, lastPull);
    parts.push(`starting at the end of the log: ${pulled ? 'its image pulled' : 'its image being pulled'}${t !== undefined ? ` at ${clock(t)}` : ''}, no container started yet`);
  } else if (state === 'starting' && waitingForServices(index, phases)) {
    const failed = phases.filter((p) => p.phase === 'start-failed').pop();
    parts.push(`starting at the end of the log: its containers wait for the kubelet's first list of Services${failed?.end !== undefined ? ` (last tried at ${clock(failed.end)})` : ''}`);
  } else if (state === 'starting' && sandboxAsked !== undefined) {
    const t = timeOf(index, sandboxAsked);
    parts.push(`starting at the end of the log: its sandbox being set up${t !== undefined ? ` since ${clock(t)}` : ''}, no container started since`);
  } else if ((state === 'starting' || state === 'unknown') && onlyAdded(pod, phases, index)) {
    parts.push(state === 'starting'
      ? 'starting at the end of the log: no container of it started yet'
      : 'no line of this log shows any pod\'s container starting (a verbosity below `--v=2`): whether it started is not known');
  } else if (volumeWaits.length) parts.push(`volumes not attached or mounted: the wait timed out ${timeouts === 1 ? 'once' : `${timeouts} times`}${lastWait !== undefined ? `, the last at ${clock(lastWait)}` : ''}`);
  else if (!deletion && !evicted && lastRunning?.end !== undefined && !seg('terminated')) {
    const lastLine = pod.lastTime ?? lastRunning.end;
    // The kubelet's own `Got phase … phase=Failed|Succeeded` is no sign of running: its containers ended for good (r54a 41).
    const ended = state === 'running' ? undefined : endedPhase(index, pod);
    const endedAt = ended && timeOf(index, ended.record);
    if (ended) parts.push(endedPhaseSaid(index, ended, clock));
    else parts.push(state === 'running' ? `running at the end of the log (its last line at ${clock(lastLine)})` : `last seen running at ${clock(lastRunning.end)}`);
  } else if (!deletion && !evicted && state === 'terminated') {
    // Ended without a deletion (a Job's pod kept in the API): the kubelet's own word on how, when it gave one.
    const ended = endedPhase(index, pod);
    if (ended) parts.push(endedPhaseSaid(index, ended, clock));
  }
  const probeFailures = found.probeFailures;
  if (probeFailures) parts.push(`${probeFailures} probe failure${probeFailures === 1 ? '' : 's'}`);
  if (!parts.length) {
    const last = phases[phases.length - 1];
    if (last) parts.push(`last phase: ${last.label}${last.end !== undefined ? ` at ${clock(last.end)}` : ''}`);
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

/** How far after a kubelet start its relist (`SyncLoop ADD` of the pods it runs) is looked for. */
const RELIST_LOOKAHEAD_LINES = 5000;

/**
 * A pod still running (or stopping) at its last line whose node's kubelet restarted after it and listed its pods
 * again without it: the log no longer says where it is (deleted while the node was down, a reboot; r23a 35).
 */
function afterRestart(index: LogIndex, pod: PodInfo, state: PodState): PodState {
  if (state !== 'starting' && state !== 'running' && state !== 'crash-looping' && state !== 'failing-to-start' && state !== 'terminating') return state;
  const last = pod.records[pod.records.length - 1];
  if (last === undefined) return state;
  const recs = index.parsed.records;
  const host = recs.at(last).envelope?.host;
  const start = startAfter(index, last, host);
  if (!start) return state;
  // Only a pod the API server gave (its own `SyncLoop ADD` says so): a static pod comes back from its manifest, and
  // a pod the log never showed being added may come from either.
  const view = recs.cursor?.() ?? recs;
  if (!pod.records.some((r) => isApiAdd(view.at(r)))) return state;
  let memo = RELISTED.get(index);
  if (!memo) RELISTED.set(index, (memo = new Map()));
  const key = `${start.record}\u0000${host ?? ''}`;
  let relisted = memo.get(key);
  if (relisted === undefined) {
    const next = startAfter(index, start.record, host)?.record ?? recs.length;
    const end = Math.min(next, recs.length, start.record + RELIST_LOOKAHEAD_LINES);
    relisted = false;
    const cursor = recs.cursor?.() ?? recs;
    for (let r = start.record + 1; r < end && !relisted; r++) {
      const rec = cursor.at(r);
      relisted = hostsMatch(rec.envelope?.host, host) && isApiAdd(rec);
    }
    // Kept once decided: found, or looked for as far as it will ever be (a growing log may still bring it).
    if (relisted || end < recs.length) memo.set(key, relisted);
  }
  return relisted ? 'unknown' : state;
}

/** The kubelet start whose listing of its pods the addition is (within LISTED_AT_START_US of it), if any. */
function listedAtStart(index: LogIndex, pod: PodInfo, added: PhaseSegment): KubeletStart | undefined {
  if (added.start === undefined) return undefined;
  const start = startAtOrBefore(index, added.records[0], podNode(index, pod));
  if (start === undefined || start.time === undefined || added.start - start.time > LISTED_AT_START_US || added.start < start.time) return undefined;
  // The listing is the first `SyncLoop ADD` of its source after the start: a pod in a later one was added after the
  // start, a new pod (r77a P6).
  const recs = index.parsed.records;
  const add = added.records.find((r) => syncLoopAddSource(recs.at(r)) !== undefined);
  if (add === undefined) return start;
  const source = syncLoopAddSource(recs.at(add));
  const host = recs.at(add).envelope?.host;
  if (add - start.record > 5000) return undefined;
  for (let r = start.record + 1; r < add; r++) {
    const rec = recs.at(r);
    if (syncLoopAddSource(rec) === source && hostsMatch(rec.envelope?.host, host)) return undefined;
  }
  return start;
}

/** The source of a `SyncLoop ADD` line (`api`, `file`; structured or printf), else undefined. */
function syncLoopAddSource(rec: LogRecord): string | undefined {
  if (messageIs(rec, 'SyncLoop ADD')) return fieldValue(rec, 'source') ?? '';
  if (rec.style === 'printf' && messageStartsWith(rec, 'SyncLoop (ADD, ')) return /^SyncLoop \(ADD, "([a-z]{1,10})"\)/.exec(rec.message)?.[1] ?? '';
  return undefined;
}

/** Whether the node's shutdown manager began killing the pod after its last container start. */
function killedByShutdownSinceStart(index: LogIndex, phases: PhaseSegment[]): boolean {
  return shutdownKillSinceStart(index, phases) !== undefined;
}

/**
 * A pod the shutdown killed (after its last container start) and a kubelet started after the kill listed again: the
 * node came back (a reboot ends every container) or the kubelet restarted, and nothing since says what the pod is
 * (r77a P7: read "terminating, no end seen" for ever).
 */
function relistedAfterShutdownKill(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): { start: KubeletStart; listed: number } | undefined {
  const kill = shutdownKillSinceStart(index, phases);
  if (kill === undefined) return undefined;
  const start = startAfter(index, kill, podNode(index, pod));
  if (!start) return undefined;
  const recs = index.parsed.records;
  const listed = pod.records.find((r) => r > start.record && syncLoopAddSource(recs.at(r)) !== undefined);
  if (listed === undefined) return undefined;
  // A pod of the same name and another UID seen since the kill (a StatefulSet's successor): the ADD may be its (r80a).
  for (const e of index.uidsOfName?.get(`${pod.namespace}/${pod.name}`) ?? []) if (e.uid !== pod.uid && e.first > kill) return undefined;
  return { start, listed };
}

/** The shutdown manager's kill of the pod after its last container start (or addition), if any. */
function shutdownKillSinceStart(index: LogIndex, phases: PhaseSegment[]): number | undefined {
  let started = -1;
  for (const s of phases) if (s.phase === 'containers-started' || s.phase === 'config-add') started = Math.max(started, s.records[s.records.length - 1] ?? -1);
  const recs = index.parsed.records;
  for (const s of phases) {
    if (s.phase !== 'terminating') continue;
    for (let k = s.records.length - 1; k >= 0 && s.records[k] > started; k--) {
      const rec = recs.at(s.records[k]);
      if (messageIs(rec, 'Shutdown manager killing pod with gracePeriod') || messageStartsWith(rec, 'Shutdown manager killing pod ')) return s.records[k];
    }
  }
  return undefined;
}

/** Whether one of the pod's config events is the sync loop's `SyncLoop ADD` (any source; structured or printf). */
function addedBySyncLoop(index: LogIndex, phases: PhaseSegment[]): boolean {
  const recs = index.parsed.records;
  for (const s of phases) {
    if (s.phase !== 'config-add') continue;
    for (const r of s.records) if (syncLoopAddSource(recs.at(r)) !== undefined) return true;
  }
  return false;
}

/** A `SyncLoop ADD` of pods from the API server (structured or printf). */
export function isApiAdd(rec: LogRecord): boolean {
  if (messageIs(rec, 'SyncLoop ADD')) return fieldValue(rec, 'source') === 'api';
  return messageStartsWith(rec, 'SyncLoop (ADD, "api")');
}

/** Per log, per kubelet start and node: whether the restarted kubelet listed its pods again (afterRestart). */
const RELISTED = new WeakMap<LogIndex, Map<string, boolean>>();

/** The pod's state from its phases, read with what the index knows of its lines and its node's restarts. */
function stateOf(index: LogIndex, pod: PodInfo, phases0: PhaseSegment[]): PodState {
  const phases = withoutDoubtfulOrphanCleanup(index, pod, phases0);
  let state = podState(phases, logEndTime(index, podNode(index, pod)), evictionsOf(index), removalsOf(index), stoppedSinceOf(index, pod, phases), restartsOf(index, pod));
  if ((state === 'running' || state === 'failing-to-start') && startingAfterPull(index, phases, state)) state = 'starting';
  else if ((state === 'running' && sandboxBeingMade(index, phases, false)) || (state === 'terminated' && sandboxBeingMade(index, phases, true))) state = 'starting';
  // A pod known only by its volume wait timing out (r38a 14) is failing to start too, not of an unknown state.
  if ((state === 'running' || state === 'starting' || state === 'unknown' || (state === 'terminated' && endedOnlyByExits(phases))) && volumeWaitFailures(index, phases).length) state = 'failing-to-start';
  else if (state === 'running' && stoppedByKubelet(index, phases)) state = 'terminated';
  else if (state === 'terminated' && (onlyAddedContainersEnded(index, pod, phases) || onlySomeContainersKilled(index, pod, phases) || onlySomeContainersExited(index, pod, phases) || phaseRunningAfterExits(index, pod, phases))) state = 'running';
  else if (state === 'terminated' && killNotFinished(index, pod, phases)) state = 'terminating';
  else if (state === 'deleted' && stuckInTeardown(index, phases)) state = 'terminating';
  else if (state === 'failing-to-start' && waitingForServices(index, phases)) state = 'starting';
  // The kubelet's own word on the pod's phase, after its last container start: Pending is a pod whose containers are
  // not all started (an init container still running), Failed or Succeeded one whose containers ended for good (r59a
  // P01, P06: both had read running).
  if (state === 'running' || state === 'starting') {
    const said = phaseSaidLast(index, pod, phases);
    if (said === 'Pending' && state === 'running') state = 'starting';
    // A sandbox found dead is no new start of a pod the kubelet then set to Failed (r66a s08).
    else if (said === 'Failed' || said === 'Succeeded') state = 'terminated';
  }
  // Only added (and its volumes mounted): no sign yet of a container. Starting, when the log shows other pods'
  // container starts; of unknown state when it shows none at all (a verbosity below PLEG's events: r73a 4).
  // Killed by the graceful node shutdown after its last start, with no end seen (its kill timed out, or the log ends):
  // terminating, not running (r76a P1).
  if (state === 'running' && killedByShutdownSinceStart(index, phases)) state = 'terminating';
  if (state === 'terminating' && relistedAfterShutdownKill(index, pod, phases)) state = 'unknown';
  // A `SyncLoop ADD` is logged at --v=2, as PLEG's events are: the log would show the pod's container starting.
  // Not a pod a starting kubelet listed: its containers may run from before the restart, and PLEG's first relist, run
  // before the pods are listed, says nothing of them (r75a 2).
  if (state === 'running' && onlyAdded(pod, phases, index) && !phases.some((s) => s.phase === 'config-add' && listedAtStart(index, pod, s))) {
    state = logHasPhase(index, 'containers-started') || addedBySyncLoop(index, phases) ? 'starting' : 'unknown';
  }
  return afterRestart(index, pod, state);
}


/** Phases of a pod added whose containers the log has not yet shown doing anything. */
const ADDED_ONLY: ReadonlySet<PhaseId> = new Set<PhaseId>(['config-add', 'config-update', 'volumes-mounted', 'housekeeping']);

function onlyAdded(pod: PodInfo, phases: PhaseSegment[], index: LogIndex): boolean {
  if (!phases.some((s) => s.phase === 'config-add') || !phases.every((s) => ADDED_ONLY.has(s.phase))) return false;
  // A mirror pod, the API's copy of a static pod, starts nothing itself: its containers are the static pod's.
  if (mirrorOfStaticPod(index, pod)) return false;
  // And no line of it outside those phases: a probe's result, a container's error or its log say a container exists.
  let phased = 0;
  for (const s of phases) phased += s.records.length;
  return phased >= pod.records.length;
}

/**
 * The pod's start failures since its last start are all the kubelet's wait for its first list of Services
 * (`CreateContainerConfigError: services have not yet been read at least once`), all within the kubelet's start-up
 * (the catalogue's window for these lines): it starts its pods once it has the list (r64a U13: Talos's flannel and
 * kube-proxy read failing to start, their only findings benign start-up waits). A wait that goes on is the pod failing.
 */
function waitingForServices(index: LogIndex, phases: PhaseSegment[]): boolean {
  let started = -1;
  for (const s of phases) if (s.phase === 'containers-started') started = Math.max(started, s.records[s.records.length - 1] ?? -1);
  const recs = index.parsed.records;
  let first: number | undefined;
  let firstRecord = -1;
  let last: number | undefined;
  for (const s of phases) {
    if (s.phase !== 'start-failed') continue;
    for (const r of s.records) {
      if (r <= started) continue;
      const rec = recs.at(r);
      if (!(fieldValue(rec, 'err') ?? rec.message).includes('services have not yet been read at least once')) return false;
      const t = rec.time;
      if (t === undefined) return false;
      if (first === undefined || t < first) [first, firstRecord] = [t, r];
      last = last === undefined ? t : Math.max(last, t);
    }
  }
  if (first === undefined || last === undefined) return false;
  // Only while the kubelet starts, as the catalogue's entry reads its lines: ten minutes after its start, Services not
  // read yet is the API server out of reach (a wildLines case, kubespray's 1.31 upgrade).
  const start = startAtOrBefore(index, firstRecord, recs.at(firstRecord).envelope?.host);
  if (start?.time === undefined || first - start.time < 0 || last - start.time > SERVICES_START_UP_US) return false;
  // A new PID's first line shows when the process was first seen, not when it started (as the entry's check reads it).
  if (start.reason.startsWith('new kubelet process')) return false;
  // Nor when the API server refused the kubelet its Service list: the list never comes (adversarial21 19).
  for (let r = start.record, n = 0; r < recs.length && n < SERVICES_REFUSAL_WALK; r++, n++) {
    const rec = recs.at(r);
    if (rec.time !== undefined && rec.time > last) break;
    const m = rec.message;
    if (m.includes('*v1.Service') && (m.includes('Unauthorized') || m.includes('forbidden'))) return false;
  }
  return true;
}

/** How many lines after the kubelet's start are read for its Service list refused. */
const SERVICES_REFUSAL_WALK = 20000;

/** How long after a kubelet start a pod's wait for its first list of Services is part of that start (the entry's window). */
const SERVICES_START_UP_US = 300e6;

/**
 * The phases without the orphaned-directory cleanups (`Cleaned up orphaned pod volumes dir`, read as the pod's removal)
 * that cannot be: another node's (the pod's directory there), or one the pod's own lines show alive after (r49a 13,
 * 15). The same list when there is none.
 */
function withoutDoubtfulOrphanCleanup(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): PhaseSegment[] {
  // The answer depends on the pod's own lines alone, which its phases are made of: a growing log asks again for every
  // pod's state after each append, and reading each removal line back cost 8 ms of the 50 MB document's timeline.
  const hit = WITHOUT_DOUBTFUL_CLEANUP.get(phases);
  if (hit) return hit;
  const result = computeWithoutDoubtfulOrphanCleanup(index, pod, phases);
  WITHOUT_DOUBTFUL_CLEANUP.set(phases, result);
  return result;
}

const WITHOUT_DOUBTFUL_CLEANUP = new WeakMap<PhaseSegment[], PhaseSegment[]>();

function computeWithoutDoubtfulOrphanCleanup(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): PhaseSegment[] {
  const recs = index.parsed.records;
  const node = podNode(index, pod);
  let lastAlive = -1;
  for (const s of phases) if (s.phase === 'running' || s.phase === 'containers-started' || s.phase === 'sandbox') lastAlive = Math.max(lastAlive, s.records[s.records.length - 1] ?? -1);
  let changed = false;
  const out = phases.map((s) => {
    if (s.phase !== 'api-removed') return s;
    const kept = s.records.filter((r) => {
      const rec = recs.at(r);
      if (!messageIs(rec, 'Cleaned up orphaned pod volumes dir')) return true;
      return r > lastAlive && hostsMatch(rec.envelope?.host, node);
    });
    if (kept.length === s.records.length) return s;
    changed = true;
    return { ...s, records: kept };
  });
  return changed ? out.filter((s) => s.records.length > 0) : phases;
}

/** The kubelet's words as it sets a pod's sandbox up (a new pod's, or one whose sandbox died). */
const SANDBOX_SET_UP = ['No sandbox for pod can be found. Need to start a new one', 'No ready sandbox for pod can be found. Need to start a new one'];

/** The kubelet's words as it creates a sandbox, not only finds one missing (a completed Job's pod is found so too). */
// Its creation begun (--v=4) or done (--v=2, r52a 05: a sandbox re-created after the old one died, before its containers).
const SANDBOX_CREATION = ['Creating PodSandbox for pod', 'Created PodSandbox for pod'];

/**
 * The pod's sandbox is being set up at the end of the log: after its last addition the kubelet began making one, and no
 * container of it started, stopped or failed since (r47a D5: a Pending pod one second before the log ends read running).
 * After its containers ended (`creationOnly`), only the sandbox's creation says so: the kubelet also finds a completed
 * pod's sandbox missing (`No ready sandbox …`) and then leaves it (r49a 34: a sandbox re-created after it died).
 */
function sandboxBeingMade(index: LogIndex, phases: PhaseSegment[], creationOnly: boolean): boolean {
  return sandboxSetUpAt(index, phases, creationOnly) !== undefined;
}

/** The line at which the sandbox began to be set up, as `sandboxBeingMade` reads it; undefined when it is not. */
function sandboxSetUpAt(index: LogIndex, phases: PhaseSegment[], creationOnly: boolean): number | undefined {
  let added = -1;
  for (const s of phases) if (s.phase === 'config-add') added = Math.max(added, s.records[s.records.length - 1] ?? -1);
  const recs = index.parsed.records;
  let setUp = -1;
  let recreation = -1;
  if (creationOnly) {
    // The decision to re-make a pod whose sandbox died is read as a sync (`running`). Only the syncs after the last
    // start are read, from the end: a running pod's syncs are most of its lines.
    let lastStart = added;
    for (const s of phases) if (s.phase === 'containers-started') lastStart = Math.max(lastStart, s.records[s.records.length - 1] ?? -1);
    for (const s of phases) {
      if (s.phase !== 'running') continue;
      for (let k = s.records.length - 1; k >= 0 && s.records[k] > lastStart && s.records[k] > recreation; k--) if (startsContainers(recs.at(s.records[k]))) recreation = s.records[k];
    }
    setUp = recreation;
  }
  for (const s of phases) {
    if (s.phase !== 'sandbox') continue;
    for (const r of s.records) {
      if (r <= added || r <= setUp) continue;
      const rec = recs.at(r);
      const creation = messageIsAny(rec, SANDBOX_CREATION) || (rec.style === 'printf' && messageStartsWith(rec, 'Creating sandbox for pod "'));
      const missing = messageIsAny(rec, SANDBOX_SET_UP) || (rec.style === 'printf' && (messageStartsWith(rec, 'No sandbox for pod "') || messageStartsWith(rec, 'No ready sandbox for pod "')));
      if (creation || (missing && !creationOnly)) setUp = r;
      else if (missing) {
        // The kubelet kills what is left of the pod to give it a new sandbox: part of the re-making (r65a s10).
        const died = sandboxDiedAlone(index, phases, added, r);
        if (died !== undefined) setUp = recreation = Math.max(r, died);
      }
    }
  }
  if (setUp < 0) return undefined;
  for (const s of phases) {
    // The kill of the old containers that a decision to re-make the pod asked for is part of the re-making (r62a p03).
    const recreationKill = s.phase === 'terminating' || s.phase === 'container-exited' || s.phase === 'restart';
    // The kubelet's own word that the pod is done (a KillPod sync with nothing to start: a Never pod) ends it (r65a s07).
    if (s.phase !== 'containers-started' && !recreationKill && s.phase !== 'crash-loop' && s.phase !== 'start-failed' && s.phase !== 'terminated') continue;
    for (const r of s.records) if (r > setUp && !(recreationKill && setUp === recreation)) return undefined;
  }
  return setUp;
}

/**
 * `computePodActions got for pod` deciding to start containers (`ContainersToStart:[0…]`): in a new sandbox when the old
 * one died (`CreateSandbox:true`), or again in the same one after a kill (a liveness restart, r66a c04, c06); the kill
 * that follows is part of it. A pod being torn down gets `CreateSandbox:true` with nothing to start.
 */
function startsContainers(rec: LogRecord): boolean {
  const actions = podActionsOf(rec);
  return actions !== undefined && /ContainersToStart:\[\d/.test(actions);
}

/**
 * Around record `noReady` (a `No ready sandbox` line), the pod's sandbox died and its containers did not (r62a s18, s12,
 * s13; r65a): since PLEG last saw a container of the pod start (after its last addition), only IDs no line names as an
 * app container died, none of them a relist after an ID still alive (the sandbox starts first), up to a second after the
 * line (the pod worker and PLEG's handler write in two goroutines), and another ID that started since the addition did
 * not. A finished Job's app dies before its sandbox, which the kubelet kills: its app is named, started after the
 * sandbox, or both die. Returns the last such death's record (the set-up is read from there), or undefined.
 */
function sandboxDiedAlone(index: LogIndex, phases: PhaseSegment[], added: number, noReady: number): number | undefined {
  const recs = index.parsed.records;
  const readyTime = recs.at(noReady).time;
  const lines: number[] = [];
  for (const s of phases) {
    if (s.phase !== 'containers-started' && s.phase !== 'container-exited' && s.phase !== 'container-removal') continue;
    for (const r of s.records) {
      if (r <= added || !index.plegEvents.has(r)) continue;
      if (r > noReady) {
        const t = recs.at(r).time;
        if (r - noReady > 200 || t === undefined || readyTime === undefined || t - readyTime > 1e6) continue;
      }
      lines.push(r);
    }
  }
  lines.sort((a, b) => a - b);
  const startedAt = new Map<string, number>();
  const died = new Map<string, number>();
  let lastStart = -1;
  for (const r of lines) {
    const ev = index.plegEvents.get(r)!;
    if (ev.type === 'ContainerStarted') {
      if (!startedAt.has(ev.data)) startedAt.set(ev.data, r);
      lastStart = r;
    } else if (ev.type === 'ContainerDied') died.set(ev.data, r);
  }
  const alive = [...startedAt.keys()].filter((id) => !died.has(id));
  if (!alive.length) return undefined;
  let last: number | undefined;
  for (const [id, r] of died) {
    if (r < lastStart) continue;
    const info = index.containers.get(id);
    // An app container (a line gives its name) died: no sandbox death alone.
    if (info?.nameRecord !== undefined && info.sandboxRecord === undefined) return undefined;
    // Nor one that started a relist after an ID still alive: the sandbox starts first (r66a s01, s02: a Job's app).
    if (alive.some((other) => startedInEarlierRelist(index, startedAt.get(other), startedAt.get(id)))) return undefined;
    last = Math.max(last ?? -1, r);
  }
  return last;
}

/**
 * Record `a` (a PLEG start) came a relist before record `b`: half a second earlier or more (PLEG relists every second;
 * the starts of one relist come in no order, r65a s04).
 */
export function startedInEarlierRelist(index: LogIndex, a: number | undefined, b: number | undefined): boolean {
  if (a === undefined || b === undefined || a >= b) return false;
  const ta = index.parsed.records.at(a).time;
  const tb = index.parsed.records.at(b).time;
  return ta !== undefined && tb !== undefined && tb - ta >= RELIST_APART_US;
}

/** How far apart two PLEG starts are to be of two relists. */
const RELIST_APART_US = 500e3;

/**
 * The pod's containers are still on their way at the end of the log: an image pull began or ended after the pod was
 * added and no container of it started since, nor stopped (a restart's pull is a running pod's). A pod whose pull
 * failed is starting again once a later pull of it went through (`Successfully pulled image`; a pull whose image was
 * already present says nothing, it precedes every retry of a config error). r29a 25, r27a 08.
 */
function startingAfterPull(index: LogIndex, phases: PhaseSegment[], state: PodState): boolean {
  let added = -1;
  for (const s of phases) if (s.phase === 'config-add') added = Math.max(added, s.records[s.records.length - 1] ?? -1);
  let lastPull = -1;
  let failed = -1;
  for (const s of phases) {
    for (const r of s.records) {
      if (r <= added) continue;
      if (s.phase === 'containers-started' || s.phase === 'container-exited' || s.phase === 'terminating' || s.phase === 'crash-loop') return false;
      if (s.phase === 'image-pull') lastPull = Math.max(lastPull, r);
      if (s.phase === 'start-failed') failed = Math.max(failed, r);
    }
  }
  if (lastPull < 0) return false;
  if (state === 'running') return failed < 0;
  const recs = index.parsed.records;
  const failure = pullFailure(recs.at(failed));
  if (failed > lastPull || !failure) return false;
  // The image that failed, pulled: another container's image pulled says nothing of it (r31a 10).
  for (const s of phases) {
    if (s.phase !== 'image-pull') continue;
    for (const r of s.records) {
      if (r <= failed) continue;
      const pulled = pulledImageOf(recs.at(r));
      if (pulled !== undefined && (failure.image === undefined || pulled === failure.image)) return true;
    }
  }
  return false;
}

/** A start failure that is an image pull's (ErrImagePull, its back-off), with the image it names when it names one. */
function pullFailure(rec: LogRecord): { image?: string } | undefined {
  const said = `${rec.message} ${fieldValue(rec, 'err') ?? ''} ${fieldValue(rec, 'message') ?? ''}`;
  if (!/ErrImagePull|ImagePullBackOff|Back-off pulling image/.test(said)) return undefined;
  const image = IMAGE_IN_TEXT.exec(said)?.[1];
  return { image: image === undefined ? undefined : canonicalImage(image) };
}

/** The image an event says was pulled (`Successfully pulled image "x" in 1.2s`), in one spelling. */
function pulledImageOf(rec: LogRecord): string | undefined {
  if (!eventSays(rec, 'Successfully pulled image')) return undefined;
  const text = messageIs(rec, 'Event occurred') ? (fieldValue(rec, 'message') ?? '') : rec.message;
  const image = /Successfully pulled image \\?"([^"\\]{1,512})/.exec(text)?.[1];
  return image === undefined ? '' : canonicalImage(image);
}

/**
 * The volume manager gave up waiting for the pod's volumes (`Unable to attach or mount volumes … timed out`, the pod
 * worker's `unmounted volumes=[…]`) with no container started, or after its containers exited: the pod is stuck in
 * ContainerCreating (or cannot restart them), not running (r24b 01, 36, 42; r25a 04).
 */
function volumeWaitFailures(index: LogIndex, phases: PhaseSegment[]): number[] {
  let started = -1;
  let exited = -1;
  for (const s of phases) {
    const last = s.records[s.records.length - 1] ?? -1;
    if (s.phase === 'containers-started') started = Math.max(started, last);
    if (s.phase === 'container-exited' || s.phase === 'container-removal') exited = Math.max(exited, last);
  }
  // A container started and none exited since: it runs whatever the volume wait says. The kubelet checks a running
  // pod's volumes on every sync and stops nothing when that check times out (r25a 01, 34).
  if (started >= 0 && exited < started) return [];
  const from = Math.max(started, exited);
  const recs = index.parsed.records;
  const out: number[] = [];
  for (const s of phases) {
    if (s.phase !== 'volumes-mounted') continue;
    for (const r of s.records) if (r > from && isVolumeWaitFailure(recs.at(r))) out.push(r);
  }
  return out.sort((a, b) => a - b);
}

/** The pod's end is only its containers' exits (no teardown, deletion or eviction line): it may restart them. */
function endedOnlyByExits(phases: PhaseSegment[]): boolean {
  return !phases.some((s) => s.phase !== 'container-exited' && s.phase !== 'container-removal' && ENDED.has(s.phase)) && !phases.some((s) => s.phase === 'deletion-requested' || s.phase === 'eviction' || s.phase === 'terminating');
}

/**
 * The kubelet tore the pod down on its own (a node shutdown, a terminal phase) and its pod worker says every container
 * stopped, with nothing started since: the pod ended, though no deletion was asked for (r24b 16: the node shutdown's
 * kube-proxy, whose containers' PLEG deaths were not logged before the node went down).
 */
function stoppedByKubelet(index: LogIndex, phases: PhaseSegment[]): boolean {
  let started = -1;
  let stopped = -1;
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  for (const s of phases) {
    if (s.phase === 'containers-started' || s.phase === 'config-add') started = Math.max(started, s.records[s.records.length - 1] ?? -1);
    if (s.phase !== 'terminating') continue;
    for (const r of s.records) if (r > stopped && messageIsAny(recs.at(r), WORKER_STOPPED)) stopped = r;
  }
  return stopped > started;
}

/** A container started this long after the pod's others, none stopped between, was added to the running pod. */
const ADDED_CONTAINER_GAP_US = 60e6;

/**
 * The pod "ended" only by containers' exits (no teardown line), and each container that exited had been added to the
 * running pod: started minutes after the pod's other containers with none of them stopped (`kubectl debug`'s ephemeral
 * container), while a container started before it has not exited. Such an exit is no end of the pod (r24b 20).
 */
function onlyAddedContainersEnded(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): boolean {
  if (!endedOnlyByExits(phases)) return false;
  const recs = index.parsed.records;
  const startedAt = new Map<string, number>();
  const added = new Set<string>();
  let anyDied = false;
  let lastStart = -Infinity;
  for (const r of pod.records) {
    const ev = index.plegEvents.get(r);
    if (!ev) continue;
    if (ev.type === 'ContainerStarted') {
      const t = recs.at(r).time;
      if (startedAt.has(ev.data) || t === undefined) continue;
      if (startedAt.size && !anyDied && t - lastStart > ADDED_CONTAINER_GAP_US) added.add(ev.data);
      startedAt.set(ev.data, t);
      lastStart = Math.max(lastStart, t);
    } else if (ev.type === 'ContainerDied') {
      // A container of the pod's own that died: the pod may well have ended.
      if (!added.has(ev.data)) return false;
      anyDied = true;
    }
  }
  return anyDied && [...startedAt.keys()].some((id) => !added.has(id));
}

/**
 * Whether a container of the pod other than `killed` was seen and never seen to end (no exit, death, removal or kill
 * of it): it runs still, as far as the log shows. PLEG names a sandbox and a container alike (`ContainerStarted`), and
 * the index takes an ID it knows from nowhere else for a sandbox: unless the pod's sandbox is known as such, one of
 * those is its sandbox and a second one a container.
 */
function containerAliveBesides(index: LogIndex, pod: PodInfo, killed: ReadonlySet<string>): boolean {
  const own = containersOfPod(index, pod);
  const sandboxKnown = own.some((c) => c.kind === 'sandbox' && c.sandboxRecord !== undefined);
  let unnamed = 0;
  for (const c of own) {
    if (killed.has(c.id) || !c.records.length || (c.kind === 'sandbox' && c.sandboxRecord !== undefined)) continue;
    let ended = false;
    for (const r of c.records) {
      const p = phaseOf(index, r);
      if (p === 'container-exited' || p === 'container-removal' || p === 'garbage-collection' || p === 'terminating') ended = true;
    }
    if (ended) continue;
    if (c.kind === 'container') return true;
    if (++unnamed >= (sandboxKnown ? 1 : 2)) return true;
  }
  return false;
}

/** The containers a teardown's kill lines name (IDs), and their names. */
function killedBy(index: LogIndex, records: readonly number[]): { ids: Set<string>; names: Set<string> } {
  const recs = index.parsed.records;
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const r of records) {
    const rec = recs.at(r);
    if (!messageStartsWith(rec, 'Killing container')) continue;
    for (const id of recordIdentity(rec)?.containers ?? []) ids.add(id);
    const name = fieldValue(rec, 'containerName');
    if (name) names.add(name);
  }
  return { ids, names };
}

/**
 * The pod "ended" only by the kill of some of its containers (`Killing container` lines and no other teardown line: a
 * liveness probe's restart, a changed definition, one sidecar stopped), while another of its containers was neither
 * killed nor seen to end, or every container killed was one the kubelet said it restarts (`Container c failed liveness
 * probe, will be restarted`): the pod runs on (r42a 01, r45a 22, 28).
 */
function onlySomeContainersKilled(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): boolean {
  const teardown = (p: PhaseId) => p === 'deletion-requested' || p === 'eviction' || p === 'api-removed' || (p !== 'container-exited' && p !== 'container-removal' && ENDED.has(p));
  if (phases.some((s) => teardown(s.phase))) return false;
  const recs = index.parsed.records;
  const kills: number[] = [];
  let restartPhase = false;
  for (const s of phases) {
    // A restart's own step (the kubelet's word that it restarts a container, and its kill) is no teardown.
    if (s.phase === 'restart') {
      restartPhase = true;
      for (const r of s.records) if (messageStartsWith(recs.at(r), 'Killing container')) kills.push(r);
      continue;
    }
    if (s.phase !== 'terminating') continue;
    for (const r of s.records) {
      if (!messageStartsWith(recs.at(r), 'Killing container')) return false;
      kills.push(r);
    }
  }
  const killed = killedBy(index, kills);
  if (!killed.ids.size) return restartPhase;
  if (killed.names.size && [...killed.names].every((name) => restartSaidFor(index, pod, name, kills[kills.length - 1] + 1))) return true;
  return containerAliveBesides(index, pod, killed.ids);
}

/**
 * The pod "ended" only by the exits of some of its containers (no kill, teardown, deletion or eviction line), while
 * another of them was never seen to end: one container of two crashed, and the kubelet restarts it (r50a 26, 30).
 */
function onlySomeContainersExited(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): boolean {
  if (!endedOnlyByExits(phases)) return false;
  const recs = index.parsed.records;
  const ended = new Set<string>();
  for (const s of phases) {
    if (s.phase !== 'container-exited' && s.phase !== 'container-removal') continue;
    for (const r of s.records) {
      const ev = index.plegEvents.get(r);
      if (ev) ended.add(ev.data);
      else for (const id of recordIdentity(recs.at(r))?.containers ?? []) ended.add(id);
    }
  }
  return ended.size > 0 && containerAliveBesides(index, pod, ended);
}

/**
 * The pod "ended" only by its containers' exits, and the kubelet's own `Got phase for pod … phase=Running` (V3) came
 * after the last of them: its restart policy restarts them (r52a 20: both containers of a Deployment's pod crashed).
 */
function phaseRunningAfterExits(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): boolean {
  if (!endedOnlyByExits(phases)) return false;
  let lastExit = -1;
  for (const s of phases) if (s.phase === 'container-exited') lastExit = Math.max(lastExit, s.records[s.records.length - 1] ?? -1);
  const recs = index.parsed.records;
  for (let k = pod.records.length - 1, n = 0; k >= 0 && n < 200; k--, n++) {
    const r = pod.records[k];
    if (r <= lastExit) return false;
    const rec = recs.at(r);
    if (messageIs(rec, 'Got phase for pod')) return fieldValue(rec, 'phase') === 'Running';
  }
  return false;
}

/** The phase the pod's last `Got phase for pod` line says, when no container of the pod started after it. */
function phaseSaidLast(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): string | undefined {
  // The line names the pod by name only: of a name two pods had, it may be the other's (r60a P01: the old pod's
  // teardown said Failed while its successor of the same name ran).
  if (pod.name !== undefined && (index.uidsOfName?.get(`${pod.namespace}/${pod.name}`)?.length ?? 0) > 1) return undefined;
  let lastStart = -1;
  for (const s of phases) if (s.phase === 'containers-started') lastStart = Math.max(lastStart, s.records[s.records.length - 1] ?? -1);
  const recs = index.parsed.records;
  for (let k = pod.records.length - 1, n = 0; k >= 0 && n < 200 && pod.records[k] > lastStart; k--, n++) {
    const rec = recs.at(pod.records[k]);
    if (messageIs(rec, 'Got phase for pod')) return fieldValue(rec, 'phase');
  }
  return undefined;
}

/** The pod's last `Got phase for pod` line, when it says the pod ended (Failed, Succeeded): a Job's pod done. */
function endedPhaseSaid(index: LogIndex, ended: { phase: string; record: number }, clock: (t: number) => string): string {
  const at = timeOf(index, ended.record);
  return `the kubelet set its phase to ${ended.phase}${at !== undefined ? ` at ${clock(at)}` : ''}`;
}

function endedPhase(index: LogIndex, pod: PodInfo): { phase: string; record: number } | undefined {
  const recs = index.parsed.records;
  for (let k = pod.records.length - 1, n = 0; k >= 0 && n < 200; k--, n++) {
    const rec = recs.at(pod.records[k]);
    if (!messageIs(rec, 'Got phase for pod')) continue;
    const phase = terminalPhaseSaid(rec);
    return phase ? { phase, record: pod.records[k] } : undefined;
  }
  return undefined;
}

/**
 * The pod "ended" only by kills and exits (no other teardown line), and a container its last kill named was not seen to
 * end after it: it is still stopping (r45a 20: two containers killed, one death logged).
 */
function killNotFinished(index: LogIndex, pod: PodInfo, phases: PhaseSegment[]): boolean {
  let last: PhaseSegment | undefined;
  for (const s of phases) {
    if (s.phase === 'terminating') last = s;
    else if (s.phase === 'deletion-requested' || s.phase === 'eviction' || s.phase === 'api-removed' || (s.phase !== 'container-exited' && s.phase !== 'container-removal' && ENDED.has(s.phase))) return false;
  }
  if (!last || !killedBy(index, last.records).ids.size) return false;
  return killedContainersEnded(index, pod, last) === undefined;
}

/** Whether, before record `before`, the kubelet said it restarts container `name` of the pod (a probe, a changed definition). */
function restartSaidFor(index: LogIndex, pod: PodInfo, name: string, before: number): boolean {
  const recs = index.parsed.records;
  for (let k = lowerBound(pod.records, before) - 1, n = 0; k >= 0 && n < 200; k--, n++) {
    const rec = recs.at(pod.records[k]);
    if (!messageIs(rec, 'Message for Container of pod') && !(rec.style === 'printf' && messageStartsWith(rec, 'Container '))) continue;
    const said = messageIs(rec, 'Message for Container of pod') ? (fieldValue(rec, 'containerMessage') ?? '') : rec.message;
    if (saysContainerRestarts(said) && (fieldValue(rec, 'containerName') === name || said.includes(`Container ${name} `))) return true;
  }
  return false;
}

/** The pod worker's word that a pod's teardown stopped its containers (1.22+; `termination` 1.27+). */
const WORKER_STOPPED = ['Pod terminated all containers successfully', 'Pod termination stopped all running containers'];

/** The pod worker's `Error syncing pod` that repeats a volume wait's timeout. */
function isPodWorkerEcho(rec: LogRecord): boolean {
  return messageIs(rec, 'Error syncing pod, skipping') || (rec.style === 'printf' && messageStartsWith(rec, 'Error syncing pod '));
}

function isVolumeWaitFailure(rec: LogRecord): boolean {
  // A wait cancelled as the pod began terminating is no failure to start (volume-wait-cancelled; r75a 6).
  if (messageIs(rec, 'Unable to attach or mount volumes for pod; skipping pod')) return !(fieldValue(rec, 'err') ?? '').includes('context canceled');
  if (messageIs(rec, 'Error syncing pod, skipping')) {
    const err = fieldValue(rec, 'err') ?? '';
    return err.includes('unmounted volumes=') && !err.includes('context canceled');
  }
  return (
    rec.style === 'printf' &&
    (messageStartsWith(rec, 'Unable to attach or mount volumes for pod ') || messageStartsWith(rec, 'Unable to mount volumes for pod ') || (messageStartsWith(rec, 'Error syncing pod ') && rec.message.includes('unmounted volumes=')))
  );
}

export function podTimeline(index: LogIndex, pod: PodInfo): PodTimeline {
  const hit = TIMELINES.get(pod);
  // The state also depends on how far the log goes (a crash loop is over after five quiet minutes): a log that grew
  // since asks again.
  const logLines = index.parsed.records.length;
  if (hit && hit.lines === pod.records.length) {
    if (hit.logLines === logLines) return hit.timeline;
    // Only the state can change (the phases come from the pod's own lines), and the summary with it (a crash loop told
    // as over).
    const state = stateOf(index, pod, hit.timeline.phases);
    const timeline = state === hit.timeline.state ? hit.timeline : { ...hit.timeline, state, summary: podSummary(index, pod, hit.timeline.phases, state) };
    TIMELINES.set(pod, { lines: hit.lines, logLines, timeline });
    return timeline;
  }
  const phases = podPhases(index, pod);
  const state = stateOf(index, pod, phases);
  const timeline = { pod, phases, state, summary: podSummary(index, pod, phases, state) };
  TIMELINES.set(pod, { lines: pod.records.length, logLines, timeline });
  return timeline;
}

const NODES = new WeakMap<PodInfo, { lines: number; revision: number; node: string | undefined }>();

/**
 * The node (host) a pod's lines come from: the host of the first of them that names one. Kept while the pod's lines
 * are (a log without hosts would walk all of them each time the Pods view or a pod's state is asked for).
 */
export function podNode(index: LogIndex, pod: PodInfo): string | undefined {
  const hit = NODES.get(pod);
  if (hit && hit.lines === pod.records.length && hit.revision === (pod.revision ?? 0)) return hit.node;
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  let node: string | undefined;
  for (const r of pod.records) {
    node = recs.at(r).envelope?.host;
    if (node !== undefined) break;
  }
  NODES.set(pod, { lines: pod.records.length, revision: pod.revision ?? 0, node });
  return node;
}

/**
 * A crash loop's back-off as the pod worker reports it (`Error syncing pod, skipping … CrashLoopBackOff`, as the
 * findings count them; ≤1.12's `Back-off 5m0s restarting failed container=…`), not the loop's removals, deaths and
 * event echoes beside it. Told by the message alone, which a line let go of answers without being read back.
 */
/** The container a back-off names: `back-off 10s restarting failed container=web pod=…`, `Back-off restarting failed container web in pod …`. */
const BACKED_OFF_CONTAINER = /restarting failed container[= ]([a-z0-9][a-z0-9.-]{0,252})/;

/**
 * `container web: `, `containers web, db: ` for the containers the back-offs name (up to three), each said a sidecar
 * when, before the first back-off, the pod's events show it started as an init container and a regular container
 * started after it in the same sandbox: an init container running beside them is a restartable one (r76a P7: an
 * istio-proxy loop read as the app's).
 */
function loopingContainers(index: LogIndex, pod: PodInfo, backOffs: readonly number[]): string {
  const recs = index.parsed.records;
  const names: string[] = [];
  for (const r of backOffs) {
    const rec = recs.at(r);
    const name = BACKED_OFF_CONTAINER.exec(rec.message)?.[1] ?? BACKED_OFF_CONTAINER.exec(fieldValue(rec, 'err') ?? '')?.[1] ?? BACKED_OFF_CONTAINER.exec(fieldValue(rec, 'message') ?? '')?.[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
    if (names.length > 3) break;
  }
  if (!names.length || names.length > 3) return '';
  // An init container started, then a regular container of the pod, in the same sandbox (a classic init container runs
  // again in each new sandbox, before the regular ones, and blocks them: r80a D8): it runs beside them, a sidecar.
  const started = new Set<string>();
  const beside = new Set<string>();
  const firstBackOff = backOffs[0] ?? Infinity;
  for (const r of pod.records) {
    if (r >= firstBackOff) break;
    const rec = recs.at(r);
    if (!messageIs(rec, 'Event occurred')) continue;
    const reason = fieldValue(rec, 'reason');
    if (reason === 'SandboxChanged') {
      started.clear();
      beside.clear();
      continue;
    }
    if (reason !== 'Started') continue;
    const path = fieldValue(rec, 'fieldPath') ?? '';
    const initName = /^spec\.initContainers\{([^}]{1,253})\}$/.exec(path)?.[1];
    if (initName !== undefined) started.add(initName);
    else if (path.startsWith('spec.containers{')) for (const n of started) beside.add(n);
  }
  const said = names.map((n) => (beside.has(n) ? `${n} (a sidecar)` : n));
  return `container${names.length === 1 ? '' : 's'} ${said.join(', ')}: `;
}

function isBackOffLine(rec: LogRecord): boolean {
  return messageStartsWith(rec, 'Error syncing pod') || messageStartsWith(rec, 'Back-off ') || messageStartsWith(rec, 'back-off ');
}

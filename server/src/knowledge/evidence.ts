// Evidence checks: what in *this* log makes a benign-in-context line harmless. Each check returns the lines it
// relied on, or nothing. A check never passes on absence alone, and the guards below void evidence that a later
// line contradicts (a container PLEG reports started again, evidence outside the window).
import { containersOfPod, hostsMatch, isStaticPod, phaseOf, podActionsOf, startAfter, startAtOrBefore, startRecords, type ContainerInfo, type KubeletStart, type LogIndex, type PodInfo } from '../model/index';
import { isApiAdd, startedInEarlierRelist } from '../model/timeline';
import { evictsPod, marksTerminated, terminalPhaseSaid } from '../model/phases';
import { formatClock, formatDuration } from '../model/time';
import { fieldValue, messageIs, messageIsAny, messageStartsWith, type LogRecord, type Records, type VersionInfo } from '../parse/types';
import type { EscalationCheck, EvidenceCheck, EvidenceParams, VetoCheck } from './types';
import { lowerBound, sortedIncludes } from '../model/sorted';
import { compareMinor, versionOfRun } from '../parse/version';
import { canonicalImage, eventSays, IMAGE_IN_TEXT } from '../model/events';
import { isProbeFailure, isProbeSuccess, probeRestartMessage, readProbe, type ProbeLine } from '../model/probes';
import { errorText } from './match';
import { isKubeletIdent, isRuntimeIdent, ownerOfFile } from '../parse/component';
import { API_NOT_UP_YET, KUBELET_SERVICE_FAILURE } from './catalogue';

export interface Evidence {
  record: number;
  /** 0-based line. */
  line: number;
  /** What this line shows (listed beside it). */
  reason: string;
  /** For the first evidence of an escalation: what the finding says of its own line, when it is not what this line shows. */
  summary?: string;
}

export interface CheckContext {
  index: LogIndex;
  record: number;
  /** The container or sandbox ID the line is about, if any. */
  id?: string;
  pod?: PodInfo;
  params: EvidenceParams;
  /** The lines of this line's catalogue entry so far, for the persisting check. */
  series?: RuleSeries;
  /** Why a check that could have applied did not (added to an "investigate" reason). */
  notes?: string[];
  /** The catalogue entry the line is graded against (the repeat veto keeps each rule's lines apart; start-up looks for its lines before the start). */
  rule?: string;
}

/**
 * The lines of one catalogue entry in file order, each with the first line of its unbroken series (no silence longer
 * than the gap and no kubelet start in between; each node has its own), and for each series the line at which it had
 * lasted long enough to be persistent. Kept by the analysis as it reads lines, so each line costs one step. A series that becomes
 * persistent makes all of its lines actionable, the first ones too: the error they started did not go away.
 */
export class RuleSeries {
  readonly records: number[] = [];
  readonly seriesStart: number[] = [];
  /** Each line's place in its series (0 for the first). */
  readonly ordinal: number[] = [];
  /** Series start → the first of its lines `persistSeconds` after the start. */
  readonly persistentAt = new Map<number, number>();
  /** Whether a series became persistent since the analysis last asked (its earlier lines are graded again). */
  crossedSinceAsked = false;
  /** The lines at which series became persistent since the analysis last asked (their pods' findings are graded again). */
  crossedRecords: number[] = [];
  /** Each line's series key: its node, and its subject when the entry has one. */
  private readonly keys: string[] = [];
  /**
   * Each series' last line (its position in `records`), by key: a log of several nodes (an aggregated journal, a
   * cluster-wide export) has a series per node, and another node's lines neither continue nor break it; an entry
   * with a subject (a probe of one container) has a series per subject.
   */
  private readonly lastOfKey = new Map<string, number>();

  constructor(
    private readonly gapSeconds: number,
    private readonly persistSeconds: number,
    private readonly subject?: SeriesSubject,
  ) {}

  private keyOf(index: LogIndex, record: number): string {
    const host = hostOf(index, record) ?? '';
    return this.subject ? `${host}\u0000${this.subject.of(index, record) ?? ''}` : host;
  }

  /** Adds `record`, which comes after every record added before (unless its subject keeps it out of every series). */
  add(index: LogIndex, record: number): void {
    if (this.subject?.excluded(index, record)) return;
    const n = this.records.length;
    const key = this.keyOf(index, record);
    const last = this.lastOfKey.get(key);
    const prev = last === undefined ? -1 : this.records[last];
    let start = record;
    let ordinal = 0;
    if (
      prev >= 0 && withinWindow(index, prev, record, this.gapSeconds) && (this.subject?.spansRestarts || (startAfter(index, prev, hostOf(index, record))?.record ?? Infinity) > record) &&
      !this.subject?.brokenBetween(index, prev, record)
    ) {
      start = this.seriesStart[last!];
      ordinal = this.ordinal[last!] + 1;
    }
    this.records.push(record);
    this.seriesStart.push(start);
    this.ordinal.push(ordinal);
    this.keys.push(key);
    this.lastOfKey.set(key, n);
    if (!this.persistentAt.has(start)) {
      const recs = index.parsed.records;
      const a = recs.at(start).time;
      const b = recs.at(record).time;
      if (a !== undefined && b !== undefined && b - a >= this.persistSeconds * 1e6) {
        this.persistentAt.set(start, record);
        this.crossedSinceAsked = true;
        this.crossedRecords.push(record);
      }
    }
  }

  /**
   * Whether the persistent series starting at `first` escalates: undefined when every persistent series does, the
   * subject's evidence when it does, null when it does not (see SeriesSubject.escalates).
   */
  escalatesAfter(index: LogIndex, first: number): (Evidence & { neverSucceeded?: true }) | undefined | null {
    if (!this.subject?.escalates) return undefined;
    return this.subject.escalates(index, first, this) ?? null;
  }

  /**
   * Series starts whose escalation the subject ruled out, with the revision of the pod then (what came before a series
   * changes only when its pod gains earlier lines, which bumps the revision).
   */
  private readonly neverEscalates = new Map<number, { revision: number; never: boolean }>();

  /**
   * Whether later lines can still make `record` actionable through its series: the series is still open and, for a
   * subject that decides (a probe that had succeeded before), it may escalate.
   */
  mayStillEscalate(index: LogIndex, record: number): boolean {
    if (!this.isOpen(index, record)) return false;
    if (!this.subject?.escalates) return true;
    const first = this.seriesStart[lowerBound(this.records, record)];
    // Not persistent yet: what its first minutes show (a probe that failed at every run) is read once it is.
    if (!this.persistentAt.has(first)) return true;
    const p = index.podOfRecord[first];
    const revision = p >= 0 ? (index.pods[p].revision ?? 0) : 0;
    let known = this.neverEscalates.get(first);
    if (known === undefined || known.revision !== revision) this.neverEscalates.set(first, (known = { revision, never: this.escalatesAfter(index, first) === null }));
    return !known.never;
  }

  /**
   * The latest line of this entry with `record`'s key (its node and subject) before `before` and at most `seconds`
   * before it, walking back at most MAX_WALK of the entry's lines; `record` itself need not be in a series (a subject
   * may keep it out). Keys are kept as lines are added, so no earlier line is read again.
   */
  sameKeyBefore(index: LogIndex, record: number, before: number, seconds: number): number | undefined {
    const key = this.keyOf(index, record);
    for (let k = lowerBound(this.records, before) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
      const r = this.records[k];
      if (!withinWindow(index, r, before, seconds)) return undefined;
      if (this.keys[k] === key) return r;
    }
    return undefined;
  }

  /** Whether later lines can still extend the series of `record` (it is its key's latest series). */
  isOpen(index: LogIndex, record: number): boolean {
    const k = lowerBound(this.records, record);
    if (this.records[k] !== record) return false;
    const last = this.lastOfKey.get(this.keys[k]);
    return last !== undefined && this.seriesStart[k] === this.seriesStart[last];
  }
}

/** What a series is about besides its node (`EvidenceParams.persistPer`), what breaks it, and what stays out of it. */
export interface SeriesSubject {
  of(index: LogIndex, record: number): string | undefined;
  /** Whether a line between the two (exclusive) shows the error went away. */
  brokenBetween(index: LogIndex, prev: number, record: number): boolean;
  /** Lines that belong to no series (persisting never applies to them). */
  excluded(index: LogIndex, record: number): boolean;
  /** A kubelet start does not break a series (what fails is outside the kubelet: a missing secret is still missing). */
  spansRestarts?: boolean;
  /**
   * Whether a persistent series that starts at `first` may make its lines actionable (else it stays a series only);
   * `neverSucceeded`: it escalates though its probe had not succeeded before (see PROBE_SERIES).
   */
  escalates?(index: LogIndex, first: number, series: RuleSeries): (Evidence & { neverSucceeded?: true }) | undefined;
}

/** A probe line's probe, read once per line (failures and successes are read again by several checks). */
const PROBE_LINES = new WeakMap<LogIndex, Map<number, ProbeLine>>();
export function probeLine(index: LogIndex, r: number): ProbeLine {
  let lines = PROBE_LINES.get(index);
  if (!lines) PROBE_LINES.set(index, (lines = new Map()));
  let p = lines.get(r);
  if (!p) lines.set(r, (p = readProbe(index.parsed.records.at(r))));
  return p;
}

/**
 * The first deletion or eviction of the pod asked for since it was last added before `record` (a static pod whose
 * manifest came back keeps its UID: a deletion before that addition was undone), if any came before `record`.
 */
function deletionInForce(index: LogIndex, pod: PodInfo, record: number): number | undefined {
  const pf = podFacts(index, pod);
  const a = lowerBound(pf.additions, record) - 1;
  const d = lowerBound(pf.deletions, a >= 0 ? pf.additions[a] + 1 : 0);
  return d < pf.deletions.length && pf.deletions[d] < record ? pf.deletions[d] : undefined;
}

/**
 * A probe's series: one per probe of each container, broken by a success of that probe. Startup probes (made for
 * starts that take long; their exhaustion restarts the container, which restarted-by-probe tells) and lines of a pod
 * being deleted (its readiness fails while it shuts down: benign, known-errors.md 49) belong to none. A series makes
 * its lines actionable when the same probe had succeeded before it: a probe failing for minutes on a pod that was
 * ready is the "long-running pod" of known-errors.md 49. Failures before the first success are a start that takes long
 * (or, below --v=3, successes the log does not show), unless the node's kubelet logged another probe's success before
 * the series: then its successes are logged, and ten minutes without one is a container that does not get ready.
 */
export const PROBE_SERIES: SeriesSubject = {
  of: (index, record) => probeLine(index, record).subject,
  brokenBetween(index, prev, record) {
    const p = index.podOfRecord[record];
    if (p < 0) return false;
    const pod = index.pods[p];
    const successes = podFacts(index, pod).probeSuccesses;
    const subject = probeLine(index, record).subject;
    if (subject === undefined) return false;
    for (let k = lowerBound(successes, prev + 1); k < successes.length && successes[k] < record; k++) {
      if (probeLine(index, successes[k]).subject === subject) return true;
    }
    // A container of the pod started in between (a restart, the pod made again after a reboot): its probe's failures
    // are a new container's start, not the same container failing on (r29a 33; a series spans kubelet restarts).
    for (let k = lowerBound(pod.records, prev + 1), n = 0; k < pod.records.length && pod.records[k] < record && n < MAX_WALK; k++, n++) {
      const ev = index.plegEvents.get(pod.records[k]);
      if (ev?.type === 'ContainerStarted' && !startedBefore(index, ev.data, pod.records[k])) return true;
    }
    return false;
  },
  excluded(index, record) {
    if (probeLine(index, record).type === 'startup') return true;
    const p = index.podOfRecord[record];
    // A pod being deleted: its probes fail as it shuts down.
    return p >= 0 && deletionInForce(index, index.pods[p], record) !== undefined;
  },
  // A kubelet restart does not restart the containers: a probe failing before and after it is one problem (r27a 18).
  spansRestarts: true,
  escalates(index, first, series) {
    const p = index.podOfRecord[first];
    if (p < 0) return undefined;
    const successes = podFacts(index, index.pods[p]).probeSuccesses;
    const recs = index.parsed.records;
    const subject = probeLine(index, first).subject;
    if (subject === undefined) return undefined;
    for (let k = lowerBound(successes, first) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
      if (probeLine(index, successes[k]).subject === subject) {
        return { record: successes[k], line: recs.at(successes[k]).line, reason: `the same probe had succeeded before${at(index, successes[k])}` };
      }
    }
    // It had not succeeded before. Below --v=3 no success is logged, so failures alone cannot tell a probe that never
    // passes from one that flaps or a slow start; but when this kubelet run logged another probe's success before the
    // series began, its successes are logged, and ten minutes of failures with none is a container that does not
    // become ready (or live). (Another run may have run at another verbosity: only this run's success counts.)
    readLineFacts(index, first);
    const host = hostOf(index, first);
    const logs = factsOf(index).probeSuccessesByHost.get(host ?? '') ?? [];
    const j = lowerBound(logs, first) - 1;
    const logged = j >= 0 ? logs[j] : undefined;
    if (logged === undefined || (startAtOrBefore(index, first, host)?.record ?? -1) > logged) return failedEveryRun(index, series, first);
    return { record: logged, line: recs.at(logged).line, reason: `this kubelet logs probe successes (another probe succeeded${at(index, logged)}), so none of this probe was missed`, neverSucceeded: true };
  },
};

/** Whether PLEG reported the container started before `record` too: a restarted kubelet's relist, not a new start. */
function startedBefore(index: LogIndex, id: string | undefined, record: number): boolean {
  const records = id ? index.containers.get(id)?.records : undefined;
  if (!records) return false;
  for (let k = 0; k < records.length && records[k] < record && k < MAX_WALK; k++) if (index.plegEvents.get(records[k])?.type === 'ContainerStarted') return true;
  return false;
}

/** The fewest failures, in a series' first `persistSeconds`, that can show a probe failed at every run. */
const EVERY_RUN_MIN_FAILURES = 8;
/** How much longer than the series' mean interval its longest may be, with no run of the probe left out (2: one run missed). */
const EVERY_RUN_MAX_GAP = 1.5;
/**
 * The longest mean interval read as every run: a probe's default period (10 s). Failures 20 s apart may as well be a
 * 10 s probe failing every other run, whose successes --v=2 does not log (and which stays Ready: r27a 16).
 */
const EVERY_RUN_MAX_PERIOD_US = 10.5e6;

/**
 * A probe's failures evenly spaced, with no gap where a run of it is missing, up to the point its series became
 * persistent: the probe runs every period and each run is logged as a failure or (at --v=3) a success, so a run that
 * succeeded would leave a gap of twice the interval. With every run failed no success was missed below --v=3 either.
 */
function failedEveryRun(index: LogIndex, series: RuleSeries, first: number): (Evidence & { neverSucceeded: true }) | undefined {
  const upTo = series.persistentAt.get(first);
  if (upTo === undefined) return undefined;
  const recs = index.parsed.records;
  let count = 0;
  let prev: number | undefined;
  let maxGap = 0;
  for (let k = lowerBound(series.records, first), n = 0; k < series.records.length && series.records[k] <= upTo && n < MAX_WALK; k++, n++) {
    if (series.seriesStart[k] !== first) continue;
    const t = recs.at(series.records[k]).time;
    if (t === undefined) return undefined;
    if (prev !== undefined) maxGap = Math.max(maxGap, t - prev);
    prev = t;
    count++;
  }
  const a = recs.at(first).time;
  if (count < EVERY_RUN_MIN_FAILURES || prev === undefined || a === undefined) return undefined;
  const mean = (prev - a) / (count - 1);
  if (mean <= 0 || mean > EVERY_RUN_MAX_PERIOD_US || maxGap > EVERY_RUN_MAX_GAP * mean) return undefined;
  return {
    record: first,
    line: recs.at(first).line,
    reason: `it failed about every ${formatDuration(mean)}, ${count} times with no gap, so no run in between succeeded`,
    neverSucceeded: true,
  };
}

/**
 * An exec probe's timeouts (ExecSync, which names the container but not the probe): one series per container, broken
 * by a success of any probe of its pod (the probe does not fail every time), and lines of a pod being deleted are in
 * none (a pod shutting down answers slowly; pod-being-deleted grades them).
 */
export const EXEC_SERIES: SeriesSubject = {
  // The container by its pod and name where the log tells them: ExecSync names the container's ID, `Probe errored` its
  // pod and name, and the two lines of one exec must share a key.
  of(index, record) {
    const rec = index.parsed.records.at(record);
    const id = fieldValue(rec, 'containerID');
    if (id !== undefined) {
      const c = index.containers.get(id);
      return c?.pod && c.name !== undefined ? `${c.pod.index}/${c.name}` : id;
    }
    const probe = probeLine(index, record);
    const p = index.podOfRecord[record];
    return p >= 0 && probe.container !== undefined ? `${p}/${probe.container}` : probe.subject;
  },
  brokenBetween(index, prev, record) {
    const p = index.podOfRecord[record];
    if (p < 0) return false;
    const successes = podFacts(index, index.pods[p]).probeSuccesses;
    const k = lowerBound(successes, prev + 1);
    return k < successes.length && successes[k] < record;
  },
  excluded(index, record) {
    const p = index.podOfRecord[record];
    return p >= 0 && deletionInForce(index, index.pods[p], record) !== undefined;
  },
};

const VOLUME_SUCCESSES = ['MountVolume.SetUp succeeded', 'MountVolume.MountDevice succeeded'];

/**
 * A volume's series: one per volume of each pod (the pod alone when the line names no volume), broken by that volume
 * mounted, and lines of a pod being deleted in none. The node's series would join failures of different pods' volumes
 * that each succeed later; one volume failing for twenty minutes keeps its pod from starting.
 */
export const VOLUME_SERIES: SeriesSubject = {
  of(index, record) {
    const p = index.podOfRecord[record];
    if (p < 0) return undefined;
    const volume = volumeNamed(index.parsed.records.at(record));
    return volume === undefined ? `${p}` : `${p}/${volume}`;
  },
  brokenBetween(index, prev, record) {
    const p = index.podOfRecord[record];
    if (p < 0) return false;
    const recs = index.parsed.records;
    const volume = volumeNamed(recs.at(record));
    const list = index.pods[p].records;
    for (let k = lowerBound(list, prev + 1), n = 0; k < list.length && list[k] < record && n < MAX_WALK; k++, n++) {
      const rec = recs.at(list[k]);
      if (VOLUME_SUCCESSES.some((m) => messageStartsWith(rec, m)) && (volume === undefined || volumeNamed(rec) === volume)) return true;
    }
    return false;
  },
  excluded(index, record) {
    const p = index.podOfRecord[record];
    return p < 0 || deletionInForce(index, index.pods[p], record) !== undefined;
  },
  spansRestarts: true,
};

/**
 * A pod's series (`persistPer: 'pod'`): one per pod, for errors about the pod as a whole (its sandbox re-made). A line of
 * a pod being deleted, or of one the kubelet had stopped (a completed Job's), belongs to none: its sandbox went with it.
 */
export const POD_SERIES: SeriesSubject = {
  of(index, record) {
    const p = index.podOfRecord[record];
    return p < 0 ? undefined : `${p}`;
  },
  // A boot or the runtime started again between two lines: each has a cause of its own (r63a c02).
  brokenBetween(index, prev, record) {
    readLineFacts(index, record);
    const facts = factsOf(index);
    const host = hostOf(index, record);
    return factBetween(index, facts.runtimeStarts, prev, record, host) !== undefined || factBetween(index, facts.boots, prev, record, host) !== undefined;
  },
  excluded(index, record) {
    const p = index.podOfRecord[record];
    if (p < 0) return true;
    const pod = index.pods[p];
    const ctx: CheckContext = { index, record, pod, params: {} };
    return deletionInForce(index, pod, record) !== undefined || stoppedPodFact(ctx) !== undefined || retryOfFailedCreation(index, pod, record) !== undefined;
  },
};

// The kubelet's own removal lines (V4). The topology manager's `RemoveContainer` (V0) is logged at the start of every
// removal but also on every pod sync for each non-running container (a crash-looping one too): it counts as a
// removal only just before the line it explains (TOPOLOGY_REMOVAL_S).
const REMOVALS = ['Removing container', 'Removing init container'];
const TOPOLOGY_REMOVAL_S = 2;
// Lines that show a container had stopped; containerd's `shim disconnected` is its task's process gone.
/** The kubelet's kill of a container: a stop it asked for, not yet one that happened. */
const KILLS = ['Killing container with a grace period', 'Killing container with a grace period override'];
const EXITS = ['Container exited normally', 'Generic (PLEG): container finished', ...KILLS, 'shim disconnected'];
const STARTUP_DEFAULT_S = 300;

function plegType(index: LogIndex, r: number): string | undefined {
  return index.plegEvents.get(r)?.type;
}

// These run over every line of a pod or container, whose messages a file read in pieces may have let go:
// messageIs / messageStartsWith compare without reading a message back when it cannot match.
export function isRemoval(rec: LogRecord): boolean {
  if (messageIsAny(rec, REMOVALS)) return true;
  return rec.style === 'printf' && messageStartsWith(rec, 'Removing container ');
}

/**
 * The runtime's own line that it removed a container: containerd's `RemoveContainer for "<id>" returns successfully`,
 * CRI-O's `Removed container <id>: <namespace>/<pod>/<container>` (server/container_remove.go; r50a 59).
 */
function isRuntimeRemoved(rec: LogRecord): boolean {
  if (rec.style !== 'logfmt') return false;
  return (messageStartsWith(rec, 'RemoveContainer for "') && rec.message.endsWith('" returns successfully')) || messageStartsWith(rec, 'Removed container ');
}

/**
 * PLEG's relist (--v=4) found the container no longer in the runtime: `"GenericPLEG" … oldState=exited
 * newState=non-existent` (1.21+), `GenericPLEG: <pod UID>/<ID>: exited -> non-existent` (before).
 */
function isGoneFromRuntime(rec: LogRecord): boolean {
  if (messageIs(rec, 'GenericPLEG')) return fieldValue(rec, 'newState') === 'non-existent';
  return rec.style === 'printf' && messageStartsWith(rec, 'GenericPLEG: ') && rec.message.endsWith('-> non-existent');
}

function runtimeRemovedSaid(rec: LogRecord): string {
  return messageStartsWith(rec, 'Removed container ') ? 'CRI-O said it removed it' : "containerd's RemoveContainer returned successfully";
}

function isTopologyRemoval(rec: LogRecord): boolean {
  return messageIs(rec, 'RemoveContainer') || (rec.style === 'printf' && messageStartsWith(rec, '[topologymanager] RemoveContainer'));
}

function isExit(rec: LogRecord): boolean {
  return messageIsAny(rec, EXITS) || isDockerTaskDelete(rec);
}

/**
 * dockerd's note of containerd's TaskDelete, which it does not act on (`ignoring event … topic=/tasks/delete`): the
 * shim sends it when a container's own task is deleted after its exit (not an exec's), so the container had stopped.
 */
function isDockerTaskDelete(rec: LogRecord): boolean {
  return messageIs(rec, 'ignoring event') && fieldValue(rec, 'topic') === '/tasks/delete';
}

/** How long before `to` the line `from` came, when both have a time. */
function elapsed(index: LogIndex, from: number, to: number): string | undefined {
  const a = index.parsed.records.at(from).time;
  const b = index.parsed.records.at(to).time;
  return a !== undefined && b !== undefined ? formatDuration(Math.max(0, b - a)) : undefined;
}

function ago(index: LogIndex, from: number, to: number): string {
  const a = index.parsed.records.at(from).time;
  const b = index.parsed.records.at(to).time;
  // Written before the line but stamped after it (goroutines' clocks, a writer's buffer): earlier in the log only.
  if (a !== undefined && b !== undefined && a > b) return `earlier in the log, stamped ${formatDuration(a - b)} after this line`;
  const d = elapsed(index, from, to);
  return d ? `${d} earlier` : 'earlier';
}

/** `, 5.4 s before` (or only `, before` when a line has no time) and what follows. */
function before(index: LogIndex, from: number, to: number, what: string): string {
  const d = elapsed(index, from, to);
  return `, ${d ? `${d} ` : ''}before${what ? ` ${what}` : ''}`;
}

function at(index: LogIndex, r: number): string {
  const t = index.parsed.records.at(r).time;
  return t !== undefined ? ` at ${formatClock(t, 6)}` : '';
}

export function withinWindow(index: LogIndex, earlier: number, later: number, seconds: number): boolean {
  const recs = index.parsed.records;
  const a = recs.at(earlier).time;
  const b = recs.at(later).time;
  if (a !== undefined && b !== undefined) return b - a >= -1e6 && b - a <= seconds * 1e6 && !clockWentBackBetween(index, earlier, later);
  // A line without a time: stay close in the file, and the timed lines between the two (the two included) must not
  // span more than the window (hours of lines between would show they are not close in time).
  if (later - earlier >= 200) return false;
  let first: number | undefined;
  let last: number | undefined;
  for (let r = Math.min(earlier, later); r <= Math.max(earlier, later); r++) {
    const t = r === earlier ? a : r === later ? b : recs.at(r).time;
    if (t === undefined) continue;
    first ??= t;
    last = t;
  }
  return first === undefined || last! - first <= seconds * 1e6;
}

/**
 * Records `from` and `to` (file order) and every line between them on their clock span no more than `windowSeconds`,
 * and no line between says the clock was stepped: a window of a second measured across a step of a few seconds (under
 * CLOCK_BACK_US, which voids windows of minutes) would be one of the stamps only (r65a d15: chronyd's -5 s step). Only
 * a few lines apart is a window this short trusted: past STEADY_WALK lines, no.
 */
export function steadyClockBetween(index: LogIndex, from: number, to: number, windowSeconds: number): boolean {
  if (to - from > STEADY_WALK) return false;
  const recs = index.parsed.records;
  const a = recs.at(from);
  const b = recs.at(to);
  if (a.time === undefined || b.time === undefined) return true;
  // The stamps of the two and of every line between, on their clock, span no more than the window: a line stamped
  // past the later one by a second, then the later one, is a step back of a second inside it (r66a d01–d06).
  let low = Math.min(a.time, b.time);
  let high = Math.max(a.time, b.time);
  const key = clockKey(a);
  for (let r = from + 1; r < to; r++) {
    const rec = recs.at(r);
    // A step said in words on this clock, or by a line no envelope places (`chronyd[612]: System clock was stepped by …`
    // in a plain file, r66a d08b); another host's step is its own (r66a d05).
    if (rec.kind === 'unparsed') {
      if (STEP_SAID.test(rec.message)) return false;
      continue;
    }
    if (clockKey(rec) !== key) continue;
    if (STEP_SAID.test(rec.message.slice(0, 40))) return false;
    if (rec.time === undefined) continue;
    low = Math.min(low, rec.time);
    high = Math.max(high, rec.time);
    if (high - low > windowSeconds * 1e6) return false;
  }
  return true;
}

/** chronyd's and systemd-timesyncd's words for a clock set by a step. */
const STEP_SAID = /System clock (?:was stepped by|wrong by)/;

/** How many lines apart two lines of a one-second window may be for steadyClockBetween to read the lines between. */
const STEADY_WALK = 2000;

/**
 * The clock a line's stamps run on: its host's, when an envelope names the host (every process of a host shares one
 * clock: r52a 10, 12, 13, a step seen in chronyd's or an earlier kubelet's lines), within its section of a dump
 * (`minikube logs` lists each component's lines from their start); else the file's one clock (-1).
 */
function clockKey(rec: LogRecord): number | string {
  const env = rec.envelope;
  if (env?.host !== undefined) return rec.section === undefined ? env.host : `${env.host}\u0000${rec.section}`;
  // A file of no host is one node's (a kubelet restarted after the step writes under a new PID, r54a 24).
  return -1;
}

/**
 * Whether the clock of either line went back between them (facts.clockBacks), or either is stamped within the span
 * another section of its host's dump went back over (facts.hostSteps): their stamps are then on two clocks, and no
 * window between them can be measured. Another host's step says nothing of theirs.
 */
function clockWentBackBetween(index: LogIndex, earlier: number, later: number): boolean {
  if (earlier === later) return false;
  const facts = FACTS.get(index);
  const backs = facts?.clockBacks;
  if (!backs?.length) return false;
  if (facts!.hostSteps.size && ambiguousAcrossSections(index, facts!.hostSteps, earlier, later)) return true;
  const from = Math.min(earlier, later);
  const to = Math.max(earlier, later);
  let k = lowerBound(backs, from + 1);
  if (k >= backs.length || backs[k] > to) return false;
  const recs = index.parsed.records;
  const keys = facts!.clockBackKeys;
  const a = clockKey(recs.at(earlier));
  const b = clockKey(recs.at(later));
  for (; k < backs.length && backs[k] <= to; k++) if (keys[k] === a || keys[k] === b) return true;
  return false;
}

/** A line's stamp lies in the span another section of its host's dump stepped back over: before or after it, unknown. */
function ambiguousAcrossSections(index: LogIndex, hostSteps: Map<string, { to: number; from: number; section: string }[]>, earlier: number, later: number): boolean {
  const recs = index.parsed.records;
  for (const r of [earlier, later]) {
    const rec = recs.at(r);
    const host = rec.envelope?.host;
    const t = rec.time;
    if (host === undefined || t === undefined) continue;
    for (const step of hostSteps.get(host) ?? []) if (step.section !== rec.section && t >= step.to && t <= step.from) return true;
  }
  return false;
}

// ---- facts, computed once per container / pod and cached per index ------------------------------------------
// Checks run once per finding; a log can hold tens of thousands of findings for one container or pod, so nothing
// below rescans a record list per finding: sorted lists are searched, per-pod firsts are remembered.

// Facts follow a growing index (a file read in pieces, a log being appended to): they are extended from where they
// stopped, never rebuilt from the whole log after each piece (that had made the analysis of a big file quadratic).

interface ContainerFacts {
  /** How many of the container's records (info.records, which only grows at its end) have been read. */
  upTo: number;
  /** Record indices, ascending. */
  starts: number[];
  removals: number[];
  /** The topology manager's `RemoveContainer` lines (see TOPOLOGY_REMOVAL_S). */
  topologyRemovals: number[];
  /** The runtime's own removal of it (isRuntimeRemoved: containerd's, CRI-O's): the container is gone. */
  runtimeRemoved: number[];
  /** PLEG's relist found it gone from the runtime (`newState=non-existent`): whoever removed it, it is gone. */
  goneFromRuntime: number[];
  /** Died (PLEG), exited, killed or removed. */
  stops: number[];
  /** Removing sandbox or PLEG ContainerDied. */
  sandboxGone: number[];
  /** A removal of it that failed with another error than NotFound (DeadlineExceeded, a busy mount): it may still exist. */
  removalFailures: number[];
}

interface PodFacts {
  /** How many of the pod's records have been read, and the pod's revision then (lines added out of order bump it). */
  upTo: number;
  revision: number;
  firstTerminated: number;
  firstTerminatedBeforeOrphan: number;
  /** The lines that say the pod's worker terminated it, ascending (a static pod added again terminates again). */
  terminations: number[];
  /** The pod's deletions (deletion requested, API removal, eviction) and its static-pod `SyncLoop ADD`s, as record numbers. */
  deletions: number[];
  additions: number[];
  /**
   * `SyncLoop ADD`s of the pod's name after its API object was removed (not a static pod's): the API cannot bring an
   * object back, so these add a new pod of the same name, whose UID the log may give only later.
   */
  readds: number[];
  apiRemoved: boolean;
  /** PLEG ContainerStarted records of the pod, ascending. */
  starts: number[];
  /** PLEG ContainerDied records of the pod, ascending. */
  deaths: number[];
  /** `Probe succeeded` records of the pod, ascending (their container names are read only when a check asks). */
  probeSuccesses: number[];
  /** `Probe failed` records of the pod, ascending. */
  probeFailures: number[];
  /**
   * `"SyncLoop (probe)" probe="readiness" status="ready"` (or a startup probe's `started`): a container's probe passed,
   * logged at V1 where `Probe succeeded` is V3; it names no container.
   */
  probePassed: number[];
  /** The pod's crash-loop lines (back-offs, their V3 companions and events), ascending. */
  loops: number[];
}

interface Facts {
  containers: Map<string, ContainerFacts>;
  pods: Map<PodInfo, PodFacts>;
  /** `Successfully registered node` records, ascending, of the lines read so far (`lineFactsUpTo`). */
  registrations: number[];
  /** Lines that show the node registered by then: its registrations, and its status updates (which only a registered node makes). */
  registeredBy: number[];
  lineFactsUpTo: number;
  /**
   * Lines stamped more than CLOCK_BACK_US behind an earlier line on the same clock (a clock stepped back, logs
   * concatenated), with that clock's key (clockKey): no window is measured across them (r50a 50).
   */
  clockBacks: number[];
  clockBackKeys: (number | string)[];
  /** PLEG's relist lines that found a container gone from the runtime (isGoneFromRuntime), read while their piece is in memory. */
  goneFromRuntimeLines: Set<number>;
  /** The kubelet's `No ready sandbox for pod can be found` lines (sandboxJustDied), ascending. */
  noReadySandbox: number[];
  /** Per host of a dump of sections, the steps back its sections showed: the span of stamps each made ambiguous. */
  hostSteps: Map<string, { to: number; from: number; section: string }[]>;
  /** The latest stamp on each clock so far (since its last step back), by clockKey. */
  latestStampOf: Map<number | string, number>;
  /** Registrations the API server refused for the kubelet's identity (forbidden, unauthorized, a certificate). */
  refusals: number[];
  /** Every failed registration attempt (`Unable to register node …`), ascending: the overdue escalation cites one. */
  registrationFailures: number[];
  /** The probe successes each node's kubelet logged, ascending (its verbosity logs successes): see PROBE_SERIES. */
  probeSuccessesByHost: Map<string, number[]>;
  /** systemd's lines that the kubelet's service failed (`kubelet.service: Main process exited, code=exited, status=1/FAILURE`), ascending. */
  serviceFailures: number[];
  /** systemd's lines that the container runtime's service failed (`containerd.service: Main process exited, code=killed, status=9/KILL`), and the runtime's own panics and fatal lines, ascending. */
  runtimeServiceFailures: number[];
  /** The lines that say the node became Ready (`Fast updating node status as it just became ready`, the NodeReady event), ascending. */
  nodeReady: number[];
  /** The lines that say it became NotReady again (`Node became not ready`, the NodeNotReady event), ascending. */
  nodeNotReady: number[];
  /**
   * The kubelet's own word that its start-up grace ran out (`Node not becoming ready in time after startup`: its node
   * not Ready 120 s after the start, 1.27 on), ascending.
   */
  readyGraceExpired: number[];
  /** A fresh start of the node's runtime (systemd's `Started containerd…`, the runtime's own start-up line), ascending. */
  runtimeStarts: number[];
  /**
   * The nodes the log's kubelets name as their own (registration, NodeReady/NotReady events, `--hostname-override`):
   * in a file that tells neither hosts nor processes apart, two names mean two kubelets.
   */
  nodeNames: Set<string>;
  /** A journal's `-- Boot … --`: the node started afresh, ascending. */
  boots: number[];
  /** Where the log lost lines: journald's `Suppressed N messages from kubelet.service`, PLEG's `Event channel is full`, ascending. */
  linesLost: number[];
  /** `SyncLoop (probe)` lines whose probe passed (status ready, started), with the probe's type: read as the lines are (a later check reads no line back). */
  probePasses: Map<number, string>;
  /** Pods' image pull events (`Pulling image "x"`, `Successfully pulled image "x"`; ≤1.20's printf successes), by record: read as the lines are. */
  imagePulls: Map<number, { started: boolean; image: string }>;
  /** The lines that say an image was pulled (structured or ≤1.20's printf events), ascending, by image. */
  pulledByImage: Map<string, number[]>;
  /**
   * Lines that show the kubelet bootstrapping its client certificate (`Client rotation is on, will bootstrap in
   * background`, `Using bootstrap kubeconfig`, the certificate manager's rotation), ascending: until the certificate is
   * issued it calls the API server with no client credentials, as system:anonymous.
   */
  clientBootstraps: number[];
  /**
   * Lines that say the kubelet is not bootstrapping (`Current kubeconfig file contents are still valid, no bootstrap
   * necessary`, `No bootstrapping requested`) or that its bootstrap was refused (its client certificate request
   * refused for its credentials), ascending: anonymous calls after them are a kubelet without credentials.
   */
  bootstrapEnds: number[];
}

const FACTS = new WeakMap<LogIndex, Facts>();
/**
 * The container name of each `Probe succeeded` line read so far. A line's fields never change, so this survives
 * the index growing: a file analysed piece by piece would otherwise read the probe lines of long-lived pods back
 * from disk after every piece.
 */
const NONE = -1;
/** How far back a walk within a time window may go (bounds the cost on pathological logs). */
const MAX_WALK = 2000;

function factsOf(index: LogIndex): Facts {
  let f = FACTS.get(index);
  if (!f) {
    f = { containers: new Map(), pods: new Map(), registrations: [], registeredBy: [], lineFactsUpTo: 0, clockBacks: [], clockBackKeys: [], goneFromRuntimeLines: new Set(), noReadySandbox: [], latestStampOf: new Map(), hostSteps: new Map(), refusals: [], registrationFailures: [], probeSuccessesByHost: new Map(), serviceFailures: [], runtimeServiceFailures: [], nodeReady: [], nodeNotReady: [], readyGraceExpired: [], runtimeStarts: [], nodeNames: new Set(), boots: [], linesLost: [], probePasses: new Map(), imagePulls: new Map(), pulledByImage: new Map(), clientBootstraps: [], bootstrapEnds: [] };
    FACTS.set(index, f);
  }
  return f;
}

function containerFacts(index: LogIndex, id: string | undefined): ContainerFacts | undefined {
  if (!id) return undefined;
  const info = index.containers.get(id);
  if (!info) return undefined;
  const facts = factsOf(index);
  let cf = facts.containers.get(id);
  if (!cf) {
    cf = { upTo: 0, starts: [], removals: [], topologyRemovals: [], runtimeRemoved: [], goneFromRuntime: [], stops: [], sandboxGone: [], removalFailures: [] };
    facts.containers.set(id, cf);
  }
  const recs = index.parsed.records;
  for (; cf.upTo < info.records.length; cf.upTo++) {
    const r = info.records[cf.upTo];
    const rec = recs.at(r);
    const t = plegType(index, r);
    if (t === 'ContainerStarted') cf.starts.push(r);
    const removal = isRemoval(rec);
    if (removal) cf.removals.push(r);
    else if (isTopologyRemoval(rec)) cf.topologyRemovals.push(r);
    else if (isRuntimeRemoved(rec)) cf.runtimeRemoved.push(r);
    else if (facts.goneFromRuntimeLines.has(r)) cf.goneFromRuntime.push(r);
    if (t === 'ContainerDied' || removal || isExit(rec)) cf.stops.push(r);
    if (t === 'ContainerDied' || messageIs(rec, 'Removing sandbox')) cf.sandboxGone.push(r);
    if (isFailedRemoval(rec)) cf.removalFailures.push(r);
  }
  return cf;
}

const REMOVAL_FAILURES = ['DeleteContainer returned error', 'Failed to remove container', 'RemoveContainer from runtime service failed'];
const NOT_FOUND = /NotFound|not found|No such container/;
// ≤1.20's wordings of the same failures.
const PRINTF_REMOVAL_FAILURES = ['[pod_container_deletor] DeleteContainer returned error for ', 'Failed to remove container "'];

/** A removal that failed for another reason than the container being gone already. */
function isFailedRemoval(rec: LogRecord): boolean {
  // messageStartsWith first: it needs no message text, which a file read in pieces may have let go.
  const printf =
    rec.style === 'printf' &&
    ((messageStartsWith(rec, 'RemoveContainer ') && rec.message.includes(' from runtime service failed')) ||
      PRINTF_REMOVAL_FAILURES.some((m) => messageStartsWith(rec, m)));
  return (printf || messageIsAny(rec, REMOVAL_FAILURES)) && !NOT_FOUND.test(errorText(rec));
}

function probeContainerName(index: LogIndex, r: number): string | undefined {
  return probeLine(index, r).container;
}

function podFacts(index: LogIndex, pod: PodInfo): PodFacts {
  const facts = factsOf(index);
  // The pod's lines are read with what readLineFacts noted of them (probe passes).
  if (pod.records.length && facts.lineFactsUpTo <= pod.records[pod.records.length - 1]) readLineFacts(index, pod.records[pod.records.length - 1] + 1);
  let pf = facts.pods.get(pod);
  const revision = pod.revision ?? 0;
  if (!pf || pf.revision !== revision) {
    pf = { upTo: 0, revision, firstTerminated: NONE, firstTerminatedBeforeOrphan: NONE, terminations: [], deletions: [], additions: [], readds: [], apiRemoved: false, starts: [], deaths: [], probeSuccesses: [], probeFailures: [], probePassed: [], loops: [] };
    facts.pods.set(pod, pf);
  }
  // One moving view: the facts keep record numbers, never records.
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  for (; pf.upTo < pod.records.length; pf.upTo++) {
    const k = pf.upTo;
    const r = pod.records[k];
    const ph = pod.phases[k];
    const rec = recs.at(r);
    const pleg = plegType(index, r);
    if (pleg === 'ContainerStarted') pf.starts.push(r);
    else if (pleg === 'ContainerDied') pf.deaths.push(r);
    if (ph === 'crash-loop') pf.loops.push(r);
    if (isProbeSuccess(rec)) pf.probeSuccesses.push(r);
    else if (isProbeFailure(rec)) pf.probeFailures.push(r);
    else if (facts.probePasses.has(r)) pf.probePassed.push(r);
    // A pod refused at admission ends there: Failed, never run (its controller deletes it; r38a 26).
    if (marksTerminated(rec) || (ph === 'admission-rejected' && !pf.terminations.length)) {
      if (pf.firstTerminated === NONE) pf.firstTerminated = r;
      pf.terminations.push(r);
      if (pf.firstTerminatedBeforeOrphan === NONE && ph !== 'orphan-cleanup') pf.firstTerminatedBeforeOrphan = r;
    }
    // An eviction pass's ranking of the pod, or its refusal to evict a critical one, deletes nothing (evictsPod).
    if (ph === 'deletion-requested' || ph === 'api-removed' || (ph === 'eviction' && evictsPod(rec.message))) pf.deletions.push(r);
    // A static pod added again (its manifest came back), not its worker's first sync, nor an API pod listed again when
    // the kubelet restarts (a pod being deleted is still in the API and is listed again).
    else if (ph === 'config-add' && index.staticPodAdds.has(r)) pf.additions.push(r);
    else if (ph === 'config-add' && pf.apiRemoved) pf.readds.push(r);
    if (ph === 'api-removed') pf.apiRemoved = true;
  }
  return pf;
}


/** PLEG reported the ID started after `since` and before the finding: the container is (again) running. */
function startedAgain(ctx: CheckContext, since: number): Evidence | undefined {
  const cf = containerFacts(ctx.index, ctx.id);
  if (!cf) return undefined;
  const k = lowerBound(cf.starts, since + 1);
  if (k < cf.starts.length && cf.starts[k] < ctx.record) {
    const r = cf.starts[k];
    return { record: r, line: ctx.index.parsed.records.at(r).line, reason: 'PLEG reports this container started again' };
  }
  return undefined;
}

/** A container ID as people write it: its first twelve characters. */
export function shortId(id: string): string {
  return id.slice(0, 12);
}

/** The entries of `list` before the finding and within the window, oldest first (walking back at most MAX_WALK). */
function withinWindowBefore(ctx: CheckContext, list: readonly number[], seconds: number): number[] {
  const out: number[] = [];
  for (let k = lowerBound(list, ctx.record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    if (!withinWindow(ctx.index, list[k], ctx.record, seconds)) break;
    out.push(list[k]);
  }
  return out.reverse();
}

/**
 * Whether a line before ctx.record was written by the kubelet process that wrote it: after its last start, and with
 * the same PID. A removal a previous process started may have been cut short by the restart. (A plain log shows a
 * start only by the PID in klog's header: it has no journald PID.)
 */
function thisProcess(ctx: CheckContext): (r: number) => boolean {
  const sinceStart = startBefore(ctx)?.record ?? NONE;
  const recs = ctx.index.parsed.records;
  const process = processOf(recs.at(ctx.record));
  return (r) => {
    if (r <= sinceStart) return false;
    if (process === undefined) return true;
    const other = processOf(recs.at(r));
    return other === undefined || other === process;
  };
}

function containerRemovedEarlier(ctx: CheckContext): Evidence[] {
  const cf = containerFacts(ctx.index, ctx.id);
  if (!cf) return [];
  const window = ctx.params.windowSeconds ?? 60;
  const sinceStart = startBefore(ctx)?.record ?? NONE;
  // Nor a removal that then failed for another reason (DeadlineExceeded): it did not remove the container.
  const failures = cf.removalFailures;
  const failedLater = (r: number) => {
    const k = lowerBound(failures, r + 1);
    return k < failures.length && failures[k] < ctx.record;
  };
  const recs = ctx.index.parsed.records;
  const ofThisProcess = thisProcess(ctx);
  const counts = (r: number) => ofThisProcess(r) && !failedLater(r);
  const removals = withinWindowBefore(ctx, cf.removals, window).filter(counts);
  let topology = withinWindowBefore(ctx, cf.topologyRemovals, Math.min(window, TOPOLOGY_REMOVAL_S)).filter(counts);
  // The pod's sync logs the topology line for a crash-looping container on every back-off: no removal then.
  const backOff = topology.length ? crashLoopOfContainerSince(ctx, topology[0]) : undefined;
  if (backOff !== undefined) {
    ctx.notes?.push(`the topology manager's RemoveContainer (line ${recs.at(topology[0]).line + 1}) came with the container's crash-loop back-off (line ${recs.at(backOff).line + 1}): a sync of a container that keeps failing, not a removal`);
    topology = [];
  }
  // The runtime's own word that it removed the container: done, not an attempt (the kubelet's failing one may follow
  // it). Cited when the kubelet's lines show no earlier removal of their own.
  const host = hostOf(ctx.index, ctx.record);
  const removedByRuntime = () => {
    // The runtime of the line's own node (r52a 35: another node's CRI-O removing an ID of the same prefix).
    const done = withinWindowBefore(ctx, cf.runtimeRemoved, window).filter((r) => r > sinceStart && hostsMatch(hostOf(ctx.index, r), host));
    const r = done[done.length - 1];
    return r === undefined ? [] : [{ record: r, line: recs.at(r).line, reason: `the runtime had removed container ${shortId(ctx.id!)}${at(ctx.index, r)} (${ago(ctx.index, r, ctx.record)}): ${runtimeRemovedSaid(recs.at(r))}` }];
  };
  if (ctx.params.raisedInRemoval && !earlierAttempt(recs, removals, topology)) return removedByRuntime();
  if (topology.length && (!removals.length || topology[0] < removals[0])) removals.unshift(topology[0]);
  if (!removals.length) return removedByRuntime();
  const first = removals[0];
  if (startedAgain(ctx, first)) return [];
  // Said as what the line is (r48a): `Removing container` starts a removal (no failure of it followed: `counts`); the
  // topology manager's `RemoveContainer` is also logged for a container a sync finds stopped.
  const when = `${at(ctx.index, first)} (${ago(ctx.index, first, ctx.record)})`;
  const firstSaid = isTopologyRemoval(recs.at(first))
    ? `the kubelet let container ${shortId(ctx.id!)} go${when}: its topology manager's "RemoveContainer", logged as a stopped container is removed`
    : `the kubelet began removing container ${shortId(ctx.id!)}${when} and logged no failure of it`;
  const out: Evidence[] = [{ record: first, line: recs.at(first).line, reason: firstSaid }];
  // The runtime's own word, when the log has it, is the strongest line: cited too.
  const gone = [...withinWindowBefore(ctx, cf.runtimeRemoved, window), ...withinWindowBefore(ctx, cf.goneFromRuntime, window)].filter((r) => r > first && hostsMatch(hostOf(ctx.index, r), host)).sort((a, b) => a - b)[0];
  if (gone !== undefined) {
    out.push({
      record: gone,
      line: recs.at(gone).line,
      reason: isRuntimeRemoved(recs.at(gone))
        ? `the runtime removed it${at(ctx.index, gone)} (${runtimeRemovedSaid(recs.at(gone))})`
        : `PLEG found it gone from the runtime${at(ctx.index, gone)} (state non-existent)`,
    });
  }
  let lastRemovalStart: number | undefined;
  for (let k = removals.length - 1; k >= 0; k--) {
    if (messageStartsWith(recs.at(removals[k]), 'Removing container')) {
      lastRemovalStart = removals[k];
      break;
    }
  }
  if (lastRemovalStart !== undefined && lastRemovalStart !== first) {
    out.push({ record: lastRemovalStart, line: recs.at(lastRemovalStart).line, reason: 'a second removal of the same container started; this error is that second attempt failing' });
    out.push(...diedEventsBefore(ctx, first, lastRemovalStart));
  }
  return out;
}

/** A crash-loop back-off of the line's container (of any of its pod's when the log does not name it) from `from` to the line. */
function crashLoopOfContainerSince(ctx: CheckContext, from: number): number | undefined {
  const pod = ctx.pod;
  if (!pod) return undefined;
  // Only for the container's latest instance: after another start of the pod, the older dead one is removed for real.
  const cf = containerFacts(ctx.index, ctx.id);
  const own = cf?.starts[cf.starts.length - 1];
  const pf = podFacts(ctx.index, pod);
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  const name = info?.kind === 'container' ? info.name : undefined;
  for (let j = own === undefined ? pf.starts.length : lowerBound(pf.starts, own + 1); j < pf.starts.length && pf.starts[j] < ctx.record; j++) {
    // A newer instance of the same container (another container of the pod starting says nothing of this one's).
    const id = ctx.index.plegEvents.get(pf.starts[j])?.data;
    const other = id ? ctx.index.containers.get(id) : undefined;
    if (name === undefined || (other?.kind === 'container' && other.name === name)) return undefined;
  }
  const recs = ctx.index.parsed.records;
  for (let k = lowerBound(pod.records, from), n = 0; k < pod.records.length && pod.records[k] < ctx.record && n < MAX_WALK; k++, n++) {
    if (pod.phases[k] !== 'crash-loop') continue;
    if (!name || errorText(recs.at(pod.records[k])).includes(`container=${name} `)) return pod.records[k];
  }
  return undefined;
}

/**
 * Whether the removal lines before an error raised inside a removal show an attempt before the one that fails: the
 * failing attempt is the last one, its `Removing container` start (V4) and, after it, the topology manager's
 * `RemoveContainer` (V0, the only line at lower verbosities). A log that begins with the failing attempt shows no
 * earlier removal, and the container may have been lost rather than removed.
 */
function earlierAttempt(recs: Records, starts: readonly number[], topology: readonly number[]): boolean {
  const lines = [...starts, ...topology].sort((a, b) => a - b);
  let end = lines.length - 1;
  // The failing attempt's last line, then its start when that line was the topology manager's.
  if (end >= 0 && isTopologyRemoval(recs.at(lines[end])) && end > 0 && !isTopologyRemoval(recs.at(lines[end - 1]))) end--;
  return end > 0;
}

/**
 * Why a container was removed twice: PLEG reported ContainerDied for more than one of the pod's containers (an app
 * container and its sandbox), and each such event of a terminated pod asks to remove all its exited containers.
 */
function diedEventsBefore(ctx: CheckContext, firstRemoval: number, secondRemoval: number): Evidence[] {
  const list = ctx.pod?.records;
  if (!list) return [];
  const recs = ctx.index.parsed.records;
  const died: number[] = [];
  const seen = new Set<string>();
  for (let k = lowerBound(list, secondRemoval) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = list[k];
    if (!withinWindow(ctx.index, r, firstRemoval, 5)) break;
    const ev = ctx.index.plegEvents.get(r);
    if (ev?.type !== 'ContainerDied' || seen.has(ev.data)) continue;
    seen.add(ev.data);
    died.unshift(r);
  }
  if (died.length < 2) return [];
  const cited = died.slice(0, 3);
  return cited.map((r, i) => {
    const data = ctx.index.plegEvents.get(r)!.data;
    const kind = ctx.index.containers.get(data)?.kind === 'sandbox' ? 'its sandbox' : data === ctx.id ? 'this container' : 'another container of the pod';
    const reason = i < cited.length - 1
      ? `PLEG reported ContainerDied for ${kind} (${shortId(data)})`
      : `then PLEG reported ContainerDied for ${kind} (${shortId(data)}): each ContainerDied of a terminated pod asks to remove all of its exited containers, so the removal ran once per event`;
    return { record: r, line: recs.at(r).line, reason };
  });
}

const CONTAINER_IDS = /\b[0-9a-f]{64}\b/g;
/** At most this many containers of one line are checked (a line listing more is not explained by their exits). */
const MAX_IDS = 20;

function containerExitedEarlier(ctx: CheckContext): Evidence[] {
  if (!ctx.params.everyId) return exitedEarlier(ctx);
  const text = errorText(ctx.index.parsed.records.at(ctx.record));
  const listed = listedCgroups(text);
  // Each container the line lists, by the last part of its cgroup (a kind node's own ID, before every path, is none of
  // them); a line that lists no cgroup the usual way, by every ID in it.
  const ids = listed.length ? [...new Set(listed.flatMap((c) => (c.id ? [c.id] : [])))] : [...new Set(text.match(CONTAINER_IDS) ?? [])];
  if (!ids.length || ids.length >= MAX_IDS) return [];
  let cited: Evidence[] = [];
  let started: Evidence | undefined;
  for (const id of ids) {
    // Stopped, or just started (no samples yet): either is the race; a container running for long is not.
    const exited = exitedEarlier({ ...ctx, id });
    const justStarted = exited.length ? undefined : startedJustBefore(ctx, id, listed.find((c) => c.id === id)?.path);
    if (!exited.length && !justStarted) {
      ctx.notes?.push(`the line also names container ${shortId(id)}, which the log shows neither stopped nor just started`);
      return [];
    }
    if (!cited.length) cited = exited;
    started ??= justStarted;
  }
  // Only just-started containers: their start is the evidence (r78a D3: accepted, but nothing was cited, so never benign).
  if (!cited.length && started) cited = [started];
  // A cgroup of no container (a system slice, a QoS class, a pod's own): no container's exit explains it.
  const unexplained = listed.find((c) => !c.id && !podCgroupChanging(ctx, c.path));
  if (unexplained !== undefined) {
    ctx.notes?.push(`the line also names cgroup ${unexplained.path}, which is no container's that stopped or just started`);
    return [];
  }
  return cited;
}

/** `["/kubepods.slice/…": RecentStats: …]`: the cgroups a cAdvisor partial failure lists. */
const LISTED_CGROUP = /\["(\/[^"\s]{0,1024})"/g;
const CONTAINER_SEGMENT = /[0-9a-f]{64}/;
const POD_SEGMENT = /pod([0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12})(?:\.slice)?$/;

/** The cgroups the line lists, each with the container ID its last part names (none for a slice or a pod's own). */
function listedCgroups(text: string): { path: string; id?: string }[] {
  const out: { path: string; id?: string }[] = [];
  for (const m of text.matchAll(LISTED_CGROUP)) {
    const last = m[1].slice(m[1].lastIndexOf('/') + 1);
    out.push({ path: m[1], id: CONTAINER_SEGMENT.exec(last)?.[0] });
  }
  return out;
}

/**
 * What a line's repeats are kept by (repeats-for-same-id): its subject ID; for a line that lists cgroups (everyId),
 * each of them, so that any one failing on for minutes takes the excuse away, whichever the line lists first.
 */
export function repeatKeysOf(rec: LogRecord, id: string | undefined, everyId: boolean | undefined): string[] {
  if (everyId) {
    const listed = listedCgroups(errorText(rec));
    if (listed.length) return [...new Set(listed.map((c) => c.id ?? c.path))];
  }
  return id ? [id] : [];
}

/**
 * Whether `path` is the cgroup of a pod that came or went within the window before the line: added, its first
 * container started, terminated. A container of a running pod restarting leaves the pod's cgroup as it was.
 */
function podCgroupChanging(ctx: CheckContext, path: string): boolean {
  const uid = POD_SEGMENT.exec(path)?.[1].replace(/_/g, '-');
  const pod = uid === undefined ? undefined : ctx.index.podByUid.get(uid);
  if (!pod) return false;
  const pf = podFacts(ctx.index, pod);
  const window = ctx.params.windowSeconds ?? 60;
  const recent = (r: number | undefined) => r !== undefined && r < ctx.record && withinWindow(ctx.index, r, ctx.record, window);
  const last = (list: readonly number[]) => list[lowerBound(list, ctx.record) - 1];
  return recent(pf.starts[0]) || recent(last(pf.terminations)) || recent(last(pf.additions));
}

/**
 * The line that shows container `id` new within the entry's window before the line: PLEG's report of its start, else,
 * when the log shows no start of it at all, the addition of the pod its cgroup (`path`) sits in, none of whose
 * containers had started before that addition and which no kubelet start just before lists again: the container is no
 * older than its pod on this node.
 */
function startedJustBefore(ctx: CheckContext, id: string, path: string | undefined): Evidence | undefined {
  const recs = ctx.index.parsed.records;
  const window = ctx.params.windowSeconds ?? 60;
  const ago = (r: number) => `${elapsed(ctx.index, r, ctx.record) ?? 'just'} before`;
  const cf = containerFacts(ctx.index, id);
  const starts = cf ? withinWindowBefore({ ...ctx, id }, cf.starts, window) : [];
  if (starts.length) {
    const r = starts[starts.length - 1];
    return { record: r, line: recs.at(r).line, reason: `PLEG reported container ${shortId(id)} started ${ago(r)}: cAdvisor has no stats of a container that new yet` };
  }
  if (cf?.starts.some((s) => s < ctx.record)) return undefined;
  const uid = path === undefined ? undefined : POD_SEGMENT.exec(path.slice(0, path.lastIndexOf('/')))?.[1].replace(/_/g, '-');
  const pod = uid === undefined ? undefined : ctx.index.podByUid.get(uid);
  if (!pod) return undefined;
  const pf = podFacts(ctx.index, pod);
  const host = recs.at(ctx.record).envelope?.host;
  // A static pod's addition; or the first line of an API pod, its `SyncLoop ADD` or (at a verbosity below SyncLoop's)
  // the volume manager's first look at its volumes, made once a pod as it is added, when the log shows its kubelet
  // started long before (not a restarted kubelet listing the pods it ran: r78a D3, C6's php-apache pod; r80a).
  const first = pod.records[0];
  const firstRec = first === undefined ? undefined : recs.at(first);
  const verifiedOnly = firstRec !== undefined && messageStartsWith(firstRec, 'operationExecutor.VerifyControllerAttachedVolume started');
  const verified = firstRec !== undefined && (verifiedOnly || isApiAdd(firstRec)) ? first : undefined;
  const runStart = verified === undefined ? undefined : startAtOrBefore(ctx.index, verified, host);
  // The same process since that start (its PID), so that no restart the excerpt left out came between.
  const sameRun = runStart?.pid !== undefined && processOf(recs.at(verified!)) === runStart.pid;
  // And that run had admitted pods before, a minute before this one at least: a restarted kubelet that could not reach
  // the API server lists the pods it runs only once it does, minutes after its start (r80a D1b).
  const added = pf.additions[lowerBound(pf.additions, ctx.record) - 1] ?? (sameRun && admittedEarlierInRun(ctx.index, verified!, runStart!, pod) ? verified : undefined);
  if (added === undefined || added >= ctx.record || !withinWindow(ctx.index, added, ctx.record, window) || pf.starts.some((s) => s < added)) return undefined;
  const start = startAtOrBefore(ctx.index, added, host);
  const addedAt = recs.at(added).time;
  if (start && (start.time === undefined || addedAt === undefined || addedAt - start.time <= RELIST_AFTER_START_US)) return undefined;
  return { record: added, line: recs.at(added).line, reason: `container ${shortId(id)}'s pod was ${added === verified && verifiedOnly ? 'admitted (its volumes first verified)' : 'added'} ${ago(added)}, so the container is no older: cAdvisor has no stats of a container that new yet` };
}

/** How soon after a kubelet start a pod's addition may be that kubelet listing the pods it already ran. */
const RELIST_AFTER_START_US = 60e6;

/**
 * Whether the kubelet run that admitted `pod` at `admitted` had admitted another pod (its volumes first verified, or a
 * `SyncLoop ADD`) more than RELIST_AFTER_START_US before it, after its start: its listing of the pods it ran was done.
 */
function admittedEarlierInRun(index: LogIndex, admitted: number, start: KubeletStart, pod: PodInfo): boolean {
  const recs = index.parsed.records;
  const t = recs.at(admitted).time;
  if (t === undefined) return false;
  const host = recs.at(admitted).envelope?.host;
  for (let r = admitted - 1, n = 0; r > start.record && n < MAX_WALK; r--, n++) {
    const rec = recs.at(r);
    if (rec.time === undefined || t - rec.time <= RELIST_AFTER_START_US || !hostsMatch(rec.envelope?.host, host)) continue;
    if (!messageStartsWith(rec, 'operationExecutor.VerifyControllerAttachedVolume started') && !messageStartsWith(rec, 'SyncLoop ADD') && !messageStartsWith(rec, 'SyncLoop (ADD, ')) continue;
    // A static pod's addition is no sign: a kubelet adds them at its start, API server or not.
    const p = index.podOfRecord[r];
    if (p >= 0 && index.pods[p] !== pod && !isStaticPod(index, index.pods[p])) return true;
  }
  return false;
}

function exitedEarlier(ctx: CheckContext): Evidence[] {
  const cf = containerFacts(ctx.index, ctx.id);
  if (!cf) return [];
  const recs = ctx.index.parsed.records;
  let stops = withinWindowBefore(ctx, cf.stops, ctx.params.windowSeconds ?? 60);
  if (ctx.params.raisedInKill) stops = stops.filter((s) => !messageIsAny(recs.at(s), KILLS));
  // A removal only began: one a previous kubelet process began may have been cut short by its restart. (A death PLEG
  // saw, or an exit, happened whoever logged it.)
  const ofThisProcess = thisProcess(ctx);
  stops = stops.filter((s) => !isRemoval(recs.at(s)) || ofThisProcess(s));
  // On the line's node: an ID another node's runtime reports is not this node's container (r82a 32).
  const host = hostOf(ctx.index, ctx.record);
  stops = stops.filter((s) => hostsMatch(hostOf(ctx.index, s), host));
  if (!stops.length) return [];
  const r = stops[0];
  if (startedAgain(ctx, r)) return [];
  const rec = recs.at(r);
  const died = plegType(ctx.index, r) === 'ContainerDied';
  // A container that finished on its own (a crash, a job's end) exited: it was not stopped (r48a).
  const exitCode = messageIs(rec, 'Generic (PLEG): container finished') ? fieldValue(rec, 'exitCode') : undefined;
  const what = died
    ? 'PLEG reported the container dead'
    : isRemoval(rec)
      ? 'the container was removed'
      : messageIs(rec, 'Generic (PLEG): container finished')
        ? `the container exited${exitCode !== undefined ? ` with code ${exitCode}` : ''}`
        : rec.style === 'logfmt' && messageIs(rec, 'shim disconnected')
          ? 'its task ended (containerd: shim disconnected)'
          : isDockerTaskDelete(rec)
            ? 'its task was deleted after its exit (dockerd: topic=/tasks/delete)'
            : 'the container was stopped';
  return [{ record: r, line: rec.line, reason: `${what}${at(ctx.index, r)} (${ago(ctx.index, r, ctx.record)})` }];
}

/**
 * How long a pod's termination, deletion or sandbox exit explains an error about it: the races they cause end within
 * minutes (garbage collection runs every minute), and the same error still coming hours later is something else.
 */
const POD_EVIDENCE_MAX_S = 900;

/** Whether `r` is too long before the line to explain it (POD_EVIDENCE_MAX_S); says so in the verdict's notes. */
function tooLongAgo(ctx: CheckContext, r: number, what: string): boolean {
  if (withinWindow(ctx.index, r, ctx.record, ctx.params.podWindowSeconds ?? POD_EVIDENCE_MAX_S)) return false;
  ctx.notes?.push(`the pod's ${what}${at(ctx.index, r)} (line ${ctx.index.parsed.records.at(r).line + 1}) is too long before this line to explain it`);
  return true;
}

/**
 * The other pods that have gone by this pod's `namespace/name`, each with the first line it is known by (the earlier of
 * its first line and the line that first tied its UID to the name), from the index's own record of names and UIDs.
 */
function podsNamed(index: LogIndex, pod: PodInfo): { pod: PodInfo; first: number }[] {
  if (pod.namespace === undefined || pod.name === undefined) return [];
  const out: { pod: PodInfo; first: number }[] = [];
  for (const e of index.uidsOfName?.get(`${pod.namespace}/${pod.name}`) ?? []) {
    const other = index.podByUid.get(e.uid);
    if (!other || other === pod) continue;
    out.push({ pod: other, first: Math.min(e.first, other.records[0] ?? e.first) });
  }
  return out;
}

/**
 * Whether a pod-level fact at `r` (a deletion, a termination) may stand for the line's pod. Not when it was on another
 * node (a StatefulSet pod moves and keeps its name), nor when another pod of the same name first appeared between it
 * and the line: a line that names its pod only by name may then be the new pod's (a StatefulSet's re-created pod),
 * and the old pod's deletion proves nothing of it.
 */
const ERROR_COUNT = /There were a total of (\d{1,9}) errors/;

function podFactStandsFor(ctx: CheckContext, pod: PodInfo, r: number, what: string): boolean {
  const recs = ctx.index.parsed.records;
  if (ctx.params.countsErrors) {
    const count = Number(ERROR_COUNT.exec(recs.at(ctx.record).message)?.[1] ?? 1);
    if (count > 1) {
      ctx.notes?.push(`the line counts ${count} errors and names one pod: that pod's ${what} cannot explain the others`);
      return false;
    }
  }
  const host = hostOf(ctx.index, ctx.record);
  const factHost = hostOf(ctx.index, r);
  if (host !== undefined && factHost !== undefined && host !== factHost) {
    ctx.notes?.push(`the pod's ${what}${at(ctx.index, r)} (line ${recs.at(r).line + 1}) was on ${factHost}, not on this line's node`);
    return false;
  }
  // A line that names the pod's UID is that pod's, whoever took the name since (its own late status write, its
  // orphaned volume directory): asked only once a name was taken again (the line's text is read then).
  const namesUid = () => pod.uid !== undefined && wholeText(recs.at(ctx.record)).includes(pod.uid);
  const readds = podFacts(ctx.index, pod).readds;
  const k = lowerBound(readds, r + 1);
  if (k < readds.length && readds[k] < ctx.record) {
    if (namesUid()) return true;
    ctx.notes?.push(`the pod's name was added again at line ${recs.at(readds[k]).line + 1}, after its API object was removed: this line may be the new pod's`);
    return false;
  }
  for (const { first } of podsNamed(ctx.index, pod)) {
    if (first > r && first < ctx.record) {
      if (namesUid()) return true;
      ctx.notes?.push(`another pod of the same name appeared at line ${recs.at(first).line + 1}, after the ${what} at line ${recs.at(r).line + 1}: this line may be the new pod's`);
      return false;
    }
  }
  return true;
}

function podTerminatedEarlier(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  // The first termination of the pod's life the line belongs to: a static pod added again (its manifest came back,
  // with the same UID) lives again, and its earlier termination says nothing of it.
  const pf = podFacts(ctx.index, pod);
  const a = lowerBound(pf.additions, ctx.record) - 1;
  const t = lowerBound(pf.terminations, a >= 0 ? pf.additions[a] + 1 : 0);
  const r = t < pf.terminations.length ? pf.terminations[t] : NONE;
  if (r === NONE || r >= ctx.record || tooLongAgo(ctx, r, 'termination') || !podFactStandsFor(ctx, pod, r, 'termination')) return [];
  if (ctx.id && startedAgain(ctx, r)) return [];
  const recs = ctx.index.parsed.records;
  // A terminated pod explains what fails because it is gone, not a request refused for the kubelet's identity (its
  // final status never reaching the API: a Job that never completes).
  if (refusedOwnRequest(ctx, `the pod had terminated${at(ctx.index, r)}, but `, 'that')) return [];
  const k = lowerBound(pod.records, r);
  if (pod.phases[k] === 'admission-rejected') {
    // Unless the pod ran after all: a restarted kubelet admits it again when its Failed status was never written (r39a 22).
    const s = lowerBound(pf.starts, r + 1);
    if (s < pf.starts.length && pf.starts[s] < ctx.record) return [];
    const restart = startAfter(ctx.index, r, hostOf(ctx.index, r));
    if (restart && restart.record < ctx.record) return [];
    return [{ record: r, line: recs.at(r).line, reason: `the kubelet had refused the pod at admission${at(ctx.index, r)}: it ended Failed there, and its controller deletes it` }];
  }
  return [{ record: r, line: recs.at(r).line, reason: `the pod's worker had already finished stopping its containers${at(ctx.index, r)}` }];
}

/**
 * The phases that end a pod as a whole: its end, the unmounting of its volumes, its deletion or eviction. Not a kill
 * alone: the kubelet kills one container for a probe, and kills the pod to make a new sandbox when its sandbox died.
 */
const TEARDOWN_PHASES: ReadonlySet<string> = new Set(['terminated', 'volumes-unmounted', 'deletion-requested', 'api-removed', 'eviction']);

/**
 * The pod's last teardown line before `record` (its end, its volumes unmounted, its deletion: the kubelet unmounts a
 * pod's volumes only once its containers are done), when none of its containers started after it: what is left of the
 * pod then is what that teardown stopped (a completed Job's; a static pod whose manifest came back).
 */
function podStoppedBefore(index: LogIndex, pod: PodInfo, record: number): number | undefined {
  let stopped = NONE;
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  for (let k = lowerBound(pod.records, record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const ph = pod.phases[k];
    // The kubelet's own word that the pod's containers ended for good (`Got phase for pod … phase=Failed`). An eviction
    // pass's ranking of the pod, or its refusal to evict a critical one, evicts nothing (evictsPod).
    const ended = ph && TEARDOWN_PHASES.has(ph) ? ph !== 'eviction' || evictsPod(recs.at(pod.records[k]).message) : terminalPhaseSaid(recs.at(pod.records[k])) !== undefined;
    if (ended) {
      stopped = pod.records[k];
      break;
    }
  }
  if (stopped === NONE) return undefined;
  const pf = podFacts(index, pod);
  const s = lowerBound(pf.starts, stopped + 1);
  return s < pf.starts.length && pf.starts[s] < record ? undefined : stopped;
}

/**
 * podStoppedBefore for the line's pod, when it stands for the line: on its node, and no new pod of the name
 * added since its API object went (a StatefulSet's pod made again: the old pod's teardown may be logged after the new
 * one's addition, r63a a01, a02, so any such addition before the line leaves it unknown whose the end was).
 */
function stoppedPodFact(ctx: CheckContext): number | undefined {
  const pod = ctx.pod;
  if (!pod) return undefined;
  const r = podStoppedBefore(ctx.index, pod, ctx.record);
  if (r === undefined) return undefined;
  const readds = podFacts(ctx.index, pod).readds;
  if (readds.length && readds[0] < ctx.record) {
    ctx.notes?.push(`a new pod of the name was added at line ${ctx.index.parsed.records.at(readds[0]).line + 1}, after the old one's API object was removed: the end seen may be the old pod's`);
    return undefined;
  }
  // No time limit: an ended pod stays ended until a container of it starts (checked above), and a completed Job's pod
  // is synced again and again for as long as its API object stays (r63a c05). But an end stamped after the line is
  // none before it (a newest-first excerpt read in file order, r62a r03).
  const recs = ctx.index.parsed.records;
  const endTime = recs.at(r).time;
  const lineTime = recs.at(ctx.record).time;
  if (endTime !== undefined && lineTime !== undefined && endTime > lineTime) {
    ctx.notes?.push(`the pod's end at line ${recs.at(r).line + 1} is stamped after this line`);
    return undefined;
  }
  return podFactStandsFor(ctx, pod, r, 'end') ? r : undefined;
}

/** Lines that report a pod sandbox's creation failing (sandbox-create-failed's). */
const SANDBOX_CREATE_FAILURES = ['RunPodSandbox from runtime service failed', 'CreatePodSandbox for pod', 'createPodSandbox for pod', 'Failed to create sandbox for pod'];

/**
 * A creation of the pod's sandbox that failed before `record`, with no container of the pod started since: a `No ready
 * sandbox` then is the kubelet trying again (a network plugin still starting, r63a c01), not a sandbox that died.
 */
function retryOfFailedCreation(index: LogIndex, pod: PodInfo, record: number): number | undefined {
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  for (let k = lowerBound(pod.records, record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = pod.records[k];
    if (index.plegEvents.get(r)?.type === 'ContainerStarted') return undefined;
    const rec = recs.at(r);
    if (SANDBOX_CREATE_FAILURES.some((m) => messageStartsWith(rec, m)) || (messageIs(rec, 'Error syncing pod, skipping') && errorText(rec).includes('CreatePodSandbox'))) return r;
  }
  return undefined;
}

function podStoppedBeforeCheck(ctx: CheckContext): Evidence[] {
  if (!ctx.pod) return [];
  const r = stoppedPodFact(ctx);
  if (r === undefined) return [];
  const recs = ctx.index.parsed.records;
  const ph = ctx.pod.phases[lowerBound(ctx.pod.records, r)];
  const phase = terminalPhaseSaid(recs.at(r));
  // A deletion asked for is no end yet (its containers may be within their grace period): said as what it is (r80a D10).
  if (!phase && ph !== 'volumes-unmounted' && ph !== 'terminated') {
    return [{ record: r, line: recs.at(r).line, reason: `the pod was being deleted${at(ctx.index, r)}, and none of its containers started since` }];
  }
  const said = phase ? `the kubelet had set its phase to ${phase}` : ph === 'volumes-unmounted' ? 'its volumes were being unmounted, its containers done' : 'its containers were done';
  return [{ record: r, line: recs.at(r).line, reason: `the pod had ended: ${said}${at(ctx.index, r)}, and none of its containers started since` }];
}

function orphanCleanupOfStoppedPod(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const i = lowerBound(pod.records, ctx.record);
  if (i >= pod.records.length || pod.records[i] !== ctx.record || pod.phases[i] !== 'orphan-cleanup') return [];
  const recs = ctx.index.parsed.records;
  // The orphan teardown this line belongs to starts at the first orphan-cleanup line of its run.
  let openedAt = i;
  for (let n = 0; openedAt > 0 && pod.phases[openedAt - 1] === 'orphan-cleanup' && n < MAX_WALK; n++) openedAt--;
  const opened = pod.records[openedAt];
  // The earliest line before it showing that the pod's worker had stopped the containers.
  const terminated = podFacts(ctx.index, pod).firstTerminatedBeforeOrphan;
  if (terminated === NONE || terminated >= opened) return [];
  // The container gone before the teardown began: the teardown's own kill (a request, not a stop) proves nothing.
  const gone = ctx.id
    ? [...containerRemovedEarlier({ ...ctx, params: { windowSeconds: 600 } }), ...containerExitedEarlier({ ...ctx, params: { windowSeconds: 600, raisedInKill: true } })].filter((e) => e.record < opened)
    : [];
  if (ctx.id && !gone.length) return [];
  const out: Evidence[] = [
    { record: terminated, line: recs.at(terminated).line, reason: `the pod's containers had already been stopped${at(ctx.index, terminated)}` },
  ];
  if (gone.length) out.push(gone[0]);
  out.push({ record: opened, line: recs.at(opened).line, reason: `housekeeping then treated the pod as an orphan and killed it again${at(ctx.index, opened)} (stale runtime cache)` });
  return out;
}

function sandboxOfFinishedPod(ctx: CheckContext): Evidence[] {
  const cf = containerFacts(ctx.index, ctx.id);
  const recs = ctx.index.parsed.records;
  // The entry's window when it names one (the garbage collector removes an exited sandbox within a minute or two).
  const sandboxWindow = ctx.params.windowSeconds ?? ctx.params.podWindowSeconds ?? POD_EVIDENCE_MAX_S;
  if (cf && cf.sandboxGone.length && cf.sandboxGone[0] < ctx.record && withinWindow(ctx.index, cf.sandboxGone[0], ctx.record, sandboxWindow)) {
    const r = cf.sandboxGone[0];
    return [{ record: r, line: recs.at(r).line, reason: `the sandbox had already ${messageIs(recs.at(r), 'Removing sandbox') ? 'been removed' : 'exited (PLEG ContainerDied)'}${at(ctx.index, r)}` }];
  }
  // The pod's termination within the same window: it is logged beside its sandbox's exit, so a longer one would let
  // a sandbox asked for a quarter of an hour after its pod ended pass as the race.
  return podTerminatedEarlier({ ...ctx, params: { ...ctx.params, podWindowSeconds: ctx.params.podWindowSeconds ?? sandboxWindow } });
}

/** A pod's grace period when the log shows none (terminationGracePeriodSeconds' default). */
const DEFAULT_GRACE_S = 30;
/** How long after its grace period a deleted pod's teardown (volumes, sandbox, status) may still be logging. */
const TEARDOWN_MARGIN_S = 180;
/** `Killing container "docker://…" with 30 second grace period` (≤1.20). */
const PRINTF_GRACE = /^Killing container "[^"]*" with (?:a )?(\d{1,7}) second grace period/;

/** The first kill of a container of `pod` between its deletion `from` and `to`, with the grace period it gave. */
function gracePeriodAfter(index: LogIndex, pod: PodInfo, from: number, to: number): { record: number; seconds: number } | undefined {
  const recs = index.parsed.records;
  for (let i = lowerBound(pod.records, from), n = 0; i < pod.records.length && pod.records[i] < to && n < MAX_WALK; i++, n++) {
    if (pod.phases[i] !== 'terminating') continue;
    const rec = recs.at(pod.records[i]);
    let seconds: number | undefined;
    // 1.21 wrote the kill line as `… grace period override` too (lifecycle.md); since 1.22 that line precedes it.
    if (messageIs(rec, 'Killing container with a grace period') || messageIs(rec, 'Killing container with a grace period override')) seconds = Number(fieldValue(rec, 'gracePeriod'));
    else if (rec.style === 'printf' && messageStartsWith(rec, 'Killing container "')) seconds = Number(PRINTF_GRACE.exec(rec.message)?.[1]);
    if (seconds !== undefined && Number.isFinite(seconds)) return { record: pod.records[i], seconds };
  }
  return undefined;
}

function podBeingDeleted(ctx: CheckContext): Evidence[] {
  // The runtime client's pull failure names no pod: the pod whose own line reports the same image failing beside it.
  if (!ctx.pod && ctx.params.sameImage) {
    const tied = pullFailurePod(ctx);
    return tied ? podBeingDeleted({ ...ctx, pod: tied }) : [];
  }
  const pod = ctx.pod;
  if (!pod) return [];
  const r = deletionInForce(ctx.index, pod, ctx.record);
  if (r === undefined || tooLongAgo(ctx, r, 'deletion') || !podFactStandsFor(ctx, pod, r, 'deletion')) return [];
  const recs = ctx.index.parsed.records;
  // A deletion explains what fails because the pod is going away, not a request the API server refused for the
  // kubelet's identity.
  if (refusedOwnRequest(ctx, `the pod was being deleted${at(ctx.index, r)}, but `, 'a deletion')) return [];
  // Past its grace period (and the kubelet's time to tear down), a pod still failing is stuck terminating.
  const grace = gracePeriodAfter(ctx.index, pod, r, ctx.record);
  const margin = ctx.params.teardownMarginSeconds ?? TEARDOWN_MARGIN_S;
  if (grace !== undefined && !withinWindow(ctx.index, grace.record, ctx.record, grace.seconds + margin)) {
    ctx.notes?.push(`the pod was being deleted${at(ctx.index, r)} with a ${grace.seconds} s grace period (line ${recs.at(grace.record).line + 1}): this long after, a pod still failing is stuck terminating`);
    return [];
  }
  // No kill of its containers logged (below --v=2, or none made): the default grace period is all the log can assume.
  if (grace === undefined && !withinWindow(ctx.index, r, ctx.record, DEFAULT_GRACE_S + margin)) {
    ctx.notes?.push(`the pod was being deleted${at(ctx.index, r)}, and no kill of its containers is logged since: ${elapsed(ctx.index, r, ctx.record) ?? 'this long'} after, past the default ${DEFAULT_GRACE_S} s grace period, a pod still failing is stuck terminating (or has a longer terminationGracePeriodSeconds, which the log does not show)`);
    return [];
  }
  // The same error for the same container already before the deletion (a command missing from the image): the
  // deletion does not explain it.
  if (ctx.params.deletionUnlessFailingBefore && ctx.series) {
    const before = ctx.series.sameKeyBefore(ctx.index, ctx.record, r, FAILING_BEFORE_DELETION_S);
    if (before !== undefined) {
      ctx.notes?.push(`the pod was being deleted${at(ctx.index, r)}, but the same error had come for this container before that (line ${recs.at(before).line + 1}): the deletion does not explain it`);
      return [];
    }
  }
  const ph = pod.phases[lowerBound(pod.records, r)];
  return [{ record: r, line: recs.at(r).line, reason: `the pod was being ${ph === 'eviction' ? 'evicted' : 'deleted'}${at(ctx.index, r)}` }];
}

/** A per-object reflector's object: `object-"ns"/"name"` (quotes escaped too, inside a structured err). */
const REFLECTOR_OBJECT = /object-\\?"([^"\\]{1,253})\\?"\/\\?"([^"\\]{1,253})\\?"/;
/** How long after the Node authorizer's refusal the object's volume must mount for the refusal to be its lag. */
const AUTHORIZER_MOUNT_S = 60;
/** How long the refusal must not come again (after the line) for the lag to be over: the reflector retries for minutes. */
export const AUTHORIZER_LAG_S = 600;
/** `MountVolume.SetUp succeeded for volume "<name>" (UniqueName: "kubernetes.io/<plugin>/…")`: the volume's name and plugin. */
const MOUNTED_VOLUME = /^MountVolume\.SetUp succeeded for volume \\?"([^"\\]{1,253})\\?" \(UniqueName: \\?"kubernetes\.io\/(secret|configmap)\//;

/** How far before the refusal the pod that uses the object may have been added to be cited. */
const AUTHORIZER_ADD_S = 10;

/** The Node authorizer's refusal of an object the node has no pod for (yet): `no relationship found between node`. */
export function saysNoRelationship(rec: LogRecord): boolean {
  return rec.message.includes('no relationship found between node') || errorText(rec).includes('no relationship found between node');
}

/** The object a per-object reflector's line says the Node authorizer refused, with the line's text; else undefined. */
function refusedObject(rec: LogRecord): { namespace: string; name: string; text: string } | undefined {
  if (!saysNoRelationship(rec)) return undefined;
  const text = `${rec.message} ${errorText(rec)}`;
  const object = REFLECTOR_OBJECT.exec(text);
  return object ? { namespace: object[1], name: object[2], text } : undefined;
}

/**
 * The Node authorizer refuses a node's read of a Secret or ConfigMap until its graph has seen the pod that uses it
 * bound to the node, usually a second or two after the kubelet is told of the pod (kubernetes#49880, #104108): the
 * reflector's list fails, then succeeds. Benign when the object's volume mounted within a minute after (the object
 * was read), on the line's node, and the refusal did not come again after that.
 */
function objectReadAfter(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const rec = recs.at(ctx.record);
  const refused = refusedObject(rec);
  if (!refused) return [];
  const { namespace, name, text } = refused;
  // The refused object's kind: a volume of the other kind, or a projected one, holds another object (r77a P2).
  const plugin = text.includes('*v1.Secret') ? 'secret' : text.includes('*v1.ConfigMap') ? 'configmap' : undefined;
  if (!plugin) return [];
  const host = hostOf(ctx.index, ctx.record);
  // The pods of the namespace added just before on the node: the refusal is the authorizer's graph lagging behind
  // their binding, and the mount must be one of theirs.
  const added = new Map<PodInfo, number>();
  for (let r = ctx.record - 1, n = 0; r >= 0 && n < 5000; r--, n++) {
    if (!withinWindow(ctx.index, r, ctx.record, AUTHORIZER_ADD_S)) break;
    if (phaseOf(ctx.index, r) !== 'config-add' || !hostsMatch(hostOf(ctx.index, r), host)) continue;
    const pod = ctx.index.pods[ctx.index.podOfRecord[r]];
    if (pod !== undefined && pod.namespace === namespace && !added.has(pod)) added.set(pod, r);
  }
  if (!added.size) return [];
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  let mounted: number | undefined;
  let windowPassed = false;
  for (let r = ctx.record + 1, n = 0; r < upTo && n < 200_000; r++, n++) {
    if (!withinWindow(ctx.index, ctx.record, r, AUTHORIZER_LAG_S)) {
      windowPassed = true;
      break;
    }
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    const later = recs.at(r);
    if (mounted === undefined) {
      if (!withinWindow(ctx.index, ctx.record, r, AUTHORIZER_MOUNT_S)) return [];
      if (!messageStartsWith(later, 'MountVolume.SetUp succeeded for volume ')) continue;
      // The volume of that name and kind, of a pod added just before (a pod's own name in the line is no volume's: r77a P1).
      const volume = MOUNTED_VOLUME.exec(later.message);
      const pod = ctx.index.pods[ctx.index.podOfRecord[r]];
      if (volume && volume[1] === name && volume[2] === plugin && pod !== undefined && added.has(pod)) mounted = r;
      continue;
    }
    // Refused again after it was read, within minutes: not the authorizer's lag (r77a P1b).
    if ((later.severity === 'E' || later.severity === 'W') && refusedObject(later)?.name === name) {
      ctx.notes?.push(`the refusal of ${namespace}/${name} came again at line ${later.line + 1}, after its volume had mounted`);
      return [];
    }
  }
  if (mounted === undefined) return [];
  const pod = ctx.index.pods[ctx.index.podOfRecord[mounted]];
  const addedAt = added.get(pod)!;
  const after = elapsed(ctx.index, ctx.record, mounted);
  return [
    { record: mounted, line: recs.at(mounted).line, reason: `${namespace}/${name} was read moments later: its ${plugin === 'secret' ? 'Secret' : 'ConfigMap'} volume mounted${at(ctx.index, mounted)}${after ? ` (${after} after the refusal)` : ''}, and the refusal did not come again ${windowPassed ? `in the next ${AUTHORIZER_LAG_S / 60} minutes` : 'before the log ends'}` },
    { record: addedAt, line: recs.at(addedAt).line, reason: `its pod was added${at(ctx.index, addedAt)}${before(ctx.index, addedAt, ctx.record, 'the refusal')}: the Node authorizer lets a node read a pod's objects only once it has seen the pod bound to it` },
  ];
}

/** How long before a deletion the same error for the same subject makes the deletion no excuse (deletionUnlessFailingBefore). */
const FAILING_BEFORE_DELETION_S = 600;

const GO_DURATION_UNIT: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, 'µs': 1e-6, ns: 1e-9 };
const GO_DURATION_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/y;

/** Seconds of a Go duration (`7.242s`, `4m52.1s`, `1h2m`, `350ms`), or undefined when it is none. */
export function goDurationSeconds(text: string): number | undefined {
  const re = GO_DURATION_PART;
  let total = 0;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return undefined;
    total += Number(m[1]) * GO_DURATION_UNIT[m[2]];
    at = re.lastIndex;
  }
  return at > 0 ? total : undefined;
}

/** The kubelet process that wrote a line: its journald PID, else the PID klog writes in its header (0: none). */
function processOf(rec: LogRecord): number | undefined {
  const env = rec.envelope;
  const pid = env?.ident !== undefined && isKubeletIdent(env.ident) ? env.pid : undefined;
  return pid ?? (rec.thread || undefined);
}

/**
 * The kubelet start before the line on its node, when it is the start of the line's own process: a start recorded
 * for another process (kube-proxy under the `hyperkube` identifier) says nothing of a kubelet that runs on.
 */
function startBefore(ctx: CheckContext): KubeletStart | undefined {
  const host = hostOf(ctx.index, ctx.record);
  const pid = processOf(ctx.index.parsed.records.at(ctx.record));
  // The latest start of the line's own process: one recorded for another process in between is passed over.
  let start = startAtOrBefore(ctx.index, ctx.record, host);
  for (let n = 0; start && start.pid !== undefined && pid !== undefined && start.pid !== pid; n++) {
    if (n >= 20) return undefined;
    start = startAtOrBefore(ctx.index, start.record - 1, host);
  }
  return start;
}

/** A line's message and every field value: what startupOnlyIf / startupUnless look in (an admission's reason is a field). */
function wholeText(rec: LogRecord): string {
  return [rec.message, ...rec.fields.map((f) => f.value)].join(' ');
}

function kubeletStarting(ctx: CheckContext): Evidence[] {
  const window = ctx.params.startupWindowSeconds ?? ctx.params.windowSeconds ?? STARTUP_DEFAULT_S;
  const kubeletStart = startBefore(ctx);
  const start = kubeletStart?.record;
  if (start === undefined || !withinWindow(ctx.index, start, ctx.record, window)) return [];
  const recs = ctx.index.parsed.records;
  // A new PID seen in a journal tells when the process was first seen in this excerpt, not when it started: a grep or a
  // pasted excerpt shows a process's first line hours after its start (and the line graded may be that first line).
  if (kubeletStart!.reason.startsWith('new kubelet process')) {
    ctx.notes?.push(`a new kubelet process was first seen${at(ctx.index, start)}, which does not show when it started (no start-up line of it is in the log)`);
    return [];
  }
  const other = otherComponentsBanner(ctx.index, kubeletStart!, ctx.record);
  if (other !== undefined) {
    ctx.notes?.push(`the "Version:" line${at(ctx.index, start)} is followed by ${other}'s own lines (line ${recs.at(start).line + 2} on): its banner, not a kubelet start`);
    return [];
  }
  const failed = failedStart(ctx.index, kubeletStart!);
  if (failed) {
    ctx.notes?.push(failed);
    return [];
  }
  const already = presentBeforeStart(ctx, kubeletStart!, window);
  if (already !== undefined) {
    ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but the same failure had been going on for minutes before that start (until line ${recs.at(already).line + 1}${at(ctx.index, already)}, not itself at a start-up): a restart does not explain an error that was already there`);
    return [];
  }
  const never = neverCompletedLater(ctx, kubeletStart!);
  if (never !== undefined) {
    ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but line ${recs.at(never.record).line + 1} of the same run says ${never.step}, ${elapsed(ctx.index, kubeletStart!.record, never.record) ?? 'long'} after the start: it never did`);
    return [];
  }
  const followed = followedOnNode(ctx, kubeletStart!);
  if (followed !== undefined) {
    ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but the same failure came back${at(ctx.index, followed)} (line ${recs.at(followed).line + 1}: ${recs.at(followed).message.slice(0, 80)}): it did not go away after the start-up`);
    return [];
  }
  if (ctx.params.startupOnlyForEarlierContainers) {
    const created = createdInRun(ctx, start);
    if (created !== undefined) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but this run started the container itself (line ${recs.at(created).line + 1}${at(ctx.index, created)}): no container left from a run before it`);
      return [];
    }
  }
  if (ctx.params.startupOnlyForEarlierSandboxes) {
    // A kubelet restarted alone leaves its pods' sandboxes running: only a boot (or a runtime restart) ends them.
    const before = kubeletRestartedAlone(ctx.index, start);
    if (before !== undefined) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but the kubelet alone was restarted (line ${recs.at(before).line + 1}${at(ctx.index, before)}, and no boot or runtime start before the start): that leaves sandboxes running`);
      return [];
    }
    const made = sandboxMadeInRun(ctx, start);
    if (made !== undefined) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but this run had made or found the pod's sandbox since (line ${recs.at(made).line + 1}${at(ctx.index, made)}): its death is no restart's`);
      return [];
    }
  }
  const sinceStart = changedSinceStart(ctx, kubeletStart!);
  if (sinceStart) {
    ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but ${sinceStart}`);
    return [];
  }
  const { startupOnlyIf, startupUnless, startupUnlessAll } = ctx.params;
  if (startupOnlyIf || startupUnless || startupUnlessAll) {
    const text = wholeText(recs.at(ctx.record)) + causeBefore(ctx);
    const controlPlaneAnswer = ctx.params.startupIfControlPlane?.some((t) => text.includes(t)) && runsControlPlane(ctx.index, hostOf(ctx.index, ctx.record), ctx.record);
    if (startupOnlyIf && !controlPlaneAnswer && !startupOnlyIf.some((t) => text.includes(t))) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but the call was answered (this error is not one of a runtime or API server still starting): start-up does not explain it`);
      return [];
    }
    const known = startupUnless?.find((t) => text.includes(t)) ?? startupUnlessAll?.find((all) => all.every((t) => text.includes(t)))?.join(' … ');
    if (known) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but "${known}" is no start-up noise`);
      return [];
    }
  }
  // The API server refused this very line's request for the kubelet's identity (forbidden, unauthorized, a
  // certificate; not a bootstrapping user's): it answered, and said no, which no start-up explains, whatever the call.
  if (refusedOwnRequest(ctx, '', "the kubelet's start-up")) return [];
  for (const what of ctx.params.startupUnlessRefused ?? []) {
    const refused = refusedSince(ctx.index, kubeletStart!, what, ctx.record);
    if (refused !== undefined) {
      ctx.notes?.push(`the API server had refused the kubelet's request for ${what} since this start (line ${recs.at(refused).line + 1}: ${refusalIn(wholeText(recs.at(refused)), true)}), which start-up does not explain`);
      return [];
    }
    // Or refused it right after the line: the request was in flight (r35a 19: services not read 0.2 s before the
    // Service list's Unauthorized).
    const soon = refusedSoonAfter(ctx, what, kubeletStart!.host);
    if (soon !== undefined) {
      ctx.notes?.push(`the API server refused the kubelet's request for ${what} ${elapsed(ctx.index, ctx.record, soon) ?? 'right'} after this line (line ${recs.at(soon).line + 1}: ${refusalIn(wholeText(recs.at(soon)), true)}), which start-up does not explain`);
      return [];
    }
  }
  const maxActual = ctx.params.startupMaxActualSeconds;
  if (maxActual !== undefined) {
    const actual = fieldValue(recs.at(ctx.record), 'actual');
    const seconds = actual === undefined ? undefined : goDurationSeconds(actual);
    if (seconds !== undefined && seconds > maxActual) {
      ctx.notes?.push(`${startedAt(ctx.index, kubeletStart!)}, but this took ${actual}: far longer than start-up explains`);
      return [];
    }
  }
  if (ctx.params.unlessRegistrationRefused) {
    // Or it had refused this node's registration earlier in this run and the node has not registered since: the calls
    // that fail now fail for that reason (a registration afterwards still explains them: before-node-registered).
    readLineFacts(ctx.index, ctx.record);
    const host = hostOf(ctx.index, ctx.record);
    const refusals = factsOf(ctx.index).refusals;
    for (let k = lowerBound(refusals, ctx.record) - 1; k >= 0 && refusals[k] > start; k--) {
      if (!hostsMatch(hostOf(ctx.index, refusals[k]), host)) continue;
      if (registrationBetween(ctx.index, refusals[k], ctx.record, host) !== undefined) break;
      ctx.notes?.push(`the API server had refused this node's registration${at(ctx.index, refusals[k])} (line ${recs.at(refusals[k]).line + 1}: ${refusalReason(recs.at(refusals[k]), true)}), which the kubelet's start-up does not explain`);
      return [];
    }
    // Or it had refused another of the kubelet's own calls (its lease, its node, a list) for its identity since this
    // start: the calls failing now, the node not found, fail for that reason.
    const refused = identityRefusedSince(ctx, start, host);
    if (refused !== undefined) {
      ctx.notes?.push(`the API server had refused the kubelet's identity since this start${at(ctx.index, refused)} (line ${recs.at(refused).line + 1}: ${refusalReason(recs.at(refused), true)}), which the kubelet's start-up does not explain`);
      return [];
    }
    // Or it refused one of those calls right after the line: calls in flight together fail together, and the line
    // written a moment before the refusal fails for the same reason (r34a 31, kubeadm#2015: `node "ubuntu" not found`
    // 0.1 s before `Failed to list *v1.Service: Unauthorized`, after the cluster's CA was replaced).
    // Not for a line that failed because no API server answered yet (connection refused): a refusal after it says
    // nothing of it (r35a 24).
    const soon = API_NOT_UP_YET.some((w) => errorText(recs.at(ctx.record)).includes(w)) ? undefined : identityRefusedSoonAfter(ctx, host);
    if (soon !== undefined) {
      ctx.notes?.push(`the API server refused the kubelet's identity ${elapsed(ctx.index, ctx.record, soon) ?? 'right'} after this line (line ${recs.at(soon).line + 1}: ${refusalReason(recs.at(soon), true)}), which the kubelet's start-up does not explain`);
      return [];
    }
  }
  return [{ record: start, line: recs.at(start).line, reason: `${startedAt(ctx.index, kubeletStart!)}${before(ctx.index, start, ctx.record, 'this line')}` }];
}

/**
 * The line after `start` and before the graded one that shows the line's container was created by the run that
 * began there: containerd's `CreateContainer … returns container id`, or its PLEG start after its pod's sandbox was
 * created in that run (a restarted kubelet's first relist reports the containers already running as started too, so
 * a start alone proves nothing).
 */
function createdInRun(ctx: CheckContext, start: number): number | undefined {
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  // Not a sandbox a line named one; a container seen in PLEG's lines only (--v=2) may be either (r23a 21, 37).
  if (!info || info.sandboxRecord !== undefined) return undefined;
  const recs = ctx.index.parsed.records;
  for (let k = lowerBound(info.records, start + 1), n = 0; k < info.records.length && info.records[k] < ctx.record && n < MAX_WALK; k++, n++) {
    const r = info.records[k];
    if (messageStartsWith(recs.at(r), 'CreateContainer within sandbox')) return r;
    const ev = ctx.index.plegEvents.get(r);
    if (ev?.type !== 'ContainerStarted' || ev.data !== ctx.id || !info.pod) continue;
    const podRecs = info.pod.records;
    for (let j = lowerBound(podRecs, start + 1), m = 0; j < podRecs.length && podRecs[j] < r && m < MAX_WALK; j++, m++) {
      // Its sandbox made in this run: `Created PodSandbox` (--v=4), or the decision to make one (`No sandbox for pod
      // can be found. Need to start a new one`, --v=2).
      const rec = recs.at(podRecs[j]);
      if (messageStartsWith(rec, 'Created PodSandbox') || messageStartsWith(rec, 'No sandbox for pod can be found')) return r;
    }
  }
  return undefined;
}

/**
 * The line before the start that shows the kubelet restarted alone, not with its node: systemd stopping the kubelet's
 * unit, or another kubelet process of the host logging within 30 s of the start. Looked for back to 5 minutes before
 * the start, and not past what shows a boot or the runtime starting (a journal's boot marker, the kernel's first lines,
 * the runtime's start: then the sandboxes went with it, r63a b02, b03).
 */
function kubeletRestartedAlone(index: LogIndex, start: number): number | undefined {
  readLineFacts(index, start);
  const recs = index.parsed.records.cursor?.() ?? index.parsed.records;
  const startRec = recs.at(start);
  const host = startRec.envelope?.host;
  const pid = processOf(startRec);
  const t = startRec.time;
  if (t === undefined) return undefined;
  const runtimeStarts = factsOf(index).runtimeStarts;
  for (let r = start - 1, n = 0; r >= 0 && n < MAX_WALK; r--, n++) {
    const rec = recs.at(r);
    if (rec.kind === 'meta') return undefined; // `-- Boot … --`, `-- Reboot --`: a boot lies between
    if (rec.time === undefined || !hostsMatch(rec.envelope?.host, host)) continue;
    if (t - rec.time > 300e6) return undefined;
    if (rec.kind !== 'log') continue;
    const ident = rec.envelope?.ident;
    if (ident === 'kernel' && KERNEL_BOOT.test(rec.message)) return undefined;
    if (sortedIncludes(runtimeStarts, r)) return undefined;
    if (ident === 'systemd' && KUBELET_UNIT_STOPPED.test(rec.message)) return r;
    if (t - rec.time > 30e6 || (ident !== undefined && !isKubeletIdent(ident))) continue;
    const other = processOf(rec);
    if (other !== undefined && pid !== undefined && other !== pid) return r;
  }
  return undefined;
}

/** The kernel's first lines of a boot (`[    0.000000] Linux version …`). */
const KERNEL_BOOT = /^\[\s*0\.0{6}\]/;
/** systemd stopping the kubelet's unit: `Stopping kubelet: …`, `Stopped kubelet …`, `kubelet.service: Deactivated successfully.` */
const KUBELET_UNIT_STOPPED = /^(?:Stopping|Stopped) (?:kubelet|Kubernetes Kubelet|The Kubernetes Node Agent)|^kubelet\.service: (?:Deactivated|Succeeded|Consumed)/;
/**
 * Of those, the ones only a deliberate stop or a clean exit writes: `Stopped …` and `Consumed …` also follow a crash
 * (systemd's scheduled restart), so they say nothing of why the process ended (kubeletFateAfter).
 */
const KUBELET_STOPPED_ON_PURPOSE = /^Stopping (?:kubelet|Kubernetes Kubelet)|^kubelet\.service: (?:Succeeded|Deactivated successfully)/;

/** The pod's lines that show its sandbox made (or found gone and made again) by a kubelet run, or a container of it started. */
const SANDBOX_MADE = ['Created PodSandbox', 'No sandbox for pod', 'No ready sandbox for pod'];

/**
 * A line of the pod after the start and before the line that shows this run had a sandbox of the pod: it made one (or
 * decided to), or started a container in one. A restart explains a sandbox of the run before it only.
 */
function sandboxMadeInRun(ctx: CheckContext, start: number): number | undefined {
  const pod = ctx.pod;
  if (!pod) return undefined;
  const recs = ctx.index.parsed.records;
  for (let k = lowerBound(pod.records, start + 1), n = 0; k < pod.records.length && pod.records[k] < ctx.record && n < MAX_WALK; k++, n++) {
    const r = pod.records[k];
    if (ctx.index.plegEvents.get(r)?.type === 'ContainerStarted') return r;
    const rec = recs.at(r);
    if (SANDBOX_MADE.some((m) => messageStartsWith(rec, m))) return r;
  }
  return undefined;
}

/** Entries whose lines are the kubelet's own calls to the API server as itself: a refusal there is of its identity. */
export const OWN_API_CALL_ENTRIES = ['event-write-refused', 'node-lease-failed', 'apiserver-list-watch-failed', 'node-status-update-retry', 'node-status-update-failed', 'node-register-refused', 'node-register-forbidden', 'status-get-failed', 'status-update-failed'];
/**
 * What each line of those entries said of the kubelet's identity, by record (its fields never change): refused (1),
 * refused as the anonymous user (2: a refusal unless the kubelet is bootstrapping), or neither (0).
 */
const REFUSED_LINE = new WeakMap<LogIndex, Map<number, 0 | 1 | 2>>();

/** What line r of those entries said of the kubelet's identity (REFUSED_LINE), read once. */
function refusedLine(index: LogIndex, r: number): 0 | 1 | 2 {
  let memo = REFUSED_LINE.get(index);
  if (!memo) REFUSED_LINE.set(index, (memo = new Map()));
  let kind = memo.get(r);
  if (kind === undefined) {
    const reason = refusalReason(index.parsed.records.at(r), true);
    memo.set(r, (kind = reason === '' ? 0 : reason === ANONYMOUS_REFUSED ? 2 : 1));
  }
  return kind;
}

/** The first line of the kubelet's own API calls after `start`, before the graded line, on `host`, that was refused for its identity. */
function identityRefusedSince(ctx: CheckContext, start: number, host: string | undefined): number | undefined {
  const byRule = ENTRY_LINES.get(ctx.index);
  if (!byRule) return undefined;
  let first: number | undefined;
  // The anonymous user is a bootstrapping kubelet's as far as the whole run shows, not only its lines up to the refusal.
  let anonymousRefused: boolean | undefined;
  for (const id of OWN_API_CALL_ENTRIES) {
    const lines = byRule.get(id);
    if (!lines) continue;
    for (let k = lowerBound(lines, start + 1); k < lines.length && lines[k] < ctx.record && (first === undefined || lines[k] < first); k++) {
      const r = lines[k];
      if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
      const kind = refusedLine(ctx.index, r);
      if (kind === 2) anonymousRefused ??= !bootstrapping(ctx.index, ctx.record);
      const refused = kind === 1 || (kind === 2 && anonymousRefused);
      // The node registered after it: its identity was accepted since, and the refusal no longer explains the line.
      if (refused && registrationBetween(ctx.index, r, ctx.record, host) === undefined) {
        first = r;
        break;
      }
    }
  }
  return first;
}

/** How soon after a line a refusal of the kubelet's identity shows the line failed for it too (calls in flight together). */
export const REFUSED_SOON_AFTER_S = 5;

/**
 * The first line of the kubelet's own API calls after the graded one, within REFUSED_SOON_AFTER_S and before the node's
 * next start or registration, that was refused for its identity. The analysis keeps a start-up excuse open until its
 * start's window has passed (10 minutes), far beyond these seconds, and grades it again when such a line arrives.
 */
function identityRefusedSoonAfter(ctx: CheckContext, host: string | undefined): number | undefined {
  const byRule = ENTRY_LINES.get(ctx.index);
  if (!byRule) return undefined;
  const upTo = ctx.index.indexedUpTo ?? ctx.index.parsed.records.length;
  const next = startAfter(ctx.index, ctx.record, host)?.record ?? Infinity;
  let first: number | undefined;
  for (const id of OWN_API_CALL_ENTRIES) {
    const lines = byRule.get(id);
    if (!lines) continue;
    for (let k = lowerBound(lines, ctx.record + 1); k < lines.length && lines[k] < upTo && lines[k] < next && (first === undefined || lines[k] < first); k++) {
      const r = lines[k];
      if (!withinWindow(ctx.index, ctx.record, r, REFUSED_SOON_AFTER_S)) break;
      if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
      // The anonymous user is a bootstrapping kubelet's unless the run shows none (as identityRefusedSince reads it, r35a 23).
      const kind = refusedLine(ctx.index, r);
      if ((kind === 1 || (kind === 2 && !bootstrapping(ctx.index, ctx.record))) && registrationBetween(ctx.index, ctx.record, r, host) === undefined) {
        first = r;
        break;
      }
    }
  }
  return first;
}

/**
 * How an error logged before a kubelet start shows it was already there: its last line at most this close before the
 * start, in a run (gaps under PRESENT_GAP_S) that had lasted over a minute. A few failed calls in the last second of a
 * reboot or of a runtime's clean restart, or a hiccup minutes before a planned restart, are no failure going on.
 */
const PRESENT_BEFORE_START_S = 90;
const PRESENT_GAP_S = 120;
const PRESENT_FOR_S = 60;

/** How long before a start a failure can be its previous process's last words: a stop and a start by hand. */
const PRESENT_ACROSS_STOP_S = 900;

/**
 * Whether failure line `p`, minutes before the kubelet start at `start`, went on to the end of its own process: that
 * process wrote nothing on the node more than PRESENT_BEFORE_START_S after it (r45a 40: a CSR failing for 15 minutes,
 * then the kubelet stopped and started again by hand 100 s later). Its lines between are walked up to MAX_WALK; past
 * that the failure counts as going on (no excuse is the safe side).
 */
function lastWordsOfProcess(index: LogIndex, p: number, start: number, host: string | undefined): boolean {
  if (!withinWindow(index, p, start, PRESENT_ACROSS_STOP_S)) return false;
  const recs = index.parsed.records;
  const failed = recs.at(p);
  const process = processOf(failed);
  const at = failed.time;
  if (at === undefined || process === undefined) return false;
  for (let r = p + 1, n = 0; r < start; r++, n++) {
    if (n >= MAX_WALK) return true;
    const rec = recs.at(r);
    if (processOf(rec) !== process || !hostsMatch(hostOf(index, r), host)) continue;
    if (rec.time !== undefined && rec.time - at > PRESENT_BEFORE_START_S * 1e6) return false;
  }
  return true;
}

/**
 * The last line of the same catalogue entry (or of `sameFailureAs`) on the line's node shortly before `start`, when it
 * ends a run of them that had lasted minutes and was not itself in a start-up window (of its own process's start, or
 * of none in the log): the error was there before the restart, which does not explain it. A restart loop's lines are
 * each at a start-up: no veto. Only lines of the kind start-up could excuse are noted (`noteEntryLine`).
 */
function presentBeforeStart(ctx: CheckContext, start: KubeletStart, window: number): number | undefined {
  if (!ctx.rule) return undefined;
  const byRule = ENTRY_LINES.get(ctx.index);
  if (!byRule) return undefined;
  const host = hostOf(ctx.index, ctx.record);
  let found: number | undefined;
  // For the node-readiness entries, an earlier run's line after that run said its start-up grace ran out was no
  // start-up noise of its own (r27a 23: a restart four minutes into a CNI that never came up).
  const graceEnds = ctx.params.startupUnlessNodeReady || ctx.params.startupUnlessRegistered;
  if (graceEnds) readLineFacts(ctx.index, start.record);
  for (const rule of [ctx.rule, ...(ctx.params.sameFailureAs ?? [])]) {
    const lines = byRule.get(rule);
    if (!lines) continue;
    let last: number | undefined;
    let first: number | undefined;
    for (let k = lowerBound(lines, start.record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
      const p = lines[k];
      if (!hostsMatch(hostOf(ctx.index, p), host)) continue;
      if (last === undefined) {
        if (!withinWindow(ctx.index, p, start.record, PRESENT_BEFORE_START_S) && !lastWordsOfProcess(ctx.index, p, start.record, host)) break;
        const own = startAtOrBefore(ctx.index, p, host);
        if (own !== undefined && withinWindow(ctx.index, own.record, p, window) && !(graceEnds && factBetween(ctx.index, factsOf(ctx.index).readyGraceExpired, own.record, p, host) !== undefined)) break;
        last = first = p;
        continue;
      }
      if (!withinWindow(ctx.index, p, first!, PRESENT_GAP_S)) break;
      first = p;
      if (!withinWindow(ctx.index, first, last, PRESENT_FOR_S)) break;
    }
    if (last !== undefined && !withinWindow(ctx.index, first!, last, PRESENT_FOR_S)) found = Math.max(found ?? last, last);
  }
  // The runtime started afresh, or the node booted, after it and before this start: a failure of what restarted
  // (`clearedByRestartOf`: the runtime's; a boot's, the node's own state such as its CNI) was restarted too.
  const cleared = ctx.params.clearedByRestartOf ?? [];
  if (found !== undefined && cleared.length) {
    readLineFacts(ctx.index, start.record);
    const facts = factsOf(ctx.index);
    if (cleared.includes('runtime') && factBetween(ctx.index, facts.runtimeStarts, found, start.record, host) !== undefined) return undefined;
    if (cleared.includes('boot') && factBetween(ctx.index, facts.boots, found, start.record, host) !== undefined) return undefined;
  }
  return found;
}


/**
 * The component whose source files the lines right after a printf `Version: v…` start come from, when it is not the
 * kubelet: kube-proxy and the control plane write the same banner from a server.go of their own (a file of several
 * components' logs, each PID 1 in its container). Read up to `before` only: the lines the finding comes after.
 */
function otherComponentsBanner(index: LogIndex, start: KubeletStart, before: number): string | undefined {
  const recs = index.parsed.records;
  const banner = recs.at(start.record);
  if (banner.style !== 'printf' || !messageStartsWith(banner, 'Version: v')) return undefined;
  for (let r = start.record + 1; r < before && r <= start.record + 5; r++) {
    const rec = recs.at(r);
    if (!hostsMatch(rec.envelope?.host, start.host) || (start.pid !== undefined && processOf(rec) !== start.pid)) continue;
    const owner = ownerOfFile(rec.file);
    if (owner !== undefined) return owner === 'kubelet' ? undefined : owner;
  }
  return undefined;
}

/** How long after its process's start a line saying a start-up step has not completed once shows it never did. */
const NEVER_SINCE_START_S = 300;

/** The neverSinceStart text the line holds (the step it says has not completed once), if any. */
function neverCompletedStep(ctx: CheckContext, record: number): string | undefined {
  const markers = ctx.params.neverSinceStart;
  if (!markers) return undefined;
  const text = wholeText(ctx.index.parsed.records.at(record));
  return markers.find((t) => text.includes(t));
}

/**
 * never-since-start: the line says a start-up step has not completed once since its kubelet process started
 * (runtime.go answers `container runtime status check may not have completed yet` while its last successful check is
 * still Go's zero time; PLEG `has yet to be successful` before its first relist), and that start was minutes before:
 * the runtime never answered, PLEG never relisted, in all that time.
 */
function neverSinceStart(ctx: CheckContext): Evidence[] {
  const step = neverCompletedStep(ctx, ctx.record);
  if (step === undefined) return [];
  const start = startBefore(ctx);
  const seconds = ctx.params.neverSinceStartSeconds ?? NEVER_SINCE_START_S;
  if (!start || !longAfter(ctx.index, start.record, ctx.record, seconds)) return [];
  // PLEG reported a container event since that start: the runtime had answered and PLEG relisted, so the process that
  // says otherwise now is a later one whose start the log does not show.
  if (plegWorkedSince(ctx.index, start, ctx.record) !== undefined) return [];
  const recs = ctx.index.parsed.records;
  const since = start.reason.startsWith('new kubelet process') ? `this kubelet process was first seen${at(ctx.index, start.record)}` : startedAt(ctx.index, start);
  const reason = `${since}, ${elapsed(ctx.index, start.record, ctx.record)} before this line, with no restart since, and this line still says "${step}": it has not completed once in all that time`;
  return [{ record: start.record, line: recs.at(start.record).line, reason }];
}

/** For each start: how far its node's lines were read for a PLEG event, and the first found (NONE: none yet). */
const PLEG_SINCE = new WeakMap<LogIndex, Map<number, { upTo: number; found: number }>>();

/** The first PLEG event on the start's node after it and before `to` (read once per start, on as later lines ask). */
function plegWorkedSince(index: LogIndex, start: KubeletStart, to: number): number | undefined {
  let memo = PLEG_SINCE.get(index);
  if (!memo) PLEG_SINCE.set(index, (memo = new Map()));
  let m = memo.get(start.record);
  if (!m) memo.set(start.record, (m = { upTo: start.record + 1, found: NONE }));
  for (; m.found === NONE && m.upTo < to; m.upTo++) {
    if (index.plegEvents.has(m.upTo) && hostsMatch(hostOf(index, m.upTo), start.host)) m.found = m.upTo;
  }
  return m.found !== NONE && m.found < to ? m.found : undefined;
}

/** Whether line `later` came more than `seconds` after line `earlier` (both timed). */
function longAfter(index: LogIndex, earlier: number, later: number, seconds: number): boolean {
  const a = index.parsed.records.at(earlier).time;
  const b = index.parsed.records.at(later).time;
  return a !== undefined && b !== undefined && b - a > seconds * 1e6;
}

/**
 * A later line of the same entry in the same kubelet run (its node, no start between) that says the start-up step this
 * line waits for had still not completed long after the start (never-since-start): the start-up excuse does not stand.
 */
function neverCompletedLater(ctx: CheckContext, start: KubeletStart): { record: number; step: string } | undefined {
  if (!ctx.rule || !ctx.params.neverSinceStart || neverCompletedStep(ctx, ctx.record) === undefined) return undefined;
  const lines = ENTRY_LINES.get(ctx.index)?.get(ctx.rule);
  if (!lines) return undefined;
  const host = hostOf(ctx.index, ctx.record);
  const next = startAfter(ctx.index, ctx.record, host);
  const seconds = ctx.params.neverSinceStartSeconds ?? NEVER_SINCE_START_S;
  for (let k = lowerBound(lines, ctx.record + 1), n = 0; k < lines.length && n < MAX_WALK; k++, n++) {
    const r = lines[k];
    if (next !== undefined && r >= next.record) break;
    if (!hostsMatch(hostOf(ctx.index, r), host) || !longAfter(ctx.index, start.record, r, seconds)) continue;
    if (!ctx.params.neverSinceStartWithPleg && plegWorkedSince(ctx.index, start, r) !== undefined) return undefined;
    const step = neverCompletedStep(ctx, r);
    if (step !== undefined) return { record: r, step: `"${step}"` };
  }
  return undefined;
}

/**
 * The first line of an entry in `startupUnlessFollowedBy` after the line, on its node, within STARTUP_SETTLES_S of the
 * start: the failure went on (`Image garbage collection failed multiple times in a row` after `… failed once`).
 */
function followedOnNode(ctx: CheckContext, start: KubeletStart): number | undefined {
  const byRule = ENTRY_LINES.get(ctx.index);
  const host = hostOf(ctx.index, ctx.record);
  for (const rule of ctx.params.startupUnlessFollowedBy ?? []) {
    const lines = byRule?.get(rule) ?? [];
    for (let k = lowerBound(lines, ctx.record + 1), n = 0; k < lines.length && n < MAX_WALK; k++, n++) {
      if (!withinWindow(ctx.index, start.record, lines[k], STARTUP_SETTLES_S)) break;
      if (hostsMatch(hostOf(ctx.index, lines[k]), host)) return lines[k];
    }
  }
  return undefined;
}

/** Whether the analysis matched a line of the entry `rule` at or after `from` (a line a finding may wait for). */
export function entryLineSince(index: LogIndex, rule: string, from: number): boolean {
  const lines = ENTRY_LINES.get(index)?.get(rule);
  return lines !== undefined && lines.length > 0 && lines[lines.length - 1] >= from;
}

/** Every line graded against each catalogue entry, ascending (`noteEntryLine`, as the analysis matches lines). */
const ENTRY_LINES = new WeakMap<LogIndex, Map<string, number[]>>();

/**
 * Notes a line the analysis matched to the catalogue entry `rule` (lines come in ascending order), when it is of the
 * kind start-up could excuse (its `startupOnlyIf` / `startupUnless`): an app's container that cannot be created is
 * no runtime down, before a restart or after. Read as the line is matched (its text is in memory then).
 */
export function noteEntryLine(index: LogIndex, rule: string, rec: LogRecord, params: EvidenceParams | undefined): void {
  if (params?.startupOnlyIf || params?.startupUnless || params?.startupUnlessAll) {
    const text = wholeText(rec);
    if (params.startupOnlyIf && !params.startupOnlyIf.some((t) => text.includes(t))) return;
    if (params.startupUnless?.some((t) => text.includes(t))) return;
    if (params.startupUnlessAll?.some((all) => all.every((t) => text.includes(t)))) return;
  }
  let byRule = ENTRY_LINES.get(index);
  if (!byRule) ENTRY_LINES.set(index, (byRule = new Map()));
  const lines = byRule.get(rule);
  const record = rec.index;
  if (!lines) byRule.set(rule, [record]);
  else if (lines[lines.length - 1] < record) lines.push(record);
}

/** The kubelet's own word that its node did not become Ready within its start-up grace (120 s; kubelet_node_status.go, kubernetes#112618). */
export const READY_GRACE_EXPIRED = 'Node not becoming ready in time after startup';

/**
 * The node's registration in the run of a start known only by a start-up line (`Watching apiserver`, which 1.2x write
 * after the node synced, so after its registration): the same process's registration before that line, after the
 * node's previous start.
 */
function registrationBeforeStartLine(index: LogIndex, start: KubeletStart, host: string | undefined): number | undefined {
  if (start.reason !== 'start-up line') return undefined;
  const previous = startAtOrBefore(index, start.record - 1, host);
  const registrations = factsOf(index).registeredBy;
  for (let k = lowerBound(registrations, start.record) - 1; k >= 0 && registrations[k] > (previous?.record ?? -1); k--) {
    const r = registrations[k];
    if (!hostsMatch(hostOf(index, r), host)) continue;
    const pid = processOf(index.parsed.records.at(r));
    // A line that names no process (the JSON format): the same run when it came within the minutes a start takes
    // (every kubelet start writes its banner, which would be a start of its own in between; r27a 25).
    if (start.pid === undefined || pid === undefined) return withinWindow(index, r, start.record, REGISTRATION_BEFORE_START_LINE_S) ? r : undefined;
    if (pid === start.pid) return r;
  }
  return undefined;
}

/** How long before a start-up line a registration that names no process may be of the same run. */
const REGISTRATION_BEFORE_START_LINE_S = 300;

/** How long before the line the node must have become Ready or registered for it to show the start-up was over. */
const SETTLED_MARGIN_S = 30;

/**
 * What happened on the line's node between the kubelet's start and the line that ends the start-up as an excuse, or
 * undefined: the runtime's service failed (the errors since are its crash), the node became Ready (its runtime and
 * network had worked: `startupUnlessNodeReady`), or it registered (its Node object existed: `startupUnlessRegistered`).
 */
function changedSinceStart(ctx: CheckContext, start: KubeletStart): string | undefined {
  readLineFacts(ctx.index, ctx.record);
  const facts = factsOf(ctx.index);
  const host = hostOf(ctx.index, ctx.record);
  const recs = ctx.index.parsed.records;
  const died = factBetween(ctx.index, facts.runtimeServiceFailures, start.record, ctx.record, host);
  if (died !== undefined) return `the container runtime failed after it${at(ctx.index, died)} (line ${recs.at(died).line + 1}): what fails since is that crash, not start-up`;
  // Settled well before the line: a pod's sync error of the moment before can be logged just after.
  const settled = (r: number | undefined) => r !== undefined && !withinWindow(ctx.index, r, ctx.record, SETTLED_MARGIN_S);
  if (ctx.params.startupUnlessNodeReady || ctx.params.startupUnlessRegistered) {
    // The kubelet said itself that its start-up grace ran out with the node not Ready: what fails since is no start-up.
    const expired = factBetween(ctx.index, facts.readyGraceExpired, start.record, ctx.record, host);
    if (expired !== undefined) return `the kubelet said${at(ctx.index, expired)} (line ${recs.at(expired).line + 1}) that its node had not become Ready in time after the start-up: the start-up was over`;
  }
  if (ctx.params.startupUnlessNodeReady) {
    const ready = factBetween(ctx.index, facts.nodeReady, start.record, ctx.record, host);
    // Or Ready, then NotReady again before the line: its network worked in between, however soon it went.
    const lostAgain = ready !== undefined && factBetween(ctx.index, facts.nodeNotReady, ready, ctx.record, host) !== undefined;
    if (settled(ready) || lostAgain) return `the node had become Ready since${at(ctx.index, ready!)} (line ${recs.at(ready!).line + 1}), so its runtime and network had worked: they failed again after the start-up`;
  }
  if (ctx.params.startupUnlessRegistered) {
    const registered = factBetween(ctx.index, facts.registeredBy, start.record, ctx.record, host) ?? registrationBeforeStartLine(ctx.index, start, host);
    if (settled(registered)) {
      // A control plane's kubelet restarts its API server's (or etcd's) static pod after its own start (a new hash, an
      // upgrade, a member joining): the API server goes away again, and the node informer may not have listed its Node
      // yet, start-up or not. Elsewhere it had answered and held the Node, and a failure after that is no start-up.
      if (!controlPlaneChurn(ctx.index, host, registered!, ctx.record)) {
        const since = isRegistration(recs.at(registered!).message)
          ? `the node had registered${registered! > start.record ? ' since' : ' in this run'}${at(ctx.index, registered!)} (line ${recs.at(registered!).line + 1})`
          : `the node had registered by${at(ctx.index, registered!)}, when its status updates had begun (line ${recs.at(registered!).line + 1})`;
        if (wholeText(recs.at(ctx.record)).includes('not found')) return `${since}: its Node object went missing after the start-up (deleted?)`;
        return `${since}, and no API server or etcd of this node restarted since: the API server had answered, and a failure after that is no start-up`;
      }
    }
  }
  return undefined;
}

/** Static pods a control plane's API server depends on: itself, etcd, the load balancer or VIP in front of it. */
const CONTROL_PLANE_PODS = ['kube-apiserver', 'etcd-', 'kube-vip', 'haproxy', 'nginx-proxy'];
/** A static pod's ADD this soon after the registration is a restarted kubelet's own order (it registers, then reads its manifests). */
const STATIC_ADD_AFTER_REGISTRATION_S = 10;

/**
 * Whether the node's own API server or etcd (static pods: a control plane, whose kubelet starts them) was added,
 * started, stopped or killed between `from` and `to`: it went away again after the kubelet's start-up, as an upgrade
 * or a member joining makes it. Read from the index (phases, PLEG events), not from the lines' text.
 */
function controlPlaneChurn(index: LogIndex, host: string | undefined, from: number, to: number): boolean {
  for (const { r, pod } of controlPlaneAdds(index, host, to)) {
    if (r > from && !withinWindow(index, from, r, STATIC_ADD_AFTER_REGISTRATION_S)) return true;
    // A death or a kill (a restarted kubelet's first relist reports its containers started, and old instances died:
    // no churn).
    for (let k = lowerBound(pod.records, from + 1); k < pod.records.length && pod.records[k] < to; k++) {
      const q = pod.records[k];
      if (pod.phases[k] === 'terminating' || pod.phases[k] === 'restart') return true;
      if (index.plegEvents.get(q)?.type !== 'ContainerDied') continue;
      const kubelet = startAtOrBefore(index, q, host);
      if (!kubelet || !withinWindow(index, kubelet.record, q, RELIST_AFTER_START_S)) return true;
    }
  }
  return false;
}

/** How far back a line that names no cause looks for the retries that do (`startupCauseBefore`). */
const CAUSE_LOOKBACK_LINES = 20;

/**
 * The text of the last line before ctx.record, of its node, whose message starts with params.startupCauseBefore (a
 * give-up line's retries: `Unable to update node status … exceeds retry count` after its `Error updating node
 * status, will retry` lines), or ''.
 */
function causeBefore(ctx: CheckContext): string {
  const prefix = ctx.params.startupCauseBefore;
  if (!prefix) return '';
  const recs = ctx.index.parsed.records;
  const host = hostOf(ctx.index, ctx.record);
  for (let r = ctx.record - 1; r >= 0 && r >= ctx.record - CAUSE_LOOKBACK_LINES; r--) {
    const rec = recs.at(r);
    if (!withinWindow(ctx.index, r, ctx.record, 5)) break;
    if (hostsMatch(hostOf(ctx.index, r), host) && messageStartsWith(rec, prefix)) return ` ${wholeText(rec)}`;
  }
  return '';
}

/** Whether the node runs its own API server or etcd (a control plane's static pods, added before `before`). */
function runsControlPlane(index: LogIndex, host: string | undefined, before: number): boolean {
  return !controlPlaneAdds(index, host, before).next().done;
}

/** The node's additions of its API server's or etcd's static pod before `before` (record and pod). */
function* controlPlaneAdds(index: LogIndex, host: string | undefined, before: number): Generator<{ r: number; pod: PodInfo }> {
  for (const r of index.staticPodAdds) {
    if (r >= before || !hostsMatch(hostOf(index, r), host)) continue;
    for (const p of [index.podOfRecord[r], ...(index.extraPods.get(r) ?? [])]) {
      if (p < 0) continue;
      const pod = index.pods[p];
      const name = pod.name ?? pod.nameWithoutNamespace ?? '';
      if (CONTROL_PLANE_PODS.some((c) => name.includes(c))) yield { r, pod };
    }
  }
}

/** The first of `list` (ascending records) on `host` after `from`, before `before`. */
function factBetween(index: LogIndex, list: readonly number[], from: number, before: number, host: string | undefined): number | undefined {
  for (let j = lowerBound(list, from + 1); j < list.length && list[j] < before; j++) {
    if (hostsMatch(hostOf(index, list[j]), host)) return list[j];
  }
  return undefined;
}

/**
 * A start as its line shows it: a banner (or a PID's first line) is when the kubelet started; a line it writes once
 * while starting (`Starting kubelet main sync loop`, `Watching apiserver`, which waits for the node to sync and may come
 * minutes later) shows it was still starting then, not when it started.
 */
function startedAt(index: LogIndex, start: KubeletStart): string {
  return `the kubelet ${start.reason === 'start-up line' ? 'was starting' : 'started'}${at(index, start.record)}`;
}

export function isRegistration(message: string): boolean {
  if (message === 'Successfully registered node' || message.startsWith('Successfully registered node ')) return true;
  // The registration loop's end when the Node exists already (a restart): `"Node was previously registered" node="…"`
  // (--v=2), ≤1.20 `Node node-1 was previously registered` (r35a 21).
  return message === PREVIOUSLY_REGISTERED || (message.startsWith('Node ') && message.endsWith(' was previously registered') && message.indexOf(' ', 5) === message.length - ' was previously registered'.length);
}

const PREVIOUSLY_REGISTERED = 'Node was previously registered';

/**
 * A line that shows the node registered by then (its status updates), not when. Not one the API server refused for
 * the kubelet's identity: that says the credentials are wrong, whatever else it shows.
 */
function noteRegisteredBy(index: LogIndex, facts: Facts, rec: LogRecord, r: number): void {
  if (!refusalReason(rec, !bootstrapping(index, r, false))) facts.registeredBy.push(r);
}

/** systemd on the container runtime's service: its main process ended (killed, failed, dumped core) or the unit failed. */
const RUNTIME_SERVICE_FAILURE = /^(?:containerd|docker|crio|cri-docker|cri-dockerd)\.service: (?:[Mm]ain process exited, code=(?:exited, status=[1-9]|killed|dumped)|Failed with result)/;

/** `message` of a line starting with c or d (readLineFacts dispatches on it): the pattern is anchored to the units' names. */
function isRuntimeServiceFailure(message: string): boolean {
  return RUNTIME_SERVICE_FAILURE.test(message);
}

/** systemd started the container runtime (`Started containerd.service - containerd container runtime.`, `Started Docker Application Container Engine.`, CRI-O's). */
const RUNTIME_STARTED = /^Started (?:containerd\.service|containerd container runtime|Docker Application Container Engine|docker\.service|crio\.service|Container Runtime Interface for OCI)/;

/** The runtime's own last words: a Go panic or fatal error, or a fatal logrus line (`level=fatal`), under its identifier. */
function isRuntimeCrash(rec: LogRecord, message: string): boolean {
  if (!(message.startsWith('panic: ') || message.startsWith('fatal error: ') || rec.severity === 'F')) return false;
  return isRuntimeIdent(rec.envelope?.ident);
}

/**
 * The kubelet saw its node become Ready: `Fast updating node status as it just became ready` (1.2x on), the NodeReady
 * event (`Recording NodeReady event message for node …` ≤1.20, `"Recording event message for node" event="NodeReady"`).
 * A node is Ready only once its runtime and its network are.
 */
/** The node a registration or node event line names (nodeNamed), noted. */
function noteNodeName(facts: Facts, rec: LogRecord): void {
  const name = nodeNamed(rec);
  if (name) facts.nodeNames.add(name);
}

/**
 * The node a kubelet's own status or lease call names in its error (`error getting node "worker-2"`, the lease URL
 * `…/kube-node-lease/leases/worker-2`): a kubelet of a node that names itself nowhere else (r60a N01).
 */
function noteNodeNamedInError(facts: Facts, rec: LogRecord): void {
  const name = nodeNamedInError(rec);
  if (name) facts.nodeNames.add(name);
}

/** The node a kubelet's own status or lease call names in its error, in lower case. */
function nodeNamedInError(rec: LogRecord): string | undefined {
  const text = errorText(rec);
  const name = /error getting node \\?"([^"\\]{1,253})\\?"/.exec(text)?.[1] ?? /\/kube-node-lease\/leases\/([^/?"\\\s]{1,253})/.exec(text)?.[1];
  return name?.toLowerCase();
}

/** The node a line names: its `node` field or words (nodeNamed), or the node its status or lease call names in its error. */
export function nodeNameOfLine(rec: LogRecord): string | undefined {
  return nodeNamed(rec) ?? nodeNamedInError(rec);
}

function isNodeReady(rec: LogRecord): boolean {
  if (messageIs(rec, 'Fast updating node status as it just became ready')) return true;
  if (messageStartsWith(rec, 'Recording NodeReady event message for node')) return true;
  return messageIs(rec, 'Recording event message for node') && fieldValue(rec, 'event') === 'NodeReady';
}

/** The kubelet saw its node turn NotReady (`Node became not ready`, ≤1.20 `Node became not ready: {…}`, the NodeNotReady event). */
function isNodeNotReady(rec: LogRecord): boolean {
  if (messageIs(rec, 'Node became not ready') || messageStartsWith(rec, 'Node became not ready: ')) return true;
  if (messageStartsWith(rec, 'Recording NodeNotReady event message for node')) return true;
  return messageIs(rec, 'Recording event message for node') && fieldValue(rec, 'event') === 'NodeNotReady';
}

export function isServiceFailure(message: string): boolean {
  return KUBELET_SERVICE_FAILURE.test(message);
}

/** How soon after its start a kubelet process that ends in failure makes its start a failed one. */
export const FAILED_START_S = 300;
/** How long after a kubelet start the lines that follow its start-up noise are looked at (the finding settles then: analyze.ts startWindowPassed). */
const STARTUP_SETTLES_S = 2 * FAILED_START_S;
/** The lines a kubelet writes as it gives up (≥1.20 exits after an error line, not a fatal one). */
const EXIT_LINES = ['Failed to start ContainerManager', 'command failed', 'Failed to run kubelet'];
/** How far back from the next start the lines of the process that ended are looked at for its exit. */
const EXIT_LOOKBACK_LINES = 200;

/**
 * Why the kubelet start `start` is no start-up that explains its lines, or undefined: the process it started ended
 * in failure within FAILED_START_S (systemd says its service failed, or the next start of the node's kubelet comes
 * that soon, as in a restart loop): the errors of a start that failed are what to look at, not noise.
 */
function failedStart(index: LogIndex, start: KubeletStart): string | undefined {
  const recs = index.parsed.records;
  const upTo = index.indexedUpTo ?? recs.length;
  readLineFacts(index, upTo);
  const failures = factsOf(index).serviceFailures;
  const next = startAfter(index, start.record, start.host);
  for (let k = lowerBound(failures, start.record + 1); k < failures.length; k++) {
    const r = failures[k];
    if (next && r > next.record) break;
    if (!withinWindow(index, start.record, r, FAILED_START_S)) break;
    if (!hostsMatch(hostOf(index, r), start.host)) continue;
    return `the kubelet started then failed: systemd says its service failed${at(index, r)} (line ${recs.at(r).line + 1})`;
  }
  if (!next || !withinWindow(index, start.record, next.record, FAILED_START_S)) {
    // No start follows soon: its process exiting on an error within minutes says it failed all the same.
    const exit = exitAfter(index, start, next ? Math.min(next.record, upTo) : upTo);
    return exit === undefined ? undefined : `the kubelet exited on an error${at(index, exit)} (line ${recs.at(exit).line + 1}), ${elapsed(index, start.record, exit) || 'soon'} after this start: a start that failed`;
  }
  // One quick restart may be a script's or an admin's (a config written, the service restarted); the process's exit
  // (a fatal line, or the error line ≥1.20 exits after) before it, or a third start as soon, is one that failed.
  const fatal = exitedBefore(index, start, next.record);
  const previous = start.record > 0 ? startAtOrBefore(index, start.record - 1, start.host) : undefined;
  const after = startAfter(index, next.record, start.host);
  const loop = (previous && withinWindow(index, previous.record, start.record, FAILED_START_S)) || (after && withinWindow(index, next.record, after.record, FAILED_START_S));
  if (!fatal && !loop) return undefined;
  return `the kubelet ${fatal ? 'exited on an error and ' : ''}started again${at(index, next.record)} (line ${recs.at(next.record).line + 1}), ${elapsed(index, start.record, next.record) || 'soon'} after this start${loop ? ', one of a run of restarts' : ''}: a start that failed`;
}

/** For each start and what was asked for: how far its lines were read, and the first refusal found (NONE: none yet). */
const REFUSED_SINCE = new WeakMap<LogIndex, Map<string, { upTo: number; found: number }>>();

/**
 * The first warning or error line after `start`, before `to`, on its node, that a request naming `what` was refused for
 * the kubelet's identity; read once per start (lines are read on as later findings ask).
 */
function refusedSince(index: LogIndex, start: KubeletStart, what: string, to: number): number | undefined {
  let memo = REFUSED_SINCE.get(index);
  if (!memo) REFUSED_SINCE.set(index, (memo = new Map()));
  const key = `${start.record}\u0000${what}`;
  let m = memo.get(key);
  if (!m) memo.set(key, (m = { upTo: start.record + 1, found: NONE }));
  const recs = index.parsed.records;
  for (; m.found === NONE && m.upTo < to; m.upTo++) {
    const rec = recs.at(m.upTo);
    if ((rec.severity !== 'W' && rec.severity !== 'E') || !hostsMatch(rec.envelope?.host, start.host)) continue;
    const text = wholeText(rec);
    if (text.includes(what) && refusalIn(text, !bootstrapping(index, to - 1))) m.found = m.upTo;
  }
  return m.found !== NONE && m.found < to ? m.found : undefined;
}

/** The first W or E line within REFUSED_SOON_AFTER_S after the graded one, on its node, that refused the kubelet's request for `what`. */
function refusedSoonAfter(ctx: CheckContext, what: string, host: string | undefined): number | undefined {
  const recs = ctx.index.parsed.records;
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  for (let r = ctx.record + 1, n = 0; r < upTo && n < MAX_WALK; r++, n++) {
    if (!withinWindow(ctx.index, ctx.record, r, REFUSED_SOON_AFTER_S)) break;
    const rec = recs.at(r);
    if ((rec.severity !== 'W' && rec.severity !== 'E') || !hostsMatch(rec.envelope?.host, host)) continue;
    const text = wholeText(rec);
    if (text.includes(what) && refusalIn(text, !bootstrapping(ctx.index, ctx.record))) return r;
  }
  return undefined;
}

/** Whether the process `start` started wrote its exit (a fatal line, or an error line a kubelet exits after) before `next`. */
function exitedBefore(index: LogIndex, start: KubeletStart, next: number): boolean {
  const recs = index.parsed.records;
  for (let r = next - 1, n = 0; r > start.record && n < EXIT_LOOKBACK_LINES; r--, n++) {
    const rec = recs.at(r);
    if (hostsMatch(rec.envelope?.host, start.host) && isKubeletExit(rec) && !afterOtherComponentsLine(index, r)) return true;
  }
  return false;
}

/**
 * Whether the nearest line before `r` (of its node, among the three before it) whose source file only one component has
 * is another component's: a fatal line right after kube-proxy's own lines is kube-proxy's (PID 1 in its container, as
 * the kubelet is in its own, in one file of both).
 */
function afterOtherComponentsLine(index: LogIndex, r: number): boolean {
  const recs = index.parsed.records;
  const host = recs.at(r).envelope?.host;
  for (let k = r - 1; k >= 0 && k >= r - 3; k--) {
    const rec = recs.at(k);
    if (rec.envelope?.host !== host) continue;
    const owner = ownerOfFile(rec.file);
    if (owner !== undefined) return owner !== 'kubelet';
  }
  return false;
}

/** For each start: how far its lines were read for its process's exit, and the exit found (NONE: none yet). */
const EXIT_AFTER = new WeakMap<LogIndex, Map<number, { upTo: number; found: number; over: boolean }>>();

/**
 * The first line after `start`, before `upTo` and within FAILED_START_S, on its node, that its process exited on
 * (read once per start, on as later lines ask; a kubelet at --v=4 writes thousands of lines in those minutes).
 */
function exitAfter(index: LogIndex, start: KubeletStart, upTo: number): number | undefined {
  let memo = EXIT_AFTER.get(index);
  if (!memo) EXIT_AFTER.set(index, (memo = new Map()));
  let m = memo.get(start.record);
  if (!m) memo.set(start.record, (m = { upTo: start.record + 1, found: NONE, over: false }));
  const recs = index.parsed.records;
  for (; m.found === NONE && !m.over && m.upTo < upTo; m.upTo++) {
    const r = m.upTo;
    const rec = recs.at(r);
    if (rec.time !== undefined && !withinWindow(index, start.record, r, FAILED_START_S)) {
      m.over = true;
      break;
    }
    const pid = processOf(rec);
    if (hostsMatch(rec.envelope?.host, start.host) && (pid === undefined || start.pid === undefined || pid === start.pid) && isKubeletExit(rec) && !afterOtherComponentsLine(index, r)) m.found = r;
  }
  return m.found !== NONE && m.found < upTo ? m.found : undefined;
}

/** A line a kubelet exits on: a fatal one, or the error line ≥1.20 (and printf-era kubelets) exit after. */
export function isKubeletExit(rec: LogRecord): boolean {
  if (rec.kind !== 'log') return false;
  // Another program's fatal line (a runtime's, a plugin's under its own identifier; containerd's logfmt in a file that
  // names no program) is no kubelet exit. k3s's own logfmt `kubelet exited` is.
  const ident = rec.envelope?.ident;
  if (ident !== undefined ? !isKubeletIdent(ident) : rec.style === 'logfmt' && !messageStartsWith(rec, 'kubelet exited')) return false;
  if (rec.severity === 'F') return true;
  return rec.severity === 'E' && (messageIsAny(rec, EXIT_LINES) || (rec.style === 'printf' && (messageStartsWith(rec, 'Failed to start ContainerManager') || messageStartsWith(rec, 'failed to run Kubelet'))));
}

/**
 * Reads the facts that come from every line (not only a pod's or a container's) up to `upTo`. The analysis calls it
 * as each piece of a file is graded, while the piece's messages are still in memory.
 */
export function readLineFacts(index: LogIndex, upTo: number): void {
  const recs = index.parsed.records;
  const facts = factsOf(index);
  // One moving view (no record is kept): a view per line was a twentieth of what the CLI allocated.
  const cursor = recs.cursor?.() ?? recs;
  for (; facts.lineFactsUpTo < upTo; facts.lineFactsUpTo++) {
    const r = facts.lineFactsUpTo;
    const rec = cursor.at(r);
    const t = rec.time;
    if (t !== undefined) {
      const key = clockKey(rec);
      const latest = facts.latestStampOf.get(key);
      if (latest === undefined || t > latest) facts.latestStampOf.set(key, t);
      else if (t < latest - CLOCK_BACK_US) {
        facts.clockBacks.push(r);
        facts.clockBackKeys.push(key);
        facts.latestStampOf.set(key, t);
        // In a dump of sections (`minikube logs`), a step seen in one section is the host's: another section's lines
        // stamped within the span it went back over may be from before it or after it (r54a 23).
        const host = rec.envelope?.host;
        if (host !== undefined && rec.section !== undefined) {
          let steps = facts.hostSteps.get(host);
          if (!steps) facts.hostSteps.set(host, (steps = []));
          steps.push({ to: t, from: latest, section: rec.section });
        }
      }
    }
    // Every line comes here once, while its piece is in memory: its message's first character rules out all but a
    // few of the texts looked for (a call per text and line had cost a tenth of the grading).
    const m = rec.message;
    switch (m.charCodeAt(0)) {
      case 71: // G
        if (m.startsWith('GenericPLEG') && isGoneFromRuntime(rec)) facts.goneFromRuntimeLines.add(r);
        break;
      case 45: // -
        if (m.startsWith('-- Boot ') || m.startsWith('-- Reboot --')) facts.boots.push(r);
        break;
      case 83: // S
        if (RUNTIME_STARTED.test(m) || m.startsWith('Starting CRI-O, version')) facts.runtimeStarts.push(r);
        else if (m.startsWith('Suppressed ') && m.includes(' messages from ') && m.includes('kubelet')) facts.linesLost.push(r);
        else if (m.startsWith('Successfully registered node')) {
          noteNodeName(facts, rec);
          if (isRegistration(m)) {
            facts.registrations.push(r);
            facts.registeredBy.push(r);
          }
        } else if (m === 'SyncLoop (probe)') {
          const status = fieldValue(rec, 'status');
          if (status === 'ready' || status === 'started') facts.probePasses.set(r, fieldValue(rec, 'probe') ?? '');
        } else if (m.startsWith('Startup probe for "')) noteProbeSuccess(facts, rec, r);
        break;
      case 85: // U
        if (m.startsWith('Unable to update node status')) noteRegisteredBy(index, facts, rec, r);
        else if (m.startsWith('Unable to register node')) {
          facts.registrationFailures.push(r);
          if (refusalReason(rec, !bootstrapping(index, r, false))) facts.refusals.push(r);
        } else if (m.startsWith('Using bootstrap kubeconfig') || m.startsWith('Use the bootstrap credentials to request a cert')) facts.clientBootstraps.push(r);
        // 1.31's certificate manager reports its client certificate requests as `"Unhandled Error" err="kubernetes.io/kube-apiserver-client-kubelet: …"`.
        else if (m === 'Unhandled Error') noteClientCertificateLine(facts, fieldValue(rec, 'err'), r);
        break;
      case 67: // C
        if (m.startsWith('Client rotation is on')) facts.clientBootstraps.push(r);
        else if (m.startsWith('Current kubeconfig file contents are still valid')) facts.bootstrapEnds.push(r);
        break;
      case 107: // k
        if (m.startsWith('kubelet.service: ') && isServiceFailure(m)) facts.serviceFailures.push(r);
        else noteClientCertificateLine(facts, m, r);
        break;
      case 99: // c: containerd.service, crio.service, cri-docker
        // containerd's own start, as it logs it (r54a 52: the runtime's start, not the kubelet's, excuses its status).
        if (m.startsWith('containerd successfully booted')) facts.runtimeStarts.push(r);
        else if (isRuntimeServiceFailure(m)) facts.runtimeServiceFailures.push(r);
        break;
      case 100: // d: docker.service
        if (isRuntimeServiceFailure(m)) facts.runtimeServiceFailures.push(r);
        break;
      case 115: // s
        if (m === 'starting containerd') facts.runtimeStarts.push(r);
        break;
      case 70: // F
        if (isNodeReady(rec)) facts.nodeReady.push(r);
        else if (m.startsWith('Failed to update lease') || m.startsWith('Failed to ensure lease exists')) noteNodeNamedInError(facts, rec);
        else if (m.startsWith('FLAG: --hostname-override=')) {
          const name = m.slice('FLAG: --hostname-override='.length).replace(/^"|"$/g, '').toLowerCase();
          if (name) facts.nodeNames.add(name);
        }
        break;
      case 82: // R
        if (m.startsWith('Recording ') && m.includes('event message for node')) noteNodeName(facts, rec);
        if (m.startsWith('Rotating certificates')) facts.clientBootstraps.push(r);
        else if (isNodeReady(rec)) facts.nodeReady.push(r);
        else if (isNodeNotReady(rec)) facts.nodeNotReady.push(r);
        else if (m.startsWith('Readiness probe for "')) noteProbeSuccess(facts, rec, r);
        break;
      case 78: // N
        if (m.startsWith('Node became not ready')) noteNodeName(facts, rec);
        if (isRegistration(m)) {
          facts.registrations.push(r);
          facts.registeredBy.push(r);
        } else if (isNodeNotReady(rec)) facts.nodeNotReady.push(r);
        else if (m === READY_GRACE_EXPIRED) facts.readyGraceExpired.push(r);
        else if (m.startsWith('No bootstrapping requested')) facts.bootstrapEnds.push(r);
        else if (m === NO_READY_SANDBOX || (rec.style === 'printf' && m.startsWith('No ready sandbox for pod "'))) facts.noReadySandbox.push(r);
        break;
      case 69: // E
        if (m.startsWith('Event channel is full')) facts.linesLost.push(r);
        // The kubelet updates its node's status only once its registration loop has registered the Node (or found it
        // registered: `Node was previously registered`, below --v=2): a status update, even one that fails, proves it.
        else if (m.startsWith('Error updating node status, will retry')) {
          noteRegisteredBy(index, facts, rec, r);
          noteNodeNamedInError(facts, rec);
        }
        else if (m === 'Event occurred') {
          const pull = IMAGE_PULL_EVENT.exec(fieldValue(rec, 'message') ?? '');
          if (pull) facts.imagePulls.set(r, { started: pull[1] === 'Pulling', image: canonicalImage(pull[2]) });
          if (pull && pull[1] !== 'Pulling') notePulled(facts, canonicalImage(pull[2]), r);
        } else if (rec.style === 'printf' && m.startsWith('Event(') && eventSays(rec, 'Successfully pulled image "')) {
          const said = /Successfully pulled image "([^"]{1,512})"/.exec(m)?.[1];
          const image = said === undefined ? undefined : canonicalImage(said);
          if (image) {
            facts.imagePulls.set(r, { started: false, image });
            notePulled(facts, image, r);
          }
        }
        break;
      case 80: // P
      case 76: // L
        noteProbeSuccess(facts, rec, r);
        break;
    }
    // A runtime's own panic or fatal line (its journald identifier tells it from the kubelet's).
    if (isRuntimeCrash(rec, m)) facts.runtimeServiceFailures.push(r);
  }
}

/**
 * The client certificate manager's line (`kubernetes.io/kube-apiserver-client-kubelet: …`): rotating or a request
 * approved shows a bootstrap going on; a request refused for the kubelet's credentials ends it. Its routine lines
 * (`Certificate expiration is …`) say neither.
 */
function noteClientCertificateLine(facts: Facts, text: string | undefined, r: number): void {
  if (!text?.startsWith('kubernetes.io/kube-apiserver-client-kubelet')) return;
  if (text.includes('Rotating certificates') || text.includes('is approved, waiting to be issued')) facts.clientBootstraps.push(r);
  else if (text.includes('Failed while requesting a signed certificate') && refusalIn(text, true) !== '') facts.bootstrapEnds.push(r);
}

/** A probe success (`Probe succeeded`, ≤1.20 `Readiness probe for "…" succeeded`), by the node whose kubelet logged it. */
function noteProbeSuccess(facts: Facts, rec: LogRecord, r: number): void {
  if (!isProbeSuccess(rec)) return;
  const host = rec.envelope?.host ?? '';
  const list = facts.probeSuccessesByHost.get(host);
  if (list) list.push(r);
  else facts.probeSuccessesByHost.set(host, [r]);
}

// `Forbidden` alone is Go's text of a bare 403 (`Post "https://…/api/v1/nodes": Forbidden`); client-go words a 401
// without a body as `the server has asked for the client to provide credentials`.
// "certificate" as a refusal's word (`certificate has expired`), not a CSR's or a missing serving certificate's
// (`a signed certificate from the control plane: cannot create certificate signing request: … connection refused`,
// `no serving certificate available`).
// The words as words: not inside a name (`x509-certificate-exporter-…`, a pod's or a Secret's, in a URL).
const REFUSAL = /(?<![\w./-])(forbidden|Forbidden|Unauthorized|x509|certificate(?! signing request| available for| from the)|the server has asked for the client to provide credentials)(?![\w-])/;
// The anonymous user is a bootstrapping kubelet's only while the log shows it bootstrapping (`bootstrapping`);
// otherwise the kubelet has no credentials at all (a kubeconfig without its certificate, a CA replaced), which no
// waiting mends.
const ANONYMOUS_USER = 'User "system:anonymous"';
const ANONYMOUS_REFUSED = 'refused as system:anonymous: the kubelet sent no client credentials';

/**
 * Why the API server refused a request for the kubelet's own identity (forbidden, unauthorized, a certificate), or ''
 * when it did not say so or refused a bootstrapping user (`anonymousRefused`: the anonymous user counts as refused,
 * not as bootstrapping).
 */
function refusalReason(rec: LogRecord, anonymousRefused: boolean): string {
  return refusalIn(errorText(rec), anonymousRefused);
}

/**
 * Whether the line's node was bootstrapping its client certificate at line `r`: a line of its kubelet run before `r`
 * shows the bootstrap, and none of that run says it is not one (`no bootstrap necessary`, just before `Client rotation
 * is on`) or that it failed (the certificate request refused), as far as the log has been read: a refusal seconds
 * later is in the start-up window, whose findings are graded again as lines come (analyze.ts `startWindowPassed`).
 */
function bootstrapping(index: LogIndex, r: number, readAhead = true): boolean {
  // readLineFacts itself asks with readAhead off: it has read the lines before `r` only.
  const upTo = readAhead ? (index.indexedUpTo ?? index.parsed.records.length) : r;
  if (readAhead) readLineFacts(index, upTo);
  const facts = factsOf(index);
  const host = hostOf(index, r);
  let began = -1;
  for (let k = lowerBound(facts.clientBootstraps, r) - 1; k >= 0; k--) {
    if (hostsMatch(hostOf(index, facts.clientBootstraps[k]), host)) {
      began = facts.clientBootstraps[k];
      break;
    }
  }
  if (began < 0) return false;
  const runStart = startAtOrBefore(index, began, host)?.record ?? 0;
  const runEnd = startAfter(index, began, host)?.record ?? upTo;
  for (let k = lowerBound(facts.bootstrapEnds, runStart); k < facts.bootstrapEnds.length && facts.bootstrapEnds[k] < runEnd; k++) {
    if (hostsMatch(hostOf(index, facts.bootstrapEnds[k]), host)) return false;
  }
  return true;
}

/**
 * Whether the API server refused the line's own request for the kubelet's identity, which the fact a check found
 * (`explains`: a start-up, a deletion) cannot explain; says so in a note after `lead`.
 */
function refusedOwnRequest(ctx: CheckContext, lead: string, explains: string): boolean {
  readLineFacts(ctx.index, ctx.record);
  const refused = refusalIn(errorText(ctx.index.parsed.records.at(ctx.record)), !bootstrapping(ctx.index, ctx.record));
  if (refused) ctx.notes?.push(`${lead}the API server refused this request for the kubelet's identity (${refused}), which ${explains} does not explain`);
  return refused !== '';
}

function refusalIn(text: string, anonymousRefused: boolean): string {
  const m = REFUSAL.exec(text);
  // A bootstrap token's user (`system:bootstrap:…`) makes only the certificate request: refused anything else, the
  // kubelet runs with its bootstrap kubeconfig as its kubeconfig, which no waiting mends (r23a 08).
  if (!m || text.includes(NODE_GRAPH_NOT_YET)) return '';
  if (text.includes(ANONYMOUS_USER)) return anonymousRefused ? ANONYMOUS_REFUSED : '';
  // An object refused (admission: `is forbidden: no PriorityClass …`, a namespace being terminated) is no refusal of
  // the kubelet's identity; an authorizer's (`forbidden: User "system:node:…" cannot …`) or NodeRestriction's is.
  if (m[1] === 'forbidden' && !IDENTITY_FORBIDDEN.test(text)) return '';
  return m[1];
}

// The authorizer's refusal, and NodeRestriction's (a node acting on another node's objects: `node "a" is not allowed to
// modify node "b"`, ≤1.16 `node "a" cannot modify node "b"` (older ones without the quotes), its lease's `can only access node lease with the same name
// as the requesting node`).
const IDENTITY_FORBIDDEN = /forbidden: (?:User "|node "?[^"\s]{1,253}"? (?:is not allowed to |cannot )|can only access node lease with the same name)/;

// The Node authorizer refuses a node what its graph does not tie to it yet (a static pod's status asked for before its
// mirror pod exists, a pod just bound): it has read the kubelet's identity, and the tie comes a moment later.
const NODE_GRAPH_NOT_YET = 'no relationship found between node';

function beforeNodeRegistered(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const facts = factsOf(ctx.index);
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  readLineFacts(ctx.index, upTo);
  // This node's registration before its kubelet's next start (in a log of several nodes, not another node's).
  const host = hostOf(ctx.index, ctx.record);
  const pid = processOf(recs.at(ctx.record));
  // A line its start writes once (`Starting kubelet main sync loop`) after this line, by this line's own process, is
  // the same run going on (an excerpt that begins after the banner), not the next start.
  let next = startAfter(ctx.index, ctx.record, host);
  for (let n = 0; next && next.reason === 'start-up line' && pid !== undefined && next.pid === pid && n < 5; n++) next = startAfter(ctx.index, next.record, host);
  const nextStart = next?.record ?? upTo;
  for (let k = lowerBound(facts.registrations, ctx.record + 1); k < facts.registrations.length && facts.registrations[k] < nextStart; k++) {
    const r = facts.registrations[k];
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    // Another kubelet process registered (klog's PID column: another node's file in a plain log names no host, or a
    // restart whose start-up lines were filtered out): this line's process may never have.
    const regPid = processOf(recs.at(r));
    if (pid !== undefined && regPid !== undefined && regPid !== pid) {
      ctx.notes?.push(`a node registered${at(ctx.index, r)} (line ${recs.at(r).line + 1}), but from another kubelet process (${regPid}, this line's is ${pid})`);
      continue;
    }
    // A node registers within seconds of its kubelet's start (a minute on a kubeadm control plane): a registration
    // long after the line does not make the line part of it.
    if (!withinWindow(ctx.index, ctx.record, r, REGISTRATION_DEADLINE_S)) {
      ctx.notes?.push(`the node registered${at(ctx.index, r)}, more than ${REGISTRATION_DEADLINE_S / 60} min after this line`);
      return [];
    }
    return [{ record: r, line: recs.at(r).line, reason: `the node registered afterwards${at(ctx.index, r)}` }];
  }
  return [];
}

function kubeletEchoNearby(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  const b = recs.at(ctx.record).time;
  if (!info || b === undefined) return [];
  const k = lowerBound(info.records, ctx.record);
  // Neighbours on both sides, nearest first, while within a second.
  for (let d = 1; d <= MAX_WALK; d++) {
    let inWindow = false;
    for (const j of [k - d, k + d - 1]) {
      if (j < 0 || j >= info.records.length) continue;
      const r = info.records[j];
      if (r === ctx.record) {
        inWindow = true;
        continue;
      }
      const rec = recs.at(r);
      const a = rec.time;
      if (a === undefined || Math.abs(a - b) > 1e6) continue;
      inWindow = true;
      if (rec.style !== 'structured' && rec.style !== 'printf' && rec.style !== 'json') continue;
      if (!rec.message.includes('from runtime service failed') && rec.message !== 'Probe errored') continue;
      return [{ record: r, line: rec.line, reason: 'the kubelet logged the same failed call; judge that line' }];
    }
    if (!inWindow) break;
  }
  return [];
}

/** The container log cleanup's own line (kuberuntime_gc.go), logged when its status lookup of a container failed. */
const LOG_GC_STATUS_FAILED = 'Error getting ContainerStatus for containerID';
const LOG_GC_LOOKAHEAD = 4;

/**
 * The failed status lookup was the container log cleanup's: its own line for the same ID follows within a second. The
 * cleanup (part of the container garbage collection, every minute) looks up a container only for a log symlink in
 * /var/log/containers whose log file is gone, then removes the symlink: NotFound means the container went first.
 */
function raisedByLogGc(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  const b = recs.at(ctx.record).time;
  if (!info || b === undefined) return [];
  // The cleanup logs right after the failed call, in the same goroutine: among the container's next few lines (a
  // container named on thousands of lines a second must not cost a walk over them for each).
  for (let j = lowerBound(info.records, ctx.record + 1), end = Math.min(info.records.length, j + LOG_GC_LOOKAHEAD); j < end; j++) {
    const r = info.records[j];
    const rec = recs.at(r);
    const a = rec.time;
    if (a === undefined || a < b) continue;
    if (a - b > 1e6) break;
    if (messageIs(rec, LOG_GC_STATUS_FAILED)) {
      return [{ record: r, line: rec.line, reason: 'the container log cleanup logged the same lookup: it asks only about a container whose log file is already gone, and removes its leftover log link' }];
    }
  }
  return [];
}

// `projected volume kube-api-access-6fpqb` (printf), `for volume "kube-api-access-ndclh"` (structured, decoded),
// `for volume \"config\"` (the quoted errors of about 1.13–1.19), and the unique name kubelets of about 1.5–1.7 wrote
// (`for volume "kubernetes.io/configmap/<uid>-config"`), read whole.
const VOLUME_NAMED = /(?:projected volume|for volume) (?:\\?")?([A-Za-z0-9][\w.\/~-]{0,252})/;

/** The volume a line is about, when its message names one. */
function volumeNamed(rec: LogRecord): string | undefined {
  return VOLUME_NAMED.exec(rec.message)?.[1];
}

/**
 * A later line of the same pod shows the operation succeeded (for the same volume, when both lines name one). A line
 * with no pod has nothing to tie a success to: another pod's success proves nothing about it.
 */
/** How long after a success followed-by-success still looks for the pod's operation failing. */
export const FAILURE_LOOKAHEAD_S = 1800;

function followedBySuccess(ctx: CheckContext): Evidence[] {
  const msgs = ctx.params.successMessages ?? [];
  if (!msgs.length) return [];
  let image: string | undefined;
  if (ctx.params.sameImage) {
    image = imageNamed(ctx.index.parsed.records.at(ctx.record));
    if (image === undefined) return [];
  }
  const list = ctx.pod?.records;
  // A volume's success is its pod's: a line tied to no pod has none to look among.
  if (!list && ctx.params.sameUniqueName) return [];
  if (!list) return image !== undefined ? imagePulledOnNode(ctx, image) : nodeFollowedBySuccess(ctx, msgs);
  const window = ctx.params.windowSeconds ?? 300;
  const recs = ctx.index.parsed.records;
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  let volume: string | null | undefined = null; // null: not read yet (most findings meet no success at all)
  let uniqueName: string | undefined;
  const failures = ctx.params.failureMessages;
  // A name added again before the line (a StatefulSet's re-created pod, whose UID may come later): the pod's lines
  // after it may be either pod's, so a success among them proves nothing of this one.
  if (failures) {
    const pod = ctx.pod!;
    const readds = podFacts(ctx.index, pod).readds;
    let again = readds.length && readds[0] < ctx.record ? readds[0] : undefined;
    for (const { first } of podsNamed(ctx.index, pod)) {
      if (first > pod.records[0] && first < ctx.record && (again === undefined || first < again)) again = first;
    }
    if (again !== undefined) {
      ctx.notes?.push(`another pod of the same name appeared at line ${recs.at(again).line + 1}: the lines after it may be that pod's`);
      return [];
    }
  }
  // The name added again after the line (a StatefulSet's pod deleted and re-created): a success after that may be the
  // new pod's, whose lines a pod known by its name alone shares.
  const addedAgain = nameAddedAgainAfter(ctx);
  const t0 = recs.at(ctx.record).time;
  const host = hostOf(ctx.index, ctx.record);
  let found: Evidence | undefined;
  // Images the pod began pulling in the window, and those it pulled (events): with failure markers, a success of one
  // image leaves another still pulling unexcused (an init container's public image, then the app's private one).
  const pulling = new Set<string>();
  const pulled = new Set<string>();
  readLineFacts(ctx.index, upTo);
  const imagePulls = factsOf(ctx.index).imagePulls;
  for (let n = 0, k = lowerBound(list, ctx.record + 1); n < 5000; n++, k++) {
    const r = list[k];
    if (r === undefined || r >= upTo) break;
    if (!withinWindow(ctx.index, ctx.record, r, window)) {
      // A line stamped before the finding (a clock or a writer out of order) is passed over, not the window's end.
      const t = recs.at(r).time;
      if (t0 !== undefined && t !== undefined && t < t0) continue;
      // Past the window a success no longer counts, but a failure still does, for a while: a success is perhaps
      // another container's (an init container's public image), and the pod's next pull failing shows what the line
      // warned of (a pull secret missing, then a 401).
      if (!found || !failures || !withinWindow(ctx.index, ctx.record, r, FAILURE_LOOKAHEAD_S)) break;
      if (reportsFailure(recs.at(r), failures)) {
        ctx.notes?.push(`line ${recs.at(r).line + 1} reports the same pod's next attempt failing`);
        return [];
      }
      continue;
    }
    const rec = recs.at(r);
    // A failure of the pod's operation anywhere in the window (before or after a success: an init container's public
    // image pulled first does not excuse the app's private one failing next) leaves the line unexcused.
    if (failures && (found || !ctx.params.failuresAfterSuccessOnly) && reportsFailure(rec, failures)) {
      ctx.notes?.push(`line ${rec.line + 1} reports the same pod's ${found ? 'next attempt' : 'attempt'} failing`);
      return [];
    }
    const pull = failures ? imagePulls.get(r) : undefined;
    if (pull) (pull.started ? pulling : pulled).add(pull.image);
    if (found || !msgs.some((m) => messageStartsWith(rec, m) || eventSays(rec, m))) continue;
    // Another node's pod of the same name (its lines name no UID, so both nodes' are one pod here).
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    if (addedAgain !== undefined && r > addedAgain) {
      ctx.notes?.push(`the pod's name was added again at line ${recs.at(addedAgain).line + 1}: the success at line ${rec.line + 1} may be the new pod's`);
      continue;
    }
    if (ctx.params.sameUniqueName) {
      // The same volume, by its unique name (the failure names it by its spec name too, the success by this only).
      uniqueName ??= uniqueNameOfFailure(recs.at(ctx.record)) ?? '';
      if (!uniqueName || tornDownVolume(rec) !== uniqueName) continue;
      // The same volume of the pod failing again after it: the success did not last (r80a D4).
      const again = sameFailureAgain(ctx, r, (x) => sortedIncludes(list, x) && uniqueNameOfFailure(recs.at(x)) === uniqueName);
      if (again !== undefined) {
        ctx.notes?.push(`the same volume failed again at line ${recs.at(again).line + 1}${at(ctx.index, again)}, after it was torn down at line ${rec.line + 1}`);
        return [];
      }
      found = { record: r, line: rec.line, reason: `the same volume was torn down afterwards${at(ctx.index, r)} (${uniqueName})` };
      if (!failures) return [found];
      continue;
    }
    if (volume === null) {
      // A volume source failure names no volume: the mount failure that tied it to its pod does.
      const tie = ctx.index.volumeSourceTies?.get(ctx.record);
      volume = volumeNamed(recs.at(ctx.record)) ?? (tie !== undefined ? volumeNamed(recs.at(tie)) : undefined);
    }
    const succeeded: string | undefined = volume === undefined ? undefined : volumeNamed(rec);
    if (volume !== undefined && succeeded !== undefined && succeeded !== volume) continue;
    if (image !== undefined && pulledImage(ctx.index, r) !== image) continue;
    // An event says what succeeded (`Successfully pulled image "nginx:1.25" in 1.2s`): said, as the success may be
    // another container's.
    const said = messageIs(rec, 'Event occurred') ? fieldValue(rec, 'message') : undefined;
    const what = succeeded ? ` (volume ${succeeded})` : said ? ` (${said.length > 120 ? `${said.slice(0, 120)}…` : said})` : '';
    found = { record: r, line: rec.line, reason: `it succeeded afterwards${at(ctx.index, r)}${what}` };
    // Without failure markers the first success settles it; with them the window is read to its end.
    if (!failures) return [found];
  }
  for (const image of pulling) {
    if (!found || pulled.has(image)) continue;
    ctx.notes?.push(`the pod began pulling ${image} afterwards, and the log shows no success of that pull: the success found was another image's`);
    return [];
  }
  return found ? [found] : [];
}


/** The image a pull failure names, when it names one. */
function imageNamed(rec: LogRecord): string | undefined {
  const field = fieldValue(rec, 'image');
  if (field) return canonicalImage(field);
  // An event's text is its message field (`Failed to pull image "…"`).
  const named = IMAGE_IN_TEXT.exec(errorText(rec))?.[1] ?? IMAGE_IN_TEXT.exec(rec.message)?.[1] ?? (messageIs(rec, 'Event occurred') ? IMAGE_IN_TEXT.exec(fieldValue(rec, 'message') ?? '')?.[1] : undefined);
  return named === undefined ? undefined : canonicalImage(named);
}

function notePulled(facts: Facts, image: string, r: number): void {
  const list = facts.pulledByImage.get(image);
  if (!list) facts.pulledByImage.set(image, [r]);
  else list.push(r);
}

/** The image a line says was pulled: an event `Successfully pulled image "…"` (structured, or ≤1.20's printf event), as read into the facts. */
function pulledImage(index: LogIndex, r: number): string | undefined {
  const pull = factsOf(index).imagePulls.get(r);
  return pull && !pull.started ? pull.image : undefined;
}

/**
 * A pull failure of no pod (the runtime client's `PullImage from image service failed`): a pull of the same image by
 * any pod of its node afterwards, with no failure to pull that image after it.
 */
function imagePulledOnNode(ctx: CheckContext, image: string): Evidence[] {
  const recs = ctx.index.parsed.records;
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  const window = ctx.params.windowSeconds ?? 300;
  const host = hostOf(ctx.index, ctx.record);
  // From the node's lists, not a walk over its lines: a registry outage writes thousands of these lines.
  readLineFacts(ctx.index, upTo);
  const pulls = factsOf(ctx.index).pulledByImage.get(image) ?? [];
  const tied = podFailingAlongside(ctx, image, host, upTo);
  const ofThisKubelet = sameKubelet(ctx.index, ctx.record);
  let found: Evidence | undefined;
  for (let k = lowerBound(pulls, ctx.record + 1); k < pulls.length && pulls[k] < upTo; k++) {
    const r = pulls[k];
    if (!withinWindow(ctx.index, ctx.record, r, window)) break;
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    // With no host to tell nodes apart, another kubelet process's pull may be another node's (r55a).
    if (host === undefined && !ofThisKubelet(r)) continue;
    if (tied >= 0 && ctx.index.podOfRecord[r] !== tied) continue;
    found = { record: r, line: recs.at(r).line, reason: `the same image was pulled afterwards${at(ctx.index, r)} (${image})` };
    break;
  }
  if (!found || !ctx.rule) return found ? [found] : [];
  // The same image failing again on the node after the success (the rule's own lines).
  const failures = ENTRY_LINES.get(ctx.index)?.get(ctx.rule) ?? [];
  for (let k = lowerBound(failures, found.record + 1), n = 0; k < failures.length && failures[k] < upTo && n < MAX_WALK; k++, n++) {
    const r = failures[k];
    if (!withinWindow(ctx.index, found.record, r, FAILURE_LOOKAHEAD_S)) break;
    if (!hostsMatch(hostOf(ctx.index, r), host) || imageNamed(recs.at(r)) !== image) continue;
    ctx.notes?.push(`line ${recs.at(r).line + 1} reports a pull of ${image} failing again`);
    return [];
  }
  return [found];
}

/** How close to the runtime client's pull failure its pod's own report of it comes (the pod worker logs it next). */
const PULL_ECHO_S = 2;

/**
 * The pod whose line reports the same image failing to pull within seconds of a line of no pod (-1: none): that line
 * is its, and only its own later pull mends it. Credentials are a pod's (`imagePullSecrets`): another pod's pull of
 * the image proves nothing of a 401 or 403 (r30a 23).
 */
function podFailingAlongside(ctx: CheckContext, image: string, host: string | undefined, upTo: number): number {
  const failures = ctx.rule ? ENTRY_LINES.get(ctx.index)?.get(ctx.rule) : undefined;
  if (!failures) return -1;
  const recs = ctx.index.parsed.records;
  const podFailing = (r: number) => {
    const p = ctx.index.podOfRecord[r];
    return p >= 0 && hostsMatch(hostOf(ctx.index, r), host) && imageNamed(recs.at(r)) === image ? p : -1;
  };
  // The nearest such line: the pod worker reports the pull it failed right after the runtime client, and another pod
  // failing on the same image a second later is no tie (r31a 32).
  const at = lowerBound(failures, ctx.record);
  for (let k = at, n = 0; k < failures.length && failures[k] < upTo && n < MAX_WALK; k++, n++) {
    if (!withinWindow(ctx.index, ctx.record, failures[k], PULL_ECHO_S)) break;
    const p = podFailing(failures[k]);
    if (p >= 0) return p;
  }
  for (let k = at - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    if (!withinWindow(ctx.index, failures[k], ctx.record, PULL_ECHO_S)) break;
    const p = podFailing(failures[k]);
    if (p >= 0) return p;
  }
  return -1;
}

/** The pod a pull failure of no pod was for, when a pod's line reports the same image failing beside it. */
function pullFailurePod(ctx: CheckContext): PodInfo | undefined {
  const image = imageNamed(ctx.index.parsed.records.at(ctx.record));
  if (image === undefined) return undefined;
  const upTo = ctx.index.indexedUpTo ?? ctx.index.parsed.records.length;
  const p = podFailingAlongside(ctx, image, hostOf(ctx.index, ctx.record), upTo);
  return p < 0 ? undefined : ctx.index.pods[p];
}

/** The first line after ctx.record that added the line's pod's name again (after a deletion), or another pod of that name. */
function nameAddedAgainAfter(ctx: CheckContext): number | undefined {
  const pod = ctx.pod!;
  const readds = podFacts(ctx.index, pod).readds;
  const k = lowerBound(readds, ctx.record + 1);
  let again = k < readds.length ? readds[k] : undefined;
  for (const { first } of podsNamed(ctx.index, pod)) {
    if (first > ctx.record && (again === undefined || first < again)) again = first;
  }
  return again;
}

/** An image pull's event message: `Pulling image "x"`, `Successfully pulled image "x" in 1.2s`. */
const IMAGE_PULL_EVENT = /^(Pulling|Successfully pulled) image "([^"]{1,512})"/;

/** Whether the line is a pod's event that it began pulling an image (a pull that a success of another does not answer). */
export function isImagePullStart(rec: LogRecord): boolean {
  return messageIs(rec, 'Event occurred') && (fieldValue(rec, 'message') ?? '').startsWith('Pulling image "');
}


/** A line of the pod saying the operation failed: an event or a message that starts with one of `markers`, or an error holding one. */
export function reportsFailure(rec: LogRecord, markers: readonly string[]): boolean {
  if (markers.some((m) => messageStartsWith(rec, m) || eventSays(rec, m))) return true;
  // ≤1.20's `container &Container{…} start failed in pod web-1_ns(uid): ErrImagePull: …` (the message is read only for
  // lines that start so).
  if (rec.style === 'printf' && messageStartsWith(rec, 'container ')) {
    const m = rec.message;
    const at = m.indexOf(' start failed in pod ');
    return at >= 0 && markers.some((k) => m.indexOf(k, at) >= 0);
  }
  // 1.31+'s kuberuntime_manager says it inside `"Unhandled Error" err="… start failed in pod …: ErrImagePull: …"` (r27a 14).
  const unhandled = messageIs(rec, 'Unhandled Error');
  if (!unhandled && !messageIs(rec, 'Error syncing pod, skipping') && !(rec.style === 'printf' && messageStartsWith(rec, 'Error syncing pod '))) return false;
  const err = errorText(rec);
  if (unhandled && !err.includes(' start failed in pod ')) return false;
  return markers.some((m) => err.includes(m));
}

/** How many lines after a node-level line its success is looked for: a bound for the walk; the time window and the
 * pass markers (failureMessages) end it first (at --v=4 hundreds of lines can come between a pass and its end). */
const NODE_SUCCESS_LINES = 5000;

// A device plugin's resource: `resource="…"` / `resourceName="…"` (structured), printf `device plugin nvidia.com/gpu
// with error`, `ResourceName:gpushare/gpu-mem,` and `resource name "…"`.
const PRINTF_RESOURCE = /(?:device plugin (\S{1,253}) with error|ResourceName:([^,}\s]{1,253})|resource name "([^"]{1,253})")/;

/** What follows a reflector's name in its failure: `k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Node: …`. */
const REFLECTOR_FAILURE_MARKS = [': Failed to watch *', ': Failed to list *', ': failed to list *'];

/**
 * `*v1.Node from k8s.io/client-go/informers/factory.go:160` (or `from object-"ns"/"name"`, a Secret's or ConfigMap's
 * own reflector) out of a failure's text: the word before the first mark, the type after it. Read by hand, in one
 * pass each way: a regex searching for the name before the mark backtracked polynomially.
 */
function reflectorInText(text: string): string | undefined {
  let at = -1;
  let mark = '';
  for (const m of REFLECTOR_FAILURE_MARKS) {
    const i = text.indexOf(m);
    if (i >= 0 && (at < 0 || i < at)) {
      at = i;
      mark = m;
    }
  }
  if (at <= 0) return undefined;
  let from = at;
  while (from > 0 && at - from < 600 && text.charCodeAt(from - 1) > 32) from--;
  const source = text.slice(from, at);
  let end = at + mark.length;
  while (end < text.length && end - at - mark.length < 100 && /[\w.]/.test(text[end])) end++;
  const type = text.slice(at + mark.length - 1, end);
  return type.length > 1 && source ? `${type} from ${source}` : undefined;
}

/** client-go's `Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160` (printf). */
const REFLECTOR_FILLED = /^Caches populated for (\*[\w.]{1,100}) from (\S{1,300})$/;

/** `*v1.Node from k8s.io/client-go/informers/factory.go:160`: the informer whose list or watch the line says failed. */
function reflectorOfFailure(rec: LogRecord): string | undefined {
  return reflectorInText(rec.message) ?? reflectorInText(errorText(rec)) ?? reflectorInFields(rec);
}

/** Structured forms keep the reflector and the type in keys of their own (`type="*v1.Node" reflector="…"`). */
function reflectorInFields(rec: LogRecord): string | undefined {
  const type = fieldValue(rec, 'type');
  const source = fieldValue(rec, 'reflector');
  return type !== undefined && source !== undefined ? `${type} from ${source}` : undefined;
}

/** How long after an informer's cache filled its failing again shows an API server that keeps going away. */
export const REFLECTOR_RECUR_S = 1800;

/**
 * The entry's next line (as the analysis matched them) within REFLECTOR_RECUR_S after the success at `after` that is
 * the same failure again (`same`): the success did not last.
 */
function sameFailureAgain(ctx: CheckContext, after: number, same: (r: number) => boolean): number | undefined {
  const lines = ENTRY_LINES.get(ctx.index)?.get(ctx.rule ?? '') ?? [];
  for (let k = lowerBound(lines, after + 1), n = 0; k < lines.length && n < MAX_WALK; k++, n++) {
    const r = lines[k];
    if (!withinWindow(ctx.index, after, r, REFLECTOR_RECUR_S)) break;
    if (same(r)) return r;
  }
  return undefined;
}

/**
 * The entry's line before ctx.record that is the same failure (`same`) of an earlier outage: more than `gapSeconds`
 * before it (the lines of one outage come within seconds) and within REFLECTOR_RECUR_S.
 */
function sameFailureBefore(ctx: CheckContext, gapSeconds: number, same: (r: number) => boolean): number | undefined {
  const lines = ENTRY_LINES.get(ctx.index)?.get(ctx.rule ?? '') ?? [];
  const host = hostOf(ctx.index, ctx.record);
  for (let k = lowerBound(lines, ctx.record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = lines[k];
    if (!withinWindow(ctx.index, r, ctx.record, REFLECTOR_RECUR_S)) break;
    if (withinWindow(ctx.index, r, ctx.record, gapSeconds) || !same(r)) continue;
    // A failure of the kubelet's own start-up (its first minutes, the API server not up or the node not trusted yet)
    // is no earlier outage.
    const start = startAtOrBefore(ctx.index, r, host);
    if (start && withinWindow(ctx.index, start.record, r, STARTUP_DEFAULT_S)) continue;
    return r;
  }
  return undefined;
}

/** The informer whose cache a `Caches populated` line says filled (printf, or structured `type=` `reflector=`). */
function reflectorFilled(rec: LogRecord): string | undefined {
  const m = REFLECTOR_FILLED.exec(rec.message);
  if (m) return `${m[1]} from ${m[2]}`;
  return messageIs(rec, 'Caches populated') ? reflectorInFields(rec) : undefined;
}

/** A volume operation's failure names the volume's unique name: `(UniqueName: "…")`, `{volumeName:… podName:…}`, or ≤1.12's `for volume "…" (volume.spec.Name: …)`. */
const FAILED_UNIQUE_NAME = /UniqueName: \\*"([^"\\]{1,600})/;
const FAILED_VOLUME_NAME = /\{volumeName:([^\s{}]{1,600}) podName:/;
const FAILED_SPEC_NAMED = /failed for volume \\*"([^"\\]{1,600})\\*" \(volume\.spec\.Name: /;
/** `UnmountVolume.TearDown succeeded for volume "kubernetes.io/secret/<uid>-token" (OuterVolumeSpecName: …)`: the unique name. */
const TORN_DOWN = /^UnmountVolume\.TearDown succeeded for volume \\?"([^"\\]{1,600})/;

function uniqueNameOfFailure(rec: LogRecord): string | undefined {
  const text = rec.message;
  return FAILED_UNIQUE_NAME.exec(text)?.[1] ?? FAILED_VOLUME_NAME.exec(text)?.[1] ?? FAILED_SPEC_NAMED.exec(text)?.[1];
}

function tornDownVolume(rec: LogRecord): string | undefined {
  return TORN_DOWN.exec(rec.message)?.[1];
}

/** The device plugin resource a line is about, when it names one. */
function resourceNamed(rec: LogRecord): string | undefined {
  const v = fieldValue(rec, 'resource') ?? fieldValue(rec, 'resourceName');
  if (v !== undefined) return v;
  if (rec.style === 'structured' || rec.style === 'json') return undefined;
  const m = PRINTF_RESOURCE.exec(rec.message);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * Whether a line is of the same kubelet as line `record`, as far as the log tells: the same host (or none to tell),
 * and the same process where both lines name one (journald's PID of the kubelet, else klog's PID column).
 */
function sameKubelet(index: LogIndex, record: number): (r: number) => boolean {
  const recs = index.parsed.records;
  const host = hostOf(index, record);
  const process = processOf(recs.at(record));
  return (r) => {
    if (!hostsMatch(hostOf(index, r), host)) return false;
    if (process === undefined) return true;
    const other = processOf(recs.at(r));
    return other === undefined || other === process;
  };
}

/** The record of the next kubelet start (a banner or start-up line, not a PID first seen) on the host after `record`. */
function nextStartAfter(index: LogIndex, record: number, host: string | undefined): number | undefined {
  const records = startRecords(index);
  for (let k = lowerBound(records, record + 1); k < records.length; k++) {
    const s = index.kubeletStarts[k];
    if (!s.reason.startsWith('new kubelet process') && hostsMatch(s.host, host)) return s.record;
  }
  return undefined;
}

/** A line's `node` field, lower case: a name, or the JSON format's object (`{"name":"worker-1"}`). */
function nodeField(rec: LogRecord): string | undefined {
  const value = fieldValue(rec, 'node');
  if (!value) return undefined;
  const name = value.startsWith('{') ? /"name":"([^"]{1,253})"/.exec(value)?.[1] : value;
  return name ? name.toLowerCase() : undefined;
}

/** Whether a kubelet start (of process `pid`, where known) on the host lies after `from` and before `to`. */
function startedBetween(index: LogIndex, from: number, to: number, host: string | undefined, pid: number | undefined): boolean {
  const records = startRecords(index);
  for (let k = lowerBound(records, from + 1); k < records.length && records[k] <= to; k++) {
    const s = index.kubeletStarts[k];
    // Not a start that itself failed (r60a K04: with no PID on the registering line, another run's exit had passed).
    if (hostsMatch(s.host, host) && (pid === undefined || s.pid === undefined || s.pid === pid) && failedStart(index, s) === undefined) return true;
  }
  return false;
}

/** The node a node-level line names: `node="…"` (structured), or printf's `… for node <name>`, `registered node <name>`. */
function nodeNamed(rec: LogRecord): string | undefined {
  // Node names are lower case (the kubelet lowers a --hostname-override): compared so (r59a N06).
  const field = nodeField(rec);
  if (field) return field;
  for (const before of [' for node ', 'registered node ']) {
    const at = rec.message.lastIndexOf(before);
    if (at < 0) continue;
    const name = rec.message.slice(at + before.length).split(/[\s:]/, 1)[0];
    if (name) return name.toLowerCase();
  }
  return undefined;
}

/**
 * A line about the node, not a pod (the eviction manager's pass, a device plugin): its success among the node's next
 * lines. Only a success that is not a pod's own counts (another pod's mount proves nothing about a line that named
 * none), and for the same device resource when both lines name one (always, with params.sameResource).
 */
function nodeFollowedBySuccess(ctx: CheckContext, msgs: readonly string[]): Evidence[] {
  const recs = ctx.index.parsed.records;
  const host = hostOf(ctx.index, ctx.record);
  const laterRun = ctx.params.successInLaterRun === true;
  const next = laterRun ? undefined : nextStartAfter(ctx.index, ctx.record, host);
  const upTo = Math.min(ctx.index.indexedUpTo ?? recs.length, ctx.record + 1 + NODE_SUCCESS_LINES, next ?? Infinity);
  const window = ctx.params.windowSeconds ?? 300;
  const ofThisKubelet = laterRun ? (r: number) => hostsMatch(hostOf(ctx.index, r), host) : sameKubelet(ctx.index, ctx.record);
  const node = nodeNamed(recs.at(ctx.record));
  // In a file of no host, the nodes its kubelets name tell whether it holds several (see `untied` below).
  const linePid = processOf(recs.at(ctx.record));
  if (host === undefined) readLineFacts(ctx.index, upTo);
  const severalNodes = host === undefined && factsOf(ctx.index).nodeNames.size > 1;
  let resource: string | null | undefined = null; // null: not read yet
  let reflector: string | undefined;
  for (let r = ctx.record + 1; r < upTo; r++) {
    if (!withinWindow(ctx.index, ctx.record, r, window)) break;
    const rec = recs.at(r);
    // Each kubelet runs its own passes and reports its own node: another process's lines, or another node's, say
    // nothing of this one (r55a: a file of no host holds several nodes' kubelets).
    if (!ofThisKubelet(r)) continue;
    if (ctx.params.failureMessages?.some((m) => messageStartsWith(rec, m))) {
      ctx.notes?.push(`line ${rec.line + 1} shows this pass went on another way before any success`);
      return [];
    }
    if (!msgs.some((m) => messageStartsWith(rec, m)) || ctx.index.podOfRecord[r] >= 0) continue;
    const named = nodeNamed(rec);
    if (node !== undefined && named !== undefined && named !== node) continue;
    // No host, and no process ties the two lines (a line of no PID, the JSON format's; a later run's): in a file whose
    // kubelets name several nodes, only a success naming this line's node counts (r58a N01, N02; r59a N03).
    const untied = host === undefined && (laterRun || linePid === undefined || processOf(rec) === undefined);
    if (untied && severalNodes && (node === undefined || named !== node)) continue;
    // A later run's success is a process started after this line (r59a N04: a kubelet running all along registered
    // its own node, another one's).
    if (laterRun && !startedBetween(ctx.index, ctx.record, r, host, processOf(rec))) continue;
    if (ctx.params.successIsNodeReady) {
      if (!isNodeReady(rec)) continue;
      return [{ record: r, line: rec.line, reason: `the node became Ready afterwards${at(ctx.index, r)}` }];
    }
    if (ctx.params.sameReflector) {
      // The same informer's cache filled: its list went through (a success naming another type or source says nothing).
      if (reflector === undefined) {
        const failure = recs.at(ctx.record);
        // A refusal (Unauthorized, forbidden, a certificate, anonymous) was an answer: a later fill does not say why
        // the kubelet's credentials were refused (r80a D2).
        const refused = refusalIn(wholeText(failure), true);
        if (refused) {
          ctx.notes?.push(`the API server refused the request (${refused}): the informer filling its cache later does not explain a refusal`);
          return [];
        }
        reflector = reflectorOfFailure(failure) ?? '';
      }
      if (!reflector || reflectorFilled(rec) !== reflector) continue;
      // An API server that keeps going away is no passing blip, whatever each outage's end (r80a D1: down every 3 min
      // for an hour, each line excused by its own fill).
      const sameReflector = (x: number) => ofThisKubelet(x) && reflectorOfFailure(recs.at(x)) === reflector;
      const again = sameFailureAgain(ctx, r, sameReflector) ?? sameFailureBefore(ctx, window, sameReflector);
      if (again !== undefined) {
        ctx.notes?.push(`the same informer failed ${again > ctx.record ? 'again' : 'before'} at line ${recs.at(again).line + 1}${at(ctx.index, again)}, ${again > ctx.record ? 'after it had filled its cache' : 'in an earlier outage'}: the API server keeps going away`);
        return [];
      }
      return [{ record: r, line: rec.line, reason: `the same informer (${reflector}) filled its cache again${at(ctx.index, r)}: the API server was answering again` }];
    }
    if (resource === null) resource = resourceNamed(recs.at(ctx.record));
    if (ctx.params.sameResource && resource === undefined) return [];
    const succeeded: string | undefined = resource === undefined ? undefined : resourceNamed(rec);
    if ((succeeded !== undefined || ctx.params.sameResource) && succeeded !== resource) continue;
    return [{ record: r, line: rec.line, reason: `${ctx.params.successSays ?? 'it succeeded afterwards'}${at(ctx.index, r)}${succeeded ? ` (${succeeded})` : ''}` }];
  }
  return [];
}

function idIsSandbox(ctx: CheckContext): Evidence[] {
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  if (info && info.kind !== 'sandbox' && info.name === undefined) return sandboxJustDied(ctx, info);
  if (!info || info.kind !== 'sandbox') return [];
  const recs = ctx.index.parsed.records;
  // The line that shows it: one that names the ID as a sandbox (podSandboxID, `Created PodSandbox`, the runtime's
  // RunPodSandbox). Without one, the index took it for a sandbox because only PLEG named it.
  const shown = info.sandboxRecord;
  if (shown !== undefined) {
    const line = recs.at(shown).line;
    return [{ record: shown, line, reason: `${shortId(info.id)} is a pod sandbox (line ${line + 1} names it as one), not an app container` }];
  }
  const first = info.records[0];
  return [{ record: first, line: recs.at(first).line, reason: `${shortId(info.id)} is a pod sandbox: PLEG reported it, and no line of this log names it as an app container` }];
}

/** How close before the line the kubelet's `No ready sandbox for pod can be found` must be to tell the ID is that sandbox. */
const SANDBOX_DIED_S = 1;

/**
 * An ID known only from PLEG's events (and cAdvisor's watch of its cgroup), when the kubelet said its pod's sandbox was
 * gone in the same second, just before, on the same node: the dead ID it looked for among the pod's containers is that
 * sandbox (r48a: a restarting static pod's, a completed Job's). The pod's containers are listed without their sandbox,
 * whence the line. Any other line about the ID (a kill, an exit code, an exec, stats, log rotation, the runtime's
 * create or start of a container) may show an app container, and a pod whose sandbox a line names is judged by that
 * line (idIsSandbox), never by the time alone (r49a: eight false benigns of a first version).
 */
function sandboxJustDied(ctx: CheckContext, info: ContainerInfo): Evidence[] {
  const pod = ctx.pod ?? info.pod;
  if (!pod) return [];
  const recs = ctx.index.parsed.records;
  if (!knownOnlyFromPleg(ctx.index, info)) return [];
  const others = containersOfPod(ctx.index, pod).filter((c) => c.id !== info.id);
  const host = hostOf(ctx.index, ctx.record);
  // The lines were noted as they came (readLineFacts): none is read back here, for each of an ID's findings.
  readLineFacts(ctx.index, ctx.record);
  const noReady = factsOf(ctx.index).noReadySandbox;
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  // The pod worker's sync and the deletor's line about PLEG's event run in two goroutines: the `No ready sandbox` line
  // comes just before the deletor's or just after it (r64a W6: 0.06 ms after, read as no evidence). The finding waits
  // for the window after it (SANDBOX_RIVAL_WAIT_S).
  const candidates: number[] = [];
  for (let k = lowerBound(noReady, ctx.record) - 1, n = 0; k >= 0 && n < 20; k--, n++) {
    if (!withinWindow(ctx.index, noReady[k], ctx.record, SANDBOX_DIED_S)) break;
    candidates.push(noReady[k]);
  }
  for (let k = lowerBound(noReady, ctx.record + 1), n = 0; k < noReady.length && noReady[k] < upTo && n < 20; k++, n++) {
    if (!withinWindow(ctx.index, ctx.record, noReady[k], SANDBOX_DIED_S)) break;
    candidates.push(noReady[k]);
  }
  for (const r of candidates) {
    if (!recordOfPod(ctx.index, r, pod) || !hostsMatch(hostOf(ctx.index, r), host)) continue;
    // A clock stepped back by seconds between the two lines (chronyd) puts them within a second by their stamps only.
    if (!steadyClockBetween(ctx.index, Math.min(r, ctx.record), Math.max(r, ctx.record), SANDBOX_DIED_S)) continue;
    const rec = recs.at(r);
    // Another ID named as the pod's sandbox by then: this one is no sandbox (its next sandbox, named later, says
    // nothing of this one: r52a 05).
    if (others.some((c) => c.sandboxRecord !== undefined && c.sandboxRecord < r)) return [];
    // A pod has one sandbox: another ID of it that no line names as a container, dead in the same burst (before this
    // line or after it: the kubelet writes each ID's line right after that ID's death, r52a 01), could as well be
    // that sandbox, and then one of the two is an app container the runtime lost (r50a 15, 17). Lines such as
    // containerd's `shim disconnected` are written for both (r52a 07): only a name counts.
    const rival = others.find((c) => (c.nameRecord === undefined || !beforeWindowEnd(ctx.index, c.nameRecord, r)) && diedAround(ctx.index, c, r, upTo));
    if (rival) {
      ctx.notes?.push(`the kubelet found the pod's sandbox gone ${r < ctx.record ? 'just before' : 'right after'} (line ${rec.line + 1}), but ${shortId(rival.id)} died with it and no line names it as a container either: either may be the sandbox, and then the other is an app container the runtime lost`);
      return [];
    }
    // An ID of the pod that started a relist before this one and was not seen to die is its sandbox: the sandbox starts
    // before its containers, so this one is a container (r66a s17, s02: a Job's app at --v=2).
    const mine = firstPlegStart(ctx.index, info);
    // Of this life of the pod: an ID started before its last addition (a static pod's earlier run) says nothing.
    const added = mine === undefined ? -1 : lastAdditionBefore(ctx.index, pod, mine);
    const first = mine === undefined ? undefined : others.find((c) => {
      const start = firstPlegStart(ctx.index, c);
      return (c.nameRecord === undefined || c.sandboxRecord !== undefined) && start !== undefined && start > added && startedInEarlierRelist(ctx.index, start, mine) && !seenDeadBefore(ctx.index, c, upTo);
    });
    if (first) {
      ctx.notes?.push(`the kubelet found the pod's sandbox gone (line ${rec.line + 1}), but ${shortId(first.id)} started a relist before ${shortId(info.id)} and was not seen to die: that is the sandbox, and ${shortId(info.id)} a container`);
      return [];
    }
    // The log must go on past the second in which a rival could die (r54a 10: one that ends there shows none).
    const lastTime = upTo - 1 > r ? recs.at(upTo - 1).time : undefined;
    const noReadyTime = rec.time;
    if (lastTime === undefined || noReadyTime === undefined || lastTime - noReadyTime <= SANDBOX_DIED_S * 1e6) {
      ctx.notes?.push(`the kubelet found the pod's sandbox gone ${r < ctx.record ? 'just before' : 'right after'} (line ${rec.line + 1}), but the log ends within the second after it, in which another ID of the pod may have died with it`);
      return [];
    }
    const when = r < ctx.record ? `just before (line ${rec.line + 1}, ${ago(ctx.index, r, ctx.record)})` : `in the same burst (line ${rec.line + 1}, right after this one)`;
    return [{ record: r, line: rec.line, reason: `the kubelet found the pod's sandbox gone ${when}: ${shortId(info.id)}, known only from PLEG's events, is that sandbox` }];
  }
  return [];
}

/**
 * Whether every line naming the ID is a PLEG event of its start or death, cAdvisor's watch of its cgroup, or the pod
 * deletor's `Container not found` about it: no line shows what it is.
 */
function knownOnlyFromPleg(index: LogIndex, info: ContainerInfo): boolean {
  // Each line of the ID is read once, as it comes (an ID named on thousands of deletor lines, a log repeated to 500k
  // lines, had been walked whole for each of its findings, reading let-go pieces back).
  let memo = PLEG_ONLY.get(index);
  if (!memo) PLEG_ONLY.set(index, (memo = new Map()));
  let m = memo.get(info.id);
  if (!m) memo.set(info.id, (m = { upTo: 0, only: true }));
  const recs = index.parsed.records;
  for (; m.only && m.upTo < info.records.length; m.upTo++) {
    const r = info.records[m.upTo];
    const pleg = index.plegEvents.get(r);
    if (pleg && (pleg.type === 'ContainerStarted' || pleg.type === 'ContainerDied')) continue;
    const rec = recs.at(r);
    if (messageStartsWith(rec, 'Failed to process watch event') || isDeletorNotFound(rec)) continue;
    // The kubelet's sync naming it as the pod's sandbox (`SandboxID:<id>`; the printf form's IDs are read as the line's,
    // r65a c02) says what it is; an ID among the containers to kill is an app's.
    if (podActionsOf(rec)?.includes(`SandboxID:${info.id}`)) continue;
    m.only = false;
  }
  return m.only;
}

/** The pod's last `config-add` line before record `r` (up to MAX_WALK of its lines back), or -1. */
function lastAdditionBefore(index: LogIndex, pod: PodInfo, r: number): number {
  for (let k = lowerBound(pod.records, r) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) if (phaseOf(index, pod.records[k]) === 'config-add') return pod.records[k];
  return -1;
}

/** The record of PLEG's first `ContainerStarted` of the ID. */
function firstPlegStart(index: LogIndex, c: ContainerInfo): number | undefined {
  for (const r of c.records) if (index.plegEvents.get(r)?.type === 'ContainerStarted') return r;
  return undefined;
}

/**
 * Whether the ID was seen dead before record `upTo`: PLEG's `ContainerDied`, or the pod deletor's line about it, which
 * the kubelet writes only for a death PLEG reported (the corpus's OpenShift log has the one without the other).
 */
function seenDeadBefore(index: LogIndex, c: ContainerInfo, upTo: number): boolean {
  const recs = index.parsed.records;
  for (const r of c.records) {
    if (r >= upTo) break;
    const ev = index.plegEvents.get(r);
    if (ev?.type === 'ContainerDied') return true;
    if (ev === undefined && isDeletorNotFound(recs.at(r))) return true;
  }
  return false;
}

/** knownOnlyFromPleg's answer per container ID and how many of its records it has read. */
const PLEG_ONLY = new WeakMap<LogIndex, Map<string, { upTo: number; only: boolean }>>();

/** The pod deletor's line for a dead ID not among the pod's containers (1.21+ and ≤1.20 wordings). */
function isDeletorNotFound(rec: LogRecord): boolean {
  return messageIs(rec, "Container not found in pod's containers") || (rec.style === 'printf' && messageStartsWith(rec, 'Container "') && rec.message.endsWith(" not found in pod's containers"));
}

/**
 * PLEG reported the container dead within SANDBOX_DIED_S of the `No ready sandbox` line `noReady`, before it or after
 * it, among the records read (`upTo`). A finding this can change waits until that time has passed (analyze.ts).
 */
function diedAround(index: LogIndex, info: ContainerInfo, noReady: number, upTo: number): boolean {
  const list = info.records;
  const from = lowerBound(list, noReady);
  for (let j = from - 1; j >= 0 && withinWindow(index, list[j], noReady, SANDBOX_DIED_S); j--) if (index.plegEvents.get(list[j])?.type === 'ContainerDied') return true;
  for (let j = from; j < list.length && list[j] < upTo && withinWindow(index, noReady, list[j], SANDBOX_DIED_S); j++) if (index.plegEvents.get(list[j])?.type === 'ContainerDied') return true;
  return false;
}

/** Whether record `r` names pod `pod` (its first pod, or one of those a line naming several lists). */
function recordOfPod(index: LogIndex, r: number, pod: PodInfo): boolean {
  const p = index.podOfRecord[r];
  if (p >= 0 && index.pods[p] === pod) return true;
  return (index.extraPods.get(r) ?? []).some((q) => index.pods[q] === pod);
}

const NO_READY_SANDBOX = 'No ready sandbox for pod can be found. Need to start a new one';

/** Whether record `r` comes before the end of the window after the `No ready sandbox` line `noReady`. */
function beforeWindowEnd(index: LogIndex, r: number, noReady: number): boolean {
  return r <= noReady || withinWindow(index, noReady, r, SANDBOX_DIED_S);
}

/** How long after a finding the sandbox rule's rivals may still die (SANDBOX_DIED_S, and the line's own distance to the `No ready sandbox` line). */
export const SANDBOX_RIVAL_WAIT_S = 2 * SANDBOX_DIED_S;

const STARTED_RECENTLY_S = 300;

/** The pod's latest crash-loop back-off (of `container`, when the line names it) within the start-up window before the line. */
function crashLoopBefore(ctx: CheckContext, pod: PodInfo, container: string | undefined, probeRestarts = 2): number | undefined {
  const recs = ctx.index.parsed.records;
  let restarts = 0;
  let latest: number | undefined;
  for (let k = lowerBound(pod.records, ctx.record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = pod.records[k];
    if (!withinWindow(ctx.index, r, ctx.record, STARTED_RECENTLY_S)) break;
    if (pod.phases[k] === 'crash-loop') {
      if (!container || errorText(recs.at(r)).includes(`container=${container} `)) return r;
    } else if (isProbeRestart(recs.at(r)) && (!container || loopContainer(ctx.index, r) === container)) {
      // One restart for a failed probe is the probe doing its job; restarts again and again are a loop.
      latest ??= r;
      if (++restarts >= probeRestarts) return latest;
    }
  }
  return undefined;
}

/** The container a crash-loop back-off or a restart for a failed probe (`Container app failed startup probe, will be restarted`) names. */
function loopContainer(index: LogIndex, r: number): string | undefined {
  const rec = index.parsed.records.at(r);
  const said = probeRestartMessage(rec);
  if (said === undefined) return backedOffContainer(errorText(rec));
  const end = said.indexOf(' failed ');
  return said.startsWith('Container ') && end > 10 ? said.slice(10, end).replace(/^"|"$/g, '') : undefined;
}

/** How a loop line reads in a note: a back-off, or the kubelet restarting the container for its probe. */
function loopSaid(index: LogIndex, r: number): string {
  return isProbeRestart(index.parsed.records.at(r)) ? `was restarted for a failed probe (line ${index.parsed.records.at(r).line + 1})` : `is in a crash loop (line ${index.parsed.records.at(r).line + 1})`;
}

/**
 * The name of the container a PLEG ContainerStarted event started, when a line before `before` (the line graded)
 * ties its ID to a name: one named only later would give a file read in pieces another verdict than the whole text.
 */
function startedContainerName(index: LogIndex, r: number, before: number): string | undefined {
  const id = index.plegEvents.get(r)?.data;
  const info = id ? index.containers.get(id) : undefined;
  return info?.kind === 'container' && info.nameRecord !== undefined && info.nameRecord < before ? info.name : undefined;
}

/**
 * Whether an unnamed start (`pf.starts[k]`: below --v=4 PLEG names no container) is shown to be another container's:
 * the pod's back-off of another named container just before it (a sidecar's crash loop restarting it), or this very
 * probe failing already between the pod's previous start and this one (the probed container was running then).
 */
function unnamedStartIsAnother(ctx: CheckContext, pod: PodInfo, pf: PodFacts, k: number): boolean {
  const started = pf.starts[k];
  const recs = ctx.index.parsed.records;
  const { subject, container } = probeLine(ctx.index, ctx.record);
  const loop = crashLoopBefore({ ...ctx, record: started }, pod, undefined, 1);
  // Only the first start after that container's restart or back-off can be its own.
  const startedSince = loop !== undefined && k > 0 && pf.starts[k - 1] > loop;
  if (loop !== undefined && container !== undefined && !startedSince) {
    const named = loopContainer(ctx.index, loop);
    if (named !== undefined && named !== container) {
      const what = isProbeRestart(recs.at(loop)) ? 'restart for a failed probe' : 'crash-loop back-off';
      ctx.notes?.push(`a container of the pod started${at(ctx.index, started)} shortly after ${named}'s ${what} (line ${recs.at(loop).line + 1}): that start is likely ${named}'s, not ${container}'s`);
      return true;
    }
  }
  const previous = k > 0 ? pf.starts[k - 1] : NONE;
  // A container of the pod died in between: the start may be the probed container's restart, and the failures before
  // it its previous instance's (an app that failed readiness, was killed and started again).
  const died = pf.deaths[lowerBound(pf.deaths, started) - 1] ?? NONE;
  const failures = pf.probeFailures;
  for (let j = lowerBound(failures, started) - 1, n = 0; j >= 0 && failures[j] > previous && n < MAX_WALK; j--, n++) {
    if (subject === undefined || probeLine(ctx.index, failures[j]).subject !== subject) continue;
    if (died > failures[j]) break;
    ctx.notes?.push(`this probe was failing already before a container of the pod started${at(ctx.index, started)} (line ${recs.at(failures[j]).line + 1}): that start is no start-up of the probed container`);
    return true;
  }
  return false;
}

/** A container started this long after the pod's previous start, with none stopped between, was added to the pod. */
const ADDED_CONTAINER_GAP_US = 60e6;

/**
 * Why an unnamed start (`pf.starts[k]`) that follows a container's death in the pod may be another container's
 * restart than the probed one's, or undefined: the container that died is not named as the probed one, and the pod
 * runs more than one app container (a sidecar's crash and restart, below --v=4 named by no line, must not pass for
 * the app's start-up).
 */
function restartOfAnyContainer(ctx: CheckContext, pf: PodFacts, k: number, container: string): string | undefined {
  const started = pf.starts[k];
  const previous = k > 0 ? pf.starts[k - 1] : NONE;
  const died = pf.deaths[lowerBound(pf.deaths, started) - 1];
  const index = ctx.index;
  const recs = index.parsed.records;
  // A sandbox only when a line named it one: PLEG reports a sandbox's start as a container's, and at --v=2 an app
  // container may appear in PLEG's lines only (the index then takes it for a sandbox; r23a 17).
  const knownSandbox = (id: string) => {
    const r = index.containers.get(id)?.sandboxRecord;
    return r !== undefined && r < ctx.record;
  };
  // The app container a start before this one (j < k) started: none for the sandbox; with no sandbox known, the
  // pod's first start is its sandbox (PLEG reports the sandbox first).
  let sandboxKnown = false;
  for (let j = 0; j < k; j++) if (knownSandbox(index.plegEvents.get(pf.starts[j])?.data ?? '')) sandboxKnown = true;
  const appStarted = (j: number) => {
    const id = index.plegEvents.get(pf.starts[j])?.data;
    return !id || knownSandbox(id) || (j === 0 && !sandboxKnown) ? undefined : id;
  };
  if (died === undefined || died < previous) {
    // Not a restart. Minutes after the pod's other containers, an app container among them, with none stopped: a
    // container added to a running pod (`kubectl debug`'s ephemeral container), not the probed one, which was
    // running before it (r23a 15). (A pod's only app container starting minutes after its sandbox, after a slow
    // pull, is its start-up.)
    const t = recs.at(started).time;
    const before = previous === NONE ? undefined : recs.at(previous).time;
    if (t === undefined || before === undefined || t - before <= ADDED_CONTAINER_GAP_US) return undefined;
    let apps = 0;
    for (let j = 0; j < k; j++) if (appStarted(j) !== undefined) apps++;
    if (apps === 0) return undefined;
    return `a container of the pod started${at(index, started)}, ${elapsed(index, previous, started) ?? 'long'} after its other containers with none of them stopped: a container added to the running pod (an ephemeral debug container), not ${container}'s start-up`;
  }
  const nameOf = (id: string) => {
    const info = index.containers.get(id);
    return info?.name !== undefined && info.nameRecord !== undefined && info.nameRecord < ctx.record ? info.name : undefined;
  };
  const diedId = index.plegEvents.get(died)?.data;
  if (!diedId || knownSandbox(diedId) || nameOf(diedId) === container) return undefined;
  // The pod's containers alive at that death, in the order of its starts and deaths: an unnamed start right after a
  // named container's death is that container's restart.
  const alive = new Map<string, string | undefined>();
  let lastDeath: string | undefined;
  for (let j = 0, d = 0, n = 0; j < k && n < MAX_WALK; n++) {
    const nextDeath = pf.deaths[d];
    if (nextDeath !== undefined && nextDeath < pf.starts[j] && nextDeath < died) {
      const id = index.plegEvents.get(nextDeath)?.data;
      if (id) {
        lastDeath = alive.get(id) ?? nameOf(id);
        alive.delete(id);
      }
      d++;
      continue;
    }
    const id = appStarted(j++);
    if (id === undefined) continue;
    alive.set(id, nameOf(id) ?? lastDeath);
    lastDeath = undefined;
  }
  alive.delete(diedId);
  // Another container alive then may be the probed one: the one that died and started again may be any other.
  let other: string | undefined;
  for (const [id, name] of alive) if (name === undefined || name === container) other ??= id;
  if (other === undefined) return undefined;
  return `a container of the pod died (line ${recs.at(died).line + 1}) and one started again${at(index, started)}, but the log does not say it was ${container}, and the pod runs another container that may be ${container} (${other.slice(0, 12)}): that start proves no start-up of ${container}`;
}

/** The container a back-off names (`… restarting failed container=log-shipper pod=…`), read without a regex (no backtracking). */
function backedOffContainer(text: string): string | undefined {
  const at = text.indexOf('container=');
  if (at < 0) return undefined;
  const from = at + 'container='.length;
  const end = text.indexOf(' pod=', from);
  const name = end < 0 ? '' : text.slice(from, end);
  return name && name.length <= 253 && !/[\s"\\]/.test(name) ? name : undefined;
}

/** Every container a back-off line names (`… container=app pod=…`; 1.2x lists several in one `[…]` err). */
function backedOffContainers(text: string): string[] {
  const names: string[] = [];
  for (let at = text.indexOf('container='); at >= 0 && names.length < 16; at = text.indexOf('container=', at + 10)) {
    const name = backedOffContainer(text.slice(at));
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The container a `BackOff` event names (`Back-off restarting failed container metrics-exporter in pod …`), which writes no `container=`. */
function backOffEventContainer(index: LogIndex, r: number): string | undefined {
  const rec = index.parsed.records.at(r);
  const said = fieldValue(rec, 'message') ?? rec.message;
  const at = said.indexOf('failed container ');
  if (at < 0) return undefined;
  const from = at + 'failed container '.length;
  const end = said.indexOf(' ', from);
  const name = said.slice(from, end < 0 ? undefined : end);
  return name && name.length <= 253 && !/["\\]/.test(name) ? name : undefined;
}

/**
 * How long after a back-off line the container's next start may come for the line to belong to the loop it ended: the
 * kubelet waits at most 5 minutes (its back-off cap) before the next start; three caps leave room for syncs.
 */
export const LOOP_RESTART_S = 900;
/**
 * How long a container started after a back-off must run, with no exit and no back-off, for the loop to be over: twice
 * the back-off cap, after which the kubelet itself forgets the container's back-off (client-go's flowcontrol.Backoff
 * counts an entry stable once it is older than 2 × maxDuration). Five minutes let a container that dies every six (a
 * memory leak, review r35a 03) read as recovered at each start.
 */
export const LOOP_STABLE_S = 600;

/**
 * container-recovered: each container a crash-loop back-off names started again (PLEG ContainerStarted of the pod,
 * named that container or unnamed by the lines before it) within LOOP_RESTART_S, and in the LOOP_STABLE_S after that
 * start it neither stopped (PLEG, an exit, containerd's TaskExit, a kill) nor was backed off again, nor did the kubelet
 * restart, while its kubelet's own lines go on past them; or it ran to completion (exit 0: a Job's, an init
 * container's). Only lines within those windows are read, so a file read in pieces grades the line as the whole text does.
 */
function containerRecovered(ctx: CheckContext): Evidence[] {
  if (!ctx.pod) return [];
  const rec = ctx.index.parsed.records.at(ctx.record);
  if (rec.time === undefined) return [];

  const names = backedOffContainers(errorText(rec));
  if (!names.length) return [];
  const found: Evidence[] = [];
  for (const name of names) {
    const e = recoveredOne(ctx, ctx.pod, name, rec.time);
    if (!e) return [];
    found.push(e);
  }
  if (found.length > 1) found[0] = { ...found[0], reason: `each container it names came back: ${found.map((e) => e.reason).join('; ')}` };
  return found;
}

function recoveredOne(ctx: CheckContext, pod: PodInfo, container: string, t0: number): Evidence | undefined {
  const index = ctx.index;
  const recs = index.parsed.records;
  const upTo = index.indexedUpTo ?? recs.length;
  const host = hostOf(index, ctx.record);
  const pid = processOf(recs.at(ctx.record));
  let start: number | undefined;
  let startedId: string | undefined;
  let stops: readonly number[] = [];
  // The first line of the kubelet's node and process stamped the stable run after the start: the run's end.
  let runEnd = Infinity;
  // The container's exit with status 0 at line `r`: it ran to completion (a Job's, an init container's).
  const completed = (r: number, from: number): Evidence => ({ record: r, line: recs.at(r).line, reason: `${container} started again${at(index, from)}, ${elapsed(index, ctx.record, from) ?? 'soon'} after this back-off, and ran to completion (exit 0)${at(index, r)}: the loop ended` });
  // Only the pod's lines that matter are walked (its starts, deaths and back-offs): a busy pod has hundreds of others
  // in the windows, and a log repeated to 500k lines had made the walk the analysis's largest cost.
  const pf = podFacts(index, pod);
  let si = lowerBound(pf.starts, ctx.record + 1);
  let di = lowerBound(pf.deaths, ctx.record + 1);
  let li = lowerBound(pf.loops, ctx.record + 1);
  for (let n = 0; ; n++) {
    const s0 = pf.starts[si] ?? Infinity;
    const d0 = pf.deaths[di] ?? Infinity;
    const l0 = pf.loops[li] ?? Infinity;
    const r = Math.min(s0, d0, l0);
    if (r === Infinity || r >= upTo || (start !== undefined && r >= runEnd)) break;
    if (r === s0) si++;
    else if (r === d0) di++;
    else li++;
    // A loop too long to walk through the windows proves nothing.
    if (n >= MAX_WALK) return undefined;
    const t = recs.at(r).time;
    if (t === undefined) continue;
    // The clock went back (logs concatenated or repeated, a clock set back): no run is shown past that line.
    if (t < t0 - CLOCK_BACK_US) return undefined;
    if (t < t0) continue;
    if (start === undefined && t - t0 > LOOP_RESTART_S * 1e6) return undefined;
    if (r === l0) {
      const named = loopContainerOf(index, r);
      if (named === undefined || named === container) start = undefined;
      continue;
    }
    const pleg = index.plegEvents.get(r);
    if (pleg?.type === 'ContainerStarted' && start === undefined) {
      const name = startedContainerName(index, r, r + 1);
      if (name !== undefined && name !== container) continue;
      // A sandbox shown to be one (PLEG alone names an app container as often as a sandbox after a back-off).
      if (pleg.data && index.containers.get(pleg.data)?.sandboxRecord !== undefined) continue;
      start = r;
      startedId = pleg.data;
      stops = containerFacts(index, startedId)?.stops ?? [];
      runEnd = firstStampedFrom(index, r, t, t + LOOP_STABLE_S * 1e6, upTo, host, pid);
    } else if (pleg?.type === 'ContainerDied' && start !== undefined && pleg.data === startedId) {
      const done = ranToCompletion(index, startedId, start, r);
      if (done !== undefined) return completed(done, start);
      start = undefined;
    }
  }
  if (start === undefined || runEnd === Infinity) return undefined;
  // A kubelet restart in the run: while no kubelet ran, nothing could log the container dying (r35a 14).
  const restart = startAfter(index, start, host);
  if (restart !== undefined && restart.record < runEnd) return undefined;
  // Any stop of the started container in the run (its exit as containerd logs it, a kill, lines of it the pod's lines
  // lack), unless it ran to completion.
  const info = startedId ? index.containers.get(startedId) : undefined;
  for (let j = info ? lowerBound(info.records, start + 1) : 0, m = 0; info && j < info.records.length && info.records[j] < runEnd && m < MAX_WALK; j++, m++) {
    const r = info.records[j];
    const said = recs.at(r);
    const exit = sortedIncludes(stops, r) || isContainerTaskExit(said);
    if (!exit) continue;
    return completedWithSuccess(said) ? completed(r, start) : undefined;
  }
  return { record: start, line: recs.at(start).line, reason: `${container} started again${at(index, start)}, ${elapsed(index, ctx.record, start) ?? 'soon'} after this back-off, and neither exited nor was backed off again in the ${formatDuration(LOOP_STABLE_S * 1e6)} after it, while its kubelet ran on: the crash loop ended` };
}

/** The line that says container `id` exited with status 0, between its start and its death `to` (the death included). */
function ranToCompletion(index: LogIndex, id: string | undefined, from: number, to: number): number | undefined {
  const info = id ? index.containers.get(id) : undefined;
  if (!info) return undefined;
  const recs = index.parsed.records;
  for (let j = lowerBound(info.records, from + 1), m = 0; j < info.records.length && info.records[j] <= to && m < MAX_WALK; j++, m++) {
    if (completedWithSuccess(recs.at(info.records[j]))) return info.records[j];
  }
  return undefined;
}

/** A container's exit with status 0: PLEG's `container finished … exitCode=0`, or containerd's `TaskExit … exit_status:0` (omitted when 0). */
function completedWithSuccess(rec: LogRecord): boolean {
  if (messageIs(rec, 'Generic (PLEG): container finished')) return fieldValue(rec, 'exitCode') === '0';
  if (isContainerTaskExit(rec)) return !rec.message.includes('exit_status:');
  return false;
}

// containerd names the container and the process that exited: `TaskExit event … container_id:"C" id:"P"` (1.6+),
// `TaskExit event &TaskExit{ContainerID:C,ID:P,…}` (before). P is C for the container's own process.
const TASK_EXIT_IDS = /container_id:\\?"([0-9a-f]{12,64})\\?" id:\\?"([0-9a-f]{12,64})\\?"|ContainerID:([0-9a-f]{12,64}),ID:([0-9a-f]{12,64})/;

/**
 * containerd's TaskExit of a container's own process, not of a process exec'd into it (an exec probe, `kubectl exec`),
 * which names the container too (r42a 02, 23: an exec probe's exit had read as the container's, its shim's disconnect
 * benign and a crash loop ended).
 */
function isContainerTaskExit(rec: LogRecord): boolean {
  if (!messageStartsWith(rec, 'TaskExit event')) return false;
  const m = TASK_EXIT_IDS.exec(rec.message);
  if (!m) return true;
  return m[1] !== undefined ? m[1] === m[2] : m[3] === m[4];
}

/** How far back a line's stamp may go behind an earlier line's before the log's clock counts as gone back. */
export const CLOCK_BACK_US = 60e6;

/** The container each crash-loop line names, by record (its text never changes; a let-go line would be read back each time). */
const LOOP_CONTAINER = new WeakMap<LogIndex, Map<number, string | null>>();

function loopContainerOf(index: LogIndex, r: number): string | undefined {
  let memo = LOOP_CONTAINER.get(index);
  if (!memo) LOOP_CONTAINER.set(index, (memo = new Map()));
  let name = memo.get(r);
  if (name === undefined) memo.set(r, (name = loopContainer(index, r) ?? backOffEventContainer(index, r) ?? null));
  return name ?? undefined;
}

/**
 * firstStampedFrom's answer for a start (and the back-off line's node and process), and how far it has read: findings
 * of one loop share the start they cite, and a file read in pieces asks again as lines come.
 */
const RUN_ENDS = new WeakMap<LogIndex, Map<string, { scanned: number; end: number }>>();

/** chronyd's and systemd's lines for a clock that was stepped. */
const CLOCK_STEPS = ['System clock wrong by ', 'System clock was stepped by ', 'Time has been changed', 'Time jumped backwards'];

/**
 * The first record after `from` (in file order, before `upTo`) stamped at `time` or later, of the node `host` and not
 * of another kubelet process than `pid`, else Infinity. It depends only on the records up to it, so a file read in
 * pieces finds the same one as the whole text once it has read it.
 */
function firstStampedFrom(index: LogIndex, from: number, since: number, time: number, upTo: number, host: string | undefined, pid: number | undefined): number {
  let memo = RUN_ENDS.get(index);
  if (!memo) RUN_ENDS.set(index, (memo = new Map()));
  const key = `${from}\u0000${host ?? ''}\u0000${pid ?? ''}`;
  let m = memo.get(key);
  if (!m) memo.set(key, (m = { scanned: from + 1, end: NONE }));
  if (m.end === NONE) {
    m.end = scanRunEnd(index, m.scanned, since, time, upTo, host, pid);
    if (m.end === NONE) m.scanned = Math.max(m.scanned, upTo);
  }
  return m.end === NONE ? Infinity : m.end;
}

/** firstStampedFrom's scan from `from` to `upTo`: the run's end, Infinity when no run is shown, NONE when not read yet. */
function scanRunEnd(index: LogIndex, from: number, since: number, time: number, upTo: number, host: string | undefined, pid: number | undefined): number {
  const recs = index.parsed.records;
  for (let r = from; r < upTo; r++) {
    const rec = recs.at(r);
    // A clock stepped forward makes minutes of stamps out of seconds of running (r35a 11): no run is shown.
    if (CLOCK_STEPS.some((m) => messageStartsWith(rec, m))) return Infinity;
    const t = rec.time;
    if (t === undefined) continue;
    // Nor past a line of the node stamped well before the start (logs concatenated or repeated, a clock set back):
    // the scan ends there, not at the file's end (a corpus log repeated to 500k lines had taken minutes).
    if (t < since - CLOCK_BACK_US && hostsMatch(rec.envelope?.host, host)) return Infinity;
    if (t < time) continue;
    // Another node's lines say nothing of this container (r35a 13); another kubelet process's, of this kubelet.
    if (!hostsMatch(rec.envelope?.host, host)) continue;
    const other = processOf(rec);
    if (pid !== undefined && other !== undefined && other !== pid && rec.envelope?.ident !== undefined && isKubeletIdent(rec.envelope.ident)) continue;
    return r;
  }
  return NONE;
}

const SYNC_SKIPPED = ['Skipping pod synchronization', 'skipping pod synchronization'];

/** How soon after a kubelet start its first relist reports the containers already running. */
const RELIST_AFTER_START_S = 15;

/** PLEG relists every second (kubelet's `plegRelistPeriod`). */
const RELIST_PERIOD_US = 1e6;

/**
 * Why the ContainerStarted event `pf.starts[k]` may be no start at all, or undefined: a restarted kubelet's first relist
 * reports every container it finds running as started. So it is when the same container had started before in the
 * log, or when it comes right after a kubelet start with no sandbox made for the pod since (a pod the kubelet starts
 * then is given a sandbox first; one it finds running is only listed again, with a `SyncLoop ADD`).
 */
function foundRunningAtRestart(ctx: CheckContext, pod: PodInfo, pf: PodFacts, k: number): string | undefined {
  const started = pf.starts[k];
  const id = ctx.index.plegEvents.get(started)?.data;
  if (id) {
    for (let j = k - 1, n = 0; j >= 0 && n < MAX_WALK; j--, n++) {
      if (ctx.index.plegEvents.get(pf.starts[j])?.data !== id) continue;
      const line = ctx.index.parsed.records.at(pf.starts[j]).line + 1;
      return `container ${shortId(id)} had started already${at(ctx.index, pf.starts[j])} (line ${line}): its ContainerStarted${at(ctx.index, started)} is a relist finding it running, not a start`;
    }
  }
  const kubelet = startAtOrBefore(ctx.index, started, hostOf(ctx.index, started));
  if (!kubelet) return undefined;
  const recs = ctx.index.parsed.records;
  // The first relist is the first that succeeds: while the runtime does not answer, PLEG's relists fail (`GenericPLEG:
  // Unable to retrieve pods`, the sync loop's `pleg has yet to be successful`), and the window runs from the last of those.
  let relistFrom = kubelet.record;
  for (let r = started - 1, n = 0; r > kubelet.record && n < MAX_WALK; r--, n++) {
    const rec = recs.at(r);
    if (
      messageIs(rec, 'GenericPLEG: Unable to retrieve pods') ||
      (rec.style === 'printf' && messageStartsWith(rec, 'GenericPLEG: Unable to retrieve pods')) ||
      // The sync loop still waiting for PLEG's first relist says so itself.
      ((messageIsAny(rec, SYNC_SKIPPED) || messageStartsWith(rec, 'skipping pod synchronization')) && wholeText(rec).includes('pleg has yet to be successful'))
    ) {
      if (hostsMatch(rec.envelope?.host, kubelet.host)) {
        relistFrom = r;
        break;
      }
    }
  }
  if (!withinWindow(ctx.index, relistFrom, started, RELIST_AFTER_START_S)) return undefined;
  const startedAt = recs.at(started).time;
  for (let i = lowerBound(pod.records, kubelet.record); i < pod.records.length && pod.records[i] < started; i++) {
    // A death of another container of the pod reported by an earlier relist of this run: the kubelet started this
    // one since, a new container (one relist's events are logged within milliseconds; relists are a second apart).
    const died = ctx.index.plegEvents.get(pod.records[i]);
    if (died?.type === 'ContainerDied' && died.data !== id) {
      const diedAt = recs.at(pod.records[i]).time;
      if (startedAt !== undefined && diedAt !== undefined && startedAt - diedAt >= RELIST_PERIOD_US / 2) return undefined;
    }
    if (pod.phases[i] !== 'sandbox') continue;
    // computePodActions is logged on every sync (V3): only its `CreateSandbox:true` makes a sandbox.
    const made = (r: number) => !(podActionsOf(recs.at(r))?.includes('CreateSandbox:false') ?? false);
    if (!made(pod.records[i])) continue;
    // PLEG's start of a sandbox known only from such a sync naming it (`SandboxID:`) is the relist finding it running.
    const ev = ctx.index.plegEvents.get(pod.records[i]);
    const named = ev ? ctx.index.containers.get(ev.data)?.sandboxRecord : undefined;
    if (named !== undefined && !made(named)) continue;
    return undefined;
  }
  return `its ContainerStarted${at(ctx.index, started)} came right after the kubelet started${at(ctx.index, kubelet.record)}, with no sandbox made for the pod: a restarted kubelet's first relist reports the containers it finds running, however long they ran`;
}

function containerStartedRecently(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const recs = ctx.index.parsed.records;
  const { type, container } = probeLine(ctx.index, ctx.record);
  // Liveness failures restart the container: never explained away by a recent start.
  if (type !== 'readiness' && type !== 'startup') return [];
  const pf = podFacts(ctx.index, pod);
  // The probed container's own start: another container of the pod (a sidecar restarting) starting says nothing of it.
  let k = lowerBound(pf.starts, ctx.record) - 1;
  for (let n = 0; k >= 0 && container !== undefined && n < MAX_WALK; k--, n++) {
    const name = startedContainerName(ctx.index, pf.starts[k], ctx.record);
    if (name === undefined || name === container) break;
  }
  if (k < 0) return [];
  // An unnamed start shown to be another container's (a sidecar restarted just before it): the one before it may be
  // this container's own.
  // What those starts were is said if no start of this container explains the line. Only a start that follows this
  // container's own restart (for its failed probe) is taken as its own.
  const others: string[] = [];
  const ownRestartBefore = (j: number) => {
    const restart = container === undefined ? undefined : crashLoopBefore({ ...ctx, record: pf.starts[j] }, pod, container, 1);
    return restart !== undefined && (j === 0 || pf.starts[j - 1] < restart);
  };
  for (let n = 0; k > 0 && n < 4 && startedContainerName(ctx.index, pf.starts[k], ctx.record) === undefined && ownRestartBefore(k - 1) && unnamedStartIsAnother({ ...ctx, notes: others }, pod, pf, k); n++) k--;
  ctx.notes?.push(...others);
  const started = pf.starts[k];
  // A start the log does not name, after this container's probe had already succeeded: it may be another container
  // of the pod (a sidecar restarting) as well as this one, so it proves no start-up of this one.
  if (container !== undefined && startedContainerName(ctx.index, started, ctx.record) === undefined) {
    const successes = pf.probeSuccesses;
    for (let j = lowerBound(successes, started) - 1, n = 0; j >= 0 && n < MAX_WALK; j--, n++) {
      if (probeContainerName(ctx.index, successes[j]) !== container) continue;
      ctx.notes?.push(`a container of the pod started${at(ctx.index, started)}, but the log does not say it was ${container}, whose probe had succeeded before`);
      return [];
    }
  }
  if (startedContainerName(ctx.index, started, ctx.record) === undefined && unnamedStartIsAnother(ctx, pod, pf, k)) return [];
  if (container !== undefined && startedContainerName(ctx.index, started, ctx.record) === undefined) {
    const whose = restartOfAnyContainer(ctx, pf, k, container);
    if (whose) {
      ctx.notes?.push(whose);
      return [];
    }
  }
  const relisted = foundRunningAtRestart(ctx, pod, pf, k);
  if (relisted) {
    ctx.notes?.push(relisted);
    return [];
  }
  if (!withinWindow(ctx.index, started, ctx.record, STARTED_RECENTLY_S)) {
    const successes = pf.probeSuccesses;
    let succeeded = false;
    for (let k = lowerBound(successes, started + 1); k < successes.length && successes[k] < ctx.record && !succeeded; k++) {
      succeeded = !container || probeContainerName(ctx.index, successes[k]) === container;
    }
    if (!succeeded) {
      // The sync loop's word that the pod became ready (V1, no container named) is said as what it is (r66a h08).
      const passes = pf.probePassed;
      const ready = passes[lowerBound(passes, started + 1)];
      const readySaid = ready !== undefined && ready < ctx.record ? ` (the pod was reported ready at line ${recs.at(ready).line + 1}, by this container's probe or another's)` : '';
      ctx.notes?.push(
        `its container started${at(ctx.index, started)}${before(ctx.index, started, ctx.record, '')}, and no probe success of it is logged since${readySaid}: a start this slow, or a probe that never passes (successes are logged from --v=3)`,
      );
    }
    return [];
  }
  // A start in a crash loop is a restart of a container that keeps failing: its probe failures belong to the loop.
  const loop = crashLoopBefore(ctx, pod, container);
  if (loop !== undefined) {
    ctx.notes?.push(`the container ${loopSaid(ctx.index, loop)}: its restart is not a start-up`);
    return [];
  }
  // Once the probe succeeded after that start, a failure is no longer part of the start-up.
  const successes = pf.probeSuccesses;
  for (let k = lowerBound(successes, started + 1); k < successes.length && successes[k] < ctx.record; k++) {
    if (!container || probeContainerName(ctx.index, successes[k]) === container) return [];
  }
  // The sync loop saw a probe of this type pass since (V1 names no container): this one's when this probe had failed
  // since the start and then passed (a sidecar ready first says nothing of the app).
  const passed = pf.probePassed;
  const { subject } = probeLine(ctx.index, ctx.record);
  const failedBefore = (at: number) => {
    for (let j = lowerBound(pf.probeFailures, started + 1), n = 0; j < pf.probeFailures.length && pf.probeFailures[j] < at && n < MAX_WALK; j++, n++) {
      if (subject !== undefined && probeLine(ctx.index, pf.probeFailures[j]).subject === subject) return true;
    }
    return false;
  };
  for (let k = lowerBound(passed, started + 1); k < passed.length && passed[k] < ctx.record; k++) {
    // With one app container running then (PLEG saw two IDs alive: its sandbox and it), the pass can only be its
    // (r65a p06; r66a p01, p02: an init container done, a container restarted under a new ID).
    if (factsOf(ctx.index).probePasses.get(passed[k]) !== type || (aliveIdsAt(ctx.index, pod, passed[k]) > 2 && !failedBefore(passed[k]))) continue;
    ctx.notes?.push(`the pod's ${type} probe had passed since its container started (line ${recs.at(passed[k]).line + 1}${at(ctx.index, passed[k])}): a failure after that is no start-up`);
    return [];
  }
  const said = startSaid(ctx, started);
  return [{ record: started, line: recs.at(started).line, reason: `${said.what}${at(ctx.index, started)}${said.aside}${before(ctx.index, started, ctx.record, `this ${type} probe failure`)}, and no probe had succeeded since` }];
}

/**
 * What the start a probe's start-up excuse cites was, as the log tells it: the probed container starts after the pod's
 * sandbox and after its init containers have exited, so either bounds its start, but neither is it (r72a: an init
 * container that had exited was said to be "the pod's container").
 */
function startSaid(ctx: CheckContext, started: number): { what: string; aside: string } {
  const id = ctx.index.plegEvents.get(started)?.data;
  const info = id ? ctx.index.containers.get(id) : undefined;
  // Named a sandbox by a line before this one: what later lines make of the ID must not change the words (a log read
  // in pieces is graded as its lines come).
  if (info?.sandboxRecord !== undefined && info.sandboxRecord < ctx.record) return { what: 'the pod\'s sandbox started', aside: ' (its containers start after it)' };
  // A container that exited since, known by a name that is not the probed one's (the probed container crashed is no
  // other: r77a P3).
  const stops = id ? containerFacts(ctx.index, id)?.stops ?? [] : [];
  const stopped = stops[lowerBound(stops, started + 1)];
  const probed = probeLine(ctx.index, ctx.record).container;
  const otherName = info?.name !== undefined && info.nameRecord !== undefined && info.nameRecord < ctx.record && probed !== undefined && info.name !== probed;
  if (otherName && stopped !== undefined && stopped < ctx.record) {
    return { what: 'a container of the pod started', aside: ` (it exited at line ${ctx.index.parsed.records.at(stopped).line + 1}; the probed container started after it)` };
  }
  return { what: 'the pod\'s container started', aside: '' };
}

// ---- escalations: what in this log makes a line actionable -----------------------------------------------------

/** How long after a kubelet start its node may still be unregistered (kubeadm control planes take about a minute). */
export const REGISTRATION_DEADLINE_S = 300;

interface RunWatch {
  start: KubeletStart;
  /** Records after the start read so far. */
  scanned: number;
  /** The first record of the run past the deadline while the node had not registered, or -1. */
  overdue: number;
  /** The next start on the same host, once the index has it (the run ends there). */
  next?: number;
  /** Nothing can make the run overdue any more: it registered in time, or it ended without passing the deadline. */
  settled: boolean;
  /**
   * The first start of the restart loop the run belongs to (its own start when none): runs that each end within the
   * deadline, with no registration between them, are one attempt to register that the deadline is counted from.
   */
  chainStart?: number;
  /**
   * The evidence last given for the run and what it was made from: every line of a kubelet that never registers
   * cites the same three lines (a hundred thousand findings shared one list instead of building each).
   */
  evidence?: { first: number; overdue: number; list: Evidence[] };
}

interface RunWatches {
  byStart: Map<number, RunWatch>;
  /** Starts of the index read so far, and the runs still watched (neither overdue nor settled). */
  startsSeen: number;
  open: RunWatch[];
}

const RUN_WATCHES = new WeakMap<LogIndex, RunWatches>();

function runWatches(index: LogIndex): RunWatches {
  let w = RUN_WATCHES.get(index);
  if (!w) RUN_WATCHES.set(index, (w = { byStart: new Map(), startsSeen: 0, open: [] }));
  for (; w.startsSeen < index.kubeletStarts.length; w.startsSeen++) {
    const start = index.kubeletStarts[w.startsSeen];
    const watch: RunWatch = { start, scanned: start.record + 1, overdue: -1, settled: false };
    w.byStart.set(start.record, watch);
    w.open.push(watch);
  }
  return w;
}

/**
 * The first start of the restart loop `watch`'s run belongs to: the previous start on its node came less than the
 * registration deadline before it and no registration came between (a kubelet crash-looping before it registers).
 */
function chainStartOf(index: LogIndex, watch: RunWatch): number {
  if (watch.chainStart !== undefined) return watch.chainStart;
  let chain = watch.start.record;
  const host = watch.start.host;
  const prev = startAtOrBefore(index, watch.start.record - 1, host);
  if (prev && prev.record < watch.start.record) {
    readLineFacts(index, watch.start.record);
    const t = index.parsed.records.at(watch.start.record).time;
    const tp = index.parsed.records.at(prev.record).time;
    const soon = t !== undefined && tp !== undefined && t - tp >= 0 && t - tp < REGISTRATION_DEADLINE_S * 1e6;
    const prevWatch = runWatches(index).byStart.get(prev.record);
    if (soon && prevWatch && registrationBetween(index, prev.record, watch.start.record, host) === undefined) chain = chainStartOf(index, prevWatch);
  }
  watch.chainStart = chain;
  return chain;
}

function hostOf(index: LogIndex, record: number): string | undefined {
  return index.parsed.records.at(record).envelope?.host;
}

/**
 * Advances the watch of one kubelet run over the records read (`upTo`): each run's lines are scanned once, however
 * often asked. Returns the first line of the run past the registration deadline while the node had not registered.
 */
function watchRun(index: LogIndex, watch: RunWatch, upTo: number): number | undefined {
  if (watch.overdue >= 0) return watch.overdue;
  if (watch.settled) return undefined;
  const recs = index.parsed.records;
  const t0 = recs.at(chainStartOf(index, watch)).time;
  if (t0 === undefined) {
    watch.settled = true;
    return undefined;
  }
  const host = watch.start.host;
  watch.next ??= startAfter(index, watch.start.record, host)?.record;
  const end = Math.min(upTo, watch.next ?? Infinity);
  const deadline = t0 + REGISTRATION_DEADLINE_S * 1e6;
  readLineFacts(index, upTo);
  // A registration in time ends the watch for good; a later one comes after the line that passed the deadline.
  const registrations = factsOf(index).registeredBy;
  for (let j = lowerBound(registrations, watch.start.record + 1); j < registrations.length && registrations[j] < end; j++) {
    const r = registrations[j];
    if (!hostsMatch(hostOf(index, r), host)) continue;
    const t = recs.at(r).time;
    // A status update shows the node registered by then, not when: it may have been in time, so nothing is overdue.
    if ((t !== undefined && t <= deadline) || !isRegistration(recs.at(r).message)) watch.settled = true;
    break;
  }
  if (watch.settled) return undefined;
  for (; watch.scanned < end; watch.scanned++) {
    const t = recs.at(watch.scanned).time;
    if (t !== undefined && t > deadline && hostsMatch(hostOf(index, watch.scanned), host)) {
      watch.overdue = watch.scanned;
      return watch.overdue;
    }
  }
  if (watch.next !== undefined && watch.scanned >= watch.next) watch.settled = true;
  return undefined;
}

/**
 * Whether a run has passed its registration deadline since the last call (a growing log: the lines graded before
 * must be graded again). Each run is reported once; runs that can no longer pass it are dropped.
 */
export function runOverdueSinceLastAsked(index: LogIndex, upTo: number): boolean {
  const w = runWatches(index);
  let found = false;
  const still: RunWatch[] = [];
  for (const watch of w.open) {
    if (watchRun(index, watch, upTo) !== undefined) found = true;
    else if (!watch.settled) still.push(watch);
  }
  w.open = still;
  return found;
}

/** The first registration on the line's host after `start`, before `before`. */
function registrationBetween(index: LogIndex, start: number, before: number, host: string | undefined): number | undefined {
  return factBetween(index, factsOf(index).registeredBy, start, before, host);
}

/**
 * The watch of the kubelet run a line belongs to, advanced over the records read; undefined when no start precedes
 * the line or the line comes after its run's registration (it is not about a node that never registered).
 */
function watchOfLine(index: LogIndex, record: number, upTo: number): RunWatch | undefined {
  const host = hostOf(index, record);
  const start = startAtOrBefore(index, record, host);
  if (!start) return undefined;
  readLineFacts(index, upTo);
  if (registrationBetween(index, start.record, record, host) !== undefined) return undefined;
  const watch = runWatches(index).byStart.get(start.record)!;
  watchRun(index, watch, upTo);
  return watch;
}

/** The run a line of a registration escalation belongs to, when later lines can still make it overdue. */
export function registrationWatchOpen(index: LogIndex, record: number, upTo: number): boolean {
  const watch = watchOfLine(index, record, upTo);
  return watch !== undefined && watch.overdue < 0 && !watch.settled;
}

/** The line came before the node registered, and the run went on past the deadline without a registration. */
function registrationOverdue(ctx: CheckContext): Evidence[] {
  const index = ctx.index;
  const watch = watchOfLine(index, ctx.record, index.indexedUpTo ?? index.parsed.records.length);
  if (!watch || watch.overdue < 0) return [];
  const start = watch.start;
  const overdue = watch.overdue;
  const first = chainStartOf(index, watch);
  const kept = watch.evidence;
  if (kept && kept.first === first && kept.overdue === overdue) return kept.list;
  const list = overdueEvidence(index, start, first, overdue);
  watch.evidence = { first, overdue, list };
  return list;
}

function overdueEvidence(index: LogIndex, start: KubeletStart, first: number, overdue: number): Evidence[] {
  const recs = index.parsed.records;
  const minutes = `${REGISTRATION_DEADLINE_S / 60} min`;
  // What the API server answered the run's last registration attempt before the deadline: the cause, when it said one.
  const failure = lastRegistrationFailure(index, first, overdue, start.host);
  const answer = failure === undefined ? undefined : registrationAnswer(recs.at(failure));
  // The answer goes in the finding's own words (`summary`): the cited start line does not show it.
  const why = answer === undefined ? '' : `; registration failed: ${answer}`;
  // Where the deadline passed: a line of the run before it is graded in hindsight (r64a U4: a CNI wait 5 s after a
  // start read "not registered 5 min after" with no word of when those minutes ended).
  const passed = `; the deadline passed at line ${recs.at(overdue).line + 1}`;
  const opening = (record: number, reason: string): Evidence => ({ record, line: recs.at(record).line, reason, summary: `${reason}${why}${passed}` });
  const failed: Evidence[] = failure === undefined || answer === undefined ? [] : [
    { record: failure, line: recs.at(failure).line, reason: `its last registration attempt before then failed${at(index, failure)}` },
  ];
  if (first !== start.record) {
    // A kubelet restarting before it registers: the deadline runs from its first start.
    const restarts = startsBetween(index, first, start.record, start.host);
    return [
      opening(first, `the node had not registered ${minutes} after the kubelet first started${at(index, first)} (${restarts === 1 ? '1 restart' : `${restarts} restarts`} since, none registered)`),
      { record: start.record, line: recs.at(start.record).line, reason: `its latest start${at(index, start.record)}, still without a registration before it` },
      ...failed,
      { record: overdue, line: recs.at(overdue).line, reason: `${minutes} after the first start, no "Successfully registered node" yet` },
    ];
  }
  return [
    opening(start.record, `the node had not registered ${minutes} after this kubelet started${at(index, start.record)}`),
    ...failed,
    { record: overdue, line: recs.at(overdue).line, reason: `${minutes} after the kubelet started, no "Successfully registered node" yet` },
  ];
}

/** The last `Unable to register node` line of the host after `from` and before `before`. */
function lastRegistrationFailure(index: LogIndex, from: number, before: number, host: string | undefined): number | undefined {
  const failures = factsOf(index).registrationFailures;
  for (let k = lowerBound(failures, before) - 1; k >= 0 && failures[k] > from; k--) {
    if (hostsMatch(hostOf(index, failures[k]), host)) return failures[k];
  }
  return undefined;
}

const REGISTER_PREFIX = /^Unable to register node (?:"[^"]{0,253}" )?with API server(?:, reason is \w{1,32})?:? ?/;

/** The API server's answer to a failed registration (the err, or a printf line's text after its prefix), shortened. */
function registrationAnswer(rec: LogRecord): string | undefined {
  const err = errorText(rec);
  const text = (err === rec.message ? err.replace(REGISTER_PREFIX, '') : err).trim();
  if (!text) return undefined;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** How many kubelet starts of the host came after `first`, up to and including `last`. */
function startsBetween(index: LogIndex, first: number, last: number, host: string | undefined): number {
  let n = 0;
  for (let s = startAfter(index, first, host); s && s.record <= last; s = startAfter(index, s.record, host)) n++;
  return n;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 122nd, … */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The line belongs to a series of the same error that went on without a break for params.persistSeconds. */
function persisting(ctx: CheckContext): Evidence[] {
  const series = ctx.series;
  if (!series) return [];
  const k = lowerBound(series.records, ctx.record);
  if (series.records[k] !== ctx.record) return [];
  const first = series.seriesStart[k];
  const at = series.persistentAt.get(first);
  if (at === undefined) return [];
  const before = series.escalatesAfter(ctx.index, first);
  if (before === null) return [];
  const recs = ctx.index.parsed.records;
  const a = recs.at(first).time!;
  const b = recs.at(at).time!;
  const count = series.ordinal[lowerBound(series.records, at)] + 1;
  const n = series.ordinal[k] + 1;
  const t = recs.at(ctx.record).time;
  if (before) {
    // A probe that had succeeded, then failed for minutes: said as what the log shows, nothing more.
    const how = before.neverSucceeded
      ? `this probe of this container failed ${count} times from ${formatClock(a, 6)} to ${formatClock(b, 6)} (${formatDuration(b - a)}) with no success logged`
      : `this probe of this container failed ${count} times from ${formatClock(a, 6)} to ${formatClock(b, 6)} (${formatDuration(b - a)}) with no success logged in between, after it had succeeded`;
    // A line past the point the series became persistent says where it stands (r64a W2: the last of 225 failures
    // over 37 min said "61 times … (10 min)", the count when it became actionable).
    const here = n > count && t !== undefined ? `this line is the probe's ${ordinal(n)} failure, ${formatDuration(t - a)} after the first at ${formatClock(a, 6)} (${how.replace(/^this probe of this container /, 'it had ')})` : undefined;
    // The evidence that no success was missed may be the series itself (failedEveryRun): said with its first line.
    if (before.record === first) {
      return [
        { record: first, line: recs.at(first).line, reason: `${how}; ${before.reason}`, ...(here ? { summary: `${here}; ${before.reason}` } : {}) },
        { record: at, line: recs.at(at).line, reason: `still failing ${formatDuration(b - a)} after the first` },
      ];
    }
    return [
      { record: first, line: recs.at(first).line, reason: how, ...(here ? { summary: here } : {}) },
      { record: at, line: recs.at(at).line, reason: `still failing ${formatDuration(b - a)} after the first` },
      { record: before.record, line: before.line, reason: before.reason },
    ];
  }
  // A line past the point the series became persistent says where it stands, not only how the series began (in the
  // finding's words; the series' first line, cited, says only what it is).
  // A series whose lines may be minutes apart (eviction passes) is said so: "without a break" would not be true.
  const gap = ctx.params.persistGapSeconds ?? 120;
  const unbroken = gap > 120 ? `never more than ${formatDuration(gap * 1e6)} apart` : 'without a break';
  const whole = `the same error came back ${count} times${gap > 120 ? `, ${unbroken},` : ` ${unbroken}`} from ${formatClock(a, 6)} to ${formatClock(b, 6)} (${formatDuration(b - a)})`;
  const here =
    n > count && t !== undefined
      ? `the same error kept coming back ${unbroken}: this line is its ${ordinal(n)} time, ${formatDuration(t - a)} after the first at ${formatClock(a, 6)} (it had come back ${count} times in its first ${formatDuration(b - a)})`
      : whole;
  return [
    { record: first, line: recs.at(first).line, reason: `the first of this series: ${whole}: it did not go away`, summary: `${here}: it did not go away` },
    { record: at, line: recs.at(at).line, reason: `still there ${formatDuration(b - a)} after the first` },
  ];
}

/**
 * How many IDs of the pod PLEG saw start and not die before record `at` (up to MAX_WALK of its lines back): a pod with
 * one app container running has two, its sandbox's and its container's. Infinity when none is seen.
 */
function aliveIdsAt(index: LogIndex, pod: PodInfo, at: number): number {
  const started = new Set<string>();
  const died = new Set<string>();
  for (let k = lowerBound(pod.records, at) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const ev = index.plegEvents.get(pod.records[k]);
    if (ev?.type === 'ContainerStarted') started.add(ev.data);
    else if (ev?.type === 'ContainerDied') died.add(ev.data);
  }
  let alive = 0;
  for (const id of started) if (!died.has(id)) alive++;
  return alive || Infinity;
}

/** How long after a liveness or startup failure the kubelet's restart of that container is looked for. */
export const PROBE_RESTART_S = 600;

/** Whether a line is the kubelet's restart of a container for a failed probe (kuberuntime_manager, V2/V3). */
export function isProbeRestart(rec: LogRecord): boolean {
  return probeRestartMessage(rec) !== undefined;
}

/** Whether a probe failure is of a probe whose failures make the kubelet restart the container (liveness, startup). */
export function awaitsProbeRestart(index: LogIndex, r: number): boolean {
  const { type, container } = probeLine(index, r);
  return (type === 'liveness' || type === 'startup') && container !== undefined;
}

/**
 * A liveness or startup probe failure that the kubelet answered, within minutes and before any other restart of the
 * container, with `Container <c> failed liveness probe, will be restarted`: known-errors.md 49's actionable case.
 */
function restartedByProbe(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const recs = ctx.index.parsed.records;
  const { type, container } = probeLine(ctx.index, ctx.record);
  if ((type !== 'liveness' && type !== 'startup') || !container) return [];
  const restart = `Container ${container} failed ${type} probe`;
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  for (let k = lowerBound(pod.records, ctx.record + 1), n = 0; k < pod.records.length && n < MAX_WALK; k++, n++) {
    const r = pod.records[k];
    if (r >= upTo || !withinWindow(ctx.index, ctx.record, r, PROBE_RESTART_S)) break;
    const rec = recs.at(r);
    const said = probeRestartMessage(rec);
    if (said?.startsWith(restart)) {
      return [{ record: r, line: rec.line, reason: `the kubelet restarted the container for it${at(ctx.index, r)} ("${said}")` }];
    }
  }
  return [];
}

/**
 * How long after runc's first `Failed to remove cgroup (will retry)` a final failure for the same cgroup or pod takes
 * back its excuse: its retries end within 10+20+40+80 ms of back-off and the kubelet's own report follows; the
 * kubelet's next attempt failing within the minute shows the retries did not remove it either.
 */
export const GIVE_UP_WINDOW_S = 60;

/** runc's last retry failing, or the kubelet's pod cgroup deletion failing: the removal gave up. */
export function isCgroupGiveUp(rec: LogRecord): boolean {
  return messageIs(rec, 'Failed to remove cgroup') || messageIs(rec, 'Failed to delete cgroup paths') || messageStartsWith(rec, 'failed to delete cgroup paths for [');
}

const RMDIR_PATH = /rmdir (\/[^\s:"]+)/;
const CGROUP_POD_UID = /pod([0-9a-f]{8}[-_]?[0-9a-f]{4}[-_]?[0-9a-f]{4}[-_]?[0-9a-f]{4}[-_]?[0-9a-f]{12})/;

/** The cgroup a removal line is about: its path (runc's `rmdir <path>`) and the pod UID in it, dashes dropped. */
function cgroupTarget(rec: LogRecord): { path?: string; uid?: string } {
  const text = `${rec.message} ${errorText(rec)} ${fieldValue(rec, 'cgroupName') ?? ''}`;
  const path = RMDIR_PATH.exec(text)?.[1];
  const uid = CGROUP_POD_UID.exec(text)?.[1].replace(/[-_]/g, '');
  return { path, uid };
}

/** The removal the line reports a first failure of gave up afterwards (see VetoCheck). */
function removalGaveUp(ctx: CheckContext): Evidence[] {
  const index = ctx.index;
  const recs = index.parsed.records;
  const target = cgroupTarget(recs.at(ctx.record));
  if (!target.path && !target.uid) return [];
  const upTo = Math.min(index.indexedUpTo ?? recs.length, ctx.record + 1 + MAX_WALK);
  for (let r = ctx.record + 1; r < upTo; r++) {
    if (!withinWindow(index, ctx.record, r, GIVE_UP_WINDOW_S)) break;
    const rec = recs.at(r);
    if (!isCgroupGiveUp(rec)) continue;
    const other = cgroupTarget(rec);
    const samePath = target.path !== undefined && other.path === target.path;
    if (!samePath && (target.uid === undefined || other.uid !== target.uid)) continue;
    const what = samePath ? 'the same cgroup' : `the same pod's cgroup (pod ${target.uid!.slice(0, 8)})`;
    return [{ record: r, line: rec.line, reason: `the removal gave up afterwards: line ${rec.line + 1} reports its final failure for ${what}` }];
  }
  return [];
}

/** How long the same error for one ID may repeat and still be the race its evidence explains (known-errors.md, Notes 3). */
const REPEAT_DEFAULT_S = 120;
/** A silence this long ends a repeat: the same error an hour later is a new one. */
const REPEAT_GAP_S = 600;

/**
 * Per rule and ID, the lines (ascending) and the first line of the repeat each belongs to; `crossed`: for each repeat
 * known to go on past its limit (by its first line), its first line past the limit.
 */
interface Repeats {
  records: number[];
  firsts: number[];
  crossed: Map<number, number>;
}
const REPEATS = new WeakMap<LogIndex, Map<string, Repeats>>();

/** Adds line `record` to its rule and ID's repeats (once), and returns its place there. */
function joinRepeat(index: LogIndex, rule: string, id: string, record: number): { repeats: Repeats; k: number } {
  let memo = REPEATS.get(index);
  if (!memo) REPEATS.set(index, (memo = new Map()));
  // By rule, not by message: a regraded line's message may have been let go (a file read in pieces).
  const key = `${rule}\u0000${id}`;
  let repeats = memo.get(key);
  if (!repeats) memo.set(key, (repeats = { records: [], firsts: [], crossed: new Map() }));
  const { records, firsts } = repeats;
  const k = lowerBound(records, record);
  if (records[k] !== record) {
    // Lines come in file order, so this is nearly always the end; the repeats after a line noted late are redone.
    records.splice(k, 0, record);
    firsts.splice(k, 0, record);
    for (let j = k; j < records.length; j++) firsts[j] = repeatFirst(index, records, firsts, j);
  }
  return { repeats, k };
}

/** The last place in `repeats` of the repeat whose line is at place k. */
function repeatEnd(repeats: Repeats, k: number): number {
  let hi = k;
  while (hi + 1 < repeats.records.length && repeats.firsts[hi + 1] === repeats.firsts[k]) hi++;
  return hi;
}

/**
 * Notes a line of an entry with the `repeats-for-same-id` veto before the lines are graded, so that every line of a
 * repeat is judged by the whole of it: the first minutes of an error that then goes on for ten are not the race either.
 * Returns the repeat's other lines when this one carried it past its limit for the first time (lines graded before
 * it came, which must be graded again); else nothing.
 */
export function noteRepeat(index: LogIndex, rule: string, id: string, record: number, limitSeconds = REPEAT_DEFAULT_S): number[] {
  const { repeats, k } = joinRepeat(index, rule, id, record);
  const first = repeats.firsts[k];
  if (repeats.crossed.has(first)) return [];
  const hi = repeatEnd(repeats, k);
  if (withinWindow(index, first, repeats.records[hi], limitSeconds)) return [];
  // Once per repeat: its first line past the limit (nearly always this one, lines being noted in file order).
  const lo = lowerBound(repeats.records, first);
  let past = lo + 1;
  while (past < hi && withinWindow(index, first, repeats.records[past], limitSeconds)) past++;
  repeats.crossed.set(first, repeats.records[past]);
  return repeats.records.slice(lo, hi + 1).filter((r) => r !== record);
}

function repeatsForSameId(ctx: CheckContext): Evidence[] {
  if (!ctx.rule) return [];
  for (const key of repeatKeysOf(ctx.index.parsed.records.at(ctx.record), ctx.id, ctx.params.everyId)) {
    const found = repeatOf({ ...ctx, id: key });
    if (found.length) return found;
  }
  return [];
}

function repeatOf(ctx: CheckContext): Evidence[] {
  if (!ctx.id || !ctx.rule) return [];
  const { repeats, k } = joinRepeat(ctx.index, ctx.rule, ctx.id, ctx.record);
  // A container ID is said short; a cgroup (a slice the line lists) by its path.
  const subject = ctx.id.startsWith('/') ? `cgroup ${ctx.id}` : shortId(ctx.id);
  const first = repeats.firsts[k];
  const limit = ctx.params.repeatSeconds ?? REPEAT_DEFAULT_S;
  const because = 'the races that make it harmless are over within seconds, so something keeps asking for what the runtime no longer has';
  if (first !== ctx.record && !withinWindow(ctx.index, first, ctx.record, limit)) {
    return [
      {
        record: first,
        line: ctx.index.parsed.records.at(first).line,
        reason: `the same error for ${subject} has kept coming since its first line${at(ctx.index, first)} (${ago(ctx.index, first, ctx.record)}): ${because}`,
      },
    ];
  }
  // A line in the repeat's first minutes: the repeat as a whole decides (its lines are noted before any is graded,
  // noteRepeat). The line cited is the first past the limit, which later lines do not change (a file read in pieces
  // cites what a whole read does).
  const crossing = repeats.crossed.get(first);
  if (crossing === undefined) return [];
  const span = elapsed(ctx.index, first, crossing);
  return [
    {
      record: crossing,
      line: ctx.index.parsed.records.at(crossing).line,
      reason: `the same error for ${subject} went on past this line: it was still coming${at(ctx.index, crossing)}, ${span ? `${span} ` : ''}after its first, and ${because}`,
    },
  ];
}

/** The first line of the repeat `records[j]` belongs to: the previous one's, unless a long silence or a kubelet start came between. */
function repeatFirst(index: LogIndex, records: readonly number[], firsts: readonly number[], j: number): number {
  if (j === 0) return records[0];
  const prev = records[j - 1];
  const start = startAtOrBefore(index, records[j], hostOf(index, records[j]))?.record ?? NONE;
  return prev > start && withinWindow(index, prev, records[j], REPEAT_GAP_S) ? firsts[j - 1] : records[j];
}

/**
 * The node had run static pods from its manifest directory before the line (`SyncLoop ADD` source="file"): a path
 * that does not exist now was there, and the pods it held (a control plane's) are gone with it.
 */
function staticPodsRanBefore(ctx: CheckContext): Evidence[] {
  const host = hostOf(ctx.index, ctx.record);
  let latest = NONE;
  for (const r of ctx.index.staticPodAdds) if (r < ctx.record && r > latest && hostsMatch(hostOf(ctx.index, r), host)) latest = r;
  if (latest === NONE) return [];
  const recs = ctx.index.parsed.records;
  return [{ record: latest, line: recs.at(latest).line, reason: `the node ran static pods from its manifest directory${at(ctx.index, latest)} (line ${recs.at(latest).line + 1}): the directory it no longer finds held them` }];
}

/**
 * PLEG reported the line's container started, and nothing since says it stopped (died, exited, killed, removed), nor
 * that its pod ended or went away, nor a kubelet restart: the runtime no longer has a container the kubelet saw running,
 * which no race explains (known-errors.md 1: "the ID is still reported running by PLEG").
 */
function containerStillRunning(ctx: CheckContext): Evidence[] {
  const cf = containerFacts(ctx.index, ctx.id);
  if (!cf) return [];
  const started = cf.starts[lowerBound(cf.starts, ctx.record) - 1];
  if (started === undefined) return [];
  // Lines of the line's own node (r54a 32: another node's stop of an ID of the same prefix ended the veto).
  const node = hostOf(ctx.index, ctx.record);
  const between = (list: readonly number[]) => {
    for (let k = lowerBound(list, started + 1); k < list.length && list[k] < ctx.record; k++) if (hostsMatch(hostOf(ctx.index, list[k]), node)) return true;
    return false;
  };
  // Any line saying it is not running: its death, exit, kill or removal, the topology manager's RemoveContainer (V0:
  // only for a container that is not running, at any verbosity). Not the runtime's own removal: the kubelet removes
  // only exited containers, and PLEG, which logged the start, would have logged the death; a removal of a container
  // never seen to stop was someone else's (r52a 38: `crictl rm -f`, another tool on the node).
  if (between(cf.stops) || between(cf.topologyRemovals)) return [];
  if (ctx.pod) {
    const pf = podFacts(ctx.index, ctx.pod);
    if (between(pf.terminations) || between(pf.deletions)) return [];
  }
  // Lines lost on the node since the start (journald's rate limit, PLEG dropping a relist's events) may hold its stop.
  readLineFacts(ctx.index, ctx.record);
  if (factBetween(ctx.index, factsOf(ctx.index).linesLost, started, ctx.record, hostOf(ctx.index, ctx.record)) !== undefined) return [];
  const host = hostOf(ctx.index, ctx.record);
  const restart = startAfter(ctx.index, started, host);
  if (restart !== undefined && restart.record < ctx.record) return [];
  const recs = ctx.index.parsed.records;
  return [{ record: started, line: recs.at(started).line, reason: `container ${shortId(ctx.id!)} started${at(ctx.index, started)} (line ${recs.at(started).line + 1}) and the log shows no stop, kill or removal of it since, nor its pod ending: the runtime lost a container the kubelet saw running` }];
}

export const VETOES: Record<VetoCheck, (ctx: CheckContext) => Evidence[]> = {
  'removal-gave-up': removalGaveUp,
  'repeats-for-same-id': repeatsForSameId,
  'static-pods-ran': staticPodsRanBefore,
  'container-still-running': containerStillRunning,
};

/** What each veto looks for, in words (the catalogue's documentation). */
export const VETO_DESCRIPTIONS: Record<VetoCheck, string> = {
  'removal-gave-up': `the same cgroup's removal failing for good within ${GIVE_UP_WINDOW_S} s (runc's final "Failed to remove cgroup", or the kubelet's "failed to delete cgroup paths" for the same pod)`,
  'repeats-for-same-id': `the same error for the same container or sandbox repeating for more than ${REPEAT_DEFAULT_S / 60} min (the races that excuse it are over within seconds)`,
  'static-pods-ran': 'static pods run on the node from its manifest directory earlier in the log (`SyncLoop ADD` source="file")',
  'container-still-running': 'the container started (PLEG) with no stop, kill or removal of it, nor its pod ending, logged since',
};

export const ESCALATIONS: Record<EscalationCheck, (ctx: CheckContext) => Evidence[]> = {
  'registration-overdue': registrationOverdue,
  persisting,
  'restarted-by-probe': restartedByProbe,
  'never-since-start': neverSinceStart,
  'identity-refused': identityRefused,
  'cannot-succeed': cannotSucceed,
  'counts-many': countsMany,
  'kubelet-ended-after': (ctx) => kubeletFateAfter(ctx.index, ctx.record).ended ?? [],
};

/**
 * What became of the kubelet process a line (a Go runtime's signal dump) came from, as far as the log has been read:
 * it ended (systemd's exit line for the kubelet, or the kubelet's next start, with no klog line of the process between),
 * it went on (a klog line of the same process came first: the dump was a child's, or a probe's output), or neither yet.
 */
export function kubeletFateAfter(index: LogIndex, record: number): { ended?: Evidence[]; wentOn: boolean } {
  const recs = index.parsed.records;
  const rec = recs.at(record);
  const host = hostOf(index, record);
  // The process: the journal's kubelet PID, else the klog PID of the line before (a plain kubelet.log's stderr dump).
  let pid = processOf(rec);
  for (let r = record - 1, n = 0; pid === undefined && r >= 0 && n < 200; r--, n++) if (recs.at(r).kind === 'log') pid = processOf(recs.at(r));
  const fatal = rec.severity === 'F';
  // A Fatal line whose klog PID is not its journal's, where the kubelet's own lines show both the same: a child writing
  // to the kubelet's stderr (a FlexVolume driver), whose exit is its own (r82a 11). A kubelet run by a supervisor (k0s,
  // a rootless wrapper) has a klog PID of its own on every line (r83a 5).
  const journalPid = rec.envelope?.pid;
  if (fatal && rec.thread !== undefined && journalPid !== undefined && rec.thread !== journalPid && journalPidIsKlogs(index, record, journalPid)) return { wentOn: true };
  const next = startAfter(index, record, host)?.record;
  // A new process prints lines before its banner (flags, feature gates, what it detected): lines of the same PID (a
  // container's PID 1) just before the next start are that start's (r77a P4, r82a 10, r83a 8).
  const nextTime = next === undefined ? undefined : recs.at(next).time;
  const upTo = Math.min(index.indexedUpTo ?? recs.length, next ?? Infinity);
  for (let r = record + 1, n = 0; r < upTo && n < 50_000; r++, n++) {
    const later = recs.at(r);
    if (later.kind !== 'log' || !hostsMatch(hostOf(index, r), host)) continue;
    // systemd stopping the kubelet on purpose: it ran until then, and the Fatal line was not its end (r82a 11).
    if (fatal && KUBELET_STOPPED_ON_PURPOSE.test(later.message)) return { wentOn: false };
    if (KUBELET_SERVICE_FAILURE.test(later.message) || messageStartsWith(later, 'kubelet.service: Main process exited, ')) {
      if (fatal && !soonAfter(index, record, r)) return { wentOn: false };
      return { ended: [{ record: r, line: later.line, reason: `the kubelet's process ended: systemd logged its exit${at(index, r)}` }], wentOn: false };
    }
    // A line of the same process (the dump's own lines are free text): klog or the JSON format (r77a P5); not the
    // `FLAG:` lines a restarted kubelet prints before its banner, which in a container keeps PID 1 (r77a P4).
    // After a klog Fatal, other goroutines may still write a line in the moment before the exit (kind#662's `Adding
    // debug handlers` 3 ms after it): only a line a second later says the process went on.
    // (Nor the `feature gates:` lines it may print before the banner too: r82a 10.)
    const beforeNextStart = nextTime !== undefined && later.time !== undefined && nextTime - later.time <= PRE_BANNER_S * 1e6 && later.time <= nextTime;
    if (later.style !== 'text' && pid !== undefined && processOf(later) === pid && !messageStartsWith(later, 'FLAG: ') && !messageStartsWith(later, 'feature gates: ') && !beforeNextStart && !racesFatalExit(rec, later)) return { wentOn: true };
  }
  if (next !== undefined && next < (index.indexedUpTo ?? recs.length)) {
    // A klog Fatal exits at once and systemd restarts the kubelet within seconds: a start long after is a restart of
    // a process that had run on (an operator's, hours later: r82a 11).
    if (fatal && !soonAfter(index, record, next)) return { wentOn: false };
    return { ended: [{ record: next, line: recs.at(next).line, reason: `the kubelet's process ended: the kubelet started again${at(index, next)}` }], wentOn: false };
  }
  return { wentOn: false };
}

/** Whether line `to` came within FATAL_END_S of the Fatal line `from` (or either has no time). */
function soonAfter(index: LogIndex, from: number, to: number): boolean {
  const a = index.parsed.records.at(from).time;
  const b = index.parsed.records.at(to).time;
  return a === undefined || b === undefined || b - a <= FATAL_END_S * 1e6;
}

/** How soon after a Fatal line the kubelet's exit or next start shows it was that line's end (systemd's restart delays). */
const FATAL_END_S = 900;
/** How long before a kubelet start its process's first lines (flags, feature gates) may come. */
const PRE_BANNER_S = 10;

/** Whether the kubelet's klog lines under journal PID `pid`, before `record`, write that PID in their header. */
function journalPidIsKlogs(index: LogIndex, record: number, pid: number): boolean {
  const recs = index.parsed.records;
  for (let r = record - 1, n = 0; r >= 0 && n < 200; r--, n++) {
    const rec = recs.at(r);
    if (rec.envelope?.pid === pid && rec.thread !== undefined) return rec.thread === pid;
  }
  return false;
}

/** Whether `later` came within a second of the Fatal line `fatal`: written by another goroutine as that process exited. */
function racesFatalExit(fatal: LogRecord, later: LogRecord): boolean {
  return fatal.severity === 'F' && fatal.time !== undefined && later.time !== undefined && later.time - fatal.time < 1e6;
}

/** The line counts many errors like it (see EscalationCheck 'counts-many'). */
function countsMany(ctx: CheckContext): Evidence[] {
  const rec = ctx.index.parsed.records.at(ctx.record);
  const count = Number(ERROR_COUNT.exec(rec.message)?.[1] ?? 0);
  if (count < (ctx.params.manyErrors ?? MANY_ERRORS)) return [];
  return [{ record: ctx.record, line: rec.line, reason: `the line counts ${count} such errors at once: that many is no teardown in progress, and each housekeeping pass goes through them again` }];
}

const MANY_ERRORS = 100;

/** The line's own error says it cannot succeed (see EscalationCheck 'cannot-succeed'). */
function cannotSucceed(ctx: CheckContext): Evidence[] {
  const rec = ctx.index.parsed.records.at(ctx.record);
  const text = wholeText(rec);
  const said = ctx.params.cannotSucceedIf?.find((t) => text.includes(t));
  if (said === undefined) return [];
  return [{ record: ctx.record, line: rec.line, reason: `its error says "${said}": the command cannot run as the container is made, and every retry fails the same way` }];
}

const UNKNOWN_AUTHORITY = 'x509: certificate signed by unknown authority';

/**
 * process-clock-early: a time the line prints with Go's monotonic reading (`… +0000 UTC m=+0.512177761`) counts from
 * the process's start; the first such reading in the line within the window shows the kubelet had just started, even
 * when the excerpt begins after its start lines (r30a: the reading was unused; falseBenignReview4's start-up line).
 */
function processClockEarly(ctx: CheckContext): Evidence[] {
  const rec = ctx.index.parsed.records.at(ctx.record);
  // A structured line prints it in a field (`condition={… LastTransitionTime:… m=+0.51…}`), printf in its text.
  const text = `${rec.message} ${fieldValue(rec, 'condition') ?? ''}`;
  const at = text.indexOf(' m=+');
  if (at < 0) return [];
  let k = at + 4;
  while ((text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) || text.charCodeAt(k) === 46) k++;
  const seconds = Number(text.slice(at + 4, k));
  if (!(k > at + 4) || !Number.isFinite(seconds) || seconds > (ctx.params.windowSeconds ?? STARTUP_DEFAULT_S)) return [];
  return [{ record: ctx.record, line: rec.line, reason: `the line's own clock says the kubelet process had started ${formatDuration(seconds * 1e6)} before (m=+${text.slice(at + 4, k)}): start-up` }];
}

/** Volume kinds of a few files (`…/volumes/kubernetes.io~secret/…`): their ownership walk takes no time. */
const SMALL_VOLUME_KINDS = /\/volumes\/kubernetes\.io~(secret|configmap|projected|downward-api)\//;

/** Kubelets before kubernetes#92878 (1.19.1, and its backports to 1.18.9 and 1.17.12) warned at every fsGroup walk. */
function warnsAtEveryMount(v: VersionInfo): boolean {
  if (v.major !== 1) return v.major < 1;
  const fixedAt: Record<number, number> = { 17: 12, 18: 9, 19: 1 };
  return v.minor < 17 || (fixedAt[v.minor] !== undefined && v.patch < fixedAt[v.minor]);
}

function ownershipLoggedAtEveryMount(ctx: CheckContext): Evidence[] {
  const rec = ctx.index.parsed.records.at(ctx.record);
  // The version of the line's own kubelet run: another node's, or the run before an upgrade, says nothing of it (r39a).
  const version = versionOfRun(ctx.index.parsed, ctx.record);
  if (version) {
    if (!warnsAtEveryMount(version)) return [];
    return [{ record: ctx.record, line: rec.line, reason: `the line's kubelet is ${version.version}: before 1.19.1 (1.18.9, 1.17.12) it logged this at every mount with an fsGroup, however quick (kubernetes#90293)` }];
  }
  const kind = SMALL_VOLUME_KINDS.exec(rec.message);
  if (!kind) return [];
  return [{ record: ctx.record, line: rec.line, reason: `the volume is a ${kind[1]} volume of a few files: kubelets before 1.19.1 logged this at every such mount (kubernetes#90293), and none takes 30 s over it` }];
}

/** The line's own request was refused for the kubelet's identity (see EscalationCheck 'identity-refused'). */
function identityRefused(ctx: CheckContext): Evidence[] {
  readLineFacts(ctx.index, ctx.record);
  const rec = ctx.index.parsed.records.at(ctx.record);
  // Only the authorizer's or NodeRestriction's refusal of a named identity (another node's credentials, a user with no
  // node rights): authentication failures come and go (an API server just started answers 401 for a second,
  // kubernetes#65785; a cloud token refreshed late), and the anonymous user may be a bootstrap an excerpt does not
  // show. Those still take the start-up excuse away (kubeletStarting), and persisting ones escalate as a series.
  // A server certificate the kubelet's CA did not sign escalates too: no retry makes the kubelet trust it (r34a 07,
  // 08: kubernetes#10297, #48282). An expired one does not: it may be a clock not yet set at boot.
  if (errorText(rec).includes(UNKNOWN_AUTHORITY)) {
    return [{ record: ctx.record, line: rec.line, reason: `the kubelet does not trust the API server's certificate (${UNKNOWN_AUTHORITY}): the CA in its kubeconfig did not sign it, and retrying does not mend that` }];
  }
  const reason = refusalReason(rec, true);
  if (reason !== 'forbidden') return [];
  return [{ record: ctx.record, line: rec.line, reason: refusedUserSaid(errorText(rec)) }];
}

const REFUSED_USER = /forbidden: User "([^"\\]{1,253})"/;

/**
 * What an authorizer's refusal says of the kubelet's credentials: a user that is no node's (`kubelet-client`, an admin)
 * gets no node rights whatever RBAC says, so the kubeconfig is wrong (r51a A4); a node's own user lacks the right.
 */
function refusedUserSaid(text: string): string {
  const user = REFUSED_USER.exec(text)?.[1];
  if (user === undefined) return "the API server refused the kubelet's request for its credentials (forbidden): retrying does not mend credentials";
  if (user.startsWith('system:node:')) return `the API server refused the kubelet's user "${user}" (forbidden): the Node authorizer or RBAC does not give that node this right, and retrying does not mend it`;
  return `the API server refused the kubelet's user "${user}" (forbidden): a kubelet must authenticate as system:node:<node name> in group system:nodes, so its kubeconfig's credentials are not a node's; retrying does not mend that`;
}

/** What each check looks for, in the words a finding that found none says it looked for. `ID`: the line's container. */
export const CHECK_DESCRIPTIONS: Record<EvidenceCheck, string> = {
  'container-removed-earlier': 'an earlier removal of ID',
  'container-exited-earlier': 'an earlier exit of ID',
  'pod-terminated-earlier': 'its pod having finished terminating before',
  'pod-stopped-before': 'its pod having ended before (its containers done, its volumes unmounted, a deletion)',
  'orphan-cleanup-of-stopped-pod': 'a housekeeping teardown of a pod already stopped',
  'sandbox-of-finished-pod': 'a finished pod owning the sandbox, or its earlier removal',
  'pod-being-deleted': 'a deletion or eviction of its pod before it',
  'object-read-after': 'the refused object read moments later (its volume mounted)',
  'kubelet-starting': 'a kubelet start shortly before it',
  'before-node-registered': 'a node not registered yet',
  'kubelet-echo-nearby': 'the kubelet\'s own line for ID nearby',
  'followed-by-success': 'a success of the same operation after it',
  'id-is-sandbox': 'ID being a pod sandbox',
  'container-started-recently': 'its container having started only minutes before',
  'raised-by-log-gc': 'the container log cleanup\'s own line for ID right after it',
  'container-recovered': 'its container starting again and running without another back-off',
  'process-clock-early': 'its own clock (m=+…) showing the kubelet had just started',
  'ownership-logged-at-every-mount': 'a kubelet older than 1.19.1, 1.18.9 or 1.17.12 (which warned at every mount) or a Secret/ConfigMap volume',
  'task-ended-nearby': 'the task of ID exiting, or being stopped, around it',
  'runtime-starting': 'containerd\'s own start shortly before it',
  'pod-gone-from-api': 'its own error saying the API server has no such pod any more',
};

export const CHECKS: Record<EvidenceCheck, (ctx: CheckContext) => Evidence[]> = {
  'container-removed-earlier': containerRemovedEarlier,
  'container-exited-earlier': containerExitedEarlier,
  'pod-terminated-earlier': podTerminatedEarlier,
  'pod-stopped-before': podStoppedBeforeCheck,
  'orphan-cleanup-of-stopped-pod': orphanCleanupOfStoppedPod,
  'sandbox-of-finished-pod': sandboxOfFinishedPod,
  'pod-being-deleted': podBeingDeleted,
  'object-read-after': objectReadAfter,
  'kubelet-starting': kubeletStarting,
  'before-node-registered': beforeNodeRegistered,
  'kubelet-echo-nearby': kubeletEchoNearby,
  'followed-by-success': followedBySuccess,
  'id-is-sandbox': idIsSandbox,
  'container-started-recently': containerStartedRecently,
  'raised-by-log-gc': raisedByLogGc,
  'container-recovered': containerRecovered,
  'process-clock-early': processClockEarly,
  'ownership-logged-at-every-mount': ownershipLoggedAtEveryMount,
  'task-ended-nearby': taskEndedNearby,
  'runtime-starting': runtimeStarting,
  'pod-gone-from-api': podGoneFromApi,
};

/**
 * pod-gone-from-api: the line's own error is the API server's NotFound for the patch of the line's pod (`… for pod
 * "<ns>"/"<name>": pods "<name>" not found`, not a webhook's words), and the pod's next lines of its own, past the work
 * in flight (POD_GONE_GRACE_S), are its teardown or none within the window: the status manager reads the pod before it
 * writes, so a pod really gone is dropped. Any other line of it first (an update from the API, a volume mounted, a
 * probe's result, its status written again) is a pod the kubelet still runs, which may have missed its deletion
 * (r82a 01-05, r83a 1, 2, 4).
 */
function podGoneFromApi(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  const name = pod?.name;
  if (!pod || name === undefined) return [];
  const rec = ctx.index.parsed.records.at(ctx.record);
  const said = `${pod.namespace !== undefined ? `for pod "${pod.namespace}"` : ''}/"${name}": pods "${name}" not found`;
  if (!errorText(rec).includes(said)) return [];
  const recs = ctx.index.parsed.records;
  // The same write found it gone before, with no teardown since: the status manager's lookup had found it again.
  for (let k = lowerBound(pod.records, ctx.record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = pod.records[k];
    if (!withinWindow(ctx.index, r, ctx.record, POD_GONE_WINDOW_S) || GOING_AWAY_PHASES.has(pod.phases[k] ?? '')) break;
    if (messageIs(recs.at(r), 'Failed to update status for pod') || messageStartsWith(recs.at(r), 'Failed to update status for pod ')) {
      ctx.notes?.push(`its own error says the API server has no pod ${name}, but the kubelet had written the pod's status before (line ${recs.at(r).line + 1}) and kept it, no teardown between: it may have missed the pod's deletion`);
      return [];
    }
  }
  for (let k = lowerBound(pod.records, ctx.record + 1), n = 0; k < pod.records.length && n < MAX_WALK; k++, n++) {
    const r = pod.records[k];
    if (!withinWindow(ctx.index, ctx.record, r, POD_GONE_WINDOW_S)) break;
    const phase = pod.phases[k];
    if (phase !== undefined && GOING_AWAY_PHASES.has(phase)) break;
    if (withinWindow(ctx.index, ctx.record, r, POD_GONE_GRACE_S)) continue;
    ctx.notes?.push(`its own error says the API server has no pod ${name}, but the kubelet went on with the pod after it (line ${recs.at(r).line + 1}${at(ctx.index, r)}) before any teardown: it may have missed the pod's deletion`);
    return [];
  }
  return [{ record: ctx.record, line: rec.line, reason: `its own error is the API server's answer that pod ${name} no longer exists: it was deleted while the kubelet was writing its status` }];
}

/** The phases of a pod going away, a kill included: its lines after a status write that found it gone are no life. */
const GOING_AWAY_PHASES: ReadonlySet<string> = new Set([...TEARDOWN_PHASES, 'terminating', 'cgroups-removed', 'container-removal', 'orphan-cleanup', 'worker-removed', 'garbage-collection']);
/** How soon after the line the pod's work already under way (a probe's result, a container's start) may still be logged. */
const POD_GONE_GRACE_S = 2;
/** How long after the line the pod's lines are read for signs that it runs on. */
export const POD_GONE_WINDOW_S = 300;

/**
 * containerd started on the line's node shortly before it, and that start lasted (see containerdStart and the checks
 * below): its own failure to answer right after its own start. The kubelet's start says nothing of a runtime up for
 * hours (r54a 52).
 */
function runtimeStarting(ctx: CheckContext): Evidence[] {
  readLineFacts(ctx.index, ctx.record);
  const window = ctx.params.startupWindowSeconds ?? ctx.params.windowSeconds ?? STARTUP_DEFAULT_S;
  const recs = ctx.index.parsed.records;
  const line = recs.at(ctx.record);
  const host = hostOf(ctx.index, ctx.record);
  // The line must be containerd's own (r59a R14: another program's line under a PID containerd later took).
  const ident = line.envelope?.ident;
  if (ident !== undefined && ident !== 'containerd') return [];
  const pid = line.envelope?.pid;
  const facts = factsOf(ctx.index);
  const starts = facts.runtimeStarts;
  let start: number | undefined;
  for (let k = lowerBound(starts, ctx.record) - 1, n = 0; k >= 0 && n < 50; k--, n++) {
    const r = starts[k];
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    const own = containerdStart(recs.at(r));
    if (own === undefined) continue;
    // A line of a PID is excused only by that process's own start line: systemd's start made some process, and a line
    // under an older PID shows it was not this one (r59a R05). Without a host, only such a line ties the start to
    // this one (r58a R08).
    if (pid !== undefined ? own !== 'containerd' || recs.at(r).envelope?.pid !== pid : host === undefined) continue;
    start = r;
    break;
  }
  if (start === undefined || !withinWindow(ctx.index, start, ctx.record, window)) return [];
  const { startupOnlyIf } = ctx.params;
  if (startupOnlyIf && !startupOnlyIf.some((t) => wholeText(line).includes(t))) {
    ctx.notes?.push(`containerd started${at(ctx.index, start)}, but the call was answered (this error is not one of a runtime still starting): start-up does not explain it`);
    return [];
  }
  // A start that crashed within minutes (r58a R04: a containerd dumping core after each start) is no start-up.
  const upTo = ctx.index.indexedUpTo ?? recs.length;
  for (let k = lowerBound(facts.runtimeServiceFailures, start + 1); k < facts.runtimeServiceFailures.length && facts.runtimeServiceFailures[k] < upTo; k++) {
    const r = facts.runtimeServiceFailures[k];
    if (!withinWindow(ctx.index, start, r, FAILED_START_S)) break;
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    ctx.notes?.push(`containerd started${at(ctx.index, start)}, but its service failed again${at(ctx.index, r)} (line ${recs.at(r).line + 1}): no start-up`);
    return [];
  }
  // Nor one followed within minutes by another start of containerd under another PID: this one did not last (r59a R02,
  // R03: a crash loop logged under containerd's identifier only, which has no systemd line of the failure).
  const ownPid = recs.at(start).envelope?.pid;
  for (let k = lowerBound(starts, start + 1); k < starts.length && starts[k] < upTo; k++) {
    const r = starts[k];
    if (!withinWindow(ctx.index, start, r, FAILED_START_S)) break;
    const rec = recs.at(r);
    if (!hostsMatch(hostOf(ctx.index, r), host) || containerdStart(rec) !== 'containerd') continue;
    // Another process, or containerd starting anew (a reboot gives it the same PID again: r60a C06).
    const anew = rec.message === 'starting containerd' && r > start;
    if (!anew && (rec.envelope?.pid === undefined || rec.envelope.pid === ownPid)) continue;
    ctx.notes?.push(`containerd started${at(ctx.index, start)}, but started again${at(ctx.index, r)} (line ${rec.line + 1}): that start did not last`);
    return [];
  }
  // Nor one whose socket the kubelet found refused or gone within minutes after it (r60a C05: that process died).
  const kubeletCalls = ENTRY_LINES.get(ctx.index)?.get('cri-call-failed') ?? [];
  for (let k = lowerBound(kubeletCalls, start + 1), n = 0; k < kubeletCalls.length && kubeletCalls[k] < upTo && n < MAX_WALK; k++, n++) {
    const r = kubeletCalls[k];
    if (!withinWindow(ctx.index, start, r, FAILED_START_S)) break;
    if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
    const text = wholeText(recs.at(r));
    if (!text.includes('containerd') || !(text.includes('connection refused') || text.includes('no such file or directory'))) continue;
    ctx.notes?.push(`containerd started${at(ctx.index, start)}, but the kubelet found its socket refused or gone${at(ctx.index, r)} (line ${recs.at(r).line + 1}): that start did not last`);
    return [];
  }
  // Nor a restart of a runtime whose calls were failing already (r58a R09: restarted after ten minutes of them; r59a
  // R04: any call timing out, and PLEG stalled, is the same hung runtime).
  const byRule = ENTRY_LINES.get(ctx.index);
  for (const rule of ['containerd-status-failed', 'cri-call-failed', 'pleg-not-healthy']) {
    const lines = byRule?.get(rule) ?? [];
    for (let k = lowerBound(lines, start) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
      const r = lines[k];
      if (!withinWindow(ctx.index, r, start, STATUS_FAILING_BEFORE_S)) break;
      if (!hostsMatch(hostOf(ctx.index, r), host)) continue;
      const rec = recs.at(r);
      // A running runtime that did not answer in time (or PLEG stalled on it), not a socket refused or missing while
      // it was down, which is what a restart looks like from the kubelet's side (r60a C02–C04).
      if (rule !== 'pleg-not-healthy' && !RUNTIME_TIMED_OUT.some((t) => wholeText(rec).includes(t))) continue;
      ctx.notes?.push(`containerd started${at(ctx.index, start)}, but the runtime's calls were timing out before that start (line ${rec.line + 1}${at(ctx.index, r)}): a restart does not explain an error that was already there`);
      return [];
    }
  }
  return [{ record: start, line: recs.at(start).line, reason: `containerd started${at(ctx.index, start)}${before(ctx.index, start, ctx.record, 'this line')}` }];
}

/** How long before a runtime start its calls timing out show the failure was there before it. */
const STATUS_FAILING_BEFORE_S = 600;
/** A runtime call that ran out of time: the runtime took it and did not answer (not a socket refused while it was down). */
const RUNTIME_TIMED_OUT = ['DeadlineExceeded', 'deadline exceeded', 'code = 4 '];

/**
 * containerd's start, as this line shows it: `'containerd'` for containerd's own start-up line (under its identifier,
 * not dockerd's managed containerd, `module=containerd`), `'systemd'` for systemd's start of the system unit (PID 1,
 * not a user manager's rootless one), undefined for anything else (Docker's, CRI-O's).
 */
function containerdStart(rec: LogRecord): 'containerd' | 'systemd' | undefined {
  const m = rec.message;
  const ident = rec.envelope?.ident;
  if (m === 'starting containerd' || m.startsWith('containerd successfully booted')) {
    if (ident !== undefined && ident !== 'containerd') return undefined;
    return fieldValue(rec, 'module') === 'containerd' ? undefined : 'containerd';
  }
  if (!/^Started containerd(?:\.service| container runtime)/.test(m) || m.includes('Rootless')) return undefined;
  if (ident !== undefined && ident !== 'systemd') return undefined;
  const pid = rec.envelope?.pid;
  return pid === undefined || pid === 1 ? 'systemd' : undefined;
}

/** How long before a shim line a stop or exit of its task explains it, and how long after (PLEG reports a death a relist later). */
const TASK_END_BEFORE_US = 60e6;
const TASK_END_AFTER_US = 5e6;
/** What ends a task, by the kubelet or the runtime: stops and kills asked for, exits seen. */
const TASK_ENDS = [...KILLS, 'Container exited normally', 'Generic (PLEG): container finished'];
const RUNTIME_TASK_ENDS = ['StopContainer for ', 'StopPodSandbox for ', 'Kill container '];

/** The container's task ended around the line (see EvidenceCheck 'task-ended-nearby'; review r40a 30, 22). */
function taskEndedNearby(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  const t = recs.at(ctx.record).time;
  if (!info || t === undefined) return [];
  const k = lowerBound(info.records, ctx.record);
  const ends = (r: number): string | undefined => {
    const rec = recs.at(r);
    if (plegType(ctx.index, r) === 'ContainerDied') return 'PLEG reported the container dead';
    if (messageIsAny(rec, TASK_ENDS)) return messageIs(rec, 'Generic (PLEG): container finished') || messageIs(rec, 'Container exited normally') ? 'the container exited' : 'the kubelet was stopping the container';
    if (messageStartsWith(rec, 'TaskExit event')) return isContainerTaskExit(rec) ? 'containerd saw the task exit' : undefined;
    if (RUNTIME_TASK_ENDS.some((m) => messageStartsWith(rec, m))) return 'the container was being stopped';
    return isRemoval(rec) ? 'the container was being removed' : undefined;
  };
  // Before it, nearest first, within a minute; a start in between is a new task, whose end this is not.
  for (let j = k - 1, n = 0; j >= 0 && n < MAX_WALK; j--, n++) {
    const r = info.records[j];
    const rec = recs.at(r);
    if (rec.time !== undefined && t - rec.time > TASK_END_BEFORE_US) break;
    if (plegType(ctx.index, r) === 'ContainerStarted' || messageStartsWith(rec, 'StartContainer for ')) break;
    const said = ends(r);
    if (said) return [{ record: r, line: rec.line, reason: `${said}${at(ctx.index, r)}: its shim going away with it is containerd's cleanup` }];
  }
  for (let j = k + 1, n = 0; j < info.records.length && n < MAX_WALK; j++, n++) {
    const r = info.records[j];
    const rec = recs.at(r);
    if (rec.time !== undefined && rec.time - t > TASK_END_AFTER_US) break;
    const said = ends(r);
    if (said && (plegType(ctx.index, r) === 'ContainerDied' || isContainerTaskExit(rec) || messageIs(rec, 'Generic (PLEG): container finished'))) {
      return [{ record: r, line: rec.line, reason: `${said}${at(ctx.index, r)}, right after: its shim going away with it is containerd's cleanup` }];
    }
  }
  return [];
}

/** A finding's cause, another line of the log, and what the finding says of it. */
export interface CitedCause {
  evidence: Evidence;
  says: string;
}

/**
 * For actionable lines that are another line's consequence: that line, cited (systemd's failure after the kubelet's own
 * error; a volume mount that timed out after its volume's own failure, or while the kubelet was still walking the
 * volume for its fsGroup).
 */
export function actionableCause(index: LogIndex, record: number, entryId: string, pod: PodInfo | undefined): CitedCause | undefined {
  if (entryId === 'kubelet-service-failed') return whyKubeletEnded(index, record);
  if (entryId === 'volume-mount-timeout' && pod) return whyMountTimedOut(index, record, pod);
  if (entryId === 'image-pull-failure') return credentialsFailedBefore(index, record);
  return undefined;
}

/** How long before a pull's failure the credential plugin's failure for it may be: the kubelet runs it as the pull begins. */
const CREDENTIAL_CAUSE_WINDOW_US = 30e6;
const CREDENTIAL_FAILED = 'Failed getting credential from external registry credential provider';
/** The image a credential plugin's failure names: `… plugin ecr-credential-provider for image 1234.dkr.ecr…/api:v42: exit status 1`. */
const CREDENTIAL_IMAGE = /credential provider plugin \S{1,200} for image (\S{1,512}): /;

/** An image's repository, without its tag or digest (a plugin is asked for the image as the pod names it, or without its tag). */
function repositoryOf(canonical: string): string {
  const at = canonical.indexOf('@');
  const ref = at < 0 ? canonical : canonical.slice(0, at);
  const tag = ref.indexOf(':', ref.lastIndexOf('/') + 1);
  return tag < 0 ? ref : ref.slice(0, tag);
}

/**
 * A pull that failed right after the node's credential provider plugin failed for the same image (same node, within
 * 30 s): the pull went without the registry's credentials (r76a P8: the two read as unrelated findings).
 */
function credentialsFailedBefore(index: LogIndex, record: number): CitedCause | undefined {
  const recs = index.parsed.records;
  const line = recs.at(record);
  const image = imageNamed(line);
  const t = line.time;
  if (image === undefined || t === undefined) return undefined;
  const sameProcess = sameKubelet(index, record);
  // The plugin's failures, as the analysis matched them (a walk back over every line, for each of thousands of pull
  // failures, would not do).
  const failures = ENTRY_LINES.get(index)?.get('credential-provider-failed') ?? [];
  for (let k = lowerBound(failures, record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = failures[k];
    const rec = recs.at(r);
    if (rec.time !== undefined && t - rec.time > CREDENTIAL_CAUSE_WINDOW_US) break;
    // The same kubelet: its host, and its process where both lines name one (a file of no host holds several, r80a D9).
    if (!rec.message.startsWith(CREDENTIAL_FAILED) || !sameProcess(r)) continue;
    const named = CREDENTIAL_IMAGE.exec(rec.message)?.[1];
    if (named === undefined || repositoryOf(canonicalImage(named)) !== repositoryOf(image)) continue;
    const since = elapsed(index, r, record);
    const before = since !== undefined ? ` ${since} before` : ' before';
    return {
      evidence: { record: r, line: rec.line, reason: 'the node\'s credential provider plugin failed for this image just before the pull' },
      says: `The node's credential provider plugin had failed for this image${before} (line ${rec.line + 1}), so the pull went without its credentials: the likely cause if the registry refused it.`,
    };
  }
  return undefined;
}

/** How far back a pod's volume failure or ownership warning may explain its mount timing out (each retry waits about 2 minutes). */
const MOUNT_CAUSE_WINDOW_US = 10 * 60e6;
const OWNERSHIP_WARNING = 'Setting volume ownership for ';
/** A pod volume's directory in a path: `…/pods/<uid>/volumes/<plugin>/<name>` (any kubelet root directory). */
const POD_VOLUME_DIR = /\/pods\/[0-9a-f-]{8,40}\/volumes\/([^/\s]{1,200})\/([^/\s]{1,253})/;

/** The volumes a timeout lists as not mounted (`unmounted volumes=[config data]`), read without a regex (linear). */
function unmountedList(text: string): string[] | undefined {
  const at = text.indexOf('unmounted volumes=[');
  if (at < 0) return undefined;
  const from = at + 'unmounted volumes=['.length;
  const end = text.indexOf(']', from);
  if (end < 0 || end - from > 4000) return undefined;
  return text.slice(from, end).split(/[\s,]+/).filter(Boolean);
}
const VOLUME_STEP_FAILED = /MountVolume\.(?:SetUp|MountDevice|WaitForAttach) failed for volume \\?"([^"\\]{1,253})\\?"/;

/**
 * Why a pod's volume wait timed out, from the pod's own lines of the minutes before it in the same kubelet run: a
 * listed volume's own failure (`MountVolume.SetUp failed for volume "config"`), else a volume's fsGroup walk that had
 * run 30 s (a kubelet that warns only then) and had not mounted since. Review r39a: a warning of a volume not listed,
 * a ≤1.18 kubelet's every-mount warning and a walk of the previous kubelet process had been cited.
 */
function whyMountTimedOut(index: LogIndex, record: number, pod: PodInfo): CitedCause | undefined {
  const recs = index.parsed.records;
  const line = recs.at(record);
  const t = line.time;
  const listed = unmountedList(errorText(line));
  const runStart = startAtOrBefore(index, record, line.envelope?.host)?.record ?? -1;
  const list = pod.records;
  const mounted = new Set<string>();
  let walk: { record: number; volume: string; kind: string } | undefined;
  for (let k = lowerBound(list, record) - 1, n = 0; k >= 0 && n < MAX_WALK; k--, n++) {
    const r = list[k];
    if (r <= runStart) break;
    const rec = recs.at(r);
    if (t !== undefined && rec.time !== undefined && t - rec.time > MOUNT_CAUSE_WINDOW_US) break;
    // A pod's lines of a file read in pieces may have let their text go: only the lines that can matter are read
    // (a mount's success, and the failures and warnings, logged as E or W).
    if (messageStartsWith(rec, 'MountVolume.SetUp succeeded')) {
      const name = /for volume \\?"([^"\\]{1,253})/.exec(rec.message)?.[1];
      if (name) mounted.add(name);
      continue;
    }
    if (rec.severity !== 'E' && rec.severity !== 'W') continue;
    const text = rec.message;
    const failed = VOLUME_STEP_FAILED.exec(text) ?? VOLUME_STEP_FAILED.exec(errorText(rec));
    if (failed && listed?.includes(failed[1])) {
      return { evidence: { record: r, line: rec.line, reason: `volume "${failed[1]}", which the timeout lists, failed its own mount step` }, says: `Volume "${failed[1]}" had failed its own mount step (line ${rec.line + 1}): the cause to read.` };
    }
    if (walk || !text.startsWith(OWNERSHIP_WARNING)) continue;
    const dir = POD_VOLUME_DIR.exec(text);
    if (!dir || mounted.has(dir[2]) || ownershipLoggedAtEveryMount({ index, record: r, params: {} }).length) continue;
    walk = { record: r, volume: dir[2], kind: dir[1] };
  }
  if (!walk) return undefined;
  const rec = recs.at(walk.record);
  // The list names volumes as the pod spec does; a persistent volume's directory carries the PV's name instead.
  const named = listed === undefined || listed.includes(walk.volume);
  const persistent = walk.kind === 'kubernetes.io~csi' || walk.volume.startsWith('pvc-');
  if (!named && !persistent) return undefined;
  const evidence = { record: walk.record, line: rec.line, reason: 'the kubelet had been setting the ownership of this volume\'s files for the pod\'s fsGroup for 30 s (it warns only then, since 1.19)' };
  return named
    ? { evidence, says: `The kubelet was still setting the ownership of volume "${walk.volume}"'s files for the pod's fsGroup, 30 s or more into it (line ${rec.line + 1}): a likely cause.` }
    : { evidence, says: `The kubelet was still setting the ownership of persistent volume ${walk.volume}'s files for the pod's fsGroup, 30 s or more into it (line ${rec.line + 1}): possibly the cause (the timeout names volumes as the pod spec does, not by the volume's own name).` };
}

/** How long before systemd's line the kubelet's error that ended it may be: a kubelet that gives up exits at once. */
const EXIT_CAUSE_WINDOW_US = 10e6;
const UNHEADED_ERROR = /^(?:[Ee]rror|fatal error|panic)\b/;
/** systemd's word that a signal ended the process (`code=killed, status=9/KILL`): no line of the kubelet's says why. */
const KILLED_BY_SIGNAL = /code=killed, status=(\d{1,2})\//;
/** The kernel's OOM killer ending the kubelet (`Out of memory: Killed process 3300 (kubelet)`). */
const KUBELET_OOM_KILLED = /Killed process \d{1,9} \((?:kubelet|hyperkube|k3s|kubelite)/;

/**
 * Why systemd's kubelet service failed: the kubelet's own last error just before, on the same node and of the process
 * that ended (`failed to run Kubelet: running with swap on is not supported`), cited so that the systemd line reads as
 * that failure's consequence (r35a, r37a 09). A process killed by a signal said nothing itself: only the kernel's OOM
 * killer naming it is cited. Review r39a: an error of the previous run, another hyperkube component's, or a line of no
 * node had been cited.
 */
function whyKubeletEnded(index: LogIndex, record: number): CitedCause | undefined {
  const recs = index.parsed.records;
  const line = recs.at(record);
  const host = line.envelope?.host;
  const t = line.time;
  const killed = KILLED_BY_SIGNAL.exec(line.message);
  // The process that ended: its run's start says its PID, when the log shows the start.
  const start = startAtOrBefore(index, record, host);
  for (let r = record - 1, read = 0; r >= 0 && read < 2000; r--, read++) {
    if (start && r < start.record) break;
    const rec = recs.at(r);
    if (rec.kind !== 'log') continue;
    if (t !== undefined && rec.time !== undefined && t - rec.time > EXIT_CAUSE_WINDOW_US) break;
    if (rec.envelope?.host !== host) continue;
    const ident = rec.envelope?.ident;
    if (killed) {
      if (ident === 'kernel' && KUBELET_OOM_KILLED.test(rec.message)) {
        return { evidence: { record: r, line: rec.line, reason: 'the kernel\'s OOM killer killed the kubelet' }, says: `The kernel's OOM killer killed it (line ${rec.line + 1}).` };
      }
      continue;
    }
    // An earlier end of the service: what came before it was the previous process's.
    if (ident === 'systemd' && KUBELET_SERVICE_FAILURE.test(rec.message)) break;
    if (!isKubeletIdent(ident ?? 'kubelet')) continue;
    if (start?.pid !== undefined && rec.envelope?.pid !== undefined && rec.envelope.pid !== start.pid) continue;
    // Also what it prints without klog's header: cobra's `error: failed to run Kubelet: …`, a Go `panic:`.
    if (rec.severity === 'E' || rec.severity === 'F' || (rec.severity === undefined && UNHEADED_ERROR.test(rec.message))) {
      return { evidence: { record: r, line: rec.line, reason: 'the kubelet\'s last error before its process ended: why it ended' }, says: `The kubelet said why just before: line ${rec.line + 1}.` };
    }
  }
  return undefined;
}

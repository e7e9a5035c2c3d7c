// Evidence checks: what in *this* log makes a benign-in-context line harmless. Each check returns the lines it
// relied on, or nothing. A check never passes on absence alone, and the guards below void evidence that a later
// line contradicts (a container PLEG reports started again, evidence outside the window).
import type { LogIndex, PodInfo } from '../model/index';
import { marksTerminated } from '../model/phases';
import { formatClock, formatDuration } from '../model/time';
import type { LogRecord } from '../parse/types';
import type { EvidenceCheck, EvidenceParams } from './types';

export interface Evidence {
  record: number;
  /** 0-based line. */
  line: number;
  reason: string;
}

export interface CheckContext {
  index: LogIndex;
  record: number;
  /** The container or sandbox ID the line is about, if any. */
  id?: string;
  pod?: PodInfo;
  params: EvidenceParams;
}

const REMOVALS = new Set(['Removing container', 'RemoveContainer', 'Removing init container']);
const REMOVAL_TEXT = /^(?:\[topologymanager\] RemoveContainer|Removing container )/;
const EXITS = new Set(['Container exited normally', 'Generic (PLEG): container finished', 'Killing container with a grace period', 'Killing container with a grace period override']);
const STARTUP_DEFAULT_S = 300;

function plegType(index: LogIndex, r: number): string | undefined {
  return index.identities[r]?.pleg?.type;
}

function isRemoval(rec: LogRecord): boolean {
  return REMOVALS.has(rec.message) || (rec.style === 'printf' && REMOVAL_TEXT.test(rec.message));
}

function ago(index: LogIndex, from: number, to: number): string {
  const a = index.parsed.records[from].time;
  const b = index.parsed.records[to].time;
  return a !== undefined && b !== undefined ? `${formatDuration(Math.max(0, b - a))} earlier` : 'earlier';
}

function at(index: LogIndex, r: number): string {
  const t = index.parsed.records[r].time;
  return t !== undefined ? ` at ${formatClock(t, 6)}` : '';
}

function withinWindow(index: LogIndex, earlier: number, later: number, seconds: number): boolean {
  const a = index.parsed.records[earlier].time;
  const b = index.parsed.records[later].time;
  if (a === undefined || b === undefined) return later - earlier < 200; // no clock: stay close in the file
  return b - a >= -1e6 && b - a <= seconds * 1e6;
}

/** Records naming the ID strictly before `r`. */
function idRecordsBefore(ctx: CheckContext): number[] {
  if (!ctx.id) return [];
  const info = ctx.index.containers.get(ctx.id);
  if (!info) return [];
  return info.records.filter((x) => x < ctx.record);
}

/** PLEG reported the ID started after `since` and before the finding: the container is (again) running. */
function startedAgain(ctx: CheckContext, since: number): Evidence | undefined {
  for (const r of idRecordsBefore(ctx)) {
    if (r > since && plegType(ctx.index, r) === 'ContainerStarted') {
      return { record: r, line: ctx.index.parsed.records[r].line, reason: 'PLEG reports this container started again' };
    }
  }
  return undefined;
}

function shortId(id: string): string {
  return id.slice(0, 12);
}

function containerRemovedEarlier(ctx: CheckContext): Evidence[] {
  const window = ctx.params.windowSeconds ?? 60;
  const recs = ctx.index.parsed.records;
  const removals = idRecordsBefore(ctx).filter((r) => isRemoval(recs[r]) && withinWindow(ctx.index, r, ctx.record, window));
  if (!removals.length) return [];
  const first = removals[0];
  if (startedAgain(ctx, first)) return [];
  const out: Evidence[] = [
    { record: first, line: recs[first].line, reason: `container ${shortId(ctx.id!)} was already removed here${at(ctx.index, first)} (${ago(ctx.index, first, ctx.record)})` },
  ];
  const lastRemovalStart = [...removals].reverse().find((r) => recs[r].message.startsWith('Removing container'));
  if (lastRemovalStart !== undefined && lastRemovalStart !== first) {
    out.push({ record: lastRemovalStart, line: recs[lastRemovalStart].line, reason: 'a second removal of the same container started here; this error is that second attempt failing' });
  }
  return out;
}

function containerExitedEarlier(ctx: CheckContext): Evidence[] {
  const window = ctx.params.windowSeconds ?? 60;
  const recs = ctx.index.parsed.records;
  for (const r of idRecordsBefore(ctx)) {
    const rec = recs[r];
    const died = plegType(ctx.index, r) === 'ContainerDied';
    if ((died || EXITS.has(rec.message) || isRemoval(rec)) && withinWindow(ctx.index, r, ctx.record, window)) {
      if (startedAgain(ctx, r)) return [];
      const what = died ? 'PLEG reported the container dead' : isRemoval(rec) ? 'the container was removed' : 'the container was stopped';
      return [{ record: r, line: rec.line, reason: `${what} here${at(ctx.index, r)} (${ago(ctx.index, r, ctx.record)})` }];
    }
  }
  return [];
}

function podTerminatedEarlier(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const recs = ctx.index.parsed.records;
  for (const r of pod.records) {
    if (r >= ctx.record) break;
    if (marksTerminated(recs[r])) {
      if (ctx.id && startedAgain(ctx, r)) return [];
      return [{ record: r, line: recs[r].line, reason: `the pod's worker had already finished stopping its containers${at(ctx.index, r)}` }];
    }
  }
  return [];
}

function orphanCleanupOfStoppedPod(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const i = pod.records.indexOf(ctx.record);
  if (i < 0 || pod.phases[i] !== 'orphan-cleanup') return [];
  const recs = ctx.index.parsed.records;
  // The orphan teardown this line belongs to starts at the first orphan-cleanup line of its run.
  let openedAt = i;
  while (openedAt > 0 && pod.phases[openedAt - 1] === 'orphan-cleanup') openedAt--;
  const opened = pod.records[openedAt];
  // The earliest line before it showing that the pod's worker had stopped the containers.
  let terminated: number | undefined;
  for (let k = 0; k < openedAt; k++) {
    const r = pod.records[k];
    if (marksTerminated(recs[r]) && pod.phases[k] !== 'orphan-cleanup') {
      terminated = r;
      break;
    }
  }
  if (terminated === undefined) return [];
  const gone = ctx.id ? [...containerRemovedEarlier({ ...ctx, params: { windowSeconds: 600 } }), ...containerExitedEarlier({ ...ctx, params: { windowSeconds: 600 } })] : [];
  if (ctx.id && !gone.length) return [];
  const out: Evidence[] = [
    { record: terminated, line: recs[terminated].line, reason: `the pod's containers had already been stopped${at(ctx.index, terminated)}` },
  ];
  if (gone.length) out.push(gone[0]);
  out.push({ record: opened, line: recs[opened].line, reason: `housekeeping then treated the pod as an orphan and killed it again${at(ctx.index, opened)} (stale runtime cache)` });
  return out;
}

function sandboxOfFinishedPod(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  for (const r of idRecordsBefore(ctx)) {
    if (recs[r].message === 'Removing sandbox' || plegType(ctx.index, r) === 'ContainerDied') {
      return [{ record: r, line: recs[r].line, reason: `the sandbox had already ${recs[r].message === 'Removing sandbox' ? 'been removed' : 'exited (PLEG ContainerDied)'}${at(ctx.index, r)}` }];
    }
  }
  return podTerminatedEarlier(ctx);
}

function podBeingDeleted(ctx: CheckContext): Evidence[] {
  const pod = ctx.pod;
  if (!pod) return [];
  const recs = ctx.index.parsed.records;
  for (let k = 0; k < pod.records.length && pod.records[k] < ctx.record; k++) {
    const ph = pod.phases[k];
    if (ph === 'deletion-requested' || ph === 'api-removed' || ph === 'eviction') {
      const r = pod.records[k];
      return [{ record: r, line: recs[r].line, reason: `the pod was being ${ph === 'eviction' ? 'evicted' : 'deleted'}${at(ctx.index, r)}` }];
    }
  }
  return [];
}

function kubeletStarting(ctx: CheckContext): Evidence[] {
  const window = ctx.params.windowSeconds ?? STARTUP_DEFAULT_S;
  let start: number | undefined;
  for (const s of ctx.index.kubeletStarts) if (s.record <= ctx.record) start = s.record;
  if (start === undefined || !withinWindow(ctx.index, start, ctx.record, window)) return [];
  const recs = ctx.index.parsed.records;
  return [{ record: start, line: recs[start].line, reason: `the kubelet started here${at(ctx.index, start)}, ${ago(ctx.index, start, ctx.record).replace(' earlier', '')} before this line` }];
}

function beforeNodeRegistered(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const nextStart = ctx.index.kubeletStarts.find((s) => s.record > ctx.record)?.record ?? recs.length;
  for (let r = ctx.record + 1; r < nextStart; r++) {
    const m = recs[r].message;
    if (m === 'Successfully registered node' || m.startsWith('Successfully registered node ')) {
      return [{ record: r, line: recs[r].line, reason: `the node registered afterwards${at(ctx.index, r)}` }];
    }
  }
  return [];
}

function kubeletEchoNearby(ctx: CheckContext): Evidence[] {
  const recs = ctx.index.parsed.records;
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  if (!info) return [];
  for (const r of info.records) {
    if (r === ctx.record) continue;
    const rec = recs[r];
    if (rec.style !== 'structured' && rec.style !== 'printf' && rec.style !== 'json') continue;
    if (!rec.message.includes('from runtime service failed') && rec.message !== 'Probe errored') continue;
    const a = rec.time;
    const b = recs[ctx.record].time;
    if (a !== undefined && b !== undefined && Math.abs(a - b) <= 1e6) {
      return [{ record: r, line: rec.line, reason: 'the kubelet logged the same failed call here; judge that line' }];
    }
  }
  return [];
}

function followedBySuccess(ctx: CheckContext): Evidence[] {
  const msgs = ctx.params.successMessages ?? [];
  if (!msgs.length) return [];
  const window = ctx.params.windowSeconds ?? 300;
  const recs = ctx.index.parsed.records;
  const candidates = ctx.pod ? ctx.pod.records.filter((r) => r > ctx.record) : [];
  const scan = ctx.pod ? candidates : Array.from({ length: Math.min(5000, recs.length - ctx.record - 1) }, (_, k) => ctx.record + 1 + k);
  for (const r of scan) {
    if (!withinWindow(ctx.index, ctx.record, r, window)) break;
    if (msgs.some((m) => recs[r].message === m || recs[r].message.startsWith(m))) {
      return [{ record: r, line: recs[r].line, reason: `it succeeded afterwards${at(ctx.index, r)}` }];
    }
  }
  return [];
}

function idIsSandbox(ctx: CheckContext): Evidence[] {
  const info = ctx.id ? ctx.index.containers.get(ctx.id) : undefined;
  if (!info || info.kind !== 'sandbox') return [];
  const first = info.records[0];
  const recs = ctx.index.parsed.records;
  return [{ record: first, line: recs[first].line, reason: `${shortId(info.id)} is a pod sandbox (first seen here), not an app container` }];
}

export const CHECKS: Record<EvidenceCheck, (ctx: CheckContext) => Evidence[]> = {
  'container-removed-earlier': containerRemovedEarlier,
  'container-exited-earlier': containerExitedEarlier,
  'pod-terminated-earlier': podTerminatedEarlier,
  'orphan-cleanup-of-stopped-pod': orphanCleanupOfStoppedPod,
  'sandbox-of-finished-pod': sandboxOfFinishedPod,
  'pod-being-deleted': podBeingDeleted,
  'kubelet-starting': kubeletStarting,
  'before-node-registered': beforeNodeRegistered,
  'kubelet-echo-nearby': kubeletEchoNearby,
  'followed-by-success': followedBySuccess,
  'id-is-sandbox': idIsSandbox,
};

// Which findings are repeats of an earlier one (the `repeats: first` setting): the Problems view lists each problem
// once, and the editor marks its other lines. Shared by the diagnostics and the hover.
import type { Analysis, Finding } from '../knowledge/analyze';
import type { PodInfo } from '../model/index';
import { opensSeries, SEE_LINE, withNumbersBlanked } from '../report';

export interface RepeatKind {
  /** The kind's first finding in the file (a newest-first log's findings come last line first). */
  first: Finding;
  /** How many findings the kind has, the first included. */
  count: number;
  /** The 0-based line of its last finding. */
  last: number;
  /** Its last finding (a crash loop's back-off has grown by then). */
  lastFinding: Finding;
  /** How many pods its findings are in, when more than one. */
  pods: number;
}

/**
 * The workload a pod belongs to, by its name without what its controller adds: a ReplicaSet's hash and a pod's random
 * suffix (`api-7d9f8b6c5-x2kqz`), a DaemonSet's or Job's suffix (`node-exporter-abcde`), a StatefulSet's ordinal
 * (`web-0`), a CronJob's schedule time (`etl-28450000-abcde`). Pods of one workload failing alike are one problem;
 * pods of different applications are not (r41a 2: 13 applications' crash loops had folded into one entry).
 */
export function workloadOf(pod: PodInfo): string {
  const name = pod.name ?? pod.nameWithoutNamespace;
  if (name === undefined) return `uid:${pod.uid ?? pod.index}`;
  let base = name;
  const suffixed = /-[a-z0-9]{5}$/.test(base);
  if (suffixed) base = base.slice(0, -6);
  if (suffixed && /-[a-z0-9]{6,10}$/.test(base)) base = base.replace(/-[a-z0-9]{6,10}$/, '');
  else if (!suffixed) base = base.replace(/-\d{1,5}$/, '');
  return `${pod.namespace ?? '?'}/${base}`;
}

const CACHE = new WeakMap<Analysis, { generation: number; findings: number; kinds: Map<Finding, RepeatKind> }>();

/**
 * Each graded finding's kind: findings are alike when they have the same rule, verdict and grading check or escalation,
 * their reasons are the same once numbers, IDs and durations are blanked (a persisting series says each line's place in
 * it, "its 122nd time, 10 min 5 s after", r36a 2; a back-off grows), and they are of the same workload's pods. Different
 * causes are different problems (r41a 3: a missing Secret, a subPath and runAsNonRoot had folded into one). Benign
 * findings have no kind (they are hints already).
 */
export function repeatKinds(analysis: Analysis): Map<Finding, RepeatKind> {
  const cached = CACHE.get(analysis);
  if (cached && cached.generation === analysis.generation && cached.findings === analysis.findings.length) return cached.kinds;
  const kinds = new Map<Finding, RepeatKind>();
  const byKey = new Map<string, RepeatKind & { podSet: Set<number> }>();
  // Reasons are shared strings (a log of one repeated error has a handful): each is blanked once.
  const blanked = new Map<string, string>();
  const workloads = new Map<PodInfo, string>();
  for (const f of analysis.findings) {
    if (f.verdict === 'benign') continue;
    // A series of one error (the escalation's evidence names its first line) is one problem, however its lines'
    // reasons read: the first says how long it lasted, the next "see line N", the later ones their place (r51a A2).
    const series = f.evidence[0] && opensSeries(f.evidence[0].reason) ? `series@${f.evidence[0].record}` : undefined;
    let reason = series ?? blanked.get(f.reason);
    if (reason === undefined) blanked.set(f.reason, (reason = withNumbersBlanked(f.reason.replace(SEE_LINE, ''))));
    let workload = '';
    if (f.pod) {
      workload = workloads.get(f.pod) ?? '';
      if (!workload) workloads.set(f.pod, (workload = workloadOf(f.pod)));
    }
    const key = `${f.entry.id}\u0000${f.verdict}\u0000${f.check ?? ''}\u0000${f.escalation ?? ''}\u0000${workload}\u0000${reason}`;
    let kind = byKey.get(key);
    if (!kind) byKey.set(key, (kind = { first: f, count: 1, last: f.line, lastFinding: f, pods: 0, podSet: new Set() }));
    else {
      kind.count++;
      if (f.line < kind.first.line) kind.first = f;
      if (f.line > kind.last) {
        kind.last = f.line;
        kind.lastFinding = f;
      }
    }
    if (f.pod) kind.podSet.add(f.pod.index);
    kinds.set(f, kind);
  }
  for (const kind of byKey.values()) kind.pods = kind.podSet.size > 1 ? kind.podSet.size : 0;
  CACHE.set(analysis, { generation: analysis.generation, findings: analysis.findings.length, kinds });
  return kinds;
}

/** The kind a finding repeats, when it is not its kind's first. */
export function repeatOf(kinds: Map<Finding, RepeatKind>, f: Finding): RepeatKind | undefined {
  const kind = kinds.get(f);
  return kind && kind.first !== f ? kind : undefined;
}

const BACK_OFF = /\bback-off (\d[\dhms.µ]*)/;

/**
 * A kind's reason as its listed line says it, with how its back-off grew when it did (r51a B7: `×174 … back-off 10s`
 * for a loop that had reached 5m0s).
 */
export function kindReason(kind: RepeatKind, reason: string): string {
  const first = BACK_OFF.exec(reason);
  if (!first) return reason;
  const last = BACK_OFF.exec(kind.lastFinding.reason)?.[1];
  if (last === undefined || last === first[1]) return reason;
  return `${reason.slice(0, first.index)}back-off ${first[1]} → ${last}${reason.slice(first.index + first[0].length)}`;
}

// Errors from outside the node that many of its lines carry (the API server's storage timing out, a full disk): a
// reader of a log of fifty different failures needs to hear the one cause they share (r73a 5: `etcdserver: request
// timed out` behind node status, lease, token and volume failures, each graded on its own).
import type { LogRecord } from '../parse/types';
import type { Analysis } from './analyze';

export interface SharedErrorKind {
  /** The text the lines carry, as they carry it. */
  text: string;
  /** What it means, in one sentence (no trailing period). */
  meaning: string;
}

/** The kinds looked for; each `text` is specific enough to be the cause wherever it appears. */
export const SHARED_ERROR_KINDS: readonly SharedErrorKind[] = [
  { text: 'etcdserver: request timed out', meaning: 'the API server\'s storage (etcd) did not answer in time: a control-plane problem (etcd\'s disk, network or load); the node\'s failures that carry it follow from it' },
  { text: 'etcdserver: leader changed', meaning: 'etcd changed its leader and failed the requests in flight: passing when it happens once, a control-plane problem when it repeats' },
  { text: 'etcdserver: too many requests', meaning: 'etcd refused requests for load: a control-plane problem' },
  { text: 'the server was unable to return a response in the time allotted', meaning: 'the API server gave up on requests it could not answer in time: an overloaded API server or its storage' },
  { text: 'no space left on device', meaning: 'a file system the node writes to is full (the kubelet\'s, the runtime\'s, or a volume\'s): free space on it' },
  { text: 'too many open files', meaning: 'a process on the node ran out of file descriptors: raise its limit (LimitNOFILE of its unit, `fs.file-max`)' },
  { text: 'x509: certificate has expired or is not yet valid', meaning: 'a certificate the node uses or checks is out of its validity (expired, or the node\'s clock is off): renew it or fix the clock' },
  { text: 'read-only file system', meaning: 'a file system the node writes to is read-only (mounted so, or remounted read-only after disk errors: see the kernel\'s log)' },
];

/** How many lines, in how many different catalogue entries (unexplained lines being one more), make a cause shared. */
export const SHARED_ERROR_MIN_LINES = 3;
export const SHARED_ERROR_MIN_KINDS = 2;
/** Lines of one node further apart than this are two episodes, not one cause. */
const EPISODE_GAP_US = 30 * 60e6;
/** Lines kept per kind: enough to name a cause, bounded for a log of a million errors. */
const KEPT_PER_KIND = 20_000;

/** Per kind's text, the records (ascending) of the lines that carry it. */
export type SharedErrorTallies = Map<string, { kind: SharedErrorKind; records: number[] }>;

/** One shared error: its kind, on one node, in one episode; its lines that are not graded benign. */
export interface SharedError {
  kind: SharedErrorKind;
  node?: string;
  records: number[];
  lines: number;
  /** Distinct catalogue entries among its lines (lines no entry explains count as one more). */
  kinds: number;
  /** 0-based line of the first. */
  firstLine: number;
}

/**
 * Which kind the line's text carries, if any (its message, and its error field when the message does not). An
 * inotify call's ENOSPC or EMFILE is its watch or instance limit (`fs.inotify.*`), not a full disk (r80a D5).
 */
export function sharedErrorOf(rec: LogRecord, errText: string | undefined): SharedErrorKind | undefined {
  for (const kind of SHARED_ERROR_KINDS) {
    const inMessage = rec.message.includes(kind.text);
    const inErr = !inMessage && errText !== undefined && errText !== rec.message && errText.includes(kind.text);
    if (!inMessage && !inErr) continue;
    if ((kind.text === 'no space left on device' || kind.text === 'too many open files') && (inMessage ? rec.message : errText!).includes('inotify')) return undefined;
    return kind;
  }
  return undefined;
}

/** Notes a line carrying a shared error's text (lines come in ascending order). */
export function noteSharedError(tallies: SharedErrorTallies, kind: SharedErrorKind, record: number): void {
  let t = tallies.get(kind.text);
  if (!t) tallies.set(kind.text, (t = { kind, records: [] }));
  if (t.records.length < KEPT_PER_KIND) t.records.push(record);
}

const CACHE = new WeakMap<Analysis, { generation: number; findings: number; records: number; result: SharedError[] }>();

/**
 * The shared errors of the analysis, most lines first: per kind, node and episode (lines at most 30 minutes apart),
 * counting the lines of findings not graded benign and unexplained ones (r80a D6, D7: lines the tool itself excused,
 * and two nodes' lines six days apart, had made one).
 */
export function sharedErrorsOf(a: Analysis): SharedError[] {
  const recs = a.index.parsed.records;
  const hit = CACHE.get(a);
  if (hit && hit.generation === a.generation && hit.findings === a.findings.length && hit.records === recs.length) return hit.result;
  const result: SharedError[] = [];
  for (const { kind, records } of a.sharedErrors.values()) {
    const byNode = new Map<string, { records: number[]; rules: Set<string>; last?: number }[]>();
    for (const r of records) {
      const f = a.findingByRecord.get(r);
      if (f?.verdict === 'benign') continue;
      const rec = recs.at(r);
      const node = rec.envelope?.host ?? '';
      let episodes = byNode.get(node);
      if (!episodes) byNode.set(node, (episodes = []));
      let ep = episodes[episodes.length - 1];
      const t = rec.time;
      if (!ep || (t !== undefined && ep.last !== undefined && t - ep.last > EPISODE_GAP_US)) episodes.push((ep = { records: [], rules: new Set() }));
      ep.records.push(r);
      ep.rules.add(f?.entry.id ?? '');
      if (t !== undefined) ep.last = t;
    }
    for (const [node, episodes] of byNode) {
      for (const ep of episodes) {
        if (ep.records.length < SHARED_ERROR_MIN_LINES || ep.rules.size < SHARED_ERROR_MIN_KINDS) continue;
        result.push({ kind, node: node || undefined, records: ep.records, lines: ep.records.length, kinds: ep.rules.size, firstLine: recs.at(ep.records[0]).line });
      }
    }
  }
  result.sort((x, y) => y.lines - x.lines || x.firstLine - y.firstLine);
  CACHE.set(a, { generation: a.generation, findings: a.findings.length, records: recs.length, result });
  return result;
}

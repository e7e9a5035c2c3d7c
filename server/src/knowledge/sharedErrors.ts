// Errors from outside the node that many of its lines carry (the API server's storage timing out, a full disk): a
// reader of a log of fifty different failures needs to hear the one cause they share (r73a 5: `etcdserver: request
// timed out` behind node status, lease, token and volume failures, each graded on its own).
import type { LogRecord } from '../parse/types';

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
  { text: 'too many open files', meaning: 'a process on the node ran out of file descriptors or inotify watches: raise the limits (`fs.inotify.max_user_instances`, `fs.inotify.max_user_watches`, LimitNOFILE)' },
  { text: 'x509: certificate has expired or is not yet valid', meaning: 'a certificate the node uses or checks is out of its validity (expired, or the node\'s clock is off): renew it or fix the clock' },
  { text: 'read-only file system', meaning: 'a file system the node writes to is read-only (mounted so, or remounted read-only after disk errors: see the kernel\'s log)' },
];

/** How many lines, in how many different catalogue entries (unexplained lines being one more), make a cause shared. */
export const SHARED_ERROR_MIN_LINES = 3;
export const SHARED_ERROR_MIN_KINDS = 2;

export interface SharedErrorTally {
  kind: SharedErrorKind;
  lines: number;
  /** 0-based line of the first one. */
  firstLine: number;
  /** The catalogue entries of its lines (`''` for lines no entry explains). */
  rules: Set<string>;
}

/** Which kind the line's text carries, if any (its message, and its error field when the message does not). */
export function sharedErrorOf(rec: LogRecord, errText: string | undefined): SharedErrorKind | undefined {
  for (const kind of SHARED_ERROR_KINDS) {
    if (rec.message.includes(kind.text) || (errText !== undefined && errText !== rec.message && errText.includes(kind.text))) return kind;
  }
  return undefined;
}

/** Counts a line of `rule` (`''`: no entry) carrying a shared error's text. */
export function noteSharedError(tallies: Map<string, SharedErrorTally>, kind: SharedErrorKind, line: number, rule: string): void {
  let t = tallies.get(kind.text);
  if (!t) tallies.set(kind.text, (t = { kind, lines: 0, firstLine: line, rules: new Set() }));
  t.lines++;
  if (line < t.firstLine) t.firstLine = line;
  t.rules.add(rule);
}

/** The tallies that name a cause several kinds of failure share, most lines first. */
export function sharedErrorsOf(tallies: Map<string, SharedErrorTally>): SharedErrorTally[] {
  return [...tallies.values()].filter((t) => t.lines >= SHARED_ERROR_MIN_LINES && t.rules.size >= SHARED_ERROR_MIN_KINDS).sort((a, b) => b.lines - a.lines);
}

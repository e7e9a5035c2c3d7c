// The stable JSON shape of an analysis (CLI `--json`, documented in the README) and its plain-text rendering.
import { nodeNameOfLine, shortId, type Evidence } from './knowledge/evidence';
import { TextTable } from './knowledge/textTable';
import { sharedErrorsOf } from './knowledge/sharedErrors';
import type { Analysis, Finding } from './knowledge/analyze';
import { DIRECTORY_CLEANED_LABEL, msOf, podNode, podTimeline, podDisplayName, segmentDurationUs, type PodTimeline } from './model/timeline';
import { dayClockOfIso, formatDuration, formatIso } from './model/time';
import { podContainerIds, podsInLogOrder, type KubeletStart, type PodInfo } from './model/index';
import type { CatalogueEntry, Verdict } from './knowledge/types';
import { CATALOGUE } from './knowledge/catalogue';
import { adviceForLine, replacesGeneralAdvice } from './knowledge/advice';
import { partOfLine, type JoinedPart } from './joinedLog';
import type { Records } from './parse/types';
import { PRESSURE_ADVICE_LEAD } from './knowledge/detail';

export type DiagnosticSeverityName = 'error' | 'warning' | 'information' | 'hint';

export interface SeverityPolicy {
  benign: DiagnosticSeverityName;
  investigate: DiagnosticSeverityName;
  actionable: DiagnosticSeverityName;
}

export const DEFAULT_SEVERITIES: SeverityPolicy = { benign: 'hint', investigate: 'warning', actionable: 'error' };

export interface JsonEvidence {
  line: number;
  reason: string;
}

export interface JsonDiagnostic {
  line: number;
  /** The line's time (ISO 8601, the node's wall clock), or null when it has none. */
  time: string | null;
  ruleId: string;
  /** The catalogue entry's title. */
  title: string;
  verdict: Verdict;
  severity: DiagnosticSeverityName;
  message: string;
  pod: string | null;
  evidence: JsonEvidence[];
  /** The entry's advice for this line's particular error (its `adviceFor`), given before its general advice; often empty. */
  advice: readonly string[];
  /** What the line itself says of its error, first in the message (a refused pod's predicate, a probe's answer); null when nothing. */
  detail: string | null;
}

export interface JsonPod {
  namespace: string | null;
  name: string | null;
  uid: string | null;
  /** The node (host) its lines come from, when the log names hosts. */
  node: string | null;
  state: string;
  containers: { id: string; name: string | null; kind: 'container' | 'sandbox' }[];
  /** `label`: what the editor's tree calls it (the phase's words, or a segment's own: housekeeping's directory cleanup). */
  phases: { phase: string; label: string; start: string | null; end: string | null; durationMs: number | null; lines: number[] }[];
  /** How many of its lines are in no phase (the editor's "other lines" node). */
  otherLines: number;
  /** The first of those lines (at most OTHER_LINES_SAMPLED), 1-based. */
  otherLineSample: number[];
  summary: string;
}

export interface FileReport {
  file: string;
  encoding: string | null;
  /**
   * A JSON export whose log lines were taken out and analysed (Grafana's JSON download, a Loki API response): what it
   * was and how many lines; line numbers are then those of the lines taken out (`kubelet-log-lens extract`). Null for
   * a log read as it is.
   */
  extractedFrom: { export: string; entries: number; note: string } | null;
  /**
   * The file was compressed (a rotated `kubelet.log.1.gz`) and its decompressed text was analysed: line numbers are
   * that text's. `complete` is false when the data ended early or was damaged (a notice says where). Null otherwise.
   */
  compression: { format: 'gzip'; complete: boolean } | null;
  /**
   * Several files read as one log (`--as-one`), in the order given: each file's line range in it. Lines are the joined
   * log's (`partOfLine` finds a line's file); `file` names them all. Null for one file.
   */
  joinedFrom: JoinedPart[] | null;
  shape: string;
  kubeletVersion: string | null;
  /** Each node's kubelet version, in a log of several nodes that announce theirs (else `{}`). */
  kubeletVersionByNode: Record<string, string>;
  /** The component that wrote the log, when its start-up flags say so (null otherwise). */
  component: { name: string; line: number | null; how: string } | null;
  /** Where the year of klog/journald times came from: the log itself, the user (`--year`), the file's date, or today. */
  yearSource: string;
  /** The year given to the log's times that name none (the first of them: a log over New Year rolls over); null when none did. */
  year: number | null;
  reversed: boolean;
  /** The nodes (hosts) the log's lines name, in the order they first appear (a journal or export of several nodes). */
  nodes: string[];
  /**
   * The host names of `nodes` are one machine renamed while one kubelet process ran (an OpenShift bootstrap node is
   * `localhost.localdomain` first): that process's PID and the names in order; null otherwise.
   */
  hostRenamed: { pid: number; names: string[] } | null;
  lines: number;
  records: number;
  bySeverity: { I: number; W: number; E: number; F: number; none: number };
  bySourceFile: Record<string, number>;
  /** `runs`: the first UNPARSED_RUNS runs of consecutive unparsed lines, as [first, last] line numbers. */
  unparsed: { count: number; first: { line: number; text: string }[]; runs: [number, number][] };
  /** What the reader should know about the file as a whole (an export cut at its line limit, one written on one line). */
  /** `line` is null for what concerns no line (an empty file). */
  notices: { line: number | null; message: string }[];
  kubeletStarts: { line: number; time: string | null; node: string | null; reason: string }[];
  counts: Record<Verdict, number>;
  /**
   * Lines of the catalogue's informational entries (harmless, no finding): per entry, how many, how many logged as W,
   * E or F, and the first line; most alarming first. Empty with `--pod`.
   */
  harmless: { ruleId: string; title: string; lines: number; alarming: number; firstLine: number }[];
  /** Lines logged as E or F that no catalogue entry explains (other Kubernetes components' aside): how many, the first five. */
  unexplained: { count: number; first: number[] };
  /**
   * An error from outside the node's own failures that lines of several kinds carry (etcd timing out behind node
   * status, lease and volume failures), per node and episode, counting lines not graded benign: its text, what it
   * means, the node, how many lines and of how many kinds, the first line. At most five; empty with `--pod`.
   */
  sharedErrors: { text: string; meaning: string; node: string | null; lines: number; kinds: number; firstLine: number }[];
  pods: JsonPod[];
  diagnostics: JsonDiagnostic[];
}

/** `verdict: title — reason`, the one-line message of a diagnostic. */
/** `withPod`: for views that show the message without its line (the Problems view), the pod is named too. */
/** `afterTitle`: what the editor says of the finding's repeats (` ×39 in 13 pods, to line 67`), before its pod. */
export function findingMessage(f: Finding, withPod = false, afterTitle = ''): string {
  return `${f.verdict}: ${f.entry.title}${afterTitle}${withPod && f.pod ? ` (${podDisplayName(f.pod)})` : ''} — ${f.reason}`;
}

/**
 * `findingMessage` once per entry, verdict and reason. The messages of a log of one repeated error are few: building
 * each finding's anew and looking it up whole to share one copy (TextTable) took 0.5 s of 350k findings; a reason is
 * already one shared string (`gradeRecord`), so looking up by it is cheap.
 */
class FindingMessages {
  private readonly byEntry = new Map<CatalogueEntry, Map<string, string>[]>();
  private readonly table = new TextTable();
  private kept = 0;

  of(f: Finding): string {
    let byVerdict = this.byEntry.get(f.entry);
    if (byVerdict === undefined) this.byEntry.set(f.entry, (byVerdict = []));
    const v = VERDICT_RANK[f.verdict];
    const byReason = (byVerdict[v] ??= new Map());
    const have = byReason.get(f.reason);
    if (have !== undefined) return have;
    const message = this.table.intern(findingMessage(f));
    if (this.kept < MESSAGES_KEPT) {
      byReason.set(f.reason, message);
      this.kept++;
    }
    return message;
  }
}

/** Distinct messages FindingMessages keeps (texts naming a line number are mostly unique). */
const MESSAGES_KEPT = 50_000;

function podLabel(pod: PodInfo | undefined): string | null {
  return pod ? podDisplayName(pod) : null;
}

/**
 * The pods `--pod` names: by NS/NAME, name or UID exactly, or by the start of a UID (8 hex digits or more: the report
 * prints an unnamed pod's first 8), or, ending in `*`, every pod whose NS/NAME or name starts with the rest (a
 * Deployment's pods). No other prefix: a name missing from the log must not quietly match another (r59a C04).
 */
export function timelines(a: Analysis, podFilter?: string): PodTimeline[] {
  const pods = podsInLogOrder(a.index);
  if (!podFilter) return pods.map((p) => podTimeline(a.index, p));
  const names = (p: PodInfo) => [podDisplayName(p), p.uid ?? '', p.name ?? p.nameWithoutNamespace ?? ''];
  let chosen = pods.filter((p) => names(p).includes(podFilter));
  if (!chosen.length && podFilter.endsWith('*') && podFilter.length > 1) {
    const start = podFilter.slice(0, -1);
    chosen = pods.filter((p) => [podDisplayName(p), p.name ?? p.nameWithoutNamespace ?? ''].some((n) => n !== '' && n.startsWith(start)));
  } else if (!chosen.length && /^[0-9a-f-]{8,36}$/.test(podFilter)) chosen = pods.filter((p) => p.uid?.startsWith(podFilter));
  return chosen.map((p) => podTimeline(a.index, p));
}

export function buildReport(
  a: Analysis,
  file: string,
  opts: {
    encoding?: string;
    podFilter?: string;
    severities?: SeverityPolicy;
    unparsedSample?: (line: number) => string;
    extractedFrom?: FileReport['extractedFrom'];
    compression?: FileReport['compression'] & { problem: string | null };
    joinedFrom?: JoinedPart[];
    /** What the reader should know about the file as a whole, beyond what its lines tell (a join out of order). */
    fileNotices?: readonly string[];
    /** Files joined out of order were said (fileNotices): a clock going back where they meet is not said again. */
    orderSaid?: boolean;
    /** The file holds no text (no byte, or only a byte-order mark): it has no line, rather than the one empty line an editor shows. */
    noText?: boolean;
  } = {},
): FileReport {
  const parsed = a.index.parsed;
  const sev = opts.severities ?? DEFAULT_SEVERITIES;
  const messages = new FindingMessages();
  // Findings that share their evidence (every line of a kubelet that never registers cites the same lines) share it here.
  const evidenceLists = new Map<readonly Evidence[], JsonDiagnostic['evidence']>();
  const evidenceOf = (list: readonly Evidence[]): JsonDiagnostic['evidence'] => {
    let out = evidenceLists.get(list);
    if (!out) {
      out = list.map((e) => ({ line: e.line + 1, reason: e.reason }));
      if (list.length) {
        // Bounded: lists shared are shared by findings near each other.
        if (evidenceLists.size >= 1000) evidenceLists.clear();
        evidenceLists.set(list, out);
      }
    }
    return out;
  };
  let sevI = 0;
  let sevW = 0;
  let sevE = 0;
  let sevF = 0;
  let sevNone = 0;
  // Source files in the order they are first seen, with a count each: a map to a slot, not a record keyed by the
  // file's name (a keyed access by a string made afresh is a lookup in V8's string table, twice a line).
  const fileSlots = new Map<string, number>();
  const fileCounts: number[] = [];
  const unparsedFirst: { line: number; text: string }[] = [];
  const unparsedRuns: [number, number][] = [];
  let unparsed = 0;
  const nodes = new Set<string>();
  const hostSpans = new Map<string, HostSpan>();
  let span: HostSpan | undefined;
  let lastHost: string | undefined;
  // One moving view: nothing here keeps a record (a view per line was a tenth of what the report allocated).
  const cursor = parsed.records.cursor?.() ?? parsed.records;
  for (let i = 0; i < parsed.records.length; i++) {
    const r = cursor.at(i);
    const host = r.envelope?.host;
    if (host !== undefined) {
      // Each host's span of lines (what else hostRenamed needs is read only when the spans follow one another).
      if (host !== lastHost) {
        span = hostSpans.get(host);
        if (!span) hostSpans.set(host, (span = { first: i, last: i }));
        nodes.add(host);
        lastHost = host;
      }
      span!.last = i;
    }
    if (r.kind === 'unparsed') {
      unparsed++;
      if (unparsedFirst.length < 5) unparsedFirst.push({ line: r.line + 1, text: (opts.unparsedSample?.(r.line) ?? r.message).slice(0, 300) });
      // Where they lie, in runs of consecutive lines (a shell trace before the kubelet's first line is one run).
      const run = unparsedRuns[unparsedRuns.length - 1];
      if (run && run[1] === r.line) run[1] = r.line + 1;
      else if (unparsedRuns.length < UNPARSED_RUNS) unparsedRuns.push([r.line + 1, r.line + 1]);
      continue;
    }
    if (r.kind !== 'log') continue;
    const severity = r.severity;
    if (severity === 'I') sevI++;
    else if (severity === 'W') sevW++;
    else if (severity === 'E') sevE++;
    else if (severity === 'F') sevF++;
    else sevNone++;
    const file = r.file;
    if (file) {
      const slot = fileSlots.get(file);
      if (slot === undefined) {
        fileSlots.set(file, fileCounts.length);
        fileCounts.push(1);
      } else fileCounts[slot]++;
    }
  }
  const bySeverity = { I: sevI, W: sevW, E: sevE, F: sevF, none: sevNone };
  // The record counted into one line at a time gave these keys in this order. The first line of each file is counted
  // as it was, so that a name the record inherits (`toString`) comes out as before; the rest take their count at once.
  const bySourceFile: Record<string, number> = {};
  for (const [file, slot] of fileSlots) {
    const n = fileCounts[slot];
    bySourceFile[file] = (bySourceFile[file] ?? 0) + 1;
    if (typeof bySourceFile[file] === 'number' && Object.hasOwn(bySourceFile, file)) bySourceFile[file] = n;
    else for (let k = 1; k < n; k++) bySourceFile[file] = (bySourceFile[file] ?? 0) + 1;
  }
  const recs = parsed.records;
  // Line numbers of every pod's lines, read through one moving view (a view per line was the report's largest garbage).
  const lineCursor = recs.cursor?.() ?? recs;
  const lineOf = (r: number) => lineCursor.at(r).line + 1;
  const timeOf = (r: number) => {
    const t = lineCursor.at(r).time;
    return t !== undefined ? formatIso(t) : null;
  };
  const sortedFiles = Object.fromEntries(Object.entries(bySourceFile).sort((x, y) => y[1] - x[1]));
  const tls = timelines(a, opts.podFilter);
  const podSet = opts.podFilter ? new Set(tls.map((t) => t.pod)) : undefined;
  const findings = podSet ? a.findings.filter((f) => f.pod && podSet.has(f.pod)) : a.findings;
  // Counted over the findings reported: with a pod filter, that pod's.
  const counts = podSet ? { benign: 0, investigate: 0, actionable: 0 } : { ...a.counts };
  if (podSet) for (const f of findings) counts[f.verdict]++;
  return {
    file,
    encoding: opts.encoding ?? null,
    extractedFrom: opts.extractedFrom ?? null,
    compression: opts.compression ? { format: opts.compression.format, complete: opts.compression.complete } : null,
    joinedFrom: opts.joinedFrom ?? null,
    shape: parsed.shape,
    kubeletVersion: parsed.kubeletVersion?.version ?? null,
    kubeletVersionByNode: Object.fromEntries([...(parsed.kubeletVersionByHost ?? [])].map(([host, v]) => [host, v.version])),
    component: parsed.component
      ? { name: parsed.component.name, line: parsed.component.record >= 0 ? recs.at(parsed.component.record).line + 1 : null, how: parsed.component.how }
      : null,
    yearSource: parsed.yearSource,
    year: parsed.baseYear ?? null,
    reversed: parsed.reversed,
    nodes: [...nodes],
    hostRenamed: hostRenamed(parsed.records, hostSpans, a.index.kubeletStarts),
    lines: opts.noText ? 0 : parsed.lineCount,
    records: opts.noText ? 0 : recs.length,
    bySeverity,
    bySourceFile: sortedFiles,
    unparsed: { count: unparsed, first: unparsedFirst, runs: unparsedRuns },
    notices: [
      ...(opts.compression?.problem ? [{ line: null, message: opts.compression.problem }] : []),
      ...(opts.fileNotices ?? []).map((message) => ({ line: null, message })),
      ...(opts.noText
        ? [{ line: null, message: 'the file is empty: there is nothing to analyse (was the log collected from the right unit, node and time range?)' }]
        : [
            ...parsed.notices.filter((n) => !(opts.orderSaid && n.clockStep)).map((n) => ({ line: n.line + 1, message: n.message })),
            // Text of no shape this tool reads (`-- No entries --` of a wrong unit, an nginx log): nothing was analysed,
            // which a CI gate must not take for a clean log.
            ...(logRecords(bySeverity) === 0
              ? [{ line: null, message: 'no log line here is of a shape this tool reads (klog, journald, JSON, a collector\'s export): nothing was analysed (was the log collected from the right unit, node and time range?)' }]
              : []),
          ]),
    ],
    kubeletStarts: a.index.kubeletStarts.map((s) => ({
      line: recs.at(s.record).line + 1,
      time: s.time !== undefined ? formatIso(s.time) : null,
      node: s.host ?? null,
      reason: s.reason,
    })),
    counts,
    harmless: podSet
      ? []
      : [...a.informationalTally]
          .map(([e, t]) => ({ ruleId: e.id, title: e.title, lines: t.lines, alarming: t.alarming, firstLine: t.firstLine + 1 }))
          .sort((x, y) => y.alarming - x.alarming || y.lines - x.lines || x.firstLine - y.firstLine),
    unexplained: podSet ? { count: 0, first: [] } : { count: a.unexplained.count, first: a.unexplained.first.map((l) => l + 1) },
    sharedErrors: podSet ? [] : sharedErrorsOf(a).slice(0, 5).map((t) => ({ text: t.kind.text, meaning: t.kind.meaning, node: t.node ?? null, lines: t.lines, kinds: t.kinds, firstLine: t.firstLine + 1 })),
    pods: tls.map((t) => ({
      namespace: t.pod.namespace ?? null,
      // A name a line gave without a namespace (namespace null) for a pod known by its UID.
      name: t.pod.name ?? t.pod.nameWithoutNamespace ?? null,
      uid: t.pod.uid ?? null,
      node: podNode(a.index, t.pod) ?? null,
      state: t.state,
      containers: podContainerIds(a.index, t.pod).map((id) => {
        const c = a.index.containers.get(id);
        return { id, name: c?.name ?? null, kind: c?.kind ?? 'container' };
      }),
      phases: t.phases.map((s) => ({
        phase: s.phase,
        label: s.label,
        start: s.start !== undefined ? formatIso(s.start) : null,
        end: s.end !== undefined ? formatIso(s.end) : null,
        durationMs: msOf(segmentDurationUs(s)) ?? null,
        lines: s.records.map(lineOf),
      })),
      otherLines: t.pod.phases.reduce((n, ph) => (ph ? n : n + 1), 0),
      otherLineSample: otherLineSample(t.pod, lineOf),
      summary: t.summary,
    })),
    diagnostics: findings.map((f) => ({
      line: f.line + 1,
      time: timeOf(f.record),
      ruleId: f.entry.id,
      title: f.entry.title,
      verdict: f.verdict,
      severity: sev[f.verdict],
      message: messages.of(f),
      pod: podLabel(f.pod),
      evidence: evidenceOf(f.evidence),
      // Read with the line when it was graded; a finding made elsewhere (none so far) reads it now.
      advice: f.advice ?? (f.entry.adviceFor?.length ? adviceForLine(f.entry, recs.at(f.record)) : NO_ADVICE),
      // The container a NotFound is about, where the line's text leads with nothing else (r64a C7).
      // A sandbox's ID is said as one (r68a 19: `PodSandboxStatus … NotFound` read "container <id>").
      detail: f.lead || (f.id ? `${a.index.containers.get(f.id)?.kind === 'sandbox' || f.entry.id.includes('sandbox') ? 'sandbox' : 'container'} ${shortId(f.id)}` : null),
    })),
  };
}

// A Go duration (`10s`, `1m20s`, `5m0s`, `1h2m3.5s`): one number to the grouping, whatever its units, so a back-off
// that grows from 40s to 1m20s stays one group.
const GO_DURATION = /\b\d{1,9}(?:\.\d{1,9})?(?:h|ms|m|s)(?:\d{1,9}(?:\.\d{1,9})?(?:ms|m|s)){0,3}\b/g;

// Container and sandbox IDs (12 to 64 hex digits): findings alike but for the container they name are one group.
const HEX_ID = /\b[0-9a-f]{12,64}\b/g;
// A number with its ordinal or unit (`181st`, `29 min 30 s`, `0.03 s`): one blank, whatever its shape.
const NUMBER = /\d+(?:\.\d+)?(?:st|nd|rd|th)?(?: (?:ms|s|min|h|d)\b(?: \d+(?:\.\d+)? (?:ms|s|min|h)\b)?)?/g;

/**
 * Findings told alike: same rule and verdict, and the same message once its numbers (times, counts, lines) are set
 * aside, whatever the pod. A crash loop or a missing CNI logs the same finding hundreds of times, and 188 pods refused
 * at admission in half a minute are one story.
 */
/** How a persisting series' evidence names its first line (the escalation `persisting`). */
const SERIES_FIRST = 'the first of this series';
/** How a persisting probe's evidence names its first failure (the escalation `persisting`, for a probe). */
const PROBE_SERIES_FIRST = 'this probe of this container failed ';

/** Whether a finding's first evidence is the first line of its persisting series (of an error, or of a probe's failures). */
export function opensSeries(reason: string): boolean {
  return reason.startsWith(SERIES_FIRST) || reason.startsWith(PROBE_SERIES_FIRST);
}
/** The pointer a repeat's reason ends with to the line it repeats: the first line's own reason has none. */
export const SEE_LINE = /; see line \d+$/;

/**
 * A series of one error is one group, however its lines' messages read (the first says how long it lasted, the next
 * "see line N", the later ones their place: r51a A2); other findings are alike by their messages, numbers blanked.
 */
function likeKey(d: JsonDiagnostic): string {
  const first = d.evidence[0];
  if (first && opensSeries(first.reason)) return `${d.ruleId}\u0000${d.verdict}\u0000series@${first.line}\u0000${d.pod ?? ''}`;
  return `${d.ruleId}\u0000${d.verdict}\u0000${withNumbersBlanked(d.message.replace(SEE_LINE, ''))}`;
}

/** A text with its IDs, Go durations and numbers (with their ordinals and units) blanked: what findings alike share. */
export function withNumbersBlanked(text: string): string {
  return text.replace(HEX_ID, '#').replace(GO_DURATION, '#').replace(NUMBER, '#');
}

const VERDICT_RANK: Record<string, number> = { actionable: 0, investigate: 1, benign: 2 };

/**
 * The findings in groups of like ones (all of them single when `every`): the gravest verdict first, then in the
 * order of each group's first line.
 */
export function groupFindings(diagnostics: readonly JsonDiagnostic[], every = false): JsonDiagnostic[][] {
  let groups: JsonDiagnostic[][];
  if (every) groups = diagnostics.map((d) => [d]);
  else {
    const byKey = new Map<string, JsonDiagnostic[]>();
    // A message is one shared string for all the findings that have it (FindingMessages): its key is worked out once.
    const keys = new Map<string, Map<string, string>>();
    for (const d of diagnostics) {
      let byMessage = keys.get(d.ruleId);
      if (byMessage === undefined) keys.set(d.ruleId, (byMessage = new Map()));
      let key = byMessage.get(d.message);
      if (key === undefined) {
        key = likeKey(d);
        if (byMessage.size < MESSAGES_KEPT) byMessage.set(d.message, key);
      }
      const g = byKey.get(key);
      if (g) g.push(d);
      else byKey.set(key, [d]);
    }
    groups = [...byKey.values()];
  }
  return groups.sort((a, b) => VERDICT_RANK[a[0].verdict] - VERDICT_RANK[b[0].verdict] || a[0].line - b[0].line);
}

const MORE_LINES_SHOWN = 12;
/** How many of a pod's lines in no phase the report names (the editor's tree lists them all). */
const OTHER_LINES_SAMPLED = 12;

function otherLineSample(pod: PodInfo, lineOf: (r: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pod.records.length && out.length < OTHER_LINES_SAMPLED; i++) if (!pod.phases[i]) out.push(lineOf(pod.records[i]));
  return out;
}

/** Runs of a container (a start, then an exit) in a row that the text report folds into one line. */
const MIN_RUNS_FOLDED = 3;

/** How many start-then-exit pairs follow one another from phase i (0 when phase i is not a start followed by an exit). */
function runsAt(phases: readonly JsonPod['phases'][number][], i: number): number {
  let n = 0;
  while (phases[i + 2 * n]?.phase === 'containers-started' && phases[i + 2 * n + 1]?.phase === 'container-exited') n++;
  return n;
}

/** From a start's first line to the exit's first line, in ms, when both have a time. */
function phaseGapMs(started: JsonPod['phases'][number], exited: JsonPod['phases'][number]): number | null {
  if (!started.start || !exited.start) return null;
  const ms = Date.parse(`${exited.start.slice(0, 23)}Z`) - Date.parse(`${started.start.slice(0, 23)}Z`);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** `1 line`, `2 lines`. */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Where a host's lines lie in the log: its first record and its last. */
interface HostSpan {
  first: number;
  last: number;
}

/**
 * Several host names that follow one another, each taking over where the last stopped, with one process writing klog
 * lines under all of them: one machine renamed while its kubelet ran (r64a W8: an OpenShift node read as three nodes).
 * Two machines' journals one after the other would step back in time at the seam, or have no process in common.
 */
function hostRenamed(records: Records, spans: Map<string, HostSpan>, starts: readonly KubeletStart[]): FileReport['hostRenamed'] {
  if (spans.size < 2 || spans.size > 16) return null;
  const ordered = [...spans.entries()].sort((a, b) => a[1].first - b[1].first);
  for (let k = 1; k < ordered.length; k++) {
    const [before, after] = [ordered[k - 1][1], ordered[k][1]];
    if (after.first <= before.last) return null;
    const [end, start] = [records.at(before.last).time, records.at(after.first).time];
    if (end === undefined || start === undefined || start < end - 1e6) return null;
    // A kubelet that logs its own start under the next name is a new process, another machine's (r66a h06).
    if (starts.some((s) => s.host === ordered[k][0] && s.record >= after.first && s.record <= after.last)) return null;
  }
  // The processes that wrote klog lines under each name, and the nodes their lines name (`node="…"`, the node in a
  // status or lease call's error): read now, the
  // spans following one another being rare. A kubelet's node name is fixed for its process's life: two names are two
  // kubelets that happen to share a PID (r66a h01, h07).
  const seen = ordered.map(([, sp]) => {
    const pids = new Set<number>();
    const nodes = new Set<string>();
    for (let i = sp.first; i <= sp.last; i++) {
      const r = records.at(i);
      const pid = r.envelope?.pid;
      if (pid === undefined || (r.style !== 'structured' && r.style !== 'printf' && r.style !== 'json')) continue;
      pids.add(pid);
      const node = nodeNameOfLine(r);
      if (node) nodes.add(node);
    }
    return { pids, nodes };
  });
  for (let k = 1; k < seen.length; k++) {
    const [a, b] = [seen[k - 1].nodes, seen[k].nodes];
    if (a.size && b.size && ![...a].some((n) => b.has(n))) return null;
  }
  for (const pid of seen[0].pids) if (seen.every((x) => x.pids.has(pid))) return { pid, names: ordered.map(([h]) => h) };
  return null;
}

/** A refusal's detail without the advice detail.ts appends to a node-pressure refusal. */
function beforeAdvice(detail: string): string {
  const at = detail.indexOf(PRESSURE_ADVICE_LEAD);
  return at < 0 ? detail : detail.slice(0, at);
}

/** How much of a group's detail its line in the header says. */
const HEADER_DETAIL_CHARS = 100;

/** Pods the text report names in another component's log. */
const OTHER_COMPONENT_PODS = 12;

/** Runs of unparsed lines the report locates, and unparsed lines its header quotes when there are more. */
const UNPARSED_RUNS = 6;
const UNPARSED_SHOWN = 2;

/** Groups to act on or look at that the report's header names, one line each. */
const TOP_GROUPS = 6;

/** A finding's title, from its message (`actionable: Title — detail`). */
function titleOf(message: string): string {
  const colon = message.indexOf(': ');
  const dash = message.indexOf(' — ', colon + 2);
  return message.slice(colon + 2, dash < 0 ? undefined : dash);
}

/** Log records, of any severity (meta lines and unparsed ones are not). */
export function logRecords(bySeverity: FileReport['bySeverity']): number {
  return bySeverity.I + bySeverity.W + bySeverity.E + bySeverity.F + (bySeverity.none ?? 0);
}

/** The advice of a finding whose entry has none for particular errors: one shared empty list. */
const NO_ADVICE: string[] = [];

const WHAT_TO_CHECK = new Map(CATALOGUE.map((e) => [e.id, e.whenNotBenign]));
const CATALOGUE_BY_ID = new Map(CATALOGUE.map((e) => [e.id, e]));

/**
 * The reasons (a finding's words after its title, numbers and times aside) that two groups or more to act on or look
 * at share, most lines first: at most three.
 */
/** How the analysis words an investigate verdict (knowledge/analyze.ts): with no note of its own, or with one. */
const NO_EVIDENCE = 'no evidence in this log that it is harmless';
const NOTHING_SHOWS = 'nothing in this log shows it harmless: ';
/** A shared cause is said whole up to this length: the cause is often named late (a registration refused, and why). */
const SHARED_CAUSE_CHARS = 320;

/** `text` cut to at most `max` characters at a word's end, with an ellipsis (detail.ts's `shortened` cuts anywhere). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, space > max / 2 ? space : max - 1)}…`;
}

function sharedCauses(groups: readonly JsonDiagnostic[][]): { reason: string; groups: number; lines: number }[] {
  const byReason = new Map<string, { reason: string; groups: number; lines: number }>();
  for (const g of groups) {
    const m = g[0].message;
    const at = m.indexOf(' — ');
    if (at < 0) continue;
    // An investigate verdict's "no evidence" names no cause (r64a W5); its note of what the log does show may.
    const said = m.slice(at + 3).replace(/; see lines? [\d, –-]+$/, '');
    if (said.startsWith(NO_EVIDENCE)) continue;
    const reason = said.startsWith(NOTHING_SHOWS) ? said.slice(NOTHING_SHOWS.length).replace(/ \(looked for [^()]*\)$/, '') : said;
    const key = reason.replace(/\d+(?:\.\d+)?/g, '#');
    const e = byReason.get(key);
    if (e) {
      e.groups++;
      e.lines += g.length;
    } else byReason.set(key, { reason: cutAtWord(reason, SHARED_CAUSE_CHARS), groups: 1, lines: g.length });
  }
  return [...byReason.values()].filter((e) => e.groups > 1).sort((a, b) => b.lines - a.lines).slice(0, 3);
}

/** `7892 actionable in 6 groups, 506 to investigate in 12 groups, 8 benign`: lines, and the groups the report lists. */
function verdictSummary(rep: FileReport, groups: readonly JsonDiagnostic[][]): string {
  const byVerdict = { actionable: 0, investigate: 0, benign: 0 } as Record<string, number>;
  for (const g of groups) byVerdict[g[0].verdict]++;
  const c = rep.counts;
  const part = (n: number, what: string, v: string) => `${n} ${what}${n > byVerdict[v] && byVerdict[v] > 0 ? ` in ${byVerdict[v]} group${byVerdict[v] > 1 ? 's' : ''}` : ''}`;
  return `${part(c.actionable, 'actionable', 'actionable')}, ${part(c.investigate, 'to investigate', 'investigate')}, ${part(c.benign, 'benign', 'benign')}`;
}

/**
 * A phase as the text report names it: its id, except `running` (kept in the JSON for compatibility), which names the
 * pod worker's syncs, status updates and probes, and these begin while the pod is still Pending.
 */
function textPhaseName(phase: string): string {
  return phase === 'running' ? 'syncing' : phase;
}

/** Human-readable rendering of a report, for terminals and CI logs; `every`: one entry per finding, none grouped. */
export function renderText(rep: FileReport, every = false, userEntries: readonly CatalogueEntry[] = []): string {
  // A workspace rule's own words, for its findings (it may override a built-in entry by id).
  const whatToCheck = (id: string) => userEntries.find((e) => e.id === id)?.whenNotBenign || WHAT_TO_CHECK.get(id);
  const out: string[] = [];
  // Standard input is `-` on the command line and in JSON; said in words at the head of a report (r64a C6).
  out.push(rep.file === '-' ? '(standard input)' : rep.file);
  const byNode = Object.entries(rep.kubeletVersionByNode);
  const kubelet = byNode.length ? byNode.map(([node, v]) => `${v} on ${node}`).join(', ') : (rep.kubeletVersion ?? 'version not in the log');
  // Another component's log says so first, and has no kubelet version to miss (r64a U8).
  const other = rep.component && rep.component.name !== 'kubelet' ? rep.component : undefined;
  if (other) {
    const where = other.line !== null ? `, line ${other.line}` : '';
    out.push(`  component: ${other.name} (${other.how}${where}): not a kubelet log; the kubelet's known errors do not apply to it`);
  }
  out.push(`  shape: ${rep.shape}${rep.reversed ? ' (newest first)' : ''}   encoding: ${rep.encoding ?? 'text'}${rep.compression ? ` (${rep.compression.format}${rep.compression.complete ? '' : ', cut short'})` : ''}${other && !rep.kubeletVersion ? '' : `   kubelet: ${kubelet}`}`);
  if (rep.extractedFrom) out.push(`  read from: ${rep.extractedFrom.note}`);
  if (rep.joinedFrom) {
    const span = (p: JoinedPart) => (p.lines === 0 ? 'empty' : `L${p.firstLine}${p.lines > 1 ? `–${p.firstLine + p.lines - 1}` : ''}`);
    const ranges = rep.joinedFrom.map((p) => `${p.file}${p.compression ? ' (gzip)' : ''} ${span(p)}`);
    out.push(`  read as one log, in this order: ${ranges.join(', ')}`);
  }
  // A line of a joined log, with the file and line it came from.
  const ref = (line: number) => {
    const part = rep.joinedFrom ? partOfLine(rep.joinedFrom, line) : undefined;
    return part ? `L${line} (${part.file}:${line - part.firstLine + 1})` : `L${line}`;
  };
  // klog writes no year: where the report's took it from.
  const year =
    rep.yearSource === 'log'
      ? 'year: from the log'
      : rep.yearSource === 'given'
        ? `year: ${rep.year ?? '?'}, given (--year)${rep.reversed ? ', the year of L1, the newest line' : ''}`
        : `year: ${rep.year !== null ? `${rep.year}, ` : ''}${rep.yearSource === 'file-date' ? "the file's date" : 'this year'} (the log names none; --year sets it)`;
  out.push(`  lines: ${rep.lines}   records: ${rep.records}   unparsed: ${rep.unparsed.count}   ${year}`);
  const s = rep.bySeverity;
  out.push(`  severity: I ${s.I} · W ${s.W} · E ${s.E} · F ${s.F}${s.none ? ` · none ${s.none}` : ''}`);
  const files = Object.entries(rep.bySourceFile);
  if (files.length) {
    const top = files.slice(0, 8).map(([f, n]) => `${f} ${n}`).join(', ');
    out.push(`  source files: ${top}${files.length > 8 ? `, … (${files.length} in all)` : ''}`);
  }
  // Notes first: a file cut short, rotated files out of order, a wrapped paste change how the findings read (r57a U10).
  for (const n of rep.notices) out.push(`  note${n.line === null ? '' : ` ${ref(n.line)}`}: ${n.message}`);
  const groups = groupFindings(rep.diagnostics, every);
  out.push(`  findings: ${verdictSummary(rep, groups)}${groups.length ? ' (details below the pods)' : ''}`);
  // The top says what matters: what to act on or look at, a line per group (each is told after the pods, nearest the
  // prompt).
  const grave = groups.filter((g) => g[0].verdict !== 'benign');
  // A cause several groups share (one refused identity behind list, lease, registration and event failures) is said
  // once, before them (r57a U1: fifteen groups of one log each repeated it).
  for (const shared of sharedCauses(grave)) out.push(`    shared cause of ${shared.groups} groups (${shared.lines} lines): ${shared.reason}`);
  // An error from outside the node that lines of several kinds carry: said once, as their likely common cause (r73a 5).
  for (const e of rep.sharedErrors.slice(0, 3)) out.push(`    shared error in ${e.lines} lines of ${e.kinds} kinds${e.node && rep.nodes.length > 1 ? ` on ${e.node}` : ''} (first ${ref(e.firstLine)}): \`${e.text}\` — ${e.meaning}`);
  for (const g of grave.slice(0, TOP_GROUPS)) {
    const d = g[0];
    // The container, when the finding names one: two containers of a pod crash-looping are two groups (r27a 35).
    const container = / — container ([^,:\s]{1,63})[,:]/.exec(d.message)?.[1];
    // What identifies the problem, when the line says it: the call and the runtime's answer, the predicate (r64a U5).
    // A group whose lines say different things (a 500 and a 503) says its first line's, as such (r66a h08).
    const differs = d.detail !== null && g.some((x) => x.detail !== d.detail);
    const detail = d.detail ? ` — ${cutAtWord(beforeAdvice(d.detail), HEADER_DETAIL_CHARS)}${differs ? ' (its first line; the others differ)' : ''}` : '';
    // A group of several pods (188 refused at admission) says so, not as if it were its first pod's.
    const pods = new Set(g.map((x) => x.pod).filter((p) => p !== null)).size;
    const count = g.length > 1 ? ` (×${g.length}${pods > 1 ? ` in ${pods} pods` : ''})` : '';
    const pod = d.pod ? `, ${d.pod}${pods > 1 ? ' and others' : ''}` : '';
    out.push(`    ${d.verdict === 'actionable' ? 'actionable ' : 'investigate'} ${ref(d.line)}${count} ${titleOf(d.message)}${container ? (titleOf(d.message).endsWith(')') ? `, container ${container}` : ` (container ${container})`) : ''}${pod}${detail}`);
  }
  if (grave.length > TOP_GROUPS) out.push(`    … and ${grave.length - TOP_GROUPS} more groups to act on or look at`);
  // Harmless lines that alarm (logged as W, E or F) but are no finding: named, so that a reader counting errors sees them checked.
  const alarming = rep.harmless.filter((h) => h.alarming > 0);
  if (alarming.length) {
    const named = alarming.slice(0, 4).map((h) => `${h.title} ×${h.alarming} (first ${ref(h.firstLine)})`);
    out.push(`  harmless, not listed: ${named.join('; ')}${alarming.length > 4 ? `; … (${alarming.length} kinds)` : ''}`);
  }
  // Error lines the catalogue does not know: "no findings" must not read as "nothing wrong" (r40a 3).
  if (rep.unexplained.count) {
    out.push(`  not explained: ${rep.unexplained.count} line${rep.unexplained.count === 1 ? '' : 's'} logged as E or F match${rep.unexplained.count === 1 ? 'es' : ''} no catalogue entry (${rep.unexplained.first.map(ref).join(', ')}${rep.unexplained.count > rep.unexplained.first.length ? ', …' : ''}): read ${rep.unexplained.count === 1 ? 'it' : 'them'} yourself`);
  }
  // Where the unparsed lines are, then a few of them: a shell trace of hundreds of lines must not fill the first
  // screen (r64a U7).
  const unparsedShown = rep.unparsed.count > rep.unparsed.first.length ? rep.unparsed.first.slice(0, UNPARSED_SHOWN) : rep.unparsed.first;
  if (unparsedShown.length < rep.unparsed.count) {
    const runs = rep.unparsed.runs.map(([a, b]) => (a === b ? ref(a) : `${ref(a)}–${b}`));
    const all = rep.unparsed.runs.reduce((n, [a, b]) => n + b - a + 1, 0);
    out.push(`  unparsed: ${rep.unparsed.count} lines read as no log line, at ${runs.join(', ')}${all < rep.unparsed.count ? ', …' : ''}; the first ${unparsedShown.length}:`);
  }
  for (const u of unparsedShown) out.push(`  unparsed ${ref(u.line)}: ${u.text}`);
  // A log of several nodes says which node each kubelet start and each pod is on.
  const severalNodes = rep.nodes.length > 1 && !rep.hostRenamed;
  if (rep.hostRenamed) out.push(`  host renamed while one kubelet ran (pid ${rep.hostRenamed.pid}): ${rep.hostRenamed.names.join(' → ')}`);
  if (severalNodes) out.push(`  nodes: ${rep.nodes.length > 8 ? `${rep.nodes.slice(0, 8).join(', ')}, … (${rep.nodes.length} in all)` : rep.nodes.join(', ')}`);
  // A start is said with its day, as every time of a report over several days is; the header says the year.
  for (const k of rep.kubeletStarts) {
    out.push(`  kubelet start ${ref(k.line)}${k.time ? ` ${dayClockOfIso(k.time)}` : ''}${severalNodes && k.node ? ` on ${k.node}` : ''}: ${k.reason}`);
  }
  out.push('');
  out.push(`Pods (${rep.pods.length})`);
  // Another component's log names pods, but its lines are no pod's lifecycle on a node: the pods are named, not told
  // one by one as a kubelet's are (r64a U8: 165 entries of "no lifecycle marker" in a descheduler's log).
  const otherComponent = rep.component && rep.component.name !== 'kubelet' ? rep.component.name : undefined;
  if (otherComponent && !every && rep.pods.length > 0) {
    const named = rep.pods.slice(0, OTHER_COMPONENT_PODS).map((p) => `${p.name ? `${p.namespace ?? '?'}/${p.name}` : (p.uid ?? '?').slice(0, 8)} (${plural(p.phases.reduce((n, ph) => n + ph.lines.length, 0) + p.otherLines, 'line')})`);
    out.push(`  named in this ${otherComponent} log, which tells no pod's life on a node (--every lists each): ${named.join(', ')}${rep.pods.length > OTHER_COMPONENT_PODS ? ', …' : ''}`);
  }
  // Pods refused at admission have one short story each; many of them (a controller re-creating pods on a node that
  // refuses them) are listed together unless every pod is asked for.
  const rejected = every ? [] : rep.pods.filter((p) => p.state === 'rejected');
  const listed = rejected.length > 3 ? rep.pods.filter((p) => p.state !== 'rejected') : rep.pods;
  // A log over several days shows the date of each phase (times alone would not tell which day they are on), written
  // as the pods' summaries write theirs (r64a U7: `04-20 00:55:27.412` beside `Apr 20 18:46:59.686`).
  const days = new Set<string>();
  for (const p of rep.pods) for (const ph of p.phases) for (const t of [ph.start, ph.end]) if (t) days.add(t.slice(0, 10));
  const clock = days.size > 1 ? dayClockOfIso : (iso: string) => iso.slice(11, 23);
  // A static pod (its UID is its manifest's 32-hex hash) and the API's mirror of it share a name: each says which it is.
  const staticUid = (uid: string | null) => uid !== null && /^[0-9a-f]{32}$/.test(uid);
  // Pods known by UID alone share no name: none is another's mirror.
  const staticNames = new Set(listed.filter((p) => staticUid(p.uid) && p.name).map((p) => `${p.namespace}/${p.name}`));
  for (const p of otherComponent && !every ? [] : listed) {
    const label = p.name ? `${p.namespace ?? '?'}/${p.name}` : `unknown pod (${(p.uid ?? '?').slice(0, 8)})`;
    const kind = staticUid(p.uid) ? '  (static pod)' : p.uid && p.name && staticNames.has(`${p.namespace}/${p.name}`) ? '  (mirror pod)' : '';
    out.push(`  ${label}${p.uid ? `  uid ${p.uid}` : ''}${kind}${severalNodes && p.node ? `  on ${p.node}` : ''}  [${p.state}]`);
    out.push(`    ${p.summary}`);
    const row = (name: string, start: string | null, end: string | null, durationMs: number | null, lines: number[], note = '') => {
      // One time when both ends print alike (r57a C1).
      // The end's day only when it is another day than the start's.
      const endClock = (iso: string) => (start && iso.slice(0, 10) === start.slice(0, 10) ? iso.slice(11, 23) : clock(iso));
      const t = start ? `${clock(start)}${end && clock(end) !== clock(start) ? ` → ${endClock(end)}` : ''}` : 'no time';
      const d = durationMs !== null && durationMs > 0 ? `  (${formatDuration(durationMs * 1000)})` : '';
      const shown = lines.length > 6 ? `${lines.slice(0, 6).join(',')},… (${lines.length})` : lines.join(',');
      out.push(`    ${name.padEnd(19)} ${t}${d}${note}  L${shown}`);
    };
    for (let i = 0; i < p.phases.length; i++) {
      // A crash loop's runs, a start then an exit over and over, are one row (--every lists each).
      const runs = every ? 0 : runsAt(p.phases, i);
      if (runs >= MIN_RUNS_FOLDED) {
        const first = p.phases[i];
        const last = p.phases[i + 2 * runs - 1];
        const lasted = [];
        for (let k = 0; k < runs; k++) lasted.push(phaseGapMs(p.phases[i + 2 * k], p.phases[i + 2 * k + 1]));
        const known = lasted.filter((x): x is number => x !== null);
        const span = known.length ? `, each ran ${formatDuration(Math.min(...known) * 1000)}${Math.max(...known) > Math.min(...known) ? `–${formatDuration(Math.max(...known) * 1000)}` : ''}` : '';
        const lines = p.phases.slice(i, i + 2 * runs).flatMap((ph) => ph.lines);
        row('runs', first.start, last.end ?? last.start, null, lines, `  ×${runs}${span}`);
        i += 2 * runs - 1;
        continue;
      }
      const ph = p.phases[i];
      row(ph.label === DIRECTORY_CLEANED_LABEL ? 'directory-cleaned' : textPhaseName(ph.phase), ph.start, ph.end, ph.durationMs, ph.lines);
    }
    // A few pods (one asked for with --pod): their lines in no phase too, so that each of the pod's lines is named.
    if (listed.length <= 3 && p.otherLines > 0) {
      const more = p.otherLines > p.otherLineSample.length ? `,… (${p.otherLines})` : '';
      out.push(`    ${'other lines'.padEnd(19)} L${p.otherLineSample.join(',')}${more}`);
    }
  }
  if (listed.length < rep.pods.length) {
    const first = (p: JsonPod) => p.phases.find((ph) => ph.phase === 'admission-rejected');
    const times = rejected.map((p) => first(p)?.start).filter((t): t is string => !!t).sort();
    const span = times.length ? ` from ${times[0].slice(11, 23)} to ${times[times.length - 1].slice(11, 23)}` : '';
    const names = rejected.slice(0, 8).map((p) => (p.name ? `${p.namespace}/${p.name}` : (p.uid ?? '?').slice(0, 8)));
    out.push(`  ${rejected.length} pods rejected at admission${span} (--every shows each): ${names.join(', ')}${rejected.length > 8 ? ', …' : ''}`);
  }
  out.push('');
  const c = rep.counts;
  out.push(`Findings: ${c.actionable} actionable, ${c.investigate} to investigate, ${c.benign} benign`);
  for (const group of groups) {
    const d = group[0];
    out.push(`  ${ref(d.line)} ${d.verdict.toUpperCase()} [${d.ruleId}]${d.pod ? ` ${d.pod}` : ''}`);
    out.push(`    ${d.message}`);
    // In line order, as the hover lists them; the line the verdict already quotes is named, not said again (r57a U2).
    for (const e of [...d.evidence].sort((x, y) => (rep.reversed ? y.line - x.line : x.line - y.line))) out.push(`    evidence ${ref(e.line)}: ${d.message.includes(e.reason) ? '(cited above)' : e.reason}`);
    // What to look at next, from the catalogue (a workspace rule's id is not in it).
    const builtIn = CATALOGUE_BY_ID.get(d.ruleId);
    const next = d.verdict === 'benign' || (builtIn && !userEntries.some((e) => e.id === d.ruleId) && replacesGeneralAdvice(builtIn, d.advice)) ? undefined : whatToCheck(d.ruleId);
    if (d.verdict !== 'benign') for (const a of d.advice) out.push(`    for this error: ${a}`);
    if (next) out.push(`    ${d.verdict === 'actionable' ? 'what to do' : 'if it is not harmless'}: ${next}`);
    if (group.length > 1) {
      const more = group.slice(1);
      // A joined log's lines each name their file; one file's are numbers after one L.
      const shown = rep.joinedFrom ? more.slice(0, MORE_LINES_SHOWN).map((x) => ref(x.line)).join(', ') : `L${more.slice(0, MORE_LINES_SHOWN).map((x) => x.line).join(', ')}`;
      // The pods of the other lines (lines without a pod are no pod): named when every other line is of one pod other
      // than the first's.
      const pods = new Set(more.map((x) => x.pod).filter((p): p is string => p !== null));
      const only = pods.size === 1 && more.every((x) => x.pod !== null) ? [...pods][0] : undefined;
      const inPods = pods.size > 1 ? ` in ${pods.size} pods` : only !== undefined && only !== d.pod ? `, of ${only}` : '';
      out.push(`    … and ${more.length} more like it${inPods}: ${shown}${more.length > MORE_LINES_SHOWN ? ', …' : ''} (last ${ref(group[group.length - 1].line)}; --every lists each)`);
      // What the group says last, when it says something else (a crash loop's back-off has grown to 5m0s by then).
      const last = group[group.length - 1];
      // Without the verdict and title the first line said (r57a U2).
      const lead = d.message.indexOf(' — ');
      const said = lead > 0 && last.message.startsWith(d.message.slice(0, lead + 3)) ? last.message.slice(lead + 3) : last.message;
      if (last.message !== d.message) out.push(`    the last, ${ref(last.line)}: ${said}`);
    }
  }
  // Log text is untrusted: control characters (escape sequences, carriage returns, NULs) would act on the terminal.
  return out.map(printable).join('\n');
}

/** Control characters (C0 but tab, DEL, C1) written as escapes, so that nothing from a log acts on a terminal. */
export function printable(line: string): string {
  // Bidirectional controls too (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F): they reorder what a terminal shows.
  // eslint-disable-next-line no-control-regex
  // The line and paragraph separators (U+2028, U+2029) break a line in some terminals and CI log viewers.
  // And the invisible ones (zero-width, the soft hyphen, the Arabic letter mark): two names that differ only by one read alike (r74a F8).
  return line.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0xff) return `\\u${code.toString(16).padStart(4, '0')}`;
    return code === 13 ? '\\r' : code === 10 ? '\\n' : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}


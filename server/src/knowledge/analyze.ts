// Index → findings: every line that is an instance of a catalogue entry, graded by what this log proves.
import type { LogIndex, PodInfo } from '../model/index';
import { TextTable } from './textTable';
import { recordIdentity } from '../model/identity';
import { messageStartsWith, type LogRecord } from '../parse/types';
import { eventSays } from '../model/events';
import { actionableCause, AUTHORIZER_LAG_S, kubeletFateAfter, saysNoRelationship, awaitsProbeRestart, CLOCK_BACK_US, isKubeletExit, LOOP_RESTART_S, LOOP_STABLE_S, OWN_API_CALL_ENTRIES, CHECK_DESCRIPTIONS, CHECKS, VETO_DESCRIPTIONS, entryLineSince, ESCALATIONS, isImagePullStart, FAILED_START_S, FAILURE_LOOKAHEAD_S, reportsFailure, GIVE_UP_WINDOW_S, isCgroupGiveUp, VETOES, isProbeRestart, isRegistration, noteEntryLine, POD_GONE_WINDOW_S, noteRepeat, repeatKeysOf, PROBE_RESTART_S, PROBE_SERIES, SANDBOX_RIVAL_WAIT_S, EXEC_SERIES, VOLUME_SERIES, POD_SERIES, shortId, readLineFacts, registrationWatchOpen, REFLECTOR_RECUR_S, RuleSeries, runOverdueSinceLastAsked, withinWindow, type Evidence } from './evidence';
import { startAfter, startRecords } from '../model/index';
import { fromOtherKubernetesComponent } from '../parse/component';
import { errorText, type Matcher } from './match';
import { TailMatchMemo } from './tailMatch';
import { actionableDetail, leadingDetail } from './detail';
import { adviceForLine } from './advice';
import { firstPodContainerId } from '../parse/printf';
import type { CatalogueEntry, EscalationCheck, EvidenceCheck, Verdict } from './types';
import { lowerBound, sortedIncludes } from '../model/sorted';
import { formatDuration } from '../model/time';
import { RowMap } from '../parse/rowMap';
import { noteSharedError, sharedErrorOf, type SharedErrorTallies } from './sharedErrors';

export interface Finding {
  record: number;
  /** 0-based line. */
  line: number;
  entry: CatalogueEntry;
  verdict: Verdict;
  /** One line: why this verdict, here. */
  reason: string;
  evidence: Evidence[];
  pod?: PodInfo;
  /** The container or sandbox ID the line is about. */
  id?: string;
  /** What the line's own text says first in the reason (`leadingDetail`), read once: '' when nothing. A regrade reuses it. */
  lead?: string;
  /** The evidence check that made it benign. */
  check?: EvidenceCheck;
  /** The escalation check that made it actionable. */
  escalation?: EscalationCheck;
  /** A runtime line echoing the kubelet's: the record of the kubelet's line, whose verdict it takes. */
  echoOf?: number;
  /**
   * The entry's advice for this line's own error (`adviceFor`), read with the line while it is in memory: a report of
   * thousands of such findings had read their let-go pieces back (r62 bench: 35 MB more peak on a 500k-line log).
   */
  advice?: readonly string[];
}

export interface RuleTally {
  count: number;
  byVerdict: Record<Verdict, number>;
  /** 0-based lines of the first and last finding of the rule. */
  firstLine: number;
  lastLine: number;
}

export interface Analysis {
  index: LogIndex;
  findings: Finding[];
  /** How often each rule fired in this log, by verdict. */
  byRule: Map<string, RuleTally>;
  /** Bumped whenever the verdict or reason of an existing finding changes as the log grows (views cache by it). */
  generation: number;
  findingByRecord: RowMap<Finding>;
  /** Lines that match an informational entry (no diagnostic; explained on hover). */
  informational: RowMap<CatalogueEntry>;
  /** Lines that continue an earlier line's report (an entry's `continues`): the record of the line they continue. */
  continued: RowMap<number>;
  /** Per informational entry: its lines, those logged as W, E or F (the ones that alarm a reader), and its first 0-based line. */
  informationalTally: Map<CatalogueEntry, { lines: number; alarming: number; firstLine: number }>;
  /**
   * Lines logged as E or F that no catalogue entry explains (other Kubernetes components' lines aside): said in the
   * report, so that "no findings" is not read as "nothing wrong" (r40a 3). Their first 0-based lines, up to five.
   */
  unexplained: { count: number; first: number[] };
  /** Lines (of a finding, or logged as E or F and unexplained) carrying an error from outside the node (etcd timing out), by its text. */
  sharedErrors: SharedErrorTallies;
  counts: Record<Verdict, number>;
}


/** The container or sandbox a finding is about: from the line's keys, else a 64-hex ID in its text. */
export function subjectId(rec: LogRecord, index?: LogIndex): string | undefined {
  // Findings are few: their identity is read again rather than kept for every line, unless the index still has it.
  const kept = index?.lastChunkIdentities;
  const k = kept ? rec.index - kept.from : -1;
  const id = kept && rec.kind !== 'meta' && k >= 0 && k < kept.ids.length ? kept.ids[k] : recordIdentity(rec);
  const fromKeys = id?.containers[0] ?? id?.sandboxes[0] ?? id?.pleg?.data;
  if (fromKeys) return fromKeys;
  return firstPodContainerId(rec.message) ?? firstPodContainerId(errorText(rec));
}

function podOf(index: LogIndex, rec: LogRecord, id: string | undefined): PodInfo | undefined {
  const p = index.podOfRecord[rec.index];
  // A line that names several pods (the eviction manager's ranking) is about the node, not about its first pod.
  if (p >= 0) return index.extraPods.has(rec.index) ? undefined : index.pods[p];
  return id ? index.containers.get(id)?.pod : undefined;
}

/**
 * `subject`: the line's subject ID when an earlier grade of the same line found it (it depends on the line's own text
 * only); regrading a line of a piece already let go would otherwise read the piece back from the file.
 */
export function gradeRecord(index: LogIndex, rec: LogRecord, entry: CatalogueEntry, series?: RuleSeries, subject?: { id: string | undefined; lead?: string; advice?: readonly string[] }): Finding {
  const f = gradeWithEvidence(index, rec, entry, series, subject);
  const texts = textsOf(index);
  const lead = subject?.lead ?? texts.intern(leadingDetail(rec, entry.id) ?? '');
  f.lead = lead;
  f.advice = subject?.advice ?? (entry.adviceFor?.length ? sharedAdvice(adviceForLine(entry, rec)) : NO_ADVICE);
  if (lead) f.reason = `${lead}; ${f.reason === entry.summary ? `${f.reason.charAt(0).toLowerCase()}${f.reason.slice(1)}` : f.reason}`;
  // A line that names no pod and got one from the line after it says where its pod comes from.
  const tie = index.volumeSourceTies?.get(rec.index);
  if (tie !== undefined && f.pod) f.reason += `; its pod is the one the mount failure right after it names (line ${index.parsed.records.at(tie).line + 1})`;
  f.reason = texts.intern(f.reason);
  for (let k = 0; k < f.evidence.length; k++) f.evidence[k].reason = texts.intern(f.evidence[k].reason);
  return f;
}

const NO_ADVICE: readonly string[] = Object.freeze([]);

/** Advice lists alike are one array (an entry gives the same advice to thousands of lines). */
const ADVICE_LISTS = new Map<string, readonly string[]>();
function sharedAdvice(list: string[]): readonly string[] {
  if (!list.length) return NO_ADVICE;
  const key = list.join('\u0000');
  let hit = ADVICE_LISTS.get(key);
  if (!hit) ADVICE_LISTS.set(key, (hit = Object.freeze(list)));
  return hit;
}

// One table per log: reasons are few in a log of one repeated error (see TextTable).
const TEXTS = new WeakMap<LogIndex, TextTable>();

function textsOf(index: LogIndex): TextTable {
  let t = TEXTS.get(index);
  if (!t) TEXTS.set(index, (t = new TextTable()));
  return t;
}

type FindingBase = Pick<Finding, 'record' | 'line' | 'entry' | 'pod' | 'id'>;

/**
 * A finding with every field in one order, optional ones too: objects spread from a base and given their own fields
 * each got a hidden class of their own in V8 (a million-line log of errors kept 140k of them, 44 MB).
 */
function finding(base: FindingBase, verdict: Verdict, reason: string, evidence: Evidence[], check?: EvidenceCheck, escalation?: EscalationCheck): Finding {
  return { record: base.record, line: base.line, entry: base.entry, pod: base.pod, id: base.id, verdict, reason, evidence, check, escalation, echoOf: undefined, advice: undefined };
}

function gradeWithEvidence(index: LogIndex, rec: LogRecord, entry: CatalogueEntry, series?: RuleSeries, subject?: { id: string | undefined }): Finding {
  const id = subject ? subject.id : subjectId(rec, index);
  const pod = podOf(index, rec, id);
  const base: FindingBase = { record: rec.index, line: rec.line, entry, pod, id };
  if (entry.verdictKind === 'actionable') {
    // An actionable entry's checks look for the failure mended in this log (a pull that went through on the next
    // try), or moot (its pod being deleted): found, the line is benign and cites it. A newest-first export cannot show
    // what came after a line.
    if (entry.evidence?.length && !(index.parsed.reversed && !index.parsed.viewedOldestFirst)) {
      const benign = benignByChecks(index, rec, entry, base, id, pod, series, []);
      if (benign) return benign;
    }
    const detail = actionableDetail(rec, entry.id);
    const reason = detail ? `${detail}: ${entry.summary.charAt(0).toLowerCase()}${entry.summary.slice(1)}` : entry.summary;
    const cause = actionableCause(index, rec.index, entry.id, pod);
    if (cause) return finding(base, 'actionable', `${reason} ${cause.says}`, [cause.evidence]);
    return finding(base, 'actionable', reason, []);
  }
  const checks = entry.evidence ?? [];
  if ((checks.length || entry.escalation?.length) && index.parsed.reversed && !index.parsed.viewedOldestFirst) {
    // Evidence is about what happened *before* a line; in a newest-first export the file order runs backwards,
    // and grading from it could cite a removal that came after the error. No benign verdict from such a file.
    return finding(base, 'investigate', 'this export is newest-first (journalctl -r), so this log cannot show what happened before the line; export it oldest-first to grade it', []);
  }
  for (const name of entry.escalation ?? []) {
    const evidence = ESCALATIONS[name]({ index, record: rec.index, id, pod, params: entry.evidenceParams ?? {}, series });
    if (evidence.length) {
      return finding(base, 'actionable', `${evidence[0].summary ?? evidence[0].reason}${seeLine(evidence[0], rec)}`, evidence, undefined, name);
    }
  }
  for (const name of entry.vetoes ?? []) {
    const evidence = VETOES[name]({ index, record: rec.index, id, pod, params: entry.evidenceParams ?? {}, rule: entry.id });
    if (evidence.length) return finding(base, 'investigate', `${evidence[0].reason}${seeLine(evidence[0], rec)}`, evidence);
  }
  const notes: string[] = [];
  const benign = benignByChecks(index, rec, entry, base, id, pod, series, notes);
  if (benign) return benign;
  if (!checks.length && entry.verdictKind === 'benign') {
    // An entry with vetoes is harmless unless one applies: said, as what was looked for.
    const unless = (entry.vetoes ?? []).map((v) => VETO_DESCRIPTIONS[v]);
    // So is one an escalation would make actionable: that is looked for too.
    if (entry.escalation?.includes('persisting')) unless.push(`it coming back for ${formatDuration((entry.evidenceParams?.persistSeconds ?? 600) * 1e6)} without a break`);
    return finding(base, 'benign', unless.length ? `harmless unless the log shows ${unless.join(' or ')}, and it does not (no other evidence needed)` : 'harmless in any context (no evidence needed)', []);
  }
  // A signal dump or a Fatal line whose kubelet process logged on: not the kubelet's end (escalation kubelet-ended-after).
  if (entry.escalation?.includes('kubelet-ended-after') && kubeletFateAfter(index, rec.index).wentOn) {
    notes.push(rec.severity === 'F'
      ? 'the same kubelet process logged on after it: the line is another program\'s with the kubelet\'s PID (kube-proxy in the same container, a helper\'s output), not the kubelet\'s end'
      : 'the same kubelet process logged on after it: the dump is of a program the kubelet ran (a CNI plugin writes to its stderr) or a probe\'s output, not the kubelet\'s end');
  }
  if (!checks.length) {
    const judge = 'no line of a log can show that this one is harmless, so it is left for you to judge';
    return finding(base, 'investigate', notes.length ? `${judge}; ${notes[0]}` : judge, []);
  }
  // What a check found that did not count comes first: "looked for a kubelet start" beside a start the log shows read
  // as a contradiction (r51a A4).
  const looked = `looked for ${lookedFor(checks, id)}`;
  return finding(base, 'investigate', notes.length ? `nothing in this log shows it harmless: ${notes[0]} (${looked})` : `no evidence in this log that it is harmless (${looked})`, []);
}

/** `; see line N` for the line a verdict cites, unless it is the line itself (the first of a series, its own error). */
function seeLine(evidence: Evidence, rec: LogRecord): string {
  return evidence.line === rec.line ? '' : `; see line ${evidence.line + 1}`;
}

/** The first of the entry's evidence checks that finds its lines, as a benign finding citing them; the others' notes in `notes`. */
function benignByChecks(index: LogIndex, rec: LogRecord, entry: CatalogueEntry, base: FindingBase, id: string | undefined, pod: PodInfo | undefined, series: RuleSeries | undefined, notes: string[]): Finding | undefined {
  for (const name of entry.evidence ?? []) {
    const check = CHECKS[name];
    if (!check) continue;
    const evidence = check({ index, record: rec.index, id, pod, params: entry.evidenceParams ?? {}, notes, rule: entry.id, series });
    if (evidence.length) return finding(base, 'benign', `${evidence[0].reason}${seeLine(evidence[0], rec)}`, evidence, name);
  }
  return undefined;
}

/** The checks that found nothing, said in words: `an earlier removal of container 248fef457ea6, …`. */
function lookedFor(checks: readonly EvidenceCheck[], id: string | undefined): string {
  const subject = id ? `container ${shortId(id)}` : 'the container';
  const said = checks.filter((c) => CHECK_DESCRIPTIONS[c]).map((c) => CHECK_DESCRIPTIONS[c].replace('ID', subject));
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} or ${said[said.length - 1]}` : said.join('');
}

/**
 * Whether the lines read (`done`) reach past a forward-looking window after finding f: the walk over its pod's lines
 * stops at the first line out of the window, so if the last one read already is, new lines are never reached.
 */
function forwardWindowPassed(index: LogIndex, f: Finding, done: number, seconds: number): boolean {
  const list = f.pod?.records;
  const last = list ? list[lowerBound(list, done) - 1] : done - 1;
  if (last === undefined || last <= f.record) return false;
  // A line stamped before the finding (out of order) is no sign that the window has passed.
  const recs = index.parsed.records;
  const t = recs.at(last).time;
  const t0 = recs.at(f.record).time;
  if (t !== undefined && t0 !== undefined && t < t0) return false;
  return !withinWindow(index, f.record, last, seconds);
}

/**
 * Whether the minutes in which the kubelet start a finding cites could still turn out to have failed have passed, by
 * the lines of that start's own node: another node's clock (a journal of several nodes, one of them skewed) says
 * nothing of when this node's kubelet may fail.
 */
function startWindowPassed(index: LogIndex, f: Finding, done: number): boolean {
  const start = f.evidence[0]?.record;
  if (start === undefined) return true;
  const recs = index.parsed.records;
  const host = recs.at(start).envelope?.host;
  for (let r = done - 1, n = 0; r > start && n < 2000; r--, n++) {
    const rec = recs.at(r);
    if (rec.envelope?.host !== host || rec.time === undefined) continue;
    return !withinWindow(index, start, r, 2 * FAILED_START_S);
  }
  return false;
}

/**
 * Whether the first `done` records reach `seconds` past the line, by the last timed line of the log (any node's, any
 * program's: a quiet pod's lines say nothing of time passing, and a node's name can change in its own journal).
 */
function logTimePassed(index: LogIndex, record: number, done: number, seconds: number): boolean {
  const recs = index.parsed.records;
  const t0 = recs.at(record).time;
  if (t0 === undefined) return true;
  for (let r = done - 1, n = 0; r > record && n < 2000; r--, n++) {
    const t = recs.at(r).time;
    // Or the clock went back past the line (logs concatenated or repeated): a check reads no further than that.
    if (t !== undefined) return t - t0 > seconds * 1e6 || t < t0 - CLOCK_BACK_US;
  }
  return false;
}

/** Whether the kubelet run a start-up excuse cites ended among the first `done` records: its node's next start came. */
function runEnded(index: LogIndex, f: Finding, done: number): boolean {
  const next = startAfter(index, f.record, index.parsed.records.at(f.record).envelope?.host);
  return next !== undefined && next.record < done;
}

export function analyze(index: LogIndex, matcher: Matcher): Analysis {
  return new AnalysisBuilder(index, matcher).analysis;
}

/** Checks that look at lines *after* the finding: a growing log can change what they find. */
const FORWARD_CHECKS = new Set(['before-node-registered', 'followed-by-success', 'registration-overdue', 'persisting', 'restarted-by-probe', 'container-recovered', 'object-read-after', 'kubelet-ended-after', 'pod-gone-from-api']);
/** Checks that read the finding's container's lines on both sides of it, or its kind, which later lines can settle. */
const CONTAINER_CHECKS = new Set(['kubelet-echo-nearby', 'id-is-sandbox', 'raised-by-log-gc', 'task-ended-nearby']);

/**
 * Grades the records of an index, and the records an extended index adds. Findings of older records are graded
 * again when the new lines can change them: lines attributed to a pod only now (or pods that gained earlier lines),
 * findings that get their pod through a container tied only now, findings whose forward-looking checks a new line
 * can satisfy, and findings about a container that new lines name. Everything else about an older line is decided by
 * the lines before it, which do not change. Each kind of candidate is kept in its own list, so that extending costs
 * what the new lines bring, not a pass over every finding (a big file read in pieces extends a hundred times).
 */
export class AnalysisBuilder {
  readonly analysis: Analysis;
  /** Findings graded again so far (tests check that extending costs what the new lines bring). */
  regraded = 0;
  /** Pod-less findings looked at because their container was tied to a pod, so far (for the same tests). */
  podlessLookedAt = 0;
  private done = 0;
  private reversed = false;
  private readonly tailMatches: TailMatchMemo;
  /** Findings with forward-looking checks that later lines could still change, by entry. */
  private readonly openForward = new Map<CatalogueEntry, Set<Finding>>();
  /** Kubelet starts the index had when forward triggers were last looked for. */
  private startsSeen = 0;
  /** Findings without a pod that name a container or sandbox (its pod may come later), by that ID. */
  private readonly podless = new Map<string, Set<Finding>>();
  /** Findings whose checks read their container's lines on both sides, or its kind. */
  private readonly aboutContainer = new Map<string, Finding[]>();
  /** Findings by pod, with the pod's revision when they were last graded. */
  private readonly byPod = new Map<PodInfo, { revision: number; findings: Finding[] }>();
  /** Echo findings by the record of the kubelet line they follow (see followKubeletLines). */
  private readonly echoesOf = new Map<number, Set<Finding>>();
  /** The lines of each entry with a persisting check, in file order. */
  private readonly series = new Map<CatalogueEntry, RuleSeries>();
  /** Each entry's latest matching line, for entries that continue an earlier line (`continues`); keyed `id\0text` too,
   * for the latest whose error holds a text another entry's `earlierSays` asks for. */
  private readonly lastLineOf = new Map<string, number>();
  /** By entry id: the texts other entries' `continues.earlierSays` ask its lines for. */
  private readonly continuedWhenSays = new Map<string, string[]>();

  /** `upTo`: grade only the records before it (as far as the index has read them). */
  constructor(
    private readonly index: LogIndex,
    matcher: Matcher,
    upTo?: number,
  ) {
    this.tailMatches = new TailMatchMemo(matcher);
    for (const e of matcher.entries) {
      for (const id of e.continues?.earlierSays ? e.continues.entries : []) {
        const list = this.continuedWhenSays.get(id) ?? [];
        this.continuedWhenSays.set(id, [...list, ...e.continues!.earlierSays!]);
      }
    }
    this.analysis = {
      index, findings: [], byRule: new Map(), findingByRecord: new RowMap(), informational: new RowMap(), continued: new RowMap(), informationalTally: new Map(),
      unexplained: { count: 0, first: [] }, sharedErrors: new Map(), counts: { benign: 0, investigate: 0, actionable: 0 }, generation: 0,
    };
    this.extend([], upTo);
  }

  /** Grades the records added since the last call; `late` lists older records the index attributed only now. */
  extend(late: readonly number[], upTo?: number): Analysis {
    const graded = this.gradeNew(late, upTo);
    // The starts known once these lines are graded: a later chunk's new start is a trigger (forwardTriggers).
    this.startsSeen = this.index.kubeletStarts.length + (this.index.kubeletStartChanges ?? 0);
    return graded;
  }

  /** The recent line of its entry or of the entries it names, from the same process, that `rec` continues (`continues`). */
  private continuesEarlier(entry: CatalogueEntry, rec: LogRecord): number | undefined {
    const { entries, seconds, earlierSays, onlyLinesStarting } = entry.continues!;
    if (onlyLinesStarting && !onlyLinesStarting.some((t) => messageStartsWith(rec, t))) return undefined;
    const recs = this.index.parsed.records;
    const keys = [entry.id, ...entries.flatMap((id) => (earlierSays ? earlierSays.map((t) => `${id}\u0000${t}`) : [id]))];
    for (const key of keys) {
      const r = this.lastLineOf.get(key);
      if (r === undefined) continue;
      const earlier = recs.at(r);
      const a = earlier.envelope;
      const b = rec.envelope;
      // klog's PID column where both lines have one (a stack's bare lines have none: r82a 42).
      if (a?.host !== b?.host || a?.pid !== b?.pid || (earlier.thread !== undefined && rec.thread !== undefined && earlier.thread !== rec.thread)) continue;
      // A kubelet start in between: a crash of the next process (r82a 40).
      const start = startAfter(this.index, r, b?.host);
      if (start !== undefined && start.record < rec.index) continue;
      if (earlier.time === undefined || rec.time === undefined || Math.abs(rec.time - earlier.time) <= seconds * 1e6) return r;
    }
    return undefined;
  }

  private gradeNew(late: readonly number[], upTo?: number): Analysis {
    const a = this.analysis;
    const recs = this.index.parsed.records;
    const n = Math.max(this.done, Math.min(upTo ?? recs.length, recs.length));
    const prevDone = this.done;
    readLineFacts(this.index, n);
    // Two passes over the new lines: first each matching line joins its entry's series (a series that turns persistent
    // among these lines makes its earlier lines actionable too, those graded before included), then, after the older
    // findings those lines can change are graded again, each new line is graded.
    // The log's version, not each node's: a node's version may be announced in a later piece, and a line graded before
    // it must not be graded otherwise than read whole (only user rules with version bounds look at it).
    const version = this.index.parsed.kubeletVersion;
    const matched: { rec: LogRecord; entry: CatalogueEntry; subject?: { id: string | undefined } }[] = [];
    // Older lines of a repeat that a new line carried past its limit (see noteRepeat): graded again below.
    const repeatedAgain: number[] = [];
    // Lines are matched through one moving view; a line that matches gets a view of its own (findings keep theirs).
    const cursor = recs.cursor?.() ?? recs;
    for (let r = prevDone; r < n; r++) {
      const view = cursor.at(r);
      if (view.kind !== 'log') continue;
      const entry = this.tailMatches.match(view, version);
      if (!entry) {
        const severity = view.severity;
        if ((severity === 'E' || severity === 'F') && !fromOtherKubernetesComponent(view.envelope, view.section, r, this.index.parsed.sectionComponents)) {
          const u = a.unexplained;
          u.count++;
          if (u.first.length < 5) u.first.push(view.line);
          const shared = sharedErrorOf(view, errorText(view));
          if (shared) noteSharedError(a.sharedErrors, shared, r);
        }
        continue;
      }
      const rec = recs.at(r);
      // A kube-apiserver's or kube-scheduler's line (its identifier, or its section's start-up flags): the catalogue
      // and its evidence are the kubelet's (and the runtimes'), not theirs.
      if (fromOtherKubernetesComponent(rec.envelope, rec.section, r, this.index.parsed.sectionComponents)) continue;
      if (entry.informational) {
        a.informational.set(rec.index, entry);
        let tally = a.informationalTally.get(entry);
        if (!tally) a.informationalTally.set(entry, (tally = { lines: 0, alarming: 0, firstLine: rec.line }));
        tally.lines++;
        if (rec.severity === 'W' || rec.severity === 'E' || rec.severity === 'F') tally.alarming++;
        continue;
      }
      const continued = entry.continues === undefined ? undefined : this.continuesEarlier(entry, rec);
      if (continued !== undefined) {
        a.continued.set(rec.index, continued);
        continue;
      }
      this.lastLineOf.set(entry.id, rec.index);
      for (const said of this.continuedWhenSays.get(entry.id) ?? []) if (errorText(rec).includes(said)) this.lastLineOf.set(`${entry.id}\u0000${said}`, rec.index);
      // Any severity: the JSON format writes some failures as info lines with an `err` (`Failed to get status for pod`).
      const shared = sharedErrorOf(rec, errorText(rec));
      if (shared) noteSharedError(a.sharedErrors, shared, rec.index);
      let series = this.series.get(entry);
      if (!series && entry.escalation?.includes('persisting')) {
        const p = entry.evidenceParams;
        this.series.set(entry, (series = new RuleSeries(p?.persistGapSeconds ?? 120, p?.persistSeconds ?? 600, p?.persistPer === 'probe' ? PROBE_SERIES : p?.persistPer === 'exec' ? EXEC_SERIES : p?.persistPer === 'volume' ? VOLUME_SERIES : p?.persistPer === 'pod' ? POD_SERIES : undefined)));
      }
      series?.add(this.index, rec.index);
      noteEntryLine(this.index, entry.id, rec, entry.evidenceParams);
      if (entry.vetoes?.includes('repeats-for-same-id')) {
        const id = subjectId(rec, this.index);
        for (const key of repeatKeysOf(rec, id, entry.evidenceParams?.everyId)) {
          for (const r of noteRepeat(this.index, entry.id, key, rec.index, entry.evidenceParams?.repeatSeconds)) if (r < prevDone) repeatedAgain.push(r);
        }
        matched.push({ rec, entry, subject: { id } });
      } else matched.push({ rec, entry });
    }
    // Findings graded in this extend, new or again (the echoes of runtime lines follow them).
    // Each record once: the regraded ones are distinct older records, the new ones distinct newer ones (a list, not a
    // set: a log of errors grades hundreds of thousands of lines at once).
    const touched: number[] = [];
    if (prevDone > 0) {
      const again = new Set<number>(late);
      for (const r of repeatedAgain) again.add(r);
      if (this.index.parsed.reversed !== this.reversed) {
        // The log turned out to be newest-first (or not) only now: every grade depends on that.
        for (const f of a.findings) again.add(f.record);
      } else {
        const containers = this.index.containers;
        for (const [pod, seen] of this.byPod) {
          if ((pod.revision ?? 0) === seen.revision) continue;
          seen.revision = pod.revision ?? 0;
          for (const f of seen.findings) if (f.pod === pod) again.add(f.record);
        }
        // Only the IDs tied to a pod in this chunk: looking at every pod-less finding made a growing log quadratic.
        for (const id of this.index.idsGivenPodInLastChunk ?? []) {
          for (const f of this.podless.get(id) ?? []) {
            this.podlessLookedAt++;
            if (f.id === id && !f.pod && containers.get(id)?.pod) again.add(f.record);
          }
        }
        for (const [entry, pods] of this.forwardTriggers(late, n)) {
          if (pods === 'all') {
            for (const f of this.openForward.get(entry) ?? []) again.add(f.record);
            continue;
          }
          // Only the open findings of those pods, and those without a pod (looked up by pod: a file read in pieces
          // may hold a hundred thousand open probe findings).
          const byPod = this.openByPod.get(entry);
          for (const p of [...pods, null]) for (const f of byPod?.get(p) ?? []) again.add(f.record);
        }
        for (const id of this.index.idsInLastChunk ?? []) for (const f of this.aboutContainer.get(id) ?? []) if (f.id === id) again.add(f.record);
      }
      // In file order: lines of one piece let go are then read back from the file once, not once per line.
      for (const r of [...again].sort((x, y) => x - y)) {
        const old = a.findingByRecord.get(r);
        if (!old) continue;
        touched.push(r);
        const f = gradeRecord(this.index, recs.at(r), old.entry, this.series.get(old.entry), { id: old.id, lead: old.lead, advice: old.advice });
        this.regraded++;
        if (f.verdict !== old.verdict || f.reason !== old.reason) a.generation++;
        this.count(old, -1);
        const oldPod = old.pod;
        // Fields a new grade does not set (check, escalation, echoOf) must not survive from the old one.
        old.check = undefined;
        old.escalation = undefined;
        old.echoOf = undefined;
        Object.assign(old, f);
        this.count(old, +1);
        this.track(old, oldPod !== old.pod, n);
      }
    }
    this.reversed = this.index.parsed.reversed;
    for (const { rec, entry, subject } of matched) {
      const f = gradeRecord(this.index, rec, entry, this.series.get(entry), subject);
      a.findings.push(f);
      a.findingByRecord.set(rec.index, f);
      this.count(f, +1);
      this.track(f, true, n);
      if (f.id && f.entry.evidence?.some((c) => CONTAINER_CHECKS.has(c))) {
        let list = this.aboutContainer.get(f.id);
        if (!list) this.aboutContainer.set(f.id, (list = []));
        list.push(f);
      }
      touched.push(rec.index);
    }
    this.followKubeletLines(touched);
    this.done = n;
    // Its findings are graded: the chunk's identities would keep a whole document's alive in the language server.
    this.index.lastChunkIdentities = undefined;
    return a;
  }

  /**
   * A runtime line that echoes the kubelet's (containerd logs the failed call the kubelet logs) takes the kubelet
   * line's verdict: the echo is harmless only when the kubelet's line is. Followed after every extend, for the echoes
   * graded now and those whose kubelet line was graded now (`touched`), so that extending costs what it graded.
   */
  private followKubeletLines(touched: readonly number[]): void {
    const a = this.analysis;
    const follow = (f: Finding) => {
      if (f.check === 'kubelet-echo-nearby') {
        f.echoOf = f.evidence[0].record;
        let echoes = this.echoesOf.get(f.echoOf);
        if (!echoes) this.echoesOf.set(f.echoOf, (echoes = new Set()));
        echoes.add(f);
      }
      if (f.echoOf === undefined) return;
      const kubelet = a.findingByRecord.get(f.echoOf);
      const next: Pick<Finding, 'verdict' | 'reason' | 'evidence'> = kubelet
        ? {
            verdict: kubelet.verdict,
            reason: `the kubelet logged the same failed call at line ${kubelet.line + 1}, ${kubelet.verdict} there: ${kubelet.reason}`,
            evidence: [{ record: kubelet.record, line: kubelet.line, reason: `the kubelet's line for the same call (${kubelet.verdict})` }, ...kubelet.evidence],
          }
        : {
            verdict: 'investigate',
            reason: `the kubelet logged the same failed call at line ${f.evidence[0].line + 1}, a line the catalogue does not grade`,
            evidence: [f.evidence[0]],
          };
      if (next.verdict === f.verdict && next.reason === f.reason && f.check === undefined) return;
      this.count(f, -1);
      Object.assign(f, next);
      f.check = undefined;
      this.count(f, +1);
      a.generation++;
    };
    for (const r of touched) {
      const f = a.findingByRecord.get(r);
      if (f?.entry.evidence?.includes('kubelet-echo-nearby')) follow(f);
      for (const echo of this.echoesOf.get(r) ?? []) if (echo.echoOf === r) follow(echo);
    }
  }

  /** Whether a finding could still be escalated by a restart for its failed probe (a liveness or startup failure). */
  private awaitsRestart(f: Finding): boolean {
    // probeLine (evidence.ts) reads each probe line once: no cache of its own here.
    return f.escalation !== 'restarted-by-probe' && awaitsProbeRestart(this.index, f.record);
  }

  /** The open findings that wait for such a restart, by entry (new lines are looked at for restarts only for them). */
  private readonly restartWaiters = new Map<CatalogueEntry, Set<Finding>>();

  /** The open findings of each entry by pod (null: none), and the pod each is filed under. */
  private readonly openByPod = new Map<CatalogueEntry, Map<PodInfo | null, Set<Finding>>>();
  private readonly openUnder = new WeakMap<Finding, PodInfo | null>();
  private indexOpenByPod(f: Finding, open: boolean): void {
    let byPod = this.openByPod.get(f.entry);
    if (!byPod) this.openByPod.set(f.entry, (byPod = new Map()));
    const under = this.openUnder.get(f);
    if (under !== undefined) {
      const set = byPod.get(under);
      if (set?.delete(f) && set.size === 0) byPod.delete(under);
      this.openUnder.delete(f);
    }
    if (!open) return;
    const key = f.pod ?? null;
    let set = byPod.get(key);
    if (!set) byPod.set(key, (set = new Set()));
    set.add(f);
    this.openUnder.set(f, key);
  }

  /** Files a (re)graded finding in the lists extend() looks at. */
  private track(f: Finding, podChanged: boolean, done: number): void {
    if (f.pod && podChanged) {
      let seen = this.byPod.get(f.pod);
      if (!seen) this.byPod.set(f.pod, (seen = { revision: f.pod.revision ?? 0, findings: [] }));
      seen.findings.push(f);
    }
    if (!f.pod && f.id) {
      let set = this.podless.get(f.id);
      if (!set) this.podless.set(f.id, (set = new Set()));
      set.add(f);
    } else if (f.id) {
      const set = this.podless.get(f.id);
      if (set?.delete(f) && set.size === 0) this.podless.delete(f.id);
    }
    // A start-up excuse waits too: the start may turn out to have failed (evidence.ts failedStart).
    if (f.entry.evidence?.some((c) => FORWARD_CHECKS.has(c) || c === 'kubelet-starting' || c === 'id-is-sandbox') || f.entry.escalation?.some((c) => FORWARD_CHECKS.has(c)) || f.entry.vetoes?.includes('removal-gave-up')) {
      let open = this.openForward.get(f.entry);
      if (!open) this.openForward.set(f.entry, (open = new Set()));
      const settled = this.forwardSettled(f, done);
      if (settled) open.delete(f);
      else open.add(f);
      this.indexOpenByPod(f, !settled);
      if (f.entry.escalation?.includes('restarted-by-probe')) {
        let waiters = this.restartWaiters.get(f.entry);
        if (!waiters) this.restartWaiters.set(f.entry, (waiters = new Set()));
        if (!settled && this.awaitsRestart(f) && !forwardWindowPassed(this.index, f, done, PROBE_RESTART_S)) waiters.add(f);
        else waiters.delete(f);
      }
    }
  }

  /** Adds (+1) or removes (-1) a finding in the counts and the per-rule tallies. */
  private count(f: Finding, sign: 1 | -1): void {
    const a = this.analysis;
    a.counts[f.verdict] += sign;
    let tally = a.byRule.get(f.entry.id);
    if (!tally) {
      tally = { count: 0, byVerdict: { benign: 0, investigate: 0, actionable: 0 }, firstLine: f.line, lastLine: f.line };
      a.byRule.set(f.entry.id, tally);
    }
    tally.count += sign;
    tally.byVerdict[f.verdict] += sign;
    // The first and last line in the file (a newest-first log is graded from its last line up).
    if (sign > 0) {
      if (f.line < tally.firstLine) tally.firstLine = f.line;
      if (f.line > tally.lastLine) tally.lastLine = f.line;
    }
  }

  /**
   * Whether no line after the first `done` records can change this finding's forward-looking checks: it is benign
   * by a check no forward one precedes (evidence cites the first line found; later lines come after it), and each
   * of its forward checks has run out of lines to look at (its time window has passed among the lines already read,
   * or the kubelet restarted after it, which ends the wait for a registration).
   */
  private forwardSettled(f: Finding, done: number): boolean {
    const checks = f.entry.evidence ?? [];
    // An overdue registration stays overdue, a persistent series persistent: the lines they cite are fixed.
    if (f.escalation === 'registration-overdue' || f.escalation === 'persisting' || f.escalation === 'restarted-by-probe' || f.escalation === 'never-since-start') return true;
    if (f.entry.escalation?.includes('restarted-by-probe') && this.awaitsRestart(f) && !forwardWindowPassed(this.index, f, done, PROBE_RESTART_S)) return false;
    if (f.entry.escalation?.includes('persisting') && this.series.get(f.entry)?.mayStillEscalate(this.index, f.record)) return false;
    if (f.entry.escalation?.includes('registration-overdue') && registrationWatchOpen(this.index, f.record, done)) return false;
    // A signal dump waits for its process's fate: its exit or next start, or a line of it going on.
    if (f.escalation === 'kubelet-ended-after') return true;
    if (f.entry.escalation?.includes('kubelet-ended-after') && !kubeletFateAfter(this.index, f.record).wentOn) return false;
    // A veto's line comes within seconds: until they have passed, a later line can still make the finding investigate.
    // The veto walks every line after the finding, not only its pod's: its window is measured against the last line read.
    if (f.entry.vetoes?.includes('removal-gave-up') && !(done - 1 > f.record && !withinWindow(this.index, f.record, done - 1, GIVE_UP_WINDOW_S))) return false;
    // The sandbox an ID is taken for by the time of its death alone: another ID of the pod dying in the next second
    // makes it ambiguous (evidence.ts sandboxJustDied; r52a 01).
    // Nor is it settled before the log has gone a second past it (a log that ends there is not taken for one without
    // rivals, r54a 10): measured on the log's last line read, as evidence.ts does.
    if (f.entry.evidence?.includes('id-is-sandbox') && !(done - 1 > f.record && !withinWindow(this.index, f.record, done - 1, SANDBOX_RIVAL_WAIT_S))) return false;
    if (f.verdict === 'benign' && f.check) {
      // The start it cites may still fail: systemd's failure line, or the next starts of a restart loop, come later.
      if (f.check === 'kubelet-starting' && !startWindowPassed(this.index, f, done)) return false;
      // A line of the same run saying the step had still not completed may come any time before the next start.
      if (f.check === 'kubelet-starting' && f.entry.evidenceParams?.neverSinceStart && !runEnded(this.index, f, done)) return false;
      // A success that a failure later in the window takes back (followed-by-success with failure markers: the pod's,
      // or for a pull of no pod the image's on its node) waits.
      if (f.check === 'followed-by-success' && (f.pod || f.entry.evidenceParams?.sameImage) && f.entry.evidenceParams?.failureMessages) {
        // The pod's operation failing is looked for longer than a success is (FAILURE_LOOKAHEAD_S).
        if (!forwardWindowPassed(this.index, f, done, Math.max(f.entry.evidenceParams.windowSeconds ?? 300, FAILURE_LOOKAHEAD_S))) return false;
      }
      // The refused object's volume mounted, but the refusal may still come again within the window.
      if (f.check === 'object-read-after' && !forwardWindowPassed(this.index, f, done, AUTHORIZER_LAG_S)) return false;
      // A pod said gone may still show life, or be written to again, in the minutes after.
      if (f.check === 'pod-gone-from-api' && !forwardWindowPassed(this.index, f, done, POD_GONE_WINDOW_S)) return false;
      // An informer's cache filled, or a volume torn down: the same failure coming back takes it back (r80a D1, D4).
      if (f.check === 'followed-by-success' && (f.entry.evidenceParams?.sameReflector || f.entry.evidenceParams?.sameUniqueName) && !forwardWindowPassed(this.index, f, done, REFLECTOR_RECUR_S)) return false;
      return !checks.slice(0, checks.indexOf(f.check)).some((c) => FORWARD_CHECKS.has(c));
    }
    for (const c of checks) {
      if (c === 'before-node-registered') {
        const next = startAfter(this.index, f.record, this.index.parsed.records.at(f.record).envelope?.host);
        if (!next || next.record >= done) return false;
      } else if (c === 'followed-by-success') {
        if (!forwardWindowPassed(this.index, f, done, f.entry.evidenceParams?.windowSeconds ?? 300)) return false;
      } else if (c === 'object-read-after') {
        if (!forwardWindowPassed(this.index, f, done, AUTHORIZER_LAG_S)) return false;
      } else if (c === 'pod-gone-from-api') {
        if (!forwardWindowPassed(this.index, f, done, POD_GONE_WINDOW_S)) return false;
      } else if (c === 'container-recovered') {
        // Its container's next start and run fall within these minutes of the log's time, not of the pod's lines.
        if (f.pod && !logTimePassed(this.index, f.record, done, LOOP_RESTART_S + LOOP_STABLE_S)) return false;
      }
    }
    return true;
  }

  /**
   * The pods of the entry's open findings that are at least the stable run older than the latest time among the new
   * lines, or that the new lines' clock went back past: only those can have changed (a log repeated to 500k lines had
   * graded every open one again at each piece).
   */
  private loopsMayHaveEnded(e: CatalogueEntry, n: number): Set<PodInfo> {
    const pods = new Set<PodInfo>();
    const recs = this.index.parsed.records;
    let latest = -Infinity;
    let earliest = Infinity;
    for (let r = this.done; r < n; r++) {
      const t = recs.at(r).time;
      if (t === undefined) continue;
      if (t > latest) latest = t;
      if (t < earliest) earliest = t;
    }
    if (latest === -Infinity) return pods;
    for (const f of this.openForward.get(e) ?? []) {
      const t = recs.at(f.record).time;
      // Old enough for its run to have ended, or the clock went back past it (its check then reads no further: settled).
      if (f.pod && t !== undefined && (latest - t >= LOOP_STABLE_S * 1e6 || earliest < t - CLOCK_BACK_US)) pods.add(f.pod);
    }
    return pods;
  }

  /**
   * The entries with forward-looking checks that a new (or newly attributed) line could now satisfy, and for
   * followed-by-success the pods of those lines (a finding of another pod walks only its own pod's lines; one without
   * a pod walks them all): a success somewhere does not send every open finding of the rule to be graded again.
   */
  private forwardTriggers(late: readonly number[], n: number): Map<CatalogueEntry, Set<PodInfo> | 'all'> {
    const entries: CatalogueEntry[] = [];
    for (const [entry, open] of this.openForward) if (open.size) entries.push(entry);
    const triggered = new Map<CatalogueEntry, Set<PodInfo> | 'all'>();
    if (!entries.length) return triggered;
    const index = this.index;
    const recs = index.parsed.records;
    // The pods of line r, for an entry whose open findings of those pods (and those without a pod) a line can change.
    const addPodsOf = (e: CatalogueEntry, r: number) => {
      let pods = triggered.get(e);
      if (pods === 'all') return;
      if (!pods) triggered.set(e, (pods = new Set()));
      const p = index.podOfRecord[r];
      if (p >= 0) pods.add(index.pods[p]);
      for (const q of index.extraPods.get(r) ?? []) pods.add(index.pods[q]);
    };
    // Late records are older lines whose messages may be gone (a file read in pieces): compared without reading back.
    // One moving view: this reads every new line while any finding waits for a later one.
    const cursor = recs.cursor?.() ?? recs;
    // Restarts are looked for only while a liveness or startup failure waits for one (readiness failures never do).
    const awaitingRestart = new Set(entries.filter((e) => (this.restartWaiters.get(e)?.size ?? 0) > 0));
    // A kubelet start, or its service failing, may show that the start a finding was excused by failed.
    const startsNow = index.kubeletStarts.length + (index.kubeletStartChanges ?? 0);
    if (startsNow !== this.startsSeen) {
      this.startsSeen = startsNow;
      for (const e of entries) if (e.evidence?.includes('kubelet-starting')) triggered.set(e, 'all');
    }
    // A line of the entry a start-up excuse must not be followed by (startupUnlessFollowedBy) was matched among the new
    // ones, or one of its own that may say the start-up step never completed (neverSinceStart).
    // A line of the kubelet's own API calls may be refused for its identity: the start-up excuses of the seconds
    // before it may not hold (identityRefusedSoonAfter).
    const ownCallSince = OWN_API_CALL_ENTRIES.some((id) => entryLineSince(index, id, this.done));
    for (const e of entries) {
      if (ownCallSince && (e.evidenceParams?.unlessRegistrationRefused || e.evidenceParams?.startupUnlessRefused) && e.evidence?.includes('kubelet-starting')) triggered.set(e, 'all');
      if (e.evidenceParams?.startupUnlessFollowedBy?.some((id) => entryLineSince(index, id, this.done))) triggered.set(e, 'all');
      if (e.evidenceParams?.neverSinceStart && entryLineSince(index, e.id, this.done)) triggered.set(e, 'all');
      // The same informer or volume failing again may take back a success its earlier lines were excused by.
      if ((e.evidenceParams?.sameReflector || e.evidenceParams?.sameUniqueName) && entryLineSince(index, e.id, this.done)) triggered.set(e, 'all');
    }
    // A crash loop's end shows only once the log's time has gone past its container's next start by the stable run:
    // its open findings that old are graded again as the log's time goes on, whatever lines bring it.
    for (const e of entries) {
      if (!e.evidence?.includes('container-recovered')) continue;
      const pods = this.loopsMayHaveEnded(e, n);
      if (!pods.size) continue;
      const had = triggered.get(e);
      if (had === 'all') continue;
      if (!had) triggered.set(e, pods);
      else for (const p of pods) had.add(p);
    }
    // The sandbox rule's open findings (a second of the log's time at most) are graded again as the log goes on.
    if (n > this.done) for (const e of entries) if (e.evidence?.includes('id-is-sandbox')) triggered.set(e, 'all');
    const look = (r: number) => {
      const rec = cursor.at(r);
      for (const e of entries) {
        const checks = e.evidence ?? [];
        // Or its process exited on an error (a failed start with no next start in the log yet).
        if (checks.includes('kubelet-starting') && (messageStartsWith(rec, 'kubelet.service: Main process exited, ') || messageStartsWith(rec, 'kubelet.service: main process exited, ') || isKubeletExit(rec))) triggered.set(e, 'all');
        if (awaitingRestart.has(e) && isProbeRestart(rec)) addPodsOf(e, r);
        // A pod said gone from the API that shows life, or is written to again (evidence.ts podGoneFromApi).
        if (checks.includes('pod-gone-from-api') && index.podOfRecord[r] >= 0) addPodsOf(e, r);
        // A kubelet's exit or start settles a signal dump's fate (evidence.ts kubeletFateAfter).
        if (e.escalation?.includes('kubelet-ended-after') && (messageStartsWith(rec, 'kubelet.service: ') || sortedIncludes(startRecords(index), r))) triggered.set(e, 'all');
        // A refused object's volume mounting, or the refusal again (evidence.ts objectReadAfter): its findings name no pod.
        // (An error or warning only is read for the refusal: an info line's text is not read for it, on every line.)
        if (checks.includes('object-read-after') && (messageStartsWith(rec, 'MountVolume.SetUp succeeded for volume ') || ((rec.severity === 'E' || rec.severity === 'W') && saysNoRelationship(rec)))) triggered.set(e, 'all');
        // A final failure names its pod's cgroup: only that pod's warnings can change (one of no pod, any of them).
        if (e.vetoes?.includes('removal-gave-up') && isCgroupGiveUp(rec)) {
          if (index.podOfRecord[r] >= 0) addPodsOf(e, r);
          else triggered.set(e, 'all');
        }
        // Another ID of a pod dying may make the sandbox one of its findings was taken for ambiguous.
        if (checks.includes('before-node-registered') && (messageStartsWith(rec, 'Successfully registered node') || messageStartsWith(rec, 'Node ')) && isRegistration(rec.message)) triggered.set(e, 'all');
        else if (checks.includes('followed-by-success') && (e.evidenceParams?.successMessages ?? []).some((s) => messageStartsWith(rec, s) || eventSays(rec, s))) addPodsOf(e, r);
        // A failure may be a re-created pod's of the same name (its earlier lines still with the old one): all of the
        // rule's open findings are graded again (they are few: a pod's missing pull secret).
        else if (checks.includes('followed-by-success') && e.evidenceParams?.failureMessages && reportsFailure(rec, e.evidenceParams.failureMessages)) triggered.set(e, 'all');
        // A pull that begins after a success of another image leaves the pod's line unexcused (evidence.ts followedBySuccess).
        else if (checks.includes('followed-by-success') && e.evidenceParams?.failureMessages && isImagePullStart(rec)) addPodsOf(e, r);
      }
    };
    for (let r = this.done; r < n; r++) look(r);
    for (const r of late) look(r);
    // A series that became persistent makes its open findings actionable.
    for (const e of entries) {
      const series = this.series.get(e);
      if (series?.crossedSinceAsked) {
        series.crossedSinceAsked = false;
        // A series per probe of a container, per volume of a pod, or per pod: only that pod's findings can have changed.
        if (e.evidenceParams?.persistPer === 'probe' || e.evidenceParams?.persistPer === 'volume' || e.evidenceParams?.persistPer === 'pod') for (const r of series.crossedRecords) addPodsOf(e, r);
        else triggered.set(e, 'all');
        series.crossedRecords = [];
      }
    }
    // A kubelet run whose registration deadline passed among the new lines makes its open findings actionable.
    const watching = entries.filter((e) => e.escalation?.includes('registration-overdue'));
    if (watching.length && runOverdueSinceLastAsked(index, index.indexedUpTo ?? recs.length)) {
      for (const e of watching) triggered.set(e, 'all');
    }
    return triggered;
  }
}

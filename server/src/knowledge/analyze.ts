// Index → findings: every line that is an instance of a catalogue entry, graded by what this log proves.
import type { LogIndex, PodInfo } from '../model/index';
import { recordIdentity } from '../model/identity';
import type { LogRecord } from '../parse/types';
import { CHECKS, forgetEvidenceFacts, type Evidence } from './evidence';
import { errorText, type Matcher } from './match';
import type { CatalogueEntry, Verdict } from './types';

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
  findingByRecord: Map<number, Finding>;
  /** Lines that match an informational entry (no diagnostic; explained on hover). */
  informational: Map<number, CatalogueEntry>;
  counts: Record<Verdict, number>;
}

const HEX64 = /[0-9a-f]{64}/;

/** The container or sandbox a finding is about: from the line's keys, else a 64-hex ID in its text. */
export function subjectId(rec: LogRecord): string | undefined {
  // Findings are few: their identity is read again rather than kept for every line.
  const id = recordIdentity(rec);
  const fromKeys = id?.containers[0]?.id ?? id?.sandboxes[0]?.id ?? id?.pleg?.data;
  if (fromKeys) return fromKeys;
  const m = HEX64.exec(rec.message) ?? HEX64.exec(errorText(rec));
  return m?.[0];
}

function podOf(index: LogIndex, rec: LogRecord, id: string | undefined): PodInfo | undefined {
  const p = index.podOfRecord[rec.index];
  if (p >= 0) return index.pods[p];
  return id ? index.containers.get(id)?.pod : undefined;
}

function shortId(id: string | undefined): string {
  return id ? id.slice(0, 12) : 'the ID';
}

export function gradeRecord(index: LogIndex, rec: LogRecord, entry: CatalogueEntry): Finding {
  const id = subjectId(rec);
  const pod = podOf(index, rec, id);
  const base = { record: rec.index, line: rec.line, entry, pod, id };
  if (entry.verdictKind === 'actionable') {
    return { ...base, verdict: 'actionable', reason: entry.summary, evidence: [] };
  }
  const checks = entry.evidence ?? [];
  if (checks.length && index.parsed.reversed) {
    // Evidence is about what happened *before* a line; in a newest-first export the file order runs backwards,
    // and grading from it could cite a removal that came after the error. No benign verdict from such a file.
    return {
      ...base,
      verdict: 'investigate',
      reason: 'this export is newest-first (journalctl -r), so this log cannot show what happened before the line; export it oldest-first to grade it',
      evidence: [],
    };
  }
  for (const name of checks) {
    const check = CHECKS[name];
    if (!check) continue;
    const evidence = check({ index, record: rec.index, id, pod, params: entry.evidenceParams ?? {} });
    if (evidence.length) return { ...base, verdict: 'benign', reason: `${evidence[0].reason}; see line ${evidence[0].line + 1}`, evidence };
  }
  if (!checks.length && entry.verdictKind === 'benign') {
    return { ...base, verdict: 'benign', reason: 'harmless in any context (no evidence needed)', evidence: [] };
  }
  const missing = checks.length
    ? `no evidence in this log that it is harmless (looked for: ${checks.join(', ')}${id ? ` for ${shortId(id)}` : ''})`
    : 'the catalogue names no check that could prove it harmless';
  return { ...base, verdict: 'investigate', reason: missing, evidence: [] };
}

export function analyze(index: LogIndex, matcher: Matcher): Analysis {
  return new AnalysisBuilder(index, matcher).analysis;
}

/** Checks that look at lines *after* the finding: a growing log can change what they find. */
const FORWARD_CHECKS = new Set(['before-node-registered', 'followed-by-success']);

/**
 * Grades the records of an index, and the records an extended index adds. Findings of older records are graded
 * again when the new lines can change them: lines attributed to a pod only now, and findings whose checks look
 * forward. Everything else about an older line is decided by the lines before it, which do not change.
 */
export class AnalysisBuilder {
  readonly analysis: Analysis;
  private done = 0;

  constructor(
    private readonly index: LogIndex,
    private readonly matcher: Matcher,
  ) {
    this.analysis = {
      index, findings: [], byRule: new Map(), findingByRecord: new Map(), informational: new Map(),
      counts: { benign: 0, investigate: 0, actionable: 0 }, generation: 0,
    };
    this.extend([]);
  }

  /** Grades the records added since the last call; `late` lists older records the index attributed only now. */
  extend(late: readonly number[]): Analysis {
    const a = this.analysis;
    const recs = this.index.parsed.records;
    if (this.done > 0) {
      forgetEvidenceFacts(this.index);
      const again = new Set<number>(late);
      // Forward-looking checks can pass now (or come first in the entry's order): grade those findings again.
      for (const f of a.findings) {
        if (f.entry.evidence?.some((c) => FORWARD_CHECKS.has(c))) again.add(f.record);
        // A finding that found its pod through its container's ID: the new lines may have tied that ID to a pod.
        else if (!f.pod && f.id && this.index.containers.get(f.id)?.pod) again.add(f.record);
      }
      for (const r of again) {
        const old = a.findingByRecord.get(r);
        if (!old) continue;
        const f = gradeRecord(this.index, recs[r], old.entry);
        if (f.verdict !== old.verdict || f.reason !== old.reason) a.generation++;
        Object.assign(old, f);
      }
    }
    const version = this.index.parsed.kubeletVersion;
    for (let r = this.done; r < recs.length; r++) {
      const rec = recs[r];
      if (rec.kind !== 'log') continue;
      const entry = this.matcher.match(rec, version);
      if (!entry) continue;
      if (entry.informational) {
        a.informational.set(rec.index, entry);
        continue;
      }
      const f = gradeRecord(this.index, rec, entry);
      a.findings.push(f);
      a.findingByRecord.set(rec.index, f);
    }
    this.done = recs.length;
    this.tally();
    return a;
  }

  private tally(): void {
    const a = this.analysis;
    a.counts = { benign: 0, investigate: 0, actionable: 0 };
    a.byRule = new Map();
    for (const f of a.findings) {
      a.counts[f.verdict]++;
      let tally = a.byRule.get(f.entry.id);
      if (!tally) {
        tally = { count: 0, byVerdict: { benign: 0, investigate: 0, actionable: 0 }, firstLine: f.line, lastLine: f.line };
        a.byRule.set(f.entry.id, tally);
      }
      tally.count++;
      tally.byVerdict[f.verdict]++;
      tally.lastLine = f.line;
    }
  }
}

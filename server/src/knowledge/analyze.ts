// Index → findings: every line that is an instance of a catalogue entry, graded by what this log proves.
import type { LogIndex, PodInfo } from '../model/index';
import type { LogRecord } from '../parse/types';
import { CHECKS, type Evidence } from './evidence';
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
  findingByRecord: Map<number, Finding>;
  /** Lines that match an informational entry (no diagnostic; explained on hover). */
  informational: Map<number, CatalogueEntry>;
  counts: Record<Verdict, number>;
}

const HEX64 = /[0-9a-f]{64}/;

/** The container or sandbox a finding is about: from the line's keys, else a 64-hex ID in its text. */
export function subjectId(index: LogIndex, rec: LogRecord): string | undefined {
  const id = index.identities[rec.index];
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
  const id = subjectId(index, rec);
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
  const findings: Finding[] = [];
  const findingByRecord = new Map<number, Finding>();
  const informational = new Map<number, CatalogueEntry>();
  const counts: Record<Verdict, number> = { benign: 0, investigate: 0, actionable: 0 };
  const byRule = new Map<string, RuleTally>();
  const version = index.parsed.kubeletVersion;
  for (const rec of index.parsed.records) {
    if (rec.kind !== 'log') continue;
    const entry = matcher.match(rec, version);
    if (!entry) continue;
    if (entry.informational) {
      informational.set(rec.index, entry);
      continue;
    }
    const f = gradeRecord(index, rec, entry);
    findings.push(f);
    findingByRecord.set(rec.index, f);
    counts[f.verdict]++;
    let tally = byRule.get(entry.id);
    if (!tally) {
      tally = { count: 0, byVerdict: { benign: 0, investigate: 0, actionable: 0 }, firstLine: f.line, lastLine: f.line };
      byRule.set(entry.id, tally);
    }
    tally.count++;
    tally.byVerdict[f.verdict]++;
    tally.lastLine = f.line;
  }
  return { index, findings, byRule, findingByRecord, informational, counts };
}

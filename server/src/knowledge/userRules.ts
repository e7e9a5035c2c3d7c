// User rule files (.kubelet-log-lens.json / .yaml): entries with the catalogue's schema that add to or override
// the built-in catalogue. Read as data only; every problem is reported with a line, never thrown.
import { readFileSync } from 'node:fs';
import safeRegex from 'safe-regex2';
import { LineCounter, parseDocument } from 'yaml';
import type { CatalogueEntry, EvidenceCheck, VerdictKind } from './types';

export interface RuleProblem {
  message: string;
  /** 1-based line in the rule file, when known. */
  line?: number;
}

export interface UserRules {
  entries: CatalogueEntry[];
  errors: RuleProblem[];
}

const VERDICT_KINDS: VerdictKind[] = ['benign', 'benign-in-context', 'actionable'];
const CHECK_NAMES: EvidenceCheck[] = [
  'container-removed-earlier', 'container-exited-earlier', 'pod-terminated-earlier', 'orphan-cleanup-of-stopped-pod',
  'sandbox-of-finished-pod', 'pod-being-deleted', 'kubelet-starting', 'before-node-registered', 'kubelet-echo-nearby',
  'followed-by-success', 'id-is-sandbox', 'container-started-recently', 'raised-by-log-gc',
];
const MAX_PATTERN_LENGTH = 500;
const MAX_YAML_ALIASES = 2000;

/**
 * The pattern without a leading `.*` (or `^.*`) and a trailing `.*` (or `.*$`): a pattern is only tested for a match,
 * where they change nothing but the time (`.*timed out.*volumes.*` is `timed out.*volumes`, one repetition not three).
 */
export function withoutEndlessEnds(pattern: string): string {
  let p = pattern;
  if (p.startsWith('^.*')) p = p.slice(3);
  else if (p.startsWith('.*')) p = p.slice(2);
  const tail = p.endsWith('.*$') ? 3 : p.endsWith('.*') ? 2 : 0;
  // The dot must be a dot of the pattern, not an escaped one (`\\.*`): an even run of backslashes before it.
  let slashes = 0;
  for (let i = p.length - tail - 1; i >= 0 && p[i] === '\\'; i--) slashes++;
  if (tail && slashes % 2 === 0) p = p.slice(0, p.length - tail);
  return p || pattern;
}

/** Refuses patterns that do not compile or that could backtrack catastrophically on a long line. */
export function checkPattern(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return `pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  try {
    new RegExp(pattern);
  } catch (e) {
    return `pattern does not compile: ${(e as Error).message}`;
  }
  if (!safeRegex(pattern)) return `pattern "${pattern}" could take exponential time on some lines (nested or overlapping repetition); rewrite it without nested quantifiers`;
  const shape = repetitionShape(pattern);
  if (shape.repeatedComplexGroup) {
    return `pattern "${pattern}" repeats a group that contains alternatives or repetitions, which can backtrack catastrophically (exponential time); repeat a single character class instead`;
  }
  // A backreference makes matching search over what the groups took: no bound on its time (r74a F9).
  if (shape.backreference) return `pattern "${pattern}" refers back to a group (\\1, \\k<name>), which can take exponential time; match the text itself instead`;
  // A pattern not anchored with ^ is tried at every position of the line: one more factor of its length. Anchored
  // means every top-level alternative is (`^$|a.*b.*c` is not: r74a F9).
  const unanchored = shape.branchStarts.every((at) => pattern[at] === '^') ? 0 : 1;
  if (shape.unbounded + unanchored > MAX_UNBOUNDED) {
    const count = `${shape.unbounded} unbounded or wide repetition${shape.unbounded === 1 ? '' : 's'} (*, +, {n,}, {n,m} with m above ${MAX_NARROW_BOUND})${unanchored ? (shape.branchStarts.length > 1 ? ' and an alternative without a ^ anchor' : ' and no ^ anchor') : ''}`;
    return `pattern "${pattern}" has ${count}: its time could grow as the line's length to the power ${shape.unbounded + unanchored}; at most ${MAX_UNBOUNDED} is allowed (each repetition, each bound above ${MAX_NARROW_BOUND}, and a missing ^ multiplies backtracking); anchor it with ^, or use literal text, exact counts ({64}) or bounds up to {0,4} instead`;
  }
  return undefined;
}

// Two, each of which multiplies the steps by a line's length: a pattern's time is at most quadratic in the 4,096
// characters it is tested against (three `.*` in a row made it cubic, minutes on one crafted line: r24c).
const MAX_UNBOUNDED = 2;
/** A repetition bounded above this counts as unbounded: five `.{0,32}` in a row took seconds on a small log (r25a 33). */
const MAX_NARROW_BOUND = 4;

/**
 * A conservative structural reading of a pattern: how many unbounded repetitions it has, and whether a repeated
 * group contains alternatives or repetitions (the shapes behind exponential backtracking). Escapes and character
 * classes are skipped correctly; anything unusual errs on the side of refusing.
 */
function repetitionShape(pattern: string): { unbounded: number; repeatedComplexGroup: boolean; backreference: boolean; branchStarts: number[] } {
  let unbounded = 0;
  let repeatedComplexGroup = false;
  let backreference = false;
  const branchStarts = [0];
  const groups: { complex: boolean }[] = [];
  let lastClosedComplex = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    let atomWasComplexGroup = false;
    if (c === '\\') {
      i++;
      if (/[1-9]/.test(pattern[i] ?? '') || (pattern[i] === 'k' && pattern[i + 1] === '<')) backreference = true;
    } else if (c === '[') {
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      while (i < pattern.length && pattern[i] !== ']') {
        if (pattern[i] === '\\') i++;
        i++;
      }
    } else if (c === '(') {
      groups.push({ complex: false });
      continue;
    } else if (c === ')') {
      const g = groups.pop();
      atomWasComplexGroup = g?.complex ?? false;
      if (g?.complex && groups.length) groups[groups.length - 1].complex = true;
    } else if (c === '|') {
      if (groups.length) groups[groups.length - 1].complex = true;
      else branchStarts.push(i + 1);
      continue;
    }
    // A quantifier after this atom?
    const q = pattern[i + 1];
    if (q === '*' || q === '+' || q === '?' || q === '{') {
      let unboundedHere = q === '*' || q === '+';
      if (q === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i + 1));
        if (m) {
          // A wide bound backtracks as an unbounded one does: `a{0,4096}` four times took 84 s on a 300-character
          // line (r24c).
          // An exact count ({64}) gives the engine no choice to backtrack over.
          unboundedHere = m[2] !== undefined && (m[3] === '' || Number(m[3]) > MAX_NARROW_BOUND);
          i += m[0].length;
        } else i++;
      } else i++;
      if (pattern[i + 1] === '?' || pattern[i + 1] === '+') i++; // lazy or possessive marker
      if (unboundedHere) unbounded++;
      // `(a|b)?` is harmless; only a group that can repeat (*, +, {n,m}) is dangerous.
      if (q !== '?' && (atomWasComplexGroup || (c === ')' && lastClosedComplex && unboundedHere))) repeatedComplexGroup = true;
      if (groups.length) groups[groups.length - 1].complex = true;
    }
    lastClosedComplex = atomWasComplexGroup;
  }
  return { unbounded, repeatedComplexGroup, backreference, branchStarts };
}

/** The type of each evidence parameter (types.ts EvidenceParams): a rule file's values are checked against it. */
const PARAM_KINDS: Record<string, 'number' | 'boolean' | 'string' | 'strings' | 'string lists' | readonly string[]> = {
  windowSeconds: 'number', startupWindowSeconds: 'number', persistSeconds: 'number', persistGapSeconds: 'number',
  persistPer: ['probe', 'exec', 'volume', 'pod'], teardownMarginSeconds: 'number', deletionUnlessFailingBefore: 'boolean',
  successMessages: 'strings', failureMessages: 'strings', failuresAfterSuccessOnly: 'boolean', sameResource: 'boolean', sameReflector: 'boolean', sameUniqueName: 'boolean',
  sameImage: 'boolean', successIsNodeReady: 'boolean', successInLaterRun: 'boolean', successSays: 'string',
  raisedInRemoval: 'boolean', raisedInKill: 'boolean', unlessRegistrationRefused: 'boolean', countsErrors: 'boolean',
  everyId: 'boolean', startupOnlyIf: 'strings', manyErrors: 'number', cannotSucceedIf: 'strings',
  startupIfControlPlane: 'strings', startupCauseBefore: 'string', startupUnless: 'strings', startupUnlessAll: 'string lists',
  startupMaxActualSeconds: 'number', startupUnlessRefused: 'strings', startupOnlyForEarlierContainers: 'boolean',
  startupOnlyForEarlierSandboxes: 'boolean', startupUnlessNodeReady: 'boolean', startupUnlessRegistered: 'boolean',
  sameFailureAs: 'strings', startupUnlessFollowedBy: 'strings', neverSinceStart: 'strings', neverSinceStartWithPleg: 'boolean',
  neverSinceStartSeconds: 'number', clearedByRestartOf: 'strings', podWindowSeconds: 'number', repeatSeconds: 'number',
};

/** Problems with a rule's evidenceParams: unknown keys and values of the wrong type (one had crashed the run: r74a F10). */
function checkEvidenceParams(params: unknown, where: string, problems: string[]): void {
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    problems.push(`${where}: "evidenceParams" must be an object`);
    return;
  }
  for (const [key, value] of Object.entries(params)) {
    const kind = PARAM_KINDS[key];
    const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
    const ok =
      kind === undefined ? false
        : Array.isArray(kind) ? kind.includes(value as string)
          : kind === 'strings' ? isStrings(value)
            : kind === 'string lists' ? Array.isArray(value) && value.every(isStrings)
              : kind === 'number' ? typeof value === 'number' && Number.isFinite(value)
                : typeof value === kind;
    if (kind === undefined) problems.push(`${where}: "evidenceParams" has no parameter "${key}"`);
    else if (!ok) problems.push(`${where}: "evidenceParams.${key}" must be ${Array.isArray(kind) ? `one of ${kind.join(', ')}` : kind === 'strings' ? 'a list of strings' : kind === 'string lists' ? 'a list of lists of strings' : `a ${kind}`}`);
  }
}

function stringList(v: unknown): string[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return undefined;
  return v as string[];
}

function validateEntry(raw: unknown, where: string, problems: string[]): CatalogueEntry | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(`${where}: a rule must be an object`);
    return undefined;
  }
  const o = raw as Record<string, unknown>;
  const before = problems.length;
  if (typeof o.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,80}$/.test(o.id)) problems.push(`${where}: "id" must be lower-case words joined by dashes`);
  if (typeof o.title !== 'string' || !o.title) problems.push(`${where}: "title" is required`);
  if (!VERDICT_KINDS.includes(o.verdictKind as VerdictKind)) problems.push(`${where}: "verdictKind" must be one of ${VERDICT_KINDS.join(', ')}`);
  const m = o.match as Record<string, unknown> | undefined;
  if (!m || typeof m !== 'object') problems.push(`${where}: "match" is required`);
  const messages = stringList(m?.messages);
  const patterns = stringList(m?.messagePatterns)?.map(withoutEndlessEnds);
  if (m && m.messages !== undefined && !messages) problems.push(`${where}: "match.messages" must be a list of strings`);
  if (m && m.messagePatterns !== undefined && !patterns) problems.push(`${where}: "match.messagePatterns" must be a list of strings`);
  if (m && !messages?.length && !patterns?.length) problems.push(`${where}: "match" needs "messages" or "messagePatterns"`);
  for (const p of patterns ?? []) {
    const bad = checkPattern(p);
    if (bad) problems.push(`${where}: ${bad}`);
  }
  for (const k of ['errContains', 'errNotContains', 'eventReasons', 'files'] as const) {
    if (m && m[k] !== undefined && !stringList(m[k])) problems.push(`${where}: "match.${k}" must be a list of strings`);
  }
  const evidence = stringList(o.evidence);
  if (o.evidence !== undefined && (!evidence || evidence.some((e) => !CHECK_NAMES.includes(e as EvidenceCheck)))) {
    problems.push(`${where}: "evidence" must list checks among ${CHECK_NAMES.join(', ')}`);
  }
  if (o.evidenceParams !== undefined) checkEvidenceParams(o.evidenceParams, where, problems);
  if (problems.length > before) return undefined;
  const text = (k: string, dflt: string) => (typeof o[k] === 'string' ? (o[k] as string) : dflt);
  return {
    id: o.id as string,
    title: o.title as string,
    verdictKind: o.verdictKind as VerdictKind,
    match: {
      messages,
      messagePatterns: patterns,
      errContains: stringList(m!.errContains),
      errNotContains: stringList(m!.errNotContains),
      eventReasons: stringList(m!.eventReasons),
      files: stringList(m!.files),
      minVersion: typeof m!.minVersion === 'string' ? m!.minVersion : undefined,
      maxVersion: typeof m!.maxVersion === 'string' ? m!.maxVersion : undefined,
    },
    evidence: evidence as EvidenceCheck[] | undefined,
    evidenceParams: o.evidenceParams === undefined ? undefined : (o.evidenceParams as CatalogueEntry['evidenceParams']),
    summary: text('summary', o.title as string),
    explanation: text('explanation', 'A rule from this workspace\'s rule file.'),
    benignWhen: typeof o.benignWhen === 'string' ? o.benignWhen : undefined,
    whenNotBenign: text('whenNotBenign', ''),
    references: Array.isArray(o.references) ? (o.references as CatalogueEntry['references']).filter((r) => r && typeof r.label === 'string' && typeof r.url === 'string' && /^https:\/\//.test(r.url)) : [],
    sourceFiles: stringList(o.sourceFiles) ?? [],
    samples: stringList(o.samples) ?? [],
    informational: o.informational === true,
    fromUserRules: true,
  };
}

/** Parses a rule file's text. `fileName` decides between JSON and YAML. */
export function parseUserRules(text: string, fileName: string): UserRules {
  const errors: RuleProblem[] = [];
  let data: unknown;
  let lineOf: (path: number) => number | undefined = () => undefined;
  if (/\.json$/i.test(fileName)) {
    try {
      data = JSON.parse(text);
    } catch (e) {
      const msg = (e as Error).message;
      const pos = /position (\d+)/.exec(msg);
      const line = pos ? text.slice(0, Number(pos[1])).split('\n').length : undefined;
      return { entries: [], errors: [{ message: `not valid JSON: ${msg}`, line }] };
    }
  } else {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    if (doc.errors.length) {
      return { entries: [], errors: doc.errors.map((e) => ({ message: `not valid YAML: ${e.message.split('\n')[0]}`, line: lineCounter.linePos(e.pos[0]).line })) };
    }
    try {
      // A shared list reused by every rule (`references: *common`) is a fair use of aliases; the yaml library's
      // default of 100 refused 120 rules. Past this it is an expansion bomb, refused with a message (r24c).
      data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    } catch (e) {
      return { entries: [], errors: [{ message: `not usable YAML: ${(e as Error).message.split('\n')[0]}`, line: 1 }] };
    }
    const rules = doc.get('rules', true) as { items?: { range?: [number, number, number] }[] } | undefined;
    const items = rules?.items ?? (doc.contents as { items?: { range?: [number, number, number] }[] } | null)?.items;
    lineOf = (i) => {
      const r = items?.[i]?.range;
      return r ? lineCounter.linePos(r[0]).line : undefined;
    };
  }
  const list = Array.isArray(data) ? data : (data as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list)) return { entries: [], errors: [{ message: 'expected a list of rules, or an object with a "rules" list', line: 1 }] };
  const entries: CatalogueEntry[] = [];
  list.forEach((raw, i) => {
    const problems: string[] = [];
    const entry = validateEntry(raw, `rule ${i + 1}`, problems);
    for (const p of problems) errors.push({ message: p, line: lineOf(i) });
    if (entry) entries.push(entry);
  });
  return { entries, errors };
}

export function loadUserRulesFile(path: string): UserRules {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { entries: [], errors: [{ message: `cannot read the rule file: ${(e as Error).message}` }] };
  }
  return parseUserRules(text, path);
}

// SARIF 2.1.0 for CI: one run, one rule per catalogue entry that fired, one result per group of findings alike (as the
// text report groups them; `every`: one per finding).
import { createHash } from 'node:crypto';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { groupFindings, type FileReport, type DiagnosticSeverityName, type JsonDiagnostic } from './report';
import type { CatalogueEntry } from './knowledge/types';
import { partOfLine, type JoinedPart } from './joinedLog';

/** GitHub code scanning takes at most this many results in a run; the gravest are kept (see toSarif). */
export const MAX_RESULTS_PER_RUN = 25_000;
/** How many of a group's other lines a result lists as related locations (its `occurrences` counts them all). */
const MAX_ALIKE_LOCATIONS = 50;

/**
 * A path as an artifact URI: a relative path percent-encoded segment by segment (a space, `%`, `#` or `[` would not
 * be a URI reference, or would mean something else), an absolute one as a file: URL.
 */
export function artifactUri(path: string): string {
  if (path === '-') return 'stdin';
  if (isAbsolute(path)) return pathToFileURL(path).href;
  return path.split(/[\\/]/).map((segment) => encodeURIComponent(segment)).join('/');
}

/** A file the CLI could not read, for the run's notifications. */
export interface UnreadFile {
  file: string;
  reason: string;
}

const LEVEL: Record<DiagnosticSeverityName, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  information: 'note',
  hint: 'note',
};

/**
 * The file as a fingerprint names it: relative to the working directory when inside it (`a.log`, `./a.log` and its
 * absolute path alike), else its name only (a runner's temporary directory differs from run to run).
 */
function fingerprintPath(file: string): string {
  if (file === '-') return 'stdin';
  const rel = relative(process.cwd(), resolve(file));
  return (rel.startsWith('..') || isAbsolute(rel) ? basename(file) : rel).split(sep).join('/');
}

/** `see line 197`, `line 5201`, `lines 3, 4`: line numbers in a message, which move when lines are added above. */
const LINE_REFS = /\blines? \d+(?:(?:, | and |[-–])\d+)*/g;

/**
 * `runErrors`: what made the run fail besides unreadable files (a --pod that matched nothing, a gate that checked
 * nothing): the run is not successful and says why.
 */
export function toSarif(
  reports: FileReport[], entries: readonly CatalogueEntry[], toolVersion: string, docsBase: string, unread: readonly UnreadFile[] = [], runErrors: readonly string[] = [],
  options: { benign?: boolean; every?: boolean } = {},
): object {
  // Benign findings are results only when asked for: GitHub code scanning shows every result as an alert, whatever its
  // level and kind (r46a 5; microsoft/PSRule#955), and hundreds of harmless lines would bury the ones to act on.
  const listed = (d: JsonDiagnostic) => options.benign === true || d.verdict !== 'benign';
  const benignLeftOut = options.benign === true ? 0 : reports.reduce((n, r) => n + r.diagnostics.filter((d) => d.verdict === 'benign').length, 0);
  const used = new Set(reports.flatMap((r) => r.diagnostics.filter(listed).map((d) => d.ruleId)));
  const rules = entries
    .filter((e) => used.has(e.id))
    .map((e) => ({
      id: e.id,
      name: e.title,
      shortDescription: { text: e.title },
      fullDescription: { text: e.summary },
      help: { text: `${e.explanation}\n\nWhen it is not benign: ${e.whenNotBenign}` },
      // A workspace rule has no page in the product's docs.
      ...(e.fromUserRules ? {} : { helpUri: `${docsBase}#${e.id}` }),
      properties: { verdictKind: e.verdictKind, references: e.references.map((r) => r.url) },
    }));
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i] as const));
  // Lines of a log taken out of a JSON export, or of a compressed file's decompressed text, are not lines of the file:
  // the location is the file as a whole, and the line in that log is a property.
  // Files read as one log (--as-one): a line is in one of them, at its own line there (a gzip file's as a whole).
  const fileOf = (rep: FileReport, line: number | null) => (rep.joinedFrom && line !== null ? partOfLine(rep.joinedFrom, line) : undefined);
  const lineIsInFile = (rep: FileReport, line: number) => {
    const part = fileOf(rep, line);
    return part ? !part.compression : !rep.extractedFrom && !rep.compression;
  };
  // A line's number where SARIF places it: in its own file for files read as one log, else in the report's log.
  const localLine = (rep: FileReport, line: number) => {
    const part = fileOf(rep, line);
    return part ? line - part.firstLine + 1 : line;
  };
  const whichLog = (rep: FileReport, line: number) => {
    const part = fileOf(rep, line);
    return rep.extractedFrom ? 'the log taken out' : part ? `the decompressed text of ${part.file}` : 'the decompressed log';
  };
  const where = (rep: FileReport, line: number | null) => {
    const part = fileOf(rep, line);
    const uri = artifactUri(part?.file ?? rep.file);
    if (line === null || !lineIsInFile(rep, line)) return { artifactLocation: { uri } };
    return { artifactLocation: { uri }, region: { startLine: localLine(rep, line) } };
  };
  // Where a notice is: files read as one log are no one artifact, so a notice of none of their lines has no location.
  const noticeLocations = (rep: FileReport, line: number | null) => (rep.joinedFrom && fileOf(rep, line) === undefined ? {} : { locations: [{ physicalLocation: where(rep, line) }] });
  // "see line 27" in a message of files read as one log: the line of the file it is in ("line 11 of kubelet.log.1.gz").
  const partName = (part: JoinedPart) => (part.compression ? `${part.file} (decompressed)` : part.file);
  const renumbered = (rep: FileReport, text: string) => {
    const joined = rep.joinedFrom;
    if (!joined) return text;
    return text.replace(LINE_REFS, (ref) => {
      const parts = [...ref.matchAll(/\d+/g)].map((m) => partOfLine(joined, Number(m[0])));
      if (parts.some((p) => p === undefined)) return ref;
      const first = parts[0]!;
      if (parts.every((p) => p === first)) return `${ref.replace(/\d+/g, (n) => String(Number(n) - first.firstLine + 1))} of ${partName(first)}`;
      return ref.replace(/\d+/g, (n) => {
        const p = partOfLine(joined, Number(n))!;
        return `${Number(n) - p.firstLine + 1} of ${partName(p)}`;
      });
    });
  };
  // Which findings are kept, before any result is built (a log of 600k errors would otherwise build them all): over
  // GitHub's limit the whole upload is refused, so the gravest are kept (actionable, then investigate, then benign,
  // each in file order), and a notification says how many were left out.
  const rank = { actionable: 0, investigate: 1, benign: 2 } as const;
  // Findings alike (a crash loop's 174 back-offs, one refusal on every list) are one result, as the text report shows
  // them: code scanning makes each result an alert (r57a U3). The others of a group are its related locations.
  const groupOf = new Map<JsonDiagnostic, JsonDiagnostic[]>();
  const refs = reports.flatMap((rep) => {
    const listedHere = rep.diagnostics.filter(listed);
    if (options.every === true) return listedHere.map((d) => ({ rep, d }));
    const groups = groupFindings(listedHere).sort((a, b) => a[0].line - b[0].line);
    for (const g of groups) groupOf.set(g[0], g);
    return groups.map((g) => ({ rep, d: g[0] }));
  });
  const kept =
    refs.length <= MAX_RESULTS_PER_RUN
      ? refs
      : refs
          .map((r, i) => ({ r, i }))
          .sort((a, b) => rank[a.r.d.verdict] - rank[b.r.d.verdict] || a.i - b.i)
          .slice(0, MAX_RESULTS_PER_RUN)
          .sort((a, b) => a.i - b.i)
          .map((x) => x.r);
  // A finding's fingerprint: its rule, file, pod and message without line numbers (times and IDs stay: they are the
  // line's own), and which occurrence of that it is in the file. Adding lines above it changes none of these, so code
  // scanning tracks the same alert from upload to upload; lines that say the same thing still get fingerprints apart.
  const fingerprint = new Map<JsonDiagnostic, string>();
  const occurrences = new Map<string, number>();
  const keptSet = new Set(kept.map((k) => k.d));
  for (const { rep, d } of refs) {
    const base = `${d.ruleId}\u0000${fingerprintPath(fileOf(rep, d.line)?.file ?? rep.file)}\u0000${d.pod ?? ''}\u0000${d.message.replace(LINE_REFS, 'line')}`;
    const n = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, n);
    if (keptSet.has(d)) fingerprint.set(d, createHash('sha256').update(`${base}\u0000${n}`).digest('hex').slice(0, 32));
  }
  const results = kept.map(({ rep, d }) => ({
    ruleId: d.ruleId,
    ruleIndex: ruleIndex.get(d.ruleId),
    // A result that is no failure has level "none" (SARIF 3.27.9–10): a benign line is not an alert.
    level: d.verdict === 'benign' ? 'none' : LEVEL[d.severity],
    kind: d.verdict === 'benign' ? 'informational' : 'fail',
    message: { text: renumbered(rep, d.message) },
    locations: [{ physicalLocation: where(rep, d.line) }],
    relatedLocations: [
      ...d.evidence.map((e) => ({
        message: { text: lineIsInFile(rep, e.line) ? renumbered(rep, e.reason) : `${renumbered(rep, e.reason)} (line ${localLine(rep, e.line)} of ${whichLog(rep, e.line)})` },
        physicalLocation: where(rep, e.line),
      })),
      ...(groupOf.get(d) ?? []).slice(1, 1 + MAX_ALIKE_LOCATIONS).map((x) => ({
        message: { text: `the same finding${x.pod && x.pod !== d.pod ? `, of ${x.pod}` : ''}` },
        physicalLocation: where(rep, x.line),
      })),
    ].map((loc, i) => ({ id: i + 1, ...loc })),
    partialFingerprints: { 'kubeletLogLens/v2': fingerprint.get(d)! },
    properties: {
      verdict: d.verdict,
      pod: d.pod,
      ...(lineIsInFile(rep, d.line) ? {} : { extractedLine: localLine(rep, d.line) }),
      // The lines this result stands for (itself included), when it stands for more than one.
      ...((groupOf.get(d)?.length ?? 1) > 1 ? { occurrences: groupOf.get(d)!.length } : {}),
    },
  }));
  const leftOut = refs.length - results.length;
  return withLiteralBrackets({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'kubelet-log-lens', version: toolVersion, informationUri: docsBase, rules } },
        artifacts: reports.flatMap((r) => (r.joinedFrom ? r.joinedFrom.map((p) => p.file) : [r.file]).map((file) => ({ location: { uri: artifactUri(file) } }))),
        // What to know about a file as a whole (an export cut at its line limit, one written on one line): the run's
        // notifications, on the line that tells it.
        invocations: [
          {
            executionSuccessful: unread.length === 0 && runErrors.length === 0,
            toolExecutionNotifications: [
              ...unread.map((u) => ({ level: 'error', message: { text: `${u.file} could not be read: ${u.reason}` } })),
              ...runErrors.map((text) => ({ level: 'error', message: { text } })),
              ...(benignLeftOut > 0
                ? [{ level: 'note', message: { text: `${benignLeftOut} benign finding${benignLeftOut === 1 ? ' is' : 's are'} no result${benignLeftOut === 1 ? '' : 's'} (harmless here, each with its evidence; GitHub code scanning would show every result as an alert): --sarif-benign writes them with level "none", and the JSON output (--json) lists them` } }]
                : []),
              ...(leftOut > 0
                ? [{ level: 'warning', message: { text: `${leftOut} of ${refs.length} results were left out (at most ${MAX_RESULTS_PER_RUN} in a run, GitHub's limit), the benign ones first; the JSON output (--json) has them all` } }]
                : []),
              ...reports.flatMap((rep) => [
                ...(rep.extractedFrom ? [{ level: 'note', message: { text: rep.extractedFrom.note }, locations: [{ physicalLocation: where(rep, 1) }] }] : []),
                // Another component's log has no results because nothing in it was graded, not because it is clean (r46a 4).
                ...(rep.component && rep.component.name !== 'kubelet'
                  ? [{ level: 'warning', message: { text: `${rep.file} is a ${rep.component.name} log, not a kubelet's: the kubelet's known errors were not looked for in it` } }]
                  : []),
                // Error lines no entry explains are no results (nothing says what they mean), but a reader should see them.
                ...(rep.unexplained.count > 0
                  ? [{
                    level: 'note',
                    message: { text: `${rep.unexplained.count} line${rep.unexplained.count === 1 ? '' : 's'} of ${rep.file} logged as E or F match${rep.unexplained.count === 1 ? 'es' : ''} no known error: read ${rep.unexplained.count === 1 ? 'it' : 'them'} yourself` },
                    locations: rep.unexplained.first.slice(0, 10).map((line) => ({ physicalLocation: where(rep, line) })),
                  }]
                  : []),
                ...rep.notices.map((n) => ({
                  level: 'warning',
                  message: { text: renumbered(rep, n.message) },
                  ...noticeLocations(rep, n.line),
                })),
              ]),
            ],
          },
        ],
        results,
      },
    ],
  });
}

/** `text` with each `[` and `]` escaped, and the backslashes right before one doubled (one pass: no regex to backtrack). */
function bracketsEscaped(text: string): string {
  if (text.indexOf('[') < 0 && text.indexOf(']') < 0) return text;
  let out = '';
  let slashes = 0;
  for (const c of text) {
    if (c === '\\') {
      slashes++;
      continue;
    }
    out += c === '[' || c === ']' ? `${'\\'.repeat(slashes * 2)}\\${c}` : `${'\\'.repeat(slashes)}${c}`;
    slashes = 0;
  }
  return out + '\\'.repeat(slashes);
}

/**
 * Every message's text with its square brackets escaped: SARIF reads `[text](target)` in a plain-text message as an
 * embedded link (§3.11.6), and messages quote the log (an image name, a pod's name): a log must not make a link of
 * its own in an alert (r74a F6).
 */
function withLiteralBrackets<T>(sarif: T): T {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'message' && child !== null && typeof child === 'object' && typeof (child as { text?: unknown }).text === 'string') {
        const message = child as { text: string };
        // A backslash of the log's before a bracket is doubled too: `\[` would otherwise read as an escaped backslash
        // and a working link (r75a 4).
        message.text = bracketsEscaped(message.text);
      } else visit(child);
    }
  };
  visit(sarif);
  return sarif;
}

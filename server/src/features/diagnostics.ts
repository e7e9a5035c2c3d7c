// Diagnostics: one per finding, graded by verdict, with the evidence lines as related information.
import { BINARY_SNIFF_CHARS, looksBinary } from '../packedFile';
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver/node';
import type { Finding } from '../knowledge/analyze';
import { shortId } from '../knowledge/evidence';
import type { LogRecord } from '../parse/types';
import { findingMessage } from '../report';
import { ruleDocsHref } from './ruleDocs';
import { withoutHidden } from './plainLabel';
import { kindReason, repeatKinds, repeatOf } from './repeats';
import { documentPosition, isCarried, type AnalysedDocument, type FeatureSettings } from './context';


function severityOf(f: Finding, s: FeatureSettings): DiagnosticSeverity {
  if (f.verdict === 'benign') return s.benignSeverity === 'information' ? DiagnosticSeverity.Information : DiagnosticSeverity.Hint;
  if (f.verdict === 'investigate') return DiagnosticSeverity.Warning;
  return s.actionableSeverity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error;
}

/**
 * Where a record's message ends in its line, closing quote included: a quoted message (structured klog, JSON, logfmt)
 * starts after the body's start, and its span stops before the quote. No line text is read for it (the server would
 * otherwise index every line of a big document before its first diagnostics).
 */
function messageEndAsWritten(doc: AnalysedDocument, rec: LogRecord): number {
  const span = rec.messageSpan;
  if (span.start > rec.bodyStart && rec.style !== 'printf' && rec.style !== 'text') {
    // logrus writes a message bare when it needs no quotes (`msg=done`): its line is read (logfmt findings are few).
    if (rec.style === 'logfmt' && !isCarried(rec) && doc.source.lineAt(rec.line).charCodeAt(span.end) !== 34) return span.end;
    return span.end + 1;
  }
  return Math.max(span.end, rec.bodyStart);
}

/**
 * The Problems view shows text as it is: the code spans our reasons are written with lose their backticks (r41a 10),
 * unless the log's own line has a backtick, which a reason may quote and must quote as written (r51a A7).
 */
function plainText(text: string, quotesBackticks = false): string {
  // One row in the Problems view: an error's own line breaks (a probe's body, Go's `\n` unquoted) are shown as ⏎ (r64a C2).
  // Without the characters that hide or reorder text: a name from the log must not reverse the verdict beside it.
  const oneLine = withoutHidden(/[\r\n]/.test(text) ? text.replace(/\r?\n|\r/g, ' ⏎ ') : text);
  return quotesBackticks || oneLine.indexOf('`') < 0 ? oneLine : oneLine.replace(/`([^`\n]{1,400})`/g, '$1');
}

/** How many repeats are marked for each problem the Problems view may list (maxDiagnostics). */
const REPEATS_PER_LISTED = 50;

export interface DiagnosticsResult {
  diagnostics: Diagnostic[];
  /** Findings left out by the maxDiagnostics setting (the gravest problems are listed first, and only listed problems' repeats are marked). */
  omitted: number;
}

export function diagnostics(doc: AnalysedDocument, settings: FeatureSettings): DiagnosticsResult {
  // Binary data opened as text says so once, as the CLI refuses it (r64a U14: NUL and hard-wrap notices instead).
  if (binaryDocument(doc)) {
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    return { diagnostics: [{ range, severity: DiagnosticSeverity.Warning, source: 'kubelet-log-lens', message: 'This is binary data (an executable, an image, compressed data), not a text log: nothing was checked.' }], omitted: 0 };
  }
  const recs = doc.analysis.index.parsed.records;
  const all = doc.analysis.findings;
  // With `repeats: first` (the default), each finding like an earlier one is a hint that names the first, and the first
  // says how many there are (a crash loop logged 300 times, a CNI error every 5 s for an hour, is one problem in the
  // Problems view; the other lines keep their hover and the client's marks). Reviews r26b, r32a, r36a, r41a: see
  // repeats.ts for what is alike.
  const kinds = settings.repeats === 'first' ? repeatKinds(doc.analysis) : undefined;
  const repeatOfFinding = (f: Finding) => (kinds ? repeatOf(kinds, f) : undefined);
  // The cap counts the problems listed, gravest first; the repeats, which the Problems view does not list, have a cap of
  // their own (they are light: no evidence, no link), so that their marks reach the end of a big log (r41a 1: past the
  // cap a big log's repeats had looked like benign lines).
  const primary: Finding[] = [];
  const repeats: Finding[] = [];
  for (const f of all) (repeatOfFinding(f) ? repeats : primary).push(f);
  const rank = { actionable: 0, investigate: 1, benign: 2 } as const;
  const gravestFirst = (x: Finding, y: Finding) => rank[x.verdict] - rank[y.verdict] || x.line - y.line;
  let listed = primary;
  if (listed.length > settings.maxDiagnostics) listed = [...listed].sort(gravestFirst).slice(0, settings.maxDiagnostics);
  // A repeat is marked only when its first is listed; the gravest kinds' repeats first.
  const shownFirsts = new Set(listed);
  let marked = repeats.filter((f) => shownFirsts.has(repeatOfFinding(f)!.first));
  const repeatCap = settings.maxDiagnostics * REPEATS_PER_LISTED;
  if (marked.length > repeatCap) marked = [...marked].sort(gravestFirst).slice(0, repeatCap);
  const omitted = primary.length - listed.length + (repeats.length - marked.length);
  const findings = listed.length === all.length ? all : [...listed, ...marked].sort((x, y) => x.line - y.line);
  const out: Diagnostic[] = findings.map((f) => {
    const rec = recs.at(f.record);
    const range = { start: documentPosition(doc, rec, rec.bodyStart, f.line), end: documentPosition(doc, rec, messageEndAsWritten(doc, rec), f.line) };
    const repeat = repeatOfFinding(f);
    if (repeat) {
      // A repeat is shown as the client's mark only: its verdict and the first it repeats are all it needs to say.
      return {
        range,
        severity: DiagnosticSeverity.Hint,
        code: f.entry.id,
        source: 'kubelet-log-lens',
        message: `${f.verdict}: ${f.entry.title} (again; first at line ${repeat.first.line + 1})`,
        data: { verdict: f.verdict },
      };
    }
    const kind = kinds?.get(f);
    // The count up front: the Problems view cuts a long message at its end (r41a 6).
    // The line's own backticks, which its reason may quote (plainText).
    const quotesBackticks = doc.source.lineAt(f.line).includes('`');
    const count = kind && kind.count > 1 ? ` ×${kind.count}${kind.pods ? ` in ${kind.pods} pods` : ''}, to line ${kind.last + 1}` : '';
    const d: Diagnostic = {
      // A hard-wrapped line's message runs on over the lines of its parts.
      range,
      severity: severityOf(f, settings),
      code: f.entry.id,
      // A user's own rule is in no document of ours.
      ...(f.entry.fromUserRules ? {} : { codeDescription: { href: ruleDocsHref(f.entry.id) } }),
      source: 'kubelet-log-lens',
      // The Problems view shows the message without the line: it names the pod.
      // What an investigate verdict looked for is in the hover; the row names the container instead (r64a U1: rows cut
      // at "— no evide…", every message 200–500 characters).
      message: plainText(problemsMessage(f, count ? kindReason(kind!, f.reason) : f.reason, count), quotesBackticks),
      data: { verdict: f.verdict },
    };
    if (f.verdict === 'benign' && settings.benignSeverity === 'information') d.tags = [DiagnosticTag.Unnecessary];
    // Evidence on the line itself (the first line of a series, its own error) is no place to go.
    const elsewhere = f.evidence.filter((e) => e.line !== f.line);
    if (elsewhere.length) {
      d.relatedInformation = elsewhere.map((e) => ({
        // The record knows where its first line ends: no need to fetch the line's text.
        location: { uri: doc.uri, range: { start: { line: e.line, character: 0 }, end: documentPosition(doc, recs.at(e.record), messageEndAsWritten(doc, recs.at(e.record)), e.line) } },
        message: plainText(e.reason, quotesBackticks || doc.source.lineAt(e.line).includes('`')),
      }));
    }
    return d;
  });
  // What the reader should know about the file as a whole, on the line that tells it.
  for (const n of doc.analysis.index.parsed.notices) {
    const rec = recs.at(doc.analysis.index.parsed.recordOfLine[n.line]);
    out.push({
      range: { start: { line: n.line, character: 0 }, end: documentPosition(doc, rec, messageEndAsWritten(doc, rec), n.line) },
      severity: DiagnosticSeverity.Information,
      code: 'export-notice',
      source: 'kubelet-log-lens',
      message: n.message,
      // A JSON export whose lines can be taken out: the quick fix (exportLines.ts) opens them as a log.
      ...(n.exportKind ? { data: { exportKind: n.exportKind } } : {}),
    });
  }
  // Another component's log (its start-up flags name it): without a word, no problems read as a healthy log (r51a B9).
  const component = doc.analysis.index.parsed.component;
  if (component && component.name !== 'kubelet') {
    const line = component.record >= 0 ? recs.at(component.record).line : 0;
    const unexplained = doc.analysis.unexplained.count;
    out.push({
      range: { start: { line, character: 0 }, end: { line, character: doc.source.lineAt(line).length } },
      severity: DiagnosticSeverity.Information,
      code: 'other-component',
      source: 'kubelet-log-lens',
      message: `This is a ${component.name} log (${component.how}), not a kubelet's: the kubelet's known errors do not apply to it${unexplained ? `, and its ${unexplained.toLocaleString('en-US')} lines logged as E or F are not explained here` : ''}.`,
    });
  }
  return { diagnostics: out, omitted };
}

/** Whether the document's first characters are binary data by the CLI's test (`looksBinary`). */
function binaryDocument(doc: AnalysedDocument): boolean {
  const codes: number[] = [];
  for (let l = 0; l < doc.source.lineCount && codes.length < BINARY_SNIFF_CHARS; l++) {
    const text = doc.source.lineAt(l);
    for (let i = 0; i < text.length && codes.length < BINARY_SNIFF_CHARS; i++) codes.push(text.charCodeAt(i));
    codes.push(10);
  }
  return looksBinary(codes);
}

/** A finding as the Problems view's row says it: its pod, and the container it is about when the reason does not name it. */
function problemsMessage(f: Finding, reason0: string, count: string): string {
  const reason = problemsReason(f.verdict, reason0);
  const id = f.id && !f.lead ? shortId(f.id) : undefined;
  return findingMessage({ ...f, reason }, true, `${count}${id && !reason.includes(id) ? `, container ${id}` : ''}`);
}

/** A reason as the Problems view shows it: without what an investigate verdict looked for, which the hover says. */
export function problemsReason(verdict: string, reason: string): string {
  const at = reason.lastIndexOf(' (looked for ');
  return verdict === 'investigate' && at > 0 && reason.endsWith(')') ? reason.slice(0, at) : reason;
}

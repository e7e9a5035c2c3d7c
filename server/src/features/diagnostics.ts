// Diagnostics: one per finding, graded by verdict, with the evidence lines as related information.
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver/node';
import type { Finding } from '../knowledge/analyze';
import type { LogRecord } from '../parse/types';
import { findingMessage } from '../report';
import { documentPosition, isCarried, type AnalysedDocument, type FeatureSettings } from './context';

export const DOCS_URL = 'https://github.com/kubelet-log-lens/kubelet-log-lens/blob/main/docs/known-errors.md';

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

export interface DiagnosticsResult {
  diagnostics: Diagnostic[];
  /** Findings left out by the maxDiagnostics setting (actionable ones are kept first). */
  omitted: number;
}

export function diagnostics(doc: AnalysedDocument, settings: FeatureSettings): DiagnosticsResult {
  const recs = doc.analysis.index.parsed.records;
  let findings = doc.analysis.findings;
  let omitted = 0;
  if (findings.length > settings.maxDiagnostics) {
    const rank = { actionable: 0, investigate: 1, benign: 2 } as const;
    findings = [...findings].sort((a, b) => rank[a.verdict] - rank[b.verdict] || a.line - b.line).slice(0, settings.maxDiagnostics);
    omitted = doc.analysis.findings.length - findings.length;
    findings.sort((a, b) => a.line - b.line);
  }
  // With `repeats: first`, each finding like an earlier one is a hint that names the first (a crash loop logged 300
  // times is one error in the Problems view; its other lines keep their hover and a faint mark).
  const firstOfKind = settings.repeats === 'first' ? new Map<string, number>() : undefined;
  const out: Diagnostic[] = findings.map((f) => {
    const rec = recs.at(f.record);
    let message = findingMessage(f, true);
    let first: number | undefined;
    if (firstOfKind && f.verdict !== 'benign') {
      const key = `${f.entry.id}\u0000${f.verdict}\u0000${f.pod?.index ?? -1}\u0000${message.replace(/\d+/g, '#')}`;
      first = firstOfKind.get(key);
      if (first === undefined) firstOfKind.set(key, f.line);
      else message = `${message} (again; first at line ${first + 1})`;
    }
    const d: Diagnostic = {
      // A hard-wrapped line's message runs on over the lines of its parts.
      range: { start: documentPosition(doc, rec, rec.bodyStart, f.line), end: documentPosition(doc, rec, messageEndAsWritten(doc, rec), f.line) },
      severity: first !== undefined ? DiagnosticSeverity.Hint : severityOf(f, settings),
      code: f.entry.id,
      codeDescription: { href: `${DOCS_URL}#${f.entry.id}` },
      source: 'kubelet-log-lens',
      // The Problems view shows the message without the line: it names the pod.
      message,
      data: { verdict: f.verdict },
    };
    if (f.verdict === 'benign' && settings.benignSeverity === 'information') d.tags = [DiagnosticTag.Unnecessary];
    // Evidence on the line itself (the first line of a series, its own error) is no place to go.
    const elsewhere = f.evidence.filter((e) => e.line !== f.line);
    if (elsewhere.length) {
      d.relatedInformation = elsewhere.map((e) => ({
        // The record knows where its first line ends: no need to fetch the line's text.
        location: { uri: doc.uri, range: { start: { line: e.line, character: 0 }, end: documentPosition(doc, recs.at(e.record), messageEndAsWritten(doc, recs.at(e.record)), e.line) } },
        message: e.reason,
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
  return { diagnostics: out, omitted };
}

// Diagnostics: one per finding, graded by verdict, with the evidence lines as related information.
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver/node';
import type { Finding } from '../knowledge/analyze';
import type { LogRecord } from '../parse/types';
import { findingMessage } from '../report';
import { ruleDocsHref } from './ruleDocs';
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

/** How many pods one kind of finding may be in and still be listed per pod. */
const MANY_PODS = 10;

export interface DiagnosticsResult {
  diagnostics: Diagnostic[];
  /** Findings left out by the maxDiagnostics setting (actionable ones are kept first). */
  omitted: number;
}

export function diagnostics(doc: AnalysedDocument, settings: FeatureSettings): DiagnosticsResult {
  const recs = doc.analysis.index.parsed.records;
  const all = doc.analysis.findings;
  // With `repeats: first` (the default), each finding like an earlier one is a hint that names the first, and the first
  // says how many follow (a crash loop logged 300 times, a CNI error every 5 s for an hour, is one problem in the
  // Problems view; the other lines keep their hover and a faint mark). Reviews r26b and r32a: 341 and 651 rows.
  // Alike: the same rule, verdict and pod, graded by the same check or escalation. Not by the message's text: a
  // persisting series says each line's place in it ("its 122nd time, 10 min 5 s after"), which split one series into
  // nine (r36a 2).
  const fold = settings.repeats === 'first';
  // A kind in many pods is one problem of the node or of a controller (188 pods of a DaemonSet refused at admission,
  // r36a 8): past MANY_PODS pods its findings fold across pods too.
  const kindOf = (f: Finding, perPod: boolean) =>
    `${f.entry.id}\u0000${f.verdict}\u0000${perPod ? (f.pod?.index ?? -1) : ''}\u0000${f.check ?? ''}\u0000${f.escalation ?? ''}`;
  type Kind = { first: Finding; more: number; last: number; pods: number };
  // Each finding's kind, found once (the cap's sort asks for it at every comparison).
  const kindOfFinding = new Map<Finding, Kind>();
  if (fold) {
    const podsOfKind = new Map<string, Set<number>>();
    for (const f of all) {
      if (f.verdict === 'benign' || !f.pod) continue;
      const key = kindOf(f, false);
      let pods = podsOfKind.get(key);
      if (!pods) podsOfKind.set(key, (pods = new Set()));
      pods.add(f.pod.index);
    }
    const byKey = new Map<string, Kind>();
    for (const f of all) {
      if (f.verdict === 'benign') continue;
      const acrossPods = kindOf(f, false);
      const pods = podsOfKind.get(acrossPods)?.size ?? 0;
      const key = pods > MANY_PODS ? acrossPods : kindOf(f, true);
      let kind = byKey.get(key);
      if (!kind) byKey.set(key, (kind = { first: f, more: 0, last: f.line, pods: pods > MANY_PODS ? pods : 0 }));
      else {
        // The first in the file (a newest-first log's findings come last line first).
        kind.more++;
        if (f.line < kind.first.line) kind.first = f;
        if (f.line > kind.last) kind.last = f.line;
      }
      kindOfFinding.set(f, kind);
    }
  }
  const repeatOf = (f: Finding) => {
    const kind = kindOfFinding.get(f);
    return kind && kind.first !== f ? kind : undefined;
  };
  // The cap keeps the gravest first, and a kind's first before its repeats: folding comes before the cap, so a log of
  // thousands of one error still shows every other kind (r36a 1: the cap had cut the investigate kinds away).
  let findings = all;
  let omitted = 0;
  if (findings.length > settings.maxDiagnostics) {
    const rank = { actionable: 0, investigate: 1, benign: 2 } as const;
    const order = (f: Finding) => (repeatOf(f) ? 3 : rank[f.verdict]);
    findings = [...findings].sort((x, y) => order(x) - order(y) || x.line - y.line).slice(0, settings.maxDiagnostics);
    omitted = all.length - findings.length;
    findings.sort((x, y) => x.line - y.line);
  }
  const out: Diagnostic[] = findings.map((f) => {
    const rec = recs.at(f.record);
    let message = findingMessage(f, true);
    const repeat = repeatOf(f);
    const kind = kindOfFinding.get(f);
    if (repeat) message = `${message} (again; first at line ${repeat.first.line + 1})`;
    else if (kind?.more) message = `${message} (and ${kind.more} more like it${kind.pods ? ` in ${kind.pods} pods` : ''}, to line ${kind.last + 1})`;
    const d: Diagnostic = {
      // A hard-wrapped line's message runs on over the lines of its parts.
      range: { start: documentPosition(doc, rec, rec.bodyStart, f.line), end: documentPosition(doc, rec, messageEndAsWritten(doc, rec), f.line) },
      severity: repeat ? DiagnosticSeverity.Hint : severityOf(f, settings),
      code: f.entry.id,
      // A user's own rule is in no document of ours.
      ...(f.entry.fromUserRules ? {} : { codeDescription: { href: ruleDocsHref(f.entry.id) } }),
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

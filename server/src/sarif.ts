// SARIF 2.1.0 for CI: one run, one rule per catalogue entry that fired, one result per finding.
import type { FileReport, DiagnosticSeverityName } from './report';
import type { CatalogueEntry } from './knowledge/types';

const LEVEL: Record<DiagnosticSeverityName, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  information: 'note',
  hint: 'note',
};

export function toSarif(reports: FileReport[], entries: readonly CatalogueEntry[], toolVersion: string, docsBase: string): object {
  const used = new Set(reports.flatMap((r) => r.diagnostics.map((d) => d.ruleId)));
  const rules = entries
    .filter((e) => used.has(e.id))
    .map((e) => ({
      id: e.id,
      name: e.title,
      shortDescription: { text: e.title },
      fullDescription: { text: e.summary },
      help: { text: `${e.explanation}\n\nWhen it is not benign: ${e.whenNotBenign}` },
      helpUri: `${docsBase}#${e.id}`,
      properties: { verdictKind: e.verdictKind, references: e.references.map((r) => r.url) },
    }));
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i] as const));
  // Lines of a log taken out of a JSON export are not lines of the file: the location is the file as a whole, and the
  // line in the log taken out is a property.
  const where = (rep: FileReport, line: number) =>
    rep.extractedFrom ? { artifactLocation: { uri: rep.file } } : { artifactLocation: { uri: rep.file }, region: { startLine: line } };
  const results = reports.flatMap((rep) =>
    rep.diagnostics.map((d) => ({
      ruleId: d.ruleId,
      ruleIndex: ruleIndex.get(d.ruleId),
      level: LEVEL[d.severity],
      kind: d.verdict === 'benign' ? 'informational' : 'fail',
      message: { text: d.message },
      locations: [{ physicalLocation: where(rep, d.line) }],
      relatedLocations: d.evidence.map((e, i) => ({
        id: i + 1,
        message: { text: rep.extractedFrom ? `${e.reason} (line ${e.line} of the log taken out)` : e.reason },
        physicalLocation: where(rep, e.line),
      })),
      properties: rep.extractedFrom ? { verdict: d.verdict, pod: d.pod, extractedLine: d.line } : { verdict: d.verdict, pod: d.pod },
    })),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'kubelet-log-lens', version: toolVersion, informationUri: docsBase, rules } },
        artifacts: reports.map((r) => ({ location: { uri: r.file } })),
        // What to know about a file as a whole (an export cut at its line limit, one written on one line): the run's
        // notifications, on the line that tells it.
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: reports.flatMap((rep) => [
              ...(rep.extractedFrom ? [{ level: 'note', message: { text: rep.extractedFrom.note }, locations: [{ physicalLocation: where(rep, 1) }] }] : []),
              ...rep.notices.map((n) => ({
                level: 'warning',
                message: { text: n.message },
                locations: [{ physicalLocation: where(rep, n.line) }],
              })),
            ]),
          },
        ],
        results,
      },
    ],
  };
}

// With the `repeats: first` setting, the default since review r32a (651 identical CNI errors, about 1,950 rows with
// their related lines), a finding like an earlier one is a hint naming the first, and the first says how many follow
// (review r26b: 341 identical CrashLoopBackOff errors had filled the Problems view); with `each` every finding keeps
// its severity.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver/node';
import { analyzeText } from '../../server/src/pipeline';
import { diagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS, type AnalysedDocument } from '../../server/src/features/context';

const uid = 'f44e45ba-5293-44de-8b83-e28bdd200d68';
const backOff = (pod: string, s: number, wait: string) =>
  `E0120 11:4${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.000000    4787 pod_workers.go:191] Error syncing pod ${uid} ("${pod}_kube-system(${uid})"), skipping: failed to "StartContainer" for "app" with CrashLoopBackOff: "back-off ${wait} restarting failed container=app pod=${pod}_kube-system(${uid})"`;
const LINES = [backOff('web-0', 0, '10s'), backOff('web-0', 20, '20s'), backOff('web-0', 50, '40s')];
const LOG = LINES.join('\n');
const doc = (): AnalysedDocument => ({ uri: 'file:///x.log', version: 1, source: { lineCount: LINES.length, lineAt: (l) => LINES[l] ?? '' }, analysis: analyzeText(LOG, { today: new Date(Date.UTC(2024, 5, 1)) }) });

test('by default the repeats are hints that name the first, which counts them; with repeats: each, every finding keeps its severity', () => {
  const each = diagnostics(doc(), { ...DEFAULT_SETTINGS, repeats: 'each' }).diagnostics.filter((d) => d.code === 'crashloopbackoff');
  assert.deepEqual(each.map((d) => d.severity), [DiagnosticSeverity.Error, DiagnosticSeverity.Error, DiagnosticSeverity.Error]);
  assert.doesNotMatch(String(each[0].message), /×\d/);
  const first = diagnostics(doc(), DEFAULT_SETTINGS).diagnostics.filter((d) => d.code === 'crashloopbackoff');
  assert.deepEqual(first.map((d) => d.severity), [DiagnosticSeverity.Error, DiagnosticSeverity.Hint, DiagnosticSeverity.Hint]);
  assert.doesNotMatch(String(first[0].message), /\(again; first/);
  assert.match(String(first[0].message), /^actionable: CrashLoopBackOff ×3, to line 3 \(kube-system\/web-0\) — /);
  // The back-off it grew to, from the first line's to the last's (r51a B7); one line alone says its own.
  assert.match(String(first[0].message), /back-off 10s → 40s\b/);
  assert.doesNotMatch(String(each[0].message), /→/);
  assert.match(String(first[2].message), /\(again; first at line 1\)$/);
  // A finding with no repeat says nothing of repeats.
  const one: AnalysedDocument = { ...doc(), analysis: analyzeText(LINES[0], { today: new Date(Date.UTC(2024, 5, 1)) }) };
  const alone = diagnostics(one, DEFAULT_SETTINGS).diagnostics.filter((d) => d.code === 'crashloopbackoff');
  assert.equal(alone.length, 1);
  assert.doesNotMatch(String(alone[0].message), /×\d|\(again;/);
});

test('folding comes before the cap: a log of one error repeated keeps every other kind in view (r36a 1)', () => {
  const many = Array.from({ length: 40 }, (_, k) => backOff('web-0', k, '5m0s'));
  // A finding of another kind after all the repeats (a runtime call that failed: investigate).
  const other = 'E0120 11:49:00.000000    4787 remote_runtime.go:255] "StopPodSandbox from runtime service failed" err="rpc error: code = Unknown desc = failed to stop container \\"abc\\": unknown" podSandboxID="4f1c6c8e0b7b2b9e4d1b7a6c5e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f"';
  const lines = [...many, other];
  const d: AnalysedDocument = { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), { today: new Date(Date.UTC(2024, 5, 1)) }) };
  const kinds = new Set(d.analysis.findings.map((f) => f.entry.id));
  assert.ok(kinds.size >= 2, `two kinds of finding: ${[...kinds]}`);
  const { diagnostics: shown, omitted } = diagnostics(d, { ...DEFAULT_SETTINGS, maxDiagnostics: 3 });
  // Two problems listed (the cap is 3), and the crash loop's 39 repeats marked.
  assert.equal(shown.filter((x) => x.severity !== DiagnosticSeverity.Hint).length, 2);
  assert.equal(omitted, 0);
  assert.ok(shown.some((x) => x.code !== 'crashloopbackoff'), 'the other kind is shown');
  const first = shown.find((x) => x.code === 'crashloopbackoff' && x.severity === DiagnosticSeverity.Error)!;
  assert.match(String(first.message), /CrashLoopBackOff ×40, to line 40 /);
});

test('pods of one workload failing alike fold into one entry; different applications, or different causes, do not (r36a 8, r41a 2, 3)', () => {
  const podUid = (k: number) => `f44e45ba-5293-44de-8b83-${String(k).padStart(12, '0')}`;
  const backOffOf = (pod: string, k: number, container = 'app') =>
    `E0120 11:40:${String(k).padStart(2, '0')}.000000    4787 pod_workers.go:191] Error syncing pod ${podUid(k)} ("${pod}_kube-system(${podUid(k)})"), skipping: failed to "StartContainer" for "${container}" with CrashLoopBackOff: "back-off 10s restarting failed container=${container} pod=${pod}_kube-system(${podUid(k)})"`;
  const shown = (lines: string[]) => {
    const d: AnalysedDocument = { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), { today: new Date(Date.UTC(2024, 5, 1)) }) };
    return diagnostics(d, DEFAULT_SETTINGS).diagnostics.filter((x) => x.code === 'crashloopbackoff');
  };
  // A DaemonSet's pods (random suffixes) and a Deployment's (ReplicaSet hash and suffix): one entry each.
  const ds = shown(Array.from({ length: 12 }, (_, k) => backOffOf(`node-exporter-${'abcdefghijkl'[k]}x2kq`, k)));
  assert.deepEqual(ds.map((x) => x.severity), [DiagnosticSeverity.Error, ...Array(11).fill(DiagnosticSeverity.Hint)]);
  assert.match(String(ds[0].message), /^actionable: CrashLoopBackOff ×12 in 12 pods, to line 12 /);
  assert.match(String(ds[5].message), /\(again; first at line 1\)$/);
  const two = shown([backOffOf('api-7d9f8b6c5-x2kqz', 0), backOffOf('api-7d9f8b6c5-p9wzt', 1)]);
  assert.deepEqual(two.map((x) => x.severity), [DiagnosticSeverity.Error, DiagnosticSeverity.Hint]);
  // Thirteen different applications: thirteen entries.
  const apps = shown(Array.from({ length: 13 }, (_, k) => backOffOf(`app${k}-7d9f8b6c5-x2kqz`, k)));
  assert.ok(apps.every((x) => x.severity === DiagnosticSeverity.Error), 'one entry per application');
  // One pod, two containers crash-looping: two problems.
  const containers = shown([backOffOf('db-0', 0, 'postgres'), backOffOf('db-0', 0, 'exporter')]);
  assert.deepEqual(containers.map((x) => x.severity), [DiagnosticSeverity.Error, DiagnosticSeverity.Error]);
});

test('past maxDiagnostics the listed problems are capped, not their repeats\' marks (r41a 1)', () => {
  const many = Array.from({ length: 40 }, (_, k) => backOff('web-0', k, '5m0s'));
  const other = 'E0120 11:49:00.000000    4787 remote_runtime.go:255] "StopPodSandbox from runtime service failed" err="rpc error: code = Unknown desc = failed to stop container \\"abc\\": unknown" podSandboxID="4f1c6c8e0b7b2b9e4d1b7a6c5e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f"';
  const lines = [...many, other];
  const d: AnalysedDocument = { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), { today: new Date(Date.UTC(2024, 5, 1)) }) };
  const { diagnostics: shownNow, omitted } = diagnostics(d, { ...DEFAULT_SETTINGS, maxDiagnostics: 2 });
  assert.equal(omitted, 0, 'two problems listed, every repeat marked');
  assert.equal(shownNow.length, 41);
  const capped = diagnostics(d, { ...DEFAULT_SETTINGS, maxDiagnostics: 1 });
  // The crash loop (actionable) is listed and its 39 repeats marked; the other problem (investigate) is left out.
  assert.equal(capped.diagnostics.length, 40);
  assert.equal(capped.omitted, 1);
  // A repeat says its verdict and its first, nothing more.
  const repeat = capped.diagnostics.find((x) => x.severity === DiagnosticSeverity.Hint)!;
  assert.equal(repeat.relatedInformation, undefined);
  assert.match(String(repeat.message), /^actionable: CrashLoopBackOff \(again; first at line 1\)$/);
});

test('a repeat\'s hover says which line the Problems view lists its problem at (r41a 4)', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const h = hover(doc(), 2, 40);
  assert.match(h?.markdown ?? '', /\*\*Same problem:\*\* 3 lines, the first \[line 1\]\([^)]*\), where the Problems view lists it, the last \[line 3\]/);
});

test('in a newest-first export the hover says the listed line is the latest and the other end the earliest (r51a A3)', async () => {
  const { hover } = await import('../../server/src/features/hover');
  // journalctl -r: the latest line first.
  const lines = Array.from({ length: 6 }, (_, k) => `Jan 20 11:4${5 - k}:00 node-1 kubelet[4787]: ${backOff('web-0', (5 - k) * 60, '5m0s')}`);
  const d: AnalysedDocument = { uri: 'file:///r.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), { today: new Date(Date.UTC(2024, 5, 1)) }) };
  assert.equal(d.analysis.index.parsed.reversed, true);
  const h = hover(d, 3, 40);
  assert.match(h?.markdown ?? '', /\*\*Same problem:\*\* 6 lines, the latest \(the log is newest first\) \[line 1\]\([^)]*\), where the Problems view lists it, the earliest \[line 6\]/);
});

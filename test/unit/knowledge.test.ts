// Evidence-graded verdicts: benign only with evidence from this log; cases built to tempt a false benign.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis, Finding } from '../../server/src/knowledge/analyze';
import { parseUserRules, checkPattern } from '../../server/src/knowledge/userRules';
import { matcherFor } from '../../server/src/pipeline';
import { CORPUS, loadCorpus } from './corpusFixture';
import { analyzeParsed } from '../../server/src/pipeline';
import { parseText } from '../../server/src/parse/document';
import { podTimeline } from '../../server/src/model/timeline';
import { existsSync } from 'node:fs';

const SAMPLE = join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log');
const X = 'e'.repeat(64);

function at(a: Analysis, line1: number): Finding {
  const f = a.findings.find((x) => x.line === line1 - 1);
  assert.ok(f, `a finding on line ${line1}`);
  return f!;
}

const notFound = (id: string, time: string) =>
  `E0731 ${time}  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`;
const stopNotFound = (id: string, time: string) =>
  `E0731 ${time}  354472 remote_runtime.go:479] "StopContainer from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`;

test('sample: the ContainerStatus NotFound and its DeleteContainer line are benign, citing the first removal (17:16:32.372946)', () => {
  const a = analyzeText(readFileSync(SAMPLE, 'utf8'));
  for (const line of [27, 28]) {
    const f = at(a, line);
    assert.equal(f.verdict, 'benign', `line ${line}: ${f.reason}`);
    assert.equal(f.evidence[0].line + 1, 17, 'the first evidence is the first "Removing container" of c234646f…');
    assert.match(f.evidence[0].reason, /17:16:32\.372946/);
  }
  // The seed's cause of the double removal: PLEG ContainerDied for the container (L15) and for its sandbox (L16).
  assert.deepEqual(at(a, 27).evidence.map((e) => e.line + 1), [17, 21, 15, 16]);
  assert.match(at(a, 27).evidence[3].reason, /sandbox \(ae68335cc573\).*the removal ran once per event/);
  assert.equal(at(a, 27).entry.id, 'cri-containerstatus-notfound');
  assert.equal(at(a, 28).entry.id, 'deletecontainer-notfound');
});

test('sample: the StopContainer NotFound is benign: containers stopped and removed before housekeeping killed them again as orphans', () => {
  const a = analyzeText(readFileSync(SAMPLE, 'utf8'));
  const f = at(a, 42);
  assert.equal(f.entry.id, 'cri-stopcontainer-notfound');
  assert.equal(f.verdict, 'benign');
  const lines = f.evidence.map((e) => e.line + 1);
  assert.ok(lines.includes(6) || lines.includes(8), `cites the pod's containers being stopped: ${lines}`);
  assert.ok(lines.includes(17), `cites the earlier removal of the container: ${lines}`);
  assert.ok(lines.includes(32), `cites the orphan cleanup by housekeeping: ${lines}`);
});

test('sample: NotFound errors for containers this log knows nothing about say investigate, never benign', () => {
  const a = analyzeText(readFileSync(SAMPLE, 'utf8'));
  for (const line of [50, 54, 55]) {
    const f = at(a, line);
    assert.equal(f.verdict, 'investigate', `line ${line}`);
    assert.equal(f.evidence.length, 0);
  }
});

test('tempting: the same NotFound with no earlier removal is investigate', () => {
  const a = analyzeText([
    `I0731 17:16:31.000000  354472 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="default/web" event=&{ID:11111111-1111-1111-1111-111111111111 Type:ContainerDied Data:${X}}`,
    notFound(X, '17:16:32.398137'),
  ].join('\n'));
  assert.equal(at(a, 2).verdict, 'investigate');
});

test('tempting: a NotFound for a container that PLEG still reports running is investigate', () => {
  const a = analyzeText([
    `I0731 17:16:30.000000  354472 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="default/web" event=&{ID:11111111-1111-1111-1111-111111111111 Type:ContainerStarted Data:${X}}`,
    notFound(X, '17:16:32.398137'),
  ].join('\n'));
  assert.equal(at(a, 2).verdict, 'investigate');
});

test('tempting: a removal followed by PLEG reporting the container started again voids the evidence', () => {
  const a = analyzeText([
    `I0731 17:16:30.000000  354472 kuberuntime_container.go:947] "Removing container" containerID="${X}"`,
    `I0731 17:16:31.000000  354472 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="default/web" event=&{ID:11111111-1111-1111-1111-111111111111 Type:ContainerStarted Data:${X}}`,
    notFound(X, '17:16:32.398137'),
  ].join('\n'));
  assert.equal(at(a, 3).verdict, 'investigate');
});

test('tempting: a removal long before the error (outside the window) is no evidence', () => {
  const a = analyzeText([
    `I0731 16:00:00.000000  354472 kuberuntime_container.go:947] "Removing container" containerID="${X}"`,
    notFound(X, '17:16:32.398137'),
  ].join('\n'));
  assert.equal(at(a, 2).verdict, 'investigate');
});

test('tempting: a StopContainer NotFound outside any orphan teardown, with no earlier stop or removal, is investigate', () => {
  const a = analyzeText([
    'I0731 17:16:33.821198  354472 kuberuntime_container.go:719] "Killing container with a grace period override" pod="default/web" podUID=11111111-1111-1111-1111-111111111111 containerName="nginx" containerID="containerd://' + X + '" gracePeriod=30',
    stopNotFound(X, '17:16:33.822425'),
  ].join('\n'));
  assert.equal(at(a, 2).verdict, 'investigate');
});

test('actionable entries stay actionable whatever surrounds them (CrashLoopBackOff)', () => {
  // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log (first line, shortened err)
  const a = analyzeText('Nov 10 14:17:41.900439 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: E1110 14:17:41.900391    2296 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"controller\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=controller pod=cloud-credential-operator-7bd7d8c8b5-5vhqt_openshift-cloud-credential-operator(5f3b3b2e-1f0c-4c16-a5a0-9f7e2b3d1c55)\\"" pod="openshift-cloud-credential-operator/cloud-credential-operator-7bd7d8c8b5-5vhqt" podUID="5f3b3b2e-1f0c-4c16-a5a0-9f7e2b3d1c55"');
  assert.equal(a.findings[0].entry.id, 'crashloopbackoff');
  assert.equal(a.findings[0].verdict, 'actionable');
});

test('corpus: every NotFound line gets a diagnostic, every benign finding cites evidence, every CrashLoopBackOff is actionable unless its container came back up', { skip: existsSync(CORPUS) ? false : `corpus not found at ${CORPUS}` }, () => {
  const matcher = matcherFor();
  for (const c of loadCorpus()) {
    const a = analyzeParsed(c.parsed, matcher);
    let notFound = 0;
    let crash = 0;
    // The analysis's own view of the records (a newest-first log is read oldest first: record numbers differ).
    const parsed = a.index.parsed;
    c.lines.forEach((line, i) => {
      const r = parsed.recordOfLine[i];
      if (parsed.records.at(r).line !== i) return; // continuation lines belong to the record above
      if (/an error occurred when try to find container|could not find container/.test(line)) {
        notFound++;
        assert.ok(a.findingByRecord.has(r), `${c.name} L${i + 1} has no diagnostic: ${line.slice(0, 200)}`);
      }
      if (line.includes('Error syncing pod') && line.includes('CrashLoopBackOff')) {
        crash++;
        const f = a.findingByRecord.get(r);
        // A loop that ended cites the container's start after it (container-recovered), a line of the pod's PLEG.
        if (f?.verdict === 'benign') assert.match(parsed.records.at(f.evidence[0].record).message, /PLEG/, `${c.name} L${i + 1}: benign without the start`);
        else assert.equal(f?.verdict, 'actionable', `${c.name} L${i + 1}`);
      }
    });
    for (const f of a.findings) {
      if (f.verdict === 'benign' && f.entry.evidence?.length) assert.ok(f.evidence.length > 0, `${c.name} L${f.line + 1}: benign without evidence`);
    }
    if (notFound || crash) console.log(`# ${c.name}: ${notFound} NotFound lines, ${crash} CrashLoopBackOff lines; ${a.counts.benign} benign, ${a.counts.investigate} investigate, ${a.counts.actionable} actionable`);
  }
});

test('user rules: JSON and YAML add entries; a broken file reports a line, not a crash; ReDoS patterns are refused', () => {
  const json = parseUserRules(JSON.stringify({ rules: [{ id: 'my-rule', title: 'Custom', verdictKind: 'actionable', match: { messages: ['Custom failure'] } }] }), '.kubelet-log-lens.json');
  assert.deepEqual(json.errors, []);
  assert.equal(json.entries[0].id, 'my-rule');
  const yaml = parseUserRules('rules:\n  - id: yaml-rule\n    title: From YAML\n    verdictKind: benign-in-context\n    evidence: [pod-being-deleted]\n    match:\n      messagePatterns: ["^custom \\\\d+"]\n', '.kubelet-log-lens.yaml');
  assert.deepEqual(yaml.errors, []);
  assert.equal(yaml.entries[0].evidence?.[0], 'pod-being-deleted');
  const broken = parseUserRules('rules:\n  - id: ok-rule\n    title: fine\n    verdictKind: actionable\n    match: { messages: [x] }\n  - id: Bad Id\n    verdictKind: nope\n', '.kubelet-log-lens.yaml');
  assert.equal(broken.entries.length, 1, 'the good rule survives');
  assert.ok(broken.errors.length >= 2);
  assert.equal(broken.errors[0].line, 6);
  const notYaml = parseUserRules('rules: [unclosed', 'x.yaml');
  assert.ok(notYaml.errors[0].message.startsWith('not valid YAML'));
  const notJson = parseUserRules('{"rules": [', 'x.json');
  assert.ok(notJson.errors[0].message.startsWith('not valid JSON'));
  const redos = parseUserRules(JSON.stringify([{ id: 'slow', title: 's', verdictKind: 'actionable', match: { messagePatterns: ['^(a+)+$'] } }]), 'r.json');
  assert.equal(redos.entries.length, 0);
  assert.match(redos.errors[0].message, /exponential/);
  assert.equal(checkPattern('^Removing container$'), undefined);
});

test('user rules override a built-in entry by id and add new ones', () => {
  const custom = parseUserRules(JSON.stringify([
    { id: 'cri-containerstatus-notfound', title: 'Ours', verdictKind: 'actionable', match: { messages: ['ContainerStatus from runtime service failed'] } },
    { id: 'custom-line', title: 'Custom', verdictKind: 'actionable', match: { messages: ['Pod termination removed cgroups'] } },
  ]), 'r.json');
  const a = analyzeText(readFileSync(SAMPLE, 'utf8'), { matcher: matcherFor(custom.entries) });
  assert.equal(at(a, 27).verdict, 'actionable');
  assert.equal(at(a, 27).entry.title, 'Ours');
  assert.equal(at(a, 18).entry.id, 'custom-line');
});

test('text from a workspace rule file is shown escaped in hovers, and only https references are kept', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const { marked } = await import('marked');
  const rules = parseUserRules(JSON.stringify([{
    id: 'evil-rule', title: '[click](command:workbench.action.terminal.new)', verdictKind: 'actionable',
    match: { messages: ['Pod termination removed cgroups'] },
    explanation: '<img src=x onerror=alert(1)> [x](command:foo) **bold**',
    references: [{ label: 'ok', url: 'https://example.org/a' }, { label: 'bad', url: 'command:workbench.action.terminal.new' }],
  }]), 'r.json');
  assert.equal(rules.entries[0].references.length, 1);
  const text = readFileSync(SAMPLE, 'utf8');
  const lines = text.split('\n');
  const doc = { uri: 'file:///s.log', version: 1, source: { lineCount: lines.length, lineAt: (i: number) => lines[i] ?? '' }, analysis: analyzeText(text, { matcher: matcherFor(rules.entries) }) };
  const html = await marked.parse(hover(doc, 17, 40)!.markdown);
  assert.ok(!/href="command:/.test(html), 'no command link');
  assert.ok(!/<img/.test(html), 'no image');
  assert.ok(!/<strong>bold/.test(html), 'no emphasis from the rule file');
  assert.ok(html.includes('https://example.org/a'));
});

test('a newest-first export (journalctl -r) is graded in the order things happened: the verdicts of the log read oldest first, at their own lines', () => {
  // The sample reversed: the first "Removing container" now comes after the NotFound in the file, but before it in time.
  const lines = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
  const n = lines.length;
  const reversed = analyzeText([...lines].reverse().join('\n'));
  const forward = analyzeText(lines.join('\n'));
  assert.equal(reversed.index.parsed.reversed, true);
  assert.equal(reversed.index.parsed.viewedOldestFirst, true);
  // Line L of the sample is line n - 1 - L of the reversed file (0-based).
  const grades = (a: Analysis, flip: boolean) =>
    a.findings
      .map((f) => `${flip ? n - 1 - f.line : f.line} ${f.entry.id} ${f.verdict} [${f.evidence.map((e) => (flip ? n - 1 - e.line : e.line)).join(',')}]`)
      .sort();
  assert.deepEqual(grades(reversed, true), grades(forward, false));
  const benign = reversed.findings.find((f) => f.entry.id === 'cri-containerstatus-notfound' && f.verdict === 'benign');
  assert.ok(benign, 'the NotFound is benign');
  assert.equal(benign!.line, n - 27, 'at its own line in the reversed file (sample line 27)');
  assert.equal(benign!.evidence[0].line, n - 17, 'citing the removal at its own line (sample line 17)');
  // The pod's phases run in time order, each at the reversed file's lines.
  const pod = reversed.index.pods.find((p) => p.name === 'test-nginx-976fbbd77-m2tqs')!;
  const phases = podTimeline(reversed.index, pod).phases.map((p) => p.phase);
  assert.deepEqual(phases, podTimeline(forward.index, forward.index.pods.find((p) => p.name === pod.name)!).phases.map((p) => p.phase));
  // The hover's "seen N times, from line A to line B" spans the file, whichever way it runs.
  for (const [rule, tally] of reversed.byRule) {
    const lines = reversed.findings.filter((f) => f.entry.id === rule).map((f) => f.line);
    assert.deepEqual([tally.firstLine, tally.lastLine], [Math.min(...lines), Math.max(...lines)], rule);
  }
  assert.ok([...reversed.byRule.values()].some((t) => t.firstLine < t.lastLine), 'a rule seen on several lines');
});

test('a short excerpt pasted newest-first (a few steps, all back in time) is read oldest first; one step back in a forward log is not', () => {
  // Sample lines 17-27: the first removal of the container, then its pod's deletion, then the NotFound. Eleven lines
  // make ten steps back: too few for the rule for whole logs (more than ten), enough when no step goes forward.
  const lines = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n').slice(16, 27);
  const reversed = analyzeText([...lines].reverse().join('\n'));
  assert.equal(reversed.index.parsed.reversed, true);
  const notFound = reversed.findings.find((f) => f.entry.id === 'cri-containerstatus-notfound')!;
  assert.equal(notFound.line, 0);
  assert.equal(notFound.verdict, 'benign', notFound.reason);
  assert.equal(notFound.evidence[0].line, 10, 'the removal, last in the file and first in time');
  // Three lines, newest first: two steps back, none forward.
  assert.equal(parseText([lines[10], lines[5], lines[0]].join('\n')).reversed, true);
  // A forward excerpt with one line out of order is not reversed.
  assert.equal(parseText([lines[0], lines[5], lines[3], lines[10]].join('\n')).reversed, false);
  assert.equal(parseText(lines.join('\n')).reversed, false);
});

test('readiness failures right after the container started are start-up noise; liveness failures and failures after a success are not', () => {
  const uid = 'dddddddd-0000-0000-0000-00000000000a';
  const started = `I0731 10:00:00.000000  1 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="ns/web" event=&{ID:${uid} Type:ContainerStarted Data:${'a'.repeat(64)}}`;
  const failed = (type: string, t: string) => `I0731 ${t}  1 prober.go:107] "Probe failed" probeType="${type}" pod="ns/web" podUID="${uid}" containerName="app" probeResult="failure" output="connection refused"`;
  const ok = `I0731 10:00:20.000000  1 prober.go:110] "Probe succeeded" probeType="Readiness" pod="ns/web" podUID="${uid}" containerName="app"`;
  const a = analyzeText([started, failed('Readiness', '10:00:10.000000'), failed('Liveness', '10:00:11.000000'), ok, failed('Readiness', '10:00:30.000000')].join('\n'));
  assert.equal(at(a, 2).verdict, 'benign');
  assert.match(at(a, 2).reason, /container started at 10:00:00/);
  assert.equal(at(a, 3).verdict, 'investigate', 'a liveness failure is not start-up noise');
  assert.equal(at(a, 5).verdict, 'investigate', 'after a success, a readiness failure is not start-up noise');
});

test('a cgroup path under the node\'s own container (kind): the finding is about the pod\'s container, not the node\'s', () => {
  // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log line 554 (journald prefix dropped)
  const line = 'E0420 19:20:34.895368     298 cadvisor_stats_provider.go:414] "Partial failure issuing cadvisor.ContainerInfoV2" err="partial failures: [\\"/docker/ce808bf2ae79438010845e5fe580f24e6b776922424627b084acf4ca06a6d267/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod9ac57f21_7011_4143_9a7c_3772ca6e4321.slice/cri-containerd-8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80.scope\\": RecentStats: unable to find data in memory cache]"';
  const f = analyzeText(line).findings[0];
  assert.equal(f.entry.id, 'cadvisor-partial-failure');
  assert.equal(f.id, '8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80');
});

test('the outline of a newest-first log: every pod and phase range runs from its lowest line to its highest', async () => {
  const { documentSymbols } = await import('../../server/src/features/symbols');
  const lines = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n').reverse();
  const doc = { uri: 'file:///r.log', version: 1, source: { lineCount: lines.length, lineAt: (i: number) => lines[i] ?? '' }, analysis: analyzeText(lines.join('\n')) };
  const syms = documentSymbols(doc);
  assert.equal(syms.length, 1);
  for (const s of [syms[0], ...(syms[0].children ?? [])]) {
    assert.ok(s.range.start.line <= s.range.end.line, `${s.name}: ${JSON.stringify(s.range)}`);
    assert.ok(s.selectionRange.start.line >= s.range.start.line && s.selectionRange.start.line <= s.range.end.line, `${s.name}: selection inside the range`);
  }
  const podLines = doc.analysis.index.pods[0].records.map((r) => doc.analysis.index.parsed.records.at(r).line);
  assert.deepEqual([syms[0].range.start.line, syms[0].range.end.line], [Math.min(...podLines), Math.max(...podLines)]);
});

test('the outline never names a pod or phase on a line that is another\'s: interleaved pods and phases hold their first line only', async () => {
  const { documentSymbols } = await import('../../server/src/features/symbols');
  const u = (n: number) => `aaaaaaaa-0000-0000-0000-00000000000${n}`;
  const line = (t: string, msg: string, n: number) => `I0731 10:00:${t}.000000  1 kubelet.go:1] "${msg}" pod="ns/p${n}" podUID=${u(n)}`;
  const lines = [
    line('01', 'SyncLoop ADD', 1), line('02', 'SyncLoop ADD', 2), line('03', 'syncPod enter', 1), line('04', 'syncPod enter', 2),
    line('05', 'SyncLoop DELETE', 1), line('06', 'SyncLoop DELETE', 2),
    // A third pod alone at the end of the log keeps its whole span.
    line('07', 'SyncLoop ADD', 3), line('08', 'syncPod enter', 3), line('09', 'syncPod enter', 3),
  ];
  const doc = { uri: 'file:///i.log', version: 1, source: { lineCount: lines.length, lineAt: (i: number) => lines[i] ?? '' }, analysis: analyzeText(lines.join('\n')) };
  const syms = documentSymbols(doc);
  assert.deepEqual(syms.map((s) => [s.name, s.range.start.line, s.range.end.line]), [['ns/p1', 0, 0], ['ns/p2', 1, 1], ['ns/p3', 6, 8]]);
  const ix = doc.analysis.index;
  // Whatever symbol holds a line, the line is that pod's (the editor's breadcrumb names the first such symbol).
  for (let l = 0; l < lines.length; l++) {
    const holder = syms.findIndex((s) => s.range.start.line <= l && l <= s.range.end.line);
    if (holder >= 0) assert.equal(ix.pods[ix.podOfRecord[l]].name, syms[holder].name.split('/')[1], `line ${l + 1}`);
  }
  const p3 = syms[2].children!;
  assert.deepEqual(p3.map((c) => [c.range.start.line, c.range.end.line]), [[6, 6], [7, 8]], 'its phases do not interleave: whole spans');
});

test('the topology manager\'s RemoveContainer proves a removal only just before the error; a PLEG ContainerDied does not excuse the deletor', () => {
  // Message texts of corpus/k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log lines 357, 366, 370 and 371.
  const id = '022458e04030' + 'a'.repeat(52);
  const topology = (t: string) => `I0420 ${t}     298 scope.go:110] "RemoveContainer" containerID="${id}"`;
  const notFoundAt = (t: string) => `E0420 ${t}     298 remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`;
  // A RemoveContainer logged by a pod sync of a crash-looping container, 19.7 s before: no proof.
  const far = analyzeText([topology('01:21:20.328808'), topology('01:21:40.030535'), notFoundAt('01:21:40.031586')].join('\n'));
  assert.equal(far.findings[0].verdict, 'investigate');
  // A removal 0.19 s before the attempt that fails (line 370, whose status lookup is the error): the removal it raced.
  const near = analyzeText([topology('01:21:20.328808'), topology('01:21:39.836939'), topology('01:21:40.030535'), notFoundAt('01:21:40.031586')].join('\n'));
  assert.equal(near.findings[0].verdict, 'benign');
  assert.deepEqual(near.findings[0].evidence.map((e) => e.line), [1]);
  // Only the failing attempt's own line: the log does not show the container removed before (it may have been lost).
  const own = analyzeText([topology('01:21:40.030535'), notFoundAt('01:21:40.031586')].join('\n'));
  assert.equal(own.findings[0].verdict, 'investigate');
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log lines 833-834 (journald prefix dropped):
  // the ContainerDied that triggers the deletor is no evidence; only a sandbox or an earlier removal is.
  const died = analyzeText([
    'I0822 00:23:09.727296  584647 kubelet.go:2114] "SyncLoop (PLEG): event for pod" pod="kube-system/kube-proxy-jgb94" event=&{ID:4df60fde-c2ae-4b31-b4d4-f7ea26bd2913 Type:ContainerDied Data:d2bf41b8d120e5ccc5eac583d2b7abd721cabcc88dece2595d03d67fe3745ce2}',
    'I0822 00:23:09.727309  584647 pod_container_deletor.go:79] "Container not found in pod\'s containers" containerID="d2bf41b8d120e5ccc5eac583d2b7abd721cabcc88dece2595d03d67fe3745ce2"',
  ].join('\n'));
  assert.equal(died.findings[0].entry.id, 'deletor-container-not-found');
  assert.equal(died.findings[0].verdict, 'investigate');
});

test('an error raised inside a removal is benign only when the log shows a removal before the attempt that fails', () => {
  // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log lines 2784, 2786, 2799-2802
  // (journald prefix dropped): two removals of one container, the second failing on its status lookup.
  const id = '60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f';
  const first = [
    `I0830 04:32:24.489242  704773 kuberuntime_container.go:950] "Removing container" containerID="${id}"`,
    `I0830 04:32:24.489410  704773 scope.go:110] "RemoveContainer" containerID="${id}"`,
  ];
  const second = [
    `I0830 04:32:24.699395  704773 kuberuntime_container.go:950] "Removing container" containerID="${id}"`,
    `I0830 04:32:24.699490  704773 scope.go:110] "RemoveContainer" containerID="${id}"`,
    `E0830 04:32:24.701165  704773 remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`,
    `I0830 04:32:24.701267  704773 pod_container_deletor.go:52] "DeleteContainer returned error" containerID={Type:containerd ID:${id}} err="failed to get container status \\"${id}\\": rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found"`,
  ];
  const whole = analyzeText([...first, ...second].join('\n'));
  assert.deepEqual(whole.findings.map((f) => [f.entry.id, f.verdict]), [['cri-containerstatus-notfound', 'benign'], ['deletecontainer-notfound', 'benign']]);
  assert.equal(whole.findings[0].evidence[0].line, 0, 'the first removal');
  assert.equal(whole.findings[0].evidence[1].line, 2, 'the second attempt, the one failing');
  // The log begins with the failing attempt (a download cut at its line limit, a tail): its own start is no evidence.
  const cut = analyzeText(second.join('\n'));
  assert.deepEqual(cut.findings.map((f) => f.verdict), ['investigate', 'investigate']);
  // An error outside a removal keeps the latest removal as evidence: StopContainer after the container was removed.
  const stop = analyzeText([...first, `E0830 04:32:24.699000  704773 remote_runtime.go:505] "StopContainer from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`].join('\n'));
  assert.equal(stop.findings[0].entry.id, 'cri-stopcontainer-notfound');
  assert.equal(stop.findings[0].verdict, 'benign');
});

test('a registration refused for the kubelet\'s identity ends the start-up excuse until the node registers', () => {
  // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log lines 197, 338 and 376 (the first run, which never registered).
  const banner = 'I1119 11:58:27.862196    4390 server.go:411] Version: v1.19.4';
  const notFound = (t: string) => `E1119 ${t}    4390 kubelet.go:2183] node "localhost" not found`;
  const refused = 'E1119 11:58:40.000375    4390 kubelet_node_status.go:92] Unable to register node "localhost" with API server: nodes is forbidden: User "kubelet-client" cannot create resource "nodes" in API group "" at the cluster scope';
  const run = analyzeText([banner, notFound('11:58:39.874505'), refused, notFound('11:58:41.000000')].join('\n'));
  // The line 0.13 s before the refusal fails for it too (r34a 31, session 26: calls in flight together fail together).
  assert.deepEqual(run.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap').map((f) => [f.line, f.verdict]), [[1, 'investigate'], [3, 'investigate']]);
  assert.match(run.findings.find((f) => f.line === 1)!.reason, /the API server refused the kubelet's identity 0\.13 s after this line \(line 3: forbidden\)/);
  // A refusal seconds later is another matter: the line before it is start-up noise.
  const apart = analyzeText([banner, notFound('11:58:33.874505'), refused].join('\n'));
  assert.equal(apart.findings.find((f) => f.entry.id === 'node-not-found-bootstrap')!.verdict, 'benign');
  const after = run.findings.find((f) => f.line === 3)!;
  assert.match(after.reason, /the API server had refused this node's registration at 11:58:40\.000375 \(line 3: forbidden\)/);
  // A registration afterwards explains both; one between the refusal and the line ends the refusal's effect.
  const registered = 'I1119 11:58:50.000000    4390 kubelet_node_status.go:75] Successfully registered node localhost';
  const later = analyzeText([banner, notFound('11:58:39.874505'), refused, notFound('11:58:41.000000'), registered].join('\n'));
  assert.deepEqual(later.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap').map((f) => f.verdict), ['benign', 'benign']);
  const since = analyzeText([banner, refused, registered, notFound('11:58:51.000000')].join('\n'));
  assert.equal(since.findings.find((f) => f.entry.id === 'node-not-found-bootstrap')!.verdict, 'benign');
  assert.match(since.findings.find((f) => f.entry.id === 'node-not-found-bootstrap')!.reason, /the kubelet started/);
  // A bootstrapping kubelet is refused as the anonymous user until its certificate is issued (C6): start-up still.
  const anonymous = refused.replace('User \\"kubelet-client\\"', 'User \\"system:anonymous\\"').replace('User "kubelet-client"', 'User "system:anonymous"');
  assert.ok(anonymous.includes('system:anonymous'));
  // The log must show the bootstrap (corpus C6 worker3's `Client rotation is on, will bootstrap in background`): the
  // anonymous user is also a kubelet with no credentials at all (r22a: kubeadm#217, openshift/installer#3711).
  const rotation = 'I1119 11:58:28.000000    4390 server.go:813] "Client rotation is on, will bootstrap in background"';
  const bootstrap = analyzeText([banner, rotation, anonymous, notFound('11:58:41.000000')].join('\n'));
  assert.equal(bootstrap.findings.find((f) => f.entry.id === 'node-not-found-bootstrap')!.verdict, 'benign');
  const noCredentials = analyzeText([banner, anonymous, notFound('11:58:41.000000')].join('\n'));
  const unexcused = noCredentials.findings.find((f) => f.entry.id === 'node-not-found-bootstrap')!;
  assert.equal(unexcused.verdict, 'investigate');
  assert.match(unexcused.reason, /system:anonymous: the kubelet sent no client credentials/);
  // A line refused for the kubelet's identity itself (skykying line 262), before any registration was refused.
  const list = 'E1119 11:58:33.451000    4390 reflector.go:127] k8s.io/client-go/informers/factory.go:134: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User "kubelet-client" cannot list resource "services" in API group "" at the cluster scope';
  const own = analyzeText([banner, list].join('\n')).findings.find((f) => f.entry.id === 'apiserver-list-watch-failed')!;
  // Refused for the kubelet's own identity: no retry mends that (r22a: the node never registered in any such issue).
  assert.equal(own.verdict, 'actionable');
  // Its user is no node's: the kubeconfig is wrong, whatever RBAC says (r51a A4).
  assert.match(own.reason, /the API server refused the kubelet's user "kubelet-client" \(forbidden\): a kubelet must authenticate as system:node:<node name> in group system:nodes/);
  // A node's own user refused a right: the authorizer's doing, not the kubeconfig's.
  const nodeUser = analyzeText([banner, list.replace('User \\"kubelet-client\\"', 'User \\"system:node:worker-1\\"').replace('User "kubelet-client"', 'User "system:node:worker-1"')].join('\n')).findings.find((f) => f.entry.id === 'apiserver-list-watch-failed')!;
  assert.match(nodeUser.reason, /refused the kubelet's user "system:node:worker-1" \(forbidden\): the Node authorizer or RBAC does not give that node this right/);
});

test('the deletor\'s "not found" for a sandbox cites the line that names the ID as a sandbox, in every rendering', () => {
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log lines 489 and 834 (journald
  // prefix dropped): a list of two sandbox IDs.
  const sid = '32b637925d03ed0d9cb37903328eab07a35ccc32865690531a543d331f6c3ced';
  const list = analyzeText([
    `I0822 00:23:09.640249  584647 kuberuntime_manager.go:1037] "getSandboxIDByPodUID got sandbox IDs for pod" podSandboxID=[bef725685564b946e67067e59e1a9370f15160390df70fde45044b8756da1504 ${sid}] pod="kube-system/kube-proxy-jgb94"`,
    `I0822 00:23:09.727329  584647 pod_container_deletor.go:79] "Container not found in pod's containers" containerID="${sid}"`,
  ].join('\n'));
  assert.equal(list.findings[0].verdict, 'benign');
  assert.deepEqual(list.findings[0].evidence.map((e) => e.line), [0]);
  // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log lines 1825 and 1837 (printf era).
  const pid = 'd5b89b6a9e8972001a94c84430c7a91b310625b50f1a0485606b181a2cf1d924';
  const printf = analyzeText([
    `I0820 20:41:04.356282    3312 kuberuntime_manager.go:888] getSandboxIDByPodUID got sandbox IDs ["${pid}"] for pod "gcp-filestore-csi-node-glfr9_gcp-filestore-csi-driver(0ac7a38c-7d6e-4a0a-9d5e-2b5c3f0f4c11)"`,
    `W0820 20:41:08.251926    3312 pod_container_deletor.go:75] Container "${pid}" not found in pod's containers`,
  ].join('\n'));
  assert.equal(printf.findings[0].verdict, 'benign');
  assert.match(printf.findings[0].reason, /is a pod sandbox \(line \d+ names it as one\)/);
  assert.deepEqual(printf.findings[0].evidence.map((e) => e.line), [0]);
  // The second ID of a printf list of sandbox IDs is a sandbox too.
  const two = analyzeText([
    `I0820 20:41:04.356282    3312 kuberuntime_manager.go:888] getSandboxIDByPodUID got sandbox IDs ["${'e'.repeat(64)}" "${pid}"] for pod "p_ns(0ac7a38c-7d6e-4a0a-9d5e-2b5c3f0f4c11)"`,
    `W0820 20:41:08.251926    3312 pod_container_deletor.go:75] Container "${pid}" not found in pod's containers`,
  ].join('\n'));
  assert.equal(two.findings[0].verdict, 'benign');
  // The first line naming the ID is not the proof when it does not say what the ID is: the sandbox line is cited.
  const cited = analyzeText([
    `I0822 00:23:09.000000  584647 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="kube-system/kube-proxy-jgb94" event=&{ID:4df60fde-c2ae-4b31-b4d4-f7ea26bd2913 Type:ContainerStarted Data:${sid}}`,
    `I0822 00:23:09.640249  584647 kuberuntime_manager.go:1037] "getSandboxIDByPodUID got sandbox IDs for pod" podSandboxID=[${sid}] pod="kube-system/kube-proxy-jgb94"`,
    `I0822 00:23:09.727329  584647 pod_container_deletor.go:79] "Container not found in pod's containers" containerID="${sid}"`,
  ].join('\n'));
  assert.deepEqual(cited.findings[0].evidence.map((e) => e.line), [1]);
});

test('a readiness failure just after a restart in a crash loop is not start-up noise', () => {
  const uid = '14ac9939-b36a-40d7-9ca9-a0367aab99d8';
  const started = (t: string, c: string) => `I0507 ${t}    2776 kubelet.go:2203] "SyncLoop (PLEG): event for pod" pod="ns/web-1" event=&{ID:${uid} Type:ContainerStarted Data:${c.repeat(64)}}`;
  const backOff = `E0507 11:59:30.000000    2776 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"grafana\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=grafana pod=web-1_ns(${uid})\\"" pod="ns/web-1" podUID=${uid}`;
  const probe = `I0507 11:59:40.784002    2776 prober.go:107] "Probe failed" probeType="Readiness" pod="ns/web-1" podUID=${uid} containerName="grafana" probeResult="failure" output="HTTP probe failed with statuscode: 503"`;
  const first = analyzeText([started('11:59:38.000000', 'a'), probe].join('\n'));
  assert.equal(first.findings[0].verdict, 'benign', 'a first start: start-up');
  const loop = analyzeText([started('11:59:10.000000', 'b'), backOff, started('11:59:38.000000', 'a'), probe].join('\n'));
  const f = loop.findings.find((x) => x.entry.id === 'probe-failed')!;
  assert.equal(f.verdict, 'investigate');
  assert.match(f.reason, /the container is in a crash loop \(line 2\): its restart is not a start-up/);
});

test('a static pod removed, added again and removed later: a probe failure cites the deletion in force, not the undone one', () => {
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log lines 2036, 2150, 3429 and 3479.
  const pod = 'openshift-kube-apiserver/bootstrap-kube-apiserver-localhost.localdomain';
  const uid = 'ff65247ea05be15c0a91c68614f48949';
  const loop = (t: string, op: string) => `I0512 ${t}    2473 kubelet.go:2431] "SyncLoop ${op}" source="file" pods=["${pod}"]`;
  const status = `I0512 05:19:08.000000    2473 kubelet.go:2500] "Pod status updated" pod="${pod}" podUID="${uid}"`;
  const probe = (t: string) => `I0512 ${t}    2473 prober.go:107] "Probe failed" probeType="Readiness" pod="${pod}" podUID="${uid}" containerName="kube-apiserver" probeResult="failure" output="HTTP probe failed with statuscode: 500"`;
  const a = analyzeText([status, loop('05:19:09.467831', 'REMOVE'), loop('05:19:22.160420', 'ADD'), probe('05:30:00.000000'), loop('05:39:23.164914', 'REMOVE'), probe('05:39:23.200948')].join('\n'));
  const probes = a.findings.filter((f) => f.entry.id === 'probe-failed');
  assert.equal(probes.length, 2);
  // Between the re-add and the second removal, the first removal explains nothing.
  assert.ok(!probes[0].evidence.some((e) => e.line === 1), probes[0].reason);
  assert.equal(probes[1].verdict, 'benign');
  assert.equal(probes[1].evidence[0].line, 4, 'the removal in force');
  // An API pod being deleted and listed again after a kubelet restart (source="api") is still being deleted. (An API
  // pod's UID: with the manifest-hash UID above the API's DELETE would be a static pod's mirror's, no deletion.)
  const apiUid = (line: string) => line.replace(uid, '6b3f2a10-5c4d-4e8f-9a7b-1c2d3e4f5a6b');
  const api = analyzeText([apiUid(status), loop('05:19:09.467831', 'DELETE').replace('"file"', '"api"'), loop('05:19:22.160420', 'ADD').replace('"file"', '"api"'), apiUid(probe('05:19:30.000000'))].join('\n'));
  const apiProbe = api.findings.find((f) => f.entry.id === 'probe-failed')!;
  assert.equal(apiProbe.verdict, 'benign');
  assert.equal(apiProbe.evidence[0].line, 1, 'the deletion still in force');
  // Once its API object was removed, an ADD of the name is a new pod's (the API brings no object back): the old
  // removal is no evidence for a line after it (session 13: a StatefulSet's re-created pod).
  // (A line naming the UID is that pod's whatever came since: the probe here names the pod only.)
  const byName = probe('05:19:30.000000').replace(` podUID="${uid}"`, '');
  const readded = analyzeText([status, loop('05:19:09.467831', 'REMOVE').replace('"file"', '"api"'), loop('05:19:22.160420', 'ADD').replace('"file"', '"api"'), byName].join('\n'));
  const readdedProbe = readded.findings.find((f) => f.entry.id === 'probe-failed')!;
  assert.notEqual(readdedProbe.verdict, 'benign', readdedProbe.reason);
});

test('lines of other Kubernetes components (identifier, compose service) are not graded against the kubelet\'s catalogue; the kubelet\'s lines beside them are', () => {
  // corpus: kube-apiserver-1.5-journald-reverse-order-sujadbombay-kuberneteslogs.log line 1797 (a kube-apiserver's
  // informer failing to list), and the same text as the kubelet's and as a compose service's.
  const body = 'E1103 13:30:25.788071    1077 reflector.go:199] k8s.io/kubernetes/plugin/pkg/admission/resourcequota/resource_access.go:83: Failed to list *api.ResourceQuota: Get http://0.0.0.0:8080/api/v1/resourcequotas?resourceVersion=0: dial tcp 0.0.0.0:8080: getsockopt: connection refused';
  const journal = (ident: string) => `Nov 03 13:30:25 master ${ident}[1077]: ${body}`;
  const mixed = analyzeText([journal('kube-apiserver'), journal('kubelet')].join('\n'));
  assert.deepEqual(mixed.findings.map((f) => [f.line, f.entry.id]), [[1, 'apiserver-list-watch-failed']], 'only the kubelet\'s line');
  const lines = Array.from({ length: 25 }, () => `kube-scheduler-1  | ${body}`);
  const compose = analyzeText(lines.join('\n'));
  assert.equal(compose.findings.length, 0);
  assert.deepEqual(compose.index.parsed.component, { name: 'kube-scheduler', record: -1, how: 'its compose service kube-scheduler' });
});

test('a containerd line echoing the kubelet\'s takes the kubelet line\'s verdict; containerd\'s "shim disconnected" shows the container had stopped', () => {
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log lines 176, 157 and 158,
  // in time order (the file is newest-first).
  const id = 'eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef';
  const shim = `time="2024-05-07T11:59:40.783846880Z" level=info msg="shim disconnected" id=${id} namespace=k8s.io`;
  const echo = `time="2024-05-07T11:59:40.785339490Z" level=error msg="ExecSync for \\"${id}\\" failed" error="rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task ${id} not found: not found"`;
  const kubelet = `E0507 11:59:40.785696    2776 remote_runtime.go:496] "ExecSync cmd from runtime service failed" err="rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task ${id} not found: not found" containerID="${id}" cmd=["/bin/hgrun","check"]`;
  const grades = (a: Analysis) => a.findings.map((f) => `${f.line} ${f.entry.id} ${f.verdict}`);
  const proven = analyzeText([shim, echo, kubelet].join('\n'));
  // The shim line itself needs its task's end around it (PLEG's death a second later in the corpus, not in this excerpt;
  // session 27, r40a): it is "investigate" here, yet it shows the container stopped to the lines after it.
  assert.deepEqual(grades(proven), ['0 containerd-shim-cleanup investigate', '1 containerd-containerstatus-notfound benign', '2 probe-exec-on-dead-container benign']);
  assert.equal(proven.findings[2].evidence[0].line, 0, 'the kubelet line cites the shim line');
  assert.match(proven.findings[1].reason, /the kubelet logged the same failed call at line 3, benign there/);
  // Without the shim line the kubelet's line is "investigate", and so is its echo (it was "benign" by echoing alone).
  const unproven = analyzeText([echo, kubelet].join('\n'));
  assert.deepEqual(grades(unproven), ['0 containerd-containerstatus-notfound investigate', '1 probe-exec-on-dead-container investigate']);
});

test('a dump\'s section of another component (minikube logs: ==> kube-scheduler [id] <==) is not graded', () => {
  // corpus: minikube-logs-k8s-1.23-UTF16LE-CRLF-multisection-Remering-pastebins.log (its kube-scheduler section, and the
  // kubelet section's registration).
  const sched = 'E0304 10:18:10.095754       1 reflector.go:138] k8s.io/apiserver/pkg/server/dynamiccertificates/configmap_cafile_content.go:205: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap: configmaps "extension-apiserver-authentication" is forbidden: User "system:kube-scheduler" cannot list resource "configmaps" in API group "" in the namespace "kube-system"';
  const kubelet = 'Mar 04 10:40:34 minikube kubelet[1000]: I0304 10:40:34.005447    1000 kubelet_node_status.go:73] "Successfully registered node" node="minikube"';
  const dump = ['==> kube-scheduler [6e3130887a1b] <==', sched, '==> kubelet <==', kubelet].join('\n');
  assert.deepEqual(analyzeText(dump).findings, []);
  // The same line in the kubelet's section is the kubelet's, and graded.
  const asKubelet = ['==> kubelet <==', sched, kubelet].join('\n');
  assert.deepEqual(analyzeText(asKubelet).findings.map((f) => f.entry.id), ['apiserver-list-watch-failed']);
});

test('start-up exits, missing client certificates and a teardown after a restart decision (message texts from the kubelet source)', () => {
  // Lines built from the kubelet's own messages (cmd/kubelet/app, pkg/kubelet/kubelet.go, certificate/transport.go)
  // after the session's review found them unmatched; the real lines these entries were written from are in
  // wildLines.test.ts.
  const exits = analyzeText([
    "Aug 23 13:53:14 node01 kubelet[8691]: E0823 13:53:14.926448    8691 run.go:72] \"command failed\" err=\"failed to parse kubelet flag: unknown flag: --improve-speed\"",
    "Aug 23 13:53:24 node01 kubelet[8692]: E0823 13:53:24.926448    8692 run.go:72] \"command failed\" err=\"failed to validate kubelet configuration, error: invalid configuration: cgroupDriver is empty, path: &TypeMeta{Kind:,APIVersion:,}\"",
    "Aug 23 13:53:34 node01 kubelet[8693]: E0823 13:53:34.926448    8693 run.go:72] \"command failed\" err=\"failed to set feature gates from initial flags-based config: unrecognized feature gate: Foo\"",
    "Aug 23 13:53:44 node01 kubelet[8694]: E0823 13:53:44.926448    8694 kubelet.go:1480] \"Failed to start ContainerManager\" err=\"system validation failed - Following Cgroup subsystem not mounted: [memory]\"",
    "Aug 23 13:53:54 node01 kubelet[8695]: E0823 13:53:54.926448    8695 kubelet.go:1480] \"Failed to start ContainerManager\" err=\"invalid kernel flag: vm/overcommit_memory, expected value: 1, actual value: 0\"",
    "Aug 23 13:54:04 node01 kubelet[8696]: E0823 13:54:04.926448    8696 kubelet.go:1480] \"Failed to start ContainerManager\" err=\"failed to initialize top level QOS containers: root container [kubepods] doesn't exist\"",
    "Aug 23 13:54:14 node01 kubelet[8697]: F0823 13:54:14.926448    8697 kubelet.go:1380] Failed to start ContainerManager system validation failed - Following Cgroup subsystem not mounted: [memory]",
    "Aug 23 13:54:24 node01 kubelet[8698]: E0823 13:54:24.926448    8698 server.go:302] \"Failed to run kubelet\" err=\"failed to run Kubelet: misconfiguration: kubelet cgroup driver: \\\"systemd\\\" is different from docker cgroup driver: \\\"cgroupfs\\\"\"",
    "Aug 23 13:54:34 node01 kubelet[8699]: E0823 13:54:34.926448    8699 server.go:302] \"Failed to run kubelet\" err=\"failed to run Kubelet: failed to create kubelet: open /dev/kmsg: no such file or directory\"",
    "Aug 23 13:54:44 node01 kubelet[8700]: E0823 13:54:44.926448    8700 run.go:74] \"command failed\" err=\"failed to load kubelet config file, path: /var/lib/kubelet/config.yaml, error: failed to load Kubelet config file /var/lib/kubelet/config.yaml, error failed to read kubelet config file \\\"/var/lib/kubelet/config.yaml\\\", error: open /var/lib/kubelet/config.yaml: no such file or directory\"",
    "Aug 23 13:54:54 node01 kubelet[8701]: E0823 13:54:54.926448    8701 server.go:205] \"Failed to load kubelet config file\" err=\"failed to load Kubelet config file /var/lib/kubelet/config.yaml, error failed to read kubelet config file \\\"/var/lib/kubelet/config.yaml\\\", error: open /var/lib/kubelet/config.yaml: no such file or directory\" path=\"/var/lib/kubelet/config.yaml\"",
  ].join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) });
  const ids = exits.findings.map((f) => f.entry.id);
  // A memory controller that is not mounted is cgroup-controller-not-mounted's (its own cause and fix: the boot command line).
  assert.deepEqual(ids, [
    'kubelet-exited-at-start', 'kubelet-exited-at-start', 'kubelet-exited-at-start', 'cgroup-controller-not-mounted', 'container-manager-start-failed',
    'container-manager-start-failed', 'cgroup-controller-not-mounted', 'cgroup-driver-mismatch', 'kubelet-exited-at-start', 'kubelet-exited-at-start', 'kubelet-exited-at-start',
  ]);
  assert.ok(exits.findings.every((f) => f.verdict === 'actionable'));
  const certs = analyzeText([
    "Feb 18 08:07:29 nodename kubelet[3602]: E0218 08:07:29.963621    3602 transport.go:123] \"The currently active client certificate has expired and the server is responsive, exiting.\"",
    "Feb 18 08:07:30 nodename kubelet[3602]: E0218 08:07:30.963621    3602 transport.go:123] \"The currently active client certificate has expired, but the server is not responsive. A restart may be necessary to retrieve new initial credentials.\"",
    "Feb 18 08:07:31 nodename kubelet[3602]: E0218 08:07:31.963621    3602 transport.go:112] \"No valid client certificate is found and the server is responsive, exiting.\" lastCertificateAvailabilityTime=\"2022-02-16 08:50:28.943096211 +0000 UTC m=+0.345942418\" shutdownThreshold=\"5m0s\"",
    "Feb 18 08:07:32 nodename kubelet[3602]: F0218 08:07:32.963621    3602 transport.go:106] The currently active client certificate has expired and the server is responsive, exiting.",
    "{\"ts\":1700000000000.123,\"caller\":\"certificate/transport.go:123\",\"msg\":\"The currently active client certificate has expired and the server is responsive, exiting.\"}",
  ].join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) });
  assert.deepEqual(certs.findings.map((f) => f.entry.id), Array(5).fill('client-certificate-expired'));
  // A restart decision, then the node shutting down: the shutdown's lines are a teardown, only the kill of the
  // container right after the decision could have been the restart's.
  const restart = analyzeText([
    "I0601 10:00:00.000000    1234 kubelet.go:2000] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-1\" event={\"ID\":\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\",\"Type\":\"ContainerStarted\",\"Data\":\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1\"}",
    "I0601 10:00:10.000000    1234 prober.go:107] \"Probe failed\" probeType=\"Liveness\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" containerName=\"app\" probeResult=\"failure\" output=\"HTTP probe failed with statuscode: 503\"",
    "I0601 10:00:10.100000    1234 kuberuntime_manager.go:1000] \"Message for Container of pod\" containerName=\"app\" containerStatusID={\"Type\":\"containerd\",\"ID\":\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1\"} pod=\"default/web-1\" containerMessage=\"Container app failed liveness probe, will be restarted\"",
    "I0601 10:00:10.200000    1234 nodeshutdown_manager_linux.go:300] \"Shutdown manager killing pod with gracePeriod\" pod=\"default/web-1\" gracePeriod=30",
    "I0601 10:00:10.300000    1234 kuberuntime_container.go:700] \"Killing container with a grace period\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" containerName=\"app\" containerID=\"containerd://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1\" gracePeriod=30",
    "I0601 10:00:11.000000    1234 kubelet.go:1900] \"SyncTerminatingPod enter\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\"",
    "I0601 10:00:11.100000    1234 kubelet.go:1900] \"Pod terminating with grace period\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" gracePeriod=30",
    "I0601 10:00:12.000000    1234 kubelet.go:1900] \"Pod termination stopped all running containers\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\"",
  ].join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) });
  const phases = podTimeline(restart.index, restart.index.pods[0]).phases.map((p) => p.phase);
  assert.deepEqual(phases, ['containers-started', 'running', 'restart', 'terminating']);
});

test('a hover lists each key and value once, though a printf line names its pod twice', async () => {
  const { hover } = await import('../../server/src/features/hover');
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log line 1237 (shape)
  const uid = 'f44e45ba-1111-2222-3333-444444444444';
  const text = `E0120 11:43:31.000000    4787 pod_workers.go:191] Error syncing pod ${uid} ("agent-ljjwk_cattle-system(${uid})"), skipping: failed to "StartContainer" for "cluster-register" with CrashLoopBackOff: "back-off 10s restarting failed container=cluster-register pod=agent-ljjwk_cattle-system(${uid})"`;
  const doc = { uri: 'file:///c.log', version: 1, source: { lineCount: 1, lineAt: () => text }, analysis: analyzeText(text) };
  const md = hover(doc, 0, 5)!.markdown;
  assert.equal(md.match(/\| pod \| /g)?.length, 1, md);
  assert.equal(md.match(/\| podUID \| /g)?.length, 1, md);
});

test('source links point where the file is at the log\'s version: the CRI client moved in 1.31, dockershim went in 1.24', async () => {
  const { sourceLink } = await import('../../server/src/features/hover');
  const K = 'https://github.com/kubernetes/kubernetes/blob';
  assert.equal(sourceLink('pkg/kubelet/cri/remote/remote_runtime.go', 'v1.28.3'), `${K}/v1.28.3/pkg/kubelet/cri/remote/remote_runtime.go`);
  assert.equal(sourceLink('pkg/kubelet/cri/remote/remote_runtime.go', 'v1.31.0'), undefined);
  assert.equal(sourceLink('staging/src/k8s.io/cri-client/pkg/remote_runtime.go', 'v1.28.3'), undefined);
  assert.equal(sourceLink('staging/src/k8s.io/cri-client/pkg/remote_runtime.go', 'v1.33.1'), `${K}/v1.33.1/staging/src/k8s.io/cri-client/pkg/remote_runtime.go`);
  // No version: master for what master has, the last release that had it for what went away.
  assert.equal(sourceLink('pkg/kubelet/cri/remote/remote_runtime.go'), `${K}/v1.30.0/pkg/kubelet/cri/remote/remote_runtime.go`);
  assert.equal(sourceLink('pkg/kubelet/dockershim/network/cni/cni.go'), `${K}/v1.23.0/pkg/kubelet/dockershim/network/cni/cni.go`);
  assert.equal(sourceLink('pkg/kubelet/kubelet.go'), `${K}/master/pkg/kubelet/kubelet.go`);
  assert.equal(sourceLink('pkg/kubelet/dockershim/docker_service.go', 'v1.26.0'), undefined);
  // Before 1.6 the kubelet ran its own copy of the cache (r51a A5: a 1.5 kubelet's `Failed to list *api.Node`).
  assert.equal(sourceLink('staging/src/k8s.io/client-go/tools/cache/reflector.go', 'v1.5.2'), `${K}/v1.5.2/pkg/client/cache/reflector.go`);
  assert.equal(sourceLink('staging/src/k8s.io/client-go/tools/cache/reflector.go', 'v1.19.0'), `${K}/v1.19.0/staging/src/k8s.io/client-go/tools/cache/reflector.go`);
});

test('cgroup controllers: a missing one is actionable at the exit, the warning before it is never benign; a docker name conflict is looked at, and actionable once it persists', () => {
  // Line shapes from kubernetes/minikube#5996 (kubelet 1.16 on cgroup v2) and kubernetes/kubernetes#94557, #97153.
  const cgroups = analyzeText([
    'Nov 28 17:38:14 n1 kubelet[136867]: I1128 17:38:14.084902  136867 server.go:410] Version: v1.16.2',
    "Nov 28 17:38:14 n1 kubelet[136867]: W1128 17:38:14.091269  136867 server.go:605] failed to get the kubelet's cgroup: mountpoint for cpu not found.  Kubelet system container metrics may be missing.",
    'Nov 28 17:38:14 n1 kubelet[136867]: F1128 17:38:14.091611  136867 server.go:271] failed to run Kubelet: mountpoint for cpu not found',
  ].join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) });
  assert.equal(at(cgroups, 2).entry.id, 'kubelet-cgroup-unreadable');
  assert.equal(at(cgroups, 2).verdict, 'investigate');
  assert.equal(at(cgroups, 3).entry.id, 'cgroup-controller-not-mounted');
  assert.equal(at(cgroups, 3).verdict, 'actionable');

  const name = (n: number) => `/k8s_redis_web-0_default_1b086090-d37b-40f4-99b3-57046033770e_${n}`;
  const conflict = (time: string, n: number) =>
    `E0608 ${time}    3818 remote_runtime.go:200] CreateContainer in sandbox "7ae6b14089ca17bb2a995b564effb2fb9d993832fb7bfee63a59ad4b243eec58" from runtime service failed: rpc error: code = Unknown desc = Error response from daemon: Conflict. The container name "${name(n)}" is already in use by container "94ffec110c0342db864efad67c8ca47661266677b921a98131e4b0b09434cc05". You have to remove (or rename) that container to be able to reuse that name`;
  const once = analyzeText(conflict('20:22:04.227708', 2), { today: new Date(Date.UTC(2026, 0, 1)) });
  assert.equal(at(once, 1).entry.id, 'docker-name-conflict');
  assert.equal(at(once, 1).verdict, 'investigate');
  const times = ['20:22:04.227708', '20:23:10.000000', '20:24:20.000000', '20:25:30.000000', '20:26:40.000000', '20:27:50.000000', '20:29:00.000000', '20:30:10.000000', '20:31:20.000000', '20:32:30.000000', '20:33:40.000000'];
  const stuck = analyzeText(times.map((t) => conflict(t, 2)).join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) });
  assert.ok(stuck.findings.length === times.length && stuck.findings.every((f) => f.entry.id === 'docker-name-conflict' && f.verdict === 'actionable'), stuck.findings.map((f) => f.verdict).join());
});

test('real refusals of the kubelet\'s identity are actionable, with or without a start before them (session 22, r22a)', () => {
  // kubeup/okdc#12 (kubelet 1.7: NodeRestriction's words without quotes, a hostname with capitals) and
  // kubesphere/kubesphere#1657 (the lease's same-name refusal, printf era).
  const register = 'Aug  4 15:40:42 iZuf666vsxc3yz9w8gcvxgZ kubelet: E0804 15:40:42.525488    9864 kubelet_node_status.go:106] Unable to register node "izuf666vsxc3yz9w8gcvxgz" with API server: nodes "izuf666vsxc3yz9w8gcvxgz" is forbidden: node iZuf666vsxc3yz9w8gcvxgZ cannot modify node izuf666vsxc3yz9w8gcvxgz';
  const lease = 'Dec 11 23:14:27 k8s-node-1 kubelet[9891]: E1211 23:14:27.331406    9891 controller.go:170] failed to update node lease, error: leases.coordination.k8s.io "192.168.186.101" is forbidden: can only access node lease with the same name as the requesting node';
  const start = 'Dec 11 23:14:20 k8s-node-1 kubelet[9891]: I1211 23:14:20.100000    9891 server.go:1183] "Started kubelet"';
  for (const text of [register, lease, `${start}\n${lease}`]) {
    const a = analyzeText(text, { today: new Date(Date.UTC(2026, 0, 1)) });
    const f = a.findings.find((x) => x.entry.id === 'node-register-forbidden' || x.entry.id === 'node-lease-failed')!;
    assert.equal(f.verdict, 'actionable', text);
    assert.equal(f.escalation, 'identity-refused');
  }
});

test('a YAML rule file that reuses one list in every rule (120 aliases) loads; an alias bomb is refused with a message, not a crash', () => {
  const many = ['common: &common', '  - label: docs', '    url: https://example.org/a', 'rules:'];
  for (let i = 0; i < 120; i++) many.push(`  - id: rule-${i}`, `    title: Rule ${i}`, '    verdictKind: actionable', '    match:', `      messages: ["message ${i}"]`, '    references: *common');
  const ok = parseUserRules(many.join('\n'), '.kubelet-log-lens.yaml');
  assert.deepEqual(ok.errors, []);
  assert.equal(ok.entries.length, 120);
  // Each level refers to the one before ten times: 10^8 nodes if expanded.
  const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i <= 8; i++) bomb.push(`${'b'.repeat(i)}: &${'b'.repeat(i)} [${Array(10).fill(i === 1 ? '*a' : `*${'b'.repeat(i - 1)}`).join(', ')}]`);
  bomb.push('rules: []');
  const refused = parseUserRules(bomb.join('\n'), '.kubelet-log-lens.yaml');
  assert.equal(refused.entries.length, 0);
  assert.match(refused.errors[0].message, /^not usable YAML: /);
});

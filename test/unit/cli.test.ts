// The command line over the bundled dist/cli.js (npm test builds it first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const SAMPLE = join(ROOT, 'samples', 'pod-deletion-1.23.log');
const TMP = mkdtempSync(join(tmpdir(), 'kll-cli-'));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('analyze prints shape, counts, the pod timeline and graded findings', () => {
  const r = run('analyze', SAMPLE);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /lines: 55 {3}records: 55 {3}unparsed: 0/);
  assert.match(r.out, /severity: I 51 · W 0 · E 4 · F 0/);
  assert.match(r.out, /default\/test-nginx-976fbbd77-m2tqs {2}uid 5011243d-6324-41e3-8ee8-9e8bb33f04b0 {2}\[deleted\]/);
  assert.match(r.out, /deleted at 17:16:31\.865; containers stopped in 0\.39 s/);
  assert.match(r.out, /Findings: 0 actionable, 3 to investigate, 3 benign/);
  assert.match(r.out, /L27 BENIGN \[cri-containerstatus-notfound\]/);
  assert.match(r.out, /benign: ContainerStatus NotFound from the runtime — the kubelet began removing container c234646fffe7 at 17:16:32\.372946 \(0\.03 s earlier\) and logged no failure of it; see line 17\n(?: {4}evidence L1[56]: .*\n){2} {4}evidence L17: \(cited above\)\n {4}evidence L21: a second removal/);
});

test('--json prints one object per file in the documented shape', () => {
  const r = run('analyze', '--json', SAMPLE);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  for (const k of ['file', 'encoding', 'shape', 'kubeletVersion', 'yearSource', 'reversed', 'lines', 'records', 'bySeverity', 'bySourceFile', 'unparsed', 'kubeletStarts', 'counts', 'pods', 'diagnostics']) {
    assert.ok(k in j, `key ${k}`);
  }
  assert.equal(j.lines, 55);
  assert.equal(j.pods.length, 1);
  const pod = j.pods[0];
  assert.deepEqual([pod.namespace, pod.name, pod.uid], ['default', 'test-nginx-976fbbd77-m2tqs', '5011243d-6324-41e3-8ee8-9e8bb33f04b0']);
  assert.deepEqual(pod.phases.find((p: { phase: string }) => p.phase === 'deletion-requested').lines, [1, 2]);
  // Its lines in no phase, counted (the editor's "other lines"): every one of this pod's lines is in a phase.
  assert.equal(pod.otherLines, 0);
  const pleg = join(TMP, 'other-lines.log');
  writeFileSync(
    pleg,
    'I0414 00:07:51.100000     298 kubelet.go:2102] "SyncLoop DELETE" source="api" pods=[default/web-1]\n' +
      `I0414 00:07:51.200000     298 generic.go:155] "GenericPLEG" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034 containerID="${'5'.repeat(64)}" oldState=running newState=exited\n` +
      `I0414 00:07:51.300000     298 kubelet.go:2134] "SyncLoop (PLEG): event for pod" pod="default/web-1" event=&{ID:8437a17a-a9d3-44a3-9148-855f75bdf034 Type:ContainerDied Data:${'5'.repeat(64)}}\n`,
  );
  assert.equal(JSON.parse(run('analyze', '--json', pleg).out).pods[0].otherLines, 1);
  assert.ok(pod.containers.some((c: { name: string; kind: string }) => c.name === 'nginx' && c.kind === 'container'));
  const d = j.diagnostics.find((x: { line: number }) => x.line === 27);
  assert.deepEqual([d.ruleId, d.verdict, d.severity, d.pod], ['cri-containerstatus-notfound', 'benign', 'hint', 'default/test-nginx-976fbbd77-m2tqs']);
  assert.equal(d.evidence[0].line, 17);
});

test('--pod narrows to one pod', () => {
  const none = JSON.parse(run('analyze', '--json', '--pod', 'default/nope', SAMPLE).out);
  assert.equal(none.pods.length, 0);
  assert.equal(none.diagnostics.length, 0);
  const one = JSON.parse(run('analyze', '--json', '--pod', 'default/test-nginx-976fbbd77-m2tqs', SAMPLE).out);
  assert.equal(one.pods.length, 1);
  assert.equal(one.diagnostics.length, 3, 'only the pod\'s findings');
  // The counts are the reported findings': none for a pod not in the log, the pod's own otherwise.
  assert.deepEqual(none.counts, { benign: 0, investigate: 0, actionable: 0 });
  const byVerdict = { benign: 0, investigate: 0, actionable: 0 } as Record<string, number>;
  for (const d of one.diagnostics) byVerdict[d.verdict]++;
  assert.deepEqual(one.counts, byVerdict);
});

test('--format sarif writes SARIF 2.1.0 with rules, results and related locations', () => {
  // By default benign findings are no results (GitHub code scanning shows every result as an alert), and a note says so.
  const plain = JSON.parse(run('analyze', '--format', 'sarif', SAMPLE).out).runs[0];
  assert.equal(plain.results.length, 3);
  assert.ok(plain.results.every((x: { kind: string }) => x.kind === 'fail'));
  assert.ok(!plain.results.some((x: { locations: { physicalLocation: { region: { startLine: number } } }[] }) => x.locations[0].physicalLocation.region.startLine === 27), 'no result for the benign line 27');
  assert.match(plain.invocations[0].toolExecutionNotifications[0].message.text, /^3 benign findings are no results .*--sarif-benign/);
  const r = run('analyze', '--format', 'sarif', '--sarif-benign', SAMPLE);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  assert.equal(s.version, '2.1.0');
  const run0 = s.runs[0];
  assert.equal(run0.tool.driver.name, 'kubelet-log-lens');
  assert.equal(run0.results.length, 6);
  const res = run0.results.find((x: { locations: { physicalLocation: { region: { startLine: number } } }[] }) => x.locations[0].physicalLocation.region.startLine === 27);
  // Benign: no failure, so level "none" (SARIF 3.27.9–10); the others are warnings or errors.
  assert.equal(res.level, 'none');
  assert.equal(res.kind, 'informational');
  assert.ok(run0.results.filter((x: { kind: string }) => x.kind === 'fail').every((x: { level: string }) => x.level === 'warning' || x.level === 'error'));
  assert.equal(res.relatedLocations[0].physicalLocation.region.startLine, 17);
  assert.ok(run0.tool.driver.rules.some((x: { id: string }) => x.id === 'cri-stopcontainer-notfound'));
  assert.equal(run0.invocations[0].executionSuccessful, true);
  // Fingerprints: stable from run to run, one per finding, and unmoved by lines added above (no line numbers in them).
  const printsOf = (out: string) => JSON.parse(out).runs[0].results.map((x: { partialFingerprints: Record<string, string> }) => x.partialFingerprints['kubeletLogLens/v2']);
  const prints = printsOf(r.out);
  assert.equal(new Set(prints).size, prints.length);
  assert.deepEqual(printsOf(run('analyze', '--format', 'sarif', '--sarif-benign', SAMPLE).out), prints);
  const sample = readFileSync(SAMPLE, 'utf8');
  const sameName = join(TMP, 'same', 'pod-deletion-1.23.log');
  mkdirSync(join(TMP, 'same'), { recursive: true });
  writeFileSync(sameName, sample);
  // The same file name in another directory would differ by its path: compare files of one path, before and after.
  const before = printsOf(run('analyze', '--format', 'sarif', '--sarif-benign', sameName).out);
  writeFileSync(sameName, `${sample.split('\n')[0]}\n${sample}`);
  const after = printsOf(run('analyze', '--format', 'sarif', '--sarif-benign', sameName).out);
  assert.deepEqual(after.slice(-before.length), before, 'a line added at the top moves no fingerprint');
});

test('SARIF artifact URIs are URI references; a file that cannot be read fails the run with a notification', () => {
  const odd = join(TMP, 'a b#1%[x].log');
  writeFileSync(odd, readFileSync(SAMPLE));
  const r = run('analyze', '--format', 'sarif', odd, join(TMP, 'missing.log'));
  assert.equal(r.code, 2);
  const run0 = JSON.parse(r.out).runs[0];
  const uri: string = run0.artifacts[0].location.uri;
  assert.ok(uri.startsWith('file:///') && uri.endsWith('/a%20b%231%25%5Bx%5D.log'), uri);
  assert.equal(run0.results[0].locations[0].physicalLocation.artifactLocation.uri, uri);
  assert.equal(run0.invocations[0].executionSuccessful, false);
  assert.match(run0.invocations[0].toolExecutionNotifications[0].message.text, /missing\.log could not be read: ENOENT/);
});

test('text output writes a log\'s control characters as escapes; --pod matching nothing and conflicting formats are errors', () => {
  const file = join(TMP, 'ansi.log');
  // The unparsed line first: after the klog line, whose list a control sequence leaves open, it reads as its next part
  // (a hard-wrapped line: parse/hardWrap.ts).
  writeFileSync(file, [
    // (A backspace: a lone CR would end the line, as in the editor.)
    'not a log line \u001b]0;pwned\u0007 then \u001b[31mred\u0008over',
    'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/x\u001b[2J]',
    // A finding's detail carries the log's error: a bidirectional override in it would reorder the terminal's line.
    'E0114 22:32:39.849988   14067 kuberuntime_manager.go:1323] "Failed to prepare dynamic resources" err="driver \u202eevil\u2066x" pod="default/a"',
  ].join('\n'));
  const r = run('analyze', file);
  assert.equal(r.code, 0, r.err);
  assert.doesNotMatch(r.out, /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/, 'no control character reaches the terminal');
  assert.match(r.out, /unparsed L1: not a log line \\x1b\]0;pwned\\x07 then \\x1b\[31mred\\x08over/);
  assert.match(r.out, /driver \\u202eevil\\u2066x/);
  const typo = run('analyze', SAMPLE, '--pod', 'defualt/typo', '--fail-on', 'investigate');
  assert.equal(typo.code, 2);
  assert.match(typo.err, /--pod defualt\/typo matched no pod/);
  const both = run('analyze', SAMPLE, '--json', '--format', 'sarif');
  assert.equal(both.code, 2);
  assert.equal(both.err.trim().split('\n').length, 1, 'one line on stderr');
});

test('--json with several files writes JSON Lines: one object a line', () => {
  const r = run('analyze', '--json', SAMPLE, SAMPLE);
  assert.equal(r.code, 0, r.err);
  const lines = r.out.trimEnd().split('\n');
  assert.equal(lines.length, 2);
  for (const l of lines) assert.equal(JSON.parse(l).file, SAMPLE);
});

test('notices reach every output: the text\'s note, the JSON\'s notices, SARIF\'s tool notifications', () => {
  const rows = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n').map((l, i) => `${1690824991000 + i}\t2023-07-31T17:16:31.000Z\t${l}`);
  const file = join(TMP, 'grafana-cut.txt');
  writeFileSync(file, ['Line limit: "1000 reached, received logs cover 4.12% (2min 28sec) of your selected time range (1h)"', '', ...rows].join('\n'));
  assert.match(run('analyze', file).out, /\n {2}note L1: This Grafana download reached its query's line limit \(1000 lines\)/);
  assert.deepEqual(JSON.parse(run('analyze', '--json', file).out).notices.map((n: { line: number }) => n.line), [1]);
  const sarif = JSON.parse(run('analyze', '--format', 'sarif', '--sarif-benign', file).out);
  const notes = sarif.runs[0].invocations[0].toolExecutionNotifications;
  assert.equal(notes.length, 1);
  assert.equal(notes[0].level, 'warning');
  assert.equal(notes[0].locations[0].physicalLocation.region.startLine, 1);
  assert.match(notes[0].message.text, /line limit/);
});

test('an empty file (or only a byte-order mark) has no line and says so; one blank line is still a line', () => {
  for (const [name, bytes] of [['empty.log', Buffer.alloc(0)], ['bom-only.log', Buffer.from([0xef, 0xbb, 0xbf])]] as const) {
    const file = join(TMP, name);
    writeFileSync(file, bytes);
    const text = run('analyze', file);
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /lines: 0 {3}records: 0 {3}unparsed: 0/, name);
    assert.match(text.out, /\n {2}note: the file is empty/, name);
    const j = JSON.parse(run('analyze', '--json', file).out);
    assert.deepEqual([j.lines, j.records, j.notices[0].line], [0, 0, null], name);
    const note = JSON.parse(run('analyze', '--format', 'sarif', '--sarif-benign', file).out).runs[0].invocations[0].toolExecutionNotifications[0];
    assert.match(note.message.text, /the file is empty/);
    assert.equal(note.locations[0].physicalLocation.region, undefined, 'an empty file has no line to point at');
  }
  const blank = join(TMP, 'blank.log');
  writeFileSync(blank, '\n');
  const j = JSON.parse(run('analyze', '--json', blank).out);
  assert.equal(j.lines, 1);
  assert.match(j.notices[0].message, /^no log line here is of a shape this tool reads/, 'a blank line is no log: nothing was analysed');
});

test('--fail-on sets the exit code', () => {
  assert.equal(run('analyze', '--fail-on', 'actionable', SAMPLE).code, 0);
  const inv = run('analyze', '--fail-on', 'investigate', SAMPLE);
  assert.equal(inv.code, 1);
  assert.match(inv.err, /--fail-on investigate/);
});

test('a missing file is a one-line error and exit 2; bad options are refused', () => {
  const r = run('analyze', join(TMP, 'missing.log'));
  assert.equal(r.code, 2);
  assert.equal(r.err.trim().split('\n').length, 1);
  assert.match(r.err, /cannot read .*missing\.log: ENOENT/);
  assert.equal(run('analyze', '--format', 'xml', SAMPLE).code, 2);
  assert.equal(run('frobnicate', SAMPLE).code, 2);
});

test('bytes are decoded: a UTF-16LE file with BOM and CRLF gives the same analysis', () => {
  const text = readFileSync(SAMPLE, 'utf8').replace(/\n/g, '\r\n');
  const file = join(TMP, 'utf16.log');
  writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  const a = JSON.parse(run('analyze', '--json', file).out);
  const b = JSON.parse(run('analyze', '--json', SAMPLE).out);
  assert.equal(a.encoding, 'utf-16le');
  assert.deepEqual(a.diagnostics, b.diagnostics);
  assert.deepEqual(a.pods, b.pods);
});

test('--rules adds entries; a broken rule file is a clear error', () => {
  const good = join(TMP, 'rules.yaml');
  writeFileSync(good, 'rules:\n  - id: cgroups-gone\n    title: Cgroups removed (custom)\n    verdictKind: actionable\n    match:\n      messages: ["Pod termination removed cgroups"]\n');
  const j = JSON.parse(run('analyze', '--json', '--rules', good, SAMPLE).out);
  assert.ok(j.diagnostics.some((d: { ruleId: string; line: number }) => d.ruleId === 'cgroups-gone' && d.line === 18));
  const bad = join(TMP, 'bad.json');
  writeFileSync(bad, '{"rules": [ {"id": "x"');
  const r = run('analyze', '--rules', bad, SAMPLE);
  assert.equal(r.code, 2);
  assert.match(r.err, /bad\.json: .*not valid JSON/);
});

test('a CI user\'s review: --rules given twice adds both files, a pattern matches structured lines, a rule says what to do; options given twice are errors; a gate on a file of no log is no pass', () => {
  const a = join(TMP, 'a.yaml');
  writeFileSync(a, 'rules:\n  - id: my-gc\n    title: Sandbox GC\n    verdictKind: actionable\n    match:\n      messagePatterns: ["^Pod termination removed"]\n    whenNotBenign: Page the node team.\n');
  const b = join(TMP, 'b.json');
  writeFileSync(b, JSON.stringify({ rules: [{ id: 'my-removal', title: 'Removal', verdictKind: 'benign-in-context', evidence: ['kubelet-starting'], match: { messagePatterns: ['^Removing container$'] }, whenNotBenign: 'Look at GC.' }] }));
  const both = run('analyze', '--rules', a, '--rules', b, SAMPLE);
  assert.equal(both.code, 0, both.err);
  assert.match(both.out, /ACTIONABLE \[my-gc\][^\n]*\n(?: {4}.*\n)*? {4}what to do: Page the node team\./, 'a structured line matched by pattern; the rule\'s own words');
  assert.match(both.out, /INVESTIGATE \[my-removal\][^\n]*\n(?: {4}.*\n)*? {4}if it is not harmless: Look at GC\./);
  const sarif = JSON.parse(run('analyze', '--format', 'sarif', '--rules', a, SAMPLE).out).runs[0];
  assert.equal(sarif.tool.driver.rules.find((r: { id: string }) => r.id === 'my-gc').helpUri, undefined, 'no page of the product\'s docs for a workspace rule');
  for (const twice of [['--fail-on', 'investigate', '--fail-on', 'actionable'], ['--pod', 'x', '--pod', 'y'], ['--format', 'json', '--format', 'text']]) {
    const r = run('analyze', ...twice, SAMPLE);
    assert.equal(r.code, 2, twice.join(' '));
    assert.match(r.err, /was given 2 times: give it once/);
  }
  // `journalctl -u wrong-unit` prints this: no kubelet line, so a gate must not pass.
  const none = join(TMP, 'no-entries.log');
  writeFileSync(none, '-- No entries --\n');
  assert.equal(run('analyze', none).code, 0, 'without a gate it is a report');
  assert.match(run('analyze', none).out, /note: no log line here is of a shape this tool reads/);
  const gated = run('analyze', '--fail-on', 'actionable', none);
  assert.equal(gated.code, 2);
  assert.match(gated.err, /holds no log line this tool reads: nothing was checked/);
  const gatedSarif = JSON.parse(run('analyze', '--format', 'sarif', '--fail-on', 'actionable', none).out).runs[0].invocations[0];
  assert.equal(gatedSarif.executionSuccessful, false);
  const noPod = JSON.parse(run('analyze', '--format', 'sarif', '--pod', 'nope', SAMPLE).out).runs[0].invocations[0];
  assert.equal(noPod.executionSuccessful, false, '--pod that matched nothing fails the SARIF run too');
  assert.match(noPod.toolExecutionNotifications.map((n: { message: { text: string } }) => n.message.text).join('\n'), /--pod nope matched no pod/);
});

test('--json: unparsed lines are counted and the first ones shown as written (CR dropped), without a second read of the text', () => {
  // The seed line of the sample, then two lines that fit no shape, with CRLF endings.
  const first = readFileSync(SAMPLE, 'utf8').split('\n')[0];
  const file = join(TMP, 'unparsed-crlf.log');
  writeFileSync(file, `${first}\r\n@@ not a log line @@\r\n%%% neither {\r\n`);
  const r = run('analyze', file, '--json');
  assert.equal(r.code, 0, r.err);
  const rep = JSON.parse(r.out) as { unparsed: { count: number; first: { line: number; text: string }[] } };
  assert.equal(rep.unparsed.count, 2);
  assert.deepEqual(rep.unparsed.first, [{ line: 2, text: '@@ not a log line @@' }, { line: 3, text: '%%% neither {' }]);
});

test('output into a pipe closed early (| head) ends quietly, without a stack trace', async () => {
  const { spawn } = await import('node:child_process');
  // Enough output to outlast the pipe: the sample's JSON report, 20 times over.
  const child = spawn(process.execPath, [CLI, 'analyze', ...Array(20).fill(SAMPLE), '--json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.once('data', () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(err, '', 'nothing on stderr');
  assert.equal(code, 0);
});

test('analyze - reads standard input (a pipe from journalctl) like a file, and leaves no temporary file behind', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'kll-cli-stdin-'));
  const viaStdin = spawnSync(process.execPath, [CLI, 'analyze', '--json', '-'], { encoding: 'utf8', cwd: ROOT, input: readFileSync(SAMPLE), env: { ...process.env, TMPDIR: tmp } });
  assert.equal(viaStdin.status, 0, viaStdin.stderr);
  const fromFile = JSON.parse(run('analyze', '--json', SAMPLE).out);
  const fromStdin = JSON.parse(viaStdin.stdout);
  assert.equal(fromStdin.file, '-');
  for (const key of ['lines', 'records', 'bySeverity', 'counts', 'pods', 'diagnostics']) assert.deepEqual(fromStdin[key], fromFile[key], key);
  assert.deepEqual(readdirSync(tmp), [], 'the spooled copy of stdin is removed');
  // The text report says it in words (r64a C6).
  const text = spawnSync(process.execPath, [CLI, 'analyze', '-'], { encoding: 'utf8', cwd: ROOT, input: readFileSync(SAMPLE) });
  assert.equal(text.stdout.split('\n')[0], '(standard input)');
});

test('text output: like findings of a pod are grouped under the first (gravest verdict first), --every lists each, JSON keeps all', () => {
  // A crash loop logged 30 times (the klog text of corpus/minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log
  // line 1533, its time moved on 10 s a line), then one "node not found" right after a kubelet start.
  const lines: string[] = [];
  for (let i = 0; i < 30; i++) {
    const s = String(10 + i).padStart(2, '0');
    lines.push(`E0601 10:00:${s}.000000    2222 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"mnist-gpu\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=mnist-gpu pod=mnist-gpu-cf678c46f-hbcmv_mnist-gpu-demo(0a4e3f8e-2b8a-4c0e-9d3f-5b6a7c8d9e0f)\\"" pod="mnist-gpu-demo/mnist-gpu-cf678c46f-hbcmv" podUID="0a4e3f8e-2b8a-4c0e-9d3f-5b6a7c8d9e0f"`);
  }
  lines.unshift('I0601 10:00:00.000000    2222 server.go:1196] "Kubelet version" kubeletVersion="v1.33.1"', 'E0601 10:00:01.000000    2222 kubelet.go:2424] "Error getting node" err="node \\"minikube\\" not found"');
  const file = join(TMP, 'crashloop.log');
  writeFileSync(file, lines.join('\n') + '\n');
  const grouped = run('analyze', file);
  assert.equal(grouped.code, 0, grouped.err);
  const findings = grouped.out.slice(grouped.out.indexOf('Findings:'));
  assert.match(findings, /Findings: 30 actionable, 0 to investigate, 1 benign/);
  assert.equal((findings.match(/ACTIONABLE \[crashloopbackoff\]/g) ?? []).length, 1, 'one entry for the 30 lines');
  assert.match(findings, /CrashLoopBackOff — container mnist-gpu, back-off 5m0s: a container keeps exiting/);
  assert.match(findings, /… and 29 more like it: L4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, … \(last L32; --every lists each\)/);
  assert.ok(findings.indexOf('ACTIONABLE') < findings.indexOf('BENIGN'), 'actionable before benign, though the benign line comes first');
  const every = run('analyze', '--every', file);
  assert.equal((every.out.match(/ACTIONABLE \[crashloopbackoff\]/g) ?? []).length, 30);
  const json = JSON.parse(run('analyze', '--json', file).out);
  assert.equal(json.diagnostics.length, 31);
});

test('text output: pods refused at admission are one line in the pods and one group in the findings, --every lists each', () => {
  // The C7 incident in small (corpus/k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
  // lines 1657-1659): a controller's pods placed on a node whose taint refuses them.
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const pod = `default/php-apache-7f879b889b-p${i}`;
    lines.push(`I0822 00:24:5${i}.176614  584647 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[${pod}]`);
    lines.push(`I0822 00:24:5${i}.177399  584647 predicate.go:129] "Predicate failed on Pod" pod="${pod}" err="Predicate TaintToleration failed"`);
  }
  const file = join(TMP, 'rejected.log');
  writeFileSync(file, lines.join('\n') + '\n');
  const out = run('analyze', file).out;
  assert.match(out, /5 pods rejected at admission from 00:24:50\.177 to 00:24:54\.177 \(--every shows each\): default\/php-apache-7f879b889b-p0, /);
  assert.doesNotMatch(out, /\[rejected\]/, 'no timeline of each');
  assert.equal((out.match(/\[pod-admission-rejected\]/g) ?? []).length, 1);
  assert.match(out, /… and 4 more like it in 4 pods: L4, 6, 8, 10 \(last L10; --every lists each\)/);
  const every = run('analyze', '--every', file).out;
  assert.equal((every.match(/\[rejected\]/g) ?? []).length, 5);
  assert.equal((every.match(/\[pod-admission-rejected\]/g) ?? []).length, 5);
});

test('the text output escapes the line and paragraph separators (U+2028, U+2029), which break lines in CI log viewers', async () => {
  const { printable } = await import('../../server/src/report');
  assert.equal(printable('a\u2028b\u2029c'), 'a\\u2028b\\u2029c');
});

test('a review of the CI changes: fingerprints do not depend on how the path is spelled; another component\'s log fails a gate; --pod "" is an error', () => {
  const prints = (path: string) => JSON.parse(run('analyze', '--format', 'sarif', '--sarif-benign', path).out).runs[0].results.map((x: { partialFingerprints: Record<string, string> }) => x.partialFingerprints['kubeletLogLens/v2']);
  const plain = prints('samples/pod-deletion-1.23.log');
  assert.deepEqual(prints('./samples/pod-deletion-1.23.log'), plain);
  assert.deepEqual(prints(SAMPLE), plain, 'the absolute path of a file inside the working directory');
  // corpus: kube-apiserver-1.19-klog-plain-skykying-scripts.log (its first flag lines)
  const api = join(TMP, 'apiserver.log');
  writeFileSync(api, [
    'I1119 11:56:29.172045    4178 flags.go:59] FLAG: --add-dir-header="false"',
    'I1119 11:56:29.173122    4178 flags.go:59] FLAG: --address="127.0.0.1"',
    'I1119 11:56:29.173178    4178 flags.go:59] FLAG: --admission-control="[]"',
    'I1119 11:56:29.173223    4178 flags.go:59] FLAG: --admission-control-config-file=""',
    'I1119 11:56:29.173258    4178 flags.go:59] FLAG: --advertise-address="192.168.168.122"',
  ].join('\n') + '\n');
  const gate = run('analyze', '--fail-on', 'investigate', api);
  assert.equal(gate.code, 2);
  assert.match(gate.err, /is a kube-apiserver log, not a kubelet's: nothing was checked/);
  const empty = run('analyze', '--pod', '', SAMPLE);
  assert.equal(empty.code, 2);
  assert.match(empty.err, /--pod was given an empty name/);
});

test('--year dates a log that writes no year (CI: the file date is the checkout\'s), over New Year too; the log\'s own year wins; a bad year is an error', () => {
  const given = JSON.parse(run('analyze', '--json', '--year', '2021', SAMPLE).out);
  assert.equal(given.yearSource, 'given');
  assert.equal(given.pods[0].phases[0].start, '2021-07-31T17:16:31.865371');
  const text = run('analyze', '--year', '2021', SAMPLE).out;
  assert.match(text, /year: 2021, given \(--year\)/);

  // klog lines of Dec 31 and Jan 1: the given year is the first line's, the next line's is one more.
  const newYear = join(TMP, 'new-year.log');
  writeFileSync(
    newYear,
    'I1231 23:59:59.500000    1234 kubelet.go:2086] "SyncLoop ADD" source="api" pods=[default/a]\n' +
      'I0101 00:00:00.500000    1234 kubelet.go:2102] "SyncLoop DELETE" source="api" pods=[default/a]\n',
  );
  const rolled = JSON.parse(run('analyze', '--json', '--year', '2022', newYear).out);
  const phases = rolled.pods[0].phases.map((p: { start: string }) => p.start);
  assert.equal(phases[0].slice(0, 4), '2022');
  assert.equal(phases.at(-1).slice(0, 4), '2023');

  // A journald export with a full date (short-iso) names its year: the option does not override the log.
  const dated = join(TMP, 'dated.log');
  writeFileSync(dated, '2019-03-04T05:06:07+0000 node1 kubelet[1]: I0304 05:06:07.000000       1 kubelet.go:2086] "SyncLoop ADD" source="api" pods=[default/b]\n');
  const ownRun = run('analyze', '--json', '--year', '2022', dated);
  const own = JSON.parse(ownRun.out);
  assert.equal(own.yearSource, 'log');
  assert.match(ownRun.err, /names its own year: --year 2022 was not used/);
  assert.equal(own.pods[0].phases[0].start.slice(0, 4), '2019');

  for (const bad of ['21', '20x1', '1969', '', '9999']) {
    const r = run('analyze', '--year', bad, SAMPLE);
    assert.equal(r.code, 2, bad);
    assert.match(r.err, /--year must be a year such as 2023/);
  }
  assert.equal(run('analyze', '--year', '2021', '--year', '2022', SAMPLE).code, 2);
});

test('a gzipped log (a rotated kubelet.log.1.gz) is analysed as its text, from a file or standard input; no temporary file is left', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'kll-cli-gz-'));
  const env = { ...process.env, TMPDIR: tmp };
  const gz = join(TMP, 'kubelet.log.1.gz');
  // Two gzip members, as `cat a.gz b.gz` or a log rotated with `copytruncate` and appended to makes.
  const text = readFileSync(SAMPLE);
  const half = text.indexOf('\n', text.length >> 1) + 1;
  writeFileSync(gz, Buffer.concat([gzipSync(text.subarray(0, half)), gzipSync(text.subarray(half))]));
  const plain = JSON.parse(run('analyze', '--json', SAMPLE).out);
  const fromFile = spawnSync(process.execPath, [CLI, 'analyze', '--json', gz], { encoding: 'utf8', cwd: ROOT, env });
  assert.equal(fromFile.status, 0, fromFile.stderr);
  const j = JSON.parse(fromFile.stdout);
  assert.equal(j.file, gz);
  assert.deepEqual(j.compression, { format: 'gzip', complete: true });
  assert.equal(plain.compression, null);
  for (const key of ['lines', 'records', 'bySeverity', 'counts', 'pods', 'diagnostics', 'notices']) assert.deepEqual(j[key], plain[key], key);
  const piped = spawnSync(process.execPath, [CLI, 'analyze', '-'], { encoding: 'utf8', cwd: ROOT, input: readFileSync(gz), env });
  assert.equal(piped.status, 0, piped.stderr);
  assert.match(piped.stdout, /encoding: utf-8 \(gzip\)/);
  assert.match(piped.stdout, /Findings: 0 actionable, 3 to investigate, 3 benign/);
  assert.deepEqual(readdirSync(tmp), [], 'the decompressed copies (and the spooled stdin) are removed');
  // SARIF: lines of the decompressed text are not lines of the .gz file.
  const sarif = JSON.parse(run('analyze', '--format', 'sarif', '--sarif-benign', gz).out);
  const result = sarif.runs[0].results.find((r: { ruleId: string; properties: { extractedLine?: number } }) => r.properties.extractedLine === 27);
  assert.ok(result, 'the line is a property');
  assert.equal(result.locations[0].physicalLocation.region, undefined);
});

test('gzip data cut short is analysed up to where it ends, and says so; other packings are named with the command that opens them', () => {
  const text = readFileSync(SAMPLE);
  const gz = gzipSync(text);
  const cut = join(TMP, 'cut.log.gz');
  writeFileSync(cut, gz.subarray(0, gz.length - 400));
  const r = run('analyze', '--json', cut);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.deepEqual(j.compression, { format: 'gzip', complete: false });
  assert.ok(j.lines > 10 && j.lines < 55, `${j.lines} lines decompressed`);
  assert.match(j.notices[0].message, /^the gzip data ends early .*: the [\d,]+ bytes before that point were analysed$/);
  assert.match(run('analyze', cut).out, /encoding: utf-8 \(gzip, cut short\)/);
  // Gzip's magic number and nothing that decompresses: a clear error, exit 2.
  const broken = join(TMP, 'broken.gz');
  writeFileSync(broken, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]));
  const b = run('analyze', broken);
  assert.equal(b.code, 2);
  assert.match(b.err, /cannot read .*broken\.gz: the gzip data .*nothing could be decompressed/);
  const zst = join(TMP, 'kubelet.log.zst');
  writeFileSync(zst, Buffer.concat([Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), text]));
  const z = run('analyze', zst);
  assert.equal(z.code, 2);
  assert.equal(z.err.trim(), `kubelet-log-lens: cannot read ${zst}: compressed with zstd, which this tool does not decompress (only gzip): run \`zstd -dc ${zst} | kubelet-log-lens analyze -\``);
  const tar = join(TMP, 'logs.tar');
  const header = Buffer.alloc(512);
  header.write('kubelet.log', 0);
  header.write('ustar', 257);
  writeFileSync(tar, Buffer.concat([header, text]));
  const journal = join(TMP, 'system.journal');
  writeFileSync(journal, Buffer.concat([Buffer.from('LPKSHHRH'), Buffer.alloc(256)]));
  assert.match(run('analyze', journal).err, /system\.journal: a systemd journal file \(binary\), which this tool does not read: export the kubelet's lines with `journalctl --file .*system\.journal -u kubelet -o short-precise --no-pager \| kubelet-log-lens analyze -`/);
  assert.match(run('analyze', tar).err, /a tar archive, which this tool does not open: list it with `tar -tf .*logs\.tar` and analyse a log in it with `tar -xOf .*logs\.tar NAME \| kubelet-log-lens analyze -`/);
  // Packed twice: gzip inside gzip is decompressed again; another packing inside gzip is named with both steps.
  const twice = join(TMP, 'kubelet.log.gz.gz');
  writeFileSync(twice, gzipSync(gzipSync(text)));
  assert.match(run('analyze', twice).out, /Findings: 0 actionable, 3 to investigate, 3 benign/);
  const tgz = join(TMP, 'logs.tar.gz');
  writeFileSync(tgz, gzipSync(Buffer.concat([header, text])));
  assert.match(run('analyze', tgz).err, /a tar archive inside gzip data, which this tool does not open: list it with `tar -tzf .*logs\.tar\.gz` and analyse a log in it with `tar -xzOf .*logs\.tar\.gz NAME \| kubelet-log-lens analyze -`/);
  const xzgz = join(TMP, 'kubelet.log.xz.gz');
  writeFileSync(xzgz, gzipSync(Buffer.concat([Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]), text])));
  assert.match(run('analyze', xzgz).err, /compressed with xz inside gzip data, .*: run `gzip -dc .*kubelet\.log\.xz\.gz \| xz -dc \| kubelet-log-lens analyze -`/);
  // From standard input the advice goes on with the user's pipe.
  const piped = spawnSync(process.execPath, [CLI, 'analyze', '-'], { encoding: 'utf8', cwd: ROOT, input: readFileSync(zst) });
  assert.equal(piped.stderr.trim(), 'kubelet-log-lens: cannot read standard input: compressed with zstd, which this tool does not decompress (only gzip): run `… | zstd -dc | kubelet-log-lens analyze -`');
  // extract's advice pipes to extract.
  assert.match(run('extract', zst).err, /run `zstd -dc .*kubelet\.log\.zst \| kubelet-log-lens extract -`$/m);
});

test('--as-one reads rotated files as one log (a gzipped one too): evidence spans the rotation, lines name their file', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'kll-cli-join-'));
  const env = { ...process.env, TMPDIR: tmp };
  const dir = mkdtempSync(join(TMP, 'rotated-'));
  const lines = readFileSync(SAMPLE, 'utf8').split('\n');
  const [oldest, older, current] = [join(dir, 'kubelet.log.2'), join(dir, 'kubelet.log.1.gz'), join(dir, 'kubelet.log')];
  // The last file has no line end after its last line; the first is UTF-16 (a copy saved by PowerShell).
  writeFileSync(oldest, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${lines.slice(0, 16).join('\n')}\n`, 'utf16le')]));
  writeFileSync(older, gzipSync(`${lines.slice(16, 30).join('\n')}\n`));
  writeFileSync(current, lines.slice(30).join('\n').trimEnd());
  const whole = JSON.parse(run('analyze', '--json', SAMPLE).out);
  const alone = JSON.parse(run('analyze', '--json', current).out);
  assert.equal(alone.counts.benign, 0, 'the current file alone has no evidence for its NotFound lines');
  const r = spawnSync(process.execPath, [CLI, 'analyze', '--json', '--as-one', oldest, older, current], { encoding: 'utf8', cwd: ROOT, env });
  assert.equal(r.status, 0, r.stderr);
  const j = JSON.parse(r.stdout);
  assert.equal(j.file, `${oldest} + ${older} + ${current}`);
  assert.deepEqual(j.joinedFrom, [
    { file: oldest, firstLine: 1, lines: 16, compression: null },
    { file: older, firstLine: 17, lines: 14, compression: { format: 'gzip', complete: true } },
    { file: current, firstLine: 31, lines: 25, compression: null },
  ]);
  for (const key of ['records', 'bySeverity', 'counts', 'pods', 'diagnostics']) assert.deepEqual(j[key], whole[key], key);
  assert.deepEqual(j.notices, []);
  // A yearless log's year: the last file's date anchors the last line (the first file's, written a second after its
  // own last line, would have put the later lines a year back).
  utimesSync(oldest, new Date('2023-07-31T17:16:33Z'), new Date('2023-07-31T17:16:33Z'));
  utimesSync(current, new Date('2023-08-01T00:00:00Z'), new Date('2023-08-01T00:00:00Z'));
  const dated = JSON.parse(run('analyze', '--json', '--as-one', oldest, older, current).out);
  assert.equal(dated.yearSource, 'file-date');
  assert.deepEqual([...new Set(dated.pods.flatMap((p: { phases: { start: string }[] }) => p.phases.map((ph) => ph.start.slice(0, 4))))], ['2023']);
  assert.deepEqual(readdirSync(tmp), [], 'the joined copy is removed');
  // Text: each finding and evidence line says where it came from.
  const text = run('analyze', '--as-one', oldest, older, current).out;
  assert.match(text, /read as one log, in this order: .*kubelet\.log\.2 L1–16, .*kubelet\.log\.1\.gz \(gzip\) L17–30, .*kubelet\.log L31–55/);
  const empty = join(dir, 'empty.log');
  writeFileSync(empty, '');
  assert.match(run('analyze', '--as-one', oldest, empty, current).out, /kubelet\.log\.2 L1–16, .*empty\.log empty, .*kubelet\.log L17–41/);
  assert.match(text, /L27 \(.*kubelet\.log\.1\.gz:11\) BENIGN \[cri-containerstatus-notfound\]/);
  assert.match(text, /evidence L15 \(.*kubelet\.log\.2:15\): PLEG reported ContainerDied/);
  // So do the other lines the text names: an unparsed line, like findings after the first.
  const noisy = join(dir, 'noisy.log');
  writeFileSync(noisy, `not a log line\n${lines[53]}\n${lines[53]}\n${lines[53]}\n`);
  const noisyText = run('analyze', '--as-one', oldest, noisy).out;
  assert.match(noisyText, /unparsed L17 \(.*noisy\.log:1\): not a log line/);
  assert.match(noisyText, /… and 2 more like it: L19 \(.*noisy\.log:3\), L20 \(.*noisy\.log:4\) \(last L20 \(.*noisy\.log:4\); --every lists each\)/);
  // SARIF: a line of a plain file is that file's line; one of the gzip file is the file as a whole.
  const sarif = JSON.parse(run('analyze', '--format', 'sarif', '--sarif-benign', '--as-one', oldest, older, current).out);
  const run0 = sarif.runs[0];
  assert.deepEqual(run0.artifacts.map((a: { location: { uri: string } }) => a.location.uri), [oldest, older, current].map((f) => pathToFileURL(f).href));
  type Result = { message: { text: string }; properties: { extractedLine?: number }; locations: { physicalLocation: { region?: { startLine: number } } }[]; relatedLocations: { message: { text: string } }[] };
  const stop = run0.results.find((x: Result) => x.locations[0].physicalLocation.region?.startLine === 20);
  assert.deepEqual(stop.locations[0].physicalLocation, { artifactLocation: { uri: pathToFileURL(current).href }, region: { startLine: 20 } });
  // A line of the gzip file: the file as a whole, the line of its decompressed text a property (joined L27 is its 11th).
  const nf = run0.results.find((x: Result) => x.properties.extractedLine === 11);
  assert.deepEqual(nf.locations[0].physicalLocation, { artifactLocation: { uri: pathToFileURL(older).href } });
  // Line numbers in the words are those of the file they are in, as the locations are.
  assert.match(nf.message.text, new RegExp(`see line 1 of ${older.replace(/[.]/g, '\\.')} \\(decompressed\\)$`));
  assert.match(nf.relatedLocations[0].message.text, new RegExp(`\\(line 1 of the decompressed text of ${older.replace(/[.]/g, '\\.')}\\)$`));
  assert.ok(!JSON.stringify(run0.results).match(/line (2[6-9]|[3-5]\d)\b/), 'no joined line number above a file\'s own');
  // Newest first (as a shell sorts kubelet.log*): said, since evidence is what came before a line.
  const wrong = JSON.parse(run('analyze', '--json', '--as-one', current, older, oldest).out);
  assert.equal(wrong.notices.length, 2);
  // Files a fraction of a second apart (the next file's first line 10 ms before the last one's) are in order.
  const [ending, starting] = [join(dir, 'ending.log'), join(dir, 'starting.log')];
  writeFileSync(ending, `${lines[29]}\n`);
  writeFileSync(starting, `${lines[28]}\n`);
  assert.ok(lines[28].startsWith('I0731 17:16:33.81') && lines[29].startsWith('I0731 17:16:33.82'));
  assert.deepEqual(JSON.parse(run('analyze', '--json', '--as-one', ending, starting).out).notices, []);
  // A JSON export cannot be joined as it is; standard input only once.
  const exportFile = join(dir, 'Explore-logs.json');
  writeFileSync(exportFile, JSON.stringify([{ line: lines[0], timestamp: '1690823791865371000', fields: {} }]));
  const ex = run('analyze', '--as-one', current, exportFile);
  assert.equal(ex.code, 2);
  assert.match(ex.err, /cannot read .*Explore-logs\.json: a JSON export, which cannot be joined as it is: take its lines out first/);
  assert.match(run('analyze', '--as-one', '-', '-').err, /- \(standard input\) can be given once/);
  // One file given twice, by the same name or another way to it, would be read twice into the log.
  for (const again of [current, `${dir}/./${basename(current)}`]) {
    const twice = run('analyze', '--as-one', current, again);
    assert.equal(twice.code, 2);
    assert.match(twice.err, /is the same file as .*: give each file of the log once/);
  }
});

test('Ctrl-C, SIGTERM or SIGHUP during an analysis exits 128 + the signal and leaves no decompressed copy behind', async () => {
  const gz = join(TMP, 'long.log.gz');
  // Long enough (about 40 MB of text) that the analysis is still running when the signal comes.
  writeFileSync(gz, gzipSync(Buffer.from(readFileSync(SAMPLE, 'utf8').repeat(6000))));
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    const tmp = mkdtempSync(join(tmpdir(), 'kll-cli-signal-'));
    const child = spawn(process.execPath, [CLI, 'analyze', gz], { cwd: ROOT, env: { ...process.env, TMPDIR: tmp }, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    // Wait for the decompressed copy, then interrupt.
    for (let i = 0; i < 400 && readdirSync(tmp).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    assert.equal(readdirSync(tmp).length, 1, `the decompressed copy was made (${signal})`);
    await new Promise((r) => setTimeout(r, 300));
    child.kill(signal);
    assert.equal(await exited, code, signal);
    assert.deepEqual(readdirSync(tmp), [], `the decompressed copy is removed (${signal})`);
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('reading a pipe that stays open (`journalctl -f | analyze -` under a CI timeout): SIGTERM and Ctrl-C still end the run', async () => {
  // r46a 1: standard input was read with blocking reads, which kept the signal handlers from ever running.
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    const tmp = mkdtempSync(join(tmpdir(), 'kll-cli-open-pipe-'));
    const child = spawn(process.execPath, [CLI, 'analyze', '-'], { cwd: ROOT, env: { ...process.env, TMPDIR: tmp }, stdio: ['pipe', 'ignore', 'ignore'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    child.stdin.write(readFileSync(SAMPLE));
    // The spooled copy exists once the CLI reads; the pipe is never closed.
    for (let i = 0; i < 400 && readdirSync(tmp).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 300));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    assert.equal(await exited, code, `${signal} ended the run`);
    clearTimeout(timer);
    assert.deepEqual(readdirSync(tmp), [], `the spooled copy is removed (${signal})`);
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('--as-one with a file this tool does not unpack: the advice unpacks it to a file and gives it in its place, the other files kept', () => {
  const dir = mkdtempSync(join(TMP, 'as-one-xz-'));
  const [older, current] = [join(dir, 'kubelet.log.1.xz'), join(dir, 'kubelet.log')];
  // xz's magic number is what the tool reads (never the name): the rest need not be xz data for the refusal.
  writeFileSync(older, Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04]));
  writeFileSync(current, readFileSync(SAMPLE));
  const r = run('analyze', '--as-one', older, current);
  assert.equal(r.code, 2, r.err);
  assert.ok(r.err.includes(`cannot read ${older}: compressed with xz, which this tool does not decompress (only gzip): unpack it to a file and give that file in its place: \`xz -dc ${older} > ${join(dir, 'kubelet.log.1')} && kubelet-log-lens analyze --as-one ${join(dir, 'kubelet.log.1')} ${current}\``), r.err);
  // Alone, the file is piped to analyze - as before.
  assert.match(run('analyze', older).err, /run `xz -dc \S+kubelet\.log\.1\.xz \| kubelet-log-lens analyze -`/);
});

test('Ctrl-C while a report is being written into a pipe that is not read ends the run with 130', async () => {
  const { spawn } = await import('node:child_process');
  // A report larger than a pipe holds: its writing blocks while this test does not read.
  const dir = mkdtempSync(join(tmpdir(), 'kll-cli-sigint-'));
  const uid = 'f44e45ba-5293-44de-8b83-e28bdd200d68';
  const lines: string[] = [];
  for (let i = 0; i < 3000; i++) {
    const t = `11:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000000`;
    lines.push(`E0120 ${t}    4787 pod_workers.go:191] Error syncing pod ${uid} ("web-${i % 7}_ns(${uid})"), skipping: failed to "StartContainer" for "app" with CrashLoopBackOff: "back-off 5m0s restarting failed container=app pod=web-${i % 7}_ns(${uid})"`);
  }
  const file = join(dir, 'big.log');
  writeFileSync(file, lines.join('\n') + '\n');
  const child = spawn(process.execPath, [CLI, 'analyze', file, '--json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.once('data', () => {
    child.stdout.pause();
    child.kill('SIGINT');
    setTimeout(() => child.stdout.resume(), 300);
  });
  child.stdout.on('data', () => {});
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  rmSync(dir, { recursive: true, force: true });
  assert.equal(code, 130);
});

test('binary data (an executable, random bytes, gzipped random bytes, piped in) is refused with exit 2, not passed as a clean log', () => {
  // r46a 2: `--fail-on` had passed such files (exit 0): their bytes after NUL runs read as lines of text.
  const dir = mkdtempSync(join(TMP, 'binary-'));
  let seed = 7;
  const bytes = Buffer.alloc(100_000);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  const random = join(dir, 'random.bin');
  writeFileSync(random, bytes);
  const packed = join(dir, 'random.log.gz');
  writeFileSync(packed, gzipSync(bytes));
  for (const file of [process.execPath, random, packed]) {
    const r = run('analyze', '--fail-on', 'actionable', file);
    assert.equal(r.code, 2, `${file}: ${r.err}`);
    assert.match(r.err, new RegExp(`cannot read ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (?:its decompressed data is binary|binary data) \\(.*not a text log: nothing was checked`));
  }
  const piped = spawnSync(process.execPath, [CLI, 'analyze', '-'], { encoding: 'utf8', cwd: ROOT, input: bytes });
  assert.equal(piped.status, 2);
  assert.match(piped.stderr, /cannot read standard input: binary data/);
  // A text log with an ANSI colour and a NUL run (a log truncated in place) is text.
  const text = join(dir, 'coloured.log');
  writeFileSync(text, Buffer.concat([Buffer.alloc(4096), readFileSync(SAMPLE), Buffer.from('\x1b[31mred\x1b[0m\n')]));
  assert.equal(run('analyze', text).code, 0);
});

test('a CI user\'s review (r46a): option errors in the tool\'s words, booleans given twice refused, exit codes in --help, SARIF says what it did not grade', () => {
  assert.match(run('analyze', '--year').err, /^kubelet-log-lens: --year needs a value \(--year VALUE\)/);
  assert.match(run('analyze', '--year', '--json', SAMPLE).err, /--year needs a value/);
  assert.match(run('analyze', '--bogus', SAMPLE).err, /^kubelet-log-lens: unknown option --bogus /);
  assert.match(run('analyze', '--json=yes', SAMPLE).err, /--json takes no value/);
  for (const flag of ['--json', '--every', '--as-one']) {
    const r = run('analyze', flag, flag, SAMPLE);
    assert.equal(r.code, 2, flag);
    assert.match(r.err, new RegExp(`${flag} was given 2 times: give it once`));
  }
  const help = run('--help').out;
  assert.match(help, /Exit codes:\n {2}0 .*\n {2}1 .*--fail-on.*\n {2}2 .*cannot be read/);
  assert.match(help, /129, 130, 143/);
  // Another component's log and error lines no entry explains are the run's notifications, not silence.
  const dir = mkdtempSync(join(TMP, 'sarif-notes-'));
  const other = join(dir, 'apiserver.log');
  writeFileSync(other, 'I0101 10:00:00.100000       1 server.go:181] Version: v1.19.3\nI0101 10:00:01.000000       1 flags.go:59] FLAG: --advertise-address="10.0.0.1"\nI0101 10:00:01.000000       1 flags.go:59] FLAG: --etcd-servers="[https://127.0.0.1:2379]"\n');
  const unexplained = join(dir, 'odd.log');
  writeFileSync(unexplained, 'E0101 10:00:00.000000    1234 foo.go:1] something odd happened\n');
  const notes = (file: string) => (JSON.parse(run('analyze', '--format', 'sarif', file).out).runs[0].invocations[0].toolExecutionNotifications as { level: string; message: { text: string } }[]).map((n) => `${n.level}: ${n.message.text}`);
  assert.deepEqual(notes(other), [`warning: ${other} is a kube-apiserver log, not a kubelet's: the kubelet's known errors were not looked for in it`]);
  assert.deepEqual(notes(unexplained), [`note: 1 line of ${unexplained} logged as E or F matches no known error: read it yourself`]);
});

test('r57a: `analyse` and a bare FILE analyze it; --pod takes the start of a UID, or of a name ending in *; a miss prints no report; an option that took the file says so', () => {
  const full = run('analyze', SAMPLE);
  assert.equal(run('analyse', SAMPLE).out, full.out);
  assert.equal(run(SAMPLE).out, full.out);
  assert.match(run('bogus', SAMPLE).err, /unknown command "bogus"/);
  // The start of its name followed by *, and the first 8 characters of its UID.
  for (const pod of ['default/test-nginx*', '5011243d']) {
    const r = run('analyze', SAMPLE, '--pod', pod);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Pods \(1\)\n {2}default\/test-nginx-976fbbd77-m2tqs /);
  }
  const miss = run('analyze', SAMPLE, '--pod', 'default/nope');
  assert.equal(miss.code, 2);
  // A name's start without * is no name (r59a C04: a pod missing from the log had passed a gate as another).
  assert.equal(run('analyze', SAMPLE, '--pod', 'default/test-nginx', '--fail-on', 'investigate').code, 2);
  assert.equal(miss.out, '', 'no empty report that reads as a clean one');
  const took = run('analyze', '--fail-on', SAMPLE);
  assert.equal(took.code, 2);
  assert.match(took.err, /--fail-on took ".*pod-deletion-1\.23\.log" as its value \(did you forget the value of --fail-on\?\)/);
});

test('r57a U3: SARIF makes findings alike one result, its other lines related locations; --sarif-every writes each', () => {
  // Five crash-loop back-offs of one container, in the words of the corpus's RKE log (pod_workers.go), times changed.
  const file = join(TMP, 'crashloop-group.log');
  const line = (s: number) => `E0717 11:4${s}:00.000000   12345 pod_workers.go:191] Error syncing pod 005cd769-f0b2-4e4f-b7dd-928da02372d2 ("cattle-cluster-agent-8647c64fdd-ljjwk_cattle-system(005cd769-f0b2-4e4f-b7dd-928da02372d2)"), skipping: failed to "StartContainer" for "cluster-register" with CrashLoopBackOff: "back-off 5m0s restarting failed container=cluster-register pod=cattle-cluster-agent-8647c64fdd-ljjwk_cattle-system(005cd769-f0b2-4e4f-b7dd-928da02372d2)"`;
  writeFileSync(file, `${[1, 2, 3, 4, 5].map(line).join('\n')}\n`);
  const grouped = JSON.parse(run('analyze', '--format', 'sarif', file).out).runs[0].results;
  assert.equal(grouped.length, 1);
  assert.equal(grouped[0].properties.occurrences, 5);
  assert.deepEqual(grouped[0].relatedLocations.filter((l: { message: { text: string } }) => l.message.text === 'the same finding').map((l: { physicalLocation: { region: { startLine: number } } }) => l.physicalLocation.region.startLine), [2, 3, 4, 5]);
  assert.equal(JSON.parse(run('analyze', '--format', 'sarif', '--sarif-every', file).out).runs[0].results.length, 5);
});

test('a report of one pod says so in its header; files joined out of order warn on stderr too (r64a U10, U11)', () => {
  const one = run('analyze', '--pod', 'default/test-nginx*', SAMPLE);
  assert.equal(one.code, 0, one.err);
  assert.match(one.out, /\n {2}note: --pod default\/test-nginx\*: the pods and findings below are that pod's only; the counts above are the whole file's\n/);
  assert.doesNotMatch(run('analyze', SAMPLE).out, /the pods and findings below are that pod's only/);
  const dir = mkdtempSync(join(TMP, 'order-'));
  const lines = readFileSync(SAMPLE, 'utf8').split('\n');
  const [first, second] = [join(dir, 'a.log'), join(dir, 'b.log')];
  writeFileSync(first, `${lines.slice(0, 30).join('\n')}\n`);
  writeFileSync(second, `${lines.slice(30).join('\n')}`);
  const right = run('analyze', '--as-one', first, second);
  assert.equal(right.err, '');
  const wrong = run('analyze', '--as-one', second, first);
  assert.equal(wrong.code, 0);
  assert.match(wrong.err, /^kubelet-log-lens: warning: .*a\.log starts before .*b\.log ends: .*oldest first/m);
});

test('--version names the build\'s commit, so that two builds of one version are told apart (r64a W10)', () => {
  const v = run('--version');
  assert.equal(v.code, 0);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  assert.match(v.out.trim(), new RegExp(`^${pkg.version.replace(/\./g, '\\.')} \\((?:[0-9a-f]{7,40}(?:\\+changes)?|unknown)\\)$`));
});

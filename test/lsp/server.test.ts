// A real LSP client (vscode-languageserver-protocol) drives the bundled dist/server.js over stdio.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as P from 'vscode-languageserver-protocol/node';
import { marked } from 'marked';
import { ROOT, startServer, type ServerHarness } from './harness';

const SAMPLE_TEXT = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8');
const WORKSPACE = mkdtempSync(join(tmpdir(), 'kll-lsp-'));
const SAMPLE_URI = pathToFileURL(join(WORKSPACE, 'pod-deletion-1.23.log')).toString();
const RULES_URI = pathToFileURL(join(WORKSPACE, '.kubelet-log-lens.json')).toString();
writeFileSync(join(WORKSPACE, '.kubelet-log-lens.json'), '{ "rules": [ { "id": "Not Valid" } ]');

let server: ServerHarness;
let conn: P.ProtocolConnection;
const diagnosticsFor = (uri: string, version?: number) => server.diagnosticsFor(uri, version, 10_000);

function hoverText(h: P.Hover | null): string {
  if (!h) return '';
  const c = h.contents as P.MarkupContent;
  return c.value;
}

before(async () => {
  server = startServer();
  conn = server.conn;
  const init = await server.initialize(WORKSPACE);
  assert.equal(init.capabilities.textDocumentSync, P.TextDocumentSyncKind.Incremental);
  assert.ok(init.capabilities.hoverProvider);
  // The bundled server says which build it is (r64a W10), as `--version` does.
  assert.match(String(init.serverInfo?.version), /^\d+\.\d+\.\d+ \((?:[0-9a-f]{7,40}(?:\+changes)?|unknown)\)$/);
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: SAMPLE_URI, languageId: 'kubelet-log', version: 1, text: SAMPLE_TEXT },
  });
});

after(async () => {
  await server.shutdown();
});

test('publishDiagnostics for the sample: graded by verdict, code + docs link, evidence as related information', async () => {
  const diags = await diagnosticsFor(SAMPLE_URI, 1);
  const byLine = new Map(diags.map((d) => [d.range.start.line + 1, d]));
  const status = byLine.get(27)!;
  assert.equal(status.code, 'cri-containerstatus-notfound');
  assert.equal(status.severity, P.DiagnosticSeverity.Hint);
  assert.match(String(status.message), /^benign: ContainerStatus NotFound from the runtime \(default\/test-nginx-976fbbd77-m2tqs\) — /, 'the Problems view names the pod');
  // The rule's link opens the document shipped beside the server at the rule's heading (no network needed).
  const href = new URL(String(status.codeDescription!.href));
  assert.equal(href.protocol, 'file:');
  const docLine = Number(/^#L(\d+)$/.exec(href.hash)?.[1]);
  const doc = readFileSync(fileURLToPath(href), 'utf8').split('\n');
  assert.equal(doc[docLine - 2], '<a id="cri-containerstatus-notfound"></a>');
  assert.match(doc[docLine - 1], /^## /, 'the line opened is the entry\'s heading');
  assert.equal(status.relatedInformation![0].location.range.start.line, 16, 'evidence: the first Removing container');
  // The range is the quoted message as written, both quotes included.
  const lines = SAMPLE_TEXT.split('\n');
  const underlined = (l: number, r: P.Range) => lines[l].slice(r.start.character, r.end.character);
  assert.equal(underlined(26, status.range), '"ContainerStatus from runtime service failed"');
  assert.equal(underlined(16, status.relatedInformation![0].location.range).slice(-20), '"Removing container"');
  assert.equal(byLine.get(42)!.code, 'cri-stopcontainer-notfound');
  assert.equal(byLine.get(42)!.severity, P.DiagnosticSeverity.Hint);
  for (const l of [50, 54, 55]) assert.equal(byLine.get(l)!.severity, P.DiagnosticSeverity.Warning, `line ${l} is investigate`);
});

test('hover on both NotFound lines explains, grades and links the evidence', async () => {
  const h27 = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 26, character: 60 } }));
  assert.match(h27, /benign here/);
  assert.match(h27, /cri-containerstatus-notfound/);
  assert.ok(h27.includes(`${SAMPLE_URI}#L17`), 'links line 17, the first removal');
  assert.match(h27, /default\/test-nginx-976fbbd77-m2tqs/);
  assert.match(h27, /after the pod's deletion began/);
  assert.match(h27, /kubernetes\/kubernetes#99901/);
  assert.match(h27, /\*\*This entry in the log, all pods and containers:\*\* 2 lines \(1 investigate, 1 benign\)/, 'the hover says how this rule fared elsewhere in the log');
  // The error line gives only the ID; the container's name comes from the log's other lines (line 39: nginx).
  assert.match(h27, /\*\*About:\*\* container `nginx` `c234646fffe7`/);
  assert.ok(h27.includes(`${SAMPLE_URI}#L15`) && h27.includes(`${SAMPLE_URI}#L16`), 'links the two PLEG ContainerDied events, the cause of the double removal');
  const h42 = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 41, character: 60 } }));
  assert.match(h42, /benign here/);
  assert.match(h42, /orphan/);
  assert.ok(h42.includes(`${SAMPLE_URI}#L32`), 'links the orphan cleanup line');
});

test('hover on a container ID says what it is and whose it is; definition and references follow it', async () => {
  const line = SAMPLE_TEXT.split('\n')[16];
  const ch = line.indexOf('c234646f') + 5;
  const h = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 16, character: ch } }));
  assert.match(h, /\*\*Container\*\* `c234646fffe7`/);
  assert.match(h, /belongs to pod `default\/test-nginx-976fbbd77-m2tqs`/);
  const def = (await conn.sendRequest(P.DefinitionRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 16, character: ch } })) as P.Location;
  assert.equal(def.range.start.line, 14, 'first appearance: the PLEG ContainerDied event');
  const refs = await conn.sendRequest(P.ReferencesRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 16, character: ch }, context: { includeDeclaration: true } });
  assert.ok(refs!.length >= 9, `${refs!.length} references`);
});

test('custom requests kubeletLog/podTimeline, phaseEvents and eventAt: the pod, its phases, their events, a line\'s place', async () => {
  const t = await conn.sendRequest<{ pods: { key: string; name: string; state: string; phases: { phase: string; eventCount: number; worst?: string }[] }[] }>('kubeletLog/podTimeline', { uri: SAMPLE_URI });
  assert.equal(t.pods.length, 1);
  const pod = t.pods[0];
  assert.equal(pod.name, 'test-nginx-976fbbd77-m2tqs');
  assert.equal(pod.state, 'deleted');
  const orphan = pod.phases.findIndex((p) => p.phase === 'orphan-cleanup');
  assert.ok(orphan >= 0, 'an orphan-cleanup phase');
  const ev = await conn.sendRequest<{ events: { line: number; verdict?: string }[] }>('kubeletLog/phaseEvents', { uri: SAMPLE_URI, podKey: pod.key, phase: orphan });
  assert.equal(ev.events.length, pod.phases[orphan].eventCount);
  const k = ev.events.findIndex((e) => e.line === 41);
  assert.ok(k >= 0, 'line 42 is an event of the orphan cleanup');
  // The phase's worst verdict is the gravest of its events'.
  const grave = ['benign', 'investigate', 'actionable'];
  const worst = ev.events.reduce((w, e) => (e.verdict && grave.indexOf(e.verdict) > grave.indexOf(w ?? '') ? e.verdict : w), undefined as string | undefined);
  assert.equal(pod.phases[orphan].worst, worst);
  assert.deepEqual(await conn.sendRequest('kubeletLog/eventAt', { uri: SAMPLE_URI, line: 41 }), { version: 1, podKey: pod.key, phase: orphan, event: k });
  assert.equal(await conn.sendRequest('kubeletLog/eventAt', { uri: SAMPLE_URI, line: 100_000 }), null, 'a line past the end');
  assert.deepEqual(await conn.sendRequest('kubeletLog/phaseEvents', { uri: SAMPLE_URI, podKey: 'no/such-pod', phase: 0 }), { version: 1, events: [] });
});

test('kubeletLog/analyzeFile reads a file from disk; its tree data, phase events and line places answer like an open document', async () => {
  const path = join(ROOT, 'samples', 'pod-deletion-1.23.log');
  const t = await conn.sendRequest<{ uri: string; version: number | null; pods: { key: string; phases: { phase: string; eventCount: number }[] }[] }>('kubeletLog/analyzeFile', { path });
  assert.equal(t.uri, pathToFileURL(path).toString());
  assert.equal(t.version, null);
  assert.equal(t.pods.length, 1);
  const pod = t.pods[0];
  const removal = pod.phases.findIndex((p) => p.phase === 'container-removal');
  assert.ok(removal >= 0, 'a container-removal phase');
  const ev = await conn.sendRequest<{ version: number | null; events: { line: number; message: string }[] }>('kubeletLog/phaseEvents', { uri: t.uri, podKey: pod.key, phase: removal });
  assert.equal(ev.version, null);
  assert.equal(ev.events.length, pod.phases[removal].eventCount);
  const k = ev.events.findIndex((e) => e.line === 16 && e.message === 'Removing container');
  assert.ok(k >= 0, 'line 17 "Removing container" is an event of the removal phase');
  assert.deepEqual(await conn.sendRequest('kubeletLog/eventAt', { uri: t.uri, line: 16 }), { version: null, podKey: pod.key, phase: removal, event: k });
  // The file's text is not held: the pod's lines are read back from the file, each exactly as it is there.
  const fileLines = readFileSync(path, 'utf8').split('\n');
  const pl = await conn.sendRequest<{ lines: { line: number; text: string }[] }>('kubeletLog/podLines', { uri: t.uri, podKey: pod.key });
  assert.ok(pl.lines.length > 10);
  for (const l of pl.lines) assert.equal(l.text, fileLines[l.line], `line ${l.line + 1}`);
});

test('kubeletLog/analyzeFile decompresses a gzipped log and answers for its decompressed copy; other packings are refused with the command', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-lsp-'));
  const gz = join(dir, 'kubelet.log.1.gz');
  writeFileSync(gz, gzipSync(SAMPLE_TEXT));
  type Result = { uri: string; decompressed?: { from: string; problem: string | null }; pods: { key: string; phases: { phase: string }[] }[] };
  const t = await conn.sendRequest<Result>('kubeletLog/analyzeFile', { path: gz });
  assert.deepEqual(t.decompressed, { from: pathToFileURL(gz).toString(), problem: null });
  const copy = fileURLToPath(t.uri);
  assert.match(copy, /kubelet-log-lens-[^/]+\/kubelet\.log\.1$/);
  assert.equal(readFileSync(copy, 'utf8'), SAMPLE_TEXT);
  assert.equal(t.pods.length, 1);
  const pl = await conn.sendRequest<{ lines: { line: number; text: string }[] }>('kubeletLog/podLines', { uri: t.uri, podKey: t.pods[0].key });
  const lines = SAMPLE_TEXT.split('\n');
  assert.ok(pl.lines.length > 10);
  for (const l of pl.lines) assert.equal(l.text, lines[l.line], `line ${l.line + 1}`);
  // Analysed again: a new copy, and the one before is removed (copies do not pile up while the server runs).
  const again = await conn.sendRequest<Result>('kubeletLog/analyzeFile', { path: gz });
  assert.notEqual(again.uri, t.uri);
  assert.equal(existsSync(copy), false, 'the first copy is removed');
  assert.equal(readFileSync(fileURLToPath(again.uri), 'utf8'), SAMPLE_TEXT);
  // The same file picked twice is that file once.
  const twice = await conn.sendRequest<Result & { joinedFrom?: unknown }>('kubeletLog/analyzeFile', { path: gz, paths: [gz, gz] });
  assert.equal(twice.joinedFrom, undefined);
  assert.equal(twice.pods.length, 1);
  assert.equal(existsSync(fileURLToPath(again.uri)), false);
  const xz = join(dir, 'kubelet.log.xz');
  writeFileSync(xz, Buffer.concat([Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]), Buffer.from(SAMPLE_TEXT)]));
  await assert.rejects(conn.sendRequest('kubeletLog/analyzeFile', { path: xz }), /kubelet\.log\.xz is compressed with xz, which this tool does not decompress \(only gzip\): run `xz -dc/);
});

test('kubeletLog/analyzeFile with several paths reads rotated files as one log, oldest first whatever the order given', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-join-lsp-'));
  const lines = SAMPLE_TEXT.split('\n');
  const oldest = join(dir, 'kubelet.log.2.gz');
  const older = join(dir, 'kubelet.log.1');
  const current = join(dir, 'kubelet.log');
  writeFileSync(oldest, gzipSync(`${lines.slice(0, 16).join('\n')}\n`));
  writeFileSync(older, `${lines.slice(16, 30).join('\n')}\n`);
  writeFileSync(current, lines.slice(30).join('\n'));
  type Result = { uri: string; joinedFrom?: { uri: string; firstLine: number; lines: number; gzip: boolean }[]; joinNotes?: string[]; counts: { benign: number; investigate: number }; pods: unknown[] };
  const t = await conn.sendRequest<Result>('kubeletLog/analyzeFile', { path: current, paths: [current, oldest, older] });
  assert.deepEqual(t.joinedFrom, [
    { uri: pathToFileURL(oldest).toString(), firstLine: 0, lines: 16, gzip: true },
    { uri: pathToFileURL(older).toString(), firstLine: 16, lines: 14, gzip: false },
    { uri: pathToFileURL(current).toString(), firstLine: 30, lines: 25, gzip: false },
  ]);
  assert.equal(t.joinNotes, undefined);
  assert.equal(readFileSync(fileURLToPath(t.uri), 'utf8'), SAMPLE_TEXT.endsWith('\n') ? SAMPLE_TEXT : `${SAMPLE_TEXT}\n`);
  // The evidence at the end of kubelet.log.1 now excuses the NotFound lines of kubelet.log, as in the whole sample.
  assert.deepEqual([t.counts.benign, t.counts.investigate, t.pods.length], [3, 3, 1]);
  const alone = await conn.sendRequest<Result>('kubeletLog/analyzeFile', { path: current });
  assert.equal(alone.counts.benign, 0);
});

test('kubeletLog/analyzeFile reports its progress while it reads a file of several pieces, ending at the whole file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-progress-'));
  const path = join(dir, 'big.log');
  writeFileSync(path, SAMPLE_TEXT.repeat(Math.ceil((5 * 1024 * 1024) / SAMPLE_TEXT.length))); // about 5 MB: three pieces
  const reports: { path: string; bytesRead: number; size: number }[] = [];
  const sub = conn.onNotification('kubeletLog/analyzeFileProgress', (n: { path: string; bytesRead: number; size: number }) => {
    reports.push(n);
  });
  try {
    const t = await conn.sendRequest<{ pods: unknown[] }>('kubeletLog/analyzeFile', { path });
    assert.ok(t.pods.length >= 1);
  } finally {
    sub.dispose();
  }
  assert.ok(reports.length >= 2, `${reports.length} progress reports`);
  assert.ok(reports.every((r) => r.path === path && r.size > 5 * 1024 * 1024));
  for (let i = 1; i < reports.length; i++) assert.ok(reports[i].bytesRead > reports[i - 1].bytesRead, 'progress only moves forward');
  assert.equal(reports[reports.length - 1].bytesRead, reports[reports.length - 1].size, 'the last report is the whole file');
});

test('kubeletLog/lineAtTime: the line at or after a typed time; a time it cannot read is said', async () => {
  assert.deepEqual(await conn.sendRequest('kubeletLog/lineAtTime', { uri: SAMPLE_URI, time: 'Jul 31 17:16:32.3981' }), { line: 26, time: 'Jul 31 17:16:32.398137' });
  const bad = await conn.sendRequest<{ error?: string }>('kubeletLog/lineAtTime', { uri: SAMPLE_URI, time: 'yesterday' });
  assert.match(bad.error!, /^give a time as the log writes it/);
  assert.equal(await conn.sendRequest('kubeletLog/lineAtTime', { uri: 'file:///not/open.log', time: '17:16' }), null);
});

test('document symbols: pods → phases', async () => {
  const syms = (await conn.sendRequest(P.DocumentSymbolRequest.type, { textDocument: { uri: SAMPLE_URI } })) as P.DocumentSymbol[];
  assert.equal(syms[0].name, 'default/test-nginx-976fbbd77-m2tqs');
  assert.ok(syms[0].children!.some((c) => c.name === 'terminating'));
});

test('didChange (incremental) republishes for the new version only', async () => {
  const lines = SAMPLE_TEXT.split('\n');
  const endLine = lines.length - 1;
  const added = 'E0731 17:30:00.000000  354472 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app pod=web_default(11111111-1111-1111-1111-111111111111)\\"" pod="default/web" podUID=11111111-1111-1111-1111-111111111111\n';
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: SAMPLE_URI, version: 2 },
    contentChanges: [{ range: { start: { line: endLine, character: 0 }, end: { line: endLine, character: 0 } }, text: added }],
  });
  const diags = await diagnosticsFor(SAMPLE_URI, 2);
  const crash = diags.find((d) => d.code === 'crashloopbackoff');
  assert.ok(crash, 'the appended CrashLoopBackOff line has a diagnostic');
  assert.equal(crash!.severity, P.DiagnosticSeverity.Error);
  assert.equal(crash!.range.start.line, endLine);
});

test('log text in hovers is inert: markdown, HTML and command: links render as plain text', async () => {
  const uri = pathToFileURL(join(WORKSPACE, 'evil.log')).toString();
  const evil = 'E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = [click](command:workbench.action.terminal.new) <img src=x onerror=alert(1)> **bold** `tick`" containerID="[x](https://evil.example)"';
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: evil } });
  const h = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 70 } }));
  assert.ok(h.includes('onerror'), 'the hover shows the log text');
  // Render it as VS Code does (marked) and look at what a user would get.
  const html = await marked.parse(h);
  const hrefs = Array.from(html.matchAll(/<a [^>]*href="([^"]*)"/g), (m) => m[1]);
  assert.ok(hrefs.every((u) => !u.startsWith('command:') && !u.includes('evil.example')), `links: ${hrefs.join(' ')}`);
  assert.ok(!/<img/i.test(html), 'no image element');
  assert.ok(!html.includes('<strong>bold'), 'no emphasis from the log');
});

test('a non-kubelet log gets no diagnostics; a broken rule file gets a clear diagnostic on that file', async () => {
  const uri = pathToFileURL(join(WORKSPACE, 'nginx.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'log', version: 1, text: '127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326\n' },
  });
  assert.deepEqual(await diagnosticsFor(uri, 1), []);
  const ruleDiags = await diagnosticsFor(RULES_URI);
  assert.ok(ruleDiags.length >= 1);
  assert.match(String(ruleDiags[0].message), /not valid JSON/);
});

test('requests for closed or unknown documents and positions out of range answer cleanly', async () => {
  const nothing = await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: 'file:///nope.log' }, position: { line: 0, character: 0 } });
  assert.equal(nothing, null);
  const far = await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 99999, character: 99999 } });
  assert.equal(far, null);
  const neg = await conn.sendRequest(P.DefinitionRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: -5, character: -1 } });
  assert.equal(neg, null);
});

test('hover on a PLEG event says in words what died: the sandbox here', async () => {
  const h = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: SAMPLE_URI }, position: { line: 15, character: 40 } }));
  assert.match(h, /\*\*PLEG:\*\* `ContainerDied` for sandbox `ae68335cc573`/);
});

test('a gcloud dump of two nodes over LSP: each pod names its node, and a diagnostic lands on the message inside the JSON', async () => {
  // The bundled sample as GKE entries of node-a, and one line of node-b (gcloud --format=json: an array, keys sorted).
  const sample = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd().split('\n');
  const entry = (line: string, node: string) => ({ jsonPayload: { MESSAGE: line, SYSLOG_IDENTIFIER: 'kubelet', _HOSTNAME: node, _PID: '354472' }, timestamp: '2023-07-31T17:16:31.865371Z' });
  const other = 'I0731 17:16:40.000000  4242 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=["ns/elsewhere"]';
  const text = `${JSON.stringify([...sample.map((l) => entry(l, 'node-a')), entry(other, 'node-b')], null, 2)}\n`;
  const uri = pathToFileURL(join(WORKSPACE, 'gcloud-two-nodes.json')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text } });
  const diags = await diagnosticsFor(uri, 1);
  assert.ok(diags.length >= 2, 'the sample\'s findings');
  const lines = text.split('\n');
  for (const d of diags) assert.match(lines[d.range.start.line].slice(0, d.range.start.character), /"MESSAGE": "[IWEF]\d{4} [^"]*\] $/, 'the range starts at the message');
  const t = await conn.sendRequest<{ pods: { name: string; node?: string }[] }>('kubeletLog/podTimeline', { uri });
  assert.deepEqual(t.pods.map((p) => `${p.name} ${p.node}`), ['test-nginx-976fbbd77-m2tqs node-a', 'elsewhere node-b']);
});

test('a gcloud YAML dump that ended inside a quoted value, then grew: the value is read whole, as in a fresh open', async () => {
  // The first write stops inside the quoted MESSAGE; the rest of the value (its containerID=) comes with the next one,
  // on a line the parser would otherwise have taken for the dump's structure.
  const head = ['---', 'jsonPayload:', `  MESSAGE: 'E0830 04:28:46.123456    1675 remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container"`];
  const rest = [`  containerID="5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f"'`, '  _HOSTNAME: gke-pool-1-abcd', "timestamp: '2023-08-30T04:28:46.123456Z'"];
  const grown = pathToFileURL(join(WORKSPACE, 'grown-dump.yaml')).toString();
  const whole = pathToFileURL(join(WORKSPACE, 'whole-dump.yaml')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: grown, languageId: 'kubelet-log', version: 1, text: `${head.join('\n')}\n` } });
  await diagnosticsFor(grown, 1);
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: grown, version: 2 },
    contentChanges: [{ range: { start: { line: head.length, character: 0 }, end: { line: head.length, character: 0 } }, text: `${rest.join('\n')}\n` }],
  });
  const after = await diagnosticsFor(grown, 2);
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: whole, languageId: 'kubelet-log', version: 1, text: `${[...head, ...rest].join('\n')}\n` } });
  const fresh = await diagnosticsFor(whole, 1);
  const shown = (ds: P.Diagnostic[]) => ds.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.code} ${d.message}`);
  assert.ok(fresh.some((d) => d.code === 'cri-containerstatus-notfound' && String(d.message).includes('5d40aadd090b')), 'the NotFound line read whole names its container');
  assert.deepEqual(shown(after), shown(fresh));
  // The value's last line is the log line's, as in the whole text: its hover explains that line.
  const hoverAt = async (uri: string) => hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 3, character: 20 } })).replaceAll(uri, 'URI');
  const wholeHover = await hoverAt(whole);
  assert.match(wholeHover, /ContainerStatus NotFound/);
  assert.equal(await hoverAt(grown), wholeHover);
});

test('a Grafana download cut at its line limit gets an information diagnostic on its header line', async () => {
  const rows = SAMPLE_TEXT.trimEnd().split('\n').map((l, i) => `${1690824990000 + i}\t2023-07-31T17:16:31.000Z\t${l}`);
  const text = ['Common labels: {"hostname":"node-1"}', 'Line limit: "1000 (1000 returned)"', '', ...rows].join('\n');
  const uri = pathToFileURL(join(WORKSPACE, 'grafana-download.txt')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text } });
  const diags = await diagnosticsFor(uri, 1);
  const notice = diags.find((d) => d.code === 'export-notice');
  assert.ok(notice, 'a notice');
  assert.equal(notice.severity, P.DiagnosticSeverity.Information);
  assert.equal(notice.range.start.line, 1);
  assert.match(String(notice.message), /line limit \(1000 lines\)/);
  // The rows themselves are graded as the sample is.
  assert.ok(diags.some((d) => d.code === 'cri-containerstatus-notfound'));
});

test("a JSON export's notice has a quick fix, and kubeletLog/exportLines gives its log lines oldest first", async () => {
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  const rows = lines.map((line, i) => ({ line, timestamp: String(1690823791865371000n + BigInt(i) * 1000n), fields: { hostname: 'kind-worker' } })).reverse();
  const text = JSON.stringify(rows);
  const uri = pathToFileURL(join(WORKSPACE, 'Explore-logs.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text } });
  const diags = await diagnosticsFor(uri, 1);
  const notice = diags.find((d) => d.code === 'export-notice');
  assert.ok(notice, 'a notice');
  assert.deepEqual(notice.data, { exportKind: 'grafana-json' });
  const actions = await conn.sendRequest(P.CodeActionRequest.type, { textDocument: { uri }, range: notice.range, context: { diagnostics: [notice] } });
  assert.equal(actions?.length, 1);
  const fix = actions![0] as P.CodeAction;
  assert.equal(fix.kind, P.CodeActionKind.QuickFix);
  assert.equal(fix.command?.command, 'kubeletLog.openExportLines');
  assert.deepEqual(fix.command?.arguments, [uri]);
  // Other diagnostics get no action.
  assert.deepEqual(await conn.sendRequest(P.CodeActionRequest.type, { textDocument: { uri }, range: notice.range, context: { diagnostics: diags.filter((d) => d !== notice) } }), []);
  for (const params of [{ uri }, { text }]) {
    const out = await conn.sendRequest<{ export: string; entries: number; text: string }>('kubeletLog/exportLines', params);
    assert.equal(out.export, "Grafana's JSON download");
    assert.equal(out.entries, lines.length);
    const got = out.text.trimEnd().split('\n');
    assert.ok(got[0].endsWith(lines[0]) && got[lines.length - 1].endsWith(lines[lines.length - 1]), 'oldest first');
  }
  const path = join(WORKSPACE, 'on-disk-export.json');
  writeFileSync(path, text);
  assert.equal((await conn.sendRequest<{ entries: number }>('kubeletLog/exportLines', { path })).entries, lines.length);
  await assert.rejects(conn.sendRequest('kubeletLog/exportLines', { text: SAMPLE_TEXT }), /not a JSON export/);
});

test('references and highlights on an ID include the line asked on, also one the index did not tie to it', async () => {
  const id = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';
  const extra = `a free note that names ${id} again`;
  const uri = pathToFileURL(join(WORKSPACE, 'refs-extra.log')).toString();
  const text = `${SAMPLE_TEXT.trimEnd()}\n${extra}\n`;
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text } });
  await diagnosticsFor(uri, 1);
  const line = text.split('\n').length - 2;
  const position = { line, character: extra.indexOf(id) + 5 };
  const refs = (await conn.sendRequest(P.ReferencesRequest.type, { textDocument: { uri }, position, context: { includeDeclaration: true } }))!;
  assert.ok(refs.some((r) => r.range.start.line === line), 'the line asked on');
  assert.ok(refs.length >= 10, `${refs.length} references`);
  const hl = (await conn.sendRequest(P.DocumentHighlightRequest.type, { textDocument: { uri }, position }))!;
  const here = hl.find((h) => h.range.start.line === line);
  assert.deepEqual(here?.range, { start: { line, character: extra.indexOf(id) }, end: { line, character: extra.indexOf(id) + 64 } });
});

test('every line of a pod is reachable in the tree: lines that are no lifecycle marker are its last node, "other lines"', async () => {
  // Shapes of the kind C6 log (k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3): a pod only seen in
  // volume checks has their step only (session 24: the volume reconciler's lines are mount steps); a deleted pod's
  // PLEG relist line is no step of its deletion.
  const uri = pathToFileURL(join(WORKSPACE, 'other-lines.log')).toString();
  const text = [
    'I0414 00:07:50.983703     298 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"cni-cfg\\" (UniqueName: \\"kubernetes.io/host-path/d2a8b1e2-f8ec-4685-881d-a4d1c26134c2-cni-cfg\\") pod \\"kindnet-mxmhl\\" (UID: \\"d2a8b1e2-f8ec-4685-881d-a4d1c26134c2\\") " pod="kube-system/kindnet-mxmhl"',
    'I0414 00:07:51.100000     298 kubelet.go:2102] "SyncLoop DELETE" source="api" pods=[default/web-1]',
    'I0414 00:07:51.200000     298 generic.go:155] "GenericPLEG" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034 containerID="5b53c81048c14ddc0d77c52d167d83870d4797f7ae65ca2482a7291ed9ea1b5a" oldState=running newState=exited',
    'I0414 00:07:51.300000     298 kubelet.go:2134] "SyncLoop (PLEG): event for pod" pod="default/web-1" event=&{ID:8437a17a-a9d3-44a3-9148-855f75bdf034 Type:ContainerDied Data:5b53c81048c14ddc0d77c52d167d83870d4797f7ae65ca2482a7291ed9ea1b5a}',
    'I0414 00:07:52.983792     298 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"xtables-lock\\" (UniqueName: \\"kubernetes.io/host-path/d2a8b1e2-f8ec-4685-881d-a4d1c26134c2-xtables-lock\\") pod \\"kindnet-mxmhl\\" (UID: \\"d2a8b1e2-f8ec-4685-881d-a4d1c26134c2\\") " pod="kube-system/kindnet-mxmhl"',
    '',
  ].join('\n');
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text } });
  await diagnosticsFor(uri, 1);
  type Phase = { phase: string; label: string; eventCount: number; start?: string };
  const t = await conn.sendRequest<{ pods: { key: string; name: string; phases: Phase[] }[] }>('kubeletLog/podTimeline', { uri });
  const kindnet = t.pods.find((p) => p.name === 'kindnet-mxmhl');
  assert.ok(kindnet, 'the volume-only pod is listed');
  assert.deepEqual(kindnet.phases.map((p) => [p.phase, p.eventCount, p.start?.slice(5)]), [['volumes-mounted', 2, '04-14T00:07:50.983703']]);
  const ev = await conn.sendRequest<{ events: { line: number }[] }>('kubeletLog/phaseEvents', { uri, podKey: kindnet.key, phase: 0 });
  // A phase's id is no index: said (review r26b: it had answered an empty list).
  await assert.rejects(conn.sendRequest('kubeletLog/phaseEvents', { uri, podKey: kindnet.key, phase: 'volumes-mounted' }), /index of the phase/);
  assert.deepEqual(ev.events.map((e) => e.line), [0, 4]);
  assert.deepEqual(await conn.sendRequest('kubeletLog/eventAt', { uri, line: 4 }), { version: 1, podKey: kindnet.key, phase: 0, event: 1 });

  const web = t.pods.find((p) => p.name === 'web-1');
  assert.ok(web, 'the deleted pod is listed');
  const last = web.phases.at(-1)!;
  assert.notEqual(web.phases[0].phase, 'other-lines', 'its lifecycle steps come first');
  const podLines = web.phases.reduce((n, p) => n + p.eventCount, 0);
  assert.equal(podLines, 3, 'each of its three lines is in one node');
  assert.equal(last.phase, 'other-lines');
  assert.equal(last.eventCount, 1);
  const other = await conn.sendRequest<{ events: { line: number }[] }>('kubeletLog/phaseEvents', { uri, podKey: web.key, phase: web.phases.length - 1 });
  assert.deepEqual(other.events.map((e) => e.line), [2], 'the GenericPLEG relist line');
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});

test('a line past the events a phase lists is placed in its phase (event -1), and the phase says how many it has', async () => {
  const uri = pathToFileURL(join(WORKSPACE, 'many-other-lines.log')).toString();
  const uid = '8437a17a-a9d3-44a3-9148-855f75bdf034';
  const lines = [`I0414 00:07:51.100000     298 kubelet.go:2102] "SyncLoop DELETE" source="api" pods=[default/web-1]`, `I0414 00:07:51.200000     298 kubelet.go:2134] "SyncLoop (PLEG): event for pod" pod="default/web-1" event=&{ID:${uid} Type:ContainerDied Data:${'5'.repeat(64)}}`];
  for (let i = 0; i < 600; i++) lines.push(`I0414 00:08:${String(i % 60).padStart(2, '0')}.000000     298 generic.go:155] "GenericPLEG" podUID=${uid} containerID="${'5'.repeat(64)}" oldState=running newState=exited`);
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: `${lines.join('\n')}\n` } });
  await diagnosticsFor(uri, 1);
  const t = await conn.sendRequest<{ pods: { key: string; phases: { phase: string; eventCount: number }[] }[]; truncated?: string }>('kubeletLog/podTimeline', { uri });
  const pod = t.pods[0];
  const other = pod.phases.findIndex((p) => p.phase === 'other-lines');
  assert.equal(pod.phases[other].eventCount, 600);
  const ev = await conn.sendRequest<{ events: unknown[] }>('kubeletLog/phaseEvents', { uri, podKey: pod.key, phase: other });
  assert.equal(ev.events.length, 500);
  assert.match(t.truncated ?? '', /lists its first 500 \(Show Pod's Lines has them all\)/);
  assert.deepEqual(await conn.sendRequest('kubeletLog/eventAt', { uri, line: 2 + 10 }), { version: 1, podKey: pod.key, phase: other, event: 10 });
  assert.deepEqual(await conn.sendRequest('kubeletLog/eventAt', { uri, line: 2 + 550 }), { version: 1, podKey: pod.key, phase: other, event: -1 });
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});

test('a hard-wrapped paste: diagnostics run from a line\'s first part to its message\'s end, a hover on a later part explains the line, and a grown paste reads as a fresh open', async () => {
  // The sample cut every 100 characters, as a paste into an issue leaves it (parse/hardWrap.ts).
  const fold = (text: string) => text.trimEnd().split('\n').flatMap((l) => l.match(/.{1,100}/g) ?? ['']);
  const wrapped = fold(SAMPLE_TEXT);
  const uri = pathToFileURL(join(WORKSPACE, 'wrapped-paste.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: `${wrapped.join('\n')}\n` } });
  const diags = await diagnosticsFor(uri, 1);
  const findings = diags.filter((d) => d.code !== 'export-notice');
  assert.deepEqual(findings.map((d) => d.severity).sort(), [P.DiagnosticSeverity.Warning, P.DiagnosticSeverity.Warning, P.DiagnosticSeverity.Warning, P.DiagnosticSeverity.Hint, P.DiagnosticSeverity.Hint, P.DiagnosticSeverity.Hint], 'three investigate, three benign, as unwrapped');
  assert.ok(diags.some((d) => d.code === 'export-notice' && /hard-wrapped/.test(String(d.message))), 'the note says the paste is hard-wrapped');
  const status = findings.find((d) => d.code === 'cri-containerstatus-notfound' && d.severity === P.DiagnosticSeverity.Hint)!;
  const covered = wrapped.slice(status.range.start.line, status.range.end.line + 1).join('');
  const endAt = covered.length - wrapped[status.range.end.line].length + status.range.end.character;
  assert.equal(covered.slice(status.range.start.character, endAt), '"ContainerStatus from runtime service failed"');
  // A hover on the record's last part, far from its first: the line is explained, its evidence linked.
  const record = status.range.start.line;
  let last = record + 1;
  while (last + 1 < wrapped.length && !/^[IWEF]\d{4} /.test(wrapped[last + 1])) last++;
  assert.ok(last > record, 'the NotFound line has parts');
  const h = hoverText(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: last, character: 5 } }));
  assert.match(h, /benign here/);
  assert.match(h, /cri-containerstatus-notfound/);
  // Grown by its last line's next part: read as the whole text is (the server reads a wrapped paste anew).
  const grown = pathToFileURL(join(WORKSPACE, 'wrapped-grown.log')).toString();
  const whole = pathToFileURL(join(WORKSPACE, 'wrapped-whole.log')).toString();
  const cut = wrapped.length - 1;
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: grown, languageId: 'kubelet-log', version: 1, text: `${wrapped.slice(0, cut).join('\n')}\n` } });
  await diagnosticsFor(grown, 1);
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: grown, version: 2 },
    contentChanges: [{ range: { start: { line: cut, character: 0 }, end: { line: cut, character: 0 } }, text: `${wrapped[cut]}\n` }],
  });
  const after = await diagnosticsFor(grown, 2);
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: whole, languageId: 'kubelet-log', version: 1, text: `${wrapped.join('\n')}\n` } });
  const fresh = await diagnosticsFor(whole, 1);
  const shown = (ds: P.Diagnostic[]) => ds.map((d) => `${JSON.stringify(d.range)} ${d.code} ${d.message}`);
  assert.deepEqual(shown(after), shown(fresh));
});

test('an untrusted workspace (VS Code says so at initialize): its rule file is not read, and says why on the file', async () => {
  const ws = mkdtempSync(join(tmpdir(), 'kll-untrusted-'));
  // A rule that would turn the sample's cgroup line actionable if it were read.
  writeFileSync(join(ws, '.kubelet-log-lens.json'), JSON.stringify({ rules: [{ id: 'mine', title: 'Mine', verdictKind: 'actionable', match: { messages: ['Pod termination removed cgroups'] } }] }));
  const rulesUri = pathToFileURL(join(ws, '.kubelet-log-lens.json')).toString();
  const logUri = pathToFileURL(join(ws, 'x.log')).toString();
  for (const trusted of [false, true]) {
    const s = startServer();
    try {
      await s.initialize(ws, undefined, { clientName: 'test', workspaceTrusted: trusted });
      await s.conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: logUri, languageId: 'kubelet-log', version: 1, text: SAMPLE_TEXT } });
      // The rules load after initialized, perhaps after a first publish without them: wait for their effect.
      const latest = () => [...(s.published.get(logUri) ?? [])].pop()?.diagnostics;
      if (trusted) {
        const diags = await s.waitFor('the workspace rule applied', () => (latest()?.some((d) => d.code === 'mine') ? latest() : undefined), 10_000);
        assert.ok(diags.some((d) => d.code === 'mine'), 'trusted: the workspace\'s rule applies');
      } else {
        const onFile = await s.diagnosticsFor(rulesUri, undefined, 10_000);
        assert.match(String(onFile[0].message), /not read: this workspace is not trusted/);
        assert.equal(onFile[0].severity, P.DiagnosticSeverity.Warning);
        await s.diagnosticsFor(logUri, 1, 10_000);
        assert.equal(latest()!.some((d) => d.code === 'mine'), false, 'untrusted: the workspace\'s rule does not apply');
      }
    } finally {
      await s.shutdown();
    }
  }
});

test('a log pasted into an empty document (no final line end, as a clipboard holds it) is read whole: its last line too', async () => {
  const uri = pathToFileURL(join(WORKSPACE, 'pasted.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: '' } });
  await diagnosticsFor(uri, 1);
  const pasted = SAMPLE_TEXT.replace(/\n$/, '');
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: pasted }],
  });
  const diags = await diagnosticsFor(uri, 2);
  const last = pasted.split('\n').length;
  assert.ok(diags.some((d) => d.range.start.line + 1 === last), `the last line (${last}) has its finding, as when opened`);
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});

test('lines end where the editor ends them: a lone CR is a line end, in a whole document and in an appended piece', async () => {
  // VS Code's text model splits at CR, LF and CRLF. The server had split at LF only, so that after a lone CR (an old Mac
  // file, a progress bar pasted in) every diagnostic sat on the wrong line.
  const crOnly = SAMPLE_TEXT.replace(/\n/g, '\r');
  const uri = pathToFileURL(join(WORKSPACE, 'old-mac.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: crOnly } });
  const lfUri = pathToFileURL(join(WORKSPACE, 'lf-ends.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: lfUri, languageId: 'kubelet-log', version: 1, text: SAMPLE_TEXT } });
  const expected = (await diagnosticsFor(lfUri, 1)).filter((d) => d.code === 'cri-containerstatus-notfound').map((d) => d.range.start.line);
  const crDiags = await diagnosticsFor(uri, 1);
  assert.deepEqual(crDiags.filter((d) => d.code === 'cri-containerstatus-notfound').map((d) => d.range.start.line), expected);
  // A lone CR in the middle of an LF document moves every later line down by one, as the editor shows it.
  const lines = SAMPLE_TEXT.split('\n');
  const mixed = [lines[0] + '\r' + 'progress 50%', ...lines.slice(1)].join('\n');
  const uri2 = pathToFileURL(join(WORKSPACE, 'mixed-ends.log')).toString();
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri: uri2, languageId: 'kubelet-log', version: 1, text: mixed } });
  const mixedDiags = await diagnosticsFor(uri2, 1);
  assert.deepEqual(mixedDiags.filter((d) => d.code === 'cri-containerstatus-notfound').map((d) => d.range.start.line), expected.map((l) => l + 1));
  // Appended with CR line ends, split over two pieces at the CR of a CRLF: the appended line is where the editor has it.
  const added = 'E0731 17:30:00.000000  354472 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app pod=web_default(11111111-1111-1111-1111-111111111111)\\"" pod="default/web" podUID=11111111-1111-1111-1111-111111111111';
  const endLine = crOnly.split('\r').length - 1;
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: { line: endLine, character: 0 }, end: { line: endLine, character: 0 } }, text: 'I0731 17:29:59.000000  354472 kubelet.go:1]  noise\r' }],
  });
  await diagnosticsFor(uri, 2);
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 3 },
    contentChanges: [{ range: { start: { line: endLine + 1, character: 0 }, end: { line: endLine + 1, character: 0 } }, text: '\n' + added + '\r' }],
  });
  const grown = await diagnosticsFor(uri, 3);
  // The first piece's CR and the second's LF are one line end: the CrashLoopBackOff is on the line after the noise. A CR
  // that ends the text ends its line at once, as in the editor (r45a 58): the appended line has its diagnostic now.
  assert.equal(grown.find((d) => d.code === 'crashloopbackoff')?.range.start.line, endLine + 1);
  for (const u of [uri, uri2, lfUri]) await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri: u } });
});

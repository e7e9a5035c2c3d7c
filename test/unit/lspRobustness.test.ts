// Robustness over LSP: the bundled dist/server.js over stdio (build first: npm run build) is sent out-of-range
// positions, requests for closed documents, a storm of 300 random incremental edits, cancellations of in-flight
// requests on a large document, a document switching between kubelet and other content, garbage params for the
// custom requests and garbage JSON-RPC frames. It must answer (a result or a clean error) and never exit.
// Run: npm run build && node --import tsx --test test/unit/lspRobustness.test.ts
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as P from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText } from '../../server/src/pipeline';
import { diagnostics as computeDiagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS } from '../../server/src/features/context';
import { SEED_LINES, mutate, rand } from '../fuzz/shapes';
import { loneCrAsLf } from '../../server/src/parse/decode';
import { ROOT, SERVER, startServer, type ServerHarness } from '../lsp/harness';

const SAMPLE_TEXT = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8');
const WORKSPACE = mkdtempSync(join(tmpdir(), 'kll-robust-'));
const uriOf = (name: string) => pathToFileURL(join(WORKSPACE, name)).toString();

let server: ServerHarness;
let proc: ChildProcess;
let conn: P.ProtocolConnection;
let published: Map<string, P.PublishDiagnosticsParams[]>;

/** The first diagnostics published for that version. */
function diagnosticsFor(uri: string, version: number): Promise<P.Diagnostic[]> {
  return server.waitFor(`diagnostics for ${uri} v${version}`, () => published.get(uri)?.find((p) => p.version === version)?.diagnostics);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(): boolean {
  return !server.exited && proc.exitCode === null && proc.signalCode === null;
}

/** A request that must come back with a result or a ResponseError, never hang or kill the server. */
async function answers(method: string, params: unknown): Promise<{ result?: unknown; error?: P.ResponseError<unknown> }> {
  try {
    return { result: await conn.sendRequest(method, params) };
  } catch (e) {
    assert.ok(e instanceof P.ResponseError, `${method}: ${String(e)}`);
    return { error: e };
  }
}

async function open(uri: string, text: string, languageId = 'kubelet-log', version = 1): Promise<void> {
  await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version, text } });
}

before(async () => {
  assert.ok(existsSync(SERVER), 'dist/server.js exists (npm run build)');
  server = startServer();
  ({ proc, conn, published } = server);
  await server.initialize(WORKSPACE);
});

after(async () => {
  const failures = server.logs.filter((l) => / failed: |unexpected (error|rejection)/.test(l)).map((l) => l.split('\n')[0].replace(/^\[kubelet-log-lens\] /, ''));
  const byKind = new Map<string, number>();
  for (const f of failures) byKind.set(f, (byKind.get(f) ?? 0) + 1);
  if (failures.length) console.log(`# lspRobustness: handler exceptions answered as clean errors: ${[...byKind].map(([k, n]) => `${n}× ${k}`).join('; ')}`);
  await server.shutdown();
});

test('positions out of range: every position request answers null/[] or a clean error', async () => {
  const uri = uriOf('range.log');
  await open(uri, SAMPLE_TEXT);
  await diagnosticsFor(uri, 1);
  // Lines that do not exist must answer null/[]; on an existing line a column past its end may still get the
  // line's hover (VS Code hovers anywhere on a line), but must answer.
  const missing = [{ line: 99_999, character: 99_999 }, { line: -5, character: -1 }, { line: 2 ** 31 - 1, character: 0 }, { line: 55, character: 0 }];
  const odd = [{ line: 0, character: 1e9 }, { line: 3.5, character: 2.25 }, { line: 54, character: 10_000 }, { line: 1, character: -7 }];
  for (const position of [...missing, ...odd]) {
    const td = { textDocument: { uri }, position };
    for (const [m, p] of [
      ['textDocument/hover', td], ['textDocument/definition', td], ['textDocument/documentHighlight', td],
      ['textDocument/references', { ...td, context: { includeDeclaration: true } }],
    ] as const) {
      const r = await answers(m, p);
      if (!r.error && missing.includes(position)) {
        assert.ok(r.result === null || (Array.isArray(r.result) && r.result.length === 0), `${m} ${JSON.stringify(position)}: ${JSON.stringify(r.result).slice(0, 200)}`);
      }
    }
  }
  for (const range of [
    { start: { line: -10, character: 0 }, end: { line: 1e9, character: 0 } },
    { start: { line: 1e6, character: 0 }, end: { line: 0, character: 0 } },
  ]) {
    const r = await answers('textDocument/inlayHint', { textDocument: { uri }, range });
    if (!r.error) assert.ok(Array.isArray(r.result));
  }
  assert.ok(alive());
});

test('requests for closed and never-opened documents answer cleanly; diagnostics are cleared on close', async () => {
  const uri = uriOf('closed.log');
  await open(uri, SAMPLE_TEXT);
  assert.ok((await diagnosticsFor(uri, 1)).length > 0);
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  await server.waitFor('cleared diagnostics', () => {
    const l = published.get(uri)!;
    return l[l.length - 1].diagnostics.length === 0 ? true : undefined;
  });
  for (const u of [uri, uriOf('never-opened.log'), 'untitled:Untitled-1', 'file:///%E0%A4%A', '']) {
    const td = { textDocument: { uri: u }, position: { line: 0, character: 0 } };
    for (const [m, p] of [
      ['textDocument/hover', td], ['textDocument/definition', td], ['textDocument/documentSymbol', { textDocument: { uri: u } }],
      ['textDocument/codeLens', { textDocument: { uri: u } }], ['kubeletLog/podTimeline', { uri: u }], ['kubeletLog/podLines', { uri: u, podKey: 'default/x' }],
    ] as const) {
      const r = await answers(m, p);
      if (!r.error) {
        const v = r.result;
        assert.ok(v === null || (Array.isArray(v) && v.length === 0) || JSON.stringify(v) === '{"lines":[]}', `${m} ${u}: ${JSON.stringify(v).slice(0, 200)}`);
      }
    }
  }
  // Changes and closes for documents the server does not hold are ignored.
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri: uriOf('ghost.log'), version: 7 }, contentChanges: [{ text: 'x' }] });
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri: uriOf('ghost.log') } });
  assert.ok(alive());
});

test('a storm of 300 random incremental didChange: the final diagnostics are for the final version and match its text', async () => {
  const uri = uriOf('storm.log');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, SAMPLE_TEXT);
  await open(uri, SAMPLE_TEXT);
  await diagnosticsFor(uri, 1);
  const r = rand(300);
  for (let v = 2; v <= 301; v++) {
    const lines = doc.lineCount;
    const line = r.int(lines);
    const len = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).length;
    let change: { range: P.Range; text: string };
    switch (r.int(5)) {
      case 0: // insert a (possibly mutated) kubelet line
        change = { range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: `${r.chance(0.5) ? mutate(r.pick(SEED_LINES), r) : r.pick(SEED_LINES)}\n` };
        break;
      case 1: // delete a few lines
        change = { range: { start: { line, character: 0 }, end: { line: Math.min(lines, line + 1 + r.int(3)), character: 0 } }, text: '' };
        break;
      case 2: // replace a span inside a line
        change = { range: { start: { line, character: r.int(len + 1) }, end: { line, character: r.int(len + 1) + r.int(20) } }, text: r.pick(['"', '{', '\\"', 'NotFound', ' ', '', '<', '\n']) };
        break;
      case 3: // type a character somewhere
        change = { range: { start: { line, character: r.int(len + 1) }, end: { line, character: 0 } }, text: String.fromCharCode(32 + r.int(95)) };
        change.range.end = change.range.start;
        break;
      default: // a multi-line paste
        change = { range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: `${SEED_LINES.slice(r.int(20), 20 + r.int(20)).join('\n')}\n` };
    }
    doc = TextDocument.update(doc, [change], v);
    void conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: v }, contentChanges: [change] });
  }
  const final = await diagnosticsFor(uri, 301);
  await sleep(1000); // longer than the debounce: nothing stale may arrive after the final publish
  const list = published.get(uri)!;
  const last = list[list.length - 1];
  assert.equal(last.version, 301, `the last publish is for v301, got v${last.version}`);
  assert.ok(list.every((p) => (p.version ?? 0) <= 301));
  const versions = list.map((p) => p.version ?? 0);
  assert.deepEqual(versions, [...versions].sort((a, b) => a - b), 'publishes never go back to an older version');
  // The server saw the same text: the diagnostics equal those computed here from the final text, its lines ended where
  // the editor ends them (a mutation's lone CR too).
  const analysed = { uri, version: 301, source: { lineCount: doc.lineCount, lineAt: (l: number) => doc.getText({ start: { line: l, character: 0 }, end: { line: l + 1, character: 0 } }).replace(/\r?\n$/, '') }, analysis: analyzeText(loneCrAsLf(doc.getText())) };
  const expected = computeDiagnostics(analysed, DEFAULT_SETTINGS).diagnostics;
  const key = (d: P.Diagnostic) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.code} ${d.severity}`;
  assert.deepEqual(final.map(key), expected.map(key));
  console.log(`# lspRobustness: storm: ${list.length} publishes for 301 versions, final ${final.length} diagnostics`);
});

test('cancellation of in-flight requests on a large document: a result or RequestCancelled, and the server keeps answering', async () => {
  const uri = uriOf('big.log');
  let big = '';
  while (big.length < 12_000_000) big += SAMPLE_TEXT;
  await open(uri, big);
  await diagnosticsFor(uri, 1);
  const lines = big.split('\n').length;
  // v2 invalidates the cached analysis: the first hover re-analyses 12 MB while the others queue behind it.
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: { line: lines - 1, character: 0 }, end: { line: lines - 1, character: 0 } }, text: `${SEED_LINES[26]}\n` }],
  });
  const outcomes: string[] = [];
  const pending: Promise<void>[] = [];
  for (let i = 0; i < 6; i++) {
    const cts = new P.CancellationTokenSource();
    const method = i % 2 ? 'textDocument/hover' : 'kubeletLog/podTimeline';
    const params = i % 2 ? { textDocument: { uri }, position: { line: 26 + i, character: 60 } } : { uri };
    pending.push(
      conn.sendRequest(method, params, cts.token).then(
        (v) => void outcomes.push(v ? 'result' : 'null'),
        (e) => {
          assert.ok(e instanceof P.ResponseError, String(e));
          assert.equal(e.code, P.LSPErrorCodes.RequestCancelled, `${method}: ${e.code} ${e.message}`);
          outcomes.push('cancelled');
        },
      ),
    );
    if (i > 0) setTimeout(() => cts.cancel(), i * 5);
  }
  await Promise.all(pending);
  console.log(`# lspRobustness: cancellation outcomes: ${outcomes.join(', ')}`);
  assert.ok(alive());
  const t0 = Date.now();
  const h = (await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 26, character: 60 } })) as P.Hover | null;
  assert.ok(h, 'a hover after the cancellations answers');
  assert.ok(Date.now() - t0 < 5000, `hover took ${Date.now() - t0} ms`);
  await conn.sendNotification(P.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
});

/** Appends text at the end of an open document (an incremental change, as a growing log arrives) and waits. */
async function append(uri: string, doc: TextDocument, text: string, version: number): Promise<TextDocument> {
  const end = doc.positionAt(doc.getText().length);
  const change = { range: { start: end, end }, text };
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [change] });
  await diagnosticsFor(uri, version);
  return TextDocument.update(doc, [change], version);
}

async function sameAsFreshOpen(grownUri: string, doc: TextDocument, name: string): Promise<void> {
  const fresh = uriOf(name);
  await open(fresh, doc.getText());
  const a = published.get(grownUri)!.at(-1)!.diagnostics;
  const b = await diagnosticsFor(fresh, 1);
  const key = (d: P.Diagnostic) => `${d.range.start.line}:${d.range.start.character} ${d.code} ${d.severity} ${d.message}`;
  assert.deepEqual(a.map(key), b.map(key), 'diagnostics of the grown document equal a fresh open');
  for (let line = 0; line < doc.lineCount; line += 7) {
    // Links in a hover name the document; compare the two documents' hovers without their own URIs.
    const h = async (u: string) => JSON.stringify(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri: u }, position: { line, character: 60 } })).split(u).join('<doc>');
    assert.equal(await h(grownUri), await h(fresh), `hover on line ${line + 1}`);
  }
  const t = async (u: string) => JSON.stringify({ ...((await conn.sendRequest('kubeletLog/podTimeline', { uri: u })) as object), uri: '', version: 0 });
  assert.equal(await t(grownUri), await t(fresh), 'the same tree data');
}

test('a growing log (lines appended at the end, incremental parse) ends like a fresh open, multi-line values included', async () => {
  const uri = uriOf('growing.log');
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 20).join('\n')}\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  let v = 1;
  doc = await append(uri, doc, `${lines.slice(20, 30).join('\n')}\n${SEED_LINES.find((l) => l.endsWith('output=<'))}\n\tHTTP probe failed\n`, ++v);
  doc = await append(uri, doc, `\twith statuscode: 503\n >\n${lines.slice(30).join('\n')}\n`, ++v);
  doc = await append(uri, doc, 'goroutine 1 [running]:\nmain.main()\n', ++v);
  await sameAsFreshOpen(uri, doc, 'growing-fresh.log');
});

// The server tells appends from other edits by the change events alone (it no longer compares old and new text):
// one notification that appends and then edits an earlier line must be analysed anew, two appends extended.
test('a didChange mixing an append with an earlier edit is analysed anew; several appends in one change extend', async () => {
  const uri = uriOf('growing-mixed.log');
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 25).join('\n')}\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  const endOf = (d: TextDocument) => d.positionAt(d.getText().length);
  // v2: two appends in one notification
  let next = doc;
  const twoAppends: { range: P.Range; text: string }[] = [];
  for (const text of [`${lines.slice(25, 30).join('\n')}\n`, `${lines.slice(30, 40).join('\n')}\n`]) {
    const end = endOf(next);
    const c = { range: { start: end, end }, text };
    twoAppends.push(c);
    next = TextDocument.update(next, [c], 2);
  }
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 2 }, contentChanges: twoAppends });
  await diagnosticsFor(uri, 2);
  doc = next;
  // v3: an append, then the NotFound line's container ID changed in place (line 27 of the sample)
  const mixed: { range: P.Range; text: string }[] = [];
  const end = endOf(doc);
  mixed.push({ range: { start: end, end }, text: `${lines.slice(40).join('\n')}\n` });
  next = TextDocument.update(doc, [mixed[0]], 3);
  const target = next.getText().split('\n').findIndex((l) => l.includes('NotFound'));
  assert.ok(target >= 0, 'the sample has a NotFound line');
  mixed.push({ range: { start: { line: target, character: 0 }, end: { line: target + 1, character: 0 } }, text: '' });
  next = TextDocument.update(next, [mixed[1]], 3);
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 3 }, contentChanges: mixed });
  await diagnosticsFor(uri, 3);
  doc = next;
  await sameAsFreshOpen(uri, doc, 'growing-mixed-fresh.log');
});

// Appends are read from the edits themselves (the document's text is not touched): a line cut across two appends,
// CRLF endings and an append of nothing must still end like a fresh open.
test('appends that cut a line in two, end in CRLF or add nothing end like a fresh open', async () => {
  const uri = uriOf('growing-cut.log');
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 15).join('\r\n')}\r\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  let v = 1;
  const cut = lines[15].length >> 1;
  doc = await append(uri, doc, lines[15].slice(0, cut), ++v); // half a line: not whole lines yet
  doc = await append(uri, doc, `${lines[15].slice(cut)}\r\n${lines.slice(16, 30).join('\r\n')}\r\n`, ++v);
  doc = await append(uri, doc, '', ++v);
  doc = await append(uri, doc, `${lines.slice(30).join('\r\n')}\r\n`, ++v);
  await sameAsFreshOpen(uri, doc, 'growing-cut-fresh.log');
});

test('a tail written in blocks that stop mid-line: the half line waits for its line end, then the log ends like a fresh open', async () => {
  // `kubectl logs -f > file` and `journalctl -f` write in blocks: an append often ends inside a line. The growing log
  // is extended from its last line end; the half line gets no diagnostic until the rest of it arrives.
  const uri = uriOf('growing-blocks.log');
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 26).join('\n')}\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  const cut = lines[26].length >> 1; // line 27: the ContainerStatus NotFound
  doc = await append(uri, doc, lines[26].slice(0, cut), 2);
  assert.ok(!published.get(uri)!.at(-1)!.diagnostics.some((d) => d.range.start.line === 26), 'the half line is not graded yet');
  doc = await append(uri, doc, `${lines[26].slice(cut)}\n${lines[27].slice(0, 10)}`, 3);
  const whole = published.get(uri)!.at(-1)!.diagnostics;
  assert.ok(whole.some((d) => d.range.start.line === 26 && d.code === 'cri-containerstatus-notfound'), 'graded once its line end came');
  assert.ok(!whole.some((d) => d.range.start.line === 27), 'the next half line waits');
  doc = await append(uri, doc, `${lines[27].slice(10)}\n${lines.slice(28).join('\n')}\n`, 4);
  await sameAsFreshOpen(uri, doc, 'growing-blocks-fresh.log');
});

test("a log that grows by other edits than appends (an editor's reload, a whole-document change, a \\n after a \\r) is read on the same way", async () => {
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  const cut = lines[26].length >> 1;
  const half = `${lines.slice(0, 26).join('\r\n')}\r\n${lines[26].slice(0, cut)}`;
  const change = async (uri: string, version: number, c: P.TextDocumentContentChangeEvent) => {
    await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [c] });
    return diagnosticsFor(uri, version);
  };
  // An editor's reload: from the end of the last unchanged line (its line end rewritten as it was) to the end.
  const uri = uriOf('grows-by-reload.log');
  await open(uri, `${lines.slice(0, 20).join('\r\n')}\r\n`);
  await diagnosticsFor(uri, 1);
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 20).join('\r\n')}\r\n`);
  const reload = (next: string, version: number) => {
    const old = doc.getText();
    // As VS Code does: from the end of the last line the two texts share (before its line end) to the end.
    const nl = old.lastIndexOf('\n');
    const from = old[nl - 1] === '\r' ? nl - 1 : nl;
    const c = { range: { start: doc.positionAt(from), end: doc.positionAt(old.length) }, text: next.slice(from) };
    doc = TextDocument.update(doc, [c], version);
    return change(uri, version, c);
  };
  assert.ok(!(await reload(half, 2)).some((d) => d.range.start.line === 26), 'the half line waits');
  const whole = `${lines.join('\r\n')}\r\n`;
  await reload(whole, 3);
  await sameAsFreshOpen(uri, doc, 'grows-by-reload-fresh.log');
  // A whole-document change that keeps the old text as its start, then a \n that completes a \r.
  const uri2 = uriOf('grows-by-whole.log');
  await open(uri2, `${lines.slice(0, 20).join('\n')}\n`);
  await diagnosticsFor(uri2, 1);
  const lf = `${lines.slice(0, 26).join('\n')}\n${lines[26]}\r`;
  assert.ok(!(await change(uri2, 2, { text: lf })).some((d) => d.range.start.line === 26), 'a line ending in a lone \\r may still get its \\n');
  const end = TextDocument.create(uri2, 'kubelet-log', 2, lf).positionAt(lf.length);
  await change(uri2, 3, { range: { start: end, end }, text: `\n${lines.slice(27).join('\n')}\n` });
  await sameAsFreshOpen(uri2, TextDocument.create(uri2, 'kubelet-log', 3, `${lf}\n${lines.slice(27).join('\n')}\n`), 'grows-by-whole-fresh.log');
});

test("a saved file without a final line end keeps its last line's diagnostic when a change adds nothing", async () => {
  const uri = uriOf('saved-no-newline.log');
  const text = SAMPLE_TEXT.trimEnd().split('\n').slice(0, 27).join('\n'); // ends with line 27, the NotFound
  await open(uri, text);
  assert.ok((await diagnosticsFor(uri, 1)).some((d) => d.range.start.line === 26));
  const end = TextDocument.create(uri, 'kubelet-log', 1, text).positionAt(text.length);
  await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: end, end }, text: '' }] });
  assert.ok((await diagnosticsFor(uri, 2)).some((d) => d.range.start.line === 26));
});

// PRODUCT BUG (reported): with the incremental parse, a year anchor (an RFC3339 or JSON date) appended after the first
// analysis does not re-date the klog/journald lines before it, so the grown document's earlier lines keep today's year
// while a fresh open of the same text dates them from the anchor (hover times differ; durations can go negative).
test('a growing log that gains its first dated line ends like a fresh open', async () => {
  const uri = uriOf('growing-year.log');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${SAMPLE_TEXT.trimEnd()}\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  doc = await append(uri, doc, '2022-07-31T17:21:00.000000000Z I0731 17:21:00.000000       1 garbagecollector.go:210] syncing garbage collector\n', 2);
  await sameAsFreshOpen(uri, doc, 'growing-year-fresh.log');
});

test('a document switching between kubelet and non-kubelet content: diagnostics appear, clear, and come back', async () => {
  const uri = uriOf('switch.log');
  const nginx = '127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326\n'.repeat(50);
  await open(uri, nginx, 'log');
  assert.deepEqual(await diagnosticsFor(uri, 1), []);
  let version = 1;
  const replaceAll = async (text: string) => {
    version++;
    await conn.sendNotification(P.DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return diagnosticsFor(uri, version);
  };
  for (let round = 0; round < 3; round++) {
    assert.ok((await replaceAll(SAMPLE_TEXT)).length > 0, `round ${round}: kubelet content has diagnostics`);
    const h = (await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 26, character: 60 } })) as P.Hover | null;
    assert.ok(h, 'hover on kubelet content');
    assert.deepEqual(await replaceAll(nginx), [], `round ${round}: other content clears them`);
    assert.equal(await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 5 } }), null);
    assert.equal(await conn.sendRequest('kubeletLog/podTimeline', { uri }), null);
  }
});

test('garbage params for custom and standard requests: answered with a result or a clean error', async () => {
  const uri = uriOf('garbage.log');
  await open(uri, SAMPLE_TEXT);
  await diagnosticsFor(uri, 1);
  const bad: unknown[] = [null, 42, 'str', [], [uri], {}, { uri: 5 }, { uri: {} }, { uri: null }, { uri: [uri] }, { uri, podKey: 5 }, { uri, podKey: null }, { uri, podKey: {} }, { path: 5 }, { uri: 'x'.repeat(100_000) }];
  const methods = ['kubeletLog/podTimeline', 'kubeletLog/phaseEvents', 'kubeletLog/eventAt', 'kubeletLog/podLines', 'kubeletLog/analyzeFile', 'textDocument/hover', 'textDocument/documentSymbol', 'textDocument/definition', 'textDocument/references', 'textDocument/codeLens', 'textDocument/inlayHint', 'textDocument/documentHighlight'];
  let errors = 0;
  let results = 0;
  for (const m of methods) {
    for (const p of bad) {
      const r = await answers(m, p);
      if (r.error) errors++;
      else results++;
    }
  }
  // analyzeFile: paths that are not files, do not exist, or are relative.
  for (const path of ['', '/nonexistent/kubelet.log', WORKSPACE, 'relative/kubelet.log', '\u0000']) {
    const r = await answers('kubeletLog/analyzeFile', { path });
    assert.ok(r.error, `analyzeFile ${JSON.stringify(path)} is refused`);
  }
  const unknown = await answers('kubeletLog/doesNotExist', { uri });
  assert.equal(unknown.error?.code, P.ErrorCodes.MethodNotFound);
  console.log(`# lspRobustness: garbage params: ${results} results, ${errors} clean errors`);
  assert.ok(alive());
});

test('garbage JSON-RPC frames on stdin do not stop the server', async () => {
  const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  for (const body of ['{bad json', '{"foo":1}', '[]', 'null', '{"jsonrpc":"2.0","id":9001,"method":5}', '{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":1}}}', '{"jsonrpc":"2.0","id":9002,"method":"textDocument/hover","params":{"textDocument":{"uri":null},"position":"x"}}']) {
    proc.stdin!.write(frame(body));
    await sleep(50);
  }
  assert.ok(alive(), `server alive after garbage frames (${JSON.stringify(server.exited)})`);
});

test('at the end the process is alive and answers a hover on the sample', async () => {
  const uri = uriOf('final.log');
  await open(uri, SAMPLE_TEXT);
  const h = (await conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line: 26, character: 60 } })) as P.Hover | null;
  assert.ok(h);
  assert.match((h.contents as P.MarkupContent).value, /cri-containerstatus-notfound/);
  assert.ok(alive(), JSON.stringify(server.exited));
});

// A record whose multi-line value arrives in the next append: its container ID comes with the closing line, so the
// first grade (no ID, no evidence) must not survive once the rest arrives.
test('an append that continues the last record (a multi-line err=< value) ends like a fresh open', async () => {
  const uri = uriOf('growing-continued.log');
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  const cid = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${lines.slice(0, 26).join('\n')}\nE0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err=<\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  doc = await append(uri, doc, `\trpc error: code = NotFound desc = an error occurred when try to find container "${cid}": not found\n > containerID="${cid}"\n${lines.slice(27).join('\n')}\n`, 2);
  await sameAsFreshOpen(uri, doc, 'growing-continued-fresh.log');
  const notFound = published.get(uri)!.at(-1)!.diagnostics.find((d) => d.range.start.line === 26);
  assert.ok(notFound, 'the NotFound line has a diagnostic');
  assert.match(String(notFound.message), /^benign/i, String(notFound.message));
});

test('a newest-first log that grows (and one that turns newest-first as it grows) ends like a fresh open, benign verdicts included', async () => {
  const lines = SAMPLE_TEXT.trimEnd().split('\n');
  const reversed = [...lines].reverse();
  const uri = uriOf('growing-reversed.log');
  let doc = TextDocument.create(uri, 'kubelet-log', 1, `${reversed.slice(0, 30).join('\n')}\n`);
  await open(uri, doc.getText());
  await diagnosticsFor(uri, 1);
  doc = await append(uri, doc, `${reversed.slice(30).join('\n')}\n`, 2);
  await sameAsFreshOpen(uri, doc, 'growing-reversed-fresh.log');
  // The sample's line 27 (the benign NotFound) is line n - 26 of the reversed text.
  const notFound = published.get(uri)!.at(-1)!.diagnostics.find((d) => d.range.start.line === lines.length - 27);
  assert.ok(notFound, 'the NotFound line has a diagnostic');
  assert.match(String(notFound.message), /^benign/i, String(notFound.message));
  // Ascending at first (two lines), newest-first once the rest arrives.
  const turning = uriOf('growing-turning.log');
  let doc2 = TextDocument.create(turning, 'kubelet-log', 1, `${lines.slice(0, 2).join('\n')}\n`);
  await open(turning, doc2.getText());
  await diagnosticsFor(turning, 1);
  doc2 = await append(turning, doc2, `${reversed.join('\n')}\n`, 2);
  await sameAsFreshOpen(turning, doc2, 'growing-turning-fresh.log');
});

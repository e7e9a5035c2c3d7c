// Hard-wrapped logs (parse/hardWrap.ts): a log pasted at a fixed width has its long lines cut in parts. Each line is
// read whole from its parts, so the pods, findings and verdicts are those of the log before it was wrapped; a log that
// is not wrapped reads as before (the corpus: test/unit/corpus.test.ts and the check below).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { analyzeFile } from '../../server/src/fileAnalysis';
import { buildReport } from '../../server/src/report';
import { LogParser, pushText } from '../../server/src/parse/document';
import { cutEvidence, WrapWidthTally, type WrapHost } from '../../server/src/parse/hardWrap';
import { diagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS, type AnalysedDocument } from '../../server/src/features/context';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { CORPUS, HAVE } from './corpusFixture';

const ROOT = join(__dirname, '..', '..');
const SAMPLE = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8');
const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const TMP = mkdtempSync(join(tmpdir(), 'kll-wrap-'));

/** `fold -w width`: every line cut every `width` characters. */
function foldChars(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const parts: string[] = [];
      for (let i = 0; i < line.length; i += width) parts.push(line.slice(i, i + width));
      return parts.length ? parts.join('\n') : line;
    })
    .join('\n');
}

/** `fold -s -w width`: cut after the last space that fits (kept at the end of the part), else at the width. */
function foldWords(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const parts: string[] = [];
      let rest = line;
      while (rest.length > width) {
        const space = rest.lastIndexOf(' ', width - 1);
        const cut = space > 0 ? space + 1 : width;
        parts.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      parts.push(rest);
      return parts.join('\n');
    })
    .join('\n');
}

/** What a reader compares: the verdicts with their rules and pods, the pods with their phases, in order. */
function outcome(a: Analysis) {
  const lines = a.index.parsed.records;
  return {
    findings: a.findings.map((f) => `${f.verdict} ${f.entry.id} ${f.pod ?? '-'} ${f.evidence.length} evidence: ${lines.at(f.record).message.slice(0, 60)}`),
    pods: a.index.pods.map((p) => `${p.namespace}/${p.name} ${p.uid ?? ''}`),
    unparsed: a.index.parsed.records.length - [...Array(a.index.parsed.records.length).keys()].filter((i) => a.index.parsed.records.at(i).kind !== 'unparsed').length,
  };
}

test('the seed sample wrapped at 100, 120 and 160 characters, or word-wrapped at 80 and 120, gives the findings, verdicts and pods of the sample', () => {
  const want = outcome(analyzeText(SAMPLE, TODAY));
  assert.deepEqual(want.findings.filter((f) => f.startsWith('benign')).length, 3, 'the sample has its three benign NotFound');
  for (const [label, text] of [
    ['fold -w 100', foldChars(SAMPLE, 100)], ['fold -w 120', foldChars(SAMPLE, 120)], ['fold -w 160', foldChars(SAMPLE, 160)],
    ['fold -s -w 80', foldWords(SAMPLE, 80)], ['fold -s -w 120', foldWords(SAMPLE, 120)],
  ] as const) {
    assert.ok(text.split('\n').length > SAMPLE.split('\n').length + 20, `${label}: the text is really wrapped`);
    const a = analyzeText(text, TODAY);
    const got = outcome(a);
    assert.deepEqual(got.findings, want.findings, label);
    assert.deepEqual(got.pods, want.pods, label);
    // A width cut where nothing shows it (between key=value pairs) is learned from the first few such lines (three
    // lines cut inside a word): those stay in parts. Every other line is one record over the lines of its parts.
    const parsed = a.index.parsed;
    assert.ok(got.unparsed <= 3, `${label}: ${got.unparsed} parts left unread`);
    assert.equal(parsed.records.length - got.unparsed, SAMPLE.trimEnd().split('\n').length, `${label}: one record per line of the sample`);
    assert.equal(parsed.lineCount, text.trimEnd().split('\n').length, `${label}: the line count is the text's`);
    const notice = parsed.notices.find((n) => n.message.startsWith('This log is hard-wrapped'));
    assert.ok(notice, `${label}: the log is told hard-wrapped`);
    // The width, once the log showed it (a word wrap has none).
    assert.match(notice.message, label.includes('-s') ? /word wrap|cut in parts/ : new RegExp(`every ${label.split(' ').pop()} characters`), label);
  }
});

test('the same line read from its parts keeps its line numbers: the record starts at its first part and ends at its last', () => {
  const line = 'E0731 17:16:32.398219  354472 remote_runtime.go:578] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"c234646fffe7a1b2\\": not found" containerID="c234646fffe7a1b2"';
  const text = ['I0731 17:16:32.000001  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/web-1]', ...foldChars(line, 90).split('\n'), 'I0731 17:16:33.000001  354472 kubelet.go:2130] "SyncLoop REMOVE" source="api" pods=[default/web-1]'].join('\n');
  const parsed = analyzeText(text, TODAY).index.parsed;
  const parts = Math.ceil(line.length / 90);
  assert.equal(parsed.records.length, 3);
  const rec = parsed.records.at(1);
  assert.deepEqual([rec.line, rec.endLine, rec.wrapped], [1, parts, true]);
  assert.equal(rec.message, 'ContainerStatus from runtime service failed');
  assert.equal(rec.fields.find((f) => f.key === 'containerID')?.value, 'c234646fffe7a1b2');
  for (let l = 1; l <= parts; l++) assert.equal(parsed.recordOfLine[l], 1, `line ${l + 1}`);
  assert.equal(parsed.records.at(2).line, parts + 1);
});

test('a journald export wrapped so narrowly that the klog header is cut is read whole once its width is known', () => {
  const journald = SAMPLE.trimEnd().split('\n').map((l) => `Jul 31 ${l.slice(6, 21)} node-1 kubelet[354472]: ${l}`).join('\n');
  const want = outcome(analyzeText(journald, TODAY));
  for (const width of [80, 100]) {
    const got = outcome(analyzeText(foldChars(journald, width), TODAY));
    // The width is learned from the first lines cut inside a word; lines before that may stay in parts.
    assert.deepEqual(got.findings, want.findings, `width ${width}`);
    assert.deepEqual(got.pods, want.pods, `width ${width}`);
    assert.ok(got.unparsed <= 6, `width ${width}: ${got.unparsed} parts left unread`);
  }
});

test('lines that only look cut are not joined: a value written with its line ends, a line of another program, stack traces', () => {
  const lines = [
    // A container spec whose args hold a script: its next line starts with a tab (the loki corpus log has such).
    'E0507 11:59:37.414181    4589 kuberuntime_manager.go:1256] container &Container{Name:grafana,Args:[-c set -e; while [ "$(pidof hgrun-pause)" = "" ]; do sleep 0.5; done;',
    '\t\t\t\t\t\texec /bin/hgrun launch],WorkingDir:,} start failed in pod grafana-0_hosted-grafana(3c2d0e4a-3f5b-4d57-9d53-0a5f4d8e2a10): ErrImagePull',
    // A complete line, then a kernel line of another program (a journald export of MESSAGE bodies only).
    'I0507 11:59:44.523502    4727 kubelet_getters.go:187] "Pod status updated" pod="kube-system/kube-proxy-x82q" status="Running"',
    'XMT: Solicit on eth0, interval 117950ms.',
    // A panic's stack after a line that leaves a quote open.
    'E0507 11:59:45.000001    4727 runtime.go:78] Observed a panic: "invalid memory address or nil pointer dereference',
    'goroutine 1 [running]:',
  ];
  const parsed = analyzeText(lines.join('\n'), TODAY).index.parsed;
  for (let i = 0; i < parsed.records.length; i++) assert.equal(parsed.records.at(i).wrapped, false, `record ${i}`);
  assert.equal(parsed.notices.length, 0, JSON.stringify(parsed.notices));
  assert.equal(parsed.records.at(parsed.recordOfLine[3]).kind, 'unparsed', 'the kernel line is a line of its own');
});

test('a message logged again and again with a line end inside does not make a width, nor does a line of another program after lines of one length', () => {
  // kube-apiserver's health check (the skykying corpus log): the same text every 100 ms, its list on the next lines.
  const health: string[] = [];
  for (let i = 0; i < 12; i++) {
    health.push(`I1119 11:57:02.${String(100000 + i * 1000)}    4178 healthz.go:243] healthz check failed: poststarthook/rbac/bootstrap-roles,poststarthook/scheduling/bootstrap-system-priority-classes`);
    health.push('[-]poststarthook/rbac/bootstrap-roles failed: not finished');
  }
  const parsed = analyzeText(health.join('\n'), TODAY).index.parsed;
  assert.equal(parsed.notices.length, 0);
  assert.equal(parsed.records.length, 24);
  // The tally itself: the same end again is no new line; a cut after a quote is no sign of a width.
  const tally = new WrapWidthTally();
  const line = (n: number) => `I0101 00:00:0${n}.000000 1 a.go:1] "x" pod="ns/p-${n}" status="Running"`;
  for (let i = 0; i < 8; i++) assert.equal(tally.note(line(i), 'XMT: Solicit on eth0'), undefined);
  const cut = (n: number) => `I0101 00:00:0${n}.000000 1 a.go:1] "some message" pod="ns/pod-${n}" podUID=abc${n}def`;
  const widths = [0, 1, 2].map((n) => tally.note(cut(n), 'gh'));
  assert.deepEqual(widths, [undefined, undefined, cut(0).length], 'three lines of one length cut inside a word make a width');
  // ... but not while other lengths are as common: most such lines must have it.
  const mixed = new WrapWidthTally();
  for (let n = 0; n < 4; n++) mixed.note(`${cut(n)}-padding${'x'.repeat(n)}`, 'gh');
  assert.deepEqual([0, 1, 2].map((n) => mixed.note(cut(n), 'gh')), [undefined, undefined, undefined]);
});

test('cutEvidence: the width seen before, a word wrap\'s trailing space, an open quote (or brace in a JSON line); never a tab-indented next line or a fence', () => {
  const host = (text: string, more: Partial<WrapHost> = {}): WrapHost => ({ text, joinedBefore: false, firstPartLength: text.length, json: false, ...more });
  const open = 'I0101 00:00:00.000000 1 kubelet.go:1] "Pod is marked for graceful deletion, begin teardo';
  assert.equal(cutEvidence(open, host(open), undefined, 'wn" pod="default/web-1"'), 'open');
  assert.equal(cutEvidence(open, host(open), undefined, '\twn"'), undefined, 'a tab starts a value\'s next line');
  assert.equal(cutEvidence(open, host(open), undefined, '```'), undefined, 'a fence is the paste\'s');
  assert.equal(cutEvidence(open, host(open), undefined, `wn" ${'x'.repeat(open.length)}`), undefined, 'a part is never longer than the width');
  const closed = 'I0101 00:00:00.000000 1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[default/web-1]';
  assert.equal(cutEvidence(closed, host(closed), undefined, 'more'), undefined);
  assert.equal(cutEvidence(closed, host(closed), closed.length, 'more'), 'width');
  assert.equal(cutEvidence(`${closed} `, host(closed), undefined, 'more'), 'space');
  // Brackets of free text are no sign (a printf struct dump closes its brackets on lines of its own); in JSON they are.
  const dump = 'I0101 00:00:00.000000 1 docker.go:1] Docker Info: &{ID:ABCD Containers:3 DriverStatus:[[Backing Filesystem extfs]';
  assert.equal(cutEvidence(dump, host(dump), undefined, 'Containers: 3'), undefined);
  const json = '{"ts":1758106668007.8,"caller":"kubelet/kubelet.go:2","msg":"SyncLoop DELETE","source":"api","pods":["default/we';
  assert.equal(cutEvidence(json, host(json, { json: true }), undefined, 'b-1"]}'), 'open');
  // A backslash inside a quoted string escapes the next character: `\\"` closes it, `\"` does not.
  const path = String.raw`I0101 00:00:00.000000 1 r.go:1] "Failed to stat" path="C:\\var\\lib\\kubelet\\" err="not found"`;
  assert.equal(cutEvidence(path, host(path), undefined, 'Events:'), undefined);
  const escaped = 'E0101 00:00:00.000000 1 r.go:1] "failed" err="container \\"abc\\" is gone';
  assert.equal(cutEvidence(escaped, host(escaped), undefined, 'x"'), 'open');
  // A cut before a space leaves one at the start of the next part; an indent is more.
  assert.equal(cutEvidence(escaped, host(escaped), undefined, ' x"'), 'open');
  assert.equal(cutEvidence(escaped, host(escaped), undefined, '   x"'), undefined, 'an indented line needs the width');
  assert.equal(cutEvidence(escaped, host(escaped), escaped.length, '   x"'), 'width');
  // A short last part of a line already joined (a word wrap before a long word) still counts; a middle part of a
  // line cut at a width is as long as its first.
  assert.equal(cutEvidence('volume "a" (UniqueName: ', host('x "', { joinedBefore: true }), undefined, '"kubernetes.io/projected/…"'), 'space');
  assert.equal(cutEvidence('volume "a" (UniqueName: ', host('x "'), undefined, '"kubernetes.io/projected/…"'), undefined);
  assert.equal(cutEvidence('a short middle part', host('x "a', { joinedBefore: true, firstPartLength: 100 }), undefined, 'b"'), undefined);
});

test('a wrapped log read from disk in pieces gives the report of its whole text, and the editor\'s diagnostics span the parts', () => {
  const wrapped = foldChars(SAMPLE, 100);
  const path = join(TMP, 'wrapped.log');
  writeFileSync(path, wrapped);
  const whole = analyzeText(wrapped, { fileDate: TODAY.today });
  const want = JSON.stringify(buildReport(whole, path, {}));
  for (const pieceBytes of [4096, 65536]) {
    const { analysis } = analyzeFile(path, { pieceBytes, fileDate: TODAY.today });
    assert.equal(JSON.stringify(buildReport(analysis, path, {})), want, `pieces of ${pieceBytes} bytes`);
  }
  const lines = wrapped.split('\n');
  const doc: AnalysedDocument = { uri: 'file:///wrapped.log', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: whole };
  const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics.filter((d) => d.code !== 'export-notice');
  assert.equal(diags.length, 6);
  for (const d of diags) {
    // The message starts on the first part and ends, quote included, on the part where it ends.
    assert.ok(d.range.end.line >= d.range.start.line, `${JSON.stringify(d.range)}`);
    const text = lines.slice(d.range.start.line, d.range.end.line + 1).join('');
    const from = d.range.start.character;
    const to = text.length - lines[d.range.end.line].length + d.range.end.character;
    assert.match(text.slice(from, to), /^"[A-Z][^"]*"$/, `the range covers the quoted message: ${text.slice(from, to)}`);
  }
  // Wrapped at 40 characters, the messages run over two parts and more: the range ends on the part where the quote is.
  const narrow = foldChars(SAMPLE, 40);
  const narrowLines = narrow.split('\n');
  const narrowDoc: AnalysedDocument = { uri: 'file:///narrow.log', version: 1, source: { lineCount: narrowLines.length, lineAt: (i) => narrowLines[i] }, analysis: analyzeText(narrow, TODAY) };
  const spans = diagnostics(narrowDoc, DEFAULT_SETTINGS).diagnostics.filter((d) => d.code !== 'export-notice');
  assert.equal(spans.length, 6);
  assert.ok(spans.every((d) => d.range.end.line > d.range.start.line), JSON.stringify(spans.map((d) => d.range)));
  for (const d of spans) {
    const text = narrowLines.slice(d.range.start.line, d.range.end.line + 1).join('');
    const to = text.length - narrowLines[d.range.end.line].length + d.range.end.character;
    assert.match(text.slice(d.range.start.character, to), /^"[A-Z][^"]*"$/);
  }
});

test('a growing wrapped log (a paste extended) is parsed anew, as a whole text would read it', () => {
  const wrapped = foldChars(SAMPLE, 100).split('\n');
  const cutAt = wrapped.findIndex((l, i) => i > 10 && l.length === 100);
  const parser = new LogParser(TODAY);
  pushText(parser, `${wrapped.slice(0, cutAt + 1).join('\n')}\n`);
  parser.result();
  assert.equal(parser.hardWrapped, true);
  // The server reads this as "the last record may grow": it parses the whole document again.
  assert.equal(parser.endedInsideValue, true);
});

test('corpus: no log of the corpus is taken for hard-wrapped', { skip: HAVE ? false : `no corpus at ${CORPUS}` }, async () => {
  const { readdirSync } = await import('node:fs');
  const { decodeBytes } = await import('../../server/src/parse/decode');
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith('.log'))) {
    const { text } = decodeBytes(readFileSync(join(CORPUS, name)));
    const parsed = analyzeText(text, TODAY).index.parsed;
    assert.equal(parsed.notices.filter((n) => n.message.startsWith('This log is hard-wrapped')).length, 0, name);
    for (let i = 0; i < parsed.records.length; i++) assert.equal(parsed.records.at(i).wrapped, false, `${name} record ${i}`);
  }
});

test('corpus: journald logs wrapped at 100 and 160 characters or word-wrapped at 120 keep their verdicts and pods', { skip: HAVE ? false : `no corpus at ${CORPUS}` }, () => {
  for (const name of ['k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log', 'k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log']) {
    const text = readFileSync(join(CORPUS, name), 'utf8');
    const want = outcome(analyzeText(text, TODAY));
    for (const [label, wrapped] of [['100', foldChars(text, 100)], ['160', foldChars(text, 160)], ['-s 120', foldWords(text, 120)]] as const) {
      const got = outcome(analyzeText(wrapped, TODAY));
      assert.deepEqual(got.findings, want.findings, `${name} ${label}`);
      assert.deepEqual(got.pods, want.pods, `${name} ${label}`);
      assert.ok(got.unparsed <= 12, `${name} ${label}: ${got.unparsed} parts left unread`);
    }
  }
});

test('the kubelet\'s JSON format, bare or after a host prefix, wrapped: each JSON line is read whole, and a line made whole takes no next part', () => {
  const lines = [
    '{"ts":1758106668009.3418,"caller":"certificate/certificate_store.go:147","msg":"Loading cert/key pair from a file","v":0}',
    '{"ts":1758106668011.8005,"caller":"kuberuntime/kuberuntime_manager.go:1301","msg":"Error syncing pod, skipping","v":0,"err":"failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=app pod=web-1_default(5011243d-6324-41e3-8ee8-9e8bb33f04b0)\\"","pod":{"name":"web-1","namespace":"default"},"podUID":"5011243d-6324-41e3-8ee8-9e8bb33f04b0"}',
  ];
  for (const prefix of ['', '172.20.0.2: ']) {
    const text = lines.map((l) => prefix + l).join('\n');
    const want = outcome(analyzeText(text, TODAY));
    assert.equal(want.findings.length, 1, 'the crash loop');
    for (const [label, wrapped] of [['100', foldChars(text, 100)], ['-s 100', foldWords(text, 100)], ['60', foldChars(text, 60)]] as const) {
      const a = analyzeText(wrapped, TODAY);
      const got = outcome(a);
      // A word wrap that broke right after the host prefix leaves the prefix alone on its line: that line is no record's
      // first part (the line after it is the JSON line's), so it stays an unparsed line of its own.
      const alone = wrapped.split('\n').filter((l) => l === prefix && prefix !== '').length;
      assert.deepEqual([got.findings, got.pods, got.unparsed], [want.findings, want.pods, alone], `${prefix || 'bare'} ${label}`);
      assert.equal(a.index.parsed.records.length, 2 + alone, `${prefix || 'bare'} ${label}: two records`);
      assert.equal(a.index.parsed.records.at(a.index.parsed.records.length - 1).style, 'json', `${prefix || 'bare'} ${label}: the last is a JSON line`);
    }
  }
});

test('found by review: what follows a line in a log that is not wrapped stays its own line', () => {
  const same = (lines: string[], label: string) => {
    const parsed = analyzeText(lines.join('\n'), TODAY).index.parsed;
    assert.equal(parsed.notices.length, 0, `${label}: ${JSON.stringify(parsed.notices)}`);
    for (let i = 0; i < parsed.records.length; i++) assert.equal(parsed.records.at(i).wrapped, false, `${label}: record ${i}`);
  };
  // A printf struct dump whose brackets close on lines of their own, then plain lines (a docker info dump).
  same(['I0101 10:00:00.000000    1234 docker_service.go:264] Docker Info: &{ID:ABCD:EFGH Containers:3 ContainersRunning:3 Driver:overlay2 DriverStatus:[[Backing Filesystem extfs] [Supports d_type true]', 'Containers: 3', ' Running: 3', 'Server Version: 20.10.7'], 'struct dump');
  // A Windows path whose last backslash is escaped (`\\"` closes the value).
  same([String.raw`E0101 10:00:00.000000    1234 kubelet_volumes.go:100] "Failed to stat" path="C:\\var\\lib\\kubelet\\pods\\" err="The system cannot find the path specified."`, 'Events:'], 'windows path');
  // A trailing space, then a Markdown fence that closes the paste's code block.
  same(['I0101 10:00:00.000000    1234 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/web-1] ', '```'], 'fence');
  // A container spec whose script's next line is not indented reads, after its open quote, as a part: nothing in the
  // two lines tells them from a wrap. No width is learned from it: a later line of its length takes no next line.
  const spec = 'E0101 10:00:00.000000    1234 kuberuntime_manager.go:864] container &Container{Name:app,Command:[/bin/sh -c],Args:[echo "start';
  const head = 'I0101 10:00:01.000000    1234 kubelet.go:2130] "SyncLoop UPDATE" source="api" pods=[default/';
  const later = `${head}${'w'.repeat(spec.length - head.length - 1)}]`;
  assert.equal(later.length, spec.length);
  const parsed = analyzeText([spec, 'exec /app/run --config=/etc/app.yaml],} start failed', later, 'Events:'].join('\n'), TODAY).index.parsed;
  assert.equal(parsed.records.at(parsed.recordOfLine[3]).kind, 'unparsed', 'Events: is a line of its own');
  assert.equal(parsed.records.at(parsed.recordOfLine[2]).wrapped, false);
});

test('a line of 400 KB wrapped into 5,000 parts is one record, read in time linear in its size (each part is not the whole read again)', () => {
  const err = Array.from({ length: 5000 }, (_, i) => `part${i} of a long error text`).join(' ').slice(0, 400_000);
  const line = `E0731 17:16:32.398219  354472 remote_runtime.go:578] "ContainerStatus from runtime service failed" err="${err}" containerID="c234646fffe7a1b2"`;
  const wrapped = foldChars(`${line}\nI0731 17:16:33.000000  354472 kubelet.go:2130] "SyncLoop REMOVE" source="api" pods=[default/web-1]`, 80);
  const t0 = performance.now();
  const parsed = analyzeText(wrapped, TODAY).index.parsed;
  const ms = performance.now() - t0;
  console.log(`# hard wrap: ${wrapped.split('\n').length} parts in ${Math.round(ms)} ms`);
  assert.equal(parsed.records.length, 2);
  const rec = parsed.records.at(0);
  assert.deepEqual([rec.line, rec.endLine, rec.wrapped, rec.message], [0, foldChars(line, 80).split('\n').length - 1, true, 'ContainerStatus from runtime service failed']);
  // The bound of test/unit/pathological.test.ts: 1 s a MB (the quadratic reading took 1.3 s for 500 KB).
  assert.ok(ms < (1000 * wrapped.length) / 1e6, `${Math.round(ms)} ms for ${(wrapped.length / 1e6).toFixed(2)} MB`);
});

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
import { cutEvidence, WrapWidthTally } from '../../server/src/parse/hardWrap';
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
    assert.match(notice.message, label.includes('-s') ? /word wrap/ : new RegExp(`every ${label.split(' ').pop()} characters`), label);
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

test('cutEvidence: the width seen before, a word wrap\'s trailing space, an open quote or bracket; never a tab-indented next line', () => {
  const open = 'I0101 00:00:00.000000 1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[default/web';
  assert.equal(cutEvidence(open, open, undefined, '-1]', false), 'open');
  assert.equal(cutEvidence(open, open, undefined, '\t-1]', false), undefined);
  const closed = 'I0101 00:00:00.000000 1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[default/web-1]';
  assert.equal(cutEvidence(closed, closed, undefined, 'more', false), undefined);
  assert.equal(cutEvidence(closed, closed, closed.length, 'more', false), 'width');
  assert.equal(cutEvidence(`${closed} `, closed, undefined, 'more', false), 'space');
  // Escaped quotes inside a Go string do not open or close it.
  const escaped = 'E0101 00:00:00.000000 1 r.go:1] "failed" err="container \\"abc\\" is gone';
  assert.equal(cutEvidence(escaped, escaped, undefined, 'x"', false), 'open');
  // A cut before a space leaves one at the start of the next part; an indent is more.
  assert.equal(cutEvidence(escaped, escaped, undefined, ' x"', false), 'open');
  assert.equal(cutEvidence(escaped, escaped, undefined, '   x"', false), undefined, 'an indented line needs the width');
  assert.equal(cutEvidence(escaped, escaped, escaped.length, '   x"', false), 'width');
  // A short last part of a line already joined (a word wrap before a long word) still counts.
  assert.equal(cutEvidence('volume "a" (UniqueName: ', 'x', undefined, '"kubernetes.io/projected/…"', true), 'space');
  assert.equal(cutEvidence('volume "a" (UniqueName: ', 'x', undefined, '"kubernetes.io/projected/…"', false), undefined);
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

// Notices: what the reader should know about a file as a whole (parse/notices.ts), said on the line that tells it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseText } from '../../server/src/parse/document';
import { decodeBytes } from '../../server/src/parse/decode';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport, renderText } from '../../server/src/report';

const TODAY = new Date(Date.UTC(2026, 0, 1));
// Three lines of the bundled sample, as Grafana's text download writes rows (epoch ms, time, line).
const ROWS = [
  'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]',
  'I0731 17:16:31.865515  354472 pod_workers.go:625] "Pod is being removed by the kubelet, begin teardown" pod="default/test-nginx-976fbbd77-m2tqs" podUID=a7d2a4f1-7b9e-4a49-9e37-3b2a1c5d8e11',
  'I0731 17:16:31.865650  354472 kuberuntime_container.go:728] "Killing container with a grace period" pod="default/test-nginx-976fbbd77-m2tqs" podUID=a7d2a4f1-7b9e-4a49-9e37-3b2a1c5d8e11 containerName="nginx"',
].map((l, i) => `169082499${i}000\t2023-07-31T17:16:3${i}.000Z\t${l}`);

function grafanaTxt(limit: string): string {
  return ['Common labels: {"hostname":"node-1","job":"systemd-journal"}', `Line limit: "${limit}"`, 'Total bytes processed: "12.3 kB"', '', ...ROWS].join('\n');
}

test('a Grafana download cut at its line limit says so, on the header line; one under its limit says nothing', () => {
  const cut = parseText(grafanaTxt('1000 (1000 returned)'), { today: TODAY });
  assert.equal(cut.notices.length, 1);
  assert.equal(cut.notices[0].line, 1);
  assert.match(cut.notices[0].message, /reached its query's line limit \(1000 lines\)/);
  assert.match(cut.notices[0].message, /"investigate"/);
  assert.deepEqual(parseText(grafanaTxt('1000 (55 returned)'), { today: TODAY }).notices, []);
  // The rows are read as they are either way.
  assert.equal(cut.records.at(cut.recordOfLine[4]).message, 'SyncLoop DELETE');
  const rep = buildReport(analyzeText(grafanaTxt('5000 (5000 returned)'), { today: TODAY }), 'grafana.txt');
  assert.deepEqual(rep.notices.map((n) => n.line), [2]);
  assert.match(renderText(rep), /\n {2}note L2: This Grafana download reached its query's line limit \(5000 lines\)/);
  // Grafana's own wording when the limit was hit (logsModel's adjustMetaInfo).
  const reached = parseText(grafanaTxt('1000 reached, received logs cover 4.12% (2min 28sec) of your selected time range (1h)'), { today: TODAY });
  assert.deepEqual(reached.notices.map((n) => n.line), [1]);
  // The panel inspector's bare limit: the rows tell, once they are all read.
  const bare = (limit: number) => ['Line limit: ' + limit, '', ...ROWS].join('\n');
  assert.deepEqual(parseText(bare(3), { today: TODAY }).notices.map((n) => n.line), [0]);
  assert.deepEqual(parseText(bare(4), { today: TODAY }).notices, []);
});

test('an export written on one line (Grafana JSON download, Loki API response) says how to open its lines', () => {
  const grafanaJson = JSON.stringify(ROWS.map((r) => ({ line: r.split('\t')[2], timestamp: '1690824990000000000', fields: {} })));
  const g = parseText(grafanaJson, { today: TODAY });
  assert.equal(g.notices.length, 1);
  assert.match(g.notices[0].message, /Grafana's JSON download/);
  assert.match(g.notices[0].message, /quick fix on this line.*kubelet-log-lens analyze reads such a file/);
  assert.equal(g.notices[0].exportKind, 'grafana-json', 'the editor offers the quick fix');
  const loki = JSON.stringify({ status: 'success', data: { resultType: 'streams', result: [{ stream: { job: 'kubelet' }, values: [['1690824990000000000', ROWS[0]]] }] } });
  assert.match(parseText(loki, { today: TODAY }).notices[0].message, /Loki API response/);
  assert.match(parseText(loki, { today: TODAY }).notices[0].message, /in time order/, 'streams merged in time order');
  assert.equal(parseText(loki, { today: TODAY }).notices[0].exportKind, 'loki-response');
  // The same response pretty-printed (jq .): said on its opening brace.
  const pretty = parseText(JSON.stringify(JSON.parse(loki), null, 2), { today: TODAY });
  assert.deepEqual(pretty.notices.map((n) => n.line), [0]);
  assert.match(pretty.notices[0].message, /Loki API response \(query_range\), pretty-printed/);
  assert.equal(pretty.notices[0].exportKind, 'loki-response');
  // Lookalikes stay quiet: a journal JSON entry, a gcloud dump's opening bracket, a JSON array far into a log.
  assert.deepEqual(parseText('{"MESSAGE":"x","_HOSTNAME":"n","__REALTIME_TIMESTAMP":"1690824990000000"}', { today: TODAY }).notices, []);
  assert.deepEqual(parseText('[\n  {\n    "jsonPayload": {}\n  }\n]', { today: TODAY }).notices, []);
  assert.deepEqual(parseText([...Array(12).fill(ROWS[0].split('\t')[2]), grafanaJson].join('\n'), { today: TODAY }).notices, []);
});

test('journald saying it dropped the kubelet\'s messages (rate limit) is a notice on its line; another unit\'s is not', () => {
  const text = [
    'Dec 01 10:00:00 node-a kubelet[1234]: I1201 10:00:00.000000    1234 kubelet.go:2000] "SyncLoop ADD" source="api" pods=["default/web-0"]',
    'Dec 01 10:00:01 node-a systemd-journald[321]: Suppressed 1234 messages from kubelet.service',
    'Dec 01 10:00:02 node-a systemd-journald[321]: Suppressed 5 messages from sshd.service',
    'Dec 01 10:00:03 node-a systemd-journald[321]: Suppressed 77 messages from /system.slice/kubelet.service',
  ].join('\n');
  const notices = parseText(text, { today: new Date(Date.UTC(2026, 11, 1)) }).notices;
  assert.deepEqual(notices.map((n) => n.line), [1, 3]);
  assert.match(notices[0].message, /^journald dropped 1234 messages of kubelet\.service here \(its rate limit\)/);
  assert.match(notices[1].message, /dropped 77 messages of \/system\.slice\/kubelet\.service/);
});

test("a log truncated in place (logrotate's copytruncate) starts with a hole of NULs: skipped with a notice, the lines kept", () => {
  const sample = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'));
  const plain = analyzeText(sample.toString('utf8'), { today: TODAY });
  // The writer went on at its old offset (stderr redirected with `>`): NULs up to it, then its next line.
  const holed = Buffer.concat([Buffer.alloc(300_000), sample]);
  const { text, encoding } = decodeBytes(holed);
  assert.equal(encoding, 'utf-8', 'a run of NULs is not UTF-16');
  const a = analyzeText(text, { today: TODAY });
  assert.equal(a.index.parsed.shape, plain.index.parsed.shape);
  assert.equal(a.index.parsed.notices.length, 1);
  assert.equal(a.index.parsed.notices[0].line, 0);
  assert.match(a.index.parsed.notices[0].message, /^300,000 NUL bytes here, skipped: the hole a log truncated in place \(logrotate's copytruncate\) leaves/);
  const first = a.index.parsed.records.at(0);
  assert.deepEqual([first.kind, first.message, first.severity], ['log', 'SyncLoop DELETE', 'I']);
  assert.deepEqual(a.findings.map((f) => `${f.line} ${f.verdict}`), plain.findings.map((f) => `${f.line} ${f.verdict}`));
  // A line of NULs only (the hole, then a line end) is furniture, with the same notice; a JSON-format line after a hole is read.
  const json = '{"ts":1690823791865.371,"caller":"kubelet/kubelet.go:2130","msg":"SyncLoop DELETE","v":0,"source":"api","pods":["default/web-1"]}';
  const lines = parseText(`${'\0'.repeat(64)}\n${'\0'.repeat(8)}${json}\n`, { today: TODAY });
  assert.deepEqual([lines.records.at(0).kind, lines.records.at(0).metaKind], ['meta', 'nul-padding']);
  assert.equal(lines.records.at(1).message, 'SyncLoop DELETE');
  assert.deepEqual(lines.notices.map((n) => n.line), [0, 1]);
  // BOM-less UTF-16 is still told by its NULs between characters.
  assert.equal(decodeBytes(Buffer.from('I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE"\n', 'utf16le')).encoding, 'utf-16le');
  assertPiecesGiveWholeReport('copytruncated.log', text, [300, 4096, 64 * 1024]);
});

test('NULs inside a line (a node that went down before the log\'s blocks were written) hide neither the line after them nor themselves', () => {
  const sample = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').split('\n');
  const plain = analyzeText(sample.join('\n'), { today: TODAY });
  // Line 27 (a benign NotFound) written after a line half written and a zeroed block: the half line and the NULs go first.
  const holed = sample.map((l, i) => (i === 26 ? `I0731 17:16:32.3981${'\0'.repeat(4096)}${l}` : l)).join('\n');
  const a = analyzeText(holed, { today: TODAY });
  assert.deepEqual(a.findings.map((f) => `${f.line} ${f.entry.id} ${f.verdict}`), plain.findings.map((f) => `${f.line} ${f.entry.id} ${f.verdict}`));
  assert.equal(a.index.parsed.notices.length, 1);
  assert.equal(a.index.parsed.notices[0].line, 26);
  assert.match(a.index.parsed.notices[0].message, /^4,096 NUL bytes inside this line, after 19 characters of a line cut short \(not analysed\)/);
  // After a hole, a line that is no klog line (a Go panic) is read as what it is, and the hole is still told.
  const panic = parseText(`${'\0'.repeat(100)}panic: runtime error: invalid memory address or nil pointer dereference\n`, { today: TODAY });
  assert.equal(panic.notices.length, 1);
  assert.match(panic.notices[0].message, /^100 NUL bytes here, skipped/);
  assert.doesNotMatch(panic.records.at(0).message, /\0/, 'the record is the text after the NULs');
  assertPiecesGiveWholeReport('zeroed-block.log', holed, [300, 4096, 64 * 1024]);
});

test('NUL bytes are noted at their first three lines, then once that more lines have them; one is "1 NUL byte" (r51a B10)', () => {
  // Random-looking bytes with a NUL in each of 40 lines: a binary file, not 40 truncations.
  const lines = Array.from({ length: 40 }, (_, k) => `\u0001\u0002garbage ${k}\0\u0003more bytes`);
  const parsed = parseText(lines.join('\n'), { today: TODAY });
  const nulNotes = parsed.notices.filter((n) => /NUL byte/.test(n.message));
  assert.equal(nulNotes.length, 4, nulNotes.map((n) => n.message).join('\n'));
  assert.match(nulNotes[0].message, /^1 NUL byte inside this line/);
  assert.match(nulNotes[3].message, /^More lines have NUL bytes: they are not noted one by one\. A file with NUL bytes in many lines is likely not a text log/);
  assert.equal(parsed.records.length, 40, 'every line is still a record');
});

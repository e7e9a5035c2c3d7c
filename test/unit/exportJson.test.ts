// JSON exports that hold a whole log (Grafana's JSON download, a Loki API response): recognised, their log lines
// taken out in time order, analysed like the log they came from; the CLI reads them, `extract` writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeCutJson, extractJsonExport, rfc3339Nanos, sniffJsonExport, type ExtractedLog } from '../../server/src/parse/exportJson';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';

const ROOT = join(__dirname, '..', '..');
const SAMPLE = join(ROOT, 'samples', 'pod-deletion-1.23.log');
const CLI = join(ROOT, 'dist', 'cli.js');
const sampleLines = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
// 2023-07-31T17:16:31.865371Z, the sample's first line; one microsecond a line after it.
const BASE = 1690823791865371000n;
const ns = (i: number) => String(BASE + BigInt(i) * 1000n);

/** The sample as Grafana Explore downloads it: its rows newest first, JSON.stringify'd on one line. */
const grafana = (lines = sampleLines, fields: (i: number) => Record<string, string> = () => ({ hostname: 'kind-worker', unit: 'kubelet.service' })) =>
  JSON.stringify(lines.map((line, i) => ({ line, timestamp: ns(i), date: new Date(Number((BASE + BigInt(i) * 1000n) / 1000000n)).toISOString(), fields: fields(i) })).reverse());
/** The sample as a Loki query_range response: one stream per host, each newest first. */
const loki = (hostOf: (i: number) => string, pretty = false) => {
  const streams = new Map<string, [string, string][]>();
  sampleLines.forEach((line, i) => {
    const h = hostOf(i);
    if (!streams.has(h)) streams.set(h, []);
    streams.get(h)!.unshift([ns(i), line]);
  });
  const doc = { status: 'success', data: { resultType: 'streams', result: [...streams].map(([h, values]) => ({ stream: { hostname: h, unit: 'kubelet.service' }, values })), stats: {} } };
  return pretty ? JSON.stringify(doc, null, 2) : JSON.stringify(doc);
};

const extracted = (text: string): ExtractedLog => {
  const kind = sniffJsonExport(text.slice(0, 1024));
  assert.ok(kind, 'recognised');
  const x = extractJsonExport(text, kind!);
  assert.ok(!('error' in x), 'error' in x ? x.error : '');
  return x as ExtractedLog;
};
const findings = (a: Analysis) => a.findings.map((f) => `${f.line} ${f.entry.id} ${f.verdict} ${f.evidence.map((e) => e.line).join(',')}`);

test('sniffJsonExport: Grafana downloads and Loki responses, one line or pretty; not logs or other JSON', () => {
  assert.equal(sniffJsonExport(grafana().slice(0, 1024)), 'grafana-json');
  assert.equal(sniffJsonExport(loki(() => 'a').slice(0, 1024)), 'loki-response');
  assert.equal(sniffJsonExport(loki(() => 'a', true).slice(0, 1024)), 'loki-response');
  assert.equal(sniffJsonExport(sampleLines.slice(0, 5).join('\n')), undefined);
  // gcloud's array of entries, journalctl -o json, a kubelet JSON log line, an API error response
  assert.equal(sniffJsonExport('[\n  {\n    "insertId": "x",\n    "jsonPayload": {'), undefined);
  assert.equal(sniffJsonExport('{"__CURSOR":"s=1","MESSAGE":"I0731 ..."}'), undefined);
  assert.equal(sniffJsonExport('{"ts":1690823791865.371,"caller":"kubelet.go:2130","msg":"SyncLoop DELETE","v":0}'), undefined);
  assert.equal(sniffJsonExport('{"status":"error","errorType":"bad_data","error":"parse error"}'), undefined);
});

test('rfc3339Nanos keeps all nine digits, in UTC', () => {
  assert.equal(rfc3339Nanos('1690823791865371000'), '2023-07-31T17:16:31.865371000Z');
  assert.equal(rfc3339Nanos('5'), '1970-01-01T00:00:00.000000005Z');
});

test("Grafana's JSON download (newest first): the lines oldest first, time-prefixed, with the sample's findings on the sample's lines", () => {
  const x = extracted(grafana());
  assert.equal(x.kind, 'grafana-json');
  assert.equal(x.entries, sampleLines.length);
  assert.deepEqual(x.hosts, ['kind-worker']);
  const lines = x.text.trimEnd().split('\n');
  assert.equal(lines.length, sampleLines.length);
  // The one node stays as a host prefix, so that the report still names it (a review: `nodes` was empty).
  assert.equal(lines[0], `2023-07-31T17:16:31.865371000Z kind-worker: ${sampleLines[0]}`);
  assert.ok(lines.every((l, i) => l.endsWith(sampleLines[i])), 'in the order they were written');
  const a = analyzeText(x.text);
  assert.deepEqual(findings(a), findings(analyzeText(sampleLines.join('\n'))));
  assert.equal(a.index.parsed.records.at(0).envelope?.host, 'kind-worker');
  assert.equal(a.index.parsed.yearSource, 'log', 'the export gives the year');
});

test('rows of equal times keep the order they were written in', () => {
  const rows = [
    { line: 'third', timestamp: '3000' },
    { line: 'second b', timestamp: '2000' },
    { line: 'second a', timestamp: '2000' },
    { line: 'first', timestamp: '1000' },
  ];
  const x = extracted(JSON.stringify(rows));
  assert.deepEqual(x.text.trimEnd().split('\n').map((l) => l.slice(31)), ['first', 'second a', 'second b', 'third']);
});

test('a Loki response of two nodes: interleaved by time, written as logcli JSON lines that keep each node', () => {
  for (const pretty of [false, true]) {
    const x = extracted(loki((i) => (i % 2 ? 'node-b' : 'node-a'), pretty));
    assert.equal(x.kind, 'loki-response');
    assert.deepEqual(x.hosts.sort(), ['node-a', 'node-b']);
    const rows = x.text.trimEnd().split('\n').map((l) => JSON.parse(l) as { labels: Record<string, string>; line: string; timestamp: string });
    assert.deepEqual(rows.map((r) => r.line), sampleLines, 'time order across the two streams');
    assert.equal(rows[1].labels.hostname, 'node-b');
    const a = analyzeText(x.text);
    const nodes = new Set<string>();
    for (let i = 0; i < a.index.parsed.records.length; i++) {
      const h = a.index.parsed.records.at(i).envelope?.host;
      if (h) nodes.add(h);
    }
    assert.deepEqual([...nodes].sort(), ['node-a', 'node-b'], 'each line on its node');
  }
});

test('what cannot be taken out says why: cut JSON, no log lines, another JSON document', () => {
  const cut = grafana().slice(0, 500);
  const r1 = extractJsonExport(cut, 'grafana-json');
  assert.ok('error' in r1 && /not valid JSON.*cut short/.test(r1.error), JSON.stringify(r1));
  const r2 = extractJsonExport('[{"line": 1, "timestamp": "x"}]', 'grafana-json');
  assert.ok('error' in r2 && /without log lines/.test(r2.error));
  const r3 = extractJsonExport('{"status":"success","data":{"resultType":"matrix","result":[]}}', 'loki-response');
  assert.ok('error' in r3 && /not a Loki response of streams/.test(r3.error));
});

test('CLI: analyze reads the export as its log lines (text, JSON, SARIF); extract writes them; errors are clear', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-export-'));
  const file = join(dir, 'Explore-logs.json');
  writeFileSync(file, grafana());
  const text = spawnSync('node', [CLI, 'analyze', file], { encoding: 'utf8' });
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /read from: This is Grafana's JSON download: its 55 log lines were taken out in time order/);
  assert.match(text.stdout, /L27 BENIGN \[cri-containerstatus-notfound\]/);
  const json = JSON.parse(spawnSync('node', [CLI, 'analyze', '--json', file], { encoding: 'utf8' }).stdout);
  assert.equal(json.extractedFrom.export, "Grafana's JSON download");
  assert.equal(json.extractedFrom.entries, 55);
  const plain = JSON.parse(spawnSync('node', [CLI, 'analyze', '--json', SAMPLE], { encoding: 'utf8' }).stdout);
  assert.equal(plain.extractedFrom, null);
  assert.deepEqual(
    json.diagnostics.map((d: { line: number; ruleId: string; verdict: string }) => [d.line, d.ruleId, d.verdict]),
    plain.diagnostics.map((d: { line: number; ruleId: string; verdict: string }) => [d.line, d.ruleId, d.verdict]),
  );
  // SARIF: the lines are not the file's, so results point at the file as a whole and carry the line as a property.
  const sarif = JSON.parse(spawnSync('node', [CLI, 'analyze', '--format', 'sarif', '--sarif-benign', file], { encoding: 'utf8' }).stdout);
  const result = sarif.runs[0].results[0];
  assert.equal(result.locations[0].physicalLocation.region, undefined);
  assert.equal(typeof result.properties.extractedLine, 'number');
  assert.match(sarif.runs[0].invocations[0].toolExecutionNotifications[0].message.text, /taken out in time order/);
  // extract
  const out = spawnSync('node', [CLI, 'extract', file], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout.trimEnd().split('\n').length, 55);
  assert.ok(out.stdout.split('\n')[26].endsWith(sampleLines[26]));
  const notExport = spawnSync('node', [CLI, 'extract', SAMPLE], { encoding: 'utf8' });
  assert.equal(notExport.status, 2);
  assert.match(notExport.stderr, /is not a JSON export/);
  writeFileSync(file, grafana().slice(0, 300));
  const cut = spawnSync('node', [CLI, 'analyze', file], { encoding: 'utf8' });
  assert.equal(cut.status, 2);
  assert.match(cut.stderr, /cannot read .*EJSONEXPORT: Grafana's JSON download that is not valid JSON/);
});

test('an export cut short is read up to its last whole entry, and the report says it was cut (r24c); a whole one is not "cut"', () => {
  const rows = [0, 1, 2, 3].map((i) => ({ line: `I0731 17:16:3${i}.000000  354472 kubelet.go:1] "line ${i}"`, timestamp: `169082139${i}000000000` }));
  const whole = JSON.stringify(rows);
  const cut = whole.slice(0, whole.lastIndexOf('{"line"') + 20);
  const got = extractJsonExport(cut, 'grafana-json');
  assert.ok(!('error' in got), 'read');
  assert.equal(got.entries, 3);
  assert.ok(got.cutAt !== undefined && got.cutAt < cut.length);
  assert.equal((extractJsonExport(whole, 'grafana-json') as { cutAt?: number }).cutAt, undefined);
  // Loki: cut inside a [time, line] pair: the pair is left out whole, never read as a time without its line.
  const loki = JSON.stringify({ status: 'success', data: { resultType: 'streams', result: [{ stream: { host: 'n1' }, values: rows.map((r, i) => [`169082139${i}000000000`, r.line]) }] } });
  const lokiCut = loki.slice(0, loki.indexOf('"line 3"') - 5);
  const l = extractJsonExport(lokiCut, 'loki-response');
  assert.ok(!('error' in l));
  assert.equal(l.entries, 3);
  assert.equal(closeCutJson('{"a": [1, 2'), undefined, 'no whole element inside an array: nothing to read');
});

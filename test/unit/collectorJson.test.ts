// Log collectors' JSON entries (Docker json-file, Fluent Bit, Filebeat, Loki's logcli, Cloud Logging): the line each
// entry carries is parsed as the line of a text log, under the entry's host, identifier and time.
// Fixture: the bundled sample (samples/pod-deletion-1.23.log, the seed's pod deletion) wrapped in each collector's
// entry shape, with the field names those tools write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS, type AnalysedDocument } from '../../server/src/features/context';
import { collectorTimeMicros, readCollectorJson } from '../../server/src/parse/collectorJson';
import { parseText } from '../../server/src/parse/document';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';
import { classifyLine, detectKubeletLog } from '../../client/src/detect';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd().split('\n');
const TODAY = new Date(Date.UTC(2023, 11, 31));

/** The klog line's header time in 2023 (the sample's node clock is UTC), as RFC3339 with nanoseconds. */
function rfc3339(line: string): string {
  const h = /^[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})/.exec(line);
  assert.ok(h, 'a klog header');
  return `2023-${h[1]}-${h[2]}T${h[3]}:${h[4]}:${h[5]}.${h[6]}123Z`;
}

const seconds = (line: string) => Date.parse(rfc3339(line)) / 1000;

/** Each collector's entry for one line, with the host and identifier it names (undefined when it names none). */
const COLLECTORS: Record<string, { entry: (l: string) => unknown; host?: string; ident?: string; pid?: number; key: string }> = {
  'docker json-file': { entry: (l) => ({ log: `${l}\n`, stream: 'stderr', time: rfc3339(l) }), key: 'log' },
  'fluent-bit systemd': {
    entry: (l) => ({ date: seconds(l), _HOSTNAME: 'node-1', SYSLOG_IDENTIFIER: 'kubelet', _PID: '354472', MESSAGE: l }),
    host: 'node-1', ident: 'kubelet', pid: 354472, key: 'MESSAGE',
  },
  // Fluent Bit's systemd input with Lowercase on, and with Strip_Underscores too.
  'fluent-bit systemd, Lowercase': {
    entry: (l) => ({ _hostname: 'node-1', syslog_identifier: 'kubenswrapper', _systemd_unit: 'kubelet.service', _pid: '354472', message: l }),
    host: 'node-1', ident: 'kubenswrapper', pid: 354472, key: 'message',
  },
  'fluent-bit systemd, Strip_Underscores and Lowercase': {
    entry: (l) => ({ hostname: 'node-1', systemd_unit: 'kubelet.service', syslog_identifier: 'kubenswrapper', pid: '354472', message: l }),
    host: 'node-1', ident: 'kubenswrapper', pid: 354472, key: 'message',
  },
  // Fluentd images for Elasticsearch strip the journal fields' leading underscores.
  'fluentd systemd, underscores stripped': {
    entry: (l) => ({ HOSTNAME: 'node-1', SYSTEMD_UNIT: 'kubelet.service', MESSAGE: l, time: rfc3339(l) }), host: 'node-1', ident: 'kubelet', key: 'MESSAGE',
  },
  'filebeat journald': {
    entry: (l) => ({
      '@timestamp': rfc3339(l), message: l, host: { hostname: 'node-1', name: 'node-1.example' }, systemd: { unit: 'kubelet.service' },
      syslog: { identifier: 'kubelet' }, process: { pid: 1234, name: 'kubelet' }, journald: { pid: 1234 },
    }),
    host: 'node-1', ident: 'kubelet', pid: 1234, key: 'message',
  },
  // EKS Container Insights: Fluent Bit keeps five fields of the journal entry (aws-samples amazon-cloudwatch-container-insights).
  'eks container insights dataplane': {
    entry: (l) => ({ hostname: 'ip-10-0-101-15.ec2.internal', systemd_unit: 'kubelet.service', message: l, az: 'us-east-1a', ec2_instance_id: 'i-0367' }),
    host: 'ip-10-0-101-15.ec2.internal', ident: 'kubelet', key: 'message',
  },
  'azure monitor syslog': {
    entry: (l) => ({ TimeGenerated: rfc3339(l), Computer: 'aks-nodepool1-1', ProcessName: 'kubelet', ProcessID: 2210, SyslogMessage: l }),
    host: 'aks-nodepool1-1', ident: 'kubelet', pid: 2210, key: 'SyslogMessage',
  },
  filebeat: { entry: (l) => ({ '@timestamp': rfc3339(l), message: l, host: { name: 'node-1' }, log: { file: { path: '/var/log/kubelet.log' } } }), host: 'node-1', key: 'message' },
  'loki logcli jsonl': { entry: (l) => ({ labels: { host: 'node-1', unit: 'kubelet.service' }, line: l, timestamp: rfc3339(l) }), host: 'node-1', ident: 'kubelet', key: 'line' },
  'cloud logging jsonPayload': {
    entry: (l) => ({
      insertId: 'a1', jsonPayload: { MESSAGE: l, SYSLOG_IDENTIFIER: 'kubelet', _HOSTNAME: 'gke-node-1', _PID: '1234' },
      logName: 'projects/p/logs/kubelet', resource: { type: 'k8s_node', labels: { node_name: 'gke-node-1' } }, timestamp: rfc3339(l),
    }),
    host: 'gke-node-1', ident: 'kubelet', pid: 1234, key: 'MESSAGE',
  },
  'cloud logging textPayload': {
    entry: (l) => ({ textPayload: l, logName: 'projects/p/logs/kubelet', resource: { type: 'k8s_node', labels: { node_name: 'gke-node-1' } }, timestamp: rfc3339(l) }),
    host: 'gke-node-1', ident: 'kubelet', key: 'textPayload',
  },
};

test('each collector\'s JSON entries give the analysis of the lines they carry', () => {
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'sample', {});
  assert.ok(base.diagnostics.some((d) => d.verdict === 'benign'), 'the sample has its benign NotFound');
  for (const [name, c] of Object.entries(COLLECTORS)) {
    const json = SAMPLE.map((l) => JSON.stringify(c.entry(l))).join('\n');
    const parsed = parseText(json);
    assert.equal(parsed.records.length, SAMPLE.length, `${name}: one record per entry`);
    const first = parsed.records.at(0);
    assert.deepEqual(first.envelope, {
      kinds: ['collector-json'], ...(c.host ? { host: c.host } : {}), ...(c.ident ? { ident: c.ident } : {}),
      ...(c.pid ? { pid: c.pid } : {}), messageKey: c.key,
    }, name);
    assert.equal(first.message, 'SyncLoop DELETE', name);
    // Container Insights events carry no time (CloudWatch keeps it beside the event), nor do Fluent Bit's without Time_Key.
    const timed = name !== 'eks container insights dataplane' && !name.includes('Lowercase');
    if (timed) assert.equal(parsed.yearSource, 'log', `${name}: the entry's time gives the year`);
    assert.match(parsed.shape, /^collector-json · klog structured/, name);
    // No file date and no "today": the year can only come from the entries.
    const r = buildReport(analyzeText(json, timed ? {} : { today: TODAY }), 'sample', {});
    assert.equal(r.unparsed.count, 0, name);
    assert.deepEqual(r.diagnostics, base.diagnostics, `${name}: findings`);
    assert.deepEqual(r.pods.map((p) => ({ ...p, node: null })), base.pods, `${name}: pods and phases`);
    assert.deepEqual(r.pods.map((p) => p.node), [c.host ?? null], `${name}: the pod's node`);
    assert.deepEqual(r.nodes, c.host ? [c.host] : [], `${name}: the log's nodes`);
    assert.equal(detectKubeletLog(json).kubelet, true, `${name}: the client recognises it`);
  }
});

/** Text lines that collectors and their command-line tools write: a time, sometimes a label set or a stream, then the line. */
const PREFIXED: Record<string, { line: (l: string) => string; carried: boolean }> = {
  // CloudWatch export to S3: the event time, then the Container Insights JSON event (it has no time of its own).
  'cloudwatch export': { line: (l) => `${rfc3339(l).slice(0, 23)}Z ${JSON.stringify(COLLECTORS['eks container insights dataplane'].entry(l))}`, carried: true },
  'aws logs tail --format short': {
    line: (l) => `${rfc3339(l).slice(0, 19)} ${JSON.stringify(COLLECTORS['eks container insights dataplane'].entry(l))}`,
    carried: true,
  },
  // Fluent Bit's file output, default format: the tag, then [time, record].
  'fluent-bit file output': {
    line: (l) => `kubelet.service: [${Date.parse(rfc3339(l)) / 1000}, ${JSON.stringify(COLLECTORS['eks container insights dataplane'].entry(l))}]`,
    carried: true,
  },
  'aws logs tail': {
    line: (l) => `${rfc3339(l).slice(0, 26)}+00:00 ip-10-0-101-15.ec2.internal-dataplane.systemd.kubelet.service ${JSON.stringify(COLLECTORS['eks container insights dataplane'].entry(l))}`,
    carried: true,
  },
  'loki logcli default': { line: (l) => `${rfc3339(l)} {host="node-1", unit="kubelet.service"}    ${l}`, carried: false },
  'grafana download txt': { line: (l) => `${Date.parse(rfc3339(l))}\t${rfc3339(l).slice(0, 23)}Z\t${l}`, carried: false },
  'grafana download txt, older': { line: (l) => `${rfc3339(l).slice(0, 23).replace('T', ' ')}\t${l}`, carried: false },
};

test('time-prefixed collector lines (CloudWatch, aws logs tail, logcli, Grafana downloads) give the analysis of the lines they carry', () => {
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'sample', {});
  for (const [name, p] of Object.entries(PREFIXED)) {
    const text = SAMPLE.map(p.line).join('\n');
    const parsed = parseText(text);
    const first = parsed.records.at(0);
    assert.equal(first.message, 'SyncLoop DELETE', name);
    if (p.carried) assert.deepEqual(first.envelope, { kinds: ['collector-json'], host: 'ip-10-0-101-15.ec2.internal', ident: 'kubelet', messageKey: 'message' }, name);
    else assert.deepEqual(first.envelope?.kinds, ['rfc3339'], name);
    assert.equal(parsed.yearSource, 'log', `${name}: the prefix's date gives the year`);
    const r = buildReport(analyzeText(text), 'sample', {});
    assert.equal(r.unparsed.count, 0, name);
    assert.deepEqual(r.diagnostics, base.diagnostics, `${name}: findings`);
    assert.deepEqual(r.pods.map((p) => ({ ...p, node: null })), base.pods, `${name}: pods and phases`);
    assert.deepEqual(r.pods.map((p) => p.node), [p.carried ? 'ip-10-0-101-15.ec2.internal' : null], `${name}: the pod's node`);
    assert.equal(detectKubeletLog(text).kubelet, true, `${name}: the client recognises it`);
  }
  // Grafana's text download opens with its query's meta items and a blank line: file furniture, not unparsed lines.
  const header = 'Common labels: {"hostname":"node-1","job":"systemd-journal"}\nLine limit: "1000 (55 returned)"\nTotal bytes processed: "12.3 kB"\n\n';
  const downloaded = buildReport(analyzeText(header + SAMPLE.map(PREFIXED['grafana download txt'].line).join('\n')), 'x', {});
  assert.equal(downloaded.unparsed.count, 0);
  assert.deepEqual(downloaded.counts, base.counts);
  // Its rows name no host: the common labels do.
  assert.deepEqual(downloaded.nodes, ['node-1']);
  assert.deepEqual(downloaded.pods.map((p) => p.node), ['node-1']);
  // A label set that never closes is no prefix: the line stays as it was (nor is a klog header looked for inside it).
  const unclosed = parseText('2023-07-31T17:16:31.865371Z {host="n1" I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE"').records.at(0);
  assert.equal(unclosed.style, 'text');
  assert.equal(unclosed.message, '{host="n1" I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE"');
  // A stream name before a klog line is skipped as before a JSON event; a word before free text is not.
  assert.equal(parseText('2023-07-31T17:16:31.865371Z stream-1 I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE"').records.at(0).message, 'SyncLoop DELETE');
  assert.equal(parseText('2023-07-31T17:16:31.865371Z stream-1 started the thing').records.at(0).message, 'stream-1 started the thing');
});

test('collector entries read from disk in pieces give the report of the whole text', () => {
  assertPiecesGiveWholeReport('kubelet-json.log', SAMPLE.map((l) => JSON.stringify(COLLECTORS['docker json-file'].entry(l))).join('\n') + '\n');
});

test('the kubelet\'s own JSON format is a record, not a wrapper, also when a key is called message', () => {
  const own = '{"ts":1758106668007.8,"caller":"kuberuntime/kuberuntime_manager.go:1","msg":"Container runtime network not ready","v":0,"message":"cni not ready"}';
  assert.equal(readCollectorJson(own), undefined);
  const rec = parseText(own).records.at(0);
  assert.equal(rec.style, 'json');
  assert.equal(rec.message, 'Container runtime network not ready');
  // The same record carried by Docker's json-file driver: the carried record is the kubelet's JSON.
  const carried = parseText(JSON.stringify({ log: `${own}\n`, stream: 'stderr', time: '2025-09-17T11:37:48.007Z' })).records.at(0);
  assert.equal(carried.style, 'json');
  assert.equal(carried.message, 'Container runtime network not ready');
  assert.deepEqual(carried.envelope, { kinds: ['collector-json'], messageKey: 'log' });
  assert.equal(classifyLine(JSON.stringify({ log: `${own}\n` })), 'json');
});

test('entries that carry no line, and application JSON, are not collector entries; a broken one is kept as unparsed', () => {
  assert.equal(readCollectorJson('{"stream":"stderr","time":"2023-08-30T04:28:45Z"}'), undefined);
  assert.equal(readCollectorJson('{"log":42}'), undefined);
  // An API Status object that a minikube dump prints after a failed health check (corpus: minikube-logs-k8s-1.23-…).
  assert.equal(readCollectorJson('{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"forbidden: User \\"system:anonymous\\" cannot get path \\"/healthz\\"","reason":"Forbidden","details":{},"code":403}'), undefined);
  assert.equal(readCollectorJson('{"message":"I0830 04:28:45.123456    1234 kubelet.go:1] \\"x\\""}'), undefined, 'a message alone');
  assert.equal(readCollectorJson('["log","I0830"]'), undefined);
  assert.equal(classifyLine(JSON.stringify({ message: 'GET /healthz 200 in 3ms from the application' })), undefined);
  // Behind a journald prefix, JSON is that program's own record: the journald envelope stays.
  const app = parseText('Aug 30 04:28:45 node-1 myapp[999]: {"level":"info","@timestamp":"2023-08-30T04:28:45Z","message":"request done"}').records.at(0);
  assert.deepEqual(app.envelope, { kinds: ['journald'], host: 'node-1', ident: 'myapp', pid: 999 });
  const broken = parseText('{"log":"I0830 04:28:45.123456    1234 kubelet.go:1] \\"SyncLoop');
  assert.equal(broken.records.at(0).kind, 'unparsed');
  assert.equal(broken.lineCount, 1);
});

test('collector times: RFC3339, and seconds, milliseconds, microseconds or nanoseconds told apart by size', () => {
  const micros = Date.UTC(2023, 7, 30, 4, 28, 45) * 1000 + 123456;
  assert.equal(collectorTimeMicros('2023-08-30T04:28:45.123456789Z'), micros);
  assert.equal(collectorTimeMicros('2023-08-30T06:28:45.123456+02:00'), micros);
  // Seconds as a float carry about 16 digits: the microsecond may be off by one.
  assert.ok(Math.abs(collectorTimeMicros(micros / 1e6)! - micros) <= 1);
  assert.equal(collectorTimeMicros(Math.floor(micros / 1000)), Math.floor(micros / 1000) * 1000);
  assert.equal(collectorTimeMicros(String(micros)), micros);
  assert.equal(collectorTimeMicros(`${micros}789`), micros);
  for (const junk of ['yesterday', '', -5, 0, null, {}, '2023-08-30', Number.NaN]) assert.equal(collectorTimeMicros(junk), undefined, String(junk));
});

test('diagnostics of collector entries point into the carried line, past its escapes', () => {
  for (const name of ['docker json-file', 'cloud logging jsonPayload']) {
    // The carrier key also appears earlier as a value: the column must be found after the key, not the value.
    const lines = SAMPLE.map((l) => JSON.stringify({ note: '"log": "MESSAGE"', ...(COLLECTORS[name].entry(l) as object) }));
    const doc: AnalysedDocument = { uri: 'file:///kubelet.json', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: analyzeText(lines.join('\n')) };
    const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
    assert.ok(diags.length >= 2, `${name}: the sample has findings`);
    for (const d of diags) {
      const rawMessage = lines[d.range.start.line].slice(d.range.start.character, d.range.end.character);
      const klog = SAMPLE[d.range.start.line];
      const body = klog.slice(klog.indexOf('] ') + 2);
      const message = JSON.parse(`"${rawMessage}"`) as string;
      assert.ok(message.length > 20 && body.startsWith(message), `${name} line ${d.range.start.line + 1}: ${rawMessage}`);
    }
  }
});

test('a collector that shipped whole syslog lines: the journald prefix inside is read, with its host, identifier and PID', () => {
  // promtail tailing /var/log/syslog stores `Jul 31 17:16:31 node-1 kubelet[354472]: I0731 …` as the line.
  const syslog = (l: string) => `Jul ${l.slice(3, 5)} ${l.slice(6, 14)} node-1 kubelet[354472]: ${l}`;
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'sample', {});
  const shapes: Record<string, string> = {
    // Grafana's text download (epoch ms, time, line), after its header.
    'grafana download txt': `Line limit: "1000 (${SAMPLE.length} returned)"\n\n${SAMPLE.map((l) => `${Date.parse(rfc3339(l))}\t${rfc3339(l)}\t${syslog(l)}`).join('\n')}`,
    // Loki's logcli --output=jsonl.
    'logcli jsonl': SAMPLE.map((l) => JSON.stringify({ labels: { job: 'varlogs' }, line: syslog(l), timestamp: rfc3339(l) })).join('\n'),
    // A CloudWatch-style time prefix before the line.
    'time prefix': SAMPLE.map((l) => `${rfc3339(l)} ${syslog(l)}`).join('\n'),
  };
  for (const [name, text] of Object.entries(shapes)) {
    const parsed = parseText(text, { today: TODAY });
    const rec = parsed.records.at(parsed.recordOfLine[text.split('\n').findIndex((l) => l.includes('SyncLoop DELETE'))]);
    assert.equal(rec.message, 'SyncLoop DELETE', name);
    assert.deepEqual([rec.envelope?.host, rec.envelope?.ident, rec.envelope?.pid], ['node-1', 'kubelet', 354472], name);
    assert.ok(rec.envelope?.kinds.includes('journald'), name);
    const r = buildReport(analyzeText(text, { today: TODAY }), 'x', {});
    assert.equal(r.unparsed.count, 0, name);
    assert.deepEqual(r.counts, base.counts, `${name}: the sample's verdicts`);
    assert.deepEqual(r.nodes, ['node-1'], name);
    assert.equal(detectKubeletLog(text).kubelet, true, `${name}: the client recognises it`);
  }
  // A carried line that only starts like a month is left as it was.
  const plain = parseText(JSON.stringify({ line: 'Jul is a month', timestamp: '2023-07-31T17:16:31Z' })).records.at(0);
  assert.equal(plain.message, 'Jul is a month');
});

// Pretty-printed dumps of log entries: gcloud's `--format=json` array and its default YAML output, as GKE stores the
// kubelet's journal (jsonPayload.MESSAGE, _HOSTNAME, _PID; keys sorted, so the host comes after the message).
// Fixture: the bundled sample (samples/pod-deletion-1.23.log, the seed's pod deletion) written as such entries, in
// gcloud's default order (newest first) and with --order=asc.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS, type AnalysedDocument } from '../../server/src/features/context';
import { parseText } from '../../server/src/parse/document';
import { prettyField } from '../../server/src/parse/prettyDump';
import { RowMap } from '../../server/src/parse/rowMap';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';
import { detectKubeletLog } from '../../client/src/detect';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd().split('\n');
const TODAY = new Date(Date.UTC(2023, 11, 31));

function rfc3339(line: string): string {
  const h = /^[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})/.exec(line);
  assert.ok(h, 'a klog header');
  return `2023-${h[1]}-${h[2]}T${h[3]}:${h[4]}:${h[5]}.${h[6]}Z`;
}

/** A GKE kubelet entry as Cloud Logging stores it. */
function entry(line: string) {
  return {
    insertId: 'n65fdogr5241a1z4',
    jsonPayload: { MESSAGE: line, PRIORITY: '6', SYSLOG_IDENTIFIER: 'kubelet', _BOOT_ID: 'a1ac0b11', _HOSTNAME: 'gke-pool-1-abcd', _PID: '1675', _SYSTEMD_UNIT: 'kubelet.service' },
    logName: 'projects/p/logs/kubelet',
    receiveTimestamp: rfc3339(line),
    resource: { labels: { cluster_name: 'c', location: 'us-central1-a', node_name: 'gke-pool-1-abcd', project_id: 'p' }, type: 'k8s_node' },
    timestamp: rfc3339(line),
  };
}

/** gcloud's JSON: one array, two-space indents, keys sorted (json_printer.py). */
const asJson = (lines: string[]) => `${JSON.stringify(lines.map(entry), null, 2)}\n`;

/** gcloud's YAML: a `---` document per entry; a string with quotes or `: ` is single-quoted (`'` doubled). */
function asYaml(lines: string[]): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return lines.map((l) => [
    '---', 'insertId: n65fdogr5241a1z4', 'jsonPayload:', `  MESSAGE: ${q(l)}`, "  PRIORITY: '6'", '  SYSLOG_IDENTIFIER: kubelet',
    '  _HOSTNAME: gke-pool-1-abcd', "  _PID: '1675'", 'logName: projects/p/logs/kubelet', `receiveTimestamp: '${rfc3339(l)}'`,
    'resource:', '  labels: {cluster_name: c, location: us-central1-a, node_name: gke-pool-1-abcd, project_id: p}', '  type: k8s_node',
    `timestamp: '${rfc3339(l)}'`,
  ].join('\n')).join('\n') + '\n';
}

/** Each finding as (rule, verdict, the klog line it is on, the klog lines of its evidence), in log order. */
function findingsByText(text: string, lineTexts: (line: number) => string, today?: Date) {
  const r = buildReport(analyzeText(text, today ? { today } : {}), 'x', {});
  return r.diagnostics
    .map((d) => `${d.ruleId} ${d.verdict} ${lineTexts(d.line - 1)} <= ${d.evidence.map((e) => lineTexts(e.line - 1)).sort().join(' | ')}`)
    .sort();
}

test('gcloud dumps (JSON and YAML, newest first and oldest first) give the findings and pods of the lines they carry', () => {
  const want = findingsByText(SAMPLE.join('\n'), (i) => SAMPLE[i], TODAY);
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'x', {});
  assert.ok(want.some((w) => w.includes(' benign ')), 'the sample has its benign NotFound');
  for (const [name, text] of [
    ['json, newest first', asJson([...SAMPLE].reverse())], ['json, oldest first', asJson(SAMPLE)],
    ['yaml, newest first', asYaml([...SAMPLE].reverse())], ['yaml, oldest first', asYaml(SAMPLE)],
  ] as const) {
    const parsed = parseText(text);
    // The klog line each dump line carries, read with the dump's own field reader.
    const kind = name.startsWith('json') ? 'json' : 'yaml';
    const carried = new Map<number, string>();
    text.split('\n').forEach((line, i) => {
      const f = prettyField(line, kind);
      if (f?.kind === 'message') carried.set(i, f.value);
    });
    assert.equal(carried.size, SAMPLE.length, `${name}: one message line per entry`);
    let logRecords = 0;
    for (let i = 0; i < parsed.records.length; i++) {
      const rec = parsed.records.at(i);
      if (rec.kind === 'log') {
        logRecords++;
        assert.ok(carried.has(rec.line), `${name}: record on line ${rec.line + 1} is a message line`);
      } else assert.equal(rec.metaKind, 'structure', `${name}: line ${rec.line + 1}`);
    }
    assert.equal(logRecords, SAMPLE.length, `${name}: one record per entry`);
    assert.equal(parsed.reversed, name.includes('newest'), `${name}: order`);
    assert.equal(parsed.yearSource, 'log', `${name}: the year comes from the entries`);
    // The host and PID come after the message in the entry: they complete its envelope.
    const first = parsed.records.at(parsed.recordOfLine[[...carried.keys()][0]]);
    assert.deepEqual(first.envelope, { kinds: ['collector-json'], host: 'gke-pool-1-abcd', ident: 'kubelet', pid: 1675, messageKey: 'MESSAGE' }, name);
    const r = buildReport(analyzeText(text), 'x', {});
    assert.equal(r.unparsed.count, 0, `${name}: the structure lines are not unparsed`);
    assert.equal(r.lines, text.trimEnd().split('\n').length, `${name}: every line counted`);
    assert.deepEqual(findingsByText(text, (i) => carried.get(i) ?? `(line ${i + 1} carries none)`), want, `${name}: findings`);
    assert.deepEqual(r.pods.map((p) => [p.name, p.state, p.phases.map((ph) => ph.phase)]), base.pods.map((p) => [p.name, p.state, p.phases.map((ph) => ph.phase)]), `${name}: pods`);
    assert.equal(detectKubeletLog(text).kubelet, true, `${name}: the client recognises it`);
  }
});

test('a gcloud dump read from disk in pieces gives the report of the whole text', () => {
  for (const [name, text] of [['asc.json', asJson(SAMPLE)], ['asc.yaml', asYaml(SAMPLE)], ['desc.json', asJson([...SAMPLE].reverse())]] as const) {
    assertPiecesGiveWholeReport(name, text);
  }
});

test('diagnostics of a gcloud dump point at the message inside its line, past JSON escapes and YAML quotes', () => {
  for (const [name, text] of [['json', asJson(SAMPLE)], ['yaml', asYaml(SAMPLE)]] as const) {
    const lines = text.trimEnd().split('\n');
    const doc: AnalysedDocument = { uri: 'file:///kubelet.json', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: analyzeText(text) };
    const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
    assert.ok(diags.length >= 2, `${name}: findings`);
    for (const d of diags) {
      const raw = lines[d.range.start.line].slice(d.range.start.character, d.range.end.character);
      const message = name === 'json' ? (JSON.parse(`"${raw}"`) as string) : raw.replace(/''/g, "'");
      assert.ok(message.length > 20 && SAMPLE.some((l) => l.slice(l.indexOf('] ') + 2).startsWith(message)), `${name} line ${d.range.start.line + 1}: ${raw}`);
    }
  }
});

test('the fields a dump line gives: quoted, plain and flow-mapped values; structure and unknown keys give none', () => {
  assert.deepEqual(prettyField(`      "MESSAGE": "I0830 04:28:45.123456    1234 kubelet.go:1] \\"x\\"",`, 'json'), { kind: 'message', key: 'MESSAGE', value: 'I0830 04:28:45.123456    1234 kubelet.go:1] "x"' });
  assert.deepEqual(prettyField(`  MESSAGE: 'it''s'`, 'yaml'), { kind: 'message', key: 'MESSAGE', value: "it's" });
  assert.deepEqual(prettyField(`  MESSAGE: "a\\tb"`, 'yaml'), { kind: 'message', key: 'MESSAGE', value: 'a\tb' });
  assert.deepEqual(prettyField(`  _HOSTNAME: gke-pool-1-abcd`, 'yaml'), { kind: 'host', value: 'gke-pool-1-abcd' });
  assert.deepEqual(prettyField(`  labels: {cluster_name: c, node_name: gke-n2, project_id: p}`, 'yaml'), { kind: 'host', value: 'gke-n2' });
  assert.deepEqual(prettyField(`  "_PID": "1675",`, 'json'), { kind: 'pid', value: '1675' });
  assert.deepEqual(prettyField(`  "logName": "projects/p/logs/kubelet",`, 'json'), { kind: 'ident', value: 'kubelet' });
  assert.deepEqual(prettyField(`  "timestamp": "2023-08-30T04:28:45.123456Z"`, 'json'), { kind: 'time', micros: Date.UTC(2023, 7, 30, 4, 28, 45) * 1000 + 123456 });
  for (const line of ['  {', '  },', '  "jsonPayload": {', '  "insertId": "x",', 'jsonPayload:', '  _PID: many', '  MESSAGE: |', '  "_PID": "x1"']) {
    assert.equal(prettyField(line, line.includes('"') ? 'json' : 'yaml'), undefined, line);
  }
});

test('gcloud YAML as gcloud prints it (ruamel, values wrapped at 80 columns): every entry is its record, over all its lines', () => {
  // Fixture: scripts/gen-gcloud-fixtures.py (the sample as GKE entries, printed by ruamel as gcloud's yaml_printer does).
  const text = readFileSync(join(__dirname, '..', 'fixtures', 'pod-deletion-1.23.gcloud.yaml'), 'utf8');
  const parsed = parseText(text);
  const plain = parseText(SAMPLE.join('\n'), { today: TODAY });
  const logs = [...Array(parsed.records.length).keys()].map((i) => parsed.records.at(i)).filter((r) => r.kind === 'log');
  assert.equal(logs.length, SAMPLE.length, 'one record per entry');
  assert.ok(logs.some((r) => r.endLine > r.line), 'wrapped values span their lines');
  // Newest first: the k-th record carries the sample's line counted from the end, unfolded exactly.
  logs.forEach((r, k) => {
    const want = plain.records.at(SAMPLE.length - 1 - k);
    assert.equal(r.message, want.message, `entry ${k + 1}`);
    assert.equal(r.time, want.time, `entry ${k + 1}: time`);
    assert.deepEqual(r.fields.map((f) => `${f.key}=${f.value}`), want.fields.map((f) => `${f.key}=${f.value}`), `entry ${k + 1}: fields`);
    assert.equal(r.envelope?.host, 'gke-pool-1-abcd');
  });
  for (let l = 0; l < parsed.lineCount; l++) assert.ok(parsed.recordOfLine[l] >= 0 && parsed.recordOfLine[l] < parsed.records.length, `line ${l + 1} has its record`);
  const r = buildReport(analyzeText(text), 'x', {});
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'x', {});
  assert.deepEqual(r.diagnostics.map((d) => `${d.ruleId} ${d.verdict}`).sort(), base.diagnostics.map((d) => `${d.ruleId} ${d.verdict}`).sort());
  assert.deepEqual(r.pods.map((p) => p.phases.map((ph) => ph.phase)), base.pods.map((p) => p.phases.map((ph) => ph.phase)));
  assert.equal(detectKubeletLog(text).kubelet, true);
  assertPiecesGiveWholeReport('sample.gcloud.yaml', text, [300, 2048]);
});

test('wrapped YAML values: plain and quoted, folded back; a value the log ends in is kept', () => {
  // Two entries as ruamel wraps them (a plain value, a single-quoted one), then one cut short at the end of the file.
  const text = [
    '---', 'jsonPayload:',
    '  MESSAGE: I0830 04:28:45.123456    1675 kubelet.go:2130] "SyncLoop DELETE" source="api"', '    pods=["ns/web"]',
    '  _HOSTNAME: gke-pool-1-abcd', "timestamp: '2023-08-30T04:28:45.123456Z'",
    '---', 'jsonPayload:',
    `  MESSAGE: 'E0830 04:28:46.123456    1675 remote_runtime.go:604] "ContainerStatus`,
    `    from runtime service failed" err="rpc error: code = NotFound desc = it''s gone"`,
    `    containerID="5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f"'`,
    '  _HOSTNAME: gke-pool-1-abcd',
    '---', 'jsonPayload:', `  MESSAGE: 'I0830 04:28:47.123456    1675 kubelet.go:2130] "SyncLoop`,
  ].join('\n');
  const parsed = parseText(text);
  const logs = [...Array(parsed.records.length).keys()].map((i) => parsed.records.at(i)).filter((r) => r.kind === 'log');
  assert.deepEqual(logs.map((r) => [r.line, r.endLine, r.message]), [
    [2, 3, 'SyncLoop DELETE'], [8, 10, 'ContainerStatus from runtime service failed'], [14, 14, 'SyncLoop'],
  ]);
  assert.equal(logs[0].fields.find((f) => f.key === 'pods')?.value, '["ns/web"]');
  assert.equal(logs[1].fields.find((f) => f.key === 'err')?.value, "rpc error: code = NotFound desc = it's gone");
  assert.deepEqual([parsed.recordOfLine[9], parsed.recordOfLine[10]], [logs[1].index, logs[1].index]);
  // Double quotes: escapes, and a `\` that joins two lines without a space.
  const yaml = '---\njsonPayload:\n  MESSAGE: "I0830 04:28:45.123456    1675 kubelet.go:2130] \\"SyncLoop DELETE\\"\\\n    \\ source=\\"api\\"\\tpods=[]"\n';
  const quoted = parseText(yaml);
  const record = quoted.records.at(quoted.recordOfLine[2]);
  assert.equal(record.message, 'SyncLoop DELETE');
  assert.equal(record.fields.map((f) => f.key).join(','), 'source,pods');
  assert.equal(quoted.records.length, 2, 'the structure lines before it are one record');
});

test('what opens like a dump and is not one stays a log; JSON dumps in any indentation, journalctl json-pretty', () => {
  const klog = 'E0830 04:28:45.123456    1234 remote_runtime.go:604] "ContainerStatus from runtime service failed" containerID="5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f"';
  for (const opener of ['---', '{', '[']) {
    const p = parseText(`${opener}\n${klog}\n`);
    assert.equal(p.prettyDump, undefined, opener);
    assert.equal(p.records.at(1).message, 'ContainerStatus from runtime service failed', opener);
    assert.equal(detectKubeletLog(`${opener}\n${klog}\n${klog}\n`).kubelet, true, opener);
  }
  const entries = [
    { MESSAGE: 'I0830 04:28:45.123456    1675 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=["ns/a"]', _HOSTNAME: 'node-1', _PID: '1675' },
    { MESSAGE: 'I0830 04:28:46.123456    2000 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=["ns/b"]', _HOSTNAME: 'node-2', _PID: '2000' },
  ];
  // journalctl -o json-pretty: objects one after another, tab-indented, a space before the colon.
  const jsonPretty = entries.map((e) => JSON.stringify(e, null, '\t').replace(/": /g, '" : ')).join('\n');
  for (const [name, text] of [['2 spaces', JSON.stringify(entries, null, 2)], ['4 spaces', JSON.stringify(entries, null, 4)], ['tabs', JSON.stringify(entries, null, '\t')], ['json-pretty', jsonPretty]]) {
    const p = parseText(text);
    const logs = [...Array(p.records.length).keys()].map((i) => p.records.at(i)).filter((r) => r.kind === 'log');
    assert.deepEqual(logs.map((r) => `${r.envelope?.host}/${r.envelope?.pid}`), ['node-1/1675', 'node-2/2000'], name);
  }
});

test('a gcloud entry that continues a multi-line value leaves the head record\'s host alone; a line without a klog time takes the entry\'s', () => {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const msgs = [
    'E0830 04:28:45.123456    1675 pod_workers.go:1] "Error syncing pod, skipping" err=<',
    '\tfailed to "StartContainer" for "app" with CrashLoopBackOff',
    ' > pod="ns/web" podUID=11111111-2222-3333-4444-555555555555',
    'Flag --pod-infra-container-image has been deprecated, will be removed in a future release.',
  ];
  const yaml = msgs.map((l, i) => ['---', 'jsonPayload:', `  MESSAGE: ${q(l)}`, `  _HOSTNAME: node-${i}`, "  _PID: '1675'", `timestamp: '2023-08-30T04:28:4${5 + i}.123456Z'`].join('\n')).join('\n');
  const p = parseText(yaml);
  const logs = [...Array(p.records.length).keys()].map((i) => p.records.at(i)).filter((r) => r.kind === 'log');
  assert.equal(logs[0].envelope?.host, 'node-0', 'the head keeps its own entry\'s host');
  assert.equal(logs[0].endLine, 14, 'the continuation entries belong to it');
  assert.equal(logs[1].message, msgs[3]);
  assert.equal(logs[1].time, Date.UTC(2023, 7, 30, 4, 28, 48) * 1000 + 123456, 'the entry\'s time');
});

test('RowMap: rows in every shard, past the 2^24 entries a Map can hold', () => {
  const m = new RowMap<string>();
  const rows = [0, 1, (1 << 22) - 1, 1 << 22, (1 << 24) + 5, 2 ** 30, 2 ** 32 - 1];
  rows.forEach((r) => m.set(r, `v${r}`));
  m.set(1, 'again');
  assert.equal(m.size, rows.length);
  for (const r of rows) assert.equal(m.get(r), r === 1 ? 'again' : `v${r}`);
  assert.equal(m.has(3), false);
  assert.equal(m.delete(1 << 22), true);
  assert.equal(m.delete(1 << 22), false);
  assert.equal(m.size, rows.length - 1);
  assert.equal(m.get(1 << 22), undefined);
});

/** `journalctl -o verbose`: the entry's time (its zone) and cursor, then its fields indented by four spaces. */
function asVerbose(lines: string[]): string {
  return lines.map((l, i) => [
    `Mon ${rfc3339(l).slice(0, 10)} ${rfc3339(l).slice(11, 26)} UTC [s=8a3c5b6e2f1d4e7a9b0c1d2e3f4a5b6c;i=${(0x1a2b3 + i).toString(16)};b=0123456789abcdef0123456789abcdef;m=2b6f1a3c;t=601c2d3e4f5a6;x=9f8e7d6c5b4a3928]`,
    '    _TRANSPORT=stdout', '    PRIORITY=6', '    SYSLOG_FACILITY=3', '    SYSLOG_IDENTIFIER=kubelet', `    MESSAGE=${l}`,
    '    _PID=1675', '    _COMM=kubelet', '    _SYSTEMD_UNIT=kubelet.service', '    _HOSTNAME=gke-pool-1-abcd',
  ].join('\n')).join('\n') + '\n';
}

/** `journalctl -o export`: unindented fields from `__CURSOR=` on, an empty line after each entry. */
function asExport(lines: string[]): string {
  return lines.map((l, i) => [
    `__CURSOR=s=8a3c5b6e2f1d4e7a9b0c1d2e3f4a5b6c;i=${(0x1a2b3 + i).toString(16)};b=0123456789abcdef0123456789abcdef`,
    `__REALTIME_TIMESTAMP=${Date.parse(rfc3339(l)) * 1000 + Number(rfc3339(l).slice(23, 26))}`,
    '__MONOTONIC_TIMESTAMP=728312380', '_HOSTNAME=gke-pool-1-abcd', 'SYSLOG_IDENTIFIER=kubelet', '_PID=1675', `MESSAGE=${l}`, '',
  ].join('\n')).join('\n');
}

test('journalctl -o verbose and -o export are dumps of entries: every entry is its record, with its host, identifier and PID', () => {
  const want = findingsByText(SAMPLE.join('\n'), (i) => SAMPLE[i], TODAY);
  const base = buildReport(analyzeText(SAMPLE.join('\n'), { today: TODAY }), 'x', {});
  for (const [name, text] of [['verbose', asVerbose(SAMPLE)], ['export', asExport(SAMPLE)]] as const) {
    const lines = text.trimEnd().split('\n');
    const carried = new Map<number, string>();
    lines.forEach((line, i) => {
      const f = prettyField(line, 'journal');
      if (f?.kind === 'message') carried.set(i, f.value);
    });
    assert.equal(carried.size, SAMPLE.length, `${name}: one message line per entry`);
    const parsed = parseText(text);
    assert.equal(parsed.prettyDump, 'journal', name);
    assert.match(parsed.shape, /^journal-dump · klog structured/, name);
    assert.equal(parsed.yearSource, 'log', `${name}: the year comes from the entries`);
    const first = parsed.records.at(parsed.recordOfLine[[...carried.keys()][0]]);
    assert.deepEqual([first.envelope?.host, first.envelope?.ident, first.envelope?.pid, first.message], ['gke-pool-1-abcd', 'kubelet', 1675, 'SyncLoop DELETE'], name);
    const r = buildReport(analyzeText(text), 'x', {});
    assert.equal(r.unparsed.count, 0, `${name}: the fields are structure, not unparsed`);
    assert.deepEqual(findingsByText(text, (i) => carried.get(i) ?? `(line ${i + 1} carries none)`), want, `${name}: findings`);
    assert.deepEqual(r.pods.map((p) => [p.name, p.state, p.phases.map((ph) => ph.phase)]), base.pods.map((p) => [p.name, p.state, p.phases.map((ph) => ph.phase)]), `${name}: pods`);
    // Diagnostics point at the message after `MESSAGE=`.
    const doc: AnalysedDocument = { uri: 'file:///kubelet.txt', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: analyzeText(text) };
    const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
    assert.ok(diags.length >= 2, `${name}: findings`);
    for (const d of diags) {
      const raw = lines[d.range.start.line].slice(d.range.start.character, d.range.end.character);
      assert.ok(raw.length > 20 && SAMPLE.some((l) => l.slice(l.indexOf('] ') + 2).startsWith(raw)), `${name} line ${d.range.start.line + 1}: ${raw}`);
    }
    assert.equal(detectKubeletLog(text).kubelet, true, `${name}: the client recognises it`);
    assertPiecesGiveWholeReport(`${name}.txt`, text);
  }
  // Older journalctl (before v250) writes its own first line, and `-- Reboot --` between boots, in every output.
  const verbose = asVerbose(SAMPLE).trimEnd().split('\n');
  const secondEntry = verbose.findIndex((l, i) => i > 0 && /^\w{3} \d{4}-/.test(l));
  const older = ['-- Logs begin at Mon 2023-07-31 10:00:00 UTC, end at Mon 2023-07-31 18:00:00 UTC. --', ...verbose.slice(0, secondEntry), '-- Reboot --', ...verbose.slice(secondEntry)].join('\n');
  const parsedOlder = parseText(older);
  assert.equal(parsedOlder.prettyDump, 'journal');
  for (const at of [0, secondEntry + 1]) assert.equal(parsedOlder.records.at(parsedOlder.recordOfLine[at]).metaKind, 'journal-marker', `line ${at + 1}`);
  assert.equal(buildReport(analyzeText(older), 'x', {}).unparsed.count, 0);
  const olderLines = older.split('\n');
  const olderCarried = (i: number) => prettyField(olderLines[i], 'journal')?.kind === 'message' ? (prettyField(olderLines[i], 'journal') as { value: string }).value : `(line ${i + 1} carries none)`;
  assert.deepEqual(findingsByText(older, olderCarried), want, 'older: findings');
  assert.equal(detectKubeletLog(older).kubelet, true, 'older: the client recognises it');
  // A log whose first line only looks like a verbose entry's start stays a log.
  assert.equal(parseText(`${asVerbose(SAMPLE).split('\n')[0]}\n${SAMPLE[0]}\n`).prettyDump, undefined);
});

test('a journal dump loses no line: short-output lines appended to it are read, and -o export\'s binary MESSAGE is its record', () => {
  const want = findingsByText(SAMPLE.join('\n'), (i) => SAMPLE[i], TODAY).length;
  assert.ok(want >= 2);
  // The first half as a verbose dump, the rest as the plain lines they are (a dump and a short-output file joined).
  const half = Math.floor(SAMPLE.length / 2);
  const mixed = asVerbose(SAMPLE.slice(0, half)) + SAMPLE.slice(half).join('\n') + '\n';
  const parsed = parseText(mixed);
  assert.equal(parsed.prettyDump, 'journal');
  let logRecords = 0;
  for (let i = 0; i < parsed.records.length; i++) if (parsed.records.at(i).kind === 'log') logRecords++;
  assert.equal(logRecords, SAMPLE.length, 'every entry and every appended line is a record of the log');
  const counts = buildReport(analyzeText(mixed, { today: TODAY }), 'x', {}).counts;
  assert.equal(counts.benign + counts.investigate + counts.actionable, want, 'the same findings as the plain lines');
  // `-o export` writes a field that is not plain text as its name alone, then its 64-bit length and its bytes.
  const binary = asExport(SAMPLE).split('\n').map((l) => {
    if (!l.startsWith('MESSAGE=')) return l;
    const text = l.slice('MESSAGE='.length);
    const length = Buffer.alloc(8);
    length.writeBigUInt64LE(BigInt(text.length));
    return `MESSAGE\n${length.toString('latin1')}${text}`;
  }).join('\n');
  const r = buildReport(analyzeText(binary, { today: TODAY }), 'x', {});
  const plain = buildReport(analyzeText(asExport(SAMPLE), { today: TODAY }), 'x', {});
  assert.equal(r.records, plain.records);
  assert.deepEqual(r.counts, plain.counts);
  assert.equal(r.unparsed.count, 0);
  // Diagnostics on a binary MESSAGE point at the quoted message after its eight bytes of length.
  const lines = binary.split('\n');
  const doc: AnalysedDocument = { uri: 'file:///export.txt', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: analyzeText(binary, { today: TODAY }) };
  const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
  assert.ok(diags.length >= 2);
  for (const d of diags) assert.match(lines[d.range.start.line].slice(d.range.start.character, d.range.end.character), /^"[A-Z][^"]*"$/, `line ${d.range.start.line + 1}`);
});

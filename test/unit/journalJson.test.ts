// journalctl -o json / json-seq exports: each entry's MESSAGE is parsed as the line it carries, under the entry's
// envelope, and a diagnostic's range lands on the message inside the JSON line.
// Fixture: the bundled sample (samples/pod-deletion-1.23.log, the seed's pod deletion) wrapped as journal entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostics } from '../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS, type AnalysedDocument } from '../../server/src/features/context';
import { readJournalJson } from '../../server/src/parse/journalJson';
import { lineColumnOfMessage } from '../../server/src/parse/carriedColumn';
import { parseText } from '../../server/src/parse/document';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd().split('\n');
const TODAY = new Date(Date.UTC(2023, 11, 31));

/** The klog line's header time as epoch microseconds in 2023 (the sample's node clock is UTC). */
function micros(line: string): number {
  const h = /^[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})/.exec(line);
  assert.ok(h, 'a klog header');
  return Date.UTC(2023, +h[1] - 1, +h[2], +h[3], +h[4], +h[5]) * 1000 + +h[6];
}

/** An entry as journalctl writes it: compact (systemd ≥ 240), spaced (older), or json-seq. */
function entry(line: string, style: 'compact' | 'spaced' | 'seq'): string {
  const fields: Record<string, string> = {
    __CURSOR: 's=0;i=1', __REALTIME_TIMESTAMP: String(micros(line)), __MONOTONIC_TIMESTAMP: '5000000',
    _HOSTNAME: 'node-1', PRIORITY: '6', SYSLOG_IDENTIFIER: 'kubelet', _PID: '354472', _SYSTEMD_UNIT: 'kubelet.service', MESSAGE: line,
  };
  if (style === 'spaced') return `{ ${Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)} : ${JSON.stringify(v)}`).join(', ')} }`;
  return (style === 'seq' ? '\x1e' : '') + JSON.stringify(fields);
}

test('a JSON journal export gives the analysis of the same lines exported as text', () => {
  const text = SAMPLE.map((l) => `Jul 31 ${l.slice(6, 21)} node-1 kubelet[354472]: ${l}`).join('\n');
  const base = buildReport(analyzeText(text, { today: TODAY }), 'sample', {});
  assert.ok(base.diagnostics.some((d) => d.verdict === 'benign'), 'the sample has its benign NotFound');
  for (const style of ['compact', 'spaced', 'seq'] as const) {
    const json = SAMPLE.map((l) => entry(l, style)).join('\n');
    const parsed = parseText(json);
    assert.equal(parsed.records.length, SAMPLE.length, `${style}: one record per entry`);
    const first = parsed.records.at(0);
    assert.deepEqual(first.envelope, { kinds: ['journald-json'], host: 'node-1', ident: 'kubelet', pid: 354472 });
    assert.equal(parsed.records.at(1).envelope, first.envelope, 'one envelope for the lines of one process');
    assert.equal(first.message, 'SyncLoop DELETE');
    assert.equal(parsed.yearSource, 'log', 'the entry time gives the year');
    assert.match(parsed.shape, /^journald-json · klog structured/);
    // No file date and no "today": the year can only come from the entries.
    const r = buildReport(analyzeText(json), 'sample', {});
    assert.equal(r.unparsed.count, 0, style);
    assert.deepEqual(r.diagnostics, base.diagnostics, `${style}: findings`);
    assert.deepEqual(r.pods, base.pods, `${style}: pods and phases`);
  }
});

test('a JSON journal export read from disk in pieces gives the report of the whole text', () => {
  assertPiecesGiveWholeReport('kubelet.json', SAMPLE.map((l) => entry(l, 'compact')).join('\n') + '\n');
});

test('entry fields: a MESSAGE written as bytes, a missing PID, a second line of a message, other JSON lines', () => {
  const bytes = [...Buffer.from('W0731 17:16:31.865371  354472 kubelet.go:2130] caf\u00e9')];
  const e = readJournalJson(JSON.stringify({ __REALTIME_TIMESTAMP: '1690823791865371', MESSAGE: bytes, _COMM: 'kubelet' }));
  assert.deepEqual(e, { envelope: { kinds: ['journald-json'], host: 'localhost', ident: 'kubelet' }, message: 'W0731 17:16:31.865371  354472 kubelet.go:2130] caf\u00e9', absoluteTime: 1690823791865371 });
  assert.equal(readJournalJson(JSON.stringify({ __REALTIME_TIMESTAMP: '1', MESSAGE: 'a\nb' }))?.message, 'a');
  // kubelet's own JSON logging format is not a journal entry; a broken entry is an unparsed line, kept.
  assert.equal(readJournalJson('{"ts":1758106668007.8,"caller":"app/server.go:529","msg":"Kubelet version","v":0}'), undefined);
  const broken = parseText('{"__REALTIME_TIMESTAMP":"1690823791865371","MESSAGE":"I0731 17:16');
  assert.equal(broken.records.at(0).kind, 'unparsed');
});

test('diagnostics of a JSON journal export point into the MESSAGE of the line, past its escapes', () => {
  const lines = SAMPLE.map((l) => entry(l, 'spaced'));
  const doc: AnalysedDocument = { uri: 'file:///kubelet.json', version: 1, source: { lineCount: lines.length, lineAt: (i) => lines[i] }, analysis: analyzeText(lines.join('\n')) };
  const diags = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
  assert.ok(diags.length >= 2, 'the sample has findings');
  for (const d of diags) {
    const line = lines[d.range.start.line];
    const rawMessage = line.slice(d.range.start.character, d.range.end.character);
    // The range covers the klog body (after the header), as in a text log: decoded, it is that text exactly.
    const klog = SAMPLE[d.range.start.line];
    const body = klog.slice(klog.indexOf('] ') + 2);
    const message = JSON.parse(`"${rawMessage}"`) as string;
    assert.ok(message.length > 20 && body.startsWith(message), `line ${d.range.start.line + 1}: ${rawMessage}`);
    assert.ok(message.includes('"'), 'the range spans escaped quotes');
    for (const info of d.relatedInformation ?? []) assert.ok(info.location.range.end.character <= lines[info.location.range.start.line].length);
  }
  // Escapes: a quote in the message takes two columns in the line, \u0009 six.
  const line = JSON.stringify({ MESSAGE: 'a"b\tc' }).replace('\\t', '\\u0009');
  assert.equal(line.slice(lineColumnOfMessage(line, 0), lineColumnOfMessage(line, 0) + 1), 'a');
  assert.equal(line.slice(lineColumnOfMessage(line, 2), lineColumnOfMessage(line, 2) + 1), 'b');
  assert.equal(line.slice(lineColumnOfMessage(line, 4), lineColumnOfMessage(line, 4) + 1), 'c');
});

test('an entry whose MESSAGE journalctl left out (null: over 4096 bytes without --all) is an unparsed line with a notice, not a silent empty record', () => {
  const lines = SAMPLE.map((l) => entry(l, 'compact'));
  // The sample's line 27 (ContainerStatus NotFound) as journalctl writes it when its text was too long.
  lines[26] = lines[26].replace(/"MESSAGE":"(?:[^"\\]|\\.)*"/, '"MESSAGE":null');
  lines[27] = lines[27].replace(/"MESSAGE":"(?:[^"\\]|\\.)*"/, '"MESSAGE":{"not":"text"}');
  const parsed = parseText(lines.join('\n'), { today: TODAY });
  const kinds = [parsed.records.at(26).kind, parsed.records.at(27).kind];
  assert.deepEqual(kinds, ['unparsed', 'unparsed']);
  assert.equal(parsed.notices.filter((n) => /MESSAGE as null/.test(n.message)).length, 1, 'said once');
  assert.match(parsed.notices.find((n) => /MESSAGE as null/.test(n.message))!.message, /--all/);
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  assert.equal(a.findings.some((f) => f.line === 26), false, 'no finding from a lost text');
});

// Lines that repeat the text after their klog time take an earlier line's reading (parse/klogTail.ts). These tests
// check that nothing a reader can see depends on it: every record, and the whole report, equal those of a parse where
// every line is read on its own (shareTails: false).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBytes } from '../../server/src/parse/decode';
import { parseText } from '../../server/src/parse/document';
import { readKlogHeader } from '../../server/src/parse/klogHeader';
import { fixedTime, readFixedKlogTime } from '../../server/src/parse/klogTail';
import { SEVERITY_CODE } from '../../server/src/parse/recordStore';
import type { LogRecord, ParsedLog } from '../../server/src/parse/types';
import { analyzeParsed } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';
import { generate } from '../../bench/generate';
import { CORPUS, HAVE } from './corpusFixture';

const TODAY = new Date(Date.UTC(2026, 0, 1));

function view(r: LogRecord): unknown {
  return {
    kind: r.kind, line: r.line, endLine: r.endLine, style: r.style, severity: r.severity, time: r.time, thread: r.thread,
    file: r.file, sourceLine: r.sourceLine, message: r.message, span: r.messageSpan, bodyStart: r.bodyStart,
    envelope: r.envelope, section: r.section, metaKind: r.metaKind,
    fields: r.fields.map((f) => ({ key: f.key, value: f.value, kind: f.kind, keySpan: f.keySpan, valueSpan: f.valueSpan })),
  };
}

/** The same text parsed with and without shared tails: same records, same report. Returns how many rows shared one. */
function assertSameAsAlone(name: string, text: string): number {
  const shared = parseText(text, { today: TODAY });
  const alone = parseText(text, { today: TODAY, shareTails: false });
  assert.equal(shared.records.length, alone.records.length, `${name}: record count`);
  let sharing = 0;
  for (let i = 0; i < shared.records.length; i++) {
    const a = shared.records.at(i);
    if ((a.tailId ?? 0) > 0) sharing++;
    assert.deepEqual(view(a), view(alone.records.at(i)), `${name}: record ${i} (line ${a.line + 1})`);
  }
  assert.equal(alone.records.at(0).tailId ?? 0, 0);
  const report = (p: ParsedLog) => JSON.stringify(buildReport(analyzeParsed(p), name));
  // Fresh parses: the views above read every record's fields, which the index would otherwise read lazily.
  assert.equal(report(parseText(text, { today: TODAY })), report(parseText(text, { today: TODAY, shareTails: false })), `${name}: report`);
  return sharing;
}

test('readFixedKlogTime reads what readKlogHeader reads, only for the six-digit klog time', () => {
  const cases = [
    'I0830 04:28:45.123456    1234 kubelet.go:2129] "SyncLoop (housekeeping)"',
    'E1231 23:59:59.999999 1 remote_runtime.go:597] x',
    'W0101 00:00:00.000000 77 a.go:1] y',
    'F0229 12:34:56.000001 9 b.go:2] z',
  ];
  for (const line of cases) {
    assert.ok(readFixedKlogTime(line, 0), line);
    const h = readKlogHeader(line, 0)!;
    assert.deepEqual([fixedTime.severity, fixedTime.month, fixedTime.day, fixedTime.micros], [SEVERITY_CODE[h.severity!], h.month, h.day, h.micros], line);
  }
  // Other widths and shapes are read by readKlogHeader alone (the text after 21 characters would not be the tail).
  for (const line of [
    'I0830 04:28:45.123456789 1234 kubelet.go:1] x', 'I0830 04:28:45.123 1234 kubelet.go:1] x', 'I0830 04:28:45.1234561234 kubelet.go:1] x',
    'X0830 04:28:45.123456 1234 kubelet.go:1] x', 'I08a0 04:28:45.123456 1234 kubelet.go:1] x', 'I0830 04-28:45.123456 1234 kubelet.go:1] x',
    'I0830 04:28:45.123456', '',
  ]) assert.equal(readFixedKlogTime(line, 0), false, line);
  assert.ok(readFixedKlogTime('Aug 30 kind kubelet[1]: I0830 04:28:45.123456 1 a.go:1] x', 24));
});

test('lines that repeat the text after their time share a reading, each with its own severity and time', () => {
  const lines: string[] = [];
  for (let i = 0; i < 6; i++) {
    const sec = String(10 + i).padStart(2, '0');
    lines.push(`${i % 2 ? 'W' : 'I'}0830 04:28:${sec}.00000${i}    1234 kubelet.go:2129] "SyncLoop (housekeeping)"`);
    lines.push(`I0830 04:28:${sec}.500000    1234 kubelet.go:2200] "Probe succeeded" probeType="Readiness" pod="ns/web-${i % 2}" podUID=0c3d6a3e-1111-4c54-bcce-3dcaedb62f5${i % 2}`);
  }
  const parsed = parseText(lines.join('\n'), { today: TODAY });
  const recs = Array.from({ length: parsed.records.length }, (_, i) => parsed.records.at(i));
  const housekeeping = recs.filter((r) => r.message === 'SyncLoop (housekeeping)');
  assert.equal(housekeeping.length, 6);
  // Kept the second time a text is seen: from then on every line shares it.
  const ids = housekeeping.map((r) => r.tailId);
  assert.equal(ids[0], 0);
  assert.ok(ids[1]! > 0);
  assert.ok(ids.slice(1).every((id) => id === ids[1]), String(ids));
  assert.deepEqual(housekeeping.map((r) => r.severity), ['I', 'W', 'I', 'W', 'I', 'W']);
  assert.deepEqual(new Set(housekeeping.map((r) => r.time)).size, 6);
  // Two pods' probe lines differ in their text: never the same tail.
  const probes = recs.filter((r) => r.message === 'Probe succeeded');
  const byPod = new Map<string, Set<number>>();
  for (const r of probes) {
    const pod = r.fields.find((f) => f.key === 'pod')!.value;
    if (!byPod.has(pod)) byPod.set(pod, new Set());
    if (r.tailId) byPod.get(pod)!.add(r.tailId);
  }
  assert.equal(byPod.size, 2);
  const [a, b] = [...byPod.values()];
  assert.ok(a.size === 1 && b.size === 1 && [...a][0] !== [...b][0]);
  assertSameAsAlone('repeats', lines.join('\n'));
});

test('texts that a sample cannot tell apart still get their own readings', () => {
  // Same length, same characters at every sampled place: only one character in the middle of the UID differs.
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    const which = i % 4;
    lines.push(`I0830 04:28:${String(i).padStart(2, '0')}.000000 1 pod_workers.go:900] "Pod is terminated" pod="ns/p" podUID=aaaaaaaa-aaaa-aaaa-aaaa-aaaaaa${which}aaaaa`);
  }
  const text = lines.join('\n');
  assert.ok(assertSameAsAlone('near-twins', text) > 0);
  const parsed = parseText(text, { today: TODAY });
  for (let i = 0; i < parsed.records.length; i++) {
    const uid = parsed.records.at(i).fields.find((f) => f.key === 'podUID')!.value;
    assert.equal(uid, `aaaaaaaa-aaaa-aaaa-aaaa-aaaaaa${i % 4}aaaaa`);
  }
});

test('records and reports do not depend on shared readings: the bench log, both renderings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'klog-tail-'));
  try {
    const meta = generate({ lines: 10_000, dir });
    for (const variant of ['plain', 'journald'] as const) {
      const sharing = assertSameAsAlone(variant, readFileSync(meta.files[variant]!, 'utf8'));
      // Most of the bench's lines repeat a text (housekeeping, probes, eviction manager).
      assert.ok(sharing > 5_000, `${variant}: ${sharing} rows shared a reading`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('records and reports do not depend on shared readings: every corpus log', (t) => {
  if (!HAVE) {
    t.skip(`no corpus at ${CORPUS}`);
    return;
  }
  let sharing = 0;
  for (const name of readdirSync(CORPUS).filter((f) => f.endsWith('.log')).sort()) {
    sharing += assertSameAsAlone(name, decodeBytes(readFileSync(join(CORPUS, name))).text);
  }
  assert.ok(sharing > 1_000, `${sharing} rows shared a reading`);
});

test('long texts are read each time, never kept: the tables would keep their lines alive', () => {
  const long = (i: number) => `I0830 04:28:4${i}.000000    1234 status_manager.go:664] "Patch status for pod" pod="ns/p" patch="${'x'.repeat(2000)}"`;
  const parsed = parseText([0, 1, 2, 3].map(long).join('\n'), { today: TODAY });
  for (let i = 0; i < 4; i++) assert.equal(parsed.records.at(i).tailId ?? 0, 0);
  assertSameAsAlone('long', [0, 1, 2, 3].map(long).join('\n'));
  // The same text under the limit is shared from its second sighting on.
  const short = (i: number) => `I0830 04:28:4${i}.000000    1234 status_manager.go:664] "Patch status for pod" pod="ns/p" patch="${'x'.repeat(500)}"`;
  const kept = parseText([0, 1, 2, 3].map(short).join('\n'), { today: TODAY });
  assert.ok((kept.records.at(3).tailId ?? 0) > 0);
});

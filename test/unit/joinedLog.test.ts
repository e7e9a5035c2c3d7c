// Rotated files read as one log: the order files picked in any order are put in (the editor's multi-file analysis).
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { filesOldestFirst, firstTimeOfFile, writeJoined, type FileStart } from '../../server/src/joinedLog';

const TMP = mkdtempSync(join(tmpdir(), 'kll-joined-'));
after(() => rmSync(TMP, { recursive: true, force: true }));

// sample: samples/pod-deletion-1.23.log, line 1
const KLOG = 'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]\n';

test('the first time of a file truncated in place is read past its hole of NULs, however large', () => {
  const small = join(TMP, 'small-hole.log');
  writeFileSync(small, Buffer.concat([Buffer.alloc(1000), Buffer.from(KLOG)]));
  const big = join(TMP, 'big-hole.log');
  // A 100 MB hole (sparse on disk): far past the 64 KB read for a first time.
  writeFileSync(big, '');
  truncateSync(big, 100 * 1024 * 1024);
  appendFileSync(big, KLOG);
  const iso = (s: FileStart | undefined) => (s ? new Date(s.time / 1000).toISOString().slice(5, 23) : s);
  assert.equal(iso(firstTimeOfFile(small)), '07-31T17:16:31.865');
  assert.equal(iso(firstTimeOfFile(big)), '07-31T17:16:31.865');
  assert.equal(firstTimeOfFile(big)?.yearless, true);
  const holeOnly = join(TMP, 'hole-only.log');
  writeFileSync(holeOnly, Buffer.alloc(200_000));
  assert.equal(firstTimeOfFile(holeOnly), undefined);
});

test('files picked in any order are put oldest first; yearless ones across New Year December first', () => {
  const at = (iso: string, yearless = true): FileStart => ({ time: Date.parse(iso) * 1000, yearless });
  // Yearless times get a guessed year each: January's may come out earlier than December's.
  const yearless: Record<string, FileStart> = {
    'kubelet.log': at('2000-01-02T08:00:00Z'),
    'kubelet.log.1': at('2000-01-01T00:00:05Z'),
    'kubelet.log.2': at('1999-12-30T10:00:00Z'),
    'kubelet.log.3': at('2000-12-29T10:00:00Z'),
  };
  assert.deepEqual(filesOldestFirst(Object.keys(yearless), (f) => yearless[f]), ['kubelet.log.3', 'kubelet.log.2', 'kubelet.log.1', 'kubelet.log']);
  // Within a year, plainly by time.
  const july: Record<string, FileStart> = { a: at('2000-07-31T17:00:00Z'), b: at('2000-07-30T17:00:00Z'), c: at('2000-08-02T00:00:00Z') };
  assert.deepEqual(filesOldestFirst(['a', 'b', 'c'], (f) => july[f]), ['b', 'a', 'c']);
  // Logs that write their year: by time, whatever the months.
  const dated: Record<string, FileStart> = { x: at('2024-01-05T00:00:00Z', false), y: at('2023-12-31T00:00:00Z', false), z: at('2023-06-01T00:00:00Z', false) };
  assert.deepEqual(filesOldestFirst(['x', 'y', 'z'], (f) => dated[f]), ['z', 'y', 'x']);
  // A file with no time: the order given.
  assert.deepEqual(filesOldestFirst(['a', 'none', 'b'], (f) => (f === 'none' ? undefined : july[f])), ['a', 'none', 'b']);
});

test('joining a file that starts with a hole keeps the hole a hole: the copy takes no room for it', async () => {
  const before = join(TMP, 'kubelet.log.1');
  writeFileSync(before, KLOG);
  const current = join(TMP, 'kubelet.log');
  writeFileSync(current, '');
  truncateSync(current, 64 * 1024 * 1024);
  appendFileSync(current, KLOG.trimEnd()); // no line end: one is added
  const joined = await writeJoined([before, current], async (path) => ({ path, done: () => undefined }));
  try {
    const st = statSync(joined.path);
    assert.equal(st.size, KLOG.length + 64 * 1024 * 1024 + KLOG.length);
    assert.ok(st.blocks * 512 < 4 * 1024 * 1024, `${st.blocks * 512} bytes on disk`);
    assert.deepEqual(joined.parts.map((p) => [p.firstLine, p.lines]), [[1, 1], [2, 1]]);
    const text = readFileSync(joined.path);
    assert.equal(text.subarray(0, KLOG.length).toString(), KLOG);
    assert.equal(text.subarray(text.length - KLOG.length).toString(), KLOG);
  } finally {
    joined.done();
  }
});

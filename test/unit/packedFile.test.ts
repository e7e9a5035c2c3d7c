// Compressed and archived logs are recognised by their magic numbers, never by their names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipToTemp, MAX_UNPACKED_BYTES, packingOf, removeUnpacked, setMaxUnpackedBytes } from '../../server/src/packedFile';

const bytes = (...b: number[]) => Uint8Array.from(b);

test('packingOf names each packing by its magic number and takes any text for none', () => {
  assert.equal(packingOf(gzipSync('I0101 00:00:00.000000 1 a.go:1] x\n')), 'gzip');
  assert.equal(packingOf(bytes(0x28, 0xb5, 0x2f, 0xfd, 0)), 'zstd');
  assert.equal(packingOf(bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00)), 'xz');
  assert.equal(packingOf(Buffer.from('BZh91AY&SY')), 'bzip2');
  assert.equal(packingOf(bytes(0x04, 0x22, 0x4d, 0x18)), 'lz4');
  assert.equal(packingOf(Buffer.from('PK\x03\x04')), 'zip');
  assert.equal(packingOf(bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)), '7z');
  const tar = Buffer.alloc(512);
  tar.write('ustar', 257);
  assert.equal(packingOf(tar), 'tar');
  assert.equal(packingOf(Buffer.from('LPKSHHRH\x00\x00\x00\x00')), 'journal');
  // Texts that start alike are not packed: a log line, "BZh" without bzip2's block magic, an empty file, a short one.
  for (const text of ['I0101 00:00:00.000000 1 a.go:1] x', 'BZh9 is not bzip2', '', 'P', '\x1f']) assert.equal(packingOf(Buffer.from(text)), undefined, JSON.stringify(text));
});

test('gunzipToTemp writes the decompressed copy under the name without .gz, and removeUnpacked takes it away', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-'));
  const source = join(dir, 'kubelet.log.2.gz');
  const text = 'I0101 00:00:00.000000 1 a.go:1] "x"\n'.repeat(50_000);
  writeFileSync(source, gzipSync(text));
  const u = await gunzipToTemp(source);
  assert.equal(basename(u.path), 'kubelet.log.2');
  assert.deepEqual([u.complete, u.problem, u.bytes], [true, null, text.length]);
  assert.equal(readFileSync(u.path, 'utf8'), text);
  removeUnpacked(u);
  assert.equal(existsSync(u.dir), false);
});

test('bytes after the gzip data (padding, a line appended to the .gz) lose none of the data before them, and are named', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-'));
  const small = 'I0101 00:00:00.000000 1 a.go:1] "x"\n';
  const large = 'I0101 00:00:00.000000 1 a.go:1] "y"\n'.repeat(200_000);
  for (const [name, parts] of [
    ['small', [gzipSync(small)]],
    ['large', [gzipSync(large)]],
    ['two members', [gzipSync(small), gzipSync(large)]],
  ] as const) {
    const text = name === 'small' ? small : name === 'large' ? large : small + large;
    const source = join(dir, `${name}.gz`);
    writeFileSync(source, Buffer.concat([...parts, Buffer.from('I0101 00:00:01.000000 1 a.go:2] "appended"\n')]));
    const u = await gunzipToTemp(source);
    assert.equal(readFileSync(u.path, 'utf8'), text, name);
    assert.deepEqual([u.complete, u.problem, u.bytes], [true, '43 bytes after the gzip data are not gzip data and were left out', text.length], name);
    removeUnpacked(u);
  }
  // A member's data damaged is still damage: what came before is kept and said to be partial.
  const gz = gzipSync(large);
  gz[gz.length >> 1] ^= 0xff;
  const damaged = join(dir, 'damaged.gz');
  writeFileSync(damaged, gz);
  const d = await gunzipToTemp(damaged);
  assert.equal(d.complete, false);
  assert.match(d.problem ?? '', /^the gzip data is damaged/);
  removeUnpacked(d);
});

test('a member whose trailer does not match its data keeps all that inflated; a log gzipped line by line with bytes after it is read in time', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-'));
  const text = 'I0101 00:00:00.000000 1 a.go:1] "y"\n'.repeat(5_000);
  for (const [name, at] of [['crc', 8], ['length', 4]] as const) {
    const gz = gzipSync(text);
    gz[gz.length - at] ^= 0xff; // the CRC-32 (8 bytes from the end) or the length (4)
    const source = join(dir, `bad-${name}.gz`);
    writeFileSync(source, gz);
    const u = await gunzipToTemp(source);
    assert.equal(readFileSync(u.path, 'utf8'), text, `${name}: every byte that inflated is kept`);
    assert.equal(u.complete, false, name);
    assert.match(u.problem ?? '', /^the gzip data is damaged \(incorrect data check\)/, name);
    removeUnpacked(u);
  }
  // One member a line (20,000 of them) and bytes after them: read member by member, each member's read ended with it.
  const lines = Array.from({ length: 20_000 }, (_, i) => `I0101 00:00:00.${String(i).padStart(6, '0')} 1 a.go:1] "line ${i}"\n`);
  const source = join(dir, 'per-line.gz');
  writeFileSync(source, Buffer.concat([...lines.map((l) => gzipSync(l)), Buffer.from('trail')]));
  const started = Date.now();
  const u = await gunzipToTemp(source);
  const seconds = (Date.now() - started) / 1000;
  assert.equal(readFileSync(u.path, 'utf8'), lines.join(''));
  assert.deepEqual([u.complete, u.problem], [true, '5 bytes after the gzip data are not gzip data and were left out']);
  // Generous: each member's read had gone on to the end of the file (about 40 s here before the fix; about 1.5 s after).
  assert.ok(seconds < 20, `${seconds} s`);
  removeUnpacked(u);
});

test('NULs after the gzip data (a tool\'s padding) are said nothing of; bytes after them are named', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-'));
  const text = 'I0101 00:00:00.000000 1 a.go:1] "x"\n';
  const padded = join(dir, 'padded.gz');
  writeFileSync(padded, Buffer.concat([gzipSync(text), Buffer.alloc(512)]));
  const p = await gunzipToTemp(padded);
  assert.deepEqual([readFileSync(p.path, 'utf8'), p.complete, p.problem], [text, true, null]);
  removeUnpacked(p);
  const after = join(dir, 'padded-then-text.gz');
  writeFileSync(after, Buffer.concat([gzipSync(text), Buffer.alloc(512), Buffer.from('text\n')]));
  const a = await gunzipToTemp(after);
  assert.deepEqual([readFileSync(a.path, 'utf8'), a.complete, a.problem], [text, true, '517 bytes after the gzip data (NULs, then 5 other bytes) are not gzip data and were left out']);
  removeUnpacked(a);
});

test('a hole of NULs in a gzipped log (copytruncate) stays a hole in its decompressed copy, not megabytes written out', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-gz-'));
  const line = 'I0101 00:00:00.000000 1 a.go:1] "after the hole"\n';
  const source = join(dir, 'kubelet.log.1.gz');
  writeFileSync(source, gzipSync(Buffer.concat([Buffer.alloc(32 * 1024 * 1024), Buffer.from(line)])));
  const u = await gunzipToTemp(source);
  const st = statSync(u.path);
  assert.equal(st.size, 32 * 1024 * 1024 + line.length);
  assert.ok(st.blocks * 512 < 4 * 1024 * 1024, `${st.blocks * 512} bytes on disk`);
  assert.equal(readFileSync(u.path).subarray(-line.length).toString(), line);
  removeUnpacked(u);
});

test('a gzip bomb (a small .gz of empty lines) is decompressed up to the limit only, and says the rest was left out', async () => {
  const before = MAX_UNPACKED_BYTES;
  setMaxUnpackedBytes(1 << 20);
  try {
    const dir = mkdtempSync(join(tmpdir(), 'kll-bomb-'));
    const bomb = join(dir, 'bomb.log.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(8 << 20, 0x0a), { level: 9 }));
    const u = await gunzipToTemp(bomb);
    try {
      assert.equal(u.complete, false);
      assert.match(u.problem ?? '', /larger than .* GiB: the rest was left out/);
      assert.ok(statSync(u.path).size <= (1 << 20) + (64 << 10), `at most the limit and one chunk: ${statSync(u.path).size}`);
    } finally {
      removeUnpacked(u);
    }
  } finally {
    setMaxUnpackedBytes(before);
  }
});

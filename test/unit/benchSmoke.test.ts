// Smoke run of the benchmark's smallest size (issue 7): the generator writes 10k deterministic kubelet lines, the
// bundled CLI analyses them (npm test builds dist/ first), and the analysis finds every pod the generator wrote and
// grades every NotFound race it wrote as benign, with evidence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, type Variant } from '../../bench/generate';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const TMP = mkdtempSync(join(tmpdir(), 'kll-bench-smoke-'));
process.on('exit', () => rmSync(TMP, { recursive: true, force: true }));

interface Report {
  lines: number;
  records: number;
  unparsed: { count: number };
  pods: { name: string | null; uid: string | null; state: string }[];
  diagnostics: { line: number; ruleId: string; verdict: string; evidence: { line: number; reason: string }[] }[];
}

const meta = generate({ lines: 10_000, dir: TMP });

function analyze(variant: Variant): Report {
  const r = spawnSync(process.execPath, [CLI, 'analyze', '--json', meta.files[variant]!], { encoding: 'utf8', cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as Report;
}

test('the generator is deterministic and writes what it says', () => {
  const again = generate({ lines: 10_000, dir: join(TMP, 'again'), variants: ['journald'] });
  const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
  assert.equal(hash(again.files.journald!), hash(meta.files.journald!), 'same seed, same bytes');
  const text = readFileSync(meta.files.journald!, 'utf8');
  assert.equal(text.split('\n').length - 1, 10_000);
  assert.equal(Buffer.byteLength(text), meta.bytes.journald);
  assert.match(text.slice(0, 200), /^Aug 30 04:28:\d\d kind-worker kubelet\[\d+\]: I0830 04:28:\d\d\.\d{6} +\d+ [a-z_]+\.go:\d+\] /);
  const plain = readFileSync(meta.files.plain!, 'utf8');
  assert.match(plain.slice(0, 100), /^I0830 04:28:\d\d\.\d{6} +\d+ [a-z_]+\.go:\d+\] /);
  const avg = meta.bytes.journald! / meta.lines;
  assert.ok(avg > 170 && avg < 260, `about 200 bytes a line like a --v=4 kubelet log (${avg.toFixed(0)})`);
  assert.ok(meta.podsAdded >= 5 && meta.podsRemoved >= 5, `whole lifecycles (${meta.podsAdded} added, ${meta.podsRemoved} removed)`);
  assert.ok(meta.containerStatusNotFound >= 2, `NotFound races (${meta.containerStatusNotFound})`);
  assert.equal(meta.deleteContainerErrors, meta.containerStatusNotFound);
  assert.ok(meta.stopContainerNotFound >= 1, `orphan cleanups with StopContainer NotFound (${meta.stopContainerNotFound})`);
  for (const n of meta.containerStatusNotFoundLines) assert.match(text.split('\n')[n - 1], /"ContainerStatus from runtime service failed" err="rpc error: code = NotFound/);
});

for (const variant of ['journald', 'plain'] as Variant[]) {
  test(`CLI analysis of the 10k ${variant} log: every line parsed, every pod found, NotFound races benign with evidence`, () => {
    const rep = analyze(variant);
    assert.equal(rep.lines, 10_000);
    assert.equal(rep.unparsed.count, 0);
    assert.equal(rep.pods.length, meta.pods, 'the pods the generator wrote');
    assert.ok(rep.pods.every((p) => p.name && p.uid), 'each pod has its name and UID');
    assert.ok(rep.pods.filter((p) => p.state === 'deleted').length >= meta.podsRemoved);
    const byLine = new Map(rep.diagnostics.map((d) => [d.line, d]));
    const expect = (lines: number[], ruleId: string) => {
      assert.ok(lines.length > 0);
      for (const n of lines) {
        const d = byLine.get(n);
        assert.ok(d, `a finding on line ${n}`);
        assert.equal(d.ruleId, ruleId, `line ${n}`);
        assert.equal(d.verdict, 'benign', `line ${n}: ${JSON.stringify(d)}`);
        assert.ok(d.evidence.length > 0 && d.evidence.every((e) => e.line < n), `line ${n} has evidence before it`);
      }
    };
    expect(meta.containerStatusNotFoundLines, 'cri-containerstatus-notfound');
    expect(meta.deleteContainerLines, 'deletecontainer-notfound');
    expect(meta.stopContainerNotFoundLines, 'cri-stopcontainer-notfound');
  });
}

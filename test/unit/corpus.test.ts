// The real-log corpus (../shared/corpus, present in CI): every shape parses, pods and phases come out.
// Skips with a printed reason when the corpus is not there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBytes } from '../../server/src/parse/decode';
import { parseText } from '../../server/src/parse/document';
import { podTimeline, podDisplayName } from '../../server/src/model/timeline';
import type { ParsedLog } from '../../server/src/parse/types';
import { CORPUS, HAVE, loadCorpus } from './corpusFixture';

const skip = HAVE ? false : `corpus not found at ${CORPUS} (set KUBELET_LOG_LENS_CORPUS)`;
if (!HAVE) console.log(`# corpus tests skipped: ${skip}`);

// A klog header anywhere near the start of a line, after whatever envelope: independent of the parser's regexes.
const KLOG_HEADER = /(?:^|[\s:|])[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ [^\s:\]]+:\d+\] /;
const STRUCTURED = /\d+\] "(?:[^"\\]|\\.)*" [\w.-]+=/;

test('corpus: table of shapes, and no exception on any file', { skip }, () => {
  const rows = loadCorpus().map((c) => ({
    file: c.name.slice(0, 60),
    lines: c.parsed.lineCount,
    records: c.parsed.records.length,
    unparsed: [...c.parsed.records].filter((r) => r.kind === 'unparsed').length,
    shape: c.parsed.shape,
    version: c.parsed.kubeletVersion?.version ?? '-',
  }));
  console.table(rows);
  assert.equal(rows.length, 21);
  for (const r of rows) assert.ok(r.records > 0 && r.records <= r.lines, r.file);
});

test('corpus: >= 99.5% of klog-header lines parse into severity, time, file, line and message; structured lines get fields', { skip }, () => {
  for (const c of loadCorpus()) {
    let withHeader = 0;
    let ok = 0;
    let structured = 0;
    let withFields = 0;
    const bad: string[] = [];
    c.lines.forEach((line, i) => {
      const head = line.slice(0, 400);
      if (!KLOG_HEADER.test(head)) return;
      withHeader++;
      const rec = c.parsed.records.at(c.parsed.recordOfLine[i]);
      const good = rec.line === i && rec.kind === 'log' && !!rec.severity && rec.time !== undefined && !!rec.file && !!rec.sourceLine && typeof rec.message === 'string';
      if (good) ok++;
      else if (bad.length < 3) bad.push(`L${i + 1}: ${line.slice(0, 160)}`);
      if (STRUCTURED.test(head)) {
        structured++;
        if (good && rec.fields.length > 0) withFields++;
      }
    });
    if (!withHeader) continue;
    const ratio = ok / withHeader;
    console.log(`# ${c.name}: ${ok}/${withHeader} klog lines parsed (${(ratio * 100).toFixed(2)}%), ${withFields}/${structured} structured lines with fields`);
    assert.ok(ratio >= 0.995, `${c.name}: only ${(ratio * 100).toFixed(2)}% parsed; e.g.\n${bad.join('\n')}`);
    assert.equal(withFields, structured, `${c.name}: structured lines without fields`);
  }
});

test('corpus: the UTF-16LE file gives the same records as its UTF-8 conversion', { skip }, () => {
  const name = 'minikube-logs-k8s-1.23-UTF16LE-CRLF-multisection-Remering-pastebins.log';
  const bytes = readFileSync(join(CORPUS, name));
  const utf16 = decodeBytes(bytes);
  assert.equal(utf16.encoding, 'utf-16le');
  const utf8 = decodeBytes(Buffer.from(utf16.text, 'utf8'));
  assert.equal(utf8.encoding, 'utf-8');
  const strip = (p: ParsedLog) => [...p.records].map((r) => [r.kind, r.line, r.endLine, r.severity, r.time, r.file, r.message, r.fields.map((f) => `${f.key}=${f.value}`).join(' ')]);
  const a = parseText(utf16.text, { today: new Date(Date.UTC(2026, 0, 1)) });
  const b = parseText(utf8.text, { today: new Date(Date.UTC(2026, 0, 1)) });
  assert.ok(a.records.length > 1000);
  assert.deepEqual(strip(a), strip(b));
  assert.equal(a.kubeletVersion?.version, 'v1.23.3');
});

test('corpus: every pod with a SyncLoop DELETE (1.24 kind, 1.31 OpenShift) has a deletion-requested phase, unless the log opens mid-teardown', { skip }, () => {
  const files = loadCorpus().filter((c) => /^k8s-1\.24|^k8s-1\.31/.test(c.name));
  assert.equal(files.length, 5);
  const TEARDOWN = new Set(['terminating', 'terminated', 'volumes-unmounted', 'cgroups-removed', 'container-removal']);
  let midTeardown = 0;
  for (const c of files) {
    let deleted = 0;
    for (const pod of c.index.pods) {
      const deletes = pod.records.filter((r) => c.parsed.records.at(r).message === 'SyncLoop DELETE');
      if (!deletes.length) continue;
      deleted++;
      const phases = podTimeline(c.index, pod).phases.map((p) => p.phase);
      // A container's exit (PLEG ContainerDied) first tells neither way: the pod's next phase does.
      const first = pod.phases.find((p) => p !== undefined && p !== 'container-exited');
      if (TEARDOWN.has(first as string) && !phases.includes('deletion-requested')) {
        // The deletion was requested before the log starts: its DELETE after the termination is the final one.
        midTeardown++;
        assert.equal(pod.phases[pod.records.indexOf(deletes[0])], 'api-removed', `${c.name}: ${podDisplayName(pod)}`);
        continue;
      }
      assert.ok(phases.includes('deletion-requested'), `${c.name}: ${podDisplayName(pod)} has ${phases.join(', ')}`);
    }
    console.log(`# ${c.name}: ${deleted} pods with SyncLoop DELETE, all with deletion-requested or opening mid-teardown`);
    // The kubelet.sh bootstrap log removes static pods (REMOVE) without any DELETE.
    if (/C5|C7|kubenswrapper/.test(c.name)) assert.ok(deleted > 0, `${c.name} has deleted pods`);
  }
  // C5 opens while two pods are being torn down (nginx-deployment-6dccd8f6b9-8vx4f and -ns6dl).
  assert.ok(midTeardown >= 1, 'a pod whose teardown began before the log');
});

test('corpus: >= 95% of lines carrying a container ID tied to a pod are attributed to that pod', { skip }, () => {
  for (const c of loadCorpus()) {
    let carrying = 0;
    let attributed = 0;
    c.lines.forEach((line, i) => {
      const ids = line.match(/[0-9a-f]{64}/g);
      if (!ids) return;
      const info = ids.map((id) => c.index.containers.get(id)).find((x) => x?.pod);
      if (!info?.pod) return;
      carrying++;
      const r = c.parsed.recordOfLine[i];
      const pods = [c.index.podOfRecord[r], ...(c.index.extraPods.get(r) ?? [])];
      if (pods.includes(info.pod.index)) attributed++;
    });
    if (!carrying) continue;
    const ratio = attributed / carrying;
    console.log(`# ${c.name}: ${attributed}/${carrying} ID-carrying lines attributed (${(ratio * 100).toFixed(1)}%)`);
    assert.ok(ratio >= 0.95, `${c.name}: ${(ratio * 100).toFixed(1)}%`);
  }
});

test('corpus: the printf-era logs (1.17, 1.19) yield pods and phases', { skip }, () => {
  for (const c of loadCorpus().filter((x) => /^k8s-1\.1[79]/.test(x.name))) {
    const withPhases = c.index.pods.filter((p) => podTimeline(c.index, p).phases.length > 0);
    console.log(`# ${c.name}: ${c.index.pods.length} pods, ${withPhases.length} with phases`);
    // The 1.17 log has exactly two pods (glfr9, qkslv); the RKE log starts a dozen system pods.
    const least = c.name.includes('rke') ? 5 : c.name.includes('1.17') ? 2 : 0;
    assert.ok(withPhases.length >= least, `${c.name}: ${withPhases.length} pods with phases`);
  }
  const w = loadCorpus().find((x) => x.name.startsWith('k8s-1.17'))!;
  const phases = new Set(w.index.pods.flatMap((p) => podTimeline(w.index, p).phases.map((s) => s.phase)));
  for (const ph of ['config-add', 'deletion-requested', 'api-removed']) assert.ok(phases.has(ph as never), `1.17 log has ${ph}: ${[...phases].join(', ')}`);
});

test('corpus: a newest-first export is graded as the same log written oldest first (its lines reversed)', { skip }, async () => {
  const { analyzeText } = await import('../../server/src/pipeline');
  const reversedFiles = loadCorpus().filter((c) => c.parsed.reversed);
  assert.ok(reversedFiles.length >= 3, reversedFiles.map((c) => c.name).join(', '));
  let benign = 0;
  for (const c of reversedFiles) {
    const n = c.lines.length;
    const today = { today: new Date(Date.UTC(2026, 0, 1)) };
    const asIs = analyzeText(c.lines.join('\n'), today);
    const flipped = analyzeText([...c.lines].reverse().join('\n'), today);
    assert.equal(flipped.index.parsed.reversed, false, `${c.name} reversed reads oldest first`);
    const grades = (a: typeof asIs, flip: boolean) =>
      a.findings.map((f) => `${flip ? n - 1 - f.line : f.line} ${f.entry.id} ${f.verdict} [${f.evidence.map((e) => (flip ? n - 1 - e.line : e.line)).join(',')}]`).sort();
    assert.deepEqual(grades(asIs, false), grades(flipped, true), c.name);
    benign += asIs.counts.benign;
  }
  assert.ok(benign > 200, `newest-first exports get evidence-based verdicts (${benign} benign)`);
});

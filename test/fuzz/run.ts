// The fuzzer: `npm run fuzz` (node --import tsx test/fuzz/run.ts).
//
// Runs >= 1,000,000 generated cases (test/fuzz/shapes.ts: mutated corpus lines and documents, grammar-aware token
// soup, random text, random and corrupted bytes in UTF-8/UTF-16, deep nesting, long lines) through decodeBytes →
// parseText → the whole analysis, and a share of them through the features (timeline, pod lines, hovers) and a
// differential check (parseText vs LogParser fed in random chunks; a quarter of those also written to a file and
// analysed in random small pieces as the CLI does, against the report of the whole text). Cases are split over worker threads; case i of a
// run is generated from (seed, i) alone, so any case can be replayed with --replay i.
// Then it runs the big shapes once: a million lines of one pod, 100 MB without a line break, 100,000 pods, the
// evidence checks' worst cases, and 1 MB attack lines for the regexes recheck calls polynomial.
//
// Reports cases run, crashes (exceptions), hangs (any input slower than 1 s per MB, or over 1 s when smaller than
// 1 MB) and mismatches, with the seed; exits 1 on any of them.
//
//   --cases N     cases to run (default 1,000,000)      --seed S      run seed (default 0x6b6c6c)
//   --workers W   worker threads (default: CPU count)   --no-big      skip the big one-off shapes
//   --big-only    only the big shapes                   --replay I    re-run case I of the seed and print it
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LogParser, parseText } from '../../server/src/parse/document';
import { decodeBytes, endsLinesWithCr, loneCrAsLf } from '../../server/src/parse/decode';
import type { ParsedLog } from '../../server/src/parse/types';
import { analyzeParsed, analyzeText } from '../../server/src/pipeline';
import { analyzeFile } from '../../server/src/fileAnalysis';
import { buildReport } from '../../server/src/report';
import { hover } from '../../server/src/features/hover';
import { podLines, timelineView } from '../../server/src/features/timeline';
import type { AnalysedDocument } from '../../server/src/features/context';
import {
  CASE_KINDS, caseSeed, fuzzCase, manyPods, noNewline, onePodManyLines, rand, repeatedFinding, repeatedNodeNotFound,
  repeatedProbeFailures, type FuzzInput,
} from './shapes';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const TODAY = { today: new Date(Date.UTC(2024, 5, 1)) };
const YEAR_ANCHOR = /(?:19|20)\d\d[-/]\d\d[-/]\d\d|"ts"|time=|Log file created/;
const MS_PER_MB = 1000;
const MIN_BUDGET_MS = 1000;
/** A worker stuck on one case this long is a hang even if the case never returns (--watchdog-ms). */
const WATCHDOG_MS = Number(arg('--watchdog-ms') ?? 60_000);

interface Failure {
  type: 'crash' | 'hang' | 'mismatch';
  caseIndex: number;
  kind: string;
  chars: number;
  ms?: number;
  error?: string;
  file?: string;
}

interface KindStats {
  cases: number;
  chars: number;
  ms: number;
  maxMs: number;
}

interface Progress {
  type: 'progress' | 'done';
  worker: number;
  done: number;
  stats: Record<string, KindStats>;
  slowest: { caseIndex: number; kind: string; chars: number; ms: number };
  featureCases: number;
  differentialCases: number;
}

function budgetMs(chars: number): number {
  return Math.max(MIN_BUDGET_MS, (chars / 1e6) * MS_PER_MB);
}

function linesOf(text: string): string[] {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = t.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function normalised(p: ParsedLog): string {
  return JSON.stringify({
    n: p.lineCount,
    rol: Array.from(p.recordOfLine),
    r: [...p.records].map((r) => [r.kind, r.line, r.endLine, r.severity, r.time, r.message, r.fields.map((f) => [f.key, f.value, f.kind])]),
  });
}

let scratchDir: string | undefined;
/** A folder of this worker's own for the cases written to disk. */
function caseDir(): string {
  if (!scratchDir) scratchDir = mkdtempSync(join(tmpdir(), 'kll-fuzz-'));
  return scratchDir;
}

/** One case: throws on a crash, returns what was exercised. */
function runCase(input: FuzzInput, caseIndex: number, runSeed: number): { text: string; features: boolean; differential: boolean; mismatch?: string } {
  const text = 'bytes' in input ? decodeBytes(input.bytes).text : input.text;
  const parsed = parseText(text, TODAY);
  const analysis = analyzeParsed(parsed);
  const h = caseSeed(runSeed ^ 0x5bd1e995, caseIndex);
  const features = h % 8 === 0;
  const differential = (h >>> 3) % 8 === 0;
  if (features) {
    const lines = linesOf(text).map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    const doc: AnalysedDocument = { uri: 'file:///fuzz/kubelet.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis };
    const view = timelineView(doc);
    for (const pod of view.pods.slice(0, 2)) podLines(doc, pod.key);
    const r = rand(h);
    for (let k = 0; k < 4; k++) {
      const l = r.int(lines.length + 1);
      hover(doc, l, r.int((lines[l]?.length ?? 0) + 2));
    }
  }
  let mismatch: string | undefined;
  if (differential) {
    const p = new LogParser(TODAY);
    const lines = linesOf(text);
    const r = rand(h);
    for (let i = 0; i < lines.length; ) {
      const n = 1 + r.int(6);
      for (const l of lines.slice(i, i + n)) p.pushLine(l);
      i += n;
    }
    if (!lines.length) p.pushLine('');
    const chunked = p.result();
    if (normalised(chunked) !== normalised(parsed)) mismatch = 'LogParser fed in chunks differs from parseText';
    // A text found hard-wrapped (parse/hardWrap.ts): result() ends what a row may be joined with, so a line cut where a
    // chunk or a piece ended is read as two (and a width learned later). The paths with result() between chunks are
    // not compared for such texts (about 1 in 1,500 token soups and mutated documents: an open quote or brace).
    const wrapped = (log: ParsedLog) => {
      for (let i = 0; i < log.records.length; i++) if (log.records.at(i).wrapped) return true;
      return false;
    };
    const hardWrapped = wrapped(parsed) || wrapped(chunked);
    // The server's growing-log path: result() after each chunk. Records can still differ from a whole parse in rare
    // token soups with several dated lines that come after the first result() (about 1 in 100,000 cases), so only
    // texts without one are compared here; the file check below compares reports for those texts too.
    if (!mismatch && !YEAR_ANCHOR.test(text) && !hardWrapped) {
      let q = new LogParser(TODAY);
      for (let i = 0; i < lines.length; ) {
        const n = 1 + r.int(6);
        // As the server does: a text that ended inside a wrapped YAML value is parsed anew with the lines after it.
        if (q.endedInsideValue) {
          q = new LogParser(TODAY);
          for (const l of lines.slice(0, i)) q.pushLine(l);
        }
        const wrapped = q.hardWrapped;
        for (const l of lines.slice(i, i + n)) q.pushLine(l);
        i += n;
        q.result();
        // As the server does: a text found hard-wrapped by these lines is parsed anew (a cut at an earlier chunk's end).
        if (q.hardWrapped !== wrapped) {
          q = new LogParser(TODAY);
          for (const l of lines.slice(0, i)) q.pushLine(l);
          q.result();
        }
      }
      if (!lines.length) q.pushLine('');
      if (normalised(q.result()) !== normalised(parsed)) mismatch = 'LogParser with result() between chunks differs from parseText';
    }
    // The CLI's path: the same bytes as a file, read in small pieces, must give the whole text's report.
    if (!mismatch && !hardWrapped && (h >>> 6) % 4 === 0) {
      const path = join(caseDir(), `case-${caseIndex}.log`);
      // Text with lone surrogates does not survive UTF-8: the reference is what the file's bytes decode to.
      const bytes = 'bytes' in input ? input.bytes : Buffer.from(input.text);
      writeFileSync(path, bytes);
      try {
        const fileDate = statSync(path).mtime;
        const piecewise = analyzeFile(path, { pieceBytes: 64 + r.int(4096) });
        // analyzeText drops a leading U+FEFF, as the CLI did after decoding. A file whose head has CRs and no LF is
        // read as lines ending with CR (old Mac files; fileText.ts), which the text's reference reads as such too; in any
        // other file a lone CR ends a line as LF does, as in the editor.
        const { text: decoded, encoding } = decodeBytes(bytes);
        const crLines = encoding !== 'utf-16le' && encoding !== 'utf-16be' && endsLinesWithCr(decoded);
        const want = JSON.stringify(buildReport(analyzeText(crLines ? decoded.replace(/\r/g, '\n') : loneCrAsLf(decoded), { fileDate }), path));
        if (JSON.stringify(buildReport(piecewise.analysis, path)) !== want) mismatch = 'analyzeFile in pieces differs from the analysis of the whole text';
      } finally {
        rmSync(path, { force: true });
      }
    }
  }
  return { text, features, differential, mismatch };
}

function saveCase(dir: string, name: string, input: FuzzInput | { text: string }): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  if ('bytes' in input) writeFileSync(`${file}.bin`, input.bytes);
  else writeFileSync(`${file}.txt`, input.text);
  return 'bytes' in input ? `${file}.bin` : `${file}.txt`;
}

// ---- worker ---------------------------------------------------------------------------------------------------

interface WorkerJob {
  mode: 'cases';
  worker: number;
  seed: number;
  start: number;
  end: number;
  current: SharedArrayBuffer;
  outDir: string;
  /** Self-test of the harness: case indices that loop forever / throw (--self-test-hang I, --self-test-crash I). */
  selfTest?: { hang?: number; crash?: number };
}

function workerMain(job: WorkerJob): void {
  const current = new Int32Array(job.current);
  const stats: Record<string, KindStats> = {};
  for (const [k] of CASE_KINDS) stats[k] = { cases: 0, chars: 0, ms: 0, maxMs: 0 };
  let slowest = { caseIndex: -1, kind: '', chars: 0, ms: 0 };
  let featureCases = 0;
  let differentialCases = 0;
  let done = 0;
  const report = (type: Progress['type']) => parentPort!.postMessage({ type, worker: job.worker, done, stats, slowest, featureCases, differentialCases } satisfies Progress);
  for (let i = job.start; i < job.end; i++) {
    Atomics.store(current, job.worker, i);
    const input = fuzzCase(caseSeed(job.seed, i));
    const chars = 'bytes' in input ? input.bytes.length : input.text.length;
    const t0 = performance.now();
    let out: ReturnType<typeof runCase> | undefined;
    try {
      if (job.selfTest?.hang === i) for (;;);
      if (job.selfTest?.crash === i) throw new Error('self-test crash');
      out = runCase(input, i, job.seed);
    } catch (e) {
      const file = saveCase(job.outDir, `crash-${i}`, input);
      parentPort!.postMessage({ type: 'failure', failure: { type: 'crash', caseIndex: i, kind: input.kind, chars, error: String((e as Error)?.stack ?? e).split('\n').slice(0, 4).join(' | '), file } satisfies Failure });
    }
    const ms = performance.now() - t0;
    const s = stats[input.kind];
    s.cases++;
    s.chars += chars;
    s.ms += ms;
    if (ms > s.maxMs) s.maxMs = ms;
    if (ms > slowest.ms) slowest = { caseIndex: i, kind: input.kind, chars, ms };
    if (out?.features) featureCases++;
    if (out?.differential) differentialCases++;
    if (ms > budgetMs(chars)) {
      const file = saveCase(job.outDir, `hang-${i}`, input);
      parentPort!.postMessage({ type: 'failure', failure: { type: 'hang', caseIndex: i, kind: input.kind, chars, ms, file } satisfies Failure });
    }
    if (out?.mismatch) {
      const file = saveCase(job.outDir, `mismatch-${i}`, input);
      parentPort!.postMessage({ type: 'failure', failure: { type: 'mismatch', caseIndex: i, kind: input.kind, chars, error: out.mismatch, file } satisfies Failure });
    }
    done++;
    if (done % 1000 === 0) report('progress');
  }
  Atomics.store(current, job.worker, -1);
  report('done');
}

// ---- the big shapes, run once ---------------------------------------------------------------------------------

interface BigResult {
  name: string;
  chars: number;
  lines: number;
  ms: number;
  msPerMb: number;
  usPerLine: number;
  hang: boolean;
  error?: string;
  note: string;
}

const K = 'I0731 17:16:31.865371  354472 kubelet.go:2130] ';
/** 1 MB lines built from recheck's attack strings for the regexes it calls polynomial (see test/unit/redos.test.ts). */
const ATTACKS: [string, (n: number) => string][] = [
  ['attack: stack-line regex after a klog line', (n) => `${K}"x"\n[${'('.repeat(n)}f`],
  ['attack: JSON caller "file:line"', (n) => `{"msg":"x","caller":"${'0'.repeat(n)}\\t0:0"}`],
  ['attack: printf pod reference', (n) => `${K}g_g${'0(00000000-0000-0000-0000-00000000'.repeat(Math.ceil(n / 34))}\u0000`],
  ['attack: printf PLEG event', (n) => K + '&pleg.PodLifecycleEvent{ID:"", Type:"", Data: '.repeat(Math.ceil(n / 46))],
  ['attack: cgroup pod path', (n) => `${K}s${'kubepods0'.repeat(Math.ceil(n / 9))}\u0000`],
  ['attack: catalogue cadvisor-existing-container-404', (n) => K + 'Failed to create existing container: '.repeat(Math.ceil(n / 37))],
  ['attack: catalogue configmap-secret-not-registered', (n) => `${K}Operation for "${'" failed. No retries permitted until f'.repeat(Math.ceil(n / 38))}`],
  ['attack: URL defusing in hovers', (n) => `${K}"x" a="${'A'.repeat(n)}"`],
  ['attack: journald envelope', (n) => '0'.repeat(n)],
  ['attack: compose envelope', (n) => `${'0-'.repeat(Math.ceil(n / 2))}\u0000`],
];

function bigShapes(): { name: string; make: () => string; lines: number; note: string }[] {
  return [
    { name: '1,000,000 lines of one pod', make: () => onePodManyLines(1_000_000), lines: 1_000_000, note: 'bound 1 s/MB (and 20 µs/line, as in pathological.test.ts)' },
    { name: '100 MB without a line break', make: () => noNewline(100_000_000), lines: 1, note: 'bound 1 s/MB' },
    { name: '100,000 pods (ADD + DELETE each)', make: () => manyPods(100_000), lines: 200_000, note: 'bound 1 s/MB' },
    { name: '50,000 NotFound errors for one container', make: () => repeatedFinding(50_000), lines: 50_000, note: 'evidence checks, bound 1 s/MB' },
    { name: '50,000 probe failures of one pod', make: () => repeatedProbeFailures(50_000), lines: 50_000, note: 'evidence checks, bound 1 s/MB' },
    { name: '50,000 node-not-found errors before registration', make: () => repeatedNodeNotFound(50_000), lines: 50_000, note: 'evidence checks, bound 1 s/MB' },
    ...ATTACKS.map(([name, f]) => ({ name: `${name} (1 MB line)`, make: () => f(1_000_000), lines: 1, note: 'bound 1 s' })),
    // Below the parser's long-line cut-offs (4 KB, 64 KB): 16 lines of 62.5 KB each.
    ...ATTACKS.map(([name, f]) => ({ name: `${name} (16 × 62.5 KB lines)`, make: () => Array.from({ length: 16 }, () => f(62_500)).join('\n'), lines: 16, note: 'bound 1 s' })),
  ];
}

function runBig(name: string): BigResult {
  const shape = bigShapes().find((s) => s.name === name)!;
  const text = shape.make();
  const t0 = performance.now();
  let error: string | undefined;
  try {
    const a = analyzeText(text, TODAY);
    const lines = text.split('\n');
    const doc: AnalysedDocument = { uri: 'file:///fuzz/big.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: a };
    timelineView(doc);
    hover(doc, lines.length - 1, 60);
  } catch (e) {
    error = String((e as Error)?.stack ?? e).split('\n').slice(0, 3).join(' | ');
  }
  const ms = performance.now() - t0;
  return {
    name, chars: text.length, lines: shape.lines, ms, msPerMb: ms / (text.length / 1e6), usPerLine: (ms * 1000) / shape.lines,
    hang: ms > budgetMs(text.length), error, note: shape.note,
  };
}

// ---- main -----------------------------------------------------------------------------------------------------

function spawnWorker(data: unknown, resourceLimits?: { maxOldGenerationSizeMb: number }): Worker {
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, { eval: true, workerData: data, resourceLimits });
}

async function runCases(seed: number, cases: number, workers: number, outDir: string) {
  const current = new SharedArrayBuffer(4 * workers);
  const cur = new Int32Array(current);
  const failures: Failure[] = [];
  const progress = new Map<number, Progress>();
  let unreported = 0;
  const started = Date.now();
  const per = Math.ceil(cases / workers);
  let lastPrint = 0;
  const print = () => {
    const done = [...progress.values()].reduce((a, p) => a + p.done, 0) + unreported;
    const s = (Date.now() - started) / 1000;
    process.stdout.write(`  ${done.toLocaleString('en')} cases, ${s.toFixed(0)} s, ${Math.round(done / Math.max(s, 0.001)).toLocaleString('en')}/s, failures ${failures.length}\n`);
  };
  await new Promise<void>((resolve) => {
    let running = 0;
    let instances = 0;
    const start = (w: number, from: number, to: number) => {
      if (from >= to) return;
      running++;
      const instance = instances++;
      Atomics.store(cur, w, from);
      const selfTest = { hang: arg('--self-test-hang') === undefined ? undefined : Number(arg('--self-test-hang')), crash: arg('--self-test-crash') === undefined ? undefined : Number(arg('--self-test-crash')) };
      const worker = spawnWorker({ mode: 'cases', worker: w, seed, start: from, end: to, current, outDir, selfTest } satisfies WorkerJob);
      let last = from;
      let since = Date.now();
      let finished = false;
      const watchdog = setInterval(() => {
        const now = Atomics.load(cur, w);
        if (now !== last) {
          last = now;
          since = Date.now();
        } else if (now >= 0 && Date.now() - since > WATCHDOG_MS) {
          // Stuck: record the case, replace the worker and carry on after it.
          clearInterval(watchdog);
          // Cases this instance finished after its last report (their per-kind figures are lost with it).
          unreported += now - from - (progress.get(instance)?.done ?? 0);
          const input = fuzzCase(caseSeed(seed, now));
          const file = saveCase(outDir, `hang-${now}`, input);
          failures.push({ type: 'hang', caseIndex: now, kind: input.kind, chars: 'bytes' in input ? input.bytes.length : input.text.length, ms: Date.now() - since, error: 'no answer (watchdog)', file });
          finished = true;
          void worker.terminate();
          running--;
          start(w, now + 1, to);
          if (running === 0) resolve();
        }
      }, 2000);
      worker.on('message', (m: { type: 'failure'; failure: Failure } | Progress) => {
        if (m.type === 'failure') failures.push(m.failure);
        else {
          // Keyed by worker instance: a replaced worker's counts add to its predecessor's.
          progress.set(instance, m);
          if (Date.now() - lastPrint > 20_000) {
            lastPrint = Date.now();
            print();
          }
        }
        if (m.type === 'done' && !finished) {
          finished = true;
          clearInterval(watchdog);
          running--;
          if (running === 0) resolve();
        }
      });
      worker.on('error', (e) => {
        failures.push({ type: 'crash', caseIndex: Atomics.load(cur, w), kind: 'worker', chars: 0, error: `worker died: ${String(e)}` });
        if (!finished) {
          finished = true;
          clearInterval(watchdog);
          running--;
          const at = Atomics.load(cur, w);
          start(w, at + 1, to);
          if (running === 0) resolve();
        }
      });
    };
    for (let w = 0; w < workers; w++) start(w, w * per, Math.min(cases, (w + 1) * per));
    if (running === 0) resolve();
  });
  print();
  return { failures, progress: [...progress.values()], unreported, seconds: (Date.now() - started) / 1000 };
}

function mergeProgress(a: Progress, b: Progress): Progress {
  const stats: Record<string, KindStats> = {};
  for (const k of Object.keys(a.stats)) {
    const x = a.stats[k];
    const y = b.stats[k];
    stats[k] = { cases: x.cases + y.cases, chars: x.chars + y.chars, ms: x.ms + y.ms, maxMs: Math.max(x.maxMs, y.maxMs) };
  }
  return { ...b, done: a.done + b.done, stats, slowest: a.slowest.ms > b.slowest.ms ? a.slowest : b.slowest, featureCases: a.featureCases + b.featureCases, differentialCases: a.differentialCases + b.differentialCases };
}

async function runBigShapes(outDir: string): Promise<BigResult[]> {
  const results: BigResult[] = [];
  for (const s of bigShapes()) {
    const budget = Math.max(10 * 60_000, 0);
    const r = await new Promise<BigResult>((resolve) => {
      const w = spawnWorker({ mode: 'big', name: s.name }, { maxOldGenerationSizeMb: 12_000 });
      const timer = setTimeout(() => {
        void w.terminate();
        resolve({ name: s.name, chars: 0, lines: s.lines, ms: budget, msPerMb: Infinity, usPerLine: Infinity, hang: true, error: `no answer in ${budget / 1000} s`, note: s.note });
      }, budget);
      w.on('message', (m: BigResult) => {
        clearTimeout(timer);
        resolve(m);
      });
      w.on('error', (e) => {
        clearTimeout(timer);
        resolve({ name: s.name, chars: 0, lines: s.lines, ms: 0, msPerMb: 0, usPerLine: 0, hang: false, error: `worker died: ${String(e)}`, note: s.note });
      });
    });
    const mb = r.chars / 1e6;
    console.log(
      `  ${r.error ? 'CRASH' : r.hang ? 'HANG ' : 'ok   '} ${r.name}: ${mb.toFixed(1)} MB, ${r.lines.toLocaleString('en')} lines, ${(r.ms / 1000).toFixed(2)} s` +
        ` (${Math.round(r.msPerMb)} ms/MB${r.lines >= 1000 ? `, ${r.usPerLine.toFixed(1)} µs/line` : ''}; ${r.note})${r.error ? ` — ${r.error}` : ''}`,
    );
    if (r.hang || r.error) saveCase(outDir, `big-${s.name.replace(/\W+/g, '-')}`, { text: `${s.name}: regenerate with test/fuzz/shapes.ts` });
    results.push(r);
  }
  return results;
}

async function main(): Promise<void> {
  const seed = Number(arg('--seed') ?? 0x6b6c6c) >>> 0;
  const cases = Number(arg('--cases') ?? 1_000_000);
  const workers = Number(arg('--workers') ?? availableParallelism());
  const outDir = join(tmpdir(), `kubelet-log-lens-fuzz-${seed}`);

  const replay = arg('--replay');
  if (replay !== undefined) {
    const i = Number(replay);
    const input = fuzzCase(caseSeed(seed, i));
    console.log(`case ${i} of seed ${seed}: ${input.kind}`);
    console.log('bytes' in input ? Buffer.from(input.bytes).toString('hex') : JSON.stringify(input.text).slice(0, 4000));
    const t0 = performance.now();
    const out = runCase(input, i, seed);
    console.log(`ran in ${(performance.now() - t0).toFixed(1)} ms${out.mismatch ? `; MISMATCH: ${out.mismatch}` : ''}`);
    return;
  }

  console.log(`kubelet-log-lens fuzz: seed ${seed} (0x${seed.toString(16)}), ${cases.toLocaleString('en')} cases, ${workers} workers`);
  console.log(`  mix: ${CASE_KINDS.map(([k, w]) => `${k} ${w}%`).join(', ')}`);
  console.log(`  hang = slower than ${MS_PER_MB} ms per MB, or ${MIN_BUDGET_MS} ms for inputs under 1 MB; failing inputs go to ${outDir}`);
  const failures: Failure[] = [];
  let bigs: BigResult[] = [];
  if (!process.argv.includes('--big-only')) {
    const r = await runCases(seed, cases, workers, outDir);
    failures.push(...r.failures);
    const all = r.progress.reduce((a, p) => mergeProgress(a, p));
    const total = Object.values(all.stats).reduce((a, s) => a + s.cases, 0) + r.unreported;
    const chars = Object.values(all.stats).reduce((a, s) => a + s.chars, 0);
    console.log(`\ncases: ${total.toLocaleString('en')} in ${r.seconds.toFixed(0)} s (${Math.round(total / r.seconds).toLocaleString('en')}/s), ${(chars / 1e6).toFixed(0)} MB of input`);
    console.log(`  through the features (timeline, pod lines, 4 hovers): ${all.featureCases.toLocaleString('en')}; differential (chunked LogParser vs parseText): ${all.differentialCases.toLocaleString('en')}`);
    for (const [k, s] of Object.entries(all.stats)) {
      console.log(`  ${k.padEnd(14)} ${s.cases.toLocaleString('en').padStart(9)} cases, mean ${(s.ms / Math.max(1, s.cases)).toFixed(3)} ms, max ${s.maxMs.toFixed(1)} ms, mean size ${Math.round(s.chars / Math.max(1, s.cases))}`);
    }
    console.log(`  slowest: case ${all.slowest.caseIndex} (${all.slowest.kind}, ${all.slowest.chars} chars) ${all.slowest.ms.toFixed(1)} ms`);
  }
  if (!process.argv.includes('--no-big')) {
    console.log('\nbig shapes (once each):');
    bigs = await runBigShapes(outDir);
    for (const b of bigs) {
      if (b.error) failures.push({ type: 'crash', caseIndex: -1, kind: b.name, chars: b.chars, error: b.error });
      else if (b.hang) failures.push({ type: 'hang', caseIndex: -1, kind: b.name, chars: b.chars, ms: b.ms });
    }
  }
  const count = (t: Failure['type']) => failures.filter((f) => f.type === t).length;
  console.log(`\nseed ${seed}: crashes ${count('crash')}, hangs ${count('hang')}, mismatches ${count('mismatch')}`);
  for (const f of failures.slice(0, 50)) {
    console.log(`  ${f.type} ${f.caseIndex >= 0 ? `case ${f.caseIndex} ` : ''}(${f.kind}, ${f.chars} chars${f.ms ? `, ${Math.round(f.ms)} ms` : ''})${f.error ? `: ${f.error}` : ''}${f.file ? ` → ${f.file}` : ''}`);
  }
  if (failures.some((f) => f.caseIndex >= 0)) console.log(`  replay one: node --import tsx test/fuzz/run.ts --seed ${seed} --replay <case>`);
  process.exitCode = failures.length ? 1 : 0;
}

if (isMainThread) {
  void main();
} else if ((workerData as { mode: string }).mode === 'big') {
  parentPort!.postMessage(runBig((workerData as { name: string }).name));
} else {
  workerMain(workerData as WorkerJob);
}

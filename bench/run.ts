// `npm run bench` (issue 7): generates the synthetic logs (bench/generate.ts, cached in bench/.data), then measures
//   - the CLI's full analysis (`node dist/cli.js analyze FILE --json > /dev/null`): wall time, peak RSS, lines/s,
//     MB/s, per size and variant; and lnav's index time on the same file (`lnav -n -q FILE`) when lnav is
//     installed, with the ratio ours/lnav;
//   - the language server (`dist/server.js --stdio`) on a 50 MiB journald document: didOpen → publishDiagnostics,
//     hover latency over 1,000 random lines, the update after appending 1,000 lines (diagnostics, then the
//     kubeletLog/podTimeline request the client sends on kubeletLog/analysisChanged), and the server's RSS;
//   - the runtime's floor on the largest files: Node.js reading them with no analysis (bench/floor.mjs);
// and prints one table with the machine and PASS/FAIL against the issue's targets; the same as JSON in
// bench/.data/last-run.json.
//
// Options (after `npm run bench --`): --quick (10k and 100k only, no LSP, no corpus), --no-lsp, --no-lnav, --runs N,
// --no-corpus (skip the real logs at scale: each corpus log repeated to 500k lines, when ../shared/corpus exists);
// --lsp-only (only the language server part, printed as JSON; with --profile-server under node --cpu-prof; with
// --lsp-file FILE on another log than the synthetic 1M journald one);
// --profile: only a CPU profile of the CLI on the 1M journald file (node --cpu-prof), summarised by function
// (self and inclusive time, located in server/src through the source map), into bench/.data/last-profile.json;
// --memory: the live heap after each stage of the analysis of the 1M file, and a heap snapshot of the 100k
// analysis broken down by kind of object (bench/.data/last-memory.md).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as P from 'vscode-languageserver-protocol/node';
import { DATA_DIR, DEFAULT_SEED, generate, Rng, type GeneratedMeta, type Variant } from './generate';

const ROOT = join(__dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const SERVER = join(ROOT, 'dist', 'server.js');
const TIME_BIN = '/usr/bin/time';
const TIMEOUT_BIN = '/usr/bin/timeout';
const LSP_DOC_BYTES = 50 * 1024 * 1024;
const APPEND_LINES = 1000;
const HOVERS = 1000;

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const NO_LSP = args.includes('--no-lsp') || QUICK;
const LSP_ONLY = args.includes('--lsp-only');
// --lsp-only --profile-server: the server runs under `node --cpu-prof` (profile in bench/.data/server-*.cpuprofile)
const PROFILE_SERVER = args.includes('--profile-server');
const NO_LNAV = args.includes('--no-lnav');
const PROFILE = args.includes('--profile');
const RUNS_ARG = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : undefined;
const NO_CORPUS = args.includes('--no-corpus');
/** --lsp-only --lsp-file FILE: the language server part on the first 50 MiB of another log (a real one at scale). */
const LSP_FILE = args.includes('--lsp-file') ? args[args.indexOf('--lsp-file') + 1] : undefined;
const CORPUS_DIR = process.env.KUBELET_LOG_LENS_CORPUS ?? join(__dirname, '..', '..', 'shared', 'corpus');
/** Real logs are repeated to this many lines: their pods, containers and errors come back again and again. */
const CORPUS_SCALE_LINES = 500_000;

// ---- small helpers -------------------------------------------------------------------------------------------

const MB = 1e6;
const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtS = (s: number) => (s < 10 ? s.toFixed(2) : s.toFixed(1));
const fmtMs = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : fmtInt(ms));
const fmtRate = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
/** `3 runs: 1.20–1.45 s` */
const spread = (xs: number[]) => (xs.length > 1 ? `${xs.length} runs: ${fmtS(Math.min(...xs))}–${fmtS(Math.max(...xs))} s` : '1 run');
const sizeLabel = (lines: number) => (lines >= 1e6 ? `${lines / 1e6}M` : `${lines / 1e3}k`);
const log = (s: string) => process.stderr.write(`${s}\n`);

function which(cmd: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function machine() {
  let model = cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) model = m[1].trim();
  } catch {
    /* not Linux */
  }
  const lnavPath = which('lnav');
  const lnavVersion = lnavPath ? spawnSync(lnavPath, ['-V'], { encoding: 'utf8' }).stdout.trim() : undefined;
  return {
    nproc: availableParallelism(),
    cpu: model,
    memGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    kernel: release(),
    node: process.version,
    lnav: lnavVersion ?? null,
    loadAvgStart: loadavg().map((x) => Number(x.toFixed(2))),
    loadAvgEnd: [] as number[],
  };
}

/**
 * What this machine charges for memory touched for the first time, in ms per MB: 256 MB allocated in a child process
 * and one byte written in each 4 KB page (the second pass over the same pages is the control). On the virtual machines
 * here it has ranged widely, and every fresh page an analysis touches pays it (a million lines touch about 250 MB).
 */
function firstTouchMsPerMB(): { firstMsPerMB: number; againMsPerMB: number } | null {
  const script = `const b = Buffer.allocUnsafe(256 * 2 ** 20); let t = performance.now();
for (let i = 0; i < b.length; i += 4096) b[i] = 1; const first = performance.now() - t; t = performance.now();
for (let i = 0; i < b.length; i += 4096) b[i] = 2; console.log(JSON.stringify({ first, again: performance.now() - t }));`;
  const runs: { first: number; again: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) return null;
    runs.push(JSON.parse(r.stdout) as { first: number; again: number });
  }
  return { firstMsPerMB: median(runs.map((r) => r.first)) / 256, againMsPerMB: median(runs.map((r) => r.again)) / 256 };
}

interface CliResult {
  size: string;
  /** `journald` or `plain` for the generated logs; the corpus file's name for real logs at scale. */
  variant: string;
  file: string;
  lines: number;
  bytes: number;
  runsS: number[];
  wallS: number | null;
  peakRssBytes: number | null;
  rssMethod: string;
  linesPerS: number | null;
  mbPerS: number | null;
  error?: string;
  lnav?: LnavResult;
  ratio?: number | null;
}

interface LnavResult {
  command: string;
  runsS: number[];
  wallS: number | null;
  exitCodes: number[];
  /** `SELECT count(*) FROM all_logs` after loading: proves lnav indexed every line. */
  indexedLines: number | null;
  format: string | null;
  error?: string;
}

/** Reports the child's max RSS from inside it, for machines without /usr/bin/time. */
const RSS_HOOK = `data:text/javascript,${encodeURIComponent('import { writeFileSync } from "node:fs"; process.on("exit", () => { try { writeFileSync(process.env.KLL_BENCH_RSS_OUT, String(process.resourceUsage().maxRSS)); } catch {} });')}`;

function runCli(file: string, timeoutS: number): { wallS: number; rssBytes: number | null; method: string; error?: string } {
  const devnull = openSync('/dev/null', 'w');
  const rssOut = join(tmpdir(), `kll-bench-rss-${process.pid}`);
  rmSync(rssOut, { force: true });
  const haveTime = existsSync(TIME_BIN);
  let cmd = haveTime ? TIME_BIN : process.execPath;
  let argv = haveTime
    ? ['-f', '%M', '-o', rssOut, process.execPath, CLI, 'analyze', file, '--json']
    : ['--import', RSS_HOOK, CLI, 'analyze', file, '--json'];
  // GNU timeout signals its whole process group: spawnSync's own timeout kills only /usr/bin/time, and the analysis
  // under it had run on for minutes beside the next measurements (session 26).
  if (existsSync(TIMEOUT_BIN)) {
    argv = ['-k', '5', String(timeoutS), cmd, ...argv];
    cmd = TIMEOUT_BIN;
  }
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, argv, {
    stdio: ['ignore', devnull, 'pipe'],
    encoding: 'utf8',
    timeout: (timeoutS + 10) * 1000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, KLL_BENCH_RSS_OUT: rssOut },
  });
  const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
  closeSync(devnull);
  let rssBytes: number | null = null;
  try {
    const kb = Number(readFileSync(rssOut, 'utf8').trim().split('\n').pop());
    if (Number.isFinite(kb) && kb > 0) rssBytes = kb * 1024;
  } catch {
    /* no report: crashed before exit */
  }
  rmSync(rssOut, { force: true });
  let error: string | undefined;
  if (r.error) error = `${r.error.message}${(r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT' ? ` (timeout ${timeoutS} s)` : ''}`;
  else if (r.status === 124 && cmd === TIMEOUT_BIN) error = `timed out after ${timeoutS} s`;
  else if (r.status !== 0) error = `exit ${r.status ?? r.signal}: ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' | ').slice(0, 400)}`;
  return { wallS, rssBytes, method: haveTime ? '/usr/bin/time -f %M' : 'process.resourceUsage().maxRSS in the child', error };
}

// ---- real logs at scale -------------------------------------------------------------------------------------

/**
 * Each log of the corpus with at least 2,000 lines, repeated (whole copies, then the start of one more) to
 * CORPUS_SCALE_LINES lines in bench/.data (kept between runs). The synthetic logs follow the corpus's mix; these
 * are the real lines, with their own shapes: printf-era lines, a kubelet that never registers (an error on most
 * lines), a node with a long-lived pod set. Repeating a log keeps its pods and IDs, so later copies add lines to the
 * same pods, as a long-lived pod's lines pile up over a day.
 */
function corpusTargets(): BenchTarget[] {
  if (!existsSync(CORPUS_DIR)) return [];
  const out: BenchTarget[] = [];
  for (const name of readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.log')).sort()) {
    const text = readFileSync(join(CORPUS_DIR, name));
    let lines = 0;
    for (let i = text.indexOf(0x0a); i >= 0; i = text.indexOf(0x0a, i + 1)) lines++;
    // UTF-16 logs have no 0x0a bytes on their own line ends to count reliably; tiny logs say little at scale.
    if (lines < 2000 || (text[0] === 0xff && text[1] === 0xfe)) continue;
    const file = join(DATA_DIR, `corpus-${name.replace(/\.log$/, '')}-${sizeLabel(CORPUS_SCALE_LINES)}.log`);
    if (!existsSync(file)) {
      const parts: Buffer[] = [];
      let have = 0;
      while (have + lines <= CORPUS_SCALE_LINES) {
        parts.push(text);
        have += lines;
      }
      let cut = 0;
      for (let k = have; k < CORPUS_SCALE_LINES; k++) cut = text.indexOf(0x0a, cut) + 1;
      if (cut > 0) parts.push(text.subarray(0, cut));
      writeFileSync(file, Buffer.concat(parts));
    }
    out.push({ file, lines: CORPUS_SCALE_LINES, bytes: statSync(file).size, variant: name.replace(/\.log$/, '') });
  }
  return out;
}

// ---- CLI and lnav --------------------------------------------------------------------------------------------

/** Our CLI and lnav on the same file, alternating run by run so that both see the same machine load. */
interface BenchTarget {
  file: string;
  lines: number;
  bytes: number;
  variant: string;
}

function generatedTarget(meta: GeneratedMeta, variant: Variant): BenchTarget {
  return { file: meta.files[variant]!, lines: meta.lines, bytes: meta.bytes[variant]!, variant };
}

function benchFile(target: BenchTarget, runs: number, lnav: string | undefined, lnavRuns: number): CliResult {
  const { file, bytes, variant } = target;
  const meta = { lines: target.lines };
  const timeoutS = meta.lines >= 1e6 ? 240 : meta.lines >= 3e5 ? 120 : 60;
  const res: CliResult = {
    size: sizeLabel(meta.lines), variant, file, lines: meta.lines, bytes, runsS: [], wallS: null, peakRssBytes: null,
    rssMethod: '', linesPerS: null, mbPerS: null,
  };
  const ln: LnavResult | undefined = lnav ? { command: `${lnav} -n -q FILE`, runsS: [], wallS: null, exitCodes: [], indexedLines: null, format: null } : undefined;
  for (let i = 0; i < Math.max(runs, ln ? lnavRuns : 0); i++) {
    if (i < runs && !res.error) {
      const r = runCli(file, timeoutS);
      res.rssMethod = r.method;
      if (r.error) {
        res.error = r.error;
        log(`  CLI ${res.size} ${variant}: FAILED after ${fmtS(r.wallS)} s: ${r.error}`);
      } else {
        res.runsS.push(r.wallS);
        if (r.rssBytes !== null) res.peakRssBytes = Math.max(res.peakRssBytes ?? 0, r.rssBytes);
        log(`  CLI ${res.size} ${variant} run ${i + 1}/${runs}: ${fmtS(r.wallS)} s, peak RSS ${r.rssBytes ? fmtInt(r.rssBytes / MB) : '?'} MB`);
      }
    }
    if (ln && lnav && i < lnavRuns && !ln.error) {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(lnav, ['-n', '-q', file], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000, maxBuffer: 16 * 1024 * 1024 });
      const s = Number(process.hrtime.bigint() - t0) / 1e9;
      ln.exitCodes.push(r.status ?? -1);
      if (r.status !== 0) ln.error = `exit ${r.status ?? r.signal}: ${(r.stderr ?? '').trim().slice(0, 300)}`;
      else if (r.stdout.length) ln.error = `printed ${r.stdout.length} bytes (expected nothing)`;
      else ln.runsS.push(s);
      log(`  lnav ${res.size} ${variant} run ${i + 1}/${lnavRuns}: ${fmtS(s)} s, exit ${r.status}`);
    }
  }
  if (res.runsS.length) {
    res.wallS = median(res.runsS);
    res.linesPerS = meta.lines / res.wallS;
    res.mbPerS = bytes / MB / res.wallS;
  }
  if (ln && lnav) {
    if (ln.runsS.length) ln.wallS = median(ln.runsS);
    // The same load, then a query over lnav's index: every line must be there.
    const q = spawnSync(lnav, ['-n', '-c', ';SELECT log_format, count(*) AS n FROM all_logs GROUP BY log_format', file], { encoding: 'utf8', timeout: 120_000 });
    const rows = (q.stdout ?? '').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/));
    if (q.status === 0 && rows.length) {
      ln.indexedLines = rows.reduce((sum, r) => sum + Number(r[r.length - 1] || 0), 0);
      ln.format = rows.map((r) => r[0]).join('+');
    }
    res.lnav = ln;
    res.ratio = res.wallS !== null && ln.wallS ? res.wallS / ln.wallS : null;
  }
  return res;
}

// ---- the runtime's floor (bench/floor.mjs) -------------------------------------------------------------------

type FloorMode = 'lines' | 'chars' | 'bytes';
const FLOOR_MODES: readonly FloorMode[] = ['lines', 'chars', 'bytes'];
const FLOOR_WHAT: Record<FloorMode, string> = {
  lines: 'read in 2 MB pieces, each line a string copied from the bytes (as the CLI reads ASCII)',
  chars: 'the same, then read every character once',
  bytes: 'read in 2 MB pieces, read every byte once (no strings)',
};

interface FloorResult {
  size: string;
  variant: string;
  mode: FloorMode;
  runsS: number[];
  wallS: number | null;
  error?: string;
}

/** Node.js alone on the same file, no analysis: what any design in this runtime pays before it does anything. */
function benchFloor(target: BenchTarget, runs: number): FloorResult[] {
  return FLOOR_MODES.map((mode) => {
    const res: FloorResult = { size: sizeLabel(target.lines), variant: target.variant, mode, runsS: [], wallS: null };
    for (let i = 0; i < runs && !res.error; i++) {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [join(ROOT, 'bench', 'floor.mjs'), mode, target.file], { encoding: 'utf8', timeout: 120_000 });
      const s = Number(process.hrtime.bigint() - t0) / 1e9;
      const lines = r.status === 0 ? (JSON.parse(r.stdout) as { lines: number }).lines : -1;
      // It must have read the whole file, or its time says nothing.
      if (lines !== target.lines) res.error = r.status === 0 ? `counted ${lines} lines, expected ${target.lines}` : `exit ${r.status ?? r.signal}: ${r.stderr.trim().slice(0, 300)}`;
      else res.runsS.push(s);
    }
    if (res.runsS.length) res.wallS = median(res.runsS);
    log(`  floor ${res.size} ${res.variant} ${mode}: ${res.wallS !== null ? `${fmtS(res.wallS)} s` : `FAILED: ${res.error}`}`);
    return res;
  });
}

// ---- LSP -----------------------------------------------------------------------------------------------------

interface LspResult {
  file: string;
  docBytes: number;
  docLines: number;
  openToDiagnosticsMs: number | null;
  diagnostics: number | null;
  timelineAfterOpenMs: number | null;
  timelinePods: number | null;
  hover: { requests: number; nonEmpty: number; p50Ms: number; p90Ms: number; p99Ms: number; maxMs: number } | null;
  appendToDiagnosticsMs: number | null;
  appendToTimelineMs: number | null;
  appendTimelineLines: number | null;
  largestPhaseEventsMs?: number;
  largestPhaseEvents?: number;
  rssAfterOpen: { vmRssBytes: number; vmHwmBytes: number } | null;
  rssAtEnd: { vmRssBytes: number; vmHwmBytes: number } | null;
  /** Three seconds without requests after the end (the server collects a large analysis's garbage when idle). */
  rssAfterIdle: { vmRssBytes: number; vmHwmBytes: number } | null;
  error?: string;
}

function procStatus(pid: number): { vmRssBytes: number; vmHwmBytes: number } | null {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`^${k}:\\s*(\\d+) kB`, 'm').exec(s)?.[1] ?? NaN) * 1024;
    return { vmRssBytes: kb('VmRSS'), vmHwmBytes: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** The largest prefix of whole lines of `file` within `maxBytes`, and the next `more` lines after it. */
function slice(file: string, maxBytes: number, more: number): { doc: string; next: string; docLines: number } {
  const fd = openSync(file, 'r');
  const buf = Buffer.alloc(maxBytes + 1024 * 1024);
  const n = readSync(fd, buf, 0, buf.length, 0);
  closeSync(fd);
  const cut = buf.lastIndexOf(0x0a, maxBytes - 1) + 1;
  const doc = buf.subarray(0, cut).toString('utf8');
  let end = cut;
  for (let i = 0; i < more && end < n; i++) {
    const nl = buf.indexOf(0x0a, end);
    if (nl < 0) break;
    end = nl + 1;
  }
  let docLines = 0;
  for (let i = 0; i < cut; i++) if (buf[i] === 0x0a) docLines++;
  return { doc, next: buf.subarray(cut, end).toString('utf8'), docLines };
}

function timeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s waiting for ${what}`)), ms);
    p.then((v) => (clearTimeout(t), resolve(v)), (e) => (clearTimeout(t), reject(e)));
  });
}

async function benchLsp(file: string): Promise<LspResult> {
  const { doc, next, docLines } = slice(file, LSP_DOC_BYTES, APPEND_LINES);
  const res: LspResult = {
    file, docBytes: Buffer.byteLength(doc), docLines, openToDiagnosticsMs: null, diagnostics: null, timelineAfterOpenMs: null, timelinePods: null,
    hover: null, appendToDiagnosticsMs: null, appendToTimelineMs: null, appendTimelineLines: null, rssAfterOpen: null, rssAtEnd: null, rssAfterIdle: null,
  };
  const nodeArgs = PROFILE_SERVER ? ['--cpu-prof', '--cpu-prof-dir', DATA_DIR, '--cpu-prof-name', `server-${Date.now()}.cpuprofile`] : [];
  const proc = spawn(process.execPath, [...nodeArgs, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = P.createProtocolConnection(new P.StreamMessageReader(proc.stdout!), new P.StreamMessageWriter(proc.stdin!));
  const uri = pathToFileURL(join(tmpdir(), 'kubelet-bench-50MB.log')).toString();
  const diagWaiters = new Map<number, (d: P.PublishDiagnosticsParams) => void>();
  const changedWaiters = new Map<number, () => void>();
  conn.onNotification(P.PublishDiagnosticsNotification.type, (p) => {
    if (p.uri === uri && p.version !== undefined) diagWaiters.get(p.version)?.(p);
  });
  conn.onNotification('kubeletLog/analysisChanged', (p: { uri: string; version: number }) => {
    if (p.uri === uri) changedWaiters.get(p.version)?.();
  });
  conn.onNotification('window/logMessage', () => undefined);
  conn.onRequest('workspace/configuration', () => [null]);
  conn.listen();
  const diagFor = (v: number) => new Promise<P.PublishDiagnosticsParams>((r) => diagWaiters.set(v, r));
  const changedFor = (v: number) => new Promise<void>((r) => changedWaiters.set(v, r));
  const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
  try {
    await conn.sendRequest(P.InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] }, publishDiagnostics: { versionSupport: true, relatedInformation: true } } },
      workspaceFolders: null,
    });
    await conn.sendNotification(P.InitializedNotification.type, {});

    // didOpen → publishDiagnostics
    const opened = diagFor(1);
    const openChanged = changedFor(1);
    let t0 = process.hrtime.bigint();
    await conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: doc } });
    const d1 = await timeout(opened, 180_000, 'diagnostics after didOpen');
    res.openToDiagnosticsMs = ms(t0);
    res.diagnostics = d1.diagnostics.length;
    res.rssAfterOpen = procStatus(proc.pid!);
    await timeout(openChanged, 30_000, 'analysisChanged after didOpen');
    t0 = process.hrtime.bigint();
    const tl = (await timeout(conn.sendRequest('kubeletLog/podTimeline', { uri }), 120_000, 'podTimeline')) as { pods: unknown[] } | null;
    res.timelineAfterOpenMs = ms(t0);
    res.timelinePods = tl?.pods.length ?? null;
    log(`  LSP open ${fmtInt(res.docBytes / MB)} MB / ${fmtInt(docLines)} lines: diagnostics in ${fmtMs(res.openToDiagnosticsMs)} ms (${res.diagnostics}), timeline ${fmtMs(res.timelineAfterOpenMs)} ms`);

    // hovers over random lines, one at a time
    const rng = new Rng(DEFAULT_SEED ^ 0x5eed);
    const lines = doc.split('\n');
    const lat: number[] = [];
    let nonEmpty = 0;
    for (let i = 0; i < HOVERS; i++) {
      const line = rng.int(0, docLines - 1);
      const character = rng.int(0, Math.max(0, lines[line].length - 1));
      t0 = process.hrtime.bigint();
      const h = await timeout(conn.sendRequest(P.HoverRequest.type, { textDocument: { uri }, position: { line, character } }), 30_000, 'hover');
      lat.push(ms(t0));
      if (h) nonEmpty++;
    }
    res.hover = { requests: HOVERS, nonEmpty, p50Ms: percentile(lat, 50), p90Ms: percentile(lat, 90), p99Ms: percentile(lat, 99), maxMs: Math.max(...lat) };
    log(`  LSP hover: p50 ${fmtMs(res.hover.p50Ms)} ms, p99 ${fmtMs(res.hover.p99Ms)} ms (${nonEmpty}/${HOVERS} with content)`);

    // append 1,000 lines at the end with one incremental change; the client re-fetches the timeline on analysisChanged
    const appended = diagFor(2);
    const changed = changedFor(2);
    t0 = process.hrtime.bigint();
    await conn.sendNotification(P.DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: docLines, character: 0 }, end: { line: docLines, character: 0 } }, text: next }],
    });
    await timeout(appended, 180_000, 'diagnostics after the append');
    res.appendToDiagnosticsMs = ms(t0);
    await timeout(changed, 30_000, 'analysisChanged after the append');
    const tl2 = (await timeout(conn.sendRequest('kubeletLog/podTimeline', { uri }), 120_000, 'podTimeline after the append')) as {
      version: number;
      counts: { lines: number };
      pods: { key: string; phases: { eventCount: number }[] }[];
    } | null;
    res.appendToTimelineMs = ms(t0);
    res.appendTimelineLines = tl2?.counts.lines ?? null;
    if (tl2?.version !== 2) res.error = `podTimeline after the append answered version ${tl2?.version}`;
    log(`  LSP append ${APPEND_LINES} lines: diagnostics ${fmtMs(res.appendToDiagnosticsMs)} ms, + timeline ${fmtMs(res.appendToTimelineMs)} ms (${tl2?.counts.lines} lines)`);
    // The tree asks for a phase's events when it is expanded: the largest phase of the log, as the worst case.
    let largest: { podKey: string; phase: number; count: number } | undefined;
    for (const p of tl2?.pods ?? []) p.phases.forEach((ph, i) => { if (!largest || ph.eventCount > largest.count) largest = { podKey: p.key, phase: i, count: ph.eventCount }; });
    if (largest) {
      t0 = process.hrtime.bigint();
      const ev = (await timeout(conn.sendRequest('kubeletLog/phaseEvents', { uri, podKey: largest.podKey, phase: largest.phase }), 30_000, 'phaseEvents')) as { events: unknown[] };
      res.largestPhaseEventsMs = ms(t0);
      res.largestPhaseEvents = ev.events.length;
      log(`  LSP phaseEvents of the largest phase (${largest.count} lines, ${ev.events.length} sent): ${fmtMs(res.largestPhaseEventsMs)} ms`);
    }
    res.rssAtEnd = procStatus(proc.pid!);
    await new Promise((r) => setTimeout(r, 3000));
    res.rssAfterIdle = procStatus(proc.pid!);
    await timeout(conn.sendRequest(P.ShutdownRequest.type), 30_000, 'shutdown');
    await conn.sendNotification(P.ExitNotification.type);
  } catch (e) {
    res.error = (e as Error).message;
    log(`  LSP: ${res.error}`);
  } finally {
    await new Promise<void>((r) => {
      if (proc.exitCode !== null) return r();
      const t = setTimeout(() => (proc.kill('SIGKILL'), r()), 5000);
      proc.once('exit', () => (clearTimeout(t), r()));
    });
    conn.dispose();
  }
  return res;
}

// ---- profile (--profile): where the CLI spends its time on the 1M file ---------------------------------------

interface ProfileEntry {
  fn: string;
  where: string;
  selfMs: number;
  selfPct: number;
  totalMs: number;
  totalPct: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive time per function of a .cpuprofile, located in server/src through dist/cli.js.map. */
function summariseProfile(path: string): { totalMs: number; entries: ProfileEntry[] } {
  const prof = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  let map: InstanceType<typeof SourceMap> | undefined;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${CLI}.map`, 'utf8')));
  } catch {
    /* no source map: bundle positions */
  }
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map<number, string>();
  const info = new Map<string, { fn: string; where: string }>();
  for (const n of prof.nodes) {
    const cf = n.callFrame;
    const key = `${cf.functionName}|${cf.url}|${cf.lineNumber}|${cf.columnNumber}`;
    keyOf.set(n.id, key);
    if (info.has(key)) continue;
    let where = cf.url ? `${cf.url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '')}:${cf.lineNumber + 1}` : '';
    if (map && cf.url.endsWith('dist/cli.js') && cf.lineNumber >= 0) {
      const e = map.findEntry(cf.lineNumber, cf.columnNumber) as { originalSource?: string; originalLine?: number };
      if (e?.originalSource) where = `${e.originalSource.replace(/^.*?(server\/src|node_modules)\//, '$1/')}:${(e.originalLine ?? 0) + 1}`;
    }
    info.set(key, { fn: cf.functionName || '(anonymous)', where });
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let sum = 0;
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = (prof.timeDeltas[i + 1] ?? prof.timeDeltas[i] ?? 0) / 1000;
    sum += dt;
    const id = prof.samples[i];
    const k = keyOf.get(id)!;
    self.set(k, (self.get(k) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const kk = keyOf.get(cur)!;
      if (!seen.has(kk)) {
        seen.add(kk);
        total.set(kk, (total.get(kk) ?? 0) + dt);
      }
    }
  }
  const entries = [...info].map(([k, v]) => ({
    ...v,
    selfMs: self.get(k) ?? 0,
    selfPct: (100 * (self.get(k) ?? 0)) / sum,
    totalMs: total.get(k) ?? 0,
    totalPct: (100 * (total.get(k) ?? 0)) / sum,
  }));
  return { totalMs: sum, entries };
}

function profileCli(file: string, top: number): { profile: string; wallS: number; totalMs: number; bySelf: ProfileEntry[]; byTotal: ProfileEntry[] } {
  const dir = join(DATA_DIR, 'profile');
  rmSync(dir, { recursive: true, force: true });
  const devnull = openSync('/dev/null', 'w');
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, CLI, 'analyze', file, '--json'], { stdio: ['ignore', devnull, 'pipe'], encoding: 'utf8', timeout: 300_000 });
  const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
  closeSync(devnull);
  if (r.status !== 0) throw new Error(`profiled run failed: ${r.stderr}`);
  const name = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!name) throw new Error('no .cpuprofile written');
  const { totalMs, entries } = summariseProfile(join(dir, name));
  const bySelf = [...entries].sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
  const byTotal = [...entries].filter((e) => e.where && !e.where.startsWith('node:')).sort((a, b) => b.totalMs - a.totalMs).slice(0, top);
  return { profile: join(dir, name), wallS, totalMs, bySelf, byTotal };
}

// ---- memory (--memory): what the analysis keeps alive ----------------------------------------------------------

/** Child process: the CLI's stages through the core API, with the live heap after a full GC at each. */
async function memoryChild(file: string, snapshot?: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const { analyzeFile } = await import('../server/src/fileAnalysis');
  const { buildReport } = await import('../server/src/report');
  const { writeHeapSnapshot } = await import('node:v8');
  const stage = (name: string, extra: Record<string, unknown> = {}) => {
    gc();
    gc();
    const m = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ stage: name, heapUsed: m.heapUsed, external: m.external, rss: m.rss, ...extra })}\n`);
  };
  stage('start');
  // As the CLI does it: the file read in 2 MB pieces, each parsed, indexed and graded, then let go.
  let half = false;
  const size = statSync(file).size;
  const { analysis } = analyzeFile(file, {
    onProgress: (read) => {
      if (!half && read >= size / 2) {
        half = true;
        stage('half the file analysed (its pieces let go)');
      }
    },
  });
  stage('whole file analysed (index + findings)', { records: analysis.index.parsed.records.length, pods: analysis.index.pods.length, findings: analysis.findings.length });
  const report = buildReport(analysis, file, {});
  stage('report built');
  const json = JSON.stringify(report, null, 2);
  stage('JSON string', { jsonBytes: json.length });
  if (snapshot) writeHeapSnapshot(snapshot);
  (globalThis as { keep?: unknown }).keep = [analysis, report, json];
}

/** Child process: self size by kind of object in a heap snapshot; plain objects by their property names. */
function snapshotChild(path: string): void {
  const s = JSON.parse(readFileSync(path, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
    nodes: number[];
    edges: number[];
    strings: string[];
  };
  const { node_fields: nf, node_types: nt, edge_fields: ef, edge_types: et } = s.snapshot.meta;
  const N = nf.length;
  const E = ef.length;
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map((k) => nf.indexOf(k));
  const [eType, eName] = ['type', 'name_or_index'].map((k) => ef.indexOf(k));
  const agg = new Map<string, [number, number]>();
  let total = 0;
  let e = 0;
  for (let i = 0; i < s.nodes.length; i += N) {
    const type = nt[0][s.nodes[i + iType]];
    const name = s.strings[s.nodes[i + iName]];
    const size = s.nodes[i + iSize];
    const edges = s.nodes[i + iEdges];
    let key: string;
    if (type === 'object') {
      const props: string[] = [];
      for (let k = 0; k < edges; k++) if (et[0][s.edges[e + k * E + eType]] === 'property') props.push(s.strings[s.edges[e + k * E + eName]]);
      const own = props.filter((p) => p !== '__proto__');
      key = `${name} {${own.length ? own.slice(0, 8).join(', ') + (own.length > 8 ? ', …' : '') : name === 'Object' ? 'only small-integer fields, e.g. spans {line, start, end}' : ''}}`;
    } else if (type.endsWith('string')) key = `${type} ${size > 1e6 ? '(> 1 MB: the document text)' : size > 64 ? '(65 B - 1 MB)' : '(<= 64 B)'}`;
    else if (type === 'array') key = `array ${name.slice(0, 30)}`;
    else key = type;
    const a = agg.get(key) ?? [0, 0];
    a[0] += size;
    a[1]++;
    agg.set(key, a);
    total += size;
    e += edges * E;
  }
  const rows = [...agg].sort((a, b) => b[1][0] - a[1][0]).slice(0, 16);
  process.stdout.write(`${JSON.stringify({ total, rows: rows.map(([k, [size, count]]) => ({ kind: k, size, count })) })}\n`);
}

function memoryReport(): void {
  const run = (argv: string[]) => {
    const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=12000', '--import', 'tsx', __filename, ...argv], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
    if (r.status !== 0) throw new Error(`${argv[0]} failed: ${r.stderr}`);
    return r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  };
  const out: string[] = [];
  for (const lines of [1_000_000]) {
    const meta = generate({ lines });
    const file = meta.files.journald!;
    const stages = run(['--memory-child', file]) as { stage: string; heapUsed: number; external: number; rss: number; [k: string]: unknown }[];
    out.push(`Live memory after each stage (full GC), ${sizeLabel(lines)} journald, ${(meta.bytes.journald! / MB).toFixed(0)} MB file:`, '', '| Stage | JS heap used | Δ heap | external | RSS | |', '| --- | ---: | ---: | ---: | ---: | --- |');
    let prev = 0;
    for (const s of stages) {
      const extra = Object.entries(s).filter(([k]) => !['stage', 'heapUsed', 'external', 'rss'].includes(k)).map(([k, v]) => `${k} ${fmtInt(Number(v))}`).join(', ');
      out.push(`| ${s.stage} | ${fmtInt(s.heapUsed / MB)} MB | ${prev ? `${s.heapUsed - prev >= 0 ? '+' : ''}${fmtInt((s.heapUsed - prev) / MB)} MB` : ''} | ${fmtInt(s.external / MB)} MB | ${fmtInt(s.rss / MB)} MB | ${extra} |`);
      prev = s.heapUsed;
    }
  }
  const meta = generate({ lines: 100_000 });
  const snap = join(DATA_DIR, 'analysis-100k.heapsnapshot');
  run(['--memory-child', meta.files.journald!, snap]);
  const [sum] = run(['--snapshot-child', snap]) as { total: number; rows: { kind: string; size: number; count: number }[] }[];
  rmSync(snap, { force: true });
  out.push('', `Heap snapshot after the whole analysis of 100k journald lines (${(meta.bytes.journald! / MB).toFixed(1)} MB file; live heap ${fmtInt(sum.total / MB)} MB), by kind of object:`, '', '| Kind | Self size | Share | Count | Bytes per line |', '| --- | ---: | ---: | ---: | ---: |');
  for (const r of sum.rows) out.push(`| ${r.kind} | ${(r.size / MB).toFixed(1)} MB | ${((100 * r.size) / sum.total).toFixed(1)}% | ${fmtInt(r.count)} | ${(r.size / 100_000).toFixed(0)} |`);
  process.stdout.write(`\n${out.join('\n')}\n`);
  writeFileSync(join(DATA_DIR, 'last-memory.md'), `${out.join('\n')}\n`);
}

// ---- report --------------------------------------------------------------------------------------------------

type Verdict = 'PASS' | 'FAIL' | 'n/a';
interface Row {
  what: string;
  value: string;
  target?: string;
  result?: Verdict;
}

function check(ok: boolean | null | undefined): Verdict {
  return ok === null || ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  const started = Date.now();
  const m = machine();
  const lnav = NO_LNAV ? undefined : which('lnav');
  log(`machine: ${m.nproc} × ${m.cpu}, node ${m.node}, ${m.lnav ?? 'no lnav (apt-get install -y lnav to compare)'}; load ${m.loadAvgStart.join(' ')}`);
  const touch = firstTouchMsPerMB();
  if (touch) log(`memory touched for the first time: ${touch.firstMsPerMB.toFixed(2)} ms per MB (again: ${touch.againMsPerMB.toFixed(3)})`);
  if (!existsSync(CLI) || !existsSync(SERVER)) throw new Error('dist/cli.js or dist/server.js missing: run `npm run build` first');

  if (PROFILE) {
    const meta = generate({ lines: 1_000_000 });
    log(`profiling node dist/cli.js analyze ${meta.files.journald} --json (node --cpu-prof) ...`);
    const p = profileCli(meta.files.journald!, 20);
    const row = (e: ProfileEntry) => `| ${e.fn} | ${e.where} | ${fmtInt(e.selfMs)} | ${e.selfPct.toFixed(1)}% | ${fmtInt(e.totalMs)} | ${e.totalPct.toFixed(1)}% |`;
    const head = '| Function | Source | Self ms | Self % | Total ms | Total % |\n| --- | --- | ---: | ---: | ---: | ---: |';
    process.stdout.write(`\nCPU profile of the CLI on 1M journald lines (${fmtS(p.wallS)} s wall under the profiler, ${fmtInt(p.totalMs)} ms sampled); ${p.profile}\n\nTop by self time:\n${head}\n${p.bySelf.map(row).join('\n')}\n\nTop by inclusive time (project and library code):\n${head}\n${p.byTotal.map(row).join('\n')}\n`);
    writeFileSync(join(DATA_DIR, 'last-profile.json'), `${JSON.stringify({ date: new Date().toISOString(), machine: m, ...p }, null, 1)}\n`);
    return;
  }

  if (LSP_ONLY) {
    const file = LSP_FILE ?? generate({ lines: 1_000_000 }).files.journald!;
    const r = await benchLsp(file);
    process.stdout.write(`${JSON.stringify(r, null, 1)}\n`);
    if (r.error) process.exitCode = 1;
    return;
  }
  const sizes = QUICK ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
  const metas = new Map<number, GeneratedMeta>();
  for (const lines of sizes) {
    const t0 = Date.now();
    const meta = generate({ lines });
    metas.set(lines, meta);
    log(`data ${sizeLabel(lines)}: ${fmtInt(meta.bytes.journald! / MB)} MB journald, ${fmtInt(meta.bytes.plain! / MB)} MB plain, ${meta.pods} pods, ${meta.containerStatusNotFound} NotFound races (${Date.now() - t0} ms)`);
  }

  // CLI (and lnav on the same files)
  const plan: [number, Variant, number][] = [
    [10_000, 'journald', RUNS_ARG ?? 5],
    [100_000, 'journald', RUNS_ARG ?? 3],
    [100_000, 'plain', RUNS_ARG ?? 3],
  ];
  if (!QUICK) plan.push([1_000_000, 'journald', RUNS_ARG ?? 3], [1_000_000, 'plain', RUNS_ARG ?? 3]);
  const cli: CliResult[] = [];
  for (const [lines, variant, runs] of plan) cli.push(benchFile(generatedTarget(metas.get(lines)!, variant), runs, lnav, Math.max(3, runs)));

  // The runtime's floor on the largest files, next to lnav's time on them.
  const floor: FloorResult[] = [];
  for (const r of cli.filter((c) => c.lines === (QUICK ? 100_000 : 1_000_000))) floor.push(...benchFloor({ file: r.file, lines: r.lines, bytes: r.bytes, variant: r.variant }, RUNS_ARG ?? 3));

  // Real logs at scale: each kubelet log of the corpus repeated to CORPUS_SCALE_LINES lines (not judged by the targets).
  const real: CliResult[] = [];
  if (!QUICK && !NO_CORPUS) {
    const targets = corpusTargets();
    if (!targets.length) log(`real logs at scale: skipped, no corpus at ${CORPUS_DIR}`);
    for (const t of targets) real.push(benchFile(t, RUNS_ARG ?? 1, lnav, RUNS_ARG ?? 1));
  }

  // LSP
  let lsp: LspResult | undefined;
  if (!NO_LSP) lsp = await benchLsp(metas.get(1_000_000)!.files.journald!);
  m.loadAvgEnd = loadavg().map((x) => Number(x.toFixed(2)));

  // ---- the table
  const rows: Row[] = [];
  rows.push({ what: 'machine', value: `${m.nproc} × ${m.cpu}, ${m.memGiB} GiB RAM, Linux ${m.kernel}, node ${m.node}, ${m.lnav ?? 'lnav not installed'}` });
  rows.push({ what: 'load average (1/5/15 min) at start → end', value: `${m.loadAvgStart.join(' / ')} → ${m.loadAvgEnd.join(' / ')}` });
  if (touch) rows.push({ what: 'memory touched for the first time (256 MB, a byte a 4 KB page; the same pages again)', value: `${touch.firstMsPerMB.toFixed(2)} ms per MB (${touch.againMsPerMB.toFixed(3)} ms per MB again)` });
  for (const r of cli) {
    const name = `${r.size} ${r.variant} (${fmtInt(r.lines)} lines, ${(r.bytes / MB).toFixed(1)} MB)`;
    rows.push({
      what: `CLI analyze --json, ${name}`,
      value: r.wallS === null
        ? `FAILED: ${r.error}`
        : `${fmtS(r.wallS)} s (median of ${spread(r.runsS)}) · ${fmtRate(r.linesPerS!)} lines/s · ${r.mbPerS!.toFixed(1)} MB/s · peak RSS ${r.peakRssBytes ? `${fmtInt(r.peakRssBytes / MB)} MB (${(r.peakRssBytes / r.bytes).toFixed(1)}× file)` : '?'}`,
      result: r.wallS === null ? 'FAIL' : undefined,
    });
    if (r.lnav) {
      const l = r.lnav;
      rows.push({
        what: `lnav -n -q, ${r.size} ${r.variant}`,
        value: l.wallS === null ? `FAILED: ${l.error}` : `${fmtS(l.wallS)} s (median of ${spread(l.runsS)}, exit ${[...new Set(l.exitCodes)].join('/')}) · indexed ${l.indexedLines !== null ? fmtInt(l.indexedLines) : '?'} lines as ${l.format ?? '?'} · ours/lnav ${r.ratio != null ? `${r.ratio.toFixed(2)}×` : '-'}`,
      });
    }
  }
  for (const f of floor) {
    const lnavS = cli.find((c) => c.variant === f.variant && sizeLabel(c.lines) === f.size)?.lnav?.wallS;
    rows.push({
      what: `Node.js floor, ${f.size} ${f.variant}: ${FLOOR_WHAT[f.mode]}`,
      value: f.wallS === null ? `FAILED: ${f.error}` : `${fmtS(f.wallS)} s (${spread(f.runsS)})${lnavS ? ` · ${(f.wallS / lnavS).toFixed(2)}× lnav` : ''}`,
    });
  }
  for (const r of real) {
    rows.push({
      what: `real log at scale: ${r.variant} repeated to ${fmtInt(r.lines)} lines (${(r.bytes / MB).toFixed(1)} MB)`,
      value: r.wallS === null
        ? `FAILED: ${r.error}`
        : `${fmtS(r.wallS)} s (${spread(r.runsS)}) · ${fmtRate(r.linesPerS!)} lines/s · peak RSS ${r.peakRssBytes ? `${fmtInt(r.peakRssBytes / MB)} MB (${(r.peakRssBytes / r.bytes).toFixed(1)}× file)` : '?'}${r.lnav?.wallS ? ` · lnav ${fmtS(r.lnav.wallS)} s (${r.lnav.format ?? '?'}), ours/lnav ${r.ratio!.toFixed(2)}×` : ''}`,
      result: r.wallS === null ? 'FAIL' : undefined,
    });
  }
  // Acceptance
  const acc: Row[] = [];
  for (const variant of ['journald', 'plain'] as Variant[]) {
    const big = cli.find((r) => r.lines === 1_000_000 && r.variant === variant);
    const mid = cli.find((r) => r.lines === 100_000 && r.variant === variant);
    if (big) {
      acc.push({
        what: `1M ${variant}: full analysis / lnav index time`,
        value: big.ratio != null ? `${big.ratio.toFixed(2)}× (${fmtS(big.wallS!)} s vs ${fmtS(big.lnav!.wallS!)} s)` : big.wallS === null ? 'analysis failed' : 'lnav not measured',
        target: '≤ 1.0×',
        result: big.wallS === null ? 'FAIL' : check(big.ratio != null ? big.ratio <= 1.0 : null),
      });
      acc.push({
        what: `1M ${variant}: peak RSS / file size`,
        value: big.peakRssBytes ? `${(big.peakRssBytes / big.bytes).toFixed(2)}× (${fmtInt(big.peakRssBytes / MB)} MB for ${fmtInt(big.bytes / MB)} MB)` : 'not measured',
        target: '≤ 1.5×',
        result: big.wallS === null ? 'FAIL' : check(big.peakRssBytes ? big.peakRssBytes <= 1.5 * big.bytes : null),
      });
    }
    if (big && mid && big.wallS !== null && mid.wallS !== null) {
      const per1M = (big.wallS / big.lines) * 1e6;
      const per100k = (mid.wallS / mid.lines) * 1e6;
      acc.push({
        what: `time per line 1M / 100k (${variant})`,
        value: `${(per1M / per100k).toFixed(2)}× (${per1M.toFixed(1)} µs vs ${per100k.toFixed(1)} µs per line)`,
        target: '≤ 1.25×',
        result: check(per1M / per100k <= 1.25),
      });
    }
  }
  if (lsp) {
    const doc = `${(lsp.docBytes / MB).toFixed(1)} MB / ${fmtInt(lsp.docLines)}-line journald document`;
    rows.push({ what: `LSP didOpen → publishDiagnostics, ${doc}`, value: lsp.openToDiagnosticsMs !== null ? `${fmtMs(lsp.openToDiagnosticsMs)} ms (${lsp.diagnostics} diagnostics)` : `FAILED: ${lsp.error}` });
    rows.push({ what: 'LSP kubeletLog/podTimeline after the open', value: lsp.timelineAfterOpenMs !== null ? `${fmtMs(lsp.timelineAfterOpenMs)} ms (${lsp.timelinePods} pods)` : '-' });
    rows.push({ what: `LSP hover, ${HOVERS} random lines, sequential`, value: lsp.hover ? `p50 ${fmtMs(lsp.hover.p50Ms)} ms · p90 ${fmtMs(lsp.hover.p90Ms)} ms · p99 ${fmtMs(lsp.hover.p99Ms)} ms · max ${fmtMs(lsp.hover.maxMs)} ms (${lsp.hover.nonEmpty} with content)` : '-' });
    rows.push({ what: `LSP append ${fmtInt(APPEND_LINES)} lines (one incremental didChange) → diagnostics`, value: lsp.appendToDiagnosticsMs !== null ? `${fmtMs(lsp.appendToDiagnosticsMs)} ms` : '-' });
    rows.push({ what: 'LSP append → diagnostics + updated podTimeline', value: lsp.appendToTimelineMs !== null ? `${fmtMs(lsp.appendToTimelineMs)} ms (timeline has ${lsp.appendTimelineLines !== null ? fmtInt(lsp.appendTimelineLines) : '?'} lines)` : '-' });
    if (lsp.largestPhaseEventsMs !== undefined) rows.push({ what: 'LSP kubeletLog/phaseEvents of the largest phase (expanding it in the tree)', value: `${fmtMs(lsp.largestPhaseEventsMs)} ms (${lsp.largestPhaseEvents} events)` });
    const rss = (x: LspResult['rssAfterOpen']) => (x ? `VmRSS ${fmtInt(x.vmRssBytes / MB)} MB, VmHWM ${fmtInt(x.vmHwmBytes / MB)} MB` : '-');
    rows.push({ what: 'LSP server memory after the open', value: `${rss(lsp.rssAfterOpen)} (${lsp.rssAfterOpen ? (lsp.rssAfterOpen.vmRssBytes / lsp.docBytes).toFixed(1) : '?'}× document)` });
    rows.push({ what: 'LSP server memory at the end', value: rss(lsp.rssAtEnd) });
    rows.push({ what: 'LSP server memory after 3 s without requests', value: rss(lsp.rssAfterIdle) });
    if (lsp.error) rows.push({ what: 'LSP error', value: lsp.error, result: 'FAIL' });
    acc.push({ what: '50 MB over LSP: didOpen → diagnostics', value: lsp.openToDiagnosticsMs !== null ? `${fmtMs(lsp.openToDiagnosticsMs)} ms` : 'failed', target: '≤ 1,500 ms', result: check(lsp.openToDiagnosticsMs !== null ? lsp.openToDiagnosticsMs <= 1500 : false) });
    acc.push({ what: '50 MB over LSP: hover p99', value: lsp.hover ? `${fmtMs(lsp.hover.p99Ms)} ms` : 'failed', target: '≤ 10 ms', result: check(lsp.hover ? lsp.hover.p99Ms <= 10 : false) });
    acc.push({ what: '50 MB over LSP: append 1,000 lines → diagnostics and timeline', value: lsp.appendToTimelineMs !== null ? `${fmtMs(lsp.appendToTimelineMs)} ms` : 'failed', target: '≤ 100 ms', result: check(lsp.appendToTimelineMs !== null && !lsp.error ? lsp.appendToTimelineMs <= 100 : false) });
  }
  for (const a of acc) rows.push({ ...a, what: `target: ${a.what}` });

  const header = ['Figure', 'Value', 'Target', 'Result'];
  const table = [header, ...rows.map((r) => [r.what, r.value, r.target ?? '', r.result ?? ''])];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...table.slice(1).map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
  const passed = acc.filter((a) => a.result === 'PASS').length;
  const failed = acc.filter((a) => a.result === 'FAIL').length;
  process.stdout.write(`\nKubelet Log Lens benchmark, ${new Date().toISOString()} (took ${fmtInt((Date.now() - started) / 1000)} s)\n\n${md}\n\nTargets: ${passed} PASS, ${failed} FAIL, ${acc.length - passed - failed} n/a\n`);

  const json = {
    date: new Date().toISOString(),
    durationS: (Date.now() - started) / 1000,
    machine: m,
    firstTouch: touch,
    commands: {
      cli: `node dist/cli.js analyze FILE --json > /dev/null (peak RSS: ${cli[0]?.rssMethod ?? '?'})`,
      lnav: lnav ? `${lnav} -n -q FILE (headless, index only, nothing printed); check: lnav -n -c ';SELECT log_format, count(*) FROM all_logs GROUP BY log_format' FILE` : null,
      lsp: 'node dist/server.js --stdio, driven by vscode-languageserver-protocol',
    },
    data: Object.fromEntries([...metas].map(([k, v]) => [sizeLabel(k), { ...v, containerStatusNotFoundLines: undefined, deleteContainerLines: undefined, stopContainerNotFoundLines: undefined, callers: undefined }])),
    cli,
    floor,
    realLogsAtScale: real,
    lsp: lsp ?? null,
    acceptance: acc,
    table: rows,
  };
  writeFileSync(join(DATA_DIR, 'last-run.json'), `${JSON.stringify(json, null, 1)}\n`);
  log(`wrote ${join(DATA_DIR, 'last-run.json')}`);
}

const entry = args[0] === '--memory-child' ? memoryChild(args[1], args[2]) : args[0] === '--snapshot-child' ? Promise.resolve(snapshotChild(args[1])) : args.includes('--memory') ? Promise.resolve(memoryReport()) : main();
entry.catch((e) => {
  process.stderr.write(`bench failed: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});

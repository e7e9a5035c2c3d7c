// kubelet-log-lens: the same analysis as the editor, for terminals and CI.
import { BUILD, VERSION_TEXT } from './version';
import { createWriteStream, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeFileAsync, type FileAnalysis } from './fileAnalysis';
import { extractedNotice, readJsonExportFile, sniffJsonExportFile } from './jsonExportFile';
import { JSON_EXPORT_NAMES } from './parse/exportJson';
import { heapGuard, youngGenerationCap } from './heapGuard';
import { binaryDataError, binaryDataIn, gunzipNested, packingOfFile, removeUnpacked, UnreadablePackingError, type Packing } from './packedFile';
import { partsOutOfOrder, writeJoined, type JoinedText } from './joinedLog';
import { writeJson, writeJsonLine } from './jsonOut';
import type { Matcher } from './knowledge/match';
import { analyzeText, matcherFor } from './pipeline';
import { buildReport, logRecords, printable, renderText, type FileReport } from './report';
import { toSarif, type UnreadFile } from './sarif';
import { CATALOGUE } from './knowledge/catalogue';
import { loadUserRulesFile } from './knowledge/userRules';
import type { CatalogueEntry } from './knowledge/types';

const DOCS = 'https://github.com/kubelet-log-lens/kubelet-log-lens/blob/main/docs/known-errors.md';
const USAGE = `Usage: kubelet-log-lens analyze FILE... [options]
       journalctl -u kubelet | kubelet-log-lens analyze - [options]
       kubelet-log-lens extract FILE > kubelet.log
       (\`analyse\` is \`analyze\`; \`kubelet-log-lens FILE...\` analyzes the files)

Reads kubelet logs (plain klog, journald exports, JSON logging format, printf-era, mixed dumps) and prints
pods with their lifecycle timelines and known errors graded by the evidence in the log.
A JSON export that holds a whole log (Grafana's JSON download, a Loki API response) is read as the log lines it
holds, in time order; \`extract\` writes those lines.
Gzip data (a rotated kubelet.log.1.gz, a file or piped in) is decompressed and its text analysed.

Options:
  --json                  one JSON object per file (same as --format json)
  --format text|json|sarif
  --pod NS/NAME|UID       only this pod's timeline and findings; the start of a UID (8 hex digits or more, as
                          the report prints an unnamed pod's) or, ending in *, of a name (a Deployment's pods:
                          --pod 'shop/web-7d9c*') takes every pod it starts
  --fail-on actionable|investigate
                          exit 1 when a finding of that verdict (or worse) is present; exit 2 when a
                          file holds no log line this tool reads (nothing was checked)
  --rules FILE            extra catalogue entries (.json or .yaml, same schema as the built-in ones);
                          give it again for more files
  --every                 text output: one entry per finding (by default like findings of a pod are grouped)
  --sarif-benign          SARIF output: write benign findings as results too (level "none"; GitHub code
                          scanning shows every result as an alert, so by default they are left out)
  --sarif-every           SARIF output: one result per finding (by default findings alike are one result, the
                          others its related locations, with properties.occurrences; --every does the same)
  --as-one                read the FILEs as one log, in the order given: rotated files oldest first
                          (kubelet.log.2.gz kubelet.log.1 kubelet.log), so that evidence spans the rotation
  --year YYYY             the year of each FILE's first line, for logs that write none (klog, journald's
                          short output); by default the file's date gives it, which in CI is the checkout's
  -h, --help              this text
  --version               the version and the commit it was built from

Exit codes:
  0    every file was read (with --fail-on: and no finding of that verdict or worse)
  1    --fail-on: a finding of that verdict or worse
  2    something was not checked: a file that cannot be read (missing, a directory, binary data, a packing
       other than gzip), --pod matching no pod, a bad option; with --fail-on also a file with no line of a
       shape this tool reads (an empty file) and another component's log (kube-apiserver's, containerd's)
  129, 130, 143
       ended by SIGHUP, Ctrl-C (SIGINT) or SIGTERM; temporary copies are removed`;

/** node:util's parseArgs errors in this tool's words: the option, and what is wrong with it. */
function argumentError(e: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(e.message)?.[1];
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option ${option}`;
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return /argument missing|ambiguous/.test(e.message) ? `${option} needs a value (${option} VALUE)` : `${option} takes no value`;
  }
  return e.message.split('\n')[0];
}

function fail(message: string, code = 2): never {
  // Messages name files and quote rule patterns: their control characters are shown, not sent to the terminal (r74a F7).
  process.stderr.write(`kubelet-log-lens: ${printable(message)}\n`);
  process.exit(code);
}

/** Temporary folders of spooled standard input, removed on any exit (also `| head` closing the pipe early). */
const spoolDirs = new Set<string>();
process.on('exit', () => {
  for (const dir of spoolDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Standard input copied to a temporary file, which the analysis then reads in pieces like any file (a pipe cannot
 * be read twice, and holding it in memory would undo the piecewise reading). The caller removes the folder. Read as a
 * stream, not with blocking reads: a pipe that stays open (`journalctl -f | …` under `timeout`) must leave the event
 * loop free for SIGTERM and Ctrl-C to end the run (r46a 1).
 */
async function spoolStdin(): Promise<{ path: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kubelet-log-lens-'));
  spoolDirs.add(dir);
  const path = join(dir, 'stdin.log');
  await pipeline(process.stdin, createWriteStream(path));
  return { path, dir };
}

/** Progress on stderr for big files in a terminal: analysis runs as the file is read, piece by piece. */
function progressFor(label: string): ((bytesRead: number, size: number) => void) | undefined {
  if (process.stderr.isTTY !== true) return undefined;
  let lastReport = Date.now();
  let shown = false;
  return (bytesRead, size) => {
    if (size < 20 * 1024 * 1024) return;
    if (bytesRead >= size) {
      if (shown) process.stderr.write('\r\x1b[K');
      return;
    }
    if (Date.now() - lastReport < 250) return;
    lastReport = Date.now();
    shown = true;
    process.stderr.write(`\r${label}: ${Math.floor((bytesRead / size) * 100)}% analysed`);
  };
}

/** Files that could not be read, and why (SARIF's run notifications say so too). */
const unread: UnreadFile[] = [];

function cannotRead(file: string, err: NodeJS.ErrnoException): undefined {
  // EPACKED's message is this tool's own words (what the file is, and the command that unpacks it).
  const reason = `${err.code && err.code !== 'EPACKED' ? `${err.code}: ` : ''}${err.message.replace(/^[A-Z]+: /, '')}`;
  process.stderr.write(`kubelet-log-lens: cannot read ${file === '-' ? 'standard input' : printable(file)}: ${printable(reason)}\n`);
  unread.push({ file, reason });
  return undefined;
}

/**
 * What the analysis reads for a FILE argument: the file itself; standard input's spooled copy (`-`); or, for gzip data
 * (a rotated `kubelet.log.1.gz`, or piped in), a decompressed copy. `fileDate` is the original file's (undefined: the
 * path's own; null: none, for standard input). `done` removes whatever was made.
 */
interface Input {
  path: string;
  fileDate: Date | null | undefined;
  compression: (NonNullable<FileReport['compression']> & { problem: string | null }) | undefined;
  done(): void;
}

async function inputOf(file: string, command: 'analyze' | 'extract' = 'analyze'): Promise<Input> {
  const spooled = file === '-' ? await spoolStdin() : undefined;
  const removeSpool = () => {
    if (spooled) rmSync(spooled.dir, { recursive: true, force: true });
  };
  const path = spooled?.path ?? file;
  let packing: Packing | undefined;
  try {
    packing = packingOfFile(path);
    if (!packing) {
      if (binaryDataIn(path)) throw binaryDataError(false);
      return { path, fileDate: spooled ? null : undefined, compression: undefined, done: removeSpool };
    }
    if (packing !== 'gzip') throw new UnreadablePackingError(file, packing, false, command);
    const unpacked = await gunzipNested(path, file, spooled ? 'stdin.log' : basename(file), command);
    if (binaryDataIn(unpacked.path)) {
      removeUnpacked(unpacked);
      throw binaryDataError(true);
    }
    return {
      path: unpacked.path,
      // The decompressed copy is new: the year of a yearless log comes from the compressed file's date.
      fileDate: spooled ? null : statSync(file).mtime,
      compression: { format: 'gzip', complete: unpacked.complete, problem: unpacked.problem },
      done: () => removeUnpacked(unpacked),
    };
  } catch (e) {
    removeSpool();
    throw e;
  } finally {
    // Spooled packed data is not needed once decompressed (or refused).
    if (packing) removeSpool();
  }
}

/** One file's report (or the report of files read as one log), or undefined after saying on stderr why it could not be read. */
async function reportOf(file: string, matcher: Matcher, guard: (() => void) | undefined, podFilter: string | undefined, year: number | undefined, joined?: JoinedText): Promise<FileReport | undefined> {
  let read: FileAnalysis;
  let input: Input | undefined;
  try {
    input = joined ? { path: joined.path, fileDate: joined.fileDate, compression: undefined, done: joined.done } : await inputOf(file);
    const { path, fileDate, compression } = input;
    const exportKind = sniffJsonExportFile(path);
    if (exportKind) {
      // One JSON document: read whole, its lines taken out in time order (bounded in size: jsonExportFile.ts).
      const extracted = readJsonExportFile(path, exportKind);
      const analysis = analyzeText(extracted.text, { matcher, fileDate: fileDate === undefined ? extracted.mtime : (fileDate ?? undefined), year });
      const report = buildReport(analysis, file, {
        encoding: extracted.encoding,
        compression,
        podFilter,
        extractedFrom: { export: JSON_EXPORT_NAMES[exportKind], entries: extracted.entries, note: extractedNotice(exportKind, extracted.entries, extracted.cutAt) },
      });
      input.done();
      return report;
    }
    const progress = progressFor(file === '-' ? 'stdin' : printable(file));
    // Yielding between pieces: Ctrl-C (below) is then heard within a piece, and the temporary copies removed.
    const analysed = await analyzeFileAsync(path, {
      matcher,
      // Standard input has no file date (its spooled copy's is now): the year comes from the log, else today.
      fileDate,
      year,
      onProgress: (bytesRead, size) => {
        guard?.();
        progress?.(bytesRead, size);
      },
    });
    if (!analysed) throw new Error('analysis cancelled without being asked to'); // no `cancelled` is given
    read = analysed;
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (!err.code) throw e; // not a file problem: a bug, which must not pass for an unreadable file
    input?.done();
    return cannotRead(file, err);
  }
  const { analysis, encoding, noText } = read;
  guard?.(); // the report comes next: room for it from the pieces' garbage
  try {
    // An unparsed record's message is its whole line: the report's samples need nothing else from the text.
    const outOfOrder = joined ? partsOutOfOrder(analysis, joined.parts) : [];
    // Files joined in the wrong order change how the findings read: said on stderr too, where a script sees it (r64a U10).
    for (const n of outOfOrder) process.stderr.write(`kubelet-log-lens: warning: ${printable(n)}\n`);
    const fileNotices = [...(joined ? [...joined.notices, ...outOfOrder] : [])];
    // A report of one pod says so: its header's line and severity counts are still the whole file's (r64a U11).
    if (podFilter !== undefined) fileNotices.unshift(`--pod ${printable(podFilter)}: the pods and findings below are that pod's only; the counts above are the whole file's`);
    return buildReport(analysis, file, { encoding, compression: input.compression, podFilter, noText, joinedFrom: joined?.parts, fileNotices: fileNotices.length ? fileNotices : undefined, orderSaid: outOfOrder.length > 0 });
  } catch (e) {
    // A message let go during the analysis is read back from the file; one rewritten since says so (ECHANGED).
    const err = e as NodeJS.ErrnoException;
    if (!err.code) throw e;
    return cannotRead(file, err);
  } finally {
    // Only now: building the report may read a line back from the file.
    input.done();
  }
}

/** `extract FILE`: the log lines of a JSON export, in time order, on standard output. */
async function extract(files: string[]): Promise<void> {
  if (files.length !== 1) fail('extract needs one FILE');
  const [file] = files;
  let input: Input | undefined;
  try {
    input = await inputOf(file, 'extract');
    const kind = sniffJsonExportFile(input.path);
    if (!kind) fail(`${file} is not a JSON export (Grafana's JSON download, a Loki API response): analyze reads it as a log as it is`);
    const text = readJsonExportFile(input.path, kind).text;
    // To a terminal, the lines' control characters are shown, not obeyed (a line could set the clipboard or the title:
    // r74a F7); to a file or a pipe they are written as they are, for the analysis.
    process.stdout.write(process.stdout.isTTY === true ? text.split('\n').map(printable).join('\n') : text);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (!err.code) throw e;
    fail(`cannot read ${file === '-' ? 'standard input' : file}: ${err.code === 'EPACKED' ? '' : `${err.code}: `}${err.message.replace(/^[A-Z]+: /, '')}`);
  } finally {
    input?.done();
  }
}

/** Whether the path names a file (or anything stat can read) on disk. */
function isFile(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', multiple: true },
        // Given twice, the last would silently win (a CI line built from variables): each is taken once, --rules many times.
        format: { type: 'string', multiple: true },
        pod: { type: 'string', multiple: true },
        'fail-on': { type: 'string', multiple: true },
        rules: { type: 'string', multiple: true },
        every: { type: 'boolean', multiple: true },
        'sarif-benign': { type: 'boolean', multiple: true },
        'sarif-every': { type: 'boolean', multiple: true },
        'as-one': { type: 'boolean', multiple: true },
        year: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (e) {
    fail(`${argumentError(e as Error & { code?: string })} (kubelet-log-lens --help lists the options)`);
  }
  const { values: given, positionals } = parsed;
  for (const name of ['format', 'pod', 'fail-on', 'year', 'json', 'every', 'as-one', 'sarif-benign', 'sarif-every'] as const) {
    if ((given[name]?.length ?? 0) > 1) fail(`--${name} was given ${given[name]!.length} times: give it once`);
  }
  const values = {
    ...given, format: given.format?.[0], pod: given.pod?.[0], 'fail-on': given['fail-on']?.[0], year: given.year?.[0],
    json: given.json?.[0], every: given.every?.[0], 'as-one': given['as-one']?.[0], 'sarif-benign': given['sarif-benign']?.[0], 'sarif-every': given['sarif-every']?.[0],
  };
  // An unset CI variable (`--pod "$POD"`) must not quietly mean every pod.
  if (values.pod === '') fail('--pod was given an empty name');
  if (values.version) {
    process.stdout.write(`${VERSION_TEXT}\n`);
    return;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length === 0) {
    // Called wrong: the usage is the error message.
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const [command0, ...files0] = positionals;
  if (command0 === 'extract') {
    await extract(files0);
    return;
  }
  // `analyse` is the same command; `kubelet-log-lens FILE` means analyze it (r57a C6).
  const bareFile = command0 !== 'analyze' && command0 !== 'analyse' && (command0 === '-' || isFile(command0));
  if (command0 !== 'analyze' && command0 !== 'analyse' && !bareFile) fail(`unknown command "${printable(command0)}" (analyze or extract; kubelet-log-lens --help)`);
  const files = bareFile ? positionals : files0;
  if (!files.length) {
    // An option that took the file for its value (`--fail-on kubelet.log`): say so, not only that the file is missing.
    const took = (['fail-on', 'format', 'pod', 'year'] as const).find((o) => values[o] !== undefined && isFile(values[o]!));
    fail(took ? `analyze needs at least one FILE: --${took} took "${printable(values[took]!)}" as its value (did you forget the value of --${took}?)` : 'analyze needs at least one FILE');
  }
  if (values.json && values.format !== undefined && values.format !== 'json') fail(`--json and --format ${values.format} ask for two outputs: give one`);
  const format = values.json ? 'json' : (values.format ?? 'text');
  if (!['text', 'json', 'sarif'].includes(format)) fail(`--format must be text, json or sarif, not "${format}"`);
  const failOn = values['fail-on'];
  if (failOn !== undefined && failOn !== 'actionable' && failOn !== 'investigate') fail(`--fail-on must be actionable or investigate, not "${failOn}"`);
  // klog and journald write no year; in CI the file's date is the checkout's, so the job may say which year it is.
  if (values.year !== undefined && !/^(19[7-9]\d|2\d{3})$/.test(values.year)) fail(`--year must be a year such as 2023, not "${printable(values.year)}"`);
  const year = values.year === undefined ? undefined : Number(values.year);

  const userEntries: CatalogueEntry[] = [];
  for (const rulesFile of values.rules ?? []) {
    const loaded = loadUserRulesFile(rulesFile);
    if (loaded.errors.length) fail(`${rulesFile}: ${loaded.errors.map((e) => (e.line ? `line ${e.line}: ` : '') + e.message).join('; ')}`);
    for (const entry of loaded.entries) {
      if (userEntries.some((e) => e.id === entry.id)) fail(`${rulesFile}: rule "${entry.id}" is already in an earlier --rules file`);
      userEntries.push(entry);
    }
  }
  const matcher = matcherFor(userEntries);

  const reports: FileReport[] = [];
  let hadFileError = false;
  // Tighter than the default (1.75×, from 64 MB): a batch job's peak memory is what users see, and this costs about
  // 5 % of the time (1M plain lines: peak 295 → 240–250 MB).
  const collect = heapGuard(1.4, 32 * 1024 * 1024);
  const capYoung = youngGenerationCap();
  const guard = () => {
    capYoung();
    collect?.();
  };
  // --as-one: the files are one log, in the order given (rotated files oldest first).
  const asOne = values['as-one'] === true;
  if (asOne && files.filter((f) => f === '-').length > 1) fail('- (standard input) can be given once');
  if (asOne) {
    // One file given twice (`a.log ./a.log`) would be read twice into the log, each line twice over.
    const given = new Map<string, string>();
    for (const f of files) {
      if (f === '-') continue;
      let real: string;
      try {
        real = realpathSync(f);
      } catch {
        continue; // unreadable: said when it is read
      }
      const earlier = given.get(real);
      if (earlier !== undefined) fail(`${printable(f)} is the same file as ${printable(earlier)}: give each file of the log once`);
      given.set(real, f);
    }
  }
  const jobs: { label: string; joined?: () => Promise<JoinedText> }[] = asOne ? [{ label: files.join(' + '), joined: () => writeJoined(files, inputOf) }] : files.map((label) => ({ label }));
  for (const { label: file, joined: join } of jobs) {
    let joined: JoinedText | undefined;
    if (join) {
      try {
        joined = await join();
      } catch (e) {
        const err = e as NodeJS.ErrnoException & { file?: string };
        if (!err.code) throw e;
        // A packing this tool does not open: unpacked to a file, it takes its place among the others.
        if (err instanceof UnreadablePackingError) cannotRead(err.file, { ...err, message: err.asPartOf(files) });
        else cannotRead(err.file ?? file, err);
        hadFileError = true;
        continue;
      }
    }
    const report = await reportOf(file, matcher, guard, values.pod, year, joined);
    if (!report) {
      hadFileError = true;
      continue;
    }
    reports.push(report);
    // A job told to rely on --year should hear that this log did not need it.
    if (year !== undefined && report.yearSource === 'log') process.stderr.write(`kubelet-log-lens: ${printable(file)} names its own year: --year ${year} was not used\n`);
    // The analysis is gone by now (only the report is kept): collect it before the output is written.
    guard?.();
    // A file without the pod --pod names prints nothing: an empty report would read as a clean one (r57a U11).
    if (format === 'text' && !(values.pod !== undefined && report.pods.length === 0)) process.stdout.write(`${renderText(report, values.every === true, userEntries)}\n\n`);
    else if (format === 'json') {
      // In parts: one JSON string of tens of megabytes, and its buffer, would come on top of everything else. Several
      // files are JSON Lines (one object a line), which a reader can split; one file is pretty-printed.
      if (jobs.length > 1) writeJsonLine((part) => process.stdout.write(part), report);
      else writeJson((part) => process.stdout.write(part), report);
      process.stdout.write('\n');
    }
  }
  // A pod filter that matched no pod would quietly turn a CI gate off (a typo in the name): an error.
  const podMissed = values.pod !== undefined && reports.length > 0 && reports.every((r) => r.pods.length === 0);
  const podError = podMissed ? `--pod ${printable(values.pod!)} matched no pod (give NS/NAME, a name or a UID as the report lists them, the start of a UID, or a name's start followed by *)` : undefined;
  // With --fail-on, a file with no log line this tool reads, or another component's log (whose lines are not graded
  // against the kubelet's known errors), cannot pass a gate: nothing was checked.
  const gateErrors = [...(podError ? [podError] : [])];
  for (const r of failOn ? reports : []) {
    if (logRecords(r.bySeverity) === 0) gateErrors.push(`${printable(r.file)} holds no log line this tool reads: nothing was checked (--fail-on ${failOn})`);
    else if (r.component && r.component.name !== 'kubelet') {
      gateErrors.push(`${printable(r.file)} is a ${printable(r.component.name)} log, not a kubelet's: nothing was checked (--fail-on ${failOn})`);
    }
  }
  if (format === 'sarif') {
    process.stdout.write(`${JSON.stringify(toSarif(reports, CATALOGUE.concat(userEntries), BUILD.version, DOCS, unread, gateErrors, { benign: values['sarif-benign'] === true, every: values['sarif-every'] === true || values.every === true }), null, 2)}\n`);
  }
  for (const message of gateErrors) {
    process.stderr.write(`kubelet-log-lens: ${message}\n`);
    hadFileError = true;
  }
  // The gate's own result is said even when an error makes the exit code 2 (a CI log then shows both).
  const hit = failOn !== undefined && reports.some((r) => r.counts.actionable > 0 || (failOn === 'investigate' && r.counts.investigate > 0));
  if (hit) process.stderr.write(`kubelet-log-lens: found ${failOn === 'investigate' ? 'actionable or to-investigate' : 'actionable'} findings (--fail-on ${failOn})\n`);
  if (hadFileError) process.exitCode = 2;
  else if (hit) process.exitCode = 1;
  // A Ctrl-C or a CI job's SIGTERM that came while the report was written (synchronously) waits for the event loop,
  // and the process would end first, with this run's code (r24c: exit 0 after Ctrl-C): one more turn lets it act.
  await new Promise<void>((resolve) => setImmediate(resolve));
}

// `kubelet-log-lens analyze big.log | head`: the reader leaving early is not an error worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// Ctrl-C, a CI job's timeout or a closed terminal: exit through the exit hooks, which remove spooled, decompressed and
// joined copies (the default would leave them in the temporary folder). The codes are 128 + the signal's number.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
process.once('SIGHUP', () => process.exit(129));

// A bug of this tool is no finding: exit 2 ("something was not checked"), never 1, which --fail-on gives a finding
// (an uncaught error had exited 1, and a CI gate read it as findings: r74a F10).
function internalError(e: unknown): never {
  process.stderr.write(`kubelet-log-lens: internal error, nothing was checked: ${printable(e instanceof Error ? (e.stack ?? e.message) : String(e)).replace(/\\n/g, '\n')}\n`);
  process.exit(2);
}
process.on('uncaughtException', internalError);
main(process.argv.slice(2)).catch(internalError);

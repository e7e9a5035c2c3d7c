// Several files read as one log (`analyze --as-one`): rotated logs (kubelet.log.2.gz, kubelet.log.1, kubelet.log) hold
// one kubelet's story, and the evidence for a line at the top of one file is often at the bottom of the one before.
// The files are written one after another into one UTF-8 text, which is analysed as any file; each keeps its line
// range (`JoinedPart`), so that the report names the file and line a line came from.
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sniffJsonExportFile } from './jsonExportFile';
import type { Analysis } from './knowledge/analyze';
import { removeUnpacked, tempFolder } from './packedFile';
import { SparseWriter } from './sparseWriter';
import { decodeAs, detectEncoding, endOfLastLine } from './parse/decode';
import { parseText } from './parse/document';

export interface JoinedPart {
  /** The path as given. */
  file: string;
  /** 1-based line of the joined log where the file's first line is. */
  firstLine: number;
  lines: number;
  /** The file was gzip data whose text was joined. */
  compression: { format: 'gzip'; complete: boolean } | null;
}

/** A file to join, opened: the text to read (its decompressed copy for gzip data), and what opening it made. */
export interface OpenedPart {
  path: string;
  compression?: { format: 'gzip'; complete: boolean; problem: string | null };
  /** The file's own date (undefined: the path's; null: none, standard input). */
  fileDate?: Date | null;
  done(): void;
}

export interface JoinedText {
  /** The joined text, in a temporary folder: `done` removes it. */
  path: string;
  parts: JoinedPart[];
  /** What opening the files said (gzip data cut short), by file. */
  notices: string[];
  /**
   * The last file's date, for the year of a yearless log: a file's date is the year's anchor at its last line (a log
   * is written up to its date), and the joined log's last line is the last file's.
   */
  fileDate: Date | null | undefined;
  done(): void;
}

/**
 * Writes the files' texts one after another into one UTF-8 file, in the order given; `open` gives each one's text
 * (the CLI's reads standard input and decompresses, the server's decompresses). An error names the file (`file`).
 */
export async function writeJoined(files: readonly string[], open: (file: string) => Promise<OpenedPart>): Promise<JoinedText> {
  const folder = { dir: tempFolder() };
  const path = join(folder.dir, 'joined.log');
  const out = openSync(path, 'w');
  const writer = new SparseWriter(out);
  const parts: JoinedPart[] = [];
  const notices: string[] = [];
  let fileDate: Date | null | undefined;
  let line = 1;
  try {
    for (const file of files) {
      let part: OpenedPart;
      try {
        part = await open(file);
      } catch (e) {
        throw Object.assign(e as Error, { file });
      }
      try {
        if (sniffJsonExportFile(part.path)) {
          throw Object.assign(new Error(`a JSON export, which cannot be joined as it is: take its lines out first (kubelet-log-lens extract ${file} > lines.log)`), { code: 'EPACKED', file });
        }
        const lines = appendAsUtf8(writer, part.path);
        const c = part.compression;
        parts.push({ file, firstLine: line, lines, compression: c ? { format: c.format, complete: c.complete } : null });
        if (c?.problem) notices.push(`${file}: ${c.problem}`);
        line += lines;
        fileDate = part.fileDate === undefined ? statSync(part.path).mtime : part.fileDate;
      } finally {
        part.done();
      }
    }
  } catch (e) {
    closeSync(out);
    removeUnpacked(folder);
    throw e;
  }
  writer.finish();
  closeSync(out);
  return { path, parts, notices, fileDate, done: () => removeUnpacked(folder) };
}

const PIECE = 1 << 20;

/**
 * Appends the text of the file at `path` to `out` as UTF-8 (a UTF-16 file is decoded, a UTF-8 byte order mark left
 * out), ending it with a line end if it has none; returns how many lines it added.
 */
export function appendAsUtf8(out: SparseWriter, path: string): number {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const n = readSync(fd, head, 0, head.length, 0);
    const { encoding, bomBytes } = detectEncoding(head.subarray(0, n));
    if (encoding === 'utf-16le' || encoding === 'utf-16be') {
      // Rare (a log saved by PowerShell): decoded whole.
      const text = decodeAs(readFileSync(path).subarray(bomBytes), encoding);
      return appendBytes(out, Buffer.from(text, 'utf8'));
    }
    let lines = 0;
    let last = -1;
    const buf = Buffer.allocUnsafe(PIECE);
    for (let pos = bomBytes; ; ) {
      const got = readSync(fd, buf, 0, buf.length, pos);
      if (got === 0) break;
      out.write(buf, got);
      for (let i = buf.indexOf(10); i >= 0 && i < got; i = buf.indexOf(10, i + 1)) lines++;
      last = buf[got - 1];
      pos += got;
    }
    if (last !== -1 && last !== 10) {
      out.write(NEWLINE);
      lines++;
    }
    return lines;
  } finally {
    closeSync(fd);
  }
}

const NEWLINE = Buffer.from('\n');

function appendBytes(out: SparseWriter, bytes: Buffer): number {
  out.write(bytes);
  let lines = 0;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
  if (bytes.length > 0 && bytes[bytes.length - 1] !== 10) {
    out.write(NEWLINE);
    lines++;
  }
  return lines;
}

/** The part a 1-based line of the joined log is in. */
export function partOfLine(parts: readonly JoinedPart[], line: number): JoinedPart | undefined {
  let lo = 0;
  let hi = parts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = parts[mid];
    if (line < p.firstLine) hi = mid - 1;
    else if (line >= p.firstLine + p.lines) lo = mid + 1;
    else return p;
  }
  return undefined;
}

/** Microseconds a file may start before the one given before it ends and still be in order. */
const OUT_OF_ORDER_TOLERANCE = 1_000_000;

/** How far a line may be looked for a timed one from a part's first or last line. */
const LOOK = 500;

/**
 * Files given out of order: a part whose first timed line comes before the last timed line of the part before it
 * (rotated files given newest first, as a shell's `kubelet.log*` sorts them). Evidence looks at what came before a
 * line, so such a join grades wrongly: each is said, in words for the report.
 */
export function partsOutOfOrder(analysis: Analysis, parts: readonly JoinedPart[]): string[] {
  const parsed = analysis.index.parsed;
  const recs = parsed.records;
  const timeAt = (line0: number): number | undefined => {
    const r = parsed.recordOfLine[line0];
    if (r === undefined || r < 0) return undefined;
    const rec = recs.at(r);
    return rec.kind === 'log' ? rec.time : undefined;
  };
  const firstTime = (p: JoinedPart) => {
    for (let l = p.firstLine - 1; l < Math.min(p.firstLine - 1 + p.lines, p.firstLine - 1 + LOOK); l++) {
      const t = timeAt(l);
      if (t !== undefined) return t;
    }
    return undefined;
  };
  const lastTime = (p: JoinedPart) => {
    const end = p.firstLine - 1 + p.lines;
    for (let l = end - 1; l >= Math.max(p.firstLine - 1, end - LOOK); l--) {
      const t = timeAt(l);
      if (t !== undefined) return t;
    }
    return undefined;
  };
  const out: string[] = [];
  for (let k = 1; k < parts.length; k++) {
    const before = lastTime(parts[k - 1]);
    const start = firstTime(parts[k]);
    // A second's tolerance: klog's and the runtime's clocks, and lines written by threads in turn, skew by less.
    if (before === undefined || start === undefined || start >= before - OUT_OF_ORDER_TOLERANCE) continue;
    out.push(
      `${parts[k].file} starts before ${parts[k - 1].file} ends: the files are read as one log in the order given, and ` +
        `evidence is what came before a line, so give rotated logs oldest first (kubelet.log.2.gz kubelet.log.1 kubelet.log)`,
    );
  }
  return out;
}

/** How much of a file is read for the time of its first line. */
const HEAD_BYTES = 64 * 1024;

/** The time of a file's first timed log line, and whether the log gave it its year. */
export interface FileStart {
  time: number;
  yearless: boolean;
}

/**
 * The time of the first timed log line in the file's first 64 KB of text (undefined when none), for putting files
 * picked in any order (an editor's selection) oldest first. A log truncated in place starts with a hole of NULs,
 * possibly larger than 64 KB: the text is looked for after it.
 */
export function firstTimeOfFile(path: string): FileStart | undefined {
  const fd = openSync(path, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    let pos = 0;
    let got = readSync(fd, buf, 0, buf.length, pos);
    let first = firstNonZero(buf, got);
    // Past a hole of NULs, a piece at a time (a hole can be gigabytes, on disk almost nothing).
    while (got > 0 && first < 0) {
      pos += got;
      got = readSync(fd, buf, 0, buf.length, pos);
      first = firstNonZero(buf, got);
    }
    if (first > 0) got = readSync(fd, buf, 0, buf.length, (pos += first));
    head = buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
  const { encoding, bomBytes } = detectEncoding(head);
  const body = head.subarray(bomBytes);
  const end = endOfLastLine(body, body.length, encoding);
  const parsed = parseText(decodeAs(body.subarray(0, end || body.length), encoding), { today: new Date(Date.UTC(2000, 0, 1)) });
  for (let r = 0; r < parsed.records.length; r++) {
    const rec = parsed.records.at(r);
    if (rec.kind === 'log' && rec.time !== undefined) return { time: rec.time, yearless: parsed.yearSource !== 'log' };
  }
  return undefined;
}

function firstNonZero(buf: Buffer, length: number): number {
  for (let i = 0; i < length; i++) if (buf[i] !== 0) return i;
  return -1;
}

const DAY = 86_400_000_000;
const YEAR = 366 * DAY;

/**
 * Files in the order their logs were written, by their first lines' times (the given order when a file has none).
 * Yearless times (klog's, journald's short output) are placed on the year's circle, and the oldest file is the one
 * after the widest gap: rotated files span days or weeks, so a December file comes before a January one.
 */
export function filesOldestFirst<T>(files: readonly T[], startOf: (file: T) => FileStart | undefined): T[] {
  const starts = files.map((f) => ({ f, s: startOf(f) }));
  if (starts.some((x) => x.s === undefined)) return [...files];
  if (starts.every((x) => !x.s!.yearless)) return starts.sort((a, b) => a.s!.time - b.s!.time).map((x) => x.f);
  // The place in a leap year of the month, day and time (guessed years may differ in leap days).
  const inYear = (t: number) => {
    const d = new Date(Math.floor(t / 1000));
    return Date.UTC(2000, d.getUTCMonth(), d.getUTCDate()) * 1000 + (((t % DAY) + DAY) % DAY) - Date.UTC(2000, 0, 1) * 1000;
  };
  const circle = starts.map((x) => ({ f: x.f, t: inYear(x.s!.time) })).sort((a, b) => a.t - b.t);
  let after = 0; // the wrap from the last back to the first
  let widest = circle[0].t + YEAR - circle[circle.length - 1].t;
  for (let k = 1; k < circle.length; k++) {
    const gap = circle[k].t - circle[k - 1].t;
    if (gap > widest) [widest, after] = [gap, k];
  }
  return [...circle.slice(after), ...circle.slice(0, after)].map((x) => x.f);
}

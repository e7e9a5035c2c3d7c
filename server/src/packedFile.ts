// Compressed and archived logs. A rotated kubelet log is usually gzipped (logrotate's `compress`: kubelet.log.1.gz).
// It is decompressed into a temporary file, which the analysis then reads in pieces like any other file: lines are
// read back by their offset later, which a compressed stream cannot give. Other packings are named, with the command
// that unpacks them, instead of being read as text (a .gz read as text was a few lines of garbage and "no log line").
import { closeSync, createReadStream, fstatSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { crc32, createGunzip, createInflateRaw } from 'node:zlib';
import { SparseWriter } from './sparseWriter';

export type Packing = 'gzip' | 'zstd' | 'xz' | 'bzip2' | 'lz4' | 'zip' | '7z' | 'tar' | 'journal';

/** How many bytes of a file `packingOf` needs (a tar header's `ustar` is at offset 257). */
export const PACKING_SNIFF_BYTES = 263;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The packing of a file from its first bytes (its magic number), or undefined for anything else, text included. */
export function packingOf(head: Uint8Array): Packing | undefined {
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  // 'BZh', the block size digit, then the block magic (π's digits in BCD): a text cannot start so.
  if (startsWith(head, [0x42, 0x5a, 0x68]) && head[3] >= 0x31 && head[3] <= 0x39 && startsWith(head, [0x31, 0x41, 0x59, 0x26, 0x53, 0x59], 4)) return 'bzip2';
  if (startsWith(head, [0x04, 0x22, 0x4d, 0x18])) return 'lz4';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, [0x75, 0x73, 0x74, 0x61, 0x72], 257)) return 'tar'; // "ustar"
  // systemd's binary journal (/var/log/journal/…/system.journal, as sosreports and must-gathers copy it).
  if (startsWith(head, [0x4c, 0x50, 0x4b, 0x53, 0x48, 0x48, 0x52, 0x48])) return 'journal'; // "LPKSHHRH"
  return undefined;
}

/** The packing of the file at `path` (see `packingOf`). */
export function packingOfFile(path: string): Packing | undefined {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(PACKING_SNIFF_BYTES);
    const n = readSync(fd, head, 0, head.length, 0);
    return packingOf(head.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** How much of a file `binaryDataIn` reads. */
const BINARY_SNIFF_BYTES = 64 * 1024;

/**
 * Whether a file's first 64 KB are binary data (an executable, an image, random bytes), not text: more than one byte
 * in 200 is a control character no text log holds (tabs, line ends, form feeds and ANSI escapes excepted; NULs too,
 * which a log truncated in place holds in runs, and UTF-16 text between its letters).
 */
export function binaryDataIn(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(BINARY_SNIFF_BYTES);
    const n = readSync(fd, head, 0, head.length, 0);
    return looksBinary(head.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** `binaryDataIn`'s test on a file's first bytes, or a document's first characters (their codes). */
export function looksBinary(codes: ArrayLike<number>): boolean {
  let control = 0;
  for (let i = 0; i < codes.length; i++) {
    const b = codes[i];
    if ((b >= 1 && b <= 8) || (b >= 14 && b <= 26) || (b >= 28 && b <= 31) || b === 127) control++;
  }
  return control >= 8 && control * 200 > codes.length;
}

/** How many characters of a document the editor's binary test reads, as the CLI reads a file's first bytes. */
export const BINARY_SNIFF_CHARS = BINARY_SNIFF_BYTES;

/** Binary data given as a log (r46a 2): refused, so that a CI gate does not pass a file it never read. */
export function binaryDataError(decompressed: boolean): Error {
  const what = decompressed ? 'its decompressed data is binary' : 'binary data';
  return Object.assign(new Error(`${what} (an executable, an image, compressed data of a kind this tool does not know), not a text log: nothing was checked`), { code: 'EPACKED' });
}

/** A file this tool does not unpack, with the command that does (the user pipes its output to `analyze -`). */
export class UnreadablePackingError extends Error {
  readonly code = 'EPACKED';
  constructor(
    readonly file: string,
    readonly packing: Exclude<Packing, 'gzip'>,
    /** The packing was found inside gzip data (a logs.tar.gz, a kubelet.log.xz.gz). */
    readonly insideGzip = false,
    /** The CLI's command the advice pipes to (`analyze -`, `extract -`). */
    command: 'analyze' | 'extract' = 'analyze',
  ) {
    super(unpackAdvice(file, packing, insideGzip, command));
  }

  /**
   * The advice when this file is one of several read as one log (`--as-one FILES`): unpack it to a file and give that
   * file in its place, the other files kept (a pipe to `analyze -` would have dropped them).
   */
  asPartOf(files: readonly string[]): string {
    const { command, output } = unpackToFile(this.file, this.packing, this.insideGzip);
    const rest = files.map((f) => (f === this.file ? output : shellQuote(f))).join(' ');
    return `${packingSaid(this.packing, this.insideGzip)}: unpack it to a file and give that file in its place: \`${command} && kubelet-log-lens analyze --as-one ${rest}\``;
  }
}

const UNPACKED_EXTENSIONS = /\.(?:zst|zstd|xz|bz2|lz4|tar|tgz|zip|7z|journal)$/i;

/** The command that writes the log this packed file holds to a file of its own, and that file's name. */
function unpackToFile(file: string, packing: Exclude<Packing, 'gzip'>, insideGzip: boolean): { command: string; output: string } {
  const stdin = file === '-';
  const q = shellQuote(file);
  const base = stdin ? 'stdin' : file.replace(/\.gz$/i, '').replace(UNPACKED_EXTENSIONS, '');
  const output = shellQuote(COMPRESSORS[packing] && !stdin && base !== file ? base : `${base}.log`);
  // The packing's bytes as a command's input: the file, standard input, or either through gunzip first.
  const from = stdin ? `… | ${insideGzip ? 'gzip -dc | ' : ''}` : insideGzip ? `gzip -dc ${q} | ` : '';
  const source = from ? '-' : q;
  const compressor = COMPRESSORS[packing];
  if (compressor) return { command: `${from}${compressor} -dc${from ? '' : ` ${q}`} > ${output}`, output };
  if (packing === 'tar') return { command: `${from}tar -xOf ${source} NAME > ${output}`, output };
  // Archives and journals are read from a file: saved first when they come through a pipe.
  const saved = from ? shellQuote(ARCHIVE_NAMES[packing] ?? 'logs') : q;
  const save = from ? `${from.replace(/ \| $/, '')} > ${saved} && ` : '';
  if (packing === 'zip') return { command: `${save}unzip -p ${saved} NAME > ${output}`, output };
  if (packing === '7z') return { command: `${save}7z x -so ${saved} NAME > ${output}`, output };
  return { command: `${save}journalctl --file ${saved} -u kubelet -o short-precise --no-pager > ${output}`, output };
}

const COMPRESSORS: Partial<Record<Packing, string>> = { zstd: 'zstd', xz: 'xz', bzip2: 'bzip2', lz4: 'lz4' };
const ARCHIVE_NAMES: Partial<Record<Packing, string>> = { zip: 'logs.zip', '7z': 'logs.7z', journal: 'system.journal' };

/**
 * The words and commands for a packing this tool does not open. `file` '-' is standard input: the commands then
 * continue the user's pipe (`… |`); a packing inside gzip data is unpacked after gzip's.
 */
function unpackAdvice(file: string, packing: Exclude<Packing, 'gzip'>, insideGzip: boolean, command: 'analyze' | 'extract'): string {
  const stdin = file === '-';
  const q = shellQuote(file);
  const to = `| kubelet-log-lens ${command} -`;
  const said = packingSaid(packing, insideGzip);
  // The bytes of the packing, as a command's output: the file, standard input, or either through gunzip.
  const pipeIn = stdin ? `… | ${insideGzip ? 'gzip -dc | ' : ''}` : insideGzip ? `gzip -dc ${q} | ` : '';
  const compressor = COMPRESSORS[packing];
  if (compressor) return `${said}: run \`${pipeIn}${compressor} -dc${pipeIn ? '' : ` ${q}`} ${to}\``;
  if (packing === 'tar') {
    if (!pipeIn) return `${said}: list it with \`tar -tf ${q}\` and analyse a log in it with \`tar -xOf ${q} NAME ${to}\``;
    if (!stdin) return `${said}: list it with \`tar -tzf ${q}\` and analyse a log in it with \`tar -xzOf ${q} NAME ${to}\``;
    return `${said}: analyse a log in it with \`${pipeIn}tar -xOf - NAME ${to}\``;
  }
  // Archives and journals are read from a file: save or decompress one first.
  const saved = ARCHIVE_NAMES[packing] ?? 'logs';
  const target = pipeIn ? shellQuote(saved) : q;
  const save = stdin ? `… ${insideGzip ? '| gzip -dc ' : ''}> ${target}` : `gzip -dc ${q} > ${target}`;
  const first = pipeIn ? `save it as a file first (\`${save}\`), then ` : '';
  switch (packing) {
    case 'zip':
      return `${said}: ${first}list it with \`unzip -l ${target}\` and analyse a log in it with \`unzip -p ${target} NAME ${to}\``;
    case '7z':
      return `${said}: ${first}list it with \`7z l ${target}\` and analyse a log in it with \`7z x -so ${target} NAME ${to}\``;
    default:
      return `${said}: ${first}export the kubelet's lines with \`journalctl --file ${target} -u kubelet -o short-precise --no-pager ${to}\``;
  }
}

/** What the file is, in words, and that this tool does not open it. */
function packingSaid(packing: Exclude<Packing, 'gzip'>, insideGzip: boolean): string {
  const what = packing === 'zip' ? 'a zip archive' : packing === 'tar' ? 'a tar archive' : packing === '7z' ? 'a 7-Zip archive' : packing === 'journal' ? 'a systemd journal file (binary)' : `compressed with ${packing}`;
  return `${what}${insideGzip ? ' inside gzip data' : ''}, which this tool does not ${COMPRESSORS[packing] ? 'decompress (only gzip)' : packing === 'journal' ? 'read' : 'open'}`;
}

/** A path as a shell would take it back (advice the user may paste). */
function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export interface Unpacked {
  /** The decompressed copy; its folder is the caller's to remove (`removeUnpacked`). */
  path: string;
  dir: string;
  /** False when the gzip data ended early or was damaged: what came before was kept and is analysed. */
  complete: boolean;
  /** Why it is not complete, in words for the report (null when complete). */
  problem: string | null;
  /** Decompressed bytes. */
  bytes: number;
}

/** Temporary folders of decompressed (or joined) copies, removed on any exit if their owner has not removed them. */
const unpackedDirs = new Set<string>();
let exitHookSet = false;

/** A new temporary folder for such copies (see removeUnpacked). */
export function tempFolder(): string {
  if (!exitHookSet) {
    exitHookSet = true;
    process.on('exit', () => {
      for (const dir of unpackedDirs) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join(tmpdir(), 'kubelet-log-lens-'));
  unpackedDirs.add(dir);
  return dir;
}

export function removeUnpacked(u: { dir: string }): void {
  unpackedDirs.delete(u.dir);
  rmSync(u.dir, { recursive: true, force: true });
}

/**
 * Decompresses the gzip file `source` (concatenated members too, as `cat a.gz b.gz` makes) into a temporary folder, as
 * `name` with a trailing `.gz` taken off. Data that ends early (a copy taken while it was written) or is damaged keeps
 * what decompressed before that point (`complete: false`): losing the whole log to its last bytes would be worse. A
 * file of which nothing decompresses is an error (`code` EPACKED).
 */
/** Decompressed bytes written at most: about as much kubelet log as the analysis reads (MAX_FILE_LINES). */
export let MAX_UNPACKED_BYTES = 3 * 2 ** 30;

/** For tests: a smaller limit. */
export function setMaxUnpackedBytes(n: number): void {
  MAX_UNPACKED_BYTES = n;
}

export async function gunzipToTemp(source: string, name = basename(source)): Promise<Unpacked> {
  const dir = tempFolder();
  const path = join(dir, name.replace(/\.(gz|tgz)$/i, '') || 'unpacked.log');
  const out = openSync(path, 'w');
  // A hole of NULs in the log (copytruncate) stays a hole in the copy: a 600 MB hole had been written out whole.
  const writer = new SparseWriter(out);
  let bytes = 0;
  let problem: string | null = null;
  // Compressed bytes gunzip read: it stops quietly at NULs after the data (a tool's padding), and so at what follows them.
  let consumed = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const input = createReadStream(source);
      const gunzip = createGunzip();
      input.on('error', reject);
      // Synchronous writes: whatever decompressed is in the file when an error ends the stream.
      gunzip.on('data', (chunk: Buffer) => {
        if (bytes >= MAX_UNPACKED_BYTES) return;
        writer.write(chunk);
        bytes += chunk.length;
        if (bytes >= MAX_UNPACKED_BYTES) {
          // A gzip bomb (1 MB of gzip is 1 GB of empty lines), or a log larger than the analysis reads anyway.
          problem = `the decompressed data is larger than ${MAX_UNPACKED_BYTES / 2 ** 30} GiB: the rest was left out`;
          input.destroy();
          gunzip.destroy();
          resolve();
        }
      });
      gunzip.on('end', () => {
        consumed = gunzip.bytesWritten;
        resolve();
      });
      gunzip.on('error', (e: NodeJS.ErrnoException) => {
        input.destroy();
        problem =
          e.code === 'Z_BUF_ERROR'
            ? 'the gzip data ends early (a copy taken while it was still being written?)'
            : `the gzip data is damaged (${e.message})`;
        resolve();
      });
      input.pipe(gunzip);
    });
  } catch (e) {
    closeSync(out);
    removeUnpacked({ dir });
    throw e;
  }
  writer.finish();
  closeSync(out);
  if (problem && /header check|unknown compression method|incorrect (?:data|length) check/.test(problem)) {
    // gunzip reads anything after a member as the next one, and fails on bytes that are not (a tool's padding, a
    // log line appended to the .gz by mistake), losing the output of its last write; a member whose trailer does not
    // match its data loses that output too. Read member by member instead: all the data that inflates is kept, and
    // what follows it, or what is wrong with it, is named.
    const careful = await gunzipMembers(source, path);
    if (careful.bytes >= bytes) {
      ({ bytes, problem } = careful);
      if (careful.trailing > 0 && problem === null) {
        const trailing = `${careful.trailing.toLocaleString('en-US')} bytes after the gzip data are not gzip data and were left out`;
        return { path, dir, complete: true, problem: trailing, bytes };
      }
    }
  }
  if (problem === null) {
    const { after, size } = bytesAfterPadding(source, consumed);
    if (after > 0) {
      const trailing = `${(size - consumed).toLocaleString('en-US')} bytes after the gzip data (NULs, then ${after.toLocaleString('en-US')} other bytes) are not gzip data and were left out`;
      return { path, dir, complete: true, problem: trailing, bytes };
    }
  }
  if (problem && bytes === 0) {
    removeUnpacked({ dir });
    const err = new Error(`${problem}: nothing could be decompressed`) as NodeJS.ErrnoException;
    err.code = 'EPACKED';
    throw err;
  }
  // Deflate finds damage only where the data stops making sense, or at the member's checksum: the lines decompressed
  // just before may already be garbled (r24c), which the message must not hide.
  const garbled = problem !== null && /damaged/.test(problem) ? '; the lines just before it may be garbled, as damage in gzip data is found only after it' : '';
  return { path, dir, complete: problem === null, problem: problem === null ? null : `${problem}: the ${bytes.toLocaleString('en-US')} bytes before that point were analysed${garbled}`, bytes };
}

/**
 * How many bytes from the first one after `from` that is not NUL to the end of the file (0 when the file ends at
 * `from`, or only NULs follow: padding, said nothing of), and the file's size.
 */
function bytesAfterPadding(source: string, from: number): { after: number; size: number } {
  const fd = openSync(source, 'r');
  try {
    const size = fstatSync(fd).size;
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (let at = from; at < size; ) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, size - at), at);
      if (n <= 0) break;
      for (let i = 0; i < n; i++) if (chunk[i] !== 0) return { after: size - (at + i), size };
      at += n;
    }
    return { after: 0, size };
  } finally {
    closeSync(fd);
  }
}

/** The length of the gzip member header at `at` (RFC 1952: optional extra field, name, comment, header CRC), if one is there. */
function memberHeaderLength(fd: number, at: number): number | undefined {
  // Most headers are ten bytes (a file name makes them a little longer): a small read first, a large one if needed.
  return headerLengthIn(fd, at, HEADER_PROBE) ?? headerLengthIn(fd, at, HEADER_MAX);
}

const HEADER_PROBE = Buffer.allocUnsafe(512);
const HEADER_MAX = Buffer.allocUnsafe(64 * 1024);

function headerLengthIn(fd: number, at: number, head: Buffer): number | undefined {
  const n = readSync(fd, head, 0, head.length, at);
  if (n < 10 || head[0] !== 0x1f || head[1] !== 0x8b || head[2] !== 8) return undefined;
  const flags = head[3];
  let i = 10;
  if (flags & 4) i += 2 + head.readUInt16LE(i);
  for (const bit of [8, 16]) {
    if (!(flags & bit)) continue;
    const end = head.indexOf(0, i);
    if (end < 0 || end >= n) return undefined;
    i = end + 1;
  }
  if (flags & 2) i += 2;
  return i <= n ? i : undefined;
}

/**
 * Decompresses gzip member after member (raw deflate between headers and trailers) into `path`, stopping at the first
 * bytes that start no member: `trailing` of them. Slower to set up than gunzip, used when gunzip failed.
 */
async function gunzipMembers(source: string, path: string): Promise<{ bytes: number; problem: string | null; trailing: number }> {
  const fd = openSync(source, 'r');
  const out = openSync(path, 'w');
  const writer = new SparseWriter(out);
  let bytes = 0;
  try {
    const size = fstatSync(fd).size;
    for (let at = 0; ; ) {
      const header = memberHeaderLength(fd, at);
      if (header === undefined) return { bytes, problem: bytes === 0 ? 'the gzip data is damaged (no gzip header)' : null, trailing: size - at };
      let crc = 0;
      let length = 0;
      const result = await new Promise<{ consumed: number; problem: string | null }>((resolve) => {
        const inflate = createInflateRaw();
        // A stream of its own (destroying it closes its descriptor), with small reads: a member may be a single line (a
        // log gzipped line by line), and each member's stream reads ahead.
        const input = createReadStream(source, { start: at + header, highWaterMark: 16 * 1024 });
        inflate.on('data', (chunk: Buffer) => {
          writer.write(chunk);
          bytes += chunk.length;
          length += chunk.length;
          crc = crc32(chunk, crc);
        });
        inflate.on('end', () => {
          // The stream reads ahead past the member: left running, each member's went on to the end of the file
          // (a file gzipped line by line took minutes).
          input.unpipe(inflate);
          input.destroy();
          resolve({ consumed: inflate.bytesWritten, problem: null });
        });
        inflate.on('error', (e: NodeJS.ErrnoException) => {
          input.unpipe(inflate);
          input.destroy();
          resolve({ consumed: 0, problem: e.code === 'Z_BUF_ERROR' ? 'the gzip data ends early (a copy taken while it was still being written?)' : `the gzip data is damaged (${e.message})` });
        });
        input.pipe(inflate);
      });
      if (result.problem) return { bytes, problem: result.problem, trailing: 0 };
      at += header + result.consumed;
      // The member's trailer: the CRC-32 and length of its data, which raw deflate does not check.
      const trailer = Buffer.alloc(8);
      if (readSync(fd, trailer, 0, 8, at) < 8) return { bytes, problem: 'the gzip data ends early (a copy taken while it was still being written?)', trailing: 0 };
      if (trailer.readUInt32LE(0) !== crc >>> 0 || trailer.readUInt32LE(4) !== length % 2 ** 32) return { bytes, problem: 'the gzip data is damaged (incorrect data check)', trailing: 0 };
      at += 8;
      if (at >= size) return { bytes, problem: null, trailing: 0 };
    }
  } finally {
    writer.finish();
    closeSync(out);
    closeSync(fd);
  }
}

/** How deep gzip data inside gzip data is followed (a crafted file can decompress to itself). */
const MAX_GZIP_NESTING = 8;

/**
 * Gzip data decompressed, and again while what comes out is gzip data too (a kubelet.log.gz.gz); another packing
 * inside (a logs.tar.gz, a kubelet.log.xz.gz) is refused with the command that opens it, naming `shownAs` (the
 * path as given, '-' for standard input).
 */
export async function gunzipNested(source: string, shownAs: string, name = basename(source), command: 'analyze' | 'extract' = 'analyze'): Promise<Unpacked> {
  let u = await gunzipToTemp(source, name);
  for (let depth = 1; ; depth++) {
    const inner = packingOfFile(u.path);
    if (!inner) return u;
    if (inner !== 'gzip' || depth >= MAX_GZIP_NESTING) {
      removeUnpacked(u);
      if (inner !== 'gzip') throw new UnreadablePackingError(shownAs, inner, true, command);
      throw Object.assign(new Error(`gzip data inside gzip data more than ${MAX_GZIP_NESTING} times over: not a log`), { code: 'EPACKED' });
    }
    const next = await gunzipToTemp(u.path, basename(u.path)).finally(() => removeUnpacked(u));
    u = { ...next, complete: next.complete && u.complete, problem: [u.problem, next.problem].filter(Boolean).join('; ') || null };
  }
}

// Compressed and archived logs. A rotated kubelet log is usually gzipped (logrotate's `compress`: kubelet.log.1.gz).
// It is decompressed into a temporary file, which the analysis then reads in pieces like any other file: lines are
// read back by their offset later, which a compressed stream cannot give. Other packings are named, with the command
// that unpacks them, instead of being read as text (a .gz read as text was a few lines of garbage and "no log line").
import { closeSync, createReadStream, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createGunzip } from 'node:zlib';

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

/** A file this tool does not unpack, with the command that does (the user pipes its output to `analyze -`). */
export class UnreadablePackingError extends Error {
  readonly code = 'EPACKED';
  constructor(
    readonly file: string,
    readonly packing: Exclude<Packing, 'gzip'>,
  ) {
    super(unpackAdvice(file, packing));
  }
}

function unpackAdvice(file: string, packing: Exclude<Packing, 'gzip'>): string {
  const q = shellQuote(file);
  const to = '| kubelet-log-lens analyze -';
  switch (packing) {
    case 'zip':
      return `a zip archive, which this tool does not open: list it with \`unzip -l ${q}\` and analyse a log in it with \`unzip -p ${q} NAME ${to}\``;
    case 'tar':
      return `a tar archive, which this tool does not open: list it with \`tar -tf ${q}\` and analyse a log in it with \`tar -xOf ${q} NAME ${to}\``;
    case '7z':
      return `a 7-Zip archive, which this tool does not open: list it with \`7z l ${q}\` and analyse a log in it with \`7z x -so ${q} NAME ${to}\``;
    case 'journal':
      return `a systemd journal file (binary), which this tool does not read: export the kubelet's lines with \`journalctl --file ${q} -u kubelet -o short-precise --no-pager ${to}\``;
    default:
      return `compressed with ${packing}, which this tool does not decompress (only gzip): run \`${packing} -dc ${q} ${to}\``;
  }
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
export async function gunzipToTemp(source: string, name = basename(source)): Promise<Unpacked> {
  const dir = tempFolder();
  const path = join(dir, name.replace(/\.(gz|tgz)$/i, '') || 'unpacked.log');
  const out = openSync(path, 'w');
  let bytes = 0;
  let problem: string | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      const input = createReadStream(source);
      const gunzip = createGunzip();
      input.on('error', reject);
      // Synchronous writes: whatever decompressed is in the file when an error ends the stream.
      gunzip.on('data', (chunk: Buffer) => {
        writeSync(out, chunk);
        bytes += chunk.length;
      });
      gunzip.on('end', resolve);
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
  closeSync(out);
  if (problem && bytes === 0) {
    removeUnpacked({ dir });
    const err = new Error(`${problem}: nothing could be decompressed`) as NodeJS.ErrnoException;
    err.code = 'EPACKED';
    throw err;
  }
  return { path, dir, complete: problem === null, problem: problem === null ? null : `${problem}: the ${bytes.toLocaleString('en-US')} bytes before that point were analysed`, bytes };
}

// A log file read in pieces that end at a line end, decoded piece by piece. The analysis keeps offsets into the
// whole text and lets go of each piece once it is analysed, so a file of hundreds of megabytes is never one string
// (V8 refuses strings over about 512 MB, and holding the text had been most of the CLI's peak memory). A line
// asked for after its piece was let go is read back from the file (kept open until `close()`, opened again after).
import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { decodeAs, detectEncoding, endOfLastLine, lineEndByte, type Encoding } from './parse/decode';
import type { LineSource } from './parse/recordStore';
import { ownCopy } from './parse/ownCopy';

// 2 MB: a piece's short-lived objects (the identities the index holds between its two passes) then die young;
// with 8 MB pieces they outlived the young generation, and the peak memory of a 1M-line log rose by a third.
export const DEFAULT_PIECE_BYTES = 2 * 1024 * 1024;
/** Bytes read to tell a file whose lines end with CR alone. */
const LINE_END_SAMPLE = 64 * 1024;

/** NUL bytes of a long hole kept as text (see skipNulHole). */
const NUL_RUN_KEPT = 4096;

// Buffer's own latin1Slice: toString('latin1', …) parses its encoding argument on every call, a million times here.
const latin1 = (bytes: Buffer, start: number, end: number): string => (bytes as Buffer & { latin1Slice(s: number, e: number): string }).latin1Slice(start, end);

interface Piece {
  byteStart: number;
  byteEnd: number;
  charStart: number;
  charEnd: number;
  /** A fingerprint of the bytes first read (a few words from its start, middle and end), to notice a changed file. */
  print: number;
  /** Runs of NULs inside its one long line that were left out (see next()). */
  holes?: NulHole[];
}

/** `skipped` NUL bytes of the file left out after the first `at` bytes of a piece (as held). */
interface NulHole {
  at: number;
  skipped: number;
}

/** How many NUL bytes end `bytes[0, length)`. */
function trailingNuls(bytes: Uint8Array, length: number): number {
  let i = length;
  while (i > 0 && bytes[i - 1] === 0) i--;
  return length - i;
}

/** Cheap enough for every piece; a rotated or rewritten log differs in these bytes (a log only grows at its end). */
function fingerprint(bytes: Uint8Array): number {
  let h = bytes.length | 0;
  const n = bytes.length;
  for (const at of [0, 4, n >> 2, n >> 1, (3 * n) >> 2, n - 8, n - 4]) {
    for (let i = Math.max(0, at); i < Math.min(n, at + 4); i++) h = (Math.imul(h, 31) + bytes[i]) | 0;
  }
  return h;
}

/** A line was asked for from a piece whose bytes are no longer what the analysis read (log rotation, a rewrite). */
export class FileChangedError extends Error {
  readonly code = 'ECHANGED';
}

/** A piece's bytes when they are ASCII (one character each, copied out line by line), else its decoded text. */
interface HeldPiece {
  piece: number;
  bytes?: Buffer;
  text?: string;
  /** In characters. */
  length: number;
}

export class FileText implements LineSource {
  readonly encoding: Encoding;
  /** Bytes as the file was when opened: a log still being written is read up to there. */
  readonly size: number;
  readonly mtime: Date;
  /** No text: no byte, or only a byte-order mark. */
  readonly noText: boolean;
  /** The byte lines end with: LF, or CR in a file whose lines end with CR alone (told from its first 64 KB). */
  readonly lineEnd: 0x0a | 0x0d;
  /** How many times a piece was read from the file again (for tests and the bench). */
  reloads = 0;
  private fd: number | undefined;
  private readonly pieces: Piece[] = [];
  private nextByte: number;
  private charEnd = 0;
  private buffer: Buffer;
  /** The buffer of the piece read before (two alternate: a piece let go stays readable until the next one). */
  private spare: Buffer = Buffer.alloc(0);
  // The piece being analysed, the one before it (its last record may be read with the next piece), and the last
  // one read back for a line of an earlier piece.
  private current?: HeldPiece;
  private previous?: HeldPiece;
  private reread?: HeldPiece;

  /** NUL bytes left out of a hole (skipNulHole, or one inside a long line), by the character offset of the line they were before or in. */
  private readonly nulsSkipped = new Map<number, number>();

  // Where each line starts (chars), when the caller will ask for lines by number (lineAt).
  private lineStarts?: Float64Array;
  private lines = 0;

  constructor(
    private readonly path: string,
    private readonly pieceBytes = DEFAULT_PIECE_BYTES,
    keepLineStarts = false,
  ) {
    if (keepLineStarts) this.lineStarts = new Float64Array(1024);
    const fd = openSync(path, 'r');
    this.fd = fd;
    try {
      const st = fstatSync(fd);
      if (st.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
      this.size = st.size;
      this.mtime = st.mtime;
      // The encoding is told from the first 4 KB, as decodeBytes does for a whole file, whatever the piece size.
      this.buffer = Buffer.allocUnsafe(Math.max(4096, Math.min(this.pieceBytes, this.size)));
      const head = this.buffer.subarray(0, this.readAt(0, Math.min(4096, this.size)));
      const { encoding, bomBytes } = detectEncoding(head);
      this.encoding = encoding;
      // Lines ending with CR alone are told from the first 64 KB (a first line may be long; a progress bar's CRs
      // before the first LF are no line ends: r25a 29, 30), read again only when the head holds no LF.
      // The sample is 64 KB whatever the piece size (a smaller piece had sampled less, and read the same file otherwise).
      const sample = head.indexOf(0x0a) >= 0 ? undefined : Buffer.allocUnsafe(Math.min(LINE_END_SAMPLE, this.size));
      this.lineEnd = sample === undefined ? 0x0a : lineEndByte(sample.subarray(0, this.readAt(0, sample.length, 0, sample)), encoding);
      this.nextByte = Math.min(bomBytes, this.size);
      this.noText = this.size <= bomBytes;
    } catch (e) {
      this.close();
      throw e;
    }
  }

  /** Bytes read so far, for progress. */
  get bytesRead(): number {
    return this.nextByte;
  }

  /**
   * Reads the next piece (whole lines; the file's last line may lack its line end). False at the end of the file.
   * Its lines are then visited with `eachLine`.
   */
  next(): boolean {
    if (this.current) this.release();
    if (this.nextByte >= this.size) return false;
    // Read into the other buffer: the previous piece's bytes stay as they are.
    [this.buffer, this.spare] = [this.spare.length ? this.spare : Buffer.allocUnsafe(this.buffer.length), this.buffer];
    if (this.encoding !== 'utf-16le' && this.encoding !== 'utf-16be') this.skipNulHole();
    const start = this.nextByte;
    const holes: NulHole[] = [];
    let want = this.pieceBytes;
    let filled = 0; // bytes in the buffer
    let pos = start; // where the file is read next (past any hole left out)
    let length: number;
    for (;;) {
      const n = Math.min(want - filled, this.size - pos);
      if (this.buffer.length < filled + n) {
        const grown = Buffer.allocUnsafe(filled + n);
        this.buffer.copy(grown, 0, 0, filled);
        this.buffer = grown;
      }
      const got = this.readAt(pos, n, filled);
      filled += got;
      pos += got;
      if (got < n || pos >= this.size) {
        length = filled; // the end of the file (or of what is left of it, if it shrank meanwhile)
        break;
      }
      length = endOfLastLine(this.buffer, filled, this.encoding, this.lineEnd);
      if (length > 0) break;
      // One line longer than a piece. When it ends in a long run of NULs (a crash's zeroed blocks, a hole written
      // over a line half written), the run is left out but for NUL_RUN_KEPT bytes, as a hole before a line is:
      // held whole, a hole of hundreds of MB had been a string V8 refuses.
      const run = this.encoding === 'utf-16le' || this.encoding === 'utf-16be' ? 0 : trailingNuls(this.buffer, filled);
      if (run >= NUL_RUN_KEPT) {
        const end = this.endOfNulRun(pos);
        const leftOut = run - NUL_RUN_KEPT + (end - pos);
        // A run of exactly NUL_RUN_KEPT bytes leaves nothing out: the piece grows as for any long line.
        if (leftOut > 0) {
          const keep = filled - run + NUL_RUN_KEPT;
          holes.push({ at: keep, skipped: leftOut });
          filled = keep;
          pos = end;
          continue;
        }
      }
      want = filled * 2;
    }
    if (length === 0) {
      this.nextByte = this.size;
      return false;
    }
    let skipped = 0;
    for (const h of holes) skipped += h.skipped;
    // The NULs left out are told with the line they are in (the piece's first: no line end came before them).
    if (skipped) this.nulsSkipped.set(this.charEnd, (this.nulsSkipped.get(this.charEnd) ?? 0) + skipped);
    const held = this.hold(this.pieces.length, this.buffer.subarray(0, length));
    const piece: Piece = {
      byteStart: start, byteEnd: start + length + skipped, charStart: this.charEnd, charEnd: this.charEnd + held.length,
      print: fingerprint(this.buffer.subarray(0, length)),
      holes: holes.length ? holes : undefined,
    };
    this.pieces.push(piece);
    this.nextByte = piece.byteEnd;
    this.charEnd = piece.charEnd;
    this.current = held;
    return true;
  }

  /**
   * Visits the lines of the piece `next()` read, each with its offset in the whole text. Each line is a string of
   * its own, not a slice of the piece: the index keeps slices of lines (pod UIDs, container IDs, PLEG data) for as
   * long as it lives, and slices of the piece would have kept every piece in memory.
   */
  eachLine(visit: (offset: number, line: string) => void): void {
    const held = this.current;
    if (!held) return;
    const base = this.pieces[held.piece].charStart;
    if (this.lineStarts) {
      const inner = visit;
      visit = (offset, line) => {
        this.noteLineStart(offset);
        inner(offset, line);
      };
    }
    // In a file of LF line ends, a lone CR (one not right before an LF, nor ending the text) ends a line too, as the
    // editor ends it (VS Code's text model, and the language server): line numbers agree with the editor's, and a part
    // written with CR line ends is not read as one line (r45a 57). `cr` is the next CR at or after the line read.
    const loneCrs = this.lineEnd === 0x0a;
    if (held.bytes) {
      // ASCII: characters are bytes, and a line is copied straight out of the buffer.
      const bytes = held.bytes;
      let start = 0;
      let cr = loneCrs ? bytes.indexOf(0x0d) : -1;
      for (;;) {
        const nl = bytes.indexOf(this.lineEnd, start);
        const end = nl < 0 ? bytes.length : nl;
        for (; cr >= 0 && cr < end - 1; cr = bytes.indexOf(0x0d, start)) {
          visit(base + start, latin1(bytes, start, cr));
          start = cr + 1;
        }
        if (nl < 0) {
          if (start < bytes.length) visit(base + start, latin1(bytes, start, bytes.length));
          return;
        }
        visit(base + start, latin1(bytes, start, nl));
        start = nl + 1;
        if (cr >= 0 && cr < start) cr = bytes.indexOf(0x0d, start);
      }
    }
    const text = held.text!;
    let start = base === 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let cr = loneCrs ? text.indexOf('\r', start) : -1;
    for (;;) {
      const nl = text.indexOf(this.lineEnd === 0x0d ? '\r' : '\n', start);
      const end = nl < 0 ? text.length : nl;
      for (; cr >= 0 && cr < end - 1; cr = text.indexOf('\r', start)) {
        visit(base + start, ownCopy(text.slice(start, cr)));
        start = cr + 1;
      }
      if (nl < 0) {
        if (start < text.length) visit(base + start, ownCopy(text.slice(start)));
        return;
      }
      visit(base + start, ownCopy(text.slice(start, nl)));
      start = nl + 1;
      if (cr >= 0 && cr < start) cr = text.indexOf('\r', start);
    }
  }

  /**
   * A log truncated in place (logrotate's copytruncate) starts with a hole of NULs as long as the log was; one longer
   * than a piece is left out but for its last `NUL_RUN_KEPT` bytes, which the parser sees and tells (with the count
   * left out, `nulsLeftOut`). Held whole, a hole of gigabytes was a string V8 refuses. The next piece starts at a line.
   */
  private skipNulHole(): void {
    // One byte first: almost every piece starts with a line, and must not be read twice.
    if (this.readAt(this.nextByte, 1) === 0 || this.buffer[0] !== 0) return;
    let pos = this.nextByte;
    for (;;) {
      const got = this.readAt(pos, Math.min(this.buffer.length, this.size - pos));
      let i = 0;
      while (i < got && this.buffer[i] === 0) i++;
      pos += i;
      if (i < got || got === 0) break;
    }
    const run = pos - this.nextByte;
    if (run <= Math.max(this.pieceBytes, NUL_RUN_KEPT)) return;
    const left = run - NUL_RUN_KEPT;
    this.nulsSkipped.set(this.charEnd, left);
    this.nextByte += left;
  }

  nulsLeftOut(offset: number): number {
    return this.nulsSkipped.get(offset) ?? 0;
  }

  /** Characters `[start, end)` of the whole text, as a string of its own; a line never spans two pieces. */
  slice(start: number, end: number): string {
    if (end <= start) return '';
    const p = this.pieceAt(start);
    if (p < 0) return '';
    const piece = this.pieces[p];
    let held = this.current?.piece === p ? this.current : this.previous?.piece === p ? this.previous : this.reread?.piece === p ? this.reread : undefined;
    if (!held) {
      held = this.hold(p, this.readBack(piece));
      this.reread = held;
      this.reloads++;
    }
    const from = start - piece.charStart;
    const to = Math.min(end, piece.charEnd) - piece.charStart;
    return held.bytes ? latin1(held.bytes, from, to) : ownCopy(held.text!.slice(from, to));
  }

  /** Lines visited so far (counted only with `keepLineStarts`). */
  get lineCount(): number {
    return this.lines;
  }

  /**
   * Line `line` (0-based) without its line end, read back from the file if its piece was let go; '' out of range.
   * Only when the FileText was made with `keepLineStarts`.
   */
  lineAt(line: number): string {
    const starts = this.lineStarts;
    if (!starts || line < 0 || line >= this.lines) return '';
    const start = starts[line];
    const end = line + 1 < this.lines ? starts[line + 1] - 1 : this.charEnd;
    const text = this.slice(start, end);
    return text.endsWith('\n') ? text.slice(0, text.endsWith('\r\n') ? -2 : -1) : text.endsWith('\r') ? text.slice(0, -1) : text;
  }

  private noteLineStart(offset: number): void {
    let starts = this.lineStarts!;
    if (this.lines === starts.length) {
      const grown = new Float64Array(starts.length * 2);
      grown.set(starts);
      this.lineStarts = starts = grown;
    }
    starts[this.lines++] = offset;
  }

  /** Lets go of the piece `next()` read (its lines are read back from the file if asked for again). */
  release(): void {
    // Kept as the previous piece until the next one is read: a record held back at its end is read then.
    if (this.current) this.previous = this.current;
    this.current = undefined;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.current = undefined;
    this.previous = undefined;
    this.reread = undefined;
    this.spare = Buffer.alloc(0);
    // The records keep this object (their lines' source) for as long as the analysis lives; not its read buffer.
    this.buffer = Buffer.alloc(0);
  }

  private pieceAt(offset: number): number {
    const pieces = this.pieces;
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (pieces[mid].charEnd <= offset) lo = mid + 1;
      else if (pieces[mid].charStart > offset) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  private hold(piece: number, bytes: Buffer): HeldPiece {
    if (this.encoding !== 'utf-16le' && this.encoding !== 'utf-16be' && isAscii(bytes)) return { piece, bytes, length: bytes.length };
    const text = decodeAs(bytes, this.encoding);
    return { piece, text, length: text.length };
  }

  private readBack(piece: Piece): Buffer {
    let skipped = 0;
    for (const h of piece.holes ?? []) skipped += h.skipped;
    const n = piece.byteEnd - piece.byteStart - skipped;
    const bytes = Buffer.allocUnsafe(n);
    // After close() (a report reading a line late) the file is opened again just for this piece.
    const fd = this.fd ?? openSync(this.path, 'r');
    let got = 0;
    try {
      // The bytes held, around the holes left out of them.
      let file = piece.byteStart;
      const stops = [...(piece.holes ?? []), { at: n, skipped: 0 }];
      for (const stop of stops) {
        while (got < stop.at) {
          const r = readSync(fd, bytes, got, stop.at - got, file);
          if (r === 0) break;
          got += r;
          file += r;
        }
        if (got < stop.at) break;
        file += stop.skipped;
      }
    } finally {
      if (fd !== this.fd) closeSync(fd);
    }
    if (got < n || fingerprint(bytes) !== piece.print) {
      throw new FileChangedError(`${this.path} changed on disk since it was read (rotated or rewritten?); analyse it again`);
    }
    return bytes;
  }

  /** Reads `n` bytes at `position` into the buffer (from `into`); fewer only at the end of the file. */
  private readAt(position: number, n: number, into = 0, buffer = this.buffer): number {
    if (this.fd === undefined) throw new Error('the file was closed');
    let got = 0;
    while (got < n) {
      const r = readSync(this.fd, buffer, into + got, n - got, position + got);
      if (r === 0) break;
      got += r;
    }
    return got;
  }

  /** Where the run of NULs at `position` ends: the first other byte, or the end of the file. */
  private endOfNulRun(position: number): number {
    const scratch = Buffer.allocUnsafe(64 * 1024);
    let pos = position;
    for (;;) {
      const got = this.readAt(pos, Math.min(scratch.length, this.size - pos), 0, scratch);
      let i = 0;
      while (i < got && scratch[i] === 0) i++;
      pos += i;
      if (i < got || got === 0) return pos;
    }
  }
}

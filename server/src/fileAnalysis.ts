// The whole analysis of a file on disk, read piece by piece: each piece is parsed, indexed and graded as a growing
// log's appended lines are, then let go. It ends exactly as the analysis of the whole text would (the same
// builders and the same guarantee as a growing log: test/unit/incremental.test.ts, test/unit/fileAnalysis.test.ts).
import { FileText, DEFAULT_PIECE_BYTES } from './fileText';
import { AnalysisBuilder, type Analysis } from './knowledge/analyze';
import type { Matcher } from './knowledge/match';
import { IndexBuilder } from './model/index';
import type { Encoding } from './parse/decode';
import { LogParser, oldestFirst } from './parse/document';
import { matcherFor } from './pipeline';

export interface FileAnalysis {
  analysis: Analysis;
  encoding: Encoding;
  mtime: Date;
  /** The file holds no text: no byte, or only a byte-order mark. */
  noText: boolean;
  /** Pieces read from the file again after they had been let go (0 on the usual path). */
  reloads: number;
  /** Messages let go once graded (read back from the file when asked for). */
  releasedMessages: number;
  /** With `keepLines`: the file's lines by number (lineCount, lineAt). */
  lines?: FileText;
}

export interface FileAnalysisOptions {
  matcher?: Matcher;
  pieceBytes?: number;
  /**
   * Keep the file's line starts and return the FileText, so that lines can be read back by number later (the
   * language server's analyses of files on disk). The file is then read again on demand, never held.
   */
  keepLines?: boolean;
  /** Called after each piece with the bytes read so far and the file's size. */
  onProgress?: (bytesRead: number, size: number) => void;
  /** The date that gives yearless times their year when the log names none: the file's (default), or null for none (today). */
  fileDate?: Date | null;
  /** The year of the first yearless line, as the user knows it: wins over the file's date, never over the log's own. */
  year?: number;
  /** Lines read at most (default MAX_FILE_LINES); the reading stops at the end of the piece that reaches it, and says so. */
  maxLines?: number;
}

/**
 * The lines of one file the analysis reads at most (a piece more, at most): about 2 GB of kubelet log, and 2 to 4 GB
 * of memory (a log's line costs about 220 bytes at its peak, an empty one more: 20M empty lines from a 1 MB gzip bomb
 * took 7 GB).
 */
export const MAX_FILE_LINES = 10_000_000;

/** One file's analysis, advanced a piece at a time (`step`), so that a server can answer other requests between. */
class PiecewiseAnalysis {
  private file: FileText;
  private parser: LogParser;
  /** result() was taken between pieces: a hard-wrapped line found later may have been cut at one of them. */
  private resultTaken = false;
  private readonly matcher: Matcher;
  private builders?: { index: IndexBuilder; analysis: AnalysisBuilder; redatings: number };
  // A late date that re-dates lines already indexed (rare: a dated line after many yearless ones), or a file found
  // to be newest-first, ends the piecewise path; the index and grades are then built once at the end over all
  // records, as for a whole text.
  private piecewiseEnded = false;
  private lines = 0;
  /** Lines the per-line columns have room for (reserveAhead), and the lines read before the last piece. */
  private reserved = 0;
  private linesBefore = 0;
  private releasedMessages = 0;
  /** Lines read at most (MAX_FILE_LINES, or the options'), and whether the reading stopped there. */
  private readonly maxLines: number;
  private stopped = false;
  private readonly push = (offset: number, line: string) => {
    this.lines++;
    this.parser.pushLineAt(this.file, offset, line);
  };

  constructor(
    private readonly path: string,
    private readonly options: FileAnalysisOptions,
  ) {
    this.matcher = options.matcher ?? matcherFor();
    this.maxLines = options.maxLines ?? MAX_FILE_LINES;
    this.file = new FileText(path, options.pieceBytes ?? DEFAULT_PIECE_BYTES, options.keepLines === true);
    this.parser = this.newParser();
  }

  private newParser(): LogParser {
    return new LogParser({ fileDate: this.options.fileDate === null ? undefined : (this.options.fileDate ?? this.file.mtime), year: this.options.year });
  }

  /**
   * Reserves the per-line columns for the lines the file will have, by the bytes per line read so far and a quarter
   * more, when the next two pieces might not fit: columns grown again and again free large blocks that glibc then
   * keeps in the process (about 30 MB of a million-line log's peak), and growing them near the end holds old and new
   * at once. Room never used is never touched, so it costs address space only (and 4 bytes a row of podOfRecord).
   */
  private reserveAhead(): void {
    const file = this.file;
    const piece = this.lines - this.linesBefore;
    this.linesBefore = this.lines;
    if (!file.bytesRead || file.bytesRead >= file.size || this.lines + 2 * piece <= this.reserved) return;
    // Never past the lines the reading stops at (a 1 GB file of empty lines would have reserved a billion rows).
    this.reserved = Math.min(Math.max(Math.ceil((this.lines * file.size * 1.25) / file.bytesRead), this.lines + 4 * piece), this.maxLines + 2 * piece) + 1024;
    this.parser.reserve(this.reserved);
    this.builders?.index.reserve(this.reserved);
  }

  /** Reads and analyses the next piece; false when the file is done. */
  step(): boolean {
    const file = this.file;
    if (this.lines >= this.maxLines) {
      // A gzip bomb of empty lines, or a log of billions of lines: each line costs the index about 90 bytes.
      if (!this.stopped) this.parser.noteReadStopped(this.lines - 1, this.maxLines);
      this.stopped = true;
      return false;
    }
    if (!file.next()) return false;
    file.eachLine(this.push);
    this.reserveAhead();
    // A pretty dump is known before its first result: a wrapped value at the end of the piece must not be cut. Nor
    // must a hard-wrapped line's parts (known from the first one joined): result() ends what a row may be joined with.
    if (this.parser.hardWrapped && this.resultTaken) {
      // Found wrapped only after a piece had ended: a line cut at that end was read as two. Read from the start again,
      // whole (a wrapped log is a paste, seldom large; found in the first piece, as usual, nothing is read twice).
      this.file.close();
      this.file = new FileText(this.path, this.options.pieceBytes ?? DEFAULT_PIECE_BYTES, this.options.keepLines === true);
      this.parser = this.newParser();
      this.lines = 0;
      this.reserved = 0;
      this.linesBefore = 0;
      this.releasedMessages = 0;
      this.builders = undefined;
      this.piecewiseEnded = true;
      this.resultTaken = false;
      return true;
    }
    if (this.parser.isPrettyDump || this.parser.hardWrapped) this.piecewiseEnded = true;
    const parsed = this.piecewiseEnded ? undefined : this.parser.result();
    if (parsed) this.resultTaken = true;
    if (parsed?.reversed || parsed?.prettyDump) {
      // A newest-first file is indexed once, at the end, in the order things happened (see finish); so is a pretty
      // dump, whose records may gain their host from their entry's later lines.
      this.piecewiseEnded = true;
      this.builders = undefined;
    } else if (parsed) {
      // The piece's last record is held back: continuation lines at the start of the next piece (a stack trace, the
      // rest of a multi-line `err=<` value) may still extend it. finish() reads it.
      const upTo = parsed.records.length - 1;
      if (!this.builders) {
        const index = new IndexBuilder(parsed, upTo);
        index.reserve(this.reserved);
        this.builders = { index, analysis: new AnalysisBuilder(index.index, this.matcher, upTo), redatings: this.parser.redatings };
      } else if (this.parser.redatings === this.builders.redatings) {
        this.builders.analysis.extend(this.builders.index.extend(parsed, upTo), upTo);
      } else {
        this.piecewiseEnded = true;
        this.builders = undefined;
      }
      // Graded free-text lines let their messages go (they kept their whole line alive): a hover reads them back from
      // the file; timelines and evidence compare without reading back (messageIs). Findings keep theirs.
      const b = this.builders;
      if (b) this.releasedMessages += this.parser.releaseMessages(upTo, (r) => !b.analysis.analysis.findingByRecord.has(r) && !b.analysis.analysis.informational.has(r));
    }
    file.release();
    this.options.onProgress?.(file.bytesRead, file.size);
    return true;
  }

  finish(): FileAnalysis {
    const file = this.file;
    // An empty file is one empty line, as an empty document is.
    if (!this.lines) {
      this.parser.pushLineAt('', 0, '');
      this.builders = undefined;
    }
    const parsed = this.parser.result();
    let analysis: Analysis;
    if (this.builders && !parsed.reversed && this.parser.redatings === this.builders.redatings) {
      analysis = this.builders.analysis.extend(this.builders.index.extend(parsed));
    } else analysis = new AnalysisBuilder(new IndexBuilder(oldestFirst(parsed)).index, this.matcher).analysis;
    file.close();
    return { analysis, encoding: file.encoding, mtime: file.mtime, noText: file.noText, reloads: file.reloads, releasedMessages: this.releasedMessages, lines: this.options.keepLines ? file : undefined };
  }

  close(): void {
    this.file.close();
  }
}

/**
 * Analyses the file at `path`. The file stays open only during the call; a line read later (a field nobody had
 * asked for yet) is read back from the file.
 */
export function analyzeFile(path: string, options: FileAnalysisOptions = {}): FileAnalysis {
  const run = new PiecewiseAnalysis(path, options);
  try {
    while (run.step());
    return run.finish();
  } finally {
    run.close();
  }
}

/**
 * The same, yielding to the event loop between pieces (a language server keeps answering), and stopping with
 * undefined when `cancelled()` turns true.
 */
export async function analyzeFileAsync(path: string, options: FileAnalysisOptions & { cancelled?: () => boolean } = {}): Promise<FileAnalysis | undefined> {
  const run = new PiecewiseAnalysis(path, options);
  try {
    while (run.step()) {
      await new Promise((resolve) => setImmediate(resolve));
      if (options.cancelled?.()) return undefined;
    }
    return run.finish();
  } finally {
    run.close();
  }
}

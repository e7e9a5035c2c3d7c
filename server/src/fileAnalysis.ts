// The whole analysis of a file on disk, read piece by piece: each piece is parsed, indexed and graded as a growing
// log's appended lines are, then let go. It ends exactly as the analysis of the whole text would (the same
// builders and the same guarantee as a growing log: test/unit/incremental.test.ts, test/unit/fileAnalysis.test.ts).
import { FileText, DEFAULT_PIECE_BYTES } from './fileText';
import { AnalysisBuilder, type Analysis } from './knowledge/analyze';
import type { Matcher } from './knowledge/match';
import { IndexBuilder } from './model/index';
import type { Encoding } from './parse/decode';
import { LogParser } from './parse/document';
import { matcherFor } from './pipeline';

export interface FileAnalysis {
  analysis: Analysis;
  encoding: Encoding;
  mtime: Date;
  /** Pieces read from the file again after they had been let go (0 on the usual path). */
  reloads: number;
}

export interface FileAnalysisOptions {
  matcher?: Matcher;
  pieceBytes?: number;
  /** Called after each piece with the bytes read so far and the file's size. */
  onProgress?: (bytesRead: number, size: number) => void;
}

/**
 * Analyses the file at `path`. The file stays open only during the call; a line read later (a field nobody had
 * asked for yet) is read back from the file.
 */
export function analyzeFile(path: string, options: FileAnalysisOptions = {}): FileAnalysis {
  const matcher = options.matcher ?? matcherFor();
  const file = new FileText(path, options.pieceBytes ?? DEFAULT_PIECE_BYTES);
  try {
    const parser = new LogParser({ fileDate: file.mtime });
    let builders: { index: IndexBuilder; analysis: AnalysisBuilder; redatings: number } | undefined;
    // A late date that re-dates lines already indexed (rare: a dated line after many yearless ones) ends the
    // piecewise path; the index and grades are then built once at the end over all records, as for a whole text.
    let redated = false;
    let lines = 0;
    const push = (offset: number, line: string) => {
      lines++;
      parser.pushLineAt(file, offset, line);
    };
    while (file.next()) {
      file.eachLine(push);
      if (!redated) {
        const parsed = parser.result();
        if (!builders) {
          const index = new IndexBuilder(parsed);
          builders = { index, analysis: new AnalysisBuilder(index.index, matcher), redatings: parser.redatings };
        } else if (parser.redatings === builders.redatings) {
          builders.analysis.extend(builders.index.extend(parsed));
        } else {
          redated = true;
          builders = undefined;
        }
      }
      file.release();
      options.onProgress?.(file.bytesRead, file.size);
    }
    // An empty file is one empty line, as an empty document is.
    if (!lines) {
      parser.pushLineAt('', 0, '');
      builders = undefined;
    }
    let analysis: Analysis;
    if (builders) analysis = builders.analysis.analysis;
    else analysis = new AnalysisBuilder(new IndexBuilder(parser.result()).index, matcher).analysis;
    return { analysis, encoding: file.encoding, mtime: file.mtime, reloads: file.reloads };
  } finally {
    file.close();
  }
}

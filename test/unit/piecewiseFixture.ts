// A text written to a temporary file and read from disk in pieces (the CLI's path) must give the report of the
// whole text: the shared check of the tests for each log shape.
import assert from 'node:assert/strict';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeFile } from '../../server/src/fileAnalysis';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';

export function assertPiecesGiveWholeReport(name: string, text: string, pieceSizes: readonly number[] = [300, 4096]): void {
  const path = join(mkdtempSync(join(tmpdir(), 'kll-pieces-')), name);
  writeFileSync(path, text);
  // Dated as the file is (the CLI's year for a log whose lines name none).
  const whole = JSON.stringify(buildReport(analyzeText(text, { fileDate: statSync(path).mtime }), path, { encoding: 'utf-8' }));
  for (const pieceBytes of pieceSizes) {
    const read = analyzeFile(path, { pieceBytes });
    assert.equal(JSON.stringify(buildReport(read.analysis, path, { encoding: read.encoding })), whole, `${name} in pieces of ${pieceBytes} B`);
  }
}

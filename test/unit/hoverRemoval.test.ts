// The hover on a `Removing container` line says which of the container's removals it is and which findings cite it
// (review r26b: both removals of the seed's container had the same hover). The bundled sample: the seed analysis's log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { hover } from '../../server/src/features/hover';
import type { AnalysedDocument } from '../../server/src/features/context';

const TEXT = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8');
const LINES = TEXT.split('\n');
const DOC: AnalysedDocument = {
  uri: 'file:///sample.log',
  version: 1,
  source: { lineCount: LINES.length, lineAt: (l) => LINES[l] ?? '' },
  analysis: analyzeText(TEXT, { today: new Date(Date.UTC(2024, 5, 1)) }),
};
const lineOf = (needle: string, from = 0) => LINES.findIndex((l, i) => i >= from && l.includes(needle));

test('the first removal of a container names its later ones and the findings that cite it; the second says it is the second', () => {
  const first = lineOf('"Removing container" containerID="c234646f');
  const second = lineOf('"Removing container" containerID="c234646f', first + 1);
  assert.ok(first >= 0 && second > first, 'the sample removes the container twice');
  const a = hover(DOC, first, 5)!.markdown;
  assert.match(a, new RegExp(`\\*\\*First removal of \`c234646fffe7\`\\*\\* in this log; it is removed again at \\[line ${second + 1}\\]`));
  assert.match(a, /Cited as evidence by \[line \d+\]/);
  const b = hover(DOC, second, 5)!.markdown;
  assert.match(b, new RegExp(`\\*\\*Removal 2 of \`c234646fffe7\`\\*\\* in this log: its first began at \\[line ${first + 1}\\]`));
  // Every line the hover says cites it does.
  for (const m of b.matchAll(/Cited as evidence by (.*)\./g)) {
    for (const n of m[1].matchAll(/\[line (\d+)\]/g)) {
      const f = DOC.analysis.findingByRecord.get(DOC.analysis.index.parsed.records.at(Number(n[1]) - 1).index);
      assert.ok(f?.evidence.some((e) => e.line === second), `line ${n[1]} cites line ${second + 1}`);
    }
  }
  // The sample names no kubelet version: the source links say where they go.
  assert.match(a, /\*\*Source \(the log names no kubelet version: master, or the last release with the file\):\*\* \[/);
  // A line that removes nothing has no such section.
  assert.doesNotMatch(hover(DOC, lineOf('SyncLoop DELETE'), 5)!.markdown, /removal of/i);
});

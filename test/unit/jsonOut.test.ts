// The CLI writes its JSON in parts (server/src/jsonOut.ts): the bytes must be exactly JSON.stringify(value, null, 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeJson } from '../../server/src/jsonOut';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';

function written(value: unknown, depth?: number): { text: string; parts: number } {
  const parts: string[] = [];
  writeJson((p) => parts.push(p), value, depth);
  return { text: parts.join(''), parts: parts.length };
}

test('writeJson writes exactly what JSON.stringify(value, null, 2) returns', () => {
  const cases: unknown[] = [
    {}, [], null, 0, 'x', { a: [] }, { a: {} }, [[], {}, [[]]],
    { a: undefined, b: () => 1, c: 1, d: [undefined, () => 2, Symbol('s'), 3] },
    { 'quote"key': 'line\nbreak\ttab "quoted" \u2028 \u0000', nested: { deeper: { deepest: { x: [1, { y: 'z\n' }] } } } },
    { when: new Date(Date.UTC(2023, 7, 30)), n: NaN, inf: -Infinity, neg0: -0 },
    [{ a: 1 }, { b: [1, 2, { c: [] }] }],
  ];
  for (const v of cases) for (const depth of [0, 1, 2, 3, 8]) assert.equal(written(v, depth).text, JSON.stringify(v, null, 2), `${JSON.stringify(v)} at depth ${depth}`);
});

test('arrays written in runs of elements: every run boundary, any nesting, elements that are numbers, arrays, undefined or have no JSON form', () => {
  // Elements that hold 0s and brackets themselves, first and last: the run markers must not be confused with them.
  const element = (i: number): unknown => (i % 5 === 0 ? [0, [0], { '0': 0 }] : i % 5 === 1 ? 0 : i % 5 === 2 ? undefined : i % 5 === 3 ? { i, s: '0]\n[0' } : () => 0);
  for (const length of [1, 2, 255, 256, 257, 512, 513, 1000]) {
    const list = Array.from({ length }, (_, i) => element(i));
    for (const v of [list, { a: list }, { a: { b: list } }, [[list]]]) {
      for (const depth of [1, 2, 3, 4]) assert.equal(written(v, depth).text, JSON.stringify(v, null, 2), `length ${length} at depth ${depth}`);
    }
  }
});

test('the sample report written in parts equals its JSON.stringify, and a large report is written in several parts', () => {
  const path = join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log');
  const report = buildReport(analyzeText(readFileSync(path, 'utf8'), { fileDate: statSync(path).mtime }), path, {});
  assert.equal(written(report).text, JSON.stringify(report, null, 2));
  const big = { items: Array.from({ length: 20_000 }, (_, i) => ({ i, text: `line ${i} "quoted"\n` })) };
  const out = written(big);
  assert.equal(out.text, JSON.stringify(big, null, 2));
  assert.ok(out.parts > 1, `written in ${out.parts} parts`);
});

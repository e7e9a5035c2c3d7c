// The CLI writes its JSON in parts (server/src/jsonOut.ts): the bytes must be exactly JSON.stringify(value, null, 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeJson, writeJsonLine } from '../../server/src/jsonOut';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport } from '../../server/src/report';

function written(value: unknown, depth?: number): { text: string; parts: number } {
  const parts: Uint8Array[] = [];
  writeJson((p) => parts.push(p), value, depth);
  return { text: Buffer.concat(parts).toString('utf8'), parts: parts.length };
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

test('elements written as bytes: repeated and long strings, non-ASCII text, values of no plain kind, parts never cut a character', () => {
  class Finding {
    constructor(readonly line: number, readonly message: string) {}
  }
  const long = `é${'x'.repeat(5000)}\u{1F600}`;
  const shared = 'investigate: a message "quoted" \u2028 — with a dash';
  const element = (i: number): unknown => {
    switch (i % 9) {
      case 0: return { line: i, message: shared, pod: null, evidence: [{ line: i - 1, reason: shared }] };
      case 1: return { text: long, lone: '\ud800 lone surrogate', nested: { deeper: [[], {}, [1, [2, [3]]]] } };
      case 2: return new Finding(i, `unique ${i} ü`);
      case 3: return [new Date(Date.UTC(2023, 7, 30)), Object(1), Object('boxed'), new Map([[1, 2]])];
      case 4: return { a: undefined, f: () => 1, s: Symbol('s'), kept: true, list: [undefined, () => 0, false] };
      case 5: return { toJSON: () => ({ replaced: i }) };
      case 6: return Object.assign(Object.create(null), { '2': 'two', b: 'b', '1': 'one' });
      case 7: return -0;
      default: return { n: NaN, inf: Infinity, big: 1e21, small: 5e-7 };
    }
  };
  // Enough elements to fill many 256 KB parts, so that a part boundary falls inside runs of multi-byte text.
  const list = Array.from({ length: 3000 }, (_, i) => element(i));
  for (const v of [list, { a: list }, { a: { b: list } }]) {
    for (const depth of [1, 2, 3]) {
      const parts: Uint8Array[] = [];
      writeJson((p) => parts.push(p), v, depth);
      assert.equal(Buffer.concat(parts).toString('utf8'), JSON.stringify(v, null, 2), `depth ${depth}`);
      for (const p of parts) assert.ok(Buffer.from(p).toString('utf8').indexOf('\ufffd') < 0, 'a part ends inside a character');
    }
  }
  assert.throws(() => writeJson(() => undefined, [{ big: 1n }], 1), TypeError);
});

test('writeJsonLine writes exactly what JSON.stringify(value) returns', () => {
  const v = { file: 'a "b".log', diagnostics: Array.from({ length: 600 }, (_, i) => ({ line: i, message: `m ${i % 7} é` })), none: undefined };
  for (const depth of [0, 1, 2, 3, 5]) {
    const parts: Uint8Array[] = [];
    writeJsonLine((p) => parts.push(p), v, depth);
    assert.equal(Buffer.concat(parts).toString('utf8'), JSON.stringify(v));
  }
});

// Property tests (fast-check, fixed seed, bounded runs): the parser, the whole analysis and the features built on it
// never throw on arbitrary text, arbitrary bytes or mutated real lines; parsing is deterministic; feeding the lines
// through LogParser in random chunks gives the same records as parseText; throughput stays linear.
// Seed lines: samples/pod-deletion-1.23.log and single corpus lines (test/fuzz/shapes.ts names each source).
// Run: node --import tsx --test test/unit/property.test.ts   (about 30 s on 2 cores)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LogParser, parseText } from '../../server/src/parse/document';
import { decodeBytes } from '../../server/src/parse/decode';
import { decodeGoString, quotedEnd } from '../../server/src/parse/goString';
import { hasHexRun64, hasUuidShape } from '../../server/src/parse/printf';
import { parsePodList } from '../../server/src/model/identity';
import type { ParsedLog } from '../../server/src/parse/types';
import { analyzeParsed, analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { hover } from '../../server/src/features/hover';
import { podLines, timelineView } from '../../server/src/features/timeline';
import type { AnalysedDocument } from '../../server/src/features/context';
import {
  CORPUS_LINES, MUTATIONS, MUTATION_NAMES, SEED_LINES, corruptBytes, longLine, rand, tokenSoup, utf16, utf8,
} from '../fuzz/shapes';

const SEED = 20_240_731;
const TODAY = { today: new Date(Date.UTC(2024, 5, 1)) };
const opts = (numRuns: number) => ({ seed: SEED, numRuns });

/** Lines as parseText splits them: BOM dropped, \n separators, no empty last line after a final \n. */
function splitLines(text: string): string[] {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = t.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function docOf(text: string, analysis: Analysis): AnalysedDocument {
  const lines = splitLines(text).map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  return { uri: 'file:///fuzz/kubelet.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis };
}

/** Structural invariants every parse must satisfy. */
function checkParsed(text: string, p: ParsedLog): void {
  const expected = splitLines(text).length;
  assert.equal(p.lineCount, expected, 'one entry per line');
  assert.equal(p.recordOfLine.length, p.lineCount);
  let prevLine = -1;
  [...p.records].forEach((r, i) => {
    assert.equal(r.index, i);
    assert.ok(r.line >= prevLine, 'records in line order');
    assert.ok(r.endLine >= r.line && r.endLine < p.lineCount, 'endLine within the document');
    assert.ok(r.kind === 'log' || r.kind === 'meta' || r.kind === 'unparsed');
    assert.equal(typeof r.message, 'string');
    prevLine = r.line;
  });
  for (let l = 0; l < p.lineCount; l++) {
    const r = p.records.at(p.recordOfLine[l]);
    assert.ok(r, `line ${l} maps to a record`);
    assert.ok(r.line <= l && l <= r.endLine, `line ${l} lies within its record`);
  }
}

/** The whole analysis plus the features the editor calls on every line: none may throw. */
function analyseEverything(text: string): void {
  const parsed = parseText(text, TODAY);
  checkParsed(text, parsed);
  const a = analyzeParsed(parsed);
  for (const f of a.findings) assert.ok(f.line >= 0 && f.line < parsed.lineCount);
  const doc = docOf(text, a);
  const view = timelineView(doc);
  assert.equal(view.counts.lines, parsed.lineCount);
  for (const pod of view.pods.slice(0, 3)) podLines(doc, pod.key);
  const n = Math.min(parsed.lineCount, 40);
  for (let l = 0; l < n; l++) {
    const len = doc.source.lineAt(l).length;
    for (const ch of [0, len >> 1, len, len + 5]) hover(doc, l, ch);
  }
  hover(doc, -1, 0);
  hover(doc, parsed.lineCount + 3, 0);
}

interface MutationStep {
  name: string;
  seed: number;
}
const mutationStep: fc.Arbitrary<MutationStep> = fc.record({ name: fc.constantFrom(...MUTATION_NAMES), seed: fc.integer() });
const seedLine = fc.constantFrom(...SEED_LINES);
const applySteps = (line: string, steps: MutationStep[]) => steps.reduce((s, st) => MUTATIONS[st.name](s, rand(st.seed)), line);
const mutatedLine = fc.tuple(seedLine, fc.array(mutationStep, { minLength: 1, maxLength: 4 })).map(([l, s]) => applySteps(l, s));
const mutatedDoc = fc
  .array(fc.tuple(seedLine, fc.array(mutationStep, { maxLength: 3 })), { minLength: 1, maxLength: 25 })
  .chain((ls) => fc.constantFrom('\n', '\r\n').map((sep) => ls.map(([l, s]) => applySteps(l, s)).join(sep)));
const TOKENS = [
  'I0731 17:16:31.865371  354472 kubelet.go:2130] ', 'Aug 30 04:28:59 kind-worker kubelet[704773]: ', '2022-03-16T13:32:39.044141390Z ',
  '{"msg":', '"', '\\"', '=', ' ', '{', '}', '[', ']', '<', '>', '&{', '=<', '\n', '\n >', '\n\t', 'pod=', 'podUID=', 'containerID=',
  '"SyncLoop ADD" ', 'pods=[default/web]', '5011243d-6324-41e3-8ee8-9e8bb33f04b0', 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e',
  'level=info msg=', 'goroutine 1 [', '==> x <==', '\u0000', '\r', '\ud800', 'ContainerStatus from runtime service failed',
];
const soup = fc.string({ unit: fc.constantFrom(...TOKENS), maxLength: 80 });

test('arbitrary strings: parse + analysis + features never throw, invariants hold', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (s) => analyseEverything(s)), opts(2000));
  fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 600 }), (s) => analyseEverything(s)), opts(2000));
});

test('grammar-aware token soup (headers, quotes, brackets, multi-line values, IDs) never throws', () => {
  fc.assert(fc.property(soup, (s) => analyseEverything(s)), opts(15000));
});

test('arbitrary bytes through decodeBytes never throw; the text is analysable', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 1500 }), (b) => {
      const { text, encoding } = decodeBytes(b);
      assert.ok(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be'].includes(encoding));
      analyseEverything(text);
    }),
    opts(2000),
  );
});

test('mutations of real lines (truncation, quotes, unbalanced {[<, NUL, nasty chars, nesting) never throw', () => {
  fc.assert(fc.property(mutatedLine, (s) => analyseEverything(s)), opts(20000));
  fc.assert(fc.property(mutatedDoc, (s) => analyseEverything(s)), opts(2000));
});

test('invalid UTF-8 / UTF-16 of mutated real documents: decodeBytes + analysis never throw', () => {
  fc.assert(
    fc.property(mutatedDoc, fc.integer(), fc.constantFrom('utf8', 'utf16le', 'utf16be', 'utf16le-nobom'), (doc, seed, enc) => {
      const bytes = enc === 'utf8' ? utf8(doc) : utf16(doc, enc === 'utf16be', enc !== 'utf16le-nobom');
      analyseEverything(decodeBytes(corruptBytes(bytes, rand(seed))).text);
    }),
    opts(1500),
  );
  // The decoder's own contract on clean input: UTF-16 with a BOM and UTF-8 round-trip.
  for (const c of CORPUS_LINES) {
    const doc = c.line.replace(/\r$/, '');
    assert.equal(decodeBytes(utf16(doc, false, true)).text, doc, c.source);
    assert.equal(decodeBytes(utf16(doc, true, true)).text, doc, c.source);
    assert.equal(decodeBytes(utf8(doc)).text, doc, c.source);
  }
});

test('deep nesting (up to 100k levels of {, [, &{, <) and 1 MB single lines neither throw nor stall', () => {
  const opens = ['{', '[', '&{', '<', '(', '{"a":', '=<'];
  fc.assert(
    fc.property(seedLine, fc.constantFrom(...opens), fc.integer({ min: 1000, max: 100_000 }), fc.boolean(), (l, open, n, closed) => {
      const closer: Record<string, string> = { '{': '}', '[': ']', '&{': '}', '<': '>', '(': ')', '{"a":': '}', '=<': '\n >' };
      const q = l.lastIndexOf('"');
      const nest = open.repeat(n) + (closed ? closer[open].repeat(n) : '');
      const s = q > 0 ? `${l.slice(0, q + 1)} v=${nest}${l.slice(q + 1)}` : l + nest;
      const t0 = performance.now();
      analyseEverything(s);
      assert.ok(performance.now() - t0 < 2000, `${n} × ${open}: ${Math.round(performance.now() - t0)} ms`);
    }),
    opts(100),
  );
  fc.assert(
    fc.property(seedLine, fc.integer(), (l, seed) => {
      const s = longLine(l, 1_000_000, rand(seed));
      const t0 = performance.now();
      analyseEverything(s);
      const ms = performance.now() - t0;
      assert.ok(ms < 1000 * (s.length / 1e6) + 250, `1 MB line took ${Math.round(ms)} ms`);
    }),
    opts(30),
  );
});

/** What two parses must agree on. */
function normalise(p: ParsedLog) {
  return {
    lineCount: p.lineCount,
    recordOfLine: Array.from(p.recordOfLine),
    kubeletVersion: p.kubeletVersion?.version,
    records: [...p.records].map((r) => ({
      kind: r.kind,
      line: r.line,
      endLine: r.endLine,
      severity: r.severity,
      time: r.time,
      message: r.message,
      style: r.style,
      fields: r.fields.map((f) => ({ key: f.key, value: f.value, kind: f.kind, keySpan: f.keySpan, valueSpan: f.valueSpan, valueEndLine: f.valueEndLine })),
    })),
  };
}

const anyDoc = fc.oneof(mutatedDoc, soup, fc.string({ unit: 'binary', maxLength: 400 }));

test('parsing is deterministic (same records, fields, times; same findings)', () => {
  fc.assert(
    fc.property(anyDoc, (s) => {
      assert.deepEqual(normalise(parseText(s, TODAY)), normalise(parseText(s, TODAY)));
      const f = (a: Analysis) => a.findings.map((x) => [x.line, x.entry.id, x.verdict, x.evidence.map((e) => e.line)]);
      assert.deepEqual(f(analyzeText(s, TODAY)), f(analyzeText(s, TODAY)));
    }),
    opts(1000),
  );
});

/** Feeds the lines through LogParser.pushLine in random chunks; `peek` calls result() between chunks like a growing log. */
function chunked(text: string, chunkSeed: number, peek: boolean): ParsedLog {
  const r = rand(chunkSeed);
  const parser = new LogParser(TODAY);
  const lines = splitLines(text);
  let i = 0;
  while (i < lines.length) {
    const n = 1 + r.int(8);
    for (const l of lines.slice(i, i + n)) parser.pushLine(l);
    i += n;
    if (peek) parser.result();
  }
  if (!lines.length) parser.pushLine('');
  return parser.result();
}

test('parseText equals LogParser.pushLine fed in random chunks', () => {
  fc.assert(
    fc.property(anyDoc, fc.integer(), (s, seed) => {
      assert.deepEqual(normalise(chunked(s, seed, false)), normalise(parseText(s, TODAY)));
    }),
    opts(2000),
  );
});

// PRODUCT BUG (reported): LogParser.result() fixes the year of klog/journald times from what it has seen so far; a
// year anchor (RFC3339/JSON date) pushed later does not re-date the earlier lines, so a growing log's records keep the
// provisional year while parseText of the same text uses the anchor. The server continues the previous parse for a
// growing log (server.ts analysisOf), so this shows in the editor (lspRobustness.test.ts). Minimal reproducer:
//   p = new LogParser({ today: 2024-06-01 }); p.pushLine('I0731 17:16:31.865371 1 kubelet.go:1] "x"'); p.result();
//   p.pushLine('172.20.0.2: {"ts":1758106668051.6,"caller":"a/b.go:1","msg":"m"}');
//   p.result().records[0].time → 2024-07-31T17:16:31Z; parseText(both lines).records[0].time → 2025-07-31T17:16:31Z
/**
 * A text whose lines were found hard-wrapped (parse/hardWrap.ts): result() ends what a row may be joined with, so a
 * growing log of such lines is parsed anew by the server (LogParser.endedInsideValue), not continued.
 */
function hardWrapped(text: string): boolean {
  const parser = new LogParser(TODAY);
  for (const l of splitLines(text)) parser.pushLine(l);
  return parser.hardWrapped;
}

test('the incremental path (result() between chunks, as for a growing log) gives the same records as one parse', () => {
  // Real documents (sample + corpus lines in order) and mutated ones, with result() called after every chunk.
  fc.assert(
    fc.property(anyDoc.filter((s) => !hardWrapped(s)), fc.integer(), (s, seed) => {
      assert.deepEqual(normalise(chunked(s, seed, true)), normalise(parseText(s, TODAY)));
    }),
    opts(1000),
  );
});

/** Anything that gives the parser a year: RFC3339/ISO dates, JSON ts, logfmt time=, glog file headers. */
const YEAR_ANCHOR = /(?:19|20)\d\d[-/]\d\d[-/]\d\d|"ts"|time=|Log file created/;

test('the incremental path equals one parse when no dated line arrives late (the growing-log case the server relies on)', () => {
  fc.assert(
    fc.property(anyDoc.filter((s) => !YEAR_ANCHOR.test(s) && !hardWrapped(s)), fc.integer(), (s, seed) => {
      assert.deepEqual(normalise(chunked(s, seed, true)), normalise(parseText(s, TODAY)));
    }),
    opts(1500),
  );
});

test('analysis of the chunk-fed parse equals analysis of the whole text', () => {
  fc.assert(
    fc.property(mutatedDoc, fc.integer(), (s, seed) => {
      const f = (a: Analysis) => a.findings.map((x) => [x.line, x.entry.id, x.verdict]);
      assert.deepEqual(f(analyzeParsed(chunked(s, seed, false))), f(analyzeText(s, TODAY)));
    }),
    opts(600),
  );
});

test('throughput stays linear: a generated 2 MB log of mutated real lines and token soup analyses in < 1 s per MB', () => {
  const r = rand(SEED);
  const parts: string[] = [];
  let size = 0;
  while (size < 2_000_000) {
    const l = r.chance(0.7) ? applySteps(r.pick(SEED_LINES), r.chance(0.5) ? [{ name: r.pick(MUTATION_NAMES), seed: r.int(1e9) }] : []) : tokenSoup(r, 30);
    parts.push(l);
    size += l.length + 1;
  }
  const text = parts.join('\n');
  analyzeText(text.slice(0, 200_000), TODAY); // warm up the JIT
  const t0 = performance.now();
  const a = analyzeText(text, TODAY);
  const ms = performance.now() - t0;
  const perMb = ms / (text.length / 1e6);
  console.log(`# property: ${(text.length / 1e6).toFixed(2)} MB, ${a.index.parsed.lineCount} lines, ${a.index.parsed.records.length} records in ${Math.round(ms)} ms (${Math.round(perMb)} ms/MB)`);
  assert.ok(perMb < 1000, `${Math.round(perMb)} ms per MB`);
});

/** The char-by-char reading of a Go quoted string that quotedEnd's indexOf version must agree with. */
function quotedEndByChars(text: string, start: number, limit = text.length): number {
  for (let i = start + 1; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
      continue;
    }
    if (c === 34) return i + 1;
  }
  return -1;
}

test('quotedEnd (indexOf and backslash parity) agrees with a char-by-char reading on any text', () => {
  const chars = fc.constantFrom('"', '\\', 'a', ' ', '=', 'x');
  fc.assert(
    fc.property(fc.array(chars, { maxLength: 40 }), fc.nat(40), fc.nat(45), (cs, at, lim) => {
      const text = '"' + cs.join('');
      const limit = Math.min(lim, text.length);
      assert.equal(quotedEnd(text, 0, limit), quotedEndByChars(text, 0, limit), JSON.stringify({ text, limit }));
      const start = Math.min(at, text.length - 1);
      if (text[start] === '"') assert.equal(quotedEnd(text, start), quotedEndByChars(text, start));
    }),
    opts(5000),
  );
});

/** Go's escapes decoded one character at a time: the reading decodeGoString's run-by-run version must agree with. */
function decodeByChars(body: string): string {
  let out = '';
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', "'": "'", a: '\x07', b: '\b', f: '\f', v: '\v' };
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\' || i + 1 >= body.length) {
      out += body[i];
      continue;
    }
    const n = body[++i];
    if (n in simple) out += simple[n];
    else if (n === 'x' && /^[0-9a-fA-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if ((n === 'u' || n === 'U') && /^[0-9a-fA-F]+$/.test(body.slice(i + 1, i + 1 + (n === 'u' ? 4 : 8))) && body.slice(i + 1, i + 1 + (n === 'u' ? 4 : 8)).length === (n === 'u' ? 4 : 8) && parseInt(body.slice(i + 1, i + 1 + (n === 'u' ? 4 : 8)), 16) <= 0x10ffff) {
      const len = n === 'u' ? 4 : 8;
      out += String.fromCodePoint(parseInt(body.slice(i + 1, i + 1 + len), 16));
      i += len;
    } else out += '\\' + n;
  }
  return out;
}

test('decodeGoString (whole runs between escapes) agrees with a char-by-char decoder on any text', () => {
  const piece = fc.constantFrom('\\', 'n', 't', '"', 'x', '4', '1', 'u', 'U', '0', '0', '1', 'F', 'a', ' ', 'é', 'q');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (ps) => {
      const body = ps.join('');
      assert.equal(decodeGoString(body), decodeByChars(body), JSON.stringify(body));
    }),
    opts(5000),
  );
  assert.equal(decodeGoString('a\\"b\\\\c\\x41\\u00e9\\U0001F600\\q\\'), 'a"b\\cAé😀\\q\\');
});

test('printf prefilters never hide an ID the regexes would find (UUID dash shape, 64-hex run)', () => {
  const uuid = '5011243d-6324-41e3-8ee8-9e8bb33f04b0';
  const hex64 = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';
  const piece = fc.constantFrom(uuid, hex64, hex64.slice(0, 40), uuid.slice(0, 20), '-', '_', ' ', '(', ')', 'a', 'f', '0', 'g', 'containerd://', '/kubepods/');
  const UID = /\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/;
  const HEX = /[0-9a-f]{64}/;
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
      const body = ps.join('');
      if (UID.test(body)) assert.ok(hasUuidShape(body), body);
      if (HEX.test(body)) assert.ok(hasHexRun64(body), body);
      // And they do filter: no dashes 5 apart, no UUID; the hex test is exact.
      if (!/-.{4}-.{4}-/.test(body)) assert.equal(hasUuidShape(body), false, body);
      assert.equal(hasHexRun64(body), HEX.test(body), body);
    }),
    opts(3000),
  );
});

test('pod references: the hand-checked trim and unquote read every value as trim() + replace(/^"|"$/g) would', () => {
  const ref = (s: string) => {
    const t = s.trim().replace(/^"|"$/g, '');
    const slash = t.indexOf('/');
    if (slash <= 0 || slash === t.length - 1 || t.indexOf('/', slash + 1) >= 0) return [];
    // Only Kubernetes names (a namespace is an RFC 1123 label, a pod name a subdomain), redacted ones (upper case, `_`) too.
    if (!/^[\w](?:[-\w]{0,61}[\w])?$/.test(t.slice(0, slash)) || !/^[\w](?:[-\w.]{0,251}[\w])?$/.test(t.slice(slash + 1))) return [];
    return [`${t.slice(0, slash)}/${t.slice(slash + 1)}`];
  };
  const piece = fc.constantFrom('"', ' ', '\t', '\u00a0', '\ufeff', '/', 'ns', 'pod-1', '\n', 'é', '"x"');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (ps) => {
      const s = ps.join('');
      if (s.trim().startsWith('[')) return; // lists take another path
      assert.deepEqual(parsePodList(s).map((p) => `${p.namespace}/${p.name}`), ref(s), JSON.stringify(s));
    }),
    opts(4000),
  );
});

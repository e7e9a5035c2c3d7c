// LogDocument (server/src/logDocument.ts) keeps appends aside; it must behave exactly like the protocol library's
// document under any sequence of edits: appends, edits elsewhere, CR/LF seams across appends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LogDocument } from '../../server/src/logDocument';

const piece = fc.constantFrom('a', 'xyz', '\n', '\r', '\r\n', 'I0731 17:16:32.398137 1 k.go:1] "m"\n', 'é', '');

type Step = { kind: 'append'; text: string } | { kind: 'edit'; at: number; del: number; text: string } | { kind: 'read' };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.array(piece, { maxLength: 4 }).map((t) => ({ kind: 'append' as const, text: t.join('') })) },
  { weight: 2, arbitrary: fc.record({ at: fc.nat(200), del: fc.nat(5), text: fc.array(piece, { maxLength: 3 }).map((t) => t.join('')) }).map((e) => ({ kind: 'edit' as const, ...e })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'read' as const }) },
);

test('LogDocument equals the library document after any mix of appends and edits', () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 6 }), fc.array(step, { maxLength: 25 }), (start, steps) => {
      const initial = start.join('');
      const ours = LogDocument.create('file:///a.log', 'kubelet-log', 1, initial);
      let ref = TextDocument.create('file:///a.log', 'kubelet-log', 1, initial);
      let version = 1;
      for (const s of steps) {
        version++;
        if (s.kind === 'read') {
          assert.equal(ours.getText(), ref.getText());
          continue;
        }
        const refText = ref.getText();
        let range;
        if (s.kind === 'append') {
          const end = ref.positionAt(refText.length);
          range = { start: end, end };
        } else {
          const a = Math.min(s.at, refText.length);
          range = { start: ref.positionAt(a), end: ref.positionAt(Math.min(refText.length, a + s.del)) };
        }
        const change = { range, text: s.text };
        const appended = ours.apply([change], version);
        ref = TextDocument.update(ref, [change], version);
        // An insertion at the end is an append, except a \n after a \r (one line break across the seam: joined).
        if (s.kind === 'append') assert.equal(appended, !(s.text.startsWith('\n') && refText.endsWith('\r')));
        // Before anything reads the text: line count, length and end position come from the counting alone.
        assert.equal(ours.lineCount, ref.lineCount, `lineCount after ${JSON.stringify(steps)}`);
        assert.equal(ours.length, ref.getText().length);
        assert.deepEqual(ours.end, ref.positionAt(ref.getText().length));
        assert.equal(ours.version, version);
        // Each line's text, read without joining what waits (lineText), as the library reads it.
        for (let line = -1; line <= ref.lineCount; line++) {
          const expected = line < 0 || line >= ref.lineCount ? '' : ref.getText(ref.getLineRange(line));
          assert.equal(ours.lineText(line), expected, `lineText(${line}) after ${JSON.stringify(steps)}`);
        }
      }
      assert.equal(ours.getText(), ref.getText());
      const len = ref.getText().length;
      // Its own line index answers every reader as the library's does, out-of-range arguments included.
      for (let o = -1; o <= len + 1; o++) {
        const p = ref.positionAt(o);
        assert.deepEqual(ours.positionAt(o), p, `positionAt(${o})`);
        assert.equal(ours.offsetAt(p), ref.offsetAt(p));
      }
      for (let line = -1; line <= ref.lineCount; line++) {
        assert.deepEqual(ours.getLineRange(line), ref.getLineRange(line), `getLineRange(${line})`);
        assert.equal(ours.getEOLCharacters(line), ref.getEOLCharacters(line), `getEOLCharacters(${line})`);
        for (const character of [-1, 0, 1, 2, 5, 1000]) {
          const p = { line, character };
          assert.equal(ours.offsetAt(p), ref.offsetAt(p), `offsetAt(${line}:${character})`);
        }
        const range = { start: { line, character: 1 }, end: { line: line + 1, character: 2 } };
        assert.equal(ours.getText(range), ref.getText(range));
        assert.equal(ours.getText({ start: range.end, end: range.start }), ref.getText({ start: range.end, end: range.start }));
      }
    }),
    { seed: 20_241_130, numRuns: 1500 },
  );
});

test('an append does not join the text: the rope stays pending until something reads it', () => {
  const doc = LogDocument.create('file:///b.log', 'kubelet-log', 1, 'line one\n');
  assert.equal(doc.lineCount, 2);
  assert.equal(doc.apply([{ range: { start: doc.end, end: doc.end }, text: 'line two\nline three\n' }], 2), true);
  assert.equal((doc as unknown as { pending: string[] }).pending.length, 1, 'kept aside');
  assert.equal(doc.lineCount, 4);
  assert.deepEqual(doc.end, { line: 3, character: 0 });
  assert.equal(doc.getText({ start: { line: 1, character: 0 }, end: { line: 2, character: 0 } }), 'line two\n');
  assert.equal((doc as unknown as { pending: string[] }).pending.length, 0, 'joined on read');
  assert.equal(doc.apply([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } }, text: 'LINE' }], 3), false);
  assert.equal(doc.getText(), 'LINE one\nline two\nline three\n');
});

test('reading lines of a growing document leaves its appended text where it waits (no copy of the whole text)', () => {
  const base = 'I0731 17:16:32.398137 1 k.go:1] "m"\n'.repeat(1000);
  const doc = LogDocument.create('file:///a.log', 'kubelet-log', 1, base);
  assert.equal(doc.lineCount, 1001);
  doc.apply([{ range: { start: { line: 1000, character: 0 }, end: { line: 1000, character: 0 } }, text: 'first\nsecond\n' }], 2);
  assert.equal(doc.lineText(999), 'I0731 17:16:32.398137 1 k.go:1] "m"');
  assert.equal(doc.lineText(1000), 'first');
  assert.equal(doc.lineText(1001), 'second');
  assert.equal(doc.lineCount, 1003);
  const pending = (doc as unknown as { pending: string[] }).pending;
  assert.deepEqual(pending, ['first\nsecond\n'], 'the appended text is still kept aside');
  assert.equal(doc.getText().length, base.length + 13);
  assert.deepEqual((doc as unknown as { pending: string[] }).pending, [], 'reading the whole text joins it');
});

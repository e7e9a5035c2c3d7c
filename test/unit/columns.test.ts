// The record store's compact columns (server/src/parse/recordStore.ts): values past their narrow range, and none,
// read back exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OffsetColumn, RecordStore, SmallIntColumn, ThreadColumn } from '../../server/src/parse/recordStore';

test('SmallIntColumn as positions: 0 to 65,533 in two bytes, longer and other negative values in its map, overwrites clear them', () => {
  const c = new SmallIntColumn();
  c.grow(8);
  const values = [0, 1, 65_533, 65_534, 70_000, 2 ** 31, -5, 12];
  values.forEach((v, i) => c.set(i, v));
  values.forEach((v, i) => assert.equal(c.get(i), v));
  c.set(4, 7);
  assert.equal(c.get(4), 7);
  c.grow(16);
  values.forEach((v, i) => assert.equal(c.get(i), i === 4 ? 7 : v));
});

test('SmallIntColumn: none is -1 (also for rows cleared as new), values past 65,533 in its map', () => {
  const c = new SmallIntColumn();
  c.grow(4);
  c.clear(3);
  assert.equal(c.get(3), -1);
  const values = [65_533, 65_534, 1_000_000, -1];
  values.forEach((v, i) => c.set(i, v));
  values.forEach((v, i) => assert.equal(c.get(i), v));
  c.set(2, 5);
  assert.equal(c.get(2), 5);
  c.grow(8);
  c.clear(7);
  assert.equal(c.get(7), -1);
  assert.equal(c.get(1), 65_534);
});

test('ThreadColumn: none, 32-bit IDs, and anything else (huge, negative, fractional) exactly', () => {
  const c = new ThreadColumn();
  c.grow(6);
  const values = [undefined, 0, 2 ** 31 - 1, 9_999_999_999, -5, 1.5];
  values.forEach((v, i) => c.set(i, v));
  values.forEach((v, i) => assert.equal(c.get(i), v));
  c.set(3, 42);
  assert.equal(c.get(3), 42);
});

test('OffsetColumn: four bytes a row until an offset past 4 GB widens it, keeping every value and none', () => {
  const c = new OffsetColumn();
  c.grow(4);
  c.set(0, 0);
  c.set(1, 0xfffffffe);
  c.clear(2);
  assert.equal(c.get(2), -1);
  c.set(2, 5e9);
  c.set(3, -1);
  assert.deepEqual([0, 1, 2, 3].map((i) => c.get(i)), [0, 0xfffffffe, 5e9, -1]);
  c.grow(8);
  c.clear(7);
  assert.equal(c.get(7), -1);
  c.set(6, 3);
  assert.deepEqual([0, 1, 2, 3, 6].map((i) => c.get(i)), [0, 0xfffffffe, 5e9, -1, 3]);
});

test('RecordStore: a new row reads none in every column, whether its room was reserved ahead or grown on push', () => {
  for (const reserved of [0, 5_000]) {
    const store = new RecordStore();
    store.reserve(reserved);
    for (let i = 0; i < 3_000; i++) {
      const r = store.push();
      // Every other row written, so that a row left as pushed sits between written ones.
      if (i % 2) {
        for (const c of [store.extraLines, store.bodyStart, store.messageStart, store.messageEnd, store.fieldsFrom, store.sourceLine, store.fileId, store.envelopeId, store.sectionId, store.sourceLength]) c.set(r, 7);
        store.sourceOffset.set(r, 99);
        store.thread.set(r, 12);
      }
    }
    for (let r = 0; r < 3_000; r += 2) {
      for (const c of [store.extraLines, store.bodyStart, store.messageStart, store.messageEnd, store.fieldsFrom, store.sourceLine, store.fileId, store.envelopeId, store.sectionId, store.sourceLength]) assert.equal(c.get(r), -1);
      assert.equal(store.sourceOffset.get(r), -1);
      assert.equal(store.thread.get(r), undefined);
      assert.ok(Number.isNaN(store.time[r]));
      assert.equal(store.verbosity[r], -1);
      assert.equal(store.sourceOffset.get(r + 1), 99);
    }
  }
});

test('messages: one slot per shared text, a slot of its own for the others, reused once let go', () => {
  const store = new RecordStore();
  store.text = { slice: () => 'read back' };
  for (let i = 0; i < 10_000; i++) {
    const r = store.push();
    if (i % 2) store.setMessage(r, 'SyncLoop (housekeeping)', true);
    else {
      store.setMessage(r, `free text ${i}`, false);
      store.messageFromLine[r] = 1;
      store.sourceOffset.set(r, i * 10);
    }
    // Let go every 100 rows, as a file read in pieces does after grading each piece.
    if (i % 100 === 99) store.releaseMessages(i + 1, () => true);
  }
  assert.ok(store.messageSlots <= 3, `slots in use: ${store.messageSlots}`);
  assert.equal(store.keptMessage(1), 'SyncLoop (housekeeping)');
  assert.equal(store.keptMessage(0), undefined);
  assert.equal(store.messageOf(0), 'read back');
  // An overwritten message gives its slot back; a shared text is never given back.
  const r = store.push();
  store.setMessage(r, 'one of a kind', false);
  store.setMessage(r, 'another', false);
  store.setMessage(r, 'SyncLoop (housekeeping)', false);
  assert.equal(store.keptMessage(r), 'SyncLoop (housekeeping)');
  assert.equal(store.keptMessage(1), 'SyncLoop (housekeeping)');
  assert.ok(store.messageSlots <= 3, `slots in use: ${store.messageSlots}`);
});

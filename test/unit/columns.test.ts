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

test('SmallIntColumn: none is -1 (also for new rows), values past 65,533 in its map', () => {
  const c = new SmallIntColumn();
  c.grow(4);
  assert.equal(c.get(3), -1);
  const values = [65_533, 65_534, 1_000_000, -1];
  values.forEach((v, i) => c.set(i, v));
  values.forEach((v, i) => assert.equal(c.get(i), v));
  c.set(2, 5);
  assert.equal(c.get(2), 5);
  c.grow(8);
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
  assert.equal(c.get(2), -1);
  c.set(2, 5e9);
  c.set(3, -1);
  assert.deepEqual([0, 1, 2, 3].map((i) => c.get(i)), [0, 0xfffffffe, 5e9, -1]);
  c.grow(8);
  assert.equal(c.get(7), -1);
  c.set(6, 3);
  assert.deepEqual([0, 1, 2, 3, 6].map((i) => c.get(i)), [0, 0xfffffffe, 5e9, -1, 3]);
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

// heapGuard (used by the CLI between pieces): a full collection once the heap has grown past its bound, none before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics } from 'node:v8';
import { heapGuard } from '../../server/src/heapGuard';

test('heapGuard collects garbage once the heap grew past 1.75× its last live size (at least 64 MB), not before', () => {
  const guard = heapGuard();
  assert.ok(guard, 'this Node hands out its collector');
  guard(); // settles the baseline
  const used = () => getHeapStatistics().used_heap_size;
  // About 20 MB of garbage: under the bound, nothing happens (the garbage is still counted afterwards).
  let junk: number[][] | undefined = Array.from({ length: 200 }, () => Array.from({ length: 12_500 }, (_, i) => i + 0.5));
  junk = undefined;
  const small = used();
  guard();
  assert.ok(used() >= small * 0.9, 'no collection under the bound');
  // About 200 MB of garbage: past the bound, the guard collects it.
  junk = Array.from({ length: 2_000 }, () => Array.from({ length: 12_500 }, (_, i) => i + 0.5));
  junk = undefined;
  const big = used();
  assert.ok(big > 150 * 1024 * 1024, `garbage made: ${Math.round(big / 1048576)} MB`);
  guard();
  assert.ok(used() < big / 2, `collected: ${Math.round(big / 1048576)} → ${Math.round(used() / 1048576)} MB`);
  void junk;
});

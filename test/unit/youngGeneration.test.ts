// youngGenerationCap (used by the CLI between pieces): in a process of its own, since V8's young generation only
// grows and another test's allocations would have grown it already.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { youngGenerationCap } from '../../server/src/heapGuard';

const young = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;

/** Short-lived and surviving allocations, as a batch job makes: V8 grows the young generation under this load. */
function churn(rounds: number, between: () => void): void {
  const keep: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    between();
    for (let i = 0; i < 200; i++) {
      const a = Array.from({ length: 1_000 }, (_, k) => k + 0.5);
      if (i % 20 === 0) keep.push(a);
    }
    if (keep.length > 2_000) keep.splice(0, 1_000);
  }
}

test('youngGenerationCap stops the young generation growing once it reached its cap; without it, the same load grows it', () => {
  const start = young();
  const cap = 8 * 1024 * 1024;
  assert.ok(start < cap, `the young generation starts small: ${(start / 1048576).toFixed(1)} MB`);
  churn(400, youngGenerationCap(cap));
  // Capped as it reached 8 MB, it may finish the growth step it had started, not grow on to V8's 32 MB.
  const capped = young();
  assert.ok(capped <= 2 * cap, `young generation with the cap: ${(capped / 1048576).toFixed(1)} MB`);
  // The control: V8's default growth again, the same load.
  setFlagsFromString('--semi-space-growth-factor=2');
  churn(400, () => undefined);
  assert.ok(young() > capped, `without the cap it grows on: ${(capped / 1048576).toFixed(1)} → ${(young() / 1048576).toFixed(1)} MB`);
});

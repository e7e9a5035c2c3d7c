// The server collects the garbage of a large analysis only once it has been quiet (server/src/idleCollector.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { IdleCollector } from '../../server/src/idleCollector';

test('collects once after a quiet spell, never while activity goes on, and not without a request', async () => {
  let runs = 0;
  const c = new IdleCollector(() => runs++, 250);
  await sleep(300);
  assert.equal(runs, 0, 'nothing was asked for');
  c.request();
  c.request();
  // Activity every 20 ms for 400 ms keeps it waiting (a loaded machine has ten times the margin).
  for (let i = 0; i < 20; i++) {
    await sleep(20);
    c.activity();
  }
  assert.equal(runs, 0, 'not while requests come in');
  await sleep(600);
  assert.equal(runs, 1, 'once, after 250 ms of quiet, for both requests');
  await sleep(300);
  assert.equal(runs, 1);
  c.request();
  await sleep(600);
  assert.equal(runs, 2, 'a later request collects again');
});

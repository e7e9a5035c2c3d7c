// The adversarial review of session 19 (test/fixtures/adversarial5): each file's benign and actionable lines must be
// exactly those in expected.json, whose notes say what the review expected and why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';

const DIR = join(__dirname, '..', 'fixtures', 'adversarial5');
const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const EXPECTED: Record<string, { note: string; benign: number[]; actionable: number[] }> = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8'));

for (const [file, want] of Object.entries(EXPECTED)) {
  test(`${file}: ${want.note}`, () => {
    const a = analyzeText(readFileSync(join(DIR, file), 'utf8'), TODAY);
    const lines = (verdict: string) => a.findings.filter((f) => f.verdict === verdict).map((f) => f.line + 1).sort((x, y) => x - y);
    assert.deepEqual(lines('benign'), want.benign, 'benign lines');
    assert.deepEqual(lines('actionable'), want.actionable, 'actionable lines');
  });
}

test('the fixes this review led to hold: no benign from a mirror pod\'s deletion, no actionable from pods shutting down', () => {
  for (const file of ['46-exec-timeout-static-pod-mirror-deleted-before-sync.log', '52-static-apiserver-mirror-deleted-probe-keeps-failing.log', '53-static-keepalived-mirror-deleted-exec-timeouts.log']) {
    assert.deepEqual(EXPECTED[file].benign, [], file);
  }
  for (const file of ['16-exec-timeout-long-grace-shutdown-12min.log', '17-exec-timeout-node-drain-one-pod-at-a-time.log', '40-exec-timeout-intermittent-successes-between.log']) {
    assert.deepEqual(EXPECTED[file].actionable, [], file);
  }
});

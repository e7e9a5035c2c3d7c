// The adversarial review of session 18 (test/fixtures/adversarial4): logs on which the tool said "benign" wrongly,
// and logs next to them on which "benign" is right. Each file's benign lines must be exactly the ones listed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const DIR = join(__dirname, '..', 'fixtures', 'adversarial4');
const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const text = (file: string) => readFileSync(join(DIR, file), 'utf8');
const analyse = (file: string): Analysis => analyzeText(text(file), TODAY);
const benignLines = (a: Analysis) => a.findings.filter((f) => f.verdict === 'benign').map((f) => f.line + 1);
const reasons = (a: Analysis) => a.findings.map((f) => f.reason ?? '');

/** File → the lines that are benign (1-based); the comment says what the review found before. */
const EXPECTED: Record<string, number[]> = {
  // image GC that freed too little right after a start: the disk is full, no stats missing (was benign)
  'p01-imagegc-once-diskfull-at-start.log': [],
  'p04-imagegc-once-printf-diskfull-at-start.log': [],
  'p06-imagegc-diskfull-before-restart-then-once.log': [],
  // the same failure logged for minutes before a kubelet restart, "excused" by the restart (was benign after it)
  'c01-cni-outage-across-kubelet-restart.log': [],
  'm05-mirror-apiserver-down-across-restart.log': [],
  'p01-pleg-runtime-hung-kubelet-restarted.log': [],
  'p06-pleg-relist-timeout-across-restart.log': [],
  's07-stopsandbox-deadline-across-restart.log': [],
  // CNI lost after the node had become Ready: only the lines before Ready are start-up
  'c02-cni-lost-after-node-ready.log': [9, 10, 11],
  'c06-cni-dockershim-lost-after-ready.log': [4, 5],
  // a mirror pod refused by an API server that answered (etcd full, no space): no start-up (was benign)
  'm01-mirror-etcd-space-exceeded-at-start.log': [],
  'm03-mirror-disk-full-at-start.log': [],
  // the Node object not found minutes after this run registered it (was benign)
  'm07-mirror-node-deleted-after-registration.log': [],
  // containerd killed after the kubelet had synced pods: what fails since is the crash (was benign)
  'p09-pleg-runtime-died-after-sync-started.log': [],
  // a sandbox asked for long after its pod ended (was benign by the pod's termination, 900 s)
  's01-sandbox-notfound-14min-after-pod-ended.log': [],
  's14-sandbox-notfound-again-11min-later.log': [17, 18],
  // right verdicts that must stay: start-up noise, a sandbox removed just before
  'c03-cni-9min-at-start.log': [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
  'm06-mirror-conn-refused-at-start-ok.log': [8, 9, 10],
  'm11-mirror-priorityclass.log': [10],
  'p07-pleg-runtime-down-at-boot-ok.log': [9, 10],
  's09-sandbox-notfound-after-removing-sandbox-ok.log': [10, 11],
  's12-sandbox-notfound-after-sandbox-exit-ok.log': [13],
};

test('adversarial review 4: each probe log has exactly its expected benign lines', () => {
  for (const [file, lines] of Object.entries(EXPECTED)) {
    const a = analyse(file);
    assert.ok(a.findings.length > 0, `${file}: no findings at all`);
    assert.deepEqual(benignLines(a), lines, file);
  }
});

test('adversarial review 4: why start-up no longer excuses the line is said on the finding', () => {
  const said = (file: string, re: RegExp) => assert.ok(reasons(analyse(file)).some((r) => re.test(r)), `${file}: ${re}`);
  said('p01-pleg-runtime-hung-kubelet-restarted.log', /the same error was logged before that start too \(line 98 /);
  said('c02-cni-lost-after-node-ready.log', /the node had become Ready since .*\(line \d+\), so its runtime and network had worked/);
  said('p09-pleg-runtime-died-after-sync-started.log', /the container runtime's service failed after it .*\(line \d+\)/);
  said('m07-mirror-node-deleted-after-registration.log', /the node had registered since .*: its Node object went missing/);
  said('p01-imagegc-once-diskfull-at-start.log', /"garbage collect required amount" is no start-up noise/);
  said('m01-mirror-etcd-space-exceeded-at-start.log', /the call was answered/);
  said('s01-sandbox-notfound-14min-after-pod-ended.log', /too long before this line to explain it/);
});

test('adversarial review 4: read in pieces, the start-up vetoes give the whole text\'s report', () => {
  for (const file of ['p01-pleg-runtime-hung-kubelet-restarted.log', 'c02-cni-lost-after-node-ready.log', 'p09-pleg-runtime-died-after-sync-started.log', 'm07-mirror-node-deleted-after-registration.log']) {
    assertPiecesGiveWholeReport(file, text(file), [300, 1000]);
  }
});

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
  // image GC that freed too little right after a start: the disk is full, no stats missing; or "failed once" followed
  // by "failed multiple times in a row" (was benign)
  'p01-imagegc-once-diskfull-at-start.log': [],
  'p04-imagegc-once-printf-diskfull-at-start.log': [],
  'p06-imagegc-diskfull-before-restart-then-once.log': [],
  'p02-imagegc-once-then-multiple.log': [],
  // the same failure logged for minutes before a kubelet restart, "excused" by the restart (was benign after it)
  'c01-cni-outage-across-kubelet-restart.log': [],
  'm05-mirror-apiserver-down-across-restart.log': [],
  'p01-pleg-runtime-hung-kubelet-restarted.log': [],
  'p06-pleg-relist-timeout-across-restart.log': [],
  's07-stopsandbox-deadline-across-restart.log': [],
  // CNI lost after the node had become Ready: only the lines before Ready are start-up
  'c02-cni-lost-after-node-ready.log': [9, 10, 11],
  'c06-cni-dockershim-lost-after-ready.log': [4, 5],
  // a registration by another kubelet process (plain klog names no host: another node's file, a filtered restart)
  'c13-cni-plain-excerpt-restart-registration.log': [],
  'c15-cni-plain-other-node-registration.log': [],
  'c14-cni-journald-excerpt-restart-registration.log': [],
  // a mirror pod refused by an API server that answered (etcd full, no space): no start-up (was benign)
  'm01-mirror-etcd-space-exceeded-at-start.log': [],
  'm03-mirror-disk-full-at-start.log': [],
  // the Node object not found minutes after this run registered it (was benign)
  'm07-mirror-node-deleted-after-registration.log': [],
  // the static pod directory gone on a node that ran static pods from it (was "harmless in any context")
  'm08-static-path-vanished-on-control-plane.log': [],
  // containerd killed after the kubelet had synced pods: what fails since is the crash (was benign)
  'p09-pleg-runtime-died-after-sync-started.log': [],
  // eviction passes coming back for twenty minutes: the node runs at its threshold (was benign each time)
  'p10-eviction-reclaim-recurring-20min.log': [],
  // readiness failing after the sync loop saw the probe pass (V1 `SyncLoop (probe)` status="ready")
  'p20c-readiness-was-ready-v1-syncloop-probe.log': [4, 5],
  // a pod deleted or evicted with no kill logged: only the default grace period and the teardown's time excuse it
  'p22-readiness-after-delete-no-kill-14min.log': [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
  'p47-evicted-pod-probes-continue-12min.log': [10, 11],
  'p61-printf-readiness-after-delete-12min.log': [2, 3],
  // a start that is a sidecar's restart for its failed probe, or a container restarted for its probe again and again
  'p27-app-readiness-after-sidecar-restart.log': [],
  'p36-startup-probe-restart.log': [],
  // a relist 36 s after a restart (the sync loop waiting for PLEG until then) finds containers running: no start
  'p28b-readiness-after-kubelet-restart-slow-relist.log': [5, 6, 7, 8, 9, 10, 11, 12],
  // a pull secret missing, "excused" by another image's pull, or by a pull on another node of a pod of the same name
  'p40-pullsecret-init-image-ok-app-pull-pending.log': [],
  'p42-pullsecret-success-on-other-node.log': [3],
  // a sandbox asked for long after its pod ended (was benign by the pod's termination, 900 s)
  's01-sandbox-notfound-14min-after-pod-ended.log': [],
  's14-sandbox-notfound-again-11min-later.log': [17, 18],
  // right verdicts that must stay: start-up noise, a sandbox removed just before, a kill within its grace period
  'c03-cni-9min-at-start.log': [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
  'm06-mirror-conn-refused-at-start-ok.log': [8, 9, 10],
  'm09-static-path-missing-worker-ok.log': [9, 10, 11],
  'm11-mirror-priorityclass.log': [10],
  'p07-pleg-runtime-down-at-boot-ok.log': [9, 10],
  'p11-eviction-reclaim-success-other-node.log': [],
  'p23-readiness-after-delete-with-kill.log': [7],
  'p43-pullsecret-success-then-401-later.log': [],
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

test('adversarial review 4: why the excuse does not hold is said on the finding', () => {
  const said = (file: string, re: RegExp) => assert.ok(reasons(analyse(file)).some((r) => re.test(r)), `${file}: ${re}`);
  said('p01-pleg-runtime-hung-kubelet-restarted.log', /the same error was logged before that start too \(line 98 /);
  said('c02-cni-lost-after-node-ready.log', /the node had become Ready since .*\(line \d+\), so its runtime and network had worked/);
  said('p09-pleg-runtime-died-after-sync-started.log', /the container runtime's service failed after it .*\(line \d+\)/);
  said('m07-mirror-node-deleted-after-registration.log', /the node had registered since .*: its Node object went missing/);
  said('p01-imagegc-once-diskfull-at-start.log', /"garbage collect required amount" is no start-up noise/);
  said('m01-mirror-etcd-space-exceeded-at-start.log', /the call was answered/);
  said('s01-sandbox-notfound-14min-after-pod-ended.log', /too long before this line to explain it/);
  said('p02-imagegc-once-then-multiple.log', /the same failure came back .*\(line 6: /);
  said('m08-static-path-vanished-on-control-plane.log', /the node ran static pods from its manifest directory/);
  said('m09-static-path-missing-worker-ok.log', /harmless unless the log shows static pods run on the node/);
  said('p20c-readiness-was-ready-v1-syncloop-probe.log', /readiness probe had passed since its container started/);
  said('p22-readiness-after-delete-no-kill-14min.log', /no kill of its containers is logged since: .* past the default 30 s grace period/);
  said('p27-app-readiness-after-sidecar-restart.log', /shortly after istio-proxy's restart for a failed probe/);
  said('p36-startup-probe-restart.log', /was restarted for a failed probe \(line \d+\): its restart is not a start-up/);
  said('p40-pullsecret-init-image-ok-app-pull-pending.log', /began pulling registry\.example\.com\/team\/app:1\.4\.2 afterwards/);
  said('c15-cni-plain-other-node-registration.log', /from another kubelet process \(2222, this line's is 1111\)/);
});

test('adversarial review 4: read in pieces, the new checks give the whole text\'s report', () => {
  for (const file of [
    'p01-pleg-runtime-hung-kubelet-restarted.log', 'c02-cni-lost-after-node-ready.log', 'p09-pleg-runtime-died-after-sync-started.log', 'm07-mirror-node-deleted-after-registration.log',
    'p02-imagegc-once-then-multiple.log', 'p40-pullsecret-init-image-ok-app-pull-pending.log', 'p10-eviction-reclaim-recurring-20min.log', 'p22-readiness-after-delete-no-kill-14min.log',
  ]) {
    assertPiecesGiveWholeReport(file, text(file), [300, 1000]);
  }
});

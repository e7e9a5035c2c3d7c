// The adversarial reviews of sessions 19 and 20 (test/fixtures/adversarial5 to 10): each file's benign and
// actionable lines must be exactly those in the folder's expected.json, whose notes say what the review expected and
// why (and, where the maintainer judged otherwise, that too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loneCrAsLf } from '../../server/src/parse/decode';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { buildReport } from '../../server/src/report';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
type Expected = Record<string, { note: string; benign: number[]; actionable: number[]; states: Record<string, string> }>;
const dir = (name: string) => join(__dirname, '..', 'fixtures', name);
const expectedIn = (name: string): Expected => JSON.parse(readFileSync(join(dir(name), 'expected.json'), 'utf8'));

/**
 * Every pod state a folder's expected.json lists holds; returns how many were checked. A name may have two instances (a
 * StatefulSet's pod made again): the expected state is one of theirs.
 */
function assertStatesIn(folder: string): number {
  const expected = JSON.parse(readFileSync(join(dir(folder), 'expected.json'), 'utf8')) as Record<string, { states?: Record<string, string> }>;
  let checked = 0;
  for (const [file, want] of Object.entries(expected)) {
    const a = analyzeText(readLog(join(dir(folder), file)), TODAY);
    for (const [key, state] of Object.entries(want.states ?? {})) {
      const pods = a.index.pods.filter((p) => p.records.length && `${p.namespace ?? '?'}/${p.name}` === key);
      assert.ok(pods.length, `${file}: ${key} is a pod`);
      assert.ok(pods.some((p) => podTimeline(a.index, p).state === state), `${file}: ${key} is ${state}, not ${pods.map((p) => podTimeline(a.index, p).state)}`);
      checked++;
    }
  }
  return checked;
}

/**
 * A fixture's text as the CLI reads its file: lines that end with CR alone (no LF in its first 64 KB) split on CR, and
 * otherwise a lone CR ends a line as LF does (fileText.ts), as in the editor.
 */
function readLog(path: string): string {
  const text = readFileSync(path, 'utf8');
  const head = text.slice(0, 65536);
  return head.indexOf('\n') < 0 && head.indexOf('\r') >= 0 ? text.replace(/\r/g, '\n') : loneCrAsLf(text);
}

for (const folder of ['adversarial5', 'adversarial6', 'adversarial7', 'adversarial8', 'adversarial9', 'adversarial10', 'adversarial11', 'adversarial12', 'adversarial13', 'adversarial14', 'adversarial15', 'adversarial16', 'adversarial17', 'adversarial18', 'adversarial19', 'adversarial20', 'adversarial21', 'adversarial22', 'adversarial23', 'adversarial24', 'adversarial25', 'adversarial26', 'adversarial27', 'adversarial28', 'adversarial29', 'adversarial30', 'adversarial31', 'adversarial32', 'adversarial33', 'adversarial34', 'adversarial35', 'adversarial36', 'adversarial37']) {
  for (const [file, want] of Object.entries(expectedIn(folder))) {
    test(`${folder}/${file}: ${want.note}`, () => {
      const a = analyzeText(readLog(join(dir(folder), file)), TODAY);
      const lines = (verdict: string) => a.findings.filter((f) => f.verdict === verdict).map((f) => f.line + 1).sort((x, y) => x - y);
      assert.deepEqual(lines('benign'), want.benign, 'benign lines');
      assert.deepEqual(lines('actionable'), want.actionable, 'actionable lines');
    });
  }
}

test('the fixes the reviews led to hold: no benign from a mirror pod\'s deletion, a CSR the API server answered, an error older than the deletion, a journal backlog read as a zone', () => {
  const five = expectedIn('adversarial5');
  for (const file of ['46-exec-timeout-static-pod-mirror-deleted-before-sync.log', '52-static-apiserver-mirror-deleted-probe-keeps-failing.log', '53-static-keepalived-mirror-deleted-exec-timeouts.log']) {
    assert.deepEqual(five[file].benign, [], file);
  }
  for (const file of ['16-exec-timeout-long-grace-shutdown-12min.log', '17-exec-timeout-node-drain-one-pod-at-a-time.log', '40-exec-timeout-intermittent-successes-between.log']) {
    assert.deepEqual(five[file].actionable, [], file);
  }
  const six = expectedIn('adversarial6');
  for (const file of ['20-csr-x509-startup.log', '23-serving-csr-404-startup.log', '25-serving-csr-x509-startup.log', '26-csr-across-restart.log', '49-exec-notfound-before-and-during-delete.log']) {
    assert.deepEqual(six[file].benign, [], file);
  }
  assert.notDeepEqual(six['24-csr-401-credentials-wording.log'].actionable, []);
  const seven = expectedIn('adversarial7');
  for (const file of ['03-backlog-startup-excuse.log', '04-dst-fallback-startup-excuse.log', '05-dst-fallback-deletion-excuse.log', '11-containerd-8min-late-shifted.log', '18-exec-liveness-before-readiness-after.log']) {
    assert.deepEqual(seven[file].benign, [], file);
  }
  for (const file of ['37-printf-ccce-services-startup.log', '40-kubelet-fd-limit-not-inotify.log']) assert.deepEqual(seven[file].actionable, [], file);
  const eight = expectedIn('adversarial8');
  for (const file of ['03-interleave-success-hour-later.log', '10-short-precise-zone.log', '13-kubelet-start-window-late-run.log']) assert.deepEqual(eight[file].benign, [], file);
  for (const file of ['28-container-journald-driver-panic.log', '30-other-daemon-panic-flanneld.log']) assert.deepEqual(eight[file].actionable, [], file);
});

test('session 20\'s review fixes hold: no benign from a previous process\'s removal, a re-created pod\'s success, a partial failure of other cgroups, a start-up before minutes of failures', () => {
  const nine = expectedIn('adversarial9');
  const noBenign = [
    '28-kill-notfound-removal-by-previous-kubelet-process.log', '35-probe-errored-removal-by-previous-kubelet-process.log', '44-json-kill-notfound-removal-by-previous-process.log',
    '40-sts-couldnt-get-configmap-new-pod-same-name-succeeds.log', '49-sts-not-registered-old-pod-new-pod-same-name-succeeds.log',
    '05-cadvisor-partial-exited-plus-system-slices.log', '06-cadvisor-partial-exited-plus-running-pod-slice.log',
    '19-cadvisor-404-running-container-start-and-later.log', '38-cadvisor-partial-same-cgroup-10min-from-start.log', '46-cadvisor-404-containerd-running-container-start-and-later.log',
  ];
  for (const file of noBenign) {
    assert.ok(nine[file], file);
    assert.deepEqual(nine[file].benign, [], file);
  }
  for (const file of ['08-volume-setup-secret-missing-60min.log', '09-mountdevice-csi-driver-missing-50min.log']) assert.ok(nine[file].actionable.length >= 15, file);
  for (const file of ['18-runc-retry-pod-slice-deleted-no-final.log', '37-runc-retry-cgroupfs-pod-path-deleted-no-final.log', '43-cgroupdel-same-pod-removed-15s-later.log', '24-printf-1.20-eviction-reclaim-own-success-wording.log']) {
    assert.notDeepEqual(nine[file].benign, [], file);
  }
});

test('the second review of session 20 holds: every cgroup a partial failure lists is kept in its repeats and explained on its own', () => {
  const ten = expectedIn('adversarial10');
  for (const file of ['01-cadvisor-partial-crashloop-own-pod-slice.log', '02-cadvisor-partial-second-id-keeps-failing.log', '03-cadvisor-partial-qos-slice-15min-after-start.log', '06-cadvisor-partial-other-pod-slice-sidecar-restart.log']) {
    assert.ok(ten[file], file);
    assert.deepEqual(ten[file].benign, [], file);
  }
  assert.notDeepEqual(ten['04-cadvisor-partial-kind-node-prefix-exited.log'].benign, []);
  assert.ok(ten['16-volume-setup-25min-across-kubelet-restart.log'].actionable.length >= 3);
});

test('the review of session 21 holds: kubelet restarts read from PIDs and from start lines written again', () => {
  const starts = (file: string) => {
    const a = analyzeText(readFileSync(join(dir('adversarial11'), file), 'utf8'), TODAY);
    return a.index.kubeletStarts.map((s) => `${a.index.parsed.records.at(s.record).line + 1} ${s.reason}`);
  };
  // One PID, or none, for two processes: a banner or start-up line written again is the second.
  assert.deepEqual(starts('06-plain-pid1-restart-within-30s-kill-notfound.log'), ['1 start-up banner', '7 start-up banner']);
  assert.deepEqual(starts('30-json-restart-within-30s-kill-notfound.log'), ['1 start-up banner', '7 start-up banner']);
  assert.deepEqual(starts('08-plain-pid1-restart-anchor-only-excerpt.log'), ['1 start-up line', '6 start-up line']);
  // A prefix before the klog line, or a new `==> file <==` section, does not hide a new PID.
  for (const file of ['01-grep-n-relist-after-pid-change.log', '03-docker-t-relist-after-pid-change.log', '16-tail-two-files-sections-restart-at-boundary.log']) {
    assert.equal(starts(file).filter((s) => s.includes('new kubelet process (PID 4433)')).length, 1, file);
    const a = analyzeText(readFileSync(join(dir('adversarial11'), file), 'utf8'), TODAY);
    assert.doesNotMatch(podTimeline(a.index, a.index.pods[0]).summary ?? '', /added again/, file);
  }
  // Another program's PID (kube-proxy's files, a credential plugin) is no kubelet process, and does not stop the next.
  assert.deepEqual(starts('19-cat-kubelet-then-kube-proxy.log'), []);
  assert.deepEqual(starts('21-ocat-credential-plugin-line-then-restart.log'), ['6 new kubelet process (PID 4433)']);
  assert.deepEqual(starts('27-ocat-plugin-line-mid-run-then-restart-no-banner.log'), ['6 new kubelet process (PID 4433)']);
});

test('the second review of session 21 holds: copied start lines are one start; other components\' banners are none', () => {
  const starts = (file: string) => {
    const a = analyzeText(readFileSync(join(dir('adversarial12'), file), 'utf8'), TODAY);
    return a.index.kubeletStarts.map((s) => `${a.index.parsed.records.at(s.record).line + 1} ${s.reason}`);
  };
  assert.deepEqual(starts('04-journald-each-line-twice-two-collectors.log'), ['1 start-up banner']);
  assert.deepEqual(starts('03-plain-log-pasted-twice-cni.log'), ['1 start-up banner']);
  // kube-apiserver's printf banner of 1.29 in a kubelet 1.29 file: no kubelet writes that banner any more.
  assert.deepEqual(starts('01-plain-pid1-apiserver-printf-banner-then-kubelet-cni.log'), ['1 start-up banner']);
});

test('session 22\'s review fixes hold: a sidecar\'s restart is no start-up of the app, a container this run started is no leftover, pod states', () => {
  const thirteen = expectedIn('adversarial13');
  for (const prefix of ['35-', '17-', '40-', '42-']) {
    const file = Object.keys(thirteen).find((f) => f.startsWith(prefix))!;
    assert.deepEqual(thirteen[file].benign, [], file);
  }
  const stateOf = (prefix: string, name: string) => {
    const file = Object.keys(thirteen).find((f) => f.startsWith(prefix))!;
    const a = analyzeText(readFileSync(join(dir('adversarial13'), file), 'utf8'), TODAY);
    const pods = a.index.pods.filter((p) => p.name === name);
    return pods.map((p) => podTimeline(a.index, p).state).sort();
  };
  for (const prefix of ['27-', '29-', '37-', '17-']) assert.ok(stateOf(prefix, nameIn(prefix)).includes('terminating'), prefix);
  assert.deepEqual(stateOf('14-', 'mysql-0'), ['unknown']);
  // A pod added by name whose volume lines give its UID with no namespace (`pod "frontend-a-…" (UID: "…")`) is one pod.
  const file23 = Object.keys(thirteen).find((f) => f.startsWith('23-'))!;
  const a23 = analyzeText(readFileSync(join(dir('adversarial13'), file23), 'utf8'), TODAY);
  assert.deepEqual(a23.index.pods.filter((p) => p.records.length && p.name === 'frontend-a-6c8d9f7b5-q2w3e').map((p) => [p.namespace, p.uid]), [['web', 'e0c04cc7-3633-445d-8fa3-58bef87015ab']]);
  // A restart is a step of its own: two containers-started segments, the second two hours after the first.
  const file35 = Object.keys(thirteen).find((f) => f.startsWith('35-'))!;
  const a35 = analyzeText(readFileSync(join(dir('adversarial13'), file35), 'utf8'), TODAY);
  const phases = podTimeline(a35.index, a35.index.pods.find((p) => p.name?.startsWith('checkout'))!).phases.map((p) => p.phase);
  assert.deepEqual(phases, ['config-add', 'sandbox', 'containers-started', 'container-exited', 'containers-started', 'running']);
  assert.deepEqual(stateOf('15-', 'prometheus-k8s-0'), ['running']);
  assert.deepEqual(stateOf('20-', 'web-0'), ['deleted', 'unknown']);
});

/** The pod a review file is about: the first SyncLoop ADD's pod name. */
function nameIn(prefix: string): string {
  const file = Object.keys(expectedIn('adversarial13')).find((f) => f.startsWith(prefix))!;
  const text = readFileSync(join(dir('adversarial13'), file), 'utf8');
  return /pods=\["?[^/"\]]+\/([^"\]]+)/.exec(text)![1];
}

test('session 22: a refusal of the kubelet\'s identity is never start-up noise, and the kubelet\'s own refused call is actionable', () => {
  const fourteen = expectedIn('adversarial14');
  for (const [file, want] of Object.entries(fourteen)) assert.deepEqual(want.benign, [], file);
  // Only the authorizer's or NodeRestriction's refusal of a named identity is actionable by itself (r23a: a 401 comes
  // and goes, the anonymous user may be a bootstrap an excerpt does not show).
  assert.deepEqual(fourteen['p2.log'].actionable, [3, 5]);
  assert.deepEqual(fourteen['p7.log'].actionable, [7]);
});

test('session 22, second review: pod states as the review expected them (terminating, deleted, unknown after a restart that did not list the pod, a finished Job listed again)', () => {
  const fifteen = JSON.parse(readFileSync(join(dir('adversarial15'), 'expected.json'), 'utf8')) as Record<string, { states: Record<string, string> }>;
  const want: Record<string, Record<string, string>> = {
    '24-long-grace-gc-of-old-instance.log': { 'data/kafka-connect-6d9f8c7b5-h2m4x': 'terminating' },
    '31-v4-teardown-all-containers-stopped.log': { 'web/api-gateway-5f7c9d8b6-w2k4m': 'deleted' },
    '35-node-reboot-pod-not-readded.log': { 'web/cache-warmer-6b7c8d9e5-zp4qt': 'unknown' },
    '36-completed-job-readded-after-kubelet-restart.log': { 'batch/report-28591440-h7k2m': 'terminated' },
  };
  for (const [file, states] of Object.entries(want)) {
    for (const [key, state] of Object.entries(states)) assert.equal(fifteen[file].states[key], state, `${file} ${key}`);
    const a = analyzeText(readFileSync(join(dir('adversarial15'), file), 'utf8'), TODAY);
    for (const [key, state] of Object.entries(states)) {
      const pod = a.index.pods.find((p) => `${p.namespace}/${p.name}` === key)!;
      assert.equal(podTimeline(a.index, pod).state, state, `${file} ${key}`);
    }
  }
});

test('session 23 (r24b): every pod state the timeline review expected, a pod per instance (a name re-created gets its lines), no line in two pods of one name', () => {
  assert.ok(assertStatesIn('adversarial16') >= 45);
  // The fixes by name: stuck on volumes (three eras), stuck terminating, a kubelet's own teardown, an image pull's back-off.
  const stateOf = (file: string, key: string) => {
    const a = analyzeText(readFileSync(join(dir('adversarial16'), file), 'utf8'), TODAY);
    return a.index.pods.filter((p) => `${p.namespace}/${p.name}` === key).map((p) => podTimeline(a.index, p).state);
  };
  assert.deepEqual(stateOf('01-volume-attach-timeout-1.24.log', 'db/pg-0'), ['failing-to-start']);
  assert.deepEqual(stateOf('36-volume-timeout-printf-1.20.log', 'logging/es-data-2'), ['failing-to-start']);
  assert.deepEqual(stateOf('30-stuck-terminating-cni-teardown-1.24.log', 'default/checkout-84c-v9x2m'), ['terminating']);
  assert.deepEqual(stateOf('16-graceful-node-shutdown-1.25.log', 'kube-system/kube-proxy-6jz9w'), ['terminated']);
  assert.deepEqual(stateOf('02-image-pull-backoff-forever-1.26.log', 'shop/web-6d8f7c9b5-q7m2x'), ['failing-to-start']);
  // Node-b's lines of the re-created mysql-0 are the new pod's, not the old one's on node-a.
  const a = analyzeText(readFileSync(join(dir('adversarial16'), '35-two-nodes-same-statefulset-name-1.26.log'), 'utf8'), TODAY);
  const [old, made] = a.index.pods.filter((p) => p.name === 'mysql-0');
  const linesOf = (p: typeof old) => p.records.map((r) => a.index.parsed.records.at(r).line + 1);
  assert.ok(!linesOf(old).some((l) => l >= 37), 'no line of node-b in the old pod');
  assert.deepEqual(linesOf(made).slice(0, 4), [37, 38, 41, 42]);
});

test('session 23 (r25a): the day\'s state rules hold against the review of them (running pods\' volume re-checks, a stuck teardown, re-used names across nodes, CR line ends)', () => {
  assert.ok(assertStatesIn('adversarial17') >= 40);
});

test('session 24 (r27a): the day\'s rules hold against the review of them (mended pulls, probes failing at every run, the start-up grace, image pulls as a step of their own)', () => {
  assert.ok(assertStatesIn('adversarial18') >= 20);
});

test('session 24 (r29a): the day\'s timeline and state changes hold against the review of them', () => {
  assert.ok(assertStatesIn('adversarial19') >= 20);
});

test('session 25\'s review (r31a): the states it expected and the tool gets right hold', () => {
  assert.ok(assertStatesIn('adversarial20') >= 19);
});

test('the review of session 26\'s rules holds: the pod states it expected and the tool gets right (r35a)', () => {
  assert.ok(assertStatesIn('adversarial21') >= 19);
  assert.ok(assertStatesIn('adversarial22') >= 7);
  assert.ok(assertStatesIn('adversarial23') >= 8);
  assert.ok(assertStatesIn('adversarial24') >= 15);
});

test('session 29\'s review (r50a) holds: the pod states it expected, a crash of one container of two included', () => {
  assert.ok(assertStatesIn('adversarial25') >= 20);
  // r52a: the session's own rules (the sandbox rule's rival, the clock going back, a crash of some containers).
  assert.ok(assertStatesIn('adversarial26') >= 14);
  // r54a: the fixes r52a led to (the clock per host and section, the sandbox rule's second after, the veto per node).
  assert.ok(assertStatesIn('adversarial27') >= 10);
});

test('session 30\'s review (r55a) holds: a node\'s success counts from its own kubelet, node and run only', () => {
  assert.ok(assertStatesIn('adversarial28') >= 7);
  const fixtures = expectedIn('adversarial28');
  // Another PID's Ready, another node's, or the next run's: the line stays actionable or investigate.
  assert.deepEqual(fixtures['08c-nohost-not-ready-after-startup-other-pid.log'].actionable, [4]);
  for (const file of ['08c-nohost-not-ready-after-startup-other-pid.log', '08d-not-ready-after-startup-ready-next-run.log', '08-nohost-node-ready-of-other-node.log', '12-printf-two-files-node-ready-other-node.log']) {
    assert.deepEqual(fixtures[file].benign, [], file);
  }
  assert.deepEqual(fixtures['07b-nohost-device-plugin-reconnects-other-pid.log'].benign, [4]);
  assert.deepEqual(fixtures['06b-nohost-eviction-reclaim-success-other-pid.log'].benign, [3]);
});

test('session 30\'s review of its own rules (r58a) holds: the runtime\'s own start, no cache excuse, success by node name where nothing else tells kubelets apart', () => {
  const fixtures = expectedIn('adversarial29');
  for (const file of ['R02-docker-restarted-containerd-up-for-hours.log', 'R03-dockerd-managed-containerd-start.log', 'R04-containerd-crash-loop-each-start.log', 'R08-nohost-two-nodes-containerd-start.log', 'R09-hung-runtime-restarted-same-failure.log', 'R10-rootless-user-containerd-started.log', 'V02-mclock-early-but-fails-10-min.log', 'V02b-start-line-sync-cache-fails-10-min.log', 'V04-sync-cache-kubelet-unauthorized.log', 'V05-failing-before-restart-same-after.log', 'V07-json-mclock-early-fails-10-min.log', 'N01-json-nohost-fast-updating-of-other-node.log', 'M01-gc-stop-sandbox-timeout-after-start.log']) {
    assert.deepEqual(fixtures[file].benign, [], file);
  }
  assert.deepEqual(fixtures['N02-json-nohost-not-ready-after-startup-other-node-ready.log'].actionable, [4]);
  assert.deepEqual(fixtures['N04-nohost-exit-at-start-other-node-registers.log'].actionable, [3]);
  // The controls: containerd's own restart, a volume that mounted, the structured NodeReady of the same process.
  assert.deepEqual(fixtures['R01-control-containerd-restarted-status-times-out.log'].benign, [6]);
  assert.deepEqual(fixtures['V01-control-sync-cache-after-start-mounted.log'].benign, [3]);
  assert.deepEqual(fixtures['N08-structured-nodeready-same-process.log'].benign, [1]);
});

test('session 30\'s review of the fixes (r59a) holds: a later run started after the exit, containerd\'s own process, the kubelet\'s word on the phase', () => {
  assert.ok(assertStatesIn('adversarial30') >= 10);
  const fixtures = expectedIn('adversarial30');
  for (const file of ['R02-crash-loop-own-lines-only.log', 'R03-start-died-kubelet-says-refused.log', 'R04-hung-runtime-other-calls-then-restart.log', 'R05-systemd-start-other-pid.log', 'N03-nohost-klog-node-json-node.log']) {
    assert.deepEqual(fixtures[file].benign, [], file);
  }
  assert.deepEqual(fixtures['N04-nohost-exit-concurrent-kubelet-registers.log'].actionable, [4]);
});

test('session 30\'s last review (r60a) holds: a start that failed is no later run, containerd restarted anew or refused is no start-up, a restart under a hung runtime only', () => {
  assert.ok(assertStatesIn('adversarial31') >= 6);
  const fixtures = expectedIn('adversarial31');
  assert.deepEqual(fixtures['K04-json-only-start-between-also-exited.log'].actionable, [4, 7]);
  for (const file of ['C05-start-died-kubelet-refused-no-restart.log', 'C06-reboot-loop-same-pid.log', 'C07-control-hung-runtime-restarted.log', 'N01-json-two-nodes-second-named-in-errors.log']) assert.deepEqual(fixtures[file].benign, [], file);
  // The controls r59a's first fix had turned investigate: a plain restart, both restarted together, a boot.
  assert.deepEqual(fixtures['C02-restart-kubelet-refused-during-gap.log'].benign, [13]);
  assert.deepEqual(fixtures['C03-containerd-and-kubelet-restart-together.log'].benign, [17]);
  assert.deepEqual(fixtures['C04-boot-kubelet-before-containerd.log'].benign, [3, 8]);
});


test('session 31\'s review (r62a) holds: a dead sandbox is excused only by the pod\'s own end on its node, a normal excerpt is not turned over, a 32-hex pod name is a name', () => {
  assert.ok(assertStatesIn('adversarial32') >= 13);
  const fixtures = expectedIn('adversarial32');
  // A kill (a liveness restart, the stop of a dead sandbox), an eviction pass that evicted another pod, the old pod of
  // a re-created name, another node's pod: none ends this pod.
  for (const file of ['s05-liveness-kill-then-sandbox-death.log', 's06-eviction-ranked-not-evicted.log', 's07-stop-sandbox-failing-loop.log', 's12b-statefulset-recreated-cni-fails.log', 's14-two-nodes.log', 's09-kubelet-only-restart.log', 's10-series-across-restart.log', 'r01-normal-order-jitter.log', 'r04-two-programs-interleaved.log', 'r03-reversed-missed-jitter.log']) {
    assert.deepEqual(fixtures[file]?.benign, [], file);
  }
  assert.equal(fixtures['s07-stop-sandbox-failing-loop.log'].actionable.length >= 5, true);
});

test('session 31\'s second review (r63a) holds: an old pod\'s end logged after a new pod of the name was added excuses nothing, a retry after a failed creation makes no series, a runtime restart breaks one, a Job done stays done', () => {
  assert.ok(assertStatesIn('adversarial33') >= 9);
  const fixtures = expectedIn('adversarial33');
  for (const file of ['a01-sts-old-teardown-after-readd.log', 'a02-sts-old-dir-cleaned-after-readd.log']) assert.deepEqual(fixtures[file]?.benign, [], file);
  assert.deepEqual(fixtures['c01-boot-cni-slow.log'].benign.length > 0, true, 'the retries at boot keep their start-up excuse');
  assert.deepEqual(fixtures['c02-boot-then-docker-restart.log']?.actionable, [], 'a runtime restart between two deaths breaks the series');
  // systemd stopping the kubelet alone is no boot; the kernel's first lines, or the runtime restarted with it, are.
  assert.deepEqual(fixtures['a04-kubelet-alone-restart-quiet.log'].benign, []);
  assert.deepEqual(fixtures['b02-control-boot-syslog-no-marker.log'].benign, [10]);
  assert.deepEqual(fixtures['b03-kubelet-and-docker-restarted.log'].benign, [15]);
});

test('session 27\'s review (r39a) holds: a cited cause is of the line\'s own run, node, process and volume', () => {
  const cited = (file: string, rule: string) => {
    const a = analyzeText(readFileSync(join(dir('adversarial22'), file), 'utf8'), TODAY);
    return a.findings.filter((f) => f.entry.id === rule).map((f) => `L${f.line + 1}<-${f.evidence.map((e) => e.line + 1).join(',') || 'none'}`);
  };
  // The previous run's error (pid 100) is not why run 2 was killed; its own exit cites it.
  assert.deepEqual(cited('14-sd-previous-run.log', 'kubelet-service-failed'), ['L2<-1', 'L10<-none']);
  // A SIGKILL cites the kernel's OOM killer, not a routine NotFound.
  assert.deepEqual(cited('15-sd-sigkill-unrelated-error.log', 'kubelet-service-failed'), ['L5<-4']);
  // kube-proxy's error under hyperkube is not the kubelet's.
  assert.deepEqual(cited('16-sd-hyperkube-proxy.log', 'kubelet-service-failed'), ['L5<-none']);
  // A ≤1.18 every-mount warning is no 30 s walk; a listed volume's own failure is the cause; a walk of the previous
  // process is none.
  assert.deepEqual(cited('12-mt-118-every-mount.log', 'volume-mount-timeout'), ['L7<-none', 'L8<-none']);
  assert.deepEqual(cited('08-mt-wrong-volume.log', 'volume-mount-timeout'), ['L4<-3', 'L5<-3']);
  assert.deepEqual(cited('36-mt-restart-uid-known.log', 'volume-mount-timeout'), ['L9<-none', 'L10<-none']);
});

test('session 32\'s review (r65a) holds: a clock stepped back by seconds voids the sandbox rule\'s one-second window, a dead sandbox under the pod deletor\'s line or a finished init container still makes the pod starting', () => {
  assert.ok(assertStatesIn('adversarial34') >= 20);
  const fixtures = expectedIn('adversarial34');
  // chronyd's step of 5 s, the kubelet's own stamps going back, in either direction of the window: no evidence.
  for (const file of ['d15-clock-step-back-between.log', 'd15b-clock-step-back-before-control.log', 'd15c-kubelet-own-step-back.log']) assert.deepEqual(fixtures[file]?.benign, [], file);
  // The printf sync naming the ID as the pod's SandboxID is no line showing an app container.
  assert.deepEqual(fixtures['c02-printf-createsandbox-then-kill.log'].benign, [6]);
  // A one-container pod reported ready has had a probe pass: its later failures are no start-up.
  assert.deepEqual(fixtures['p06-single-container-ready-then-fails.log'].benign, []);
  for (const [file, pod] of [['d01-control-structured-after.log', 'default/api-7d9f8-aa1'], ['s03-init-done-then-sandbox-dies.log', 'default/db-6f7-ss3'], ['d02-control-printf119-after.log', 'default/api-7d9f8-aa2']]) {
    assert.equal(fixtures[file].states[pod], 'starting', file);
  }
  assert.equal(fixtures['s07-never-pod-sandbox-dies-killpod.log'].states['batch/report-7f-ss7'], 'terminated');
});

test('session 32\'s second review (r66a) holds: the lines between a one-second window\'s two span no more than the second, a SandboxID or a killed container names what it is, an ID started a relist later is no sandbox, a ready of a lone container is its pass', () => {
  assert.ok(assertStatesIn('adversarial35') >= 15);
  const fixtures = expectedIn('adversarial35');
  for (const file of ['d01-line-1.25s-ahead-between-after.log', 'd02-line-1.25s-ahead-between-before.log', 'd03-line-1.1s-ahead-between.log', 'd06-busy-400-lines-one-ahead.log', 'd08b-plain-chronyd-prefixed-untimed-stepped.log', 'c02-printf-sandboxid-names-other-app-dies.log', 'c03-structured-sandboxid-names-other-app-dies.log', 'c06-structured-containerstokill-names-id.log', 'c06-structured-containerstokill-names-id.log', 's17-second-started-dies-no-exitcode.log', 's02-printf-never-app-died-noready.log', 'p01-init-container-ready-then-fails.log', 'p02-restart-new-id-ready-again-then-fails.log']) {
    assert.deepEqual(fixtures[file]?.benign, [], file);
  }
  assert.equal(fixtures['s08-noready-kill-gotphase-failed.log'].states['batch/report-8c-sc8'], 'terminated');
  assert.equal(fixtures['s01-never-app-exit0-noready.log'].states['batch/pi-28xk2'], 'terminated');
  assert.equal(fixtures['v06-new-pid-no-start-line.log'].states['kube-system/kube-proxy-v06ff'], 'failing-to-start');
});

test('r66a h01, h06, h07: two machines that share a PID are no rename; the real rename stays one (r66a h05)', () => {
  const dir35 = join(__dirname, '..', 'fixtures', 'adversarial35');
  const renamed = (file: string) => buildReport(analyzeText(readLog(join(dir35, file)), TODAY), file).hostRenamed;
  for (const file of ['h01-two-nodes-same-pid-concatenated.log', 'h06-second-host-starts-same-pid.log', 'h07-renamed-node-names-differ.log']) assert.equal(renamed(file), null, file);
  assert.notEqual(renamed('h05-control-real-rename.log'), null);
});

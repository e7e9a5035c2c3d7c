// A pod's one-line summary tells what the log shows, at any verbosity: a teardown's end from its containers' exits,
// a static pod's last life, a crash loop that is over, probe failures of either era, a restart for a failed probe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const UID = '0f876b68-bdb5-42e7-9c12-ee03f420b2f0';
const CID = 'a'.repeat(64);
const CID2 = 'b'.repeat(64);
const TODAY = new Date(Date.UTC(2024, 5, 1));

function klog(s: number, caller: string, body: string, sev = 'I'): string {
  const t = new Date(Date.UTC(2024, 4, 12, 5, 0, 0) + s * 1000);
  const hh = String(t.getUTCHours()).padStart(2, '0');
  const mm = String(t.getUTCMinutes()).padStart(2, '0');
  const ss = String(t.getUTCSeconds()).padStart(2, '0');
  return `${sev}0512 ${hh}:${mm}:${ss}.000000    2473 ${caller}] ${body}`;
}
const add = (s: number, source = 'api') => klog(s, 'kubelet.go:2426', `"SyncLoop ADD" source="${source}" pods=["ns/web-0"]`);
const remove = (s: number, source = 'api') => klog(s, 'kubelet.go:2442', `"SyncLoop REMOVE" source="${source}" pods=["ns/web-0"]`);
const del = (s: number) => klog(s, 'kubelet.go:2432', `"SyncLoop DELETE" source="api" pods=["ns/web-0"]`);
const pleg = (s: number, type: string, id = CID) => klog(s, 'kubelet.go:2458', `"SyncLoop (PLEG): event for pod" pod="ns/web-0" event={"ID":"${UID}","Type":"${type}","Data":"${id}"}`);
const kill = (s: number, id = CID) =>
  klog(s, 'kuberuntime_container.go:808', `"Killing container with a grace period" pod="ns/web-0" podUID="${UID}" containerName="app" containerID="cri-o://${id}" gracePeriod=30`);
const summaryOf = (lines: string[]) => {
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  const pod = a.index.pods.find((p) => p.name === 'web-0' && p.records.length)!;
  return podTimeline(a.index, pod);
};

test("a teardown without the V4 \"stopped all containers\" line ends when its killed containers' exits are seen", () => {
  const base = [add(0), pleg(1, 'ContainerStarted'), del(10), kill(10)];
  // The exit came (PLEG ContainerDied), the V4 line did not (default verbosity): stopped in 2 s.
  assert.match(summaryOf([...base, pleg(12, 'ContainerDied'), remove(13)]).summary, /deleted at 05:00:10\.000; containers stopped in 2 s/);
  // Two containers killed, one exit seen: no end seen yet.
  assert.match(summaryOf([...base, kill(10, CID2), pleg(12, 'ContainerDied'), remove(13)]).summary, /containers being stopped \(no end seen\)/);
});

test('a static pod removed and added again is told from its last addition', () => {
  const t = summaryOf([add(0, 'file'), pleg(1, 'ContainerStarted'), remove(60, 'file'), kill(60), pleg(62, 'ContainerDied'), add(120, 'file'), pleg(121, 'ContainerStarted', CID2)]);
  assert.equal(t.state, 'running');
  assert.match(t.summary, /^added again at 05:02:00\.000 after 1 deletion; containers started at 05:02:01\.000/);
  assert.doesNotMatch(t.summary, /deleted at|being stopped/);
});

test('a crash loop that is over is told as past; one still going as present', () => {
  const backOff = (s: number) =>
    klog(s, 'pod_workers.go:1300', `"Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app pod=web-0_ns(${UID})\\"" pod="ns/web-0" podUID="${UID}"`, 'E');
  const loop = [add(0), pleg(1, 'ContainerStarted'), pleg(5, 'ContainerDied'), backOff(6), backOff(16)];
  const over = summaryOf([...loop, pleg(30, 'ContainerStarted', CID2), klog(700, 'kubelet.go:2202', '"SyncLoop (housekeeping)"')]);
  assert.equal(over.state, 'running');
  assert.match(over.summary, /crash-looped: container app: 2 back-off lines over 10 s, the last at 05:00:16\.000/);
  const going = summaryOf(loop);
  assert.equal(going.state, 'crash-looping');
  assert.match(going.summary, /crash-looping: container app: 2 back-off lines over 10 s(;|$)/);
});

test('probe failures of the printf era are counted; a restart for a failed liveness probe is a restart, not a teardown', () => {
  const printf = (s: number) => klog(s, 'prober.go:117', `Readiness probe for "web-0_ns(${UID}):app" failed (failure): HTTP probe failed with statuscode: 503`);
  assert.match(summaryOf([add(0), pleg(1, 'ContainerStarted'), printf(10), printf(20)]).summary, /2 probe failures/);
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log lines 770–771 (names changed)
  const restart = klog(40, 'kuberuntime_manager.go:1027', `"Message for Container of pod" containerName="app" containerStatusID={"Type":"cri-o","ID":"${CID}"} pod="ns/web-0" containerMessage="Container app failed liveness probe, will be restarted"`);
  const t = summaryOf([add(0), pleg(1, 'ContainerStarted'), restart, kill(40), pleg(41, 'ContainerDied'), pleg(42, 'ContainerStarted', CID2)]);
  assert.equal(t.state, 'running');
  assert.match(t.summary, /container app failed liveness probe: restarted at 05:00:40\.000/);
  assert.doesNotMatch(t.summary, /containers (being )?stopped/);
});

test("a pod refused at admission and deleted: the worker's first sync is its teardown, not a second addition", () => {
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log lines 1657–1670 (journald prefix
  // dropped, lines between left out)
  const uid = '32de78cf-d3ba-4801-9bda-ace9f37a6ba2';
  const p = 'default/php-apache-7f879b889b-2vv2b';
  const text = [
    `I0822 00:24:51.176614  584647 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[${p}]`,
    `I0822 00:24:51.177399  584647 predicate.go:129] "Predicate failed on Pod" pod="${p}" err="Predicate TaintToleration failed"`,
    `I0822 00:24:51.293441  584647 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[${p}]`,
    `I0822 00:24:51.293487  584647 pod_workers.go:571] "Pod is being synced for the first time" pod="${p}" podUID=${uid}`,
    `I0822 00:24:51.293519  584647 pod_workers.go:625] "Pod is marked for graceful deletion, begin teardown" pod="${p}" podUID=${uid}`,
  ].join('\n');
  const a = analyzeText(text, { today: TODAY });
  const t = podTimeline(a.index, a.index.pods.find((x) => x.uid === uid)!);
  assert.deepEqual(t.phases.map((s) => s.phase).filter((ph) => ph === 'config-add'), ['config-add'], 'one addition');
  assert.equal(t.state, 'rejected');
});

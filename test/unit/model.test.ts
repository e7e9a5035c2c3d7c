// Model tests: pod identity in every form, ID → pod ties, lifecycle phases per version, timelines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseText } from '../../server/src/parse/document';
import { buildIndex, IndexBuilder, phaseOf, type LogIndex } from '../../server/src/model/index';
import { LogParser } from '../../server/src/parse/document';
import { podTimeline, podDisplayName } from '../../server/src/model/timeline';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const SAMPLE = join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log');
const UID = '5011243d-6324-41e3-8ee8-9e8bb33f04b0';

function index(text: string): LogIndex {
  return buildIndex(parseText(text, { today: new Date(Date.UTC(2023, 6, 31)) }));
}

/** 1-based line numbers of records. */
function recs(ix: LogIndex, records: readonly number[]): number[] {
  return records.map((r) => ix.parsed.records.at(r).line + 1);
}

function podNames(ix: LogIndex): string[] {
  return ix.pods.map((p) => `${podDisplayName(p)}${p.uid ? `#${p.uid}` : ''}`);
}

test('sample: the seed analysis steps, in order, for default/test-nginx-976fbbd77-m2tqs', () => {
  const ix = index(readFileSync(SAMPLE, 'utf8'));
  const pod = ix.podByUid.get(UID)!;
  assert.equal(podDisplayName(pod), 'default/test-nginx-976fbbd77-m2tqs');
  const order = podTimeline(ix, pod).phases.map((p) => p.phase);
  const wanted = ['deletion-requested', 'terminating', 'terminated', 'container-removal', 'api-removed', 'orphan-cleanup', 'garbage-collection'];
  let at = -1;
  for (const w of wanted) {
    const i = order.indexOf(w as never);
    assert.ok(i > at, `${w} comes after the phases before it (order: ${order.join(', ')})`);
    at = i;
  }
  const t = podTimeline(ix, pod);
  // The seed's eleven steps, housekeeping's three passes each its own: remove the worker (L31), tear the orphan
  // down (L32-46), remove the worker that teardown made (L49).
  assert.deepEqual(
    t.phases.map((p) => `${p.phase} L${recs(ix, p.records).join(',')}`),
    [
      'deletion-requested L1,2', 'terminating L3,4,5,6,7,8,9', 'terminated L10,11,19', 'volumes-unmounted L12,13',
      'container-removal L15,16,17,21,22,27,28', 'cgroups-removed L18', 'api-removed L23,24,25,26', 'worker-removed L31',
      'orphan-cleanup L32,33,34,35,36,37,38,39,40,41,42,43,44,45,46', 'worker-removed L49', 'garbage-collection L51,52',
    ],
  );
  assert.equal(t.state, 'deleted');
  assert.equal(
    t.summary,
    'deleted at 17:16:31.865; containers stopped in 0.39 s; volumes unmounted; cgroups removed; API object removed at 17:16:32.398; ' +
      'housekeeping tore it down again as an orphan at 17:16:33.820; sandbox garbage-collected 19.3 s after the API removal',
  );
});

test('sample: the phase of every line', () => {
  const ix = index(readFileSync(SAMPLE, 'utf8'));
  const expected: Record<number, string> = {};
  const set = (from: number, to: number, phase: string) => {
    for (let l = from; l <= to; l++) expected[l] = phase;
  };
  set(1, 2, 'deletion-requested');
  set(3, 9, 'terminating');
  set(10, 11, 'terminated');
  set(12, 14, 'volumes-unmounted');
  set(15, 17, 'container-removal');
  set(18, 18, 'cgroups-removed');
  set(19, 20, 'terminated');
  set(21, 22, 'container-removal');
  set(23, 26, 'api-removed'); // the second DELETE is the status manager's final delete of a terminated pod
  set(27, 28, 'container-removal');
  set(29, 30, 'housekeeping');
  set(31, 31, 'worker-removed');
  set(32, 46, 'orphan-cleanup');
  set(47, 48, 'housekeeping');
  set(49, 49, 'worker-removed');
  set(50, 50, 'terminating'); // another container's StopContainer failure, no pod in this log
  set(51, 53, 'garbage-collection');
  set(54, 55, 'container-removal');
  const actual: Record<number, string> = {};
  for (const r of ix.parsed.records) actual[r.line + 1] = phaseOf(ix, r.index) ?? '-';
  assert.deepEqual(actual, expected);
  // Lines that name no pod stay unattributed; lines that name only a container ID are attributed through it.
  const podOf = (line: number) => ix.podOfRecord[ix.parsed.recordOfLine[line - 1]];
  assert.equal(podOf(14), -1, '"Pod termination unmounted volumes" carries no pod key in the seed');
  assert.equal(podOf(17), ix.podByUid.get(UID)!.index, 'Removing container (ID only) → pod via the PLEG event');
  assert.equal(podOf(50), -1, 'cb2bbdc9… is tied to no pod');
  assert.equal(ix.containers.get('ae68335cc5733a4c2fc5c15baed083f94a2d05a6b360b1045c9b673e119f8538')?.kind, 'sandbox');
  assert.equal(ix.containers.get('c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e')?.name, 'nginx');
});

test('pod identity: pod=, podUID=, pods= in all renderings, JSON pod objects, printf name_ns(uid), PLEG IDs', () => {
  const lines = [
    'I0731 10:00:00.000001  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns1/a ns1/b]',
    'I0731 10:00:00.000002  1 kubelet.go:1] "SyncLoop UPDATE" source="api" pods="[ns1/c]"',
    'I0731 10:00:00.000003  1 kubelet.go:1] "SyncLoop UPDATE" source="api" pods=["ns1/d","ns1/e"]',
    'I0731 10:00:00.000004  1 kubelet.go:1] "Probe succeeded" pod="ns1/f" podUID="11111111-1111-1111-1111-111111111111"',
    '{"ts":1690797600000.5,"caller":"kubelet/kubelet.go:1","msg":"SyncLoop (probe)","v":1,"pod":{"name":"g","namespace":"ns2"}}',
    'I0731 10:00:00.000006  1 kubelet.go:1865] SyncLoop (PLEG): "h_ns3(22222222-2222-2222-2222-222222222222)", event: &pleg.PodLifecycleEvent{ID:"22222222-2222-2222-2222-222222222222", Type:"ContainerStarted", Data:"aaaa"}',
    'I0731 10:00:00.000007  1 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns4/i" event={"ID":"33333333-3333-3333-3333-333333333333","Type":"ContainerStarted","Data":"bbbb"}',
  ];
  const names = podNames(index(lines.join('\n')));
  for (const n of ['ns1/a', 'ns1/b', 'ns1/c', 'ns1/d', 'ns1/e', 'ns2/g']) assert.ok(names.includes(n), `${n} in ${names}`);
  assert.ok(names.includes('ns1/f#11111111-1111-1111-1111-111111111111'));
  assert.ok(names.includes('ns3/h#22222222-2222-2222-2222-222222222222'));
  assert.ok(names.includes('ns4/i#33333333-3333-3333-3333-333333333333'));
});

test('a pod recreated under the same name with a new UID is a new pod; a name-only line binds to the pod alive then', () => {
  const ix = index([
    'I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]',
    'I0731 10:00:01.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=aaaaaaaa-0000-0000-0000-000000000001',
    'I0731 10:05:00.000000  1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[web/db-0]',
    'I0731 10:05:01.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]',
    'I0731 10:05:02.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=aaaaaaaa-0000-0000-0000-000000000002',
    'I0731 10:05:03.000000  1 volume_manager.go:1] "All volumes are attached and mounted for pod" pod="web/db-0"',
  ].join('\n'));
  const first = ix.podByUid.get('aaaaaaaa-0000-0000-0000-000000000001')!;
  const second = ix.podByUid.get('aaaaaaaa-0000-0000-0000-000000000002')!;
  assert.notEqual(first, second);
  assert.deepEqual(first.records, [0, 1, 2], 'the first ADD (before any UID) and the DELETE belong to the first pod');
  assert.deepEqual(second.records, [3, 4, 5], 'after the new UID appears, name-only lines bind to the new pod');
});

test('a line that carries only a container ID is attributed, also when the tie comes later in the file', () => {
  const cid = 'd'.repeat(64);
  const ix = index([
    `I0731 10:00:00.000000  1 kuberuntime_container.go:1] "Removing container" containerID="${cid}"`,
    `I0731 10:00:01.000000  1 kuberuntime_container.go:1] "Killing container with a grace period" pod="ns/p" podUID=bbbbbbbb-0000-0000-0000-000000000001 containerName="app" containerID="containerd://${cid}" gracePeriod=30`,
  ].join('\n'));
  const pod = ix.podByUid.get('bbbbbbbb-0000-0000-0000-000000000001')!;
  assert.equal(ix.podOfRecord[0], pod.index);
  assert.equal(ix.containers.get(cid)?.name, 'app');
});

test('wording per version: 1.23 syncTerminatingPod and 1.27 SyncTerminatingPod are both terminating', () => {
  const ix = index([
    'I0731 10:00:00.000000  1 kubelet.go:1795] "syncTerminatingPod enter" pod="ns/a" podUID=cccccccc-0000-0000-0000-000000000001',
    'I0731 10:00:00.000001  1 kubelet.go:1954] "SyncTerminatingPod enter" pod="ns/b" podUID="cccccccc-0000-0000-0000-000000000002"',
    'I0731 10:00:00.000002  1 kubelet.go:1] "SyncTerminatedPod enter" pod="ns/b" podUID="cccccccc-0000-0000-0000-000000000002"',
    'I0731 10:00:00.000003  1 kubelet_pods.go:1] "Clean up containers for orphaned pod we had not seen before" podUID="cccccccc-0000-0000-0000-000000000003" killPodOptions="<internal error: json: unsupported type: chan<- struct {}>"',
  ].join('\n'));
  assert.deepEqual(Array.from({ length: 4 }, (_, i) => phaseOf(ix, i)), ['terminating', 'terminating', 'terminated', 'orphan-cleanup']);
});

test('printf era (<= 1.20): pods and phases from SyncLoop lines, PLEG events and kills', () => {
  // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (shape of its DELETE/REMOVE lines)
  const ix = index([
    'I0820 20:41:01.000000    4396 kubelet.go:1916] SyncLoop (DELETE, "api"): "gcp-filestore-csi-node-glfr9_gcp-filestore-csi-driver(0ac7c9a1-8f6e-4f57-a8a5-3b54b8b0c9f1)"',
    'I0820 20:41:01.100000    4396 kuberuntime_container.go:600] Killing container "docker://0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef" with 30 second grace period',
    'I0820 20:41:02.000000    4396 kubelet.go:1900] SyncLoop (REMOVE, "api"): "gcp-filestore-csi-node-glfr9_gcp-filestore-csi-driver(0ac7c9a1-8f6e-4f57-a8a5-3b54b8b0c9f1)"',
  ].join('\n'));
  const pod = ix.podByUid.get('0ac7c9a1-8f6e-4f57-a8a5-3b54b8b0c9f1')!;
  assert.equal(podDisplayName(pod), 'gcp-filestore-csi-driver/gcp-filestore-csi-node-glfr9');
  assert.deepEqual(podTimeline(ix, pod).phases.map((p) => p.phase), ['deletion-requested', 'api-removed']);
  assert.equal(phaseOf(ix, 1), 'terminating');
});

test('kubelet restarts (a new PID, the start-up banner) are boundaries', () => {
  const ix = index([
    'Aug 22 00:23:00 kind-worker kubelet[100]: I0822 00:23:00.000000     100 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns/a]',
    'Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.291344  584647 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"',
    'Aug 22 00:23:10 kind-worker kubelet[584647]: I0822 00:23:10.000000  584647 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns/a]',
  ].join('\n'));
  assert.equal(ix.kubeletStarts.length, 1);
  assert.equal(ix.kubeletStarts[0].record, 1);
  const pod = ix.pods[0];
  assert.equal(podTimeline(ix, pod).phases.filter((p) => p.phase === 'config-add').length, 2, 'the ADD after the restart opens a new segment');
});

test('periodic syncs of a running pod (computePodActions, volume waits) are running, not sandbox or volume phases', () => {
  const ix = index([
    'I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns/web]',
    'I0731 10:00:00.100000  1 volume_manager.go:1] "Waiting for volumes to attach and mount for pod" pod="ns/web"',
    'I0731 10:00:00.200000  1 kuberuntime_manager.go:1] "Created PodSandbox for pod" podSandboxID="' + 'a'.repeat(64) + '" pod="ns/web"',
    'I0731 10:00:01.000000  1 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns/web" event=&{ID:dddddddd-0000-0000-0000-000000000001 Type:ContainerStarted Data:' + 'b'.repeat(64) + '}',
    'I0731 10:01:00.000000  1 volume_manager.go:1] "Waiting for volumes to attach and mount for pod" pod="ns/web"',
    'I0731 10:01:00.100000  1 kuberuntime_manager.go:1] "computePodActions got for pod" podActions={KillPod:false} pod="ns/web"',
  ].join('\n'));
  assert.deepEqual(Array.from({ length: 6 }, (_, i) => phaseOf(ix, i)), ['config-add', 'volumes-mounted', 'sandbox', 'containers-started', 'running', 'running']);
});

test('a pod whose containers exited and were not started again (a finished Job) is terminated, not running', () => {
  const uid = 'eeeeeeee-0000-0000-0000-000000000001';
  const ix = index([
    `I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns/job-x]`,
    `I0731 10:00:01.000000  1 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns/job-x" event=&{ID:${uid} Type:ContainerStarted Data:${'c'.repeat(64)}}`,
    `I0731 10:00:09.000000  1 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns/job-x" event=&{ID:${uid} Type:ContainerDied Data:${'c'.repeat(64)}}`,
  ].join('\n'));
  assert.equal(podTimeline(ix, ix.podByUid.get(uid)!).state, 'terminated');
});

// Lines from corpus/k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (1657-1683, shortened
// to the klog text) and corpus/k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log.
const REJECTED_UID = '32de78cf-d3ba-4801-9bda-ace9f37a6ba2';
const REJECTED = [
  'I0822 00:24:51.176614  584647 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/php-apache-7f879b889b-2vv2b]',
  'I0822 00:24:51.177399  584647 predicate.go:129] "Predicate failed on Pod" pod="default/php-apache-7f879b889b-2vv2b" err="Predicate TaintToleration failed"',
  'I0822 00:24:51.293441  584647 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/php-apache-7f879b889b-2vv2b]',
  `I0822 00:24:51.293519  584647 pod_workers.go:625] "Pod is marked for graceful deletion, begin teardown" pod="default/php-apache-7f879b889b-2vv2b" podUID=${REJECTED_UID}`,
  'I0822 00:24:51.293750  584647 kubelet_pods.go:1432] "Generating pod status" pod="default/php-apache-7f879b889b-2vv2b"',
  'I0822 00:24:51.293836  584647 kubelet_pods.go:1444] "Got phase for pod" pod="default/php-apache-7f879b889b-2vv2b" oldPhase=Failed phase=Pending',
];

test('a pod refused at admission: a rejected phase with its reason, state rejected, and its status lines are no "running"', () => {
  const ix = index(REJECTED.join('\n'));
  const t = podTimeline(ix, ix.podByUid.get(REJECTED_UID)!);
  assert.equal(t.state, 'rejected');
  const phases = t.phases.map((p) => p.phase);
  assert.ok(phases.includes('admission-rejected'), phases.join(', '));
  assert.ok(!phases.includes('running'), `no running phase: ${phases.join(', ')}`);
  assert.deepEqual(t.phases.find((p) => p.phase === 'admission-rejected')!.records, [1, 4, 5]);
  assert.match(t.summary, /^rejected at admission at 00:24:51\.177 \(Predicate TaintToleration failed\)/);
});

test('a log that opens mid-teardown: the first DELETE after termination is the final API deletion, not a deletion request', () => {
  const uid = '8437a17a-a9d3-44a3-9148-855f75bdf034';
  const pod = 'default/nginx-deployment-6dccd8f6b9-8vx4f';
  const lines = [
    `I0830 04:28:45.030450  704773 desired_state_of_world_populator.go:253] "Removing volume from desired state" pod="${pod}" podUID=${uid} volumeName="kube-api-access-sd4sl"`,
    `I0830 04:28:45.607114  704773 kubelet.go:1841] "syncTerminatedPod enter" pod="${pod}" podUID=${uid}`,
    `I0830 04:28:45.619604  704773 kubelet.go:1880] "Pod is terminated and will need no more status updates" pod="${pod}" podUID=${uid}`,
    `I0830 04:28:45.691284  704773 status_manager.go:694] "Status for pod updated successfully" pod="${pod}" statusVersion=4`,
    `I0830 04:28:45.816358  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[${pod}]`,
    `I0830 04:28:45.816431  704773 pod_workers.go:611] "Pod is finished processing, no further updates" pod="${pod}" podUID=${uid}`,
  ];
  const ix = index(lines.join('\n'));
  const p = ix.podByUid.get(uid)!;
  assert.deepEqual(p.phases, ['volumes-unmounted', 'terminated', 'terminated', 'terminated', 'api-removed', 'api-removed']);
  // A first line that has no phase (PLEG writing the pod's status, C5 line 24) does not hide that the log meets the
  // pod mid-teardown: the line after it (a ContainerDied) is part of the teardown, and the DELETE the final one.
  const quiet = index([`I0830 04:28:45.612878  704773 generic.go:421] "PLEG: Write status" pod="${pod}"`, ...lines.slice(1)].join('\n'));
  assert.deepEqual(quiet.podByUid.get(uid)!.phases, [undefined, 'terminated', 'terminated', 'terminated', 'api-removed', 'api-removed']);
  // The same DELETE in a log that showed the pod running first is a deletion request.
  const running = index([`I0830 04:28:40.000000  704773 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[${pod}]`, `I0830 04:28:40.100000  704773 kubelet.go:1841] "syncTerminatedPod enter" pod="${pod}" podUID=${uid}`, lines[4]].join('\n'));
  assert.equal(running.podByUid.get(uid)!.phases[2], 'deletion-requested');
});

test('a container that finished in a running pod is a container exit, not the end of the pod; an init container\'s exit neither', () => {
  // C7 line 641: after the kubelet restart, PLEG reports the previous run's container finished; the pod runs on.
  const uid = '298b6beb-cc9a-4ec1-8e52-a0c863f4c57e';
  const lines = [
    `I0822 00:23:09.656064  584647 generic.go:296] "Generic (PLEG): container finished" podID=${uid} containerID="3e1c86ea0e79a2bb7da0b7d3f0c5a6c1c8c7f36e2dbd0b0a8d3ad8d2f6ab3c26" exitCode=255`,
    `I0822 00:23:10.350500  584647 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[kube-system/kindnet-f9v6g]`,
    `I0822 00:23:10.351000  584647 pod_workers.go:571] "Pod is being synced for the first time" pod="kube-system/kindnet-f9v6g" podUID=${uid}`,
  ];
  const ix = index(lines.join('\n'));
  const t = podTimeline(ix, ix.podByUid.get(uid)!);
  assert.equal(t.phases[0].phase, 'container-exited');
  assert.notEqual(t.state, 'terminated');
  // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log lines 761-762 (keepalived's init
  // container exits 0, PLEG reports it died, then the pod's containers start): no restart, no container removal.
  const k = 'f0ae693b55fb9a30b6948915ffb89696';
  const cid = 'a1'.repeat(32);
  const init = index([
    `I0613 08:07:27.100000    2296 kubelet.go:2445] "SyncLoop ADD" source="file" pods=["openshift-vsphere-infra/keepalived-m0"]`,
    `I0613 08:07:30.180000    2296 generic.go:334] "Generic (PLEG): container finished" podID="${k}" containerID="${cid}" exitCode=0`,
    `I0613 08:07:30.190000    2296 kubelet.go:2470] "SyncLoop (PLEG): event for pod" pod="openshift-vsphere-infra/keepalived-m0" event={"ID":"${k}","Type":"ContainerDied","Data":"${cid}"}`,
    `I0613 08:07:31.200000    2296 kubelet.go:2470] "SyncLoop (PLEG): event for pod" pod="openshift-vsphere-infra/keepalived-m0" event={"ID":"${k}","Type":"ContainerStarted","Data":"${'b2'.repeat(32)}"}`,
  ].join('\n'));
  const it = podTimeline(init, init.podByUid.get(k)!);
  assert.deepEqual(it.phases.map((p) => p.phase), ['config-add', 'container-exited', 'containers-started']);
  assert.equal(it.state, 'running');
  // During a deletion the same line is part of the teardown.
  const deleting = index([`I0822 00:23:09.000000  584647 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[kube-system/kindnet-f9v6g]`, `I0822 00:23:09.100000  584647 pod_workers.go:625] "Pod is marked for graceful deletion, begin teardown" pod="kube-system/kindnet-f9v6g" podUID=${uid}`, lines[0]].join('\n'));
  assert.equal(deleting.podByUid.get(uid)!.phases[2], 'terminating');
});

test('pod states follow the order of what happened: a static pod added again runs, a crash loop that stopped is over, a teardown after a crash ends the pod', () => {
  // Message texts of corpus/k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log (static pods whose
  // manifests are removed and put back by the bootstrap) and of k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log.
  const uid = 'aba1776703037ea02e532541162536e2';
  const pod = 'openshift-cluster-version/bootstrap-cvo';
  const started = (t: string, c: string) => `I0512 ${t}    2473 kubelet.go:2470] "SyncLoop (PLEG): event for pod" pod="${pod}" event={"ID":"${uid}","Type":"ContainerStarted","Data":"${c.repeat(64)}"}`;
  const staticPod = index([
    `I0512 04:58:57.896008    2473 kubelet.go:2445] "SyncLoop ADD" source="file" pods=["${pod}"]`,
    started('04:58:59.217000', 'a'),
    `I0512 05:19:09.467000    2473 kubelet.go:2455] "SyncLoop REMOVE" source="file" pods=["${pod}"]`,
    `I0512 05:19:09.467100    2473 pod_workers.go:903] "Pod is being removed by the kubelet, begin teardown" pod="${pod}" podUID="${uid}"`,
    `I0512 05:19:22.158000    2473 kubelet.go:2445] "SyncLoop ADD" source="file" pods=["${pod}"]`,
    started('05:19:23.059000', 'b'),
  ].join('\n'));
  const t = podTimeline(staticPod, staticPod.podByUid.get(uid)!);
  assert.deepEqual(t.phases.map((p) => p.phase), ['config-add', 'containers-started', 'deletion-requested', 'terminating', 'config-add', 'containers-started']);
  assert.equal(t.state, 'running');
  assert.doesNotMatch(t.summary, /API object removed/, 'a manifest removal is no API removal');

  const cuid = 'df9a7245-50ef-49e6-9f05-7da28093e3c0';
  const cpod = 'default/deployments-simple-deployment-7qcsz';
  const backOff = (t: string) => `E0420 ${t}     298 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app\\"" pod="${cpod}" podUID=${cuid}`;
  const cStarted = (t: string) => `I0420 ${t}     298 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="${cpod}" event=&{ID:${cuid} Type:ContainerStarted Data:${'c'.repeat(64)}}`;
  const probe = (t: string) => `I0420 ${t}     298 prober.go:121] "Probe succeeded" probeType="Readiness" pod="${cpod}" podUID=${cuid} containerName="app"`;
  const state = (lines: string[]) => {
    const ix = index(lines.join('\n'));
    return podTimeline(ix, ix.podByUid.get(cuid)!).state;
  };
  assert.equal(state([backOff('01:21:20.329000'), cStarted('01:21:40.000000')]), 'crash-looping', 'started again, but too soon to tell');
  assert.equal(state([backOff('01:21:20.329000'), cStarted('01:21:40.000000'), probe('01:27:40.000000')]), 'running', 'no back-off for 6 min');
  const unmounted = `I0420 01:21:39.439000     298 kubelet_volumes.go:160] "Pod termination unmounted volumes" pod="${cpod}" podUID=${cuid}`;
  assert.equal(state([backOff('01:21:20.329000'), unmounted]), 'terminated', 'torn down after the crash loop');
});

test('a pod\'s state follows the log as it grows and ends where the log ends, whatever its last (untimed) line', () => {
  const uid = 'df9a7245-50ef-49e6-9f05-7da28093e3c0';
  const pod = 'default/app-7qcsz';
  const lines = [
    `E0420 01:21:20.329000     298 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app\\"" pod="${pod}" podUID=${uid}`,
    `I0420 01:21:40.000000     298 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="${pod}" event=&{ID:${uid} Type:ContainerStarted Data:${'c'.repeat(64)}}`,
  ];
  const parser = new LogParser();
  parser.pushLines(lines);
  const builder = new IndexBuilder(parser.result());
  const ix = builder.index;
  assert.equal(podTimeline(ix, ix.podByUid.get(uid)!).state, 'crash-looping');
  // Six quiet minutes of other lines: the crash loop is over, though none of the pod's own lines changed.
  parser.pushLines(['I0420 01:27:40.000000     298 kubelet.go:2100] "SyncLoop (housekeeping)"', 'some junk line without a time']);
  builder.extend(parser.result());
  assert.equal(podTimeline(ix, ix.podByUid.get(uid)!).state, 'running');
});

test('a job\'s pod whose containers exited is terminated, whatever sandbox check is logged around it', () => {
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log: the "No ready sandbox" line of a finished
  // job came after its containers' exit for one job, before it for another.
  const uid = '8fe051ec-6fa2-4492-81e2-f2bad28bc921';
  const pod = 'kube-system/rke-metrics-addon-deploy-job-c6hrg';
  const exited = `I0120 11:43:10.000000    4787 kubelet.go:1877] "SyncLoop (PLEG): event for pod" pod="${pod}" event=&{ID:${uid} Type:ContainerDied Data:${'d'.repeat(64)}}`;
  const sandbox = `I0120 11:43:10.100000    4787 kuberuntime_manager.go:480] "No ready sandbox for pod can be found. Need to start a new one" pod="${pod}"`;
  const added = `I0120 11:43:00.000000    4787 kubelet.go:1827] "SyncLoop ADD" source="api" pods=[${pod}]`;
  for (const order of [[added, exited, sandbox], [added, sandbox.replace('11:43:10.1', '11:43:09.9'), exited]]) {
    const ix = index(order.join('\n'));
    assert.equal(podTimeline(ix, ix.podByUid.get(uid)!).state, 'terminated', order.join('\n'));
  }
});

test('a pod whose only lines make a sandbox is not shown as running', () => {
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log (the kubelet's words; the pod is made up)
  const uid = '9a7c1e2f-1b3d-4c5e-8f90-123456789abc';
  const pod = 'default/web-0';
  const sandbox = (t: string) => `I0120 11:43:${t}.100000    4787 kuberuntime_manager.go:480] "No ready sandbox for pod can be found. Need to start a new one" pod="${pod}" podUID=${uid}`;
  const ix = index([sandbox('10'), sandbox('20')].join('\n'));
  const pods = ix.pods;
  assert.equal(pods.length, 1);
  assert.equal(podTimeline(ix, pods[0]).state, 'unknown');
  // The same lines after the pod's addition: it was added and its sandbox is being made, no container started yet:
  // starting (r47a D5; it had read running).
  const added = `I0120 11:43:00.000000    4787 kubelet.go:1827] "SyncLoop ADD" source="api" pods=[${pod}]`;
  const ix2 = index([added, sandbox('10')].join('\n'));
  assert.equal(podTimeline(ix2, ix2.pods[0]).state, 'starting');
  // Once a container of it started, it runs.
  const started = `I0120 11:43:12.000000    4787 kubelet.go:1870] "SyncLoop (PLEG): event for pod" pod="${pod}" event={"ID":"${uid}","Type":"ContainerStarted","Data":"${'ab'.repeat(32)}"}`;
  const ix3 = index([added, sandbox('10'), started].join('\n'));
  assert.equal(podTimeline(ix3, ix3.pods[0]).state, 'running');
});

test('a digest is not a container, and a JSON-format volume line ties its static pod to the UID it names', () => {
  // A pulled image's digest (corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log names one).
  const digest = 'a'.repeat(64);
  const ix = index(`I0731 17:16:31.865371  354472 kuberuntime_manager.go:783] container &Container{Name:csi,Image:gcr.io/x/csi@sha256:${digest},} in pod gcp-filestore-csi-node-glfr9_kube-system(5011243d-6324-41e3-8ee8-9e8bb33f04b0)`);
  assert.equal(ix.containers.has(digest), false);
  // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log lines 107 and 139 (host prefix dropped,
  // message cut): the static pod's own UID in msg, then the mirror pod's UID of the same name, which `Trying to delete
  // pod` names for the outdated mirror it deletes: the line is the static pod's (r51a A1).
  const talos = index([
    `{"ts":1758106688284.4543,"caller":"reconciler/reconciler_common.go:251","msg":"operationExecutor.VerifyControllerAttachedVolume started for volume \\"secrets\\" (UniqueName: \\"kubernetes.io/host-path/cdadad5a0038b90e98f6a53c15c67a5d-secrets\\") pod \\"kube-controller-manager-1\\" (UID: \\"cdadad5a0038b90e98f6a53c15c67a5d\\") ","v":0,"pod":{"name":"kube-controller-manager-1","namespace":"kube-system"}}`,
    `{"ts":1758106702053.334,"caller":"kubelet/kubelet.go:3202","msg":"Trying to delete pod","v":0,"pod":{"name":"kube-controller-manager-1","namespace":"kube-system"},"podUID":"5cf1af57-2c52-4664-a870-335bb359bac1"}`,
  ].join('\n'));
  assert.equal(talos.pods[talos.podOfRecord[0]].uid, 'cdadad5a0038b90e98f6a53c15c67a5d');
  assert.equal(talos.pods[talos.podOfRecord[1]].uid, 'cdadad5a0038b90e98f6a53c15c67a5d');
  assert.equal(talos.pods.length, 1);
});

test('the orphan killer\'s `Killing unwanted pod "name"` goes to the one pod of that name, never to a guess', () => {
  // Shape from corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log line 1030 (printf), and the 1.21
  // structured form (`podName=` alone), lifecycle.md's orphan killer.
  const uidA = 'e4e657b8-13f0-4562-8b93-3085b311fe2a';
  const uidB = 'e4e657b8-13f0-4562-8b93-3085b311fe2b';
  const printf = [
    `I0120 11:42:30.000000    4787 kubelet_pods.go:1247] Killing unwanted pod "job-ljjfs"`,
    `I0120 11:42:32.307427    4787 kubelet.go:1827] SyncLoop (ADD, "api"): "job-ljjfs_kube-system(${uidA})"`,
    `I0120 11:42:34.469837    4787 kubelet.go:1843] SyncLoop (DELETE, "api"): "job-ljjfs_kube-system(${uidA})"`,
    `I0120 11:42:35.403412    4787 kubelet_pods.go:1247] Killing unwanted pod "job-ljjfs"`,
    `I0120 11:42:35.403413    4787 kubelet_pods.go:1247] Killing unwanted pod "never-named"`,
  ].join('\n');
  const ix = index(printf);
  const pod = ix.podByUid.get(uidA)!;
  assert.equal(ix.podOfRecord[3], pod.index, 'the kill of the pod of that name');
  assert.equal(phaseOf(ix, 3), 'orphan-cleanup');
  assert.equal(ix.podOfRecord[0], -1, 'a line before the name was ever tied to a UID goes to no pod');
  assert.equal(ix.podOfRecord[4], -1, 'a name no line ties goes to no pod');
  assertPiecesGiveWholeReport('unwanted-printf.log', printf + '\n', [60, 200]);

  const structured = [
    `I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]`,
    `I0731 10:00:01.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=${uidA}`,
    `I0731 10:01:00.000000  1 kubelet_pods.go:1] "Killing unwanted pod" podName="db-0"`,
    `I0731 10:05:01.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[other/db-0]`,
    `I0731 10:05:02.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="other/db-0" podUID=${uidB}`,
    `I0731 10:06:00.000000  1 kubelet_pods.go:1] "Killing unwanted pod" podName="db-0"`,
  ].join('\n');
  const six = index(structured);
  assert.equal(six.podOfRecord[2], six.podByUid.get(uidA)!.index, 'podName alone: the one pod of that name');
  assert.equal(six.podOfRecord[5], -1, 'once two namespaces have a db-0, the name is ambiguous: no pod');
  assertPiecesGiveWholeReport('unwanted-structured.log', structured + '\n', [60, 200]);

  // A review's case: the other namespace's db-0 is named without a UID; it makes the name ambiguous all the same.
  const nameOnly = [
    `I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]`,
    `I0731 10:00:01.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=${uidA}`,
    `I0731 10:01:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[other/db-0]`,
    `I0731 10:01:01.000000  1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[other/db-0]`,
    `I0731 10:01:02.000000  1 kubelet_pods.go:1] "Killing unwanted pod" podName="db-0"`,
  ].join('\n');
  const three = index(nameOnly);
  assert.equal(three.podOfRecord[4], -1, 'db-0 was named in two namespaces: no pod');
  // Not torn down; only added and synced, no container started yet: starting (r73a 4).
  assert.equal(podTimeline(three, three.podByUid.get(uidA)!).state, 'starting', 'web/db-0 is not torn down by another pod\'s kill');
  assertPiecesGiveWholeReport('unwanted-nameonly.log', nameOnly + '\n', [60, 200]);
});

test('a pod force-deleted and made again under its name: the old pod\'s teardown lines after the new ADD stay the old pod\'s', () => {
  // A review's case: name-only lines between a re-ADD and the new UID cannot be told apart; the old pod's teardown
  // goes on (its volumes unmount) while the new pod is added, so they stay with the pod of that name seen so far.
  const u1 = 'aaaaaaaa-0000-0000-0000-000000000001';
  const text = [
    'I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]',
    `I0731 10:00:01.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=${u1}`,
    'I0731 10:05:00.000000  1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[web/db-0]',
    'I0731 10:05:00.100000  1 kubelet.go:1] "SyncLoop REMOVE" source="api" pods=[web/db-0]',
    'I0731 10:05:00.200000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[web/db-0]',
    'I0731 10:05:00.300000  1 volume_manager.go:1] "All volumes are unmounted for pod" pod="web/db-0"',
    'I0731 10:05:02.000000  1 pod_workers.go:1] "Pod is being synced for the first time" pod="web/db-0" podUID=aaaaaaaa-0000-0000-0000-000000000002',
  ].join('\n');
  const ix = index(text);
  assert.deepEqual(ix.podByUid.get(u1)!.records, [0, 1, 2, 3, 5], 'only the ADD goes to the new pod');
  assertPiecesGiveWholeReport('force-readd.log', text + '\n', [90, 300]);
});

test('a running pod\'s periodic remounts are its syncs, not a mount phase; a removal before the deletion and one after it are two steps', () => {
  // Shapes of corpus k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (pod gcp-filestore-csi-node-glfr9).
  const uid = '0ac7a38c-74bc-4d23-ae50-2576492537e0';
  const ref = `"csi-node-glfr9_csi(${uid})"`;
  const mount = (t: string) => `I0820 ${t}.000000    3312 operation_generator.go:663] MountVolume.SetUp succeeded for volume "token" (UniqueName: "kubernetes.io/secret/${uid}-token") pod "csi-node-glfr9" (UID: "${uid}")`;
  const cid = 'e'.repeat(64);
  const lines = [
    `I0820 20:41:02.000000    3312 kubelet.go:1900] SyncLoop (ADD, "api"): ${ref}`,
    mount('20:41:03'),
    `I0820 20:41:08.000000    3312 kubelet.go:1916] SyncLoop (PLEG): ${ref}, event: &pleg.PodLifecycleEvent{ID:"${uid}", Type:"ContainerStarted", Data:"${cid}"}`,
    `W0820 20:41:08.100000    3312 pod_container_deletor.go:75] Container "${cid}" not found in pod's containers`,
  ];
  for (let m = 43; m <= 59; m += 2) lines.push(mount(`20:${m}:00`));
  lines.push(`I0820 21:10:40.000000    3312 kubelet.go:1916] SyncLoop (DELETE, "api"): ${ref}`);
  lines.push(`W0820 21:10:41.200000    3312 pod_container_deletor.go:75] Container "${'f'.repeat(64)}" not found in pod's containers`);
  lines.push(`I0820 21:10:41.100000    3312 kubelet.go:1916] SyncLoop (PLEG): ${ref}, event: &pleg.PodLifecycleEvent{ID:"${uid}", Type:"ContainerDied", Data:"${'f'.repeat(64)}"}`);
  const ix = index(lines.join('\n'));
  const pod = ix.podByUid.get(uid)!;
  const t = podTimeline(ix, pod);
  const mounts = t.phases.filter((p) => p.phase === 'volumes-mounted');
  assert.equal(mounts.length, 1);
  assert.deepEqual(recs(ix, mounts[0].records), [2], 'only the mount before the containers started is a mount phase');
  assert.deepEqual(recs(ix, t.phases.find((p) => p.phase === 'running')!.records), [5, 6, 7, 8, 9, 10, 11, 12, 13]);
  assert.equal(t.phases.filter((p) => p.phase === 'container-removal').length, 2, 'a removal at start-up and one at the teardown');
});

test('a remount or periodic sync logged during a pod\'s teardown is the teardown\'s, not the pod running again', () => {
  const uid = 'bbbbbbbb-0000-0000-0000-000000000009';
  const mount = (t: string) => `I0731 ${t}.000000  1 operation_generator.go:663] "MountVolume.SetUp succeeded for volume \\"token\\" (UniqueName: \\"kubernetes.io/secret/${uid}-token\\") pod \\"web\\" (UID: \\"${uid}\\") " pod="ns/web"`;
  const ix = index([
    `I0731 10:00:00.000000  1 kubelet.go:1] "SyncLoop ADD" source="api" pods=[ns/web]`,
    `I0731 10:00:01.000000  1 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns/web" event={"ID":"${uid}","Type":"ContainerStarted","Data":"${'a'.repeat(64)}"}`,
    mount('10:01:00'),
    `I0731 10:02:00.000000  1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=[ns/web]`,
    mount('10:02:01'),
    `I0731 10:02:02.000000  1 kubelet.go:1] "All volumes are attached and mounted for pod" pod="ns/web"`,
  ].join('\n'));
  assert.deepEqual([2, 4, 5].map((r) => phaseOf(ix, r)), ['running', 'terminating', 'terminating']);
});

test('a pod whose image is being pulled, or was pulled after a failed pull, with no container started is starting; a config error after a present image is not', () => {
  // Line shapes of kubelet 1.31's event recorder and pod worker (test/fixtures/adversarial19/25, adversarial18/08).
  const uid = 'a0b1c2d3-e4f5-4a6b-9c7d-9e0f1a2b3c4d';
  const pod = 'ml/notebook-0';
  const add = `I0412 18:00:01.000000    1212 kubelet.go:2329] "SyncLoop ADD" source="api" pods=["${pod}"]`;
  const event = (t: string, reason: string, message: string) =>
    `I0412 ${t}    1212 event.go:389] "Event occurred" object="${pod}" fieldPath="spec.containers{nb}" kind="Pod" apiVersion="v1" type="Normal" reason="${reason}" message="${message}"`;
  const failed = (t: string, why: string) =>
    `E0412 ${t}    1212 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"nb\\" with ${why}: \\"x\\"" pod="${pod}" podUID="${uid}"`;
  const started = (t: string) => `I0412 ${t}    1212 kubelet.go:2457] "SyncLoop (PLEG): event for pod" pod="${pod}" event={"ID":"${uid}","Type":"ContainerStarted","Data":"${'c'.repeat(64)}"}`;
  const sync = (t: string) => `I0412 ${t}    1212 kubelet.go:1966] "SyncPod enter" pod="${pod}" podUID="${uid}"`;
  const pulling = event('18:00:02.000000', 'Pulling', 'Pulling image \\"nvcr.io/nvidia/pytorch:24.03-py3\\"');
  const pulled = (t: string) => event(t, 'Pulled', 'Successfully pulled image \\"nvcr.io/nvidia/pytorch:24.03-py3\\" in 2.0s (2.0s including waiting)');
  const present = (t: string) => event(t, 'Pulled', 'Container image \\"nvcr.io/nvidia/pytorch:24.03-py3\\" already present on machine');
  const stateOf = (lines: string[]) => {
    const ix = index(lines.join('\n'));
    const t = podTimeline(ix, ix.podByUid.get(uid)!);
    return { state: t.state, summary: t.summary };
  };
  const pullingAtEnd = stateOf([add, pulling, sync('18:00:12.000000'), sync('18:00:22.000000')]);
  assert.equal(pullingAtEnd.state, 'starting');
  assert.match(pullingAtEnd.summary, /starting at the end of the log: its image being pulled at 18:00:02\.000, no container started yet/);
  assert.equal(stateOf([add, pulling, pulled('18:00:30.000000'), started('18:00:31.000000')]).state, 'running', 'started after the pull');
  assert.equal(stateOf([add, failed('18:00:05.000000', 'ErrImagePull'), pulled('18:00:45.000000')]).state, 'starting', 'the pull went through after failing');
  assert.equal(stateOf([add, failed('18:00:05.000000', 'ErrImagePull'), pulling]).state, 'failing-to-start', 'a retry is no success');
  assert.equal(stateOf([add, present('18:00:04.000000'), failed('18:00:05.000000', 'CreateContainerConfigError'), present('18:00:20.000000')]).state, 'failing-to-start', 'a present image precedes every retry of a config error');
  assert.equal(stateOf([add, started('18:00:03.000000'), pulling]).state, 'running', 'a restart\'s pull is a running pod\'s');
});

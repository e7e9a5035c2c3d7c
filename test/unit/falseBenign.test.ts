// Logs built to tempt a false "benign" (session 13's review of every evidence check): each was graded benign citing a
// line that does not prove it. Lines are the corpus's shapes (kind 1.24 journald: k8s-1.24-kind-journald-v4-…-C5-worker,
// …-C7-worker; 1.19 printf) with IDs and times edited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis, Finding } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
/** Each finding of `id` as `L<line> verdict`, in file order. */
const graded = (a: Analysis, id: string): string[] =>
  a.findings.filter((f) => f.entry.id === id).map((f) => `L${a.index.parsed.records.at(f.record).line + 1} ${f.verdict}`);
const reasons = (a: Analysis, id: string): string[] => a.findings.filter((f) => f.entry.id === id).map((f: Finding) => f.reason);

const J = (host: string, pid: number, klog: string) => `Aug 30 ${klog.slice(6, 14)} ${host} kubelet[${pid}]: ${klog}`;
const OLD_UID = '7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const NEW_UID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const OLD_CID = 'a'.repeat(64);

function statefulSetReplaced(newHost: string): string[] {
  return [
    J('node-a', 1111, `I0830 04:32:20.000000    1111 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/web-0]`),
    J('node-a', 1111, `I0830 04:32:20.100000    1111 kuberuntime_container.go:722] "Killing container with a grace period" pod="default/web-0" podUID=${OLD_UID} containerName="web" containerID="containerd://${OLD_CID}" gracePeriod=30`),
    J('node-a', 1111, `I0830 04:32:21.100000    1111 pod_workers.go:1050] "Pod terminated all containers successfully" pod="default/web-0" podUID=${OLD_UID}`),
    J('node-a', 1111, `I0830 04:32:21.500000    1111 kubelet.go:2082] "SyncLoop REMOVE" source="api" pods=[default/web-0]`),
    J(newHost, 2222, `I0830 04:32:23.000000    2222 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-0]`),
    J(newHost, 2222, `I0830 04:32:24.000000    2222 status_manager.go:691] "Failed to update status for pod" pod="default/web-0" err="failed to patch status \\"{}\\" for pod \\"default\\"/\\"web-0\\": Timeout: request did not complete within requested timeout - context deadline exceeded"`),
    J(newHost, 2222, `I0830 04:32:26.000000    2222 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="default/web-0" event=&{ID:${NEW_UID} Type:ContainerStarted Data:${'b'.repeat(64)}}`),
  ];
}

test("a StatefulSet's re-created pod is not excused by the old pod's deletion, on the same node or another", () => {
  for (const host of ['node-a', 'node-b']) {
    const a = analyse(statefulSetReplaced(host));
    assert.deepEqual(graded(a, 'status-update-failed'), ['L6 investigate'], host);
  }
  // Control: without the re-created pod, the same line during the deletion is benign, citing it.
  const lines = statefulSetReplaced('node-a');
  const control = analyse([...lines.slice(0, 3), lines[5]]);
  assert.deepEqual(graded(control, 'status-update-failed'), ['L4 benign']);
});

test('a re-created pod named only by name (its volume lines give the UID without a namespace) is not the old pod being deleted', () => {
  const lines = [
    J('kind-worker', 704773, `I0830 04:32:20.000000  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[db/postgres-0]`),
    J('kind-worker', 704773, `I0830 04:32:23.100000  704773 pod_workers.go:1050] "Pod terminated all containers successfully" pod="db/postgres-0" podUID=${OLD_UID}`),
    J('kind-worker', 704773, `I0830 04:32:23.500000  704773 kubelet.go:2082] "SyncLoop REMOVE" source="api" pods=[db/postgres-0]`),
    J('kind-worker', 704773, `I0830 04:32:25.000000  704773 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[db/postgres-0]`),
    J('kind-worker', 704773, `E0830 04:32:25.500000  704773 projected.go:286] Couldn't get configMap db/kube-root-ca.crt: object "db"/"kube-root-ca.crt" not registered`),
    J('kind-worker', 704773, `E0830 04:32:25.501000  704773 projected.go:192] Error preparing data for projected volume kube-api-access-9x7kq for pod db/postgres-0: object "db"/"kube-root-ca.crt" not registered`),
    J('kind-worker', 704773, `E0830 04:32:25.502000  704773 nestedpendingoperations.go:348] Operation for "{volumeName:kubernetes.io/projected/${NEW_UID}-kube-api-access-9x7kq podName:${NEW_UID} nodeName:}" failed. No retries permitted until 2023-08-30 04:32:26.002000 +0000 UTC m=+1006.000000 (durationBeforeRetry 500ms). Error: MountVolume.SetUp failed for volume "kube-api-access-9x7kq" (UniqueName: "kubernetes.io/projected/${NEW_UID}-kube-api-access-9x7kq") pod "postgres-0" (UID: "${NEW_UID}") : object "db"/"kube-root-ca.crt" not registered`),
  ];
  const a = analyse(lines);
  assert.deepEqual(graded(a, 'configmap-secret-not-registered'), ['L5 investigate', 'L6 investigate', 'L7 investigate']);
  // Line 5 names the pod by name only, after the ADD that brought the name back: it is the new pod's own line (session
  // 23, r24b 35), tied by the mount failure right after it, not the old pod being deleted.
  assert.match(reasons(a, 'configmap-secret-not-registered')[0], /its pod is the one the mount failure right after it names \(line 6\)/);
  assert.equal(a.findings.find((f) => f.line === 4)?.pod?.uid, NEW_UID);
});

test('"not registered" right after a kubelet start is benign only when the mount then succeeds: a start alone is no evidence', () => {
  const uid = '2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2';
  const op = (t: string) =>
    J('kind-worker', 584647, `E0830 ${t}  584647 nestedpendingoperations.go:348] Operation for "{volumeName:kubernetes.io/projected/${uid}-kube-api-access-6fpqb podName:${uid} nodeName:}" failed. No retries permitted until 2023-08-30 04:32:21.820000 +0000 UTC m=+1.820000 (durationBeforeRetry 500ms). Error: MountVolume.SetUp failed for volume "kube-api-access-6fpqb" (UniqueName: "kubernetes.io/projected/${uid}-kube-api-access-6fpqb") pod "php-apache-7f879b889b-n76hj" (UID: "${uid}") : object "default"/"kube-root-ca.crt" not registered`);
  const lines = [
    J('kind-worker', 584647, `I0830 04:32:20.000000  584647 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"`),
    J('kind-worker', 584647, `I0830 04:32:21.000000  584647 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/php-apache-7f879b889b-n76hj]`),
    op('04:32:21.320000'),
    op('04:32:22.010000'),
    J('kind-worker', 584647, `E0830 04:34:23.000000  584647 kubelet.go:1701] "Unable to attach or mount volumes for pod; skipping pod" err="unmounted volumes=[kube-api-access-6fpqb], unattached volumes=[kube-api-access-6fpqb]: timed out waiting for the condition" pod="default/php-apache-7f879b889b-n76hj"`),
  ];
  assert.deepEqual(graded(analyse(lines), 'configmap-secret-not-registered'), ['L3 investigate', 'L4 investigate']);
  const mounted = J('kind-worker', 584647, `I0830 04:32:23.100000  584647 operation_generator.go:703] "MountVolume.SetUp succeeded for volume \\"kube-api-access-6fpqb\\" (UniqueName: \\"kubernetes.io/projected/${uid}-kube-api-access-6fpqb\\") pod \\"php-apache-7f879b889b-n76hj\\" (UID: \\"${uid}\\") " pod="default/php-apache-7f879b889b-n76hj"`);
  assert.deepEqual(graded(analyse([...lines.slice(0, 4), mounted]), 'configmap-secret-not-registered'), ['L3 benign', 'L4 benign']);
});

const NGINX = 'pod="default/nginx-6dccd8f6b9-m4v2l" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba';
const CID = '60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f';
const K = (klog: string, pid = 704773) => J('kind-worker', pid, klog);
const pleg = (t: string, type: string, id: string) => K(`I0830 ${t}  704773 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="default/nginx-6dccd8f6b9-m4v2l" event=&{ID:c4199b0e-b8fa-4358-a81d-47c43e9ad1ba Type:${type} Data:${id}}`);
const removing = (t: string, pid = 704773) => [
  K(`I0830 ${t}  ${pid} kuberuntime_container.go:950] "Removing container" containerID="${CID}"`, pid),
  K(`I0830 ${t}  ${pid} scope.go:110] "RemoveContainer" containerID="${CID}"`, pid),
];
const statusNotFound = (t: string, pid = 704773) =>
  K(`E0830 ${t}  ${pid} remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${CID}\\": not found" containerID="${CID}"`, pid);

test('a removal that failed (DeadlineExceeded) did not remove the container: the NotFound after it is not excused by it', () => {
  const lines = [
    pleg('04:34:00.000000', 'ContainerDied', CID),
    ...removing('04:34:00.100000'),
    K(`E0830 04:34:02.100000  704773 remote_runtime.go:333] "RemoveContainer from runtime service failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" containerID="${CID}"`),
    ...removing('04:34:20.000000'),
    K(`E0830 04:34:20.010000  704773 kuberuntime_gc.go:150] "Failed to remove container" err="failed to get container status \\"${CID}\\": rpc error: code = NotFound desc = an error occurred when try to find container \\"${CID}\\": not found" containerID="${CID}"`),
  ];
  assert.deepEqual(graded(analyse(lines), 'gc-remove-container-notfound'), ['L7 investigate']);
  // Control: without the failure, the first removal excuses it.
  assert.deepEqual(graded(analyse([...lines.slice(0, 3), ...lines.slice(4)]), 'gc-remove-container-notfound'), ['L6 benign']);
});

test("a removal a previous kubelet process started is no evidence after the restart: it may have been cut short", () => {
  const restarted = [
    pleg('04:34:00.000000', 'ContainerDied', CID),
    ...removing('04:34:00.100000'),
    K(`I0830 04:34:01.000000   80001 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"`, 80001),
    ...removing('04:34:02.600000', 80001),
    statusNotFound('04:34:02.610000', 80001),
  ];
  assert.deepEqual(graded(analyse(restarted), 'cri-containerstatus-notfound'), ['L7 investigate']);
  // Control: the same lines in one process are the seed's double removal, benign citing the first.
  const one = [pleg('04:34:00.000000', 'ContainerDied', CID), ...removing('04:34:00.100000'), ...removing('04:34:02.600000'), statusNotFound('04:34:02.610000')];
  assert.deepEqual(graded(analyse(one), 'cri-containerstatus-notfound'), ['L6 benign']);
});

test("an orphan teardown's own kill request is not the container's earlier stop", () => {
  const sidecar = 'c2'.repeat(32);
  const lines = [
    K(`I0830 04:34:00.000000  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/nginx-6dccd8f6b9-m4v2l]`),
    K(`I0830 04:34:01.000000  704773 kuberuntime_container.go:731] "Container exited normally" ${NGINX} containerName="nginx" containerID="containerd://${CID}"`),
    K(`I0830 04:34:01.100000  704773 pod_workers.go:1050] "Pod terminated all containers successfully" ${NGINX}`),
    K(`I0830 04:34:01.200000  704773 kubelet.go:2082] "SyncLoop REMOVE" source="api" pods=[default/nginx-6dccd8f6b9-m4v2l]`),
    K(`I0830 04:34:03.820000  704773 pod_workers.go:620] "Pod is orphaned and must be torn down" ${NGINX}`),
    K(`I0830 04:34:03.850000  704773 kuberuntime_container.go:722] "Killing container with a grace period" ${NGINX} containerName="istio-proxy" containerID="containerd://${sidecar}" gracePeriod=1`),
    K(`E0830 04:34:03.860000  704773 remote_runtime.go:479] "StopContainer from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${sidecar}\\": not found" containerID="${sidecar}"`),
  ];
  assert.deepEqual(graded(analyse(lines), 'cri-stopcontainer-notfound'), ['L7 investigate']);
});

test('≤1.19 "Orphaned pod … There were a total of 37 errors": the one pod it names cannot excuse the other 36', () => {
  const uid = '0ac7a38c-74bc-4d23-ae50-2576492537e0';
  const head = [
    `I0830 04:32:20.000000    4787 kubelet.go:1916] SyncLoop (DELETE, "api"): "node-exporter-glfr9_monitoring(${uid})"`,
    `I0830 04:32:21.500000    4787 kubelet.go:1910] SyncLoop (REMOVE, "api"): "node-exporter-glfr9_monitoring(${uid})"`,
  ];
  const orphan = (tail: string) => `E0830 04:32:24.000000    4787 kubelet_volumes.go:154] Orphaned pod "${uid}" found, but volume paths are still present on disk${tail}`;
  const many = analyse([...head, orphan(' : There were a total of 37 errors similar to this. Turn up verbosity to see them.')]);
  assert.deepEqual(graded(many, 'orphaned-pod-volumes-on-disk'), ['L3 investigate']);
  assert.match(reasons(many, 'orphaned-pod-volumes-on-disk')[0], /counts 37 errors and names one pod/);
  const one = analyse([...head, orphan(' : There were a total of 1 errors similar to this. Turn up verbosity to see them.')]);
  assert.deepEqual(graded(one, 'orphaned-pod-volumes-on-disk'), ['L3 benign']);
});

test('an eviction pass that had to evict is not excused by the next pass succeeding', () => {
  const ev = (t: string, file: string, msg: string) => K(`I0830 ${t}  704773 ${file}] "${msg}" resourceName="ephemeral-storage"`);
  const firstPass = [
    ev('04:32:20.000000', 'eviction_manager.go:349', 'Eviction manager: attempting to reclaim'),
    ev('04:32:20.500000', 'eviction_manager.go:360', 'Eviction manager: must evict pod(s) to reclaim'),
    K(`I0830 04:32:20.600000  704773 eviction_manager.go:583] "Eviction manager: pod is evicted successfully" pod="default/log-writer-5c9d8b7f6-xk2lp"`),
  ];
  const secondPass = [
    ev('04:32:32.500000', 'eviction_manager.go:349', 'Eviction manager: attempting to reclaim'),
    ev('04:32:33.100000', 'eviction_manager.go:356', 'Eviction manager: able to reduce resource pressure without evicting pods.'),
  ];
  assert.deepEqual(graded(analyse([...firstPass, ...secondPass]), 'eviction-reclaim'), ['L1 investigate', 'L4 benign']);
});

test('the same NotFound for one container, once a minute for ten minutes, is not the seconds-long race its evidence explains', () => {
  const lines = [
    K(`I0830 04:34:00.000000  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/nginx-6dccd8f6b9-m4v2l]`),
    K(`I0830 04:34:01.000000  704773 kuberuntime_container.go:731] "Container exited normally" ${NGINX} containerName="nginx" containerID="containerd://${CID}"`),
    K(`I0830 04:34:01.100000  704773 pod_workers.go:1050] "Pod terminated all containers successfully" ${NGINX}`),
  ];
  for (let m = 0; m < 11; m++) lines.push(statusNotFound(`04:${String(35 + m).padStart(2, '0')}:00.000000`));
  const a = analyse(lines);
  const v = graded(a, 'cri-containerstatus-notfound');
  // Past two minutes of repeats the evidence (the pod had terminated) no longer explains it, and the first minutes
  // are the same repeat: every line of it is to investigate.
  assert.deepEqual(v, ['L4', 'L5', 'L6', 'L7', 'L8', 'L9', 'L10', 'L11', 'L12', 'L13', 'L14'].map((l) => `${l} investigate`));
  const found = a.findings.filter((f) => f.entry.id === 'cri-containerstatus-notfound');
  const last = found.at(-1)!;
  assert.match(last.reason, /the same error for 60a1f327d052 has kept coming since its first line at 04:35:00\.000000 \(10 min earlier\)/);
  assert.equal(last.evidence[0].line, 3, 'cites the first of the repeat');
  assert.match(found[0].reason, /^the same error for 60a1f327d052 went on past this line: it was still coming at 04:38:00\.000000, 3 min after its first, and the races .*; see line 7$/);
  assert.equal(found[0].evidence[0].line, 6, 'the first lines cite the first line past two minutes');
  // A repeat that stops within two minutes is the race: its evidence decides.
  const short = analyse([...lines.slice(0, 3), statusNotFound('04:35:00.000000'), statusNotFound('04:36:00.000000'), statusNotFound('04:36:59.000000')]);
  assert.deepEqual(graded(short, 'cri-containerstatus-notfound'), ['L4 benign', 'L5 benign', 'L6 benign']);
  // Read in pieces (a file read 2 MB at a time grades again out of file order): the same report.
  assertPiecesGiveWholeReport('repeats.log', lines.join('\n'), [300, 1000, 4096]);
});

test("a sidecar's restart (PLEG names no container below --v=4) is not the probed container's start-up", () => {
  const API = 'pod="shop/api-7d9f8c6b5-q2w4e" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898';
  const start = (t: string, id: string) => K(`I0830 ${t}  704773 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="shop/api-7d9f8c6b5-q2w4e" event=&{ID:8cd216f8-1c68-40d4-94b4-a8b66e09a898 Type:ContainerStarted Data:${id.repeat(32)}}`);
  const failed = (t: string) => K(`I0830 ${t}  704773 prober.go:121] "Probe failed" probeType="Readiness" ${API} containerName="api" probeResult=failure output="HTTP probe failed with statuscode: 503"`);
  const backOff = (t: string) => K(`E0830 ${t}  704773 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"log-shipper\\" with CrashLoopBackOff: \\"back-off 40s restarting failed container=log-shipper pod=api-7d9f8c6b5-q2w4e_shop(8cd216f8-1c68-40d4-94b4-a8b66e09a898)\\"" ${API}`);
  const first = [start('04:32:20.000000', 'a1'), start('04:32:21.000000', 'c3'), failed('04:32:50.000000')];
  // After the sidecar's back-off, a start: the api container's probe still failing is not its start-up.
  const sidecar = analyse([...first, backOff('04:36:30.000000'), start('04:36:45.000000', 'd4'), failed('04:36:50.000000')]);
  assert.deepEqual(graded(sidecar, 'probe-failed'), ['L3 benign', 'L6 investigate']);
  assert.match(reasons(sidecar, 'probe-failed')[1], /likely log-shipper's, not api's/);
  // Without the back-off, the probe failing before that start shows the api container was running through it.
  const running = analyse([...first, start('04:36:45.000000', 'd4'), failed('04:36:50.000000')]);
  assert.deepEqual(graded(running, 'probe-failed'), ['L3 benign', 'L5 investigate']);
  // Control: an unnamed start with no failure of this probe since the previous start is still read as its start-up.
  const restart = analyse([start('04:32:20.000000', 'a1'), start('04:36:45.000000', 'd4'), failed('04:36:50.000000')]);
  assert.deepEqual(graded(restart, 'probe-failed'), ['L3 benign']);
});

test("cAdvisor's partial failure naming two cgroups is benign only when both containers had stopped", () => {
  const running = '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0';
  const scope = (pod: string, id: string) => `[\\"/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod${pod}.slice/cri-containerd-${id}.scope\\": containerDataToContainerInfo: unable to find data in memory cache]`;
  const partial = (ids: string[]) =>
    K(`E0830 04:34:10.000000  704773 cadvisor_stats_provider.go:415] "Partial failure issuing cadvisor.ContainerInfoV2" err="partial failures: ${ids.map((id, i) => scope(i ? '1d2c3b4a_5f6e_4d7c_8b9a_0f1e2d3c4b5a' : 'c4199b0e_b8fa_4358_a81d_47c43e9ad1ba', id)).join(', ')}"`);
  const lines = [
    K(`I0830 03:32:20.000000  704773 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="prod/payments-6c8d9f7b5-zx8kq" event=&{ID:1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a Type:ContainerStarted Data:${running}}`),
    pleg('04:32:20.000000', 'ContainerStarted', CID),
    K(`I0830 04:34:00.000000  704773 kuberuntime_container.go:731] "Container exited normally" ${NGINX} containerName="nginx" containerID="containerd://${CID}"`),
  ];
  const both = analyse([...lines, partial([CID, running])]);
  assert.deepEqual(graded(both, 'cadvisor-partial-failure'), ['L4 investigate']);
  assert.match(reasons(both, 'cadvisor-partial-failure')[0], /also names container 9f8e7d6c5b4a, which the log shows neither stopped nor just started/);
  assert.deepEqual(graded(analyse([...lines, partial([CID])]), 'cadvisor-partial-failure'), ['L4 benign']);
});

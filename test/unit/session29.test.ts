// Mended in session 29. Lines in kubelet 1.24's words as the kind journald logs of the corpus write them
// (k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log, lines 21, 22 and 90), IDs changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
const ID = 'c0ffee47c424bde58f92b7e72e373602a12b995d52205b3c790d451ab6b0f742';
const UID = '8437a17a-a9d3-44a3-9148-855f75bdf034';
const j = (time: string, rest: string) => `Aug 30 ${time.slice(0, 8)} kind-worker kubelet[704773]: I0830 ${time}  704773 ${rest}`;
const REMOVING = j('04:28:45.608093', `kuberuntime_container.go:950] "Removing container" containerID="${ID}"`);
const TOPOLOGY = j('04:28:45.608260', `scope.go:110] "RemoveContainer" containerID="${ID}"`);
// The second removal, whose status lookup fails NotFound (the first removal had removed it: the seed's race).
const REMOVING2 = REMOVING.replace('45.608093', '46.690200');
const TOPOLOGY2 = TOPOLOGY.replace('45.608260', '46.690300');
const GONE = j('04:28:46.616792', `generic.go:155] "GenericPLEG" podUID=${UID} containerID="${ID}" oldState=exited newState=non-existent`);
const NOT_FOUND = `Aug 30 04:28:46 kind-worker kubelet[704773]: E0830 04:28:46.700100  704773 remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${ID}\\": not found" containerID="${ID}"`;
const statusFinding = (a: Analysis) => {
  const f = a.findings.find((x) => x.entry.id === 'cri-containerstatus-notfound');
  assert.ok(f, 'the NotFound line is a finding');
  return f;
};

test('r48a 3.1: an earlier removal is cited as what its line says, a removal begun, not as one done', () => {
  const f = statusFinding(analyse([REMOVING, TOPOLOGY, REMOVING2, TOPOLOGY2, NOT_FOUND]));
  assert.equal(f.verdict, 'benign');
  assert.match(f.evidence[0].reason, /^the kubelet began removing container c0ffee47c424 at 04:28:45\.608093 \(1\.09 s earlier\) and logged no failure of it$/);
  assert.doesNotMatch(f.reason, /was already removed/);
});

test('r48a 3.1: a topology manager RemoveContainer alone is cited as that line, logged as a stopped container is removed', () => {
  const f = statusFinding(analyse([TOPOLOGY, TOPOLOGY2, NOT_FOUND]));
  assert.equal(f.verdict, 'benign');
  assert.match(f.evidence[0].reason, /^the kubelet let container c0ffee47c424 go at 04:28:45\.608260 .*topology manager's "RemoveContainer"/);
});

test("r48a 6: PLEG's relist finding the container non-existent before the error is cited too; after it, or another container's, is not", () => {
  const cited = statusFinding(analyse([REMOVING, TOPOLOGY, GONE, REMOVING2, TOPOLOGY2, NOT_FOUND]));
  assert.equal(cited.verdict, 'benign');
  assert.deepEqual(cited.evidence.map((e) => e.line).slice(0, 3), [0, 2, 3]);
  assert.match(cited.evidence[1].reason, /^PLEG found it gone from the runtime at 04:28:46\.616792 \(state non-existent\)$/);
  const after = statusFinding(analyse([REMOVING, TOPOLOGY, REMOVING2, TOPOLOGY2, NOT_FOUND, GONE]));
  assert.deepEqual(after.evidence.map((e) => e.line).slice(0, 2), [0, 2]);
  const other = statusFinding(analyse([REMOVING, TOPOLOGY, GONE.replace(ID, 'd'.repeat(64)), REMOVING2, TOPOLOGY2, NOT_FOUND]));
  assert.deepEqual(other.evidence.map((e) => e.line).slice(0, 2), [0, 3]);
  // A relist that saw it exited, not gone, is no such line.
  const exited = statusFinding(analyse([REMOVING, TOPOLOGY, GONE.replace('oldState=exited newState=non-existent', 'oldState=running newState=exited'), REMOVING2, TOPOLOGY2, NOT_FOUND]));
  assert.deepEqual(exited.evidence.map((e) => e.line).slice(0, 2), [0, 3]);
  // Nor is it, alone, evidence: whoever removed the container, the kubelet's lines show no removal.
  assert.equal(statusFinding(analyse([GONE, NOT_FOUND])).verdict, 'investigate');
});

test('≤1.20: the printf relist line `GenericPLEG: <uid>/<id>: exited -> non-existent` is read the same', () => {
  // Shape of k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (generic.go:153), IDs changed.
  const id = ID;
  const lines = [
    `I0820 21:11:29.609414    3312 kuberuntime_container.go:650] Removing container "${id}"`,
    `I0820 21:11:30.609414    3312 generic.go:153] GenericPLEG: ${UID}/${id}: exited -> non-existent`,
    `I0820 21:11:30.650000    3312 kuberuntime_container.go:650] Removing container "${id}"`,
    `E0820 21:11:30.700000    3312 remote_runtime.go:295] ContainerStatus "${id}" from runtime service failed: rpc error: code = NotFound desc = an error occurred when try to find container "${id}": not found`,
  ];
  const f = statusFinding(analyse(lines));
  assert.equal(f.verdict, 'benign');
  assert.deepEqual(f.evidence.map((e) => e.line).slice(0, 3), [0, 1, 2]);
});

// r48a 7: cri-dockerd's stats lines for a container Docker no longer has (the corpus's
// minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log, lines 1000 and 1032) had no entry.
const DOCKER_ID = 'b7d39293539d6f5f54fd5c52667294e71e1420caeafaf805a66091ba094fb88a';
const rwLayer = (time: string) =>
  `Sep 05 ${time} minikube cri-dockerd[1773]: time="2025-09-05T${time}Z" level=error msg="error getting RW layer size for container ID '${DOCKER_ID}': Error response from daemon: No such container: ${DOCKER_ID}"`;
const dockerRemoval = `Sep 05 06:59:02 minikube kubelet[2011]: I0905 06:59:02.101000    2011 kuberuntime_container.go:950] "Removing container" containerID="${DOCKER_ID}"`;
const statsFindings = (lines: string[]) => analyse(lines).findings.filter((f) => f.entry.id === 'cri-dockerd-stats-missing-container');

test('r48a 7: cri-dockerd asking stats of a removed container is benign after its removal, investigate without one or when it repeats', () => {
  const [after] = statsFindings([dockerRemoval, rwLayer('07:00:31')]);
  assert.equal(after?.verdict, 'benign');
  assert.equal(after.evidence[0].line, 0);
  const [alone] = statsFindings([rwLayer('07:00:31')]);
  assert.equal(alone?.verdict, 'investigate');
  // Minute after minute for the same ID: the collector was never stopped.
  const repeated = statsFindings([dockerRemoval, rwLayer('07:00:31'), rwLayer('07:01:31'), rwLayer('07:02:31'), rwLayer('07:03:31')]);
  assert.ok(repeated.length >= 1);
  assert.notEqual(repeated[repeated.length - 1].verdict, 'benign');
  // Docker answering slowly is another line: no such entry.
  assert.equal(statsFindings([dockerRemoval, rwLayer('07:00:31').replace(/Error response from daemon: No such container: [0-9a-f]+/, 'operation timeout: context deadline exceeded')]).length, 0);
});

test('r51a A7: the Problems view quotes a line that has backticks as written; our own code spans lose theirs elsewhere', async () => {
  const { diagnostics } = await import('../../server/src/features/diagnostics');
  const { DEFAULT_SETTINGS } = await import('../../server/src/features/context');
  // The shape of the corpus's k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log (prober.go), output changed.
  const probe = (output: string) =>
    `I1110 14:17:44.067083    2296 prober.go:107] "Probe failed" probeType="Readiness" pod="shop/web-0" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName="web" probeResult=failure output="${output}"`;
  const messagesOf = (lines: string[]) => {
    const analysis = analyzeText(lines.join('\n'), TODAY);
    return diagnostics({ uri: 'file:///p.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis }, { ...DEFAULT_SETTINGS, repeats: 'each' }).diagnostics.map((d) => String(d.message));
  };
  const quoted = messagesOf([probe('check `tick` failed')]);
  assert.ok(quoted.some((m) => m.includes('`tick`')), quoted.join('\n'));
  const plain = messagesOf([probe('check tick failed')]);
  assert.ok(plain.length > 0 && plain.every((m) => !m.includes('`')), plain.join('\n'));
});

test('r51a B9: another component\'s log gets one information diagnostic saying the kubelet\'s known errors do not apply', async () => {
  const { diagnostics } = await import('../../server/src/features/diagnostics');
  const { DEFAULT_SETTINGS } = await import('../../server/src/features/context');
  // The first lines of the corpus's kube-apiserver-1.19-klog-plain-skykying-scripts.log (its start-up flags), then an error.
  const lines = [
    'I1119 11:56:29.172045    4178 flags.go:59] FLAG: --add-dir-header="false"',
    'I1119 11:56:29.173258    4178 flags.go:59] FLAG: --advertise-address="192.168.168.122"',
    'I1119 11:56:29.173290    4178 flags.go:59] FLAG: --allow-privileged="true"',
    'I1119 11:56:29.175290    4178 flags.go:59] FLAG: --etcd-servers="[https://127.0.0.1:2379]"',
    'E1119 11:56:40.118765    4178 cacher.go:274] unexpected ListAndWatch error: storage/cacher.go:215: Failed to list *core.Pod: etcd cluster is unavailable or misconfigured',
  ];
  const of = (ls: string[]) =>
    diagnostics({ uri: 'file:///a.log', version: 1, source: { lineCount: ls.length, lineAt: (l) => ls[l] ?? '' }, analysis: analyzeText(ls.join('\n'), TODAY) }, DEFAULT_SETTINGS).diagnostics.filter((d) => d.code === 'other-component');
  const said = of(lines);
  assert.equal(said.length, 1);
  assert.equal(said[0].range.start.line, 3, 'on the second flag that names it');
  assert.match(String(said[0].message), /^This is a kube-apiserver log \(its start-up flags, such as --etcd-servers\), not a kubelet's: the kubelet's known errors do not apply to it/);
  // A kubelet's log gets none.
  assert.equal(of(['I1119 11:58:27.862196    4390 flags.go:59] FLAG: --node-ip="192.168.168.122"', ...lines.slice(4)]).length, 0);
});

test('r51a A1 (Talos): a static pod whose outdated mirror pod is deleted stays one pod, and an orphan\'s directory cleanup is said as what it is', async () => {
  const { podTimeline } = await import('../../server/src/model/timeline');
  // Lines 102, 124, 137, 146, 157 and 141 of the corpus's k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log.
  const lines = [
    '172.20.0.2: {"ts":1758106688284.332,"caller":"reconciler/reconciler_common.go:251","msg":"operationExecutor.VerifyControllerAttachedVolume started for volume \\"secrets\\" (UniqueName: \\"kubernetes.io/host-path/cf26aa92a3daac8c6fe4af9557491017-secrets\\") pod \\"kube-scheduler-talos-default-controlplane-1\\" (UID: \\"cf26aa92a3daac8c6fe4af9557491017\\") ","pod":{"name":"kube-scheduler-talos-default-controlplane-1","namespace":"kube-system"}}',
    '172.20.0.2: {"ts":1758106701552.0469,"caller":"kubelet/kubelet.go:3219","msg":"Creating a mirror pod for static pod","v":0,"pod":{"name":"kube-scheduler-talos-default-controlplane-1","namespace":"kube-system"}}',
    '172.20.0.2: {"ts":1758106702052.1104,"caller":"kubelet/kubelet.go:3202","msg":"Trying to delete pod","v":0,"pod":{"name":"kube-scheduler-talos-default-controlplane-1","namespace":"kube-system"},"podUID":"ff721e54-8d9f-4456-8f05-b43954afb707"}',
    '172.20.0.2: {"ts":1758106702104.6187,"caller":"kubelet/kubelet.go:3208","msg":"Deleted mirror pod as it didn\'t match the static Pod","v":0,"pod":{"name":"kube-scheduler-talos-default-controlplane-1","namespace":"kube-system"}}',
    '172.20.0.2: {"ts":1758106702201.8083,"caller":"util/pod_startup_latency_tracker.go:104","msg":"Observed pod startup duration","v":0,"pod":{"name":"kube-scheduler-talos-default-controlplane-1","namespace":"kube-system"},"podStartSLOduration":0.201783166,"podStartE2EDuration":"201.783166ms"}',
    '172.20.0.2: {"ts":1758106702100.1,"caller":"kubelet/kubelet_volumes.go:163","msg":"Cleaned up orphaned pod volumes dir","v":0,"podUID":"52bfc7fae30f5922b2215aa79f5b3751","path":"/var/lib/kubelet/pods/52bfc7fae30f5922b2215aa79f5b3751/volumes"}',
  ];
  const a = analyzeText(lines.join('\n'), TODAY);
  const schedulers = a.index.pods.filter((p) => p.name === 'kube-system/kube-scheduler-talos-default-controlplane-1' || p.nameWithoutNamespace === 'kube-scheduler-talos-default-controlplane-1' || p.name === 'kube-scheduler-talos-default-controlplane-1');
  assert.equal(schedulers.length, 1, a.index.pods.map((p) => `${p.namespace}/${p.name} ${p.uid}`).join('; '));
  assert.equal(schedulers[0].uid, 'cf26aa92a3daac8c6fe4af9557491017');
  assert.equal(podTimeline(a.index, schedulers[0]).state, 'running');
  const orphan = a.index.pods.find((p) => p.uid === '52bfc7fae30f5922b2215aa79f5b3751');
  assert.ok(orphan);
  assert.match(podTimeline(a.index, orphan).summary, /^housekeeping cleaned up its directory as an orphan's at 10:58:22\.100 \(the pod was no longer among the kubelet's pods\)/);
});

test('r51a B2, C3: a hover lists the evidence in the order the lines came, the line "Here:" cites by its link alone', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(`${__dirname}/../../samples/pod-deletion-1.23.log`, 'utf8');
  const lines = text.split('\n');
  const h = hover({ uri: 'file:///s.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(text, TODAY) }, 26, 100)!.markdown;
  const evidence = h.slice(h.indexOf('**Evidence in this log:**'), h.indexOf('\n\n', h.indexOf('**Evidence in this log:**')));
  const cited = [...evidence.matchAll(/\[line (\d+)\]/g)].map((m) => Number(m[1]));
  assert.deepEqual(cited, [15, 16, 17, 21]);
  assert.match(evidence, /\[line 17\]\([^)]*\): \(the line cited above\)/);
  assert.equal((h.match(/the kubelet began removing container c234646fffe7/g) ?? []).length, 1, 'said once');
});

test('r51a B3: a hover names the endpoint the line could not reach and how, read from Go\'s errors', async () => {
  const { failedEndpoint } = await import('../../server/src/knowledge/endpoint');
  // The OpenShift kubenswrapper log of the corpus (its node status retries), the 1.5 log's insecure API server, a lookup.
  assert.deepEqual(failedEndpoint('Get "https://10.10.15.122:6443/api/v1/nodes/n?timeout=10s": dial tcp 10.10.15.122:6443: connect: connection refused'), { address: '10.10.15.122:6443', failure: 'connection refused' });
  assert.deepEqual(failedEndpoint('Get "http://192.168.33.10:8080/api/v1/nodes": dial tcp 192.168.33.10:8080: getsockopt: no route to host'), { address: '192.168.33.10:8080', failure: 'no route to host' });
  assert.deepEqual(failedEndpoint('Get \\"https://api-int.x.local:6443/api\\": dial tcp: lookup api-int.x.local on 10.0.0.2:53: no such host'), { address: 'api-int.x.local', failure: 'no such host' });
  assert.deepEqual(failedEndpoint('Put "https://10.0.0.11:6443/apis/coordination.k8s.io/v1/leases/cp-2?timeout=10s": context deadline exceeded'), { address: '10.0.0.11:6443', failure: 'context deadline exceeded' });
  assert.equal(failedEndpoint('failed to get container status: not found'), undefined);
  const { hover } = await import('../../server/src/features/hover');
  const lines = [
    'E1110 14:17:44.067083    2296 kubelet_node_status.go:540] "Error updating node status, will retry" err="error getting node \\"n\\": Get \\"https://10.10.15.122:6443/api/v1/nodes/n?timeout=10s\\": dial tcp 10.10.15.122:6443: connect: connection refused"',
  ];
  const h = hover({ uri: 'file:///n.log', version: 1, source: { lineCount: 1, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), TODAY) }, 0, 60)!.markdown;
  assert.match(h, /\*\*This line:\*\* the kubelet could not reach `10\.10\.15\.122:6443` \(connection refused\)\./);
});

test('r53a: lines of newer kubelets, Windows and journalctl -x are read and explained', () => {
  // Informational entries give no finding: the line is known (explained on hover) and counted as harmless.
  const entryOf = (line: string) => {
    const a = analyzeText(line, TODAY);
    return [...a.findings.map((f) => `${f.entry.id} ${f.verdict}`), ...[...a.informationalTally.keys()].map((e) => `${e.id} benign`)];
  };
  // Docker Desktop's kubelet 1.29 (r53a 02): the structured wording of a retried event write.
  assert.deepEqual(entryOf('E0307 10:33:02.974827     768 event.go:355] "Unable to write event (may retry after sleeping)" err="Post \\"https://kubernetes.docker.internal:6443/api/v1/namespaces/kube-system/events\\": dial tcp 192.168.65.3:6443: connect: connection refused" event="&Event{}"'), ['event-rejected benign']);
  // A Windows kubelet's start-up (kubernetes#88942): uid -1 is Windows, any other uid stays unexplained.
  assert.deepEqual(entryOf('E0307 18:34:36.028964    4216 server.go:749] kubelet needs to run as uid `0`. It is being run as -1'), ['windows-unsupported-noise benign']);
  assert.deepEqual(entryOf('E0307 18:34:36.028964    4216 server.go:749] kubelet needs to run as uid `0`. It is being run as 1000'), []);
  // journalctl -x's explanations (systemd 246+) are the journal's own lines, not unparsed ones (kubeadm#3092).
  const journal = analyzeText(['Jul 23 22:00:01 suse-master1 systemd[1]: Started containerd container runtime.', '░░ Subject: A start job for unit containerd.service has finished successfully', '░░ Defined-By: systemd', '░░', '░░ The job identifier is 254.'].join('\n'), TODAY);
  const records = journal.index.parsed.records;
  const kinds = Array.from({ length: records.length }, (_, i) => records.at(i).kind);
  assert.ok(!kinds.includes('unparsed'), kinds.join());
});

test('r53a 16: containerd failing the kubelet\'s Status call is investigate, actionable once it persists for minutes (kubeadm#3092)', () => {
  const status = (time: string) => `Jul 23 ${time} suse-master1 containerd[1087]: time="2024-07-23T${time}.702311977+08:00" level=error msg="Status failed" error="stat /proc/1087/ns/pid: permission denied: unknown"`;
  const one = analyzeText(status('22:01:24'), TODAY).findings;
  assert.deepEqual(one.map((f) => `${f.entry.id} ${f.verdict}`), ['containerd-status-failed investigate']);
  const series = analyzeText(['22:01:24', '22:02:01', '22:06:53', '22:07:37'].map(status).join('\n'), TODAY).findings;
  assert.ok(series.every((f) => f.entry.id === 'containerd-status-failed' && f.verdict === 'actionable'), series.map((f) => f.verdict).join());
});

test('r53a: a DRA prepare failure is the pod failing to start; the advice names the OCI runtime\'s and the kubepods cgroup\'s causes', async () => {
  const { podTimeline } = await import('../../server/src/model/timeline');
  const { CATALOGUE } = await import('../../server/src/knowledge/catalogue');
  // kubernetes#124090 (r53a 23), as posted.
  const dra = analyzeText('Mar 28 10:29:43 worker-node-1 kubelet[2855486]: E0328 10:29:43.770694 2855486 kuberuntime_manager.go:1152] "Failed to prepare dynamic resources" err="NodePrepareResources failed for claim default/rdma-demo: error preparing devices for claim 71d5aeee-5f6d-47aa-a3d6-98b7fcf3c005: unable to create CDI spec file for claim: failed to set permissions on spec file: chmod /var/run/cdi/x.yaml: no such file or directory" pod="default/rdma-rc-6c5596fdb8-mf95q"', TODAY);
  assert.equal(podTimeline(dra.index, dra.index.pods[0]).state, 'failing-to-start');
  const advice = (id: string) => CATALOGUE.find((e) => e.id === id)!.whenNotBenign ?? '';
  assert.match(advice('sandbox-create-failed'), /`OCI runtime create failed`.*`setgroups`, `uid_map` or `newuidmap` is user-namespace ID mapping/);
  assert.match(advice('container-manager-start-failed'), /`root container \[kubepods\] doesn't exist`.*cgroup\.subtree_control.*--cgroups-per-qos=false/);
});

test('r51a C5: a JSON-format line\'s hover does not list its time, caller and verbosity again under the header', async () => {
  const { hover } = await import('../../server/src/features/hover');
  // Line 157 of the corpus's k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log, host prefix dropped.
  const lines = ['{"ts":1758106702201.8083,"caller":"util/pod_startup_latency_tracker.go:104","msg":"Observed pod startup duration","v":0,"pod":{"name":"kube-scheduler-1","namespace":"kube-system"},"podStartSLOduration":0.201783166}'];
  const h = hover({ uri: 'file:///j.log', version: 1, source: { lineCount: 1, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines[0], TODAY) }, 0, 60)!.markdown;
  assert.doesNotMatch(h, /^\| (ts|caller|v) \|/m);
  assert.match(h, /^\| podStartSLOduration \| 0\\\.201783166 \|$/m);
  assert.match(h, /`pod_startup_latency_tracker\.go:104`/, 'the caller is in the header');
});

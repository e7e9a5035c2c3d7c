// Mended in session 31. Each test names the review item (r56a, r61a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { adviceForLine } from '../../server/src/knowledge/advice';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const verdicts = (text: string, id: string) => analyzeText(text, TODAY).findings.filter((f) => f.entry.id === id).map((f) => `L${f.line + 1} ${f.verdict}`);

test('r56a 01: a volume the restarted kubelet could not reconstruct is benign only once housekeeping removed its pod\'s volumes directory', () => {
  // The structured line as a public note quotes an eBay node's journal (kubernetes#108997's bug); node name shortened.
  const reconstruct = 'Mar 12 00:29:01 node-1 kubelet[1526901]: I0312 00:29:01.976957 1526901 reconciler.go:388] "Could not construct volume information, cleaning up mounts" podName=1517b38e-fa84-4138-b6c0-06663741e385 volumeSpecName="data" err="failed to GetVolumeName from volumePlugin for volumeSpec \\"data\\" err=kubernetes.io/csi: plugin.GetVolumeName failed to extract volume source from spec: unexpected api.CSIVolumeSource found in volume.Spec"';
  // kubelet_volumes.go's V3 line, synthetic.
  const cleaned = (uid: string, time = '00:29:05') => `Mar 12 ${time} node-1 kubelet[1526901]: I0312 ${time}.100000 1526901 kubelet_volumes.go:160] "Cleaned up orphaned pod volumes dir" podUID=${uid} path="/var/lib/kubelet/pods/${uid}/volumes"`;
  assert.deepEqual(verdicts(reconstruct, 'volume-reconstruct-failed'), ['L1 investigate']);
  assert.deepEqual(verdicts([reconstruct, cleaned('1517b38e-fa84-4138-b6c0-06663741e385')].join('\n'), 'volume-reconstruct-failed'), ['L1 benign']);
  // Another pod's directory, or this one's an hour later, says nothing of this volume.
  assert.deepEqual(verdicts([reconstruct, cleaned('2517b38e-fa84-4138-b6c0-06663741e385')].join('\n'), 'volume-reconstruct-failed'), ['L1 investigate']);
  assert.deepEqual(verdicts([reconstruct, cleaned('1517b38e-fa84-4138-b6c0-06663741e385', '01:29:05')].join('\n'), 'volume-reconstruct-failed'), ['L1 investigate']);
  // The volume manager's podName is the pod's UID: the line is that pod's.
  const a = analyzeText(reconstruct, TODAY);
  assert.deepEqual(a.index.pods.map((p) => p.uid), ['1517b38e-fa84-4138-b6c0-06663741e385']);
  // kubernetes#45464's printf line (vSphere, 1.6) is matched too.
  assert.deepEqual(verdicts('E0508 00:36:34.250925     469 reconciler.go:438] Could not construct volume information: directory /var/lib/kubelet/pods/f97942cf-337e-11e7-b2b1-005056b7dc12/volumes/kubernetes.io~vsphere-volume/pvc-f969cb9e-337e-11e7-b2b1-005056b7dc12 is not mounted', 'volume-reconstruct-failed'), ['L1 investigate']);
});

test('r61a 30: a pod whose sandbox the kubelet must make again and again is actionable; one the kubelet had stopped, or a restart left dead, is benign', () => {
  // kubernetes#110177 (Ubuntu 22.04, containerd's SystemdCgroup = false): the lines as posted.
  const noReady = (time: string, pod: string) => `May 26 ${time} master0 kubelet[485]: I0526 ${time}.769150     485 kuberuntime_manager.go:488] "No ready sandbox for pod can be found. Need to start a new one" pod="${pod}"`;
  const churn = [noReady('16:43:58', 'kube-system/etcd-master0'), noReady('16:44:06', 'kube-system/kube-proxy-qzlw9'), noReady('16:45:54', 'kube-system/kube-proxy-qzlw9')].join('\n');
  assert.deepEqual(verdicts(churn, 'pod-sandbox-recreated'), ['L1 investigate', 'L2 actionable', 'L3 actionable']);
  // Synthetic companions in the same shape. The kubelet killed the pod (a deletion): its sandbox went with it.
  const kill = (time: string) => `May 26 ${time} master0 kubelet[485]: I0526 ${time}.100000     485 kuberuntime_container.go:808] "Killing container with a grace period" pod="kube-system/kube-proxy-qzlw9" podUID="0f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5" containerName="kube-proxy" containerID="containerd://4f6e5d4c3b2a19081726354433221100ffeeddccbbaa99887766554433221100" gracePeriod=30`;
  const del = (time: string) => `May 26 ${time} master0 kubelet[485]: I0526 ${time}.000000     485 kubelet.go:2437] "SyncLoop DELETE" source="api" pods=["kube-system/kube-proxy-qzlw9"]`;
  assert.deepEqual(verdicts([del('16:44:05'), kill('16:44:05'), noReady('16:44:06', 'kube-system/kube-proxy-qzlw9')].join('\n'), 'pod-sandbox-recreated'), ['L3 benign']);
  // Killed, then started again in a new sandbox, which died again: the kill explains nothing of the second death.
  const started = (time: string) => `May 26 ${time} master0 kubelet[485]: I0526 ${time}.200000     485 kubelet.go:2453] "SyncLoop (PLEG): event for pod" pod="kube-system/kube-proxy-qzlw9" event={"ID":"0f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5","Type":"ContainerStarted","Data":"5a6b7c8d9e0f11223344556677889900aabbccddeeff00112233445566778899"}`;
  assert.deepEqual(verdicts([noReady('16:44:06', 'kube-system/kube-proxy-qzlw9'), kill('16:44:07'), started('16:44:09'), noReady('16:45:54', 'kube-system/kube-proxy-qzlw9')].join('\n'), 'pod-sandbox-recreated'), ['L1 actionable', 'L4 actionable']);
  // A kubelet start explains a sandbox of the run before it, once: not the sandbox this run made afterwards.
  const start = 'May 26 16:43:30 master0 kubelet[485]: I0526 16:43:30.100000     485 server.go:413] "Kubelet version" kubeletVersion="v1.24.1"';
  assert.deepEqual(verdicts([start, noReady('16:44:06', 'kube-system/kube-proxy-qzlw9')].join('\n'), 'pod-sandbox-recreated'), ['L2 benign']);
  assert.deepEqual(verdicts([start, noReady('16:44:06', 'kube-system/kube-proxy-qzlw9'), started('16:44:09'), noReady('16:44:40', 'kube-system/kube-proxy-qzlw9')].join('\n'), 'pod-sandbox-recreated'), ['L2 benign', 'L4 investigate']);
  // The corpus's RKE log (1.19, line 989): a deploy Job's pod whose volumes were unmounted, its work done.
  const job = (rest: string) => `I0120 11:42:${rest}`;
  const jobLines = [
    job('31.571439    4787 operation_generator.go:788] UnmountVolume.TearDown succeeded for volume "kubernetes.io/configmap/33319fcc-6995-4593-aacd-f56bf3cdba80-config-volume" (OuterVolumeSpecName: "config-volume") pod "33319fcc-6995-4593-aacd-f56bf3cdba80" (UID: "33319fcc-6995-4593-aacd-f56bf3cdba80"). InnerVolumeSpecName "config-volume". PluginName "kubernetes.io/configmap", VolumeGidValue ""'),
    job('32.443363    4787 kuberuntime_manager.go:443] No ready sandbox for pod "rke-network-plugin-deploy-job-fjln2_kube-system(33319fcc-6995-4593-aacd-f56bf3cdba80)" can be found. Need to start a new one'),
  ];
  assert.deepEqual(verdicts(jobLines.join('\n'), 'pod-sandbox-recreated'), ['L2 benign']);
});

test('r61a 33: a 1.2 kubelet\'s kill of a container Docker had destroyed is kill-container-not-found, investigate: its own kill just before is no exit', () => {
  // kubernetes#21751 (a kubelet bug: the liveness kill came twice); the lines as posted.
  const log = [
    'I0224 23:46:40.613836    3415 manager.go:1307] Killing container "c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133 liveness e2e-tests-pods-qmz59/liveness-exec" with 30 second grace period',
    'I0224 23:46:40.614714    3415 manager.go:1341] Container "c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133 liveness e2e-tests-pods-qmz59/liveness-exec" termination failed after 860.331µs: API error (500): Cannot stop container c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133: [2] Container does not exist: container destroyed',
    'E0224 23:46:40.614757    3415 manager.go:1212] Failed to delete container: API error (500): Cannot stop container c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133: [2] Container does not exist: container destroyed',
    'E0224 23:46:40.914963    3415 kubelet.go:2190] Failed killing the pod "liveness-exec": failed to "KillContainer" for "liveness" with KillContainerError: "API error (500): Cannot stop container c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133: [2] Container does not exist: container destroyed\\n\\n"',
  ].join('\n');
  assert.deepEqual(verdicts(log, 'kill-container-not-found'), ['L3 investigate', 'L4 investigate']);
});

test("r56a 14: journalctl's header in another locale (`mer.`, `Mi`) gives the log's year", () => {
  // The first two lines of the excerpt in kubernetes/kubernetes#68885 (a French node's journal, 2018).
  const body = 'sept. 20 16:41:05 erebos kubelet[8665]: E0920 16:41:05.744437    8665 helpers.go:289] Failed to remove the conflicting container "3766a2d46a3d49391718d0f8ff919d1beec53f2179aa9101abf3177d5199773b": Error response from daemon: No such container: 3766a2d46a3d49391718d0f8ff919d1beec53f2179aa9101abf3177d5199773b';
  for (const weekday of ['mer.', 'Mi', 'Wed']) {
    const a = analyzeText(`-- Logs begin at ${weekday} 2018-09-19 08:42:51 CEST. --\n${body}`, TODAY);
    const time = a.index.parsed.records.at(1).time!;
    assert.equal(new Date(time / 1000).getUTCFullYear(), 2018, weekday);
  }
});

test('r61a 12: the first record of a paste wrapped inside its klog header is read from its parts, before the width is known', () => {
  // kubernetes/minikube#3649 (a `minikube logs` paste cut at 80 columns), its first two records as posted.
  const lines = [
    "* Oct 25 06:26:05 minikube kubelet[4555]: E1025 06:26:05.502419    4555 kubelet_",
    "node_status.go:442] Error updating node status, will retry: error getting node \"",
    "minikube\": Get \"https://control-plane.minikube.internal:8443/api/v1/nodes/miniku",
    "be?resourceVersion=0&timeout=10s\": dial tcp 192.168.99.103:8443: connect: connec",
    "tion refused",
    "* Oct 25 06:26:05 minikube kubelet[4555]: E1025 06:26:05.519703    4555 kubelet_",
    "node_status.go:442] Error updating node status, will retry: error getting node \"",
    "minikube\": Get \"https://control-plane.minikube.internal:8443/api/v1/nodes/miniku",
    "be?timeout=10s\": dial tcp 192.168.99.103:8443: connect: connection refused",
    "* Oct 25 06:26:05 minikube kubelet[4555]: E1025 06:26:05.530415    4555 kubelet_",
  ];
  const a = analyzeText(lines.join('\n'), TODAY);
  const first = a.index.parsed.records.at(a.index.parsed.recordOfLine[0]);
  assert.equal(first.severity, 'E');
  assert.equal(first.file, 'kubelet_node_status.go');
  assert.equal(a.index.parsed.recordOfLine[1], a.index.parsed.recordOfLine[0], 'line 2 is the first record\'s part');
  assert.deepEqual(a.findings.map((f) => f.line + 1), [1, 6]);
  assert.ok(a.findings.every((f) => a.index.parsed.records.at(f.record).time !== undefined));
});

test('r61a: real excerpts get their error\'s advice and entry (inotify at start-up, version skew, a missing CNI plugin, CRI-O\'s sample bridge, dockershim\'s empty CNI error, a per-object reflector)', () => {
  const found = (line: string) => analyzeText(line, TODAY).findings.map((f) => `${f.entry.id} ${f.verdict}`);
  const adviceOf = (line: string) => {
    const a = analyzeText(line, TODAY);
    const f = a.findings[0];
    return f ? adviceForLine(f.entry, a.index.parsed.records.at(f.record)).join(' ') : '';
  };
  // kubermatic/kubermatic#7490 (the poster's leading space left out).
  assert.match(adviceOf('kubelet[111106]: F0812 16:26:52.166979  111106 server.go:269] failed to run Kubelet: inotify_init: too many open files'), /max_user_instances/);
  assert.deepEqual(found('kubelet[111106]: E0812 16:26:52.166955  111106 server_linux.go:27] unable to create watcher for lockfile: inotify_init: too many open files').map((f) => f.split(' ').slice(0, 2).join(' ')), ['inotify-limit-reached actionable']);
  // siderolabs/talos#9984: the API server answered; the kubelet is newer than it.
  assert.match(adviceOf('10.0.0.120: {"ts":1734987714647.7485,"caller":"cache/reflector.go:561","msg":"k8s.io/client-go/informers/factory.go:160: failed to list *v1.Service: \\"spec.clusterIP\\" is not a known field selector: only \\"metadata.name\\", \\"metadata.namespace\\"","v":0}'), /newer than the API server/);
  // projectcalico/calico#4308: the loopback plugin's binary is missing.
  assert.match(adviceOf('E0113 07:21:34.177717    5472 remote_runtime.go:105] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed to setup network for sandbox "34bef718517f1dd0cc4126de3aeb97a1d6e0fba60240ba923b8966f6391dbb93": failed to find plugin "loopback" in path [/opt/cni/bin]'), /kubernetes-cni/);
  // kubernetes/minikube#8445: no network add-on, CRI-O's sample network picked up.
  assert.match(adviceOf('Jun 10 19:56:27 minikube kubelet[1100]: E0610 19:56:27.525670    1100 cni.go:358] Error adding kube-system_coredns-5644d7b6d9-bs8j2/13e2f33b7736e548be396bb2fdcb93d028a0c4c305ebd239b7a928413c647ad6 to network bridge/crio-bridge: failed to set bridge addr: could not add IP address to "cni0": permission denied'), /sample CNI configuration/);
  // projectcalico/cni-plugin#105: dockershim logged the plugin's error empty.
  assert.match(adviceOf('E0607 11:53:24.428472    2199 cni.go:167] Error adding network:'), /error is empty/);
  assert.match(adviceOf('E0607 11:53:24.428550    2199 manager.go:1993] Failed to setup network for pod "kube-dns-dx2er_kube-system(fc8e333f-2c12-11e6-be13-525400b95203)" using network plugins "cni": ; Skipping pod'), /error is empty/);
  assert.equal(adviceOf('E0714 15:23:23.974280   16573 cni.go:257] Error adding network: failed to find plugin "loopback" in path [/opt/loopback/bin /opt/cni/bin]').includes('error is empty'), false);
  // kubernetes-sigs/kubespray#6716: the Secret manager's reflector of one object.
  assert.deepEqual(found('Sep 18 18:39:24 testgpu1-1112050-iaas kubelet[24732]: E0918 18:39:24.908862   24732 reflector.go:125] object-"kube-system"/"default-token-7ctgg": Failed to list *v1.Secret: Get https://localhost:6443/api/v1/namespaces/kube-system/secrets?fieldSelector=metadata.name%3Ddefault-token-7ctgg&limit=500&resourceVersion=0: dial tcp 127.0.0.1:6443: connect: connection refused'), ['apiserver-list-watch-failed investigate']);
});

test("a finding keeps its line's advice from when it was graded (the report reads no let-go piece back for it)", () => {
  const a = analyzeText('kubelet[111106]: F0812 16:26:52.166979  111106 server.go:269] failed to run Kubelet: inotify_init: too many open files', TODAY);
  assert.match((a.findings[0].advice ?? []).join(' '), /max_user_instances/);
  // An entry without advice for particular errors keeps the one shared empty list.
  const b = analyzeText('E0508 00:36:34.250925     469 reconciler.go:438] Could not construct volume information: directory /var/lib/kubelet/pods/f97942cf-337e-11e7-b2b1-005056b7dc12/volumes/kubernetes.io~vsphere-volume/pvc-f969cb9e-337e-11e7-b2b1-005056b7dc12 is not mounted', TODAY);
  assert.deepEqual(b.findings[0].advice, []);
});

test("r55a 09b: in the JSON format too, a `Couldn't get configMap` line takes its pod from the mount failure right after it", () => {
  const text = readFileSync(join(__dirname, '..', 'fixtures', 'adversarial28', '09b-json-configmap-not-registered-other-volume-mounts.log'), 'utf8');
  const a = analyzeText(text, TODAY);
  const l4 = a.findings.find((f) => f.line === 3)!;
  assert.equal(l4.entry.id, 'configmap-secret-not-registered');
  assert.equal(l4.pod?.name, 'api-5d8c7b9f4-k2m9x');
  assert.match(l4.reason, /the mount failure right after it names \(line 5\)/);
});

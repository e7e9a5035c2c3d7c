// Review r34a (session 26): real kubelet lines from public issues on start-up failures, certificates, PLEG, CNI, CSI,
// resource managers, GC and static pods. Each line is quoted with its source (a kubelet start put before some of them,
// said so).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (text: string): string[] => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('a refusal of the kubelet\'s identity a moment after a line takes the start-up excuse from it too', () => {
  // kubernetes/kubeadm#2015 (the CA replaced; the start line made up, 0.4 s before)
  const lines = [
    'Feb 05 09:21:02 ubuntu kubelet[41998]: I0205 09:21:02.915212   41998 kubelet.go:1822] Starting kubelet main sync loop.',
    'Feb 05 09:21:03 ubuntu kubelet[41998]: E0205 09:21:03.316647   41998 kubelet.go:2267] node "ubuntu" not found',
    'Feb 05 09:21:03 ubuntu kubelet[41998]: E0205 09:21:03.417324   41998 kubelet.go:2267] node "ubuntu" not found',
    'Feb 05 09:21:03 ubuntu kubelet[41998]: E0205 09:21:03.499090   41998 reflector.go:123] k8s.io/kubernetes/pkg/kubelet/kubelet.go:450: Failed to list *v1.Service: Unauthorized',
    'Feb 05 09:21:03 ubuntu kubelet[41998]: E0205 09:21:03.517911   41998 kubelet.go:2267] node "ubuntu" not found',
  ];
  const got = grade(lines.join('\n'));
  assert.deepEqual(got.filter((g) => g.includes('node-not-found')), ['L2 node-not-found-bootstrap investigate', 'L3 node-not-found-bootstrap investigate', 'L5 node-not-found-bootstrap investigate']);
  const a = analyzeText(lines.join('\n'), TODAY);
  assert.match(a.findings[0].reason, /the API server refused the kubelet's identity 0\.18 s after this line \(line 4: Unauthorized\)/);
  // Without the refusal, or with it more than a few seconds later, the lines before it are start-up noise.
  assert.deepEqual(grade(lines.slice(0, 3).join('\n')), ['L2 node-not-found-bootstrap benign', 'L3 node-not-found-bootstrap benign']);
  const later = [...lines.slice(0, 3), lines[3].replace('09:21:03 ubuntu', '09:21:13 ubuntu').replace('09:21:03.499090', '09:21:13.499090')];
  assert.deepEqual(grade(later.join('\n')).filter((g) => g.includes('node-not-found')), ['L2 node-not-found-bootstrap benign', 'L3 node-not-found-bootstrap benign']);
  assertPiecesGiveWholeReport('refused-soon-after.log', lines.join('\n'), [120, 300, 4096]);
});

test('a server certificate the kubelet\'s CA did not sign fails its registration for good, in every kubelet\'s words', () => {
  // kubernetes/kubernetes#10297 (a kubelet before 1.3 named the node bare: the line had no finding)
  const legacy = [
    'I0624 17:38:49.927555    5012 kubelet.go:1616] Starting kubelet main sync loop.',
    'I0624 17:38:50.031165    5012 kubelet.go:766] Unable to register 10.0.0.4 with the apiserver: Post https://10.0.0.2:6443/api/v1/nodes: x509: certificate signed by unknown authority',
  ];
  assert.deepEqual(grade(legacy.join('\n')), ['L2 node-register-forbidden actionable']);
  // kubernetes/kubernetes#48282 (the start line made up, 2.5 s before): it was "investigate"
  const lines = [
    'I0629 05:29:41.102345    2413 server.go:884] Started kubelet v1.7.0',
    'E0629 05:29:43.583645    2413 kubelet_node_status.go:106] Unable to register node "bootstrap-e2e-minion-group-bxn4" with API server: Post https://35.192.63.12/api/v1/nodes: x509: certificate signed by unknown authority',
  ];
  assert.deepEqual(grade(lines.join('\n')), ['L2 node-register-forbidden actionable']);
  assert.match(analyzeText(lines.join('\n'), TODAY).findings[0].reason, /does not trust the API server's certificate/);
  // An expired certificate may be a clock not set yet at boot: no escalation by itself.
  assert.deepEqual(grade(lines.join('\n').replace('certificate signed by unknown authority', 'certificate has expired or is not yet valid')), ['L2 node-register-forbidden investigate']);
});

test('1.11-1.19\'s printf "failed to load Kubelet config file" is the kubelet exiting at start-up', () => {
  // kubernetes/kubernetes#82293 (it had been only kubelet-fatal, "left for you to judge")
  const line = 'Sep 03 15:22:26 lxappstrlprd002 kubelet[4347]: F0903 15:22:26.035578    4347 server.go:198] failed to load Kubelet config file /var/lib/kubelet/config.yaml, error failed to read kubelet config file "/var/lib/kubelet/config.yaml", error: open /var/lib/kubelet/config.yaml: no such file or directory';
  assert.deepEqual(grade(line), ['L1 kubelet-exited-at-start actionable']);
  assert.deepEqual(grade(line.replace(' F0903 ', ' E0903 ')), ['L1 kubelet-exited-at-start actionable']);
});

test('an unmount that fails for a CSI driver not registered yet is that, not a lost volume data file', () => {
  // kubernetes/kubernetes#72500 (pasted without the klog header): it read as unmount-newunmounter-failed, whose advice
  // removes the pod's volume directory
  const line = 'reconciler.go:442] volumeHandler.UnmountVolumeHandler for UnmountVolume failed for volume "" (UniqueName: "pvc-cd03c7e0-0255-11e9-8683-42010a800002") pod "d302836e-0255-11e9-8683-42010a800002" (UID: "d302836e-0255-11e9-8683-42010a800002") : UnmountVolume.NewUnmounter failed for volume "" (UniqueName: "pvc-cd03c7e0-0255-11e9-8683-42010a800002") pod "d302836e-0255-11e9-8683-42010a800002" (UID: "d302836e-0255-11e9-8683-42010a800002") : driver name pd.csi.storage.gke.io not found in the list of registered CSI drivers';
  assert.deepEqual(grade(line), ['L1 unmount-csi-driver-not-registered investigate']);
  // With the klog header and a kubelet start a few seconds before it: the drivers have not registered again yet.
  const started = ['I1218 10:00:00.000000    1234 server.go:416] Version: v1.13.1', `E1218 10:00:05.000000    1234 ${line}`];
  assert.deepEqual(grade(started.join('\n')), ['L2 unmount-csi-driver-not-registered benign']);
  // The data file's own failure keeps its entry.
  assert.deepEqual(grade(line.replace('driver name pd.csi.storage.gke.io not found in the list of registered CSI drivers', 'kubernetes.io/csi: unmounter failed to load volume data file [/var/lib/kubelet/pods/x/volumes/kubernetes.io~csi/pvc-1/mount]: open /var/lib/kubelet/pods/x/volumes/kubernetes.io~csi/pvc-1/vol_data.json: no such file or directory')), ['L1 unmount-newunmounter-failed actionable']);
});

test('r34a 15: a pod named only in its sandbox\'s CNI set-up error is tracked, failing to start', async () => {
  // kubernetes-sigs/sig-windows-tools#76
  const { podTimeline } = await import('../../server/src/model/timeline');
  const a = analyzeText("E0503 13:39:46.017826    5324 remote_runtime.go:105] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed to set up sandbox container \"104217efc003256dc516b644fa2b29c3a6f541306a7240e903a2b664899be016\" network for pod \"kube-proxy-windows-pz26m\": networkPlugin cni failed to set up pod \"kube-proxy-windows-pz26m_kube-system\" network: open /run/flannel/subnet.env: The system cannot find the path specified.", TODAY);
  assert.equal(a.index.pods.length, 1);
  const pod = a.index.pods[0];
  assert.equal(`${pod.namespace}/${pod.name}`, 'kube-system/kube-proxy-windows-pz26m');
  assert.equal(podTimeline(a.index, pod).state, 'failing-to-start');
  assert.equal(a.findings[0]?.pod, pod);
});

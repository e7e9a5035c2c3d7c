// Review r26a (session 24): real kubelet lines from public issues that the catalogue read wrongly or not at all. One
// line each, with its source; the verdict each must get.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (line: string): string[] => {
  const a = analyzeText(line, TODAY);
  return a.findings.map((f) => `${f.entry.id} ${f.verdict}`);
};

test('runc refusing a cgroupfs path under systemd cgroups is the cgroup driver mismatch, not a CNI or sandbox problem', () => {
  // kubernetes-sigs/kubespray#8122
  const line = 'Oct 24 11:07:02 node1 kubelet[397647]: E1024 11:07:02.248428  397647 remote_runtime.go:116] "RunPodSandbox from runtime service failed" err="rpc error: code = Unknown desc = failed to create containerd task: OCI runtime create failed: expected cgroupsPath to be of format \\"slice:prefix:name\\" for systemd cgroups, got \\"/kubepods/burstable/poda668c4166c6878f474f019afbf7729d6/64727a3e9a194101ac2491a955f0bba330e466ddd7df5bbcd3b2bb67226c3770\\" instead: unknown"';
  assert.deepEqual(grade(line), ['cgroup-driver-mismatch actionable']);
});

test('≤1.20\'s CPU manager state mismatch, its error and its exit, is the state-file entry', () => {
  // bottlerocket-os/bottlerocket#1465
  const lines = [
    'Apr 07 19:44:44 ip-192-168-85-94 kubelet[3496]: E0407 19:44:44.417137    3496 container_manager_linux.go:329] failed to initialize cpu manager: could not initialize checkpoint manager: could not restore state from checkpoint: configured policy "static" differs from state checkpoint policy "none"',
    'Apr 07 19:44:44 ip-192-168-85-94 kubelet[3496]: F0407 19:44:44.417153    3496 server.go:273] failed to run Kubelet: could not initialize checkpoint manager: could not restore state from checkpoint: configured policy "static" differs from state checkpoint policy "none"',
  ];
  assert.deepEqual(grade(lines.join('\n')), ['resource-manager-state-mismatch actionable', 'resource-manager-state-mismatch actionable']);
});

test('a plugin registration failing: harmless from a pre-1.17 kubelet probing the old plugins/ directory, to investigate in plugins_registry/', () => {
  // embercsi/ember-csi#153
  const legacy = 'Jan 19 13:19:21 kube23 kubelet: E0119 13:19:21.850493    2107 goroutinemap.go:150] Operation for "/var/lib/kubelet/plugins/ember-csi.io/csi.sock" failed. No retries permitted until 2020-01-19 13:21:23.850457201 -0500 EST m=+1109229.205664694 (durationBeforeRetry 2m2s). Error: "RegisterPlugin error -- failed to get plugin info using RPC GetInfo at socket /var/lib/kubelet/plugins/ember-csi.io/csi.sock, err: rpc error: code = Unimplemented desc = Method not found!"';
  assert.deepEqual(grade(legacy), ['plugin-legacy-dir-probe benign']);
  // kubernetes-sigs/vsphere-csi-driver#220
  const registry = legacy.replace(/\/plugins\/ember-csi\.io/g, '/plugins_registry/csi.vsphere.vmware.com').replace('Method not found!', 'unknown service pluginregistration.Registration');
  assert.deepEqual(grade(registry), ['plugin-registration-failed investigate']);
  // A refused connection in the old directory is no probe of a CSI endpoint that answered.
  assert.deepEqual(grade(legacy.replace('code = Unimplemented desc = Method not found!', 'code = Unavailable desc = connection refused')), ['plugin-registration-failed investigate']);
});

test('a volume waiting for its attach (VolumesInUse, node status) is benign when the same volume\'s attach succeeds, investigate when it does not', () => {
  // A public write-up on AWS EKS (kubelet 1.18; code index id 48472809562), node name shortened.
  const lines = [
    "Apr 09 15:55:32 ip-10-0-0-1 kubelet[3801]: I0409 15:55:32.336844    3801 reconciler.go:224] operationExecutor.VerifyControllerAttachedVolume started for volume \"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\" (UniqueName: \"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\") pod \"web-1\" (UID: \"6681c826-f599-4549-b2e1-707c69c26837\")",
    "Apr 09 15:55:32 ip-10-0-0-1 kubelet[3801]: E0409 15:55:32.337007    3801 nestedpendingoperations.go:301] Operation for \"{volumeName:kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89 podName: nodeName:}\" failed. No retries permitted until 2021-04-09 15:55:32.836974851 +0000 UTC m=+263922.787528156 (durationBeforeRetry 500ms). Error: \"Volume has not been added to the list of VolumesInUse in the node's volume status for volume \\\"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\\\" (UniqueName: \\\"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\\\") pod \\\"web-1\\\" (UID: \\\"6681c826-f599-4549-b2e1-707c69c26837\\\") \"",
    "Apr 09 15:55:33 ip-10-0-0-1 kubelet[3801]: E0409 15:55:33.850478    3801 nestedpendingoperations.go:301] Operation for \"{volumeName:kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89 podName: nodeName:}\" failed. No retries permitted until 2021-04-09 15:55:35.850450415 +0000 UTC m=+263925.801003754 (durationBeforeRetry 2s). Error: \"Volume not attached according to node status for volume \\\"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\\\" (UniqueName: \\\"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\\\") pod \\\"web-1\\\" (UID: \\\"6681c826-f599-4549-b2e1-707c69c26837\\\") \"",
    "Apr 09 15:55:35 ip-10-0-0-1 kubelet[3801]: I0409 15:55:35.955735    3801 operation_generator.go:1332] Controller attach succeeded for volume \"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\" (UniqueName: \"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\") pod \"web-1\" (UID: \"6681c826-f599-4549-b2e1-707c69c26837\") device path: \"/dev/xvdbw\"",
  ];
  assert.deepEqual(grade(lines.join('\n')), ['volume-attach-pending benign', 'volume-attach-pending benign']);
  assert.deepEqual(grade(lines.slice(0, 3).join('\n')), ['volume-attach-pending investigate', 'volume-attach-pending investigate']);
  // Another volume's attach says nothing of this one.
  assert.deepEqual(grade([...lines.slice(0, 3), lines[3].replace(/pvc-1b5dd043/g, 'pvc-99999999')].join('\n')), ['volume-attach-pending investigate', 'volume-attach-pending investigate']);
});

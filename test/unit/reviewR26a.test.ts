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

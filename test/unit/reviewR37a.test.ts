// Review r37a (session 26): real kubelet lines from public issues on newer kubelet features that had no finding
// (graceful node shutdown, container log rotation, evented PLEG) and a pod known only by its startup latency line.
// Each line is quoted with its source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (text: string): string[] => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('graceful node shutdown that could not be set up is actionable', () => {
  // kubernetes/kubernetes#102818
  assert.deepEqual(grade("Jun 2 19:41:48 test-c2rtl5620bsn3hi5voeg-kublettest1-default-0000042f kubelet.service[7402]: E0602 19:41:48.214662 7402 kubelet.go:1404] \"Failed to start node shutdown manager\" err=\"node shutdown manager was unable to update logind InhibitDelayMaxSec to 1m0s (ShutdownGracePeriod), current value of InhibitDelayMaxSec (30s) is less than requested ShutdownGracePeriod\" "), ['L1 node-shutdown-manager-failed actionable']);
});

test('a container log the runtime would not reopen: investigate, benign when the container had just ended', () => {
  // Mirantis/cri-dockerd#150 (it had no finding)
  const rotate = "E1208 21:16:11.060897   10983 container_log_manager.go:266] \"Failed to rotate log for container\" err=\"failed to rotate log \\\"/var/log/pods/cattle-monitoring-system_pushprox-kube-scheduler-proxy-6cb664c86b-smtz2_d98c3e29-8508-4a70-aa03-1eba3187dc77/pushprox-proxy/0.log\\\": failed to reopen container log \\\"d85741fb71b5030d07512c9aad0db585807ea4d26fe25b17c25815d4196f1c58\\\": rpc error: code = Unknown desc = docker does not support reopening container log files\" path=\"/var/log/pods/cattle-monitoring-system_pushprox-kube-scheduler-proxy-6cb664c86b-smtz2_d98c3e29-8508-4a70-aa03-1eba3187dc77/pushprox-proxy/0.log\" containerID=\"d85741fb71b5030d07512c9aad0db585807ea4d26fe25b17c25815d4196f1c58\"";
  assert.deepEqual(grade(rotate), ['L1 container-log-rotation-failed investigate']);
});

test('evented PLEG losing the runtime\'s stream is investigate, start-up right after a start', () => {
  // kubernetes/kubernetes#129827 (the start line made up, 5 s before)
  const line = "Jan 26 13:04:10 kind-control-plane kubelet[698]: E0126 13:04:10.152970     698 log.go:32] \"GetContainerEvents failed to get streaming client\" err=\"rpc error: code = Unavailable desc = connection error: desc = \\\"transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: no such file or directory\\\"\"";
  assert.deepEqual(grade(line), ['L1 evented-pleg-stream-failed investigate']);
  const start = 'Jan 26 13:04:05 kind-control-plane kubelet[698]: I0126 13:04:05.000000     698 server.go:487] "Kubelet version" kubeletVersion="v1.32.0"';
  assert.deepEqual(grade([start, line].join('\n')), ['L2 evented-pleg-stream-failed benign']);
});

test('a pod whose only line is its startup latency is running (the tracker writes it once its containers run)', () => {
  // kubernetes/kubernetes#130432 (its negative podStartSLOduration is a known, harmless bug)
  const a = analyzeText("Feb 25 21:39:08 aks-userpool0-20459031-vmss000001 kubelet[3201]: I0225 21:39:08.414713    3201 pod_startup_latency_tracker.go:104] \"Observed pod startup duration\" pod=\"default/resource-consume-5fb68775dc-6h58c\" podStartSLOduration=-9223372021.440079 podStartE2EDuration=\"15.414697194s\" podCreationTimestamp=\"2025-02-25 21:38:53 +0000 UTC\" firstStartedPulling=\"2025-02-25 21:38:53.768832034 +0000 UTC m=+565.381681827\" lastFinishedPulling=\"0001-01-01 00:00:00 +0000 UTC\" observedRunningTime=\"2025-02-25 21:39:08.414602395 +0000 UTC m=+580.027452188\" watchObservedRunningTime=\"2025-02-25 21:39:08.414697194 +0000 UTC m=+580.027546987\"", TODAY);
  assert.deepEqual(a.findings, []);
  assert.equal(a.index.pods.length, 1);
  assert.equal(podTimeline(a.index, a.index.pods[0]).state, 'running');
});

test('systemd\'s failure line after the kubelet gave up cites the kubelet\'s own error as its cause (r37a 09)', () => {
  // kubevirt/kubevirt#478: the kubelet's cobra error, then systemd's line a moment later
  const said = 'Oct 01 11:15:21 master kubelet[16173]: error: failed to run Kubelet: Running with swap on is not supported, please disable swap! or set --fail-swap-on fla';
  const exited = 'Oct 01 11:15:21 master systemd[1]: kubelet.service: main process exited, code=exited, status=1/FAILURE';
  // Azure/AKSFlexNode#67 in r37a's excerpt: a klog E line, then systemd's
  const klogSaid = 'Feb 05 10:58:14 bmoore-v-1 kubelet[12704]: E0205 10:58:14.917245 12704 run.go:72] "command failed" err="failed to run Kubelet: running with swap on is not supported, please disable swap >';
  const klogExited = 'Feb 05 10:58:14 bmoore-v-1 systemd[1]: kubelet.service: Main process exited, code=exited, status=1/FAILURE';
  const a = analyzeText([klogSaid, klogExited].join('\n'), TODAY);
  const systemd = a.findings.find((f) => f.entry.id === 'kubelet-service-failed');
  assert.ok(systemd, `findings: ${a.findings.map((f) => f.entry.id)}`);
  assert.equal(systemd.verdict, 'actionable');
  assert.deepEqual(systemd.evidence.map((e) => e.line), [0]);
  assert.match(systemd.reason, /said why just before: line 1\./);
  // A systemd failure with nothing of the kubelet's before it cites nothing.
  const alone = analyzeText(klogExited, TODAY).findings.find((f) => f.entry.id === 'kubelet-service-failed');
  assert.ok(alone);
  assert.deepEqual(alone.evidence, []);
  // An error of another program (the runtime's) is no kubelet's reason.
  const runtime = 'Feb 05 10:58:14 bmoore-v-1 containerd[900]: time="2024-02-05T10:58:14.1Z" level=error msg="failed to load cni"';
  const other = analyzeText([runtime, klogExited].join('\n'), TODAY).findings.find((f) => f.entry.id === 'kubelet-service-failed');
  assert.deepEqual(other?.evidence, []);
  // cobra's own error line has no klog header: it is the reason all the same.
  const cobra = analyzeText([said, exited].join('\n'), TODAY).findings.find((f) => f.entry.id === 'kubelet-service-failed');
  assert.deepEqual(cobra?.evidence.map((e) => e.line), [0]);
});

// The start-up excuse ends where the log shows start-up was over: the kubelet's own `Node not becoming ready in time
// after startup` (its 120 s grace), or a registration earlier in the same process than the start-up line the start is
// known by (1.2x write `Watching apiserver` after the node synced). Lines in the words of a 1.30 kubelet's syslog
// export (review r26a, from cilium/cilium#42048's post; node name, PID and times made up).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
const graded = (a: Analysis): string[] =>
  a.findings.map((f) => `L${a.index.parsed.records.at(f.record).line + 1} ${f.entry.id} ${f.verdict}`);

const k = (time: string, rest: string) => ` kubelet: ${rest.replace('TIME', time)}`;
const STARTING = [
  k('17:56:35.379164', 'I1006 TIME   40709 plugin_manager.go:118] "Starting Kubelet Plugin Manager"'),
  k('17:56:35.481306', 'I1006 TIME   40709 kubelet_node_status.go:75] "Attempting to register node" node="node-07"'),
  k('17:56:35.506090', 'I1006 TIME   40709 kubelet_node_status.go:78] "Successfully registered node" node="node-07"'),
  k('17:56:36.349790', 'I1006 TIME   40709 apiserver.go:52] "Watching apiserver"'),
];
const LEASE = (time: string) => k(time, 'E1006 TIME   40709 controller.go:195] "Failed to update lease" err="Put \\"https://10.0.0.14:6443/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/node-07?timeout=10s\\": context deadline exceeded"');
const CNI = (time: string) => k(time, 'E1006 TIME   40709 kubelet.go:3117] "Container runtime network not ready" networkReady="NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: cni plugin not initialized"');
const GRACE = k('17:58:35.382667', 'E1006 TIME   40709 kubelet_node_status.go:460] "Node not becoming ready in time after startup"');

test('a lease failure after the node registered in the same process is no start-up, though the start is known only by a later start-up line', () => {
  assert.deepEqual(graded(analyse([...STARTING, LEASE('17:58:27.601874')])), ['L5 node-lease-failed investigate']);
  // Without the registration the start-up still explains it.
  assert.deepEqual(graded(analyse([STARTING[0], STARTING[1], STARTING[3], LEASE('17:56:50.601874')])), ['L4 node-lease-failed benign']);
  // Another process's registration (a PID before a restart) is not this run's.
  const other = [STARTING[0].replace(/40709/g, '39999'), STARTING[1].replace(/40709/g, '39999'), STARTING[2].replace(/40709/g, '39999'), STARTING[3], LEASE('17:56:50.601874')];
  assert.deepEqual(graded(analyse(other)), ['L5 node-lease-failed benign']);
});

test('the kubelet saying its node did not become Ready in time is actionable, and ends the start-up excuse of its later lines', () => {
  const lines = [STARTING[0], STARTING[1], STARTING[3], CNI('17:57:40.405019'), GRACE, CNI('17:58:40.406470')];
  const a = analyse(lines);
  assert.deepEqual(graded(a), ['L4 cni-not-initialized benign', 'L5 node-not-ready-after-startup actionable', 'L6 cni-not-initialized investigate']);
  assert.match(a.findings[2].reason, /line 5\) that its node had not become Ready in time/);
  assertPiecesGiveWholeReport('grace-expired.log', lines.join('\n'), [200, 400, 4096]);
});

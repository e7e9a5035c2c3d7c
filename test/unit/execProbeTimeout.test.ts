// An exec probe whose command outran its timeout: the runtime answered DeadlineExceeded. Benign only while its pod
// shuts down; once, investigate; coming back on the node for ten minutes, actionable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';

const UID = '3b1d2c4e-1111-2222-3333-444455556666';
const CID = 'ac5e4fff7402033c291ba30ab91bff331c12bdea79c8dadedf73e5cf14af71a7';
const TODAY = new Date(Date.UTC(2024, 5, 1));

/** A klog line `s` seconds after 15:00:00. */
function klog(sev: string, s: number, caller: string, body: string): string {
  const t = new Date(Date.UTC(2024, 2, 23, 15, 0, 0) + s * 1000);
  const hms = [t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()].map((v) => String(v).padStart(2, '0')).join(':');
  return `${sev}0323 ${hms}.000000    6922 ${caller}] ${body}`;
}
const add = (s: number) => klog('I', s, 'kubelet.go:2407', `"SyncLoop ADD" source="api" pods=["default/db-0"]`);
const started = (s: number) =>
  klog('I', s, 'kubelet.go:2441', `"SyncLoop (PLEG): event for pod" pod="default/db-0" event={"ID":"${UID}","Type":"ContainerStarted","Data":"${CID}"}`);
const del = (s: number) => klog('I', s, 'kubelet.go:2423', `"SyncLoop DELETE" source="api" pods=["default/db-0"]`);
// The words containerd and the kubelet write (an EKS node's line, kept in a public test fixture).
const timeout = (s: number) =>
  klog('E', s, 'remote_runtime.go:734', `"ExecSync cmd from runtime service failed" err="rpc error: code = DeadlineExceeded desc = failed to exec in container: timeout 5s exceeded: context deadline exceeded" containerID="${CID}" cmd=[/bitnami/scripts/readiness-probe.sh]`);
const unavailable = (s: number) =>
  klog('E', s, 'remote_runtime.go:734', `"ExecSync cmd from runtime service failed" err="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing dial unix /run/containerd/containerd.sock: connect: connection refused\\"" containerID="${CID}" cmd=[/bitnami/scripts/readiness-probe.sh]`);

const found = (a: Analysis, id = 'exec-probe-timeout') => a.findings.filter((f) => f.entry.id === id).map((f) => ({ line: f.line + 1, verdict: f.verdict }));

test('an exec probe timeout is its own entry, tied to the pod through its container, and investigate on its own', () => {
  const a = analyzeText([add(0), started(2), timeout(60)].join('\n'), { today: TODAY });
  assert.deepEqual(found(a), [{ line: 3, verdict: 'investigate' }]);
  const f = a.findings.find((x) => x.entry.id === 'exec-probe-timeout')!;
  assert.equal(f.pod?.name, 'db-0');
});

test('a timeout while the pod is being deleted is benign and cites the deletion', () => {
  const a = analyzeText([add(0), started(2), del(100), timeout(110)].join('\n'), { today: TODAY });
  assert.deepEqual(found(a), [{ line: 4, verdict: 'benign' }]);
  const f = a.findings.find((x) => x.entry.id === 'exec-probe-timeout')!;
  assert.ok(f.evidence.some((e) => e.line === 2), JSON.stringify(f.evidence));
});

test('timeouts that keep coming back for ten minutes are actionable; the runtime down is not this entry', () => {
  const lines = [add(0), started(2)];
  for (let s = 30; s <= 30 + 660; s += 30) lines.push(timeout(s));
  lines.push(unavailable(700));
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  const verdicts = found(a).map((f) => f.verdict);
  assert.equal(verdicts.length, 23);
  assert.equal(verdicts[verdicts.length - 1], 'actionable');
  assert.ok(verdicts.includes('actionable'));
  assert.deepEqual(found(a, 'exec-runtime-unreachable').map((f) => f.line), [lines.length]);
});

test('the printf era: a probe that errored with DeadlineExceeded is a timeout, one on a gone container is not', () => {
  const a = analyzeText(
    [
      `W0323 15:00:10.000000    6922 prober.go:108] Readiness probe for "db-0_default(${UID}):db" errored: rpc error: code = DeadlineExceeded desc = failed to exec in container: timeout 1s exceeded: context deadline exceeded`,
      `W0323 15:00:20.000000    6922 prober.go:108] Readiness probe for "db-0_default(${UID}):db" errored: rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task ${CID} not found: not found`,
    ].join('\n'),
    { today: TODAY },
  );
  assert.deepEqual(found(a).map((f) => f.line), [1]);
  assert.deepEqual(a.findings.filter((f) => f.entry.id === 'probe-exec-on-dead-container').map((f) => f.line + 1), [2]);
});

test('the finding names the command and the timeout the runtime gave, or the probe and container', () => {
  const a = analyzeText(
    [
      add(0),
      started(2),
      timeout(60),
      `W0323 15:02:10.000000    6922 prober.go:108] Liveness probe for "db-0_default(${UID}):db" errored: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
    ].join('\n'),
    { today: TODAY },
  );
  const reasons = a.findings.filter((f) => f.entry.id === 'exec-probe-timeout').map((f) => f.reason.split(';')[0]);
  assert.deepEqual(reasons, ['command [/bitnami/scripts/readiness-probe.sh], timeout 5s', 'Liveness probe of container db']);
});

// source: https://github.com/kubernetes/kubernetes/issues/122256 (the runtime's words; the command missing in the image)
const execFailed = (s: number) =>
  klog('E', s, 'remote_runtime.go:479', `"ExecSync cmd from runtime service failed" err="rpc error: code = Unknown desc = failed to exec in container: failed to start exec \\"9544e28db28ff21d4dd3b2b4810929da2ed685296bc1d96a1d26a295119258ce\\": OCI runtime exec failed: exec failed: unable to start container process: exec: \\"/bin/check\\": stat /bin/check: no such file or directory: unknown" containerID="${CID}" cmd=["/bin/check"]`);

test('an exec the runtime could not start is exec-probe-errored: investigate, benign while the pod is deleted, actionable when it lasts', () => {
  const once = analyzeText([add(0), started(2), execFailed(60)].join('\n'), { today: TODAY });
  assert.deepEqual(found(once, 'exec-probe-errored'), [{ line: 3, verdict: 'investigate' }]);
  const deleted = analyzeText([add(0), started(2), del(100), execFailed(105)].join('\n'), { today: TODAY });
  assert.deepEqual(found(deleted, 'exec-probe-errored'), [{ line: 4, verdict: 'benign' }]);
  const lines = [add(0), started(2)];
  for (let s = 30; s <= 30 + 660; s += 10) lines.push(execFailed(s));
  const verdicts = found(analyzeText(lines.join('\n'), { today: TODAY }), 'exec-probe-errored').map((f) => f.verdict);
  assert.equal(verdicts[verdicts.length - 1], 'actionable');
  assert.equal(verdicts[0], 'actionable', 'the series\' first lines too');
});

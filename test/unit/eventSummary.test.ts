// The Pods tree's short label for an event (review r32a 11): a finding's rule and detail, a volume operation's step
// and volume; other lines keep their message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { eventSummary } from '../../server/src/features/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const UID = 'df9a7245-50ef-49e6-9f05-7da28093e3c0';
// corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log (the back-off; the volume line in the same words)
const BACK_OFF = `Apr 20 01:21:20 kind-worker3 kubelet[298]: E0420 01:21:20.329755     298 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"busybox\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=busybox pod=web-7qcsz_default(${UID})\\"" pod="default/web-7qcsz" podUID=${UID}`;
const UNMOUNT = `Apr 20 01:21:38 kind-worker3 kubelet[298]: I0420 01:21:38.411221     298 reconciler.go:211] "operationExecutor.UnmountVolume started for volume \\"kube-api-access-2d7bz\\" (UniqueName: \\"kubernetes.io/projected/${UID}-kube-api-access-2d7bz\\") pod \\"${UID}\\" (UID: \\"${UID}\\") "`;

test('a finding\'s row names its rule and detail; a volume row its step and volume; others none', () => {
  const a = analyzeText([BACK_OFF, UNMOUNT, 'Apr 20 01:21:40 kind-worker3 kubelet[298]: I0420 01:21:40.000000     298 kubelet.go:2202] "SyncLoop (housekeeping)"'].join('\n'), TODAY);
  const recs = a.index.parsed.records;
  assert.equal(eventSummary(recs.at(0), a.findingByRecord.get(0)), 'CrashLoopBackOff: container busybox, back-off 10s');
  assert.equal(eventSummary(recs.at(1), a.findingByRecord.get(1)), 'UnmountVolume started: volume "kube-api-access-2d7bz"');
  assert.equal(eventSummary(recs.at(2), a.findingByRecord.get(2)), undefined);
});

test('a container\'s end says what its exit code means (r37a 11: exit 128 is the runtime failing to start it)', () => {
  // kubernetes/kubernetes#131043 (exit 128 in a resize e2e); the others in the same words with other codes
  const finished = (code: number) =>
    `Mar 27 09:41:22 kind-worker kubelet[701]: I0327 09:41:22.734502     701 generic.go:358] "Generic (PLEG): container finished" podID="a1d2c0f4-5b2e-4f0a-9d93-1f0ad1c3e2f1" containerID="4b7c0a3e9d1f" exitCode=${code}`;
  const a = analyzeText([128, 137, 0, 1, 140].map(finished).join('\n'), TODAY);
  const label = (k: number) => eventSummary(a.index.parsed.records.at(k), a.findingByRecord.get(k));
  assert.match(label(0)!, /^container finished: exit 128, the runtime could not start its process/);
  assert.match(label(1)!, /exit 137, killed \(SIGKILL/);
  assert.equal(label(2), 'container finished: exit 0, completed');
  assert.match(label(3)!, /exit 1, failed/);
  assert.equal(label(4), 'container finished: exit 140, killed by signal 12');
});

test('the hover of a container\'s end says what its exit code means', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const line = 'Mar 27 09:41:22 kind-worker kubelet[701]: I0327 09:41:22.734502     701 generic.go:358] "Generic (PLEG): container finished" podID="a1d2c0f4-5b2e-4f0a-9d93-1f0ad1c3e2f1" containerID="4b7c0a3e9d1f" exitCode=137';
  const a = analyzeText(line, TODAY);
  const h = hover({ uri: 'file:///x.log', version: 1, source: { lineCount: 1, lineAt: () => line }, analysis: a }, 0, 80);
  assert.match(h?.markdown ?? '', /\*\*Exit code 137:\*\* killed \(SIGKILL/);
});

test('a PLEG event\'s row says its type and container, in the structured and printf forms (r64a U12)', () => {
  // corpus: the C6 kind log's structured line; the RKE 1.19 log's printf line (line 1054)
  const structured = `Apr 20 01:21:20 kind-worker3 kubelet[298]: I0420 01:21:20.329755     298 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="default/web-7qcsz" event=&{ID:${UID} Type:ContainerDied Data:4b7c0a3e9d1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3}`;
  const printf = 'I0120 11:42:38.485791    4787 kubelet.go:1865] SyncLoop (PLEG): "rke-metrics-addon-deploy-job-c6hrg_kube-system(8fe051ec-6fa2-4492-81e2-f2bad28bc921)", event: &pleg.PodLifecycleEvent{ID:"8fe051ec-6fa2-4492-81e2-f2bad28bc921", Type:"ContainerStarted", Data:"317b942befeb1b3d066269a5a4a8d9383bdb47add00297e6f41bfd0a0ad5e3f5"}';
  for (const [line, want] of [[structured, 'PLEG: ContainerDied 4b7c0a3e9d1f'], [printf, 'PLEG: ContainerStarted 317b942befeb']]) {
    const a = analyzeText(line, TODAY);
    assert.equal(eventSummary(a.index.parsed.records.at(0), a.findingByRecord.get(0)), want);
  }
});

// Mended in session 33. Each test names the review item (r64a, r67a, r68a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { buildReport, renderText } from '../../server/src/report';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const timelineOf = (text: string, name: string) => {
  const a = analyzeText(text, TODAY);
  const pod = a.index.pods.find((p) => p.name === name);
  assert.ok(pod, name);
  return podTimeline(a.index, pod);
};

// A pod listed again by a restarted kubelet, in the wording of the kind 1.24.7 corpus log (C7, kindnet-f9v6g, L849–868);
// synthetic pod, UID and times.
const UID = '0000a7c1-3b2d-4e5f-8a9b-00000000a7c1';
const J = (time: string, text: string) => `Aug 22 ${time} kind-worker kubelet[584647]: I0822 ${time}.351000  584647 ${text}`;
const relisted = (phaseLine: string) => [
  J('00:23:09', 'server.go:1175] "Started kubelet"'),
  J('00:23:10', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[kube-system/kindnet-x1]`),
  J('00:23:10', `pod_workers.go:571] "Pod is being synced for the first time" pod="kube-system/kindnet-x1" podUID=${UID}`),
  phaseLine,
  J('00:23:10', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:23:10', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
  J('00:24:20', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:24:20', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
  J('00:25:22', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:25:22', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
].join('\n');

test('r64a W4: after a relist, a pod the kubelet computes Running has its periodic volume checks read as syncing, not a 2-minute mount', () => {
  const running = timelineOf(relisted(J('00:23:10', 'kubelet_pods.go:1444] "Got phase for pod" pod="kube-system/kindnet-x1" oldPhase=Running phase=Running')), 'kindnet-x1');
  const mounts = running.phases.filter((s) => s.phase === 'volumes-mounted');
  assert.deepEqual(mounts, [], 'no volumes-mounted phase');
  assert.equal(running.phases.filter((s) => s.phase === 'running').reduce((n, s) => n + s.records.length, 0), 7);
  // A sync that finds nothing to make or start (the pod's containers run) says the same.
  const steady = timelineOf(
    relisted(J('00:23:10', 'kuberuntime_manager.go:714] "computePodActions got for pod" podActions={KillPod:false CreateSandbox:false SandboxID:aa Attempt:0 NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[] EphemeralContainersToStart:[]} pod="kube-system/kindnet-x1"')),
    'kindnet-x1',
  );
  assert.equal(steady.phases.filter((s) => s.phase === 'volumes-mounted').length, 0);
  // Pending is no sign of running: the checks stay the pod's mounts.
  const pending = timelineOf(relisted(J('00:23:10', 'kubelet_pods.go:1444] "Got phase for pod" pod="kube-system/kindnet-x1" oldPhase=Pending phase=Pending')), 'kindnet-x1');
  assert.ok(pending.phases.some((s) => s.phase === 'volumes-mounted' && s.records.length === 6));
});

test('r64a U7: a report over several days writes every time one way, with its day; a kubelet start is dated without "(year unknown)"', () => {
  const day = (d: string, time: string, text: string) => `Apr ${d} ${time} kind-worker3 kubelet[1200]: I04${d} ${time}.686000    1200 ${text}`;
  const uidA = '4b47569a-f8ec-4685-881d-00000000aaaa';
  const uidB = 'cfcf5f46-e532-43f4-a27d-00000000bbbb';
  const log = [
    day('14', '00:07:34', 'server.go:1175] "Started kubelet"'),
    day('14', '00:07:50', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-a]`),
    day('14', '00:07:51', `reconciler.go:399] "operationExecutor.UnmountVolume started for volume" podUID=${uidA}`),
    day('20', '00:55:27', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-b]`),
    day('20', '00:56:05', `kubelet_volumes.go:160] "Cleaned up orphaned pod volumes dir" podUID=${uidB} path="/var/lib/kubelet/pods/${uidB}/volumes"`),
  ].join('\n');
  const text = renderText(buildReport(analyzeText(log, TODAY), 'days.log'));
  assert.match(text, /kubelet start L1 Apr 14 00:07:34\.686: /);
  assert.doesNotMatch(text, /year unknown/);
  // Rows and summaries alike: `Apr 20 00:55:27.686`, never `04-20 00:55:27.686`.
  assert.match(text, /config-add +Apr 20 00:55:27\.686/);
  assert.match(text, /housekeeping cleaned up its directory as an orphan's at Apr 20 00:56:05\.686/);
  assert.doesNotMatch(text, /\b04-\d\d \d\d:/);
});

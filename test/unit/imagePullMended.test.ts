// An image pull that failed and went through on a later try (a registry hiccup): benign, citing the pull's success
// event, only for the same image, with no pull failing after it, and only where the log runs oldest-first. Lines
// written for these tests in kubelet 1.22–1.29's words (adversarial16/31 holds the review's log).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
const graded = (a: Analysis): string[] =>
  a.findings.filter((f) => f.entry.id === 'image-pull-failure').map((f) => `L${a.index.parsed.records.at(f.record).line + 1} ${f.verdict}`);

const POD = 'pod="default/notifier-5d8-8p2wq" podUID=8743f903-2f6b-4fd4-ac6b-37cc4f1863e8';
const IMAGE = 'ghcr.io/acme/notifier:3.2.0';
const j = (time: string, rest: string) => `Jan 10 ${time} w-6 kubelet[1222]: ${rest.replace('TIME', time)}`;
const ADD = j('07:00:00', 'I0110 TIME.000000    1222 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/notifier-5d8-8p2wq]');
const runtimeFailed = (time: string, image = IMAGE) =>
  j(time, `E0110 TIME.601500    1222 remote_image.go:238] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"${image}\\": 503 Service Unavailable" image="${image}"`);
const errImagePull = (time: string, image = IMAGE) =>
  j(time, `E0110 TIME.601800    1222 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"notifier\\" with ErrImagePull: \\"rpc error: code = Unknown desc = failed to pull and unpack image \\\\\\"${image}\\\\\\": 503 Service Unavailable\\"" ${POD}`);
const backOff = (time: string, image = IMAGE) =>
  j(time, `E0110 TIME.102100    1222 pod_workers.go:951] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"notifier\\" with ImagePullBackOff: \\"Back-off pulling image \\\\\\"${image}\\\\\\"\\"" ${POD}`);
const pulled = (time: string, image = IMAGE, object = 'default/notifier-5d8-8p2wq') =>
  j(time, `I0110 TIME.102400    1222 event.go:294] "Event occurred" object="${object}" kind="Pod" apiVersion="v1" type="Normal" reason="Pulled" message="Successfully pulled image \\"${image}\\" in 9.114s"`);

test('a pull that failed and went through on a later try is benign, citing the success', () => {
  const lines = [ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), backOff('07:00:31'), pulled('07:00:45')];
  const a = analyse(lines);
  assert.deepEqual(graded(a), ['L2 benign', 'L3 benign', 'L4 benign']);
  for (const f of a.findings) assert.equal(f.evidence[0]?.line, 4, 'each cites the success event');
  assertPiecesGiveWholeReport('pull-mended.log', lines.join('\n'), [200, 400, 4096]);
});

test('a pull failure stays actionable when no success follows, or only another image\'s', () => {
  assert.deepEqual(graded(analyse([ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), backOff('07:00:31')])), ['L2 actionable', 'L3 actionable', 'L4 actionable']);
  // An init container's public image pulled after the app's private one failed says nothing of the app's.
  const other = [ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), pulled('07:00:45', 'docker.io/library/busybox:1.36')];
  assert.deepEqual(graded(analyse(other)), ['L2 actionable', 'L3 actionable']);
});

test('a pull failure is not mended when the pod\'s pull fails again after the success', () => {
  const lines = [ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), pulled('07:00:45'), runtimeFailed('07:05:00'), errImagePull('07:05:00')];
  assert.deepEqual(graded(analyse(lines)), ['L2 actionable', 'L3 actionable', 'L5 actionable', 'L6 actionable']);
  assertPiecesGiveWholeReport('pull-fails-again.log', lines.join('\n'), [200, 400, 4096]);
});

test('a success past the window, or on another node, does not mend the pull', () => {
  assert.deepEqual(graded(analyse([ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), pulled('07:20:45')])), ['L2 actionable', 'L3 actionable']);
  // The runtime client's line names no pod: another node's pull of the image proves nothing about this node's registry path.
  const otherNode = pulled('07:00:45', IMAGE, 'default/other-1').replace(' w-6 ', ' w-7 ');
  assert.deepEqual(graded(analyse([runtimeFailed('07:00:30'), otherNode])), ['L1 actionable']);
  // On the same node another pod's pull of the image shows the registry answered.
  assert.deepEqual(graded(analyse([runtimeFailed('07:00:30'), pulled('07:00:45', IMAGE, 'default/other-1')])), ['L1 benign']);
});

test('a newest-first export (journalctl -r) is read oldest-first: the success, on its first line, mends the failures below it', () => {
  const lines = [ADD, runtimeFailed('07:00:30'), errImagePull('07:00:30'), pulled('07:00:45')];
  const a = analyse([...lines].reverse());
  assert.deepEqual(graded(a), ['L3 benign', 'L2 benign']);
  for (const f of a.findings) assert.equal(f.evidence[0]?.line, 0);
  // The failure on the first line of a newest-first file is the latest: nothing came after it.
  assert.deepEqual(graded(analyse([ADD, pulled('07:00:15'), errImagePull('07:00:30')].reverse())), ['L1 actionable']);
});

test('≤1.20: the pull\'s success said by a printf event mends the printf start failure', () => {
  const lines = [
    'I0820 20:41:30.000000    3312 kubelet.go:1900] SyncLoop (ADD, "api"): "web-1_ns(0ac7a38c-74bc-4d23-ae50-2576492537e0)"',
    'E0820 20:41:31.000000    3312 kuberuntime_manager.go:815] container &Container{Name:app,Image:registry.example.com/app:1,} start failed in pod web-1_ns(0ac7a38c-74bc-4d23-ae50-2576492537e0): ErrImagePull: rpc error: code = Unknown desc = failed to pull and unpack image "registry.example.com/app:1": 503 Service Unavailable',
    'I0820 20:41:53.495792    3312 event.go:255] Event(v1.ObjectReference{Kind:"Pod", Namespace:"ns", Name:"web-1", UID:"0ac7a38c-74bc-4d23-ae50-2576492537e0", APIVersion:"v1", ResourceVersion:"3322", FieldPath:"spec.containers{app}"}): type: \'Normal\' reason: \'Pulled\' Successfully pulled image "registry.example.com/app:1" in 1.2s',
  ];
  assert.deepEqual(graded(analyse(lines)), ['L2 benign']);
  assert.deepEqual(graded(analyse([lines[0], lines[1], lines[2].replace('registry.example.com/app:1', 'busybox:1.36')])), ['L2 actionable']);
});

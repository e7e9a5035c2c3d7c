// Review r47a (session 28): pod states and phases of the corpus's real logs, checked by hand against their lines.
// Read from ../shared/corpus; skipped, with the reason printed, where it is not beside the repository.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS, HAVE, loadCorpus } from './corpusFixture';
import { podTimeline } from '../../server/src/model/timeline';

const skip = HAVE ? false : `no corpus at ${CORPUS}`;
if (skip) console.log(`# reviewR47a: skipped: ${skip}`);
const log = (name: string) => {
  const found = loadCorpus().find((l) => l.name === name);
  assert.ok(found, name);
  return found!;
};
const podNamed = (name: string, file: string) => {
  const l = log(file);
  const pods = l.index.pods.filter((p) => p.name === name);
  assert.equal(pods.length, 1, `${name} in ${file}`);
  return { index: l.index, pod: pods[0] };
};

test('r47a D7: pods whose directories housekeeping cleaned up as orphans were deleted (not merely terminated)', { skip }, () => {
  // C6 line 449: `"Cleaned up orphaned pod volumes dir" podUID=4b47569a-…`: the kubelet no longer has the pod.
  const { index, pod } = podNamed('php-apache-698db99f59-wqdk5', 'k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log');
  const t = podTimeline(index, pod);
  assert.equal(t.state, 'deleted');
  assert.ok(t.phases.some((s) => s.phase === 'api-removed'));
});

test('r47a D5: a pod whose sandbox is being made at the log\'s end, no container started, is starting', { skip }, () => {
  const { index, pod } = podNamed('nginx-deployment-6dccd8f6b9-hx7fp', 'k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log');
  assert.equal(podTimeline(index, pod).state, 'starting');
});

test('r47a D4: a crash-looping container\'s topology-manager RemoveContainer lines are its crash loop, not 37 minutes of removal', { skip }, () => {
  // 1.19 rke lines 1255 on: `[topologymanager] RemoveContainer - Container ID: 6d7be9ce…` at every back-off's sync.
  const { index, pod } = podNamed('metrics-server-8449844bf-s2dtd', 'k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log');
  const t = podTimeline(index, pod);
  assert.equal(t.state, 'crash-looping');
  for (const s of t.phases.filter((p) => p.phase === 'container-removal')) {
    assert.ok(s.end !== undefined && s.start !== undefined && s.end - s.start < 60e6, `a removal phase of ${((s.end! - s.start!) / 1e6).toFixed(0)} s`);
  }
});

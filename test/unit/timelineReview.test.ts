// Session 20's review of the pod timelines (test/fixtures/timeline-review: synthetic logs of exact kubelet message
// texts, one version and shape each; README.md there says what each shows). Each test states what the log shows and
// what the Pods view must say of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const timelineOf = (file: string) => {
  const a = analyzeText(readFileSync(join(__dirname, '..', 'fixtures', 'timeline-review', file), 'utf8'), TODAY);
  assert.equal(a.index.pods.length >= 1, true, file);
  return podTimeline(a.index, a.index.pods[0]);
};
const phasesOf = (t: ReturnType<typeof timelineOf>) => t.phases.map((p) => p.phase);

test('`Pod is finished processing, no further updates` after no deletion is no API removal: a Job\'s pod, a node shutdown\'s, an evicted one stay in the API', () => {
  const job = timelineOf('17-1.24-job-succeeded-not-deleted.log');
  assert.equal(job.state, 'terminated');
  assert.doesNotMatch(job.summary, /API object removed/);
  assert.ok(!phasesOf(job).includes('api-removed'));
  const shutdown = timelineOf('41-1.26-node-shutdown.log');
  assert.equal(shutdown.state, 'terminated');
  assert.doesNotMatch(shutdown.summary, /API object removed/);
  const evicted = timelineOf('11-1.24-eviction.log');
  assert.equal(evicted.state, 'evicted');
  assert.doesNotMatch(evicted.summary, /API object removed/);
});

test('a kubelet restart in the middle of a teardown is the same life: the ADD it lists the pod with is no new addition', () => {
  for (const file of ['22-1.24-kubelet-restart-mid-termination.log', '23-printf-1.20-kubelet-restart-mid-termination.log']) {
    const t = timelineOf(file);
    assert.equal(t.state, 'deleted', file);
    assert.doesNotMatch(t.summary, /added again/, file);
    assert.match(t.summary, /containers stopped in 59\.2 s/, file);
  }
  assert.match(timelineOf('22-1.24-kubelet-restart-mid-termination.log').summary, /^deleted at 09:01:42\.114;/);
  // A running pod listed again after a restart stays running.
  assert.equal(timelineOf('42-1.28-kubelet-restart-pod-running.log').state, 'running');
});

test('1.21\'s structured `Killing unwanted pod` right after the API removal is the removal\'s kill, not housekeeping\'s orphan cleanup', () => {
  const t = timelineOf('03-1.21-delete-v2.log');
  assert.ok(!phasesOf(t).includes('orphan-cleanup'), phasesOf(t).join(' '));
  assert.doesNotMatch(t.summary, /orphan/);
});

test('a container restarted for its probes, or with a new sandbox, is no teardown of the running pod', () => {
  for (const file of ['15-1.28-liveness-restart.log', '40-1.27-startup-probe-restarts.log', '28-1.24-sandbox-recreated.log']) {
    const t = timelineOf(file);
    assert.equal(t.state, 'running', file);
    assert.ok(!phasesOf(t).includes('terminating'), `${file}: ${phasesOf(t).join(' ')}`);
  }
});

test('"containers stopped in" only when containers were running: none to stop for a refused pod or a Job that had exited; a log that opens in the teardown says the stop began before it', () => {
  assert.match(timelineOf('27-1.31-admission-nodeaffinity.log').summary, /no running container to stop/);
  assert.match(timelineOf('17-1.24-job-succeeded-not-deleted.log').summary, /no running container to stop/);
  assert.match(timelineOf('34-1.24-starts-mid-teardown.log').summary, /the stop began before the log/);
  assert.match(timelineOf('22-1.24-kubelet-restart-mid-termination.log').summary, /containers stopped in/);
});

test('a running pod is said to run at the end of the log, with its last line: not "running through" its first syncing lines (which only some verbosities log)', () => {
  const t = timelineOf('42-1.28-kubelet-restart-pod-running.log');
  assert.match(t.summary, /running at the end of the log \(its last line at 10:15:13\.102\)/);
  assert.doesNotMatch(t.summary, /of this log/);
});

test('a pod whose lines span more than one day has its summary times said with their day', () => {
  const t = timelineOf('39-1.28-evicted-then-podgc.log');
  assert.match(t.summary, /evicted at Jan 18 03:01:00\.000; deleted at Jan 19 03:01:00\.623/);
  // One day: the clock alone.
  assert.match(timelineOf('22-1.24-kubelet-restart-mid-termination.log').summary, /^deleted at 09:01:42\.114;/);
});

test('a pod the kubelet never knew (its restart lost it) is torn down once, as an orphan: its containers\' ends are that teardown\'s, and nothing happens "again"', () => {
  const t = timelineOf('31-1.28-orphan-after-restart.log');
  assert.doesNotMatch(t.summary, /no end seen|again/);
  assert.match(t.summary, /housekeeping tore it down as an orphan/);
  assert.ok(!phasesOf(t).includes('terminating'), phasesOf(t).join(' '));
});

// From the second review of session 20 (test/fixtures/adversarial10).
const reviewTimeline = (file: string) => {
  const a = analyzeText(readFileSync(join(__dirname, '..', 'fixtures', 'adversarial10', file), 'utf8'), TODAY);
  return podTimeline(a.index, a.index.pods[0]);
};

test('a pod refused at admission after it had run (its kubelet restarted) is rejected; a cgroup removal that only failed is not "removed"; a relist whose process begins with the ADD is the same life', () => {
  assert.equal(reviewTimeline('23-admission-refused-after-restart-running-pod.log').state, 'rejected');
  const failedRemoval = reviewTimeline('07-runc-retry-then-kubelet-attempts-fail-from-75s.log');
  assert.match(failedRemoval.summary, /cgroup removal failed \(no success seen\)/);
  assert.doesNotMatch(failedRemoval.summary, /cgroups removed/);
  const relisted = reviewTimeline('19-containerd-status-notfound-after-old-pid-removal.log');
  assert.doesNotMatch(relisted.summary, /added again/);
  assert.equal(relisted.state, 'deleted');
});

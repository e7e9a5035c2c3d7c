// A probe that keeps failing for ten minutes with no success is actionable, its first (start-up) failures too; each
// probe of each container is its own series, and a success of that probe ends it (EvidenceParams.persistPer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { readProbe } from '../../server/src/model/probes';
const probeSubject = (rec: Parameters<typeof readProbe>[0]) => readProbe(rec).subject;
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const UID = '31a07e7f-fa9c-44f5-8102-a6f9852a3cec';
const CID = 'c'.repeat(64);
const TODAY = new Date(Date.UTC(2024, 5, 1));

/** A klog line `s` seconds after 15:00:00. */
function klog(sev: string, s: number, caller: string, body: string): string {
  const t = new Date(Date.UTC(2024, 2, 26, 15, 0, 0) + s * 1000);
  const hh = String(t.getUTCHours()).padStart(2, '0');
  const mm = String(t.getUTCMinutes()).padStart(2, '0');
  const ss = String(t.getUTCSeconds()).padStart(2, '0');
  return `${sev}0326 ${hh}:${mm}:${ss}.000000   12398 ${caller}] ${body}`;
}
const started = (s: number) => klog('I', s, 'kubelet.go:2157', `"SyncLoop (PLEG): event for pod" pod="default/web-0" event=&{ID:${UID} Type:ContainerStarted Data:${CID}}`);
const probe = (s: number, type: string, container: string, result = 'failed') =>
  result === 'failed'
    ? klog('I', s, 'prober.go:107', `"Probe failed" probeType="${type}" pod="default/web-0" podUID="${UID}" containerName="${container}" probeResult="failure" output="HTTP probe failed with statuscode: 503"`)
    : klog('I', s, 'prober.go:107', `"Probe succeeded" probeType="${type}" pod="default/web-0" podUID="${UID}" containerName="${container}"`);

const verdicts = (a: Analysis) => a.findings.filter((f) => f.entry.id === 'probe-failed').map((f) => f.verdict);

test('probeSubject: the probe type, pod and container, alike for failures and successes, in both eras', () => {
  const a = analyzeText([probe(0, 'Readiness', 'app'), probe(1, 'Readiness', 'app', 'ok'), probe(2, 'Liveness', 'app')].join('\n'), { today: TODAY });
  const recs = a.index.parsed.records;
  assert.equal(probeSubject(recs.at(0)), probeSubject(recs.at(1)));
  assert.notEqual(probeSubject(recs.at(0)), probeSubject(recs.at(2)));
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log line 1247
  const old = analyzeText(
    'I0120 11:43:35.002788    4787 prober.go:117] Readiness probe for "coredns-6f85d5fb88-flfvm_kube-system(c2bcdbe3-f9c6-4f7e-9c20-864f249429a7):coredns" failed (failure): HTTP probe failed with statuscode: 503',
    { today: TODAY },
  );
  assert.equal(probeSubject(old.index.parsed.records.at(0)), 'Readiness probe for "coredns-6f85d5fb88-flfvm_kube-system(c2bcdbe3-f9c6-4f7e-9c20-864f249429a7):coredns"');
});

test('a readiness probe that had succeeded, then failed every 10 s for 11 minutes: every line of the series actionable', () => {
  const lines = [started(0), probe(3, 'Readiness', 'app', 'ok')];
  for (let s = 5; s <= 665; s += 10) lines.push(probe(s, 'Readiness', 'app'));
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  const v = verdicts(a);
  assert.equal(v.length, 67);
  assert.deepEqual([...new Set(v)], ['actionable']);
  const first = a.findings.find((f) => f.entry.id === 'probe-failed')!;
  assert.equal(first.escalation, 'persisting');
  assert.match(first.reason, /this probe of this container failed 61 times from 15:00:05\.000000 to 15:10:05\.000000 \(10 min\) with no success logged in between, after it had succeeded/);
  assert.deepEqual(first.evidence.map((e) => e.line), [2, 62, 1], 'the first failure, the one ten minutes on, the success before');
  // Cut after 5 minutes, the same failures are not yet a persistent series.
  const cut = analyzeText(lines.slice(0, 32).join('\n'), { today: TODAY });
  assert.ok(!verdicts(cut).includes('actionable'));
});

test('a probe that never succeeded, with a run missing from its failures, is a slow start or a flapping probe: start-up for five minutes, then investigate', () => {
  // Below --v=3 a success is not logged: the run at 15:05:05 left no line, and may have succeeded.
  const lines = [started(0)];
  for (let s = 5; s <= 665; s += 10) if (s !== 305) lines.push(probe(s, 'Readiness', 'app'));
  const v = verdicts(analyzeText(lines.join('\n'), { today: TODAY }));
  assert.ok(!v.includes('actionable'), 'no success before: a start that takes long (or a log below --v=3)');
  assert.equal(v[0], 'benign');
  assert.equal(v[v.length - 1], 'investigate');
});

test('a probe that failed at every run for ten minutes never succeeded, whatever the log\'s verbosity: actionable (review r26b)', () => {
  // Every run is logged, as a failure or (at --v=3) a success: failures every 10 s with none missing leave no run
  // that succeeded (corpus: the RKE log's coredns, 225 failures over 37 min).
  const lines = [started(0)];
  for (let s = 5; s <= 665; s += 10) lines.push(probe(s, 'Readiness', 'app'));
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  assert.deepEqual([...new Set(verdicts(a))], ['actionable']);
  const first = a.findings.find((f) => f.entry.id === 'probe-failed')!;
  assert.match(first.reason, /failed 61 times from 15:00:05\.000000 to 15:10:05\.000000 \(10 min\) with no success logged; it failed about every 10 s, 61 times with no gap, so no run in between succeeded/);
  assert.deepEqual(first.evidence.map((e) => e.line), [1, 61], 'the first failure and the one ten minutes on');
  assertPiecesGiveWholeReport('every-run.log', lines.join('\n') + '\n', [300, 4096]);
  // Seven failures a minute apart are too few to tell a pace.
  const sparse = [started(0)];
  for (let s = 5; s <= 665; s += 100) sparse.push(probe(s, 'Readiness', 'app'));
  assert.ok(!verdicts(analyzeText(sparse.join('\n'), { today: TODAY })).includes('actionable'));
});

test('a probe with no success for ten minutes, in a log that logs probe successes, is a container that does not get ready: actionable', () => {
  // Another pod's readiness success first: this kubelet logs successes (--v=3 or more), so none of web-0's was missed.
  const other = klog('I', 1, 'prober.go:107', '"Probe succeeded" probeType="Readiness" pod="default/db-0" podUID="41a07e7f-fa9c-44f5-8102-a6f9852a3cec" containerName="db"');
  const lines = [started(0), other];
  for (let s = 5; s <= 665; s += 10) lines.push(probe(s, 'Readiness', 'app'));
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  assert.deepEqual([...new Set(verdicts(a))], ['actionable'], 'its start-up minutes too: ten minutes without a success is no slow start to wave through');
  const first = a.findings.find((f) => f.entry.id === 'probe-failed')!;
  assert.match(first.reason, /this probe of this container failed 61 times from 15:00:05\.000000 to 15:10:05\.000000 \(10 min\) with no success logged$|with no success logged;/);
  assert.deepEqual(first.evidence.map((e) => e.line), [2, 62, 1], 'the first failure, the one ten minutes on, the other probe\'s success');
  assert.match(first.evidence[2].reason, /this kubelet logs probe successes/);
  assertPiecesGiveWholeReport('never-ready.log', lines.join('\n') + '\n', [300, 4096]);
  // The success after the series began does not count: the log's verbosity is judged by what came before it.
  const late = [started(0)];
  // (A run missing at 15:05:05: failures at every run would show no success was missed, whatever the verbosity.)
  for (let s = 5; s <= 665; s += 10) if (s !== 305) late.push(probe(s, 'Readiness', 'app'));
  late.splice(3, 0, other.replace('15:00:01', '15:00:16'));
  assert.ok(!verdicts(analyzeText(late.join('\n'), { today: TODAY })).includes('actionable'));
});

test('a review\'s cases: a success with a warning is a success; another kubelet run\'s success says nothing of this run\'s verbosity', () => {
  const other = klog('I', 1, 'prober.go:107', '"Probe succeeded" probeType="Readiness" pod="default/db-0" podUID="41a07e7f-fa9c-44f5-8102-a6f9852a3cec" containerName="db"');
  // An HTTP probe that followed a redirect: the kubelet counts it a success (V3, as `Probe succeeded`).
  const warned = (s: number) => klog('I', s, 'prober.go:107', `"Probe succeeded with a warning" probeType="Readiness" pod="default/web-0" podUID="${UID}" containerName="app" output="Probe terminated redirects"`);
  const flapping = [started(0), other];
  for (let s = 5; s <= 665; s += 20) flapping.push(probe(s, 'Readiness', 'app'), warned(s + 10));
  assert.ok(!verdicts(analyzeText(flapping.join('\n'), { today: TODAY })).includes('actionable'), 'each warning success ends the series');
  // The success is of a kubelet run that ended; this run (PID 777) logs none at its verbosity.
  const banner = (s: number, pid: string) => klog('I', s, 'server.go:420', '"Kubelet version" kubeletVersion="v1.28.3"').replace('   12398 ', `   ${pid} `);
  const restarted = [banner(0, '12398'), other, banner(3, '777')];
  for (let s = 5; s <= 665; s += 20) if (s !== 305) restarted.push(probe(s, 'Readiness', 'app').replace('   12398 ', '   777 '));
  assert.ok(!verdicts(analyzeText(restarted.join('\n'), { today: TODAY })).includes('actionable'), 'the earlier run\'s success does not count');
});

test('startup probes, and a pod being deleted, make no series', () => {
  const startup = [started(0), probe(3, 'Startup', 'app', 'ok')];
  for (let s = 5; s <= 665; s += 10) startup.push(probe(s, 'Startup', 'app'));
  assert.ok(!verdicts(analyzeText(startup.join('\n'), { today: TODAY })).includes('actionable'), 'startup probes exist for long starts');
  // A graceful shutdown: readiness keeps failing after SyncLoop DELETE (benign, known-errors.md 49) for the default
  // grace period and the teardown's margin; with no kill logged, failures later than that are left to judge (stuck
  // terminating, or a longer grace period the log does not show), and never escalated.
  const deleting = [started(0), probe(3, 'Readiness', 'app', 'ok'), klog('I', 4, 'kubelet.go:2432', '"SyncLoop DELETE" source="api" pods=["default/web-0"]')];
  for (let s = 5; s <= 665; s += 10) deleting.push(probe(s, 'Readiness', 'app'));
  const graded = analyzeText(deleting.join('\n'), { today: TODAY }).findings;
  assert.ok(graded.length > 60 && !graded.some((f) => f.verdict === 'actionable'));
  // The DELETE at 4 s: failures up to 4 + 30 + 180 s (the line at 205 s, index 23) are benign.
  for (const f of graded) assert.equal(f.verdict, f.line <= 23 ? 'benign' : 'investigate', `L${f.line + 1}`);
});

test('two containers failing by turns: each its own series, neither lasting ten minutes, is not escalated', () => {
  const lines = [started(0), probe(2, 'Readiness', 'a', 'ok'), probe(3, 'Readiness', 'b', 'ok')];
  // "a" fails for 6 minutes, then "b" for 6 minutes: together 12 minutes without a gap.
  for (let s = 5; s <= 365; s += 10) lines.push(probe(s, 'Readiness', 'a'));
  for (let s = 370; s <= 730; s += 10) lines.push(probe(s, 'Readiness', 'b'));
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  assert.ok(!verdicts(a).includes('actionable'), 'no series lasted ten minutes');
});

test('a success of the same probe ends the series; a success of another probe of the container does not', () => {
  const failing = (withSuccess: (s: number) => string) => {
    const lines = [started(0), probe(3, 'Readiness', 'app', 'ok')];
    for (let s = 5; s <= 665; s += 10) {
      lines.push(probe(s, 'Readiness', 'app'));
      if (s === 305) lines.push(withSuccess(306));
    }
    return analyzeText(lines.join('\n'), { today: TODAY });
  };
  assert.ok(!verdicts(failing((s) => probe(s, 'Readiness', 'app', 'ok'))).includes('actionable'), 'readiness succeeded again at 5 min');
  assert.deepEqual([...new Set(verdicts(failing((s) => probe(s, 'Liveness', 'app', 'ok'))))], ['actionable'], 'only the liveness probe succeeded');
});

test('read in pieces, a probe series gives the report of the whole text', () => {
  const lines = [started(0), probe(3, 'Readiness', 'app', 'ok')];
  for (let s = 5; s <= 665; s += 10) {
    lines.push(probe(s, 'Readiness', 'app'));
    if (s % 50 === 5) lines.push(probe(s + 1, 'Liveness', 'app', 'ok'));
  }
  assertPiecesGiveWholeReport('probes.log', lines.join('\n') + '\n', [300, 4096]);
});

// corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log line 770 (journald prefix dropped,
// names kept): the kubelet's answer to a liveness probe that failed its threshold.
const restart = (s: number, container = 'app', type = 'liveness') =>
  klog('I', s, 'kuberuntime_manager.go:1027', `"Message for Container of pod" containerName="${container}" containerStatusID={"Type":"cri-o","ID":"${CID}"} pod="default/web-0" containerMessage="Container ${container} failed ${type} probe, will be restarted"`);

test('liveness failures the kubelet answered with "will be restarted" are actionable, citing that line', () => {
  const lines = [started(0), probe(100, 'Liveness', 'app'), probe(110, 'Liveness', 'app'), probe(115, 'Readiness', 'app'), probe(120, 'Liveness', 'app'), restart(120)];
  const a = analyzeText(lines.join('\n'), { today: TODAY });
  const probeFindings = a.findings.filter((f) => f.entry.id === 'probe-failed');
  assert.deepEqual(probeFindings.map((f) => [f.line, f.verdict, f.escalation]), [
    [1, 'actionable', 'restarted-by-probe'],
    [2, 'actionable', 'restarted-by-probe'],
    [3, 'benign', undefined], // readiness, minutes after the start: start-up
    [4, 'actionable', 'restarted-by-probe'],
  ]);
  assert.equal(probeFindings[0].evidence[0].line, 5);
  assert.match(probeFindings[0].reason, /the kubelet restarted the container for it at 15:02:00\.000000 \("Container app failed liveness probe, will be restarted"\)/);
  // Another container's restart, or one more than ten minutes later, is not this failure's.
  for (const other of [restart(120, 'sidecar'), restart(800)]) {
    const b = analyzeText([started(0), probe(100, 'Liveness', 'app'), other].join('\n'), { today: TODAY });
    assert.notEqual(b.findings.find((f) => f.entry.id === 'probe-failed')!.verdict, 'actionable');
  }
  // The printf era: `Liveness probe for "pod_ns(uid):c" failed` and `Container "c" (…) of pod …: Container c failed liveness probe, will be restarted`.
  const old = analyzeText(
    [
      `I0120 11:43:35.002788    4787 prober.go:117] Liveness probe for "web-0_default(${UID}):app" failed (failure): HTTP probe failed with statuscode: 500`,
      `I0120 11:43:45.002788    4787 kuberuntime_manager.go:650] Container "app" ("docker://${CID}") of pod web-0_default(${UID}): Container app failed liveness probe, will be restarted`,
    ].join('\n'),
    { today: TODAY },
  );
  assert.equal(old.findings.find((f) => f.entry.id === 'probe-failed')?.verdict, 'actionable');
  // Before 1.10 the same restart read `…. Container will be killed and recreated.`
  const older = analyzeText(
    [
      `I0120 11:43:35.002788    4787 prober.go:111] Liveness probe for "web-0_default(${UID}):app" failed (failure): HTTP probe failed with statuscode: 500`,
      `I0120 11:43:45.002788    4787 kuberuntime_manager.go:550] Container "app" ("docker://${CID}") of pod web-0_default(${UID}): Container app failed liveness probe. Container will be killed and recreated.`,
    ].join('\n'),
    { today: TODAY },
  );
  assert.equal(older.findings.find((f) => f.entry.id === 'probe-failed')?.verdict, 'actionable');
});

test('read in pieces, a restart that comes in a later piece makes the earlier failures actionable as read whole', () => {
  const lines = [started(0)];
  for (let s = 100; s < 130; s += 10) lines.push(probe(s, 'Liveness', 'app'));
  for (let k = 0; k < 30; k++) lines.push(klog('I', 131, 'kubelet.go:2202', `"SyncLoop (housekeeping)"`));
  lines.push(restart(135));
  assertPiecesGiveWholeReport('restart.log', lines.join('\n') + '\n', [300, 4096]);
});

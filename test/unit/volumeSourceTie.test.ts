// A printf-era "Couldn't get configMap|secret ns/name" line names no pod: the mount failure logged right after it by
// the same call does, and the line is that pod's (model/volumeSourceTie.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis, Finding } from '../../server/src/knowledge/analyze';
import { closesSourceFailure, mountFailureNamespace, volumeSourceFailure } from '../../server/src/model/volumeSourceTie';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const UID = '2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2';
const J = 'Aug 22 00:25:11 kind-worker kubelet[584647]: ';
// Lines of k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (corpus), lines 6255 and
// 6480–6482; the others are written after them.
const deleted = `Aug 22 00:25:10 kind-worker kubelet[584647]: I0822 00:25:10.254914  584647 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/php-apache-7f879b889b-n76hj]`;
const couldNotGet = (ns = 'default', err = 'object "default"/"kube-root-ca.crt" not registered', time = '00:25:11.071439') =>
  `${J}E0822 ${time}  584647 projected.go:286] Couldn't get configMap ${ns}/kube-root-ca.crt: ${err}`;
const preparing = (err = 'object "default"/"kube-root-ca.crt" not registered', time = '00:25:11.071481') =>
  `${J}E0822 ${time}  584647 projected.go:192] Error preparing data for projected volume kube-api-access-6fpqb for pod default/php-apache-7f879b889b-n76hj: ${err}`;
const operation = `${J}E0822 00:25:11.071724  584647 nestedpendingoperations.go:348] Operation for "{volumeName:kubernetes.io/projected/${UID}-kube-api-access-6fpqb podName:${UID} nodeName:}" failed. No retries permitted until 2023-08-22 00:25:11.571627274 +0000 UTC m=+122.443532235 (durationBeforeRetry 500ms). Error: MountVolume.SetUp failed for volume "kube-api-access-6fpqb" (UniqueName: "kubernetes.io/projected/${UID}-kube-api-access-6fpqb") pod "php-apache-7f879b889b-n76hj" (UID: "${UID}") : object "default"/"kube-root-ca.crt" not registered`;
const noise = (k: number) => `${J}I0822 00:25:11.0715${String(k).padStart(2, '0')}  584647 kubelet.go:2202] "SyncLoop (housekeeping)"`;

function at(a: Analysis, line1: number): Finding {
  const f = a.findings.find((x) => x.line === line1 - 1);
  assert.ok(f, `a finding on line ${line1}`);
  return f!;
}
const podOf = (a: Analysis, f: Finding) => (f.pod ? `${f.pod.namespace}/${f.pod.name}` : undefined);

test('volumeSourceFailure reads the source, namespace and error of a configMap or secret line, nothing else', () => {
  assert.deepEqual(volumeSourceFailure(`Couldn't get configMap default/kube-root-ca.crt: object "default"/"kube-root-ca.crt" not registered`), {
    source: 'configMap default/kube-root-ca.crt',
    namespace: 'default',
    error: 'object "default"/"kube-root-ca.crt" not registered',
  });
  assert.deepEqual(volumeSourceFailure("Couldn't get secret kube-system/token: failed to sync secret cache: timed out waiting for the condition"), {
    source: 'secret kube-system/token',
    namespace: 'kube-system',
    error: 'failed to sync secret cache: timed out waiting for the condition',
  });
  assert.equal(volumeSourceFailure("Couldn't get configMap kube-root-ca.crt: not registered"), undefined, 'no namespace');
  assert.equal(volumeSourceFailure("Couldn't get configMap default/x"), undefined, 'no error');
  assert.equal(volumeSourceFailure("Couldn't get pod default/x: gone"), undefined);
});

test('mountFailureNamespace: the namespace the mount failure names itself (its pod, or its object), else none', () => {
  assert.equal(mountFailureNamespace('Error preparing data for projected volume v for pod default/p: not registered'), 'default');
  assert.equal(mountFailureNamespace('Operation for "{…}" failed. Error: MountVolume.SetUp failed for volume "v" (UniqueName: "…") pod "p" (UID: "u") : object "kube-system"/"cfg" not registered'), 'kube-system');
  assert.equal(mountFailureNamespace('Operation for "{…}" failed. Error: MountVolume.SetUp failed for volume "v" (UniqueName: "…") pod "p" (UID: "u") : failed to sync configmap cache: timed out waiting for the condition'), undefined, 'no namespace named');
  assert.equal(mountFailureNamespace('SyncLoop (housekeeping)'), undefined);
});

test('closesSourceFailure: same namespace, the error carried, close after it on the same node', () => {
  const w = { record: 10, source: 'configMap default/c', namespace: 'default', error: 'not registered', host: 'a' };
  const msg = 'Error preparing data for projected volume v for pod default/p: not registered';
  const t = 1_000_000;
  assert.equal(closesSourceFailure(w, t, 11, msg, 'default', 'a', 1_000_050), true);
  assert.equal(closesSourceFailure(w, t, 11, 'Error preparing data for projected volume v for pod default/p: [not registered, other]', 'default', 'a', 1_000_050), true, 'an aggregate of errors');
  assert.equal(closesSourceFailure(w, t, 11, msg, 'other', 'a', 1_000_050), false, 'another namespace');
  assert.equal(closesSourceFailure(w, t, 11, msg, undefined, 'a', 1_000_050), false, 'no namespace named');
  assert.equal(closesSourceFailure(w, t, 11, msg, 'default', 'b', 1_000_050), false, 'another node');
  assert.equal(closesSourceFailure(w, t, 11, 'Error preparing data for projected volume v for pod default/p: timeout', 'default', 'a', 1_000_050), false, 'another error');
  assert.equal(closesSourceFailure(w, t, 9, msg, 'default', 'a', 1_000_050), false, 'before it');
  assert.equal(closesSourceFailure(w, t, 100, msg, 'default', 'a', 1_000_050), false, 'too many lines after');
  assert.equal(closesSourceFailure(w, t, 11, msg, 'default', 'a', 4_000_000), false, 'seconds after');
});

test("projected.go: the Couldn't get line is the pod's, with the verdict of the line that names it", () => {
  const a = analyzeText([deleted, couldNotGet(), preparing(), operation].join('\n'));
  const first = at(a, 2);
  const next = at(a, 3);
  assert.equal(podOf(a, first), 'default/php-apache-7f879b889b-n76hj');
  assert.equal(first.verdict, 'benign', first.reason);
  assert.equal(first.verdict, next.verdict);
  assert.deepEqual(first.evidence.map((e) => e.line + 1), [1], 'cites the deletion, as the next line does');
  assert.match(first.reason, /its pod is the one the mount failure right after it names \(line 3\)/);
});

test('two pods failing on the same source at once: neither waiting line is tied (which is whose cannot be told)', () => {
  // After a review's case: pod A deleted, pod B added, both mounts of kube-root-ca.crt failing together.
  const added = `Aug 22 00:25:10 kind-worker kubelet[584647]: I0822 00:25:10.300000  584647 kubelet.go:2078] "SyncLoop ADD" source="api" pods=[default/web-x2x8l]`;
  const preparingB = `${J}E0822 00:25:11.071482  584647 projected.go:192] Error preparing data for projected volume kube-api-access-zz9kq for pod default/web-x2x8l: object "default"/"kube-root-ca.crt" not registered`;
  const a = analyzeText([deleted, added, couldNotGet(), couldNotGet(undefined, undefined, '00:25:11.071440'), preparing(), preparingB].join('\n'));
  assert.equal(a.index.podOfRecord[2], -1);
  assert.equal(a.index.podOfRecord[3], -1);
  assert.equal(at(a, 3).verdict, 'investigate');
});

test('configmap.go: tied by the nestedpendingoperations line that names the pod, when its error names the namespace', () => {
  // The wording of a 1.2x kubelet's configMap volume (configmap.go, then nestedpendingoperations.go), as in a public
  // flannel node log; names, IDs and the error changed.
  const uid = '0f876b68-bdb5-42e7-9c12-ee03f420b2f0';
  const lines = (err: string) => [
    `Oct 17 18:33:51 cp kubelet[71750]: I1017 18:33:51.300000   71750 kubelet.go:2088] "SyncLoop ADD" source="api" pods=[kube-flannel/kube-flannel-ds-x2x8l]`,
    `Oct 17 18:33:51 cp kubelet[71750]: I1017 18:33:51.350000   71750 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"flannel-cfg\\" (UniqueName: \\"kubernetes.io/configmap/${uid}-flannel-cfg\\") pod \\"kube-flannel-ds-x2x8l\\" (UID: \\"${uid}\\") " pod="kube-flannel/kube-flannel-ds-x2x8l"`,
    `Oct 17 18:33:51 cp kubelet[71750]: E1017 18:33:51.427623   71750 configmap.go:197] Couldn't get configMap kube-flannel/kube-flannel-cfg: ${err}`,
    `Oct 17 18:33:51 cp kubelet[71750]: E1017 18:33:51.427736   71750 nestedpendingoperations.go:335] Operation for "{volumeName:kubernetes.io/configmap/${uid}-flannel-cfg podName:${uid} nodeName:}" failed. No retries permitted until 2023-10-17 18:33:51.927708 +0000 UTC m=+6.8 (durationBeforeRetry 500ms). Error: MountVolume.SetUp failed for volume "flannel-cfg" (UniqueName: "kubernetes.io/configmap/${uid}-flannel-cfg") pod "kube-flannel-ds-x2x8l" (UID: "${uid}") : ${err}`,
  ];
  const a = analyzeText(lines('object "kube-flannel"/"kube-flannel-cfg" not registered').join('\n'));
  assert.equal(a.index.pods[a.index.podOfRecord[2]]?.uid, uid, "the Couldn't get line is the pod's");
  assert.match(at(a, 3).reason, /its pod is the one the mount failure right after it names \(line 4\)/);
  // An error that names no namespace: the line is left without a pod (the mount failure alone cannot show it).
  const b = analyzeText(lines('failed to sync configmap cache: timed out waiting for the condition').join('\n'));
  assert.equal(b.index.podOfRecord[2], -1);
});

test('not tied: another namespace, another error, or too far after', () => {
  const far = [deleted, couldNotGet(), ...Array.from({ length: 60 }, (_, k) => noise(k)), preparing()];
  for (const [what, lines] of [
    ['another namespace', [deleted, couldNotGet('kube-system'), preparing()]],
    ['another error', [deleted, couldNotGet('default', 'timed out waiting for the condition'), preparing()]],
    ['60 lines after', far],
  ] as const) {
    const a = analyzeText(lines.join('\n'));
    const pod = a.index.pods.find((p) => p.name === 'php-apache-7f879b889b-n76hj')!;
    assert.ok(!pod.records.includes(1), `${what}: not the pod's`);
  }
});

test('read in pieces, the tie gives the report of the whole text (the two lines in different pieces too)', () => {
  const lines = [deleted, couldNotGet(), preparing(), operation, couldNotGet('default', undefined, '00:25:11.648296'), preparing(undefined, '00:25:11.648328')];
  assertPiecesGiveWholeReport('projected.log', lines.join('\n') + '\n', [200, 300, 700, 4096]);
});

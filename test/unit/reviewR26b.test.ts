// Review r26b (session 24), a new user's reading of the corpus: a pull policy of Never is no failed pull, and a lease
// write refused as a conflict is the API server answering. Lines from the corpus (named) or in their words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const findings = (text: string) => analyzeText(text, TODAY).findings;

test('ErrImageNeverPull is its own finding, naming the container and image, with advice about loading the image', () => {
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  const workerLine = 'E0507 11:59:39.925282    4733 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"pdc\\" with ErrImageNeverPull: \\"Container image \\\\\\"us.gcr.io/hosted-grafana/pdc:0.1.415\\\\\\" is not present with pull policy of Never\\"" pod="pdc/private-datasource-connect-564fb6cfbb-l8pgv" podUID="57e4a0cb-5e77-47bd-b277-70f4b1512c44"';
  const managerLine = 'E0507 11:59:39.925221    4733 kuberuntime_manager.go:1256] container &Container{Name:pdc,Image:us.gcr.io/hosted-grafana/pdc:0.1.415,Command:[],Args:[],} start failed in pod private-datasource-connect-564fb6cfbb-l8pgv_pdc(57e4a0cb-5e77-47bd-b277-70f4b1512c44): ErrImageNeverPull: Container image "us.gcr.io/hosted-grafana/pdc:0.1.415" is not present with pull policy of Never';
  for (const line of [workerLine, managerLine]) {
    const [f] = findings(line);
    assert.equal(f?.entry.id, 'image-never-pull', line.slice(0, 60));
    assert.equal(f.verdict, 'actionable');
    assert.match(f.reason, /^container pdc, image us\.gcr\.io\/hosted-grafana\/pdc:0\.1\.415: /);
    assert.doesNotMatch(f.entry.whenNotBenign, /imagePullSecrets/);
  }
  // An ErrImagePull is still the pull failure.
  assert.equal(findings(workerLine.replace('ErrImageNeverPull', 'ErrImagePull'))[0]?.entry.id, 'image-pull-failure');
});

test('a lease update refused as a conflict is left to judge, and actionable when it keeps coming back for ten minutes', () => {
  // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log line 7
  const conflict = (m: number, s: number) =>
    `E0326 15:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.673499   12398 controller.go:193] "Failed to update lease" err="Operation cannot be fulfilled on leases.coordination.k8s.io \\"fargate-ip-10-0-82-17.us-west-2.compute.internal\\": the object has been modified; please apply your changes to the latest version and try again"`;
  const [one] = findings(conflict(43, 36));
  assert.equal(one.entry.id, 'node-lease-conflict');
  // No line shows the next renewal went through: left to judge, never benign (r27a 26).
  assert.equal(one.verdict, 'investigate');
  // Conflicts every 3 minutes for 54 minutes are another writer: actionable.
  const sparse: string[] = [];
  for (let t = 0; t <= 54 * 60; t += 180) sparse.push(`E0326 ${String(10 + Math.floor(t / 3600)).padStart(2, '0')}:${String(Math.floor((t % 3600) / 60)).padStart(2, '0')}:00.673499   12398 controller.go:193] "Failed to update lease" err="Operation cannot be fulfilled on leases.coordination.k8s.io \\"n1\\": the object has been modified; please apply your changes to the latest version and try again"`);
  assert.deepEqual([...new Set(findings(sparse.join('\n')).map((f) => f.verdict))], ['actionable']);
  const lines: string[] = [];
  for (let t = 0; t <= 660; t += 10) lines.push(conflict(30 + Math.floor(t / 60), t % 60));
  const all = findings(lines.join('\n'));
  assert.deepEqual([...new Set(all.map((f) => `${f.entry.id} ${f.verdict}`))], ['node-lease-conflict actionable']);
  // A lease write that timed out is no conflict: the outage entry.
  assert.equal(findings(conflict(43, 36).replace(/err=".*"$/, 'err="Put \\"https://10.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/n1?timeout=10s\\": context deadline exceeded"'))[0]?.entry.id, 'node-lease-failed');
});

test('harmless lines logged as errors are named in the report\'s header, not left for a reader counting E lines to wonder', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (the catalogue's sample)
  const stale = 'Aug 30 04:28:59 kind-worker kubelet[704773]: E0830 04:28:59.978802  704773 cpu_manager.go:394] "RemoveStaleState: removing container" podUID="8437a17a-a9d3-44a3-9148-855f75bdf034" containerName="nginx"';
  const a = analyzeText([stale, stale.replace('04:28:59.978802', '04:29:00.000001')].join('\n'), TODAY);
  assert.equal(a.findings.length, 0, 'informational: no finding');
  const report = buildReport(a, 'x.log');
  assert.deepEqual(report.harmless.map((h) => [h.ruleId, h.lines, h.alarming, h.firstLine]), [['cpumanager-remove-stale-state', 2, 2, 1]]);
  assert.match(renderText(report), /\n {2}harmless, not listed: .*×2 \(first L1\)\n/);
  // With a pod asked for, the whole log's harmless lines are not that pod's.
  assert.deepEqual(buildReport(a, 'x.log', { podFilter: 'default/web-0' }).harmless, []);
});

test('at --v=2 the volume reconciler\'s structured lines are a pod\'s mount and unmount steps', async () => {
  const { podTimeline } = await import('../../server/src/model/timeline');
  // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log lines 333 and 335 (the pod's arrival and teardown)
  const lines = [
    'Apr 20 00:55:27 kind-worker3 kubelet[298]: I0420 00:55:27.513878     298 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"kube-api-access-2q5zm\\" (UniqueName: \\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\") pod \\"php-apache-698db99f59-gdvmq\\" (UID: \\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\") " pod="default/php-apache-698db99f59-gdvmq"',
    'Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.183708     298 reconciler.go:201] "operationExecutor.UnmountVolume started for volume \\"kube-api-access-2q5zm\\" (UniqueName: \\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\") pod \\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\" (UID: \\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\") "',
  ];
  const a = analyzeText(lines.join('\n'), TODAY);
  const pod = a.index.podByUid.get('cbbcfa05-0eac-4904-972b-a742b0a33e9b');
  assert.ok(pod, 'the pod, by its UID');
  assert.deepEqual(podTimeline(a.index, pod).phases.map((s) => s.phase), ['volumes-mounted', 'volumes-unmounted']);
});

test('the text report folds a crash loop\'s runs (a start, then an exit, again and again) into one row; --every lists each', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  // The shapes of the RKE corpus log's metrics-server (1.19 printf), its IDs and times made up.
  const uid = 'f44e45ba-5293-44de-8b83-e28bdd200d68';
  const at = (s: number) => `11:4${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.000000`;
  const pleg = (s: number, type: string, id: string) =>
    `I0120 ${at(s)}    4787 kubelet.go:1865] SyncLoop (PLEG): "metrics-0_kube-system(${uid})", event: &pleg.PodLifecycleEvent{ID:"${uid}", Type:"${type}", Data:"${id.repeat(64)}"}`;
  const removal = (s: number, id: string) => `I0120 ${at(s)}    4787 topology_manager.go:219] [topologymanager] RemoveContainer - Container ID: ${id.repeat(64)}`;
  const backOff = (s: number) =>
    `E0120 ${at(s)}    4787 pod_workers.go:191] Error syncing pod ${uid} ("metrics-0_kube-system(${uid})"), skipping: failed to "StartContainer" for "metrics" with CrashLoopBackOff: "back-off 10s restarting failed container=metrics pod=metrics-0_kube-system(${uid})"`;
  const lines = [`I0120 ${at(0)}    4787 kubelet.go:1895] SyncLoop (ADD, "api"): "metrics-0_kube-system(${uid})"`];
  for (let k = 0; k < 4; k++) lines.push(pleg(10 + k * 30, 'ContainerStarted', String(k + 1)), pleg(12 + k * 30, 'ContainerDied', String(k + 1)), removal(12 + k * 30, String(k + 1)), backOff(13 + k * 30));
  const report = buildReport(analyzeText(lines.join('\n'), TODAY), 'x.log');
  const starts = report.pods[0].phases.filter((p) => p.phase === 'containers-started').length;
  assert.ok(starts >= 3, `the JSON keeps each run (${starts})`);
  const text = renderText(report);
  assert.match(text, /\n {4}runs {16}11:4\d:\d\d\.000 → 11:41:42\.000 {2}×\d, each ran 2 s {2}L/);
  assert.doesNotMatch(renderText(report, true), /\n {4}runs /);
});

test('with --pod the text report names the pod\'s lines that are in no phase, so that each of its lines is named', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  const uid = 'cbbcfa05-0eac-4904-972b-a742b0a33e9b';
  // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log lines 340–344 (names kept, one volume line)
  const lines = [
    'Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.284592     298 reconciler.go:384] "Volume detached for volume \\"kube-api-access-2q5zm\\" (UniqueName: \\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\") on node \\"kind-worker3\\" DevicePath \\"\\""',
    `Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.682125     298 kubelet_volumes.go:160] "Cleaned up orphaned pod volumes dir" podUID=${uid} path="/var/lib/kubelet/pods/${uid}/volumes"`,
    `Apr 20 00:55:58 kind-worker3 kubelet[298]: I0420 00:55:58.279520     298 memory_manager.go:345] "RemoveStaleState removing state" podUID="${uid}" containerName="php-apache"`,
  ];
  const a = analyzeText(lines.join('\n'), TODAY);
  const report = buildReport(a, 'x.log', { podFilter: uid });
  const pod = report.pods[0];
  assert.ok(pod && pod.otherLines >= 1);
  assert.deepEqual(pod.otherLineSample.length, pod.otherLines);
  assert.match(renderText(report), new RegExp(`\\n {4}other lines {9}L${pod.otherLineSample.join(',')}\\n`));
});

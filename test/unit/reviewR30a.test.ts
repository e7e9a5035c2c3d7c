// Review r30a (session 25): real kubelet lines from public issues on volumes, exits, termination, pulls, admission and
// the runtime. Each line is quoted with its source; the entry and verdict each must get.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { canonicalImage } from '../../server/src/model/events';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (text: string): string[] => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('a stop that ran out of time right after a kubelet start is no start-up noise; a runtime not answering yet still is', () => {
  // k3s-io/k3s#2370 (its first line), after a k3s banner 24 s before
  const banner = 'Oct  8 16:41:50 worker9 k3s[1636]: I1008 16:41:50.512210    1636 server.go:416] Version: v1.19.2+k3s1';
  const stop = 'Oct  8 16:42:14 worker9 k3s[1636]: E1008 16:42:14.282866    1636 remote_runtime.go:243] StopContainer "1c2fe2d36cecb0f1e2976b2d424298a151367598053e6c6b7091eff54923d117" from runtime service failed: rpc error: code = DeadlineExceeded desc = context deadline exceeded';
  assert.deepEqual(grade([banner, stop].join('\n')), ['L2 cri-call-failed investigate']);
  // The same call refused because the runtime's socket is not there yet: start-up.
  const refused = stop.replace('code = DeadlineExceeded desc = context deadline exceeded', 'code = Unavailable desc = connection error: desc = "transport: Error while dialing dial unix /run/k3s/containerd/containerd.sock: connect: connection refused"');
  assert.deepEqual(grade([banner, refused].join('\n')), ['L2 cri-call-failed benign']);
});

test('a pull failure of no pod is mended only by its own pod\'s later pull, when a pod\'s line ties it', () => {
  // grafana/loki's pkg/pattern/drain/testdata/journald.txt (the runtime client's line and the pod worker's, 0.3 ms apart,
  // the registry's answer shortened to a 403); the success is of another pod (a made-up name), as in r30a 23.
  const image = 'us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2';
  const client = `E0507 11:59:37.413937    4589 remote_image.go:180] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"${image}\\": failed to resolve reference \\"${image}\\": unexpected status from HEAD request: 403 Forbidden" image="${image}"`;
  const worker = `E0507 11:59:37.414253    4589 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"grafana\\" with ErrImagePull: \\"rpc error: code = Unknown desc = failed to pull and unpack image \\\\\\"${image}\\\\\\": 403 Forbidden\\"" pod="hosted-grafana/grafana-7666b574d5-22xlb" podUID="0a1b2c3d-0000-4000-8000-000000000001"`;
  const pulled = (pod: string) => `I0507 11:59:52.101220    4589 event.go:376] "Event occurred" object="${pod}" fieldPath="spec.containers{grafana}" kind="Pod" apiVersion="v1" type="Normal" reason="Pulled" message="Successfully pulled image \\"${image}\\" in 2.1s (2.1s including waiting)"`;
  assert.deepEqual(grade([client, worker, pulled('hosted-grafana/other-grafana-5d7c9b8f6-abcde')].join('\n')), ['L1 image-pull-failure actionable', 'L2 image-pull-failure actionable']);
  // Its own pod's success mends both.
  assert.deepEqual(grade([client, worker, pulled('hosted-grafana/grafana-7666b574d5-22xlb')].join('\n')), ['L1 image-pull-failure benign', 'L2 image-pull-failure benign']);
  // No pod's line beside it: any pod's pull of the image on the node shows the registry answering again.
  assert.deepEqual(grade([client, pulled('hosted-grafana/other-grafana-5d7c9b8f6-abcde')].join('\n')), ['L1 image-pull-failure benign']);
});

test('1.21+\'s pod worker reporting a kill the runtime failed is a runtime call failure, with the container it was for', () => {
  // containerd/containerd#6080
  const line = 'Nov 13 07:54:19 ip-10-xxxl kubelet[2757]: E1113 07:54:19.636989    2757 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"KillContainer\\" for \\"solace\\" with KillContainerError: \\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\\"" pod="solace-caas-uat/kilo-production-d3no7i2udi8-solace-monitor-0" podUID="7ce7a058-655b-422a-9d60-e37797eeaaee"';
  const [f] = analyzeText(line, TODAY).findings;
  assert.equal(`${f.entry.id} ${f.verdict}`, 'cri-call-failed investigate');
  assert.match(f.reason, /KillContainer \(container solace\): DeadlineExceeded: context deadline exceeded;/);
  // Other errors of the same message stay with their own entries (or none): a crash loop is no kill.
  assert.deepEqual(grade('E1113 07:54:19.636989    2757 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=app pod=web-1_default(7ce7a058-655b-422a-9d60-e37797eeaaee)\\"" pod="default/web-1" podUID="7ce7a058-655b-422a-9d60-e37797eeaaee"').filter((g) => g.includes('cri-call-failed')), []);
});

test('preStop hook failures: a hook the image cannot run is actionable, one after the container exited is benign, else investigate', () => {
  // kubernetes/kubernetes#39170, in its remote syslog template (`<time> host [err] [kubelet] E1218 …`)
  const notRunning = '2017-12-18T22:36:59.048Z knode3 [err] [kubelet] E1218 22:36:58.022261    1356 kuberuntime_container.go:462] preStop hook for container "foo" failed: rpc error: code = 2 desc = container not running (bc860557d431b2af70904d70deed0d32ad42e885da4d5bf465e3fd690f9f2d58)';
  const parsed = analyzeText(notRunning, TODAY);
  assert.equal(parsed.index.parsed.records.at(0).severity, 'E', 'the bracketed syslog template is read');
  assert.equal(parsed.index.parsed.records.at(0).envelope?.host, 'knode3');
  assert.deepEqual(grade(notRunning), ['L1 prestop-hook-failed investigate']);
  // The container's exit before it (a PLEG line of the same era, made up around the ID): nothing was left to stop.
  const died = 'I1218 22:36:50.000000    1356 kubelet.go:1914] SyncLoop (PLEG): "foo-7d9f_default(5c1a7d9e-e3a4-11e7-9d1a-0800277d0d1b)", event: &pleg.PodLifecycleEvent{ID:"5c1a7d9e-e3a4-11e7-9d1a-0800277d0d1b", Type:"ContainerDied", Data:"bc860557d431b2af70904d70deed0d32ad42e885da4d5bf465e3fd690f9f2d58"}';
  assert.deepEqual(grade([died, notRunning].join('\n')), ['L2 prestop-hook-failed benign']);
  // kubernetes-csi/csi-driver-host-path#175: /bin/sh missing from the image.
  const noShell = 'I0330 08:31:17.836238    1362 event.go:278] Event(v1.ObjectReference{Kind:"Pod", Namespace:"ephemeral-5231", Name:"csi-hostpathplugin-0", UID:"ad6006d7-6425-4661-829e-8106640183fb", APIVersion:"v1", ResourceVersion:"1676", FieldPath:"spec.containers{node-driver-registrar}"}): type: \'Warning\' reason: \'FailedPreStopHook\' Exec lifecycle hook ([/bin/sh -c rm -rf /registration/csi-hostpath]) for Container "node-driver-registrar" in Pod "csi-hostpathplugin-0_ephemeral-5231(ad6006d7-6425-4661-829e-8106640183fb)" failed - error: command \'/bin/sh -c rm -rf /registration/csi-hostpath\' exited with 126: , message: "OCI runtime exec failed: exec failed: stat /bin/sh: no such file or directory: unknown"';
  assert.deepEqual(grade(noShell), ['L1 prestop-hook-failed actionable']);
});

test('an admission failure the kubelet calls unexpected (a full /var/lib/kubelet) is actionable, not a scheduler race', () => {
  // kubernetes/kubernetes#85831 (the lines start at the file name: a klog header added)
  const line = 'W1129 10:02:11.412345    5233 predicate.go:75] Failed to admit pod iag-192.113.5.13_kube-system(4272d198e0e30f0de9f5eef7d0799ebc) - Update plugin resources failed due to failed to write checkpoint file "kubelet_internal_checkpoint": write /var/lib/kubelet/device-plugins/.525042640: no space left on device, which is unexpected.';
  assert.deepEqual(grade(line), ['L1 device-admission-failed actionable']);
  // A predicate refusal keeps its own entry.
  assert.deepEqual(grade('W1129 10:02:11.412345    5233 predicate.go:75] Failed to admit pod web-1_default(4272d198e0e30f0de9f5eef7d0799ebc) - Predicate TaintToleration failed'), ['L1 pod-admission-rejected investigate']);
});

test('≤1.20 wordings: a sandbox the runtime could not create fails the pod\'s start; `Pull image "…" failed` is a pull failure naming its image', () => {
  // kata-containers/tests#1900 (its Spanish month kept): the RuntimeClass handler is missing.
  const sandbox = [
    'ago 06 01:01:29 gabycentos kubelet[46027]: E0806 01:01:29.012481   46027 remote_runtime.go:105] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed to find runtime handler kata from runtime list map[runc:0xc00001da70]',
    'ago 06 01:01:29 gabycentos kubelet[46027]: E0806 01:01:29.012545   46027 kuberuntime_sandbox.go:68] CreatePodSandbox for pod "replicationtest-gf5pz_default(0308105f-e70a-4564-a678-2cfcd1d91cb1)" failed: rpc error: code = Unknown desc = failed to find runtime handler kata from runtime list map[runc:0xc00001da70]',
  ].join('\n');
  const analysis = analyzeText(sandbox, TODAY);
  const pod = analysis.index.podByUid.get('0308105f-e70a-4564-a678-2cfcd1d91cb1')!;
  assert.equal(podTimeline(analysis.index, pod).state, 'failing-to-start');
  // kubernetes/minikube#9161 (a registry without credentials)
  const pull = 'Sep 02 17:08:30 minikube kubelet[5467]: E0902 17:08:30.671215    5467 kuberuntime_image.go:50] Pull image "nexus3:8083/com.panov/ci-cd:0.0.1-SNAPSHOT" failed: rpc error: code = Unknown desc = Error response from daemon: Get http://nexus3:8083/v2/com.panov/ci-cd/manifests/0.0.1-SNAPSHOT: no basic auth credentials';
  const [f] = analyzeText(pull, TODAY).findings;
  assert.equal(`${f.entry.id} ${f.verdict}`, 'image-pull-failure actionable');
  assert.match(f.reason, /image nexus3:8083\/com\.panov\/ci-cd:0\.0\.1-SNAPSHOT/);
  assert.match(f.entry.whenNotBenign, /`no basic auth credentials`.*credentials/);
});

test('an image reference has one spelling whichever component wrote it (r31a 15)', () => {
  assert.equal(canonicalImage('docker.io/acme/private-app:2.3'), 'acme/private-app:2.3');
  assert.equal(canonicalImage('docker.io/library/nginx:1.25'), 'nginx:1.25');
  assert.equal(canonicalImage('nginx'), 'nginx:latest');
  assert.equal(canonicalImage('library/nginx'), 'nginx:latest');
  assert.equal(canonicalImage('registry.example.com:5000/team/app'), 'registry.example.com:5000/team/app:latest');
  assert.equal(canonicalImage('quay.io/library/x:1'), 'quay.io/library/x:1', 'library/ is Docker Hub\'s only');
  assert.equal(canonicalImage('ghcr.io/a/b@sha256:0123'), 'ghcr.io/a/b@sha256:0123');
});

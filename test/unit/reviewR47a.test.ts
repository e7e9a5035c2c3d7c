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

// Review r48a (session 28): the NotFound family's verdicts on the corpus, checked by hand (no false benign found).
test('r48a: "Container not found in pod\'s containers" for an ID no line names as an app container, just as its pod\'s sandbox was found gone, is that sandbox', async () => {
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log lines 656, 2081, 2082
  const { analyzeText } = await import('../../server/src/pipeline');
  const started = 'May 12 04:58:59 localhost.localdomain kubelet.sh[2473]: I0512 04:58:59.218219    2473 kubelet.go:2453] "SyncLoop (PLEG): event for pod" pod="openshift-cloud-credential-operator/cloud-credential-operator-localhost.localdomain" event={"ID":"586901c364e269dc76cbe66b309f7447","Type":"ContainerStarted","Data":"8cffe35337d3f2a27aa36144d287424ab0b92955bf1dd0482a09d8cd98124044"}';
  const gone = 'May 12 05:19:10 api-int.ite-ocp.ite.local kubelet.sh[2473]: I0512 05:19:10.029021    2473 util.go:48] "No ready sandbox for pod can be found. Need to start a new one" pod="openshift-cloud-credential-operator/cloud-credential-operator-localhost.localdomain"';
  const notFound = 'May 12 05:19:10 api-int.ite-ocp.ite.local kubelet.sh[2473]: I0512 05:19:10.029040    2473 pod_container_deletor.go:80] "Container not found in pod\'s containers" containerID="8cffe35337d3f2a27aa36144d287424ab0b92955bf1dd0482a09d8cd98124044"';
  const grade = (lines: string[]) => analyzeText(lines.join('\n'), { today: new Date(Date.UTC(2026, 0, 1)) }).findings.filter((f) => f.entry.id === 'deletor-container-not-found').map((f) => `${f.verdict} ${f.evidence.map((e) => e.line + 1).join(',')}`);
  // The log goes on past the second in which another ID of the pod could have died with it (a housekeeping pass).
  const later = 'May 12 05:19:12 api-int.ite-ocp.ite.local kubelet.sh[2473]: I0512 05:19:12.000000    2473 kubelet.go:2478] "SyncLoop (housekeeping)"';
  assert.deepEqual(grade([started, gone, notFound, later]), ['benign 2']);
  // A log that ends within that second shows no rival: investigate (r54a 10).
  assert.deepEqual(grade([started, gone, notFound]), ['investigate ']);
  // Without the sandbox's death just before, nothing shows what the ID was.
  assert.deepEqual(grade([started, notFound]), ['investigate ']);
  // An ID a line names as an app container (its kill, with the container's name) is no sandbox.
  const killed = 'May 12 05:19:09 api-int.ite-ocp.ite.local kubelet.sh[2473]: I0512 05:19:09.500000    2473 kuberuntime_container.go:808] "Killing container with a grace period" pod="openshift-cloud-credential-operator/cloud-credential-operator-localhost.localdomain" podUID="586901c364e269dc76cbe66b309f7447" containerName="operator" containerID="cri-o://8cffe35337d3f2a27aa36144d287424ab0b92955bf1dd0482a09d8cd98124044" gracePeriod=30';
  assert.deepEqual(grade([started, killed, gone, notFound, later]), ['investigate ']);
});

test('r47a D6: a pod listed by a restarted kubelet is said to be listed by it, not added at the restart', { skip }, () => {
  const { index, pod } = podNamed('kube-proxy-jgb94', 'k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log');
  assert.match(podTimeline(index, pod).summary, /^listed at 00:23:10\.350 by the kubelet started at 00:23:09\.291; running/);
});

test('r48a: an exec probe on a container whose task ended says so, not that the container "was stopped"', { skip }, async () => {
  // mixed-journald-…-grafana-loki-drain-testdata.log line 842: containerd's `shim disconnected` of the container.
  const { analyzeParsed } = await import('../../server/src/pipeline');
  const l = log('mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log');
  const a = analyzeParsed(l.parsed);
  const probes = a.findings.filter((f) => f.entry.id === 'probe-exec-on-dead-container');
  assert.ok(probes.length > 0);
  assert.ok(probes.every((f) => !/the container was stopped/.test(f.evidence.map((e) => e.reason).join(' '))), 'no "was stopped" for a task that ended');
  assert.ok(probes.some((f) => f.evidence.some((e) => /its task ended \(containerd: shim disconnected\)/.test(e.reason))));
});

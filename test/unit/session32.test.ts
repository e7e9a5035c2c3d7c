// Mended in session 32. Each test names the review item (r62a, r63a, r64a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { buildReport, renderText } from '../../server/src/report';
import { CORPUS, HAVE } from './corpusFixture';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const verdicts = (text: string, id: string) => analyzeText(text, TODAY).findings.filter((f) => f.entry.id === id).map((f) => `L${f.line + 1} ${f.verdict}`);
const stateOf = (text: string, name: string) => {
  const a = analyzeText(text, TODAY);
  const pod = a.index.pods.find((p) => p.name === name);
  assert.ok(pod, name);
  return podTimeline(a.index, pod);
};

// Synthetic kind-style journald lines (1.24 wording).
const pleg = (time: string, type: string, id: string) =>
  `Aug 30 ${time} kind-worker kubelet[704773]: I0830 ${time}.000000  704773 kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="default/web-k" event=&{ID:00000012-5a1e-4c2b-9d3f-000000000012 Type:${type} Data:${id}}`;
const noReady = (time: string) => `Aug 30 ${time} kind-worker kubelet[704773]: I0830 ${time}.500000  704773 kuberuntime_manager.go:473] "No ready sandbox for pod can be found. Need to start a new one" pod="default/web-k"`;
const SANDBOX = '00b4c0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eed';
const APP = '00b5c0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eed';

test('r62a s18: a pod whose sandbox died alone is starting again, not terminated; a pod whose containers all died is terminated', () => {
  const died = [pleg('04:29:00', 'ContainerStarted', SANDBOX), pleg('04:29:01', 'ContainerStarted', APP), pleg('04:34:00', 'ContainerDied', SANDBOX), noReady('04:34:01')];
  const t = stateOf(died.join('\n'), 'web-k');
  assert.equal(t.state, 'starting');
  assert.match(t.summary, /its sandbox being set up since 04:34:01\.500/);
  // The app died first (a Job's end), then the sandbox the kubelet killed: it finds the sandbox missing and leaves the pod.
  const done = [pleg('04:29:00', 'ContainerStarted', SANDBOX), pleg('04:29:01', 'ContainerStarted', APP), pleg('04:34:00', 'ContainerDied', APP), pleg('04:34:00', 'ContainerDied', SANDBOX), noReady('04:34:01')];
  assert.equal(stateOf(done.join('\n'), 'web-k').state, 'terminated');
  // The two started in the same relist, the app logged first: the one that died alone is still the sandbox (r65a s04).
  const swapped = [pleg('04:29:01', 'ContainerStarted', APP), pleg('04:29:01', 'ContainerStarted', SANDBOX), pleg('04:34:00', 'ContainerDied', SANDBOX), noReady('04:34:01')];
  assert.equal(stateOf(swapped.join('\n'), 'web-k').state, 'starting');
  // The No ready sandbox line written just before PLEG's death (two goroutines, r65a d03).
  const early = [pleg('04:29:00', 'ContainerStarted', SANDBOX), pleg('04:29:01', 'ContainerStarted', APP), noReady('04:33:59'), pleg('04:34:00', 'ContainerDied', SANDBOX)];
  assert.equal(stateOf(early.join('\n'), 'web-k').state, 'starting');
});

test('r62a p03: a sync deciding to make the sandbox again (CreateSandbox:true, containers to start) is the pod starting, its kill part of it', () => {
  const actions = (create: boolean, start: string) =>
    `Aug 30 04:34:01 kind-worker kubelet[704773]: I0830 04:34:01.600000  704773 kuberuntime_manager.go:714] "computePodActions got for pod" podActions={KillPod:true CreateSandbox:${create} SandboxID:${SANDBOX} Attempt:1 NextInitContainerToStart:nil ContainersToStart:[${start}] ContainersToKill:map[] EphemeralContainersToStart:[]} pod="default/web-k"`;
  const kill = `Aug 30 04:34:01 kind-worker kubelet[704773]: I0830 04:34:01.700000  704773 kuberuntime_container.go:709] "Killing container with a grace period" pod="default/web-k" podUID=00000012-5a1e-4c2b-9d3f-000000000012 containerName="web" containerID="containerd://${APP}" gracePeriod=30`;
  const head = [pleg('04:29:00', 'ContainerStarted', SANDBOX), pleg('04:29:01', 'ContainerStarted', APP), pleg('04:34:00', 'ContainerDied', SANDBOX), noReady('04:34:01')];
  assert.equal(stateOf([...head, actions(true, '0'), kill, pleg('04:34:02', 'ContainerDied', APP)].join('\n'), 'web-k').state, 'starting');
  // Nothing to start (a pod being torn down gets CreateSandbox:true too): no re-making.
  assert.notEqual(stateOf([...head.slice(0, 2), pleg('04:34:00', 'ContainerDied', APP), pleg('04:34:00', 'ContainerDied', SANDBOX), noReady('04:34:01'), actions(true, ''), kill].join('\n'), 'web-k').state, 'starting');
});

test('r63a p03: the printf-era computePodActions is read as its structured form: a KillPod sync with nothing to start ends the pod', () => {
  // ≤1.20 wording (kuberuntime_manager.go:685, V4), synthetic pod.
  const uid = '0000002b-7b2c-4d3e-8f4a-00000000002b';
  const p = (time: string, type: string, id: string) => `I0830 ${time}.000000    4787 kubelet.go:1923] SyncLoop (PLEG): "smoke-9k2lq_ci(${uid})", event: &pleg.PodLifecycleEvent{ID:"${uid}", Type:"${type}", Data:"${id}"}`;
  const log = [
    p('04:29:00', 'ContainerStarted', SANDBOX),
    p('04:29:01', 'ContainerStarted', APP),
    p('04:29:30', 'ContainerDied', APP),
    `I0830 04:29:30.500000    4787 kuberuntime_manager.go:685] computePodActions got {KillPod:true CreateSandbox:false SandboxID:${SANDBOX} Attempt:0 NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[] EphemeralContainersToStart:[]} for pod "smoke-9k2lq_ci(${uid})"`,
    p('04:29:31', 'ContainerDied', SANDBOX),
    `I0830 04:29:41.000000    4787 kuberuntime_manager.go:439] No ready sandbox for pod "smoke-9k2lq_ci(${uid})" can be found. Need to start a new one`,
  ].join('\n');
  const t = stateOf(log, 'smoke-9k2lq');
  assert.equal(t.state, 'terminated');
  assert.ok(t.phases.some((s) => s.phase === 'terminated' && s.records.includes(3)), 'the sync is the terminated phase');
  assert.deepEqual(verdicts(log, 'pod-sandbox-recreated'), ['L6 benign']);
  // A steady printf sync of a running pod is its syncing, not a sandbox phase.
  const steady = `I0830 04:29:40.000000    4787 kuberuntime_manager.go:685] computePodActions got {KillPod:false CreateSandbox:false SandboxID:${SANDBOX} Attempt:0 NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[]} for pod "smoke-9k2lq_ci(${uid})"`;
  const running = stateOf([p('04:29:00', 'ContainerStarted', SANDBOX), p('04:29:01', 'ContainerStarted', APP), steady].join('\n'), 'smoke-9k2lq');
  assert.equal(running.state, 'running');
  assert.equal(running.phases[running.phases.length - 1].phase, 'running');
});

test('r64a W6: the pod deletor\'s line about a dead ID is benign when the No ready sandbox line comes right after it, in the same burst', () => {
  // The corpus's RKE log (1.19), lines 1054 and 1075-1078, as logged; the two lines 0.06 ms apart come in either order.
  const lines = [
    'I0120 11:42:38.485791    4787 kubelet.go:1865] SyncLoop (PLEG): "rke-metrics-addon-deploy-job-c6hrg_kube-system(8fe051ec-6fa2-4492-81e2-f2bad28bc921)", event: &pleg.PodLifecycleEvent{ID:"8fe051ec-6fa2-4492-81e2-f2bad28bc921", Type:"ContainerStarted", Data:"317b942befeb1b3d066269a5a4a8d9383bdb47add00297e6f41bfd0a0ad5e3f5"}',
    'I0120 11:42:40.499375    4787 kubelet.go:1865] SyncLoop (PLEG): "rke-metrics-addon-deploy-job-c6hrg_kube-system(8fe051ec-6fa2-4492-81e2-f2bad28bc921)", event: &pleg.PodLifecycleEvent{ID:"8fe051ec-6fa2-4492-81e2-f2bad28bc921", Type:"ContainerDied", Data:"317b942befeb1b3d066269a5a4a8d9383bdb47add00297e6f41bfd0a0ad5e3f5"}',
    'W0120 11:42:40.499444    4787 pod_container_deletor.go:79] Container "317b942befeb1b3d066269a5a4a8d9383bdb47add00297e6f41bfd0a0ad5e3f5" not found in pod\'s containers',
    'I0120 11:42:40.499507    4787 kuberuntime_manager.go:443] No ready sandbox for pod "rke-metrics-addon-deploy-job-c6hrg_kube-system(8fe051ec-6fa2-4492-81e2-f2bad28bc921)" can be found. Need to start a new one',
    'E0120 11:42:40.584218    4787 kubelet.go:2103] Container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:docker: network plugin is not ready: cni config uninitialized',
    // Synthetic: the log goes on past the second in which a rival could die.
    'I0120 11:42:45.000000    4787 kubelet.go:1888] SyncLoop (housekeeping)',
  ];
  assert.deepEqual(verdicts(lines.join('\n'), 'deletor-container-not-found'), ['L3 benign']);
  const a = analyzeText(lines.join('\n'), TODAY);
  const f = a.findings.find((x) => x.entry.id === 'deletor-container-not-found')!;
  assert.match(f.reason, /in the same burst \(line 4, right after this one\)/);
  // Two seconds later is no burst: no evidence.
  const late = lines.map((l, i) => (i === 3 ? l.replace('11:42:40.499507', '11:42:42.499507') : l));
  assert.deepEqual(verdicts(late.join('\n'), 'deletor-container-not-found'), ['L3 investigate']);
});

test('r64a W2: a persisting probe failure is one group, and a later line says how many failures it is', () => {
  // Synthetic 1.19 readiness failures of one container every 10 s for 30 min (the RKE log's coredns, shortened).
  const line = (s: number) => {
    const t = new Date(Date.UTC(2021, 0, 20, 11, 43, 35) + s * 1000).toISOString().slice(11, 19);
    return `I0120 ${t}.002788    4787 prober.go:117] Readiness probe for "coredns-6f85d5fb88-flfvm_kube-system(c2bcdbe3-f9c6-4f7e-9c20-864f249429a7):coredns" failed (failure): HTTP probe failed with statuscode: 503`;
  };
  const log = Array.from({ length: 180 }, (_, k) => line(k * 10)).join('\n');
  const a = analyzeText(log, TODAY);
  const probe = a.findings.filter((f) => f.entry.id === 'probe-failed');
  assert.equal(probe.length, 180);
  const last = probe[probe.length - 1];
  assert.equal(last.verdict, 'actionable');
  assert.match(last.reason, /this line is the probe's 180th failure, 29 min 50 s after the first/);
  const text = renderText(buildReport(a, 'probe.log'));
  assert.match(text, /actionable {2}L1 \(×180\) Probe failed/);
});

test('r64a W5: a verdict with no evidence is no shared cause; a note of what the log shows is, without the looked-for list', () => {
  if (!HAVE) {
    console.log(`# skipped: corpus not found at ${CORPUS} (set KUBELET_LOG_LENS_CORPUS)`);
    return;
  }
  const corpus = join(CORPUS, 'k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log');
  const text = renderText(buildReport(analyzeText(readFileSync(corpus, 'utf8'), TODAY), corpus));
  assert.doesNotMatch(text, /shared cause[^\n]*no evidence/);
  // The crash loop that ended: its last back-off (L977, 08:07:49), not the topology manager's removal after it (r64a W3).
  assert.match(text, /crash-looped: container kube-rbac-proxy-crio: 5 back-off lines over 28 s, the last at 08:07:49/);
  const sky = join(CORPUS, 'k8s-1.19-klog-plain-kubelet-skykying-scripts.log');
  const skyText = renderText(buildReport(analyzeText(readFileSync(sky, 'utf8'), TODAY), sky));
  const shared = skyText.split('\n').filter((l) => l.includes('shared cause'));
  assert.ok(shared.length >= 2);
  for (const l of shared) assert.doesNotMatch(l, /nothing in this log shows it harmless|looked for/);
  // The cause is named whole: the refused user and what it may not do.
  assert.ok(shared.some((l) => l.includes('User "kubelet-client" cannot create resource "nodes"')));
});

test('r64a W4: a segment of single events (two ADDs of a pod) has no duration; a real phase keeps its own', () => {
  const add = (time: string) => `Aug 30 ${time} kind-worker kubelet[704773]: I0830 ${time}.000000  704773 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-k]`;
  const a = analyzeText([add('04:29:00'), add('04:30:36')].join('\n'), TODAY);
  const rep = buildReport(a, 'adds.log');
  const phases = rep.pods[0].phases;
  assert.deepEqual(phases.map((p) => [p.phase, p.durationMs]), [['config-add', null]]);
  assert.doesNotMatch(renderText(rep), /config-add[^\n]*\(1 min 36 s\)/);
  const kill = (time: string) => `Aug 30 ${time} kind-worker kubelet[704773]: I0830 ${time}  704773 kuberuntime_container.go:709] "Killing container with a grace period" pod="default/web-k" podUID=00000012-5a1e-4c2b-9d3f-000000000012 containerName="web" containerID="containerd://${APP}" gracePeriod=30`;
  const del = `Aug 30 04:31:00 kind-worker kubelet[704773]: I0830 04:31:00.000000  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/web-k]`;
  const b = buildReport(analyzeText([add('04:29:00'), del, kill('04:31:00.100000'), kill('04:31:02.100000')].join('\n'), TODAY), 'kill.log');
  assert.equal(b.pods[0].phases.find((p) => p.phase === 'terminating')?.durationMs, 2000);
});

test('r64a U13: a pod whose start failed only while the kubelet had not listed Services yet, within its start-up, is starting; a wait past it is failing to start', () => {
  // The Talos corpus log's JSON lines (1.34), shortened; the second failure is theirs, the late one synthetic.
  const failed = (ms: number) =>
    `{"ts":${ms},"caller":"kubelet/pod_workers.go:1324","msg":"Error syncing pod, skipping","pod":{"name":"kube-flannel-bhgc2","namespace":"kube-system"},"podUID":"5a5b2b3a-c43e-477f-a3dc-de8bdab94eeb","err":"failed to \\"StartContainer\\" for \\"install-config\\" with CreateContainerConfigError: \\"services have not yet been read at least once, cannot construct envvars\\""}`;
  const start = (ms: number) => `{"ts":${ms},"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}`;
  const quick = stateOf([start(1758106668007.8376), failed(1758106702471.6323), failed(1758106703175.4192)].join('\n'), 'kube-flannel-bhgc2');
  assert.equal(quick.state, 'starting');
  assert.match(quick.summary, /wait for the kubelet's first list of Services/);
  assert.equal(stateOf([start(1758106668007.8376), failed(1758106702471.6323), failed(1758106802471.6323)].join('\n'), 'kube-flannel-bhgc2').state, 'starting');
  // Still failing past the start-up window (5 min, the entry's): failing to start.
  assert.equal(stateOf([start(1758106668007.8376), failed(1758106702471.6323), failed(1758107002471.6323)].join('\n'), 'kube-flannel-bhgc2').state, 'failing-to-start');
  // Ten minutes after the kubelet's start, or with no start in the log, it is no start-up wait.
  assert.equal(stateOf([start(1758106068007.8376), failed(1758106702471.6323)].join('\n'), 'kube-flannel-bhgc2').state, 'failing-to-start');
  assert.equal(stateOf([failed(1758106702471.6323)].join('\n'), 'kube-flannel-bhgc2').state, 'failing-to-start');
});

test('r64a U6, U7, U8: the header names the year it gave the times, locates unparsed lines, and another component\'s log says so first and only names its pods', () => {
  const klog = 'I0830 04:29:00.000000    4787 kubelet.go:1888] SyncLoop (housekeeping)';
  const trace = Array.from({ length: 40 }, (_, k) => `+ echo step ${k}`);
  const rep = buildReport(analyzeText([...trace, klog, 'stray text', klog].join('\n'), { ...TODAY, year: 2023 }), 'trace.log');
  assert.equal(rep.year, 2023);
  assert.deepEqual(rep.unparsed.runs, [[1, 40], [42, 42]]);
  const text = renderText(rep);
  assert.match(text, /year: 2023, given \(--year\)/);
  assert.match(text, /unparsed: 41 lines read as no log line, at L1–40, L42; the first 2:/);
  assert.equal(text.split('\n').filter((l) => l.startsWith('  unparsed L')).length, 2);
  // A scheduler's lines (1.24, synthetic pods): the component first, no kubelet version to miss, the pods named.
  const sched = (pod: string) => `I0830 04:29:00.000000       1 schedule_one.go:266] "Successfully bound pod to node" pod="default/${pod}" node="kind-worker" evaluatedNodes=3 feasibleNodes=2`;
  const other = renderText(buildReport(analyzeText(Array.from({ length: 30 }, (_, k) => sched(`web-${k}`)).join('\n'), TODAY), 'scheduler.log'));
  const lines = other.split('\n');
  assert.match(lines[1], /^ {2}component: kube-scheduler/);
  assert.doesNotMatch(other, /kubelet: version not in the log/);
  assert.match(other, /named in this kube-scheduler log, which tells no pod's life on a node \(--every lists each\): default\/web-0 \(1 line\)/);
  assert.doesNotMatch(other, /no lifecycle marker/);
});

test('r64a W7: a Windows Docker node\'s runtime error gets its own advice instead of the Linux one, and each Windows error its own note', () => {
  // The corpus's 1.17 Windows log, lines 5560 and 5577, as logged.
  const id = '391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149';
  const head = `E0820 21:10:41.202058    3312 remote_runtime.go:261] RemoveContainer "${id}" from runtime service failed: rpc error: code = Unknown desc = failed to remove container "${id}": Error response from daemon: unable to remove filesystem for ${id}: `;
  const notEmpty = `${head}remove C:\\ProgramData\\docker\\containers\\${id}: The directory is not empty.`;
  const denied = `${head}GetFileAttributesEx C:\\ProgramData\\docker\\containers\\${id}\\${id}-json.log: Access is denied.`.replace('21:10:41.202058', '21:10:42.225604');
  const text = renderText(buildReport(analyzeText([notEmpty, denied].join('\n'), TODAY), 'win.log'), true);
  const entries = text.split(/\n(?= {2}L\d+ )/).filter((e) => /^ {2}L\d+ /.test(e));
  assert.equal(entries.length, 2);
  for (const e of entries) {
    assert.match(e, /for this error: `C:\\ProgramData\\docker`: a Windows node/);
    assert.doesNotMatch(e, /journalctl -u containerd/, 'no Linux advice beside the Windows one');
  }
  assert.match(entries[0], /The directory is not empty`: Windows could not delete/);
  assert.doesNotMatch(entries[0], /Access is denied/);
  assert.match(entries[1], /Access is denied` on a container's file/);
  // A Linux node's runtime error keeps the general advice.
  const linux = renderText(buildReport(analyzeText('E0820 21:10:41.186390    3312 remote_runtime.go:495] ListContainerStats with filter &ContainerStatsFilter{Id:,PodSandboxId:,LabelSelector:map[string]string{},} from runtime service failed: rpc error: code = Unknown desc = EOF', TODAY), 'linux.log'));
  assert.match(linux, /if it is not harmless: .*journalctl -u containerd/);
});

test('r64a W8: one kubelet process logging under a host name that changed is one machine renamed; two machines\' journals one after the other are two nodes', () => {
  // The corpus's OpenShift bootstrap node (kubelet.sh[2473]) as it was renamed; the lines are synthetic.
  // The kubelet keeps the node name it started with (its lines name it) while the machine's host name changes.
  const line = (host: string, time: string, pid = 2473) => `May 12 ${time} ${host} kubelet.sh[${pid}]: I0512 ${time}.000000    ${pid} kubelet_node_status.go:75] "Attempting to register node" node="${pid === 2473 ? 'localhost.localdomain' : host}"`;
  const renamed = buildReport(analyzeText([line('localhost.localdomain', '04:54:40'), line('localhost.localdomain', '04:55:40'), line('api-int.example.local', '04:56:40'), line('api.example.local', '04:57:40')].join('\n'), TODAY), 'renamed.log');
  assert.deepEqual(renamed.hostRenamed, { pid: 2473, names: ['localhost.localdomain', 'api-int.example.local', 'api.example.local'] });
  const text = renderText(renamed);
  assert.match(text, /host renamed while one kubelet ran \(pid 2473\): localhost\.localdomain → api-int\.example\.local → api\.example\.local/);
  assert.doesNotMatch(text, /\n {2}nodes:/);
  // Another process, or a seam where time steps back (two journals of one period), or interleaved hosts: two nodes.
  for (const lines of [
    [line('node-a', '04:54:40'), line('node-b', '04:55:40', 3001)],
    [line('node-a', '04:54:40'), line('node-a', '04:58:40'), line('node-b', '04:55:40')],
    [line('node-a', '04:54:40'), line('node-b', '04:55:40'), line('node-a', '04:56:40')],
  ]) {
    const rep = buildReport(analyzeText(lines.join('\n'), TODAY), 'two.log');
    assert.equal(rep.hostRenamed, null, lines.join('\n'));
    assert.match(renderText(rep), /\n {2}nodes: node-a, node-b/);
  }
});

test('r64a U5, U3: a header line says what identifies its group (the probe\'s answer, the predicate) and how many pods it spans', () => {
  // 1.24 structured admission refusals of three pods of one Deployment (the C7 corpus log's wording, synthetic pods).
  const refused = (k: number) => `Aug 30 00:24:5${k} kind-worker kubelet[704773]: I0830 00:24:5${k}.177000  704773 predicate.go:144] "Predicate failed on Pod" pod="default/php-apache-7f879b889b-${k}abcd" err="Predicate TaintToleration failed"`;
  const rep = buildReport(analyzeText([1, 2, 3].map(refused).join('\n'), TODAY), 'refused.log');
  assert.ok(rep.diagnostics.every((d) => d.detail === 'Predicate TaintToleration failed'), JSON.stringify(rep.diagnostics.map((d) => d.detail)));
  assert.match(renderText(rep), /\(×3 in 3 pods\) Pod rejected at admission by the kubelet, default\/php-apache-7f879b889b-1abcd and others — Predicate TaintToleration failed/);
});

test('r64a U14: binary data opened in the editor gets one warning that it is no text log, as the CLI refuses it; a log with a few control bytes is read', async () => {
  const { diagnostics } = await import('../../server/src/features/diagnostics');
  const { DEFAULT_SETTINGS } = await import('../../server/src/features/context');
  const asDoc = (text: string) => {
    const lines = text.split('\n');
    return { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l: number) => lines[l] ?? '' }, analysis: analyzeText(text, TODAY) };
  };
  // An ELF header and bytes as an executable has them (synthetic).
  const binary = `\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x02\x00\x3e\x00\x01\x00\x00\x00${'\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f\x10\x11 abc '.repeat(40)}`;
  const out = diagnostics(asDoc(binary), DEFAULT_SETTINGS).diagnostics;
  assert.equal(out.length, 1);
  assert.match(String(out[0].message), /binary data .*not a text log: nothing was checked/);
  // The sample with one stray control byte is a log as before.
  const sample = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').replace('SyncLoop DELETE', 'SyncLoop\x01DELETE');
  const read = diagnostics(asDoc(sample), DEFAULT_SETTINGS).diagnostics;
  assert.ok(read.length >= 6 && read.every((d) => !/binary data/.test(String(d.message))));
});

test('r64a C2: an error\'s own line breaks (a probe body unquoted from Go\'s \\n) stay on one Problems row', async () => {
  const { diagnostics } = await import('../../server/src/features/diagnostics');
  const { DEFAULT_SETTINGS } = await import('../../server/src/features/context');
  // The review's injection line (r64a inject L5), shortened.
  const line = 'E0731 17:16:34.822425  354472 prober.go:117] "Probe failed" probeType="Readiness" pod="default/evil-1" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0 containerName="web" probeResult=failure output="HTTP probe failed with statuscode: 503 | a | b |\\n---|---\\n# Heading"';
  const doc = { uri: 'file:///x.log', version: 1, source: { lineCount: 1, lineAt: () => line }, analysis: analyzeText(line, TODAY) };
  const out = diagnostics(doc, DEFAULT_SETTINGS).diagnostics;
  assert.equal(out.length, 1);
  assert.doesNotMatch(String(out[0].message), /\n/);
  assert.match(String(out[0].message), /503 \| a \| b \| ⏎ ---\|--- ⏎ # Heading/);
});

test('r64a U1: the Problems view\'s row of an investigate finding leaves what was looked for to the hover and names the container', async () => {
  const { diagnostics } = await import('../../server/src/features/diagnostics');
  const { DEFAULT_SETTINGS } = await import('../../server/src/features/context');
  const text = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8');
  const lines = text.split('\n');
  const doc = { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l: number) => lines[l] ?? '' }, analysis: analyzeText(text, TODAY) };
  const rows = diagnostics(doc, DEFAULT_SETTINGS).diagnostics.map((d) => String(d.message)).filter((m) => m.startsWith('investigate:'));
  assert.equal(rows.length, 3);
  for (const m of rows) {
    assert.doesNotMatch(m, /looked for/);
    assert.match(m, /, container [0-9a-f]{12} — no evidence in this log that it is harmless$/);
  }
  // The hover keeps what was looked for.
  const f = doc.analysis.findings.find((x) => x.verdict === 'investigate')!;
  assert.match(f.reason, /looked for/);
});

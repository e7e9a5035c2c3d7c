// Mended in session 36. Each test names the review item and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { hover } from '../../server/src/features/hover';
import type { AnalysedDocument } from '../../server/src/features/context';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };

const findingsOf = (text: string) => {
  const a = analyzeText(text, TODAY);
  return a.findings.map((f) => ({ id: f.entry.id, verdict: f.verdict, reason: f.reason, line: a.index.parsed.records.at(f.record).line + 1, evidence: f.evidence.map((e) => e.line + 1) }));
};

// Lines in the shapes of the gangmuk C6 worker3 corpus log (kind 1.24.7, journald): its volume verification
// (L545) and cAdvisor failure (L554) are real; the SyncLoop ADDs and the static pod's are synthetic, in kubelet.go's
// 1.24 texts.
const W3 = (time: string) => `Apr 20 ${time.slice(0, 8)} kind-worker3 kubelet[298]: `;
const STARTED = `${W3('19:15:00')}I0420 19:15:00.000000     298 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"`;
const STATIC_ADD = `${W3('19:15:01')}I0420 19:15:01.000000     298 kubelet.go:2072] "SyncLoop ADD" source="file" pods=[kube-system/etcd-kind-worker3]`;
const OTHER_ADD = `${W3('19:17:59')}I0420 19:17:59.000000     298 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/php-apache-698db99f59-wlmz4]`;
const ADD = `${W3('19:20:12')}I0420 19:20:12.000000     298 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/php-apache-698db99f59-68nxm]`;
const VERIFIED = `${W3('19:20:12')}I0420 19:20:12.347453     298 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"kube-api-access-7v4hv\\" (UniqueName: \\"kubernetes.io/projected/9ac57f21-7011-4143-9a7c-3772ca6e4321-kube-api-access-7v4hv\\") pod \\"php-apache-698db99f59-68nxm\\" (UID: \\"9ac57f21-7011-4143-9a7c-3772ca6e4321\\") " pod="default/php-apache-698db99f59-68nxm"`;
const PARTIAL = `${W3('19:20:34')}E0420 19:20:34.895368     298 cadvisor_stats_provider.go:414] "Partial failure issuing cadvisor.ContainerInfoV2" err="partial failures: [\\"/docker/ce808bf2ae79438010845e5fe580f24e6b776922424627b084acf4ca06a6d267/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod9ac57f21_7011_4143_9a7c_3772ca6e4321.slice/cri-containerd-8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80.scope\\": RecentStats: unable to find data in memory cache]"`;

test('r80a minor: an API pod\'s SyncLoop ADD, after the run had admitted other API pods, shows its container new to cAdvisor', () => {
  const cadvisor = (lines: string[]) => findingsOf(lines.join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!;
  const added = cadvisor([STARTED, OTHER_ADD, ADD, VERIFIED, PARTIAL]);
  assert.deepEqual([added.verdict, added.evidence], ['benign', [3]]);
  assert.match(added.reason, /pod was added 22\.9 s before/);
  // A kubelet adds its static pods at its start, reachable API server or not: their addition shows no listing done,
  // so the API pod's ADD five minutes later may be the run's late listing of the pods it ran (with its ADD logged or
  // only its volumes verified).
  assert.equal(cadvisor([STARTED, STATIC_ADD, ADD, VERIFIED, PARTIAL]).verdict, 'investigate');
  assert.equal(cadvisor([STARTED, STATIC_ADD, VERIFIED, PARTIAL]).verdict, 'investigate');
  // No start in the excerpt: nothing tells a new pod from one listed again.
  assert.equal(cadvisor([OTHER_ADD, ADD, VERIFIED, PARTIAL]).verdict, 'investigate');
});

// Lines in 1.31's shapes (a kind node's journal, kueue#4669); the texts are the kubelet's own
// (nodeshutdown_manager_linux.go, kubelet.go); synthetic pods and PIDs (as session 35's r77a P7 test).
const K = (time: string, text: string, pid = 246) => `Mar 18 ${time.slice(0, 8)} kind-worker kubelet[${pid}]: I0318 ${time}     ${pid} ${text}`;
const WEB_UID = '8bb7de3e-72f0-4102-adbd-53897040775e';
const NEXT_UID = '0d6f3c1e-9a2b-4c5d-8e7f-112233445566';

test('r80a minor: a shutdown-killed StatefulSet pod is not said listed again by its successor\'s ADD of the same name', () => {
  const lines = [
    K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]'),
    K('10:21:22.516037', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`),
    K('11:00:00.001000', 'nodeshutdown_manager_linux.go:375] "Shutdown manager killing pod with gracePeriod" pod="shop/web-0" gracePeriod=20'),
    K('11:03:20.000000', 'server.go:484] "Kubelet version" kubeletVersion="v1.31.0"', 251),
    K('11:03:20.500000', 'kubelet.go:2346] "Starting kubelet main sync loop"', 251),
    K('11:09:00.000000', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]', 251),
    K('11:09:02.000000', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${NEXT_UID}","Type":"ContainerStarted","Data":"c1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`, 251),
  ];
  const a = analyzeText(lines.join('\n'), TODAY);
  const old = a.index.pods.find((p) => p.uid === WEB_UID)!;
  const timeline = podTimeline(a.index, old);
  assert.doesNotMatch(timeline.summary, /listed again/);
  assert.notEqual(timeline.state, 'running');
});

// minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log of the corpus, its L996 and L1000.
const TASK_DELETED = 'Sep 05 06:15:20 minikube dockerd[1455]: time="2025-09-05T06:15:20.916259994Z" level=info msg="ignoring event" container=1b1744a63eaa25e149c27e2d11b2a0b2fb84f51075cf45dab32dc33f1c544f42 module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"';
const NO_STATS = 'Sep 05 06:21:15 minikube cri-dockerd[1773]: time="2025-09-05T06:21:15Z" level=error msg="error collecting stats for container \'mnist-gpu\': Error response from daemon: No such container: 1b1744a63eaa25e149c27e2d11b2a0b2fb84f51075cf45dab32dc33f1c544f42"';

test('r78a D2: dockerd\'s ignored TaskDelete of a container is its exit: cri-dockerd\'s later missing stats of it are benign', () => {
  const f = findingsOf([TASK_DELETED, NO_STATS].join('\n')).find((x) => x.id === 'cri-dockerd-stats-missing-container')!;
  assert.deepEqual([f.verdict, f.evidence], ['benign', [1]]);
  assert.match(f.reason, /its task was deleted after its exit \(dockerd: topic=\/tasks\/delete\)/);
  // Another topic of the same container (a task created) is no exit; nor is a TaskDelete of another container.
  assert.equal(findingsOf([TASK_DELETED.replace('/tasks/delete', '/tasks/create'), NO_STATS].join('\n'))[0].verdict, 'investigate');
  assert.equal(findingsOf([TASK_DELETED.replace('container=1b17', 'container=2b17'), NO_STATS].join('\n'))[0].verdict, 'investigate');
});

// r81a 1: excerpts that begin after the `panic:` line (kubernetes#97218, #86676, #105806: the pastes' own lines).
const PANIC_FRAGMENT_97218 = [
  'Dec 9 17:22:01 k8smaster1 kubelet: [signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x319cff5]',
  'Dec 9 17:22:01 k8smaster1 kubelet: goroutine 303 [running]:',
  'Dec 9 17:22:01 k8smaster1 kubelet: k8s.io/kubernetes/pkg/kubelet/dockershim.(*dockerService).ContainerStatus(0xc000d7e000, 0x4957700, 0xc000af04e0, 0xc001507040, 0xc000d7e000, 0xc000af04e0, 0xc0012d5b78)',
];
const PANIC_FRAGMENT_86676 = [
  'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]: goroutine 603 [running]:',
  'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]: k8s.io/kubernetes/vendor/k8s.io/apimachinery/pkg/util/runtime.logPanic(0x3a2dec0, 0x6d6df80)',
  'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]: k8s.io/kubernetes/vendor/k8s.io/apimachinery/pkg/util/runtime.HandleCrash(0x0, 0x0, 0x0)',
  'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]: panic(0x3a2dec0, 0x6d6df80)',
  'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]:         /usr/local/go/src/runtime/panic.go:679 +0x1b2',
];

test('r81a 1: a panic\'s stack trace without its first line is one finding, actionable once the kubelet\'s exit follows; after its `panic:` line, none more', () => {
  // Alone, the trace may be a program's the kubelet ran (a CNI plugin writes to its stderr: r82a 41b): investigate.
  for (const [lines, line] of [[PANIC_FRAGMENT_97218, 1], [PANIC_FRAGMENT_86676, 2]] as const) {
    const fs = findingsOf(lines.join('\n'));
    assert.deepEqual(fs.map((f) => [f.id, f.verdict, f.line]), [['kubelet-panic-trace', 'investigate', line]]);
  }
  // With systemd's exit of the kubelet after it (synthetic, in the journal's shape): the kubelet's crash.
  const exited = [...PANIC_FRAGMENT_86676, 'Dec 27 21:41:30 kinder-upgrade-control-plane-1 systemd[1]: kubelet.service: Main process exited, code=exited, status=2/INVALIDARGUMENT'];
  const crash = findingsOf(exited.join('\n')).find((f) => f.id === 'kubelet-panic-trace')!;
  assert.equal(crash.verdict, 'actionable');
  assert.match(crash.reason, /systemd logged its exit/);
  // The whole crash (77655's `panic:` line, synthetic continuation in the same syslog shape): the panic's finding only.
  const whole = ['Dec 9 17:22:01 k8smaster1 kubelet: panic: runtime error: invalid memory address or nil pointer dereference', ...PANIC_FRAGMENT_97218];
  assert.deepEqual(findingsOf(whole.join('\n')).map((f) => f.id), ['kubelet-panic']);
  // The restarted kubelet's crash (another PID, the same second) is a crash of its own.
  const other = PANIC_FRAGMENT_86676.map((l) => l.replace('kubelet[30265]', 'kubelet[30300]'));
  assert.equal(findingsOf([...PANIC_FRAGMENT_86676, ...other].join('\n')).length, 2);
  // A klog Fatal's stack (goroutine header and klog's frames) is no panic.
  const fatal = ['Dec 27 21:41:30 node kubelet[1]: goroutine 1 [running]:', 'Dec 27 21:41:30 node kubelet[1]: k8s.io/klog/v2.stacks(0x1)'];
  assert.deepEqual(findingsOf(fatal.join('\n')), []);
});

test('r81a 2, 3: a sandbox failing on the pause image says the runtime pulls it itself; DeadlineExceeded is the kubelet\'s only in its own words', () => {
  const analysis = (line: string) => {
    const a = analyzeText(line, TODAY);
    return a.findings.find((f) => f.entry.id === 'sandbox-create-failed')!;
  };
  // kubernetes/website#46015's line (the registry timing out inside containerd; code DeadlineExceeded).
  const timeout = 'May 07 14:01:54 kube-woker-node-1 kubelet[2149]: E0507 14:01:54.795181    2149 remote_runtime.go:193] "RunPodSandbox from runtime service failed" err="rpc error: code = DeadlineExceeded desc = failed to get sandbox image \\"registry.k8s.io/pause:3.9\\": failed to pull image \\"registry.k8s.io/pause:3.9\\": failed to pull and unpack image \\"registry.k8s.io/pause:3.9\\": failed to resolve reference \\"registry.k8s.io/pause:3.9\\": failed to do request: Head \\"https://us-west2-docker.pkg.dev/v2/k8s-artifacts-prod/images/pause/manifests/3.9\\": dial tcp 142.251.170.82:443: i/o timeout"';
  const f = analysis(timeout);
  assert.match(f.reason, /could not pull its sandbox \(pause\) image registry\.k8s\.io\/pause:3\.9, which it pulls itself/);
  assert.doesNotMatch(f.reason, /kubelet's request timed out|still reserved/);
  assert.ok((f.advice ?? []).some((a) => /kubeadm's `--image-repository` does not change it/.test(a)));
  // The kubelet's own deadline (synthetic, the same line with the gRPC client's words): said so, no pause image.
  const own = analysis(timeout.replace(/desc = failed to get sandbox image .*"$/, 'desc = context deadline exceeded"'));
  assert.match(own.reason, /the kubelet's request timed out before the runtime had finished the sandbox/);
  assert.ok(!(own.advice ?? []).some((a) => /pause image every sandbox/.test(a)));
});

test('r81a 4: a CNI teardown failing on a plugin binary the node lacks gets the install-the-plugin advice', () => {
  // kubernetes/kubeadm#587's line (flannel's portmap not installed: flannel-io/flannel#890).
  const line = 'Dec 04 22:58:14 ubuntu-xenial kubelet[4344]: E1204 22:58:14.014727    4344 pod_workers.go:182] Error syncing pod 9a5ea476-d946-11e7-a964-02b983f0a4db ("kube-dns-545bc4bfd4-djsm4_kube-system(9a5ea476-d946-11e7-a964-02b983f0a4db)"), skipping: failed to "KillPodSandbox" for "9a5ea476-d946-11e7-a964-02b983f0a4db" with KillPodSandboxError: "rpc error: code = Unknown desc = NetworkPlugin cni failed to teardown pod \\"kube-dns-545bc4bfd4-djsm4_kube-system\\" network: failed to find plugin \\"portmap\\" in path [/opt/flannel/bin /opt/cni/bin]"';
  const f = analyzeText(line, TODAY).findings[0];
  assert.equal(f.entry.id, 'sandbox-network-teardown-failed');
  assert.match((f.advice ?? [])[0] ?? '', /^`failed to find plugin "X" in path \[\.\.\.\]`: the CNI configuration names plugin X/);
});

test('r81a 5, 8: a journal pasted without its times and padded to a width is not hard-wrapped; a Fatal\'s stack continues it', () => {
  // rootless-containers/usernetes#204's lines, as pasted (padded with spaces to the terminal's width).
  const pad = (l: string) => l.padEnd(220, ' ');
  const lines = [
    'kubelet-containerd.sh[27857]: F1118 04:38:15.095965     167 server.go:269] failed to run Kubelet: failed to create kubelet: open /dev/kmsg: operation not permitted',
    'kubelet-containerd.sh[27857]: goroutine 1 [running]:',
    'kubelet-containerd.sh[27857]: k8s.io/kubernetes/vendor/k8s.io/klog/v2.stacks(0xc000132001, 0xc000b72000, 0x86, 0x1cf)',
    'kubelet-containerd.sh[27857]:         /kubernetes/_output/local/go/src/k8s.io/kubernetes/vendor/k8s.io/klog/v2/klog.go:1026 +0xb9',
  ];
  for (const text of [lines.map(pad).join('\n'), lines.join('\n')]) {
    const a = analyzeText(text, TODAY);
    assert.equal(a.index.parsed.records.length, 1);
    assert.equal(a.index.parsed.notices.filter((n) => /hard-wrapped/.test(n.message)).length, 0);
    assert.match(a.index.parsed.records.at(0).message, /operation not permitted\s*$/);
  }
});

test('r81a 6: a Fatal line the kubelet\'s exit follows is actionable, a goroutine\'s line in the same moment aside; /dev/kmsg and k3s\'s memory cgroup advised', () => {
  // kubernetes-sigs/kind#662's lines.
  const kind = [
    'Jun 26 08:18:59 kind-control-plane kubelet[375565]: I0626 08:18:59.525786  375565 server.go:1083] Started kubelet',
    'Jun 26 08:18:59 kind-control-plane kubelet[375565]: F0626 08:18:59.532066  375565 kubelet.go:1405] Failed to start OOM watcher open /dev/kmsg: no such file or directory',
    'Jun 26 08:18:59 kind-control-plane kubelet[375565]: I0626 08:18:59.535478  375565 server.go:350] Adding debug handlers to kubelet server.',
    'Jun 26 08:18:59 kind-control-plane systemd[1]: kubelet.service: Main process exited, code=exited, status=255/EXCEPTION',
  ];
  const fatal = (lines: string[]) => analyzeText(lines.join('\n'), TODAY).findings.find((f) => f.entry.id === 'kubelet-fatal')!;
  const f = fatal(kind);
  assert.equal(f.verdict, 'actionable');
  assert.match(f.reason, /the kubelet's process ended: systemd logged its exit/);
  assert.match((f.advice ?? [])[0] ?? '', /^`\/dev\/kmsg`: since 1\.15/);
  // The same process logging on a second later (synthetic): it went on, left to judge.
  const wentOn = [...kind.slice(0, 3), kind[2].replace('08:18:59.535478', '08:19:01.535478').replace('Jun 26 08:18:59', 'Jun 26 08:19:01'), kind[3].replace('08:18:59', '08:19:02')];
  assert.equal(fatal(wentOn).verdict, 'investigate');
  // k3s-io/k3s#2067's fatal line and its unit's exit.
  const k3s = [
    'Jul 26 06:34:05 kube-master k3s[943]: time="2020-07-26T06:34:05.257859589+01:00" level=fatal msg="failed to find memory cgroup, you may need to add \\"cgroup_memory=1 cgroup_enable=memory\\" to your linux cmdline (/boot/cmdline.txt on a Raspberry Pi)"',
    'Jul 26 06:34:05 kube-master systemd[1]: k3s.service: Main process exited, code=exited, status=1/FAILURE',
  ];
  const k = fatal(k3s);
  assert.equal(k.verdict, 'actionable');
  assert.match((k.advice ?? [])[0] ?? '', /`cgroup_memory=1 cgroup_enable=memory`/);
});

test('r81a 7, 9: a refused CSR at start-up gets the bootstrap-credentials advice; a status patch the API answers with the pod\'s NotFound is benign', () => {
  // openshift/origin#24242's line.
  const csr = analyzeText('Dec 01 17:08:42 osm1.acsu.buffalo.edu origin-node[57436]: F1201 17:08:42.266078   57436 server.go:262] failed to run Kubelet: cannot create certificate signing request: Unauthorized', TODAY).findings[0];
  assert.equal(csr.entry.id, 'kubelet-exited-at-start');
  assert.match((csr.advice ?? [])[0] ?? '', /bootstrap token expired or deleted/);
  // kubernetes/minikube#7073's line: benign, citing itself; the same failure for another reason is not.
  const line = 'Mar 17 12:44:49 minikube kubelet[2278]: W0317 12:44:49.941155    2278 status_manager.go:546] Failed to update status for pod "kindnet-v66fb_kube-system(ca0ba34d-6735-4656-ad66-4059887a3311)": failed to patch status "{\\"metadata\\":{\\"uid\\":\\"ca0ba34d-6735-4656-ad66-4059887a3311\\"}}" for pod "kube-system"/"kindnet-v66fb": pods "kindnet-v66fb" not found';
  const gone = findingsOf(line)[0];
  assert.deepEqual([gone.id, gone.verdict, gone.evidence], ['status-update-failed', 'benign', [1]]);
  assert.equal(findingsOf(line.replace('pods "kindnet-v66fb" not found', 'pods "kindnet-other" not found'))[0].verdict, 'investigate');
  assert.equal(findingsOf(line.replace('pods "kindnet-v66fb" not found', 'the server was unable to return a response in the time allotted'))[0].verdict, 'investigate');
});

test('r81b 1, 2, 3, 6, 7, 8: exec probe output cut, CSINode before registration, the eviction echo of /kubepods, no system UUID, cAdvisor and quota noise', () => {
  const only = (text: string) => findingsOf(text).map((f) => [f.id, f.verdict]);
  // Corpus lines (the entries' samples name their files).
  assert.deepEqual(only('E0507 11:59:33.737125    4624 prober.go:239] "Unable to write all bytes from execInContainer" err="short write" expectedBytes=11846 actualBytes=10240'), [['exec-probe-output-truncated', 'benign']]);
  assert.deepEqual(only('E1119 11:58:33.230855    4390 info.go:114] Failed to get system UUID: open /etc/machine-id: no such file or directory'), [['system-uuid-unreadable', 'benign']]);
  const csinode = 'Apr 14 00:07:45 kind-worker3 kubelet[298]: E0414 00:07:45.137949     298 csi_plugin.go:297] Failed to initialize CSINode: error updating CSINode annotation: timed out waiting for the condition; caused by: nodes "kind-worker3" not found';
  const started = 'Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708429     298 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"';
  assert.deepEqual(only([started, csinode].join('\n')), [['csinode-init-failed', 'benign']]);
  assert.deepEqual(only(csinode), [['csinode-init-failed', 'investigate']]);
  // minikube 1.23 corpus log L1663-1664: the eviction manager's line continues the stats summary's, 43 µs before it.
  const stats = 'Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316266     866 summary_sys_containers.go:48] "Failed to get system container stats" err="failed to get cgroup stats for \\"/kubepods\\": failed to get container info for \\"/kubepods\\": unknown container \\"/kubepods\\"" containerName="/kubepods"';
  const signal = 'Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316309     866 helpers.go:673] "Eviction manager: failed to construct signal" err="system container \\"pods\\" not found in metrics" signal=allocatableMemory.available';
  assert.deepEqual(only([stats, signal].join('\n')).map((f) => f[0]), ['system-container-stats-unknown']);
  assert.deepEqual(only(signal), [['eviction-signal-pods-missing', 'investigate']]);
  // Informational: explained on hover, no finding.
  const a = analyzeText([
    'Aug 30 04:45:59 kind-worker kubelet[704773]: W0830 04:45:59.370285  704773 conversion.go:112] Could not get instant cpu stats: cumulative stats decrease',
    'W0120 11:42:31.571229    4787 empty_dir.go:469] Warning: Failed to clear quota on /var/lib/kubelet/pods/33319fcc-6995-4593-aacd-f56bf3cdba80/volumes/kubernetes.io~configmap/config-volume: ClearQuota called, but quotas disabled',
  ].join('\n'), TODAY);
  assert.equal(a.findings.length, 0);
  assert.deepEqual([...a.informationalTally.keys()].map((e) => e.id).sort(), ['cadvisor-cpu-counter-decreased', 'emptydir-quota-not-cleared']);
});

test('r81b 12 and missed variants: the volume manager\'s wait for its Node at start-up; ≤1.20\'s device checkpoint and 1.5\'s given-up event', () => {
  // Talos 1.34 corpus log L86, with a start before it (synthetic) and without.
  const reconstruct = '172.20.0.2: {"ts":1758106678067.744,"caller":"reconciler/reconstruct.go:189","msg":"Failed to get Node status to reconstruct device paths","err":"Get \\"https://127.0.0.1:7445/api/v1/nodes/talos-default-controlplane-1\\": EOF"}';
  assert.deepEqual(findingsOf(reconstruct).map((f) => [f.id, f.verdict]), [['reconstruct-node-status-unavailable', 'investigate']]);
  // With the log's L1, the kubelet's start 10 s before: benign, citing it.
  const start = '172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}';
  assert.deepEqual(findingsOf([start, reconstruct].join('\n')).map((f) => [f.id, f.verdict, f.evidence]), [['reconstruct-node-status-unavailable', 'benign', [1]]]);
  // Corpus lines: k8s-1.19 skykying L427 (benign, informational or not, as the 1.21+ wording is).
  const checkpoint = analyzeText('W1119 11:58:40.082349    4390 manager.go:596] Failed to retrieve checkpoint for "kubelet_internal_checkpoint": checkpoint is not found', TODAY);
  const byEntry = [...checkpoint.findings.map((f) => f.entry.id), ...[...checkpoint.informationalTally.keys()].map((e) => e.id)];
  assert.deepEqual(byEntry, ['device-checkpoint-missing']);
  const event = analyzeText('Nov 03 13:33:54 minion2 kubelet[1334]: E1103 13:33:54.258987    1334 event.go:143] Unable to write event \'&api.Event{TypeMeta:unversioned.TypeMeta{Kind:"", APIVersion:""}}\' (retry limit exceeded!)', TODAY);
  assert.deepEqual([...event.informationalTally.keys()].map((e) => e.id), ['event-rejected']);
  assert.equal(event.unexplained.count, 0);
});

test('a line that continues an earlier line\'s report says so on hover, not "Not a known error"', () => {
  // minikube 1.23 corpus log L1663-1664 (as in the r81b test above).
  const lines = [
    'Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316266     866 summary_sys_containers.go:48] "Failed to get system container stats" err="failed to get cgroup stats for \\"/kubepods\\": failed to get container info for \\"/kubepods\\": unknown container \\"/kubepods\\"" containerName="/kubepods"',
    'Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316309     866 helpers.go:673] "Eviction manager: failed to construct signal" err="system container \\"pods\\" not found in metrics" signal=allocatableMemory.available',
  ];
  const doc: AnalysedDocument = {
    uri: 'file:///continued.log',
    version: 1,
    source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' },
    analysis: analyzeText(lines.join('\n'), TODAY),
  };
  const text = hover(doc, 1, 60)!.markdown;
  assert.match(text, /\*\*Part of line 1's report\*\* \(Failed to get system container stats \(unknown container\), investigate\)/);
  assert.doesNotMatch(text, /Not a known error/);
});

test('r82a 11: dockershim\'s pause-image pull is said to be the kubelet\'s, through Docker, of --pod-infra-container-image', () => {
  // kubernetes/kubeadm#684's line (its `**Jan**` markdown taken out).
  const f = analyzeText('Jan 31 14:45:03 kickseed kubelet[28516]: E0131 14:45:03.280984 28516 remote_runtime.go:92] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed pulling image "gcr.io/google_containers/pause-amd64:3.0": Error response from daemon: Get https://gcr.io/v1/_ping: dial tcp 172.217.6.127:443: i/o timeout', TODAY).findings[0];
  assert.match(f.reason, /could not pull the sandbox \(pause\) image gcr\.io\/google_containers\/pause-amd64:3\.0, which its --pod-infra-container-image names/);
  assert.match((f.advice ?? [])[0] ?? '', /^`failed pulling image "X"` \(Docker's CRI shim/);
  assert.ok(!(f.advice ?? []).some((a) => /pulls this image itself/.test(a)));
});

test('r81b 4, 5: an informer\'s watch that ended is explained (informational); a caller that gave up on the kubelet\'s API is left to judge, not unexplained', () => {
  // k8s-1.2x EKS corpus log L1 and L9.
  const a = analyzeText([
    'W0326 15:43:36.380682   12398 reflector.go:458] vendor/k8s.io/client-go/informers/factory.go:150: watch of *v1.RuntimeClass ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding',
    'E0326 15:49:55.526004   12398 server.go:310] "Unable to authenticate the request due to an error" err="context canceled"',
  ].join('\n'), TODAY);
  assert.deepEqual([...a.informationalTally.keys()].map((e) => e.id), ['informer-watch-ended']);
  assert.deepEqual(a.findings.map((f) => [f.entry.id, f.verdict]), [['kubelet-api-auth-canceled', 'investigate']]);
  assert.equal(a.unexplained.count, 0);
});

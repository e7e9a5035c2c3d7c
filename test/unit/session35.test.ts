// Mended in session 35. Each test names the review item and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { podTimeline } from '../../server/src/model/timeline';
import { LogParser, pushText } from '../../server/src/parse/document';
import { IndexBuilder } from '../../server/src/model/index';
import { AnalysisBuilder } from '../../server/src/knowledge/analyze';
import { analyzeText, matcherFor } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };

// Lines in 1.31's shapes (a kind node's journal, kueue#4669); the texts are the kubelet's own
// (nodeshutdown_manager_linux.go, kubelet.go); synthetic pods and PIDs.
const K = (time: string, text: string, pid = 246) => `Mar 18 ${time.slice(0, 8)} kind-worker kubelet[${pid}]: I0318 ${time}     ${pid} ${text}`;
const WEB_UID = '8bb7de3e-72f0-4102-adbd-53897040775e';

test('r77a P7: a pod the graceful shutdown killed and a restarted kubelet listed again is of unknown state, said why', () => {
  const killed = [
    K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]'),
    K('10:21:22.516037', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`),
    K('11:00:00.001000', 'nodeshutdown_manager_linux.go:375] "Shutdown manager killing pod with gracePeriod" pod="shop/web-0" gracePeriod=20'),
  ];
  const restarted = [
    K('11:03:20.000000', 'server.go:484] "Kubelet version" kubeletVersion="v1.31.0"', 251),
    K('11:03:20.500000', 'kubelet.go:2346] "Starting kubelet main sync loop"', 251),
    K('11:03:21.000000', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]', 251),
  ];
  const state = (lines: string[]) => {
    const a = analyzeText(lines.join('\n'), TODAY);
    return podTimeline(a.index, a.index.pods.find((p) => p.name === 'web-0')!);
  };
  // Before: the kill with no end seen is terminating.
  assert.equal(state(killed).state, 'terminating');
  const after = state([...killed, ...restarted]);
  assert.equal(after.state, 'unknown');
  assert.match(after.summary, /killed by the node's graceful shutdown; listed again at 11:03:21\.000 by the kubelet started at 11:03:20\.000, no line since says what became of it/);
  // Its containers started again after the relisting: running, as any pod the kubelet runs.
  const again = K('11:03:24.000000', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"b1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`, 251);
  assert.equal(state([...killed, ...restarted, again]).state, 'running');
});

const findingsOf = (text: string) => {
  const a = analyzeText(text, TODAY);
  return a.findings.map((f) => ({ id: f.entry.id, verdict: f.verdict, reason: f.reason, line: a.index.parsed.records.at(f.record).line + 1, evidence: f.evidence.map((e) => e.line + 1) }));
};

test('r76a P8: a pull that fails right after the credential provider plugin failed for its image cites that failure', () => {
  // Synthetic, in the shapes of plugin.go's line (kubernetes#133079) and 1.31's pull failure.
  const node = (text: string) => `Jun 02 08:00:02 ip-10-0-1-5 kubelet[3011]: ${text}`;
  const credential = node('E0602 08:00:02.210000    3011 plugin.go:361] Failed getting credential from external registry credential provider: error execing credential provider plugin ecr-credential-provider for image 123456789012.dkr.ecr.us-east-1.amazonaws.com/api: exit status 1');
  const pull = node('E0602 08:00:03.310000    3011 log.go:32] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"123456789012.dkr.ecr.us-east-1.amazonaws.com/api:v42\\": no basic auth credentials" image="123456789012.dkr.ecr.us-east-1.amazonaws.com/api:v42"');
  const f = findingsOf(`${credential}\n${pull}`).find((x) => x.id === 'image-pull-failure')!;
  assert.equal(f.verdict, 'actionable');
  assert.deepEqual(f.evidence, [1]);
  assert.match(f.reason, /credential provider plugin had failed for this image 1\.1 s before \(line 1\)/);
  // Another image's failure, another node's, or one of minutes before is no cause of this pull's.
  const other = (c: string) => findingsOf(`${c}\n${pull}`).find((x) => x.id === 'image-pull-failure')!.evidence;
  assert.deepEqual(other(credential.replace('/api:', '/worker:')), []);
  assert.deepEqual(other(credential.replace('ip-10-0-1-5', 'ip-10-0-1-6')), []);
  assert.deepEqual(other(credential.replace('08:00:02 ', '07:58:02 ').replace('E0602 08:00:02', 'E0602 07:58:02')), []);
});

// 1.27+ writes computePodActions' actions with podActions.String() (`KillPod: true, CreateSandbox: false, …`; checked in
// kuberuntime_manager.go); the lines are in 1.31's shapes, the pods synthetic.
test('r76a P4: computePodActions in its String() form: a Job\'s end that kills its sidecar is no restart', () => {
  const actions = (kill: boolean) => `kuberuntime_manager.go:1053] "computePodActions got for pod" podActions="KillPod: ${kill}, CreateSandbox: false, UpdatePodResources: false, Attempt: 0, InitContainersToStart: [], ContainersToStart: [], EphemeralContainersToStart: [],ContainersToUpdate: map[], ContainersToKill: map[]" pod="batch/pi-job-x7k2p"`;
  const ID = (c: string) => c.repeat(64);
  const log = [
    K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["batch/pi-job-x7k2p"]'),
    K('10:21:22.516037', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="batch/pi-job-x7k2p" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"${ID('a')}"}`),
    K('10:21:22.516716', actions(false)),
    K('10:22:30.103117', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="batch/pi-job-x7k2p" event={"ID":"${WEB_UID}","Type":"ContainerDied","Data":"${ID('a')}"}`),
    K('10:22:30.103532', actions(true)),
    K('10:22:30.104778', `kuberuntime_container.go:809] "Killing container with a grace period" pod="batch/pi-job-x7k2p" podUID="${WEB_UID}" containerName="istio-proxy" containerID="containerd://${ID('b')}" gracePeriod=30`),
    K('10:22:31.901301', `kuberuntime_container.go:834] "Container exited normally" pod="batch/pi-job-x7k2p" podUID="${WEB_UID}" containerName="istio-proxy" containerID="containerd://${ID('b')}"`),
  ];
  const a = analyzeText(log.join('\n'), TODAY);
  const t = podTimeline(a.index, a.index.pods[0]);
  const phaseOfLine = (n: number) => t.phases.find((p) => p.records.some((r) => a.index.parsed.records.at(r).line === n - 1))?.phase;
  // The steady sync is the pod running; the kill of the sidecar after the sync that kills the pod is its teardown.
  assert.equal(phaseOfLine(3), 'running');
  assert.notEqual(phaseOfLine(6), 'restart');
  assert.notEqual(phaseOfLine(7), 'restart');
});

test('r76a P7: a crash loop names its container, and says a sidecar when an init container loops beside running containers', () => {
  const event = (time: string, path: string, reason: string, message: string) =>
    K(time, `event.go:389] "Event occurred" object="shop/web-0" fieldPath="${path}" kind="Pod" apiVersion="v1" type="Normal" reason="${reason}" message="${message}"`);
  const backOff = (time: string, s: number) =>
    K(time, `pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"istio-proxy\\" with CrashLoopBackOff: \\"back-off ${s}s restarting failed container=istio-proxy pod=web-0_shop(${WEB_UID})\\"" pod="shop/web-0" podUID="${WEB_UID}"`).replace(': I0318 ', ': E0318 ');
  const log = [
    K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]'),
    event('10:21:20.871000', 'spec.initContainers{istio-proxy}', 'Started', 'Started container istio-proxy'),
    event('10:21:22.298011', 'spec.containers{web}', 'Started', 'Started container web'),
    backOff('10:32:01.104532', 10),
    backOff('10:34:01.104532', 20),
  ];
  const summary = (lines: string[]) => {
    const a = analyzeText(lines.join('\n'), TODAY);
    return podTimeline(a.index, a.index.pods[0]).summary;
  };
  assert.match(summary(log), /crash-looping: container istio-proxy \(a sidecar\): 2 back-off lines over 2 min/);
  // An init container looping before any regular container started is no sidecar (a plain init container failing).
  assert.match(summary(log.filter((_, i) => i !== 2)), /crash-looping: container istio-proxy: 2 back-off lines/);
});

// Bchast93/thousand-sunny, the stored file kubelet.log (a Talos node's JSON-format kubelet behind `talosctl logs`' prefix).
const ETCD_LEASE = 'sanji: {"ts":1746935589994.498,"caller":"lease/controller.go:195","msg":"Failed to update lease","err":"etcdserver: request timed out"}';
const ETCD_STATUS = 'sanji: {"ts":1746935609019.4631,"caller":"status/status_manager.go:853","msg":"Failed to get status for pod","v":0,"podUID":"4a284cc3-dfb9-4aa8-ba7f-b3b4dcb2965f","pod":{"name":"volsync-src-plex-bwcts","namespace":"media"},"err":"etcdserver: request timed out"}';
const ETCD_POPULATOR = 'sanji: {"ts":1746935616018.36,"caller":"populator/desired_state_of_world_populator.go:318","msg":"Error processing volume","pod":{"name":"volsync-src-plex-ksn6d","namespace":"media"},"volumeName":"cache","err":"error processing PVC media/volsync-plex-cache: failed to fetch PVC from API server: etcdserver: request timed out"}';

test('r73a 5: an error from outside the node that lines of several kinds carry is said once, as their shared error', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  const report = (lines: string[]) => buildReport(analyzeText(lines.join('\n'), TODAY), 'etcd.log', {});
  const rep = report([ETCD_LEASE, ETCD_STATUS, ETCD_POPULATOR]);
  assert.equal(rep.sharedErrors.length, 1);
  assert.deepEqual({ ...rep.sharedErrors[0], meaning: undefined }, { text: 'etcdserver: request timed out', meaning: undefined, node: 'sanji', lines: 3, kinds: 3, firstLine: 1 });
  assert.match(renderText(rep), /shared error in 3 lines of 3 kinds \(first L1\): `etcdserver: request timed out` — the API server's storage \(etcd\)/);
  // One kind of line alone, or two lines, is no shared cause.
  assert.deepEqual(report([ETCD_LEASE, ETCD_LEASE.replace('589994', '599994'), ETCD_LEASE.replace('589994', '609994')]).sharedErrors, []);
  assert.deepEqual(report([ETCD_LEASE, ETCD_STATUS]).sharedErrors, []);
  // r80a D7: the same lines on two nodes, or an hour apart, are two episodes, neither a shared cause.
  const other = (line: string) => line.replace('sanji: ', 'zoro: ');
  assert.deepEqual(report([ETCD_LEASE, other(ETCD_STATUS), ETCD_POPULATOR]).sharedErrors, []);
  assert.deepEqual(report([ETCD_LEASE, ETCD_STATUS, ETCD_POPULATOR.replace('"ts":1746935616018.36', '"ts":1746939616018.36')]).sharedErrors, []);
  // r80a D5: inotify's ENOSPC is its watch limit, not a full disk: no shared error of a full disk.
  const inotify = (ts: string) => `sanji: {"ts":${ts},"caller":"config/file_linux.go:61","msg":"Unable to read config path","path":"/etc/kubernetes/manifests","err":"unable to create inotify: inotify_add_watch /etc/kubernetes/manifests: no space left on device"}`;
  const logRotate = 'sanji: {"ts":1746935590000.5,"caller":"logs/container_log_manager.go:296","msg":"Failed to rotate log for container","err":"failed to start watch: inotify_add_watch /var/log/pods: no space left on device"}';
  assert.deepEqual(report([inotify('1746935589994.5'), inotify('1746935599994.5'), logRotate]).sharedErrors, []);
});

test('r73a 5: the hover of a line carrying the shared error says so, with its count and first line', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const lines = [ETCD_LEASE, ETCD_STATUS, ETCD_POPULATOR];
  const doc = (text: string[]) => ({ uri: 'file:///etcd.log', version: 1, source: { lineCount: text.length, lineAt: (l: number) => text[l] ?? '' }, analysis: analyzeText(text.join('\n'), TODAY) });
  const md = hover(doc(lines), 2, 10)!.markdown;
  assert.match(md, /\*\*Shared error:\*\* this line's error, `etcdserver: request timed out`, is carried by 3 lines of 3 kinds in this log \(the first \[line 1\]/);
  // Not when only one kind of line carries it.
  assert.doesNotMatch(hover(doc([ETCD_LEASE, ETCD_LEASE, ETCD_LEASE]), 2, 10)!.markdown, /Shared error/);
});

// kubernetes C6 worker3 log of the gangmuk corpus (k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log):
// its L15 (the kubelet's start-up banner), L519 (another pod admitted two minutes before), L545 (the pod's first line,
// its volume verified) and L554 (cAdvisor's failure).
const C6_STARTED = "Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708429     298 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"";
const C6_EARLIER_ADMISSION = "Apr 20 19:17:59 kind-worker3 kubelet[298]: I0420 19:17:59.270319     298 reconciler.go:342] \"operationExecutor.VerifyControllerAttachedVolume started for volume \\\"kube-api-access-6n8wl\\\" (UniqueName: \\\"kubernetes.io/projected/0c98f98c-a125-4817-9c01-14780847702b-kube-api-access-6n8wl\\\") pod \\\"php-apache-698db99f59-wlmz4\\\" (UID: \\\"0c98f98c-a125-4817-9c01-14780847702b\\\") \" pod=\"default/php-apache-698db99f59-wlmz4\"";
const C6_VERIFIED = "Apr 20 19:20:12 kind-worker3 kubelet[298]: I0420 19:20:12.347453     298 reconciler.go:342] \"operationExecutor.VerifyControllerAttachedVolume started for volume \\\"kube-api-access-7v4hv\\\" (UniqueName: \\\"kubernetes.io/projected/9ac57f21-7011-4143-9a7c-3772ca6e4321-kube-api-access-7v4hv\\\") pod \\\"php-apache-698db99f59-68nxm\\\" (UID: \\\"9ac57f21-7011-4143-9a7c-3772ca6e4321\\\") \" pod=\"default/php-apache-698db99f59-68nxm\"";
const C6_PARTIAL = "Apr 20 19:20:34 kind-worker3 kubelet[298]: E0420 19:20:34.895368     298 cadvisor_stats_provider.go:414] \"Partial failure issuing cadvisor.ContainerInfoV2\" err=\"partial failures: [\\\"/docker/ce808bf2ae79438010845e5fe580f24e6b776922424627b084acf4ca06a6d267/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod9ac57f21_7011_4143_9a7c_3772ca6e4321.slice/cri-containerd-8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80.scope\\\": RecentStats: unable to find data in memory cache]\"";

test('r78a D3: a cAdvisor partial failure naming only a container just started is benign, citing the start (or its pod\'s admission)', () => {
  // Synthetic: PLEG's start of the container 20 s before, in C5's shape.
  const started = 'Apr 20 19:20:14 kind-worker3 kubelet[298]: I0420 19:20:14.100000     298 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="default/php-apache-698db99f59-68nxm" event=&{ID:9ac57f21-7011-4143-9a7c-3772ca6e4321 Type:ContainerStarted Data:8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80}';
  const a = findingsOf(`${started}\n${C6_PARTIAL}`).find((f) => f.id === 'cadvisor-partial-failure')!;
  assert.deepEqual([a.verdict, a.evidence], ['benign', [1]]);
  assert.match(a.reason, /PLEG reported container 8a268ce35831 started 20\.8 s before/);
  // The real log: no start logged, the pod admitted 22.5 s before by the kubelet process running since L15.
  const b = findingsOf([C6_STARTED, C6_EARLIER_ADMISSION, C6_VERIFIED, C6_PARTIAL].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!;
  assert.deepEqual([b.verdict, b.evidence], ['benign', [3]]);
  // Without that earlier admission, this one may be the run's late listing of the pods it ran (r80a D1b): investigate.
  assert.equal(findingsOf([C6_STARTED, C6_VERIFIED, C6_PARTIAL].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!.verdict, 'investigate');
  assert.match(b.reason, /pod was admitted \(its volumes first verified\) 22\.5 s before/);
  // Without the kubelet's start (the log may begin as a restarted kubelet verifies the volumes it had), or with a start
  // just before the admission (its listing of the pods it ran), or with the container's start long before: investigate.
  assert.equal(findingsOf([C6_VERIFIED, C6_PARTIAL].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!.verdict, 'investigate');
  // A new process (synthetic PID 5150) started a second before the pod's volumes were verified.
  const pid = (line: string) => line.replace('kubelet[298]', 'kubelet[5150]').replace('     298 ', '    5150 ');
  const restarted = C6_STARTED.replace(/Apr 14 00:07:34 (.*) I0414 00:07:34\.708429/, 'Apr 20 19:20:11 $1 I0420 19:20:11.000000');
  // (The kubelet's own start-up excuses it then, not the admission, which is that kubelet listing the pods it ran.)
  assert.doesNotMatch(findingsOf([C6_STARTED, pid(restarted), pid(C6_VERIFIED), pid(C6_PARTIAL)].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!.reason, /admitted/);
  // The same new process started two minutes before: the pod is new to it, benign again.
  const earlier = C6_STARTED.replace(/Apr 14 00:07:34 (.*) I0414 00:07:34\.708429/, 'Apr 20 19:18:11 $1 I0420 19:18:11.000000');
  assert.equal(findingsOf([C6_STARTED, pid(earlier), pid(C6_EARLIER_ADMISSION), pid(C6_VERIFIED), pid(C6_PARTIAL)].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!.verdict, 'benign');
  const longAgo = started.replace(/19:20:14/g, '19:10:14');
  assert.equal(findingsOf([longAgo, C6_PARTIAL].join('\n')).find((f) => f.id === 'cadvisor-partial-failure')!.verdict, 'investigate');
});

test('r78a D4: 1.21+\'s summed orphaned-pod error names its pod inside err: tied to it, graded as the printf form is', () => {
  // Synthetic, in the catalogue's own sample shape (kubelet_volumes.go), for a pod deleted 2 s before (C5's shape).
  const del = 'Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.816358  704773 kubelet.go:2088] "SyncLoop DELETE" source="api" pods=[default/nginx-deployment-6dccd8f6b9-8vx4f]';
  const kill = 'Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.607417  704773 kubelet.go:1854] "Pod termination unmounted volumes" pod="default/nginx-deployment-6dccd8f6b9-8vx4f" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034';
  const summed = (uids: string[]) => `Aug 30 04:28:47 kind-worker kubelet[704773]: E0830 04:28:47.950000  704773 kubelet_volumes.go:245] "There were many similar errors. Turn up verbosity to see them." err="[${uids.map((u) => `orphaned pod \\"${u}\\" found, but failed to rmdir() volume at path /var/lib/kubelet/pods/${u}/volumes/kubernetes.io~projected/kube-api-access-abcde: device or resource busy`).join(', ')}]" numErrs=${uids.length}`;
  const one = findingsOf([kill, del, summed(['8437a17a-a9d3-44a3-9148-855f75bdf034'])].join('\n')).find((f) => f.id === 'orphaned-pod-volumes-on-disk')!;
  assert.deepEqual([one.verdict, one.evidence], ['benign', [2]]);
  // Errors of two pods summed: no one pod of them is the line's.
  const two = findingsOf([kill, del, summed(['8437a17a-a9d3-44a3-9148-855f75bdf034', '11111111-2222-3333-4444-555555555555'])].join('\n')).find((f) => f.id === 'orphaned-pod-volumes-on-disk')!;
  assert.equal(two.verdict, 'investigate');
});

// The OpenShift 1.31 kubenswrapper log of the corpus (k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log):
// L1270, the Node informer failing during a 15 s API outage; L1288, its cache filled again; L1292, the Pod informer's.
const OCP_NODE_WATCH_FAILED = "May 23 08:23:25 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:23:25.225229    2689 reflector.go:158] \"Unhandled Error\" err=\"k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Node: failed to list *v1.Node: Get \\\"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes?fieldSelector=metadata.name%3Dite-ocp-2rk9g-master-0&resourceVersion=5621\\\": dial tcp 10.10.15.122:6443: connect: connection refused\" logger=\"UnhandledError\"";
const OCP_NODE_CACHE_FILLED = "May 23 08:23:35 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:23:35.152799    2689 reflector.go:368] Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160";
const OCP_POD_CACHE_FILLED = "May 23 08:23:38 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:23:38.128857    2689 reflector.go:368] Caches populated for *v1.Pod from pkg/kubelet/config/apiserver.go:66";

test('r78a D5: a list/watch failure after which the same informer filled its cache is benign, citing the fill', () => {
  const [f] = findingsOf([OCP_NODE_WATCH_FAILED, OCP_NODE_CACHE_FILLED].join('\n'));
  assert.deepEqual([f.id, f.verdict, f.evidence], ['apiserver-list-watch-failed', 'benign', [2]]);
  assert.match(f.reason, /the same informer \(\*v1\.Node from k8s\.io\/client-go\/informers\/factory\.go:160\) filled its cache again at 08:23:35\.152799/);
  // Another informer's cache (the Pods') says nothing of the Nodes'; nor does a fill more than two minutes later.
  assert.equal(findingsOf([OCP_NODE_WATCH_FAILED, OCP_POD_CACHE_FILLED].join('\n'))[0].verdict, 'investigate');
  const late = OCP_NODE_CACHE_FILLED.replace('08:23:35 ', '08:26:35 ').replace('I0523 08:23:35', 'I0523 08:26:35');
  assert.equal(findingsOf([OCP_NODE_WATCH_FAILED, late].join('\n'))[0].verdict, 'investigate');
  // Read as a growing log: the failure alone is investigate; the fill appended makes it benign (a forward check).
  const parser = new LogParser(TODAY);
  const first = `${OCP_NODE_WATCH_FAILED}\n`;
  pushText(parser, first);
  const builder = new IndexBuilder(parser.result());
  const analysis = new AnalysisBuilder(builder.index, matcherFor());
  assert.equal(analysis.analysis.findings[0].verdict, 'investigate');
  pushText(parser, `${first}${OCP_NODE_CACHE_FILLED}\n`, first.length);
  analysis.extend(builder.extend(parser.result()));
  assert.equal(analysis.analysis.findings[0].verdict, 'benign');
});

// The RKE 1.19 log of the corpus (k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log): its lines 1082–1133
// about the Job pod rke-ingress-controller-deploy-job-zj5t6 (its addition, mounts, containers' starts and deaths, its
// volumes torn down), ending with the deletor's line about the pod's last ID (L1133).
const RKE_JOB = [
  "I0120 11:42:42.373494    4787 kubelet.go:1827] SyncLoop (ADD, \"api\"): \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\"",
  "I0120 11:42:42.494164    4787 reconciler.go:224] operationExecutor.VerifyControllerAttachedVolume started for volume \"rke-job-deployer-token-94hbs\" (UniqueName: \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.494196    4787 reconciler.go:224] operationExecutor.VerifyControllerAttachedVolume started for volume \"config-volume\" (UniqueName: \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.594447    4787 reconciler.go:269] operationExecutor.MountVolume started for volume \"config-volume\" (UniqueName: \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.594495    4787 reconciler.go:269] operationExecutor.MountVolume started for volume \"rke-job-deployer-token-94hbs\" (UniqueName: \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.595299    4787 operation_generator.go:663] MountVolume.SetUp succeeded for volume \"config-volume\" (UniqueName: \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.597279    4787 operation_generator.go:663] MountVolume.SetUp succeeded for volume \"rke-job-deployer-token-94hbs\" (UniqueName: \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\") pod \"rke-ingress-controller-deploy-job-zj5t6\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:42.687537    4787 kuberuntime_manager.go:425] No sandbox for pod \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\" can be found. Need to start a new one",
  "I0120 11:42:43.519628    4787 kubelet.go:1865] SyncLoop (PLEG): \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\", event: &pleg.PodLifecycleEvent{ID:\"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\", Type:\"ContainerStarted\", Data:\"934af83ffefd00a7f9246d0b45f130501b5323012c23b001ab1637eaf95143a9\"}",
  "I0120 11:42:43.519671    4787 kubelet.go:1865] SyncLoop (PLEG): \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\", event: &pleg.PodLifecycleEvent{ID:\"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\", Type:\"ContainerStarted\", Data:\"5a04890184c2a2e0b2ee9ef284c2bdd883b3ffbdd873edd4f9a4dce60adc3438\"}",
  "I0120 11:42:44.533272    4787 kubelet.go:1865] SyncLoop (PLEG): \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\", event: &pleg.PodLifecycleEvent{ID:\"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\", Type:\"ContainerDied\", Data:\"934af83ffefd00a7f9246d0b45f130501b5323012c23b001ab1637eaf95143a9\"}",
  "I0120 11:42:44.698817    4787 reconciler.go:196] operationExecutor.UnmountVolume started for volume \"rke-job-deployer-token-94hbs\" (UniqueName: \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\") pod \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "I0120 11:42:44.698854    4787 reconciler.go:196] operationExecutor.UnmountVolume started for volume \"config-volume\" (UniqueName: \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\") pod \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\") ",
  "W0120 11:42:44.699096    4787 empty_dir.go:469] Warning: Failed to clear quota on /var/lib/kubelet/pods/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494/volumes/kubernetes.io~configmap/config-volume: ClearQuota called, but quotas disabled",
  "I0120 11:42:44.699287    4787 operation_generator.go:788] UnmountVolume.TearDown succeeded for volume \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\" (OuterVolumeSpecName: \"config-volume\") pod \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\"). InnerVolumeSpecName \"config-volume\". PluginName \"kubernetes.io/configmap\", VolumeGidValue \"\"",
  "I0120 11:42:44.714838    4787 operation_generator.go:788] UnmountVolume.TearDown succeeded for volume \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\" (OuterVolumeSpecName: \"rke-job-deployer-token-94hbs\") pod \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\" (UID: \"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\"). InnerVolumeSpecName \"rke-job-deployer-token-94hbs\". PluginName \"kubernetes.io/secret\", VolumeGidValue \"\"",
  "I0120 11:42:44.799096    4787 reconciler.go:319] Volume detached for volume \"rke-job-deployer-token-94hbs\" (UniqueName: \"kubernetes.io/secret/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-rke-job-deployer-token-94hbs\") on node \"acthlkubed25\" DevicePath \"\"",
  "I0120 11:42:44.799130    4787 reconciler.go:319] Volume detached for volume \"config-volume\" (UniqueName: \"kubernetes.io/configmap/e9e05afc-31c4-4ab9-9bc9-423b9fa3a494-config-volume\") on node \"acthlkubed25\" DevicePath \"\"",
  "I0120 11:42:45.634399    4787 kubelet.go:1865] SyncLoop (PLEG): \"rke-ingress-controller-deploy-job-zj5t6_kube-system(e9e05afc-31c4-4ab9-9bc9-423b9fa3a494)\", event: &pleg.PodLifecycleEvent{ID:\"e9e05afc-31c4-4ab9-9bc9-423b9fa3a494\", Type:\"ContainerDied\", Data:\"5a04890184c2a2e0b2ee9ef284c2bdd883b3ffbdd873edd4f9a4dce60adc3438\"}",
  "W0120 11:42:45.634476    4787 pod_container_deletor.go:79] Container \"5a04890184c2a2e0b2ee9ef284c2bdd883b3ffbdd873edd4f9a4dce60adc3438\" not found in pod's containers"
];

test('r78a D6: the deletor\'s line about an ID of a pod that had ended (its volumes torn down, its containers done) is benign', () => {
  const f = findingsOf(RKE_JOB.join('\n')).find((x) => x.id === 'deletor-container-not-found')!;
  assert.equal(f.verdict, 'benign');
  assert.match(f.reason, /the pod had ended/);
  // Without its teardown lines (the unmounts and detaches), nothing shows the pod had ended: investigate.
  const running = RKE_JOB.filter((l) => !/UnmountVolume|Volume detached|empty_dir\.go/.test(l));
  assert.equal(findingsOf(running.join('\n')).find((x) => x.id === 'deletor-container-not-found')!.verdict, 'investigate');
});

// apecloud/kubeblocks#8233 (the catalogue's sample of unmount-teardown-failed), and a synthetic success of the same
// volume 8 s later in the shape of C6's TearDown lines.
const TEARDOWN_FAILED = "E0930 03:02:48.073464      87 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2024-09-30 03:02:56.073454296 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = NotFound desc = volume id 2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 does not exist in the volumes list";
const TEARDOWN_DONE = "I0930 03:02:56.200000      87 operation_generator.go:888] UnmountVolume.TearDown succeeded for volume \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\" (OuterVolumeSpecName: \"data\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\"). InnerVolumeSpecName \"pvc-1\". PluginName \"kubernetes.io/csi\", VolumeGidValue \"\"";

test('r78a D5: a TearDown failure followed by the same volume torn down (by its unique name) is mended: benign, citing it', () => {
  const f = findingsOf([TEARDOWN_FAILED, TEARDOWN_DONE].join('\n')).find((x) => x.id === 'unmount-teardown-failed')!;
  assert.deepEqual([f.verdict, f.evidence], ['benign', [2]]);
  assert.match(f.reason, /the same volume was torn down afterwards at 03:02:56\.200000/);
  // Another volume of the pod torn down is no mend of this one; nor is nothing.
  const other = TEARDOWN_DONE.replace(/2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2/, '99999999-7ed8-11ef-8deb-8e630c9e01e2');
  assert.equal(findingsOf([TEARDOWN_FAILED, other].join('\n')).find((x) => x.id === 'unmount-teardown-failed')!.verdict, 'actionable');
  assert.equal(findingsOf(TEARDOWN_FAILED).find((x) => x.id === 'unmount-teardown-failed')!.verdict, 'actionable');
});

// r80a's case r7-05 (shapes of the OpenShift 1.31 corpus log, synthetic errors): at a kubelet's start, four lines carry
// an x509 validity error, every one graded benign (start-up, the node registering 23 s later).
const BENIGN_X509 = [
  "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:10.816265     2689 server.go:491] \"Kubelet version\" kubeletVersion=\"v1.31.6\"",
  "May 23 08:07:11 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: W0523 08:07:11.100000     2689 reflector.go:561] k8s.io/client-go/informers/factory.go:160: failed to list *v1.Node: Get \"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes?limit=500&resourceVersion=0\": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2025-05-23T08:07:11Z is before 2025-05-23T08:10:00Z",
  "May 23 08:07:11 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:11.100100     2689 reflector.go:158] \"Unhandled Error\" err=\"k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Node: failed to list *v1.Node: Get \\\"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes?limit=500&resourceVersion=0\\\": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2025-05-23T08:07:11Z is before 2025-05-23T08:10:00Z\" logger=\"UnhandledError\"",
  "May 23 08:07:12 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:12.000000     2689 controller.go:145] \"Failed to ensure lease exists, will retry\" err=\"Get \\\"https://api-int.ite-ocp.ite.local:6443/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/ite-ocp-2rk9g-master-0?timeout=10s\\\": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2025-05-23T08:07:11Z is before 2025-05-23T08:10:00Z\" interval=\"200ms\"",
  "May 23 08:07:12 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:12.500000     2689 kubelet_node_status.go:95] \"Unable to register node with API server\" err=\"Post \\\"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes\\\": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2025-05-23T08:07:11Z is before 2025-05-23T08:10:00Z\" node=\"ite-ocp-2rk9g-master-0\"",
  "May 23 08:07:35 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:35.175290     2689 kubelet_node_status.go:79] \"Successfully registered node\" node=\"ite-ocp-2rk9g-master-0\"",
  "May 23 08:07:35 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:35.200000     2689 reflector.go:368] Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160"
];

test('r80a D6: a shared error counts only lines the tool did not excuse: benign lines name no shared cause', async () => {
  const { buildReport } = await import('../../server/src/report');
  const rep = buildReport(analyzeText(BENIGN_X509.join('\n'), TODAY), 'x509.log', {});
  assert.equal(rep.counts.benign, 4);
  assert.equal(rep.counts.investigate + rep.counts.actionable, 0);
  assert.deepEqual(rep.sharedErrors, []);
});

// r80a's case r8-04 (1.24 shapes of the C5 corpus log, synthetic pod): a classic init container that runs again after
// the pod's sandbox was re-created (SandboxChanged) and crash-loops there, blocking the app.
const INIT_AGAIN = [
  "Aug 30 09:00:00 kind-worker systemd[1]: Started kubelet: The Kubernetes Node Agent.",
  "Aug 30 09:00:00 kind-worker kubelet[704773]: I0830 09:00:00.000000  704773 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Aug 30 09:00:10 kind-worker kubelet[704773]: I0830 09:00:10.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[default/web-0]",
  "Aug 30 09:00:11 kind-worker kubelet[704773]: I0830 09:00:11.000000  704773 event.go:294] \"Event occurred\" object=\"default/web-0\" fieldPath=\"spec.initContainers{init-db}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Started\" message=\"Started container init-db\"",
  "Aug 30 09:00:11 kind-worker kubelet[704773]: I0830 09:00:11.100000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:c4199b0e-b8fa-4358-a81d-47c43e9ad1ba Type:ContainerStarted Data:5c1db329b4ee47ddaaf1e85b2825484b1e9f5784243f4f159cffca3a10db464b}",
  "Aug 30 09:00:13 kind-worker kubelet[704773]: I0830 09:00:13.000000  704773 event.go:294] \"Event occurred\" object=\"default/web-0\" fieldPath=\"spec.containers{web}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Started\" message=\"Started container web\"",
  "Aug 30 09:00:13 kind-worker kubelet[704773]: I0830 09:00:13.100000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:c4199b0e-b8fa-4358-a81d-47c43e9ad1ba Type:ContainerStarted Data:9b03e3d9afea2410e1c7bcab743592e8e50642f5615eebcb8b60726f36c85ef2}",
  "Aug 30 10:00:00 kind-worker kubelet[704773]: I0830 10:00:00.000000  704773 event.go:294] \"Event occurred\" object=\"default/web-0\" fieldPath=\"\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"SandboxChanged\" message=\"Pod sandbox changed, it will be killed and re-created.\"",
  "Aug 30 10:00:02 kind-worker kubelet[704773]: I0830 10:00:02.000000  704773 event.go:294] \"Event occurred\" object=\"default/web-0\" fieldPath=\"spec.initContainers{init-db}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Started\" message=\"Started container init-db\"",
  "Aug 30 10:01:00 kind-worker kubelet[704773]: E0830 10:01:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 10s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba",
  "Aug 30 10:03:00 kind-worker kubelet[704773]: E0830 10:03:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 20s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba",
  "Aug 30 10:05:00 kind-worker kubelet[704773]: E0830 10:05:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 40s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba",
  "Aug 30 10:07:00 kind-worker kubelet[704773]: E0830 10:07:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 1m20s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba",
  "Aug 30 10:09:00 kind-worker kubelet[704773]: E0830 10:09:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 2m40s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba",
  "Aug 30 10:11:00 kind-worker kubelet[704773]: E0830 10:11:00.000000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"init-db\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=init-db pod=web-0_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\\\"\" pod=\"default/web-0\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba"
];

test('r80a D8: an init container looping in a new sandbox, with no regular container started after it there, is no sidecar', () => {
  const a = analyzeText(INIT_AGAIN.join('\n'), TODAY);
  const t = podTimeline(a.index, a.index.pods.find((p) => p.name === 'web-0')!);
  assert.match(t.summary, /crash-looping: container init-db: 6 back-off lines/);
  // Without the sandbox's change, the app container started after it in the same sandbox: it ran beside the app.
  const a2 = analyzeText(INIT_AGAIN.filter((l) => !l.includes('SandboxChanged')).join('\n'), TODAY);
  assert.match(podTimeline(a2.index, a2.index.pods.find((p) => p.name === 'web-0')!).summary, /container init-db \(a sidecar\)/);
});

// r80a's cases (synthetic lines in the shapes of the corpus logs named in /tmp/r80a/cases/INDEX.md at review time):
// r2-06, a kubelet restarted with its API server unreachable that admits its old pods five minutes later; r1-08, an
// anonymous refusal after the node registered, then a fill; r5-03, a TearDown failing again after its success; r6-05,
// two kubelets' PIDs in one file of no host.
const LATE_RELIST = [
  "Apr 20 19:15:00 kind-worker3 systemd[1]: Started kubelet: The Kubernetes Node Agent.",
  "Apr 20 19:15:00 kind-worker3 kubelet[298]: I0420 19:15:00.000000      298 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Apr 20 19:15:00 kind-worker3 kubelet[298]: I0420 19:15:00.000999      298 server.go:1181] \"Started kubelet\"",
  "Apr 20 19:15:00 kind-worker3 kubelet[298]: E0420 19:15:00.500000      298 kubelet_node_status.go:540] \"Error updating node status, will retry\" err=\"error getting node \\\"kind-worker3\\\": Get \\\"https://kind-control-plane:6443/api/v1/nodes/kind-worker3?timeout=10s\\\": dial tcp 172.18.0.4:6443: connect: connection refused\"",
  "Apr 20 19:20:12 kind-worker3 kubelet[298]: I0420 19:20:12.347453      298 reconciler.go:342] \"operationExecutor.VerifyControllerAttachedVolume started for volume \\\"kube-api-access-7v4hv\\\" (UniqueName: \\\"kubernetes.io/projected/9ac57f21-7011-4143-9a7c-3772ca6e4321-kube-api-access-7v4hv\\\") pod \\\"php-apache-698db99f59-68nxm\\\" (UID: \\\"9ac57f21-7011-4143-9a7c-3772ca6e4321\\\") \" pod=\"default/php-apache-698db99f59-68nxm\"",
  "Apr 20 19:20:34 kind-worker3 kubelet[298]: E0420 19:20:34.895368      298 cadvisor_stats_provider.go:414] \"Partial failure issuing cadvisor.ContainerInfoV2\" err=\"partial failures: [\\\"/docker/ce808bf2ae79438010845e5fe580f24e6b776922424627b084acf4ca06a6d267/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod9ac57f21_7011_4143_9a7c_3772ca6e4321.slice/cri-containerd-8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80.scope\\\": RecentStats: unable to find data in memory cache]\""
];
const ANONYMOUS_THEN_FILL = [
  "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:10.816265    2689 server.go:491] \"Kubelet version\" kubeletVersion=\"v1.31.6\"",
  "May 23 08:07:35 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:35.175290    2689 kubelet_node_status.go:79] \"Successfully registered node\" node=\"ite-ocp-2rk9g-master-0\"",
  "May 23 08:23:25 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:23:25.225209     2689 reflector.go:158] \"Unhandled Error\" err=\"k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Node: failed to list *v1.Node: nodes is forbidden: User \\\"system:anonymous\\\" cannot list resource \\\"nodes\\\" in API group \\\"\\\" at the cluster scope\" logger=\"UnhandledError\"",
  "May 23 08:23:35 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:23:35.152799     2689 reflector.go:368] Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160"
];
const TEARDOWN_AGAIN = [
  "Aug 30 04:00:00 kind-worker kubelet[704773]: I0830 04:00:00.000000  704773 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Aug 30 04:20:00 kind-worker kubelet[704773]: I0830 04:20:00.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:20:03 kind-worker kubelet[704773]: I0830 04:20:03.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:33229d89-4052-46f1-9b49-ff39382a4c54 Type:ContainerStarted Data:5b53c81048c14ddc0d77c52d167d83870d4797f7ae65ca2482a7291ed9ea1b5a}",
  "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.000000  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:28:47 kind-worker kubelet[704773]: E0830 04:28:47.100000  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:28:47.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:29:05 kind-worker kubelet[704773]: I0830 04:29:05.000000  704773 operation_generator.go:863] UnmountVolume.TearDown succeeded for volume \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\" (OuterVolumeSpecName: \"data\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\"). InnerVolumeSpecName \"pvc-1\". PluginName \"kubernetes.io/csi\", VolumeGidValue \"\"",
  "Aug 30 04:30:00 kind-worker kubelet[704773]: E0830 04:30:00.000000  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:30:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:32:00 kind-worker kubelet[704773]: E0830 04:32:00.000001  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:32:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:34:00 kind-worker kubelet[704773]: E0830 04:34:00.000002  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:34:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:36:00 kind-worker kubelet[704773]: E0830 04:36:00.000003  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:36:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:38:00 kind-worker kubelet[704773]: E0830 04:38:00.000004  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:38:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy",
  "Aug 30 04:40:00 kind-worker kubelet[704773]: E0830 04:40:00.000005  704773 nestedpendingoperations.go:335] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2023-08-30 04:40:00.9 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = Internal desc = unmount failed: target is busy"
];
const OTHER_PID_CREDENTIAL = [
  "I0715 08:00:00.000000    4649 server.go:487] \"Kubelet version\" kubeletVersion=\"v1.29.3\"",
  "I0715 08:00:00.000000    5120 server.go:487] \"Kubelet version\" kubeletVersion=\"v1.29.3\"",
  "E0715 08:08:30.537102    5120 plugin.go:440] Failed getting credential from external registry credential provider: error execing credential provider plugin ecr-credential-provider for image 097676021280.dkr.ecr.eu-central-1.amazonaws.com/backend-daemon-import:v42: exit status 1: E0715 08:08:30.537102  659403 main.go:124] Error running credential provider plugin: operation error ECR: GetAuthorizationToken, https response error StatusCode: 0, RequestID: , canceled, context deadline exceeded",
  "E0715 08:08:31.100000    4649 remote_image.go:180] \"PullImage from image service failed\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"097676021280.dkr.ecr.eu-central-1.amazonaws.com/backend-daemon-import:v42\\\": failed to resolve reference \\\"097676021280.dkr.ecr.eu-central-1.amazonaws.com/backend-daemon-import:v42\\\": pull access denied, repository does not exist or may require authorization: authorization failed: no basic auth credentials\" image=\"097676021280.dkr.ecr.eu-central-1.amazonaws.com/backend-daemon-import:v42\""
];

test('r80a D1, D1b, D2, D4, D9: recurring outages, refusals, late relists, repeated TearDowns and another process are not excused', () => {
  const verdictOf = (lines: string[], id: string, n = 0) => findingsOf(lines.join('\n')).filter((f) => f.id === id)[n];
  // D1: the Node informer fails and fills again every 3 minutes: every failure investigate, said why.
  const outage = (m: number) => [
    `May 23 09:${String(m).padStart(2, '0')}:00 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 09:${String(m).padStart(2, '0')}:00.100000    2689 reflector.go:158] "Unhandled Error" err="k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Node: failed to list *v1.Node: Get \\"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes\\": dial tcp 10.10.15.122:6443: connect: connection refused" logger="UnhandledError"`,
    `May 23 09:${String(m).padStart(2, '0')}:05 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 09:${String(m).padStart(2, '0')}:05.100000    2689 reflector.go:368] Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160`,
  ];
  const recurring = [0, 3, 6].flatMap(outage);
  const fs = findingsOf(recurring.join('\n'));
  assert.deepEqual(fs.map((f) => f.verdict), ['investigate', 'investigate', 'investigate']);
  assert.match(fs[0].reason, /the same informer failed again at line 3/);
  assert.match(fs[2].reason, /the same informer failed before at line 3/);
  // One outage alone is the passing blip.
  assert.equal(findingsOf(outage(0).join('\n'))[0].verdict, 'benign');
  // D2: a refusal is an answer; the fill after it does not excuse it.
  assert.equal(verdictOf(ANONYMOUS_THEN_FILL, 'apiserver-list-watch-failed').verdict, 'investigate');
  // D1b: the admission of a pod the restarted kubelet ran before is no new pod.
  assert.equal(verdictOf(LATE_RELIST, 'cadvisor-partial-failure').verdict, 'investigate');
  // D4: the same volume failing again after its TearDown succeeded: the first failure is not mended.
  assert.equal(verdictOf(TEARDOWN_AGAIN, 'unmount-teardown-failed').verdict, 'actionable');
  // D9: the plugin's failure of another kubelet process (no host to tell them apart, two PIDs) is no cause of this pull's.
  const pull = verdictOf(OTHER_PID_CREDENTIAL, 'image-pull-failure');
  assert.deepEqual(pull.evidence, []);
});

// r80a's case r4-00 (C5's shapes, synthetic pod): a deletion asked for, the kill within its grace period, then the
// deletor's line.
const DELETING = [
  "Aug 30 04:00:00 kind-worker kubelet[704773]: I0830 04:00:00.000000  704773 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Aug 30 04:20:00 kind-worker kubelet[704773]: I0830 04:20:00.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:20:03 kind-worker kubelet[704773]: I0830 04:20:03.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:33229d89-4052-46f1-9b49-ff39382a4c54 Type:ContainerStarted Data:5b53c81048c14ddc0d77c52d167d83870d4797f7ae65ca2482a7291ed9ea1b5a}",
  "Aug 30 04:20:03 kind-worker kubelet[704773]: I0830 04:20:03.500000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:33229d89-4052-46f1-9b49-ff39382a4c54 Type:ContainerStarted Data:9b03e3d9afea2410e1c7bcab743592e8e50642f5615eebcb8b60726f36c85ef2}",
  "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.000000  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.100000  704773 kuberuntime_container.go:729] \"Killing container with a grace period\" pod=\"default/web-0\" podUID=33229d89-4052-46f1-9b49-ff39382a4c54 containerName=\"web\" containerID=\"containerd://5b53c81048c14ddc0d77c52d167d83870d4797f7ae65ca2482a7291ed9ea1b5a\" gracePeriod=30",
  "Aug 30 04:28:46 kind-worker kubelet[704773]: I0830 04:28:46.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-0\" event=&{ID:33229d89-4052-46f1-9b49-ff39382a4c54 Type:ContainerDied Data:81c5899492b519ee188a9e89dd2e776db59d01ae7413e83bd55bb106aa88962e}",
  "Aug 30 04:28:46 kind-worker kubelet[704773]: I0830 04:28:46.000100  704773 pod_container_deletor.go:79] \"Container not found in pod's containers\" containerID=\"81c5899492b519ee188a9e89dd2e776db59d01ae7413e83bd55bb106aa88962e\""
];

test('r80a D10: a pod whose deletion was only asked for is said to be being deleted, not to have ended', () => {
  const f = findingsOf(DELETING.join('\n')).find((x) => x.id === 'deletor-container-not-found')!;
  assert.equal(f.verdict, 'benign');
  assert.match(f.reason, /^the pod was being deleted at 04:28:45\.000000, and none of its containers started since/);
  assert.doesNotMatch(f.reason, /had ended/);
});

// Mended in session 33. Each test names the review item (r64a, r67a, r68a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { buildReport, renderText } from '../../server/src/report';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const timelineOf = (text: string, name: string) => {
  const a = analyzeText(text, TODAY);
  const pod = a.index.pods.find((p) => p.name === name);
  assert.ok(pod, name);
  return podTimeline(a.index, pod);
};

// A pod listed again by a restarted kubelet, in the wording of the kind 1.24.7 corpus log (C7, kindnet-f9v6g, L849–868);
// synthetic pod, UID and times.
const UID = '0000a7c1-3b2d-4e5f-8a9b-00000000a7c1';
const J = (time: string, text: string) => `Aug 22 ${time} kind-worker kubelet[584647]: I0822 ${time}.351000  584647 ${text}`;
const relisted = (phaseLine: string) => [
  J('00:23:09', 'server.go:1175] "Started kubelet"'),
  J('00:23:10', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[kube-system/kindnet-x1]`),
  J('00:23:10', `pod_workers.go:571] "Pod is being synced for the first time" pod="kube-system/kindnet-x1" podUID=${UID}`),
  phaseLine,
  J('00:23:10', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:23:10', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
  J('00:24:20', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:24:20', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
  J('00:25:22', 'volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-x1"'),
  J('00:25:22', 'volume_manager.go:435] "All volumes are attached and mounted for pod" pod="kube-system/kindnet-x1"'),
].join('\n');

test('r64a W4: after a relist, a pod the kubelet computes Running has its periodic volume checks read as syncing, not a 2-minute mount', () => {
  const running = timelineOf(relisted(J('00:23:10', 'kubelet_pods.go:1444] "Got phase for pod" pod="kube-system/kindnet-x1" oldPhase=Running phase=Running')), 'kindnet-x1');
  const mounts = running.phases.filter((s) => s.phase === 'volumes-mounted');
  assert.deepEqual(mounts, [], 'no volumes-mounted phase');
  assert.equal(running.phases.filter((s) => s.phase === 'running').reduce((n, s) => n + s.records.length, 0), 7);
  // A sync that finds nothing to make or start (the pod's containers run) says the same.
  const steady = timelineOf(
    relisted(J('00:23:10', 'kuberuntime_manager.go:714] "computePodActions got for pod" podActions={KillPod:false CreateSandbox:false SandboxID:aa Attempt:0 NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[] EphemeralContainersToStart:[]} pod="kube-system/kindnet-x1"')),
    'kindnet-x1',
  );
  assert.equal(steady.phases.filter((s) => s.phase === 'volumes-mounted').length, 0);
  // Pending is no sign of running: the checks stay the pod's mounts.
  const pending = timelineOf(relisted(J('00:23:10', 'kubelet_pods.go:1444] "Got phase for pod" pod="kube-system/kindnet-x1" oldPhase=Pending phase=Pending')), 'kindnet-x1');
  assert.ok(pending.phases.some((s) => s.phase === 'volumes-mounted' && s.records.length === 6));
});

test('r64a U7: a report over several days writes every time one way, with its day; a kubelet start is dated without "(year unknown)"', () => {
  const day = (d: string, time: string, text: string) => `Apr ${d} ${time} kind-worker3 kubelet[1200]: I04${d} ${time}.686000    1200 ${text}`;
  const uidA = '4b47569a-f8ec-4685-881d-00000000aaaa';
  const uidB = 'cfcf5f46-e532-43f4-a27d-00000000bbbb';
  const log = [
    day('14', '00:07:34', 'server.go:1175] "Started kubelet"'),
    day('14', '00:07:50', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-a]`),
    day('14', '00:07:51', `reconciler.go:399] "operationExecutor.UnmountVolume started for volume" podUID=${uidA}`),
    day('20', '00:55:27', `kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/web-b]`),
    day('20', '00:56:05', `kubelet_volumes.go:160] "Cleaned up orphaned pod volumes dir" podUID=${uidB} path="/var/lib/kubelet/pods/${uidB}/volumes"`),
  ].join('\n');
  const text = renderText(buildReport(analyzeText(log, TODAY), 'days.log'));
  assert.match(text, /kubelet start L1 Apr 14 00:07:34\.686: /);
  assert.doesNotMatch(text, /year unknown/);
  // Rows and summaries alike: `Apr 20 00:55:27.686`, never `04-20 00:55:27.686`.
  assert.match(text, /config-add +Apr 20 00:55:27\.686/);
  assert.match(text, /housekeeping cleaned up its directory as an orphan's at Apr 20 00:56:05\.686/);
  assert.doesNotMatch(text, /\b04-\d\d \d\d:/);
});

// Real lines from public threads (r67a): each constant names its source.
/** kubernetes/kubernetes#104997 (a PR's code block, indented two spaces). */
const INDENTED_JSON = "  {\"ts\":1631610094233.7605,\"caller\":\"app/server.go:276\",\"msg\":\"Failed to construct kubelet dependencies\",\"err\":\"error reading /var/lib/kubelet/pki/kubelet.key, certificate and key must be supplied as a pair\"}";
/** kubernetes/kubernetes#100152 (an indented paste). */
const INDENTED_FLAG = "  Flag --chaos-chance has been deprecated, will be removed in a future version.";
/** kubernetes/kubernetes#119891 (a log viewer's time column). */
const VIEWER_COLUMN = "1:23:18.001 PM | E0810 17:23:18.000705    1766 pod_workers.go:965] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"graphql-fhir-translator\\\" with ImagePullBackOff: \\\"Back-off pulling image \\\\\\\"<the image>\\\\\\\"\\\"\" pod=\"<the NS>/<the pod>\" podUID=1193f710-eeae-4761-84b6-176acbd97ea6";
/** canonical/microk8s#561 (journald with a locale's month lost in the paste). */
const LOCALE_MONTH = "7 31 11:15:41 moban-centos7 microk8s.daemon-kubelet[9557]: E0731 11:15:41.472266    9557 remote_runtime.go:85] Version from runtime service failed: rpc error: code = Unimplemented desc = unknown service runtime.v1alpha2.RuntimeService";
/** kubernetes/kubernetes#62817 (a collector's `<time> - kubelet ` prefix). */
const COLLECTOR_PREFIX = "2018-05-09T18:07:48.734036Z - kubelet E0509 18:07:48.689175     769 nestedpendingoperations.go:263] Operation for \"\\\"kubernetes.io/vsphere-volume/[vsanDatastore] 62d0e15a-f1a1-23e7-eaee-246e961e43e0/kubernetes-dynamic-pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c.vmdk\\\"\" failed. No retries permitted until 2018-05-09 18:07:50.689101743 +0000 UTC m=+6378.120806793 (durationBeforeRetry 2s). Error: \"Volume has not been added to the list of VolumesInUse in the node's volume status for volume \\\"pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c\\\" (UniqueName: \\\"kubernetes.io/vsphere-volume/[vsanDatastore] 62d0e15a-f1a1-23e7-eaee-246e961e43e0/kubernetes-dynamic-pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c.vmdk\\\") pod \\\"web-7\\\" (UID: \\\"e7ee8904-53b3-11e8-8ae5-005056ba190c\\\") \"";
/** kubernetes/kubeadm#2234 (headers cut to the PID). */
const CUT_TO_PID = [" 62167 pod_container_deletor.go:77] Container \"d0aa0f142a39ed4bb3c54fef7c1c3ec216759e2c4473b3e4e33a70a1bec4c239\" not found in pod's containers", " 62167 kubelet.go:2267] node \"master\" not found"];
/** kubernetes/kubernetes#66755 (quotes as HTML entities). */
const HTML_QUOTED = "Jul 30 11:57:49 slaver2 kubelet[15871]: E0730 11:57:49.660961   15871 kuberuntime_sandbox.go:56] CreatePodSandbox for pod &quot;kube-flannel-ds-5k9vn_kube-system(ac69edce-93a9-11e8-b74d-38d547b35fe9)&quot; failed: rpc error: code = Unknown desc = failed to create a sandbox for pod &quot;kube-flannel-ds-5k9vn&quot;: Error response from daemon: No command specified";
/** kubernetes/minikube#322 (dockershim 1.3: the pause image backing off). */
const INFRA_PULL = ["E0713 07:02:51.865903    1742 pod_workers.go:183] Error syncing pod 48abed82af93bb0b941173334110923f, skipping: failed to \"StartContainer\" for \"POD\" with ImagePullBackOff: \"Back-off pulling image \\\"gcr.io/google_containers/pause-amd64:3.0\\\"\"", "E0713 07:03:06.865375    1742 docker_manager.go:1955] Failed to create pod infra container: ImagePullBackOff; Skipping pod \"kube-addon-manager-minikubevm_kube-system(48abed82af93bb0b941173334110923f)\": Back-off pulling image \"gcr.io/google_containers/pause-amd64:3.0\""];
/** kubernetes/kubernetes#44705 and MicrosoftDocs/Virtualization-Documentation#599 (a 1.6 Windows node). */
const WINDOWS_16 = ["E0420 14:52:48.254093 816 cni.go:163] error updating cni config: No networks found in /etc/cni/net.d", "E0420 14:52:48.255069 816 server.go:459] Kubelet needs to run as uid 0. It is being run as -1", "E0420 14:54:48.290436     816 kubelet_network.go:274] Failed to ensure that nat chain KUBE-MARK-DROP exists: error creating chain \"KUBE-MARK-DROP\": executable file not found in %PATH%:", "E0420 14:54:32.374003     816 eviction_manager.go:205] eviction manager: unexpected err: failed GetNode: node '10.141.38.252' not found"];
/** r67a scratch: line 1 of its log 19 (kubernetes/kubernetes#…, an AWS node) and #104997's line, as pasted together. */
const AWS_LINE = "E0610 02:55:28.185750   64201 aws_credentials.go:77] while getting AWS credentials NoCredentialProviders: no valid providers in chain. Deprecated.";

const parsedOne = (text: string) => analyzeText(text, TODAY).index.parsed.records.at(0);
const idsOf = (text: string) => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('r67a 41: an indented JSON-logging record is read, also right after a klog line (it had been swallowed as its continuation)', () => {
  assert.deepEqual(idsOf(INDENTED_JSON), ['L1 kubelet-exited-at-start actionable']);
  assert.ok(idsOf(`${AWS_LINE}\n${INDENTED_JSON}`).includes('L2 kubelet-exited-at-start actionable'));
  // JSON that goes on a value above (no record time first) is still that value's.
  const a = analyzeText(`${AWS_LINE}\n  {"kind":"Status","code":403}`, TODAY);
  assert.equal(a.index.parsed.records.length, 1);
});

test('r67a 51: an indented deprecation notice of the kubelet is a line of its own', () => {
  const rec = parsedOne(INDENTED_FLAG);
  assert.equal(rec.kind, 'log');
  assert.match(rec.message, /^Flag --chaos-chance has been deprecated/);
});

test('r67a 03, 47, 43: a klog line behind a prefix no envelope reads is read from its header on', () => {
  assert.deepEqual(idsOf(VIEWER_COLUMN), ['L1 image-pull-failure actionable']);
  const locale = parsedOne(LOCALE_MONTH);
  assert.deepEqual([locale.kind, locale.severity, locale.envelope?.host, locale.envelope?.ident, locale.envelope?.pid], ['log', 'E', 'moban-centos7', 'microk8s.daemon-kubelet', 9557]);
  assert.equal(locale.time, Date.UTC(2026, 6, 31, 11, 15, 41) * 1000 + 472266, 'the klog time');
  const collector = parsedOne(COLLECTOR_PREFIX);
  assert.deepEqual([collector.severity, collector.style, collector.envelope?.kinds], ['E', 'printf', ['rfc3339']]);
  assert.deepEqual(idsOf(COLLECTOR_PREFIX), ['L1 volume-attach-pending investigate']);
  // Free text with no klog header stays what it was.
  assert.equal(parsedOne('7 31 11:15:41 moban-centos7 systemd[1]: snap.microk8s.daemon-kubelet.service: main process exited').kind, 'unparsed');
});

test('r67a 49: lines cut to their PID are read when no klog line came before them', () => {
  const a = analyzeText(CUT_TO_PID.join('\n'), TODAY);
  assert.deepEqual([0, 1].map((i) => a.index.parsed.records.at(i).kind), ['log', 'log']);
  assert.deepEqual(a.findings.map((f) => f.entry.id), ['deletor-container-not-found', 'node-not-found-bootstrap']);
});

test('r67a 33: quotes pasted as HTML entities are read decoded, with a note', () => {
  const a = analyzeText(HTML_QUOTED, TODAY);
  assert.deepEqual(a.findings.map((f) => f.entry.id), ['sandbox-create-failed']);
  assert.equal(a.index.pods[0]?.name, 'kube-flannel-ds-5k9vn');
  assert.ok(a.index.parsed.notices.some((n) => n.message.includes('HTML entities')));
});

test('r67a 14: dockershim 1.3 names the pause container POD and the pod by its static UID alone', () => {
  const a = analyzeText(INFRA_PULL.join('\n'), TODAY);
  assert.deepEqual(a.findings.map((f) => f.entry.id), ['image-pull-failure', 'image-pull-failure']);
  assert.ok(a.findings.every((f) => f.pod?.name === 'kube-addon-manager-minikubevm'), 'both lines are the pod\'s');
  const report = buildReport(a, 'infra.log');
  assert.match(report.diagnostics[0].message, /the pod's sandbox \(pause container\)/);
  assert.equal(podTimeline(a.index, a.index.pods[0]).state, 'failing-to-start');
});

test('r67a 16, 17: a 1.6 Windows kubelet: its platform notices are harmless, its unregistered node is said as such, the 1.6 CNI wording is known', () => {
  const a = analyzeText(WINDOWS_16.join('\n'), TODAY);
  assert.deepEqual(a.findings.map((f) => `${f.entry.id} ${f.verdict}`), ['cni-config-missing investigate', 'eviction-summary-unavailable investigate']);
  // Told apart as harmless notices of the platform, not left unexplained.
  assert.deepEqual([1, 2].map((r) => a.informational.get(r)?.id), ['windows-unsupported-noise', 'windows-unsupported-noise']);
  const report = buildReport(a, 'win.log');
  const evict = report.diagnostics.find((d) => d.ruleId === 'eviction-summary-unavailable')!;
  assert.match(evict.advice.join(' '), /Node object does not exist/);
});

// r68a: the catalogue's facts checked against the kubelet's source and changelogs. Synthetic lines in the kubelet's
// wordings (cpu_manager.go's `Allocate error`, logs.go's `Failed when writing line to log file`, volume_linux.go).
test('r68a 2, 11: the CPU manager\'s 1.18+ `Allocate error` and the structured log-stream line are known', () => {
  const cpu = 'E0623 10:00:00.100000    1234 cpu_manager.go:230] "Allocate error" err="not enough cpus available to satisfy request: requested=8, available=7"';
  assert.deepEqual(idsOf(cpu), ['L1 cpu-manager-allocation-failed actionable']);
  // The memory manager's `Allocate error` is another matter.
  assert.deepEqual(idsOf('E0623 10:00:00.100000    1234 memory_manager.go:249] "Allocate error" err="[memorymanager] failed to find NUMA nodes to extend the current node affinity"'), []);
  const stream = 'E0913 13:36:00.011285    5203 logs.go:348] "Failed when writing line to log file" err="write tcp 10.8.1.132:10250->10.8.1.55:62786: write: broken pipe" path="/var/log/pods/default_web-1_5011243d-6324-41e3-8ee8-9e8bb33f04b0/web/0.log"';
  const a = analyzeText(stream, TODAY);
  assert.equal(a.informational.get(0)?.id, 'log-stream-client-gone');
});

test('r68a 14: the fsGroup walk warned at every mount before 1.19.1, 1.18.9 and 1.17.12 (kubernetes#92878\'s backports)', () => {
  const log = (version: string) => [
    `I0305 16:00:00.000000     900 server.go:416] Version: ${version}`,
    'W0305 16:00:11.000000     900 volume_linux.go:45] Setting volume ownership for /var/lib/kubelet/pods/a2fbec0d-394a-45b6-c7cd-8e9fa0b1c2d3/volumes/kubernetes.io~csi/pvc-1/mount and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699',
  ].join('\n');
  const verdict = (v: string) => analyzeText(log(v), TODAY).findings.find((f) => f.entry.id === 'volume-ownership-slow-warning')?.verdict;
  assert.deepEqual(['v1.16.15', 'v1.17.11', 'v1.18.8', 'v1.19.0'].map(verdict), ['benign', 'benign', 'benign', 'benign']);
  assert.deepEqual(['v1.17.12', 'v1.18.9', 'v1.19.1', 'v1.20.0'].map(verdict), ['investigate', 'investigate', 'investigate', 'investigate']);
});

test('r68a: facts the catalogue had wrong are said right', async () => {
  const { CATALOGUE } = await import('../../server/src/knowledge/catalogue');
  const text = (id: string) => {
    const e = CATALOGUE.find((x) => x.id === id)!;
    return [e.summary, e.explanation, e.benignWhen ?? '', e.whenNotBenign ?? '', ...(e.adviceFor ?? []).map((a) => a.advice)].join(' ');
  };
  // Static pods are exempt from the Services wait (kubelet_pods.go), and enableServiceLinks does not avoid it.
  assert.doesNotMatch(text('envvars-services-not-synced'), /static pods hit it most/);
  assert.match(text('envvars-services-not-synced'), /Static pods are exempt/);
  // A missing CSINode ends the wait: the line is the API server unreachable or refusing.
  assert.doesNotMatch(text('csinode-wait'), /check the kubelet's API credentials and the CSINode object/);
  assert.match(text('csinode-wait'), /A CSINode that does not exist yet is an answer/);
  assert.match(text('system-oom'), /kubernetes#100483/);
  assert.match(text('node-not-ready'), /node is shutting down/);
  assert.doesNotMatch(text('podsandboxstatus-notfound'), /#107670/);
  assert.doesNotMatch(text('client-certificate-expired'), /r\d\da \d/, 'no review tag in what users read');
  assert.doesNotMatch(text('kubelet-fatal'), /--cluster_dns/);
  assert.match(text('eviction-no-imagefs-label'), /Since 1\.29/);
  // Every reference of the catalogue to kubernetes#126287 and #116329 says PR: both are pull requests.
  for (const e of CATALOGUE) for (const r of e.references) if (/\/(?:126287|116329)$/.test(r.url)) assert.match(r.url, /\/pull\//, `${e.id}: ${r.url}`);
  for (const id of ['cadvisor-watch-event-race', 'topology-removecontainer-info']) {
    const refs = CATALOGUE.find((x) => x.id === id)!.references.map((r) => r.url).join(' ');
    assert.doesNotMatch(refs, /108891|containerd\/pull\/5136/, id);
  }
});

// r69a: the sample's lines (samples/pod-deletion-1.23.log) in the shapes other tools write them. The report of each
// must be the report of the plain lines.
const SAMPLE_LINES = readFileSync(join(__dirname, '../../samples/pod-deletion-1.23.log'), 'utf8').split('\n').filter((l) => l);
const verdictsOf = (text: string) => buildReport(analyzeText(text, TODAY), 'x').diagnostics.map((d) => `${d.ruleId} ${d.verdict}`);
const PLAIN = verdictsOf(SAMPLE_LINES.join('\n'));

test('r69a 74, 76: a carried line that is itself an entry is read (CloudWatch events of Fluent Bit JSON, promtail journal fields)', () => {
  assert.equal(PLAIN.length, 6);
  const fluentBit = (l: string) => JSON.stringify({ hostname: 'ip-10-0-12-34', systemd_unit: 'kubelet.service', message: l });
  const events = JSON.stringify({ events: SAMPLE_LINES.map((l, i) => ({ timestamp: 1690823791865 + i, message: fluentBit(l), ingestionTime: 1690823792815 })) }, null, 4);
  assert.deepEqual(verdictsOf(events), PLAIN);
  const promtail = SAMPLE_LINES.map((l) => `2023-07-31T17:16:31.865418000Z ip-10-0-12-34: ${JSON.stringify({ MESSAGE: l, PRIORITY: '6', SYSLOG_IDENTIFIER: 'kubelet', _HOSTNAME: 'ip-10-0-12-34' })}`);
  assert.deepEqual(verdictsOf(promtail.join('\n')), PLAIN);
});

test('r69a 51: a terminal\'s colour codes are taken out of log lines, with a note', () => {
  const coloured = SAMPLE_LINES.map((l) => l.replace(/NotFound/g, '\u001b[01;31m\u001b[KNotFound\u001b[m\u001b[K'));
  assert.deepEqual(verdictsOf(coloured.join('\n')), PLAIN);
  assert.ok(analyzeText(coloured.join('\n'), TODAY).index.parsed.notices.some((n) => n.message.includes('colour codes')));
});

test('r69a 58, 60, 61: line numbers before journald, RFC3339 and JSON lines', () => {
  const journald = SAMPLE_LINES.map((l, i) => `${String(i + 1).padStart(6)}\tJul 31 ${l.slice(6, 14)} node-1 kubelet[354472]: ${l}`);
  assert.deepEqual(verdictsOf(journald.join('\n')), PLAIN);
  const rfc = SAMPLE_LINES.map((l, i) => `${i + 1}:2023-07-31T${l.slice(6, 21)}000Z ${l}`);
  assert.deepEqual(verdictsOf(rfc.join('\n')), PLAIN);
  const json = `${' '.repeat(5)}1\t{"ts":1690823791865.371,"caller":"app/server.go:276","msg":"Failed to construct kubelet dependencies","err":"error reading /var/lib/kubelet/pki/kubelet.key, certificate and key must be supplied as a pair"}`;
  assert.deepEqual(verdictsOf(json), ['kubelet-exited-at-start actionable']);
});

test('r69a 33–40, 67: CSV downloads and Splunk\'s JSON export are read from their message column', () => {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const csv = ['@timestamp,@message,@logStream', ...SAMPLE_LINES.map((l) => `2023-07-31 17:20:16.176,${quote(l)},kubelet`)].join('\n');
  assert.deepEqual(verdictsOf(csv), PLAIN);
  const a = analyzeText(csv, TODAY);
  assert.ok(a.index.parsed.notices.some((n) => n.message.includes('CSV download') && n.message.includes('`@message`')));
  assert.equal(a.index.parsed.records.at(0).kind, 'meta');
  // The host column names the node.
  const withHost = ['Date,Host,Service,Message', ...SAMPLE_LINES.map((l) => `2023-07-31T17:20:16.176Z,ip-10-0-12-34,kubelet,${quote(l)}`)].join('\n');
  assert.deepEqual(buildReport(analyzeText(withHost, TODAY), 'x').nodes, ['ip-10-0-12-34']);
  // A first line with commas that names no message column is no CSV header.
  assert.equal(analyzeText('a,b,c\nI0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/web-1]', TODAY).index.parsed.records.at(0).kind, 'unparsed');
  const splunk = SAMPLE_LINES.map((l) => JSON.stringify({ preview: false, offset: 0, result: { _raw: `Jul 31 ${l.slice(6, 14)} ip-10-0-12-34 kubelet[354472]: ${l}`, _time: '2023-07-31T17:16:31.000+00:00', host: 'ip-10-0-12-34' } }));
  assert.deepEqual(verdictsOf(splunk.join('\n')), PLAIN);
});

test('r69a 17, 73: journalctl\'s `[… blob data]` and a value holding a whole log are said, not passed over', () => {
  const blob = analyzeText(`Jul 31 17:16:31 node-1 kubelet[354472]: ${SAMPLE_LINES[0]}\nJul 31 17:16:32 node-1 kubelet[354472]: [47B blob data]`, TODAY);
  assert.ok(blob.index.parsed.notices.some((n) => n.message.includes('blob data') && n.line === 1));
  const az = JSON.stringify({ value: [{ code: 'ProvisioningState/succeeded', message: `Enable succeeded: \n[stdout]\n${SAMPLE_LINES.slice(0, 5).join('\n')}` }] }, null, 2);
  assert.ok(analyzeText(az, TODAY).index.parsed.notices.some((n) => n.message.includes('holds 7 lines')));
});

test('r69a 50, 59, 71: a pager\'s cut lines are said; a directory per node names the node; --year on a newest-first log names its line', () => {
  // `less -S`: every long line cut at the screen's width, `>` in its last column.
  const chopped = SAMPLE_LINES.map((l) => (l.length > 120 ? `${l.slice(0, 119)}>` : l));
  const a = analyzeText(chopped.join('\n'), TODAY);
  const cut = chopped.filter((l) => l.endsWith('>')).length;
  assert.ok(cut >= 5);
  assert.ok(a.index.parsed.notices.some((n) => n.message.startsWith(`${cut} lines end at column 120 with`)));
  assert.ok(!analyzeText(SAMPLE_LINES.join('\n'), TODAY).index.parsed.notices.some((n) => n.message.includes('less -S')));
  // `grep -rn` over a support bundle's `nodes/<node>/kubelet.log`.
  const grepped = [`nodes/ip-10-0-12-34/kubelet.log:1:${SAMPLE_LINES[0]}`, `nodes/ip-10-0-77-8/kubelet.log:1:${SAMPLE_LINES[1]}`, `var/log/kubelet.log:3:${SAMPLE_LINES[2]}`];
  assert.deepEqual(buildReport(analyzeText(grepped.join('\n'), TODAY), 'x').nodes, ['ip-10-0-12-34', 'ip-10-0-77-8', 'var/log/kubelet.log']);
  // journalctl -r with --year: the year is the first line's, the newest.
  const reversed = [...SAMPLE_LINES].reverse().map((l) => `Jul 31 ${l.slice(6, 14)} node-1 kubelet[354472]: ${l}`).join('\n');
  const text = renderText(buildReport(analyzeText(reversed, { ...TODAY, year: 2023 }), 'r.log'));
  assert.match(text, /year: 2023, given \(--year\), the year of L1, the newest line/);
});

test('r69a 53: one process\'s clock going back minutes (a rotated log joined newest first) is said; a year\'s turn is not', () => {
  const half = Math.floor(SAMPLE_LINES.length / 2);
  const later = SAMPLE_LINES.slice(half).map((l) => l.replace(/^(\w)0731 17:/, '$10731 18:'));
  const joined = [...later, ...SAMPLE_LINES.slice(0, half)];
  const notes = analyzeText(joined.join('\n'), TODAY).index.parsed.notices.filter((n) => n.message.includes('clock goes back'));
  assert.equal(notes.length, 1);
  assert.equal(notes[0].line, later.length, 'on the first line of the older piece (0-based)');
  assert.deepEqual(analyzeText(SAMPLE_LINES.join('\n'), TODAY).index.parsed.notices.filter((n) => n.message.includes('clock goes back')), []);
  const newYear = ['I1231 23:59:59.000000    1234 kubelet.go:1] "a"', 'I0101 00:00:01.000000    1234 kubelet.go:1] "b"'].join('\n');
  assert.deepEqual(analyzeText(newYear, TODAY).index.parsed.notices.filter((n) => n.message.includes('clock goes back')), []);
});

// r70a: today's shapes attacked. Lines of other programs (kube-proxy's, from r70a's files: synthetic, in client-go's
// and kube-proxy's wordings) must not be graded as the kubelet's; the shapes must not swallow a log.
const PROXY_LINE = 'E0731 17:16:31.200000       1 reflector.go:138] k8s.io/client-go/informers/factory.go:134: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User "system:serviceaccount:kube-system:kube-proxy" cannot list resource "services" in API group "" at the cluster scope';

test('r70a 1, 2: a prefixed log indented as a code block, or after a line ending in a space, keeps one record a line', () => {
  const indented = SAMPLE_LINES.map((l) => `    [pod/kubelet-node-1/kubelet] ${l}`);
  assert.deepEqual(verdictsOf(indented.join('\n')), PLAIN);
  const trailing = ['I0731 17:16:30.000000  354472 kubelet_network.go:69] Found active IP 192.168.168.122 ', ...SAMPLE_LINES.map((l) => `1:23:18.001 PM | ${l}`)];
  assert.equal(analyzeText(trailing.join('\n'), TODAY).index.parsed.records.length, SAMPLE_LINES.length + 1);
  const docker = SAMPLE_LINES.map((l) => `    ${JSON.stringify({ log: `${l}\n`, stream: 'stderr', time: '2023-07-31T17:16:31.865371Z' })}`);
  assert.deepEqual(verdictsOf(docker.join('\n')), PLAIN);
  const numbered = SAMPLE_LINES.map((l, i) => `${String(i + 1).padStart(6)}\t${JSON.stringify({ log: `${l}\n`, stream: 'stderr', time: '2023-07-31T17:16:31.865371Z' })}`);
  assert.deepEqual(verdictsOf(numbered.join('\n')), PLAIN);
});

test('r70a 4, 5, 7, 9: another program\'s line behind a prefix, in a quoted value or under an outer label is not the kubelet\'s', () => {
  for (const line of [
    `[pod/kube-proxy-7xk2p/kube-proxy] ${PROXY_LINE}`,
    `kube-proxy-7xk2p kube-proxy ${PROXY_LINE}`,
    `2023-07-31T17:16:31.200Z - kube-proxy ${PROXY_LINE}`,
    `7 31 17:16:31 node-2 kube-proxy: ${PROXY_LINE}`,
    `7 31 17:16:31 node-2 otelcol-contrib[777]: Body: Str(${PROXY_LINE})`,
    `[0] kube.var.log: [1690823791.865, {"log"=>"${PROXY_LINE}"}]`,
  ]) assert.deepEqual(verdictsOf(line), [], line.slice(0, 40));
  // logcli's JSON lines: the label names the program, the Docker entry it carries does not.
  const logcli = JSON.stringify({ labels: { job: 'kube-proxy', container: 'kube-proxy' }, line: JSON.stringify({ log: `${PROXY_LINE}\n`, stream: 'stderr', time: '2023-07-31T17:16:31.2Z' }), timestamp: '2023-07-31T17:16:31.2Z' });
  assert.deepEqual(verdictsOf(logcli), []);
  const azure = ['TenantId,TimeGenerated [UTC],Computer,ProcessName,SyslogMessage', `0a1b,"7/31/2023, 5:16:31.200 PM",node-2,kube-proxy,"${PROXY_LINE.replace(/"/g, '""')}"`].join('\n');
  assert.deepEqual(verdictsOf(azure), []);
});

test('r70a 8, 11, 14: a title line is no CSV header; a year a prefix names dates the log; `2023 Jul 31` is no line number', () => {
  const titled = ['Log, kubelet, ip-10-0-82-17', ...SAMPLE_LINES].join('\n');
  assert.deepEqual(verdictsOf(titled), PLAIN);
  assert.ok(!analyzeText(titled, TODAY).index.parsed.notices.some((n) => n.message.includes('CSV')));
  // A CSV export with a plain log appended after it: the log's lines are read as lines.
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const both = ['@timestamp,@message,@logStream', `2023-07-31 17:16:00.000,${quote(SAMPLE_LINES[0])},kubelet`, ...SAMPLE_LINES.slice(1)].join('\n');
  assert.deepEqual(verdictsOf(both), PLAIN);
  const kibana = SAMPLE_LINES.map((l) => `Jul 31, 2023 @ 17:16:31.865\tip-10-0-12-34\t${l}`).join('\n');
  assert.equal(analyzeText(kibana, TODAY).index.parsed.yearSource, 'log');
  const yearFirst = SAMPLE_LINES.map((l) => `2023 Jul 31 ${l.slice(6, 14)} node-1 kubelet[354472]: ${l}`).join('\n');
  assert.deepEqual(verdictsOf(yearFirst), PLAIN);
});

test('r71a: the editor detects the new shapes and underlines the file\'s own text of cleaned and CSV lines', async () => {
  const { detectKubeletLog } = await import('../../client/src/detect');
  const { lineColumnOfCleaned, lineColumnOfCsvField } = await import('../../server/src/parse/carriedColumn');
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const shapes: Record<string, string[]> = {
    'time column': SAMPLE_LINES.map((l) => `5:16:31.865 PM | ${l}`),
    'cat -n journald': SAMPLE_LINES.map((l, i) => `${String(i + 1).padStart(6)}\tJul 31 ${l.slice(6, 14)} node-1 kubelet[354472]: ${l}`),
    'colour codes': SAMPLE_LINES.map((l) => `\u001b[32m${l.slice(0, 1)}\u001b[m${l.slice(1)}`),
    CSV: ['@timestamp,@message,@logStream', ...SAMPLE_LINES.map((l) => `2023-07-31 17:16:31.865,${quote(l)},kubelet`)],
  };
  for (const [name, lines] of Object.entries(shapes)) assert.equal(detectKubeletLog(lines.join('\n')).kubelet, true, name);
  // An application's log with commas and times is still no kubelet log.
  assert.equal(detectKubeletLog(Array.from({ length: 60 }, (_, i) => `2024-03-12 10:15:${String(i % 60).padStart(2, '0')},123 INFO worker: processed job ${i}`).join('\n')).kubelet, false);
  // Columns: the cleaned text's column 10 is after the colour code in the file; an entity is one character.
  const coloured = 'I0731 \u001b[01;31mfailed\u001b[m done';
  // (a code right at a column is passed over: an underline starts on the text, and ends after the colour's reset)
  assert.equal(coloured.slice(lineColumnOfCleaned(coloured, 6), lineColumnOfCleaned(coloured, 12)), 'failed\u001b[m');
  const html = 'E0731 x] &quot;ContainerStatus&quot; err';
  assert.equal(html.slice(lineColumnOfCleaned(html, 9), lineColumnOfCleaned(html, 26)), '&quot;ContainerStatus&quot;');
  const row = `2023-07-31 17:16:31.865,${quote('I0731 x] "SyncLoop DELETE" a')},kubelet`;
  assert.equal(row.slice(lineColumnOfCsvField(row, 1, 9), lineColumnOfCsvField(row, 1, 26)), '""SyncLoop DELETE""');
  assert.equal(lineColumnOfCsvField(row, 2, 0), row.length - 'kubelet'.length);
});

test('a minikube dump\'s sections, each a container running as PID 1, are no one process whose clock goes back', () => {
  const dump = [
    '==> kube-apiserver [aaa] <==',
    'I0905 06:56:42.000000       1 server.go:1] "a"',
    '==> kube-controller-manager [bbb] <==',
    'I0905 03:56:42.690565       1 expand_controller.go:329] "Starting expand controller"',
  ].join('\n');
  assert.deepEqual(analyzeText(dump, TODAY).index.parsed.notices.filter((n) => n.message.includes('clock goes back')), []);
});

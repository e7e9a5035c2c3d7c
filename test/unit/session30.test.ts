// Mended in session 30. Each test names the review item (r54a–r57a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const verdicts = (text: string, id: string) => analyzeText(text, TODAY).findings.filter((f) => f.entry.id === id).map((f) => `L${f.line + 1} ${f.verdict}`);

test("r54a 52: containerd's failed Status call is excused by the runtime's own start on its node, not by the kubelet's", () => {
  // containerd's lines in the words of kubeadm#3092 (SUSE, journalctl -xe), times and error changed.
  const containerd = (time: string, msg: string, host = 'node-a') => `Jul 23 ${time} ${host} containerd[211]: time="2023-07-23T${time}.100000Z" level=${msg.startsWith('Status') ? 'error' : 'info'} msg="${msg}"${msg.startsWith('Status') ? ' error="rpc error: code = DeadlineExceeded desc = context deadline exceeded"' : ''}`;
  const kubelet = 'Jul 23 22:01:20 node-a kubelet[1790]: I0723 22:01:20.100000    1790 server.go:413] "Kubelet version" kubeletVersion="v1.27.3"';
  const status = containerd('22:01:24', 'Status failed');
  // Up for three hours; only the kubelet restarted.
  assert.deepEqual(verdicts([containerd('19:01:10', 'containerd successfully booted in 0.052123s'), kubelet, status].join('\n'), 'containerd-status-failed'), ['L3 investigate']);
  // containerd itself had just started (its own line, or systemd's), on this node.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd'), kubelet, status].join('\n'), 'containerd-status-failed'), ['L3 benign']);
  // systemd's start alone does not say which process it made: a line of a PID needs that process's own start line
  // (r59a R05); a line of no PID (containerd's own file) takes systemd's start on its host.
  assert.deepEqual(verdicts(['Jul 23 22:01:10 node-a systemd[1]: Started containerd.service - containerd container runtime.', status].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd').replace('containerd[211]', 'containerd[3311]'), status].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
  // A start followed within minutes by another under a new PID did not last (r59a R02).
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd'), status, containerd('22:01:40', 'starting containerd').replace('containerd[211]', 'containerd[3399]')].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
  // Another node's runtime start says nothing of this one.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd', 'node-b'), status].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
  // An answer is no start-up, whatever started.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd'), status.replace('rpc error: code = DeadlineExceeded desc = context deadline exceeded', 'stat /proc/211/ns/pid: permission denied: unknown')].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
});

test("r54a 41/42: a pod whose kubelet set its phase to Failed or Succeeded is not summarised as last seen running", async () => {
  const { podTimeline } = await import('../../server/src/model/timeline');
  // Shapes of the corpus's kind 1.24 journald logs (gangmuk C5 worker); r54a 41's pod, two of its lines left out.
  const UID = 'e176bd75-2e5a-3cf9-cb60-a56d910dc342';
  const k = (time: string, rest: string) => `Aug 30 ${time.slice(0, 8)} kind-worker kubelet[704773]: I0830 ${time}  704773 ${rest}`;
  const lines = (phase: string) => [
    k('04:29:00.100000', 'kubelet.go:2072] "SyncLoop ADD" source="api" pods=[batch/migrate-28195740-j2j2j]'),
    k('04:29:02.100100', `kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="batch/migrate-28195740-j2j2j" event=&{ID:${UID} Type:ContainerStarted Data:${'c'.repeat(64)}}`),
    k('04:30:00.100000', 'kubelet_pods.go:1444] "Got phase for pod" pod="batch/migrate-28195740-j2j2j" oldPhase=Pending phase=Running'),
    k('04:52:10.000000', `kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="batch/migrate-28195740-j2j2j" event=&{ID:${UID} Type:ContainerDied Data:${'c'.repeat(64)}}`),
    k('04:52:10.100000', `kubelet_pods.go:1444] "Got phase for pod" pod="batch/migrate-28195740-j2j2j" oldPhase=Running phase=${phase}`),
  ].join('\n');
  for (const phase of ['Failed', 'Succeeded']) {
    const a = analyzeText(lines(phase), TODAY);
    const t = podTimeline(a.index, a.index.pods[0]);
    assert.equal(t.state, 'terminated');
    assert.match(t.summary, new RegExp(`the kubelet set its phase to ${phase} at 04:52:10\\.100`));
    assert.doesNotMatch(t.summary, /last seen running/);
  }
});

test('every particular advice of an entry is given for one of its own sample lines, and only when its words are there', async () => {
  const { CATALOGUE } = await import('../../server/src/knowledge/catalogue');
  const { adviceForLine } = await import('../../server/src/knowledge/advice');
  let checked = 0;
  for (const entry of CATALOGUE) {
    for (const advice of entry.adviceFor ?? []) {
      const given = entry.samples.some((line) => {
        const a = analyzeText(line, TODAY);
        return a.findings.some((f) => f.entry.id === entry.id && adviceForLine(entry, a.index.parsed.records.at(f.record)).includes(advice.advice));
      });
      assert.ok(given, `${entry.id}: no sample gets the advice for ${advice.ifContains.join(' | ')}`);
      checked++;
    }
  }
  assert.ok(checked >= 10, `${checked} particular advices`);
  // The general line of the same entry gets none.
  const entry = CATALOGUE.find((e) => e.id === 'kubelet-exited-at-start')!;
  const other = analyzeText('E0914 10:54:57.540301   69656 server.go:271] "Failed to construct kubelet dependencies" err="error reading /var/lib/kubelet/pki/kubelet.key, certificate and key must be supplied as a pair"', TODAY);
  assert.deepEqual(adviceForLine(entry, other.index.parsed.records.at(other.findings[0].record)), []);
});

test('r56a: the particular advice comes first in the text report, in JSON and in the hover; not for a benign line', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  const { hover } = await import('../../server/src/features/hover');
  // kubernetes/kubernetes#87615 (r56a 20), as posted.
  const line = 'Jun 23 03:25:49 vm10.company.com kubelet[22255]: E0623 03:25:49.553078   22255 kubelet_node_status.go:402] Error updating node status, will retry: error getting node "vm10.company.com": Get "https://vm10.company.com:8443/api/v1/nodes/vm10.company.com?timeout=10s": read tcp 16.155.199.4:41718->16.155.199.4:8443: use of closed network connection';
  const a = analyzeText(line, TODAY);
  const report = buildReport(a, 'x.log', {});
  assert.equal(report.diagnostics[0].verdict, 'investigate');
  assert.equal(report.diagnostics[0].advice.length, 1);
  assert.match(report.diagnostics[0].advice[0], /^`use of closed network connection`: .*kubernetes#87615/);
  const text = renderText(report, true);
  assert.match(text, /\n {4}for this error: `use of closed network connection`: [^\n]*\n {4}if it is not harmless: /, 'before the general advice');
  const h = hover({ uri: 'file:///x.log', version: 1, source: { lineCount: 1, lineAt: () => line }, analysis: a }, 0, 60)!.markdown;
  assert.ok(h.indexOf('**For this error:** `use of closed network connection`') > 0 && h.indexOf('**For this error:**') < h.indexOf('**If it is not harmless:**'));
});

test('r56a 12, r58a V02–V05: a Secret cache not synced is investigate, however early, with the advice that the object may exist; not when the line names one not found', async () => {
  const { adviceForLine } = await import('../../server/src/knowledge/advice');
  // kubernetes/minikube#5431 (r56a 12), as posted; the mechanism in kubernetes#99475.
  const line = (uptime: string, error: string) => `Sep 22 04:52:43 minikube kubelet[3168]: E0922 04:52:43.787224    3168 nestedpendingoperations.go:270] Operation for "\\"kubernetes.io/secret/f97fc1d0-da58-11e8-85cb-0800279ddd13-coredns-token-f7pnh\\" (\\"f97fc1d0-da58-11e8-85cb-0800279ddd13\\")" failed. No retries permitted until 2019-09-22 04:52:44.287193007 +0000 UTC m=+${uptime} (durationBeforeRetry 500ms). Error: "MountVolume.SetUp failed for volume \\"coredns-token-f7pnh\\" (UniqueName: \\"kubernetes.io/secret/f97fc1d0-da58-11e8-85cb-0800279ddd13-coredns-token-f7pnh\\") pod \\"coredns-c4cffd6dc-6xwhw\\" (UID: \\"f97fc1d0-da58-11e8-85cb-0800279ddd13\\") : ${error}"`;
  const cache = 'failed to sync secret cache: timed out waiting for the condition';
  // A kubelet whose list of the Secret is refused or never answered logs the same for as long as that lasts: only the
  // volume mounting afterwards shows it was the start-up race.
  assert.deepEqual(verdicts(line('15.185864204', cache), 'volume-setup-failed'), ['L1 investigate']);
  const advice = (text: string) => {
    const a = analyzeText(text, TODAY);
    const f = a.findings.find((x) => x.entry.id === 'volume-setup-failed')!;
    return adviceForLine(f.entry, a.index.parsed.records.at(f.record)).join(' ');
  };
  assert.match(advice(line('15.185864204', cache)), /the object may well exist/);
  // A projected volume's error that also names a Secret not found (r58a V03) gets no such advice.
  assert.equal(advice(line('15.185864204', `[secret \\"app-creds\\" not found, failed to sync configmap cache: timed out waiting for the condition]`)), '');
});

test('r56a: lines that were unmatched now have their entries (a 1.7–1.11 container manager, an init container, GC\'s sandbox stop, the static pod watch)', () => {
  const ids = (line: string) => analyzeText(line, TODAY).findings.map((f) => `${f.entry.id} ${f.verdict}`);
  // k8sp/sextant#569 (r56a 23): logged at I level, every 5 s, by a kubelet that keeps running.
  const skipped = '8月 02 14:51:42 instance-8hqmi70e kubelet[19214]: I0802 14:51:42.855708   19214 kubelet.go:1752] skipping pod synchronization - [Failed to start ContainerManager failed to initialise top level QOS containers: failed to create top level Burstable QOS cgroup : Unit kubepods-burstable.slice already exists.]';
  assert.deepEqual(ids(skipped), ['container-manager-start-failed actionable']);
  assert.match(analyzeText(skipped, TODAY).findings[0].reason, /keeps running but syncs no pods until it starts: failed to initialise top level QOS containers/);
  // kubernetes#68885 (r56a 14).
  assert.deepEqual(ids('sept. 20 16:49:29 erebos kubelet[8665]: E0920 16:49:29.093065    8665 kuberuntime_manager.go:703] init container start failed: CreateContainerError: context deadline exceeded'), ['container-create-failed actionable']);
  // containerd#7790 (r56a 15).
  assert.deepEqual(ids('E1126 17:31:49.900851    2098 kuberuntime_gc.go:176] "Failed to stop sandbox before removing" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" sandboxID="30d52e4fb7a0ec8f5e96bb888c5ae9119999830e85c114ca5999394f4fc7c112"'), ['cri-call-failed investigate']);
  // A NotFound one stays the NotFound entry's.
  assert.deepEqual(ids('E1126 17:31:49.900851    2098 kuberuntime_gc.go:176] "Failed to stop sandbox before removing" err="rpc error: code = NotFound desc = an error occurred when try to find sandbox \\"30d52e4fb7a0\\": not found" sandboxID="30d52e4fb7a0ec8f5e96bb888c5ae9119999830e85c114ca5999394f4fc7c112"').map((s) => s.split(' ')[0]), ['cri-stoppodsandbox-notfound']);
  // bottlerocket-os/bottlerocket#1396 (r56a 17).
  assert.deepEqual(ids('Mar 16 01:32:57 ip-10-0-167-200.us-west-2.compute.internal kubelet[3919]: E0316 01:32:57.654182    3919 file.go:108] Unable to process watch event: can\'t process config file "/etc/kubernetes/static-pods/etcd": /etc/kubernetes/static-pods/etcd: couldn\'t parse as pod(Object \'Kind\' is missing in \'null\'), please check config file'), ['static-pod-manifest-invalid actionable']);
  // cobra's line names the flag (r56a 25).
  assert.match(analyzeText('Jun 28 11:20:54 fit06 kubelet[170771]: Error: failed to parse kubelet flag: unknown flag: --network-plugin', TODAY).findings[0].reason, /exited: unknown flag: --network-plugin/);
});

test("r60a S05: 1.21+'s structured watch error of a manifest is static-pod-manifest-invalid; the watch reading the directory itself is not", () => {
  const ids = (line: string) => analyzeText(line, TODAY).findings.map((f) => `${f.entry.id} ${f.verdict}`);
  // Line 539 of the corpus's k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log: the bootstrap
  // replaces the directory, and the watch reads it as a file.
  assert.deepEqual(ids('May 12 04:58:57 localhost.localdomain kubelet.sh[2473]: E0512 04:58:57.847695    2473 file.go:109] "Unable to process watch event" err="can\'t process config file \\"/etc/kubernetes/manifests\\": read /etc/kubernetes/manifests: is a directory"'), []);
  // The same line's shape for a manifest gone (r60a S05, synthetic).
  assert.deepEqual(ids('May 12 04:58:57 localhost.localdomain kubelet.sh[2473]: E0512 04:58:57.847695    2473 file.go:109] "Unable to process watch event" err="can\'t process config file \\"/etc/kubernetes/manifests/kube-apiserver.yaml\\": open /etc/kubernetes/manifests/kube-apiserver.yaml: no such file or directory"'), ['static-pod-manifest-invalid actionable']);
});

test('r57a C7: hovering an error line no entry explains says so; a known one, or an informational line, does not', async () => {
  const { hover } = await import('../../server/src/features/hover');
  const said = (line: string) => hover({ uri: 'file:///x.log', version: 1, source: { lineCount: 1, lineAt: () => line }, analysis: analyzeText(line, TODAY) }, 0, 20)!.markdown.includes('**Not a known error:**');
  // A synthetic E line of no entry (kubernetes#45464's line, r56a 01, had been one until session 31 gave it an entry).
  assert.equal(said('E0508 00:36:34.250925     469 example.go:1] a failure no catalogue entry describes'), true);
  assert.equal(said('E0508 00:36:34.250925     469 reconciler.go:438] Could not construct volume information: directory /var/lib/kubelet/pods/f97942cf-337e-11e7-b2b1-005056b7dc12/volumes/kubernetes.io~vsphere-volume/pvc-f969cb9e-337e-11e7-b2b1-005056b7dc12 is not mounted'), false);
  // The same severity with an entry (kubernetes#87615), and an I line.
  assert.equal(said('E0623 03:25:49.553078   22255 kubelet_node_status.go:402] Error updating node status, will retry: error getting node "vm10": Get "https://vm10:8443/api/v1/nodes/vm10?timeout=10s": read tcp 16.155.199.4:41718->16.155.199.4:8443: use of closed network connection'), false);
  assert.equal(said('I0508 00:36:34.250925     469 reconciler.go:438] Reconciler: start to sync state'), false);
});

test('r57a U1: a reason several groups share is said once at the top, with its groups and lines', async () => {
  const { buildReport, renderText } = await import('../../server/src/report');
  const report = buildReport(analyzeText('I0101 00:00:00.000000       1 kubelet.go:1] "x"', TODAY), 'x.log', {});
  const refused = 'the API server refused the kubelet\'s user "kubelet-client" (forbidden): a kubelet must authenticate as system:node:<node name> in group system:nodes';
  const d = (line: number, ruleId: string, title: string) => ({ line, time: null, ruleId, title, verdict: 'actionable' as const, severity: 'error' as const, pod: null, evidence: [], advice: [], detail: null, message: `actionable: ${title} — ${refused}` });
  // The skykying corpus log's shape: one refused identity behind the list/watch, lease and event failures.
  const diagnostics = [d(262, 'apiserver-list-watch-failed', 'Informer list/watch against the API server failed'), d(263, 'apiserver-list-watch-failed', 'Informer list/watch against the API server failed'), d(335, 'node-lease-failed', 'Node lease could not be created or renewed'), d(342, 'event-write-refused', 'An event refused for the kubelet\'s identity')];
  const text = renderText({ ...report, counts: { actionable: 4, investigate: 0, benign: 0 }, diagnostics });
  assert.match(text, /\n {4}shared cause of 3 groups \(4 lines\): the API server refused the kubelet's user "kubelet-client" \(forbidden\)/);
  // A reason of one group only is not repeated.
  assert.doesNotMatch(renderText({ ...report, counts: { actionable: 1, investigate: 0, benign: 0 }, diagnostics: diagnostics.slice(0, 1) }), /shared cause/);
});

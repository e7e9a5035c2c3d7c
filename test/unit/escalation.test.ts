// Escalations: what in this log makes a known error actionable (a node that never registers, an error that keeps
// coming back), and the tighter "followed by success" (same pod, same volume). Each case is built to tempt the
// opposite verdict, and every log is also grown in pieces: the grades must equal those of the whole text.
// Message texts are the kubelet's (1.24 structured; the projected-volume lines are printf, as in
// corpus/k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnalysisBuilder, type Analysis } from '../../server/src/knowledge/analyze';
import { IndexBuilder } from '../../server/src/model/index';
import { LogParser } from '../../server/src/parse/document';
import { analyzeText, matcherFor } from '../../server/src/pipeline';
import { buildReport, renderText } from '../../server/src/report';
import { versionOfRecord } from '../../server/src/parse/version';
import { parseUserRules } from '../../server/src/knowledge/userRules';

const TODAY = new Date(Date.UTC(2023, 11, 31));

/** `hh:mm:ss.micros` for `seconds` after 10:00:00 on 31 July. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const micros = Math.round((seconds - whole) * 1e6);
  const hh = 10 + Math.floor(whole / 3600);
  const mm = Math.floor((whole % 3600) / 60);
  const ss = whole % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.${String(micros).padStart(6, '0')}`;
}
const klog = (sev: string, seconds: number, file: string, body: string) => `${sev}0731 ${clock(seconds)}    4242 ${file}] ${body}`;
const banner = (s: number) => klog('I', s, 'server.go:1196', '"Kubelet version" kubeletVersion="v1.24.7"');
const nodeNotFound = (s: number) => klog('E', s, 'kubelet.go:2424', '"Error getting node" err="node \\"node-1\\" not found"');
const registered = (s: number) => klog('I', s, 'kubelet_node_status.go:73', '"Successfully registered node" node="node-1"');
const cniNotReady = (s: number) =>
  klog('E', s, 'kubelet.go:2349', '"Container runtime network not ready" networkReady="NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: cni plugin not initialized"');

/** Whole, and grown in chunks of `chunk` lines (the growing log and file paths): the grades must be equal. */
function analyse(lines: string[], chunk = 7): Analysis {
  const whole = analyzeText(lines.join('\n'), { today: TODAY });
  const parser = new LogParser({ today: TODAY });
  let index: IndexBuilder | undefined;
  let builder: AnalysisBuilder | undefined;
  for (let i = 0; i < lines.length; i += chunk) {
    parser.pushLines(lines.slice(i, i + chunk));
    const parsed = parser.result();
    if (!index) {
      index = new IndexBuilder(parsed);
      builder = new AnalysisBuilder(index.index, matcherFor());
    } else builder!.extend(index.extend(parsed));
  }
  const grown = builder!.analysis;
  const grades = (a: Analysis) => a.findings.map((f) => `${f.line} ${f.verdict} ${f.reason} [${f.evidence.map((e) => e.line).join(',')}]`);
  assert.deepEqual(grades(grown), grades(whole), 'grown in pieces = whole');
  return whole;
}

function verdicts(a: Analysis, rule: string): string[] {
  return a.findings.filter((f) => f.entry.id === rule).map((f) => f.verdict);
}

test('a node that never registers: its "node not found" lines are actionable, citing the start and the deadline', () => {
  const lines = [banner(0)];
  for (let s = 1; s <= 420; s += 10) lines.push(nodeNotFound(s)); // 7 minutes, no registration
  const a = analyse(lines);
  const found = a.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap');
  assert.equal(found.length, 42);
  // Every line of the run, those within the first minutes too: in hindsight the node never got registered.
  assert.deepEqual([...new Set(found.map((f) => f.verdict))], ['actionable']);
  const f = found[0];
  assert.equal(f.escalation, 'registration-overdue');
  assert.deepEqual(f.evidence.map((e) => e.line), [0, 31], 'the kubelet start, and the first line 5 min after it');
  assert.match(f.reason, /the node had not registered 5 min after this kubelet started at 10:00:00\.000000/);
  // The node-level errors of that run (an informer's list failing 10 s after the start) were start-up noise only if
  // the start-up ended: it did not.
  const listFailed = klog('E', 10, 'reflector.go:138', 'k8s.io/client-go/informers/factory.go:134: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User "kubelet-client" cannot list resource "services" in API group "" at the cluster scope');
  const withList = analyse([...lines.slice(0, 2), listFailed, ...lines.slice(2)]);
  const list = withList.findings.find((x) => x.entry.id === 'apiserver-list-watch-failed');
  assert.equal(list?.verdict, 'actionable');
  assert.equal(list?.escalation, 'registration-overdue');
});

test('a node that registers in time: its "node not found" lines are benign, citing the registration; a log cut short stays benign by start-up', () => {
  const lines = [banner(0)];
  for (let s = 1; s <= 60; s += 10) lines.push(nodeNotFound(s));
  lines.push(registered(65));
  for (let s = 66; s <= 420; s += 30) lines.push(klog('I', s, 'kubelet.go:2100', '"SyncLoop (housekeeping)"'));
  const a = analyse(lines);
  assert.deepEqual([...new Set(verdicts(a, 'node-not-found-bootstrap'))], ['benign']);
  assert.match(a.findings[0].reason, /registered afterwards/);
  // Only 2 minutes of log: nothing proves the registration late.
  const short = analyse([banner(0), nodeNotFound(1), nodeNotFound(120)]);
  assert.deepEqual(verdicts(short, 'node-not-found-bootstrap'), ['benign', 'benign']);
});

test('a node that registers late: the lines before the registration are actionable, none after it; a restart starts a new watch', () => {
  const lines = [banner(0)];
  for (let s = 1; s <= 400; s += 20) lines.push(nodeNotFound(s));
  lines.push(registered(410));
  lines.push(nodeNotFound(411)); // after the registration: not the bootstrap story
  lines.push(klog('I', 900, 'server.go:1196', '"Kubelet version" kubeletVersion="v1.24.7"').replace('    4242 ', '    5151 '));
  lines.push(nodeNotFound(901).replace('    4242 ', '    5151 '));
  lines.push(registered(930).replace('    4242 ', '    5151 '));
  const a = analyse(lines, 5);
  const v = verdicts(a, 'node-not-found-bootstrap');
  assert.deepEqual(v.slice(0, 20), Array(20).fill('actionable'));
  assert.notEqual(v[20], 'actionable', 'the line after the registration');
  assert.equal(v[21], 'benign', 'the second run registered in time');
});

test('an error that keeps coming back for 10 minutes: every line of that series is actionable, its first ones too; a long silence or a kubelet restart starts a new series', () => {
  // The node registered at once: only the series itself can make these lines actionable.
  const lines = [banner(0), registered(1)];
  for (let s = 2; s <= 800; s += 5) lines.push(cniNotReady(s)); // every 5 s for 13 min
  // Grown in chunks of 40 lines: the series turns persistent in a later chunk than its first lines.
  const a = analyse(lines, 40);
  const found = a.findings.filter((x) => x.entry.id === 'cni-not-initialized');
  assert.equal(found.length, 160);
  assert.deepEqual([...new Set(found.map((f) => f.verdict))], ['actionable'], 'the start-up excuse of the first lines does not hold: the error never went away');
  const f = found[0];
  assert.equal(f.escalation, 'persisting');
  assert.match(f.reason, /came back 121 times without a break from 10:00:02\.000000 to 10:10:02\.000000 \(10 min\): it did not go away/);
  assert.deepEqual(f.evidence.map((e) => e.line), [2, 122], 'the series\' first line, and its first line 10 min later');
  assert.deepEqual(found[159].evidence.map((e) => e.line), [2, 122], 'every line of the series cites the same lines');
  // A line past the first ten minutes says where it stands in the series, not only how the series began.
  assert.match(found[159].reason, /this line is its 160th time, 13 min 15 s after the first at 10:00:02\.000000 \(it had come back 121 times in its first 10 min\)/);

  // Two bursts of 6 minutes with 5 minutes of silence between them: neither is 10 minutes long.
  const gap = [banner(0), registered(1)];
  for (let s = 2; s <= 362; s += 5) gap.push(cniNotReady(s));
  for (let s = 662; s <= 1022; s += 5) gap.push(cniNotReady(s));
  assert.ok(!verdicts(analyse(gap), 'cni-not-initialized').includes('actionable'));

  // A restart after 6 minutes: the series of the new run starts again.
  const restart = [banner(0), registered(1)];
  for (let s = 2; s <= 362; s += 5) restart.push(cniNotReady(s));
  restart.push(klog('I', 363, 'server.go:1196', '"Kubelet version" kubeletVersion="v1.24.7"').replace('    4242 ', '    5151 '));
  restart.push(registered(363.5).replace('    4242 ', '    5151 '));
  for (let s = 364; s <= 724; s += 5) restart.push(cniNotReady(s).replace('    4242 ', '    5151 '));
  assert.ok(!verdicts(analyse(restart), 'cni-not-initialized').includes('actionable'));
});

test('"followed by success" needs the same pod and the same volume (a volume source failure\'s volume is its mount failure\'s)', () => {
  const uid = '2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2';
  const other = '298b6beb-cc9a-4ec1-8e52-a0c863f4c57e';
  const lines = [
    klog('I', 0, 'config.go:278', `"Setting pods for source" source="api"`),
    klog('I', 1, 'kubelet.go:2095', `"SyncLoop ADD" source="api" pods=[default/php-apache-n76hj kube-system/kindnet-f9v6g]`),
    klog('I', 2, 'kubelet.go:2102', `"SyncLoop UPDATE" source="api" pods=[default/php-apache-n76hj]`),
    klog('I', 3, 'volume_manager.go:393', `"Waiting for volumes to attach and mount for pod" pod="default/php-apache-n76hj" podUID=${uid}`),
    klog('I', 3, 'volume_manager.go:393', `"Waiting for volumes to attach and mount for pod" pod="kube-system/kindnet-f9v6g" podUID=${other}`),
    // printf lines of projected.go: the first names no pod nor volume, the second names both (and so gives them to it)
    klog('E', 10, 'projected.go:286', `Couldn't get configMap default/kube-root-ca.crt: object "default"/"kube-root-ca.crt" not registered`),
    klog('E', 10, 'projected.go:192', `Error preparing data for projected volume kube-api-access-6fpqb for pod default/php-apache-n76hj: object "default"/"kube-root-ca.crt" not registered`),
    // another pod's success, then the same pod's success for another volume: neither proves anything
    klog('I', 20, 'operation_generator.go:703', `"MountVolume.SetUp succeeded for volume \\"kube-api-access-ndclh\\" (UniqueName: \\"kubernetes.io/projected/${other}-kube-api-access-ndclh\\") pod \\"kindnet-f9v6g\\" (UID: \\"${other}\\") " pod="kube-system/kindnet-f9v6g"`),
    klog('I', 21, 'operation_generator.go:703', `"MountVolume.SetUp succeeded for volume \\"config\\" (UniqueName: \\"kubernetes.io/configmap/${uid}-config\\") pod \\"php-apache-n76hj\\" (UID: \\"${uid}\\") " pod="default/php-apache-n76hj"`),
  ];
  let a = analyse(lines, 3);
  const findings = () => a.findings.filter((f) => f.entry.id === 'configmap-secret-not-registered');
  assert.deepEqual(findings().map((f) => [f.line, f.verdict, f.pod?.name]), [[5, 'investigate', 'php-apache-n76hj'], [6, 'investigate', 'php-apache-n76hj']]);
  // The same volume of the same pod mounts: now both lines are benign, citing that line.
  lines.push(klog('I', 30, 'operation_generator.go:703', `"MountVolume.SetUp succeeded for volume \\"kube-api-access-6fpqb\\" (UniqueName: \\"kubernetes.io/projected/${uid}-kube-api-access-6fpqb\\") pod \\"php-apache-n76hj\\" (UID: \\"${uid}\\") " pod="default/php-apache-n76hj"`));
  a = analyse(lines, 3);
  assert.deepEqual(findings().map((f) => [f.line, f.verdict]), [[5, 'benign'], [6, 'benign']]);
  for (const f of findings()) {
    assert.equal(f.evidence[0].line, 9);
    assert.match(f.reason, /volume kube-api-access-6fpqb/);
  }
});

test('volume messages tie a pod\'s name to its UID: a pod named by UID alone later is the same pod', () => {
  // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log lines 345 and 415 (journald prefix dropped)
  const uid = 'c2fe7bf9-4622-461a-8ce0-ff5eb65f6199';
  const text = [
    `I0420 00:55:58.356811     298 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"kube-api-access-nhx6g\\" (UniqueName: \\"kubernetes.io/projected/${uid}-kube-api-access-nhx6g\\") pod \\"php-apache-698db99f59-g42vx\\" (UID: \\"${uid}\\") " pod="default/php-apache-698db99f59-g42vx"`,
    `I0420 02:52:00.665528     298 reconciler.go:201] "operationExecutor.UnmountVolume started for volume \\"kube-api-access-nhx6g\\" (UniqueName: \\"kubernetes.io/projected/${uid}-kube-api-access-nhx6g\\") pod \\"${uid}\\" (UID: \\"${uid}\\") "`,
  ].join('\n');
  const index = analyzeText(text, { today: TODAY }).index;
  assert.equal(index.pods.length, 1, 'one pod, not a name and a UID apart');
  assert.equal(index.pods[0].uid, uid);
  assert.equal(index.pods[0].name, 'php-apache-698db99f59-g42vx');
  assert.deepEqual(index.pods[0].records, [0, 1]);
});

test('two nodes in one journal: one node\'s restart does not end the other\'s registration watch (read in pieces = whole)', () => {
  // Node A starts and is refused, node B starts, node A goes on for 400 s without registering.
  const jd = (host: string, pid: number, s: number, line: string) => `Jul 31 ${clock(s).slice(0, 8)} ${host} kubelet[${pid}]: ${line.replace('    4242 ', `  ${pid} `)}`;
  const refused = (s: number) => klog('E', s, 'kubelet_node_status.go:92', '"Unable to register node with API server" err="nodes is forbidden: User \\"system:anonymous\\" cannot create resource \\"nodes\\"" node="node-1"');
  const lines = [jd('node-a', 100, 0, banner(0)), jd('node-a', 100, 1, refused(1)), jd('node-b', 200, 2, banner(2))];
  for (let s = 10; s <= 400; s += 30) lines.push(jd('node-a', 100, s, klog('I', s, 'kubelet.go:2100', '"SyncLoop (housekeeping)"')));
  for (const chunk of [1, 2, 3, 5]) {
    const a = analyse(lines, chunk);
    assert.deepEqual(verdicts(a, 'node-register-forbidden'), ['actionable'], `chunks of ${chunk}`);
  }
});

test('two nodes in one journal: each node\'s series of an error is its own; their lines together do not make one 10-minute series', () => {
  const jd = (host: string, pid: number, s: number, line: string) => `Jul 31 ${clock(s).slice(0, 8)} ${host} kubelet[${pid}]: ${line.replace('    4242 ', `  ${pid} `)}`;
  // Node A's CNI is not ready for 6 minutes from 10:00, node B's for 6 minutes from 10:05: 11 minutes together.
  const lines = [jd('node-a', 100, 0, banner(0)), jd('node-a', 100, 1, registered(1)), jd('node-b', 200, 2, banner(2)), jd('node-b', 200, 3, registered(3))];
  for (let s = 5; s <= 665; s += 5) {
    if (s <= 365) lines.push(jd('node-a', 100, s, cniNotReady(s)));
    if (s >= 305) lines.push(jd('node-b', 200, s, cniNotReady(s)));
  }
  for (const chunk of [1, 7, 40]) assert.ok(!verdicts(analyse(lines, chunk), 'cni-not-initialized').includes('actionable'), `chunks of ${chunk}`);
  // Node B's lasts 11 minutes on its own: its lines are actionable, node A's are not; the count is node B's own.
  const longer = lines.filter((l) => !l.includes(' node-b ') || !l.includes('network not ready'));
  for (let s = 305; s <= 965; s += 5) longer.push(jd('node-b', 200, s, cniNotReady(s)));
  longer.sort((x, y) => x.slice(7, 15).localeCompare(y.slice(7, 15)));
  const a = analyse(longer, 7);
  const found = a.findings.filter((f) => f.entry.id === 'cni-not-initialized');
  const byHost = (host: string) => found.filter((f) => a.index.parsed.records.at(f.record).envelope?.host === host);
  assert.deepEqual([...new Set(byHost('node-a').map((f) => f.verdict))].filter((v) => v === 'actionable'), [], "node A's lines");
  assert.deepEqual([...new Set(byHost('node-b').map((f) => f.verdict))], ['actionable'], "node B's lines");
  assert.match(byHost('node-b')[0].reason, /came back 121 times without a break from 10:05:05\.000000 to 10:15:05\.000000/);
});

test('two nodes in one export: a node\'s kubelet restart does not cut the other node\'s pods; another node\'s registration excuses nothing', () => {
  const jd = (host: string, pid: number, s: number, line: string) => `Jul 31 ${clock(s).slice(0, 8)} ${host} kubelet[${pid}]: ${line.replace('    4242 ', `  ${pid} `)}`;
  const uid = '11111111-2222-3333-4444-555555555555';
  const cid = 'c'.repeat(64);
  // Node A has not registered when node B does, right after A's "node not found".
  const lines = [jd('node-a', 100, 0, banner(0)), jd('node-b', 200, 1, banner(1)), jd('node-a', 100, 2, nodeNotFound(2)), jd('node-b', 200, 3, registered(3))];
  lines.push(jd('node-a', 100, 4, klog('I', 4, 'kubelet.go:2152', `"SyncLoop (PLEG): event for pod" pod="ns/web" event={"ID":"${uid}","Type":"ContainerStarted","Data":"${cid}"}`)));
  for (let s = 30; s <= 1200; s += 30) {
    lines.push(jd('node-a', 100, s, klog('I', s, 'prober.go:107', `"Probe succeeded" probeType="Readiness" pod="ns/web" podUID=${uid} containerName="app"`)));
    // Node B's kubelet restarts at 10:10.
    if (s === 600) lines.push(jd('node-b', 300, s, banner(s)));
  }
  const a = analyse(lines, 7);
  const web = a.index.pods.find((p) => p.name === 'web')!;
  const report = buildReport(a, 'x', {});
  const pod = report.pods.find((p) => p.name === 'web')!;
  assert.equal(pod.node, 'node-a');
  assert.deepEqual(report.nodes, ['node-a', 'node-b']);
  assert.equal(pod.phases.filter((ph) => ph.phase === 'running').length, 1, `one running phase: ${JSON.stringify(pod.phases.map((ph) => ph.phase))}`);
  assert.ok(web.records.length > 40);
  assert.match(renderText(report), /ns\/web  uid 11111111-2222-3333-4444-555555555555  on node-a  \[running\]/);
  assert.match(renderText(report), /kubelet start L\d+ Jul 31 10:00:01\.000 on node-b: /);
  // Node A's "node not found" is not excused by node B's registration (the log ends before A's deadline).
  const short = analyse(lines.slice(0, 4), 1);
  const notFound = short.findings.find((f) => f.line === 2);
  assert.ok(notFound && notFound.evidence.length > 0, 'node A\'s own start-up excuses it');
  assert.ok(!notFound.evidence.some((e) => short.index.parsed.records.at(e.record).envelope?.host === 'node-b'), `evidence: ${notFound.reason}`);
});

test('two nodes on two kubelet versions: each line\'s hover is at its own node\'s version; grading, read in pieces or whole, at the log\'s', () => {
  const jd = (host: string, pid: number, s: number, line: string) => `Jul 31 ${clock(s).slice(0, 8)} ${host} kubelet[${pid}]: ${line.replace('    4242 ', `  ${pid} `)}`;
  const lines = [
    jd('node-a', 100, 0, banner(0)),
    jd('node-b', 200, 1, banner(1).replace('v1.24.7', 'v1.31.6')),
    jd('node-a', 100, 2, cniNotReady(2)),
    jd('node-b', 200, 3, cniNotReady(3)),
  ];
  const a = analyse(lines, 1);
  const report = buildReport(a, 'x', {});
  assert.equal(report.kubeletVersion, 'v1.24.7');
  assert.deepEqual(report.kubeletVersionByNode, { 'node-a': 'v1.24.7', 'node-b': 'v1.31.6' });
  const recs = a.index.parsed.records;
  assert.equal(versionOfRecord(a.index.parsed, recs.at(3))?.version, 'v1.31.6');
  assert.equal(versionOfRecord(a.index.parsed, recs.at(2))?.version, 'v1.24.7');
  assert.match(renderText(report), /kubelet: v1\.24\.7 on node-a, v1\.31\.6 on node-b/);
  // One node's log: no versions by node.
  assert.deepEqual(buildReport(analyse(lines.filter((l) => l.includes('node-a')), 1), 'x', {}).kubeletVersionByNode, {});
  // A rule bounded by version grades node B's line alike read whole and line by line, though B's version comes last.
  const rules = parseUserRules(JSON.stringify({ rules: [{ id: 'old-thing', title: 'Old thing', verdictKind: 'actionable', match: { messages: ['Old thing happened'], maxVersion: '1.22' } }] }), 'r.json');
  const late = [
    jd('node-a', 100, 0, banner(0).replace('v1.24.7', 'v1.20.0')),
    jd('node-b', 200, 1, klog('E', 1, 'x.go:1', '"Old thing happened"')),
    jd('node-b', 200, 2, banner(2).replace('v1.24.7', 'v1.28.0')),
  ];
  const matcher = matcherFor(rules.entries);
  const whole = analyzeText(late.join('\n'), { today: TODAY, matcher }).findings.map((f) => `${f.line} ${f.entry.id}`);
  const parser = new LogParser({ today: TODAY });
  parser.pushLines(late.slice(0, 2));
  const index = new IndexBuilder(parser.result());
  const grown = new AnalysisBuilder(index.index, matcher);
  parser.pushLines(late.slice(2));
  grown.extend(index.extend(parser.result()));
  assert.deepEqual(grown.analysis.findings.map((f) => `${f.line} ${f.entry.id}`), whole);
});

test('two nodes: whether a crash loop is over counts the quiet minutes to its own node\'s last line', () => {
  // corpus-shaped lines (pod_workers CrashLoopBackOff, PLEG ContainerStarted); node B goes on for 30 minutes more.
  const lines = [
    'Aug 30 10:00:00 nodea kubelet[100]: E0830 10:00:00.000000     100 pod_workers.go:1] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app pod=web_ns(11111111-0000-0000-0000-000000000001)\\"" pod="ns/web" podUID=11111111-0000-0000-0000-000000000001',
    `Aug 30 10:00:20 nodea kubelet[100]: I0830 10:00:20.000000     100 kubelet.go:1] "SyncLoop (PLEG): event for pod" pod="ns/web" event=&{ID:11111111-0000-0000-0000-000000000001 Type:ContainerStarted Data:${'a'.repeat(64)}}`,
  ];
  const alone = buildReport(analyse(lines, 1), 'x', {}).pods.find((p) => p.name === 'web');
  lines.push('Aug 30 10:30:00 nodeb kubelet[200]: I0830 10:30:00.000000     200 kubelet.go:1] "Pod status updated" pod="ns/other" podUID=22222222-0000-0000-0000-000000000002');
  const withB = buildReport(analyse(lines, 1), 'x', {}).pods.find((p) => p.name === 'web');
  assert.equal(alone?.state, 'crash-looping');
  assert.equal(withB?.state, alone?.state, "node B's later lines say nothing of node A's pod");
});

test('a node that never registers: the overdue finding says what the API server answered its last attempt, and cites that line', () => {
  // The answer as in corpus k8s-1.19-klog-plain-kubelet-skykying-scripts.log line 376, structured here.
  const forbidden = (s: number) => klog('E', s, 'kubelet_node_status.go:92', '"Unable to register node with API server" err="nodes is forbidden: User \\"kubelet-client\\" cannot create resource \\"nodes\\" in API group \\"\\" at the cluster scope" node="node-1"');
  const lines = [banner(0)];
  for (let s = 10; s <= 400; s += 10) lines.push(s % 30 === 0 ? forbidden(s) : nodeNotFound(s));
  for (const chunk of [1, 7, 50]) {
    const a = analyse(lines, chunk);
    const last = a.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap').at(-1)!;
    assert.equal(last.verdict, 'actionable', `chunks of ${chunk}`);
    assert.match(last.reason, /after this kubelet started at 10:00:00\.000000; registration failed: nodes is forbidden: User "kubelet-client" cannot create resource "nodes"/);
    // The last attempt before the first line past the deadline (10:05:10): the one at 10:05:00, not a later one.
    const cited = last.evidence.find((e) => /last registration attempt/.test(e.reason))!;
    assert.equal(cited.line, lines.indexOf(forbidden(300)), `chunks of ${chunk}`);
  }
});

test('a persisting series: the cited first line says what it is, and only the finding speaks of "this line"', () => {
  const lines = [banner(0), registered(1)];
  for (let s = 5; s <= 905; s += 5) lines.push(cniNotReady(s));
  const a = analyse(lines, 50);
  const last = a.findings.filter((f) => f.entry.id === 'cni-not-initialized').at(-1)!;
  assert.equal(last.verdict, 'actionable');
  assert.match(last.reason, /^the same error kept coming back without a break: this line is its 181st time, 15 min after the first/);
  assert.match(last.evidence[0].reason, /^the first of this series: the same error came back \d+ times without a break from 10:00:05\.000000/);
  assert.doesNotMatch(last.evidence[0].reason, /this line/, 'the evidence is listed beside the first line: it must not speak of another');
});

test('never-since-start: the runtime\'s first status check still pending minutes after the start never completed', async () => {
  const { assertPiecesGiveWholeReport } = await import('./piecewiseFixture');
  // r19a: a Talos kubelet (kubernetes#61117) skipped pod synchronization right after its start and again, with no
  // restart between, 1 h 45 min later: the runtime status check had not completed once (runtime.go answers "may not
  // have completed yet" while its last successful check is Go's zero time).
  const skipping = (s: number, err: string) => klog('E', s, 'kubelet.go:2406', `"Skipping pod synchronization" err="${err}"`);
  const start = klog('I', 0, 'kubelet.go:2382', '"Starting kubelet main sync loop"');
  const both = '[container runtime status check may not have completed yet, PLEG is not healthy: pleg has yet to be successful]';
  const lines = [start, skipping(0.0002, both)];
  for (let s = 6000; s <= 6300; s += 60) lines.push(skipping(s, 'container runtime status check may not have completed yet'));
  const a = analyse(lines, 3);
  const found = a.findings.filter((f) => f.entry.id === 'sync-skipped-at-startup');
  assert.deepEqual(found.map((f) => f.verdict), ['investigate', 'actionable', 'actionable', 'actionable', 'actionable', 'actionable', 'actionable']);
  assert.equal(found[1].escalation, 'never-since-start');
  assert.deepEqual(found[1].evidence.map((e) => e.line), [0]);
  assert.match(found[1].reason, /the kubelet was starting at 10:00:00\.000000, 1 h 40 min before this line, with no restart since/);
  // The line right after the start is no start-up noise once the same run shows the check never completed.
  assert.match(found[0].reason, /but line 3 of the same run says "container runtime status check may not have completed yet", 1 h 40 min after the start: it never did/);
  assertPiecesGiveWholeReport('never-since-start.log', lines.join('\n'), [200, 700]);

  // Control: the check completes (the same start-up lines, then nothing of it an hour later): start-up noise.
  const settled = analyse([start, skipping(0.0002, both), skipping(1, both), klog('I', 3600, 'kubelet.go:2130', '"SyncLoop (housekeeping)"')]);
  assert.deepEqual(verdicts(settled, 'sync-skipped-at-startup'), ['benign', 'benign']);
  // Control: a restart between makes the late line another run's; two minutes after its own start is still start-up.
  const restarted = analyse([start, skipping(1, both), klog('I', 6000, 'kubelet.go:2382', '"Starting kubelet main sync loop"').replace(' 4242 ', ' 4343 '), skipping(6120, both).replace(' 4242 ', ' 4343 ')]);
  assert.deepEqual(verdicts(restarted, 'sync-skipped-at-startup'), ['benign', 'investigate']);
  // "container runtime is down" says the check did complete once: no never-since-start.
  const down = analyse([start, skipping(1, both), skipping(1200, 'container runtime is down')]);
  assert.notEqual(down.findings.find((f) => f.line === 2)?.escalation, 'never-since-start');
  assert.equal(down.findings.find((f) => f.line === 1)?.verdict, 'benign');
});

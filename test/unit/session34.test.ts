// Mended in session 34. Each test names the review item (r73a: whole logs from public repositories) and where its
// lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';
import { adviceForLine } from '../../server/src/knowledge/advice';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };

const findingsOf = (text: string) => {
  const a = analyzeText(text, TODAY);
  return a.findings.map((f) => ({ id: f.entry.id, verdict: f.verdict, line: a.index.parsed.records.at(f.record).line + 1, evidence: f.evidence.map((e) => e.line + 1) }));
};

// kubernetes/kubernetes, the stored file kubelet.log: a GCE e2e node's kubelet 1.18 ends on SIGABRT (the dump follows).
const GCE = (time: string, text: string) => `Mar 25 ${time} e2e-big-minion-group-wfls kubelet[1304]: ${text}`;

test('r73a 1, r75a 1: the Go runtime\'s signal header is the kubelet\'s end (actionable) only when its process ended after it', () => {
  const dump = [
    GCE('12:14:02', 'I0325 12:14:02.526057    1304 kubelet.go:1952] SyncLoop (PLEG): "fluentd-gcp-v3.2.0-wjb8t_kube-system(c1ebf0ea-6f0e-43e9-9eec-4788d8628812)", event: &pleg.PodLifecycleEvent{ID:"c1ebf0ea-6f0e-43e9-9eec-4788d8628812", Type:"ContainerStarted", Data:"3f8e944577a4ba0d3a7dc030cb5112b12f863739ec076eb7acc324608ed105f8"}'),
    GCE('12:27:00', 'SIGABRT: abort'),
    GCE('12:27:00', 'PC=0x46ce41 m=0 sigcode=0'),
    GCE('12:27:00', 'goroutine 0 [idle]:'),
  ];
  // The log ends with the dump: read, and left to judge.
  assert.deepEqual(findingsOf(dump.join('\n')).map((f) => [f.id, f.verdict, f.line]), [['kubelet-killed-by-signal', 'investigate', 2]]);
  // systemd's exit of the kubelet after it (synthetic): the kubelet's end, actionable, citing it.
  const exited = 'Mar 25 12:27:00 e2e-big-minion-group-wfls systemd[1]: kubelet.service: Main process exited, code=exited, status=2/INVALIDARGUMENT';
  const ended = findingsOf([...dump, exited].join('\n')).find((f) => f.id === 'kubelet-killed-by-signal')!;
  assert.deepEqual([ended.verdict, ended.evidence], ['actionable', [5]]);
  // The same kubelet process logging on after it (a CNI plugin's dump on the kubelet's stderr; synthetic): investigate, said why.
  const goesOn = GCE('12:27:01', 'I0325 12:27:01.000000    1304 kubelet.go:1952] SyncLoop (housekeeping)');
  const a = analyzeText([...dump, goesOn, exited].join('\n'), TODAY);
  const f = a.findings.find((x) => x.entry.id === 'kubelet-killed-by-signal')!;
  assert.equal(f.verdict, 'investigate');
  assert.match(f.reason, /the same kubelet process logged on after it/);
  // SIGSEGV's header in a plain kubelet.log; not a container runtime's, not another kube-named program's, and not the
  // words inside a kubelet message.
  const klogLine = 'I0325 12:26:59.000000    1304 kubelet.go:2100] "SyncLoop (housekeeping)"';
  assert.equal(findingsOf(`${klogLine}\nSIGSEGV: segmentation violation\nPC=0x46ce41 m=0 sigcode=1`)[0]?.id, 'kubelet-killed-by-signal');
  assert.equal(findingsOf('Mar 25 12:27:00 node1 kubelet[9]: SIGQUIT: quit')[0]?.id, 'kubelet-killed-by-signal');
  assert.notEqual(findingsOf('Mar 25 12:27:00 node1 containerd[7]: SIGABRT: abort')[0]?.id, 'kubelet-killed-by-signal');
  assert.notEqual(findingsOf('Mar 25 12:27:00 node1 kube-router[7]: SIGABRT: abort')[0]?.id, 'kubelet-killed-by-signal');
  assert.deepEqual(findingsOf('I0325 12:27:00.000000    1304 kubelet.go:1] "Received signal" signal="SIGABRT: abort"'), []);
});

// Bchast93/thousand-sunny, the stored file kubelet.log (a Talos node's JSON-format kubelet behind `talosctl logs`' prefix).
const CANCELLED =
  'sanji: {"ts":1746935594893.506,"caller":"kubelet/pod_workers.go:1298","msg":"Error syncing pod, skipping","pod":{"name":"volsync-src-plex-ksn6d","namespace":"media"},"podUID":"d3294284-fbae-4b80-97d6-2e0390050b78","err":"unmounted volumes=[cache data kube-api-access-cg4h9 tempdir], unattached volumes=[], failed to process volumes=[cache data kube-api-access-cg4h9 tempdir]: context canceled"}';

test('r73a 3: a volume wait that ends with `context canceled` is no timeout: investigate alone, benign when the pod was being deleted', () => {
  assert.deepEqual(findingsOf(CANCELLED).map((f) => [f.id, f.verdict]), [['volume-wait-cancelled', 'investigate']]);
  // Synthetic: the pod's deletion 0.8 s before, in the same shape.
  const deleted = 'sanji: {"ts":1746935594100.1,"caller":"kubelet/kubelet.go:2448","msg":"SyncLoop DELETE","v":2,"source":"api","pods":["media/volsync-src-plex-ksn6d"]}';
  assert.deepEqual(findingsOf(`${deleted}\n${CANCELLED}`).map((f) => [f.id, f.verdict, f.evidence]), [['volume-wait-cancelled', 'benign', [1]]]);
  // The same wait running out of time is still the timeout.
  const expired = CANCELLED.replace('context canceled', 'context deadline exceeded');
  assert.deepEqual(findingsOf(expired).map((f) => [f.id, f.verdict]), [['volume-mount-timeout', 'actionable']]);
});

test('r73a 4: a pod only added (and its volumes mounted) is starting when the log would show its containers start, of unknown state when it cannot', () => {
  // kubernetes/kubernetes kubelet.log (GCE 1.18): the pod's ADD and its volume mount, cut before its containers start.
  const metadataProxy = [
    GCE('12:13:48', 'I0325 12:13:48.522914    1304 kubelet.go:1907] SyncLoop (ADD, "api"): "metadata-proxy-v0.1-d6v9s_kube-system(91dd9964-0a1c-4b87-a916-b21437a1f9f6)"'),
    GCE('12:13:48', 'I0325 12:13:48.918218    1304 operation_generator.go:657] MountVolume.SetUp succeeded for volume "metadata-proxy-token-l25n7" (UniqueName: "kubernetes.io/secret/91dd9964-0a1c-4b87-a916-b21437a1f9f6-metadata-proxy-token-l25n7") pod "metadata-proxy-v0.1-d6v9s" (UID: "91dd9964-0a1c-4b87-a916-b21437a1f9f6")'),
  ];
  const otherPodStarted = GCE('12:14:02', 'I0325 12:14:02.526057    1304 kubelet.go:1952] SyncLoop (PLEG): "fluentd-gcp-v3.2.0-wjb8t_kube-system(c1ebf0ea-6f0e-43e9-9eec-4788d8628812)", event: &pleg.PodLifecycleEvent{ID:"c1ebf0ea-6f0e-43e9-9eec-4788d8628812", Type:"ContainerStarted", Data:"3f8e944577a4ba0d3a7dc030cb5112b12f863739ec076eb7acc324608ed105f8"}');
  const stateOf = (lines: string[], name: string) => {
    const a = analyzeText(lines.join('\n'), TODAY);
    return podTimeline(a.index, a.index.pods.find((p) => p.name === name)!);
  };
  const starting = stateOf([...metadataProxy, otherPodStarted], 'metadata-proxy-v0.1-d6v9s');
  assert.equal(starting.state, 'starting');
  assert.match(starting.summary, /no container of it started yet/);
  // Alone too: its `SyncLoop ADD` is logged at --v=2, as PLEG's events are, so the log would show a start.
  assert.equal(stateOf(metadataProxy, 'metadata-proxy-v0.1-d6v9s').state, 'starting');
  // Its own container start makes it running, as before.
  const ownStart = GCE('12:14:05', 'I0325 12:14:05.000000    1304 kubelet.go:1952] SyncLoop (PLEG): "metadata-proxy-v0.1-d6v9s_kube-system(91dd9964-0a1c-4b87-a916-b21437a1f9f6)", event: &pleg.PodLifecycleEvent{ID:"91dd9964-0a1c-4b87-a916-b21437a1f9f6", Type:"ContainerStarted", Data:"aa8e944577a4ba0d3a7dc030cb5112b12f863739ec076eb7acc324608ed105f8"}');
  assert.equal(stateOf([...metadataProxy, ownStart], 'metadata-proxy-v0.1-d6v9s').state, 'running');
  // Talos at its default verbosity: the admission line alone (Bchast93/thousand-sunny kubelet.log).
  const admitted = 'sanji: {"ts":1746935611833.4727,"caller":"topologymanager/topology_manager.go:215","msg":"Topology Admit Handler","v":0,"podUID":"5304bb93-f777-45db-a9c5-74abea189d16","podNamespace":"media","podName":"volsync-src-plex-h5qx7"}';
  const unknown = stateOf([admitted], 'volsync-src-plex-h5qx7');
  assert.equal(unknown.state, 'unknown');
  assert.match(unknown.summary, /whether it started is not known/);
});

test('r73a 8, 9: advice for the WSL2 mount table error, and the 1.9 bug\'s advice only on the old wording', async () => {
  const { CATALOGUE } = await import('../../server/src/knowledge/catalogue');
  const adviceOf = (line: string, id: string) => {
    const a = analyzeText(line, TODAY);
    const f = a.findings.find((x) => x.entry.id === id);
    assert.ok(f, id);
    return adviceForLine(CATALOGUE.find((e) => e.id === id)!, a.index.parsed.records.at(f.record)).join('\n');
  };
  assert.match(adviceOf('Oct 20 20:40:13 wsl2 kubelet[95277]: E1020 20:40:13.037945   95277 kubelet.go:1550] "Failed to start ContainerManager" err="system validation failed - wrong number of fields (expected 6, got 7)"', 'container-manager-start-failed'), /\/proc\/mounts.*kubernetes#135554/);
  const modern = CANCELLED.replace('context canceled', 'context deadline exceeded');
  assert.doesNotMatch(adviceOf(modern, 'volume-mount-timeout'), /1\.9 or older/);
  const old = 'Nov 05 16:45:55 ip-172-31-1-231.eu-central-1.compute.internal kubelet-wrapper[23693]: E1105 16:45:55.050828   23693 pod_workers.go:182] Error syncing pod 3a101652-c247-11e7-be59-02ca56b6d11e ("kube-job-cleaner-1509898620-wn049_kube-system(3a101652-c247-11e7-be59-02ca56b6d11e)"), skipping: timeout expired waiting for volumes to attach/mount for pod "kube-system"/"kube-job-cleaner-1509898620-wn049". list of unattached/unmounted volumes=[system-token-8mnl2]';
  assert.match(adviceOf(old, 'volume-mount-timeout'), /1\.9 or older/);
});

// r74a: a security review of untrusted text (crafted lines; none from a real log).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { klogQuotedEnd } from '../../server/src/parse/goString';
import { parseKeyValues } from '../../server/src/parse/keyValues';
import { checkPattern, parseUserRules } from '../../server/src/knowledge/userRules';
import { plainLabel } from '../../server/src/features/plainLabel';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');
const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

test('r74a F1: the end of a quoted value is found in one pass over a line of values that never close (k="v k="v …)', { timeout: 60_000 }, () => {
  // Semantics kept: a quote not followed by a space closes only where a later quote is followed by the end or a key.
  assert.equal(klogQuotedEnd('"a"b" c=1', 0), 5);
  assert.equal(klogQuotedEnd('"a"b', 0), 3);
  assert.equal(klogQuotedEnd('"a" c=1', 0), 3);
  // 1 MB of `k="v `: each value used to rescan the rest of the line (a hover took minutes); now the line is read in
  // about a second at most (a hang would end at the test's timeout).
  const line = 'k="v '.repeat(200_000);
  const { fields } = parseKeyValues(line, 1, 0);
  assert.ok(fields.length > 0);
  assert.equal(fields[0].key, 'k');
});

test('r74a F5, F8: a pod name from a JSON line is a pod\'s name or none; labels lose hidden and reordering characters', () => {
  const json = (name: string) => `{"ts":1690823800300.0,"caller":"kubelet/kubelet.go:1","msg":"SyncLoop DELETE","pod":{"name":${JSON.stringify(name)},"namespace":"default"},"podUID":"5011243d-6324-41e3-8ee8-9e8bb33f04b0","v":0}`;
  const names = (text: string) => analyzeText(text, TODAY).index.pods.map((p) => p.name);
  assert.deepEqual(names(json('web-1')), ['web-1']);
  assert.deepEqual(names(json('web-1) — benign: the kubelet had removed this container\u202e(')), [undefined]);
  assert.deepEqual(names(json('x'.repeat(300))), [undefined]);
  assert.equal(plainLabel('default/shop\u202e]gninnur[ $(pass) we\u200bb'), 'default/shop]gninnur[ $\u2060(pass) web');
  assert.equal(plainLabel('a'.repeat(5000)).length, 2000);
});

test('r74a F6, F7: SARIF messages escape square brackets; the CLI\'s errors show control characters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-r74a-'));
  // A pull failure then its success, of an image whose name carries a SARIF link.
  const image = 'reg.example/app:1[Open the runbook](https://evil.example/phish)';
  const log = join(dir, 'k.log');
  writeFileSync(log, [
    `E0731 14:02:10.100000    1234 kuberuntime_image.go:53] "Failed to pull image" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"${image}\\": i/o timeout" image="${image}" pod="shop/web-1"`,
    `I0731 14:02:30.900000    1234 event.go:294] "Event occurred" object="shop/web-1" kind="Pod" apiVersion="v1" type="Normal" reason="Pulled" message="Successfully pulled image \\"${image}\\" in 1.2s"`,
  ].join('\n'));
  const sarif = cli(['analyze', '--format', 'sarif', '--sarif-benign', log]);
  const texts = [...sarif.stdout.matchAll(/"text": "((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).filter((t) => t.includes('evil.example'));
  assert.ok(texts.length > 0, 'the image is quoted in a message');
  for (const t of texts) assert.doesNotMatch(t, /(?<!\\)\[Open the runbook(?<!\\)\]\(/, t);
  const r = cli(['extract', join(dir, 'name-\u001b]0;owned\u0007.json')]);
  assert.equal(r.status, 2);
  assert.doesNotMatch(r.stderr, /\u001b|\u0007/);
  assert.match(r.stderr, /\\x1b\]0;owned\\x07/);
});

test('r74a F9, F10: a user rule\'s alternation must be anchored in every branch, backreferences are refused, evidenceParams are typed', () => {
  assert.match(checkPattern('^$|a.*b.*c') ?? '', /alternative without a \^ anchor/);
  assert.equal(checkPattern('^a.*b|^c.*d'), undefined);
  assert.match(checkPattern('^(.*)(.*)\\1\\2x') ?? '', /refers back to a group/);
  assert.match(checkPattern('^(?<a>x)\\k<a>') ?? '', /refers back to a group/);
  const rules = (params: unknown) => parseUserRules(JSON.stringify([{ id: 'my-rule', title: 'Mine', verdictKind: 'benign-in-context', match: { messages: ['Something failed'] }, evidence: ['followed-by-success'], evidenceParams: params }]), 'rules.json');
  assert.deepEqual(rules({ successMessages: ['It worked'], windowSeconds: 60 }).errors, []);
  const wrong = rules({ successMessages: 5, windowSeconds: '60', nosuch: true }).errors.map((e) => e.message).join('\n');
  assert.match(wrong, /successMessages" must be a list of strings/);
  assert.match(wrong, /windowSeconds" must be a number/);
  assert.match(wrong, /has no parameter "nosuch"/);
});

// kubernetes/kubernetes, the stored file kubelet.log (GCE e2e 1.18): a pod's Secret refused by the Node authorizer
// 12 ms after the pod came, then mounted.
const AUTHORIZER = [
  GCE('12:13:48', 'I0325 12:13:48.522914    1304 kubelet.go:1907] SyncLoop (ADD, "api"): "metadata-proxy-v0.1-d6v9s_kube-system(91dd9964-0a1c-4b87-a916-b21437a1f9f6)"'),
  GCE('12:13:48', 'E0325 12:13:48.534947    1304 reflector.go:178] object-"kube-system"/"metadata-proxy-token-l25n7": Failed to list *v1.Secret: secrets "metadata-proxy-token-l25n7" is forbidden: User "system:node:e2e-big-minion-group-wfls" cannot list resource "secrets" in API group "" in the namespace "kube-system": no relationship found between node "e2e-big-minion-group-wfls" and this object'),
  GCE('12:13:48', 'I0325 12:13:48.918218    1304 operation_generator.go:657] MountVolume.SetUp succeeded for volume "metadata-proxy-token-l25n7" (UniqueName: "kubernetes.io/secret/91dd9964-0a1c-4b87-a916-b21437a1f9f6-metadata-proxy-token-l25n7") pod "metadata-proxy-v0.1-d6v9s" (UID: "91dd9964-0a1c-4b87-a916-b21437a1f9f6")'),
];

test('r73a 7: the Node authorizer\'s refusal of a pod\'s Secret just after the pod came is benign once the Secret\'s volume mounted', () => {
  assert.deepEqual(findingsOf(AUTHORIZER.join('\n')).map((f) => [f.id, f.verdict, f.evidence]), [['apiserver-list-watch-failed', 'benign', [3, 1]]]);
  // Not mounted (the log ends first), or refused again after the mount (synthetic, 10 s later): investigate.
  assert.equal(findingsOf(AUTHORIZER.slice(0, 2).join('\n'))[0].verdict, 'investigate');
  const again = AUTHORIZER[1].replace(/12:13:48/g, '12:13:58');
  assert.deepEqual(findingsOf([...AUTHORIZER, again].join('\n')).map((f) => f.verdict), ['investigate', 'investigate']);
  // The CLI reads the file in pieces and grades as it goes: the same verdict from a file.
  const dir = mkdtempSync(join(tmpdir(), 'kll-r73a-'));
  writeFileSync(join(dir, 'k.log'), `${AUTHORIZER.join('\n')}\n`);
  assert.match(cli(['analyze', join(dir, 'k.log')]).stdout, /L2 BENIGN \[apiserver-list-watch-failed\]/);
});

test('r72a: a probe\'s start-up excuse says what the start it cites was (the pod\'s sandbox, a container that exited since)', () => {
  // Synthetic, in the wording of kubelet 1.28 (r72a's ablations of fixture lines).
  const P = (t: string, text: string) => `I0412 13:00:${t}    7070 ${text}`;
  const sandbox = 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0';
  const log = [
    P('01.000000', 'kubelet.go:2329] "SyncLoop ADD" source="api" pods=["erp/legacy-app-0"]'),
    P('01.400000', `kuberuntime_manager.go:972] "Created PodSandbox for pod" podSandboxID="${sandbox}" pod="erp/legacy-app-0"`),
    P('02.000000', `kubelet.go:2457] "SyncLoop (PLEG): event for pod" pod="erp/legacy-app-0" event={"ID":"c6d7e8f9-a0b1-4c2d-8e3f-5a6b7c8d9e0f","Type":"ContainerStarted","Data":"${sandbox}"}`),
    P('12.000000', 'prober.go:107] "Probe failed" probeType="Startup" pod="erp/legacy-app-0" podUID="c6d7e8f9-a0b1-4c2d-8e3f-5a6b7c8d9e0f" containerName="app" probeResult="failure" output="Get \\"http://10.42.5.12:8080/healthz\\": dial tcp 10.42.5.12:8080: connect: connection refused"'),
  ].join('\n');
  const a = analyzeText(log, TODAY);
  const f = a.findings.find((x) => x.entry.id === 'probe-failed')!;
  assert.equal(f.verdict, 'benign');
  assert.match(f.evidence[0].reason, /^the pod's sandbox started at 13:00:02\.000000 \(its containers start after it\)/);
});

// r76a: newer kubelets' features. The lines are in 1.31's shapes (a kind node's journal, kueue#4669); the texts are
// the kubelet's own (nodeshutdown_manager_linux.go, cm/dra/manager.go, kuberuntime_manager.go); synthetic pods.
const K = (time: string, text: string) => `Mar 18 ${time.slice(0, 8)} kind-worker kubelet[246]: I0318 ${time}     246 ${text}`;
const E = (time: string, text: string) => K(time, text).replace(': I0318 ', ': E0318 ');
const WEB_UID = '8bb7de3e-72f0-4102-adbd-53897040775e';
const started = [
  K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]'),
  K('10:21:22.516037', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`),
];

test('r76a P1: a pod the graceful node shutdown began killing, with no end seen, is terminating, not running', () => {
  const log = [
    ...started,
    K('11:00:00.001000', 'nodeshutdown_manager_linux.go:375] "Shutdown manager killing pod with gracePeriod" pod="shop/web-0" gracePeriod=20'),
    K('11:00:20.002000', 'nodeshutdown_manager_linux.go:386] "Shutdown manager failed killing pod" pod="shop/web-0" err="timeout waiting for pod to terminate"'),
  ];
  const a = analyzeText(log.join('\n'), TODAY);
  const t = podTimeline(a.index, a.index.pods.find((p) => p.name === 'web-0')!);
  assert.equal(t.state, 'terminating');
  assert.match(t.summary, /killed by the node's graceful shutdown, no end seen/);
  // The kill finished: terminated, as before.
  const done = analyzeText([...log.slice(0, 3), K('11:00:05.000000', 'nodeshutdown_manager_linux.go:390] "Shutdown manager finished killing pod" pod="shop/web-0"')].join('\n'), TODAY);
  assert.equal(podTimeline(done.index, done.index.pods[0]).state, 'terminated');
});

test('r76a P2, P3: a DRA driver not releasing a claim is no sandbox failure; an in-place resize not applied is known', () => {
  const unprepare = E('10:31:00.900000', `pod_workers.go:1301] "Error syncing pod, skipping" err="NodeUnprepareResources failed for claim default/rdma-demo: rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial unix /var/lib/kubelet/plugins/dra-1411.k8s.io/dra.sock: connect: connection refused\\"" pod="default/rdma-0" podUID="c0ffee00-1111-4222-8333-444455556666"`);
  assert.deepEqual(findingsOf(unprepare).map((f) => [f.id, f.verdict]), [['dra-unprepare-failed', 'actionable']]);
  const resize = E('10:30:00.104000', 'kuberuntime_manager.go:690] "Aborting attempt to set pod memory limit less than current memory usage" pod="web-0"');
  assert.deepEqual(findingsOf([...started, resize].join('\n')).map((f) => [f.id, f.verdict]), [['pod-resize-not-applied', 'actionable']]);
});

test('r75a 2, 4, 5, 6: a pod a starting kubelet listed stays running; SARIF doubles a backslash before a bracket; JSON pod names as written; a cancelled wait is no failure to start', () => {
  // A kubelet restart (synthetic, 1.24 wording): the pods it lists again, with no PLEG event of theirs (at --v=2 its
  // first relist runs before the listing), stay running.
  const R = (t: string, text: string) => `Aug 22 ${t} kind-worker kubelet[584647]: I0822 ${t}.351000  584647 ${text}`;
  const restart = [
    R('00:23:09', 'server.go:1175] "Started kubelet"'),
    R('00:23:10', 'kubelet.go:2072] "SyncLoop ADD" source="api" pods=[kube-system/kindnet-x1]'),
    R('00:23:40', `kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="default/other" event=&{ID:00000000-0000-4000-8000-000000000001 Type:ContainerStarted Data:${'ab'.repeat(32)}}`),
  ];
  const a = analyzeText(restart.join('\n'), TODAY);
  assert.equal(podTimeline(a.index, a.index.pods.find((p) => p.name === 'kindnet-x1')!).state, 'running');
  // JSON-format names with spaces or quotes around them name no pod.
  const json = (name: string) => `{"ts":1690823800300.0,"caller":"kubelet/kubelet.go:1","msg":"SyncLoop DELETE","pod":{"name":${JSON.stringify(name)},"namespace":"default"},"podUID":"5011243d-6324-41e3-8ee8-9e8bb33f04b0","v":0}`;
  assert.deepEqual(analyzeText(json(' web-1\u2028'), TODAY).index.pods.map((p) => p.name), [undefined]);
  assert.deepEqual(analyzeText(json('"web-1"'), TODAY).index.pods.map((p) => p.name), [undefined]);
  // A cancelled volume wait of a pod only added: not failing to start.
  const cancelled = analyzeText(CANCELLED, TODAY);
  assert.notEqual(podTimeline(cancelled.index, cancelled.index.pods[0]).state, 'failing-to-start');
});

test('r75a 4: SARIF text keeps a log\'s backslash before a bracket from undoing the bracket\'s escape', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kll-r75a-'));
  const log = join(dir, 'k.log');
  writeFileSync(log, 'I0412 13:00:01.000000    7070 kubelet.go:2329] "SyncLoop ADD" source="api" pods=["erp/app-0"]\nE0412 13:00:12.000000    7070 prober.go:107] "Probe failed" probeType="Readiness" pod="erp/app-0" podUID="c6d7e8f9-a0b1-4c2d-8e3f-5a6b7c8d9e0f" containerName="app" probeResult="failure" output="HTTP probe failed with statuscode: 503 body: \\\\[x\\\\](https://evil.example/login)"\n');
  const sarif = JSON.parse(cli(['analyze', '--format', 'sarif', '--sarif-benign', log]).stdout) as { runs: { results: { message: { text: string } }[] }[] };
  const texts = sarif.runs[0].results.map((r) => r.message.text).filter((t) => t.includes('evil.example'));
  assert.ok(texts.length > 0);
  // Every bracket is preceded by an odd run of backslashes: escaped.
  for (const t of texts) for (const m of t.matchAll(/(\\*)[[\]]/g)) assert.equal(m[1].length % 2, 1, t);
});

test('r77a: object-read-after needs the object\'s own volume (its name and kind) of a pod added just before, and no refusal for ten minutes', () => {
  // Synthetic lines in 1.28's wording (r77a's cases).
  const L = (t: string, sev: string, text: string) => `${sev}0315 10:${t}    4321 ${text}`;
  const add = L('00:10.000000', 'I', 'kubelet.go:2065] "SyncLoop ADD" source="api" pods=[ns1/web-0]');
  const refused = (kind: string, name: string, t = '00:11.000000') =>
    L(t, 'E', `reflector.go:138] object-"ns1"/"${name}": Failed to watch *v1.${kind}: failed to list *v1.${kind}: ${kind.toLowerCase()}s "${name}" is forbidden: User "system:node:node1" cannot list resource "${kind.toLowerCase()}s" in API group "" in the namespace "ns1": no relationship found between node 'node1' and this object`);
  const mounted = (volume: string, plugin: string) =>
    L('00:12.000000', 'I', `operation_generator.go:712] "MountVolume.SetUp succeeded for volume \\"${volume}\\" (UniqueName: \\"kubernetes.io/${plugin}/11111111-2222-3333-4444-555555555555-${volume}\\") pod \\"web-0\\" (UID: \\"11111111-2222-3333-4444-555555555555\\") " pod="ns1/web-0"`);
  const verdictOf = (lines: string[]) => findingsOf(lines.join('\n')).find((f) => f.id === 'apiserver-list-watch-failed')!.verdict;
  assert.equal(verdictOf([add, refused('Secret', 'web-token'), mounted('web-token', 'secret')]), 'benign');
  // The pod's own name is no volume's (P1); a Secret volume of the ConfigMap's name holds another object (P2).
  assert.equal(verdictOf([add, refused('Secret', 'web-0'), mounted('data', 'configmap')]), 'investigate');
  assert.equal(verdictOf([add, refused('ConfigMap', 'web-config'), mounted('web-config', 'secret')]), 'investigate');
  // No pod of the namespace added just before: not the authorizer's lag after a binding.
  assert.equal(verdictOf([refused('Secret', 'web-token'), mounted('web-token', 'secret')]), 'investigate');
  // Refused again five minutes later (P1b).
  assert.equal(verdictOf([add, refused('Secret', 'web-token'), mounted('web-token', 'secret'), refused('Secret', 'web-token', '05:11.000000')]), 'investigate');
});

test('r77a: a signal dump whose JSON-format kubelet logs on is investigate; a restart keeping PID 1 (FLAG lines first) is the kubelet\'s end', () => {
  const J = (t: string, s: number, msg: string) => `Mar 15 10:${t} node1 kubelet[100]: {"ts":${1773568800 + s}.0,"caller":"kubelet/kubelet.go:2207","msg":"${msg}","v":0}`;
  const dump = ['Mar 15 10:00:05 node1 kubelet[100]: SIGABRT: abort', 'Mar 15 10:00:05 node1 kubelet[100]: PC=0x47d4e1 m=0 sigcode=0'];
  const wentOn = findingsOf([J('00:00', 0, 'SyncLoop (housekeeping)'), ...dump, J('00:10', 10, 'SyncLoop (housekeeping)')].join('\n'));
  assert.equal(wentOn.find((f) => f.id === 'kubelet-killed-by-signal')!.verdict, 'investigate');
  // A kubelet in a container: PID 1 again, its flags before its banner (synthetic, 1.28 printf flags).
  const P = (t: string, text: string) => `I0315 10:${t}       1 ${text}`;
  const restarted = findingsOf([
    P('00:00.000000', 'kubelet.go:2207] "SyncLoop (housekeeping)"'),
    'SIGABRT: abort', 'PC=0x47d4e1 m=0 sigcode=0',
    P('00:07.000000', 'flags.go:64] FLAG: --address="0.0.0.0"'),
    P('00:07.100000', 'server.go:467] "Kubelet version" kubeletVersion="v1.28.3"'),
  ].join('\n'));
  assert.equal(restarted.find((f) => f.id === 'kubelet-killed-by-signal')!.verdict, 'actionable');
});

test('r77a P6: a pod added in a later SyncLoop ADD after a kubelet start is new, not listed by the start', () => {
  const P = (t: string, text: string) => `I0315 10:${t}     4321 ${text}`;
  const a = analyzeText([
    P('00:00.000000', 'server.go:467] "Kubelet version" kubeletVersion="v1.28.3"'),
    P('00:01.000000', 'kubelet.go:2426] "SyncLoop ADD" source="api" pods=[ns1/web-0]'),
    P('00:03.000000', 'kubelet.go:2453] "SyncLoop (PLEG): event for pod" pod="ns1/web-0" event={"ID":"11111111-2222-3333-4444-555555555555","Type":"ContainerStarted","Data":"' + 'a'.repeat(64) + '"}'),
    P('00:45.000000', 'kubelet.go:2426] "SyncLoop ADD" source="api" pods=[ns1/new-1]'),
  ].join('\n'), TODAY);
  const t = podTimeline(a.index, a.index.pods.find((p) => p.name === 'new-1')!);
  assert.equal(t.state, 'starting');
  assert.match(t.summary, /^added at 10:00:45/);
  assert.match(podTimeline(a.index, a.index.pods.find((p) => p.name === 'web-0')!).summary, /^listed at 10:00:01\.000 by the kubelet started at/);
});

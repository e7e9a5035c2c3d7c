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

test('r73a 1: the Go runtime\'s signal header ends the kubelet: actionable, and only the header line', () => {
  const log = [
    GCE('12:14:02', 'I0325 12:14:02.526057    1304 kubelet.go:1952] SyncLoop (PLEG): "fluentd-gcp-v3.2.0-wjb8t_kube-system(c1ebf0ea-6f0e-43e9-9eec-4788d8628812)", event: &pleg.PodLifecycleEvent{ID:"c1ebf0ea-6f0e-43e9-9eec-4788d8628812", Type:"ContainerStarted", Data:"3f8e944577a4ba0d3a7dc030cb5112b12f863739ec076eb7acc324608ed105f8"}'),
    GCE('12:27:00', 'SIGABRT: abort'),
    GCE('12:27:00', 'PC=0x46ce41 m=0 sigcode=0'),
    GCE('12:27:00', 'goroutine 0 [idle]:'),
  ].join('\n');
  assert.deepEqual(findingsOf(log).map((f) => [f.id, f.verdict, f.line]), [['kubelet-killed-by-signal', 'actionable', 2]]);
  // SIGQUIT's and a fault's headers too; not a container runtime's, and not the words inside a kubelet message.
  const klogLine = 'I0325 12:26:59.000000    1304 kubelet.go:2100] "SyncLoop (housekeeping)"';
  assert.equal(findingsOf(`${klogLine}\nSIGSEGV: segmentation violation\nPC=0x46ce41 m=0 sigcode=1`)[0]?.id, 'kubelet-killed-by-signal');
  assert.equal(findingsOf('Mar 25 12:27:00 node1 kubelet[9]: SIGQUIT: quit')[0]?.id, 'kubelet-killed-by-signal');
  assert.notEqual(findingsOf('Mar 25 12:27:00 node1 containerd[7]: SIGABRT: abort')[0]?.id, 'kubelet-killed-by-signal');
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

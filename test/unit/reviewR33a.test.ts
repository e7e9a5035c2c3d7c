// Review r33a (session 25): real kubelet lines from public issues on node status, the API server, the kubelet's own
// server, stats and sandboxes. Each line is quoted with its source (a kubelet start put before some of them, said so).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (text: string): string[] => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

// coreos/bugs#1650 (the status lines; the start lines before them made up, 20 s earlier)
const start = [
  'Nov 10 15:52:11 alien1 kubelet-wrapper[1891]: I1110 14:52:11.204512    1891 server.go:408] Version: v1.4.6+coreos.0',
  'Nov 10 15:52:11 alien1 kubelet-wrapper[1891]: I1110 14:52:11.912722    1891 server.go:729] Started kubelet v1.4.6+coreos.0',
];
const etcdDown = (us: string) => `Nov 10 15:52:31 alien1 kubelet-wrapper[1891]: E1110 14:52:31.${us}    1891 kubelet_node_status.go:301] Error updating node status, will retry: error getting node "10.169.1.131": client: etcd cluster is unavailable or misconfigured`;
const gaveUp = 'Nov 10 15:52:31 alien1 kubelet-wrapper[1891]: E1110 14:52:31.759455    1891 kubelet_node_status.go:293] Unable to update node status: update node status exceeds retry count';

test('an API server that answers with its own failure (its etcd down) is no start-up, unless the node runs that etcd', () => {
  assert.deepEqual(grade([...start, etcdDown('756699'), etcdDown('757523'), gaveUp].join('\n')), [
    'L3 node-status-update-retry investigate',
    'L4 node-status-update-retry investigate',
    'L5 node-status-update-failed investigate',
  ]);
  // A control plane whose kubelet starts its etcd (a static pod added before): its etcd coming up is the start-up.
  const etcdPod = 'Nov 10 15:52:12 alien1 kubelet-wrapper[1891]: I1110 14:52:12.000000    1891 kubelet.go:1778] SyncLoop (ADD, "file"): "etcd-alien1_kube-system(0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e)"';
  assert.deepEqual(grade([...start, etcdPod, etcdDown('756699'), gaveUp].join('\n')), ['L4 node-status-update-retry benign', 'L5 node-status-update-failed benign']);
  // An API server not up yet (connection refused) is start-up anywhere.
  const refused = etcdDown('756699').replace('client: etcd cluster is unavailable or misconfigured', 'Get https://10.169.1.1:443/api/v1/nodes/10.169.1.131: dial tcp 10.169.1.1:443: getsockopt: connection refused');
  assert.deepEqual(grade([...start, refused, gaveUp].join('\n')), ['L3 node-status-update-retry benign', 'L4 node-status-update-failed benign']);
});

test('a node status line shows the node registered: no "not registered 5 min after the start" for a log without the registration line', () => {
  // kubernetes/kubernetes#87615 (the status lines; a start put 25 s and 11 min before them)
  const kubeletStart = 'Jun 23 03:14:20 vm10.company.com kubelet[22255]: I0623 03:14:20.101010   22255 server.go:416] Version: v1.17.2';
  const closed = (t: string) => `Jun 23 ${t} vm10.company.com kubelet[22255]: E0623 ${t}.912484   22255 kubelet_node_status.go:402] Error updating node status, will retry: error getting node "vm10.company.com": Get "https://vm10.company.com:8443/api/v1/nodes/vm10.company.com?timeout=10s": write tcp 16.155.199.4:39668->16.155.199.4:8443: use of closed network connection`;
  // A connection that died is no API server coming up.
  assert.deepEqual(grade([kubeletStart, closed('03:14:45')].join('\n')), ['L2 node-status-update-retry investigate']);
  // Eleven minutes after the start, with no registration line: investigate (it was actionable as "never registered").
  assert.deepEqual(grade([kubeletStart, closed('03:25:39'), closed('03:25:49')].join('\n')), ['L2 node-status-update-retry investigate', 'L3 node-status-update-retry investigate']);
});

test('a sandbox name still held by a timed-out attempt is its own finding, not the CNI or pause image advice', () => {
  // kubernetes/kubernetes#107561 (the reserved-for ID cut where the issue cut it)
  const line = (file: string, msg: string) => `E0304 22:08:21.207998    4712 ${file}] "${msg}" err="rpc error: code = Unknown desc = failed to reserve sandbox name \\"iis-1809-5b4c4fbc9b-t55hd_default_ddc4e2a5-6229-4abd-9712-f18423f0f0a5_0\\": name \\"iis-1809-5b4c4fbc9b-t55hd_default_ddc4e2a5-6229-4abd-9712-f18423f0f0a5_0\\" is reserved for \\"e41d37b94b4d6ba41796563fed96cb05548bde26570751408bdf447948a27\\"" pod="default/iis-1809-5b4c4fbc9b-t55hd"`;
  assert.deepEqual(grade([line('kuberuntime_sandbox.go:70', 'Failed to create sandbox for pod'), line('kuberuntime_manager.go:813', 'CreatePodSandbox for pod failed')].join('\n')), [
    'L1 containerd-sandbox-name-reserved actionable',
    'L2 containerd-sandbox-name-reserved actionable',
  ]);
});

test('a caller the kubelet\'s API authorizer refused (403) is named with what it asked, not left without a finding', () => {
  // canonical/microk8s#600 (the API server's client identity refused nodes/proxy: `kubectl logs` fails)
  const [f] = analyzeText('Apr 07 15:23:47 microk8s-vm microk8s.daemon-kubelet[19692]: I0407 15:23:47.490139   19692 server.go:275] Forbidden (user=127.0.0.1, verb=get, resource=nodes, subresource=proxy)', TODAY).findings;
  assert.equal(`${f.entry.id} ${f.verdict}`, 'kubelet-api-forbidden actionable');
  assert.match(f.reason, /^user 127\.0\.0\.1, get nodes\/proxy: /);
  // The structured form (1.2x on) names the same in fields.
  const [g] = analyzeText('I0407 15:23:47.490139   19692 server.go:170] "Forbidden" user="system:kube-apiserver" verb="get" resource="nodes" subresource="proxy"', TODAY).findings;
  assert.match(g.reason, /^user system:kube-apiserver, get nodes\/proxy: /);
});

test('a TokenReview the API server refused for the kubelet\'s own credentials is said to be the kubelet\'s, not its caller\'s', () => {
  // openshift/origin#17189
  const [f] = analyzeText('E1105 10:02:11.101214   32 server.go:240] Unable to authenticate the request due to an error: the server has asked for the client to provide credentials (post tokenreviews.authentication.k8s.io)', TODAY).findings;
  assert.equal(`${f.entry.id} ${f.verdict}`, 'kubelet-api-auth-failed actionable');
  assert.match(f.reason, /^the API server refused the kubelet's own credentials .*not the caller/);
  // A caller's certificate the kubelet's CA did not sign stays the caller's.
  const [g] = analyzeText('E1105 10:02:11.101214   32 server.go:240] Unable to authenticate the request due to an error: x509: certificate signed by unknown authority', TODAY).findings;
  assert.doesNotMatch(g.reason, /kubelet's own credentials/);
});

test('a sandbox status call that runs out of time is a CRI failure, and persists at the runtime\'s 2-minute cadence (session 26)', () => {
  // containerd/containerd#7790 (the first two lines real; the rest the same line every 2 min, made up)
  const line = (t: string) => `E1126 ${t}    2098 kuberuntime_manager.go:1003] "PodSandboxStatus of sandbox for pod" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" podSandboxID="30d52e4fb7a0ec8f5e96bb888c5ae9119999830e85c114ca5999394f4fc7c112" pod="cattle-system/cattle-cluster-agent-8454887c89-6b5hb"`;
  const real = [line('17:29:38.193412'), line('17:31:39.372906')];
  assert.deepEqual(grade(real.join('\n')), ['L1 cri-call-failed investigate', 'L2 cri-call-failed investigate']);
  // Six minutes of it, 2 min apart (a gap of 60 s had never let it persist).
  const long = [...real, line('17:33:39.395975'), line('17:35:40.000000'), line('17:37:41.000000')];
  assert.deepEqual(grade(long.join('\n')).map((g) => g.split(' ')[2]), ['actionable', 'actionable', 'actionable', 'actionable', 'actionable']);
});

test('the kubelet\'s own permission check failing (its SubjectAccessReview) is kubelet-api-authz-failed: start-up only while the API server is not up (session 26)', () => {
  // openshift/origin#17189 (it had no finding)
  const lines = [
    'E1105 10:02:12.004519   32 webhook.go:185] Failed to make webhook authorizer request: the server has asked for the client to provide credentials (post subjectaccessreviews.authorization.k8s.io)',
    'E1105 10:02:12.004600   32 server.go:256] Authorization error (user=system:openshift-node-admin, verb=get, resource=nodes, subresource=stats)%!(EXTRA *errors.StatusError=the server has asked for the client to provide credentials)',
  ];
  // A 401 alone may come and go (kubernetes#65785): investigate, never benign without a start.
  assert.deepEqual(grade(lines.join('\n')), ['L1 kubelet-api-authz-failed investigate', 'L2 kubelet-api-authz-failed investigate']);
  // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log (a control plane's own API server not up
  // yet, 10 s after the kubelet's start): start-up.
  const start = 'I1105 10:02:01.000000   32 server.go:416] Version: v1.7.6';
  const eof = 'E1105 10:02:12.004519   32 webhook.go:185] Failed to make webhook authorizer request: Post "https://127.0.0.1:7445/apis/authorization.k8s.io/v1/subjectaccessreviews": EOF';
  assert.deepEqual(grade([start, eof].join('\n')), ['L2 kubelet-api-authz-failed benign']);
  // The API server answering with a refusal is no start-up.
  assert.deepEqual(grade([start, lines[0]].join('\n')), ['L2 kubelet-api-authz-failed investigate']);
});

test('r33a 11: thousands of orphaned pod directories counted on one line are actionable; two are not', () => {
  // kubernetes/kubernetes#134075
  const many = 'Sep 16 08:27:42 k8s-worker-63 kubelet[2588]: E0916 08:27:42.356361    2588 kubelet_volumes.go:154] Orphaned pod "0008e5b2-6008-45b9-89cd-1aa60f896e24" found, but volume paths are still present on disk : There were a total of 8549 errors similar to this. Turn up verbosity to see them.';
  const a = analyzeText(many, { today: new Date(Date.UTC(2026, 11, 1)) });
  assert.equal(a.findings[0]?.verdict, 'actionable');
  assert.equal(a.findings[0]?.escalation, 'counts-many');
  assert.match(a.findings[0].reason, /counts 8549 such errors/);
  // kubernetes/kubernetes PR #44938: a total of 2 stays for the evidence to judge
  const two = 'E0426 01:32:27.295568   22261 kubelet_volumes.go:129] Orphaned pod "408b060e-2a1d-11e7-90e8-42010af00003" found, but volume paths are still present on disk. : There were a total of 2 errors similar to this.  Turn up verbosity to see them.';
  assert.equal(analyzeText(two, { today: new Date(Date.UTC(2026, 11, 1)) }).findings[0]?.verdict, 'investigate');
});

// Review r43a (session 28): real kubelet logs in the shapes people paste and export, from public issues. Each excerpt
// is quoted with its source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { parseText } from '../../server/src/parse/document';
import type { LogRecord, ParsedLog } from '../../server/src/parse/types';

const recordsOf = (p: ParsedLog): LogRecord[] => Array.from({ length: p.records.length }, (_, i) => p.records.at(i));

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[], year?: number) => analyzeText(lines.join('\n'), year ? { ...TODAY, year } : TODAY);
const grade = (lines: string[], year?: number): string[] => analyse(lines, year).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('r43a 29: a block selection that cut each line\'s severity and time leaves indented `PID file:line]` lines: each is a line of its own', () => {
  // https://github.com/kubernetes/website/issues/1646: nine lines had been read as one record (eight lost from counts)
  const parsed = parseText([
    "9045 docker.go:327] Start docker client with request timeout=2m0s",
    "    9045 server.go:487] Could not load kubeconfig file /var/lib/kubelet/kubeconfig: stat /var/lib/kubelet/kubeconfig: no such file",
    "    9045 server.go:448] Could not load kubernetes auth path /var/lib/kubelet/kubernetes_auth: stat /var/lib/kubelet/kubernetes_aut",
    "    9045 manager.go:138] cAdvisor running in container: \"/system.slice/kubelet.service\"",
  ].join('\n'));
  const logs = recordsOf(parsed).filter((r) => r.kind === 'log');
  assert.equal(logs.length, 4);
  assert.deepEqual(logs.map((r) => r.file), ['docker.go', 'server.go', 'server.go', 'manager.go']);
  assert.equal(logs[1].message.startsWith('Could not load kubeconfig file'), true);
});

test('r43a 08: `talosctl logs kubelet` (JSON lines behind the node\'s address) pasted indented is read, its pods found', () => {
  // https://github.com/siderolabs/talos/issues/8049
  const a = analyse([
    "    192.168.10.168: {\"ts\":1702043013676.898,\"caller\":\"config/apiserver.go:52\",\"msg\":\"Watching apiserver\",\"v\":0}",
    "    192.168.10.168: {\"ts\":1702043013682.5347,\"caller\":\"topologymanager/topology_manager.go:215\",\"msg\":\"Topology Admit Handler\",\"v\":0,\"podUID\":\"e2f414db-4d31-4725-a5e9-cf4581a51f97\",\"podNamespace\":\"kube-system\",\"podName\":\"kube-flannel-5wqzm\"}",
    "    192.168.10.168: {\"ts\":1702043013682.6558,\"caller\":\"topologymanager/topology_manager.go:215\",\"msg\":\"Topology Admit Handler\",\"v\":0,\"podUID\":\"6ca34a7c-9e95-452a-9ba5-a16e23ca29f2\",\"podNamespace\":\"kube-system\",\"podName\":\"kube-proxy-fm7vr\"}",
  ]);
  assert.equal(recordsOf(a.index.parsed).filter((r) => r.kind === 'unparsed').length, 0);
  assert.deepEqual(a.index.pods.map((p) => p.name).sort(), ['kube-flannel-5wqzm', 'kube-proxy-fm7vr']);
  // An indented YAML key before a JSON value stays a continuation, not a host (the reason the indent had been refused).
  const yaml = parseText(['I0830 04:28:45.000000    1234 kubelet.go:1] "Something" pod="a/b"', '    metadata: {"name":"x"}'].join('\n'));
  assert.equal(recordsOf(yaml).filter((r) => r.kind === 'log').length, 1);
});

test('r43a 01, 02: Rancher 1.x\'s log view glues its local time to each klog line; the line is read and graded', () => {
  // https://github.com/rancher/rancher/issues/8696
  const ui = parseText([
    "5/9/2017 12:41:33 PMI0509 04:41:33.296414   13700 feature_gate.go:189] feature gates: map[]",
  ].join('\n'));
  const rec = recordsOf(ui).find((r) => r.kind === 'log' && r.file === 'feature_gate.go');
  assert.ok(rec, 'the klog line after the UI time is read');
  assert.equal(rec!.severity, 'I');
  // The UI's date gives the year; the time is the node's, from the klog header (the UI shows the browser's zone).
  assert.equal(new Date(rec!.time! / 1000).toISOString(), '2017-05-09T04:41:33.296Z');
  // https://github.com/rancher/rancher/issues/6095: `AM` glued to `E0930`
  const am = analyse([
    "9/30/2016 11:01:18 AME0930 18:01:18.175573   10091 container_manager_linux.go:567] error opening pid file /var/run/docker.pid: open /var/run/docker.pid: no such file or directory",
  ]);
  assert.equal(recordsOf(am.index.parsed).filter((r) => r.kind === 'log' && r.severity === 'E').length, 1);
});

test('r43a 06: a certificate request answered with a bare `Forbidden` after its URL is a proxy refusing the CONNECT, not the API server', () => {
  // https://github.com/kubernetes/kubernetes/issues/96171. Go's transport turns a proxy's non-200 answer to CONNECT into
  // an error of its status text, which client-go wraps with the URL; the API server's own 403 carries a Status
  // (`… is forbidden: User …`). Not excused at start-up either way (r45a 30 corrected the first reading of it).
  const a = analyse([
    "E1103 15:57:57.351178     724 certificate_manager.go:437] Failed while requesting a signed certificate from the master: cannot create certificate signing request: Post \"https://172.25.21.247:6443/apis/certificates.k8s.io/v1/certificatesigningrequests\": Forbidden",
  ], 2020);
  assert.deepEqual(a.findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`), ['L1 certificate-request-failed investigate']);
  assert.match(a.findings[0].entry.whenNotBenign, /HTTPS_PROXY/);
});

test('r43a 13: logrus\'s terminal form (`DEBU[…] msg  key=value`) is read as a line with its level, time and message', () => {
  // https://github.com/k3s-io/k3s/issues/115 (k3s run in the foreground, dockerd's lines among the kubelet's)
  const parsed = parseText([
    "DEBU[2020-07-23T17:42:24.495165343+08:00] FIXME: Got an status-code for which error does not match any expected type!!!: -1  module=api status_code=-1",
  ].join('\n'));
  const rec = recordsOf(parsed)[0];
  assert.equal(rec.kind, 'log');
  assert.equal(rec.severity, 'I');
  assert.equal(rec.message, 'FIXME: Got an status-code for which error does not match any expected type!!!: -1');
  assert.equal(new Date(rec.time! / 1000).toISOString(), '2020-07-23T17:42:24.495Z');
  // Its fields are read (r45a 11: a shim's `id=` ties it to its container).
  assert.equal(rec.fields.find((f) => f.key === 'status_code')?.value, '-1');
  // The short form (seconds since the program started) is any tool's: inside a ≤1.20 probe's output, printed as it
  // came, it is no line of its own, and no fatal error of the kubelet (r45a 07).
  const probe = analyse([
    'I0312 09:14:01.000000    4120 server.go:416] Version: v1.19.16',
    'I0312 09:30:05.123456    4120 prober.go:117] Liveness probe for "ingest-0_data(5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b):ingest" failed (failure): INFO[0000] checking upstreams',
    'ERRO[0003] upstream 10.0.3.4:9200 unreachable            error="dial tcp 10.0.3.4:9200: i/o timeout"',
    'FATA[0003] health check failed                           failed=1',
  ]);
  assert.deepEqual(probe.findings.map((f) => f.entry.id).filter((id) => id === 'kubelet-fatal'), []);
  assert.equal(recordsOf(probe.index.parsed).filter((r) => r.kind === 'log').length, 2);
});

test('r43a 25: the kubelet\'s `Flag --… has been deprecated` on stderr is its line in a plain file too, as under journald', () => {
  // https://github.com/rancher/rke2/issues/5923
  const parsed = parseText([
    "Flag --tls-private-key-file has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  ].join('\n'));
  assert.equal(recordsOf(parsed)[0].kind, 'log');
});

test('r43a 24: kubenet\'s `does not have netConfig … lack of PodCIDR` gets kubenet\'s advice, not only a CNI plugin\'s', () => {
  // https://github.com/kubernetes/kubernetes/issues/44650 (the line as the kubelet wrote it, before the paste's wrap)
  const a = analyse([
    "E0524 16:44:17.111715    1327 pod_workers.go:182] Error syncing pod d61ac34d-409e-11e7-ae26-42010a800002 (\"kube-dns-3602522342-dv9v3_kube-system(d61ac34d-409e-11e7-ae26-42010a800002)\"), skipping: network is not ready: [runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:docker: network plugin is not ready: Kubenet does not have netConfig. This is most likely due to lack of PodCIDR]",
  ], 2017);
  const f = a.findings.find((x) => x.entry.id === 'cni-not-initialized');
  assert.ok(f);
  assert.match(f!.entry.whenNotBenign, /PodCIDR.*--allocate-node-cidrs/);
});

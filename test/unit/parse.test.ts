// Parser unit tests: every envelope, value shape and encoding, on real lines.
// Each fixture line names its source: the seed analysis (../shared/seed) or a corpus file (../shared/corpus).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseText } from '../../server/src/parse/document';
import { analyzeText } from '../../server/src/pipeline';
import { decodeBytes } from '../../server/src/parse/decode';
import { fieldValue, findField, type LogRecord } from '../../server/src/parse/types';
import { parsePodList, parsePlegEvent, parseContainerId } from '../../server/src/model/identity';

const C = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';
// seed: pod-removal-notfound-analysis.txt
const SEED_NOTFOUND = `E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${C}\\": not found" containerID="${C}"`;

function one(line: string): LogRecord {
  const p = parseText(line, { today: new Date(Date.UTC(2023, 11, 31)) });
  assert.equal(p.records.length, 1, 'one record');
  return p.records.at(0);
}

function iso(micros: number | undefined): string {
  assert.ok(micros !== undefined, 'has a time');
  return new Date(micros / 1000).toISOString();
}

test('klog header: severity, date, time to the microsecond, thread, file and line', () => {
  const r = one(SEED_NOTFOUND);
  assert.equal(r.kind, 'log');
  assert.equal(r.style, 'structured');
  assert.equal(r.severity, 'E');
  assert.equal(r.thread, 354472);
  assert.equal(r.file, 'remote_runtime.go');
  assert.equal(r.sourceLine, 597);
  assert.equal(r.message, 'ContainerStatus from runtime service failed');
  assert.equal(iso(r.time), '2023-07-31T17:16:32.398Z');
  assert.equal(r.time! % 1_000_000, 398137);
});

test('a klog header whose date or time does not exist (month 13, Feb 30, 99:99:99) is no header: the line is unparsed, not moved to another date', () => {
  const tail = '    1 kubelet.go:1] "SyncLoop ADD" source="api" pods=["ns/a"]';
  for (const head of ['I1331 10:00:00.000000', 'I0230 10:00:00.000000', 'I0431 10:00:00.000000', 'I0101 24:00:00.000000', 'I0101 99:99:99.000000', 'I0001 10:00:00.000000']) {
    assert.equal(one(head + tail).kind, 'unparsed', head);
  }
  // Feb 29 (klog writes no year) and a leap second are times.
  assert.equal(one(`I0229 10:00:00.000000${tail}`).kind, 'log');
  assert.equal(iso(one(`I0101 23:59:60.000000${tail}`).time).slice(0, 19), '2023-01-02T00:00:00');
  // The same in a repeated line's fast path (klogTail): a second line of the same text after a valid one.
  const p = parseText(`I0101 10:00:00.000000${tail}\nI0132 10:00:00.000000${tail}`, { today: new Date(Date.UTC(2023, 11, 31)) });
  assert.deepEqual([p.records.at(0).kind, p.records.at(1).kind], ['log', 'unparsed']);
});

test('structured values: Go strings are unquoted and unescaped; spans point at the text', () => {
  const r = one(SEED_NOTFOUND);
  assert.equal(fieldValue(r, 'err'), `rpc error: code = NotFound desc = an error occurred when try to find container "${C}": not found`);
  assert.equal(fieldValue(r, 'containerID'), C);
  const f = findField(r, 'containerID')!;
  assert.equal(SEED_NOTFOUND.slice(f.keySpan.start, f.keySpan.end), 'containerID');
  assert.equal(SEED_NOTFOUND.slice(f.valueSpan.start, f.valueSpan.end), `"${C}"`);
  assert.equal(SEED_NOTFOUND.slice(r.messageSpan.start, r.messageSpan.end), r.message);
});

test('value shapes: bare, [a b] lists, {Type ID} structs, &{...} events', () => {
  // seed
  const del = one('I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]');
  assert.equal(findField(del, 'pods')!.kind, 'list');
  assert.deepEqual(parsePodList(fieldValue(del, 'pods')!).map((p) => `${p.namespace}/${p.name}`), ['default/test-nginx-976fbbd77-m2tqs']);
  const pleg = one(`I0731 17:16:32.372899  354472 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="default/test-nginx-976fbbd77-m2tqs" event=&{ID:5011243d-6324-41e3-8ee8-9e8bb33f04b0 Type:ContainerDied Data:${C}}`);
  assert.equal(findField(pleg, 'event')!.kind, 'struct');
  assert.deepEqual(parsePlegEvent(fieldValue(pleg, 'event')!), { podUid: '5011243d-6324-41e3-8ee8-9e8bb33f04b0', type: 'ContainerDied', data: C });
  const deletor = one(`I0731 17:16:32.398175  354472 pod_container_deletor.go:52] "DeleteContainer returned error" containerID={Type:containerd ID:${C}} err="failed"`);
  assert.equal(fieldValue(deletor, 'containerID'), `{Type:containerd ID:${C}}`);
  assert.equal(parseContainerId(fieldValue(deletor, 'containerID')!), C);
  assert.equal(fieldValue(deletor, 'err'), 'failed');
  const bare = one('I0731 17:16:31.865427  354472 pod_workers.go:888] "Processing pod event" pod="default/test-nginx-976fbbd77-m2tqs" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0 updateType=1');
  assert.equal(fieldValue(bare, 'podUID'), '5011243d-6324-41e3-8ee8-9e8bb33f04b0');
  assert.equal(findField(bare, 'updateType')!.kind, 'bare');
});

test('value shapes of klog >= 2.100 (1.28+): ["a","b"] lists, {"ID":..} events, {"Type":..} structs, quoted UIDs', () => {
  // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
  const list = one('May 23 08:07:11 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:11.057799    2689 kubelet.go:2421] "SyncLoop ADD" source="file" pods=["openshift-vsphere-infra/coredns-ite-ocp-2rk9g-master-0","openshift-machine-config-operator/kube-rbac-proxy-crio-ite-ocp-2rk9g-master-0"]');
  assert.deepEqual(parsePodList(fieldValue(list, 'pods')!).map((p) => p.name), ['coredns-ite-ocp-2rk9g-master-0', 'kube-rbac-proxy-crio-ite-ocp-2rk9g-master-0']);
  // corpus: same file
  const ev = one('May 23 08:07:14 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:14.965797    2689 kubelet.go:2453] "SyncLoop (PLEG): event for pod" pod="openshift-vsphere-infra/keepalived-ite-ocp-2rk9g-master-0" event={"ID":"f86dcb44b17454a379b992b4ce659225","Type":"ContainerDied","Data":"395f76631ca92019985a7134dc1d9aae3a056d789f04642bd91a2db000d56af7"}');
  assert.deepEqual(parsePlegEvent(fieldValue(ev, 'event')!), { podUid: 'f86dcb44b17454a379b992b4ce659225', type: 'ContainerDied', data: '395f76631ca92019985a7134dc1d9aae3a056d789f04642bd91a2db000d56af7' });
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  const st = one('I0507 11:59:34.965425    3224 pod_container_deletor.go:53] "DeleteContainer returned error" containerID={"Type":"containerd","ID":"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e"} err="failed to get container status"');
  assert.equal(parseContainerId(fieldValue(st, 'containerID')!), 'c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e');
  // 1.26 renders pods through the Stringer path, quoted: pods="[ns/a ns/b]" (lifecycle.md §1.2)
  assert.deepEqual(parsePodList('[kube-system/a default/b]').map((p) => p.namespace), ['kube-system', 'default']);
  assert.deepEqual(parsePodList('[]'), []);
});

test('multi-line values (key=< ... >) join their lines and the record continues after them', () => {
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log lines 536-538
  const text = [
    'May 12 04:58:57 localhost.localdomain kubelet.sh[2473]: I0512 04:58:57.425208    2473 prober.go:107] "Probe failed" probeType="Liveness" pod="openshift-vsphere-infra/keepalived-localhost.localdomain" podUID="f0ae693b55fb9a30b6948915ffb89696" containerName="keepalived" probeResult="failure" output=<',
    'May 12 04:58:57 localhost.localdomain kubelet.sh[2473]:         /bin/bash: line 3: kill: `\': not a pid or valid job spec',
    'May 12 04:58:57 localhost.localdomain kubelet.sh[2473]:  >',
    'May 12 04:58:57 localhost.localdomain kubelet.sh[2473]: E0512 04:58:57.847695    2473 file.go:109] "Unable to process watch event" err="x"',
  ].join('\n');
  const p = parseText(text);
  assert.equal(p.records.length, 2);
  const r = p.records.at(0);
  assert.equal(r.endLine, 2);
  const out = findField(r, 'output')!;
  assert.equal(out.kind, 'multiline');
  assert.match(out.value, /not a pid or valid job spec/);
  assert.equal(out.valueEndLine, 2);
  assert.equal(p.recordOfLine[1], 0);
  assert.equal(p.records.at(1).message, 'Unable to process watch event');
  // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log line 1433: keys after ` >`
  const kp = parseText('E0905 06:57:08.760970       1 proxier.go:1553] "Failed to execute iptables-restore" err=<\n\texit status 2: Warning\n\tError occurred at line: 17\n > ipFamily="IPv6"');
  assert.equal(kp.records.length, 1);
  assert.equal(fieldValue(kp.records.at(0), 'ipFamily'), 'IPv6');
  assert.equal(fieldValue(kp.records.at(0), 'err'), 'exit status 2: Warning\nError occurred at line: 17');
});

test('journald envelope: host, any identifier, PID, and the short-precise variant', () => {
  // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
  const a = one('Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.030450  704773 desired_state_of_world_populator.go:253] "Removing volume from desired state" pod="default/nginx-deployment-6dccd8f6b9-8vx4f" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034 volumeName="kube-api-access-sd4sl"');
  assert.deepEqual(a.envelope?.kinds, ['journald']);
  assert.equal(a.envelope?.host, 'kind-worker');
  assert.equal(a.envelope?.ident, 'kubelet');
  assert.equal(a.envelope?.pid, 704773);
  assert.equal(a.file, 'desired_state_of_world_populator.go');
  assert.equal(fieldValue(a, 'volumeName'), 'kube-api-access-sd4sl');
  // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
  const b = one('Nov 10 14:17:44.067049 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: I1110 14:17:44.066997    2296 patch_prober.go:28] interesting pod/etcd-guard-ci-ln-b3f5vqb-72292-v2kk6-master-0 container/guard namespace/openshift-etcd: Readiness probe status=failure output="HTTP probe failed with statuscode: 503"');
  assert.equal(b.envelope?.ident, 'kubenswrapper');
  assert.equal(b.style, 'printf');
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log (identifier with a dot; systemd text line)
  const c = one('May 12 04:54:37 localhost.localdomain systemd[1]: Starting Kubernetes Kubelet...');
  assert.equal(c.envelope?.ident, 'systemd');
  assert.equal(c.style, 'text');
  assert.equal(c.kind, 'log');
});

test('journalctl -r exports: "-- Logs begin at" gives the year, and reverse order is detected', () => {
  // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log (first lines, shortened)
  const lines = ['-- Logs begin at Fri 2017-11-03 13:31:21 UTC, end at Fri 2017-11-03 13:48:19 UTC. --'];
  for (let s = 59; s >= 0; s--) lines.push(`Nov 03 13:48:${String(s).padStart(2, '0')} minion2 kubelet[1334]: E1103 13:48:${String(s).padStart(2, '0')}.467040    1334 reflector.go:188] pkg/kubelet/kubelet.go:386: Failed to list *api.Node`);
  const p = parseText(lines.join('\n'));
  assert.equal(p.records.at(0).kind, 'meta');
  assert.equal(p.records.at(0).metaKind, 'journal-marker');
  assert.equal(p.reversed, true);
  assert.equal(p.yearSource, 'log');
  assert.equal(iso(p.records.at(1).time).slice(0, 10), '2017-11-03');
});

test('RFC3339 prefixes: kubectl logs --timestamps and CRI log files (stderr F)', () => {
  // corpus: kube-controller-manager-rfc3339-prefixed-klog-insights-operator-sample.log
  const a = one('2022-03-16T13:32:39.044141390Z I0316 13:32:39.044104       1 garbagecollector.go:210] syncing garbage collector with updated resources from discovery (attempt 1): added: []');
  assert.deepEqual(a.envelope?.kinds, ['rfc3339']);
  assert.equal(a.file, 'garbagecollector.go');
  assert.equal(iso(a.time), '2022-03-16T13:32:39.044Z');
  // a kind 1.31 kube-scheduler CRI log line quoted in a public GitHub issue
  const b = one('2025-02-03T15:52:04.259430674Z stderr F I0203 15:52:04.258997       1 eventhandlers.go:149] "Add event for unscheduled pod" pod="e2e-tas-fmr5x/test-pod"');
  assert.equal(b.message, 'Add event for unscheduled pod');
  assert.equal(fieldValue(b, 'pod'), 'e2e-tas-fmr5x/test-pod');
  assert.equal(iso(b.time).slice(0, 4), '2025');
});

test('syslog files: RFC 5424 (`<PRI>1 TIME HOST APP PROCID MSGID SD`) and an ISO time with a space before ` host ident[pid]: `', () => {
  const line = 'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]';
  // rsyslog's RSYSLOG_SyslogProtocol23Format; structured data with an escaped bracket.
  const a = one(`<30>1 2023-07-31T17:16:31.865371+02:00 node1 kubelet 354472 - [meta sequenceId="1" note="a \\] b"] ${line}`);
  assert.deepEqual([a.envelope?.kinds, a.envelope?.host, a.envelope?.ident, a.envelope?.pid], [['rfc3339'], 'node1', 'kubelet', 354472]);
  assert.equal(a.message, 'SyncLoop DELETE');
  // The node's wall clock (klog's), the year from the envelope.
  assert.equal(iso(a.time), '2023-07-31T17:16:31.865Z');
  // Every header value missing (`-`): the klog line's own time.
  const b = one(`<30>1 - - - - - - ${line}`);
  assert.deepEqual([b.envelope?.host, b.envelope?.ident, b.envelope?.pid, b.message], [undefined, undefined, undefined, 'SyncLoop DELETE']);
  // rsyslog writes the space its msg property starts with: two spaces before the klog line.
  const d = one(`<30>1 2023-07-31T17:16:31.865371+02:00 node1 kubelet 354472 - -  ${line}`);
  assert.deepEqual([d.envelope?.kinds, d.file, d.message], [['rfc3339'], 'kubelet.go', 'SyncLoop DELETE']);
  // A syslog-ng template's zone-less `2023-07-31 17:16:31.865`, as the ISO form with a T is read.
  const c = one(`2023-07-31 17:16:31.865 node1 kubelet[354472]: ${line}`);
  assert.deepEqual([c.envelope?.kinds, c.envelope?.host, c.envelope?.pid, c.message], [['rfc3339'], 'node1', 354472, 'SyncLoop DELETE']);
});

test('docker-compose and host prefixes', () => {
  // corpus: kube-scheduler-compose-prefixed-klog-b-k-g-it-kube-cluster.log
  const a = one('kube-scheduler-1  | I0822 16:18:54.273649      11 serving.go:348] Generated self-signed cert in-memory');
  assert.deepEqual(a.envelope?.kinds, ['compose']);
  assert.equal(a.envelope?.ident, 'kube-scheduler-1');
  assert.equal(a.file, 'serving.go');
  // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
  const b = one('172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}');
  assert.deepEqual(b.envelope?.kinds, ['host']);
  assert.equal(b.envelope?.host, '172.20.0.2');
});

test('JSON logging format: ts, caller, msg, v, nested objects; errors have no v', () => {
  // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
  const p = parseText('172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}');
  const r = p.records.at(0);
  assert.equal(r.style, 'json');
  assert.equal(r.severity, 'I');
  assert.equal(r.file, 'server.go');
  assert.equal(r.sourceLine, 529);
  assert.equal(r.verbosity, 0);
  assert.equal(r.message, 'Kubelet version');
  assert.equal(iso(r.time), '2025-09-17T10:57:48.007Z');
  assert.equal(p.kubeletVersion?.version, 'v1.34.1');
  const line = '172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}';
  const f = findField(r, 'kubeletVersion')!;
  assert.equal(line.slice(f.valueSpan.start, f.valueSpan.end), '"v1.34.1"');
  const e = one('{"ts":1758106668100.1,"caller":"kubelet/kubelet.go:1","msg":"Error getting node","err":"node \\"x\\" not found","pod":{"name":"a","namespace":"b"}}');
  assert.equal(e.severity, 'E');
  assert.equal(findField(e, 'pod')!.kind, 'json');
});

test('containerd logfmt lines: level, msg, time', () => {
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  const r = one('time="2024-05-07T11:59:43.954655670Z" level=info msg="StartContainer for \\"93fa5decd62691912f90c9b27526f5e00183239bfa4d3f4ea8578a7873b9c2b4\\""');
  assert.equal(r.style, 'logfmt');
  assert.equal(r.severity, 'I');
  assert.equal(r.message, 'StartContainer for "93fa5decd62691912f90c9b27526f5e00183239bfa4d3f4ea8578a7873b9c2b4"');
  assert.equal(iso(r.time), '2024-05-07T11:59:43.954Z');
  // logrus writes a message bare when it needs no quotes: its span is the whole value, not one character in.
  const bareLine = 'time="2024-05-07T11:59:43.954655670Z" level=info msg=loading';
  const bare = one(bareLine);
  assert.equal(bare.message, 'loading');
  assert.equal(bareLine.slice(bare.messageSpan.start, bare.messageSpan.end), 'loading');
  const quotedLine = 'time="2024-05-07T11:59:43.954655670Z" level=info msg="loading plugin"';
  const quoted = one(quotedLine);
  assert.equal(quotedLine.slice(quoted.messageSpan.start, quoted.messageSpan.end), 'loading plugin');
});

test('printf era (<= 1.20): text kept, pod references and IDs extracted', () => {
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log line 971
  const line = 'I0120 11:42:31.435632    4787 kubelet.go:1865] SyncLoop (PLEG): "rke-network-plugin-deploy-job-fjln2_kube-system(33319fcc-6995-4593-aacd-f56bf3cdba80)", event: &pleg.PodLifecycleEvent{ID:"33319fcc-6995-4593-aacd-f56bf3cdba80", Type:"ContainerDied", Data:"4db8018a6b67d27470115a8f9286db1564e80665e985cf7b969abbc1a55cd681"}';
  const r = one(line);
  assert.equal(r.style, 'printf');
  assert.ok(r.message.startsWith('SyncLoop (PLEG): "rke-network-plugin'));
  assert.equal(fieldValue(r, 'pod'), 'kube-system/rke-network-plugin-deploy-job-fjln2');
  assert.equal(fieldValue(r, 'podUID'), '33319fcc-6995-4593-aacd-f56bf3cdba80');
  const uidField = findField(r, 'podUID')!;
  assert.equal(line.slice(uidField.valueSpan.start, uidField.valueSpan.end), '33319fcc-6995-4593-aacd-f56bf3cdba80');
  assert.deepEqual(parsePlegEvent(fieldValue(r, 'event')!)?.type, 'ContainerDied');
  // Asked only for keys a printf line never has (an error's err=), it derives nothing; asked again for the pod's, the
  // same fields (the last line's are kept while it is graded).
  const lazy = one(line) as LogRecord & { fieldsWithKeys(keys: readonly string[]): LogRecord['fields'] };
  assert.deepEqual(lazy.fieldsWithKeys(['err', 'error']), []);
  const first = lazy.fieldsWithKeys(['podUID']);
  assert.ok(first.some((f) => f.key === 'podUID' && f.value === '33319fcc-6995-4593-aacd-f56bf3cdba80'));
  assert.equal(lazy.fieldsWithKeys(['pod']), first);
});

test('minikube dumps: section headers are meta records and sections are remembered', () => {
  // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log (structure)
  const p = parseText('==> kubelet <==\nSep 05 06:57:08 minikube kubelet[2140]: I0905 06:57:08.760970    2140 kubelet.go:1] "SyncLoop ADD" source="api" pods=[]\n\n==> storage-provisioner [fe3b3c9de004] <==\ncreated by k8s.io/apimachinery/pkg/watch.NewStreamWatcher\n\t/Users/medya/go/pkg/mod/k8s.io/apimachinery@v0.20.5/pkg/watch/streamwatcher.go:71 +0xbe');
  assert.equal(p.records.at(0).metaKind, 'section');
  assert.equal(p.records.at(1).section, 'kubelet');
  const last = p.records.at(p.records.length - 1);
  assert.equal(last.section, 'storage-provisioner [fe3b3c9de004]');
  assert.equal(last.endLine, 5, 'the stack frame continues the line above it');
});

test('glog file headers are meta and give the year', () => {
  // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (first lines)
  const p = parseText('Log file created at: 2019/08/20 20:28:26\nRunning on machine: e2e-test-ramosalex-windows-node-group-tz6r\nBinary: Built with gc go1.12.9 for windows/amd64\nLog line format: [IWEF]mmdd hh:mm:ss.uuuuuu threadid file:line] msg\nI0820 20:28:26.508173    4396 flags.go:33] FLAG: --address="0.0.0.0"');
  assert.deepEqual([...p.records].slice(0, 4).map((r) => r.metaKind), ['glog-header', 'glog-header', 'glog-header', 'glog-header']);
  assert.equal(iso(p.records.at(4).time).slice(0, 10), '2019-08-20');
  assert.equal(p.yearSource, 'log');
});

test('continuation lines (goroutine dumps) attach to the record before them', () => {
  const p = parseText('E0905 07:00:52.093444       1 main.go:70] panic in handler\ngoroutine 4605 [runnable]:\nk8s.io/client-go/tools/record.(*recorderImpl).generateEvent.func1(0xc00009c680, 0xc00039ea00)\n\t/go/pkg/mod/k8s.io/client-go@v0.20.5/tools/record/event.go:341');
  assert.equal(p.records.length, 1);
  assert.equal(p.records.at(0).endLine, 3);
  assert.deepEqual(Array.from(p.recordOfLine), [0, 0, 0, 0]);
});

test('a line that fits no shape is an unparsed record, counted and kept', () => {
  // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log (shell trace) and scheduler hexdump
  const p = parseText('+ umount /var/lib/docker\n' + SEED_NOTFOUND + '\nXMT: Solicit on eth0, interval 117950ms.');
  assert.deepEqual([...p.records].map((r) => r.kind), ['unparsed', 'log', 'unparsed']);
  assert.equal(p.records.at(2).message, 'XMT: Solicit on eth0, interval 117950ms.');
});

test('a severity letter lost in a quote makes an unparsed line, not a wrong record', () => {
  // seed: "0731 17:16:33.821092 ..." was quoted without its I
  const r = one('0731 17:16:33.821092  354472 pod_workers.go:888] "Processing pod event" pod="default/test-nginx-976fbbd77-m2tqs"');
  assert.equal(r.kind, 'unparsed');
});

test('encodings: UTF-8 with BOM, UTF-16LE and UTF-16BE with BOM, CRLF line ends give the same records', () => {
  const text = `${SEED_NOTFOUND}\r\nI0731 17:16:32.398175  354472 pod_container_deletor.go:52] "DeleteContainer returned error" containerID={Type:containerd ID:${C}} err="x"\r\n`;
  const plain = parseText(text.replace(/\r\n/g, '\n'));
  const utf8bom = decodeBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
  assert.equal(utf8bom.encoding, 'utf-8-bom');
  const le = decodeBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  assert.equal(le.encoding, 'utf-16le');
  const beBytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i < beBytes.length; i += 2) [beBytes[i], beBytes[i + 1]] = [beBytes[i + 1], beBytes[i]];
  const be = decodeBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), beBytes]));
  assert.equal(be.encoding, 'utf-16be');
  const strip = (p: ReturnType<typeof parseText>) => [...p.records].map((r) => ({ k: r.kind, m: r.message, t: r.time, f: r.fields.map((x) => [x.key, x.value]) }));
  for (const d of [utf8bom, le, be]) assert.deepEqual(strip(parseText(d.text)), strip(plain));
});

test('years: from the file date when the log has none (its last line gets that year), and a December → January rollover', () => {
  const p = parseText('I1231 23:59:59.000001    1 a.go:1] "x"\nI0101 00:00:01.000002    1 a.go:1] "y"', { fileDate: new Date(Date.UTC(2022, 0, 2)) });
  assert.equal(p.yearSource, 'file-date');
  assert.equal(iso(p.records.at(0).time).slice(0, 10), '2021-12-31');
  assert.equal(iso(p.records.at(1).time).slice(0, 10), '2022-01-01');
  const today = parseText('I0301 10:00:00.000000    1 a.go:1] "x"', { today: new Date(Date.UTC(2030, 5, 1)) });
  assert.equal(today.yearSource, 'today');
  assert.equal(iso(today.records.at(0).time).slice(0, 4), '2030');
});

test('kubelet version: structured banner, printf Version:, describe-node Kubelet Version:', () => {
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
  assert.equal(parseText('Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.291344  584647 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"').kubeletVersion?.version, 'v1.24.7');
  // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
  const v = parseText('I1119 11:58:27.862196    4390 server.go:411] Version: v1.19.4').kubeletVersion;
  assert.deepEqual([v?.major, v?.minor, v?.patch], [1, 19, 4]);
  // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log
  assert.equal(parseText('==> describe nodes <==\n  Kubelet Version:            v1.33.1').kubeletVersion?.version, 'v1.33.1');
  // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log line 679: the oldest releases' banner,
  // which also marks the kubelet's start.
  const old = analyzeText('Nov 03 13:31:44 minion2 kubelet[1334]: I1103 13:31:44.327379    1334 server.go:770] Started kubelet v1.5.2');
  assert.equal(old.index.parsed.kubeletVersion?.version, 'v1.5.2');
  assert.deepEqual(old.index.kubeletStarts.map((k) => k.reason), ['start-up banner']);
});

test('the parser never throws, whatever it is fed', () => {
  const nasty = ['"', 'I0101 00:00:00.000000 1 a.go:1] "unterminated', 'I0101 00:00:00.000000 1 a.go:1] "m" k={{{{[[[', 'k=<', '\u0000\u0001\uffff', '{"msg":', 'x'.repeat(100_000), 'I9999 99:99:99.999999 1 a.go:1] "bad date"'];
  const p = parseText(nasty.join('\n'));
  assert.equal(p.lineCount, nasty.length);
  assert.equal(p.recordOfLine.length, nasty.length);
});

test('RFC3339 dates followed by a syslog host and identifier (journalctl -o short-iso, rsyslog)', () => {
  // quoted in kubernetes/kubernetes#120988
  const r = one('2023-10-04T16:59:00.153610+03:00 cicd-kub-control-01 kubelet[62668]: E1004 16:59:00.153542   62668 manager.go:1106] Failed to create existing container: /kubepods.slice');
  assert.equal(r.envelope?.ident, 'kubelet');
  assert.equal(r.envelope?.pid, 62668);
  assert.equal(r.file, 'manager.go');
  assert.equal(iso(r.time).slice(0, 4), '2023');
});

test('a growing log: continuing a parser with appended lines gives the same records as parsing it all', async () => {
  const { LogParser, pushText } = await import('../../server/src/parse/document');
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const text = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8');
  const cut = text.indexOf('\n', Math.floor(text.length / 2)) + 1;
  const parser = new LogParser({ today: new Date(Date.UTC(2023, 0, 1)) });
  pushText(parser, text.slice(0, cut));
  const first = parser.result().records.length;
  pushText(parser, text, cut);
  const grown = parser.result();
  const whole = parseText(text, { today: new Date(Date.UTC(2023, 0, 1)) });
  const view = (p: typeof whole) => [...p.records].map((r) => [r.line, r.endLine, r.kind, r.time, r.message, r.fields.map((f) => f.value).join('|')]);
  assert.ok(first > 0 && first < whole.records.length);
  assert.deepEqual(view(grown), view(whole));
  assert.deepEqual(Array.from(grown.recordOfLine), Array.from(whole.recordOfLine));
});

test('records are views over columns: every property reads back what the parser wrote, absent values stay undefined', () => {
  // journald-wrapped seed line, then a printf line and a JSON line (shapes from the corpus kind and JSON logs).
  const text = [
    `Jul 31 17:16:32 node-1 kubelet[354472]: ${SEED_NOTFOUND}`,
    'I0731 17:16:33.000001    1234 kubelet.go:2100] SyncLoop (housekeeping)',
    '{"ts":1690823793001.5,"caller":"kubelet/kubelet.go:2141","msg":"SyncLoop DELETE","v":2,"source":"api","pods":["default/a"]}',
  ].join('\n');
  const p = parseText(text, { today: new Date(Date.UTC(2023, 11, 31)) });
  assert.equal(p.records.length, 3);
  const [a, b, c] = p.records;
  assert.deepEqual([a.index, a.line, a.endLine, a.kind, a.style, a.severity, a.file, a.sourceLine, a.thread], [0, 0, 0, 'log', 'structured', 'E', 'remote_runtime.go', 597, 354472]);
  assert.equal(a.message, 'ContainerStatus from runtime service failed');
  assert.deepEqual(a.envelope, { kinds: ['journald'], host: 'node-1', ident: 'kubelet', pid: 354472 });
  assert.equal(iso(a.time), '2023-07-31T17:16:32.398Z');
  assert.equal(fieldValue(a, 'containerID'), C);
  assert.deepEqual([b.style, b.severity, b.envelope, b.verbosity, b.section, b.metaKind], ['printf', 'I', undefined, undefined, undefined, undefined]);
  assert.equal(b.message, 'SyncLoop (housekeeping)');
  assert.deepEqual([c.style, c.verbosity, c.file, c.sourceLine], ['json', 2, 'kubelet.go', 2141]);
  // Writes go to the columns: `time = undefined` is a real absence, not NaN leaking out.
  a.time = undefined;
  assert.equal(a.time, undefined);
  a.time = 5;
  assert.equal(a.time, 5);
  assert.equal(b.time !== undefined && b.time > 5, true, 'rows are independent');
});

test('compact columns: positions past 65,534 characters, thread IDs past 32 bits, times of day read back exactly', () => {
  const long = 'x'.repeat(70_000);
  const p = parseText([
    `I0830 04:28:45.123456  144651 http.go:134] Probe succeeded for ${long}`,
    `I0830 04:28:46.000001 9999999999 kubelet.go:2157] "SyncLoop ADD" source="api" pods=["default/web-1"]`,
    `E0830 23:59:59.999999      7 kubelet.go:1] "late" a="${long}" pod="default/web-2"`,
  ].join('\n'), { fileDate: new Date(Date.UTC(2023, 8, 1)) });
  const [a, b, c] = [0, 1, 2].map((i) => p.records.at(i));
  assert.equal(a.messageSpan.end, a.messageSpan.start + 'Probe succeeded for '.length + 70_000);
  assert.equal(a.message.length, 'Probe succeeded for '.length + 70_000);
  assert.equal(b.thread, 9999999999);
  assert.equal(b.time, Date.UTC(2023, 7, 30, 4, 28, 46) * 1000 + 1);
  assert.equal(c.thread, 7);
  assert.equal(c.time, Date.UTC(2023, 7, 30, 23, 59, 59) * 1000 + 999999);
  // The field after the long value starts past 65,534 characters.
  assert.equal(fieldValue(c, 'pod'), 'default/web-2');
  assert.equal(findField(c, 'pod')!.valueSpan.start > 70_000, true);
});

test('compact columns: 70,000 source files, a source line past 65,533 and a record of 70,000 lines keep their values', () => {
  const lines: string[] = [];
  for (let i = 0; i < 70_000; i++) lines.push(`I0830 04:28:45.123456  144651 file${i}.go:${i + 1}] "x"`);
  lines.push('E0830 04:28:46.000000  144651 server.go:99999] "panic" err="boom"');
  for (let i = 0; i < 70_000; i++) lines.push(`\tgoroutine frame ${i}`);
  lines.push('I0830 04:28:47.000000  144651 last.go:1] "after"');
  const p = parseText(lines.join('\n'));
  assert.equal(p.records.length, 70_002);
  assert.equal(p.records.at(69_999).file, 'file69999.go');
  assert.equal(p.records.at(69_999).sourceLine, 70_000);
  const panic = p.records.at(70_000);
  assert.equal(panic.sourceLine, 99_999);
  assert.equal(panic.line, 70_000);
  assert.equal(panic.endLine, 140_000);
  const after = p.records.at(70_001);
  assert.equal(after.file, 'last.go');
  assert.equal(after.endLine, after.line);
});

test('every journalctl -o text mode gives the analysis of the short mode: short-full, with-unit, short-unix, short-monotonic, short-delta', async () => {
  const { analyzeText } = await import('../../server/src/pipeline');
  const { buildReport } = await import('../../server/src/report');
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  // The bundled sample (the seed's pod deletion, klog lines of kubelet PID 354472, 31 July 2023), wrapped by journalctl.
  const klog = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd().split('\n');
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const modes: Record<string, (month: number, day: string, time: string, index: number) => string> = {
    'short-precise': (m, d, t) => `${MONTHS[m - 1]} ${d} ${t} node-1 kubelet[354472]: `,
    'short-full': (m, d, t) => `Mon 2023-${String(m).padStart(2, '0')}-${d} ${t.slice(0, 8)} UTC node-1 kubelet[354472]: `,
    'with-unit': (m, d, t) => `Mon 2023-${String(m).padStart(2, '0')}-${d} ${t.slice(0, 8)} UTC node-1 kubelet.service[354472]: `,
    'short-unix': (m, d, t) => `${Date.UTC(2023, m - 1, +d, +t.slice(0, 2), +t.slice(3, 5), +t.slice(6, 8)) / 1000}.${t.slice(9)} node-1 kubelet[354472]: `,
    'short-monotonic': (_m, _d, _t, i) => `[${String(5000 + i).padStart(6)}.${String(i).padStart(6, '0')}] node-1 kubelet[354472]: `,
    'short-delta': (_m, _d, _t, i) => `[${String(5000 + i).padStart(6)}.${String(i).padStart(6, '0')} <    0.000100>] node-1 kubelet[354472]: `,
  };
  const reports: Record<string, ReturnType<typeof buildReport>> = {};
  for (const [mode, prefix] of Object.entries(modes)) {
    const text = klog
      .map((line, i) => {
        const h = /^[IWEF](\d\d)(\d\d) (\d\d:\d\d:\d\d\.\d{6})/.exec(line);
        assert.ok(h, `sample line ${i + 1} has a klog header`);
        return prefix(+h[1], h[2], h[3], i) + line;
      })
      .join('\n');
    const parsed = parseText(text, { today: new Date(Date.UTC(2023, 11, 31)) });
    const rec = parsed.records.at(0);
    assert.deepEqual(rec.envelope?.kinds, ['journald'], mode);
    assert.equal(rec.envelope?.host, 'node-1', mode);
    assert.equal(rec.envelope?.pid, 354472, mode);
    assert.equal(rec.message, 'SyncLoop DELETE', mode);
    assert.equal(parsed.records.length, klog.length, `${mode}: one record per line`);
    // One envelope object for the lines of one process (an object per line had cost about 200 bytes a line).
    assert.equal(parsed.records.at(1).envelope, rec.envelope, `${mode}: the envelope is shared`);
    reports[mode] = buildReport(analyzeText(text, { today: new Date(Date.UTC(2023, 11, 31)) }), 'sample', {});
    assert.equal(reports[mode].unparsed.count, 0, mode);
  }
  const base = reports['short-precise'];
  assert.ok(base.diagnostics.some((d) => d.verdict === 'benign'), 'the sample has its benign NotFound');
  for (const [mode, r] of Object.entries(reports)) {
    assert.deepEqual(r.diagnostics, base.diagnostics, `${mode}: findings`);
    assert.deepEqual(r.pods, base.pods, `${mode}: pods and phases`);
    assert.deepEqual(r.kubeletStarts, base.kubeletStarts, `${mode}: kubelet starts`);
  }
  // with-unit names the unit: a new PID of kubelet.service is a kubelet restart, as a new PID of `kubelet` is.
  const restarted = [100, 200]
    .map((pid, i) => `Mon 2023-07-31 17:1${6 + i}:31 UTC node-1 kubelet.service[${pid}]: I0731 17:1${6 + i}:31.865371  ${pid} kubelet.go:2130] "SyncLoop ADD" source="api" pods=[default/a]`)
    .join('\n');
  assert.deepEqual(buildReport(analyzeText(restarted), 'restarted', {}).kubeletStarts.map((s) => [s.line, s.reason]), [[2, 'new kubelet process (PID 200)']]);
  // A kernel ring-buffer line has no ` host ident[pid]: ` and stays free text, not a journald envelope.
  assert.equal(one('[  123.456789] eth0: link up').envelope, undefined);
});

test('a plain klog file: a new PID in the header is a new kubelet process, unless two PIDs take turns', async () => {
  const { analyzeText } = await import('../../server/src/pipeline');
  const { buildReport } = await import('../../server/src/report');
  // klog writes the process ID after the time. Shapes of adversarial10/17 (a kubelet restarted mid-deletion).
  const line = (sec: number, pid: number, text: string) => `I0314 10:0${sec}:00.000000    ${pid} kubelet.go:2453] ${text}`;
  const starts = (lines: string[]) => buildReport(analyzeText(lines.join('\n')), 'plain', {}).kubeletStarts.map((s) => [s.line, s.reason]);
  const restarted = [
    line(0, 2211, '"SyncLoop DELETE" source="api" pods=["shop/cart-0"]'),
    line(1, 2211, '"Housekeeping took longer than expected" expected="1s" actual="1.5s"'),
    line(2, 4433, '"SyncLoop ADD" source="api" pods=["shop/cart-0"]'),
    line(3, 4433, '"SyncLoop (housekeeping)"'),
  ];
  assert.deepEqual(starts(restarted), [[3, 'new kubelet process (PID 4433)']]);
  // The relisted pod goes on being torn down: the same life, not "added again".
  const report = buildReport(analyzeText(restarted.join('\n')), 'plain', {});
  assert.match(report.pods[0].summary ?? '', /^deletion requested at 10:00:00\.000/);
  // Two processes writing to one file take turns: once the old PID wrote after the new one's first line, no PID change
  // is a restart (the first change, read before the old PID came back, was one: the lines up to it are all there is).
  const turns = [restarted[0], restarted[2], line(4, 2211, '"SyncLoop (housekeeping)"'), line(5, 4433, '"SyncLoop (housekeeping)"'), line(6, 2211, '"SyncLoop (housekeeping)"'), line(7, 5555, '"SyncLoop (housekeeping)"')];
  assert.deepEqual(starts(turns), [[2, 'new kubelet process (PID 4433)']]);
  // A new PID is a kubelet's once it writes a kubelet's own source file: its flags are not, its banner starts it.
  const withBanner = [restarted[0], line(2, 4433, 'FLAG: --address="0.0.0.0"').replace('kubelet.go:2453', 'flags.go:59'), line(2, 4433, '"Kubelet version" kubeletVersion="v1.29.4"').replace('kubelet.go:2453', 'server.go:487'), restarted[2]];
  assert.deepEqual(starts(withBanner), [[3, 'start-up banner']]);
  // Another program writing to the kubelet's stderr (a credential plugin) is no kubelet process.
  const plugin = [restarted[0], line(1, 9001, '"Fetching credentials" image="registry.example/web:1"').replace('kubelet.go:2453', 'main.go:115'), restarted[1]];
  assert.deepEqual(starts(plugin), []);
  // Two nodes' kubelets writing at once (a file that names no host): PIDs milliseconds apart are no restart.
  const twoNodes = [restarted[0], restarted[2].replace('10:02:00.000000', '10:00:00.020000')];
  assert.deepEqual(starts(twoNodes), []);
});

test('start-up flags name the component: a kube-apiserver\'s "Version:" banner is not a kubelet version or start', async () => {
  const { analyzeText } = await import('../../server/src/pipeline');
  // corpus: kube-apiserver-1.19-klog-plain-skykying-scripts.log lines 1-5 and 171
  const apiserver = [
    'I1119 11:56:29.172045    4178 flags.go:59] FLAG: --add-dir-header="false"',
    'I1119 11:56:29.173178    4178 flags.go:59] FLAG: --admission-control="[]"',
    'I1119 11:56:29.173258    4178 flags.go:59] FLAG: --advertise-address="192.168.168.122"',
    'I1119 11:56:29.179430    4178 server.go:163] Version: v1.19.4',
  ];
  const a = parseText(apiserver.join('\n'));
  assert.deepEqual(a.component, { name: 'kube-apiserver', record: 2, how: 'its start-up flags, such as --advertise-address' });
  assert.equal(a.kubeletVersion, undefined);
  assert.deepEqual(analyzeText(apiserver.join('\n')).index.kubeletStarts, []);
  // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log lines 24, 47, 48 and 197: --authorization-mode is the
  // kubelet's too, so it decides nothing; two kubelet-only flags do.
  const kubelet = [
    'I1119 11:58:27.854465    4390 flags.go:59] FLAG: --authorization-mode="AlwaysAllow"',
    'I1119 11:58:27.855235    4390 flags.go:59] FLAG: --container-runtime="docker"',
    'I1119 11:58:27.855265    4390 flags.go:59] FLAG: --container-runtime-endpoint="unix:///var/run/dockershim.sock"',
    'I1119 11:58:27.862196    4390 server.go:411] Version: v1.19.4',
  ];
  const k = parseText(kubelet.join('\n'));
  assert.equal(k.component?.name, 'kubelet');
  assert.equal(k.kubeletVersion?.version, 'v1.19.4');
  assert.deepEqual(analyzeText(kubelet.join('\n')).index.kubeletStarts.map((s) => s.record), [3]);
  // Without flags, the banner is still taken for a kubelet's (the log says nothing else).
  assert.equal(parseText(kubelet[3]).kubeletVersion?.version, 'v1.19.4');
  // A journald line of another program is never a kubelet banner.
  assert.equal(parseText(`Nov 03 13:30:01 master kube-apiserver[2462]: ${apiserver[3]}`).kubeletVersion, undefined);
  // A journal whose lines nine in ten come from the kubelet's identifier names the kubelet, as another component's names it.
  const journal = Array.from({ length: 20 }, (_, i) => `Nov 19 11:58:${String(i + 10).padStart(2, '0')} node-1 kubenswrapper[4390]: ${kubelet[3]}`);
  assert.deepEqual(parseText(journal.join('\n')).component, { name: 'kubelet', record: -1, how: 'its journald identifier kubenswrapper' });
});

test('components per section and in newest-first logs: a minikube dump keeps its kubelet banner, a reversed apiserver log has none', async () => {
  const { analyzeText } = await import('../../server/src/pipeline');
  // A dump whose kube-apiserver section prints its flags, then the kubelet section's banner (journald, kubelet[pid]).
  const dump = [
    '==> kube-apiserver [abc] <==',
    'I1119 11:50:00.000000       1 flags.go:59] FLAG: --advertise-address="10.0.0.1"',
    'I1119 11:50:00.000001       1 flags.go:59] FLAG: --etcd-servers="https://127.0.0.1:2379"',
    'I1119 11:50:00.100000       1 server.go:625] Version: v1.19.4',
    '==> kubelet <==',
    'Nov 19 11:58:00 minikube kubelet[4390]: I1119 11:58:00.000000    4390 server.go:416] Version: v1.19.5',
  ].join('\n');
  const d = parseText(dump);
  assert.equal(d.kubeletVersion?.version, 'v1.19.5', "the kubelet section's banner, not the apiserver's");
  assert.equal(d.component, undefined, 'a dump of several components is no one component');
  assert.equal(d.sectionComponents.get('kube-apiserver [abc]')?.name, 'kube-apiserver');
  assert.deepEqual(analyzeText(dump).index.kubeletStarts.map((s) => s.record), [5]);
  // corpus: kube-apiserver-1.19-klog-plain-skykying-scripts.log, newest first: the flags come after the banner.
  const later = Array.from({ length: 20 }, (_, i) => `I1119 11:56:${String(59 - i).padStart(2, '0')}.000000    4178 httplog.go:89] "HTTP" verb="GET" URI="/healthz" latency="1ms" resp=200`);
  const reversed = [
    ...later,
    'I1119 11:56:29.179430    4178 server.go:163] Version: v1.19.4',
    'I1119 11:56:29.173258    4178 flags.go:59] FLAG: --advertise-address="192.168.168.122"',
    'I1119 11:56:29.173178    4178 flags.go:59] FLAG: --admission-control="[]"',
    'I1119 11:56:29.172045    4178 flags.go:59] FLAG: --add-dir-header="false"',
  ].join('\n');
  const r = parseText(reversed);
  assert.equal(r.reversed, true);
  assert.equal(r.kubeletVersion, undefined);
  assert.deepEqual(analyzeText(reversed).index.kubeletStarts, []);
});

test('mayHoldKeys screens lines for wanted keys: never false where parseKeyValues finds one', async () => {
  const { mayHoldKeys, parseKeyValues } = await import('../../server/src/parse/keyValues');
  const { IDENTITY_KEYS } = await import('../../server/src/model/identity');
  const wanted = IDENTITY_KEYS;
  // Named lines and lookalikes: keys inside values, keys that end like a wanted one, a key right after a value.
  const cases: [string, boolean][] = [
    [' log="observations" signal=memory.available resourceName="1Ki" capacity="2Ki"', false],
    [' pod="ns/a" podUID=0c3d6a3e-1111-4c54-bcce-3dcaedb62f50', true],
    [' err="rpc error: pod=x"', true], // a screen may say yes; parseKeyValues decides
    [' resourceName="x" xkind="Pod"', true],
    [' a="x"pod="ns/b"', true],
    [' containerID={"Type":"containerd","ID":"abc"}', true],
    ['', false],
    [' =', false],
  ];
  for (const [text, expected] of cases) assert.equal(mayHoldKeys(text, 0, text.length, wanted), expected, text);
  // Random lines of keys, values and noise: whenever a wanted key is parsed, the screen said yes.
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
  const words = [...wanted, 'resourceName', 'signal', 'xpod', 'podx', 'Name', 'ID', 'id', 'kinds', '"', '=', ' ', '"x=y"', '{a=b}', '[pod=c]', 'v'];
  let found = 0;
  for (let i = 0; i < 20_000; i++) {
    let text = '';
    const n = 1 + rnd(8);
    for (let k = 0; k < n; k++) text += words[rnd(words.length)] + (rnd(3) ? '=' : '') + words[rnd(words.length)] + (rnd(4) ? ' ' : '');
    const from = rnd(3);
    const parsed = parseKeyValues(text, 0, from, text.length, wanted).fields;
    if (parsed.length) {
      found++;
      assert.ok(mayHoldKeys(text, from, text.length, wanted), JSON.stringify(text));
      // One key at a time, as fieldValue asks (the short-list path).
      for (const f of parsed) assert.ok(mayHoldKeys(text, from, text.length, [f.key]), `${f.key} in ${JSON.stringify(text)}`);
    }
  }
  assert.ok(found > 1000, `${found} random lines held a wanted key`);
});

test('a date in a klog line\'s text gives the year when it is the line\'s own date and minute', () => {
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (an eviction observation).
  const obs = 'Aug 22 00:23:19 kind-worker kubelet[584647]: I0822 00:23:19.531214  584647 helpers.go:775] "Eviction manager:" log="observations" signal=memory.available resourceName="26Gi" capacity="31Gi" time="2023-08-22 00:23:19.52 +0000 UTC"';
  const plain = 'Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.291344  584647 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"';
  const dated = parseText([plain, obs].join('\n'), { fileDate: new Date(Date.UTC(2026, 7, 30)) });
  assert.equal(dated.yearSource, 'log');
  assert.equal(new Date(dated.records.at(0).time! / 1000).getUTCFullYear(), 2023);
  // A certificate's expiry is another date: it says nothing about the line's year.
  const cert = 'Aug 22 00:23:20 kind-worker kubelet[584647]: I0822 00:23:20.000000  584647 certificate_manager.go:270] "Certificate expiration is 2024-08-21 00:18:00 +0000 UTC, rotation deadline is 2024-06-01 12:00:00 +0000 UTC"';
  const undated = parseText([plain, cert].join('\n'), { fileDate: new Date(Date.UTC(2026, 7, 30)) });
  assert.equal(undated.yearSource, 'file-date');
  assert.equal(new Date(undated.records.at(0).time! / 1000).getUTCFullYear(), 2026);
  // A certificate renewed a minute ago and valid until this date next year, beside `now=`: two years fit, none is taken.
  const renewed = 'I1119 11:57:01.000000    4390 tlsconfig.go:200] loaded serving cert ["serving-cert::/etc/kubernetes/pki/apiserver.crt"]: "kube-apiserver" [serving] validServingFor=[10.0.0.1] issuer="kubernetes" (2020-11-19 11:57:00 +0000 UTC to 2021-11-19 11:57:00 +0000 UTC (now=2020-11-19 11:57:01.000000 +0000 UTC))';
  assert.equal(parseText(renewed, { fileDate: new Date(Date.UTC(2026, 7, 30)) }).yearSource, 'file-date');
});

test('a quoted value whose backslashes a Markdown page ate (`\\"` shown as `"`) runs to the quote before the next key or the end', async () => {
  const { parseKeyValues } = await import('../../server/src/parse/keyValues');
  const id = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
  const text = ` err="failed to get container status "${id}": rpc error: code = NotFound desc = an error occurred when try to find container "${id}": not found" containerID="${id}"`;
  const fields = parseKeyValues(text, 0, 0).fields;
  assert.deepEqual(fields.map((f) => f.key), ['err', 'containerID']);
  assert.equal(fields[0].value, `failed to get container status "${id}": rpc error: code = NotFound desc = an error occurred when try to find container "${id}": not found`);
  assert.equal(text.slice(fields[0].valueSpan.start, fields[0].valueSpan.end), text.slice(5, text.indexOf(' containerID=')));
  // At the end of the line, and with the keys asked for only (the index's read) the same value is found.
  const last = parseKeyValues(` err="a "b" c"`, 0, 0, undefined, ['err']).fields;
  assert.equal(last[0].value, 'a "b" c');
  // A well-formed line is read as before: an escaped quote stays inside, the first free quote closes it.
  const escaped = parseKeyValues(' err="a \\"b\\" c" pod="ns/x"', 0, 0).fields;
  assert.deepEqual(escaped.map((f) => [f.key, f.value]), [['err', 'a "b" c'], ['pod', 'ns/x']]);
  // A quote followed by neither a key nor the end: nothing better is found, the first quote closes it.
  assert.equal(parseKeyValues(' err="a "b', 0, 0).fields[0].value, 'a ');
});

test('a NotFound race pasted without its backslashes is graded as the same lines written by klog', () => {
  const id = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
  const lines = [
    `I0225 10:15:02.000000    1234 scope.go:110] "RemoveContainer" containerID="${id}"`,
    `I0225 10:15:02.200000    1234 pod_container_deletor.go:52] "DeleteContainer returned error" containerID={Type:containerd ID:${id}} err="failed to get container status \\"${id}\\": rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found"`,
  ];
  const verdicts = (text: string) => analyzeText(text, { today: new Date(Date.UTC(2026, 0, 1)) }).findings.map((f) => [f.line, f.entry.id]);
  const written = verdicts(lines.join('\n'));
  assert.deepEqual(written, [[1, 'deletecontainer-notfound']]);
  assert.deepEqual(verdicts(lines.join('\n').replaceAll('\\"', '"')), written);
});

test('a yearless log of Feb 29 is dated in the latest leap year before the file\'s date, not moved to Mar 1 (r24b 17)', () => {
  const lines = [
    'I0229 23:58:30.000000    1 kubelet.go:1] "SyncLoop ADD" source="api" pods=["ns/a"]',
    'I0301 00:00:30.000000    1 kubelet.go:1] "SyncLoop DELETE" source="api" pods=["ns/a"]',
  ];
  const p = parseText(lines.join('\n'), { fileDate: new Date(Date.UTC(2026, 5, 1)) });
  assert.equal(iso(p.records.at(0).time), '2024-02-29T23:58:30.000Z');
  assert.equal(iso(p.records.at(1).time), '2024-03-01T00:00:30.000Z');
  // Without a Feb 29 the file's year stands.
  assert.equal(iso(parseText(lines[1], { fileDate: new Date(Date.UTC(2026, 5, 1)) }).records.at(0).time).slice(0, 4), '2026');
});

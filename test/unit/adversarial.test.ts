// Logs built to tempt a false "benign" (session 9's adversarial review): each would have been graded benign citing a
// line that does not prove it. Lines use real message texts and key sets (the sample log's, the catalogue's samples).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis, Finding } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';
import { LogParser } from '../../server/src/parse/document';
import { IndexBuilder } from '../../server/src/model/index';
import { AnalysisBuilder } from '../../server/src/knowledge/analyze';
import { matcherFor } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
const verdicts = (a: Analysis, id: string): Finding['verdict'][] => a.findings.filter((f) => f.entry.id === id).map((f) => f.verdict);

/** `HH:MM:SS` plus `s` seconds, as a klog time of day. */
function clock(base: string, s: number): string {
  const [h, m, sec] = base.split(':').map(Number);
  const t = h * 3600 + m * 60 + sec + s;
  const p = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${p(t / 3600)}:${p((t / 60) % 60)}:${p(t % 60)}`;
}

const POD = 'pod="kube-system/etcd-cp-1" podUID=8a3f0e1c64b7b2f5b3c2d1e0f9a8b7c6';

test('a pod the eviction manager only ranked, or could not evict, is not being deleted: its readiness failing for an hour is actionable', () => {
  const lines = [
    `I0510 09:00:00.950000     712 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="kube-system/etcd-cp-1" event=&{ID:8a3f0e1c64b7b2f5b3c2d1e0f9a8b7c6 Type:ContainerStarted Data:${'4'.repeat(64)}}`,
    `I0510 09:10:00.000000     712 prober.go:126] "Probe succeeded" probeType="Readiness" ${POD} containerName="etcd"`,
    `I0510 10:00:00.120000     712 eviction_manager.go:378] "Eviction manager: pods ranked for eviction" pods=[kube-system/etcd-cp-1 default/web-5d9c7b6b8-x2kqz]`,
    `E0510 10:00:00.130000     712 eviction_manager.go:568] "Eviction manager: cannot evict a critical pod" pod="kube-system/etcd-cp-1"`,
  ];
  for (let s = 10; s <= 900; s += 10) {
    lines.push(`I0510 ${clock('10:00:00', s)}.000000     712 prober.go:116] "Probe failed" probeType="Readiness" ${POD} containerName="etcd" probeResult=failure output="HTTP probe failed with statuscode: 503"`);
  }
  const v = verdicts(analyse(lines), 'probe-failed');
  assert.equal(v.length, 90);
  assert.ok(!v.includes('benign'), 'a refused eviction excuses nothing');
  assert.ok(v.includes('actionable'), 'a probe that had succeeded, failing for 15 minutes');
});

test('a start recorded for another process under the same identifier (kube-proxy in hyperkube) excuses none of the kubelet\'s lines', () => {
  const a = analyse([
    'Mar 05 08:00:00 node-3 hyperkube[1234]: I0305 08:00:00.100000    1234 server.go:416] Version: v1.19.4',
    'Mar 05 12:00:00 node-3 hyperkube[5678]: I0305 12:00:00.200000    5678 node.go:136] Successfully retrieved node IP: 10.0.0.13',
    'Mar 05 12:00:30 node-3 hyperkube[1234]: E0305 12:00:30.100000    1234 kubelet.go:2106] Container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:docker: network plugin is not ready: cni config uninitialized',
  ]);
  assert.deepEqual(verdicts(a, 'cni-not-initialized'), ['investigate']);
});

test('"Kill container failed" NotFound right after its own kill line is not proven harmless by that kill', () => {
  const id = 'd3f3b2f7f02b832711593044c30a165bd991b4af5b1eadbb0c6d313d57660616';
  const a = analyse([
    'I0114 18:00:00.100000    3044 kubelet.go:2040] "SyncLoop DELETE" source="api" pods=[alloc-tests/alloc-mem-leak]',
    `I0114 18:00:02.100000    3044 kuberuntime_container.go:720] "Killing container with a grace period" pod="alloc-tests/alloc-mem-leak" podUID=5f3d2447-f535-4b3d-979c-216d4980cc3f containerName="alloc-mem" containerID="containerd://${id}" gracePeriod=30`,
    `E0114 18:00:02.124926    3044 kuberuntime_container.go:691] "Kill container failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" pod="alloc-tests/alloc-mem-leak" podUID=5f3d2447-f535-4b3d-979c-216d4980cc3f containerName="alloc-mem" containerID={"Type":"containerd","ID":"${id}"}`,
  ]);
  assert.deepEqual(verdicts(a, 'kill-container-not-found'), ['investigate']);
});

test('housekeeping\'s "Orphaned pod found, removing pod cgroups" is another attempt, not the success that excuses a cgroup failure', () => {
  const uid = '93035424-72ce-42df-be98-d0a9a47ec7c3';
  const a = analyse([
    `E0331 05:30:14.000000     723 pod_workers.go:951] "Error syncing pod, skipping" err="failed to delete cgroup paths for [kubepods burstable pod${uid}] : unable to destroy cgroup paths for cgroup [kubepods burstable pod${uid}] : Timed out while waiting for systemd to remove kubepods-burstable-pod${uid.replace(/-/g, '_')}.slice" pod="default/web-1" podUID=${uid}`,
    `I0331 05:30:14.100000     723 kubelet_pods.go:1127] "Orphaned pod found, removing pod cgroups" podUID=${uid}`,
  ]);
  assert.deepEqual(verdicts(a, 'pod-cgroup-delete-failed'), ['investigate']);
});

test('a static pod added again (same UID) lives again: its earlier termination does not excuse its new life\'s errors', () => {
  const a = analyse([
    'I0510 09:00:00.100000     712 kubelet.go:2086] "SyncLoop ADD" source="file" pods=[kube-system/etcd-cp-1]',
    `I0510 09:30:00.100000     712 kubelet.go:2096] "SyncLoop REMOVE" source="file" pods=[kube-system/etcd-cp-1]`,
    `I0510 09:30:00.800000     712 kubelet.go:1934] "Pod is terminated and will need no more status updates" ${POD}`,
    'I0510 09:30:20.100000     712 kubelet.go:2086] "SyncLoop ADD" source="file" pods=[kube-system/etcd-cp-1]',
    `I0510 09:30:20.900000     712 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="kube-system/etcd-cp-1" event=&{ID:8a3f0e1c64b7b2f5b3c2d1e0f9a8b7c6 Type:ContainerStarted Data:${'3'.repeat(64)}}`,
    `I0510 09:35:20.500000     712 status_manager.go:667] "Failed to update status for pod" pod="kube-system/etcd-cp-1" err="failed to patch status \\"{}\\" for pod \\"kube-system/etcd-cp-1\\": Patch \\"https://10.0.0.1:6443/api/v1/namespaces/kube-system/pods/etcd-cp-1/status\\": dial tcp 10.0.0.1:6443: connect: connection refused"`,
  ]);
  assert.ok(!verdicts(a, 'status-update-failed').includes('benign'));
});

test('a termination hours before does not excuse the same NotFound still coming every minute', () => {
  const id = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';
  const pod = 'pod="default/test-nginx-976fbbd77-m2tqs" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0';
  const lines = [
    'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]',
    `I0731 17:16:31.965371  354472 kubelet.go:1873] "Pod termination stopped all running containers" ${pod}`,
  ];
  for (let m = 1; m <= 60; m++) {
    lines.push(`E0731 ${clock('17:16:32', m * 60)}.000000  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}" ${pod}`);
  }
  const v = verdicts(analyse(lines), 'cri-containerstatus-notfound');
  assert.equal(v.length, 60);
  assert.equal(v[59], 'investigate', 'an hour later: too long after to explain it');
  // The first of the hour's lines is the same repeat (session 14: a repeat is judged as a whole)…
  assert.equal(v[0], 'investigate', 'the first line of an hour-long repeat');
  // …while the same line alone, a minute after the termination, is the race that termination explains.
  assert.deepEqual(verdicts(analyse(lines.slice(0, 3)), 'cri-containerstatus-notfound'), ['benign']);
});

test('a sidecar\'s start does not make another container\'s readiness failures a start-up', () => {
  const shop = 'pod="shop/web-0" podUID=9b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
  const a = analyse([
    `I0305 08:00:01.000000  2211 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event=&{ID:9b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4 Type:ContainerStarted Data:${'a1'.repeat(32)}}`,
    `I0305 10:14:55.000000  2211 prober.go:126] "Probe succeeded" probeType="Readiness" ${shop} containerName="web"`,
    `I0305 10:15:01.200000  2211 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event=&{ID:9b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4 Type:ContainerStarted Data:${'c3'.repeat(32)}}`,
    `I0305 10:15:10.000000  2211 prober.go:116] "Probe failed" probeType="Readiness" ${shop} containerName="web" probeResult=failure output="HTTP probe failed with statuscode: 503"`,
  ]);
  assert.deepEqual(verdicts(a, 'probe-failed'), ['investigate']);
});

test('container GC\'s own earlier round, which failed the same way, is no earlier removal', () => {
  const id = 'e'.repeat(64);
  const lines: string[] = [];
  for (let k = 0; k < 5; k++) {
    const t = clock('11:00:00', k * 59);
    lines.push(`I1225 ${t}.100000   31703 kuberuntime_container.go:947] "Removing container" containerID="${id}"`);
    lines.push(`E1225 ${t}.200000   31703 kuberuntime_gc.go:150] "Failed to remove container" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${id}\\": not found" containerID="${id}"`);
  }
  assert.ok(!verdicts(analyse(lines), 'gc-remove-container-notfound').includes('benign'));
});

test('a kubelet that restarts again and again before it registers: the registration deadline runs from its first start', () => {
  const lines: string[] = [];
  // A run every 20 s for 15 minutes, each failing to register and exiting.
  for (let k = 0; k < 45; k++) {
    const pid = 3000 + k;
    const t = (s: number) => clock('10:00:00', k * 20 + s);
    lines.push(`May 10 ${t(0)} cp-1 kubelet[${pid}]: I0510 ${t(0)}.100000    ${pid} server.go:415] "Kubelet version" kubeletVersion="v1.26.3"`);
    lines.push(`May 10 ${t(2)} cp-1 kubelet[${pid}]: E0510 ${t(2)}.300000    ${pid} kubelet.go:2448] "Error getting node" err="node \\"cp-1\\" not found"`);
    lines.push(`May 10 ${t(4)} cp-1 kubelet[${pid}]: E0510 ${t(4)}.100000    ${pid} kubelet.go:1466] "Failed to start ContainerManager" err="system validation failed - Following Cgroup subsystem not mounted: [cpuset]"`);
  }
  const a = analyse(lines);
  const v = verdicts(a, 'node-not-found-bootstrap');
  assert.equal(v.length, 45);
  // Each start fails within seconds (ContainerManager): a start that failed, one of a run, excuses nothing (session 17).
  assert.equal(v[0], 'investigate', 'a start that failed is no start-up evidence');
  assert.match(a.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap')[0].reason, /one of a run of restarts: a start that failed/);
  assert.equal(v[44], 'actionable', 'fifteen minutes of restarts without a registration are not');
  const last = a.findings.filter((f) => f.entry.id === 'node-not-found-bootstrap')[44];
  assert.match(last.reason, /after the kubelet first started at 10:00:00\.100000 \(44 restarts since, none registered\); the deadline passed at line 134; see line 1$/);
});

test('a registration long after a line does not make the line part of the start-up that registered', () => {
  const lines: string[] = [];
  for (let m = 0; m <= 40; m++) {
    lines.push(`May 10 ${clock('10:00:00', m * 60)} cp-1 kubelet[3000]: E0510 ${clock('10:00:00', m * 60)}.300000    3000 kubelet.go:2448] "Error getting node" err="node \\"cp-1\\" not found"`);
  }
  lines.push(`May 10 10:41:00 cp-1 kubelet[3000]: I0510 10:41:00.100000    3000 kubelet_node_status.go:76] "Successfully registered node" node="cp-1"`);
  const v = verdicts(analyse(lines), 'node-not-found-bootstrap');
  assert.equal(v.length, 41);
  assert.equal(v[0], 'investigate', '41 minutes before the registration');
  assert.equal(v[40], 'benign', 'a minute before it');
});

test('an eviction pass that garbage collection ended without evicting is benign; one that goes on to evict is not', () => {
  // The wording of kepler#1799 (structured) and of eviction_manager.go's end of a pass.
  const reclaimed = analyse([
    'Sep 28 05:37:59 team kubelet[2865036]: I0928 05:37:59.659033 2865036 eviction_manager.go:369] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"',
    'Sep 28 05:37:59 team kubelet[2865036]: I0928 05:37:59.912000 2865036 eviction_manager.go:376] "Eviction manager: able to reduce resource pressure without evicting pods." resourceName="ephemeral-storage"',
  ]);
  assert.deepEqual(verdicts(reclaimed, 'eviction-reclaim'), ['benign']);
  const evicting = analyse([
    'Sep 28 05:37:59 team kubelet[2865036]: I0928 05:37:59.659033 2865036 eviction_manager.go:369] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"',
    'Sep 28 05:37:59 team kubelet[2865036]: I0928 05:37:59.912000 2865036 eviction_manager.go:386] "Eviction manager: must evict pod(s) to reclaim" resourceName="ephemeral-storage"',
  ]);
  assert.deepEqual(verdicts(evicting, 'eviction-reclaim'), ['investigate']);
  assert.deepEqual(verdicts(evicting, 'eviction-pressure'), ['actionable']);
});

test('a name the log gives a container only later does not decide a verdict: read in pieces, the log is graded as read whole', () => {
  // A readiness failure 10 s after an unnamed start, and the started container named (`sidecar`) minutes later.
  const lines = [
    "I0601 10:00:00.000000    1234 kubelet.go:2000] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-1\" event={\"ID\":\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\",\"Type\":\"ContainerStarted\",\"Data\":\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1\"}",
    "I0601 10:00:10.000000    1234 prober.go:107] \"Probe failed\" probeType=\"Readiness\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" containerName=\"app\" probeResult=\"failure\" output=\"HTTP probe failed with statuscode: 503\"",
  ];
  for (let k = 0; k < 60; k++) lines.push(`I0601 10:01:00.000000    1234 foo.go:1] "Something unrelated" n=${k}`);
  lines.push("I0601 10:05:00.000000    1234 kuberuntime_container.go:700] \"Killing container with a grace period\" pod=\"default/web-1\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" containerName=\"sidecar\" containerID=\"containerd://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1\" gracePeriod=30");
  assertPiecesGiveWholeReport('started-name.log', `${lines.join('\n')}\n`, [300, 1000]);
});

test('a start of another process in between is passed over: the line\'s own process\'s start still excuses it', () => {
  // hyperkube runs the kubelet (PID 100) and kube-proxy (PID 200) under one identifier.
  const a = analyse(["Mar 01 10:00:00 node1 hyperkube[100]: I0301 10:00:00.000000     100 server.go:408] Version: v1.10.3", "Mar 01 10:00:01 node1 hyperkube[100]: I0301 10:00:01.000000     100 kubelet.go:1777] Starting kubelet main sync loop.", "Mar 01 10:00:03 node1 hyperkube[200]: I0301 10:00:03.100000     200 server_others.go:140] Using iptables Proxier.", "Mar 01 10:00:05 node1 hyperkube[100]: E0301 10:00:05.000000     100 kubelet.go:2125] Container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:docker: network plugin is not ready: cni config uninitialized"]);
  assert.deepEqual(verdicts(a, 'cni-not-initialized'), ['benign']);
});

test('a mirror pod refused for want of the API server\'s own priority class is a start-up race, not a refusal', () => {
  // kubernetes#133535: the API server creates system-node-critical as it starts.
  const a = analyse(["Nov 26 11:35:50 cp kubelet[3542]: I1126 11:35:50.000000    3542 server.go:487] \"Kubelet version\" kubeletVersion=\"v1.31.0\"", "Nov 26 11:36:06 cp kubelet[3542]: I1126 11:36:06.743704    3542 kubelet.go:3194] \"Creating a mirror pod for static pod\" pod=\"kube-system/kube-scheduler-cp\"", "Nov 26 11:36:06 cp kubelet[3542]: E1126 11:36:06.746157    3542 kubelet.go:3196] \"Failed creating a mirror pod\" err=\"pods \\\"kube-scheduler-cp\\\" is forbidden: no PriorityClass with name system-node-critical was found\" pod=\"kube-system/kube-scheduler-cp\"", "Nov 26 11:36:08 cp kubelet[3542]: I1126 11:36:08.743704    3542 kubelet.go:3194] \"Creating a mirror pod for static pod\" pod=\"kube-system/kube-scheduler-cp\""]);
  assert.deepEqual(verdicts(a, 'mirror-pod-rejected'), []);
  assert.deepEqual(verdicts(a, 'mirror-pod-create-failed'), ['benign']);
});

test('runc\'s "Failed to remove cgroup (will retry)" whose retries gave up is not harmless: its final failure seconds later makes it investigate', () => {
  // Line shapes from kubernetes#109182 (the runc warning in a kind kubelet's journal) and #97497 (the kubelet's own
  // report that it could not delete the pod's cgroup paths); runc's last retry logs `Failed to remove cgroup` at error.
  const uid = '93035424-72ce-42df-be98-d0a9a47ec7c3';
  const path = `/sys/fs/cgroup/rdma/kubelet/kubepods/pod${uid}/7cd75055222b05261b435a4face3561cd52ba91f54fa9ce6b194962767e5cddd`;
  const head = [
    `Mar 31 05:30:10 kind-control-plane kubelet[723]: I0331 05:30:10.000000     723 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/web-0]`,
    `Mar 31 05:30:10 kind-control-plane kubelet[723]: I0331 05:30:10.100000     723 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="default/web-0" event=&{ID:${uid} Type:ContainerDied Data:7cd75055222b05261b435a4face3561cd52ba91f54fa9ce6b194962767e5cddd}`,
    `Mar 31 05:30:14 kind-control-plane kubelet[723]: time="2022-03-31T05:30:14Z" level=warning msg="Failed to remove cgroup (will retry)" error="rmdir ${path}: device or resource busy"`,
  ];
  const graded = (extra: string[]) => {
    const a = analyse([...head, ...extra]);
    return a.findings.filter((f) => f.entry.id === 'runc-cgroup-remove-retry').map((f) => `${f.verdict}: ${f.reason}`);
  };
  const [alone] = graded([]);
  assert.match(alone, /^benign: /, 'retried while its pod was being deleted, nothing gave up');
  const runcGaveUp = `Mar 31 05:30:14 kind-control-plane kubelet[723]: time="2022-03-31T05:30:14Z" level=error msg="Failed to remove cgroup" error="rmdir ${path}: device or resource busy"`;
  assert.deepEqual(graded([runcGaveUp]), ['investigate: the removal gave up afterwards: line 4 reports its final failure for the same cgroup; see line 4']);
  const kubeletGaveUp = `Mar 31 05:30:15 kind-control-plane kubelet[723]: W0331 05:30:15.200000     723 pod_container_manager_linux.go:200] failed to delete cgroup paths for [kubepods besteffort pod${uid}] : unable to destroy cgroup paths for cgroup [kubepods besteffort pod${uid}] : Failed to remove paths: map[rdma:/sys/fs/cgroup/rdma/kubelet/kubepods/pod${uid}]`;
  assert.match(graded([kubeletGaveUp])[0], /^investigate: the removal gave up afterwards: line 4 reports its final failure for the same pod's cgroup \(pod 93035424\)/);
  // Another pod's final failure, or one a minute later (another removal), says nothing about this one.
  const other = runcGaveUp.replace(uid, '11111111-2222-3333-4444-555555555555').replace('7cd75055', '0cd75055');
  assert.match(graded([other])[0], /^benign: /);
  assert.match(graded([runcGaveUp.replace(/05:30:14/g, '05:31:30')])[0], /^benign: /);
  // Read in pieces (the final failure in a later piece than the warning), the verdict is the whole text's.
  assertPiecesGiveWholeReport('runc-gave-up', [...head, runcGaveUp].join('\n'), [200, 300, 700]);
});

test('a growing log of many runc retry warnings: each veto window settles once its 60 s have passed in the log, not by its pod\'s lines; a final failure regrades its pod\'s warnings only', () => {
  // From the session's review: the window had been measured on the finding's pod's lines, so findings of pods with no
  // later line stayed open and every later final failure graded all of them again (a growing log 0.4 → 8.7 s).
  const lines: string[] = [];
  const hex = (n: number, len: number) => n.toString(16).padStart(len, '0');
  for (let k = 0; k < 300; k++) {
    const uid = `${hex(k, 8)}-96fb-92e6-f2b9-e82dc4a702b9`;
    const cid = hex(k, 64);
    const t = `10:${String(Math.floor((2 * k) / 60)).padStart(2, '0')}:${String((2 * k) % 60).padStart(2, '0')}`;
    lines.push(`Mar 31 ${t} kind kubelet[723]: I0331 ${t}.100000     723 kubelet.go:2157] "SyncLoop (PLEG): event for pod" pod="default/web-${k}" event=&{ID:${uid} Type:ContainerDied Data:${cid}}`);
    lines.push(`Mar 31 ${t} kind kubelet[723]: time="2022-03-31T${t}Z" level=warning msg="Failed to remove cgroup (will retry)" error="rmdir /sys/fs/cgroup/rdma/kubelet/kubepods/pod${uid}/${cid}: device or resource busy"`);
    if (k % 2 === 0) lines.push(`Mar 31 ${t} kind kubelet[723]: time="2022-03-31T${t}Z" level=error msg="Failed to remove cgroup" error="rmdir /sys/fs/cgroup/rdma/kubelet/kubepods/pod${uid}/${cid}: device or resource busy"`);
  }
  const whole = analyse(lines);
  assert.deepEqual(verdicts(whole, 'runc-cgroup-remove-retry').filter((v) => v === 'investigate').length, 150);
  const parser = new LogParser(TODAY);
  let index: IndexBuilder | undefined;
  let builder: AnalysisBuilder | undefined;
  for (let at = 0; at < lines.length; at += 9) {
    for (const l of lines.slice(at, at + 9)) parser.pushLine(l);
    const parsed = parser.result();
    if (!index) {
      index = new IndexBuilder(parsed);
      builder = new AnalysisBuilder(index.index, matcherFor());
    } else builder!.extend(index.extend(parsed));
  }
  assert.deepEqual(builder!.analysis.counts, whole.counts);
  assert.ok(builder!.regraded < 2 * 300, `each finding regraded about once, not on every later final failure: ${builder!.regraded}`);
});

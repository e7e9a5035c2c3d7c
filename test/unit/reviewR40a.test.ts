// Review r40a (session 27): real kubelet and containerd lines on image pulls, the runtime and container lifecycles,
// from public issues. Each excerpt is quoted with its source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { buildReport, renderText } from '../../server/src/report';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[]) => analyzeText(lines.join('\n'), TODAY);
const grade = (lines: string[]): string[] => analyse(lines).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('1: a shim that went away with no exit or stop of its task around it is not harmless (containerd#9160, #10437)', () => {
  // https://github.com/containerd/containerd/issues/9160: the shim gone 4.5 s into a start that never returned
  assert.deepEqual(grade([
    "Sep 28 04:02:20 ip-10-11-7-196 containerd: time=\"2023-09-28T04:02:20.139551216Z\" level=info msg=\"CreateContainer within sandbox \\\"a1babc80366ae64ca381023462279d3a36318b55cb9268302c2de1b6e2febce2\\\" for &ContainerMetadata{Name:helper,Attempt:0,} returns container id \\\"038ad186446d42e811b2671c3cc00689c805345a61c780a20b46c485b72b8270\\\"\"",
    "Sep 28 04:02:20 ip-10-11-7-196 containerd: time=\"2023-09-28T04:02:20.139882362Z\" level=info msg=\"StartContainer for \\\"038ad186446d42e811b2671c3cc00689c805345a61c780a20b46c485b72b8270\\\"\"",
    "Sep 28 04:02:24 ip-10-11-7-196 containerd: time=\"2023-09-28T04:02:24.648587123Z\" level=info msg=\"shim disconnected\" id=038ad186446d42e811b2671c3cc00689c805345a61c780a20b46c485b72b8270",
  ]), ['L3 containerd-shim-cleanup investigate']);
  // https://github.com/containerd/containerd/issues/10437: a restarted containerd cleaning up a shim it had left
  const restart = grade([
    "Jul 04 16:24:03 ip-10-2-39-179.eu-west-1.compute.internal containerd[13397]: time=\"2024-07-04T16:24:03.119492729Z\" level=info msg=\"cleaning leaked shim process\" id=4b5442885f9ab6cb609f8ea7a176855eae61425570508d71b7caa31955fc6ed0 namespace=k8s.io",
    "Jul 04 16:24:03 ip-10-2-39-179.eu-west-1.compute.internal containerd[13397]: time=\"2024-07-04T16:24:03.120020900Z\" level=info msg=\"shim disconnected\" id=4b5442885f9ab6cb609f8ea7a176855eae61425570508d71b7caa31955fc6ed0 namespace=k8s.io",
    "Jul 04 16:24:03 ip-10-2-39-179.eu-west-1.compute.internal containerd[13397]: time=\"2024-07-04T16:24:03.120084841Z\" level=warning msg=\"cleaning up after shim disconnected\" id=4b5442885f9ab6cb609f8ea7a176855eae61425570508d71b7caa31955fc6ed0 namespace=k8s.io",
    "Jul 04 16:24:03 ip-10-2-39-179.eu-west-1.compute.internal containerd[13397]: time=\"2024-07-04T16:24:03.120095861Z\" level=info msg=\"cleaning up dead shim\" namespace=k8s.io",
  ]);
  assert.deepEqual(restart.slice(0, 3), ['L1 containerd-shim-cleanup investigate', 'L2 containerd-shim-cleanup investigate', 'L3 containerd-shim-cleanup investigate']);
  // The same lines after the task's exit are containerd's cleanup (a TaskExit made up before the corpus's shim line).
  const exited = analyse([
    'time="2024-05-07T11:59:40.700000000Z" level=info msg="TaskExit event in podsandbox handler container_id:\\"eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef\\" id:\\"eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef\\" pid:5012 exit_status:1"',
    'time="2024-05-07T11:59:40.783846880Z" level=info msg="shim disconnected" id=eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef namespace=k8s.io',
  ]);
  assert.equal(exited.findings[0]?.verdict, 'benign');
  assert.deepEqual(exited.findings[0]?.evidence.map((e) => e.line), [0]);
});

test('2: rsyslog\'s RFC 5424 fields without the priority before a klog line are read (containerd#9947)', () => {
  // https://github.com/containerd/containerd/issues/9947
  const a = analyse([
    "2024-02-07T02:45:40.739274+00:00 NodeA containerd 22938 - -  time=\"2024-02-07T02:45:40.738965836Z\" level=info msg=\"RunPodSandbox for &PodSandboxMetadata{Name:podX-b181ca13-z7d7p,Uid:f4fc0242-4fb4-4015-a7eb-3e4a9cd73293,Namespace:default,Attempt:0,}",
    "2024-02-07T02:49:40.739405+00:00 NodeA kubelet 24578 - -  E0207 02:49:40.738973   24578 remote_runtime.go:176] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\"",
    "2024-02-07T02:49:40.739537+00:00 NodeA kubelet 24578 - -  E0207 02:49:40.739041   24578 kuberuntime_sandbox.go:72] \"Failed to create sandbox for pod\" err=\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\" pod=\"default/podX-b181ca13-z7d7p\"",
    "2024-02-07T02:49:52.035922+00:00 NodeA containerd 22938 - -  time=\"2024-02-07T02:49:52.035460535Z\" level=info msg=\"RunPodSandbox for &PodSandboxMetadata{Name:podX-b181ca13-z7d7p,Uid:f4fc0242-4fb4-4015-a7eb-3e4a9cd73293,Namespace:default,Attempt:0,}\"",
  ]);
  assert.ok(a.findings.some((f) => f.entry.id === 'sandbox-create-failed' && f.verdict === 'actionable'));
  const rec = a.index.parsed.records.at(a.index.parsed.recordOfLine[1]);
  assert.equal(rec.envelope?.host, 'NodeA');
  assert.equal(rec.envelope?.ident, 'kubelet');
  assert.equal(rec.envelope?.pid, 24578);
  assert.match(a.findings.find((f) => f.entry.id === 'sandbox-create-failed')!.reason, /the kubelet's request timed out before the runtime had finished the sandbox/);
});

test('3: a pod sync failing on a runtime call that ran out of time is read, and error lines no entry knows are said (gardener#844)', () => {
  // https://github.com/gardener/gardener/issues/844
  const lines = [
    "Mar 22 10:41:31 shoot--flow--flow-cpu-worker-5586b85fb4-8gdzw hyperkube[1403]: E0322 10:41:31.692181    1403 pod_workers.go:186] Error syncing pod e5d6756a-4c8a-11e9-b330-1a2ee7c39f46 (\"msa-logging-fluentd-54bbc4fdf7-pxd99_logging(e5d6756a-4c8a-11e9-b330-1a2ee7c39f46)\"), skipping: rpc error: code = DeadlineExceeded desc = context deadline exceeded",
    "Mar 22 10:41:32 shoot--flow--flow-cpu-worker-5586b85fb4-8gdzw hyperkube[1403]: I0322 10:41:32.540126    1403 azure_dd.go:190] got a matching size in getMaxDataDiskCount, Name: Standard_D8s_v3, MaxDataDiskCount: %!s(int32=16)",
    "Mar 22 10:41:40 shoot--flow--flow-cpu-worker-5586b85fb4-8gdzw hyperkube[1403]: I0322 10:41:40.754275    1403 azure_backoff.go:70] GetVirtualMachineWithRetry(shoot--flow--flow-cpu-worker-5586b85fb4-8gdzw): backoff success",
  ];
  assert.deepEqual(grade(lines), ['L1 cri-call-failed investigate']);
  // An error line of no entry (made up) is counted and named in the report's header.
  const unknown = 'E0322 10:41:45.000000    1403 some_file.go:12] something no entry knows went wrong';
  const a = analyse([...lines, unknown]);
  assert.deepEqual(a.unexplained, { count: 1, first: [lines.length] });
  const text = renderText(buildReport(a, 'x.log', {}));
  assert.ok(text.includes(`not explained: 1 line logged as E or F matches no catalogue entry (L${lines.length + 1}): read it yourself`), text);
});

test('4, 5, 6, 7: old image GC wording, the kubelet\'s own pull throttle, a runtime gone mid-call, a 1.8 back-off line', () => {
  // https://github.com/openshift/release/issues/40
  assert.deepEqual(grade([
    "Jul 13 14:45:25 origin-ci-ig-n-khlp.c.openshift-gce-devel.internal origin-node[5119]: E0713 14:45:25.353673    5119 kubelet.go:1146] Image garbage collection failed: wanted to free 6607811379, but freed 7438123270 space with errors in image deletion: [Error response from daemon: {\"message\":\"conflict: unable to delete 8427ca8443f7 (cannot be forced) - image has dependent child images\"}, Error response from daemon: {\"message\":\"conflict: unable to delete a8493f5f50ff (must be forced) - image is being used by stopped container 8921d7846ede\"}, Error response from daemon: {\"message\":\"conflict: unable to delete c910564acdf7 (must be forced) - image is being used by stopped container b9df28709ff3\"}, Error response from daemon: {\"message\":\"conflict: unable to delete 9b7f6bc4f8e5 (must be forced) - image is being used by stopped container efcb52877bde\"}]",
  ]), ['L1 image-gc-failed investigate']);
  // https://github.com/zalando-incubator/kubernetes-on-aws/pull/8045
  const qps = analyse([
    "E0903 10:30:03.291420    1088 pod_workers.go:1298] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"<CONTAINER_NAME>\\\" with ErrImagePull: \\\"pull QPS exceeded\\\"\" pod=\"<POD_NAME>\" podUID=\"<POD_ID>\"",
  ]).findings[0];
  assert.match(qps.reason, /the kubelet's own limit on image pulls \(`registryPullQPS`/);
  // https://github.com/canonical/microk8s/issues/525
  const gone = analyse([
    "Jun 28 02:10:04 hostname microk8s.daemon-kubelet[2890]: E0628 02:10:04.339971    2890 kuberuntime_manager.go:688] createPodSandbox for pod \"pause_default(eec3cc8d-59b1-4d7b-bc48-698ba893490d)\" failed: rpc error: code = Unavailable desc = transport is closing",
    "Jun 28 02:10:04 hostname microk8s.daemon-kubelet[2890]: E0628 02:10:04.340064    2890 pod_workers.go:190] Error syncing pod eec3cc8d-59b1-4d7b-bc48-698ba893490d (\"pause_default(eec3cc8d-59b1-4d7b-bc48-698ba893490d)\"), skipping: failed to \"CreatePodSandbox\" for \"pause_default(eec3cc8d-59b1-4d7b-bc48-698ba893490d)\" with CreatePodSandboxError: \"CreatePodSandbox for pod \\\"pause_default(eec3cc8d-59b1-4d7b-bc48-698ba893490d)\\\" failed: rpc error: code = Unavailable desc = transport is closing\"",
    "Jun 28 02:10:05 hostname microk8s.daemon-kubelet[2890]: E0628 02:10:05.149976    2890 remote_runtime.go:182] ListPodSandbox with filter nil from runtime service failed: rpc error: code = Unavailable desc = all SubConns are in TransientFailure, latest connection error: connection error: desc = \"transport: Error while dialing dial unix /var/snap/microk8s/common/run/containerd.sock: connect: connection refused\"",
  ]).findings.find((f) => f.entry.id === 'sandbox-create-failed');
  assert.match(gone!.reason, /the runtime stopped answering during the call/);
  // https://github.com/kubernetes/kubernetes/issues/54760
  assert.deepEqual(grade([
    "Oct 29 13:16:06 centos02 kubelet[4919]: I1029 13:16:06.471126    4919 kuberuntime_manager.go:457] Container {Name:alpine Image:alpine Command:[] Args:[] WorkingDir: Ports:[] EnvFrom:[] Env:[] Resources:{Limits:map[] Requests:map[]} VolumeMounts:[{Name:default-token-37cjw ReadOnly:true MountPath:/var/run/secrets/kubernetes.io/serviceaccount SubPath:}] LivenessProbe:nil ReadinessProbe:nil Lifecycle:nil TerminationMessagePath:/dev/termination-log TerminationMessagePolicy:File ImagePullPolicy:Always SecurityContext:nil Stdin:false StdinOnce:false TTY:false} is dead, but RestartPolicy says that we should restart it.",
    "Oct 29 13:16:06 centos02 kubelet[4919]: I1029 13:16:06.471310    4919 kuberuntime_manager.go:741] checking backoff for container \"alpine\" in pod \"alpine-368057524-bgt0m_default(cc89ef7c-bc47-11e7-85ce-901b0edee6b6)\"",
    "Oct 29 13:16:06 centos02 kubelet[4919]: I1029 13:16:06.471446    4919 kuberuntime_manager.go:751] Back-off 5m0s restarting failed container=alpine pod=alpine-368057524-bgt0m_default(cc89ef7c-bc47-11e7-85ce-901b0edee6b6)",
  ]), ['L3 crashloopbackoff actionable']);
});

test('9: the kubelet reconnecting to the runtime\'s socket is read (kubernetes#95727)', () => {
  // https://github.com/kubernetes/kubernetes/issues/95727 (a hard-wrapped paste)
  assert.deepEqual(grade([
    "Oct 20 13:47:39 bypass-route kubelet[312802]: W1020 13:47:39.523936  312802 clientconn.go:1223] grpc: addrConn.createTransport failed to connect to {unix:///run/containerd/containerd.sock  <nil> 0 <nil>}. Err :connection error: desc = \"tr",
    "ansport: Error while dialing dial unix:///run/containerd/containerd.sock: timeout\". Reconnecting...",
    "Oct 20 13:47:39 bypass-route kubelet[312802]: W1020 13:47:39.527771  312802 clientconn.go:1223] grpc: addrConn.createTransport failed to connect to {unix:///run/containerd/containerd.sock  <nil> 0 <nil>}. Err :connection error: desc = \"transport: Error while dialing dial unix:///run/containerd/containerd.sock: timeout\". Reconnecting...",
  ]).map((g) => g.split(' ').slice(1).join(' ')), ['runtime-socket-unreachable investigate', 'runtime-socket-unreachable investigate']);
});

test('r42a 02, 25: an exec process\'s TaskExit is not its container\'s exit; a CNI plugin\'s refused connection is the network\'s', () => {
  // Made up by review r42a in containerd's words: an exec probe's process (id) exits in a running container (container_id).
  const exec = [
    "Feb 07 11:00:00 node-a containerd[812]: time=\"2024-02-07T11:00:00.016000005Z\" level=info msg=\"RunPodSandbox for &PodSandboxMetadata{Name:web-1,Uid:4a9c2e7f-1b3d-4c5e-8f60-7a1b2c3d4e5f,Namespace:default,Attempt:0,} returns sandbox id \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\"\"",
    "Feb 07 11:00:01 node-a containerd[812]: time=\"2024-02-07T11:00:01.017000005Z\" level=info msg=\"CreateContainer within sandbox \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\" for &ContainerMetadata{Name:app,Attempt:0,} returns container id \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\"\"",
    "Feb 07 11:00:01 node-a containerd[812]: time=\"2024-02-07T11:00:01.018000005Z\" level=info msg=\"StartContainer for \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\" returns successfully\"",
    "Feb 07 11:02:10 node-a containerd[812]: time=\"2024-02-07T11:02:10.019000005Z\" level=info msg=\"ExecSync for \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\" with command [/bin/sh -c healthcheck] and timeout 1 (s)\"",
    "Feb 07 11:02:10 node-a containerd[812]: time=\"2024-02-07T11:02:10.020000005Z\" level=info msg=\"TaskExit event container_id:\\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\" id:\\\"017ca33a94862186644faa288f46228bfc3f14e164b6cb8420ad7e49285b9388\\\" pid:4312 exited_at:{seconds:1707274180 nanos:1}\"",
    "Feb 07 11:02:10 node-a containerd[812]: time=\"2024-02-07T11:02:10.021000005Z\" level=info msg=\"Exec process \\\"017ca33a94862186644faa288f46228bfc3f14e164b6cb8420ad7e49285b9388\\\" exits with exit code 0 and error <nil>\"",
    "Feb 07 11:02:10 node-a containerd[812]: time=\"2024-02-07T11:02:10.022000005Z\" level=info msg=\"ExecSync for \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\" returns with exit code 0\"",
    "Feb 07 11:02:13 node-a containerd[812]: time=\"2024-02-07T11:02:13.023000005Z\" level=info msg=\"shim disconnected\" id=559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd namespace=k8s.io",
    "Feb 07 11:02:13 node-a containerd[812]: time=\"2024-02-07T11:02:13.024000005Z\" level=warning msg=\"cleaning up after shim disconnected\" id=559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd namespace=k8s.io",
    "Feb 07 11:02:13 node-a containerd[812]: time=\"2024-02-07T11:02:13.025000005Z\" level=info msg=\"cleaning up dead shim\" namespace=k8s.io",
  ];
  assert.ok(grade(exec).filter((g) => g.includes('containerd-shim-cleanup')).every((g) => g.endsWith('investigate')), grade(exec).join('; '));
  // calico's own `connection refused` to the API server, and `code = Unknown` ending in "context deadline exceeded".
  const cni = analyse([
    "Feb 07 09:00:00 node-a kubelet[1234]: I0207 09:00:00.213100    1234 server.go:487] \"Kubelet version\" kubeletVersion=\"v1.23.17\"",
    "Feb 07 10:00:00 node-a kubelet[1234]: E0207 10:00:00.214100    1234 remote_runtime.go:176] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unavailable desc = transport is closing\"",
    "Feb 07 10:00:10 node-a kubelet[1234]: E0207 10:00:10.215100    1234 remote_runtime.go:176] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\"",
    "Feb 07 10:00:20 node-a kubelet[1234]: E0207 10:00:20.216100    1234 remote_runtime.go:176] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to setup network for sandbox \\\"adfa2b24c2d924fe6383d8804be55afb98ea3eb0e14c3470ac3a0f651b9a422e\\\": plugin type=\\\"calico\\\" failed (add): error getting ClusterInformation: Get \\\"https://10.96.0.1:443/apis/crd.projectcalico.org/v1/clusterinformations/default\\\": dial tcp 10.96.0.1:443: connect: connection refused\"",
    "Feb 07 10:00:30 node-a kubelet[1234]: E0207 10:00:30.217100    1234 remote_runtime.go:176] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to setup network for sandbox \\\"adfa2b24c2d924fe6383d8804be55afb98ea3eb0e14c3470ac3a0f651b9a422e\\\": plugin type=\\\"calico\\\" failed (add): error adding host side routes for interface: cali12ab34cd56e, error: route (Ifindex: 41, Dst: 10.244.1.7/32, Scope: 253) already exists for an interface other than 'cali12ab34cd56e': context deadline exceeded\"",
    "Feb 07 10:01:00 node-a kubelet[1234]: E0207 10:01:00.218100    1234 remote_runtime.go:116] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to set up sandbox container \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\" network for pod \\\"api-0\\\": networkPlugin cni failed to set up pod \\\"api-0_prod\\\" network: open /run/flannel/subnet.env: no such file or directory\"",
    "Feb 07 10:01:10 node-a kubelet[1234]: E0207 10:01:10.219100    1234 remote_runtime.go:116] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to set up sandbox container \\\"adfa2b24c2d924fe6383d8804be55afb98ea3eb0e14c3470ac3a0f651b9a422e\\\" network for pod \\\"cache-7d9f8b6c5-x2x9z\\\": networkPlugin cni failed to set up pod \\\"cache-7d9f8b6c5-x2x9z_team-a\\\" network: dial tcp 127.0.0.1:6784: connect: connection refused\"",
  ]).findings.filter((f) => f.entry.id === 'sandbox-create-failed');
  assert.match(cni[0].reason, /the runtime stopped answering/);
  assert.match(cni[1].reason, /request timed out/);
  assert.ok(cni.slice(2).every((f) => !/runtime stopped answering|request timed out/.test(f.reason)), cni.map((f) => f.reason).join(' | '));
});

test('r42a 24: a KillPodSandboxError that is a runtime timeout is cri-call-failed, not a CNI teardown', () => {
  // Made up by review r42a in the kubelet's ≤1.20 words.
  const lines = [
    "Feb 07 10:20:00 node-a kubelet[1234]: E0207 10:20:00.211100    1234 pod_workers.go:191] Error syncing pod 9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4 (\"api-0_prod(9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4)\"), skipping: rpc error: code = Unavailable desc = transport is closing",
    "Feb 07 10:20:30 node-a kubelet[1234]: E0207 10:20:30.212100    1234 pod_workers.go:191] Error syncing pod 9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4 (\"api-0_prod(9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4)\"), skipping: failed to \"KillPodSandbox\" for \"9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4\" with KillPodSandboxError: \"rpc error: code = DeadlineExceeded desc = context deadline exceeded\"",
  ];
  assert.deepEqual(grade(lines.slice(-1)), ['L1 cri-call-failed investigate']);
});

test('r40a 05: a pod known only by its kill failing is terminating, not of an unknown state (containerd#6080)', async () => {
  // https://github.com/containerd/containerd/issues/6080
  const { podTimeline } = await import('../../server/src/model/timeline');
  const a = analyse([
    "Nov 13 07:54:19 ip-10-xxxl kubelet[2757]: E1113 07:54:19.636989    2757 pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"KillContainer\\\" for \\\"solace\\\" with KillContainerError: \\\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\\\"\" pod=\"solace-caas-uat/kilo-production-d3no7i2udi8-solace-monitor-0\" podUID=\"7ce7a058-655b-422a-9d60-e37797eeaaee\"",
  ]);
  assert.equal(podTimeline(a.index, a.index.pods[0]).state, 'terminating');
});

// Review r28a (session 24): real kubelet lines from public issues that got no finding at all. One line each, with its
// source; the entry and verdict each must get.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const grade = (text: string): string[] => analyzeText(text, TODAY).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('a fatal line no entry explains is left to judge, never silent; a fatal line of another program is not the kubelet\'s', () => {
  // kubernetes/kubernetes#61053 (its description)
  assert.deepEqual(grade('F0312 17:59:03.138986   25317 server.go:144] unknown flag: --cluster_dns'), ['L1 kubelet-fatal investigate']);
  // flanneld's own fatal line in the node's journal (adversarial12 28)
  assert.deepEqual(grade('Mar 14 10:00:20 node-a flanneld[777]: F0314 10:00:20.000000     777 main.go:338] Error registering network: failed to acquire lease: node "node-a" pod cidr not assigned'), []);
  // A fatal line an entry knows keeps that entry.
  assert.deepEqual(grade('F0405 05:33:40.511159    4759 server.go:274] failed to run Kubelet: misconfiguration: kubelet cgroup driver: "cgroupfs" is different from docker cgroup driver: "systemd"'), ['L1 cgroup-driver-mismatch actionable']);
});

test('older and cut wordings of known errors are matched', () => {
  // bottlerocket-os/bottlerocket#4754
  assert.deepEqual(grade('Jan 29 20:19:42 ip-192-168-177-192 kubelet[3832]: E0129 20:19:42.239791    3832 container_manager_linux.go:351] "Failed to initialize memory manager" err="the total amount \\"10Mi\\" of type \\"hugepages-2Mi\\" is not equal to the value \\"0\\" determined by Node Allocatable feature"'), ['L1 container-manager-start-failed actionable']);
  // kubernetes/kubeadm#591 (≤1.8)
  assert.deepEqual(grade('Dec 11 14:22:30 kube-3 kubelet: I1211 14:22:30.440352    1355 logs.go:41] http: TLS handshake error from 192.168.80.234:37000: no certificate available'), ['L1 serving-certificate-missing investigate']);
  // kubernetes/kubernetes#40331 (≤1.9): vim's swap file, gone when the kubelet opened it, is no broken manifest but
  // the informational static-pod-file-gone (r58a M03): no finding.
  assert.deepEqual(grade('Jan 23 23:26:04 k8s-master-06481525-0 docker[45689]: E0123 23:26:04.872949   45713 file_linux.go:107] can\'t process config file "/etc/kubernetes/manifests/.kube-controller-manager.yaml.swx": open /etc/kubernetes/manifests/.kube-controller-manager.yaml.swx: no such file or directory'), []);
  assert.deepEqual(grade('Jan 23 23:26:04 k8s-master-06481525-0 docker[45689]: E0123 23:26:04.872949   45713 file_linux.go:107] can\'t process config file "/etc/kubernetes/manifests/kube-controller-manager.yaml": /etc/kubernetes/manifests/kube-controller-manager.yaml: couldn\'t parse as pod(yaml: line 4: could not find expected \':\'), please check config file'), ['L1 static-pod-manifest-invalid actionable']);
  // containerd/cri#1014 (≤1.9)
  assert.deepEqual(grade('Jan 02 06:03:35 node1 kubelet[250135]: E0102 05:52:05.467883  250135 kuberuntime_sandbox.go:198] ListPodSandbox failed: rpc error: code = Unavailable desc = grpc: the connection is unavailable'), ['L1 cri-call-failed investigate']);
  // ≤1.7's wording of image GC's stats race at start-up (corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log)
  assert.deepEqual(grade('Nov 03 13:31:44 minion2 kubelet[1334]: E1103 13:31:44.346412    1334 kubelet.go:1146] Image garbage collection failed: unable to find data for container /'), ['L1 image-gc-stats-not-ready investigate']);
});

test('the eviction manager saying eviction cannot help is said so, not "possibly by evicting pods"', () => {
  // kubernetes/minikube#5355
  const lines = [
    'Sep 14 23:55:47 bauerbob kubelet[2314]: E0914 23:55:47.566125    2314 eviction_manager.go:557] eviction manager: cannot evict a critical static pod kube-apiserver-minikube_kube-system(5fe9cb22a79eca9d7179983b6ab0880c)',
    'Sep 14 23:55:47 bauerbob kubelet[2314]: I0914 23:55:47.566158    2314 eviction_manager.go:385] eviction manager: unable to evict any pods from the node',
  ];
  const [critical, none] = analyzeText(lines.join('\n'), TODAY).findings;
  assert.match(critical.reason, /^this pod is critical \(a static or system pod\) and is never evicted/);
  assert.match(none.reason, /^no pod could be evicted: the pressure stays until what fills the node is removed by hand/);
});

test('an event refused for the kubelet\'s own user is no dropped event to wave through (review r29a 34)', () => {
  const line = (t: string) => `E0412 08:${t}.000000    5656 event.go:267] Server rejected event '&v1.Event{ObjectMeta:v1.ObjectMeta{Name:"node-3.17c5a0b2e0000000", Namespace:"default"}}': 'events is forbidden: User "system:node:node-3" cannot create resource "events" in API group "" in the namespace "default"' (will not retry!)`;
  const text = ['I0412 08:00:00.000000    5656 server.go:415] "Kubelet version" kubeletVersion="v1.26.15"', 'I0412 08:00:05.000000    5656 kubelet_node_status.go:76] "Successfully registered node" node="node-3"', line('10:00'), line('11:00')].join('\n');
  assert.deepEqual(grade(text), ['L3 event-write-refused actionable', 'L4 event-write-refused actionable']);
});

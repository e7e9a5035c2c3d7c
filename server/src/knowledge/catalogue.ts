// The known-message catalogue: one entry per known kubelet/CRI error of knowledge/known-errors.md (same ids), plus
// informational entries for frequent lines that look alarming but report no error. Pure data; the matcher is match.ts.
//
// Order matters: when several entries fit a record the first one wins, so specific entries (NotFound variants, errors
// with a distinguishing err text) come before general ones, and the broad informational entries come last.
// Every sample is a real line, copied verbatim from the corpus, the seed analysis, or an upstream issue/PR (named in
// the comment above it); the catalogue tests parse each one and check that it matches its own entry.
import type { CatalogueEntry, Reference, SpecificAdvice } from './types';

const K8S = 'https://github.com/kubernetes/kubernetes';

/** kubernetes/kubernetes issue. */
function k8s(n: number): Reference {
  return { label: `kubernetes/kubernetes#${n}`, url: `${K8S}/issues/${n}` };
}
/** kubernetes/kubernetes pull request. */
function k8sPR(n: number): Reference {
  return { label: `kubernetes/kubernetes PR #${n}`, url: `${K8S}/pull/${n}` };
}
/** Issue in another repository. */
function gh(repo: string, n: number): Reference {
  return { label: `${repo}#${n}`, url: `https://github.com/${repo}/issues/${n}` };
}
/** Pull request in another repository. */
function ghPR(repo: string, n: number): Reference {
  return { label: `${repo} PR #${n}`, url: `https://github.com/${repo}/pull/${n}` };
}
/** A kubernetes/kubernetes source file on master. */
function src(path: string): Reference {
  return { label: `kubernetes/kubernetes ${path}`, url: `${K8S}/blob/master/${path}` };
}
/** A page outside GitHub. */
function page(label: string, url: string): Reference {
  return { label, url };
}

const LOKI_JOURNALD = page(
  'Example: a real 1.28 node journal with these lines (kept as test data by grafana/loki)',
  'https://github.com/grafana/loki/blob/main/pkg/pattern/drain/testdata/journald.txt',
);

// Source paths used by several entries.
const REMOTE_RUNTIME = ['pkg/kubelet/cri/remote/remote_runtime.go', 'staging/src/k8s.io/cri-client/pkg/remote_runtime.go'];
const DELETOR = 'pkg/kubelet/pod_container_deletor.go';
const KR_CONTAINER = 'pkg/kubelet/kuberuntime/kuberuntime_container.go';
const KR_GC = 'pkg/kubelet/kuberuntime/kuberuntime_gc.go';
const POD_WORKERS = 'pkg/kubelet/pod_workers.go';
const KUBELET_GO = 'pkg/kubelet/kubelet.go';
/** The CSI plugin's words for a driver no node plugin has registered with this kubelet (yet). */
const CSI_DRIVER_NOT_REGISTERED = 'not found in the list of registered CSI drivers';
/** followed-by-success for the kubelet's own failed starts: a later start on the node got through (its node registered within the hour). */
const KUBELET_START_GOT_THROUGH = { windowSeconds: 3600, successInLaterRun: true, successMessages: ['Successfully registered node', 'Node was previously registered'], successSays: 'a later start of the kubelet got through: its node registered' };
/**
 * How the API server refuses the kubelet's identity: a 403 (`forbidden`, Go's bare `Forbidden`), a 401 (`Unauthorized`,
 * or client-go's words for one without a body), a certificate it does not accept.
 */
const IDENTITY_REFUSALS = ['forbidden', 'Forbidden', 'Unauthorized', 'x509', 'certificate', 'the server has asked for the client to provide credentials'];
/**
 * systemd's line for the kubelet's service (or k3s's, rke2's, MicroK8s's, which run it) whose process ended in failure: a non-zero exit, a signal other than a
 * stop's (15, TERM), or a core dump; not `systemctl stop` or a restart. evidence.ts reads it too (a start that failed).
 */
// systemd before 220 (CentOS 7's 219) wrote `main process exited`.
export const KUBELET_SERVICE_FAILURE = /^(?:kubelet|k3s|k3s-agent|rke2-server|rke2-agent|snap\.microk8s\.daemon-kubelite)\.service: [Mm]ain process exited, code=(?:exited, status=[1-9]|killed, status=(?:[1-9]|1[0-4]|1[6-9]|[2-9]\d)\/|dumped)/;
/** How the API server refuses a Node object it read: an admission webhook, a field it rejects. */
const NODE_OBJECT_REFUSALS = ['denied the request', 'is invalid'];
/** A node's disk or limits failing, in an error that would otherwise be a file that is gone. */
const NODE_IO_FAILURES = ['input/output error', 'no space left on device', 'read-only file system', 'permission denied', 'too many open files', 'structure needs cleaning'];
/** How the API server refuses an object it has read (as opposed to not answering). */
const MIRROR_REFUSALS = ['forbidden', 'Forbidden', 'denied the request', 'is invalid'];
/** Go's largest duration, the time since the zero time: what kubelets of 2018 printed before PLEG's first relist (kubernetes#69007). */
const PLEG_NEVER_RELISTED = '2562047h47m16.854775807s';
const CADVISOR_MANAGER = 'https://github.com/google/cadvisor/blob/master/manager/manager.go';
const CONTAINERD_17 = 'https://github.com/containerd/containerd/blob/release/1.7';

/** What a client sees of an API server not up yet: its address refusing or not answering, not an answer of its own. */
export const API_NOT_UP_YET = ['connection refused', 'EOF', 'i/o timeout', 'no route to host', 'TLS handshake timeout', 'deadline exceeded', 'network is unreachable', 'connection reset', 'no such host', 'Client.Timeout exceeded'];
/** What an API server answers while its own etcd (or itself) is coming up: start-up only on the node that runs them. */
const CONTROL_PLANE_STARTING = ['etcdserver: ', 'etcd cluster is unavailable', 'the server is currently unable to handle the request', 'Timeout: request did not complete'];
/** A pod's image pull failing, in the lines and events of every era: a success after one of them is not that pull's. */
const PULL_FAILURES = ['Failed to pull image', 'Back-off pulling image', 'ErrImagePull', 'ImagePullBackOff', 'Error: ErrImagePull', 'Error: ImagePullBackOff', 'PullImage from image service failed', 'PullImage "'];
/** goroutinemap's printf report of a plugin's registration failing (the plugin manager's operation executor). */
const REGISTER_PLUGIN_FAILED = '^Operation for "[^"]{1,4096}" failed\\. No retries permitted until [^)]{1,200}\\)\\. Error: "?RegisterPlugin error -- ';
const PLUGIN_MANAGER_SOURCES = ['pkg/kubelet/pluginmanager/operationexecutor/operation_generator.go', 'pkg/util/goroutinemap/goroutinemap.go'];
/** printf-era (<= 1.20) pod sync failure: `Error syncing pod <uid> ("<pod>"), skipping: <err>`. */
const ERROR_SYNCING_PRINTF = '^Error syncing pod .*skipping: ';
/**
 * kuberuntime_manager's own report of a container it could not start, through HandleError (1.21–1.30 as printf text;
 * 1.31+ the same text as `"Unhandled Error" err=<…>`): `init container &Container{Name:…} start failed in pod
 * name_ns(uid): CreateContainerConfigError: …`.
 */
const CONTAINER_START_FAILED_PRINTF = '^(?:init |ephemeral )?container &(?:Container|EphemeralContainer)\\{';
/** The same, read without backtracking: `Error syncing pod <uid> ("name_ns(uid)"), skipping: `. */
const ERROR_SYNCING_PRINTF_POD = '^Error syncing pod [0-9a-f-]{32,36} \\("[^"]{1,300}"\\), skipping: ';

/** An API server's refusal of a CSR, in its words and client-go's for a 401 or 403 that carried no Status. */
// The API server's own refusal: its Status (`… is forbidden: User …`, an admission webhook that `denied the request`),
// or client-go's words for a 401 or 403 without one. A bare `"<url>": Forbidden` is no answer of the API server but a
// transport error: a proxy refusing the CONNECT (Go's transport returns the proxy's status text; r45a 30), and a word
// elsewhere in the line (a host `api.forbidden-city…`, `connect: permission denied`, an nginx page) is no refusal.
const CSR_REFUSALS = ['is forbidden', 'Unauthorized', 'denied the request', 'the server has asked for the client to provide credentials', 'status code 401', 'status code 403', 'the server does not allow access to the requested resource'];

/** The registration failure of kubelets before about 1.3, which named the node bare: `Unable to register 10.0.0.4 with the apiserver: …`. */
const LEGACY_REGISTER_FAILED = '^Unable to register [^\\s"]+ with the apiserver: ';

/** The kubelet's OOM watcher, which reads the kernel's log, failing to open it: at start-up, fatal since 1.15. */
const DEV_KMSG_ADVICE: SpecificAdvice = {
  ifContains: ['/dev/kmsg'],
  advice:
    '`/dev/kmsg`: since 1.15 the kubelet watches the kernel\'s log for OOM kills itself and exits when it cannot open it (kubernetes#74942). ' +
    '`no such file or directory`: the kubelet runs where the device was not made, a container or an LXC/LXD node (kind links it to `/dev/console` when missing: kubernetes-sigs/kind#664; give an LXC container the device, or run the node in a VM). ' +
    '`operation not permitted`: the kernel lets only privileged readers in (`kernel.dmesg_restrict=1`, a rootless or user-namespaced kubelet: rootless-containers/usernetes#204); allow it (`sysctl kernel.dmesg_restrict=0`) or run the kubelet with the privilege to read it.',
};

/** A CNI configuration naming a plugin binary the node does not have: at ADD (sandbox creation) and at DEL (teardown). */
const CNI_PLUGIN_MISSING_ADVICE: SpecificAdvice = {
  ifContains: ['failed to find plugin'],
  advice:
    "`failed to find plugin \"X\" in path [...]`: the CNI configuration names plugin X and no executable of that name is in the directories in brackets (the runtime's CNI bin directory). Install the plugins the configuration uses there: the reference plugins (`loopback`, `bridge`, `host-local`, …) come with the distribution's `kubernetes-cni` or `containernetworking-plugins` package, the network add-on's own binary with its DaemonSet. Or point the runtime at the directory that holds them (containerd's `bin_dir`, CRI-O's `plugin_dirs`, dockershim's `--cni-bin-dir`). An empty path `[]` is a bin directory never set (kubernetes#62054); distributions that bundle their own (k3s, k0s, RKE2) keep them in their own directory (k0sproject/k0s#582, rancher/rke2#7981).",
};

export const CATALOGUE: CatalogueEntry[] = [
  // ───────────────────────── A. The NotFound family (removal and kill races) ─────────────────────────
  {
    id: 'cri-containerstatus-notfound',
    title: 'ContainerStatus NotFound from the runtime',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['ContainerStatus from runtime service failed'],
      messagePatterns: [
        '^ContainerStatus "[0-9a-f]+" from runtime service failed',
        // ≤1.20 with CRI-O before about 1.18, which answered a missing container with code Unknown (kubernetes#90346).
        '^getPodContainerStatuses for pod "[^"]{1,512}" failed: rpc error: code = Unknown desc = container with ID starting with [0-9a-f]{1,64} not found: ID does not exist',
      ],
      errContains: ['code = NotFound', 'No such container', 'not found: ID does not exist'],
    },
    // raised-by-log-gc: the container log cleanup looks up only containers whose log file is gone (k3s-ansible#371).
    evidence: ['container-removed-earlier', 'pod-terminated-earlier', 'raised-by-log-gc'],
    vetoes: ['repeats-for-same-id', 'container-still-running'],
    evidenceParams: { windowSeconds: 5, raisedInRemoval: true },
    summary: 'The kubelet asked the runtime for the status of a container the runtime no longer has.',
    explanation:
      'The CRI client logs every failed ContainerStatus call before the caller decides whether "not found" is acceptable. ' +
      'Most of these calls come from container removal: removing a container first looks up its status to find the legacy log symlink, ' +
      'and when the same exited container is queued for removal twice, the second lookup finds nothing. ' +
      'Garbage collection and `kubectl logs` on a just-removed container race the same way. ' +
      'Identical errors for one ID are printed at most once a minute, so one line can stand for several failed calls.',
    benignWhen:
      'The same container ID was being removed (`Removing container` / `RemoveContainer`) a moment before, or the pod owning it had already finished terminating; ' +
      'it is typically followed within milliseconds by `DeleteContainer returned error` for the same ID.',
    whenNotBenign:
      'If PLEG never reported the container as died, the error repeats every minute for the same ID, or the pod is stuck Terminating, ' +
      'the kubelet and the runtime disagree about the container: compare with `crictl ps -a` and check the runtime\'s health and logs.',
    references: [gh('containerd/containerd', 8303), k8s(99901), k8s(131275), k8sPR(131312), k8s(118675), k8s(90346), k8s(72325)],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/90346 (OpenShift 4.4, CRI-O)
      "Apr 17 03:45:04.403114 ip-10-0-167-215 hyperkube[1541]: E0417 03:45:04.402994    1541 kuberuntime_manager.go:935] getPodContainerStatuses for pod \"8a34d0bf-805c-11ea-b463-0a58ac102063_ci(e70c5840-538d-4509-afdb-36140fee0066)\" failed: rpc error: code = Unknown desc = container with ID starting with e6615f8ceb59833d91012e6f16816cdb2ee69b7f5dd7dcf1f46a3e07eb86fb43 not found: ID does not exist",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 20 00:55:35 kind-worker3 kubelet[298]: E0420 00:55:35.232276     298 remote_runtime.go:604] \"ContainerStatus from runtime service failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": not found\" containerID=\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\"",
      // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
      "Nov 10 14:17:47.146551 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: E1110 14:17:47.146524    2296 remote_runtime.go:415] \"ContainerStatus from runtime service failed\" err=\"rpc error: code = NotFound desc = could not find container \\\"fd7e62fd41ffd4e5f2952b4dec03e748883ab0e880da9b215ba79adb9bd04441\\\": container with ID starting with fd7e62fd41ffd4e5f2952b4dec03e748883ab0e880da9b215ba79adb9bd04441 not found: ID does not exist\" containerID=\"fd7e62fd41ffd4e5f2952b4dec03e748883ab0e880da9b215ba79adb9bd04441\"",
      // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
      "May 12 05:20:22 api-int.ite-ocp.ite.local kubelet.sh[2473]: E0512 05:20:22.175301    2473 log.go:32] \"ContainerStatus from runtime service failed\" err=\"rpc error: code = NotFound desc = could not find container \\\"d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49\\\": container with ID starting with d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49 not found: ID does not exist\" containerID=\"d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49\"",
      // corpus: pod-removal-notfound-analysis.txt
      "E0731 17:20:16.176440  354472 remote_runtime.go:597] \"ContainerStatus from runtime service failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"248fef457ea64c3bffe8f2371626a5a96c14f148f768d947d9b3057c17e89e7a\\\": not found\" containerID=\"248fef457ea64c3bffe8f2371626a5a96c14f148f768d947d9b3057c17e89e7a\"",
      // source: https://github.com/kubernetes/kubernetes/issues/72325
      "E1225 13:36:35.255233   31703 remote_runtime.go:282] ContainerStatus \"c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a\" from runtime service failed: rpc error: code = Unknown desc = Error: No such container: c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a",
    ],
  },
  {
    id: 'log-gc-container-notfound',
    title: 'The container log cleanup found no container for a leftover log link',
    verdictKind: 'benign',
    match: {
      messages: ['Error getting ContainerStatus for containerID'],
      errContains: ['code = NotFound', 'No such container'],
    },
    // The link is removed right after this line: the same ID again a minute later means it was not. A container PLEG
    // saw start and never stop has no business being gone.
    vetoes: ['repeats-for-same-id', 'container-still-running'],
    summary: 'The container garbage collection found a log link in /var/log/containers whose log file is gone, and the runtime no longer has its container.',
    explanation:
      'Besides dead containers, the kubelet\'s container garbage collection (every minute) cleans `/var/log/containers`: a link there whose log file no longer exists belongs to a container that is gone or whose log is being rotated. ' +
      'To tell the two apart it asks the runtime for the container\'s status; the CRI client logs the failed call first (`ContainerStatus from runtime service failed … NotFound`), then the cleanup logs this line and removes the link. ' +
      'NotFound is the expected answer for a container removed earlier (the kubelet source keeps a TODO to handle it quietly, #63336).',
    benignWhen: 'Always, with NotFound: the container is gone and the link is removed right after.',
    whenNotBenign:
      'Only when the same container ID comes back every minute: the link could not be removed (check the permissions and the file system of `/var/log/containers`).',
    references: [k8s(63336), gh('timothystewart6/k3s-ansible', 371), src('pkg/kubelet/kuberuntime/kuberuntime_gc.go')],
    sourceFiles: [KR_GC],
    samples: [
      // source: https://github.com/timothystewart6/k3s-ansible/issues/371 (k3s agent; the lines are incidental to the thread)
      'Sep 24 21:34:32 k3s-1 k3s[3394]: I0924 21:34:32.296444    3394 kuberuntime_gc.go:361] "Error getting ContainerStatus for containerID" containerID="24e933ea1791164db9c6855da0d8b66bbb263af9857ee8e53d5806b9eb4fdc98" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"24e933ea1791164db9c6855da0d8b66bbb263af9857ee8e53d5806b9eb4fdc98\\": not found"',
    ],
  },
  {
    id: 'deletecontainer-notfound',
    title: 'DeleteContainer returned error: container not found',
    verdictKind: 'benign',
    match: {
      messages: ['DeleteContainer returned error'],
      messagePatterns: ['^\\[pod_container_deletor\\] DeleteContainer returned error'],
      errContains: ['code = NotFound', 'No such container'],
    },
    // Benign in general, but a benign verdict here must still point at the earlier removal in this log.
    evidence: ['container-removed-earlier', 'pod-terminated-earlier'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { raisedInRemoval: true },
    summary: 'The pod container deletor tried to remove a container that an earlier removal had already deleted.',
    explanation:
      'Every PLEG ContainerDied event triggers a cleanup of the pod\'s dead containers. Once a pod is deleted (or evicted) and its worker is done, ' +
      'the deletor stops looking at which container died and queues every exited container of the pod; ' +
      'a deleted pod produces at least two ContainerDied events (its containers and its sandbox), so each container is queued twice. ' +
      'The second attempt fails at the status lookup with NotFound. Nothing is left behind: the first removal succeeded.',
    benignWhen: 'For NotFound, once the log shows the container removed before (it normally follows `ContainerStatus from runtime service failed` and two `RemoveContainer` lines for the same ID).',
    whenNotBenign:
      'Only other errors matter (not matched by this entry): a DeleteContainer failure that is not NotFound means the container may really be left on the node.',
    references: [k8s(99901), k8s(131275), k8sPR(131312), gh('containerd/containerd', 8303), gh('containerd/containerd', 7276), k8s(118675)],
    sourceFiles: [DELETOR],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.232524     298 pod_container_deletor.go:52] \"DeleteContainer returned error\" containerID={Type:containerd ID:5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f} err=\"failed to get container status \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": rpc error: code = NotFound desc = an error occurred when try to find container \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": not found\"",
      // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
      "May 12 05:20:22 api-int.ite-ocp.ite.local kubelet.sh[2473]: I0512 05:20:22.175328    2473 pod_container_deletor.go:53] \"DeleteContainer returned error\" containerID={\"Type\":\"cri-o\",\"ID\":\"d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49\"} err=\"failed to get container status \\\"d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49\\\": rpc error: code = NotFound desc = could not find container \\\"d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49\\\": container with ID starting with d4827f3342fe26fb5a7d55b0723dd0001ce64074b77dc67e07297e882bc76e49 not found: ID does not exist\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "I0507 11:59:34.965425    3224 pod_container_deletor.go:53] \"DeleteContainer returned error\" containerID={\"Type\":\"containerd\",\"ID\":\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\"} err=\"failed to get container status \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\": rpc error: code = NotFound desc = an error occurred when try to find container \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\": not found\"",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:20:16.176478  354472 pod_container_deletor.go:52] \"DeleteContainer returned error\" containerID={Type:containerd ID:248fef457ea64c3bffe8f2371626a5a96c14f148f768d947d9b3057c17e89e7a} err=\"failed to get container status \\\"248fef457ea64c3bffe8f2371626a5a96c14f148f768d947d9b3057c17e89e7a\\\": rpc error: code = NotFound desc = an error occurred when try to find container \\\"248fef457ea64c3bffe8f2371626a5a96c14f148f768d947d9b3057c17e89e7a\\\": not found\"",
    ],
  },
  {
    id: 'deletor-container-not-found',
    title: "Container not found in pod's containers",
    verdictKind: 'benign',
    match: {
      messages: ["Container not found in pod's containers"],
      messagePatterns: ['^Container "[0-9a-f]+" not found in pod\'s containers'],
    },
    // Not container-exited-earlier: the ContainerDied event that precedes every such line is what triggers it. Right
    // after a kubelet start, PLEG's first relist reports the previous run's dead containers, which no pod's cache holds
    // (the Talos corpus log: five such lines 0.2 s after the start): within seconds only, when that relist runs.
    // Or the pod had ended before it (a finished Job's sandbox dying after its volumes were torn down: r78a D6).
    evidence: ['id-is-sandbox', 'container-removed-earlier', 'pod-stopped-before', 'kubelet-starting'],
    evidenceParams: { startupWindowSeconds: 10, startupOnlyForEarlierContainers: true },
    summary: 'A ContainerDied event named an ID that is not among the pod\'s cached app containers, so the deletor skipped it.',
    explanation:
      'The deletor looks the dead ID up in the pod\'s cached container list before cleaning up. Sandboxes are never in that list, ' +
      'so the sandbox\'s own ContainerDied event produces this line whenever the deletor is not in "remove everything" mode. ' +
      'It also appears when the container was already garbage-collected. It is informational despite the W severity in older releases.',
    benignWhen:
      'Nearly always: the ID is usually the pod\'s sandbox, a container removed before, what is left of a pod that had ended, or, right after a kubelet start, a container of its ' +
      'previous run. The verdict is "benign" when the log shows which (a line naming the ID as the sandbox, its earlier removal, the pod\'s end, the kubelet\'s ' +
      'start seconds before); without such a line it stays "investigate".',
    whenNotBenign: 'Usually nothing to do. If exited app containers really pile up on the node, look at the container garbage collection settings.',
    references: [gh('containerd/cri', 316)],
    sourceFiles: [DELETOR],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:35:54 kind-worker kubelet[704773]: I0830 04:35:54.699749  704773 pod_container_deletor.go:79] \"Container not found in pod's containers\" containerID=\"560d1862cc1241a4ce903cb80ba4487a9361849397239166308827b5b722ed11\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668194.6191,\"caller\":\"kubelet/pod_container_deletor.go:80\",\"msg\":\"Container not found in pod's containers\",\"v\":0,\"containerID\":\"5f3eade1f306db00c4b8671d76bb0548472d98a974b2b3a635ff2ee83c91c3f3\"}",
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
      "W0820 20:41:08.251926    3312 pod_container_deletor.go:75] Container \"d5b89b6a9e8972001a94c84430c7a91b310625b50f1a0485606b181a2cf1d924\" not found in pod's containers",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "W0120 11:42:32.443415    4787 pod_container_deletor.go:79] Container \"bebbabda90e66c69e1a3d7cd733477b92a69517a0d5cad4e57f788e7814949c0\" not found in pod's containers",
    ],
  },
  {
    id: 'init-container-remove-notfound',
    title: 'Init container removal failed: container already gone (Unhandled Error)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unhandled Error'],
      errContains: ['failed to remove pod init container'],
      // Only the container already gone: a removal that failed otherwise (busy, timed out) left it there.
      errAlsoContains: ['code = NotFound', 'not found', 'does not exist', 'an error occurred when try to find'],
    },
    evidence: ['container-removed-earlier', 'pod-terminated-earlier', 'pod-being-deleted'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { raisedInRemoval: true },
    summary: 'The kubelet tried to prune an exited init container that another removal had already deleted.',
    explanation:
      'When a pod is synced, the kubelet prunes old instances of its completed init containers (keeping the newest). ' +
      'Removal starts by reading the container\'s status to clean up its log link; if the deletor or garbage collection removed the ' +
      'container a moment earlier, the runtime answers NotFound and the sync reports it through the generic error handler ' +
      '(1.31+ logs it as "Unhandled Error"). The container is gone either way, which is what the removal wanted.',
    benignWhen: 'the same container ID was removed just before, or the pod was already terminated or being deleted.',
    whenNotBenign:
      'If the error is not NotFound, or it repeats for the same container on every sync, compare `crictl ps -a` with what the kubelet ' +
      'expects and look at the runtime\'s logs around the removal.',
    references: [k8s(99901), k8s(131275), src('pkg/kubelet/kuberuntime/kuberuntime_container.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_container.go'],
    samples: [
      // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
      "May 12 05:20:23 api-int.ite-ocp.ite.local kubelet.sh[2473]: E0512 05:20:23.196324    2473 kuberuntime_container.go:921] \"Unhandled Error\" err=\"failed to remove pod init container \\\"setup\\\": failed to get container status \\\"69545baf037d36cb97f8bfddb8dfa8cd88395c74fc678e94c3e8e2036841728c\\\": rpc error: code = NotFound desc = could not find container \\\"69545baf037d36cb97f8bfddb8dfa8cd88395c74fc678e94c3e8e2036841728c\\\": container with ID starting with 69545baf037d36cb97f8bfddb8dfa8cd88395c74fc678e94c3e8e2036841728c not found: ID does not exist; Skipping pod \\\"bootstrap-kube-apiserver-localhost.localdomain_openshift-kube-apiserver(ff65247ea05be15c0a91c68614f48949)\\\"\" logger=\"UnhandledError\"",
    ],
  },
  {
    id: 'gc-remove-container-notfound',
    title: 'Container GC: failed to remove an already removed container',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to remove container'],
      errContains: ['code = NotFound', 'No such container'],
    },
    evidence: ['container-removed-earlier'],
    vetoes: ['repeats-for-same-id'],
    // Under a minute: GC runs every minute, and its own earlier round that failed the same way is no removal.
    evidenceParams: { windowSeconds: 30, raisedInRemoval: true },
    summary: 'Container garbage collection tried to remove a container whose status lookup says it no longer exists.',
    explanation:
      'Two loops remove dead containers: the per-pod deletor and the container GC that runs every minute. ' +
      'When both pick the same container, the loser fails on the status lookup exactly like `DeleteContainer returned error`. ' +
      'The container is gone either way.',
    benignWhen: 'The same container ID was removed successfully (`Removing container` / `RemoveContainer`) within the previous minute.',
    whenNotBenign:
      'If no earlier removal of the ID is visible, the runtime lost track of the container on its own (runtime restart, state wipe): ' +
      'check `crictl ps -a` and the runtime logs. Errors other than NotFound (timeouts, "still running") are not this entry and need attention.',
    references: [src(KR_GC), k8s(72325)],
    sourceFiles: [KR_GC],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/72325
      "E1225 13:36:35.255381   31703 kuberuntime_gc.go:126] Failed to remove container \"c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a\": failed to get container status \"c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a\": rpc error: code = Unknown desc = Error: No such container: c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a",
    ],
  },
  {
    id: 'cri-stopcontainer-notfound',
    title: 'StopContainer NotFound from the runtime',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['StopContainer from runtime service failed'],
      messagePatterns: ['^StopContainer "[0-9a-f]+" from runtime service failed'],
      errContains: ['code = NotFound', 'No such container'],
    },
    evidence: ['orphan-cleanup-of-stopped-pod', 'container-removed-earlier'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 10 },
    summary: 'The kubelet asked the runtime to stop a container that had already been stopped and removed.',
    explanation:
      'In 1.22–1.26 the housekeeping loop could read a runtime cache that was up to two seconds old, right after the pod worker had forgotten a finished pod. ' +
      'It then treated the pod as an orphan (`Clean up orphaned pod containers`), restarted its teardown with a 1 s grace period and called StopContainer on containers the deletor had already removed. ' +
      'Kubelets with the NotFound-tolerance backports treat the error as success (the next line is `Container exited normally`); the CRI wrapper still logs it.',
    benignWhen:
      'The same container was killed or removed shortly before and the surrounding lines are the orphan teardown of an already stopped pod ' +
      '(`Clean up orphaned pod containers`, `Pod terminating with grace period` gracePeriod=1, then the worker finishing).',
    whenNotBenign:
      'If it is followed by `Kill container failed` and repeated `Error syncing pod, skipping` for the same pod, or the pod object stays Terminating, ' +
      'the kubelet predates the fix (upgrade to a patch release with #107670 backported) or the runtime really lost the container.',
    references: [k8sPR(107670), k8s(107483), k8sPR(108164), k8sPR(108189), k8s(107730), k8sPR(107731), k8sPR(113145), k8s(28748)],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/kubelet_pods.go'],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:35:35 kind-worker kubelet[704773]: E0830 04:35:35.880477  704773 remote_runtime.go:484] \"StopContainer from runtime service failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"60f033add310afa26e6833cf130280ec8cbcf0a6d885bc1457852bdf9951a224\\\": not found\" containerID=\"60f033add310afa26e6833cf130280ec8cbcf0a6d885bc1457852bdf9951a224\"",
      // corpus: pod-removal-notfound-analysis.txt
      "E0731 17:16:33.822425  354472 remote_runtime.go:479] \"StopContainer from runtime service failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\\\": not found\" containerID=\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\"",
    ],
  },
  {
    id: 'kill-container-not-found',
    title: 'Kill container failed: the container is already gone',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Kill container failed', 'Container termination failed with gracePeriod'],
      messagePatterns: [
        '^Container "[^"]+" termination failed with gracePeriod',
        // ≤1.5's docker manager, before the CRI: `Failed killing the pod "web-1": failed to "KillContainer" for "POD"
        // with KillContainerError: "no such container: \"<id>\""` (kubernetes#28748).
        '^Failed killing the pod "[^"]{1,253}": failed to "KillContainer" for "[^"]{1,253}" with KillContainerError: "no such container: ',
        // ≤1.2's docker manager with Docker's own wording (kubernetes#21751: a liveness kill of a container already destroyed).
        '^Failed killing the pod "[^"]{1,253}": failed to "KillContainer" for "[^"]{1,253}" with KillContainerError: "API error \\(500\\): Cannot stop container ',
        '^Failed to delete container: API error \\(500\\): Cannot stop container ',
      ],
      errContains: ['code = NotFound', 'No such container', 'KillContainerError: "no such container: ', 'Container does not exist: container destroyed'],
    },
    evidence: ['container-exited-earlier', 'container-removed-earlier'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 10, raisedInKill: true },
    summary: 'Killing a container failed because the runtime no longer knows it.',
    explanation:
      'This is the same stop-after-removal race as the StopContainer NotFound entry, seen on kubelets that did not yet treat NotFound as success: ' +
      '1.21, early 1.22/1.23 patch releases, and anything using dockershim (Docker answers "No such container" with code Unknown). ' +
      'On those versions the failed kill makes the orphan pod worker retry, and it could stay stuck until a kubelet restart, leaving sandboxes and log directories behind.',
    benignWhen: 'It happens once for a container that already had `Container exited normally` or a removal, and the pod worker later finishes.',
    whenNotBenign:
      'If it repeats for minutes, the pod stays Terminating, or sandboxes/log directories of deleted pods accumulate: upgrade to a release with the #107670 backport (or 1.24+); ' +
      'restarting the kubelet clears a stuck worker.',
    references: [
      k8s(21751),
      k8sPR(107670),
      k8s(107483),
      k8s(107730),
      k8s(28748),
      page('mihai-albert.com: OOM in Kubernetes part 4 (AKS kubelet log)', 'https://mihai-albert.com/2022/02/13/out-of-memory-oom-in-kubernetes-part-4-pod-evictions-oom-scenarios-and-flows-leading-to-them/'),
    ],
    sourceFiles: [KR_CONTAINER],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/21751 (kubelet 1.2, Docker)
      'E0224 23:46:40.614757    3415 manager.go:1212] Failed to delete container: API error (500): Cannot stop container c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133: [2] Container does not exist: container destroyed',
      'E0224 23:46:40.914963    3415 kubelet.go:2190] Failed killing the pod "liveness-exec": failed to "KillContainer" for "liveness" with KillContainerError: "API error (500): Cannot stop container c6bce5190c293d622725542dadcdee65259fcdb680a3d31793c97a1d16cdc133: [2] Container does not exist: container destroyed\\n\\n"',
      // source: https://github.com/kubernetes/kubernetes/issues/28748 (kubelet 1.5.2)
      'E0307 21:29:42.853422    3471 kubelet_pods.go:788] Failed killing the pod "foo-w49ss": failed to "KillContainer" for "POD" with KillContainerError: "no such container: \\"6f47c1c91d1341607f33de6e16aeb96629bec5fe1ad7383516d0c808eb9da008\\""',
      // source: https://mihai-albert.com/2022/02/13/out-of-memory-oom-in-kubernetes-part-4-pod-evictions-oom-scenarios-and-flows-leading-to-them/
      "Jan 14 18:02:18 aks-agentpool-20086390-vmss00003C kubelet[3044]: E0114 18:02:18.924926    3044 kuberuntime_container.go:691] \"Kill container failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"d3f3b2f7f02b832711593044c30a165bd991b4af5b1eadbb0c6d313d57660616\\\": not found\" pod=\"alloc-tests/alloc-mem-leak\" podUID=5f3d2447-f535-4b3d-979c-216d4980cc3f containerName=\"alloc-mem\" containerID={Type:containerd ID:d3f3b2f7f02b832711593044c30a165bd991b4af5b1eadbb0c6d313d57660616}",
    ],
  },
  {
    id: 'cri-removecontainer-failed',
    title: 'RemoveContainer failed: already removed or being removed',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['RemoveContainer from runtime service failed'],
      messagePatterns: ['^RemoveContainer "[0-9a-f]+" from runtime service failed', '^RemoveContainer for "[0-9a-f]+" failed'],
      errContains: ['code = NotFound', 'No such container', 'already in removing state'],
    },
    evidence: ['container-removed-earlier'],
    evidenceParams: { windowSeconds: 5, raisedInRemoval: true },
    summary: 'A container removal collided with another removal of the same container.',
    explanation:
      'containerd and CRI-O treat removing an unknown container as success, so the NotFound form is rare; the kubelet\'s double removal usually fails earlier, at the status lookup. ' +
      'The "already in removing state" form means two removers (the deletor and GC, or a tool such as crictl) overlapped on one container in containerd. ' +
      'The runtime-side echo (`RemoveContainer for "<id>" failed`) carries the same meaning.',
    benignWhen: 'Another removal of the same container ID is visible a moment before.',
    whenNotBenign:
      'If no other removal is visible or the same ID keeps failing, the runtime may be stuck on that container: check `crictl ps -a`, the runtime logs and disk I/O. ' +
      'Timeouts and other errors are not matched here and deserve attention.',
    references: [ghPR('containerd/cri', 371), src('staging/src/k8s.io/cri-client/pkg/remote_runtime.go')],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // source: https://github.com/containerd/cri/pull/371
      "E1030 00:26:47.270788    1035 instrumented_service.go:176] RemoveContainer for \"9271ad01c1ef091260fca1b432128d98d3b6e40735f8e6b3d8f6d8d10d58ac56\" failed, error: failed to set removing state for container \"9271ad01c1ef091260fca1b432128d98d3b6e40735f8e6b3d8f6d8d10d58ac56\": container is already in removing state",
    ],
  },
  {
    id: 'cri-stoppodsandbox-notfound',
    title: 'StopPodSandbox NotFound from the runtime',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['StopPodSandbox from runtime service failed', 'Failed to stop sandbox before removing'],
      messagePatterns: ['^StopPodSandbox "[0-9a-f]+" from runtime service failed', '^Failed to stop sandbox "[0-9a-f]+" before removing'],
      // Older containerd answered a missing sandbox with code = Unknown and "an error occurred when try to find
      // sandbox ...: does not exist": the same case, so that wording counts too. dockershim tore the network down first
      // and failed on the sandbox container Docker no longer had (`CNI failed to retrieve network namespace path: Error:
      // No such container: <id>`): the CNI is not at fault.
      errContains: ['code = NotFound', 'an error occurred when try to find sandbox', 'network namespace path: Error: No such container'],
    },
    evidence: ['sandbox-of-finished-pod'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 120 },
    summary: 'The kubelet asked the runtime to stop a pod sandbox that no longer exists.',
    explanation:
      'The sandbox was already removed, typically by an earlier GC pass or a second kill of an orphaned pod. ' +
      'The pod-kill path ignores NotFound since the #107670 backports, but the CRI wrapper still logs it, and GC gives up on that sandbox for this pass. ' +
      'containerd later made StopPodSandbox succeed for missing sandboxes (PR #10520), so current runtimes rarely produce it.',
    benignWhen: 'The sandbox belongs to a pod that had already finished terminating, or the sandbox was removed earlier in the log.',
    whenNotBenign:
      'If the same sandbox fails at every GC minute, or the runtime lost a running pod\'s sandbox that the log never shows exiting, compare `crictl pods` with the kubelet\'s view ' +
      '(a sandbox that exited under a running pod is replaced: its stop answering NotFound is harmless, but why it exited is worth a look). ' +
      'A StopPodSandbox error that is not NotFound is the network-teardown entry instead.',
    references: [ghPR('containerd/containerd', 10520), ghPR('containerd/cri', 248), k8sPR(107670)],
    sourceFiles: [...REMOTE_RUNTIME, KR_GC],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/45626 (dockershim: the sandbox container was gone; PR #55020 made the kubelet stop retrying it)
      "Jun 13 13:33:19 node4 kubelet: E0613 13:33:19.559472    1285 remote_runtime.go:109] StopPodSandbox \"f7175055928dfc172847ca32d111a87bb03d540f8110cd763cda8808945e2d21\" from runtime service failed: rpc error: code = 2 desc = NetworkPlugin cni failed to teardown pod \"nginx-3950648766-w59db_default\" network: CNI failed to retrieve network namespace path: Error: No such container: f7175055928dfc172847ca32d111a87bb03d540f8110cd763cda8808945e2d21",
      // source: https://github.com/kubernetes/kubernetes/issues/45626
      "Jun 13 13:33:19 node4 kubelet: E0613 13:33:19.559486    1285 kuberuntime_gc.go:138] Failed to stop sandbox \"f7175055928dfc172847ca32d111a87bb03d540f8110cd763cda8808945e2d21\" before removing: rpc error: code = 2 desc = NetworkPlugin cni failed to teardown pod \"nginx-3950648766-w59db_default\" network: CNI failed to retrieve network namespace path: Error: No such container: f7175055928dfc172847ca32d111a87bb03d540f8110cd763cda8808945e2d21",
      // source: https://github.com/rancher/rancher/issues/38344 (a k3s kubelet with containerd)
      "E0720 13:28:13.728724      26 remote_runtime.go:128] StopPodSandbox \"adec59db13e28014e71258693bfda5061fa4de1d114386f9d80915693bfa49bc\" from runtime service failed: rpc error: code = Unknown desc = an error occurred when try to find sandbox \"adec59db13e28014e71258693bfda5061fa4de1d114386f9d80915693bfa49bc\": does not exist",
    ],
  },
  {
    id: 'podsandboxstatus-notfound',
    title: 'PodSandboxStatus NotFound (sandbox vanished between list and status)',
    verdictKind: 'benign',
    match: {
      messages: ['PodSandboxStatus of sandbox for pod'],
      messagePatterns: [
        '^PodSandboxStatus of sandbox "[0-9a-f]+" for pod ".*" error',
        '^PodSandboxStatus for "[0-9a-f]+" failed',
        '^Failed to get podSandbox status for container event for sandboxID',
      ],
      errContains: ['code = NotFound', 'not found'],
    },
    // Benign when the sandbox is really gone for good; a pod that keeps needing a vanished sandbox is not. Ask for
    // the evidence rather than trusting the message (a kubelet that still logs this predates the NotFound skip).
    evidence: ['sandbox-of-finished-pod', 'pod-being-deleted'],
    vetoes: ['repeats-for-same-id'],
    summary: 'A sandbox was removed between listing the pod\'s sandboxes and asking for its status.',
    explanation:
      'When the kubelet builds a pod\'s status it lists the sandboxes and then asks for each one\'s status; a sandbox removed in between answers NotFound. ' +
      'Current kubelets skip a NotFound here silently (the sandbox is gone, as if the list had not shown it), so only older kubelets and the runtime\'s own error line (containerd) show it. ' +
      'There is no `PodSandboxStatus from runtime service failed` message in modern kubelets.',
    benignWhen: 'NotFound, once the log shows the sandbox\'s pod finished or being deleted; a sandbox the pod still needs, or one asked after again and again, is not the race.',
    whenNotBenign: 'Other errors (not matched here) make the pod status read fail and deserve a look at the runtime.',
    references: [src('pkg/kubelet/kuberuntime/kuberuntime_manager.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_manager.go', `${CONTAINERD_17}/pkg/cri/server/sandbox_status.go`],
    samples: [],
  },
  {
    id: 'probe-exec-on-dead-container',
    title: 'Exec probe errored on a stopped container',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Probe errored', 'ExecSync cmd from runtime service failed'],
      messagePatterns: ['^(Readiness|Liveness|Startup) probe for ".*" errored: ', "^ExecSync [0-9a-f]+ '.*' from runtime service failed"],
      // dockershim: `container not running (<id>)`.
      errContains: ['code = NotFound', 'CONTAINER_EXITED', 'cannot exec in a stopped container', 'No such container', 'container not running'],
    },
    evidence: ['container-exited-earlier', 'pod-being-deleted'],
    vetoes: ['repeats-for-same-id'],
    // The probe workers stop when the pod's containers have: minutes after the deletion, a probe still run is a pod
    // worker that never finished (#129552), not the shutdown race.
    evidenceParams: { windowSeconds: 40, podWindowSeconds: 120 },
    summary: 'An exec probe could not run because its container was exiting or already gone.',
    explanation:
      'Probe workers keep firing until the container is removed, so an exec probe can land while the container is shutting down or after it exited. ' +
      'The probe cannot even run, which the kubelet reports as "errored" rather than "failed". ' +
      'The runtime (containerd/CRI-O) logs the same failed ExecSync on its side.',
    benignWhen: 'The container was being killed (pod deletion, restart) within its grace period, or PLEG had just reported it dead.',
    whenNotBenign:
      'If the container is still running, exec itself is broken (runtime or shim problem). ' +
      'If readiness stays true on a dead container, see the linked kubelet bugs.',
    references: [k8s(25149), k8s(52817), k8s(129552), k8sPR(129585), k8s(140509), LOKI_JOURNALD],
    sourceFiles: ['pkg/kubelet/prober/prober.go', ...REMOTE_RUNTIME],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:40.787727    2776 prober.go:104] \"Probe errored\" err=\"rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef not found: not found\" probeType=\"Readiness\" pod=\"hosted-grafana/dafdeveuwest2-grafana-7845d969b5-f8h5q\" podUID=\"14ac9939-b36a-40d7-9ca9-a0367aab99d8\" containerName=\"grafana\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:40.787679    2776 remote_runtime.go:496] \"ExecSync cmd from runtime service failed\" err=\"rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef not found: not found\" containerID=\"eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef\" cmd=[\"/bin/hgrun\",\"check\"]",
    ],
  },
  {
    id: 'containerd-containerstatus-notfound',
    title: 'containerd: CRI call for a missing container failed',
    verdictKind: 'benign-in-context',
    match: {
      messagePatterns: ['^(ContainerStatus|StopContainer|ExecSync) for "[0-9a-f]+" failed'],
      errContains: ['code = NotFound'],
    },
    evidence: ['kubelet-echo-nearby'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 1 },
    summary: 'containerd\'s own record of a CRI call that failed because the container does not exist.',
    explanation:
      'containerd logs every failed CRI request before returning it to the kubelet, so each kubelet NotFound line has a twin in the containerd journal. ' +
      'It means exactly what the kubelet line means: usually a removal, stop or exec probe racing with a container that is already gone.',
    benignWhen: 'A matching kubelet line (ContainerStatus/StopContainer/ExecSync NotFound) for the same ID appears in the same second.',
    whenNotBenign:
      'If no kubelet call explains it, another CRI client (monitoring agent, crictl script) is polling stale IDs; find it via the runtime socket users.',
    references: [gh('containerd/containerd', 11542), gh('containerd/containerd', 8303), LOKI_JOURNALD],
    sourceFiles: [`${CONTAINERD_17}/pkg/cri/instrument/instrumented_service.go`],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:34.965205507Z\" level=error msg=\"ContainerStatus for \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\" failed\" error=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\": not found\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:40.787470004Z\" level=error msg=\"ExecSync for \\\"eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef\\\" failed\" error=\"rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef not found: not found\"",
    ],
  },
  {
    id: 'cri-dockerd-stats-missing-container',
    title: 'cri-dockerd: stats asked of a container Docker no longer has',
    verdictKind: 'benign-in-context',
    match: {
      messagePatterns: ["^error collecting stats for container '[^']{1,253}': ", "^error getting RW layer size for container ID '[0-9a-f]{12,64}': "],
      errContains: ['No such container'],
    },
    // Each RW-layer collector retries every minute until the next container list stops it: the same ID again and
    // again is a collector that was never stopped, or a container Docker lost.
    evidence: ['container-removed-earlier', 'container-exited-earlier'],
    vetoes: ['repeats-for-same-id', 'container-still-running'],
    evidenceParams: { windowSeconds: 600 },
    summary: 'cri-dockerd asked Docker for the statistics of a container that had been removed in the meantime.',
    explanation:
      'cri-dockerd answers the kubelet\'s stats requests by listing the containers and then asking Docker for each one\'s figures, and it measures each container\'s writable layer in a background loop once a minute. ' +
      'A container removed between the list and the question (the kubelet\'s garbage collection of an exited container, a pod deleted) makes Docker answer `No such container`; cri-dockerd logs it, leaves that container out of the answer, and stops the background loop at the next list.',
    benignWhen: 'The container had exited or been removed before the line: the statistics were asked of a container on its way out.',
    whenNotBenign:
      'When the same ID comes back minute after minute, or the container was running: Docker and cri-dockerd disagree about the containers (`docker ps -a` against `crictl ps -a`); restarting cri-dockerd rebuilds its list. ' +
      'The same lines with `context deadline exceeded` instead are Docker answering slowly, which is no race: check the Docker daemon\'s load.',
    references: [gh('Mirantis/cri-dockerd', 121)],
    sourceFiles: ['https://github.com/Mirantis/cri-dockerd/blob/master/core/stats.go'],
    samples: [
      // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log
      "Sep 05 06:21:15 minikube cri-dockerd[1773]: time=\"2025-09-05T06:21:15Z\" level=error msg=\"error collecting stats for container 'mnist-gpu': Error response from daemon: No such container: 1b1744a63eaa25e149c27e2d11b2a0b2fb84f51075cf45dab32dc33f1c544f42\"",
      // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log
      "Sep 05 07:00:31 minikube cri-dockerd[1773]: time=\"2025-09-05T07:00:31Z\" level=error msg=\"error getting RW layer size for container ID 'b7d39293539d6f5f54fd5c52667294e71e1420caeafaf805a66091ba094fb88a': Error response from daemon: No such container: b7d39293539d6f5f54fd5c52667294e71e1420caeafaf805a66091ba094fb88a\"",
    ],
  },
  {
    id: 'containerd-shim-cleanup',
    title: 'containerd: shim disconnected / cleaning up after it',
    // r40a 30, 22: harmless in any context had excused a shim dying 4.5 s into a start that never succeeded
    // (containerd#9160) and the shims a restarted containerd killed (`cleaning leaked shim process`, containerd#10437).
    verdictKind: 'benign-in-context',
    match: {
      messages: ['shim disconnected', 'cleaning up after shim disconnected', 'cleaning leaked shim process'],
    },
    evidence: ['task-ended-nearby'],
    summary: 'containerd saw a container task\'s shim process go away and tidies up after it.',
    explanation:
      'Each container task runs under a shim process; when the task exits the shim goes away and containerd removes its bundle, so these lines follow every container\'s end. ' +
      'A shim that goes while its task should be running is something else: the shim killed (the OOM killer, a cgroup limit), a task that failed as it started (the runtime\'s create or start error is near), or containerd restarted and cleaning up shims left with no process to serve (`cleaning leaked shim process`, containerd#6860), which can leave containers stuck in Created.',
    benignWhen: 'The same ID\'s task exited or was being stopped within a minute before (a kill, `StopContainer`, `TaskExit`, PLEG\'s death), or PLEG reports it dead within seconds after.',
    whenNotBenign:
      'Look at the lines around it for the same ID: a start error (`failed to create containerd task`, `OCI runtime create failed`), the kernel\'s OOM killer naming `containerd-shim`, or a containerd restart (`cleaning leaked shim process` after containerd\'s start-up); `journalctl -u containerd` around the time.',
    references: [page('containerd runtime v2 shim manager (source)', `${CONTAINERD_17}/runtime/v2/shim.go`), LOKI_JOURNALD, gh('containerd/containerd', 9160), gh('containerd/containerd', 10437), gh('containerd/containerd', 6860)],
    sourceFiles: [`${CONTAINERD_17}/runtime/v2/shim.go`],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:40.783846880Z\" level=info msg=\"shim disconnected\" id=eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef namespace=k8s.io",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:40.783954281Z\" level=warning msg=\"cleaning up after shim disconnected\" id=eeccb21da13bfae40b1a01984522c7a8f8dcb65dba3cc1cc2f2ba73381d9eaef namespace=k8s.io",
      // source: https://github.com/containerd/containerd/issues/10437 (containerd restarted: its tasks' shims killed)
      'Jul 04 16:24:03 ip-10-2-39-179.eu-west-1.compute.internal containerd[13397]: time="2024-07-04T16:24:03.119492729Z" level=info msg="cleaning leaked shim process" id=4b5442885f9ab6cb609f8ea7a176855eae61425570508d71b7caa31955fc6ed0 namespace=k8s.io',
    ],
  },
  {
    id: 'containerd-dead-shim-cleanup',
    title: 'containerd: cleaning up dead shim',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['cleaning up dead shim', 'warnings while cleaning up dead shim'],
    },
    summary: 'containerd removes what a gone shim left (containerd 2.x names the task with `id=`; 1.7 and older do not, and the `shim disconnected` line before it tells whose).',
    explanation:
      'After `shim disconnected` and `cleaning up after shim disconnected` for a task, containerd removes the dead shim\'s leftovers and says so (1.7 and older without the task\'s ID); the "warnings while cleaning up" line mostly relays the shim\'s own debug output. Whether the shim going away matters is the disconnect line\'s question (`containerd-shim-cleanup`).',
    benignWhen: 'Always as a line of its own.',
    whenNotBenign: 'Read the `shim disconnected` line just before it for the same task.',
    references: [page('containerd runtime v2 shim binary (source)', `${CONTAINERD_17}/runtime/v2/binary.go`), LOKI_JOURNALD],
    sourceFiles: [`${CONTAINERD_17}/runtime/v2/binary.go`],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:40.783971781Z\" level=info msg=\"cleaning up dead shim\" namespace=k8s.io",
    ],
  },
  {
    id: 'containerd-stop-exited-container',
    title: 'containerd: container to stop is already exited',
    verdictKind: 'benign',
    match: {
      messagePatterns: ['^Container to stop "[0-9a-f]+" must be in running or unknown state'],
    },
    summary: 'containerd skipped stopping a container that had already exited.',
    explanation:
      'Stopping a sandbox stops any containers still in it; containers that already exited are skipped with this info line. ' +
      'It is the normal shape of a pod teardown after the app containers have finished.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [k8s(99901), LOKI_JOURNALD],
    sourceFiles: [`${CONTAINERD_17}/pkg/cri/server/container_stop.go`],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:34.592084495Z\" level=info msg=\"Container to stop \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\" must be in running or unknown state, current state \\\"CONTAINER_EXITED\\\"\"",
    ],
  },

  // ───────────────────────── B. Stats, cAdvisor and cgroup noise ─────────────────────────
  {
    id: 'system-container-stats-unknown',
    title: 'Failed to get system container stats (unknown container)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to get system container stats'],
    },
    summary: 'The summary API could not find cAdvisor data for one of the kubelet/runtime/system cgroups.',
    explanation:
      'The stats summary reports the cgroups of the kubelet, the runtime and system services, configured by the kubelet/runtime/system cgroup flags or discovered. ' +
      'cAdvisor only tracks cgroups it can see with the needed controllers; with systemd, per-service cgroups often lack CPU/memory accounting, ' +
      'or the configured path does not exist (for example when the kubelet runs in a container). Workloads are unaffected: only those system entries are missing from the summary.',
    benignWhen: 'The named cgroup is a system slice or service and pod statistics are fine. (No check in this log can prove that; the verdict stays "investigate".)',
    whenNotBenign:
      'If it names pod cgroups (`/kubepods`) for long after start-up, or metrics are missing, check the cgroup driver and the kubelet\'s cgroup flags; ' +
      'to silence it, point the flags at existing cgroups or enable CPU/memory accounting for those units.',
    references: [k8s(56850), k8s(63804), k8s(53960), k8s(57720)],
    sourceFiles: ['pkg/kubelet/server/stats/summary_sys_containers.go'],
    samples: [
      // corpus: minikube-logs-k8s-1.23-UTF16LE-CRLF-multisection-Remering-pastebins.log
      "Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316266     866 summary_sys_containers.go:48] \"Failed to get system container stats\" err=\"failed to get cgroup stats for \\\"/kubepods\\\": failed to get container info for \\\"/kubepods\\\": unknown container \\\"/kubepods\\\"\" containerName=\"/kubepods\"",
    ],
  },
  {
    id: 'cadvisor-partial-failure',
    title: 'Partial failure issuing cadvisor.ContainerInfoV2',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Partial failure issuing cadvisor.ContainerInfoV2'],
    },
    evidence: ['kubelet-starting', 'container-exited-earlier'],
    // The same container's stats still missing minutes later: a running container cAdvisor cannot read, whatever the
    // start-up or an exit nearby suggested.
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 60, everyId: true },
    summary: 'cAdvisor returned stats for most cgroups but not for a few.',
    explanation:
      'The cAdvisor stats provider asks for all containers at once and accepts a partial answer. ' +
      'Cgroups of containers that just started have no samples yet ("unable to find data in memory cache"), and cgroups that just disappeared are unknown. ' +
      'The kubelet uses what it got.',
    benignWhen: 'The failing cgroups belong to containers that started or died within the last minute, or the kubelet just started.',
    whenNotBenign: 'If the same long-running containers are missing for minutes, metrics have gaps: check the cgroup driver configuration and cAdvisor.',
    references: [src('pkg/kubelet/stats/cadvisor_stats_provider.go')],
    sourceFiles: ['pkg/kubelet/stats/cadvisor_stats_provider.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 20 19:20:34 kind-worker3 kubelet[298]: E0420 19:20:34.895368     298 cadvisor_stats_provider.go:414] \"Partial failure issuing cadvisor.ContainerInfoV2\" err=\"partial failures: [\\\"/docker/ce808bf2ae79438010845e5fe580f24e6b776922424627b084acf4ca06a6d267/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod9ac57f21_7011_4143_9a7c_3772ca6e4321.slice/cri-containerd-8a268ce3583198344f647274a23e784bf2f2aa0f154cfdab01a8e775ea4dcc80.scope\\\": RecentStats: unable to find data in memory cache]\"",
      // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
      "Nov 10 14:19:37.888553 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: E1110 14:19:37.888514    2296 cadvisor_stats_provider.go:442] \"Partial failure issuing cadvisor.ContainerInfoV2\" err=\"partial failures: [\\\"/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod8c4747a5_36f5_40ee_9376_949dfba44a97.slice\\\": RecentStats: unable to find data in memory cache]\"",
    ],
  },
  {
    id: 'cadvisor-watch-event-race',
    title: 'cAdvisor: failed to process a cgroup watch event',
    verdictKind: 'benign',
    match: {
      messagePatterns: ['^Failed to process watch event \\{', '^Error while processing event \\('],
      // Only the race (the cgroup or task gone, unknown to the runtime): `inotify_add_watch …: no space left on device` is
      // the node's inotify watches used up (fs.inotify.max_user_watches), which no retry mends.
      errContains: ['no such file or directory', 'not found', 'Status 404', 'can\'t find', 'does not exist'],
    },
    summary: 'cAdvisor saw a cgroup appear but the container behind it was not (or no longer) known.',
    explanation:
      'cAdvisor learns about new cgroups through inotify. For short-lived containers, execs and probes the cgroup can appear before the runtime has registered the task, ' +
      'or vanish before cAdvisor reads it, so the lookup returns "not found" or a 404. cAdvisor drops that event (it only logs it) and picks the cgroup up, or forgets it, the next time it scans the cgroup tree.',
    benignWhen: 'Always, unless a container is permanently missing from metrics.',
    whenNotBenign: 'If a running container never shows up in metrics, check cAdvisor\'s runtime integration (socket paths, cgroup driver).',
    references: [ghPR('google/cadvisor', 1894), k8s(19204)],
    sourceFiles: [CADVISOR_MANAGER, 'https://github.com/google/cadvisor/blob/master/container/raw/watcher.go'],
    samples: [
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "W0120 11:43:25.613298    4787 watcher.go:87] Error while processing event (\"/sys/fs/cgroup/cpuset/docker/822f1e6ece2bd90ab303e25aff099ac4c36a5c0ae9be8a92ffed668da22026b7\": 0x40000100 == IN_CREATE|IN_ISDIR): inotify_add_watch /sys/fs/cgroup/cpuset/docker/822f1e6ece2bd90ab303e25aff099ac4c36a5c0ae9be8a92ffed668da22026b7: no such file or directory",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:34 kind-worker3 kubelet[298]: W0414 00:07:34.961689     298 watcher.go:93] Error while processing event (\"/sys/fs/cgroup/devices/kubelet.slice/kubelet-kubepods.slice\": 0x40000100 == IN_CREATE|IN_ISDIR): readdirent /sys/fs/cgroup/devices/kubelet.slice/kubelet-kubepods.slice: no such file or directory",
      // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
      "May 12 04:55:37 localhost.localdomain kubelet.sh[2473]: W0512 04:55:37.797223    2473 manager.go:1169] Failed to process watch event {EventType:0 Name:/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod128f1939c596dd2fd1cdbd0faaa722d0.slice/crio-4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5 WatchSource:0}: Error finding container 4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5: Status 404 returned error can't find the container with id 4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5",
    ],
  },
  {
    id: 'cadvisor-existing-container-404',
    title: 'cAdvisor: failed to create existing container (the runtime does not know it)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to create existing container: '],
      // CRI-O answers 404; containerd says its task is gone (`task <id> not found: not found`).
      errContains: ['Status 404', 'not found: not found'],
    },
    evidence: ['kubelet-starting', 'container-removed-earlier'],
    vetoes: ['repeats-for-same-id'],
    evidenceParams: { windowSeconds: 300, startupOnlyForEarlierContainers: true },
    summary: 'cAdvisor found a cgroup whose container the runtime does not know (at start-up, or a short-lived container gone meanwhile).',
    explanation:
      'When the kubelet starts, cAdvisor walks the existing cgroup tree and registers every container it finds; later it registers each new cgroup as it appears. ' +
      'A cgroup can outlive its container (or belong to CRI-O\'s conmon scope), and a container that lives for a moment (an exec probe\'s, a crash-looping one) can be gone when cAdvisor asks: CRI-O answers 404 for it, containerd that the container\'s task is not found. The cgroup is skipped.',
    benignWhen: 'Logged while the kubelet starts, or for containers already removed.',
    whenNotBenign: 'If it repeats long after start-up for containers that keep running, their metrics are missing: look at the runtime (containerd\'s `task … not found` or CRI-O\'s 404 for a container `crictl ps` still lists) and at leftover cgroups on the node.',
    references: [k8s(120988)],
    sourceFiles: [CADVISOR_MANAGER],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/120988
      "2023-10-04T16:59:00.153610+03:00 cicd-kub-control-01 kubelet[62668]: E1004 16:59:00.153542   62668 manager.go:1106] Failed to create existing container: /kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod580089d6e069d3234bc4d982905c6673.slice/crio-77e41c1ad0a21b896eb9df24267ac0c55185ce15336298c531d36f55a490f8b5: Error finding container 77e41c1ad0a21b896eb9df24267ac0c55185ce15336298c531d36f55a490f8b5: Status 404 returned error can't find the container with id 77e41c1ad0a21b896eb9df24267ac0c55185ce15336298c531d36f55a490f8b5",
      // source: https://github.com/kubernetes/kubernetes/issues/61117 (a Talos node's kubelet restarting, containerd)
      "10.200.1.3: {\"ts\":1753121336470.3108,\"caller\":\"manager/manager.go:1116\",\"msg\":\"Failed to create existing container: /kubepods/pod7c0764b9-0e2a-4050-a4e9-7f22847e1835/cce3b31b3362cb96b3717067c436b03843ade9087f4d67b54b310f77072b655b: task cce3b31b3362cb96b3717067c436b03843ade9087f4d67b54b310f77072b655b not found: not found\"}",
    ],
  },
  {
    id: 'pod-log-stats-missing',
    title: 'Unable to fetch pod/container log stats',
    verdictKind: 'benign',
    match: {
      messages: ['Unable to fetch pod log stats', 'Unable to fetch pod etc hosts stats', 'Unable to fetch container log stats'],
      // Files gone, not a disk failing or denied: those say so in the error.
      errNotContains: NODE_IO_FAILURES,
    },
    summary: 'Disk-usage stats for a pod\'s or container\'s logs could not be read because the files are gone.',
    explanation:
      'Stats collection walks log directories and the pod\'s etc-hosts file; it races with pod and container deletion, so the path is often already removed. ' +
      'Pods that mount their own /etc/hosts never get an etc-hosts file at all. Newer kubelets log the pod-level messages only at `--v=6`.',
    benignWhen: 'The pod or container was deleted or restarted recently (log files rotate on restart).',
    whenNotBenign: 'If it repeats for a running container, its log file is missing or unreadable: check the runtime\'s log path and disk.',
    references: [k8s(106957), k8sPR(101708), gh('kubernetes/kubelet', 50), gh('Mirantis/cri-dockerd', 453), gh('k3s-io/k3s', 1510)],
    sourceFiles: ['pkg/kubelet/stats/cadvisor_stats_provider.go', 'pkg/kubelet/stats/cri_stats_provider.go', 'pkg/kubelet/stats/helper.go'],
    samples: [
      // source: https://github.com/k3s-io/k3s/issues/1510
      "Mar 08 20:59:30 a k3s[13751]: E0308 20:59:30.121369   13751 cri_stats_provider.go:576] Unable to fetch container log stats for path /var/log/pods/kube-system_helm-install-traefik-nhfpw_1a87f658-fd48-4743-986c-eb1f8fc5c1a4/helm: failed command 'du' ($ nice -n 19 du -x -s -B 1) on path /var/log/pods/kube-system_helm-install-traefik-nhfpw_1a87f658-fd48-4743-986c-eb1f8fc5c1a4/helm with error exit status 1",
    ],
  },
  {
    id: 'cri-stats-fs-info-missing',
    title: 'Stats: the file system of the image store or a container layer could not be read',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to get the info of the filesystem with mountpoint'],
    },
    // At start-up cAdvisor has not read the file systems yet (`unable to find data in memory cache`), and image GC's
    // `invalid capacity 0 on image filesystem` follows. Later, other causes make the node's stats fail.
    evidence: ['kubelet-starting'],
    // Only cAdvisor not having read the file systems yet: a path that does not exist is no start-up.
    evidenceParams: { windowSeconds: 60, startupOnlyIf: ['unable to find data in memory cache'] },
    summary: 'The kubelet could not get disk usage for the file system of the runtime\'s image store or of a container\'s writable layer from cAdvisor.',
    explanation:
      'When the kubelet reads stats from the runtime over CRI (the CRI stats provider), it asks cAdvisor for the file system behind each mount point the runtime reports: the image store (`…/io.containerd.snapshotter.v1.overlayfs`) and each container\'s writable layer. ' +
      'Right after the kubelet starts, cAdvisor has not collected anything yet (`unable to find data in memory cache`), so the first stats pass fails and image GC reports `invalid capacity 0 on image filesystem` once; this passes within seconds. ' +
      'A layer mounted after cAdvisor listed the partitions (`could not find device … in cached partitions map`) was logged at error level every stats pass by older kubelets, with the containers running normally (kubernetes#94825). ' +
      'Newer kubelets log those expected cases at verbosity 2, and an error-level line is another failure, which leaves the node without pod and image file-system stats (image GC and ephemeral-storage eviction then work without them).',
    benignWhen: 'Within a minute of the kubelet\'s start.',
    whenNotBenign:
      'If it keeps coming: `could not find device … in cached partitions map` for container layers on an older kubelet is log noise (a kubelet restart makes cAdvisor list the partitions again); any other error means the image or container file system stats are missing: check the mount point it names (`df`, `findmnt`) and whether image GC reports `invalid capacity 0`.',
    references: [k8s(94825), gh('nestybox/sysbox', 292), src('pkg/kubelet/stats/cri_stats_provider.go')],
    sourceFiles: ['pkg/kubelet/stats/cri_stats_provider.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/94825 (the poster cut the line before its file name)
      "cri_stats_provider.go:375] Failed to get the info of the filesystem with mountpoint \"/var/lib/containers/storage/overlay/2243263dc8ba6c55d8867d3e47bcaaa145d15f0ace19420824d639d86defe2e3/merged\": failed to get device for dir \"/var/lib/containers/storage/overlay/2243263dc8ba6c55d8867d3e47bcaaa145d15f0ace19420824d639d86defe2e3/merged\": could not find device with major: 0, minor: 83 in cached partitions map.",
    ],
  },
  {
    id: 'runc-cgroup-remove-retry',
    title: 'runc: failed to remove cgroup (will retry)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to remove cgroup (will retry)'],
    },
    evidence: ['container-exited-earlier', 'pod-being-deleted'],
    // Only the first failure says "will retry": a final failure of the same cgroup seconds later means it gave up.
    vetoes: ['removal-gave-up'],
    evidenceParams: { windowSeconds: 30 },
    summary: 'Removing a cgroup directory failed on the first attempt; the vendored runc code retries.',
    explanation:
      'A cgroup directory cannot be removed while the kernel still accounts tasks or pages to it, which is normal right after processes exit. ' +
      'The runc cgroup code vendored into kubelets up to 1.31 retries a few times with back-off and logs the first failure as this warning. ' +
      'Only a final `Failed to remove cgroup` (without "will retry") means the removal gave up.',
    benignWhen: 'The containers in that cgroup had just exited or the pod was being deleted, and no final failure follows.',
    whenNotBenign:
      'If the final `Failed to remove cgroup` / `Failed to delete cgroup paths` repeats for the same pod, processes are stuck (often in D state): ' +
      'check `cgroup.procs` of the path and the kernel version.',
    references: [k8s(109182), k8s(128975), k8s(97497), gh('kata-containers/kata-containers', 2539)],
    sourceFiles: ['https://github.com/opencontainers/runc/blob/release-1.1/libcontainer/cgroups/utils.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/109182
      "Mar 31 05:30:14 kind-control-plane kubelet[723]: time=\"2022-03-31T05:30:14Z\" level=warning msg=\"Failed to remove cgroup (will retry)\" error=\"rmdir /sys/fs/cgroup/rdma/kubelet/kubepods/pod93035424-72ce-42df-be98-d0a9a47ec7c3/7cd75055222b05261b435a4face3561cd52ba91f54fa9ce6b194962767e5cddd: device or resource busy\"",
      // source: https://github.com/kubernetes/kubernetes/issues/128975
      "Nov 20 18:16:41 idp-yfsu-ppp9n-xqvk2-dn4sk kubelet[1083348]: time=\"2024-11-20T18:16:41+08:00\" level=warning msg=\"Failed to remove cgroup (will retry)\" error=\"rmdir /sys/fs/cgroup/freezer/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-podca1703cc072c4c5daa5a934e15a9ae5d.slice/cri-containerd-c576b43f0d4a95442d34e0b9a36407df75420306a2ec88e50dc615414b9bd5d0.scope: device or resource busy\"",
    ],
  },
  {
    id: 'pod-cgroup-delete-failed',
    title: 'Failed to delete pod cgroup paths',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to delete cgroup paths', 'Error syncing pod, skipping'],
      messagePatterns: ['^failed to delete cgroup paths for \\[', ERROR_SYNCING_PRINTF],
      errContains: ['cgroup paths'],
    },
    // Housekeeping's `Orphaned pod found, removing pod cgroups` is another attempt, not a success: only the worker's
    // `Pod termination removed cgroups` says they are gone. Failing for minutes without a break is a stuck cgroup.
    evidence: ['followed-by-success'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 60, successMessages: ['Pod termination removed cgroups'], failureMessages: ['Failed to delete cgroup paths'], failuresAfterSuccessOnly: true, persistSeconds: 600, persistGapSeconds: 120 },
    summary: 'The kubelet could not remove a terminated pod\'s cgroup yet.',
    explanation:
      'After a pod terminates the kubelet deletes its pod-level cgroup; if a child cgroup is still busy (see the runc retry entry) or systemd is slow to remove the slice, the deletion fails. ' +
      'The pod worker returns the error and retries, and housekeeping also removes cgroups of orphaned pods.',
    benignWhen: 'It stops within a few housekeeping cycles and the cgroups are removed later.',
    whenNotBenign:
      'If it persists for a pod whose containers are gone, processes are leaking in the cgroup or systemd is stuck: ' +
      'check the slice with `systemctl status`, the processes in it, and the kernel.',
    references: [k8s(97497), k8s(108891), k8s(123766)],
    sourceFiles: ['pkg/kubelet/cm/pod_container_manager_linux.go', POD_WORKERS],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/108891
      "Sep 19 13:14:56 kinder-external-etcd-worker-2 kubelet[359]: I0919 13:14:56.927805     359 pod_container_manager_linux.go:210] \"Failed to delete cgroup paths\" cgroupName=[kubepods besteffort pod53d19839-496a-4be8-8964-84ee83de9353] err=\"unable to destroy cgroup paths for cgroup [kubepods besteffort pod53d19839-496a-4be8-8964-84ee83de9353] : Timed out while waiting for systemd to remove kubepods-besteffort-pod53d19839_496a_4be8_8964_84ee83de9353.slice\"",
      // source: https://github.com/kubernetes/kubernetes/issues/123766
      "I0908 17:46:46.420991 2190871 pod_container_manager_linux.go:210] \"Failed to delete cgroup paths\" cgroupName=[\"kubepods\",\"burstable\",\"pod7914ce7c-b79e-4748-bd2f-f99ad718116a\"] err=\"unable to destroy cgroup paths for cgroup [kubepods burstable pod7914ce7c-b79e-4748-bd2f-f99ad718116a] : Timed out while waiting for systemd to remove kubepods-burstable-pod7914ce7c_b79e_4748_bd2f_f99ad718116a.slice\"",
      // source: https://github.com/kubernetes/kubernetes/issues/108891
      "Sep 19 13:14:56 kinder-external-etcd-worker-2 kubelet[359]: E0919 13:14:56.769398     359 pod_workers.go:1294] \"Error syncing pod, skipping\" err=\"failed to delete cgroup paths for [kubepods besteffort pod53d19839-496a-4be8-8964-84ee83de9353] : unable to destroy cgroup paths for cgroup [kubepods besteffort pod53d19839-496a-4be8-8964-84ee83de9353] : Timed out while waiting for systemd to remove kubepods-besteffort-pod53d19839_496a_4be8_8964_84ee83de9353.slice\" pod=\"pods-900/pod-test\" podUID=53d19839-496a-4be8-8964-84ee83de9353",
    ],
  },

  // ───────────────────────── C. Start-up and node bootstrap ─────────────────────────
  {
    // Before static-pod-manifest-invalid, which would take its line for a broken manifest (r58a M03).
    id: 'static-pod-file-gone',
    title: 'A file in the static pod directory was gone when the kubelet read it',
    verdictKind: 'benign',
    informational: true,
    match: {
      // Only an editor's or a tool's short-lived names (vim's swap files and `4913`, a `~` backup, a `.tmp` copy): a
      // manifest of its own name gone (a dangling symlink, a file removed while read) may be a pod that no longer runs
      // (r59a S01, S02, S04).
      messages: ['Could not process manifest file', 'Unable to process watch event'],
      // GNU `sed -i` writes its copy as `sedXXXXXX` beside the file and renames it over (r60a S01, S02).
      messagePatterns: ['^(?:Unable to process watch event: )?[Cc]an\'t process (?:config|manifest) file "[^"]{0,400}(?:\\.sw[a-z]|/4913|~|\\.tmp|/sed[A-Za-z0-9]{6})": open '],
      errContains: ['.swp: no such file', '.swx: no such file', '.swo: no such file', '/4913: no such file', '~: no such file', '.tmp: no such file', '/sed'],
      errAlsoContains: ['no such file or directory'],
    },
    summary: 'The kubelet was told of an editor\'s or a tool\'s short-lived file in its static pod directory (vim\'s `4913` test file or `~` backup, `sed -i`\'s copy, a temporary copy renamed into place; on kubelets 1.6 and older also vim\'s `.swp` files) and found it gone when it opened it.',
    explanation:
      'The kubelet watches its static pod directory and reads each file the watch tells it of. Editors and tools make short-lived files there: vim\'s `4913` test of whether the directory is writable and its `~` backup, `sed -i`\'s `sedXXXXXX` copy, a temporary copy renamed into place. (Files whose names start with a dot, such as vim\'s `.kube-apiserver.yaml.swp`, are ignored since kubernetes#45111; kubelets 1.6 and older read them too, as in the sample.) When such a file is gone by the time the kubelet opens it, the watch path logs this error; there was no manifest to run. The kubelet\'s periodic reading of the directory skips a file that vanished without a word, and picks up a manifest written meanwhile.',
    whenNotBenign: 'Nothing to do for the file named. Edit manifests outside the directory and move them in, so that no editor\'s files appear there, and keep backups elsewhere: the kubelet runs every file it can read there as a pod.',
    references: [k8s(40331), k8sPR(45111), src('pkg/kubelet/config/file.go')],
    sourceFiles: ['pkg/kubelet/config/file.go', 'pkg/kubelet/config/file_linux.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/40331 (OpenShift 3.6, a manifest edited with vim)
      'E0506 22:15:17.842608   15282 file_linux.go:113] can\'t process config file "/etc/origin/manifests/.controller.yaml.swp": open /etc/origin/manifests/.controller.yaml.swp: no such file or directory',
    ],
  },
  {
    id: 'static-pod-manifest-invalid',
    title: 'A static pod manifest cannot be read',
    verdictKind: 'actionable',
    match: {
      // 1.21+'s watch path too: `"Unable to process watch event" err="…"` (r60a S05).
      messages: ['Could not process manifest file', 'Unable to process watch event'],
      // ≤1.9 said `can't process config file` (file_linux.go; r28a 16, 17: a Namespace YAML, a vim swap file).
      // 1.19–1.21's watch path: `Unable to process watch event: can't process config file "…": …` (r56a 17).
      messagePatterns: ['^(?:Could not|Can\'t) process manifest file ', '^[Cc]an\'t process config file "', '^Unable to process watch event: can\'t process config file "'],
      // The watch read the directory itself (`read /etc/kubernetes/manifests: is a directory`: OpenShift's bootstrap
      // replaces it): no manifest.
      errNotContains: ['is a directory'],
    },
    summary: 'A file in the static pod directory is not a valid Pod, so the kubelet does not run the pod it describes.',
    explanation:
      'The kubelet reads every file in its static pod path (`staticPodPath`, `/etc/kubernetes/manifests` on kubeadm nodes) again and again, and runs one pod per file. ' +
      'A file it cannot decode as a Pod (a YAML syntax error, a wrong `kind` or `apiVersion`, a field of the wrong type) or that does not validate as one (a required field missing) is left out, and the kubelet says so on every pass. ' +
      'On a control-plane node the file is usually the API server\'s, etcd\'s or the scheduler\'s own, edited by hand: that component then does not come back, and everything that needs it fails after it.',
    whenNotBenign: 'Fix the file the error names (a YAML error gives its line; a Pod that does not validate, `invalid pod: [spec.containers: Required value]`, names the field), or restore it from a backup kept outside the manifests directory; the kubelet picks it up within seconds. The kubelet reads every file there as a Pod (only dot-files are skipped): move out anything that is not one (a `kustomization.yaml`, a scheduler configuration, a backup copy). `no such file or directory` (only after `Unable to process watch event`) is a file gone when the kubelet opened it after the watch told it of the file: a manifest removed on purpose (its pod stops) or an editor\'s temporary file; the periodic reading of the directory skips such a file without a word. A symlink whose target is missing is reported as `Could not get metadata` at each reading (`ls -lL` on the directory).',
    adviceFor: [
      {
        ifContains: ["Object 'Kind' is missing in 'null'"],
        advice:
          "`Object 'Kind' is missing in 'null'`: the kubelet read an empty file, most often one that was being written in place at that moment (an installer's `cat > …`, a configuration tool). If the pod runs a moment later, nothing is wrong with the manifest: write such files elsewhere and `mv` them into the directory, since a rename is atomic (kontena/pharos-cluster#252, bottlerocket-os/bottlerocket#1396). If it keeps coming, the file is empty.",
      },
    ],
    references: [src('pkg/kubelet/config/file.go'), gh('kontena/pharos-cluster', 252), gh('bottlerocket-os/bottlerocket', 1396), src('pkg/kubelet/config/common.go')],
    sourceFiles: ['pkg/kubelet/config/file.go'],
    samples: [
      // source: https://github.com/ibtisam-iq/nectar/blob/7c384d293a58c411134920b81ac745acb5a324c4/kubernetes/practice-labs/core-components.md (a lab's broken kube-apiserver.yaml, kubelet 1.33)
      "2025-08-23T11:21:56.530696+00:00 controlplane kubelet[1504]: E0823 11:21:56.530513    1504 file.go:187] \"Could not process manifest file\" err=\"/etc/kubernetes/manifests/kube-apiserver.yaml: couldn't parse as pod(yaml: line 4: could not find expected ':'), please check config file\" path=\"/etc/kubernetes/manifests/kube-apiserver.yaml\"",
      // source: https://github.com/kontena/pharos-cluster/issues/252 (a manifest written in place by the installer)
      "Apr 17 08:50:23 terom-kupo-master kubelet[1541]: E0417 08:50:23.087679    1541 file_linux.go:114] Can't process manifest file \"/etc/kubernetes/manifests/pharos-etcd.yaml\": /etc/kubernetes/manifests/pharos-etcd.yaml: couldn't parse as pod(Object 'Kind' is missing in 'null'), please check manifest file.",
      // source: https://github.com/bottlerocket-os/bottlerocket/issues/1396 (the watch path)
      "Mar 16 01:32:57 ip-10-0-167-200.us-west-2.compute.internal kubelet[3919]: E0316 01:32:57.654182    3919 file.go:108] Unable to process watch event: can't process config file \"/etc/kubernetes/static-pods/etcd\": /etc/kubernetes/static-pods/etcd: couldn't parse as pod(Object 'Kind' is missing in 'null'), please check config file",
    ],
  },
  {
    id: 'inotify-limit-reached',
    title: 'The node ran out of inotify instances or watches (too many open files)',
    verdictKind: 'actionable',
    match: {
      // The static pod source's watch of its directory is the kubelet's own line for it; cAdvisor's watches fail alike.
      messages: ['Unable to read config path', 'Unable to read manifest path', 'unable to read config path'],
      // ≤1.2x's lock file watcher (`--exit-on-lock-contention`), just before the kubelet exits on the same error.
      messagePatterns: ['^Unable to read (?:manifest|config) path "[^"]{1,4096}": unable to create inotify', '^unable to create watcher for lockfile: '],
      // The inotify calls themselves (`inotify_init`, `inotify_add_watch`), not a file opened while handling an inotify
      // event (`open …: too many open files` there is the process's own file limit).
      errContains: ['unable to create inotify', 'inotify_init', 'inotify_add_watch'],
      errAlsoContains: ['too many open files', 'no space left on device'],
    },
    summary: 'The kernel refused the kubelet a new inotify instance or watch: the node\'s per-user inotify limits are used up.',
    explanation:
      'Watching files (the static pod directory here, container log files for `kubectl logs -f`, cgroups for cAdvisor) takes inotify instances and watches, which Linux limits per user (`fs.inotify.max_user_instances`, 128 by default on many distributions; `fs.inotify.max_user_watches`). ' +
      'A node with many pods, containerd shims and log shippers (each holding its own instances) reaches them, and every new watch then fails with `too many open files` (instances) or `no space left on device` (watches). ' +
      'The kubelet still lists the static pod directory periodically, so static pods are read late rather than never; other watchers on the node fail the same way (`failed to create fsnotify watcher: too many open files` from `kubectl logs -f`, crash-looping CNI agents).',
    whenNotBenign:
      'Raise the limits (`sysctl fs.inotify.max_user_instances=512 fs.inotify.max_user_watches=524288`, and persist them in /etc/sysctl.d), then find what holds the instances (`find /proc/*/fd -lname anon_inode:inotify` grouped by process).',
    references: [page('kind: known issues (pod errors due to "too many open files")', 'https://kind.sigs.k8s.io/docs/user/known-issues/#pod-errors-due-to-too-many-open-files'), gh('k3s-io/k3s', 10020), gh('k3s-io/k3s', 10325), gh('kubermatic/kubermatic', 7490)],
    sourceFiles: ['pkg/kubelet/config/file_linux.go', 'cmd/kubelet/app/server_linux.go'],
    samples: [
      // source: a minikube (localkube) journal quoted in kubernetes/minikube#2381
      'Jan 03 01:49:48 banwagong localkube[30646]: E0103 01:49:48.644861   30646 file.go:76] Unable to read manifest path "/etc/kubernetes/manifests": unable to create inotify: inotify_init: too many open files',
      // source: https://github.com/kubermatic/kubermatic/issues/7490 (kubelet 1.20; the poster's leading space left out)
      'kubelet[111106]: E0812 16:26:52.166955  111106 server_linux.go:27] unable to create watcher for lockfile: inotify_init: too many open files',
    ],
  },
  {
    id: 'static-pod-path-missing',
    title: 'Static pod path does not exist',
    verdictKind: 'benign',
    match: {
      messages: ['Unable to read config path', 'Unable to read manifest path', 'unable to read config path'],
      errContains: ['path does not exist'],
    },
    vetoes: ['static-pods-ran'],
    summary: 'The kubelet is configured to watch a static pod directory that does not exist on this node.',
    explanation:
      'kubeadm configures `staticPodPath` on every node, but worker nodes usually have no static pods and no such directory. ' +
      'The file source keeps retrying every second or so and logs this each time. It only means "no static pods here".',
    benignWhen: 'As long as the node is not supposed to run static pods (control-plane nodes are); the log showing static pods run on the node from that directory says it was.',
    whenNotBenign: 'On a control-plane node the manifests are missing: restore them. To silence it elsewhere, create the empty directory or unset `staticPodPath`.',
    references: [
      gh('kubernetes/kubeadm', 1345),
      gh('Azure/acs-engine', 185),
      gh('Azure/acs-engine', 3506),
      gh('superedge/superedge', 365),
      gh('clearlinux/cloud-native-setup', 127),
      gh('microsoft/pai', 939),
    ],
    sourceFiles: ['pkg/kubelet/config/file_linux.go', 'pkg/kubelet/config/file.go'],
    samples: [
      // source: https://github.com/kubernetes/kubeadm/issues/1345
      "E0124 09:56:43.089609   25648 file_linux.go:61] Unable to read config path \"/etc/kubernetes/manifests\": path does not exist, ignoring",
      // source: https://github.com/clearlinux/cloud-native-setup/issues/127
      "Jul 31 01:44:24 clr-7758e4011ab24fbfa1263b0fd3f57997 kubelet[10086]: E0731 01:44:24.053203   10086 file_linux.go:61] Unable to read config path \"/etc/kubernetes/manifests\": path does not exist, ignoring",
      // source: https://github.com/microsoft/pai/issues/939
      "E0502 14:52:10.429867   63971 file.go:76] Unable to read manifest path \"/etc/kubernetes/manifests\": path does not exist, ignoring",
    ],
  },
  {
    id: 'cni-not-initialized',
    title: 'Container runtime network not ready (CNI not initialized)',
    verdictKind: 'benign-in-context',
    match: {
      // A pod's sync refused for the same reason says it too (`Error syncing pod` … `network is not ready: …`).
      messages: ['Container runtime network not ready', 'Error syncing pod, skipping'],
      messagePatterns: [`${ERROR_SYNCING_PRINTF}network is not ready: `],
      errContains: ['network not ready', 'network is not ready'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'persisting'],
    evidenceParams: { windowSeconds: 300, startupUnlessNodeReady: true, clearedByRestartOf: ['boot'] },
    summary: 'The runtime reports that no CNI network configuration is usable yet.',
    explanation:
      'Every few seconds the kubelet asks the runtime whether its network is ready. Until a CNI plugin writes its configuration (usually the CNI DaemonSet pod on this node), ' +
      'the answer is "not ready" and the node stays NotReady. During bootstrap this is expected and clears once the CNI pod runs. ' +
      'With kubenet instead of a CNI plugin (`--network-plugin=kubenet`, kubelets up to 1.23) the answer is `Kubenet does not have netConfig. This is most likely due to lack of PodCIDR`: ' +
      'kubenet waits for the node\'s PodCIDR, which the kubelet logs receiving as `Setting Pod CIDR` (`Updating Pod CIDR` since 1.21).',
    benignWhen: 'Within minutes of the kubelet or node starting, before the CNI pod on the node is running (with kubenet, before the node has its PodCIDR).',
    whenNotBenign:
      'If it persists: the CNI pod is not running or crashing, its config is invalid, the runtime looks in a different config directory, ' +
      'or the runtime needs a restart to pick up the config. With kubenet, the node has no PodCIDR: check `kubectl get node <node> -o jsonpath={.spec.podCIDR}` and that kube-controller-manager allocates node CIDRs (`--allocate-node-cidrs=true` with a `--cluster-cidr`), or that the cloud provider assigns them.',
    references: [k8s(43815), k8s(48798), gh('kubernetes/kubeadm', 1031), gh('containerd/containerd', 8419)],
    sourceFiles: [KUBELET_GO],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:34 kind-worker3 kubelet[298]: E0414 00:07:34.765828     298 kubelet.go:2349] \"Container runtime network not ready\" networkReady=\"NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: cni plugin not initialized\"",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "E0120 11:42:15.364046    4787 kubelet.go:2103] Container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:docker: network plugin is not ready: cni config uninitialized",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:09:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:09:10.958679    2689 kubelet.go:2916] \"Container runtime network not ready\" networkReady=\"NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: no CNI configuration file in /etc/kubernetes/cni/net.d/. Has your network provider started?\"",
    ],
  },
  {
    id: 'pleg-not-healthy',
    title: 'PLEG is not healthy (relist stalled)',
    verdictKind: 'actionable',
    match: {
      // And the node status it causes: structured `"Node became not ready" condition={… Message:PLEG is not healthy: …}`.
      messages: ['Skipping pod synchronization', 'skipping pod synchronization', 'Node became not ready'],
      // The node status it causes: `Node became not ready: {… Message:PLEG is not healthy: …}` (setters.go, ≤1.20 printf).
      messagePatterns: ['^Node became not ready: \\{.{0,400}PLEG is not healthy: pleg was last seen active'],
      errContains: ['pleg was last seen active'],
      // Go's largest duration: PLEG has never relisted (a kubelet just started, before 1.14 said so this way).
      errNotContains: [PLEG_NEVER_RELISTED],
    },
    summary: 'The kubelet has not completed a PLEG relist for minutes and stopped syncing pods.',
    explanation:
      'PLEG periodically lists every pod and container through the CRI and inspects the ones that changed. ' +
      'When a relist has not finished within the threshold (3 minutes), the kubelet declares PLEG unhealthy, stops pod syncs and marks the node NotReady. ' +
      'Causes are a hung or very slow runtime (disk I/O, too many containers, deadlocks), CNI calls blocking sandbox status, or a CPU-starved kubelet.',
    whenNotBenign:
      'Check how fast the runtime answers (`crictl ps` latency), the runtime logs, disk latency and the number of containers on the node; ' +
      'restart the runtime or the kubelet only as a last resort.',
    references: [k8s(45419), k8s(61117), k8s(77728), k8sPR(41569)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/pleg/generic.go'],
    samples: [
      // source: https://github.com/aws-samples/eks-workshop-v2/issues/447
      "Apr 13 10:53:52 ip-10-42-10-121 kubelet: E0413 10:53:52.844381    3263 kubelet.go:2055] \"Skipping pod synchronization\" err=\"PLEG is not healthy: pleg was last seen active 2h33m12.704970756s ago; threshold is 3m0s\"",
      // source: https://github.com/kubernetes/kubernetes/issues/110143
      "E0422 16:33:34.925557    7636 kubelet.go:1852] skipping pod synchronization - PLEG is not healthy: pleg was last seen active 3m21.3659944s ago; threshold is 3m0s",
      // source: https://github.com/moby/moby/issues/44300
      "Oct 14 17:14:42 ip-172-31-50-26.us-west-2.compute.internal kubelet[2261]: E1014 17:14:42.470286    2261 kubelet.go:1765] skipping pod synchronization - PLEG is not healthy: pleg was last seen active 3m2.325658446s ago; threshold is 3m0s",
    ],
  },
  {
    id: 'sync-skipped-at-startup',
    title: 'Skipping pod synchronization: the runtime or PLEG not ready (yet)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Skipping pod synchronization', 'skipping pod synchronization'],
      // `container runtime is down`: the runtime's status check failed (not ready, or no answer); at start-up the
      // runtime is often still starting. A stalled PLEG beside it is pleg-not-healthy's (earlier in the catalogue).
      errContains: ['may not have completed yet', 'pleg has yet to be successful', PLEG_NEVER_RELISTED, 'container runtime is down'],
    },
    evidence: ['kubelet-starting'],
    escalation: ['never-since-start', 'persisting'],
    // A runtime that hung before a restart (PLEG stalled, its calls timing out) and is still down after it. The
    // runtime's first status check or PLEG's first relist still pending minutes after the start never completed.
    evidenceParams: {
      windowSeconds: 60, sameFailureAs: ['pleg-not-healthy', 'cri-call-failed', 'exec-runtime-unreachable'], clearedByRestartOf: ['runtime', 'boot'],
      neverSinceStart: ['container runtime status check may not have completed yet', 'pleg has yet to be successful', PLEG_NEVER_RELISTED],
    },
    summary: 'The sync loop waits for the first runtime status check and the first PLEG relist.',
    explanation:
      'Right after the kubelet starts, the sync loop refuses to work until the runtime has answered a status check and PLEG has completed its first relist. ' +
      'It backs off and retries, logging the missing pre-conditions each time. ' +
      'Kubelets of 2018 and before said `container runtime is down PLEG is not healthy: pleg was last seen active 2562047h47m16.854775807s ago` here: that duration is the longest a Go `time.Duration` holds, what the time since Go\'s zero time saturates to, because PLEG had not relisted yet: not a PLEG stalled for 292 years.',
    benignWhen: 'Only in the first seconds after the kubelet starts.',
    whenNotBenign:
      'If it persists, the runtime is not answering (`container runtime is down`) or PLEG is stuck; see the PLEG entry and the runtime logs. ' +
      '`may not have completed yet` and `pleg has yet to be successful` mean the step has not succeeded once since the kubelet started: minutes after the start, the runtime never answered its status check (check that containerd or CRI-O runs and that `--container-runtime-endpoint` names its socket; on a dockershim node, 1.23 or older, whether `docker ps` hangs: kubernetes#84978), or PLEG never listed the containers.',
    references: [src('pkg/kubelet/runtime.go'), src(KUBELET_GO), k8s(69007), k8s(84978)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/runtime.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/65843 (kubelet 1.11, right after `Starting kubelet main sync loop.`)
      "I0705 13:07:12.269821   32911 kubelet.go:1799] skipping pod synchronization - [container runtime is down PLEG is not healthy: pleg was last seen active 2562047h47m16.854775807s ago; threshold is 3m0s]",
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
      "Aug 22 00:23:09 kind-worker kubelet[584647]: E0822 00:23:09.625727  584647 kubelet.go:2010] \"Skipping pod synchronization\" err=\"[container runtime status check may not have completed yet, PLEG is not healthy: pleg has yet to be successful]\"",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:35 kind-worker3 kubelet[298]: E0414 00:07:35.669797     298 kubelet.go:2010] \"Skipping pod synchronization\" err=\"PLEG is not healthy: pleg has yet to be successful\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668094.4678,\"caller\":\"kubelet/kubelet.go:2451\",\"msg\":\"Skipping pod synchronization\",\"err\":\"PLEG is not healthy: pleg has yet to be successful\",\"errCauses\":[{\"error\":\"PLEG is not healthy: pleg has yet to be successful\"}]}",
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:39.929006    4390 kubelet.go:1765] skipping pod synchronization - [container runtime status check may not have completed yet, PLEG is not healthy: pleg has yet to be successful]",
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:40.029786    4390 kubelet.go:1765] skipping pod synchronization - container runtime status check may not have completed yet",
      // source: https://github.com/kubernetes/website/issues/8030 (kubelet 1.10, every 5 s; the node stays NotReady)
      'Apr 09 21:14:19 k8s-node1 kubelet[26014]: I0409 21:14:19.210702   26014 kubelet.go:1794] skipping pod synchronization - [container runtime is down]',
    ],
  },
  {
    id: 'node-not-found-bootstrap',
    title: 'Node object not found (not registered, or not yet seen by the kubelet)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Error getting node', 'Error getting the current node from lister', 'No need to create a mirror pod, since failed to get node info from the cluster'],
      messagePatterns: ['^node "[^"]+" not found$'],
      errContains: ['not found'],
    },
    evidence: ['before-node-registered', 'kubelet-starting'],
    escalation: ['registration-overdue'],
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true, startupUnlessRegistered: true },
    summary: 'The kubelet looked up its own Node object before it exists in the API.',
    explanation:
      'The kubelet\'s node informer has no Node object until registration succeeds; on a kubeadm control-plane node the API server is itself a static pod that this kubelet still has to start. ' +
      'Several loops (node status, eviction, CSI) poll for the node and log this until it appears.',
    benignWhen: 'Before `Successfully registered node` in the same kubelet run, typically for seconds.',
    whenNotBenign:
      'If registration never succeeds, look for `Unable to register node with API server`, a hostname/`--hostname-override` mismatch, ' +
      'certificate or RBAC errors, or a cloud provider that has not initialised the node.',
    references: [k8s(111195), gh('kubernetes/kubeadm', 2542), gh('kubernetes/website', 31915), k8s(90637), k8s(74262)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:34 kind-worker3 kubelet[298]: E0414 00:07:34.863453     298 kubelet.go:2424] \"Error getting node\" err=\"node \\\"kind-worker3\\\" not found\"",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:10.884736    2689 kubelet_node_status.go:503] \"Error getting the current node from lister\" err=\"node \\\"ite-ocp-2rk9g-master-0\\\" not found\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668051.6091,\"caller\":\"kubelet/kubelet_node_status.go:404\",\"msg\":\"Error getting the current node from lister\",\"err\":\"node \\\"talos-default-controlplane-1\\\" not found\"}",
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:39.874505    4390 kubelet.go:2183] node \"localhost\" not found",
    ],
  },
  {
    id: 'node-register-refused',
    title: 'Unable to register node (API server not reachable yet)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to register node with API server', 'Unable to register node with API server, error getting existing node'],
      // Kubelets before about 1.3: `Unable to register 10.0.0.4 with the apiserver: …` (r34a 07, kubernetes#10297).
      messagePatterns: ['^Unable to register node ".*" with API server', LEGACY_REGISTER_FAILED],
      // An API server that answered and refused the Node (an identity, an admission webhook, a field it rejects) was
      // reached: node-register-forbidden.
      errNotContains: [...IDENTITY_REFUSALS, ...NODE_OBJECT_REFUSALS],
    },
    // The registration that followed proves it best; a start shortly before serves when the log ends first. An API
    // server unreachable for minutes before the restart (the lease and status failing) is the same outage after it.
    evidence: ['before-node-registered', 'kubelet-starting'],
    escalation: ['registration-overdue', 'persisting', 'identity-refused'],
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true, sameFailureAs: ['node-lease-failed', 'node-status-update-retry'] },
    summary: 'Registering the Node object failed because the API server could not be reached.',
    explanation:
      'On a control-plane node the kubelet starts the API server as a static pod, so its first registration attempts find nothing listening; ' +
      'elsewhere the API endpoint may simply not be up yet. The kubelet retries with back-off.',
    benignWhen: 'During the first minutes after the kubelet starts, until the API server answers.',
    whenNotBenign:
      'If it persists, check the API endpoint, load balancer and network path from the node. ' +
      'Authentication and authorisation failures (forbidden, Unauthorized, certificate errors) are not matched here and always need fixing (bootstrap token, certificates, node authorizer).',
    references: [k8s(74262), k8s(90637)],
    sourceFiles: ['pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668192.5737,\"caller\":\"kubelet/kubelet_node_status.go:107\",\"msg\":\"Unable to register node with API server\",\"node\":{\"name\":\"talos-default-controlplane-1\"},\"err\":\"Post \\\"https://127.0.0.1:7445/api/v1/nodes\\\": EOF\"}",
      // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log
      "Nov 03 13:34:49 minion2 kubelet[1334]: E1103 13:34:49.552113    1334 kubelet_node_status.go:98] Unable to register node \"192.168.33.30\" with API server: Post http://192.168.33.10:8080/api/v1/nodes: dial tcp 192.168.33.10:8080: getsockopt: no route to host",
    ],
  },
  {
    id: 'image-gc-failing',
    title: 'Image garbage collection keeps failing',
    verdictKind: 'actionable',
    match: {
      messages: ['Image garbage collection failed multiple times in a row'],
      messagePatterns: ['^Image garbage collection failed multiple times in a row'],
    },
    summary: 'The image filesystem is over the high threshold and image GC could not free enough space, again and again.',
    explanation:
      'Every five minutes the kubelet checks the image filesystem; over `imageGCHighThresholdPercent` it deletes unused images, oldest first, until usage falls under the low threshold. ' +
      'After two failures in a row it logs this line, usually with `Wanted to free N bytes, but freed M bytes` (since 1.26 `…only found M bytes eligible to free`): the images in use, or other files on the same filesystem (container logs, emptyDirs, writable layers), take the space. ' +
      'If nothing frees space, the node reaches its disk eviction threshold next and starts evicting pods.',
    whenNotBenign:
      'Find what fills the filesystem (`crictl images`, `du` on the runtime\'s root and /var/log/pods), remove what is not needed, grow the disk, or lower the image GC thresholds only if they were set too tight (a high threshold of a few percent always fails).',
    references: [k8sPR(112631), k8sPR(42916), src('pkg/kubelet/images/image_gc_manager.go'), src(KUBELET_GO)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/images/image_gc_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/pull/112631 (the wording before the PR)
      "E0921 12:50:42.876383   19307 kubelet.go:1347] \"Image garbage collection failed multiple times in a row\" err=\"failed to garbage collect required amount of images. Wanted to free 2986842521 bytes, but freed 0 bytes\"",
      // source: https://github.com/kubernetes/kubernetes/pull/112631 (the wording after it)
      "E0921 12:50:42.876383   19307 kubelet.go:1347] \"Image garbage collection failed multiple times in a row\" err=\"Failed to garbage collect required amount of images. Attempted to free 2986842521 bytes, but only found 0 bytes eligible to free.\"",
    ],
  },
  {
    id: 'image-gc-failed',
    title: 'Image garbage collection failed (a pass; kubelets before 1.8)',
    verdictKind: 'benign-in-context',
    match: {
      // ≤1.7 logged each failed pass as `Image garbage collection failed: <error>` (r40a 02: it had no finding); its
      // start-up race is image-gc-stats-not-ready's, whose pattern comes first in the file's order of matching.
      messagePatterns: ['^Image garbage collection failed: (?!unable to find data for container /$)'],
    },
    // Passes run every 5 minutes: failing for 15 minutes is three in a row.
    escalation: ['persisting'],
    evidenceParams: { persistSeconds: 900, persistGapSeconds: 420 },
    summary: 'One pass of image garbage collection failed: it could not free what it wanted, or some images could not be deleted.',
    explanation:
      'Every five minutes, over `imageGCHighThresholdPercent` (`--image-gc-high-threshold`), the kubelet deletes unused images until the image filesystem is under the low threshold. ' +
      'The error says why the pass failed: it freed less than it wanted (`wanted to free N, but freed M`: the images in use, or other files on the filesystem, hold the space), or the runtime refused some deletions (`conflict: … image is being used by stopped container`, `has dependent child images`): stopped containers that are not collected yet pin their images. ' +
      'Later kubelets say `Image garbage collection failed once` and `… multiple times in a row` instead.',
    benignWhen: 'A log cannot show it by itself: a pass that freed more than it wanted, with some images pinned by stopped containers, needs nothing; the disk filling anyway does.',
    whenNotBenign:
      'Look at the disk (`df` on the runtime\'s root) and what fills it (`docker images` / `crictl images`, `du` on /var/lib/docker or /var/lib/containerd and /var/log). Images pinned by stopped containers go once container garbage collection removes those containers (`--maximum-dead-containers`, `--minimum-container-ttl-duration`). Failing pass after pass, the node reaches its disk eviction threshold next.',
    references: [gh('openshift/release', 40), src('pkg/kubelet/images/image_gc_manager.go')],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/images/image_gc_manager.go'],
    samples: [
      // source: https://github.com/openshift/release/issues/40 (an OpenShift 3 node, kubelet about 1.7)
      "Jul 13 14:45:25 origin-ci-ig-n-khlp.c.openshift-gce-devel.internal origin-node[5119]: E0713 14:45:25.353673    5119 kubelet.go:1146] Image garbage collection failed: wanted to free 6607811379, but freed 7438123270 space with errors in image deletion: [Error response from daemon: {\"message\":\"conflict: unable to delete 8427ca8443f7 (cannot be forced) - image has dependent child images\"}, Error response from daemon: {\"message\":\"conflict: unable to delete a8493f5f50ff (must be forced) - image is being used by stopped container 8921d7846ede\"}, Error response from daemon: {\"message\":\"conflict: unable to delete c910564acdf7 (must be forced) - image is being used by stopped container b9df28709ff3\"}, Error response from daemon: {\"message\":\"conflict: unable to delete 9b7f6bc4f8e5 (must be forced) - image is being used by stopped container efcb52877bde\"}]",
    ],
  },
  {
    id: 'image-gc-stats-not-ready',
    title: 'Image GC failed once: stats not initialised yet',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Image garbage collection failed once. Stats initialization may not have completed yet'],
      // ≤1.7 logged the same race as `Image garbage collection failed: unable to find data for container /` (the
      // corpus's 1.5 log, at its kubelet's start).
      messagePatterns: ['^Image garbage collection failed: unable to find data for container /$'],
    },
    evidence: ['kubelet-starting'],
    evidenceParams: {
      windowSeconds: 300,
      // The first pass after a start says "failed once" whatever failed: one that freed too little had its stats, and
      // the disk is full (a restart does not empty it).
      startupUnless: ['garbage collect required amount', 'Wanted to free', 'eligible to free'],
      // Its own follow-up: the next passes failed too.
      startupUnlessFollowedBy: ['image-gc-failing'],
    },
    summary: 'Image garbage collection ran before the first image-filesystem stats were available.',
    explanation:
      'Image GC needs the image filesystem\'s capacity and usage from cAdvisor or the runtime, which arrive a little after start-up. ' +
      'The first GC attempt can run earlier and fail. The message is fixed text, logged at the first failure after a success whatever failed: its `err` says what (`unable to find data in memory cache`, `invalid capacity 0 on image filesystem` are the stats not ready yet; a free-space error is a full disk), so it is benign only shortly after a start and without a free-space error. ' +
      'The kubelet logs `Image garbage collection failed multiple times in a row` if it keeps failing.',
    benignWhen: 'A single occurrence within the first minutes after the kubelet starts.',
    whenNotBenign: 'If `Image garbage collection failed multiple times in a row` follows, image filesystem detection is broken: check the runtime\'s image fs stats and disk.',
    references: [src(KUBELET_GO)],
    sourceFiles: [KUBELET_GO],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:39.740195    4390 kubelet.go:1218] Image garbage collection failed once. Stats initialization may not have completed yet: failed to get imageFs info: unable to find data in memory cache",
      // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
      "May 12 04:54:38 localhost.localdomain kubelet.sh[2473]: E0512 04:54:38.792917    2473 kubelet.go:1495] \"Image garbage collection failed once. Stats initialization may not have completed yet\" err=\"failed to get imageFs info: unable to find data in memory cache\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668058.806,\"caller\":\"kubelet/kubelet.go:1615\",\"msg\":\"Image garbage collection failed once. Stats initialization may not have completed yet\",\"err\":\"invalid capacity 0 on image filesystem\"}",
    ],
  },
  {
    id: 'eviction-summary-unavailable',
    title: 'Eviction manager: failed to get summary stats',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Eviction manager: failed to get summary stats', 'eviction manager: failed to get summary stats'],
      // 1.8–1.10: the observations (the summary) failed, in other words; 1.6–1.7: `failed GetNode: node '<name>' not
      // found` (r67a 16: a Windows node that never registered).
      messagePatterns: ['^eviction manager: unexpected err: failed to get node info', "^eviction manager: unexpected err: failed GetNode: "],
    },
    evidence: ['before-node-registered', 'kubelet-starting'],
    escalation: ['registration-overdue', 'persisting'],
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true },
    summary: 'The eviction manager could not read node statistics, so it skipped this check.',
    explanation:
      'Every 10 seconds the eviction manager reads the stats summary, which needs the Node object and the first cAdvisor samples. ' +
      'Before the node is registered, or right after start-up, the summary is not available and the check is skipped.',
    benignWhen: 'Before node registration or in the first minute after the kubelet starts.',
    whenNotBenign: 'If it persists, node-pressure eviction is effectively disabled: fix the underlying stats error named in err.',
    adviceFor: [
      {
        ifContains: ['failed GetNode: node ', 'failed to get node info: node '],
        andContains: ['not found'],
        instead: true,
        advice:
          '`node … not found`: no stats are missing; the node\'s Node object does not exist, because the kubelet has not registered it (yet). The eviction manager cannot run until it does. If it goes on, the registration is the problem: look for `Unable to register node`, `Attempting to register node` without a `Successfully registered node`, the kubelet\'s credentials, and `--hostname-override` (the name on this line is the one the kubelet registers).',
      },
    ],
    references: [gh('kubernetes/website', 31915), k8s(44705)],
    sourceFiles: ['pkg/kubelet/eviction/eviction_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/44705 (a 1.6 Windows node that never registered)
      "E0420 14:54:32.374003     816 eviction_manager.go:205] eviction manager: unexpected err: failed GetNode: node '10.141.38.252' not found",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:34 kind-worker3 kubelet[298]: E0414 00:07:34.997612     298 eviction_manager.go:254] \"Eviction manager: failed to get summary stats\" err=\"failed to get node info: node \\\"kind-worker3\\\" not found\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668089.3218,\"caller\":\"eviction/eviction_manager.go:292\",\"msg\":\"Eviction manager: failed to get summary stats\",\"err\":\"failed to get node info: node \\\"talos-default-controlplane-1\\\" not found\"}",
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
      "E0820 20:28:29.140639    3312 eviction_manager.go:246] eviction manager: failed to get summary stats: failed to get node info: node \"e2e-test-ramosalex-windows-node-group-tz6r\" not found",
      // source: https://github.com/pahud/eks-templates/issues/1 (EKS, kubelet 1.10; its wrapped parts joined)
      "Apr 01 14:03:17 ip-10-0-157-91.us-west-2.compute.internal kubelet[3969]: E0401 14:03:17.151180    3969 eviction_manager.go:238] eviction manager: unexpected err: failed to get node info: node \"ip-10-0-157-91.us-west-2.compute.internal\" not found",
    ],
  },
  {
    id: 'csinode-wait',
    title: 'Waiting for CSINode publishing',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to contact API server when waiting for CSINode publishing'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'identity-refused'],
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true, startupUnlessRegistered: true },
    summary: 'At start-up the CSI volume plugin could not reach the API server, or was refused by it, while it looked up this node\'s CSINode object.',
    explanation:
      'Before it handles CSI volumes the plugin asks the API server for the node\'s CSINode object, every few seconds until the API server answers. A CSINode that does not exist yet is an answer and ends the wait; ' +
      'this line is logged (at `--v=2`) only when the request itself failed: the API server not reachable yet (`connection refused`, `no such host`), or refusing the kubelet (bootstrap or anonymous credentials, a certificate not yet valid for a clock not set). The error on the line says which.',
    benignWhen: 'During node bootstrap, while the kubelet still starts and registers.',
    whenNotBenign: 'If it goes on, read the error on the line: the API server\'s address and reachability from the node, the kubelet\'s client certificate and its bootstrap (`kubectl get csr`), and the node\'s clock. The CSINode object itself is not the cause.',
    references: [src('pkg/volume/csi/csi_plugin.go')],
    sourceFiles: ['pkg/volume/csi/csi_plugin.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "I1119 11:58:39.872832    4390 csi_plugin.go:994] Failed to contact API server when waiting for CSINode publishing: csinodes.storage.k8s.io \"localhost\" is forbidden: User \"kubelet-client\" cannot get resource \"csinodes\" in API group \"storage.k8s.io\" at the cluster scope",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: I0523 08:07:10.878157    2689 csi_plugin.go:884] Failed to contact API server when waiting for CSINode publishing: csinodes.storage.k8s.io \"ite-ocp-2rk9g-master-0\" is forbidden: User \"system:anonymous\" cannot get resource \"csinodes\" in API group \"storage.k8s.io\" at the cluster scope",
    ],
  },
  {
    id: 'reconstruct-node-status-unavailable',
    title: 'Volume reconstruction: the kubelet could not read its own Node yet',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to get Node status to reconstruct device paths'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'identity-refused'],
    // Only the API server not up yet, or the Node not registered yet, is start-up: another answer (an API server
    // that does not serve the version, r82a 20) is no wait.
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true, startupUnlessRegistered: true, startupOnlyIf: [...API_NOT_UP_YET, 'not found'] },
    summary: 'At start-up the volume manager wanted the device paths of attached volumes from this node\'s Node object, and could not read it: the API server was not reachable yet, or the Node not registered.',
    explanation:
      'After a restart the kubelet rebuilds its view of the volumes still mounted from the disk, then fills in their device paths from the Node\'s `status.volumesAttached`. ' +
      'Until it can read its own Node it logs this and tries again, several times a second; on a control-plane node whose API server is one of its own static pods that lasts until that pod runs. Nothing waits on it but the reconstructed volumes\' device paths.',
    benignWhen: 'During the kubelet\'s start, before the API server answers or its Node is registered.',
    whenNotBenign: 'If it goes on after the node registered, the kubelet cannot read its own Node object: its credentials, the Node authorizer, or the API server\'s reachability from the node.',
    references: [k8sPR(113262), src('pkg/kubelet/volumemanager/reconciler/reconstruct.go')],
    sourceFiles: ['pkg/kubelet/volumemanager/reconciler/reconstruct.go'],
    samples: [
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log L86 (the node registers at L132)
      '172.20.0.2: {"ts":1758106678067.744,"caller":"reconciler/reconstruct.go:189","msg":"Failed to get Node status to reconstruct device paths","err":"Get \\"https://127.0.0.1:7445/api/v1/nodes/talos-default-controlplane-1\\": EOF"}',
    ],
  },

  // ───────────────────────── D. Volumes ─────────────────────────
  {
    id: 'configmap-secret-not-registered',
    title: 'ConfigMap/Secret "not registered" for a volume mount',
    verdictKind: 'benign-in-context',
    match: {
      messages: ["Couldn't get configMap", "Couldn't get secret", 'Error preparing data for projected volume'],
      // Kubelets of about 1.13 quote the error (`Error: "MountVolume.SetUp failed …"`).
      messagePatterns: ['^Operation for "[^"]*" failed\\. No retries permitted until [^)]*\\)\\. Error: "?MountVolume\\.SetUp failed for volume '],
      errContains: ['not registered'],
    },
    // A kubelet start alone is no evidence: after a restart the pod may stay in ContainerCreating with it (#105204);
    // only the mount succeeding afterwards shows the race passed.
    evidence: ['pod-being-deleted', 'followed-by-success'],
    evidenceParams: { windowSeconds: 60, successMessages: ['MountVolume.SetUp succeeded'] },
    summary: 'A volume mount asked for a ConfigMap or Secret the kubelet has not registered for that pod.',
    explanation:
      'The kubelet only serves ConfigMaps and Secrets to pods that registered them with its object managers. ' +
      'In 1.22/1.23 before the 2022 backports, unregistration happened too early and terminating or rejected pods hit this on every remount; ' +
      'it still shows up briefly right after a kubelet restart (the volume reconciler runs before the pod worker re-registers the pod) and for pods stuck Terminating.',
    benignWhen: 'The pod is terminating, or the same mount succeeds within a minute afterwards (the race right after a kubelet restart); a restart alone does not show the mount recovered.',
    whenNotBenign:
      'If a running pod cannot start because of it for minutes, or a pod is stuck Terminating with it, delete the pod (force-delete one stuck Terminating) so that it is made again; a kubelet restart does not always help. ' +
      'Releases with #107821 make it rarer, not impossible: kubernetes#113289 reports it on 1.27.',
    references: [k8s(105204), k8sPR(107821), k8sPR(108754), k8sPR(108756), k8s(107831), k8s(113289), k8sPR(140229), gh('kubernetes-sigs/kind', 2723), gh('kubernetes/minikube', 13987)],
    sourceFiles: ['pkg/kubelet/util/manager/watch_based_manager.go', 'pkg/volume/util/nestedpendingoperations/nestedpendingoperations.go', 'pkg/volume/projected/projected.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
      "Aug 22 00:25:11 kind-worker kubelet[584647]: E0822 00:25:11.071724  584647 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/projected/2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2-kube-api-access-6fpqb podName:2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2 nodeName:}\" failed. No retries permitted until 2023-08-22 00:25:11.571627274 +0000 UTC m=+122.443532235 (durationBeforeRetry 500ms). Error: MountVolume.SetUp failed for volume \"kube-api-access-6fpqb\" (UniqueName: \"kubernetes.io/projected/2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2-kube-api-access-6fpqb\") pod \"php-apache-7f879b889b-n76hj\" (UID: \"2d324a6b-f7d3-4a0b-86f2-d6ae826d1ed2\") : object \"default\"/\"kube-root-ca.crt\" not registered",
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
      "Aug 22 00:25:11 kind-worker kubelet[584647]: E0822 00:25:11.071439  584647 projected.go:286] Couldn't get configMap default/kube-root-ca.crt: object \"default\"/\"kube-root-ca.crt\" not registered",
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
      "Aug 22 00:25:11 kind-worker kubelet[584647]: E0822 00:25:11.071481  584647 projected.go:192] Error preparing data for projected volume kube-api-access-6fpqb for pod default/php-apache-7f879b889b-n76hj: object \"default\"/\"kube-root-ca.crt\" not registered",
    ],
  },
  {
    id: 'orphaned-pod-volumes-on-disk',
    title: 'Orphaned pod directory with volumes still on disk',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['There were many similar errors. Turn up verbosity to see them.', 'Orphan pod'],
      // Kubelets of about 1.3–1.5: `found, but error <nil> occured during reading volume dir from disk` (volume
      // directories are there), and `Failed to remove orphaned pod "<uid>" dir; err: … device or resource busy` (a
      // volume still mounted). A real error reading or removing the directory (I/O, permissions) is not this entry's.
      messagePatterns: [
        '^[Oo]rphaned pod "[^"]+" found, but (volume paths are still present on disk|volume subpaths are still present on disk|failed to rmdir|error occurred|error <nil> occur?red during reading volume dir)',
        '^Failed to remove orphaned pod "[^"]+" dir; err: .{0,600}device or resource busy',
      ],
      errContains: ['rphaned pod'],
    },
    evidence: ['pod-being-deleted', 'pod-terminated-earlier'],
    // Thousands of orphaned directories at once are no teardown in progress (r33a 11: 8549 of them, every 2 s,
    // kubernetes#134075; rancher#20227: housekeeping spends the kubelet's CPU on them).
    escalation: ['counts-many'],
    // ≤1.19 names the first orphan of its list and counts the rest: a recent deletion explains that one only. Only
    // briefly after the pod ended: volumes still on disk minutes later were not unmounted.
    evidenceParams: { windowSeconds: 120, podWindowSeconds: 300, countsErrors: true },
    summary: 'Housekeeping found a leftover pod directory whose volume directories it cannot remove.',
    explanation:
      'Every housekeeping pass looks for directories under /var/lib/kubelet/pods that belong to no known pod. ' +
      'Since 1.20 the kubelet removes empty volume directories itself and reports the ones it cannot (not empty, still mounted); before 1.20 it refused to touch them at all. ' +
      'Leftovers typically come from CSI/flex drivers that failed to unmount or from node crashes.',
    benignWhen: 'Briefly after a pod deletion while its volumes are still being unmounted (UnmountVolume lines for the same UID).',
    whenNotBenign:
      'If it repeats for the same UID for hours, check `mount | grep <uid>` and unmount leftovers, then let the kubelet remove the directory. ' +
      'The kubelet only removes empty directories: `not a directory` means a regular file sits where it expects one (a subPath of a file, #106942), and it stays until removed by hand once nothing is mounted. ' +
      'Do not `rm -rf` a pod directory that still has mounts: that deletes the volume\'s data.',
    references: [k8s(60987), k8s(45464), k8s(134075), gh('longhorn/longhorn', 485), gh('ceph/ceph-csi', 899), gh('rancher/rke2', 2083), k8s(113987), k8sPR(44938), k8s(106942), gh('longhorn/longhorn', 3207)],
    sourceFiles: ['pkg/kubelet/kubelet_volumes.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/27651 (kubelet of about 1.3)
      "I0618 00:17:04.064022    9199 kubelet.go:2006] Failed to remove orphaned pod \"87cfe5a1-34c7-11e6-85f1-42010af00002\" dir; err: remove /var/lib/kubelet/pods/87cfe5a1-34c7-11e6-85f1-42010af00002/volumes/kubernetes.io~secret/default-token-qf0cp: device or resource busy",
      // source: https://github.com/kubernetes/kubernetes/issues/38498 (CoreOS, kubelet of about 1.5)
      "Jan 10 20:02:28 localhost sh[1464]: E0110 20:02:28.026706    1465 kubelet_volumes.go:110] Orphaned pod \"0cea2c05-d76d-11e6-80a4-001e4f520ea4\" found, but error <nil> occured during reading volume dir from disk",
      // source: https://github.com/rancher/rke2/issues/2083
      "E1130 00:07:33.701620   11754 kubelet_volumes.go:225] \"There were many similar errors. Turn up verbosity to see them.\" err=\"orphaned pod \\\"39cfa982-dd90-403c-993e-e0223db5c110\\\" found, but failed to rmdir() volume at path /var/lib/kubelet/pods/39cfa982-dd90-403c-993e-e0223db5c110/volumes/kubernetes.io~empty-dir/tmp: directory not empty\" numErrs=6",
      // source: https://github.com/kubernetes/kubernetes/issues/113987
      "Nov 18 01:57:48 1.23-control-plane kubelet[4133404]: E1118 01:57:48.546805 4133404 kubelet_volumes.go:245] \"There were many similar errors. Turn up verbosity to see them.\" err=\"orphaned pod \\\"6ac9044e-b7ca-44d1-9bb3-90d50093f6d8\\\" found, but failed to rmdir() volume at path /var/lib/kubelet/pods/6ac9044e-b7ca-44d1-9bb3-90d50093f6d8/volumes/kubernetes.io~configmap/config-volume: directory not empty\" numErrs=2",
      // source: https://github.com/kubernetes/kubernetes/issues/113987
      "Nov 18 01:57:48 1.23-control-plane kubelet[4133404]: I1118 01:57:48.546840 4133404 kubelet_volumes.go:247] \"Orphan pod\" err=\"orphaned pod \\\"6ac9044e-b7ca-44d1-9bb3-90d50093f6d8\\\" found, but failed to rmdir() volume at path /var/lib/kubelet/pods/6ac9044e-b7ca-44d1-9bb3-90d50093f6d8/volumes/kubernetes.io~configmap/config-volume: directory not empty\"",
      // source: https://github.com/kubernetes/kubernetes/pull/44938
      "E0426 01:32:27.295568   22261 kubelet_volumes.go:129] Orphaned pod \"408b060e-2a1d-11e7-90e8-42010af00003\" found, but volume paths are still present on disk. : There were a total of 2 errors similar to this.  Turn up verbosity to see them.",
    ],
  },
  {
    id: 'orphaned-pod-volumes-pending',
    title: 'Orphaned pod found, volumes not cleaned up yet',
    verdictKind: 'benign',
    match: {
      messages: ['Orphaned pod found, but volumes are not cleaned up'],
      messagePatterns: ['^Orphaned pod "[^"]+" found, but volumes (are not cleaned up|not yet removed)'],
    },
    summary: 'Housekeeping skipped a leftover pod directory because its volumes are still mounted.',
    explanation:
      'Before deleting an orphaned pod directory the kubelet checks that its volumes are gone; while they are still mounted it skips the directory and waits for the volume manager to unmount them. ' +
      'This is a debug-level progress message (older releases worded it "volumes not yet removed").',
    benignWhen: 'Always on its own.',
    whenNotBenign: 'Only together with the "volume paths still present" or UnmountVolume.TearDown failure entries does it point at a stuck unmount.',
    references: [src('pkg/kubelet/kubelet_volumes.go'), k8s(57431)],
    sourceFiles: ['pkg/kubelet/kubelet_volumes.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/57431
      "Dec 20 10:55:44 psd013 kubelet[111115]: I1220 10:55:44.638915  111115 kubelet_pods.go:1698] Orphaned pod \"0645b17f-da20-11e7-ba86-005056a23aab\" found, but volumes not yet removed.  Reducing cpu to minimum",
    ],
  },
  {
    id: 'volume-reconstruct-failed',
    title: 'A volume found on disk could not be reconstructed after a kubelet restart',
    verdictKind: 'benign-in-context',
    match: {
      // 1.2x–1.26 `…, cleaning up mounts` (no pod wants it), 1.27+ the bare message (kept for a later cleanup); ≤1.19
      // printf: `…, cleanup the mounts. (pod.UID …)` (W) and before about 1.8 `…: <error>` (E).
      messages: ['Could not construct volume information', 'Could not construct volume information, cleaning up mounts'],
      messagePatterns: ['^Could not construct volume information(?:, cleanup the mounts\\.|: )'],
    },
    // Only the pod's whole volumes directory going shows the leftover was dealt with: another volume of the pod
    // unmounting says nothing of this one.
    evidence: ['followed-by-success'],
    evidenceParams: { windowSeconds: 600, successMessages: ['Cleaned up orphaned pod volumes dir'] },
    summary: 'After a restart the kubelet found a volume of a pod under /var/lib/kubelet/pods and could not rebuild what it knows about it.',
    explanation:
      'A restarted kubelet remembers nothing of the volumes its previous run mounted. Its volume manager reads them back from the pod directories on disk ' +
      '(reconstruction), so that it can unmount them when their pod goes. When the volume plugin cannot do that from what is on disk (the directory is not mounted any more, ' +
      'a CSI driver is not registered yet, the plugin does not know the volume\'s kind), the volume is not tracked: for a volume no pod wants the kubelet tries to remove its mounts ' +
      'at once ("cleaning up mounts"), and since 1.27 it keeps the volume aside and cleans it once the pods are known. If that cleanup fails too, the pod\'s directory stays, ' +
      'and housekeeping reports it as an orphan every two seconds.',
    benignWhen: 'Housekeeping then removed the pod\'s volumes directory (`Cleaned up orphaned pod volumes dir` for the same pod within ten minutes).',
    whenNotBenign:
      'Look for `Orphaned pod "<UID>" found, but volume paths are still present on disk` for the same UID after it, and at what is still mounted: `mount | grep <UID>`. ' +
      'A CSI volume can only be torn down once its driver\'s node plugin is registered again. A directory that is no longer mounted is left for the kubelet to remove; ' +
      'never `rm -rf` a pod directory with mounts under it (it deletes the volume\'s data). Kubelets before 1.25 failed to reconstruct CSI inline volumes (kubernetes#108997, fixed in later 1.23 and 1.24 patch releases too).',
    references: [k8s(45464), k8sPR(108997), gh('longhorn/longhorn', 3207), k8s(60987)],
    sourceFiles: ['pkg/kubelet/volumemanager/reconciler/reconciler.go', 'pkg/kubelet/volumemanager/reconciler/reconstruct_new.go', 'pkg/kubelet/volumemanager/reconciler/reconstruct.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/45464 (vSphere, kubelet 1.6)
      "E0508 00:36:34.250925     469 reconciler.go:438] Could not construct volume information: directory /var/lib/kubelet/pods/f97942cf-337e-11e7-b2b1-005056b7dc12/volumes/kubernetes.io~vsphere-volume/pvc-f969cb9e-337e-11e7-b2b1-005056b7dc12 is not mounted",
      // source: a public note on CSI inline volumes left orphaned by a kubelet restart (an eBay node's journal, 2024), quoting kubernetes#108997
      "Mar 12 00:29:01 tess-node-kltc4-tess19.stratus.lvs.ebay.com kubelet[1526901]: I0312 00:29:01.976957 1526901 reconciler.go:388] \"Could not construct volume information, cleaning up mounts\" podName=1517b38e-fa84-4138-b6c0-06663741e385 volumeSpecName=\"data\" err=\"failed to GetVolumeName from volumePlugin for volumeSpec \\\"data\\\" err=kubernetes.io/csi: plugin.GetVolumeName failed to extract volume source from spec: unexpected api.CSIVolumeSource found in volume.Spec\"",
    ],
  },
  {
    id: 'unmount-teardown-failed',
    title: 'UnmountVolume.TearDown failed',
    verdictKind: 'actionable',
    match: {
      // Kubelets of about 1.13 quote the error (`Error: "UnmountVolume.TearDown failed …"`).
      messagePatterns: ['Error: "?UnmountVolume\\.TearDown failed for volume'],
      // The CSI driver not registered (yet): unmount-csi-driver-not-registered (r35a 29).
      errNotContains: [CSI_DRIVER_NOT_REGISTERED],
    },
    // Mended in the log: the same volume (its unique name) torn down by a later try (r78a D5).
    evidence: ['followed-by-success'],
    evidenceParams: { successMessages: ['UnmountVolume.TearDown succeeded'], sameUniqueName: true, windowSeconds: 600 },
    summary: 'The volume plugin or CSI driver could not unmount a pod\'s volume.',
    explanation:
      'The volume manager must unmount every volume before a terminated pod can be cleaned up. ' +
      'This fails when the target is still busy (a process or another mount holds it), the CSI node plugin is not running or registered on the node, or the driver returns an error. ' +
      'The pod stays Terminating and the operation is retried with growing back-off.',
    whenNotBenign:
      'Check the CSI node plugin pod on this node and its logs, `mount` and `lsof` on the path; unmount by hand only as a last resort. ' +
      'A single failure followed by `UnmountVolume.TearDown succeeded` for the same volume needs no action.',
    adviceFor: [
      {
        ifContains: ["device or resource busy"],
        andContains: ["kubernetes.io~secret", "kubernetes.io~configmap", "kubernetes.io~projected", "kubernetes.io~downward-api"],
        advice:
          "`device or resource busy` on a Secret, ConfigMap, projected or downward API volume (a tmpfs the kubelet mounts; no CSI driver is involved): another mount namespace still holds the kubelet's tmpfs. Find the holder with `grep <pod UID> /proc/*/mountinfo`: often a privileged container that mounts `/var/lib/kubelet` or `/` without `rslave` propagation, or a kubelet run in a container whose mounts are not shared with the host (coreos/coreos-kubernetes#856, kubernetes#28750).",
      },
    ],
    references: [k8s(122342), gh('coreos/coreos-kubernetes', 856), k8s(28750), k8s(77969), k8s(126607), gh('kubernetes-sigs/blob-csi-driver', 474), gh('NetApp/trident', 572), gh('apecloud/kubeblocks', 8233), k8s(36983)],
    sourceFiles: ['pkg/volume/util/operationexecutor/operation_generator.go', 'pkg/volume/util/nestedpendingoperations/nestedpendingoperations.go'],
    samples: [
      // source: https://github.com/apecloud/kubeblocks/issues/8233
      "E0930 03:02:48.073464      87 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 podName:33229d89-4052-46f1-9b49-ff39382a4c54 nodeName:}\" failed. No retries permitted until 2024-09-30 03:02:56.073454296 +0000 UTC m=+4685.635053293 (durationBeforeRetry 8s). Error: UnmountVolume.TearDown failed for volume \"data\" (UniqueName: \"kubernetes.io/csi/hostpath.csi.k8s.io^2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2\") pod \"33229d89-4052-46f1-9b49-ff39382a4c54\" (UID: \"33229d89-4052-46f1-9b49-ff39382a4c54\") : kubernetes.io/csi: Unmounter.TearDownAt failed: rpc error: code = NotFound desc = volume id 2b7b49d2-7ed8-11ef-8deb-8e630c9e01e2 does not exist in the volumes list",
      // source: https://github.com/rancher/rancher/issues/19850 (kubelet 1.13: the error is quoted)
      "Apr 28 17:35:02 node-vdm91pii kubelet: E0428 17:35:02.694272   60271 nestedpendingoperations.go:267] Operation for \"\\\"kubernetes.io/secret/6eca9ce9-670d-11e9-9ffe-005056820fdc-cattle-token-dp24k\\\" (\\\"6eca9ce9-670d-11e9-9ffe-005056820fdc\\\")\" failed. No retries permitted until 2019-04-28 17:37:04.694232825 +0800 CST m=+1028654.831624079 (durationBeforeRetry 2m2s). Error: \"UnmountVolume.TearDown failed for volume \\\"cattle-token-dp24k\\\" (UniqueName: \\\"kubernetes.io/secret/6eca9ce9-670d-11e9-9ffe-005056820fdc-cattle-token-dp24k\\\") pod \\\"6eca9ce9-670d-11e9-9ffe-005056820fdc\\\" (UID: \\\"6eca9ce9-670d-11e9-9ffe-005056820fdc\\\") : remove /var/lib/kubelet/pods/6eca9ce9-670d-11e9-9ffe-005056820fdc/volumes/kubernetes.io~secret/cattle-token-dp24k: deviceor resource busy\"",
      // source: https://github.com/kubernetes/kubernetes/issues/36983
      "E1117 10:25:41.898748   29955 nestedpendingoperations.go:253] Operation for \"\\\"kubernetes.io/cinder/ubuntu-persistent-storage\\\" (\\\"4389375b-acab-11e6-ac07-fa163e411bde\\\")\" failed. No retries permitted until 2016-11-17 10:27:41.898715848 +0000 UTC (durationBeforeRetry 2m0s). Error: UnmountVolume.TearDown failed for volume \"kubernetes.io/cinder/ubuntu-persistent-storage\" (volume.spec.Name: \"ubuntu-persistent-storage\") pod \"4389375b-acab-11e6-ac07-fa163e411bde\" (UID: \"4389375b-acab-11e6-ac07-fa163e411bde\") with: remove /var/lib/kubelet/pods/4389375b-acab-11e6-ac07-fa163e411bde/volumes/kubernetes.io~cinder/ubuntu-persistent-storage: device or resource busy",
      // source: https://github.com/coreos/coreos-kubernetes/issues/856 (kubelet-wrapper)
      "Apr 26 14:06:03 node-2-vm kubelet-wrapper[53469]: E0426 14:06:03.693234   53469 nestedpendingoperations.go:262] Operation for \"\\\"kubernetes.io/secret/f2977579-2910-11e7-83bd-000d3a2709aa-default-token-5dzd1\\\" (\\\"f2977579-2910-11e7-83bd-000d3a2709aa\\\")\" failed. No retries permitted until 2017-04-26 14:06:07.693217342 +0000 UTC (durationBeforeRetry 4s). Error: UnmountVolume.TearDown failed for volume \"kubernetes.io/secret/f2977579-2910-11e7-83bd-000d3a2709aa-default-token-5dzd1\" (volume.spec.Name: \"default-token-5dzd1\") pod \"f2977579-2910-11e7-83bd-000d3a2709aa\" (UID: \"f2977579-2910-11e7-83bd-000d3a2709aa\") with: rename /var/lib/kubelet/pods/f2977579-2910-11e7-83bd-000d3a2709aa/volumes/kubernetes.io~secret/default-token-5dzd1 /var/lib/kubelet/pods/f2977579-2910-11e7-83bd-000d3a2709aa/volumes/kubernetes.io~secret/wrapped_default-token-5dzd1.deleting~463042824: device or resource busy",
    ],
  },
  {
    id: 'mount-device-failed',
    title: 'MountVolume.MountDevice failed (the volume could not be staged on the node)',
    verdictKind: 'benign-in-context',
    match: {
      // nestedpendingoperations logs it with printf in every era; the JSON format carries that text as its msg.
      // Also the CSI attacher's own line before it (r38a 20: `kubernetes.io/csi: attacher.MountDevice failed: … iscsiadmin discover error`).
      messagePatterns: ['Error: "?MountVolume\\.MountDevice failed for volume ', '^kubernetes\\.io/csi: attacher\\.MountDevice failed: '],
    },
    // A start alone is no evidence: a CSI driver that never registers, an unreachable server fail right after a reboot
    // too (session 13's review); only the same volume staged afterwards shows the failure passed. One volume of one pod
    // failing for twenty minutes (retries back off to about two minutes) keeps that pod from starting.
    evidence: ['followed-by-success'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 300, successMessages: ['MountVolume.MountDevice succeeded'], persistPer: 'volume', persistSeconds: 1200, persistGapSeconds: 150 },
    summary: 'The first step of mounting an attachable or CSI volume failed: its device could not be mounted at the node\'s global path.',
    explanation:
      'A block device or a CSI volume whose driver stages volumes is mounted twice: once per node at a global mount path (MountDevice; NodeStageVolume for CSI), then into each pod (SetUp; NodePublishVolume). ' +
      'This line says the first step failed, so no pod using the volume can start on this node; the text after the pod\'s name is the driver\'s or the mount command\'s answer. ' +
      'Frequent answers: the CSI driver has not registered on this node yet (`driver name … not found in the list of registered CSI drivers`, usual for a minute after a node boots), ' +
      'the storage server is unreachable (NFS or SMB, DNS), the device is still attached elsewhere or busy, a timeout, or a filesystem that needs repair. ' +
      'The kubelet retries with a growing back-off (up to 2m2s between attempts).',
    benignWhen: 'The same volume\'s `MountVolume.MountDevice succeeded` follows within minutes (typically right after the kubelet started, while CSI drivers register).',
    whenNotBenign:
      'Read the error after the pod\'s name: it names the cause. Check the CSI node plugin pod on this node and its logs, the VolumeAttachment objects (multi-attach), ' +
      'and whether the node reaches the storage server; `kubectl describe pod` shows the same error as a FailedMount event.',
    references: [k8s(57844), k8s(91458), gh('hetznercloud/csi-driver', 198), gh('ofek/csi-gcs', 75)],
    sourceFiles: ['pkg/volume/util/operationexecutor/operation_generator.go', 'pkg/volume/util/nestedpendingoperations/nestedpendingoperations.go'],
    samples: [
      // source: https://github.com/Bchast93/thousand-sunny kubelet.log (Talos, JSON format: an SMB server that does not resolve)
      "sanji: {\"ts\":1746793574528.9778,\"caller\":\"nestedpendingoperations/nestedpendingoperations.go:348\",\"msg\":\"Operation for \\\"{volumeName:kubernetes.io/csi/smb.csi.k8s.io^franky.i234.me/downloads#pvc-20349b2e-7d88-453c-84e0-8b14610f884c##retain podName: nodeName:}\\\" failed. No retries permitted until 2025-05-09 12:28:16.528941133 +0000 UTC m=+121017.539573993 (durationBeforeRetry 2m2s). Error: MountVolume.MountDevice failed for volume \\\"pvc-20349b2e-7d88-453c-84e0-8b14610f884c\\\" (UniqueName: \\\"kubernetes.io/csi/smb.csi.k8s.io^franky.i234.me/downloads#pvc-20349b2e-7d88-453c-84e0-8b14610f884c##retain\\\") pod \\\"sonarr-56449fd8d-rg9jx\\\" (UID: \\\"e57b2c80-fe69-4d3a-bb95-4db426adf1d1\\\") : rpc error: code = Internal desc = volume(franky.i234.me/downloads#pvc-20349b2e-7d88-453c-84e0-8b14610f884c##retain) mount \\\"//franky.i234.me/downloads\\\" on \\\"/var/lib/kubelet/plugins/kubernetes.io/csi/smb.csi.k8s.io/d14bb841e06b246d0620b352314dac598d14733b98c33a238b67156ff9c1bb86/globalmount\\\" failed with mount failed: exit status 1\\nMounting command: mount\\nMounting arguments: -t cifs -o dir_mode=0775,file_mode=0664,uid=1001,gid=100,noperm,mfsymlinks,noserverino,<masked> //franky.i234.me/downloads /var/lib/kubelet/plugins/kubernetes.io/csi/smb.csi.k8s.io/d14bb841e06b246d0620b352314dac598d14733b98c33a238b67156ff9c1bb86/globalmount\\nOutput: mount error: could not resolve address for franky.i234.me: Unknown error\"}",
    ],
  },
  {
    // The operation executor's wait for the attach/detach controller (kubernetes#28141): it checks the node's status,
    // which the kubelet updates every 10 s, before it mounts an attachable volume.
    id: 'volume-attach-pending',
    title: 'A volume is not attached yet, as the node\'s status tells',
    verdictKind: 'benign-in-context',
    match: {
      messagePatterns: [
        'Error: "?Volume has not been added to the list of VolumesInUse in the node\'s volume status for volume ',
        'Error: "?Volume not attached according to node status for volume ',
      ],
    },
    evidence: ['followed-by-success'],
    escalation: ['persisting'],
    evidenceParams: {
      windowSeconds: 300,
      successMessages: ['Controller attach succeeded', 'MountVolume.WaitForAttach succeeded', 'MountVolume.MountDevice succeeded', 'MountVolume.SetUp succeeded'],
      persistPer: 'volume',
      persistSeconds: 600,
      persistGapSeconds: 150,
    },
    summary: 'The kubelet waits for an attachable volume (a cloud disk, a CSI volume with an attacher) to show as attached in its node\'s status before it mounts it; it retries.',
    explanation:
      'For a volume the attach/detach controller attaches, the kubelet first reports the volume in the node\'s `volumesInUse` (with its next status update, every 10 s), then waits until the node\'s `volumesAttached` lists it. ' +
      'Until then each check fails with one of these lines and is retried with a growing back-off; a few of them before `Controller attach succeeded` are the normal start of every such pod.',
    benignWhen: 'The same volume\'s `Controller attach succeeded` (or a later mount step) follows within minutes.',
    whenNotBenign:
      'The attach does not happen: look at the controller manager\'s attach/detach controller (or the CSI external-attacher and its VolumeAttachment objects: `kubectl get volumeattachment`), the cloud\'s disk (still attached to another node, a multi-attach error), and whether the volume plugin should attach at all (a FlexVolume driver that does not attach must say `"attach": false`).',
    adviceFor: [
      {
        ifContains: ['Volume has not been added to the list of VolumesInUse'],
        advice:
          "`has not been added to the list of VolumesInUse`: the first step is the kubelet's own: its next node status update must list the volume in `volumesInUse` (`kubectl get node <node> -o jsonpath='{.status.volumesInUse}'`). If the volume never shows there, the kubelet's status updates are failing (look for `Error updating node status`) or its volume manager does not count the pod's volume as in use; if it does, the wait is for the attach (kubernetes#62817: a disk attached, its PVC bound, `volumesInUse` empty).",
      },
    ],
    references: [k8s(28141), k8s(62817), src('pkg/volume/util/operationexecutor/operation_generator.go')],
    sourceFiles: ['pkg/volume/util/operationexecutor/operation_generator.go', 'pkg/volume/util/nestedpendingoperations/nestedpendingoperations.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/62817 (as posted, behind its collector's `<time> - kubelet ` prefix)
      "2018-05-09T18:07:48.734036Z - kubelet E0509 18:07:48.689175     769 nestedpendingoperations.go:263] Operation for \"\\\"kubernetes.io/vsphere-volume/[vsanDatastore] 62d0e15a-f1a1-23e7-eaee-246e961e43e0/kubernetes-dynamic-pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c.vmdk\\\"\" failed. No retries permitted until 2018-05-09 18:07:50.689101743 +0000 UTC m=+6378.120806793 (durationBeforeRetry 2s). Error: \"Volume has not been added to the list of VolumesInUse in the node's volume status for volume \\\"pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c\\\" (UniqueName: \\\"kubernetes.io/vsphere-volume/[vsanDatastore] 62d0e15a-f1a1-23e7-eaee-246e961e43e0/kubernetes-dynamic-pvc-e7ed1fee-53b3-11e8-8ae5-005056ba190c.vmdk\\\") pod \\\"web-7\\\" (UID: \\\"e7ee8904-53b3-11e8-8ae5-005056ba190c\\\") \"",
      // source: a public write-up on AWS EKS in the code index (id 48472809562), kubelet 1.18 (review r24a's leftover)
      'Apr 09 15:55:32 ip-192-168-75-136.ap-northeast-2.compute.internal kubelet[3801]: E0409 15:55:32.337007    3801 nestedpendingoperations.go:301] Operation for "{volumeName:kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89 podName: nodeName:}" failed. No retries permitted until 2021-04-09 15:55:32.836974851 +0000 UTC m=+263922.787528156 (durationBeforeRetry 500ms). Error: "Volume has not been added to the list of VolumesInUse in the node\'s volume status for volume \\"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\\" (UniqueName: \\"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\\") pod \\"web-1\\" (UID: \\"6681c826-f599-4549-b2e1-707c69c26837\\") "',
      // source: the same write-up
      'Apr 09 15:55:33 ip-192-168-75-136.ap-northeast-2.compute.internal kubelet[3801]: E0409 15:55:33.850478    3801 nestedpendingoperations.go:301] Operation for "{volumeName:kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89 podName: nodeName:}" failed. No retries permitted until 2021-04-09 15:55:35.850450415 +0000 UTC m=+263925.801003754 (durationBeforeRetry 2s). Error: "Volume not attached according to node status for volume \\"pvc-1b5dd043-40fc-4924-b1af-03bfa9630751\\" (UniqueName: \\"kubernetes.io/aws-ebs/aws://ap-northeast-2a/vol-0c6206285b4820d89\\") pod \\"web-1\\" (UID: \\"6681c826-f599-4549-b2e1-707c69c26837\\") "',
    ],
  },
  {
    id: 'volume-setup-failed',
    title: 'MountVolume.SetUp failed (a pod\'s volume could not be set up)',
    verdictKind: 'benign-in-context',
    match: {
      // Any SetUp failure the "not registered" entry above did not take; and the volume plugins' own lines before it.
      messages: ["Couldn't get configMap", "Couldn't get secret", 'Error preparing data for projected volume', 'Error creating atomic writer'],
      // And the FlexVolume driver's and the in-tree iSCSI plugin's own lines, which an excerpt may hold alone (r38a 10, 19).
      messagePatterns: ['Error: "?MountVolume\\.SetUp failed for volume ', '^mount command failed, status: Failure, reason: ', '^iscsi: failed to get any path for iscsi disk'],
    },
    // Only the volume mounting afterwards: a cache not synced right after a start is a race that clears, and also what
    // a kubelet whose list of the object is refused or never answers logs for as long as that lasts (r58a V02–V05).
    evidence: ['followed-by-success'],
    // One volume of one pod failing for twenty minutes (retries back off to about two minutes) keeps that pod from starting.
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 300, successMessages: ['MountVolume.SetUp succeeded'], persistPer: 'volume', persistSeconds: 1200, persistGapSeconds: 150 },
    summary: 'A volume could not be mounted into the pod, so the pod cannot start (ContainerCreating) until it can.',
    explanation:
      'SetUp is the last step of mounting a volume: the kubelet writes a ConfigMap, Secret or projected volume\'s files into the pod\'s directory, mounts an NFS, hostPath or emptyDir volume, or asks the CSI driver to publish the volume (NodePublishVolume). ' +
      'The text after the pod\'s name is the cause: most often a ConfigMap or Secret the pod names does not exist in its namespace (`configmap "x" not found`; a volume marked `optional: true` does not fail), a key missing from it, the storage server refusing the mount, or the CSI driver\'s error. ' +
      'The kubelet retries with a growing back-off (up to 2m2s) and the pod stays ContainerCreating with a FailedMount event; after about two minutes the pod worker also gives up for the round (`Unable to attach or mount volumes`).',
    benignWhen: 'The same volume\'s `MountVolume.SetUp succeeded` follows within minutes: the object was created a moment after the pod, or the storage came back.',
    whenNotBenign:
      'Read the cause after the pod\'s name. Create the missing ConfigMap or Secret (or fix the pod\'s reference), check the storage server or the CSI node plugin on this node. ' +
      'A pod stuck Terminating with SetUp failures of a deleted ConfigMap after a kubelet restart is a known kubelet bug (#96635): delete it with a grace period of zero.',
    adviceFor: [
      {
        ifContains: ["failed to sync secret cache", "failed to sync configmap cache", "couldn't propagate object cache"],
        unlessContains: ["not found"],
        advice:
          "`failed to sync secret cache: timed out waiting for the condition` (or configmap): the object may well exist. The kubelet watches each Secret and ConfigMap its pods use, and its watch had not synced within the wait: right after a kubelet start, or with an API server slow to answer. The mount is retried within a second. Only if it persists: check that the API server answers the node (`kubectl get --raw /readyz` from it) and the kubelet's client limits (`kubeAPIQPS`, `kubeAPIBurst`) (kubernetes#99475, kubernetes#117972).",
      },
    ],
    references: [k8s(96635), k8s(99475), k8s(117972), k8s(95778), k8s(90725), gh('rook/rook', 3761)],
    sourceFiles: ['pkg/volume/util/operationexecutor/operation_generator.go', 'pkg/volume/util/nestedpendingoperations/nestedpendingoperations.go', 'pkg/volume/configmap/configmap.go', 'pkg/volume/secret/secret.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/96635 (kubelet v1.30.4)
      "Oct 03 10:45:05 kind-control-plane kubelet[883]: E1003 10:45:05.721415     883 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/configmap/afc08fd7-2b4e-4c38-85fc-d4623f1aad65-log-config podName:afc08fd7-2b4e-4c38-85fc-d4623f1aad65 nodeName:}\" failed. No retries permitted until 2024-10-03 10:47:07.721403498 +0000 UTC m=+2117.364836695 (durationBeforeRetry 2m2s). Error: MountVolume.SetUp failed for volume \"log-config\" (UniqueName: \"kubernetes.io/configmap/afc08fd7-2b4e-4c38-85fc-d4623f1aad65-log-config\") pod \"test-kafka-broker-default-2\" (UID: \"afc08fd7-2b4e-4c38-85fc-d4623f1aad65\") : configmap \"test-kafka-broker-default\" not found",
      // source: https://github.com/kubernetes/kubernetes/issues/90725 (a kubelet of about 1.17 quotes the error)
      "kubelet.service: E0504 08:27:38.533845    7581 nestedpendingoperations.go:301] Operation for \"{volumeName:kubernetes.io/configmap/39936f6c-a349-4971-8357-a064c98aa0e9-config podName:39936f6c-a349-4971-8357-a064c98aa0e9 nodeName:}\" failed. No retries permitted until 2020-05-04 08:29:40.533774284 -0500 CDT m=+369693.688307461 (durationBeforeRetry 2m2s). Error: \"MountVolume.SetUp failed for volume \\\"config\\\" (UniqueName: \\\"kubernetes.io/configmap/39936f6c-a349-4971-8357-a064c98aa0e9-config\\\") pod \\\"kube-apiserver-6f494c66d7-26lgm\\\" (UID: \\\"39936f6c-a349-4971-8357-a064c98aa0e9\\\") : configmap \\\"kube-apiserver\\\" not found\"",
      // source: https://github.com/rook/rook/issues/3761
      'E0903 15:42:11.285986    5950 configmap.go:199] Couldn\'t get configMap kb51/kb51-nfs-server: configmaps "kb51-nfs-server" not found',
      // source: https://github.com/kubernetes/kubernetes/issues/95778
      'Oct 19 21:43:51 ip-172-30-125-127 kubelet[7082]: E1019 21:43:51.617587    7082 configmap.go:249] Error creating atomic writer: stat /var/lib/kubelet/pods/c427bb19-21ba-41a7-af32-9b2236264aa2/volumes/kubernetes.io~configmap/cluster-config: no such file or directory',
      // source: https://github.com/kubernetes/minikube/issues/5431 (the mechanism in kubernetes#99475)
      "Sep 22 04:52:43 minikube kubelet[3168]: E0922 04:52:43.787224    3168 nestedpendingoperations.go:270] Operation for \"\\\"kubernetes.io/secret/f97fc1d0-da58-11e8-85cb-0800279ddd13-coredns-token-f7pnh\\\" (\\\"f97fc1d0-da58-11e8-85cb-0800279ddd13\\\")\" failed. No retries permitted until 2019-09-22 04:52:44.287193007 +0000 UTC m=+15.185864204 (durationBeforeRetry 500ms). Error: \"MountVolume.SetUp failed for volume \\\"coredns-token-f7pnh\\\" (UniqueName: \\\"kubernetes.io/secret/f97fc1d0-da58-11e8-85cb-0800279ddd13-coredns-token-f7pnh\\\") pod \\\"coredns-c4cffd6dc-6xwhw\\\" (UID: \\\"f97fc1d0-da58-11e8-85cb-0800279ddd13\\\") : failed to sync secret cache: timed out waiting for the condition\"",
    ],
  },
  {
    id: 'volume-mount-timeout',
    title: 'Unable to attach or mount volumes (timed out)',
    verdictKind: 'actionable',
    match: {
      messages: ['Unable to attach or mount volumes for pod; skipping pod', 'Error syncing pod, skipping'],
      // ≤1.18 said `Unable to mount volumes for pod "…": timeout expired waiting for volumes to attach or mount …`.
      messagePatterns: ['^Unable to attach or mount volumes for pod ', '^Unable to mount volumes for pod "[^"]{1,600}": timeout expired waiting for volumes to attach', ERROR_SYNCING_PRINTF],
      errContains: ['unmounted volumes=', 'unattached volumes=', 'failed to process volumes=', 'timeout expired waiting for volumes to attach'],
      // The wait cut short because the pod began terminating is volume-wait-cancelled (r73a 3).
      errNotContains: ['context canceled'],
    },
    summary: 'The pod could not start because some of its volumes were not attached or mounted in time.',
    explanation:
      'Before creating a pod\'s sandbox the kubelet waits about two minutes for all its volumes. When some are still not attached (attach/detach controller, a disk still attached elsewhere) ' +
      'or not mounted (driver error, missing ConfigMap/Secret), it gives up, reports the missing volumes and retries later. The pod stays ContainerCreating. ' +
      'Kubelets 1.5 to 1.9 also logged it (`timeout expired waiting for volumes to attach/mount`) minutes after a Job\'s or CronJob\'s pod had run and exited, for volumes the finished pod no longer needed (kubernetes#43515, #54155).',
    whenNotBenign:
      'This is a summary: look at the earlier, more specific MountVolume/attach errors for the listed volumes and at the pod\'s events (FailedMount, Multi-Attach).',
    // Only the older wording can be that bug: a modern kubelet's line is not told about 1.9 (r73a 9).
    adviceFor: [
      {
        ifContains: ['timeout expired waiting for volumes'],
        advice:
          'On a kubelet of 1.9 or older, first check whether the pod had already completed (its containers exited, the Job done): then it ran fine and the line is that bug (kubernetes#43515, #54155).',
      },
    ],
    references: [k8s(126607), k8s(103530), k8s(43515), k8s(54155), LOKI_JOURNALD],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/volumemanager/volume_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/54155 (a CronJob's pod, kubelet 1.7/1.8)
      'Nov 05 16:45:55 ip-172-31-1-231.eu-central-1.compute.internal kubelet-wrapper[23693]: E1105 16:45:55.050828   23693 pod_workers.go:182] Error syncing pod 3a101652-c247-11e7-be59-02ca56b6d11e ("kube-job-cleaner-1509898620-wn049_kube-system(3a101652-c247-11e7-be59-02ca56b6d11e)"), skipping: timeout expired waiting for volumes to attach/mount for pod "kube-system"/"kube-job-cleaner-1509898620-wn049". list of unattached/unmounted volumes=[system-token-8mnl2]',
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:35.928465    4734 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"unmounted volumes=[custom-grafana-agent], unattached volumes=[], failed to process volumes=[]: context deadline exceeded\" pod=\"loki-dev-010/custom-grafana-agent-856948968f-6jfks\" podUID=\"17b244cc-ecb9-4fbc-beaa-8fa47fafe013\"",
      // source: https://github.com/kubernetes/kubernetes/issues/103530
      "Jul 06 11:12:15 xxx kubelet[2723897]: E0706 11:12:15.838743 2723897 kubelet.go:1682] Unable to attach or mount volumes for pod \"alpine-b778bf6cc-vwqp7_default(7cdfbbd3-a392-4c6b-8b81-6a466a551f78)\": unmounted volumes=[default-token-kzw5v], unattached volumes=[default-token-kzw5v]: timed out waiting for the condition; skipping pod",
    ],
  },

  {
    id: 'volume-wait-cancelled',
    title: 'Waiting for a pod\'s volumes was cancelled (context canceled)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to attach or mount volumes for pod; skipping pod', 'Error syncing pod, skipping'],
      messagePatterns: ['^Unable to attach or mount volumes for pod '],
      errContains: ['unmounted volumes=', 'unattached volumes=', 'failed to process volumes='],
      errAlsoContains: ['context canceled'],
    },
    // The pod worker cancels a running sync when its pod starts terminating (UpdatePod: `Cancelling current pod sync`,
    // --v=3): the volume wait of a pod being deleted or evicted ends so.
    evidence: ['pod-being-deleted'],
    summary: 'The pod\'s sync stopped waiting for its volumes because the sync itself was cancelled, not because the wait ran out of time.',
    explanation:
      'Before creating a pod\'s sandbox the kubelet waits for all its volumes under the context of the pod\'s sync. ' +
      'The pod worker cancels that context when the pod starts terminating (deleted, evicted, or its phase became final) or its grace period is shortened, and logs `Cancelling current pod sync` at `--v=3`; the wait then returns `context canceled` with the volumes not yet ready, and the pod goes on to its teardown. ' +
      'A wait that ran out of time says `context deadline exceeded` or `timed out waiting for the condition` instead (`volume-mount-timeout`).',
    benignWhen: 'The pod was being deleted or evicted when the wait ended: its volumes no longer matter.',
    whenNotBenign:
      'With no deletion of the pod in the log (a log below `--v=2`, or cut before it), look for the pod\'s end in the API server (`kubectl get events`, the pod\'s deletion timestamp). ' +
      'If the pod was not terminating, the volumes listed were still not ready when the sync ended: read the earlier MountVolume / attach errors for them as for a timeout.',
    references: [src('pkg/kubelet/pod_workers.go'), src('pkg/kubelet/volumemanager/volume_manager.go')],
    sourceFiles: [POD_WORKERS, 'pkg/kubelet/volumemanager/volume_manager.go'],
    samples: [
      // source: Bchast93/thousand-sunny, the stored file kubelet.log (a Talos node, May 2025; `talosctl logs` prefix)
      'sanji: {"ts":1746935594893.506,"caller":"kubelet/pod_workers.go:1298","msg":"Error syncing pod, skipping","pod":{"name":"volsync-src-plex-ksn6d","namespace":"media"},"podUID":"d3294284-fbae-4b80-97d6-2e0390050b78","err":"unmounted volumes=[cache data kube-api-access-cg4h9 tempdir], unattached volumes=[], failed to process volumes=[cache data kube-api-access-cg4h9 tempdir]: context canceled"}',
    ],
  },

  // ───────────────────────── E. DNS configuration ─────────────────────────
  {
    id: 'resolv-conf-unreadable',
    title: 'The kubelet\'s resolv.conf cannot be read',
    verdictKind: 'actionable',
    match: {
      // dns.go says so itself; the sandbox it was building fails with the same error (structured and ≤1.20 printf).
      messages: ['Could not open resolv conf file.', 'Failed to generate sandbox config for pod', 'CreatePodSandbox for pod failed', 'Error syncing pod, skipping'],
      messagePatterns: ['^createPodSandbox for pod "[^"]{0,600}" failed: open [^ ]{0,200}resolv\\.conf', '^CreatePodSandbox for pod "[^"]{0,600}" failed: open [^ ]{0,200}resolv\\.conf'],
      errContains: ['resolv.conf: no such file or directory', 'resolv.conf: permission denied'],
      // The runtime's own resolv.conf (CRI-O's per-container copy, Kata's sandbox file) fails through the runtime's
      // answer (`rpc error`, `container create failed`): not the kubelet's resolvConf (r25a 27).
      errNotContains: ['rpc error', 'container create failed'],
      errChecksOnlyFor: ['Failed to generate sandbox config for pod', 'CreatePodSandbox for pod failed', 'Error syncing pod', 'createPodSandbox for pod', 'CreatePodSandbox for pod'],
    },
    summary: 'The resolv.conf file the kubelet is configured with does not exist (or cannot be read), so no pod sandbox can be made.',
    explanation:
      'The kubelet builds every pod\'s DNS configuration from the file named by its `resolvConf` setting (`--resolv-conf`). ' +
      'When that file is missing, building a sandbox\'s configuration fails and the pod stays in ContainerCreating. ' +
      'The usual cause is a kubelet set to systemd-resolved\'s `/run/systemd/resolve/resolv.conf` on a node where systemd-resolved is not running (disabled, or an older distribution), or a node whose `/etc/resolv.conf` was removed.',
    whenNotBenign:
      'Point `resolvConf` at a file that exists (`/etc/resolv.conf`, or start systemd-resolved), then restart the kubelet; the pods start on their next sync.',
    references: [gh('sonic-net/sonic-buildimage', 7818), gh('CentaurusInfra/arktos', 1196), gh('amimof/kubernetes-the-right-way', 26), gh('mmumshad/kubernetes-the-hard-way', 27)],
    sourceFiles: ['pkg/kubelet/network/dns/dns.go', 'pkg/kubelet/kuberuntime/kuberuntime_sandbox.go'],
    samples: [
      // source: review r24a excerpt 12 (a kubespray install write-up on GitHub), kubelet 1.2x
      'Oct 21 22:03:22 kube-master01 kubelet[122472]: E1021 22:03:22.826020  122472 dns.go:292] "Could not open resolv conf file." err="open /etc/resolv.conf: no such file or directory"',
      'Oct 21 22:03:22 kube-master01 kubelet[122472]: E1021 22:03:22.827722  122472 kuberuntime_manager.go:1122] "CreatePodSandbox for pod failed" err="open /etc/resolv.conf: no such file or directory" pod="kube-system/kube-apiserver-kube-master01"',
      // source: https://github.com/CentaurusInfra/arktos/issues/1196 (a Kubernetes fork of 1.18)
      'E0922 21:08:51.291169   25968 kuberuntime_manager.go:1024] createPodSandbox for pod "nginx-deployment-latency-7d8ffcd9fd-5w7dm_default_system(c454b88d-05cd-4f48-be63-6994e4e4899d)" failed: open /run/systemd/resolve/resolv.conf: no such file or directory',
    ],
  },
  {
    id: 'nameserver-limits-exceeded',
    title: 'Nameserver limits exceeded',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Nameserver limits exceeded'],
      messagePatterns: ['^Nameserver limits were exceeded'],
    },
    summary: 'The node\'s resolv.conf lists more than three nameservers, so pods get only the first three.',
    explanation:
      'glibc resolvers honour at most three nameservers. When the resolv.conf the kubelet uses (often systemd-resolved\'s upstream file) lists more, ' +
      'the kubelet truncates the list for pods that inherit the node\'s DNS and warns. It does so every time it builds a pod\'s DNS config, so the line repeats constantly on busy nodes.',
    benignWhen: 'The three nameservers that were kept are the ones you need. (Only the operator can judge this; the verdict stays "investigate".)',
    whenNotBenign: 'Give the kubelet a resolv.conf with at most three nameservers (`resolvConf` setting), or remove duplicated entries.',
    references: [k8s(9079), k8s(82756), gh('kubernetes/test-infra', 15552), gh('hetznercloud/hcloud-cloud-controller-manager', 533), gh('nforgeio/neonKUBE', 1868)],
    sourceFiles: ['pkg/kubelet/network/dns/dns.go'],
    samples: [
      // source: https://github.com/nforgeio/neonKUBE/issues/1868
      "Nov 16 21:02:17 control-0 kubelet[7914]: {\"ts\":1700168537196.4094,\"caller\":\"dns/dns.go:153\",\"msg\":\"Nameserver limits exceeded\",\"err\":\"Nameserver limits were exceeded, some nameservers have been omitted, the applied nameserver line is: 8.8.8.8 8.8.4.4 8.8.8.8\"}",
    ],
  },
  {
    id: 'search-line-limits-exceeded',
    title: 'Search Line limits exceeded',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Search Line limits exceeded'],
      messagePatterns: ['^Search Line limits were exceeded'],
    },
    summary: 'The pod\'s DNS search list would be too long, so trailing search domains were dropped.',
    explanation:
      'A pod\'s search list is the cluster\'s own search domains plus the node\'s. When together they exceed the kubelet\'s limit ' +
      '(historically 6 domains / 256 characters, 32 / 2048 with the expanded DNS configuration), the extra domains at the end are omitted and this is logged.',
    benignWhen: 'The dropped domains are not needed for short-name lookups from pods. (Only the operator can judge this; the verdict stays "investigate".)',
    whenNotBenign: 'Shorten the node\'s search line (or the kubelet\'s resolv.conf), or use fully qualified names in the affected workloads.',
    references: [src('pkg/kubelet/network/dns/dns.go'), k8s(100582), gh('rancher/rke2', 3210)],
    sourceFiles: ['pkg/kubelet/network/dns/dns.go'],
    samples: [],
  },

  // ───────────────────────── F. Pod sync failures ─────────────────────────
  {
    id: 'crashloopbackoff',
    title: 'CrashLoopBackOff',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping'],
      // ≤1.8's kuberuntime_manager said it at every skipped sync without the pod worker's error line (r40a 07,
      // kubernetes#54760): `Back-off 5m0s restarting failed container=alpine pod=alpine-…_default(…)`.
      messagePatterns: [ERROR_SYNCING_PRINTF, '^Back-off \\d[\\dhms.]{0,15} restarting failed container='],
      errContains: ['CrashLoopBackOff'],
      errChecksOnlyFor: ['Error syncing pod'],
    },
    // Over: the container started again within minutes and ran twice the back-off cap without dying or being backed off
    // again, while the log goes on (r32a 1: a static pod's proxy looping for 30 s after a kubelet start; r35a 03: five
    // minutes let a container dying every six read as recovered).
    evidence: ['container-recovered'],
    summary: 'A container keeps exiting and the kubelet is waiting before restarting it again.',
    explanation:
      'After each exit the kubelet waits an exponentially growing back-off (10 s doubling up to 5 minutes by default) before the next start, ' +
      'and reports every sync it skips meanwhile as this error. The kubelet itself is healthy; the application is not.',
    benignWhen:
      'The log shows the loop ended: the container started again (PLEG `ContainerStarted`) within 15 minutes of the line and then ran 10 minutes, twice the back-off cap (after which the kubelet forgets the back-off), with no exit, no back-off and no kubelet restart while its kubelet\'s lines go on; or it ran to completion (exit 0: a Job, an init container). A container that waited for something (its database, a Secret, the network) and then came up. Why it exited is still in `kubectl logs --previous`.',
    whenNotBenign:
      'Read `kubectl logs --previous`, the exit code (137 = killed, often OOMKilled; 1 = application error) and any liveness probe failures for the container.',
    // What a user looks up first: the documented back-off, then how to debug the pod (r51a B8).
    references: [
      page('Kubernetes docs: restart policy and its back-off', 'https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy'),
      page('Kubernetes docs: debugging pods', 'https://kubernetes.io/docs/tasks/debug/debug-application/debug-pods/'),
      src(POD_WORKERS),
      src('pkg/kubelet/kuberuntime/kuberuntime_manager.go'),
      LOKI_JOURNALD,
    ],
    sourceFiles: [POD_WORKERS, 'pkg/kubelet/kuberuntime/kuberuntime_manager.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 20 01:21:20 kind-worker3 kubelet[298]: E0420 01:21:20.329755     298 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"busybox\\\" with CrashLoopBackOff: \\\"back-off 10s restarting failed container=busybox pod=deployments-simple-deployment-deployment-795596f74b-7qcsz_default(df9a7245-50ef-49e6-9f05-7da28093e3c0)\\\"\" pod=\"default/deployments-simple-deployment-deployment-795596f74b-7qcsz\" podUID=df9a7245-50ef-49e6-9f05-7da28093e3c0",
      // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
      "Nov 10 14:17:41.900439 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: E1110 14:17:41.900391    2296 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"controller\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=controller pod=cloud-network-config-controller-74ffd6bb6d-7979c_openshift-cloud-network-config-controller(74b53336-ddca-47c4-a281-49118930aa12)\\\"\" pod=\"openshift-cloud-network-config-controller/cloud-network-config-controller-74ffd6bb6d-7979c\" podUID=74b53336-ddca-47c4-a281-49118930aa12",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "E0120 11:43:27.722640    4787 pod_workers.go:191] Error syncing pod 005cd769-f0b2-4e4f-b7dd-928da02372d2 (\"cattle-cluster-agent-8647c64fdd-ljjwk_cattle-system(005cd769-f0b2-4e4f-b7dd-928da02372d2)\"), skipping: failed to \"StartContainer\" for \"cluster-register\" with CrashLoopBackOff: \"back-off 10s restarting failed container=cluster-register pod=cattle-cluster-agent-8647c64fdd-ljjwk_cattle-system(005cd769-f0b2-4e4f-b7dd-928da02372d2)\"",
      // corpus: minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log
      "Sep 05 06:54:34 minikube kubelet[2868]: E0905 06:54:34.419773    2868 pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"mnist-gpu\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=mnist-gpu pod=mnist-gpu-cf678c46f-hbcmv_mnist-gpu-demo(1d855587-ecaf-43c9-ba32-da272b0d5a04)\\\"\" pod=\"mnist-gpu-demo/mnist-gpu-cf678c46f-hbcmv\" podUID=\"1d855587-ecaf-43c9-ba32-da272b0d5a04\"",
    ],
  },
  {
    id: 'credential-provider-failed',
    title: 'A registry credential provider plugin failed',
    verdictKind: 'actionable',
    match: {
      // plugin.go logs it with printf in every version; the JSON format carries that text as its msg.
      messagePatterns: ['^Failed getting credential from external registry credential provider'],
    },
    summary: 'The kubelet ran a credential provider plugin to get credentials for an image\'s registry and it failed, so the image is pulled without them (a private registry then refuses it).',
    explanation:
      'Credential provider plugins are programs the kubelet runs to get registry credentials (`ecr-credential-provider`, `acr-credential-provider`, the GCP one), set up with `--image-credential-provider-config` and `--image-credential-provider-bin-dir`; the kubelet runs the one whose `matchImages` fits the image. ' +
      'The error after the image names what went wrong: the program could not be run (`fork/exec …: no such file or directory` for a file that exists means its interpreter or libraries are missing, as with a binary built for another C library), it timed out (`context deadline exceeded`), or it could not reach the registry or the cloud\'s metadata or DNS service. ' +
      'Without credentials a pull from a private registry fails with an authorization error and the pod stays in ErrImagePull or ImagePullBackOff; in 1.33 the kubelet could also run the plugin for an image already on the node (kubernetes#133079).',
    whenNotBenign:
      'Run the plugin by hand on the node with the same binary directory and configuration; check that it is built for the node (architecture, C library), that the node reaches the registry and its cloud\'s metadata service, and the plugin\'s own error, which the kubelet includes after the image name.',
    references: [k8sPR(133079), gh('kubernetes/cloud-provider-aws', 1029), gh('siderolabs/talos', 11086), src('pkg/credentialprovider/plugin/plugin.go')],
    sourceFiles: ['pkg/credentialprovider/plugin/plugin.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/pull/133079
      "kubelet[4649]: E0715 08:08:30.537102    4649 plugin.go:440] Failed getting credential from external registry credential provider: error execing credential provider plugin acr-credential-provider for image xxxxxxx.azurecr.io/cilium/cilium-dev: exit status 1: E0715 08:08:30.536082  659403 azure_credentials.go:209] failed to receive challenge: error reaching registry endpoint https://xxxxxxx.azurecr.io/v2/, error: Get \"https://xxxxxxx.azurecr.io/v2/\": dial tcp: lookup xxxxxxx.azurecr.io on 168.63.129.16:53: read udp 172.25.64.35:34236->168.63.129.16:53: i/o timeout",
      // source: https://github.com/siderolabs/talos/issues/11086 (Talos, JSON format, kubelet 1.33)
      "10.25.2.10: {\"ts\":1748003206479.928,\"caller\":\"plugin/plugin.go:440\",\"msg\":\"Failed getting credential from external registry credential provider: error execing credential provider plugin ecr-credential-provider for image 097676021280.dkr.ecr.eu-central-1.amazonaws.com/backend-daemon-import: fork/exec /usr/local/lib/kubelet/credentialproviders/ecr-credential-provider: no such file or directory: \"}",
    ],
  },
  {
    // Before image-pull-failure: nothing was pulled, and its advice (registry, credentials) does not apply.
    id: 'image-never-pull',
    title: 'Image not on the node, and its pull policy is Never (ErrImageNeverPull)',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping', 'Unhandled Error'],
      messagePatterns: [ERROR_SYNCING_PRINTF, '^container start failed: ErrImageNeverPull: ', CONTAINER_START_FAILED_PRINTF],
      errContains: ['ErrImageNeverPull'],
      errChecksOnlyFor: ['Error syncing pod', 'Unhandled Error', 'container &Container{', 'init container &Container{', 'ephemeral container &'],
    },
    summary: 'The container\'s image is not present on the node, and `imagePullPolicy: Never` forbids pulling it: the container cannot start.',
    explanation:
      'With `imagePullPolicy: Never` the kubelet only uses an image already in the runtime\'s store; it never asks a registry. ' +
      'The image named is not there (never loaded on this node, loaded under another name or tag, or removed by image garbage collection), so the pod stays in ErrImageNeverPull until it is.',
    whenNotBenign:
      'Load the image on this node under exactly the name the pod uses (`ctr -n k8s.io images import`, `crictl images` to check; `kind load`, `minikube image load` on those clusters), or change the pull policy to `IfNotPresent`. If it was there before, look for image garbage collection removing it (`Image garbage collection`, `Removing image`).',
    references: [src('pkg/kubelet/images/image_manager.go')],
    sourceFiles: [POD_WORKERS, 'pkg/kubelet/images/image_manager.go'],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:39.925282    4733 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"pdc\\\" with ErrImageNeverPull: \\\"Container image \\\\\\\"us.gcr.io/hosted-grafana/pdc:0.1.415\\\\\\\" is not present with pull policy of Never\\\"\" pod=\"pdc/private-datasource-connect-564fb6cfbb-l8pgv\" podUID=\"57e4a0cb-5e77-47bd-b277-70f4b1512c44\"",
    ],
  },
  {
    id: 'image-pull-failure',
    title: 'Image pull failure (ErrImagePull / ImagePullBackOff)',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping', 'PullImage from image service failed', 'Failed to pull image', 'Unhandled Error'],
      messagePatterns: [ERROR_SYNCING_PRINTF, '^PullImage ".+" from image service failed', '^PullImage ".+" failed', '^Pull image ".+" failed: ', '^Failed to pull image', '^container start failed: (?:ErrImagePull|ImagePullBackOff|ErrImageNeverPull): ', CONTAINER_START_FAILED_PRINTF,
        // ≤1.5 dockershim: `Failed to create pod infra container: ImagePullBackOff; Skipping pod "…"` (the pause image; r67a 14).
        '^Failed to create pod infra container: (?:ImagePullBackOff|ErrImagePull); Skipping pod '],
      // A printf `PullImage "…" from image service failed: …` is the failed pull itself, whatever the registry said;
      // so are the structured PullImage and `Failed to pull image` lines, whatever the runtime's words (CRI-O: `unable to
      // pull image or OCI artifact`). Only the pod worker's generic line must say it is a pull.
      errContains: ['ImagePullBackOff', 'ErrImagePull', 'ErrImageNeverPull', 'failed to pull', 'failed to resolve reference', 'pull access denied', 'from image service failed'],
      errChecksOnlyFor: ['Error syncing pod', 'Unhandled Error', 'container &Container{', 'init container &Container{', 'ephemeral container &'],
    },
    // Mended: the same image pulled afterwards (the pull's event, logged at --v=3 and up), with no pull of the pod
    // failing after that. The back-off retries at 10 s, 20 s, 40 s … up to 5 minutes, so ten minutes see a few tries.
    // Moot: a pull of a pod being deleted (the kubelet cancels it: `code = Canceled … context canceled`; r29a 29).
    evidence: ['followed-by-success', 'pod-being-deleted'],
    evidenceParams: {
      windowSeconds: 600,
      successMessages: ['Successfully pulled image'],
      failureMessages: PULL_FAILURES,
      failuresAfterSuccessOnly: true,
      sameImage: true,
    },
    summary: 'The image for a container could not be pulled.',
    explanation:
      'The image reference is wrong, the tag does not exist, the registry is unreachable, or pull credentials are missing or invalid. ' +
      'The kubelet backs off further pulls up to 5 minutes and reports ImagePullBackOff meanwhile; the runtime logs its own PullImage failure too.',
    benignWhen: 'The same image is pulled on a later try (its `Successfully pulled image` event, logged at `--v=3` and up) and no pull of the pod fails after that: a registry hiccup that cost the pod a delay.',
    whenNotBenign:
      'Read what the registry answered: `not found` / `manifest unknown` is the image name or tag; `401`, `403`, `no basic auth credentials` or `pull access denied` is credentials (the pod\'s `imagePullSecrets`, its service account\'s, the node\'s credential provider); ' +
      '`429 Too Many Requests` / `toomanyrequests` is the registry\'s rate limit (authenticate the pulls, use a mirror or pull-through cache, pull less often: `imagePullPolicy: IfNotPresent`); `i/o timeout`, `no such host` or `connection refused` is the node\'s way to the registry (DNS, proxy, firewall).',
    references: [LOKI_JOURNALD, src('staging/src/k8s.io/cri-client/pkg/remote_image.go')],
    sourceFiles: [POD_WORKERS, 'pkg/kubelet/cri/remote/remote_image.go', 'staging/src/k8s.io/cri-client/pkg/remote_image.go', 'pkg/kubelet/kuberuntime/kuberuntime_image.go'],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:43.469105    3315 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"gcom-sync\\\" with ImagePullBackOff: \\\"Back-off pulling image \\\\\\\"us.gcr.io/kubernetes-dev/frontend-monitoring:6a8eb5a\\\\\\\"\\\"\" pod=\"faro/update-usage-28487080-9sqzn\" podUID=\"2cc85139-2f31-44ae-a308-3dc0df893592\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:37.414253    4589 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"grafana\\\" with ErrImagePull: \\\"[rpc error: code = NotFound desc = failed to pull and unpack image \\\\\\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\\\\\": failed to resolve reference \\\\\\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\\\\\": us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2: not found, failed to pull and unpack image \\\\\\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\\\\\": failed to resolve reference \\\\\\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\\\\\": unexpected status from HEAD request to https://us.gcr.io/v2/hosted-grafana/hosted-grafana-pro/manifests/10.1.0-ephemeral-oss-77506-8314-2: 403 Forbidden]\\\"\" pod=\"hosted-grafana/ephemeral1511182177506ashharr-grafana-7666b574d5-22xlb\" podUID=\"dd9f7420-7d07-4def-b1b1-5f1d0a8a7ca8\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:37.413937    4589 remote_image.go:180] \"PullImage from image service failed\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\": failed to resolve reference \\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\": unexpected status from HEAD request to https://us.gcr.io/v2/hosted-grafana/hosted-grafana-pro/manifests/10.1.0-ephemeral-oss-77506-8314-2: 403 Forbidden\" image=\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\"",
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "time=\"2024-05-07T11:59:37.413617100Z\" level=error msg=\"PullImage \\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\" failed\" error=\"failed to pull and unpack image \\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\": failed to resolve reference \\\"us.gcr.io/hosted-grafana/hosted-grafana-pro:10.1.0-ephemeral-oss-77506-8314-2\\\": unexpected status from HEAD request to https://us.gcr.io/v2/hosted-grafana/hosted-grafana-pro/manifests/10.1.0-ephemeral-oss-77506-8314-2: 403 Forbidden\"",
    ],
  },
  {
    id: 'pod-resize-not-applied',
    title: 'An in-place resize of a pod could not be applied',
    verdictKind: 'actionable',
    match: {
      messages: ['Aborting attempt to set pod memory limit less than current memory usage', 'updatePodContainerResources failed'],
    },
    summary: 'The kubelet could not apply a pod\'s new CPU or memory sizes to its running containers: the pod keeps its old sizes, its resize stays in progress, and every sync tries again.',
    explanation:
      'With in-place pod resize (InPlacePodVerticalScaling: beta and on by default since 1.33), the kubelet changes a running pod\'s cgroups and asks the runtime to update each container\'s resources, in an order that never lets the pod\'s total go below what its containers use. ' +
      '`Aborting attempt to set pod memory limit less than current memory usage` is the kubelet refusing a memory limit below what the pod uses now: the kernel could not enforce it without reclaiming or killing. ' +
      '`updatePodContainerResources failed` is the runtime refusing a container\'s update (its error says why: a cgroup write refused, a limit below usage, a runtime without the UpdateContainerResources call).',
    whenNotBenign:
      'Look at the pod\'s resize status (`kubectl get pod -o yaml`: the `PodResizeInProgress` condition, or `status.resize` before 1.33). ' +
      'For memory below usage: set a limit above what the pod uses (`kubectl top pod`), or let the container restart to take the new limit (`resizePolicy` `RestartContainer` for memory). For a runtime\'s refusal, read its error, and check that the runtime\'s version supports updating a running container\'s resources (the resize documentation lists them).',
    references: [src('pkg/kubelet/kuberuntime/kuberuntime_manager.go'), page('Kubernetes docs: resize CPU and memory resources assigned to containers', 'https://kubernetes.io/docs/tasks/configure-pod-container/resize-container-resources/')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_manager.go'],
    samples: [],
  },
  {
    id: 'dra-unprepare-failed',
    title: 'Dynamic resources (DRA) of a pod could not be released (NodeUnprepareResources failed)',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping'],
      // manager.go: `NodeUnprepareResources failed for claim ns/name: <driver's error>`, `NodeUnprepareResources: <gRPC
      // error>` (the plugin not answering), `NodeUnprepareResources left out N claims`.
      errStartsFor: { 'Error syncing pod, skipping': ['NodeUnprepareResources'] },
    },
    summary: 'The pod\'s containers are gone, but the DRA driver did not release the devices of its resource claims: the pod\'s teardown does not finish (it stays Terminating) and the kubelet keeps trying.',
    explanation:
      'When a pod that uses dynamic resource allocation has stopped, the kubelet asks each claim\'s DRA driver, through the driver\'s kubelet plugin on this node, to release the claim\'s devices (NodeUnprepareResources) before it finishes the pod. ' +
      'When the call fails the pod worker logs this line and retries later; until a call succeeds the pod is not finished on this node. ' +
      '`connection refused` or `Unavailable` on the plugin\'s socket (`/var/lib/kubelet/plugins/<driver>/…sock`) means the driver\'s kubelet plugin is not running or restarting; other errors are the driver\'s own.',
    whenNotBenign:
      'Check the DRA driver\'s kubelet plugin pod on this node (`kubectl get pods -A -o wide | grep <node>`) and its log; once it runs and answers, the kubelet\'s next try releases the claim and the pod finishes. A driver removed from the node while pods still held its claims leaves them Terminating until it comes back.',
    references: [src('pkg/kubelet/cm/dra/manager.go'), k8s(124090)],
    sourceFiles: ['pkg/kubelet/cm/dra/manager.go', POD_WORKERS],
    samples: [],
  },
  {
    id: 'dra-prepare-failed',
    title: 'Dynamic resources (DRA) could not be prepared for a pod',
    verdictKind: 'actionable',
    match: {
      // And the pod worker's line for it (before sandbox-create-failed in the catalogue: a DRA driver's socket refusing
      // is no runtime's answer; r76a P2, r77a P9).
      messages: ['Failed to prepare dynamic resources', 'Unable to get container claim info state', 'Error syncing pod, skipping'],
      // Only an error that is the preparation's own, not one that quotes the word (a CNI plugin's answer: r77a P9).
      errStartsFor: { 'Error syncing pod, skipping': ['NodePrepareResources', 'failed to prepare dynamic resources', 'prepare dynamic resources'] },
    },
    summary: 'The kubelet could not get the devices of a pod\'s resource claims ready, so the pod does not start; the kubelet keeps trying.',
    explanation:
      'A pod that uses dynamic resource allocation names ResourceClaims. Before creating the pod\'s sandbox, the kubelet asks each claim\'s DRA driver, through the driver\'s kubelet plugin on this node, to prepare the claim\'s devices (NodePrepareResources; the driver writes a CDI spec for the runtime). ' +
      '`DRA driver … is not registered` means the driver\'s kubelet plugin has not registered with this kubelet: its DaemonSet pod is not running here, or has not registered yet. Other errors are the driver\'s own. ' +
      '`Unable to get container claim info state` follows for containers whose claims were not prepared. A maintainer of NVIDIA\'s DRA driver tied `is not registered` on kubelet 1.34.0 and 1.34.1 to a kubelet bug fixed in 1.34.2.',
    whenNotBenign:
      'Check the DRA driver\'s kubelet plugin pod on this node and its log, and the claim (`kubectl describe resourceclaim`): an error after the claim\'s name is the driver\'s answer. ' +
      '`is not allowed to use resource claim` is the kubelet\'s own check, before any driver: the claim\'s `status.reservedFor` does not list this pod (a claim shared by pods it was not reserved for, or the scheduler\'s reservation not written yet): look at `kubectl get resourceclaim -o yaml` and the scheduler.',
    references: [gh('kubernetes-sigs/dra-driver-nvidia-gpu', 814), k8s(124090), src('pkg/kubelet/cm/dra/manager.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'pkg/kubelet/cm/dra/manager.go'],
    samples: [
      // source: https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/814 (kubelet 1.34)
      "Jan 14 22:32:39 instance20260113210117 kubelet[14067]: E0114 22:32:39.849988   14067 kuberuntime_manager.go:1323] \"Failed to prepare dynamic resources\" err=\"prepare dynamic resources: DRA driver compute-domain.nvidia.com is not registered\" pod=\"default/nccl-test-worker-0\"",
      // source: https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/814
      "Jan 14 22:32:42 instance20260113210117 kubelet[14067]: E0114 22:32:42.287311   14067 container_manager_linux.go:1016] \"Unable to get container claim info state\" err=\"unable to get information for ResourceClaim nccl-test-worker-0-compute-domain-channel-h4lpr\"",
      // source: https://github.com/kubernetes/kubernetes/issues/124090 (kubelet 1.29)
      "Mar 28 10:29:43 worker-node-1 kubelet[2855486]: E0328 10:29:43.770694 2855486 kuberuntime_manager.go:1152] \"Failed to prepare dynamic resources\" err=\"NodePrepareResources failed for claim default/rdma-demo: error preparing devices for claim 71d5aeee-5f6d-47aa-a3d6-98b7fcf3c005: unable to create CDI spec file for claim: failed to set permissions on spec file: chmod /var/run/cdik8s.netresources.spidernet.io-claim_71d5aeee-5f6d-47aa-a3d6-98b7fcf3c005.yaml: no such file or directory\" pod=\"default/rdma-rc-6c5596fdb8-mf95q\"",
    ],
  },
  {
    // Kubelets up to 1.16 also watched the deprecated `plugins/` directory, where a CSI driver keeps its own endpoint,
    // and asked every socket there for the registration service it does not serve (kubernetes#70485).
    id: 'plugin-legacy-dir-probe',
    title: 'A pre-1.17 kubelet asked a CSI driver\'s own socket to register',
    verdictKind: 'benign',
    match: {
      messagePatterns: [`${REGISTER_PLUGIN_FAILED}failed to get plugin info using RPC GetInfo at socket `],
      // (`/plugins_registry/` does not hold `/plugins/`.) Only 1.13–1.16 probed driver sockets there: in 1.12 `plugins/`
      // was the registration directory itself (kubernetes#71314), and a registrar's own socket (`…-reg.sock`) that
      // answers Unimplemented is a registration failing, whatever the directory (r27a 29).
      errContains: ['/plugins/'],
      errAlsoContains: ['code = Unimplemented'],
      errNotContains: ['-reg.sock'],
      minVersion: '1.13',
      maxVersion: '1.16',
    },
    summary: 'The kubelet took a CSI driver\'s endpoint in the old `plugins/` directory for a registration socket; the driver does not serve that call. Harmless.',
    explanation:
      'Plugins register with the kubelet through a socket in `/var/lib/kubelet/plugins_registry/` (the node-driver-registrar\'s). Kubelets up to 1.16 also watched the deprecated `/var/lib/kubelet/plugins/` directory, where CSI drivers keep their own endpoints, and called GetInfo on every socket found there. ' +
      'A CSI driver answers that call Unimplemented, and the kubelet retries it every two minutes; the driver registers through its registrar\'s socket regardless. Since 1.17 the old directory is no longer watched and the line is gone.',
    whenNotBenign:
      'Nothing to do; upgrading the kubelet past 1.16 removes the line. If the driver\'s volumes do not mount, look for its registration in `plugins_registry/` instead.',
    references: [k8s(70485), gh('embercsi/ember-csi', 153)],
    sourceFiles: PLUGIN_MANAGER_SOURCES,
    samples: [
      // source: https://github.com/embercsi/ember-csi/issues/153 (review r26a)
      'Jan 19 13:19:21 kube23.foo.com kubelet: E0119 13:19:21.850493    2107 goroutinemap.go:150] Operation for "/var/lib/kubelet/plugins/ember-csi.io/csi.sock" failed. No retries permitted until 2020-01-19 13:21:23.850457201 -0500 EST m=+1109229.205664694 (durationBeforeRetry 2m2s). Error: "RegisterPlugin error -- failed to get plugin info using RPC GetInfo at socket /var/lib/kubelet/plugins/ember-csi.io/csi.sock, err: rpc error: code = Unimplemented desc = Method not found!"',
    ],
  },
  {
    id: 'plugin-registration-failed',
    title: 'A plugin\'s registration socket did not answer the kubelet',
    verdictKind: 'benign-in-context',
    match: {
      messagePatterns: [REGISTER_PLUGIN_FAILED],
      // 1.2x write the plugin manager's failure structured, in err.
      messages: ['OperationExecutor.RegisterPlugin failed'],
    },
    summary: 'The kubelet could not register a CSI, DRA or device plugin through the socket it found in `plugins_registry/`; it retries every two minutes.',
    explanation:
      'A plugin registers by putting a socket in `/var/lib/kubelet/plugins_registry/` that serves the registration service (a CSI driver\'s node-driver-registrar does this for it). The kubelet asks it for the plugin\'s name, endpoint and versions (GetInfo), then validates and registers the plugin. ' +
      'Here that failed: `Unimplemented` / `unknown service pluginregistration.Registration` means the socket is the driver\'s own endpoint mounted into the registry directory (a deployment error that never clears); a refused or timed-out connection, a registrar still starting or gone. ' +
      'Until the plugin registers, its volumes cannot be mounted (`driver name … not found in the list of registered CSI drivers`) or its devices allocated.',
    benignWhen: 'No line shows it: a registrar restarting fails a try or two and then registers, but a socket that is the wrong one fails for ever.',
    whenNotBenign:
      'Check the node-driver-registrar container of the driver\'s node pod (its logs, its `--kubelet-registration-path`) and which socket sits in `plugins_registry/`: it must be the registrar\'s, not the driver\'s CSI endpoint.',
    references: [k8s(70485), gh('kubernetes-sigs/vsphere-csi-driver', 220)],
    sourceFiles: PLUGIN_MANAGER_SOURCES,
    samples: [
      // source: https://github.com/kubernetes-sigs/vsphere-csi-driver/issues/220 (review r26a)
      'May 14 19:50:28 k8-master-713 kubelet[5195]: E0514 19:50:28.985525    5195 goroutinemap.go:150] Operation for "/var/lib/kubelet/plugins_registry/csi.vsphere.vmware.com/csi.sock" failed. No retries permitted until 2020-05-14 19:52:30.985489804 -0700 PDT m=+7665.381717856 (durationBeforeRetry 2m2s). Error: "RegisterPlugin error -- failed to get plugin info using RPC GetInfo at socket /var/lib/kubelet/plugins_registry/csi.vsphere.vmware.com/csi.sock, err: rpc error: code = Unimplemented desc = unknown service pluginregistration.Registration"',
    ],
  },
  {
    id: 'device-plugin-message-too-large',
    title: 'A device plugin\'s device list is larger than the kubelet accepts',
    verdictKind: 'actionable',
    match: {
      messages: ['ListAndWatch ended unexpectedly for device plugin', 'listAndWatch ended unexpectedly for device plugin'],
      messagePatterns: ['^[Ll]istAndWatch ended unexpectedly for device plugin '],
      errContains: ['received message larger than max'],
    },
    summary: 'The device plugin\'s list of devices is bigger than one gRPC message the kubelet accepts (4 MiB), so the stream ends at once and the resource is not advertised.',
    explanation:
      'A device plugin reports its devices to the kubelet over a gRPC stream (ListAndWatch). The kubelet\'s client takes messages of at most 4,194,304 bytes, the gRPC default; ' +
      'a plugin that reports very many devices (one per MiB of GPU memory, thousands of virtual devices) sends a longer list, the stream fails with `ResourceExhausted … received message larger than max (N vs. 4194304)` right after the plugin registers, and it fails the same way every time the plugin registers again. ' +
      'The node\'s capacity for the resource stays at zero (or goes to zero once the kubelet\'s five-minute grace for a stopped plugin ends), so pods that request it stay Pending or fail admission.',
    whenNotBenign:
      'Make the plugin report fewer devices: a coarser unit (GiB instead of MiB of GPU memory) or fewer virtual devices per card, as the plugin\'s own settings allow. A kubelet flag cannot raise this limit.',
    references: [gh('Project-HAMi/volcano-vgpu-device-plugin', 134), gh('Project-HAMi/volcano-vgpu-device-plugin', 99), src('pkg/kubelet/cm/devicemanager/plugin/v1beta1/client.go')],
    sourceFiles: ['pkg/kubelet/cm/devicemanager/plugin/v1beta1/client.go', 'pkg/kubelet/cm/devicemanager/endpoint.go'],
    samples: [
      // source: https://github.com/Project-HAMi/volcano-vgpu-device-plugin/issues/134
      'Jun 05 10:59:27 cn-linux-005 kubelet[55792]: E0605 10:59:27.878147   55792 client.go:90] "ListAndWatch ended unexpectedly for device plugin" err="rpc error: code = ResourceExhausted desc = grpc: received message larger than max (9052428 vs. 4194304)" resource="volcano.sh/vgpu-memory"',
      // source: https://github.com/Project-HAMi/volcano-vgpu-device-plugin/issues/99
      'E0116 16:52:03.819472  175650 client.go:88] "ListAndWatch ended unexpectedly for device plugin" err="rpc error: code = ResourceExhausted desc = grpc: received message larger than max (23264648 vs. 4194304)" resource="volcano.sh/vgpu-memory"',
    ],
  },
  {
    id: 'device-plugin-stream-ended',
    title: 'The kubelet lost its connection to a device plugin',
    verdictKind: 'benign-in-context',
    match: {
      messages: [
        'ListAndWatch ended unexpectedly for device plugin', 'listAndWatch ended unexpectedly for device plugin',
        'Failed to dial device plugin', 'Failed to dial device plugin with request', "Can't create new endpoint with path",
        'Unable to connect to device plugin client with socket path', 'Failed to connect to new client',
      ],
      messagePatterns: ['^[Ll]istAndWatch ended unexpectedly for device plugin ', '^Failed to dial device plugin ', "^Can't create new endpoint with path "],
    },
    // A plugin that restarts (its pod updated or moved, the plugin's own crash) ends its stream and registers again.
    // Only the kubelet's `Connected to new client` (and the device manager's `Device plugin connected`) for the same
    // resource says it reached the plugin: `Registered client` is logged before the kubelet dials, and older kubelets'
    // `Registered endpoint` names no resource. A plugin whose stream keeps ending for three minutes (a crash loop: each reconnect ends again), or again within ten minutes, is a series.
    evidence: ['followed-by-success'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 300, successMessages: ['Connected to new client', 'Device plugin connected'], sameResource: true, persistSeconds: 180, persistGapSeconds: 600 },
    summary: 'The gRPC stream from a device plugin to the kubelet ended, or the kubelet could not connect to the plugin\'s socket; until the plugin is connected again, its devices cannot be given to new pods.',
    explanation:
      'Each device plugin (GPUs, SR-IOV NICs, FPGAs, vGPU slices) registers with the kubelet, which connects to the plugin\'s socket and keeps a ListAndWatch stream open through which the plugin reports its devices. ' +
      'The stream ends with `EOF` or `Unavailable` whenever the plugin process stops: its DaemonSet pod was updated, restarted or evicted, or the plugin crashed. ' +
      'The kubelet then marks the plugin\'s devices unhealthy at once, so the node\'s allocatable for the resource drops to zero and pods asking for it fail admission (`UnexpectedAdmissionError`) until the plugin is back; the capacity stays for five minutes, then goes too. ' +
      'A plugin that registers again and is connected (`Connected to new client`) reports its devices anew. ' +
      '`Failed to dial device plugin`, `Can\'t create new endpoint`, `Unable to connect to device plugin client` and `Failed to connect to new client` are the same break seen at registration: the plugin asked to register but its socket did not answer.',
    benignWhen: 'The kubelet connects to the same resource\'s plugin again within five minutes (`Connected to new client`), as after a plugin restart, and it does not keep happening.',
    whenNotBenign:
      'Look at the device plugin\'s pod on this node (restarts, its own log), and at the resource in `kubectl describe node` (capacity and allocatable). A plugin that ends its stream again and again is failing on its side; pods admitted while it was away may have failed with `UnexpectedAdmissionError`.',
    references: [gh('volcano-sh/devices', 59), gh('AliyunContainerService/gpushare-device-plugin', 47), k8sPR(102829), src('pkg/kubelet/cm/devicemanager/plugin/v1beta1/client.go')],
    sourceFiles: ['pkg/kubelet/cm/devicemanager/plugin/v1beta1/client.go', 'pkg/kubelet/cm/devicemanager/endpoint.go', 'pkg/kubelet/cm/devicemanager/manager.go'],
    samples: [
      // source: https://github.com/volcano-sh/devices/issues/59
      'Mar 19 14:31:09 dell-63 kubelet[1067]: E0319 14:31:09.987111    1067 endpoint.go:107] "listAndWatch ended unexpectedly for device plugin" err="rpc error: code = Unavailable desc = error reading from server: EOF" resourceName="volcano.sh/vgpu-number"',
      // source: https://github.com/AliyunContainerService/gpushare-device-plugin/issues/47
      '11月 30 17:12:17 slave6 kubelet[1483]: E1130 17:12:17.560805    1483 manager.go:485] Failed to dial device plugin with request &RegisterRequest{Version:v1beta1,Endpoint:gpushare.sock,ResourceName:gpushare/gpu-mem,Options:nil,}: failed to dial device plugin: context deadline exceeded',
    ],
  },
  {
    id: 'device-admission-failed',
    title: 'A pod failed at admission: its devices could not be allocated (UnexpectedAdmissionError)',
    verdictKind: 'actionable',
    match: {
      messages: ['Event occurred'],
      eventReasons: ['UnexpectedAdmissionError'],
      // ≤1.20's predicate.go says it too: `Failed to admit pod web-1_ns(uid) - Update plugin resources failed due to …,
      // which is unexpected.` (kubernetes#85831: the device manager's checkpoint on a full /var/lib/kubelet).
      // Only the device manager's (`GeneralPredicates failed due to node "x" not found, which is unexpected` is no device's).
      messagePatterns: ['^Failed to admit pod [^ ]{1,600} - (?:Update plugin resources failed|Allocate failed).{0,2000}, which is unexpected'],
    },
    summary: 'The kubelet failed a pod at admission because the devices or resources it requests could not be allocated on this node; the pod is Failed and the kubelet will not retry it.',
    explanation:
      'The scheduler placed the pod on this node by the node\'s advertised capacity (GPUs and other extended resources from device plugins), but when the kubelet admitted it the device manager could not allocate them: ' +
      '`requested number of devices unavailable`, usually because the device plugin had not registered again yet after a kubelet or node restart, or because the plugin reports devices that another pod holds; or the device manager could not write its checkpoint (`kubelet_internal_checkpoint: … no space left on device`: `/var/lib/kubelet` full). ' +
      'The kubelet records the event `UnexpectedAdmissionError` and fails the pod; a controller creates a new pod, a bare pod stays Failed.',
    whenNotBenign:
      'Check that the device plugin is running and registered (`kubectl describe node`: the resource\'s capacity and allocatable, the plugin\'s pod logs), delete the failed pods so that their controllers recreate them, ' +
      'and if it happens after every kubelet restart, make the pods wait for the plugin (a readiness gate, a node taint until the plugin is up).',
    references: [k8s(124345), k8s(85831), src('pkg/kubelet/lifecycle/predicate.go'), src('pkg/kubelet/cm/devicemanager/manager.go')],
    sourceFiles: ['pkg/kubelet/lifecycle/predicate.go', 'pkg/kubelet/cm/devicemanager/manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/124345 (names replaced by placeholders in the thread)
      "I0129 05:42:59.060605 3736781 event.go:294] \"Event occurred\" object=\"<namespace>/<podname>\" kind=\"Pod\" apiVersion=\"v1\" type=\"Warning\" reason=\"UnexpectedAdmissionError\" message=\"Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 4, Available: 0, which is unexpected\"",
      // source: https://github.com/kubernetes/kubernetes/issues/85831 (the issue's lines start at the file name: a klog header added)
      'W1129 10:02:11.412345    5233 predicate.go:75] Failed to admit pod iag-192.113.5.13_kube-system(4272d198e0e30f0de9f5eef7d0799ebc) - Update plugin resources failed due to failed to write checkpoint file "kubelet_internal_checkpoint": write /var/lib/kubelet/device-plugins/.525042640: no space left on device, which is unexpected.',
    ],
  },
  {
    id: 'pod-admission-rejected',
    title: 'Pod rejected at admission by the kubelet',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Predicate failed on Pod', 'Pod admission denied', 'Failed to admit pod', 'Failed to admit pod to node'],
      messagePatterns: ['^Predicate failed on Pod: ', '^Failed to admit pod '],
    },
    // No line of a log shows a refusal harmless. Right after a kubelet restart every pod is admitted again, and a
    // refusal then is the known way a restart kills pods that were running (#105523, #100467, #123980, #129078,
    // #118559): a start before the line is the bug's mark, not an excuse (session 20's review). Refusals that keep
    // coming for minutes are a scheduler and kubelet disagreeing about this node.
    escalation: ['persisting'],
    evidenceParams: { persistSeconds: 300, persistGapSeconds: 60 },
    summary: 'The kubelet refused a pod the scheduler had placed on this node; the pod is marked Failed and does not run here.',
    explanation:
      'Before it starts a pod, the kubelet checks it again against the node: taints with NoExecute (TaintToleration), node affinity and selector, free host ports, and whether the requested CPU, memory or devices fit (OutOfcpu, OutOfmemory); the eviction manager refuses some pods while the node is under pressure. ' +
      'The scheduler saw the node differently a moment before (a taint or a label added since, pods not yet accounted for), so the pod is set to Failed with the predicate as its reason, and its controller creates a new one, which may land here again. ' +
      'A kubelet that restarts admits every pod on the node again: a refusal right after a restart is how known kubelet bugs kill pods that were running (node labels not read yet: `NodeAffinity`; resources counted before the running pods: `OutOfcpu`; the CPU or device managers\' state: `SMTAlignmentError`, `UnexpectedAdmissionError`), and a label changed since the pod was scheduled refuses it too, although `IgnoredDuringExecution` says it should run on.',
    benignWhen: 'A log cannot show it. A new pod refused once while the node is being tainted or drained is the scheduler racing the node, and its controller makes another; a pod refused right after a kubelet restart may have been running here and is now killed.',
    whenNotBenign:
      'After a kubelet restart, check whether the refused pods had been running here (`kubectl get pod -o wide`, their restart count and age): such a pod was killed by the restart, and a bare pod (no controller) is gone for good. ' +
      'Many rejections in a row mean pods keep being placed on a node that refuses them: compare the node\'s taints, labels and allocatable resources with what the scheduler sees (`kubectl describe node`), and look for a controller re-creating the same pods. ' +
      'Reasons of the CPU, memory and topology managers are the node\'s own policy, which the scheduler does not know: `SMTAlignmentError` is the static CPU manager\'s `full-pcpus-only` option refusing a CPU count that is not whole physical cores (`requested N cpus not multiple cpus per core`: request a multiple of the threads per core) or finding too few whole cores free (`not enough free physical CPUs`: right after a kubelet restart, the manager counting the running pods\' cores wrongly, kubernetes#129078), `TopologyAffinityError` the topology manager\'s policy finding no NUMA placement for the pod\'s resources, and `UnexpectedAdmissionError` with `not enough cpus available` the static CPU manager out of CPUs to give the pod whole ones (the CPU manager entry: its pool, `reservedSystemCPUs`, `/var/lib/kubelet/cpu_manager_state`).',
    references: [k8sPR(101218), k8s(105523), k8sPR(125498), k8s(38862), k8s(118559), k8s(125579), k8s(68002), k8s(129078), k8s(100467), k8s(123980), k8s(72502)],
    sourceFiles: ['pkg/kubelet/lifecycle/predicate.go', 'pkg/kubelet/kubelet.go', 'pkg/kubelet/eviction/eviction_manager.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (line 1659)
      'Aug 22 00:24:51 kind-worker kubelet[584647]: I0822 00:24:51.177399  584647 predicate.go:129] "Predicate failed on Pod" pod="default/php-apache-7f879b889b-2vv2b" err="Predicate TaintToleration failed"',
    ],
  },
  {
    id: 'envvars-services-not-synced',
    title: 'CreateContainerConfigError: Services not read yet (kubelet start-up)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Error syncing pod, skipping', 'Unhandled Error'],
      messagePatterns: [ERROR_SYNCING_PRINTF, '^container start failed: CreateContainerConfigError: ', CONTAINER_START_FAILED_PRINTF],
      errContains: ['services have not yet been read at least once'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['persisting'],
    // Not once the log shows the Service list refused for the kubelet (RBAC, the Node authorizer): services are never read.
    evidenceParams: { windowSeconds: 300, startupUnlessRefused: ['*v1.Service'] },
    summary: 'A container could not start yet because the kubelet had not yet listed the cluster\'s Services.',
    explanation:
      'Containers get environment variables for the Services of their namespace (`enableServiceLinks`). Until the kubelet\'s Service informer has listed Services once, it refuses to build them and fails the container start with this error. ' +
      'Right after a kubelet start, before the node is registered or while the API server is not reachable, that is expected. Static pods are exempt: the kubelet builds their variables without waiting, so the pods that hit it are the API\'s (kube-proxy, the CNI\'s DaemonSet pods on a new node). ' +
      'When it lasts, the Service list itself fails: the kubelet cannot reach the API server, is refused (RBAC, the Node authorizer), or is newer than the API server, whose Service list then refuses the kubelet\'s field selector (`\"spec.clusterIP\" is not a known field selector`, kubernetes#129294: a node upgraded before its control plane).',
    benignWhen: 'In the first minutes after a kubelet start, or before the node registered; it stops once the Service informer has synced.',
    whenNotBenign:
      'If it goes on, the kubelet cannot list Services: read the informer\'s `Failed to watch *v1.Service` / `failed to list *v1.Service` lines nearby. Connection errors are the API server\'s reachability; `forbidden` the node\'s credentials and RBAC; `is not a known field selector` a kubelet newer than its API server, which the version-skew policy forbids (upgrade the control plane first, or run the kubelet\'s older version). ' +
      'Setting `enableServiceLinks: false` does not help: the kubelet still needs the Services for `KUBERNETES_SERVICE_HOST`.',
    references: [k8s(129294), gh('k0sproject/k0s', 6071), k8sPR(68754)],
    sourceFiles: ['pkg/kubelet/kubelet_pods.go'],
    samples: [
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106702431.404,\"caller\":\"kubelet/pod_workers.go:1324\",\"msg\":\"Error syncing pod, skipping\",\"pod\":{\"name\":\"kube-proxy-pvlfh\",\"namespace\":\"kube-system\"},\"podUID\":\"e06f16fc-4f9b-47d5-89cb-f0d6f2891f60\",\"err\":\"failed to \\\"StartContainer\\\" for \\\"kube-proxy\\\" with CreateContainerConfigError: \\\"services have not yet been read at least once, cannot construct envvars\\\"\",\"errCauses\":[{\"error\":\"failed to \\\"StartContainer\\\" for \\\"kube-proxy\\\" with CreateContainerConfigError: \\\"services have not yet been read at least once, cannot construct envvars\\\"\"}]}",
    ],
  },
  {
    id: 'create-container-config-error',
    title: 'CreateContainerConfigError',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping', 'Unhandled Error'],
      // ≤1.20's kuberuntime_manager says it too: `container start failed: CreateContainerConfigError: …`; 1.21+ its
      // `… start failed in pod …` (CONTAINER_START_FAILED_PRINTF), 1.31+ as "Unhandled Error".
      messagePatterns: [ERROR_SYNCING_PRINTF, '^container start failed: CreateContainerConfigError: ', CONTAINER_START_FAILED_PRINTF],
      errContains: ['CreateContainerConfigError'],
    },
    summary: 'The kubelet could not build a container\'s configuration from the pod spec.',
    explanation:
      'Usually a referenced Secret, ConfigMap or key does not exist; other causes are a bad subPath, a runAsNonRoot violation, ' +
      'or service environment variables that cannot be built yet. The kubelet retries on every sync until the reference can be resolved.',
    whenNotBenign:
      'The error names what failed. A Secret, ConfigMap or key `not found`: create it or fix the reference (briefly during a rollout that creates the object after the pod, it resolves on its own). `failed to prepare subPath`: nothing is missing; the subPath could not be mounted inside the volume (a path that does not exist in it, a symlink out of it, the volume\'s own mount gone). `runAsNonRoot` and an image that runs as root: set `runAsUser` or fix the image.',
    references: [LOKI_JOURNALD, src(KR_CONTAINER)],
    sourceFiles: [POD_WORKERS, KR_CONTAINER],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "E0507 11:59:41.375710    4736 pod_workers.go:1300] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"ruler\\\" with CreateContainerConfigError: \\\"secret \\\\\\\"ruler-alertmanager-token\\\\\\\" not found\\\"\" pod=\"ge-metrics-federation/gem-mimir-ruler-5f56f7846b-fgxdm\" podUID=\"07c06e21-137b-4fdd-b7d3-703f0a567720\"",
    ],
  },
  {
    id: 'pull-secret-missing',
    title: 'Unable to retrieve pull secret',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to retrieve pull secret, the image pull may not succeed.'],
      messagePatterns: ['^Unable to retrieve pull secret .*The image pull may not succeed'],
    },
    evidence: ['followed-by-success'],
    // A pull that went to the registry (an image already present asked it nothing), with no pull of the pod failing
    // before it (a sidecar's public image pulled does not excuse the app's private one failing first).
    evidenceParams: {
      windowSeconds: 300,
      successMessages: ['Successfully pulled image'],
      // (Events say `Error: ErrImagePull`; ≤1.20 logs `PullImage "image" from image service failed`.)
      failureMessages: PULL_FAILURES,
    },
    summary: 'The pod references an image pull secret that does not exist; the kubelet pulls without it.',
    explanation:
      'The pod or its ServiceAccount lists an `imagePullSecrets` entry that cannot be found. ' +
      'The kubelet carries on and pulls anonymously, which works for public images and images already on the node.',
    benignWhen: 'The image is pulled or already present afterwards.',
    whenNotBenign: 'If ErrImagePull, 401 or 403 follows for the same pod, create the secret in the pod\'s namespace or fix its name.',
    references: [src('pkg/kubelet/kubelet_pods.go')],
    sourceFiles: ['pkg/kubelet/kubelet_pods.go'],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
      "I0507 11:59:43.041723    4589 kubelet_pods.go:906] \"Unable to retrieve pull secret, the image pull may not succeed.\" pod=\"grafana-apps/bigquery-datasource-grafana-app-fast-7c94f74fd6-9n6t7\" secret=\"\" err=\"secret \\\"dockerhub\\\" not found\"",
    ],
  },
  {
    id: 'cni-add-failed',
    title: 'The network plugin (CNI) could not add a pod to the network (dockershim)',
    verdictKind: 'actionable',
    match: {
      // dockershim's own CNI calls (kubelet 1.23 and before); with containerd and CRI-O the same failure is the
      // runtime's, inside RunPodSandbox's error (sandbox-create-failed).
      // `Error adding network when building cni runtime conf` is the kubelet's own failure, not the plugin's: not matched.
      // dockershim adds the loopback network first: `Error while adding to cni lo network`.
      messages: ['Error while adding to cni network', 'Error while adding to cni lo network', 'Error adding pod to network'],
      // dockershim's own report of it for the pod (≤1.10 `Failed to setup network for pod "…" using network plugins "cni": …`;
      // kubenet's, a node without its PodCIDR yet, is cni-not-initialized's),
      // and the plugin's answer logged empty (`Error adding network:` and nothing after it; projectcalico/cni-plugin#105).
      messagePatterns: ['^Error adding network:(?: |$)', '^Error adding \\S+ to network ', '^Failed to setup network for pod "[^"]{1,400}" using network plugins "cni":'],
    },
    summary: 'The CNI plugin failed to set up a new pod sandbox\'s network, so the sandbox is torn down and none of the pod\'s containers can start.',
    explanation:
      'With the Docker runtime (dockershim, removed in 1.24) the kubelet called the CNI plugin itself for each new pod sandbox and logged the plugin\'s error here, before `RunPodSandbox from runtime service failed … NetworkPlugin cni failed to set up pod`. ' +
      'The text after the colon is the plugin\'s answer: its daemon not running or not ready (flannel\'s `/run/flannel/subnet.env` missing, the Calico or Cilium agent socket absent), an IP pool with no free address, a bridge whose address conflicts with the node\'s pod CIDR, or a sandbox that died before the plugin ran (`failed to Statfs "/proc/N/ns/net"`). ' +
      'The kubelet retries with a new sandbox. (On Windows, dockershim also logged `Error while adding to cni network` when it only asked for a pod\'s network status.)',
    whenNotBenign:
      'Check the CNI DaemonSet\'s pod on this node and its log, `/etc/cni/net.d`, the IP pool; a one-off while the CNI pod starts on a new node, followed by the pod running, needs nothing.',
    adviceFor: [
      CNI_PLUGIN_MISSING_ADVICE,
      {
        ifContains: ['/crio-bridge', 'bridge/podman'],
        advice:
          "The network is `crio-bridge` (or `podman`): the sample CNI configuration a CRI-O or Podman package puts in `/etc/cni/net.d`, not a cluster network add-on. No network add-on is installed, or this leftover file sorts before its configuration: install one (minikube: `--cni`, kubernetes/minikube#8445) and remove the package's file from `/etc/cni/net.d`.",
      },
      {
        ifContains: ['using network plugins "cni": ; ', 'Error adding network:'],
        unlessContains: ['Error adding network: '],
        advice:
          "The plugin's error is empty: the CNI plugin failed without saying why. Its own log says more (Calico: `/var/log/calico/cni/`, the `calico-node` pod; flannel: the `kube-flannel` pod), as does running the plugin's ADD by hand with the same configuration (projectcalico/cni-plugin#105).",
      },
    ],
    references: [k8s(72044), gh('kubernetes/minikube', 8445), gh('flannel-io/flannel', 1288), src('pkg/kubelet/dockershim/network/cni/cni.go'), gh('projectcalico/cni-plugin', 105), k8s(62054), gh('k0sproject/k0s', 582), gh('rancher/rke2', 7981), gh('openshift/origin', 15210)],
    sourceFiles: ['pkg/kubelet/dockershim/network/cni/cni.go'],
    samples: [
      // source: https://github.com/openshift/origin/issues/15210 (kubelet 1.6, a containerized node with an empty /opt)
      'E0714 15:23:23.974280   16573 cni.go:257] Error adding network: failed to find plugin "loopback" in path [/opt/loopback/bin /opt/cni/bin]',
      // source: https://github.com/projectcalico/cni-plugin/issues/105 (kubelet 1.2; the plugin's error logged empty)
      'E0607 11:53:24.428472    2199 cni.go:167] Error adding network:',
      'E0607 11:53:24.428550    2199 manager.go:1993] Failed to setup network for pod "kube-dns-dx2er_kube-system(fc8e333f-2c12-11e6-be13-525400b95203)" using network plugins "cni": ; Skipping pod',
      // source: https://github.com/kubernetes/kubernetes/issues/72044
      "E1214 03:20:14.987393    3154 cni.go:260] Error adding network: failed to Statfs \"/proc/93986/ns/net\": no such file or directory",
      // source: https://github.com/kubernetes/kubernetes/issues/72044
      "E1214 03:20:14.987412    3154 cni.go:228] Error while adding to cni network: failed to Statfs \"/proc/93986/ns/net\": no such file or directory",
      // source: https://github.com/kubernetes/minikube/issues/8445
      "Jun 10 19:56:27 minikube kubelet[1100]: E0610 19:56:27.525670    1100 cni.go:358] Error adding kube-system_coredns-5644d7b6d9-bs8j2/13e2f33b7736e548be396bb2fdcb93d028a0c4c305ebd239b7a928413c647ad6 to network bridge/crio-bridge: failed to set bridge addr: could not add IP address to \"cni0\": permission denied",
    ],
  },
  {
    // Before sandbox-create-failed and cri-call-failed: docker's name conflict has a cause and a fix of its own.
    id: 'docker-name-conflict',
    title: 'dockershim: a container or sandbox name is already in use (Conflict)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['CreateContainer in sandbox from runtime service failed', 'RunPodSandbox from runtime service failed', 'CreatePodSandbox for pod failed', 'Failed to create sandbox for pod', 'Error syncing pod, skipping'],
      messagePatterns: [
        '^CreateContainer in sandbox "[0-9a-zA-Z]+" from runtime service failed', '^RunPodSandbox from runtime service failed', '^CreatePodSandbox for pod ".*" failed',
        '^createPodSandbox for pod ".*" failed', ERROR_SYNCING_PRINTF,
        // dockershim's own repair (helpers.go): it removes the sandbox that holds the name, or says it could not.
        '^Unable to create pod sandbox due to conflict', '^Failed to remove the conflicting container',
      ],
      errContains: ['is already in use by container', 'is already in use by sandbox', 'pod sandbox due to conflict', 'the conflicting container'],
    },
    escalation: ['persisting'],
    evidenceParams: { persistSeconds: 600, persistGapSeconds: 120 },
    summary: 'Docker (dockershim, cri-dockerd) refused to create a container or sandbox because one of the same name exists: the kubelet names them by pod, container and attempt, so an old one of that attempt is still there.',
    explanation:
      'Under dockershim the kubelet names each container `k8s_<container>_<pod>_<namespace>_<uid>_<attempt>` (a sandbox `k8s_POD_…`), and docker refuses a second container of a name in use. ' +
      'For a sandbox, dockershim then removes the old one itself (`Unable to create pod sandbox due to conflict. Attempting to remove sandbox`) and the next attempt usually works. ' +
      'For an app container it does not: the attempt number comes from the containers the kubelet can see, and one it cannot account for (docker restarted and lost track of it, a clock step that reordered creation times, a container still running that the kubelet thinks exited) keeps the name taken, and the pod stays in `CreateContainerError`. ' +
      '`Failed to remove the conflicting container … You cannot remove a running container` is that case for a sandbox.',
    benignWhen: 'Once, with the pod\'s container or sandbox created on the next attempt.',
    whenNotBenign:
      'Find the container that holds the name (`docker ps -a --filter name=<name from the line>`): if it is a leftover, `docker rm -f` it and the kubelet\'s next attempt succeeds; if it is running and is the pod\'s, restart the kubelet so that it sees it again. ' +
      'Repeated across pods after a docker restart or a clock change, restart docker and the kubelet together.',
    references: [k8s(94557), k8s(83050), k8s(97153), gh('kubernetes/kubelet', 18), k8s(126514)],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/dockershim/helpers.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/94557
      'E0608 20:22:04.227708    3818 remote_runtime.go:200] CreateContainer in sandbox "7ae6b14089ca17bb2a995b564effb2fb9d993832fb7bfee63a59ad4b243eec58" from runtime service failed: rpc error: code = Unknown desc = Error response from daemon: Conflict. The container name "/k8s_harbor-redis_harbor-master3-bg4tz_kube-system_1b086090-d37b-40f4-99b3-57046033770e_2" is already in use by container "94ffec110c0342db864efad67c8ca47661266677b921a98131e4b0b09434cc05". You have to remove (or rename) that container to be able to reuse that name',
      // source: https://github.com/kubernetes/kubernetes/issues/97153 (IDs shortened by the poster)
      'host1 kubelet[1537]: W1017 13:43:54.773608    1537 helpers.go:286] Unable to create pod sandbox due to conflict. Attempting to remove sandbox "0edbxxxx"',
      'host1 kubelet[1537]: E1017 13:43:54.774753    1537 helpers.go:291] Failed to remove the conflicting container "0edbxxxx": Error response from daemon: You cannot remove a running container 0edbxxxx. Stop the container before attempting removal or force remove',
      // source: https://github.com/kubernetes/kubernetes/issues/126514 (a sandbox after a power loss, kubelet 1.2x)
      'Aug 02 10:01:03 openEuler kubelet[1024]: E0802 10:01:03.693078    1024 remote_runtime.go:193] "RunPodSandbox from runtime service failed" err="rpc error: code = Unknown desc = Conflict. The name \\"k8s_POD_etcd-openeuler_kube-system_ae0fcba533f9b951c6983487becf13f9_0\\" is already in use by sandbox 30ed179087f03d03fef197363103427e48242829f815488bb774313db02c41a4. You have to remove that sandbox to be able to reuse that name."',
    ],
  },
  {
    id: 'containerd-sandbox-name-reserved',
    title: 'containerd: failed to reserve sandbox name',
    verdictKind: 'actionable',
    match: {
      messages: ['RunPodSandbox from runtime service failed', 'CreatePodSandbox for pod failed', 'Failed to create sandbox for pod', 'Error syncing pod, skipping'],
      messagePatterns: ['^RunPodSandbox from runtime service failed', '^CreatePodSandbox for pod "[^"]{1,600}" failed', '^createPodSandbox for pod "[^"]{1,600}" failed', ERROR_SYNCING_PRINTF],
      errContains: ['failed to reserve sandbox name'],
    },
    summary: 'A pod\'s sandbox could not be created because an earlier, timed-out attempt still holds its name in containerd.',
    explanation:
      'containerd reserves each sandbox name while it creates the sandbox (its network namespace, the CNI ADD, the pause container). ' +
      'If a RunPodSandbox call outlives the kubelet\'s request timeout (4 minutes for a sandbox), the kubelet retries while containerd is still working on, or has leaked, the first attempt, and every retry collides with the reservation (`name … is reserved for <id>`). ' +
      'The first attempt is slow for a reason of the node: a CNI plugin that hangs, a slow disk, many pods started at once; some containerd versions also leak the reservation. It is not the CNI\'s IP pool or the pause image that this name conflict says is wrong.',
    whenNotBenign:
      'Look for why the first attempt was slow: the CNI plugin\'s log and how long its ADD takes, disk I/O, the runtime\'s own log for the sandbox ID the name is reserved for (`crictl inspectp <id>`). ' +
      'If it never clears, restarting containerd releases the reservation. A single occurrence after a timeout, followed by the sandbox being created, needs nothing.',
    references: [gh('containerd/containerd', 12438), k8s(107561), gh('containerd/containerd', 4604)],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/kuberuntime/kuberuntime_sandbox.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/107561 (its reserved-for ID cut where the issue cut it)
      'E0304 22:08:21.207998    4712 kuberuntime_sandbox.go:70] "Failed to create sandbox for pod" err="rpc error: code = Unknown desc = failed to reserve sandbox name \\"iis-1809-5b4c4fbc9b-t55hd_default_ddc4e2a5-6229-4abd-9712-f18423f0f0a5_0\\": name \\"iis-1809-5b4c4fbc9b-t55hd_default_ddc4e2a5-6229-4abd-9712-f18423f0f0a5_0\\" is reserved for \\"e41d37b94b4d6ba41796563fed96cb05548bde26570751408bdf447948a27\\"" pod="default/iis-1809-5b4c4fbc9b-t55hd"',
    ],
  },
  {
    id: 'pod-sandbox-recreated',
    title: "A pod's sandbox died and the kubelet makes a new one",
    verdictKind: 'benign-in-context',
    match: {
      // V2 (kuberuntime_manager.go; util.go since about 1.26); ≤1.20 printf names the pod in the text.
      messages: ['No ready sandbox for pod can be found. Need to start a new one'],
      messagePatterns: ['^No ready sandbox for pod ".{1,400}" can be found\\. Need to start a new one'],
    },
    evidence: ['pod-stopped-before', 'kubelet-starting'],
    // The same pod's sandbox made again over a minute or more, no deletion, no restart between (kubernetes#110177:
    // kube-system pods every minute or two).
    escalation: ['persisting'],
    evidenceParams: { persistPer: 'pod', persistSeconds: 60, persistGapSeconds: 900, startupOnlyForEarlierSandboxes: true },
    summary: "The pod's sandbox (its pause container and network namespace) is no longer running: the kubelet kills what is left of the pod and starts it again in a new sandbox.",
    explanation:
      "At each sync the kubelet looks at the pod's latest sandbox. One that exists but is not ready has died or was stopped, so the kubelet kills the pod's containers, creates a new sandbox and starts the containers again " +
      '(the pod\'s events say `SandboxChanged: Pod sandbox changed, it will be killed and re-created`). ' +
      'That is expected once after a node reboot or a runtime restart (no sandbox survives them), while the pod is deleted, and for a pod whose containers had all finished (a completed Job\'s; kubernetes#58201). ' +
      'A sandbox that dies again and again while its pod should run is not: something kills it. Most often the container runtime\'s cgroup driver disagrees with the kubelet\'s ' +
      "(containerd's `SystemdCgroup = false` beside the kubelet's `cgroupDriver: systemd`, common on cgroup v2 hosts such as Ubuntu 22.04; kubernetes#110177), or the pause process is killed for memory, or the network plugin tears its network down.",
    benignWhen: 'Within minutes of a kubelet start that came with a boot (a reboot or a runtime restart leaves no sandbox running; a kubelet restarted alone leaves them running), for a sandbox of the run before it; while the pod is being deleted; or after its containers had all finished (its volumes unmounted, the kubelet\'s own Failed or Succeeded: a completed Job\'s pod). A kill alone does not say so: the kubelet kills a pod to give it a new sandbox.',
    whenNotBenign:
      "The same pod's sandbox made again and again: compare the runtime's cgroup driver with the kubelet's (`grep SystemdCgroup /etc/containerd/config.toml` must say `true` when the kubelet's `cgroupDriver` is `systemd`; CRI-O: `cgroup_manager`), then restart the runtime and the kubelet. " +
      'Also look for the pause process in the kernel\'s OOM messages (`journalctl -k | grep -i oom`) and at the runtime\'s log at that time for why the sandbox exited; `crictl pods --name <pod>` lists the dead sandboxes with their attempt numbers.',
    references: [k8s(110177), gh('kubernetes/kubeadm', 2772), k8s(58201), k8sPR(68980)],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'pkg/kubelet/kuberuntime/util/util.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/110177 (Ubuntu 22.04, containerd with SystemdCgroup = false)
      'May 26 16:44:06 master0 kubelet[485]: I0526 16:44:06.769150     485 kuberuntime_manager.go:488] "No ready sandbox for pod can be found. Need to start a new one" pod="kube-system/kube-proxy-qzlw9"',
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log (a deploy Job's pod that had completed)
      'I0120 11:42:32.443363    4787 kuberuntime_manager.go:443] No ready sandbox for pod "rke-network-plugin-deploy-job-fjln2_kube-system(33319fcc-6995-4593-aacd-f56bf3cdba80)" can be found. Need to start a new one',
    ],
  },
  {
    id: 'sandbox-create-failed',
    title: 'Pod sandbox creation failed',
    verdictKind: 'actionable',
    match: {
      // The pod worker's report of it too (`Error syncing pod` … `CreatePodSandboxError`): a pasted excerpt may hold only that.
      messages: ['RunPodSandbox from runtime service failed', 'CreatePodSandbox for pod failed', 'Failed to create sandbox for pod', 'Error syncing pod, skipping'],
      // containerd's own line for it (`RunPodSandbox for &PodSandboxMetadata{Name:…,Uid:…,Namespace:…,} failed, error`).
      messagePatterns: ['^CreatePodSandbox for pod ".*" failed', '^createPodSandbox for pod ".*" failed', `${ERROR_SYNCING_PRINTF_POD}failed to "CreatePodSandbox"`, '^RunPodSandbox for &PodSandboxMetadata\\{[^}]{0,600}\\} failed, error'],
      errContains: ['rpc error', 'PodSandbox', 'failed to create', 'failed to setup network', 'failed to reserve sandbox name', 'Failed to create sandbox', 'failed to get sandbox', 'failed to start sandbox'],
      // A pod worker's error about another step is another entry's (or none's).
      // cgroup-driver-mismatch's own sandbox failure (CRI-O's cgroup manager) says more than this entry.
      errNotContains: ['"StartContainer"', '"KillContainer"', '"KillPodSandbox"', '"TeardownNetwork"', '"InitContainer"', 'error killing pod', 'unmounted volumes=', 'network is not ready', 'did not receive slice as parent', 'for systemd cgroups, got '],
    },
    summary: 'The runtime could not create the pod\'s sandbox, so none of its containers can start.',
    explanation:
      'Creating a sandbox sets up the pod\'s network through CNI, pulls the pause image and starts the sandbox with the OCI runtime. ' +
      'Typical failures are a CNI ADD error (CNI daemon down, IP pool exhausted, missing plugin binary or config), an unpullable pause image, or an OCI runtime error. ' +
      'The kubelet retries with a new sandbox.',
    whenNotBenign:
      'Read err. A network error (`failed to setup network for sandbox`, `plugin type=…`): check the CNI pod and its logs on this node and the IP pool. ' +
      '`OCI runtime create failed` / `runc create failed` / `crun:`: the low-level runtime could not start the pause process, before any network; the words after `unable to` name why: `setgroups`, `uid_map` or `newuidmap` is user-namespace ID mapping (a rootless or nested node, the subuid/subgid ranges, `hostUsers: false`; rootless-containers/usernetes#368), `cgroup` the cgroup driver or controllers, `apparmor` or `permission denied` a security module. ' +
      'Otherwise the pause image and the runtime\'s own log. A one-off during CNI start-up on a fresh node, followed by `Created PodSandbox for pod`, needs nothing.',
    adviceFor: [
      CNI_PLUGIN_MISSING_ADVICE,
      {
        ifContains: ['failed to get sandbox image'],
        advice:
          "`failed to get sandbox image \"X\"` (containerd): the runtime could not pull the pause image every sandbox is made from, so no pod of this node can start; on a control-plane node not even the API server's static pod, which also explains the node's `not found` and lease errors around it. " +
          'The runtime pulls this image itself: the kubelet\'s image credential providers and the pods\' imagePullSecrets play no part (a private registry needs the runtime\'s own registry credentials; kubernetes/kops#16762), and kubeadm\'s `--image-repository` does not change it (kubernetes/kubeadm#2851); with a CRI runtime the kubelet\'s `--pod-infra-container-image` only keeps the image from garbage collection (kubernetes#79422). ' +
          'Set the runtime\'s own setting to an image the node can reach (containerd 1.x `sandbox_image`, 2.x `pinned_images` `sandbox`; CRI-O `pause_image`), or load the image on the node beforehand (`ctr -n k8s.io images import`). The words after the image say why the pull failed: `i/o timeout` or `TLS handshake timeout`, a registry out of reach (proxy, firewall, mirror); `no basic auth credentials` or `pull access denied`, credentials.',
      },
      {
        ifContains: ['failed pulling image'],
        advice:
          "`failed pulling image \"X\"` (Docker's CRI shim: dockershim inside kubelets up to 1.23, cri-dockerd after): the shim could not pull the pause image every sandbox is made from, so no pod of this node can start (on a control-plane node not even the API server's). " +
          'The shim pulls it through Docker: the image is the shim\'s `--pod-infra-container-image` (the kubelet\'s flag with dockershim, which kubeadm writes from its `imageRepository` into `kubeadm-flags.env`; cri-dockerd\'s own flag of that name in its unit: Mirantis/cri-dockerd#291), with the node\'s Docker credentials, not the pods\' imagePullSecrets (kubernetes#79422). ' +
          'Point that flag at an image the node can reach, or pull it into Docker beforehand (`docker pull`, `docker load`). The words after the image say why: `i/o timeout`, a registry out of reach (proxy, firewall, mirror: kubernetes/kubeadm#684); `unauthorized` or `denied`, credentials.',
      },
    ],
    references: [gh('projectcalico/calico', 7647), gh('google/gvisor', 11308), k8s(90637), gh('projectcalico/calico', 4308), gh('kubernetes-sigs/cri-tools', 1255), gh('rootless-containers/usernetes', 368), k8s(62054), gh('k0sproject/k0s', 582), gh('rancher/rke2', 7981), gh('kubernetes/kops', 16762), gh('kubernetes/kubeadm', 2851), k8s(79422), gh('kubernetes/website', 46015), gh('kubernetes/kubeadm', 684), gh('Mirantis/cri-dockerd', 291)],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'pkg/kubelet/kuberuntime/kuberuntime_sandbox.go'],
    samples: [
      // source: https://github.com/projectcalico/calico/issues/4308
      "E0113 07:21:34.177717    5472 remote_runtime.go:105] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed to setup network for sandbox \"34bef718517f1dd0cc4126de3aeb97a1d6e0fba60240ba923b8966f6391dbb93\": failed to find plugin \"loopback\" in path [/opt/cni/bin]",
      // source: https://github.com/projectcalico/calico/issues/4308
      "E0113 07:21:34.177753    5472 kuberuntime_sandbox.go:68] CreatePodSandbox for pod \"local-path-provisioner-6d59f47c7-mv8fz_kube-system(adc3ce13-bc34-458e-bd0a-125ec83285c9)\" failed: rpc error: code = Unknown desc = failed to setup network for sandbox \"34bef718517f1dd0cc4126de3aeb97a1d6e0fba60240ba923b8966f6391dbb93\": failed to find plugin \"loopback\" in path [/opt/cni/bin]",
      // source: https://github.com/projectcalico/calico/issues/4308
      "E0113 07:21:34.177768    5472 kuberuntime_manager.go:727] createPodSandbox for pod \"local-path-provisioner-6d59f47c7-mv8fz_kube-system(adc3ce13-bc34-458e-bd0a-125ec83285c9)\" failed: rpc error: code = Unknown desc = failed to setup network for sandbox \"34bef718517f1dd0cc4126de3aeb97a1d6e0fba60240ba923b8966f6391dbb93\": failed to find plugin \"loopback\" in path [/opt/cni/bin]",
      // source: https://github.com/kubernetes-sigs/cri-tools/issues/1255
      "E0829 08:20:58.614213   21200 remote_runtime.go:222] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to setup network for sandbox \\\"9d2d48a44f868508befed39e09dd1c2956660f1e6e1c6d16801657cd93848948\\\": plugin type=\\\"calico\\\" failed (add): pods \\\"nginx-sandbox\\\" not found\"",
      // source: https://github.com/kubernetes/website/issues/46015
      "May 07 14:01:54 kube-woker-node-1 kubelet[2149]: E0507 14:01:54.795181    2149 remote_runtime.go:193] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = DeadlineExceeded desc = failed to get sandbox image \\\"registry.k8s.io/pause:3.9\\\": failed to pull image \\\"registry.k8s.io/pause:3.9\\\": failed to pull and unpack image \\\"registry.k8s.io/pause:3.9\\\": failed to resolve reference \\\"registry.k8s.io/pause:3.9\\\": failed to do request: Head \\\"https://us-west2-docker.pkg.dev/v2/k8s-artifacts-prod/images/pause/manifests/3.9\\\": dial tcp 142.251.170.82:443: i/o timeout\"",
      // source: https://github.com/kubernetes/kubeadm/issues/684 (the issue's `**Jan**` markdown taken out)
      'Jan 31 14:45:03 kickseed kubelet[28516]: E0131 14:45:03.280984 28516 remote_runtime.go:92] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = failed pulling image "gcr.io/google_containers/pause-amd64:3.0": Error response from daemon: Get https://gcr.io/v1/_ping: dial tcp 172.217.6.127:443: i/o timeout',
    ],
  },
  {
    id: 'sandbox-network-teardown-failed',
    title: 'Sandbox network teardown failed (CNI DEL)',
    verdictKind: 'actionable',
    match: {
      messages: ['StopPodSandbox from runtime service failed', 'Failed to stop sandbox before removing', 'Error syncing pod, skipping'],
      // The kubelet's own `error killing pod` line (kubelet.go) carries the same error as the pod worker's.
      // containerd's own line for it: `StopPodSandbox for "<id>" failed`.
      // dockershim's own CNI DEL (cni.go): `Error deleting <ns>_<pod>/<sandbox> from network <net>/<plugin>: …`.
      messagePatterns: ['^StopPodSandbox "[0-9a-f]+" from runtime service failed', '^Failed to stop sandbox "[0-9a-f]+" before removing', ERROR_SYNCING_PRINTF, '^error killing pod: failed to "KillPodSandbox" for .*(?:teardown pod|failed to destroy network)', '^StopPodSandbox for "[0-9a-f]+" failed', '^Error deleting \\S{1,600} from network \\S{1,300}: '],
      // A KillPodSandboxError is this entry's only when its error is the network's (r42a 24: a runtime timeout had read
      // as a CNI teardown, with CNI advice); otherwise it is cri-call-failed's.
      errContains: ['failed to destroy network', 'teardown pod', 'Error deleting '],
      errNotContains: ['code = NotFound', 'an error occurred when try to find sandbox', 'network namespace path: Error: No such container'],
    },
    summary: 'Stopping a pod sandbox failed because its network could not be torn down.',
    explanation:
      'Stopping a sandbox runs CNI DEL to release the pod\'s network. When the CNI plugin cannot reach its daemon or API (daemon down or deleted, expired token, API unreachable) or times out, ' +
      'the stop fails: the pod cannot finish terminating and GC cannot remove the sandbox, so it is retried again and again.',
    whenNotBenign:
      'Fix the CNI daemon on this node (its pod, credentials and API access). When uninstalling a CNI, keep it running until all application pods are gone.',
    adviceFor: [CNI_PLUGIN_MISSING_ADVICE],
    references: [
      gh('projectcalico/calico', 7220),
      gh('projectcalico/calico', 7272),
      gh('projectcalico/calico', 7647),
      gh('bottlerocket-os/bottlerocket', 359),
      gh('containerd/cri', 732),
      k8s(45626),
      gh('kubernetes/kubeadm', 587),
      gh('flannel-io/flannel', 890),
    ],
    sourceFiles: [...REMOTE_RUNTIME, KR_GC, POD_WORKERS],
    samples: [
      // source: https://github.com/bottlerocket-os/bottlerocket/issues/359
      "Oct 02 23:27:34 ip-10-0-60-95.us-west-2.compute.internal kubelet[2783]: E1002 23:27:34.439481    2783 remote_runtime.go:132] StopPodSandbox \"cae59246074a27247c54d43ffd3f68be61121bcc741133b940e7188002e34f60\" from runtime service failed: rpc error: code = Unknown desc = failed to destroy network for sandbox \"cae59246074a27247c54d43ffd3f68be61121bcc741133b940e7188002e34f60\": del cmd: failed to process delete request",
      // source: https://github.com/kubernetes/kubeadm/issues/587 (flannel's portmap plugin not installed: flannel-io/flannel#890)
      'Dec 04 22:58:14 ubuntu-xenial kubelet[4344]: E1204 22:58:14.014727    4344 pod_workers.go:182] Error syncing pod 9a5ea476-d946-11e7-a964-02b983f0a4db ("kube-dns-545bc4bfd4-djsm4_kube-system(9a5ea476-d946-11e7-a964-02b983f0a4db)"), skipping: failed to "KillPodSandbox" for "9a5ea476-d946-11e7-a964-02b983f0a4db" with KillPodSandboxError: "rpc error: code = Unknown desc = NetworkPlugin cni failed to teardown pod \\"kube-dns-545bc4bfd4-djsm4_kube-system\\" network: failed to find plugin \\"portmap\\" in path [/opt/flannel/bin /opt/cni/bin]"',
    ],
  },
  {
    id: 'containerd-name-reserved',
    title: 'containerd: failed to reserve container name',
    verdictKind: 'actionable',
    match: {
      messages: ['CreateContainer in sandbox from runtime service failed', 'Error syncing pod, skipping'],
      messagePatterns: ['^CreateContainer in sandbox ".*" from runtime service failed', ERROR_SYNCING_PRINTF],
      errContains: ['failed to reserve container name'],
    },
    summary: 'A container could not be created because an earlier, timed-out attempt still holds its name in containerd.',
    explanation:
      'containerd reserves each container name while creating it. If a CreateContainer call outlives the kubelet\'s request timeout (2 minutes by default), ' +
      'the kubelet retries while containerd is still working on, or has leaked, the first attempt, and every retry collides with the reservation. ' +
      'The usual cause is a slow node (disk I/O, very large images, overload); some containerd versions also leak the reservation.',
    whenNotBenign:
      'Check node I/O and image sizes; if it never clears, restarting containerd releases the reservation. ' +
      'A single occurrence right after `context deadline exceeded` that is followed by a successful start needs nothing.',
    references: [gh('containerd/containerd', 4604), gh('containerd/containerd', 9545), gh('containerd/containerd', 9113), gh('containerd/containerd', 13867), gh('k3s-io/k3s', 7690)],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // source: https://github.com/containerd/containerd/issues/9545
      "Dec 14 17:08:47 kiv-cp-v48fw kubelet[5021]: E1214 17:08:47.303868    5021 remote_runtime.go:319] \"CreateContainer in sandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to reserve container name \\\"kube-apiserver_kube-apiserver-kiv-cp-v48fw_kube-system_37b2b42d18b011bd117353a3847450aa_1\\\": name \\\"kube-apiserver_kube-apiserver-kiv-cp-v48fw_kube-system_37b2b42d18b011bd117353a3847450aa_1\\\" is reserved for \\\"7c54f31e3fc8b87a115f11a214efe060c94e93ae822c9819a472bfb382c2839c\\\"\" podSandboxID=\"f5de5d066682354fa0679cc95a39a5285657f0eb43237f26194426d8fad3636d\"",
    ],
  },

  // ───────────────────────── G. Status manager ─────────────────────────
  {
    id: 'status-get-failed',
    title: 'Failed to get status for pod (API read failed)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to get status for pod'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'persisting', 'identity-refused'],
    evidenceParams: { windowSeconds: 300 },
    summary: 'The status manager could not read the pod from the API server before updating its status.',
    explanation:
      'Before patching a pod\'s status the status manager reads the current object; this read failed (connection refused, timeout, authorisation). ' +
      'It retries on its next sync about every 10 seconds. A pod that is really gone is handled separately and not logged here.',
    benignWhen: 'During a window when the API server is unavailable, such as kubelet/node bootstrap or a control-plane restart on the same node.',
    whenNotBenign: 'If it persists, check the node\'s credentials, the node authorizer and the network path to the API server.',
    references: [src('pkg/kubelet/status/status_manager.go')],
    sourceFiles: ['pkg/kubelet/status/status_manager.go'],
    samples: [
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106702127.056,\"caller\":\"status/status_manager.go:1018\",\"msg\":\"Failed to get status for pod\",\"podUID\":\"cdadad5a0038b90e98f6a53c15c67a5d\",\"pod\":{\"name\":\"kube-controller-manager-talos-default-controlplane-1\",\"namespace\":\"kube-system\"},\"err\":\"pods \\\"kube-controller-manager-talos-default-controlplane-1\\\" is forbidden: User \\\"system:node:talos-default-controlplane-1\\\" cannot get resource \\\"pods\\\" in API group \\\"\\\" in the namespace \\\"kube-system\\\": no relationship found between node 'talos-default-controlplane-1' and this object\"}",
    ],
  },
  {
    id: 'status-update-failed',
    title: 'Failed to update status for pod',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to update status for pod'],
    },
    evidence: ['pod-being-deleted', 'pod-terminated-earlier', 'pod-gone-from-api'],
    evidenceParams: { windowSeconds: 60 },
    summary: 'Patching a pod\'s status in the API failed; the status manager will retry.',
    explanation:
      'The status patch raced with the pod\'s deletion (not found), with another writer (conflict), or the API was unavailable. ' +
      'The status manager retries on its next sync, so a single failure has no lasting effect.',
    benignWhen: 'The pod was being deleted (`SyncLoop DELETE`/`REMOVE` nearby) or had already terminated, or its own error says the API server no longer has it (`pods "<name>" not found`), or the API server was briefly unavailable.',
    whenNotBenign: 'If it repeats for a live pod, its status in the API is stale: check API connectivity, admission webhooks on pods/status, and the node\'s permissions.',
    references: [src('pkg/kubelet/status/status_manager.go'), k8s(65813), gh('kubernetes/minikube', 7073)],
    sourceFiles: ['pkg/kubelet/status/status_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/minikube/issues/7073 (a DaemonSet pod deleted after its admission was refused)
      'Mar 17 12:44:49 minikube kubelet[2278]: W0317 12:44:49.941155    2278 status_manager.go:546] Failed to update status for pod "kindnet-v66fb_kube-system(ca0ba34d-6735-4656-ad66-4059887a3311)": failed to patch status "{\\"metadata\\":{\\"uid\\":\\"ca0ba34d-6735-4656-ad66-4059887a3311\\"}}" for pod "kube-system"/"kindnet-v66fb": pods "kindnet-v66fb" not found',
      // source: https://github.com/kubernetes/kubernetes/issues/23138
      'W0317 17:53:19.925004   17897 manager.go:408] Failed to update status for pod "_()": Get http://localhost:8080/api/v1/namespaces/default/pods/k8s-proxy-127.0.0.1: dial tcp 127.0.0.1:8080: connection refused',
      // source: https://github.com/pires/kubernetes-vagrant-coreos-cluster/issues/224
      'W1230 19:31:57.049489    2673 status_manager.go:451] Failed to update status for pod "_()": Get http://127.0.0.1:8080/api/v1/namespaces/kube-system/pods/kube-scheduler-172.17.8.101: dial tcp 127.0.0.1:8080: getsockopt: connection refused',
      // source: https://github.com/coreos/coreos-kubernetes/issues/440
      'Apr 27 20:20:12 ip-10-0-0-50.ec2.internal kubelet-wrapper[2573]: W0427 20:20:12.833578    2573 manager.go:408] Failed to update status for pod "_()": Get http://localhost:8080/api/v1/namespaces/kube-system/pods/kube-apiserver-ip-10-0-0-50.ec2.internal: dial tcp 127.0.0.1:8080: connection refused',
    ],
  },

  // ───────────────────────── H. Node pressure, runtime health and probes ─────────────────────────
  {
    id: 'eviction-reclaim',
    title: 'Eviction manager starts reclaiming a resource',
    // known-errors.md 47's benign case: the pass that ends with garbage collection freeing enough. A pass that goes on
    // to evict logs `must evict`, `pods ranked for eviction`, … which are eviction-pressure's (actionable).
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Eviction manager: attempting to reclaim'],
      messagePatterns: ['^eviction manager: attempting to reclaim'],
    },
    evidence: ['followed-by-success'],
    // Passes that keep coming back (gaps under a quarter of an hour) for a quarter of an hour: the node runs at its
    // threshold, each pass's success or not.
    escalation: ['persisting'],
    evidenceParams: {
      windowSeconds: 30,
      persistSeconds: 900,
      persistGapSeconds: 900,
      successMessages: [
        'Eviction manager: able to reduce resource pressure without evicting pods', 'eviction manager: able to reduce resource pressure without evicting pods',
        // ≤1.20 names the resource (`able to reduce %v pressure without evicting pods.`).
        ...['ephemeral-storage', 'memory', 'pid'].map((resource) => `eviction manager: able to reduce ${resource} pressure without evicting pods`),
      ],
      // The same pass's end only: one that had to evict did not succeed, and the next pass's success is not this one's.
      failureMessages: ['Eviction manager: must evict pod(s) to reclaim', 'Eviction manager: attempting to reclaim', 'eviction manager: must evict pod(s) to reclaim', 'eviction manager: attempting to reclaim'],
    },
    summary: 'The node crossed an eviction threshold; for disk space or inodes the kubelet first tries garbage collection, for memory and PIDs it goes on to evict.',
    explanation:
      'For a disk signal (`nodefs`, `imagefs` or `containerfs` space or inodes) the eviction manager first deletes dead containers and unused images. ' +
      'If that is enough, the pass ends with `able to reduce resource pressure without evicting pods` and no pod is touched; if not, it ranks pods and evicts them (the eviction-pressure entry). ' +
      'For `memory.available` and `pid.available` there is nothing to collect: the line is followed by the ranking and eviction at once (and with a dedicated image file system, `nodefs` pressure gets no garbage collection either).',
    benignWhen: 'The same pass ends with `Eviction manager: able to reduce resource pressure without evicting pods.`.',
    whenNotBenign: 'If it comes back often, the node runs close to its threshold: find what fills the disk or memory before pods get evicted.',
    references: [k8s(91600), k8s(101167), gh('kubernetes/minikube', 4084), gh('sustainable-computing-io/kepler', 1799)],
    sourceFiles: ['pkg/kubelet/eviction/eviction_manager.go'],
    samples: [
      // source: https://github.com/sustainable-computing-io/kepler/issues/1799
      "Sep 28 05:37:59 team kubelet[2865036]: I0928 05:37:59.659033 2865036 eviction_manager.go:369] \"Eviction manager: attempting to reclaim\" resourceName=\"ephemeral-storage\"",
      // source: https://github.com/kubernetes/minikube/issues/4084
      "Apr 12 09:28:14 Ahmadreza kubelet[14260]: W0412 09:28:14.744599   14260 eviction_manager.go:333] eviction manager: attempting to reclaim ephemeral-storage",
    ],
  },
  {
    id: 'eviction-pressure',
    title: 'Eviction manager reclaiming resources / evicting pods',
    verdictKind: 'actionable',
    match: {
      messages: [
        'Eviction manager: must evict pod(s) to reclaim',
        'Eviction manager: pods ranked for eviction',
        'Eviction manager: cannot evict a critical pod',
        'Eviction manager: unable to evict any pods from the node',
        'Eviction manager: unexpected error when attempting to reduce resource pressure',
        'Eviction manager: eviction thresholds have been met, but no pods are active to evict',
        // A pod evicted: the pass's outcome, of which an excerpt may hold only this line (r38a 17).
        'Eviction manager: pod is evicted successfully',
        // No ranking for a signal: the manager cannot choose a pod to evict for it, so the pressure stays (r38a 29, r39a 18).
        'Eviction manager: no ranking function for signal',
      ],
      // `unexpected error when attempting to reduce … pressure`: garbage collection failed, pods are evicted next.
      messagePatterns: ['^eviction manager: (must evict pod\\(s\\) to reclaim|pods ranked for eviction|cannot evict a critical (static )?pod|unable to evict any pods from the node|unexpected error when attempting to reduce|eviction thresholds have been met, but no pods are active to evict|pod \\S{1,400} (?:is )?evicted successfully|no ranking function for (?:signal|resource))'],
    },
    summary: 'The node crossed an eviction threshold and the kubelet is reclaiming resources, possibly by evicting pods.',
    explanation:
      'An eviction threshold (memory.available, nodefs/imagefs available or inodes, pid.available) was crossed. ' +
      'The kubelet first tries image and container garbage collection; if that is not enough it evicts pods ranked by priority and by usage above their requests. ' +
      '`cannot evict a critical pod` and `unable to evict any pods from the node` are the worst outcome: the only candidates were critical pods (static and mirror pods, and pods of priority system-cluster-critical or higher), nothing was evicted and the pressure stays. ' +
      '`eviction thresholds have been met, but no pods are active to evict` is the same outcome with no pod at all: what fills the node is no pod\'s (images, system daemons and their logs, or a filesystem the kubelet misreads: k3s in Docker reported `invalid capacity 0 on image filesystem`), and the node keeps its pressure condition and taint until it is freed.',
    whenNotBenign:
      'Find what consumes the resource (emptyDir or log growth, a memory leak), set requests and limits, or adjust thresholds and capacity. ' +
      'If the sequence ends with `Eviction manager: able to reduce resource pressure without evicting pods.`, GC was enough and no pod was evicted.',
    references: [k8s(91600), k8s(101167), gh('kubernetes/minikube', 4084), gh('kubernetes/minikube', 5355), gh('sustainable-computing-io/kepler', 1799), gh('k3s-io/k3s', 888)],
    sourceFiles: ['pkg/kubelet/eviction/eviction_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/minikube/issues/4084
      "Apr 12 09:28:14 Ahmadreza kubelet[14260]: I0412 09:28:14.769517   14260 eviction_manager.go:344] eviction manager: must evict pod(s) to reclaim ephemeral-storage",
      // source: https://github.com/kubernetes/minikube/issues/5355
      "Sep 14 23:55:47 bauerbob kubelet[2314]: E0914 23:55:47.566125    2314 eviction_manager.go:557] eviction manager: cannot evict a critical static pod kube-apiserver-minikube_kube-system(5fe9cb22a79eca9d7179983b6ab0880c)",
      // source: https://github.com/kubernetes/minikube/issues/5355
      "Sep 14 23:55:47 bauerbob kubelet[2314]: I0914 23:55:47.566158    2314 eviction_manager.go:385] eviction manager: unable to evict any pods from the node",
      // source: https://github.com/k3s-io/k3s/issues/888 (k3s 0.9 in docker-compose)
      'E1010 09:15:45.281625       1 eviction_manager.go:355] eviction manager: eviction thresholds have been met, but no pods are active to evict',
    ],
  },
  {
    id: 'system-oom',
    title: 'System OOM (node-level OOM kill)',
    verdictKind: 'actionable',
    match: {
      messages: ['Got sys oom event'],
      messagePatterns: ['^Got sys oom event'],
    },
    summary: 'The kernel OOM killer fired for the whole node, not just inside one container\'s limit.',
    explanation:
      'The kubelet watches the kernel log for OOM kills and reports those charged to the root cgroup as a SystemOOM event. ' +
      'That means the node as a whole ran out of memory. A container exceeding its own limit shows up only as exit code 137 / OOMKilled, which is an application sizing problem instead. ' +
      'One known exception: kubelets before 1.21 on a Linux 5.x kernel misread the kernel\'s OOM messages and reported every container\'s OOM kill as a system one (kubernetes#100483, fixed by cAdvisor #2813 in 1.21).',
    whenNotBenign:
      'Confirm in the kernel log (`dmesg`, `journalctl -k`): `oom-kill:constraint=CONSTRAINT_NONE` is the whole node, `CONSTRAINT_MEMCG` with `oom_memcg=/kubepods/…` one container\'s limit. For a node-wide OOM, review node memory reservations (`systemReserved`, `kubeReserved`), pods without memory limits, and eviction thresholds so that eviction acts before the kernel has to.',
    references: [k8s(100483), src('pkg/kubelet/oom/oom_watcher_linux.go')],
    sourceFiles: ['pkg/kubelet/oom/oom_watcher_linux.go'],
    samples: [],
  },
  {
    id: 'probe-failed',
    title: 'Probe failed',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Probe failed'],
      messagePatterns: ['^(Readiness|Liveness|Startup) probe for ".*" failed \\('],
    },
    // Actionable (known-errors.md 49): a liveness or startup failure the kubelet answered by restarting the container,
    // and a probe that keeps failing without a success for ten minutes (the "long-running pod" case; its first,
    // start-up lines too).
    escalation: ['restarted-by-probe', 'persisting'],
    evidence: ['pod-being-deleted', 'container-exited-earlier', 'container-started-recently'],
    evidenceParams: { windowSeconds: 60, persistPer: 'probe' },
    summary: 'A probe ran and the application answered negatively (or not in time).',
    explanation:
      'Unlike "Probe errored", the probe itself worked: the HTTP status, TCP connect or exec exit code said the container is not ready or not alive. ' +
      'Readiness failures only take the pod out of Service endpoints; liveness failures make the kubelet restart the container after the failure threshold.',
    benignWhen: 'Readiness failures while the pod starts up, or after the pod was deleted and the application is shutting down.',
    whenNotBenign:
      'Liveness failures followed by `failed liveness probe, will be restarted`, or readiness failing for a long-running pod, need the application\'s logs and a look at the probe\'s timing.',
    references: [LOKI_JOURNALD, src('pkg/kubelet/prober/prober.go')],
    sourceFiles: ['pkg/kubelet/prober/prober.go'],
    samples: [
      // corpus: k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
      "Nov 10 14:17:44.067767 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: I1110 14:17:44.067083    2296 prober.go:107] \"Probe failed\" probeType=\"Readiness\" pod=\"openshift-etcd/etcd-guard-ci-ln-b3f5vqb-72292-v2kk6-master-0\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"guard\" probeResult=failure output=\"Get \\\"https://10.0.0.5:9980/readyz\\\": dial tcp 10.0.0.5:9980: connect: connection refused\"",
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log
      "I0326 15:50:03.989963   12398 prober.go:107] \"Probe failed\" probeType=\"Liveness\" pod=\"calico-system/calico-node-satellite-7w2m9\" podUID=\"31a07e7f-fa9c-44f5-8102-a6f9852a3cec\" containerName=\"calico-node\" probeResult=\"failure\" output=\"command \\\"/bin/calico-node -felix-live\\\" timed out\"",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "I0120 11:43:35.002788    4787 prober.go:117] Readiness probe for \"coredns-6f85d5fb88-flfvm_kube-system(c2bcdbe3-f9c6-4f7e-9c20-864f249429a7):coredns\" failed (failure): HTTP probe failed with statuscode: 503",
    ],
  },
  {
    id: 'housekeeping-slow',
    title: 'Housekeeping took longer than expected',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Housekeeping took longer than expected', 'Housekeeping took longer than 15s'],
    },
    evidence: ['kubelet-starting'],
    evidenceParams: { windowSeconds: 300, startupMaxActualSeconds: 60 },
    summary: 'One pass of the kubelet\'s pod cleanup took longer than its warning threshold.',
    explanation:
      'Housekeeping (every 2 s) kills unwanted pods, cleans orphaned pod directories, cgroups and volumes. ' +
      'The warning threshold is 1 s since 1.27 (15 s before). While housekeeping runs, the sync loop does not deliver pod updates, so sustained slowness delays pod starts and deletions.',
    benignWhen: 'Occasional and only slightly above the threshold, for example right after a kubelet restart when many leftovers are cleaned at once.',
    whenNotBenign: 'If frequent or large, look for a slow runtime (`ListPodSandbox` latency), many orphaned pod directories, or slow disks.',
    references: [src(KUBELET_GO), gh('portainer/kubesolo', 36)],
    sourceFiles: [KUBELET_GO],
    samples: [
      // source: https://github.com/portainer/kubesolo/issues/36
      "Jun 10 06:37:56 ubuntu-e2mic-kubesolo kubesolo[5392]: E0610 06:37:56.250596    5392 kubelet.go:2573] \"Housekeeping took longer than expected\" err=\"housekeeping took too long\" expected=\"1s\" actual=\"7.242s\"",
    ],
  },
  {
    id: 'cri-v1-unsupported',
    title: 'The runtime does not serve the CRI API the kubelet speaks',
    verdictKind: 'actionable',
    match: {
      // The 1.23–1.25 kubelet's first call after its fallback to v1alpha2 (`Version from runtime service failed`), and
      // older kubelets' exits (`error: failed to run Kubelet: …`, hyperkube's `Error: …`) against a runtime of another
      // CRI version (`unknown service runtime.RuntimeService`: the v1alpha1 API of 1.5–1.9).
      messages: ['command failed', 'Version from runtime service failed'],
      messagePatterns: ['validate service connection: (CRI v1 runtime API is not implemented|validate CRI v1 runtime API)', '^(?:error: |Error: )?failed to run Kubelet: ', '^Version from runtime service failed: '],
      errContains: ['unknown service runtime.v1.RuntimeService', 'unknown service runtime.v1alpha2.RuntimeService', 'unknown service runtime.RuntimeService'],
    },
    summary: 'The kubelet exits at start-up because the container runtime does not serve the CRI API it speaks: v1 since 1.26; from a kubelet up to 1.25, `unknown service runtime.v1alpha2.RuntimeService` means the runtime serves no CRI at all.',
    explanation:
      'Since 1.26 the kubelet only speaks CRI v1; the v1alpha2 fallback of 1.23–1.25 is gone. ' +
      'A runtime that does not serve CRI v1 (containerd older than 1.6, containerd with its CRI plugin disabled, an outdated cri-dockerd) makes the kubelet fail its start-up check and exit. ' +
      'A 1.23–1.25 kubelet first falls back to v1alpha2 (`Falling back to CRI v1alpha2 runtime API`); `unknown service runtime.v1alpha2.RuntimeService` after that means the runtime serves no CRI at all, which is containerd with its `cri` plugin disabled (the default `config.toml` of the containerd.io package). ' +
      'Older kubelets name the API without a version (`unknown service runtime.RuntimeService`): a kubelet and a cri-containerd or CRI-O of different Kubernetes releases.',
    whenNotBenign: 'Upgrade the runtime or enable its CRI plugin (remove "cri" from containerd\'s `disabled_plugins`) before upgrading the kubelet.',
    references: [src('staging/src/k8s.io/cri-client/pkg/remote_runtime.go'), gh('kubernetes/minikube', 17170), gh('kubernetes/website', 38385)],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // source: https://github.com/kubernetes/minikube/issues/17170
      "Sep 03 15:54:42 minikube kubelet[25959]: E0903 15:54:42.118101   25959 run.go:74] \"command failed\" err=\"failed to run Kubelet: validate service connection: validate CRI v1 runtime API for endpoint \\\"unix:///var/run/cri-dockerd.sock\\\": rpc error: code = Unimplemented desc = unknown service runtime.v1.RuntimeService\"",
      // source: https://github.com/kubernetes/kubernetes/issues/112548 (kubelet 1.25, containerd with its CRI plugin disabled)
      'Sep 18 06:22:09 lb kubelet[31948]: E0918 06:22:09.544483   31948 remote_runtime.go:189] "Version from runtime service failed" err="rpc error: code = Unimplemented desc = unknown service runtime.v1alpha2.RuntimeService"',
      // source: https://github.com/containerd/cri/issues/619 (hyperkube about 1.10, cri-containerd 1.0 beta)
      'Feb 23 06:55:38 harshal-ppc64le-worker-1 hyperkube[24666]: Error: failed to run Kubelet: failed to create kubelet: rpc error: code = Unimplemented desc = unknown service runtime.RuntimeService',
    ],
  },

  {
    id: 'kubelet-api-forbidden',
    title: 'The kubelet refused a request to its API (not authorized)',
    verdictKind: 'actionable',
    match: {
      messages: ['Forbidden'],
      // ≤1.2x printf (server.go, V(2)): `Forbidden (user=…, verb=…, resource=nodes, subresource=proxy)`.
      messagePatterns: ['^Forbidden \\(user=[^,]{0,300}, verb=[^,]{0,40}, resource=[^,]{0,80}, subresource=[^)]{0,80}\\)'],
      // Its own server: the API server's and kube-rbac-proxy's filters log the same words.
      files: ['server.go'],
    },
    summary: 'A client of the kubelet\'s HTTPS API (port 10250) was authenticated but not authorized: its request (`kubectl logs`, `exec`, `port-forward`, metrics) was refused with 403.',
    explanation:
      'With webhook authorization (the default with kubeadm and most distributions) the kubelet asks the API server, by a SubjectAccessReview, whether the caller may do what it asks on the `nodes` resource: `nodes/proxy` for logs, exec, attach and port-forward, `nodes/stats` and `nodes/metrics` for monitoring. ' +
      'A denial is logged at `--v=2` with the caller\'s user, the verb and the subresource. When the user is the API server\'s own client identity (its `--kubelet-client-certificate`), `kubectl logs` and `exec` to every pod of the node fail until that identity is bound to a role with `nodes/proxy` (`system:kubelet-api-admin`); a monitoring agent denied `nodes/stats` or `nodes/metrics` loses this node\'s figures.',
    whenNotBenign:
      'Read the user and the subresource on the line: bind that user (or its group) to a ClusterRole that allows the verb on `nodes/<subresource>` (for the API server\'s client identity, `system:kubelet-api-admin`); `kubectl auth can-i get nodes --subresource=proxy --as <user>` (`stats`, `metrics`, `log` for the others) confirms the fix. A user you do not recognise is someone probing the port: check who reaches 10250.',
    references: [gh('canonical/microk8s', 600), src('pkg/kubelet/server/auth.go'), src('pkg/kubelet/server/server.go')],
    sourceFiles: ['pkg/kubelet/server/server.go', 'pkg/kubelet/server/auth.go'],
    samples: [
      // source: https://github.com/canonical/microk8s/pull/600
      'Apr 07 15:23:47 microk8s-vm microk8s.daemon-kubelet[19692]: I0407 15:23:47.490139   19692 server.go:275] Forbidden (user=127.0.0.1, verb=get, resource=nodes, subresource=proxy)',
    ],
  },
  {
    id: 'kubelet-api-auth-failed',
    title: 'The kubelet refused a request to its API (authentication failed)',
    verdictKind: 'actionable',
    match: {
      messages: ['Unable to authenticate the request due to an error'],
      messagePatterns: ['^Unable to authenticate the request due to an error: '],
      // A caller that gave up while its token was being reviewed (a scrape's timeout) says nothing about trust.
      errNotContains: ['context canceled'],
      // The API server's request filter (authentication.go, in kube-apiserver, metrics-server, k3s) logs the same words.
      files: ['server.go'],
    },
    summary: 'A client of the kubelet\'s own HTTPS API (port 10250) could not be authenticated, so its request was refused: the kubelet runs, but whatever called it gets no answer.',
    explanation:
      'The kubelet serves an API that the API server uses for `kubectl logs`, `exec`, `attach` and `port-forward`, and that metrics-server and Prometheus scrape. ' +
      'It authenticates each caller by its client certificate, checked against the kubelet\'s client CA (`--client-ca-file`, `authentication.x509.clientCAFile`), or by a bearer token it asks the API server to review (webhook authentication). ' +
      '`x509: certificate signed by unknown authority` means the caller\'s certificate comes from a CA the kubelet does not trust (a monitoring stack or an API server with rotated or replaced certificates); a token error means the token review failed or the API server could not be reached for it. ' +
      'Monitoring then reports the node\'s kubelet as down although it runs.',
    whenNotBenign:
      'Find the caller (the API server, metrics-server, Prometheus) and make its client certificate one the kubelet\'s client CA signed, or fix the CA file the kubelet reads; for token errors check that the API server is reachable and the caller\'s service account token is valid. ' +
      'When the error names `tokenreviews` and says the server asked for credentials (a 401 to the kubelet itself), the API server refused the kubelet\'s own credentials on that review: renew the kubelet\'s client certificate (`/var/lib/kubelet/pki/kubelet-client-current.pem`) or its kubeconfig, or restart it after a rotation it did not pick up.',
    references: [ghPR('openshift/runbooks', 103), gh('openshift/origin', 17189), src('pkg/kubelet/server/server.go')],
    sourceFiles: ['pkg/kubelet/server/server.go'],
    samples: [
      // source: https://github.com/openshift/runbooks/pull/103 (certificate serials redacted by the poster)
      "Dec 19 23:59:55.095722 build0-gstfj-m-2.c.openshift-ci-build-farm.internal kubenswrapper[2629]: E1219 23:59:55.095660    2629 server.go:291] \"Unable to authenticate the request due to an error\" err=\"verifying certificate SN=..., SKID=, AKID=... failed: x509: certificate signed by unknown authority\"",
    ],
  },
  {
    id: 'kubelet-api-auth-canceled',
    title: 'A caller of the kubelet\'s API gave up while its credentials were being checked',
    // Left to judge: alone it is a client that went away; in bursts, the API server's token reviews answering slowly.
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to authenticate the request due to an error'],
      messagePatterns: ['^Unable to authenticate the request due to an error: context canceled'],
      errContains: ['context canceled'],
    },
    summary: 'A request to the kubelet\'s HTTPS API (logs, exec, metrics) was cancelled by its caller while the kubelet was still checking the caller\'s credentials, usually with a token review at the API server.',
    explanation:
      'The kubelet authenticates each request to its API, a bearer token by asking the API server (a TokenReview). When the caller (the API server proxying `kubectl logs` or `exec`, metrics-server, Prometheus) closes its request first, the check ends with `context canceled` and the kubelet logs this: nothing was refused, and the caller\'s credentials are not in question. ' +
      'One now and then is a client that gave up. Many at once mean the token reviews are slow, the API server loaded or far, or the kubelet itself starved (k3s-io/k3s#2370 saw them beside `PLEG is not healthy`).',
    benignWhen: 'A line now and then: a caller that went away. No line of the log shows which, so it is left to judge.',
    whenNotBenign: 'When they come in bursts, look at the API server\'s latency for TokenReviews and at the kubelet\'s own load (PLEG, the runtime), not at the callers\' credentials.',
    references: [gh('k3s-io/k3s', 2370), src('pkg/kubelet/server/server.go')],
    sourceFiles: ['pkg/kubelet/server/server.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log L9
      'E0326 15:49:55.526004   12398 server.go:310] "Unable to authenticate the request due to an error" err="context canceled"',
    ],
  },
  {
    id: 'informer-watch-ended',
    title: 'An informer\'s watch of the API server ended with an error',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^[^ ]{1,300}: watch of \\*?[\\w./]{1,100} ended with: '],
    },
    summary: 'A client-go informer\'s open watch of the API server broke (the connection was lost or reset); the informer lists and watches again by itself.',
    explanation:
      'Informers keep a long-lived watch on the API server for the objects the kubelet follows (its pods, its Node, Secrets and ConfigMaps of its pods, RuntimeClasses, …). When the connection under a watch goes (the API server restarted, a load balancer cut an idle or long-lived connection, HTTP/2 lost its connection), the watch ends with this warning and the informer starts again from a fresh list. ' +
      'Several informers at the same instant are one connection lost; it matters when it comes back every few minutes (a proxy or load balancer timing out connections) or beside the kubelet\'s lease and node status failures (the API server out of reach).',
    benignWhen: 'Now and then: the informer recovers by itself.',
    whenNotBenign: 'If it recurs every few minutes, look at what sits between the node and the API server (idle and connection timeouts of a load balancer or proxy); with lease or node status failures beside it, the API server\'s reachability.',
    references: [src('staging/src/k8s.io/client-go/tools/cache/reflector.go')],
    sourceFiles: ['staging/src/k8s.io/client-go/tools/cache/reflector.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log L1
      'W0326 15:43:36.380682   12398 reflector.go:458] vendor/k8s.io/client-go/informers/factory.go:150: watch of *v1.RuntimeClass ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding',
    ],
  },
  {
    id: 'kubelet-api-authz-failed',
    title: 'The kubelet could not check a caller\'s permission with the API server',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to make webhook authorizer request', 'Authorization error'],
      // ≤1.2x printf: `Failed to make webhook authorizer request: …` (webhook.go) and `Authorization error (user=…, verb=…,
      // resource=…, subresource=…)` (server.go) right after it (r33a 15, openshift/origin#17189).
      messagePatterns: ['^Failed to make webhook authorizer request: ', '^Authorization error \\(user=[^,]{0,300}, verb='],
      files: ['webhook.go', 'server.go'],
    },
    // An API server not answering yet right after a start (a control plane's own, which its kubelet starts: Talos in
    // the corpus, `… subjectaccessreviews": EOF` 10 s after the start); an answer that refuses, or minutes of it, is not.
    evidence: ['kubelet-starting'],
    escalation: ['persisting', 'identity-refused'],
    evidenceParams: { windowSeconds: 300, startupOnlyIf: API_NOT_UP_YET, startupIfControlPlane: CONTROL_PLANE_STARTING, startupUnlessRegistered: true, unlessRegistrationRefused: true },
    summary: 'The kubelet asked the API server whether a caller of its API (`kubectl logs`, `exec`, metrics) may do what it asks, and the question itself failed: the request was refused although the caller may be allowed.',
    explanation:
      'With webhook authorization the kubelet sends a SubjectAccessReview to the API server for each request to its HTTPS API (port 10250). ' +
      'When that review fails (the API server refuses the kubelet\'s own credentials, `the server has asked for the client to provide credentials`; it cannot be reached; it times out), the kubelet logs `Failed to make webhook authorizer request` and refuses the request (`Authorization error (user=…)` names the caller and what it asked). ' +
      'Every caller is refused the same way until the review works again: `kubectl logs` and `exec` fail for this node, and monitoring loses its figures.',
    benignWhen: 'The kubelet had just started and the API server was not answering yet (connection refused, EOF): a control plane\'s kubelet starts its own API server.',
    whenNotBenign:
      'Read the error after the request: a refusal of the kubelet\'s own credentials (401, `provide credentials`) means its client certificate or kubeconfig is no longer accepted (renew it, or restart the kubelet after a rotation it did not pick up: openshift/origin#17189); a connection error means the API server could not be reached from the node.',
    references: [gh('openshift/origin', 17189), src('pkg/kubelet/server/server.go'), src('staging/src/k8s.io/apiserver/plugin/pkg/authorizer/webhook/webhook.go')],
    sourceFiles: ['pkg/kubelet/server/server.go', 'staging/src/k8s.io/apiserver/plugin/pkg/authorizer/webhook/webhook.go'],
    samples: [
      // source: https://github.com/openshift/origin/issues/17189
      'E1105 10:02:12.004519   32 webhook.go:185] Failed to make webhook authorizer request: the server has asked for the client to provide credentials (post subjectaccessreviews.authorization.k8s.io)',
      'E1105 10:02:12.004600   32 server.go:256] Authorization error (user=system:openshift-node-admin, verb=get, resource=nodes, subresource=stats)%!(EXTRA *errors.StatusError=the server has asked for the client to provide credentials)',
    ],
  },
  {
    id: 'certificate-request-failed',
    title: 'The kubelet could not send its certificate signing request (API server not reachable)',
    verdictKind: 'benign-in-context',
    match: {
      // certificate_manager.go through utilruntime.HandleError: printf before the contextual form, `"Unhandled Error"`
      // with the text in err after it, and the message itself in the newest kubelets.
      messages: ['Failed while requesting a signed certificate from the control plane', 'Failed while requesting a signed certificate from the master', 'Unhandled Error'],
      messagePatterns: ['^(?:kubernetes\\.io/[\\w.-]{1,64}: )?Failed while requesting a signed certificate from the (?:master|control plane)'],
      errContains: ['Failed while requesting a signed certificate from the', 'cannot create certificate signing request'],
      // The API server answered and refused (a bootstrap token gone, RBAC; client-go's words for a 401 or 403 without a
      // Status body): certificate-not-issued.
      errNotContains: [...CSR_REFUSALS],
    },
    // TLS bootstrap comes first: until the API server answers (a control-plane node's own static API server, a load
    // balancer not up yet) the request cannot be sent. Only start-up, with its exceptions (a failure already going on
    // before the start, an answer that was no "not up yet": a 404, an x509 error), excuses it; a node that has not
    // registered five minutes after the start escalates. (A later registration proves nothing of a serving CSR.)
    evidence: ['kubelet-starting'],
    escalation: ['registration-overdue', 'persisting'],
    // Once the node registered in this run the API server answered: a request that then cannot reach it is no start-up.
    evidenceParams: {
      windowSeconds: 300, unlessRegistrationRefused: true, startupUnlessRegistered: true,
      startupOnlyIf: ['connection refused', 'EOF', 'i/o timeout', 'no route to host', 'TLS handshake timeout', 'deadline exceeded', 'network is unreachable', 'connection reset', 'no such host'],
      sameFailureAs: ['node-register-refused', 'node-lease-failed', 'node-status-update-retry'],
    },
    summary: 'Certificate rotation could not create its CertificateSigningRequest because the API server did not answer.',
    explanation:
      'With certificate rotation (TLS bootstrapping) the kubelet asks the API server for its client certificate (signer `kubernetes.io/kube-apiserver-client-kubelet`) and, with `serverTLSBootstrap`, for its serving certificate (`kubernetes.io/kubelet-serving`) by creating a CertificateSigningRequest. ' +
      'This line says the request could not even be created: the POST to `…/certificatesigningrequests` found no API server (connection refused, timeout, EOF). ' +
      'On a control-plane node the API server is a static pod of this very kubelet, so the first attempts at `kubeadm init` fail this way; the certificate manager retries with back-off.',
    benignWhen: 'In the first minutes after the kubelet starts, until the API server answers (the node registering afterwards shows it did).',
    whenNotBenign:
      'When it goes on, the node cannot reach the API server: check the endpoint in the bootstrap kubeconfig (`/etc/kubernetes/bootstrap-kubelet.conf` with kubeadm), the load balancer and the network path (`curl -k https://<apiserver>:6443/healthz` from the node). ' +
      'A bare `Forbidden` (or `Proxy Authentication Required`) right after the URL is a proxy refusing to connect the kubelet to it: check `HTTPS_PROXY` and `NO_PROXY` in the kubelet\'s environment (its unit\'s drop-ins), which must leave the API server\'s address out of the proxy. ' +
      'Without a client certificate the node never registers; without a serving certificate `kubectl logs`/`exec` and metrics scrapes to this node fail.',
    references: [
      page('Kubernetes documentation: TLS bootstrapping', 'https://kubernetes.io/docs/reference/access-authn-authz/kubelet-tls-bootstrapping/'),
      k8s(82988), k8s(102142), src('staging/src/k8s.io/client-go/util/certificate/certificate_manager.go'),
    ],
    sourceFiles: ['staging/src/k8s.io/client-go/util/certificate/certificate_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/82988 (kubeadm 1.16 init, the API server not up yet)
      'Sep 22 19:29:28 soe13 kubelet[139467]: E0922 19:29:28.207007  139467 certificate_manager.go:400] Failed while requesting a signed certificate from the master: cannot create certificate signing request: Post https://9.3.126.147:6443/apis/certificates.k8s.io/v1beta1/certificatesigningrequests: dial tcp 9.3.126.147:6443: connect: connection refused',
      // source: https://github.com/syself/cluster-api-provider-hetzner/issues/1731 (shortened after the address)
      'Nov 26 11:36:02 test-control-plane-jd6rq kubelet[3542]: E1126 11:36:02.698115    3542 certificate_manager.go:562] "Unhandled Error" err="kubernetes.io/kube-apiserver-client-kubelet: Failed while requesting a signed certificate from the control plane: cannot create certificate signing request: Post \"https://123.123.123.123:6443/apis/certificates.k8s.io/v1/certificatesigningrequests\": dial tcp 123.123.123.123:6443: connect: connection refused" logger="UnhandledError"',
    ],
  },
  {
    id: 'certificate-not-issued',
    title: 'The kubelet\'s certificate signing request was not approved (or was refused)',
    verdictKind: 'actionable',
    match: {
      messages: ['Certificate request was not signed', 'Failed while requesting a signed certificate from the control plane', 'Failed while requesting a signed certificate from the master', 'Unhandled Error'],
      messagePatterns: [
        '^(?:kubernetes\\.io/[\\w.-]{1,64}: )?[Cc]ertificate request was not signed',
        '^(?:kubernetes\\.io/[\\w.-]{1,64}: )?Failed while requesting a signed certificate from the (?:master|control plane): .{0,400}(?:is forbidden|Unauthorized|denied the request|the server has asked for the client to provide credentials|status code 40[13]|the server does not allow access to the requested resource)',
      ],
      // The wait for a signature timed out (about 15 minutes), or the API server refused to take the request. The
      // newest kubelets' own message says it all; the generic ones ("Unhandled Error", a list/watch's too) must say it.
      errContains: ['ertificate request was not signed', 'Failed while requesting a signed certificate', 'cannot create certificate signing request'],
      errAlsoContains: ['ertificate request was not signed', ...CSR_REFUSALS],
      errChecksOnlyFor: ['Unhandled Error', 'Failed while requesting a signed certificate'],
    },
    summary: 'The kubelet created its CertificateSigningRequest and nobody approved it in time, or the API server refused to take it: no new certificate.',
    explanation:
      'After creating a CSR the certificate manager waits about 15 minutes for it to be approved and signed, then logs `certificate request was not signed: timed out waiting for the condition` and tries again with a new one, so pending CSRs pile up. ' +
      'kube-controller-manager approves the kubelet\'s client certificates (`kubernetes.io/kube-apiserver-client-kubelet`) by itself when RBAC allows it, but never its serving certificates (`kubernetes.io/kubelet-serving`, asked for with `serverTLSBootstrap: true`): those need `kubectl certificate approve` or an approver controller (kubernetes#73356). ' +
      '`forbidden`, `Unauthorized` or `denied` means the API server refused the request itself: an expired or deleted bootstrap token, or RBAC that does not let the node create CSRs.',
    whenNotBenign:
      'List the node\'s CSRs (`kubectl get csr`): approve the pending ones after checking their names (`kubectl certificate approve <csr>`), or deploy an approver for serving certificates. ' +
      'For a refusal, renew the bootstrap token (`kubeadm token create`) or fix the RBAC bindings for `system:bootstrappers` / `system:nodes`. ' +
      'A client certificate that is not renewed before it expires takes the node NotReady.',
    references: [
      page('Kubernetes documentation: TLS bootstrapping (approval)', 'https://kubernetes.io/docs/reference/access-authn-authz/kubelet-tls-bootstrapping/#approval'),
      k8s(73356), k8s(77489), k8s(51966), src('staging/src/k8s.io/client-go/util/certificate/certificate_manager.go'),
    ],
    sourceFiles: ['staging/src/k8s.io/client-go/util/certificate/certificate_manager.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/77489 (a serving CSR left pending)
      'May 29 14:18:56 k8s11 kubelet[25170]: E0529 14:18:56.794752   25170 certificate_manager.go:378] Certificate request was not signed: timed out waiting for the condition',
      // source: a public troubleshooting write-up of pending kubelet-serving CSRs (a journal excerpt)
      'Mar 23 11:51:57 lexicon kubelet[6055]: E0323 11:51:57.493069    6055 certificate_manager.go:488] kubernetes.io/kubelet-serving: certificate request was not signed: timed out waiting for the condition',
    ],
  },
  {
    id: 'serving-certificate-missing',
    title: 'No serving certificate yet: TLS connections to the kubelet fail',
    verdictKind: 'benign-in-context',
    match: {
      // ≤1.8 said `no certificate available` (r28a 14).
      messagePatterns: ['^http: TLS handshake error from \\S{1,300}: no serving certificate available for the kubelet', '^http: TLS handshake error from \\S{1,300}: no certificate available$'],
    },
    // Right after a start with serverTLSBootstrap the serving CSR waits for its approval; for ten minutes, nobody approves it.
    evidence: ['kubelet-starting'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 300, persistSeconds: 600, persistGapSeconds: 300 },
    summary: 'Someone (the API server for `kubectl logs`/`exec`, metrics-server, Prometheus) connected to the kubelet\'s port 10250, and the kubelet has no serving certificate to answer with.',
    explanation:
      'With `serverTLSBootstrap: true` (`--rotate-server-certificates`) the kubelet does not make itself a certificate: it asks for one with a `kubernetes.io/kubelet-serving` CSR and serves TLS only once that is approved and signed. ' +
      'Until then every TLS connection to it fails with this line, so `kubectl logs`, `exec`, `port-forward` and metrics scrapes of this node fail. ' +
      'kube-controller-manager never approves serving CSRs itself (kubernetes#73356).',
    benignWhen: 'For the first minutes after the kubelet starts, when an approver (or an operator) approves the serving CSR soon after.',
    whenNotBenign:
      'Approve the node\'s pending `kubernetes.io/kubelet-serving` CSR (`kubectl get csr`, then `kubectl certificate approve <csr>`), or deploy an approver for them; or turn `serverTLSBootstrap` off to have the kubelet sign its own.',
    references: [
      page('Kubernetes documentation: TLS bootstrapping (certificate rotation)', 'https://kubernetes.io/docs/reference/access-authn-authz/kubelet-tls-bootstrapping/#certificate-rotation'),
      k8s(73356), k8s(59372), k8sPR(101200),
    ],
    sourceFiles: ['pkg/kubelet/certificate/kubelet.go'],
    samples: [
      // source: a public write-up of a kubeadm control-plane node's journal (Go's HTTP server logging through klog)
      'Mar 27 19:39:20 master kubelet[916]: I0327 19:39:20.552419     916 ???:1] "http: TLS handshake error from 10.128.0.16:47386: no serving certificate available for the kubelet"',
    ],
  },
  {
    id: 'client-certificate-expired',
    title: 'The kubelet\'s client certificate has expired or is missing',
    verdictKind: 'actionable',
    match: {
      // The same check in transport.go: an expired certificate, or none that is valid (deleted, corrupt, never issued).
      messages: [
        'The currently active client certificate has expired, but the server is not responsive. A restart may be necessary to retrieve new initial credentials.',
        'The currently active client certificate has expired and the server is responsive, exiting.',
        'No valid client certificate is found but the server is not responsive. A restart may be necessary to retrieve new initial credentials.',
        'No valid client certificate is found and the server is responsive, exiting.',
      ],
      // Older kubelets say the same as `It has been 5m0s since a valid client cert was found, …`.
      messagePatterns: [
        '^The currently active client certificate has expired', '^No valid client certificate is found', '^It has been \\S+ since a valid client cert was found',
        // The start-up check of the kubeconfig's certificate (bootstrap.go): the kubelet then bootstraps again, or exits.
        '^[Pp]art of the existing bootstrap client certificate (?:in \\S+ )?is expired',
      ],
    },
    summary: 'The certificate the kubelet uses to talk to the API server has expired or is missing: the API server refuses the kubelet, and the node goes NotReady.',
    explanation:
      'The kubelet authenticates to the API server with a client certificate that certificate rotation renews before it expires. ' +
      'When rotation did not happen (rotation off, the CSR never approved, the node down for longer than the certificate lived, a clock jump), the certificate expires and every request fails. ' +
      '`…but the server is not responsive. A restart may be necessary to retrieve new initial credentials.` means the kubelet cannot even get a new one with its current credentials; ' +
      '`…and the server is responsive, exiting` means it exits so that its restart bootstraps again. ' +
      '`No valid client certificate is found …` is the same check when there is no usable certificate at all (deleted, corrupt, or its CSR never approved): ' +
      'with the API server answering, the kubelet exits so that its restart bootstraps again; with it silent, it waits. ' +
      '`part of the existing bootstrap client certificate in /etc/kubernetes/kubelet.conf is expired` is the check at start-up: the kubelet then needs its bootstrap kubeconfig to get a new certificate, and exits when it has none (`unable to load bootstrap kubeconfig`).',
    whenNotBenign:
      'Check `/var/lib/kubelet/pki/kubelet-client-current.pem` (`openssl x509 -enddate -noout -in …`), pending CSRs (`kubectl get csr`) and the node\'s clock. ' +
      'Restart the kubelet so it bootstraps again (it needs a valid bootstrap kubeconfig), or have your installer issue a new one. ' +
      '`kubeadm certs renew` does not renew the kubelet\'s client certificate in `/etc/kubernetes/kubelet.conf` (the reporter of kubernetes#98150 ran it and the kubelet still failed): on a kubeadm node write a new kubelet.conf for the node (`kubeadm kubeconfig user --client-name system:node:<node> --org system:nodes`, run on a control-plane node, kubernetes/kubeadm#1819), then restart the kubelet.',
    references: [k8s(96256), k8s(92676), k8s(98150), gh('kubernetes/kubeadm', 1819), src('pkg/kubelet/certificate/transport.go'), src('pkg/kubelet/certificate/bootstrap/bootstrap.go')],
    sourceFiles: ['pkg/kubelet/certificate/transport.go', 'pkg/kubelet/certificate/bootstrap/bootstrap.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/98150 (and a 1.30 node's journal with the same line)
      ' 6月 19 23:18:59 kubenode kubelet[980793]: E0619 23:18:59.609003  980793 bootstrap.go:266] part of the existing bootstrap client certificate in /etc/kubernetes/kubelet.conf is expired: 2026-04-18 14:08:56 +0000 UTC',
      // source: https://github.com/kubernetes/kubernetes/issues/96256
      "Nov 11 00:15:53 10.233.0.100 kubelet[66610]: E1111 00:15:53.851634   66610 transport.go:113] The currently active client certificate has expired, but the server is not responsive. A restart may be necessary to retrieve new initial credentials.",
      // source: a public OpenShift note on adding hosts with the Assisted Installer (hyperkube kubelet; CSRs left pending)
      'Feb 18 08:07:29 nodename hyperkube[3602]: E0218 08:07:29.963621    3602 transport.go:112] "No valid client certificate is found but the server is not responsive. A restart may be necessary to retrieve new initial credentials." lastCertificateAvailabilityTime="2022-02-16 08:50:28.943096211 +0000 UTC m=+0.345942418" shutdownThreshold="5m0s"',
    ],
  },
  {
    id: 'kubelet-panic',
    title: 'A panic in the kubelet',
    verdictKind: 'actionable',
    match: {
      messages: ['Observed a panic'],
      // And the Go runtime's own words when a crash is not caught: an unrecovered `panic: …`, or a `fatal error: …`
      // (a concurrent map write, memory) that no handler can catch, written to stderr without a klog header.
      messagePatterns: ['^Observed a panic: ', '^panic: ', '^fatal error: '],
      // A runtime's own crash in the same journal is runtime-crashed; another daemon's (flanneld) or a container's (docker's
      // journald driver names it by its ID) is no kubelet's.
      program: 'kubelet-process',
    },
    // One crash, one finding: the re-raised `panic: … [recovered]` after `Observed a panic` (a line between them), or the
    // `panic:` line of a trace whose start the excerpt showed first (r83a 10, 11).
    continues: { entries: ['kubelet-panic-trace'], seconds: 5, onlyLinesStarting: ['panic: '] },
    summary: 'Code in the kubelet panicked; the kubelet logs it with a stack trace and, by default, exits (its service manager restarts it).',
    explanation:
      'The crash handler every kubelet goroutine runs under logs `Observed a panic` with the panic value and its stack, then re-panics: the process ends and systemd or the supervisor starts it again. ' +
      'It is a bug (a nil dereference, an index out of range), often triggered by something unusual on the node: an object the code did not expect, a runtime answering oddly, a corrupt checkpoint file.',
    whenNotBenign:
      'Read the stack trace (the lines after this one) for the function that failed, and search the kubelet\'s issue tracker for it; upgrading to a patch release that fixed it is the usual answer. ' +
      'Note what the node was doing just before (the lines above): that is the trigger to avoid until then.',
    references: [src('staging/src/k8s.io/apimachinery/pkg/util/runtime/runtime.go'), gh('canonical/microk8s', 5057), k8s(128638), k8s(77655)],
    sourceFiles: ['staging/src/k8s.io/apimachinery/pkg/util/runtime/runtime.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/128638 (the goroutine dump follows)
      'Nov 04 23:11:39.134387 bootstrap-e2e-minion-group-csh0 kubelet[2170]: fatal error: concurrent map writes',
      // source: https://github.com/kubernetes/kubernetes/issues/77655 (syslog without a PID)
      'May  9 00:12:17 ip-10-117-0-156.eu-west-1.compute.internal kubelet: panic: runtime error: invalid memory address or nil pointer dereference',
      // source: https://github.com/canonical/microk8s/issues/5057 (its stack trace follows as a multi-line value)
      "Jan 06 15:04:03 debian microk8s.daemon-kubelite[28396]: E0106 15:04:03.816753   28396 runtime.go:142] \"Observed a panic\" panic=\"runtime error: invalid memory address or nil pointer dereference\" panicGoValue=\"\\\"invalid memory address or nil pointer dereference\\\"\" stacktrace=<",
    ],
  },
  {
    id: 'kubelet-panic-trace',
    title: 'A panic\'s stack trace in the kubelet\'s output (its first line not in the log)',
    // Investigate; actionable once the log shows the kubelet's process ended after it: a program the kubelet runs (a
    // CNI plugin) writes its own panic to the kubelet's stderr, and the kubelet goes on (r82a 41b).
    verdictKind: 'benign-in-context',
    escalation: ['kubelet-ended-after'],
    match: {
      // What follows `panic: …` in a Go crash, for an excerpt that begins after it (people paste the end of
      // `journalctl -xe`): the runtime's `[signal SIGSEGV: … code=… addr=… pc=…]` line (runtime/panic.go), the crash
      // handler's `runtime.logPanic(` frame (apimachinery's HandleCrash), the runtime's `panic(` frame (Go before 1.17
      // writes its arguments `panic(0x…, 0x…)`, later ones `panic({0x…, 0x…})`). A klog Fatal's stack has none of them.
      messagePatterns: [
        '^\\[signal SIG[A-Z]{2,7}: [a-z ]{1,40} code=0x[0-9a-f]{1,16} addr=0x[0-9a-f]{1,16} pc=0x[0-9a-f]{1,16}\\]$',
        '^k8s\\.io/[\\w.-]{1,40}(?:/vendor/k8s\\.io/apimachinery)?/pkg/util/runtime\\.logPanic\\(',
        '^panic\\(\\{?0x[0-9a-f]{1,16}\\??, 0x[0-9a-f]{1,16}',
      ],
      program: 'kubelet-process',
    },
    // One crash is one finding: the trace's later lines, or those after its `panic:` line, are part of it.
    continues: { entries: ['kubelet-panic'], seconds: 5 },
    summary: 'These lines are the stack trace Go writes when a program panics, its first line (`panic: …`, with the reason) not in this excerpt: the kubelet crashed here when its process ends (its service manager restarts it), or a program it ran (a CNI plugin writes to its stderr) when the kubelet logs on.',
    explanation:
      'A Go panic prints `panic: <value>`, for a bad memory access the `[signal SIGSEGV: segmentation violation …]` line, then `goroutine N [running]:` and the stack of the goroutine that failed, its innermost frames first. ' +
      'In the kubelet most goroutines run under apimachinery\'s crash handler, whose `logPanic` and `HandleCrash` frames sit on top of the stack, above the runtime\'s `panic(` frame; the frame below `panic(` is the function that failed. ' +
      'A journal keeps each of these lines as an entry of its own, so an excerpt that starts a few lines late shows only the trace. The crash is the kubelet\'s own when the frames below name its packages (`k8s.io/kubernetes/pkg/kubelet/…`) and systemd logs its exit or it starts again; frames of another program (`main.cmdAdd` of a CNI plugin) with the kubelet logging on are that program\'s crash, whose failure shows in the kubelet\'s next lines about the pod\'s network.',
    benignWhen: 'never harmless as such: when the kubelet goes on after it, the crash was a program\'s the kubelet ran, and that program failed.',
    whenNotBenign:
      'Get the lines just before these (`journalctl -u kubelet` around the same second) for the `panic:` line, which says what went wrong (a nil pointer, an index out of range). ' +
      'Then take the first frame below `panic(` (the function and its file:line) to the kubelet\'s issue tracker: such crashes are bugs, fixed in patch releases (kubernetes#97218 and #86676 were crashes of this kind in dockershim and the QoS cgroup manager); upgrade to one, and note what the node was doing just before, which is what triggered it.',
    references: [k8s(97218), k8s(86676), k8s(105806), src('staging/src/k8s.io/apimachinery/pkg/util/runtime/runtime.go')],
    sourceFiles: ['staging/src/k8s.io/apimachinery/pkg/util/runtime/runtime.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/97218 (syslog without a PID; the paste begins here)
      'Dec 9 17:22:01 k8smaster1 kubelet: [signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x319cff5]',
      // source: https://github.com/kubernetes/kubernetes/issues/86676 (the line after `goroutine 603 [running]:`)
      'Dec 27 21:41:30 kinder-upgrade-control-plane-1 kubelet[30265]: k8s.io/kubernetes/vendor/k8s.io/apimachinery/pkg/util/runtime.logPanic(0x3a2dec0, 0x6d6df80)',
      // source: https://github.com/kubernetes/kubernetes/issues/105806 (the paste begins here)
      'Oct 21 09:36:20 localhost kubelet: panic(0x3a70aa0, 0x6fe3f50)',
    ],
  },
  {
    id: 'kubelet-killed-by-signal',
    title: 'A Go program ended on a signal in the kubelet\'s output, dumping its goroutines (SIGABRT, SIGQUIT, SIGSEGV…)',
    // Investigate; actionable once the log shows the kubelet's process ended after it. A child of the kubelet (a CNI
    // plugin) writes to the kubelet's stderr, and a probe's output may hold such a line: the kubelet then goes on (r75a 1).
    verdictKind: 'benign-in-context',
    escalation: ['kubelet-ended-after'],
    match: {
      // The Go runtime's header before the dump it writes when a signal ends the process: `SIGABRT: abort`, then
      // `PC=… m=… sigcode=…` and every goroutine's stack. No klog header: it is the runtime's own stderr.
      messagePatterns: ['^SIG(?:ABRT|QUIT|SEGV|BUS|ILL|TRAP|FPE|SYS|EMT|STKFLT): [a-z][a-z -]*$'],
      program: 'kubelet-process',
    },
    summary: 'A signal whose default action in Go is to dump every goroutine and exit reached a Go program writing to the kubelet\'s output: the kubelet itself, when its process ends here (exit status 2) and its service manager starts it again, or a program it ran (a CNI plugin inherits its stderr).',
    explanation:
      'Go programs answer SIGQUIT and SIGABRT (and a fault such as SIGSEGV or SIGBUS in code the runtime cannot recover) by printing the signal, the program counter and the stack of every goroutine, then exiting. ' +
      'Who sent it decides what it means. systemd sends SIGABRT when a unit with `WatchdogSec=` stops feeding its watchdog (the kubelet does so since 1.32 when the unit sets it): the kubelet was hung. ' +
      'A person or a tool sends SIGQUIT or SIGABRT on purpose to get the goroutine dump of a kubelet that looked stuck (test frameworks do this before collecting logs). ' +
      'SIGSEGV or SIGBUS come from a crash in C code (cgo) or failing memory. ' +
      'It is the kubelet\'s own end when systemd logs the kubelet\'s exit, or the kubelet starts again, with no line of the same kubelet process between: then this is actionable. When the same process logs on, the dump was a child\'s: a CNI plugin, which the kubelet runs with its own stderr, crashing while it set up or tore down a pod\'s network.',
    benignWhen: 'never harmless as such: when the kubelet\'s process goes on after it, it was a program the kubelet ran (a CNI plugin) that crashed, whose failure shows in the kubelet\'s next lines about that pod\'s network.',
    whenNotBenign:
      'Look just before this line for the reason: systemd\'s `Watchdog timeout` for the kubelet\'s unit, a `kill` in the shell history, an operator\'s or a test\'s collection step. ' +
      'If the watchdog fired, the dump shows what the kubelet was blocked on (search its goroutines for long waits: a runtime call, a lock, a mount); that is the bug or the stuck dependency to chase.',
    references: [
      page('Kubernetes docs: the kubelet\'s systemd watchdog', 'https://kubernetes.io/docs/reference/node/systemd-watchdog/'),
      page('Go documentation: os/signal, default behaviour of signals in Go programs', 'https://pkg.go.dev/os/signal#hdr-Default_behavior_of_signals_in_Go_programs'),
    ],
    // The Go runtime writes the header and the dump; the kubelet has no line of its own here.
    sourceFiles: ['https://github.com/golang/go/blob/master/src/runtime/signal_unix.go'],
    samples: [
      // source: kubernetes/kubernetes, the stored file kubelet.log (a GCE e2e node, kubelet 1.18, March 2020; a 700 KB goroutine dump follows)
      'Mar 25 12:27:00 e2e-big-minion-group-wfls kubelet[1304]: SIGABRT: abort',
      // source: https://gist.github.com/SleepyBrett/1375e0e91499aeed1718a95f57574d2e (CoreOS's kubelet-wrapper)
      'Aug 21 17:37:05 ip-172-16-194-157 kubelet-wrapper[1349]: SIGABRT: abort',
    ],
  },
  {
    id: 'runtime-crashed',
    title: 'The container runtime crashed (a Go panic or fatal error)',
    verdictKind: 'actionable',
    match: {
      // The Go runtime's words on stderr, which journald records under the runtime's identifier.
      messagePatterns: ['^panic: ', '^fatal error: '],
      program: 'runtime',
    },
    summary: 'containerd, CRI-O or dockerd panicked and exited: every CRI call fails until systemd has started it again, and the kubelet\'s errors of those seconds are its consequence.',
    explanation:
      'A runtime is a Go program: an uncaught panic (a nil dereference, a corrupt metadata database: `panic: invalid page type`) or a `fatal error` ends the process with a goroutine dump. ' +
      'Its shims keep the containers running, but until the runtime is back the kubelet\'s calls fail (`Unavailable`, `connection refused`, `error reading from server: EOF`), PLEG stops relisting and the node may go NotReady. ' +
      'A runtime that crashes again after each restart keeps the node down.',
    whenNotBenign:
      'Read the dump after this line for the function that failed and search the runtime\'s issue tracker; a `panic: invalid page type` or a bolt error means its metadata database (under /var/lib/containerd) is corrupt. ' +
      'Upgrade to a fixed release; check the disk and memory if the crash is in the Go runtime itself (`fatal error: unexpected signal`).',
    references: [gh('containerd/containerd', 3312), gh('containerd/containerd', 3347), gh('containerd/containerd', 7468), gh('coreos/bugs', 1909)],
    // Where Go prints `panic:` and `fatal error:` (the runtime's own code is in the dump that follows).
    sourceFiles: ['https://github.com/golang/go/blob/master/src/runtime/panic.go'],
    samples: [
      // source: https://github.com/containerd/containerd/issues/3312
      'May 29 12:19:10 minionpublic1 containerd[9691]: panic: runtime error: invalid memory address or nil pointer dereference',
      // source: https://github.com/coreos/bugs/issues/1909
      'Apr 29 00:57:11 ip-10-72-34-115.us-west-2.compute.internal containerd[1738]: fatal error: acquirep: invalid p state',
    ],
  },
  {
    id: 'cgroup-driver-mismatch',
    title: 'Kubelet and runtime use different cgroup drivers',
    verdictKind: 'actionable',
    match: {
      // CRI-O says it when it creates a sandbox (`cri-o configured with systemd cgroup manager, but did not receive slice
      // as parent`): the kubelet runs, and every pod fails to start.
      messages: ['Failed to run kubelet', 'command failed', 'RunPodSandbox from runtime service failed', 'Failed to create sandbox for pod', 'Error syncing pod, skipping'],
      // containerd's own line for the sandbox it could not make (`RunPodSandbox for &PodSandboxMetadata{…} failed, error`).
      messagePatterns: ['(?:^|: )misconfiguration: kubelet cgroup driver: ', '^RunPodSandbox from runtime service failed: ', '^CreatePodSandbox for pod ".*" failed: ', '^createPodSandbox for pod ".*" failed: ', ERROR_SYNCING_PRINTF_POD, '^RunPodSandbox for &PodSandboxMetadata\\{[^}]{0,600}\\} failed, error'],
      errContains: ['misconfiguration: kubelet cgroup driver: ', 'cgroup manager, but did not receive slice as parent', 'for systemd cgroups, got '],
    },
    summary: 'The kubelet and the container runtime manage cgroups differently (cgroupfs or systemd): the kubelet exits at start-up, or no pod sandbox can be created (CRI-O, or runc set to systemd cgroups).',
    explanation:
      'The kubelet and the runtime must manage pod cgroups the same way: both with systemd, or both with cgroupfs. ' +
      'Where the kubelet does not take the driver from the runtime, it compares its own `--cgroup-driver` / `cgroupDriver` with the runtime\'s (dockershim did) and refuses to start on a mismatch. ' +
      'Since the `KubeletCgroupDriverFromCRI` feature gate (alpha and off in 1.28–1.30, on by default from 1.31, GA in 1.34), a kubelet whose runtime answers the CRI `RuntimeConfig` call (containerd 2, recent CRI-O) uses the runtime\'s driver whatever its own setting says, and its own setting only for a runtime that cannot answer. ' +
      'The service then restarts in a loop, and the node never becomes Ready. ' +
      'CRI-O checks it later, for each pod: with `cgroup_manager = "systemd"` it refuses a sandbox whose parent cgroup is not a systemd slice (`did not receive slice as parent`), so every pod stays in ContainerCreating. ' +
      'So does runc under containerd with `SystemdCgroup = true` when the kubelet uses cgroupfs: it wants a `slice:prefix:name` cgroup path and gets a path (`expected cgroupsPath to be of format "slice:prefix:name" for systemd cgroups, got "/kubepods/…"`).',
    whenNotBenign:
      'Set the same driver on both sides: `cgroupDriver: systemd` in the kubelet\'s config (kubeadm\'s default since 1.22) and `SystemdCgroup = true` in containerd\'s runc options, `cgroup_manager` in crio.conf, or `exec-opts: ["native.cgroupdriver=systemd"]` for Docker; then restart both.',
    references: [k8s(43805), k8s(89682), gh('kubernetes/kubelet', 9), gh('kubernetes/minikube', 2381), gh('kubernetes-sigs/kubespray', 8122)],
    sourceFiles: ['cmd/kubelet/app/server.go', 'pkg/kubelet/dockershim/docker_service.go'],
    samples: [
      // source: https://github.com/kubernetes-sigs/kubespray/issues/8122 (containerd's own line; runc set to systemd cgroups, the kubelet to cgroupfs)
      "Oct 24 11:07:02 node1 containerd[394428]: time=\"2021-10-24T11:07:02.247996848Z\" level=error msg=\"RunPodSandbox for &PodSandboxMetadata{Name:kube-apiserver-node1,Uid:a668c4166c6878f474f019afbf7729d6,Namespace:kube-system,Attempt:0,} failed, error\" error=\"failed to create containerd task: OCI runtime create failed: expected cgroupsPath to be of format \\\"slice:prefix:name\\\" for systemd cgroups, got \\\"/kubepods/burstable/poda668c4166c6878f474f019afbf7729d6/64727a3e9a194101ac2491a955f0bba330e466ddd7df5bbcd3b2bb67226c3770\\\" instead: unknown\"",
      // source: https://github.com/kubernetes-sigs/kubespray/issues/8122 (review r26a)
      "Oct 24 11:07:02 node1 kubelet[397647]: E1024 11:07:02.248428  397647 remote_runtime.go:116] \"RunPodSandbox from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to create containerd task: OCI runtime create failed: expected cgroupsPath to be of format \\\"slice:prefix:name\\\" for systemd cgroups, got \\\"/kubepods/burstable/poda668c4166c6878f474f019afbf7729d6/64727a3e9a194101ac2491a955f0bba330e466ddd7df5bbcd3b2bb67226c3770\\\" instead: unknown\"",
      // source: a CRI-O and kubeadm blog post in the code index (id 13000562283)
      "May 30 06:09:25 helium kubelet[2563]: E0530 06:09:25.481167    2563 remote_runtime.go:105] RunPodSandbox from runtime service failed: rpc error: code = Unknown desc = cri-o configured with systemd cgroup manager, but did not receive slice as parent: /kubepods/burstable/pod27338bfe3d038f59a91668505aa727cf",
      // source: https://github.com/kubernetes/kubelet/issues/9
      "Apr 05 05:33:40 master kubelet[4759]: F0405 05:33:40.511159    4759 server.go:274] failed to run Kubelet: misconfiguration: kubelet cgroup driver: \"cgroupfs\" is different from docker cgroup driver: \"systemd\"",
    ],
  },
  {
    id: 'swap-on-not-supported',
    title: 'Swap is on and the kubelet refuses to run',
    verdictKind: 'actionable',
    match: {
      messages: ['command failed', 'Failed to run kubelet'],
      // Only the fatal form: kubelets before 1.6 warned (`… This will be a fatal error by default starting in K8s v1.6!`).
      messagePatterns: ['failed to run Kubelet: [Rr]unning with swap on is not supported'],
      errContains: ['failed to run Kubelet: running with swap on is not supported', 'failed to run Kubelet: Running with swap on is not supported'],
    },
    summary: 'The kubelet exits at start-up because the node has swap enabled and `failSwapOn` is true (the default).',
    explanation:
      'The kubelet reads /proc/swaps when it starts; with any swap device active and `failSwapOn: true` it stops with this error, and its service restarts it in a loop, so the node never becomes Ready. ' +
      'Swap for pods is supported only with `failSwapOn: false` and the NodeSwap settings (`memorySwap.swapBehavior`).',
    whenNotBenign:
      'Turn swap off (`swapoff -a`, and remove it from /etc/fstab or disable the swap unit so it stays off after a reboot), or set `failSwapOn: false` (`--fail-swap-on=false`) if the node is meant to run with swap; then restart the kubelet. ' +
      '`failSwapOn: false` alone only lets the kubelet start: pods use swap only with `memorySwap.swapBehavior: LimitedSwap` on a cgroup v2 node (the default `NoSwap` keeps them off it), and since 1.30 `LimitedSwap` on a cgroup v1 node stops the kubelet at start-up instead (kubernetes#123738).',
    references: [k8s(50373), gh('kubernetes/kubeadm', 610), gh('NixOS/nixpkgs', 50443), gh('Azure/AKSFlexNode', 67), k8sPR(123738)],
    sourceFiles: ['cmd/kubelet/app/server.go', 'pkg/kubelet/cm/container_manager_linux.go'],
    samples: [
      // source: https://github.com/NixOS/nixpkgs/issues/50443
      "Nov 15 20:10:05 nixos kubelet[1391]: F1115 20:10:05.994998    1391 server.go:262] failed to run Kubelet: Running with swap on is not supported, please disable swap! or set --fail-swap-on flag to false. /proc/swaps contained: [Filename                                Type                Size        Used        Priority /dev/sda2                               partition        8388604        0        -2]",
    ],
  },
  {
    id: 'mirror-pod-rejected',
    title: 'The API server refuses a static pod\'s mirror pod',
    verdictKind: 'actionable',
    match: {
      messages: ['Failed creating a mirror pod for', 'Failed creating a mirror pod'],
      messagePatterns: ['^Failed creating a mirror pod for '],
      errContains: MIRROR_REFUSALS,
      // The API server's own priority classes, created as it starts (kubernetes#133535): a start-up race, not a refusal.
      errNotContains: ['no PriorityClass with name'],
    },
    summary: 'The API server answered, and refused the mirror pod: a policy, an admission webhook or the node\'s permissions reject it.',
    explanation:
      'The kubelet creates a read-only "mirror pod" in the API for each static pod. A refusal (`forbidden`, an admission webhook denying it, an invalid object) is no start-up race: ' +
      'the static pod runs on the node, but the cluster does not see it, and the refusal comes back on every sync.',
    whenNotBenign:
      'Read the refusal: a Pod Security or policy admission (label the namespace or exempt the static pod), a validating webhook (its failure policy and rules), or the node\'s RBAC and NodeRestriction (a static pod may not reference Secrets or ConfigMaps).',
    references: [k8s(115325), src(KUBELET_GO)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/pod/mirror_client.go'],
    samples: [
      // source: public kubeadm notes in the code index (id 46200156575; the line is cut where they cut it)
      "Mar 26 11:29:19 controlplane kubelet[62665]: E0326 11:29:19.017245   62665 kubelet.go:1711] \"Failed creating a mirror pod for\" err=\"pods \\\"kube-apiserver-controlplane\\\" is forbidden: PodSecurityPolicy: no providers available to validate pod request\" pod=\"",
    ],
  },
  {
    id: 'mirror-pod-create-failed',
    title: 'Failed creating a mirror pod for a static pod',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed creating a mirror pod for', 'Failed creating a mirror pod'],
      messagePatterns: ['^Failed creating a mirror pod for '],
      // After mirror-pod-rejected in the catalogue: refusals are its; an existing mirror pod is mirror-pod-exists'.
      errNotContains: ['already exists'],
    },
    evidence: ['kubelet-starting'],
    escalation: ['persisting'],
    evidenceParams: {
      windowSeconds: 300,
      persistSeconds: 600,
      persistGapSeconds: 120,
      // Only an API server not answering yet (starting, or its etcd electing a leader): one that answered with its
      // store full (`etcdserver: mvcc: database space exceeded`) or another error is no start-up.
      startupOnlyIf: [
        'connection refused', 'EOF', 'TLS handshake timeout', 'no route to host', 'i/o timeout', 'connection reset by peer',
        'network is unreachable', 'connection timed out', 'no such host', 'transport is closing', 'http2: server sent GOAWAY',
        'context deadline exceeded', 'Client.Timeout', 'http2: client connection lost', 'the server is currently unable to handle the request',
        'etcdserver: request timed out', 'etcdserver: leader changed', 'the server was unable to return a response in the time allotted',
        'Timeout: request did not complete within', 'too many requests', 'the server could not find the requested resource',
        // Admission still warming up (its quota evaluator, informers) on an API server just started.
        'resource quota evaluation timed out',
        // The system PriorityClasses are created by the API server once it is up: a mirror pod asked for before then.
        'no PriorityClass with name',
      ],
      // An admission webhook the API server could not call answered for it: the API server is up, the webhook is not.
      startupUnless: ['failed calling webhook'],
    },
    summary: 'The kubelet could not create the API object that mirrors a static pod; the static pod itself runs regardless.',
    explanation:
      'A static pod (a manifest in the kubelet\'s manifest directory) runs whether or not the API server answers; the kubelet also creates a read-only "mirror pod" in the API so that kubectl shows it. ' +
      'On a control-plane node the API server is itself one of those static pods: while it starts or restarts, creating mirror pods fails with `connection refused`, and the kubelet retries on every sync.',
    benignWhen: 'In the minutes after a kubelet or API server start, and it stops once the API server answers.',
    whenNotBenign: 'If it goes on, the API server is not coming up or refuses the node (check its own static pod and logs, the node\'s credentials and admission webhooks that reject mirror pods).',
    references: [gh('kubernetes/kubeadm', 917), k8s(115325), k8s(133535), src(KUBELET_GO)],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/pod/mirror_client.go'],
    samples: [
      // source: https://github.com/kubernetes/kubeadm/issues/917 (kubelet 1.11, static control-plane pods after an upgrade)
      "Jun 14 13:58:11 kubeadm-test kubelet[4914]: E0614 13:58:11.215149    4914 kubelet.go:1597] Failed creating a mirror pod for \"kube-controller-manager-kubeadm-test_kube-system(2c699ef588814f6e0b029a609f33eccb)\": Post https://10.132.0.2:6443/api/v1/namespaces/kube-system/pods: dial tcp 10.132.0.2:6443: connect: connection refused",
    ],
  },
  // ───────────────────────── Informational lines (no diagnostic) ─────────────────────────
  {
    id: 'mirror-pod-exists',
    title: 'A static pod\'s mirror pod already exists',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Failed creating a mirror pod for', 'Failed creating a mirror pod'],
      messagePatterns: ['^Failed creating a mirror pod for '],
      errContains: ['already exists'],
    },
    summary: 'The kubelet tried to create a static pod\'s mirror pod and found it there already.',
    explanation:
      'After a kubelet restart the API still holds the mirror pods of the static pods it runs; the kubelet\'s first attempt to create each one finds it there and logs this at error level. ' +
      'On its next sync the kubelet compares the mirror pod with the static pod: one from an older manifest (its config hash differs) is deleted (`Deleted mirror pod as it didn\'t match the static Pod`) and made again; one that matches is kept. Either way the static pod itself runs on.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [src(KUBELET_GO), src('pkg/kubelet/pod/mirror_client.go')],
    sourceFiles: [KUBELET_GO, 'pkg/kubelet/pod/mirror_client.go'],
    samples: [
      // source: public kubeadm notes in the code index (id 42537721099)
      "May 20 18:00:56 master kubelet[7970]: E0520 18:00:56.621833    7970 kubelet.go:1928] \"Failed creating a mirror pod for\" err=\"pods \\\"kube-apiserver-master\\\" already exists\" pod=\"kube-system/kube-apiserver-master\"",
    ],
  },
  {
    id: 'volume-ownership-slow-warning',
    title: 'Setting a volume\'s ownership for fsGroup "could be slow"',
    verdictKind: 'benign-in-context',
    match: {
      messagePatterns: ['^Setting volume ownership for \\S{1,1024} and fsGroup set'],
    },
    // r38a 14: harmless in any context had hidden the cause of a mount that then timed out. Since 1.19 the warning
    // comes only after the walk has run 30 s (kubernetes#92878); before, it came at every mount (kubernetes#90293).
    evidence: ['ownership-logged-at-every-mount'],
    summary: 'The kubelet is changing the owner and permissions of every file in a volume to the pod\'s fsGroup, which takes long on volumes with many files.',
    explanation:
      'When a pod sets `securityContext.fsGroup`, the kubelet walks the whole volume at mount time and changes each file\'s group and mode; the pod stays in ContainerCreating until the walk is done. ' +
      'Since 1.19.1 (and 1.18.9, 1.17.12) the kubelet writes this warning only when the walk has already taken 30 seconds (kubernetes#92878), so the line itself says the mount is slow, and a walk that outlasts the kubelet\'s wait of about two minutes makes the pod\'s volume mount time out. ' +
      'Earlier kubelets wrote it at every mount with an fsGroup, Secrets, ConfigMaps and service account tokens included, however quick: from them it is noise (kubernetes#90293).',
    benignWhen: 'The line\'s kubelet (the last version its node announced before it) is older than 1.19.1, 1.18.9 or 1.17.12, which warned at every mount; or no version comes before it and the volume is a Secret, ConfigMap, projected or downward API volume of a few files, which no kubelet takes 30 s over.',
    whenNotBenign:
      'The walk ran 30 s or more: the pod starts late, and times out its mount if the walk outlasts about two minutes. Set `securityContext.fsGroupChangePolicy: OnRootMismatch` (the walk is skipped when the volume\'s root already has the right owner), or let the CSI driver apply the fsGroup itself (`fsGroupPolicy` of its CSIDriver object); a volume of millions of files may need its ownership set once by hand.',
    references: [k8s(69699), k8sPR(92878), k8s(90293), page('Kubernetes documentation: volume permission and ownership change policy', 'https://kubernetes.io/docs/tasks/configure-pod-container/security-context/#configure-volume-permission-and-ownership-change-policy-for-pods'), src('pkg/volume/volume_linux.go')],
    sourceFiles: ['pkg/volume/volume_linux.go'],
    samples: [
      // source: https://github.com/istio/istio/pull/20311 (a kind node's journal)
      'Feb 02 17:30:15 istio-testing-control-plane kubelet[790]: W0202 17:30:15.485679     790 volume_linux.go:45] Setting volume ownership for /var/lib/kubelet/pods/3d5edba1-6de7-4bab-a2b1-3d86669ce838/volumes/kubernetes.io~secret/ingressgateway-certs and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699',
    ],
  },
  {
    id: 'windows-unsupported-noise',
    title: 'A Windows kubelet says what its platform does not have (static pod files, /proc)',
    verdictKind: 'benign',
    informational: true,
    match: {
      // Only -1, Go's os.Getuid() on Windows: a Linux kubelet run as another user is a real finding (r53a 13).
      // ≤1.7 wrote `Kubelet needs to run as uid 0. It is being run as -1`; those kubelets also tried iptables, which
      // Windows has not (`Failed to ensure that nat chain KUBE-MARK-DROP exists: … executable file not found in %PATH%`, r67a 16, 17).
      messagePatterns: [
        '^Watching source file is unsupported in this build', '^Could not get process start time, could not read /proc', '^kubelet needs to run as uid `0`\\. It is being run as -1$',
        '^Kubelet needs to run as uid 0\\. It is being run as -1$', '^Failed to ensure that (?:nat|filter) chain \\S{1,40} exists: .{0,200}executable file not found in %PATH%',
      ],
    },
    summary: 'Logged at error level by Windows kubelets at start-up: the static pod directory is not watched there (it is read again periodically instead); older Windows kubelets also log the Linux-only process start time and root user checks.',
    explanation:
      'The kubelet is one code base for Linux and Windows. On Windows it cannot watch the static pod directory for changes (`file_unsupported.go` stubs the watch and says so once), but it still reads `staticPodPath` every `fileCheckFrequency` (20 s by default), so static pods there start late rather than never. ' +
      'Older Windows kubelets also had no `/proc` to read their own start time from for the `process_start_time_seconds` metric, and took Go\'s user ID of -1 (Windows has none) for a kubelet not run as root, before Windows got its own permission check (kubernetes#96616); each said so as an error once at start-up.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do. Static pods on a Windows node are read by polling: a change to a manifest takes up to `fileCheckFrequency` to apply.',
    references: [gh('kubernetes-sigs/sig-windows-tools', 76), k8sPR(96616), src('pkg/kubelet/config/file_unsupported.go')],
    sourceFiles: ['pkg/kubelet/config/file_unsupported.go', 'staging/src/k8s.io/component-base/metrics/processstarttime.go'],
    samples: [
      // source: https://github.com/kubernetes-sigs/sig-windows-tools/issues/76 (a Windows kubelet's log file)
      'E0503 13:38:35.986907    5324 file_unsupported.go:28] Watching source file is unsupported in this build',
      // source: https://github.com/kubernetes-sigs/sig-windows-tools/issues/76
      'E0503 13:38:42.519909    5324 processstarttime.go:43] Could not get process start time, could not read /proc: CreateFile /proc: The system cannot find the file specified.',
      // source: https://github.com/kubernetes/kubernetes/issues/88942 (a Windows kubelet's start-up)
      'E0307 18:34:36.028964    4216 server.go:749] kubelet needs to run as uid `0`. It is being run as -1',
    ],
  },
  {
    id: 'aws-credentials-probe-noise',
    title: 'The in-tree AWS (ECR) credential provider found no AWS credentials',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^while getting AWS credentials NoCredentialProviders'],
    },
    summary: 'The kubelet\'s built-in ECR credential provider looked for AWS credentials at start-up and found none: on a node outside AWS there are none to find.',
    explanation:
      'Kubelets up to 1.26 carried an in-tree ECR credential provider (removed in 1.27, kubernetes#116329) that probes for AWS credentials when it starts, on every node, and logs this error when there are none. It only matters for pulling images from an ECR registry.',
    benignWhen: 'On a node that pulls no images from Amazon ECR.',
    whenNotBenign: 'If pods on this node pull from ECR and fail with authentication errors, give the node AWS credentials (an instance role) or configure the `ecr-credential-provider` plugin.',
    references: [k8sPR(116329), gh('kubernetes-sigs/sig-windows-tools', 76), page('Kubernetes documentation: kubelet image credential providers', 'https://kubernetes.io/docs/tasks/administer-cluster/kubelet-credential-provider/')],
    sourceFiles: ['pkg/credentialprovider/aws/aws_credentials.go'],
    samples: [
      // source: https://github.com/kubernetes-sigs/sig-windows-tools/issues/76
      'E0503 13:38:42.355438    5324 aws_credentials.go:77] while getting AWS credentials NoCredentialProviders: no valid providers in chain. Deprecated.',
    ],
  },
  {
    id: 'log-stream-client-gone',
    title: 'A `kubectl logs` client went away while the kubelet was sending it a container\'s log',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Failed with err write tcp \\S{1,100}: write: (?:connection reset by peer|broken pipe) when writing log for log file '],
      // 1.21+ (logs.go, structured): `"Failed when writing line to log file" err="write tcp …: write: broken pipe" path=…`.
      messages: ['Failed when writing line to log file'],
      errContains: ['broken pipe', 'connection reset by peer', 'http2: stream closed'],
      errChecksOnlyFor: ['Failed when writing line to log file'],
    },
    summary: 'The kubelet was streaming a container\'s log (`kubectl logs -f`, a log shipper through the API) and the other end closed the connection.',
    explanation:
      'The kubelet serves container logs on its port 10250 for the API server, which relays them to `kubectl logs`. When the client stops reading (Ctrl-C on `kubectl logs -f`, a timeout, the API server dropping the stream), the kubelet\'s next write fails and it logs this at error level. Nothing happened to the container or its log file.',
    benignWhen: 'Always: it is the reader that left.',
    whenNotBenign: 'Nothing to do. If `kubectl logs` itself fails for users, look at the API server\'s connection to the kubelet instead.',
    references: [ghPR('litmuschaos/litmus', 30), src('pkg/kubelet/kuberuntime/logs/logs.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/logs/logs.go', 'pkg/kubelet/kuberuntime/kuberuntime_logs.go'],
    samples: [
      // source: https://github.com/litmuschaos/litmus/pull/30 (from a systemd JSON export's MESSAGE; shortened after the file)
      'E0321 07:09:19.376093     801 kuberuntime_logs.go:201] Failed with err write tcp 20.10.49.13:10250->20.10.49.11:34608: write: connection reset by peer when writing log for log file "/var/log/pods/8cc50428-2b3f-11e8-9309-000c298ff5fc/maya-apiserver_0.log"',
    ],
  },
  {
    id: 'device-checkpoint-missing',
    title: 'Device manager checkpoint not found (first start)',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Failed to read data from checkpoint'],
      // ≤1.20's printf wording, at severity W.
      messagePatterns: ['^Failed to retrieve checkpoint for "kubelet_internal_checkpoint": checkpoint is not found'],
      errContains: ['checkpoint is not found'],
    },
    summary: 'The device manager found no checkpoint of its device assignments, as on a node\'s first start; it starts with none.',
    explanation:
      'The device manager keeps which devices (GPUs and other device-plugin resources) it gave to which containers in `kubelet_internal_checkpoint`. ' +
      'When the file is not there (a new node, or the file was removed), it logs this (at info level in older kubelets, at error level in newer ones) and starts with an empty state, which is what a node without assigned devices has anyway.',
    benignWhen: 'Always, when the checkpoint is simply not there.',
    whenNotBenign: 'Nothing to do; only a checkpoint that is there but unreadable (corrupt) would deserve a look.',
    references: [src('pkg/kubelet/cm/devicemanager/manager.go'), gh('cilium/cilium', 42048)],
    sourceFiles: ['pkg/kubelet/cm/devicemanager/manager.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log L427 (≤1.20's wording)
      'W1119 11:58:40.082349    4390 manager.go:596] Failed to retrieve checkpoint for "kubelet_internal_checkpoint": checkpoint is not found',
      // source: https://github.com/cilium/cilium/issues/42048
      " kubelet: E1006 17:56:35.378789   40709 manager.go:517] \"Failed to read data from checkpoint\" err=\"checkpoint is not found\" checkpoint=\"kubelet_internal_checkpoint\"",
    ],
  },
  {
    id: 'eviction-no-imagefs-label',
    title: 'Eviction manager: no separate image filesystem label',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['eviction manager: failed to check if we have separate container filesystem. Ignoring.'],
    },
    summary: 'The eviction manager could not tell whether containers have a filesystem of their own, and treats it as shared.',
    explanation:
      'Since 1.29 (KEP-4191, split image filesystem) the eviction manager checks at start-up whether container writable layers live on a filesystem separate from images, through cAdvisor\'s filesystem labels. ' +
      'The kubelet\'s cAdvisor wrapper has such a label only for CRI-O\'s socket, so on containerd (and any other runtime endpoint) the check fails with `no imagefs label for configured runtime`, whatever the runtime could answer: the kubelet logs this at error level at each start and goes on as before, one filesystem for images and containers.',
    benignWhen: 'Always, unless the node is meant to use a separate container filesystem.',
    whenNotBenign: 'Only on a node set up with a split image filesystem: check the runtime\'s image and container storage configuration.',
    references: [src('pkg/kubelet/eviction/eviction_manager.go'), gh('cilium/cilium', 42048)],
    sourceFiles: ['pkg/kubelet/eviction/eviction_manager.go'],
    samples: [
      // source: https://github.com/cilium/cilium/issues/42048
      " kubelet: E1006 17:56:35.379510   40709 eviction_manager.go:267] \"eviction manager: failed to check if we have separate container filesystem. Ignoring.\" err=\"no imagefs label for configured runtime\"",
    ],
  },
  {
    id: 'apiserver-list-watch-failed',
    title: 'Informer list/watch against the API server failed',
    verdictKind: 'benign-in-context',
    match: {
      // 1.3x's JSON and structured lines say `Failed to watch` with the reflector in its own key (err: `failed to list
      // *v1.Service: …`); the reflector's printf warning before the error says `failed to list` in lower case.
      messages: ['Unhandled Error', 'Failed to watch', 'Failed to list'],
      errContains: ['Failed to watch *', 'Failed to list *', 'failed to list *'],
      messagePatterns: [
        '^pkg/[\\w./-]*:\\d+: (?:[Ff]ailed to list|Failed to watch) \\*',
        '^k8s\\.io/[\\w./-]*:\\d+: (?:Failed to (?:list|watch)|failed to list) \\*',
        '^vendor/k8s\\.io/[\\w./-]*:\\d+: (?:Failed to (?:list|watch)|failed to list) \\*',
        // The Secret and ConfigMap managers' reflector of one object (≤1.2x printf: `object-"ns"/"name": Failed to list *v1.Secret`).
        '^object-"[^"]{1,253}"/"[^"]{1,253}": (?:Failed to (?:list|watch)|failed to list) \\*',
      ],
    },
    // And a Secret's or ConfigMap's refusal by the Node authorizer just after its pod came (r73a 7); and a failure the
    // same informer's cache filling soon after shows passing (an API server restarting: r78a D5, OCP's 15 s outage).
    evidence: ['kubelet-starting', 'before-node-registered', 'object-read-after', 'followed-by-success'],
    escalation: ['registration-overdue', 'persisting', 'identity-refused'],
    evidenceParams: {
      unlessRegistrationRefused: true,
      successMessages: ['Caches populated'],
      sameReflector: true,
      windowSeconds: 120,
    },
    summary: 'A client-go reflector could not list or watch a resource on the API server and will retry with back-off.',
    explanation:
      'The kubelet keeps local caches of Nodes, Services, Pods, CSIDrivers and RuntimeClasses through client-go informers. When the API ' +
      'server is not reachable yet (a control-plane node whose kube-apiserver is a static pod of this very kubelet, a restarting API ' +
      'server) or the kubelet still talks as an anonymous or bootstrap user, each list or watch fails and is retried. Short bursts at ' +
      'start-up are expected; the caches fill once the API answers.',
    benignWhen: 'during the first minutes after the kubelet starts, or before the node has registered; or a Secret or ConfigMap refused by the Node authorizer (`no relationship found between node`) whose volume mounted moments later: the authorizer had not yet seen the pod that uses it bound to the node; or a failure after which the same informer filled its cache within two minutes (`Caches populated for *v1.Node from …`, logged at `--v=2`): the API server was back.',
    whenNotBenign:
      'If it goes on: check that the node reaches the API server (`curl -k https://<apiserver>:6443/healthz` from the node), the ' +
      'kubelet kubeconfig and its client certificate, and, for `forbidden` errors, the Node authorizer and RBAC for the kubelet user.',
    adviceFor: [
      {
        ifContains: ['is not a known field selector', 'field label not supported'],
        advice:
          "`is not a known field selector`: the API server answered, and does not know the field selector this kubelet's informer asks for: the kubelet is newer than the API server. The version skew policy allows a kubelet older than the API server (up to three minors since 1.28), never newer: upgrade the control plane first, or run a kubelet of the API server's version (`kubectl version` shows the server's; siderolabs/talos#9984).",
      },
    ],
    references: [src('staging/src/k8s.io/client-go/tools/cache/reflector.go'), k8s(74262), k8s(49880), k8s(104108), gh('siderolabs/talos', 9984), gh('kubernetes-sigs/kubespray', 6716), page('Kubernetes version skew policy: kubelet', 'https://kubernetes.io/releases/version-skew-policy/#kubelet')],
    sourceFiles: ['staging/src/k8s.io/client-go/tools/cache/reflector.go'],
    samples: [
      // source: https://github.com/siderolabs/talos/issues/9984 (`talosctl logs kubelet` of a 1.32 kubelet)
      '10.0.0.120: {"ts":1734987714647.7485,"caller":"cache/reflector.go:561","msg":"k8s.io/client-go/informers/factory.go:160: failed to list *v1.Service: \\"spec.clusterIP\\" is not a known field selector: only \\"metadata.name\\", \\"metadata.namespace\\"","v":0}',
      // source: https://github.com/kubernetes-sigs/kubespray/issues/6716
      'Sep 18 18:39:24 testgpu1-1112050-iaas kubelet[24732]: E0918 18:39:24.908862   24732 reflector.go:125] object-"kube-system"/"default-token-7ctgg": Failed to list *v1.Secret: Get https://localhost:6443/api/v1/namespaces/kube-system/secrets?fieldSelector=metadata.name%3Ddefault-token-7ctgg&limit=500&resourceVersion=0: dial tcp 127.0.0.1:6443: connect: connection refused',
      // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log
      "Nov 03 13:48:19 minion2 kubelet[1334]: E1103 13:48:19.466984    1334 reflector.go:188] pkg/kubelet/kubelet.go:378: Failed to list *api.Service: Get http://192.168.33.10:8080/api/v1/services?resourceVersion=0: dial tcp 192.168.33.10:8080: getsockopt: no route to host",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log
      "Apr 14 00:07:34 kind-worker3 kubelet[298]: E0414 00:07:34.766003     298 reflector.go:138] vendor/k8s.io/client-go/informers/factory.go:134: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User \"system:anonymous\" cannot list resource \"services\" in API group \"\" at the cluster scope",
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log (the warning before the error)
      'Apr 14 00:07:34 kind-worker3 kubelet[298]: W0414 00:07:34.765600     298 reflector.go:324] vendor/k8s.io/client-go/informers/factory.go:134: failed to list *v1.Service: services is forbidden: User "system:anonymous" cannot list resource "services" in API group "" at the cluster scope',
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      '172.20.0.2: {"ts":1758106678042.8213,"logger":"UnhandledError","caller":"cache/reflector.go:205","msg":"Failed to watch","reflector":"k8s.io/client-go/informers/factory.go:160","type":"*v1.Service","err":"failed to list *v1.Service: Get \\"https://127.0.0.1:7445/api/v1/services?fieldSelector=spec.clusterIP%21%3DNone&limit=500&resourceVersion=0\\": EOF"}',
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:10.872132    2689 reflector.go:158] \"Unhandled Error\" err=\"k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User \\\"system:anonymous\\\" cannot list resource \\\"services\\\" in API group \\\"\\\" at the cluster scope\" logger=\"UnhandledError\"",
    ],
  },
  {
    id: 'node-register-forbidden',
    title: 'Node registration refused (credentials, certificates or admission)',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to register node with API server', 'Unable to register node with API server, reason is forbidden', 'Unable to register node with API server, error getting existing node'],
      messagePatterns: ['^Unable to register node "[^"]*" with API server: ', LEGACY_REGISTER_FAILED],
      errContains: [...IDENTITY_REFUSALS, ...NODE_OBJECT_REFUSALS],
    },
    // During TLS bootstrap the kubelet first talks as an anonymous or bootstrap user and is refused until its
    // certificate is issued (seen in the kind and OpenShift corpus logs); only a registration that never succeeds matters.
    evidence: ['before-node-registered'],
    escalation: ['registration-overdue', 'identity-refused'],
    summary: 'The API server answered the kubelet\'s node registration with an authorization or certificate error.',
    explanation:
      'While a node bootstraps, the kubelet may still authenticate as an anonymous or bootstrap user that is not allowed to create ' +
      'Node objects; it retries, and registers once its client certificate is issued. If registration never succeeds, the kubelet ' +
      'authenticates as the wrong user (a wrong kubeconfig, a missing `system:nodes` group, the Node authorizer or NodeRestriction ' +
      'misconfigured) or its certificate is expired or signed by another CA, and no pod is scheduled to the node.',
    benignWhen: 'the node registers later in the same kubelet run (`Successfully registered node`).',
    whenNotBenign:
      'Check the user in the kubelet kubeconfig (`kubectl auth can-i create nodes --as=system:node:<name> --as-group=system:nodes`), ' +
      'the client certificate (`openssl x509 -noout -subject -enddate`), TLS bootstrapping and pending CSRs (`kubectl get csr`). ' +
      '`x509: certificate signed by unknown authority` is the other way round: the kubelet does not trust the API server\'s certificate, because the CA in its kubeconfig (`certificate-authority-data`) did not sign it (the cluster\'s CA replaced, a kubeconfig from another cluster, a proxy in the way); compare that CA with the API server\'s (`openssl s_client -connect <server>:6443 -showcerts`). ' +
      '`node A cannot modify node B` is the NodeRestriction admission plugin: the kubelet\'s credentials name node A (`system:node:A`) and it registers B, which never passes by retrying. Node names are lower case: a hostname with capitals (`k8s-Node171` for `k8s-node171`), a `--hostname-override`, or a certificate issued for another name. Make the node name and the certificate\'s name the same.',
    references: [src('pkg/kubelet/kubelet_node_status.go'), k8s(74262), gh('kubernetes/kubeadm', 344)],
    sourceFiles: ['pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:40.000375    4390 kubelet_node_status.go:92] Unable to register node \"localhost\" with API server: nodes is forbidden: User \"kubelet-client\" cannot create resource \"nodes\" in API group \"\" at the cluster scope",
      // source: https://github.com/kubernetes/kubeadm/issues/344 (kubelet 1.7; the hostname has capitals, node names none)
      'Jul 13 15:23:52 k8s-Node171 kubelet[5443]: E0713 15:23:52.671312    5443 kubelet_node_status.go:106] Unable to register node "k8s-node171" with API server: nodes "k8s-node171" is forbidden: node k8s-Node171 cannot modify node k8s-node171',
    ],
  },
  {
    id: 'node-not-ready-after-startup',
    title: 'Node not Ready within the kubelet\'s start-up grace',
    verdictKind: 'actionable',
    match: { messages: ['Node not becoming ready in time after startup'] },
    // Mended: the node became Ready later in the run (its status update's NodeReady; r27a 24).
    evidence: ['followed-by-success'],
    evidenceParams: {
      windowSeconds: 900,
      successMessages: ['Recording event message for node', 'Recording NodeReady event message for node', 'Fast updating node status as it just became ready'],
      successIsNodeReady: true,
    },
    benignWhen: 'The node becomes Ready later in the same run: a start that took longer than two minutes (a CNI pod pulling its image).',
    summary: 'Two minutes after the kubelet started, its node had still not become Ready.',
    explanation:
      'After a start the kubelet checks its node\'s readiness every 100 ms, and reports the status as soon as the node is Ready, for at most 120 s (`nodeReadyGracePeriod`); it writes this line once when that grace runs out. ' +
      'Until then the runtime\'s and network\'s "not ready" errors are start-up noise (1.26 on they are logged only at high verbosity); from this line on they are logged as errors and are no longer start-up. ' +
      'The Ready condition\'s message names what is missing, usually the CNI network (`cni plugin not initialized`) or the runtime.',
    whenNotBenign:
      'Read the `Container runtime network not ready` or `Container runtime not ready` lines that follow, or `kubectl describe node` (Ready condition): for the network, check that the CNI pod on this node runs and wrote its config to `/etc/cni/net.d`; for the runtime, its service and socket.',
    references: [k8s(112618), gh('cilium/cilium', 42048)],
    sourceFiles: ['pkg/kubelet/kubelet_node_status.go', KUBELET_GO],
    samples: [
      // source: https://github.com/cilium/cilium/issues/42048 (the syslog prefix of that post dropped)
      'E1006 17:58:35.382667   40709 kubelet_node_status.go:460] "Node not becoming ready in time after startup"',
    ],
  },
  {
    // Before node-lease-failed: a conflict is the API server answering, not a heartbeat that did not get through.
    id: 'node-lease-conflict',
    title: 'Node lease update conflicted with a newer version',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to update lease'],
      messagePatterns: ['^failed to update (?:node )?lease'],
      errContains: ['the object has been modified'],
    },
    // No line shows the next renewal went through (the kubelet logs none): one conflict is left to judge, with what it
    // usually is said; conflicts that keep coming, minutes apart, are another writer (r27a 26: every 3 min for 54 min).
    escalation: ['persisting'],
    evidenceParams: { persistSeconds: 600, persistGapSeconds: 600 },
    summary: 'The kubelet renewed its Lease from a stale copy and the API server refused the write as a conflict; the kubelet reads the Lease again and renews it on the next beat.',
    explanation:
      'Updates are optimistic: the kubelet sends the Lease with the resourceVersion it last saw, and the API server refuses it (409 Conflict, "the object has been modified") when the object changed since. ' +
      'On a conflict the lease controller reads the Lease again at once and retries the update in the same beat (up to five times; `failed to update lease using latest lease, fallback to ensure lease` when that fails), so a single conflict normally costs no heartbeat; the node is marked NotReady only after the node controller\'s grace period without a renewal (`--node-monitor-grace-period` of kube-controller-manager: 40 s by default before 1.32, 50 s since). ' +
      'Conflicts come when something else wrote the Lease (a second kubelet with the same node name, a controller, a restore of etcd) or when the kubelet\'s copy is old (after a long API server outage).',
    benignWhen: 'A single conflict: the kubelet reads the Lease again and the next beat renews it (no line says so).',
    whenNotBenign:
      'A conflict at every beat for minutes means another writer keeps changing the Lease: look for a second node with the same name (`hostname-override`, a cloned VM) or a controller that edits leases in `kube-node-lease`.',
    references: [k8sPR(126287), src('staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go')],
    sourceFiles: ['staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log
      'E0326 15:43:36.673499   12398 controller.go:193] "Failed to update lease" err="Operation cannot be fulfilled on leases.coordination.k8s.io \\"fargate-ip-10-0-82-17.us-west-2.compute.internal\\": the object has been modified; please apply your changes to the latest version and try again"',
    ],
  },
  {
    id: 'node-lease-failed',
    title: 'Node lease could not be created or renewed',
    verdictKind: 'benign-in-context',
    match: {
      // The lease controller also asks for the Node to own the lease: not found until the node registered.
      messages: ['Failed to ensure lease exists, will retry', 'Failed to update lease', 'Failed to get node when trying to set owner ref to the node lease'],
      // 1.14-1.16's kubelet lease controller says "node lease"; the shared one of component-helpers (1.17-1.20) "lease".
      messagePatterns: ['^failed to ensure (?:node )?lease exists, will retry', '^failed to update (?:node )?lease', '^failed to get node "[^"]{1,253}" when trying to set owner ref to the node lease'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'persisting', 'identity-refused'],
    // Once the node registered the API server had answered: a lease failing later is no start-up.
    evidenceParams: { unlessRegistrationRefused: true, startupUnlessRegistered: true },
    summary: 'The kubelet\'s heartbeat, its Lease in `kube-node-lease`, failed to be created or renewed; it retries.',
    explanation:
      'Every 10 s the kubelet renews a Lease object that tells the control plane the node is alive. At start-up the Lease may not be ' +
      'creatable yet (API server down, bootstrap credentials); later, a single failure (a conflict, a timeout) is retried on the next ' +
      'beat. The node controller marks the node NotReady only after the lease has not been renewed for its grace period (kube-controller-manager\'s `--node-monitor-grace-period`: 40 s by default before 1.32, 50 s since).',
    benignWhen: 'at kubelet start-up, before the node registered, or as a single failure followed by normal operation.',
    whenNotBenign:
      'Repeated failures mean the node is about to be marked NotReady and its pods evicted: check API server reachability and latency ' +
      'from the node, then what the error names. `Unauthorized` (401) is the kubelet\'s credentials: its client certificate ' +
      '(expired, or signed by another CA: `openssl x509 -noout -issuer -enddate`) or bootstrap token; `forbidden` (403) is ' +
      'authorization: the Node authorizer or RBAC for the kubelet user on `leases` in `kube-node-lease`. ' +
      '`can only access node lease with the same name as the requesting node` (NodeRestriction) is a node whose name is not the one in its credentials (`system:node:<name>`): a `--hostname-override`, or a hostname that changed; it never passes by retrying.',
    references: [src('staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go'), src('pkg/kubelet/kubelet.go')],
    sourceFiles: ['staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "E1119 11:58:39.869326    4390 controller.go:136] failed to ensure node lease exists, will retry in 200ms, error: leases.coordination.k8s.io \"localhost\" is forbidden: User \"kubelet-client\" cannot get resource \"leases\" in API group \"coordination.k8s.io\" in the namespace \"kube-node-lease\"",
      // source: https://github.com/kubesphere/kubesphere/issues/1657 (kubelet 1.16, a node whose name is not its certificate's)
      "12月 12 11:44:22 k8s-node-1 kubelet[11778]: E1212 11:44:22.849805   11778 controller.go:170] failed to update node lease, error: leases.coordination.k8s.io \"192.168.186.101\" is forbidden: can only access node lease with the same name as the requesting node",
      // https://github.com/rancher/rke2/issues/5289
      "E0116 14:19:24.411840 2315219 controller.go:144] failed to ensure lease exists, will retry in 7s, error: Get \"https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/lijie07-test02?timeout=10s\": net/http: request canceled (Client.Timeout exceeded while awaiting headers)",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:10.893154    2689 controller.go:145] \"Failed to ensure lease exists, will retry\" err=\"leases.coordination.k8s.io \\\"ite-ocp-2rk9g-master-0\\\" is forbidden: User \\\"system:anonymous\\\" cannot get resource \\\"leases\\\" in API group \\\"coordination.k8s.io\\\" in the namespace \\\"kube-node-lease\\\"\" interval=\"200ms\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106678052.8208,\"caller\":\"lease/controller.go:145\",\"msg\":\"Failed to ensure lease exists, will retry\",\"interval\":\"200ms\",\"err\":\"Get \\\"https://127.0.0.1:7445/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/talos-default-controlplane-1?timeout=10s\\\": context deadline exceeded - error from a previous attempt: EOF\"}",
    ],
  },
  {
    id: 'node-status-update-retry',
    title: 'Node status update failed, will retry',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Error updating node status, will retry'],
      messagePatterns: ['^Error updating node status, will retry'],
    },
    evidence: ['kubelet-starting'],
    escalation: ['persisting', 'identity-refused'],
    // The kubelet updates its node's status only after its registration loop registered the Node (or found it there),
    // so no status line comes before the registration (r33a 01b). Once the node registered, the API server had answered
    // and held its Node: only an API server not answering yet (a control plane's own, coming up) is start-up, not one
    // that answers with its own failure (`etcd cluster is unavailable`, a 5xx; r33a 04b).
    evidenceParams: { unlessRegistrationRefused: true, startupUnlessRegistered: true, startupOnlyIf: API_NOT_UP_YET, startupIfControlPlane: CONTROL_PLANE_STARTING },
    summary: 'One attempt to report the node\'s status to the API server failed; the kubelet retries up to five times per period.',
    explanation:
      'The kubelet patches the Node status (conditions, addresses, capacity) periodically. A failed attempt, often a timeout or a ' +
      'conflict while the API server is busy or restarting, is retried immediately; only when all retries of a period fail does it ' +
      'log `Unable to update node status`.',
    benignWhen: 'occasional, or during start-up and API server restarts.',
    whenNotBenign:
      'If it repeats (and `Unable to update node status` appears) the control plane sees stale node status: check the API server, the ' +
      'network path from the node, and the size of the status patch (many images on the node make it large).',
    adviceFor: [
      {
        ifContains: ["use of closed network connection"],
        advice:
          "`use of closed network connection`: the kubelet's HTTP/2 connection to the API server was dead (a network failure, a load balancer dropping it). Kubelets since 1.20 (and patch releases of 1.18 and 1.19, kubernetes#95981) check their connections and open a new one, and this line is that check at work: look at the API server and the network path if it goes on. A kubelet of 1.18 or older could keep using the dead connection for good: if the API server answers from the node (`curl -k https://<server>/healthz`) while the kubelet keeps failing, restart the kubelet (kubernetes#87615, golang/go#39750).",
      },
    ],
    references: [src('pkg/kubelet/kubelet_node_status.go'), k8s(87615), gh('golang/go', 39750)],
    sourceFiles: ['pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log
      "E0326 15:43:36.383485   12398 kubelet_node_status.go:540] \"Error updating node status, will retry\" err=\"error getting node \\\"fargate-ip-10-0-82-17.us-west-2.compute.internal\\\": Get \\\"https://39F24B13E46CFBFC72E3786FBFC105C0.gr7.us-west-2.eks.amazonaws.com/api/v1/nodes/fargate-ip-10-0-82-17.us-west-2.compute.internal?timeout=10s\\\": http2: client connection lost\"",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:23:15 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:23:15.011662    2689 kubelet_node_status.go:585] \"Error updating node status, will retry\" err=\"failed to patch status \\\"{\\\\\\\"status\\\\\\\":{\\\\\\\"$setElementOrder/conditions\\\\\\\":[{\\\\\\\"type\\\\\\\":\\\\\\\"MemoryPressure\\\\\\\"},{\\\\\\\"type\\\\\\\":\\\\\\\"DiskPressure\\\\\\\"},{\\\\\\\"type\\\\\\\":\\\\\\\"PIDPressure\\\\\\\"},{\\\\\\\"type\\\\\\\":\\\\\\\"Ready\\\\\\\"}],\\\\\\\"conditions\\\\\\\":[{\\\\\\\"lastHeartbeatTime\\\\\\\":\\\\\\\"2025-05-23T08:23:15Z\\\\\\\",\\\\\\\"type\\\\\\\":\\\\\\\"MemoryPressure\\\\\\\"},{\\\\\\\"lastHeartbeatTime\\\\\\\":\\\\\\\"2025-05-23T08:23:15Z\\\\\\\",\\\\\\\"type\\\\\\\":\\\\\\\"DiskPressure\\\\\\\"},{\\\\\\\"lastHeartbeatTime\\\\\\\":\\\\\\\"2025-05-23T08:23:15Z\\\\\\\",\\\\\\\"type\\\\\\\":\\\\\\\"PIDPressure\\\\\\\"},{\\\\\\\"lastHeartbeatTime\\\\\\\":\\\\\\\"2025-05-23T08:23:15Z\\\\\\\",\\\\\\\"type\\\\\\\":\\\\\\\"Ready\\\\\\\"}],\\\\\\\"runtimeHandlers\\\\\\\":[{\\\\\\\"features\\\\\\\":{\\\\\\\"recursiveReadOnlyMounts\\\\\\\":true,\\\\\\\"userNamespaces\\\\\\\":false},\\\\\\\"name\\\\\\\":\\\\\\\"runc\\\\\\\"},{\\\\\\\"features\\\\\\\":{\\\\\\\"recursiveReadOnlyMounts\\\\\\\":true,\\\\\\\"userNamespaces\\\\\\\":true},\\\\\\\"name\\\\\\\":\\\\\\\"crun\\\\\\\"},{\\\\\\\"features\\\\\\\":{\\\\\\\"recursiveReadOnlyMounts\\\\\\\":true,\\\\\\\"userNamespaces\\\\\\\":true},\\\\\\\"name\\\\\\\":\\\\\\\"\\\\\\\"}]}}\\\" for node \\\"ite-ocp-2rk9g-master-0\\\": Patch \\\"https://api-int.ite-ocp.ite.local:6443/api/v1/nodes/ite-ocp-2rk9g-master-0/status?timeout=10s\\\": dial tcp 10.10.15.122:6443: connect: connection refused\"",
      // source: https://github.com/kubernetes/kubernetes/issues/87615
      "Jun 23 03:25:49 vm10.company.com kubelet[22255]: E0623 03:25:49.553078   22255 kubelet_node_status.go:402] Error updating node status, will retry: error getting node \"vm10.company.com\": Get \"https://vm10.company.com:8443/api/v1/nodes/vm10.company.com?timeout=10s\": read tcp 16.155.199.4:41718->16.155.199.4:8443: use of closed network connection",
    ],
  },
  {
    id: 'node-status-update-failed',
    title: 'Node status not updated: every retry of the period failed',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to update node status'],
      messagePatterns: ['^Unable to update node status: update node status exceeds retry count'],
    },
    // As its retries' lines, whose errors say what it does not.
    evidence: ['kubelet-starting'],
    escalation: ['persisting', 'identity-refused'],
    evidenceParams: { unlessRegistrationRefused: true, startupUnlessRegistered: true, startupOnlyIf: API_NOT_UP_YET, startupIfControlPlane: CONTROL_PLANE_STARTING, startupCauseBefore: 'Error updating node status, will retry' },
    summary: 'All five attempts of this period to report the node\'s status failed: the control plane did not hear from the node this time.',
    explanation:
      'The kubelet reports the node\'s status every `nodeStatusUpdateFrequency` (10 s by default); each report is tried up to five times (`Error updating node status, will retry`), and when all five fail it logs this line and waits for the next period. ' +
      'With the node lease still renewed the node stays Ready, but its conditions, addresses and images go stale; with the lease failing too, the node controller marks it NotReady after its grace period (40 s by default before 1.32, 50 s since) and its pods are evicted later. ' +
      'The retries\' lines before it say why (a timeout, the API server unreachable, the Node object gone: `nodes "x" not found` after it was deleted, which the kubelet does not repair until it restarts).',
    benignWhen: 'at kubelet start-up before the node registered, or once while the API server restarts.',
    whenNotBenign:
      'Read the retries\' error: the API server unreachable or slow (its endpoint and load balancer, `curl -k https://<apiserver>:6443/healthz` from the node), the Node deleted (`kubectl get node`; restart the kubelet to register it again), or credentials refused (the kubelet\'s client certificate).',
    references: [k8sPR(126287), src('pkg/kubelet/kubelet_node_status.go'), page('Kubernetes docs: node heartbeats', 'https://kubernetes.io/docs/concepts/architecture/nodes/#node-heartbeats')],
    sourceFiles: ['pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // source: https://github.com/kolkhis/tech-notes (kubeadm 1.32.1 notes: the API server down after a cgroup driver mismatch)
      'Feb 06 11:52:26 control-node1 kubelet[123350]: E0206 11:52:26.432961  123350 kubelet_node_status.go:536] "Unable to update node status" err="update node status exceeds retry count"',
    ],
  },
  {
    id: 'cni-config-missing',
    title: 'No CNI network configuration found yet',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Unable to update cni config'],
      // ≤1.7: `error updating cni config: No networks found in /etc/cni/net.d` (r67a 17).
      messagePatterns: ['^Unable to update cni config: ', '^error updating cni config: '],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'persisting'],
    evidenceParams: { startupUnlessNodeReady: true, clearedByRestartOf: ['boot'] },
    summary: 'The network plugin found no CNI configuration in its directory (dockershim-era wording of "CNI not initialized").',
    explanation:
      'With dockershim the kubelet itself loaded the CNI configuration and logged this while `/etc/cni/net.d` was empty. On a new node ' +
      'that is expected until the CNI DaemonSet (flannel, calico, ...) writes its config; pods other than host-network ones cannot start ' +
      'until it does.',
    benignWhen: 'in the first minutes after the kubelet starts, before the CNI pod on the node runs.',
    whenNotBenign:
      'If it persists, the CNI DaemonSet is not running on this node or writes its config elsewhere: check its pod on the node and the ' +
      '`--cni-conf-dir` flag.',
    references: [k8s(43815), src('pkg/kubelet/dockershim/network/cni/cni.go')],
    sourceFiles: ['pkg/kubelet/dockershim/network/cni/cni.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log
      "W1119 11:58:33.282324    4390 cni.go:239] Unable to update cni config: no networks found in /etc/cni/net.d",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "W0120 11:42:11.974698    4787 cni.go:239] Unable to update cni config: no networks found in /etc/cni/net.d",
    ],
  },
  {
    id: 'cpumanager-remove-stale-state',
    title: 'CPU/memory manager forgets a removed container (logged as an error)',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['RemoveStaleState: removing container', 'RemoveStaleState removing state'],
      messagePatterns: ['^\\[cpumanager\\] RemoveStaleState: removing '],
    },
    summary: 'Bookkeeping: the CPU (or memory) manager drops its assignment for a container that no longer exists.',
    explanation:
      'The CPU and memory managers keep per-container state in a checkpoint. On every reconcile and admission they remove entries for ' +
      'containers that are gone, and older kubelets log each removal at error severity although nothing failed (newer ones at info, verbosity 2; kubernetes#120569). It follows every pod deletion. ' +
      '`RemoveStaleState: failed to remove container` is a real failure and not this entry.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [k8s(120569), src('pkg/kubelet/cm/cpumanager/cpu_manager.go'), src('pkg/kubelet/cm/memorymanager/memory_manager.go')],
    sourceFiles: ['pkg/kubelet/cm/cpumanager/cpu_manager.go', 'pkg/kubelet/cm/memorymanager/memory_manager.go'],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:28:59 kind-worker kubelet[704773]: E0830 04:28:59.978802  704773 cpu_manager.go:394] \"RemoveStaleState: removing container\" podUID=\"8437a17a-a9d3-44a3-9148-855f75bdf034\" containerName=\"nginx\"",
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:08:42 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:08:42.225842    2689 cpu_manager.go:410] \"RemoveStaleState: removing container\" podUID=\"57e16dfd-9a8e-4c91-8ea3-986668ab805a\" containerName=\"cloud-controller-manager\"",
    ],
  },
  {
    id: 'eviction-signal-no-observation',
    title: 'Eviction signal not observed on this node',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Eviction manager: no observation found for eviction signal'],
      messagePatterns: ['^eviction manager: no observation found for eviction signal '],
    },
    summary: 'A configured eviction threshold refers to a signal this node\'s stats do not provide (inodes on Windows, for example).',
    explanation:
      'The eviction manager compares each threshold with an observation from the summary API. Some signals are not available on every ' +
      'platform or filesystem (Windows reports no inodes), so that threshold is simply skipped on each pass and the line repeats.',
    benignWhen: 'Always; it only means that threshold is not enforced on this node.',
    whenNotBenign: 'If you rely on that threshold, configure one the node can observe.',
    references: [src('pkg/kubelet/eviction/helpers.go')],
    sourceFiles: ['pkg/kubelet/eviction/helpers.go'],
    samples: [
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
      "W0820 20:28:39.148577    3312 helpers.go:789] eviction manager: no observation found for eviction signal nodefs.inodesFree",
    ],
  },
  {
    id: 'exec-probe-output-truncated',
    title: 'An exec probe printed more than the kubelet keeps of it (short write)',
    verdictKind: 'benign',
    match: {
      messages: ['Unable to write all bytes from execInContainer'],
    },
    summary: 'An exec probe\'s command wrote more than 10 KiB of output; the kubelet keeps the first 10 KiB and logs this each time the probe runs.',
    explanation:
      'The kubelet keeps at most 10 KiB of an exec probe\'s output (since 1.16.1 and 1.17, kubernetes#82514): that text is what a failed probe\'s event shows. ' +
      'A command that prints more fills the buffer, the write of the rest fails with Go\'s `short write`, and the prober logs it (`expectedBytes` is what the command printed, `actualBytes` the 10240 kept). ' +
      'The probe\'s result comes from the command\'s exit code, not from its output, so the probe works as before; the line comes back at every period of the probe, which is what makes it look alarming (kubernetes#120589).',
    benignWhen: 'Always: only the output kept for the probe\'s events is cut.',
    whenNotBenign:
      'To silence it, make the probe\'s command quiet: send its output to `/dev/null`, use a quiet flag (`grep -q`), or ask it for less (nmstate/kubernetes-nmstate#1476: `nmstatectl show` printed 83 KB where `nmstatectl show lo` prints 685 B). ' +
      'Kubelets before 1.34 name no pod on the line (kubernetes#132744 added the pod and container): the exec probe whose period matches the lines\' spacing is the one.',
    references: [k8s(120589), k8sPR(82514), k8sPR(132744), gh('nmstate/kubernetes-nmstate', 1476), src('pkg/kubelet/prober/prober.go')],
    sourceFiles: ['pkg/kubelet/prober/prober.go', 'pkg/probe/exec/exec.go'],
    samples: [
      // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log L734
      'E0507 11:59:33.737125    4624 prober.go:239] "Unable to write all bytes from execInContainer" err="short write" expectedBytes=11846 actualBytes=10240',
    ],
  },
  {
    id: 'csinode-init-failed',
    title: 'The CSI plugin could not initialize this node\'s CSINode object (yet)',
    verdictKind: 'benign-in-context',
    match: {
      // 1.17's wording names the object CSINodeInfo. Its `… after retrying` Fatal is the kubelet giving up: kubelet-fatal's.
      messagePatterns: ['^Failed to initialize CSINode(?:Info)?: '],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['registration-overdue', 'identity-refused'],
    // Only the API server not up yet, or the Node not registered yet, is start-up: another answer (an API server
    // that does not serve the version, r82a 20) is no wait.
    evidenceParams: { windowSeconds: 300, unlessRegistrationRefused: true, startupUnlessRegistered: true, startupOnlyIf: [...API_NOT_UP_YET, 'not found'] },
    summary: 'At start-up the CSI volume plugin could not write this node\'s CSINode object, most often because the kubelet had not registered its Node yet (`nodes "<node>" not found`).',
    explanation:
      'When the kubelet starts, its CSI plugin creates or updates the node\'s CSINode object (the CSI drivers of the node, and an annotation of the volume plugins migrated to CSI), retrying with a growing back-off. ' +
      'The CSINode belongs to the Node object: until the kubelet has registered its Node, the update fails with `nodes "<node>" not found`, and the node is not Ready meanwhile. Once registration succeeds the next attempt goes through. ' +
      'If the back-off runs out first, the kubelet logs `Failed to initialize CSINode after retrying` at severity F and exits, to try again after its restart (kubernetes#87964, on control-plane nodes whose API server was not up yet).',
    benignWhen: 'During the kubelet\'s start, before its Node is registered (`Successfully registered node` follows).',
    whenNotBenign:
      'If it goes on after the node registered, read the error: the Node authorizer or RBAC refusing the kubelet\'s writes to `csinodes` (storage.k8s.io), or an API server older than the kubelet that does not serve that API version (kubernetes#112711). ' +
      'If the node never registers, that is the failure to chase (the kubelet\'s credentials, its bootstrap, the API server\'s address).',
    references: [k8s(87964), k8s(112711), k8s(88859), src('pkg/volume/csi/csi_plugin.go')],
    sourceFiles: ['pkg/volume/csi/csi_plugin.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log L231
      'Apr 14 00:07:45 kind-worker3 kubelet[298]: E0414 00:07:45.137949     298 csi_plugin.go:297] Failed to initialize CSINode: error updating CSINode annotation: timed out waiting for the condition; caused by: nodes "kind-worker3" not found',
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log L927 (the node registers at L969)
      'May 23 08:07:31 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:31.215144    2689 csi_plugin.go:305] Failed to initialize CSINode: error updating CSINode annotation: timed out waiting for the condition; caused by: nodes "ite-ocp-2rk9g-master-0" not found',
    ],
  },
  {
    id: 'eviction-signal-pods-missing',
    title: 'Eviction manager: no statistics of the pods\' cgroup for its allocatable-memory signal',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Eviction manager: failed to construct signal'],
      messagePatterns: ['^eviction manager: failed to construct signal: '],
    },
    // Written right after the stats summary's own `Failed to get system container stats` for `/kubepods`, whose finding
    // says what this costs: part of it. Alone, it is left to judge as that line is.
    continues: { entries: ['system-container-stats-unknown'], seconds: 1, earlierSays: ['/kubepods"', '/kubepods.slice"'] },
    summary: 'The eviction manager could not compute `allocatableMemory.available`: the stats summary has no entry for the pods\' cgroup (`/kubepods`), the same gap the line `Failed to get system container stats` for `/kubepods` just before reports.',
    explanation:
      'Each pass the eviction manager reads the stats summary; the allocatable-memory signal needs the pods\' top cgroup among its system containers. When cAdvisor has no data for that cgroup the signal is skipped for the pass and this line is logged; node-level `memory.available` is still evaluated. ' +
      'Right after the kubelet starts cAdvisor may not have read the cgroup yet. Later, it is the cgroup layout: a kubelet in a container (minikube\'s docker driver, kind) that does not see the host\'s tree, or `cgroupsPerQOS: false` with a custom `cgroupRoot` (kubernetes#88969).',
    benignWhen: 'During the kubelet\'s start-up, before cAdvisor has read the pods\' cgroup; no line of the log can show that, so it is left to judge.',
    whenNotBenign:
      'If it repeats long after start-up, pods\' memory is not weighed against allocatable memory by the eviction manager: check the kubelet\'s cgroup driver and flags (`cgroupRoot`, `cgroupsPerQOS`) against the cgroups that exist, as for the `Failed to get system container stats` line beside it.',
    references: [k8s(88969), k8sPR(88970), gh('kubernetes/minikube', 9461), src('pkg/kubelet/eviction/helpers.go')],
    sourceFiles: ['pkg/kubelet/eviction/helpers.go'],
    samples: [
      // corpus: minikube-logs-k8s-1.23-UTF16LE-CRLF-multisection-Remering-pastebins.log L1664
      'Mar 04 10:40:39 minikube kubelet[866]: E0304 10:40:39.316309     866 helpers.go:673] "Eviction manager: failed to construct signal" err="system container \\"pods\\" not found in metrics" signal=allocatableMemory.available',
    ],
  },
  {
    id: 'system-uuid-unreadable',
    title: 'cAdvisor could not read the machine\'s system UUID',
    verdictKind: 'benign',
    match: {
      messagePatterns: ['^Failed to get system UUID: '],
    },
    summary: 'cAdvisor found no system UUID for the machine; the Node\'s `systemUUID` is left empty. Nothing else depends on it in the kubelet.',
    explanation:
      'cAdvisor reads the machine\'s UUID from the firmware (`/sys/class/dmi/id/product_uuid`, readable only by root), then from the device tree of POWER machines, and last from `/etc/machine-id`; the error names only the last file it tried, so `open /etc/machine-id` says that none of them could be read. ' +
      'That happens on boards and VMs without DMI data, and for a kubelet in a container without the host\'s `/sys` and `/etc/machine-id`. The kubelet logs it at start and at each refresh of the machine\'s information (every five minutes).',
    benignWhen: 'Always for the kubelet: only the Node\'s `status.nodeInfo.systemUUID` is empty.',
    whenNotBenign:
      'If a tool keys on the node\'s system UUID, give the kubelet the host\'s `/sys` (read-only) in a container, or a machine ID (`systemd-machine-id-setup`; google/cadvisor#2157, k3s-io/k3s#2754).',
    references: [gh('google/cadvisor', 2157), gh('k3s-io/k3s', 2754)],
    sourceFiles: ['vendor/github.com/google/cadvisor/machine/info.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log L209
      'E1119 11:58:33.230855    4390 info.go:114] Failed to get system UUID: open /etc/machine-id: no such file or directory',
    ],
  },
  {
    id: 'cadvisor-cpu-counter-decreased',
    title: 'cAdvisor skipped a CPU rate: a counter went down',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Could not get instant cpu stats: '],
    },
    summary: 'Between two samples of a cgroup the CPU counter went down (or the number of CPUs changed), so cAdvisor skipped one instantaneous CPU rate.',
    explanation:
      'cAdvisor turns two cumulative CPU readings of a cgroup into a rate. When the cgroup was made anew between them (a container restarted, a pod\'s cgroup recreated) the second reading is smaller, and the rate for that interval is left out with this warning. ' +
      'The next pair of samples gives a rate again: frequent lines only mirror containers coming and going (kubernetes#95970).',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do; many of them follow container restarts, which are worth a look for their own sake.',
    references: [k8s(95970)],
    sourceFiles: ['vendor/github.com/google/cadvisor/info/v2/conversion.go'],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log L13842
      'Aug 30 04:45:59 kind-worker kubelet[704773]: W0830 04:45:59.370285  704773 conversion.go:112] Could not get instant cpu stats: cumulative stats decrease',
    ],
  },
  {
    id: 'emptydir-quota-not-cleared',
    title: 'Volume teardown: no filesystem quota to clear',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Warning: [Ff]ailed to clear quota on '],
    },
    summary: 'Tearing down an emptyDir-backed volume (emptyDir, ConfigMap, Secret, projected), the kubelet tried to clear a filesystem quota that quota monitoring never set; the directory is removed all the same.',
    explanation:
      'The emptyDir plugin clears the project quota of a volume\'s directory before it removes it, for the quota-based local storage monitoring. With that monitoring off (the default) there is none to clear, and up to 1.27 every teardown of such a volume logged this warning; 1.28 logs it only when the monitoring is on (kubernetes#117077). ' +
      'On Windows the quota call is not implemented, with the same effect.',
    benignWhen: 'Always: the volume\'s directory is removed after it.',
    whenNotBenign: 'Nothing to do.',
    references: [k8sPR(117077), src('pkg/volume/emptydir/empty_dir.go')],
    sourceFiles: ['pkg/volume/emptydir/empty_dir.go'],
    samples: [
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log L978
      'W0120 11:42:31.571229    4787 empty_dir.go:469] Warning: Failed to clear quota on /var/lib/kubelet/pods/33319fcc-6995-4593-aacd-f56bf3cdba80/volumes/kubernetes.io~configmap/config-volume: ClearQuota called, but quotas disabled',
    ],
  },
  {
    id: 'flexvolume-dir-recreated',
    title: 'The FlexVolume plugin directory did not exist and was made',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Flexvolume plugin directory at \\S{1,512} does not exist\\. Recreating\\.'],
    },
    summary: 'At start-up the kubelet looked for FlexVolume drivers in its plugin directory, found none there, and created the directory.',
    explanation:
      'The kubelet watches `--volume-plugin-dir` (`volumePluginDir`, by default `/usr/libexec/kubernetes/kubelet-plugins/volume/exec/`) for FlexVolume drivers and creates it when it is missing, which it is on most nodes: FlexVolume is deprecated in favour of CSI. ' +
      'Only when the directory cannot be made (a read-only `/usr`, as on CoreOS-like systems) does the kubelet log an error (`Error initializing dynamic plugin prober`), which matters only to a node that uses FlexVolume drivers.',
    benignWhen: 'Always: the directory was made.',
    whenNotBenign: 'Nothing to do. A node that uses FlexVolume drivers on a read-only `/usr` sets `volumePluginDir` to a writable path.',
    references: [src('pkg/volume/flexvolume/probe.go'), gh('openshift/installer', 1681)],
    sourceFiles: ['pkg/volume/flexvolume/probe.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log L29
      'Apr 14 00:07:34 kind-worker3 kubelet[298]: W0414 00:07:34.752536     298 probe.go:268] Flexvolume plugin directory at /usr/libexec/kubernetes/kubelet-plugins/volume/exec/ does not exist. Recreating.',
    ],
  },
  {
    id: 'feature-gate-unrecognized-openshift',
    title: 'OpenShift: a feature gate this kubelet does not know (warning)',
    verdictKind: 'benign',
    informational: true,
    match: {
      // Upstream an unknown gate is an error and the kubelet exits (kubelet-exited-at-start); OpenShift's kubelet warns.
      messagePatterns: ['^unrecognized feature gate: [A-Za-z0-9]{1,100}$'],
    },
    summary: 'The kubelet was given a feature gate it does not know and went on: OpenShift\'s kubelet warns where the upstream kubelet would refuse to start.',
    explanation:
      'OpenShift writes the cluster\'s whole list of feature gates, its own among them, into every kubelet\'s configuration; its kubelet carries a patch that warns about the gates it does not know instead of failing, so a start logs one such line for each (hundreds over a few restarts). ' +
      'An upstream kubelet treats an unknown gate as an error and exits at start-up (`unrecognized feature gate`, in the `failed to run Kubelet` or `command failed` line).',
    benignWhen: 'Always, on OpenShift: the gate belongs to another component.',
    whenNotBenign: 'Nothing to do on OpenShift. Elsewhere, remove the gate from the kubelet\'s `featureGates`.',
    references: [gh('openshift/machine-config-operator', 4270), src('staging/src/k8s.io/component-base/featuregate/feature_gate.go')],
    sourceFiles: ['staging/src/k8s.io/component-base/featuregate/feature_gate.go'],
    samples: [
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log L10
      'May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: W0523 08:07:10.809392    2689 feature_gate.go:330] unrecognized feature gate: OnClusterBuild',
    ],
  },
  {
    id: 'feature-gate-ga-or-deprecated',
    title: 'A feature gate set that is GA or deprecated (to be removed)',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Setting (?:GA|deprecated) feature gate [A-Za-z0-9]{1,100}=(?:true|false)\\. It will be removed in a future release\\.'],
    },
    summary: 'The kubelet\'s configuration sets a feature gate that has graduated (GA) or is deprecated; it is honoured now and will be removed in a later release.',
    explanation:
      'A gate that reached GA is locked to its default, and a deprecated one is on its way out: setting either still works, with this warning at each start. ' +
      'Once a later release removes the gate, the same setting becomes an unknown gate, and an upstream kubelet then refuses to start (`unrecognized feature gate`).',
    benignWhen: 'Now: the setting is honoured.',
    whenNotBenign: 'Before upgrading the node, remove the gate from the kubelet\'s `featureGates` (or `--feature-gates`), or the upgraded kubelet may not start.',
    references: [src('staging/src/k8s.io/component-base/featuregate/feature_gate.go')],
    sourceFiles: ['staging/src/k8s.io/component-base/featuregate/feature_gate.go'],
    samples: [
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log L55, L68
      'May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: W0523 08:07:10.809522    2689 feature_gate.go:353] Setting GA feature gate DisableKubeletCloudCredentialProviders=true. It will be removed in a future release.',
      'May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: W0523 08:07:10.809570    2689 feature_gate.go:351] Setting deprecated feature gate KMSv1=true. It will be removed in a future release.',
    ],
  },
  {
    id: 'client-request-cancel-unsupported',
    title: 'A timed-out API request could not be cancelled through a transport wrapper',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Unable to cancel request for \\*[\\w.]{1,100}$'],
    },
    summary: 'A request of the kubelet\'s API client timed out, and client-go could not reach a transport that cancels it through a wrapper it cannot see into (the tracing wrapper `*otelhttp.Transport`): the failure it belongs to is the next line.',
    explanation:
      'When a request runs past its timeout, client-go walks down the chain of HTTP transports to cancel it; a wrapper that offers no way down (OpenTelemetry\'s, added when the kubelet traces its API calls) ends the walk with this warning. ' +
      'The request fails all the same, and its own line follows within a millisecond: `Failed to update lease`, `Error updating node status`, … with `Client.Timeout exceeded`. That line is the one to read.',
    benignWhen: 'Always: it only accompanies the timed-out request\'s own failure.',
    whenNotBenign: 'Read the failure on the next lines (a lease, a node status update timing out): that is the API server\'s reachability or load.',
    references: [k8sPR(71757), src('staging/src/k8s.io/client-go/transport/transport.go')],
    sourceFiles: ['staging/src/k8s.io/client-go/transport/transport.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log L12 (its lease failure is L13)
      'W0326 15:53:37.321150   12398 transport.go:301] Unable to cancel request for *otelhttp.Transport',
    ],
  },
  {
    id: 'cadvisor-no-numa-topology',
    title: 'cAdvisor: no NUMA node topology, CPU topology used',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Nodes topology is not available, providing CPU topology'],
    },
    summary: 'The machine exposes no NUMA nodes (`/sys/devices/system/node`), so cAdvisor describes it by its CPUs alone.',
    explanation:
      'Virtual machines, single-socket boards (a Raspberry Pi) and kernels built without NUMA have no NUMA node directory; cAdvisor then reports one topology built from the CPUs. The kubelet logs it at start and at each refresh of the machine\'s information. ' +
      'It matters only to the topology-aware managers (CPU, memory and topology manager policies), which then see a single NUMA node.',
    benignWhen: 'Always, unless topology-aware resource management was meant to see several NUMA nodes.',
    whenNotBenign: 'Nothing to do; on a machine that has several NUMA nodes, check that `/sys` is the host\'s (a containerized kubelet).',
    references: [gh('kubernetes/kubeadm', 2300), gh('k3s-io/k3s', 3254)],
    sourceFiles: ['vendor/github.com/google/cadvisor/utils/sysinfo/sysinfo.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log L207
      'W1119 11:58:33.228733    4390 sysinfo.go:203] Nodes topology is not available, providing CPU topology',
    ],
  },
  {
    id: 'hairpin-mode-fallback',
    title: 'Hairpin mode falls back to hairpin-veth (no kubenet)',
    verdictKind: 'benign',
    informational: true,
    match: {
      messagePatterns: ['^Hairpin mode set to "promiscuous-bridge" but kubenet is not enabled, falling back to "hairpin-veth"', '^Hairpin mode is set but kubenet is not enabled, falling back to HairpinVeth'],
    },
    summary: 'The kubelet\'s default hairpin mode, `promiscuous-bridge`, applies only to kubenet; with a CNI plugin the dockershim falls back to `hairpin-veth`, as designed.',
    explanation:
      'Hairpin mode lets a pod reach itself through its Service\'s address. `promiscuous-bridge`, the default, is kubenet\'s way; with any other network plugin dockershim (kubelets up to 1.23) uses `hairpin-veth` instead and says so at each start. Nothing is wrong.',
    benignWhen: 'Always.',
    whenNotBenign: 'To silence it, set `hairpinMode: hairpin-veth` in the kubelet\'s configuration (awslabs/amazon-eks-ami#147).',
    references: [gh('awslabs/amazon-eks-ami', 147)],
    sourceFiles: ['pkg/kubelet/dockershim/docker_service.go'],
    samples: [
      // corpus: k8s-1.19-klog-plain-kubelet-skykying-scripts.log L225
      'W1119 11:58:33.281244    4390 docker_service.go:565] Hairpin mode set to "promiscuous-bridge" but kubenet is not enabled, falling back to "hairpin-veth"',
    ],
  },
  {
    // Before event-rejected: an event refused for the kubelet's identity is a line of its credentials, not a dropped
    // event (r29a 34: `events is forbidden: User "system:node:node-3"` for twelve minutes read "harmless").
    id: 'event-write-refused',
    title: 'An event refused for the kubelet\'s identity',
    verdictKind: 'benign-in-context',
    match: {
      // The structured wording of the retried write (client-go's event.go since 1.21; r53a 02).
      messages: ['Server rejected event (will not retry!)', 'Server rejected event', 'Unable to write event (may retry after sleeping)'],
      messagePatterns: ['^Unable to write event: ', "^Server rejected event '"],
      errContains: ['is forbidden: User ', 'Unauthorized'],
    },
    evidence: ['kubelet-starting', 'before-node-registered'],
    escalation: ['identity-refused', 'persisting'],
    evidenceParams: { unlessRegistrationRefused: true, startupUnlessRegistered: true },
    summary: 'The API server refused an Event the kubelet wrote, for who the kubelet is (forbidden, Unauthorized); the event is dropped.',
    explanation:
      'A bootstrapping kubelet (its bootstrap token, the anonymous user) may not write events yet, and the refusals stop once it has its client certificate. ' +
      'A refusal of the node\'s own user (`system:node:<name>`) after that is its credentials or the authorizer: the same refusal then meets its status updates and its lease.',
    benignWhen: 'At kubelet start-up, before the node registered (a bootstrap).',
    whenNotBenign:
      'Check the kubelet\'s client certificate and user (`openssl x509 -noout -subject -enddate -in /var/lib/kubelet/pki/kubelet-client-current.pem`), the Node authorizer (`--authorization-mode` includes `Node`) and the `system:node` RBAC binding.',
    references: [src('staging/src/k8s.io/client-go/tools/record/event.go'), src('plugin/pkg/auth/authorizer/node/node_authorizer.go')],
    sourceFiles: ['staging/src/k8s.io/client-go/tools/record/event.go'],
    samples: [
      // corpus: k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log
      "May 23 08:07:10 ite-ocp-2rk9g-master-0 kubenswrapper[2689]: E0523 08:07:10.882582    2689 event.go:359] \"Server rejected event (will not retry!)\" err=\"events is forbidden: User \\\"system:anonymous\\\" cannot create resource \\\"events\\\" in API group \\\"\\\" in the namespace \\\"default\\\"\" event=\"&Event{ObjectMeta:{ite-ocp-2rk9g-master-0.1842197d32147a1b  default    0 0001-01-01 00:00:00 +0000 UTC <nil> <nil> map[] map[] [] [] []},InvolvedObject:ObjectReference{Kind:Node,Namespace:,Name:ite-ocp-2rk9g-master-0,UID:ite-ocp-2rk9g-master-0,APIVersion:,ResourceVersion:,FieldPath:,},Reason:Starting,Message:Starting kubelet.,Source:EventSource{Component:kubelet,Host:ite-ocp-2rk9g-master-0,},FirstTimestamp:2025-05-23 08:07:10.874982939 +0000 UTC m=+0.288489977,LastTimestamp:2025-05-23 08:07:10.874982939 +0000 UTC m=+0.288489977,Count:1,Type:Normal,EventTime:0001-01-01 00:00:00 +0000 UTC,Series:nil,Action:,Related:nil,ReportingController:kubelet,ReportingInstance:ite-ocp-2rk9g-master-0,}\"",
    ],
  },
  {
    id: 'event-rejected',
    title: 'An event could not be written to the API server',
    verdictKind: 'benign',
    informational: true,
    match: {
      // The structured wording of the retried write (client-go's event.go since 1.21; r53a 02).
      messages: ['Server rejected event (will not retry!)', 'Server rejected event', 'Unable to write event (may retry after sleeping)'],
      // Before 1.7 the recorder's give-up after its retries printed the event: `Unable to write event '&api.Event{…}' (retry limit exceeded!)`.
      messagePatterns: ['^Unable to write event: ', "^Server rejected event '", "^Unable to write event '"],
    },
    summary: 'An Event the kubelet emitted was refused or could not be sent; it is dropped.',
    explanation:
      'Events are best effort. They are rejected while the kubelet has no permission yet (bootstrap, anonymous user), when their ' +
      'namespace is being deleted, or dropped while the API server is unreachable. Only the event is lost; the pod is unaffected.',
    benignWhen: 'Always for the workload; you only lose the event in `kubectl get events`.',
    whenNotBenign: 'If every event is refused for a long time, look at the kubelet\'s credentials and RBAC for `events`.',
    references: [src('staging/src/k8s.io/client-go/tools/record/event.go')],
    sourceFiles: ['staging/src/k8s.io/client-go/tools/record/event.go'],
    samples: [
      // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log L461 (1.5: the recorder gave up after its retries)
      "Nov 03 13:33:54 minion2 kubelet[1334]: E1103 13:33:54.258987    1334 event.go:143] Unable to write event '&api.Event{TypeMeta:unversioned.TypeMeta{Kind:\"\", APIVersion:\"\"}, ObjectMeta:api.ObjectMeta{Name:\"192.168.33.30.14f3969dbd300155\", GenerateName:\"\", Namespace:\"default\", SelfLink:\"\", UID:\"\", ResourceVersion:\"\", Generation:0, CreationTimestamp:unversioned.Time{Time:time.Time{sec:0, nsec:0, loc:(*time.Location)(nil)}}, DeletionTimestamp:(*unversioned.Time)(nil), DeletionGracePeriodSeconds:(*int64)(nil), Labels:map[string]string(nil), Annotations:map[string]string(nil), OwnerReferences:[]api.OwnerReference(nil), Finalizers:[]string(nil), ClusterName:\"\"}, InvolvedObject:api.ObjectReference{Kind:\"Node\", Namespace:\"\", Name:\"192.168.33.30\", UID:\"192.168.33.30\", APIVersion:\"\", ResourceVersion:\"\", FieldPath:\"\"}, Reason:\"Starting\", Message:\"Starting kubelet.\", Source:api.EventSource{Component:\"kubelet\", Host:\"192.168.33.30\"}, FirstTimestamp:unversioned.Time{Time:time.Time{sec:63645312704, nsec:327319893, loc:(*time.Location)(0x533dd20)}}, LastTimestamp:unversioned.Time{Time:time.Time{sec:63645312704, nsec:327319893, loc:(*time.Location)(0x533dd20)}}, Count:1, Type:\"Normal\"}' (retry limit exceeded!)",
      // corpus: k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log
      "Nov 03 13:34:46 minion2 kubelet[1334]: E1103 13:34:46.480930    1334 event.go:208] Unable to write event: 'Post http://192.168.33.10:8080/api/v1/namespaces/default/events: dial tcp 192.168.33.10:8080: getsockopt: no route to host' (may retry after sleeping)",
    ],
  },
  {
    id: 'removing-container-info',
    title: 'Removing container',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Removing container'],
    },
    summary: 'The kubelet starts removing an exited container (normal cleanup).',
    explanation:
      'Exited containers are removed by the pod container deletor after a ContainerDied event and by the minutely container GC. ' +
      'This verbose line marks the start of one removal; it is the anchor that makes later NotFound errors for the same ID harmless.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [src(KR_CONTAINER), k8s(72325)],
    sourceFiles: [KR_CONTAINER],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.608093  704773 kuberuntime_container.go:950] \"Removing container\" containerID=\"c075b247c424bde58f92b7e72e373602a12b995d52205b3c790d451ab6b0f742\"",
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
      "I0820 21:10:41.169779    3312 kuberuntime_container.go:802] Removing container \"391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\"",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:16:32.372946  354472 kuberuntime_container.go:947] \"Removing container\" containerID=\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\"",
      // source: https://github.com/kubernetes/kubernetes/issues/72325
      "I1225 13:36:34.787528   31703 kuberuntime_container.go:794] Removing container \"c9401675dbcfc604791fe3e8dcfc0e51b284e93c424353418cd7335d52c6ae5a\"",
    ],
  },
  {
    id: 'pod-deleted-must-be-killed',
    title: 'Pod has been deleted and must be killed',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Pod has been deleted and must be killed'],
    },
    summary: 'The pod\'s API object was removed (`SyncLoop REMOVE`): the kubelet tells the pod\'s worker to kill it, which does nothing when the graceful teardown has already finished.',
    explanation:
      'Logged (at `--v=3`) when a pod the kubelet runs disappears from the API server. After a graceful deletion it comes at the end: `SyncLoop DELETE`, the teardown, the status manager\'s final delete, then `SyncLoop REMOVE` and this line, and the worker answers `Pod is finished processing, no further updates`. ' +
      'It starts the teardown only for a pod removed before the kubelet stopped it (a force delete with a grace period of 0). Despite the wording it is no error.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do; follow the pod\'s later lines to see the teardown complete.',
    references: [src(KUBELET_GO)],
    sourceFiles: [KUBELET_GO],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.892823  704773 kubelet.go:1927] \"Pod has been deleted and must be killed\" pod=\"default/nginx-deployment-6dccd8f6b9-8vx4f\" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:16:32.398032  354472 kubelet.go:1969] \"Pod has been deleted and must be killed\" pod=\"default/test-nginx-976fbbd77-m2tqs\" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0",
    ],
  },
  {
    id: 'orphan-pod-containers-cleanup',
    title: 'Clean up orphaned pod containers',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Clean up orphaned pod containers'],
    },
    summary: 'Housekeeping found containers of a pod the kubelet no longer tracks and asks for them to be stopped.',
    explanation:
      'Housekeeping compares the runtime\'s running pods with the kubelet\'s pod workers. A pod with containers but no worker is "orphaned" and gets a teardown with a short grace period. ' +
      'Right after a normal deletion this often concerns containers that are already stopped (a stale runtime cache), which is where StopContainer NotFound lines come from.',
    benignWhen: 'Always by itself.',
    whenNotBenign: 'Only if the same pod UID keeps reappearing here for minutes is a teardown stuck.',
    references: [src('pkg/kubelet/kubelet_pods.go'), k8sPR(107670)],
    sourceFiles: ['pkg/kubelet/kubelet_pods.go'],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:34:55 kind-worker kubelet[704773]: I0830 04:34:55.876504  704773 kubelet_pods.go:1131] \"Clean up orphaned pod containers\" podUID=7c4e0b43-d4d1-4df0-bedd-99563b999bc7",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:16:33.820908  354472 kubelet_pods.go:1134] \"Clean up orphaned pod containers\" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0",
    ],
  },
  {
    id: 'container-exited-normally',
    title: 'Container exited normally',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['Container exited normally'],
      messagePatterns: ['^Container "[^"]+" exited normally'],
    },
    summary: 'A container the kubelet asked to stop has stopped within its grace period.',
    explanation:
      'After sending the stop signal the kubelet waits for the container to exit; this line confirms it did. ' +
      'Kubelets that tolerate NotFound also log it when the container was already gone.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [src(KR_CONTAINER)],
    sourceFiles: [KR_CONTAINER],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:32:24 kind-worker kubelet[704773]: I0830 04:32:24.052651  704773 kuberuntime_container.go:731] \"Container exited normally\" pod=\"default/nginx-deployment-6dccd8f6b9-m4v2l\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba containerName=\"nginx\" containerID=\"containerd://60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"",
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
      "I0820 21:10:40.885574    3312 kuberuntime_container.go:587] Container \"docker://391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\" exited normally",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:16:33.822479  354472 kuberuntime_container.go:732] \"Container exited normally\" pod=\"default/test-nginx-976fbbd77-m2tqs\" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0 containerName=\"nginx\" containerID=\"containerd://c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\"",
    ],
  },
  {
    id: 'topology-removecontainer-info',
    title: 'RemoveContainer (topology manager)',
    verdictKind: 'benign',
    informational: true,
    match: {
      messages: ['RemoveContainer'],
      messagePatterns: ['^\\[topologymanager\\] RemoveContainer - Container ID: '],
      // Keep runtime lines such as `RemoveContainer for "<id>"` (containerd) out of this entry.
      errNotContains: [' for "', 'from runtime service failed'],
      files: ['scope.go', 'topology_manager.go'],
    },
    summary: 'The topology manager forgets a container\'s NUMA hints; this is not an error.',
    explanation:
      'The topology manager logs this unconditionally from the post-stop hook: at the start of every container removal, on every pod sync for each app container that is not running ' +
      '(a crash-looping or completed one), and when exited init containers are pruned. Seeing it twice for one ID is the double removal that later yields ContainerStatus/DeleteContainer NotFound lines. ' +
      'Use it as a correlation anchor only.',
    benignWhen: 'Always.',
    whenNotBenign: 'Nothing to do.',
    references: [k8s(99901), src('pkg/kubelet/cm/topologymanager/scope.go'), src('pkg/kubelet/kuberuntime/kuberuntime_manager.go')],
    sourceFiles: ['pkg/kubelet/cm/topologymanager/scope.go', 'pkg/kubelet/cm/topologymanager/topology_manager.go'],
    samples: [
      // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
      "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.608260  704773 scope.go:110] \"RemoveContainer\" containerID=\"c075b247c424bde58f92b7e72e373602a12b995d52205b3c790d451ab6b0f742\"",
      // corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
      "172.20.0.2: {\"ts\":1758106668042.905,\"caller\":\"topologymanager/scope.go:117\",\"msg\":\"RemoveContainer\",\"v\":0,\"containerID\":\"6808d56050203041f12f406d3f0c9baa812282a5a9e2f5f8d7b3ddbd8fd04c5c\"}",
      // corpus: k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log
      "I0120 11:42:31.435726    4787 topology_manager.go:219] [topologymanager] RemoveContainer - Container ID: 4db8018a6b67d27470115a8f9286db1564e80665e985cf7b969abbc1a55cd681",
      // corpus: pod-removal-notfound-analysis.txt
      "I0731 17:16:32.393300  354472 scope.go:110] \"RemoveContainer\" containerID=\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\"",
    ],
  },
  {
    id: 'node-shutdown-manager-failed',
    title: 'Graceful node shutdown could not be set up',
    verdictKind: 'actionable',
    match: { messages: ['Failed to start node shutdown manager'] },
    summary: 'The kubelet could not take systemd-logind\'s shutdown inhibitor lock: when the node shuts down or reboots, its pods are killed without their grace period (no preStop hooks, no drain).',
    explanation:
      'With `shutdownGracePeriod` set, the kubelet asks systemd-logind (over D-Bus) to delay a shutdown while it stops the node\'s pods. ' +
      'It needs logind\'s `InhibitDelayMaxSec` to be at least the grace period, and raises it through a drop-in when it can; when that fails (`current value of InhibitDelayMaxSec (30s) is less than …`), or logind does not answer (`Message did not receive a reply`), it logs this line and runs on without graceful shutdown.',
    whenNotBenign:
      'Set `InhibitDelayMaxSec` in a drop-in under `/etc/systemd/logind.conf.d/` to at least the kubelet\'s `shutdownGracePeriod`, restart systemd-logind (`systemctl restart systemd-logind`), then the kubelet; if D-Bus timed out, check that systemd-logind runs (`systemctl status systemd-logind`).',
    references: [k8s(102818), k8s(101553), src('pkg/kubelet/nodeshutdown/nodeshutdown_manager_linux.go')],
    sourceFiles: ['pkg/kubelet/nodeshutdown/nodeshutdown_manager_linux.go', KUBELET_GO],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/101553
      '4月 28 10:28:59 centos74 kubelet[34818]: E0428 10:28:59.820013   34818 kubelet.go:1411] "Failed to start node shutdown manager" err="failed reading InhibitDelayMaxUSec property from logind: Message did not receive a reply (timeout by message bus)"',
    ],
  },
  {
    id: 'container-log-rotation-failed',
    title: 'A container\'s log could not be rotated',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to rotate log for container', 'ReopenContainerLog from runtime service failed', "Container log doesn't exist, reopen container log failed"],
    },
    // A container that had exited or was removed just before: the rotation raced its end (its log goes with it).
    evidence: ['container-exited-earlier', 'container-removed-earlier'],
    evidenceParams: { windowSeconds: 120 },
    summary: 'The kubelet\'s container log manager could not rotate a container\'s log file: the runtime did not reopen it, so the file keeps growing past `containerLogMaxSize`.',
    explanation:
      'The kubelet rotates each container\'s `/var/log/pods/…/<n>.log` itself when it passes `containerLogMaxSize`: it renames the file and asks the runtime to reopen its log (`ReopenContainerLog`). ' +
      'A runtime that does not support it (Docker through cri-dockerd: `docker does not support reopening container log files`) fails every time, and the kubelet never bounds that container\'s log; a container that ended meanwhile fails once, harmlessly.',
    benignWhen: 'The container had exited or been removed just before: the rotation raced its end.',
    whenNotBenign:
      'With Docker (cri-dockerd) the kubelet cannot rotate logs: set Docker\'s own rotation (`log-opts` `max-size`, `max-file` in daemon.json). With containerd or CRI-O, check the runtime\'s log for the reopen and the file\'s size under `/var/log/pods`; a full disk evicts pods.',
    references: [gh('Mirantis/cri-dockerd', 35), gh('Mirantis/cri-dockerd', 150), ghPR('kubeedge/kubeedge', 3885), src('pkg/kubelet/logs/container_log_manager.go')],
    sourceFiles: ['pkg/kubelet/logs/container_log_manager.go'],
    samples: [
      // source: https://github.com/Mirantis/cri-dockerd/issues/35 (the container ID elided by the poster)
      'E0209 21:28:39.416074 1071258 remote_runtime.go:1134] "ReopenContainerLog from runtime service failed" err="rpc error: code = Unknown desc = docker does not support reopening container log files" containerID=....',
    ],
  },
  {
    id: 'evented-pleg-stream-failed',
    title: 'Evented PLEG lost the runtime\'s event stream',
    verdictKind: 'benign-in-context',
    match: { messages: ['GetContainerEvents failed to get streaming client'] },
    // A runtime not up yet right after the kubelet's start (its socket missing, connection refused).
    evidence: ['kubelet-starting'],
    evidenceParams: { windowSeconds: 120, startupOnlyIf: ['code = Unavailable', 'connection refused', 'no such file or directory'] },
    summary: 'With the `EventedPLEG` feature the kubelet follows the runtime\'s container events; the stream failed (the runtime restarted or is down), so the kubelet falls back to relisting.',
    explanation:
      'Evented PLEG (the `EventedPLEG` feature gate, off by default since 1.26: alpha, announced as beta in 1.27\'s documentation and listed as alpha again since) subscribes to the runtime\'s `GetContainerEvents` stream instead of relisting every second. ' +
      'When the stream cannot be opened it retries a few times and then falls back to the generic, relisting PLEG, which works as before; in some releases it does not go back to events until the kubelet restarts (kubernetes#129827).',
    benignWhen: 'The kubelet had just started and the runtime was not answering yet.',
    whenNotBenign:
      'Check the runtime (`systemctl status containerd`, its socket): a restart of it is the usual cause. Pods keep being synced by relisting; restart the kubelet to use the event stream again.',
    references: [k8s(129827), src('pkg/kubelet/pleg/evented.go')],
    sourceFiles: ['pkg/kubelet/pleg/evented.go', 'staging/src/k8s.io/cri-client/pkg/remote_runtime.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/129827
      'Jan 26 13:04:10 kind-control-plane kubelet[698]: E0126 13:04:10.152970     698 log.go:32] "GetContainerEvents failed to get streaming client" err="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: no such file or directory\\""',
    ],
  },
  {
    id: 'runtime-socket-unreachable',
    title: 'The kubelet cannot connect to the container runtime\'s socket',
    verdictKind: 'benign-in-context',
    match: {
      // gRPC's own warning as the kubelet's CRI client reconnects (≤1.2x `clientconn.go`; later `[core] [Channel #1
      // SubChannel #2] grpc: addrConn…`), for a runtime's socket only: other gRPC clients (a CSI driver) are not this.
      messagePatterns: [
        '^grpc: addrConn\\.createTransport failed to connect to \\{[^}]{0,300}(?:containerd|crio|cri-dockerd|dockershim)\\.sock',
        '^\\[core\\] (?:\\[Channel #\\d{1,6} SubChannel #\\d{1,6}\\] )?grpc: addrConn\\.createTransport failed to connect to \\{[^}]{0,300}(?:containerd|crio|cri-dockerd|dockershim)\\.sock',
      ],
    },
    // r40a 26, 27: the kubelet retrying a runtime that does not answer had no finding. A runtime coming up after the
    // kubelet at boot is start-up; one not answering for minutes is down.
    evidence: ['kubelet-starting'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 120, persistSeconds: 300, persistGapSeconds: 60 },
    summary: 'The kubelet\'s connection to the container runtime (containerd, CRI-O) failed and it is reconnecting: until it can, it can neither start, stop nor watch containers.',
    explanation:
      'The kubelet talks to the runtime over a Unix socket (`--container-runtime-endpoint`). gRPC logs this warning each time a connection attempt fails and retries with a back-off: the socket does not exist (the runtime not started, or another path), refuses connections (the runtime crashed or restarts), or does not answer in time (the runtime hung, kubernetes#95727, where the kubelet never reconnected and spun at full CPU). ' +
      'Running containers go on, but probes, status and pod changes stop; PLEG turns unhealthy after three minutes and the node NotReady.',
    benignWhen: 'Within two minutes of a kubelet start, while the runtime comes up (a node booting, both restarted together).',
    whenNotBenign:
      'Check the runtime: `systemctl status containerd` (or `crio`), its own log (`journalctl -u containerd`) and that the socket named here exists and is the one the kubelet is configured with. A runtime that answers `crictl info` while the kubelet keeps failing on a timeout is the kubelet\'s connection stuck: restart the kubelet.',
    references: [k8s(95727), gh('NVIDIA/gpu-operator', 120)],
    sourceFiles: ['https://github.com/grpc/grpc-go/blob/master/clientconn.go', 'staging/src/k8s.io/cri-client/pkg/remote_runtime.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/95727
      'Oct 20 13:47:39 bypass-route kubelet[312802]: W1020 13:47:39.527771  312802 clientconn.go:1223] grpc: addrConn.createTransport failed to connect to {unix:///run/containerd/containerd.sock  <nil> 0 <nil>}. Err :connection error: desc = "transport: Error while dialing dial unix:///run/containerd/containerd.sock: timeout". Reconnecting...',
      // source: https://github.com/NVIDIA/gpu-operator/issues/120 (a French journal)
      'déc. 17 11:53:58 server01 kubelet[4561]: W1217 11:53:58.019864    4561 clientconn.go:1223] grpc: addrConn.createTransport failed to connect to {unix:///run/containerd/containerd.sock  <nil> 0 <nil>}. Err :connection error: desc = "transport: Error while dialing dial unix:///run/containerd/containerd.sock: timeout". Reconnecting...',
    ],
  },
  {
    id: 'containerd-status-failed',
    title: 'containerd: the runtime could not report its own status',
    verdictKind: 'benign-in-context',
    match: {
      // containerd's CRI service logs each failed call as `<Call> failed`; `Status` is the runtime's own status, which
      // the kubelet asks for every few seconds (r53a 16, kubeadm#3092). Errors that are the runtime not up yet are
      // cri-call-failed's lines on the kubelet's side.
      messages: ['Status failed'],
      errNotContains: ['code = Unavailable', 'context canceled'],
    },
    // Only a runtime still coming up is excused, by its own start (a kubelet restarted beside a runtime up for hours
    // says nothing of it, r54a 52); an answer such as `permission denied` is not.
    evidence: ['runtime-starting'],
    escalation: ['persisting'],
    evidenceParams: { persistSeconds: 300, persistGapSeconds: 300, windowSeconds: 60, startupOnlyIf: ['code = Unavailable', 'transport is closing', 'context deadline exceeded', 'connection refused'] },
    summary: 'containerd failed the kubelet\'s `Status` call: it could not say whether the runtime and its network are ready.',
    explanation:
      'The kubelet asks the runtime for its status every few seconds; while the answer is an error it takes the runtime for not ready: it syncs no pods, and the node does not become (or stays not) Ready. ' +
      'containerd logs `Status failed` with the error on its side, and the kubelet logs `Status from runtime service failed` or `Container runtime sanity check failed` on its own. ' +
      'One failure is a hiccup; the same failure for minutes is a runtime that cannot work on this host.',
    benignWhen: 'Right after the runtime\'s own start on this node, when the error is the runtime not answering yet; never for an answer such as `permission denied`.',
    whenNotBenign:
      'Read the error. `permission denied` on containerd\'s own `/proc/<pid>/…` entries means something confines the containerd process (an AppArmor or SELinux profile, a security agent): look for denials (`dmesg | grep -i denied`, `ausearch -m avc`, `aa-status`) and the unit\'s sandboxing options. ' +
      'Otherwise `crictl info` shows what the runtime reports, and `journalctl -u containerd` its start-up errors (a CNI or snapshotter plugin that failed to load).',
    references: [gh('kubernetes/kubeadm', 3092), { label: 'containerd CRI status', url: 'https://github.com/containerd/containerd/blob/main/internal/cri/server/status.go' }],
    sourceFiles: [`${CONTAINERD_17}/pkg/cri/server/status.go`],
    samples: [
      // source: https://github.com/kubernetes/kubeadm/issues/3092 (SUSE; pasted from journalctl -xe)
      'Jul 23 22:01:24 suse-master1 containerd[1087]: time="2024-07-23T22:01:24.702311977+08:00" level=error msg="Status failed" error="stat /proc/1087/ns/pid: permission denied: unknown"',
    ],
  },
  {
    id: 'cri-call-failed',
    title: 'A runtime (CRI) call failed with an error other than NotFound',
    verdictKind: 'benign-in-context',
    match: {
      messages: [
        'RemoveContainer from runtime service failed', 'StopContainer from runtime service failed', 'ContainerStatus from runtime service failed',
        'StopPodSandbox from runtime service failed', 'RemovePodSandbox from runtime service failed', 'ListContainerStats with filter from runtime service failed',
        'ListContainers with filter from runtime service failed', 'ListPodSandbox with filter from runtime service failed',
        // The kill path's own report of a failed StopContainer (kuberuntime_container.go).
        'Container termination failed with gracePeriod', 'Kill container failed',
        // The callers' reports of a failed list (PLEG's relist, the sandbox listing): the runtime is down the same way.
        'GenericPLEG: Unable to retrieve pods', 'Failed to list pod sandboxes',
        'CreateContainer in sandbox from runtime service failed', 'StartContainer from runtime service failed',
        // The runtime's status, a sandbox's and an image's: the same runtime not answering (the PLEG and "container
        // runtime is down" lines that follow are their consequence).
        'Status from runtime service failed', 'PodSandboxStatus from runtime service failed', 'ImageStatus from image service failed',
        // The pod sync's own report of a sandbox status call that failed (kuberuntime_manager.go; r33a 19, containerd#7790).
        'PodSandboxStatus of sandbox for pod',
        'ListImages with filter from image service failed', 'Failed to update image list',
        // The kubelet's own check of the runtime (updateRuntimeUp): the runtime did not answer its Status call.
        'Container runtime sanity check failed',
        // The /metrics/resource endpoint's summary, from the runtime's stats calls.
        'Error getting summary for resourceMetric prometheus endpoint',
        // 1.21+'s pod worker reporting a kill the runtime failed (its printf form is a pattern below): r30a 02.
        'Error syncing pod, skipping',
        // The sandbox garbage collector's own report of a stop or removal the runtime failed (kuberuntime_gc.go; r56a 15,
        // containerd#7790); NotFound and network teardown are the entries' before.
        'Failed to stop sandbox before removing', 'Failed to remove sandbox',
      ],
      // Several containers' failures come as one list (`[failed to "KillContainer" for "a" …, failed to …]`, r31a 12).
      errStartsFor: { 'Error syncing pod, skipping': ['failed to "KillContainer" for ', 'failed to "KillPodSandbox" for ', 'error killing pod: ', '[failed to "KillContainer" for ', '[failed to "KillPodSandbox" for '] },
      messagePatterns: [
        // Before gRPC named its codes (about 1.9) they were numbers: 2 Unknown, 4 DeadlineExceeded, 13 Internal, 14 Unavailable.
        '^(?:RemoveContainer|StopContainer|ContainerStatus|StopPodSandbox|RemovePodSandbox|StartContainer) "[0-9a-f]+" from runtime service failed: rpc error: code = (?:Unknown|DeadlineExceeded|Unavailable|Internal|2|4|13|14) ',
        '^CreateContainer in sandbox "[0-9a-f]+" from runtime service failed: rpc error: code = (?:DeadlineExceeded|Unavailable|Internal|4|13|14) ',
        // The pod worker's report of a kill the runtime failed (a pod then stays Terminating), and the kubelet's own.
        `${ERROR_SYNCING_PRINTF_POD}error killing pod: `,
        `${ERROR_SYNCING_PRINTF_POD}\\[?failed to "Kill(?:PodSandbox|Container)" for `,
        // The pod worker's sync failing on a runtime call that ran out of time or found the runtime gone (≤1.20's
        // `… skipping: rpc error: code = DeadlineExceeded desc = context deadline exceeded`; r40a 23, 24: the pod's
        // status could not be read, the start of PLEG and NotReady trouble in gardener#844, kubernetes#45419).
        `${ERROR_SYNCING_PRINTF_POD}rpc error: code = (?:DeadlineExceeded|Unavailable|4|14) `,
        '^error killing pod: failed to "Kill(?:PodSandbox|Container)" for ',
        // ≤1.21's orphan killer (kubelet_pods.go): `Failed killing the pod "web-1": failed to "KillContainer" for …`.
        '^Failed killing the pod "[^"]{1,253}": failed to "Kill(?:PodSandbox|Container)"',
        '^(?:ListContainerStats|ListContainers|ListPodSandbox) with filter .{0,400}from runtime service failed: rpc error: code = (?:Unknown|DeadlineExceeded|Unavailable|Internal|2|4|13|14) ',
        // ≤1.9's kuberuntime_sandbox.go and PLEG's callers (r28a 26: `ListPodSandbox failed: … the connection is unavailable`).
        '^(?:ListPodSandbox|ListContainers|ListContainerStats) failed: rpc error: code = (?:Unknown|DeadlineExceeded|Unavailable|Internal|2|4|13|14) ',
        // containerd's own record of the call it failed (its journal next to the kubelet's): the same failure, the
        // runtime's side (an exec's is the probe's: exec-probe-timeout).
        '^(?:StopPodSandbox|RemovePodSandbox|StopContainer|RemoveContainer|ContainerStatus|PodSandboxStatus) for "[0-9a-f]{1,64}" failed$',
        '^Container "[^"]+" termination failed with gracePeriod \\d+: rpc error: code = (?:Unknown|DeadlineExceeded|Unavailable|Internal|2|4|13|14) ',
        '^(?:Status from runtime service failed|ImageStatus "[^"]{1,512}" from image service failed|PodSandboxStatus of sandbox "[0-9a-f]+" for pod "[^"]{1,512}" error|\\[imageGCManager\\] Failed to update image list|ListImages failed): rpc error: code = (?:Unknown|DeadlineExceeded|Unavailable|Internal|2|4|13|14) ',
      ],
      // Canceled: the caller gave up waiting (the kubelet's timeout) before the runtime finished.
      errContains: ['code = Unknown', 'code = DeadlineExceeded', 'code = Canceled', 'code = Unavailable', 'code = Internal', 'code = 2 ', 'code = 4 ', 'code = 13 ', 'code = 14 ', 'context deadline exceeded'],
      // Older runtimes answered a missing container or sandbox with code = Unknown: those are the NotFound entries' lines.
      // A network teardown that failed is sandbox-network-teardown-failed's, whichever line reports it.
      errNotContains: ['an error occurred when try to find', 'not found', 'does not exist', 'No such container', 'already in removing state', 'teardown pod', 'failed to destroy network'],
      // A list that fails because one of its containers is gone (Windows: `hcsshim::OpenComputeSystem <id>: … does not
      // exist`) fails as a whole, every time: the stats summary answers 500 and the eviction manager has no figures.
      errNotContainsExceptFor: ['ListContainerStats', 'ListContainers', 'ListPodSandbox'],
    },
    // Last in the catalogue: the entries for particular failures (NotFound races, network teardown) come first.
    // Right after a kubelet (and usually its runtime) start, calls fail until the runtime answers; later, one failure
    // is a hiccup, and the same failure coming back for minutes is a runtime that is stuck or down.
    evidence: ['kubelet-starting'],
    escalation: ['persisting'],
    evidenceParams: {
      windowSeconds: 60,
      persistSeconds: 300,
      // A call that runs out of time comes back only every 2 minutes (the kubelet's runtimeRequestTimeout): a gap of
      // 60 s never let a runtime stuck on one sandbox persist (r33a 19).
      persistGapSeconds: 150,
      // Only a runtime that did not answer yet: a container that cannot run (OCI runtime create failed: a mount source
      // gone after a reboot) fails the same way at start-up and after.
      startupOnlyIf: ['code = Unavailable', 'code = DeadlineExceeded', 'code = 14 ', 'code = 4 ', 'context deadline exceeded', 'desc = EOF', 'transport is closing', 'error reading from server', 'dial unix'],
      // The runtime answered: the container cannot run (a hostPath such as /var/run/docker.sock gone after a reboot).
      // A task's shim (`dial unix /run/containerd/s/<id>`) not answering is one container's failure: the runtime answered.
      startupUnless: ['OCI runtime create failed', 'error mounting', 'failed to create containerd task', '/run/containerd/s/'],
      // A call on one container or sandbox that ran out of time: the runtime took it and could not do it within the
      // request timeout (a stop: a hung shim, a process in D state, k3s#2370; a create that leads into `failed to reserve
      // container name`). A runtime not up yet refuses the call.
      startupUnlessAll: [
        ...['StopContainer', 'KillContainer', 'termination failed with gracePeriod', 'Kill container failed', 'StopPodSandbox', 'KillPodSandbox', 'CreateContainer', 'StartContainer', 'RemoveContainer', 'RemovePodSandbox', 'Failed to stop sandbox before removing', 'Failed to remove sandbox']
          .flatMap((call) => [[call, 'DeadlineExceeded'], [call, 'context deadline exceeded'], [call, 'code = 4 ']]),
      ],
      // A PLEG stalled, the sync loop finding the runtime down or an exec refused before the restart: the runtime hung
      // or was down then, and its calls failing after it are the same.
      sameFailureAs: ['pleg-not-healthy', 'sync-skipped-at-startup', 'exec-runtime-unreachable'],
      clearedByRestartOf: ['runtime', 'boot'],
    },
    summary: 'The container runtime answered a kubelet call with an error (not "not found"): timeout, unknown failure or unavailable.',
    explanation:
      'The kubelet talks to containerd or CRI-O over gRPC. NotFound answers usually mean a race with a removal and are graded by their own entries; ' +
      'Unknown, DeadlineExceeded, Canceled, Unavailable or Internal mean the runtime itself failed the call: it timed out or the kubelet stopped waiting (a slow disk, a runtime busy with image pulls, a sandbox whose processes it cannot find), lost its connection (`desc = EOF`, a runtime restart) or could not do the work (a file system it could not remove). ' +
      'containerd logs each call it failed too (`StopPodSandbox for "<id>" failed`): that line is the same failure, seen from the runtime. ' +
      'The kubelet retries on its next sync, so one such line after a runtime restart is often all there is.',
    benignWhen: 'It happens once or twice, around a runtime restart, and stops.',
    whenNotBenign:
      'When it keeps coming back, the runtime is wedged or down: look at the runtime\'s own log (`journalctl -u containerd` or `crio`), `crictl ps -a` / `crictl info`, disk I/O and free space, and whether the runtime restarts. ' +
      'A removal that fails again and again for one container leaves it behind (and its pod Terminating). ' +
      'When the runtime did answer, with one container\'s failure (`OCI runtime create failed`, `exec: … no such file or directory`, a device it could not inject), the runtime is fine: the image, the command or the devices the error names are at fault.',
    adviceFor: [
      {
        ifContains: ["C:\\ProgramData\\docker"],
        instead: true,
        advice:
          "`C:\\ProgramData\\docker`: a Windows node whose runtime is Docker (dockershim, kubelet 1.23 or older): there is no `journalctl` or `crictl` there. `docker ps -a` and `docker inspect` show the container; dockerd's own log is in the Windows event log (`Get-EventLog -LogName Application -Source docker`) or its log file. When the call keeps failing, dockerd is wedged or down; a removal that fails again and again for one container leaves it behind (and its pod Terminating).",
      },
      {
        ifContains: ['The directory is not empty'],
        andContains: ['C:\\'],
        advice:
          "`The directory is not empty`: Windows could not delete the container's folder because a file in it is still held open, by a process that outlived the container or a scanner; the removal fails again until that handle is gone.",
      },
      {
        ifContains: ['Access is denied'],
        andContains: ['C:\\'],
        advice:
          "`Access is denied` on a container's file (its `-json.log`): another process still has the file open without letting it be deleted, typically a log collector tailing it or a virus scanner; the removal fails again until that process lets go.",
      },
    ],
    references: [gh('containerd/containerd', 7790), k8s(54381), k8s(115252), gh('k3s-io/k3s', 2370), gh('containerd/containerd', 11984), gh('cri-o/cri-o', 1228), src('staging/src/k8s.io/cri-client/pkg/remote_runtime.go')],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log, line 5560
      "E0820 21:10:41.202058    3312 remote_runtime.go:261] RemoveContainer \"391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\" from runtime service failed: rpc error: code = Unknown desc = failed to remove container \"391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\": Error response from daemon: unable to remove filesystem for 391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149: remove C:\\ProgramData\\docker\\containers\\391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149: The directory is not empty.",
      // source: https://github.com/kata-containers/tests/issues/2705 (Kata under CRI-O: the shim's connection closed)
      "Jul 03 22:16:18 fedoradocker32-19d970 kubelet[74034]: E0703 22:16:18.196466   74034 kubelet.go:1574] error killing pod: failed to \"KillPodSandbox\" for \"a39df41a-b6cc-4985-8978-b51945195dbb\" with KillPodSandboxError: \"rpc error: code = Unknown desc = failed to stop infra container for pod sandbox f63a1f5d2f2c3ad56bb355c838de8146ca3f71b63f2088f02b06a738f868aaab: failed to stop container k8s_POD_nginx-deployment-655964c7-jfqqd_default_a39df41a-b6cc-4985-8978-b51945195dbb_0: ttrpc: closed: unknown\"",
      // source: https://github.com/kubernetes/kubernetes/issues/115252 (containerd gone while the kubelet killed a container)
      "Mar 03 04:32:57 worker-pool1-qpbzo4ai-stack kubelet[11897]: E0303 04:32:57.531455   11897 kuberuntime_container.go:707] \"Container termination failed with gracePeriod\" err=\"rpc error: code = Unavailable desc = error reading from server: EOF\" pod=\"ingress-nginx/nginx-ingress-controller-6d477b5765-7z9kc\" podUID=926db60f-cdf4-4d3f-9902-53a8fde8e30a containerName=\"nginx-ingress-controller\" containerID=\"containerd://da507add576b6b716d201c2fa37ded0a38706f830b2ef4f15c36913164d4f7f3\" gracePeriod=30",
      // source: https://github.com/containerd/containerd/issues/11984
      'time="2025-06-10T21:18:19.028744569Z" level=error msg="StopPodSandbox for \\"0e10f19251cd50a338d6d6d810cd2673660d19825eb5df25ef996e410e234391\\" failed" error="rpc error: code = Canceled desc = failed to stop sandbox container \\"0e10f19251cd50a338d6d6d810cd2673660d19825eb5df25ef996e410e234391\\" in \\"SANDBOX_READY\\" state: wait sandbox container \\"0e10f19251cd50a338d6d6d810cd2673660d19825eb5df25ef996e410e234391\\": context canceled"',
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (line 5560, shortened at the end)
      'E0820 21:10:41.202058    3312 remote_runtime.go:261] RemoveContainer "391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149" from runtime service failed: rpc error: code = Unknown desc = failed to remove container "391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149": Error response from daemon: unable to remove filesystem',
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (line 5577)
      "E0820 21:10:42.225604    3312 remote_runtime.go:261] RemoveContainer \"391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\" from runtime service failed: rpc error: code = Unknown desc = failed to remove container \"391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\": Error response from daemon: unable to remove filesystem for 391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149: GetFileAttributesEx C:\\ProgramData\\docker\\containers\\391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149\\391717fba2ee163a54c275c157c11ec5af6ef25a0103abe6d9f0f76963f4d149-json.log: Access is denied.",
      // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log (line 5558)
      'E0820 21:10:41.186390    3312 remote_runtime.go:495] ListContainerStats with filter &ContainerStatsFilter{Id:,PodSandboxId:,LabelSelector:map[string]string{},} from runtime service failed: rpc error: code = Unknown desc = EOF',
      // source: https://github.com/rancher/rancher/issues/21178 (the runtime timing out; its PLEG and NotReady lines follow)
      'Jan 02 06:49:56 node1 kubelet[250135]: E0102 06:32:23.862407  250135 remote_runtime.go:434] Status from runtime service failed: rpc error: code = DeadlineExceeded desc = context deadline exceeded',
      // source: https://github.com/rancher/rancher/issues/21178
      'Jan 02 06:49:56 node1 kubelet[250135]: W0102 06:28:13.485985  250135 image_gc_manager.go:192] [imageGCManager] Failed to update image list: rpc error: code = DeadlineExceeded desc = context deadline exceeded',
      // source: https://github.com/kubernetes/kubernetes/issues/103765
      'Jul 21 10:12:09 node1 kubelet[1082]: E0721 10:12:09.551588    1082 kuberuntime_manager.go:965] PodSandboxStatus of sandbox "274b5062fc5bb9af75d4c8c66cefe93183a7aee1f6cec5e73e70075696ee0b9d" for pod "stat-cron-1626833400-zh4xf_default(bb11f2f0-0786-4524-82ee-e0abedd7f403)" error: rpc error: code = DeadlineExceeded desc = context deadline exceeded',
      // source: https://github.com/kubernetes/kubernetes/issues/54381 (journald prefix dropped)
      'E1023 09:37:37.716122   28811 remote_runtime.go:257] ListContainers with filter "&ContainerFilter{Id:,State:nil,PodSandboxId:,LabelSelector:map[string]string{},}" from runtime service failed: rpc error: code = 4 desc = context deadline exceeded',
      // source: https://github.com/containerd/containerd/issues/7790
      'E1126 17:31:49.900799    2098 remote_runtime.go:144] "StopPodSandbox from runtime service failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" podSandboxID="30d52e4fb7a0ec8f5e96bb888c5ae9119999830e85c114ca5999394f4fc7c112"',
      // source: https://github.com/containerd/containerd/issues/7790 (RKE1)
      "E1126 17:31:49.900851    2098 kuberuntime_gc.go:176] \"Failed to stop sandbox before removing\" err=\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\" sandboxID=\"30d52e4fb7a0ec8f5e96bb888c5ae9119999830e85c114ca5999394f4fc7c112\"",
    ],
  },
  {
    id: 'exec-runtime-unreachable',
    title: 'An exec in a container (probe, kubectl exec) could not reach the container runtime',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['ExecSync cmd from runtime service failed'],
      // Only a runtime that does not answer: NotFound and exited containers are probe-exec-on-dead-container's, and
      // DeadlineExceeded is an exec probe that timed out (the kubelet turns it into a probe timeout).
      errContains: ['code = Unavailable', 'code = 14 ', 'dial unix', 'transport is closing', 'error reading from server'],
    },
    evidence: ['kubelet-starting'],
    escalation: ['persisting'],
    // A task's shim socket (`/run/containerd/s/<id>`) refused is one container's shim gone: the runtime answered.
    evidenceParams: { windowSeconds: 60, persistSeconds: 300, persistGapSeconds: 60, startupUnless: ['/run/containerd/s/'] },
    summary: 'The kubelet could not reach the container runtime to run a command in a container (an exec probe, kubectl exec).',
    explanation:
      'Exec probes and `kubectl exec` run through the runtime\'s ExecSync call. `Unavailable` with `dial unix … connect: connection refused` (or `transport is closing`, `error reading from server: EOF`) means the runtime\'s socket did not answer at all: containerd or CRI-O is down or restarting. ' +
      'Every exec probe on the node then fails the same way, so probes fail for reasons that have nothing to do with the containers.',
    benignWhen: 'For a few seconds while the runtime restarts (at boot, or a runtime upgrade), and it stops.',
    whenNotBenign:
      'The runtime is down: `systemctl status containerd` (or `crio`), its own log (`journalctl -u containerd`), and whether its socket exists. Containers keep running without it, but the kubelet can neither probe nor manage them.',
    references: [gh('bottlerocket-os/bottlerocket', 2512), src('staging/src/k8s.io/cri-client/pkg/remote_runtime.go')],
    sourceFiles: [...REMOTE_RUNTIME],
    samples: [
      // source: https://github.com/bottlerocket-os/bottlerocket/issues/2512 (containerd down; the post writes `code =Unavailable`)
      'Jan 07 05:55:22 ip-10-20-3-58.ap-south-1.compute.internal kubelet[1375]: E0107 05:55:22.518981    1375 remote_runtime.go:711] "ExecSync cmd from runtime service failed" err="rpc error: code =Unavailable desc = connection error: desc = \\"transport: Error while dialing dial unix /run/containerd/containerd.sock: connect: connection refused\\"" containerID="7d4d65dd400a988803df7ec47ac90a524ba715617bdfa78f48dbf32b02984ccd" cmd=[/app/grpc-health-probe -addr=:50051 -connect-timeout=5s -rpc-timeout=5s]',
    ],
  },
  {
    id: 'exec-probe-timeout',
    title: 'An exec probe\'s command did not finish within its timeout (ExecSync DeadlineExceeded)',
    verdictKind: 'benign-in-context',
    match: {
      // remote_runtime logs the failed call; where it turns DeadlineExceeded into a probe timeout the prober then says
      // `Probe failed` (output `command "…" timed out`), where it does not, `Probe errored` with the gRPC error.
      messages: ['ExecSync cmd from runtime service failed', 'Probe errored'],
      messagePatterns: ["^ExecSync [0-9a-f]+ '.*' from runtime service failed: rpc error: code = (?:DeadlineExceeded|4) ", '^(?:Readiness|Liveness|Startup) probe for ".*" errored: rpc error: code = (?:DeadlineExceeded|4) '],
      errContains: ['code = DeadlineExceeded', 'code = 4 '],
    },
    // Benign only while the pod shuts down (an application that is stopping answers slowly); a timeout that keeps
    // coming back on the node for ten minutes is a probe that is too tight or a node too loaded to answer it.
    evidence: ['pod-being-deleted'],
    escalation: ['persisting'],
    // Each container's timeouts are a series of their own, which a passing probe of its pod breaks; an exec into a
    // container half a minute past its kill's grace period means the container is still there (stuck terminating).
    evidenceParams: { windowSeconds: 60, persistSeconds: 600, persistGapSeconds: 120, persistPer: 'exec', teardownMarginSeconds: 30, deletionUnlessFailingBefore: true },
    summary: 'An exec probe\'s command ran longer than the probe\'s `timeoutSeconds`, so the runtime stopped waiting for it and the probe counts as failed.',
    explanation:
      'Exec probes run their command in the container through the runtime\'s ExecSync call, with the probe\'s `timeoutSeconds` (1 s unless the pod says otherwise). ' +
      'When the command has not finished by then, containerd or CRI-O gives up and answers DeadlineExceeded (`failed to exec in container: timeout 1s exceeded`); the kubelet counts it as a failed probe, and the `Probe failed … timed out` line that follows is the same event. ' +
      'Since Kubernetes 1.20 the kubelet enforces this timeout (before, exec probes ran as long as they liked), so probes written for older clusters, or shells and JVM tools that take a second to start, hit it. ' +
      'The runtime itself answered: unlike `Unavailable`, this is not a runtime that is down. ' +
      'Where the kubelet reports the timeout as `Probe errored` (the gRPC error itself, as older kubelets did), it throws the result away: a liveness probe that times out this way never restarts the container (kubernetes#92464, #106682).',
    benignWhen: 'The pod was being deleted and its application was shutting down; or an odd timeout on a busy node that the next probe does not repeat.',
    whenNotBenign:
      'When it keeps coming back, the command is too slow for its timeout: time it with `kubectl exec` in the container, raise the probe\'s `timeoutSeconds`, or make the check cheaper. ' +
      'When many containers\' exec probes time out at once, the node is short of CPU or I/O (or the runtime is slow): look at the node\'s load and the runtime\'s log. A liveness probe that times out restarts the container after `failureThreshold` failures.',
    references: [
      page('Kubernetes documentation: configure probes (exec probe timeouts, 1.20)', 'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/'),
      k8sPR(94115), gh('kubernetes/enhancements', 1972), src('staging/src/k8s.io/cri-client/pkg/remote_runtime.go'),
    ],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/prober/prober.go'],
    samples: [
      // corpus: k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log (line 10)
      'E0326 15:50:03.989811   12398 remote_runtime.go:496] "ExecSync cmd from runtime service failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" containerID="6070a04505cf5eb7b64c57a055c41b77e08d482c9a41e24de029149729cacb59" cmd=["/bin/calico-node","-felix-live"]',
      // containerd's own words for an exec past its timeout (an EKS node's line kept in a public test fixture)
      'Mar 23 15:05:36 ip-10-0-101-15 kubelet[6922]: E0323 15:05:36.670951    6922 remote_runtime.go:734] "ExecSync cmd from runtime service failed" err="rpc error: code = DeadlineExceeded desc = failed to exec in container: timeout 5s exceeded: context deadline exceeded" containerID="ac5e4fff7402033c291ba30ab91bff331c12bdea79c8dadedf73e5cf14af71a7" cmd=[/bitnami/scripts/readiness-probe.sh]',
    ],
  },
  {
    id: 'exec-probe-errored',
    title: 'An exec probe could not run its command in the container (ExecSync failed)',
    verdictKind: 'benign-in-context',
    match: {
      // After probe-exec-on-dead-container (a container gone or exited), exec-runtime-unreachable and exec-probe-timeout:
      // what is left is the exec itself failing in a container that runs (a command the image lacks, runc unable to
      // enter it).
      messages: ['ExecSync cmd from runtime service failed', 'Probe errored'],
      messagePatterns: ["^ExecSync [0-9a-f]+ '.*' from runtime service failed: rpc error: code = (?:Unknown|2) ", '^(?:Readiness|Liveness|Startup) probe for ".*" errored: rpc error: code = (?:Unknown|2) '],
      errContains: ['code = Unknown', 'code = 2 '],
    },
    evidence: ['pod-being-deleted'],
    escalation: ['persisting'],
    evidenceParams: { windowSeconds: 60, persistSeconds: 600, persistGapSeconds: 120, persistPer: 'exec', teardownMarginSeconds: 30, deletionUnlessFailingBefore: true },
    summary: 'The runtime could not start the exec probe\'s command in the container, so the probe did not run at all.',
    explanation:
      'An exec probe runs its command through the runtime\'s ExecSync. `code = Unknown` with `OCI runtime exec failed` means runc could not start it: the command is not in the image (`executable file not found`, `no such file or directory`), runc could not enter the container\'s namespaces or cgroup (`setns`, a cgroup gone), or the container is being torn down. ' +
      'The kubelet reports it as `Probe errored` and throws the result away (kubernetes#106682): the probe neither passes nor fails, so a liveness probe that cannot run never restarts the container, and a readiness probe keeps its last state.',
    benignWhen: 'While the pod is being deleted and its container shuts down.',
    whenNotBenign:
      'Read the runtime\'s error: a command missing from the image needs the probe fixed (`kubectl exec` the same command to check); a `setns` or cgroup error on a running container points at the runtime or runc on this node (its log, `crictl inspect`). ' +
      'Until it is fixed the container is effectively not probed.',
    references: [k8s(106682), k8s(122256), k8s(92464), src('pkg/kubelet/prober/worker.go')],
    sourceFiles: [...REMOTE_RUNTIME, 'pkg/kubelet/prober/prober.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/122256 (rsyslog; the line as far as the excerpt shows it)
      '2023-11-13T03:50:55.202154+01:00 worker-pool4-j7f0skum-pccc-377-3 kubelet[22614]: E1113 03:50:55.199033 22614 remote_runtime.go:479] "ExecSync cmd from runtime service failed" err="rpc error: code = Unknown desc = failed to exec in container: failed to start exec \\"9544e28db28ff21d4dd3b2b4810929da2ed685296bc1d96a1d26a295119258ce\\": OCI runtime exec failed: exec failed"',
    ],
  },
  {
    // Before resource-manager-state-mismatch, container-manager-start-failed and kubelet-exited-at-start: the same exits,
    // with a cause (cgroup controllers missing) and a fix of their own.
    id: 'cgroup-controller-not-mounted',
    title: 'A cgroup controller the kubelet needs is not mounted (the kubelet exits)',
    verdictKind: 'actionable',
    match: {
      messages: ['Failed to start ContainerManager', 'command failed', 'Failed to run kubelet'],
      messagePatterns: ['^Failed to start ContainerManager', '^failed to run Kubelet: '],
      // `mountpoint for cpu not found`: a kubelet that reads only cgroup v1 (before 1.19) on a cgroup v2 host, or a v1
      // host without that controller; `not unified`: the fatal form of that check before kubernetes#79245 (1.15).
      errContains: ['Cgroup subsystem not mounted', 'mountpoint for ', 'cgroup hierarchy not unified'],
    },
    summary: 'The kubelet found no mounted cgroup controller it cannot run without (cpu, memory, cpuset) and stopped; its service manager restarts it and the node stays NotReady until the host\'s cgroups are fixed.',
    explanation:
      'The kubelet limits and measures pods through the kernel\'s cgroup controllers, and checks at start-up that the ones it needs are there. ' +
      '`Following Cgroup subsystem not mounted: [memory]` means the kernel runs without the memory controller: Raspberry Pi kernels disable it unless the boot command line enables it, and some minimal or older kernels leave it off. ' +
      '`mountpoint for cpu not found` (or `memory`) comes from a kubelet that looks for cgroup v1 mounts: on a host that boots with the unified cgroup v2 hierarchy (Fedora 31+, Debian 11+, Ubuntu 21.10+, RHEL 9) a kubelet before 1.19 finds none, since cgroup v2 support came in 1.19 (stable in 1.25); inside a container or chroot without `/sys/fs/cgroup` it finds none either. ' +
      'Nothing on the node runs until this is fixed; the line comes back at every restart.',
    whenNotBenign:
      'See what the host has: `stat -fc %T /sys/fs/cgroup` (`cgroup2fs` is v2), `cat /proc/cgroups` (the `enabled` column), `cat /sys/fs/cgroup/cgroup.controllers`. ' +
      'A missing memory controller: add `cgroup_enable=memory cgroup_memory=1` to the kernel command line (`/boot/cmdline.txt` or `/boot/firmware/cmdline.txt` on a Raspberry Pi, `GRUB_CMDLINE_LINUX` elsewhere) and reboot. ' +
      'An old kubelet on a cgroup v2 host: upgrade the kubelet (1.25+ for stable cgroup v2), or boot with `systemd.unified_cgroup_hierarchy=0` to go back to v1 until you can.',
    references: [
      k8s(88211), k8sPR(79245), gh('kubernetes/minikube', 5996), gh('k3s-io/k3s', 8890), gh('raspberrypi/linux', 5933),
      page('Kubernetes documentation: About cgroup v2', 'https://kubernetes.io/docs/concepts/architecture/cgroups/'),
      src('pkg/kubelet/cm/container_manager_linux.go'),
    ],
    sourceFiles: ['pkg/kubelet/cm/container_manager_linux.go', 'cmd/kubelet/app/server.go', 'pkg/kubelet/kubelet.go'],
    samples: [
      // source: https://github.com/kubernetes/minikube/issues/5996 (Fedora 31, cgroup v2, kubelet 1.16)
      'Nov 28 17:38:14 localhost.localdomain kubelet[136867]: F1128 17:38:14.091611  136867 server.go:271] failed to run Kubelet: mountpoint for cpu not found',
      // source: a Raspberry Pi cluster guide quoting `journalctl -u kubelet` (memory controller off by default)
      'May 15 21:29:28 knalarmpi2001 kubelet[6810]: F0515 21:29:28.765602    6810 kubelet.go:1383] Failed to start ContainerManager system validation failed - Following Cgroup subsystem not mounted: [memory]',
      // source: minikube start output quoting the kubelet (kubelet 1.23)
      'Aug 07 02:12:30 minikube kubelet[6011]: E0807 02:12:30.052218    6011 kubelet.go:1431] "Failed to start ContainerManager" err="system validation failed - Following Cgroup subsystem not mounted: [memory]"',
    ],
  },
  {
    // The warning before such an exit, or alone when the kubelet runs on: explained, and looked at.
    id: 'kubelet-cgroup-unreadable',
    title: 'The kubelet could not find its own (or the runtime\'s) cgroup: system container metrics may be missing',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Failed to get the kubelet\'s cgroup. Kubelet system container metrics may be missing.', 'Failed to get the container runtime\'s cgroup. Runtime system container metrics may be missing.'],
      messagePatterns: ['^failed to get the kubelet\'s cgroup: ', '^failed to get the container runtime\'s cgroup: '],
    },
    summary: 'The kubelet could not tell which cgroup it (or the container runtime) runs in, so the node\'s system container stats for it will be missing; if the kubelet exits right after, the cause is the cgroup setup this line names.',
    explanation:
      'At start-up the kubelet looks up its own cgroup and the runtime\'s to report their usage as system containers (`/stats/summary`, `kubectl top node`\'s breakdown). ' +
      'When the lookup fails it warns and goes on: `cpu and memory cgroup hierarchy not unified` is a kubelet started by hand in a login session, whose cpu and memory cgroups differ (harmless there); ' +
      '`mountpoint for cpu not found` (or `memory`) means the cgroup v1 controller is not mounted at all, and a kubelet before 1.19 on a cgroup v2 host, or one whose kernel lacks the memory controller, stops a moment later (`failed to run Kubelet: mountpoint for cpu not found`).',
    benignWhen: 'The kubelet runs on after it (no exit follows) and the missing system container metrics do not matter to you.',
    whenNotBenign:
      'If the kubelet exited after it, fix the cgroups it names (see the exit line). Otherwise check the kubelet\'s unit (`systemctl status kubelet` shows its cgroup) and `--kubelet-cgroups` / `--runtime-cgroups`, or accept the missing system container stats.',
    references: [k8sPR(79245), k8s(88211), src('cmd/kubelet/app/server.go')],
    sourceFiles: ['cmd/kubelet/app/server.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/88211 (cgroup v2 host, kubelet 1.17)
      'Feb 16 08:08:19 dell-pe-fm120-1b.dell2.lab.eng.bos.redhat.com kubelet[4634]: W0216 08:08:19.912766    4634 server.go:610] failed to get the kubelet\'s cgroup: mountpoint for cpu not found.  Kubelet system container metrics may be missing.',
      // source: https://github.com/kubernetes/minikube/issues/5996
      'Nov 28 17:38:14 localhost.localdomain kubelet[136867]: W1128 17:38:14.091479  136867 server.go:612] failed to get the container runtime\'s cgroup: failed to get container name for docker process: mountpoint for cpu not found. Runtime system container metrics may be missing.',
      // source: a kubelet run by hand in standalone mode, quoted in a blog post (kubelet 1.2x, structured)
      'I0304 18:37:42.350881    4856 server.go:631] "Failed to get the kubelet\'s cgroup. Kubelet system container metrics may be missing." err="cpu and memory cgroup hierarchy not unified.  cpu: /user.slice, memory: /user.slice/user-1000.slice/session-2.scope"',
    ],
  },
  {
    // Before container-manager-start-failed: the same exit, with a cause and a fix of its own.
    id: 'resource-manager-state-mismatch',
    title: 'A CPU, memory manager or in-place resize state file the kubelet cannot use: written under another policy, or unreadable (the kubelet exits)',
    verdictKind: 'actionable',
    match: {
      // In-place resize keeps pods' allocated resources in a checkpoint too, `pod_status_manager_state` (1.27+ with its
      // feature gate): the status manager's line (≤1.32), the allocation manager's (1.33+, deckhouse/deckhouse#17403).
      messages: ['Failed to start ContainerManager', 'Could not initialize checkpoint manager, please drain node and remove policy state file', 'Could not initialize pod allocation checkpoint manager, please drain node and remove policy state file', 'Failed to initialize allocation checkpoint manager'],
      // ≤1.20 also: `failed to initialize cpu manager: could not initialize checkpoint manager: …`, then the exit
      // `failed to run Kubelet: could not initialize checkpoint manager: …` (bottlerocket-os/bottlerocket#1465).
      messagePatterns: ['^Failed to start ContainerManager', '^\\[cpumanager\\] could not initialize checkpoint manager: ', '^\\[memorymanager\\] could not initialize checkpoint manager', '^failed to initialize (?:cpu|memory) manager: could not initialize checkpoint manager: ', '^(?:error: |Error: )?failed to run Kubelet: could not initialize checkpoint manager: '],
      // A state file the kubelet cannot read back (`checkpoint is corrupted`: a crash or power loss mid-write) stops it the same way.
      errContains: ['differs from state checkpoint policy', 'cpu_manager_state', 'memory_manager_state', 'checkpoint is corrupted', 'pod_status_manager_state', 'could not restore state from check'],
    },
    summary: 'The kubelet\'s CPU (or memory) manager policy was changed, but its state file on the node still records the old one: the kubelet refuses to start until the file is removed.',
    explanation:
      'With the `static` CPU manager policy (or the `Static` memory manager policy) the kubelet records which CPUs (or NUMA memory) each container was given in `/var/lib/kubelet/cpu_manager_state` (`memory_manager_state`). ' +
      'When the configured policy no longer matches the one in that file, as after changing `cpuManagerPolicy` in the kubelet configuration, the kubelet cannot trust the old assignments and stops at start-up, then restarts in a loop: the node stays NotReady. ' +
      'A file it cannot read back at all (`checkpoint is corrupted`, after a crash or a power loss in the middle of a write) stops it the same way; so does the in-place resize checkpoint (`/var/lib/kubelet/pod_status_manager_state`, kept since 1.27 where `InPlacePodVerticalScaling` is on) that cannot be read back: its format changed in 1.32, and a kubelet upgraded from 1.31 with the feature on fails to start until the file is deleted (kubernetes#126620, CHANGELOG-1.32).',
    whenNotBenign:
      'As the message says: drain the node, delete the state file it names (`/var/lib/kubelet/cpu_manager_state`, `memory_manager_state` or `pod_status_manager_state`), then restart the kubelet; uncordon once it is Ready. Its containers get new assignments under the new policy.',
    references: [page('Kubernetes documentation: changing the CPU Manager policy', 'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/#changing-the-cpu-manager-policy'), k8s(95041), k8sPR(126620), k8s(117589), gh('deckhouse/deckhouse', 17403), src('pkg/kubelet/cm/cpumanager/cpu_manager.go')],
    sourceFiles: ['pkg/kubelet/cm/cpumanager/cpu_manager.go', 'pkg/kubelet/cm/cpumanager/state/state_checkpoint.go'],
    samples: [
      // source: https://github.com/bottlerocket-os/bottlerocket/issues/1465 (review r26a)
      'Apr 07 19:44:44 ip-192-168-85-94.us-west-2.compute.internal kubelet[3496]: E0407 19:44:44.417137    3496 container_manager_linux.go:329] failed to initialize cpu manager: could not initialize checkpoint manager: could not restore state from checkpoint: configured policy "static" differs from state checkpoint policy "none"',
      // source: the same issue
      'Apr 07 19:44:44 ip-192-168-85-94.us-west-2.compute.internal kubelet[3496]: F0407 19:44:44.417153    3496 server.go:273] failed to run Kubelet: could not initialize checkpoint manager: could not restore state from checkpoint: configured policy "static" differs from state checkpoint policy "none"',
      // source: https://github.com/scylladb/scylla-operator/issues/1265
      'May 25 05:33:16 fv-az400-830 kubelet[14083]: E0525 05:33:16.571404   14083 kubelet.go:1480] "Failed to start ContainerManager" err="start cpu manager error: could not restore state from checkpoint: configured policy \\"static\\" differs from state checkpoint policy \\"none\\", please drain this node and delete the CPU manager checkpoint file \\"/var/lib/kubelet/cpu_manager_state\\" before restarting Kubelet"',
      // source: https://github.com/kubernetes/kubernetes/issues/95041 (COS node e2e, printf era)
      'Jan 24 08:07:28 tmp-node-e2e-24ec7fb2-cos-85-13310-1041-161 kubelet[285886]: F0124 08:07:28.168281  285886 kubelet.go:1371] Failed to start ContainerManager start cpu manager error: could not restore state from checkpoint: configured policy "none" differs from state checkpoint policy "static", please drain this node and delete the CPU manager checkpoint file "/var/lib/kubelet/cpu_manager_state" before restarting Kubelet',
      // source: https://github.com/deckhouse/deckhouse/pull/17403 (a 1.33 kubelet after an upgrade; `journalctl -xe` cut the line)
      'Jan 12 14:11:06 borovets-133-master-0 d8-kubelet-forker[139206]: E0112 14:11:06.296987  139206 allocation_manager.go:86] "Failed to initialize allocation checkpoint manager" err="could not restore state from check>',
    ],
  },
  {
    id: 'container-manager-start-failed',
    title: 'The kubelet\'s container manager could not start (the kubelet exits)',
    verdictKind: 'actionable',
    match: {
      // The memory or CPU manager refusing its configuration at start-up (hugepages reserved that Node Allocatable does
      // not account for; r28a 23): the container manager does not start, and the kubelet exits.
      messages: ['Failed to start ContainerManager', 'Failed to initialize memory manager', 'Failed to initialize cpu manager'],
      // 1.7–1.11 kept running and logged it, at I level, as the reason the sync loop skipped (r56a 23, kubernetes#43856);
      // ≤1.20's printf forms of the cause lines before the fatal one (r56a 05, 06).
      messagePatterns: ['^Failed to start ContainerManager', '^skipping pod synchronization - \\[.{0,400}Failed to start ContainerManager', '^Failed to create \\["kubepods"\\] cgroup', '^failed to initialize (?:cpu|memory) manager: '],
    },
    summary: 'The kubelet could not set up the cgroups and node checks its container manager needs, and exits; its service manager restarts it, and the node is NotReady until a start succeeds.',
    explanation:
      'Before it runs pods, the kubelet\'s container manager validates the node (cgroup subsystems mounted, kernel settings such as `vm/overcommit_memory`) and creates the top-level cgroups (`kubepods`, its QoS classes). ' +
      'When that fails the kubelet logs this line and exits. Typical causes: a cgroup controller that is not mounted or cannot be enabled (cgroup v2 with a kernel or systemd that does not delegate it), a cgroup driver or root that does not exist, kernel flags the kubelet checks with `protectKernelDefaults`.',
    whenNotBenign:
      'Read its error: mount or enable the controller it names (`cat /sys/fs/cgroup/cgroup.controllers`, `cgroup.subtree_control`), make the kubelet\'s and the runtime\'s cgroup driver agree, or set the kernel flag it expects; then restart the kubelet. ' +
      '`failed to get rootfs info: unable to find data in memory cache` is cAdvisor knowing nothing of the filesystem that holds `/var/lib/kubelet`: a kubelet before 1.19 on a cgroup v2 host (`stat -fc %T /sys/fs/cgroup/` prints `cgroup2fs`; boot with `systemd.unified_cgroup_hierarchy=0` or upgrade, buxiaomo/kubeasy#12), or a filesystem it cannot map to a device (btrfs or ZFS subvolumes, k3d-io/k3d#493). ' +
      '`root container [kubepods] doesn\'t exist` is the kubelet not finding its `kubepods` cgroup in every controller it uses: after an unclean power-off, when the runtime and the kubelet set cgroups up at the same time (cri-o/cri-o#4035), or on cgroup v2 with a controller (cpu, cpuset, hugetlb) not enabled for the subtree (compare `/sys/fs/cgroup/cgroup.controllers` with `cgroup.subtree_control`; `systemctl status kubepods.slice`). A reboot or enabling the controller mends it; the threads\' workaround `--cgroups-per-qos=false --enforce-node-allocatable=""` gives up the QoS cgroups (canonical/microk8s#4378).',
    adviceFor: [
      {
        ifContains: ["wrong number of fields"],
        advice:
          "`system validation failed - wrong number of fields`: the kubelet could not read `/proc/mounts`, because one of its lines has more fields than a mount entry can (on WSL2, Docker Desktop's mount of its Windows resources folder carries `Program Files` with an unescaped space in its options; `awk '{print NF}' /proc/mounts | sort -u` prints 7 beside 6). Remove or change the mount that writes that line (Docker Desktop's WSL integration for this distribution), then restart the kubelet (kubernetes#135554).",
      },
      {
        ifContains: [".slice already exists"],
        advice:
          "`Unit kubepods-….slice already exists`: with the systemd cgroup driver, slices left by an earlier kubelet or installation stand in the way of the ones it creates: list them (`systemctl list-units 'kubepods*'`), stop them (`systemctl stop kubepods-burstable.slice kubepods-besteffort.slice`), then restart the kubelet; a reboot clears them too (kubernetes#43856).",
      },
      {
        ifContains: ["Cannot set property", "or unknown property"],
        advice:
          "`Cannot set property …, or unknown property`: systemd is older than the properties the systemd cgroup driver sets (`TasksAccounting` came with systemd 227; CentOS 7.2 has 219): update systemd (`yum update systemd`), or use the cgroupfs driver in both the kubelet and the runtime (opencontainers/runc#2096, kubernetes#76820).",
      },
      {
        ifContains: ["reserved CPU resources for static policy"],
        advice:
          "`unable to determine reserved CPU resources for static policy`: the static CPU manager policy needs CPUs set aside for the system, and none are: reserve some (`kubeReserved` or `systemReserved` cpu, or `reservedSystemCPUs`, in the kubelet configuration), or use the `none` policy; then restart the kubelet (kubernetes#70161).",
      },
    ],
    references: [src('pkg/kubelet/kubelet.go'), src('pkg/kubelet/cm/container_manager_linux.go'), k8s(43856), gh('opencontainers/runc', 2096), k8s(76820), k8s(70161), k8s(135554), gh('buxiaomo/kubeasy', 12), gh('k3d-io/k3d', 493), gh('cri-o/cri-o', 4035), gh('canonical/microk8s', 4378)],
    sourceFiles: ['pkg/kubelet/kubelet.go', 'pkg/kubelet/cm/container_manager_linux.go'],
    samples: [
      // source: a chat transcript in the search library's stored pages (WSL2 with Docker Desktop, kubelet 1.29/1.30; review r73a log 04)
      'Oct 20 20:40:13 wsl2 kubelet[95277]: E1020 20:40:13.037945   95277 kubelet.go:1550] "Failed to start ContainerManager" err="system validation failed - wrong number of fields (expected 6, got 7)"',
      // source: a blog post on cgroup v2 and `cgroup.subtree_control: invalid argument` (kubelet 1.24)
      'Jul 25 15:21:20 n15.dcos kubelet[3452279]: E0725 15:21:20.712292 3452279 kubelet.go:1384] "Failed to start ContainerManager" err="failed to initialize top level QOS containers: root container [kubepods] doesn\'t exist"',
      // source: https://github.com/k8sp/sextant/issues/569 (journald in a Chinese locale; cause in kubernetes#43856)
      "8月 02 14:51:42 instance-8hqmi70e kubelet[19214]: I0802 14:51:42.855708   19214 kubelet.go:1752] skipping pod synchronization - [Failed to start ContainerManager failed to initialise top level QOS containers: failed to create top level Burstable QOS cgroup : Unit kubepods-burstable.slice already exists.]",
      // source: https://github.com/opencontainers/runc/issues/2096 (the same lines in kubernetes#76820)
      "Apr 19 11:20:09 kubelet[20002]: F0419 11:20:09.770102   20002 kubelet.go:1359] Failed to start ContainerManager Cannot set property TasksAccounting, or unknown property.",
      // source: https://github.com/opencontainers/runc/issues/2096
      "Apr 19 11:20:09 kubelet[20002]: E0419 11:20:09.770078   20002 node_container_manager_linux.go:50] Failed to create [\"kubepods\"] cgroup",
      // source: https://github.com/kubernetes/kubernetes/issues/70161 (minikube)
      "Oct 24 02:14:39 minikube kubelet[8371]: E1024 02:14:39.133407    8371 container_manager_linux.go:291] failed to initialize cpu manager: [cpumanager] unable to determine reserved CPU resources for static policy",
    ],
  },
  {
    id: 'kubelet-exited-under-supervisor',
    title: 'rke2 or k3s: the embedded kubelet exited',
    verdictKind: 'actionable',
    match: {
      // rke2's supervisor logs the exit and starts the kubelet again after 5 s; k3s logs it fatally and exits itself.
      messagePatterns: ['^[Kk]ubelet exited: '],
    },
    summary: 'The kubelet that rke2 or k3s runs ended; the supervisor starts it again, and the same failure usually comes back.',
    explanation:
      'rke2 and k3s run the kubelet themselves instead of a systemd unit: rke2 as a child process whose exit it logs (`Kubelet exited: exit status 1`) before starting it again five seconds later, k3s inside its own process, which exits with it. ' +
      'A line every few seconds is a kubelet crash-looping as a systemd kubelet would: the node goes NotReady and nothing on it is synced. The kubelet\'s own last lines before each exit (rke2 writes them to `/var/lib/rancher/rke2/agent/logs/kubelet.log`) say why.',
    whenNotBenign:
      'Read the kubelet\'s last lines before the exit (`/var/lib/rancher/rke2/agent/logs/kubelet.log` for rke2, the k3s journal for k3s): a cgroup driver or swap setting, a port in use, a certificate, the container runtime not answering.',
    references: [gh('rancher/rancher', 45035), page('rke2 docs: agent logs', 'https://docs.rke2.io/advanced')],
    sourceFiles: ['cmd/kubelet/app/server.go'],
    samples: [
      // source: https://github.com/rancher/rancher/issues/45035
      'Apr 07 04:52:49 s12142045 rke2[61201]: time="2024-04-07T04:52:49Z" level=error msg="Kubelet exited: exit status 1"',
    ],
  },
  {
    id: 'kubelet-port-in-use',
    title: 'The kubelet\'s port is already in use (another kubelet running?)',
    verdictKind: 'actionable',
    match: {
      messages: ['Failed to start healthz server', 'Failed to listen and serve'],
      messagePatterns: ['^Starting healthz server failed: ', '^listen tcp [^ ]{1,64}:10250: bind: address already in use'],
      errContains: ['address already in use'],
    },
    summary: 'The kubelet could not listen on its healthz (10248) or API (10250) port because another process holds it: usually a second kubelet on the node.',
    explanation:
      'The kubelet serves its health check on 127.0.0.1:10248 and its API (logs, exec, metrics) on port 10250. `address already in use` means another process listens there: most often another kubelet (a second service or wrapper starting its own, an old kubelet that did not exit, k0s or k3s beside a package-installed kubelet), sometimes another agent. ' +
      'The healthz server retries every five seconds; without port 10250 the kubelet exits. Two kubelets on one node fight over its pods and containers.',
    whenNotBenign:
      'Find who holds the port (`ss -ltnp | grep -E \':1024[08]\'`) and stop the second kubelet or service (`systemctl list-units | grep -i kube`).',
    references: [gh('k0sproject/k0s', 960), src('cmd/kubelet/app/server.go')],
    sourceFiles: ['cmd/kubelet/app/server.go'],
    samples: [
      // source: https://github.com/k0sproject/k0s/issues/960 (k0s wraps the kubelet's line in its own logrus line)
      'jun 07 11:54:49 srv-avvlocal k0s[28890]: time="2021-06-07 11:54:49" level=info msg="E0607 11:54:49.434338    5587 server.go:808] \\"Failed to start healthz server\\" err=\\"listen tcp 127.0.0.1:10248: bind: address already in use\\"" component=kubelet',
    ],
  },
  {
    id: 'cpu-manager-allocation-failed',
    title: 'CPU manager: not enough CPUs to pin the container',
    verdictKind: 'actionable',
    match: {
      messagePatterns: [
        '^container start failed: PreStartHookError: not enough cpus available',
        '^\\[cpumanager\\] AddContainer error: not enough cpus available',
        '^\\[cpumanager\\] unable to allocate \\d+ CPUs',
      ],
      // 1.18+: the CPU manager's own `"Allocate error" err="not enough cpus available to satisfy request: requested=8,
      // available=7"` at admission (cpu_manager.go; the memory manager logs `Allocate error` with its own errors).
      messages: ['Allocate error'],
      errContains: ['not enough cpus available'],
      errChecksOnlyFor: ['Allocate error'],
    },
    summary: 'The static CPU manager could not give the container the exclusive CPUs it asked for, so the container does not start.',
    explanation:
      'With `--cpu-manager-policy=static`, a Guaranteed pod asking for whole CPUs gets them for itself, taken from the shared pool. ' +
      'When the pool has too few left (CPUs already given to other containers, `reservedSystemCPUs` or `kube-reserved` kept back, or the CPU manager\'s checkpoint out of step with the containers after a restart), the container cannot have them. ' +
      'Since 1.18 the CPUs are taken when the kubelet admits the pod: it logs `Allocate error … not enough cpus available to satisfy request: requested=N, available=M` and fails the pod at admission (`UnexpectedAdmissionError`, `Allocate failed due to not enough cpus available …`), for good; its controller makes a new pod, which may land here and fail again, so failed pods pile up (kubernetes#92436, #112228). ' +
      'Kubelets up to 1.17 took them just before the container started: the start failed with `PreStartHookError` and the kubelet retried it.',
    whenNotBenign:
      'Compare the node\'s allocatable CPUs with what the Guaranteed pods here request (`kubectl describe node`), and the CPU manager\'s state in `/var/lib/kubelet/cpu_manager_state`; a state left by another policy or CPU count needs the file removed with the kubelet stopped (drain first).',
    references: [k8s(92436), k8s(112228), k8s(79159), k8s(63018), page('Kubernetes docs: CPU management policies', 'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/')],
    sourceFiles: ['pkg/kubelet/cm/cpumanager/cpu_manager.go', 'pkg/kubelet/cm/cpumanager/policy_static.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/79159
      'E0603 06:30:00.131694   17205 kuberuntime_manager.go:775] container start failed: PreStartHookError: not enough cpus available to satisfy request',
    ],
  },
  {
    id: 'unmount-newunmounter-failed',
    title: 'UnmountVolume.NewUnmounter failed (the CSI volume\'s data file is gone)',
    verdictKind: 'actionable',
    match: {
      messagePatterns: ['UnmountVolume\\.NewUnmounter failed for volume'],
      // A driver not registered (yet) is another cause, with another remedy: unmount-csi-driver-not-registered.
      errNotContains: [CSI_DRIVER_NOT_REGISTERED],
    },
    summary: 'The kubelet cannot even build an unmounter for a pod\'s CSI volume (its `vol_data.json` is missing), so the volume is never unmounted and the pod\'s cleanup never ends.',
    explanation:
      'For each CSI volume the kubelet writes `vol_data.json` beside the mount; to unmount it later it reads the driver and volume handle from that file. ' +
      'When the file is gone (removed by hand or by an earlier cleanup that stopped half way, a node rebooted mid-unmount), every retry fails the same way, the kubelet logs it with back-off for as long as it runs, and the pod directory stays.',
    whenNotBenign:
      'Check whether the path is still mounted (`mount | grep <pod UID>`): if it is, unmount it by hand; then remove the pod\'s volume directory so the kubelet stops retrying. Recent kubelets still meet this (kubernetes#116847 on 1.26.3, #101911).',
    references: [k8s(101378), k8s(116847), k8s(101911), src('pkg/volume/csi/csi_plugin.go')],
    sourceFiles: ['pkg/volume/csi/csi_plugin.go', 'pkg/volume/util/operationexecutor/operation_generator.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/101378 (cut at the end, as in the issue)
      'E0422 13:28:12.214727    1861 reconciler.go:193] operationExecutor.UnmountVolume failed (controllerAttachDetachEnabled true) for volume "persistentvolumemount-6wg4ywt2xwwgkyygj6tyo2xhrm" (UniqueName: "kubernetes.io/csi/rook-ceph.cephfs.csi.ceph.com^0001-0009-rook-ceph-0000000000000001-97172dfa-9e15-11eb-8ecd-26ee97ae76aa") pod "dc3f11b7-d671-464c-a734-65e1760ed7df" (UID: "dc3f11b7-d671-464c-a734-65e1760ed7df") : UnmountVolume.NewUnmounter failed for volume "persistentvolumemount-6wg4ywt2xwwgkyygj6tyo2xhrm" (UniqueName: "kubernetes.io/csi/rook-ceph.cephfs.csi.ceph.com^0001-0009-rook-ceph-0000000000000001-97172dfa-9e15-11eb-8ecd-26ee97ae76aa") pod "dc3f11b7-d671-464c-a734-65e1760ed7df" (UID: "dc3f11b7-d671-464c-a734-65e1760ed7df") : kubernetes.io/csi: unmounter failed to load volume data file [/var/lib/kubelet/pods/dc3f11b7-d671-464c-a734-65e1760ed7df/volumes/kubernetes.io~csi/pvc-b27ae1f5-bfa6-4951-aebb-ff33280796df/mount]: kubernetes.io/csi: failed to open volume data file [/var/lib/kubelet/pods/dc3f11b7-d671-464c-a734-65e1760ed7df/volumes/kubernetes.io~csi/pvc-b27ae1f5-bfa6-4951-aebb-ff33280796df/vol_data.json]: open /var/lib/kubelet/pod',
    ],
  },
  {
    id: 'unmount-csi-driver-not-registered',
    title: 'UnmountVolume.NewUnmounter failed: the volume\'s CSI driver is not registered (yet)',
    verdictKind: 'benign-in-context',
    match: {
      // 1.2x's teardown says the same: `UnmountVolume.TearDown failed … Unmounter.TearDownAt failed to get CSI client: driver name … not found …`.
      messagePatterns: ['UnmountVolume\\.NewUnmounter failed for volume', 'UnmountVolume\\.TearDown failed for volume'],
      errContains: [CSI_DRIVER_NOT_REGISTERED],
    },
    // After a kubelet restart its volume reconstruction tries to unmount before the drivers' registrars have registered
    // again (r34a 26, kubernetes#72500); it had read as `unmount-newunmounter-failed`, whose advice removes the volume's directory.
    evidence: ['kubelet-starting'],
    // A driver still not registered minutes after the start never registered in that run: its earlier lines were no
    // start-up noise either (r35a 28).
    evidenceParams: { windowSeconds: 300, neverSinceStart: [CSI_DRIVER_NOT_REGISTERED], neverSinceStartWithPleg: true },
    summary: 'The kubelet cannot build an unmounter for a pod\'s CSI volume because the volume\'s driver has not registered with this kubelet.',
    explanation:
      'A CSI driver registers with each kubelet through its node plugin (the `node-driver-registrar` beside it, a socket under `/var/lib/kubelet/plugins_registry`). ' +
      'After a kubelet restart, the kubelet rebuilds the volumes it finds mounted and cleans up those of pods that are gone before the drivers have registered again; the unmount then fails this way and is retried, and goes through once the driver is back. ' +
      'The volume\'s data file is not the problem here: only the driver is missing.',
    benignWhen: 'The kubelet started shortly before: the driver\'s node plugin registers again within a minute or so of a restart.',
    whenNotBenign:
      'Check the driver\'s node plugin on this node: its DaemonSet pod and its registrar container running, `kubectl get csinode <node>` listing the driver, and the driver\'s socket under `/var/lib/kubelet/plugins_registry`. ' +
      'Do not remove the pod\'s volume directory while the volume may still be mounted: once the driver registers, the kubelet unmounts it itself.',
    references: [k8s(72500), src('pkg/volume/csi/csi_plugin.go')],
    sourceFiles: ['pkg/volume/csi/csi_plugin.go', 'pkg/kubelet/volumemanager/reconciler/reconciler.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/72500 (pasted without its klog header)
      'reconciler.go:442] volumeHandler.UnmountVolumeHandler for UnmountVolume failed for volume "" (UniqueName: "pvc-cd03c7e0-0255-11e9-8683-42010a800002") pod "d302836e-0255-11e9-8683-42010a800002" (UID: "d302836e-0255-11e9-8683-42010a800002") : UnmountVolume.NewUnmounter failed for volume "" (UniqueName: "pvc-cd03c7e0-0255-11e9-8683-42010a800002") pod "d302836e-0255-11e9-8683-42010a800002" (UID: "d302836e-0255-11e9-8683-42010a800002") : driver name pd.csi.storage.gke.io not found in the list of registered CSI drivers',
    ],
  },
  {
    id: 'kubelet-service-failed',
    title: 'systemd: the kubelet\'s service failed',
    verdictKind: 'actionable',
    match: {
      messagePatterns: [KUBELET_SERVICE_FAILURE.source],
    },
    // Not mended by a later start, as kubelet-exited-at-start is: the exit may be a crash hours into a run (a signal 9
    // from the OOM killer, a panic), of which this line can be the only trace.
    summary: 'The kubelet process ended in failure and systemd will start it again: the kubelet is crashing or giving up, perhaps in a loop.',
    explanation:
      'systemd writes this line when a service\'s main process ends: a non-zero exit status (`1/FAILURE` from a kubelet that gave up, `2` from a Go runtime crash, `255`), a signal such as `6/ABRT`, `9/KILL` or `11/SEGV`, or a core dump. ' +
      'The kubelet unit restarts on failure, so the node goes on with a new kubelet process a few seconds later, and the same failure comes back each time until its cause is fixed: each start then writes its start-up lines again, ' +
      'and the errors of such starts are no start-up noise. The kubelet\'s own last lines before this one say why it ended (`failed to run Kubelet`, a `fatal error:` or `panic:` and its goroutines, `Failed to start ContainerManager`).',
    whenNotBenign:
      'Read the kubelet\'s last lines before this one for the reason; `systemctl status kubelet` shows the restart counter and `journalctl -u kubelet -b` every attempt. Killed by signal 9 with no reason from the kubelet: look for the kernel\'s OOM killer or a watchdog.',
    references: [page('systemd.service: Restart= and exit statuses', 'https://www.freedesktop.org/software/systemd/man/latest/systemd.service.html'), k8s(99645), src('cmd/kubelet/app/server.go')],
    sourceFiles: ['cmd/kubelet/app/server.go'],
    samples: [
      // source: https://github.com/scylladb/scylla-operator/issues/1265 (after `Failed to start ContainerManager`)
      'May 25 05:33:16 fv-az400-830 systemd[1]: kubelet.service: Main process exited, code=exited, status=1/FAILURE',
      // source: https://github.com/kubernetes/website/issues/8777 (after a cgroup driver mismatch)
      'Jun 12 12:23:42 fed-node systemd[1]: kubelet.service: Main process exited, code=exited, status=255/n/a',
      // source: https://github.com/kubernetes/kubeadm/issues/217 (systemd 219 writes `main process exited`)
      '9月 05 13:51:55 m1 systemd[1]: kubelet.service: main process exited, code=exited, status=1/FAILURE',
    ],
  },
  {
    // After pleg-not-healthy, which takes the NotReady that PLEG's stall causes.
    id: 'node-not-ready',
    title: 'The kubelet marked its node NotReady',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['Node became not ready'],
      // ≤1.20: `Recording NodeNotReady event message for node <name>` (printf; the only trace of it at --v=2, r34a 30)
      // and `Node became not ready: {Type:Ready Status:False … Message:…}`.
      messagePatterns: ['^Recording NodeNotReady event message for node ', '^Node became not ready: '],
    },
    // A kubelet just started reports NotReady until its runtime's first status check and the network are in; a node
    // Ready again soon after was a flap.
    evidence: ['kubelet-starting', 'process-clock-early', 'followed-by-success'],
    // Not once the node had become Ready in this run: its runtime and network had worked, and failed again (the start-up
    // grace of cni-not-initialized; adversarial4/r5-p22).
    evidenceParams: {
      windowSeconds: 300,
      startupUnlessNodeReady: true,
      // The structured form too (`"Recording event message for node" … event="NodeReady"`, r58a N08).
      successMessages: ['Recording event message for node', 'Recording NodeReady event message for node', 'Fast updating node status as it just became ready'],
      successIsNodeReady: true,
    },
    summary: 'The kubelet set its node\'s Ready condition to False: the scheduler sends the node no new pods, and after a grace period the node\'s pods are evicted elsewhere.',
    explanation:
      'The kubelet computes its Ready condition at each status update from what it needs to run pods: the container runtime answering its status check, PLEG relisting within 3 minutes, the network plugin ready, and (since CSI migration) its CSINode object; and, with graceful node shutdown (`shutdownGracePeriod`), the node not shutting down. ' +
      'When one fails it writes this line (the condition\'s message names which; older kubelets only record the `NodeNotReady` event), and the node controller starts counting towards evicting the node\'s pods.',
    benignWhen: 'The kubelet had just started (its runtime\'s first status check not completed yet, the CNI not written yet), or the node reports Ready again within minutes.',
    whenNotBenign:
      'Read the condition\'s message here or in `kubectl describe node` (Conditions): `container runtime is down` or `not ready` is the runtime (`systemctl status containerd`), `PLEG is not healthy` a runtime too slow to list containers, `network plugin is not ready: cni config uninitialized` the CNI pod on this node, `CSINode is not yet initialized` the kubelet\'s own start, `node is shutting down` a shutdown or reboot of the node that the kubelet saw coming (its shutdown manager\'s `Shutdown manager detected new shutdown event` comes before). The lines just before this one usually say which.',
    references: [src('pkg/kubelet/nodestatus/setters.go'), src('pkg/kubelet/nodeshutdown/nodeshutdown_manager_linux.go'), gh('prabhatsharma/kubernetes-the-hard-way-aws', 12)],
    sourceFiles: ['pkg/kubelet/nodestatus/setters.go', 'pkg/kubelet/kubelet_node_status.go'],
    samples: [
      // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log (0.5 s after a kubelet start)
      'Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.640544  584647 setters.go:532] "Node became not ready" node="kind-worker" condition={Type:Ready Status:False LastHeartbeatTime:2023-08-22 00:23:09.640272804 +0000 UTC m=+0.512177761 LastTransitionTime:2023-08-22 00:23:09.640272804 +0000 UTC m=+0.512177761 Reason:KubeletNotReady Message:container runtime status check may not have completed yet}',
      // source: https://github.com/prabhatsharma/kubernetes-the-hard-way-aws/issues/12 (3 min after a gVisor pod started)
      'Jan 31 15:46:40 ip-10-240-0-20 kubelet[3072]: I0131 15:46:40.357340    3072 kubelet_node_status.go:446] Recording NodeNotReady event message for node ip-10-240-0-20',
    ],
  },
  {
    // Last: the entries for a known cause of the same exit (swap, the cgroup driver, the CRI API) come first and win.
    id: 'kubelet-exited-at-start',
    title: 'The kubelet exits at start-up',
    verdictKind: 'actionable',
    match: {
      messages: ['command failed', 'Failed to run kubelet', 'Failed to load kubelet config file', 'Failed to parse kubelet flag', 'Failed to construct kubelet dependencies'],
      // Before klog took the error, the kubelet's main printed it (`error: failed to run Kubelet: …`; hyperkube's cobra
      // `Error: …`).
      // 1.11–1.19 printed a config file it could not load as `failed to load Kubelet config file /var/lib/kubelet/config.yaml, error …` (r34a 29).
      // And cobra's own for a flag it does not know (r41a 3: `Error: failed to parse kubelet flag: unknown flag:
      // --network-plugin`, the flags 1.24 removed).
      messagePatterns: ['^(?:error: |Error: )?failed to run Kubelet: ', '^failed to load Kubelet config file ', '^(?:error: |Error: )failed to parse kubelet flag: '],
      // `command failed` is the exit of any component's command: only the kubelet's own errors. The other messages
      // are the kubelet's own, whatever their error says (a CA file, a certificate pair).
      errContains: ['failed to run Kubelet', 'kubelet config file', 'Kubelet config file', 'kubelet flag', 'kubelet configuration', 'feature gates from initial flags-based config', 'kubelet dependencies'],
      errChecksOnlyFor: ['command failed'],
    },
    // Mended: a later start of the kubelet on the node got through (its node registered): a runtime not up yet at
    // boot, or kubeadm's documented restart loop before `kubeadm init` / `join` writes the config (r35a 35).
    evidence: ['followed-by-success'],
    evidenceParams: KUBELET_START_GOT_THROUGH,
    summary: 'The kubelet stopped while starting, and its service manager restarts it: the node is NotReady until a start succeeds (a runtime that was not up yet at boot can be a one-off; the same error again and again is a cause to fix).',
    explanation:
      'These lines are the kubelet giving up during start-up: `failed to run Kubelet: …` (a fatal line in older kubelets, `"command failed" err="failed to run Kubelet: …"` since the shared command runner), a configuration file it cannot load, ' +
      'or `Failed to start ContainerManager` (the cgroup hierarchy it needs could not be set up). The process exits right after, and systemd or the node\'s supervisor starts it again, so the same line usually repeats every few seconds. ' +
      'Common causes: the container runtime\'s socket is not there yet or the runtime is down (`validate service connection … containerd.sock: no such file`), the config or bootstrap kubeconfig a node join writes is missing, ' +
      'certificates it cannot read, and cgroup controllers it cannot enable.',
    benignWhen: 'A later start of the kubelet in the log gets through (its node registers within the hour): the cause was mended, or was a runtime not up yet at boot, or kubeadm\'s restart loop before `kubeadm join`.',
    whenNotBenign:
      'Read the error after `failed to run Kubelet:`: start the runtime (`systemctl status containerd`), finish the node join that writes `/var/lib/kubelet/config.yaml` and the kubeconfig (on a kubeadm node the kubelet restarts in a loop until `kubeadm init` or `kubeadm join` writes them: expected before that, a cause to fix after), or fix the cgroup setup it names; ' +
      '`journalctl -u kubelet -b` shows each attempt, `systemctl status kubelet` the restart counter.',
    adviceFor: [
      DEV_KMSG_ADVICE,
      {
        ifContains: ['cannot create certificate signing request'],
        advice:
          '`cannot create certificate signing request: Unauthorized` (or `forbidden`): with no valid client certificate of its own, the kubelet used its bootstrap kubeconfig to ask for one, and the API server refused. `Unauthorized` is the bootstrap credentials themselves: a bootstrap token expired or deleted (kubeadm\'s last 24 hours unless told otherwise) or a bootstrap certificate expired; `forbidden` is RBAC that does not let `system:bootstrappers` create CSRs. Create a new token (`kubeadm token create`) and put it in the bootstrap kubeconfig (`/etc/kubernetes/bootstrap-kubelet.conf` on kubeadm nodes), or join the node again (openshift/origin#24242).',
      },
      {
        ifContains: ["unknown flag: --network-plugin", "unknown flag: --cni-conf-dir", "unknown flag: --cni-bin-dir", "unknown flag: --cni-cache-dir", "unknown flag: --docker-endpoint", "unknown flag: --image-pull-progress-deadline", "unknown flag: --experimental-dockershim-root-directory"],
        advice:
          "`unknown flag` for one of dockershim's: the kubelet is given a flag 1.24 removed with dockershim (`--network-plugin`, `--cni-conf-dir`, `--cni-bin-dir`, `--docker-endpoint`, …; 1.27 removed `--container-runtime` too). `systemctl cat kubelet` shows where flags come from (`/var/lib/kubelet/kubeadm-flags.env`, a drop-in, `/etc/sysconfig/kubelet` or `/etc/default/kubelet`): remove it there, `systemctl daemon-reload`, restart the kubelet. A node that ran on Docker Engine needs cri-dockerd (or containerd) from 1.24 (kubernetes-sigs/kubespray#8924, kubernetes/website#34756).",
      },
      {
        ifContains: ["unknown flag: --"],
        unlessContains: ["unknown flag: --network-plugin", "unknown flag: --cni-conf-dir", "unknown flag: --cni-bin-dir", "unknown flag: --cni-cache-dir", "unknown flag: --docker-endpoint", "unknown flag: --image-pull-progress-deadline", "unknown flag: --experimental-dockershim-root-directory"],
        advice:
          "`unknown flag`: this kubelet has no flag of that name: check its spelling against `kubelet --help`, and whether this version removed it (the release notes' deprecations; a flag moved into the configuration file is still read there). `systemctl cat kubelet` shows where flags come from (`/var/lib/kubelet/kubeadm-flags.env`, a drop-in, `/etc/sysconfig/kubelet` or `/etc/default/kubelet`).",
      },
      {
        ifContains: ['inotify_init', 'inotify_add_watch', 'unable to create inotify'],
        advice:
          "`inotify_init: too many open files`: the kernel refused the kubelet an inotify instance, so it could not watch its files and gave up. The node's per-user inotify limits are used up (many pods, shims and log shippers each hold some): raise them (`sysctl fs.inotify.max_user_instances=512 fs.inotify.max_user_watches=524288`, persisted in /etc/sysctl.d), find what holds them (`find /proc/*/fd -lname anon_inode:inotify`), then restart the kubelet (kubermatic#7490).",
      },
      {
        ifContains: ["reserved CPU resources for static policy"],
        advice:
          "`unable to determine reserved CPU resources for static policy`: the static CPU manager policy needs CPUs set aside for the system, and none are: reserve some (`kubeReserved` or `systemReserved` cpu, or `reservedSystemCPUs`, in the kubelet configuration), or use the `none` policy; then restart the kubelet (kubernetes#70161).",
      },
    ],
    references: [k8s(99645), gh('kubernetes-sigs/kubespray', 8924), gh('kubernetes/website', 34756), k8s(70161), src('cmd/kubelet/app/server.go'), src('staging/src/k8s.io/component-base/cli/run.go'), src('pkg/kubelet/kubelet.go'), gh('kubermatic/kubermatic', 7490), gh('rootless-containers/usernetes', 204), gh('openshift/origin', 24242)],
    sourceFiles: ['cmd/kubelet/app/server.go', 'staging/src/k8s.io/component-base/cli/run.go', 'pkg/kubelet/kubelet.go'],
    samples: [
      // source: https://github.com/openshift/origin/issues/24242 (expired certificates; the bootstrap credentials refused)
      'Dec 01 17:08:42 osm1.acsu.buffalo.edu origin-node[57436]: F1201 17:08:42.266078   57436 server.go:262] failed to run Kubelet: cannot create certificate signing request: Unauthorized',
      // source: https://github.com/rootless-containers/usernetes/issues/204 (kernel.dmesg_restrict=1)
      'kubelet-containerd.sh[27857]: F1118 04:38:15.095965     167 server.go:269] failed to run Kubelet: failed to create kubelet: open /dev/kmsg: operation not permitted',
      // source: https://github.com/kubermatic/kubermatic/issues/7490 (kubelet 1.20; the poster's leading space left out)
      'kubelet[111106]: F0812 16:26:52.166979  111106 server.go:269] failed to run Kubelet: inotify_init: too many open files',
      // source: https://github.com/kubernetes/kubernetes/issues/99645
      'kubelet[740513]: F0101 14:32:07.026322  740513 server.go:274] failed to run Kubelet: unable to load bootstrap kubeconfig: stat /etc/kubernetes/bootstrap-kubelet.conf: no such file or directory',
      // source: kubeadm install notes (journalctl -u kubelet on a node whose containerd was not running; kubelet 1.27)
      'Apr 18 09:53:34 node1 kubelet[1554024]: E0418 09:53:34.460176 1554024 run.go:74] "command failed" err="failed to run Kubelet: validate service connection: validate CRI v1 runtime API for endpoint \\"unix:///run/containerd/containerd.sock\\": rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing dial unix /run/containerd/containerd.sock: connect: no such file or directory\\""',
      // source: https://github.com/kubernetes/kubernetes/pull/104997 (the same exit in text and in the JSON format; the
      // poster's indentation left out)
      "E0914 10:54:57.540301   69656 server.go:271] \"Failed to construct kubelet dependencies\" err=\"error reading /var/lib/kubelet/pki/kubelet.key, certificate and key must be supplied as a pair\"",
      "{\"ts\":1631610094233.7605,\"caller\":\"app/server.go:276\",\"msg\":\"Failed to construct kubelet dependencies\",\"err\":\"error reading /var/lib/kubelet/pki/kubelet.key, certificate and key must be supplied as a pair\"}",
      // source: https://github.com/kubernetes/kubernetes/issues/82293 (the file missing)
      'Sep 03 15:22:26 lxappstrlprd002 kubelet[4347]: F0903 15:22:26.035578    4347 server.go:198] failed to load Kubelet config file /var/lib/kubelet/config.yaml, error failed to read kubelet config file "/var/lib/kubelet/config.yaml", error: open /var/lib/kubelet/config.yaml: no such file or directory',
      // source: https://github.com/kubernetes/kubeadm/issues/217 (kubelet 1.7, the error printed by its main; the line as the issue cut it)
      '9月 05 13:51:55 m1 kubelet[2836]: error: failed to run Kubelet: cannot create certificate signing request: User "system:anonymous" cannot create certificatesigningrequests.certificates.k8s.io at the cluster scope. (',
      // source: https://github.com/kubernetes-sigs/kubespray/issues/8924 (the journald shape of a Fedora node's note, r56a 25)
      "Jun 28 11:20:54 fit06 kubelet[170771]: Error: failed to parse kubelet flag: unknown flag: --network-plugin",
      // source: https://github.com/kubernetes/kubernetes/issues/70161 (minikube)
      "Oct 24 02:14:39 minikube kubelet[8371]: F1024 02:14:39.133437    8371 server.go:261] failed to run Kubelet: [cpumanager] unable to determine reserved CPU resources for static policy",
      // source: a troubleshooting lab's write-up (kubelet 1.33; syslog; a flag that never existed, `--improve-speed`)
      "2025-08-12T13:00:30.196081+00:00 node01 kubelet[7513]: E0812 13:00:30.194826    7513 run.go:72] \"command failed\" err=\"failed to parse kubelet flag: unknown flag: --improve-speed\"",
    ],
  },
  {
    id: 'prestop-hook-failed',
    title: 'A container\'s preStop hook failed',
    verdictKind: 'benign-in-context',
    match: {
      messages: ['PreStop hook failed', 'Event occurred'],
      eventReasons: ['FailedPreStopHook'],
      messagePatterns: [
        // ≤1.20's kuberuntime_container.go, the container's ID in brackets at the end.
        '^preStop hook for container "[^"]{1,253}" failed: ',
        // ≤1.20's event line (`Event(v1.ObjectReference{…}): type: 'Warning' reason: 'FailedPreStopHook' …`).
        "^Event\\(v1\\.ObjectReference\\{.{0,1200}\\}\\): type: 'Warning' reason: 'FailedPreStopHook' ",
      ],
    },
    // A container that had already exited has no hook to run (`container not running`): its stop is done. A command the
    // image lacks fails at every stop of every such container.
    evidence: ['container-exited-earlier'],
    escalation: ['cannot-succeed'],
    evidenceParams: {
      windowSeconds: 600,
      // The kubelet logs its kill before it runs the hook: no stop of the container (r31a 19).
      raisedInKill: true,
      // The hook's own command missing or not runnable (not a file its program reads, which may be there next time).
      cannotSucceedIf: ['exited with 126', 'exited with 127', 'executable file not found', 'command not found', 'unable to start container process: exec: ', 'starting container process caused "exec: ', 'starting container process caused \\"exec: '],
    },
    summary: 'The kubelet ran a container\'s preStop hook before stopping it, and the hook failed; the container was stopped anyway, without what the hook was to do first.',
    explanation:
      'Before it sends a container the stop signal, the kubelet runs the container\'s `lifecycle.preStop` handler (a command run inside it, an HTTP GET, or a sleep) and waits for it within the pod\'s termination grace period. ' +
      'Whatever the hook\'s outcome, the container is then stopped: a failed hook means the graceful part (deregistering, draining connections, removing a socket) did not happen. ' +
      'A hook that runs after its container had already exited fails with `container not running`: there was nothing left to stop. ' +
      'A command that does not exist in the image (`/bin/sh` in a distroless image, exit code 126 or 127) fails at every stop: the shutdown logic never runs. ' +
      'Newer kubelets leave the hook\'s output out of the event (it may hold secrets) and log the failure as `PreStop hook failed` with the pod and container.',
    benignWhen: 'The container had already exited when its hook ran (its exit is in the log before the hook\'s failure): nothing was left to shut down.',
    whenNotBenign:
      'Run the hook\'s command by hand in a running container of the pod (`kubectl exec … -- <command>`): a missing shell or binary needs the image changed or the hook rewritten (an `exec` of a binary the image has, or a `sleep` action). ' +
      'A hook that times out holds the container for the grace period: raise `terminationGracePeriodSeconds` or make the hook shorter. An HTTP hook needs the container\'s server still answering when the pod is deleted.',
    references: [k8s(39170), gh('kubernetes-csi/csi-driver-host-path', 175), src('pkg/kubelet/kuberuntime/kuberuntime_container.go'), src('pkg/kubelet/lifecycle/handlers.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_container.go', 'pkg/kubelet/lifecycle/handlers.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/39170 (its syslog prefix left out)
      'E1218 22:36:58.022261    1356 kuberuntime_container.go:462] preStop hook for container "foo" failed: rpc error: code = 2 desc = container not running (bc860557d431b2af70904d70deed0d32ad42e885da4d5bf465e3fd690f9f2d58)',
      // source: https://github.com/kubernetes-csi/csi-driver-host-path/issues/175
      'I0330 08:31:17.836238    1362 event.go:278] Event(v1.ObjectReference{Kind:"Pod", Namespace:"ephemeral-5231", Name:"csi-hostpathplugin-0", UID:"ad6006d7-6425-4661-829e-8106640183fb", APIVersion:"v1", ResourceVersion:"1676", FieldPath:"spec.containers{node-driver-registrar}"}): type: \'Warning\' reason: \'FailedPreStopHook\' Exec lifecycle hook ([/bin/sh -c rm -rf /registration/csi-hostpath /registration/csi-hostpath-reg.sock]) for Container "node-driver-registrar" in Pod "csi-hostpathplugin-0_ephemeral-5231(ad6006d7-6425-4661-829e-8106640183fb)" failed - error: command \'/bin/sh -c rm -rf /registration/csi-hostpath /registration/csi-hostpath-reg.sock\' exited with 126: , message: "OCI runtime exec failed: exec failed: container_linux.go:349: starting container process caused \\"exec: \\\\\\"/bin/sh\\\\\\": stat /bin/sh: no such file or directory\\": unknown\\r\\n"',
    ],
  },
  {
    id: 'poststart-hook-failed',
    title: 'A container\'s postStart hook failed: the kubelet killed the container',
    verdictKind: 'actionable',
    match: {
      messages: ['Failed to execute PostStartHook', 'Event occurred'],
      eventReasons: ['FailedPostStartHook'],
      messagePatterns: ["^Event\\(v1\\.ObjectReference\\{.{0,1200}\\}\\): type: 'Warning' reason: 'FailedPostStartHook' "],
    },
    // Moot when its pod was being deleted: the kill came while the hook ran (r31a 26).
    evidence: ['pod-being-deleted'],
    summary: 'A container\'s `lifecycle.postStart` handler failed right after the container started; the kubelet kills the container, which restarts (PostStartHookError) by the pod\'s restart policy.',
    explanation:
      'The kubelet runs the postStart handler as soon as the runtime has started the container, beside its entrypoint; the container is not Running until the hook returns. ' +
      'When the hook fails, the kubelet kills the container and reports `PostStartHookError`; with restart policy Always it comes back and runs the hook again, so a hook that cannot succeed is a crash loop. ' +
      'The error says why: a command missing from the image, a command that exits non-zero, an HTTP handler not listening yet, or the runtime failing the exec itself (`error adding pid … to cgroups` on an old kernel or a cgroup driver mismatch).',
    whenNotBenign:
      'Read the error: change the hook\'s command or the image, make an HTTP hook wait for its server, or, when the runtime failed the exec, look at the node (the runtime\'s log, cgroups). `kubectl describe pod` shows the `FailedPostStartHook` event, with the hook\'s output in older kubelets.',
    references: [gh('kubernetes-sigs/kind', 3366), src('pkg/kubelet/kuberuntime/kuberuntime_container.go'), src('pkg/kubelet/lifecycle/handlers.go')],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_container.go', 'pkg/kubelet/lifecycle/handlers.go'],
    samples: [
      // source: a public write-up of a kind node running Cilium (the failure kubernetes-sigs/kind#3366 is about); its
      // klog header completed and the cgroup path shortened
      'E0724 10:20:31.123456    2710 kuberuntime_container.go:287] "Failed to execute PostStartHook" err="rpc error: code = Unknown desc = failed to exec in container: failed to start exec \\"c3107b15e85a5b213e28a811b7341c153ec727ebf3c1a58b6c1d51bcd4f4e06b\\": OCI runtime exec failed: exec failed: unable to start container process: error adding pid 3095 to cgroups: failed to write 3095: open /sys/fs/cgroup/unified/kubelet.slice/cgroup.procs: no such file or directory: unknown" pod="kube-system/cilium-bsznc" podUID="a45947e4-314c-4694-8f05-5e1425a02de4" containerName="cilium-agent" containerID="containerd://abb37780fc913b3720641a4039186adb06f5d1de0229de0e8707f12e2fde5a21"',
    ],
  },
  {
    // Last: the entries above that name a cause (a name still reserved, a Secret missing, a resolv.conf) come first.
    id: 'container-create-failed',
    title: 'Container could not be created or started (CreateContainerError / RunContainerError)',
    verdictKind: 'actionable',
    match: {
      messages: ['Error syncing pod, skipping', 'Unhandled Error'],
      // ≤1.11's kuberuntime_manager: `init container start failed: CreateContainerError: …` (r56a 14).
      messagePatterns: [ERROR_SYNCING_PRINTF, CONTAINER_START_FAILED_PRINTF, '^(?:init )?container start failed: (?:CreateContainerError|RunContainerError): '],
      errContains: ['with CreateContainerError', 'with RunContainerError', ': CreateContainerError: ', ': RunContainerError: '],
      errChecksOnlyFor: ['Error syncing pod', 'Unhandled Error', 'container &Container{', 'init container &Container{', 'ephemeral container &'],
    },
    summary: 'The runtime could not create or start a container: the pod shows CreateContainerError or RunContainerError until the cause is fixed.',
    explanation:
      'The kubelet asked the container runtime to create the container (CreateContainer) or to start it (StartContainer), and the runtime refused; err carries its reason. ' +
      'Common ones: the OCI runtime could not start the process (`executable file not found in $PATH`: a wrong command or entrypoint; `exec format error`: an image built for another CPU architecture), ' +
      'a mount it could not make (a subPath or hostPath that does not exist, a file where a directory is expected), or a file the runtime keeps for the container missing. ' +
      'The kubelet retries on every sync with back-off; a cause in the pod spec or the image does not go away by itself.',
    whenNotBenign:
      'Read err: fix the command or entrypoint, pull an image for the node\'s architecture, correct the volume or subPath; for a runtime-side file or state, read the runtime\'s own log for the container (`journalctl -u containerd` or `crio`).',
    adviceFor: [
      {
        ifContains: ["context deadline exceeded", "DeadlineExceeded"],
        advice:
          "`context deadline exceeded`: the runtime did not answer the create within the kubelet's runtime request timeout (2 minutes by default). Nothing in the pod is wrong: the runtime is slow or stuck (disk I/O, a daemon that hangs). Look at the runtime (`crictl info`, `journalctl -u containerd` or `-u docker`) and the node's I/O; the kubelet's next attempt may then fail on the name of the container the first attempt made (`failed to reserve container name`, `Conflict`), which clears once the runtime catches up (kubernetes#68885).",
      },
    ],
    references: [k8s(62782), k8s(68885), k8s(43418), gh('k3s-io/helm-controller', 250), gh('submariner-io/submariner', 983)],
    sourceFiles: ['pkg/kubelet/kuberuntime/kuberuntime_container.go', 'pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'pkg/kubelet/pod_workers.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/62782 (kubelet 1.10; the issue's line breaks joined)
      'E0419 16:23:23.950042    8153 pod_workers.go:186] Error syncing pod de983ffbc7f4929e5afc5927740925e4 ("kube-scheduler-yeahuh-vb_kube-system(de983ffbc7f4929e5afc5927740925e4)"), skipping: failed to "StartContainer" for "kube-scheduler" with RunContainerError: "failed to start container \"3f9e36bdd0fba53c03b23be02e0ccb1d69b63d6a1339cf548283317783e8db40\": executable not found in $PATH"',
      // source: https://github.com/k3s-io/helm-controller/issues/250 (k3s rootless; its pod fields completed from the
      // kuberuntime_manager line before it in the same issue)
      'E0828 16:24:06.780964      58 pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"helm\\" with RunContainerError: \\"failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: \\\\\\"entry\\\\\\": executable file not found in $PATH: unknown\\"" pod="kube-system/helm-install-traefik-crd-lmxt7" podUID="5d6b2a42-6792-4587-a5b9-5195a7b1fd07"',
      // source: https://github.com/kubernetes/kubernetes/issues/68885 (journald in a French locale)
      "sept. 20 16:49:29 erebos kubelet[8665]: E0920 16:49:29.093065    8665 kuberuntime_manager.go:703] init container start failed: CreateContainerError: context deadline exceeded",
    ],
  },
  {
    // Last: only a fatal line no other entry explains (r28a 20: `unknown flag: --cluster_dns` had no finding).
    id: 'kubelet-fatal',
    title: 'A fatal error: the process that logged it exited',
    // Left to judge: a plain log's F line may be another process's (kube-proxy in the same container, a mount helper's
    // output), which no line tells apart from the kubelet's (adversarial12 30, adversarial8 44).
    verdictKind: 'benign-in-context',
    // Actionable once the log shows the kubelet's process ended after it (systemd's exit of its unit, a new start).
    escalation: ['kubelet-ended-after'],
    match: { anyFatal: true, program: 'kubelet-process' },
    summary: 'A line of severity F: the process that logged it ended right after (klog\'s Fatal exits with status 255); when it is the kubelet, systemd starts it again.',
    explanation:
      'The kubelet logs at severity F only what it cannot run on: a flag it does not know (removed in this version, as `--network-plugin` in 1.24), a configuration it cannot load, a directory it cannot create, a check at start-up that failed. ' +
      'The message is the cause. The service then restarts in a loop (`kubelet.service: Main process exited`, `Scheduled restart job`), and the node stays NotReady until the cause is fixed.',
    benignWhen: 'No line shows it: a fatal line is harmless only when it is another program\'s that the node does not need.',
    whenNotBenign:
      'First tell whose line it is: the kubelet\'s when its PID is the kubelet\'s and a kubelet start (or systemd\'s restart) follows; another program\'s (kube-proxy in the same container, a mount helper\'s output) when the kubelet\'s lines go on. For the kubelet\'s, read the message: fix the flag in the unit file or its drop-ins (`systemctl cat kubelet`, `/var/lib/kubelet/kubeadm-flags.env`) or the setting in the kubelet\'s config file, then restart the kubelet and check that no F line follows.',
    adviceFor: [
      DEV_KMSG_ADVICE,
      {
        ifContains: ['failed to find memory cgroup'],
        advice:
          '`failed to find memory cgroup` (k3s): k3s checks for the memory cgroup controller before it starts its kubelet, and the kernel was booted with it off (Raspberry Pi OS does so by default). Add `cgroup_memory=1 cgroup_enable=memory` to the kernel command line (`/boot/cmdline.txt`, `/boot/firmware/cmdline.txt` on newer Raspberry Pi OS) and reboot (k3s-io/k3s#2067).',
      },
      {
        ifContains: ["non-default logging format doesn't honor flag"],
        advice:
          "`non-default logging format doesn't honor flag`: with `--logging-format=json` the kubelet refuses the klog flags that format does not support (`--vmodule`, `--log-dir`, `--log-file`, `--logtostderr` and their kin, named on the line) and exits at start: remove that flag from the unit or its drop-ins, or go back to the text format (kubernetes#96314).",
      },
    ],
    references: [k8sPR(61053), src('cmd/kubelet/app/server.go'), k8sPR(74942), gh('kubernetes-sigs/kind', 662), gh('kubernetes-sigs/kind', 664), gh('k3s-io/k3s', 2067)],
    sourceFiles: ['cmd/kubelet/app/server.go'],
    samples: [
      // source: https://github.com/kubernetes/kubernetes/issues/96314 (a 1.19 kubelet with --logging-format=json and --vmodule)
      "{\"level\":\"FATAL\",\"message\":\"non-default logging format doesn't honor flag: vmodule\"}",
      // source: https://github.com/kubernetes/kubernetes/pull/61053 (its description; review r28a)
      'F0312 17:59:03.138986   25317 server.go:144] unknown flag: --cluster_dns',
      // source: https://github.com/kubernetes-sigs/kind/issues/662 (a kind node without /dev/kmsg; its unit exits next)
      'Jun 26 08:18:59 kind-control-plane kubelet[375565]: F0626 08:18:59.532066  375565 kubelet.go:1405] Failed to start OOM watcher open /dev/kmsg: no such file or directory',
      // source: https://github.com/k3s-io/k3s/issues/2067 (a Raspberry Pi booted without the memory cgroup)
      'Jul 26 06:34:05 kube-master k3s[943]: time="2020-07-26T06:34:05.257859589+01:00" level=fatal msg="failed to find memory cgroup, you may need to add \\"cgroup_memory=1 cgroup_enable=memory\\" to your linux cmdline (/boot/cmdline.txt on a Raspberry Pi)"',
    ],
  },
];

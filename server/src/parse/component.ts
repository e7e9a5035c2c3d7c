// Which Kubernetes component wrote a log, when the log says so: the command-line flags it prints at start-up
// (`FLAG: --etcd-servers="…"`, klog's flags.go at V1) or its journald identifier. A kube-apiserver's `Version: v1.19.4`
// banner (server.go, like the kubelet's) is then not taken for a kubelet's.
import type { Envelope } from './types';

export interface ComponentInfo {
  name: string;
  /** The record that told, and how. */
  record: number;
  how: string;
}

/**
 * Flags only one component has (shared ones such as --kubeconfig, --v, --cluster-cidr or --authorization-mode tell
 * nothing). Two of them must agree before the log counts as that component's.
 */
const FLAG_OWNERS: Record<string, string> = {};
const own = (component: string, flags: string[]) => {
  for (const f of flags) FLAG_OWNERS[f] = component;
};
own('kubelet', [
  'pod-manifest-path', 'container-runtime', 'container-runtime-endpoint', 'kubelet-cgroups', 'pod-infra-container-image', 'register-node',
  'eviction-hard', 'fail-swap-on', 'cgroup-driver', 'node-labels', 'max-pods', 'image-gc-high-threshold', 'serialize-image-pulls',
]);
own('kube-apiserver', [
  'etcd-servers', 'enable-admission-plugins', 'admission-control', 'advertise-address', 'apiserver-count', 'storage-backend', 'etcd-prefix',
  'service-account-issuer', 'audit-log-path', 'enable-aggregator-routing',
]);
own('kube-controller-manager', [
  'controllers', 'cluster-signing-cert-file', 'allocate-node-cidrs', 'node-monitor-grace-period', 'concurrent-deployment-syncs', 'pod-eviction-timeout',
]);
own('kube-scheduler', ['algorithm-provider', 'policy-config-file', 'policy-configmap', 'scheduler-name', 'hard-pod-affinity-symmetric-weight']);
own('kube-proxy', ['proxy-mode', 'iptables-sync-period', 'conntrack-max-per-core', 'ipvs-scheduler']);

/** The component a `FLAG: --name="value"` message belongs to, if the flag is one only it has. */
export function componentOfFlag(message: string): { name: string; flag: string } | undefined {
  if (!message.startsWith('FLAG: --')) return undefined;
  const eq = message.indexOf('=', 8);
  const flag = message.slice(8, eq < 0 ? undefined : eq);
  return Object.prototype.hasOwnProperty.call(FLAG_OWNERS, flag) ? { name: FLAG_OWNERS[flag], flag } : undefined;
}

const KUBELET_IDENTS = new Set(['kubelet', 'kubenswrapper', 'hyperkube', 'kubelet.sh', 'k3s', 'k3s-agent', 'microk8s.daemon-kubelet', 'microk8s.daemon-kubelite', 'rke2', 'rke2-server', 'rke2-agent']);
/** Kubernetes components other than the kubelet: the catalogue and its evidence are the kubelet's, not theirs. */
const OTHER_KUBERNETES = new Set(['kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'kube-proxy', 'etcd', 'cloud-controller-manager']);
/** Programs whose lines a kubelet journal mixes in: the runtimes are graded (their own entries), the rest are not. */
const OTHER_IDENTS = new Set([...OTHER_KUBERNETES, 'containerd', 'crio', 'dockerd']);

/** Known programs a wrapper script or unit may be named after (`kube-proxy.sh`, `kubelet-wrapper`). */
const FAMILY_NAMES: readonly string[] = ['kubelet', ...OTHER_IDENTS];

// What a wrapper script or unit adds to the program's name: `.sh`, `-containerd.sh`, `-wrapper`. Other programs named
// after one (`kubelet-csr-approver`, `containerd-stargz-grpc`) are programs of their own.
const WRAPPER_SUFFIX = /^(?:-[a-z]{1,16})?\.sh$|^-wrapper$/;

/**
 * The program an identifier names: without the unit suffix `journalctl -o with-unit` writes (`kubelet.service`) or
 * the replica number docker compose adds (`kube-scheduler-1`); a wrapper named after a known program is that program
 * (usernetes' `kubelet-containerd.sh` and `kube-proxy.sh`, CoreOS's `kubelet-wrapper`).
 */
export function program(ident: string): string {
  let p = ident.endsWith('.service') ? ident.slice(0, -8) : ident;
  const dash = p.lastIndexOf('-');
  if (dash > 0 && /^\d{1,4}$/.test(p.slice(dash + 1))) p = p.slice(0, dash);
  if (KUBELET_IDENTS.has(p) || OTHER_IDENTS.has(p)) return p;
  for (const name of FAMILY_NAMES) if (p.startsWith(name) && WRAPPER_SUFFIX.test(p.slice(name.length))) return name;
  return p;
}

/**
 * Whether a line comes from another Kubernetes component than the kubelet: its identifier or compose service says so,
 * or its section's start-up flags said so before it. The kubelet's catalogue does not grade such lines.
 */
export function fromOtherKubernetesComponent(
  envelope: Envelope | undefined,
  section: string | undefined,
  record: number,
  components: ReadonlyMap<string | undefined, ComponentInfo>,
): boolean {
  const ident = envelope?.ident;
  if (ident !== undefined) {
    const p = program(ident);
    if (KUBELET_IDENTS.has(p)) return false;
    if (OTHER_KUBERNETES.has(p)) return true;
  }
  const titled = sectionProgram(section);
  if (titled !== undefined) return OTHER_KUBERNETES.has(titled);
  const c = components.get(section);
  return c !== undefined && c.record < record && OTHER_KUBERNETES.has(c.name);
}

/**
 * The program a dump's section is about, when its title names a kubelet or another Kubernetes component
 * (`==> kube-scheduler [6e3130887a1b] <==` in `minikube logs`).
 */
function sectionProgram(section: string | undefined): string | undefined {
  if (section === undefined) return undefined;
  const p = program(section.split(/[\s[]/, 1)[0]);
  return KUBELET_IDENTS.has(p) || OTHER_KUBERNETES.has(p) ? p : undefined;
}

/** The other Kubernetes component an identifier names, if it names one. */
export function otherKubernetesComponent(ident: string): string | undefined {
  const p = program(ident);
  return OTHER_KUBERNETES.has(p) ? p : undefined;
}

/** A kubelet's journald identifier, or its unit's name. */
export function isKubeletIdent(ident: string): boolean {
  return KUBELET_IDENTS.has(program(ident));
}

/** The container runtimes' own programs (their journald identifiers), whose lines a kubelet journal mixes in. */
// `docker` is the CLI (a unit's `docker run` writes its container's output under it), not the daemon.
const RUNTIME_PROGRAMS = new Set(['containerd', 'crio', 'dockerd', 'cri-dockerd']);

/** Whether a journald identifier is a container runtime's (containerd, CRI-O, dockerd, cri-dockerd). */
export function isRuntimeIdent(ident: string | undefined): boolean {
  if (ident === undefined) return false;
  // `journalctl -o with-unit` names the unit: docker.service is the daemon's.
  return RUNTIME_PROGRAMS.has(program(ident)) || ident === 'docker.service';
}

/** Whether a journald identifier is a program known not to be a kubelet: another component, a runtime, docker's CLI. */
export function isOtherProgramIdent(ident: string | undefined): boolean {
  if (ident === undefined) return false;
  const p = program(ident);
  return !KUBELET_IDENTS.has(p) && (OTHER_IDENTS.has(p) || RUNTIME_PROGRAMS.has(p) || p === 'docker');
}


/**
 * Whether a journald identifier may be a kubelet's process: none, a kubelet's, or a name of the kubelet's family that
 * is no other known program (`kubelet.daemon`, `kubelet-wrapper`, `origin-node`, `localkube`). For lines that carry
 * nothing else of their writer (a Go runtime's `panic:`): another daemon's (`flanneld`), or a container's under
 * docker's journald driver (its 12-hex ID), is not the kubelet's.
 */
export function mayBeKubeletProcess(ident: string | undefined): boolean {
  if (ident === undefined || isKubeletIdent(ident)) return true;
  return KUBELET_FAMILY.test(ident) && !isOtherProgramIdent(ident);
}

// Not any `kube`: kube-router, kube-vip, kubectl, kubeadm and kube-rbac-proxy are programs of their own (r75a 3).
const KUBELET_FAMILY = /kubelet|kubelite|localkube|hyperkube|kubenswrapper|k3s|rke2|microk8s|openshift-node|origin-node/i;

/** Whether a line's envelope names another program than a kubelet (journald identifier, compose service). */
function fromOtherComponent(envelope: Envelope | undefined): boolean {
  const ident = envelope?.ident;
  return ident !== undefined && OTHER_IDENTS.has(program(ident));
}

/**
 * Whether a printf `Version:` banner at `record` is a kubelet's: its identifier says so, or it names no other program
 * and the flags of its section (`==> kubelet <==` in a minikube dump; the whole file otherwise) named no other
 * component before it (or anywhere, `anyOrder`: a newest-first file prints its flags after its banner).
 */
export function bannerIsKubelet(
  envelope: Envelope | undefined,
  section: string | undefined,
  record: number,
  components: ReadonlyMap<string | undefined, ComponentInfo>,
  anyOrder = false,
): boolean {
  if (envelope?.ident !== undefined && isKubeletIdent(envelope.ident)) return true;
  if (fromOtherComponent(envelope)) return false;
  const titled = sectionProgram(section);
  if (titled !== undefined) return KUBELET_IDENTS.has(titled);
  const c = components.get(section);
  return c === undefined || c.name === 'kubelet' || (!anyOrder && c.record > record);
}

/**
 * Source files only one component logs from (shared ones, client-go's reflector.go or server.go, tell nothing), for
 * a log that names its component nowhere else: a descheduler's klog (node.go, defaultevictor.go) is no kubelet's.
 */
const FILE_OWNERS: Record<string, string> = {};
const ownFiles = (component: string, files: string[]) => {
  for (const f of files) FILE_OWNERS[f] = component;
};
ownFiles('kubelet', [
  'kubelet.go', 'pod_workers.go', 'kuberuntime_manager.go', 'kuberuntime_container.go', 'kuberuntime_sandbox.go', 'kuberuntime_gc.go',
  'prober.go', 'generic.go', 'kubelet_pods.go', 'kubelet_node_status.go', 'kubelet_getters.go', 'eviction_manager.go', 'status_manager.go',
  'remote_runtime.go', 'volume_manager.go', 'pod_container_deletor.go', 'cri_stats_provider.go', 'cadvisor_stats_provider.go',
]);
// Not its node.go, node_affinity.go or node_taint.go: kube-proxy and the scheduler's plugins have files of those names.
ownFiles('descheduler', [
  'descheduler.go', 'defaultevictor.go', 'nodeutilization.go', 'lownodeutilization.go', 'highnodeutilization.go', 'removeduplicates.go',
  'pod_antiaffinity.go', 'toomanyrestarts.go',
]);
ownFiles('kube-scheduler', ['schedule_one.go', 'default_preemption.go', 'default_binder.go', 'eventhandlers.go', 'scheduling_queue.go']);
ownFiles('kube-controller-manager', ['controllermanager.go', 'node_lifecycle_controller.go', 'replica_set.go', 'deployment_controller.go', 'garbagecollector.go']);

/** The component that alone logs from a source file of this name (`kubelet`, `kube-proxy`, …), if one does. */
export function ownerOfFile(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  if (PROXY_ONLY_FILES.has(file)) return 'kube-proxy';
  return Object.prototype.hasOwnProperty.call(FILE_OWNERS, file) ? FILE_OWNERS[file] : undefined;
}

/** Files only kube-proxy logs from (its first lines in k3s's one process, or a kube-proxy.log next to the kubelet's). */
const PROXY_ONLY_FILES = new Set(['server_others.go', 'proxier.go', 'conntrack.go']);

/**
 * The component most of a log's lines come from, by their source files: at least 20 lines from files only it has and
 * twenty times as many as from any other component's. Another component than the kubelet only when no line comes from
 * a kubelet's own file: a dump mixing the two is graded as a kubelet's (its kubelet lines are).
 */
export function componentOfSourceFiles(linesByFile: ReadonlyMap<string, number>): { name: string; files: string } | undefined {
  const byComponent = new Map<string, number>();
  for (const [file, n] of linesByFile) {
    const owner = Object.prototype.hasOwnProperty.call(FILE_OWNERS, file) ? FILE_OWNERS[file] : undefined;
    if (owner) byComponent.set(owner, (byComponent.get(owner) ?? 0) + n);
  }
  const ranked = [...byComponent].sort((a, b) => b[1] - a[1]);
  // A short excerpt counts too when every line of it is from one component's own files (r57a W11: two lines of the
  // controller manager's garbagecollector.go had passed a --fail-on gate as a kubelet log).
  let total = 0;
  for (const n of linesByFile.values()) total += n;
  const whole = ranked.length === 1 && ranked[0][1] === total;
  if (!ranked.length || (ranked[0][1] < 20 && !whole) || (ranked.length > 1 && ranked[1][1] * 20 > ranked[0][1])) return undefined;
  const name = ranked[0][0];
  if (name !== 'kubelet' && byComponent.has('kubelet')) return undefined;
  const files = [...linesByFile]
    .filter(([f]) => FILE_OWNERS[f] === name)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ');
  return { name, files };
}

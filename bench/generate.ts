// Deterministic synthetic kubelet logs for the benchmark (issue 7) and its smoke test.
//
// The line shapes, texts, key sets and file:line callers are those of kubelet v1.24.7 on a kind node with
// containerd at --v=4, as in the corpus (k8s-1.24-kind-journald-* and, for the NotFound wording of other runtimes,
// the 1.31 OpenShift logs): a discrete-event simulation of one node drives
//   - resident pods (kube-proxy, kindnet, descheduler, metrics-server, ...) that run through the whole log;
//   - many short-lived Deployment pods with whole lifecycles: SyncLoop ADD, volume mounts, sandbox creation,
//     PLEG ContainerStarted, probes, status patches, periodic syncs, SyncLoop DELETE, syncTerminatingPod
//     enter/exit, Killing container, PLEG ContainerDied, Removing container / RemoveContainer, the NotFound race
//     (`ContainerStatus from runtime service failed ... NotFound` + `DeleteContainer returned error`), volume
//     teardown, SyncLoop REMOVE, housekeeping cleanup, orphan cleanup with `StopContainer ... NotFound`, and
//     garbage collection (`Removing sandbox`);
//   - node noise: housekeeping every 2 s, eviction manager observations every 10 s, cadvisor cgroup events,
//     runtime status, node IP, metrics-server scrapes.
// Two renderings of the same lines: plain klog, and journald-prefixed (`Aug 30 04:28:45 kind-worker kubelet[PID]: `).
// Everything comes from one seeded PRNG, so a (lines, seed) pair always gives byte-identical files.
//
// CLI: node --import tsx bench/generate.ts LINES [--seed N] [--dir DIR] [--variant journald|plain]...
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Bumped whenever the output for the same parameters changes, so that cached files are regenerated. */
export const GENERATOR_VERSION = 3;
export const DEFAULT_SEED = 20230830;
export type Variant = 'journald' | 'plain';
export const DATA_DIR = join(__dirname, '.data');

export interface GeneratedMeta {
  generatorVersion: number;
  seed: number;
  lines: number;
  variants: Variant[];
  files: Partial<Record<Variant, string>>;
  bytes: Partial<Record<Variant, number>>;
  /** Distinct pods named on some line by pod=, podUID= or pods=[...] (what an analysis should list). */
  pods: number;
  residentPods: number;
  /** Pods whose SyncLoop ADD is in the file. */
  podsAdded: number;
  /** Pods whose SyncLoop REMOVE is in the file. */
  podsRemoved: number;
  /** `ContainerStatus from runtime service failed ... NotFound` lines (each followed by `DeleteContainer returned error`). */
  containerStatusNotFound: number;
  deleteContainerErrors: number;
  /** `StopContainer from runtime service failed ... NotFound` lines during orphan cleanup. */
  stopContainerNotFound: number;
  /** 1-based line numbers of the first 200 of each kind. */
  containerStatusNotFoundLines: number[];
  deleteContainerLines: number[];
  stopContainerNotFoundLines: number[];
  probeFailures: number;
  firstTime: string;
  lastTime: string;
  /** Lines per klog caller (file:line), most frequent first, for checking the mix against the corpus. */
  callers?: Record<string, number>;
}

// ---- PRNG ---------------------------------------------------------------------------------------------------

/** sfc32: small, fast, good enough statistically, and identical on every platform. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.u32();
  }
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  next(): number {
    return this.u32() / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)];
  }
  hex(n: number): string {
    let s = '';
    while (s.length < n) s += this.u32().toString(16).padStart(8, '0');
    return s.slice(0, n);
  }
  /** RFC 4122 version-4 UID, as the API server assigns. */
  uid(): string {
    const h = this.hex(32);
    const variant = '89ab'[this.int(0, 3)];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  chars(n: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

/** The alphabet of Kubernetes generated names (no vowels, no ambiguous digits). */
const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

// ---- time ---------------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const START_US = Date.UTC(2023, 7, 30, 4, 28, 45) * 1000 + 30450;
/** The kubelet had been up this long when the log starts (the m=+ monotonic clock in Go time strings). */
const UPTIME_AT_START_S = 35373.5;

/** `2023-08-30 04:28:51 +0000 UTC` (Go's time.Time String without fraction). */
function goTime(us: number): string {
  const d = new Date(Math.floor(us / 1000));
  return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000 UTC`;
}
/** `2023-08-30 04:28:51.503619694 +0000 UTC m=+35379.967117134` */
function goTimeMono(us: number, nanos: string): string {
  const base = goTime(us);
  const frac = String(Math.floor(us % 1e6)).padStart(6, '0') + nanos;
  const mono = (UPTIME_AT_START_S + (us - START_US) / 1e6).toFixed(9);
  return `${base.slice(0, 19)}.${frac} +0000 UTC m=+${mono}`;
}
/** `2023-08-30T04:28:45Z` */
function isoSecond(us: number): string {
  return new Date(Math.floor(us / 1e6) * 1000).toISOString().replace('.000Z', 'Z');
}
/** `Wed, 30 Aug 2023 04:28:50 GMT` */
function httpDate(us: number): string {
  const d = new Date(Math.floor(us / 1000));
  return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`;
}

// ---- the node's workloads -----------------------------------------------------------------------------------

interface ContainerSpec {
  name: string;
  image: string;
  imageId: string;
  port?: number;
  cpu?: string;
}
interface ProbeSpec {
  type: 'Liveness' | 'Readiness';
  scheme: 'http' | 'https';
  path: string;
  port: number;
  periodS: number;
}
interface AppSpec {
  ns: string;
  /** Deployment or DaemonSet name. */
  owner: string;
  kind: 'deployment' | 'daemonset';
  containers: ContainerSpec[];
  probes: ProbeSpec[];
  configMap?: string;
  qos: 'besteffort' | 'burstable';
  /** Relative weight among churning pods (0: resident only). */
  weight: number;
  /** Lifetime range in seconds. */
  life: [number, number];
  hostNetwork?: boolean;
}

function imageId(rng: Rng, image: string): string {
  const repo = image.includes('/') ? image.split(':')[0] : `docker.io/library/${image.split(':')[0]}`;
  return `${repo}@sha256:${rng.hex(64)}`;
}

function apps(rng: Rng): AppSpec[] {
  const c = (name: string, image: string, port?: number, cpu?: string): ContainerSpec => ({ name, image, imageId: imageId(rng, image), port, cpu });
  return [
    // residents
    { ns: 'kube-system', owner: 'kube-proxy', kind: 'daemonset', containers: [c('kube-proxy', 'k8s.gcr.io/kube-proxy:v1.24.7')], probes: [], configMap: 'kube-proxy', qos: 'besteffort', weight: 0, life: [0, 0], hostNetwork: true },
    { ns: 'kube-system', owner: 'kindnet', kind: 'daemonset', containers: [c('kindnet-cni', 'docker.io/kindest/kindnetd:v20221004-44d545d1', undefined, '100m')], probes: [], qos: 'burstable', weight: 0, life: [0, 0], hostNetwork: true },
    { ns: 'kube-system', owner: 'descheduler', kind: 'deployment', containers: [c('descheduler', 'k8s.gcr.io/descheduler/descheduler:v0.27.1', 10258, '500m')], probes: [{ type: 'Liveness', scheme: 'https', path: '/healthz', port: 10258, periodS: 30 }], configMap: 'descheduler-policy-configmap', qos: 'burstable', weight: 0, life: [0, 0] },
    { ns: 'kube-system', owner: 'metrics-server', kind: 'deployment', containers: [c('metrics-server', 'registry.k8s.io/metrics-server/metrics-server:v0.6.3', 4443, '100m')], probes: [{ type: 'Readiness', scheme: 'https', path: '/readyz', port: 4443, periodS: 30 }, { type: 'Liveness', scheme: 'https', path: '/livez', port: 4443, periodS: 30 }], qos: 'burstable', weight: 0, life: [0, 0] },
    { ns: 'local-path-storage', owner: 'local-path-provisioner', kind: 'deployment', containers: [c('local-path-provisioner', 'docker.io/kindest/local-path-provisioner:v0.0.22-kind.0')], probes: [], configMap: 'local-path-config', qos: 'besteffort', weight: 0, life: [0, 0] },
    // churn
    { ns: 'default', owner: 'nginx-deployment', kind: 'deployment', containers: [c('nginx', 'nginx:1.14.2', 80, '2')], probes: [], qos: 'burstable', weight: 5, life: [20, 400] },
    { ns: 'default', owner: 'php-apache', kind: 'deployment', containers: [c('php-apache', 'registry.k8s.io/hpa-example', 80, '200m')], probes: [{ type: 'Readiness', scheme: 'http', path: '/', port: 80, periodS: 30 }], qos: 'burstable', weight: 3, life: [60, 900] },
    { ns: 'shop', owner: 'web-frontend', kind: 'deployment', containers: [c('web', 'ghcr.io/acme-shop/web-frontend:2.8.1', 8080, '250m')], probes: [{ type: 'Readiness', scheme: 'http', path: '/healthz', port: 8080, periodS: 20 }], configMap: 'web-frontend-config', qos: 'burstable', weight: 3, life: [120, 1800] },
    { ns: 'payments', owner: 'payments-api', kind: 'deployment', containers: [c('api', 'registry.acme.io/payments/api:v3.14.2', 8443, '500m'), c('envoy', 'docker.io/envoyproxy/envoy:v1.27.0', 9901, '100m')], probes: [{ type: 'Liveness', scheme: 'http', path: '/livez', port: 9901, periodS: 30 }], configMap: 'payments-api-envoy', qos: 'burstable', weight: 2, life: [300, 3600] },
    { ns: 'batch', owner: 'report-worker', kind: 'deployment', containers: [c('worker', 'registry.acme.io/batch/report-worker:1.4.0')], probes: [], qos: 'besteffort', weight: 2, life: [20, 240] },
    { ns: 'cache', owner: 'redis-cache', kind: 'deployment', containers: [c('redis', 'docker.io/library/redis:7.2.1', 6379, '100m')], probes: [], configMap: 'redis-config', qos: 'burstable', weight: 1, life: [600, 7200] },
    { ns: 'monitoring', owner: 'blackbox-exporter', kind: 'deployment', containers: [c('blackbox-exporter', 'quay.io/prometheus/blackbox-exporter:v0.24.0', 9115, '50m')], probes: [{ type: 'Liveness', scheme: 'http', path: '/-/healthy', port: 9115, periodS: 30 }], configMap: 'blackbox-exporter-config', qos: 'burstable', weight: 1, life: [300, 3600] },
  ];
}

interface Container {
  spec: ContainerSpec;
  id: string;
  startedUs: number;
}
interface Volume {
  name: string;
  plugin: 'projected' | 'configmap';
  cm?: string;
}
interface Pod {
  app: AppSpec;
  ns: string;
  name: string;
  ref: string; // ns/name
  uid: string;
  uidU: string; // uid with underscores, as in systemd cgroup names
  ip: string;
  sandbox: string;
  containers: Container[];
  volumes: Volume[];
  phase: 'pending' | 'running' | 'terminating' | 'gone';
  statusVersion: number;
  startUs: number;
  attempt: number;
}

// ---- output -------------------------------------------------------------------------------------------------

type Sev = 'I' | 'W' | 'E';

class Output {
  count = 0;
  done = false;
  now = START_US;
  private sec = -1;
  private mmddhms = '';
  private jprefix = '';
  private readonly pidPad: string;
  private jbuf = '';
  private pbuf = '';
  readonly bytes = { journald: 0, plain: 0 };
  readonly callers = new Map<string, number>();
  firstUs = 0;
  constructor(
    private readonly rng: Rng,
    private readonly limit: number,
    readonly pid: number,
    private readonly host: string,
    private readonly fds: Partial<Record<Variant, number>>,
    private readonly collectCallers: boolean,
  ) {
    this.pidPad = String(pid).padStart(7, ' ');
  }

  /** One klog line; returns its 1-based line number (0 once the limit is reached). */
  line(sev: Sev, caller: string, msg: string, gapUs = this.rng.int(15, 260)): number {
    if (this.done) return 0;
    this.now += gapUs;
    const s = Math.floor(this.now / 1e6);
    if (s !== this.sec) {
      this.sec = s;
      const d = new Date(s * 1000);
      const hms = `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
      this.mmddhms = `${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())} ${hms}`;
      this.jprefix = `${MONTHS[d.getUTCMonth()]} ${p2(d.getUTCDate())} ${hms} ${this.host} kubelet[${this.pid}]: `;
    }
    if (this.count === 0) this.firstUs = this.now;
    const usec = String(Math.floor(this.now % 1e6)).padStart(6, '0');
    const text = `${sev}${this.mmddhms}.${usec} ${this.pidPad} ${caller}] ${msg}\n`;
    if (this.fds.plain !== undefined) this.pbuf += text;
    if (this.fds.journald !== undefined) this.jbuf += this.jprefix + text;
    if (this.collectCallers) this.callers.set(caller, (this.callers.get(caller) ?? 0) + 1);
    this.count++;
    if ((this.count & 4095) === 0) this.flush(false);
    if (this.count >= this.limit) this.done = true;
    return this.count;
  }

  flush(final: boolean): void {
    if (!final && this.pbuf.length + this.jbuf.length < 8 * 1024 * 1024) return;
    if (this.fds.plain !== undefined && this.pbuf) {
      this.bytes.plain += writeSync(this.fds.plain, this.pbuf);
      this.pbuf = '';
    }
    if (this.fds.journald !== undefined && this.jbuf) {
      this.bytes.journald += writeSync(this.fds.journald, this.jbuf);
      this.jbuf = '';
    }
  }
}

// ---- simulation ---------------------------------------------------------------------------------------------

/** A task yields how long (µs) to wait before its next burst of lines. */
type Task = Generator<number, void, void>;

class Scheduler {
  private heap: { t: number; seq: number; task: Task }[] = [];
  private seq = 0;
  constructor(private readonly out: Output) {}
  spawn(task: Task, delayUs = 0): void {
    this.push({ t: this.out.now + delayUs, seq: this.seq++, task });
  }
  run(): void {
    const out = this.out;
    while (!out.done && this.heap.length) {
      const ev = this.pop();
      if (ev.t > out.now) out.now = ev.t;
      const r = ev.task.next();
      if (!r.done) this.push({ t: out.now + Math.max(1, r.value), seq: this.seq++, task: ev.task });
    }
  }
  private less(i: number, j: number): boolean {
    const a = this.heap[i];
    const b = this.heap[j];
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  }
  private push(e: { t: number; seq: number; task: Task }): void {
    const h = this.heap;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }
  private pop(): { t: number; seq: number; task: Task } {
    const h = this.heap;
    const top = h[0];
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(l, m)) m = l;
        if (r < h.length && this.less(r, m)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
}

const S = 1_000_000; // µs per second
const MS = 1_000;

const q = (s: string) => JSON.stringify(s); // Go %q for the ASCII texts used here
/** A klog value quoted inside a quoted message: \"...\" */
const qq = (s: string) => `\\"${s}\\"`;

class Node {
  readonly rng: Rng;
  readonly out: Output;
  readonly sched: Scheduler;
  readonly apps: AppSpec[];
  readonly churnApps: AppSpec[];
  readonly churnWeight: number;
  readonly host = 'kind-worker';
  readonly nodeIp = '172.18.0.2';
  readonly kindContainer: string;
  readonly rsHash = new Map<AppSpec, string>();
  readonly names = new Set<string>();
  readonly pods = new Set<Pod>();
  /** Pods named on a line the analysis recognises (pod=, podUID=, pods=[...]). */
  readonly seen = new Set<Pod>();
  residents = 0;
  added = 0;
  removed = 0;
  probeFailures = 0;
  readonly statusNotFound: number[] = [];
  readonly deleteErrors: number[] = [];
  readonly stopNotFound: number[] = [];
  statusNotFoundCount = 0;
  deleteErrorCount = 0;
  stopNotFoundCount = 0;
  /** Pods whose worker finished: housekeeping forgets them (and sometimes finds orphaned containers). */
  readonly forgotten: Pod[] = [];
  /** Exited sandboxes not yet garbage-collected (the eviction manager cannot find their network stats). */
  readonly deadSandboxes: { pod: Pod; id: string; until: number }[] = [];
  private ipNext = 2;
  private ptr = 0xc000100000;

  constructor(rng: Rng, out: Output) {
    this.rng = rng;
    this.out = out;
    this.sched = new Scheduler(out);
    this.apps = apps(rng);
    this.churnApps = this.apps.filter((a) => a.weight > 0);
    this.churnWeight = this.churnApps.reduce((s, a) => s + a.weight, 0);
    this.kindContainer = rng.hex(64);
    for (const a of this.apps) this.rsHash.set(a, a.kind === 'deployment' ? this.rng.chars(this.rng.int(9, 10), NAME_ALPHABET) : '');
  }

  // -- helpers --

  L(sev: Sev, caller: string, msg: string, gapUs?: number): number {
    return this.out.line(sev, caller, msg, gapUs);
  }
  /** A line naming the pod in a way the analysis recognises: the pod counts as written once one is emitted. */
  P(pod: Pod, sev: Sev, caller: string, msg: string, gapUs?: number): number {
    const n = this.out.line(sev, caller, msg, gapUs);
    if (n) this.seen.add(pod);
    return n;
  }
  pu(pod: Pod): string {
    return `pod=${q(pod.ref)} podUID=${pod.uid}`;
  }
  goPtr(): string {
    this.ptr += this.rng.int(0x80, 0x4000) & ~7;
    if (this.ptr > 0xc002000000) this.ptr = 0xc000100000;
    return `0x${this.ptr.toString(16)}`;
  }
  podCgroup(pod: Pod): string {
    const q2 = pod.app.qos;
    return `/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-${q2}.slice/kubelet-kubepods-${q2}-pod${pod.uidU}.slice`;
  }
  scope(pod: Pod, id: string): string {
    return `${this.podCgroup(pod)}/cri-containerd-${id}.scope`;
  }
  newName(app: AppSpec): string {
    for (;;) {
      const name = app.kind === 'daemonset' ? `${app.owner}-${this.rng.chars(5, NAME_ALPHABET)}` : `${app.owner}-${this.rsHash.get(app)}-${this.rng.chars(5, NAME_ALPHABET)}`;
      if (!this.names.has(`${app.ns}/${name}`)) {
        this.names.add(`${app.ns}/${name}`);
        return name;
      }
    }
  }
  newPod(app: AppSpec): Pod {
    const name = this.newName(app);
    const uid = this.rng.uid();
    const volumes: Volume[] = [{ name: `kube-api-access-${this.rng.chars(5, NAME_ALPHABET)}`, plugin: 'projected' }];
    if (app.configMap) volumes.unshift({ name: 'config', plugin: 'configmap', cm: app.configMap });
    const ip = app.hostNetwork ? this.nodeIp : `10.244.2.${this.ipNext}`;
    if (!app.hostNetwork) this.ipNext = this.ipNext >= 254 ? 2 : this.ipNext + 1;
    const pod: Pod = {
      app, ns: app.ns, name, ref: `${app.ns}/${name}`, uid, uidU: uid.replace(/-/g, '_'), ip,
      sandbox: this.rng.hex(64),
      containers: app.containers.map((spec) => ({ spec, id: this.rng.hex(64), startedUs: 0 })),
      volumes, phase: 'pending', statusVersion: 0, startUs: this.out.now, attempt: 0,
    };
    this.pods.add(pod);
    return pod;
  }
  pickChurnApp(): AppSpec {
    let x = this.rng.next() * this.churnWeight;
    for (const a of this.churnApps) {
      x -= a.weight;
      if (x < 0) return a;
    }
    return this.churnApps[this.churnApps.length - 1];
  }

  // -- cadvisor --

  cgroupAdded(path: string, factory: 'containerd' | 'raw'): void {
    if (factory === 'raw') {
      this.L('I', 'factory.go:262', `Factory "containerd" was unable to handle container ${q(path)}`);
      this.L('I', 'factory.go:258', `Using factory "raw" for container ${q(path)}`);
    } else this.L('I', 'factory.go:258', `Using factory "containerd" for container ${q(path)}`);
    this.L('I', 'manager.go:988', `Added container: ${q(path)} (aliases: [], namespace: "")`);
    this.L('I', 'handler.go:325', `Added event &{${path} ${goTimeMono(this.out.now, '000').replace(/ m=\+.*/, '')} containerCreation {<nil>}}`);
    this.L('I', 'container.go:530', `Start housekeeping for container ${q(path)}`);
  }
  cgroupDestroyed(path: string): void {
    this.L('I', 'manager.go:1044', `Destroyed container: ${q(path)} (aliases: [], namespace: "")`);
    this.L('I', 'handler.go:325', `Added event &{${path} ${goTimeMono(this.out.now, String(this.rng.int(100, 999)))} containerDeletion {<nil>}}`);
  }

  // -- pod status texts --

  statusStruct(pod: Pod, phase: 'Pending' | 'Running', ready: boolean, terminated: boolean): string {
    const t0 = goTime(pod.startUs);
    const tr = goTime(this.out.now);
    const why = ready ? 'Reason: Message:' : `Reason:ContainersNotReady Message:containers with unready status: [${pod.containers.map((c) => c.spec.name).join(' ')}]`;
    const cs = pod.containers
      .map((c) => {
        const state = terminated
          ? `{Waiting:nil Running:nil Terminated:&ContainerStateTerminated{ExitCode:0,Signal:0,Reason:Completed,Message:,StartedAt:${goTime(c.startedUs)},FinishedAt:${tr},ContainerID:containerd://${c.id},}}`
          : c.startedUs
            ? `{Waiting:nil Running:&ContainerStateRunning{StartedAt:${goTime(c.startedUs)},} Terminated:nil}`
            : '{Waiting:&ContainerStateWaiting{Reason:ContainerCreating,Message:,} Running:nil Terminated:nil}';
        const cid = c.startedUs ? `containerd://${c.id}` : '';
        return `{Name:${c.spec.name} State:${state} LastTerminationState:{Waiting:nil Running:nil Terminated:nil} Ready:${ready} RestartCount:0 Image:${c.spec.image} ImageID:${c.startedUs ? c.spec.imageId : ''} ContainerID:${cid} Started:${this.goPtr()}}`;
      })
      .join(' ');
    return `{Phase:${phase} Conditions:[{Type:Initialized Status:True LastProbeTime:0001-01-01 00:00:00 +0000 UTC LastTransitionTime:${t0} Reason: Message:} {Type:Ready Status:${ready ? 'True' : 'False'} LastProbeTime:0001-01-01 00:00:00 +0000 UTC LastTransitionTime:${tr} ${why}} {Type:ContainersReady Status:${ready ? 'True' : 'False'} LastProbeTime:0001-01-01 00:00:00 +0000 UTC LastTransitionTime:${tr} ${why}} {Type:PodScheduled Status:True LastProbeTime:0001-01-01 00:00:00 +0000 UTC LastTransitionTime:${t0} Reason: Message:}] Message: Reason: NominatedNodeName: HostIP:${this.nodeIp} PodIP:${pod.ip} PodIPs:[{IP:${pod.ip}}] StartTime:${t0} InitContainerStatuses:[] ContainerStatuses:[${cs}] QOSClass:${pod.app.qos === 'besteffort' ? 'BestEffort' : 'Burstable'} EphemeralContainerStatuses:[]}`;
  }
  patchStatus(pod: Pod, running: boolean, terminated: boolean): void {
    const now = isoSecond(this.out.now);
    const names = pod.containers.map((c) => c.spec.name).join(' ');
    const ready = running && !terminated;
    const cond = ready
      ? `{\\"lastTransitionTime\\":\\"${now}\\",\\"status\\":\\"True\\",\\"type\\":\\"Ready\\"},{\\"lastTransitionTime\\":\\"${now}\\",\\"status\\":\\"True\\",\\"type\\":\\"ContainersReady\\"}`
      : `{\\"lastTransitionTime\\":\\"${now}\\",\\"message\\":\\"containers with unready status: [${names}]\\",\\"reason\\":\\"ContainersNotReady\\",\\"status\\":\\"False\\",\\"type\\":\\"Ready\\"},{\\"lastTransitionTime\\":\\"${now}\\",\\"message\\":\\"containers with unready status: [${names}]\\",\\"reason\\":\\"ContainersNotReady\\",\\"status\\":\\"False\\",\\"type\\":\\"ContainersReady\\"}`;
    const cs = pod.containers
      .map((c) => {
        const state = terminated
          ? `{\\"terminated\\":{\\"containerID\\":\\"containerd://${c.id}\\",\\"exitCode\\":0,\\"finishedAt\\":\\"${now}\\",\\"reason\\":\\"Completed\\",\\"startedAt\\":\\"${isoSecond(c.startedUs)}\\"}}`
          : c.startedUs
            ? `{\\"running\\":{\\"startedAt\\":\\"${isoSecond(c.startedUs)}\\"}}`
            : `{\\"waiting\\":{\\"reason\\":\\"ContainerCreating\\"}}`;
        const id = c.startedUs ? `\\"containerID\\":\\"containerd://${c.id}\\",` : '';
        return `{${id}\\"image\\":\\"${c.spec.image}\\",\\"imageID\\":\\"${c.startedUs ? c.spec.imageId : ''}\\",\\"lastState\\":{},\\"name\\":\\"${c.spec.name}\\",\\"ready\\":${ready},\\"restartCount\\":0,\\"started\\":${!!c.startedUs && !terminated},\\"state\\":${state}}`;
      })
      .join(',');
    const ipPart = running ? `,\\"podIP\\":\\"${pod.ip}\\",\\"podIPs\\":[{\\"ip\\":\\"${pod.ip}\\"}]` : '';
    const patch = `{\\"metadata\\":{\\"uid\\":\\"${pod.uid}\\"},\\"status\\":{\\"$setElementOrder/conditions\\":[{\\"type\\":\\"Initialized\\"},{\\"type\\":\\"Ready\\"},{\\"type\\":\\"ContainersReady\\"},{\\"type\\":\\"PodScheduled\\"}],\\"conditions\\":[${cond}],\\"containerStatuses\\":[${cs}]${ipPart}}}`;
    this.P(pod, 'I', 'status_manager.go:685', `"Patch status for pod" pod=${q(pod.ref)} patch="${patch}"`);
    pod.statusVersion++;
    this.P(pod, 'I', 'status_manager.go:694', `"Status for pod updated successfully" pod=${q(pod.ref)} statusVersion=${pod.statusVersion} status=${this.statusStruct(pod, running ? 'Running' : 'Pending', ready, terminated)}`);
    this.P(pod, 'I', 'kubelet.go:2085', `"SyncLoop RECONCILE" source="api" pods=[${pod.ref}]`);
  }
  patchUpToDate(pod: Pod): void {
    this.P(pod, 'I', 'status_manager.go:685', `"Patch status for pod" pod=${q(pod.ref)} patch="{\\"metadata\\":{\\"uid\\":\\"${pod.uid}\\"}}"`);
    pod.statusVersion++;
    this.P(pod, 'I', 'status_manager.go:692', `"Status for pod is up-to-date" pod=${q(pod.ref)} statusVersion=${pod.statusVersion}`);
  }
  podActions(pod: Pod, create: boolean): string {
    return create
      ? `{KillPod:true CreateSandbox:true SandboxID: Attempt:0 NextInitContainerToStart:nil ContainersToStart:[${pod.containers.map((_, i) => i).join(' ')}] ContainersToKill:map[] EphemeralContainersToStart:[]}`
      : `{KillPod:false CreateSandbox:false SandboxID:${pod.sandbox} Attempt:${pod.attempt} NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[] EphemeralContainersToStart:[]}`;
  }
  volumeUnique(pod: Pod, v: Volume): string {
    return `kubernetes.io/${v.plugin}/${pod.uid}-${v.name}`;
  }
  volumeDir(pod: Pod, v: Volume): string {
    return `/var/lib/kubelet/pods/${pod.uid}/volumes/kubernetes.io~${v.plugin}/${v.name}`;
  }
  /** Volume lines of the populator and reconciler: first mount, or the periodic remount of projected/configmap data. */
  mountVolumes(pod: Pod, first: boolean): void {
    for (const v of pod.volumes) {
      this.P(pod, 'I', 'desired_state_of_world_populator.go:309', `"Added volume to desired state" pod=${q(pod.ref)} volumeName=${q(v.name)} volumeSpecName=${q(v.name)}`, this.rng.int(2, 60) * MS);
    }
    for (const v of pod.volumes) {
      const head = `volume ${qq(v.name)} (UniqueName: ${qq(this.volumeUnique(pod, v))}) pod ${qq(pod.name)} (UID: ${qq(pod.uid)})`;
      if (first) {
        this.P(pod, 'I', 'reconciler.go:342', `"operationExecutor.VerifyControllerAttachedVolume started for ${head} " pod=${q(pod.ref)}`);
        this.P(pod, 'I', 'reconciler.go:254', `"operationExecutor.MountVolume started for ${head} " pod=${q(pod.ref)}`, this.rng.int(20, 120) * MS);
      } else {
        this.P(pod, 'I', 'reconciler.go:243', `"Starting operationExecutor.MountVolume for ${head} Volume is already mounted to pod, but remount was requested." pod=${q(pod.ref)}`, this.rng.int(20, 110) * MS);
      }
      const dir = this.volumeDir(pod, v);
      if (v.plugin === 'projected') this.L('I', 'projected.go:183', `Setting up volume ${v.name} for pod ${pod.uid} at ${dir}`);
      else {
        this.L('I', 'configmap.go:181', `Setting up volume ${v.name} for pod ${pod.uid} at ${dir}`);
        this.L('I', 'configmap.go:205', `Received configMap ${pod.ns}/${v.cm} containing (${this.rng.int(1, 3)}) pieces of data, ${this.rng.int(300, 4000)} total bytes`);
      }
      if (first && v.plugin === 'projected') {
        this.L('I', 'quota_linux.go:271', 'SupportsQuotas called, but quotas disabled');
        this.L('I', 'empty_dir_linux.go:99', `Statfs_t of ${dir}: {Type:61267 Bsize:4096 Blocks:12835448 Bfree:${this.rng.int(2600000, 2700000)} Bavail:${this.rng.int(2000000, 2100000)} Files:3276800 Ffree:${this.rng.int(2340000, 2350000)} Fsid:{Val:[${this.rng.int(1e8, 2e9)} ${this.rng.int(1e8, 2e9)}]} Namelen:255 Frsize:4096 Flags:4128 Spare:[0 0 0 0]}`);
        this.L('I', 'empty_dir.go:334', `pod ${pod.uid}: mounting tmpfs for volume wrapped_${v.name}`);
        this.L('I', 'mount_linux.go:183', `Mounting cmd (mount) with arguments (-t tmpfs -o size=8362762240 tmpfs ${dir})`);
      }
      if (first) {
        const ts = new Date(Math.floor(this.out.now / 1000)).toISOString().replace(/[-:T]/g, '_').slice(0, 19);
        this.L('I', 'atomic_writer.go:181', `pod ${pod.ref} volume ${v.name}: performed write of new data to ts data directory: ${dir}/..${ts}.${this.rng.int(1e9, 4e9)}`);
      } else {
        this.L('I', 'atomic_writer.go:161', `pod ${pod.ref} volume ${v.name}: no update required for target directory ${dir}`);
      }
      this.P(pod, 'I', 'operation_generator.go:703', `"MountVolume.SetUp succeeded for ${head} " pod=${q(pod.ref)}`);
    }
  }

  /** The body of a pod worker sync of a running pod (the periodic resync, or after a PLEG or probe event). */
  syncRunning(pod: Pod, ignoringSame: boolean): void {
    const pu = this.pu(pod);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=0`);
    this.P(pod, 'I', 'kubelet.go:1501', `"syncPod enter" ${pu}`);
    this.P(pod, 'I', 'kubelet_pods.go:1432', `"Generating pod status" pod=${q(pod.ref)}`);
    this.P(pod, 'I', 'kubelet_pods.go:1444', `"Got phase for pod" pod=${q(pod.ref)} oldPhase=Running phase=Running`);
    if (ignoringSame) this.P(pod, 'I', 'status_manager.go:535', `"Ignoring same status for pod" pod=${q(pod.ref)} status=${this.statusStruct(pod, 'Running', true, false)}`);
    this.P(pod, 'I', 'volume_manager.go:404', `"Waiting for volumes to attach and mount for pod" pod=${q(pod.ref)}`);
    this.P(pod, 'I', 'volume_manager.go:435', `"All volumes are attached and mounted for pod" pod=${q(pod.ref)}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:714', `"computePodActions got for pod" podActions=${this.podActions(pod, false)} pod=${q(pod.ref)}`);
    this.P(pod, 'I', 'kubelet.go:1503', `"syncPod exit" ${pu} isTerminal=false`);
    this.P(pod, 'I', 'pod_workers.go:988', `"Processing pod event done" ${pu} updateType=0`);
  }

  plegEvent(pod: Pod, id: string, oldState: string, newState: string): void {
    this.P(pod, 'I', 'generic.go:155', `"GenericPLEG" podUID=${pod.uid} containerID=${q(id)} oldState=${oldState} newState=${newState}`);
  }
  plegWrite(pod: Pod): void {
    this.P(pod, 'I', 'kuberuntime_manager.go:1037', `"getSandboxIDByPodUID got sandbox IDs for pod" podSandboxID=[${pod.sandbox}] pod=${q(pod.ref)}`);
    this.P(pod, 'I', 'generic.go:421', `"PLEG: Write status" pod=${q(pod.ref)}`);
  }
  plegSync(pod: Pod, type: 'ContainerStarted' | 'ContainerDied', id: string): void {
    this.P(pod, 'I', 'kubelet.go:2110', `"SyncLoop (PLEG): event for pod" pod=${q(pod.ref)} event=&{ID:${pod.uid} Type:${type} Data:${id}}`);
  }
  event(pod: Pod, c: Container | undefined, reason: string, message: string): void {
    const fp = c ? ` fieldPath="spec.containers{${c.spec.name}}"` : '';
    this.P(pod, 'I', 'event.go:294', `"Event occurred" object=${q(pod.ref)}${fp} kind="Pod" apiVersion="v1" type="Normal" reason=${q(reason)} message=${q(message)}`);
  }
  containerSpec(pod: Pod, c: Container): string {
    const vol = pod.volumes.find((v) => v.plugin === 'projected')!;
    const port = c.spec.port ? `ContainerPort{Name:,HostPort:0,ContainerPort:${c.spec.port},Protocol:TCP,HostIP:,},` : '';
    const req = c.spec.cpu ? `cpu: {{${c.spec.cpu.replace('m', '')} ${c.spec.cpu.endsWith('m') ? '-3' : '0'}} {<nil>} ${c.spec.cpu} DecimalSI},` : '';
    const probe = pod.app.probes.find((p) => p.port === c.spec.port || pod.containers.length === 1);
    const probeText = (type: string) => {
      const p = probe && probe.type === type ? probe : undefined;
      return p
        ? `&Probe{ProbeHandler:ProbeHandler{Exec:nil,HTTPGet:&HTTPGetAction{Path:${p.path},Port:{0 ${p.port} },Host:,Scheme:${p.scheme.toUpperCase()},HTTPHeaders:[]HTTPHeader{},},TCPSocket:nil,GRPC:nil,},InitialDelaySeconds:0,TimeoutSeconds:1,PeriodSeconds:${p.periodS},SuccessThreshold:1,FailureThreshold:3,TerminationGracePeriodSeconds:nil,}`
        : 'nil';
    };
    return `&Container{Name:${c.spec.name},Image:${c.spec.image},Command:[],Args:[],WorkingDir:,Ports:[]ContainerPort{${port}},Env:[]EnvVar{},Resources:ResourceRequirements{Limits:ResourceList{},Requests:ResourceList{${req}},},VolumeMounts:[]VolumeMount{VolumeMount{Name:${vol.name},ReadOnly:true,MountPath:/var/run/secrets/kubernetes.io/serviceaccount,SubPath:,MountPropagation:nil,SubPathExpr:,},},LivenessProbe:${probeText('Liveness')},ReadinessProbe:${probeText('Readiness')},Lifecycle:nil,TerminationMessagePath:/dev/termination-log,ImagePullPolicy:IfNotPresent,SecurityContext:nil,Stdin:false,StdinOnce:false,TTY:false,EnvFrom:[]EnvFromSource{},TerminationMessagePolicy:File,VolumeDevices:[]VolumeDevice{},StartupProbe:nil,}`;
  }

  // -- tasks --

  /** A whole pod life: ADD → sandbox → containers → running (syncs, probes) → DELETE → teardown → REMOVE → GC. */
  *podLife(pod: Pod): Task {
    const rng = this.rng;
    const pu = this.pu(pod);
    const ref = q(pod.ref);
    // -- admission and volumes
    this.L('I', 'config.go:279', '"Setting pods for source" source="api"');
    this.P(pod, 'I', 'config.go:384', `"Receiving a new pod" pod=${ref}`);
    this.P(pod, 'I', 'kubelet.go:2072', `"SyncLoop ADD" source="api" pods=[${pod.ref}]`);
    this.added++;
    this.L('I', 'topology_manager.go:200', '"Topology Admit Handler"');
    this.cgroupAdded(this.podCgroup(pod), 'raw');
    this.L('I', 'qos_container_manager_linux.go:379', '"Updated QoS cgroup configuration"');
    this.P(pod, 'I', 'pod_workers.go:571', `"Pod is being synced for the first time" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=0`);
    this.P(pod, 'I', 'kubelet.go:1501', `"syncPod enter" ${pu}`);
    this.P(pod, 'I', 'kubelet_pods.go:1432', `"Generating pod status" pod=${ref}`);
    this.P(pod, 'I', 'kubelet_pods.go:1444', `"Got phase for pod" pod=${ref} oldPhase=Pending phase=Pending`);
    this.P(pod, 'I', 'volume_manager.go:404', `"Waiting for volumes to attach and mount for pod" pod=${ref}`);
    yield rng.int(20, 80) * MS;
    this.patchStatus(pod, false, false);
    this.mountVolumes(pod, true);
    this.P(pod, 'I', 'volume_manager.go:435', `"All volumes are attached and mounted for pod" pod=${ref}`);
    // -- sandbox
    this.P(pod, 'I', 'kuberuntime_manager.go:469', `"No sandbox for pod can be found. Need to start a new one" pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:714', `"computePodActions got for pod" podActions=${this.podActions(pod, true)} pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:723', `"SyncPod received new pod, will create a sandbox for it" pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:730', `"Stopping PodSandbox for pod, will start new one" pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:785', `"Creating PodSandbox for pod" pod=${ref}`);
    yield rng.int(300, 2500) * MS;
    this.cgroupAdded(this.scope(pod, pod.sandbox), 'containerd');
    this.P(pod, 'I', 'kuberuntime_manager.go:823', `"Created PodSandbox for pod" podSandboxID=${q(pod.sandbox)} pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:846', `"Determined the ip for pod after sandbox changed" IPs=[${pod.ip}] pod=${ref}`);
    for (const c of pod.containers) {
      this.P(pod, 'I', 'kuberuntime_manager.go:889', `"Creating container in pod" containerType="container" container="${this.containerSpec(pod, c)}" pod=${ref}`);
      this.P(pod, 'I', 'kubelet_pods.go:161', `"Creating hosts mount for container" pod=${ref} containerName=${q(c.spec.name)} podIPs=[${pod.ip}] path=true`);
      this.event(pod, c, 'Pulled', `Container image "${c.spec.image}" already present on machine`);
    }
    yield rng.int(100, 400) * MS;
    this.plegEvent(pod, pod.sandbox, 'non-existent', 'running');
    this.plegWrite(pod);
    this.plegSync(pod, 'ContainerStarted', pod.sandbox);
    for (const c of pod.containers) {
      this.event(pod, c, 'Created', `Created container ${c.spec.name}`);
      this.cgroupAdded(this.scope(pod, c.id), 'containerd');
      this.event(pod, c, 'Started', `Started container ${c.spec.name}`);
      c.startedUs = this.out.now;
    }
    this.P(pod, 'I', 'kubelet.go:1503', `"syncPod exit" ${pu} isTerminal=false`);
    this.P(pod, 'I', 'pod_workers.go:988', `"Processing pod event done" ${pu} updateType=0`);
    yield rng.int(600, 1200) * MS;
    for (const c of pod.containers) this.plegEvent(pod, c.id, 'non-existent', 'running');
    this.plegWrite(pod);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=0`);
    this.P(pod, 'I', 'kubelet.go:1501', `"syncPod enter" ${pu}`);
    this.P(pod, 'I', 'kubelet_pods.go:1432', `"Generating pod status" pod=${ref}`);
    this.P(pod, 'I', 'kubelet_pods.go:1444', `"Got phase for pod" pod=${ref} oldPhase=Pending phase=Running`);
    for (const c of pod.containers) this.plegSync(pod, 'ContainerStarted', c.id);
    this.P(pod, 'I', 'volume_manager.go:404', `"Waiting for volumes to attach and mount for pod" pod=${ref}`);
    this.P(pod, 'I', 'volume_manager.go:435', `"All volumes are attached and mounted for pod" pod=${ref}`);
    this.P(pod, 'I', 'kuberuntime_manager.go:714', `"computePodActions got for pod" podActions=${this.podActions(pod, false)} pod=${ref}`);
    this.P(pod, 'I', 'kubelet.go:1503', `"syncPod exit" ${pu} isTerminal=false`);
    this.P(pod, 'I', 'pod_workers.go:988', `"Processing pod event done" ${pu} updateType=0`);
    yield rng.int(20, 60) * MS;
    this.patchStatus(pod, true, pod.app.probes.every((p) => p.type !== 'Readiness'));
    pod.phase = 'running';
    for (const p of pod.app.probes) this.sched.spawn(this.prober(pod, p), rng.int(1, p.periodS) * S);
    this.sched.spawn(this.resync(pod), rng.int(50, 90) * S);
    // -- running
    yield rng.int(pod.app.life[0], pod.app.life[1]) * S;
    yield* this.podDeletion(pod);
  }

  *podDeletion(pod: Pod): Task {
    const rng = this.rng;
    const pu = this.pu(pod);
    const ref = q(pod.ref);
    pod.phase = 'terminating';
    this.L('I', 'config.go:279', '"Setting pods for source" source="api"');
    this.P(pod, 'I', 'kubelet.go:2088', `"SyncLoop DELETE" source="api" pods=[${pod.ref}]`);
    this.P(pod, 'I', 'pod_workers.go:625', `"Pod is marked for graceful deletion, begin teardown" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=1`);
    this.P(pod, 'I', 'pod_workers.go:1005', `"Pod worker has observed request to terminate" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1743', `"syncTerminatingPod enter" ${pu}`);
    this.P(pod, 'I', 'kubelet_pods.go:1432', `"Generating pod status" pod=${ref}`);
    this.P(pod, 'I', 'kubelet_pods.go:1444', `"Got phase for pod" pod=${ref} oldPhase=Running phase=Running`);
    this.P(pod, 'I', 'kubelet.go:1773', `"Pod terminating with grace period" ${pu} gracePeriod=30`);
    for (const c of pod.containers) {
      const cn = `containerName=${q(c.spec.name)} containerID="containerd://${c.id}"`;
      this.P(pod, 'I', 'kuberuntime_container.go:718', `"Killing container with a grace period override" ${pu} ${cn} gracePeriod=30`);
      this.P(pod, 'I', 'kuberuntime_container.go:722', `"Killing container with a grace period" ${pu} ${cn} gracePeriod=30`);
      this.event(pod, c, 'Killing', `Stopping container ${c.spec.name}`);
    }
    yield rng.int(100, 300) * MS;
    for (const c of pod.containers) this.cgroupDestroyed(this.scope(pod, c.id));
    this.patchUpToDate(pod);
    this.P(pod, 'I', 'kubelet_pods.go:929', `"Pod is terminated, but some containers are still running" pod=${ref}`);
    yield rng.int(200, 900) * MS;
    for (const c of pod.containers) {
      this.P(pod, 'I', 'kuberuntime_container.go:731', `"Container exited normally" ${pu} containerName=${q(c.spec.name)} containerID="containerd://${c.id}"`);
    }
    this.cgroupDestroyed(this.scope(pod, pod.sandbox));
    this.plegWrite(pod);
    const fin = new Date(Math.floor(this.out.now / 1000)).toISOString().replace('Z', `${rng.int(100000, 999999)}Z`);
    this.P(pod, 'I', 'kubelet.go:1824', `"Post-termination container state" ${pu} containers=[${pod.containers.map((c) => `{Name:${c.spec.name} State:exited ExitCode:0 FinishedAt:${fin}}`).join(' ')}]`);
    this.P(pod, 'I', 'kubelet.go:1831', `"Pod termination stopped all running containers" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1833', `"syncTerminatingPod exit" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:1050', `"Pod terminated all containers successfully" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:988', `"Processing pod event done" ${pu} updateType=1`);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=2`);
    for (const c of pod.containers) this.plegEvent(pod, c.id, 'running', 'exited');
    this.plegEvent(pod, pod.sandbox, 'running', 'exited');
    this.plegWrite(pod);
    for (const c of pod.containers) this.P(pod, 'I', 'generic.go:296', `"Generic (PLEG): container finished" podID=${pod.uid} containerID=${q(c.id)} exitCode=0`);
    this.P(pod, 'I', 'kubelet.go:1841', `"syncTerminatedPod enter" ${pu}`);
    for (const c of pod.containers) this.plegSync(pod, 'ContainerDied', c.id);
    this.P(pod, 'I', 'kubelet_pods.go:1432', `"Generating pod status" pod=${ref}`);
    this.plegSync(pod, 'ContainerDied', pod.sandbox);
    this.P(pod, 'I', 'kubelet_pods.go:1444', `"Got phase for pod" pod=${ref} oldPhase=Running phase=Running`);
    for (const c of pod.containers) {
      this.L('I', 'kuberuntime_container.go:950', `"Removing container" containerID=${q(c.id)}`);
      this.L('I', 'scope.go:110', `"RemoveContainer" containerID=${q(c.id)}`);
    }
    this.P(pod, 'I', 'volume_manager.go:444', `"Waiting for volumes to unmount for pod" pod=${ref}`);
    this.patchStatus(pod, true, true);
    this.P(pod, 'I', 'kubelet_pods.go:940', `"Pod is terminated, but some volumes have not been cleaned up" pod=${ref}`);
    yield rng.int(30, 120) * MS;
    for (const v of pod.volumes) this.P(pod, 'I', 'desired_state_of_world_populator.go:253', `"Removing volume from desired state" ${pu} volumeName=${q(v.name)}`);
    yield rng.int(50, 150) * MS;
    for (const v of pod.volumes) {
      const dir = this.volumeDir(pod, v);
      this.L('I', 'reconciler.go:201', `"operationExecutor.UnmountVolume started for volume ${qq(v.name)} (UniqueName: ${qq(this.volumeUnique(pod, v))}) pod ${qq(pod.uid)} (UID: ${qq(pod.uid)}) "`);
      this.L('I', 'subpath_linux.go:244', `Cleaning up subpath mounts for /var/lib/kubelet/pods/${pod.uid}/volume-subpaths/${v.name}`);
      if (v.plugin === 'projected') {
        this.L('I', 'projected.go:366', `Tearing down volume ${v.name} for pod ${pod.uid} at ${dir}`);
        this.L('I', 'empty_dir_linux.go:99', `Statfs_t of ${dir}: {Type:16914836 Bsize:4096 Blocks:2041690 Bfree:2041687 Bavail:2041687 Files:1020845 Ffree:1020836 Fsid:{Val:[0 0]} Namelen:255 Frsize:4096 Flags:4128 Spare:[0 0 0 0]}`);
        this.L('I', 'mount_linux.go:294', `Unmounting ${dir}`);
      }
      this.L('I', 'operation_generator.go:863', `UnmountVolume.TearDown succeeded for volume "${this.volumeUnique(pod, v)}" (OuterVolumeSpecName: "${v.name}") pod "${pod.uid}" (UID: "${pod.uid}"). InnerVolumeSpecName "${v.name}". PluginName "kubernetes.io/${v.plugin}", VolumeGidValue ""`);
    }
    // The NotFound race: the PLEG ContainerDied handler's deletor removes the container a second time; containerd
    // no longer knows it (kubernetes/kubernetes#99901).
    if (rng.chance(0.45)) {
      yield rng.int(10, 40) * MS;
      const c = rng.pick(pod.containers);
      this.L('I', 'kuberuntime_container.go:950', `"Removing container" containerID=${q(c.id)}`);
      this.L('I', 'scope.go:110', `"RemoveContainer" containerID=${q(c.id)}`);
      const nf = `rpc error: code = NotFound desc = an error occurred when try to find container ${qq(c.id)}: not found`;
      const a = this.L('E', 'remote_runtime.go:604', `"ContainerStatus from runtime service failed" err="${nf}" containerID=${q(c.id)}`);
      const b = this.L('I', 'pod_container_deletor.go:52', `"DeleteContainer returned error" containerID={Type:containerd ID:${c.id}} err="failed to get container status ${qq(c.id)}: ${nf}"`);
      if (a) {
        this.statusNotFoundCount++;
        if (this.statusNotFound.length < 200) this.statusNotFound.push(a);
      }
      if (b) {
        this.deleteErrorCount++;
        if (this.deleteErrors.length < 200) this.deleteErrors.push(b);
      }
    }
    yield rng.int(20, 60) * MS;
    for (const v of pod.volumes) {
      this.L('I', 'reconciler.go:384', `"Volume detached for volume ${qq(v.name)} (UniqueName: ${qq(this.volumeUnique(pod, v))}) on node ${qq(this.host)} DevicePath \\"\\""`);
    }
    yield rng.int(20, 80) * MS;
    this.P(pod, 'I', 'volume_manager.go:471', `"All volumes are unmounted for pod" pod=${ref}`);
    this.P(pod, 'I', 'kubelet.go:1854', `"Pod termination unmounted volumes" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1875', `"Pod termination removed cgroups" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1880', `"Pod is terminated and will need no more status updates" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1882', `"syncTerminatedPod exit" ${pu}`);
    this.cgroupDestroyed(this.podCgroup(pod));
    this.P(pod, 'I', 'pod_workers.go:1105', `"Pod is complete and the worker can now stop" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:959', `"Processing pod event done" ${pu} updateType=2`);
    yield rng.int(20, 60) * MS;
    this.patchUpToDate(pod);
    this.P(pod, 'I', 'kubelet_pods.go:955', `"Pod is terminated and all resources are reclaimed" pod=${ref}`);
    yield rng.int(5, 30) * MS;
    this.L('I', 'config.go:279', '"Setting pods for source" source="api"');
    this.P(pod, 'I', 'kubelet.go:2088', `"SyncLoop DELETE" source="api" pods=[${pod.ref}]`);
    this.P(pod, 'I', 'pod_workers.go:611', `"Pod is finished processing, no further updates" ${pu}`);
    yield rng.int(20, 60) * MS;
    this.L('I', 'config.go:279', '"Setting pods for source" source="api"');
    this.P(pod, 'I', 'kubelet.go:2082', `"SyncLoop REMOVE" source="api" pods=[${pod.ref}]`);
    this.removed++;
    this.P(pod, 'I', 'kubelet.go:1927', `"Pod has been deleted and must be killed" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:611', `"Pod is finished processing, no further updates" ${pu}`);
    this.P(pod, 'I', 'status_manager.go:713', `"Pod fully terminated and removed from etcd" pod=${ref}`);
    for (const c of pod.containers) {
      this.L('E', 'cpu_manager.go:394', `"RemoveStaleState: removing container" podUID=${q(pod.uid)} containerName=${q(c.spec.name)}`);
      this.L('I', 'state_mem.go:107', `"Deleted CPUSet assignment" podUID=${q(pod.uid)} containerName=${q(c.spec.name)}`);
      this.L('I', 'memory_manager.go:345', `"RemoveStaleState removing state" podUID=${q(pod.uid)} containerName=${q(c.spec.name)}`);
    }
    pod.phase = 'gone';
    this.forgotten.push(pod);
    this.deadSandboxes.push({ pod, id: pod.sandbox, until: this.out.now + 45 * S });
    yield rng.int(600, 1000) * MS;
    for (const c of pod.containers) this.plegEvent(pod, c.id, 'exited', 'non-existent');
    this.plegWrite(pod);
    // Garbage collection of the sandbox about a minute later.
    yield rng.int(30, 70) * S;
    this.L('I', 'kuberuntime_gc.go:171', `"Removing sandbox" sandboxID=${q(pod.sandbox)}`);
    this.P(pod, 'I', 'kuberuntime_gc.go:343', `"Removing pod logs" podUID=${pod.uid}`);
    yield rng.int(200, 900) * MS;
    this.plegEvent(pod, pod.sandbox, 'exited', 'non-existent');
    this.P(pod, 'I', 'generic.go:399', `"PLEG: Delete status for pod" podUID=${q(pod.uid)}`);
    this.pods.delete(pod);
  }

  /** Orphan cleanup by housekeeping after REMOVE: the worker is re-created to stop containers containerd already removed. */
  orphanCleanup(pod: Pod): void {
    const pu = this.pu(pod);
    this.P(pod, 'I', 'kubelet_pods.go:1131', `"Clean up orphaned pod containers" podUID=${pod.uid}`);
    this.P(pod, 'I', 'pod_workers.go:571', `"Pod is being synced for the first time" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:620', `"Pod is orphaned and must be torn down" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:888', `"Processing pod event" ${pu} updateType=1`);
    this.P(pod, 'I', 'pod_workers.go:1005', `"Pod worker has observed request to terminate" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1743', `"syncTerminatingPod enter" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1752', `"Pod terminating with grace period" ${pu} gracePeriod=1`);
    const c = this.rng.pick(pod.containers);
    const cn = `containerName=${q(c.spec.name)} containerID="containerd://${c.id}"`;
    this.P(pod, 'I', 'kuberuntime_container.go:718', `"Killing container with a grace period override" ${pu} ${cn} gracePeriod=1`);
    this.P(pod, 'I', 'kuberuntime_container.go:722', `"Killing container with a grace period" ${pu} ${cn} gracePeriod=1`);
    this.P(pod, 'I', 'event.go:294', `"Event occurred" object=${q(pod.ref)} kind="Pod" apiVersion="v1" type="Normal" reason="Killing" message="Stopping container ${c.spec.name}"`);
    const n = this.L('E', 'remote_runtime.go:484', `"StopContainer from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container ${qq(c.id)}: not found" containerID=${q(c.id)}`);
    if (n) {
      this.stopNotFoundCount++;
      if (this.stopNotFound.length < 200) this.stopNotFound.push(n);
    }
    this.P(pod, 'I', 'kuberuntime_container.go:731', `"Container exited normally" ${pu} ${cn}`);
    this.P(pod, 'I', 'kubelet.go:1762', `"Pod termination stopped all running orphan containers" ${pu}`);
    this.P(pod, 'I', 'kubelet.go:1763', `"syncTerminatingPod exit" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:1081', `"Pod terminated all orphaned containers successfully and worker can now stop" ${pu}`);
    this.P(pod, 'I', 'pod_workers.go:969', `"Processing pod event done" ${pu} updateType=1`);
  }

  *resync(pod: Pod): Task {
    while (pod.phase === 'running') {
      // The SYNC line lists the pods due; usually one, sometimes a neighbour shares the tick.
      const due = [pod];
      for (const other of this.pods) {
        if (due.length >= 3) break;
        if (other !== pod && other.phase === 'running' && this.rng.chance(0.03)) due.push(other);
      }
      this.P(pod, 'I', 'kubelet.go:2129', `"SyncLoop (SYNC) pods" total=${due.length} pods=[${due.map((p) => p.ref).join(' ')}]`);
      this.syncRunning(pod, this.rng.chance(0.15));
      yield this.rng.int(20, 120) * MS;
      if (this.rng.chance(0.3)) this.mountVolumes(pod, false);
      yield this.rng.int(55, 95) * S;
    }
  }

  *prober(pod: Pod, p: ProbeSpec): Task {
    const c = pod.containers.find((x) => x.spec.port === p.port) ?? pod.containers[0];
    const url = `${p.scheme}://${pod.ip}:${p.port}${p.path}`;
    let failing = p.type === 'Readiness' && this.rng.chance(0.3) ? this.rng.int(1, 3) : 0;
    while (pod.phase === 'running') {
      this.L('I', 'prober.go:178', `"HTTP-Probe" scheme=${q(p.scheme)} host=${q(pod.ip)} port=${p.port} path=${q(p.path)} timeout="1s"`);
      this.L('I', 'prober.go:181', '"HTTP-Probe Headers" headers=map[]');
      const base = `probeType=${q(p.type)} ${this.pu(pod)} containerName=${q(c.spec.name)}`;
      if (failing > 0) {
        failing--;
        this.probeFailures++;
        this.L('I', 'http.go:121', `Probe failed for ${url} with request headers map[Accept:[*/*] User-Agent:[kube-probe/1.24]], response body: `);
        this.P(pod, 'I', 'prober.go:116', `"Probe failed" ${base} probeResult=failure output="Get \\"${url}\\": dial tcp ${pod.ip}:${p.port}: connect: connection refused"`);
        this.P(pod, 'I', 'kubelet.go:2135', `"SyncLoop (probe)" probe=${q(p.type.toLowerCase())} status="" pod=${q(pod.ref)}`);
        if (!failing) {
          yield p.periodS * S + this.rng.int(-30, 30) * MS;
          if (pod.phase !== 'running') break;
          this.P(pod, 'I', 'kubelet.go:2135', `"SyncLoop (probe)" probe=${q(p.type.toLowerCase())} status="ready" pod=${q(pod.ref)}`);
          this.syncRunning(pod, false);
          this.patchStatus(pod, true, false);
          continue;
        }
      } else {
        const h2 = p.scheme === 'https';
        this.L('I', 'http.go:134', `Probe succeeded for ${url}, Response: {200 OK 200 ${h2 ? 'HTTP/2.0 2 0' : 'HTTP/1.1 1 1'} map[Content-Length:[2] Content-Type:[text/plain; charset=utf-8] Date:[${httpDate(this.out.now)}]${h2 ? ' X-Content-Type-Options:[nosniff]' : ''}] ${this.goPtr()} 2 [] false false map[] ${this.goPtr()} ${h2 ? this.goPtr() : '<nil>'}}`);
        this.P(pod, 'I', 'prober.go:130', `"Probe succeeded" ${base}`);
      }
      yield p.periodS * S + this.rng.int(-30, 30) * MS;
    }
  }

  *housekeeping(): Task {
    for (;;) {
      this.L('I', 'kubelet.go:2160', '"SyncLoop (housekeeping)"', this.rng.int(1, 30) * MS);
      this.L('I', 'kubelet_pods.go:1079', '"Clean up pod workers for terminated pods"', this.rng.int(2, 12) * MS);
      const forgotten = this.forgotten.splice(0);
      for (const pod of forgotten) this.P(pod, 'I', 'pod_workers.go:1258', `"Pod has been terminated and is no longer known to the kubelet, remove all history" podUID=${pod.uid}`);
      this.L('I', 'kubelet_pods.go:1108', '"Clean up probes for terminated pods"');
      this.L('I', 'kubelet_pods.go:1145', '"Clean up orphaned pod statuses"', this.rng.int(1, 4) * MS);
      for (const pod of forgotten) if (this.rng.chance(0.12)) this.orphanCleanup(pod);
      this.L('I', 'kubelet_pods.go:1164', '"Clean up orphaned pod directories"', this.rng.int(1, 3) * MS);
      for (const pod of forgotten) {
        this.P(pod, 'I', 'kubelet_volumes.go:160', `"Cleaned up orphaned pod volumes dir" podUID=${pod.uid} path="/var/lib/kubelet/pods/${pod.uid}/volumes"`);
        this.P(pod, 'I', 'kubelet_volumes.go:236', `"Orphaned pod found, removing" podUID=${pod.uid}`);
        for (let i = this.rng.int(0, 2); i > 0; i--) {
          this.L('I', 'handler.go:179', `Unable to get Process Stats: couldn't open cpu cgroup procs file /sys/fs/cgroup/cpu,cpuacct/docker/${this.kindContainer}${this.podCgroup(pod)}/cgroup.procs : open /sys/fs/cgroup/cpu,cpuacct/docker/${this.kindContainer}${this.podCgroup(pod)}/cgroup.procs: no such file or directory`);
        }
      }
      this.L('I', 'kubelet_pods.go:1175', '"Clean up orphaned mirror pods"');
      this.L('I', 'kubelet_pods.go:1182', '"Clean up orphaned pod cgroups"');
      this.L('I', 'kubelet.go:2168', '"SyncLoop (housekeeping) end"');
      yield 2 * S + this.rng.int(-5, 5) * MS;
    }
  }

  *evictionManager(): Task {
    const signals: [string, () => [string, string], boolean][] = [
      ['imagefs.available', () => [`${this.rng.int(8100000, 8200000)}Ki`, '51341792Ki'], false],
      ['imagefs.inodesFree', () => [`${this.rng.int(2340000, 2350000)}`, '3276800'], false],
      ['pid.available', () => [`${this.rng.int(62000, 62500)}`, '63272'], true],
      ['memory.available', () => [`${this.rng.int(7300000, 7500000)}Ki`, '8166760Ki'], true],
      ['allocatableMemory.available', () => [`${this.rng.int(8000000, 8100000)}Ki`, '8166760Ki'], true],
      ['nodefs.available', () => [`${this.rng.int(8100000, 8200000)}Ki`, '51341792Ki'], true],
      ['nodefs.inodesFree', () => [`${this.rng.int(2340000, 2350000)}`, '3276800'], true],
    ];
    let imagefsAt = this.out.now;
    for (;;) {
      this.L('I', 'eviction_manager.go:237', '"Eviction manager: synchronize housekeeping"', this.rng.int(1, 20) * MS);
      const now = this.out.now;
      while (this.deadSandboxes.length && this.deadSandboxes[0].until < now) this.deadSandboxes.shift();
      for (const d of this.deadSandboxes.slice(0, 4)) this.L('I', 'cri_stats_provider.go:525', `"Unable to find network stats for sandbox" sandboxID=${q(d.id)}`);
      if (this.rng.chance(0.2)) imagefsAt = now;
      for (const [sig, val, mono] of signals) {
        const [v, cap] = val();
        const t = mono ? goTimeMono(now - this.rng.int(1000, 20000), String(this.rng.int(100, 999))) : goTimeMono(imagefsAt, String(this.rng.int(100, 999))).replace(/ m=\+.*/, '');
        this.L('I', 'helpers.go:775', `"Eviction manager:" log="observations" signal=${sig} resourceName=${q(v)} capacity=${q(cap)} time=${q(t)}`);
      }
      this.L('I', 'eviction_manager.go:328', '"Eviction manager: no resources are starved"');
      yield 10 * S + this.rng.int(-20, 20) * MS;
    }
  }

  *nodeNoise(): Task {
    let tick = 0;
    const mounts = ['dev-hugepages.mount', 'dev-mqueue.mount', 'proc-sys-fs-binfmt_misc.mount', 'sys-fs-fuse-connections.mount', 'sys-kernel-debug.mount', 'sys-kernel-tracing.mount', 'kubelet.slice/kubelet.service', 'system.slice/containerd.service', 'system.slice/systemd-journald.service'];
    for (;;) {
      tick++;
      this.L('I', 'kubelet.go:2346', '"Container runtime status" status="Runtime Conditions: RuntimeReady=true reason: message:, NetworkReady=true reason: message:"', this.rng.int(1, 50) * MS);
      if (tick % 2 === 0) this.L('I', 'setters.go:88', `"Using node IP" IP=${q(this.nodeIp)}`);
      if (tick % 3 === 0) {
        this.L('I', 'httplog.go:131', `"HTTP" verb="GET" URI="/metrics/resource" latency="${(this.rng.int(5000, 60000) / 1000).toFixed(6)}ms" userAgent="metrics-server/v0.6.3 (linux/amd64) kubernetes/a938798" audit-ID="" srcIP="10.244.2.${this.rng.int(2, 9)}:${this.rng.int(30000, 60000)}" resp=200`, this.rng.int(100, 900) * MS);
      }
      // cadvisor's periodic scan: systemd mount units it ignores, rootfs of running containers it cannot type.
      if (tick % 12 === 0) {
        for (const m of mounts) {
          for (const prefix of ['', `/docker/${this.kindContainer}`]) {
            this.L('I', 'factory.go:255', `Factory "systemd" can handle container "${prefix}/${m}", but ignoring.`);
            this.L('I', 'manager.go:925', `ignoring container "${prefix}/${m}"`);
          }
        }
      }
      const running = [...this.pods].filter((p) => p.phase === 'running');
      for (let i = this.rng.int(0, 2); i > 0 && running.length; i--) {
        const pod = this.rng.pick(running);
        const c = this.rng.pick(pod.containers);
        this.L('I', 'fs.go:419', `unable to determine file system type, partition mountpoint does not exist: /run/containerd/io.containerd.runtime.v2.task/k8s.io/${c.id}/rootfs`, this.rng.int(10, 900) * MS);
      }
      if (this.rng.chance(0.25)) {
        const fd = this.rng.int(20, 60);
        this.L('I', 'handler.go:293', `error while reading "/proc/${this.out.pid}/fd/${fd}" link: readlink /proc/${this.out.pid}/fd/${fd}: no such file or directory`);
      }
      yield 5 * S + this.rng.int(-20, 20) * MS;
    }
  }

  *churn(concurrency: number): Task {
    for (;;) {
      const live = [...this.pods].filter((p) => p.phase !== 'gone' && p.app.weight > 0).length;
      if (live < concurrency) {
        const pod = this.newPod(this.pickChurnApp());
        this.sched.spawn(this.podLife(pod));
        // Deployments roll out in small bursts (a ReplicaSet scaling up, the descheduler's replacements).
        yield this.rng.chance(0.5) ? this.rng.int(50, 400) * MS : this.rng.int(2, 15) * S;
      } else yield this.rng.int(1, 6) * S;
    }
  }

  *resident(pod: Pod): Task {
    pod.phase = 'running';
    for (const c of pod.containers) c.startedUs = START_US - this.rng.int(3600, 86400 * 30) * S;
    pod.startUs = START_US - this.rng.int(86400 * 31, 86400 * 120) * S;
    pod.attempt = this.rng.int(0, 2);
    for (const p of pod.app.probes) this.sched.spawn(this.prober(pod, p), this.rng.int(0, p.periodS) * S);
    yield this.rng.int(0, 80) * S;
    yield* this.resync(pod);
  }

  /** A churning pod already running when the log starts: its deletion is in the log, its creation is not. */
  *midLife(pod: Pod): Task {
    pod.phase = 'running';
    const age = this.rng.int(30, 7200);
    pod.startUs = START_US - age * S;
    for (const c of pod.containers) c.startedUs = pod.startUs + this.rng.int(2, 5) * S;
    for (const p of pod.app.probes) this.sched.spawn(this.prober(pod, p), this.rng.int(0, p.periodS) * S);
    this.sched.spawn(this.resync(pod), this.rng.int(0, 80) * S);
    yield this.rng.int(5, pod.app.life[1]) * S;
    yield* this.podDeletion(pod);
  }

  start(concurrency: number): void {
    for (const app of this.apps.filter((a) => a.weight === 0)) {
      const pod = this.newPod(app);
      this.residents++;
      this.sched.spawn(this.resident(pod));
    }
    for (let i = 0; i < concurrency; i++) this.sched.spawn(this.midLife(this.newPod(this.pickChurnApp())));
    this.sched.spawn(this.housekeeping(), this.rng.int(0, 2000) * MS);
    this.sched.spawn(this.evictionManager(), this.rng.int(0, 10000) * MS);
    this.sched.spawn(this.nodeNoise(), this.rng.int(0, 5000) * MS);
    this.sched.spawn(this.churn(concurrency), 0);
  }
}

// ---- entry points -------------------------------------------------------------------------------------------

export interface GenerateOptions {
  lines: number;
  seed?: number;
  /** Output directory (default bench/.data). */
  dir?: string;
  variants?: Variant[];
  /** Count lines per caller into meta.callers (slower; for checking the mix). */
  callers?: boolean;
  /** Regenerate even when matching files exist. */
  force?: boolean;
}

export function fileBase(lines: number, seed: number): string {
  return `kubelet-${lines >= 1_000_000 && lines % 1_000_000 === 0 ? `${lines / 1_000_000}M` : lines % 1000 === 0 ? `${lines / 1000}k` : lines}-s${seed}`;
}

/** Writes the log files (reusing them when present with the same parameters) and returns their metadata. */
export function generate(opts: GenerateOptions): GeneratedMeta {
  const seed = opts.seed ?? DEFAULT_SEED;
  const dir = opts.dir ?? DATA_DIR;
  const variants = opts.variants ?? ['journald', 'plain'];
  mkdirSync(dir, { recursive: true });
  const base = fileBase(opts.lines, seed);
  const metaPath = join(dir, `${base}.meta.json`);
  const files = Object.fromEntries(variants.map((v) => [v, join(dir, `${base}-${v}.log`)])) as Record<Variant, string>;
  if (!opts.force && existsSync(metaPath)) {
    try {
      const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as GeneratedMeta;
      const ok =
        meta.generatorVersion === GENERATOR_VERSION &&
        meta.seed === seed &&
        meta.lines === opts.lines &&
        variants.every((v) => meta.variants.includes(v) && existsSync(files[v]) && statSync(files[v]).size === meta.bytes[v]) &&
        (!opts.callers || meta.callers);
      if (ok) return { ...meta, files: { ...meta.files, ...files } };
    } catch {
      /* regenerate */
    }
  }
  const rng = new Rng(seed);
  const pid = rng.int(2000, 999_999);
  const fds: Partial<Record<Variant, number>> = {};
  for (const v of variants) fds[v] = openSync(`${files[v]}.tmp`, 'w');
  const out = new Output(rng, opts.lines, pid, 'kind-worker', fds, !!opts.callers);
  const node = new Node(rng, out);
  node.start(10);
  node.sched.run();
  out.flush(true);
  for (const v of variants) {
    closeSync(fds[v]!);
    renameSync(`${files[v]}.tmp`, files[v]);
  }
  const meta: GeneratedMeta = {
    generatorVersion: GENERATOR_VERSION,
    seed,
    lines: out.count,
    variants,
    files,
    bytes: Object.fromEntries(variants.map((v) => [v, out.bytes[v]])),
    pods: node.seen.size,
    residentPods: node.residents,
    podsAdded: node.added,
    podsRemoved: node.removed,
    containerStatusNotFound: node.statusNotFoundCount,
    deleteContainerErrors: node.deleteErrorCount,
    stopContainerNotFound: node.stopNotFoundCount,
    containerStatusNotFoundLines: node.statusNotFound,
    deleteContainerLines: node.deleteErrors,
    stopContainerNotFoundLines: node.stopNotFound,
    probeFailures: node.probeFailures,
    firstTime: new Date(Math.floor(out.firstUs / 1000)).toISOString(),
    lastTime: new Date(Math.floor(out.now / 1000)).toISOString(),
  };
  if (opts.callers) meta.callers = Object.fromEntries([...out.callers].sort((a, b) => b[1] - a[1]));
  writeFileSync(metaPath, `${JSON.stringify(meta, null, 1)}\n`);
  return meta;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const lines = Number(args[0]);
  if (!Number.isInteger(lines) || lines <= 0) {
    process.stderr.write('usage: node --import tsx bench/generate.ts LINES [--seed N] [--dir DIR] [--variant journald|plain]... [--callers] [--force]\n');
    process.exit(2);
  }
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const variants = args.flatMap((a, i) => (a === '--variant' ? [args[i + 1] as Variant] : []));
  const t0 = Date.now();
  const meta = generate({
    lines,
    seed: opt('--seed') ? Number(opt('--seed')) : undefined,
    dir: opt('--dir'),
    variants: variants.length ? variants : undefined,
    callers: args.includes('--callers'),
    force: args.includes('--force'),
  });
  const { callers, containerStatusNotFoundLines, deleteContainerLines, stopContainerNotFoundLines, ...rest } = meta;
  process.stdout.write(`${JSON.stringify(rest, null, 1)}\n`);
  if (callers) {
    const total = meta.lines;
    for (const [k, n] of Object.entries(callers).slice(0, 60)) process.stdout.write(`${String(n).padStart(8)} ${((100 * n) / total).toFixed(2).padStart(6)}% ${k}\n`);
  }
  process.stderr.write(`generated in ${Date.now() - t0} ms\n`);
}

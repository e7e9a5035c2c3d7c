// Shapes for the property tests (test/unit/property.test.ts), the pathological tests (test/unit/pathological.test.ts)
// and the fuzzer (test/fuzz/run.ts): real seed lines, mutations of them, grammar-aware token soup, random text and
// bytes, and the pathological logs. Everything is driven by a seeded PRNG so that a case is reproducible from
// (seed, case index).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

// ---- PRNG -------------------------------------------------------------------------------------------------------

export interface Rand {
  /** [0, 1) */
  next(): number;
  /** integer in [0, n) */
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast, good enough for fuzzing; the same seed gives the same cases on every platform. */
export function rand(seed: number): Rand {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
}

/** The seed of case `i` of a run: cases are independent, so one case can be replayed alone. */
export function caseSeed(runSeed: number, i: number): number {
  return (Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(i + 1, 0xc2b2ae35)) >>> 0;
}

// ---- seed lines ---------------------------------------------------------------------------------------------

/** samples/pod-deletion-1.23.log, line by line. */
export const SAMPLE_LINES: string[] = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8').split('\n').filter((l) => l.length);

/** Single lines copied from ../shared/corpus (file named), one per envelope/body shape. */
export const CORPUS_LINES: { source: string; line: string }[] = [
  {
    source: 'k8s-1.19-klog-plain-kubelet-skykying-scripts.log',
    line: 'I1119 11:58:27.853256    4390 flags.go:59] FLAG: --add-dir-header="false"',
  },
  {
    source: 'k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log (CRLF kept)',
    line: 'Apr 20 00:55:35 kind-worker3 kubelet[298]: E0420 00:55:35.232276     298 remote_runtime.go:604] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\": not found" containerID="5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f"\r',
  },
  {
    source: 'k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log',
    line: 'Nov 10 14:17:41.900439 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: E1110 14:17:41.900391    2296 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"controller\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=controller pod=cloud-network-config-controller-74ffd6bb6d-7979c_openshift-cloud-network-config-controller(74b53336-ddca-47c4-a281-49118930aa12)\\"" pod="openshift-cloud-network-config-controller/cloud-network-config-controller-74ffd6bb6d-7979c" podUID=74b53336-ddca-47c4-a281-49118930aa12',
  },
  {
    source: 'k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log',
    line: '172.20.0.2: {"ts":1758106668051.6091,"caller":"kubelet/kubelet_node_status.go:404","msg":"Error getting the current node from lister","err":"node \\"talos-default-controlplane-1\\" not found"}',
  },
  {
    source: 'k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log',
    line: '172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}',
  },
  {
    source: 'mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log',
    line: 'I0507 11:59:40.784002    2776 prober.go:107] "Probe failed" probeType="Readiness" pod="hosted-grafana/dafdeveuwest2-grafana-7845d969b5-f8h5q" podUID="14ac9939-b36a-40d7-9ca9-a0367aab99d8" containerName="grafana" probeResult="failure" output=<',
  },
  {
    source: 'mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log',
    line: 'time="2024-05-07T11:59:43.954289531Z" level=info msg="CreateContainer within sandbox \\"ee9dc07bca79ef7dffe2a6eb326e27236e9e97c35913c7aae16ee0a62632fc25\\" for &ContainerMetadata{Name:cortex-gw,Attempt:1660,} returns container id \\"93fa5decd62691912f90c9b27526f5e00183239bfa4d3f4ea8578a7873b9c2b4\\""',
  },
  {
    source: 'kube-controller-manager-rfc3339-prefixed-klog-insights-operator-sample.log',
    line: '2022-03-16T13:32:39.044141390Z I0316 13:32:39.044104       1 garbagecollector.go:210] syncing garbage collector with updated resources from discovery (attempt 1): added: [], removed: [apps.openshift.io/v1, Resource=deploymentconfigs]',
  },
  {
    source: 'kube-scheduler-compose-prefixed-klog-b-k-g-it-kube-cluster.log',
    line: 'kube-scheduler-1  | I0822 16:18:54.273649      11 serving.go:348] Generated self-signed cert in-memory',
  },
  {
    source: 'k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log',
    line: 'Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.727115  584647 kubelet.go:2114] "SyncLoop (PLEG): pod does not exist, ignore irrelevant event" event=&{ID:4df60fde-c2ae-4b31-b4d4-f7ea26bd2913 Type:ContainerDied Data:d2bf41b8d120e5ccc5eac583d2b7abd721cabcc88dece2595d03d67fe3745ce2}',
  },
  {
    source: 'k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log',
    line: 'Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.291344  584647 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"',
  },
  {
    source: 'k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log',
    line: 'Aug 30 04:32:23 kind-worker kubelet[704773]: I0830 04:32:23.249452  704773 kuberuntime_container.go:718] "Killing container with a grace period override" pod="default/nginx-deployment-6dccd8f6b9-m4v2l" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba containerName="nginx" containerID="containerd://60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f" gracePeriod=30',
  },
  {
    source: 'k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log',
    line: 'I0820 20:41:02.641606    3312 config.go:412] Receiving a new pod "gcp-filestore-csi-node-glfr9_gcp-filestore-csi-driver(0ac7a38c-74bc-4d23-ae50-2576492537e0)"',
  },
  {
    source: 'k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log',
    line: 'I0120 11:42:22.282685    4787 kubelet.go:1827] SyncLoop (ADD, "api"): "rke-network-plugin-deploy-job-fjln2_kube-system(33319fcc-6995-4593-aacd-f56bf3cdba80)"',
  },
  {
    source: 'k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log',
    line: 'May 12 04:55:37 localhost.localdomain kubelet.sh[2473]: W0512 04:55:37.797223    2473 manager.go:1169] Failed to process watch event {EventType:0 Name:/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod128f1939c596dd2fd1cdbd0faaa722d0.slice/crio-4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5 WatchSource:0}: Error finding container 4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5: Status 404 returned error can\'t find the container with id 4f805bb87975c20c40f4ce14456ae90936a5614949d9611b4c2cd5a8384103e5',
  },
  {
    source: 'k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log',
    line: 'Nov 03 13:48:19 minion2 kubelet[1334]: E1103 13:48:19.467040    1334 reflector.go:188] pkg/kubelet/kubelet.go:386: Failed to list *api.Node: Get http://192.168.33.10:8080/api/v1/nodes?fieldSelector=metadata.name%3D192.168.33.30&resourceVersion=0: dial tcp 192.168.33.10:8080: getsockopt: no route to host',
  },
  {
    source: 'minikube-logs-k8s-1.33-multisection-crashloop-hsunwenfang-nv-playground.log',
    line: '==> Audit <==',
  },
  {
    source: 'minikube-logs-k8s-1.23-UTF16LE-CRLF-multisection-Remering-pastebins.log (decoded from UTF-16LE)',
    line: 'Mar 04 10:40:32 minikube kubelet[866]: E0304 10:40:32.213923     866 kubelet.go:2422] "Error getting node" err="node \\"minikube\\" not found"\r',
  },
  {
    source: 'k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log',
    line: "+ '[' kubelet = kubelet ']'",
  },
  // The seed's NotFound line (pod-removal-notfound-analysis.txt) as journalctl's other modes write it.
  {
    source: 'seed NotFound line, journalctl -o json',
    line: '{"__CURSOR":"s=0;i=1","__REALTIME_TIMESTAMP":"1690823792398137","_HOSTNAME":"node-1","SYSLOG_IDENTIFIER":"kubelet","_PID":"354472","MESSAGE":"E0731 17:16:32.398137  354472 remote_runtime.go:597] \\"ContainerStatus from runtime service failed\\" err=\\"rpc error: code = NotFound desc = an error occurred when try to find container \\\\\\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\\\\\\": not found\\" containerID=\\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\\""}',
  },
  {
    source: 'seed NotFound line, journalctl -o short-unix',
    line: '1690823792.398137 node-1 kubelet[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" containerID="c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e"',
  },
  {
    source: 'seed NotFound line, journalctl -o with-unit',
    line: 'Mon 2023-07-31 17:16:32 UTC node-1 kubelet.service[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed"',
  },
  {
    source: 'seed NotFound line, journalctl -o short-delta',
    line: '[ 5012.398137 <    0.000100>] node-1 kubelet[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed"',
  },
  // The seed's lines as log collectors and their tools write them (test/unit/collectorJson.test.ts, prettyDump.test.ts).
  {
    source: 'seed NotFound line, Docker json-file',
    line: '{"log":"E0731 17:16:32.398137  354472 remote_runtime.go:597] \\"ContainerStatus from runtime service failed\\" containerID=\\"c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e\\"\\n","stream":"stderr","time":"2023-07-31T17:16:32.398137123Z"}',
  },
  {
    source: 'seed NotFound line, aws logs tail of an EKS Container Insights group',
    line: '2023-07-31T17:16:32.398137+00:00 ip-10-0-1-5-dataplane.systemd.kubelet.service {"hostname":"ip-10-0-1-5","systemd_unit":"kubelet.service","message":"E0731 17:16:32.398137  354472 remote_runtime.go:597] \\"ContainerStatus from runtime service failed\\""}',
  },
  { source: 'seed line, logcli query', line: '2023-07-31T17:16:31.865371Z {host="node-1", unit="kubelet.service"}    I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api"' },
  { source: 'gcloud --format=json dump, opening', line: '[' },
  { source: 'gcloud --format=json dump, an entry', line: '  {' },
  { source: 'gcloud --format=json dump, MESSAGE', line: '      "MESSAGE": "I0731 17:16:31.865371  354472 kubelet.go:2130] \\"SyncLoop DELETE\\" source=\\"api\\"",' },
  { source: 'gcloud --format=json dump, host', line: '      "_HOSTNAME": "gke-pool-1-abcd",' },
  { source: 'gcloud YAML dump, document start', line: '---' },
  { source: 'gcloud YAML dump, MESSAGE', line: "  MESSAGE: 'I0731 17:16:31.865371  354472 kubelet.go:2130] \"SyncLoop DELETE\" source=\"api\"'" },
  { source: 'gcloud YAML dump, labels', line: '  labels: {cluster_name: c, node_name: gke-pool-1-abcd, project_id: p}' },
  // Session 14's shapes: journalctl -o verbose and -o export dumps, RFC 5424 syslog, a copytruncate hole of NULs.
  { source: 'journalctl -o verbose, entry start', line: 'Mon 2023-07-31 17:16:31.865371 UTC [s=8a3c5b6e2f1d4e7a9b0c1d2e3f4a5b6c;i=1a2b3;b=0123456789abcdef0123456789abcdef;m=2b6f1a3c;t=601c2d3e4f5a6;x=9f8e7d6c5b4a3928]' },
  { source: 'journalctl -o verbose, MESSAGE', line: '    MESSAGE=I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]' },
  { source: 'journalctl -o verbose, host', line: '    _HOSTNAME=node-1' },
  { source: 'journalctl -o export, cursor', line: '__CURSOR=s=8a3c5b6e2f1d4e7a9b0c1d2e3f4a5b6c;i=1a2b3;b=0123456789abcdef0123456789abcdef' },
  { source: 'journalctl -o export, time', line: '__REALTIME_TIMESTAMP=1690823791865371' },
  { source: 'RFC 5424 syslog', line: '<30>1 2023-07-31T17:16:31.865371+00:00 node1 kubelet 354472 - [meta sequenceId="1"] I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]' },
  { source: 'a copytruncate hole before a line', line: '\u0000\u0000\u0000\u0000I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]' },
];

export const SEED_LINES: string[] = [...SAMPLE_LINES, ...CORPUS_LINES.map((c) => c.line)];

// ---- mutations of one line ----------------------------------------------------------------------------------

export type Mutation = (line: string, r: Rand) => string;

const at = (s: string, r: Rand) => r.int(s.length + 1);
const insert = (s: string, i: number, x: string) => s.slice(0, i) + x + s.slice(i);
const positionsOf = (s: string, c: string) => {
  const out: number[] = [];
  for (let i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) out.push(i);
  return out;
};

const NASTY = ['\u0000', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u202e', '\u2028', '\u2029', '\ufeff', '\ufffd', '\ud800', '\udfff', '\ud83d\ude00', '\t', '\r', '\\', '\\"', '\\\\"', '%s', '%!v(MISSING)', '${x}', '`', '|'];

export const MUTATIONS: Record<string, Mutation> = {
  truncate: (s, r) => s.slice(0, at(s, r)),
  truncateFront: (s, r) => s.slice(at(s, r)),
  doubleQuote: (s, r) => {
    const q = positionsOf(s, '"');
    return q.length ? insert(s, r.pick(q), '"') : insert(s, at(s, r), '""');
  },
  dropQuote: (s, r) => {
    const q = positionsOf(s, '"');
    if (!q.length) return s;
    const i = r.pick(q);
    return s.slice(0, i) + s.slice(i + 1);
  },
  dropBackslash: (s, r) => {
    const q = positionsOf(s, '\\');
    if (!q.length) return s;
    const i = r.pick(q);
    return s.slice(0, i) + s.slice(i + 1);
  },
  unbalancedOpen: (s, r) => insert(s, at(s, r), r.pick(['{', '[', '<', '&{', '(', '=<', '{"', '["'])),
  unbalancedClose: (s, r) => insert(s, at(s, r), r.pick(['}', ']', '>', ' >', ')', '"}', '}]'])),
  nul: (s, r) => insert(s, at(s, r), '\u0000'.repeat(1 + r.int(8))),
  nasty: (s, r) => insert(s, at(s, r), r.pick(NASTY)),
  replaceChar: (s, r) => {
    if (!s.length) return s;
    const i = r.int(s.length);
    return s.slice(0, i) + String.fromCharCode(r.int(0x10000)) + s.slice(i + 1);
  },
  duplicateSpan: (s, r) => {
    const i = at(s, r);
    const j = Math.min(s.length, i + r.int(40));
    return insert(s, j, s.slice(i, j).repeat(1 + r.int(4)));
  },
  deleteSpan: (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + s.slice(i + r.int(30));
  },
  deepNesting: (s, r) => {
    const open = r.pick(['{', '[', '&{', '<', '{"a":', '[[', '(']);
    const n = 100 + r.int(3000);
    const close = r.chance(0.5) ? '' : ({ '{': '}', '[': ']', '&{': '}', '<': '>', '{"a":': '}', '[[': ']]', '(': ')' } as Record<string, string>)[open].repeat(n);
    return insert(s, at(s, r), open.repeat(n) + close);
  },
  splitLine: (s, r) => insert(s, at(s, r), r.pick(['\n', '\r\n', '\n ', '\n\t', '\n >', '\r'])),
  crlf: (s) => `${s}\r`,
  bom: (s) => `\ufeff${s}`,
  lowercaseSeverity: (s) => s.replace(/^([IWEF])(\d{4})/, (_, a: string, b: string) => a.toLowerCase() + b),
  badDate: (s, r) => s.replace(/\d\d:\d\d:\d\d/, r.pick(['99:99:99', '24:00:00', '00:00:60', '1:2:3', ''])).replace(/([IWEF])(\d{4}) /, r.pick(['$11332 ', '$10000 ', '$19999 ', '$1 '])),
  hugeNumber: (s, r) => s.replace(/\d+/, r.pick(['99999999999999999999999', '-1', '1e309', 'NaN', '0x10', '00000000'])),
  swapHalves: (s, r) => {
    const i = at(s, r);
    return s.slice(i) + s.slice(0, i);
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** 1 MB-ish single line from a seed (repeat its body, or pad one value). */
export function longLine(seed: string, bytes: number, r: Rand): string {
  switch (r.int(4)) {
    case 0:
      return (seed + ' ').repeat(Math.ceil(bytes / (seed.length + 1))).slice(0, bytes);
    case 1: {
      const q = seed.lastIndexOf('"');
      return q > 0 ? seed.slice(0, q) + 'x'.repeat(bytes) + seed.slice(q) : seed + 'x'.repeat(bytes);
    }
    case 2:
      return seed + ' k=' + '{'.repeat(bytes / 2) + '}'.repeat(bytes / 2);
    default:
      return seed + ` msg="${'\\"'.repeat(bytes / 2)}"`;
  }
}

// ---- byte-level corruption ----------------------------------------------------------------------------------

const INVALID_UTF8 = [[0xff], [0xfe], [0xc0, 0x80], [0x80], [0xbf], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]];

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  let o = 0;
  const put = (c: number) => {
    out[o++] = bigEndian ? c >> 8 : c & 0xff;
    out[o++] = bigEndian ? c & 0xff : c >> 8;
  };
  if (bom) put(0xfeff);
  for (let i = 0; i < text.length; i++) put(text.charCodeAt(i));
  return out;
}

export function corruptBytes(bytes: Uint8Array, r: Rand): Uint8Array {
  const parts: number[] = Array.from(bytes);
  const n = 1 + r.int(6);
  for (let k = 0; k < n; k++) {
    const i = r.int(parts.length + 1);
    switch (r.int(5)) {
      case 0:
        parts.splice(i, 0, ...r.pick(INVALID_UTF8));
        break;
      case 1:
        parts.splice(i, 0, 0);
        break;
      case 2:
        if (parts.length) parts[r.int(parts.length)] = r.int(256);
        break;
      case 3:
        parts.splice(i, r.int(4)); // cut in the middle of a sequence
        break;
      default:
        parts.splice(0, 0, ...r.pick([[0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], [0xef, 0xbb], [0xff]]));
    }
  }
  return Uint8Array.from(parts);
}

// ---- grammar-aware token soup ---------------------------------------------------------------------------------

const UIDS = ['5011243d-6324-41e3-8ee8-9e8bb33f04b0', '74b53336-ddca-47c4-a281-49118930aa12', 'f0ae693b55fb9a30b6948915ffb89696'];
const CIDS = ['c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e', 'ae68335cc5733a4c2fc5c15baed083f94a2d05a6b360b1045c9b673e119f8538'];
const TOKENS: readonly (string | ((r: Rand) => string))[] = [
  'I0731 17:16:31.865371  354472 kubelet.go:2130] ', 'E1231 23:59:59.999999 1 remote_runtime.go:597] ', 'W0101 00:00:00.000000 7 x.go:1] ',
  'Aug 30 04:28:59 kind-worker kubelet[704773]: ', 'Nov 10 14:17:41.900439 host kubenswrapper[2296]: ', 'May 12 04:55:37 h containerd[1]: ',
  '2022-03-16T13:32:39.044141390Z ', '2024-01-01T00:00:00Z stderr F ', 'kube-scheduler-1  | ', '172.20.0.2: ', '==> kubelet <==', '-- Logs begin at Mon 2024-01-01 --',
  '{"ts":1758106668051.6,"caller":"a/b.go:1","msg":', '{"level":"error","msg":"x","err":', 'time="2024-05-07T11:59:43.9Z" level=info msg=', 'level=error ',
  '"SyncLoop ADD" source="api" pods=', '"SyncLoop DELETE" source="api" pods=', '"SyncLoop REMOVE"', '"Removing container" containerID=', '"ContainerStatus from runtime service failed" err=',
  '"Probe failed" probeType="Readiness" ', '"Error syncing pod, skipping" err=', '"Kubelet version" kubeletVersion="v1.24.7"', 'Successfully registered node ',
  'pod=', 'pods=', 'podUID=', 'containerID=', 'err=', 'event=', 'output=<', 'key=', ' >', '\n >', '\n\t', '\n  ', '\n',
  '"', '\\"', '\\\\', '=', ' ', '  ', '{', '}', '[', ']', '<', '>', '&{', '(', ')', ':', ',', '/', '_', '-', 'ID:', 'Type:ContainerDied ', 'Data:',
  'rpc error: code = NotFound desc = ', 'not found', 'CrashLoopBackOff', 'goroutine 1 [running]:', 'panic: boom', 'created by main', 'main.f(0x1)',
  '[default/web]', 'default/web', 'web_default(', 'containerd://', 'docker://', 'cri-o://', '/kubepods/burstable/pod', 'kubepods-burstable-pod',
  (r) => r.pick(UIDS), (r) => r.pick(CIDS), (r) => String(r.int(100000)), (r) => r.pick(NASTY), (r) => String.fromCharCode(r.int(0x10000)),
];

export function tokenSoup(r: Rand, maxTokens = 60): string {
  const n = 1 + r.int(maxTokens);
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = r.pick(TOKENS);
    s += typeof t === 'function' ? t(r) : t;
  }
  return s;
}

// ---- random text -------------------------------------------------------------------------------------------

export function randomAscii(r: Rand, max: number): string {
  const n = r.int(max + 1);
  let s = '';
  for (let i = 0; i < n; i++) s += r.chance(0.04) ? '\n' : String.fromCharCode(32 + r.int(95));
  return s;
}

export function randomUnits(r: Rand, max: number): string {
  const n = r.int(max + 1);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(r.chance(0.5) ? r.int(0x80) : r.int(0x10000));
  return s;
}

export function randomBytes(r: Rand, max: number): Uint8Array {
  const n = r.int(max + 1);
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = r.int(256);
  return b;
}

export function mutate(line: string, r: Rand, count = 1 + r.int(3)): string {
  let s = line;
  for (let k = 0; k < count; k++) s = MUTATIONS[r.pick(MUTATION_NAMES)](s, r);
  return s;
}

/** A few seed lines, some mutated, joined with \n or \r\n. */
export function mutatedDoc(r: Rand, maxLines = 12): string {
  const n = 1 + r.int(maxLines);
  const lines: string[] = [];
  let start = r.int(SEED_LINES.length);
  for (let i = 0; i < n; i++) {
    const seed = r.chance(0.7) ? SEED_LINES[(start++) % SEED_LINES.length] : r.pick(SEED_LINES);
    lines.push(r.chance(0.5) ? mutate(seed, r) : seed);
  }
  return lines.join(r.chance(0.8) ? '\n' : '\r\n') + (r.chance(0.5) ? '\n' : '');
}

// ---- fuzz cases ---------------------------------------------------------------------------------------------

export type FuzzInput = { kind: string; text: string } | { kind: string; bytes: Uint8Array };

/** Case kinds and their weights: the fuzzer's mix. */
export const CASE_KINDS: [string, number][] = [
  ['mutated-line', 30],
  ['mutated-doc', 20],
  ['token-soup', 25],
  ['ascii', 6],
  ['unicode', 6],
  ['bytes', 5],
  ['corrupt-bytes', 6],
  ['deep-nesting', 1.5],
  ['long-line', 0.5],
];
const TOTAL_WEIGHT = CASE_KINDS.reduce((a, [, w]) => a + w, 0);

export function fuzzCase(seed: number): FuzzInput {
  const r = rand(seed);
  let x = r.next() * TOTAL_WEIGHT;
  let kind = CASE_KINDS[0][0];
  for (const [k, w] of CASE_KINDS) {
    if (x < w) {
      kind = k;
      break;
    }
    x -= w;
  }
  switch (kind) {
    case 'mutated-line':
      return { kind, text: mutate(r.pick(SEED_LINES), r) };
    case 'mutated-doc':
      return { kind, text: mutatedDoc(r) };
    case 'token-soup': {
      const lines = 1 + r.int(6);
      return { kind, text: Array.from({ length: lines }, () => tokenSoup(r)).join('\n') };
    }
    case 'ascii':
      return { kind, text: randomAscii(r, 400) };
    case 'unicode':
      return { kind, text: randomUnits(r, 300) };
    case 'bytes':
      return { kind, bytes: randomBytes(r, 400) };
    case 'corrupt-bytes': {
      const doc = mutatedDoc(r, 6);
      const enc = r.int(4);
      const bytes = enc === 0 ? utf16(doc, false, r.chance(0.5)) : enc === 1 ? utf16(doc, true, r.chance(0.5)) : utf8(doc);
      return { kind, bytes: corruptBytes(bytes, r) };
    }
    case 'deep-nesting':
      return { kind, text: MUTATIONS.deepNesting(r.pick(SEED_LINES), r) };
    default:
      return { kind: 'long-line', text: longLine(r.pick(SEED_LINES), 16_384 + r.int(49_152), r) };
  }
}

// ---- pathological logs --------------------------------------------------------------------------------------

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const uidOf = (i: number) => `${(i >>> 0).toString(16).padStart(8, '0')}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const cidOf = (i: number) => (i.toString(16).padStart(8, '0') + 'c0ffee').repeat(5).slice(0, 64).padEnd(64, '0');

/** klog header for a time given in seconds since Jul 31 00:00 (wraps at 24 h; month/day fixed unless given). */
export function klogHeader(sev: string, sec: number, month = 7, day = 31, pid = 354472, micros = 0): string {
  const h = Math.floor(sec / 3600) % 24;
  const m = Math.floor(sec / 60) % 60;
  const s = Math.floor(sec) % 60;
  return `${sev}${pad(month)}${pad(day)} ${pad(h)}:${pad(m)}:${pad(s)}.${pad(micros, 6)} ${String(pid).padStart(7)} `;
}

/** One pod's lifecycle (ADD → running → DELETE → killed → removed), 12 lines, starting at `sec`. */
export function podLifecycle(ns: string, name: string, uid: string, cid: string, sec: number): string[] {
  const k = (s: number, file: string) => `${klogHeader('I', s)}${file}] `;
  const pod = `pod="${ns}/${name}" podUID=${uid}`;
  return [
    `${k(sec, 'kubelet.go:2072')}"SyncLoop ADD" source="api" pods=[${ns}/${name}]`,
    `${k(sec, 'kuberuntime_manager.go:815')}"Creating PodSandbox for pod" ${pod}`,
    `${k(sec + 1, 'kubelet.go:2102')}"SyncLoop (PLEG): event for pod" pod="${ns}/${name}" event=&{ID:${uid} Type:ContainerStarted Data:${cid}}`,
    `${k(sec + 2, 'prober_manager.go:274')}"SyncLoop (probe)" probe="readiness" status="ready" pod="${ns}/${name}"`,
    `${k(sec + 60, 'kubelet.go:2130')}"SyncLoop DELETE" source="api" pods=[${ns}/${name}]`,
    `${k(sec + 60, 'pod_workers.go:625')}"Pod is marked for graceful deletion, begin teardown" ${pod}`,
    `${k(sec + 60, 'kuberuntime_container.go:723')}"Killing container with a grace period" ${pod} containerName="app" containerID="containerd://${cid}" gracePeriod=30`,
    `${k(sec + 61, 'kubelet.go:2102')}"SyncLoop (PLEG): event for pod" pod="${ns}/${name}" event=&{ID:${uid} Type:ContainerDied Data:${cid}}`,
    `${k(sec + 61, 'pod_workers.go:1050')}"Pod terminated all containers successfully" ${pod}`,
    `${k(sec + 62, 'kuberuntime_container.go:947')}"Removing container" containerID="${cid}"`,
    `${k(sec + 62, 'kubelet.go:2124')}"SyncLoop REMOVE" source="api" pods=[${ns}/${name}]`,
    `${k(sec + 63, 'pod_workers.go:611')}"Pod is finished processing, no further updates" ${pod}`,
  ];
}

/** `pods` pods, each a SyncLoop ADD and a SyncLoop DELETE (the second half of the file deletes them). */
export function manyPods(pods: number): string {
  const out: string[] = new Array(pods * 2);
  for (let i = 0; i < pods; i++) {
    out[i] = `${klogHeader('I', i / 100)}kubelet.go:2072] "SyncLoop ADD" source="api" pods=[ns-${i % 97}/pod-${i}]`;
    out[pods + i] = `${klogHeader('I', (pods + i) / 100)}kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[ns-${i % 97}/pod-${i}]`;
  }
  return out.join('\n');
}

/** One pod that lives for `lines` lines: its lifecycle start, then a steady stream of per-pod lines (none a finding). */
export function onePodManyLines(lines: number): string {
  const uid = uidOf(42);
  const cid = cidOf(42);
  const head = podLifecycle('default', 'busy', uid, cid, 0).slice(0, 4);
  const out: string[] = head.slice();
  const body = [
    (s: number) => `${klogHeader('I', s)}pod_workers.go:888] "Processing pod event" pod="default/busy" podUID=${uid} updateType=0`,
    (s: number) => `${klogHeader('I', s)}volume_manager.go:404] "Waiting for volumes to attach and mount for pod" pod="default/busy"`,
    (s: number) => `${klogHeader('I', s)}kuberuntime_manager.go:1019] "computePodActions got for pod" podActions={KillPod:false CreateSandbox:false SandboxID:${cid} Attempt:0 NextInitContainerToStart:nil ContainersToStart:[] ContainersToKill:map[] EphemeralContainersToStart:[]} pod="default/busy"`,
    (s: number) => `${klogHeader('I', s)}status_manager.go:690] "Patch status for pod" pod="default/busy" patch="{\\"metadata\\":{\\"uid\\":\\"${uid}\\"}}"`,
  ];
  for (let i = out.length; i < lines; i++) out.push(body[i % body.length](3 + i / 1000));
  return out.join('\n');
}

/** `n` copies of one benign-in-context finding about the same container (the evidence checks' worst case). */
export function repeatedFinding(n: number): string {
  const cid = cidOf(7);
  const out: string[] = [`${klogHeader('I', 0)}kuberuntime_container.go:947] "Removing container" containerID="${cid}"`];
  for (let i = 1; i < n; i++) {
    out.push(`${klogHeader('E', i / 1000)}remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${cid}\\": not found" containerID="${cid}"`);
  }
  return out.join('\n');
}

/** `n` probe failures of one pod (a pod failing its readiness probe for days). */
export function repeatedProbeFailures(n: number): string {
  const uid = uidOf(9);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(`${klogHeader('I', i / 100)}prober.go:107] "Probe failed" probeType="Readiness" pod="default/flaky" podUID="${uid}" containerName="app" probeResult="failure" output="HTTP probe failed with statuscode: 503"`);
  }
  return out.join('\n');
}

/** `n` node-not-found errors before the node registers (a kubelet that cannot reach the API for a long time). */
export function repeatedNodeNotFound(n: number): string {
  const out: string[] = [`${klogHeader('I', 0)}server.go:399] "Kubelet version" kubeletVersion="v1.24.7"`];
  for (let i = 1; i < n; i++) out.push(`${klogHeader('E', i / 100)}kubelet.go:2424] "Error getting node" err="node \\"n1\\" not found"`);
  out.push(`${klogHeader('I', n / 100)}kubelet_node_status.go:73] "Successfully registered node" node="n1"`);
  return out.join('\n');
}

/** A log with no line break at all: the sample's lines joined with spaces, to `bytes`. */
export function noNewline(bytes: number): string {
  const unit = SAMPLE_LINES.join(' ') + ' ';
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

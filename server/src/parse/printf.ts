// printf-era bodies (kubelet <= 1.20, and vendored code that never moved to structured logging):
// the text stays as written; pod references and IDs are pulled out as derived fields.
import type { Field } from './types';

// `name_namespace(uid)`, as format.Pod printed pods before 1.21: found by the `(uid)` part, then read backwards.
const UID_IN_PARENS = /\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})\)/g;
const POD_REF_HINT = /\((?:[0-9a-f]{8}-[0-9a-f]{4}-|[0-9a-f]{32}\))/;
// Runtime-prefixed container IDs and bare 64-hex IDs.
// The global patterns here are walked with exec from lastIndex 0, not matchAll: matchAll copies the pattern and makes an
// iterator on every call, which took about half of the scan on the printf lines of a cAdvisor-heavy log. None can match
// an empty string, so the loops always advance.
const CONTAINER_ID = /\b(?:(docker|containerd|cri-o):\/\/)?([0-9a-f]{64})\b/g;
// `&pleg.PodLifecycleEvent{ID:"uid", Type:"ContainerDied", Data:"cid"}`
const PLEG_EVENT = /&pleg\.PodLifecycleEvent\{ID:"([^"]{0,64})", Type:"([^"]{0,64})", Data:(?:"([^"]{0,256})"|([^}"]{0,256}))\}/g;
// Used only on lines that mention kubepods: `pod<uid>` with - or _ separators (systemd slices use _). identity.ts reads
// structured `cgroupName=` values and runc's paths with it too.
// A static pod's UID is its manifest's hash, 32 hex digits without dashes (`kubepods-burstable-pod580089d6….slice`).
export const CGROUP_POD = /pod([0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12}|[0-9a-f]{32})(?![0-9a-f])/g;
const UID = /\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g;
// A container's name as dockershim (and containerd's CRI for docker-era tools) made it: names hold no `_`.
const DOCKER_NAME = /\bk8s_([^_\s"\\]{1,253})_([^_\s"\\]{1,253})_([^_\s"\\]{1,63})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_\d{1,6}\b/g;
// Just before an ID: the words that make it a sandbox's (`PodSandbox "`, `sandbox "`, `sandbox IDs ["`, `sandbox id \"`).
// `SandboxID:<id>` is ≤1.20's computePodActions naming the pod's sandbox (r66a c02).
const SANDBOX_BEFORE = /[Ss]andbox(?: ?IDs?| id)?:? ?\[?\\?"?$/;
const SANDBOX_LIST_BEFORE = /[Ss]andbox IDs?:? ?$/;
// The volume code names pods `pod "<name or uid>" (UID: "<uid>")` (GenerateMsgDetailed) and, in projected volumes,
// `for pod <ns>/<name>`.
// Group 1 is the pod's name (its UID again when the volume code knew no name), group 2 its UID.
// Before about 1.13 nestedpendingoperations quoted its error with %q: the quotes inside are escaped (`pod \"x\" (UID: \"…\")`).
export const VOLUME_POD_UID = /pod \\?"([^"\\]{1,253})\\?" \(UID: \\?"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})\\?"\)/;
// The volume source the mount failed on, in the error after the pod: `object "<ns>"/"<name>" not registered`. A pod's
// configMap, secret and projected sources are of its own namespace, so this is the pod's namespace too.
const SOURCE_NAMESPACE = /: object "([a-z0-9][-a-z0-9]{0,62})"\/"[^"]{1,253}" not registered/;

/** The namespace of the pod a volume line names by name alone, from the source object its error names, if any. */
export function volumeSourceNamespace(text: string, after: number): string | undefined {
  const i = text.indexOf(': object "', after);
  return i < 0 ? undefined : SOURCE_NAMESPACE.exec(text.slice(i, i + 600))?.[1];
}
const FOR_POD = /\bfor pod ([a-z0-9][-a-z0-9]{0,62})\/([a-z0-9][-a-z0-9.]{0,252}[a-z0-9])(?![-a-z0-9./])/;

const NAME_CHAR = /[-a-z0-9.]/;
const NS_CHAR = /[-a-z0-9]/;

/** `name_namespace` right before the `(` at `open`, read backwards (bounded: names are at most 253 characters). */
function podRefBefore(body: string, open: number): { name: string; namespace: string; start: number } | undefined {
  let i = open;
  while (i > 0 && open - i < 64 && NS_CHAR.test(body[i - 1])) i--;
  const namespace = body.slice(i, open);
  if (!namespace || body[i - 1] !== '_') return undefined;
  const nsStart = i - 1;
  let j = nsStart;
  while (j > 0 && nsStart - j < 253 && NAME_CHAR.test(body[j - 1])) j--;
  const name = body.slice(j, nsStart);
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name) || !/^[a-z0-9]/.test(namespace) || !/[a-z0-9]$/.test(namespace)) return undefined;
  return { name, namespace, start: j };
}

/**
 * The pods `text` names the printf way, `name_namespace(uid)` (klog's format.Pod), as in an error the 1.31+ kubelet
 * logs as `"Unhandled Error" err=…`: `… start failed in pod web-1_default(<uid>): …`.
 */
export function printfPodRefs(text: string): { namespace: string; name: string; uid: string }[] {
  const out: { namespace: string; name: string; uid: string }[] = [];
  if (text.indexOf(')') < 0 || !POD_REF_HINT.test(text)) return out;
  UID_IN_PARENS.lastIndex = 0;
  for (let m = UID_IN_PARENS.exec(text); m !== null; m = UID_IN_PARENS.exec(text)) {
    const ref = podRefBefore(text, m.index);
    if (ref && !out.some((o) => o.uid === m![1])) out.push({ namespace: ref.namespace, name: ref.name, uid: m[1] });
  }
  return out;
}

// Cheap tests before the regexes: most printf lines hold no ID, and a regex scan costs several times a char loop.

/** Dashes where a UUID puts them (8-4-4-4-12): found by indexOf, which runs natively. */
export function hasUuidShape(body: string): boolean {
  for (let p = body.indexOf('-', 8); p >= 0 && p + 28 <= body.length; p = body.indexOf('-', p + 1)) {
    if (body.charCodeAt(p + 5) === 45 && body.charCodeAt(p + 10) === 45 && body.charCodeAt(p + 15) === 45) return true;
  }
  return false;
}

const isHex = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 102);

/**
 * A run of at least 64 lower-case hex digits. Every 32nd character is looked at (a run that long covers one of
 * them), and only a hex one is grown into its run.
 */
export function hasHexRun64(body: string): boolean {
  for (let i = 31; i < body.length; i += 32) {
    if (!isHex(body.charCodeAt(i))) continue;
    let a = i;
    while (a > 0 && isHex(body.charCodeAt(a - 1))) a--;
    let b = i + 1;
    while (b < body.length && isHex(body.charCodeAt(b))) b++;
    if (b - a >= 64) return true;
    i = b; // b is not hex; the next sample is 32 further
  }
  return false;
}

/**
 * Whether the 64-hex ID ending at `end` is the node's own container (kind, docker-in-docker): a parent cgroup of the
 * pods (`/docker/<id>/kubelet.slice/...`), not a pod's container.
 */
export function isNodeContainerAt(text: string, end: number): boolean {
  return text.startsWith('/kubelet', end) || text.startsWith('/kubepods', end) || text.startsWith('/system.slice', end);
}

/**
 * Whether the 64 hex digits starting at `start` are no container: a digest (`sha256:<hex>`: an image, a CA hash), or
 * the hash a CSI driver's staging directory is named by (`…/smb.csi.k8s.io/<hex>/globalmount`).
 */
export function isDigestAt(text: string, start: number): boolean {
  if (text.startsWith('/globalmount', start + 64)) return true;
  return start >= 7 && text.charCodeAt(start - 1) === 58 /* : */ && text.slice(start - 7, start - 1) === 'sha256';
}

/** The first 64-hex ID in `text` that is not the node's own container (nor a digest). */
export function firstPodContainerId(text: string): string | undefined {
  if (!hasHexRun64(text)) return undefined;
  CONTAINER_ID.lastIndex = 0;
  for (let m = CONTAINER_ID.exec(text); m !== null; m = CONTAINER_ID.exec(text)) {
    const end = m.index + m[0].length;
    if (!isNodeContainerAt(text, end) && !isDigestAt(text, end - 64)) return m[2];
  }
  return undefined;
}

/** The ID at `at` is inside a list the text calls sandbox IDs (`got sandbox IDs ["<a>" "<b>"]`). */
function inSandboxList(body: string, at: number): boolean {
  // Looked for in the 300 characters before the ID only (a line can hold many IDs).
  const from = Math.max(0, at - 300);
  const before = body.slice(from, at);
  const open = before.lastIndexOf('[');
  if (open < 0 || before.lastIndexOf(']') > open) return false;
  return SANDBOX_LIST_BEFORE.test(body.slice(Math.max(0, from + open - 16), from + open));
}

const UNWANTED_POD = 'Killing unwanted pod "';
const FAILED_KILLING_POD = 'Failed killing the pod "';
const PULL_SECRET = 'Unable to retrieve pull secret ';
const PULL_SECRET_POD = / for ([a-z0-9][-a-z0-9]{0,62})\/([a-z0-9][-a-z0-9.]{0,252}[a-z0-9]) due to /;

/** The keys of the fields extractPrintfFields derives: a reader asking for none of them (an error's `err`) gets none. */
export const PRINTF_FIELD_KEYS: ReadonlySet<string> = new Set(['pod', 'podUID', 'podName', 'event', 'uid', 'podSandboxID', 'containerID']);

function derived(key: 'pod' | 'podUID' | 'podName' | 'event' | 'uid' | 'podSandboxID' | 'containerID', value: string, line: number, start: number, end: number): Field {
  const span = { line, start, end };
  return { key, value, kind: 'bare', keySpan: span, valueSpan: span };
}

/**
 * Pod references, PLEG events, container IDs and pod UIDs found in free text.
 * Keys follow the structured era: pod (ns/name), podUID, containerID, event; `uid` for a UID of unknown kind.
 */
const ERROR_SYNCING_POD = 'Error syncing pod ';
const ERROR_SYNCING_UID = /^Error syncing pod ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})[ ,]/;

export function extractPrintfFields(text: string, line: number, from: number): Field[] {
  const out: Field[] = [];
  const body = from > 0 ? text.slice(from) : text;
  if (body.length > 65536) return out; // huge lines: keep the text, skip the scan
  // Made on the first UID found: most lines name none.
  let seenUid: Set<string> | undefined;
  // Cheap test first: a pod reference needs "(<uid>)", which most lines do not have.
  if (body.indexOf(')') >= 0 && POD_REF_HINT.test(body)) {
    UID_IN_PARENS.lastIndex = 0;
    for (let m = UID_IN_PARENS.exec(body); m !== null; m = UID_IN_PARENS.exec(body)) {
      const ref = podRefBefore(body, m.index);
      if (!ref) continue;
      const s = from + ref.start;
      const end = from + m.index + m[0].length;
      out.push(derived('pod', `${ref.namespace}/${ref.name}`, line, s, end));
      out.push(derived('podUID', m[1], line, end - 1 - m[1].length, end - 1));
      (seenUid ??= new Set()).add(m[1]);
    }
  }
  PLEG_EVENT.lastIndex = 0;
  if (body.indexOf('&pleg.') >= 0) for (let m = PLEG_EVENT.exec(body); m !== null; m = PLEG_EVENT.exec(body)) {
    const s = from + m.index;
    const data = m[3] ?? m[4] ?? '';
    out.push({ ...derived('event', `{"ID":"${m[1]}","Type":"${m[2]}","Data":"${data}"}`, line, s, s + m[0].length), kind: 'json' });
    (seenUid ??= new Set()).add(m[1]);
  }
  if (body.indexOf('(UID: ') >= 0) {
    const m = VOLUME_POD_UID.exec(body);
    if (m) {
      const s = from + m.index + m[0].lastIndexOf(m[2]);
      out.push(derived('podUID', m[2], line, s, s + m[2].length));
      (seenUid ??= new Set()).add(m[2]);
      // The pod's name without its namespace (the volume code writes none): `pod "web-1" (UID: …)`; with it when the
      // error names the source object (`: object "default"/"kube-root-ca.crt" not registered`).
      if (m[1] !== m[2]) {
        const namespace = volumeSourceNamespace(body, m.index + m[0].length);
        const nameAt = from + m.index + m[0].indexOf(m[1]);
        out.push(namespace !== undefined ? derived('pod', `${namespace}/${m[1]}`, line, nameAt, nameAt + m[1].length) : derived('podName', m[1], line, nameAt, nameAt + m[1].length));
      }
    }
  }
  // dockershim's and containerd's (≤1.23) names for a pod's containers, `k8s_<container>_<pod>_<namespace>_<uid>_<attempt>`
  // (`k8s_POD_…` its sandbox): the pod, its namespace and its UID, where the line names them no other way.
  if (body.indexOf('k8s_') >= 0) {
    DOCKER_NAME.lastIndex = 0;
    for (let m = DOCKER_NAME.exec(body); m !== null; m = DOCKER_NAME.exec(body)) {
      if (seenUid?.has(m[4])) continue;
      (seenUid ??= new Set()).add(m[4]);
      const s = from + m.index + 5 + m[1].length;
      out.push(derived('pod', `${m[3]}/${m[2]}`, line, s, s + m[2].length + 1 + m[3].length));
      const u = s + m[2].length + m[3].length + 2;
      out.push(derived('podUID', m[4], line, u, u + 36));
    }
  }
  // The ≤1.21 orphan killer names the pod by its name alone: `Killing unwanted pod "web-1"`, and its failure
  // `Failed killing the pod "web-1": failed to "KillContainer" for …`.
  const unwanted = body.indexOf(UNWANTED_POD) === 0 ? UNWANTED_POD.length : body.indexOf(FAILED_KILLING_POD) === 0 ? FAILED_KILLING_POD.length : -1;
  if (unwanted > 0) {
    const close = body.indexOf('"', unwanted);
    if (close > unwanted) out.push(derived('podName', body.slice(unwanted, close), line, from + unwanted, from + close));
  }
  // ≤1.20: `Unable to retrieve pull secret ns/regcred for ns/web-1 due to secret "regcred" not found.`
  if (body.startsWith(PULL_SECRET)) {
    const m = PULL_SECRET_POD.exec(body);
    if (m) {
      const s = from + m.index! + 5;
      out.push(derived('pod', `${m[1]}/${m[2]}`, line, s, s + m[1].length + 1 + m[2].length));
    }
  }
  if (body.indexOf('for pod ') >= 0) {
    const m = FOR_POD.exec(body);
    if (m) {
      const s = from + m.index + 8;
      out.push(derived('pod', `${m[1]}/${m[2]}`, line, s, s + m[1].length + 1 + m[2].length));
    }
  }
  // ≤1.6: `Error syncing pod <uid>, skipping: …` names the pod by its UID alone; a static pod's is 32 hex digits with no
  // dash, which no other rule reads (r67a 14).
  if (body.startsWith(ERROR_SYNCING_POD)) {
    const m = ERROR_SYNCING_UID.exec(body);
    if (m && !seenUid?.has(m[1])) {
      (seenUid ??= new Set()).add(m[1]);
      const s = from + ERROR_SYNCING_POD.length;
      out.push(derived('podUID', m[1], line, s, s + m[1].length));
    }
  }
  if (hasUuidShape(body)) {
    UID.lastIndex = 0;
    for (let m = UID.exec(body); m !== null; m = UID.exec(body)) {
      if (seenUid?.has(m[1])) continue;
      (seenUid ??= new Set()).add(m[1]);
      const s = from + m.index;
      // A bare UID may name a pod, a volume or a node: the model decides which.
      out.push(derived('uid', m[1], line, s, s + m[0].length));
    }
  }
  if (body.indexOf('kubepods') >= 0) {
    // Pod cgroups: `kubepods-burstable-pod<uid with _>.slice` (systemd driver) or `/kubepods/burstable/pod<uid>/` (cgroupfs).
    CGROUP_POD.lastIndex = 0;
    for (let m = CGROUP_POD.exec(body); m !== null; m = CGROUP_POD.exec(body)) {
      const uid = m[1].replace(/_/g, '-');
      if (seenUid?.has(uid)) continue;
      (seenUid ??= new Set()).add(uid);
      const s = from + m.index + m[0].length - m[1].length;
      out.push(derived('podUID', uid, line, s, s + m[1].length));
    }
  }
  CONTAINER_ID.lastIndex = 0;
  if (hasHexRun64(body)) for (let m = CONTAINER_ID.exec(body); m !== null; m = CONTAINER_ID.exec(body)) {
    if (isNodeContainerAt(body, m.index + m[0].length) || isDigestAt(body, m.index + m[0].length - 64)) continue;
    const s = from + m.index;
    // The text says which IDs are sandboxes: `Created PodSandbox "<id>"`, `got sandbox IDs ["<id>"]`.
    const key = SANDBOX_BEFORE.test(body.slice(Math.max(0, m.index - 24), m.index)) || inSandboxList(body, m.index) ? 'podSandboxID' : 'containerID';
    out.push(derived(key, m[2], line, s + m[0].length - 64, s + m[0].length));
  }
  return out;
}

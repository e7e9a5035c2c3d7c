// What a record says about pods, containers and sandboxes, in every rendering klog has used:
// pod="ns/name", pods=[ns/a ns/b] | "[ns/a]" | ["ns/a"], JSON {"name":..,"namespace":..}, printf name_ns(uid),
// PLEG events &{ID Type Data} | {"ID":..} | &pleg.PodLifecycleEvent{..}, containerID "rt://id" | {Type ID} | {"Type","ID"}.
import { CGROUP_POD, printfPodRefs, VOLUME_POD_UID, volumeSourceNamespace } from '../parse/printf';
import { fieldValue, messageIs, messageIsAny, messageStartsWith, type Field, type LogRecord } from '../parse/types';

// No column spans here: the index reads every line's identity and keeps none of it, so positions are left to the
// features that need them (they read the record's own fields).
export interface PodRef {
  namespace: string;
  name: string;
  /** `namespace/name`, when the line wrote it so: the index looks pods up by it several times a line. */
  key?: string;
}


export interface PlegEvent {
  podUid: string;
  type: string;
  data: string;
}

export interface RecordIdentity {
  pods: PodRef[];
  /** IDs as plain strings (an object around each was a tenth of the index's garbage). */
  uids: string[];
  /** UIDs of unknown kind (printf free text): bound only when they are known pod UIDs. */
  looseUids: string[];
  containers: string[];
  sandboxes: string[];
  containerName?: string;
  pleg?: PlegEvent;
  /**
   * Printf references that name several pods, each as `name_namespace(uid)` (`pods ranked for eviction: a_ns(uid),
   * b_ns(uid)`, a SyncLoop ADD of several pods): each name with its own UID. Only when the line names more than one.
   */
  namedUids?: { ref: PodRef; uid: string }[];
  /**
   * The pods are named without a UID by a line that cannot tell one instance of a name from another (dockershim's
   * CNI errors): the line goes to the pod only when the name has one instance, alive, and ties nothing to it.
   */
  weakPods?: true;
  /** A volume line's `pod "web-1" (UID: …)`: the name of that UID's pod, without its namespace (for display). */
  bareName?: { uid: string; name: string };
  /**
   * A pod named only by its name, without namespace or UID (`Killing unwanted pod "web-1"`, `podName=` alone): the
   * line goes to the one pod that name has meant so far, if only one.
   */
  unqualifiedName?: string;
}

// Pod UIDs: RFC 4122 form for API pods; static (file) pods get a 32-hex hash of their manifest.
const UID_RE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/;
const HEX_ID = /[0-9a-f]{64}/;
// Walked with exec from lastIndex 0 (matchAll copied the pattern on every call).
const HEX_IDS = /[0-9a-f]{64}/g;

/** Strips `containerd://`, `cri-o://`, `docker://` and lower-cases. */
export function normalizeId(raw: string): string {
  const i = raw.indexOf('://');
  return (i >= 0 ? raw.slice(i + 3) : raw).trim().toLowerCase();
}

/** `s` without surrounding spaces and one pair of stray quotes (checked by hand: this runs for every pod value). */
function unquote(s: string): string {
  let t = s;
  // trim() only when an end could be white space (control, space or any non-ASCII character: trim decides).
  const c0 = t.charCodeAt(0);
  const cn = t.charCodeAt(t.length - 1);
  if (c0 <= 32 || c0 >= 0x80 || cn <= 32 || cn >= 0x80) t = t.trim();
  if (t.charCodeAt(0) === 34 || t.charCodeAt(t.length - 1) === 34) t = t.replace(/^"|"$/g, '');
  return t;
}

function splitPod(s: string): PodRef | undefined {
  const t = unquote(s);
  const slash = t.indexOf('/');
  if (slash <= 0 || slash === t.length - 1 || t.indexOf('/', slash + 1) >= 0) return undefined;
  // A value cut short (`pod="kube-system/kube-p>` from a pager, `pods=[ns/a` from a column limit) names no pod.
  if (!isKubeName(t, 0, slash, false) || !isKubeName(t, slash + 1, t.length, true)) return undefined;
  return { namespace: t.slice(0, slash), name: t.slice(slash + 1), key: t };
}

/**
 * Whether `s[from, to)` can be a namespace (an RFC 1123 label) or, `dots`, a pod name (an RFC 1123 subdomain):
 * letters, digits and `-` (and `.`), starting and ending with a letter or digit. Upper-case letters and `_` are let
 * through: logs pasted into issues are redacted that way (`pod="XX/client-…"`, `MY_NAMESPACE`).
 */
function isKubeName(s: string, from: number, to: number, dots: boolean): boolean {
  if (to - from > (dots ? 253 : 63)) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    const alnum = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95 /* _ */;
    if (alnum) continue;
    if (i === from || i === to - 1 || (c !== 45 /* - */ && !(dots && c === 46 /* . */))) return false;
  }
  return true;
}

/** `[ns/a ns/b]`, `[ns/a]` (from a quoted `"[...]"` too), `["ns/a","ns/b"]`, `[]`. */
export function parsePodList(value: string): PodRef[] {
  const v = value.trim();
  if (!v.startsWith('[') || !v.endsWith(']')) {
    const one = splitPod(v);
    return one ? [one] : [];
  }
  const inner = v.slice(1, -1).trim();
  if (!inner) return [];
  // The JSON logging format writes a pod list as objects: `[{"name":"nettools","namespace":"dev"}]`.
  if (inner.startsWith('{')) return jsonPodList(v);
  const parts = inner.includes('"') ? inner.split(',').map((p) => p.trim().replace(/^"|"$/g, '')) : inner.split(/\s+/);
  const out: PodRef[] = [];
  for (const p of parts) {
    const ref = splitPod(p);
    if (ref) out.push(ref);
  }
  return out;
}

function jsonPodList(v: string): PodRef[] {
  if (v.length > 65536) return [];
  let list: unknown;
  try {
    list = JSON.parse(v);
  } catch {
    return [];
  }
  const out: PodRef[] = [];
  if (!Array.isArray(list)) return out;
  for (const o of list) {
    const { name, namespace } = (o ?? {}) as { name?: unknown; namespace?: unknown };
    const ref = typeof name === 'string' && typeof namespace === 'string' ? splitPod(`${namespace}/${name}`) : undefined;
    if (ref) out.push(ref);
  }
  return out;
}

const KILL_POD_SANDBOX_UID = /"KillPodSandbox" for "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})"/;
const KILLED_SANDBOX = /sandbox \\?"([0-9a-f]{64})\\?"/;

/**
 * The pod UID and sandbox of a failed KillPodSandbox (`killPodWithSyncResult failed`, the pod worker's `Error syncing
 * pod`): `failed to "KillPodSandbox" for "<uid>" with KillPodSandboxError: "… sandbox \"<id>\" …"`. The `StopPodSandbox`
 * failures around them name only the sandbox, and get their pod from this tie.
 */
function killedSandbox(rec: LogRecord): { uid: string; sandbox: string } | undefined {
  if (!messageIs(rec, 'killPodWithSyncResult failed') && !messageIs(rec, 'Error syncing pod, skipping')) return undefined;
  const err = fieldValue(rec, 'err');
  if (!err || !err.includes('KillPodSandbox')) return undefined;
  const uid = KILL_POD_SANDBOX_UID.exec(err)?.[1];
  const sandbox = KILLED_SANDBOX.exec(err)?.[1];
  return uid && sandbox ? { uid, sandbox } : undefined;
}

/** A pod reference read from free text, with its lookup key. */
function podRef(namespace: string, name: string): PodRef {
  return { namespace, name, key: `${namespace}/${name}` };
}

// dockershim's CNI calls name the pod as `<namespace>_<name>/<sandbox ID>`: `Error adding kube-system_coredns-…/<id> to
// network bridge/crio-bridge: …`, `Error deleting …/<id> from network …`.
const CNI_POD = /^Error (?:adding|deleting) ([a-z0-9][a-z0-9-]{0,62})_([A-Za-z0-9][\w.-]{0,252})\/([0-9a-f]{64}) (?:to|from) network /;

/** The pod and sandbox of a dockershim CNI error, read from its printf text. */
function cniPod(rec: LogRecord): { ref: PodRef; sandbox: string } | undefined {
  // Screened without the message itself: a let-go printf line's message would be read back from the file.
  if (rec.style !== 'printf' || !(messageStartsWith(rec, 'Error adding ') || messageStartsWith(rec, 'Error deleting '))) return undefined;
  const m = CNI_POD.exec(rec.message);
  return m ? { ref: podRef(m[1], m[2]), sandbox: m[3] } : undefined;
}

// containerd's RunPodSandbox lines name the pod in its metadata: `RunPodSandbox for &PodSandboxMetadata{Name:web-0,
// Uid:<uid>,Namespace:shop,Attempt:0,} failed, error` (and `… returns sandbox id "<id>"`).
const SANDBOX_METADATA = /^RunPodSandbox for &PodSandboxMetadata\{Name:([A-Za-z0-9_][\w.-]{0,252}),Uid:([0-9a-f-]{32,36}),Namespace:([A-Za-z0-9_][\w-]{0,62}),/;

/** The pod a containerd RunPodSandbox line names. */
function sandboxMetadataPod(rec: LogRecord): { ref: PodRef; uid: string } | undefined {
  if (rec.style !== 'logfmt' || !messageStartsWith(rec, 'RunPodSandbox for &PodSandboxMetadata{')) return undefined;
  const m = SANDBOX_METADATA.exec(rec.message);
  return m ? { ref: podRef(m[3], m[1]), uid: m[2] } : undefined;
}

// dockershim's CNI teardown error names the pod as `<name>_<namespace>` (neither may hold `_`): `NetworkPlugin cni
// failed to teardown pod "web-0_shop" network: …`, in the sandbox stop's failure that names the sandbox.
const TEARDOWN_POD = /failed to (?:teardown|set up) pod \\?"([a-z0-9][a-z0-9.-]{0,252})_([a-z0-9][a-z0-9-]{0,62})\\?" network/;

/** The pod a failed sandbox stop's CNI teardown error, or a failed start's set-up error, names (printf `Failed to stop sandbox "<id>" before removing: …`, or its err). */
function teardownPod(rec: LogRecord): PodRef | undefined {
  let text: string | undefined;
  // And the set-up's in a sandbox's failed start (r34a 15: `RunPodSandbox from runtime service failed: … network for pod
  // "kube-proxy-windows-pz26m": networkPlugin cni failed to set up pod "kube-proxy-windows-pz26m_kube-system" network`).
  if (rec.style === 'printf') {
    if (!messageStartsWith(rec, 'Failed to stop sandbox ') && !messageStartsWith(rec, 'StopPodSandbox "') && !messageStartsWith(rec, 'RunPodSandbox from runtime service failed')) return undefined;
    text = rec.message;
  } else if (rec.style === 'structured' && (messageIs(rec, 'Failed to stop sandbox before removing') || messageIs(rec, 'StopPodSandbox from runtime service failed') || messageIs(rec, 'RunPodSandbox from runtime service failed'))) {
    text = fieldValue(rec, 'err');
  }
  const m = text === undefined || (text.indexOf('teardown pod') < 0 && text.indexOf('set up pod') < 0) ? null : TEARDOWN_POD.exec(text);
  return m ? podRef(m[2], m[1]) : undefined;
}

// A pod's own volume (not an attachable device) is named by its pod's UID: `Volume detached for volume "x" (UniqueName:
// "kubernetes.io/projected/<pod UID>-x") on node …`, the last line of its teardown.
const DETACHED_POD_VOLUME = /\(UniqueName: \\?"kubernetes\.io\/(?:projected|secret|configmap|empty-dir|downward-api|host-path)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-/;

/** The pod UID a `Volume detached for volume` line's pod volume names. */
function detachedVolumePod(rec: LogRecord): string | undefined {
  if (!messageStartsWith(rec, 'Volume detached for volume ')) return undefined;
  return DETACHED_POD_VOLUME.exec(rec.message)?.[1];
}

/** A PLEG event in any of its three renderings. */
export function parsePlegEvent(value: string): PlegEvent | undefined {
  let m = /ID:"?([0-9a-f-]{32,36})"?,? Type:"?(\w+)"?,? Data:"?([^"}\s,]*)/.exec(value);
  if (m) return { podUid: m[1], type: m[2], data: m[3] };
  m = /"ID":"([0-9a-f-]{32,36})","Type":"(\w+)","Data":"?([^"}]*)/.exec(value);
  if (m) return { podUid: m[1], type: m[2], data: m[3] };
  return undefined;
}

/** `{Type:containerd ID:abc}`, `{"Type":"containerd","ID":"abc"}`, `containerd://abc`, `abc`. */
export function parseContainerId(value: string): string | undefined {
  // The struct forms first, and only for a value that is a struct (most are `containerd://<id>` or a bare ID).
  if (value.trimStart().startsWith('{')) {
    const s = /ID:"?([0-9a-zA-Z]+)"?/.exec(value) ?? /"ID":"([0-9a-zA-Z]+)"/.exec(value);
    if (s) return normalizeId(s[1]);
  }
  const hex = HEX_ID.exec(value);
  if (hex) return hex[0];
  const v = normalizeId(value);
  return /^[0-9a-z]{12,}$/.test(v) ? v : undefined;
}

/**
 * A namespace and name given apart (the JSON format's `"pod":{…}`, `podNamespace`/`podName`), held to the names a pod
 * can have, as written: any text had become a pod's name (r74a F5), and splitPod trims and unquotes what it reads, so
 * a name with spaces or quotes around it would pass (r75a 5).
 */
function podRefAsWritten(namespace: string, name: string): PodRef | undefined {
  const ref = splitPod(`${namespace}/${name}`);
  return ref && ref.namespace === namespace && ref.name === name ? { namespace, name } : undefined;
}

function jsonPod(field: Field): PodRef | undefined {
  try {
    const o = JSON.parse(field.value) as { name?: unknown; namespace?: unknown };
    if (typeof o.name === 'string' && typeof o.namespace === 'string') return podRefAsWritten(o.namespace, o.name);
  } catch {
    /* not an object reference */
  }
  return undefined;
}

/** The keys recordIdentity reads. */
export const IDENTITY_KEYS: readonly string[] = [
  'pod', 'pods', 'podUID', 'podID', 'podUid', 'uid', 'event', 'containerID', 'containerStatusID', 'id',
  'podSandboxID', 'sandboxID', 'containerName', 'object', 'kind', 'podName', 'podNamespace', 'cgroupName', 'error',
  'podActions', 'container',
];

/**
 * What a `computePodActions` decision names (`podActions={KillPod:… SandboxID:<id> … ContainersToKill:map[{Type:containerd
 * ID:<id>}:{container:0x… name:app message:…}] …}`, and ≤1.20's printf braces alike): the pod's sandbox, and the app
 * containers it kills by name (r66a c02, c03, c06: another ID was taken for the sandbox).
 */
export function podActionsIds(actions: string): { sandbox?: string; killed: { id: string; name: string }[] } {
  const sandbox = /SandboxID:([0-9a-f]{64})/.exec(actions)?.[1];
  const killed: { id: string; name: string }[] = [];
  const at = actions.indexOf('ContainersToKill:map[');
  if (at >= 0) {
    KILLED_ENTRY.lastIndex = at;
    for (let m = KILLED_ENTRY.exec(actions); m !== null && killed.length < 16; m = KILLED_ENTRY.exec(actions)) killed.push({ id: m[1], name: m[2] });
  }
  return { sandbox, killed };
}

/** An entry of ContainersToKill: the ID, then its container's name. */
const KILLED_ENTRY = /ID:([0-9a-f]{64})\}:\{container:0x[0-9a-f]{1,16} name:([\w.-]{1,63})/g;

/**
 * The pods whose cgroups `text` names (`pod<uid>`, printf.ts's CGROUP_POD), in `cgroupName=[kubepods burstable
 * pod<uid>]` or a path such as runc's `rmdir /sys/fs/cgroup/…/kubepods-burstable-pod<uid>.slice`.
 */
function withCgroupPods(list: string[], text: string): string[] {
  if (text.indexOf('kubepods') < 0) return list;
  CGROUP_POD.lastIndex = 0;
  for (let m = CGROUP_POD.exec(text); m !== null; m = CGROUP_POD.exec(text)) list = withId(list, m[1].replace(/_/g, '-'));
  return list;
}

/** Shared by identities that name nothing of a kind; replaced by a fresh array on the first push. */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/** `list` with `v` added once: a fresh array in place of the shared empty one (the caller stores it back). */
function withId(list: string[], v: string): string[] {
  if (list === NONE) return [v];
  // A line may name an ID twice: once is enough.
  if (!list.includes(v)) list.push(v);
  return list;
}

/**
 * The same for pods. A line may name its pod twice (printf `Error syncing pod <uid> ("name_ns(uid)") … pod=name_ns(uid)`):
 * once is one pod, which ties its name to its UID.
 */
function withPod(list: PodRef[], ref: PodRef): PodRef[] {
  if (list === NONE) return [ref];
  if (!list.some((o) => samePodRef(o, ref))) list.push(ref);
  return list;
}

function samePodRef(a: unknown, b: unknown): boolean {
  const x = a as Partial<PodRef>;
  const y = b as Partial<PodRef>;
  return x.name !== undefined && x.name === y.name && x.namespace === y.namespace;
}

/** Messages whose podUID is a static pod's mirror pod's (the API object's), not the static pod's own. */
const MIRROR_UID_MESSAGES = ['Trying to delete pod', 'Deleting a mirror pod'];
const MIRROR_UID_PRINTF = ['Trying to delete pod ', 'Deleting a mirror pod ', 'Deleted mirror pod '];

/**
 * The pod UID a structured (or JSON) volume message names (`... pod "php-apache-698db99f59-g42vx" (UID: "c2fe7bf9-...")`),
 * and the name before it unless that is the UID again: the one line that ties a pod's name to its UID for pods the log
 * otherwise names only by UID. Looked for only in messages of the volume code (they start with one of these letters
 * and are long), not on every line.
 */
function volumeMessagePod(rec: LogRecord): { uid: string; name?: string; namespace?: string } | undefined {
  // The JSON format's msg says the same (a static pod's own UID in Talos logs was lost, and its lines went to the
  // mirror pod of the same name).
  if (rec.style !== 'structured' && rec.style !== 'json') return undefined;
  // Structured and JSON messages are kept (never released), so reading one costs nothing.
  const m = rec.message;
  const c = m.charCodeAt(0);
  // `operationExecutor…`, `MountVolume…`, `UnmountVolume…`, and nestedpendingoperations' `Operation for … failed`,
  // which the JSON format logs as its msg.
  if ((c !== 111 /* o */ && c !== 77 /* M */ && c !== 85 /* U */ && c !== 79 /* O */) || m.length < 60) return undefined;
  const v = m.indexOf('(UID: ') >= 0 ? VOLUME_POD_UID.exec(m) : null;
  if (!v) return undefined;
  if (v[1] === v[2]) return { uid: v[2] };
  return { uid: v[2], name: v[1], namespace: volumeSourceNamespace(m, v.index + v[0].length) };
}

/**
 * Structured messages whose pod is named only inside their err, the printf way (klog's format.Pod): a 1.31+
 * `"Unhandled Error"` (kuberuntime_manager's `… start failed in pod web-1_default(<uid>): …`, the pod worker's errors,
 * passed on whole through HandleError) and 1.21+'s `"Back-off restarting failed container" err="back-off 10s
 * restarting failed container=web pod=web-1_default(<uid>)"`.
 */
const POD_IN_ERR_MESSAGES = ['Unhandled Error', 'Back-off restarting failed container'];

function podsNamedInErr(rec: LogRecord): { namespace: string; name: string; uid: string }[] | undefined {
  if ((rec.style !== 'structured' && rec.style !== 'json') || !messageIsAny(rec, POD_IN_ERR_MESSAGES)) return undefined;
  const refs = printfPodRefs(fieldValue(rec, 'err') ?? '');
  return refs.length ? refs : undefined;
}

/**
 * 1.21+'s housekeeping sums its orphaned pods' errors in one line whose pod is named only inside its err
 * (`"There were many similar errors. Turn up verbosity to see them." err="orphaned pod \"<uid>\" found, but …"`): the
 * UID, when it sums one error only (r78a D4: the printf form of the same error was tied to its pod, this not).
 */
const ORPHANS_SUMMED = 'There were many similar errors. Turn up verbosity to see them.';
const ORPHANED_POD_UID = /orphaned pod \\?"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})\\?"/gi;

function orphanedPodInErr(rec: LogRecord): string | undefined {
  if ((rec.style !== 'structured' && rec.style !== 'json') || !messageIs(rec, ORPHANS_SUMMED)) return undefined;
  // The err holds one of the errors it counts: with more than one (`numErrs=4`), other pods' errors are left unsaid.
  const count = fieldValue(rec, 'numErrs');
  if (count !== undefined && count !== '1') return undefined;
  let uid: string | undefined;
  for (const m of (fieldValue(rec, 'err') ?? '').matchAll(ORPHANED_POD_UID)) {
    const u = m[1].toLowerCase();
    if (uid !== undefined && u !== uid) return undefined;
    uid = u;
  }
  return uid;
}

/** What the record names, or undefined when it names no pod, UID, container or sandbox. */
export function recordIdentity(rec: LogRecord): RecordIdentity | undefined {
  const fields = (rec as { fieldsWithKeys?: (k: readonly string[]) => LogRecord['fields'] }).fieldsWithKeys?.(IDENTITY_KEYS) ?? rec.fields;
  const volume = volumeMessagePod(rec);
  const killed = killedSandbox(rec);
  const cni = cniPod(rec);
  const sandboxPod = sandboxMetadataPod(rec);
  const teardown = teardownPod(rec);
  const detached = detachedVolumePod(rec);
  const inErr = podsNamedInErr(rec);
  const orphan = orphanedPodInErr(rec);
  // A logfmt line names containers in its message (below), fields or not (logrus's terminal form, r45a 11).
  if (fields.length === 0 && rec.style !== 'logfmt' && volume === undefined && killed === undefined && cni === undefined && sandboxPod === undefined && teardown === undefined && detached === undefined && inErr === undefined && orphan === undefined) return undefined;
  // Every optional member is present from the start: identities of one shape keep the index's reads of them
  // monomorphic (members added later gave a hidden class per combination).
  const id: RecordIdentity = {
    pods: NONE, uids: NONE, looseUids: NONE, containers: NONE, sandboxes: NONE,
    containerName: undefined, pleg: undefined, namedUids: undefined, weakPods: undefined, bareName: undefined, unqualifiedName: undefined,
  };
  if (volume !== undefined) {
    id.uids = withId(id.uids, volume.uid);
    // Its namespace, when the error names the source object (of the pod's own namespace), makes it a pod reference.
    if (volume.name !== undefined && volume.namespace !== undefined) id.pods = withPod(id.pods, { namespace: volume.namespace, name: volume.name });
    else if (volume.name !== undefined) id.bareName = { uid: volume.uid, name: volume.name };
  }
  if (cni) {
    id.pods = withPod(id.pods, cni.ref);
    id.sandboxes = withId(id.sandboxes, cni.sandbox);
    id.weakPods = true;
  }
  if (sandboxPod) {
    id.pods = withPod(id.pods, sandboxPod.ref);
    id.uids = withId(id.uids, sandboxPod.uid);
  }
  if (detached) id.uids = withId(id.uids, detached);
  if (orphan) id.uids = withId(id.uids, orphan);
  if (inErr) {
    for (const p of inErr) {
      id.pods = withPod(id.pods, { namespace: p.namespace, name: p.name });
      id.uids = withId(id.uids, p.uid);
    }
    if (inErr.length > 1) id.namedUids = inErr.map((p) => ({ ref: { namespace: p.namespace, name: p.name }, uid: p.uid }));
  }
  if (teardown) {
    // A name without a UID, as dockershim's CNI lines: it goes to a pod only when that name has one live instance.
    id.pods = withPod(id.pods, teardown);
    id.weakPods = true;
  }
  if (killed) {
    id.uids = withId(id.uids, killed.uid);
    id.sandboxes = withId(id.sandboxes, killed.sandbox);
  }
  let objectRef: PodRef | undefined;
  let kindIsPod = false;
  let podName: string | undefined;
  let podNamespace: string | undefined;
  // The last printf `name_namespace(uid)` reference and where it ends: its UID is the next field, written right
  // before that end. Nothing is allocated for the lines (nearly all) that name one pod.
  let printfRef: PodRef | undefined;
  let printfRefEnd = -1;
  let pairs: { ref: PodRef; uid: string }[] | undefined;
  let lastUid: string | undefined;
  // A static pod's `Generated UID` line names the manifest's pod, before the node's name is added to it (`Generated
  // pod name` names the pod: `etcd` becomes `etcd-node-1`): its UID only.
  const manifestName = rec.style === 'structured' && messageIs(rec, 'Generated UID');
  // A static pod's outdated mirror pod being deleted (`Trying to delete pod` … podUID=<the mirror's>, kubelet.go's
  // syncPod): the UID is the API object's, not the static pod's (r51a A1, Talos: the static pod's later lines went to
  // the mirror's UID as a second pod of the same name). The line is the static pod's, by its name.
  // So is mirror_client.go's `Deleting a mirror pod` (V2) and ≤1.20's `Deleted mirror pod "name_ns(<the mirror's UID>)"
  // because it is outdated` (r52a 50, 51).
  const mirrorUid =
    ((rec.style === 'structured' || rec.style === 'json') && messageIsAny(rec, MIRROR_UID_MESSAGES)) ||
    (rec.style === 'printf' && MIRROR_UID_PRINTF.some((m) => messageStartsWith(rec, m)));
  for (const f of fields) {
    switch (f.key) {
      case 'pod': {
        if (manifestName) continue;
        const ref = f.kind === 'json' ? jsonPod(f) : splitPod(f.value);
        if (ref) id.pods = withPod(id.pods, ref);
        printfRef = ref && f.kind === 'bare' && rec.style === 'printf' ? ref : undefined;
        printfRefEnd = printfRef ? f.valueSpan.end : -1;
        continue;
      }
      case 'pods':
        for (const p of parsePodList(f.value)) id.pods = withPod(id.pods, p);
        break;
      case 'podUID':
      case 'podID':
      case 'podUid':
        if (UID_RE.test(f.value) && !mirrorUid) {
          lastUid = f.value;
          id.uids = withId(id.uids, f.value);
          if (printfRef && f.valueSpan.end === printfRefEnd - 1) {
            pairs ??= [];
            if (!pairs.some((p) => p.uid === f.value)) pairs.push({ ref: printfRef, uid: f.value });
          }
        }
        break;
      case 'uid':
        if (UID_RE.test(f.value)) id.looseUids = withId(id.looseUids, f.value);
        break;
      case 'event': {
        const ev = parsePlegEvent(f.value);
        if (ev) {
          id.pleg = ev;
          id.uids = withId(id.uids, ev.podUid);
        }
        break;
      }
      case 'containerID':
      case 'containerStatusID':
      case 'id': {
        const c = parseContainerId(f.value);
        if (c) id.containers = withId(id.containers, c);
        break;
      }
      case 'podSandboxID':
      case 'sandboxID': {
        // A list names several (`podSandboxID=[<id> <id>]` from getSandboxIDByPodUID).
        if (f.value.charCodeAt(0) === 91 /* [ */) {
          HEX_IDS.lastIndex = 0;
          for (let m = HEX_IDS.exec(f.value); m !== null; m = HEX_IDS.exec(f.value)) id.sandboxes = withId(id.sandboxes, m[0]);
          break;
        }
        const c = parseContainerId(f.value);
        if (c) id.sandboxes = withId(id.sandboxes, c);
        break;
      }
      case 'container':
        // dockerd's own lines name the container so (`msg="ignoring event" container=<id> … topic=/tasks/delete`).
        if (rec.style === 'logfmt' && f.value.length === 64 && HEX_ID.test(f.value)) id.containers = withId(id.containers, f.value);
        break;
      case 'containerName':
        id.containerName = f.value;
        break;
      case 'podActions': {
        const acts = podActionsIds(f.value);
        if (acts.sandbox) id.sandboxes = withId(id.sandboxes, acts.sandbox);
        for (const k of acts.killed) id.containers = withId(id.containers, k.id);
        break;
      }
      case 'object':
        objectRef = splitPod(f.value);
        break;
      case 'kind':
        kindIsPod = f.value === 'Pod';
        break;
      case 'podName':
        // printf.ts derives it from a volume line's `pod "web-1" (UID: …)`, right after that match's podUID.
        if (f.kind === 'bare' && rec.style === 'printf' && lastUid !== undefined) id.bareName = { uid: lastUid, name: f.value };
        else podName = f.value;
        break;
      case 'podNamespace':
        podNamespace = f.value;
        break;
      case 'cgroupName':
        id.uids = withCgroupPods(id.uids, f.value);
        break;
      case 'error':
        // runc's cgroup removal, logged under the kubelet's own prefix (`Failed to remove cgroup (will retry)`).
        if (rec.style === 'logfmt') id.uids = withCgroupPods(id.uids, f.value);
        break;
    }
  }
  if (rec.style === 'logfmt') {
    // containerd / CRI-O name containers inside the message: `ContainerStatus for \"<id>\" failed`.
    const message = rec.message;
    HEX_IDS.lastIndex = 0;
    for (let m = HEX_IDS.exec(message); m !== null; m = HEX_IDS.exec(message)) if (!id.containers.includes(m[0])) id.containers = withId(id.containers, m[0]);
  }
  if (pairs && pairs.length > 1) id.namedUids = pairs;
  if (objectRef && kindIsPod && id.pods.length === 0) id.pods = withPod(id.pods, objectRef);
  // The volume manager's podName is its unique pod name, the pod's UID (`Could not construct volume information`
  // podName=<uid>), with no namespace beside it: the pod, not a name (a name of 32 hex digits has its namespace, r62a v09).
  if (podName && !podNamespace && !mirrorUid && UID_RE.test(podName)) {
    id.uids = withId(id.uids, podName);
    podName = undefined;
  }
  if (podName && podNamespace && id.pods.length === 0) {
    const ref = podRefAsWritten(podNamespace, podName);
    if (ref) id.pods = withPod(id.pods, ref);
  } else if (podName && !podNamespace && id.pods.length === 0 && id.uids.length === 0 && isKubeName(podName, 0, podName.length, true)) id.unqualifiedName = podName;

  if (!id.pods.length && !id.uids.length && !id.looseUids.length && !id.containers.length && !id.sandboxes.length && id.unqualifiedName === undefined) return undefined;
  return id;
}

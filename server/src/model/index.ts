// Records → index: pods (namespace, name, uid), containers and sandboxes tied to pods, the lifecycle phase of
// every line, and kubelet restarts. Two passes: the first learns every ID → pod tie in the file (so a line that
// carries only an ID is attributed even when the tie appears later), the second attributes and phases lines.
import type { PhaseId } from '../protocol';
import type { LogRecord, ParsedLog } from '../parse/types';
import { recordIdentity, type IdRef, type PodRef, type RecordIdentity } from './identity';
import { basePhase, closesOrphanCleanup, marksTerminated, opensOrphanCleanup } from './phases';

export interface PodInfo {
  index: number;
  namespace?: string;
  name?: string;
  uid?: string;
  /** Record indices attributed to the pod, in file order, and the phase of each for this pod. */
  records: number[];
  phases: (PhaseId | undefined)[];
  containers: Set<string>;
  firstTime?: number;
  lastTime?: number;
}

export interface ContainerInfo {
  id: string;
  kind: 'container' | 'sandbox';
  name?: string;
  pod?: PodInfo;
  /** Every record that names the ID, in file order. */
  records: number[];
}

export interface KubeletStart {
  record: number;
  time?: number;
  pid?: number;
  /** The host the kubelet runs on, when the envelope names one (a journal can hold several nodes). */
  host?: string;
  reason: string;
}

export interface LogIndex {
  parsed: ParsedLog;
  pods: PodInfo[];
  podByUid: Map<string, PodInfo>;
  /** The first pod of each record (-1: none). Records naming several pods (SyncLoop ADD lists) are in extraPods. */
  podOfRecord: Int32Array;
  extraPods: Map<number, number[]>;
  /** Phase of each record for its first pod (or its own phase when it names no pod). */
  phaseOfRecord: (PhaseId | undefined)[];
  containers: Map<string, ContainerInfo>;
  identities: (RecordIdentity | undefined)[];
  kubeletStarts: KubeletStart[];
}

const KUBELET_IDENTS = new Set(['kubelet', 'kubenswrapper', 'hyperkube', 'kubelet.sh', 'k3s', 'k3s-agent', 'microk8s.daemon-kubelet', 'rke2']);


const podKey = (p: { namespace: string; name: string }) => `${p.namespace}/${p.name}`;

export function buildIndex(parsed: ParsedLog): LogIndex {
  const recs = parsed.records;
  const n = recs.length;
  const identities: (RecordIdentity | undefined)[] = new Array(n);

  // ---- pass 1: learn ties -------------------------------------------------------------------------------
  const uidName = new Map<string, PodRef>();
  const nameUids = new Map<string, { uid: string; first: number }[]>();
  const idToUid = new Map<string, string>();
  const idToPodName = new Map<string, { ref: PodRef; record: number }>();
  const idName = new Map<string, string>();
  const sandboxIds = new Set<string>();
  const plegData = new Set<string>();
  const seenAsContainer = new Set<string>();
  // containerd's own lines: container → its sandbox, and sandbox → pod (lifecycle.md §4.4).
  const runtimeAliases = new Map<string, string>();
  const runtimeSandboxes = new Map<string, { uid: string; ref: PodRef }>();

  for (let r = 0; r < n; r++) {
    const rec = recs[r];
    if (rec.kind === 'meta') continue;
    if (rec.style === 'logfmt') learnRuntimeTies(rec.message, runtimeAliases, runtimeSandboxes);
    const id = recordIdentity(rec);
    if (!id) continue;
    identities[r] = id;
    const singleUid = id.uids.length > 0 && id.uids.every((u) => u.id === id.uids[0].id) ? id.uids[0].id : undefined;
    if (singleUid && id.pods.length === 1) {
      if (!uidName.has(singleUid)) uidName.set(singleUid, id.pods[0]);
      const key = podKey(id.pods[0]);
      const list = nameUids.get(key) ?? [];
      if (!list.some((e) => e.uid === singleUid)) list.push({ uid: singleUid, first: r });
      nameUids.set(key, list);
    }
    if (id.pleg) {
      plegData.add(id.pleg.data);
      if (id.pleg.data && !idToUid.has(id.pleg.data)) idToUid.set(id.pleg.data, id.pleg.podUid);
    }
    for (const c of id.containers) seenAsContainer.add(c.id);
    for (const s of id.sandboxes) sandboxIds.add(s.id);
    const ids = [...id.containers, ...id.sandboxes];
    if (ids.length === 1) {
      const cid = ids[0].id;
      if (singleUid) {
        if (!idToUid.has(cid)) idToUid.set(cid, singleUid);
      } else if (id.pods.length === 1 && !idToPodName.has(cid)) idToPodName.set(cid, { ref: id.pods[0], record: r });
      if (id.containerName && id.containers.length === 1 && !idName.has(cid)) idName.set(cid, id.containerName);
    }
  }

  for (const [sid, pod] of runtimeSandboxes) {
    sandboxIds.add(sid);
    if (!idToUid.has(sid)) idToUid.set(sid, pod.uid);
    if (!uidName.has(pod.uid)) uidName.set(pod.uid, pod.ref);
  }
  for (const [cid, sid] of runtimeAliases) {
    const uid = idToUid.get(sid) ?? idToUid.get(cid);
    if (uid && !idToUid.has(cid)) idToUid.set(cid, uid);
    if (uid && !idToUid.has(sid)) idToUid.set(sid, uid);
    seenAsContainer.add(cid);
    sandboxIds.add(sid);
  }

  // ---- pass 2: attribute and phase ----------------------------------------------------------------------
  const pods: PodInfo[] = [];
  const podByUid = new Map<string, PodInfo>();
  const podByNameOnly = new Map<string, PodInfo>();
  const podOfRecord = new Int32Array(n).fill(-1);
  const extraPods = new Map<number, number[]>();
  const phaseOfRecord: (PhaseId | undefined)[] = new Array(n);
  const containers = new Map<string, ContainerInfo>();
  const state = new Map<PodInfo, PodState>();

  const newPod = (p: Partial<PodInfo>): PodInfo => {
    const pod: PodInfo = { index: pods.length, records: [], phases: [], containers: new Set(), ...p };
    pods.push(pod);
    return pod;
  };
  const podForUid = (uid: string): PodInfo => {
    let pod = podByUid.get(uid);
    if (!pod) {
      const ref = uidName.get(uid);
      // A pod first seen by name only takes its UID once one appears.
      const nameOnly = ref && podByNameOnly.get(podKey(ref));
      if (nameOnly && !nameOnly.uid) {
        nameOnly.uid = uid;
        podByNameOnly.delete(podKey(ref));
        pod = nameOnly;
      } else pod = newPod({ uid, namespace: ref?.namespace, name: ref?.name });
      podByUid.set(uid, pod);
    }
    return pod;
  };
  const deleted = new Set<PodInfo>();
  const podForName = (ref: PodRef, r: number, isAdd = false): PodInfo => {
    const key = podKey(ref);
    const list = nameUids.get(key);
    if (list && list.length) {
      // The pod of that name alive at the time: the latest UID first seen at or before this line...
      let k = 0;
      for (let j = 0; j < list.length; j++) if (list[j].first <= r) k = j;
      // ...unless this ADD brings back a name whose pod was deleted: then it is the next UID's pod.
      if (isAdd && list[k].first <= r && k + 1 < list.length && deleted.has(podForUid(list[k].uid))) k++;
      return podForUid(list[k].uid);
    }
    let pod = podByNameOnly.get(key);
    if (!pod) {
      pod = newPod({ namespace: ref.namespace, name: ref.name });
      podByNameOnly.set(key, pod);
    }
    return pod;
  };
  const containerFor = (cid: string): ContainerInfo => {
    let c = containers.get(cid);
    if (!c) {
      const kind = sandboxIds.has(cid) || (plegData.has(cid) && !seenAsContainer.has(cid)) ? 'sandbox' : 'container';
      c = { id: cid, kind, name: idName.get(cid), records: [] };
      containers.set(cid, c);
    }
    return c;
  };

  const foundScratch: PodInfo[] = [];
  const idsScratch: IdRef[] = [];
  const addFound = (p: PodInfo) => {
    if (!foundScratch.includes(p)) foundScratch.push(p);
  };
  for (let r = 0; r < n; r++) {
    const rec = recs[r];
    const base = basePhase(rec);
    phaseOfRecord[r] = base;
    const id = identities[r];
    if (!id) continue;
    // Scratch arrays are reused across records: this loop runs once per line of the log.
    const found = foundScratch;
    found.length = 0;
    const add = addFound;
    for (const u of id.uids) add(podForUid(u.id));
    if (!found.length) for (const p of id.pods) add(podForName(p, r, rec.message === 'SyncLoop ADD'));
    for (const u of id.looseUids) if (podByUid.has(u.id) || uidName.has(u.id)) add(podForUid(u.id));
    const ids = idsScratch;
    ids.length = 0;
    for (const c of id.containers) ids.push(c);
    for (const c of id.sandboxes) ids.push(c);
    // A PLEG event's Data names a container or sandbox too.
    if (id.pleg?.data && !ids.some((c) => c.id === id.pleg!.data)) ids.push({ id: id.pleg.data });
    if (!found.length) {
      for (const c of ids) {
        const uid = idToUid.get(c.id);
        if (uid) add(podForUid(uid));
        else {
          const byName = idToPodName.get(c.id);
          if (byName) add(podForName(byName.ref, byName.record));
        }
      }
    }
    for (const c of ids) {
      const info = containerFor(c.id);
      if (info.records[info.records.length - 1] !== r) info.records.push(r);
      if (!info.pod && found.length === 1) info.pod = found[0];
    }
    if (!found.length) continue;
    podOfRecord[r] = found[0].index;
    if (found.length > 1) extraPods.set(r, found.slice(1).map((p) => p.index));
    for (const pod of found) {
      const phase = refinePhase(pod, rec, base, state);
      if (phase === 'deletion-requested' || phase === 'api-removed') deleted.add(pod);
      pod.records.push(r);
      pod.phases.push(phase);
      if (pod === found[0]) phaseOfRecord[r] = phase;
      if (rec.time !== undefined) {
        if (pod.firstTime === undefined || rec.time < pod.firstTime) pod.firstTime = rec.time;
        if (pod.lastTime === undefined || rec.time > pod.lastTime) pod.lastTime = rec.time;
      }
      for (const c of ids) if (containers.get(c.id)?.pod === pod) pod.containers.add(c.id);
    }
  }
  // Ties learned in pass 1 for IDs whose lines named no pod.
  for (const c of containers.values()) {
    if (c.pod) continue;
    const uid = idToUid.get(c.id);
    if (uid && podByUid.has(uid)) c.pod = podByUid.get(uid);
    if (c.pod) c.pod.containers.add(c.id);
  }

  return {
    parsed, pods, podByUid, podOfRecord, extraPods, phaseOfRecord, containers, identities,
    kubeletStarts: findKubeletStarts(recs),
  };
}

interface PodState {
  terminated: boolean;
  deletionSeen: boolean;
  started: boolean;
  orphan: 'off' | 'open' | 'closing';
}

/** Lines every periodic sync of a running pod repeats: after the containers started they mean "running". */
const PERIODIC_SYNC = new Set([
  'computePodActions got for pod',
  'Waiting for volumes to attach and mount for pod',
  'All volumes are attached and mounted for pod',
]);

const CREATE_CONTAINER = /^CreateContainer within sandbox "([0-9a-f]{64})" for &ContainerMetadata\{Name:([^,]*),.*returns container id "([0-9a-f]{64})"/;
const RUN_SANDBOX = /^RunPodSandbox for &PodSandboxMetadata\{Name:([^,]*),Uid:([0-9a-f-]{32,36}),Namespace:([^,]*),.*returns sandbox id "([0-9a-f]{64})"/;

function learnRuntimeTies(msg: string, aliases: Map<string, string>, sandboxes: Map<string, { uid: string; ref: PodRef }>): void {
  if (msg.startsWith('CreateContainer within sandbox')) {
    const m = CREATE_CONTAINER.exec(msg);
    if (m) aliases.set(m[3], m[1]);
  } else if (msg.startsWith('RunPodSandbox for')) {
    const m = RUN_SANDBOX.exec(msg);
    if (m) sandboxes.set(m[4], { uid: m[2], ref: { namespace: m[3], name: m[1] } });
  }
}

function refinePhase(
  pod: PodInfo,
  rec: LogRecord,
  base: PhaseId | undefined,
  states: Map<PodInfo, PodState>,
): PhaseId | undefined {
  let st = states.get(pod);
  if (!st) {
    // A pod whose first line here is not its creation was already running when the log starts.
    const creating = base === 'config-add' || base === 'sandbox' || base === 'volumes-mounted' || base === 'containers-started';
    st = { terminated: false, deletionSeen: false, started: !creating, orphan: 'off' };
    states.set(pod, st);
  }
  let phase = base;
  const msg = rec.message;
  if (opensOrphanCleanup(rec)) st.orphan = 'open';
  if (st.orphan === 'open' && (phase === 'terminating' || phase === 'config-add' || phase === 'running')) phase = 'orphan-cleanup';
  if (closesOrphanCleanup(rec)) {
    st.orphan = 'closing';
    phase = 'orphan-cleanup';
  } else if (st.orphan === 'closing' && msg === 'Processing pod event done') {
    st.orphan = 'off';
    phase = 'orphan-cleanup';
  }
  // A DELETE after the worker terminated the pod is the status manager's final, grace-0 delete: the API object is
  // going. Unless it is the first DELETE this log shows for the pod (the log starts mid-deletion).
  if (msg === 'SyncLoop DELETE' && st.terminated && st.deletionSeen) phase = 'api-removed';
  if (phase === 'deletion-requested') st.deletionSeen = true;
  if (st.started && PERIODIC_SYNC.has(msg)) phase = 'running';
  if (phase === 'containers-started') st.started = true;
  if (msg === 'SyncLoop ADD') {
    st.terminated = false;
    st.started = false;
  }
  if (marksTerminated(rec)) st.terminated = true;
  return phase;
}

function findKubeletStarts(recs: LogRecord[]): KubeletStart[] {
  const starts: KubeletStart[] = [];
  // PIDs seen per kubelet (host + identifier): a PID never seen before for a kubelet that already had one is a
  // new process. Two kubelets interleaved in one journal (two hosts, or two PIDs alternating) are not restarts.
  const pidsByKubelet = new Map<string, Set<number>>();
  const lastStartByKubelet = new Map<string, KubeletStart>();
  // Envelopes are shared by consecutive lines of a process: their key is built once per envelope, not per line.
  const keyOfEnvelope = new Map<object, string>();
  for (const rec of recs) {
    if (rec.kind !== 'log') continue;
    const env = rec.envelope;
    let key = env ? keyOfEnvelope.get(env) : '';
    if (key === undefined) {
      key = `${env!.host ?? ''}\u0000${env!.ident ?? ''}`;
      keyOfEnvelope.set(env!, key);
    }
    const pid = env?.ident && KUBELET_IDENTS.has(env.ident) ? env.pid : undefined;
    let reason: string | undefined;
    if (rec.message === 'Kubelet version' || (rec.style === 'printf' && rec.file === 'server.go' && rec.message.startsWith('Version: v'))) {
      reason = 'start-up banner';
    }
    if (pid !== undefined) {
      let seen = pidsByKubelet.get(key);
      if (!seen) {
        seen = new Set();
        pidsByKubelet.set(key, seen);
      }
      if (!seen.has(pid)) {
        if (seen.size > 0 && !reason) reason = `new kubelet process (PID ${pid})`;
        seen.add(pid);
      }
    }
    if (!reason) continue;
    const prev = lastStartByKubelet.get(key);
    // A new PID and its banner a few seconds later are one start.
    if (prev && rec.time !== undefined && prev.time !== undefined && rec.time - prev.time < 30e6 && (prev.pid === (pid ?? rec.thread))) continue;
    const start: KubeletStart = { record: rec.index, time: rec.time, pid: pid ?? rec.thread, host: env?.host, reason };
    starts.push(start);
    lastStartByKubelet.set(key, start);
  }
  return starts;
}

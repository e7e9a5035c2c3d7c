// What an actionable line names that the reader needs first: which container keeps crashing and how long the kubelet
// now waits, which image will not pull. Read from the error text the line carries (klog's `failed to "StartContainer"
// for "<container>" with <Reason>: "<message>"`), never guessed.
import { fieldValue, type LogRecord } from '../parse/types';
import { errorText } from './match';
import { readProbe } from '../model/probes';

const START_CONTAINER = /failed to "StartContainer" for "([^"]{1,253})" with (\w{1,64})/;
const BACK_OFF = /[Bb]ack-off (\d[\dhms.]{0,15}) restarting failed container/;
const IMAGE = /(?:[Pp]ulling image|[Pp]ull image|PullImage|Container image) \\?"([^"\\\s]{1,512})\\?"/;
// kuberuntime_manager's printf report of a failed start names the container and its image first.
const CONTAINER_SPEC = /&(?:Ephemeral)?Container\{Name:([^,{}\s]{1,253}),Image:([^,{}\s]{1,512}),/;

/** `container nginx, back-off 5m0s`, `container grafana, image us.gcr.io/…:10.0.2`, or undefined. */
export function actionableDetail(rec: LogRecord, entryId: string): string | undefined {
  if (entryId === 'kubelet-exited-at-start' || entryId === 'container-manager-start-failed') return exitReason(rec);
  if (entryId === 'cni-add-failed') return cniAnswer(rec);
  if (entryId === 'eviction-pressure') return evictionStuck(rec);
  if (entryId === 'credential-provider-failed') return credentialAnswer(rec);
  if (entryId === 'create-container-config-error') return configError(rec);
  if (entryId === 'sandbox-create-failed') return sandboxFailureCause(rec);
  if (entryId === 'image-pull-failure' && errorText(rec).includes('pull QPS exceeded')) {
    // r40a 01: the kubelet's own throttle, not the registry's.
    return 'pull QPS exceeded: the kubelet\'s own limit on image pulls (`registryPullQPS`, default 5, `registryBurst` 10) refused it before asking the registry; many pods starting at once on the node hit it, and the kubelet retries';
  }
  if (entryId === 'kubelet-api-forbidden') return refusedCaller(rec);
  if (entryId === 'kubelet-api-auth-failed') return ownReviewRefused(rec);
  if (ERROR_IS_DETAIL.has(entryId)) {
    const err = errorText(rec);
    // A printf line's error is its message: nothing to add to the line itself.
    return err && err !== rec.message ? shortened(err, 300) : undefined;
  }
  if (entryId !== 'crashloopbackoff' && entryId !== 'image-pull-failure' && entryId !== 'image-never-pull') return undefined;
  const err = errorText(rec);
  const parts: string[] = [];
  const start = START_CONTAINER.exec(err);
  const spec = start || entryId === 'crashloopbackoff' ? null : (CONTAINER_SPEC.exec(rec.message) ?? CONTAINER_SPEC.exec(err));
  if (spec) return `container ${spec[1]}, image ${spec[2]}`;
  // dockershim named the pod's sandbox (its pause container) "POD" (r67a 23): every new pod of the node needs that image.
  if (start) parts.push(start[1] === 'POD' ? "the pod's sandbox (pause container)" : `container ${start[1]}`);
  if (entryId === 'crashloopbackoff') {
    const backOff = BACK_OFF.exec(err);
    if (backOff) parts.push(`back-off ${backOff[1]}`);
  } else {
    const image = IMAGE.exec(err) ?? IMAGE.exec(rec.message);
    if (image) parts.push(`image ${image[1]}`);
  }
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * What the container's configuration lacked (`CreateContainerConfigError: secret "db" not found`), and for a subPath
 * that could not be prepared, that nothing is missing (r38a 13: the advice to create the ConfigMap sent people after an
 * object that existed).
 */
function configError(rec: LogRecord): string | undefined {
  const text = errorText(rec);
  const at = text.indexOf('CreateContainerConfigError: ');
  if (at < 0) return undefined;
  let said = text.slice(at + 'CreateContainerConfigError: '.length).replace(/\\"/g, '"');
  // Quoted whole by the pod worker's `failed to "StartContainer" for "c" with CreateContainerConfigError: "…"`.
  if (said.length > 1 && said.startsWith('"') && said.endsWith('"')) said = said.slice(1, -1);
  if (said.includes('failed to prepare subPath')) {
    return `${shortened(said, 200)}: the kubelet could not bind-mount the subPath inside the volume, which is no missing object: check that the path exists in the volume and is no symlink leading out of it, and the node's mounts for the volume`;
  }
  return shortened(said, 200);
}

/**
 * What a sandbox's failure says of where it failed, when that is not the network (r40a 12, 20): the runtime gone
 * mid-call, or the runtime not done within the kubelet's request timeout.
 */
function sandboxFailureCause(rec: LogRecord): string | undefined {
  const err = errorText(rec);
  // The runtime's own socket or gRPC connection; a CNI plugin's `connection refused` (to the API server, to its daemon)
  // is the network's (r42a 25).
  if (/code = Unavailable|transport is closing|\.sock: connect: connection refused/.test(err)) {
    return 'the runtime stopped answering during the call (containerd or CRI-O restarted or crashed): no network problem; read the runtime\'s own log (`journalctl -u containerd`) around this time';
  }
  // The runtime's own answer first: its pull of the pause image failed (its own timeout maps to DeadlineExceeded too).
  const pause = /failed to get sandbox image \\?"([^"\\]{1,300})|failed pulling image \\?"([^"\\]{1,300})/.exec(err);
  if (pause?.[1] !== undefined) return `the runtime could not pull its sandbox (pause) image ${pause[1]}, which it pulls itself, without the kubelet's credentials or image settings`;
  // dockershim pulled it inside the kubelet, the image its --pod-infra-container-image (r82a 11); cri-dockerd, which
  // took over after 1.24, has a flag of the same name of its own (r83a 9).
  if (pause?.[2] !== undefined) return `Docker's CRI shim (dockershim in the kubelet up to 1.23, cri-dockerd after) could not pull the sandbox (pause) image ${pause[2]}, which its --pod-infra-container-image names, through Docker`;
  // The kubelet's own deadline on the call (the desc is then the gRPC client's words).
  if (err.includes('code = DeadlineExceeded desc = context deadline exceeded')) {
    return 'the kubelet\'s request timed out before the runtime had finished the sandbox (a CNI ADD or the pause image pull hanging on the runtime\'s side); a retry while the runtime still works on it fails with `failed to reserve sandbox name`';
  }
  return undefined;
}

/**
 * The eviction manager saying eviction cannot help (r28a 02: its generic words said "possibly by evicting pods"): a
 * critical (static, control-plane) pod is never evicted, and with no pod left to evict the pressure stays until what
 * fills the node is removed by hand.
 */
function evictionStuck(rec: LogRecord): string | undefined {
  const m = rec.message;
  if (m.includes('cannot evict a critical')) return 'this pod is critical (a static or system pod) and is never evicted, so evicting cannot relieve the pressure through it';
  if (m.includes('unable to evict any pods from the node')) return 'no pod could be evicted: the pressure stays until what fills the node is removed by hand';
  return undefined;
}

// Entries whose error says it all: the claim and the DRA driver's answer, the manifest file and its parse error.
const ERROR_IS_DETAIL: ReadonlySet<string> = new Set(['dra-prepare-failed', 'static-pod-manifest-invalid']);

function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const CREDENTIAL_PLUGIN = /credential provider plugin (\S{1,253}) for image (\S{1,512}?): (.+)$/s;

/** `plugin ecr-credential-provider, image …: context deadline exceeded …`. */
function credentialAnswer(rec: LogRecord): string | undefined {
  const m = CREDENTIAL_PLUGIN.exec(rec.message);
  if (!m) return undefined;
  return `plugin ${m[1]}, image ${m[2]}: ${shortened(m[3].replace(/:\s*$/, ''), 300)}`;
}

/** The CNI plugin's answer: the structured line's err, or a printf line's text after `…network:` / `…to network <name>:`. */
function cniAnswer(rec: LogRecord): string | undefined {
  const err = fieldValue(rec, 'err');
  const m = err === undefined ? /^Error (?:adding network|while adding to cni network|adding \S+ to network \S+): (.+)$/s.exec(rec.message) : undefined;
  const text = err ?? m?.[1];
  return text ? `plugin: ${shortened(text, 300)}` : undefined;
}

/** Why the kubelet exited at start-up: the error after `failed to run Kubelet: `, or the line's error. */
const PRINTF_CONTAINER_MANAGER = /^Failed to start ContainerManager:? (.{1,4000})$/s;
const SKIPPED_FOR_CONTAINER_MANAGER = /^skipping pod synchronization - \[(?:.{0,400}?, )?Failed to start ContainerManager:? (.{1,4000}?)\]?$/s;

function exitReason(rec: LogRecord): string | undefined {
  const text = errorText(rec).replace(/^failed to run Kubelet: /, '');
  if (!text) return undefined;
  // A printf line's error is its message: after the words that say what failed (≤1.20's `Failed to start
  // ContainerManager failed to get rootfs info: …`), else there is nothing more to say than the line itself.
  if (text === rec.message) {
    const after = PRINTF_CONTAINER_MANAGER.exec(text);
    if (after) return `exited: ${shortened(after[1], 300)}`;
    // 1.7–1.11 kept running and skipped every sync for it (r56a 23).
    const skipped = SKIPPED_FOR_CONTAINER_MANAGER.exec(text);
    if (skipped) return `the kubelet (1.11 or older) keeps running but syncs no pods until it starts: ${shortened(skipped[1], 300)}`;
    // cobra's own line for a flag it does not know, before klog is set up (r56a 25).
    const flag = /^(?:error: |Error: )?failed to parse kubelet flag: (.{1,300})$/.exec(text);
    return flag ? `exited: ${flag[1]}` : undefined;
  }
  return `exited: ${shortened(text, 300)}`;
}

/** How a node-pressure refusal's detail goes on from the refusal to what it means (the report's header stops there). */
export const PRESSURE_ADVICE_LEAD = ': the eviction manager admits no such pod';

/**
 * What any finding of these entries should say first, whatever its verdict, from the line's own text: why the kubelet
 * refused the pod (`Predicate TaintToleration failed`, `Node didn't have enough resource: cpu`); which volume failed
 * and the driver's or plugin's answer (`volume "config": configmap "kube-apiserver" not found`).
 */
export function leadingDetail(rec: LogRecord, entryId: string): string | undefined {
  if (VOLUME_ENTRIES.has(entryId)) return volumeCause(rec);
  if (entryId === 'cri-call-failed') return runtimeAnswer(rec);
  if (entryId === 'system-container-stats-unknown') return systemCgroup(rec);
  if (entryId === 'exec-probe-timeout') return execTimeout(rec);
  if (entryId === 'probe-failed') return probeOutcome(rec);
  if (entryId === 'node-not-ready') return notReadyReason(rec);
  if (entryId === 'unmount-csi-driver-not-registered') return unregisteredDriver(rec);
  if (entryId !== 'pod-admission-rejected' && entryId !== 'device-admission-failed') return undefined;
  // ≤1.20's eviction manager printed its reason after the pod: `Failed to admit pod web_ns(uid) - node has conditions: [DiskPressure]`.
  // 1.21+'s eviction manager names the condition in its own field: `"Failed to admit pod to node" … nodeCondition=[DiskPressure]`.
  const nodeCondition = fieldValue(rec, 'nodeCondition');
  const why = fieldValue(rec, 'message') ?? fieldValue(rec, 'err') ?? fieldValue(rec, 'reason') ?? (nodeCondition && `node has conditions: ${nodeCondition}`) ?? printfAdmitReason(rec.message);
  if (!why) return undefined;
  const pressure = /node (?:has conditions|had condition): \[([A-Za-z, ]{1,80})\]|node\(s\) had (?:untolerated )?taint \{node\.kubernetes\.io\/(disk|memory|pid)-pressure/.exec(why);
  if (pressure) {
    const condition = pressure[1] ?? `${pressure[2]![0]!.toUpperCase()}${pressure[2]!.slice(1)}Pressure`;
    return `${shortened(why, 160)}${PRESSURE_ADVICE_LEAD} while the node is under ${condition}; free what the node is short of (disk: images, logs, emptyDir; memory; PIDs), and expect a DaemonSet to re-create and lose its pod until then`;
  }
  return shortened(why, 160);
}

/** The reason ≤1.20's printf admission refusal gives after the pod (`… - node has conditions: [DiskPressure]`). */
function printfAdmitReason(message: string): string | undefined {
  // ≤1.20's predicate failure: `Predicate failed on Pod: web_ns(uid), for reason: Predicate MatchNodeSelector failed`.
  if (message.startsWith('Predicate failed on Pod: ')) {
    const at = message.indexOf(', for reason: ');
    return at < 0 ? undefined : message.slice(at + ', for reason: '.length).trim() || undefined;
  }
  if (!message.startsWith('Failed to admit pod ')) return undefined;
  const at = message.indexOf(' - ');
  return at < 0 ? undefined : message.slice(at + 3).trim() || undefined;
}

/**
 * Why the node is NotReady, from the Ready condition the line prints (r36a 8): structured `condition={… Message:CSINode
 * is not yet initialized}`, JSON `"message":"…"`, ≤1.20 printf `Node became not ready: {… Message:…}`.
 */
function notReadyReason(rec: LogRecord): string | undefined {
  const text = fieldValue(rec, 'condition') ?? rec.message;
  let at = text.indexOf('Message:');
  let end: number;
  if (at >= 0) {
    at += 'Message:'.length;
    end = text.lastIndexOf('}');
    if (end < at) end = text.length;
  } else {
    at = text.indexOf('"message":"');
    if (at < 0) return undefined;
    at += '"message":"'.length;
    end = text.indexOf('"', at);
    if (end < 0) end = text.length;
  }
  const why = text.slice(at, end).trim();
  return why ? `NotReady: ${shortened(why, 200)}` : undefined;
}

/** The CSI driver a volume's unmount is missing, and the volume (r36a 8): `driver name X not found …`, `for volume "v" (UniqueName: "u")`. */
function unregisteredDriver(rec: LogRecord): string | undefined {
  const text = errorText(rec);
  const driver = /driver name (\S{1,253}) not found in the list of registered CSI drivers/.exec(text)?.[1];
  if (!driver) return undefined;
  const named = /for volume "([^"]{1,253})"/.exec(text)?.[1];
  const unique = /\(UniqueName: "([^"]{1,512})"\)/.exec(text)?.[1];
  const volume = named || unique;
  return `driver ${driver} not registered${volume ? `, volume ${volume}` : ''}`;
}

const CRI_METHODS: ReadonlySet<string> = new Set([
  'RemoveContainer', 'StopContainer', 'ContainerStatus', 'StopPodSandbox', 'RemovePodSandbox', 'ListContainerStats', 'ListContainers',
  'ListPodSandbox', 'CreateContainer', 'StartContainer',
]);
const GRPC_STATUS = /^rpc error: code = (\w{1,32}) desc = /;

/**
 * Which runtime call failed and what the runtime answered (`RemoveContainer: Unknown: failed to remove container …:
 * The directory is not empty`): the CRI method the line starts with, and its gRPC error from `rpc error:` on.
 */
function runtimeAnswer(rec: LogRecord): string | undefined {
  const err = errorText(rec);
  const at = err.indexOf('rpc error: ');
  if (at < 0) return undefined;
  let answer = err.slice(at).replace(GRPC_STATUS, '$1: ');
  // The pod worker's `failed to "KillContainer" for "app" with KillContainerError: "rpc error: …"` quotes the answer.
  const kill = /^\[?failed to "(Kill(?:Container|PodSandbox))" for "([^"]{1,253})" with /.exec(err);
  if (kill) answer = answer.replace(/"$/, '').replace(/\\"/g, '"');
  const method = kill ? `${kill[1]} (${kill[1] === 'KillContainer' ? 'container' : 'pod'} ${kill[2]})` : /^[A-Z][A-Za-z]{2,31}/.exec(rec.message)?.[0];
  // A runtime's error chain ends with its root cause (`The directory is not empty`): a long one keeps its end.
  const kept = answer.length > 240 ? `${answer.slice(0, 110)}…${answer.slice(-129)}` : answer;
  return `${method !== undefined && (kill || CRI_METHODS.has(method)) ? `${method}: ` : ''}${kept}`;
}

/**
 * Which cgroup the summary could not read; the pods' own (`/kubepods`, `kubepods.slice`) is said to matter: without it
 * pod statistics and the allocatable-memory eviction signal have no data.
 */
function systemCgroup(rec: LogRecord): string | undefined {
  const name = fieldValue(rec, 'containerName') ?? /unknown container \\?"([^"\\]{1,256})\\?"/.exec(rec.message)?.[1];
  if (name === undefined) return undefined;
  const pods = /^\/?kubepods(?:\.slice)?\/?$/.test(name);
  return `cgroup ${name}${pods ? ': the pods\' own cgroup, so pod statistics and the allocatable-memory eviction signal have no data' : ''}`;
}

const EXEC_TIMEOUT = /timeout (\d{1,6}(?:\.\d{1,9})?m?s) exceeded/;

/** `command [/bin/check], timeout 5s` (the runtime's own words give the timeout), or a probe line's probe and container. */
function execTimeout(rec: LogRecord): string | undefined {
  const timeout = EXEC_TIMEOUT.exec(errorText(rec))?.[1];
  const cmd = fieldValue(rec, 'cmd');
  const parts: string[] = [];
  if (cmd !== undefined) parts.push(`command ${shortened(cmd, 160)}`);
  else {
    const { type, container } = readProbe(rec);
    if (type && container !== undefined) parts.push(`${type.charAt(0).toUpperCase()}${type.slice(1)} probe of container ${container}`);
  }
  if (timeout !== undefined) parts.push(`timeout ${timeout}`);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * Which probe of which container failed and what it answered (`Liveness probe of container calico-node: command
 * "/bin/calico-node -felix-live" timed out`): the probe's output says whether it timed out or answered badly (r26b 9).
 */
function probeOutcome(rec: LogRecord): string | undefined {
  const { type, container } = readProbe(rec);
  if (!type) return undefined;
  let output = fieldValue(rec, 'output');
  if (output === undefined && rec.style === 'printf') {
    const at = rec.message.indexOf(' failed (failure): ');
    if (at >= 0) output = rec.message.slice(at + 19);
  }
  const which = `${type.charAt(0).toUpperCase()}${type.slice(1)} probe${container !== undefined ? ` of container ${container}` : ''}`;
  const said = output?.trim();
  return said ? `${which}: ${shortened(said, 200)}` : which;
}

/**
 * The API server refused the kubelet's own TokenReview call (`the server has asked for the client to provide
 * credentials (post tokenreviews.authentication.k8s.io)`): the kubelet's credentials are at fault, not its caller's
 * (r33a 15, openshift/origin#17189).
 */
function ownReviewRefused(rec: LogRecord): string | undefined {
  const err = errorText(rec);
  if (!err.includes('tokenreviews.authentication.k8s.io')) return undefined;
  if (!/provide credentials|Unauthorized|\b401\b/.test(err)) return undefined;
  return "the API server refused the kubelet's own credentials when the kubelet asked it to review the caller's token (TokenReview): the kubelet's client certificate or kubeconfig is at fault, not the caller";
}

const FORBIDDEN_PRINTF = /^Forbidden \(user=([^,]{0,300}), verb=([^,]{0,40}), resource=([^,]{0,80}), subresource=([^)]{0,80})\)/;

/** Who was refused what (`user 127.0.0.1, get nodes/proxy`): the structured line's fields, or ≤1.2x's printf text. */
function refusedCaller(rec: LogRecord): string | undefined {
  const m = rec.style === 'printf' ? FORBIDDEN_PRINTF.exec(rec.message) : null;
  const user = m?.[1] ?? fieldValue(rec, 'user');
  const verb = m?.[2] ?? fieldValue(rec, 'verb');
  const resource = m?.[3] ?? fieldValue(rec, 'resource');
  const sub = m?.[4] ?? fieldValue(rec, 'subresource');
  if (user === undefined) return undefined;
  return `user ${shortened(user, 120)}${verb ? `, ${verb}` : ''}${resource ? ` ${resource}${sub ? `/${sub}` : ''}` : ''}`;
}

const VOLUME_ENTRIES: ReadonlySet<string> = new Set(['volume-setup-failed', 'mount-device-failed', 'unmount-teardown-failed']);

// `… failed for volume "config" (UniqueName: "…") pod "name" (UID: "…") : <cause>`, in every era: the error quoted
// (`Error: "MountVolume.SetUp failed for volume \"config\" … : <cause>"`, about 1.13–1.19), no UniqueName (1.9), the
// unique name and `(spec.Name: "config")` with ` with: <cause>` (about 1.5–1.7), and `pod "<uid>"` for a pod known by
// UID only.
const VOLUME_CAUSE = /failed for volume \\?"([^"\\]{1,253})\\?"(?: \((?:UniqueName|spec\.Name): \\?"[^"\\]*\\?"\))?(?: pod \\?"[^"\\]{1,253}\\?" \(UID: \\?"[^"\\]{1,64}\\?"\))?(?: ?: | with: )(.+)$/s;

/** `volume "config": configmap "kube-apiserver" not found`, from a mount or unmount failure's message. */
function volumeCause(rec: LogRecord): string | undefined {
  const m = VOLUME_CAUSE.exec(rec.message);
  if (!m) return undefined;
  let cause = m[2].trim();
  // The quoted era closes the error's quote at the end of the line, and escapes the quotes inside it.
  if (/Error: "(?:Mount|Unmount)Volume\./.test(rec.message)) cause = cause.replace(/"$/, '').replace(/\\"/g, '"');
  return cause ? `volume "${m[1]}": ${shortened(cause, 200)}` : undefined;
}

/** What a container's exit code says, as people read it (128 + n is a kill by signal n). */
export function exitCodeMeaning(code: number): string | undefined {
  // No process exits with more than 255 or below 0: -1 is the runtime's word for a status it does not know (r41a 8).
  if (code === -1) return 'exit status unknown (-1: the runtime did not see the process end)';
  if (code < 0 || code > 255) return undefined;
  switch (code) {
    case 0: return 'completed';
    case 126: return 'its command could not be run (not executable)';
    case 127: return 'its command was not found in the image';
    case 128: return 'the runtime could not start its process (look for the start error just before)';
    case 130: return 'interrupted (SIGINT)';
    case 134: return 'aborted (SIGABRT)';
    case 137: return 'killed (SIGKILL: the OOM killer, or a kill after the grace period)';
    case 139: return 'crashed (SIGSEGV)';
    case 143: return 'stopped by SIGTERM';
    case 255: return 'exit status unknown or -1 (a node reboot, a runtime that lost the process)';
  }
  if (code > 128 && code < 160) return `killed by signal ${code - 128}`;
  return code > 0 ? 'failed (the application\'s own exit code)' : undefined;
}

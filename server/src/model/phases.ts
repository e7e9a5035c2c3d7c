// Lifecycle phases from message text (+ source file where the text is ambiguous), per version range and the
// printf era. Data, not code: see ../shared/knowledge/lifecycle.md §2 for where each message comes from.
import type { PhaseId } from '../protocol';
import type { LogRecord } from '../parse/types';
import { fieldValue, messageIsAny } from '../parse/types';
import { bucketByFirstChar, literalPrefix, rulesFor } from '../parse/literalPrefix';
import { saysContainerRestarts } from './probes';

export const PHASE_LABELS: Record<PhaseId, string> = {
  'config-add': 'config event: added',
  'config-update': 'config event: updated',
  'admission-rejected': 'rejected at admission',
  'deletion-requested': 'deletion requested',
  'api-removed': 'API object removed',
  sandbox: 'sandbox',
  // Mount attempts, failed ones too (FailedMount events, "Unable to attach or mount volumes"): not "mounted".
  'volumes-mounted': 'volume mounts',
  // Pulling and pulled events: the way to a start, no start (r27a 36: a pod whose image was present at every sync,
  // and whose container never started, read running).
  'image-pull': 'image pull',
  'containers-started': 'containers started',
  // Its sandbox or its containers could not be started (sandbox errors, config errors, image pulls).
  'start-failed': 'start failed',
  'container-exited': 'container exited',
  // The pod worker's syncs, status updates and probes: they begin while the pod is still Pending, so not "running".
  running: 'syncing (status, probes)',
  terminating: 'terminating',
  terminated: 'terminated',
  // Unmount attempts, failed ones too (`UnmountVolume started` then `TearDown failed`): not "unmounted".
  'volumes-unmounted': 'volume unmounts',
  'cgroups-removed': 'cgroups removed',
  'container-removal': 'container removal',
  'orphan-cleanup': 'orphan cleanup (housekeeping)',
  'worker-removed': 'pod worker removed',
  'garbage-collection': 'garbage collection',
  eviction: 'eviction',
  oom: 'OOM',
  'crash-loop': 'crash loop',
  restart: 'container restart',
  housekeeping: 'housekeeping',
  'kubelet-start': 'kubelet start',
};

/** Structured (1.21+) and JSON messages, matched exactly. Case variants of 1.27+ renames are listed. */
const EXACT_TABLE: Record<string, PhaseId> = {
  'SyncLoop ADD': 'config-add',
  'SyncLoop UPDATE': 'config-update',
  'SyncLoop RECONCILE': 'config-update',
  'SyncLoop DELETE': 'deletion-requested',
  'SyncLoop REMOVE': 'api-removed',
  'Topology Admit Handler': 'config-add',
  'Pod admission denied': 'admission-rejected',
  'Failed to admit pod': 'admission-rejected',
  'Predicate failed on Pod': 'admission-rejected',
  'Failed to admit pod to node': 'admission-rejected',
  'Pod is marked for graceful deletion, begin teardown': 'deletion-requested',
  'Pod is in a terminal phase (success/failed), begin teardown': 'terminating',
  'Pod is being removed by the kubelet, begin teardown': 'terminating',
  // Graceful node shutdown (1.21+): the kubelet kills each pod itself, then says so.
  'Shutdown manager finished killing pod': 'terminated',
  'Pod has been deleted and must be killed': 'api-removed',
  'Pod is finished processing, no further updates': 'api-removed',
  'Pod does not exist on the server': 'api-removed',
  'Pod fully terminated and removed from etcd': 'api-removed',
  // Housekeeping removes the directory of a pod the kubelet no longer has (kubelet_volumes.go): the pod is gone from the
  // API, or from this node (r47a D7: fifty deleted pods of a log whose deletions came before it read terminated).
  'Cleaned up orphaned pod volumes dir': 'api-removed',
  'syncPod enter': 'running',
  'syncPod exit': 'running',
  'SyncPod enter': 'running',
  'SyncPod exit': 'running',
  'Waiting for volumes to attach and mount for pod': 'volumes-mounted',
  'All volumes are attached and mounted for pod': 'volumes-mounted',
  'Unable to attach or mount volumes for pod; skipping pod': 'volumes-mounted',
  'No sandbox for pod can be found. Need to start a new one': 'sandbox',
  'No ready sandbox for pod can be found. Need to start a new one': 'sandbox',
  'SyncPod received new pod, will create a sandbox for it': 'sandbox',
  'Creating PodSandbox for pod': 'sandbox',
  'Created PodSandbox for pod': 'sandbox',
  'Running pod with runtime handler': 'sandbox',
  // A sandbox that could not be made: none of the pod's containers can start.
  'CreatePodSandbox for pod failed': 'start-failed',
  'Failed to create sandbox for pod': 'start-failed',
  // The pod's DRA claims could not be prepared: SyncPod stops before the sandbox, as for a sandbox that failed (r53a 23).
  'Failed to prepare dynamic resources': 'start-failed',
  'computePodActions got for pod': 'sandbox',
  'Creating container in pod': 'containers-started',
  'Completed init container for pod': 'containers-started',
  // The startup latency tracker writes it once, when the pod's containers all run (r37a 05, kubernetes#130432).
  'Observed pod startup duration': 'containers-started',
  'Container start failed in pod': 'containers-started',
  'Generating pod status': 'running',
  'Got phase for pod': 'running',
  'Patch status for pod': 'running',
  'Status for pod updated successfully': 'running',
  'Status for pod is up-to-date': 'running',
  'Pod status updated': 'running',
  'Probe failed': 'running',
  'Probe succeeded': 'running',
  'Probe errored': 'running',
  'SyncLoop (probe)': 'running',
  'Pod worker has observed request to terminate': 'terminating',
  'syncTerminatingPod enter': 'terminating',
  'syncTerminatingPod exit': 'terminating',
  'SyncTerminatingPod enter': 'terminating',
  'SyncTerminatingPod exit': 'terminating',
  'Pod terminating with grace period': 'terminating',
  'Running preStop hook': 'terminating',
  'PreStop hook completed': 'terminating',
  'PreStop hook failed': 'terminating',
  'PreStop hook not completed in grace period': 'terminating',
  'Killing container with a grace period override': 'terminating',
  'Killing container with a grace period': 'terminating',
  'Container exited normally': 'terminating',
  'Container termination failed with gracePeriod': 'terminating',
  'Kill container failed': 'terminating',
  'StopContainer from runtime service failed': 'terminating',
  'StopPodSandbox from runtime service failed': 'terminating',
  // A pod it names (in its error: the CNI set-up's `pod "web-0_shop"`) could not get its sandbox.
  'RunPodSandbox from runtime service failed': 'start-failed',
  'Post-termination container state': 'terminating',
  'Pod termination stopped all running containers': 'terminating',
  'Pod terminated all containers successfully': 'terminating',
  'Pod deletion requested, setting probe result to success': 'terminating',
  'syncTerminatedPod enter': 'terminated',
  'syncTerminatedPod exit': 'terminated',
  'SyncTerminatedPod enter': 'terminated',
  'SyncTerminatedPod exit': 'terminated',
  'Pod is terminated and will need no more status updates': 'terminated',
  'Pod is complete and the worker can now stop': 'terminated',
  'TerminatePod calling updateStatusInternal': 'terminated',
  'The pod termination is finished as SyncTerminatedPod completes its execution': 'terminated',
  'Delaying pod deletion as the phase is non-terminal': 'terminated',
  'Pod is terminated and all resources are reclaimed': 'terminated',
  'Generic (PLEG): container finished': 'container-exited',
  'Waiting for volumes to unmount for pod': 'volumes-unmounted',
  'All volumes are unmounted for pod': 'volumes-unmounted',
  'Pod termination unmounted volumes': 'volumes-unmounted',
  'Pod termination cleaned up volume paths': 'volumes-unmounted',
  'Pod is terminated, but some volumes have not been cleaned up': 'volumes-unmounted',
  'Removing volume from desired state': 'volumes-unmounted',
  'Pod termination removed cgroups': 'cgroups-removed',
  'Failed to delete cgroup paths': 'cgroups-removed',
  'Orphaned pod found, removing pod cgroups': 'cgroups-removed',
  'Removing container': 'container-removal',
  'RemoveContainer': 'container-removal',
  'Removing init container': 'container-removal',
  'DeleteContainer returned error': 'container-removal',
  "Container not found in pod's containers": 'container-removal',
  'ContainerStatus from runtime service failed': 'container-removal',
  'RemoveContainer from runtime service failed': 'container-removal',
  'Failed to issue the request to remove container': 'container-removal',
  'Clean up orphaned pod containers': 'orphan-cleanup',
  'Clean up containers for orphaned pod we had not seen before': 'orphan-cleanup',
  'Pod is orphaned and must be torn down': 'orphan-cleanup',
  'Pod terminated all orphaned containers successfully and worker can now stop': 'orphan-cleanup',
  'Pod termination stopped all running orphan containers': 'orphan-cleanup',
  'Pod termination stopped all running orphaned containers': 'orphan-cleanup',
  'SyncTerminatingRuntimePod enter': 'orphan-cleanup',
  'SyncTerminatingRuntimePod exit': 'orphan-cleanup',
  'Orphaned running pod terminating without grace period': 'orphan-cleanup',
  'Killing unwanted pod': 'orphan-cleanup',
  'Handling termination and deletion of the pod to pod workers': 'orphan-cleanup',
  'Pod has been terminated and is no longer known to the kubelet, remove all history': 'worker-removed',
  'Removing sandbox': 'garbage-collection',
  'Removing pod logs': 'garbage-collection',
  'Container garbage collection succeeded': 'garbage-collection',
  'Container garbage collection failed': 'garbage-collection',
  'Image garbage collection succeeded': 'garbage-collection',
  'Failed to remove container': 'garbage-collection',
  'Failed to stop container': 'garbage-collection',
  'Failed to stop sandbox before removing': 'garbage-collection',
  'Failed to remove sandbox': 'garbage-collection',
  'Evicting pod': 'eviction',
  // Graceful node shutdown stops every pod (nodeshutdown_manager_linux.go).
  'Shutdown manager killing pod with gracePeriod': 'terminating',
  'Pod is being evicted by the kubelet, begin teardown': 'eviction',
  'Eviction manager: attempting to reclaim': 'eviction',
  'Eviction manager: must evict pod(s) to reclaim': 'eviction',
  'Eviction manager: pods ranked for eviction': 'eviction',
  'Eviction manager: pod is evicted successfully': 'eviction',
  'Eviction manager: pod failed to evict': 'eviction',
  'Eviction manager: cannot evict a critical pod': 'eviction',
  'Eviction manager: pods evicted, waiting for pod to be cleaned up': 'eviction',
  'Eviction manager: pods successfully cleaned up': 'eviction',
  'Got sys oom event': 'oom',
  'Checking backoff for container in pod': 'crash-loop',
  'Back-off restarting failed container': 'crash-loop',
  'Message for Container of pod': 'restart',
  'Container of pod is not in the desired state and shall be started': 'restart',
  'Killing unwanted container for pod': 'restart',
  'SyncLoop (housekeeping)': 'housekeeping',
  'SyncLoop (housekeeping) end': 'housekeeping',
  'Clean up pod workers for terminated pods': 'housekeeping',
  'Clean up probes for terminated pods': 'housekeeping',
  'Clean up orphaned pod statuses': 'housekeeping',
  'Clean up orphaned pod directories': 'housekeeping',
  'Clean up orphaned pod cgroups': 'housekeeping',
  'Clean up orphaned mirror pods': 'housekeeping',
  'Kubelet version': 'kubelet-start',
  'Starting kubelet main sync loop': 'kubelet-start',
  'Started kubelet': 'kubelet-start',
};

/** printf-era (<= 1.20) and other free-text wordings: prefix or pattern. */
const TEXTUAL_RULES: { test: RegExp; phase: PhaseId }[] = [
  { test: /^SyncLoop \(ADD, /, phase: 'config-add' },
  { test: /^Predicate failed on Pod: /, phase: 'admission-rejected' },
  { test: /^Failed to admit pod /, phase: 'admission-rejected' },
  { test: /^SyncLoop \((?:UPDATE|RECONCILE), /, phase: 'config-update' },
  { test: /^SyncLoop \(DELETE, /, phase: 'deletion-requested' },
  { test: /^SyncLoop \(REMOVE, "file"\)/, phase: 'deletion-requested' },
  { test: /^SyncLoop \(REMOVE, /, phase: 'api-removed' },
  { test: /^SyncLoop \(PLEG\): .*Type:"ContainerStarted"/, phase: 'containers-started' },
  { test: /^SyncLoop \(PLEG\): .*Type:"ContainerDied"/, phase: 'container-removal' },
  { test: /^SyncLoop \(container unhealthy\)/, phase: 'restart' },
  { test: /^SyncLoop \(housekeeping/, phase: 'housekeeping' },
  { test: /^Killing container "[^"]*" with (?:a )?\d+ second grace period/, phase: 'terminating' },
  { test: /^Killing unwanted pod /, phase: 'orphan-cleanup' },
  { test: /^No sandbox for pod ".*" can be found/, phase: 'sandbox' },
  { test: /^No ready sandbox for pod ".*" can be found/, phase: 'sandbox' },
  // ≤1.20's kuberuntime_manager.go at V4 (`Creating sandbox for pod "web-1_ns(uid)"`).
  { test: /^Creating sandbox for pod "/, phase: 'sandbox' },
  // ≤1.20's sync decision (`computePodActions got {KillPod:false …} for pod "web-1_ns(uid)"`, V4), as its structured form.
  { test: /^computePodActions got \{/, phase: 'sandbox' },
  { test: /^Creating (?:sandbox|PodSandbox) /, phase: 'sandbox' },
  { test: /^Created (?:sandbox|PodSandbox) /, phase: 'sandbox' },
  // containerd's own: `RunPodSandbox for &PodSandboxMetadata{…} failed, error` (the pod cannot start) or `… returns sandbox id "…"`.
  { test: /^RunPodSandbox for &PodSandboxMetadata\{[^}]{0,600}\} failed, error/, phase: 'start-failed' },
  // ≤1.20's kuberuntime_sandbox.go and kuberuntime_manager.go: `CreatePodSandbox for pod "web-1_ns(uid)" failed: …`
  // (a RuntimeClass handler the runtime lacks, r30a 06).
  { test: /^[cC]reatePodSandbox for pod "[^"]{1,600}" failed: /, phase: 'start-failed' },
  { test: /^RunPodSandbox from runtime service failed/, phase: 'start-failed' },
  { test: /^RunPodSandbox for &PodSandboxMetadata\{/, phase: 'sandbox' },
  { test: /^operationExecutor\.MountVolume started/, phase: 'volumes-mounted' },
  { test: /^MountVolume\.SetUp succeeded/, phase: 'volumes-mounted' },
  // An attachable volume's steps before SetUp: the controller's attach seen, the device found and mounted.
  { test: /^MountVolume\.(?:WaitForAttach|MountDevice) succeeded/, phase: 'volumes-mounted' },
  { test: /^Controller attach succeeded for volume /, phase: 'volumes-mounted' },
  { test: /^operationExecutor\.VerifyControllerAttachedVolume started/, phase: 'volumes-mounted' },
  { test: /^operationExecutor\.UnmountVolume started/, phase: 'volumes-unmounted' },
  { test: /^UnmountVolume\.TearDown succeeded/, phase: 'volumes-unmounted' },
  { test: /^Volume detached for volume/, phase: 'volumes-unmounted' },
  { test: /^\[topologymanager\] RemoveContainer/, phase: 'container-removal' },
  { test: /^Container "[0-9a-f]+" not found in pod's containers/, phase: 'container-removal' },
  { test: /^\[pod_container_deletor\] DeleteContainer returned error/, phase: 'container-removal' },
  { test: /^Error syncing pod .*CrashLoopBackOff/, phase: 'crash-loop' },
  // A teardown's kill failing (≤1.21: the sandbox's network not torn down, a container not stopped).
  { test: /^Error syncing pod .*(?:KillPodSandboxError|KillContainerError)/, phase: 'terminating' },
  { test: /^error killing pod: /, phase: 'terminating' },
  { test: /^Error syncing pod .*unmounted volumes=/, phase: 'volumes-mounted' },
  // ≤1.5 dockershim: the pause container (the sandbox) could not be made (r67a 14).
  { test: /^Failed to create pod infra container: /, phase: 'start-failed' },
  { test: /^Error syncing pod .*(?:CreatePodSandboxError|network is not ready|CreateContainerConfigError|CreateContainerError|ErrImagePull|ImagePullBackOff|ErrImageNeverPull|InvalidImageName|RunContainerError)/, phase: 'start-failed' },
  { test: /^Unable to (?:attach or )?mount volumes for pod /, phase: 'volumes-mounted' },
  // kuberuntime_manager's own report of the failed start, through HandleError (1.21–1.30; 1.31+ `Unhandled Error`).
  { test: /^container &Container\{.* start failed in pod [^ (]{1,300}\([0-9a-f-]{32,36}\): (?:CreateContainerConfigError|CreateContainerError|ErrImagePull|ImagePullBackOff|ErrImageNeverPull|InvalidImageName|RunContainerError|PreStartHookError):/, phase: 'start-failed' },
  { test: /^init container &Container\{.* start failed in pod [^ (]{1,300}\([0-9a-f-]{32,36}\): (?:CreateContainerConfigError|CreateContainerError|ErrImagePull|ImagePullBackOff|ErrImageNeverPull|InvalidImageName|RunContainerError|PreStartHookError):/, phase: 'start-failed' },
  { test: /^ephemeral container &EphemeralContainer\{.* start failed in pod [^ (]{1,300}\([0-9a-f-]{32,36}\): (?:CreateContainerConfigError|CreateContainerError|ErrImagePull|ImagePullBackOff|ErrImageNeverPull|InvalidImageName|RunContainerError|PreStartHookError):/, phase: 'start-failed' },
  { test: /^Back-off restarting failed container/, phase: 'crash-loop' },
  // ≤1.10 printf: `Back-off 5m0s restarting failed container=nginx pod=nginx_default(uid)` and the check before it.
  { test: /^Back-off \d[\dhms.]* restarting failed container=/, phase: 'crash-loop' },
  { test: /^checking backoff for container "[^"]*" in pod /, phase: 'crash-loop' },
  { test: /^eviction manager: /, phase: 'eviction' },
  { test: /^Eviction manager: /, phase: 'eviction' },
  { test: /^Got sys oom event/, phase: 'oom' },
  // A container's own OOM kill has no kubelet line (lifecycle.md §2.18): the kernel's and the runtime's say it.
  { test: /^(?:\[ *\d{1,10}\.\d{1,9}\] )?(?:oom-kill:constraint=CONSTRAINT_MEMCG|Memory cgroup out of memory: Killed process)/, phase: 'oom' },
  { test: /^TaskOOM event /, phase: 'oom' },
  { test: /^cri-containerd-[0-9a-f]{64}\.scope: A process of this unit has been killed by the OOM killer/, phase: 'oom' },
  { test: /^Readiness probe for ".*" failed/, phase: 'running' },
  { test: /^Liveness probe for ".*" failed/, phase: 'running' },
  { test: /^Startup probe for ".*" failed/, phase: 'running' },
  { test: /^Status for pod ".*" updated successfully/, phase: 'running' },
  // Housekeeping's pass over pod directories left on disk (`found, but volumes not yet removed`, `… but error …`): no
  // teardown of the pod, which ended before (orphan-cleanup is the runtime's containers of a pod torn down as an orphan).
  { test: /^Orphaned pod ".*" found, /, phase: 'housekeeping' },
  { test: /^Version: v\d/, phase: 'kubelet-start' },
];

const EXACT = new Map<string, PhaseId>(Object.entries(EXACT_TABLE));

// Each rule with the literal prefix its message must start with, bucketed by first character: most lines are
// ruled out by one map lookup.
const TEXTUAL = bucketByFirstChar(TEXTUAL_RULES.map((r) => ({ ...r, prefix: literalPrefix(r.test.source) })));

/** The message of an image pull's BackOff event (a crash loop's says `Back-off restarting failed container`). */
const PULL_BACK_OFF = 'Back-off pulling image';

const EVENT_REASONS: Record<string, PhaseId> = {
  Killing: 'terminating',
  Pulling: 'image-pull',
  Pulled: 'image-pull',
  Created: 'containers-started',
  Started: 'containers-started',
  BackOff: 'crash-loop',
  Unhealthy: 'running',
  Evicted: 'eviction',
  FailedMount: 'volumes-mounted',
  SandboxChanged: 'sandbox',
  FailedCreatePodSandBox: 'sandbox',
  FailedKillPod: 'terminating',
  Preempting: 'eviction',
  SystemOOM: 'oom',
};

const BY_UPDATE_TYPE: Record<string, PhaseId> = { '0': 'running', '1': 'terminating', '2': 'terminated' };

const ADMISSION_MESSAGES = ['"message":"Pod was rejected: ', '"message":"Pod Predicate ', '"message":"Pod Node didn\'t have enough resource'];

/** Reasons a pod could not be started: its sandbox (`CreatePodSandbox`, the network not ready) or a container (`failed to "StartContainer" for "x" with <Reason>`). */
const START_FAILURES = ['CreatePodSandboxError', 'network is not ready', 'CreateContainerConfigError', 'CreateContainerError', 'ErrImagePull', 'ImagePullBackOff', 'ErrImageNeverPull', 'InvalidImageName', 'RunContainerError'];

/**
 * The phase a record's message marks, before pod context is applied (the index refines it: a DELETE after
 * termination is the final API deletion; kills inside an orphan teardown are orphan cleanup).
 */
export function basePhase(rec: LogRecord): PhaseId | undefined {
  if (rec.kind !== 'log') return undefined;
  const msg = rec.message;
  const exact = EXACT.get(msg);
  if (exact) {
    if (msg === 'Patch status for pod') {
      const patch = fieldValue(rec, 'patch') ?? '';
      if (patch.includes('OOMKilled')) return 'oom';
      // Before 1.31 a refusal at admission shows only as the status it writes (lifecycle.md §2.2): `Pod was rejected:
      // …` since 1.27, `Pod Predicate … failed` and `Pod Node didn't have enough resource: …` before.
      if (ADMISSION_MESSAGES.some((m) => patch.includes(m))) return 'admission-rejected';
      if (patch.includes('"phase":"Failed"') || patch.includes('"phase":"Succeeded"')) return 'terminated';
    }
    // A static pod's manifest removed (source="file") asks for the pod's deletion; no API object is involved.
    if (msg === 'SyncLoop REMOVE' && fieldValue(rec, 'source') === 'file') return 'deletion-requested';

    return exact;
  }
  switch (msg) {
    case 'SyncLoop (PLEG): event for pod': {
      const ev = fieldValue(rec, 'event') ?? '';
      if (ev.includes('ContainerDied')) return 'container-removal';
      if (ev.includes('ContainerStarted')) return 'containers-started';
      return 'running';
    }
    case 'Processing pod event':
    case 'Processing pod event done':
      return BY_UPDATE_TYPE[fieldValue(rec, 'updateType') ?? ''] ?? 'running';
    case 'Pod is being synced for the first time':
      return 'config-add';
    case 'Event occurred': {
      const reason = fieldValue(rec, 'reason') ?? '';
      // The image pull's back-off shares the reason of a crash loop's: no container of it ever ran.
      if (reason === 'BackOff' && (fieldValue(rec, 'message') ?? '').startsWith(PULL_BACK_OFF)) return 'start-failed';
      // The kill of a container the kubelet restarts (a probe's, a definition changed in place) is no teardown.
      if (reason === 'Killing' && saysContainerRestarts(fieldValue(rec, 'message') ?? '')) return 'restart';
      return EVENT_REASONS[reason];
    }
    case 'Error syncing pod, skipping': {
      const err = fieldValue(rec, 'err') ?? '';
      if (err.includes('CrashLoopBackOff')) return 'crash-loop';
      if (err.includes('KillContainerError') || err.includes('KillPodSandboxError')) return 'terminating';
      if (START_FAILURES.some((s) => err.includes(s))) return 'start-failed';
      // The volume manager's wait timed out (`unmounted volumes=[…], unattached volumes=[…]`): the pod is still
      // waiting for its volumes, not running.
      if (err.includes('unmounted volumes=') || err.includes('unattached volumes=')) return 'volumes-mounted';
      return 'running';
    }
    case 'Unhandled Error': {
      // 1.31+: kuberuntime_manager's `… start failed in pod …: CreateContainerConfigError: …` among other errors.
      const err = fieldValue(rec, 'err') ?? '';
      return err.includes(' start failed in pod ') && START_FAILURES.some((s) => err.includes(s)) ? 'start-failed' : undefined;
    }
  }
  if (rec.style === 'structured' || rec.style === 'json') {
    if (msg.startsWith('Eviction manager: ')) return 'eviction';
    // The volume reconciler's message is its whole text (`Volume detached for volume "x" (UniqueName: …) on node …`).
    if (msg.startsWith('Volume detached for volume ')) return 'volumes-unmounted';
    // So is the operation executor's (`operationExecutor.VerifyControllerAttachedVolume started for volume "x" (…) pod
    // "web-0" (UID: …)`): at --v=2 the only line of a pod's arrival (review r26b).
    // 1.21+ quote the attach and mount steps' whole text too (r29a 10, 11).
    if (msg.startsWith('Controller attach succeeded for volume ') || (msg.startsWith('MountVolume.') && /^MountVolume\.(?:WaitForAttach|MountDevice|SetUp) succeeded/.test(msg))) return 'volumes-mounted';
    if (msg.startsWith('operationExecutor.')) {
      if (msg.startsWith('operationExecutor.VerifyControllerAttachedVolume started') || msg.startsWith('operationExecutor.MountVolume started')) return 'volumes-mounted';
      if (msg.startsWith('operationExecutor.UnmountVolume started')) return 'volumes-unmounted';
    }
    return undefined;
  }
  if (msg.startsWith('Event(')) {
    const reason = printfEventReason(msg) ?? '';
    if (reason === 'BackOff' && msg.includes(` reason: 'BackOff' ${PULL_BACK_OFF}`)) return 'start-failed';
    if (reason === 'Killing' && saysContainerRestarts(msg)) return 'restart';
    return EVENT_REASONS[reason];
  }
  for (const t of rulesFor(TEXTUAL, msg)) if (msg.startsWith(t.prefix) && t.test.test(msg)) return t.phase;
  return undefined;
}

/**
 * The reason of an event about a pod as ≤1.20 logged it (`Event(v1.ObjectReference{Kind:"Pod", …}): type: 'Warning'
 * reason: 'Evicted' …`), read without a regex over the object's fields.
 */
export function printfEventReason(msg: string): string | undefined {
  if (!msg.startsWith('Event(v1.ObjectReference{Kind:"Pod"') && !msg.startsWith('Event(api.ObjectReference{Kind:"Pod"')) return undefined;
  const type = msg.indexOf("}): type: '");
  const at = type < 0 ? -1 : msg.indexOf(" reason: '", type);
  if (at < 0) return undefined;
  const end = msg.indexOf("'", at + 10);
  return end > at + 10 && end - at < 80 ? msg.slice(at + 10, end) : undefined;
}

/** Structured messages whose base phase depends on one of their fields; every other one's depends on its text alone. */
const PHASE_FROM_FIELDS = new Set(['Patch status for pod', 'SyncLoop REMOVE', 'SyncLoop (PLEG): event for pod', 'Processing pod event', 'Processing pod event done', 'Event occurred', 'Error syncing pod, skipping']);

/** The base phase of a structured or JSON line is the same for every line with this message (a cache may keep it). */
export function phaseDependsOnMessageOnly(message: string): boolean {
  return !PHASE_FROM_FIELDS.has(message);
}

/** Marks the moment a pod's worker finished stopping its containers (used to grade later DELETEs and errors). */
const TERMINATED = [
  'Pod terminated all containers successfully',
  'Pod termination stopped all running containers',
  'Pod is terminated and will need no more status updates',
  'Pod is complete and the worker can now stop',
  'syncTerminatedPod enter',
  'SyncTerminatedPod enter',
];

export function marksTerminated(rec: LogRecord): boolean {
  return messageIsAny(rec, TERMINATED);
}

/** Lines that open an orphan teardown of a pod (housekeeping killing what the runtime still lists). */
export function opensOrphanCleanup(rec: LogRecord): boolean {
  const m = rec.message;
  return (
    m === 'Clean up orphaned pod containers' ||
    m === 'Pod is orphaned and must be torn down' ||
    m === 'Clean up containers for orphaned pod we had not seen before' ||
    m === 'Orphaned running pod terminating without grace period' ||
    m === 'SyncTerminatingRuntimePod enter' ||
    m.startsWith('Killing unwanted pod')
  );
}

export function closesOrphanCleanup(rec: LogRecord): boolean {
  const m = rec.message;
  return m === 'Pod terminated all orphaned containers successfully and worker can now stop' || m === 'SyncTerminatingRuntimePod exit';
}

/** Messages that say the kubelet evicted a pod (1.21+), as opposed to ranking it, or failing or refusing to evict it. */
const EVICTIONS = new Set([
  'Evicting pod',
  'Pod is being evicted by the kubelet, begin teardown',
  'Eviction manager: pod is evicted successfully',
  'Eviction manager: pods evicted, waiting for pod to be cleaned up',
  'Eviction manager: pods successfully cleaned up',
  'Eviction manager: timed out waiting for pods to be cleaned up',
]);

/** The terminal phase a `Got phase for pod` line says (`Failed`, `Succeeded`): the pod's containers ended for good. */
export function terminalPhaseSaid(rec: LogRecord): 'Failed' | 'Succeeded' | undefined {
  if (!messageIsAny(rec, GOT_PHASE)) return undefined;
  const phase = fieldValue(rec, 'phase');
  return phase === 'Failed' || phase === 'Succeeded' ? phase : undefined;
}

const GOT_PHASE = ['Got phase for pod'];

/**
 * Whether the line says the kubelet evicted the pods it names. `pods ranked for eviction`, `cannot evict a critical
 * (static) pod` and `pod failed to evict` are part of an eviction pass, but the pods they name were not evicted.
 */
export function evictsPod(message: string): boolean {
  if (EVICTIONS.has(message)) return true;
  // The kubelet's own `Evicted` event about the pod (≤1.20 printf).
  if (message.startsWith('Event(')) return printfEventReason(message) === 'Evicted';
  // printf (<= 1.20): `eviction manager: pod <pod> is evicted successfully`, `… pods <pods> evicted, waiting for pod
  // to be cleaned up`, `… pods <pods> successfully cleaned up`, `… timed out waiting for pods <pods> to be cleaned up`.
  if (!message.startsWith('eviction manager: ')) return false;
  return (
    // ≤1.6 wrote `eviction manager: pod <pod> evicted successfully` (no "is").
    message.includes(' is evicted successfully') ||
    message.includes(' evicted successfully') ||
    message.includes(' evicted, waiting for pod to be cleaned up') ||
    message.includes(' successfully cleaned up') ||
    message.startsWith('eviction manager: timed out waiting for pods ')
  );
}

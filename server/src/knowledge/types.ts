// The shape of the known-error catalogue. Entries are data (catalogue.ts); user rule files use the same schema.

/** What the catalogue says of a message in general. */
export type VerdictKind = 'benign' | 'benign-in-context' | 'actionable';

/** What this log proves of one line. A benign verdict always carries evidence lines. */
export type Verdict = 'benign' | 'investigate' | 'actionable';

/**
 * Checks that can prove a benign-in-context line harmless *in this log*. Each looks only at lines before the
 * finding (or, where named, shortly after it) and returns the evidence lines it relied on.
 */
export type EvidenceCheck =
  /** The same container ID was removed earlier (`Removing container` / `RemoveContainer` / GC removal), within the window. */
  | 'container-removed-earlier'
  /** The same container ID had already stopped: PLEG ContainerDied, `Container exited normally`, or a kill, earlier. */
  | 'container-exited-earlier'
  /** The pod owning the ID (or named on the line) had finished terminating earlier (pod worker terminated/finished lines). */
  | 'pod-terminated-earlier'
  /**
   * The pod had ended before the line (its containers done, its volumes unmounted, its deletion or eviction), and none
   * of its containers started since: what is left of it is what that ended.
   */
  | 'pod-stopped-before'
  /** The line belongs to an orphan teardown (housekeeping) of a pod whose containers were already stopped and removed. */
  | 'orphan-cleanup-of-stopped-pod'
  /** The sandbox ID belongs to a pod that finished terminating, or the sandbox was removed earlier. */
  | 'sandbox-of-finished-pod'
  /** The pod the line names was being deleted or evicted (SyncLoop DELETE/REMOVE, eviction) before the line. */
  | 'pod-being-deleted'
  /**
   * A Secret or ConfigMap the Node authorizer refused (`no relationship found between node …`) was read moments later:
   * its volume mounted. The authorizer's graph learns of a pod's objects just after the pod is bound.
   */
  | 'object-read-after'
  /** The line falls within the start-up window (params.windowSeconds, default 300 s) of a kubelet start in this log. */
  | 'kubelet-starting'
  /** The line comes before `Successfully registered node` in the same kubelet run. */
  | 'before-node-registered'
  /** A runtime (containerd/CRI-O) line echoing a kubelet line for the same ID within a second. */
  | 'kubelet-echo-nearby'
  /** A success message (params.successMessages) follows within the window. */
  | 'followed-by-success'
  /** The ID is a pod sandbox, not an app container. */
  | 'id-is-sandbox'
  /** A readiness or startup probe failing within minutes of its container's start, before any success. */
  | 'container-started-recently'
  /**
   * The container log cleanup asked about the ID: its `Error getting ContainerStatus for containerID` (kuberuntime_gc.go)
   * follows within a second. It asks only for the container of a log symlink whose log file is gone, and removes it.
   */
  | 'raised-by-log-gc'
  /**
   * Each container a crash-loop back-off names started again soon after it and ran on without dying or being backed
   * off again for twice the back-off cap (10 minutes), while its kubelet's lines go on, or ran to completion: the loop ended.
   */
  | 'container-recovered'
  /**
   * The line's own text reads Go's monotonic clock (`m=+0.512177761`, how a time.Time prints): the seconds since the
   * kubelet process started, within params.windowSeconds (default 300). A start the excerpt does not hold.
   */
  | 'process-clock-early'
  /**
   * A volume-ownership warning from a kubelet that logged it at every mount (before 1.19, kubernetes#92878): the log's
   * kubelet is 1.18 or older, or the log names no version and the volume is one of a handful of files (a Secret,
   * ConfigMap, projected or downward API volume), which no kubelet takes 30 s over.
   */
  | 'ownership-logged-at-every-mount'
  /**
   * The container's task ended around the line: its exit (PLEG, containerd's TaskExit, `container finished`) or a stop
   * or kill of it within a minute before, or its exit within 5 s after (PLEG reports it a relist later). A shim that
   * goes away with its task is containerd's cleanup; one that goes while its task should run is a shim or runtime dying.
   */
  | 'task-ended-nearby'
  /**
   * containerd started on the line's node within the window before it (its own start-up line of the line's process;
   * for a line of no PID on a known host, systemd PID 1's start of the unit), and that start lasted: a runtime's
   * failure to answer right after its own start. The kubelet's start does not count: it restarts alone beside a
   * runtime that has run for hours.
   */
  | 'runtime-starting'
  /**
   * The line's own error says the API server has no pod of the line's pod's name any more (`pods "<name>" not found`):
   * the pod was deleted while the kubelet was writing to it.
   */
  | 'pod-gone-from-api';

/** Checks that prove a line actionable in this log: they run before the evidence checks. */
export type EscalationCheck =
  /** The node had not registered five minutes after this kubelet run started (the line came before it did). */
  | 'registration-overdue'
  /**
   * The line belongs to a series of the same error (gaps under params.persistGapSeconds, no kubelet start between)
   * that went on for params.persistSeconds: every line of the series, the first ones too.
   */
  | 'persisting'
  /** A liveness or startup probe failure the kubelet answered by restarting the container (`… will be restarted`). */
  | 'restarted-by-probe'
  /**
   * The line says a start-up step has not completed once since the kubelet started (params.neverSinceStart: the
   * runtime's first status check, PLEG's first relist), and its process started more than params.neverSinceStartSeconds
   * (default 300) before it: the step never completed.
   */
  | 'never-since-start'
  /**
   * The API server refused this very line's request for the kubelet's identity: Unauthorized, a certificate, the
   * authorizer's or NodeRestriction's forbidden (not a bootstrapping kubelet's, which the log shows bootstrapping, nor
   * the Node authorizer's graph not having the pod yet). Retrying does not mend credentials.
   */
  | 'identity-refused'
  /**
   * The line's own error says the operation cannot succeed as the pod is made (params.cannotSucceedIf: a hook's command
   * missing from the image, `exited with 126`): every retry fails the same way.
   */
  /**
   * The kubelet process the line came from ended after it: systemd's `kubelet.service: Main process exited`, or the
   * kubelet's next start, with no klog line of the same process between (a child's dump under the kubelet's identifier,
   * or a probe's output, is followed by the kubelet's own lines).
   */
  | 'kubelet-ended-after'
  | 'cannot-succeed'
  /**
   * The line counts the errors it stands for (≤1.19's and housekeeping's `There were a total of 8549 errors similar to
   * this`) and they are params.manyErrors or more (default 100): that many at once is no passing teardown.
   */
  | 'counts-many';

/**
 * Checks that look for a later line saying the harmless reading is wrong here: when one finds it, the line is
 * "investigate" whatever the evidence checks find (they look back; this looks forward a few seconds).
 */
export type VetoCheck =
  /** A retried cgroup removal gave up afterwards: runc's final `Failed to remove cgroup`, or the kubelet's `failed to delete cgroup paths`, for the same cgroup or pod. */
  | 'removal-gave-up'
  /**
   * The same error for the same container or sandbox ID has repeated for longer than params.repeatSeconds (default
   * 120): the races that excuse it end within seconds, so something keeps asking for what the runtime no longer has.
   */
  | 'repeats-for-same-id'
  /** The node ran static pods from its manifest directory earlier (`SyncLoop ADD` source="file"): that directory missing now is no worker's empty default. */
  | 'static-pods-ran'
  /** PLEG reported the container started and nothing since says it stopped or its pod ended: a runtime that lost a running container. */
  | 'container-still-running';

export interface EvidenceParams {
  /** How far apart the finding and its evidence may be, in seconds. */
  windowSeconds?: number;
  /** For kubelet-starting, when it differs from `windowSeconds` (which the entry's other checks use). */
  startupWindowSeconds?: number;
  /** For persisting: how long an unbroken series of the same error lasts before it is actionable (default 600). */
  persistSeconds?: number;
  /** For persisting: the longest silence that still continues a series (default 120). */
  persistGapSeconds?: number;
  /**
   * For persisting: what else than the node a series is about. `probe`: each probe of each container has its own
   * series (probe type, pod, container), and a success of that probe ends it. `exec`: each container's exec calls
   * (ExecSync) have their own, a success of any probe of its pod ends it, and lines of a pod being deleted are in none.
   * `volume`: each volume of each pod has its own, that volume mounted ends it, lines of no pod or of a pod being
   * deleted are in none.
   */
  persistPer?: 'probe' | 'exec' | 'volume' | 'pod';
  /**
   * For pod-being-deleted: how long after the grace period a pod's failures are still its teardown's (default 180 s:
   * volumes and sandboxes take their time; an exec into the container cannot outlive the kill by much).
   */
  teardownMarginSeconds?: number;
  /**
   * For pod-being-deleted: no excuse when the entry's line for the same subject (its series key: node and container)
   * came within ten minutes before the deletion too: what failed before the pod was deleted is not the deletion's doing.
   */
  deletionUnlessFailingBefore?: boolean;
  /** For followed-by-success: messages (or a logged event's message) that show the operation succeeded later. */
  successMessages?: string[];
  /**
   * For followed-by-success: messages (prefixes, or an event's message, or for a pod's `Error syncing pod` text in its
   * error) that show the operation went another way or a new one began before any success (the eviction pass that had
   * to evict, the next pass; a pod's image pull that failed): a success after them is not this line's.
   */
  failureMessages?: string[];
  /**
   * For followed-by-success with failureMessages: they count only after the success (retries before a success are the
   * operation retrying; the same failure after it says the success did not settle it: a pod's cgroups failing to go
   * again after `Pod termination removed cgroups`).
   */
  failuresAfterSuccessOnly?: boolean;
  /**
   * For followed-by-success on lines about the node: the success must name the same device plugin resource as the
   * line (a success that names none, or another, proves nothing).
   */
  sameResource?: boolean;
  /**
   * For followed-by-success on a client-go reflector's failure: the success must be the same informer's cache filled
   * (`Caches populated for *v1.Node from k8s.io/client-go/informers/factory.go:160`, the type and the source the failure names).
   */
  sameReflector?: boolean;
  /**
   * For followed-by-success on a pod's volume operation: the success must name the volume the failure names by its
   * unique name (`UnmountVolume.TearDown succeeded for volume "kubernetes.io/csi/…^…"`); a line of no pod has no success.
   */
  sameUniqueName?: boolean;
  /**
   * For followed-by-success on image pulls: the success must be a pull of the image the line names (a line that names
   * none is not excused). A line of a pod looks among its pod's lines; a line of no pod (the runtime client's
   * `PullImage … failed`) among its node's, any pod's pull of that image.
   */
  sameImage?: boolean;
  /** For followed-by-success on lines about the node: the success is the node becoming Ready (a NodeReady line of its node). */
  successIsNodeReady?: boolean;
  /**
   * For followed-by-success on lines about the node: the success is a later run's (a start that got through after
   * the exits), so it counts from any kubelet process of the host and across restarts. Otherwise only the line's own
   * process and run count.
   */
  successInLaterRun?: boolean;
  /** For followed-by-success on lines about the node: what the success line shows, in the verdict's words (else `it succeeded afterwards`). */
  successSays?: string;
  /**
   * For container-removed-earlier: the error is raised inside a removal attempt (the removal's own status lookup, the
   * deletor's or the GC's DeleteContainer), so the latest removal before it is the attempt that fails, not evidence of
   * an earlier one: only a removal before that attempt shows the container was already gone.
   */
  raisedInRemoval?: boolean;
  /**
   * For container-exited-earlier: the error is the kill path's own failure, so a kill line before it is the attempt
   * that failed, not a stop: only an exit (PLEG ContainerDied, `container finished`, `Container exited normally`) proves it.
   */
  raisedInKill?: boolean;
  /**
   * For kubelet-starting: start-up no longer explains the line once the API server has refused the node's
   * registration for the kubelet's identity (forbidden, unauthorized, a certificate) earlier in the same run.
   */
  unlessRegistrationRefused?: boolean;
  /**
   * For the pod-level checks: the line may count the errors it stands for (≤1.19's `There were a total of 37 errors
   * similar to this`). When it counts more than one, the one pod it names cannot excuse the others.
   */
  countsErrors?: boolean;
  /**
   * For container-exited-earlier: the line names several containers (cAdvisor's partial failures list each cgroup),
   * and each must have stopped: one that had explains nothing of the others.
   */
  everyId?: boolean;
  /**
   * For kubelet-starting: it applies only when the line's error says the runtime was not answering (one of these):
   * a workload's own failure (a mount source gone after a reboot) happens at start-up too, and start-up is no excuse.
   */
  startupOnlyIf?: string[];
  /** For counts-many: how many counted errors make the line actionable (default 100). */
  manyErrors?: number;
  /** For the cannot-succeed escalation: texts of the line (its message or a field) that say the operation cannot succeed. */
  cannotSucceedIf?: string[];
  /**
   * For kubelet-starting with startupOnlyIf: texts that also count as start-up on a node that runs its own API server
   * or etcd (its kubelet starts them: `etcdserver: leader changed` as a member joins).
   */
  startupIfControlPlane?: string[];
  /** For kubelet-starting: a line that names no cause is read with the last line before it that starts with this (its retries). */
  startupCauseBefore?: string;
  /** For kubelet-starting: it does not apply when the line's error holds one of these (a known failure of restarts). */
  startupUnless?: string[];
  /** For kubelet-starting: as startupUnless, for lines that hold every text of one of these lists (a call and its error). */
  startupUnlessAll?: string[][];
  /**
   * For kubelet-starting: the line's `actual` duration (a Go duration: `7.242s`, `4m52.1s`) past which start-up no
   * longer explains it (a housekeeping pass that took minutes held pod updates for minutes, start-up or not).
   */
  startupMaxActualSeconds?: number;
  /**
   * For kubelet-starting: not once a request naming one of these (`*v1.Service`) was refused for the kubelet's identity
   * on the node since that start (the Service list forbidden: services are never read, whatever the start-up).
   */
  startupUnlessRefused?: string[];
  /**
   * For kubelet-starting: only for a container of a run before that start. Not when the log shows this run created
   * it (containerd's CreateContainer for it, or its start after the pod's sandbox was created, both after the start).
   */
  startupOnlyForEarlierContainers?: boolean;
  /**
   * For kubelet-starting: only for a pod's sandbox of a run before that start. Not when this run made or found the
   * pod's sandbox since (`Created PodSandbox`, `No sandbox for pod`, an earlier `No ready sandbox`), or started a
   * container of it.
   */
  startupOnlyForEarlierSandboxes?: boolean;
  /**
   * For kubelet-starting: not once the node became Ready since that start (a Ready node's runtime network worked: a
   * network not ready after it failed again, whatever the start-up).
   */
  startupUnlessNodeReady?: boolean;
  /** For kubelet-starting: not once the node registered since that start (its Node object existed: one not found after it was deleted). */
  startupUnlessRegistered?: boolean;
  /**
   * For kubelet-starting: other entries whose lines, logged on the node shortly before the start and not at a start-up
   * themselves, are the same failure already there (a PLEG stalled on a hung runtime before the restart, the runtime
   * still down after it). The entry's own lines always count.
   */
  sameFailureAs?: string[];
  /**
   * For kubelet-starting: not when a line of one of these entries (ids) follows on the node within ten minutes of the
   * start: the failure did not go away (`Image garbage collection failed multiple times in a row` after `failed once`).
   */
  startupUnlessFollowedBy?: string[];
  /**
   * Texts by which a line says a start-up step has not completed once since the kubelet started (runtime.go's
   * `container runtime status check may not have completed yet`, PLEG's `pleg has yet to be successful`): such a line
   * long after its process's start is actionable (never-since-start), and a start-up excuse of an earlier line of that
   * run does not stand once such a line follows it.
   */
  neverSinceStart?: string[];
  /**
   * The step is no runtime's or PLEG's (a CSI driver's registration): a PLEG event since the start does not show the
   * line is of a later process.
   */
  neverSinceStartWithPleg?: boolean;
  /** How long after its process's start a neverSinceStart line shows the step never completed (default 300 s). */
  neverSinceStartSeconds?: number;
  /**
   * For kubelet-starting's `sameFailureAs`: a failure before the start no longer counts when what it was a failure of
   * started afresh between it and the start: `runtime` (systemd started the runtime), `boot` (the journal's `-- Boot --`).
   */
  clearedByRestartOf?: ('runtime' | 'boot')[];
  /** For the pod-level checks (deletion, termination): how long before the line the pod's fact may be (default 900 s). */
  podWindowSeconds?: number;
  /** For repeats-for-same-id: how long the same error for the same ID may repeat and still be judged by its evidence. */
  repeatSeconds?: number;
}

export interface Matcher {
  /** The record's message equals one of these (structured, JSON and logfmt messages; printf text starts with it). */
  messages?: string[];
  /** Regular expression sources tested against the message (printf-era and runtime wordings). */
  messagePatterns?: string[];
  /** At least one must occur in the error (`err`/`error` field, else the whole message). */
  errContains?: string[];
  /** And at least one of these must occur in it too (a second condition beside errContains). */
  errAlsoContains?: string[];
  /** None may occur in the error. */
  errNotContains?: string[];
  /**
   * For records whose message is a key here (a generic one, `Error syncing pod, skipping`), the error must also start
   * with one of its texts: the entry takes only those of its errors.
   */
  errStartsFor?: Record<string, string[]>;
  /** When set, errContains and errNotContains apply only to records whose message is one of these (a generic one). */
  errChecksOnlyFor?: string[];
  /** Messages (by their start) errNotContains does not apply to: a list call fails as a whole where one item was gone. */
  errNotContainsExceptFor?: string[];
  /** For events the kubelet logs (`Event occurred … reason=…`): the event's reason is one of these (the entry's other messages are not events). */
  eventReasons?: string[];
  /** Source file names from the klog header (`remote_runtime.go`); a record without a file is not excluded. */
  files?: string[];
  /**
   * Whose line it must be, by its journald identifier: `kubelet`, not a program known to be another (a component, a
   * runtime, docker's CLI; a line without one, or of an unknown wrapper, is the kubelet's); `runtime`, a container
   * runtime's (containerd, CRI-O, dockerd); `kubelet-process`, a kubelet's or its family's name, or none
   * (`mayBeKubeletProcess`: another daemon's or a container's panic is not the kubelet's). For lines no klog tail shares (a
   * Go panic), so that the per-tail memo of matches (which reads no identifier) stays right.
   */
  program?: 'kubelet' | 'runtime' | 'kubelet-process';
  /** Any line of severity F that no other entry matched (messages and patterns are then not needed). */
  anyFatal?: boolean;
  /** Inclusive kubelet minor-version bounds such as "1.22"; lines of a log without a detected version are not excluded. */
  minVersion?: string;
  maxVersion?: string;
}

export interface Reference {
  /** Short label, e.g. "kubernetes/kubernetes#99901" or "containerd/containerd#8303". */
  label: string;
  url: string;
}

export interface CatalogueEntry {
  id: string;
  title: string;
  verdictKind: VerdictKind;
  match: Matcher;
  /** For benign-in-context entries: any one passing check proves the line benign here. */
  evidence?: EvidenceCheck[];
  /** Any one passing check proves the line actionable here, whatever the evidence checks find. */
  escalation?: EscalationCheck[];
  /** Any one passing check makes the line "investigate" here, whatever the evidence checks find (escalations still win). */
  vetoes?: VetoCheck[];
  evidenceParams?: EvidenceParams;
  /** One sentence: what the line means. */
  summary: string;
  /** What the kubelet was doing, why the message appears, and why it does or does not matter. */
  explanation: string;
  /** When it is harmless (benign-in-context entries). */
  benignWhen?: string;
  /** What to check or do when it is not benign. */
  whenNotBenign: string;
  /**
   * Advice for particular errors of the entry, given before whenNotBenign when the line's message or one of its field
   * values holds one of `ifContains` (and, when given, one of `andContains`, and none of `unlessContains`): the general advice cannot say what one
   * error's threads found (a half-written static pod file, systemd too old for a cgroup property).
   */
  adviceFor?: SpecificAdvice[];
  references: Reference[];
  /** Paths in kubernetes/kubernetes (or another repo, as a full URL) of the code that logs it. */
  sourceFiles: string[];
  /** Real lines (from the corpus or the seed analysis) that this entry must match. */
  samples: string[];
  /** A line that worries people but reports no error (RemoveContainer): explained on hover, no diagnostic. */
  informational?: boolean;
  /**
   * A line of this entry within `seconds` after a line of one of `entries`, or of this entry, from the same process
   * is part of what that line reports (a panic's stack after its first line): it gets no finding of its own. With
   * `earlierSays`, a line of another entry counts only when its error holds one of those texts; with
   * `onlyLinesStarting`, only this entry's lines whose message starts so continue anything.
   */
  continues?: { entries: string[]; seconds: number; earlierSays?: string[]; onlyLinesStarting?: string[] };
  /** Set on entries from a workspace rule file: their text is shown escaped, never as markdown. */
  fromUserRules?: boolean;
}

/** See CatalogueEntry.adviceFor. */
export interface SpecificAdvice {
  ifContains: string[];
  andContains?: string[];
  /** Not when the line also holds one of these (a projected volume's error that also names a Secret not found). */
  unlessContains?: string[];
  advice: string;
  /**
   * The entry's general advice (whenNotBenign) does not apply where this does (a Windows node with Docker has no
   * `journalctl` or `crictl`): it is not given beside it (r64a W7).
   */
  instead?: boolean;
}

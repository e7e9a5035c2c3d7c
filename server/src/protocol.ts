// Custom LSP requests shared by the server and the client: the client imports its types (`import type`) and the
// method names below (strings), so no server logic reaches the client bundle through this file.

export const PodTimelineRequest = 'kubeletLog/podTimeline';
export const PodLinesRequest = 'kubeletLog/podLines';
export const AnalyzeFileRequest = 'kubeletLog/analyzeFile';
/** The events of one phase of one pod, asked for when the tree expands the phase (the timeline carries counts). */
export const PhaseEventsRequest = 'kubeletLog/phaseEvents';
/** Where a line sits in the tree (pod, phase, event), for following the cursor. */
export const EventAtRequest = 'kubeletLog/eventAt';
/** "Go to Time": the line at or after a time typed as the log writes times. Params: LineAtTimeParams; result: LineAtTimeResult. */
export const LineAtTimeRequest = 'kubeletLog/lineAtTime';

export interface LineAtTimeParams {
  uri: string;
  /** `17:16`, `17:16:32.398`, `Jul 31 17:16:32`, `0731 17:16:32`, `2023-07-31T17:16:32Z`. */
  time: string;
}

/** The line found (0-based) and its time; `note` when no line is at or after the time asked. `error` instead: the time was not understood, or the log has no times. */
export interface LineAtTimeResult {
  line?: number;
  time?: string;
  note?: string;
  error?: string;
}

/**
 * The log lines of a document that is a JSON export (Grafana's JSON download, a Loki API response), in time order,
 * as a log. Params: ExportLinesParams; result: ExportLines, or an error saying why there are none.
 */
export const ExportLinesRequest = 'kubeletLog/exportLines';
/** The client command a quick fix on an export's notice runs (arguments: the document's URI). */
export const OPEN_EXPORT_LINES_COMMAND = 'kubeletLog.openExportLines';

/** Which text: an open (synced) document by `uri`, else the `text` given, else the file at `path` (read whole, bounded). */
export interface ExportLinesParams {
  uri?: string;
  text?: string;
  path?: string;
}

export interface ExportLines {
  /** What the document is, in words ("Grafana's JSON download"). */
  export: string;
  entries: number;
  text: string;
}

/** Sent by the server while `kubeletLog/analyzeFile` reads a file, a few times a second. Params: AnalyzeFileProgress. */
export const AnalyzeFileProgressNotification = 'kubeletLog/analyzeFileProgress';
/** Sent by the server when a document's analysis changed, so views refresh. Params: { uri, version }. */
export const AnalysisChangedNotification = 'kubeletLog/analysisChanged';

export type PhaseId =
  | 'config-add'
  | 'config-update'
  | 'admission-rejected'
  | 'deletion-requested'
  | 'api-removed'
  | 'sandbox'
  | 'volumes-mounted'
  | 'image-pull'
  | 'containers-started'
  | 'start-failed'
  | 'container-exited'
  | 'running'
  | 'terminating'
  | 'terminated'
  | 'volumes-unmounted'
  | 'cgroups-removed'
  | 'container-removal'
  | 'orphan-cleanup'
  | 'worker-removed'
  | 'garbage-collection'
  | 'eviction'
  | 'oom'
  | 'crash-loop'
  | 'restart'
  | 'housekeeping'
  | 'kubelet-start';

export type PodState = 'starting' | 'running' | 'terminating' | 'deleted' | 'terminated' | 'crash-looping' | 'failing-to-start' | 'evicted' | 'rejected' | 'unknown';
export type VerdictName = 'benign' | 'investigate' | 'actionable';

export interface PodTimelineParams {
  uri: string;
}

export interface EventView {
  /** 0-based line in the document. */
  line: number;
  /** ISO time (node wall clock), when the line has one. */
  time?: string;
  severity?: 'I' | 'W' | 'E' | 'F';
  message: string;
  /**
   * A short label when the message says more than a tree row can show: a finding's rule and detail
   * (`CrashLoopBackOff: container busybox, back-off 10s`), a volume operation's volume (`UnmountVolume started: volume
   * "kube-api-access-2d7bz"`); the message stays for the tooltip.
   */
  summary?: string;
  verdict?: VerdictName;
  ruleId?: string;
}

export interface PhaseView {
  /** `other-lines`: the pod's lines that are no lifecycle marker (PLEG relists, stats, volume desired state), listed last. */
  phase: PhaseId | 'other-lines';
  label: string;
  start?: string;
  end?: string;
  durationMs?: number;
  /** Lines in the phase; `kubeletLog/phaseEvents` gives the events (at most MAX_EVENTS_PER_PHASE of them). */
  eventCount: number;
  /** The gravest verdict among the phase's lines. */
  worst?: VerdictName;
}

export interface PhaseEventsParams {
  uri: string;
  podKey: string;
  /** Index in the pod's `phases` (0 for the first), not the phase's id: anything else is refused (InvalidParams). */
  phase: number;
}

export interface PhaseEventsResult {
  version: number | null;
  events: EventView[];
}

export interface EventAtParams {
  uri: string;
  /** 0-based line. */
  line: number;
}

export interface EventAtResult {
  /** The document version the answer is for (the tree ignores an answer for another version than it shows). */
  version: number | null;
  podKey: string;
  phase: number;
  /** The event's index in `kubeletLog/phaseEvents`, or -1: the line is in that phase past the events it lists. */
  event: number;
}

export interface PodView {
  /** Stable key: the pod UID when known, else namespace/name. */
  key: string;
  namespace: string;
  name: string;
  uid?: string;
  /** The node (host) its lines come from, when the log names hosts. */
  node?: string;
  state: PodState;
  hasActionable: boolean;
  start?: string;
  end?: string;
  durationMs?: number;
  firstLine: number;
  summary: string;
  containers: { id: string; name?: string; kind: 'container' | 'sandbox' }[];
  phases: PhaseView[];
}

export interface PodTimelineResult {
  uri: string;
  version: number | null;
  kubeletVersion?: string;
  /** The component that wrote the log, when its flags or identifiers say (`kube-apiserver`); undefined: a kubelet's, or not told. */
  component?: string;
  /**
   * Where the year of the times came from: the log itself, the user (`--year`), or (klog and journald write none) the
   * file's date or today. Then the year in every time of this result is a guess, and views leave it out.
   */
  yearSource?: 'log' | 'given' | 'file-date' | 'today';
  shape: string;
  pods: PodView[];
  counts: { lines: number; unparsed: number; pods: number; actionable: number; investigate: number; benign: number };
  /** Set when the analysis was cut at a limit; the message says which. */
  truncated?: string;
  /**
   * Set when analyzeFile was given gzip data (a rotated `kubelet.log.1.gz`): `uri` is then its decompressed copy, in a
   * temporary folder the server removes when it exits; `problem` says what was lost when the data ended early.
   */
  decompressed?: { from: string; problem: string | null };
  /**
   * Set when analyzeFile read several files as one log (`paths`): `uri` is then the joined copy, and this each file's
   * lines in it (`firstLine` 0-based), oldest first; `joinNotes` what the reader should know (data cut short, files
   * whose times overlap).
   */
  joinedFrom?: { uri: string; firstLine: number; lines: number; gzip: boolean }[];
  joinNotes?: string[];
}

export interface PodLinesParams {
  uri: string;
  podKey: string;
}

export interface PodLinesResult {
  /** Each line of the pod, with its 0-based line in the source document. */
  lines: { line: number; text: string }[];
}

export interface AnalyzeFileParams {
  /** Absolute path of a log file on the machine the server runs on. */
  path: string;
  /**
   * Several files to read as one log (rotated logs picked together), `path` among them: they are put oldest first by
   * the time of each one's first line.
   */
  paths?: string[];
}

export interface AnalyzeFileProgress {
  /** The path of the analyzeFile request. */
  path: string;
  /** Bytes read and analysed so far, of `size` (the file's size when the analysis started). */
  bytesRead: number;
  size: number;
}

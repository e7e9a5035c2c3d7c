// The Pods view (`kubeletLog.pods`): pods → lifecycle phases → events, from the server's PodTimelineResult.
// Labels, descriptions and tooltips are plain text or escaped markdown: log text is untrusted.
import * as vscode from 'vscode';
import type { EventView, PhaseId, PhaseView, PodState, PodTimelineResult, PodView } from '../../server/src/protocol';
import { escapeMarkdown, formatDuration, plainLabel, podLabel, singleLine, staticKind, staticPodNames, timeOfDay, timeSpan, truncate, yearKnown } from './format';
import type { TimelineSource } from './timeline';

export const PODS_VIEW = 'kubeletLog.pods';

export interface PodNode {
  readonly kind: 'pod';
  readonly id: string;
  readonly pod: PodView;
  readonly parent: undefined;
}
export interface PhaseNode {
  readonly kind: 'phase';
  readonly id: string;
  readonly phase: PhaseView;
  readonly parent: PodNode;
}
export interface EventNode {
  readonly kind: 'event';
  readonly id: string;
  readonly event: EventView;
  readonly parent: PhaseNode;
}
/** The last child of a phase whose lines are more than the tree lists: how many more, and a way to see them all. */
export interface MoreNode {
  readonly kind: 'more';
  readonly id: string;
  readonly more: number;
  readonly parent: PhaseNode;
}
export type TreeNode = PodNode | PhaseNode | EventNode | MoreNode;

const EVENT_LABEL_MAX = 140;
const FOLLOW_DEBOUNCE_MS = 120;

export function isPodNode(x: unknown): x is PodNode {
  return !!x && typeof x === 'object' && (x as { kind?: unknown }).kind === 'pod' && 'pod' in x;
}

export class PodTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined | void>();
  readonly onDidChangeTreeData = this.changed.event;

  private readonly view: vscode.TreeView<TreeNode>;
  private result: PodTimelineResult | undefined;
  private filter = '';
  private pods: PodNode[] = [];
  /** Whether the log's pods are on more than one node (then each pod's item names its node). */
  private severalNodes = false;
  /** namespace/name of the static pods shown, so that their mirror pods say what they are. */
  private staticNames: ReadonlySet<string> = new Set();
  private readonly phaseNodes = new Map<PodNode, PhaseNode[]>();
  /** A phase's events, fetched from the server when the phase is first expanded. */
  private readonly eventNodes = new Map<PhaseNode, Promise<(EventNode | MoreNode)[]>>();
  private followTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set while the cursor's line is no event of the tree (the selection then shows an earlier line's). */
  private cursorNote: string | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly source: TimelineSource) {
    this.view = vscode.window.createTreeView(PODS_VIEW, { treeDataProvider: this, showCollapseAll: true });
    this.disposables.push(
      this.view,
      this.changed,
      source.onDidChange((r) => this.setResult(r)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.scheduleFollow(e.textEditor)),
      // Another editor (or none): the cursor note is about a line of the log no longer in front.
      vscode.window.onDidChangeActiveTextEditor((e) => (e ? this.scheduleFollow(e) : this.setCursorNote(undefined))),
      this.view.onDidChangeVisibility((e) => {
        if (e.visible) this.scheduleFollow(vscode.window.activeTextEditor);
      }),
      vscode.commands.registerCommand('kubeletLog.filterPods', () => this.promptFilter()),
      vscode.commands.registerCommand('kubeletLog.clearFilter', () => this.setFilter('')),
    );
    void vscode.commands.executeCommand('setContext', 'kubeletLog.filterActive', false);
    this.setResult(source.current);
  }

  get treeView(): vscode.TreeView<TreeNode> {
    return this.view;
  }

  dispose(): void {
    if (this.followTimer) clearTimeout(this.followTimer);
    for (const d of this.disposables) d.dispose();
  }

  /** The pod node for a key in the current result (for commands invoked with a key). */
  findPod(podKey: string): PodNode | undefined {
    return this.pods.find((p) => p.pod.key === podKey);
  }

  /** Focuses the view and selects a pod (the code lens's "show timeline"). */
  async revealPod(podKey: string): Promise<boolean> {
    let node = this.findPod(podKey);
    if (!node && this.filter) {
      this.setFilter('');
      node = this.findPod(podKey);
    }
    if (!node) return false;
    await this.view.reveal(node, { select: true, focus: true, expand: true });
    return true;
  }

  // ---- TreeDataProvider ----

  getChildren(node?: TreeNode): TreeNode[] | Promise<TreeNode[]> {
    if (!node) return this.pods;
    if (node.kind === 'pod') return this.phasesOf(node);
    if (node.kind === 'phase') return this.eventsOf(node);
    return [];
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    switch (node.kind) {
      case 'pod':
        return this.podItem(node);
      case 'phase':
        return this.phaseItem(node);
      case 'event':
        return this.eventItem(node);
      case 'more':
        return this.moreItem(node);
    }
  }

  // ---- items ----

  private podItem(node: PodNode): vscode.TreeItem {
    const pod = node.pod;
    // A pod with no lifecycle phase has nothing to expand: a click takes to its first line instead.
    const collapsible = pod.phases.length === 0 ? vscode.TreeItemCollapsibleState.None : this.pods.length === 1 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed;
    // The name first: what tells pods apart is its end (a ReplicaSet's hash and suffix), which a namespace in front
    // pushed out of a narrow side bar (review r32a); the namespace leads the description.
    const named = pod.namespace !== '?' || !pod.name.startsWith('unknown pod (');
    const item = new vscode.TreeItem(plainLabel(named ? pod.name : podLabel(pod)), collapsible);
    item.id = node.id;
    const uri = this.source.currentUri;
    if (pod.phases.length === 0 && uri) item.command = { command: 'kubeletLog.revealLine', title: 'Reveal Line', arguments: [uri.toString(), pod.firstLine] };
    const duration = pod.durationMs ? formatDuration(pod.durationMs) : '';
    // A log of several nodes (a cluster-wide export) says which node each pod is on.
    const onNode = pod.node !== undefined && this.severalNodes ? ` · ${plainLabel(pod.node, 60)}` : '';
    // A static pod and the API's mirror of it share a name: each says which it is.
    const kind = staticKind(pod, this.staticNames);
    const namespace = named && pod.namespace !== '?' ? `${plainLabel(pod.namespace, 63)} · ` : '';
    // The span of its lines in this log, which is not how long it lived: said so.
    item.description = `${namespace}${kind ? `${kind} · ` : ''}${duration ? `${pod.state} · lines over ${duration}` : pod.state}${onNode}`;
    item.iconPath = podIcon(pod.state, pod.hasActionable);
    item.contextValue = 'pod';
    item.tooltip = podTooltip(pod, yearKnown(this.result));
    item.accessibilityInformation = {
      label: `Pod ${singleLine(pod.namespace)}/${singleLine(pod.name)}, ${pod.state}${duration ? `, ${duration}` : ''}${pod.hasActionable ? ', has actionable errors' : ''}`,
    };
    return item;
  }

  private phaseItem(node: PhaseNode): vscode.TreeItem {
    const ph = node.phase;
    const item = new vscode.TreeItem(
      plainLabel(ph.label),
      ph.eventCount ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None,
    );
    item.id = node.id;
    // When it began (a pod's phases of one kind repeat: two "pod worker removed" tell apart by it), and how long it
    // took; a phase of one instant has no duration worth showing ("0 s" would read as if nothing happened).
    item.description = [timeOfDay(ph.start).slice(0, 12), ph.durationMs ? formatDuration(ph.durationMs) : ''].filter(Boolean).join(' · ');
    item.iconPath = phaseIcon(ph);
    item.contextValue = 'phase';
    const span = timeSpan(ph.start, ph.end, ph.durationMs, yearKnown(this.result));
    const unit = ph.phase === 'other-lines' ? 'line' : 'event';
    item.tooltip = `${singleLine(ph.label)}${span ? `\n${span}` : ''}\n${ph.eventCount} ${unit}${ph.eventCount === 1 ? '' : 's'}`;
    return item;
  }

  private eventItem(node: EventNode): vscode.TreeItem {
    const ev = node.event;
    const time = timeOfDay(ev.time);
    // Milliseconds in the row (a narrow side bar had room for `08:07:20.992141 CrashLoopBa…` only, r36a 6); the tooltip has the rest.
    const label = truncate(`${time ? `${time.slice(0, 12)} ` : ''}${singleLine(ev.summary ?? ev.message)}`, EVENT_LABEL_MAX);
    const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.None);
    item.id = node.id;
    item.iconPath = verdictIcon(ev);
    item.contextValue = 'event';
    const uri = this.source.currentUri;
    if (uri) {
      const pod = node.parent.parent.pod;
      // The pod goes along: a file too big to open in an editor shows the line among its pod's lines.
      item.command = { command: 'kubeletLog.revealLine', title: 'Reveal Line', arguments: [uri.toString(), ev.line, pod.key, podLabel(pod)] };
    }
    // Plain string tooltip: rendered as text, never as markdown.
    const head = [`Line ${ev.line + 1}`, time, ev.severity, ev.verdict, ev.ruleId].filter(Boolean).join(' · ');
    item.tooltip = `${head}\n${ev.summary ? `${truncate(singleLine(ev.summary), 500)}\n` : ''}${truncate(singleLine(ev.message), 2000)}`;
    return item;
  }

  private moreItem(node: MoreNode): vscode.TreeItem {
    const item = new vscode.TreeItem(`… ${node.more} more: Show Pod's Lines`, vscode.TreeItemCollapsibleState.None);
    item.id = node.id;
    item.iconPath = new vscode.ThemeIcon('list-flat');
    item.contextValue = 'more';
    item.tooltip = `The tree lists the first ${node.parent.phase.eventCount - node.more} entries of this phase; "Show Pod's Lines" opens every line of the pod beside the log.`;
    const uri = this.source.currentUri;
    if (uri) item.command = { command: 'kubeletLog.showPodLines', title: "Show Pod's Lines", arguments: [uri.toString(), node.parent.parent.pod.key] };
    return item;
  }

  // ---- model ----

  private setResult(result: PodTimelineResult | undefined): void {
    // Another log: a note about the previous one's line is stale (the next cursor move asks again), and a filter typed
    // for its pods would show this one's as "0 of N".
    if (result?.uri !== this.result?.uri) {
      this.cursorNote = undefined;
      if (this.filter && this.result !== undefined && result !== undefined) {
        this.filter = '';
        void vscode.commands.executeCommand('setContext', 'kubeletLog.filterActive', false);
      }
    }
    this.result = result;
    this.rebuild();
  }

  private rebuild(): void {
    const r = this.result;
    this.phaseNodes.clear();
    this.eventNodes.clear();
    const f = this.filter.toLowerCase();
    const pods = r ? r.pods.filter((p) => !f || podMatches(p, f)) : [];
    this.severalNodes = new Set(r?.pods.map((p) => p.node).filter((n) => n !== undefined)).size > 1;
    this.staticNames = staticPodNames(r?.pods ?? []);
    const seen = new Set<string>();
    this.pods = pods.map((pod, i) => {
      let id = `pod:${pod.key}`;
      if (seen.has(id)) id += `#${i}`; // tree item ids must be unique even if two pods share a key
      seen.add(id);
      return { kind: 'pod', id, pod, parent: undefined };
    });
    this.updateMessage();
    this.changed.fire();
    this.scheduleFollow(vscode.window.activeTextEditor);
  }

  private phasesOf(node: PodNode): PhaseNode[] {
    let phases = this.phaseNodes.get(node);
    if (!phases) {
      phases = node.pod.phases.map((phase, i) => ({ kind: 'phase', id: `${node.id}/${i}:${phase.phase}`, phase, parent: node }));
      this.phaseNodes.set(node, phases);
    }
    return phases;
  }

  private eventsOf(node: PhaseNode): Promise<(EventNode | MoreNode)[]> {
    let events = this.eventNodes.get(node);
    if (!events) {
      const index = this.phasesOf(node.parent).indexOf(node);
      events = this.source.phaseEvents(node.parent.pod.key, index).then((list) => {
        const nodes: (EventNode | MoreNode)[] = list.map((event, i): EventNode => ({ kind: 'event', id: `${node.id}/${i}@${event.line}`, event, parent: node }));
        // A phase with more lines than the server lists ends in a node that opens all of the pod's lines.
        const more = node.phase.eventCount - list.length;
        if (list.length > 0 && more > 0) nodes.push({ kind: 'more', id: `${node.id}/more`, more, parent: node });
        return nodes;
      });
      this.eventNodes.set(node, events);
    }
    return events;
  }

  private updateMessage(): void {
    const r = this.result;
    const parts: string[] = [];
    if (r) {
      if (this.filter) parts.push(`Filter "${singleLine(this.filter)}": ${this.pods.length} of ${r.pods.length} pod${r.pods.length === 1 ? '' : 's'}.`);
      else if (r.pods.length === 0) parts.push('No pods found in this log.');
      // Only what the tree lists is cut (the analysis and Problems have every line): said as such.
      if (r.truncated) parts.push(`Listed in part: ${singleLine(r.truncated)}.`);
      // Another component's log names pods it worked on, not a node's pods.
      if (r.component && r.component !== 'kubelet') parts.push(`A ${singleLine(r.component)} log: these are the pods it names.`);
    }
    // The log the pods are of, said where it shows: a view alone in its container shows no description.
    const file = this.source.currentUri ? baseName(this.source.currentUri) : undefined;
    if (this.cursorNote) parts.push(this.cursorNote);
    this.view.message = [r && file, parts.join(' ')].filter(Boolean).join(' — ') || undefined;
    this.view.description = file;
  }

  // ---- filter ----

  private async promptFilter(): Promise<void> {
    const value = await vscode.window.showInputBox({
      title: 'Filter Pods',
      prompt: 'Show pods whose namespace/name, UID, node or state contains this text (empty clears the filter)',
      value: this.filter,
      placeHolder: 'e.g. kube-system/, nginx, 5011243d, worker-2, crash or failing',
    });
    if (value !== undefined) this.setFilter(value.trim());
  }

  private setFilter(value: string): void {
    this.filter = value;
    void vscode.commands.executeCommand('setContext', 'kubeletLog.filterActive', value !== '');
    this.rebuild();
  }

  // ---- follow the cursor ----

  private scheduleFollow(editor: vscode.TextEditor | undefined): void {
    if (!editor) return;
    if (this.followTimer) clearTimeout(this.followTimer);
    this.followTimer = setTimeout(() => {
      this.followTimer = undefined;
      void this.follow(editor);
    }, FOLLOW_DEBOUNCE_MS);
  }

  private async follow(editor: vscode.TextEditor): Promise<void> {
    const uri = this.source.currentUri;
    const following = this.view.visible && this.result !== undefined && this.pods.length > 0 && vscode.workspace.getConfiguration('kubeletLog').get<boolean>('followCursor', true);
    if (!following || !uri || editor.document.uri.toString() !== uri.toString()) {
      this.setCursorNote(undefined);
      return;
    }
    const line = editor.selection.active.line;
    const result = this.result;
    const { node, eventOfNoPod, pastListed } = await this.nodeForLine(line);
    if (result !== this.result) return; // the tree changed meanwhile
    // A tree's selection cannot be cleared through the API: say that the selected event is not the cursor's line (only
    // when the line is no event: one of a pod the filter hides is an event all the same).
    // Nothing selected: nothing stale to explain.
    if (pastListed) {
      this.setCursorNote(`Line ${line + 1} is in "${singleLine(pastListed.phase.label)}" of ${singleLine(podLabel(pastListed.parent.pod))}, past the lines listed there (Show Pod's Lines has them all).`);
    } else this.setCursorNote(eventOfNoPod && this.view.selection.length > 0 ? `line ${line + 1}: no pod` : undefined);
    if (!node) return;
    const selected = this.view.selection[0];
    if (selected && selected.id === node.id) return;
    try {
      await this.view.reveal(node, { select: true, focus: false, expand: false });
    } catch {
      // The tree changed under us (a refresh raced the reveal); the next selection change retries.
    }
  }

  private setCursorNote(note: string | undefined): void {
    if (note === this.cursorNote) return;
    this.cursorNote = note;
    this.updateMessage();
  }

  /** The tree node of a line, if shown; `eventOfNoPod`: the line is no pod's event at all (not one the filter hides). */
  private async nodeForLine(line: number): Promise<{ node?: TreeNode; eventOfNoPod: boolean; pastListed?: PhaseNode }> {
    const at = await this.source.eventAt(line);
    const pod = at && this.pods.find((p) => p.pod.key === at.podKey);
    const phase = pod && this.phasesOf(pod)[at.phase];
    if (phase) {
      // Past the lines the tree lists: the phase itself, and a note that says so.
      if (at.event < 0) return { node: phase, eventOfNoPod: false, pastListed: phase };
      const event = (await this.eventsOf(phase))[at.event];
      if (event) return { node: event, eventOfNoPod: false };
    }
    const first = this.pods.find((p) => p.pod.firstLine === line);
    return { node: first, eventOfNoPod: !at && !first };
  }
}

function podMatches(p: PodView, f: string): boolean {
  return (
    `${p.namespace}/${p.name}`.toLowerCase().includes(f) ||
    (p.uid ?? '').toLowerCase().includes(f) ||
    (p.node ?? '').toLowerCase().includes(f) ||
    // A state too: "crash" finds the crash-looping pods.
    p.state.includes(f) ||
    p.key.toLowerCase().includes(f)
  );
}

function podIcon(state: PodState, hasActionable: boolean): vscode.ThemeIcon {
  if (state === 'crash-looping') return new vscode.ThemeIcon('sync', new vscode.ThemeColor('problemsErrorIcon.foreground'));
  if (hasActionable) return new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground'));
  switch (state) {
    case 'evicted':
    case 'rejected':
    case 'failing-to-start':
      return new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground'));
    case 'deleted':
      return new vscode.ThemeIcon('trash');
    case 'terminating':
      return new vscode.ThemeIcon('watch');
    case 'starting':
      return new vscode.ThemeIcon('loading');
    case 'running':
      return new vscode.ThemeIcon('play-circle');
    case 'terminated':
      return new vscode.ThemeIcon('debug-stop');
    default:
      return new vscode.ThemeIcon('question');
  }
}

const PHASE_ICONS: Partial<Record<PhaseView['phase'], string>> = {
  'other-lines': 'list-unordered',
  'config-add': 'add',
  'config-update': 'edit',
  'admission-rejected': 'circle-slash',
  'deletion-requested': 'trash',
  'api-removed': 'close',
  sandbox: 'package',
  'volumes-mounted': 'database',
  'image-pull': 'cloud-download',
  'containers-started': 'play',
  'start-failed': 'debug-disconnect',
  'container-exited': 'debug-step-out',
  running: 'play-circle',
  terminating: 'debug-pause',
  terminated: 'debug-stop',
  'volumes-unmounted': 'debug-disconnect',
  'cgroups-removed': 'circuit-board',
  'container-removal': 'remove',
  'orphan-cleanup': 'clear-all',
  'worker-removed': 'person',
  'garbage-collection': 'trash',
  eviction: 'warning',
  oom: 'flame',
  'crash-loop': 'sync',
  restart: 'refresh',
  housekeeping: 'tools',
  'kubelet-start': 'debug-start',
};

function phaseIcon(ph: PhaseView): vscode.ThemeIcon {
  const worst = ph.worst === 'actionable'
    ? new vscode.ThemeColor('problemsErrorIcon.foreground')
    : ph.worst === 'investigate'
      ? new vscode.ThemeColor('problemsWarningIcon.foreground')
      : undefined;
  return new vscode.ThemeIcon(PHASE_ICONS[ph.phase] ?? 'symbol-event', worst);
}

function verdictIcon(ev: EventView): vscode.ThemeIcon | undefined {
  switch (ev.verdict) {
    case 'actionable':
      return new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground'));
    case 'investigate':
      return new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground'));
    case 'benign':
      return new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'));
    default:
      return ev.severity === 'E' || ev.severity === 'F' ? new vscode.ThemeIcon('circle-small-filled') : new vscode.ThemeIcon('circle-small');
  }
}

function podTooltip(pod: PodView, withYear: boolean): vscode.MarkdownString {
  // Every piece of log text is escaped (escapeMarkdown), the string is untrusted, and HTML is off.
  const md = new vscode.MarkdownString(undefined, false);
  md.isTrusted = false;
  md.supportHtml = false;
  md.supportThemeIcons = false;
  const facts = [
    pod.uid ? `UID ${pod.uid}` : undefined,
    `state ${pod.state}${pod.hasActionable ? ', has actionable errors' : ''}`,
    timeSpan(pod.start, pod.end, pod.durationMs, withYear) || undefined,
    pod.containers.length ? `${pod.containers.length} container/sandbox ID${pod.containers.length === 1 ? '' : 's'}` : undefined,
  ].filter((x): x is string => !!x);
  const paragraphs = [`**${escapeMarkdown(singleLine(podLabel(pod)))}**`, escapeMarkdown(singleLine(facts.join(' · ')))];
  if (pod.summary.trim()) paragraphs.push(escapeMarkdown(truncate(singleLine(pod.summary), 4000)));
  md.appendMarkdown(paragraphs.join('\n\n'));
  return md;
}

function baseName(uri: vscode.Uri): string {
  const p = uri.path;
  return p.slice(p.lastIndexOf('/') + 1) || uri.toString(true);
}

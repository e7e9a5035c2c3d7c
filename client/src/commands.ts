// The extension's commands (palette and Pods view menus) and the read-only "pod lines" documents.
import * as vscode from 'vscode';
import { isRepeat } from './repeatMarks';
import { parseTimeQuery } from '../../server/src/model/timeQuery';
import { AnalyzeFileProgressNotification, AnalyzeFileRequest, ExportLinesRequest, LineAtTimeRequest, OPEN_EXPORT_LINES_COMMAND, PodLinesRequest } from '../../server/src/protocol';
import type { AnalyzeFileParams, AnalyzeFileProgress, ExportLines, ExportLinesParams, LineAtTimeParams, LineAtTimeResult, PodLinesParams, PodLinesResult, PodTimelineResult, PodView } from '../../server/src/protocol';
import { parsePodLinePrefix, plainLabel, podLabel, podLinePrefix, podLinePrefixLength, podSummaryMarkdown, singleLine } from './format';
import { isPodNode, PODS_VIEW, type PodTreeProvider } from './podTree';
import { errorText, KUBELET_LANGUAGE, sameUri, type ClientProvider, type TimelineSource } from './timeline';

export const POD_LINES_SCHEME = 'kubelet-log-pod';
/** Read-only documents holding the log lines taken out of a JSON export (not an unsaved untitled document). */
export const EXPORT_LINES_SCHEME = 'kubelet-log-export';

/** The lines of each open export-lines document, until it closes. */
class ExportLinesStore implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  // Let go a while after the document closes, if it was not opened again: setting its language closes and reopens it.
  private readonly sub = vscode.workspace.onDidCloseTextDocument((d) => {
    if (d.uri.scheme !== EXPORT_LINES_SCHEME) return;
    const key = d.uri.toString();
    setTimeout(() => {
      if (!vscode.workspace.textDocuments.some((o) => o.uri.toString() === key)) this.texts.delete(key);
    }, 60_000);
  });

  /** A URI named after the export (`Explore-logs.json` → `Explore-logs.lines.log`), unique per opening. */
  put(source: vscode.Uri, text: string): vscode.Uri {
    const base = source.path.slice(source.path.lastIndexOf('/') + 1).replace(/\.json$/i, '') || 'export';
    const uri = vscode.Uri.from({ scheme: EXPORT_LINES_SCHEME, path: `/${base}.lines.log`, query: `n=${++this.opened}` });
    this.texts.set(uri.toString(), text);
    return uri;
  }

  private opened = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '(these lines are gone: run Open Log Lines of a JSON Export again)\n';
  }

  dispose(): void {
    this.sub.dispose();
    this.texts.clear();
  }
}

/** Made when the commands are registered (it subscribes to VS Code's events). */
let exportLines: ExportLinesStore | undefined;
/** VS Code does not sync files over 50 MB to extensions; bigger files are analysed by the server from disk only. */
const EDITOR_SYNC_LIMIT = 50 * 1024 * 1024;

interface PodRef {
  uri: vscode.Uri;
  podKey: string;
  /** ns/name, for titles. */
  label: string;
  pod?: PodView;
}

export function registerCommands(
  context: vscode.ExtensionContext,
  getClient: ClientProvider,
  source: TimelineSource,
  tree: PodTreeProvider,
): void {
  const podLines = new PodLinesProvider(getClient, source);
  exportLines = new ExportLinesStore();
  context.subscriptions.push(
    podLines,
    exportLines,
    vscode.workspace.registerTextDocumentContentProvider(EXPORT_LINES_SCHEME, exportLines),
    vscode.workspace.registerTextDocumentContentProvider(POD_LINES_SCHEME, podLines),
    vscode.languages.registerDefinitionProvider({ scheme: POD_LINES_SCHEME }, new PodLinesDefinitionProvider()),
    vscode.languages.registerHoverProvider({ scheme: POD_LINES_SCHEME }, new PodLinesHoverProvider()),

    vscode.commands.registerCommand('kubeletLog.revealLine', (uri: unknown, line: unknown, podKey?: unknown, label?: unknown) => {
      if (typeof uri !== 'string' || typeof line !== 'number') return undefined;
      const pod = typeof podKey === 'string' ? { podKey, label: typeof label === 'string' ? label : podKey } : undefined;
      return revealLine(vscode.Uri.parse(uri), line, true, pod);
    }),
    vscode.commands.registerCommand('kubeletLog.showPodLines', async (a?: unknown, b?: unknown) => {
      const ref = await resolvePod(source, tree, a, b, 'Show Pod Lines');
      if (ref) await showPodLines(ref);
    }),
    vscode.commands.registerCommand('kubeletLog.openSourceLine', () => openSourceLine()),
    vscode.commands.registerCommand('kubeletLog.nextActionable', () => gotoActionable(1)),
    vscode.commands.registerCommand('kubeletLog.previousActionable', () => gotoActionable(-1)),
    vscode.commands.registerCommand('kubeletLog.goToTime', (time?: unknown) => goToTime(getClient, typeof time === 'string' ? time : undefined)),
    vscode.commands.registerCommand('kubeletLog.copyPodSummary', async (a?: unknown, b?: unknown) => {
      const ref = await resolvePod(source, tree, a, b, 'Copy Pod Summary');
      if (!ref) return;
      if (!ref.pod) {
        void vscode.window.showWarningMessage('Kubelet Log: that pod is not in the timeline shown in the Pods view.');
        return;
      }
      const r = source.current;
      await vscode.env.clipboard.writeText(podSummaryMarkdown(ref.pod, r && { uri: r.uri, kubeletVersion: r.kubeletVersion, yearSource: r.yearSource }));
      vscode.window.setStatusBarMessage(`Kubelet Log: copied the summary of ${plainLabel(ref.label, 80)}`, 3000);
    }),
    vscode.commands.registerCommand('kubeletLog.revealPod', async (a?: unknown, b?: unknown) => {
      const key = typeof b === 'string' ? b : typeof a === 'string' ? a : isPodNode(a) ? a.pod.key : undefined;
      if (!key) return;
      await vscode.commands.executeCommand(`${PODS_VIEW}.focus`);
      if (typeof a === 'string' && typeof b === 'string') await source.refresh();
      if (!(await tree.revealPod(key))) {
        void vscode.window.showInformationMessage('Kubelet Log: that pod is not in the timeline shown in the Pods view.');
      }
    }),
    // From the explorer, VS Code passes the clicked file and every selected one: several are read as one log.
    vscode.commands.registerCommand('kubeletLog.analyzeFile', (arg?: unknown, selected?: unknown) =>
      analyzeFile(getClient, source, arg instanceof vscode.Uri ? arg : undefined, Array.isArray(selected) ? selected.filter((u): u is vscode.Uri => u instanceof vscode.Uri) : []),
    ),
    vscode.commands.registerCommand('kubeletLog.refresh', () => source.refresh()),
    vscode.commands.registerCommand(OPEN_EXPORT_LINES_COMMAND, (arg?: unknown) => openExportLines(getClient, arg)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// JSON exports (Grafana's JSON download, a Loki API response): their log lines, opened as a new kubelet log

/**
 * Asks the server for the log lines of an export (the active editor's, or `arg`: a URI string from the quick fix, a
 * Uri from the explorer) and opens them in a new untitled kubelet log, oldest first.
 */
export async function openExportLines(getClient: ClientProvider, arg?: unknown): Promise<vscode.TextDocument | undefined> {
  const uri = typeof arg === 'string' ? vscode.Uri.parse(arg) : arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  if (!uri) {
    void vscode.window.showWarningMessage("Kubelet Log: open a JSON export of logs first (Grafana's JSON download, a Loki API response).");
    return undefined;
  }
  const client = await getClient();
  if (!client) return undefined;
  // The server has kubelet logs' text already; another document's text is sent; a file too large for the editor to
  // open (over 50 MB) is read by the server from disk.
  const open = vscode.workspace.textDocuments.find((d) => sameUri(d.uri, uri));
  let params: ExportLinesParams;
  if (open?.languageId === KUBELET_LANGUAGE) params = { uri: uri.toString() };
  else if (open) params = { text: open.getText() };
  else if (uri.scheme === 'file') params = { path: uri.fsPath };
  else params = { text: (await vscode.workspace.openTextDocument(uri)).getText() };
  try {
    const r = await client.sendRequest<ExportLines>(ExportLinesRequest, params);
    // A read-only document named after the export: nothing to save when it is closed.
    const doc = exportLines
      ? await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(exportLines.put(uri, r.text)), KUBELET_LANGUAGE)
      : await vscode.workspace.openTextDocument({ language: KUBELET_LANGUAGE, content: r.text });
    await vscode.window.showTextDocument(doc, { preview: false });
    vscode.window.setStatusBarMessage(`Kubelet Log: the ${r.entries.toLocaleString('en-US')} log lines of ${r.export}, oldest first`, 8000);
    return doc;
  } catch (e) {
    void vscode.window.showErrorMessage(`Kubelet Log: ${singleLine(errorText(e))}`);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Revealing lines

/**
 * Opens `uri` and selects `line` (0-based). A file too big for VS Code to give extensions (over 50 MB, analysed from
 * disk) is shown through its pod's lines when the line is a pod's (`pod`), else opened in an editor only.
 */
/** A file's size in bytes; infinite when it cannot be read. */
async function sizeOf(uri: vscode.Uri): Promise<number> {
  try {
    return (await vscode.workspace.fs.stat(uri)).size;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export async function revealLine(uri: vscode.Uri, line: number, preserveFocus: boolean, pod?: { podKey: string; label: string }): Promise<void> {
  const visible = vscode.window.visibleTextEditors.find((e) => sameUri(e.document.uri, uri));
  try {
    // A document not open yet is opened as the user would (vscode.open): one opened through the extension API is kept
    // by VS Code for three minutes after its editor closes, with its problems.
    if (!vscode.workspace.textDocuments.some((d) => sameUri(d.uri, uri)) && (await sizeOf(uri)) < EDITOR_SYNC_LIMIT) {
      await vscode.commands.executeCommand('vscode.open', uri, { viewColumn: visible?.viewColumn, preserveFocus, preview: true } satisfies vscode.TextDocumentShowOptions);
    }
    const doc = await vscode.workspace.openTextDocument(uri);
    const l = Math.max(0, Math.min(line, doc.lineCount - 1));
    const range = doc.lineAt(l).range;
    const editor = await vscode.window.showTextDocument(doc, {
      viewColumn: visible?.viewColumn ?? vscode.window.visibleTextEditors.find((e) => sameUri(e.document.uri, uri))?.viewColumn,
      preserveFocus,
      preview: true,
    });
    // The line selected with the cursor at its start: a long line in a narrow editor is shown from its beginning.
    editor.selection = new vscode.Selection(range.end, range.start);
    editor.revealRange(new vscode.Range(range.start, range.start), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  } catch {
    if (pod && (await revealInPodLines({ uri, ...pod }, line))) return;
    const pos = new vscode.Position(Math.max(0, line), 0);
    await vscode.commands.executeCommand('vscode.open', uri, {
      selection: new vscode.Range(pos, pos),
      preserveFocus,
      preview: true,
    } satisfies vscode.TextDocumentShowOptions);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Next / previous actionable finding

export function isActionable(d: vscode.Diagnostic): boolean {
  return d.severity === vscode.DiagnosticSeverity.Error || /^actionable\b/i.test(d.message);
}

/**
 * "Go to Time": the line at or after a time read elsewhere (an incident timeline, an event, another node's log), typed
 * as logs write times; the server finds it (times are the node's wall clock).
 */
async function goToTime(getClient: ClientProvider, given?: string): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== KUBELET_LANGUAGE) {
    void vscode.window.showInformationMessage('Kubelet Log: open a kubelet log to go to a time in it.');
    return;
  }
  const uri = editor.document.uri;
  const time =
    given ??
    (await vscode.window.showInputBox({
      title: 'Go to Time',
      prompt: "The first line at or after this time (the node's clock, as the log writes it)",
      placeHolder: '17:16:32.398 · Jul 31 17:16:32 · 0731 17:16:32 · 2023-07-31T17:16:32',
      ignoreFocusOut: true,
      // Said as it is typed, the box left open (a time the server cannot read had closed it, with a warning).
      validateInput: (value) => (value.trim() && !parseTimeQuery(value) ? 'Not a time this log writes: 17:16:32.398, Jul 31 17:16:32, 0731 17:16:32 or 2023-07-31T17:16:32' : undefined),
    }));
  if (!time?.trim()) return;
  const client = await getClient();
  if (!client) return;
  let found: LineAtTimeResult | null;
  try {
    found = await client.sendRequest<LineAtTimeResult | null>(LineAtTimeRequest, { uri: uri.toString(), time } satisfies LineAtTimeParams);
  } catch (err) {
    void vscode.window.showErrorMessage(`Kubelet Log: ${singleLine(errorText(err))}`);
    return;
  }
  if (!found || found.line === undefined) {
    void vscode.window.showWarningMessage(`Kubelet Log: ${singleLine(found?.error ?? 'this log is not analysed yet')}`);
    return;
  }
  await revealLine(uri, found.line, false);
  const said = `line ${found.line + 1}, ${found.time}${found.note ? ` (${found.note})` : ''}`;
  if (found.note) void vscode.window.showInformationMessage(`Kubelet Log: ${singleLine(said)}`);
  else vscode.window.setStatusBarMessage(`Kubelet Log: ${said}`, 5000);
}

async function gotoActionable(direction: 1 | -1): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== KUBELET_LANGUAGE) {
    void vscode.window.showInformationMessage('Kubelet Log: open a kubelet log to move between its actionable errors.');
    return;
  }
  // A folded repeat is the same problem as the first of its kind: stepping stops at each problem once (r36a).
  const diags = vscode.languages
    .getDiagnostics(editor.document.uri)
    .filter((d) => isActionable(d) && !isRepeat(d))
    .sort((a, b) => a.range.start.compareTo(b.range.start));
  if (diags.length === 0) {
    vscode.window.setStatusBarMessage('Kubelet Log: no actionable errors in this log (F8, Go to Next Problem, steps through every finding)', 5000);
    return;
  }
  const here = editor.selection.active;
  let index: number;
  let wrapped = false;
  if (direction === 1) {
    index = diags.findIndex((d) => d.range.start.line > here.line);
    if (index < 0) {
      index = 0;
      wrapped = true;
    }
  } else {
    index = -1;
    for (let i = diags.length - 1; i >= 0; i--) {
      if (diags[i]!.range.start.line < here.line) {
        index = i;
        break;
      }
    }
    if (index < 0) {
      index = diags.length - 1;
      wrapped = true;
    }
  }
  const d = diags[index]!;
  editor.selection = new vscode.Selection(d.range.start, d.range.end);
  editor.revealRange(d.range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  vscode.window.setStatusBarMessage(
    `Kubelet Log: actionable error ${index + 1} of ${diags.length}${wrapped ? ' (wrapped around)' : ''}`,
    4000,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Pods from arguments or a quick pick

async function resolvePod(
  source: TimelineSource,
  tree: PodTreeProvider,
  a: unknown,
  b: unknown,
  title: string,
): Promise<PodRef | undefined> {
  const current = source.current;
  const currentUri = source.currentUri;
  if (isPodNode(a) && currentUri) return refFor(currentUri, a.pod);
  // (uri, podKey), as a code lens passes them; or (podKey) for the current timeline.
  if (typeof a === 'string' && typeof b === 'string') {
    const uri = vscode.Uri.parse(a);
    const pod = currentUri && sameUri(uri, currentUri) ? current?.pods.find((p) => p.key === b) : undefined;
    return pod ? refFor(uri, pod) : { uri, podKey: b, label: b };
  }
  if (typeof a === 'string' && currentUri) {
    const pod = current?.pods.find((p) => p.key === a);
    return pod ? refFor(currentUri, pod) : undefined;
  }
  if (!current || !currentUri || current.pods.length === 0) {
    void vscode.window.showInformationMessage('Kubelet Log: no pods to choose from; open a kubelet log first.');
    return undefined;
  }
  // One pod: nothing to choose.
  if (current.pods.length === 1) return refFor(currentUri, current.pods[0]);
  // The pod of the cursor's line in the log, else the one selected in the Pods view, comes first (focused).
  const selected = tree.treeView.selection[0];
  let preferred = selected ? (selected.kind === 'pod' ? selected : selected.kind === 'phase' ? selected.parent : selected.parent.parent).pod.key : undefined;
  const editor = vscode.window.activeTextEditor;
  if (editor && sameUri(editor.document.uri, currentUri)) {
    const at = await source.eventAt(editor.selection.active.line).catch(() => undefined);
    if (at) preferred = at.podKey;
  }
  const ordered = [...current.pods].sort((x, y) => Number(y.key === preferred) - Number(x.key === preferred));
  const items = ordered.map((pod) => ({
    // Quick pick labels render $(icon) syntax: keep log text from producing icons.
    label: plainLabel(podLabel(pod), 120).replace(/\$\(/g, '$\u200b('),
    description: pod.state + (pod.hasActionable ? ' · actionable errors' : ''),
    detail: pod.uid ? `UID ${plainLabel(pod.uid, 64)}` : undefined,
    pod,
  }));
  const pick = await vscode.window.showQuickPick(items, { title, placeHolder: 'Choose a pod', matchOnDetail: true });
  return pick ? refFor(currentUri, pick.pod) : undefined;
}

function refFor(uri: vscode.Uri, pod: PodView): PodRef {
  return { uri, podKey: pod.key, label: podLabel(pod), pod };
}

// ---------------------------------------------------------------------------------------------------------------
// Pod lines: a read-only document with one pod's lines, each prefixed by its source line number

function podLinesUri(ref: PodRef): vscode.Uri {
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_').slice(0, 120) || '_';
  const [ns, name] = ref.label.includes('/') ? ref.label.split('/', 2) : ['pod', ref.label];
  return vscode.Uri.from({
    scheme: POD_LINES_SCHEME,
    path: `/${safe(ns ?? 'pod')}/${safe(name ?? 'pod')}.log`,
    query: new URLSearchParams({ source: ref.uri.toString(), pod: ref.podKey }).toString(),
  });
}

function parsePodLinesUri(uri: vscode.Uri): { source: vscode.Uri; podKey: string } | undefined {
  const q = new URLSearchParams(uri.query);
  const source = q.get('source');
  const podKey = q.get('pod');
  return source && podKey ? { source: vscode.Uri.parse(source), podKey } : undefined;
}

async function showPodLines(ref: PodRef): Promise<void> {
  const doc = await vscode.workspace.openTextDocument(podLinesUri(ref));
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false });
}

/** Shows a pod's lines with the cursor on source line `line` (0-based); false when that line is not among them. */
async function revealInPodLines(ref: PodRef, line: number): Promise<boolean> {
  const doc = await vscode.workspace.openTextDocument(podLinesUri(ref));
  let at = -1;
  for (let i = 0; i < doc.lineCount && at < 0; i++) if (parsePodLinePrefix(doc.lineAt(i).text) === line) at = i;
  if (at < 0) return false;
  const editor = await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  const range = doc.lineAt(at).range;
  editor.selection = new vscode.Selection(range.end, range.start);
  editor.revealRange(new vscode.Range(range.start, range.start), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  return true;
}

class PodLinesProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly sub: vscode.Disposable;

  constructor(
    private readonly getClient: ClientProvider,
    private readonly source: TimelineSource,
  ) {
    // When the source log's analysis changes, open pod-lines documents of that log are re-read.
    this.sub = source.onDidChange(() => {
      const src = source.currentUri;
      if (!src) return;
      for (const doc of vscode.workspace.textDocuments) {
        if (doc.uri.scheme !== POD_LINES_SCHEME) continue;
        const p = parsePodLinesUri(doc.uri);
        if (p && sameUri(p.source, src)) this.changed.fire(doc.uri);
      }
    });
  }

  dispose(): void {
    this.sub.dispose();
    this.changed.dispose();
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const p = parsePodLinesUri(uri);
    if (!p) return '(not a pod-lines document)\n';
    const client = await this.getClient();
    if (!client) return '(the Kubelet Log Lens language server is not running)\n';
    let result: PodLinesResult | null;
    try {
      const params: PodLinesParams = { uri: this.source.protocolUri(p.source, client), podKey: p.podKey };
      result = await client.sendRequest<PodLinesResult | null>(PodLinesRequest, params, token);
    } catch (err) {
      return `(could not read the pod's lines: ${singleLine(errorText(err))})\n`;
    }
    if (!result || result.lines.length === 0) return '(no lines for this pod)\n';
    const width = String(Math.max(...result.lines.map((l) => l.line + 1))).length;
    const out: string[] = [];
    for (const l of result.lines) out.push(podLinePrefix(l.line, width) + l.text.replace(/\r?\n/g, ' '));
    return `${out.join('\n')}\n`;
  }
}

/** Go to Definition (F12, Ctrl+click) on a pod-lines line opens that line in the source log. */
class PodLinesDefinitionProvider implements vscode.DefinitionProvider {
  provideDefinition(doc: vscode.TextDocument, position: vscode.Position): vscode.Location | undefined {
    const target = sourceLocation(doc, position.line);
    return target && new vscode.Location(target.uri, new vscode.Position(target.line, 0));
  }
}

/**
 * A pod-lines line shows the hover of its line in the source log (the analysis of the whole log: a pod's lines alone
 * would lack the node's evidence, so they are not analysed on their own).
 */
class PodLinesHoverProvider implements vscode.HoverProvider {
  async provideHover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const target = sourceLocation(doc, position.line);
    if (!target) return undefined;
    const prefix = podLinePrefixLength(doc.lineAt(position.line).text);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider', target.uri, new vscode.Position(target.line, Math.max(0, position.character - prefix)),
    );
    const contents = (hovers ?? []).flatMap((h) => h.contents);
    return contents.length ? new vscode.Hover(contents) : undefined;
  }
}

function sourceLocation(doc: vscode.TextDocument, line: number): { uri: vscode.Uri; line: number } | undefined {
  if (doc.uri.scheme !== POD_LINES_SCHEME || line >= doc.lineCount) return undefined;
  const p = parsePodLinesUri(doc.uri);
  const n = parsePodLinePrefix(doc.lineAt(line).text);
  return p && n !== undefined ? { uri: p.source, line: n } : undefined;
}

async function openSourceLine(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const target = editor && sourceLocation(editor.document, editor.selection.active.line);
  if (!target) {
    void vscode.window.showInformationMessage('Kubelet Log: put the cursor on a line of a pod-lines document first.');
    return;
  }
  await revealLine(target.uri, target.line, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Analyze a log file from disk (also files over VS Code's 50 MB extension limit)

async function analyzeFile(getClient: ClientProvider, source: TimelineSource, given?: vscode.Uri, selected: readonly vscode.Uri[] = []): Promise<void> {
  let files: readonly vscode.Uri[] = selected.length > 1 ? selected : given ? [given] : [];
  if (!files.length) {
    // Several files picked together (rotated logs) are read as one log.
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: true,
      openLabel: 'Analyze',
      title: 'Analyze a Kubelet Log File (several: read as one log)',
      filters: { 'Log files': ['log', 'txt', 'json', 'jsonl', 'yaml', 'gz'], 'All files': ['*'] },
    });
    files = picked ?? [];
  }
  if (!files.length) return;
  if (files.some((f) => f.scheme !== 'file')) {
    void vscode.window.showErrorMessage(
      'Kubelet Log: "Analyze Log File" reads the file from disk and needs a local file; open the log in an editor instead.',
    );
    return;
  }
  const file = files[0];
  const uri = file;
  const client = await getClient();
  if (!client) return;
  const baseName = (f: vscode.Uri) => f.path.slice(f.path.lastIndexOf('/') + 1);
  const name = files.length > 1 ? `${files.length} files as one log` : baseName(file);
  let result: PodTimelineResult | null | undefined;
  try {
    result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Kubelet Log Lens: analysing ${name}…`, cancellable: true },
      async (progress, token) => {
        const params: AnalyzeFileParams = files.length > 1 ? { path: file.fsPath, paths: files.map((f) => f.fsPath) } : { path: file.fsPath };
        // The server reports how far it has read; the notification shows it as a percentage.
        let shown = 0;
        const reports = client.onNotification(AnalyzeFileProgressNotification, (n: AnalyzeFileProgress) => {
          if (n?.path !== file.fsPath || !(n.size > 0)) return;
          const percent = Math.min(100, Math.floor((n.bytesRead / n.size) * 100));
          if (percent <= shown) return;
          progress.report({ increment: percent - shown, message: `${percent}%` });
          shown = percent;
        });
        try {
          return await client.sendRequest<PodTimelineResult | null>(AnalyzeFileRequest, params, token);
        } finally {
          reports.dispose();
        }
      },
    );
  } catch (err) {
    if (isCancellation(err)) return;
    void vscode.window.showErrorMessage(`Kubelet Log: could not analyse ${name}: ${singleLine(errorText(err))}`);
    return;
  }
  if (!result) {
    void vscode.window.showWarningMessage(`Kubelet Log: ${name} was not recognised as a kubelet log.`);
    return;
  }
  // A gzipped log's result is its decompressed copy: that is the text the tree's lines point into, and what opens.
  const resultUri = result.uri ? client.protocol2CodeConverter.asUri(result.uri) : uri;
  source.showFileResult(result, resultUri);
  if (result.decompressed?.problem) void vscode.window.showWarningMessage(`Kubelet Log: ${name}: ${singleLine(result.decompressed.problem)}`);
  if (result.joinedFrom) {
    // Which lines of the joined copy came from which file (the copy is what the tree and the editor show).
    const ranges = result.joinedFrom.map((p) => `${baseName(vscode.Uri.parse(p.uri))} (lines ${p.firstLine + 1}–${p.firstLine + p.lines})`);
    void vscode.window.showInformationMessage(`Kubelet Log: read ${result.joinedFrom.length} files as one log, oldest first: ${singleLine(ranges.join(', '))}.`);
    for (const note of result.joinNotes ?? []) void vscode.window.showWarningMessage(`Kubelet Log: ${singleLine(note)}`);
  }
  // An unknown size is not opened.
  if ((await sizeOf(resultUri)) < EDITOR_SYNC_LIMIT) {
    try {
      // vscode.open, not showTextDocument(uri): a document opened through the extension API is kept by VS Code for
      // three minutes after its editor closes (no didClose reaches the server, so its problems would stay).
      await vscode.commands.executeCommand('vscode.open', resultUri, { preview: false } satisfies vscode.TextDocumentShowOptions);
    } catch {
      // The tree still shows the result.
    }
  }
  await vscode.commands.executeCommand(`${PODS_VIEW}.focus`);
  if (result.truncated) void vscode.window.showWarningMessage(`Kubelet Log: analysis truncated: ${singleLine(result.truncated)}`);
}

function isCancellation(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown };
  return e.code === -32800 /* RequestCancelled */ || e.name === 'Canceled' || e.message === 'Canceled';
}

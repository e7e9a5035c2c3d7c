// The one PodTimelineResult the views show (Pods tree, status bar, commands), and where it comes from:
// the active kubelet-log editor (re-fetched on edits, on the server's analysisChanged notification and on
// editor switches), or a file analysed from disk (kept until another kubelet-log editor becomes active).
// The client does no analysis: every result comes from the server's `kubeletLog/podTimeline` or
// `kubeletLog/analyzeFile` request.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { AnalysisChangedNotification, EventAtRequest, PhaseEventsRequest, PodTimelineRequest } from '../../server/src/protocol';
import type { EventAtParams, EventAtResult, EventView, PhaseEventsParams, PhaseEventsResult, PodTimelineParams, PodTimelineResult } from '../../server/src/protocol';

export const KUBELET_LANGUAGE = 'kubelet-log';
export type TimelineOrigin = 'editor' | 'file';

/** Gives the running client, starting it if needed; undefined when it cannot start. */
export type ClientProvider = () => Promise<LanguageClient | undefined>;

const EDIT_DEBOUNCE_MS = 400;

export class TimelineSource implements vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<PodTimelineResult | undefined>();
  /** Fires with the new result (or undefined when there is none). */
  readonly onDidChange = this.emitter.event;

  private result: PodTimelineResult | undefined;
  private resultUri: vscode.Uri | undefined;
  private origin: TimelineOrigin | undefined;
  /** The kubelet-log document being followed (origin 'editor'). */
  private tracked: vscode.Uri | undefined;
  private seq = 0;
  private inflight: vscode.CancellationTokenSource | undefined;
  private editTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly getClient: ClientProvider,
    private readonly log: vscode.OutputChannel,
  ) {
    this.disposables.push(
      this.emitter,
      vscode.window.onDidChangeActiveTextEditor((e) => this.onActiveEditor(e)),
      vscode.workspace.onDidOpenTextDocument((doc) => {
        // setTextDocumentLanguage re-opens the document under its new language; the active editor follows.
        if (doc.languageId === KUBELET_LANGUAGE) setTimeout(() => this.onActiveEditor(vscode.window.activeTextEditor), 0);
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.origin === 'editor' && this.tracked && e.document.uri.toString() === this.tracked.toString()) {
          if (e.contentChanges.length === 0) return;
          if (this.editTimer) clearTimeout(this.editTimer);
          this.editTimer = setTimeout(() => void this.fetch(), EDIT_DEBOUNCE_MS);
        }
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (this.origin === 'editor' && this.tracked && doc.uri.toString() === this.tracked.toString()) {
          // Closed for good, or re-opened under another language (the user chose "Log" again): stop showing it.
          setTimeout(() => {
            const still = vscode.workspace.textDocuments.find(
              (d) => d.uri.toString() === this.tracked?.toString() && d.languageId === KUBELET_LANGUAGE,
            );
            if (!still) this.clear();
          }, 0);
        }
      }),
    );
  }

  /** Registers the server notification; called once the client exists. */
  attach(client: LanguageClient): vscode.Disposable {
    return client.onNotification(AnalysisChangedNotification, (params: { uri: string; version?: number | null }) => {
      if (this.origin !== 'editor' || !this.tracked) return;
      if (sameUri(client.protocol2CodeConverter.asUri(params.uri), this.tracked)) void this.fetch();
    });
  }

  get current(): PodTimelineResult | undefined {
    return this.result;
  }

  /** The document the current result describes. */
  get currentUri(): vscode.Uri | undefined {
    return this.resultUri;
  }

  /** The URI string to send the server for a document: the server's own spelling when it is the current result's
   * document (a file analysed from disk is keyed by the server's file URL), else the client's conversion. */
  protocolUri(uri: vscode.Uri, client: LanguageClient): string {
    if (this.result && this.resultUri && sameUri(uri, this.resultUri) && this.result.uri) return this.result.uri;
    return client.code2ProtocolConverter.asUri(uri);
  }

  /** The events of one phase of the current result (the timeline carries only their count). */
  async phaseEvents(podKey: string, phase: number): Promise<EventView[]> {
    const result = this.result;
    const client = result && (await this.getClient());
    if (!result || !client) return [];
    try {
      const params: PhaseEventsParams = { uri: result.uri, podKey, phase };
      const r = await client.sendRequest<PhaseEventsResult | null>(PhaseEventsRequest, params);
      if (r && this.stale(r.version, result)) return []; // the tree is about to show the newer analysis
      return r?.events ?? [];
    } catch (err) {
      this.log.appendLine(`[timeline] ${PhaseEventsRequest} failed: ${errorText(err)}`);
      return [];
    }
  }

  /** Where a line of the current result's document sits in the tree. */
  async eventAt(line: number): Promise<EventAtResult | null> {
    const result = this.result;
    const client = result && (await this.getClient());
    if (!result || !client) return null;
    try {
      const params: EventAtParams = { uri: result.uri, line };
      const r = await client.sendRequest<EventAtResult | null>(EventAtRequest, params);
      return r && this.stale(r.version, result) ? null : r;
    } catch (err) {
      this.log.appendLine(`[timeline] ${EventAtRequest} failed: ${errorText(err)}`);
      return null;
    }
  }

  /**
   * An answer for another version of the document than the shown result (the log changed and the tree has not
   * refreshed yet): it is dropped, and the result fetched again, so that a phase never lists another version's lines.
   */
  private stale(version: number | null | undefined, shown: PodTimelineResult): boolean {
    if ((version ?? null) === (shown.version ?? null)) return false;
    if (this.result === shown) void this.fetch();
    return true;
  }

  get currentOrigin(): TimelineOrigin | undefined {
    return this.origin;
  }

  /** Starts following the active editor, if it is a kubelet log (called at activation and client start). */
  start(): void {
    this.onActiveEditor(vscode.window.activeTextEditor);
  }

  /** Shows a result from `kubeletLog/analyzeFile` until another kubelet-log editor becomes active. */
  showFileResult(result: PodTimelineResult, uri: vscode.Uri): void {
    this.cancelInflight();
    this.origin = 'file';
    this.tracked = undefined;
    this.set(result, uri);
  }

  /** Re-fetches the current editor's timeline (a file result cannot be refreshed without re-reading the file). */
  async refresh(): Promise<void> {
    if (this.origin === 'file') {
      const active = vscode.window.activeTextEditor;
      if (active?.document.languageId === KUBELET_LANGUAGE) this.onActiveEditor(active, true);
      return;
    }
    if (!this.tracked) this.onActiveEditor(vscode.window.activeTextEditor, true);
    else await this.fetch();
  }

  dispose(): void {
    this.cancelInflight();
    if (this.editTimer) clearTimeout(this.editTimer);
    for (const d of this.disposables) d.dispose();
  }

  private onActiveEditor(editor: vscode.TextEditor | undefined, force = false): void {
    if (!editor || editor.document.languageId !== KUBELET_LANGUAGE) return; // keep the last result
    const uri = editor.document.uri;
    if (!force && this.origin === 'editor' && this.tracked && sameUri(uri, this.tracked)) return;
    this.origin = 'editor';
    this.tracked = uri;
    void this.fetch();
  }

  private async fetch(): Promise<void> {
    const uri = this.tracked;
    if (!uri) return;
    this.cancelInflight();
    const cts = new vscode.CancellationTokenSource();
    this.inflight = cts;
    const seq = ++this.seq;
    try {
      const client = await this.getClient();
      if (!client || cts.token.isCancellationRequested) return;
      const params: PodTimelineParams = { uri: client.code2ProtocolConverter.asUri(uri) };
      const result = await client.sendRequest<PodTimelineResult | null>(PodTimelineRequest, params, cts.token);
      if (seq !== this.seq || this.origin !== 'editor' || !this.tracked || !sameUri(uri, this.tracked)) return;
      if (result) this.set(result, uri);
      else if (this.result && this.resultUri && sameUri(this.resultUri, uri)) this.clear();
      // null for a document the server does not know yet: its analysisChanged notification will bring the result.
    } catch (err) {
      if (cts.token.isCancellationRequested || seq !== this.seq) return;
      this.log.appendLine(`[timeline] ${PodTimelineRequest} failed for ${uri.toString(true)}: ${errorText(err)}`);
    } finally {
      if (this.inflight === cts) this.inflight = undefined;
      cts.dispose();
    }
  }

  private set(result: PodTimelineResult, uri: vscode.Uri): void {
    this.result = result;
    this.resultUri = uri;
    void vscode.commands.executeCommand('setContext', 'kubeletLog.hasTimeline', true);
    this.emitter.fire(result);
  }

  private clear(): void {
    this.cancelInflight();
    this.result = undefined;
    this.resultUri = undefined;
    this.origin = undefined;
    this.tracked = undefined;
    void vscode.commands.executeCommand('setContext', 'kubeletLog.hasTimeline', false);
    this.emitter.fire(undefined);
  }

  private cancelInflight(): void {
    if (this.inflight) {
      this.inflight.cancel();
      this.inflight = undefined;
    }
  }
}

export function sameUri(a: vscode.Uri, b: vscode.Uri): boolean {
  return a.toString() === b.toString();
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (err && typeof err === 'object' && 'message' in err) return String((err as { message: unknown }).message);
  return String(err);
}

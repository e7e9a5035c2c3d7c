// Activation: content detection, the Pods view, the status bar and the commands are registered at once; the
// language server (dist/server.js over IPC) starts when the first kubelet-log document appears or a command
// needs it, so opening an ordinary .txt or .log (which activates us) costs no server process.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { PodTimelineRequest } from '../../server/src/protocol';
import type { PodTimelineParams, PodTimelineResult } from '../../server/src/protocol';
import { registerAutoDetect } from './autoDetect';
import { registerCommands } from './commands';
import { PodTreeProvider } from './podTree';
import { RepeatMarks } from './repeatMarks';
import { KubeletStatusBar } from './statusBar';
import { errorText, KUBELET_LANGUAGE, TimelineSource } from './timeline';

let client: LanguageClient | undefined;
let starting: Promise<LanguageClient | undefined> | undefined;

/** What activate() returns: for tests and other extensions; read-only views of the server's data. */
export interface KubeletLogLensApi {
  /** Asks the server for a document's timeline (the Pods view's data); null when the server does not know it. */
  podTimeline(uri: vscode.Uri | string): Promise<PodTimelineResult | null>;
  /** The timeline the Pods view shows now. */
  readonly shownTimeline: PodTimelineResult | undefined;
}

export function activate(context: vscode.ExtensionContext): KubeletLogLensApi {
  const log = vscode.window.createOutputChannel('Kubelet Log Lens', { log: true });
  context.subscriptions.push(log);

  const getClient = (): Promise<LanguageClient | undefined> => {
    starting ??= startClient(context, log, source).then(
      (c) => c,
      (err: unknown) => {
        starting = undefined;
        log.appendLine(`[client] the language server did not start: ${errorText(err)}`);
        void vscode.window.showErrorMessage(`Kubelet Log Lens: the language server did not start: ${errorText(err)}`);
        return undefined;
      },
    );
    return starting;
  };

  const source = new TimelineSource(getClient, log);
  const tree = new PodTreeProvider(source);
  context.subscriptions.push(source, tree, new KubeletStatusBar(source), new RepeatMarks());
  registerCommands(context, getClient, source, tree);
  context.subscriptions.push(
    vscode.commands.registerCommand('kubeletLog.restartServer', async () => {
      if (client) await client.restart();
      else await getClient();
      await source.refresh();
    }),
  );

  // A rule file is the workspace's code in a way (its patterns run on every line): read once trust is granted.
  context.subscriptions.push(
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      if (client) await client.restart();
    }),
  );

  const ensureForDocument = (doc: vscode.TextDocument) => {
    if (doc.languageId === KUBELET_LANGUAGE) void getClient();
  };
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(ensureForDocument));
  vscode.workspace.textDocuments.forEach(ensureForDocument);

  registerAutoDetect(context, log);
  void vscode.commands.executeCommand('setContext', 'kubeletLog.hasTimeline', false);
  source.start();

  return {
    async podTimeline(uri) {
      const c = await getClient();
      if (!c) return null;
      const u = typeof uri === 'string' ? vscode.Uri.parse(uri) : uri;
      const params: PodTimelineParams = { uri: c.code2ProtocolConverter.asUri(u) };
      return c.sendRequest<PodTimelineResult | null>(PodTimelineRequest, params);
    },
    get shownTimeline() {
      return source.current;
    },
  };
}

async function startClient(
  context: vscode.ExtensionContext,
  log: vscode.LogOutputChannel,
  source: TimelineSource,
): Promise<LanguageClient> {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    // Only documents recognised as kubelet logs (by name or by content, see autoDetect.ts) reach the server.
    // The pod-lines documents (scheme kubelet-log-pod) are `log` documents and never match.
    documentSelector: [{ language: KUBELET_LANGUAGE }],
    // The server pulls settings (workspace/configuration, section kubeletLog); this pushes change notifications.
    synchronize: { configurationSection: 'kubeletLog' },
    outputChannel: log,
    // Asked again on every (re)start: the server reads the workspace's rule files only once the workspace is trusted.
    initializationOptions: () => ({ clientName: 'kubelet-log-lens-vscode', workspaceTrusted: vscode.workspace.isTrusted }),
  };
  const c = new LanguageClient('kubeletLog', 'Kubelet Log Lens', serverOptions, clientOptions);
  context.subscriptions.push(source.attach(c));
  await c.start();
  client = c; // stopped in deactivate()
  log.appendLine('[client] language server started');
  return c;
}

export async function deactivate(): Promise<void> {
  const c = client;
  client = undefined;
  starting = undefined;
  if (c) await c.stop();
}

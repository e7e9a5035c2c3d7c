// Switches `log` / `plaintext` (and `json` / `jsonl` / `yaml`) documents whose first lines are kubelet or klog output to the `kubelet-log`
// language, so the features turn on whatever the file is called, without claiming VS Code's built-in `log`
// language for other logs. Recognition itself is the pure function in detect.ts.
import * as vscode from 'vscode';
import { detectKubeletLog } from './detect';
import { KUBELET_LANGUAGE } from './timeline';
import { OPEN_EXPORT_LINES_COMMAND } from '../../server/src/protocol';
// A pure function of the text (no server code runs here): recognising the export is like recognising a log.
import { JSON_EXPORT_NAMES, sniffJsonExport } from '../../server/src/parse/exportJson';

/** Languages a kubelet log usually opens as: `.log` files, `.txt`, files without an extension, `.json` / `.jsonl`
 * for JSON exports (journalctl's, log collectors', gcloud's array) and `.yaml` for gcloud's default output. */
const CANDIDATE_LANGUAGES = new Set(['log', 'plaintext', 'json', 'jsonl', 'yaml', 'csv']);
/** Where documents may be switched (not diff views, output channels or our own pod-lines documents). */
const CANDIDATE_SCHEMES = new Set(['file', 'untitled', 'vscode-remote', 'vscode-vfs']);
const SCAN_LINES = 2000;
const UNTITLED_DEBOUNCE_MS = 500;

export function registerAutoDetect(context: vscode.ExtensionContext, log: vscode.OutputChannel): void {
  /** Documents we switched (or examined and left alone): never switch them again, so a user's "Change Language
   * Mode" back to Log sticks. Keyed by URI. */
  const decided = new Set<string>();
  const untitledTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** JSON exports already offered to open as a log: asked once each, when the user brings one to the front. */
  const offered = new Set<string>();

  const enabled = () => vscode.workspace.getConfiguration('kubeletLog').get<boolean>('detectByContent', true);

  const consider = (doc: vscode.TextDocument): void => {
    if (!enabled()) return;
    if (!CANDIDATE_LANGUAGES.has(doc.languageId) || !CANDIDATE_SCHEMES.has(doc.uri.scheme)) return;
    const key = doc.uri.toString();
    if (decided.has(key)) return;
    if (doc.lineCount <= 1 && doc.lineAt(0).text.trim() === '') return; // empty (e.g. a new untitled file): wait for text
    const end = Math.min(doc.lineCount, SCAN_LINES);
    const text = doc.getText(new vscode.Range(0, 0, end, 0));
    const verdict = detectKubeletLog(text, { maxLines: SCAN_LINES });
    // An untitled document is still being typed or pasted into: only a positive verdict is final.
    if (verdict.kubelet || doc.uri.scheme !== 'untitled') decided.add(key);
    if (!verdict.kubelet) return;
    log.appendLine(
      `[detect] ${doc.uri.toString(true)}: ${verdict.hits}/${verdict.scanned} lines look like ${verdict.shape ?? 'klog'}; switching to ${KUBELET_LANGUAGE}`,
    );
    vscode.languages.setTextDocumentLanguage(doc, KUBELET_LANGUAGE).then(undefined, (err: unknown) => {
      log.appendLine(`[detect] could not switch ${doc.uri.toString(true)}: ${String(err)}`);
    });
  };

  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(consider),
    vscode.workspace.onDidChangeTextDocument((e) => {
      const doc = e.document;
      if (doc.uri.scheme !== 'untitled' || !CANDIDATE_LANGUAGES.has(doc.languageId)) return;
      const key = doc.uri.toString();
      if (decided.has(key)) return;
      const t = untitledTimers.get(key);
      if (t) clearTimeout(t);
      untitledTimers.set(
        key,
        setTimeout(() => {
          untitledTimers.delete(key);
          if (!doc.isClosed) consider(doc);
        }, UNTITLED_DEBOUNCE_MS),
      );
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      // A document re-opened under a new language closes first; only forget it once it is really gone.
      const key = doc.uri.toString();
      setTimeout(() => {
        if (!vscode.workspace.textDocuments.some((d) => d.uri.toString() === key)) decided.delete(key);
      }, 1000);
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('kubeletLog.detectByContent') && enabled()) vscode.workspace.textDocuments.forEach(consider);
    }),
    { dispose: () => untitledTimers.forEach((t) => clearTimeout(t)) },
    vscode.window.onDidChangeActiveTextEditor((e) => offerExportLines(e?.document)),
  );
  vscode.workspace.textDocuments.forEach(consider);
  offerExportLines(vscode.window.activeTextEditor?.document);

  function offerExportLines(doc: vscode.TextDocument | undefined): void {
    if (!doc || !enabled() || !CANDIDATE_SCHEMES.has(doc.uri.scheme) || doc.languageId === KUBELET_LANGUAGE) return;
    const key = doc.uri.toString();
    if (offered.has(key)) return;
    offered.add(key);
    const kind = sniffJsonExport(doc.getText(new vscode.Range(0, 0, Math.min(doc.lineCount, 20), 0)).slice(0, 1024));
    if (!kind) return;
    log.appendLine(`[detect] ${doc.uri.toString(true)} is ${JSON_EXPORT_NAMES[kind]}: offering to open its log lines`);
    const open = 'Open Log Lines';
    void vscode.window
      .showInformationMessage(`This file is ${JSON_EXPORT_NAMES[kind]}: its log lines can be opened as a kubelet log, oldest first.`, open)
      .then((picked) => (picked === open ? vscode.commands.executeCommand(OPEN_EXPORT_LINES_COMMAND, doc.uri) : undefined));
  }
}

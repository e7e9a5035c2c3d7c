// Marks for folded repeats. With `kubeletLog.repeats: first` a finding like an earlier one is a hint (so the Problems
// view lists each problem once), and a hint looks like a benign line's. These marks keep its grade visible: a dotted
// underline, and the scroll bar's mark in the colour of its verdict (review r36a: repeats read as benign lines).
import * as vscode from 'vscode';
import { KUBELET_LANGUAGE } from './timeline';

/** A folded repeat's message ends by naming the first of its kind (server/src/features/diagnostics.ts). */
const REPEAT_ENDING = /\(again; first at line \d+\)$/;

export function isRepeat(d: vscode.Diagnostic): boolean {
  return REPEAT_ENDING.test(d.message);
}

export class RepeatMarks implements vscode.Disposable {
  // The underline in the verdict's colour too (r41a 5: it took the text's colour), through the theme's CSS variables.
  private readonly actionable = vscode.window.createTextEditorDecorationType({
    textDecoration: 'underline dotted var(--vscode-editorError-foreground)',
    overviewRulerColor: new vscode.ThemeColor('editorError.foreground'),
    overviewRulerLane: vscode.OverviewRulerLane.Right,
  });
  private readonly investigate = vscode.window.createTextEditorDecorationType({
    textDecoration: 'underline dotted var(--vscode-editorWarning-foreground)',
    overviewRulerColor: new vscode.ThemeColor('editorWarning.foreground'),
    overviewRulerLane: vscode.OverviewRulerLane.Right,
  });
  private readonly subscriptions: vscode.Disposable[];

  constructor() {
    this.subscriptions = [
      vscode.languages.onDidChangeDiagnostics((e) => {
        const changed = new Set(e.uris.map((u) => u.toString()));
        for (const editor of vscode.window.visibleTextEditors) if (changed.has(editor.document.uri.toString())) this.mark(editor);
      }),
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((ed) => this.mark(ed))),
    ];
    vscode.window.visibleTextEditors.forEach((ed) => this.mark(ed));
  }

  private mark(editor: vscode.TextEditor): void {
    if (editor.document.languageId !== KUBELET_LANGUAGE) return;
    const actionable: vscode.Range[] = [];
    const investigate: vscode.Range[] = [];
    for (const d of vscode.languages.getDiagnostics(editor.document.uri)) {
      if (d.source !== 'kubelet-log-lens' || !isRepeat(d)) continue;
      if (d.message.startsWith('actionable:')) actionable.push(d.range);
      else if (d.message.startsWith('investigate:')) investigate.push(d.range);
    }
    editor.setDecorations(this.actionable, actionable);
    editor.setDecorations(this.investigate, investigate);
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.actionable.dispose();
    this.investigate.dispose();
  }
}

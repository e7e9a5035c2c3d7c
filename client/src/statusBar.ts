// Status bar item: "$(pulse) kubelet v1.23.3 · 3 pods · 1 actionable" for the result the Pods view shows.
// A click opens the Problems view.
import * as vscode from 'vscode';
import type { PodTimelineResult } from '../../server/src/protocol';
import { singleLine } from './format';
import { KUBELET_LANGUAGE, type TimelineSource } from './timeline';

export class KubeletStatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly source: TimelineSource) {
    this.item = vscode.window.createStatusBarItem('kubeletLog.status', vscode.StatusBarAlignment.Left, 50);
    this.item.name = 'Kubelet Log Lens';
    this.item.command = { command: 'workbench.actions.view.problems', title: 'Show Problems' };
    this.disposables.push(
      this.item,
      source.onDidChange(() => this.update()),
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
    );
    this.update();
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private update(): void {
    const r = this.source.current;
    const active = vscode.window.activeTextEditor?.document;
    // Shown beside a kubelet-log editor, or for a file analysed from disk (which may have no editor).
    const relevant = r && (this.source.currentOrigin === 'file' || active?.languageId === KUBELET_LANGUAGE);
    if (!r || !relevant) {
      this.item.hide();
      return;
    }
    this.item.text = statusText(r);
    this.item.tooltip = statusTooltip(r);
    this.item.backgroundColor = r.truncated ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.accessibilityInformation = { label: this.item.text.replace('$(pulse) ', '') };
    this.item.show();
  }
}

export function statusText(r: PodTimelineResult): string {
  // Only version characters: status bar text renders $(icon) syntax, and the version comes from the log.
  const v = (r.kubeletVersion ?? '').replace(/[^\w.+-]/g, '').slice(0, 40);
  const version = v ? ` ${/^v/i.test(v) ? v : `v${v}`}` : '';
  const pods = r.counts.pods ?? r.pods.length;
  // Another component's log (a kube-apiserver's klog) says whose it is; its name comes from a fixed list.
  if (r.component && r.component !== 'kubelet') return `$(pulse) ${r.component.replace(/[^\w.-]/g, '').slice(0, 40)} log · not a kubelet's`;
  // Findings to investigate are said too: "0 actionable" alone read as a clean log.
  const investigate = r.counts.investigate ? ` · ${r.counts.investigate} to investigate` : '';
  return `$(pulse) kubelet${version} · ${pods} pod${pods === 1 ? '' : 's'} · ${r.counts.actionable} actionable${investigate}`;
}

function statusTooltip(r: PodTimelineResult): string {
  const c = r.counts;
  const lines = [
    `Kubelet Log Lens${r.kubeletVersion ? ` — kubelet ${singleLine(r.kubeletVersion)}` : ''}`,
    `Format: ${singleLine(r.shape)}; ${c.lines} lines (${c.unparsed} unparsed)`,
    `${c.pods} pod${c.pods === 1 ? '' : 's'}; findings: ${c.actionable} actionable, ${c.investigate} to investigate, ${c.benign} benign`,
  ];
  if (r.truncated) lines.push(`Truncated: ${singleLine(r.truncated)}`);
  // The counts are of lines; the Problems view lists a repeated finding once (r36a 3: 652 here, 10 there).
  const folded = vscode.workspace.getConfiguration('kubeletLog').get<string>('repeats', 'first') !== 'each';
  lines.push(folded ? 'Click to open the Problems view (it lists each repeated finding once, with how many more follow)' : 'Click to open the Problems view');
  return lines.join('\n');
}

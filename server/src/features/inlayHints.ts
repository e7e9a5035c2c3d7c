// Inlay hints: the container name (or sandbox's pod) after a bare container ID, where the line itself lacks it.
import { InlayHintKind, type InlayHint } from 'vscode-languageserver/node';
import { podDisplayName } from '../model/timeline';
import type { AnalysedDocument } from './context';

const HEX64 = /[0-9a-f]{64}/g;
const MAX_HINTS = 5000;

export function inlayHints(doc: AnalysedDocument, startLine: number, endLine: number): InlayHint[] {
  const index = doc.analysis.index;
  const out: InlayHint[] = [];
  const last = Math.min(endLine, doc.source.lineCount - 1);
  for (let line = Math.max(0, startLine); line <= last && out.length < MAX_HINTS; line++) {
    const text = doc.source.lineAt(line);
    if (text.length > 100_000 || text.indexOf('containerName=') >= 0) continue;
    const seen = new Set<string>();
    for (const m of text.matchAll(HEX64)) {
      if (seen.has(m[0])) continue;
      seen.add(m[0]);
      const c = index.containers.get(m[0]);
      if (!c) continue;
      const label = c.kind === 'sandbox' ? `sandbox${c.pod ? ` of ${podDisplayName(c.pod)}` : ''}` : c.name ?? (c.pod ? `in ${podDisplayName(c.pod)}` : undefined);
      if (!label) continue;
      out.push({ position: { line, character: m.index! + 64 }, label: ` ${label.length > 80 ? label.slice(0, 79) + '…' : label}`, kind: InlayHintKind.Type, paddingLeft: true });
    }
  }
  return out;
}

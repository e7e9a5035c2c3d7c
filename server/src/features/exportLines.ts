// A document that is a JSON export (Grafana's JSON download, a Loki API response) cannot be read as a log; its notice
// (an information diagnostic on the line that tells it) gets a quick fix that opens its log lines, taken out in time
// order (parse/exportJson.ts), as a new kubelet log.
import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver/node';
import { readJsonExportFile, sniffJsonExportFile } from '../jsonExportFile';
import { OPEN_EXPORT_LINES_COMMAND, type ExportLines } from '../protocol';
import { extractJsonExport, JSON_EXPORT_NAMES, sniffJsonExport, type JsonExportKind } from '../parse/exportJson';

const KINDS = new Set<string>(Object.keys(JSON_EXPORT_NAMES));

/** The quick fixes for the export notices among the diagnostics the client sent. */
export function exportCodeActions(p: CodeActionParams): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of p.context.diagnostics) {
    const kind = (d.data as { exportKind?: unknown } | undefined)?.exportKind;
    if (d.code !== 'export-notice' || typeof kind !== 'string' || !KINDS.has(kind)) continue;
    out.push({
      title: `Open the log lines of this export (${JSON_EXPORT_NAMES[kind as JsonExportKind]}) as a kubelet log`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      command: { title: 'Open the log lines of this export', command: OPEN_EXPORT_LINES_COMMAND, arguments: [p.textDocument.uri] },
    });
  }
  return out;
}

/** The log lines of a document's text, or why it has none to give. */
export function exportLines(text: string): ExportLines | { error: string } {
  const kind = sniffJsonExport(text.slice(0, 1024));
  if (!kind) return { error: "this document is not a JSON export (Grafana's JSON download, a Loki API response)" };
  const x = extractJsonExport(text, kind);
  if ('error' in x) return x;
  return { export: JSON_EXPORT_NAMES[kind], entries: x.entries, text: x.text };
}

/** A file too large for the editor to hand over (VS Code syncs at most 50 MB to extensions): read here, as the CLI does. */
export function exportLinesOfFile(path: string): ExportLines | { error: string } {
  try {
    const kind = sniffJsonExportFile(path);
    if (!kind) return { error: `${path} is not a JSON export (Grafana's JSON download, a Loki API response)` };
    const x = readJsonExportFile(path, kind);
    return { export: JSON_EXPORT_NAMES[kind], entries: x.entries, text: x.text };
  } catch (e) {
    return { error: `cannot read ${path}: ${(e as Error).message}` };
  }
}

// Go to definition, find references and document highlights on container, sandbox and pod IDs and pod names.
import { DocumentHighlightKind, type DocumentHighlight, type Location } from 'vscode-languageserver/node';
import { type AnalysedDocument, idAt, recordsFor, type IdAtPosition } from './context';

const MAX_HIGHLIGHTS = 2000;

function occurrences(doc: AnalysedDocument, target: IdAtPosition, line: number): { start: number; end: number } | undefined {
  const text = doc.source.lineAt(line);
  const needle = target.kind === 'container' || target.kind === 'pod-uid' ? target.id : `${target.pod.namespace}/${target.pod.name}`;
  const i = text.indexOf(needle);
  if (i >= 0) return { start: i, end: i + needle.length };
  if (target.kind === 'pod-name' && target.pod.uid) {
    const j = text.indexOf(target.pod.uid);
    if (j >= 0) return { start: j, end: j + target.pod.uid.length };
  }
  return undefined;
}

function lineLocation(doc: AnalysedDocument, target: IdAtPosition, line: number): Location {
  const occ = occurrences(doc, target, line) ?? { start: 0, end: doc.source.lineAt(line).length };
  return { uri: doc.uri, range: { start: { line, character: occ.start }, end: { line, character: occ.end } } };
}

/** The first line naming the ID (a container's first appearance; a pod's first event). */
export function definition(doc: AnalysedDocument, line: number, character: number): Location | undefined {
  const target = idAt(doc, line, character);
  if (!target) return undefined;
  const recs = recordsFor(doc, target);
  if (!recs.length) return undefined;
  return lineLocation(doc, target, doc.analysis.index.parsed.records.at(recs[0]).line);
}

/**
 * The lines of the ID's records, and the line asked on: a line can name an ID the index did not tie to it (deep in a
 * status dump), and the occurrence under the cursor is always one of its references.
 */
function linesFor(doc: AnalysedDocument, target: IdAtPosition, line: number): number[] {
  const recs = doc.analysis.index.parsed.records;
  const lines = recordsFor(doc, target).map((r) => recs.at(r).line);
  if (!lines.includes(line)) {
    let k = 0;
    while (k < lines.length && lines[k] < line) k++;
    lines.splice(k, 0, line);
  }
  return lines;
}

export function references(doc: AnalysedDocument, line: number, character: number, includeDeclaration = true): Location[] {
  const target = idAt(doc, line, character);
  if (!target) return [];
  const lines = linesFor(doc, target, line);
  // The declaration is where definition() goes: the first record's line (the line asked on may come before it).
  const first = recordsFor(doc, target)[0];
  const declaration = first === undefined ? -1 : doc.analysis.index.parsed.records.at(first).line;
  return lines.filter((l) => includeDeclaration || l !== declaration).map((l) => lineLocation(doc, target, l));
}

export function highlights(doc: AnalysedDocument, line: number, character: number): DocumentHighlight[] {
  const target = idAt(doc, line, character);
  if (!target) return [];
  const out: DocumentHighlight[] = [];
  for (const l of linesFor(doc, target, line)) {
    // On the line asked on, the occurrence under the cursor (the first one may be another).
    const occ = l === line ? { start: target.start, end: target.end } : occurrences(doc, target, l);
    if (occ) out.push({ range: { start: { line: l, character: occ.start }, end: { line: l, character: occ.end } }, kind: DocumentHighlightKind.Text });
    if (out.length >= MAX_HIGHLIGHTS) break;
  }
  return out;
}

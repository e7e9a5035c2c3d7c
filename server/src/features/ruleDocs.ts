// Where a rule is explained: the catalogue's document shipped beside the server (docs/known-errors.md, in the .vsix),
// opened at the entry's heading. Node engineers often read logs on jump hosts with no way out, and the package's
// repository address is only a name (review r32a 12); the web address is used only when the document is not there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB_DOCS = 'https://github.com/kubelet-log-lens/kubelet-log-lens/blob/main/docs/known-errors.md';
// dist/server.js (bundled) or server/src/features/ruleDocs.ts (tests run from source).
const CANDIDATES = [join(__dirname, '..', 'docs', 'known-errors.md'), join(__dirname, '..', '..', '..', 'docs', 'known-errors.md')];

interface RuleDocs {
  url: string;
  /** Entry id → 1-based line of its heading (the line after its anchor: opened there, the breadcrumb names the entry's own section, r36a 7). */
  lines: Map<string, number>;
}

let docs: RuleDocs | null | undefined;

function load(): RuleDocs | null {
  for (const path of CANDIDATES) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    const lines = new Map<string, number>();
    const all = text.split('\n');
    for (let k = 0; k < all.length; k++) {
      const m = /^<a id="([a-z0-9-]+)"><\/a>$/.exec(all[k]);
      if (m) lines.set(m[1], k + 2);
    }
    return { url: pathToFileURL(path).toString(), lines };
  }
  return null;
}

/** The address of a rule's explanation: the bundled document at its line (`#L123`, which VS Code opens there), else the web's anchor. */
export function ruleDocsHref(id: string): string {
  if (docs === undefined) docs = load();
  const line = docs?.lines.get(id);
  return docs && line !== undefined ? `${docs.url}#L${line}` : `${WEB_DOCS}#${id}`;
}

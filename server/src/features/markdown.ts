// Log text is untrusted: everything that came from a log is escaped before it reaches a hover, so a line holding
// markdown, HTML or command: links renders as the plain text it is.

const INLINE_SPECIAL = /[\\`*_[\]<>&|~]/g;

/** Breaks `scheme://` so that no renderer turns a URL from a log into a link (a zero-width space after the colon). */
function defuseUrls(text: string): string {
  return text.replace(/:\/\//g, ':\u200b//').replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}

/** Escapes text for inline use in markdown: no links, emphasis, HTML, tables or autolinks survive. */
export function escapeInline(text: string, max = 500): string {
  const t = text.length > max ? `${text.slice(0, max)}…` : text;
  const escaped = defuseUrls(t.replace(/[\r\n\t]+/g, ' ')).replace(INLINE_SPECIAL, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`,
  );
  // Block syntax only matters at the start: a heading, list or quote marker there is escaped.
  return escaped.replace(/^(\s*)([#+=-]|\d+[.)])/, '$1\\$2');
}

/** An inline code span that the content cannot close (code spans render their content literally). */
export function codeSpan(text: string, max = 200): string {
  const t = (text.length > max ? `${text.slice(0, max)}…` : text).replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** A fenced code block that the content cannot close: the fence is longer than any backtick run inside. */
export function codeBlock(text: string, lang = 'text', max = 4000): string {
  const t = text.length > max ? `${text.slice(0, max)}…` : text;
  const longest = Math.max(2, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${t}\n${fence}`;
}

/** A link whose label we escape and whose target we build ourselves (never from log text). */
export function link(label: string, target: string): string {
  return `[${escapeInline(label, 200)}](${encodeURI(target).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))})`;
}

// Log text is untrusted: everything that came from a log is escaped before it reaches a hover, so a line holding
// markdown, HTML or command: links renders as the plain text it is.

const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~&"':]/g;

/** Escapes text for inline use in markdown (no links, emphasis, HTML or autolinks survive). */
export function escapeInline(text: string, max = 500): string {
  const t = text.length > max ? `${text.slice(0, max)}…` : text;
  return t.replace(/[\r\n\t]+/g, ' ').replace(SPECIAL, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`));
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

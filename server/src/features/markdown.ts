// Log text is untrusted: everything that came from a log is escaped before it reaches a hover, so a line holding
// markdown, HTML or command: links renders as the plain text it is.

const INLINE_SPECIAL = /[\\`*_[\]<>&|~]/g;

/**
 * Breaks `scheme://`, `www.` and `user@host` left in prose so that no renderer (GFM autolinks included) turns them into
 * links: a zero-width space goes after the colon, the `www` and the `@`. URLs themselves go in code spans (urlTokens).
 */
function defuseUrls(text: string): string {
  return text
    .replace(/:\/\//g, ':\u200b//')
    // Any `www.`, not only at a word's start: GFM links `www.` after `_` too (`docs_www.evil.example`, r74a F3).
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`)
    .replace(/@/g, '@\u200b');
}

/**
 * A URL in log text (`https://10.0.0.1:6443/healthz`, `www.example.com`): shown as a code span, which no renderer links
 * and which copies as written (r51a C2: a zero-width space inside had broken a URL pasted into curl).
 */
// A `|` ends it: in a hover's table a code span does not hide one, and the cell would end there (r74a F2).
const URL_TOKEN = /\b(?:[a-z][a-z0-9+.-]{0,15}:\/\/|www\.)[^\s<>"'`\\|]+/gi;

function escapeProse(text: string): string {
  return defuseUrls(text).replace(INLINE_SPECIAL, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`));
}

// Bidirectional marks, overrides and isolates can make text display in another order than it is, and invisible
// characters make two names look alike (r74a F8): dropped from log text (before our own zero-width spaces go in).
const BIDI_CONTROLS = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Log text without the characters that change how the rest of it displays. */
export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Escapes text for inline use in markdown: no links, emphasis, HTML, tables or autolinks survive. */
export function escapeInline(text: string, max = 500): string {
  const t = text.length > max ? `${text.slice(0, max)}…` : text;
  const flat = stripBidi(t).replace(/[\r\n\t]+/g, ' ');
  let escaped = '';
  let from = 0;
  for (const m of flat.matchAll(URL_TOKEN)) {
    escaped += escapeProse(flat.slice(from, m.index)) + codeSpan(m[0], Infinity);
    from = m.index + m[0].length;
  }
  escaped += escapeProse(flat.slice(from));
  // Block syntax only matters at the start: a heading, list or quote marker there is escaped.
  // A backslash escapes punctuation only: an ordered-list marker is escaped at its `.` or `)` (`1\.`), not before its
  // digits, where the backslash would show.
  return escaped.replace(/^(\s*)([#+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/** An inline code span that the content cannot close (code spans render their content literally). */
export function codeSpan(text: string, max = 200): string {
  const t = stripBidi(text.length > max ? `${text.slice(0, max)}…` : text).replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** A fenced code block that the content cannot close: the fence is longer than any backtick run inside. */
export function codeBlock(text: string, lang = 'text', max = 4000): string {
  const t = stripBidi(text.length > max ? `${text.slice(0, max)}…` : text);
  const longest = Math.max(2, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${t}\n${fence}`;
}

/**
 * A link whose label we escape and whose target we build ourselves (never from log text). The target is a URI the
 * client sent (already percent-encoded: `file:///c%3A/…` on Windows, `%20` for a space): its escapes are kept, and
 * only what is not URI text, or would end a Markdown link, is encoded (encodeURI would turn `%3A` into `%253A`).
 */
export function link(label: string, target: string): string {
  const safe = target
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/gu, (c) => (c === '(' ? '%28' : c === ')' ? '%29' : encodeURIComponent(c)));
  return `[${escapeInline(label, 200)}](${safe})`;
}

// Text shown as plain text in the editor's own widgets (code lens titles and tooltips, the outline, inlay hints, the
// Problems view) holds names and words from the log: controls that reorder or hide characters are taken out, so a
// pod name cannot reverse the state beside it, look like another name, or draw a theme icon (r74a F5, F8).

// C0 and C1 controls (a tab and line breaks are the callers' to handle), the bidirectional marks, embeddings,
// overrides and isolates, and the zero-width and invisible characters (U+200B–U+200D, U+2060–U+2064, U+FEFF, the soft
// hyphen U+00AD, the Arabic letter mark U+061C).
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Log-derived text without its invisible and reordering characters. */
export function withoutHidden(text: string): string {
  return text.replace(HIDDEN, '');
}

/**
 * One plain-text label: invisible characters out, `$(` kept from drawing an icon (code lens titles render
 * `$(name)`), and a bound on its length (a name of a megabyte had filled the outline).
 */
export function plainLabel(text: string, max = 2000): string {
  const t = withoutHidden(text).replace(/\$\(/g, '$\u2060(');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

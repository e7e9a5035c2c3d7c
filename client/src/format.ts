// Text helpers for the client's views. Pure (no `vscode`), so the unit tests run them under plain node.
// Everything here treats log text as untrusted: it only ever produces plain text or escaped markdown.
import type { PodTimelineResult, PodView } from '../../server/src/protocol';
import { formatDuration as formatMicros } from '../../server/src/model/time';

/**
 * A duration in milliseconds as the server writes durations everywhere else (summaries, outline, hovers):
 * 392 → "0.39 s", 185000 → "3 min 5 s", 7_380_000 → "2 h 3 min".
 */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  return formatMicros(ms * 1000);
}

/** The wall-clock time of day as written in an ISO timestamp, with microseconds: "17:16:31.865371". */
export function timeOfDay(iso: string | undefined): string {
  if (!iso) return '';
  const m = /(?:T|\s|^)(\d\d:\d\d:\d\d)(?:[.,](\d{1,9}))?/.exec(iso);
  if (!m) return '';
  const frac = (m[2] ?? '').padEnd(6, '0').slice(0, 6);
  return `${m[1]}.${frac}`;
}

/**
 * Date and time for tooltips: "2023-08-30 04:28:45.030450"; without the year ("08-30 04:28:45.030450") when the log
 * names none (klog, journald: the server's year is then a guess).
 */
export function dateTime(iso: string | undefined, withYear = true): string {
  if (!iso) return '';
  const d = /^\d{4}-(\d\d-\d\d)/.exec(iso);
  const t = timeOfDay(iso);
  if (!d) return t;
  return withYear ? `${iso.slice(0, 10)} ${t}` : `${d[1]} ${t}`;
}

/** Whether a timeline result's years are the log's own (see PodTimelineResult.yearSource). */
export function yearKnown(result: Pick<PodTimelineResult, 'yearSource'> | undefined): boolean {
  return result?.yearSource === undefined || result.yearSource === 'log';
}

/** One line of plain text: control characters (line breaks, tabs, ESC, bidi overrides) become spaces. */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  // And the invisible characters (zero-width, soft hyphen, the Arabic letter mark), removed: names differing only by one read alike (r74a F8).
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/[\u00ad\u061c\u200b-\u200d\u2060-\u2064\ufeff]/g, '').trim();
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** A tree label: one line, bounded; never interpreted as markdown by the tree. */
export function plainLabel(text: string, max = 160): string {
  return truncate(singleLine(text), max);
}

/**
 * Escapes prose for a markdown paragraph, lightly, so that it still reads as text where it is pasted: the characters
 * that make links, images, HTML, emphasis, code and table cells, and the autolinks of `scheme://`, `www.` and `@`.
 */
export function escapeMarkdownProse(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~&!#]/g, (c) => `\\${c}`)
    .replace(/:\/\//g, '\\://')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\\.`)
    .replace(/@/g, '\\@');
}

/** Escapes text for inclusion in markdown (backslash-escapes every markdown punctuation character, and `<`). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&:"'$]/g, (c) => `\\${c}`);
}

/** Inline code span that survives backticks in the text. */
export function codeSpan(text: string): string {
  const t = singleLine(text);
  let fence = '`';
  while (t.includes(fence)) fence += '`';
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

function tableCell(text: string): string {
  return singleLine(text).replace(/\|/g, '\\|');
}

/** "2023-08-30 04:28:45.030450 → 04:28:47.000000 (1.97 s)" */
export function timeSpan(start: string | undefined, end: string | undefined, durationMs: number | undefined, withYear = true): string {
  const parts: string[] = [];
  if (start) parts.push(dateTime(start, withYear));
  if (end) parts.push(sameDay(start, end) ? timeOfDay(end) : dateTime(end, withYear));
  let s = parts.join(' → ');
  const d = formatDuration(durationMs);
  if (d) s += s ? ` (${d})` : d;
  return s;
}

function sameDay(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.slice(0, 10) === b.slice(0, 10);
}

/**
 * How a pod is named in views: `namespace/name`; a pod the log names only by UID (the server's `?` namespace) as
 * `pod 52bfc7fa (no name in this log)`.
 */
export function podLabel(pod: Pick<PodView, 'namespace' | 'name' | 'uid'>): string {
  if (pod.namespace === '?' && pod.uid && pod.name.startsWith('unknown pod (')) return `pod ${pod.uid.slice(0, 8)} (no name in this log)`;
  return `${pod.namespace}/${pod.name}`;
}

const isStatic = (p: Pick<PodView, 'uid'>) => p.uid !== undefined && /^[0-9a-f]{32}$/.test(p.uid);

/** The `namespace/name` of the static pods among `pods` (their UID is the 32-hex hash of their manifest). */
export function staticPodNames(pods: readonly Pick<PodView, 'namespace' | 'name' | 'uid'>[]): Set<string> {
  return new Set(pods.filter(isStatic).map((p) => `${p.namespace}/${p.name}`));
}

/** A static pod, or the API's mirror of one (the same name with an API UID); `staticNames` from staticPodNames. */
export function staticKind(pod: Pick<PodView, 'namespace' | 'name' | 'uid'>, staticNames: ReadonlySet<string>): 'static' | 'mirror' | undefined {
  if (isStatic(pod)) return 'static';
  return pod.uid && staticNames.has(`${pod.namespace}/${pod.name}`) ? 'mirror' : undefined;
}

/** A pod's summary as markdown, for the clipboard (issues, chat, incident notes). */
export function podSummaryMarkdown(pod: PodView, result?: Pick<PodTimelineResult, 'uri' | 'kubeletVersion' | 'yearSource'>): string {
  const withYear = yearKnown(result);
  const out: string[] = [];
  out.push(`### Pod ${codeSpan(podLabel(pod))}`, '');
  if (pod.uid) out.push(`- UID: ${codeSpan(pod.uid)}`);
  if (pod.node !== undefined) out.push(`- Node: ${codeSpan(pod.node)}`);
  out.push(`- State: ${tableCell(pod.state)}${pod.hasActionable ? ' (has actionable errors)' : ''}`);
  const span = timeSpan(pod.start, pod.end, pod.durationMs, withYear);
  if (span) out.push(`- Time: ${span}${withYear ? '' : ' (the log names no year)'}`);
  if (pod.containers.length) {
    const cs = pod.containers.map((c) => (c.name ? `${c.kind} ${codeSpan(c.name)} (${codeSpan(shortId(c.id))})` : `${c.kind} ${codeSpan(shortId(c.id))}`));
    out.push(`- Containers: ${cs.join(', ')}`);
  }
  if (result?.kubeletVersion) out.push(`- Kubelet: ${tableCell(result.kubeletVersion)}`);
  if (result?.uri) out.push(`- Log: ${codeSpan(decodeSafe(result.uri))}, first line ${pod.firstLine + 1}`);
  // The tree's last node, the pod's lines that are no lifecycle marker, is no phase: a count, not a row.
  const steps = pod.phases.filter((ph) => ph.phase !== 'other-lines');
  const other = pod.phases.find((ph) => ph.phase === 'other-lines');
  // (A pod with no phase at all says so in its summary: "N lines, no lifecycle marker".)
  if (other && steps.length) out.push(`- Other lines (no lifecycle marker): ${other.eventCount}`);
  if (steps.length) {
    out.push('', '| Phase | Start | End | Duration | Events |', '|---|---|---|---|---|');
    for (const ph of steps) {
      out.push(
        `| ${tableCell(ph.label)} | ${dateTime(ph.start, withYear)} | ${timeOfDay(ph.end)} | ${formatDuration(ph.durationMs)} | ${ph.eventCount} |`,
      );
    }
  }
  // The summary quotes log text (a probe's message, an admission's reason): escaped like the rest (r74a F4).
  if (pod.summary.trim()) out.push('', escapeMarkdownProse(singleLine(pod.summary)));
  return `${out.join('\n')}\n`;
}

function shortId(id: string): string {
  return /^[0-9a-f]{64}$/i.test(id) ? id.slice(0, 12) : id;
}

function decodeSafe(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/** The line number prefix of a pod-lines document: "  1234 │ text" (1-based). */
export function podLinePrefix(line: number, width: number): string {
  return `${String(line + 1).padStart(width)} │ `;
}

const POD_LINE_PREFIX = /^\s*(\d+) │ /;

/** How many characters of a pod-lines line its podLinePrefix takes (0 when it has none). */
export function podLinePrefixLength(text: string): number {
  return POD_LINE_PREFIX.exec(text)?.[0].length ?? 0;
}

/** Inverse of podLinePrefix: the 0-based source line, or undefined. */
export function parsePodLinePrefix(text: string): number | undefined {
  const m = POD_LINE_PREFIX.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n >= 1 ? n - 1 : undefined;
}

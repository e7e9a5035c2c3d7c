// The klog header, `I0731 17:16:32.398137  354472 remote_runtime.go:597] `, read with char codes: this runs on
// every line, and a regex with ten captures allocated ten strings per line.
import type { Severity } from './types';

export interface KlogHeader {
  /** Undefined for a line pasted without its header (readHeadlessKlog). */
  severity: Severity | undefined;
  month: number;
  day: number;
  /** Microseconds since midnight. */
  micros: number;
  thread: number;
  fileStart: number;
  fileEnd: number;
  /** A 32-bit hash of the file name's characters. */
  fileHash: number;
  sourceLine: number;
  /** Column just after `] ` (or `]`). */
  bodyStart: number;
}

const SEVERITIES: Record<number, Severity> = { 73: 'I', 87: 'W', 69: 'E', 70: 'F' };

function digits(text: string, at: number, n: number): number {
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(at + i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** The value of the last digitRun (beside its end, without an object per call). */
let runValue = 0;

/** End of a run of 1 to `max` decimal digits at `at` (its value in runValue), or -1 when there is none. */
function digitRun(text: string, at: number, max: number): number {
  let v = 0;
  let i = at;
  while (i - at < max) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    v = v * 10 + c;
    i++;
  }
  runValue = v;
  return i === at ? -1 : i;
}

/**
 * The header most recently read. Reused: a header is read on every line, and the caller copies what it keeps before
 * reading the next one (a fresh object per line was a tenth of the parser's garbage).
 */
const scratch: KlogHeader = { severity: 'I', month: 0, day: 0, micros: 0, thread: 0, fileStart: 0, fileEnd: 0, fileHash: 0, sourceLine: 0, bodyStart: 0 };

/** Days in each month, February's 29th included (klog writes no year). */
const MONTH_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a klog header's date and time exist: `I1331` or `I0230 99:99:99` is no klog time (it had been rolled into
 * another date: r24c), and the line is shown unparsed. A leap second (60) is a time.
 */
export function isKlogDateTime(month: number, day: number, h: number, m: number, s: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month] && h <= 23 && m <= 59 && s <= 60;
}

/** Reads a klog header at `at`; undefined when the text there is not one. Never throws. The result is reused. */
export function readKlogHeader(text: string, at: number): KlogHeader | undefined {
  const severity = SEVERITIES[text.charCodeAt(at)];
  if (!severity) return undefined;
  const month = digits(text, at + 1, 2);
  const day = digits(text, at + 3, 2);
  if (month < 0 || day < 0 || text.charCodeAt(at + 5) !== 32) return undefined;
  const h = digits(text, at + 6, 2);
  const m = digits(text, at + 9, 2);
  const s = digits(text, at + 12, 2);
  if (h < 0 || m < 0 || s < 0 || text.charCodeAt(at + 8) !== 58 || text.charCodeAt(at + 11) !== 58 || text.charCodeAt(at + 14) !== 46) return undefined;
  if (!isKlogDateTime(month, day, h, m, s)) return undefined;
  // Fraction: 1 to 9 digits, microseconds kept.
  let i = at + 15;
  let frac = 0;
  let fracDigits = 0;
  while (fracDigits < 9) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    if (fracDigits < 6) frac = frac * 10 + c;
    fracDigits++;
    i++;
  }
  if (fracDigits === 0 || text.charCodeAt(i) !== 32) return undefined;
  for (let k = fracDigits; k < 6; k++) frac *= 10;
  while (text.charCodeAt(i) === 32) i++;
  // Thread id: 1 to 12 digits, then a space. k3s's first builds (v0.5) wrote none: thread 0, no process.
  const threadStart = i;
  i = digitRun(text, i, 12);
  let thread = runValue;
  if (i < 0) {
    i = threadStart;
    thread = 0;
  } else if (text.charCodeAt(i) !== 32) return undefined;
  else i++;
  // file:line] — the file name has no spaces, colons or brackets.
  const fileStart = i;
  let fileHash = 0; // read here, where each character is read anyway (the parser keys its file-name cache by it)
  while (i - fileStart <= 256) {
    const c = text.charCodeAt(i);
    if (c === 58 /* : */ || c === 32 || c === 93 /* ] */ || c === 9 || Number.isNaN(c)) break;
    fileHash = (Math.imul(fileHash, 31) + c) | 0;
    i++;
  }
  const fileEnd = i;
  if (fileEnd === fileStart || text.charCodeAt(i) !== 58) return undefined;
  i = digitRun(text, i + 1, 7);
  const sourceLine = runValue;
  if (i < 0 || text.charCodeAt(i) !== 93) return undefined;
  i++;
  if (text.charCodeAt(i) === 32) i++;
  const out = scratch;
  out.severity = severity;
  out.month = month;
  out.day = day;
  out.micros = ((h * 60 + m) * 60 + s) * 1e6 + frac;
  out.thread = thread;
  out.fileStart = fileStart;
  out.fileEnd = fileEnd;
  out.fileHash = fileHash;
  out.sourceLine = sourceLine;
  out.bodyStart = i;
  return out;
}

// Thread 0: no process. Start-up evidence then takes no kubelet start for the line's own process (its envelope's PID,
// under a journald prefix, still counts).
const headless: KlogHeader = { severity: undefined, month: 0, day: 0, micros: 0, thread: 0, fileStart: 0, fileEnd: 0, fileHash: 0, sourceLine: 0, bodyStart: 0 };

/** What the last readHeadlessKlog call read before the file: the thread ID (0: none) and the indent before it. */
let headlessThread = 0;
let headlessIndent = 0;
export const lastHeadlessThread = (): number => headlessThread;
export const lastHeadlessIndent = (): number => headlessIndent;

/**
 * A klog line pasted without the start of its header, from its source file on (`cri_stats_provider.go:694] "Unable
 * to fetch container log stats" …`, as issue threads quote it), or from its thread ID on (`1234 kubelet.go:2130] …`,
 * the ID skipped): no severity, time or thread. The file must be a Go file. The result is reused.
 */
export function readHeadlessKlog(text: string, at: number): KlogHeader | undefined {
  // An excerpt whose writer replaced each header by an ellipsis (`... eviction_manager.go:339] …`, `… kubelet.go:2130] …`).
  if (text.startsWith('... ', at)) at += 4;
  else if (text.startsWith('\u2026 ', at)) at += 2;
  // A block selection that cut the severity and time away leaves the thread ID indented (`    9045 server.go:487] …`).
  let lead = at;
  while (lead - at < 16 && (text.charCodeAt(lead) === 32 || text.charCodeAt(lead) === 9)) lead++;
  headlessIndent = 0;
  if (lead > at && digitRun(text, lead, 10) > 0) {
    headlessIndent = lead - at;
    at = lead;
  }
  let i = at;
  headlessThread = 0;
  const afterThread = digitRun(text, at, 10);
  if (afterThread > 0 && text.charCodeAt(afterThread) === 32) {
    headlessThread = runValue;
    i = afterThread;
    while (text.charCodeAt(i) === 32) i++;
    at = i;
  }
  let fileHash = 0;
  while (i - at < 64) {
    const c = text.charCodeAt(i);
    const nameChar = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
    if (!nameChar) break;
    fileHash = (Math.imul(fileHash, 31) + c) | 0;
    i++;
  }
  const fileEnd = i;
  if (fileEnd - at < 4 || text.charCodeAt(i) !== 58 /* : */ || !text.endsWith('.go', fileEnd)) return undefined;
  i = digitRun(text, i + 1, 7);
  const sourceLine = runValue;
  if (i < 0 || text.charCodeAt(i) !== 93 /* ] */ || text.charCodeAt(i + 1) !== 32) return undefined;
  const out = headless;
  out.fileStart = at;
  out.fileEnd = fileEnd;
  out.fileHash = fileHash;
  out.sourceLine = sourceLine;
  out.bodyStart = i + 2;
  return out;
}

// Lines that say the same thing. A kubelet at --v=4 writes the same few hundred texts again and again (housekeeping,
// probes, the eviction manager): in the bench's logs 78 % of the lines repeat, after their klog time, a text an earlier
// line had. The parser reads such a text once: later lines with the same text take that reading (style, message,
// columns, thread, file and source line), and the index reads its identity and phase once (`RecordStore.tailId`).
// Only what follows the time is shared, so each line keeps its own severity, date and time.

import { ownCopy } from './ownCopy';
import { isKlogDateTime } from './klogHeader';

/** STYLE_CODE.printf (recordStore.ts imports this file's types). */
const STYLE_PRINTF = 2;

/** What a klog line says after its time; the same for every line whose text after the time is the same. */
export interface KlogTail {
  /** ≥ 1, the row's `RecordStore.tailId`. */
  readonly id: number;
  /** STYLE_CODE.structured or STYLE_CODE.printf. */
  readonly style: number;
  readonly message: string;
  // Columns from the klog header's first character (the envelope before it may differ from line to line).
  readonly bodyStart: number;
  readonly messageStart: number;
  readonly messageEnd: number;
  readonly fieldsFrom: number;
  readonly thread: number;
  readonly sourceLine: number;
  readonly fileId: number;
  /**
   * The message's id in the record store once the first row took it, when it is a text rows share (-1 before, and for
   * free text): later rows take the id without looking the message up (a map lookup a line).
   */
  messageId: number;
}

/** `I0830 04:28:45.123456 `: severity, date, time to the microsecond and a space, as klog writes them. */
export const FIXED_TIME_WIDTH = 21;

/** What readFixedKlogTime read last (reused: it runs on every line). */
export const fixedTime = { severity: 0, month: 0, day: 0, micros: 0 };

const SEVERITY_CODES: Record<number, number> = { 73: 1, 87: 2, 69: 3, 70: 4 }; // I W E F, as SEVERITY_CODE

function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * The klog time at `at` when it has klog's own width (six fraction digits, then a space): into `fixedTime`. Accepts
 * exactly what readKlogHeader accepts for those characters, so that the rest of the header is a function of the text
 * after them.
 */
export function readFixedKlogTime(text: string, at: number): boolean {
  const severity = SEVERITY_CODES[text.charCodeAt(at)];
  if (severity === undefined) return false;
  if (text.charCodeAt(at + 5) !== 32 || text.charCodeAt(at + 8) !== 58 || text.charCodeAt(at + 11) !== 58 || text.charCodeAt(at + 14) !== 46 || text.charCodeAt(at + 21) !== 32) return false;
  const month = twoDigits(text, at + 1);
  const day = twoDigits(text, at + 3);
  const h = twoDigits(text, at + 6);
  const m = twoDigits(text, at + 9);
  const s = twoDigits(text, at + 12);
  const f1 = twoDigits(text, at + 15);
  const f2 = twoDigits(text, at + 17);
  const f3 = twoDigits(text, at + 19);
  if ((month | day | h | m | s | f1 | f2 | f3) < 0 || !isKlogDateTime(month, day, h, m, s)) return false;
  fixedTime.severity = severity;
  fixedTime.month = month;
  fixedTime.day = day;
  fixedTime.micros = ((h * 60 + m) * 60 + s) * 1e6 + (f1 * 100 + f2) * 100 + f3;
  return true;
}

// Tails kept at once, by a sample of their text (a direct-mapped table: a newer tail takes the slot of an older one),
// and texts seen once. A kubelet restart changes every tail (the thread column is its PID). Rows keep only a tail's id.
// 4,096 slots find 96 % of the repeats 65,536 do in the bench's 1M-line log, and hold a sixteenth of the lines.
const SLOTS = 1 << 12;
const SEEN_SLOTS = 1 << 11;
// Longer texts are read each time: the tables keep slices of their lines, and a few thousand long unique lines (status
// patches of whole pod specs) would otherwise stay alive with them.
const MAX_TAIL = 1024;

/** The sample `find` computed last (worthKeeping and keep reuse it: one sample a line). */
let lastSample = 0;

/** A cheap sample of the text from `from` on: its length, 16 characters spread over it and its last 8. */
function sample(text: string, from: number): number {
  const len = text.length - from;
  let h = len;
  const step = (len >> 4) || 1;
  for (let i = from, n = 0; i < text.length && n < 16; i += step, n++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  for (let i = Math.max(from, text.length - 8); i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/**
 * The tails read so far. A text is kept the second time it is seen: most lines that name a container or an IP are
 * written once, and keeping each would cost what the row saves. Texts are compared whole (`endsWith`: the tail is
 * the end of its line), never trusted to the sample.
 */
export class TailMemo {
  private readonly texts: (string | undefined)[] = new Array(SLOTS).fill(undefined);
  private readonly kept: (KlogTail | undefined)[] = new Array(SLOTS).fill(undefined);
  private readonly seen: (string | undefined)[] = new Array(SEEN_SLOTS).fill(undefined);

  private lastId = 0;

  /** The tail of `text` from `from` on, if one was kept. Call before worthKeeping and keep, for the same text. */
  find(text: string, from: number): KlogTail | undefined {
    if (text.length - from > MAX_TAIL) {
      lastSample = 0;
      return undefined;
    }
    const h = sample(text, from);
    lastSample = h;
    const slot = h & (SLOTS - 1);
    const t = this.texts[slot];
    return t !== undefined && t.length === text.length - from && text.endsWith(t) ? this.kept[slot] : undefined;
  }

  /** Whether the tail just looked for (find), `text` from `from` on, was seen before; else notes it as seen. */
  worthKeeping(text: string, from: number): boolean {
    if (text.length - from > MAX_TAIL) return false;
    const slot = lastSample & (SEEN_SLOTS - 1);
    const t = this.seen[slot];
    if (t !== undefined && t.length === text.length - from && text.endsWith(t)) {
      this.seen[slot] = undefined;
      return true;
    }
    this.seen[slot] = text.slice(from);
    return false;
  }

  /** Keeps the reading of the text just looked for (find), `text` from `from` on; returns it with its id. */
  keep(text: string, from: number, r: Omit<KlogTail, 'id' | 'messageId'>): KlogTail {
    const kept: KlogTail = {
      // A free-text message is a slice of its line: copied, so that the tail does not keep the line.
      id: ++this.lastId, style: r.style, message: r.style === STYLE_PRINTF ? ownCopy(r.message) : r.message, bodyStart: r.bodyStart, messageStart: r.messageStart,
      messageEnd: r.messageEnd, fieldsFrom: r.fieldsFrom, thread: r.thread, sourceLine: r.sourceLine, fileId: r.fileId, messageId: -1,
    };
    const slot = lastSample & (SLOTS - 1);
    this.texts[slot] = text.slice(from);
    this.kept[slot] = kept;
    return kept;
  }
}

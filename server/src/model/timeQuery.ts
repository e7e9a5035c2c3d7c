// "Go to Time": a time as a person types it after reading it elsewhere (an incident timeline, an event, another
// node's log), and the line of this log at or after it. Times are the node's wall clock (klog writes no zone), so a
// zone typed with an ISO time is not converted: the same digits are looked for.
import type { ParsedLog } from '../parse/types';
import { formatIso, formatWithoutYear, MONTH_NAMES } from './time';

export type TimeQuery =
  /** `17:16`, `17:16:32`, `17:16:32.398`: the first such time of day from the log's start on. */
  | { kind: 'time-of-day'; micros: number }
  /** `Jul 31 17:16:32` (journald), `0731 17:16:32` (klog): a day of the log's year. */
  | { kind: 'day'; month: number; day: number; micros: number }
  /** `2023-07-31T17:16:32Z`, `2023-07-31 17:16:32`. */
  | { kind: 'absolute'; micros: number };

const DAY = 86_400_000_000;
// Written out as literals (the time part repeated) so the ReDoS audit checks each one.
const TIME_OF_DAY = /^(\d{1,2}):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?$/;
const KLOG_DAY = /^[IWEF]?(\d\d)(\d\d) +(\d{1,2}):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?$/;
const JOURNALD_DAY = /^([A-Za-z]{3}) +(\d{1,2}),? +(\d{1,2}):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?$/;
const ISO = /^(\d{4})-(\d\d)-(\d\d)[T ](\d{1,2}):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?(?:Z|[+-]\d\d:?\d\d)?$/;

/** Microseconds since midnight of h:m:s.fraction, or undefined when out of range. */
function timeOfDay(h: string, m: string, s: string | undefined, frac: string | undefined): number | undefined {
  const [hh, mm, ss] = [Number(h), Number(m), Number(s ?? 0)];
  if (hh > 23 || mm > 59 || ss > 60) return undefined;
  const micros = frac ? Number(frac.slice(0, 6).padEnd(6, '0')) : 0;
  return ((hh * 60 + mm) * 60 + ss) * 1e6 + micros;
}

const validDay = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;

/** What a typed time asks for; undefined when it is none of the forms above. */
export function parseTimeQuery(input: string): TimeQuery | undefined {
  const text = input.trim();
  let m = TIME_OF_DAY.exec(text);
  if (m) {
    const micros = timeOfDay(m[1], m[2], m[3], m[4]);
    return micros === undefined ? undefined : { kind: 'time-of-day', micros };
  }
  m = KLOG_DAY.exec(text);
  if (m) {
    const micros = timeOfDay(m[3], m[4], m[5], m[6]);
    const [month, day] = [Number(m[1]), Number(m[2])];
    return micros === undefined || !validDay(month, day) ? undefined : { kind: 'day', month, day, micros };
  }
  m = JOURNALD_DAY.exec(text);
  if (m) {
    const month = MONTH_NAMES.findIndex((n) => n.toLowerCase() === m![1].toLowerCase()) + 1;
    const micros = timeOfDay(m[3], m[4], m[5], m[6]);
    const day = Number(m[2]);
    return micros === undefined || !validDay(month, day) ? undefined : { kind: 'day', month, day, micros };
  }
  m = ISO.exec(text);
  if (m) {
    const micros = timeOfDay(m[4], m[5], m[6], m[7]);
    const [month, day] = [Number(m[2]), Number(m[3])];
    if (micros === undefined || !validDay(month, day)) return undefined;
    return { kind: 'absolute', micros: Date.UTC(Number(m[1]), month - 1, day) * 1000 + micros };
  }
  return undefined;
}

export interface LineAtTime {
  /** 0-based line. */
  line: number;
  /** The line's time as the views write it (without a year the log does not give). */
  time: string;
  /** Said when no line is at or after the time asked, or the log starts after it. */
  note?: string;
}

/**
 * The line with the earliest time at or after the one asked (the first in the file among equals), whatever the order
 * of the log's lines (a newest-first export, interleaved processes); undefined when no line has a time.
 */
export function lineAtTime(parsed: ParsedLog, q: TimeQuery): LineAtTime | undefined {
  const recs = parsed.records;
  const cursor = recs.cursor?.() ?? recs;
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0; r < recs.length; r++) {
    const rec = cursor.at(r);
    if (rec.kind !== 'log' || rec.time === undefined) continue;
    if (rec.time < min) min = rec.time;
    if (rec.time > max) max = rec.time;
  }
  if (min === Infinity) return undefined;
  // A time of day in a log of several days: the line nearest after that time on any of its days (review r32a: the
  // first day's match, days later across a gap, was taken while another day had the time itself).
  if (q.kind === 'time-of-day' && max - min >= DAY) return nearestTimeOfDay(parsed, q.micros, min, max);
  let target: number;
  if (q.kind === 'absolute') target = q.micros;
  else if (q.kind === 'time-of-day') {
    // That time on the log's first day, else on the next day if the log reaches it (else before the start).
    target = Math.floor(min / DAY) * DAY + q.micros;
    if (target < min && target + DAY <= max) target += DAY;
  } else {
    // The log's first year; a day before its start is in the next year (a log across New Year).
    const year = new Date(Math.floor(min / 1000)).getUTCFullYear();
    target = Date.UTC(year, q.month - 1, q.day) * 1000 + q.micros;
    if (target < Math.floor(min / DAY) * DAY) target = Date.UTC(year + 1, q.month - 1, q.day) * 1000 + q.micros;
  }
  let best = -1;
  let bestTime = Infinity;
  let last = -1;
  let lastTime = -Infinity;
  for (let r = 0; r < recs.length; r++) {
    const rec = cursor.at(r);
    const t = rec.kind === 'log' ? rec.time : undefined;
    if (t === undefined) continue;
    if (t >= target && (t < bestTime || (t === bestTime && rec.line < recs.at(best).line))) {
      best = r;
      bestTime = t;
    }
    if (t > lastTime) {
      last = r;
      lastTime = t;
    }
  }
  const write = (t: number) => (parsed.yearSource === 'log' || parsed.yearSource === 'given' ? formatIso(t) : formatWithoutYear(t));
  if (best < 0) {
    return { line: recs.at(last).line, time: write(lastTime), note: `no line at or after ${write(target)}: the log ends at ${write(lastTime)}` };
  }
  const line = recs.at(best).line;
  const note = target < min ? `the log starts after ${write(target)}` : undefined;
  return note ? { line, time: write(bestTime), note } : { line, time: write(bestTime) };
}

/**
 * The line whose time comes soonest after `micros` (a time of day) on one of the log's days, the earliest on ties;
 * says which day it took and how many the log covers, so another day is typed with its date.
 */
function nearestTimeOfDay(parsed: ParsedLog, micros: number, min: number, max: number): LineAtTime {
  const recs = parsed.records;
  const cursor = recs.cursor?.() ?? recs;
  let best = -1;
  let bestGap = Infinity;
  let bestTime = Infinity;
  for (let r = 0; r < recs.length; r++) {
    const rec = cursor.at(r);
    const t = rec.kind === 'log' ? rec.time : undefined;
    if (t === undefined) continue;
    // The latest day whose `micros` is at or before t: the nearest target t comes after.
    const target = Math.floor((t - micros) / DAY) * DAY + micros;
    const gap = t - target;
    if (gap < bestGap || (gap === bestGap && (t < bestTime || (t === bestTime && rec.line < recs.at(best).line)))) {
      best = r;
      bestGap = gap;
      bestTime = t;
    }
  }
  const write = (t: number) => (parsed.yearSource === 'log' || parsed.yearSource === 'given' ? formatIso(t) : formatWithoutYear(t));
  const days = Math.floor(max / DAY) - Math.floor(min / DAY) + 1;
  const day = formatWithoutYear(bestTime).slice(0, 6).trim();
  const example = `${day} ${formatWithoutYear(bestTime).slice(7, 15)}`;
  return { line: recs.at(best).line, time: write(bestTime), note: `the log covers ${days} days: the nearest line at or after that time is on ${day}; type it with a date (such as "${example}") for another day` };
}

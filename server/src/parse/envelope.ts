// Envelopes: whatever a collector put in front of the component's own text.
// journald (`Mon DD hh:mm:ss[.frac] host ident[pid]: `), RFC3339 (`kubectl logs --timestamps`,
// CRI log files with `stderr F `), docker-compose (`name-1  | `) and host prefixes (`172.20.0.2: `).
import { ownCopy } from './ownCopy';
import type { Envelope, EnvelopeKind } from './types';

export const MONTHS: Record<string, number> = {
  Jan: 1, Feb: 2, Mar: 3, Apr: 4, May: 5, Jun: 6, Jul: 7, Aug: 8, Sep: 9, Oct: 10, Nov: 11, Dec: 12,
};

/** A time of day with a month and day but no year (journald, klog). Microseconds since midnight. */
export interface YearlessTime {
  month: number;
  day: number;
  micros: number;
}

export interface EnvelopeMatch {
  envelope: Envelope;
  bodyStart: number;
  yearless?: YearlessTime;
  /** Epoch microseconds, when the prefix carries a full date (RFC3339, short-unix, short-full, a JSON entry). */
  absoluteTime?: number;
}

// More than one space after the time: `docker logs -t` of a container whose own output starts with a space (k3s).
const RFC3339 =
  /(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:?\d\d) {1,16}(?:(?:stdout|stderr) [FP] )?/y;
const SYSLOG_AFTER_DATE = /(\S+) ([^\s[\]:]+)\[(\d{1,10})\]: /y;
// RFC 5424's fields after its time without the `<PRI>1 ` before it (rsyslog's protocol template into a file):
// `2024-02-07T02:49:40.739405+00:00 NodeA kubelet 24578 - -  E0207 …` (HOST APP-NAME PROCID, MSGID and STRUCTURED-DATA
// nil), containerd#9947.
const RFC5424_AFTER_DATE = /([^\s[\]]{1,255}) ([\w.\/-]{1,48}) (\d{1,10}|-) - - {1,2}/y;
// A remote syslog template that writes the severity and the program in brackets (`<time> knode3 [err] [kubelet] E1218 …`,
// kubernetes#39170): the host and the program before a klog line.
const SYSLOG_BRACKETED = /([A-Za-z0-9][\w.:%-]{0,127}) \[(?:emerg|alert|crit|err|error|warn|warning|notice|info|debug)\] \[([^\s[\]]{1,64})\] (?=[IWEF]\d{4} )/y;
// An ISO time without a zone before ` host ident[pid]: ` (rsyslog's file format without its zone, StarlingX; a
// syslog-ng template's `2023-07-31 17:16:31.865`).
const ISO_LOCAL_SYSLOG = /(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? (?=\S+ [^\s[\]:]+\[\d{1,10}\]: )/y;
// Grafana's "Download logs" as text: `<epoch ms>\t<ISO 8601>\t` (older releases: `2023-08-30 04:28:45.123\t`, no zone).
// `aws logs tail --format short`: a time without a zone, then the event (a JSON event, or a klog line).
const ISO_BEFORE_EVENT = /(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? (?=\{"|[IWEF]\d{4} )/y;
const TAB_TIME = /(?:\d{13}\t)?(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:?\d\d)?\t/y;
const COLLECTOR_TIME_PREFIXES = [ISO_BEFORE_EVENT, TAB_TIME];
// The other journalctl -o modes: short-full / with-unit (`Wed 2023-08-30 17:16:32 UTC `), short-unix
// (`1693415792.402140 `) and short-monotonic / short-delta (`[  123.456789] `, `[  123.456789 <    0.000100>] `).
// Each counts only when ` host ident[pid]: ` follows, so a kernel ring-buffer line is not taken for one.
const SHORT_FULL = /(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? ([A-Za-z][\w+-]{0,15}) /y;
const SHORT_UNIX = /(\d{9,11})\.(\d{1,9}) /y;
// Rancher 1.x's log view copies a line as the browser's local time glued to it (`5/9/2017 12:41:33 PMI0509 04:41:33…`,
// rancher/rancher#8696): the date gives the year; the klog header keeps the node's time.
const UI_TIME = /(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d\d):(\d\d) [AP]M ?(?=[IWEF]\d{4} )/y;
const SHORT_MONOTONIC = /\[ *\d{1,10}\.\d{6}(?: < *\d{1,10}\.\d{6}>)?\] /y;
const COMPOSE = /([A-Za-z0-9][\w.-]{0,127}) +\| ?/y;
// A journald line whose date was cut (`kubelet[16645]: E1119 …`, `kubelet.service[2043933]: …`): its identifier and PID.
const IDENT_PID = /([A-Za-z][\w.-]{0,63})\[(\d{1,10})\]: (?=[IWEF]\d{4} |\{")/y;
// A journald line whose start was cut, as a column selection in a terminal or `cut -c` leaves it (`an 16 16:47:21
// node-a kubelet[1234]: I0116 …`, `16:47:21 node-a kubelet[1234]: …`, `:47:21 …`): what is left of the date and time
// (group 1), then the host, identifier and PID, then a klog line. With nothing left of the time, the cut may have
// fallen inside the host: it is not kept (`de-a` for `node-a` would be another node).
const CLIPPED_JOURNALD =
  /^((?:[A-Za-z]{1,2} \d{1,2} |\d{1,2} )?(?:[\d:.]{1,16} )?)([A-Za-z0-9][\w.-]{0,127}) ([A-Za-z][\w.-]{0,63})\[(\d{1,10})\]: (?=[IWEF]\d{4} \d\d:\d\d:\d\d|\{")/;
// A log pasted as a list or a quote, or indented: `  - ` (minikube's "Problems detected in kubelet"), `* `, `• `,
// Markdown's `> `, a shell comment's `# `, spaces or tabs (a paste from a page's table: `\t 2337: I0818 …`; a whole
// journal indented by eight spaces inside an issue's list item);
// then Markdown's bold, italics or inline code around the line (`**Feb 25 …**`, `_E1014 …_`, `` `E0225 …` ``), whose
// end stays in the text.
const BULLET = /^[\t ]{0,16}(?:(?:[-*>#]|\u2022) +|\+(?=\S)){0,2}(?:\*\*|`|_)?/;
// Docker Desktop's Kubernetes logs: `[2024-02-21T21:35:04.600504144Z][kubelet][I] ` (time, component, level).
const DOCKER_DESKTOP = /^\[(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:?\d\d)\]\[([\w.-]{1,64})\]\[[A-Z]\] /;
// A syslog priority before a forwarded line (`<30>Mar 19 …`, rsyslog files from remote hosts).
const SYSLOG_PRI = /^<\d{1,3}>/;
// RFC 5424 syslog (rsyslog's RSYSLOG_SyslogProtocol23Format, syslog-ng, a syslog server's archive):
// `<PRI>1 TIMESTAMP HOST APP-NAME PROCID MSGID STRUCTURED-DATA MSG`, a missing value written `-`. rsyslog's template
// keeps the space a traditional `tag: msg` left at the message's start, so two spaces before MSG are common.
const RFC5424 =
  /^<\d{1,3}>1 (?:(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)|-) (\S{1,255}) (\S{1,48}) (\S{1,128}) \S{1,32} (?:-|(?:\[(?:[^\]\\]|\\.)*\])+)  ?\uFEFF?/;
// A syslog severity some distributions write after the identifier (`kubelet[123]: info I0419 …`, StarlingX).
const SEVERITY_WORD = /(?:debug|info|notice|warning|warn|err|error|crit|alert|emerg) (?=[IWEF]\d{4} )/y;
// journald writes the month in the node's locale (`lis 29 22:59:44`, `Mär 3`, `6月 12`): the abbreviations of common
// locales, lower-cased, and CJK's `N月` / `N월`.
const LOCALE_MONTHS = new Map<string, number>();
for (const names of [
  ['jan', 'feb', 'mär', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dez'], // de
  ['janv.', 'févr.', 'mars', 'avril', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'], // fr
  ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'], // es
  ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'], // it
  ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'], // pt
  ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'], // nl
  ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'], // pl
  ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'], // ru
  ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'], // nb, nn
  ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'], // sv
  ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'], // da
  // el: glibc's genitive abbreviations (`Μαΐ 02`), with and without their accents.
  ['ιαν', 'φεβ', 'μαρ', 'απρ', 'μαΐ', 'ιουν', 'ιουλ', 'αυγ', 'σεπ', 'οκτ', 'νοε', 'δεκ'],
  ['ιαν', 'φεβ', 'μάρ', 'απρ', 'μάι', 'ιούν', 'ιούλ', 'αύγ', 'σεπ', 'οκτ', 'νοέ', 'δεκ'],
]) {
  names.forEach((name, i) => LOCALE_MONTHS.set(name, i + 1));
}
for (let m = 1; m <= 12; m++) {
  LOCALE_MONTHS.set(`${m}月`, m);
  // Korean: `6월`.
  LOCALE_MONTHS.set(`${m}월`, m);
}
/** `月` (Chinese, Japanese) or `월` (Korean) after a month's number. */
function isCjkMonth(c: number): boolean {
  return c === 0x6708 || c === 0xc6d4;
}

const LOCALE_DATE = /^(\S{1,6}) {1,2}\d{1,2} \d\d:\d\d:\d\d/u;
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A journald prefix whose month is in another language: read as the English one would be (a copy of the line with
 * the month replaced; only such logs pay for it), with its columns shifted back.
 */
function readLocalizedJournald(text: string): EnvelopeMatch | undefined {
  const m = LOCALE_DATE.exec(text);
  if (!m) return undefined;
  const month = LOCALE_MONTHS.get(m[1].toLowerCase());
  if (month === undefined) return undefined;
  const english = ENGLISH_MONTHS[month - 1];
  const j = readJournald(english + text.slice(m[1].length));
  if (!j) return undefined;
  return { envelope: j.envelope, bodyStart: j.bodyStart - english.length + m[1].length, yearless: { month: j.month, day: j.day, micros: j.micros } };
}
const HOST = /(\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9][\w.-]{0,127}): (?=\{|[IWEF]\d{4} )/y;

export function fractionToMicros(frac: string | undefined): number {
  if (!frac) return 0;
  return Math.floor(Number((frac + '000000').slice(0, 6)));
}

/** Epoch microseconds of an RFC3339 date written as its parts; the offset is applied. */
export function rfc3339Micros(
  y: string, mo: string, d: string, h: string, mi: string, s: string, frac: string | undefined, zone: string,
): number {
  let ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  if (zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60000;
  }
  return ms * 1000 + fractionToMicros(frac);
}

let lastJournald: Envelope | undefined;
/** ` host ident[pid]: ` of the last journald line read, whose envelope is lastJournald. */
let lastTail: string | undefined;

const MONTH_BY_CODE = new Map<number, number>(
  Object.entries(MONTHS).map(([name, n]) => [(name.charCodeAt(0) << 16) | (name.charCodeAt(1) << 8) | name.charCodeAt(2), n]),
);

function digit(text: string, i: number): number {
  const c = text.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

/**
 * `Mon DD hh:mm:ss[.frac] host ident[pid]: ` read with char codes (this runs on every line of a journal export).
 * Consecutive lines of one process share one (immutable) envelope object.
 */
/** The journald prefix most recently read (reused: this runs on every line, and the caller copies what it keeps). */
const journaldScratch = { envelope: undefined as unknown as Envelope, month: 0, day: 0, micros: 0, bodyStart: 0 };

function readJournald(text: string, at = 0): typeof journaldScratch | undefined {
  const month = MONTH_BY_CODE.get((text.charCodeAt(at) << 16) | (text.charCodeAt(at + 1) << 8) | text.charCodeAt(at + 2));
  if (!month || text.charCodeAt(at + 3) !== 32) return undefined;
  let i = at + 4;
  let day: number;
  const d0 = text.charCodeAt(at + 4) === 32 ? 0 : digit(text, at + 4);
  const d1 = digit(text, at + 5);
  if (d0 >= 0 && d1 >= 0 && d0 <= 3) {
    day = d0 * 10 + d1;
    i = at + 6;
  } else if (d0 > 0 && text.charCodeAt(at + 5) === 32) {
    day = d0;
    i = at + 5;
  } else return undefined;
  if (text.charCodeAt(i) !== 32) return undefined;
  i++;
  const h0 = digit(text, i), h1 = digit(text, i + 1), m0 = digit(text, i + 3), m1 = digit(text, i + 4), s0 = digit(text, i + 6), s1 = digit(text, i + 7);
  if (h0 < 0 || h1 < 0 || m0 < 0 || m1 < 0 || s0 < 0 || s1 < 0 || text.charCodeAt(i + 2) !== 58 || text.charCodeAt(i + 5) !== 58) return undefined;
  let micros = (((h0 * 10 + h1) * 60 + (m0 * 10 + m1)) * 60 + (s0 * 10 + s1)) * 1e6;
  i += 8;
  if (text.charCodeAt(i) === 46 /* . */) {
    i++;
    let frac = 0;
    let n = 0;
    while (n < 9) {
      const c = digit(text, i);
      if (c < 0) break;
      if (n < 6) frac = frac * 10 + c;
      n++;
      i++;
    }
    if (n === 0) return undefined;
    for (let k = n; k < 6; k++) frac *= 10;
    micros += frac;
  }
  if (text.charCodeAt(i) !== 32) return undefined;
  // Consecutive lines of one process repeat ` host ident[pid]: ` exactly: one native comparison instead of a scan
  // (indexOf: startsWith with a position took twice as long).
  if (lastTail !== undefined && text.indexOf(lastTail, i) === i) return journaldRead(lastJournald!, month, day, micros, i + lastTail.length);
  const tailStart = i;
  i++;
  let hostStart = i;
  while (i < text.length && text.charCodeAt(i) !== 32) i++;
  let hostEnd = i;
  // An empty host field (`Dec  5 12:42:03  kubelet: E1205 …`, a template that wrote no host): the next word.
  const noHost = hostEnd === hostStart;
  if (noHost) {
    hostStart = ++i;
    while (i < text.length && text.charCodeAt(i) !== 32) i++;
    hostEnd = i;
    if (hostEnd === hostStart) return undefined;
  }
  // A syslog line without its host (`Apr 19 11:20:09 kubelet[20002]: …`, as some rsyslog templates write it): the
  // first word is the identifier with its PID, or without one before a klog line (`Dec  5 12:42:03 kubelet: E1205 …`).
  const hostless = hostlessIdent(text, hostStart, hostEnd);
  if (noHost && !hostless) return undefined;
  if (hostless) {
    const envelope = lastJournald && lastJournald.host === undefined && lastJournald.pid === hostless.pid && lastJournald.ident === hostless.ident
      ? lastJournald
      : { kinds: ['journald'] as EnvelopeKind[], ident: hostless.ident, ...(hostless.pid !== undefined ? { pid: hostless.pid } : {}) };
    lastJournald = envelope;
    const bodyStart = hostEnd < text.length ? hostEnd + 1 : hostEnd;
    lastTail = hostEnd < text.length ? ownCopy(text.slice(tailStart, bodyStart)) : undefined;
    return journaldRead(envelope, month, day, micros, bodyStart);
  }
  if (i >= text.length) return undefined;
  i++;
  const identStart = i;
  for (;;) {
    const c = text.charCodeAt(i);
    if (Number.isNaN(c) || c === 32 || c === 9 || c === 91 || c === 93 || c === 58) break;
    i++;
  }
  const identEnd = i;
  if (identEnd === identStart) return undefined;
  let pidStart = -1;
  let pidEnd = -1;
  if (text.charCodeAt(i) === 91 /* [ */) {
    pidStart = ++i;
    while (digit(text, i) >= 0 && i - pidStart < 10) i++;
    pidEnd = i;
    if (pidEnd === pidStart || text.charCodeAt(i) !== 93) return undefined;
    i++;
  }
  if (text.charCodeAt(i) !== 58 /* : */) return undefined;
  i++;
  if (i < text.length && text.charCodeAt(i) !== 32) return undefined;
  if (i < text.length) i++;
  const last = lastJournald;
  let pid: number | undefined;
  if (pidStart >= 0) {
    pid = 0;
    for (let k = pidStart; k < pidEnd; k++) pid = pid * 10 + (text.charCodeAt(k) - 48);
  }
  let envelope: Envelope;
  if (
    last && last.pid === pid && last.host !== undefined && last.host.length === hostEnd - hostStart && last.ident!.length === identEnd - identStart &&
    text.startsWith(last.host, hostStart) && text.startsWith(last.ident!, identStart)
  ) {
    envelope = last;
  } else {
    envelope = { kinds: ['journald'], host: text.slice(hostStart, hostEnd), ident: text.slice(identStart, identEnd) };
    if (pid !== undefined) envelope.pid = pid;
    lastJournald = envelope;
  }
  // Only a tail that ends in `: ` is reused (a bare `:` at the end of a line says nothing about the next one).
  // A copy, not a slice (ownCopy): a module-level slice would keep a closed 50 MB document alive.
  lastTail = text.charCodeAt(i - 1) === 32 && i - 1 > tailStart ? ownCopy(text.slice(tailStart, i)) : undefined;
  return journaldRead(envelope, month, day, micros, i);
}

/** The journald prefix just read, in the reused scratch object. */
function journaldRead(envelope: Envelope, month: number, day: number, micros: number, bodyStart: number): typeof journaldScratch {
  const out = journaldScratch;
  out.envelope = envelope;
  out.month = month;
  out.day = day;
  out.micros = micros;
  out.bodyStart = bodyStart;
  return out;
}

/**
 * `ident[pid]:` filling text[start, end): a syslog identifier and its PID where a host would be; or `ident:` without a
 * PID when a klog line follows (a host never ends with a colon).
 */
function hostlessIdent(text: string, start: number, end: number): { ident: string; pid: number | undefined } | undefined {
  if (end - start >= 2 && text.charCodeAt(end - 1) === 58 && text.charCodeAt(end - 2) !== 93 && startsWithKlogSeverityAndDate(text.slice(end + 1, end + 20), text.charCodeAt(end + 1))) {
    for (let k = start; k < end - 1; k++) {
      const c = text.charCodeAt(k);
      if (c === 91 || c === 93 || c === 58) return undefined;
    }
    return { ident: text.slice(start, end - 1), pid: undefined };
  }
  if (end - start < 5 || text.charCodeAt(end - 1) !== 58 /* : */ || text.charCodeAt(end - 2) !== 93 /* ] */) return undefined;
  const open = text.lastIndexOf('[', end - 3);
  if (open <= start || end - 3 - open > 10) return undefined;
  let pid = 0;
  for (let k = open + 1; k < end - 2; k++) {
    const d = digit(text, k);
    if (d < 0) return undefined;
    pid = pid * 10 + d;
  }
  if (end - 2 === open + 1) return undefined;
  for (let k = start; k < open; k++) {
    const c = text.charCodeAt(k);
    if (c === 91 || c === 93 || c === 58) return undefined;
  }
  return { ident: text.slice(start, open), pid };
}

/**
 * One envelope object for each (kinds, host, identifier, PID): a line's envelope is shared with every other line of
 * that process, as the short journald prefix's is (an object per line had cost about 200 bytes a line). The time a
 * prefix carries is the line's own and stays on the match.
 */
const sharedEnvelopes = new Map<string, Envelope>();
const SHARED_ENVELOPES_MAX = 4096;

export function sharedEnvelope(kinds: readonly EnvelopeKind[], host?: string, ident?: string, pid?: number, messageKey?: string): Envelope {
  const key = `${kinds.join('+')}\u0000${host ?? ''}\u0000${ident ?? ''}\u0000${pid ?? ''}\u0000${messageKey ?? ''}`;
  let env = sharedEnvelopes.get(key);
  if (!env) {
    // A log of many short-lived processes must not grow this without bound: start over when it is full.
    if (sharedEnvelopes.size >= SHARED_ENVELOPES_MAX) sharedEnvelopes.clear();
    env = { kinds: [...kinds] };
    // Copies, not slices: a module-level map must not keep a closed document's text alive.
    if (host !== undefined) env.host = ownCopy(host);
    if (ident !== undefined) env.ident = ownCopy(ident);
    if (pid !== undefined) env.pid = pid;
    if (messageKey !== undefined) env.messageKey = ownCopy(messageKey);
    sharedEnvelopes.set(ownCopy(key), env);
  }
  return env;
}

/** `host ident[pid]: ` at `pos`, as a journald envelope; `absoluteTime` when the mode wrote a full date. */
function syslogTail(text: string, pos: number, absoluteTime: number | undefined): EnvelopeMatch | undefined {
  SYSLOG_AFTER_DATE.lastIndex = pos;
  const s = SYSLOG_AFTER_DATE.exec(text);
  if (!s) return undefined;
  return { envelope: sharedEnvelope(JOURNALD, s[1], s[2], Number(s[3])), bodyStart: SYSLOG_AFTER_DATE.lastIndex, absoluteTime };
}

const JOURNALD: readonly EnvelopeKind[] = ['journald'];

/** journalctl's short-full, with-unit, short-unix, short-monotonic and short-delta prefixes. */
function readOtherJournalModes(text: string, first: number): EnvelopeMatch | undefined {
  if (first === 91) {
    SHORT_MONOTONIC.lastIndex = 0;
    // Seconds since boot say nothing about the date: the klog header gives the time.
    return SHORT_MONOTONIC.test(text) ? syslogTail(text, SHORT_MONOTONIC.lastIndex, undefined) : undefined;
  }
  if (first <= 57) {
    UI_TIME.lastIndex = 0;
    const ui = UI_TIME.exec(text);
    if (ui) return { envelope: sharedEnvelope(['rfc3339']), bodyStart: UI_TIME.lastIndex, absoluteTime: Date.UTC(+ui[3], +ui[1] - 1, +ui[2]) * 1000 };
    SHORT_UNIX.lastIndex = 0;
    const u = SHORT_UNIX.exec(text);
    return u ? syslogTail(text, SHORT_UNIX.lastIndex, Number(u[1]) * 1e6 + fractionToMicros(u[2])) : undefined;
  }
  SHORT_FULL.lastIndex = 0;
  const f = SHORT_FULL.exec(text);
  if (!f) return undefined;
  // A zone name (UTC, CEST) has no reliable offset: the time stays the node's wall clock, as klog's own.
  return syslogTail(text, SHORT_FULL.lastIndex, rfc3339Micros(f[1], f[2], f[3], f[4], f[5], f[6], f[7], 'Z'));
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `I0830 ` (I, W, E or F, four digits, a space): the start of a klog header. */
export function startsWithKlogSeverityAndDate(text: string, c0: number): boolean {
  return (
    (c0 === 73 || c0 === 87 || c0 === 69 || c0 === 70) &&
    isDigit(text.charCodeAt(1)) && isDigit(text.charCodeAt(2)) && isDigit(text.charCodeAt(3)) && isDigit(text.charCodeAt(4)) &&
    text.charCodeAt(5) === 32
  );
}

/**
 * What some collectors write between their time and the line, skipped: Loki's `logcli query` label set
 * (`{job="kubelet", host="n1"}` and padding), or the AWS log stream name `aws logs tail` writes before the event (a JSON
 * event or a klog line).
 * Returns `pos` itself when neither is there.
 */
function afterCollectorTimeTail(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 123 /* { */) {
    const first = text.charCodeAt(pos + 1);
    // A label name starts with a letter or `_`; `{"` is a JSON body, not labels.
    if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95)) return pos;
    let inQuotes = false;
    for (let i = pos + 1; i < text.length && i < pos + 4096; i++) {
      const ch = text.charCodeAt(i);
      if (inQuotes) {
        if (ch === 92 /* \ */) i++;
        else if (ch === 34) inQuotes = false;
      } else if (ch === 34) inQuotes = true;
      else if (ch === 125 /* } */) {
        let j = i + 1;
        while (text.charCodeAt(j) === 32) j++;
        return j > i + 1 ? j : pos;
      }
    }
    return pos;
  }
  if (c === 32 || Number.isNaN(c)) return pos;
  const space = text.indexOf(' ', pos);
  if (space < 0 || space - pos > 512) return pos;
  const jsonEvent = text.charCodeAt(space + 1) === 123 && text.charCodeAt(space + 2) === 34;
  return jsonEvent || startsWithKlogSeverityAndDate(text.slice(space + 1, space + 7), text.charCodeAt(space + 1)) ? space + 1 : pos;
}

/** What stackJournald read last (reused). */
const stacked = {
  host: undefined as string | undefined, ident: undefined as string | undefined, pid: undefined as number | undefined, bodyStart: 0,
  month: 0, day: 0, micros: 0,
};

/** A journald prefix at `at`, inside another envelope: into `stacked`. */
function stackJournald(text: string, at: number): boolean {
  const j = readJournald(text, at);
  if (!j) return false;
  stacked.host = j.envelope.host;
  stacked.ident = j.envelope.ident;
  stacked.pid = j.envelope.pid;
  stacked.bodyStart = j.bodyStart;
  stacked.month = j.month;
  stacked.day = j.day;
  stacked.micros = j.micros;
  return true;
}

/**
 * A line a collector's JSON entry carried (`given`), when it is itself a whole syslog line: the journald prefix inside
 * is stripped, and its host, identifier and PID take the place of the entry's (they are the original's).
 */
export function carriedJournald(text: string, given: EnvelopeMatch): EnvelopeMatch | undefined {
  const c = text.charCodeAt(given.bodyStart);
  if (c < 65 || c > 90 || !stackJournald(text, given.bodyStart)) return undefined;
  const outer = given.envelope;
  const kinds = outer.kinds.includes('journald') ? outer.kinds : [...outer.kinds, 'journald' as const];
  return {
    envelope: sharedEnvelope(kinds, stacked.host ?? outer.host, stacked.ident ?? outer.ident, stacked.pid ?? outer.pid, outer.messageKey),
    bodyStart: stacked.bodyStart,
    absoluteTime: given.absoluteTime,
    // An entry without a time of its own: the syslog line's time (without a year, as journald writes it).
    yearless: given.absoluteTime === undefined ? { month: stacked.month, day: stacked.day, micros: stacked.micros } : undefined,
  };
}

/** Strips up to two stacked envelopes from the start of `text`. Returns undefined when there is none. */
export function matchEnvelope(text: string): EnvelopeMatch | undefined {
  const c0 = text.charCodeAt(0);
  if (c0 === 0) return afterNuls(text);
  if (startsBullet(c0)) return bulleted(text);
  if (c0 === 91 /* [ */ && text.charCodeAt(1) >= 48 && text.charCodeAt(1) <= 57) {
    const d = DOCKER_DESKTOP.exec(text);
    if (d) return { envelope: sharedEnvelope(['rfc3339'], undefined, d[9]), bodyStart: d[0].length, absoluteTime: rfc3339Micros(d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8]) };
  }
  if (c0 === 60 /* < */) return afterPriority(text);
  const m = matchUnbulleted(text, c0) ?? (c0 >= 48 && c0 <= 57 ? afterLineNumber(text, 0, false) : undefined);
  if (m?.envelope.ident !== undefined && text.charCodeAt(m.bodyStart) >= 97 /* a lower-case word */) {
    SEVERITY_WORD.lastIndex = m.bodyStart;
    if (SEVERITY_WORD.test(text)) return { ...m, bodyStart: SEVERITY_WORD.lastIndex };
  }
  return m;
}

/** How many NUL characters `text` starts with. */
export function leadingNuls(text: string): number {
  let n = 0;
  while (text.charCodeAt(n) === 0) n++;
  return n;
}

/**
 * NUL bytes, then a line: a log truncated in place (logrotate's `copytruncate`) by a writer that goes on at its old
 * offset has a hole of NULs before its next line; a node that crashed while the log was written can leave zeroed
 * blocks in the middle of one. `nulAt`: where the run starts (a line cut short before it, when not 0). The line after
 * the run is read as any line (with its own envelope, a bare klog or JSON line, or text it is not), so that the hole
 * never hides it; the text cut short before it is left to the notice.
 */
export function afterNuls(text: string, nulAt = 0): EnvelopeMatch {
  let from = nulAt;
  while (text.charCodeAt(from) === 0) from++;
  const rest = text.slice(from);
  const inner = rest.length ? matchEnvelope(rest) : undefined;
  if (inner) {
    const e = inner.envelope;
    return { ...inner, envelope: sharedEnvelope(['nul-padding', ...e.kinds], e.host, e.ident, e.pid, e.messageKey), bodyStart: from + inner.bodyStart };
  }
  return { envelope: sharedEnvelope(['nul-padding']), bodyStart: from };
}

/** `<30>` then a line with an envelope: the priority is part of the envelope. */
function afterPriority(text: string): EnvelopeMatch | undefined {
  const r = RFC5424.exec(text);
  if (r) {
    const nil = (v: string) => (v === '-' ? undefined : v);
    return {
      envelope: sharedEnvelope(['rfc3339'], nil(r[9]), nil(r[10]), /^\d{1,10}$/.test(r[11]) ? Number(r[11]) : undefined),
      bodyStart: r[0].length,
      absoluteTime: r[1] === undefined ? undefined : rfc3339Micros(r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]),
    };
  }
  const p = SYSLOG_PRI.exec(text);
  if (!p) return undefined;
  const rest = text.slice(p[0].length);
  const inner = matchUnbulleted(rest, rest.charCodeAt(0));
  return inner && { ...inner, bodyStart: p[0].length + inner.bodyStart };
}

/** A space or a character BULLET reads (`-`, `*`, `>`, `#`, `•`, a backtick, `_`). */
function startsBullet(c: number): boolean {
  return c === 32 || c === 9 || c === 45 || c === 42 || c === 62 || c === 35 || c === 0x2022 || c === 96 || c === 95 || c === 43;
}

/** An IPv4 address, or an IPv6 one (hex groups and colons, at least two colons). */
function isIpAddress(host: string | undefined): boolean {
  if (!host) return false;
  return /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || (/^[0-9a-fA-F:]{2,39}$/.test(host) && host.split(':').length > 2);
}

/**
 * A line pasted as a list item: the bullet, then a line with its own envelope (or a bare klog line). Anything else
 * that starts with a space or a dash (a stack trace's frames, a multi-line value) is no envelope.
 */
function bulleted(text: string): EnvelopeMatch | undefined {
  const b = BULLET.exec(text);
  if (!b || b[0].length === 0) return undefined;
  const from = b[0].length;
  const rest = text.slice(from);
  const c = rest.charCodeAt(0);
  const inner = startsBullet(c) ? undefined : c === 60 /* < */ ? afterPriority(rest) : matchUnbulleted(rest, c);
  // An indented `key: {…` is a continuation (YAML, a multi-line value), not a host before a JSON line.
  // A JSON object behind an indented node address is a pasted line (`talosctl logs`, which prefixes the node's IP); a
  // YAML key is no address (`kubelet.json: {…}`, `lastEvent: {…}`: r45a 03, 04).
  if (inner && b[0].trim() === '' && inner.envelope.kinds.includes('host') && rest.charCodeAt(inner.bodyStart) === 123 && !isIpAddress(inner.envelope.host)) return undefined;
  if (inner) {
    const e = inner.envelope;
    return { ...inner, envelope: sharedEnvelope(['bullet', ...e.kinds], e.host, e.ident, e.pid, e.messageKey), bodyStart: from + inner.bodyStart };
  }
  // An indented JSON-logging record (`  {"ts":1631610094233.76,"caller":…`: a code block's indent, r67a 41) is a line of
  // its own, as an indented klog line is; JSON that merely goes on a value above does not open with the record's time.
  // So is the kubelet's own deprecation notice on stderr (`  Flag --chaos-chance has been deprecated, …`, r67a 51).
  // A collector's JSON entry indented as a code block indents it (r70a 1: Docker's json-file lines) is one too.
  if (b[0].trim() === '' && ((c === 123 /* { */ && (JSON_LOG_RECORD.test(rest) || CARRIER_KEY_START.test(rest))) || (c === 70 /* F */ && rest.startsWith('Flag --') && rest.indexOf(' has been deprecated') > 0))) {
    return { envelope: sharedEnvelope(['bullet']), bodyStart: from };
  }
  if (!startsWithKlogSeverityAndDate(rest, c)) return c >= 48 && c <= 57 ? afterLineNumber(text, from, b[0].trim() === '') : undefined;
  return { envelope: sharedEnvelope(['bullet']), bodyStart: from };
}

/**
 * A line number before a line with an envelope of its own, or a JSON record (`cat -n`, `grep -n`, `less -N` of a
 * journal, of RFC3339 lines, of the JSON format: r69a 58, 60, 61): the line behind it, under a `bullet`.
 */
function afterLineNumber(text: string, from: number, padded: boolean): EnvelopeMatch | undefined {
  if (numberedDepth > 0) return undefined;
  NUMBERED.lastIndex = from;
  const n = NUMBERED.exec(text);
  if (!n) return undefined;
  const at = NUMBERED.lastIndex;
  // A space after the number only as `less -N` writes it, right-aligned after spaces: `2023 Jul 31 …` is a year
  // (r70a 11).
  if (!padded && n[0].endsWith(' ') && !n[0].endsWith(': ')) return undefined;
  if (text.charCodeAt(at) === 123 /* { */ && text.charCodeAt(at + 1) === 34 /* " */) return { envelope: sharedEnvelope(['bullet']), bodyStart: at };
  numberedDepth++;
  let inner: EnvelopeMatch | undefined;
  try {
    inner = matchEnvelope(text.slice(at));
  } finally {
    numberedDepth--;
  }
  if (!inner) return undefined;
  const e = inner.envelope;
  return { ...inner, envelope: sharedEnvelope(e.kinds[0] === 'bullet' ? e.kinds : ['bullet', ...e.kinds], e.host, e.ident, e.pid, e.messageKey), bodyStart: at + inner.bodyStart };
}

/** `cat -n`'s number and tab, `grep -n`'s `12:` / `12-`, `less -N`'s number and space (`padded`: after spaces). */
const NUMBERED = /\d{1,9}(?:\t|: ?|-| )/y;
/** afterLineNumber is not applied to what follows a line number (one number, not a chain). */
let numberedDepth = 0;

/** A collector's JSON entry whose first key carries the line (Docker's `{"log":`, Fluent Bit's and journald's `MESSAGE`). */
const CARRIER_KEY_START = /^\{"(?:log|MESSAGE|message|line)": ?"/;

/** The start of a record of the kubelet's JSON logging format (`--logging-format=json`): its time comes first. */
const JSON_LOG_RECORD = /^\{"ts":\d/;

/**
 * A line number before a bare klog line: `grep -n` (`46948:I0617 …`, its context lines `46949-I0617 …`), `cat -n` (`  46948\tI0617 …`, its indent read as
 * a bullet's), or a paste that kept an editor's gutter (`46948 I0617 …`, `2337: I0818 …`).
 */
const LINE_NUMBER = /^\d{1,9}(?:: ?|[\t -])(?=[IWEF]\d{4} \d\d:\d\d:\d\d)/;

/**
 * A file name before a bare klog line: `grep` over several files (`kubelet.node-1.root.log.INFO.20210709-193402.2247:I0716 …`),
 * with `-n` its line number too (`kubelet.log:1234:I0716 …`), and its context lines (`kubelet.log-I0716 …`,
 * `kubelet.log-1235-I0716 …`).
 */
const GREP_FILE = /^([^\s:]{1,255}?)(?::(?:\d{1,9}:)?|-(?:\d{1,9}-)?)(?=[IWEF]\d{4} \d\d:\d\d:\d\d)/;

/**
 * A file name (and `-n`'s line number) before a journald line: `grep -n kubelet ./systemd.log ./messages` over files
 * saved from journalctl (`./systemd.log:2477:May 30 12:24:17.977899 node-1 kubelet[2113]: I0530 …`). The journald
 * line's host names the node. Checked by hand before the prefix is read: most lines that get here have no colon
 * before a month (an RFC3339 time's first colon is followed by digits).
 */
function grepFileJournald(text: string): EnvelopeMatch | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 255) return undefined;
  let k = colon + 1;
  while (digit(text, k) >= 0 && k - colon <= 9) k++;
  if (k > colon + 1) {
    if (text.charCodeAt(k) !== 58) return undefined;
    k++;
  }
  const c = text.charCodeAt(k);
  if (c < 65 || c > 90 || text.charCodeAt(k + 3) !== 32) return undefined;
  for (let i = 0; i < colon; i++) if (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) return undefined;
  const j = readJournald(text, k);
  if (!j) return undefined;
  const e = j.envelope;
  return { envelope: sharedEnvelope(['bullet', ...e.kinds], e.host, e.ident, e.pid), bodyStart: j.bodyStart, yearless: { month: j.month, day: j.day, micros: j.micros } };
}

// glog's own file names: `<program>.<host>.<user>.log.<LEVEL>.<yyyymmdd-hhmmss>.<pid>`.
const GLOG_FILE = /(?:^|\/)[\w-]+\.([^./][^/]*?)\.[^./]+\.log\.(?:INFO|WARNING|ERROR|FATAL)\.\d{8}-\d{6}\.\d+$/;

/**
 * The node a grepped file's lines come from: the host in a glog file name, else the file itself (lines of two files
 * are then never taken for one node's: one node's success proves nothing about another's failure).
 */
function grepFileSource(file: string): string {
  const glog = GLOG_FILE.exec(file)?.[1];
  if (glog) return glog;
  const one = file.replace(ROTATED_LOG, '.log');
  // A directory per node (`kind export logs`, a support bundle's `nodes/<node>/kubelet.log`: r69a 59): the directory
  // names the node, when the file's own name is a log's, not a node's.
  const dir = NODE_DIR_FILE.exec(one);
  return dir && !GENERIC_DIRS.has(dir[1].toLowerCase()) ? dir[1] : one;
}

/** `<dir>/kubelet.log`, `<dir>/kubelet.err.log`, `<dir>/journal.log`…: the directory and a generic log name. */
const NODE_DIR_FILE = /(?:^|\/)([^/]{1,253})\/(?:kubelet(?:\.err)?|journal|journalctl|messages|syslog)(?:\.log)?$/;
/** Directories that name no node. */
const GENERIC_DIRS = new Set(['.', '..', 'log', 'logs', 'var', 'tmp', 'kubelet', 'nodes', 'node', 'journal']);

/**
 * logrotate's names for one log's older files (`kubelet.log.1`, `kubelet.log.2.gz`, `kubelet.log-20240314`): one node's
 * file, rotated. Only after `.log`: a file named by its node's address (`10.0.0.1`) keeps its last number.
 */
const ROTATED_LOG = /\.log(?:\.\d{1,3}|[.-]\d{8}(?:\d{2,6})?)?(?:\.gz)?$/;

const CLOUD_LOGGING_SEVERITY = /^(?:DEFAULT|DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL|ALERT|EMERGENCY) (?=\d{4}-\d\d-\d\dT)/;

/**
 * The match of the journald prefix most recently read, reused: two objects a line had been a tenth of what a journald
 * log's analysis allocated. The parser keeps nothing of it past the line (a yearless time is copied by its parts), and
 * the callers here that wrap it make a new object.
 */
const journaldMatch: EnvelopeMatch & { yearless: YearlessTime } = {
  envelope: undefined as unknown as Envelope, bodyStart: 0, yearless: { month: 0, day: 0, micros: 0 }, absoluteTime: undefined,
};

function matchUnbulleted(text: string, c0: number): EnvelopeMatch | undefined {
  if (c0 >= 48 && c0 <= 57) {
    const n = LINE_NUMBER.exec(text);
    if (n) return { envelope: sharedEnvelope(['bullet']), bodyStart: n[0].length };
  }
  let pos = 0;
  // A bare klog line (`I0830 `) has no envelope, and no envelope pattern can match it (a compose service is followed
  // by `|`, a host by `: `): skip the two regexes that otherwise ran on every plain line.
  if (startsWithKlogSeverityAndDate(text, c0)) return undefined;
  if (c0 >= 65 && c0 <= 90 /* A-Z */) {
    const j = readJournald(text);
    // Nothing stacks inside a journald message.
    if (j) {
      const out = journaldMatch;
      out.envelope = j.envelope;
      out.bodyStart = j.bodyStart;
      out.yearless.month = j.month;
      out.yearless.day = j.day;
      out.yearless.micros = j.micros;
      return out;
    }
  }
  // A month in another language: a letter outside A-Z (lower-case, accented, Cyrillic) or a CJK `N月` date.
  if ((c0 >= 97 && c0 <= 122) || c0 > 127 || (c0 >= 65 && c0 <= 90) || ((c0 >= 49 && c0 <= 57) && isCjkMonth(text.charCodeAt(1))) || (c0 === 49 && isCjkMonth(text.charCodeAt(2)))) {
    const j = readLocalizedJournald(text);
    if (j) return j;
  }
  const file = GREP_FILE.exec(text);
  if (file) return { envelope: sharedEnvelope(['bullet'], grepFileSource(file[1])), bodyStart: file[0].length };
  const grepped = grepFileJournald(text);
  if (grepped) return grepped;
  // Cheap shape checks first: plain klog lines (`I0830 `) and RFC3339 dates pass here on every line.
  if (
    c0 === 91 /* [ */ ||
    (c0 >= 48 && c0 <= 57 && text.charCodeAt(4) !== 45 /* - */) ||
    (c0 >= 65 && c0 <= 90 && text.charCodeAt(3) === 32 && text.charCodeAt(8) === 45)
  ) {
    const other = readOtherJournalModes(text, c0);
    if (other) return other;
  }
  // Google Cloud Logging's Logs Explorer copies a row as its severity, its RFC3339 time, then the line
  // (`DEFAULT 2024-07-23T02:41:20.566467Z E0723 02:41:20.566432 1907 …`): the severity word is skipped.
  if (c0 >= 65 && c0 <= 90) {
    const s = CLOUD_LOGGING_SEVERITY.exec(text);
    if (s) pos = s[0].length;
  }
  const kinds: EnvelopeKind[] = [];
  let host: string | undefined;
  let ident: string | undefined;
  let pid: number | undefined;
  let absoluteTime: number | undefined;
  let collectorTime = false;
  for (let layer = 0; layer < 2 && pos < text.length; layer++) {
    const c = text.charCodeAt(pos);
    let m: RegExpExecArray | null = null;
    // A time prefix before a whole syslog line (a collector that shipped /var/log/syslog or /var/log/messages as is):
    // the journald prefix inside gives the host, identifier and PID.
    if (layer > 0 && c >= 65 && c <= 90 && stackJournald(text, pos)) {
      kinds.push('journald');
      host = stacked.host;
      ident = stacked.ident;
      pid = stacked.pid;
      pos = stacked.bodyStart;
      break;
    }
    if (collectorTime) break;
    if (c >= 48 && c <= 57 /* 0-9 */) {
      RFC3339.lastIndex = pos;
      m = RFC3339.exec(text);
      if (m) {
        kinds.push('rfc3339');
        absoluteTime = rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]);
        pos = RFC3339.lastIndex;
        // A CI job's time before a list's bullet before a journald line (`minikube logs` in GitHub Actions:
        // `2020-07-01T14:50:19.7319018Z * May 20 04:28:35 minikube kubelet[531]: …`): the next layer reads the line.
        const b = text.charCodeAt(pos);
        if ((b === 42 /* * */ || b === 45 /* - */) && text.charCodeAt(pos + 1) === 32 && stackJournald(text, pos + 2)) {
          pos += 2;
          continue;
        }
        // syslog with ISO dates (journalctl -o short-iso, rsyslog): `<date> host ident[pid]: `
        SYSLOG_AFTER_DATE.lastIndex = pos;
        const s = SYSLOG_AFTER_DATE.exec(text);
        if (s) {
          host = s[1];
          ident = s[2];
          if (s[3]) pid = Number(s[3]);
          pos = SYSLOG_AFTER_DATE.lastIndex;
          continue;
        }
        RFC5424_AFTER_DATE.lastIndex = pos;
        const r5424 = RFC5424_AFTER_DATE.exec(text);
        if (r5424) {
          host = r5424[1];
          ident = r5424[2];
          if (r5424[3] !== '-') pid = Number(r5424[3]);
          pos = RFC5424_AFTER_DATE.lastIndex;
          continue;
        }
        SYSLOG_BRACKETED.lastIndex = pos;
        const bracketed = SYSLOG_BRACKETED.exec(text);
        if (bracketed) {
          kinds.push('host');
          host = bracketed[1];
          ident = bracketed[2];
          pos = SYSLOG_BRACKETED.lastIndex;
          break;
        }
        // A host before the line (`<time> node-a: I0731 …`, a one-node export taken out, the Talos shape): the line's
        // node, not a stream name to skip.
        HOST.lastIndex = pos;
        const h = HOST.exec(text);
        if (h) {
          kinds.push('host');
          host ??= h[1];
          pos = HOST.lastIndex;
          break;
        }
        pos = afterCollectorTimeTail(text, pos);
        continue;
      }
      // A syslog line with a zone-less ISO time: the time is kept as written, as klog's.
      ISO_LOCAL_SYSLOG.lastIndex = pos;
      m = ISO_LOCAL_SYSLOG.exec(text);
      if (m) {
        kinds.push('rfc3339');
        absoluteTime = rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], 'Z');
        SYSLOG_AFTER_DATE.lastIndex = ISO_LOCAL_SYSLOG.lastIndex;
        const s = SYSLOG_AFTER_DATE.exec(text)!;
        host = s[1];
        ident = s[2];
        pid = Number(s[3]);
        pos = SYSLOG_AFTER_DATE.lastIndex;
        break;
      }
      // Collectors' own time prefixes; a time without a zone (the browser's, the CLI's) is kept as written, as klog's.
      for (const prefix of COLLECTOR_TIME_PREFIXES) {
        prefix.lastIndex = pos;
        m = prefix.exec(text);
        if (!m) continue;
        kinds.push('rfc3339');
        absoluteTime = rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8] ?? 'Z');
        pos = prefix.lastIndex;
        break;
      }
      // After a collector's own time, only a whole syslog line is looked for (the next layer's first check).
      if (m) {
        collectorTime = true;
        continue;
      }
    }
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      IDENT_PID.lastIndex = pos;
      m = IDENT_PID.exec(text);
      if (m) {
        kinds.push('journald');
        ident ??= m[1];
        pid ??= Number(m[2]);
        pos = IDENT_PID.lastIndex;
        break;
      }
    }
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      COMPOSE.lastIndex = pos;
      m = COMPOSE.exec(text);
      if (m) {
        kinds.push('compose');
        ident ??= m[1];
        pos = COMPOSE.lastIndex;
        break;
      }
      HOST.lastIndex = pos;
      m = HOST.exec(text);
      if (m) {
        kinds.push('host');
        host ??= m[1];
        pos = HOST.lastIndex;
        break;
      }
    }
    break;
  }
  if (!kinds.length) {
    const clipped = CLIPPED_JOURNALD.exec(text);
    return clipped ? { envelope: sharedEnvelope(['journald'], clipped[1] ? clipped[2] : undefined, clipped[3], Number(clipped[4])), bodyStart: clipped[0].length } : undefined;
  }
  return { envelope: sharedEnvelope(kinds, host, ident, pid), bodyStart: pos, absoluteTime };
}

export interface MetaMatch {
  metaKind: 'section' | 'glog-header' | 'journal-marker' | 'export-header' | 'nul-padding';
  section?: string;
  /** A full date the line gives (journal marker, glog header): anchors the year. */
  year?: number;
  month?: number;
  /** Set when no entry after the line is older than that date (journalctl's `-- Logs begin at …`): its day of month. */
  notBeforeDay?: number;
}

const SECTION = /^==> (.{1,200}) <==\s*$/;
// The weekday is the locale's (`Wed`, `mer.`, `Mi`, `水`; r56a 14: a French journal's year was lost).
const JOURNAL_MARKER = /^-- (?:(?:Logs|Journal) begins? at \S{1,12} (\d{4})-(\d\d)-(\d\d).*|Reboot|No entries|Boot [0-9a-f]+) --\s*$/;
const JOURNAL_EXPLANATION = /^--(?: |$)/;
const GLOG_CREATED = /^Log file created at: (\d{4})\/(\d\d)\/\d\d /;
const GLOG_OTHER = /^(?:Running on machine: |Binary: Built with |Log line format: \[IWEF\])/;
// The header of Grafana's text download of logs: its query's meta items, `label: JSON value`.
const GRAFANA_HEADER = /^(?:Common labels|Line limit|Total bytes processed): [{"\[\d]/;

/** File furniture that is not a log record. */
export function matchMeta(text: string): MetaMatch | undefined {
  const c = text.charCodeAt(0);
  // Only NULs: the hole a log truncated in place leaves (see afterNuls), with no line after it yet.
  if (c === 0 && leadingNuls(text) === text.length) return { metaKind: 'nul-padding' };
  if (c === 61 /* = */) {
    const m = SECTION.exec(text);
    if (m) return { metaKind: 'section', section: m[1].trim() };
  } else if (c === 45 /* - */) {
    const m = JOURNAL_MARKER.exec(text);
    if (m) return { metaKind: 'journal-marker', year: m[1] ? +m[1] : undefined, month: m[2] ? +m[2] : undefined, notBeforeDay: m[3] ? +m[3] : undefined };
    // `journalctl -x` explains a unit's events in lines of its own, each after `-- ` (`-- Subject: Unit failed`).
    if (JOURNAL_EXPLANATION.test(text)) return { metaKind: 'journal-marker' };
  } else if (c === 0x2591 /* ░ */ && text.startsWith('\u2591\u2591')) {
    // systemd 246+ writes `journalctl -x`'s explanations after `░░ ` (`░░ Subject: A start job for unit …`; r53a 16).
    return { metaKind: 'journal-marker' };
  } else if (c === 32 /* a pasted indent */ && text.charCodeAt(text.search(/\S/)) === 45) {
    return matchMeta(text.trimStart());
  } else if (c === 76 /* L */) {
    const m = GLOG_CREATED.exec(text);
    if (m) return { metaKind: 'glog-header', year: +m[1], month: +m[2] };
    if (GLOG_OTHER.test(text)) return { metaKind: 'glog-header' };
    if (GRAFANA_HEADER.test(text)) return { metaKind: 'export-header' };
  } else if ((c === 82 || c === 66) && GLOG_OTHER.test(text)) {
    return { metaKind: 'glog-header' };
  } else if ((c === 67 || c === 84) && GRAFANA_HEADER.test(text)) {
    return { metaKind: 'export-header' };
  }
  return undefined;
}

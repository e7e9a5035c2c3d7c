// Envelopes: whatever a collector put in front of the component's own text.
// journald (`Mon DD hh:mm:ss[.frac] host ident[pid]: `), RFC3339 (`kubectl logs --timestamps`,
// CRI log files with `stderr F `), docker-compose (`name-1  | `) and host prefixes (`172.20.0.2: `).
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
}

const JOURNALD =
  /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([ 0-3]?\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? (\S+) ([^\s[\]:]+)(?:\[(\d{1,10})\])?:(?: |$)/y;
const RFC3339 =
  /(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:?\d\d) (?:(?:stdout|stderr) [FP] )?/y;
const SYSLOG_AFTER_DATE = /(\S+) ([^\s[\]:]+)\[(\d{1,10})\]: /y;
const COMPOSE = /([A-Za-z0-9][\w.-]{0,127}) +\| ?/y;
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
let lastJournaldPid: string | undefined;

function addKind(env: Envelope, kind: EnvelopeKind): void {
  env.kinds.push(kind);
}

/** Strips up to two stacked envelopes from the start of `text`. Returns undefined when there is none. */
export function matchEnvelope(text: string): EnvelopeMatch | undefined {
  let pos = 0;
  let env: Envelope | undefined;
  let yearless: YearlessTime | undefined;
  for (let layer = 0; layer < 2 && pos < text.length; layer++) {
    const c = text.charCodeAt(pos);
    let m: RegExpExecArray | null = null;
    if (c >= 65 && c <= 90 /* A-Z */) {
      JOURNALD.lastIndex = pos;
      m = JOURNALD.exec(text);
      if (m) {
        // Consecutive lines of one process share one (immutable) envelope object.
        if (lastJournald && lastJournald.host === m[7] && lastJournald.ident === m[8] && lastJournaldPid === m[9]) env = lastJournald;
        else {
          env = { kinds: ['journald'], host: m[7], ident: m[8] };
          if (m[9]) env.pid = Number(m[9]);
          lastJournald = env;
          lastJournaldPid = m[9];
        }
        yearless = {
          month: MONTHS[m[1]],
          day: Number(m[2].trim()),
          micros: ((+m[3] * 60 + +m[4]) * 60 + +m[5]) * 1e6 + fractionToMicros(m[6]),
        };
        pos = JOURNALD.lastIndex;
        break; // nothing stacks inside a journald message
      }
    }
    if (c >= 48 && c <= 57 /* 0-9 */) {
      RFC3339.lastIndex = pos;
      m = RFC3339.exec(text);
      if (m) {
        env ??= { kinds: [] };
        addKind(env, 'rfc3339');
        env.absoluteTime = rfc3339Micros(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]);
        pos = RFC3339.lastIndex;
        // syslog with ISO dates (journalctl -o short-iso, rsyslog): `<date> host ident[pid]: `
        SYSLOG_AFTER_DATE.lastIndex = pos;
        const s = SYSLOG_AFTER_DATE.exec(text);
        if (s) {
          env.host = s[1];
          env.ident = s[2];
          if (s[3]) env.pid = Number(s[3]);
          pos = SYSLOG_AFTER_DATE.lastIndex;
        }
        continue;
      }
    }
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      COMPOSE.lastIndex = pos;
      m = COMPOSE.exec(text);
      if (m) {
        env ??= { kinds: [] };
        addKind(env, 'compose');
        env.ident ??= m[1];
        pos = COMPOSE.lastIndex;
        break;
      }
      HOST.lastIndex = pos;
      m = HOST.exec(text);
      if (m) {
        env ??= { kinds: [] };
        addKind(env, 'host');
        env.host ??= m[1];
        pos = HOST.lastIndex;
        break;
      }
    }
    break;
  }
  return env ? { envelope: env, bodyStart: pos, yearless } : undefined;
}

export interface MetaMatch {
  metaKind: 'section' | 'glog-header' | 'journal-marker';
  section?: string;
  /** A full date the line gives (journal marker, glog header): anchors the year. */
  year?: number;
  month?: number;
}

const SECTION = /^==> (.{1,200}) <==\s*$/;
const JOURNAL_MARKER = /^-- (?:(?:Logs|Journal) begins? at \w{3} (\d{4})-(\d\d)-\d\d.*|Reboot|No entries|Boot [0-9a-f]+) --\s*$/;
const GLOG_CREATED = /^Log file created at: (\d{4})\/(\d\d)\/\d\d /;
const GLOG_OTHER = /^(?:Running on machine: |Binary: Built with |Log line format: \[IWEF\])/;

/** File furniture that is not a log record. */
export function matchMeta(text: string): MetaMatch | undefined {
  const c = text.charCodeAt(0);
  if (c === 61 /* = */) {
    const m = SECTION.exec(text);
    if (m) return { metaKind: 'section', section: m[1].trim() };
  } else if (c === 45 /* - */) {
    const m = JOURNAL_MARKER.exec(text);
    if (m) return { metaKind: 'journal-marker', year: m[1] ? +m[1] : undefined, month: m[2] ? +m[2] : undefined };
  } else if (c === 76 /* L */) {
    const m = GLOG_CREATED.exec(text);
    if (m) return { metaKind: 'glog-header', year: +m[1], month: +m[2] };
    if (GLOG_OTHER.test(text)) return { metaKind: 'glog-header' };
  } else if ((c === 82 || c === 66) && GLOG_OTHER.test(text)) {
    return { metaKind: 'glog-header' };
  }
  return undefined;
}

// Times are epoch microseconds of the node's wall clock (klog has no zone), shown as they were written.

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/** `17:16:31.865` (or with microseconds). */
export function formatClock(micros: number, digits: 3 | 6 = 3): string {
  const d = new Date(Math.floor(micros / 1000));
  const frac = digits === 6 ? pad(Math.floor(micros % 1e6), 6) : pad(d.getUTCMilliseconds(), 3);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${frac}`;
}

/** `2023-07-31T17:16:31.865371` (no zone: it is the node's local time). */
export function formatIso(micros: number): string {
  const d = new Date(Math.floor(micros / 1000));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${formatClock(micros, 6)}`;
}

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Jul 31 17:16:32.398137`: a time whose year the log does not give, written without one (as journald writes it). */
export function formatWithoutYear(micros: number): string {
  const d = new Date(Math.floor(micros / 1000));
  return `${MONTH_NAMES[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${formatClock(micros, 6)}`;
}

/** `Apr 20 18:46:59.686`: the day and the time to the millisecond, how a report over several days writes times. */
export function formatDayClock(micros: number): string {
  const d = new Date(Math.floor(micros / 1000));
  return `${MONTH_NAMES[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${formatClock(micros)}`;
}

/** formatDayClock of an ISO time as the report carries it (`2023-04-20T18:46:59.686123`). */
export function dayClockOfIso(iso: string): string {
  return `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8, 10)} ${iso.slice(11, 23)}`;
}

/** `0.39 s`, `19.3 s`, `4 min 12 s`, `3 h 5 min`, `2 d 4 h`. */
export function formatDuration(micros: number): string {
  const s = micros / 1e6;
  if (s < 1) return `${Number(s.toFixed(s < 0.01 ? 4 : 2))} s`;
  // Rounded before the unit is chosen: 59.96 s is "1 min 0 s", not "60 s" (nor "18 min 60 s").
  if (s < 60 && Number(s.toFixed(s < 10 ? 2 : 1)) < 60) return `${Number(s.toFixed(s < 10 ? 2 : 1))} s`;
  const whole = Math.round(s);
  const m = Math.floor(whole / 60);
  // A unit with nothing in it is left out: "10 min", not "10 min 0 s".
  const and = (n: number, unit: string) => (n ? ` ${n} ${unit}` : '');
  if (m < 60) return `${m} min${and(whole - m * 60, 's')}`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h${and(m - h * 60, 'min')}`;
  return `${Math.floor(h / 24)} d${and(h % 24, 'h')}`;
}

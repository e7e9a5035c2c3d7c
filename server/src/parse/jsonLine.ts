// The JSON logging format (--logging-format=json) and other one-object-per-line JSON logs (etcd).
import { balancedEnd } from './keyValues';
import { quotedEnd } from './goString';
import type { Field, Severity, Span } from './types';

export interface JsonLine {
  message: string;
  messageSpan: Span;
  fields: Field[];
  severity: Severity;
  /** Epoch microseconds. */
  time?: number;
  file?: string;
  sourceLine?: number;
  verbosity?: number;
}

const LEVELS: Record<string, Severity> = {
  debug: 'I', info: 'I', warn: 'W', warning: 'W', error: 'E', fatal: 'F', panic: 'F', dpanic: 'E',
};

/** Column range of the value written for `key` at the top level of the object (best effort). */
function locate(text: string, line: number, key: string, from: number): { keySpan: Span; valueSpan: Span } {
  const needle = JSON.stringify(key) + ':';
  const k = text.indexOf(needle, from);
  if (k < 0) {
    const span = { line, start: from, end: from };
    return { keySpan: span, valueSpan: span };
  }
  const v = k + needle.length;
  const c = text.charCodeAt(v);
  let end: number;
  if (c === 34) end = quotedEnd(text, v);
  else if (c === 123 || c === 91) end = balancedEnd(text, v);
  else {
    end = v;
    while (end < text.length && text[end] !== ',' && text[end] !== '}') end++;
  }
  if (end < 0) end = text.length;
  return { keySpan: { line, start: k + 1, end: k + needle.length - 2 }, valueSpan: { line, start: v, end } };
}

function toMicros(ts: unknown): number | undefined {
  if (typeof ts === 'number' && Number.isFinite(ts)) {
    // klog writes milliseconds; some zap configs write seconds.
    return Math.round(ts < 1e11 ? ts * 1e6 : ts * 1e3);
  }
  if (typeof ts === 'string') {
    const ms = Date.parse(ts);
    if (!Number.isNaN(ms)) {
      const frac = /\.(\d+)/.exec(ts);
      return ms * 1000 + (frac ? Number((frac[1] + '000000').slice(3, 6)) : 0);
    }
  }
  return undefined;
}

/** Parses a JSON log object starting at `from`; undefined when it is not one. */
export function parseJsonLine(text: string, line: number, from: number): JsonLine | undefined {
  if (text.charCodeAt(from) !== 123) return undefined;
  let obj: unknown;
  try {
    obj = JSON.parse(text.slice(from));
  } catch {
    return undefined;
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const o = obj as Record<string, unknown>;
  if (typeof o.msg !== 'string' && typeof o.message !== 'string') return undefined;
  const msgKey = typeof o.msg === 'string' ? 'msg' : 'message';
  const fields: Field[] = [];
  let messageSpan: Span = { line, start: from, end: text.length };
  for (const [key, value] of Object.entries(o)) {
    const spans = locate(text, line, key, from);
    if (key === msgKey) {
      messageSpan = { line, start: spans.valueSpan.start + 1, end: Math.max(spans.valueSpan.start + 1, spans.valueSpan.end - 1) };
      continue;
    }
    const isString = typeof value === 'string';
    fields.push({
      key,
      value: isString ? value : JSON.stringify(value),
      kind: isString ? 'string' : value !== null && typeof value === 'object' ? 'json' : 'bare',
      ...spans,
    });
  }
  let file: string | undefined;
  let sourceLine: number | undefined;
  if (typeof o.caller === 'string') {
    // "pkg/file.go:123": the file name after the last slash, the line after the last colon.
    const colon = o.caller.lastIndexOf(':');
    const digits = colon >= 0 ? o.caller.slice(colon + 1) : '';
    if (colon > 0 && /^\d{1,7}$/.test(digits)) {
      file = o.caller.slice(o.caller.lastIndexOf('/', colon) + 1, colon);
      sourceLine = Number(digits);
    }
  }
  const level = typeof o.level === 'string' ? LEVELS[o.level.toLowerCase()] : undefined;
  // klog's JSON has no level: info lines carry a verbosity "v", error lines do not.
  const severity: Severity = level ?? (typeof o.v === 'number' ? 'I' : 'E');
  return {
    message: o[msgKey] as string,
    messageSpan,
    fields,
    severity,
    time: toMicros(o.ts ?? o.time),
    file,
    sourceLine,
    verbosity: typeof o.v === 'number' ? o.v : undefined,
  };
}

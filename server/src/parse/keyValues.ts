// klog key=value pairs as the text format writes them, in every klog era:
// quoted Go strings, bare words, [a b], ["a","b"], {Type:x ID:y}, {"Type":"x"}, &{...}, and multi-line `key=<`.
import { decodeGoString, klogQuotedEnd, quotedEnd } from './goString';
import type { Field, Span, ValueKind } from './types';

export interface KeyValueResult {
  fields: Field[];
  /** The last field was `key=<` at the end of the line: its value continues on the next lines. */
  openMultiline?: Field;
}

const SPACE = 32;
const TAB = 9;

function isSpace(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** End (exclusive) of a bracketed value starting at `start`; -1 if it does not close on this line. */
export function balancedEnd(text: string, start: number, limit = text.length): number {
  let depth = 0;
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const e = quotedEnd(text, i, limit);
      if (e < 0) return -1;
      i = e - 1;
      continue;
    }
    if (c === 123 || c === 91 || c === 40) depth++; // { [ (
    else if (c === 125 || c === 93 || c === 41) {
      depth--;
      if (depth === 0) return i + 1;
      if (depth < 0) return -1;
    }
  }
  return -1;
}

/** Whether `key` is spelled at text[at…]: a char loop (startsWith with a position is a slow builtin call). */
function spelledAt(text: string, at: number, key: string): boolean {
  for (let k = 0; k < key.length; k++) if (text.charCodeAt(at + k) !== key.charCodeAt(k)) return false;
  return true;
}

/** The wanted key spelled at text[start, end), or undefined: the key string itself, so no slice is made for it. */
function wantedKey(text: string, start: number, end: number, wanted: readonly string[]): string | undefined {
  const len = end - start;
  for (let k = 0; k < wanted.length; k++) if (wanted[k].length === len && spelledAt(text, start, wanted[k])) return wanted[k];
  return undefined;
}

/** Keys by their last character, for mayHoldKeys. */
const keysByLastChar = new WeakMap<readonly string[], Map<number, string[]>>();

/**
 * Whether text[from, limit) can hold a pair with one of the `wanted` keys: some `=` has one of them just before it. A
 * quick screen (native indexOf and a character or two per `=`) before parseKeyValues walks every value: the index asks
 * every line for its identity keys, and most lines that are not repeats (eviction manager observations, status
 * patches) name none. Never false when parseKeyValues would find one.
 */
export function mayHoldKeys(text: string, from: number, limit: number, wanted: readonly string[]): boolean {
  // A few keys (fieldValue asks for one, in a fresh list each time) are tried as they are; a long list once sorted.
  if (wanted.length <= 4) {
    for (let e = text.indexOf('=', from); e >= 0 && e < limit; e = text.indexOf('=', e + 1)) {
      for (let k = 0; k < wanted.length; k++) {
        const at = e - wanted[k].length;
        if (at >= from && spelledAt(text, at, wanted[k])) return true;
      }
    }
    return false;
  }
  let byLast = keysByLastChar.get(wanted);
  if (!byLast) {
    byLast = new Map();
    for (const k of wanted) {
      const c = k.charCodeAt(k.length - 1);
      const list = byLast.get(c);
      if (list) list.push(k);
      else byLast.set(c, [k]);
    }
    keysByLastChar.set(wanted, byLast);
  }
  for (let e = text.indexOf('=', from); e >= 0 && e < limit; e = text.indexOf('=', e + 1)) {
    const keys = byLast.get(text.charCodeAt(e - 1));
    if (!keys) continue;
    for (let k = 0; k < keys.length; k++) {
      const at = e - keys[k].length;
      if (at >= from && spelledAt(text, at, keys[k])) return true;
    }
  }
  return false;
}

/** End of the value starting at `i` (same rules as parseKeyValues, without building it). */
function valueEnd(text: string, i: number, limit: number): number {
  const c = i < limit ? text.charCodeAt(i) : -1;
  if (c === 34) {
    const q = klogQuotedEnd(text, i, limit);
    return q < 0 ? limit : q;
  }
  if (c === 91 || c === 123 || (c === 38 && text.charCodeAt(i + 1) === 123)) {
    const b = balancedEnd(text, c === 38 ? i + 1 : i, limit);
    return b < 0 ? limit : b;
  }
  let end = i;
  while (end < limit && !isSpace(text.charCodeAt(end))) end++;
  return end;
}

/** Positions of fields picked by key: their readers (identity, error text) want values only. */
const NO_SPAN: Span = Object.freeze({ line: -1, start: -1, end: -1 });

/**
 * Parses key=value pairs in `text` from column `from` to `limit`.
 * Never throws; text that is not a pair is skipped word by word. With `wanted`, only those keys are built,
 * without column spans (NO_SPAN).
 */
export function parseKeyValues(text: string, line: number, from: number, limit = text.length, wanted?: readonly string[]): KeyValueResult {
  const fields: Field[] = [];
  let i = from;
  while (i < limit) {
    while (i < limit && isSpace(text.charCodeAt(i))) i++;
    if (i >= limit) break;
    const keyStart = i;
    while (i < limit) {
      const c = text.charCodeAt(i);
      if (c === 61 /* = */ || isSpace(c)) break;
      i++;
    }
    if (i >= limit || text.charCodeAt(i) !== 61 || i === keyStart) {
      // Not a pair (stray word, or a key with a space in it): skip the word.
      while (i < limit && !isSpace(text.charCodeAt(i))) i++;
      continue;
    }
    const picked = wanted ? wantedKey(text, keyStart, i, wanted) : undefined;
    if (wanted && picked === undefined) {
      // Only some keys were asked for: find where this value ends without materialising it.
      i = valueEnd(text, i + 1, limit);
      continue;
    }
    const key = picked ?? text.slice(keyStart, i);
    const keySpan = wanted ? NO_SPAN : { line, start: keyStart, end: i };
    i++; // '='
    const valueStart = i;
    let end: number;
    let kind: ValueKind;
    let value: string;
    const c = i < limit ? text.charCodeAt(i) : -1;
    if (c === 34 /* " */) {
      const q = klogQuotedEnd(text, i, limit);
      // An unterminated string takes the rest of the line.
      end = q < 0 ? limit : q;
      kind = 'string';
      value = decodeGoString(text.slice(i + 1, q < 0 ? limit : q - 1));
    } else if (c === 60 /* < */ && i + 1 === limit) {
      const field: Field = { key, value: '', kind: 'multiline', keySpan, valueSpan: { line, start: i, end: i + 1 } };
      fields.push(field);
      return { fields, openMultiline: field };
    } else if (c === 91 /* [ */ || c === 123 /* { */ || (c === 38 /* & */ && text.charCodeAt(i + 1) === 123)) {
      const b = balancedEnd(text, c === 38 ? i + 1 : i, limit);
      end = b < 0 ? limit : b;
      kind = c === 91 ? 'list' : 'struct';
      value = text.slice(valueStart, end);
    } else {
      end = i;
      while (end < limit && !isSpace(text.charCodeAt(end))) end++;
      kind = 'bare';
      value = text.slice(valueStart, end);
    }
    fields.push({ key, value, kind, keySpan, valueSpan: wanted ? NO_SPAN : { line, start: valueStart, end } });
    i = end;
  }
  return { fields };
}

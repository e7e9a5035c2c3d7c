// The literal text a `^`-anchored regular expression must start with, so that a cheap startsWith can rule a line
// out before the regex runs. Returns '' when the pattern starts with anything but plain characters.

const SPECIAL = new Set(['\\', '(', ')', '[', ']', '{', '}', '.', '*', '+', '?', '|', '^', '$']);

export function literalPrefix(source: string): string {
  if (!source.startsWith('^')) return '';
  let out = '';
  for (let i = 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const n = source[i + 1];
      // An escaped punctuation character is literal; \d, \s, \w and friends are not.
      if (n !== undefined && /[^A-Za-z0-9]/.test(n)) {
        out += n;
        i++;
        continue;
      }
      break;
    }
    if (SPECIAL.has(c)) {
      // A quantifier applies to the previous character: it is not part of the certain prefix.
      if ((c === '?' || c === '*' || c === '{') && out.length) out = out.slice(0, -1);
      break;
    }
    out += c;
  }
  return out;
}

export interface Buckets<T extends { prefix: string }> {
  byChar: Map<number, T[]>;
  /** Rules with no literal prefix: tried on every text. */
  always: T[];
}

/** Groups rules by the first character of their literal prefix, keeping their order within each bucket. */
export function bucketByFirstChar<T extends { prefix: string }>(rules: T[]): Buckets<T> {
  const byChar = new Map<number, T[]>();
  const always: T[] = [];
  for (const r of rules) {
    if (!r.prefix) {
      always.push(r);
      continue;
    }
    const c = r.prefix.charCodeAt(0);
    const list = byChar.get(c) ?? [];
    list.push(r);
    byChar.set(c, list);
  }
  // Rules without a prefix can match anything: keep them in every bucket, in their original order.
  if (always.length) {
    for (const [c, list] of byChar) byChar.set(c, rules.filter((r) => !r.prefix || list.includes(r)));
  }
  return { byChar, always };
}

/** The rules that can match `text`, in their original order. */
export function rulesFor<T extends { prefix: string }>(b: Buckets<T>, text: string): T[] {
  return b.byChar.get(text.charCodeAt(0)) ?? b.always;
}

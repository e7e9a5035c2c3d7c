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

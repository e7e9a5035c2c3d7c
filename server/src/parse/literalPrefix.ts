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
  root: PrefixNode<T>;
}

/**
 * The rules a text may match once it starts with this node's characters and no deeper node has its next one: those
 * whose literal prefix is a prefix of the node's characters (with none, every text), and at the deepest level also
 * those whose prefix goes on past it. In their original order.
 */
interface PrefixNode<T> {
  rules: T[];
  next: Map<number, PrefixNode<T>>;
}

/**
 * How many characters of a prefix pick its rules. One had left 65 rules to try by startsWith on every text that
 * starts with `F` (50 of them `Failed …`), on every printf line of a cAdvisor-heavy log; three leave the few whose
 * prefix can still fit.
 */
const PREFIX_DEPTH = 3;

/** Groups rules by the first characters of their literal prefix, keeping their order within each group. */
export function bucketByFirstChar<T extends { prefix: string }>(rules: T[]): Buckets<T> {
  const root: PrefixNode<T> = { rules: [], next: new Map() };
  const paths: { node: PrefixNode<T>; path: string }[] = [{ node: root, path: '' }];
  for (const r of rules) {
    let node = root;
    for (let d = 0; d < Math.min(r.prefix.length, PREFIX_DEPTH); d++) {
      const c = r.prefix.charCodeAt(d);
      let child = node.next.get(c);
      if (!child) {
        child = { rules: [], next: new Map() };
        node.next.set(c, child);
        paths.push({ node: child, path: r.prefix.slice(0, d + 1) });
      }
      node = child;
    }
  }
  for (const { node, path } of paths) {
    node.rules = rules.filter((r) => (r.prefix.length <= path.length ? path.startsWith(r.prefix) : path.length === PREFIX_DEPTH && r.prefix.startsWith(path)));
  }
  return { root };
}

/** The rules that can match `text`, in their original order (each still to be checked against it). */
export function rulesFor<T extends { prefix: string }>(b: Buckets<T>, text: string): T[] {
  let node = b.root;
  for (let d = 0; d < PREFIX_DEPTH; d++) {
    const child = node.next.get(text.charCodeAt(d));
    if (!child) break;
    node = child;
  }
  return node.rules;
}

/**
 * One copy of each text. A log of one error repeated a hundred thousand times gives a hundred thousand findings with
 * a handful of distinct reasons and messages, each built anew from pieces: V8 keeps such a string as a tree of its
 * pieces (about five times the size of the text), once per finding.
 */
export class TextTable {
  private readonly texts = new Map<string, string>();

  /** `limit`: distinct texts kept; past it (texts naming a line number are mostly unique) new ones are only flattened. */
  constructor(private readonly limit = 50_000) {}

  intern(s: string): string {
    const have = this.texts.get(s);
    if (have !== undefined) return have;
    // Reading a character makes V8 flatten a string built by concatenation, in place.
    s.charCodeAt(0);
    if (this.texts.size < this.limit) this.texts.set(s, s);
    return s;
  }
}

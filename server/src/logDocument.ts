// A text document that takes appends without copying itself. The protocol library's document rebuilds its text on
// every edit (old + new) and then reads a character next to the edit, which flattens the 50 MB rope: 30 ms per
// append of a growing log. Here text appended at the end waits in a list; it joins the rest only when something
// reads the text (a hover, a full re-analysis), and positions at the end are known without joining.
import { TextDocument, type Position, type Range, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';

export class LogDocument implements TextDocument {
  private pending: string[] = [];
  private pendingLength = 0;
  /**
   * The smallest offset an edit other than an append touched since the server last asked (`takeEditedFrom`): text
   * before it is as the last analysis read it, so a log that grows by other edits than appends (an editor reloading
   * the file replaces from its last unchanged line; a \n after a \r) is still extended rather than read anew.
   */
  private editedFrom = Infinity;
  /**
   * Lines and the offset where the last line starts, pending text included; -1 until first asked (counting the lines
   * of 50 MB takes the library about 150 ms, which opening a log should not wait for).
   */
  private lines = -1;
  private lastLineStart = 0;
  /**
   * Where each line of the joined text starts, by the protocol's line breaks (\n, \r\n, a lone \r); built on first use,
   * extended by appends. The library's own index reads the text a character at a time (150 ms for 50 MB); a text
   * without \r is indexed here with the native indexOf (about a tenth of that).
   */
  private starts: Float64Array | undefined;
  private startsCount = 0;
  /** The base's last line and the appended text after it, with its line starts (lineText); kept until the next edit. */
  private tail: { text: string; starts: number[] } | undefined;

  private constructor(
    private base: TextDocument,
    private currentVersion: number,
  ) {}

  static create(uri: string, languageId: string, version: number, content: string): LogDocument {
    return new LogDocument(TextDocument.create(uri, languageId, version, content), version);
  }

  get uri(): string {
    return this.base.uri;
  }

  get languageId(): string {
    return this.base.languageId;
  }

  get version(): number {
    return this.currentVersion;
  }

  get lineCount(): number {
    return this.countedLines();
  }

  /** Length of the whole text, pending appends included, without joining them. */
  get length(): number {
    return this.baseLength + this.pendingLength;
  }

  /** The position just after the last character. */
  get end(): Position {
    const lines = this.countedLines();
    return { line: lines - 1, character: this.length - this.lastLineStart };
  }

  getText(range?: Range): string {
    this.join();
    const text = this.base.getText();
    return range ? text.substring(this.offsetAt(range.start), this.offsetAt(range.end)) : text;
  }

  // The four readers below follow the library's (vscode-languageserver-textdocument 1.0) to the letter, over this
  // document's own line index; test/unit/logDocument.test.ts compares them with the library's on random texts.

  getLineRange(line: number): Range {
    const starts = this.lineIndex();
    const n = this.startsCount;
    const content = this.base.getText();
    if (line >= n) return { start: { line: n - 1, character: 0 }, end: { line: n - 1, character: content.length - starts[n - 1] } };
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const start = starts[line];
    const next = line + 1 < n ? starts[line + 1] : content.length;
    return { start: { line, character: 0 }, end: { line, character: beforeEol(content, next, start) - start } };
  }

  getEOLCharacters(line: number): string {
    const starts = this.lineIndex();
    const n = this.startsCount;
    if (line >= n || line < 0) return '';
    const content = this.base.getText();
    const next = line + 1 < n ? starts[line + 1] : content.length;
    return content.substring(beforeEol(content, next, starts[line]), next);
  }

  positionAt(offset: number): Position {
    const starts = this.lineIndex();
    const content = this.base.getText();
    offset = Math.max(Math.min(offset, content.length), 0);
    let low = 0;
    let high = this.startsCount;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (starts[mid] > offset) high = mid;
      else low = mid + 1;
    }
    const line = low - 1;
    return { line, character: beforeEol(content, offset, starts[line]) - starts[line] };
  }

  offsetAt(position: Position): number {
    const starts = this.lineIndex();
    const content = this.base.getText();
    const n = this.startsCount;
    if (position.line >= n) return content.length;
    if (position.line < 0) return 0;
    const lineStart = starts[position.line];
    if (position.character <= 0) return lineStart;
    const next = position.line + 1 < n ? starts[position.line + 1] : content.length;
    return beforeEol(content, Math.min(lineStart + position.character, next), lineStart);
  }

  /**
   * One line's text without its line break. Appended text is read where it waits, not joined to the rest: a
   * diagnostic or hover on a growing 50 MB log had copied the whole text after each append (25 ms).
   */
  lineText(line: number): string {
    if (line < 0 || line >= this.countedLines()) return '';
    const starts = this.baseIndex();
    const content = this.base.getText();
    const lastBase = this.startsCount - 1; // the base's last line, which appended text continues
    if (line < lastBase) return content.substring(starts[line], beforeEol(content, starts[line + 1], starts[line]));
    const tail = this.appendedTail();
    const from = tail.starts[line - lastBase];
    const to = line - lastBase + 1 < tail.starts.length ? tail.starts[line - lastBase + 1] : tail.text.length;
    return tail.text.substring(from, beforeEol(tail.text, to, from));
  }

  private appendedTail(): { text: string; starts: number[] } {
    if (this.tail) return this.tail;
    const text = this.base.getText().substring(this.starts![this.startsCount - 1]) + this.pending.join('');
    const starts = [0];
    eachLineStart(text, 0, (offset) => starts.push(offset));
    this.tail = { text, starts };
    return this.tail;
  }

  /** The joined text's line starts (see `starts`). */
  private lineIndex(): Float64Array {
    this.join();
    return this.baseIndex();
  }

  /** The line starts of the text the library holds, without what waits to be joined. */
  private baseIndex(): Float64Array {
    if (!this.starts) {
      this.starts = new Float64Array(1024);
      this.startsCount = 1; // line 0 starts at 0
      this.indexLines(this.base.getText(), 0);
    }
    return this.starts;
  }

  /** Records the line starts in `text`, which sits at `at` in the joined text (and never starts with a \n after a \r). */
  private indexLines(text: string, at: number): void {
    eachLineStart(text, at, (offset) => this.addLineStart(offset));
  }

  private addLineStart(offset: number): void {
    if (this.startsCount === this.starts!.length) {
      const grown = new Float64Array(this.starts!.length * 2);
      grown.set(this.starts!);
      this.starts = grown;
    }
    this.starts![this.startsCount++] = offset;
  }

  /**
   * Applies edits in order. An insertion at the very end is kept aside; anything else joins what is pending and
   * goes to the library's document. Returns whether every edit was such an append.
   */
  apply(changes: readonly TextDocumentContentChangeEvent[], version: number): boolean {
    let onlyAppends = true;
    for (const change of changes) {
      if ('range' in change && isAt(change.range.start, this.end) && isAt(change.range.end, this.end) && this.appendable(change.text)) {
        if (change.text.length === 0) continue; // nothing to add (and an empty piece would hide the last character)
        this.pending.push(change.text);
        this.pendingLength += change.text.length;
        this.tail = undefined;
        this.countLines(change.text);
      } else {
        onlyAppends = false;
        this.join();
        if ('range' in change) {
          // Placed by this document's line index, then given to the library as the whole new text (see join).
          const text = this.base.getText();
          const { start, end } = wellFormed(change.range);
          const from = this.offsetAt(start);
          this.editedFrom = Math.min(this.editedFrom, from);
          const edited = text.substring(0, from) + change.text + text.substring(this.offsetAt(end));
          this.base = TextDocument.update(this.base, [{ text: edited }], version);
        } else {
          this.editedFrom = Math.min(this.editedFrom, commonPrefixLength(this.base.getText(), change.text));
          this.base = TextDocument.update(this.base, [change], version);
        }
        this.lines = -1;
        this.starts = undefined;
        this.tail = undefined;
      }
    }
    this.currentVersion = version;
    return onlyAppends;
  }

  /** The smallest offset edited since the last call (Infinity: only appends, or nothing), and starts counting anew. */
  takeEditedFrom(): number {
    const from = this.editedFrom;
    this.editedFrom = Infinity;
    return from;
  }

  private get baseLength(): number {
    return this.base.getText().length; // the library keeps its text as one string: no copy
  }

  /** A `\r` at the end followed by a `\n` would make one line break across the seam: such text is joined at once. */
  private appendable(text: string): boolean {
    if (text.charCodeAt(0) !== 10) return true;
    const last = this.pending.length ? this.pending[this.pending.length - 1] : undefined;
    const prev = last !== undefined && last.length ? last.charCodeAt(last.length - 1) : this.baseLastChar();
    return prev !== 13;
  }

  private baseLastChar(): number {
    const text = this.base.getText();
    return text.length ? text.charCodeAt(text.length - 1) : -1;
  }

  private countedLines(): number {
    // Only an edit other than an append forgets the count, and it joins what was pending: the base is the whole text.
    if (this.lines < 0) {
      const starts = this.baseIndex();
      this.lines = this.startsCount;
      this.lastLineStart = starts[this.startsCount - 1];
    }
    return this.lines;
  }

  /** Line breaks as the protocol counts them: \n, \r\n and a lone \r. */
  private countLines(text: string): void {
    eachLineStart(text, this.length - text.length, (offset) => {
      this.lines++;
      this.lastLineStart = offset;
    });
  }

  private join(): void {
    if (!this.pending.length) return;
    const text = this.pending.join('');
    const at = this.baseLength;
    this.pending = [];
    this.pendingLength = 0;
    this.tail = undefined;
    // The whole text as one change: with a range, the library would first build its own line index to place it.
    this.base = TextDocument.update(this.base, [{ text: this.base.getText() + text }], this.currentVersion);
    // appendable() kept a \n after a \r out of the pending text, so the appended lines start where they seem to.
    if (this.starts) this.indexLines(text, at);
  }
}

const isAt = (p: Position, q: Position) => p.line === q.line && p.character === q.character;

/** As the library: a range given end first is read start first. */
/** How many characters two texts share at their start, compared a block at a time (a whole-document change of 50 MB). */
export function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  const BLOCK = 65536;
  let at = 0;
  while (at < n) {
    const end = Math.min(n, at + BLOCK);
    if (a.slice(at, end) !== b.slice(at, end)) break;
    at = end;
  }
  while (at < n && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

function wellFormed(range: Range): Range {
  const { start, end } = range;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : range;
}

/**
 * Calls `add` with the offset of each line start that a line break in `text` makes (\n, \r\n, a lone \r: the
 * protocol's), `text` sitting at `at`. A text without \r is searched with the native indexOf.
 */
function eachLineStart(text: string, at: number, add: (offset: number) => void): void {
  if (text.indexOf('\r') < 0) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) add(at + i + 1);
    return;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 || c === 10) {
      if (c === 13 && i + 1 < text.length && text.charCodeAt(i + 1) === 10) i++;
      add(at + i + 1);
    }
  }
}

/** The offset moved back before any line break characters that end the line starting at `lineStart`. */
function beforeEol(content: string, offset: number, lineStart: number): number {
  while (offset > lineStart) {
    const c = content.charCodeAt(offset - 1);
    if (c !== 13 && c !== 10) break;
    offset--;
  }
  return offset;
}

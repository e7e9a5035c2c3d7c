// A text document that takes appends without copying itself. The protocol library's document rebuilds its text on
// every edit (old + new) and then reads a character next to the edit, which flattens the 50 MB rope: 30 ms per
// append of a growing log. Here text appended at the end waits in a list; it joins the rest only when something
// reads the text (a hover, a full re-analysis), and positions at the end are known without joining.
import { TextDocument, type Position, type Range, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';

export class LogDocument implements TextDocument {
  private pending: string[] = [];
  private pendingLength = 0;
  /**
   * Lines and the offset where the last line starts, pending text included; -1 until first asked (counting the lines
   * of 50 MB takes the library about 150 ms, which opening a log should not wait for).
   */
  private lines = -1;
  private lastLineStart = 0;

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
    return this.base.getText(range);
  }

  getLineRange(line: number): Range {
    this.join();
    return this.base.getLineRange(line);
  }

  getEOLCharacters(line: number): string {
    this.join();
    return this.base.getEOLCharacters(line);
  }

  positionAt(offset: number): Position {
    this.join();
    return this.base.positionAt(offset);
  }

  offsetAt(position: Position): number {
    this.join();
    return this.base.offsetAt(position);
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
        this.countLines(change.text);
      } else {
        onlyAppends = false;
        this.join();
        this.base = TextDocument.update(this.base, [change], version);
        this.lines = -1;
      }
    }
    this.currentVersion = version;
    return onlyAppends;
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
    if (this.lines < 0) {
      this.join();
      this.lines = this.base.lineCount;
      this.lastLineStart = this.base.offsetAt({ line: this.lines - 1, character: 0 });
    }
    return this.lines;
  }

  /** Line breaks as the protocol counts them: \n, \r\n and a lone \r. */
  private countLines(text: string): void {
    const start = this.length - text.length;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 || c === 10) {
        if (c === 13 && i + 1 < text.length && text.charCodeAt(i + 1) === 10) i++;
        this.lines++;
        this.lastLineStart = start + i + 1;
      }
    }
  }

  private join(): void {
    if (!this.pending.length) return;
    const text = this.pending.join('');
    const end = this.base.positionAt(this.baseLength);
    this.pending = [];
    this.pendingLength = 0;
    this.base = TextDocument.update(this.base, [{ range: { start: end, end }, text }], this.currentVersion);
  }
}

const isAt = (p: Position, q: Position) => p.line === q.line && p.character === q.character;

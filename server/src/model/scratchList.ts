// A list reused from line to line (the index's pods and IDs of the line being attributed). It is emptied by its own
// count: `array.length = 0` makes V8 give the array's storage back, and the next push allocates it again, a few
// hundred thousand times for a million-line log.

export class ScratchList<T> {
  /** The entries, valid below `length` (those past it are left over from earlier lines). */
  readonly items: T[] = [];
  length = 0;

  clear(): void {
    this.length = 0;
  }

  push(value: T): void {
    this.items[this.length++] = value;
  }

  /** Adds `value` unless the list holds it already. */
  addOnce(value: T): void {
    for (let k = 0; k < this.length; k++) if (this.items[k] === value) return;
    this.push(value);
  }

  /** The entries from `from` on, as an array of their own. */
  slice(from = 0): T[] {
    return this.items.slice(from, this.length);
  }
}

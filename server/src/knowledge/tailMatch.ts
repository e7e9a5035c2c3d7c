// Lines that share a klog tail (parse/klogTail.ts) say the same thing after their time: the same message, style, file
// and fields. A matcher reads nothing else, so its answer for one such line is its answer for all of them (for one
// kubelet version): asked once per tail, not once per line (71 % of the bench's lines share a tail).
import type { LogRecord, VersionInfo } from '../parse/types';
import type { Matcher } from './match';
import type { CatalogueEntry } from './types';

export class TailMatchMemo {
  /** The matcher's answer by tail id (null: no entry; undefined: not asked yet). */
  private entries: (CatalogueEntry | null | undefined)[] = [];
  private version: VersionInfo | undefined;

  constructor(private readonly matcher: Matcher) {}

  match(record: LogRecord, version: VersionInfo | undefined): CatalogueEntry | undefined {
    const tail = record.tailId ?? 0;
    if (tail === 0) return this.matcher.match(record, version);
    if (version !== this.version) {
      // The log's version became known: entries with version bounds may answer otherwise now.
      this.entries = [];
      this.version = version;
    }
    const known = this.entries[tail];
    if (known !== undefined) return known ?? undefined;
    const entry = this.matcher.match(record, version);
    // Filled up to the tail: the list stays a plain array (a gap past its end could turn it into a map).
    while (this.entries.length < tail) this.entries.push(undefined);
    this.entries[tail] = entry ?? null;
    return entry;
  }
}

// A map from row (record) numbers to values, for what only some rows have. V8's Map holds at most 2^24 (16,777,216)
// entries and throws past that: a kubelet JSON log or a collector's export of 20 million lines has a value on every
// row. Rows are spread over maps of 2^22 rows each.
const SHARD_BITS = 22;

export class RowMap<T> {
  private readonly shards: (Map<number, T> | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(row: number): T | undefined {
    return this.shards[row >>> SHARD_BITS]?.get(row);
  }

  has(row: number): boolean {
    return this.shards[row >>> SHARD_BITS]?.has(row) ?? false;
  }

  set(row: number, value: T): this {
    const k = row >>> SHARD_BITS;
    let shard = this.shards[k];
    if (!shard) this.shards[k] = shard = new Map();
    const before = shard.size;
    shard.set(row, value);
    this.count += shard.size - before;
    return this;
  }

  delete(row: number): boolean {
    const shard = this.shards[row >>> SHARD_BITS];
    if (!shard?.delete(row)) return false;
    this.count--;
    return true;
  }
}

// A file written at positions of its own, for copies of logs that may hold a hole of NULs (the hole a log truncated in
// place starts with, gigabytes of it): a piece of NULs only is skipped, not written, and stays a hole in the copy too.
import { ftruncateSync, writeSync } from 'node:fs';

export class SparseWriter {
  private pos = 0;
  constructor(private readonly fd: number) {}

  write(bytes: Uint8Array, length = bytes.length): void {
    if (!isAllZero(bytes, length)) for (let done = 0; done < length; ) done += writeSync(this.fd, bytes, done, length - done, this.pos + done);
    this.pos += length;
  }

  /** Gives the file its whole length when it ends in a hole. */
  finish(): void {
    ftruncateSync(this.fd, this.pos);
  }
}

function isAllZero(bytes: Uint8Array, length: number): boolean {
  for (let i = 0; i < length; i++) if (bytes[i] !== 0) return false;
  return length > 0;
}

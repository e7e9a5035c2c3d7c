// After a large document is analysed, the server's heap still holds the garbage of getting there (the message of
// tens of megabytes it arrived in, the parse's scratch), and V8 does not collect an idle process again: a 52 MB log
// kept the server at 390 MB resident. Once the server has been quiet for a while, one collection gives that back,
// and never while requests are coming in (a full collection of a large heap takes tens of milliseconds).

export class IdleCollector {
  private lastActivity = Date.now();
  private pending = false;
  private timer: NodeJS.Timeout | undefined;

  /** `collect` runs (at most) once per request, after `idleMs` without activity. */
  constructor(
    private readonly collect: () => void,
    private readonly idleMs = 2000,
  ) {}

  /** Something came in (a request, an edit): a pending collection waits again. */
  activity(): void {
    this.lastActivity = Date.now();
  }

  /** Asks for a collection once the server is idle. */
  request(): void {
    this.pending = true;
    this.arm(this.idleMs);
  }

  /** Collections run so far (tests). */
  runs = 0;

  private arm(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.pending) return;
      const quiet = Date.now() - this.lastActivity;
      if (quiet < this.idleMs) return this.arm(this.idleMs - quiet);
      this.pending = false;
      this.runs++;
      this.collect();
    }, ms);
    // A pending collection never keeps the process alive.
    this.timer.unref();
  }
}

/**
 * At most `limit` takes per window of `windowMs`, for the whole process. One counter in memory
 * is enough here: the only caller is the TLS server in front, and a refusal only delays a first
 * certificate until the next window (decision 0024).
 */
export class FixedWindowLimit {
  private windowStart = 0;
  private taken = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** 0 when taken, else the milliseconds until the next window opens. */
  take(now: number): number {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.taken = 0;
    }
    if (this.taken >= this.limit) return this.windowStart + this.windowMs - now;
    this.taken += 1;
    return 0;
  }
}

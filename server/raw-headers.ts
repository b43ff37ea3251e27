/**
 * Request headers read straight from `rawHeaders`. Reading `request.headers` makes Node build an
 * object of every header on the request; the published-site hot path needs four of them
 * (docs/benchmarks.md#where-the-time-went).
 */

/** Whether a header name as sent equals `lower` (a lower-case name of letters and dashes), without allocating. */
export function isHeaderNamed(name: string, lower: string): boolean {
  if (name.length !== lower.length) return false;
  for (let index = 0; index < lower.length; index += 1) {
    // Setting bit 0x20 lower-cases an ASCII letter and leaves "-" as it is.
    if ((name.charCodeAt(index) | 0x20) !== lower.charCodeAt(index)) return false;
  }
  return true;
}

/** The first value of header `lower`, as `request.headers` gives headers Node keeps once (Host, User-Agent); undefined without one. */
export function firstHeader(rawHeaders: readonly string[], lower: string): string | undefined {
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (isHeaderNamed(rawHeaders[index] ?? "", lower)) return rawHeaders[index + 1];
  }
  return undefined;
}

/** Every value of header `lower` joined with ", ", as `request.headers` gives list headers; undefined without one. */
export function listHeader(rawHeaders: readonly string[], lower: string): string | undefined {
  let joined: string | undefined;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!isHeaderNamed(rawHeaders[index] ?? "", lower)) continue;
    const value = rawHeaders[index + 1] ?? "";
    joined = joined === undefined ? value : `${joined}, ${value}`;
  }
  return joined;
}

// A longer key (a header can be 16 KB) is answered without being remembered: the memory stays small.
const MAX_KEY_LENGTH = 512;

/** Remembers answers for recent keys (header values), up to `max` of them; full, it starts over, so it stays small whatever clients send. */
export class RecentAnswers<T> {
  readonly #answers = new Map<string, T>();

  constructor(
    private readonly max: number,
    private readonly compute: (key: string) => T,
  ) {}

  of(key: string): T {
    const known = this.#answers.get(key);
    if (known !== undefined) return known;
    const answer = this.compute(key);
    if (key.length > MAX_KEY_LENGTH) return answer;
    if (this.#answers.size >= this.max) this.#answers.clear();
    this.#answers.set(key, answer);
    return answer;
  }
}

import v8 from "node:v8";

/**
 * Makes V8 collect the old space once it has grown `percent` over what the last full collection
 * left live, instead of V8's own rule, which lets a busy server's heap double before it collects
 * (decision 0047). V8 reads this flag each time it sets the next limit, so setting it after start
 * takes effect from the next full collection; 0 leaves V8's own rule.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

import { describe, expect, it } from "vitest";
import { createFairLimiter } from "./processing-queue.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the processing queue", () => {
  it("runs at most the limit at once and one task per key, and goes on after a failure", async () => {
    const run = createFairLimiter(2);
    let running = 0;
    let most = 0;
    const runningKeys = new Set<string>();
    const task = (key: string, fail = false) =>
      run(key, async () => {
        expect(runningKeys.has(key)).toBe(false);
        runningKeys.add(key);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        runningKeys.delete(key);
        if (fail) throw new Error(`task of ${key} failed`);
        return key;
      });
    const results = await Promise.allSettled([task("a"), task("b", true), task("c"), task("a"), task("b"), task("c")]);
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
  });

  it("starts another key's first task before the busy key's next ones, and lets waiting keys take turns", async () => {
    const run = createFairLimiter(2);
    const started: string[] = [];
    const task = (name: string) =>
      run(name[0] ?? "", async () => {
        started.push(name);
        await tick();
      });
    const all = [task("a1"), task("a2"), task("a3"), task("a4"), task("b1"), task("c1"), task("b2")];
    await Promise.all(all);
    // a1 and b1 start at once; then a, c and b take turns with what they have left.
    expect(started.slice(0, 2)).toEqual(["a1", "b1"]);
    expect(started.indexOf("c1")).toBeLessThan(started.indexOf("a3"));
    expect(started.indexOf("b2")).toBeLessThan(started.indexOf("a4"));
  });
});

import { describe, expect, it } from "vitest";
import { prepareImage } from "./prepare-image.server";
import { sampleImage } from "./testing/sample-images";

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

/** The longest the event loop was kept from a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

// Generous bounds: on the request thread, this SVG alone would stall it for seconds.
describe("processing leaves the event loop free for other requests", () => {
  it("while a 12-megapixel photo becomes five variants", async () => {
    const photo = await sampleImage(4000, 3000);
    expect(await longestStall(() => prepareImage(photo, limits, "shop"))).toBeLessThan(500);
  });

  // What is measured is the longest stall, not the time: on a loaded 2-core machine the worker
  // alone can take longer than the default 20 s, so the test waits as long as processing may.
  it("while a 1.5 MB SVG is sanitised", { timeout: 60_000 }, async () => {
    let paths = "";
    // Long paths, as design tools write them, keep it within the markup limits (about 7,600 elements).
    while (paths.length < 1_500_000) paths += `<path d="M${paths.length % 97} 3 L 10 20 ${"C 1 2 3 4 5 6 ".repeat(9)}Z" fill="#123456" onclick="x()"/>`;
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${paths}</svg>`);
    const stall = await longestStall(async () => {
      const image = await prepareImage(svg, limits, "shop");
      expect(image.original.bytes.includes("onclick")).toBe(false);
    });
    expect(stall).toBeLessThan(500);
  });
});

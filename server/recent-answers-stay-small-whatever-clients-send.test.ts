import { describe, expect, it } from "vitest";
import { RecentAnswers } from "./raw-headers";

describe("answers remembered per header value", () => {
  it("computes each short value once, forgets all when full, and never remembers a long one", () => {
    const computed: string[] = [];
    const answers = new RecentAnswers(2, (key: string) => (computed.push(key), key.length));
    expect([answers.of("br"), answers.of("br"), answers.of("gzip")]).toEqual([2, 2, 4]);
    expect(computed).toEqual(["br", "gzip"]);
    answers.of("deflate");
    answers.of("br");
    expect(computed).toEqual(["br", "gzip", "deflate", "br"]);
    const long = "x".repeat(600);
    answers.of(long);
    answers.of(long);
    expect(computed.filter((key) => key === long)).toHaveLength(2);
  });
});

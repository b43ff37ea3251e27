import { describe, expect, it } from "vitest";
import { FORM_TOO_LARGE_MESSAGE, readFormData, UNREADABLE_FORM_MESSAGE } from "./read-form-data";

const LIMIT = 1024;

/** A form post whose body arrives in chunks with no declared length, and that notes whether it was cancelled. */
function chunkedPost(chunks: string[]) {
  const seen = { cancelled: false, pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled];
      seen.pulled += 1;
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://x/", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body, duplex: "half" } as RequestInit);
  return { request, seen };
}

describe("readFormData", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = new Request("http://x/", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect((await readFormData(encoded, LIMIT)).get("a")).toBe("1");
    const multipart = new FormData();
    multipart.set("b", "2");
    expect((await readFormData(new Request("http://x/", { method: "POST", body: multipart }), LIMIT)).get("b")).toBe("2");
  });

  it("answers 400 with a message to a body that is not a form", async () => {
    const broken = new Request("http://x/", { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=zzz" }, body: "garbage" });
    await expect(readFormData(broken, LIMIT)).rejects.toMatchObject({ data: UNREADABLE_FORM_MESSAGE, init: { status: 400 } });
    const json = new Request("http://x/", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await expect(readFormData(json, LIMIT)).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("takes a form of exactly the limit", async () => {
    const { request } = chunkedPost(["a=", "x".repeat(LIMIT - 2)]);
    expect((await readFormData(request, LIMIT)).get("a")).toHaveLength(LIMIT - 2);
  });

  it("answers 413 to a declared length over the limit without reading the body", async () => {
    const { request } = chunkedPost(["a=1"]);
    const declared = new Request(request, { headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(LIMIT + 1) } });
    await expect(readFormData(declared, LIMIT)).rejects.toMatchObject({ data: FORM_TOO_LARGE_MESSAGE, init: { status: 413 } });
    expect(declared.bodyUsed).toBe(false);
  });

  it("stops reading a chunked body at the limit and leaves the stream uncancelled, so the 413 can still go out", async () => {
    const { request, seen } = chunkedPost(["a=", ...Array.from({ length: 100 }, () => "x".repeat(512))]);
    await expect(readFormData(request, LIMIT)).rejects.toMatchObject({ data: FORM_TOO_LARGE_MESSAGE, init: { status: 413 } });
    expect(seen.pulled).toBeLessThan(10);
    expect(seen.cancelled).toBe(false);
  });
});

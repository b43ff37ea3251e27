import { describe, expect, it } from "vitest";
import { readFormData, UNREADABLE_FORM_MESSAGE } from "./read-form-data";

describe("readFormData", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = new Request("http://x/", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect((await readFormData(encoded)).get("a")).toBe("1");
    const multipart = new FormData();
    multipart.set("b", "2");
    expect((await readFormData(new Request("http://x/", { method: "POST", body: multipart }))).get("b")).toBe("2");
  });

  it("answers 400 with a message to a body that is not a form", async () => {
    const broken = new Request("http://x/", { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=zzz" }, body: "garbage" });
    await expect(readFormData(broken)).rejects.toMatchObject({ data: UNREADABLE_FORM_MESSAGE, init: { status: 400 } });
    const json = new Request("http://x/", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await expect(readFormData(json)).rejects.toMatchObject({ init: { status: 400 } });
  });
});

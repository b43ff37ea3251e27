import { expect, it } from "vitest";
import { outcomeOf } from "./save-answer";

it("treats a save refused as too large like refused content: final until the next edit, with the server's message", () => {
  const message = "Too large to save: split the content into several pages or shorten the text.";
  expect(outcomeOf(413, { ok: false, code: "INVALID", message })).toEqual({ ok: false, kind: "invalid", message });
  expect(outcomeOf(503, null)).toEqual({ ok: false, kind: "error", message: "The server answered 503." });
});

import { expect, it } from "vitest";
import { outcomeOf } from "./save-answer";

it("treats a save refused as too large like refused content: final until the next edit, with the server's message", () => {
  const message = "Too large to save: split the content into several pages or shorten the text.";
  expect(outcomeOf(413, { ok: false, code: "INVALID", message })).toEqual({ ok: false, kind: "invalid", message });
  expect(outcomeOf(503, null)).toEqual({ ok: false, kind: "error", message: "The server answered 503." });
});

it("reads a 401 as signed out, which the autosave retries, and keeps the fields a refusal names", () => {
  expect(outcomeOf(401, { ok: false, code: "SIGNED_OUT", message: "whatever" })).toEqual({ ok: false, kind: "signed-out", message: "You were signed out: sign in again to save." });
  const problems = [{ sectionId: "hero1", path: ["primaryAction", "href"], message: "Use a page of this project." }];
  expect(outcomeOf(400, { ok: false, code: "INVALID", message: "Section 1 (hero): …", problems })).toEqual({ ok: false, kind: "invalid", message: "Section 1 (hero): …", problems });
});

import { describe, expect, test } from "vitest";
import { draftFromHref, hrefFromDraft, linkProblem, type LinkDraft } from "./link-draft";

function draft(patch: Partial<LinkDraft>): LinkDraft {
  return { ...draftFromHref(""), ...patch };
}

describe("link drafts", () => {
  test.each([
    ["/", "page"],
    ["/pricing", "page"],
    ["https://example.com/", "external"],
    ["#contact", "external"],
    ["mailto:hello@example.com", "email"],
    ["tel:+49301234567", "phone"],
    ["https://wa.me/49301234567?text=Hi%20there", "messaging"],
  ])("%s is read back as a %s link and written out unchanged", (href, kind) => {
    const read = draftFromHref(href);
    expect(read.kind).toBe(kind);
    expect(hrefFromDraft(read)).toBe(href);
    expect(linkProblem(read)).toBeNull();
  });

  test("a web address without a scheme means the https site", () => {
    expect(hrefFromDraft(draft({ kind: "external", url: "example.com/about" }))).toBe("https://example.com/about");
  });

  test("phone numbers keep only digits and a leading plus in the link", () => {
    expect(hrefFromDraft(draft({ kind: "phone", phone: "+49 (30) 123-4567" }))).toBe("tel:+49301234567");
  });

  test("a messaging link carries the number's digits and the first message", () => {
    expect(hrefFromDraft(draft({ kind: "messaging", messagingNumber: "+49 30 123456", messagingText: "Hello & welcome" }))).toBe(
      "https://wa.me/4930123456?text=Hello%20%26%20welcome",
    );
  });

  test("empty inputs make an empty link, which is not a problem", () => {
    for (const kind of ["page", "external", "email", "phone", "messaging"] as const) {
      expect(hrefFromDraft(draft({ kind }))).toBe("");
      expect(linkProblem(draft({ kind }))).toBeNull();
    }
  });

  test("unsafe or malformed input is refused with a message for its kind", () => {
    expect(linkProblem(draft({ kind: "external", url: "javascript:alert(1)" }))).toMatch(/web address/);
    expect(linkProblem(draft({ kind: "external", url: "data:text/html,hi" }))).toMatch(/web address/);
    expect(linkProblem(draft({ kind: "page", page: "/a/b" }))).toMatch(/page/);
    expect(linkProblem(draft({ kind: "email", email: "not-an-email" }))).toMatch(/email address/);
    expect(linkProblem(draft({ kind: "phone", phone: "call me" }))).toMatch(/phone number/);
    expect(linkProblem(draft({ kind: "messaging", messagingNumber: "12" }))).toMatch(/country code/);
  });
});

import { describe, expect, test } from "vitest";
import { isSafeImageSrc, parseLinkTarget } from "./safe-url";

describe("link targets written by partners", () => {
  test.each([
    ["/", { kind: "page", page: "", hash: "" }],
    ["/pricing", { kind: "page", page: "pricing", hash: "" }],
    ["/pricing#plans", { kind: "page", page: "pricing", hash: "#plans" }],
    ["/#contact", { kind: "page", page: "", hash: "#contact" }],
    ["#contact", { kind: "anchor", hash: "#contact" }],
    ["https://example.com/a?b=c", { kind: "external", href: "https://example.com/a?b=c" }],
    ["http://example.com", { kind: "external", href: "http://example.com/" }],
    ["mailto:hello@example.com?subject=Hi%20there", { kind: "external", href: "mailto:hello@example.com?subject=Hi%20there" }],
    ["tel:+49 30 1234567", { kind: "external", href: "tel:+49 30 1234567" }],
    ["sms:+4930123", { kind: "external", href: "sms:+4930123" }],
    ["https://wa.me/4930123?text=Hello", { kind: "external", href: "https://wa.me/4930123?text=Hello" }],
    ["https://t.me/pagewright", { kind: "external", href: "https://t.me/pagewright" }],
  ])("%s is accepted", (input, expected) => {
    expect(parseLinkTarget(input)).toEqual(expected);
  });

  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    " javascript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "blob:https://example.com/1",
    "//evil.example.com",
    "/\\evil.example.com",
    "/../admin",
    "/a/b",
    "/-page",
    "#",
    "#1",
    "#a b",
    "https://",
    "https://user:pass@example.com",
    "mailto:",
    "example.com",
    "",
    `https://example.com/${"a".repeat(2048)}`,
  ])("%j is refused", (input) => {
    expect(parseLinkTarget(input)).toBeNull();
  });
});

describe("image addresses", () => {
  test.each(["https://cdn.example.com/a.webp", "http://example.com/a.png", "/assets/hero-abc.svg", "/media/p1/a.webp"])("%s is accepted", (src) => {
    expect(isSafeImageSrc(src)).toBe(true);
  });

  test.each(["data:image/svg+xml,<svg onload=alert(1)>", "javascript:alert(1)", "//evil.example.com/a.png", "blob:x", "https://", "a.png", "/a b.png", "/a\n.png", ""])(
    "%j is refused",
    (src) => {
      expect(isSafeImageSrc(src)).toBe(false);
    },
  );
});

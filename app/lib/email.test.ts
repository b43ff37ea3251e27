import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("isValidEmail", () => {
  it.each([
    "ada@example.com",
    "ADA@EXAMPLE.COM",
    "first.last@sub.example.co.uk",
    "tag+filter@example.io",
    '"quoted name"@example.com',
    "user@[192.168.0.1]",
    "o'neil@example.org",
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    "",
    "plainaddress",
    "@example.com",
    "ada@",
    "ada@example",
    "ada@example.c",
    "ada@@example.com",
    ".ada@example.com",
    "ada.@example.com",
    "ada..lovelace@example.com",
    "ada lovelace@example.com",
    "ada@exa mple.com",
    "ada@[192.168.0]",
    "ada@example.com.",
    "<ada>@example.com",
  ])("refuses %s", (address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});

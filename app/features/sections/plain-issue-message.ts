import type { z } from "zod";

const count = (value: number | bigint) => new Intl.NumberFormat("en").format(value);

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

/**
 * The message a partner sees for a content rule that has none of its own. Section schemas give
 * their own messages where they can ("At most 120 characters."); this fills in the rest, so the
 * validator's own wording ("Too small: expected number to be >=1") never reaches a partner
 * (docs/product.md#numbers-and-prices). Passed as the per-parse error map, it never overrides a
 * schema's own message.
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return isBlank(issue.input) ? "Fill this in." : "This value cannot be used here.";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "Fill this in." : `Use at least ${count(issue.minimum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `Add at least ${count(issue.minimum)}.`;
      return issue.inclusive === false ? `Use a number above ${count(issue.minimum)}.` : `Use ${count(issue.minimum)} or more.`;
    case "too_big":
      if (issue.origin === "string") return `At most ${count(issue.maximum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `At most ${count(issue.maximum)} items.`;
      return issue.inclusive === false ? `Use a number below ${count(issue.maximum)}.` : `Use ${count(issue.maximum)} or less.`;
    case "invalid_format":
      return issue.format === "email" ? "Use an email address like hello@example.com." : "This is not written the way it should be.";
    case "not_multiple_of":
      return `Use a multiple of ${count(issue.divisor)}.`;
    case "invalid_value":
      return "Choose one of the offered values.";
    default:
      return "This value cannot be used here.";
  }
}

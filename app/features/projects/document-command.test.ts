import { describe, expect, it } from "vitest";
import { documentCommandSchema } from "./document-command";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-result";
import { parseInput } from "~/lib/forms/parse-input";
import { AppError } from "~/lib/app-error";

/** The field errors a form gets back for `input`, as the actions answer them. */
function fieldErrorsOf(input: Record<string, unknown>) {
  try {
    parseInput(documentCommandSchema, input);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error(`${JSON.stringify(input)} was accepted`);
}

describe("the page and module commands: one vocabulary for the overview and the editor", () => {
  it.each([
    [{ intent: "create", kind: "page", name: " About us ", slug: "About-Us" }, { intent: "create", kind: "page", name: "About us", slug: "about-us" }],
    [{ intent: "create", kind: "module", name: "Footer", slug: "footer" }, { intent: "create", kind: "module", name: "Footer", slug: "footer" }],
    [{ intent: "duplicate", kind: "page", target: "p1", name: "About (copy)", slug: "about-copy" }, { intent: "duplicate", kind: "page", target: "p1", name: "About (copy)", slug: "about-copy" }],
    [{ intent: "duplicate", kind: "module", target: "m1", name: "Footer (copy)", slug: "footer-copy" }, { intent: "duplicate", kind: "module", target: "m1", name: "Footer (copy)", slug: "footer-copy" }],
    [{ intent: "rename", kind: "page", target: "p1", name: "Team", slug: "team", version: "3" }, { intent: "rename", kind: "page", target: "p1", name: "Team", slug: "team", version: 3 }],
    [{ intent: "rename", kind: "page", target: "p1", name: "", slug: "team", version: "3" }, { intent: "rename", kind: "page", target: "p1", slug: "team", version: 3 }],
    [{ intent: "rename", kind: "module", target: "m1", name: "Legal footer", slug: "", version: "1" }, { intent: "rename", kind: "module", target: "m1", name: "Legal footer", version: 1 }],
    [{ intent: "delete", kind: "page", target: "p1" }, { intent: "delete", kind: "page", target: "p1" }],
    [{ intent: "delete", kind: "module", target: "m1" }, { intent: "delete", kind: "module", target: "m1" }],
    [{ intent: "set-home", target: "p2" }, { intent: "set-home", target: "p2" }],
    [{ intent: "reorder", pageIds: ["p2", "p1"] }, { intent: "reorder", pageIds: ["p2", "p1"] }],
  ])("%o parses", (input, command) => {
    expect(parseInput(documentCommandSchema, input)).toEqual(command);
  });

  it.each([
    ["an unknown intent", { intent: "explode" }, { intent: UNKNOWN_INTENT_MESSAGE }],
    ["no intent at all", {}, { intent: UNKNOWN_INTENT_MESSAGE }],
    ["a create without a kind", { intent: "create", name: "About", slug: "about" }, { kind: "Say whether this is about a page or a module." }],
    ["an unknown kind", { intent: "delete", kind: "folder", target: "x" }, { kind: "Say whether this is about a page or a module." }],
    ["a page without a title", { intent: "create", kind: "page", name: " ", slug: "about" }, { name: "Enter a page title." }],
    ["a module without a name", { intent: "create", kind: "module", slug: "footer" }, { name: "Enter a module name." }],
    ["a too long title", { intent: "create", kind: "page", name: "x".repeat(81), slug: "long" }, { name: "A page title can be at most 80 characters." }],
    ["a slug with a space", { intent: "duplicate", kind: "module", target: "m1", name: "Top", slug: "top bar" }, { slug: "A slug can only contain letters, digits and hyphens: no spaces, slashes or accents." }],
    ["a duplicate without its source", { intent: "duplicate", kind: "page", name: "Copy", slug: "copy" }, { target: "Choose a page." }],
    ["a delete of nothing", { intent: "delete", kind: "module", target: "" }, { target: "Choose a module." }],
    ["a rename without a version", { intent: "rename", kind: "page", target: "p1", name: "Team", slug: "team" }, { version: "The version of what you edited is missing. Reload and try again." }],
    ["a rename that changes nothing", { intent: "rename", kind: "module", target: "m1", name: "", slug: "", version: "1" }, { form: "Enter a new name or slug." }],
    ["a new home page of no page", { intent: "set-home", target: "" }, { target: "Choose a page." }],
    ["an order of no pages", { intent: "reorder" }, { pageIds: "Send the pages in their new order." }],
    ["an order naming a page twice", { intent: "reorder", pageIds: ["p1", "p1"] }, { pageIds: "A page appears twice in the new order." }],
  ])("%s is a 400 naming the field", (_name, input, fieldErrors) => {
    expect(fieldErrorsOf(input)).toEqual({ status: 400, fieldErrors });
  });
});

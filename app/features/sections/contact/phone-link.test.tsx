import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { renderContextForProject } from "../render-context";
import { contactDefinition } from "./definition";
import { phoneLinkNote, phoneToCall } from "./phone-link";

function telLinks(phone: string): string[] {
  const rendered = contactDefinition.render({ ...contactDefinition.defaults(), phone }, { id: "c1", variant: "default", context: renderContextForProject("p"), headingLevel: 2 });
  if (!rendered.ok) throw rendered.error;
  return [...renderToStaticMarkup(rendered.element).matchAll(/href="(tel:[^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("the contact section's phone link calls the number shown, or there is none", () => {
  test("opening hours after the number do not become part of it", () => {
    expect(telLinks("+44 20 7946 0000 (Mon–Fri 9–17)")).toEqual(["tel:+442079460000"]);
    expect(telLinks("+49 30 1234567, open 8-18")).toEqual(["tel:+49301234567"]);
    expect(telLinks("Call +1 415 555 0100 between 9 and 5")).toEqual(["tel:+14155550100"]);
  });

  test("a number of a range not yet in the allocation tables is linked, shown as typed", () => {
    expect(telLinks("+44 7911 654321")).toEqual(["tel:+447911654321"]);
    expect(telLinks("+44 (0)7911 654321, evenings")).toEqual(["tel:+447911654321"]);
  });

  test("a number without its country code, two numbers, or no number gets no link", () => {
    expect(telLinks("020 7946 0000 (Mon–Fri 9–17)")).toEqual([]);
    expect(telLinks("+44 20 7946 0000 or +44 20 7946 0001")).toEqual([]);
    expect(telLinks("Ask at the front desk")).toEqual([]);
    // Hours run straight on after the number: no number can be told apart, so no link rather than a wrong one.
    expect(telLinks("+44 20 7946 0000 9-17")).toEqual([]);
  });

  test("the editor says which number visitors will call, or why they cannot", () => {
    expect(phoneToCall("+44 20 7946 0000")).toEqual({ e164: "+442079460000", international: "+44 20 7946 0000" });
    expect(phoneLinkNote("+44 20 7946 0000, 9-17")).toBe("Visitors can tap it to call +44 20 7946 0000.");
    expect(phoneLinkNote("020 7946 0000")).toMatch(/^Visitors see this text but cannot tap it to call: write one number with its country code/);
    expect(phoneLinkNote("")).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import fc from "fast-check";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import type { EditorField } from "~/features/sections/editor-fields";
import { PRICE_MESSAGES } from "~/features/sections/money";
import { SECTION_DEFINITIONS, SECTION_REGISTRY } from "~/features/sections/registry";
import { EMPTY_PROJECT } from "~/features/sections/project-context";
import type { SectionType } from "~/features/sections/section-types";
import { fieldErrorsOf } from "../content-schema";
import { createSection } from "../editor-section";
import { getAt, setAt, type PropPath } from "../prop-paths";
import { FieldContext } from "./field-context";
import { FieldEditor } from "./field-editor";
import { SectionPanel } from "./section-panel";

afterEach(cleanup);

type Stored = { props: Record<string, unknown> };

/** One field of a section, wired as the section panel wires it: the schema's messages, every change stored. */
function OneField({ type, field, path, stored }: { type: SectionType; field: EditorField; path: PropPath; stored: Stored }) {
  const [props, setProps] = useState(stored.props);
  const errors = useMemo(() => fieldErrorsOf(SECTION_REGISTRY[type].schema, props), [type, props]);
  const context = useMemo(
    () => ({
      change: (at: PropPath, value: unknown) =>
        setProps((current) => {
          stored.props = setAt(current, at, value);
          return stored.props;
        }),
      errors,
      pages: [],
    }),
    [errors, stored],
  );
  return (
    <FieldContext value={context}>
      <FieldEditor field={field} path={path} value={getAt(props, path)} />
    </FieldContext>
  );
}

/** Every field of the given widget in the registry, with the path of its first occurrence (items step into item 0). */
type FoundField = { type: SectionType; field: EditorField; path: PropPath; where: string };

function fieldsWith(widget: EditorField["widget"]): FoundField[] {
  const found: FoundField[] = [];
  const walk = (type: SectionType, fields: readonly EditorField[], prefix: PropPath) => {
    for (const field of fields) {
      const path = [...prefix, field.name];
      if (field.widget === widget) found.push({ type, field, path, where: `${type} ${path.join(".")}` });
      if (field.widget === "items") walk(type, field.fields, [...prefix, field.name, 0]);
    }
  };
  for (const definition of SECTION_DEFINITIONS) walk(definition.type, definition.fields, []);
  return found;
}

const MONEY_FIELDS = fieldsWith("money");
const PICTURE_FIELDS = fieldsWith("image");

function renderField(type: SectionType, field: EditorField, path: PropPath) {
  const stored: Stored = { props: SECTION_REGISTRY[type].defaults() };
  render(<OneField type={type} field={field} path={path} stored={stored} />);
  return stored;
}

/** Types key by key, checking after every key that the field shows exactly what was typed so far. */
async function typeKeyByKey(input: HTMLInputElement, typed: string) {
  const user = userEvent.setup();
  await user.clear(input);
  for (let index = 0; index < typed.length; index += 1) {
    await user.type(input, typed.charAt(index));
    expect(input.value).toBe(typed.slice(0, index + 1));
  }
}

const digits = (min: number, max: number) => fc.array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max }).map((list) => list.join(""));
/** Every price a partner may type, in the form it is stored: 0, 7, 4.05, 10.00, 99999999.99… */
const validPrice = fc
  .tuple(fc.oneof(fc.constant("0"), fc.integer({ min: 1, max: 99_999_999 }).map(String)), fc.option(digits(1, 2), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

describe("every money field stores exactly the price typed, key by key", () => {
  test("the registry has the money fields of pricing, product list and product detail", () => {
    expect(MONEY_FIELDS.map(({ where }) => where)).toEqual(["pricing plans.0.price", "product-list products.0.price", "product-detail price"]);
  });

  test.each(MONEY_FIELDS)("$where: any valid price, typed key by key, is stored as typed", async ({ type, field, path }) => {
    const stored = renderField(type, field, path);
    const input = screen.getByLabelText<HTMLInputElement>("Price");
    await fc.assert(
      fc.asyncProperty(validPrice, async (typed) => {
        await typeKeyByKey(input, typed);
        expect(getAt(stored.props, path)).toBe(typed);
        expect(input.getAttribute("aria-invalid")).toBeNull();
      }),
      { numRuns: 15 },
    );
  });

  test.each(MONEY_FIELDS)("$where: the same price with a decimal comma is stored with a point", async ({ type, field, path }) => {
    const stored = renderField(type, field, path);
    const input = screen.getByLabelText<HTMLInputElement>("Price");
    await fc.assert(
      fc.asyncProperty(validPrice.filter((price) => price.includes(".")), async (typed) => {
        await typeKeyByKey(input, typed.replace(".", ","));
        expect(getAt(stored.props, path)).toBe(typed);
      }),
      { numRuns: 6 },
    );
  });
});

describe("every picture's width and height store exactly the whole number typed", () => {
  test.each(PICTURE_FIELDS.filter(({ type }) => type === "product-detail" || type === "hero"))("$where", async ({ type, field, path }) => {
    const stored = renderField(type, field, path);
    for (const [label, name] of [["Width", "width"], ["Height", "height"]] as const) {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 20_000 }), async (size) => {
          await typeKeyByKey(input, String(size));
          expect(getAt(stored.props, [...path, name])).toBe(size);
        }),
        { numRuns: 8 },
      );
    }
  });
});

describe("what was seen: nothing typed is silently changed", () => {
  const [pricing, productList, productDetail] = MONEY_FIELDS as [FoundField, FoundField, FoundField];

  test.each([
    { at: pricing, typed: "4.05", expected: "4.05", before: "45" },
    { at: pricing, typed: "10.00", expected: "10.00", before: "100" },
    { at: pricing, typed: "1.09", expected: "1.09", before: "19" },
    { at: productList, typed: "2.05", expected: "2.05", before: "25" },
    { at: productDetail, typed: "1,5", expected: "1.5", before: "15" },
  ])("typing $typed into $at.where stores $expected, not $before", async ({ at: { type, field, path }, typed, expected }) => {
    const stored = renderField(type, field, path);
    const input = screen.getByLabelText<HTMLInputElement>("Price");
    await typeKeyByKey(input, typed);
    expect(getAt(stored.props, path)).toBe(expected);
  });

  test.each([
    ["-3", PRICE_MESSAGES.negative],
    ["1e3", PRICE_MESSAGES.notDigits],
    ["", PRICE_MESSAGES.empty],
  ])("a price of %j is kept as typed, marked with a plain message, and nothing else changes", async (typed, message) => {
    const stored = renderField(pricing.type, pricing.field, pricing.path);
    const before = stored.props;
    const input = screen.getByLabelText<HTMLInputElement>("Price");
    await typeKeyByKey(input, typed);
    expect(getAt(stored.props, pricing.path)).toBe(typed);
    expect(setAt(stored.props, pricing.path, getAt(before, pricing.path))).toEqual(before);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(message)).toBeTruthy();
  });

  test("a width of 1200.5 is not rounded, an emptied one says what to enter, in plain words", async () => {
    const picture = PICTURE_FIELDS.find(({ type }) => type === "product-detail");
    if (!picture) throw new Error("product detail has a picture");
    const stored = renderField(picture.type, picture.field, picture.path);
    const width = screen.getByLabelText<HTMLInputElement>("Width");
    await typeKeyByKey(width, "1200.5");
    expect(getAt(stored.props, [...picture.path, "width"])).toBe(1200.5);
    expect(screen.getByText("Use a whole number of pixels, such as 1200.")).toBeTruthy();
    await typeKeyByKey(width, "");
    expect(screen.getByText("Enter the width in pixels.")).toBeTruthy();
    await typeKeyByKey(width, "-3");
    expect(screen.getByText("At least 1 pixel.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/expected|Too small|>=/);
  });

  test("the section panel shows the price's message beside the field and counts it", async () => {
    let section = createSection("product-detail", "default", EMPTY_PROJECT, "s1");
    function Panel() {
      const [current, setCurrent] = useState(section);
      return (
        <SectionPanel
          section={current}
          projectId="p"
          pages={[]}
          modules={[]}
          onChangeProp={(_id, path, value) => setCurrent((before) => (section = { ...before, props: setAt(before.props, path, value) }))}
          onChangeVariant={() => undefined}
          onChangeLanguage={() => undefined}
        />
      );
    }
    render(<Panel />);
    const input = screen.getByLabelText<HTMLInputElement>("Price");
    await typeKeyByKey(input, "-3");
    await act(async () => undefined);
    expect(section.props.price).toBe("-3");
    expect(within(input.parentElement as HTMLElement).getByText(PRICE_MESSAGES.negative)).toBeTruthy();
    expect(screen.getByText("1 field needs fixing before this page can be saved.")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import { FieldContext, type ImageValue } from "./field-context";
import { ImageField } from "./image-field";

afterEach(cleanup);

const LIBRARY_IMAGE: ImageValue = { src: "/assets/shop/team.webp", alt: "Stored description", width: 800, height: 600, assetId: "a1" };

function Picture({ start }: { start: ImageValue }) {
  const [value, setValue] = useState<ImageValue | null>(start);
  const context = { change: () => undefined, errors: new Map<string, string>(), pages: [], pickAsset: () => Promise.resolve(LIBRARY_IMAGE) };
  return (
    <FieldContext value={context}>
      <ImageField label="Picture" optional={false} value={value} onChange={setValue} errorsPath={["image"]} />
    </FieldContext>
  );
}

test("choosing a picture from the library keeps the text alternative the partner typed", async () => {
  const user = userEvent.setup();
  render(<Picture start={{ src: "https://example.org/a.png", alt: "", width: 1200, height: 800 }} />);
  await user.type(screen.getByLabelText("Text alternative"), "Our team at the bakery");
  await user.click(screen.getByRole("button", { name: "Choose from assets" }));
  expect(await screen.findByDisplayValue("/assets/shop/team.webp")).toBeTruthy();
  expect((screen.getByLabelText("Text alternative") as HTMLInputElement).value).toBe("Our team at the bakery");
});

test("an empty text alternative is filled with the library's stored description", async () => {
  const user = userEvent.setup();
  render(<Picture start={{ src: "https://example.org/a.png", alt: "", width: 1200, height: 800 }} />);
  await user.click(screen.getByRole("button", { name: "Choose from assets" }));
  expect(await screen.findByDisplayValue("Stored description")).toBeTruthy();
});

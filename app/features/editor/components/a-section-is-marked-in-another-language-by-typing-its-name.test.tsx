// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { EditorSection } from "../editor-section";
import { setSectionLanguage } from "../section-operations";
import { SectionPanel } from "./section-panel";

afterEach(cleanup);
// Headless UI's listbox measures itself; jsdom has no layout to measure.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The panel of one testimonial, wired to the editor's own operation, as the editor screen wires it. */
function Panel({ saved }: { saved: (section: EditorSection) => void }) {
  const [sections, setSections] = useState<EditorSection[]>([{ id: "quote1", type: "testimonial", variant: "default", props: SECTION_REGISTRY.testimonial.defaults() }]);
  return (
    <SectionPanel
      section={sections[0]!}
      projectId="mie"
      pages={[]}
      modules={[]}
      onChangeProp={() => undefined}
      onChangeVariant={() => undefined}
      onChangeLanguage={(id, language) => {
        const next = setSectionLanguage(sections, id, language);
        setSections(next);
        saved(next[0]!);
      }}
    />
  );
}

test("a partner types part of a language's name, picks it, and the section keeps it; the page's language takes it off again", async () => {
  const user = userEvent.setup();
  let last: EditorSection | undefined;
  render(<Panel saved={(section) => (last = section)} />);
  const field = screen.getByRole("combobox", { name: "Language of this section" });
  // It shows the page's language; the partner clears it and types.
  expect((field as HTMLInputElement).value).toBe("The page's language");
  await user.clear(field);
  await user.type(field, "deutsch");
  await user.keyboard("{Enter}");
  expect(last?.language).toBe("de");
  expect((field as HTMLInputElement).value).toBe("Deutsch");

  await user.clear(field);
  await user.type(field, "the page");
  await user.keyboard("{Enter}");
  expect(last).not.toHaveProperty("language");
  expect((field as HTMLInputElement).value).toBe("The page's language");
});

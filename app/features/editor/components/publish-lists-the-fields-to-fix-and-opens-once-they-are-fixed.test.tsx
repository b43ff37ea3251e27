// @vitest-environment jsdom
// jsdom lacks CSS.escape, which every browser has and the jump to a field uses.
import "css.escape";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, expect, test } from "vitest";
import { readFormData } from "~/lib/read-form-data";
import { PRICE_MESSAGES } from "~/features/sections/money";
import { EMPTY_PROJECT } from "~/features/sections/project-context";
import type { SaveState } from "../autosave";
import { createSection, type EditorSection } from "../editor-section";
import { setAt } from "../prop-paths";
import { PublishChecklistDialog } from "./publish-checklist-dialog";
import { SectionPanel } from "./section-panel";
import { usePublishGate } from "./use-publish-gate";

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling either: bringing a field into view does nothing there.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

// Every edit here is saved (the autosave's own tests cover saving): what stands in the way is only what the fields hold.
const SAVED: SaveState = { status: "saved", version: 3, message: null, problems: [] };
const save = { state: SAVED, flush: () => Promise.resolve(SAVED.version), stateNow: () => SAVED };

/** The editor's parts the gate works with: the section list, the settings panel, Publish and the checklist. */
function Editor() {
  const [sections, setSections] = useState<EditorSection[]>(() => [createSection("product-detail", "default", EMPTY_PROJECT, "mug"), createSection("pricing", "default", EMPTY_PROJECT, "plans")]);
  const [selectedId, select] = useState<string>("mug");
  const gate = usePublishGate({ kind: "page", projectId: "shop", sections, save, publishing: { live: 2, hasUnpublishedChanges: true }, select });
  const selected = useMemo(() => sections.find((section) => section.id === selectedId) ?? null, [sections, selectedId]);
  return (
    <>
      <nav aria-label="Sections">
        {sections.map((section) => (
          <button key={section.id} type="button" onClick={() => select(section.id)}>
            Edit {section.id}
          </button>
        ))}
      </nav>
      <section aria-label="Section settings">
        <SectionPanel
          section={selected}
          projectId="shop"
          pages={[]}
          modules={[]}
          onChangeProp={(id, path, value) => setSections((current) => current.map((section) => (section.id === id ? { ...section, props: setAt(section.props, path, value) } : section)))}
          onChangeVariant={() => undefined}
          onChangeLanguage={() => undefined}
        />
      </section>
      <button type="button" onClick={() => void gate.publish()}>
        Publish
      </button>
      {gate.checklist ? <PublishChecklistDialog items={gate.checklist} onGoTo={gate.goTo} onClose={gate.closeChecklist} /> : null}
    </>
  );
}

test("Publish lists each invalid field by section and name, jumps to it, and publishes once the partner has typed them right", async () => {
  const published: string[] = [];
  const Stub = createRoutesStub([
    { path: "/editor", Component: Editor },
    {
      path: "/project/shop/publish",
      action: async ({ request }) => {
        published.push(String((await readFormData(request, 1_000)).get("intent")));
        return { ok: true, message: "Published as version 3.", live: 3 };
      },
    },
  ]);
  render(<Stub initialEntries={["/editor"]} />);
  const user = userEvent.setup();
  const settings = () => within(screen.getByRole("region", { name: "Section settings" }));

  // The mug's price typed with a stray letter, the first plan's price emptied, key by key.
  const mugPrice = settings().getByLabelText<HTMLInputElement>("Price");
  await user.clear(mugPrice);
  await user.type(mugPrice, "4,05x");
  await user.click(screen.getByRole("button", { name: "Edit plans" }));
  const firstPlan = document.querySelector<HTMLButtonElement>('[data-field-path="plans"] [data-expands-item]');
  if (!firstPlan) throw new Error("the pricing section lists its plans");
  await user.click(firstPlan);
  const planPrice = settings().getAllByLabelText<HTMLInputElement>("Price")[0];
  if (!planPrice) throw new Error("the pricing section shows its plans' prices");
  await user.clear(planPrice);

  await user.click(screen.getByRole("button", { name: "Publish" }));
  const checklist = await screen.findByRole("dialog", { name: "2 things to fix before publishing" });
  const items = within(checklist).getAllByRole("listitem").map((item) => item.textContent);
  expect(items).toEqual([`Product detail · Price${PRICE_MESSAGES.notDigits}`, `Pricing · Plans › Plan 1 › Price${PRICE_MESSAGES.empty}`]);
  expect(published).toEqual([]);

  // Choosing the mug's price selects its section and puts the cursor in the field.
  await user.click(within(checklist).getByRole("button", { name: /Product detail · Price/ }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(settings().getByLabelText("Price")));
  await user.keyboard("{Backspace}");
  expect(settings().getByLabelText<HTMLInputElement>("Price").value).toBe("4,05");

  await user.click(screen.getByRole("button", { name: "Publish" }));
  const rest = await screen.findByRole("dialog", { name: "1 thing to fix before publishing" });
  expect(within(rest).getByRole("listitem").textContent).toBe(`Pricing · Plans › Plan 1 › Price${PRICE_MESSAGES.empty}`);
  await user.click(within(rest).getByRole("button", { name: /Pricing · Plans › Plan 1 › Price/ }));
  await waitFor(() => expect(document.activeElement).toBe(settings().getAllByLabelText("Price")[0]));
  await user.keyboard("12");
  expect(published).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Publish" }));
  await waitFor(() => expect(published).toEqual(["publish"]));
  expect(screen.queryByRole("dialog")).toBeNull();
});

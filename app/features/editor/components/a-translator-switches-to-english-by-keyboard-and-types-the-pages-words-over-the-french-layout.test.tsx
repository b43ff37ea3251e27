// @vitest-environment jsdom
// jsdom lacks CSS.escape, which every browser has and the editor's panels use.
import "css.escape";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, data as answer, useLoaderData, useLocation } from "react-router";
import { afterEach, beforeAll, expect, test } from "vitest";
import { EMPTY_PROJECT } from "~/features/sections/project-context";
import { readFormData } from "~/lib/read-form-data";
import type { EditorData } from "../editor-data";
import { createSection } from "../editor-section";
import type { EditorLanguages, EditorTranslation } from "../translation";
import { LanguageSwitch } from "./language-switch";
import { TranslationScreen } from "./translation-screen";

afterEach(() => {
  cleanup();
  localStorage.clear();
});
// jsdom lays nothing out and matches no media query: the editor then shows its three panels side by side.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  window.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
// The autosave waits for typing to pause and the router loads the view again: more than waitFor's one second on a busy machine.
const patiently = { timeout: 5_000 };

const hero = createSection("hero", "default", EMPTY_PROJECT, "hero1");
const heroWithFrenchTitle = { ...hero, props: { ...hero.props, title: "Du pain frais chaque matin" } };
const languages: EditorLanguages = { own: "fr", added: ["en", "ar"], untranslated: { p1: ["en", "ar"] } };

const data: EditorData = {
  kind: "page",
  project: {
    id: "crumb",
    name: "Crumb & Co",
    primaryColor: "#1d4ed8",
    typography: "system",
    language: "fr",
    visitorTexts: {},
    canEdit: true,
    readOnlyReason: "",
    contact: { email: "", phone: "", address: "" },
    socialLinks: [],
  },
  document: { id: "p1", slug: "accueil", name: "Accueil", version: 3, sections: [heroWithFrenchTitle] },
  siblings: [{ id: "p1", slug: "accueil", name: "Accueil", isHome: true, version: 3 }],
  pages: [{ slug: "accueil", name: "Accueil", isHome: true }],
  modules: [],
  images: {},
  recentEditor: null,
  publicHost: "pagewright.example",
};

const english: EditorTranslation = {
  language: "en",
  pageId: "p1",
  slug: "accueil",
  title: "Accueil",
  seoTitle: "",
  seoDescription: "",
  texts: { hero1: { title: "Du pain frais chaque matin" } },
  version: 1,
  translated: false,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

test("the language switch is reached with Tab and followed with Enter, after the pending edits are saved, to the page's address in that language", async () => {
  const saved: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/editor/crumb/accueil",
      Component: () => (
        <>
          <LanguageSwitch projectId="crumb" slug="accueil" languages={languages} current="fr" beforeSwitch={async () => void saved.push("flushed")} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/editor/crumb/accueil"]} />);
  const user = userEvent.setup();
  const nav = within(screen.getByRole("navigation", { name: "Language of this page" }));
  const current = nav.getByRole("link", { name: "Français (the site’s own language)" });
  expect(current.getAttribute("aria-current")).toBe("page");
  expect(nav.getByText("العربية").getAttribute("lang")).toBe("ar");

  await user.tab();
  expect(document.activeElement).toBe(current);
  await user.tab();
  expect(document.activeElement).toBe(nav.getByRole("link", { name: "English" }));
  await user.keyboard("{Enter}");
  await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/editor/crumb/accueil?language=en"), patiently);
  expect(saved).toEqual(["flushed"]);
});

test("in English the panel shows the hero's words with the French beneath, a title typed key by key shows in the English preview and is saved with its version, and nothing changes the layout", async () => {
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/editor/crumb/accueil",
      loader: () => ({ translation: english }),
      Component: function Translation() {
        const { translation } = useLoaderData() as { translation: EditorTranslation };
        return <TranslationScreen data={data} publishing={{ live: null, hasUnpublishedChanges: false }} languages={languages} translation={translation} failure={undefined} />;
      },
      action: async ({ request }) => {
        const values = Object.fromEntries([...(await readFormData(request, 100_000))].map(([name, value]) => [name, String(value)]));
        posts.push(values);
        return { ok: true, version: Number(values.version) + 1 };
      },
    },
  ]);
  render(<Stub initialEntries={["/editor/crumb/accueil?language=en"]} />);
  const user = userEvent.setup();
  const panel = within(await screen.findByRole("region", { name: "Section settings" }));
  expect(screen.getByText("Not translated yet")).toBeTruthy();
  expect(panel.getByRole("heading", { name: "Hero in English" })).toBeTruthy();
  const title = panel.getByRole("textbox", { name: "Title" });
  expect(title.getAttribute("lang")).toBe("en");
  // The French words are the reference, read in French.
  const reference = panel.getByText("Du pain frais chaque matin", { selector: "q" });
  expect(reference.getAttribute("lang")).toBe("fr");
  expect(title.getAttribute("aria-describedby")?.split(" ")).toContain(reference.closest("p")?.id);

  // The layout is the French page's: no way to add, move, style or delete a section here.
  const sections = within(screen.getByRole("region", { name: "Pages and sections" }));
  expect(sections.getByRole("note").textContent).toMatch(/layout is edited in the site’s own language/);
  expect(screen.queryByRole("button", { name: /Add section|Delete|Move|Duplicate/ })).toBeNull();
  expect(panel.queryByRole("radiogroup", { name: "Style" })).toBeNull();

  await user.clear(title);
  await user.type(title, "Fresh bread every morning");
  const frame = screen.getByTestId<HTMLIFrameElement>("preview-frame").contentDocument;
  await waitFor(() => expect(frame?.querySelector("h1")?.textContent).toBe("Fresh bread every morning"), patiently);
  expect(frame?.documentElement.getAttribute("lang")).toBe("en");

  await waitFor(() => expect(posts.at(-1)).toMatchObject({ intent: "translate-texts", pageId: "p1", language: "en", version: "1" }), patiently);
  expect(JSON.parse(posts.at(-1)?.texts ?? "{}")).toEqual({ hero1: { title: "Fresh bread every morning" } });
  await waitFor(() => expect(screen.queryByText("Not translated yet")).toBeNull(), patiently);
  expect(screen.getByTestId("save-status").getAttribute("data-status")).toBe("saved");
});

test("words saved over someone else's save are refused and the view says so, keeping them until the translator overwrites with the stored version", async () => {
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/editor/crumb/accueil",
      Component: () => <TranslationScreen data={data} publishing={{ live: null, hasUnpublishedChanges: false }} languages={languages} translation={english} failure={undefined} />,
      action: async ({ request }) => {
        const values = Object.fromEntries([...(await readFormData(request, 100_000))].map(([name, value]) => [name, String(value)]));
        posts.push(values);
        if (values.version === "1") {
          const message = "Léa saved this page first. Reload it to see their version, then make your change again.";
          return answer({ ok: false, intent: "translate-texts", code: "STALE_VERSION", message, fieldErrors: {}, values: {}, storedVersion: 4 }, { status: 409 });
        }
        return { ok: true, version: Number(values.version) + 1 };
      },
    },
  ]);
  render(<Stub initialEntries={["/editor/crumb/accueil?language=en"]} />);
  const user = userEvent.setup();
  const title = within(await screen.findByRole("region", { name: "Section settings" })).getByRole("textbox", { name: "Title" });
  await user.clear(title);
  await user.type(title, "Fresh bread");
  const conflict = await screen.findByRole("alert", {}, patiently);
  expect(conflict.textContent).toMatch(/Léa saved this page first/);
  expect(screen.getByText("Not translated yet")).toBeTruthy();
  await user.click(within(conflict).getByRole("button", { name: "Overwrite" }));
  await waitFor(() => expect(posts.at(-1)).toMatchObject({ intent: "translate-texts", version: "4" }), patiently);
  expect(JSON.parse(posts.at(-1)?.texts ?? "{}")).toEqual({ hero1: { title: "Fresh bread" } });
  await waitFor(() => expect(screen.queryByRole("alert")).toBeNull(), patiently);
});

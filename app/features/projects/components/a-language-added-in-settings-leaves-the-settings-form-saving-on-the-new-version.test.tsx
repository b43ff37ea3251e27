// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, data, redirect, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeAll, expect, test } from "vitest";
import { isFormFailure } from "~/lib/forms/form-result";
import { readFormData } from "~/lib/read-form-data";
import type { ProjectScreen } from "../overview.server";
import { readProjectSettings } from "../project-settings";
import type { TranslationProgress } from "../translation-reads.server";
import { ProjectSettingsScreen } from "./project-settings-screen";

afterEach(cleanup);
// Each post goes through the router and loads the screen again: on a busy machine more than waitFor's one second.
const patiently = { timeout: 5_000 };
// jsdom lays nothing out; Headless UI's list asks for these to place itself.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** A site in French with two pages, as the settings route loads it, at settings version `version`. */
function site(version: number, languages: TranslationProgress["languages"]) {
  const screenData: ProjectScreen = {
    project: {
      id: "crumb",
      name: "Crumb & Co",
      primaryColor: "#1d4ed8",
      homePageId: "p1",
      settings: readProjectSettings({ seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null, language: "fr" }),
      settingsVersion: version,
      lastPublished: null,
    },
    pages: [
      { id: "p1", slug: "accueil", title: "Accueil", version: 1, isHome: true, updated: "just now" },
      { id: "p2", slug: "commander", title: "Commander", version: 1, isHome: false, updated: "just now" },
    ],
    modules: [],
    canEdit: true,
    canManage: true,
    access: { readOnlyReason: "", others: [] },
    publicHost: "pagewright.example",
    mailConfigured: true,
  };
  const progress: TranslationProgress = { language: "fr", languages, pageCount: 2, untranslated: {} };
  return { screen: screenData, progress };
}

function Settings() {
  const { screen: screenData, progress } = useLoaderData() as ReturnType<typeof site>;
  const failure = useActionData();
  return <ProjectSettingsScreen screen={screenData} languages={progress} faviconChoices={[]} flash={null} failure={isFormFailure(failure) ? failure : undefined} />;
}

/** The settings route with a stored version and languages, and every post it got. */
function settingsRoute() {
  const stored = { version: 4, languages: [] as TranslationProgress["languages"] };
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/project/crumb/settings",
      Component: Settings,
      loader: () => site(stored.version, stored.languages),
      action: async ({ request }) => {
        const values = Object.fromEntries([...(await readFormData(request, 100_000))].map(([name, value]) => [name, String(value)]));
        posts.push(values);
        if (values.version !== String(stored.version)) {
          const message = "This project was changed elsewhere. Reload it to see the latest version, then make your change again.";
          return data({ ok: false, intent: values.intent ?? "", message, fieldErrors: {}, values }, { status: 409 });
        }
        if (values.intent === "add-language" && values.language === "de") {
          const message = "A page of this project has the slug “de”, which is where this language's pages would be. Change that page's slug first.";
          return data({ ok: false, intent: "add-language", message, fieldErrors: { language: message }, values }, { status: 409 });
        }
        if (values.intent === "add-language") stored.languages = [...stored.languages, { tag: values.language ?? "", published: false, translatedPages: 0 }];
        stored.version += 1;
        return redirect("/project/crumb/settings");
      },
    },
  ]);
  render(<Stub initialEntries={["/project/crumb/settings"]} />);
  return { posts };
}

test("a partner adds English by typing its name, sees it listed untranslated and unpublished, and the settings form then saves on the version that made", async () => {
  const { posts } = settingsRoute();
  const user = userEvent.setup();
  const card = within(await screen.findByRole("region", { name: "Languages" }));
  expect(card.getByText("This site is in one language only.")).toBeTruthy();

  const add = card.getByRole("combobox", { name: "Add a language" });
  await user.click(add);
  await user.type(add, "engl");
  // The site's own language is not offered; every English is.
  expect(screen.queryByRole("option", { name: /Français/ })).toBeNull();
  await user.keyboard("{Enter}");
  expect((add as HTMLInputElement).value).toBe("English");
  await user.click(card.getByRole("button", { name: "Add language" }));

  const row = within(await card.findByTestId("site-language", {}, patiently));
  expect(row.getByText("English", { selector: "[lang]" }).getAttribute("lang")).toBe("en");
  expect(row.getByText(/At \/crumb\/en\/… · 0 of 2 pages translated/)).toBeTruthy();
  expect(row.getByRole("switch", { name: "English published" }).getAttribute("aria-checked")).toBe("false");
  expect(posts.at(-1)).toMatchObject({ intent: "add-language", language: "en", version: "4" });

  // The screen was loaded again with version 5: the settings form sends it, and is not refused as stale.
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  await waitFor(() => expect(posts.at(-1)).toMatchObject({ intent: "save-settings", version: "5" }), patiently);
  expect(screen.queryByRole("alert")).toBeNull();

  // Once the screen is loaded again, the switch posts the version the save made.
  await waitFor(() => expect(screen.getByRole("button", { name: "Save settings" }).hasAttribute("disabled")).toBe(false), patiently);
  await user.click(row.getByRole("switch", { name: "English published" }));
  await waitFor(() => expect(posts.at(-1)).toMatchObject({ intent: "set-language-published", language: "en", published: "on", version: "6" }), patiently);
});

test("a language the site cannot add is refused under its field, and the settings form keeps its own version and says nothing", async () => {
  const { posts } = settingsRoute();
  const user = userEvent.setup();
  const card = within(await screen.findByRole("region", { name: "Languages" }));
  // Nothing chosen: the form's own schema says so before anything is sent.
  await user.click(card.getByRole("button", { name: "Add language" }));
  const add = card.getByRole("combobox", { name: "Add a language" });
  expect(add.getAttribute("aria-invalid")).toBe("true");
  expect(card.getByText("Choose one of the listed languages.")).toBeTruthy();
  expect(posts).toEqual([]);

  await user.click(add);
  await user.type(add, "deutsch");
  await user.keyboard("{Enter}");
  await user.click(card.getByRole("button", { name: "Add language" }));
  await waitFor(() => expect(posts).toHaveLength(1), patiently);
  expect(await card.findByText(/A page of this project has the slug “de”/, {}, patiently)).toBeTruthy();
  expect(card.getByRole("combobox", { name: "Add a language" }).getAttribute("aria-invalid")).toBe("true");
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  await waitFor(() => expect(posts.at(-1)).toMatchObject({ intent: "save-settings", version: "4" }), patiently);
  expect(screen.queryByRole("alert")).toBeNull();
});

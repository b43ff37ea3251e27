// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { ProjectScreen } from "../overview.server";
import { readProjectSettings } from "../project-settings";
import { ProjectOverviewScreen } from "./project-overview-screen";

afterEach(cleanup);

const overview: ProjectScreen = {
  project: {
    id: "crumb",
    name: "Crumb & Co",
    primaryColor: "#1d4ed8",
    homePageId: "p1",
    settings: readProjectSettings({ seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null, language: "fr" }),
    settingsVersion: 3,
    lastPublished: null,
  },
  pages: [
    { id: "p1", slug: "accueil", title: "Accueil", version: 1, isHome: true, updated: "just now" },
    { id: "p2", slug: "commander", title: "Commander", version: 1, isHome: false, updated: "just now" },
  ],
  modules: [],
  canEdit: false,
  canManage: false,
  access: { readOnlyReason: "", others: [] },
  publicHost: "pagewright.example",
  mailConfigured: true,
};

test("a page not translated into English and Arabic says so on its row, in short and in words read aloud; a translated one says nothing", () => {
  const element = <ProjectOverviewScreen screen={overview} flash={null} failure={undefined} untranslated={{ p1: ["en", "ar"] }} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  const [home, order] = screen.getAllByTestId("page-row").map((row) => within(row));
  expect(home?.getByText("EN not translated").getAttribute("aria-hidden")).toBe("true");
  expect(home?.getByText("Not translated into English")).toBeTruthy();
  expect(home?.getByText("Not translated into Arabic")).toBeTruthy();
  expect(order?.queryByText(/not translated/i)).toBeNull();
});

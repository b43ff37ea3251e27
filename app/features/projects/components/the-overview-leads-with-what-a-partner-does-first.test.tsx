// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readProjectSettings } from "../project-settings";
import type { ProjectScreen } from "../overview.server";
import { ProjectOverviewScreen } from "./project-overview-screen";

const overview: ProjectScreen = {
  project: { id: "bakery", name: "Bakery", primaryColor: "#0f766e", homePageId: "p1", settings: readProjectSettings({ seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null }), settingsVersion: 1, lastPublished: null },
  pages: [{ id: "p1", slug: "home", title: "Home", version: 1, isHome: true, updated: "just now" }],
  modules: [],
  canEdit: true,
  canManage: true,
  access: { readOnlyReason: "", others: [] },
  publicHost: "localhost:3000",
  mailConfigured: false,
};

function renderOverview() {
  const element = (
    <ProjectOverviewScreen
      screen={overview}
      flash={null}
      failure={undefined}
      laterPanels={
        <section aria-labelledby="later">
          <h2 id="later">Scheduled publishing</h2>
        </section>
      }
    />
  );
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

describe("a project's overview", () => {
  afterEach(cleanup);

  it("leads with publishing and the pages, and puts scheduling and passwords after the pages and modules", () => {
    renderOverview();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent?.replace(/\s*\d+$/, ""));
    expect(headings.indexOf("Scheduled publishing")).toBeGreaterThan(headings.indexOf("Pages"));
    expect(headings.indexOf("Scheduled publishing")).toBeGreaterThan(headings.indexOf("Modules"));
  });

  it("keeps A/B tests out of the header beside Open editor, with the project's other screens", () => {
    renderOverview();
    const [abTests, ...more] = screen.getAllByRole("link", { name: /A\/B tests/ });
    expect(more).toEqual([]);
    expect(abTests?.closest("nav")?.getAttribute("aria-label")).toBe("Project");
    expect(abTests?.getAttribute("href")).toBe("/project/bakery/ab-tests");
    // After the editor and the publish panel, in reading order.
    expect(screen.getByRole("link", { name: "Open editor" }).compareDocumentPosition(abTests!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

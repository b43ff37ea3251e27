// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readProjectSettings } from "../project-settings";
import type { ProjectScreen } from "../overview.server";
import { ProjectOverviewScreen } from "./project-overview-screen";

const overview: ProjectScreen = {
  project: { id: "bakery", name: "Bakery", primaryColor: "#0f766e", homePageId: "p1", settings: readProjectSettings({}), settingsVersion: 1, lastPublished: null },
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
});

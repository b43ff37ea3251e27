// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ExactColourNotice } from "./exact-colour-notice";

const renderNotice = (primaryColor: string, isPrimaryExact: boolean) => {
  const router = createMemoryRouter([{ path: "/", element: <ExactColourNotice projectId="bakery" primaryColor={primaryColor} isPrimaryExact={isPrimaryExact} /> }]);
  return render(<RouterProvider router={router} />);
};

describe("the overview's exact-colour mark", () => {
  afterEach(cleanup);

  it("names the kept colour, its measured ratio and where to change it", () => {
    renderNotice("#a3a3f5", true);
    const notice = screen.getByTestId("exact-colour-notice");
    expect(notice.textContent).toMatch(/^This site keeps its exact colour #a3a3f5: text on it reaches only 2\.\d\d:1, under the 4\.5:1 that WCAG 2\.2 AA asks for\. Let Pagewright adjust it in Settings\.$/);
    expect(screen.getByRole("link", { name: "Let Pagewright adjust it in Settings" }).getAttribute("href")).toBe("/project/bakery/settings");
  });

  it("stays away when the colour is adjusted, or when the exact colour reads at AA anyway", () => {
    renderNotice("#a3a3f5", false);
    expect(screen.queryByTestId("exact-colour-notice")).toBeNull();
    cleanup();
    renderNotice("#1d4ed8", true);
    expect(screen.queryByTestId("exact-colour-notice")).toBeNull();
  });
});

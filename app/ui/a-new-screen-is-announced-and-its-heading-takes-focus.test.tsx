// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { RouteAnnouncer } from "./route-announcer";

afterEach(cleanup);

function Shell() {
  return (
    <>
      <RouteAnnouncer />
      <header>
        <Link to="/project/bakery">Open Bakery</Link>
        <Link to="/new">New project</Link>
      </header>
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/", element: <main><h1>Your projects</h1></main> },
          { path: "/project/bakery", element: <main><h1>Bakery</h1></main> },
          { path: "/new", element: <main><h1>New project</h1><input aria-label="Name" autoFocus /></main> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("moving to another screen", () => {
  test("leaves focus alone on the first screen, which the browser announces itself", () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId("route-announcer")).toHaveProperty("textContent", "");
  });

  test("puts focus on the new screen's main heading and says where the person is, politely", async () => {
    renderApp();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Open Bakery" }));
    await user.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", { name: "Bakery" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
    const announcer = screen.getByTestId("route-announcer");
    expect(announcer.getAttribute("aria-live")).toBe("polite");
    expect(announcer.textContent).toBe("Bakery");
  });

  test("keeps focus on a field the new screen focused itself", async () => {
    renderApp();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "New project" }));
    await screen.findByRole("heading", { name: "New project" });
    await waitFor(() => expect(screen.getByTestId("route-announcer").textContent).toBe("New project"));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { primaryButton } from "~/ui/button-styles";
import { ImportProjectPanel } from "./import-project-panel";

function renderPanel() {
  const router = createMemoryRouter([{ path: "/", element: <ImportProjectPanel /> }]);
  return render(<RouterProvider router={router} />);
}

describe("the dashboard's import", () => {
  afterEach(cleanup);

  it("stays folded, so New project is the one main action, takes focus first, and opens with its fields", async () => {
    const user = userEvent.setup();
    renderPanel();
    const fold = screen.getByText("Import a project").closest("details");
    expect(fold?.open).toBe(false);
    expect(screen.getByLabelText("Exported project").closest("details")).toBe(fold);

    await user.tab();
    expect(document.activeElement?.tagName).toBe("SUMMARY");
    // jsdom does not toggle a summary on Enter as browsers do; a click is the same activation.
    await user.click(screen.getByText("Import a project"));
    expect(fold?.open).toBe(true);
    await user.type(screen.getByLabelText(/Import as/), "bakery-copy");
    expect(screen.getByLabelText<HTMLInputElement>(/Import as/).value).toBe("bakery-copy");
  });

  it("sends with a secondary button, not a second primary one", () => {
    renderPanel();
    const send = screen.getByRole("button", { name: "Import project", hidden: true });
    expect(send.className).not.toBe(primaryButton);
  });
});

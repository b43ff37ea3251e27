// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { PrimaryColourSetting } from "./primary-colour-setting";

afterEach(cleanup);

function hiddenExactInput(container: HTMLElement): HTMLInputElement | null {
  return container.querySelector('input[type="hidden"][name="isPrimaryExact"]');
}

describe("the primary colour setting", () => {
  test("a colour too light for white text shows the shade the pages will use, and keeping the exact one warns with the ratio", async () => {
    const user = userEvent.setup();
    const { container } = render(<PrimaryColourSetting defaultColour="#14b8a6" defaultExact={false} error={undefined} disabled={false} />);
    expect(screen.getByText(/Your pages will use #0f8578 instead of #14b8a6/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(hiddenExactInput(container)).toBeNull();

    await user.click(screen.getByRole("switch", { name: "Keep my exact colour" }));
    expect(screen.getByText("Your pages will use #14b8a6 exactly.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Text on #14b8a6 reaches only 2.48:1, under the 4.5:1");
    expect(hiddenExactInput(container)?.value).toBe("on");

    await user.keyboard(" ");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(hiddenExactInput(container)).toBeNull();
  });

  test("a colour that already reads well says nothing about adjusting", () => {
    render(<PrimaryColourSetting defaultColour="#1d4ed8" defaultExact={false} error={undefined} disabled={false} />);
    expect(screen.queryByTestId("primary-adjustment")).toBeNull();
    expect(screen.queryByText(/Your pages will use/)).toBeNull();
  });
});

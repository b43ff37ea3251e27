// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { VisitorTextsSettings } from "./visitor-texts-settings";

afterEach(cleanup);

test("the wording of visitor texts has no fields until opened, then keeps them and what was typed after it is closed", async () => {
  const user = userEvent.setup();
  const { container } = render(
    <form>
      <VisitorTextsSettings language="fr" stored={{ formSend: "Commander" }} values={undefined} errors={{}} />
    </form>,
  );
  expect(container.querySelectorAll("input")).toHaveLength(0);
  expect(screen.getByText("Change the wording (1 changed)")).toBeTruthy();
  await user.click(screen.getByText("Change the wording (1 changed)"));
  const optional = screen.getByRole("textbox", { name: "“(optional)”" });
  expect(optional.getAttribute("placeholder")).toBe("(facultatif)");
  expect((screen.getByRole("textbox", { name: "“Send”" }) as HTMLInputElement).value).toBe("Commander");
  await user.type(optional, "(au choix)");
  await user.click(screen.getByText("Change the wording (1 changed)"));
  const sent = new FormData(container.querySelector("form") ?? undefined);
  expect(sent.get("visitorTexts.formOptional")).toBe("(au choix)");
  expect(sent.get("visitorTexts.formSend")).toBe("Commander");
});

test("after a refused save it is open with what was typed in it, and names the refused text's problem beside its field", () => {
  render(
    <VisitorTextsSettings
      language="en"
      stored={{}}
      values={{ name: "Shop", "visitorTexts.formBackTo": "Back to {shop}" }}
      errors={{ "visitorTexts.formBackTo": "This text can only use {site}, not {shop}." }}
    />,
  );
  const field = screen.getByRole("textbox", { name: "“Back to {site}”" }) as HTMLInputElement;
  expect(field.value).toBe("Back to {shop}");
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("This text can only use {site}, not {shop}.")).toBeTruthy();
});

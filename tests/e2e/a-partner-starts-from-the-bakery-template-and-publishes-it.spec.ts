import { expect, test } from "@playwright/test";
import { signedInPage } from "./sign-in";

test("a partner chooses the bakery template, names it and changes its colour, publishes, and the public site shows the bakery", async ({
  browser,
}) => {
  // Choosing, typing, publishing and visiting two public pages: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const projectId = `rise${stamp}`;
  const partner = await signedInPage(
    browser,
    `baker-${stamp}@example.com`,
    "Ada Baker",
  );

  await partner.getByRole("link", { name: "New project" }).first().click();
  const dialog = partner.getByRole("dialog", { name: "New project" });
  const bakery = dialog.getByRole("radio", { name: /^Café & bakery/ });
  // The thumbnail is the template's own home page, rendered.
  const thumbnail = dialog.frameLocator(
    'iframe[title="Preview of the Café & bakery template"]',
  );
  await expect(thumbnail.getByRole("heading", { level: 1 })).toContainText(
    "Sourdough, pastries and proper coffee",
  );
  await expect(
    dialog.getByRole("link", { name: /Preview Café & bakery/ }),
  ).toHaveAttribute("href", "/template-preview/bakery");

  await bakery.focus();
  await partner.keyboard.press("Space");
  await expect(bakery).toBeChecked();
  // The colour follows the template until the partner picks one.
  await expect(
    dialog.getByRole("button", { name: /^Primary colour/ }),
  ).toHaveAccessibleName("Primary colour #b45309");

  await dialog.getByLabel("Name").pressSequentially("Rise Bakehouse");
  const idField = dialog.getByLabel("Project id");
  await idField.clear();
  await idField.pressSequentially(projectId);

  await dialog.getByRole("button", { name: /^Primary colour/ }).click();
  const hex = partner
    .getByRole("group", { name: "Primary colour" })
    .getByLabel("Hex", { exact: true });
  await hex.clear();
  await hex.pressSequentially("#7c2d12");
  await hex.press("Enter");
  await partner.keyboard.press("Escape");
  await expect(
    dialog.getByRole("button", { name: /^Primary colour/ }),
  ).toHaveAccessibleName("Primary colour #7c2d12");
  await expect(bakery).toBeChecked();

  await dialog.getByRole("button", { name: "Use this template" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(
    partner.getByText("Project created from the Café & bakery template."),
  ).toBeVisible();
  // Every page of the template came with it.
  for (const title of ["Home", "Menu", "Our story"])
    await expect(
      partner.getByRole("link", { name: title, exact: true }).first(),
    ).toBeVisible();

  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText(
    "Live: version 1",
  );

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Sourdough, pastries and proper coffee at Rise Bakehouse",
  );
  await expect(
    visitor.getByRole("heading", { name: "Opening hours" }),
  ).toBeVisible();
  // The template's illustration came as the project's own library image, and it loads.
  const picture = visitor.getByRole("img", { name: /sourdough loaf/ });
  await expect(picture).toHaveAttribute("src", /\/media\/.+\.svg$/);
  await expect
    .poll(() =>
      picture.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
      ),
    )
    .toBe(true);
  await expect(visitor.locator("header").first()).toContainText(
    "Rise Bakehouse",
  );
  const primary = await visitor
    .locator("[style*='--color-primary']")
    .first()
    .getAttribute("style");
  expect(primary).toContain("--color-primary:124 45 18");

  expect((await visitor.goto(`/${projectId}/menu`))?.status()).toBe(200);
  await expect(visitor.getByText("Cardamom bun")).toBeVisible();
});

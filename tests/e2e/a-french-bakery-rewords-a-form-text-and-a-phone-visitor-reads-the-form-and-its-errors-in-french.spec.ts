import { expect, test } from "@playwright/test";
import { axeFindings } from "./axe";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

const NBSP = "\u00a0";

test("a French bakery rewords a form text in Settings, a refused wording is named beside its field, and a visitor on a phone reads the form, its errors and the not-found page in French", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const projectId = `mie${stamp}`;
  const partner = await (await browser.newContext({ locale: "fr-FR", viewport: { width: 1280, height: 900 } })).newPage();
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(partner, `mie-${stamp}@example.com`, "Léa Boulanger");
  await waitForHydration(partner);
  await createProjectFromDashboard(partner, "Mie & Co", projectId);

  await partner.goto(`/project/${projectId}/settings`);
  await waitForHydration(partner);
  await partner.getByText("Change the wording").click();
  // Each text is named by its English meaning and shows the site's French text while it is the language's.
  const optional = partner.getByRole("textbox", { name: "“(optional)”", exact: true });
  await expect(optional).toHaveAttribute("placeholder", "(facultatif)");
  await optional.pressSequentially("(si vous voulez)");
  const backTo = partner.getByRole("textbox", { name: "“Back to {site}”" });
  await backTo.pressSequentially("Revenir chez {boutique}");
  await partner.getByRole("button", { name: "Save settings" }).click();
  // Refused: the reason sits under the field, the section stays open, and what was typed is kept.
  const refusedField = partner.getByRole("textbox", { name: "“Back to {site}”" });
  await expect(refusedField).toHaveAttribute("aria-invalid", "true");
  await expect(refusedField).toHaveAccessibleDescription(/This text can only use \{site\}, not \{boutique\}\./);
  await expect(partner.getByRole("textbox", { name: "“(optional)”", exact: true })).toHaveValue("(si vous voulez)");
  await refusedField.fill("");
  await refusedField.pressSequentially("Revenir chez {site}");
  await partner.getByRole("button", { name: "Save settings" }).click();
  await expect(partner.getByText("Settings saved.")).toBeVisible();
  await expect(partner.getByText("Change the wording (2 changed)")).toBeVisible();

  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  // At a desk, the first Tab shows the link past the header, in French, and Enter lands in the page's main.
  await partner.goto(`/${projectId}`);
  await partner.keyboard.press("Tab");
  const skip = partner.getByRole("link", { name: "Aller au contenu" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await partner.keyboard.press("Enter");
  await expect(partner.locator("main")).toBeFocused();

  expect((await visitor.goto(`/${projectId}#contact`))?.status()).toBe(200);
  const contactForm = visitor.locator("form[data-pw-lead]");
  await expect(contactForm.getByLabel("Nom")).toBeVisible();
  await expect(contactForm.getByText("Message (si vous voulez)")).toBeVisible();
  const send = contactForm.getByRole("button", { name: "Envoyer" });
  await contactForm.getByLabel("Nom").pressSequentially("Marie");
  // The browser lets this address through; the product's rule (docs/product.md#email-addresses) does not.
  await contactForm.getByLabel("E-mail").pressSequentially("marie@localhost");
  await send.tap();
  await expect(contactForm.getByRole("alert")).toHaveText("Veuillez vérifier les champs signalés.");
  await expect(contactForm.getByLabel("E-mail")).toHaveAccessibleDescription("Saisissez une adresse e-mail comme nom@exemple.fr.");
  await expect(contactForm.getByLabel("E-mail")).toBeFocused();
  const { violations } = await axeFindings(visitor, { include: "form[data-pw-lead]" });
  expect(violations).toEqual([]);

  expect((await visitor.goto(`/${projectId}/introuvable`))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Page introuvable${NBSP}: /${projectId}/introuvable`);
  await expect(visitor.getByRole("link", { name: "Aller à la page d’accueil de Mie & Co" })).toBeVisible();
});

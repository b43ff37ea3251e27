import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

const rows = (page: Page) => page.getByTestId("stack-row");
const previewOf = (page: Page) => page.frameLocator("[data-testid=preview-frame]");

async function createBlankProject(page: Page, name: string): Promise<string> {
  const projectId = `s${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await createProjectFromDashboard(page, name, projectId, { start: "Blank" });
  return projectId;
}

async function openEditor(page: Page, projectId: string) {
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
}

async function addSection(page: Page, name: string) {
  await page.getByRole("button", { name: "Add section", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Add a section" });
  await picker.getByRole("button", { name, exact: true }).click();
  await expect(picker).toBeHidden();
}

async function stackLabels(page: Page): Promise<string[]> {
  // The row's first line, without the colon only screen readers hear ("Header: Starter").
  return (await rows(page).locator("button[aria-pressed] > span:first-child").allTextContents()).map((text) => text.replace(/:$/, ""));
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
}

/** Whether the preview shows the section: it is selected and at least partly inside the frame's viewport. */
async function previewShows(page: Page, sectionId: string): Promise<boolean> {
  const section = previewOf(page).locator(`[data-pw-section="${sectionId}"]`);
  if ((await section.getAttribute("data-selected")) === null) return false;
  return section.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < element.ownerDocument.defaultView!.innerHeight - 40 && box.bottom > 40;
  });
}

test("every section type added to a new blank project links only to pages and anchors that exist once published", async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Harbour Cafe ${stamp}`;
  await signIn(page, `fit-${stamp}@example.com`, "Fay Fitter");
  const projectId = await createBlankProject(page, name);
  await openEditor(page, projectId);

  // Every type the picker offers, in its default look.
  await page.getByRole("button", { name: "Add section", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Add a section" });
  const offered = (await picker.getByRole("button", { name: /^Default / }).evaluateAll((buttons) => buttons.map((button) => button.lastElementChild?.textContent ?? ""))).filter(Boolean);
  await picker.getByRole("button", { name: "Close" }).click();
  for (const label of offered) await addSection(page, label);
  await expect(rows(page)).toHaveCount(offered.length);
  await expectSaved(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published as version 1/)).toBeVisible();

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    const response = await page.goto(`/${projectId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toContainText(name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scrolling at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }

  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  // Links first: they are what visitors would stumble on.
  const origin = new URL(page.url()).origin;
  for (const href of new Set(hrefs)) {
    if (href.startsWith("#")) {
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), `${href} has a target on the page`).toBe(1);
      continue;
    }
    const url = new URL(href, page.url());
    // A blank project has no contact details or social links, so every link stays on the site.
    expect(url.origin, `${href} stays on the site`).toBe(origin);
    const answer = await request.get(url.href);
    expect(answer.status(), `${href} answers`).toBeLessThan(400);
    if (url.hash) {
      await page.goto(url.href);
      expect(await page.locator(`[id="${url.hash.slice(1)}"]`).count(), `${href} has a target`).toBe(1);
    }
  }
  await expect(page.locator("body")).not.toContainText("Acme");
  expect(offered).toContain("Default Footer");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} ${name}`);
});

test("contact details and social links from the settings fill a new footer, contact section and header button", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Dune Surf ${stamp}`;
  await signIn(page, `contact-${stamp}@example.com`, "Cody Contact");
  const projectId = await createBlankProject(page, name);

  await page.goto(`/project/${projectId}/settings`);
  await waitForHydration(page);
  await page.getByLabel("Contact email").pressSequentially("waves@dune.example");
  await page.getByLabel("Phone", { exact: true }).pressSequentially("+44 1632 960123");
  await page.getByLabel("Address").pressSequentially("1 Beach Road, Newquay");
  await page.getByLabel("Social links").pressSequentially("https://www.instagram.com/dunesurf");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  await openEditor(page, projectId);
  await addSection(page, "Default Contact");
  await addSection(page, "Default Header");
  await addSection(page, "Kale Footer");
  const preview = previewOf(page);
  const contact = preview.locator("section#contact");
  await expect(contact.getByRole("link", { name: "waves@dune.example" })).toHaveAttribute("href", "mailto:waves@dune.example");
  await expect(contact).toContainText("1 Beach Road, Newquay");
  // The header was added after the contact form, so its button goes to that form. (It stands
  // after the form, inside the main landmark, so it is not the page's banner.)
  await expect(preview.locator("header").getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "#contact");
  const footer = preview.getByRole("contentinfo");
  await expect(footer).toContainText(name);
  await expect(footer.getByRole("link", { name: "waves@dune.example" })).toHaveAttribute("href", "mailto:waves@dune.example");
  await expect(footer.getByRole("link", { name: "+44 1632 960123" })).toHaveAttribute("href", "tel:+441632960123");
  await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://www.instagram.com/dunesurf");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${name}`);
});

test("Add section inserts after the selected section, and the preview scrolls to and highlights what is added, selected or moved", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, `place-${stamp}@example.com`, "Pia Placer");
  const projectId = await createBlankProject(page, `Placement ${stamp}`);
  await openEditor(page, projectId);
  for (const label of ["Default Header", "Default Hero", "Default Gallery", "Default Testimonials", "Default FAQ", "Default Contact"]) await addSection(page, label);
  expect(await stackLabels(page)).toEqual(["Header", "Hero", "Gallery", "Testimonials", "FAQ", "Contact"]);

  // With the hero selected, the new section comes straight after it, selected and in view.
  await rows(page).getByRole("button", { name: /^Hero/ }).click();
  await addSection(page, "Default Content");
  expect(await stackLabels(page)).toEqual(["Header", "Hero", "Content", "Gallery", "Testimonials", "FAQ", "Contact"]);
  const added = (await rows(page).nth(2).getAttribute("data-section-id")) ?? "";
  await expect.poll(() => previewShows(page, added)).toBe(true);

  // Selecting a section far down scrolls the preview to it.
  const contact = (await rows(page).nth(6).getAttribute("data-section-id")) ?? "";
  await rows(page).getByRole("button", { name: /^Contact/ }).click();
  await expect.poll(() => previewShows(page, contact)).toBe(true);

  // Selecting it again scrolls back up; moving it down keeps it in view wherever it goes.
  await rows(page).getByRole("button", { name: /^Content/ }).click();
  await expect.poll(() => previewShows(page, added)).toBe(true);
  for (let step = 0; step < 3; step += 1) await page.getByRole("button", { name: /^Move Content.* down$/ }).click();
  expect(await stackLabels(page)).toEqual(["Header", "Hero", "Gallery", "Testimonials", "FAQ", "Content", "Contact"]);
  await expect.poll(() => previewShows(page, added)).toBe(true);

  // With nothing selected (the selected section deleted), a new section goes to the end.
  await page.getByRole("button", { name: /^Delete Content/ }).click();
  await addSection(page, "Default Call to action");
  expect(await stackLabels(page)).toEqual(["Header", "Hero", "Gallery", "Testimonials", "FAQ", "Contact", "Call to action"]);
});

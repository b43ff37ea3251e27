import { expect, test, type Page } from "@playwright/test";
import { axeFindings } from "./axe";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** A flash notice fades in and out, and axe reads its colours as they are mid-fade: the check waits until no notice on the page is fading. */
async function noticesShownInFull(page: Page): Promise<void> {
  const fading = () => page.evaluate(() => [...document.querySelectorAll("[data-sonner-toast]")].filter((notice) => getComputedStyle(notice).opacity !== "1").length);
  await expect.poll(fading).toBe(0);
}

test("a partner points a printed QR code at another page and deletes another, by keyboard, after a confirm", async ({ page, baseURL }) => {
  // Three axe runs and four round trips: about 20 s on a loaded machine.
  test.setTimeout(60_000);
  const projectId = `qm${Date.now().toString(36)}`;
  await signIn(page, `qm-${projectId}@example.com`, "Quinn Manage");
  await createProjectFromDashboard(page, "Corner café", projectId);
  const made = await page.request.post(`/project/${projectId}`, { form: { intent: "create", kind: "page", name: "Winter menu", slug: "winter" }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(made.status()).toBeLessThan(400);
  await page.goto(`/project/${projectId}/urls`);
  await waitForHydration(page);

  // The winter menu's code is on flyers; winter is over, so it should open the home page now.
  const flyer = ((await page.locator(`li[data-address="/${projectId}/winter"] [data-qr-address]`).textContent()) ?? "").trim();
  expect(flyer).toMatch(new RegExp(`^${baseURL}/q/[A-Za-z0-9]{8}$`));
  await page.getByRole("link", { name: `Retarget the QR code ${flyer}` }).focus();
  await page.keyboard.press("Enter");
  const retarget = page.getByRole("dialog", { name: `Retarget the QR code ${flyer}` });
  await expect(retarget).toBeVisible();
  const opens = retarget.getByRole("button", { name: /^Opens/ });
  await expect(opens).toContainText("Winter menu");
  expect((await axeFindings(page, { tags: WCAG_22_AA })).violations, "the retarget dialog").toEqual([]);
  await opens.focus();
  await page.keyboard.press("ArrowDown");
  const choices = page.getByRole("listbox");
  await expect(choices).toBeFocused();
  // The project's addresses, home first, then its other pages and modules.
  await page.keyboard.press("Home");
  await expect(choices.getByRole("option").first()).toHaveAttribute("data-focus", "");
  await page.keyboard.press("Enter");
  await expect(choices).toHaveCount(0);
  await expect(opens).toBeFocused();
  await expect(opens).not.toContainText("Winter menu");
  await retarget.getByRole("button", { name: "Retarget" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`The QR code /q/${flyer.slice(-8)} now opens`)).toBeVisible();
  await expect(retarget).toBeHidden();
  const opened = await page.request.get(flyer, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  expect(opened.headers().location).toBe(`${baseURL}/${projectId}?utm_source=qr`);

  // The home page's own code is deleted: a confirm first, then its short address says it is gone.
  const home = ((await page.locator(`li[data-address="/${projectId}"] [data-qr-address]`).textContent()) ?? "").trim();
  await page.getByRole("link", { name: `Delete the QR code ${home}` }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Delete the QR code ${home}?` });
  await expect(confirm).toContainText("never opens anything again");
  await noticesShownInFull(page);
  expect((await axeFindings(page, { tags: WCAG_22_AA })).violations, "the delete dialog").toEqual([]);
  await confirm.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`The QR code /q/${home.slice(-8)}`)).toBeVisible();
  const gone = await page.request.get(home, { maxRedirects: 0 });
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain("This QR code was deleted by the site's owner");
  await expect(page.locator(`li[data-qr-code="${home.slice(-8)}"]`)).toHaveCount(0);
  await expect(page.locator(`li[data-qr-code="${flyer.slice(-8)}"]`)).toContainText("retargeted");
  await noticesShownInFull(page);
  expect((await axeFindings(page, { tags: WCAG_22_AA })).violations, "the URLs screen with its codes").toEqual([]);

  // Deleted from another tab while this one retargets it: the screen says so, and nothing changes.
  await page.getByRole("link", { name: `Retarget the QR code ${flyer}` }).focus();
  await page.keyboard.press("Enter");
  await expect(retarget).toBeVisible();
  const elsewhere = await page.request.post(`/project/${projectId}/urls`, { form: { intent: "delete-qr-code", code: flyer.slice(-8) }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(elsewhere.status()).toBe(303);
  await retarget.getByRole("button", { name: "Retarget" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("This QR code is not in this project any more: it may have been deleted already. Reload the page.");
  expect((await page.request.get(flyer, { maxRedirects: 0 })).status()).toBe(410);
});


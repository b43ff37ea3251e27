import { expect, type Browser, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/** Signs in through the local provider's own page, as a partner would. */
export async function signIn(page: Page, email: string, name: string, landing: RegExp = /\/$/) {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landing);
}

/** A new browser context (its own cookies) signed in and hydrated on the dashboard. */
export async function signedInPage(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, email, name);
  await waitForHydration(page);
  return page;
}

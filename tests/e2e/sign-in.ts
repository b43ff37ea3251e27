import { expect, type Page } from "@playwright/test";

/** Signs in through the local provider's own page, as a partner would. */
export async function signIn(page: Page, email: string, name: string, landing: RegExp = /\/$/) {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landing);
}

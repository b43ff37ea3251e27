import { expect, type Page, test } from "@playwright/test";
import { axeFindings, type AxeFinding } from "./axe";
import { createProjectFromDashboard } from "./helpers";
import { signedInPage } from "./sign-in";

const SENT = "Thank you! Your message is on its way";
const BAD_EMAIL = "Use an email address like name@example.com.";

async function fillContactForm(page: Page, email: string) {
  const form = page.locator("form").filter({ has: page.getByLabel("Email") });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Do you deliver on Sundays?");
  return form;
}

/** axe with the WCAG 2.2 A/AA rules and best practices on the whole published page. */
async function violations(page: Page): Promise<AxeFinding[]> {
  const findings = await axeFindings(page, {});
  expect(findings.version).toBe("4.14.1");
  expect(findings.unexplainedIncomplete).toEqual([]);
  return findings.violations;
}

/**
 * Makes the page behave as a browser without JavaScript (the form posts itself, the server answers
 * with a page) while axe, injected by the test runner, still runs: every document gets a second
 * policy, `script-src 'none'`, so the page's own scripts never run.
 */
async function withoutPageScripts(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    headers["content-security-policy"] = [headers["content-security-policy"], "script-src 'none'"].filter(Boolean).join(", ");
    await route.fulfill({ response, headers });
  });
}

test("the contact form of a published page passes axe when it shows an error and when it is sent, with and without JavaScript (the 422 page)", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const projectId = `form${stamp}`;
  const partner = await signedInPage(browser, `form-${stamp}@example.com`, "Fern Owner");
  await createProjectFromDashboard(partner, "Fern Florist", projectId);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  for (const width of [390, 1280]) {
    // With JavaScript: errors and the thanks appear in the page, without leaving it.
    const withScript = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await withScript.goto(`/${projectId}`);
    const form = await fillContactForm(withScript, "ada@localhost");
    // Sent sooner, the form would count as a bot's (docs/product.md#lead-capture).
    await withScript.waitForTimeout(3_500);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(withScript.getByText(BAD_EMAIL)).toBeVisible();
    expect(await violations(withScript), `error state with JavaScript at ${width} px`).toEqual([]);
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(withScript.getByText(SENT)).toBeVisible();
    expect(await violations(withScript), `sent state with JavaScript at ${width} px`).toEqual([]);
    expect(new URL(withScript.url()).pathname).toBe(`/${projectId}`);
    await withScript.context().close();

    // Without JavaScript: the browser posts, a bad field comes back as a 422 page with the form and
    // its error, and a good one as a 303 to the page with the thanks.
    const noScript = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await withoutPageScripts(noScript);
    await noScript.goto(`/${projectId}`);
    await fillContactForm(noScript, "ada@localhost");
    const [refused] = await Promise.all([noScript.waitForResponse((response) => response.request().method() === "POST"), noScript.getByRole("button", { name: "Send" }).click()]);
    expect(refused.request().resourceType()).toBe("document");
    expect(refused.status()).toBe(422);
    await expect(noScript.getByText(BAD_EMAIL)).toBeVisible();
    expect(await violations(noScript), `the 422 page without JavaScript at ${width} px`).toEqual([]);
    await noScript.getByLabel("Email").fill("ada@example.com");
    await noScript.getByRole("button", { name: "Send" }).click();
    await expect(noScript).toHaveURL(new RegExp(`/${projectId}#lead-sent-`));
    await expect(noScript.getByText(SENT)).toBeVisible();
    expect(await violations(noScript), `sent state without JavaScript at ${width} px`).toEqual([]);
    await noScript.context().close();
  }
});

import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { parseCsv } from "../../app/features/leads/csv";
import { signIn } from "./sign-in";
import { createProjectFromDashboard } from "./helpers";

async function fillContactForm(page: Page, name: string, email: string, message: string) {
  const form = page.locator("form").filter({ has: page.getByLabel("Email") });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill(message);
  return form;
}

test("visitors send leads with and without JavaScript, and the partner sees and exports them", async ({ browser }) => {
  test.setTimeout(90_000);
  const partner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const projectId = `leads${Date.now().toString(36)}`;
  await signIn(partner, `owner-${projectId}@example.com`, "Lena Owner");
  await createProjectFromDashboard(partner, "Flower Shop", projectId);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  // With JavaScript: the form sends inline, without leaving the page.
  const withScript = await (await browser.newContext()).newPage();
  await withScript.goto(`/${projectId}`);
  const form = await fillContactForm(withScript, "Ada Visitor", "ada@example.com", "Do you deliver on Sundays? Yes & no = fine");
  await withScript.waitForTimeout(3_500);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(withScript.getByText("Thank you! Your message is on its way")).toBeVisible();
  expect(new URL(withScript.url()).pathname).toBe(`/${projectId}`);

  // Without JavaScript: the browser posts, the server answers 303 back to the success message.
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(`/${projectId}`);
  // The browser accepts this address; the product's rule (docs/product.md#email-addresses, a dotted domain) does not.
  await fillContactForm(noScript, "Bob Plain", "bob@localhost", "Hello from a plain browser");
  await noScript.getByRole("button", { name: "Send" }).click();
  await expect(noScript.getByText("Use an email address like name@example.com.")).toBeVisible();
  await expect(noScript.getByLabel("Name")).toHaveValue("Bob Plain");
  await noScript.getByLabel("Email").fill("bob@example.com");
  await noScript.getByRole("button", { name: "Send" }).click();
  await expect(noScript).toHaveURL(new RegExp(`/${projectId}#lead-sent-`));
  await expect(noScript.getByText("Thank you! Your message is on its way")).toBeVisible();

  await partner.goto(`/project/${projectId}`);
  await expect(partner.getByTestId("new-leads")).toHaveText("2 new leads");
  await expect(partner.getByTestId("header-new-leads")).toContainText("2 new");
  await partner.goto(`/project/${projectId}/leads`);
  await expect(partner.getByRole("link", { name: /Ada Visitor/ })).toBeVisible();
  await expect(partner.getByRole("link", { name: /Bob Plain/ })).toBeVisible();

  const [download] = await Promise.all([partner.waitForEvent("download"), partner.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = parseCsv(csv.slice(1));
  const header = rows[0] ?? [];
  const emailColumn = header.findIndex((cell) => /e-?mail/i.test(cell));
  expect(emailColumn).toBeGreaterThanOrEqual(0);
  expect(rows.slice(1).map((row) => row[emailColumn]).sort()).toEqual(["ada@example.com", "bob@example.com"]);
  expect(csv).toContain("Do you deliver on Sundays? Yes & no = fine");
});

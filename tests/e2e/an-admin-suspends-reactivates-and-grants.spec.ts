import { expect, test, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

function userIdOf(email: string): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"), { readonly: true });
  try {
    return (db.prepare("select id from users where email = ?").get(email) as { id: string }).id;
  } finally {
    db.close();
  }
}

async function signedInPage(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, name);
  return page;
}

async function openUser(admin: Page, email: string) {
  await admin.goto(`/admin/users?${new URLSearchParams({ q: email })}`);
  await waitForHydration(admin);
  await admin.getByRole("link", { name: email.split("@")[0] ?? email }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(email.split("@")[0] ?? email);
}

test("an admin suspends a partner, reactivates them and grants admin to another user; the audit log shows all three; non-admins get 403", async ({ browser, baseURL }) => {
  // Three people's sessions and a dozen refused requests: on a loaded 2-core machine this takes over 30 s.
  test.setTimeout(90_000);
  const run = Date.now();
  const partnerEmail = `suspendee${run}@example.com`;
  const deputyEmail = `deputy${run}@example.com`;
  const partner = await signedInPage(browser, partnerEmail, `suspendee${run}`);
  const deputy = await signedInPage(browser, deputyEmail, `deputy${run}`);
  const admin = await signedInPage(browser, "admin@e2e.example", "Admin");

  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(admin.getByText("Sign-ups, last 30 days")).toBeVisible();

  await openUser(admin, partnerEmail);
  await admin.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.getByText(`suspendee${run} is now suspended.`).first()).toBeVisible();
  await partner.reload();
  await expect(partner).toHaveURL(/\/unverified$/);
  await expect(partner.getByText(/suspended/i).first()).toBeVisible();

  await admin.getByRole("button", { name: "Reactivate" }).click();
  await expect(admin.getByText(`suspendee${run} is now active.`).first()).toBeVisible();
  // The sessions from before the suspension are gone: the partner signs in again and is let in.
  await signIn(partner, partnerEmail, `suspendee${run}`);
  await expect(partner.getByTestId("signed-in-name")).toHaveText(`suspendee${run}`);

  await openUser(admin, deputyEmail);
  await admin.getByRole("button", { name: "Grant admin" }).click();
  await expect(admin.getByText(`deputy${run} is now an admin.`).first()).toBeVisible();
  await deputy.goto("/admin");
  await expect(deputy.getByRole("heading", { name: "Overview" })).toBeVisible();

  await admin.goto("/admin/audit");
  const log = admin.getByRole("list", { name: "Audit log" });
  await expect(log.getByRole("listitem").filter({ hasText: `deputy${run}` }).filter({ hasText: "granted admin to" })).toHaveCount(1);
  await expect(log.getByRole("listitem").filter({ hasText: `suspendee${run}` }).filter({ hasText: "→ suspended" })).toHaveCount(1);
  await expect(log.getByRole("listitem").filter({ hasText: `suspendee${run}` }).filter({ hasText: "suspended → active" })).toHaveCount(1);

  const target = `/admin/users/${userIdOf(deputyEmail)}`;
  for (const route of ["/admin", "/admin/users", "/admin/users?q=a&page=2", target, "/admin/audit"]) {
    const answer = await partner.request.get(route);
    expect(answer.status(), route).toBe(403);
    expect(await answer.text()).toContain("You need the admin role to open this page.");
  }
  const forms: Record<string, string>[] = [{ intent: "set-status", status: "suspended" }, { intent: "grant-admin" }, { intent: "revoke-admin" }];
  for (const form of forms) {
    const answer = await partner.request.post(target, { form, headers: { Origin: baseURL ?? "" } });
    expect(answer.status(), form.intent).toBe(403);
  }
  await partner.goto("/admin");
  await expect(partner.getByText("You need the admin role to open this page.")).toBeVisible();
});

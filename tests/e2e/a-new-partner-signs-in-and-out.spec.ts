import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { signIn } from "./sign-in";

function openAppDatabase() {
  return new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"), { readonly: true });
}

test("a new partner signs in through the local provider, signs out and in again", async ({ page, context }) => {
  const email = `grace-${Date.now()}@example.com`;
  await page.goto("/signin");
  await expect(page.getByText("This server uses local sign-in")).toBeVisible();
  await signIn(page, email, "Grace Hopper");
  await expect(page.getByTestId("signed-in-name")).toHaveText("Grace Hopper");
  await expect(page.getByText("GH", { exact: true })).toBeVisible();

  const db = openAppDatabase();
  type UserRow = { id: string; status: string; created: string; updated: string };
  const first = db.prepare("select id, status, created, updated from users where email = ?").get(email) as UserRow;
  expect(first.status).toBe("registered");
  expect(first.created).toBe(first.updated);
  expect(db.prepare("select count(*) as n from partners where id = ?").get(first.id)).toEqual({ n: 1 });
  const events = () => db.prepare("select name from analytics_events where user_id = ? order by id").all(first.id);
  expect(events()).toEqual([{ name: "sign_up" }]);
  const firstToken = (await context.cookies()).find((cookie) => cookie.name === "pw_session")?.value;
  expect(firstToken).toBeTruthy();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "pw_session")).toBe(false);

  await signIn(page, email, "Grace Hopper");
  await expect(page.getByTestId("signed-in-name")).toHaveText("Grace Hopper");
  const second = db.prepare("select id, status, created, updated from users where email = ?").get(email) as UserRow;
  expect(second.created).toBe(first.created);
  expect(new Date(second.updated).getTime()).toBeGreaterThan(new Date(first.updated).getTime());
  expect(events()).toEqual([{ name: "sign_up" }, { name: "login" }]);
  const secondToken = (await context.cookies()).find((cookie) => cookie.name === "pw_session")?.value;
  expect(secondToken).toBeTruthy();
  expect(secondToken).not.toBe(firstToken);
  db.close();
});

test("a signed-out visitor of an app screen signs in and comes back to it", async ({ page }) => {
  await page.goto("/project/shop/settings");
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fproject%2Fshop%2Fsettings$/);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Email").fill(`back-${Date.now()}@example.com`);
  await page.getByLabel("Name").fill("Back Again");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/project\/shop\/settings$/);
});

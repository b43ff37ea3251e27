import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, PHONE_WIDTH } from "./phone";
import { signIn } from "./sign-in";

// The token screen (docs/api.md#tokens): a token is shown once, works as its person at once, and
// stops at once when revoked. The API is called from the test, as a partner's program would.

async function callApi(baseURL: string, token: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseURL}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function makeCallAndRevoke(page: Page, baseURL: string, who: string, onPhone: boolean) {
  const stamp = `${Date.now().toString(36)}${who}`;
  const projectId = `api${stamp}`;
  await signIn(page, `tokens-${stamp}@example.com`, "Tomás Token");
  await createProjectFromDashboard(page, "Api shop", projectId);

  await page.goto("/account/tokens");
  await waitForHydration(page);
  await expect(page.getByText("No tokens yet.")).toBeVisible();
  await page.getByLabel("Name").fill("shop sync");
  await page.getByRole("checkbox", { name: /projects:write/ }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByTestId("new-token-value");
  await expect(shown).toHaveText(/^pw_[A-Za-z0-9]{40}$/);
  const token = (await shown.textContent()) ?? "";
  await expect(page.getByTestId("new-token")).toContainText("This is the only time the token is shown.");
  if (onPhone) await expectNoSidewaysScrolling(page, "the tokens screen with a new token");

  // What the partner copies is the text shown (the Copy button's clipboard is not granted to headless Chromium here).
  await expect(page.getByRole("button", { name: "Copy token" })).toBeVisible();

  const listed = await callApi(baseURL, token, "/projects");
  expect(listed.status).toBe(200);
  expect(listed.body.projects).toEqual([expect.objectContaining({ id: projectId, role: "owner" })]);
  expect((await callApi(baseURL, token, `/projects/${projectId}/pages/home`)).status).toBe(200);

  // Shown once: a reload lists the token by its first characters only, now with its last use.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  const row = page.getByTestId("token-row").filter({ hasText: "shop sync" });
  await expect(row).toContainText(token.slice(0, 7));
  await expect(row).toContainText("Last used");
  await expect(row).toContainText("projects:read, projects:write");
  if (onPhone) await expectNoSidewaysScrolling(page, "the tokens screen with a token");

  await row.getByRole("button", { name: "Revoke shop sync" }).click();
  await expect(page.getByText("The token was revoked; programs using it are refused from now on.")).toBeVisible();
  const refused = await callApi(baseURL, token, "/projects");
  expect([refused.status, refused.body.error]).toEqual([401, "invalid_token"]);
}

test.describe("a partner makes a token, calls the API with it and revokes it", () => {
  test("on a desktop", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await makeCallAndRevoke(page, baseURL ?? "", "d", false);
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });
    test("the same, with nothing wider than the screen", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await makeCallAndRevoke(page, baseURL ?? "", "p", true);
    });
  });
});

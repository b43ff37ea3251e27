import { expect, test } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable } from "./phone";
import { signIn } from "./sign-in";

// Runs in the `phone` project of playwright.config.ts: a 390 × 844 touch screen. The webhook is
// turned off before its test event, so the event is logged as failed without an attempt and no
// request leaves the machine (docs/product.md#webhooks).

test("a partner adds a webhook on a phone, keeps its secret, turns it off, reads the delivery log and deletes it", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const projectId = `hook${stamp}`;
  await signIn(page, `hooks-${stamp}@example.com`, "Hana Hooks");
  await createProjectFromDashboard(page, "Crumb and Co", projectId);

  await page.goto(`/project/${projectId}/settings`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Integrations" }).tap();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/settings/integrations$`));
  await expect(page.getByText("No webhooks yet.")).toBeVisible();

  const field = page.getByLabel("Webhook URL");
  await field.pressSequentially("hooks.example.com/catch/1");
  await page.getByRole("button", { name: "Add webhook" }).tap();
  await expect(page.getByText("This is not a URL. Copy the whole address, starting with https://.")).toBeVisible();
  await expect(field).toHaveValue("hooks.example.com/catch/1");

  await field.clear();
  await field.pressSequentially("https://hooks.example.com/catch/1");
  await page.getByRole("button", { name: "Add webhook" }).tap();
  const secretNotice = page.getByRole("status").filter({ hasText: "Webhook added." });
  await expect(secretNotice).toContainText("Copy its signing secret now: it is not shown again.");
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "https://hooks.example.com/catch/1" }) });
  await expect(card.getByText("Nothing sent yet.")).toBeVisible();

  await expectNoSidewaysScrolling(page, "the integrations screen with a new secret");
  for (const control of [page.getByRole("button", { name: "Copy the signing secret" }), card.getByRole("button", { name: "Save" }), card.getByRole("button", { name: "Send a test event" }), card.getByRole("button", { name: "Rotate secret" })]) {
    await expectReachable(control, "the integrations screen");
  }

  await card.getByLabel("On", { exact: true }).uncheck();
  await card.getByRole("button", { name: "Save" }).tap();
  await expect(page.getByText("Webhook saved. It is off: new leads are not sent to it.")).toBeVisible();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  await expect(card.getByText("Off", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Send a test event" }).tap();
  await expect(page.getByText("Test event queued.")).toBeVisible();
  const log = card.getByRole("list", { name: "Delivery log" });
  await expect(log.getByText("Failed", { exact: true })).toBeVisible();
  await expect(log.getByText("webhook.test")).toBeVisible();
  await expect(log.getByText("0 attempts")).toBeVisible();
  await expectReachable(log.getByRole("button", { name: "Send again" }), "the delivery log");
  await expectNoSidewaysScrolling(page, "the integrations screen with a delivery log");

  await card.getByText("Delete…").tap();
  await card.getByRole("button", { name: "Delete webhook" }).tap();
  await expect(page.getByText("Webhook deleted. Your leads stay in the inbox.")).toBeVisible();
  await expect(page.getByText("No webhooks yet.")).toBeVisible();
});

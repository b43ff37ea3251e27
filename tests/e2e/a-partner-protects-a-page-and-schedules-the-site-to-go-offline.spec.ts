import { expect, test } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

const ZONE = "Europe/Berlin";

/**
 * The next whole minute at least 30 seconds from now (time enough to fill in and send the form),
 * as a datetime-local field in `zone` takes it.
 */
function nextMinuteIn(zone: string): string {
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

test("a partner protects the home page, a visitor opens it with the password, and an unpublish scheduled for the next minute takes the site offline", async ({ browser }) => {
  test.setTimeout(300_000);
  const partner = await (await browser.newContext({ timezoneId: ZONE, viewport: { width: 1280, height: 900 } })).newPage();
  const visitor = await (await browser.newContext()).newPage();
  const projectId = `launch${Date.now().toString(36)}`;
  await signIn(partner, `owner-${projectId}@example.com`, "Pia Launch");
  await createProjectFromDashboard(partner, "Spring Launch", projectId);
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  // Protect the home page.
  const passwords = partner.getByRole("region", { name: "Passwords" });
  await passwords.getByLabel("Protect").selectOption({ label: "Home" });
  await passwords.getByLabel("Password").pressSequentially("tulips in may");
  await passwords.getByRole("button", { name: "Set password" }).click();
  await expect(passwords.getByTestId("protected-list")).toContainText("asks for a password");

  // A visitor sees the site's password form, is refused a wrong password, and gets in with the right one.
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(403);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This page is protected");
  await visitor.getByLabel("Password").pressSequentially("roses");
  await visitor.getByRole("button", { name: "Open" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("That is not the password. Try again.");
  await visitor.getByLabel("Password").pressSequentially("tulips in may");
  await visitor.getByRole("button", { name: "Open" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${projectId}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText("This page is protected");
  expect((await visitor.reload())?.status()).toBe(200);

  // Schedule the whole site's unpublish for the next minute, in the partner's own time zone.
  const schedule = partner.getByRole("region", { name: "Scheduled publishing" });
  await expect(schedule.getByLabel("Time zone")).toHaveValue(ZONE);
  await schedule.getByLabel("What").selectOption({ label: "The whole project" });
  await schedule.getByLabel("Change").selectOption({ label: "Unpublish at…" });
  const localTime = nextMinuteIn(ZONE);
  await schedule.getByLabel("Date and time").fill(localTime);
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(schedule.getByTestId("scheduled-list")).toContainText(`Unpublishing the whole project on`);
  await expect(schedule.getByTestId("scheduled-list")).toContainText(`(${ZONE})`);

  // The page goes offline when the time comes.
  await expect
    .poll(async () => (await visitor.reload())?.status(), { timeout: 180_000, intervals: [2_000] })
    .toBe(404);
  await partner.reload();
  await expect(partner.getByTestId("publish-status")).toHaveText("Offline");
  await expect(partner.getByRole("region", { name: "Scheduled publishing" })).toContainText("Unpublishing the whole project on");
});

import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { parseCsv } from "../../app/features/leads/csv";
import { expectNoSidewaysScrolling, PHONE_WIDTH } from "./phone";
import { signIn } from "./sign-in";
import { createProjectFromDashboard } from "./helpers";

test("a visitor who arrives from a newsletter's spring campaign sends the form, and the partner sees the source and campaign in the inbox, the CSV and the overview, on a phone too", async ({ browser }) => {
  test.setTimeout(120_000);
  const partner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const projectId = `campaign${Date.now().toString(36)}`;
  await signIn(partner, `owner-${projectId}@example.com`, "Nora Owner");
  await createProjectFromDashboard(partner, "Garden Shop", projectId);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${projectId}?utm_source=newsletter&utm_campaign=spring`);
  const form = visitor.locator("form").filter({ has: visitor.getByLabel("Email") });
  await form.getByLabel("Name").pressSequentially("Nell Reader");
  await form.getByLabel("Email").pressSequentially("nell@example.com");
  await form.getByLabel("Message").pressSequentially("Saw the spring offer in your newsletter.");
  // A person takes a moment: the lead is not suspected spam, so it lands in the inbox.
  await visitor.waitForTimeout(3_500);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("Thank you! Your message is on its way")).toBeVisible();

  await partner.goto(`/project/${projectId}/leads`);
  const lead = partner.getByRole("link", { name: /Nell Reader/ });
  await expect(lead).toContainText("Source: newsletter");
  await expect(lead).toContainText("Campaign: spring");
  await partner.getByLabel("Traffic source").selectOption("newsletter");
  await partner.getByLabel("Campaign").selectOption("spring");
  await partner.getByRole("button", { name: "Apply" }).click();
  await expect(partner).toHaveURL(/via=newsletter&campaign=spring/);
  await partner.getByRole("link", { name: /Nell Reader/ }).click();
  const details = partner.getByRole("region", { name: "How they found you" });
  await expect(details).toContainText("Traffic source");
  await expect(details).toContainText("newsletter");
  await expect(details).toContainText("spring");

  const [download] = await Promise.all([partner.waitForEvent("download"), partner.getByRole("link", { name: "Export CSV" }).click()]);
  const rows = parseCsv(fs.readFileSync((await download.path()) ?? "", "utf8").slice(1));
  const [header = [], ...leads] = rows;
  const cell = (row: string[], name: string) => row[header.indexOf(name)];
  expect(leads.map((row) => [cell(row, "Name"), cell(row, "UTM source"), cell(row, "UTM campaign"), cell(row, "Landing page")])).toEqual([["Nell Reader", "newsletter", "spring", "/"]]);

  await partner.goto(`/project/${projectId}`);
  const bySource = partner.getByRole("region", { name: "Leads by source and campaign (last 30 days)" });
  await expect(bySource.getByRole("row", { name: "newsletter spring 1" })).toBeVisible();

  const phone = await (await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 }, storageState: await partner.context().storageState() })).newPage();
  await phone.goto(`/project/${projectId}/leads`);
  const onPhone = phone.getByRole("link", { name: /Nell Reader/ });
  await expect(onPhone).toContainText("Source: newsletter");
  await expect(onPhone).toContainText("Campaign: spring");
  await expectNoSidewaysScrolling(phone, "the inbox with attribution");
  await onPhone.click();
  await expect(phone.getByRole("region", { name: "How they found you" })).toContainText("spring");
  await expectNoSidewaysScrolling(phone, "a lead's details with attribution");
  await phone.goto(`/project/${projectId}`);
  await expect(phone.getByRole("region", { name: "Leads by source and campaign (last 30 days)" })).toBeVisible();
  await expectNoSidewaysScrolling(phone, "the overview with leads by source");
});

import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signedInPage } from "./sign-in";

async function invite(owner: Page, projectId: string, email: string, role: string): Promise<string> {
  await owner.goto(`/project/${projectId}/members`);
  await waitForHydration(owner);
  await owner.getByLabel("E-mail address").pressSequentially(email);
  await owner.locator("form").filter({ has: owner.getByRole("button", { name: "Create invitation" }) }).locator("select[name=role]").selectOption(role);
  await owner.getByRole("button", { name: "Create invitation" }).click();
  const link = owner.getByTestId("invitation-link");
  await expect(link).toBeVisible();
  return (await link.textContent()) ?? "";
}

async function accept(member: Page, link: string) {
  await member.goto(new URL(link).pathname + new URL(link).search);
  await member.getByRole("button", { name: "Accept the invitation" }).click();
}

test("an owner invites an editor and a leads member; the editor publishes a new heading, the leads member sees only the inbox, the owner reads both in the activity log", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const projectId = `team${stamp}`;
  const owner = await signedInPage(browser, `owner-${stamp}@example.com`, "Olga Owner");
  await createProjectFromDashboard(owner, "Team Shop", projectId);

  const editorLink = await invite(owner, projectId, `editor-${stamp}@example.com`, "editor");
  const leadsLink = await invite(owner, projectId, `sales-${stamp}@example.com`, "leads");

  const editor = await signedInPage(browser, `editor-${stamp}@example.com`, "Emil Editor");
  await accept(editor, editorLink);
  await expect(editor).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(editor.getByTestId("project-members")).toContainText("Olga Owner (owner)");
  await editor.goto(`/editor/${projectId}/home`);
  await waitForHydration(editor);
  await editor.getByTestId("stack-row").getByRole("button", { name: /^Hero/ }).first().click();
  const title = editor.getByRole("region", { name: "Section settings" }).getByLabel("Title", { exact: true }).first();
  await title.clear();
  await title.pressSequentially("Made by the team");
  await expect(editor.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByText("Published as version 1.")).toBeVisible();

  const sales = await signedInPage(browser, `sales-${stamp}@example.com`, "Sam Sales");
  await accept(sales, leadsLink);
  await expect(sales).toHaveURL(new RegExp(`/project/${projectId}/leads$`));
  await expect(sales.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  for (const path of [`/project/${projectId}`, `/project/${projectId}/settings`, `/project/${projectId}/members`, `/project/${projectId}/assets`, `/editor/${projectId}/home`]) {
    expect((await sales.goto(path))?.status(), path).toBe(404);
  }

  await owner.goto(`/project/${projectId}/members`);
  const activity = owner.getByRole("list", { name: "Activity" });
  await expect(activity).toContainText("Emil Editor published version 1");
  await expect(activity).toContainText("Sam Sales joined as leads");
  await expect(activity).toContainText("Emil Editor joined as editor");
});

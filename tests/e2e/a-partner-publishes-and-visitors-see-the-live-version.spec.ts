import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { signIn } from "./sign-in";
import { createProjectFromDashboard } from "./helpers";

type StoredSection = { id: string; type: string; props: Record<string, unknown> };

// The editor is another test's subject; here a partner's edit is made where the editor saves it.
function editHeroTitle(projectId: string, title: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    const page = db.prepare("select pages.id, pages.sections from pages join projects on projects.home_page_id = pages.id where projects.id = ?").get(projectId) as { id: string; sections: string };
    const sections = (JSON.parse(page.sections) as StoredSection[]).map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
    db.prepare("update pages set sections = ?, version = version + 1 where id = ?").run(JSON.stringify(sections), page.id);
  } finally {
    db.close();
  }
}

function fillModule(projectId: string, slug: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    const sections = [{ id: "cta1", type: "call-to-action", variant: "default", props: { title: "Join our bread club" } }];
    db.prepare("update modules set sections = ?, version = version + 1 where project_id = ? and slug = ?").run(JSON.stringify(sections), projectId, slug);
  } finally {
    db.close();
  }
}

async function publishAction(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("a partner publishes, visitors see the live version until the next publish, rollback restores it and unpublish gives 404", async ({ browser, baseURL }) => {
  const partner = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  const projectId = `bakery${Date.now().toString(36)}`;
  await signIn(partner, `baker-${projectId}@example.com`, "Pat Baker");

  await createProjectFromDashboard(partner, "Corner Bakery", projectId);
  await expect(partner.getByTestId("publish-status")).toHaveText("Not published yet");

  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(404);
  await expect(visitor.getByText(`Page not found: /${projectId}`)).toBeVisible();

  await publishAction(partner, "Publish");
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Corner Bakery, made simple");

  // Nothing changed: no new version.
  await publishAction(partner, "Publish");
  await expect(partner.getByText("Already live as version 1.")).toBeVisible();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  editHeroTitle(projectId, "Fresh bread every morning");
  await partner.reload();
  await expect(partner.getByTestId("unpublished-changes")).toHaveText("Unpublished changes: 1 page or module.");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Corner Bakery, made simple");

  await publishAction(partner, "Publish");
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 2");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Fresh bread every morning");

  await partner.getByText("Versions", { exact: true }).click();
  await expect(partner.getByRole("listitem").filter({ hasText: "Version 2 ·" })).toContainText("Home");
  await expect(partner.getByRole("listitem").filter({ hasText: "Version 1 ·" })).toContainText("First publication");
  // Rolling back asks first, saying what visitors will see.
  await partner.getByRole("listitem").filter({ hasText: "Version 1 ·" }).getByRole("link", { name: "Make live" }).click();
  const rollback = partner.getByRole("dialog", { name: "Make version 1 live?" });
  await expect(rollback).toContainText("Visitors will see version 1 instead of version 2.");
  await rollback.getByRole("button", { name: "Make version 1 live" }).click();
  await expect(rollback).toBeHidden();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Corner Bakery, made simple");

  await partner.getByRole("link", { name: "Unpublish" }).click();
  const unpublish = partner.getByRole("dialog", { name: "Take the site offline?" });
  await expect(unpublish).toContainText("Visitors will see “Page not found”");
  await unpublish.getByRole("button", { name: "Unpublish" }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Offline");
  expect((await visitor.reload())?.status()).toBe(404);
  await expect(visitor.getByText(`Page not found: /${projectId}`)).toBeVisible();

  // A rollback while offline says it brings the site back online; cancelled, the site stays offline.
  await partner.getByRole("listitem").filter({ hasText: "Version 2 ·" }).getByRole("link", { name: "Make live" }).click();
  const backOnline = partner.getByRole("dialog", { name: "Bring the site back online with version 2?" });
  await expect(backOnline).toContainText("brings it back online");
  await backOnline.getByRole("link", { name: "Cancel" }).click();
  await expect(backOnline).toBeHidden();
  await expect(partner.getByTestId("publish-status")).toHaveText("Offline");

  await partner.goto(`/project/${projectId}?modal=new-module`);
  await partner.getByLabel("Name").fill("Bread club");
  await partner.getByRole("button", { name: "Create module" }).click();
  await expect(partner.getByRole("link", { name: /Bread club/ }).first()).toBeVisible();
  fillModule(projectId, "bread-club");
  await publishAction(partner, "Publish");
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 3");

  const moduleUrl = `${baseURL}/${projectId}/bread-club/module`;
  expect((await visitor.goto(moduleUrl))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: "Join our bread club" })).toBeVisible();
  // Another site embeds the module: a plain page on another origin.
  const embedding = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Embed</title><h1>A plain page</h1><iframe title="Bread club" src="${moduleUrl}" style="width:100%;border:0"></iframe>`);
  });
  await new Promise<void>((resolve) => embedding.listen(0, "127.0.0.1", resolve));
  try {
    await visitor.goto(`http://127.0.0.1:${(embedding.address() as AddressInfo).port}/`);
    const frame = visitor.frameLocator('iframe[title="Bread club"]');
    await expect(frame.getByRole("heading", { name: "Join our bread club" })).toBeVisible();
  } finally {
    embedding.close();
  }
});

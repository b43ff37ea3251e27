import { expect, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createProjectFromDashboard } from "./helpers";
import { signIn } from "./sign-in";

/** The module editor is another test's subject; the embedding specs store a module's content where the editor saves it. */
export function fillModule(projectId: string, slug: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    const sections = [
      { id: "faq1", type: "faq", variant: "default", props: {} },
      { id: "contact1", type: "contact", variant: "default", props: {} },
    ];
    db.prepare("update modules set sections = ?, version = version + 1 where project_id = ? and slug = ?").run(JSON.stringify(sections), projectId, slug);
  } finally {
    db.close();
  }
}

/** A new partner's bakery project with a "Contact block" module holding an FAQ and a contact form, made through the screens. */
export async function bakeryWithContactModule(browser: Browser, idPrefix: string): Promise<{ partner: Page; projectId: string }> {
  const partner = await (await browser.newContext()).newPage();
  const projectId = `${idPrefix}${Date.now().toString(36)}`;
  await signIn(partner, `owner-${projectId}@example.com`, "Elsa Owner");
  await createProjectFromDashboard(partner, "Corner Bakery", projectId);
  await partner.goto(`/project/${projectId}?modal=new-module`);
  await partner.getByLabel("Name").fill("Contact block");
  await partner.getByRole("button", { name: "Create module" }).click();
  await expect(partner.getByRole("link", { name: /Contact block/ }).first()).toBeVisible();
  fillModule(projectId, "contact-block");
  return { partner, projectId };
}

/**
 * A plain page on another origin (a second loopback server) that shows exactly the pasted HTML,
 * whatever address it is asked for: also as the proxy of a browser context, which then reaches
 * it under any host name (`http://bakery.test/`) while loopback addresses go direct.
 */
export async function hostPage(html: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><title>Our bakery</title><body style="margin:0"><h1>Visit us</h1>${html}<p>After the module</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, url: `${origin}/visit?from=test`, close: () => server.close() };
}

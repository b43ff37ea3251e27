import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSiteLanguage } from "../../app/features/projects/add-site-language.server";
import { createModule } from "../../app/features/projects/create-module.server";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { setSiteLanguagePublished } from "../../app/features/projects/set-site-language-published.server";
import { updatePageLocalization } from "../../app/features/projects/update-page-localization.server";
import { testDialects } from "../../db/test-database";
import { exchangeOnce as exchange } from "../testing/one-exchange";
import { startSiteServer, type SiteServer } from "./test-fixtures";

describe.each(testDialects())("a page in another language on the fast path on %s", (dialect) => {
  let server: SiteServer;
  let port: number;

  beforeAll(async () => {
    server = await startSiteServer(dialect);
    port = Number(new URL(server.url).port);
    const { db, owner } = server;
    await createProject(db, owner, { name: "Crumb", id: "crumb", start: "starter" });
    const order = await createPage(db, owner, { projectId: "crumb", title: "Order", slug: "order" });
    // A module slugged like the language keeps its own address beside the language's pages.
    await createModule(db, owner, { projectId: "crumb", name: "Bandeau", slug: "fr" });
    const settingsVersion = async () => (await db.selectFrom("projects").select("settingsVersion").where("id", "=", "crumb").executeTakeFirstOrThrow()).settingsVersion;
    await addSiteLanguage(db, owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    await addSiteLanguage(db, owner, { projectId: "crumb", language: "de", version: await settingsVersion() });
    await updatePageLocalization(db, owner, { projectId: "crumb", pageId: order.id, language: "fr", version: 1, title: "Commander", slug: "commander" });
    await setSiteLanguagePublished(db, owner, { projectId: "crumb", language: "fr", published: "on", version: await settingsVersion() });
    await server.publish("crumb");
  });
  afterAll(() => server.stop());

  const pathBased = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  const onDomain = (target: string) => `GET ${target} HTTP/1.1\r\nHost: crumb.domain.test\r\n\r\n`;

  it.each([
    ["a page in French", pathBased("/crumb/fr/commander"), "/crumb/fr/commander"],
    ["the home page in French", pathBased("/Crumb/FR/"), "/crumb/fr"],
    // Without an active primary domain its canonical address stays the path-based one.
    ["a page in French on the project's domain", onDomain("/fr/commander?utm_source=mail"), "/crumb/fr/commander"],
  ])("answers %s straight on the connection, as Node does", async (_case, head, canonical) => {
    const before = server.simplyAnswered;
    const simple = await exchange(port, head, false);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(simple).toBe(await exchange(port, head, true));
    expect(simple.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
    expect(simple).toContain('<html lang="fr">');
    expect(simple).toContain(`<link rel="canonical" href="http://app.test${canonical}"/>`);
  });

  it("answers the module at `{module}/module` even where its slug is a language's path", async () => {
    const module = await exchange(port, pathBased("/crumb/fr/module"), false);
    expect(module.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
    expect(module).toContain('<link rel="canonical" href="http://app.test/crumb/fr/module"/>');
  });

  it("answers 404 for a language that is not published, and for a page the language has not got", async () => {
    for (const target of ["/crumb/de/order", "/crumb/de", "/crumb/fr/order", "/crumb/fr/commander/more"]) {
      expect((await exchange(port, pathBased(target), false)).startsWith("HTTP/1.1 404 Not Found\r\n"), target).toBe(true);
    }
  });
});

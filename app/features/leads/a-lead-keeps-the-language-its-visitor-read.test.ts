import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { Actor } from "~/access/project-access.server";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { updateModuleContent } from "~/features/projects/update-module-content.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { updatePageSettings } from "~/features/projects/update-page-settings.server";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { getPageLocalizations } from "~/features/projects/get-page-localizations.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { parseLeadFilters } from "./lead-filters";
import { listLeads } from "./list-leads.server";
import { CONTACT_SECTION, MODULE_CONTACT, VALID_ANSWERS } from "./test-fixtures";

describe.each(testDialects())("a lead keeps the language its visitor read, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let actor: Actor;
  const visitor = () => new BrowserLikeClient(server.url);
  const db = () => server.database.db;
  let sent = 0;

  /** Sends the form of the page or module at `from` as a browser without JavaScript does, and reads back the stored lead's language. */
  const send = async (projectId: string, from: string, answers: Record<string, string> = VALID_ANSWERS, headers: Record<string, string> = {}) => {
    const idempotencyKey = `language-${(sent += 1)}`;
    const answer = await visitor().request(`/api/leads/${projectId}?from=${encodeURIComponent(from)}`, {
      method: "POST",
      body: new URLSearchParams({ ...answers, idempotencyKey }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
    expect(answer.status, await answer.clone().text()).toBe(303);
    return (await db().selectFrom("leads").select("language").where("idempotencyKey", "=", `c-${idempotencyKey}`).executeTakeFirstOrThrow()).language;
  };

  /** A project in French whose home page has the contact form; its home page's slug. */
  const frenchProject = async (id: string) => {
    const { homePageId } = await createProject(db(), actor, { name: "Mie & Co", id, language: "fr" });
    const home = await db().selectFrom("pages").select(["slug", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    await updatePageContent(db(), actor, { projectId: id, pageId: homePageId, sections: [CONTACT_SECTION], version: home.version });
    return home.slug;
  };
  const publish = async (projectId: string) => expect((await owner.request(`/project/${projectId}/publish`, { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBe(200);

  let homeSlug = "";
  beforeAll(async () => {
    server = await startTestServer(dialect, { LEAD_LIMIT_PER_ADDRESS: "1000" });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "boulanger@example.com", name: "Boulanger" });
    const user = await db().selectFrom("users").select("id").where("email", "=", "boulanger@example.com").executeTakeFirstOrThrow();
    actor = { userId: user.id, isAdmin: false };
    homeSlug = await frenchProject("mie");
    // A page of the French site written in Arabic (its settings' "Language of this page").
    const arabic = await createPage(db(), actor, { projectId: "mie", title: "تواصل", slug: "tawasul" });
    const saved = await updatePageContent(db(), actor, { projectId: "mie", pageId: arabic.id, sections: [CONTACT_SECTION], version: arabic.version });
    await updatePageSettings(db(), actor, { projectId: "mie", pageId: arabic.id, language: "ar", version: saved.version });
    const module = await createModule(db(), actor, { projectId: "mie", name: "Rejoindre", slug: "rejoindre" });
    await updateModuleContent(db(), actor, { projectId: "mie", moduleId: module.id, sections: [MODULE_CONTACT], version: module.version });
    await publish("mie");
  }, 120_000);
  afterAll(() => server?.stop());

  it("stores a lead sent from a page of a French site as French, and one from its page in Arabic as Arabic", async () => {
    expect(await (await visitor().request("/mie/tawasul")).text()).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(await send("mie", homeSlug)).toBe("fr");
    expect(await send("mie", "tawasul")).toBe("ar");
  });

  it("stores a lead sent from the page's English version, at its own address, as English, the moment it is published", async () => {
    const slug = await frenchProject("pain");
    // A lead sent before the language is published: the project's live publication is now cached.
    await publish("pain");
    expect(await send("pain", slug)).toBe("fr");
    const { settingsVersion } = await getPageLocalizations(db(), actor, { projectId: "pain" });
    await addSiteLanguage(db(), actor, { projectId: "pain", language: "en", version: settingsVersion });
    await setSiteLanguagePublished(db(), actor, { projectId: "pain", language: "en", published: true, version: settingsVersion + 1 });
    const home = (await getPageLocalizations(db(), actor, { projectId: "pain" })).localizations.find((version) => version.language === "en")!;
    await updatePageLocalization(db(), actor, { projectId: "pain", pageId: home.pageId, language: "en", version: home.version, slug: "welcome" });
    await publish("pain");
    const page = await (await visitor().request("/pain/en/welcome")).text();
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('action="/api/leads/pain?from=en/welcome"');
    expect(await send("pain", "en/welcome")).toBe("en");
    expect(await send("pain", slug)).toBe("fr");
    // The inbox's source filter takes the version's address.
    const filtered = await listLeads(db(), actor, { projectId: "pain", filters: parseLeadFilters(new URLSearchParams("source=page:en/welcome&status=all")) });
    expect(filtered.leads.map((lead) => lead.language)).toEqual(["en"]);
  });

  it("stores a lead sent through a module in the site's language", async () => {
    expect(await send("mie", "rejoindre/module", { sectionId: "signup", email: "module@example.com", website: "" })).toBe("fr");
  });

  it("takes the language from the publication, never from what the visitor sends or asks for", async () => {
    expect(await send("mie", "tawasul", { ...VALID_ANSWERS, language: "de", lang: "de" }, { "Accept-Language": "de-DE, de;q=0.9", "Content-Language": "de" })).toBe("ar");
  });

  it("gives a lead from a page published before documents kept their language the one its published page says", async () => {
    const slug = await frenchProject("vieux");
    await publish("vieux");
    // As a publication made before migration 0032 holds it: the language only in each document's <html lang>.
    const live = await db().selectFrom("projects").select("livePublicationId").where("id", "=", "vieux").executeTakeFirstOrThrow();
    await db()
      .updateTable("publishedDocuments")
      .set({ language: null })
      .where("publicationId", "=", live.livePublicationId ?? "")
      .execute();
    expect(await send("vieux", slug)).toBe("fr");
  });
});

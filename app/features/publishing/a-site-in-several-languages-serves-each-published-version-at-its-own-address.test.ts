import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { Actor } from "~/access/project-access.server";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { removeSiteLanguage } from "~/features/projects/remove-site-language.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";

const form = (values: Record<string, string>) => new URLSearchParams(values);
const header = { id: "header1", type: "header", variant: "default", props: { siteName: "Mie & Co", links: [{ id: "to-order", label: "Commander", href: "/commander" }], languageSwitcher: true } };
const homeSections = [
  header,
  { id: "hero1", type: "hero", variant: "default", props: { eyebrow: "Depuis 1990", title: "Du pain frais chaque matin", primaryAction: { label: "Commander", href: "/commander" }, image: null } },
];
const orderSections = [header, { id: "contact1", type: "contact", variant: "default", props: { title: "Passer commande", nameLabel: "Nom", submitLabel: "Envoyer la commande" } }];

describe.each(testDialects())("a site in French that publishes English and Arabic versions, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let actor: Actor;
  let homeSlug = "";
  let orderPageId = "";
  const visitor = () => new BrowserLikeClient(server.url);
  const dom = async (answer: Response) => new JSDOM(await answer.text()).window.document;
  const page = async (path: string) => {
    const answer = await visitor().request(path);
    expect(answer.status, path).toBe(200);
    return dom(answer);
  };
  const publish = async () => expect((await owner.request("/project/mie/publish", { method: "POST", body: form({ intent: "publish" }) })).status).toBe(200);
  const settingsVersion = async () => (await server.database.db.selectFrom("projects").select("settingsVersion").where("id", "=", "mie").executeTakeFirstOrThrow()).settingsVersion;
  /** The page's hreflang alternates by language, as paths below the server, and its canonical path. */
  const alternatesOf = (document: Document) => ({
    canonical: new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "").pathname,
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname])),
  });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "boulanger@example.com", name: "Boulanger" });
    const { db } = server.database;
    const user = await db.selectFrom("users").select("id").where("email", "=", "boulanger@example.com").executeTakeFirstOrThrow();
    actor = { userId: user.id, isAdmin: false };
    const { homePageId } = await createProject(db, actor, { name: "Mie & Co", id: "mie", start: "starter", language: "fr" });
    const home = await db.selectFrom("pages").select(["slug", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    homeSlug = home.slug;
    await updatePageContent(db, actor, { projectId: "mie", pageId: homePageId, version: home.version, sections: homeSections });
    const order = await createPage(db, actor, { projectId: "mie", title: "Commander", slug: "commander" });
    orderPageId = order.id;
    await updatePageContent(db, actor, { projectId: "mie", pageId: order.id, version: order.version, sections: orderSections });
    for (const language of ["en", "ar", "de"]) await addSiteLanguage(db, actor, { projectId: "mie", language, version: await settingsVersion() });
    const nav = (label: string) => ({ header1: { "links.to-order.label": label } });
    const translate = (pageId: string, language: string, changes: Record<string, unknown>) => updatePageLocalization(db, actor, { projectId: "mie", pageId, language, version: 1, ...changes });
    await translate(homePageId, "en", {
      title: "Home",
      slug: "home",
      texts: { ...nav("Order"), hero1: { eyebrow: "Since 1990", title: "Fresh bread every morning", "primaryAction.label": "Order" } },
    });
    await translate(order.id, "en", {
      title: "Order",
      slug: "order",
      seoTitle: "Order fresh bread",
      seoDescription: "Order bread and pastries for tomorrow morning.",
      texts: { ...nav("Order"), contact1: { title: "Place an order", nameLabel: "Name", submitLabel: "Send the order" } },
    });
    await translate(homePageId, "ar", { title: "الرئيسية", slug: "raisia", texts: { ...nav("اطلب"), hero1: { title: "خبز طازج كل صباح", "primaryAction.label": "اطلب" } } });
    await translate(order.id, "ar", { title: "اطلب", slug: "talab", texts: { ...nav("اطلب"), contact1: { title: "قدّم طلبك" } } });
    await translate(order.id, "de", { title: "Bestellen", slug: "bestellen", texts: { contact1: { title: "Jetzt bestellen" } } });
    for (const language of ["en", "ar"]) await setSiteLanguagePublished(db, actor, { projectId: "mie", language, published: "on", version: await settingsVersion() });
    await publish();
  }, 120_000);
  afterAll(() => server.stop());

  it.each([
    ["/mie", "fr", null, "Du pain frais chaque matin"],
    ["/mie/en", "en", null, "Fresh bread every morning"],
    ["/mie/en/home", "en", null, "Fresh bread every morning"],
    ["/mie/ar", "ar", "rtl", "خبز طازج كل صباح"],
    ["/mie/ar/raisia", "ar", "rtl", "خبز طازج كل صباح"],
  ])("serves the home page at %s in its language, with its words over the shared sections", async (path, lang, dir, title) => {
    const document = await page(path);
    expect(document.documentElement.getAttribute("lang")).toBe(lang);
    expect(document.documentElement.getAttribute("dir")).toBe(dir);
    expect(document.querySelector("h1")?.textContent).toBe(title);
    expect(document.title).toBe("Mie & Co");
  });

  it("serves the order page in each published language with its own title, SEO texts, words and the product's texts in that language", async () => {
    const french = await page("/mie/commander");
    expect([french.documentElement.getAttribute("lang"), french.title, french.querySelector("main h2")?.textContent]).toEqual(["fr", "Commander · Mie & Co", "Passer commande"]);
    const english = await page("/mie/en/order");
    expect([english.documentElement.getAttribute("lang"), english.title, english.querySelector("main h2")?.textContent]).toEqual(["en", "Order fresh bread", "Place an order"]);
    expect(english.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Order bread and pastries for tomorrow morning.");
    expect(english.querySelector("form button[type=submit]")?.textContent).toBe("Send the order");
    // "(optional)" is the product's text: said in the version's language, not the site's.
    expect(english.querySelector("form label span")?.textContent?.trim()).toBe("(optional)");
    const arabic = await page("/mie/ar/talab");
    expect([arabic.documentElement.getAttribute("lang"), arabic.documentElement.getAttribute("dir"), arabic.title, arabic.querySelector("main h2")?.textContent]).toEqual([
      "ar",
      "rtl",
      "اطلب · Mie & Co",
      "قدّم طلبك",
    ]);
    // A word not translated yet shows the site's own.
    expect(arabic.querySelector("form button[type=submit]")?.textContent).toBe("Envoyer la commande");
  });

  it("answers 404 for the language that is not published and for addresses no version has", async () => {
    for (const path of ["/mie/de", "/mie/de/bestellen", "/mie/de/commander", "/mie/en/commander", "/mie/fr", "/mie/fr/commander"]) {
      expect((await visitor().request(path)).status, path).toBe(404);
    }
  });

  it("keeps a version's links in its language, and its header's switcher names every version in itself", async () => {
    const english = await page("/mie/en");
    expect(english.querySelector("header > div > a")?.getAttribute("href")).toBe("/mie/en");
    expect(english.querySelector('nav[aria-label="Main"] a')?.getAttribute("href")).toBe("/mie/en/order");
    expect(english.querySelector("main a")?.getAttribute("href")).toBe("/mie/en/order");
    const switcher = (document: Document, label: string) =>
      [...document.querySelectorAll(`nav[aria-label="${label}"] a`)].map((link) => [
        link.textContent,
        link.getAttribute("href"),
        link.getAttribute("lang"),
        link.getAttribute("hreflang"),
        link.getAttribute("aria-current"),
      ]);
    expect(switcher(english, "Languages")).toEqual([
      ["Français", "/mie", "fr", "fr", null],
      ["English", "/mie/en", "en", "en", "page"],
      ["العربية", "/mie/ar", "ar", "ar", null],
    ]);
    expect(switcher(await page("/mie/ar/talab"), "اللغات")).toEqual([
      ["Français", "/mie/commander", "fr", "fr", null],
      ["English", "/mie/en/order", "en", "en", null],
      ["العربية", "/mie/ar/talab", "ar", "ar", "page"],
    ]);
    expect(switcher(await page("/mie/commander"), "Langues").map((link) => link[4])).toEqual(["page", null, null]);
  });

  it("links every version to all the others and itself with hreflang, x-default at the site's own, and every alternate answers", async () => {
    const groups = [
      { paths: ["/mie", `/mie/${homeSlug}`, "/mie/en", "/mie/en/home", "/mie/ar", "/mie/ar/raisia"], alternates: { fr: "/mie", en: "/mie/en", ar: "/mie/ar", "x-default": "/mie" } },
      { paths: ["/mie/commander", "/mie/en/order", "/mie/ar/talab"], alternates: { fr: "/mie/commander", en: "/mie/en/order", ar: "/mie/ar/talab", "x-default": "/mie/commander" } },
    ];
    for (const group of groups) {
      for (const path of group.paths) {
        const document = await page(path);
        const { canonical, alternates } = alternatesOf(document);
        expect(alternates, path).toEqual(group.alternates);
        expect(alternates[document.documentElement.getAttribute("lang") ?? ""], path).toBe(canonical);
      }
      for (const path of Object.values(group.alternates)) expect((await visitor().request(path)).status, path).toBe(200);
    }
  });

  it("lists every version in the sitemap with its alternates, and no language that is not published", async () => {
    const answer = await visitor().request("/mie/sitemap.xml");
    const sitemap = new JSDOM(await answer.text(), { contentType: "text/xml" }).window.document;
    expect(sitemap.documentElement.getAttribute("xmlns:xhtml")).toBe("http://www.w3.org/1999/xhtml");
    const entries = [...sitemap.getElementsByTagName("url")].map((url) => ({
      loc: new URL(url.getElementsByTagName("loc")[0]?.textContent ?? "").pathname,
      alternates: Object.fromEntries([...url.getElementsByTagName("xhtml:link")].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname])),
    }));
    const home = { fr: "/mie", en: "/mie/en", ar: "/mie/ar", "x-default": "/mie" };
    const order = { fr: "/mie/commander", en: "/mie/en/order", ar: "/mie/ar/talab", "x-default": "/mie/commander" };
    expect(entries.filter((entry) => Object.values(home).includes(entry.loc))).toEqual(["/mie", "/mie/en", "/mie/ar"].map((loc) => ({ loc, alternates: home })));
    expect(entries.filter((entry) => Object.values(order).includes(entry.loc))).toEqual(["/mie/commander", "/mie/en/order", "/mie/ar/talab"].map((loc) => ({ loc, alternates: order })));
    expect(entries.some((entry) => entry.loc.startsWith("/mie/de"))).toBe(false);
  });

  it("answers the site's own address in its own language whatever the visitor's browser asks, without a redirect, a cookie or Vary: Accept-Language", async () => {
    const answer = await visitor().request("/mie", { headers: { "Accept-Language": "en-GB,en;q=0.9,ar;q=0.5" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("vary") ?? "").not.toMatch(/accept-language/i);
    expect((await dom(answer)).documentElement.getAttribute("lang")).toBe("fr");
  });

  it("takes a lead from the form of a version in another language, and sends the visitor back to that version", async () => {
    const english = await page("/mie/en/order");
    const action = english.querySelector("form")?.getAttribute("action") ?? "";
    expect(action).toBe("/api/leads/mie?from=en/order");
    const sent = await visitor().request(action, { method: "POST", body: form({ sectionId: "contact1", name: "Ada", email: "ada@example.com", message: "Two loaves" }) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/mie/en/order#lead-sent-contact1");
    const lead = await server.database.db.selectFrom("leads").select(["sourcePath", "sourceKind"]).where("projectId", "=", "mie").executeTakeFirstOrThrow();
    expect(lead).toEqual({ sourcePath: "/en/order", sourceKind: "page" });
  });

  it("stops serving a language once it is removed and the site published again", async () => {
    const { db } = server.database;
    await addSiteLanguage(db, actor, { projectId: "mie", language: "it", version: await settingsVersion() });
    await setSiteLanguagePublished(db, actor, { projectId: "mie", language: "it", published: "on", version: await settingsVersion() });
    await publish();
    expect((await page("/mie/it")).documentElement.getAttribute("lang")).toBe("it");
    expect(alternatesOf(await page("/mie")).alternates.it).toBe("/mie/it");
    await removeSiteLanguage(db, actor, { projectId: "mie", language: "it", version: await settingsVersion() });
    await publish();
    expect((await visitor().request("/mie/it")).status).toBe(404);
    expect(alternatesOf(await page("/mie")).alternates).toEqual({ fr: "/mie", en: "/mie/en", ar: "/mie/ar", "x-default": "/mie" });
  });
  it("asks a page's password in every language, and leaves every version of it out of the sitemap", async () => {
    expect((await owner.request("/project/mie", { method: "POST", body: form({ intent: "set-password", target: orderPageId, password: "croissant" }) })).status).toBe(303);
    for (const path of ["/mie/commander", "/mie/en/order", "/mie/ar/talab"]) expect((await visitor().request(path)).status, path).toBe(403);
    const sitemap = await (await visitor().request("/mie/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toMatch(/<loc>[^<]*\/(commander|en\/order|ar\/talab)<\/loc>/);
    expect((await visitor().request("/mie/en")).status).toBe(200);
  });
});

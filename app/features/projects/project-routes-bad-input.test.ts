import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { PAGE_NOT_FOUND_MESSAGE, STALE_MODULE_MESSAGE, STALE_PAGE_MESSAGE, STALE_PROJECT_MESSAGE } from "./project-messages";
import { snapshot } from "./test-fixtures";
import { REDIRECT_NOT_FOUND_MESSAGE } from "./remove-redirect.server";
import { SOCIAL_IMAGE_MISSING } from "./update-page-settings.server";

/** React escapes these in text; messages are compared as they appear in the page. */
function asHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

describe.each(testDialects())("the project actions refuse bad input with a 4xx and a message, changing nothing, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const db = () => server.database.db;
  const pageId = async (slug: string) => (await db().selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const moduleId = async (slug: string) => (await db().selectFrom("modules").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const post = (path: string, body: Record<string, string>) => owner.request(path, { method: "POST", body: new URLSearchParams(body) });
  const settingsVersion = async () => String((await db().selectFrom("projects").select("settingsVersion").where("id", "=", "shop").executeTakeFirstOrThrow()).settingsVersion);
  const language = (intent: string, body: Record<string, string>) => async () => ({ intent, version: await settingsVersion(), ...body });
  // The translation dialog shows the refusal it got, so the page is asked for with it open.
  const translationDialog = "/editor/shop/home?language=fr&modal=translate-page";
  const translate = (body: Record<string, string>) => async () => ({ intent: "translate-page", pageId: await pageId("home"), language: "fr", version: "1", ...body });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "blank" });
    await post("/project/shop", { intent: "create", kind: "page", name: "About", slug: "about" });
    await post("/project/shop", { intent: "create", kind: "module", name: "Footer", slug: "footer" });
    expect((await post("/project/shop/settings/redirects", { intent: "add-redirect", from: "/old-about", to: "/about", status: "301" })).status).toBe(303);
    expect((await post("/project/shop/settings/redirects", { intent: "add-redirect", from: "/spring", to: "/summer", status: "302" })).status).toBe(303);
    expect((await post("/project/shop/settings", { intent: "add-language", language: "fr", version: await settingsVersion() })).status).toBe(303);
  });
  afterAll(() => server.stop());

  type Case = { name: string; path: string; body: () => Promise<Record<string, string>>; status: number; message: string };
  const tooLong = "x".repeat(81);
  const cases: Case[] = [
    { name: "a project id starting with a digit", path: "/?index", body: async () => ({ name: "A", id: "1shop" }), status: 400, message: "A project id must start with a letter." },
    { name: "a project id with a hyphen", path: "/?index", body: async () => ({ name: "A", id: "my-shop" }), status: 400, message: "A project id can only contain letters and digits" },
    { name: "a reserved project id", path: "/?index", body: async () => ({ name: "A", id: "Admin" }), status: 400, message: "“admin” is used by Pagewright itself" },
    { name: "a taken project id, in other case", path: "/?index", body: async () => ({ name: "A", id: "SHOP" }), status: 409, message: "The id “shop” is already taken" },
    { name: "a too long project name", path: "/?index", body: async () => ({ name: tooLong }), status: 400, message: "A project name can be at most 80 characters." },
    { name: "an unknown starting point", path: "/?index", body: async () => ({ name: "A", start: "fancy" }), status: 400, message: "Choose a starting point" },
    { name: "a malformed colour", path: "/?index", body: async () => ({ name: "A", primaryColor: "blue" }), status: 400, message: "Enter the colour as a hex value" },
    { name: "a duplicate page slug", path: "/project/shop", body: async () => ({ intent: "create", kind: "page", name: "About 2", slug: "About" }), status: 409, message: "Another page of this project already uses the slug “about”." },
    { name: "a page slug with a space", path: "/project/shop", body: async () => ({ intent: "create", kind: "page", name: "Team", slug: "our team" }), status: 400, message: "A slug can only contain letters, digits and hyphens" },
    { name: "a too long page title", path: "/project/shop", body: async () => ({ intent: "create", kind: "page", name: tooLong, slug: "long" }), status: 400, message: "A page title can be at most 80 characters." },
    {
      name: "a duplicate to a taken slug",
      path: "/project/shop",
      body: async () => ({ intent: "duplicate", kind: "page", target: await pageId("about"), name: "Copy", slug: "home" }),
      status: 409,
      message: "already uses the slug “home”",
    },
    { name: "a rename with a stale version", path: "/project/shop", body: async () => ({ intent: "rename", kind: "page", target: await pageId("about"), name: "Team", version: "7" }), status: 409, message: STALE_PAGE_MESSAGE },
    { name: "a rename of an unknown page", path: "/project/shop", body: async () => ({ intent: "rename", kind: "page", target: "nosuchpage", name: "Team", version: "1" }), status: 404, message: PAGE_NOT_FOUND_MESSAGE },
    { name: "deleting the home page", path: "/project/shop", body: async () => ({ intent: "delete", kind: "page", target: await pageId("home") }), status: 409, message: "This is the home page." },
    { name: "deleting an unknown page", path: "/project/shop", body: async () => ({ intent: "delete", kind: "page", target: "nosuchpage" }), status: 404, message: PAGE_NOT_FOUND_MESSAGE },
    { name: "an unknown home page", path: "/project/shop", body: async () => ({ intent: "set-home", target: "nosuchpage" }), status: 404, message: PAGE_NOT_FOUND_MESSAGE },
    { name: "an order that leaves a page out", path: "/project/shop", body: async () => ({ intent: "reorder", pageIds: await pageId("home") }), status: 409, message: "The pages of this project changed" },
    { name: "a duplicate module slug", path: "/project/shop", body: async () => ({ intent: "create", kind: "module", name: "Footer 2", slug: "footer" }), status: 409, message: "Another module of this project already uses the slug “footer”." },
    { name: "a module slug starting with a hyphen", path: "/project/shop", body: async () => ({ intent: "create", kind: "module", name: "Top", slug: "-top" }), status: 400, message: "A slug must start with a letter or a digit." },
    {
      name: "a module rename with a stale version",
      path: "/project/shop",
      body: async () => ({ intent: "rename", kind: "module", target: await moduleId("footer"), name: "Bottom", version: "3" }),
      status: 409,
      message: STALE_MODULE_MESSAGE,
    },
    { name: "duplicating an unknown module", path: "/project/shop", body: async () => ({ intent: "duplicate", kind: "module", target: "nosuchmodule", name: "X", slug: "x" }), status: 404, message: "This module does not exist" },
    { name: "an unknown intent", path: "/project/shop", body: async () => ({ intent: "explode" }), status: 400, message: "This form sent an action the page does not know." },
    ...["__proto__", "constructor", "toString", "hasOwnProperty"].flatMap((intent) => [
      { name: `the intent ${intent}`, path: "/project/shop", body: async () => ({ intent }), status: 400, message: "This form sent an action the page does not know." },
      { name: `the editor intent ${intent}`, path: "/editor/shop/home", body: async () => ({ intent, kind: "page", name: "X", slug: "x" }), status: 400, message: "This form sent an action the page does not know." },
    ]),
    { name: "a create that does not say page or module", path: "/project/shop", body: async () => ({ intent: "create", name: "Team", slug: "team" }), status: 400, message: "Say whether this is about a page or a module." },
    { name: "a delete of no page", path: "/project/shop", body: async () => ({ intent: "delete", kind: "page" }), status: 400, message: "Choose a page." },
    {
      name: "an invalid lead email",
      path: "/project/shop/settings",
      body: async () => ({ intent: "save-settings", version: await settingsVersion(), name: "Shop", primaryColor: "#112233", homePageId: await pageId("home"), leadNotificationEmail: "not-an-email" }),
      status: 400,
      message: "Enter a valid email address",
    },
    {
      name: "a home page of no page",
      path: "/project/shop/settings",
      body: async () => ({ intent: "save-settings", version: await settingsVersion(), name: "Shop", primaryColor: "#112233", homePageId: "nosuchpage" }),
      status: 400,
      message: "The chosen home page is not a page of this project.",
    },
    {
      name: "a too long SEO title",
      path: "/project/shop/settings",
      body: async () => ({ intent: "save-settings", version: await settingsVersion(), name: "Shop", primaryColor: "#112233", homePageId: await pageId("home"), seoTitle: "t".repeat(71) }),
      status: 400,
      message: "The default SEO title can be at most 70 characters.",
    },
    ...(
      [
        ["a redirect to javascript:", { from: "/x", to: "javascript:alert(1)" }, "A redirect can only lead to a path of the site or an http(s) address."],
        ["a redirect to a data: address", { from: "/x", to: "data:text/html,hi" }, "A redirect can only lead to a path of the site or an http(s) address."],
        ["a redirect loop", { from: "/summer", to: "/spring" }, "/spring already redirects to /summer: this would make a loop."],
        ["a redirect to itself", { from: "/x", to: "/x" }, "A redirect from /x to itself would loop forever."],
        ["a chain of redirects", { from: "/older", to: "/old-about" }, "/old-about already redirects to /about: lead straight there instead"],
        ["a redirect of unknown kind", { from: "/x", to: "/about", status: "307" }, "Choose 301 (moved for good) or 302 (for now)."],
      ] as const
    ).map(([name, body, message]) => ({
      name,
      path: "/project/shop/settings/redirects",
      body: async () => ({ intent: "add-redirect", status: "301", ...body }),
      status: 400,
      message,
    })),
    { name: "removing an unknown redirect", path: "/project/shop/settings/redirects", body: async () => ({ intent: "remove-redirect", from: "/nowhere" }), status: 404, message: REDIRECT_NOT_FOUND_MESSAGE },
    { name: "a not-found page of no page", path: "/project/shop/settings/redirects", body: async () => ({ intent: "set-not-found-page", pageId: "nosuchpage" }), status: 400, message: "Choose one of this project's pages." },
    { name: "an unknown redirects intent", path: "/project/shop/settings/redirects", body: async () => ({ intent: "explode" }), status: 400, message: "This form sent an action the page does not know." },
    {
      name: "a social image that is not one of the project's images",
      path: "/project/shop",
      body: async () => ({ intent: "page-settings", kind: "page", target: await pageId("about"), version: "1", socialImageAssetId: "nosuchimage" }),
      status: 400,
      message: SOCIAL_IMAGE_MISSING,
    },
    {
      name: "a too long page SEO title",
      path: "/project/shop",
      body: async () => ({ intent: "page-settings", kind: "page", target: await pageId("about"), version: "1", seoTitle: "t".repeat(71) }),
      status: 400,
      message: "The SEO title can be at most 70 characters.",
    },
    {
      name: "a page language that is not listed",
      path: "/project/shop",
      body: async () => ({ intent: "page-settings", kind: "page", target: await pageId("about"), version: "1", language: "tlh" }),
      status: 400,
      message: "Choose one of the listed languages.",
    },
    { name: "adding a language that is not listed", path: "/project/shop/settings", body: language("add-language", { language: "tlh" }), status: 400, message: "Choose one of the listed languages." },
    { name: "adding no language", path: "/project/shop/settings", body: language("add-language", { language: "" }), status: 400, message: "Choose one of the listed languages." },
    { name: "adding the site's own language", path: "/project/shop/settings", body: language("add-language", { language: "en" }), status: 409, message: "English is this site's own language already." },
    { name: "adding a language twice", path: "/project/shop/settings", body: language("add-language", { language: "FR" }), status: 409, message: "This site has a Français version already." },
    { name: "adding a language from a stale screen", path: "/project/shop/settings", body: async () => ({ intent: "add-language", language: "de", version: "1" }), status: 409, message: STALE_PROJECT_MESSAGE },
    { name: "publishing a language the site does not add", path: "/project/shop/settings", body: language("set-language-published", { language: "de", published: "on" }), status: 404, message: "This site has no German version." },
    { name: "removing a language the site does not add", path: "/project/shop/settings", body: language("remove-language", { language: "de" }), status: 404, message: "This site has no German version." },
    { name: "removing a language from a stale screen", path: "/project/shop/settings", body: async () => ({ intent: "remove-language", language: "fr", version: "1" }), status: 409, message: STALE_PROJECT_MESSAGE },
    { name: "a translated slug another page has in that language", path: translationDialog, body: translate({ slug: "about" }), status: 409, message: "Another page of this site already uses the slug “about” in French." },
    { name: "a translated slug with a space", path: translationDialog, body: translate({ slug: "a propos" }), status: 400, message: "A slug can only contain letters, digits and hyphens" },
    { name: "a too long translated title", path: translationDialog, body: translate({ title: tooLong }), status: 400, message: "A page title can be at most 80 characters." },
    { name: "a translation of a stale version", path: translationDialog, body: translate({ title: "Accueil", version: "7" }), status: 409, message: STALE_PAGE_MESSAGE },
    { name: "a translation into a language the site does not add", path: translationDialog, body: translate({ title: "Startseite", language: "de" }), status: 404, message: "This site has no German version." },
    { name: "a translation of a page of no project", path: translationDialog, body: translate({ title: "Accueil", pageId: "nosuchpage" }), status: 404, message: PAGE_NOT_FOUND_MESSAGE },
    { name: "a delete confirmed with the wrong id", path: "/project/shop/settings", body: async () => ({ intent: "delete-project", confirmId: "shops" }), status: 400, message: "Type the project id “shop” exactly to confirm." },
  ];

  it.each(cases)("$name → $status", async ({ path, body, status, message }) => {
    const values = await body();
    const before = await snapshot(db());
    const response = await post(path, path === "/?index" ? { intent: "create-project", ...values } : values);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(asHtml(message));
    expect(await snapshot(db())).toEqual(before);
  });

  it("refuses translated words the page's sections do not have, too long for them or on a stale version, answering the autosave with the reason and changing nothing", async () => {
    const home = await pageId("home");
    const page = await db().selectFrom("pages").select("version").where("id", "=", home).executeTakeFirstOrThrow();
    const hero = { id: "hero1", type: "hero", variant: "default", version: 1, props: { title: "Fresh bread every morning" } };
    const saved = await post("/editor-save/shop", { kind: "page", documentId: home, version: String(page.version), sections: JSON.stringify([hero]) });
    expect(saved.status).toBe(200);
    const row = await db().selectFrom("pageLocalizations").select(["texts", "version"]).where("pageId", "=", home).where("language", "=", "fr").executeTakeFirstOrThrow();
    const sent = (texts: unknown, version = String(row.version)) => ({ intent: "translate-texts", pageId: home, language: "fr", version, texts: JSON.stringify(texts) });
    const cases: [Record<string, string>, number, string][] = [
      [sent({ nosuchsection: { title: "Bonjour" } }), 400, "A text belongs to a section this page no longer has."],
      [sent({ hero1: { price: "12" } }), 400, "The hero section has no text “price”."],
      [sent({ hero1: { title: "Du pain frais ".repeat(20) } }), 400, "At most 120 characters."],
      [{ ...sent({}), texts: "{not json" }, 400, "Send the texts by section and field."],
      [sent({}, "9"), 409, STALE_PAGE_MESSAGE],
    ];
    for (const [body, status, message] of cases) {
      const before = await snapshot(db());
      // The translation view posts through a fetcher, which asks for the route's data rather than its page.
      const response = await post("/editor/shop/home.data?language=fr", body);
      expect(response.status, message).toBe(status);
      expect(await response.text()).toContain(message);
      expect(await snapshot(db())).toEqual(before);
    }
  });

  it("keeps what was typed in the refused form", async () => {
    const response = await owner.request("/project/shop?modal=new-page", { method: "POST", body: new URLSearchParams({ intent: "create", kind: "page", name: "Our team", slug: "our team" }) });
    const html = await response.text();
    expect(html).toContain('value="Our team"');
    expect(html).toContain('value="our team"');
    expect(html).toContain('role="dialog"');
  });

  it("says under the page's Language field that a language it does not list was refused, keeping the dialog open", async () => {
    const about = await pageId("about");
    const response = await owner.request(`/project/shop?modal=settings-page&page=${about}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "page-settings", kind: "page", target: about, version: "1", language: "tlh" }),
    });
    expect(response.status).toBe(400);
    const { document } = new JSDOM(await response.text()).window;
    const labelOf = (input: Element) => document.getElementById(input.getAttribute("aria-labelledby") ?? "")?.textContent;
    const field = [...document.querySelectorAll('[role="dialog"] input[aria-labelledby]')].find((input) => labelOf(input) === "Language of this page");
    expect(field?.getAttribute("aria-invalid")).toBe("true");
    const messages = (field?.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain("Choose one of the listed languages.");
  });
});

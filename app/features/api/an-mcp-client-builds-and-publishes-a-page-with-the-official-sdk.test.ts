import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createApiToken } from "./create-api-token.server";
import { API_SCOPES } from "./schema";

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

describe.each(testDialects())("an MCP client of the official SDK builds and publishes a page, on %s", (dialect) => {
  let server: TestServer;
  let client: Client;
  let viewerClient: Client;

  async function connect(token: string): Promise<Client> {
    const connected = new Client({ name: "test-agent", version: "1" });
    await connected.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    return connected;
  }

  async function tool(on: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
    return (await on.callTool({ name, arguments: args })) as ToolAnswer;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "ana@example.com", name: "Ana" });
    await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "vi@example.com", name: "Vi" });
    expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) })).status).toBe(303);
    const users = await server.database.db.selectFrom("users").select(["id", "email"]).execute();
    const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? "";
    await server.database.db
      .insertInto("projectMembers")
      .values({ projectId: "shop", userId: idOf("vi@example.com"), role: "viewer", created: new Date() })
      .execute();
    const full = { name: "agent", expiresInDays: 7, scopes: [...API_SCOPES] };
    client = await connect((await createApiToken(server.database.db, { userId: idOf("ana@example.com"), isAdmin: false }, full)).token);
    viewerClient = await connect((await createApiToken(server.database.db, { userId: idOf("vi@example.com"), isAdmin: false }, full)).token);
  }, 120_000);
  afterAll(async () => {
    await client.close();
    await viewerClient.close();
    await server.stop();
  });

  it("lists the tools and the section library", async () => {
    const names = (await client.listTools()).tools.map((listed) => listed.name);
    expect(names).toEqual(expect.arrayContaining(["list_projects", "get_page", "list_section_types", "create_page", "update_sections", "publish_project", "list_leads"]));
    const types = JSON.parse((await tool(client, "list_section_types", {})).content[0]?.text ?? "{}") as { sectionTypes: { type: string; variants: unknown[]; schema: object }[] };
    expect(types.sectionTypes.map((type) => type.type)).toEqual(expect.arrayContaining(["hero", "contact"]));
    const resources = (await client.listResources()).resources.map((resource) => resource.uri);
    expect(resources).toEqual(expect.arrayContaining(["pagewright://sections", "pagewright://sections/hero"]));
  });

  it("builds a three-section page with an image and a contact form, publishes it, and the public page serves it", async () => {
    const sections = [
      { id: "hero1", type: "hero", variant: "default", props: { title: "Spring sale", image: { src: "https://images.example.com/spring.jpg", alt: "Spring flowers", width: 1200, height: 800 } } },
      { id: "faq1", type: "faq", variant: "default", props: {} },
      { id: "contact1", type: "contact", variant: "default", props: {} },
    ];
    const created = await tool(client, "create_page", { projectId: "shop", title: "Spring sale", slug: "spring", sections });
    expect(created.isError, created.content[0]?.text).toBeFalsy();
    const page = JSON.parse((await tool(client, "get_page", { projectId: "shop", slug: "spring" })).content[0]?.text ?? "{}") as { sections: unknown[] };
    expect(page.sections).toHaveLength(3);
    const published = await tool(client, "publish_project", { projectId: "shop" });
    expect(published.isError, published.content[0]?.text).toBeFalsy();
    const html = await (await fetch(`${server.url}/shop/spring`)).text();
    expect(html).toContain("Spring sale");
    expect(html).toContain("https://images.example.com/spring.jpg");
    expect(html).toMatch(/<form[^>]*\/api\/leads\/shop/);
  });

  it("invalid section content is a tool error naming the field, and a viewer's write is refused", async () => {
    const bad = await tool(client, "update_sections", { projectId: "shop", slug: "spring", sections: [{ id: "hero1", type: "hero", variant: "default", props: { title: "x".repeat(500) } }] });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]?.text).toMatch(/Section 1 \(hero\).*title/i);
    const pagesBefore = await server.database.db.selectFrom("pages").select("id").execute();
    const badNew = await tool(client, "create_page", { projectId: "shop", title: "Broken", slug: "broken", sections: [{ id: "c1", type: "nope", variant: "default", props: {} }] });
    expect(badNew.isError).toBe(true);
    expect(await server.database.db.selectFrom("pages").select("id").execute()).toEqual(pagesBefore);
    const refused = await tool(viewerClient, "create_page", { projectId: "shop", title: "Mine", slug: "mine" });
    expect(refused.isError).toBe(true);
    expect(await server.database.db.selectFrom("pages").select("id").where("slug", "=", "mine").execute()).toEqual([]);
  });

  it("refuses a client without a token", async () => {
    const anonymous = await fetch(`${server.url}/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: "{}" });
    expect(anonymous.status).toBe(401);
  });

  it("adds French, translates a page's words and address, and a viewer can read the translation but not add a language", async () => {
    const text = (answer: ToolAnswer) => JSON.parse(answer.content[0]?.text ?? "{}") as Record<string, unknown>;
    const added = await tool(client, "add_language", { projectId: "shop", language: "fr" });
    expect(added.isError, added.content[0]?.text).toBeFalsy();
    const toTranslate = text(await tool(client, "get_page_translation", { projectId: "shop", slug: "spring", language: "fr" })) as {
      original: Record<string, Record<string, unknown>>;
      translated: boolean;
    };
    expect(toTranslate.translated).toBe(false);
    expect(toTranslate.original.hero1).toMatchObject({ title: "Spring sale", "image.alt": "Spring flowers" });
    const saved = await tool(client, "translate_page", {
      projectId: "shop",
      slug: "spring",
      language: "fr",
      translatedSlug: "soldes",
      title: "Soldes",
      texts: { hero1: { title: "Soldes de printemps", "image.alt": "Fleurs de printemps" } },
    });
    expect(saved.isError, saved.content[0]?.text).toBeFalsy();
    const read = text(await tool(viewerClient, "get_page_translation", { projectId: "shop", slug: "spring", language: "fr" })) as {
      slug: string;
      translated: boolean;
      texts: Record<string, Record<string, unknown>>;
    };
    expect(read).toMatchObject({ slug: "soldes", translated: true });
    expect(read.texts.hero1).toMatchObject({ title: "Soldes de printemps", "image.alt": "Fleurs de printemps" });

    const languagesBefore = await server.database.db.selectFrom("pageLocalizations").selectAll().execute();
    const refused = await tool(viewerClient, "add_language", { projectId: "shop", language: "de" });
    expect(refused.isError).toBe(true);
    const unknownText = await tool(client, "translate_page", { projectId: "shop", slug: "spring", language: "fr", texts: { hero1: { price: "1" } } });
    expect(unknownText.isError).toBe(true);
    expect(unknownText.content[0]?.text).toMatch(/no text “price”/);
    expect(await server.database.db.selectFrom("pageLocalizations").selectAll().execute()).toEqual(languagesBefore);
    expect(text(await tool(client, "list_languages", { projectId: "shop" }))).toMatchObject({ languages: [{ tag: "fr", name: "Français", path: "fr", published: false }] });
  });
});

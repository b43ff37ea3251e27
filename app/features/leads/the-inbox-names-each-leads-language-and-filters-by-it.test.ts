import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { parseCsv } from "./csv";
import { leadWriterFor } from "./lead-writer.server";

describe.each(testDialects())("the inbox names each lead's language and filters by it, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const ids: Record<string, string> = {};
  const page = async (path: string) => {
    const answer = await owner.request(path);
    expect(answer.status).toBe(200);
    return new JSDOM(await answer.text()).window.document;
  };
  const listed = (document: Document) =>
    [...document.querySelectorAll('input[aria-label^="Select the lead from "]')].map((box) => box.getAttribute("aria-label")?.replace("Select the lead from ", ""));
  const languagesShown = (document: Document) => [...document.querySelectorAll("ul li span")].filter((span) => span.textContent?.startsWith("Language: ")).map((span) => span.innerHTML);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "boulanger@example.com", name: "Boulanger" });
    const { db } = server.database;
    const user = await db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    for (const id of ["mie", "seule"]) await createProject(db, { userId: user.id, isAdmin: false }, { name: id, id, language: "fr" });
    const leads: [projectId: string, name: string, language: string | null][] = [
      ["mie", "Amélie", "fr"],
      ["mie", "Karim", "ar"],
      ["mie", "Old Timer", null],
      ["seule", "Solène", "fr"],
      ["seule", "Sacha", "fr"],
    ];
    let minute = 0;
    for (const [projectId, name, language] of leads) {
      const created = new Date(Date.UTC(2026, 10, 2, 9, (minute += 1)));
      const stored = await leadWriterFor(server.database).write({
        projectId,
        sourceKind: "page",
        sourceSlug: "home",
        sourcePath: "/",
        language,
        sectionId: "contact1",
        fields: { name, custom: [] },
        searchText: name.toLowerCase(),
        idempotencyKey: `inbox-${name}`,
        addressHash: "hash",
        created,
        spamReason: null,
        mail: false,
      });
      ids[name] = stored.id;
    }
  }, 120_000);
  afterAll(() => server?.stop());

  it("names each lead's language in that language, marked as it, once the project has leads in two", async () => {
    const inbox = await page("/project/mie/leads");
    expect(listed(inbox)).toEqual(["Old Timer", "Karim", "Amélie"]);
    expect(languagesShown(inbox)).toEqual(['Language: <span lang="ar" dir="rtl">العربية</span>', 'Language: <span lang="fr">Français</span>']);
    const choices = [...inbox.querySelectorAll('select[name="language"] option')].map((option) => [option.getAttribute("value"), option.getAttribute("lang"), option.textContent]);
    expect(choices).toEqual([
      ["", null, "All languages"],
      ["ar", "ar", "العربية"],
      ["fr", "fr", "Français"],
    ]);

    const single = await page("/project/seule/leads");
    expect(listed(single)).toEqual(["Sacha", "Solène"]);
    expect(languagesShown(single)).toEqual([]);
    expect(single.querySelector('select[name="language"]')).toBeNull();
  });

  it("shows the language in the opened lead, even where the list leaves it out", async () => {
    const opened = await page(`/project/seule/leads?lead=${ids.Sacha}`);
    expect(opened.querySelector("aside p")?.innerHTML).toContain('· Language: <span lang="fr">Français</span>');
  });

  it("filters by a language given in the address, in any case, and keeps it in the export link", async () => {
    for (const tag of ["ar", "AR"]) {
      const filtered = await page(`/project/mie/leads?language=${tag}`);
      expect(listed(filtered)).toEqual(["Karim"]);
      expect(filtered.querySelector<HTMLSelectElement>('select[name="language"] option[selected]')?.value).toBe("ar");
      expect(filtered.querySelector("a[download]")?.getAttribute("href")).toBe("/project/mie/leads/export?language=ar");
    }
    expect(listed(await page("/project/seule/leads?language=ar"))).toEqual([]);
  });

  it("ignores a tag the list does not hold and says so, showing leads in every language", async () => {
    const ignored = await page("/project/mie/leads?language=klingon");
    expect(listed(ignored)).toEqual(["Old Timer", "Karim", "Amélie"]);
    expect([...ignored.querySelectorAll('[role="note"]')].map((note) => note.textContent)).toContain("“klingon” is not the tag of a listed language, so leads in every language are shown.");
    expect(ignored.querySelector("a[download]")?.getAttribute("href")).toBe("/project/mie/leads/export");
  });

  it("exports the language as the last column, filtered like the inbox", async () => {
    const csv = async (search: string) => parseCsv(Buffer.from(await (await owner.request(`/project/mie/leads/export${search}`)).arrayBuffer()).toString("utf8"));
    const [header = [], ...rows] = await csv("");
    expect(header.at(-1)).toBe("Language");
    expect(header.slice(-2, -1)).toEqual(["Embedded on"]);
    expect(rows.map((row) => [row[header.indexOf("Name")], row.at(-1)])).toEqual([
      ["Old Timer", ""],
      ["Karim", "ar"],
      ["Amélie", "fr"],
    ]);
    const [, ...french] = await csv("?language=fr");
    expect(french.map((row) => row[header.indexOf("Name")])).toEqual(["Amélie"]);
  });
});

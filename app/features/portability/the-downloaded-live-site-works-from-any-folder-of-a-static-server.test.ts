import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { exportLiveSite, NOT_PUBLISHED_MESSAGE } from "./export-live-site.server";
import { buildBakery, bytesOf, temporaryStorage, unzipped } from "./test-fixtures";

const ORIGIN = "http://127.0.0.1:3000";
const FOLDER = "/any/folder/bakery/";
const TYPES: Record<string, string> = { ".html": "text/html", ".xml": "application/xml", ".txt": "text/plain", ".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png", ".woff2": "font/woff2" };

/** A plain static file server, as nginx would be: files below `root`, 404 for anything else. */
function staticServer(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/** Every address a page refers to: links, stylesheets, icons, images (src and srcset) and fonts in its CSS. */
function referencesOf(html: string, pageUrl: string): string[] {
  const { document } = new JSDOM(html, { url: pageUrl }).window;
  const urls: string[] = [];
  const add = (value: string | null) => value && urls.push(new URL(value, pageUrl).href);
  document.querySelectorAll("a[href], link[href]").forEach((element) => add(element.getAttribute("href")));
  document.querySelectorAll("img[src], source[src]").forEach((element) => add(element.getAttribute("src")));
  document.querySelectorAll("[srcset], [imagesrcset]").forEach((element) => {
    const set = element.getAttribute("srcset") ?? element.getAttribute("imagesrcset") ?? "";
    set.split(",").forEach((candidate) => add(candidate.trim().split(/\s+/)[0] ?? null));
  });
  document.querySelectorAll("style").forEach((style) => [...(style.textContent ?? "").matchAll(/url\(["']?([^)"']+)["']?\)/g)].forEach((match) => add(match[1] ?? null)));
  return urls.filter((url) => !url.startsWith("data:") && !url.startsWith("mailto:") && !url.startsWith("tel:"));
}

describe.each(testDialects())("the downloaded live site on %s", (dialect) => {
  let f: Fixture;
  let files: ReturnType<typeof temporaryStorage>;
  let root: string;
  let server: Awaited<ReturnType<typeof staticServer>>;
  let archive: Map<string, Buffer>;

  beforeAll(async () => {
    f = await createFixture(dialect);
    files = temporaryStorage();
    await buildBakery(f.db, files.storage, f.owner, { typography: "editorial" });
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-static-"));
    server = await staticServer(root);
    const { body } = await exportLiveSite({ db: f.db, storage: files.storage, origin: ORIGIN }, f.owner, { projectId: "bakery", base: `${server.url}${FOLDER}` });
    archive = await unzipped(await bytesOf(body));
    for (const [name, bytes] of archive) {
      const target = path.join(root, FOLDER, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await f.database.close();
    files.remove();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("holds the pages, module, site files, images and a read-me as plain files", () => {
    const names = [...archive.keys()];
    expect(names).toEqual(expect.arrayContaining(["index.html", "about.html", "modules/offer.html", "sitemap.xml", "robots.txt", "404.html", "README.txt"]));
    expect(names.some((name) => /^media\/bakery\/[A-Za-z0-9]+\/w\d+-[0-9a-f]+\.webp$/.test(name))).toBe(true);
  });

  it("resolves every link, stylesheet, icon, image and font from a plain static server in any folder", async () => {
    // Every page the sitemap lists, the module, and whatever they link to.
    const sitemap = await (await fetch(`${server.url}${FOLDER}sitemap.xml`)).text();
    const pages = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""), `${server.url}${FOLDER}modules/offer.html`, `${server.url}${FOLDER}404.html`];
    const checked = new Map<string, number>();
    for (let index = 0; index < pages.length; index += 1) {
      const page = pages[index] ?? "";
      const answer = await fetch(page);
      expect(answer.status, page).toBe(200);
      for (const reference of referencesOf(await answer.text(), page)) {
        const target = reference.split("#")[0] ?? reference;
        // Only the static copy is crawled; nothing of it may point back at the installation.
        expect(target.startsWith(server.url), `${page} → ${target}`).toBe(true);
        if (checked.has(target)) continue;
        const status = (await fetch(target)).status;
        checked.set(target, status);
        expect(status, `${page} → ${target}`).toBe(200);
        if (target.endsWith(".html") && !pages.includes(target)) pages.push(target);
      }
    }
    expect(pages).toEqual(expect.arrayContaining([`${server.url}${FOLDER}about.html`]));
    expect([...checked.keys()].some((url) => url.includes("/media/"))).toBe(true);
    expect([...checked.keys()].some((url) => url.includes("/site-fonts/"))).toBe(true);
  });

  it("keeps images at their sizes and forms posting to this installation by absolute address", () => {
    const { document } = new JSDOM(archive.get("index.html")?.toString("utf8")).window;
    const image = document.querySelector("img[src^='media/']");
    expect(image?.getAttribute("width")).toBe("1600");
    expect(image?.getAttribute("height")).toBe("900");
    const form = document.querySelector("form[data-pw-lead]");
    expect(form?.getAttribute("action")).toBe(`${ORIGIN}/api/leads/bakery?from=home`);
    expect(archive.get("index.html")?.toString("utf8")).toContain(`fetch("${ORIGIN}/api/lead-token")`);
  });

  it("names the copy's own addresses in the sitemap, robots.txt and canonical links", () => {
    const base = `${server.url}${FOLDER}`;
    expect(archive.get("sitemap.xml")?.toString("utf8")).toContain(`<loc>${base}index.html</loc>`);
    expect(archive.get("sitemap.xml")?.toString("utf8")).toContain(`<loc>${base}about.html</loc>`);
    expect(archive.get("robots.txt")?.toString("utf8")).toContain(`Sitemap: ${base}sitemap.xml`);
    expect(archive.get("about.html")?.toString("utf8")).toContain(`<link rel="canonical" href="${base}about.html"/>`);
  });

  it("refuses a project that is not published, and a base that is not an http(s) address", async () => {
    await f.db.updateTable("projects").set({ livePublicationId: null }).where("id", "=", "bakery").execute();
    const deps = { db: f.db, storage: files.storage, origin: ORIGIN };
    await expect(exportLiveSite(deps, f.owner, { projectId: "bakery" })).rejects.toThrow(NOT_PUBLISHED_MESSAGE);
    await expect(exportLiveSite(deps, f.owner, { projectId: "bakery", base: "javascript:alert(1)" })).rejects.toThrow(/full http\(s\) address/);
  });
});

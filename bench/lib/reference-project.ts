// The reference landing page the published-page benchmarks serve (docs/benchmarks.md#published-pages):
// published through the product's own flow, then read back as a visitor's browser gets it, so the
// reference servers can be given the same bytes and headers.
import { request } from "node:http";
import path from "node:path";
import { openDatabase } from "../../db/database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../server/testing/browser-like-client";

const REFERENCE_SECTIONS = ["hero", "feature-list", "logo-showcase", "pricing", "testimonial", "faq", "call-to-action", "contact"].map((type, index) => ({
  id: `reference${index}`,
  type,
  variant: "default",
  props: {},
}));
const SEO = { title: "Bench Bakery — fresh bread every morning", description: "Sourdough, pastries and cakes baked every morning in the heart of town. Order online or visit us." };

/** The project's id, so its home page is served at `/{id}`. */
export const REFERENCE_PROJECT_ID = "bench";

/**
 * Signs in through the local provider, creates the project, gives its home page the 8 reference
 * sections and 19 more pages like it, and publishes the 20 pages through `POST /project/{id}/publish`.
 */
export async function prepareReferenceProject(app: { url: string }, dataDir: string): Promise<{ publishMs: number }> {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  const created = await client.request("/?index", {
    method: "POST",
    body: new URLSearchParams({ intent: "create-project", name: "Bench Bakery", id: REFERENCE_PROJECT_ID, primaryColor: "#1d4ed8", start: "blank" }),
  });
  if (created.status >= 400) throw new Error(`could not create the project: ${created.status}`);
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  try {
    const project = await database.db.selectFrom("projects").select(["homePageId", "settings"]).where("id", "=", REFERENCE_PROJECT_ID).executeTakeFirstOrThrow();
    await database.db.updateTable("projects").set({ settings: { ...project.settings, seoTitle: SEO.title, seoDescription: SEO.description } }).where("id", "=", REFERENCE_PROJECT_ID).execute();
    await database.db.updateTable("pages").set({ sections: REFERENCE_SECTIONS, seo: SEO }).where("id", "=", project.homePageId ?? "").execute();
    const home = await database.db.selectFrom("pages").selectAll().where("id", "=", project.homePageId ?? "").executeTakeFirstOrThrow();
    const now = new Date();
    await database.db
      .insertInto("pages")
      .values(Array.from({ length: 19 }, (_, index) => ({ ...home, id: `benchpage${index}`, slug: `page-${index + 1}`, title: `Page ${index + 1}`, position: index + 1, created: now, updated: now })))
      .execute();
  } finally {
    await database.close();
  }
  const started = performance.now();
  const published = await client.request(`/project/${REFERENCE_PROJECT_ID}/publish`, { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  const publishMs = performance.now() - started;
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  return { publishMs };
}

export type BrotliPage = { body: Buffer; headers: Record<string, string> };

/** The page as a browser accepting brotli gets it: the compressed bytes as sent, and the response's headers. */
export function fetchBrotliPage(pageUrl: string): Promise<BrotliPage> {
  return new Promise((resolve, reject) => {
    request(pageUrl, { headers: { "Accept-Encoding": "br" } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ body: Buffer.concat(chunks), headers: incoming.headers as Record<string, string> }));
    })
      .on("error", reject)
      .end();
  });
}

/** The response headers a reference server repeats, so every target sends what ours sends. */
export const SERVED_HEADERS = ["content-type", "content-encoding", "etag", "cache-control", "vary", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];

/** Our page's served headers, named as they are usually written (`Content-Type`), for a reference server's configuration. */
export function sameHeadersAs(page: BrotliPage): Record<string, string> {
  return Object.fromEntries(
    SERVED_HEADERS.filter((name) => page.headers[name]).map((name) => [name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase()), page.headers[name] ?? ""]),
  );
}

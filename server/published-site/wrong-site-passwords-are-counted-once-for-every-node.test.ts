import http from "node:http";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { setSitePassword } from "../../app/features/site-protection/change-site-password.server";
import { testDialects } from "../../db/test-database";
import { ATTEMPT_WINDOW_MS, PASSWORD_ATTEMPTS_PER_ADDRESS } from "./protected-pages";
import { startPublishedSite, type PublishedSite } from "./published-site";
import { startSiteServer, WENT_TO_APP, type SiteServer } from "./test-fixtures";

const PASSWORD = "open sesame";
// Attempts are counted in fixed windows on the clock: the tests' attempts must all fall in one.
const ATTEMPTS_TAKE_AT_MOST_MS = 30_000;

async function awaitRoomInTheAttemptWindow(): Promise<void> {
  const left = ATTEMPT_WINDOW_MS - (Date.now() % ATTEMPT_WINDOW_MS);
  if (left < ATTEMPTS_TAKE_AT_MOST_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Another node's fast path over the same database: its own process state, so its own rate limiter. */
async function startOtherNode(server: SiteServer): Promise<{ url: string; stop: () => Promise<void> }> {
  const site: PublishedSite = await startPublishedSite({ ...server.database }, pino({ level: "silent" }), () => null);
  const node = http.createServer((request, response) =>
    site.handle(request, response, () => {
      response.writeHead(WENT_TO_APP);
      response.end();
    }),
  );
  await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
  const { port } = node.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      node.closeAllConnections();
      await new Promise<void>((resolve) => node.close(() => resolve()));
      await site.stop();
    },
  };
}

describe.each(testDialects())("wrong site passwords are counted once for every node on %s", (dialect) => {
  let server: SiteServer;
  const tryPassword = (url: string, password: string) =>
    fetch(`${url}/club/members`, { method: "POST", body: new URLSearchParams({ password }), redirect: "manual" });

  beforeAll(async () => {
    server = await startSiteServer(dialect);
    await createProject(server.db, server.owner, { name: "Club", id: "club", start: "starter" });
    const page = await createPage(server.db, server.owner, { projectId: "club", title: "Members", slug: "members" });
    await setSitePassword(server.db, server.owner, { projectId: "club", target: page.id, password: PASSWORD });
    await server.publish("club");
    await awaitRoomInTheAttemptWindow();
  }, 90_000);
  afterAll(() => server.stop());

  it("never counts reading the protected page, only posting a password", async () => {
    for (let read = 0; read < PASSWORD_ATTEMPTS_PER_ADDRESS + 5; read += 1) expect((await fetch(`${server.url}/club/members`)).status).toBe(403);
    expect((await tryPassword(server.url, "guess")).status).toBe(403);
  });

  it("refuses the attempt after the limit with 429 and a Retry-After within the window, even when the site is started again", async () => {
    for (let attempt = 1; attempt < PASSWORD_ATTEMPTS_PER_ADDRESS; attempt += 1) expect((await tryPassword(server.url, "guess")).status).toBe(403);
    await server.restartSite();
    const limited = await tryPassword(server.url, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("set-cookie")).toBeNull();
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it.runIf(dialect === "postgres")("refuses the address on another node too, since the count is in the shared table", async () => {
    const other = await startOtherNode(server);
    try {
      expect((await tryPassword(other.url, PASSWORD)).status).toBe(429);
      const counters = await server.db.selectFrom("leadRateCounters").select(["key", "hits"]).where("key", "like", "site-password:%").execute();
      expect(counters).toHaveLength(1);
      expect(Number(counters[0]?.hits)).toBe(PASSWORD_ATTEMPTS_PER_ADDRESS + 2);
    } finally {
      await other.stop();
    }
  });
});

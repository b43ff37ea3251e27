import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { readBuildInfo } from "../../../server/build-info";
import { loadConfig } from "../../../server/config";
import { startServer } from "../../../server/start-server";
import { freePort } from "../../../server/testing/free-ports";
import { buildDir } from "../../../server/testing/test-server";
import { publishProject } from "./publish-project.server";
import { pageCssBuilder } from "./site-stylesheet.server";

// A restore or a move under another PUBLIC_URL (docs/product.md#publishing).
describe.each(testDialects())("a live site after the installation's address changed, on %s", (dialect) => {
  let f: Fixture;
  let dataDir: string;
  beforeEach(async () => {
    f = await createFixture(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-moved-"));
    await createProject(f.db, f.owner, { name: "Bakery", id: "bakery", start: "starter" });
  });
  afterEach(async () => {
    await f.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const publishUnder = (origin: string) => publishProject(f.db, f.owner, { projectId: "bakery", origin, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });

  async function startUnder(publicUrl: string, port: number) {
    const config = loadConfig({ PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: publicUrl, DATA_DIR: dataDir, NODE_ENV: "test" });
    const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const clientDir = path.join(buildDir, "client");
    return startServer(config, pino({ level: "silent" }), { serverBuild, clientFiles: { dir: clientDir }, buildInfo: readBuildInfo(clientDir), database: f.database });
  }

  it("names the new address in its canonical link, og:url, JSON-LD, sitemap and robots.txt, in the same version", async () => {
    expect(await publishUnder("https://old.example")).toMatchObject({ outcome: "published", number: 1 });
    const port = await freePort();
    const address = `http://localhost:${port}`;
    const running = await startUnder(address, port);
    try {
      const page = await (await fetch(`${address}/bakery`)).text();
      expect(page).toContain(`<link rel="canonical" href="${address}/bakery"/>`);
      expect(page).toContain(`<meta property="og:url" content="${address}/bakery"/>`);
      expect(page).toContain(`"url":"${address}/bakery"`);
      expect(await (await fetch(`${address}/bakery/sitemap.xml`)).text()).toContain(`<loc>${address}/bakery</loc>`);
      expect(await (await fetch(`${address}/bakery/robots.txt`)).text()).toContain(`Sitemap: ${address}/bakery/sitemap.xml`);
      const documents = await f.db.selectFrom("publishedDocuments").select(["path", "body"]).execute();
      for (const document of documents) expect(document.body.toString("utf8"), document.path).not.toContain("old.example");
    } finally {
      await running.stop("test finished");
    }
    // No new version: the live publication is the one the partner published, at its new address.
    expect(await f.db.selectFrom("publications").select("number").execute()).toEqual([{ number: 1 }]);
    expect(await publishUnder(address)).toEqual({ outcome: "already-live", number: 1 });
  });
});

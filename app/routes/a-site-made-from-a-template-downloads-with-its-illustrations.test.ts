import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { exportLiveSite } from "~/features/portability/export-live-site.server";
import { bytesOf, depsFor, temporaryStorage, unzipped } from "~/features/portability/test-fixtures";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { templateById } from "~/features/templates/template-registry";
import { TEMPLATE_ILLUSTRATIONS } from "~/features/templates/template-illustrations";
import { createProjectFromBuiltInTemplate } from "./create-project-from-built-in-template.server";

const ORIGIN = "http://127.0.0.1:3000";

describe.each(testDialects())("a site made from the portfolio template and downloaded, on %s", (dialect) => {
  let f: Fixture;
  let files: ReturnType<typeof temporaryStorage>;
  let archive: Map<string, Buffer>;

  beforeAll(async () => {
    f = await createFixture(dialect);
    files = temporaryStorage();
    const portfolio = templateById("portfolio");
    if (!portfolio) throw new Error("the portfolio template is missing");
    await createProjectFromBuiltInTemplate(depsFor(f.db, files.storage), f.owner, portfolio, { id: "jonah", name: "Jonah Studio", primaryColor: "#334155" });
    const readStoredFile = async (key: string) => {
      const file = await files.storage.get(key);
      return file ? Buffer.concat(await file.body.toArray()) : null;
    };
    await publishProject(f.db, f.owner, { projectId: "jonah", origin: ORIGIN, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources, readStoredFile });
    const { body } = await exportLiveSite({ db: f.db, storage: files.storage, origin: ORIGIN }, f.owner, { projectId: "jonah" });
    archive = await unzipped(await bytesOf(body));
  }, 60_000);
  afterAll(async () => {
    await f.database.close();
    files.remove();
  });

  it("shows each illustration from a file in the download, by a relative address, with its size and alt text", () => {
    const html = archive.get("index.html")?.toString("utf8") ?? "";
    const { document } = new JSDOM(html, { url: "https://copy.example.com/folder/index.html" }).window;
    const images = [...document.querySelectorAll("img")];
    const names = ["portfolio-sketchbook", "portfolio-packaging", "portfolio-badge", "portfolio-poster"] as const;
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(names.map((name) => TEMPLATE_ILLUSTRATIONS[name].alt));
    for (const image of images) {
      const src = image.getAttribute("src") ?? "";
      expect(src).toMatch(/^media\/jonah\/[A-Za-z0-9]+\/original-[0-9a-f]+\.svg$/);
      expect(archive.get(src)?.toString("utf8")).toContain("<svg");
      expect([image.getAttribute("width"), image.getAttribute("height")]).not.toContain(null);
    }
  });
});

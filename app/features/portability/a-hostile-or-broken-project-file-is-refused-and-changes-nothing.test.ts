import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import type { Db } from "~/access/project-access.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { AppError } from "~/lib/app-error";
import { importProject } from "./import-project.server";
import { readProjectArchive } from "./read-project-archive.server";
import { buildBakery, depsFor, exportedZip, handMadeZip, temporaryStorage } from "./test-fixtures";

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()).sort();
}

async function rows(db: Db) {
  return {
    projects: await db.selectFrom("projects").select("id").orderBy("id").execute(),
    pages: await db.selectFrom("pages").select("id").orderBy("id").execute(),
    modules: await db.selectFrom("modules").select("id").orderBy("id").execute(),
    assets: await db.selectFrom("assets").select("id").orderBy("id").execute(),
    folders: await db.selectFrom("assetFolders").select("id").orderBy("id").execute(),
    redirects: await db.selectFrom("projectRedirects").selectAll().orderBy("projectId").orderBy("fromPath").execute(),
  };
}

describe.each(testDialects())("a hostile or broken project file on %s", (dialect) => {
  let f: Fixture;
  let files: ReturnType<typeof temporaryStorage>;
  let manifest: Record<string, unknown> & { version: number; pages: { slug: string; sections: { type: string; props: Record<string, unknown> }[] }[] };
  let images: Map<string, Buffer>;
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  beforeAll(async () => {
    f = await createFixture(dialect);
    files = temporaryStorage();
    await buildBakery(f.db, files.storage, f.owner);
    const archive = await readProjectArchive(await exportedZip(f.db, files.storage, f.owner), { maxUncompressedBytes: 1e8, maxEntries: 10, maxRatio: 200 });
    manifest = archive.manifest as typeof manifest;
    images = archive.files;
  }, 60_000);
  afterAll(async () => {
    await f.database.close();
    files.remove();
  });

  /** Imports `archive` as a new id, expects a refusal, and shows that no row and no file changed. */
  async function refused(archive: Buffer, message: RegExp | string, deps = depsFor(f.db, files.storage)): Promise<AppError> {
    const before = { rows: await rows(f.db), files: filesUnder(files.dir) };
    const error = await importProject(deps, f.owner, { archive, id: "imported" }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    const refusal = error as AppError;
    expect(refusal.status).toBe(400);
    expect([refusal.message, ...Object.values(refusal.fieldErrors)].join(" ")).toMatch(message);
    expect({ rows: await rows(f.db), files: filesUnder(files.dir) }).toEqual(before);
    return refusal;
  }

  const image = () => [...images][0] ?? ["images/x.jpg", Buffer.alloc(0)];

  it("refuses paths that climb out of the archive or start at the root (zip slip)", async () => {
    for (const name of ["../evil.txt", "/etc/evil.txt", "images/../../evil.jpg", "images\\..\\evil.jpg"]) {
      await refused(handMadeZip([{ name: "project.json", data: json(manifest) }, { name, data: Buffer.from("x") }]), /unsafe|not part of a project export/);
    }
    expect(fs.existsSync(path.join(files.dir, "..", "evil.txt"))).toBe(false);
  });

  it("refuses a zip bomb by its ratio, and an archive that unpacks to more than the limit, while reading", async () => {
    await refused(await zipOf({ "project.json": json(manifest), "images/bomb.jpg": Buffer.alloc(40 * 1024 * 1024) }), /compressed more than any real file/);
    const deps = { ...depsFor(f.db, files.storage), archiveLimits: { maxUncompressedBytes: 4 * 1024, maxEntries: 10, maxRatio: 200 } };
    const [name, bytes] = image();
    const big = await zipOf({ "project.json": json(manifest), [name]: bytes });
    await refused(big, /unpacks to more than this installation accepts/, deps);
  });

  it("refuses the same name twice, links and files the format does not have", async () => {
    await refused(handMadeZip([{ name: "project.json", data: json(manifest) }, { name: "project.json", data: json({}) }]), /twice/);
    const [name, bytes] = image();
    await refused(handMadeZip([{ name: "project.json", data: json(manifest) }, { name, data: bytes, unixMode: 0o120777 }]), /link or a special file/);
    await refused(await zipOf({ "project.json": json(manifest), "run.sh": Buffer.from("#!/bin/sh") }), /not part of a project export/);
  });

  it("refuses what is not a zip, or has no manifest, or a manifest that is not JSON", async () => {
    await refused(Buffer.from("not a zip at all"), /not a readable zip archive/);
    await refused(await zipOf({ "images/a.jpg": Buffer.from("x") }), /has no project.json/);
    await refused(await zipOf({ "project.json": Buffer.from("{ nope") }), /not valid JSON/);
  });

  it("refuses another format version, saying which", async () => {
    await refused(await zipOf({ "project.json": json({ ...manifest, version: 4 }), ...Object.fromEntries(images) }), /version 4, made by a newer Pagewright/);
    await refused(await zipOf({ "project.json": json({ ...manifest, version: 0 }), ...Object.fromEntries(images) }), /version \(0\) is not one this installation reads \(1, 2 or 3\)/);
    await refused(await zipOf({ "project.json": json({ ...manifest, format: "wordpress" }) }), /not a Pagewright project export/);
  });

  it("refuses invalid content with every problem listed by its place in the file", async () => {
    const pages = manifest.pages.map((page, index) =>
      index === 0 ? { ...page, slug: "not a slug", sections: page.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title: 42 } } : section)) } : page,
    );
    const refusal = await refused(await zipOf({ "project.json": json({ ...manifest, pages }), ...Object.fromEntries(images) }), /problem/);
    expect(Object.keys(refusal.fieldErrors)).toContain("pages[0].slug");
    const broken = structuredClone(manifest);
    const first = broken.pages[0];
    if (first) first.sections = first.sections.map((section) => (section.type === "hero" ? { ...section, type: "marquee" } : section));
    const unknown = await refused(await zipOf({ "project.json": json(broken), ...Object.fromEntries(images) }), /no section type "marquee"/);
    expect(Object.keys(unknown.fieldErrors).some((key) => /^pages\[0\]\.sections\[\d+\]$/.test(key))).toBe(true);
  });

  it("refuses redirects to javascript:, loops, chains, a page's own path and a not-found page the file does not have", async () => {
    const pages = manifest.pages as unknown as { id: string }[];
    const withRules = (redirects: unknown[], notFoundPageId: string | null = pages[0]?.id ?? null) =>
      zipOf({ "project.json": json({ ...manifest, project: { ...(manifest.project as object), notFoundPageId }, redirects }), ...Object.fromEntries(images) });
    const cases: [unknown[], RegExp][] = [
      [[{ from: "/x", to: "javascript:alert(1)", status: 301 }], /only lead to a path of the site or an http\(s\) address/],
      [[{ from: "/x", to: "java\tscript:alert(1)", status: 301 }], /spaces or invisible characters/],
      [[{ from: "/a", to: "/b", status: 301 }, { from: "/b", to: "/a", status: 301 }], /this would make a loop/],
      [[{ from: "/a", to: "/b", status: 301 }, { from: "/b", to: "/c", status: 301 }], /no chain of redirects/],
      [[{ from: "/about", to: "/b", status: 301 }], /A page of the file is at \/about/],
      [[{ from: "/x", to: "/b", status: 307 }], /Use 301 or 302/],
      [[{ from: "/x", to: "/b", status: 301 }, { from: "/X/", to: "/c", status: 301 }], /redirected twice/],
    ];
    for (const [redirects, message] of cases) await refused(await withRules(redirects), message);
    await refused(await withRules([], "nosuchpage"), /Names a page the file does not have/);
    const refusal = await refused(await withRules([{ from: "/x", to: "javascript:alert(1)", status: 301 }]), /problem|redirect/);
    expect(Object.keys(refusal.fieldErrors)).toContain("redirects[0].to");
  });

  it("refuses a page language the app does not list, naming the page's field", async () => {
    const pages = manifest.pages.map((page, index) => (index === 0 ? { ...page, seo: { language: "tlh" } } : page));
    const refusal = await refused(await zipOf({ "project.json": json({ ...manifest, pages }), ...Object.fromEntries(images) }), /Not a language this app lists/);
    expect(Object.keys(refusal.fieldErrors)).toContain("pages[0].seo.language");
  });

  it("refuses a module's embedding hosts that are not host names as the app stores them", async () => {
    const withHosts = (embedHosts: unknown) => zipOf({ "project.json": json({ ...manifest, modules: (manifest.modules as Record<string, unknown>[]).map((module) => ({ ...module, embedHosts })) }), ...Object.fromEntries(images) });
    for (const hosts of [["*"], ["'self' https:"], ["javascript:alert(1)"], ["Crumb.Test"], ["crumb.test/shop"], [], "crumb.test"]) {
      const refusal = await refused(await withHosts(hosts), /problem/);
      expect(Object.keys(refusal.fieldErrors).some((key) => key.startsWith("modules[0].embedHosts")), JSON.stringify(hosts)).toBe(true);
    }
  });

  it("refuses an image that is not the picture it claims to be, as an upload would", async () => {
    const [name] = image();
    await refused(await zipOf({ "project.json": json(manifest), [name]: Buffer.from("<script>alert(1)</script>") }), /images\[0\]\.file|not/);
  });

  it("removes the images it wrote when the rows cannot be written, leaving nothing behind", async () => {
    const failing = f.db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === "InsertQueryNode" && JSON.stringify(args.node.into).includes('"modules"')) throw new Error("the disk is full");
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const before = { rows: await rows(f.db), files: filesUnder(files.dir) };
    await expect(importProject(depsFor(failing, files.storage), f.owner, { archive: await exportedZip(f.db, files.storage, f.owner), id: "imported" })).rejects.toThrow("the disk is full");
    expect({ rows: await rows(f.db), files: filesUnder(files.dir) }).toEqual(before);
  });
});

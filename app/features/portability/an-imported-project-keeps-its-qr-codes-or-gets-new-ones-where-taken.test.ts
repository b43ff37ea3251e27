import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import type { Db } from "~/access/project-access.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { AppError } from "~/lib/app-error";
import type { ImportAnswer } from "./import-answer";
import { importProject } from "./import-project.server";
import { handleImportRequest } from "./import-request.server";
import { readProjectArchive } from "./read-project-archive.server";
import { buildBakery, depsFor, exportedZip, temporaryStorage } from "./test-fixtures";

const TELEGRAM = "https://t.me/bakery";

async function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const byCode = (a: { code?: unknown }, b: { code?: unknown }) => (String(a.code) < String(b.code) ? -1 : 1);

/** The project's codes in code order (sorted here: the dialects' collations order letter case differently). */
async function codesOf(db: Db, projectId: string) {
  return (await db.selectFrom("qrCodes").select(["code", "target", "label", "retargetedAt"]).where("projectId", "=", projectId).execute())
    .map(({ retargetedAt, ...row }) => ({ ...row, retargeted: retargetedAt !== null }))
    .sort(byCode);
}

// Two installations of the same dialect: where the project was exported, and a fresh one.
describe.each(testDialects())("an exported project's QR codes, imported on %s", (dialect) => {
  let source: Fixture;
  let target: Fixture;
  let sourceFiles: ReturnType<typeof temporaryStorage>;
  let targetFiles: ReturnType<typeof temporaryStorage>;
  let zip: Buffer;
  let manifest: Record<string, unknown> & { version: number; qrCodes?: Record<string, unknown>[] };
  let images: Map<string, Buffer>;

  beforeAll(async () => {
    source = await createFixture(dialect);
    target = await createFixture(dialect);
    sourceFiles = temporaryStorage();
    targetFiles = temporaryStorage();
    await buildBakery(source.db, sourceFiles.storage, source.owner);
    const created = new Date("2026-11-20T09:00:00Z");
    await source.db
      .insertInto("qrCodes")
      .values([
        { code: "HomeCod1", projectId: "bakery", target: "/bakery", label: "Home", created },
        { code: "AboutCd2", projectId: "bakery", target: "/bakery/about", label: "About us", created },
        { code: "FlyerCd3", projectId: "bakery", target: "/bakery", label: "Home", created, retargetedAt: new Date("2026-11-22T09:00:00Z") },
        { code: "ChatCod4", projectId: "bakery", target: TELEGRAM, label: "Telegram @bakery", created },
        { code: "GoneCod5", projectId: "bakery", target: "/bakery/about", label: "About us", created, deletedAt: new Date("2026-11-23T09:00:00Z") },
      ])
      .execute();
    await source.db.insertInto("qrCodeDailyScans").values({ code: "FlyerCd3", day: "2026-11-23", scans: 7 }).execute();
    zip = await exportedZip(source.db, sourceFiles.storage, source.owner);
    const archive = await readProjectArchive(zip, { maxUncompressedBytes: 1e8, maxEntries: 10, maxRatio: 200 });
    manifest = archive.manifest as typeof manifest;
    images = archive.files;
  }, 60_000);
  afterAll(async () => {
    await source.database.close();
    await target.database.close();
    sourceFiles.remove();
    targetFiles.remove();
  });

  it("exports every code that still answers, its target below the project, and leaves deleted codes behind", () => {
    expect(manifest.version).toBe(3);
    expect(manifest.qrCodes).toEqual([
      { code: "AboutCd2", target: "/about", label: "About us", retargeted: false, created: "2026-11-20T09:00:00.000Z" },
      { code: "ChatCod4", target: TELEGRAM, label: "Telegram @bakery", retargeted: false, created: "2026-11-20T09:00:00.000Z" },
      { code: "FlyerCd3", target: "/", label: "Home", retargeted: true, created: "2026-11-20T09:00:00.000Z" },
      { code: "HomeCod1", target: "/", label: "Home", retargeted: false, created: "2026-11-20T09:00:00.000Z" },
    ]);
  });

  it("keeps every code that is free on the importing installation, pointed at the copy's own pages, and gives a taken one a new code it reports", async () => {
    // On the other installation, a project once had (and deleted) one of the file's codes: deleted codes stay taken.
    await buildBakery(target.db, targetFiles.storage, target.owner);
    await target.db.insertInto("qrCodes").values({ code: "ChatCod4", projectId: "bakery", target: "/bakery", label: "Home", created: new Date(), deletedAt: new Date() }).execute();

    const imported = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip, id: "bakerycopy" });
    expect(imported.renumberedQrCodes).toHaveLength(1);
    const [renumbered] = imported.renumberedQrCodes;
    expect(renumbered).toMatchObject({ label: "Telegram @bakery", from: "ChatCod4" });
    expect(renumbered?.to).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await codesOf(target.db, "bakerycopy")).toEqual(
      [
        { code: "AboutCd2", target: "/bakerycopy/about", label: "About us", retargeted: false },
        { code: renumbered?.to, target: TELEGRAM, label: "Telegram @bakery", retargeted: false },
        { code: "FlyerCd3", target: "/bakerycopy", label: "Home", retargeted: true },
        { code: "HomeCod1", target: "/bakerycopy", label: "Home", retargeted: false },
      ].sort(byCode),
    );
    // The project that already had the code keeps it as it was.
    expect(await target.db.selectFrom("qrCodes").select(["projectId", "deletedAt"]).where("code", "=", "ChatCod4").execute()).toEqual([{ projectId: "bakery", deletedAt: expect.any(Date) }]);
  });

  it("gives every code a new one when the project is imported again where its codes are taken, and leaves the original's codes alone", async () => {
    const before = await codesOf(source.db, "bakery");
    const imported = await importProject(depsFor(source.db, sourceFiles.storage), source.owner, { archive: zip, id: "bakerytwo" });
    expect(imported.renumberedQrCodes.map((entry) => entry.from).sort()).toEqual(["AboutCd2", "ChatCod4", "FlyerCd3", "HomeCod1"]);
    const copies = await codesOf(source.db, "bakerytwo");
    expect(copies.map((row) => row.code).sort()).toEqual(imported.renumberedQrCodes.map((entry) => entry.to).sort());
    expect(copies.map((row) => row.target).sort()).toEqual(["/bakerytwo", "/bakerytwo", "/bakerytwo/about", TELEGRAM]);
    expect(await codesOf(source.db, "bakery")).toEqual(before);
  });

  it("lists the codes that got new ones in the import's summary, to print them again", async () => {
    const body = new FormData();
    body.set("archive", new Blob([new Uint8Array(zip)]), "bakery.zip");
    body.set("id", "bakerythree");
    const response = await handleImportRequest(new Request("http://localhost/project-import", { method: "POST", body }), depsFor(source.db, sourceFiles.storage), source.owner, 50 * 1024 * 1024);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ImportAnswer;
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.renumberedQrCodes).toHaveLength(4);
    const about = answer.renumberedQrCodes.find((entry) => entry.from === "AboutCd2");
    expect(answer.message).toContain("Imported “Bakery” as bakerythree. It is not published yet. 4 QR codes were already taken on this installation and got a new code, so print them again: ");
    expect(answer.message).toContain(`About us /q/AboutCd2 → /q/${about?.to}`);
  });

  it("reads a version 1 file, which has no QR codes", async () => {
    const { qrCodes: _codes, ...older } = manifest;
    const archive = await zipOf(new Map([["project.json", Buffer.from(JSON.stringify({ ...older, version: 1 }))], ...images]));
    const imported = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive, id: "bakeryold" });
    expect(imported.renumberedQrCodes).toEqual([]);
    expect(await codesOf(target.db, "bakeryold")).toEqual([]);
  });

  it("refuses a file whose QR codes are malformed, open another site, repeat a code or give an address two own codes, and changes nothing", async () => {
    const codes = manifest.qrCodes ?? [];
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["another site", { qrCodes: [{ ...codes[0], target: "https://evil.example/" }] }, /path of the project .* WhatsApp/],
      ["a path outside the project", { qrCodes: [{ ...codes[0], target: "/../admin" }] }, /path of the project/],
      ["a malformed code", { qrCodes: [{ ...codes[0], code: "abc/../x" }] }, /eight letters and digits/],
      ["a repeated code", { qrCodes: [codes[0], { ...codes[1], code: codes[0]?.code }] }, /listed twice/],
      ["two own codes", { qrCodes: [codes[3], { ...codes[2], retargeted: false }] }, /two QR codes of its own/],
      ["codes in a version 1 file", { version: 1 }, /version 1 file has no QR codes/],
      ["a field the format does not have", { qrCodes: [{ ...codes[0], scans: 3 }] }, /Unrecognized key|scans/],
    ];
    const state = async () => ({ codes: await target.db.selectFrom("qrCodes").selectAll().orderBy("code").execute(), projects: await target.db.selectFrom("projects").select("id").orderBy("id").execute() });
    for (const [what, change, message] of cases) {
      const before = await state();
      const archive = await zipOf(new Map([["project.json", Buffer.from(JSON.stringify({ ...manifest, ...change }))], ...images]));
      const error = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive, id: "refused" }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error, what).toBeInstanceOf(AppError);
      expect((error as AppError).status, what).toBe(400);
      expect([(error as AppError).message, ...Object.values((error as AppError).fieldErrors)].join(" "), what).toMatch(message);
      expect(await state(), what).toEqual(before);
    }
  });
});

import { createHash } from "node:crypto";
import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { hasGpsBlock, jpegWithLocation, sampleImage } from "~/features/assets/testing/sample-images";
import { uploadAssets } from "~/features/assets/upload-assets.server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { importProject } from "./import-project.server";
import { depsFor, exportedZip, handMadeZip, LIMITS, temporaryStorage, unzipped } from "./test-fixtures";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// docs/product.md#portability: an export's originals come back as they left.
describe.each(testDialects())("images exported and imported on %s", (dialect) => {
  let f: Fixture;
  let files: ReturnType<typeof temporaryStorage>;
  beforeEach(async () => {
    f = await createFixture(dialect);
    files = temporaryStorage();
    await createProject(f.db, f.owner, { name: "Bakery", id: "bakery" });
  });
  afterEach(async () => {
    await f.database.close();
    files.remove();
  });

  async function storedOriginal(projectId: string, fileName: string): Promise<Buffer> {
    const asset = await f.db.selectFrom("assets").select("originalKey").where("projectId", "=", projectId).where("fileName", "=", fileName).executeTakeFirstOrThrow();
    const file = await files.storage.get(asset.originalKey);
    if (!file) throw new Error(`${asset.originalKey} is not stored`);
    return Buffer.concat(await file.body.toArray());
  }

  it("keeps every original byte for byte: a JPEG, a PNG, a WebP and a GIF", async () => {
    const uploads = [
      { name: "bread.jpg", bytes: await sampleImage(1600, 900, "jpeg") },
      { name: "logo.png", bytes: await sampleImage(400, 300, "png") },
      { name: "cake.webp", bytes: await sampleImage(640, 480, "webp") },
      { name: "oven.gif", bytes: await sampleImage(320, 240, "gif") },
    ];
    const uploaded = await uploadAssets({ db: f.db, storage: files.storage, limits: LIMITS, logger: pino({ level: "silent" }) }, f.owner, { projectId: "bakery", files: uploads });
    expect(uploaded.every((result) => result.ok)).toBe(true);
    const { id } = await importProject(depsFor(f.db, files.storage), f.owner, { archive: await exportedZip(f.db, files.storage, f.owner), id: "bakerycopy" });
    for (const { name } of uploads) {
      expect(sha256(await storedOriginal(id, name)), name).toBe(sha256(await storedOriginal("bakery", name)));
    }
  });

  it("still takes the location and the rotation out of an image a hand-made archive carries", async () => {
    await uploadAssets({ db: f.db, storage: files.storage, limits: LIMITS, logger: pino({ level: "silent" }) }, f.owner, { projectId: "bakery", files: [{ name: "bread.jpg", bytes: await sampleImage(60, 40) }] });
    const entries = await unzipped(await exportedZip(f.db, files.storage, f.owner));
    const located = await jpegWithLocation();
    const archive = handMadeZip([...entries].map(([name, data]) => ({ name, data: name.startsWith("images/") ? located : data })));
    const { id } = await importProject(depsFor(f.db, files.storage), f.owner, { archive, id: "handmade" });
    const stored = await storedOriginal(id, "bread.jpg");
    expect(stored.equals(located)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(hasGpsBlock(metadata.exif)).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
  });
});

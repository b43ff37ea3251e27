import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidStorageKeyError, type AssetStorage } from "./asset-storage";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import { createS3Storage } from "./s3-storage.server";
import { startS3rver, type RunningS3 } from "./testing/start-s3rver";

type Driver = { name: string; start: () => Promise<{ storage: AssetStorage; stop: () => Promise<void> }> };

const drivers: Driver[] = [
  {
    name: "local disk",
    start: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-assets-"));
      return { storage: createLocalDiskStorage(dir), stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    start: async () => {
      const s3: RunningS3 = await startS3rver();
      return { storage: createS3Storage(s3.config), stop: s3.stop };
    },
  },
];

describe.each(drivers)("the $name storage driver", (driver) => {
  let storage: AssetStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await driver.start());
  });
  afterAll(() => stop());

  const uniqueKey = (extension: string) => `proj/${randomBytes(6).toString("hex")}/w640-abc.${extension}`;

  it("stores bytes and streams them back with their size and the key's content type", async () => {
    const key = uniqueKey("webp");
    const bytes = randomBytes(70_000);
    await storage.put(key, bytes);
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.size).toBe(bytes.length);
    expect(stored?.contentType).toBe("image/webp");
    expect((await buffer(stored!.body)).equals(bytes)).toBe(true);
  });

  it("answers stat and exists without reading the file", async () => {
    const key = uniqueKey("svg");
    await storage.put(key, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(await storage.stat(key)).toEqual({ size: 41, contentType: "image/svg+xml" });
    expect(await storage.exists(key)).toBe(true);
  });

  it("answers null and false for a key that was never written", async () => {
    const key = uniqueKey("png");
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it("replaces a file written twice under one key", async () => {
    const key = uniqueKey("gif");
    await storage.put(key, Buffer.from("first"));
    await storage.put(key, Buffer.from("second, longer"));
    const stored = await storage.get(key);
    expect(await text(stored!.body)).toBe("second, longer");
  });

  it("deletes a file, and deleting it again is not an error", async () => {
    const key = uniqueKey("jpg");
    await storage.put(key, Buffer.from("jpeg"));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("stores an empty file", async () => {
    const key = uniqueKey("avif");
    await storage.put(key, Buffer.alloc(0));
    expect(await storage.stat(key)).toEqual({ size: 0, contentType: "image/avif" });
  });

  it.each(["../escape.png", "proj/../../etc/passwd.png", "/absolute.png", "proj/name.exe", "proj//double.png", "proj/.hidden.png", "", "proj/x.PNG"])(
    "refuses the key %j before touching storage",
    async (key) => {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

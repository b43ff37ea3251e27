import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteProjectFiles } from "./delete-project-files.server";
import { createLocalDiskStorage } from "./local-disk-storage.server";

let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe("deleteProjectFiles", () => {
  it("removes every stored file of a deleted project and keeps going past one that fails", async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-files-"));
    const storage = createLocalDiskStorage(root);
    const keys = ["shop/a1/original-abc123.jpg", "shop/a1/w320-def456.webp"];
    for (const key of keys) await storage.put(key, Buffer.from("x"));
    const logger = { warn: vi.fn() };
    const failing = { ...storage, delete: async (key: string) => (key === keys[0] ? Promise.reject(new Error("disk busy")) : storage.delete(key)) };
    await deleteProjectFiles(failing, keys, logger);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(await storage.exists(keys[0] ?? "")).toBe(true);
    expect(await storage.exists(keys[1] ?? "")).toBe(false);
    await deleteProjectFiles(storage, keys, logger);
    expect(await storage.exists(keys[0] ?? "")).toBe(false);
  });
});

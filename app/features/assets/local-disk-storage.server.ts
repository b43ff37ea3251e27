import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type AssetStorage, type StoredFile, type StoredFileInfo } from "./asset-storage";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}

/** Files under one folder on the local disk (by default `$DATA_DIR/assets`). */
export function createLocalDiskStorage(root: string): AssetStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error("storage key escapes the storage folder");
    return file;
  };

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    const contentType = assertStorageKey(key);
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size, contentType } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "local",
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside and rename, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const contentType = assertStorageKey(key);
      // Size and stream come from one open handle, so a delete in between cannot make them disagree.
      let handle;
      try {
        handle = await open(pathOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { size: info.size, contentType, body: handle.createReadStream() };
    },
    stat: statOf,
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

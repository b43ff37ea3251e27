import type { Readable } from "node:stream";

/** The file formats the library stores, by key extension; a key's extension fixes its content type. */
export const CONTENT_TYPE_BY_EXTENSION = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
} as const;

export type StoredExtension = keyof typeof CONTENT_TYPE_BY_EXTENSION;

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*\.(jpg|png|webp|gif|avif|svg)$/;
const MAX_KEY_LENGTH = 300;

/** The content type a key stands for, or null when the key is not one the library could have made. */
export function contentTypeOfKey(key: string): string | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  const match = KEY_PATTERN.exec(key);
  return match ? CONTENT_TYPE_BY_EXTENSION[match[1] as StoredExtension] : null;
}

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertStorageKey(key: string): string {
  const contentType = contentTypeOfKey(key);
  if (!contentType) throw new InvalidStorageKeyError(key);
  return contentType;
}

export type StoredFileInfo = { size: number; contentType: string };
export type StoredFile = StoredFileInfo & { body: Readable };

/**
 * Where uploaded files live. Keys are relative paths such as `proj/abc/w640-1f2e.webp` and never
 * change content once written, which is what lets /media serve them as immutable.
 */
export interface AssetStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file as a stream, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

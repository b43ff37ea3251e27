import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { AssetStorageConfig } from "../../../server/config";
import { assertStorageKey, type AssetStorage, type StoredFile, type StoredFileInfo } from "./asset-storage";

export type S3StorageConfig = Extract<AssetStorageConfig, { kind: "s3" }>;

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Files in one bucket of S3 or an S3-compatible service (MinIO, R2, Ceph, s3rver in the tests). */
export function createS3Storage(config: S3StorageConfig): AssetStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Many S3-compatible services do not understand the SDK's newer default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    const contentType = assertStorageKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async put(key, bytes) {
      const contentType = assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key): Promise<StoredFile | null> {
      const contentType = assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("the S3 client answered without a Node stream");
        return { size: object.ContentLength ?? 0, contentType, body: object.Body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    stat: statOf,
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

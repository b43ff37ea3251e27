import type * as S3 from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { AssetStorageConfig } from "../../../server/config";
import { assertStorageKey, type AssetStorage, type StoredFile, type StoredFileInfo } from "./asset-storage";

export type S3StorageConfig = Extract<AssetStorageConfig, { kind: "s3" }>;

type S3Sdk = typeof S3;

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return true;
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Files in one bucket of S3 or an S3-compatible service (MinIO, R2, Ceph, s3rver in the tests). */
export function createS3Storage(config: S3StorageConfig): AssetStorage {
  // The SDK is loaded at the first use of the bucket: a server on local files never holds it
  // (several MB of heap; docs/benchmarks.md#published-sites-at-scale).
  let connected: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk["S3Client"]> }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Many S3-compatible services do not understand the SDK's newer default checksums.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = config.bucket;

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    const contentType = assertStorageKey(key);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async put(key, bytes) {
      const contentType = assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("the S3 client answered without a Node stream");
        return { size: object.ContentLength ?? 0, contentType, body: object.Body };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    stat: statOf,
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../s3-storage.server";

export type RunningS3 = { config: S3StorageConfig; env: Record<string, string>; stop: () => Promise<void> };

/** An S3-compatible server in this process, on a free port, over a temporary folder, with one empty bucket. */
export async function startS3rver(bucket = "pagewright-test"): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts exactly these credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    config: { kind: "s3", bucket, region: "us-east-1", endpoint, credentials, forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

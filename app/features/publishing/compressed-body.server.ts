import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CompressedBody = { body: Buffer; bodyBr: Buffer; bodyGz: Buffer; etag: string };

/** Compresses a published document once, at the highest ratio, since it is served many times. */
export async function compressBody(text: string): Promise<CompressedBody> {
  const body = Buffer.from(text, "utf8");
  const [bodyBr, bodyGz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, bodyBr, bodyGz, etag };
}

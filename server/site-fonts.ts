import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { SITE_FONT_FILES, type Typeface } from "../app/lib/site-typography";

const require = createRequire(import.meta.url);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

type FontFile = { body: Buffer; etag: string };

async function readFontFile(file: string, typeface: Typeface): Promise<FontFile> {
  const body = await readFile(require.resolve(`@fontsource/${typeface.fontsourceId}/files/${file}`));
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/**
 * `/site-fonts/{file}.woff2`: the font files of the typeface pairings (docs/product.md#typography),
 * straight from their Fontsource packages, so a published site never asks another site for a
 * font. Only the files a pairing names are served; anything else goes on to the app's 404. No
 * cookie is read or set. Files are cached for a year: a name only ever stands for one face and
 * weight of one package (decision 0018).
 */
export function serveSiteFonts(): RequestHandler {
  const loaded = new Map<string, Promise<FontFile>>();
  return (request, response, next) => {
    const file = request.path.slice(1);
    const typeface = SITE_FONT_FILES.get(file);
    if (!typeface || (request.method !== "GET" && request.method !== "HEAD")) return next();
    let font = loaded.get(file);
    if (!font) {
      font = readFontFile(file, typeface);
      loaded.set(file, font);
    }
    font.then(
      ({ body, etag }) => {
        response.set({
          "Content-Type": "font/woff2",
          "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
          ETag: etag,
          "X-Content-Type-Options": "nosniff",
        });
        if (request.headers["if-none-match"] === etag) return response.status(304).end();
        response.status(200).end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        loaded.delete(file);
        next(error);
      },
    );
  };
}

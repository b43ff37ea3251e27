import { createHash } from "node:crypto";
import sharp from "sharp";
import type { CompressedBody } from "./compressed-body.server";
import { letterIconSvg } from "~/lib/site-icon-links";
import type { SiteProject } from "./site-project";

/** The icon files each publication holds, by path below the project, with their size in pixels. */
export const SITE_ICON_FILES = { "favicon-32.png": 32, "icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180 } as const;
type SiteIconPath = keyof typeof SITE_ICON_FILES;

/**
 * An image stored as it is: PNG is compressed already, so the compressed forms are left empty and
 * the site's fast path serves the bytes without a content encoding.
 */
function uncompressedBody(body: Buffer): CompressedBody {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, bodyBr: Buffer.alloc(0), bodyGz: Buffer.alloc(0), etag };
}

/**
 * Every icon size of a site as PNG, made with sharp from the chosen favicon (any stored image
 * format, the first frame of an animation) or, without one or when it cannot be read, from the
 * letter icon. Home-screen icons get no transparent corners: iOS rounds them itself and would
 * fill transparency with black.
 */
export async function renderSiteIcons(project: SiteProject, favicon: Buffer | null): Promise<Array<{ path: SiteIconPath } & CompressedBody>> {
  const render = async (size: number, opaque: boolean, source: Buffer | null): Promise<Buffer> => {
    const input = source ?? Buffer.from(letterIconSvg(project, opaque ? 0 : 7));
    // The letter icon is 32 units wide: drawn at the density that makes it `size` pixels, so it stays sharp.
    let image = sharp(input, { density: source ? 300 : Math.max(600, Math.ceil((size * 72) / 32)), animated: false }).resize(size, size, { fit: "cover" });
    if (opaque) image = image.flatten({ background: "#ffffff" });
    return image.png({ compressionLevel: 9 }).toBuffer();
  };
  const renderAll = (source: Buffer | null) =>
    Promise.all(
      (Object.entries(SITE_ICON_FILES) as Array<[SiteIconPath, number]>).map(async ([path, size]) => ({
        path,
        ...uncompressedBody(await render(size, path !== "favicon-32.png", source)),
      })),
    );
  if (!favicon) return renderAll(null);
  try {
    return await renderAll(favicon);
  } catch {
    return renderAll(null);
  }
}

import { createHash } from "node:crypto";
import sharp from "sharp";
import type { CompressedBody } from "./compressed-body.server";
import type { SiteProject } from "./site-project";

/** The icon files each publication holds, by path below the project, with their size in pixels. */
export const SITE_ICON_FILES = { "favicon-32.png": 32, "icon-192.png": 192, "apple-touch-icon.png": 180 } as const;
type SiteIconPath = keyof typeof SITE_ICON_FILES;

export type SiteIconLink = { rel: "icon" | "apple-touch-icon"; href: string; sizes?: string; type?: string };

function letterIconSvg(project: SiteProject, cornerRadius: number): string {
  const letter = Array.from(project.name.trim())[0]?.toUpperCase() ?? "P";
  const escaped = letter.replace(/[&<>"']/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${cornerRadius}" fill="${project.primaryColor}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
}

/** The generated letter icon of a site without a favicon of its own: its first letter on its colour. */
export function letterIconFor(project: SiteProject): string {
  return `data:image/svg+xml,${encodeURIComponent(letterIconSvg(project, 7))}`;
}

/**
 * The `<link>`s of a site's icons. A site with its own favicon points at its PNG sizes; one
 * without keeps the letter icon inline (the browser draws its letter with the visitor's fonts)
 * and has PNG sizes of it for home screens.
 */
export function siteIconLinks(project: SiteProject, hasOwnFavicon: boolean): SiteIconLink[] {
  const file = (path: SiteIconPath) => `/${project.id}/${path}`;
  return [
    hasOwnFavicon ? { rel: "icon", href: file("favicon-32.png"), sizes: "32x32", type: "image/png" } : { rel: "icon", href: letterIconFor(project), type: "image/svg+xml" },
    { rel: "icon", href: file("icon-192.png"), sizes: "192x192", type: "image/png" },
    { rel: "apple-touch-icon", href: file("apple-touch-icon.png") },
  ];
}

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
    let image = sharp(input, { density: source ? 300 : 600, animated: false }).resize(size, size, { fit: "cover" });
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

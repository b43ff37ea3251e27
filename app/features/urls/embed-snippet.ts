import { EMBED_SCRIPT_PATH, embedListenerSource } from "./embed-listener";

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");
}

/** A JS string literal that cannot end the surrounding script element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** The frame's height before the module says how tall it is, and without the listener: enough for a contact form. */
export const DEFAULT_EMBED_HEIGHT = 640;

export const EMBED_BACKGROUNDS = ["themed", "transparent"] as const;
export type EmbedBackground = (typeof EMBED_BACKGROUNDS)[number];
/** `site`: as the partner designed it; `light`/`dark`: every surface light or dark (docs/decisions/0044-embed-colour-scheme-and-host-font.md). */
export const EMBED_SCHEMES = ["site", "light", "dark"] as const;
export type EmbedScheme = (typeof EMBED_SCHEMES)[number];
/** `module`: the site's typeface pairing; `inherit`: the font the host page gives the frame's parent element. */
export const EMBED_FONTS = ["module", "inherit"] as const;
export type EmbedFont = (typeof EMBED_FONTS)[number];
export type EmbedLook = { background: EmbedBackground; scheme: EmbedScheme; font: EmbedFont };
export const DEFAULT_EMBED_LOOK: EmbedLook = { background: "themed", scheme: "site", font: "module" };
export const EMBED_SCRIPT_KINDS = ["inline", "file"] as const;
export type EmbedScriptKind = (typeof EMBED_SCRIPT_KINDS)[number];

export type EmbedSnippetInput = {
  /** The module's public address (docs/product.md#embedding-modules). */
  url: string;
  title: string;
  /** The first height the frame reserves, in CSS pixels. */
  height?: number;
  background?: EmbedBackground;
  scheme?: EmbedScheme;
  font?: EmbedFont;
  /** An inline `<script>`, or `<script src>` from our origin for hosts whose CSP forbids inline scripts. */
  script?: EmbedScriptKind;
};

/**
 * The module's address with the copying options its script reads (its document is the same for
 * all); an option left as it is adds nothing, so the plain address stays the default.
 */
export function embedFrameUrl(url: string, look: Partial<EmbedLook> = {}): string {
  const chosen = (["background", "scheme", "font"] as const).filter((option) => look[option] !== undefined && look[option] !== DEFAULT_EMBED_LOOK[option]);
  if (chosen.length === 0) return url;
  const address = new URL(url);
  for (const option of chosen) address.searchParams.set(option, look[option] ?? DEFAULT_EMBED_LOOK[option]);
  return address.toString();
}

/**
 * The HTML another site pastes to show a module: an iframe plus the listener that fits the frame
 * to the module and tells the module which page embeds it (`embed-listener.ts`).
 */
export function embedSnippet(input: EmbedSnippetInput): string {
  const origin = new URL(input.url).origin;
  const height = Math.max(40, Math.min(10_000, Math.round(input.height ?? DEFAULT_EMBED_HEIGHT)));
  const background = input.background ?? "themed";
  const frame =
    `<iframe src="${escapeAttribute(embedFrameUrl(input.url, { background, scheme: input.scheme, font: input.font }))}" title="${escapeAttribute(input.title)}" data-pagewright-embed loading="lazy" ` +
    `style="display:block;width:100%;height:${height}px;border:0${background === "transparent" ? ";background:transparent" : ""}"></iframe>`;
  const script = input.script === "file" ? `<script src="${escapeAttribute(`${origin}${EMBED_SCRIPT_PATH}`)}" async></script>` : `<script>${embedListenerSource(scriptString(origin))}</script>`;
  return `${frame}\n${script}`;
}

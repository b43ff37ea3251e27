import { Fragment, type ReactNode } from "react";
import { blockKeys, splitPageLandmarks, type PageBlock } from "./page-layout";
import type { TypefacePairingId } from "~/lib/site-typography";
import { SiteFrame } from "./site-frame";

type SiteBodyProps<B extends PageBlock> = {
  kind: "page" | "module";
  primary: string;
  exactPrimary?: boolean;
  typography?: TypefacePairingId;
  blocks: readonly B[];
  /** Renders one block with `renderBlock`; the editor adds its chrome around that, publishing nothing. */
  children: (block: B) => ReactNode;
  /** Shown in the main landmark when there is no block (the editor's empty page). */
  placeholder?: ReactNode;
  /** The first link of a page with a header before its main landmark, in the site's language. */
  skipLabel: string;
};

/**
 * The body of a published page or module, the one way the editor preview and publishing both
 * build it: the theme's root, a page's leading headers, the main landmark with the rest, then its
 * trailing footers. A module (framed into other sites) has everything in its main landmark.
 */
export function SiteBody<B extends PageBlock>({ kind, primary, exactPrimary, typography, blocks, children, placeholder, skipLabel }: SiteBodyProps<B>) {
  const keys = new Map(blockKeys(blocks).map((key, index) => [blocks[index], key]));
  const { before, main, after } = kind === "page" ? splitPageLandmarks(blocks) : { before: [], main: [...blocks], after: [] };
  const render = (block: B) => <Fragment key={keys.get(block)}>{children(block)}</Fragment>;
  return (
    <SiteFrame primary={primary} exactPrimary={exactPrimary} typography={typography} className={kind === "page" ? "min-h-screen" : "pw-embed"}>
      {before.length > 0 ? (
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:inset-s-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-neutral-900 focus:shadow-lg"
        >
          {skipLabel}
        </a>
      ) : null}
      {before.map(render)}
      <main id="main" tabIndex={-1} className="outline-none">
        {blocks.length === 0 ? placeholder : null}
        {main.map(render)}
      </main>
      {after.map(render)}
    </SiteFrame>
  );
}

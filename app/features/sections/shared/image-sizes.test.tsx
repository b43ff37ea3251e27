import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderContextForProject } from "../render-context";
import { renderSection } from "../render-sections";
import { ImageSourcesProvider } from "./image-sources";

const image = { assetId: "a1", src: "/media/a1.jpg", alt: "Bread", width: 1600, height: 900 };
const resolver = () => ({ src: "/media/w1920.webp", srcSet: "/media/w640.webp 640w, /media/w1920.webp 1920w", sizes: "100vw" });

function sizesOf(section: unknown): string | null {
  const markup = renderToStaticMarkup(<ImageSourcesProvider value={resolver}>{renderSection(section, { context: renderContextForProject("shop"), onProblem: () => undefined })}</ImageSourcesProvider>);
  return new JSDOM(markup).window.document.querySelector("img")?.getAttribute("sizes") ?? null;
}

describe("image sizes follow the section layout", () => {
  it.each(["default", "casper", "kale", "studio"])("the %s hero's picture is not sized as the whole window: it sits in a padded container", (variant) => {
    const sizes = sizesOf({ id: "hero1", type: "hero", variant, props: { title: "Bread", image } });
    expect(sizes).not.toBe("100vw");
    expect(sizes).toMatch(/calc\(100vw - \d+px\)$/);
  });
});

import { describe, expect, it } from "vitest";
import { imageSourcesById } from "~/features/sections/shared/image-sources";
import { referencedAssetIds } from "./library-images.server";

describe("referencedAssetIds", () => {
  it("finds every library image anywhere in section content, once", () => {
    const sections = [
      { id: "h", type: "hero", props: { image: { assetId: "a1", src: "/media/a1.webp", width: 1, height: 1 } } },
      { id: "g", type: "gallery", props: { images: [{ image: { assetId: "a2" } }, { image: { assetId: "a1" } }, { image: { src: "https://x/y.png" } }] } },
    ];
    expect(referencedAssetIds(sections).sort()).toEqual(["a1", "a2"]);
    expect(referencedAssetIds([])).toEqual([]);
  });
});

describe("imageSourcesById", () => {
  it("finds a library image's sources by its asset id, and nothing for ids it does not hold, even ones every object has", () => {
    const sources = { a1: { src: "/media/p/a1/w640-x.webp", srcSet: "/media/p/a1/w640-x.webp 640w", sizes: "100vw" } };
    const resolve = imageSourcesById(sources);
    const image = (assetId?: string) => ({ src: "/fallback.png", alt: "", width: 1, height: 1, ...(assetId ? { assetId } : {}) });
    expect(resolve(image("a1"))).toEqual(sources.a1);
    for (const missing of ["a2", "constructor", "__proto__", "toString", undefined]) expect(resolve(image(missing))).toBeUndefined();
  });
});

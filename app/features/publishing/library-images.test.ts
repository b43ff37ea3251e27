import { describe, expect, it } from "vitest";
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

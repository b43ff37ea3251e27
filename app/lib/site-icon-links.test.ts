import { describe, expect, it } from "vitest";
import { siteManifest } from "./site-icon-links";

const manifestOf = (name: string) => JSON.parse(siteManifest({ id: "rye", name, primaryColor: "#123456" })) as { name: string; short_name: string };

describe("a site's web app manifest", () => {
  it("keeps a short name whole and cuts a long one at a space when it can, never past 12 characters", () => {
    expect(manifestOf("Rye").short_name).toBe("Rye");
    expect(manifestOf("Crumb & Co Bakery").short_name).toBe("Crumb & Co");
    expect(manifestOf("Supercalifragilistic").short_name).toBe("Supercalifra");
    expect(manifestOf("Café Ünïcødé 😀 Emporium").short_name).toBe("Café Ünïcødé");
    expect(manifestOf("Crumb & Co Bakery").name).toBe("Crumb & Co Bakery");
  });
});

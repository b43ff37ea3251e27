import { describe, expect, it } from "vitest";
import { homePageSchema, pageReorderSchema, projectDeleteSchema, projectSettingsSchema } from "./schema";

const settings = { name: "Shop", primaryColor: "#1d4ed8", homePageId: "AbCdEfGhIjKlMnOpQrSt", version: 1 };

// Every text a project form posts has a length limit, so none can grow a row or a query without end.
describe("length limits of the projects' form schemas", () => {
  it("refuses a home page id longer than any record id", () => {
    expect(projectSettingsSchema.safeParse(settings).success).toBe(true);
    expect(projectSettingsSchema.safeParse({ ...settings, homePageId: "a".repeat(65) }).error?.issues[0]?.message).toBe("Choose a home page.");
    expect(homePageSchema.safeParse({ pageId: "a".repeat(65) }).error?.issues[0]?.message).toBe("Choose a page.");
  });

  it("refuses a social link longer than a URL may be", () => {
    const long = `https://example.com/${"a".repeat(2048)}`;
    expect(projectSettingsSchema.safeParse({ ...settings, socialLinks: ["https://instagram.com/shop"] }).success).toBe(true);
    expect(projectSettingsSchema.safeParse({ ...settings, socialLinks: [long] }).error?.issues[0]?.message).toBe("A social link can be at most 2048 characters.");
  });

  it("refuses a confirmation longer than a project id, and page ids longer than a record id", () => {
    expect(projectDeleteSchema.safeParse({ confirmId: "x".repeat(41) }).error?.issues[0]?.message).toBe("Type the project id to confirm.");
    expect(pageReorderSchema.safeParse({ pageIds: ["a".repeat(65)] }).success).toBe(false);
  });
});

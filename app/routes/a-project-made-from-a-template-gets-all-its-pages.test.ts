import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { buildTemplatePages } from "~/features/templates/build-template-pages";
import {
  PROJECT_TEMPLATES,
  templateById,
} from "~/features/templates/template-registry";

describe.each(testDialects())(
  "a project made from a template on %s",
  (dialect) => {
    let f: Fixture;
    beforeEach(async () => {
      f = await createFixture(dialect);
    });
    afterEach(async () => {
      await f.database.close();
    });

    it("gets every page of the template, in order, home first, with the partner's name in place of the example business", async () => {
      const bakery = templateById("bakery");
      if (!bakery) throw new Error("the bakery template is missing");
      const { id, homePageId } = await createProject(
        f.db,
        f.owner,
        { name: "Rise Bakehouse", primaryColor: "#7c2d12" },
        buildTemplatePages(bakery, "Rise Bakehouse"),
      );
      const pages = await f.db
        .selectFrom("pages")
        .selectAll()
        .where("projectId", "=", id)
        .orderBy("position")
        .execute();
      expect(
        pages.map((page) => [page.slug, page.title, page.position]),
      ).toEqual(
        bakery.pages.map((page, index) => [page.slug, page.title, index + 1]),
      );
      expect(pages[0]?.id).toBe(homePageId);
      expect(pages.map((page) => page.sections.length)).toEqual(
        bakery.pages.map((page) => page.sections.length),
      );
      const stored = JSON.stringify(pages.map((page) => page.sections));
      expect(stored).toContain(
        "Sourdough, pastries and proper coffee at Rise Bakehouse",
      );
      expect(stored).not.toContain(bakery.businessName);
      expect(
        await f.db
          .selectFrom("projects")
          .select("primaryColor")
          .where("id", "=", id)
          .executeTakeFirst(),
      ).toEqual({ primaryColor: "#7c2d12" });
    });

    it("makes each template into a project whose section ids are all distinct", async () => {
      for (const template of PROJECT_TEMPLATES) {
        const { id } = await createProject(
          f.db,
          f.owner,
          { name: template.label },
          buildTemplatePages(template, template.label),
        );
        const pages = await f.db
          .selectFrom("pages")
          .select("sections")
          .where("projectId", "=", id)
          .execute();
        const ids = pages.flatMap((page) =>
          page.sections.map((section) => section.id),
        );
        expect(new Set(ids).size).toBe(ids.length);
        expect(pages).toHaveLength(template.pages.length);
      }
    });

    it("keeps the template's own text where the partner's long name would not fit a field", async () => {
      const bakery = templateById("bakery");
      if (!bakery) throw new Error("the bakery template is missing");
      const longName = "A".repeat(100);
      const hero = buildTemplatePages(bakery, longName)[0]?.sections.find(
        (section) => section.type === "hero",
      );
      // The hero title has a 120-character limit: the template's own title stays rather than the project failing.
      expect(hero?.props.title).toBe(
        "Sourdough, pastries and proper coffee at Crumb & Co.",
      );
    });
  },
);

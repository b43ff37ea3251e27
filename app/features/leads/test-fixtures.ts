import type { DatabaseDialect } from "../../../db/database";
import { createModule } from "~/features/projects/create-module.server";
import { createProject } from "~/features/projects/create-project.server";
import { updateModuleContent } from "~/features/projects/update-module-content.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import type { Actor, Db } from "~/access/project-access.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import type { LeadsConfig } from "../../../server/config";

/** A contact section that asks for everything: required name and email, phone, message, two custom fields and consent. */
export const CONTACT_SECTION = {
  id: "contact1",
  type: "contact",
  variant: "default",
  props: {
    askPhone: true,
    requireMessage: true,
    customFields: [
      { id: "company", label: "Company", required: true, multiline: false },
      { id: "budget", label: "Budget", required: false, multiline: false },
    ],
    consentText: "I agree that you store my details to answer me.",
    successMessage: "Thanks, we will call you back.",
  },
};

export const MODULE_CONTACT = { id: "signup", type: "contact", variant: "kale", props: { askMessage: false, requireName: false, redirectUrl: "https://example.com/thanks" } };

export const VALID_ANSWERS = {
  sectionId: "contact1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  message: "Please call me about the spring offer.",
  "custom-company": "Analytical Engines Ltd",
  "custom-budget": "=1+2",
  consent: "yes",
  website: "",
};

export const LEADS_CONFIG: LeadsConfig = { smtpUrl: undefined, mailFrom: "Pagewright <no-reply@localhost>", limitPerAddress: 1_000, limitPerProject: 10_000 };

/** Publishes a project the way the publishing feature does; tests pass its use-case in (features do not import each other). */
export type Publish = (db: Db, owner: Actor, projectId: string) => Promise<unknown>;

/** Publishes project `projectId` of `owner` with a home page holding CONTACT_SECTION and a module "join" holding MODULE_CONTACT. */
export async function publishLeadProject(db: Db, owner: Actor, publish: Publish, projectId = "acme"): Promise<void> {
  const { homePageId } = await createProject(db, owner, { name: "Acme", id: projectId });
  const page = await db.selectFrom("pages").select("version").where("id", "=", homePageId).executeTakeFirstOrThrow();
  await updatePageContent(db, owner, { projectId, pageId: homePageId, sections: [CONTACT_SECTION], version: page.version });
  const { id: moduleId } = await createModule(db, owner, { projectId, name: "Join", slug: "join" });
  const module = await db.selectFrom("modules").select("version").where("id", "=", moduleId).executeTakeFirstOrThrow();
  await updateModuleContent(db, owner, { projectId, moduleId, sections: [MODULE_CONTACT], version: module.version });
  await publish(db, owner, projectId);
}

export type LeadFixture = Fixture & { homeSlug: string };

/** The projects feature's fixture (owner, other partner, admin) with the owner's project "acme" published. */
export async function createLeadFixture(dialect: DatabaseDialect, publish: Publish): Promise<LeadFixture> {
  const fixture = await createFixture(dialect);
  await publishLeadProject(fixture.db, fixture.owner, publish);
  const home = await fixture.db.selectFrom("pages").select("slug").where("projectId", "=", "acme").executeTakeFirstOrThrow();
  return { ...fixture, homeSlug: home.slug };
}


import type { AppLoadContext } from "react-router";
import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { assertAdmin, writeAuditEntry } from "./admin-rules.server";

export const TEMPLATE_NOT_FOUND_MESSAGE = "This template does not exist any more.";

/** A partner's saved template as the admin screen lists it, with who saved it. */
export type AdminTemplateRow = {
  id: string;
  name: string;
  description: string;
  pageCount: number;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  created: Date;
  publishedAt: Date | null;
};

/** Every partner's saved template, published ones first, then newest first (docs/product.md#templates). */
export async function listTemplatesForAdmin(db: Db, actor: Actor): Promise<AdminTemplateRow[]> {
  assertAdmin(actor);
  const rows = await db
    .selectFrom("savedTemplates")
    .innerJoin("users", "users.id", "savedTemplates.ownerId")
    .select(["savedTemplates.id", "savedTemplates.name", "savedTemplates.description", "savedTemplates.pageCount", "savedTemplates.ownerId", "users.name as ownerName", "users.email as ownerEmail", "savedTemplates.created", "savedTemplates.publishedAt"])
    .orderBy("savedTemplates.created", "desc")
    .orderBy("savedTemplates.id")
    .execute();
  return [...rows.filter((row) => row.publishedAt !== null), ...rows.filter((row) => row.publishedAt === null)];
}

/**
 * Publishes a partner's saved template to every partner of the installation, or takes it back;
 * either is written to the audit log. Projects already made from it stay as they are.
 */
export async function setTemplatePublished(db: Db, actor: Actor, input: { templateId: string; publish: boolean }): Promise<{ message: string }> {
  assertAdmin(actor);
  return db.transaction().execute(async (trx) => {
    const template = await trx.selectFrom("savedTemplates").select(["id", "name", "ownerId", "publishedAt"]).where("id", "=", input.templateId).executeTakeFirst();
    if (!template) throw new AppError("NOT_FOUND", TEMPLATE_NOT_FOUND_MESSAGE);
    if ((template.publishedAt !== null) === input.publish) return { message: `“${template.name}” is already ${input.publish ? "published" : "private"}.` };
    await trx
      .updateTable("savedTemplates")
      .set(input.publish ? { publishedAt: new Date(), publishedBy: actor.userId } : { publishedAt: null, publishedBy: null })
      .where("id", "=", template.id)
      .execute();
    await writeAuditEntry(trx, { actorId: actor.userId, action: input.publish ? "publish-template" : "unpublish-template", targetUserId: template.ownerId, details: { template: template.name, templateId: template.id } });
    return { message: input.publish ? `“${template.name}” is now offered to every partner.` : `“${template.name}” is private again.` };
  });
}

/** The admin templates screen's posts: publish or unpublish one template, then back to the list. */
export async function handleTemplateAction(request: Request, context: AppLoadContext, actor: Actor) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "publish-template" && intent !== "unpublish-template") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const { message } = await setTemplatePublished(context.database.db, actor, { templateId: values.templateId ?? "", publish: intent === "publish-template" });
    return redirectWithFlash("/admin/templates", message);
  });
}

import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import type { Actor } from "~/access/project-access.server";
import { rollBackToPublication, unpublishProject } from "./change-live-publication.server";
import { PUBLICATIONS_CHANNEL } from "./publication-channel";
import { publishProject } from "./publish-project.server";
import { pageCssBuilder } from "./site-stylesheet.server";
import { AppError } from "~/lib/app-error";

export const publishIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({ intent: z.literal("rollback"), publicationId: z.string().min(1).max(64) }),
]);

export type PublishActionResult = { ok: true; message: string } | { ok: false; message: string };

/** Publish, unpublish or roll back, then tell every node (and this one) to drop its cached copy. */
export async function runPublishAction(context: AppLoadContext, actor: Actor, projectId: string, form: FormData) {
  const parsed = publishIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<PublishActionResult>({ ok: false, message: "Unknown publishing action." }, { status: 400 });
  const { db, notifications } = context.database;
  try {
    let message: string;
    if (parsed.data.intent === "publish") {
      const started = performance.now();
      const readStoredFile = async (key: string) => {
        const file = await context.storage.get(key);
        return file ? Buffer.concat(await file.body.toArray()) : null;
      };
      const result = await publishProject(db, actor, { projectId, origin: context.config.publicUrl.origin, cssBuilder: pageCssBuilder, readStoredFile });
      context.logger.info({ projectId, publication: result.number, documents: result.documents, ms: Math.round(performance.now() - started) }, "published");
      message = `Published as version ${result.number}.`;
    } else if (parsed.data.intent === "unpublish") {
      await unpublishProject(db, actor, { projectId });
      message = "The project is offline. Its public addresses answer 404 until you publish again.";
    } else {
      const publication = await rollBackToPublication(db, actor, { projectId, publicationId: parsed.data.publicationId });
      message = `Version ${publication.number} is live again.`;
    }
    await notifications.notify(PUBLICATIONS_CHANNEL, projectId);
    return data<PublishActionResult>({ ok: true, message });
  } catch (error) {
    if (error instanceof AppError) return data<PublishActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

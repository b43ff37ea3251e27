import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import type { Actor } from "~/access/project-access.server";
import { rollBackToPublication, unpublishProject } from "./change-live-publication.server";
import { PUBLICATIONS_CHANNEL } from "./publication-channel";
import { publishProject, type LibraryImageSources, type SocialImageSource } from "./publish-project.server";
import { pageCssBuilder } from "./site-stylesheet.server";
import { AppError, httpStatusOf } from "~/lib/app-error";

export const publishIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({ intent: z.literal("rollback"), publicationId: z.string().min(1).max(64) }),
]);

/** `live` is the version visitors see after the action, null when the project is offline. */
export type PublishActionResult = { ok: true; message: string; live: number | null } | { ok: false; message: string };

/**
 * Publish, unpublish or roll back, then tell every node (and this one) to drop its cached copy.
 * `libraryImages` gives the published pages their images' resized variants, `socialImage` their share cards.
 */
export async function runPublishAction(context: AppLoadContext, actor: Actor, projectId: string, form: FormData, libraryImages: LibraryImageSources, socialImage?: SocialImageSource) {
  const parsed = publishIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<PublishActionResult>({ ok: false, message: "Unknown publishing action." }, { status: httpStatusOf("INVALID") });
  const { db, notifications } = context.database;
  try {
    let message: string;
    let live: number | null = null;
    if (parsed.data.intent === "publish") {
      const started = performance.now();
      const readStoredFile = async (key: string) => {
        const file = await context.storage.get(key);
        return file ? Buffer.concat(await file.body.toArray()) : null;
      };
      const result = await publishProject(db, actor, { projectId, origin: context.config.publicUrl.origin, cssBuilder: pageCssBuilder, libraryImages, readStoredFile, socialImage });
      live = result.number;
      // Nothing changed: no version was made and nothing live moved, so no node needs telling.
      if (result.outcome === "already-live") return data<PublishActionResult>({ ok: true, message: `Already live as version ${result.number}.`, live });
      if (result.outcome === "live-again") message = `Nothing changed since version ${result.number}: it is live again.`;
      else {
        context.logger.info({ projectId, publication: result.number, documents: result.documents, ms: Math.round(performance.now() - started) }, "published");
        message = `Published as version ${result.number}.`;
      }
    } else if (parsed.data.intent === "unpublish") {
      await unpublishProject(db, actor, { projectId });
      message = "The project is offline. Its public addresses answer 404 until you publish again.";
    } else {
      const publication = await rollBackToPublication(db, actor, { projectId, publicationId: parsed.data.publicationId });
      live = publication.number;
      message = publication.wasOffline ? `Version ${publication.number} is live again, and the project is back online.` : `Version ${publication.number} is live again.`;
    }
    await notifications.notify(PUBLICATIONS_CHANNEL, projectId);
    return data<PublishActionResult>({ ok: true, message, live });
  } catch (error) {
    if (error instanceof AppError) return data<PublishActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

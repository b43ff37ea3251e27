import { projectKey, type Db } from "~/access/project-access.server";
import { CONVERSION_SECRET_NAME, conversionLinkOfToken } from "~/lib/conversion-token.server";
import { installationSecret } from "../../../db/installation-secrets";
import { isLinkedByPublication } from "./live-conversion-links.server";
import { recordConversion, type ConversionVisitor } from "./record-conversion.server";
import { countExperimentConversion, experimentOfCompletion } from "~/features/experiments/experiment-conversions.server";

export type ConversionClick = { projectId: string; token: string; visitor: ConversionVisitor; countable: boolean; now?: Date };

/**
 * Where a click on a messaging button of a published page goes: the link its token stands for,
 * when the token is ours (signed for this project, or the unsigned form of older publications)
 * and the project's live publication links to exactly it. Counts the click when `countable`.
 * Null for anything else, so the redirect is no redirector and no counter for links of others.
 */
export async function followConversionLink(db: Db, click: ConversionClick): Promise<string | null> {
  const projectId = projectKey(click.projectId);
  const secret = await installationSecret(db, CONVERSION_SECRET_NAME);
  const link = conversionLinkOfToken(secret, projectId, click.token);
  if (!link) return null;
  const project = await db.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirst();
  if (!project?.livePublicationId) return null;
  if (!(await isLinkedByPublication(db, { publicationId: project.livePublicationId, projectId, token: click.token }))) return null;
  if (click.countable) {
    const now = click.now ?? new Date();
    const counted = await recordConversion(db, secret, { projectId, url: link.url, app: link.app, visitor: click.visitor, now });
    // A click that is an A/B test's goal counts for the variant its visitor was shown (docs/product.md#ab-tests).
    const experiment = counted ? await experimentOfCompletion(db, { publicationId: project.livePublicationId, completion: { goal: "click", url: link.url }, visitor: click.visitor, now }) : null;
    if (experiment) await countExperimentConversion(db, experiment, now);
  }
  return link.url;
}

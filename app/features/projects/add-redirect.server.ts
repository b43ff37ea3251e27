import type { z } from "zod";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { parseInput } from "~/lib/forms/parse-input";
import type { SiteRedirect } from "~/lib/site-rules";
import { writeRedirect } from "./redirect-rules.server";
import { redirectAddSchema } from "./schema";

/** Adds (or replaces) one redirect of the project's site; it goes live with the next publish (decision 0032). */
export async function addRedirect(db: Db, actor: Actor, input: { projectId: string } & z.input<typeof redirectAddSchema>): Promise<SiteRedirect> {
  const redirect = parseInput(redirectAddSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    await writeRedirect(trx, projectId, redirect, now);
    await recordActivity(trx, actor, projectId, "changed-redirects", { from: redirect.from });
    return redirect;
  });
}

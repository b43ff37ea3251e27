import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { runIntent } from "~/lib/forms/form-action.server";
import { parseInput } from "~/lib/forms/parse-input";
import { removeSitePassword, setSitePassword } from "./change-site-password.server";
import { sitePasswordIntentSchema } from "./site-password-schema";

export const SITE_PASSWORD_INTENTS: ReadonlySet<string> = new Set(["set-password", "remove-password"]);

/**
 * The overview's password forms (docs/product.md#password-protected-pages). `afterChange` tells
 * every node's published site to read the project's passwords again. A refused form never echoes
 * the password back.
 */
export function handleSitePasswordAction(context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess, values: Record<string, string>, afterChange: () => Promise<void>) {
  const intent = values.intent ?? "";
  const { password: _password, ...shown } = values;
  return runIntent(intent, shown, async () => {
    const input = parseInput(sitePasswordIntentSchema, values);
    const { db } = context.database;
    if (input.intent === "set-password") {
      const name = await setSitePassword(db, actor, { projectId, target: input.target, password: input.password });
      await afterChange();
      return redirectWithFlash(`/project/${projectId}`, `${capitalised(name)} now asks visitors for the password.`);
    }
    const name = await removeSitePassword(db, actor, { projectId, target: input.target });
    await afterChange();
    return redirectWithFlash(`/project/${projectId}`, `${capitalised(name)} is open to everyone again.`);
  });
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

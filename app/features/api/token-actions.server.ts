import { data, type AppLoadContext } from "react-router";
import type { Actor } from "~/access/project-access.server";
import { failure, formValues } from "~/lib/forms/form-action.server";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-result";
import { AppError, httpStatusOf } from "~/lib/app-error";
import { readFormData } from "~/lib/read-form-data";
import { createApiToken } from "./create-api-token.server";
import { revokeApiToken } from "./revoke-api-token.server";

/** What the token screen gets after creating one: the token, shown this once and never again. */
export type CreatedToken = { ok: true; intent: "create"; name: string; token: string; expiresAt: string };
export type RevokedToken = { ok: true; intent: "revoke"; message: string };

/** The token screen's two forms: create (name, expiry, scopes) and revoke. */
export async function handleTokenAction(request: Request, context: AppLoadContext, actor: Actor) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const values = formValues(form);
  const { db } = context.database;
  const intent = values.intent ?? "";
  try {
    if (intent === "create") {
      const scopes = form.getAll("scopes").filter((scope) => typeof scope === "string");
      const made = await createApiToken(db, actor, { name: values.name ?? "", expiresInDays: values.expiresInDays ?? "", scopes });
      return data<CreatedToken>({ ok: true, intent: "create", name: values.name?.trim() ?? "", token: made.token, expiresAt: made.expiresAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
    }
    if (intent === "revoke") {
      await revokeApiToken(db, actor, { tokenId: values.tokenId ?? "" });
      return data<RevokedToken>({ ok: true, intent: "revoke", message: "The token was revoked; programs using it are refused from now on." });
    }
  } catch (error) {
    if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
    throw error;
  }
  return failure(intent, httpStatusOf("INVALID"), UNKNOWN_INTENT_MESSAGE, {}, values);
}

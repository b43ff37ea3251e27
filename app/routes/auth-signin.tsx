import { redirect } from "react-router";
import { AuthError } from "~/features/auth/auth-error";
import { signInStateCookie } from "~/features/auth/sign-in-cookie.server";
import { startSignIn } from "~/features/auth/start-sign-in.server";
import type { Route } from "./+types/auth-signin";
import { readFormData } from "~/lib/read-form-data";

export function loader() {
  return redirect("/signin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const redirectTo = form.get("redirectTo");
  try {
    const { authorizationUrl, state } = await startSignIn(context.database.db, context.config, typeof redirectTo === "string" ? redirectTo : null);
    return redirect(authorizationUrl.href, {
      headers: { "Set-Cookie": await signInStateCookie(context.config.publicUrl).serialize(state) },
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    context.logger.error({ err: error, cause: error.cause }, "sign-in could not start");
    return redirect(`/signin?${new URLSearchParams({ error: error.code })}`);
  }
}

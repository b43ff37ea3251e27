import { redirect } from "react-router";
import { signInStateCookie } from "~/features/auth/sign-in-cookie.server";
import { SIGN_IN_ATTEMPT_TTL_MS, startSignIn } from "~/features/auth/start-sign-in.server";
import type { Route } from "./+types/auth-signin";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";

export function loader() {
  return redirect("/signin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const redirectTo = form.get("redirectTo");
  try {
    const { authorizationUrl, state } = await startSignIn(context.database.db, context.config, {
      redirectTo: typeof redirectTo === "string" ? redirectTo : null,
      clientAddress: context.clientAddress,
    });
    return redirect(authorizationUrl.href, {
      headers: { "Set-Cookie": await signInStateCookie(context.config.publicUrl).serialize(state) },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "TOO_MANY_SIGN_INS") {
      context.logger.warn({ err: error.cause }, "sign-in refused: too many unfinished sign-ins from one address");
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(SIGN_IN_ATTEMPT_TTL_MS / 1000) },
      });
    }
    context.logger.error({ err: error, cause: error.cause }, "sign-in could not start");
    return redirect(`/signin?${new URLSearchParams({ error: error.code })}`);
  }
}

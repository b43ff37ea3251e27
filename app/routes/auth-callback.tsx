import { redirect } from "react-router";
import { completeSignIn } from "~/features/auth/complete-sign-in.server";
import { sessionCookie } from "~/features/auth/sessions.server";
import { signInStateCookie } from "~/features/auth/sign-in-cookie.server";
import type { Route } from "./+types/auth-callback";
import { AppError } from "~/lib/app-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const stateCookie = signInStateCookie(context.config.publicUrl);
  const clearState = await stateCookie.serialize("", { maxAge: 0 });
  try {
    const state: unknown = await stateCookie.parse(request.headers.get("Cookie"));
    const result = await completeSignIn(context.database.db, context.config, new URL(request.url), typeof state === "string" ? state : null);
    context.logger.info({ userId: result.userId }, "signed in");
    const headers = new Headers();
    headers.append("Set-Cookie", clearState);
    headers.append("Set-Cookie", await sessionCookie(context.config.publicUrl).serialize(result.sessionToken));
    return redirect(result.redirectTo, { headers });
  } catch (error) {
    const cause = error instanceof AppError ? error.cause : error;
    context.logger.error({ err: cause, code: error instanceof AppError ? error.code : "UNEXPECTED" }, "sign-in callback failed");
    const code = error instanceof AppError ? error.code : "INVALID_CALLBACK";
    return redirect(`/signin?${new URLSearchParams({ error: code })}`, { headers: { "Set-Cookie": clearState } });
  }
}

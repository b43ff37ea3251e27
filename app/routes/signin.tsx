import { redirect } from "react-router";
import { SignInButton, signInWording } from "~/features/auth/components/sign-in-choice";
import { getSignedInSession } from "~/features/auth/guards.server";
import { safeRedirectPath } from "~/features/auth/safe-redirect";
import { CenteredCard } from "~/ui/centered-card";
import type { Route } from "./+types/signin";

// A Map, not an object: `?error=` is anyone's to set, and an object would also answer "constructor".
const ERROR_MESSAGES = new Map([
  ["PROVIDER_UNREACHABLE", "The sign-in service could not be reached. Please try again in a moment."],
  ["SIGN_IN_UNAVAILABLE", "Sign-in is not configured on this server."],
]);
const DEFAULT_ERROR = "Sign-in did not complete. Please try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await getSignedInSession(request, context)) throw redirect(redirectTo);
  const errorCode = url.searchParams.get("error");
  return {
    redirectTo,
    provider: context.config.identityProvider.kind,
    error: errorCode ? (ERROR_MESSAGES.get(errorCode) ?? DEFAULT_ERROR) : null,
  };
}

export function meta() {
  return [{ title: "Sign in · Pagewright" }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { provider, redirectTo, error } = loaderData;
  const wording = signInWording(provider);
  return (
    <CenteredCard title="Sign in">
      <p>{wording.intro}</p>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-700">
          {error}
        </p>
      ) : null}
      {wording.note ? <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800">{wording.note}</p> : null}
      {provider === "none" ? (
        <p className="rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2">
          Sign-in is not configured. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or LOCAL_SIGNIN=1.
        </p>
      ) : (
        <SignInButton provider={provider} redirectTo={redirectTo} />
      )}
    </CenteredCard>
  );
}

import { Link } from "react-router";
import type { IdentityProviderConfig } from "../../../../server/config";

export type SignInProvider = IdentityProviderConfig["kind"];

/**
 * What the sign-in controls say: they name the provider this server really uses, so a server on
 * its built-in local provider never promises Google (`docs/product.md#sign-in`).
 */
export function signInWording(provider: SignInProvider): { action: string; intro: string; note: string | null } {
  if (provider === "google") return { action: "Continue with Google", intro: "Sign in with your Google account to build and publish your pages.", note: null };
  return {
    action: "Sign in",
    intro: "Sign in to build and publish your pages.",
    note: provider === "local" ? "This server uses local sign-in: Google is not configured, so its built-in OpenID provider signs you in." : null,
  };
}

const primary = "rounded-md bg-accent font-medium text-white hover:bg-accent-hover";

/** The signed-out landing page's call to sign in, and which sign-in this server uses. */
export function LandingSignIn({ provider }: { provider: SignInProvider }) {
  const wording = signInWording(provider);
  return (
    <>
      <Link to="/signin" className={`mt-8 inline-flex items-center px-5 py-2.5 text-sm ${primary}`}>
        {wording.action}
      </Link>
      {provider === "local" ? <p className="mt-3 text-sm text-neutral-600">This server uses local sign-in.</p> : null}
    </>
  );
}

/** The sign-in screen's button: a plain document post, since sign-in leaves the app for the provider. */
export function SignInButton({ provider, redirectTo }: { provider: SignInProvider; redirectTo: string }) {
  return (
    <form method="post" action="/auth/signin">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={`w-full px-4 py-2.5 ${primary}`}>
        {signInWording(provider).action}
      </button>
    </form>
  );
}

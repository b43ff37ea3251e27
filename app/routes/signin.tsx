import { CenteredCard } from "~/ui/centered-card";

export function meta() {
  return [{ title: "Sign in · Pagewright" }];
}

export default function SignIn() {
  return (
    <CenteredCard title="Sign in">
      <p>Sign in with your Google account to build and publish your pages.</p>
      <button
        type="button"
        disabled
        className="w-full rounded-md bg-accent px-4 py-2.5 font-medium text-white disabled:opacity-60"
      >
        Sign in with Google
      </button>
    </CenteredCard>
  );
}

import { LogIn } from "lucide-react";

/**
 * The session ended (signed out in another tab, or expired): the edits stay in this tab and on this
 * device, and the autosave tries again every few seconds and when the tab gets focus, so signing
 * in again in a new tab is enough. Sign-in lands on the project's overview there, not on a second
 * editor of this page that would save the same edits too.
 */
export function SignedOutBanner({ projectId }: { projectId: string }) {
  const signIn = `/signin?${new URLSearchParams({ redirectTo: `/project/${projectId}` })}`;
  return (
    <div role="alert" data-testid="signed-out" className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <LogIn aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">You were signed out: sign in again to save.</strong> Your edits are kept in this tab and on this device, and are
        saved as soon as you are signed in.
      </p>
      <a href={signIn} target="_blank" rel="noopener" className="rounded-md bg-amber-600 px-2.5 py-1 font-medium text-white hover:bg-amber-700">
        Sign in (new tab)
      </a>
    </div>
  );
}

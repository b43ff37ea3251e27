import { Form, redirect } from "react-router";
import { getSignedInSession, isBlocked } from "~/features/auth/guards.server";
import { CenteredCard } from "~/ui/centered-card";
import type { Route } from "./+types/unverified";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSignedInSession(request, context);
  if (!session) throw redirect("/signin");
  if (!isBlocked(session, context)) throw redirect("/");
  return { suspended: session.user.status === "suspended", email: session.user.email };
}

export function meta() {
  return [{ title: "Account not active · Pagewright" }];
}

export default function Unverified({ loaderData }: Route.ComponentProps) {
  return (
    <CenteredCard title={loaderData.suspended ? "Your account is suspended" : "Your account is waiting for approval"}>
      <p>
        {loaderData.suspended
          ? "An administrator has suspended this account, so its projects cannot be edited. Contact your administrator if you think this is a mistake."
          : "An administrator needs to activate your account before you can build pages. You will get in as soon as they do."}
      </p>
      <p>
        Signed in as <strong>{loaderData.email}</strong>.
      </p>
      <Form method="post" action="/signout">
        <button type="submit" className="rounded-md border border-neutral-200 px-3 py-1.5 text-neutral-700 hover:bg-neutral-100">
          Sign out
        </button>
      </Form>
    </CenteredCard>
  );
}

import { Form } from "react-router";
import { isAdmin, requireUser } from "~/features/auth/guards.server";
import { handleInvitationAction, loadInvitationScreen } from "~/features/members/invitation-screen.server";
import { primaryButton } from "~/ui/button-styles";
import { CenteredCard } from "~/ui/centered-card";
import type { Route } from "./+types/invitation";

// Someone invited but not signed up yet signs in first (requireUser sends them back here after).
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request, context);
  return loadInvitationScreen(request, context, session, isAdmin(session));
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireUser(request, context);
  return handleInvitationAction(request, context, session, isAdmin(session));
}

export function meta() {
  return [{ title: "Invitation · Pagewright" }];
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData?.message ?? (loaderData.ok ? undefined : loaderData.message);
  if (refusal || !loaderData.ok) {
    return (
      <CenteredCard title="This invitation cannot be accepted">
        <p className="text-sm text-neutral-700">{refusal}</p>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={`Join “${loaderData.projectName}”`}>
      <p className="mb-4 text-sm text-neutral-700">{`${loaderData.invitedBy} invited you as ${loaderData.role.toLowerCase()}.`}</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={primaryButton}>
          Accept the invitation
        </button>
      </Form>
    </CenteredCard>
  );
}

import { actorOf } from "~/access/project-route-access.server";
import { TokensScreen } from "~/features/api/components/tokens-screen";
import { listApiTokens } from "~/features/api/list-api-tokens.server";
import { handleTokenAction } from "~/features/api/token-actions.server";
import { requireUser } from "~/features/auth/guards.server";
import { failureOf } from "~/lib/forms/form-result";
import type { Route } from "./+types/account-tokens";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request, context);
  const now = new Date();
  const tokens = await listApiTokens(context.database.db, actorOf(session));
  return {
    tokens: tokens.map((token) => ({
      ...token,
      created: token.created.toISOString(),
      expiresAt: token.expiresAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      expired: token.expiresAt <= now,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireUser(request, context);
  return handleTokenAction(request, context, actorOf(session));
}

export function meta() {
  return [{ title: "Access tokens · Pagewright" }];
}

export default function AccountTokens({ loaderData, actionData }: Route.ComponentProps) {
  const created = actionData && "token" in actionData ? actionData : null;
  const notice = actionData && actionData.ok && "message" in actionData ? actionData.message : null;
  const refusal = failureOf(actionData, "create") ?? failureOf(actionData, "revoke");
  return <TokensScreen tokens={loaderData.tokens} created={created} notice={notice} refusal={refusal} />;
}

import { methodNotAllowed } from "~/features/auth/json-responses";
import { issueLeadFormToken } from "~/features/leads/issue-fill-time-token.server";
import type { Route } from "./+types/api-lead-token";

export function loader({ context }: Route.LoaderArgs) {
  return issueLeadFormToken(context.database.db);
}

export function action() {
  return methodNotAllowed("GET");
}

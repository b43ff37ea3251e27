import { ANSWERS_PAGE_NOT_FOUND, unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/unknown-route";

export const handle = ANSWERS_PAGE_NOT_FOUND;

export function loader({ context }: Route.LoaderArgs) {
  return unknownRoute(context);
}

// A path nothing answers is the same 404 whatever the method.
export function action({ context }: Route.ActionArgs) {
  return unknownRoute(context);
}

export default function UnknownRoute() {
  return null;
}

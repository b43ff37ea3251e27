import { ANSWERS_PAGE_NOT_FOUND, assertRouteParams, unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/public-document";

export const handle = ANSWERS_PAGE_NOT_FOUND;

// Published pages and modules are answered by the server's fast path before React Router is
// reached; whatever gets here has nothing published at this address, whatever the method. Both
// routes (a page's address and a module's) use this module.
export function loader({ params, context }: Route.LoaderArgs) {
  assertRouteParams(context, params);
  return unknownRoute(context);
}

export function action({ params, context }: Route.ActionArgs) {
  assertRouteParams(context, params);
  return unknownRoute(context);
}

export default function PublicDocument() {
  return null;
}

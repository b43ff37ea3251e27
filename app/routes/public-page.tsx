import { assertRouteParams, unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/public-page";

// Published documents are answered by the server's fast path before React Router is reached;
// whatever gets here has nothing published at this address.
export function loader({ params, context }: Route.LoaderArgs) {
  assertRouteParams(context, params);
  return unknownRoute(context);
}

export default function PublicPage() {
  return null;
}

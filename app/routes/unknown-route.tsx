import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/unknown-route";

export function loader({ request }: Route.LoaderArgs) {
  return unknownRoute(request);
}

export default function UnknownRoute() {
  return null;
}

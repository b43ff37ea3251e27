import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/unknown-route";

export function loader({ context }: Route.LoaderArgs) {
  return unknownRoute(context);
}

export default function UnknownRoute() {
  return null;
}

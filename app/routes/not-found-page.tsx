import { data } from "react-router";
import { fullPathOf } from "~/lib/route-params";
import { NotFoundScreen } from "~/ui/error-screens";
import type { Route } from "./+types/not-found-page";

export function loader({ request }: Route.LoaderArgs) {
  return data({ message: `Page not found: ${fullPathOf(request)}` }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found · Pagewright" }];
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen message={loaderData.message} />;
}

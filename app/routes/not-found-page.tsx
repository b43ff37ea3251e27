import { data } from "react-router";
import { httpStatusOf } from "~/lib/app-error";
import { pageNotFoundText } from "~/lib/route-params";
import { NotFoundScreen } from "~/ui/error-screens";
import type { Route } from "./+types/not-found-page";

export function loader({ context }: Route.LoaderArgs) {
  return data({ message: pageNotFoundText(context.fullPath) }, { status: httpStatusOf("NOT_FOUND") });
}

export function meta() {
  return [{ title: "Page not found · Pagewright" }];
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen message={loaderData.message} />;
}

import { catalogueData } from "~/features/sections/catalogue/catalogue-data";
import { SectionCatalogue } from "~/features/sections/catalogue/section-catalogue";
import type { Route } from "./+types/section-catalogue";

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return catalogueData({
    view: params.get("view"),
    primary: params.get("primary"),
    // The hostile-content fixture exists for the end-to-end tests only.
    fixture: context.config.enableTestRoutes ? params.get("fixture") : null,
  });
}

export function meta() {
  return [{ title: "Section catalogue · Pagewright" }];
}

export default function SectionCatalogueRoute({ loaderData }: Route.ComponentProps) {
  return <SectionCatalogue data={loaderData} />;
}

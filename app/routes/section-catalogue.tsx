import { catalogueData } from "~/features/sections/catalogue/catalogue-data";
import { SectionCatalogue } from "~/features/sections/catalogue/section-catalogue";
import type { Route } from "./+types/section-catalogue";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return catalogueData({ view: params.get("view"), primary: params.get("primary") });
}

export function meta() {
  return [{ title: "Section catalogue · Pagewright" }];
}

export default function SectionCatalogueRoute({ loaderData }: Route.ComponentProps) {
  return <SectionCatalogue data={loaderData} />;
}

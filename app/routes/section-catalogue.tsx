import { catalogueData, catalogueFixture } from "~/features/sections/catalogue/catalogue-data";
import { readHostilePreviews } from "~/features/sections/catalogue/hostile-previews.server";
import { SectionCatalogue } from "~/features/sections/catalogue/section-catalogue";
import type { Route } from "./+types/section-catalogue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Only a server started for the end-to-end tests has the file (the config refuses it otherwise).
  const { testSectionsFile } = context.config;
  const fixture = catalogueFixture(params.get("fixture"));
  const hostile = fixture && testSectionsFile ? await readHostilePreviews(testSectionsFile, fixture) : null;
  return catalogueData({ view: params.get("view"), primary: params.get("primary"), fixture: fixture ?? undefined, hostile });
}

export function meta() {
  return [{ title: "Section catalogue · Pagewright" }];
}

export default function SectionCatalogueRoute({ loaderData }: Route.ComponentProps) {
  return <SectionCatalogue data={loaderData} />;
}

import { publicJwks } from "~/features/auth/id-tokens.server";
import type { Route } from "./+types/auth-jwks";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await publicJwks(context.database.db), { headers: { "Cache-Control": "public, max-age=300" } });
}

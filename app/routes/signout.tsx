import { redirect } from "react-router";
import { deleteSession, sessionCookie } from "~/features/auth/sessions.server";
import type { Route } from "./+types/signout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookie = sessionCookie(context.config.publicUrl);
  const token: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof token === "string" && token) await deleteSession(context.database.db, token);
  return redirect("/", { headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } });
}

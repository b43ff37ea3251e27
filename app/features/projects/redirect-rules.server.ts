import type { Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { MAX_REDIRECTS, redirectChainProblem, type SiteRedirect } from "~/lib/site-rules";

/** A project's redirects, in the order of their old paths; call inside a read or write that has checked access. */
export async function readRedirects(db: Db, projectId: string): Promise<SiteRedirect[]> {
  const rows = await db.selectFrom("projectRedirects").select(["fromPath", "toTarget", "status"]).where("projectId", "=", projectId).orderBy("fromPath").execute();
  return rows.map((row) => ({ from: row.fromPath, to: row.toTarget, status: Number(row.status) === 302 ? 302 : 301 }));
}

function refused(field: "from" | "to", message: string): never {
  throw new AppError("INVALID", message, { fieldErrors: { [field]: message } });
}

/**
 * Adds a redirect, or replaces the one from the same path, inside a write. Refused: more than
 * MAX_REDIRECTS, a path a page of the project answers (the page would always win), loops and
 * chains (docs/product.md#redirects).
 */
export async function writeRedirect(trx: Db, projectId: string, redirect: SiteRedirect, now: Date): Promise<void> {
  const existing = (await readRedirects(trx, projectId)).filter((other) => other.from !== redirect.from);
  if (existing.length >= MAX_REDIRECTS) refused("from", `A project can have at most ${MAX_REDIRECTS} redirects. Remove some you no longer need first.`);
  const page = await trx.selectFrom("pages").select("slug").where("projectId", "=", projectId).where("slug", "=", redirect.from.slice(1)).executeTakeFirst();
  if (page) refused("from", `The page “${page.slug}” is at ${redirect.from}: visitors would always see it, never the redirect. Rename the page first.`);
  const chain = redirectChainProblem(existing, redirect);
  if (chain) refused(redirect.to === redirect.from || existing.some((other) => other.from === redirect.to) ? "to" : "from", chain);
  await trx.deleteFrom("projectRedirects").where("projectId", "=", projectId).where("fromPath", "=", redirect.from).execute();
  await trx.insertInto("projectRedirects").values({ projectId, fromPath: redirect.from, toTarget: redirect.to, status: redirect.status, created: now }).execute();
}

/**
 * After a page moved from `/oldSlug` to `/newSlug`: a 301 from the old path, redirects that led to
 * the old path now lead straight to the new one (no chain), and a redirect from the new path,
 * which the page now answers, is dropped.
 */
export async function leaveRedirectBehind(trx: Db, projectId: string, oldSlug: string, newSlug: string, now: Date): Promise<void> {
  const from = `/${oldSlug}`;
  const to = `/${newSlug}`;
  await trx.deleteFrom("projectRedirects").where("projectId", "=", projectId).where("fromPath", "in", [from, to]).execute();
  await trx.updateTable("projectRedirects").set({ toTarget: to }).where("projectId", "=", projectId).where("toTarget", "=", from).execute();
  await trx.insertInto("projectRedirects").values({ projectId, fromPath: from, toTarget: to, status: 301, created: now }).execute();
}

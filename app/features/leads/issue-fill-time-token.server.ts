import type { Db } from "~/access/project-access.server";
import { LEADS_SECRET_NAME } from "./capture-lead.server";
import { issueFillTimeToken } from "./fill-time-token.server";
import { installationSecret } from "../../../db/installation-secrets";

/** GET /api/lead-token: the signed start time the enhancement script puts into a form. */
export async function issueLeadFormToken(db: Db): Promise<Response> {
  const token = issueFillTimeToken(await installationSecret(db, LEADS_SECRET_NAME), Date.now());
  return Response.json({ token }, { headers: { "Cache-Control": "no-store" } });
}

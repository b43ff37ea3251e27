import type { MemberRole } from "../../db/project-members-table";
import { BrowserLikeClient, signInThroughLocalProvider } from "./browser-like-client";
import type { TestServer } from "./test-server";

/** The identities of the access matrix: the owner, each member role, another partner, the admin, a suspended partner and nobody. */
export type Identity = "owner" | MemberRole | "other" | "admin" | "suspended" | "anonymous";

const MEMBER_ROLES = ["editor", "viewer", "leads"] as const satisfies readonly MemberRole[];
const SIGNED_IN = ["owner", ...MEMBER_ROLES, "other", "admin", "suspended"] as const;

/** The address the admin signs in with: start the server with it in ADMIN_EMAILS. */
export const ADMIN_EMAIL = "root@example.com";

/**
 * One client per identity: each signs in through the local provider as `<identity>@example.com`
 * (the admin as ADMIN_EMAIL), then the suspended one is suspended; the anonymous one never signs in.
 */
export async function signInEveryIdentity(server: TestServer): Promise<Record<Identity, BrowserLikeClient>> {
  const clients = { anonymous: new BrowserLikeClient(server.url) } as Record<Identity, BrowserLikeClient>;
  for (const who of SIGNED_IN) {
    clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients[who], { email: who === "admin" ? ADMIN_EMAIL : `${who}@example.com`, name: who });
  }
  await server.database.db.updateTable("users").set({ status: "suspended" }).where("email", "=", "suspended@example.com").execute();
  return clients;
}

/** Makes the editor, viewer and leads identities members of the project in the role of their name. */
export async function addEveryMemberRole(server: TestServer, projectId: string): Promise<void> {
  const db = server.database.db;
  for (const role of MEMBER_ROLES) {
    const { id } = await db.selectFrom("users").select("id").where("email", "=", `${role}@example.com`).executeTakeFirstOrThrow();
    await db.insertInto("projectMembers").values({ projectId, userId: id, role, created: new Date() }).execute();
  }
}

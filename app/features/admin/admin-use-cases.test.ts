import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createSession } from "~/features/auth/sessions.server";
import { createFixture, refusal, type Fixture } from "~/features/projects/test-fixtures";
import { ADMIN_ONLY_MESSAGE } from "./admin-rules.server";
import { getPlatformFigures } from "./get-platform-figures.server";
import { getUserDetail } from "./get-user-detail.server";
import { listAuditLog } from "./list-audit-log.server";
import { listUsers } from "./list-users.server";
import { LAST_ADMIN_MESSAGE, setAdminRole } from "./set-admin-role.server";
import { OWN_STATUS_MESSAGE, setUserStatus } from "./set-user-status.server";
import { USERS_PAGE_SIZE } from "./schema";

describe.each(testDialects())("admin use-cases on %s", (dialect) => {
  let fixture: Fixture;
  beforeEach(async () => {
    fixture = await createFixture(dialect);
  });
  afterEach(() => fixture.database.close());

  const rolesOf = async (id: string) => (await fixture.db.selectFrom("users").select("roles").where("id", "=", id).executeTakeFirstOrThrow()).roles;

  it("refuses every use-case to a partner who is not an admin", async () => {
    const { db, owner } = fixture;
    for (const call of [
      getPlatformFigures(db, owner),
      listUsers(db, owner, {}),
      getUserDetail(db, owner, { userId: "other" }),
      listAuditLog(db, owner),
      setUserStatus(db, owner, { userId: "other", status: "suspended" }),
      setAdminRole(db, owner, { userId: "owner", intent: "grant-admin" }),
    ]) {
      expect((await refusal(call, "FORBIDDEN")).message).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect(await rolesOf("owner")).toEqual([]);
  });

  it("suspends a user, writes the audit log, and deletes the sessions from before the suspension when it is lifted", async () => {
    const { db, admin } = fixture;
    await createSession(db, "other");
    await createSession(db, "other");
    await createSession(db, "owner");
    const result = await setUserStatus(db, admin, { userId: "other", status: "suspended" });
    expect(result.message).toBe("other is now suspended.");
    expect((await db.selectFrom("users").select("status").where("id", "=", "other").executeTakeFirstOrThrow()).status).toBe("suspended");
    const { entries } = await listAuditLog(db, admin);
    expect(entries).toMatchObject([{ action: "set-status", actorId: "admin", actorName: "admin", targetUserId: "other", details: { from: "active", to: "suspended" } }]);

    await setUserStatus(db, admin, { userId: "other", status: "active" });
    expect(await db.selectFrom("sessions").select("userId").execute()).toEqual([{ userId: "owner" }]);
    expect((await listAuditLog(db, admin)).entries.map((entry) => entry.details)).toEqual([
      { from: "suspended", to: "active" },
      { from: "active", to: "suspended" },
    ]);
  });

  it("refuses an unknown status, an unknown user and a change of one's own status, changing nothing", async () => {
    const { db, admin } = fixture;
    expect((await refusal(setUserStatus(db, admin, { userId: "other", status: "banned" }), "INVALID")).message).toBe("Choose registered, active or suspended.");
    await refusal(setUserStatus(db, admin, { userId: "nobody", status: "active" }), "NOT_FOUND");
    expect((await refusal(setUserStatus(db, admin, { userId: "admin", status: "suspended" }), "FORBIDDEN")).message).toBe(OWN_STATUS_MESSAGE);
    expect((await listAuditLog(db, admin)).total).toBe(0);
  });

  it("does nothing and logs nothing when the status is already the one asked for", async () => {
    const { db, admin } = fixture;
    expect(await setUserStatus(db, admin, { userId: "other", status: "active" })).toMatchObject({ changed: false });
    expect((await listAuditLog(db, admin)).total).toBe(0);
  });

  it("grants and revokes the admin role, keeping other roles, with audit entries", async () => {
    const { db, admin } = fixture;
    await db.updateTable("users").set({ roles: ["beta"] }).where("id", "=", "owner").execute();
    await setAdminRole(db, admin, { userId: "owner", intent: "grant-admin" });
    expect(await rolesOf("owner")).toEqual(["beta", "admin"]);
    await setAdminRole(db, admin, { userId: "owner", intent: "revoke-admin" });
    expect(await rolesOf("owner")).toEqual(["beta"]);
    expect((await listAuditLog(db, admin, { targetUserId: "owner" })).entries.map((entry) => entry.action)).toEqual(["revoke-admin", "grant-admin"]);
  });

  it("lets an admin give up their role only while another admin who is not suspended remains", async () => {
    const { db, admin } = fixture;
    expect((await refusal(setAdminRole(db, admin, { userId: "admin", intent: "revoke-admin" }), "CONFLICT")).message).toBe(LAST_ADMIN_MESSAGE);
    await setAdminRole(db, admin, { userId: "owner", intent: "grant-admin" });
    await setUserStatus(db, admin, { userId: "owner", status: "suspended" });
    await refusal(setAdminRole(db, admin, { userId: "admin", intent: "revoke-admin" }), "CONFLICT");
    await setUserStatus(db, admin, { userId: "owner", status: "active" });
    await setAdminRole(db, admin, { userId: "admin", intent: "revoke-admin" });
    expect(await rolesOf("admin")).toEqual([]);
  });

  it("lists users newest first with search, pages, last sign-in and project count", async () => {
    const { db, admin } = fixture;
    const now = Date.now();
    for (let index = 0; index < USERS_PAGE_SIZE + 3; index += 1) {
      const created = new Date(now + (index + 1) * 1000);
      await db
        .insertInto("users")
        .values({ id: `u${index}`, name: `Person ${index}`, email: `person${index}@shop_example.com`, status: "registered", photoUrl: null, roles: [], created, updated: created })
        .execute();
    }
    const signedIn = new Date(now + 60_000);
    await db.insertInto("analyticsEvents").values({ name: "login", params: { method: "Google" }, userId: "u0", projectId: null, occurredAt: signedIn }).execute();
    await db.insertInto("partners").values({ id: "u0", displayName: "Person 0", company: null, created: signedIn, updated: signedIn }).execute();
    await db
      .insertInto("projects")
      .values({
        id: "shop",
        ownerId: "u0",
        name: "Shop",
        primaryColor: "#1d4ed8",
        homePageId: null,
        settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
        livePublicationId: null,
        lastPublishedAt: null,
        created: signedIn,
        updated: signedIn,
      })
      .execute();

    const first = await listUsers(db, admin, {});
    expect(first).toMatchObject({ total: USERS_PAGE_SIZE + 6, page: 1, pages: 2 });
    expect(first.users[0]?.id).toBe(`u${USERS_PAGE_SIZE + 2}`);
    const second = await listUsers(db, admin, { page: "2" });
    expect(second.users).toHaveLength(6);

    const found = await listUsers(db, admin, { q: "PERSON0@" });
    expect(found.users).toHaveLength(1);
    expect(found.users[0]).toMatchObject({ id: "u0", projectCount: 1, lastSignInAt: signedIn });
    expect((await listUsers(db, admin, { q: "shop_" })).total).toBe(USERS_PAGE_SIZE + 3);
    expect((await listUsers(db, admin, { q: "%" })).total).toBe(0);
    expect((await listUsers(db, admin, { page: "999" })).page).toBe(2);
  });

  it("shows a user's partner record, projects, sign-ins and the admin actions about them", async () => {
    const { db, admin } = fixture;
    await db.insertInto("analyticsEvents").values({ name: "sign_up", params: { method: "Google" }, userId: "other", projectId: null, occurredAt: new Date(Date.now() - 5000) }).execute();
    await db.insertInto("analyticsEvents").values({ name: "login", params: { method: "Google" }, userId: "other", projectId: null, occurredAt: new Date() }).execute();
    await setUserStatus(db, admin, { userId: "other", status: "registered" });
    const detail = await getUserDetail(db, admin, { userId: "other" });
    expect(detail.partner).toMatchObject({ id: "other", displayName: "other" });
    expect(detail.signIns.map((event) => [event.kind, event.method])).toEqual([
      ["sign-in", "Google"],
      ["sign-up", "Google"],
    ]);
    expect(detail.audit).toHaveLength(1);
    expect(detail.isSelf).toBe(false);
    await refusal(getUserDetail(db, admin, { userId: "nobody" }), "NOT_FOUND");
  });

  it("counts users, partners, projects, admins and the sign-ups of each of the last 30 days", async () => {
    const { db, admin } = fixture;
    const now = new Date("2026-03-31T12:00:00Z");
    for (const at of ["2026-03-31T01:00:00Z", "2026-03-31T23:00:00Z", "2026-03-02T00:00:00Z", "2026-03-01T23:59:59Z"]) {
      await db.insertInto("analyticsEvents").values({ name: "sign_up", params: {}, userId: null, projectId: null, occurredAt: new Date(at) }).execute();
    }
    const figures = await getPlatformFigures(db, admin, now);
    expect(figures.counts).toMatchObject({ users: 3, partners: 3, projects: 0, published: 0, admins: 1, suspended: 0, leads: 0 });
    expect(figures.signUps).toHaveLength(30);
    expect(figures.signUps[0]).toEqual({ day: "2026-03-02", count: 1 });
    expect(figures.signUps.at(-1)).toEqual({ day: "2026-03-31", count: 2 });
    expect(figures.leads.every((day) => day.count === 0)).toBe(true);
  });
});

import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

/**
 * Project members with roles, invitations, ownership offers and the activity log
 * (docs/product.md#access, docs/decisions/0020-project-members-and-roles.md). Every existing
 * project gets its owner as its `owner` member. The partial unique index allows one owner per
 * project on both engines; `projects.owner_id` stays and always names that same person, changed
 * only together with the member rows.
 */
export const projectMembers: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("project_members")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      // owner, editor, viewer or leads.
      .addColumn("role", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("project_members_pk", ["project_id", "user_id"])
      .execute();
    await sql`create unique index project_members_one_owner on project_members (project_id) where role = 'owner'`.execute(db);
    await db.schema.createIndex("project_members_user_idx").on("project_members").column("user_id").execute();
    await sql`insert into project_members (project_id, user_id, role, created) select id, owner_id, 'owner', created from projects`.execute(db);

    await db.schema
      .createTable("project_invitations")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // Lower-case; one open invitation per address and project, so re-inviting replaces the link.
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("role", "text", (column) => column.notNull())
      // SHA-256 of the link's secret; the secret itself is never stored.
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      .addColumn("invited_by", "text", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("expires_at", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("project_invitations_project_email_unique", ["project_id", "email"])
      .execute();

    await db.schema
      .createTable("project_ownership_offers")
      .addColumn("project_id", "text", (column) => column.primaryKey().references("projects.id").onDelete("cascade"))
      .addColumn("to_user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("project_activity")
      .addColumn("id", types.serialKey, (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("actor_id", "text", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("details", types.json, (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("project_activity_project_created_idx").on("project_activity").columns(["project_id", "created"]).execute();
    await db.schema.createIndex("project_activity_created_idx").on("project_activity").column("created").execute();

    // Who saved a document last, so a second member learns who is editing (docs/product.md#two-people-editing).
    // No foreign key: SQLite cannot drop a column that has one, and a removed person simply goes unnamed.
    await db.schema.alterTable("pages").addColumn("updated_by", "text").execute();
    await db.schema.alterTable("modules").addColumn("updated_by", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("modules").dropColumn("updated_by").execute();
    await db.schema.alterTable("pages").dropColumn("updated_by").execute();
    await db.schema.dropTable("project_activity").execute();
    await db.schema.dropTable("project_ownership_offers").execute();
    await db.schema.dropTable("project_invitations").execute();
    await db.schema.dropTable("project_members").execute();
  },
};

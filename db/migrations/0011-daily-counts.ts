import { sql, type Kysely } from "kysely";
import type { DatabaseDialect } from "../database";
import type { PortableMigration } from "./column-types";

/**
 * The UTC day (YYYY-MM-DD) of a timestamp column: SQLite stores timestamps as ISO text in UTC
 * (`2026-11-23T08:00:00.000Z`), PostgreSQL as timestamptz, read here in UTC whatever the
 * session's time zone.
 */
function utcDay(dialect: DatabaseDialect, column: string): string {
  return dialect === "sqlite" ? `substr(${column}, 1, 10)` : `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * SQLite: one row trigger per change. An update only counts when it moves a lead to another day
 * or project or in or out of the trash, so marking leads read costs nothing.
 */
function sqliteTriggers(): string[] {
  const leadDay = (row: "new" | "old") => utcDay("sqlite", `${row}.created`);
  const addLead = `insert into daily_lead_counts (project_id, day, leads, deleted)
    values (new.project_id, ${leadDay("new")}, 1, new.deleted_at is not null)
    on conflict (project_id, day) do update set leads = leads + 1, deleted = deleted + excluded.deleted;`;
  const removeLead = `update daily_lead_counts set leads = leads - 1, deleted = deleted - (old.deleted_at is not null)
    where project_id = old.project_id and day = ${leadDay("old")};`;
  const eventDay = (row: "new" | "old") => utcDay("sqlite", `${row}.occurred_at`);
  const addEvent = `insert into daily_event_counts (name, project_id, day, events)
    values (new.name, coalesce(new.project_id, ''), ${eventDay("new")}, 1)
    on conflict (name, project_id, day) do update set events = events + 1;`;
  const removeEvent = `update daily_event_counts set events = events - 1
    where name = old.name and project_id = coalesce(old.project_id, '') and day = ${eventDay("old")};`;
  return [
    `create trigger daily_lead_counts_insert after insert on leads begin ${addLead} end`,
    `create trigger daily_lead_counts_delete after delete on leads begin ${removeLead} end`,
    `create trigger daily_lead_counts_update after update of project_id, created, deleted_at on leads
      when old.project_id is not new.project_id or old.created is not new.created or (old.deleted_at is null) is not (new.deleted_at is null)
      begin ${removeLead} ${addLead} end`,
    `create trigger daily_event_counts_insert after insert on analytics_events begin ${addEvent} end`,
    `create trigger daily_event_counts_delete after delete on analytics_events begin ${removeEvent} end`,
    `create trigger daily_event_counts_update after update of name, project_id, occurred_at on analytics_events
      when old.name is not new.name or old.project_id is not new.project_id or old.occurred_at is not new.occurred_at
      begin ${removeEvent} ${addEvent} end`,
  ];
}

/**
 * PostgreSQL: one statement trigger per change, adding up the statement's rows per day, so a batch
 * of leads costs one upsert. Rows are upserted in key order, so two transactions that touch the
 * same counters lock them in the same order and cannot deadlock. Counters of a project that is
 * being deleted are left to its cascade (its row is already gone when its leads go).
 */
function postgresTriggers(): string[] {
  const leadChanges = (table: "new_leads" | "old_leads", sign: 1 | -1) =>
    `select project_id, ${utcDay("postgres", "created")} as day, ${sign} as leads, ${sign} * (deleted_at is not null)::int as deleted from ${table}`;
  const upsertLeads = (changes: string) => `insert into daily_lead_counts as counts (project_id, day, leads, deleted)
    select project_id, day, sum(leads), sum(deleted) from (${changes}) as changes
    where exists (select 1 from projects where projects.id = changes.project_id)
    group by project_id, day having sum(leads) <> 0 or sum(deleted) <> 0 order by project_id, day
    on conflict (project_id, day) do update set leads = counts.leads + excluded.leads, deleted = counts.deleted + excluded.deleted;`;
  const eventChanges = (table: "new_events" | "old_events", sign: 1 | -1) =>
    `select name, coalesce(project_id, '') as project_id, ${utcDay("postgres", "occurred_at")} as day, ${sign} as events from ${table}`;
  const upsertEvents = (changes: string) => `insert into daily_event_counts as counts (name, project_id, day, events)
    select name, project_id, day, sum(events) from (${changes}) as changes
    group by name, project_id, day having sum(events) <> 0 order by name, project_id, day
    on conflict (name, project_id, day) do update set events = counts.events + excluded.events;`;
  const countingFunction = (name: string, onInsert: string, onDelete: string, onUpdate: string) => `create function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${onInsert}
      elsif tg_op = 'DELETE' then ${onDelete}
      else ${onUpdate}
      end if;
      return null;
    end $$`;
  const statementTriggers = (table: string, prefix: string, fn: string, rows: { old: string; new: string }) => [
    `create trigger ${prefix}_insert after insert on ${table} referencing new table as ${rows.new} for each statement execute function ${fn}()`,
    `create trigger ${prefix}_delete after delete on ${table} referencing old table as ${rows.old} for each statement execute function ${fn}()`,
    `create trigger ${prefix}_update after update on ${table} referencing old table as ${rows.old} new table as ${rows.new} for each statement execute function ${fn}()`,
  ];
  return [
    countingFunction(
      "count_daily_leads",
      upsertLeads(leadChanges("new_leads", 1)),
      upsertLeads(leadChanges("old_leads", -1)),
      upsertLeads(`${leadChanges("new_leads", 1)} union all ${leadChanges("old_leads", -1)}`),
    ),
    ...statementTriggers("leads", "daily_lead_counts", "count_daily_leads", { old: "old_leads", new: "new_leads" }),
    countingFunction(
      "count_daily_events",
      upsertEvents(eventChanges("new_events", 1)),
      upsertEvents(eventChanges("old_events", -1)),
      upsertEvents(`${eventChanges("new_events", 1)} union all ${eventChanges("old_events", -1)}`),
    ),
    ...statementTriggers("analytics_events", "daily_event_counts", "count_daily_events", { old: "old_events", new: "new_events" }),
  ];
}

/**
 * Per-day counts of leads and analytics events, kept by the database itself, so the activity
 * charts read at most one row per day instead of every lead and click of 30 days, and every
 * writer (the lead writer, the trash, the purge, a project's deletion, tests) keeps them right.
 */
export const dailyCounts: PortableMigration = {
  async up(db, _types, dialect) {
    // `leads` counts the stored leads of a day, deleted ones included until the purge removes
    // them; `deleted` counts those of them in the trash.
    await db.schema
      .createTable("daily_lead_counts")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("leads", "integer", (column) => column.notNull())
      .addColumn("deleted", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("daily_lead_counts_pk", ["project_id", "day"])
      .execute();
    // The admin area adds up every project's leads per day; with the count in the index it reads
    // only the index, in day order.
    await db.schema.createIndex("daily_lead_counts_day_idx").on("daily_lead_counts").columns(["day", "leads"]).execute();
    // Events outlive their project (no foreign key), as the events themselves do; '' stands for
    // events of no project (sign-ups, sign-ins), since a key column cannot be null.
    await db.schema
      .createTable("daily_event_counts")
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("project_id", "text", (column) => column.notNull())
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("events", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("daily_event_counts_pk", ["name", "project_id", "day"])
      .execute();

    // Triggers first, then the rows already there: on PostgreSQL a writer waits for the trigger's
    // lock and commits after this migration, so no row is counted twice or missed.
    await run(db, dialect === "sqlite" ? sqliteTriggers() : postgresTriggers());
    await run(db, [
      `insert into daily_lead_counts (project_id, day, leads, deleted)
        select project_id, ${utcDay(dialect, "created")}, count(*), count(deleted_at) from leads group by 1, 2`,
      `insert into daily_event_counts (name, project_id, day, events)
        select name, coalesce(project_id, ''), ${utcDay(dialect, "occurred_at")}, count(*) from analytics_events group by 1, 2, 3`,
    ]);
  },

  async down(db, _types, dialect) {
    const triggers = ["insert", "delete", "update"].flatMap((change) => [
      [`daily_lead_counts_${change}`, "leads"],
      [`daily_event_counts_${change}`, "analytics_events"],
    ]);
    await run(
      db,
      triggers.map(([trigger, table]) => (dialect === "sqlite" ? `drop trigger if exists ${trigger}` : `drop trigger if exists ${trigger} on ${table}`)),
    );
    if (dialect === "postgres") await run(db, ["drop function if exists count_daily_leads()", "drop function if exists count_daily_events()"]);
    for (const table of ["daily_event_counts", "daily_lead_counts"]) await db.schema.dropTable(table).ifExists().execute();
  },
};

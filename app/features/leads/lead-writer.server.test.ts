import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { LeadWriter, type NewLead } from "./lead-writer.server";

describe.each(testDialects())("the lead writer on %s", (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
    await createProject(f.db, f.owner, { name: "Bolt", id: "bolt" });
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: "sales@acme.example" };
    await f.db.updateTable("projects").set({ settings }).where("id", "=", "acme").execute();
  });
  afterEach(async () => {
    await f.database.close();
  });

  const lead = (projectId: string, idempotencyKey: string, mail = false): NewLead => ({
    projectId,
    sourceKind: "page",
    sourceSlug: "home",
    sourcePath: "/",
    sectionId: "contact1",
    fields: { name: `Lead ${idempotencyKey}`, custom: [] },
    searchText: `lead ${idempotencyKey}`,
    idempotencyKey,
    addressHash: "hash",
    created: new Date(),
    spamReason: null,
    mail,
  });
  const storedKeys = async () => (await f.db.selectFrom("leads").select(["projectId", "idempotencyKey"]).orderBy("idempotencyKey").execute()).map((row) => `${row.projectId}/${row.idempotencyKey}`);

  it("stores a batch written at once, one lead per key, marking repeats and retries as duplicates of the first", async () => {
    const writer = new LeadWriter(f.database);
    const first = await writer.write(lead("acme", "k-retried"));
    const batch = await Promise.all([
      writer.write(lead("acme", "k-1")),
      writer.write(lead("bolt", "k-1")),
      writer.write(lead("acme", "k-retried")),
      writer.write(lead("acme", "k-2")),
      writer.write(lead("acme", "k-1")),
    ]);
    expect(batch.map((stored) => stored.duplicate)).toEqual([false, false, true, false, true]);
    expect(batch[2]?.id).toBe(first.id);
    expect(batch[4]?.id).toBe(batch[0]?.id);
    expect(new Set(batch.map((stored) => stored.id)).size).toBe(4);
    expect(await storedKeys()).toEqual(["acme/k-1", "bolt/k-1", "acme/k-2", "acme/k-retried"]);
  });

  it("keeps the rest of a batch when one lead cannot be stored, and rejects only that one", async () => {
    const writer = new LeadWriter(f.database);
    const outcomes = await Promise.allSettled([writer.write(lead("acme", "k-good")), writer.write(lead("gone", "k-bad")), writer.write(lead("bolt", "k-also-good"))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await storedKeys()).toEqual(["bolt/k-also-good", "acme/k-good"]);
  });

  it("queues one notification per new lead, only for projects with a notification email and only when mail is on", async () => {
    const writer = new LeadWriter(f.database);
    const [mailed] = await Promise.all([writer.write(lead("acme", "k-mail", true)), writer.write(lead("acme", "k-mail", true)), writer.write(lead("bolt", "k-no-email", true)), writer.write(lead("acme", "k-no-smtp"))]);
    const outbox = await f.db.selectFrom("leadNotifications").select(["leadId", "recipient"]).execute();
    expect(outbox).toEqual([{ leadId: mailed?.id, recipient: "sales@acme.example" }]);
  });
});

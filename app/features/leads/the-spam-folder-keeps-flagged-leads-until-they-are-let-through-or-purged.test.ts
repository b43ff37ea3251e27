import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { installationSecret } from "../../../db/installation-secrets";
import { captureLead, LEADS_SECRET_NAME } from "./capture-lead.server";
import { issueFillTimeToken } from "./fill-time-token.server";
import { countNewLeads } from "./count-new-leads.server";
import { sendDueNotifications, type MailMessage } from "./lead-housekeeping.server";
import { parseLeadFilters } from "./lead-filters";
import { listLeads } from "./list-leads.server";
import { markLeadsNotSpam } from "./mark-lead-not-spam.server";
import { purgeSpamLeads, SPAM_KEPT_MS } from "./purge-spam-leads.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())("the spam folder on %s", (dialect) => {
  let f: LeadFixture;
  const mailConfig = { mailFrom: "Leads <leads@example.com>", publicUrl: new URL("https://app.example.com") };
  const smtp = { ...LEADS_CONFIG, smtpUrl: "smtp://127.0.0.1:1" };
  beforeEach(async () => {
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
    await f.db.updateTable("projects").set({ settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: "sales@acme.example" } }).execute();
  });
  afterEach(async () => {
    await f.database.close();
  });

  const capture = async (answers: Record<string, string>, now = new Date()) => {
    const outcome = await captureLead(f.database, smtp, { projectId: "acme", from: f.homeSlug, answers: { ...VALID_ANSWERS, ...answers }, address: "203.0.113.7", now });
    if (outcome.kind !== "stored") throw new Error(`not stored: ${outcome.kind}`);
    return outcome.leadId;
  };
  const names = async (status: string) =>
    (await listLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams({ status })) })).leads.map((lead) => lead.fields.name);
  const spamOf = async (leadId: string) => (await f.db.selectFrom("leads").select(["spamReason", "status"]).where("id", "=", leadId).executeTakeFirstOrThrow());

  it("keeps a flagged lead out of the inbox, its counts and the mail, in the Spam folder only", async () => {
    await capture({ name: "Honest Hana", idempotencyKey: "honest-lead-1" });
    await capture({ name: "Bot Builder", idempotencyKey: "bot-lead-1", website: "http://spam.example" });
    for (const status of ["inbox", "new", "all"]) expect(await names(status), status).toEqual(["Honest Hana"]);
    expect(await names("spam")).toEqual(["Bot Builder"]);
    expect(await countNewLeads(f.db, f.owner, { projectId: "acme" })).toBe(1);
    const sent: MailMessage[] = [];
    expect(await sendDueNotifications(f.database, mailConfig, async (message) => void sent.push(message))).toBe(1);
    expect(sent.map((mail) => mail.subject)).toEqual(["New lead from Honest Hana · Acme"]);
  });

  it("keeps the message of a person whose browser filled the form and who sent it two seconds after touching it", async () => {
    const secret = await installationSecret(f.db, LEADS_SECRET_NAME);
    const now = new Date();
    const token = issueFillTimeToken(secret, now.getTime() - 2_000);
    const leadId = await capture({ name: "Quick Quentin", idempotencyKey: "two-seconds", token }, now);
    expect(await spamOf(leadId)).toEqual({ spamReason: "too-fast", status: "new" });
    expect(await names("spam")).toEqual(["Quick Quentin"]);
  });

  it("Not spam moves the lead to the inbox as new and mails it like a new lead, once; only the owner may", async () => {
    const spamId = await capture({ name: "Autofill Ada", idempotencyKey: "autofill-1", website: "ada-autofill" });
    const before = await spamOf(spamId);
    await expect(markLeadsNotSpam(f.database, f.other, { projectId: "acme", leadIds: [spamId], mail: true })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(markLeadsNotSpam(f.database, f.admin, { projectId: "acme", leadIds: [spamId], mail: true })).rejects.toMatchObject({ status: 403 });
    expect(await spamOf(spamId)).toEqual(before);
    expect(await f.db.selectFrom("leadNotifications").select("leadId").execute()).toEqual([]);

    expect(await markLeadsNotSpam(f.database, f.owner, { projectId: "acme", leadIds: [spamId], mail: true })).toEqual([spamId]);
    expect(await spamOf(spamId)).toEqual({ spamReason: null, status: "new" });
    expect(await names("inbox")).toEqual(["Autofill Ada"]);
    expect(await names("spam")).toEqual([]);
    // Already out of the folder: a second "Not spam" (a double click) delivers nothing more.
    expect(await markLeadsNotSpam(f.database, f.owner, { projectId: "acme", leadIds: [spamId], mail: true })).toEqual([]);
    const sent: MailMessage[] = [];
    expect(await sendDueNotifications(f.database, mailConfig, async (message) => void sent.push(message))).toBe(1);
    expect(await sendDueNotifications(f.database, mailConfig, async (message) => void sent.push(message))).toBe(0);
    expect(sent).toMatchObject([{ to: "sales@acme.example", subject: "New lead from Autofill Ada · Acme", replyTo: "ada@example.com" }]);
  });

  it("without mail configured, Not spam moves the lead and queues nothing", async () => {
    const spamId = await capture({ idempotencyKey: "bot-lead-2", website: "x" });
    expect(await markLeadsNotSpam(f.database, f.owner, { projectId: "acme", leadIds: [spamId], mail: false })).toEqual([spamId]);
    expect(await f.db.selectFrom("leadNotifications").select("leadId").execute()).toEqual([]);
  });

  it("purges flagged leads 30 days after they arrived, and nothing else", async () => {
    const now = Date.now();
    const oldSpam = await capture({ name: "Old Bot", idempotencyKey: "old-bot-lead", website: "x" }, new Date(now - SPAM_KEPT_MS - DAY_MS));
    const youngSpam = await capture({ name: "Young Bot", idempotencyKey: "young-bot-lead", website: "x" }, new Date(now - SPAM_KEPT_MS + DAY_MS));
    const oldLead = await capture({ name: "Old Customer", idempotencyKey: "old-customer" }, new Date(now - 90 * DAY_MS));
    const letThrough = await capture({ name: "Old Autofill", idempotencyKey: "old-autofill", website: "x" }, new Date(now - 90 * DAY_MS));
    await markLeadsNotSpam(f.database, f.owner, { projectId: "acme", leadIds: [letThrough], mail: false });
    expect(await purgeSpamLeads(f.db, new Date(now))).toBe(1);
    const left = await f.db.selectFrom("leads").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual([youngSpam, oldLead, letThrough].sort());
    expect(left.map((row) => row.id)).not.toContain(oldSpam);
  });
});

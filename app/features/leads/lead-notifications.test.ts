import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { captureLead } from "./capture-lead.server";
import { MAX_ATTEMPTS, sendDueNotifications, type MailMessage } from "./lead-housekeeping.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

describe.each(testDialects())("lead notification mail on %s", (dialect) => {
  let f: LeadFixture;
  const config = { mailFrom: "Leads <leads@example.com>", publicUrl: new URL("https://app.example.com") };
  beforeEach(async () => {
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
    await f.db.updateTable("projects").set({ settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: "sales@acme.example" } }).execute();
    await captureLead(f.database, { ...LEADS_CONFIG, smtpUrl: "smtp://127.0.0.1:1" }, { projectId: "acme", from: f.homeSlug, answers: VALID_ANSWERS, address: "203.0.113.7", now: new Date() });
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("sends one mail per lead with every answer, Reply-To the sender and a link to the lead, then never again", async () => {
    const sent: MailMessage[] = [];
    expect(await sendDueNotifications(f.database, config, async (message) => void sent.push(message))).toBe(1);
    expect(await sendDueNotifications(f.database, config, async (message) => void sent.push(message))).toBe(0);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ from: "Leads <leads@example.com>", to: "sales@acme.example", replyTo: "ada@example.com", subject: "New lead from Ada Lovelace · Acme" });
    // The home page is named by the address visitors used.
    expect(mail?.text).toMatch(/^New lead for Acme from \/, received /);
    expect(mail?.text).toContain("Company: Analytical Engines Ltd");
    expect(mail?.text).toContain("Please call me about the spring offer.");
    expect(mail?.text).toMatch(/https:\/\/app\.example\.com\/project\/acme\/leads\?lead=[A-Za-z0-9]+/);
  });

  it("keeps the lead when sending fails, and retries later with backoff until it gets through", async () => {
    const failing = async () => {
      throw new Error("connection refused");
    };
    expect(await sendDueNotifications(f.database, config, failing)).toBe(0);
    const row = await f.db.selectFrom("leadNotifications").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, lastError: "connection refused", sentAt: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await sendDueNotifications(f.database, config, failing)).toBe(0);
    expect((await f.db.selectFrom("leadNotifications").select("attempts").executeTakeFirstOrThrow()).attempts).toBe(1);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sendDueNotifications(f.database, config, async () => undefined, later)).toBe(1);
    expect(await f.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(MAX_ATTEMPTS).toBe(8);
  });
});

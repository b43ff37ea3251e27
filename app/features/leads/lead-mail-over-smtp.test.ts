import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { startSmtpTestServer, type SmtpTestServer } from "../../../server/testing/smtp-test-server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { captureLead } from "./capture-lead.server";
import { startLeadHousekeeping, type LeadHousekeeping } from "./lead-housekeeping.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

// The notification goes out through nodemailer to a real SMTP server listening on loopback.
describe.each(testDialects())("lead notification mail over SMTP on %s", (dialect) => {
  let f: LeadFixture;
  let smtp: SmtpTestServer;
  let housekeeping: LeadHousekeeping | undefined;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
    await f.db.updateTable("projects").set({ settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: "sales@acme.example" } }).execute();
  });

  afterEach(async () => {
    await housekeeping?.stop();
    housekeeping = undefined;
    await smtp.close();
    await f.database.close();
  });

  it("delivers one message per new lead to the project's notification address", async () => {
    const config = { ...LEADS_CONFIG, smtpUrl: smtp.url, mailFrom: "Leads <leads@example.com>" };
    await captureLead(f.database, config, { projectId: "acme", from: f.homeSlug, answers: VALID_ANSWERS, address: "203.0.113.7", now: new Date() });
    housekeeping = await startLeadHousekeeping(f.database, { ...config, publicUrl: new URL("https://app.example.com") }, pino({ level: "silent" }));
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [message] = smtp.received;
    expect(message?.from).toBe("leads@example.com");
    expect(message?.to).toEqual(["sales@acme.example"]);
    // Headers may be folded or encoded (the subject holds a non-ASCII "·"); read them unfolded.
    const headers = (message?.data.split("\r\n\r\n")[0] ?? "").replace(/\r\n[ \t]+/g, " ");
    const subject = /^Subject: =\?UTF-8\?Q\?(.*)\?=$/m.exec(headers)?.[1] ?? "";
    const decoded = Buffer.from(subject.replace(/_/g, " ").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
    expect(decoded).toBe("New lead from Ada Lovelace · Acme");
    expect(headers).toMatch(/^Reply-To: ada@example\.com/m);
    expect(headers).toMatch(/^To: sales@acme\.example/m);
    const row = await f.db.selectFrom("leadNotifications").selectAll().executeTakeFirstOrThrow();
    expect(row.sentAt).not.toBeNull();
  });
});

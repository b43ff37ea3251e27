import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installationSecret } from "../../../db/installation-secrets";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { visitorTextsFor } from "~/lib/visitor-texts/visitor-texts";
import { captureLead, rateLimitedMessage, type CaptureInput } from "./capture-lead.server";
import { issueFillTimeToken } from "./fill-time-token.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

const ENGLISH = visitorTextsFor("en");

describe.each(testDialects())("capturing leads on %s", (dialect) => {
  let f: LeadFixture;
  beforeEach(async () => {
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  const input = (answers: Record<string, string>, extra: Partial<CaptureInput> = {}): CaptureInput => ({
    projectId: "acme",
    from: f.homeSlug,
    answers,
    address: "203.0.113.7",
    now: new Date(),
    ...extra,
  });
  const leads = () => f.db.selectFrom("leads").selectAll().orderBy("created").execute();

  it("stores a valid lead with its source, cleaned fields, status new and a hash instead of the address", async () => {
    const outcome = await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS));
    expect(outcome).toMatchObject({ kind: "stored", duplicate: false });
    const [lead] = await leads();
    expect(lead).toMatchObject({ projectId: "acme", sourceKind: "page", sourceSlug: f.homeSlug, sourcePath: "/", sectionId: "contact1", status: "new", deletedAt: null, spamReason: null });
    expect(lead?.fields).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      message: "Please call me about the spring offer.",
      custom: [
        { id: "company", label: "Company", value: "Analytical Engines Ltd" },
        { id: "budget", label: "Budget", value: "=1+2" },
      ],
      consent: "I agree that you store my details to answer me.",
    });
    expect(lead?.addressHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(lead)).not.toContain("203.0.113.7");
  });

  it("takes leads from a published module too, and only from sections that are live", async () => {
    const fromModule = await captureLead(f.database, LEADS_CONFIG, input({ sectionId: "signup", email: "bob@example.com" }, { from: "join/module" }));
    expect(fromModule).toMatchObject({ kind: "stored", form: { source: { kind: "module", slug: "join", href: "/acme/join/module", path: "/join/module" } } });
    for (const wrong of [
      input(VALID_ANSWERS, { projectId: "nosuch" }),
      input(VALID_ANSWERS, { from: "nosuchpage" }),
      input({ ...VALID_ANSWERS, sectionId: "signup" }),
      input(VALID_ANSWERS, { from: "join/module" }),
      input({ ...VALID_ANSWERS, sectionId: "../x" }),
    ]) {
      expect(await captureLead(f.database, LEADS_CONFIG, wrong)).toEqual({ kind: "unknown" });
    }
    expect(await leads()).toHaveLength(1);
  });

  it("refuses invalid answers with errors beside the fields and stores nothing", async () => {
    const outcome = await captureLead(
      f.database,
      LEADS_CONFIG,
      input({ ...VALID_ANSWERS, name: "  ", email: "not-an-email", phone: "12", message: "x".repeat(5001), "custom-company": "", consent: "" }),
    );
    expect(outcome.kind).toBe("invalid");
    if (outcome.kind !== "invalid") return;
    expect(outcome.state.errors).toEqual({
      name: "Please fill in this field.",
      email: "Use an email address like name@example.com.",
      phone: "Use a phone number like +44 20 7946 0000.",
      message: "At most 5,000 characters.",
      "custom-company": "Please fill in this field.",
      consent: "Please tick the box to send your message.",
    });
    expect(outcome.state.values.email).toBe("not-an-email");
    expect(await leads()).toEqual([]);
  });

  it("keeps and flags a honeypot, a too-fast or a forged start time instead of refusing it, and keeps a stale or missing one unflagged", async () => {
    const secret = await installationSecret(f.db, "leads");
    const now = Date.now();
    const cases = [
      { answers: { ...VALID_ANSWERS, website: "https://spam.example" }, reason: "honeypot" },
      { answers: { ...VALID_ANSWERS, token: issueFillTimeToken(secret, now - 340) }, reason: "too-fast" },
      { answers: { ...VALID_ANSWERS, token: `${now.toString(36)}.AAAAAAAAAAAAAAAAAAAAAAAA` }, reason: "forged-token" },
      { answers: { ...VALID_ANSWERS, token: issueFillTimeToken(secret, now - 2 * 24 * 60 * 60 * 1000) }, reason: null },
      { answers: { ...VALID_ANSWERS, token: issueFillTimeToken(secret, now - 10_000) }, reason: null },
      { answers: VALID_ANSWERS, reason: null },
    ];
    for (const [index, { answers, reason }] of cases.entries()) {
      const outcome = await captureLead(f.database, LEADS_CONFIG, input({ ...answers, idempotencyKey: `spam-case-${index}` }));
      expect(outcome).toMatchObject({ kind: "stored", duplicate: false, spamReason: reason });
    }
    const stored = await f.db.selectFrom("leads").select("spamReason").orderBy("idempotencyKey").execute();
    expect(stored.map((lead) => lead.spamReason)).toEqual(cases.map((c) => c.reason));
  });

  it("refuses only over a rate limit, saying when the window ends and a retry goes through", async () => {
    const strict = { ...LEADS_CONFIG, limitPerAddress: 2 };
    const answers = (n: number) => ({ ...VALID_ANSWERS, idempotencyKey: `key-number-${n}` });
    // Three minutes and twenty seconds into a ten-minute window.
    const now = new Date(Date.UTC(2026, 10, 23, 10, 3, 20));
    const at = (address: string, extra: Partial<CaptureInput> = {}) => ({ address, now, ...extra });
    expect((await captureLead(f.database, strict, input(answers(1), at("198.51.100.1")))).kind).toBe("stored");
    expect((await captureLead(f.database, strict, input(answers(2), at("198.51.100.1")))).kind).toBe("stored");
    const limited = await captureLead(f.database, strict, input(answers(3), at("198.51.100.1")));
    expect(limited).toMatchObject({ kind: "rate-limited", retryAfterSeconds: 400 });
    if (limited.kind === "rate-limited") expect(limited.state.message).toBe(rateLimitedMessage(400, ENGLISH));
    expect(rateLimitedMessage(400, ENGLISH)).toBe("Your message could not be sent: too many messages arrived here in a short time. Please try again in 7 minutes.");
    expect(rateLimitedMessage(1, ENGLISH)).toContain("Please try again in 1 second.");
    expect(rateLimitedMessage(60, ENGLISH)).toContain("Please try again in 1 minute.");
    expect((await captureLead(f.database, strict, input(answers(4), at("198.51.100.2")))).kind).toBe("stored");
    const afterWindow = new Date(Date.UTC(2026, 10, 23, 10, 10, 0));
    expect((await captureLead(f.database, strict, input(answers(3), at("198.51.100.1", { now: afterWindow })))).kind).toBe("stored");
    const perProject = { ...LEADS_CONFIG, limitPerProject: 1 };
    const projectLimited = await captureLead(f.database, perProject, input(answers(5), at("192.0.2.9")));
    // The project's hour started at 10:00, so its window ends 56 minutes 40 seconds later.
    expect(projectLimited).toMatchObject({ kind: "rate-limited", retryAfterSeconds: 3400 });
    expect(await leads()).toHaveLength(4);
  });

  it("makes one lead per idempotency key however often and however concurrently it is sent", async () => {
    const answers = { ...VALID_ANSWERS, idempotencyKey: "9f2c1a7e-retry" };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => captureLead(f.database, LEADS_CONFIG, input(answers))));
    const ids = new Set(outcomes.map((outcome) => (outcome.kind === "stored" ? outcome.leadId : outcome.kind)));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === "stored" && !outcome.duplicate)).toHaveLength(1);
    expect(await leads()).toHaveLength(1);
  });

  it("without a client key, treats the same answers from the same address within minutes as one lead", async () => {
    const now = new Date("2025-03-01T10:01:00Z");
    await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now }));
    await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now: new Date(now.getTime() + 30_000) }));
    await captureLead(f.database, LEADS_CONFIG, input({ ...VALID_ANSWERS, message: "Another question." }, { now }));
    await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now, address: "203.0.113.99" }));
    await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now: new Date(now.getTime() + 60 * 60 * 1000) }));
    expect(await leads()).toHaveLength(4);
  });

  it("without a client key, treats a form sent twice either side of a window's edge as one lead", async () => {
    const justBefore = new Date("2025-03-01T10:09:59.800Z");
    const first = await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now: justBefore }));
    const second = await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now: new Date(justBefore.getTime() + 400) }));
    expect(second).toMatchObject({ kind: "stored", duplicate: true, leadId: first.kind === "stored" ? first.leadId : "none" });
    await captureLead(f.database, LEADS_CONFIG, input(VALID_ANSWERS, { now: new Date(justBefore.getTime() + 11 * 60 * 1000) }));
    expect(await leads()).toHaveLength(2);
  });

  it("queues a notification only when SMTP is configured, the project has a notification email and the lead is not suspected spam", async () => {
    await captureLead(f.database, LEADS_CONFIG, input({ ...VALID_ANSWERS, idempotencyKey: "no-smtp-key" }));
    await f.db.updateTable("projects").set({ settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: "sales@acme.example" } }).execute();
    await captureLead(f.database, LEADS_CONFIG, input({ ...VALID_ANSWERS, idempotencyKey: "still-no-smtp" }));
    const mailing = { ...LEADS_CONFIG, smtpUrl: "smtp://127.0.0.1:2525" };
    const stored = await captureLead(f.database, mailing, input({ ...VALID_ANSWERS, idempotencyKey: "with-smtp-key" }));
    await captureLead(f.database, mailing, input({ ...VALID_ANSWERS, idempotencyKey: "with-smtp-key" }));
    const spam = await captureLead(f.database, mailing, input({ ...VALID_ANSWERS, idempotencyKey: "spam-with-smtp", website: "https://spam.example" }));
    expect(spam).toMatchObject({ kind: "stored", spamReason: "honeypot" });
    const outbox = await f.db.selectFrom("leadNotifications").selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ leadId: stored.kind === "stored" ? stored.leadId : "", recipient: "sales@acme.example", sentAt: null, attempts: 0 });
  });
});

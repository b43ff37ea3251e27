import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { captureLead, type CaptureInput } from "./capture-lead.server";
import { parseCsv } from "./csv";
import { exportLeads } from "./export-leads.server";
import { getLeadsBySource } from "./get-leads-by-source.server";
import { parseLeadFilters } from "./lead-filters";
import { listLeads } from "./list-leads.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

describe.each(testDialects())("lead attribution on %s", (dialect) => {
  let f: LeadFixture;
  beforeEach(async () => {
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  let sent = 0;
  const capture = (answers: Record<string, string>, extra: Partial<CaptureInput> = {}) =>
    captureLead(f.database, LEADS_CONFIG, {
      projectId: "acme",
      from: f.homeSlug,
      answers: { ...VALID_ANSWERS, idempotencyKey: `attribution-${(sent += 1)}`, ...answers },
      address: "203.0.113.7",
      now: new Date(),
      ...extra,
    });
  const stored = async (leadId: string) =>
    f.db
      .selectFrom("leads")
      .select(["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "gclid", "fbclid", "referrerHost", "landingPath"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
  const leadIdOf = (outcome: Awaited<ReturnType<typeof capture>>) => {
    if (outcome.kind !== "stored") throw new Error(`not stored: ${outcome.kind}`);
    return outcome.leadId;
  };

  it("stores the landing address's campaign parameters and click ids, the landing page and the referring host the form script sent", async () => {
    const leadId = leadIdOf(await capture({ landing: "/acme/?utm_source=newsletter&utm_campaign=spring&utm_medium=email&gclid=abc_123", referrer: "www.Google.com" }));
    expect(await stored(leadId)).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
      gclid: "abc_123",
      fbclid: null,
      referrerHost: "www.google.com",
      landingPath: "/",
    });
  });

  it("without the form script, reads them from the page the form was posted from", async () => {
    const leadId = leadIdOf(await capture({}, { referer: "http://localhost:3000/acme?utm_source=flyer&utm_campaign=autumn&fbclid=IwAR9" }));
    expect(await stored(leadId)).toMatchObject({ utmSource: "flyer", utmCampaign: "autumn", fbclid: "IwAR9", referrerHost: null, landingPath: "/" });
  });

  it("keeps a lead whose attribution is nonsense, without it", async () => {
    const outcome = await capture({ landing: "https://evil.example/?utm_source=x", referrer: "not a host/at all" }, { referer: "http://localhost:3000/api/leads/acme" });
    expect(await stored(leadIdOf(outcome))).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, gclid: null, fbclid: null, referrerHost: null, landingPath: null });
  });

  it("filters the inbox by traffic source and campaign, exports the attribution after the old columns, and counts leads by source and campaign", async () => {
    await capture({ name: "News Spring", landing: "/acme?utm_source=newsletter&utm_campaign=spring" });
    await capture({ name: "News Autumn", landing: "/acme?utm_source=newsletter&utm_campaign=autumn" });
    await capture({ name: "From Google", landing: "/acme", referrer: "www.google.com" });
    await capture({ name: "Direct Visitor" });
    // Spam waits in its folder and does not count as what a campaign brought.
    await capture({ name: "Bot Spring", website: "http://spam.example", landing: "/acme?utm_source=newsletter&utm_campaign=spring" });

    const names = async (search: string) => (await listLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams(search)) })).leads.map((lead) => lead.fields.name).sort();
    expect(await names("via=newsletter")).toEqual(["News Autumn", "News Spring"]);
    expect(await names("via=newsletter&campaign=spring")).toEqual(["News Spring"]);
    expect(await names("via=www.google.com")).toEqual(["From Google"]);
    expect(await names("status=spam&campaign=spring")).toEqual(["Bot Spring"]);
    expect(await names("via=nobody")).toEqual([]);
    const page = await listLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams()) });
    expect(page.attribution).toEqual({ sources: ["newsletter", "www.google.com"], campaigns: ["autumn", "spring"] });

    const { csv } = await exportLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams("via=newsletter&campaign=spring")) });
    const [header, row, ...rest] = parseCsv(csv.replace(/^\ufeff/, ""));
    expect(rest).toEqual([]);
    expect(header).toEqual([
      ...["Received (UTC)", "Status", "Source", "Name", "Email", "Phone", "Message", "Company", "Budget", "Consent", "Suspected spam"],
      ...["Traffic source", "UTM source", "UTM medium", "UTM campaign", "UTM term", "UTM content", "gclid", "fbclid", "Referring site", "Landing page", "A/B test variant", "Embedded on", "Language"],
    ]);
    expect(row?.slice(2, 4)).toEqual(["/", "News Spring"]);
    expect(row?.slice(11)).toEqual(["newsletter", "newsletter", "", "spring", "", "", "", "", "", "/", "", "", "en"]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await getLeadsBySource(f.db, f.owner, { projectId: "acme", firstDay: today })).toEqual([
      { source: "newsletter", campaign: "autumn", leads: 1 },
      { source: "newsletter", campaign: "spring", leads: 1 },
      { source: "www.google.com", campaign: null, leads: 1 },
      { source: null, campaign: null, leads: 1 },
    ]);
    await expect(getLeadsBySource(f.db, f.other, { projectId: "acme", firstDay: today })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

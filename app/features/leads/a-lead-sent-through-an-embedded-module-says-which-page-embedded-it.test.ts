import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { captureLead } from "./capture-lead.server";
import { parseCsv } from "./csv";
import { exportLeads } from "./export-leads.server";
import { leadSourceLabel, leadSourceValue } from "./lead-labels";
import { parseLeadFilters } from "./lead-filters";
import { listLeads } from "./list-leads.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

describe.each(testDialects())("leads of an embedded module on %s", (dialect) => {
  let f: LeadFixture;
  beforeEach(async () => {
    f = await createLeadFixture(dialect, (db, owner, projectId) => publishProject(db, owner, { projectId, origin: "http://localhost", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  let sent = 0;
  const sendThroughModule = async (name: string, answers: Record<string, string>, from = "join/module") => {
    const outcome = await captureLead(f.database, LEADS_CONFIG, {
      projectId: "acme",
      from,
      answers: { sectionId: "signup", email: `${name.toLowerCase()}@example.com`, name, website: "", idempotencyKey: `embedded-${(sent += 1)}`, landing: "/acme/join/module", ...answers },
      address: "203.0.113.7",
      now: new Date(),
    });
    if (outcome.kind !== "stored") throw new Error(`not stored: ${outcome.kind}`);
    return f.db.selectFrom("leads").select(["embeddedOn", "embeddedHost"]).where("id", "=", outcome.leadId).executeTakeFirstOrThrow();
  };

  it("keeps the embedding page's origin and path, never its query or fragment, and its host", async () => {
    expect(await sendThroughModule("Ada", { embeddedOn: "https://bakery.example/visit?email=ada@example.com#form", referrer: "bakery.example" })).toEqual({
      embeddedOn: "https://bakery.example/visit",
      embeddedHost: "bakery.example",
    });
    expect(await sendThroughModule("Port", { embeddedOn: "http://127.0.0.1:8080/", referrer: "" })).toEqual({ embeddedOn: "http://127.0.0.1:8080/", embeddedHost: "127.0.0.1:8080" });
  });

  it("leaves out an address the browser contradicts or that is no web page, and still keeps the lead", async () => {
    const none = { embeddedOn: null, embeddedHost: null };
    expect(await sendThroughModule("Liar", { embeddedOn: "https://bank.example/", referrer: "bakery.example" })).toEqual(none);
    expect(await sendThroughModule("Script", { embeddedOn: "javascript:alert(1)", referrer: "" })).toEqual(none);
    expect(await sendThroughModule("Creds", { embeddedOn: "https://user:secret@bakery.example/", referrer: "bakery.example" })).toEqual(none);
    expect(await sendThroughModule("Long", { embeddedOn: `https://bakery.example/${"a".repeat(2_100)}`, referrer: "bakery.example" })).toEqual(none);
    expect(await sendThroughModule("Junk", { embeddedOn: "not a url", referrer: "" })).toEqual(none);
  });

  it("is not taken from a page's form: only modules are embedded", async () => {
    const outcome = await captureLead(f.database, LEADS_CONFIG, {
      projectId: "acme",
      from: f.homeSlug,
      answers: { ...VALID_ANSWERS, idempotencyKey: "embedded-home", embeddedOn: "https://bakery.example/visit", referrer: "bakery.example" },
      address: "203.0.113.8",
      now: new Date(),
    });
    if (outcome.kind !== "stored") throw new Error(`not stored: ${outcome.kind}`);
    expect(await f.db.selectFrom("leads").select(["embeddedOn", "embeddedHost"]).where("id", "=", outcome.leadId).executeTakeFirstOrThrow()).toEqual({ embeddedOn: null, embeddedHost: null });
  });

  it("names the embedding site in the inbox's source, filters by it, and exports the page in the CSV", async () => {
    await sendThroughModule("Ada", { embeddedOn: "https://bakery.example/visit", referrer: "bakery.example" });
    await sendThroughModule("Bob", { embeddedOn: "https://florist.example/contact", referrer: "florist.example" });
    await sendThroughModule("Cy", {});
    const names = async (search: string) => (await listLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams(search)) })).leads.map((lead) => lead.fields.name).sort();
    expect(await names("source=module:join@bakery.example")).toEqual(["Ada"]);
    expect(await names("source=module:join@florist.example")).toEqual(["Bob"]);
    expect(await names("source=module:join")).toEqual(["Ada", "Bob", "Cy"]);
    // A filter value of another shape is no filter, not an error.
    expect(await names("source=module:join@<b>")).toEqual(["Ada", "Bob", "Cy"]);

    const page = await listLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams()) });
    expect(page.sources.filter((source) => source.kind === "module").map((source) => [leadSourceValue(source), leadSourceLabel(source)])).toEqual([
      ["module:join", "join (module)"],
      ["module:join@bakery.example", "join (module) on bakery.example"],
      ["module:join@florist.example", "join (module) on florist.example"],
    ]);
    const ada = page.leads.find((lead) => lead.fields.name === "Ada");
    expect(ada && leadSourceLabel({ kind: ada.sourceKind, slug: ada.sourceSlug, path: ada.sourcePath, embeddedHost: ada.embeddedHost })).toBe("join (module) on bakery.example");

    const { csv } = await exportLeads(f.db, f.owner, { projectId: "acme", filters: parseLeadFilters(new URLSearchParams("source=module:join@bakery.example")) });
    const [header = [], row = []] = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(row[header.indexOf("Embedded on")]).toBe("https://bakery.example/visit");
    expect(row[header.indexOf("Source")]).toBe("join (module) on bakery.example");
  });
});

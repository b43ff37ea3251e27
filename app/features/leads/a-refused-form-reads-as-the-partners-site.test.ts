import { Readable } from "node:stream";
import { JSDOM } from "jsdom";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { answerLeadSubmission, type LeadSubmission } from "./answer-lead-submission.server";
import { createLeadFixture, LEADS_CONFIG, VALID_ANSWERS, type LeadFixture } from "./test-fixtures";

const submission = (homeSlug: string, answers: Record<string, string>): LeadSubmission => ({
  projectId: "acme",
  from: homeSlug,
  contentType: "application/x-www-form-urlencoded",
  accept: "text/html",
  contentLength: undefined,
  body: Readable.from([Buffer.from(new URLSearchParams(answers).toString())]),
  clientAddress: "203.0.113.9",
});

describe.each(testDialects())("the page a refused form answers without JavaScript on %s", (dialect) => {
  let fixture: LeadFixture;

  beforeAll(async () => {
    fixture = await createLeadFixture(dialect, async (db, owner, projectId) => {
      const { settings } = await db.selectFrom("projects").select("settings").where("id", "=", projectId).executeTakeFirstOrThrow();
      await db.updateTable("projects").set({ settings: { ...settings, typography: "editorial" } }).where("id", "=", projectId).execute();
      return publishProject(db, owner, { projectId, origin: "http://127.0.0.1", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
    });
  });
  afterAll(() => fixture.database.close());

  it("is set in the site's typefaces, with its icons, manifest and colour, and its policy lets them load", async () => {
    const context = { database: fixture.database, leads: LEADS_CONFIG, logger: pino({ level: "silent" }) };
    const answer = await answerLeadSubmission(submission(fixture.homeSlug, { ...VALID_ANSWERS, email: "ada@@example.com" }), context);
    expect(answer.status).toBe(422);
    const csp = answer.headers["Content-Security-Policy"] ?? "";
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'none'");
    const { document } = new JSDOM(answer.body).window;
    expect(document.title).toBe("Please check your details · Acme");
    const links = [...document.head.querySelectorAll("link")].map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")?.replace(/^data:.*/, "data:")}`);
    expect(links).toEqual([
      "icon data:",
      "icon /acme/icon-192.png",
      "apple-touch-icon /acme/apple-touch-icon.png",
      "manifest /acme/manifest.webmanifest",
      "preload /site-fonts/playfair-display-latin-700-normal.woff2",
      "preload /site-fonts/source-sans-3-latin-400-normal.woff2",
    ]);
    const primaryColor = (await fixture.db.selectFrom("projects").select("primaryColor").where("id", "=", "acme").executeTakeFirstOrThrow()).primaryColor;
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe(primaryColor);
    expect(answer.body).toContain('@font-face{font-family:"Playfair Display"');
    expect(answer.body).toContain('.pw-site :is(h1,h2,h3,h4,h5,h6){font-family:"Playfair Display"');
    expect(document.querySelector(".pw-site h1")).not.toBeNull();
    expect(document.body.textContent).toContain("Use an email address like name@example.com.");
  });
});

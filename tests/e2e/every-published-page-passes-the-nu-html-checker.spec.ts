import { expect, type APIRequestContext, test } from "@playwright/test";
import fs from "node:fs";
import { createProjectFromDashboard, hostileSectionsFile } from "./helpers";
import { markupErrors } from "./nu-html-checker";
import { signedInPage } from "./sign-in";

type SectionTypeListing = { sectionTypes: { type: string; variants: { id: string }[] }[] };
type StoredSection = { id: string; type: string; variant: string; props: Record<string, unknown> };

/** A token for the REST API, made on the account screen as a partner makes one. */
async function apiToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const form = new URLSearchParams([["intent", "create"], ["name", "Markup check"], ["expiresInDays", "30"], ["scopes", "projects:read"], ["scopes", "projects:write"], ["scopes", "publish"]]);
  const made = await request.post("/account/tokens", { data: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL } });
  expect(made.status()).toBe(200);
  const token = /pw_[A-Za-z0-9]{40}/.exec(await made.text())?.[0];
  if (!token) throw new Error("The account screen showed no token");
  return token;
}

// The gallery's templates, as the dashboard lists them (app/features/templates/template-registry.ts).
const TEMPLATE_IDS = ["bakery", "restaurant", "plumber", "consultant", "saas", "event", "course", "portfolio", "real-estate", "non-profit"];

// A page with a markup error the checker must report, so a checker that reports nothing fails here.
const BROKEN_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Broken</title></head><body><p><div>Block in a paragraph</p></div></body></html>`;

test("every published page (each section type and variant with default and fuzzed content, and every template) has no markup error in the Nu HTML checker", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const projectId = `markup${stamp}`;
  const partner = await signedInPage(browser, `markup-${stamp}@example.com`, "Mara Kup");
  await createProjectFromDashboard(partner, "Markup check", projectId);
  const request = partner.context().request;
  const token = await apiToken(request, baseURL ?? "");
  const call = async (method: "GET" | "POST" | "PUT", address: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(`/api/v1${address}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers }, data: body });
    expect(response.status(), `${method} ${address}: ${await response.text()}`).toBeLessThan(300);
    return response;
  };

  // One page per section type: its variants with their default content, then with fuzzed content.
  const { sectionTypes } = (await (await call("GET", "/section-types")).json()) as SectionTypeListing;
  const fuzzed = (JSON.parse(fs.readFileSync(hostileSectionsFile(), "utf8")) as { section: StoredSection }[]).map(({ section }) => section).filter((section) => section.id.startsWith("fuzz-"));
  const pages: Record<string, StoredSection[]> = {};
  for (const { type, variants } of sectionTypes) {
    // Empty props: the section renders its defaults, as a newly added one does.
    pages[`defaults-${type}`] = variants.map(({ id: variant }) => ({ id: `${type}-${variant}`, type, variant, props: {} }));
    pages[`fuzzed-${type}`] = fuzzed.filter((section) => section.type === type);
    expect(pages[`fuzzed-${type}`]).toHaveLength(variants.length);
  }
  for (const [slug, sections] of Object.entries(pages)) {
    const made = (await (await call("POST", `/projects/${projectId}/pages`, { title: slug, slug })).json()) as { version: number };
    await call("PUT", `/projects/${projectId}/pages/${slug}/sections`, { sections }, { "If-Match": `"${made.version}"` });
  }
  await call("POST", `/projects/${projectId}/publish`);
  const addresses = ["", ...Object.keys(pages)].map((slug) => `/${projectId}${slug ? `/${slug}` : ""}`);

  // Every template, started from the dashboard's form and published with all its pages.
  for (const template of TEMPLATE_IDS) {
    const id = `${template.replaceAll("-", "")}${stamp}`;
    const form = new URLSearchParams({ intent: "create-project", name: `Markup ${template}`, id, start: template });
    const created = await request.post("/?index", { data: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL ?? "" }, maxRedirects: 0 });
    expect(created.status(), template).toBe(303);
    expect(created.headers().location, template).toBe(`/project/${id}`);
    await call("POST", `/projects/${id}/publish`);
    const project = (await (await call("GET", `/projects/${id}`)).json()) as { pages: { slug: string; isHome: boolean }[] };
    addresses.push(...project.pages.map((page) => (page.isHome ? `/${id}` : `/${id}/${page.slug}`)));
  }

  const visitor = await browser.newContext();
  const documents: Record<string, string> = { "deliberately broken": BROKEN_PAGE };
  for (const address of addresses) {
    const response = await visitor.request.get(address);
    expect(response.status(), address).toBe(200);
    documents[address] = await response.text();
  }
  const { errors, forgiven } = await markupErrors(documents);
  expect(errors.filter((error) => error.document === "deliberately broken").length).toBeGreaterThan(0);
  expect(errors.filter((error) => error.document !== "deliberately broken")).toEqual([]);
  // Every gap forgiven is one of those listed by name (the published CSS does use all of them).
  expect(forgiven.sort()).toEqual(["@container", "@property", "container-type", "custom properties in transition-property", "linear-gradient(in …)", "margin-trim"]);
  expect(Object.keys(documents).length).toBeGreaterThan(addresses.length);
});

import { describe, expect, test } from "vitest";
import { createSection } from "~/features/editor/editor-section";
import { parseLinkTarget } from "~/lib/safe-url";
import { allPaths, fieldName, getAt } from "./fixtures/content-paths";
import { EMPTY_PROJECT, type ProjectContext } from "./project-context";
import { SECTION_DEFINITIONS, SECTION_REGISTRY } from "./registry";
import type { SectionType } from "./section-types";

// The demo brand, its made-up contact details and its links to pages a new project does not have.
const DEMO_TEXTS = ["Acme", "example.com", "+44 20 7946", "Market Street"];
const DEMO_HREFS = ["/features", "/pricing", "/about-us", "#contact"];

const BAKERY: ProjectContext = {
  siteName: "Rye & Co",
  pages: [
    { path: "/", title: "Home" },
    { path: "/menu", title: "Our menu" },
    { path: "/visit", title: "Visit us" },
    { path: "/impressum", title: "Impressum" },
  ],
  anchors: [{ anchor: "order", label: "Contact", type: "contact" }],
  contact: { email: "bake@rye.test", phone: "+49 30 1234567", address: "Brotstraße 1, Berlin" },
  socialLinks: ["https://www.instagram.com/ryeandco"],
};

/** Every link target in a section's content ("" is no link, as in a logo without one). */
function hrefsOf(props: Record<string, unknown>): string[] {
  return allPaths(props).flatMap((path) => {
    const value = getAt(props, path);
    return fieldName(path) === "href" && typeof value === "string" && value !== "" ? [value] : [];
  });
}

/** Whether a link leads to something the project has: one of its pages, an anchor on the page (or the section's own), or its own contact details. */
function leadsSomewhereReal(href: string, project: ProjectContext, ownAnchor: unknown): boolean {
  const target = parseLinkTarget(href);
  if (!target) return false;
  const anchors = [...project.anchors.map((entry) => `#${entry.anchor}`), ...(typeof ownAnchor === "string" && ownAnchor ? [`#${ownAnchor}`] : [])];
  if (target.kind === "anchor") return anchors.includes(target.hash);
  if (target.kind === "page") return project.pages.some((page) => page.path === `/${target.page}`) && (target.hash === "" || anchors.includes(target.hash));
  return [`mailto:${project.contact.email}`, `tel:${project.contact.phone.replace(/[^\d+]/g, "")}`, ...project.socialLinks].includes(target.href);
}

describe.each(SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => [definition.type, variant] as const)))("a new %s (%s)", (type, variant) => {
  test("in a blank project names no demo brand and links only to what exists", () => {
    const { props } = createSection(type, variant, EMPTY_PROJECT);
    const json = JSON.stringify(props);
    for (const demo of DEMO_TEXTS) expect(json, `${type} holds ${demo}`).not.toContain(demo);
    for (const demo of DEMO_HREFS) expect(hrefsOf(props), `${type} links to ${demo}`).not.toContain(demo);
    for (const href of hrefsOf(props)) expect(leadsSomewhereReal(href, EMPTY_PROJECT, props.anchor), `${type}: ${href}`).toBe(true);
  });

  test("in a project with pages, a form and contact details links only to those", () => {
    const { props } = createSection(type, variant, BAKERY);
    for (const href of hrefsOf(props)) expect(leadsSomewhereReal(href, BAKERY, props.anchor), `${type}: ${href}`).toBe(true);
  });
});

test("a new header shows the project's name, links to its real pages (legal notices apart) and its button goes to the page's form", () => {
  const { props } = createSection("header", "default", BAKERY);
  expect(props).toMatchObject({
    siteName: "Rye & Co",
    links: [
      { label: "Home", href: "/" },
      { label: "Our menu", href: "/menu" },
      { label: "Visit us", href: "/visit" },
    ],
    cta: { label: "Get in touch", href: "#order" },
  });
});

test("in a blank project a new header has the project's name, no links and no button: there is nothing to link to yet", () => {
  const { props } = createSection("header", "default", { ...EMPTY_PROJECT, siteName: "Rye & Co" });
  expect(props).toMatchObject({ siteName: "Rye & Co", links: [], cta: null });
});

test("on a one-page site a new header links to the sections of the page that have an anchor", () => {
  const onePage = { ...EMPTY_PROJECT, anchors: [{ anchor: "prices", label: "Pricing", type: "pricing" }, { anchor: "order", label: "Contact", type: "contact" }] };
  expect(createSection("header", "default", onePage).props.links).toMatchObject([
    { label: "Pricing", href: "#prices" },
    { label: "Contact", href: "#order" },
  ]);
});

test("buttons fall back to the project's email, then its phone, and are left out when the project offers neither", () => {
  const noForm = { ...BAKERY, anchors: [] };
  expect(createSection("hero", "default", noForm).props.primaryAction).toEqual({ label: "Get in touch", href: "mailto:bake@rye.test" });
  expect(createSection("hero", "default", { ...noForm, contact: { ...noForm.contact, email: "" } }).props.primaryAction).toEqual({ label: "Get in touch", href: "tel:+49301234567" });
  expect(createSection("hero", "default", { ...noForm, contact: { email: "", phone: "Mon–Fri 9–5", address: "" } }).props.primaryAction).toBeNull();
});

test("a new contact section and footer show the contact details and social links of the settings", () => {
  expect(createSection("contact", "default", { ...BAKERY, anchors: [] }).props).toMatchObject({ anchor: "contact", email: "bake@rye.test", phone: "+49 30 1234567", address: "Brotstraße 1, Berlin" });
  expect(createSection("contact", "default", BAKERY).props.anchor).toBe("contact");
  expect(createSection("contact", "default", { ...BAKERY, anchors: [{ anchor: "contact", label: "FAQ", type: "faq" }] }).props.anchor).toBe("");
  expect(createSection("footer", "studio", BAKERY).props).toMatchObject({
    siteName: "Rye & Co",
    links: [
      { label: "Home", href: "/" },
      { label: "Our menu", href: "/menu" },
      { label: "Visit us", href: "/visit" },
    ],
    legalLinks: [{ label: "Impressum", href: "/impressum" }],
    socialLinks: [{ label: "Instagram", href: "https://www.instagram.com/ryeandco" }],
    email: "bake@rye.test",
    phone: "+49 30 1234567",
    address: "Brotstraße 1, Berlin",
    copyright: "Rye & Co",
  });
});

test("a contact detail a section refuses leaves that field empty and keeps the rest from the project", () => {
  const odd = { ...BAKERY, contact: { ...BAKERY.contact, email: "bake@rye" } };
  expect(createSection("contact", "default", odd).props).toMatchObject({ email: "", phone: "+49 30 1234567", address: "Brotstraße 1, Berlin" });
  expect(createSection("footer", "default", odd).props).toMatchObject({ siteName: "Rye & Co", email: "", copyright: "Rye & Co" });
});

test("the longest names and page titles a project may have still fit every new section", () => {
  const long: ProjectContext = {
    ...BAKERY,
    siteName: "N".repeat(80),
    pages: [{ path: "/", title: "H".repeat(80) }, ...Array.from({ length: 20 }, (_, index) => ({ path: `/${"p".repeat(60)}${index}`, title: "T".repeat(80) }))],
    contact: { email: `${"e".repeat(60)}@example.test`, phone: "1".repeat(40), address: "A".repeat(200) },
    socialLinks: Array.from({ length: 10 }, (_, index) => `https://social${index}.test/${"x".repeat(2000)}`),
  };
  for (const type of Object.keys(SECTION_REGISTRY) as SectionType[]) {
    const { props } = createSection(type, "default", long);
    expect(SECTION_REGISTRY[type].schema.safeParse(props).success, type).toBe(true);
  }
  expect(createSection("header", "default", long).props.siteName).toBe("N".repeat(80));
  expect(createSection("footer", "default", long).props.links).toHaveLength(12);
});

import { defineSection } from "../define-section";
import { fitted, isLegalPage, pageItemId, socialName, type ProjectContext } from "../project-context";
import { FooterSection } from "./render";
import { FOOTER_ADDRESS_MAX, FOOTER_LABEL_MAX, FOOTER_LEGAL_MAX, FOOTER_PAGES_MAX, FOOTER_PHONE_MAX, FOOTER_SOCIAL_MAX, footerSchema } from "./schema";

function pageLinks(pages: ProjectContext["pages"], max: number) {
  return pages.slice(0, max).map((page) => ({ id: pageItemId(page.path), label: fitted(page.title, FOOTER_LABEL_MAX), href: page.path }));
}

/** The project's pages (legal notices apart), social links and contact details; nothing made up. */
function fromProject(project: ProjectContext) {
  const pages = project.pages.filter((page) => !isLegalPage(page.path));
  return {
    siteName: project.siteName,
    // A one-page site needs no list of its pages: the name already links home.
    links: pages.length > 1 ? pageLinks(pages, FOOTER_PAGES_MAX) : [],
    legalLinks: pageLinks(project.pages.filter((page) => isLegalPage(page.path)), FOOTER_LEGAL_MAX),
    socialLinks: project.socialLinks.slice(0, FOOTER_SOCIAL_MAX).map((href, index) => ({ id: `social-${index + 1}`, label: fitted(socialName(href), FOOTER_LABEL_MAX), href })),
    email: project.contact.email,
    phone: fitted(project.contact.phone, FOOTER_PHONE_MAX),
    address: fitted(project.contact.address, FOOTER_ADDRESS_MAX),
    copyright: project.siteName,
  };
}

const linkFields = [
  { name: "label", label: "Label", widget: "text" },
  { name: "href", label: "Goes to", widget: "href" },
] as const;

export const footerDefinition = defineSection({
  type: "footer",
  label: "Footer",
  description: "The end of every page: your name, links to your pages, social links, how to reach you and the copyright.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: footerSchema,
  fromProject,
  Render: FooterSection,
  fields: [
    { name: "siteName", label: "Site name", widget: "text" },
    { name: "logo", label: "Logo", widget: "image", optional: true, help: "Shown instead of the site name; the site name becomes its text alternative." },
    { name: "links", label: "Pages", widget: "items", itemLabel: "Link", titleField: "label", max: FOOTER_PAGES_MAX, fields: linkFields },
    { name: "socialLinks", label: "Social links", widget: "items", itemLabel: "Social link", titleField: "label", max: FOOTER_SOCIAL_MAX, fields: linkFields },
    { name: "email", label: "Email shown", widget: "text" },
    { name: "phone", label: "Phone shown", widget: "text", help: "Visitors can tap it to call when it is only a phone number." },
    { name: "address", label: "Address", widget: "text" },
    { name: "copyright", label: "Copyright holder", widget: "text", help: "Shown after © and the current year." },
    { name: "legalLinks", label: "Legal links", widget: "items", itemLabel: "Legal link", titleField: "label", max: FOOTER_LEGAL_MAX, fields: linkFields },
  ],
});

import { defineSection } from "../define-section";
import { HeaderSection } from "./render";
import { contactLink, fitted, isLegalPage, pageItemId, type ProjectContext } from "../project-context";
import { HEADER_LINKS_MAX, headerSchema, NAV_LABEL_MAX } from "./schema";

/**
 * The project's pages when it has more than one; on a one-page site, the sections of the page
 * that have an anchor. Never a page or anchor that does not exist.
 */
function navigationOf(project: ProjectContext) {
  // Legal notices belong in the footer, not the main navigation.
  const pages = project.pages.filter((page) => !isLegalPage(page.path));
  const links =
    pages.length > 1
      ? pages.map((page) => ({ id: pageItemId(page.path), label: fitted(page.title, NAV_LABEL_MAX), href: page.path }))
      : project.anchors.map((entry) => ({ id: `to-${entry.anchor}`, label: fitted(entry.label, NAV_LABEL_MAX), href: `#${entry.anchor}` }));
  return links.slice(0, HEADER_LINKS_MAX);
}

export const headerDefinition = defineSection({
  type: "header",
  label: "Header",
  description: "Your site name or logo and links to the pages of the project.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: headerSchema,
  fromProject: (project) => ({ siteName: project.siteName, links: navigationOf(project), cta: contactLink(project, "Get in touch") }),
  Render: HeaderSection,
  fields: [
    { name: "siteName", label: "Site name", widget: "text" },
    { name: "logo", label: "Logo", widget: "image", optional: true, help: "Shown instead of the site name; the site name becomes its text alternative." },
    {
      name: "links",
      label: "Navigation",
      widget: "items",
      itemLabel: "Link",
      titleField: "label",
      max: 8,
      fields: [
        { name: "label", label: "Label", widget: "text" },
        { name: "href", label: "Goes to", widget: "href" },
      ],
    },
    { name: "cta", label: "Button", widget: "link", optional: true },
    { name: "languageSwitcher", label: "Language switcher", widget: "switch", help: "Links to this page in each language the site publishes, each named in itself." },
  ],
});

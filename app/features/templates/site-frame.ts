import type { SectionType } from "~/features/sections/section-types";
import type { TemplateSection } from "./template";

type Link = { label: string; href: string };

/** What frames every page of a template: the business, its navigation and how to reach it. */
export type SiteFrameInput = {
  /** The example business, which the header, the footer and (unless given) the copyright name. */
  name: string;
  /** The header's and the footer's variant, one look for both. */
  variant: string;
  nav: readonly Link[];
  cta: Link;
  phone?: string;
  email?: string;
  address?: string;
  copyright?: string;
  /**
   * Whether the footer repeats the navigation after a link home: yes for a site of several pages,
   * no for a one-page site whose navigation is anchors on that page.
   */
  footerNav?: boolean;
};

function section(
  type: SectionType,
  variant: string,
  props: Record<string, unknown>,
): TemplateSection {
  return { type, variant, props };
}

/** The header and the footer a template puts on each of its pages (decision 0029). */
export function siteFrame({
  name,
  variant,
  nav,
  cta,
  phone,
  email,
  address,
  copyright = name,
  footerNav = true,
}: SiteFrameInput): { header: TemplateSection; footer: TemplateSection } {
  const contact = {
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(address ? { address } : {}),
  };
  return {
    header: section("header", variant, { siteName: name, links: nav, cta }),
    footer: section("footer", variant, {
      siteName: name,
      ...(footerNav ? { links: [{ label: "Home", href: "/" }, ...nav] } : {}),
      ...contact,
      copyright,
    }),
  };
}

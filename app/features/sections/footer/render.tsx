import type { SectionRenderProps } from "../define-section";
import { dialablePhone } from "../project-context";
import { resolveHref, type RenderContext } from "../render-context";
import type { Variant } from "../section-types";
import { cx } from "../shared/class-names";
import { Picture } from "../shared/picture";
import { MUTED, SURFACE, type Surface } from "../shared/surfaces";
import type { FooterContent, FooterLink } from "./schema";
import { useSectionLanguage } from "../section-language";

type Look = { surface: Surface; root: string; layout: string; brand: string; link: string; list: string; bottom: string };

const LOOK: Record<Variant, Look> = {
  default: {
    surface: "light",
    root: "border-t border-neutral-200",
    layout: "flex flex-col gap-8 @3xl:flex-row @3xl:items-start @3xl:justify-between",
    brand: "text-lg font-bold tracking-tight",
    link: "text-neutral-700 underline-offset-4 hover:text-neutral-950 hover:underline",
    list: "flex flex-wrap gap-x-6 gap-y-2",
    bottom: "flex flex-col gap-3 @3xl:flex-row @3xl:items-center @3xl:justify-between border-t border-neutral-200",
  },
  casper: {
    surface: "light",
    root: "border-t border-neutral-900/10",
    layout: "flex flex-col items-center gap-6 text-center",
    brand: "text-xl font-semibold uppercase tracking-[0.3em]",
    link: "text-xs font-semibold uppercase tracking-widest text-neutral-700 hover:text-neutral-950",
    list: "flex flex-wrap justify-center gap-x-6 gap-y-2",
    bottom: "flex flex-col items-center gap-3 text-center border-t border-neutral-900/10",
  },
  kale: {
    surface: "soft",
    root: "rounded-t-[2.5rem]",
    layout: "flex flex-col gap-8 @3xl:flex-row @3xl:items-start @3xl:justify-between",
    brand: "text-xl font-extrabold",
    link: "rounded-full font-semibold text-neutral-900 underline-offset-4 hover:underline",
    list: "flex flex-wrap gap-x-5 gap-y-2",
    bottom: "flex flex-col gap-3 @3xl:flex-row @3xl:items-center @3xl:justify-between border-t border-neutral-900/10",
  },
  studio: {
    surface: "dark",
    root: "",
    layout: "flex flex-col gap-8 @3xl:flex-row @3xl:items-start @3xl:justify-between",
    brand: "flex items-center gap-2 text-lg font-semibold",
    link: "text-neutral-300 hover:text-white",
    list: "flex flex-wrap gap-x-6 gap-y-2",
    bottom: "flex flex-col gap-3 @3xl:flex-row @3xl:items-center @3xl:justify-between border-t border-white/15",
  },
};

/** Links whose label is set and whose address is one we allow, ready to render. */
function usable(links: readonly FooterLink[], context: RenderContext) {
  return links.flatMap((link) => {
    const href = resolveHref(link.href, context);
    return href && link.label ? [{ id: link.id, label: link.label, href }] : [];
  });
}

function LinkList({ label, links, look }: { label: string; links: { id: string; label: string; href: string }[]; look: Look }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={cx("text-sm", look.list)}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} className={cx("inline-block py-1", look.link)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Email, phone and address in one line; a phone with other text beside it stays text, never a wrong number to call. */
function ContactLine({ content, look }: { content: FooterContent; look: Look }) {
  const phone = dialablePhone(content.phone);
  const parts = [
    content.email ? (
      <a key="email" href={`mailto:${content.email}`} className={look.link}>
        {content.email}
      </a>
    ) : null,
    content.phone ? (
      phone ? (
        // A number to call reads left to right in every language; in right-to-left text its + would move to its end.
        <a key="phone" href={`tel:${phone}`} dir="ltr" className={look.link}>
          {content.phone}
        </a>
      ) : (
        <span key="phone">{content.phone}</span>
      )
    ) : null,
    content.address ? <span key="address">{content.address}</span> : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <address className={cx("flex flex-wrap gap-x-4 gap-y-1 text-sm not-italic", MUTED[look.surface])}>
      {parts}
    </address>
  );
}

export function FooterSection({ content, context, variant }: SectionRenderProps<FooterContent>) {
  const look = LOOK[variant];
  const pages = usable(content.links, context);
  const social = usable(content.socialLinks, context);
  const legal = usable(content.legalLinks, context);
  const holder = content.copyright || content.siteName;
  // The year the page is rendered in, so a published footer is current from its latest publish.
  const year = new Date().getFullYear();
  return (
    <footer {...useSectionLanguage()} id={content.anchor || undefined} className={cx("@container", SURFACE[look.surface], look.root)}>
      <div className="mx-auto w-full max-w-6xl px-5 py-12 @3xl:px-8">
        <div className={look.layout}>
          <div className={cx("space-y-3", variant === "casper" ? "flex flex-col items-center" : "")}>
            {content.logo || content.siteName ? (
              <a href={context.pageHref("")} className={cx("inline-flex", look.brand)}>
                {variant === "studio" ? <span aria-hidden="true" className="size-3 rounded-sm bg-linear-to-br from-site-bright to-site-secondary" /> : null}
                {content.logo ? <Picture image={{ ...content.logo, alt: content.siteName || content.logo.alt }} className="h-9 w-auto" /> : content.siteName}
              </a>
            ) : null}
            <ContactLine content={content} look={look} />
          </div>
          {pages.length > 0 ? (
            <nav aria-label={context.texts.text("navFooter")}>
              <LinkList label={context.texts.text("navPages")} links={pages} look={look} />
            </nav>
          ) : null}
          <LinkList label={context.texts.text("navSocial")} links={social} look={look} />
        </div>
        <div className={cx("mt-10 pt-6 text-sm", look.bottom)}>
          <p className={MUTED[look.surface]}>{holder ? `© ${year} ${holder}` : `© ${year}`}</p>
          {legal.length > 0 ? (
            <nav aria-label={context.texts.text("navLegal")}>
              <LinkList label={context.texts.text("navLegal")} links={legal} look={look} />
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

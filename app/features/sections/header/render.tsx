import type { SectionRenderProps } from "../define-section";
import { resolveHref } from "../render-context";
import type { Variant } from "../section-types";
import { ButtonLink, type ButtonTone } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { Picture } from "../shared/picture";
import { SURFACE } from "../shared/surfaces";
import { LanguageSwitcher } from "./language-switcher";
import type { HeaderContent } from "./schema";
import { useSectionLanguage } from "../section-language";

const LOOK: Record<Variant, { root: string; inner: string; brand: string; nav: string; link: string; cta: ButtonTone; ctaShape: string }> = {
  default: {
    root: cx(SURFACE.light, "border-b border-neutral-200"),
    inner: "flex flex-wrap items-center justify-between gap-x-8 gap-y-3 py-4",
    brand: "text-lg font-bold tracking-tight",
    nav: "order-last w-full @3xl:order-none @3xl:w-auto",
    link: "rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
    cta: "primary",
    ctaShape: "rounded-lg",
  },
  casper: {
    root: cx(SURFACE.light, "border-b border-neutral-900/10"),
    inner: "flex flex-col items-center gap-4 py-6",
    brand: "text-xl font-semibold uppercase tracking-[0.3em]",
    nav: "w-full border-t border-neutral-900/10 pt-3 @3xl:w-auto",
    link: "px-3 py-2 text-xs font-semibold uppercase tracking-widest text-neutral-700 hover:text-neutral-950",
    cta: "secondary",
    ctaShape: "rounded-none uppercase tracking-widest text-xs",
  },
  kale: {
    root: SURFACE.primary,
    inner: "flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4",
    brand: "text-xl font-extrabold",
    nav: "order-last w-full @3xl:order-none @3xl:w-auto",
    link: "rounded-full px-4 py-2 text-sm font-semibold hover:bg-site-on-primary hover:text-site-primary",
    cta: "inverse",
    ctaShape: "rounded-full",
  },
  studio: {
    root: SURFACE.dark,
    inner: "flex flex-wrap items-center justify-between gap-x-8 gap-y-3 py-5",
    brand: "flex items-center gap-2 text-lg font-semibold",
    nav: "order-last w-full @3xl:order-none @3xl:w-auto",
    link: "px-3 py-2 text-sm font-medium text-neutral-300 hover:text-white",
    cta: "outline-dark",
    ctaShape: "rounded-full",
  },
};

export function HeaderSection({ content, context, variant }: SectionRenderProps<HeaderContent>) {
  const look = LOOK[variant];
  const home = context.pageHref("");
  const links = content.links.flatMap((link) => {
    const href = resolveHref(link.href, context);
    return href && link.label ? [{ ...link, href }] : [];
  });
  return (
    <header {...useSectionLanguage()} id={content.anchor || undefined} className={cx("@container", look.root)}>
      <div className={cx("mx-auto w-full max-w-6xl px-5 @3xl:px-8", look.inner)}>
        {content.logo || content.siteName ? (
          <a href={home} className={look.brand}>
            {variant === "studio" ? <span aria-hidden="true" className="size-3 rounded-sm bg-linear-to-br from-site-bright to-site-secondary" /> : null}
            {content.logo ? <Picture image={{ ...content.logo, alt: content.siteName || content.logo.alt }} className="h-9 w-auto" eager /> : content.siteName}
          </a>
        ) : null}
        {links.length > 0 ? (
          <nav aria-label={context.texts.text("navMain")} className={look.nav}>
            <ul className={cx("-mx-3 flex gap-1 overflow-x-auto", variant === "casper" ? "justify-center" : "@3xl:justify-end")}>
              {links.map((link) => (
                <li key={link.id} className="shrink-0">
                  <a href={link.href} className={cx("inline-block", look.link)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {content.languageSwitcher ? <LanguageSwitcher context={context} className="shrink-0" linkClassName={look.link} /> : null}
        <ButtonLink link={content.cta} context={context} tone={look.cta} className={cx("min-h-10 px-4 py-2 text-sm", look.ctaShape)} />
      </div>
    </header>
  );
}

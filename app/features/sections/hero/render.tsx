import type { SectionRenderProps } from "../define-section";
import { ButtonLink } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { RichTextView } from "../shared/rich-text";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED } from "../shared/surfaces";
import type { HeroContent } from "./schema";

export function HeroSection({ id, content, context, variant, headingLevel }: SectionRenderProps<HeroContent>) {
  const shell = { id, anchor: content.anchor, title: content.title };
  const heading = (className: string) =>
    content.title ? (
      <SectionHeading id={id} level={headingLevel} className={className}>
        {content.title}
      </SectionHeading>
    ) : null;
  const image = (className: string, sizes: string) => <Picture image={content.image} priority className={className} sizes={sizes} />;

  switch (variant) {
    case "casper":
      return (
        <SectionShell {...shell} surface="light">
          <Container className="text-center">
            {content.eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.3em] text-site-ink">{content.eyebrow}</p> : null}
            {heading("mx-auto mt-5 max-w-4xl font-serif text-4xl font-medium @3xl:text-7xl")}
            <RichTextView blocks={content.text} context={context} className={cx("mx-auto mt-6 max-w-2xl text-lg", MUTED.light)} />
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-none" />
              <ButtonLink link={content.secondaryAction} context={context} tone="secondary" className="rounded-none" />
            </div>
            {image("mx-auto mt-14 w-full border border-neutral-900/10", IMAGE_SIZES.container)}
          </Container>
        </SectionShell>
      );
    case "kale":
      return (
        <SectionShell {...shell} surface="soft" className="overflow-hidden">
          <Container className="grid items-center gap-12 @3xl:grid-cols-2">
            <div>
              {content.eyebrow ? (
                <p className="inline-flex rounded-full bg-site-primary px-4 py-1 text-sm font-semibold text-site-on-primary">{content.eyebrow}</p>
              ) : null}
              {heading("mt-6 text-4xl font-extrabold @3xl:text-6xl")}
              <RichTextView blocks={content.text} context={context} className={cx("mt-6 text-lg", MUTED.soft)} />
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-full" />
                <ButtonLink link={content.secondaryAction} context={context} tone="secondary" className="rounded-full" />
              </div>
            </div>
            {content.image ? (
              <div className="relative">
                {/* The backing card falls behind the picture towards the end side, so it follows the writing direction. */}
                <div aria-hidden="true" className="absolute -inset-3 translate-x-4 translate-y-4 rounded-[2rem] bg-site-primary rtl:-translate-x-4" />
                {image("relative w-full rounded-[2rem]", IMAGE_SIZES.half)}
              </div>
            ) : null}
          </Container>
        </SectionShell>
      );
    case "studio":
      return (
        <SectionShell {...shell} surface="dark" className="relative isolate overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute -top-40 left-1/2 -z-10 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-linear-to-r from-site-primary to-site-secondary opacity-25 blur-3xl"
          />
          <Container className="text-center">
            {content.eyebrow ? (
              <p className="inline-flex rounded-full border border-white/20 px-4 py-1 text-sm text-neutral-200">{content.eyebrow}</p>
            ) : null}
            {heading("mx-auto mt-6 max-w-4xl text-4xl font-semibold tracking-tighter @3xl:text-7xl")}
            <RichTextView blocks={content.text} context={context} className={cx("mx-auto mt-6 max-w-2xl text-lg", MUTED.dark)} />
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-full" />
              <ButtonLink link={content.secondaryAction} context={context} tone="outline-dark" className="rounded-full" />
            </div>
            {content.image ? (
              <div className="mx-auto mt-14 max-w-5xl rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl">{image("w-full rounded-xl", IMAGE_SIZES.framed)}</div>
            ) : null}
          </Container>
        </SectionShell>
      );
    default:
      return (
        <SectionShell {...shell} surface="light">
          <Container className="grid items-center gap-12 @3xl:grid-cols-2">
            <div>
              {content.eyebrow ? <p className="text-sm font-semibold text-site-ink">{content.eyebrow}</p> : null}
              {heading("mt-3 text-4xl @3xl:text-5xl")}
              <RichTextView blocks={content.text} context={context} className={cx("mt-6 text-lg", MUTED.light)} />
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink link={content.primaryAction} context={context} tone="primary" />
                <ButtonLink link={content.secondaryAction} context={context} tone="secondary" />
              </div>
            </div>
            {image("w-full rounded-2xl shadow-lg", IMAGE_SIZES.half)}
          </Container>
        </SectionShell>
      );
  }
}

import type { SectionRenderProps } from "../define-section";
import { ButtonLink } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED } from "../shared/surfaces";
import type { CallToActionContent } from "./schema";

export function CallToActionSection({ id, content, context, variant, headingLevel }: SectionRenderProps<CallToActionContent>) {
  const shell = { id, anchor: content.anchor, title: content.title };
  const heading = (className: string) =>
    content.title ? (
      <SectionHeading id={id} level={headingLevel} className={className}>
        {content.title}
      </SectionHeading>
    ) : null;

  switch (variant) {
    case "casper":
      return (
        <SectionShell {...shell} surface="light">
          <Container>
            <div className="flex flex-col gap-8 border-y border-neutral-900 py-12 @3xl:flex-row @3xl:items-center @3xl:justify-between">
              <div className="max-w-2xl">
                {heading("font-serif text-3xl font-medium @3xl:text-5xl")}
                {content.text ? <p className={cx("mt-4 text-lg", MUTED.light)}>{content.text}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-3">
                <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-none" />
                <ButtonLink link={content.secondaryAction} context={context} tone="secondary" className="rounded-none" />
              </div>
            </div>
          </Container>
        </SectionShell>
      );
    case "kale":
      return (
        <SectionShell {...shell} surface="light">
          <Container>
            <div className="rounded-[2.5rem] bg-site-soft px-6 py-14 text-center @3xl:px-16">
              {heading("mx-auto max-w-2xl text-3xl font-extrabold @3xl:text-5xl")}
              {content.text ? <p className={cx("mx-auto mt-4 max-w-xl text-lg", MUTED.soft)}>{content.text}</p> : null}
              <div className="mt-8 flex flex-wrap justify-center gap-3">
                <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-full" />
                <ButtonLink link={content.secondaryAction} context={context} tone="secondary" className="rounded-full" />
              </div>
            </div>
          </Container>
        </SectionShell>
      );
    case "studio":
      return (
        <SectionShell {...shell} surface="dark" className="bg-linear-to-t from-site-primary/25 to-transparent to-67%">
          <Container className="text-center">
            {heading("mx-auto max-w-3xl text-4xl font-semibold tracking-tighter @3xl:text-6xl")}
            {content.text ? <p className={cx("mx-auto mt-5 max-w-xl text-lg", MUTED.dark)}>{content.text}</p> : null}
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <ButtonLink link={content.primaryAction} context={context} tone="primary" className="rounded-full" />
              <ButtonLink link={content.secondaryAction} context={context} tone="outline-dark" className="rounded-full" />
            </div>
          </Container>
        </SectionShell>
      );
    default:
      return (
        <SectionShell {...shell} surface="primary">
          <Container className="text-center">
            {heading("mx-auto max-w-2xl text-3xl @3xl:text-4xl")}
            {content.text ? <p className={cx("mx-auto mt-4 max-w-xl text-lg", MUTED.primary)}>{content.text}</p> : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink link={content.primaryAction} context={context} tone="inverse" />
              <ButtonLink link={content.secondaryAction} context={context} tone="outline-inverse" />
            </div>
          </Container>
        </SectionShell>
      );
  }
}

import type { SectionRenderProps } from "../define-section";
import { ButtonLink } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { RichTextView } from "../shared/rich-text";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED } from "../shared/surfaces";
import type { FeatureDetailContent } from "./schema";

export function FeatureDetailSection({ id, content, context, headingLevel }: SectionRenderProps<FeatureDetailContent>) {
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <Container className="grid items-center gap-12 @3xl:grid-cols-2 @3xl:gap-16">
        <div className={cx(content.imagePosition === "left" && "@3xl:order-last")}>
          {content.eyebrow ? <p className="text-sm font-semibold text-site-ink">{content.eyebrow}</p> : null}
          {content.title ? (
            <SectionHeading id={id} level={headingLevel} className="mt-3 text-3xl @3xl:text-4xl">
              {content.title}
            </SectionHeading>
          ) : null}
          <RichTextView blocks={content.text} context={context} className={cx("mt-6 text-lg", MUTED.light)} />
          <ButtonLink link={content.action} context={context} tone="primary" className="mt-8 rounded-lg" />
        </div>
        <Picture image={content.image} className="w-full rounded-2xl" sizes={IMAGE_SIZES.halfWideGap} />
      </Container>
    </SectionShell>
  );
}

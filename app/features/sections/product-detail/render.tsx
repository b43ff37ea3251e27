import { Check } from "lucide-react";
import type { SectionRenderProps } from "../define-section";
import { ButtonLink } from "../shared/button-link";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { PriceText } from "../shared/price-text";
import { RichTextView } from "../shared/rich-text";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import type { ProductDetailContent } from "./schema";

export function ProductDetailSection({ id, content, context, headingLevel }: SectionRenderProps<ProductDetailContent>) {
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.name} surface="light">
      <Container className="grid items-start gap-10 @3xl:grid-cols-2 @3xl:gap-16">
        <Picture image={content.image} className="aspect-square w-full rounded-2xl bg-neutral-100 object-cover" sizes={IMAGE_SIZES.halfWideGap} />
        <div>
          {content.name ? (
            <SectionHeading id={id} level={headingLevel}>
              {content.name}
            </SectionHeading>
          ) : null}
          <p className="mt-3 text-2xl font-semibold text-site-ink"><PriceText amount={content.price} currency={content.currency} locale={context.texts.language} /></p>
          <RichTextView blocks={content.description} context={context} className="mt-6 text-neutral-700" />
          {content.highlights.length > 0 ? (
            <ul className="mt-6 space-y-2">
              {content.highlights.map((highlight) => (
                <li key={highlight.id} className="flex gap-3">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-site-ink" />
                  {highlight.text}
                </li>
              ))}
            </ul>
          ) : null}
          <ButtonLink link={content.orderAction} context={context} tone="primary" className="mt-8 w-full rounded-lg @xl:w-auto" />
        </div>
      </Container>
    </SectionShell>
  );
}

import { ChevronDown } from "lucide-react";
import type { SectionRenderProps } from "../define-section";
import { RichTextView } from "../shared/rich-text";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import type { FaqContent } from "./schema";

export function FaqSection({ id, content, context, headingLevel }: SectionRenderProps<FaqContent>) {
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <Container className="max-w-3xl">
        {content.title ? (
          <SectionHeading id={id} level={headingLevel} className="text-center text-3xl @3xl:text-4xl">
            {content.title}
          </SectionHeading>
        ) : null}
        {content.intro ? <p className="mt-4 text-center text-lg text-neutral-600">{content.intro}</p> : null}
        <div className="mt-10 divide-y divide-neutral-200 border-y border-neutral-200">
          {content.questions.map((item) => (
            <details key={item.id} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-site-ink transition-transform group-open:rotate-180" />
              </summary>
              <RichTextView blocks={item.answer} context={context} className="pb-6 text-neutral-700" />
            </details>
          ))}
        </div>
      </Container>
    </SectionShell>
  );
}

import type { SectionRenderProps } from "../define-section";
import { resolveHref } from "../render-context";
import { Picture } from "../shared/picture";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import type { LogoShowcaseContent } from "./schema";

export function LogoShowcaseSection({ id, content, context, headingLevel }: SectionRenderProps<LogoShowcaseContent>) {
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <Container className="py-12 @3xl:py-16">
        {content.title ? (
          <SectionHeading id={id} level={headingLevel} className="text-center text-sm font-semibold uppercase tracking-widest text-neutral-600">
            {content.title}
          </SectionHeading>
        ) : null}
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6 @3xl:gap-x-14">
          {content.logos.map((logo) => {
            const href = logo.href ? resolveHref(logo.href, context) : undefined;
            const image = <Picture image={logo.image} className="h-8 w-auto opacity-70 grayscale @3xl:h-10" />;
            return <li key={logo.id}>{href ? <a href={href}>{image}</a> : image}</li>;
          })}
        </ul>
      </Container>
    </SectionShell>
  );
}

import type { CSSProperties } from "react";
import { parseRgb, textColourOn } from "~/lib/theme";
import type { SectionRenderProps } from "../define-section";
import { cx } from "../shared/class-names";
import { RichTextView } from "../shared/rich-text";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import type { ContentContent } from "./schema";

/** A partner-chosen background gets the theme's text rule, so the text stays readable. */
function backgroundStyle(background: string): CSSProperties | undefined {
  if (!background || /^#[0-9a-f]{6}00$/i.test(background)) return undefined;
  const rgb = parseRgb(background);
  if (!rgb) return undefined;
  const text = textColourOn(rgb);
  return { backgroundColor: `rgb(${rgb.r} ${rgb.g} ${rgb.b})`, color: `rgb(${text.r} ${text.g} ${text.b})` };
}

export function ContentSection({ id, content, context, headingLevel }: SectionRenderProps<ContentContent>) {
  const style = backgroundStyle(content.background);
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <div style={style}>
        <Container className={cx("max-w-3xl", content.align === "center" && "text-center")}>
          {content.title ? (
            <SectionHeading id={id} level={headingLevel}>
              {content.title}
            </SectionHeading>
          ) : null}
          <RichTextView blocks={content.text} context={context} className={cx("mt-6 text-lg leading-relaxed", content.align === "center" && "pw-prose-center")} />
        </Container>
      </div>
    </SectionShell>
  );
}

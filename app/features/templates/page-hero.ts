import { richTextFromPlainText } from "~/features/sections/rich-text-model";
import type { TemplateSection } from "./template";

/**
 * The opening of a template's inner page: a hero without buttons or picture. Only a page's hero
 * carries its h1 (`layOutSections`), so every page of a template opens with one and a visitor or
 * a screen reader knows at once which page this is.
 */
export function pageHero(
  variant: string,
  { eyebrow, title, text }: { eyebrow: string; title: string; text: string },
): TemplateSection {
  return {
    type: "hero",
    variant,
    props: {
      eyebrow,
      title,
      text: richTextFromPlainText(text),
      primaryAction: null,
      secondaryAction: null,
      image: null,
    },
  };
}

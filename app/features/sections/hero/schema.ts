import { type z } from "zod";
import { imageSchema, linkSchema, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";
import { richText } from "../rich-text-model";

export const heroSchema = sectionContent({
  eyebrow: text(60, "New: online booking"),
  title: text(120, "Websites that win customers while you sleep"),
  text: richText("Launch a fast, beautiful page in an afternoon. Every visitor sees a clear offer and a simple way to get in touch."),
  primaryAction: linkSchema.nullable().default(null),
  secondaryAction: linkSchema.nullable().default(null),
  image: imageSchema.nullable().default(EXAMPLE_IMAGES.workspace),
});

export type HeroContent = z.output<typeof heroSchema>;

import { z } from "zod";
import { imageSchema, linkSchema, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";
import { richText } from "../rich-text-model";

export const featureDetailSchema = sectionContent({
  eyebrow: text(60, "Lead inbox"),
  title: text(120, "Never lose an enquiry again"),
  text: richText(
    "Every form on your site sends its answers to one inbox, even when your email is down.\n\n- Search and filter in a second\n- Export to a spreadsheet\n- Mark what you have answered",
  ),
  image: imageSchema.nullable().default(EXAMPLE_IMAGES.garden),
  imagePosition: z.enum(["left", "right"]).default("right"),
  action: linkSchema.nullable().default(null),
});

export type FeatureDetailContent = z.output<typeof featureDetailSchema>;

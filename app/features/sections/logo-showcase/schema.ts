import { z } from "zod";
import { hrefSchema, imageSchema, itemIdSchema, items, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";

const logo = z.object({ id: itemIdSchema, image: imageSchema, href: z.union([z.literal(""), hrefSchema]).default("") });

export const logoShowcaseSchema = sectionContent({
  title: text(120, "Trusted by teams at"),
  logos: items(logo, 16, () => EXAMPLE_IMAGES.logos().map((image) => ({ id: image.alt.toLowerCase(), image, href: "" }))),
});

export type LogoShowcaseContent = z.output<typeof logoShowcaseSchema>;

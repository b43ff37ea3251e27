import { z } from "zod";
import { imageSchema, itemIdSchema, items, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";

const picture = z.object({ id: itemIdSchema, image: imageSchema, caption: text(200, "") });

export const gallerySchema = sectionContent({
  title: text(120, "A look inside"),
  columns: z.enum(["2", "3"]).default("3"),
  pictures: items(picture, 24, () => [
    { id: "workspace", image: EXAMPLE_IMAGES.workspace(), caption: "Our studio dashboard" },
    { id: "hills", image: EXAMPLE_IMAGES.hills(), caption: "Evenings at the coast" },
    { id: "garden", image: EXAMPLE_IMAGES.garden(), caption: "The garden behind the shop" },
  ]),
});

export type GalleryContent = z.output<typeof gallerySchema>;

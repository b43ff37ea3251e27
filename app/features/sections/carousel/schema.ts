import { z } from "zod";
import { imageSchema, itemIdSchema, items, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";

const slide = z.object({ id: itemIdSchema, image: imageSchema, title: text(80, ""), text: text(300, "") });

export const carouselSchema = sectionContent({
  title: text(120, "Recent projects"),
  slides: items(slide, 12, () => [
    { id: "dashboard", image: EXAMPLE_IMAGES.workspace(), title: "A booking dashboard", text: "Appointments, reminders and payments in one calm screen." },
    { id: "coast", image: EXAMPLE_IMAGES.hills(), title: "Coastal retreat", text: "A landing page that filled every room for the summer." },
    { id: "garden", image: EXAMPLE_IMAGES.garden(), title: "Garden centre", text: "Seasonal offers, updated by the team every Monday." },
  ]),
});

export type CarouselContent = z.output<typeof carouselSchema>;

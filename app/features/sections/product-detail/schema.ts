import { z } from "zod";
import { currencySchema, imageSchema, itemIdSchema, items, linkSchema, sectionContent, text } from "../content-fields";
import { priceSchema } from "../money";
import { EXAMPLE_IMAGES } from "../defaults/default-images";
import { richText } from "../rich-text-model";

const highlight = z.object({ id: itemIdSchema, text: text(120, "") });

export const productDetailSchema = sectionContent({
  name: text(120, "Stoneware mug"),
  price: priceSchema.default("24"),
  currency: currencySchema.default("EUR"),
  image: imageSchema.nullable().default(EXAMPLE_IMAGES.mug),
  description: richText(
    "Each mug is thrown by hand in our Bristol workshop and glazed in deep teal. No two are exactly alike.\n\nDishwasher and microwave safe.",
  ),
  highlights: items(highlight, 8, () => [
    { id: "size", text: "Holds 350 ml" },
    { id: "ship", text: "Ships within 2 days" },
    { id: "return", text: "Free returns for 30 days" },
  ]),
  orderAction: linkSchema.nullable().default(null),
});

export type ProductDetailContent = z.output<typeof productDetailSchema>;

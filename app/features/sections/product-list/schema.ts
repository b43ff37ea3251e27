import { z } from "zod";
import { currencySchema, imageSchema, itemIdSchema, items, linkSchema, sectionContent, text } from "../content-fields";
import { priceSchema } from "../money";
import { EXAMPLE_IMAGES } from "../defaults/default-images";

export const productSchema = z.object({
  id: itemIdSchema,
  name: text(80, "Product"),
  price: priceSchema.default("0"),
  image: imageSchema.nullable().default(null),
  description: text(400, ""),
  orderAction: linkSchema.nullable().default(null),
});

export const productListSchema = sectionContent({
  title: text(120, "Made to last, made to love"),
  intro: text(400, "Small-batch goods, packed by hand and shipped within two days."),
  currency: currencySchema.default("EUR"),
  products: items(productSchema, 12, () => [
    {
      id: "mug",
      name: "Stoneware mug",
      price: "24",
      image: EXAMPLE_IMAGES.mug(),
      description: "Thrown by hand and glazed in deep teal. Holds 350 ml.",
      orderAction: null,
    },
    {
      id: "bottle",
      name: "Insulated bottle",
      price: "32.50",
      image: EXAMPLE_IMAGES.bottle(),
      description: "Keeps drinks cold for a day and hot for twelve hours.",
      orderAction: null,
    },
    {
      id: "bag",
      name: "Canvas tote",
      price: "18",
      image: EXAMPLE_IMAGES.bag(),
      description: "Heavy organic cotton with a lined inner pocket.",
      orderAction: null,
    },
  ]),
});

export type ProductListContent = z.output<typeof productListSchema>;

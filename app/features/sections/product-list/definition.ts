import { CURRENCY_OPTIONS } from "../content-fields";
import { defineSection } from "../define-section";
import { itemPricesFromNumbers } from "../money";
import { ProductListSection } from "./render";
import { contactLink } from "../project-context";
import { productListSchema } from "./schema";

export const productListDefinition = defineSection({
  type: "product-list",
  label: "Product list",
  description: "Several products with picture, price, description and an order button each.",
  themedVariants: ["casper", "kale", "studio"],
  // Version 2 keeps prices as decimal text (docs/decisions/0015-money-as-decimal-text.md).
  version: 2,
  migrations: [{ from: 1, migrate: (props) => itemPricesFromNumbers(props, "products") }],
  schema: productListSchema,
  fromProject: (project) => ({
    products: productListSchema.parse({}).products.map((product) => ({ ...product, orderAction: contactLink(project, `Order the ${product.name.toLowerCase()}`) })),
  }),
  Render: ProductListSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "intro", label: "Introduction", widget: "text", multiline: true },
    { name: "currency", label: "Currency", widget: "listbox", options: CURRENCY_OPTIONS },
    {
      name: "products",
      label: "Products",
      widget: "items",
      itemLabel: "Product",
      titleField: "name",
      max: 12,
      fields: [
        { name: "name", label: "Name", widget: "text" },
        { name: "price", label: "Price", widget: "money" },
        { name: "image", label: "Picture", widget: "image", optional: true },
        { name: "description", label: "Description", widget: "text", multiline: true },
        { name: "orderAction", label: "Order button", widget: "link", optional: true },
      ],
    },
  ],
});

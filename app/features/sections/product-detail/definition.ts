import { CURRENCY_OPTIONS } from "../content-fields";
import { defineSection } from "../define-section";
import { priceFromStoredNumber } from "../money";
import { ProductDetailSection } from "./render";
import { contactLink } from "../project-context";
import { productDetailSchema } from "./schema";

export const productDetailDefinition = defineSection({
  type: "product-detail",
  label: "Product detail",
  description: "One product with a large picture, price, description, highlights and an order button.",
  // Version 2 keeps the price as decimal text (docs/decisions/0015-money-as-decimal-text.md).
  version: 2,
  migrations: [{ from: 1, migrate: (props) => ({ ...props, ...("price" in props ? { price: priceFromStoredNumber(props.price) } : {}) }) }],
  schema: productDetailSchema,
  fromProject: (project) => ({ orderAction: contactLink(project, "Order now") }),
  Render: ProductDetailSection,
  fields: [
    { name: "name", label: "Name", widget: "text" },
    { name: "price", label: "Price", widget: "money" },
    { name: "currency", label: "Currency", widget: "listbox", options: CURRENCY_OPTIONS },
    { name: "image", label: "Picture", widget: "image", optional: true },
    { name: "description", label: "Description", widget: "rich-text" },
    {
      name: "highlights",
      label: "Highlights",
      widget: "items",
      itemLabel: "Highlight",
      titleField: "text",
      max: 8,
      fields: [{ name: "text", label: "Text", widget: "text" }],
    },
    { name: "orderAction", label: "Order button", widget: "link", optional: true },
  ],
});

import type { Image, Link } from "./content-fields";
import type { RichText } from "./rich-text-model";

export type FieldOption = { value: string; label: string };

/** How an editor panel edits one field; the panel is built from these, not written by hand. */
export type FieldWidget =
  | { widget: "text"; multiline?: boolean }
  | { widget: "href" }
  | { widget: "rich-text" }
  | { widget: "link"; optional?: boolean }
  | { widget: "image"; optional?: boolean }
  | { widget: "colour" }
  | { widget: "listbox" | "radio-group"; options: readonly FieldOption[] }
  | { widget: "switch" }
  | { widget: "money" }
  | { widget: "phone" }
  | { widget: "items"; itemLabel: string; titleField: string; max: number; fields: readonly EditorField[] };

export type EditorField = { name: string; label: string; help?: string } & FieldWidget;

// A price is decimal text ("4.05", docs/decisions/0015-money-as-decimal-text.md); a phone number
// shown on the page is text that may carry more (opening hours), read for its tel: link.
type StringWidget =
  | { widget: "text"; multiline?: boolean }
  | { widget: "href" }
  | { widget: "money" }
  | { widget: "phone" }
  | { widget: "colour" } | { widget: "listbox" | "radio-group"; options: readonly FieldOption[] };

type WidgetFor<V> = [V] extends [RichText]
  ? { widget: "rich-text" }
  : [V] extends [readonly (infer Item)[]]
    ? {
        widget: "items";
        itemLabel: string;
        titleField: keyof Item & string;
        max: number;
        fields: FieldsOf<Omit<Item, "id">>;
      }
    : [V] extends [boolean]
      ? { widget: "switch" }
      : [V] extends [string]
        ? StringWidget
        : [V] extends [Link | null]
          ? { widget: "link"; optional?: boolean }
          : [V] extends [Image | null]
            ? { widget: "image"; optional?: boolean }
            : never;

/** Editor fields checked against a content type: names must exist and widgets fit the values. */
export type FieldsOf<T> = readonly { [K in keyof T & string]: { name: K; label: string; help?: string } & WidgetFor<T[K]> }[keyof T & string][];

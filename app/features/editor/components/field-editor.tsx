import { memo } from "react";
import { phoneLinkNote } from "~/features/sections/contact/phone-link";
import type { EditorField } from "~/features/sections/editor-fields";
import type { RichText } from "~/features/sections/rich-text-model";
import { ColourField } from "~/ui/colour-picker/colour-field";
import { LinkField } from "~/ui/link-field";
import { ListboxField } from "~/ui/listbox-field";
import { RadioGroupField } from "~/ui/radio-group-field";
import { SwitchField } from "~/ui/switch-field";
import { TextField } from "~/ui/text-field";
import { TextareaField } from "~/ui/textarea-field";
import { firstErrorUnder } from "../content-schema";
import { pathKey, type PropPath } from "../prop-paths";
import { brokenLinkMessage } from "../rich-text-links";
import { priceToStore } from "../typed-values";
import { useFieldContext, type ImageValue } from "./field-context";
import { ImageField } from "./image-field";
import { ItemsEditor } from "./items-editor";
import { LinkValueField } from "./link-value-field";
import { RichTextField } from "./rich-text-field";
import { TypedValueField } from "./typed-value-field";

const asString = (value: unknown) => (typeof value === "string" ? value : "");

type FieldEditorProps = { field: EditorField; path: PropPath; value: unknown };

/**
 * One field of a section panel, with the widget its metadata names and the schema's message
 * beside it. A keystroke renders only the field it changed: the others keep their value. The
 * wrapper names the field's path, so the publish checklist can bring a field into view (focus-field.ts).
 */
export const FieldEditor = memo(function FieldEditor({ field, path, value }: FieldEditorProps) {
  return (
    <div data-field-path={pathKey(path)}>
      <FieldWidget field={field} path={path} value={value} />
    </div>
  );
}, samePlace);

function FieldWidget({ field, path, value }: FieldEditorProps) {
  const { change, errors, pages } = useFieldContext();
  const error = errors.get(pathKey(path));
  const common = { label: field.label, description: field.help, error };
  const set = (next: unknown) => change(path, next);
  switch (field.widget) {
    case "text":
      return field.multiline ? (
        <TextareaField {...common} rows={3} value={asString(value)} onChange={set} />
      ) : (
        <TextField {...common} value={asString(value)} onChange={set} />
      );
    case "href":
      return <LinkField {...common} pages={pages} value={asString(value)} onChange={set} />;
    case "rich-text": {
      const blocks = Array.isArray(value) ? (value as RichText) : [];
      // A rich text's own rules sit deep inside it (a link's address); the field shows the first.
      return <RichTextField {...common} error={brokenLinkMessage(blocks) ?? firstErrorUnder(errors, path)} value={blocks} onChange={set} />;
    }
    case "link":
      return <LinkValueField {...common} optional={field.optional ?? false} value={value} onChange={set} errorsPath={path} />;
    case "image":
      return <ImageField {...common} optional={field.optional ?? false} value={(value as ImageValue | null) ?? null} onChange={set} errorsPath={path} />;
    case "colour":
      return (
        <div>
          <ColourField {...common} value={asString(value) || "#ffffff"} onChange={(colour) => set(colour.hex)} />
          {asString(value) ? (
            <button type="button" className="mt-1 text-xs text-neutral-600 hover:text-neutral-800" onClick={() => set("")}>
              No colour
            </button>
          ) : (
            <p className="mt-1 text-xs text-neutral-600">No colour chosen.</p>
          )}
        </div>
      );
    case "listbox":
      return <ListboxField {...common} options={field.options} value={asString(value)} onChange={set} />;
    case "radio-group":
      return <RadioGroupField {...common} inline options={field.options} value={asString(value)} onChange={set} />;
    case "switch":
      return <SwitchField {...common} value={value === true} onChange={set} />;
    case "money":
      return <TypedValueField {...common} inputMode="decimal" value={value} toStore={priceToStore} onChange={set} />;
    case "phone":
      return <TextField {...common} type="tel" description={field.help ?? phoneLinkNote(asString(value))} value={asString(value)} onChange={set} />;
    case "items":
      return <ItemsEditor field={field} path={path} value={Array.isArray(value) ? value : []} renderField={renderItemField} />;
  }
}

function renderItemField(field: EditorField, path: PropPath, value: unknown) {
  return <FieldEditor field={field} path={path} value={value} />;
}

function samePlace(before: FieldEditorProps, after: FieldEditorProps): boolean {
  return before.field === after.field && before.value === after.value && pathKey(before.path) === pathKey(after.path);
}

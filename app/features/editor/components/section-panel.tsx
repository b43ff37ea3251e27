import { ExternalLink, MousePointerClick } from "lucide-react";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { isSectionType, VARIANT_LABELS, type Variant } from "~/features/sections/section-types";
import type { LinkPage } from "~/ui/link-field";
import { ListboxField } from "~/ui/listbox-field";
import { RadioGroupField } from "~/ui/radio-group-field";
import { fieldErrorsOf } from "../content-schema";
import { editorPath } from "../document-paths";
import { isModuleReference, moduleIdOf, type EditorSection } from "../editor-section";
import type { PropPath } from "../prop-paths";
import { FieldContext, type PickAsset } from "./field-context";
import { FieldEditor } from "./field-editor";
import { SectionSchemaContext } from "./section-schema-context";
import { ComboboxField } from "~/ui/combobox-field";
import { SITE_LANGUAGE_CHOICES } from "~/lib/site-languages";

export type SectionPanelProps = {
  section: EditorSection | null;
  projectId: string;
  pages: readonly LinkPage[];
  modules: readonly { id: string; slug: string; name: string }[];
  pickAsset?: PickAsset | undefined;
  /** Fields of this section the server refused, by path, with its message; the schema's own messages come first. */
  serverErrors?: ReadonlyMap<string, string> | undefined;
  onChangeProp: (sectionId: string, path: PropPath, value: unknown) => void;
  onChangeVariant: (sectionId: string, variant: string) => void;
  /** "" for the page's language. */
  onChangeLanguage: (sectionId: string, language: string) => void;
};

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

function sameErrors(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, message]) => b.get(key) === message);
}

function EmptyPanel() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-sm text-neutral-600">
      <MousePointerClick aria-hidden className="size-6 text-neutral-600" />
      <p className="font-medium text-neutral-700">Nothing selected</p>
      <p>Choose a section in the list or click it in the preview to edit it here.</p>
    </div>
  );
}

function ModuleReferencePanel({ section, projectId, modules, onChangeProp }: SectionPanelProps & { section: EditorSection }) {
  const moduleId = moduleIdOf(section);
  const chosen = modules.find((entry) => entry.id === moduleId);
  return (
    <div className="space-y-4 p-4">
      <p className="text-sm text-neutral-600">This part of the page shows a module. Edit the module itself to change it on every page that uses it.</p>
      <ListboxField
        label="Module"
        options={modules.map((entry) => ({ value: entry.id, label: entry.name, description: entry.slug }))}
        value={chosen ? moduleId : undefined}
        placeholder="Choose a module"
        error={chosen ? undefined : "This module no longer exists. Choose another one or delete this section."}
        onChange={(next) => onChangeProp(section.id, ["moduleId"], next)}
      />
      {chosen ? (
        <Link to={editorPath("module", projectId, chosen.slug)} className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline">
          Edit {chosen.name} <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      ) : null}
    </div>
  );
}

/** The editor panel of the selected section, built from its type's field metadata. */
// Empty is "the page's language": the section says none of its own.
const SECTION_LANGUAGE_OPTIONS = [{ value: "", label: "The page's language" }, ...SITE_LANGUAGE_CHOICES];

export const SectionPanel = memo(function SectionPanel(props: SectionPanelProps) {
  const { section, pages, pickAsset, serverErrors = NO_ERRORS, onChangeProp, onChangeVariant, onChangeLanguage } = props;
  const definition = section && isSectionType(section.type) ? SECTION_REGISTRY[section.type] : null;
  // Checking the whole section on every keystroke would delay the preview; the messages may follow a frame later.
  const checked = useDeferredValue(section);
  const found = useMemo(() => {
    const own = definition && checked && checked.id === section?.id ? fieldErrorsOf(definition.schema, checked.props) : NO_ERRORS;
    return serverErrors.size === 0 ? own : new Map([...serverErrors, ...own]);
  }, [definition, checked, section?.id, serverErrors]);
  // The same messages keep the same map, so a keystroke that changes none re-renders no other field.
  const [errors, setErrors] = useState(found);
  if (found !== errors && !sameErrors(found, errors)) setErrors(found);
  const sectionId = section?.id;
  const context = useMemo(
    () => ({ change: (path: PropPath, value: unknown) => sectionId && onChangeProp(sectionId, path, value), errors, pages, pickAsset }),
    [sectionId, onChangeProp, errors, pages, pickAsset],
  );
  if (!section) return <EmptyPanel />;
  const title = definition?.label ?? (isModuleReference(section) ? "Module" : section.type);
  return (
    <div data-panel-section={section.id}>
      <header className="sticky top-0 z-10 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur">
        <h2 className="text-sm font-semibold text-neutral-900">{title}</h2>
        {definition ? <p className="mt-0.5 text-xs text-neutral-600">{definition.description}</p> : null}
        {errors.size > 0 ? <p className="mt-2 rounded-md bg-red-50 px-2 py-1 text-xs text-red-700">{errors.size === 1 ? "1 field needs" : `${errors.size} fields need`} fixing before this page can be saved.</p> : null}
      </header>
      {isModuleReference(section) ? <ModuleReferencePanel {...props} section={section} /> : null}
      {definition ? (
        <FieldContext value={context}>
          <SectionSchemaContext value={definition.schema}>
            <div className="space-y-5 p-4">
              {definition.variants.length > 1 ? (
                <RadioGroupField<Variant>
                  label="Style"
                  inline
                  options={definition.variants.map((variant) => ({ value: variant, label: VARIANT_LABELS[variant].label }))}
                  value={section.variant as Variant}
                  onChange={(variant) => onChangeVariant(section.id, variant)}
                  description={VARIANT_LABELS[section.variant as Variant]?.description}
                />
              ) : null}
              {definition.fields.map((field) => (
                <FieldEditor key={`${section.id}:${field.name}`} field={field} path={[field.name]} value={section.props[field.name]} />
              ))}
              <ComboboxField
                key={`${section.id}:language`}
                label="Language of this section"
                name="sectionLanguage"
                options={SECTION_LANGUAGE_OPTIONS}
                value={section.language ?? ""}
                onChange={(language) => onChangeLanguage(section.id, language)}
                noMatch="No language by that name. Try its English name or code, such as German or de."
                description="Only for words in another language than the page, such as a German quote on a French page."
              />
            </div>
          </SectionSchemaContext>
        </FieldContext>
      ) : null}
    </div>
  );
});

import { Languages } from "lucide-react";
import { memo, useMemo, type ReactNode } from "react";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { RichText } from "~/features/sections/rich-text-model";
import { withSectionTexts, type SectionTexts } from "~/features/sections/section-texts";
import { isSectionType } from "~/features/sections/section-types";
import { siteLanguageOf } from "~/lib/site-languages";
import { TextareaField } from "~/ui/textarea-field";
import { TextField } from "~/ui/text-field";
import { fieldErrorsOf, firstErrorUnder } from "../content-schema";
import { isModuleReference, type EditorSection } from "../editor-section";
import { getAt, pathKey } from "../prop-paths";
import { richTextToMarkup } from "../rich-text-markup";
import { translatableTextsOf, type TranslatableText } from "../translatable-texts";
import { RICH_TEXT_HELP, RichTextField } from "./rich-text-field";

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

function asText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function asRichText(value: unknown): RichText {
  return Array.isArray(value) ? (value as RichText) : [];
}

/** The site's own words for a text, under its field, marked with their language so they are read in it. */
function Reference({ own, text, value }: { own: string; text: TranslatableText; value: unknown }) {
  const words = text.kind === "rich-text" ? richTextToMarkup(asRichText(value)) : asText(value);
  return (
    <>
      In {siteLanguageOf(own).english}:{" "}
      {words ? (
        <q lang={own} dir="auto" className="text-neutral-800">
          {words}
        </q>
      ) : (
        "empty"
      )}
    </>
  );
}

function TranslationField(props: { text: TranslatableText; value: unknown; reference: ReactNode; error: string | undefined; language: string; onChange: (value: unknown) => void }) {
  const { text, value, reference, error, language, onChange } = props;
  const common = { label: text.label, error, lang: language, dir: "auto" as const };
  if (text.kind === "rich-text") {
    const description = (
      <>
        {reference}
        <br />
        {RICH_TEXT_HELP}
      </>
    );
    return <RichTextField label={text.label} error={error} lang={language} value={asRichText(value)} onChange={onChange} description={description} />;
  }
  if (text.kind === "multiline") return <TextareaField {...common} rows={3} value={asText(value)} onChange={onChange} description={reference} />;
  return <TextField {...common} value={asText(value)} onChange={onChange} description={reference} />;
}

export type TranslationPanelProps = {
  section: EditorSection | null;
  /** This section's words in the language being translated; a text it has none for shows the site's own. */
  texts: SectionTexts | undefined;
  language: string;
  own: string;
  onChange: (sectionId: string, path: string, value: unknown) => void;
};

/**
 * The selected section's words in another language (docs/product.md#translating-pages): one field per
 * text the section has (texts, rich texts, button texts, pictures' text alternatives), each with the
 * site's own words beneath as the reference. Style, pictures, links and order are not here: they are
 * the page's in every language and changed in the site's own.
 */
export const TranslationPanel = memo(function TranslationPanel({ section, texts, language, own, onChange }: TranslationPanelProps) {
  const definition = section && isSectionType(section.type) ? SECTION_REGISTRY[section.type] : null;
  const fields = useMemo(() => (section ? translatableTextsOf(section) : []), [section]);
  // The words laid over the section are checked as the published page reads them: a title too long in French is marked here.
  const errors = useMemo(() => (definition && section ? fieldErrorsOf(definition.schema, withSectionTexts(section, texts).props) : NO_ERRORS), [definition, section, texts]);
  if (!section) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-sm text-neutral-600">
        <Languages aria-hidden className="size-6" />
        <p className="font-medium text-neutral-700">Nothing selected</p>
        <p>Choose a section in the list or click it in the preview to translate its words here.</p>
      </div>
    );
  }
  const languageName = siteLanguageOf(language).english;
  return (
    <div data-panel-section={section.id}>
      <header className="sticky top-0 z-10 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur">
        <h2 className="text-sm font-semibold text-neutral-900">
          {definition?.label ?? "Module"} <span className="font-normal text-neutral-600">in {languageName}</span>
        </h2>
        <p className="mt-0.5 text-xs text-neutral-600">Only its words are translated here; its style, pictures and links are the same in every language.</p>
      </header>
      <div className="space-y-5 p-4">
        {isModuleReference(section) ? <p className="text-sm text-neutral-600">This part of the page shows a module, which has the same words in every language.</p> : null}
        {definition && fields.length === 0 ? <p className="text-sm text-neutral-600">This section has no words to translate.</p> : null}
        {fields.map((text) => {
          const reference = getAt(section.props, text.propPath);
          return (
            <div key={`${section.id}:${text.path}`} data-field-path={pathKey(text.propPath)}>
              <TranslationField
                text={text}
                value={texts && text.path in texts ? texts[text.path] : reference}
                reference={<Reference own={own} text={text} value={reference} />}
                error={firstErrorUnder(errors, text.propPath)}
                language={language}
                onChange={(value) => onChange(section.id, text.path, value)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});

import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { TemplateThumbnail } from "./template-thumbnail";

/** A template as the gallery shows it; the dashboard's loader lists them (docs/product.md#templates). */
export type TemplateCard = {
  id: string;
  label: string;
  description: string;
  primaryColor: string;
  pageCount: number;
  /** Shipped with the app, saved by this partner, or saved by another and published by an admin. */
  group: "built-in" | "yours" | "published";
  /** The page the thumbnail and "Preview" show. */
  previewHref: string;
};

const GROUP_HEADINGS = {
  "built-in": null,
  yours: "Your templates",
  published: "Templates shared with every partner",
} as const;

const BUILT_IN = [
  {
    value: "blank",
    label: "Blank",
    description: "One empty home page to build from scratch.",
  },
  {
    value: "starter",
    label: "Starter landing page",
    description:
      "Header, hero, features, pricing, FAQ and contact, filled with example content.",
  },
] as const;

const cardClass =
  "flex h-full cursor-pointer flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-2.5 transition-colors hover:border-neutral-300 has-checked:border-accent has-checked:bg-accent/5 has-focus-visible:ring-2 has-focus-visible:ring-accent/40";

/**
 * The starting points of a new project as one group of radios (arrow keys move between them):
 * blank, the starter, and every template with a thumbnail of its home page and a live preview.
 */
export function StartingPointGallery({
  templates,
  value,
  onChange,
  error,
}: {
  templates: readonly TemplateCard[];
  value: string;
  onChange: (start: string) => void;
  error?: string;
}) {
  const legendId = useId();
  const errorId = useId();
  const radio = (start: string) => (
    <input
      type="radio"
      name="start"
      value={start}
      checked={value === start}
      onChange={() => onChange(start)}
      className="mt-0.5 size-4 shrink-0 accent-accent"
    />
  );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium text-neutral-900">
        Starting point
      </legend>
      {/* The list scrolls on its own, so the dialog stays within the screen with its fields and button in reach. */}
      <ul className="mt-1.5 grid max-h-[min(26rem,50vh)] grid-cols-2 gap-2 overflow-y-auto rounded-lg p-0.5">
        {BUILT_IN.map((start) => (
          <li key={start.value}>
            <label className={cardClass}>
              <span className="flex items-start gap-2">
                {radio(start.value)}
                <span>
                  <span className="block text-sm font-medium text-neutral-900">
                    {start.label}
                  </span>
                  <span className="block text-xs text-neutral-600">
                    {start.description}
                  </span>
                </span>
              </span>
            </label>
          </li>
        ))}
        {templates.map((template, index) => {
          const heading =
            template.group !== templates[index - 1]?.group
              ? GROUP_HEADINGS[template.group]
              : null;
          return [
            heading ? (
              <li
                key={`${template.group}-heading`}
                className="col-span-2 pt-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
               
              >
                {heading}
              </li>
            ) : null,
            <li key={template.id} className="flex flex-col gap-1">
              <label className={cardClass}>
                <TemplateThumbnail
                  previewHref={template.previewHref}
                  label={template.label}
                />
                <span className="flex items-start gap-2">
                  {radio(template.id)}
                  <span>
                    <span className="block text-sm font-medium text-neutral-900">
                      {template.label}
                    </span>
                    <span className="block text-xs text-neutral-600">
                      {template.description}{" "}
                      {template.pageCount === 1
                        ? "1 page."
                        : `${template.pageCount} pages.`}
                    </span>
                  </span>
                </span>
              </label>
              <a
                href={template.previewHref}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 self-start rounded px-1 text-xs text-accent underline focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none"
              >
                Preview {template.label}
                <ExternalLink aria-hidden className="size-3" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>,
          ];
        })}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { Monitor, Smartphone } from "lucide-react";
import { DEFAULT_SWATCHES } from "~/lib/default-swatches";
import { parseRgb } from "~/lib/theme";
import { visitorTextsFor } from "~/lib/visitor-texts/visitor-texts";
import { renderContextForProject, type RenderContext } from "../render-context";
import { renderSection } from "../render-sections";
import { cx } from "../shared/class-names";
import { SiteFrame } from "../site-frame";
import type { CatalogueData, CatalogueView } from "./catalogue-data";

const CONTEXT = renderContextForProject("example");
// A site in three languages, one of them right to left, so a header's language switcher shows when turned on.
const CATALOGUE_LANGUAGES = ["en", "fr", "ar"];

function withAlternates(context: RenderContext, current: string): RenderContext {
  return { ...context, alternates: CATALOGUE_LANGUAGES.map((language) => ({ language, href: context.pageHref(language === "en" ? "" : language), current: language === current })) };
}
const PRIMARY_CHOICES = DEFAULT_SWATCHES.filter((swatch) => swatch !== "transparent" && swatch !== "#ffffff");

function hrefWith(data: CatalogueData, change: Partial<Pick<CatalogueData, "view" | "primary">>): string {
  const params = new URLSearchParams();
  const view = change.view ?? data.view;
  const primary = change.primary ?? data.primary;
  if (view !== "desktop") params.set("view", view);
  if (primary !== "#1d4ed8") params.set("primary", primary);
  if (data.fixture) params.set("fixture", data.fixture);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

function ViewSwitch({ data }: { data: CatalogueData }) {
  const options: { view: CatalogueView; label: string; Icon: typeof Monitor }[] = [
    { view: "desktop", label: "Desktop", Icon: Monitor },
    { view: "mobile", label: "Mobile (390 px)", Icon: Smartphone },
  ];
  return (
    <nav aria-label="Preview width" className="inline-flex rounded-lg border border-neutral-300 bg-white p-1">
      {options.map(({ view, label, Icon }) => (
        <a
          key={view}
          href={hrefWith(data, { view })}
          aria-current={data.view === view ? "page" : undefined}
          className={cx(
            "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium",
            data.view === view ? "bg-accent text-white" : "text-neutral-700 hover:bg-neutral-100",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </a>
      ))}
    </nav>
  );
}

function PrimaryPicker({ data }: { data: CatalogueData }) {
  return (
    <nav aria-label="Primary colour" className="flex flex-wrap items-center gap-1.5">
      {PRIMARY_CHOICES.map((swatch) => (
        <a
          key={swatch}
          href={hrefWith(data, { primary: swatch })}
          aria-current={data.primary === swatch ? "true" : undefined}
          className={cx("size-7 rounded-full border border-neutral-900/20", data.primary === swatch && "ring-2 ring-neutral-900 ring-offset-2")}
          style={{ backgroundColor: swatch }}
        >
          <span className="sr-only">Primary colour {swatch}</span>
        </a>
      ))}
    </nav>
  );
}

/** Every section type and variant rendered with its defaults (or with hostile content, for tests). */
export function SectionCatalogue({ data }: { data: CatalogueData }) {
  const primary = parseRgb(data.primary) ? data.primary : "#1d4ed8";
  // Previews in another language get the product's texts, numbers and prices in it, as a published page does.
  const context = withAlternates(data.language ? renderContextForProject("example", visitorTextsFor(data.language.tag)) : CONTEXT, data.language?.tag ?? "en");
  return (
    <div className="min-h-screen bg-neutral-100">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-end justify-between gap-4 px-4 py-6 sm:px-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Section catalogue</h1>
            <p className="mt-1 max-w-2xl text-sm text-neutral-600">
              Every section type and variant with its starting content. Colours follow the project's primary colour.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <PrimaryPicker data={data} />
            <ViewSwitch data={data} />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-[1400px] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Section types" className="lg:sticky lg:top-6 lg:self-start">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {data.groups.map((group) => (
              <li key={group.type}>
                <a href={`#type-${group.type}`} className="block rounded-md px-2 py-1 text-sm text-neutral-700 hover:bg-white hover:text-neutral-900">
                  {group.label}
                  <span className="ms-1 text-neutral-600">({group.previews.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 space-y-14">
          {data.groups.map((group) => (
            <section key={group.type} id={`type-${group.type}`} aria-labelledby={`type-${group.type}-title`} className="scroll-mt-6">
              <h2 id={`type-${group.type}-title`} className="text-xl font-semibold">
                {group.label}
              </h2>
              <p className="mt-1 text-sm text-neutral-600">{group.description}</p>
              <div className="mt-5 space-y-8">
                {group.previews.map((preview) => (
                  <figure key={preview.key} aria-label={`${group.label}: ${preview.label}`}>
                    <figcaption className="mb-2 text-sm">
                      <span className="font-semibold">{preview.label}</span>
                      <span className="text-neutral-600"> · {preview.description}</span>
                    </figcaption>
                    <div
                      data-testid={`preview-${preview.key}`}
                      lang={data.language?.tag}
                      dir={data.language?.rtl ? "rtl" : undefined}
                      className={cx(
                        "overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm",
                        data.view === "mobile" && "mx-auto w-[390px] max-w-full",
                      )}
                    >
                      <SiteFrame primary={primary}>{renderSection(preview.section, { context, onProblem: () => undefined })}</SiteFrame>
                    </div>
                  </figure>
                ))}
              </div>
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}

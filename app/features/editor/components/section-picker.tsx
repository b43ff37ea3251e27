import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Boxes, X } from "lucide-react";
import { memo, useState } from "react";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { renderContextForProject } from "~/features/sections/render-context";
import type { ProjectContext } from "~/features/sections/project-context";
import { renderSection } from "~/features/sections/render-sections";
import { VARIANT_LABELS, type SectionType, type Variant } from "~/features/sections/section-types";
import { SiteFrame } from "~/features/sections/site-frame";

export type PickerChoice = { kind: "section"; type: SectionType; variant: Variant } | { kind: "module"; moduleId: string };

const THUMBNAIL_WIDTH = 1280;
const THUMBNAIL_SCALE = 0.2;
const PREVIEW_CONTEXT = renderContextForProject("preview");

/** A live render of a new section, scaled down: the thumbnail always matches what will be added. */
const Thumbnail = memo(function Thumbnail({ type, variant, primary, project }: { type: SectionType; variant: Variant; primary: string; project: ProjectContext | undefined }) {
  const definition = SECTION_DEFINITIONS.find((entry) => entry.type === type);
  const element = definition ? renderSection({ id: `thumb-${type}-${variant}`, type, variant, props: definition.defaults(project) }, { context: PREVIEW_CONTEXT, onProblem: () => undefined }) : null;
  return (
    <div aria-hidden inert className="pointer-events-none h-36 overflow-hidden rounded-md bg-white ring-1 ring-black/5" style={{ width: THUMBNAIL_WIDTH * THUMBNAIL_SCALE }}>
      <div style={{ width: THUMBNAIL_WIDTH, transform: `scale(${THUMBNAIL_SCALE})`, transformOrigin: "top left" }}>
        <SiteFrame primary={primary}>{element}</SiteFrame>
      </div>
    </div>
  );
});

/** Every section type in every variant, with a thumbnail each, and the project's modules for pages. */
export function SectionPicker({
  open,
  primary,
  project,
  modules,
  onClose,
  onPick,
}: {
  open: boolean;
  primary: string;
  /** The project the new section is added to, which it takes its content from; the thumbnails show it so. */
  project?: ProjectContext | null;
  modules: readonly { id: string; name: string; slug: string }[] | null;
  onClose: () => void;
  onPick: (choice: PickerChoice) => void;
}) {
  const [filter, setFilter] = useState<SectionType | "modules" | "all">("all");
  const shown = SECTION_DEFINITIONS.filter((definition) => filter === "all" || filter === definition.type);
  // On a phone the section types are a row of chips above the thumbnails, scrolled sideways on their own.
  const navButton = (active: boolean) => `block w-full rounded-md px-2.5 py-1.5 text-left text-sm max-sm:w-auto max-sm:shrink-0 max-sm:whitespace-nowrap ${active ? "bg-accent/10 font-medium text-accent" : "text-neutral-700 hover:bg-neutral-100"}`;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-neutral-950/30 backdrop-blur-[2px]" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-6 max-sm:p-2">
        <DialogPanel className="flex h-[min(760px,90vh)] w-full max-w-6xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl max-sm:h-full">
          <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-3">
            <DialogTitle className="text-base font-semibold">Add a section</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded p-1 text-neutral-600 hover:bg-neutral-100">
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 max-sm:flex-col">
            <nav
              aria-label="Section types"
              className="w-52 shrink-0 space-y-0.5 overflow-y-auto border-r border-neutral-200 p-3 max-sm:flex max-sm:w-full max-sm:gap-1 max-sm:space-y-0 max-sm:overflow-x-auto max-sm:border-r-0 max-sm:border-b max-sm:p-2"
            >
              <button type="button" className={navButton(filter === "all")} onClick={() => setFilter("all")}>
                All sections
              </button>
              {SECTION_DEFINITIONS.map((definition) => (
                <button key={definition.type} type="button" className={navButton(filter === definition.type)} onClick={() => setFilter(definition.type)}>
                  {definition.label}
                </button>
              ))}
              {modules ? (
                <button type="button" className={`${navButton(filter === "modules")} mt-2 border-t border-neutral-100 pt-2 max-sm:mt-0 max-sm:border-t-0 max-sm:pt-1.5`} onClick={() => setFilter("modules")}>
                  Modules
                </button>
              ) : null}
            </nav>
            <div className="min-h-0 min-w-0 flex-1 space-y-8 overflow-y-auto bg-neutral-50 p-5 max-sm:p-4">
              {filter === "modules" && modules ? (
                <section>
                  <h3 className="text-sm font-semibold text-neutral-900">Modules</h3>
                  <p className="text-sm text-neutral-600">A module is shown as it is: edit it once, every page that uses it changes.</p>
                  <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                    {modules.map((entry) => (
                      <li key={entry.id}>
                        <button type="button" onClick={() => onPick({ kind: "module", moduleId: entry.id })} className="flex w-full items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3 text-left hover:border-accent">
                          <Boxes aria-hidden className="size-5 text-violet-600" />
                          <span>
                            <span className="block text-sm font-medium">{entry.name}</span>
                            <span className="block text-xs text-neutral-600">{entry.slug}</span>
                          </span>
                        </button>
                      </li>
                    ))}
                    {modules.length === 0 ? <li className="text-sm text-neutral-600">This project has no modules yet. Create one in the module editor.</li> : null}
                  </ul>
                </section>
              ) : (
                shown.map((definition) => (
                  <section key={definition.type} aria-labelledby={`picker-${definition.type}`} style={{ contentVisibility: "auto", containIntrinsicSize: "auto 220px" }}>
                    <h3 id={`picker-${definition.type}`} className="text-sm font-semibold text-neutral-900">
                      {definition.label}
                    </h3>
                    <p className="text-sm text-neutral-600">{definition.description}</p>
                    <ul className="mt-3 flex flex-wrap gap-4">
                      {definition.variants.map((variant) => (
                        <li key={variant}>
                          {/* Named by its visible label and then the type ("Default Hero"), so speech input finds it by what it shows. */}
                          <button
                            type="button"
                            onClick={() => onPick({ kind: "section", type: definition.type, variant })}
                            className="group rounded-lg border border-neutral-200 bg-white p-2 text-left transition hover:border-accent hover:shadow-md focus-visible:border-accent"
                          >
                            <Thumbnail type={definition.type} variant={variant} primary={primary} project={project ?? undefined} />
                            <span className="mt-2 block px-0.5 text-xs font-medium text-neutral-700 group-hover:text-accent">
                              {VARIANT_LABELS[variant].label}
                              <span className="sr-only"> {definition.label}</span>
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </div>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

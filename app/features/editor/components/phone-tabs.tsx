import { Eye, LayoutList, SlidersHorizontal, type LucideIcon } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useMediaQuery } from "~/ui/use-media-query";

export type EditorPanelName = "sections" | "fields" | "preview";

const PANELS: readonly { name: EditorPanelName; label: string; icon: LucideIcon }[] = [
  { name: "sections", label: "Sections", icon: LayoutList },
  { name: "fields", label: "Fields", icon: SlidersHorizontal },
  { name: "preview", label: "Preview", icon: Eye },
];

// The editor's panels sit side by side from Tailwind's `lg` breakpoint; below it they take turns
// behind tabs, and below `sm` the preview shows the phone width (docs/product.md#phone-sized-screens, decision 0021).
const TABBED_QUERY = "(width < 64rem)";
const PHONE_QUERY = "(width < 40rem)";

export type PhoneTabs = {
  selected: EditorPanelName;
  select: (name: EditorPanelName) => void;
  /** The window is narrower than the three panels: they are tabs (ARIA follows once React runs). */
  tabbed: boolean;
  /** The window is phone-sized: the preview shows the mobile width whatever the device switch says. */
  phone: boolean;
  tabId: (name: EditorPanelName) => string;
  panelId: (name: EditorPanelName) => string;
  /** The props of a panel's own element: its id, its classes, and the tab-panel role when tabbed. */
  panel: (name: EditorPanelName, className: string) => { id: string; className: string; role?: "tabpanel"; "aria-labelledby"?: string };
};

/** Which of the editor's panels a narrow screen shows. */
export function usePhoneTabs(): PhoneTabs {
  const [selected, select] = useState<EditorPanelName>("sections");
  const prefix = useId();
  const tabbed = useMediaQuery(TABBED_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const tabId = useCallback((name: EditorPanelName) => `${prefix}${name}-tab`, [prefix]);
  const panelId = useCallback((name: EditorPanelName) => `${prefix}${name}-panel`, [prefix]);
  const panel = useCallback(
    (name: EditorPanelName, className: string) => ({
      id: panelId(name),
      // Visibility is CSS, so the server render is already right on a phone.
      className: `${className} max-lg:w-full max-lg:border-0${selected === name ? "" : " max-lg:hidden"}`,
      ...(tabbed ? { role: "tabpanel" as const, "aria-labelledby": tabId(name) } : {}),
    }),
    [panelId, tabId, selected, tabbed],
  );
  return useMemo(() => ({ selected, select, tabbed, phone, tabId, panelId, panel }), [selected, tabbed, phone, tabId, panelId, panel]);
}

const NEXT_KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % PANELS.length,
  ArrowLeft: (index) => (index - 1 + PANELS.length) % PANELS.length,
  Home: () => 0,
  End: () => PANELS.length - 1,
};

/**
 * The tab list over the editor's panels on a narrow screen, hidden where the panels fit side by
 * side. Arrow keys, Home and End move between the tabs and show the panel at once.
 */
export function PhoneTabList({ tabs }: { tabs: PhoneTabs }) {
  const list = useRef<HTMLDivElement>(null);
  const { selected, select } = tabs;
  function onKeyDown(event: KeyboardEvent) {
    const next = NEXT_KEYS[event.key]?.(PANELS.findIndex((panel) => panel.name === selected));
    const target = next === undefined ? undefined : PANELS[next];
    if (!target) return;
    event.preventDefault();
    select(target.name);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabs.tabId(target.name))}`)?.focus();
  }
  return (
    <div ref={list} role="tablist" aria-label="Editor panels" onKeyDown={onKeyDown} className="flex shrink-0 border-b border-neutral-200 bg-white lg:hidden">
      {PANELS.map(({ name, label, icon: Icon }) => {
        const isSelected = selected === name;
        return (
          <button
            key={name}
            id={tabs.tabId(name)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabs.panelId(name)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(name)}
            className={`-mb-px inline-flex h-11 flex-1 items-center justify-center gap-1.5 border-b-2 text-sm font-medium ${
              isSelected ? "border-accent text-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-800"
            }`}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

import { pathKey, type PropPath } from "../prop-paths";

const CONTROLS = "input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex='-1'])";
const FRAMES = 30;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** The rendered field wrapper nearest to `path`: the field itself, or the item or field that holds it. */
function nearestField(root: ParentNode, path: PropPath): HTMLElement | null {
  for (let length = path.length; length > 0; length -= 1) {
    const found = root.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(pathKey(path.slice(0, length)))}"]`);
    if (found) return found;
  }
  return null;
}

/**
 * Brings a field of the selected section into view and focuses it: folded items on the way are
 * opened, and inside the field the control marked invalid is preferred. Waits a few frames for the
 * panel to show a newly selected section; gives up quietly when the field never appears.
 */
export async function focusField(panel: () => HTMLElement | null, path: PropPath): Promise<void> {
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await nextFrame();
    const root = panel();
    if (!root) continue;
    const field = nearestField(root, path);
    if (!field) continue;
    const fold = field.matches("li") ? field.querySelector<HTMLButtonElement>("[data-expands-item][aria-expanded=false]") : null;
    if (fold && pathKey(path) !== field.dataset.fieldPath) {
      fold.click();
      continue;
    }
    const control = field.querySelector<HTMLElement>("[aria-invalid=true]") ?? field.querySelector<HTMLElement>(CONTROLS);
    (control ?? field).scrollIntoView({ block: "center" });
    control?.focus();
    return;
  }
}

/**
 * Focuses the first field of a section just added, once the panel shows it and the picker it was
 * chosen in has closed and handed focus back: the partner types into the new section at once
 * (docs/product.md#keyboard-and-screen-readers-in-the-app).
 */
export async function focusFirstField(panel: () => HTMLElement | null, sectionId: string): Promise<void> {
  let focused: HTMLElement | null = null;
  let kept = 0;
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await nextFrame();
    if (document.querySelector("[role=dialog]")) continue;
    if (focused && document.activeElement === focused) {
      kept += 1;
      if (kept === 3) return;
      continue;
    }
    // The closing picker gives focus back to the button that opened it a little later; the field
    // takes it again then, but never from anything else the partner has moved to meanwhile.
    const active = document.activeElement;
    if (focused && active && active !== document.body && !active.matches("[data-opens-picker]")) return;
    const shown = panel()?.querySelector<HTMLElement>(`[data-panel-section="${CSS.escape(sectionId)}"]`);
    const control = shown?.querySelector<HTMLElement>(`[data-field-path] :is(${CONTROLS})`) ?? shown?.querySelector<HTMLElement>(CONTROLS);
    if (!control) continue;
    control.scrollIntoView({ block: "nearest" });
    control.focus();
    focused = control;
  }
}

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

import type { ProjectTemplate } from "./template";
import { bakeryTemplate } from "./templates/bakery";

/** Every template the gallery offers, in its order. Adding one is a file in `templates/` and a line here. */
export const PROJECT_TEMPLATES: readonly ProjectTemplate[] = [bakeryTemplate];

export function templateById(id: string): ProjectTemplate | undefined {
  return PROJECT_TEMPLATES.find((template) => template.id === id);
}

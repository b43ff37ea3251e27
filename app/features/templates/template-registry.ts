import type { ProjectTemplate } from "./template";
import { bakeryTemplate } from "./templates/bakery";
import { consultantTemplate } from "./templates/consultant";
import { courseTemplate } from "./templates/course";
import { eventTemplate } from "./templates/event";
import { nonProfitTemplate } from "./templates/non-profit";
import { plumberTemplate } from "./templates/plumber";
import { portfolioTemplate } from "./templates/portfolio";
import { realEstateTemplate } from "./templates/real-estate";
import { saasTemplate } from "./templates/saas";
import { restaurantTemplate } from "./templates/restaurant";

/** Every template the gallery offers, in its order. Adding one is a file in `templates/` and a line here. */
export const PROJECT_TEMPLATES: readonly ProjectTemplate[] = [
  bakeryTemplate,
  restaurantTemplate,
  plumberTemplate,
  consultantTemplate,
  saasTemplate,
  eventTemplate,
  courseTemplate,
  portfolioTemplate,
  realEstateTemplate,
  nonProfitTemplate,
];

export function templateById(id: string): ProjectTemplate | undefined {
  return PROJECT_TEMPLATES.find((template) => template.id === id);
}

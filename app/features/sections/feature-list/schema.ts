import { z } from "zod";
import { itemIdSchema, items, sectionContent, text } from "../content-fields";
import { ICON_NAMES, type IconName } from "../shared/icons";

const feature = z.object({
  id: itemIdSchema,
  icon: z.enum(ICON_NAMES).default("sparkles"),
  title: text(80, "A feature"),
  text: text(400, ""),
});

const example = (id: string, icon: IconName, title: string, text: string) => ({ id, icon, title, text });

export const featureListSchema = sectionContent({
  eyebrow: text(60, "Why us"),
  title: text(120, "Everything you need to grow, nothing you don't"),
  intro: text(400, "Tools that work together from day one, so you can spend your time on customers instead of software."),
  features: items(feature, 12, () => [
    example("fast", "zap", "Fast by default", "Pages load in a blink on any phone, which keeps visitors around."),
    example("safe", "shield", "Safe and private", "No trackers and no cookie banners; your visitors' data stays yours."),
    example("leads", "users", "Leads in one inbox", "Every enquiry lands in one place, ready to answer or export."),
    example("global", "globe", "Speaks every language", "Prices and dates appear the way your visitors expect them."),
    example("insight", "chart", "Clear numbers", "See visits and enquiries per page without a separate tool."),
    example("support", "heart", "Friendly support", "Real people answer within a working day."),
  ]),
});

export type FeatureListContent = z.output<typeof featureListSchema>;

import { type z } from "zod";
import { linkSchema, sectionContent, text } from "../content-fields";

export const callToActionSchema = sectionContent({
  title: text(120, "Ready when you are"),
  text: text(400, "Start free today. No card needed, and you can cancel with one click."),
  primaryAction: linkSchema.nullable().default(null),
  secondaryAction: linkSchema.nullable().default(null),
});

export type CallToActionContent = z.output<typeof callToActionSchema>;

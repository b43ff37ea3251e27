import { z } from "zod";
import { optionalColourSchema, sectionContent, text } from "../content-fields";
import { richText } from "../rich-text-model";

export const contentSchema = sectionContent({
  title: text(120, "Our story"),
  text: richText(
    "We started in a small workshop with one idea: websites for small businesses should be fast, friendly and cheap to run.\n\nToday thousands of bakers, therapists, shops and studios use our pages to find new customers every week.\n\n- No trackers\n- No lock-in\n- No surprises on the invoice",
  ),
  align: z.enum(["left", "center"]).default("left"),
  background: optionalColourSchema,
});

export type ContentContent = z.output<typeof contentSchema>;

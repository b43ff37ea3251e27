import { z } from "zod";
import { itemIdSchema, items, sectionContent, text } from "../content-fields";
import { richText, richTextFromPlainText } from "../rich-text-model";

const question = z.object({ id: itemIdSchema, question: text(200, "A question?"), answer: richText("") });

const example = (id: string, question: string, answer: string) => ({ id, question, answer: richTextFromPlainText(answer) });

export const faqSchema = sectionContent({
  title: text(120, "Frequently asked questions"),
  intro: text(400, ""),
  questions: items(question, 30, () => [
    example("cancel", "Can I cancel at any time?", "Yes. Cancel with one click in your settings and keep access until the end of the period."),
    example("trial", "Is there a free trial?", "Every plan starts with 14 days free, and we do not ask for a card."),
    example("domain", "Can I use my own domain?", "Yes, on the Pro and Business plans. We set up the certificate for you."),
    example("help", "How do I get help?", "Write to us with the contact form below. A real person answers within one working day."),
  ]),
});

export type FaqContent = z.output<typeof faqSchema>;

import { z } from "zod";
import { messagingAppOf } from "~/lib/messaging-links";

export const SPLIT_MESSAGE = "Give one share per variant in percent, adding up to 100 (for example 50/50 or 34/33/33).";
export const GOAL_URL_MESSAGE = "Choose one of the page's WhatsApp or Telegram links; only their clicks are counted.";

/** "50/50", "70/30", "34/33/33": one whole percentage per variant, A first. */
function parseSplit(text: string): number[] | null {
  const parts = text.split("/").map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  const shares = parts.map(Number);
  if (shares.some((share) => share < 1) || shares.reduce((sum, share) => sum + share, 0) !== 100) return null;
  return shares;
}

/** The form that starts an A/B test of a page (docs/product.md#ab-tests), shared by the dialog and its action. */
export const experimentCreateSchema = z
  .object({
    pageId: z.string().min(1).max(64),
    variants: z.enum(["2", "3"]).default("2"),
    split: z.string().trim().max(20).optional(),
    goal: z.enum(["lead", "click"]).default("lead"),
    goalUrl: z.string().trim().max(2000).optional(),
  })
  .transform((input, context) => {
    const count = Number(input.variants);
    const split = input.split ? parseSplit(input.split) : count === 2 ? [50, 50] : [34, 33, 33];
    if (!split || split.length !== count) {
      context.addIssue({ code: "custom", path: ["split"], message: SPLIT_MESSAGE });
      return z.NEVER;
    }
    const goalUrl = input.goal === "click" ? (input.goalUrl ?? "") : null;
    if (goalUrl !== null && !messagingAppOf(goalUrl)) {
      context.addIssue({ code: "custom", path: ["goalUrl"], message: GOAL_URL_MESSAGE });
      return z.NEVER;
    }
    return { pageId: input.pageId, split, goal: input.goal, goalUrl };
  });

/** Ending a test: stop it (the page stays as it was), or promote a variant's copy to be the page. */
export const experimentEndSchema = z.object({
  experimentId: z.string().min(1).max(64),
  promote: z.enum(["B", "C"]).optional(),
});

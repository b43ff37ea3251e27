import { z } from "zod";
import { MAX_URL_LENGTH } from "~/lib/safe-url";
import { isTimeZone } from "~/lib/zoned-time";

export const REDIRECT_TARGET_MESSAGE = "Enter a full http(s) address, such as https://example.com/sale, or a path on this server starting with /.";

/** Where visitors of an expired campaign go: an http(s) address or a path of this server; null for anything else. */
export function redirectTargetOf(input: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what must not pass
  if (input.length === 0 || input.length > MAX_URL_LENGTH || /[\u0000-\u0020\u007f\\]/.test(input)) return null;
  if (input.startsWith("/")) return input.startsWith("//") ? null : input;
  try {
    const url = new URL(input);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

const target = z.string().max(64).regex(/^[A-Za-z0-9_-]*$/, "Choose the whole project or one of its pages.");

/** The schedule forms of the overview and the action that takes them (docs/product.md#scheduled-publishing). */
export const scheduleIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("schedule"),
    /** '' for the whole project, else a page id. */
    target,
    change: z.enum(["publish", "unpublish"], { message: "Choose Publish or Unpublish." }),
    /** The date and time as a datetime-local field sends it, in `timeZone`. */
    localTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose a date and a time."),
    timeZone: z.string().refine(isTimeZone, "This time zone is not known. Use a name such as Europe/Berlin."),
    redirectTo: z
      .string()
      .optional()
      .transform((value) => value?.trim() ?? "")
      .refine((value) => value === "" || redirectTargetOf(value) !== null, REDIRECT_TARGET_MESSAGE),
  }),
  z.object({ intent: z.literal("cancel-schedule"), scheduleId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("page-online"), target: target.min(1) }),
]);

export const SCHEDULE_INTENTS: ReadonlySet<string> = new Set(["schedule", "cancel-schedule", "page-online"]);

import { z } from "zod";

export const INBOX_INTENTS = ["read", "unread", "archive", "unarchive", "delete", "restore", "not-spam"] as const;
export type InboxIntent = (typeof INBOX_INTENTS)[number];

/** What the inbox's buttons post: an intent and the checked (or opened) leads. */
export const inboxActionSchema = z.object({
  intent: z.enum(INBOX_INTENTS, "Unknown action."),
  ids: z.array(z.string().regex(/^[A-Za-z0-9]{1,40}$/)).min(1, "Select at least one lead.").max(500, "At most 500 leads at once."),
});

export type InboxActionResult = { ok: true; message: string; undo?: string[] } | { ok: false; message: string };

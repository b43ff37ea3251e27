import { z } from "zod";

export const USER_STATUSES = ["registered", "active", "suspended"] as const;

export const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  registered: "Registered",
  active: "Active",
  suspended: "Suspended",
};

export const USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

/** The users list's search and page, read from the address (`?q=…&page=…`). */
export const userSearchSchema = z.object({
  q: z.string().trim().max(200, "Search for at most 200 characters.").catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export const setStatusSchema = z.object({
  intent: z.literal("set-status"),
  status: z.enum(USER_STATUSES, { error: "Choose registered, active or suspended." }),
});

export const setAdminRoleSchema = z.object({
  intent: z.enum(["grant-admin", "revoke-admin"]),
});

/** Every form on a user's detail screen posts one of these. */
export const userActionSchema = z.discriminatedUnion("intent", [setStatusSchema, setAdminRoleSchema], {
  error: "This form sent an action the page does not know. Reload the page and try again.",
});

import { z } from "zod";
import { isValidEmail } from "~/lib/email";

/** The roles an owner hands out; ownership moves only by a transfer the member accepts. */
export const INVITABLE_ROLES = ["editor", "viewer", "leads"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const role = z.enum(INVITABLE_ROLES, "Choose editor, viewer or leads.");

export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, "An e-mail address has at most 254 characters.")
    .refine(isValidEmail, "Enter an e-mail address such as ana@example.com.")
    .transform((email) => email.toLowerCase()),
  role,
});

const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a member of this project.");

export const memberSchema = z.object({ userId });
export const changeRoleSchema = z.object({ userId, role });
export const invitationIdSchema = z.object({ invitationId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, "This invitation does not exist.") });

import { z } from "zod";
import type { ApiScope } from "../../../db/api-tokens-tables";

export type { ApiScope };

/** Every scope a token can hold, in the order the token screen lists them (docs/api.md#scopes). */
export const API_SCOPES: readonly ApiScope[] = ["projects:read", "projects:write", "publish", "leads:read", "assets:write"];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  "projects:read": "Read projects, pages and modules",
  "projects:write": "Create and change pages, modules and sections",
  publish: "Publish, unpublish and roll back",
  "leads:read": "Read leads",
  "assets:write": "Upload images",
};

/** How long a new token may live, in days. */
export const TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;

export const TOKEN_NAME_MAX = 80;

export const apiScopeSchema = z.enum(API_SCOPES as [ApiScope, ...ApiScope[]]);

/** The token form and the create use case share this. */
export const createTokenSchema = z.object({
  name: z.string().trim().min(1, "Give the token a name.").max(TOKEN_NAME_MAX, `A token name has at most ${TOKEN_NAME_MAX} characters.`),
  expiresInDays: z.coerce
    .number()
    .refine((days) => (TOKEN_LIFETIMES_DAYS as readonly number[]).includes(days), "Choose 7, 30, 90 or 365 days."),
  scopes: z.array(apiScopeSchema, "Choose at least one scope.").min(1, "Choose at least one scope.").transform((scopes) => [...new Set(scopes)]),
});

export const tokenIdSchema = z.object({ tokenId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, "This token does not exist.") });

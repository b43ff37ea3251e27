import { z } from "zod";

// The rules of docs/product.md#webhooks, in one place for the worker, the screen and the docs.

export const WEBHOOK_EVENT_TYPES = ["lead.created"] as const;

/**
 * Waits after each failed attempt: 11 attempts over about 3 days (71 h 36 min before jitter),
 * short at first so a receiver that blinked gets the lead within a minute.
 */
export const RETRY_DELAYS_MS = [10, 60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 20 * 3600].map((seconds) => seconds * 1000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Each wait is drawn from ±20 % of its value, so receivers that fail together are not retried together. */
export const RETRY_JITTER = 0.2;
/** An attempt that has no answer after this long failed. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How long a worker holds a delivery it took: longer than an attempt can last, so no other worker sends it meanwhile. */
export const CLAIM_MS = 60_000;
/**
 * Each endpoint is a queue of its own on each node, so a receiver that hangs holds back only its
 * own project's deliveries: at most this many requests to one endpoint at once...
 */
export const ENDPOINT_PARALLEL = 4;
/** ...out of at most this many of its deliveries taken at once: 4 rounds of REQUEST_TIMEOUT_MS, well inside CLAIM_MS. */
export const ENDPOINT_CLAIM = 16;
/** How many endpoints one node sends to at once; the rest wait for a free lane, oldest delivery first. */
export const ENDPOINT_LANES = 16;
/** An endpoint whose every attempt failed for this long is turned off and its owner told. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
/** How much of a response is read, and how much of it the log keeps. */
export const RESPONSE_READ_BYTES = 4096;
export const RESPONSE_SNIPPET_CHARS = 500;
export const MAX_ENDPOINTS_PER_PROJECT = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * After "Rotate secret", the secret it replaced keeps signing beside the new one this long, so a
 * receiver can be switched to the new secret without refusing deliveries meanwhile.
 */
export const SECRET_OVERLAP_MS = 24 * 3600 * 1000;
export const SECRET_OVERLAP_TEXT = "24 hours";

export const WEBHOOK_DISABLED_REASON = "Turned off after failing for 5 days";

/** The wait before attempt `attempts + 1`, with jitter; `random` is in [0, 1). */
export function retryDelayMs(attempts: number, random: number): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempts - 1, 0), RETRY_DELAYS_MS.length - 1)] ?? 0;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random));
}

/** The endpoint form, shared by the screen and the action. Whether http is allowed is the server's call (WEBHOOK_ALLOW_HTTP). */
export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter the URL your service gave you, starting with https://.")
    .max(MAX_WEBHOOK_URL_LENGTH, `Use a URL of at most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
    .refine((value) => URL.canParse(value), "This is not a URL. Copy the whole address, starting with https://.")
    .refine((value) => !URL.canParse(value) || ["https:", "http:"].includes(new URL(value).protocol), "The URL must start with https://.")
    .refine((value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password), "Leave the user name and password out of the URL."),
  isEnabled: z.enum(["on", "off"]).default("on"),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

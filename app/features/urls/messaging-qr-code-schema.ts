import { z } from "zod";
import { messagingAppOf, MAX_MESSAGE_LENGTH } from "~/lib/messaging-links";

export const MESSAGING_QR_TARGET_MESSAGE = "Only a WhatsApp (wa.me) or Telegram (t.me) link made by the builder can get a counted QR code.";

/** A message of MAX_MESSAGE_LENGTH characters, each percent-encoded as up to 12 characters, and the number. */
export const MESSAGING_QR_TARGET_MAX_LENGTH = MAX_MESSAGE_LENGTH * 12 + 64;

/** What the messaging-link dialog sends to get the counted QR address of its link: the link the builder made. */
export const messagingQrCodeSchema = z.object({
  target: z
    .string()
    .max(MESSAGING_QR_TARGET_MAX_LENGTH, MESSAGING_QR_TARGET_MESSAGE)
    .refine((target) => messagingAppOf(target) !== null, MESSAGING_QR_TARGET_MESSAGE),
});

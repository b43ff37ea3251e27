import { z } from "zod";
import { QR_CODE_PATTERN } from "~/lib/qr-short-code";
import { messagingAppOf } from "~/lib/messaging-links";
import { MESSAGING_QR_TARGET_MAX_LENGTH } from "./messaging-qr-code-schema";

export const DELETE_QR_CODE_INTENT = "delete-qr-code";
export const RETARGET_QR_CODE_INTENT = "retarget-qr-code";

export const QR_CODE_FIELD_MESSAGE = "This is not a QR code of this project. Reload the page and try again.";
export const QR_TARGET_MESSAGE = "Choose one of this project's pages or modules, or a WhatsApp (wa.me) or Telegram (t.me) link: a QR code opens only what its own project has.";

const code = z.string(QR_CODE_FIELD_MESSAGE).regex(QR_CODE_PATTERN, QR_CODE_FIELD_MESSAGE);

/** The URLs screen's “Delete” of a QR code (the confirm dialog posts it) and its action's input. */
export const deleteQrCodeSchema = z.object({ code });

/**
 * The URLs screen's “Retarget” of a QR code and its action's input: `target` is a public path
 * (`/shop/about`; the use case checks it is one of this project's addresses) or a messaging link
 * under the same rule as the messaging-link dialog's codes (decision 0040), never any other address.
 */
export const retargetQrCodeSchema = z.object({
  code,
  target: z
    .string(QR_TARGET_MESSAGE)
    .trim()
    .min(1, QR_TARGET_MESSAGE)
    .max(MESSAGING_QR_TARGET_MAX_LENGTH, QR_TARGET_MESSAGE)
    .refine((target) => target.startsWith("/") || messagingAppOf(target) !== null, QR_TARGET_MESSAGE),
});

export type RetargetQrCodeInput = z.output<typeof retargetQrCodeSchema>;

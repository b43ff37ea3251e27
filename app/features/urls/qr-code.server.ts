import { qrCodePng, qrCodeSvg } from "~/lib/qr-code";
import { qrCodePrintPng } from "~/lib/qr-code-print.server";

/** SVG for screens and scaling, PNG of about 1024 pixels, and a 300-dpi PNG for print. */
export const QR_FORMATS = ["svg", "png", "print"] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

export function isQrFormat(value: string): value is QrFormat {
  return (QR_FORMATS as readonly string[]).includes(value);
}

/**
 * The address a page's QR code opens: the public address with `utm_source=qr`, so leads from printed
 * codes show "qr" as their traffic source (decision 0019).
 */
export function qrCodeAddress(url: string): string {
  const target = new URL(url);
  target.searchParams.set("utm_source", "qr");
  return target.href;
}

/** A QR code of `text` in one of the QR_FORMATS, see `~/lib/qr-code` and `~/lib/qr-code-print.server`. */
export async function renderQrCode(text: string, format: QrFormat): Promise<{ body: string | Buffer; contentType: string }> {
  if (format === "svg") return { body: await qrCodeSvg(text), contentType: "image/svg+xml" };
  return { body: format === "print" ? await qrCodePrintPng(text) : await qrCodePng(text), contentType: "image/png" };
}

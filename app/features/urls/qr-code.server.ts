import { qrCodePng, qrCodeSvg } from "~/lib/qr-code";

export type QrFormat = "svg" | "png";

/**
 * The address a QR code opens: the public address with `utm_source=qr`, so leads from printed
 * codes show "qr" as their traffic source (decision 0019).
 */
export function qrCodeAddress(url: string): string {
  const target = new URL(url);
  target.searchParams.set("utm_source", "qr");
  return target.href;
}

/** A QR code of `text` as an SVG document or a PNG of about 1024 pixels (large enough for print), see `~/lib/qr-code`. */
export async function renderQrCode(text: string, format: QrFormat): Promise<{ body: string | Buffer; contentType: string }> {
  if (format === "svg") return { body: await qrCodeSvg(text), contentType: "image/svg+xml" };
  return { body: await qrCodePng(text), contentType: "image/png" };
}

import QRCode from "qrcode";

export type QrFormat = "svg" | "png";

const OPTIONS = { errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } } as const;

/**
 * The address a QR code opens: the public address with `utm_source=qr`, so leads from printed
 * codes show "qr" as their traffic source (decision 0019).
 */
export function qrCodeAddress(url: string): string {
  const target = new URL(url);
  target.searchParams.set("utm_source", "qr");
  return target.href;
}

/** A QR code of `text` as an SVG document or a 1024-pixel PNG (large enough for print). */
export async function renderQrCode(text: string, format: QrFormat): Promise<{ body: string | Buffer; contentType: string }> {
  if (format === "svg") return { body: await QRCode.toString(text, { ...OPTIONS, type: "svg" }), contentType: "image/svg+xml" };
  return { body: await QRCode.toBuffer(text, { ...OPTIONS, type: "png", width: 1024 }), contentType: "image/png" };
}

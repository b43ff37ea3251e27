import QRCode from "qrcode";
import sharp from "sharp";
import { QR_ERROR_CORRECTION, QR_QUIET_ZONE, qrCodeModules } from "./qr-code";

/** The resolution the print-ready PNG declares (its pHYs chunk), so layout programs place it at its true size. */
export const PRINT_DPI = 300;

/** The least width a printed code has, quiet zone included: 3 cm scans from an arm's length. */
const PRINT_MIN_CENTIMETRES = 3;

/** Whole pixels per module for a print-ready code at least PRINT_MIN_CENTIMETRES wide at PRINT_DPI. */
export function printPixelsPerModule(text: string): number {
  const minPixels = Math.ceil((PRINT_MIN_CENTIMETRES / 2.54) * PRINT_DPI);
  return Math.ceil(minPixels / qrCodeModules(text));
}

/** A print-ready PNG (decision 0036): 300 dpi declared, each module a whole number of pixels, the 4-module quiet zone included. */
export async function qrCodePrintPng(text: string): Promise<Buffer> {
  const png = await QRCode.toBuffer(text, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_QUIET_ZONE,
    color: { dark: "#000000", light: "#ffffff" },
    type: "png",
    scale: printPixelsPerModule(text),
  });
  return sharp(png).withMetadata({ density: PRINT_DPI }).png().toBuffer();
}

import QRCode from "qrcode";

/** The quiet zone ISO/IEC 18004 asks for around a code, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * Q recovers 25 % of the code: printed codes get scuffed, folded and photographed at an angle,
 * and our addresses are short enough that the larger code stays easy to scan.
 */
export const QR_ERROR_CORRECTION = "Q";

/** About how many pixels a code is across: large enough for print, the exact size depends on the code. */
const TARGET_PIXELS = 1024;

const OPTIONS = { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: QR_QUIET_ZONE, color: { dark: "#000000", light: "#ffffff" } } as const;

/** How many modules a code of `text` is across, quiet zone included. */
export function qrCodeModules(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules.size + 2 * QR_QUIET_ZONE;
}

/**
 * Whole pixels per module, so every module of a PNG is equally wide (a scaled, fractional module
 * width makes uneven modules that scanners misread).
 */
export function qrCodePixelsPerModule(text: string): number {
  return Math.max(1, Math.round(TARGET_PIXELS / qrCodeModules(text)));
}

/** An SVG document of the code with width, height and viewBox, so it keeps its size wherever it is inserted. */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg", width: qrCodeModules(text) * qrCodePixelsPerModule(text) });
}

/** A PNG of the code as bytes, each module a whole number of pixels. */
export async function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: "png", scale: qrCodePixelsPerModule(text) });
}

/** The PNG and SVG of the code as data URLs, for a browser to show and download. */
export async function qrCodeDataUrls(text: string): Promise<{ png: string; svg: string }> {
  const [png, svg] = await Promise.all([QRCode.toDataURL(text, { ...OPTIONS, scale: qrCodePixelsPerModule(text) }), qrCodeSvg(text)]);
  return { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

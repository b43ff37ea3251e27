import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A fresh random code (`QR_CODE_PATTERN`) for a QR code's short scan address. Shared by the URLs
 * screen, which makes codes, and project import, which makes a new one when a file's code is
 * already taken on this installation.
 */
export function newQrCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

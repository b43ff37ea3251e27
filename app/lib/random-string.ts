import { customAlphabet } from "nanoid";

/** The 62-character alphabet (docs/product.md#random-strings): A-Z, a-z, 0-9. */
export const RANDOM_STRING_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const generators = new Map<number, () => string>();

/** A random string of letters and digits, drawn from a cryptographically secure source. */
export function randomString(length: number): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError("length must be a positive integer");
  let generate = generators.get(length);
  if (!generate) {
    generate = customAlphabet(RANDOM_STRING_ALPHABET, length);
    generators.set(length, generate);
  }
  return generate();
}

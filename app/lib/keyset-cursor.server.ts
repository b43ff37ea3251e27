import { z } from "zod";

/** Where a list stopped: the sort time and id of the last row given (decision 0051). */
export type KeysetPosition = { at: Date; id: string };

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** An opaque `nextCursor`: the position in base64url, so a caller passes it back without reading it. */
export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at.toISOString()}|${position.id}`).toString("base64url");
}

/** The position a cursor names, or null for anything this server did not make. */
export function decodeKeysetCursor(cursor: string): KeysetPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [iso = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const at = new Date(iso);
  if (rest.length > 0 || Number.isNaN(at.getTime()) || at.toISOString() !== iso || !ID_PATTERN.test(id)) return null;
  return { at, id };
}

/** A `cursor` query parameter: refused (never read as "from the start") unless it is one this server gave. */
export const keysetCursorSchema = z
  .string()
  .max(200)
  .transform((cursor, ctx) => {
    const position = decodeKeysetCursor(cursor);
    if (!position) {
      ctx.issues.push({ code: "custom", message: "Pass back the nextCursor of an earlier answer.", input: cursor });
      return z.NEVER;
    }
    return position;
  })
  .meta({ description: "The nextCursor of the previous page." });

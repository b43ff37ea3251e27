import { createCookie, data, replace } from "react-router";
import { randomString } from "~/lib/random-string";
import type { Flash } from "./form-result";


const flashCookie = createCookie("pw_flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

/**
 * Ends a successful post: 303 to `to` (replacing the history entry, so Back does not reopen the
 * dialog that was just submitted) with the message for the next screen.
 */
export async function redirectWithFlash(to: string, message: string): Promise<Response> {
  const flash: Flash = { id: randomString(10), message };
  return replace(to, { status: 303, headers: { "Set-Cookie": await flashCookie.serialize(flash) } });
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === "string" && typeof candidate.message === "string";
}

/** The waiting message, if any, and the header that consumes it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (value === null || value === undefined) return { flash: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  return { flash: isFlash(value) ? { id: value.id, message: value.message.slice(0, 300) } : null, headers };
}

/** Loader data with the flash message, clearing its cookie. */
export async function withFlash<T extends object>(request: Request, payload: T) {
  const { flash, headers } = await takeFlash(request);
  return data({ ...payload, flash }, { headers });
}

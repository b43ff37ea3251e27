import { createCookie } from "react-router";
import { SIGN_IN_ATTEMPT_TTL_MS } from "./start-sign-in.server";

/** Holds the state of the sign-in this browser started, so a callback from elsewhere is refused. */
export function signInStateCookie(publicUrl: URL) {
  return createCookie("pw_signin", {
    httpOnly: true,
    sameSite: "lax",
    secure: publicUrl.protocol === "https:",
    path: "/auth",
    maxAge: SIGN_IN_ATTEMPT_TTL_MS / 1000,
  });
}

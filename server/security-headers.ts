import type { RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

/** A fresh nonce per response for the framework's inline scripts. */
export const assignNonce: RequestHandler = (_request, response, next) => {
  response.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Strict-Transport-Security for an https PUBLIC_URL, or null. It is set on every response in front
 * of Express, so the published-site and lead-capture fast paths send it too; helmet's own is off.
 */
export function strictTransportSecurityFor(publicUrl: URL): string | null {
  return publicUrl.protocol === "https:" ? "max-age=31536000; includeSubDomains" : null;
}

function nonceOf(response: object): string {
  const locals: unknown = "locals" in response ? response.locals : undefined;
  if (locals && typeof locals === "object" && "nonce" in locals && typeof locals.nonce === "string") return locals.nonce;
  throw new Error("assignNonce must run before securityHeaders");
}

export function securityHeaders({ development }: { development: boolean }): RequestHandler {
  return helmet({
    // Vite's dev server injects inline scripts and a websocket; the policy applies to builds.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", "https://accounts.google.com"],
            frameAncestors: ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
}

/**
 * For responses whose route sends its own Referrer-Policy (a counted link sends none, so the
 * messaging app never learns which page a visitor came from): drops the app-wide one, so exactly
 * one header goes out. Mount it after `securityHeaders` on those routes' paths.
 */
export const leaveReferrerPolicyToTheRoute: RequestHandler = (_request, response, next) => {
  response.removeHeader("Referrer-Policy");
  next();
};

import { httpStatusOf } from "./app-error";
/** A projectId (docs/product.md#route-parameters): a letter, then letters or digits, at least 2 characters. */
export const PROJECT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]+$/;
/** A page or module slug (docs/product.md#route-parameters): a letter or digit, then letters, digits or hyphens. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/**
 * The page's path and query exactly as the client asked for them (the load context carries it:
 * the Request a loader sees has its query re-serialised by the framework, `?a=%20b` as `?a=+b`).
 */
export type RequestedPage = { fullPath: string };

/** Our answer to a method an address does not take (the framework's own names our modules). */
export const METHOD_NOT_ALLOWED_TEXT = "Method not allowed";

/** The text for a path nothing answers (docs/product.md#error-texts). */
export function pageNotFoundText(fullPath: string): string {
  return `Page not found: ${fullPath}`;
}

// A plain-text Response: resource routes send it as it is, and pages show its text in the error screen.
function notFound(text: string): never {
  throw new Response(text, { status: httpStatusOf("NOT_FOUND"), headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The text for a route whose parameters fail validation (docs/product.md#error-texts). */
export function invalidRouteParamsText(fullPath: string): string {
  return `Page Not Found: ${fullPath}`;
}

/** The answer to a route whose parameters fail validation (docs/product.md#error-texts). */
export function invalidRouteParams(requested: RequestedPage): never {
  notFound(invalidRouteParamsText(requested.fullPath));
}

/** The answer to a path no route knows (docs/product.md#error-texts). */
export function unknownRoute(requested: RequestedPage): never {
  notFound(pageNotFoundText(requested.fullPath));
}

/**
 * The `handle` of the routes that stand for paths nothing answers (unknown paths, public paths with
 * nothing live, test pages while they are off): their loader and action answer the 404, and
 * the server answers the methods the framework cannot pass them with the same 404.
 */
export const ANSWERS_PAGE_NOT_FOUND = { answersPageNotFound: true } as const;

export function answersPageNotFound(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "answersPageNotFound" in handle && handle.answersPageNotFound === true;
}

type ParamRules = {
  projectId?: string | undefined;
  page?: string | undefined;
  module?: string | undefined;
};

/**
 * Validates the route parameters of docs/product.md#route-parameters; page and module are optional and only checked
 * when present. Throws the 404 when any is malformed.
 */
export function assertRouteParams(requested: RequestedPage, params: ParamRules): void {
  if (params.projectId !== undefined && !PROJECT_ID_PATTERN.test(params.projectId)) invalidRouteParams(requested);
  for (const slug of [params.page, params.module]) {
    if (slug !== undefined && !SLUG_PATTERN.test(slug)) invalidRouteParams(requested);
  }
}

import { data } from "react-router";

/** The spec's projectId: a letter, then letters or digits, at least 2 characters. */
export const PROJECT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]+$/;
/** The spec's page and module slug: a letter or digit, then letters, digits or hyphens. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export function fullPathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** The spec's answer to a route whose parameters fail validation. */
export function invalidRouteParams(request: Request): never {
  throw data(`Page Not Found: ${fullPathOf(request)}`, { status: 404 });
}

/** The spec's answer to a path no route knows. */
export function unknownRoute(request: Request): never {
  throw data(`Page not found: ${fullPathOf(request)}`, { status: 404 });
}

type ParamRules = {
  projectId?: string | undefined;
  page?: string | undefined;
  module?: string | undefined;
};

/**
 * Validates the route parameters the spec defines; page and module are optional and only checked
 * when present. Throws the spec's 404 when any is malformed.
 */
export function assertRouteParams(request: Request, params: ParamRules): void {
  if (params.projectId !== undefined && !PROJECT_ID_PATTERN.test(params.projectId)) invalidRouteParams(request);
  for (const slug of [params.page, params.module]) {
    if (slug !== undefined && !SLUG_PATTERN.test(slug)) invalidRouteParams(request);
  }
}

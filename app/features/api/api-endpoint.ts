import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { ApiCaller } from "./authenticate-api-token.server";
import type { ApiScope } from "./schema";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an If-Match header names: a version, `*` (whatever version is current), or null when none was sent. */
export type IfMatch = number | "*" | null;

/** Whether a write naming `ifMatch` may change the document now at `current` (`*` matches any version). */
export function ifMatchAllows(ifMatch: IfMatch, current: number): boolean {
  return ifMatch === "*" || ifMatch === current;
}

/** What an endpoint's handler gets: the parsed path, query and body, and the If-Match version when one was sent. */
export type ApiCall<Path, Query, Body> = {
  context: AppLoadContext;
  caller: ApiCaller;
  path: Path;
  query: Query;
  body: Body;
  /** The version an `If-Match: "n"` names, `*` for any current version; null without the header. */
  ifMatch: IfMatch;
  /** The multipart form of an endpoint that takes files (`multipartBody`); null for every other. */
  form: FormData | null;
};

/** A handler's answer: the body, and the document's version when the answer carries an ETag. */
export type ApiResult = { body: unknown; version?: number };

/** A body of files: multipart/form-data of at most `maxBytes`, described for the OpenAPI document by `schema`. */
export type MultipartBody = { schema: z.ZodType; maxBytes: (context: AppLoadContext) => number };

/**
 * One endpoint of /api/v1: its address, the scope it needs, the zod schemas of what it reads and
 * answers (the OpenAPI document is generated from them, docs/api.md), and the handler, which
 * calls the same use cases as the screens.
 */
export type ApiEndpoint<PathSchema extends z.ZodType = z.ZodType, QuerySchema extends z.ZodType = z.ZodType, BodySchema extends z.ZodType = z.ZodType> = {
  method: ApiMethod;
  /** Below /api/v1, with `{name}` parameters, such as `/projects/{projectId}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  scope: ApiScope;
  pathSchema?: PathSchema;
  querySchema?: QuerySchema;
  bodySchema?: BodySchema;
  /** Instead of a JSON body: a multipart form, handed to the handler as `form`. */
  multipartBody?: MultipartBody;
  response: z.ZodType;
  /** 200 unless told (201 for creations). */
  status?: number;
  /** Whether a write must name the version it changes with If-Match (428 without it). */
  requiresIfMatch?: boolean;
  /** Whether a success carries the document's version as `ETag` (the handler answers with `version`). */
  answersWithETag?: boolean;
  handle: (call: ApiCall<z.output<PathSchema>, z.output<QuerySchema>, z.output<BodySchema>>) => Promise<ApiResult>;
};

/** Keeps each endpoint's handler typed by its own schemas while the table holds them all. */
export function defineEndpoint<PathSchema extends z.ZodType, QuerySchema extends z.ZodType, BodySchema extends z.ZodType>(
  endpoint: ApiEndpoint<PathSchema, QuerySchema, BodySchema>,
): ApiEndpoint {
  return endpoint as unknown as ApiEndpoint;
}

/** The path parameters of `path` when it fits the endpoint's template, else null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = decodeURIComponentOr(match[index + 1] ?? "");
  });
  return params;
}

function decodeURIComponentOr(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

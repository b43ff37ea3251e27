import type { RequestHandler } from "express";
import type { ServerResponse } from "node:http";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { answersPageNotFound, METHOD_NOT_ALLOWED_TEXT, pageNotFoundText } from "../app/lib/route-params";
import { pageTargetOf } from "./page-target";

type RouteManifest = ServerBuild["routes"];
type RouteModule = NonNullable<RouteManifest[string]>["module"];
type RouteMatch = { route: RouteObject };

const SUBMISSION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What React Router hands to loaders and actions; it answers any other method with its own developer text. */
const FRAMEWORK_METHODS = new Set(["GET", "HEAD", ...SUBMISSION_METHODS]);
/** What the server takes somewhere, for `OPTIONS *`. */
const SERVER_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

const NOT_A_PATH_TEXT = "Bad request: the request target must be a path.";

function answerText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...headers });
  response.end(text);
}

/** 405 with our own text and the methods the address takes. */
export function answerMethodNotAllowed(response: ServerResponse, allowed: readonly string[]): void {
  answerText(response, 405, METHOD_NOT_ALLOWED_TEXT, { Allow: allowed.join(", ") });
}

/** The answer to OPTIONS: the methods the address takes, and nothing else (no CORS). */
export function answerOptions(response: ServerResponse, allowed: readonly string[]): void {
  response.writeHead(204, { Allow: allowed.join(", ") });
  response.end();
}

const routeTrees = new WeakMap<RouteManifest, RouteObject[]>();

function childrenOf(routes: RouteManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return route.index ? [{ id, path, caseSensitive, index: true }] : [{ id, path, caseSensitive, children: childrenOf(routes, id) }];
  });
}

function routeTreeOf(routes: RouteManifest): RouteObject[] {
  let tree = routeTrees.get(routes);
  if (!tree) {
    tree = childrenOf(routes, undefined);
    routeTrees.set(routes, tree);
  }
  return tree;
}

/** The route a form submission goes to, chosen as React Router chooses it (an index route only with `?index`). */
function actionTargetOf(matches: RouteMatch[], search: string): RouteMatch | undefined {
  const leaf = matches.at(-1);
  if (leaf?.route.index && new URLSearchParams(search).getAll("index").includes("")) return leaf;
  return matches.filter((match, position) => position === 0 || Boolean(match.route.path)).at(-1);
}

function allowedMethods(leaf: RouteModule | undefined, actionTarget: RouteModule | undefined): string[] {
  return [...(leaf?.default || leaf?.loader ? ["GET", "HEAD"] : []), ...(actionTarget?.action ? ["POST"] : []), "OPTIONS"];
}

/**
 * Answers, before React Router, the methods a route cannot take (405 with our text and `Allow`;
 * the router's own answer names our modules in a developer message) and OPTIONS: a submission
 * to a route without an action, GET to one with neither loader nor page, any other method. The
 * routes that stand for paths nothing answers get every method the router can pass them, and
 * the same 404 for the others.
 */
export function refuseMethodsRoutesDoNotTake(serverBuild: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return async (request, response, next) => {
    const target = request.originalUrl;
    if (!target.startsWith("/")) {
      if (request.method === "OPTIONS" && target === "*") return answerOptions(response, SERVER_METHODS);
      return answerText(response, 400, NOT_A_PATH_TEXT);
    }
    const build = typeof serverBuild === "function" ? await serverBuild() : serverBuild;
    const page = new URL(`http://localhost${pageTargetOf(target)}`);
    const matches = matchRoutes(routeTreeOf(build.routes), page.pathname) ?? [];
    const moduleOf = (match: RouteMatch | undefined) => (match?.route.id === undefined ? undefined : build.routes[match.route.id]?.module);
    const leaf = moduleOf(matches.at(-1));
    if (!leaf) return next();
    if (answersPageNotFound(leaf.handle)) {
      if (FRAMEWORK_METHODS.has(request.method)) return next();
      return answerText(response, 404, pageNotFoundText(pageTargetOf(target)));
    }
    const actionTarget = moduleOf(actionTargetOf(matches, page.search));
    const allowed = allowedMethods(leaf, actionTarget);
    if (request.method === "OPTIONS") return answerOptions(response, allowed);
    // Every submission method goes to the action, as the framework sends it; a route may refuse more itself.
    const taken = SUBMISSION_METHODS.has(request.method) ? Boolean(actionTarget?.action) : allowed.includes(request.method);
    if (taken) return next();
    answerMethodNotAllowed(response, allowed);
  };
}

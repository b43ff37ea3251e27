/**
 * Words the app's own routes use: a project with one of these ids would be shadowed by (or
 * shadow) an app route, so none can ever be a project id. Compared lower-case.
 */
export const RESERVED_PROJECT_IDS: readonly string[] = [
  "about",
  "account",
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "builds",
  "editor",
  "editor-module",
  "favicon",
  "go",
  "healthz",
  "login",
  "logout",
  "mcp",
  "media",
  "module",
  "oidc",
  "project",
  "projects",
  "public",
  "robots",
  "signin",
  "signout",
  "signup",
  "sitemap",
  "static",
  "unverified",
  "uploads",
];

export function isReservedProjectId(id: string): boolean {
  return RESERVED_PROJECT_IDS.includes(id.toLowerCase());
}

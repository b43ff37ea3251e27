import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Access is checked at the top of every loader and action, in the route module, so a reader of one
// route sees who may reach it; features take the actor (and the project) the gate returns.
const ROUTES_DIR = path.join(import.meta.dirname);

/** Where each gate comes from: a route must import it from there. */
const GATE_MODULES = {
  requireProjectAccess: "~/access/project-route-access.server",
  requireProjectOverview: "~/features/projects/project-overview-gate.server",
  requireUser: "~/features/auth/guards.server",
  requireAdmin: "~/features/auth/guards.server",
  // Screens and JSON endpoints that answer the anonymous themselves (a landing page, a 401).
  getSignedInSession: "~/features/auth/guards.server",
  // Programs with a personal access token (docs/api.md).
  requireApiCaller: "~/features/api/api-gate.server",
} as const;

type Gate = keyof typeof GATE_MODULES;
/** What a loader or action must do first: await a gate, refuse outright, or nothing, for routes open to anyone (say why). */
type Expected = Gate | "refuses" | { open: string };

const project = { loader: "requireProjectAccess", action: "requireProjectAccess" } as const;
const projectScreen = { loader: "requireProjectOverview", action: "requireProjectAccess" } as const;
const admin = { loader: "requireAdmin" } as const;
const postOnly = (action: Expected) => ({ loader: "refuses", action }) as const;

const ROUTE_GATES: Record<string, { loader?: Expected; action?: Expected }> = {
  "about.tsx": { loader: { open: "the about page is public" } },
  "account-tokens.tsx": { loader: "requireUser", action: "requireUser" },
  "admin.tsx": admin,
  "admin-audit.tsx": admin,
  "admin-templates.tsx": { loader: "requireAdmin", action: "requireAdmin" },
  "admin-user.tsx": { loader: "requireAdmin", action: "requireAdmin" },
  "admin-users.tsx": admin,
  "api-id-token.tsx": postOnly("getSignedInSession"),
  "api-lead-token.tsx": { loader: { open: "published lead forms fetch their token anonymously" }, action: "refuses" },
  "api-leads.tsx": { loader: "refuses", action: "refuses" },
  "api-v1.tsx": { loader: "requireApiCaller", action: "requireApiCaller" },
  "api-v1-reference.tsx": { loader: { open: "the API's reference holds no one's data" } },
  "api-v1-openapi.tsx": { loader: { open: "the API's description holds no one's data" } },
  "api-register-partner.tsx": postOnly({ open: "the caller proves who they are with an ID token, checked by userOfIdToken" }),
  "auth-callback.tsx": { loader: { open: "the identity provider's redirect back, checked against the sign-in state cookie" } },
  "auth-jwks.tsx": { loader: { open: "public keys for verifying ID tokens" } },
  "auth-signin.tsx": { loader: { open: "redirects to /signin" }, action: { open: "starts a sign-in" } },
  "editor-save.tsx": { action: "requireProjectAccess" },
  "go-messaging-link.tsx": { loader: { open: "visitors of published pages follow messaging links" } },
  "qr-scan.tsx": { loader: { open: "anyone with a phone scans printed QR codes" } },
  "home.tsx": { loader: "getSignedInSession", action: "requireUser" },
  "invitation.tsx": { loader: "requireUser", action: "requireUser" },
  "mcp.tsx": { loader: "requireApiCaller", action: "requireApiCaller" },
  "module-editor.tsx": project,
  "not-found-page.tsx": { loader: { open: "the 404 page" } },
  "page-editor.tsx": project,
  "project-assets.tsx": project,
  "project-assets-images.tsx": { loader: "requireProjectAccess" },
  "project-assets-upload.tsx": postOnly("requireProjectAccess"),
  "project-domains.tsx": project,
  "project-ab-tests.tsx": project,
  "project-redirects.tsx": project,
  "project-export.tsx": { loader: "requireProjectAccess" },
  "project-export-site.tsx": { loader: "requireProjectAccess" },
  "project-id-check.tsx": { loader: "getSignedInSession" },
  "project-import.tsx": postOnly("requireUser"),
  "project-integrations.tsx": projectScreen,
  "project-leads.tsx": projectScreen,
  "project-leads-export.tsx": { loader: "requireProjectAccess" },
  "project-members.tsx": projectScreen,
  "project-overview.tsx": projectScreen,
  "project-publish.tsx": project,
  "project-settings.tsx": projectScreen,
  "project-urls.tsx": { loader: "requireProjectAccess", action: "requireProjectAccess" },
  "project-urls-qr.tsx": { loader: "requireProjectAccess", action: "requireProjectAccess" },
  "public-document.tsx": { loader: { open: "published pages and modules are served before the router; what reaches it is a 404" }, action: { open: "the same 404" } },
  "section-catalogue.tsx": { loader: { open: "the section catalogue shows built-in defaults only" } },
  "signin.tsx": { loader: { open: "the sign-in page" } },
  "signout.tsx": { loader: { open: "redirects home" }, action: { open: "ends whatever session the cookie names" } },
  "saved-template-preview.tsx": { loader: "requireUser" },
  "saved-template.tsx": postOnly("requireUser"),
  "project-save-as-template.tsx": postOnly("requireProjectAccess"),
  "template-preview.tsx": { loader: { open: "templates are shipped with the app and hold no one's data" } },
  "test-scenario.tsx": { loader: { open: "answers only when test routes are enabled" }, action: "refuses" },
  "unknown-route.tsx": { loader: "refuses", action: "refuses" },
  "unverified.tsx": { loader: "getSignedInSession" },
  "widget-gallery.tsx": { loader: { open: "answers only when test routes are enabled" }, action: "refuses" },
};

/** Calls that answer without reading anything. */
const REFUSALS = new Set(["methodNotAllowed", "unknownRoute"]);

type Handler = { name: "loader" | "action"; body: ts.Block; isAsync: boolean };

function handlersOf(source: ts.SourceFile): Handler[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isFunctionDeclaration(statement) || !statement.body || !statement.name) return [];
    const name = statement.name.text;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || (name !== "loader" && name !== "action")) return [];
    const isAsync = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
    return [{ name, body: statement.body, isAsync }];
  });
}

/** The function the first `await` in the body awaits (in reading order, callbacks included). */
function firstAwaitedCall(body: ts.Block): string | null {
  let found: string | null = null;
  const visit = (node: ts.Node): void => {
    if (found !== null) return;
    if (ts.isAwaitExpression(node)) {
      found = ts.isCallExpression(node.expression) ? node.expression.expression.getText() : node.expression.getText();
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** Whether the body only refuses: no await, and every return is a refusal such as methodNotAllowed("POST"). */
function onlyRefuses(body: ts.Block): boolean {
  if (firstAwaitedCall(body) !== null) return false;
  const returns = body.statements.filter(ts.isReturnStatement);
  return (
    returns.length > 0 &&
    returns.every((statement) => statement.expression && ts.isCallExpression(statement.expression) && REFUSALS.has(statement.expression.expression.getText()))
  );
}

function importSourceOf(source: ts.SourceFile, name: string): string | null {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => element.name.text === name)) return statement.moduleSpecifier.text;
  }
  return null;
}

/** What is wrong with one route module, in words; empty when its loader and action pass their gates first. */
export function gateProblems(file: string, text: string, expected: { loader?: Expected; action?: Expected } | undefined): string[] {
  if (!expected) return [`${file}: not in ROUTE_GATES; say which gate its loader and action pass first`];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const handlers = handlersOf(source);
  for (const { name, body, isAsync } of handlers) {
    const wanted = expected[name];
    if (wanted === undefined) problems.push(`${file}: has ${name === "action" ? "an" : "a"} ${name} that ROUTE_GATES does not list`);
    else if (typeof wanted === "object") continue;
    else if (wanted === "refuses") {
      if (!onlyRefuses(body)) problems.push(`${file}: its ${name} should only refuse (methodNotAllowed, unknownRoute)`);
    } else {
      const first = firstAwaitedCall(body);
      if (!isAsync || first !== wanted) problems.push(`${file}: its ${name} must first await ${wanted}, but ${first ? `first awaits ${first}` : "awaits nothing"}`);
      else if (importSourceOf(source, wanted) !== GATE_MODULES[wanted]) problems.push(`${file}: imports ${wanted} from somewhere other than ${GATE_MODULES[wanted]}`);
    }
  }
  for (const name of ["loader", "action"] as const) {
    if (expected[name] !== undefined && !handlers.some((handler) => handler.name === name)) problems.push(`${file}: ROUTE_GATES lists ${name === "action" ? "an" : "a"} ${name} it does not have`);
  }
  return problems;
}

describe("route gates", () => {
  it("every loader and action of every route module first awaits its gate, imported from the access layer or the auth guards", () => {
    const files = fs.readdirSync(ROUTES_DIR).filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"));
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((file) => gateProblems(file, fs.readFileSync(path.join(ROUTES_DIR, file), "utf8"), ROUTE_GATES[file]));
    expect(problems).toEqual([]);
  });

  it("a route that hands the request to a feature without awaiting the gate is caught", () => {
    const delegating = `import { handleAssetsAction } from "~/features/assets/assets-actions.server";
export function action({ request, params, context }) { return handleAssetsAction(request, params, context); }`;
    expect(gateProblems("x.tsx", delegating, { action: "requireProjectAccess" })).toEqual(["x.tsx: its action must first await requireProjectAccess, but awaits nothing"]);
    const late = `import { requireProjectAccess } from "~/access/project-route-access.server";
export async function loader({ request, params, context }) { const form = await readForm(request); await requireProjectAccess(request, params, context); return form; }`;
    expect(gateProblems("x.tsx", late, { loader: "requireProjectAccess" })).toEqual(["x.tsx: its loader must first await requireProjectAccess, but first awaits readForm"]);
    expect(gateProblems("new-route.tsx", "export function loader() { return null; }", undefined)).toEqual([
      "new-route.tsx: not in ROUTE_GATES; say which gate its loader and action pass first",
    ]);
  });
});

// First, so zod is told not to probe for eval before any screen's module defines a schema.
import "./lib/zod-without-eval.client";
import type { ReactNode } from "react";
import {
  createPath,
  isRouteErrorResponse,
  type ErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getSignedInSession, isBlocked } from "./features/auth/guards.server";
import { countNewLeads } from "./features/leads/count-new-leads.server";
import { sessionState } from "./features/auth/session-state";
import { useChunkLoadFailed } from "./lib/chunk-load-failures";
import { METHOD_NOT_ALLOWED_TEXT, pageNotFoundText } from "./lib/route-params";
import { BuildUpdateNotice } from "./ui/build-update-notice";
import { ClientErrorScreen, ForbiddenScreen, NotFoundScreen, ServerErrorScreen } from "./ui/error-screens";
import { LoadingBar } from "./ui/loading-bar";
import { RouteAnnouncer } from "./ui/route-announcer";
import { useNonce } from "./ui/nonce-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSignedInSession(request, context);
  const active = session && !isBlocked(session, context);
  return {
    buildUpdatePollSeconds: context.config.buildUpdatePollSeconds,
    ...sessionState(session),
    newLeads: active ? await countNewLeads(context.database.db, { userId: session.user.id, isAdmin: false }) : 0,
  };
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function meta() {
  return [{ title: "Pagewright" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        <LoadingBar />
        {children}
        {data ? <BuildUpdateNotice buildId={__PAGEWRIGHT_BUILD_ID__} pollSeconds={data.buildUpdatePollSeconds} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  const chunkLoadFailed = useChunkLoadFailed(createPath(location));
  return (
    <>
      <RouteAnnouncer />
      {chunkLoadFailed ? <ServerErrorScreen /> : <Outlet />}
    </>
  );
}

/**
 * What the route said, or null when the framework made the error itself (a method a route does
 * not take, a submission it cannot route): its text is a developer message naming our modules.
 */
function reasonOf(error: ErrorResponse): string | null {
  if ("internal" in error && error.internal === true) return null;
  return typeof error.data === "string" ? error.data : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (!isRouteErrorResponse(error)) return <ServerErrorScreen />;
  const reason = reasonOf(error);
  if (error.status === 404) return <NotFoundScreen message={reason ?? pageNotFoundText(location.pathname + location.search)} />;
  if (error.status === 403) return <ForbiddenScreen message={reason ?? "You do not have access to this page."} />;
  if (error.status === 405) return <ClientErrorScreen code={405} message={reason ?? METHOD_NOT_ALLOWED_TEXT} />;
  if (error.status >= 400 && error.status < 500) {
    return <ClientErrorScreen code={error.status} message={reason ?? "This request could not be handled."} />;
  }
  return <ServerErrorScreen />;
}

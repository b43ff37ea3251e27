// First, so zod is told not to probe for eval before any screen's module defines a schema.
import "./lib/zod-without-eval.client";
import type { ReactNode } from "react";
import {
  createPath,
  isRouteErrorResponse,
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
import { BuildUpdateNotice } from "./ui/build-update-notice";
import { ClientErrorScreen, ForbiddenScreen, NotFoundScreen, ServerErrorScreen } from "./ui/error-screens";
import { LoadingBar } from "./ui/loading-bar";
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
  return chunkLoadFailed ? <ServerErrorScreen /> : <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen message={typeof error.data === "string" ? error.data : "Page not found"} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ForbiddenScreen message={typeof error.data === "string" ? error.data : "You do not have access to this page."} />;
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return <ClientErrorScreen code={error.status} message={typeof error.data === "string" ? error.data : "This request could not be handled."} />;
  }
  return <ServerErrorScreen />;
}

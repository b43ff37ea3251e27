import { setTimeout as delay } from "node:timers/promises";
import { Link } from "react-router";
import { ANSWERS_PAGE_NOT_FOUND, unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/test-scenario";

const MAX_DELAY_MS = 10_000;

// Scenarios the end-to-end and shutdown tests need (a slow page, a failing page). They exist only
// when ENABLE_TEST_ROUTES is on; otherwise this is an unknown route like any other.
export const handle = ANSWERS_PAGE_NOT_FOUND;

// No scenario takes a submission.
export function action({ context }: Route.ActionArgs) {
  return unknownRoute(context);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!context.config.enableTestRoutes) return unknownRoute(context);
  const url = new URL(request.url);
  switch (params.scenario) {
    case "slow": {
      const ms = Math.min(Math.max(Number(url.searchParams.get("ms")) || 1_000, 0), MAX_DELAY_MS);
      await delay(ms);
      return { scenario: "slow", ms };
    }
    case "error":
      throw new Error("Deliberate failure from the error scenario");
    default:
      return unknownRoute(context);
  }
}

export default function TestScenario({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Slow page loaded after {loaderData.ms} ms</h1>
      <nav className="flex gap-4">
        <Link to="/__test/slow?ms=1500">Slow again</Link>
        <Link to="/__test/slow?ms=20">Fast</Link>
        <Link to="/__test/error">Break</Link>
      </nav>
    </main>
  );
}

import { useEffect, useState } from "react";
import { createPath, useNavigation } from "react-router";
import { createHttpClient } from "~/lib/http-client";

type LatestBuild = { id: string; timestamp: number };

/**
 * Polls for a newer build (and checks on window focus). When one exists it tells the person and
 * turns the next navigation into a full page load, so they pick up the new code.
 */
export function BuildUpdateNotice({ buildId, pollSeconds }: { buildId: string; pollSeconds: number }) {
  const [newerBuild, setNewerBuild] = useState<string | null>(null);
  const navigation = useNavigation();

  useEffect(() => {
    const client = createHttpClient(window.location.origin);
    const check = async () => {
      try {
        const latest = await client<LatestBuild>("/builds/latest.json", { cache: "no-store" });
        if (latest.id && latest.id !== buildId) setNewerBuild(latest.id);
      } catch {
        // Offline or mid-deploy: the next poll tries again.
      }
    };
    const timer = window.setInterval(check, pollSeconds * 1000);
    window.addEventListener("focus", check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", check);
    };
  }, [buildId, pollSeconds]);

  useEffect(() => {
    if (newerBuild && navigation.state !== "idle" && navigation.location) {
      window.location.assign(createPath(navigation.location));
    }
  }, [newerBuild, navigation.state, navigation.location]);

  if (!newerBuild) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm shadow-lg"
    >
      <span>A new version of Pagewright is available. It loads on your next click.</span>
      <button
        type="button"
        className="rounded-md bg-accent px-3 py-1.5 font-medium text-white hover:bg-accent-hover"
        onClick={() => window.location.reload()}
      >
        Reload now
      </button>
    </div>
  );
}

import { DOMAINS_CHANNEL } from "../../app/features/domains/domains-channel";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";

/** What the site front gives the app's thread when it starts it. */
export type AppWorkerData = { appSocketPath: string };

/** What the app's thread reports to the front (notifications travel as well, see relayed-notifications.ts). */
export type AppWorkerReport = { kind: "listening" } | { kind: "failed"; message: string } | { kind: "stopped" };

// The channels the front's parts listen on: the published-site cache and gates, and the host map.
export const CHANNELS_THE_FRONT_HEARS = [PUBLICATIONS_CHANNEL, DOMAINS_CHANNEL] as const;

export function isAppWorkerData(value: unknown): value is AppWorkerData {
  return typeof value === "object" && value !== null && typeof (value as { appSocketPath?: unknown }).appSocketPath === "string";
}

export function isAppWorkerReport(value: unknown): value is AppWorkerReport {
  if (typeof value !== "object" || value === null) return false;
  const { kind } = value as { kind?: unknown };
  return kind === "listening" || kind === "failed" || kind === "stopped";
}

/** What the front asks of the app's thread: to stop, or, once the front listens, to check the identity provider (which may answer through it). */
export type AppWorkerRequest = { kind: "stop" } | { kind: "front-listening" };

export function requestKindOf(value: unknown): AppWorkerRequest["kind"] | null {
  if (typeof value !== "object" || value === null) return null;
  const { kind } = value as { kind?: unknown };
  return kind === "stop" || kind === "front-listening" ? kind : null;
}

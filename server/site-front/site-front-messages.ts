/** What the app's thread gives the site front when it starts it. */
export type SiteFrontData = { appSocketPath: string };

/** What the site front reports to the app's thread (notifications travel as well, see relayed-notifications.ts). */
export type SiteFrontReport = { kind: "listening"; port: number } | { kind: "failed"; message: string } | { kind: "stopped" };

export function isSiteFrontData(value: unknown): value is SiteFrontData {
  return typeof value === "object" && value !== null && typeof (value as { appSocketPath?: unknown }).appSocketPath === "string";
}

export function isSiteFrontReport(value: unknown): value is SiteFrontReport {
  if (typeof value !== "object" || value === null) return false;
  const { kind } = value as { kind?: unknown };
  return kind === "listening" || kind === "failed" || kind === "stopped";
}

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateOnly = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** Dates in UTC with a fixed locale, so the server's markup and the browser's agree. */
export function formatDateTime(date: Date | null | undefined): string {
  return date ? `${dateTime.format(date)} UTC` : "—";
}

export function formatDate(date: Date | null | undefined): string {
  return date ? dateOnly.format(date) : "—";
}

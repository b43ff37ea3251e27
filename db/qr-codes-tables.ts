import type { Timestamp } from "./column-shapes";

/** The short scan address `/q/{code}` of one QR code of a project (decision 0040). */
export interface QrCodesTable {
  /** Eight letters and digits, unique across the installation, deleted codes included. */
  code: string;
  projectId: string;
  /** A public path of the project (`/shop/about`) or a messaging link (`https://wa.me/…`). */
  target: string;
  /** What the code opens, as the URLs screen names it (a page's title, "WhatsApp link"). */
  label: string;
  created: Timestamp;
  /** When a partner pointed the code at `target` instead of what it was made for; null for an address's own code (decision 0045). */
  retargetedAt: Timestamp | null;
  /** When a partner deleted the code: it then answers 410 and, kept, is never given out again (decision 0045). */
  deletedAt: Timestamp | null;
}

/** How many visitors scanned one code on one UTC day. */
export interface QrCodeDailyScansTable {
  code: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  scans: number;
}

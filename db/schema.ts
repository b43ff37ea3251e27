import type { ColumnType, Generated } from "kysely";
import type { Timestamp, Json } from "./column-shapes";
import type { LeadNotificationsTable, LeadRateCountersTable, LeadsTable } from "./leads-tables";
import type { ProjectDomainsTable } from "./project-domains-table";
import type { ProjectRedirectsTable } from "./project-redirects-table";
import type { ApiIdempotentAnswersTable, ApiTokensTable } from "./api-tokens-tables";
import type { ExperimentDailyCountsTable, ExperimentVariantsTable, ExperimentsTable } from "./experiments-tables";
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from "./webhooks-tables";
import type { SavedTemplatesTable } from "./saved-templates-table";
import type { PageLocalizationsTable } from "./page-localizations-table";
import type { QrCodeDailyScansTable, QrCodesTable } from "./qr-codes-tables";
import type { ProjectActivityTable, ProjectInvitationsTable, ProjectMembersTable, ProjectOwnershipOffersTable } from "./project-members-table";
import type { OfflineAddressesTable, PublishingSchedulesTable, SitePasswordsTable } from "./publishing-controls-tables";
import type { AssetVariant, ChangeSummary, PageSeo, ProjectSettings, SourceFingerprints, StoredSection } from "./stored-values";

export type { LeadSourceKind, LeadSpamReason, LeadStatus } from "./leads-tables";
export type { ExperimentGoal, ExperimentStatus } from "./experiments-tables";

export type UserStatus = "registered" | "active" | "suspended";

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  photoUrl: string | null;
  roles: Json<string[]>;
  created: Timestamp;
  updated: Timestamp;
}

export interface IdentitiesTable {
  issuer: string;
  subject: string;
  userId: string;
  created: Timestamp;
}

export interface PartnersTable {
  id: string;
  displayName: string;
  company: string | null;
  created: Timestamp;
  updated: Timestamp;
}

export interface SessionsTable {
  tokenHash: string;
  userId: string;
  created: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  params: Json<Record<string, unknown>>;
  userId: string | null;
  projectId: string | null;
  occurredAt: Timestamp;
}

export interface ProjectsTable {
  /** The public slug, always lower-case. */
  id: string;
  ownerId: string;
  name: string;
  primaryColor: string;
  homePageId: string | null;
  settings: Json<ProjectSettings>;
  /** Of name, colour, home page and settings together; every change of them adds one. */
  settingsVersion: ColumnType<number, number | undefined, number>;
  livePublicationId: string | null;
  lastPublishedAt: Timestamp | null;
  created: Timestamp;
  updated: Timestamp;
  /** The page unknown addresses of the site show, with status 404; null for the site's standard not-found page. */
  notFoundPageId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PagesTable {
  id: string;
  projectId: string;
  slug: string;
  title: string;
  position: number;
  sections: Json<StoredSection[]>;
  seo: Json<PageSeo>;
  version: number;
  created: Timestamp;
  updated: Timestamp;
  updatedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ModulesTable {
  id: string;
  projectId: string;
  slug: string;
  name: string;
  sections: Json<StoredSection[]>;
  version: number;
  created: Timestamp;
  updated: Timestamp;
  updatedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The hosts the module may be embedded on (`*.` for subdomains); null: anywhere (decision 0043). */
  embedHosts: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

export interface SignInAttemptsTable {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectTo: string;
  created: Timestamp;
  expiresAt: Timestamp;
  /** The IPv4 address or IPv6 /64 that started the sign-in. */
  clientAddress: string;
}

export interface SigningKeysTable {
  kid: string;
  privateJwk: Json<Record<string, unknown>>;
  publicJwk: Json<Record<string, unknown>>;
  created: Timestamp;
}

export interface PublicationsTable {
  id: string;
  projectId: string;
  number: number;
  publishedBy: string | null;
  created: Timestamp;
  /** Null for publications made before fingerprints were kept. */
  sourceFingerprints: ColumnType<SourceFingerprints | null, SourceFingerprints | null | undefined, SourceFingerprints | null>;
  changeSummary: ColumnType<ChangeSummary | null, ChangeSummary | null | undefined, ChangeSummary | null>;
}

export type PublishedSourceKind = "page" | "module" | "file";

export interface PublishedDocumentsTable {
  publicationId: string;
  /** Below the project: "" is the home page, then "about", "offer/module", "sitemap.xml"… */
  path: string;
  sourceKind: PublishedSourceKind;
  sourceId: string | null;
  sourceVersion: number | null;
  contentType: string;
  etag: string;
  csp: string | null;
  body: Buffer;
  bodyBr: Buffer;
  bodyGz: Buffer;
  /** The validated sections of a page or module document, as published; null for files and older documents. */
  sections: Json<StoredSection[] | null>;
  /** The BCP 47 tag a page or module document is written in, as its `<html lang>` says; null for files and documents published before it was kept. */
  language: string | null;
}

export interface PageViewsTable {
  projectId: string;
  path: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface AssetFoldersTable {
  id: string;
  projectId: string;
  name: string;
  created: Timestamp;
}

export interface AssetsTable {
  id: string;
  projectId: string;
  folderId: string | null;
  fileName: string;
  contentType: string;
  /** Size of the stored (re-encoded) original. */
  bytes: number;
  /** Original plus every variant: what counts against the project's quota. */
  storedBytes: number;
  width: number;
  height: number;
  originalKey: string;
  variants: Json<AssetVariant[]>;
  /** A tiny blurred WebP as a data: URL, shown while the image loads; null for SVG. */
  placeholder: string | null;
  altText: string;
  created: Timestamp;
  updated: Timestamp;
}

export interface InstallationSecretsTable {
  name: string;
  value: string;
  created: Timestamp;
}

/** One visitor already counted today as a conversion of one messaging link. */
export interface ConversionVisitorsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** HMAC of the day, client address, user agent, project and link with the installation's secret. */
  visitorKey: string;
}

export type AdminAuditAction = "set-status" | "grant-admin" | "revoke-admin" | "publish-template" | "unpublish-template";

export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: string;
  action: AdminAuditAction;
  targetUserId: string;
  /** What changed, such as `{ from: "active", to: "suspended" }`. */
  details: Json<Record<string, string>>;
  created: Timestamp;
}

/** Leads per project and UTC day, kept by database triggers on `leads`. */
export interface DailyLeadCountsTable {
  projectId: string;
  /** UTC day of the leads' `created`, YYYY-MM-DD. */
  day: string;
  /** Stored leads, deleted ones included until the purge removes them. */
  leads: number;
  /** Of those, the ones in the trash. */
  deleted: number;
}

/** Analytics events per name, project and UTC day, kept by database triggers on `analytics_events`. */
export interface DailyEventCountsTable {
  name: string;
  /** "" for events of no project. */
  projectId: string;
  /** UTC day of the events' `occurredAt`, YYYY-MM-DD. */
  day: string;
  events: number;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  partners: PartnersTable;
  sessions: SessionsTable;
  analyticsEvents: AnalyticsEventsTable;
  projects: ProjectsTable;
  pages: PagesTable;
  pageLocalizations: PageLocalizationsTable;
  modules: ModulesTable;
  signInAttempts: SignInAttemptsTable;
  signingKeys: SigningKeysTable;
  publications: PublicationsTable;
  publishedDocuments: PublishedDocumentsTable;
  pageViews: PageViewsTable;
  assetFolders: AssetFoldersTable;
  assets: AssetsTable;
  installationSecrets: InstallationSecretsTable;
  leads: LeadsTable;
  leadRateCounters: LeadRateCountersTable;
  leadNotifications: LeadNotificationsTable;
  adminAuditLog: AdminAuditLogTable;
  conversionVisitors: ConversionVisitorsTable;
  dailyLeadCounts: DailyLeadCountsTable;
  dailyEventCounts: DailyEventCountsTable;
  projectDomains: ProjectDomainsTable;
  webhookEndpoints: WebhookEndpointsTable; webhookDeliveries: WebhookDeliveriesTable; webhookAttempts: WebhookAttemptsTable;
  projectRedirects: ProjectRedirectsTable;
  projectMembers: ProjectMembersTable; projectInvitations: ProjectInvitationsTable; projectOwnershipOffers: ProjectOwnershipOffersTable; projectActivity: ProjectActivityTable;
  apiTokens: ApiTokensTable; apiIdempotentAnswers: ApiIdempotentAnswersTable;
  experiments: ExperimentsTable; experimentVariants: ExperimentVariantsTable; experimentDailyCounts: ExperimentDailyCountsTable;
  savedTemplates: SavedTemplatesTable;
  qrCodes: QrCodesTable; qrCodeDailyScans: QrCodeDailyScansTable;
  publishingSchedules: PublishingSchedulesTable; offlineAddresses: OfflineAddressesTable; sitePasswords: SitePasswordsTable;
}

/**
 * Columns (in their camelCase names) that hold JSON. PostgreSQL stores them as jsonb and parses
 * them itself; SQLite stores text, which the values plugin parses back.
 */
export const jsonColumns: ReadonlySet<string> = new Set(["roles", "params", "settings", "sections", "seo", "privateJwk", "publicJwk", "variants", "fields", "details", "sourceFingerprints", "changeSummary", "eventTypes", "scopes", "manifest", "embedHosts", "texts"]);

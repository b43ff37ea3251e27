import type { PortableMigration } from "./column-types";
import { usersPartnersSessions } from "./0001-users-partners-sessions";
import { projectsPagesModules } from "./0002-projects-pages-modules";
import { signIn } from "./0003-sign-in";
import { publishing } from "./0004-publishing";
import { assets } from "./0005-assets";
import { leads } from "./0006-leads";
import { adminAudit } from "./0007-admin-audit";
import { projectSettingsVersion } from "./0008-project-settings-version";
import { conversionVisitors } from "./0009-conversion-visitors";
import { signInAttemptAddresses } from "./0010-sign-in-attempt-addresses";
import { dailyCounts } from "./0011-daily-counts";
import { leadSpamAndSourcePath } from "./0012-lead-spam-and-source-path";
import { publicationSources } from "./0013-publication-sources";
import { projectDomains } from "./0014-project-domains";
import { webhooks } from "./0015-webhooks";
import { leadAttribution } from "./0016-lead-attribution";
import { projectMembers } from "./0017-project-members";
import { apiTokens } from "./0021-api-tokens";
import { experiments } from "./0018-experiments";
import { savedTemplates } from "./0022-saved-templates";
import { leadEmbeddingPage } from "./0025-lead-embedding-page";
import { moduleEmbedHosts } from "./0026-module-embed-hosts";
import { qrCodesDeletedAndRetargeted } from "./0028-qr-codes-deleted-and-retargeted";
import { apiIdempotentAnswerEtag } from "./0029-api-idempotent-answer-etag";
import { scheduledPublishingAndSitePasswords } from "./0020-scheduled-publishing-and-site-passwords";
import { redirectsAndNotFoundPage } from "./0019-redirects-and-not-found-page";
import { qrCodes } from "./0024-qr-codes";
import { pageLocalizations } from "./0031-page-localizations";
import { webhookQueuesAndSecretOverlap } from "./0030-webhook-queues-and-secret-overlap";
import { documentAndLeadLanguage } from "./0032-document-and-lead-language";

/** Every migration in order; names are permanent once released. */
export const migrations: ReadonlyArray<readonly [name: string, migration: PortableMigration]> = [
  ["0001-users-partners-sessions", usersPartnersSessions],
  ["0002-projects-pages-modules", projectsPagesModules],
  ["0003-sign-in", signIn],
  ["0004-publishing", publishing],
  ["0005-assets", assets],
  ["0006-leads", leads],
  ["0007-admin-audit", adminAudit],
  ["0008-project-settings-version", projectSettingsVersion],
  ["0009-conversion-visitors", conversionVisitors],
  ["0010-sign-in-attempt-addresses", signInAttemptAddresses],
  ["0011-daily-counts", dailyCounts],
  ["0012-lead-spam-and-source-path", leadSpamAndSourcePath],
  ["0013-publication-sources", publicationSources],
  ["0014-project-domains", projectDomains],
  ["0015-webhooks", webhooks],
  ["0016-lead-attribution", leadAttribution],
  ["0017-project-members", projectMembers],
  ["0018-experiments", experiments],
  ["0019-redirects-and-not-found-page", redirectsAndNotFoundPage],
  ["0020-scheduled-publishing-and-site-passwords", scheduledPublishingAndSitePasswords],
  ["0021-api-tokens", apiTokens],
  ["0022-saved-templates", savedTemplates],
  ["0024-qr-codes", qrCodes],
  ["0025-lead-embedding-page", leadEmbeddingPage],
  ["0026-module-embed-hosts", moduleEmbedHosts],
  ["0028-qr-codes-deleted-and-retargeted", qrCodesDeletedAndRetargeted],
  ["0029-api-idempotent-answer-etag", apiIdempotentAnswerEtag],
  ["0030-webhook-queues-and-secret-overlap", webhookQueuesAndSecretOverlap],
  ["0031-page-localizations", pageLocalizations],
  ["0032-document-and-lead-language", documentAndLeadLanguage],
];

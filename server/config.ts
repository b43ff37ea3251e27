import path from "node:path";
import { z } from "zod";
import { compiledSetting } from "./compiled-setting";
import { domainsConfig, domainsSettings, tlsAskConfig, type DomainsConfig, type TlsAskConfig } from "./domains-config";
import { compileTrustProxy, type TrustProxy } from "./trust-proxy";

const booleanFlag = z
  .enum(["0", "1", "true", "false"])
  .transform((value) => value === "1" || value === "true");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  TRUST_PROXY: z
    .string()
    .min(1)
    .optional()
    .transform(compiledSetting(compileTrustProxy, 'must be "true", a number of proxy hops, or addresses and subnets such as "loopback" or "10.0.0.0/8"')),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ENABLE_TEST_ROUTES: booleanFlag.default(false),
  TEST_SECTIONS_FILE: z.string().min(1).optional(),
  BUILD_UPDATE_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  LOCAL_SIGNIN: booleanFlag.default(false),
  SIGNUP_MODE: z.enum(["open", "approval"]).default("open"),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  ADMIN_EMAILS: z
    .string()
    .transform((value) => value.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean))
    .default([]),
  FORM_MAX_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
  EDITOR_SAVE_MAX_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(10 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  PROJECT_STORAGE_QUOTA_BYTES: z.coerce.number().int().min(1).default(500 * 1024 * 1024),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  LEAD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  LEAD_LIMIT_PER_PROJECT: z.coerce.number().int().min(1).default(1000),
  PUBLISHED_CACHE_MB: z.coerce.number().min(1).default(64),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(20),
  WEBHOOK_ALLOW_HTTP: booleanFlag.default(false),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  MCP_UPLOAD_FROM_URL: booleanFlag.default(false),
  API_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  WEBHOOK_CA_FILE: z.string().min(1).optional(),
  ...domainsSettings,
});

const GOOGLE_ISSUER = "https://accounts.google.com";
export const LOCAL_CLIENT_ID = "pagewright-local";

/** Where partners sign in: Google when configured, else the built-in local provider, else nowhere. */
export type IdentityProviderConfig =
  | { kind: "google"; issuer: URL; clientId: string; clientSecret: string }
  | { kind: "local"; issuer: URL; clientId: string }
  | { kind: "none" };

function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
}

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export type AssetStorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** The largest request bodies the app reads; uploads have their own (UploadLimits). */
export type BodyLimits = {
  /** Any form post: sign-in, settings, the inbox, the editor's sidebar… */
  formBytes: number;
  /** The editor's save: a whole page or module as JSON. */
  editorSaveBytes: number;
};

export type UploadLimits = { maxBytes: number; maxPixels: number; projectQuotaBytes: number };

/** Lead capture: notification mail (when SMTP is configured) and the rate limits. */
export type LeadsConfig = {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Leads one address may send in 10 minutes. */
  limitPerAddress: number;
  /** Leads one project takes in an hour. */
  limitPerProject: number;
};

/** Outbound webhook requests (docs/security.md#outbound-requests). */
export type WebhooksConfig = {
  /** Plain http targets too, for receivers on a private network. */
  allowHttp: boolean;
  /** Private, loopback and other non-public targets too: tests and closed networks only. */
  allowPrivate: boolean;
  /** A PEM file of certificate authorities trusted besides the public ones, for receivers with a private CA. */
  caFile: string | undefined;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: URL;
  /** Whether PUBLIC_URL was given; unset, publicUrl is only a guess from PORT. */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  /** Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (TRUST_PROXY; none when unset). */
  trustProxy: TrustProxy;
  /** Whether TRUST_PROXY names any proxy at all: an https PUBLIC_URL cannot work without one. */
  trustsSomeProxy: boolean;
  /** Caddy's on-demand TLS questions (decision 0024): who may ask, directly, and how often. */
  tlsAsk: TlsAskConfig;
  enableTestRoutes: boolean;
  /** The end-to-end tests' hostile sections, which the section catalogue shows for ?fixture=xss (test routes only). */
  testSectionsFile: string | undefined;
  buildUpdatePollSeconds: number;
  /** How often each node looks for scheduled publishing that came due (docs/product.md#scheduled-publishing). */
  schedulePollSeconds: number;
  identityProvider: IdentityProviderConfig;
  signupMode: "open" | "approval";
  /** Unfinished sign-ins one address (IPv6: its /64) may have open at once; each stays open 10 minutes. */
  signInLimitPerAddress: number;
  adminEmails: string[];
  assetStorage: AssetStorageConfig;
  bodyLimits: BodyLimits;
  uploadLimits: UploadLimits;
  leads: LeadsConfig;
  domains: DomainsConfig;
  webhooks: WebhooksConfig;
  /** Whether the MCP tool upload_image_from_url is offered (MCP_UPLOAD_FROM_URL, off by default). */
  mcp: { uploadFromUrl: boolean };
  /** Calls one API token may make per clock minute, over /api/v1 and /mcp together (API_CALLS_PER_MINUTE; docs/api.md#rate-limits). */
  apiCallsPerMinute: number;
  /** What the published-site cache may hold, in bytes (PUBLISHED_CACHE_MB; decision 0031). */
  publishedCacheBytes: number;
  /** How far V8's old space may grow over what it held live after a full collection before the next (HEAP_GROWTH_PERCENT; 0 leaves V8's own rule; decision 0047). */
  heapGrowthPercent: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join(".") ?? "environment";
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue?.message ?? "invalid"}`);
  }
  const values = parsed.data;
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    const missing = values.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    throw new ConfigError(`Invalid environment variable ${missing}: Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`);
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`Invalid environment variable ${missing}: S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
  }
  if (values.TEST_SECTIONS_FILE && !values.ENABLE_TEST_ROUTES) {
    throw new ConfigError("Invalid environment variable TEST_SECTIONS_FILE: it is test material, read only with ENABLE_TEST_ROUTES=1");
  }
  // Unset, it follows PORT, so `PORT=4000 npm start` still signs in locally.
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  let identityProvider: IdentityProviderConfig = { kind: "none" };
  if (values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET) {
    identityProvider = {
      kind: "google",
      issuer: new URL(GOOGLE_ISSUER),
      clientId: values.GOOGLE_CLIENT_ID,
      clientSecret: values.GOOGLE_CLIENT_SECRET,
    };
  } else if (isLoopback(publicUrl) || values.LOCAL_SIGNIN) {
    identityProvider = { kind: "local", issuer: new URL("/oidc", publicUrl), clientId: LOCAL_CLIENT_ID };
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    publicUrlSet: values.PUBLIC_URL !== undefined,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    trustsSomeProxy: input.TRUST_PROXY !== undefined && !["false", "0"].includes(input.TRUST_PROXY),
    tlsAsk: tlsAskConfig(values),
    enableTestRoutes: values.ENABLE_TEST_ROUTES,
    testSectionsFile: values.TEST_SECTIONS_FILE && path.resolve(values.TEST_SECTIONS_FILE),
    buildUpdatePollSeconds: values.BUILD_UPDATE_POLL_SECONDS,
    schedulePollSeconds: values.SCHEDULE_POLL_SECONDS,
    identityProvider,
    signupMode: values.SIGNUP_MODE,
    signInLimitPerAddress: values.SIGN_IN_LIMIT_PER_ADDRESS,
    adminEmails: values.ADMIN_EMAILS,
    assetStorage: assetStorageConfig(values, path.resolve(values.DATA_DIR)),
    bodyLimits: { formBytes: values.FORM_MAX_BYTES, editorSaveBytes: values.EDITOR_SAVE_MAX_BYTES },
    uploadLimits: {
      maxBytes: values.UPLOAD_MAX_BYTES,
      maxPixels: values.UPLOAD_MAX_PIXELS,
      projectQuotaBytes: values.PROJECT_STORAGE_QUOTA_BYTES,
    },
    publishedCacheBytes: Math.round(values.PUBLISHED_CACHE_MB * 1024 * 1024),
    heapGrowthPercent: values.HEAP_GROWTH_PERCENT,
    leads: {
      smtpUrl: values.SMTP_URL,
      mailFrom: values.SMTP_FROM ?? `Pagewright <no-reply@${publicUrl.hostname}>`,
      limitPerAddress: values.LEAD_LIMIT_PER_ADDRESS,
      limitPerProject: values.LEAD_LIMIT_PER_PROJECT,
    },
    domains: domainsConfig(values, publicUrl),
    webhooks: { allowHttp: values.WEBHOOK_ALLOW_HTTP, allowPrivate: values.WEBHOOK_ALLOW_PRIVATE, caFile: values.WEBHOOK_CA_FILE && path.resolve(values.WEBHOOK_CA_FILE) },
    // The server fetching addresses an agent names is off unless the installation turns it on (docs/api.md#mcp).
    mcp: { uploadFromUrl: values.MCP_UPLOAD_FROM_URL },
    apiCallsPerMinute: values.API_CALLS_PER_MINUTE,
  };
}

function assetStorageConfig(values: z.infer<typeof configSchema>, dataDir: string): AssetStorageConfig {
  if (!values.S3_BUCKET) return { kind: "local", dir: path.join(dataDir, "assets") };
  // Without explicit keys the SDK's own chain applies (environment, profile, instance role).
  const credentials =
    values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    kind: "s3",
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    credentials,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["0", "1", "true", "false"])
  .transform((value) => value === "1" || value === "true");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ENABLE_TEST_ROUTES: booleanFlag.default(false),
  BUILD_UPDATE_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  enableTestRoutes: boolean;
  buildUpdatePollSeconds: number;
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
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: new URL(values.PUBLIC_URL),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    enableTestRoutes: values.ENABLE_TEST_ROUTES,
    buildUpdatePollSeconds: values.BUILD_UPDATE_POLL_SECONDS,
  };
}

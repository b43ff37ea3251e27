import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl.href).toBe("http://localhost:3000/");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.env).toBe("production");
  });

  it("derives the public URL from the port when it is not set", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl.href).toBe("http://localhost:4000/");
    expect(loadConfig({ PORT: "4000", PUBLIC_URL: "https://pages.example.com" }).publicUrl.href).toBe("https://pages.example.com/");
    expect(loadConfig({ PORT: "4000" }).publicUrlSet).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://pages.example.com" }).publicUrlSet).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("names the bad variable in a one-line error", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL/);
  });

  it("reads a PostgreSQL URL and boolean flags", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://127.0.0.1/test", ENABLE_TEST_ROUTES: "1" });
    expect(config.databaseUrl).toBe("postgres://127.0.0.1/test");
    expect(config.enableTestRoutes).toBe(true);
  });

  it("reads the test sections file only for a server with test routes", () => {
    expect(loadConfig({}).testSectionsFile).toBeUndefined();
    expect(loadConfig({ ENABLE_TEST_ROUTES: "1", TEST_SECTIONS_FILE: "/tmp/hostile.json" }).testSectionsFile).toBe(path.resolve("/tmp/hostile.json"));
    expect(() => loadConfig({ TEST_SECTIONS_FILE: "/tmp/hostile.json" })).toThrow(/^Invalid environment variable TEST_SECTIONS_FILE: .*ENABLE_TEST_ROUTES=1/);
  });

  it("uses the local OpenID provider on a loopback address when Google is not configured", () => {
    const config = loadConfig({});
    expect(config.identityProvider).toEqual({ kind: "local", issuer: new URL("http://localhost:3000/oidc"), clientId: "pagewright-local" });
    expect(loadConfig({ PUBLIC_URL: "https://pages.example.com" }).identityProvider).toEqual({ kind: "none" });
    expect(loadConfig({ PUBLIC_URL: "https://pages.example.com", LOCAL_SIGNIN: "1" }).identityProvider.kind).toBe("local");
  });

  it("turns the local provider off when Google is configured", () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", LOCAL_SIGNIN: "1" });
    expect(config.identityProvider).toEqual({
      kind: "google",
      issuer: new URL("https://accounts.google.com"),
      clientId: "id",
      clientSecret: "secret",
    });
  });

  it("refuses half a Google configuration", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it("reads sign-up mode and admin e-mails", () => {
    const config = loadConfig({ SIGNUP_MODE: "approval", ADMIN_EMAILS: " Ada@Example.com, bob@example.com ,," });
    expect(config.signupMode).toBe("approval");
    expect(config.adminEmails).toEqual(["ada@example.com", "bob@example.com"]);
    expect(() => loadConfig({ SIGNUP_MODE: "closed" })).toThrow(/SIGNUP_MODE/);
  });

  it("knows whether TRUST_PROXY trusts any proxy at all", () => {
    expect(loadConfig({}).trustsSomeProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustsSomeProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustsSomeProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustsSomeProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustsSomeProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY: must be "true", a number of proxy hops/);
  });

  it("reads how many unfinished sign-ins one address may have", () => {
    expect(loadConfig({}).signInLimitPerAddress).toBe(20);
    expect(loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: "5" }).signInLimitPerAddress).toBe(5);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: "0" })).toThrow(/SIGN_IN_LIMIT_PER_ADDRESS/);
  });

  it("keeps uploaded files under DATA_DIR with 10 MB, 50 megapixel and 500 MB project limits by default", () => {
    const config = loadConfig({ DATA_DIR: "/srv/pagewright" });
    expect(config.assetStorage).toEqual({ kind: "local", dir: path.resolve("/srv/pagewright/assets") });
    expect(config.uploadLimits).toEqual({ maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, projectQuotaBytes: 500 * 1024 * 1024 });
  });

  it("reads other upload limits and refuses ones that are not positive whole numbers", () => {
    const config = loadConfig({ UPLOAD_MAX_BYTES: "2048", UPLOAD_MAX_PIXELS: "1000000", PROJECT_STORAGE_QUOTA_BYTES: "99" });
    expect(config.uploadLimits).toEqual({ maxBytes: 2048, maxPixels: 1_000_000, projectQuotaBytes: 99 });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "0" })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_PIXELS: "many" })).toThrow(/UPLOAD_MAX_PIXELS/);
  });

  it("limits form bodies to 64 KB and editor saves to 2 MB unless told otherwise, and refuses limits under 1 KB", () => {
    expect(loadConfig({}).bodyLimits).toEqual({ formBytes: 64 * 1024, editorSaveBytes: 2 * 1024 * 1024 });
    expect(loadConfig({ FORM_MAX_BYTES: "16384", EDITOR_SAVE_MAX_BYTES: "8388608" }).bodyLimits).toEqual({ formBytes: 16_384, editorSaveBytes: 8_388_608 });
    expect(() => loadConfig({ FORM_MAX_BYTES: "100" })).toThrow(/FORM_MAX_BYTES/);
    expect(() => loadConfig({ EDITOR_SAVE_MAX_BYTES: "lots" })).toThrow(/EDITOR_SAVE_MAX_BYTES/);
  });

  it("switches to the S3 driver when S3_BUCKET is set", () => {
    const config = loadConfig({
      S3_BUCKET: "images",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "1",
    });
    expect(config.assetStorage).toEqual({
      kind: "s3",
      bucket: "images",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: "images", S3_REGION: "eu-central-1" }).assetStorage).toMatchObject({
      region: "eu-central-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("refuses half a set of S3 credentials and an endpoint that is not a URL", () => {
    expect(() => loadConfig({ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: "images", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });

  it("sends no lead mail without SMTP_URL and limits leads to 10 per address and 1000 per project by default", () => {
    expect(loadConfig({ PUBLIC_URL: "https://sites.example.com" }).leads).toEqual({
      smtpUrl: undefined,
      mailFrom: "Pagewright <no-reply@sites.example.com>",
      limitPerAddress: 10,
      limitPerProject: 1000,
    });
  });

  it("reads the SMTP server, the sender and the lead limits, and refuses an SMTP_URL of another scheme", () => {
    const config = loadConfig({ SMTP_URL: "smtps://user:pass@mail.example.com:465", SMTP_FROM: "Leads <leads@example.com>", LEAD_LIMIT_PER_ADDRESS: "3", LEAD_LIMIT_PER_PROJECT: "50" });
    expect(config.leads).toEqual({ smtpUrl: "smtps://user:pass@mail.example.com:465", mailFrom: "Leads <leads@example.com>", limitPerAddress: 3, limitPerProject: 50 });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ LEAD_LIMIT_PER_ADDRESS: "0" })).toThrow(/LEAD_LIMIT_PER_ADDRESS/);
  });

  it("lets the old space grow 20 % over its live size by default, 0 meaning V8's own rule, and refuses what is not a whole percentage up to 300", () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(20);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: "0" }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: "120" }).heapGrowthPercent).toBe(120);
    for (const bad of ["-5", "12.5", "301", "half"]) expect(() => loadConfig({ HEAP_GROWTH_PERCENT: bad })).toThrow(/^Invalid environment variable HEAP_GROWTH_PERCENT: /);
  });
});

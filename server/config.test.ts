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
});

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
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const CADDYFILE = path.resolve("deploy/Caddyfile");
const caddyInstalled = spawnSync("caddy", ["version"]).status === 0;
// Caddy writes its autosave and data folders under these; keep them out of the home folder.
const home = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-caddyfile-"));
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

type Route = { match?: Array<{ host?: string[]; path?: string[] }>; handle: Handler[] };
type Handler = { handler: string; routes?: Route[]; upstreams?: Array<{ dial: string }>; status_code?: number };
type AdaptedConfig = {
  apps: {
    http: { servers: Record<string, { listen: string[]; routes: Route[] }> };
    tls: { automation: { policies: Array<{ subjects?: string[]; on_demand?: boolean }>; on_demand: { ask: string; rate_limit: { burst: number } } } };
  };
};

function caddy(command: "validate" | "adapt", env: Record<string, string>) {
  return spawnSync("caddy", [command, "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...env },
    encoding: "utf8",
  });
}

const ONE_NODE = { PUBLIC_HOSTNAME: "pagewright.example.com", APP_UPSTREAMS: "127.0.0.1:3000", TLS_ASK_NODE: "127.0.0.1:3000" };
const TWO_NODES = { PUBLIC_HOSTNAME: "pagewright.example.com", APP_UPSTREAMS: "10.0.0.5:3000 10.0.0.6:3000", TLS_ASK_NODE: "10.0.0.5:3000" };

describe.skipIf(!caddyInstalled)("deploy/Caddyfile (skipped: Debian's caddy is not installed; `apt-get install caddy`, as .ci/run does)", () => {
  it("is valid for Debian's Caddy with one app node and with several", () => {
    for (const env of [ONE_NODE, TWO_NODES]) {
      const validated = caddy("validate", env);
      expect(validated.status, validated.stderr).toBe(0);
      expect(validated.stdout + validated.stderr).toContain("Valid configuration");
    }
  });

  it("serves the app's host with a managed certificate and any other name on demand, after asking the app", () => {
    const adapted = caddy("adapt", TWO_NODES);
    expect(adapted.status, adapted.stderr).toBe(0);
    const config = JSON.parse(adapted.stdout) as AdaptedConfig;

    const { policies, on_demand: onDemand } = config.apps.tls.automation;
    expect(onDemand.ask).toBe("http://10.0.0.5:3000/api/tls-ask");
    expect(onDemand.rate_limit.burst).toBe(10);
    expect(policies).toEqual([{ subjects: ["pagewright.example.com"] }, { on_demand: true }]);

    const [server, ...others] = Object.values(config.apps.http.servers);
    expect(others).toEqual([]);
    expect(server?.listen).toEqual([":443"]);
    const [appHost, anyOtherName] = server?.routes ?? [];
    expect(appHost?.match).toEqual([{ host: ["pagewright.example.com"] }]);
    expect(anyOtherName?.match).toBeUndefined();
    for (const site of [appHost, anyOtherName]) {
      const [refuseAsk, proxy] = site?.handle[0]?.routes ?? [];
      expect(refuseAsk).toEqual({ match: [{ path: ["/api/tls-ask"] }], handle: [{ handler: "static_response", status_code: 404 }] });
      expect(proxy?.handle[0]?.handler).toBe("reverse_proxy");
      expect(proxy?.handle[0]?.upstreams).toEqual([{ dial: "10.0.0.5:3000" }, { dial: "10.0.0.6:3000" }]);
    }
  });

  it("redirects plain http to https", () => {
    const validated = caddy("validate", ONE_NODE);
    expect(validated.stderr).toContain("enabling automatic HTTP->HTTPS redirects");
  });
});

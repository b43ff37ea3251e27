import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BrowserLikeClient, signInThroughLocalProvider } from "./testing/browser-like-client";
import { startTestServer, type TestServer } from "./testing/test-server";
import { freePort } from "./testing/free-ports";
import { startTlsProxy, type TlsProxy } from "./testing/tls-proxy";

const HSTS = "max-age=31536000; includeSubDomains";

function capturedWarnings() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  const warnings = (containing: string) => lines.filter((line) => line.level === 40 && line.msg.includes(containing));
  return { logger, warnings };
}

async function discoveryDocument(client: BrowserLikeClient, headers: Record<string, string> = {}) {
  const answer = await client.request("/oidc/.well-known/openid-configuration", { headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

describe("an https PUBLIC_URL served over plain http", () => {
  let server: TestServer | undefined;
  let proxy: TlsProxy | undefined;
  let previousRejectUnauthorized: string | undefined;
  beforeAll(() => {
    // The TLS proxy's certificate is self-signed; the app's own calls to its provider go through it too.
    previousRejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  });
  afterAll(() => {
    if (previousRejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousRejectUnauthorized;
  });
  afterEach(async () => {
    await proxy?.stop();
    await server?.stop();
    proxy = undefined;
    server = undefined;
  });

  it("without TRUST_PROXY warns once at start and once at the first request, shows the provider-unreachable page and sends HSTS", async () => {
    const port = await freePort();
    const { logger, warnings } = capturedWarnings();
    server = await startTestServer("sqlite", { PORT: String(port), PUBLIC_URL: `https://127.0.0.1:${port}` }, { logger });
    const client = new BrowserLikeClient(`http://127.0.0.1:${port}`);
    expect(warnings("TRUST_PROXY is not set")).toHaveLength(1);

    // The browser talks https to the proxy in front, so its form posts carry PUBLIC_URL's origin.
    const { response, visited } = await client.follow("/auth/signin", {
      method: "POST",
      body: new URLSearchParams({ redirectTo: "/" }),
      headers: { Origin: `https://127.0.0.1:${port}` },
    });
    expect(visited.at(-1)).toBe(`http://127.0.0.1:${port}/signin?error=PROVIDER_UNREACHABLE`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The sign-in service could not be reached.");

    const discovery = await discoveryDocument(client);
    expect(discovery.issuer).toBe(`https://127.0.0.1:${port}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`https://127.0.0.1:${port}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`https://127.0.0.1:${port}/oidc/token`);

    const answers = await Promise.all([
      client.request("/"),
      client.request("/about"),
      client.request("/healthz"),
      client.request("/nosuchproject"),
      client.request("/media/no-such-key"),
      client.request("/api/leads/nosuchproject?from=home", { method: "POST", body: new URLSearchParams({ name: "Ada" }) }),
      client.request("/oidc/.well-known/openid-configuration"),
    ]);
    for (const answer of answers) expect(answer.headers.get("Strict-Transport-Security"), answer.url).toBe(HSTS);
    expect(warnings("reached Pagewright as plain http")).toHaveLength(1);
    expect(warnings("reached Pagewright as plain http")[0]?.msg).toContain("Set TRUST_PROXY");
  });

  it("behind a TLS-terminating proxy but without TRUST_PROXY still signs in locally, never with a 500", async () => {
    const [port, appPort] = [await freePort(), await freePort()];
    const { logger, warnings } = capturedWarnings();
    server = await startTestServer("sqlite", { PORT: String(appPort), PUBLIC_URL: `https://127.0.0.1:${port}` }, { logger });
    proxy = await startTlsProxy(port, appPort);
    const client = new BrowserLikeClient(proxy.origin);
    const { response, visited } = await signInThroughLocalProvider(client, { email: "proxied@example.com", name: "Proxied Person" });
    expect(visited.at(-1)).toBe(`${proxy.origin}/`);
    expect(await response.text()).toContain("Proxied Person");
    expect(warnings("reached Pagewright as plain http")).toHaveLength(1);
  });

  it("behind a TLS-terminating proxy with TRUST_PROXY=loopback signs in end to end, advertises https and takes form posts", async () => {
    const [port, appPort] = [await freePort(), await freePort()];
    const { logger, warnings } = capturedWarnings();
    server = await startTestServer("sqlite", { PORT: String(appPort), PUBLIC_URL: `https://127.0.0.1:${port}`, TRUST_PROXY: "loopback" }, { logger });
    proxy = await startTlsProxy(port, appPort);
    const client = new BrowserLikeClient(proxy.origin);

    const discovery = await discoveryDocument(client);
    for (const endpoint of ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint"]) {
      expect(discovery[endpoint], endpoint).toMatch(new RegExp(`^${proxy.origin}/oidc`));
    }
    const direct = await discoveryDocument(new BrowserLikeClient(`http://127.0.0.1:${appPort}`), { "X-Forwarded-Proto": "https" });
    expect(direct.authorization_endpoint).toBe(`${proxy.origin}/oidc/auth`);

    const { response, visited } = await signInThroughLocalProvider(client, { email: "trusted@example.com", name: "Trusted Proxy" });
    expect(visited.at(-1)).toBe(`${proxy.origin}/`);
    expect(response.headers.get("Strict-Transport-Security")).toBe(HSTS);
    expect(await response.text()).toContain("Trusted Proxy");

    const created = await client.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) });
    expect(created.status).toBeGreaterThanOrEqual(300);
    expect(created.status).toBeLessThan(400);
    expect(warnings("TRUST_PROXY")).toEqual([]);
  });
});

import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { killHard, startAppProcess, waitForHealth, type AppProcess } from "../testing/app-process";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { freePort } from "../testing/free-ports";
import { buildDir } from "../testing/test-server";

// The production build as `npm start` runs it with SITE_FRONT=1: the site front on PORT, the app in a worker thread behind it (decision 0048).
let running: AppProcess | undefined;
let dataDir = "";

beforeAll(() => {
  if (!fs.existsSync(path.join(buildDir, "app-server", "app-worker.js"))) throw new Error("Run `npm run build` before these tests (npm test does).");
});

afterEach(async () => {
  // Stopped as a service manager would, so the server removes its socket folder; killed if it hangs.
  if (running && running.child.exitCode === null) {
    running.child.kill("SIGTERM");
    const stopped = await Promise.race([running.exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
    if (!stopped) await killHard(running);
  }
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-front-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  running = startAppProcess({ PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOCAL_SIGNIN: "1", SITE_FRONT: "1", ...env });
  await waitForHealth(url, running);
  return url;
}

const signInFrom = (url: string, forwardedFor: string) =>
  fetch(`${url}/auth/signin`, {
    method: "POST",
    headers: { Origin: url, "X-Forwarded-For": forwardedFor, "Content-Type": "application/x-www-form-urlencoded" },
    body: "redirectTo=%2F",
    redirect: "manual",
  });

describe("the site front", () => {
  it("answers a published page itself, and hears the partner's unpublish and publish before their next request", async () => {
    const url = await start();
    const partner = new BrowserLikeClient(url);
    await signInThroughLocalProvider(partner, { email: "front@example.com", name: "Front" });
    const created = await partner.request("/?index", {
      method: "POST",
      body: new URLSearchParams({ intent: "create-project", name: "Front Bakery", id: "frontbakery", primaryColor: "#1d4ed8", start: "blank" }),
    });
    expect(created.status).toBeLessThan(400);
    const publish = (intent: "publish" | "unpublish") => partner.request("/project/frontbakery/publish", { method: "POST", body: new URLSearchParams({ intent }) });

    expect((await publish("publish")).status).toBeLessThan(400);
    const page = await fetch(`${url}/frontbakery`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Front Bakery");
    // Express logs every request it serves; the page never reached it.
    expect(running?.output()).not.toMatch(/"GET \/frontbakery 200/);

    // A request the app refuses, passed on by the front, changes nothing.
    const stranger = await fetch(`${url}/project/frontbakery/publish`, { method: "POST", headers: { Origin: url }, body: new URLSearchParams({ intent: "unpublish" }), redirect: "manual" });
    expect([302, 303, 401, 403, 404]).toContain(stranger.status);
    expect((await fetch(`${url}/frontbakery`)).status).toBe(200);

    expect((await publish("unpublish")).status).toBeLessThan(400);
    expect((await fetch(`${url}/frontbakery`)).status).toBe(404);
    expect((await publish("publish")).status).toBeLessThan(400);
    expect((await fetch(`${url}/frontbakery`)).status).toBe(200);
  });

  it("gives the app the visitor's address, not one a visitor forges in X-Forwarded-For", async () => {
    const url = await start({ SIGN_IN_LIMIT_PER_ADDRESS: "1" });
    expect((await signInFrom(url, "203.0.113.1")).status).toBe(302);
    const refused = await signInFrom(url, "203.0.113.2");
    expect(refused.status).toBe(429);
    expect(running?.output()).toMatch(/127\.0\.0\.1 has too many unfinished sign-ins/);
    expect(running?.output()).not.toMatch(/203\.0\.113\.\d has too many/);
  });

  it("gives the app the address a trusted proxy forwarded", async () => {
    const url = await start({ SIGN_IN_LIMIT_PER_ADDRESS: "1", TRUST_PROXY: "loopback" });
    expect((await signInFrom(url, "203.0.113.1")).status).toBe(302);
    expect((await signInFrom(url, "203.0.113.2")).status).toBe(302);
    expect((await signInFrom(url, "203.0.113.2")).status).toBe(429);
    expect(running?.output()).toMatch(/203\.0\.113\.2 has too many unfinished sign-ins/);
  });

  it("answers Caddy's certificate question itself, to a peer asking directly", async () => {
    const url = await start();
    const direct = await fetch(`${url}/api/tls-ask?domain=unknown.example`);
    expect(await direct.text()).toBe("Not a verified domain.");
    // The app behind the front hears every question through a proxy, and so would refuse them all.
    const forwarded = await fetch(`${url}/api/tls-ask?domain=unknown.example`, { headers: { "X-Forwarded-For": "203.0.113.1" } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.text()).not.toBe("Not a verified domain.");
  });

  it("stops at start, saying why and leaving no socket folder, when its port is taken", async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-front-"));
      // The app's socket folder is made in the process's temporary folder: this one is the test's own.
      const temporaryFolder = path.join(dataDir, "tmp");
      fs.mkdirSync(temporaryFolder);
      running = startAppProcess({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dataDir, "data"), TMPDIR: temporaryFolder, SITE_FRONT: "1" });
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(`The site front could not start: listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
      expect(fs.readdirSync(temporaryFolder)).toEqual([]);
    } finally {
      taken.close();
    }
  });

  it("on SIGTERM finishes a request it passed on, then stops the app and removes its socket folder", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-front-"));
    const temporaryFolder = path.join(dataDir, "tmp");
    fs.mkdirSync(temporaryFolder);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    running = startAppProcess({ PORT: String(port), DATA_DIR: path.join(dataDir, "data"), TMPDIR: temporaryFolder, ENABLE_TEST_ROUTES: "1", SITE_FRONT: "1" });
    await waitForHealth(url, running);
    expect(fs.readdirSync(temporaryFolder)).toHaveLength(1);

    const slow = fetch(`${url}/__test/slow?ms=1200`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill("SIGTERM");
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Slow page loaded after");
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain("stopped cleanly");
    expect(fs.readdirSync(temporaryFolder)).toEqual([]);
  });
});

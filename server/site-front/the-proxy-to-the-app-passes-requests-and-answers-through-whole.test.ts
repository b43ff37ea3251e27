import fs from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { compileTrustProxy, trustBehindFront } from "../trust-proxy";
import { createProxyToApp } from "./proxy-to-app";

const servers: Server[] = [];
let folder = "";

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

async function listen(server: Server, target: { path: string } | { port: number; host: string }): Promise<void> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(target, resolve));
}

type Seen = { headers: IncomingMessage["headers"]; body: string; method: string | undefined; url: string | undefined };

/** An app on a Unix socket that says what it was sent, and a front on a loopback port that proxies to it. */
async function frontAndApp(trustProxy: string | undefined, appRunning = true) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proxy-"));
  const socketPath = path.join(folder, "app.sock");
  const seen: Seen[] = [];
  if (appRunning) {
    const app = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        seen.push({ headers: request.headers, body, method: request.method, url: request.url });
        response.writeHead(201, [["Set-Cookie", "a=1"], ["Set-Cookie", "b=2"], ["X-App", "yes"]]);
        response.end(`echo:${body}`);
      });
    });
    await listen(app, { path: socketPath });
  }
  const proxy = createProxyToApp(socketPath, compileTrustProxy(trustProxy), pino({ level: "silent" }));
  const front = createServer(proxy);
  await listen(front, { port: 0, host: "127.0.0.1" });
  return { url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`, seen, close: proxy.close };
}

describe("the proxy from the site front to the app", () => {
  it("passes method, path, body and the visitor's own headers, and the app's status, headers and body back", async () => {
    const { url, seen, close } = await frontAndApp(undefined);
    const answer = await fetch(`${url}/project/x/publish?intent=1`, { method: "POST", body: "name=Zoë", headers: { "X-Custom": "kept", Cookie: "session=s" } });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(answer.headers.get("x-app")).toBe("yes");
    expect(await answer.text()).toBe("echo:name=Zoë");
    expect(seen[0]).toMatchObject({ method: "POST", url: "/project/x/publish?intent=1", body: "name=Zoë" });
    expect(seen[0]?.headers).toMatchObject({ "x-custom": "kept", cookie: "session=s", host: new URL(url).host });
    close();
  });

  it("appends the visitor's address, and sends the protocol and host only as TRUST_PROXY lets the front believe them", async () => {
    const untrusting = await frontAndApp(undefined);
    await fetch(untrusting.url, { headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "forged.example" } });
    expect(untrusting.seen[0]?.headers["x-forwarded-for"]).toBe("203.0.113.7, 127.0.0.1");
    expect(untrusting.seen[0]?.headers["x-forwarded-proto"]).toBe("http");
    expect(untrusting.seen[0]?.headers["x-forwarded-host"]).toBeUndefined();
    untrusting.close();

    const trusting = await frontAndApp("loopback");
    await fetch(trusting.url, { headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https, http", "X-Forwarded-Host": "shop.example" } });
    expect(trusting.seen[0]?.headers["x-forwarded-for"]).toBe("203.0.113.7, 127.0.0.1");
    expect(trusting.seen[0]?.headers["x-forwarded-proto"]).toBe("https");
    expect(trusting.seen[0]?.headers["x-forwarded-host"]).toBe("shop.example");
    trusting.close();
  });

  it("answers 502 with the error text when the app cannot be reached", async () => {
    const { url, close } = await frontAndApp(undefined, false);
    const answer = await fetch(url);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe("Error occured");
    close();
  });
});

describe("TRUST_PROXY behind the front", () => {
  it("believes the front's hop, then each further hop exactly as TRUST_PROXY says", () => {
    const oneHop = trustBehindFront(compileTrustProxy("1"));
    expect([oneHop("", 0), oneHop("10.0.0.2", 1), oneHop("203.0.113.7", 2)]).toEqual([true, true, false]);
    const none = trustBehindFront(compileTrustProxy(undefined));
    expect([none("", 0), none("127.0.0.1", 1)]).toEqual([true, false]);
    const loopback = trustBehindFront(compileTrustProxy("loopback"));
    expect([loopback("127.0.0.1", 1), loopback("203.0.113.7", 1)]).toEqual([true, false]);
  });
});

import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignNonce, securityHeaders, strictTransportSecurityFor } from "./security-headers";

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(assignNonce, securityHeaders({ development: false }));
  app.use((_request, response) => void response.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("security headers", () => {
  it("keep app pages out of frames, with a fresh script nonce per response", async () => {
    const first = await fetch(`${url}/project/shop`);
    const second = await fetch(`${url}/project/shop`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent for an https PUBLIC_URL only", () => {
    expect(strictTransportSecurityFor(new URL("https://pages.example.com"))).toBe("max-age=31536000; includeSubDomains");
    expect(strictTransportSecurityFor(new URL("http://localhost:3000"))).toBeNull();
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpClient } from "./http-client";

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [400, 401, 403, 404, 422, 501];

let server: http.Server;
let baseURL: string;
let hits: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push({ method: request.method ?? "", path: request.url ?? "" });
    const status = Number(new URL(request.url ?? "/", "http://x").searchParams.get("status") ?? 200);
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
});

describe("http client against a real server", () => {
  it("resolves paths against the base URL", async () => {
    const client = createHttpClient(baseURL);
    expect(await client("/things", { query: { status: 200 } })).toEqual({ status: 200 });
    expect(hits).toEqual([{ method: "GET", path: "/api/things?status=200" }]);
  });

  it.each(RETRIED)("retries GET, HEAD and OPTIONS exactly once on %i", async (status) => {
    const client = createHttpClient(baseURL);
    for (const method of ["GET", "HEAD", "OPTIONS"] as const) {
      hits = [];
      await expect(client("/r", { method, query: { status }, retryDelay: 0 })).rejects.toThrow();
      expect(hits.filter((hit) => hit.method === method)).toHaveLength(2);
    }
  });

  it.each(NOT_RETRIED)("does not retry GET on %i", async (status) => {
    const client = createHttpClient(baseURL);
    await expect(client("/r", { query: { status }, retryDelay: 0 })).rejects.toThrow();
    expect(hits).toHaveLength(1);
  });

  it.each(["PATCH", "POST", "PUT", "DELETE"] as const)("never retries %s by default", async (method) => {
    const client = createHttpClient(baseURL);
    for (const status of RETRIED) {
      hits = [];
      await expect(client("/r", { method, query: { status }, body: {}, retryDelay: 0 })).rejects.toThrow();
      expect(hits).toHaveLength(1);
    }
  });
});

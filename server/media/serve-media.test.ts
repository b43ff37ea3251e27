import express from "express";
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../../app/features/assets/local-disk-storage.server";
import { serveMedia } from "./serve-media";

describe("serving /media", () => {
  let server: Server;
  let origin: string;
  let dir: string;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-media-"));
    const storage = createLocalDiskStorage(dir);
    await storage.put("shop/abc/original-1234.jpg", jpeg);
    await storage.put("shop/abc/original-5678.svg", svg);
    fs.writeFileSync(path.join(dir, "secret.txt"), "not an image");
    const app = express();
    app.use(pinoHttp({ logger: pino({ level: "silent" }) }));
    app.use("/media", serveMedia(storage));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("streams a stored file with its type, length, immutable caching and nosniff", async () => {
    const response = await fetch(`${origin}/media/shop/abc/original-1234.jpg`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(["content-type", "content-length", "cache-control", "x-content-type-options"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "content-type": "image/jpeg",
      "content-length": String(jpeg.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it("serves SVG inside a sandbox that allows no script and loads nothing from elsewhere", async () => {
    const response = await fetch(`${origin}/media/shop/abc/original-5678.svg`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${origin}/media/shop/abc/original-1234.jpg`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(jpeg.length));
    expect(await response.text()).toBe("");
  });

  it.each(["shop/abc/missing-1.jpg", "secret.txt", "..%2fsecret.txt", "shop/abc/..%2F..%2Fsecret.txt", "shop/abc/original-1234.jpg.exe", ""])(
    "answers 404 for %j without revealing anything",
    async (key) => {
      const response = await fetch(`${origin}/media/${key}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Not found");
    },
  );

  it("leaves other methods to the rest of the app", async () => {
    expect((await fetch(`${origin}/media/shop/abc/original-1234.jpg`, { method: "POST" })).status).toBe(404);
  });
});

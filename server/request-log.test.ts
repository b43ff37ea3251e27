import express from "express";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { expect, it } from "vitest";
import { requestLogOptions } from "./request-log";

it("logs one concise line per request: method, path without its query, status and time, and no header", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(pinoHttp({ ...requestLogOptions, logger: pino({ level: "info" }, sink) }));
  app.get("/project/acme/leads", (_request, response) => {
    response.setHeader("Set-Cookie", "pw_session=secret");
    response.send("ok");
  });
  app.get("/broken", (_request, response) => {
    response.status(500).send("no");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await (await fetch(`${origin}/project/acme/leads?q=ada@example.com`, { headers: { Cookie: "pw_session=secret", "User-Agent": "test-agent" } })).text();
    await (await fetch(`${origin}/broken`)).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(lines).toHaveLength(2);
  const [ok, failed] = lines;
  expect(Object.keys(ok ?? {}).sort()).toEqual(["hostname", "level", "method", "ms", "msg", "path", "pid", "reqId", "status", "time"]);
  expect(ok).toMatchObject({ level: 30, method: "GET", path: "/project/acme/leads", status: 200 });
  expect(ok?.msg).toMatch(/^GET \/project\/acme\/leads 200 \d+ms$/);
  expect(failed).toMatchObject({ level: 50, method: "GET", path: "/broken", status: 500, msg: "GET /broken 500 failed" });
  const text = JSON.stringify(lines);
  for (const leaked of ["secret", "test-agent", "ada@example.com", "headers", "user-agent"]) expect(text).not.toContain(leaked);
});

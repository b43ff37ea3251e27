import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A certificate authority made for one test run, and a certificate it signed for 127.0.0.1 and localhost. */
export type TestCa = { caFile: string; caPem: string; key: string; cert: string; remove: () => void };

export function createTestCa(): TestCa {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-webhook-ca-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=Pagewright test CA", "-keyout", file("ca.key"), "-out", file("ca.pem"));
  openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", file("leaf.key"), "-out", file("leaf.csr"));
  fs.writeFileSync(file("ext.cnf"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  openssl("x509", "-req", "-in", file("leaf.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"), "-CAcreateserial", "-days", "1", "-extfile", file("ext.cnf"), "-out", file("leaf.pem"));
  return {
    caFile: file("ca.pem"),
    caPem: fs.readFileSync(file("ca.pem"), "utf8"),
    key: fs.readFileSync(file("leaf.key"), "utf8"),
    cert: fs.readFileSync(file("leaf.pem"), "utf8"),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export type ReceivedWebhook = { headers: Record<string, string>; body: string };
/** How the receiver answers one request: a status and body, or "hang" to never answer. */
export type ReceiverAnswer = { status: number; body?: string } | "hang";

export type TestReceiver = { url: string; port: number; received: ReceivedWebhook[]; answer: (next: (request: ReceivedWebhook) => ReceiverAnswer) => void; stop: () => Promise<void> };

/** A real HTTPS server on 127.0.0.1 that records every webhook it gets and answers as told (200 until told otherwise). */
export async function startReceiver(ca: TestCa, port = 0): Promise<TestReceiver> {
  let answerWith: (request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200, body: "ok" });
  const received: ReceivedWebhook[] = [];
  const server = https.createServer({ key: ca.key, cert: ca.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const webhook = { headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(webhook);
      const answer = answerWith(webhook);
      if (answer !== "hang") response.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${listening}/hooks/leads`,
    port: listening,
    received,
    answer: (next) => (answerWith = next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export type TlsProxy = { origin: string; port: number; stop: () => Promise<void> };

/** A throwaway self-signed certificate for 127.0.0.1, made with the openssl command. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(keyFile, "utf8"), cert: fs.readFileSync(certFile, "utf8") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a production TLS-terminating proxy does, on loopback: answers https on `port` and forwards
 * each request over plain http to the app on `appPort`, keeping Host and adding X-Forwarded-Proto
 * and X-Forwarded-For. Clients in this process must accept its self-signed certificate
 * (NODE_TLS_REJECT_UNAUTHORIZED=0 while a test uses it).
 */
export async function startTlsProxy(port: number, appPort: number): Promise<TlsProxy> {
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port: appPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": request.socket.remoteAddress ?? "" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${listening}`,
    port: listening,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

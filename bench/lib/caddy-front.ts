// Debian's caddy in front of the app as deploy/Caddyfile puts it there, next to the same caddy
// serving the page's bytes from a file, for bench/published-page-behind-caddy.ts. Everything on
// loopback, with its certificates and storage in the benchmark's temporary folder.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { freePorts } from "../../server/testing/free-ports";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/** Caddy's version line, or null when it is not installed (or does not run). */
export function caddyVersion(): string | null {
  if (!fs.existsSync(CADDY)) return null;
  const answer = spawnSync(CADDY, ["version"], { encoding: "utf8" });
  return answer.status === 0 ? answer.stdout.trim().split(" ")[0] ?? "" : null;
}


/**
 * The deployed Caddyfile's `(pagewright)` snippet, as it is: what every request to the app goes
 * through (the certificate question's 404, then reverse_proxy to {$APP_UPSTREAMS} with Caddy's
 * X-Forwarded-* headers). It has no `encode`, so Caddy passes the app's brotli through untouched.
 */
export function deployedProxySnippet(caddyfile = fs.readFileSync(path.resolve("deploy/Caddyfile"), "utf8")): string {
  const snippet = /^\(pagewright\) \{\n[\s\S]*?^\}$/m.exec(caddyfile)?.[0];
  if (!snippet) throw new Error("deploy/Caddyfile has no (pagewright) snippet");
  return snippet;
}

/** A header value as one Caddyfile token; backticks keep the quotes of an ETag or a CSP as they are. */
function caddyToken(value: string): string {
  if (value.includes("`")) throw new Error(`a header value Caddy cannot be given as it is: ${value}`);
  return `\`${value}\``;
}

export type CaddyFrontConfig = { proxyPort: number; filePort: number; spareHttpPort: number; spareHttpsPort: number; storage: string; bodyFile: string; headers: Record<string, string>; tls: boolean };

/**
 * Two sites on loopback: the app behind the deployed snippet, and `file_server` answering every
 * path with the page's brotli file and our headers (deferred, so they replace the ETag and
 * Content-Type file_server would choose; Last-Modified and Accept-Ranges, which our page does not
 * send, removed). With `tls`, both use Caddy's own CA (`tls internal`), as a self-hoster's Caddy
 * uses a public one; the handshake is amortised by keep-alive.
 */
export function benchCaddyfile(config: CaddyFrontConfig): string {
  const scheme = config.tls ? "https" : "http";
  const tls = config.tls ? "\ttls internal\n" : "";
  const headerLines = Object.entries(config.headers).map(([name, value]) => `\t\t${name} ${caddyToken(value)}`);
  return [
    "{",
    "\tadmin off",
    "\tdefault_bind 127.0.0.1",
    "\tauto_https disable_redirects",
    "\tskip_install_trust",
    `\thttp_port ${config.spareHttpPort}`,
    `\thttps_port ${config.spareHttpsPort}`,
    `\tstorage file_system {\n\t\troot ${config.storage}\n\t}`,
    "}",
    "",
    deployedProxySnippet(),
    "",
    `${scheme}://127.0.0.1:${config.proxyPort} {`,
    `${tls}\timport pagewright`,
    "}",
    "",
    `${scheme}://127.0.0.1:${config.filePort} {`,
    `${tls}\troot * ${caddyToken(path.dirname(config.bodyFile))}`,
    `\trewrite * /${path.basename(config.bodyFile)}`,
    "\theader {",
    "\t\tdefer",
    ...headerLines,
    "\t\t-Last-Modified",
    "\t\t-Accept-Ranges",
    "\t}",
    "\tfile_server",
    "}",
    "",
  ].join("\n");
}

export type FetchedPage = { status: number; body: Buffer; headers: Record<string, string> };

/** GET with `Accept-Encoding: br`, over https trusting only `ca` (Caddy's local root) or over http. */
export function fetchPage(url: string, ca: string | undefined): Promise<FetchedPage> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "Accept-Encoding": "br" }, agent: false, ...(ca ? { ca } : {}) }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks), headers: incoming.headers as Record<string, string> }));
      })
      .on("error", reject);
  });
}

export type CaddyFront = { proxiedUrl: string; fileUrl: string; ca: string | undefined; pid: number | undefined; stop: () => Promise<void> };

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // Caddy waits for open connections when it stops; a benchmark's are all closed, but never wait long.
    const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => (clearTimeout(kill), resolve()));
    child.kill("SIGTERM");
  });
}

/** caddy run with benchCaddyfile, proxying to the app on `appPort`; answers once both sites serve the page. */
export async function startCaddyFront(workDir: string, options: { appPort: number; bodyFile: string; headers: Record<string, string>; pagePath: string; tls: boolean }): Promise<CaddyFront> {
  const [proxyPort = 0, filePort = 0, spareHttpPort = 0, spareHttpsPort = 0] = await freePorts(4);
  const storage = path.join(workDir, "caddy-storage");
  const configFile = path.join(workDir, "Caddyfile");
  fs.writeFileSync(configFile, benchCaddyfile({ proxyPort, filePort, spareHttpPort, spareHttpsPort, storage, bodyFile: options.bodyFile, headers: options.headers, tls: options.tls }));
  const child = spawn(CADDY, ["run", "--config", configFile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: workDir, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir, APP_UPSTREAMS: `127.0.0.1:${options.appPort}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-10_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const scheme = options.tls ? "https" : "http";
  const front: CaddyFront = {
    proxiedUrl: `${scheme}://127.0.0.1:${proxyPort}${options.pagePath}`,
    pid: child.pid,
    fileUrl: `${scheme}://127.0.0.1:${filePort}${options.pagePath}`,
    ca: undefined,
    stop: () => stopChild(child),
  };
  const rootFile = path.join(storage, "pki", "authorities", "local", "root.crt");
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    if (options.tls && !front.ca && fs.existsSync(rootFile)) front.ca = fs.readFileSync(rootFile, "utf8");
    const answers = await Promise.all([front.proxiedUrl, front.fileUrl].map((url) => fetchPage(url, front.ca).then((answer) => answer.status, () => 0)));
    if (answers.every((status) => status === 200)) return front;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await front.stop();
  throw new Error(`caddy did not serve the page:\n${output}`);
}

import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { PeerCertificate, TLSSocket } from "node:tls";
import { freePort, freePorts } from "../../server/testing/free-ports";

/**
 * Debian's caddy in front of the app, with Let's Encrypt's test CA pebble and its DNS server
 * pebble-challtestsrv, all on loopback: the installation deploy/README.md describes, with pebble
 * in place of a public CA. Every process is started here and stopped by its own id.
 */

const TOOLS = ["caddy", "pebble", "pebble-challtestsrv"];

/** Why the HTTPS test cannot run here, or null when it can. */
export function missingHttpsTools(): string | null {
  const missing = TOOLS.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  return missing.length ? `${missing.join(", ")} not installed: apt-get install caddy pebble (.ci/run does)` : null;
}

/** Two different free ports (asking twice for one can give the same port twice). */
export async function twoFreePorts(): Promise<[number, number]> {
  const [first = 0, second = 0] = await freePorts(2);
  return [first, second];
}


type Started = { name: string; child: ChildProcess; output: () => string };
const started: Started[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const process_ = { name, child, output: () => output };
  started.push(process_);
  return process_;
}

/** Stops what this file started, each by its own process id, the last started first. */
export async function stopAll(): Promise<void> {
  for (const { child } of started.splice(0).reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(force);
  }
}

/** The last lines each started process wrote, for a failure's report. */
export function outputs(): string {
  return started.map(({ name, output }) => `--- ${name}\n${output().slice(-4_000)}`).join("\n");
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s\n${outputs()}`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket.end() && true));
    socket.on("error", () => resolve(false));
  });
}

/** pebble-challtestsrv as the only DNS server: its management API sets the records. */
export async function startDnsServer(dir: string): Promise<{ dnsPort: number; setTxt: (host: string, value: string) => Promise<void>; setA: (host: string, address: string) => Promise<void> }> {
  const [dnsPort, managementPort] = await twoFreePorts();
  // Only DNS and the management API; no default AAAA answer, so every name resolves to what the test set.
  start("pebble-challtestsrv", "pebble-challtestsrv", ["-dns01", `127.0.0.1:${dnsPort}`, "-management", `127.0.0.1:${managementPort}`, "-http01", "", "-https01", "", "-tlsalpn01", "", "-defaultIPv6", ""], { TMPDIR: dir });
  await waitFor("pebble-challtestsrv", () => listening(managementPort));
  const post = async (endpoint: string, body: object) => {
    const answer = await fetch(`http://127.0.0.1:${managementPort}${endpoint}`, { method: "POST", body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`challtestsrv ${endpoint}: ${answer.status} ${await answer.text()}`);
  };
  return {
    dnsPort,
    setTxt: (host, value) => post("/set-txt", { host: `${host}.`, value }),
    setA: (host, address) => post("/add-a", { host: `${host}.`, addresses: [address] }),
  };
}

/** A throwaway certificate for pebble's own https endpoints on 127.0.0.1 (Debian ships none). */
function pebbleListenCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "pebble-listen-cert.pem");
  const key = path.join(dir, "pebble-listen-key.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=pebble", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", key, "-out", cert], { stdio: "ignore" });
  return { cert, key };
}

export type Pebble = { directory: string; listenCertificate: string; issuingRoot: () => Promise<string> };

/** pebble, validating challenges on Caddy's ports and resolving names through challtestsrv. */
export async function startPebble(dir: string, ports: { dnsPort: number; httpPort: number; httpsPort: number }): Promise<Pebble> {
  const [acmePort, managementPort] = await twoFreePorts();
  const { cert, key } = pebbleListenCertificate(dir);
  const configFile = path.join(dir, "pebble-config.json");
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: cert,
        privateKey: key,
        httpPort: ports.httpPort,
        tlsPort: ports.httpsPort,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  start("pebble", "pebble", ["-config", configFile, "-dnsserver", `127.0.0.1:${ports.dnsPort}`], { PEBBLE_VA_NOSLEEP: "1", PEBBLE_WFE_NONCEREJECT: "0" });
  const listenCertificate = fs.readFileSync(cert, "utf8");
  const issuingRoot = () => httpsText(`https://127.0.0.1:${managementPort}/roots/0`, listenCertificate);
  await waitFor("pebble", async () => (await issuingRoot()).includes("BEGIN CERTIFICATE"));
  return { directory: `https://127.0.0.1:${acmePort}/dir`, listenCertificate: cert, issuingRoot };
}

function httpsText(url: string, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https.get(url, { ca }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

/**
 * deploy/Caddyfile as it is, with the test's global options put first in its global block: pebble
 * as the CA, loopback ports, storage and nothing else in a temporary folder, no admin endpoint.
 */
export function testCaddyfile(pebble: Pebble, ports: { httpPort: number; httpsPort: number }, dir: string): string {
  const deployed = fs.readFileSync(path.resolve("deploy/Caddyfile"), "utf8");
  const globalOptions = [
    "admin off",
    "default_bind 127.0.0.1",
    `http_port ${ports.httpPort}`,
    `https_port ${ports.httpsPort}`,
    `acme_ca ${pebble.directory}`,
    `acme_ca_root ${pebble.listenCertificate}`,
    "skip_install_trust",
    `storage file_system {\n\t\troot ${path.join(dir, "caddy-storage")}\n\t}`,
  ];
  const opening = /^\{\n/m.exec(deployed);
  if (!opening) throw new Error("deploy/Caddyfile has no global options block");
  const at = opening.index + opening[0].length;
  return `${deployed.slice(0, at)}${globalOptions.map((line) => `\t${line}\n`).join("")}${deployed.slice(at)}`;
}

/** caddy run with the test Caddyfile, proxying to the app on `appPort` and asking it about names. */
export async function startCaddy(dir: string, caddyfile: string, { appPort, httpPort, publicHostname }: { appPort: number; httpPort: number; publicHostname: string }): Promise<void> {
  const file = path.join(dir, "Caddyfile");
  fs.writeFileSync(file, caddyfile);
  start("caddy", "caddy", ["run", "--config", file, "--adapter", "caddyfile"], {
    HOME: dir,
    XDG_DATA_HOME: dir,
    XDG_CONFIG_HOME: dir,
    PUBLIC_HOSTNAME: publicHostname,
    APP_UPSTREAMS: `127.0.0.1:${appPort}`,
    TLS_ASK_NODE: `127.0.0.1:${appPort}`,
  });
  await waitFor("caddy", () => listening(httpPort));
}

export type HttpsAnswer = { status: number; location: string | undefined; body: string; certificate: PeerCertificate };

/** GET `https://{host}:{port}{path}` with `host` resolved to 127.0.0.1, trusting only `root`. */
export function fetchOverHttps(host: string, port: number, pathname: string, root: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host,
        port,
        path: pathname,
        servername: host,
        ca: root,
        agent: false,
        lookup: (_hostname, options, callback) => {
          if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
          else callback(null, "127.0.0.1", 4);
        },
      },
      (response) => {
        const certificate = (response.socket as TLSSocket).getPeerCertificate();
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body, certificate }));
      },
    );
    request.on("error", reject);
  });
}

export function temporaryFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-https-"));
}

/** The built app (`npm run build`) as its own process on 127.0.0.1: on a fresh SQLite database in `dataDir`, or on `env.DATABASE_URL`. */
export async function startApp(dataDir: string, env: Record<string, string>): Promise<{ port: number; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  start("app", process.execPath, ["build/app-server/main.js"], { PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...env });
  await waitFor("the app", async () => (await fetch(`${url}/healthz`)).ok, 60_000);
  return { port, url };
}

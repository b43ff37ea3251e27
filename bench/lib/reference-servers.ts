import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../server/testing/free-ports";

export type RunningReference = { name: string; url: string; pid?: number; stop: () => Promise<void> };

async function waitForPort(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url} did not answer`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A plain node:http server, in its own process, answering every request with the same bytes. */
export async function startPlainNodeServer(bodyFile: string, headers: Record<string, string>): Promise<RunningReference> {
  const port = await freePort();
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    const headers = Object.assign(${JSON.stringify(headers)}, { "Content-Length": body.length });
    http.createServer((request, response) => { response.writeHead(200, headers); response.end(body); }).listen(${port}, "127.0.0.1");
  `;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  await waitForPort(url);
  return { name: "node:http (bytes in memory)", url, pid: child.pid, stop: () => stopChild(child) };
}

/** The published-site fast path alone in its own Node process, on the app's database (bench/lib/fast-path-alone.ts). */
export async function startFastPathAlone(dataDir: string, pagePath: string): Promise<RunningReference> {
  const port = await freePort();
  const script = path.join(path.dirname(new URL(import.meta.url).pathname), "fast-path-alone.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) }, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}${pagePath}`;
  await waitForPort(url);
  return { name: "Pagewright fast path alone (own process, no app)", url, pid: child.pid, stop: () => stopChild(child) };
}

/** nginx serving the same bytes from a file, one worker like our one Node process; null when nginx is not installed. */
export async function startNginx(workDir: string, bodyFile: string, headers: Record<string, string>): Promise<RunningReference | null> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
  if (!nginx || spawnSync(nginx, ["-v"]).error) return null;
  const port = await freePort();
  const root = path.dirname(bodyFile);
  const addHeaders = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== "content-type")
    .map(([name, value]) => `add_header ${name} ${JSON.stringify(value)};`)
    .join(" ");
  const config = `
    worker_processes 1; daemon off; pid ${workDir}/nginx.pid; error_log ${workDir}/nginx-error.log;
    events { worker_connections 1024; }
    http {
      access_log off; client_body_temp_path ${workDir}; proxy_temp_path ${workDir}; fastcgi_temp_path ${workDir};
      uwsgi_temp_path ${workDir}; scgi_temp_path ${workDir}; keepalive_requests 100000;
      server { listen 127.0.0.1:${port}; root ${root};
        location = / { default_type ${JSON.stringify(headers["Content-Type"] ?? "text/html")}; ${addHeaders} try_files /${path.basename(bodyFile)} =404; } }
    }`;
  const configFile = path.join(workDir, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const child = spawn(nginx, ["-c", configFile, "-p", workDir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  await waitForPort(url);
  return { name: "nginx (same bytes from a file)", url, pid: child.pid, stop: () => stopChild(child) };
}

import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../db/test-database";
import { readBuildInfo } from "../server/build-info";
import { loadConfig } from "../server/config";
import { startServer } from "../server/start-server";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { buildDir } from "../server/testing/test-server";
import { freePort } from "../server/testing/free-ports";
import { sampleImage } from "../app/features/assets/testing/sample-images";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");

/** A database of its own for PostgreSQL (pg_dump and pg_restore work on whole databases), and how to empty and drop it. */
async function postgresDatabase(): Promise<{ url: string; wipe: () => Promise<void>; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `pw_backup_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    wipe: async () => {
      await admin(`drop database ${name} with (force)`);
      await admin(`create database ${name}`);
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe.each(testDialects())("backup, wipe and restore of a %s installation", (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-installation-"));
  const backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-backups-"));
  let database: Awaited<ReturnType<typeof postgresDatabase>> | null = null;
  let env: Record<string, string>;
  let port: number;
  let imageUrl: string;
  let owner: BrowserLikeClient;

  async function startInstallation() {
    const url = `http://localhost:${port}`;
    const config = loadConfig({ ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, NODE_ENV: "test" });
    const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const clientDir = path.join(buildDir, "client");
    const running = await startServer(config, pino({ level: "silent" }), { serverBuild, clientFiles: { dir: clientDir }, buildInfo: readBuildInfo(clientDir) });
    return { url, stop: () => running.stop("test finished") };
  }

  const script = (name: string, args: string[]) => run(TSX, [`scripts/${name}.ts`, ...args], { env: { ...process.env, ...env } });

  beforeAll(async () => {
    port = await freePort();
    env = { DATA_DIR: dataDir };
    if (dialect === "postgres") {
      database = await postgresDatabase();
      env.DATABASE_URL = database.url;
    }
    const installation = await startInstallation();
    try {
      owner = new BrowserLikeClient(installation.url);
      await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
      await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Bakery", id: "bakery", start: "starter" }) });
      const upload = new FormData();
      upload.set("files", new Blob([new Uint8Array(await sampleImage(800, 600))], { type: "image/jpeg" }), "bread.jpg");
      const uploaded = (await (await owner.request("/project/bakery/assets/upload", { method: "POST", body: upload, headers: { Accept: "application/json" } })).json()) as { files: { ok: boolean; asset: { url: string } }[] };
      imageUrl = uploaded.files[0]?.asset.url ?? "";
      expect((await owner.request("/project/bakery/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBe(200);
    } finally {
      await installation.stop();
    }
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupsDir, { recursive: true, force: true });
  });

  it("brings back the published site, the images and the editor's data, and refuses to overwrite without --force", async () => {
    const { stdout } = await script("backup", ["--out", backupsDir]);
    const folder = /Backed up to (.+)/.exec(stdout)?.[1]?.trim() ?? "";
    expect(JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8"))).toMatchObject({ format: "pagewright-backup", version: 1, dialect });
    // Owner-only, as the README promises: the database holds sessions and the installation's secrets.
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, dialect === "sqlite" ? "database.sqlite" : "database.pgdump")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(folder, "manifest.json")).mode & 0o777).toBe(0o600);

    // A restore over the live data is refused and changes nothing.
    const refused = await script("restore", [folder]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("The database already holds 1 projects and 1 people. Restoring replaces all of it: run again with --force");

    // Wipe: the data folder and the database are gone.
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    await database?.wipe();
    await script("restore", [folder]);

    const installation = await startInstallation();
    try {
      const visitor = new BrowserLikeClient(installation.url);
      const site = await visitor.request("/bakery");
      expect(site.status).toBe(200);
      expect(await site.text()).toContain("Bakery, made simple");
      expect((await visitor.request(imageUrl)).status).toBe(200);
      // The owner's session was in the database: the editor opens with the project's pages.
      const editor = await owner.request("/editor/bakery/home");
      expect(editor.status).toBe(200);
      expect(await editor.text()).toContain("Bakery, made simple");
    } finally {
      await installation.stop();
    }
    // With --force a restore replaces what is there.
    await script("restore", [folder, "--force"]);
  }, 120_000);
});

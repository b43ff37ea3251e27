import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Workers inherit the environment, so the port and data folder chosen here are shared by all.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-e2e-"));
// The XSS corpus must stay out of the build, so the global setup writes its sections here and the
// server (TEST_SECTIONS_FILE) and the specs read them.
process.env.E2E_HOSTILE_SECTIONS_FILE ??= path.join(process.env.E2E_DATA_DIR, "hostile-sections.json");

const port = process.env.E2E_PORT;
const PHONE_SPECS = /on-a-phone\.spec\.ts$/;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // No trace by default: recording one (screencast frames and DOM snapshots at every step) more
    // than doubled the browsers' CPU time on two cores, and CI keeps none of its files. Debug a
    // failure with `npx playwright test <spec> --trace on` (README, Scripts).
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The phone specs run the main journeys and visit every screen on a 390 × 844 touch screen; the
  // rest of the suite runs once, at desktop size (docs/decisions/0021-the-editor-on-a-phone.md).
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: PHONE_SPECS },
    {
      name: "phone",
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
      testMatch: PHONE_SPECS,
    },
  ],
  webServer: {
    command: "node build/app-server/main.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: port,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      ENABLE_TEST_ROUTES: "1",
      TEST_SECTIONS_FILE: process.env.E2E_HOSTILE_SECTIONS_FILE,
      ADMIN_EMAILS: "admin@e2e.example",
      // Scheduled publishing looks every second, so a change a minute ahead is seen at once.
      SCHEDULE_POLL_SECONDS: "1",
      // Every browser of the suite is one address (127.0.0.1), and more than ten of its specs send
      // leads within ten minutes: the per-address limit is tested in the leads tests, not here.
      LEAD_LIMIT_PER_ADDRESS: "1000",
      LOG_LEVEL: "warn",
    },
  },
});

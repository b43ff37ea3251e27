// A new starter project, made and published the way a partner does (sign in, "create project"
// with the starter, Publish) with no setting touched, audited by Lighthouse's mobile run; then
// the same site with each typeface pairing, to check a chosen pairing keeps the scores.
// Run: npm run build && npx tsx bench/starter-site-lighthouse.ts   (BENCH_PAIRINGS=0 skips the pairings)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { brotliCompressSync, constants } from "node:zlib";
import { fontFilesOf, SITE_FONTS_PATH, TYPEFACE_PAIRING_IDS, type TypefacePairingId } from "../app/lib/site-typography";
import { lighthouseScores, type LighthouseScores } from "./lib/lighthouse-scores";
import { startApp } from "./lib/app-process";

type Sizes = { html: number; brotli: number; fonts: number };

function line(label: string, scores: LighthouseScores, sizes: Sizes): string {
  const failing = scores.failing.length ? ` (below 1: ${scores.failing.join(", ")})` : "";
  return `| ${label} | ${scores.performance} / ${scores.accessibility} / ${scores["best-practices"]} / ${scores.seo}${failing} | ${sizes.html} | ${sizes.brotli} | ${sizes.fonts} |`;
}

async function publish(client: BrowserLikeClient) {
  const published = await client.request("/project/starter/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  if (!published.ok) throw new Error(`publish failed: ${published.status}`);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-starter-"));
const app = await startApp(workDir);
try {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "starter@example.com", name: "Starter" });
  const created = await client.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Corner Bakery", id: "starter", start: "starter" }) });
  if (created.status >= 400) throw new Error(`could not create the project: ${created.status}`);
  await publish(client);
  const pageUrl = `${app.url.replace("localhost", "127.0.0.1")}/starter`;
  // The page as served is brotli at quality 10 (app/features/publishing/compressed-body.server.ts).
  const sizes = async (typography: TypefacePairingId): Promise<Sizes> => {
    const html = Buffer.from(await (await fetch(pageUrl, { headers: { "Accept-Encoding": "identity" } })).text());
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
    let fonts = 0;
    for (const file of fontFilesOf(typography)) fonts += (await (await fetch(`${app.url}${SITE_FONTS_PATH}${file}`)).arrayBuffer()).byteLength;
    return { html: html.length, brotli, fonts };
  };
  console.log(`\n## A new starter site, Lighthouse mobile (${new Date().toISOString().slice(0, 10)}, load ${os.loadavg().map((value) => value.toFixed(1)).join(" ")})\n`);
  console.log("| site | performance / accessibility / best practices / SEO | HTML bytes | brotli bytes | font bytes |");
  console.log("|---|---|---:|---:|---:|");
  console.log(line("starter, nothing set", await lighthouseScores(pageUrl), await sizes("system")));
  if (process.env.BENCH_PAIRINGS !== "0") {
    for (const typography of TYPEFACE_PAIRING_IDS.filter((id) => id !== "system")) {
      const settings = await client.request("/project/starter/settings");
      const html = await settings.text();
      const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1] ?? "";
      const form = { intent: "save-settings", version: field("version"), name: "Corner Bakery", primaryColor: field("primaryColor"), homePageId: field("homePageId"), typography };
      const saved = await client.request("/project/starter/settings", { method: "POST", body: new URLSearchParams(form) });
      if (saved.status !== 303) throw new Error(`saving ${typography} failed: ${saved.status}`);
      await publish(client);
      console.log(line(`starter in ${typography}`, await lighthouseScores(pageUrl), await sizes(typography)));
    }
  }
} finally {
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

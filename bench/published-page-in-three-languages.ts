// Whether a site in three languages serves each language's home page as fast as a site in one
// (target: each within 5%, decision 0055). Two projects made from the starter through the app:
// "plain" in French only, and "trilingual" in French that adds English and Arabic, translates its
// home page's hero in each (through the REST API, which runs the use cases the settings screen and
// the editor run) and publishes both. Rounds alternate the four addresses.
// Run: npm run build && npx tsx bench/published-page-in-three-languages.ts   (BENCH_ROUNDS, BENCH_SECONDS)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/database";
import { createApiToken } from "../app/features/api/create-api-token.server";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { startApp } from "./lib/app-process";
import { loadAverage, measureInRounds, perRound, ratioLine, requestsPerSecondRatio, resultsTable, VISITOR_HEADERS } from "./lib/alternating-rounds";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

const HERO_TITLES: Record<string, string> = { en: "Fresh bread, every morning", ar: "خبز طازج كل صباح" };

async function createProject(client: BrowserLikeClient, id: string): Promise<void> {
  // A French partner's browser: the new project is in French.
  const created = await client.request("/?index", {
    method: "POST",
    headers: { "Accept-Language": "fr-FR,fr;q=0.9" },
    body: new URLSearchParams({ intent: "create-project", name: `Boulangerie ${id}`, id, start: "starter" }),
  });
  if (created.status >= 400) throw new Error(`could not create ${id}: ${created.status}`);
}

async function publish(client: BrowserLikeClient, id: string): Promise<void> {
  const published = await client.request(`/project/${id}/publish`, { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  if (!published.ok) throw new Error(`publish of ${id} failed: ${published.status}`);
}

/** French first, then English and Arabic added, published and their hero translated, through the API the screens' use cases answer. */
async function addLanguages(appUrl: string, dataDir: string, projectId: string): Promise<void> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  let token: string;
  try {
    const owner = await database.db.selectFrom("projects").select("ownerId").where("id", "=", projectId).executeTakeFirstOrThrow();
    token = (await createApiToken(database.db, { userId: owner.ownerId, isAdmin: false }, { name: "bench", expiresInDays: 7, scopes: ["projects:read", "projects:write"] })).token;
  } finally {
    await database.close();
  }
  const api = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${appUrl}/api/v1/projects/${projectId}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${await answer.text()}`);
    return { body: (await answer.json()) as Record<string, unknown>, etag: answer.headers.get("ETag") ?? "" };
  };
  for (const language of ["en", "ar"]) {
    await api("POST", "/languages", { language });
    await api("PATCH", `/languages/${language}`, { published: true });
    const home = await api("GET", `/pages/home/languages/${language}`);
    const original = home.body.original as Record<string, Record<string, unknown>>;
    const hero = Object.entries(original).find(([, words]) => "title" in words && "primaryAction.label" in words)?.[0];
    if (!hero) throw new Error("the home page has no hero");
    await api("PUT", `/pages/home/languages/${language}`, { texts: { [hero]: { title: HERO_TITLES[language] } } }, { "If-Match": home.etag });
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-languages-"));
const app = await startApp(workDir);
try {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  await createProject(client, "plain");
  await createProject(client, "trilingual");
  await addLanguages(app.url, workDir, "trilingual");
  await publish(client, "plain");
  await publish(client, "trilingual");

  const base = app.url.replace("localhost", "127.0.0.1");
  const targets = [
    { name: "one-language site (/plain)", url: `${base}/plain`, pids: [app.pid] },
    { name: "French of three (/trilingual)", url: `${base}/trilingual`, pids: [app.pid] },
    { name: "English of three (/trilingual/en)", url: `${base}/trilingual/en`, pids: [app.pid] },
    { name: "Arabic of three (/trilingual/ar)", url: `${base}/trilingual/ar`, pids: [app.pid] },
  ];
  for (const target of targets) {
    const answer = await fetch(target.url, { headers: VISITOR_HEADERS });
    const html = await (await fetch(target.url)).text();
    if (answer.status !== 200) throw new Error(`${target.url} answered ${answer.status}`);
    if (target.url.endsWith("/ar") && !/<html lang="ar" dir="rtl"/.test(html)) throw new Error("the Arabic home page does not say lang=ar dir=rtl");
  }
  const loadAtStart = loadAverage();
  const results = await measureInRounds(targets, { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, headers: VISITOR_HEADERS });
  const loadAtEnd = loadAverage();
  console.log(
    `\n## A site in three languages (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${loadAtEnd} at the end, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s)\n`,
  );
  for (const row of resultsTable(results)) console.log(row);
  console.log("");
  const [plain, ...versions] = targets;
  for (const version of versions) console.log(ratioLine(`requests/s, ${version.name} / ${plain!.name}`, perRound(results, version.name, plain!.name, requestsPerSecondRatio), "at least 0.95"));
} finally {
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

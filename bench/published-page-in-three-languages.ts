// Whether a site in three languages serves each language's home page as fast as a site in one
// (target: each within 5%, decision 0055). Two projects made from the starter through the app:
// "plain" in French only, and "trilingual" in French that adds English and Arabic, translates its
// home page's hero in each (the product's own use cases, as the settings screen and the editor
// call them) and publishes both. Rounds alternate the four addresses.
// Run: npm run build && npx tsx bench/published-page-in-three-languages.ts   (BENCH_ROUNDS, BENCH_SECONDS)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/database";
import { addSiteLanguage } from "../app/features/projects/add-site-language.server";
import { getPageLocalizations } from "../app/features/projects/get-page-localizations.server";
import { setSiteLanguagePublished } from "../app/features/projects/set-site-language-published.server";
import { updatePageLocalization } from "../app/features/projects/update-page-localization.server";
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

/** French first, then English and Arabic added, published and their hero translated, as the partner's screens do it. */
async function addLanguages(dataDir: string, projectId: string): Promise<void> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  try {
    const { db } = database;
    const owner = await db.selectFrom("projects").select("ownerId").where("id", "=", projectId).executeTakeFirstOrThrow();
    const actor = { userId: owner.ownerId, isAdmin: false };
    const settings = async () => (await getPageLocalizations(db, actor, { projectId })).settingsVersion;
    const project = await db.selectFrom("projects").select(["settings", "settingsVersion", "homePageId"]).where("id", "=", projectId).executeTakeFirstOrThrow();
    if (project.settings.language !== "fr") throw new Error(`the project is in ${project.settings.language ?? "English"}, not French`);
    for (const language of ["en", "ar"]) {
      await addSiteLanguage(db, actor, { projectId, language, version: await settings() });
      await setSiteLanguagePublished(db, actor, { projectId, language, published: true, version: await settings() });
      const home = (await getPageLocalizations(db, actor, { projectId })).localizations.find((version) => version.pageId === project.homePageId && version.language === language);
      const hero = Object.entries(home?.texts ?? {}).find(([, words]) => "title" in words)?.[0];
      if (!home || !hero) throw new Error(`the home page has no ${language} version with a hero`);
      await updatePageLocalization(db, actor, { projectId, pageId: home.pageId, language, version: home.version, texts: { [hero]: { title: HERO_TITLES[language] } } });
    }
  } finally {
    await database.close();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-languages-"));
const app = await startApp(workDir);
try {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  await createProject(client, "plain");
  await createProject(client, "trilingual");
  await addLanguages(workDir, "trilingual");
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

// What the production front costs a published page: our page through Caddy (deploy/Caddyfile's
// reverse_proxy to the app) against the same Caddy serving the same brotli bytes and headers from a
// file, and against our page direct, in alternating rounds of one run (docs/benchmarks.md#published-page-behind-caddy).
// Run: npm run build && npx tsx bench/published-page-behind-caddy.ts   (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CADDY_TLS=0 for plain http)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadAverage, measureInRounds, perRound, ratioLine, requestsPerSecondRatio, resultsTable, type Target, VISITOR_HEADERS } from "./lib/alternating-rounds";
import { startApp } from "./lib/app-process";
import { CADDY, caddyVersion, fetchPage, startCaddyFront, type CaddyFront, type FetchedPage } from "./lib/caddy-front";
import type { LoadResult } from "./lib/load-generator";
import { fetchBrotliPage, prepareReferenceProject, REFERENCE_PROJECT_ID, sameHeadersAs, SERVED_HEADERS } from "./lib/reference-project";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const TLS = process.env.BENCH_CADDY_TLS !== "0";

/**
 * Both Caddy sites must send the very bytes the app sends (no re-encoding) with the same
 * Content-Encoding, or the comparison measures something else; other served headers that differ
 * are printed.
 */
function checkSameAnswer(direct: { body: Buffer; headers: Record<string, string> }, answers: Record<string, FetchedPage>): string[] {
  const differences: string[] = [];
  for (const [name, answer] of Object.entries(answers)) {
    if (answer.status !== 200 || !answer.body.equals(direct.body) || answer.headers["content-encoding"] !== direct.headers["content-encoding"]) {
      throw new Error(`${name} answered ${answer.status} with ${answer.body.length} bytes (${answer.headers["content-encoding"] ?? "no"} encoding), not the app's ${direct.body.length} bytes (${direct.headers["content-encoding"]})`);
    }
    for (const header of SERVED_HEADERS) if (answer.headers[header] !== direct.headers[header]) differences.push(`${name}: ${header} ${answer.headers[header] ?? "(none)"} instead of ${direct.headers[header] ?? "(none)"}`);
  }
  return differences;
}

const version = caddyVersion();
if (!version) {
  console.log(`Published page behind Caddy skipped: ${CADDY} is not installed (apt-get install -y caddy to include it).`);
  process.exit(0);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-caddy-"));
// As deployed (deploy/README.md): the app believes X-Forwarded-* from a proxy on this machine.
const app = await startApp(workDir, { TRUST_PROXY: "loopback" });
let caddy: CaddyFront | null = null;
let stopping: Promise<void> | null = null;
// Caddy and the app are stopped once, whether the run ends, fails or is interrupted: a benchmark leaves no process behind.
const stopEverything = () =>
  (stopping ??= (async () => {
    await caddy?.stop();
    await app.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopEverything().finally(() => process.exit(1)));
try {
  await prepareReferenceProject(app, workDir);
  const pageUrl = `${app.url.replace("localhost", "127.0.0.1")}/${REFERENCE_PROJECT_ID}`;
  const direct = await fetchBrotliPage(pageUrl);
  const bodyFile = path.join(workDir, "www", "page.html.br");
  fs.mkdirSync(path.dirname(bodyFile), { recursive: true });
  fs.writeFileSync(bodyFile, direct.body);
  caddy = await startCaddyFront(workDir, { appPort: Number(new URL(app.url).port), bodyFile, headers: sameHeadersAs(direct), pagePath: `/${REFERENCE_PROJECT_ID}`, tls: TLS });
  const through: Target = { name: "A: ours through Caddy (Caddy → app)", url: caddy.proxiedUrl, pids: [caddy.pid, app.pid] };
  const file: Target = { name: "B: Caddy, same bytes from a file", url: caddy.fileUrl, pids: [caddy.pid] };
  const alone: Target = { name: "C: ours direct (no Caddy)", url: pageUrl, pids: [app.pid] };
  const differences = checkSameAnswer(direct, {
    [through.name]: await fetchPage(through.url, caddy.ca),
    [file.name]: await fetchPage(file.url, caddy.ca),
  });

  const loadAtStart = loadAverage();
  const results = await measureInRounds([through, file, alone], { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, headers: VISITOR_HEADERS });
  const loadAtEnd = loadAverage();

  const transport = TLS ? "Caddy over https (tls internal, keep-alive)" : "Caddy over plain http";
  console.log(
    `\n## Published page behind Caddy (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${loadAtEnd} at the end, caddy ${version}, ${transport}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ${results.get(through.name)?.[0]?.tool})\n`,
  );
  for (const row of resultsTable(results)) console.log(row);
  console.log("");
  const p99 = (a: LoadResult, b: LoadResult) => a.p99Ms / b.p99Ms;
  // A / B: what Caddy's proxying to our page costs beyond Caddy serving a file; A / C: what the front costs against our page direct.
  console.log(ratioLine("requests/s, A through Caddy / B Caddy's file", perRound(results, through.name, file.name, requestsPerSecondRatio), "none, for information"));
  console.log(ratioLine("p99 latency, A through Caddy / B Caddy's file", perRound(results, through.name, file.name, p99), "none, for information"));
  console.log(ratioLine("requests/s, A through Caddy / C direct", perRound(results, through.name, alone.name, requestsPerSecondRatio), "none, for information"));
  console.log(ratioLine("p99 latency, A through Caddy / C direct", perRound(results, through.name, alone.name, p99), "none, for information"));
  console.log(`\nSame ${direct.body.length} brotli bytes from all three${differences.length ? `; headers that differ: ${differences.join("; ")}` : ", with the same served headers"}.`);
} finally {
  await stopEverything();
}

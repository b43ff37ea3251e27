// The published-site fast path alone in a process of its own: the same handler and cache as the
// app's, on the app's SQLite database, with no Express, React Router or workers beside it. The
// published-page benchmark measures it next to the app to show what the production server adds
// to the handler (docs/benchmarks.md#where-the-time-went). Run by bench/lib/reference-servers.ts.
import http from "node:http";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "../../db/database";
import { startPublishedSite } from "../../server/published-site/published-site";

const dataDir = process.env.DATA_DIR ?? "";
const port = Number(process.env.PORT);
const database = openDatabase({
  dialect: "sqlite",
  file: path.join(dataDir, "pagewright.db"),
});
const site = await startPublishedSite(
  database,
  pino({ level: "warn" }),
  () => null,
);
http
  .createServer((request, response) =>
    site.handle(request, response, () => {
      response.writeHead(404);
      response.end();
    }),
  )
  .listen(port, "127.0.0.1");

import http from "node:http";
import pino from "pino";
import { libraryImageSources } from "../../app/features/assets/library-images.server";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { createFixture, type Fixture } from "../../app/features/projects/test-fixtures";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import type { DatabaseDialect } from "../../db/database";
import { firstHeader } from "../raw-headers";
import { answerSimpleRequests, type SimpleAnswer } from "../visitor-connections/answer-simple-requests";
import { startPublishedSite, type PublishedSite } from "./published-site";

/** What the fast path's `next` answers in these tests: the request went on to the app. */
export const WENT_TO_APP = 299;

const DOMAIN_HOST = /^([a-z0-9]+)\.domain\.test$/;

export type SiteServer = Fixture & {
  url: string;
  readonly site: PublishedSite;
  /** How many requests were answered straight on the connection (server/visitor-connections/answer-simple-requests.ts), as the server mounts it. */
  readonly simplyAnswered: number;
  /** Stops the fast path and starts a new one over the same database, with a cache of `cacheBytes`. */
  restartSite: (cacheBytes?: number) => Promise<void>;
  publish: (projectId: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The published-site fast path alone on a loopback port, over a fresh database, as the server
 * mounts it: `Host: {projectId}.domain.test` is served as that project's domain, anything else
 * path-based, with simple requests answered on the connection either way. What it does not
 * answer gets WENT_TO_APP.
 */
export async function startSiteServer(dialect: DatabaseDialect, options: { cacheBytes?: number } = {}): Promise<SiteServer> {
  const fixture = await createFixture(dialect);
  const start = (cacheBytes: number | undefined) => startPublishedSite(fixture.database, pino({ level: "silent" }), () => null, { cacheBytes });
  let site = await start(options.cacheBytes);
  const server = http.createServer((request, response) => {
    const toApp = () => {
      response.writeHead(WENT_TO_APP, { "Content-Type": "text/plain" });
      response.end("app");
    };
    const onDomain = DOMAIN_HOST.exec(request.headers.host ?? "");
    if (onDomain?.[1]) site.handleOnDomain(request, response, onDomain[1], toApp);
    else site.handle(request, response, toApp);
  });
  let simplyAnswered = 0;
  const simpleAnswers = answerSimpleRequests(server, (request) => {
    const counted = (answer: SimpleAnswer | null) => {
      if (answer) simplyAnswered += 1;
      return answer;
    };
    const onDomain = DOMAIN_HOST.exec(firstHeader(request.rawHeaders, "host") ?? "");
    const answer = onDomain?.[1] ? site.answerSimplyOnDomain(request, onDomain[1], null) : site.answerSimply(request, null);
    return answer instanceof Promise ? answer.then(counted) : counted(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  // On PostgreSQL the notification arrives a moment later: a publish is done once every node has heard of it.
  const heard = new Map<string, () => void>();
  const stopHearing = await fixture.database.notifications.listen(PUBLICATIONS_CHANNEL, (projectId) => heard.get(projectId)?.(), pino({ level: "silent" }));
  const publish = async (projectId: string) => {
    await publishProject(fixture.db, fixture.owner, { projectId, origin: "http://app.test", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
    const delivered = new Promise<void>((resolve) => heard.set(projectId, resolve));
    await fixture.database.notifications.notify(PUBLICATIONS_CHANNEL, projectId);
    await delivered;
    heard.delete(projectId);
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return {
    ...fixture,
    url: `http://127.0.0.1:${port}`,
    get site() {
      return site;
    },
    get simplyAnswered() {
      return simplyAnswered;
    },
    restartSite: async (cacheBytes) => {
      await site.stop();
      site = await start(cacheBytes);
    },
    publish,
    stop: async () => {
      server.closeAllConnections();
      simpleAnswers.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.stop();
      await stopHearing();
      await fixture.database.close();
    },
  };
}

/** Creates a starter project of the fixture's owner with an About page (`about`) and publishes it. */
export async function publishStarterProject(server: SiteServer, projectId: string, name = "Bakery"): Promise<void> {
  await createProject(server.db, server.owner, { name, id: projectId, start: "starter" });
  await createPage(server.db, server.owner, { projectId, title: "About", slug: "about" });
  await server.publish(projectId);
}

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request; headers as received, lower-cased, without the ones Node adds to every answer (Date, Connection, Keep-Alive). */
export function requestSite(url: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers ?? {}, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = (response.rawHeaders[index] ?? "").toLowerCase();
          if (name !== "date" && name !== "connection" && name !== "keep-alive") headers[name] = response.rawHeaders[index + 1] ?? "";
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

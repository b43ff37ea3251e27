import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NewLead } from "~/features/leads/lead-writer.server";

/** A certificate authority made for one test run, and a certificate it signed for 127.0.0.1 and localhost. */
export type TestCa = { caFile: string; caPem: string; key: string; cert: string; remove: () => void };

export function createTestCa(): TestCa {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-webhook-ca-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=Pagewright test CA", "-keyout", file("ca.key"), "-out", file("ca.pem"));
  openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", file("leaf.key"), "-out", file("leaf.csr"));
  fs.writeFileSync(file("ext.cnf"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  openssl("x509", "-req", "-in", file("leaf.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"), "-CAcreateserial", "-days", "1", "-extfile", file("ext.cnf"), "-out", file("leaf.pem"));
  return {
    caFile: file("ca.pem"),
    caPem: fs.readFileSync(file("ca.pem"), "utf8"),
    key: fs.readFileSync(file("leaf.key"), "utf8"),
    cert: fs.readFileSync(file("leaf.pem"), "utf8"),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export type ReceivedWebhook = { headers: Record<string, string>; body: string };
/** How the receiver answers one request: a status and body, or "hang" to never answer. */
export type ReceiverAnswer = { status: number; body?: string } | "hang";

export type TestReceiver = { url: string; port: number; received: ReceivedWebhook[]; answer: (next: (request: ReceivedWebhook) => ReceiverAnswer) => void; stop: () => Promise<void> };

/** A real HTTPS server on 127.0.0.1 that records every webhook it gets and answers as told (200 until told otherwise). */
export async function startReceiver(ca: TestCa, port = 0): Promise<TestReceiver> {
  let answerWith: (request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200, body: "ok" });
  const received: ReceivedWebhook[] = [];
  const server = https.createServer({ key: ca.key, cert: ca.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const webhook = { headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(webhook);
      const answer = answerWith(webhook);
      if (answer !== "hang") response.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${listening}/hooks/leads`,
    port: listening,
    received,
    answer: (next) => (answerWith = next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a test needs to send leads to a published starter project: its form's address and section. */
export type PublishedForm = { action: string; sectionId: string };

/**
 * Over HTTP, as a partner would: creates the starter project `projectId` (it has a contact
 * section), publishes it and adds a webhook to `webhookUrl`. `post` is the signed-in owner's client.
 */
export async function publishStarterWithWebhook(
  post: (path: string, body: Record<string, string>) => Promise<Response>,
  siteOrigin: string,
  projectId: string,
  webhookUrl: string,
): Promise<PublishedForm> {
  const steps: [string, Record<string, string>][] = [
    ["/?index", { intent: "create-project", name: "Shop", id: projectId, start: "starter" }],
    [`/project/${projectId}/publish`, { intent: "publish" }],
    [`/project/${projectId}/settings/integrations`, { intent: "create-endpoint", url: webhookUrl }],
  ];
  for (const [path, body] of steps) {
    const answer = await post(path, body);
    if (answer.status >= 400) throw new Error(`${path} ${body.intent}: ${answer.status} ${await answer.text()}`);
  }
  const page = await (await fetch(`${siteOrigin}/${projectId}`)).text();
  const action = /<form[^>]*action="([^"]*\/api\/leads\/[^"]*)"/.exec(page)?.[1];
  const sectionId = /name="sectionId"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)"[^>]*name="sectionId"/.exec(page)?.[1];
  if (!action || !sectionId) throw new Error("the published starter page has no lead form");
  return { action: action.replaceAll("&amp;", "&"), sectionId };
}

/** A fill-time token old enough that the lead is not flagged as too fast (docs/product.md#lead-capture). */
export async function seasonedLeadToken(origin: string): Promise<string> {
  const { token } = (await (await fetch(`${origin}/api/lead-token`)).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, 3_100));
  return token;
}

/** Sends one lead as a published page's script does; answers the HTTP status. */
export async function sendLead(origin: string, form: PublishedForm, token: string, index: number): Promise<number> {
  const answer = await fetch(new URL(form.action, origin), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ sectionId: form.sectionId, idempotencyKey: `lead-key-${index}`, token, website: "", name: `Visitor ${index}`, email: `visitor${index}@example.com`, message: `Hello number ${index}` }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

export type Verify = (secret: string, headers: Record<string, string>, body: string) => boolean;

/** The verification snippet exactly as docs/webhooks.md prints it. */
export async function documentedVerify(): Promise<Verify> {
  const doc = fs.readFileSync(path.resolve("docs/webhooks.md"), "utf8");
  const block = /<!-- verify-webhook:start -->\s*```js\n([\s\S]*?)```\s*<!-- verify-webhook:end -->/.exec(doc)?.[1];
  if (!block) throw new Error("docs/webhooks.md has no verification snippet");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-snippet-")), "verify.mjs");
  fs.writeFileSync(file, block);
  return ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
}


/** A plain contact-form lead of `projectId`, written through the lead writer as a visitor's would be. */
export function webhookTestLead(projectId: string, idempotencyKey: string): NewLead {
  return {
    projectId,
    sourceKind: "page",
    sourceSlug: "home",
    sourcePath: "/",
    sectionId: "contact1",
    fields: { name: "Ada Lovelace", email: "ada@example.com", custom: [] },
    searchText: "ada",
    idempotencyKey,
    addressHash: "hash",
    created: new Date(),
    spamReason: null,
    mail: false,
  };
}

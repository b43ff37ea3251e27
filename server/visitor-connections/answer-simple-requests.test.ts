import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerSimpleRequests, type AnswerSimply } from "./answer-simple-requests";

const PAGE = Buffer.from("<!doctype html><title>Simple</title>");
const SIMPLE_HEAD = Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${PAGE.length}\r\n`, "latin1");

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

/** A server whose simple `/simple` requests are answered by the layer, and everything else by Node, which says so. */
async function startServer(answerSimply?: AnswerSimply, keepAliveTimeout?: number) {
  const server = http.createServer((request, response) => {
    const body = `node answered ${request.method} ${request.url}`;
    response.writeHead(200, ["Content-Type", "text/plain", "Content-Length", String(Buffer.byteLength(body))]);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  const layer = answerSimpleRequests(server, answerSimply ?? ((request) => (request.url === "/simple" ? { head: SIMPLE_HEAD, body: PAGE } : null)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        layer.closeIdleConnections();
      }),
  );
  return { server, layer, port: (server.address() as AddressInfo).port };
}

/** A raw connection that writes what it is given and collects every byte it is sent. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  let received = "";
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const until = async (done: (text: string) => boolean) => {
    for (let waited = 0; !done(received); waited += 10) {
      if (waited > 5_000) throw new Error(`no complete answer in: ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return { socket, ended, until, received: () => received };
}

const answers = (text: string) => text.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
const GET = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

describe("answering simple requests straight on the connection", () => {
  it("answers a simple request with the layer's head, Node's Date and Connection lines, and the body", async () => {
    const { port } = await startServer();
    const client = await connect(port);
    client.socket.write(GET("/simple"));
    const text = await client.until((received) => received.endsWith(PAGE.toString()));
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\nContent-Type: text\/html\r\nContent-Length: 36\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n<!doctype html>/);
    client.socket.destroy();
  });

  it("sends the head alone for HEAD", async () => {
    const { port } = await startServer();
    const client = await connect(port);
    client.socket.write("HEAD /simple HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await client.until((received) => received.endsWith("\r\n\r\n"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.received()).not.toContain("doctype");
    client.socket.destroy();
  });

  it("hands the connection to Node at the first request it cannot answer, and Node answers the rest in order", async () => {
    const { port } = await startServer();
    const client = await connect(port);
    client.socket.write(GET("/simple"));
    await client.until((received) => answers(received).length === 1 && received.endsWith(PAGE.toString()));
    client.socket.write("POST /lead HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\nabc");
    await client.until((received) => received.endsWith("node answered POST /lead"));
    client.socket.write(GET("/simple"));
    const text = await client.until((received) => received.endsWith("node answered GET /simple"));
    expect(answers(text).map((answer) => answer.split("\r\n\r\n")[1])).toEqual([PAGE.toString(), "node answered POST /lead", "node answered GET /simple"]);
    client.socket.destroy();
  });

  it("leaves pipelined requests and heads that arrive in pieces to Node, which answers each once", async () => {
    const { port } = await startServer();
    const pipelined = await connect(port);
    pipelined.socket.write(GET("/simple") + GET("/other"));
    const both = await pipelined.until((received) => received.endsWith("node answered GET /other"));
    expect(answers(both).map((answer) => answer.split("\r\n\r\n")[1])).toEqual(["node answered GET /simple", "node answered GET /other"]);
    pipelined.socket.destroy();

    const pieces = await connect(port);
    pieces.socket.write("GET /simple HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 50));
    pieces.socket.write("st: localhost\r\n\r\n");
    expect(await pieces.until((received) => received.endsWith("node answered GET /simple"))).toContain("HTTP/1.1 200 OK");
    pieces.socket.destroy();
  });

  it("lets Node refuse what is malformed", async () => {
    const { port } = await startServer();
    const client = await connect(port);
    client.socket.write("GET /simple HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n");
    expect(await client.until((received) => received.includes("\r\n\r\n"))).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    client.socket.destroy();
  });

  it("closes the connection after the answer when the client asks to", async () => {
    const { port } = await startServer();
    const client = await connect(port);
    client.socket.write(GET("/simple", "Connection: close\r\n"));
    await client.ended;
    expect(client.received()).toContain("\r\nConnection: close\r\n\r\n<!doctype html>");
    expect(client.received()).not.toContain("Keep-Alive");
  });

  it("waits for an answer that is still being read, and hands over when there is none", async () => {
    const { port } = await startServer((request) =>
      new Promise((resolve) => setTimeout(() => resolve(request.url === "/simple" ? { head: SIMPLE_HEAD, body: PAGE } : null), 30)),
    );
    const client = await connect(port);
    client.socket.write(GET("/simple"));
    await client.until((received) => received.endsWith(PAGE.toString()));
    client.socket.write(GET("/other"));
    expect(answers(await client.until((received) => received.endsWith("node answered GET /other")))).toHaveLength(2);
    client.socket.destroy();
  });

  it("lets an answer still being read finish when idle connections are closed, then closes its connection", async () => {
    const { port, layer } = await startServer(() => new Promise((resolve) => setTimeout(() => resolve({ head: SIMPLE_HEAD, body: PAGE }), 100)));
    const client = await connect(port);
    client.socket.write(GET("/simple"));
    await new Promise((resolve) => setTimeout(resolve, 30));
    layer.closeIdleConnections();
    expect(await client.until((received) => received.endsWith(PAGE.toString()))).toContain("200 OK");
    layer.closeIdleConnections();
    await client.ended;
  });

  it("hands over when the answer fails, so Node's path meets the failure", async () => {
    const { port } = await startServer(() => {
      throw new Error("broken");
    });
    const client = await connect(port);
    client.socket.write(GET("/simple"));
    expect(await client.until((received) => received.endsWith("node answered GET /simple"))).toContain("200 OK");
    client.socket.destroy();
  });

  it("closes an idle connection after the server's keep-alive timeout, and on closeIdleConnections", async () => {
    const { port, layer } = await startServer(undefined, 200);
    const idle = await connect(port);
    idle.socket.write(GET("/simple"));
    const text = await idle.until((received) => received.endsWith(PAGE.toString()));
    expect(text).toContain("Keep-Alive: timeout=0");
    await idle.ended;

    const { port: otherPort, layer: otherLayer } = await startServer();
    const held = await connect(otherPort);
    held.socket.write(GET("/simple"));
    await held.until((received) => received.endsWith(PAGE.toString()));
    otherLayer.closeIdleConnections();
    await held.ended;
    expect(layer).toBeDefined();
  });

  it("refuses a server whose connections someone else already listens to", () => {
    const server = http.createServer();
    server.on("connection", () => undefined);
    expect(() => answerSimpleRequests(server, () => null)).toThrow(/only its own connection listener/);
  });
});

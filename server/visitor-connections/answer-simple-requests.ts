import type { Server } from "node:http";
import type { Socket } from "node:net";
import { simpleRequestOf, type SimpleRequest } from "./simple-request";

/** An answer made whole in advance: its status line and headers up to (not including) `Date`, and its body. */
export type SimpleAnswer = { head: Buffer; body: Buffer | null };

/** The answer, or null when Node's HTTP server must answer; a promise while what it needs is read (a cold page). */
export type AnswerSimply = (request: SimpleRequest) => SimpleAnswer | null | Promise<SimpleAnswer | null>;

export type SimpleAnswers = {
  /** Ends the connections this layer still holds (all idle: its answers are written at once); Node's own are Node's to close. */
  closeIdleConnections: () => void;
};

/**
 * Puts a layer in front of `server`'s connections (docs/benchmarks.md#published-pages): while a
 * connection sends simple requests (`simple-request.ts`) that `answerSimply` can answer, their
 * answers are written straight on it, with the headers Node would add; at the first request it
 * cannot, the connection goes to Node's HTTP server with the bytes it sent, and stays there.
 * Node's parser and objects cost a visitor's page more than the page itself: this is how a
 * published page stays within reach of a server that does nothing else.
 */
export function answerSimpleRequests(server: Server, answerSimply: AnswerSimply): SimpleAnswers {
  // The HTTP server's own connection listener, which its constructor added, is called for the connections handed over.
  const [nodeListener, ...others] = server.listeners("connection");
  if (!nodeListener || others.length > 0) throw new Error("answerSimpleRequests expects a new http.Server with only its own connection listener");
  server.removeListener("connection", nodeListener as (socket: Socket) => void);
  const held = new Set<Socket>();
  const closingLines = new ClosingLines(server);

  server.on("connection", (socket: Socket) => {
    held.add(socket);
    const onError = () => socket.destroy();
    const onTimeout = () => socket.destroy();
    const handOver = (chunk: Buffer) => {
      held.delete(socket);
      socket.off("data", onData);
      socket.off("error", onError);
      socket.off("timeout", onTimeout);
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(chunk);
      Reflect.apply(nodeListener, server, [socket]);
      socket.resume();
    };
    const write = (request: SimpleRequest, answer: SimpleAnswer) => {
      socket.cork();
      socket.write(answer.head);
      socket.write(closingLines.of(request.keepAlive));
      if (answer.body && request.method === "GET") socket.write(answer.body);
      socket.uncork();
      if (!request.keepAlive) {
        held.delete(socket);
        socket.off("data", onData);
        socket.end();
      }
    };
    function onData(chunk: Buffer) {
      let request: SimpleRequest | null = null;
      let answer: ReturnType<AnswerSimply> = null;
      try {
        request = simpleRequestOf(chunk, socket);
        answer = request && answerSimply(request);
      } catch {
        // Whatever failed is met again on Node's path, which logs it and answers.
        answer = null;
      }
      if (!request || !answer) return handOver(chunk);
      if (!(answer instanceof Promise)) return write(request, answer);
      // The client waits for this answer before it sends more; nothing is read meanwhile, and the
      // connection is not idle (a shutdown lets the answer finish, as Node lets a request finish).
      const asked = request;
      held.delete(socket);
      socket.pause();
      answer.then(
        (ready) => {
          if (socket.destroyed) return;
          if (!ready) return handOver(chunk);
          held.add(socket);
          write(asked, ready);
          socket.resume();
        },
        () => {
          if (!socket.destroyed) handOver(chunk);
        },
      );
    }
    socket.on("data", onData);
    socket.on("error", onError);
    socket.once("close", () => held.delete(socket));
    // An idle connection is closed as Node closes its kept-alive ones.
    if (server.keepAliveTimeout > 0) {
      socket.setTimeout(server.keepAliveTimeout);
      socket.on("timeout", onTimeout);
    }
  });

  return {
    closeIdleConnections: () => {
      for (const socket of held) socket.end();
      held.clear();
    },
  };
}

/**
 * The lines Node's HTTP server ends a head with: `Date`, then `Connection` (and `Keep-Alive` with
 * the server's timeout) and the blank line; made once a second, as Node makes its date.
 */
class ClosingLines {
  #second = -1;
  #keepAlive = Buffer.alloc(0);
  #close = Buffer.alloc(0);

  constructor(private readonly server: Server) {}

  of(keepAlive: boolean): Buffer {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (second !== this.#second) {
      this.#second = second;
      const date = `Date: ${new Date(now).toUTCString()}\r\n`;
      const timeout = this.server.keepAliveTimeout;
      this.#keepAlive = Buffer.from(`${date}Connection: keep-alive\r\n${timeout > 0 ? `Keep-Alive: timeout=${Math.floor(timeout / 1000)}\r\n` : ""}\r\n`, "latin1");
      this.#close = Buffer.from(`${date}Connection: close\r\n\r\n`, "latin1");
    }
    return keepAlive ? this.#keepAlive : this.#close;
  }
}

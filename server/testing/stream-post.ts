import http from "node:http";

export type StreamedAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** How many body bytes the client had written when the answer came. */
  sent: number;
  /** Milliseconds from the first byte sent to the answer's headers. */
  elapsedMs: number;
};

export type StreamPostOptions = {
  headers: Record<string, string>;
  /** The start of the body (form fields); the rest is filler bytes up to `total`. */
  prefix: string;
  total: number;
  /** Declare `total` in Content-Length; otherwise the body is sent chunked, with no length. */
  declareLength: boolean;
};

const FILLER = Buffer.alloc(64 * 1024, "x");

/**
 * POSTs a body of `total` bytes the way a client that does not wait would: writing as fast as the
 * socket takes it and stopping as soon as the server answers. A server that reads everything lets
 * the client send it all; one that stops at a limit answers while most of it is still unsent.
 */
export function streamPost(url: string, options: StreamPostOptions): Promise<StreamedAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.declareLength) headers["Content-Length"] = String(options.total);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const started = performance.now();
    const request = http.request(url, { method: "POST", headers }, (response) => {
      answered = true;
      const elapsedMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), sent, elapsedMs });
        request.destroy();
      });
      response.on("error", reject);
    });
    // Once answered, the server may close while we are still writing; that is its right.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < options.total) {
        const chunk = sent === 0 ? Buffer.from(options.prefix) : FILLER.subarray(0, Math.min(FILLER.length, options.total - sent));
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

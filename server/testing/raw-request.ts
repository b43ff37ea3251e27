import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request through node:http, which (unlike fetch) sends any `Host` header it is given. */
export function rawRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

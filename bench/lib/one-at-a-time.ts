// Requests paths one after the other on one keep-alive connection and times each answer to its last
// byte: for the cold-page figure, where no other request may share the server's time.
import http from "node:http";

export type TimedRequests = { latenciesMs: number[]; failures: number };

export async function requestOneAtATime(baseUrl: string, paths: readonly string[], headers: Record<string, string>): Promise<TimedRequests> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latenciesMs: number[] = [];
  let failures = 0;
  try {
    for (const path of paths) {
      const started = performance.now();
      const ok = await new Promise<boolean>((resolve) => {
        http
          .get({ hostname, port, path, agent, headers }, (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode === 200));
          })
          .on("error", () => resolve(false));
      });
      latenciesMs.push(performance.now() - started);
      if (!ok) failures += 1;
    }
  } finally {
    agent.destroy();
  }
  return { latenciesMs, failures };
}

import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

// A template thumbnail is a sandboxed srcdoc frame, an opaque origin (decision 0029): a picture
// answered with Cross-Origin-Resource-Policy same-origin is blocked there and shows as broken.
const assetsFolder = path.join(process.cwd(), "build", "client", "assets");
const firstAssetEnding = (ending: string) => fs.readdirSync(assetsFolder).find((name) => name.endsWith(ending));

describe("the build's hashed assets", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(() => server.stop());

  it("answer the SVG illustrations templates show with a cross-origin resource policy, so a sandboxed thumbnail loads them", async () => {
    const illustration = firstAssetEnding(".svg");
    expect(illustration).toBeDefined();
    const answer = await fetch(`${server.url}/assets/${illustration}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("keep every script and stylesheet to the app's own origin", async () => {
    for (const ending of [".js", ".css"]) {
      const answer = await fetch(`${server.url}/assets/${firstAssetEnding(ending)}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});

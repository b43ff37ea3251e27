import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const buildId = process.env.PAGEWRIGHT_BUILD_ID ?? `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;

/** Writes builds/latest.json and builds/meta/{id}.json beside the client files. */
function buildManifest(): Plugin {
  return {
    name: "pagewright-build-manifest",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const timestamp = Date.now();
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: JSON.stringify({ id: buildId, timestamp }) });
      this.emitFile({
        type: "asset",
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp, matcher: {}, prerendered: [] }),
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
  define: { __PAGEWRIGHT_BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // Bundled into the server build, so only the icons the app uses are in it: the whole icon set
  // would take about 7 MB of every server's heap (docs/benchmarks.md#published-sites-at-scale).
  ssr: { noExternal: ["lucide-react"] },
  build: {
    // Hashed asset names let the server cache them as immutable.
    assetsInlineLimit: 0,
  },
});

// Bundles the Express entry (server/, db/) and the app's worker thread behind the site front (decision 0048) into
// build/app-server/; npm packages stay external.
// Splitting keeps serve-build's imports out of main.js, which must set NODE_ENV before them.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "app-worker": "server/site-front/app-worker.ts" },
  outdir: "build/app-server",
  bundle: true,
  splitting: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// Bundles the Express entry (server/, db/) and the site front's worker (decision 0038) into
// build/app-server/; npm packages stay external.
// Splitting keeps serve-build's imports out of main.js, which must set NODE_ENV before them.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "site-front-worker": "server/site-front/site-front-worker.ts" },
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

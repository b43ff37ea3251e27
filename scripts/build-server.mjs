// Bundles the Express entry (server/, db/) into build/app-server/; npm packages stay external.
// Splitting keeps serve-build's imports out of main.js, which must set NODE_ENV before them.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
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

// Bundles the Express entry (server/, db/) into build/app-server/main.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/app-server/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

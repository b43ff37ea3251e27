import fs from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import type { HostilePreview } from "../../app/features/sections/catalogue/catalogue-data";
import { hostileSectionsFile } from "./helpers";

/**
 * Writes the hostile sections to E2E_HOSTILE_SECTIONS_FILE. The section library imports images the
 * way Vite does, so they are made by Vite's module runner rather than Playwright's loader.
 */
export default async function writeHostileSections(): Promise<void> {
  const { module } = await runnerImport<{ hostileSections: () => HostilePreview[] }>(
    path.resolve("app/features/sections/fixtures/hostile-sections.ts"),
    { configFile: false, logLevel: "silent", resolve: { alias: { "~": path.resolve("app") } } },
  );
  fs.writeFileSync(hostileSectionsFile(), JSON.stringify(module.hostileSections()));
}

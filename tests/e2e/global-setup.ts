import fs from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import type { HostilePreview } from "../../app/features/sections/catalogue/catalogue-data";
import { hostileSectionsFile } from "./helpers";

/**
 * Writes the hostile, the fuzzed and the Arabic sections to E2E_HOSTILE_SECTIONS_FILE (the
 * catalogue's `?fixture=xss`, `?fixture=fuzz` and `?fixture=arabic`). The section library imports
 * images the way Vite does, so they are made by Vite's module runner rather than Playwright's loader.
 */
export default async function writeHostileSections(): Promise<void> {
  const options = { configFile: false, logLevel: "silent", resolve: { alias: { "~": path.resolve("app") } } } as const;
  const hostile = await runnerImport<{ hostileSections: () => HostilePreview[] }>(path.resolve("app/features/sections/fixtures/hostile-sections.ts"), options);
  const fuzzed = await runnerImport<{ fuzzedSections: () => HostilePreview[] }>(path.resolve("app/features/sections/fixtures/fuzzed-sections.ts"), options);
  const arabic = await runnerImport<{ arabicSections: () => HostilePreview[] }>(path.resolve("app/features/sections/fixtures/arabic-sections.ts"), options);
  fs.writeFileSync(hostileSectionsFile(), JSON.stringify([...hostile.module.hostileSections(), ...fuzzed.module.fuzzedSections(), ...arabic.module.arabicSections()]));
}

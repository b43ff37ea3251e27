import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const buildInfoSchema = z.object({ id: z.string().min(1), timestamp: z.number() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Reads the build's own id, written by the Vite build next to the client files. */
export function readBuildInfo(clientDir: string): BuildInfo {
  const file = path.join(clientDir, "builds", "latest.json");
  return buildInfoSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

import fs from "node:fs/promises";
import { z } from "zod";
import { storedSectionSchema } from "../section-envelope";
import type { CatalogueFixture, HostilePreview } from "./catalogue-data";

/** How the ids of each fixture's previews start; the hostile (`xss`) ones start with none of these. */
const ID_PREFIXES: Record<Exclude<CatalogueFixture, "xss">, string> = { fuzz: "fuzz-", arabic: "arabic-" };

const hostilePreviewsSchema = z.array(z.object({ label: z.string(), description: z.string(), section: storedSectionSchema }));

/**
 * The end-to-end tests' hostile sections, which they write to TEST_SECTIONS_FILE: the corpus stays
 * out of the build, yet the catalogue renders it on the server and hydrates it like any content.
 * Read on each request, so the file may be written after the server starts. Fuzzed and Arabic
 * previews have ids starting `fuzz-` and `arabic-`; the others are the hostile ones.
 */
export async function readHostilePreviews(file: string, fixture: CatalogueFixture = "xss"): Promise<HostilePreview[]> {
  const parsed = hostilePreviewsSchema.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
  if (!parsed.success) throw new Error(`TEST_SECTIONS_FILE ${file} holds no list of {label, description, section}: ${z.prettifyError(parsed.error)}`);
  const prefixOf = (id: string) => Object.entries(ID_PREFIXES).find(([, prefix]) => id.startsWith(prefix))?.[0] ?? "xss";
  return parsed.data.filter(({ section }) => prefixOf(section.id) === fixture);
}

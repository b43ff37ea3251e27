import { z } from "zod";

/**
 * The key of the document in a publication that lists its running experiments. `~` is no
 * character of a public path, so neither it nor a variant's document (`{path}~b`) can be asked
 * for by address: visitors reach a variant only through the assignment (decision 0030).
 */
export const EXPERIMENTS_DOCUMENT_PATH = "~experiments";

const publishedExperimentSchema = z.object({
  id: z.string(),
  /** The document key of the page under test ("" for the home page, which is also at its slug). */
  paths: z.array(z.string()),
  goal: z.enum(["lead", "click"]),
  goalUrl: z.string().nullable(),
  variants: z.array(z.object({ label: z.string().regex(/^[A-C]$/), weight: z.number().int().min(0).max(100) })).min(2),
});

export type PublishedExperiment = z.infer<typeof publishedExperimentSchema>;

/** The document key of a variant's rendering of the page at `path`; the control (A) is the page's own. */
export function variantDocumentPath(path: string, label: string): string {
  return label === "A" ? path : `${path}~${label.toLowerCase()}`;
}

export function experimentsDocumentText(experiments: readonly PublishedExperiment[]): string {
  return JSON.stringify(experiments);
}

/** The experiments a publication runs; none when the document is missing or not ours. */
export function parseExperimentsDocument(text: string): PublishedExperiment[] {
  try {
    const parsed = z.array(publishedExperimentSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

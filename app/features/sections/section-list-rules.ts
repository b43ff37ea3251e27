import { MODULE_REFERENCE_TYPE, moduleReferenceSchema } from "./module-reference";
import { validateSection } from "./render-sections";
import { AppError } from "~/lib/app-error";

export type SectionListProblem = {
  index: number;
  sectionId: string | null;
  message: string;
  /** The fields of the section's content that were refused, by path, where the problem is in its content. */
  fields?: { path: (string | number)[]; message: string }[];
};

function describe(index: number, type: unknown): string {
  return `Section ${index + 1}${typeof type === "string" ? ` (${type})` : ""}`;
}

/**
 * Checks every section of a list the way the renderer reads it: a module reference by its own
 * shape, anything else by the section library (known type, content valid under its schema, no field
 * it does not know).
 */
export function sectionListProblems(sections: readonly unknown[], { allowModuleReferences }: { allowModuleReferences: boolean }): SectionListProblem[] {
  const problems: SectionListProblem[] = [];
  sections.forEach((raw, index) => {
    const type = typeof raw === "object" && raw !== null && "type" in raw ? raw.type : undefined;
    const id = typeof raw === "object" && raw !== null && "id" in raw && typeof raw.id === "string" ? raw.id : null;
    if (type === MODULE_REFERENCE_TYPE) {
      if (!allowModuleReferences) {
        problems.push({ index, sectionId: id, message: `${describe(index, type)}: a module cannot contain another module.` });
        return;
      }
      const parsed = moduleReferenceSchema.safeParse(raw);
      if (!parsed.success) problems.push({ index, sectionId: id, message: `${describe(index, type)}: ${parsed.error.issues[0]?.message ?? "invalid"}` });
      return;
    }
    const result = validateSection(raw, undefined, { strict: true });
    const problem = result.ok ? result.warnings[0] : result.problem;
    if (problem) problems.push({ index, sectionId: id, message: `${describe(index, type)}: ${problem.message}`, ...(problem.fields ? { fields: problem.fields } : {}) });
  });
  return problems;
}

/** Refuses the whole list when any section is not what the renderer accepts, naming the first few. */
export function refuseInvalidSections(sections: readonly unknown[], allowModuleReferences: boolean): void {
  const problems = sectionListProblems(sections, { allowModuleReferences });
  if (problems.length === 0) return;
  const message = problems
    .slice(0, 3)
    .map((problem) => problem.message)
    .join(" ");
  throw new AppError("INVALID", message, { fieldErrors: { sections: message } });
}

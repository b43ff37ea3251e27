import { createContext, useContext } from "react";
import type { z } from "zod";

/** The schema of the section the panel edits, for new repeated items. */
export const SectionSchemaContext = createContext<z.ZodType | null>(null);

export function useSectionSchema(): z.ZodType {
  const schema = useContext(SectionSchemaContext);
  if (!schema) throw new Error("Item editors render inside a section panel.");
  return schema;
}

import type { StoredSection } from "../../../db/stored-values";
import { randomString } from "~/lib/random-string";

export function newRecordId(): string {
  return randomString(20);
}

export function newSectionId(): string {
  return randomString(12);
}

/** A copy of a section list whose sections get new ids, so the copy never shares one with the original. */
export function copySections(sections: readonly StoredSection[]): StoredSection[] {
  return sections.map((section) => ({ ...structuredClone(section), id: newSectionId() }));
}

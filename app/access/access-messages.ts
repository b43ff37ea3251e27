import { ROLE_LABELS, type MemberRole } from "./project-roles";

/** The refusals of the access layer, so a project someone may not see or change reads the same on every screen. */
export const PROJECT_NOT_FOUND_MESSAGE = "This project does not exist or you do not have access to it.";
export const READ_ONLY_MESSAGE = "Admins can view this project but not change it.";

/** A member asked for something their role does not allow (docs/product.md#access). */
export function roleRefusalMessage(role: MemberRole): string {
  return `Your role in this project (${ROLE_LABELS[role].toLowerCase()}) does not allow this. Ask the owner of the project.`;
}

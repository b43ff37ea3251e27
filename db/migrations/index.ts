import type { PortableMigration } from "./column-types";
import { usersPartnersSessions } from "./0001-users-partners-sessions";

/** Every migration in order; names are permanent once released. */
export const migrations: ReadonlyArray<readonly [name: string, migration: PortableMigration]> = [
  ["0001-users-partners-sessions", usersPartnersSessions],
];

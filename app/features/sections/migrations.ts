import { SECTION_DEFINITIONS } from "./registry";
import type { SectionType } from "./section-types";

export type SectionProps = Record<string, unknown>;

/**
 * Upgrades the stored props of one type from version `from` to `from + 1`. Every change to a
 * section schema that old stored JSON would fail adds one to that section's `definition.ts`, with
 * its version raised. Stored sections without a version are version 1.
 */
export type PropsMigration = { from: number; migrate: (props: SectionProps) => SectionProps };

export type SectionMigration = PropsMigration & { type: SectionType };

/** The migrations of every section, gathered from the definitions. */
export const SECTION_MIGRATIONS: readonly SectionMigration[] = SECTION_DEFINITIONS.flatMap((definition) =>
  definition.migrations.map((migration) => ({ type: definition.type, ...migration })),
);

export function currentVersion(type: SectionType, migrations: readonly SectionMigration[] = SECTION_MIGRATIONS): number {
  return 1 + migrations.filter((migration) => migration.type === type).length;
}

export type MigrationResult = { ok: true; props: SectionProps; version: number } | { ok: false; message: string };

export function migrateProps(
  type: SectionType,
  props: SectionProps,
  version: number,
  migrations: readonly SectionMigration[] = SECTION_MIGRATIONS,
): MigrationResult {
  const target = currentVersion(type, migrations);
  if (version > target) return { ok: false, message: `Version ${version} is newer than this app knows (${target}).` };
  let upgraded = props;
  for (let from = version; from < target; from += 1) {
    const step = migrations.find((migration) => migration.type === type && migration.from === from);
    if (!step) return { ok: false, message: `No migration of ${type} from version ${from}.` };
    try {
      upgraded = step.migrate(upgraded);
    } catch (error) {
      return { ok: false, message: `Migrating ${type} from version ${from} failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { ok: true, props: upgraded, version: target };
}

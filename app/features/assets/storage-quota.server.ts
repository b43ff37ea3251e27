import type { Db } from "~/access/project-access.server";
import { FileRefusal, formatBytes } from "./file-refusal";

/** Bytes a project's stored files take: every original and every variant. */
export async function projectStorageUsed(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom("assets")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("storedBytes"), eb.lit(0)).as("used"))
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Refuses a file that would take the project over its storage quota. */
export async function assertRoomFor(db: Db, projectId: string, bytes: number, quotaBytes: number): Promise<void> {
  const used = await projectStorageUsed(db, projectId);
  if (used + bytes <= quotaBytes) return;
  throw new FileRefusal(
    `The project's storage is full: ${formatBytes(used)} of ${formatBytes(quotaBytes)} is used and this image needs ${formatBytes(bytes)}. Delete images you no longer use to make room.`,
  );
}

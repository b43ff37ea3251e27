import { z } from "zod";

export const FILE_NAME_MAX_LENGTH = 120;
export const FOLDER_NAME_MAX_LENGTH = 60;
export const ALT_TEXT_MAX_LENGTH = 300;
export const SEARCH_MAX_LENGTH = 100;
/** How many files one upload request may carry; the screen sends one file per request. */
export const MAX_FILES_PER_REQUEST = 10;

const CONTROL_CHARACTERS = /\p{Cc}/u;
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const recordId = z.string({ error: "Choose an image." }).regex(/^[A-Za-z0-9]{1,64}$/, "Choose an image.");
const folderId = z.string().regex(/^[A-Za-z0-9]{1,64}$/, "Choose a folder.");

export const folderNameSchema = z.object({
  name: z
    .string({ error: "Enter a folder name." })
    .trim()
    .min(1, "Enter a folder name.")
    .max(FOLDER_NAME_MAX_LENGTH, `A folder name can be at most ${FOLDER_NAME_MAX_LENGTH} characters.`)
    .refine((name) => !CONTROL_CHARACTERS.test(name) && !name.includes("/"), "A folder name cannot contain / or control characters."),
});

export const assetRenameSchema = z.object({
  fileName: z
    .string({ error: "Enter a file name." })
    .trim()
    .min(1, "Enter a file name.")
    .max(FILE_NAME_MAX_LENGTH, `A file name can be at most ${FILE_NAME_MAX_LENGTH} characters.`)
    .refine((name) => !CONTROL_CHARACTERS.test(name) && !/[/\\]/.test(name), "A file name cannot contain /, \\ or control characters."),
});

export const altTextSchema = z.object({
  altText: z
    .string()
    .trim()
    .max(ALT_TEXT_MAX_LENGTH, `Alt text can be at most ${ALT_TEXT_MAX_LENGTH} characters.`)
    .refine((text) => !CONTROL_CHARACTERS.test(text.replace(/\n/g, " ")), "Alt text cannot contain control characters."),
});

export const assetMoveSchema = z.object({
  assetIds: z.array(recordId, { error: "Select the images to move." }).min(1, "Select the images to move.").max(500),
  /** Empty means "no folder". */
  folderId: z.preprocess(blankToUndefined, folderId.optional()),
});

export const assetDeleteSchema = z.object({
  assetId: recordId,
  confirm: z.preprocess((value) => value === true || value === "1" || value === "on", z.boolean()),
});

/** `all`, `unfiled` or a folder id; as in the screen's `?folder=`. */
export const folderFilterSchema = z.preprocess(blankToUndefined, z.union([z.literal("all"), z.literal("unfiled"), folderId]).default("all"));

export const assetListSchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH).optional()),
  folder: folderFilterSchema,
});

/** Cleans a browser-sent file name: no folders, no control characters, a sensible length. */
export function uploadedFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/\p{Cc}/gu, "").trim().slice(0, FILE_NAME_MAX_LENGTH);
  return clean || "image";
}

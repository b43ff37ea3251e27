/** What POST /project-import answers: the new project, or why nothing was imported with each problem by its place in the file. */
export type ImportAnswer =
  | { ok: true; id: string; message: string; renumberedQrCodes: { label: string; from: string; to: string }[] }
  | { ok: false; message: string; problems: { path: string; message: string }[] };

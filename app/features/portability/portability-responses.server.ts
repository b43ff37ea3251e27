import { AppError } from "~/lib/app-error";

/** A zip download that is never cached: it holds the project as it is now. */
export function zipDownload({ fileName, body }: { fileName: string; body: ReadableStream<Uint8Array> }): Response {
  return new Response(body, { headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" } });
}

/** The refusal of a download as plain text with its status (the screen's button shows it), or the fault rethrown. */
export async function answerDownload(make: () => Promise<{ fileName: string; body: ReadableStream<Uint8Array> }>): Promise<Response> {
  try {
    return zipDownload(await make());
  } catch (error) {
    if (error instanceof AppError) return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    throw error;
  }
}

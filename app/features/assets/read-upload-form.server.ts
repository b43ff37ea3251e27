/** The request body was longer than allowed; nothing of it was kept. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

export class MalformedUploadError extends Error {
  override name = "MalformedUploadError";
}

/**
 * The multipart form of an upload, read with the platform's parser but never more than `limit`
 * bytes of it: a declared length over the limit is refused before reading, and a body that
 * grows past it (chunked, or lying about its length) is cut off as soon as it does.
 */
export async function readUploadForm(request: Request, limit: number): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new BodyTooLargeError();
  if (!request.body) throw new MalformedUploadError("The upload is empty.");
  let seen = 0;
  let tooLarge = false;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          tooLarge = true;
          controller.error(new BodyTooLargeError());
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
  const limited = new Request(request.url, { method: "POST", headers: request.headers, body, duplex: "half" } as RequestInit);
  try {
    return await limited.formData();
  } catch (error) {
    if (tooLarge) throw new BodyTooLargeError();
    throw new MalformedUploadError(error instanceof Error ? error.message : "unreadable form");
  }
}

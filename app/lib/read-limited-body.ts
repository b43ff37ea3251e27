/** The body was longer than allowed; what was read of it is dropped and the rest is never read. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * A request body of at most `maxBytes`, as one array of bytes. A declared length over the limit is refused
 * before a byte is read; a body that grows past it (chunked, or longer than it said) is refused as
 * soon as it does, so an oversized body never costs more than the limit. The chunks must stop
 * without destroying the connection when the loop is left early (Node's
 * `iterator({ destroyOnReturn: false })`, `chunksOf` for a Fetch body), so the refusal can still
 * be answered on it.
 */
export async function readBodyWithin(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxBytes: number, declaredLength: string | null | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(declaredLength ?? "0") > maxBytes) throw new BodyTooLargeError();
  const kept: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new BodyTooLargeError();
    kept.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of kept) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The chunks of a Fetch API body. Leaving early releases the stream instead of cancelling it:
 * cancelling the request body of Node's HTTP server destroys the socket, and with it the answer.
 */
export async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

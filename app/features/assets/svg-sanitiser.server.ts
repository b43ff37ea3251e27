import { createRequire } from "node:module";
import { FileRefusal } from "./file-refusal";
import { IMAGE_PROCESSING_SLOTS } from "./processing-queue.server";
import { SVG_SANITISER_WORKER_SOURCE } from "./svg-sanitiser-worker-source";
import { createWorkerPool, WorkerTimeoutError } from "./worker-pool.server";

export type SanitisedSvg = { svg: Buffer; width: number; height: number };

type WorkerAnswer = { svg: string; width: number; height: number } | { refusal: string } | { error: string };

/** Per SVG, from when a worker starts on it; within the markup limits a drawing takes a few seconds at most. */
export const SVG_SANITISING_TIMEOUT_MS = 20_000;

const require = createRequire(import.meta.url);

// jsdom is synchronous and slow, so sanitising runs in worker threads, never on the request
// thread: one per image processing slot, so an SVG never waits for a worker once it has a slot.
const sanitisers = createWorkerPool<string, WorkerAnswer>({
  source: SVG_SANITISER_WORKER_SOURCE,
  workerData: { jsdom: require.resolve("jsdom"), dompurify: require.resolve("dompurify") },
  size: IMAGE_PROCESSING_SLOTS,
  timeoutMs: SVG_SANITISING_TIMEOUT_MS,
});

/**
 * Cleans an SVG with DOMPurify's SVG profile: no scripts, event handlers, foreignObject, or links,
 * references and styles leaving the drawing. Refuses what is not a well-formed SVG document.
 */
export async function sanitiseSvg(text: string): Promise<SanitisedSvg> {
  let answer: WorkerAnswer;
  try {
    answer = await sanitisers.run(text);
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw new FileRefusal("This SVG took too long to check. Simplify it or save it as PNG or WebP.");
    throw error;
  }
  if ("refusal" in answer) throw new FileRefusal(answer.refusal);
  if ("error" in answer) throw new Error(`SVG sanitiser failed: ${answer.error}`);
  return { svg: Buffer.from(answer.svg, "utf8"), width: answer.width, height: answer.height };
}

import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { FileRefusal } from "./file-refusal";
import { SVG_SANITISER_WORKER_SOURCE } from "./svg-sanitiser-worker-source";

export type SanitisedSvg = { svg: Buffer; width: number; height: number };

type WorkerAnswer = { id: number } & ({ svg: string; width: number; height: number } | { refusal: string } | { error: string });
type Pending = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

const TIMEOUT_MS = 20_000;
const require = createRequire(import.meta.url);

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    waiting.reject(error);
    pending.delete(id);
  }
  worker = null;
}

// jsdom is synchronous and slow, so sanitising runs in one long-lived worker thread, never on the
// request thread. A crash or a timeout drops the worker; the next SVG starts a fresh one.
function sanitiserWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(SVG_SANITISER_WORKER_SOURCE, {
    eval: true,
    workerData: { jsdom: require.resolve("jsdom"), dompurify: require.resolve("dompurify") },
  });
  started.unref();
  started.on("message", (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", () => {
    if (worker === started) failAll(new Error("the SVG sanitiser stopped"));
  });
  worker = started;
  return started;
}

/**
 * Cleans an SVG with DOMPurify's SVG profile: no scripts, event handlers, foreignObject, or links
 * and references leaving the drawing. Refuses what is not a well-formed SVG document.
 */
export async function sanitiseSvg(bytes: Buffer): Promise<SanitisedSvg> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new FileRefusal("This SVG is not UTF-8 text.");
  }
  const id = nextId++;
  const current = sanitiserWorker();
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      failAll(new FileRefusal("This SVG took too long to check. Simplify it or save it as PNG or WebP."));
      void current.terminate();
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    current.postMessage({ id, text });
  });
  if ("refusal" in answer) throw new FileRefusal(answer.refusal);
  if ("error" in answer) throw new Error(`SVG sanitiser failed: ${answer.error}`);
  return { svg: Buffer.from(answer.svg, "utf8"), width: answer.width, height: answer.height };
}

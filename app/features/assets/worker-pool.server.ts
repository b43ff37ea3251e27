import { Worker } from "node:worker_threads";

/** A job ran past the pool's time limit; its worker was stopped. */
export class WorkerTimeoutError extends Error {
  override name = "WorkerTimeoutError";
}

type Job<Input, Output> = { input: Input; resolve: (output: Output) => void; reject: (error: Error) => void };
type Running<Input, Output> = { job: Job<Input, Output>; timer: NodeJS.Timeout };

export type WorkerPoolOptions = {
  /** CommonJS source of the worker: it posts one message once it is ready, then answers each message it gets with one message. */
  source: string;
  workerData: unknown;
  size: number;
  /** Counted from when a ready worker takes the job: neither the wait in the queue nor a worker's start counts. */
  timeoutMs: number;
};

/**
 * Up to `size` long-lived worker threads, started when jobs wait, each doing one job at a time;
 * jobs wait in arrival order. A job that runs too long, a crash or an exit stops only that job's
 * worker, and a fresh one takes the next job.
 */
export function createWorkerPool<Input, Output>({ source, workerData, size, timeoutMs }: WorkerPoolOptions) {
  const live = new Set<Worker>();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Running<Input, Output>>();
  const queue: Array<Job<Input, Output>> = [];

  function settle(worker: Worker, outcome: (job: Job<Input, Output>) => void): boolean {
    const running = busy.get(worker);
    if (!running) return false;
    busy.delete(worker);
    clearTimeout(running.timer);
    outcome(running.job);
    return true;
  }

  function spawn() {
    const worker = new Worker(source, { eval: true, workerData });
    // Idle workers must not keep the process alive.
    worker.unref();
    let ready = false;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      // A worker that cannot even start fails the job that was waiting for it, so a broken
      // worker source cannot keep jobs waiting while fresh workers fail one after another.
      if (!settle(worker, (job) => job.reject(error)) && !ready) queue.shift()?.reject(error);
    };
    worker.on("message", (output: Output) => {
      if (ready && !settle(worker, (job) => job.resolve(output))) return;
      ready = true;
      idle.push(worker);
      startQueuedJobs();
    });
    worker.on("error", fail);
    worker.on("exit", () => {
      fail(new Error("the worker stopped"));
      live.delete(worker);
      const idleAt = idle.indexOf(worker);
      if (idleAt !== -1) idle.splice(idleAt, 1);
      startQueuedJobs();
    });
    live.add(worker);
  }

  function start(worker: Worker, job: Job<Input, Output>) {
    const timer = setTimeout(() => {
      settle(worker, (timedOut) => timedOut.reject(new WorkerTimeoutError(`the job took longer than ${timeoutMs} ms`)));
      void worker.terminate();
    }, timeoutMs);
    busy.set(worker, { job, timer });
    worker.postMessage(job.input);
  }

  function startQueuedJobs() {
    while (queue.length > 0 && idle.length > 0) {
      const job = queue.shift();
      const worker = idle.pop();
      if (job && worker) start(worker, job);
    }
    // Jobs still waiting get workers of their own, up to the pool's size, each taking a job once ready.
    const starting = live.size - idle.length - busy.size;
    for (let spawned = 0; live.size < size && queue.length > starting + spawned; spawned += 1) spawn();
  }

  return {
    run(input: Input): Promise<Output> {
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        startQueuedJobs();
      });
    },
  };
}

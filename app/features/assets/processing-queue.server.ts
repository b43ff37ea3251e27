/**
 * How many images are processed at once, in all projects together: enough to keep uploads moving,
 * few enough that libuv's four threads and the cores stay free for other requests.
 */
export const IMAGE_PROCESSING_SLOTS = 2;

/**
 * Runs at most `limit` tasks at once and at most one per key (a project): a key's further tasks
 * wait for its running one, and when a place frees up the keys that wait take turns, so one key's
 * long queue never stands in front of another key's first task.
 */
export function createFairLimiter(limit: number) {
  let running = 0;
  const runningKeys = new Set<string>();
  // A Map keeps insertion order: the key served last goes to the back of the line.
  const waiting = new Map<string, Array<() => void>>();

  function startWaitingTasks() {
    for (const [key, queue] of [...waiting]) {
      if (running >= limit) return;
      if (runningKeys.has(key)) continue;
      const [start, ...rest] = queue;
      waiting.delete(key);
      if (rest.length) waiting.set(key, rest);
      if (!start) continue;
      running += 1;
      runningKeys.add(key);
      start();
    }
  }

  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      const queue = waiting.get(key);
      if (queue) queue.push(resolve);
      else waiting.set(key, [resolve]);
      startWaitingTasks();
    });
    try {
      return await task();
    } finally {
      running -= 1;
      runningKeys.delete(key);
      startWaitingTasks();
    }
  };
}

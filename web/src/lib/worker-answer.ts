// The one answer of a worker that posts a single message and is done (the built-in catalog's
// recipes, read off the main thread). The caller creates the worker, since the bundler finds a
// worker's file only in a `new Worker(new URL(…, import.meta.url))` written where it is used.
export function workerAnswer<T>(worker: Worker, failure: string): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<T>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || failure));
    };
  });
}

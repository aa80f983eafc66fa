// What the page's MediaRecorders did, seen from inside the page: when each started and was
// stopped, and how many chunks with audio it had delivered by then. The spec's rule (§4: the
// audio is sent at 20 recorded chunks) is a count, so a test checks the count itself; how long
// 20 chunks last depends on how promptly a busy machine hands them over.

export interface RecorderEntry {
  /** performance.now() at start() and at stop(); 0 until then. */
  startedAt: number;
  stoppedAt: number;
  /** Non-empty chunks delivered before stop() was called (the flush that stop() causes is not counted). */
  chunksBeforeStop: number;
}

/** Runs in the page before its scripts. (No named inner functions: see budgets/offline-start.) */
export function logMediaRecorders(): void {
  const target = window as unknown as { __recorders: RecorderEntry[] };
  const log: RecorderEntry[] = [];
  target.__recorders = log;
  const Native = window.MediaRecorder;
  window.MediaRecorder = class extends Native {
    entry: RecorderEntry = { startedAt: 0, stoppedAt: 0, chunksBeforeStop: 0 };

    constructor(stream: MediaStream, options?: MediaRecorderOptions) {
      super(stream, options);
      log.push(this.entry);
      // Added before the app sets ondataavailable, so it hears each chunk first.
      this.addEventListener('dataavailable', (event) => {
        if (this.entry.stoppedAt === 0 && event.data.size > 0) this.entry.chunksBeforeStop += 1;
      });
    }

    override start(timeslice?: number): void {
      this.entry.startedAt = performance.now();
      super.start(timeslice);
    }

    override stop(): void {
      if (this.entry.stoppedAt === 0) this.entry.stoppedAt = performance.now();
      super.stop();
    }
  };
}

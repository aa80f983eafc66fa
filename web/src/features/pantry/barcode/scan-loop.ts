// The decode loop over the camera preview: read a frame, wait a moment, read the next, until two
// reads in a row agree on a valid code. One read could be a misread of a blurred frame; two that
// agree almost never are, and cost a tenth of a second. The pause keeps the page responsive
// (decoding can take tens of milliseconds on a phone) and lets new frames arrive in between.
import { readBarcode } from '@mise/catalog/gtin';
import { type ScannedCode, upcEHint } from './scanned-code';

/** Time between the end of one read and the start of the next. */
export const SCAN_INTERVAL_MS = 100;

export interface ScanLoopHandlers {
  /** The code, read twice in a row; the loop has stopped. */
  onCode: (code: ScannedCode) => void;
  /** The reader threw; the loop has stopped. */
  onFailure: (error: unknown) => void;
}

/** Starts reading; the returned function stops it (no handler is called after that). */
export function startScanLoop(
  read: () => Promise<ScannedCode | undefined>,
  handlers: ScanLoopHandlers,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let previous: string | undefined;

  const readOnce = async () => {
    let found: ScannedCode | undefined;
    try {
      found = await read();
    } catch (error) {
      if (!stopped) {
        stopped = true;
        handlers.onFailure(error);
      }
      return;
    }
    if (stopped) return;
    const reading = found && readBarcode(found.text, upcEHint(found));
    const key = reading?.ok ? reading.gtin : undefined;
    if (found && key !== undefined && key === previous) {
      stopped = true;
      handlers.onCode(found);
      return;
    }
    previous = key;
    timer = setTimeout(() => void readOnce(), SCAN_INTERVAL_MS);
  };

  void readOnce();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

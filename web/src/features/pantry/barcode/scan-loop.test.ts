import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_INTERVAL_MS, startScanLoop } from './scan-loop';
import type { ScannedCode } from './scanned-code';

const spaghetti: ScannedCode = { text: '2004711011001', format: 'ean_13' };
const penne: ScannedCode = { text: '2004711011377', format: 'ean_13' };

/** A reader answering one frame after another from `frames`, then nothing. */
function reader(frames: (ScannedCode | undefined | Error)[]) {
  const read = vi.fn(() => {
    const frame = frames.shift();
    return frame instanceof Error ? Promise.reject(frame) : Promise.resolve(frame);
  });
  return read;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startScanLoop', () => {
  it('reports a code once two reads in a row agree, then reads no more', async () => {
    const read = reader([undefined, spaghetti, spaghetti, spaghetti]);
    const onCode = vi.fn();
    startScanLoop(read, { onCode, onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith(spaghetti);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not trust a single read: two different codes in a row are not a result', async () => {
    const onCode = vi.fn();
    startScanLoop(reader([spaghetti, penne, undefined, penne, penne]), {
      onCode,
      onFailure: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith(penne);
  });

  it('agrees on the product, not the spelling: UPC-A and its EAN-13 form are one code', async () => {
    const onCode = vi.fn();
    const upcA: ScannedCode = { text: '204710024916', format: 'upc_a' };
    startScanLoop(reader([{ text: '0204710024916', format: 'ean_13' }, upcA]), {
      onCode,
      onFailure: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 3);
    expect(onCode).toHaveBeenCalledWith(upcA);
  });

  it('ignores reads that are not valid barcodes', async () => {
    const onCode = vi.fn();
    const misread: ScannedCode = { text: '2004711011002', format: 'ean_13' };
    startScanLoop(reader([misread, misread, misread]), { onCode, onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('waits between reads instead of reading back to back', async () => {
    const read = reader([]);
    startScanLoop(read, { onCode: vi.fn(), onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 5 - 1);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('stops at a reader failure and reports it once', async () => {
    const failure = new Error('detector broke');
    const read = reader([undefined, failure, spaghetti, spaghetti]);
    const onFailure = vi.fn();
    const onCode = vi.fn();
    startScanLoop(read, { onCode, onFailure });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure);
    expect(onCode).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('calls nothing once stopped, even for a read already under way', async () => {
    let answer: (code: ScannedCode) => void = () => undefined;
    const read = vi.fn(
      () =>
        new Promise<ScannedCode>((resolve) => {
          answer = resolve;
        }),
    );
    const onCode = vi.fn();
    const stop = startScanLoop(read, { onCode, onFailure: vi.fn() });
    stop();
    answer(spaghetti);
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(read).toHaveBeenCalledTimes(1);
    expect(onCode).not.toHaveBeenCalled();
  });
});

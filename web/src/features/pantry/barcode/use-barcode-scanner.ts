// Runs the scanner while `active`: the camera into the preview, the reader (loading while the
// camera permission is asked for), then the decode loop. Closing the dialog, a code found and
// a failure all stop it and turn the camera off. A reader that cannot run is §8's "Scan Failed".
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type BarcodeReader, loadBarcodeReader } from './barcode-reader';
import { type CameraProblem, cameraProblemOf, closeCamera, openBackCamera } from './camera';
import { startScanLoop } from './scan-loop';
import { toastScanFailed } from './scan-failed-toast';
import type { ScannedCode } from './scanned-code';

export type ScannerStatus =
  | { step: 'starting' }
  | { step: 'loading' }
  | { step: 'scanning' }
  | { step: 'found'; code: ScannedCode }
  | { step: 'no-camera'; problem: CameraProblem }
  /** `offline`: the decoder could not be fetched, most likely never cached while online. */
  | { step: 'failed'; offline: boolean };

export interface ScannerHandlers {
  /** A code was read (twice in a row); the camera is off already. */
  onCode: (code: ScannedCode) => void;
  /** There is no camera to use (refused, missing, busy …); the status says which. */
  onNoCamera: () => void;
}

export function useBarcodeScanner(
  active: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
  handlers: ScannerHandlers,
): ScannerStatus {
  const [status, setStatus] = useState<ScannerStatus>({ step: 'starting' });
  // The latest handlers, without restarting the camera each time the parent renders.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    let stopLoop: (() => void) | undefined;
    const reader = loadBarcodeReader();
    // Awaited below once the camera is on; without a camera its failure does not matter.
    reader.catch(() => undefined);

    const stopCamera = () => {
      if (stream) closeCamera(stream);
      stream = undefined;
      video.srcObject = null;
    };
    const fail = (error: unknown, during: 'load' | 'read') => {
      if (cancelled) return;
      console.error('The barcode scanner stopped', error);
      stopCamera();
      setStatus({ step: 'failed', offline: during === 'load' && !navigator.onLine });
      toastScanFailed();
    };

    const start = async () => {
      try {
        stream = await openBackCamera();
      } catch (error) {
        if (cancelled) return;
        setStatus({ step: 'no-camera', problem: cameraProblemOf(error) });
        handlersRef.current.onNoCamera();
        return;
      }
      if (cancelled) {
        closeCamera(stream);
        return;
      }
      video.srcObject = stream;
      // Muted and inline, so browsers let it play; if one does not, frames simply stay unread.
      video.play().catch(() => undefined);
      setStatus({ step: 'loading' });
      let loaded: BarcodeReader;
      try {
        loaded = await reader;
      } catch (error) {
        fail(error, 'load');
        return;
      }
      if (cancelled) return;
      setStatus({ step: 'scanning' });
      stopLoop = startScanLoop(() => loaded.read(video), {
        onCode: (code) => {
          stopCamera();
          setStatus({ step: 'found', code });
          handlersRef.current.onCode(code);
        },
        onFailure: (error) => fail(error, 'read'),
      });
    };
    void start();

    return () => {
      cancelled = true;
      stopLoop?.();
      stopCamera();
    };
  }, [active, videoRef]);

  return status;
}

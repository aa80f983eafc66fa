// "Scan from a photo": the chosen photo is read by the still-image decoder and a code found goes
// to `onCode`, the very handler a live camera read calls. A photo without a readable code, or a
// decoder that cannot run, says so in the dialog and with §8's "Scan Failed" toast.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { type DecodePhoto, type PhotoReading, readPhotoBarcode } from './read-photo-barcode';
import { toastScanFailed } from './scan-failed-toast';
import type { ScannedCode } from './scanned-code';

export type PhotoBarcodeStep = 'idle' | 'reading' | 'no-code' | 'failed' | 'failed-offline';

const loadDecoder = (): Promise<DecodePhoto> =>
  import('./photo-decoder').then((module) => module.decodePhoto);

export interface PhotoBarcode {
  step: PhotoBarcodeStep;
  /** The file input's change handler. */
  onChosen: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function stepAfter(reading: PhotoReading): PhotoBarcodeStep {
  if (reading.kind === 'found') return 'idle';
  if (reading.kind === 'no-code') return 'no-code';
  return reading.offline ? 'failed-offline' : 'failed';
}

export function usePhotoBarcode(onCode: (code: ScannedCode) => void): PhotoBarcode {
  const [step, setStep] = useState<PhotoBarcodeStep>('idle');
  // A second photo chosen while the first is read replaces it: only the latest one answers.
  const latest = useRef(0);
  // Closing the dialog abandons a photo still being read: nothing is added after that.
  useEffect(() => {
    const attempts = latest;
    return () => {
      attempts.current += 1;
    };
  }, []);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.currentTarget.files?.[0];
    // Cleared, so choosing the same photo again is a change too.
    event.currentTarget.value = '';
    if (!photo) return;
    const attempt = (latest.current += 1);
    setStep('reading');
    void readPhotoBarcode(photo, loadDecoder, () => navigator.onLine).then((reading) => {
      if (attempt !== latest.current) return;
      setStep(stepAfter(reading));
      if (reading.kind === 'found') onCode(reading.code);
      else {
        if (reading.kind === 'failed') console.error('Reading the photo failed', reading.error);
        toastScanFailed();
      }
    });
  };

  return { step, onChosen };
}

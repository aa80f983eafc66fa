// The photo scan as any button can offer it (the pantry's "Scan photo", the hero's "Scan Pantry"):
// choosePhoto() opens the camera or the photo picker, and the chosen photo is read and its items
// added by photo-scan-flow.ts, which loads on first use so the page's first load stays small.
// Reading needs the server, so offline there is nothing to choose.
import { type ChangeEvent, type ReactElement, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { SCAN_UPLOAD_FAILED } from '../utils/photo-scan-items';

export type PhotoScanState = 'idle' | 'reading';

export interface PhotoScan {
  /** 'reading' from the chosen photo's upload until its items are added. */
  state: PhotoScanState;
  /** The browser has a connection; without one, choosePhoto() does nothing. */
  online: boolean;
  /** Opens the picker (on phones the camera); call it from a click. */
  choosePhoto: () => void;
  /** The hidden file input behind the picker: render it once, anywhere beside the button. */
  fileInput: ReactElement;
}

const loadFlow = () => import('./photo-scan-flow');

export function usePhotoScan(): PhotoScan {
  const online = useOnlineStatus();
  const [state, setState] = useState<PhotoScanState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  const choosePhoto = () => {
    if (!online || state === 'reading') return;
    // A head start: the flow's code loads while the camera is open.
    loadFlow().catch(() => undefined);
    inputRef.current?.click();
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.currentTarget.files?.[0];
    // Cleared, so choosing the same photo again is a change too.
    event.currentTarget.value = '';
    if (!photo) return;
    setState('reading');
    loadFlow()
      .then((flow) => flow.scanPhotoIntoPantry(photo))
      .catch((error: unknown) => {
        // The flow's code did not load (offline before the app was cached, say).
        console.error(error);
        toast(SCAN_UPLOAD_FAILED);
      })
      .finally(() => setState('idle'));
  };

  const fileInput = (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      capture="environment"
      hidden
      tabIndex={-1}
      onChange={onChosen}
    />
  );
  return { state, online, choosePhoto, fileInput };
}

// The photo scan as any button can offer it (the pantry's "Scan photo", the hero's "Scan Pantry"):
// choosePhoto() opens the camera or the photo picker, the chosen photo is read by
// photo-scan-flow.ts, and what it found is shown for review (photo-scan-review.tsx), which adds
// it. Both load on first use so the page's first load stays small. Reading needs the server, so
// offline there is nothing to choose.
import {
  type ChangeEvent,
  type ReactElement,
  type RefObject,
  Suspense,
  lazy,
  useRef,
  useState,
} from 'react';
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import { toast } from '../../../components/ui/use-toast';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { SCAN_UPLOAD_FAILED } from '../utils/photo-scan-items';

export type PhotoScanState = 'idle' | 'reading';

export interface PhotoScan {
  /** 'reading' from the chosen photo's upload until its items are shown for review. */
  state: PhotoScanState;
  /** The browser has a connection; without one, choosePhoto() does nothing. */
  online: boolean;
  /** Opens the picker (on phones the camera); call it from a click. */
  choosePhoto: () => void;
  /** The hidden file input behind the picker: render it once, anywhere beside the button. */
  fileInput: ReactElement;
  /** The review of what a photo showed, while it is open: render it beside the button. */
  review: ReactElement | null;
  /** The button's ref: the focus goes back to it when the review closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const loadFlow = () => import('./photo-scan-flow');
const loadReview = () => import('./photo-scan-review');
const PhotoScanReview = lazy(loadReview);

export function usePhotoScan(): PhotoScan {
  const online = useOnlineStatus();
  const [state, setState] = useState<PhotoScanState>('idle');
  const [found, setFound] = useState<readonly PhotoScanItem[] | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const choosePhoto = () => {
    if (!online || state === 'reading') return;
    // A head start: the flow's and the review's code load while the camera is open.
    loadFlow().catch(() => undefined);
    loadReview().catch(() => undefined);
    inputRef.current?.click();
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.currentTarget.files?.[0];
    // Cleared, so choosing the same photo again is a change too.
    event.currentTarget.value = '';
    if (!photo) return;
    setState('reading');
    // The review's code too, before the photo goes: its items are never read with no way to
    // show them.
    Promise.all([loadFlow(), loadReview()])
      .then(([flow]) => flow.readPhotoForReview(photo))
      .then((items) => {
        if (items.length > 0) setFound(items);
      })
      .catch((error: unknown) => {
        // The code did not load (offline before the app was cached, say).
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
  const review = found && (
    <Suspense fallback={null}>
      <PhotoScanReview
        items={found}
        onClose={() => setFound(null)}
        returnFocus={() => buttonRef.current?.focus()}
      />
    </Suspense>
  );
  return { state, online, choosePhoto, fileInput, review, buttonRef };
}

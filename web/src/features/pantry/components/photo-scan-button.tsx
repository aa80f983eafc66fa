// "Scan photo" (spec §2 pantry add methods, §5, §8): a photo of a receipt or of labels becomes
// pantry items, once the cook has checked them in the review it opens. While the photo is read the button says so, a bar moves under it and a status
// line tells screen readers. Offline it stays in place, dimmed, and says why it does nothing.
import { Camera, CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePhotoScan } from './use-photo-scan';

const READING = 'Reading the photo…';

interface PhotoScanButtonProps {
  /** "Scan photo" in the pantry section; the hero says "Scan Pantry" (§2). */
  label?: string;
  size?: 'default' | 'lg';
  /**
   * On a phone, the icon alone (the name is still read out): the pantry section's add buttons
   * then stay on one row, and its list keeps its place on screen.
   */
  iconOnlyOnPhones?: boolean;
  /** More classes for the button, which fills the place its parent gives it. */
  className?: string;
}

export function PhotoScanButton({
  label = 'Scan photo',
  size = 'default',
  iconOnlyOnPhones = false,
  className,
}: PhotoScanButtonProps) {
  const { state, online, choosePhoto, fileInput, review, buttonRef } = usePhotoScan();
  const reading = state === 'reading';
  const unavailable = reading || !online;
  return (
    <span className="relative inline-flex">
      {fileInput}
      {review}
      <Button
        ref={buttonRef}
        variant="outline"
        size={size}
        // Not `disabled`: a disabled button leaves the tab order, and with it the reason.
        aria-disabled={unavailable || undefined}
        aria-busy={reading || undefined}
        className={cn(
          'grow',
          unavailable && 'cursor-not-allowed opacity-60 hover:bg-card',
          iconOnlyOnPhones && 'max-sm:w-11 max-sm:px-0',
          className,
        )}
        onClick={choosePhoto}
      >
        {online || reading ? (
          <Camera aria-hidden className={cn(reading && 'animate-pulse')} />
        ) : (
          <CloudOff aria-hidden />
        )}
        <span className={cn(iconOnlyOnPhones && 'max-sm:sr-only')}>
          {reading ? READING : online ? label : 'Scanning needs a connection'}
        </span>
      </Button>
      {reading && (
        <span
          role="progressbar"
          aria-label={READING}
          className="absolute inset-x-3 bottom-1 h-0.5 overflow-hidden rounded-full"
        >
          <span className="block h-full w-2/5 animate-route-progress rounded-full bg-primary" />
        </span>
      )}
      <span role="status" className="sr-only">
        {reading ? READING : ''}
      </span>
    </span>
  );
}

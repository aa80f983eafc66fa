// "Scan from a photo" in the barcode dialog: a button that opens the photo picker (on a phone,
// also the camera app), for a device without a camera, a camera refused, or a code easier to
// photograph than to hold still. The picker's file input is hidden and carries the same name;
// the button is what the keyboard and screen readers reach. Below it, a live line says the photo
// is being read, or why nothing was found.
import { type ChangeEvent, useId, useRef } from 'react';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ScannedCode } from '../barcode/scanned-code';
import { type PhotoBarcodeStep, usePhotoBarcode } from '../barcode/use-photo-barcode';

export const PHOTO_MESSAGES: Record<PhotoBarcodeStep, string> = {
  idle: '',
  reading: 'Reading the barcode in the photo…',
  'no-code':
    'No barcode could be read in that photo. Try a closer, sharper photo of the whole barcode, or type the numbers below.',
  failed: 'The photo could not be read. Try another photo, or type the barcode below.',
  'failed-offline':
    'The scanner needs a connection the first time it is used on this device. Type the barcode below.',
};

export function BarcodePhotoInput({ onCode }: { onCode: (code: ScannedCode) => void }) {
  const { step, onChosen } = usePhotoBarcode(onCode);
  return <BarcodePhotoControls step={step} onChosen={onChosen} />;
}

interface BarcodePhotoControlsProps {
  step: PhotoBarcodeStep;
  onChosen: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function BarcodePhotoControls({ step, onChosen }: BarcodePhotoControlsProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const reading = step === 'reading';
  const failed = step === 'no-code' || step === 'failed' || step === 'failed-offline';
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="justify-self-start"
        // Not `disabled`: that would drop the keyboard's focus while the photo is read.
        aria-disabled={reading}
        aria-describedby={messageId}
        onClick={() => {
          if (!reading) inputRef.current?.click();
        }}
      >
        {reading ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <ImageUp aria-hidden />
        )}
        Scan from a photo
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Scan from a photo"
        hidden
        tabIndex={-1}
        onChange={onChosen}
      />
      <p
        id={messageId}
        aria-live="polite"
        className={`text-sm empty:hidden ${failed ? 'font-medium text-destructive-text' : 'text-muted-foreground'}`}
      >
        {PHOTO_MESSAGES[step]}
      </p>
    </div>
  );
}

// The barcode dialog (spec §5 Barcode, §8), loaded the first time it opens: a live camera
// preview that reads a code by itself, a status line (announced to screen readers), "Scan from
// a photo" (a code read from the photo goes the camera's way) and a field to type the code;
// the last two work with no camera at all. A code found or typed is added to the pantry at once
// and the dialog closes; focus goes back to the button that opened it.
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { CameraOff, RotateCcw } from 'lucide-react';
import { readBarcode } from '@mise/catalog/gtin';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { addFromBarcode } from '../barcode/add-from-barcode';
import { CAMERA_MESSAGES } from '../barcode/camera';
import { type ScannedCode, upcEHint } from '../barcode/scanned-code';
import { type ScannerStatus, useBarcodeScanner } from '../barcode/use-barcode-scanner';
import { BarcodePhotoInput } from './barcode-photo-input';

export interface BarcodeDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

export function BarcodeDialog({ id, open, onOpenChange, opener }: BarcodeDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={id}
        ref={contentRef}
        // The dialog itself takes focus, not the text field: on a phone that would raise the
        // keyboard over the camera preview. Tab reaches the field.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        returnFocus={() => opener.current?.focus()}
      >
        <DialogHeader>
          <DialogTitle>Scan a barcode</DialogTitle>
          <DialogDescription>
            Hold the product&apos;s barcode up to the camera, scan it from a photo, or type the
            numbers printed under it.
          </DialogDescription>
        </DialogHeader>
        {/* Radix unmounts this when the dialog closes, so every opening starts afresh. */}
        <BarcodeScanPanel active={open} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BarcodeScanPanel({ active, onAdded }: { active: boolean; onAdded: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = async (code: string, format?: 'upc_e') => {
    if (adding) return;
    setAdding(true);
    const added = await addFromBarcode(code, format);
    setAdding(false);
    if (added) onAdded();
    // A refused write has been explained by its toast; the camera starts again for another go.
    else setAttempt((count) => count + 1);
  };
  // What a live camera read does; a code read from a photo goes exactly the same way.
  const onScannedCode = (code: ScannedCode) => void add(code.text, upcEHint(code));

  return (
    <div className="grid gap-4">
      <CameraScanner
        key={attempt}
        active={active}
        onCode={onScannedCode}
        onRetry={() => setAttempt((count) => count + 1)}
        onNoCamera={() => {
          // With no camera the field is the way in; move there unless the user already moved.
          if (document.activeElement?.getAttribute('role') === 'dialog') inputRef.current?.focus();
        }}
      />
      <BarcodePhotoInput onCode={onScannedCode} />
      <TypedBarcodeForm inputRef={inputRef} adding={adding} onCode={(code) => void add(code)} />
    </div>
  );
}

function statusText(status: ScannerStatus): string {
  switch (status.step) {
    case 'starting':
      return 'Asking for the camera…';
    case 'loading':
      return 'Getting the scanner ready…';
    case 'scanning':
      return 'Point the camera at a barcode. It is read as soon as it is in view.';
    case 'found':
      return `Read ${status.code.text}. Adding it to the pantry…`;
    case 'no-camera':
      return CAMERA_MESSAGES[status.problem];
    case 'failed':
      return status.offline
        ? 'The scanner needs a connection the first time it is used on this device. Type the barcode below.'
        : 'The scanner stopped. Try the camera again, or type the barcode below.';
  }
}

interface CameraScannerProps {
  active: boolean;
  onCode: (code: ScannedCode) => void;
  onRetry: () => void;
  onNoCamera: () => void;
}

function CameraScanner({ active, onCode, onRetry, onNoCamera }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const status = useBarcodeScanner(active, videoRef, { onCode, onNoCamera });
  const showsVideo = status.step !== 'no-camera' && status.step !== 'failed';
  return (
    <div className="grid gap-3">
      <div className="relative grid aspect-video place-items-center overflow-hidden rounded-xl bg-muted">
        <video
          ref={videoRef}
          aria-label="Camera preview for scanning a barcode"
          muted
          playsInline
          autoPlay
          className={cn('absolute inset-0 size-full object-cover', !showsVideo && 'hidden')}
        />
        {showsVideo ? (
          // Where to hold the code; decoding looks at the whole frame regardless.
          <div
            aria-hidden
            className="absolute inset-x-[12%] inset-y-[28%] rounded-lg border-2 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.25)]"
          />
        ) : (
          <CameraOff aria-hidden className="size-10 text-muted-foreground" />
        )}
      </div>
      <p role="status" className="min-h-10 text-sm text-muted-foreground">
        {statusText(status)}
      </p>
      {status.step === 'failed' && (
        <Button variant="outline" className="justify-self-start" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try the camera again
        </Button>
      )}
    </div>
  );
}

interface TypedBarcodeFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  adding: boolean;
  onCode: (code: string) => void;
}

function TypedBarcodeForm({ inputRef, adding, onCode }: TypedBarcodeFormProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readBarcode(typed);
    if (!reading.ok) {
      setError(reading.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onCode(reading.digits);
  };

  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <FormField label="Type the barcode" error={error} className="flex-1">
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
          />
        )}
      </FormField>
      <Button type="submit" className="mt-6.5" disabled={adding}>
        Add
      </Button>
    </form>
  );
}

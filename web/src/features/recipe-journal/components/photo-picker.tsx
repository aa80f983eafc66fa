// The form's photos (issue 9): take one with the camera or choose some from the phone. Each is
// resized on the device and kept there at once (db/photo-store.ts), so the form can show it and
// the entry can be saved offline; it is uploaded by sync (sync/photo-uploads.ts).
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Camera, ImagePlus, X } from 'lucide-react';
import { JOURNAL_MAX_PHOTOS } from '@mise/domain/constants';
import { Button } from '../../../components/ui/button';
import { keepNewPhoto } from '../../../db/photo-store';
import { UnreadablePhoto, resizePhoto } from '../../../lib/resize-photo';
import { userFacingError } from '../../../lib/user-facing-error';
import { JournalPhoto } from './journal-photo';

interface PhotoPickerProps {
  photos: readonly string[];
  onAdd: (ids: readonly string[]) => void;
  onRemove: (id: string) => void;
}

export function PhotoPicker({ photos, onAdd, onRemove }: PhotoPickerProps) {
  const labelId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const room = JOURNAL_MAX_PHOTOS - photos.length;

  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setMessage(undefined);
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) {
        const id = crypto.randomUUID();
        await keepNewPhoto(id, await resizePhoto(file));
        added.push(id);
      }
      if (files.length > room) {
        setMessage(`An entry holds at most ${JOURNAL_MAX_PHOTOS} photos.`);
      }
    } catch (error) {
      console.warn('A journal photo could not be kept.', error);
      setMessage(
        error instanceof UnreadablePhoto
          ? error.message
          : userFacingError(error, { action: 'keep the photo on this device' }),
      );
    } finally {
      if (added.length > 0) onAdd(added);
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm font-semibold">
        Photos
      </span>
      {photos.length > 0 && (
        <ul aria-label="Photos of this entry" className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo} className="relative">
              <JournalPhoto
                photo={photo}
                alt={`Photo ${index + 1}`}
                className="aspect-square w-full"
              />
              <Button
                size="icon"
                variant="secondary"
                className="absolute top-1 right-1 size-9 rounded-full"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onRemove(photo)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || room <= 0}
          onClick={() => camera.current?.click()}
        >
          <Camera aria-hidden />
          Take photo
        </Button>
        <Button
          variant="outline"
          disabled={busy || room <= 0}
          onClick={() => gallery.current?.click()}
        >
          <ImagePlus aria-hidden />
          Choose photos
        </Button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Take a photo"
        className="hidden"
        onChange={(event) => void take(event)}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple
        aria-label="Choose photos"
        className="hidden"
        onChange={(event) => void take(event)}
      />
      <p
        role="status"
        className={`text-sm empty:hidden ${message && !busy ? 'font-medium text-destructive-text' : 'text-muted-foreground'}`}
      >
        {busy ? 'Preparing the photo…' : (message ?? '')}
      </p>
    </div>
  );
}

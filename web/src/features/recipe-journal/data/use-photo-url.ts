// The address to draw a journal photo from. An entry's photo is an id: the device's own copy
// when it has one (taken here, or fetched before), else fetched from the household with
// GET /api/photos/{id} and kept, so it shows offline next time. A photo another phone has not
// uploaded yet is "unavailable": asked for again a few times (its entry may have synced a
// moment before its upload finished), and whenever the device comes back online.
// Older entries may hold a plain address, which is used as it is.
import { useEffect, useState } from 'react';
import { keepFetchedPhoto, readPhoto } from '../../../db/photo-store';
import { loadSyncEngine } from '../../../sync/engine-loader';

export type PhotoSource =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'unavailable' };

/** When to ask again for a photo the household does not have yet. */
const RETRY_AFTER_MS = [2_000, 5_000, 15_000, 60_000] as const;

const isAddress = (photo: string) => /^(\/|https?:|data:|blob:)/.test(photo);

async function photoBlob(id: string): Promise<Blob | undefined> {
  const kept = await readPhoto(id);
  if (kept) return kept;
  if (!navigator.onLine) return undefined;
  const { auth } = await loadSyncEngine();
  const response = await auth.apiFetch(`/api/photos/${encodeURIComponent(id)}`, {
    headers: { accept: 'image/*' },
  });
  if (!response.ok) return undefined;
  const blob = await response.blob();
  await keepFetchedPhoto(id, blob);
  return blob;
}

export function usePhotoUrl(photo: string): PhotoSource {
  const [source, setSource] = useState<PhotoSource>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const address = isAddress(photo);

  useEffect(() => {
    if (address) return;
    let current = true;
    let url: string | undefined;
    photoBlob(photo).then(
      (blob) => {
        if (!current) return;
        if (!blob) {
          setSource({ status: 'unavailable' });
          return;
        }
        url = URL.createObjectURL(blob);
        setSource({ status: 'ready', url });
      },
      (error: unknown) => {
        console.warn(`Photo ${photo} could not be shown.`, error);
        if (current) setSource({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo, address, attempt]);

  // A photo that was not there may be a little later, or once the device is back online.
  useEffect(() => {
    if (source.status !== 'unavailable') return;
    const retry = () => setAttempt((count) => count + 1);
    const delay = RETRY_AFTER_MS[attempt];
    const timer = delay === undefined ? undefined : setTimeout(retry, delay);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [source.status, attempt]);

  return address ? { status: 'ready', url: photo } : source;
}

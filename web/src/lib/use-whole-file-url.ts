// A media file fetched whole and played from memory (an object URL): the service worker then
// keeps it (the /media/ cache) and it plays offline later. A <video src> would ask for byte
// ranges instead, which a cache cannot store. `src` is fixed for the component's life.
// On the very first visit no worker controls the page yet, so its fetch passes the worker by:
// given `keepIn`, the page then puts the file into that runtime cache itself, where the worker
// will find it (cache-first), so even what was played on that first visit plays offline later.
import { useEffect, useState } from 'react';

export type WholeFile =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useWholeFileUrl(src: string, keepIn?: string): WholeFile {
  const [file, setFile] = useState<WholeFile>({ status: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`${src}: ${response.status}`);
        if (keepIn !== undefined) void keepWithoutWorker(keepIn, src, response.clone());
        return response.blob();
      })
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ status: 'ready', url: objectUrl });
      })
      .catch(() => {
        // Offline before it was ever cached, most likely.
        if (!cancelled) setFile({ status: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, keepIn]);
  return file;
}

async function keepWithoutWorker(cacheName: string, src: string, response: Response) {
  if (!('caches' in window) || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return;
  try {
    await (await caches.open(cacheName)).put(src, response);
  } catch (error) {
    console.warn(`${src} was not kept for offline use.`, error);
  }
}

// A media file fetched whole and played from memory (an object URL): the service worker then
// keeps it (the /media/ cache) and it plays offline later. A <video src> would ask for byte
// ranges instead, which a cache cannot store. `src` is fixed for the component's life.
import { useEffect, useState } from 'react';

export type WholeFile =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useWholeFileUrl(src: string): WholeFile {
  const [file, setFile] = useState<WholeFile>({ status: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`${src}: ${response.status}`);
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
  }, [src]);
  return file;
}

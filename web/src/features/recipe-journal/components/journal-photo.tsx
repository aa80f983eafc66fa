// One journal photo: drawn from the device's copy or fetched from the household
// (data/use-photo-url.ts), a soft placeholder while it loads, and a note when no device has
// uploaded it yet.
import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePhotoUrl } from '../data/use-photo-url';

interface JournalPhotoProps {
  photo: string;
  alt: string;
  className?: string;
}

export function JournalPhoto({ photo, alt, className }: JournalPhotoProps) {
  const source = usePhotoUrl(photo);
  const frame = cn('overflow-hidden rounded-xl bg-muted', className);
  if (source.status === 'loading') return <Skeleton className={frame} />;
  if (source.status === 'unavailable') {
    return (
      <div
        className={cn(
          frame,
          'grid place-items-center p-2 text-center text-xs text-muted-foreground',
        )}
      >
        <span className="grid justify-items-center gap-1">
          <ImageOff aria-hidden className="size-5" />
          Photo not available yet
        </span>
      </div>
    );
  }
  return <img src={source.url} alt={alt} className={cn(frame, 'object-cover')} decoding="async" />;
}

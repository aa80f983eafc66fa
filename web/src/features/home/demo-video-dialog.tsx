// The demo video's dialog: the narrated walkthrough (made by scripts/make-demo-video.ts from
// demo-script.ts) with English captions, and the same words as a transcript below it, for
// anyone who would rather read. Fetched whole, so the service worker keeps it for offline.
import type { RefObject } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useWholeFileUrl } from '../../lib/use-whole-file-url';
import { DEMO_SCRIPT } from './demo-script';

export const DEMO_VIDEO_SRC = '/media/demo.webm';
export const DEMO_CAPTIONS_SRC = '/media/demo.en.vtt';
export const DEMO_VIDEO_FAILED =
  'The demo video could not be loaded. Connect to the internet once and try again; after that it plays offline.';

interface DemoVideoDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hero's button: ours, not a Radix Trigger, so focus is handed back to it here. */
  opener: RefObject<HTMLButtonElement | null>;
}

export function DemoVideoDialog({ id, open, onOpenChange, opener }: DemoVideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={id} className="max-w-3xl" returnFocus={() => opener.current?.focus()}>
        <DialogHeader>
          <DialogTitle>See Mise in action</DialogTitle>
          <DialogDescription>
            A one-minute tour: the pantry, matching recipes, cooking hands-free, planning the week
            and shopping together.
          </DialogDescription>
        </DialogHeader>
        {/* Fetched only while open: closing stops it and frees the memory. */}
        {open && <DemoPlayer />}
        <details className="rounded-xl border p-3">
          <summary className="focus-ring cursor-pointer rounded font-semibold">Transcript</summary>
          <ol className="mt-2 grid gap-2 text-sm">
            {DEMO_SCRIPT.map((scene) => (
              <li key={scene.id}>
                <span className="font-semibold">{scene.title}.</span> {scene.line}
              </li>
            ))}
          </ol>
        </details>
      </DialogContent>
    </Dialog>
  );
}

function DemoPlayer() {
  const video = useWholeFileUrl(DEMO_VIDEO_SRC);
  if (video.status === 'failed') {
    return (
      <p role="alert" className="rounded-xl bg-muted p-4 text-sm">
        {DEMO_VIDEO_FAILED}
      </p>
    );
  }
  if (video.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the demo video">
        <Skeleton className="aspect-video w-full rounded-xl" />
      </div>
    );
  }
  return (
    <video
      src={video.url}
      controls
      autoPlay
      playsInline
      aria-label="Mise demo video"
      className="aspect-video w-full rounded-xl bg-black"
    >
      <track kind="captions" src={DEMO_CAPTIONS_SRC} srcLang="en" label="English" default />
    </video>
  );
}

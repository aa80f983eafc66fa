// "Watch the demo" in the hero (spec §2: a demo video): opens a dialog with a narrated walkthrough
// of the app. The dialog's code, and the video, load the first time it opens.
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { PlayCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { popupTriggerProps, useOpenedOnce } from '../../lib/popup-trigger';

const DemoVideoDialog = lazy(async () => ({
  default: (await import('./demo-video-dialog')).DemoVideoDialog,
}));

export function DemoVideoButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="lg"
        className={className}
        {...popupTriggerProps(open, dialogId)}
        onClick={() => setOpen(true)}
      >
        <PlayCircle aria-hidden />
        Watch the demo
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <DemoVideoDialog id={dialogId} open={open} onOpenChange={setOpen} opener={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

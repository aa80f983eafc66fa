// "Scan barcode" (spec §2 pantry add methods, §5 Barcode): the one part of the scanner in the
// page's first load. The dialog's code (and the camera, and any decoder) loads on the first tap;
// if it cannot load, §8's scan failure says so.
import { type ComponentType, useId, useRef, useState } from 'react';
import { ScanBarcode } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { popupTriggerProps } from '../../../lib/popup-trigger';
import { toastScanFailed } from '../barcode/scan-failed-toast';
import type { BarcodeDialogProps } from './barcode-dialog';

export function BarcodeAddButton() {
  const [Dialog, setDialog] = useState<ComponentType<BarcodeDialogProps>>();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openDialog = () => {
    import('./barcode-dialog').then(
      ({ BarcodeDialog }) => {
        setDialog(() => BarcodeDialog);
        setOpen(true);
      },
      (error: unknown) => {
        console.error(error);
        toastScanFailed();
      },
    );
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        // On a phone the icon alone, so the section's add buttons stay on one row and the list
        // keeps its place on screen; the name is still read out.
        className="max-sm:w-11 max-sm:px-0"
        {...popupTriggerProps(open, dialogId)}
        onClick={openDialog}
      >
        <ScanBarcode aria-hidden />
        <span className="max-sm:sr-only">Scan barcode</span>
      </Button>
      {Dialog && <Dialog id={dialogId} open={open} onOpenChange={setOpen} opener={buttonRef} />}
    </>
  );
}

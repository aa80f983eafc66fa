// §8's barcode failure toast, word for word. Its own module, so the static "Scan barcode" button
// can show it without loading the scanner.
import { toast } from '../../../components/ui/use-toast';

export const SCAN_FAILED_TOAST = {
  title: 'Scan Failed',
  description: 'Failed to scan barcode. Please try again.',
} as const;

export function toastScanFailed(): void {
  toast({ variant: 'destructive', ...SCAN_FAILED_TOAST });
}

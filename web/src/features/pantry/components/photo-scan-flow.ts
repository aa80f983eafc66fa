// The photo scan once a photo is chosen (spec §5, §7, §8): the photo goes up, and each item the
// server found is added to the pantry (on this device, synced later, one pantry.add each, which
// the server replays as one POST per item), then one toast says how it went. Loaded on first
// use, not with the page; usePhotoScan() runs it for the pantry's button and the hero's. A photo
// the server refused with a reason (too many pixels, a damaged file) fails with that reason.
import { toast } from '../../../components/ui/use-toast';
import { addPantryItem } from '../data/pantry-actions';
import { ScanRefused, scanPhoto } from '../data/scan-photo';
import {
  SCAN_NO_ITEMS,
  pantryItemsFromScan,
  scanItemsAdded,
  scanUploadFailed,
} from '../utils/photo-scan-items';

export async function scanPhotoIntoPantry(photo: File): Promise<void> {
  let detected: Awaited<ReturnType<typeof scanPhoto>>;
  try {
    detected = await scanPhoto(photo);
  } catch (error) {
    console.error('Photo scan failed', error);
    toast(scanUploadFailed(error instanceof ScanRefused ? error.message : undefined));
    return;
  }
  if (detected.length === 0) {
    toast(SCAN_NO_ITEMS);
    return;
  }
  const items = pantryItemsFromScan(detected, () => ({
    id: crypto.randomUUID(),
    addedAt: new Date().toISOString(),
  }));
  let added = 0;
  // One at a time, so they are written (and synced) in the order the photo listed them.
  for (const item of items) {
    if (await addPantryItem(item)) added += 1;
  }
  // A refused write has shown its own toast; with nothing added there is no success to report.
  if (added > 0) toast(scanItemsAdded(added));
}

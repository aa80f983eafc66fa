// The photo scan once a photo is chosen (spec §5, §7, §8): the photo goes up and what the server
// found comes back for the cook to review (photo-scan-review.tsx), nothing added yet. A photo
// that gave nothing says so in a toast: §8's "No Items Detected", or why when the server knows
// (a restaurant bill). Loaded on first use, not with the page; usePhotoScan() runs it for the
// pantry's button and the hero's. A photo the server refused with a reason (too many pixels, a
// damaged file) fails with that reason.
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import { toast } from '../../../components/ui/use-toast';
import { ScanRefused, scanPhoto } from '../data/scan-photo';
import { scanFoundNothing, scanUploadFailed } from '../utils/photo-scan-items';

/** The items found in `photo`, to review; none when the scan failed or found none (told). */
export async function readPhotoForReview(photo: File): Promise<PhotoScanItem[]> {
  let detected: Awaited<ReturnType<typeof scanPhoto>>;
  try {
    detected = await scanPhoto(photo);
  } catch (error) {
    console.error('Photo scan failed', error);
    toast(scanUploadFailed(error instanceof ScanRefused ? error.message : undefined));
    return [];
  }
  if (detected.items.length === 0) toast(scanFoundNothing(detected.reason));
  return detected.items;
}

/**
 * The size a journal photo is redrawn at before it is stored (issue 9): the longer side at most
 * PHOTO_MAX_EDGE_PX, the shape kept, never enlarged, never below 1 px.
 */
import { PHOTO_MAX_EDGE_PX } from './api/photos';

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

export function fitWithin(size: PixelSize, maxEdge: number = PHOTO_MAX_EDGE_PX): PixelSize {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw new RangeError(`Not an image size: ${width}×${height}`);
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

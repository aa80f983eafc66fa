// A camera-sized photo for the journal's photo tests, drawn by the browser itself (a canvas
// turned into PNG bytes), so no stored picture or image library is needed.
import type { Locator, Page } from '@playwright/test';

export interface DishPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function drawDishPhoto(page: Page, width = 3000, height = 2000): Promise<DishPhoto> {
  const bytes = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#f4efe6';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#c2542d';
      context.beginPath();
      context.arc(width / 2, height / 2, height / 3, 0, Math.PI * 2);
      context.fill();
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { width, height },
  );
  return { name: 'dish.png', mimeType: 'image/png', buffer: Buffer.from(bytes) };
}

/** The natural size of an <img> (0 × 0 until it has loaded). */
export function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  return image.evaluate((element) => {
    if (!(element instanceof HTMLImageElement)) throw new Error('Not an image');
    return { width: element.naturalWidth, height: element.naturalHeight };
  });
}

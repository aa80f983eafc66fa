// Pictures for the photo-scan tests, drawn by the browser's own canvas so no stored photo is
// needed: a till receipt (black monospace on a paper-white slip, prices right-aligned) or a
// photo with no food in it. The font is the DejaVu Sans Mono the server's tests draw with (the
// dejavu-fonts-ttf package of sync-server, the package these tests run), handed to the page as
// bytes, so the picture never depends on the machine's fonts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** One receipt line: text alone, or an item and its price. */
export type ReceiptLine = string | readonly [text: string, price: string];

function fontBase64(): string {
  const serverPackage = path.resolve(import.meta.dirname, '../../../sync-server/package.json');
  const font = createRequire(serverPackage).resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf');
  return readFileSync(font).toString('base64');
}

async function pngFromDataUrl(dataUrl: Promise<string>): Promise<Buffer> {
  return Buffer.from((await dataUrl).replace(/^data:image\/png;base64,/, ''), 'base64');
}

/**
 * A PNG of a receipt. Drawn in `page` as it is (call it before opening the app: the blank page
 * the test starts on has no content security policy to mind).
 */
export function drawReceipt(page: Page, lines: readonly ReceiptLine[]): Promise<Buffer> {
  return pngFromDataUrl(
    page.evaluate(
      async ({ font, rows }) => {
        const bytes = Uint8Array.from(atob(font), (char) => char.charCodeAt(0));
        const face = new FontFace('Receipt Mono', bytes);
        await face.load();
        document.fonts.add(face);
        const size = 24;
        const lineHeight = 34;
        const margin = 28;
        const slipWidth = Math.ceil(34 * size * 0.6) + margin * 2;
        const canvas = document.createElement('canvas');
        canvas.width = slipWidth + 80;
        canvas.height = rows.length * lineHeight + margin * 2 + 80;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas in this browser');
        context.fillStyle = '#8a8f96';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#fbfaf5';
        context.fillRect(40, 40, slipWidth, canvas.height - 80);
        context.fillStyle = '#111111';
        context.font = `${size}px "Receipt Mono"`;
        context.textBaseline = 'top';
        rows.forEach((row, index) => {
          const y = 40 + margin + index * lineHeight;
          const [text, price] = typeof row === 'string' ? [row, undefined] : row;
          context.textAlign = 'left';
          context.fillText(text, 40 + margin, y);
          if (price !== undefined) {
            context.textAlign = 'right';
            context.fillText(price, 40 + slipWidth - margin, y);
          }
        });
        return canvas.toDataURL('image/png');
      },
      { font: fontBase64(), rows: lines },
    ),
  );
}

/** A PNG with no writing and no food on it: two shapes on a tablecloth. */
export function drawPhotoWithoutFood(page: Page): Promise<Buffer> {
  return pngFromDataUrl(
    page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 560;
      canvas.height = 320;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas in this browser');
      context.fillStyle = '#f4efe6';
      context.fillRect(0, 0, 560, 320);
      context.fillStyle = '#2f7d4f';
      context.beginPath();
      context.arc(200, 150, 90, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#d9822b';
      context.fillRect(320, 80, 160, 140);
      return canvas.toDataURL('image/png');
    }),
  );
}

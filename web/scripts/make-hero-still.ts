// Makes the hero's still (public/media/hero-still.webp): the first frame of the looping video
// (public/media/hero-loop.webm), which the hero paints before the video comes, and instead of it
// for someone who asks for less motion. Run it after make-hero-video.ts:
//   cd web && npx tsx scripts/make-hero-still.ts
// (Debian's Chromium, as the tests use; the output is committed, so builds never need it.)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const VIDEO = fileURLToPath(new URL('../../public/media/hero-loop.webm', import.meta.url));
const OUT = fileURLToPath(new URL('../../public/media/hero-still.webp', import.meta.url));
/** WebP quality: the hero shows the art at a quarter opacity, so fine detail is not seen. */
const QUALITY = 0.8;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const dataUrl = await page.evaluate(
    async ({ video, quality }) => {
      const element = document.createElement('video');
      element.muted = true;
      element.src = `data:video/webm;base64,${video}`;
      await new Promise((loaded, failed) => {
        element.onloadeddata = loaded;
        element.onerror = () => failed(new Error('The video did not load.'));
      });
      // Loaded is not yet drawn: a seek waits for the frame to be decoded.
      element.currentTime = 0;
      await new Promise((seeked) => (element.onseeked = seeked));
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')?.drawImage(element, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { video: readFileSync(VIDEO).toString('base64'), quality: QUALITY },
  );
  const base64 = dataUrl.replace(/^data:image\/webp;base64,/, '');
  if (base64 === dataUrl) throw new Error('The browser did not encode a WebP.');
  writeFileSync(OUT, Buffer.from(base64, 'base64'));
  console.log(`wrote ${OUT} (${Math.round(base64.length * 0.75) / 1000} KB)`);
} finally {
  await browser.close();
}

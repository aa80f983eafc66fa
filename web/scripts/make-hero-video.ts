// Makes the home page's hero video (public/media/hero-loop.webm): a 6-second loop drawn on a
// canvas and recorded by Chromium's MediaRecorder, with a soft simmer and a warm chord made by
// Web Audio, so the app ships footage of its own and fetches none. Run it when the art changes:
//   cd web && npx tsx scripts/make-hero-video.ts
// (Debian's Chromium, as the tests use; the output is committed, so builds never need it.)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const OUT = fileURLToPath(new URL('../../public/media/hero-loop.webm', import.meta.url));

const PAGE_SCRIPT = fileURLToPath(new URL('./hero-video-page.js', import.meta.url));

const options = chromiumLaunchOptions();
const browser = await chromium.launch({
  ...options,
  args: [...(options.args ?? []), '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const base64: unknown = await page.evaluate(readFileSync(PAGE_SCRIPT, 'utf8'));
  if (typeof base64 !== 'string') throw new Error('The page did not answer a recording.');
  writeFileSync(OUT, Buffer.from(base64, 'base64'));
  console.log(`wrote ${OUT} (${Math.round(base64.length * 0.75) / 1000} KB)`);
} finally {
  await browser.close();
}

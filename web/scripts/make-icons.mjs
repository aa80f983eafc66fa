// Draws the app's icons as SVG and rasterises them with Debian's Chromium, so the repository
// carries the source of every icon and no image comes from elsewhere.
// Run: pnpm --filter @mise/web exec node scripts/make-icons.mjs (writes ../public/icons/).
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../public/icons/', import.meta.url);
const GREEN = '#2f6f4f';
const CREAM = '#faf7f2';
const LEAF = '#9fd18b';
const TOMATO = '#e4572e';

/** The mark: a bowl with a leaf rising from it, on a 512 × 512 canvas. */
const mark = `
  <path d="M256 214 C 196 176 204 104 286 70 C 310 136 306 188 256 214 Z" fill="${LEAF}"/>
  <path d="M256 214 C 262 170 272 130 286 70" stroke="${GREEN}" stroke-width="10" fill="none" stroke-linecap="round"/>
  <circle cx="200" cy="196" r="26" fill="${TOMATO}"/>
  <rect x="92" y="238" width="328" height="28" rx="14" fill="${CREAM}"/>
  <path d="M120 262 H392 A136 136 0 0 1 120 262 Z" fill="${CREAM}"/>`;

const appIcon = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${scale === 1 ? 112 : 0}" fill="${GREEN}"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -250)">${mark}</g>
</svg>`;

const glyphs = {
  pantry: `<rect x="34" y="30" width="28" height="8" rx="3" fill="${CREAM}"/>
    <rect x="30" y="40" width="36" height="32" rx="8" fill="${CREAM}"/>
    <rect x="38" y="50" width="20" height="10" rx="3" fill="${GREEN}"/>`,
  grocery: `<rect x="30" y="26" width="36" height="46" rx="6" fill="${CREAM}"/>
    <path d="M37 40 l4 4 l8 -8 M37 54 l4 4 l8 -8" stroke="${GREEN}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <rect x="52" y="41" width="9" height="4" rx="2" fill="${GREEN}"/><rect x="52" y="55" width="9" height="4" rx="2" fill="${GREEN}"/>`,
  cook: `<path d="M48 22 C 62 38 66 48 60 60 C 56 70 40 70 36 60 C 32 50 40 44 42 34 C 46 40 48 44 48 22 Z" fill="${TOMATO}"/>
    <rect x="26" y="64" width="44" height="10" rx="5" fill="${CREAM}"/>`,
};
const shortcutIcon = (glyph) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="24" fill="${GREEN}"/>${glyph}</svg>`;

const renders = [
  { file: 'icon-192.png', size: 192, svg: appIcon(1) },
  { file: 'icon-512.png', size: 512, svg: appIcon(1) },
  // Maskable icons are cropped to a circle of 80 % of the canvas: full bleed, mark inside it.
  { file: 'maskable-512.png', size: 512, svg: appIcon(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: appIcon(0.8) },
  ...Object.entries(glyphs).map(([name, glyph]) => ({
    file: `shortcut-${name}.png`,
    size: 96,
    svg: shortcutIcon(glyph),
  })),
];

mkdirSync(out, { recursive: true });
writeFileSync(new URL('favicon.svg', out), appIcon(1));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const { file, size, svg } of renders) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.locator('svg').screenshot({ path: new URL(file, out).pathname, omitBackground: true });
}
await browser.close();
console.log(`wrote ${renders.length + 1} icons to ${out.pathname}`);

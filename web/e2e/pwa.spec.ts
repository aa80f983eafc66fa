// The app is installable and works with no network after one online visit.
import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { chromiumLaunchOptions } from './support/chromium';
import { waitForServiceWorkerReady } from './support/service-worker';

const ROUTES = [
  { link: 'Recipe Sharing', path: '/recipe-sharing', heading: 'Recipe Sharing' },
  { link: 'Quick Meals', path: '/quick-meals', heading: 'Quick Meals' },
  { link: 'Live Kitchen', path: '/live-kitchen', heading: 'Live Kitchen' },
  { link: 'Mindful Cooking', path: '/mindful-cooking', heading: 'Mindful Cooking' },
  { link: 'Recipe Journal', path: '/recipe-journal', heading: 'Recipe Journal' },
  { link: 'Settings', path: '/settings', heading: 'Settings & Preferences' },
  { link: 'Home', path: '/', heading: 'Cook with what you have' },
];

const viteManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

const manifestSchema = z.object({
  name: z.string(),
  description: z.string().min(1),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string().optional() })),
  shortcuts: z.array(z.object({ name: z.string(), url: z.string() })),
});

test.describe('web app manifest', () => {
  test('is served with the fields and icons an install needs', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      short_name: 'Mise',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#2f6f4f',
      background_color: '#faf7f2',
    });
    const { name, icons, shortcuts } = manifestSchema.parse(body);
    expect(name).toContain('Mise');
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(shortcuts.map((shortcut) => shortcut.name)).toEqual(['Pantry', 'Grocery list', 'Cook']);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
});

test('Chromium reports no installability errors', async () => {
  // An incognito-like context always reports "in-incognito": use a real profile folder.
  const profile = mkdtempSync(path.join(tmpdir(), 'mise-profile-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(test.info().project.use.baseURL ?? '/');
    await waitForServiceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('after one online visit the app starts and navigates offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook with what you have');
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook with what you have');

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const route of ROUTES) {
    if (!(await nav.getByRole('link', { name: route.link }).isVisible())) {
      await page.getByRole('button', { name: /menu/i }).click();
    }
    await nav.getByRole('link', { name: route.link }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }

  // A cold start on a deep link, still offline: the shell comes from the service worker.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings & Preferences');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test("the service worker precaches every route's shell and every route chunk", () => {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const serviceWorker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precached = new Set([...serviceWorker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]));
  const builtScripts = readdirSync(path.join(dist, 'assets')).filter((file) =>
    /\.(js|css)$/.test(file),
  );
  expect(builtScripts.length).toBeGreaterThan(7);
  for (const file of [
    ...builtScripts.map((name) => `assets/${name}`),
    'index.html',
    'quick-meals.html',
    'settings.html',
    'shell.html',
    'manifest.webmanifest',
  ]) {
    expect(precached, file).toContain(file);
  }
});

test('index.html preloads the notifications with the first page, so a first visit that loses the connection still says so', () => {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const manifest = viteManifestSchema.parse(
    JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')),
  );
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The entry and the preloads are named on the starter's tag, which asks for them after the
  // first paint (build/start-after-first-paint.js).
  const linked = new Set([...html.matchAll(/\/(assets\/[^",\s]+\.js)/g)].map((match) => match[1]));
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  // What the entry imports statically comes with the entry itself, before any code runs.
  const withEntry = closure('index.html');
  const toaster = [...closure('src/components/ui/toaster.tsx')].filter((f) => !withEntry.has(f));
  expect(toaster.length).toBeGreaterThan(1);
  for (const file of toaster) expect(linked, file).toContain(file);
});

test("each route's HTML preloads its own page's code, not the home page's", () => {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const manifest = viteManifestSchema.parse(
    JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')),
  );
  const chunkOf = (module: string) => manifest[module]?.file ?? `no chunk for ${module}`;
  const quickMeals = readFileSync(path.join(dist, 'quick-meals.html'), 'utf8');
  expect(quickMeals).toContain(chunkOf('src/features/quick-meals/quick-meals-page.tsx'));
  expect(quickMeals).not.toContain(chunkOf('src/app/routes/home.tsx'));
  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  expect(home).toContain(chunkOf('src/app/routes/home.tsx'));
  expect(home).not.toContain(chunkOf('src/features/quick-meals/quick-meals-page.tsx'));
});

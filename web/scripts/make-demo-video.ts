// Makes the home page's demo video (public/media/demo.webm) and its captions (demo.en.vtt): a
// walkthrough of the real app, driven in Chromium the way a cook would use it, screenshot by
// screenshot, then drawn beside a phone frame and recorded by MediaRecorder (demo-video-page.js)
// with narration spoken by the server's own espeak-ng voice. Nothing is fetched from elsewhere.
// Run it from web/ after `pnpm build` (it serves the build), when the app's look changes:
//   npx tsx scripts/make-demo-video.ts
// The output is committed, so builds never need it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Page, chromium, expect } from '@playwright/test';
import { localIsoDate } from '@mise/domain/dates';
import { z } from 'zod';
import { PHONE } from '../budgets/browser';
import { startServer } from '../e2e/support/production-server';
import { CookingGuide } from '../e2e/pages/cooking-guide';
import { GroceryPage } from '../e2e/pages/grocery-page';
import { HomeLists } from '../e2e/pages/home-lists';
import { MealPlanner } from '../e2e/pages/meal-planner';
import { PantryPage } from '../e2e/pages/pantry-page';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { DEMO_SCRIPT, type DemoScene, toWebVtt } from '../src/features/home/demo-script';

const MEDIA = new URL('../../public/media/', import.meta.url);
const PAGE_SCRIPT = fileURLToPath(new URL('./demo-video-page.js', import.meta.url));
const require = createRequire(import.meta.url);

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

/** The screenshot of each scene that shows the app, by the scene's id. */
async function walkThrough(page: Page): Promise<Map<DemoScene['id'], Buffer>> {
  const shots = new Map<DemoScene['id'], Buffer>();
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  const shoot = async (id: DemoScene['id']) => {
    // A toast would cover the top of the screen: wait until it has gone.
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(400); // Let transitions and late images settle.
    shots.set(id, await page.screenshot());
  };

  const lists = new HomeLists(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeAttached({
    timeout: 15_000,
  });
  await shoot('home');

  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Tomatoes', category: 'Fridge', quantity: '6', expiry: inDays(2) });
  await pantry.addItem({ name: 'Spaghetti', category: 'Pantry', quantity: '1', unit: 'box' });
  await pantry.addItem({ name: 'Garlic', category: 'Pantry', quantity: '1', unit: 'head' });
  await pantry.addItem({ name: 'Basil', category: 'Fridge', expiry: inDays(3) });
  await pantry.addItem({ name: 'Eggs', category: 'Fridge', quantity: '6', expiry: inDays(9) });
  // Opened afresh, so the grid starts at its top: soonest to expire first.
  await page.reload();
  await pantry.goto();
  await shoot('pantry');

  await page.goto('/');
  const firstRecipe = lists.availableRecipes.getByRole('listitem').first();
  await expect(firstRecipe).toBeVisible();
  await lists.availableRecipes.scrollIntoViewIfNeeded();
  await shoot('recipes');

  const recipeName = (await firstRecipe.locator('span.font-semibold').first().innerText()).trim();
  const guide = new CookingGuide(page);
  await guide.startFromAvailableRecipes(recipeName);
  await expect(guide.progress).toBeVisible();
  await guide.currentStep.scrollIntoViewIfNeeded();
  await shoot('cooking');

  const planner = new MealPlanner(page);
  await planner.goto();
  await planner.button('Auto-Plan').click();
  await expect(planner.calendar.getByRole('button', { name: /^Plan / })).toHaveCount(0, {
    timeout: 15_000,
  });
  await planner.calendar.scrollIntoViewIfNeeded();
  await shoot('planner');

  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Parmesan', price: '5.49' });
  await grocery.addItem({ name: 'Lemons', quantity: '3', price: '1.99' });
  await grocery.addItem({ name: 'Olive oil', price: '8.99' });
  await grocery.checkbox('Lemons').check();
  await grocery.list.scrollIntoViewIfNeeded();
  await shoot('grocery');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('heading', { name: /share this kitchen/i }).scrollIntoViewIfNeeded();
  await shoot('share');
  return shots;
}

const sessionSchema = z.object({ accessToken: z.string() });

/** Each line of narration as WAV, spoken by the server's espeak-ng (POST /api/speak). */
async function narrate(baseUrl: string, lines: readonly string[]): Promise<Buffer[]> {
  const signIn = await fetch(`${baseUrl}/api/auth/anonymous`, { method: 'POST' });
  const { accessToken } = sessionSchema.parse(await signIn.json());
  const spoken: Buffer[] = [];
  for (const text of lines) {
    const answer = await fetch(`${baseUrl}/api/speak`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (!answer.ok) throw new Error(`/api/speak answered ${answer.status} for "${text}"`);
    spoken.push(Buffer.from(await answer.arrayBuffer()));
  }
  return spoken;
}

const recordingSchema = z.object({
  video: z.string().min(1),
  cues: z.array(z.object({ start: z.number(), end: z.number() })),
});

const server = await startServer();
const options = chromiumLaunchOptions();
const browser = await chromium.launch({
  ...options,
  args: [...(options.args ?? []), '--autoplay-policy=no-user-gesture-required'],
});
try {
  const phone = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, isMobile: true });
  const shots = await walkThrough(await phone.newPage());
  await phone.close();
  const voices = await narrate(
    server.baseUrl,
    DEMO_SCRIPT.map((scene) => scene.line),
  );

  const recorder = await browser.newPage();
  await recorder.goto('about:blank');
  await recorder.addScriptTag({ path: require.resolve('fix-webm-duration') });
  const scenes = DEMO_SCRIPT.map((scene, index) => {
    const shot = shots.get(scene.id);
    return {
      title: scene.title,
      caption: scene.line,
      image: shot && `data:image/png;base64,${shot.toString('base64')}`,
      audio: voices[index]?.toString('base64'),
    };
  });
  await recorder.evaluate((demoScenes) => {
    Object.assign(window, { demoScenes });
  }, scenes);
  const answer: unknown = await recorder.evaluate(readFileSync(PAGE_SCRIPT, 'utf8'));
  const { video, cues } = recordingSchema.parse(JSON.parse(String(answer)));
  const videoFile = new URL('demo.webm', MEDIA);
  writeFileSync(videoFile, Buffer.from(video, 'base64'));
  writeFileSync(new URL('demo.en.vtt', MEDIA), toWebVtt(DEMO_SCRIPT, cues));
  console.log(`wrote ${fileURLToPath(videoFile)} (${Math.round(video.length * 0.75) / 1000} KB)`);
} finally {
  await browser.close();
  await server.stop();
}

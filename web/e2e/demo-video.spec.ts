// The hero's demo video (spec §2): "Watch the demo" opens a dialog with the narrated walkthrough,
// English captions and a transcript, all made from one script; after one viewing it plays offline.
import { expect, test } from '@playwright/test';
import { DEMO_SCRIPT } from '../src/features/home/demo-script';
import { DemoVideoDialog } from './pages/demo-video-dialog';
import { waitForServiceWorkerReady } from './support/service-worker';

const lines = DEMO_SCRIPT.map((scene) => scene.line);

test('the demo plays with its captions and transcript, and hands focus back', async ({ page }) => {
  await page.goto('/');
  const demo = new DemoVideoDialog(page);
  await demo.open();

  const loaded = await demo.loaded();
  // The whole walkthrough, with a length the player can seek in (not an open-ended recording).
  expect(loaded.duration).toBeGreaterThan(30);
  expect(loaded.duration).toBeLessThan(120);
  expect(loaded).toMatchObject({ kind: 'captions', language: 'en', captions: lines });

  await demo.transcript.getByText('Transcript').click();
  await expect(demo.transcript.getByRole('listitem')).toHaveCount(DEMO_SCRIPT.length);
  await expect(demo.transcript.getByRole('listitem').first()).toContainText(lines[0] ?? '');

  await page.keyboard.press('Escape');
  await expect(demo.dialog).toBeHidden();
  await expect(demo.button).toBeFocused();
});

test('after one viewing it plays offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerReady(page);
  const demo = new DemoVideoDialog(page);
  await demo.open();
  await demo.loaded();

  await context.setOffline(true);
  await page.reload();
  await demo.open();
  const offline = await demo.loaded();
  expect(offline.duration).toBeGreaterThan(30);
  expect(offline.captions).toEqual(lines);
});

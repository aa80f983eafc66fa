// The hero's background video (spec §2, §3 local settings, §4, §9): muted and flagged at its
// first end, paused after 3 plays with "Video paused after 3 plays" (kept across a reload), a
// mute toggle that is remembered, and Reset Video that clears it all and loops again.
import { type Page, expect, test } from '@playwright/test';

// The video is motion: these tests play it, where the rest of the suite asks for less motion.
test.use({ reducedMotion: 'no-preference' });

const settings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mise-local-settings') ?? 'null') as unknown);

/**
 * Opens the home page with its 6-second loop playing at `rate` times its speed from the start.
 * Set on the element once it is on the page, the rate came too late on a slow host: the loop had
 * played at its own speed for 3 s before the test could reach it, and on CI for long enough to
 * end once, which the pause test then took for the pause's.
 */
async function openHomeAtRate(page: Page, rate: number) {
  await page.addInitScript((playbackRate) => {
    // Loading a source resets the rate to the default; loadstart comes after that reset.
    document.addEventListener(
      'loadstart',
      (event) => {
        if (!(event.target instanceof HTMLVideoElement)) return;
        event.target.defaultPlaybackRate = playbackRate;
        event.target.playbackRate = playbackRate;
      },
      true,
    );
  }, rate);
  await page.goto('/');
  const video = page.locator('header video');
  await expect(video).toBeAttached({ timeout: 15_000 });
  return video;
}

// A tenth of its speed is a minute a play: no play ends while a test runs, however slow the host.
const NO_END_IN_SIGHT = 0.1;

test('plays 3 times, turning muted after the first, then pauses and says so', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('header video');
  await expect(video).toBeAttached({ timeout: 15_000 });
  // Three plays in about a second (this page only: after the reload it plays at its own speed).
  await video.evaluate((element: HTMLVideoElement) => {
    element.playbackRate = 16;
  });
  await expect(page.getByText('Video paused after 3 plays')).toBeVisible({ timeout: 20_000 });
  expect(await settings(page)).toEqual({
    videoMuted: true,
    videoPlayedOnce: true,
    videoPlayCount: 3,
  });
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Unmute video' })).toBeVisible();

  // Remembered on this device: it stays paused after a reload.
  await page.reload();
  await expect(page.getByText('Video paused after 3 plays')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Reset Video' }).click();
  await expect(page.getByText('Video paused after 3 plays')).toBeHidden();
  expect(await settings(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Mute video' })).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && !element.muted))
    .toBe(true);
});

test('the mute toggle is remembered', async ({ page }) => {
  // The first end, which mutes it, must not come between reading the toggle and tapping it.
  await openHomeAtRate(page, NO_END_IN_SIGHT);
  const toggle = page.getByRole('button', { name: /^(Mute|Unmute) video$/ });
  const before = await toggle.getAttribute('aria-label');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
  const muted = (await toggle.getAttribute('aria-label')) === 'Unmute video';
  expect(await settings(page)).toMatchObject({ videoMuted: muted });
});

test('off screen the loop pauses, and plays on when the hero is back in view', async ({ page }) => {
  // No play ends while it runs, so any count below could only come from the pause.
  const video = await openHomeAtRate(page, NO_END_IN_SIGHT);
  const playing = () => video.evaluate((element: HTMLVideoElement) => !element.paused);
  await expect.poll(playing).toBe(true);

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(playing).toBe(false);
  const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);

  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await expect.poll(playing).toBe(true);
  // On from where it was, not from the start.
  expect(
    await video.evaluate((element: HTMLVideoElement) => element.currentTime),
  ).toBeGreaterThanOrEqual(pausedAt);
  // Not an ended play: nothing of the 3-plays rule was counted.
  expect(await settings(page)).toBeNull();
});

test.describe('for someone who asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero stays still, on its picture: no video is loaded', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.endsWith('/media/hero-loop.webm') || /\/assets\/hero-video-[^/]+\.js$/.test(url)) {
        videoRequests.push(url);
      }
    });
    await page.goto('/');
    // Available Recipes load when the browser is idle, the moment the video's code would be
    // asked for: by the time they are drawn, that request would have gone out.
    await expect(
      page
        .getByRole('region', { name: /^Available Recipes/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.locator('header video')).toHaveCount(0);
    await expect(page.locator('main header img[src="/media/hero-still.webp"]')).toBeVisible();
    expect(videoRequests).toEqual([]);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hero fits the first screen, its actions in view, over footage drawn no larger than it was filmed', async ({
    page,
  }) => {
    const video = await openHomeAtRate(page, NO_END_IN_SIGHT);
    const hero = page.locator('main header').first();
    const heroBox = await hero.boundingBox();
    expect(heroBox, 'the hero is drawn').not.toBeNull();
    expect(heroBox!.y + heroBox!.height).toBeLessThanOrEqual(844);
    for (const name of ['Start Cooking', 'Cook Together Live', 'Scan Pantry', 'Watch the demo'])
      await expect(
        hero.getByRole(/^(Start|Cook)/.test(name) ? 'link' : 'button', { name }),
      ).toBeInViewport({
        ratio: 1,
      });
    // Crisp: a source pixel covers at most one CSS pixel (object-fit: cover scales by the larger
    // of the two ratios). The 640 × 360 loop stretched over the whole tall hero was 3.3 times.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const scale = await video.evaluate((element: HTMLVideoElement) => {
      const box = element.getBoundingClientRect();
      return Math.max(box.width / element.videoWidth, box.height / element.videoHeight);
    });
    expect(scale).toBeLessThanOrEqual(1);
    // The still the hero painted first (hero-still.tsx) gave the video its place, at its size.
    await expect(hero.locator('img[src="/media/hero-still.webp"]')).toBeHidden();
    const videoBox = await video.boundingBox();
    expect(videoBox?.width).toBeCloseTo(heroBox!.width, 0);
  });
});

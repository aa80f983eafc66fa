// Mindful Cooking (spec §2, §3, §4, §9): the tabs and the five sessions, the player's countdown
// and breathing phases under Playwright's clock (a jump forward is a tab that slept), pause and
// resume, one session at a time, mute and the volume, the "Session Complete" toast, and the
// synthesised music of a session playing again offline.
import { expect, test } from '@playwright/test';
import { MindfulPage } from './pages/mindful-page';
import { waitForServiceWorkerReady } from './support/service-worker';

const START = new Date('2026-03-02T08:00:00');

test('the tabs list the five sessions of the spec by type, and a tips card follows', async ({
  page,
}) => {
  const mindful = new MindfulPage(page);
  await mindful.goto();
  await expect(page.getByRole('tab')).toHaveText(['All', 'Meditation', 'Breathing', 'Music']);
  await expect(mindful.tab('All')).toHaveAttribute('aria-selected', 'true');
  await expect(mindful.cardTitles()).toHaveText([
    'Pre-Cooking Centering',
    'Rhythmic Chopping Breath',
    'Kitchen Zen Soundscape',
    'Mindful Waiting',
    'Mindful Tasting',
  ]);
  await expect(page.getByRole('tabpanel').getByRole('listitem').nth(2)).toContainText(
    /Music.*30 min.*Audio/,
  );
  await mindful.tab('Meditation').click();
  await expect(mindful.cardTitles()).toHaveText([
    'Pre-Cooking Centering',
    'Mindful Waiting',
    'Mindful Tasting',
  ]);
  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(mindful.tab('Breathing')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mindful.cardTitles()).toHaveText(['Rhythmic Chopping Breath']);
  await mindful.tab('Music').click();
  await expect(mindful.cardTitles()).toHaveText(['Kitchen Zen Soundscape']);
  await expect(page.getByRole('heading', { name: 'Mindful Cooking Tips' })).toBeVisible();
});

test('a breathing session counts down, breathes in its phases, pauses, and completes with one toast', async ({
  page,
}) => {
  await page.clock.install({ time: START });
  const mindful = new MindfulPage(page);
  await mindful.goto();
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));

  await mindful.startButton('Rhythmic Chopping Breath').click();
  await mindful.expectPlayer('Rhythmic Chopping Breath', 'Breathing', 'Playing');
  await expect(mindful.button('Pause')).toBeFocused();
  await expect(mindful.countdown).toHaveText('3:00');
  await mindful.expectBreathing('Inhale', 1);

  await page.clock.runFor(4_000);
  await expect(mindful.countdown).toHaveText('2:56');
  await mindful.expectBreathing('Hold', 1);
  await page.clock.runFor(4_000);
  await expect(mindful.countdown).toHaveText('2:52');
  await mindful.expectBreathing('Exhale', 1);
  await page.clock.runFor(6_000);
  await expect(mindful.countdown).toHaveText('2:46');
  await mindful.expectBreathing('Inhale', 2);

  // Paused, nothing moves; play goes on from there.
  await mindful.button('Pause').click();
  await mindful.expectPlayer('Rhythmic Chopping Breath', 'Breathing', 'Paused');
  await page.clock.runFor(30_000);
  await expect(mindful.countdown).toHaveText('2:46');
  await mindful.expectBreathing('Inhale', 2);
  await mindful.button('Play').click();
  await page.clock.runFor(5_000);
  await expect(mindful.countdown).toHaveText('2:41');
  await mindful.expectBreathing('Hold', 2);

  // The tab sleeps through the rest (no timer runs on the way) and wakes past the end.
  await page.clock.fastForward('05:00');
  await expect(mindful.countdown).toHaveText('0:00');
  await mindful.expectPlayer('Rhythmic Chopping Breath', 'Breathing', 'Complete');
  await expect(mindful.toast('Session Complete')).toBeVisible();
  await expect(mindful.toast('Great job staying mindful!')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(mindful.notifications.getByText('Session Complete')).toHaveCount(1);
  await expect(mindful.button('Play')).toBeVisible();
});

test('one session at a time; stop, mute, and the volume as a percent', async ({ page }) => {
  const mindful = new MindfulPage(page);
  await mindful.goto();
  const music = page.waitForResponse((response) =>
    response.url().endsWith('/api/soundscape/singing-bowls'),
  );
  await mindful.startButton('Pre-Cooking Centering').click();
  expect((await music).status()).toBe(200);
  await mindful.expectPlayer('Pre-Cooking Centering', 'Meditation', 'Playing');
  await expect(mindful.countdown).toHaveText(/^(5:00|4:5\d)$/);
  await expect
    .poll(() => mindful.audio())
    .toEqual([{ paused: false, loop: true, volume: 0.7, heard: true }]);

  // While it plays, no other card starts, in any tab.
  await expect(mindful.playingNote).toBeVisible();
  await expect(mindful.startButton('Mindful Tasting')).toBeDisabled();
  await mindful.tab('Breathing').click();
  await expect(mindful.startButton('Rhythmic Chopping Breath')).toBeDisabled();

  // Volume: 70 % to begin with; Mute sets the slider to 0, Unmute brings 70 back.
  await expect(mindful.volume).toHaveAttribute('aria-valuenow', '70');
  await expect(mindful.volumePercent).toHaveText('70%');
  await mindful.button('Mute').click();
  await expect(mindful.volume).toHaveAttribute('aria-valuenow', '0');
  await expect(mindful.volumePercent).toHaveText('0%');
  await expect.poll(async () => (await mindful.audio())[0]?.volume).toBe(0);
  await mindful.button('Unmute').click();
  await expect(mindful.volume).toHaveAttribute('aria-valuenow', '70');
  // The slider moves by keyboard, one step at a time, between 0 and 100.
  await mindful.volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(mindful.volumePercent).toHaveText('69%');
  await page.keyboard.press('End');
  await expect(mindful.volumePercent).toHaveText('100%');
  await expect.poll(async () => (await mindful.audio())[0]?.volume).toBe(1);
  await page.keyboard.press('Home');
  await expect(mindful.volumePercent).toHaveText('0%');
  await expect(mindful.button('Unmute')).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(mindful.volumePercent).toHaveText('10%');

  // Stopped, it is back at its full length, and any card may start.
  await mindful.button('Stop').click();
  await mindful.expectPlayer('Pre-Cooking Centering', 'Meditation', 'Stopped');
  await expect(mindful.countdown).toHaveText('5:00');
  await expect.poll(async () => (await mindful.audio())[0]?.paused).toBe(true);
  await expect(mindful.playingNote).toBeHidden();
  await mindful.startButton('Rhythmic Chopping Breath').click();
  await mindful.expectPlayer('Rhythmic Chopping Breath', 'Breathing', 'Playing');
  await expect(mindful.countdown).toHaveText(/^(3:00|2:5\d)$/);
  expect(await mindful.audio()).toEqual([]);
});

test("a session's music, played once online, plays offline", async ({ page, context }) => {
  const mindful = new MindfulPage(page);
  await mindful.goto();
  await waitForServiceWorkerReady(page);
  await mindful.startButton('Kitchen Zen Soundscape').click();
  await expect
    .poll(() => mindful.audio())
    .toEqual([{ paused: false, loop: true, volume: 0.7, heard: true }]);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match('/api/soundscape/zen-drone'))?.status),
    )
    .toBe(200);

  // Offline, with the browser's HTTP cache emptied: only the service worker's cache can answer.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mindful Cooking');
  await mindful.startButton('Kitchen Zen Soundscape').click();
  await mindful.expectPlayer('Kitchen Zen Soundscape', 'Music', 'Playing');
  await expect
    .poll(() => mindful.audio())
    .toEqual([{ paused: false, loop: true, volume: 0.7, heard: true }]);
  await expect(page.getByText('The music could not load')).toBeHidden();
});

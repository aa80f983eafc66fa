// The kitchen ambience under voice listening (spec §3 soundscapes, §4 voice capture, §9): the
// chosen soundscape, fetched from /api/soundscape/{id}, loops at volume 0.3 while listening and
// stops when listening stops. The page's own audio element is read: every one the page makes is
// noted (the soundscape's is never in the document), and its state asked for.
import { expect, test } from '@playwright/test';
import type { Soundscape } from '@mise/domain/options';
import { installFakeSpeech } from './support/fake-speech';
import { startAvocadoToast } from './support/start-avocado-toast';

/**
 * Runs before the app: the voice settings (§3, kept on the device) with this soundscape, unless
 * the device has settings already (after a reload, what the cook chose since).
 */
function chooseSoundscape(soundscape: Soundscape): void {
  if (localStorage.getItem('mise-voice-settings') !== null) return;
  localStorage.setItem(
    'mise-voice-settings',
    JSON.stringify({ state: { settings: { soundscape } }, version: 1 }),
  );
}

/** Runs before the app: keeps every audio element the page makes with `new Audio()`. */
function noteAudioElements(): void {
  const made: HTMLAudioElement[] = [];
  (window as unknown as { __audio: HTMLAudioElement[] }).__audio = made;
  window.Audio = new Proxy(window.Audio, {
    construct: (Audio, args: [string?]) => {
      const audio = new Audio(...args);
      made.push(audio);
      return audio;
    },
  });
}

const audioStates = () =>
  (window as unknown as { __audio: HTMLAudioElement[] }).__audio.map((audio) => ({
    paused: audio.paused,
    loop: audio.loop,
    volume: audio.volume,
    heard: audio.currentTime > 0,
  }));

const CHOSEN: Soundscape = 'italian-cafe';

test('the chosen soundscape loops at volume 0.3 while listening, and stops with it', async ({
  page,
}) => {
  await page.addInitScript(chooseSoundscape, CHOSEN);
  await page.addInitScript(noteAudioElements);
  // Hands-free, so listening lasts until the cook stops it.
  await page.addInitScript(installFakeSpeech, { continuous: true, voices: true });
  const guide = await startAvocadoToast(page);
  await guide.section.getByRole('switch', { name: 'Hands-free' }).click();
  expect(await page.evaluate(audioStates)).toEqual([]);

  const ambience = page.waitForResponse((response) =>
    response.url().endsWith(`/api/soundscape/${CHOSEN}`),
  );
  await guide.button('Speak a command').click();
  expect((await ambience).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(audioStates))
    .toEqual([{ paused: false, loop: true, volume: 0.3, heard: true }]);

  await guide.button('Stop listening').click();
  await expect(guide.button('Speak a command')).toBeVisible();
  await expect
    .poll(() => page.evaluate(audioStates))
    .toEqual([{ paused: true, loop: true, volume: 0.3, heard: true }]);
});

test('choosing another ambience while listening switches the sound at once', async ({ page }) => {
  await page.addInitScript(chooseSoundscape, CHOSEN);
  await page.addInitScript(noteAudioElements);
  await page.addInitScript(installFakeSpeech, { continuous: true, voices: true });
  const guide = await startAvocadoToast(page);
  await guide.section.getByRole('switch', { name: 'Hands-free' }).click();
  await guide.button('Speak a command').click();
  await expect
    .poll(() => page.evaluate(audioStates))
    .toEqual([{ paused: false, loop: true, volume: 0.3, heard: true }]);

  const sizzle = page.waitForResponse((response) =>
    response.url().endsWith('/api/soundscape/sizzling-pan'),
  );
  const ambience = guide.section.getByRole('combobox', { name: 'Ambience' });
  await expect(ambience.locator('option:checked')).toHaveText('Italian café');
  await ambience.selectOption('Sizzling pan');
  expect((await sizzle).status()).toBe(200);
  // The café stops; the pan plays in its place, as the ambience did.
  await expect
    .poll(() => page.evaluate(audioStates))
    .toEqual([
      { paused: true, loop: true, volume: 0.3, heard: true },
      { paused: false, loop: true, volume: 0.3, heard: true },
    ]);

  // "None" is silence, and the choice is kept on the device.
  await ambience.selectOption('None');
  await expect
    .poll(() => page.evaluate(audioStates))
    .toEqual([
      { paused: true, loop: true, volume: 0.3, heard: true },
      { paused: true, loop: true, volume: 0.3, heard: true },
    ]);
  await page.reload();
  await guide.reveal();
  await expect(
    guide.section.getByRole('combobox', { name: 'Ambience' }).locator('option:checked'),
  ).toHaveText('None');
});

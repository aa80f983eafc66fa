// Settings → the assistant's voice (spec §2, §3 voice settings, kept on this device): each card
// saves its choice and it survives a reload; Test Voice speaks in that profile; the ambience
// previews its soundscape; the voice commands are listed.
import { type Page, expect, test } from '@playwright/test';
import { SETTINGS_VOICE_COMMANDS } from '@mise/domain/voice-labels';

/** Opens Settings and waits for its cards, which load after the page. */
async function openVoiceSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Voice Commands' })).toBeVisible();
}

const stored = () => JSON.parse(localStorage.getItem('mise-voice-settings') ?? 'null') as unknown;

test('every voice card saves its choice, and it survives a reload', async ({ page }) => {
  await openVoiceSettings(page);
  const personality = page.getByRole('region', { name: 'Chef Voice Personality' });
  await expect(personality.getByRole('radio', { name: /Friendly Home Cook/ })).toBeChecked();
  await personality.getByRole('radio', { name: /Michelin Chef/ }).check();

  const language = page.getByRole('region', { name: 'Language & Region' }).getByRole('combobox');
  await language.selectOption('Español');

  const style = page.getByRole('region', { name: 'Speaking Style' }).getByRole('switch');
  await expect(style).toBeChecked();
  await style.click();

  const ambience = page.getByRole('region', { name: 'Kitchen Ambience' });
  await ambience.getByRole('combobox', { name: 'Ambience' }).selectOption('French bistro');

  expect(await page.evaluate(stored)).toMatchObject({
    state: {
      settings: {
        profile: 'michelin-chef',
        language: 'es',
        mode: 'concise',
        soundscape: 'french-bistro',
      },
    },
  });
  await page.reload();
  await openVoiceSettings(page);
  await expect(personality.getByRole('radio', { name: /Michelin Chef/ })).toBeChecked();
  await expect(language.locator('option:checked')).toHaveText('Español');
  await expect(style).not.toBeChecked();
  await expect(
    ambience.getByRole('combobox', { name: 'Ambience' }).locator('option:checked'),
  ).toHaveText('French bistro');

  const commands = page.getByRole('region', { name: 'Voice Commands' }).getByRole('listitem');
  await expect(commands).toHaveText(SETTINGS_VOICE_COMMANDS.map((command) => `“${command}”`));
});

test('Test Voice speaks in the profile it belongs to', async ({ page }) => {
  await openVoiceSettings(page);
  // Headless Chromium has no voices: the server's espeak-ng voice speaks, asked for the profile.
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/voice/speak'));
  await page.getByRole('button', { name: 'Test Voice: Celebrity Chef' }).click();
  expect((await asked).postDataJSON()).toMatchObject({
    voiceProfile: 'celebrity-chef',
    language: 'en',
    text: "Hello! I'm your kitchen assistant. Let's cook something wonderful.",
  });
  await expect(page.getByRole('button', { name: 'Test Voice: Celebrity Chef' })).toBeEnabled();
});

test('the ambience previews its soundscape until stopped', async ({ page }) => {
  await openVoiceSettings(page);
  const ambience = page.getByRole('region', { name: 'Kitchen Ambience' });
  const preview = ambience.getByRole('button', { name: 'Preview' });
  await expect(preview).toBeDisabled();
  await ambience.getByRole('combobox', { name: 'Ambience' }).selectOption('Sizzling pan');

  const sound = page.waitForResponse((response) =>
    response.url().endsWith('/api/soundscape/sizzling-pan'),
  );
  await preview.click();
  expect((await sound).status()).toBe(200);
  const stop = ambience.getByRole('button', { name: 'Stop preview' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await stop.click();
  await expect(ambience.getByRole('button', { name: 'Preview' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

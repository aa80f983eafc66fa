// Adding a pantry item by voice (spec §4, §5, §8). Chromium's speech recognition sends audio to
// an online service, which the tests may not reach, so the page gets a stand-in recognizer that
// behaves like the real one (one final result, then "end") and a stand-in microphone; what is
// tested is everything of ours around them: permission first, the parsing, the form it opens,
// and the messages of §8.
import { expect, test } from '@playwright/test';
import { PantryPage } from './pages/pantry-page';
import { installFakeSpeech } from './support/fake-speech';

test('a spoken "add two cartons of eggs to the fridge" opens the form filled in, and saves', async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, {
    phrases: ['Add two cartons of eggs to the fridge'],
  });
  const pantry = new PantryPage(page);
  await pantry.goto();
  await expect(pantry.form).toBeHidden();

  await pantry.section.getByRole('button', { name: 'Add by voice' }).click();
  await expect(pantry.form).toBeVisible();
  await expect(pantry.nameInput).toHaveValue('eggs');
  await expect(pantry.categorySelect).toHaveText('Fridge');
  await expect(pantry.quantityInput).toHaveValue('2');
  await expect(pantry.unitInput).toHaveValue('carton');

  await pantry.saveButton.click();
  await expect(pantry.form).toBeHidden();
  await expect(pantry.card('eggs')).toBeVisible();
  await expect(pantry.countBadge).toHaveText('1');
});

test('any other phrase becomes the name', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { phrases: ['smoked paprika'] });
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.section.getByRole('button', { name: 'Add by voice' }).click();
  await expect(pantry.nameInput).toHaveValue('smoked paprika');
  await expect(pantry.categorySelect).toHaveText('Pantry');
});

for (const [error, message] of [
  ['NotAllowedError', 'Microphone access denied. Please enable it in your browser settings.'],
  ['NotFoundError', 'No microphone found. Please connect a microphone.'],
  ['AbortError', 'Unable to access microphone. Please check your settings.'],
] as const) {
  test(`a microphone ${error} says "${message}" and opens nothing`, async ({ page }) => {
    await page.addInitScript(installFakeSpeech, {
      phrases: ['add milk to the fridge'],
      microphoneError: error,
    });
    const pantry = new PantryPage(page);
    await pantry.goto();
    await pantry.section.getByRole('button', { name: 'Add by voice' }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(message),
    ).toBeVisible();
    await expect(pantry.form).toBeHidden();
  });
}

test('a browser without speech recognition says so in place of the control', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { unsupported: true });
  const pantry = new PantryPage(page);
  await pantry.goto();
  await expect(
    pantry.section.getByText('Voice recognition not supported in this browser'),
  ).toBeVisible();
  await expect(pantry.section.getByRole('button', { name: 'Add by voice' })).toHaveCount(0);
});

// A Spanish cook asks for a swap by voice while cooking (issue 25): Settings say Español, the
// recogniser listens in es-ES, and the assistant answers, aloud and on screen, in Spanish with the
// Spanish names of the ingredients and the swap's ratio and note. The browser's speech is the
// stand-in of support/fake-speech.ts, given a Spanish voice here, so what is said aloud is
// recorded.
import { type Page, expect, test } from '@playwright/test';
import { installFakeSpeech, spokenLines } from './support/fake-speech';
import { AVOCADO_TOAST_STEPS, startAvocadoToast } from './support/start-avocado-toast';

const QUESTION = '¿Qué puedo usar en vez de mantequilla?';
/** The reference's first swap for butter, its ratio and note, then the other swap, in Spanish. */
const SPANISH_SWAP =
  /^En vez de mantequilla, usa aceite de oliva: 3\/4 de taza por cada taza\. Ideal para saltear.*También puedes usar aceite de coco\.$/;
const ENGLISH_WORDS = /\b(?:Instead|use|butter|olive|cup|which you have)\b/;

/** Headless Chromium has no voices: the stand-in's one voice speaks Spanish here. */
function giveSpanishVoice(): void {
  const synthesis = (window as unknown as { speechSynthesis: { getVoices: () => unknown[] } })
    .speechSynthesis;
  synthesis.getVoices = () => [
    { lang: 'es-ES', name: 'Voz de prueba', localService: true, default: true },
  ];
}

async function chooseSpanish(page: Page): Promise<void> {
  await page.goto('/settings');
  const language = page.getByRole('region', { name: 'Language & Region' }).getByRole('combobox');
  await language.selectOption('Español');
  await expect(language.locator('option:checked')).toHaveText('Español');
}

const lastSaid = (page: Page) => page.evaluate(spokenLines).then((lines) => lines.at(-1) ?? '');

test('a Spanish cook asks for a swap by voice and hears the answer in Spanish', async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, { phrases: [QUESTION], lang: 'es-ES', voices: true });
  await page.addInitScript(giveSpanishVoice);
  await chooseSpanish(page);
  const guide = await startAvocadoToast(page);
  // The guide reads the recipe's first step with its own words in Spanish.
  await expect
    .poll(() => page.evaluate(spokenLines))
    .toContain(`Paso 1. ${AVOCADO_TOAST_STEPS[0] ?? ''}`);

  await guide.button('Speak a command').click();
  await expect(guide.section.getByText('Heard:')).toContainText(QUESTION);
  await expect.poll(() => lastSaid(page)).toMatch(SPANISH_SWAP);
  await expect(guide.message).toHaveText(SPANISH_SWAP);
  expect(await lastSaid(page)).not.toMatch(ENGLISH_WORDS);

  // The Swap button asks about the step, eggs boiled for jammy yolks: nothing stands in for
  // eggs that are the dish, and the assistant says so, in Spanish too.
  await guide.button('Swap').click();
  const noSwap = /^Cuando el huevo es el plato o lo que lo cuaja, no hay un buen sustituto\./;
  await expect(guide.message).toHaveText(noSwap);
  await expect.poll(() => lastSaid(page)).toMatch(noSwap);
});

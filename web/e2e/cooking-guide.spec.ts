// The cooking guide (spec §2 Cooking section, §4 cooking session and step timer): starting a
// recipe from Available Recipes, Next / Repeat / Swap with the assistant's words, the session
// kept across a reload and working offline, timers that keep true time and ring at zero, typed
// voice commands in two languages, a notification when a timer ends while the app is hidden,
// the skill level changing the guidance, and the congratulation shown for the session just
// finished only.
import AxeBuilder from '@axe-core/playwright';
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import { type Page, expect, test } from '@playwright/test';
import { CookingGuide } from './pages/cooking-guide';
import { PantryPage } from './pages/pantry-page';
import { installFakeSpeech, spokenLines } from './support/fake-speech';
import { waitForServiceWorkerReady } from './support/service-worker';

const TOAST = findSeedRecipe('seed-avocado-toast-jammy-egg');
if (!TOAST) throw new Error('The avocado toast seed recipe is missing');
const AVOCADO_TOAST = TOAST;
const steps = AVOCADO_TOAST.instructions.map((step) => step.instruction);
const total = steps.length;

/** A pantry for which the avocado toast is the best match, so it tops Available Recipes. */
async function startAvocadoToast(page: Page): Promise<CookingGuide> {
  const pantry = new PantryPage(page);
  await pantry.goto();
  for (const name of ['Avocado', 'Sourdough bread', 'Eggs']) await pantry.addItem({ name });
  const guide = new CookingGuide(page);
  await guide.reveal();
  await expect(guide.browseRecipes).toBeVisible();
  await expect(guide.button('Start Voice Command')).toBeVisible();
  await guide.startFromAvailableRecipes(AVOCADO_TOAST.name);
  await expect(guide.section).toBeFocused();
  await expect(guide.section.getByRole('heading', { name: AVOCADO_TOAST.name })).toBeVisible();
  return guide;
}

test('a recipe is cooked step by step with the assistant, and finishing congratulates', async ({
  page,
}) => {
  const guide = await startAvocadoToast(page);
  await expect(guide.stepOf(1, total)).toBeVisible();
  await expect(guide.currentStep).toHaveText(steps[0] ?? '');
  await expect(guide.progress).toHaveAttribute('aria-valuenow', '0');
  await expect(guide.message).toHaveText(`Step 1. ${steps[0]}`);
  await expect(guide.motivation).not.toBeEmpty();
  // The first step boils the eggs: Swap answers with a swap for egg from the reference.
  await guide.button('Swap').click();
  await expect(guide.message).toContainText(/egg/i);
  await expect(guide.section.getByText('What can I substitute in this step:')).toBeVisible();

  await guide.button('Next').click();
  await expect(guide.stepOf(2, total)).toBeVisible();
  await expect(guide.currentStep).toHaveText(steps[1] ?? '');
  await expect(guide.progress).toHaveAttribute('aria-valuenow', String(Math.round(100 / total)));
  await expect(guide.message).toContainText(`Step 2. ${steps[1]}`);

  // The session lives on the device: a reload comes back to the same step.
  await page.reload();
  await guide.reveal();
  await expect(guide.stepOf(2, total)).toBeVisible();
  await guide.button('Repeat').click();
  await expect(guide.message).toHaveText(`Step 2. ${steps[1]}`);

  for (let step = 2; step < total; step += 1) await guide.button('Next').click();
  await expect(guide.stepOf(total, total)).toBeVisible();
  await guide.button('Next').click();
  await expect(guide.section.getByText(`${AVOCADO_TOAST.name} is done!`)).toBeVisible();
  await expect(guide.browseRecipes).toBeVisible();
});

/** Next through every step: the last one finishes the session. */
async function finishCooking(guide: CookingGuide): Promise<void> {
  for (let step = 1; step < total; step += 1) {
    await guide.button('Next').click();
    await expect(guide.stepOf(step + 1, total)).toBeVisible();
  }
  await guide.button('Next').click();
}

test("the congratulation is the finished session's only: gone after a reload or another session", async ({
  page,
}) => {
  const guide = await startAvocadoToast(page);
  const done = guide.section.getByText(`${AVOCADO_TOAST.name} is done!`);
  await finishCooking(guide);
  await expect(done).toBeVisible();
  await page.reload();
  await guide.reveal();
  await expect(guide.browseRecipes).toBeVisible();
  await expect(done).toHaveCount(0);

  // Finished again, then a new session is started and stopped: the cheer was the last one's.
  await guide.startFromAvailableRecipes(AVOCADO_TOAST.name);
  await finishCooking(guide);
  await expect(done).toBeVisible();
  await guide.startFromAvailableRecipes(AVOCADO_TOAST.name);
  await expect(guide.stepOf(1, total)).toBeVisible();
  await guide.button('Stop cooking').click();
  await expect(guide.browseRecipes).toBeVisible();
  await expect(done).toHaveCount(0);
});

test('cooking goes on offline, and typed commands work in English and Spanish', async ({
  page,
  context,
}) => {
  const guide = await startAvocadoToast(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);

  await guide.command('next step please');
  await expect(guide.stepOf(2, total)).toBeVisible();
  await guide.command('where were we?');
  await expect(guide.message).toContainText(`step 2 of ${total}`, { ignoreCase: true });
  await guide.command('atrás');
  await expect(guide.stepOf(1, total)).toBeVisible();
  await guide.command('siguiente');
  await expect(guide.stepOf(2, total)).toBeVisible();

  // The guide starts on the servings the recipe states (the toast serves 2, with 2 eggs), and
  // "make it for 8" scales from there: 8 eggs.
  const eggs = guide.section.getByRole('listitem').filter({ hasText: /egg$/ });
  const servings = guide.section.getByRole('group', { name: 'Servings' });
  await expect(servings).toContainText(`${TOAST.servings} servings`);
  await expect(eggs).toContainText('2 piece');
  await guide.command('make it for 8 people');
  await expect(servings).toContainText('8 servings');
  await expect(eggs).toContainText('8 piece');

  await guide.command('set a timer for twelve minutes');
  await expect(guide.timers.filter({ hasText: '12 min' })).toContainText('12:00');
});

test('step timers keep true time across a reload, pause, and ring at zero until dismissed', async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, { voices: true });
  await page.clock.install();
  const guide = await startAvocadoToast(page);
  // Step 1 lasts 7 minutes: its timer starts from its own duration.
  await guide.button('Start 7:00 timer').click();
  const timer = guide.timers.filter({ hasText: 'Step 1' });
  await expect(timer).toContainText('7:00');
  await page.clock.fastForward('01:00');
  // Real time runs on beside the jumps, a few seconds on a busy machine.
  await expect(timer).toContainText(/Running(5:[45]\d|6:00)/);

  // A reload comes back to the time left, not to a fresh 7:00.
  await page.reload();
  await guide.reveal();
  await expect(timer).toContainText(/Running(5:[45]\d|6:00)/);

  await timer.getByRole('button', { name: 'Pause Step 1 timer' }).click();
  await expect(timer).toContainText('Paused');
  const paused = await timer.getByRole('timer').innerText();
  await page.clock.fastForward('02:00');
  await expect(timer.getByRole('timer')).toHaveText(paused);
  await timer.getByRole('button', { name: 'Resume Step 1 timer' }).click();
  await expect(timer).toContainText('Running');

  await page.clock.fastForward('06:30');
  await expect(guide.alarm).toContainText('The Step 1 timer is done.');
  await expect
    .poll(() => page.evaluate(spokenLines))
    .toContain("Time's up! The Step 1 timer is done.");
  await guide.alarm.getByRole('button', { name: 'Dismiss' }).click();
  await expect(guide.alarm).toBeHidden();
  // Dismissing is stopping: the timer is cleared (§4).
  await expect(timer).toHaveCount(0);
});

test('a timer that ends while the app is hidden says so in a notification', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // Records what the app shows, and lets the test hide the page as a locked phone would.
  await page.addInitScript(() => {
    const shown: string[] = [];
    const state = window as unknown as { __shown: string[]; __hidden: boolean };
    state.__shown = shown;
    state.__hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (state.__hidden ? 'hidden' : 'visible'),
    });
    ServiceWorkerRegistration.prototype.showNotification = (title, options) => {
      shown.push(`${title}: ${options?.body ?? ''}`);
      return Promise.resolve();
    };
  });
  await page.addInitScript(installFakeSpeech, { voices: true });
  await page.clock.install();
  const guide = await startAvocadoToast(page);
  await waitForServiceWorkerReady(page);
  await guide.button('Start 7:00 timer').click();
  await expect(guide.timers.filter({ hasText: 'Step 1' })).toContainText('7:00');

  await page.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = true;
  });
  await page.clock.fastForward('07:30');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown))
    .toEqual(["Timer done: Time's up! The Step 1 timer is done."]);
});

test('the screen is kept on while cooking and let go when the recipe is done', async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __wakeLocks: string[] }).__wakeLocks = log;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          log.push(`request ${type}`);
          const sentinel = {
            released: false,
            release: () => {
              sentinel.released = true;
              log.push('release');
              return Promise.resolve();
            },
          };
          return Promise.resolve(sentinel);
        },
      },
    });
  });
  const locks = () => (window as unknown as { __wakeLocks: string[] }).__wakeLocks;
  const guide = await startAvocadoToast(page);
  await expect.poll(() => page.evaluate(locks)).toEqual(['request screen']);
  await guide.button('Stop cooking').click();
  await expect(guide.browseRecipes).toBeVisible();
  await expect.poll(() => page.evaluate(locks)).toEqual(['request screen', 'release']);
});

test('the skill level changes the guidance for the step', async ({ page }) => {
  const guide = await startAvocadoToast(page);
  const tip = guide.section.getByText("Chef's tip:").locator('..');
  const skill = guide.section.getByRole('radiogroup', { name: 'Skill level' });
  await skill.getByRole('radio', { name: 'Beginner' }).click();
  await expect(skill.getByRole('radio', { name: 'Beginner' })).toBeChecked();
  const beginner = await tip.innerText();
  await skill.getByRole('radio', { name: 'Advanced' }).click();
  await expect(skill.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  await expect(tip).not.toHaveText(beginner);
  expect((await tip.innerText()).length).toBeLessThan(beginner.length);
});

test('a spoken command moves on, and the assistant says the steps aloud', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { phrases: ['Next step.'], voices: true });
  const guide = await startAvocadoToast(page);
  await expect.poll(() => page.evaluate(spokenLines)).toContain(`Step 1. ${steps[0]}`);

  await guide.button('Speak a command').click();
  await expect(guide.stepOf(2, total)).toBeVisible();
  await expect(guide.section.getByText('Heard:')).toContainText('Next step.');
  const said = await page.evaluate(spokenLines);
  expect(said.at(-1)).toContain(`Step 2. ${steps[1]}`);

  const { violations } = await new AxeBuilder({ page }).include('#cooking').analyze();
  expect(violations).toEqual([]);
});

test('hands-free mode listens until stopped and acts only on what follows "chef"', async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, {
    phrases: ['set a timer for five minutes', 'Chef, next step'],
    continuous: true,
  });
  const guide = await startAvocadoToast(page);
  await guide.section.getByRole('switch', { name: 'Hands-free' }).click();
  await guide.button('Speak a command').click();
  await expect(guide.section.getByRole('status').filter({ hasText: 'Listening...' })).toBeVisible();
  await expect(guide.button('Stop listening')).toHaveAttribute('aria-pressed', 'true');
  await expect(guide.stepOf(2, total)).toBeVisible();
  // The first phrase had no "chef" in front: no timer was set.
  await expect(guide.timers).toHaveCount(0);
  await guide.button('Stop listening').click();
  await expect(guide.section.getByText('Listening...')).toBeHidden();
  await expect(guide.button('Speak a command')).toBeVisible();
});

test('a refused microphone says why in the voice panel', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { microphoneError: 'NotAllowedError' });
  const guide = await startAvocadoToast(page);
  await guide.button('Speak a command').click();
  await expect(guide.section.getByRole('alert')).toHaveText(
    'Microphone permission denied. Please allow microphone access to use voice commands.',
  );
});

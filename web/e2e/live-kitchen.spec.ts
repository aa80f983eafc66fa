// Live Kitchen (spec §2, §4, §5, §8, §9; issue 9): a real room on the sync server shared by two
// browser contexts (two devices of different households): the host creates it, the guest joins
// by its link, they chat both ways, the guest follows the host's steps and microphone and
// camera toggles, a reload rejoins as the same participant, and when the host ends the room
// both are back in the lobby; a guest who leaves is told so while the host cooks on. Chromium's fake camera and microphone stand in for real ones.
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LiveKitchenPage } from './pages/live-kitchen-page';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './support/chromium';
import { newDevice } from './support/kitchen-devices';

const recipe = findSeedRecipe('seed-avocado-toast-jammy-egg');
if (!recipe) throw new Error('The avocado toast seed recipe is missing');
const STEPS = recipe.instructions.map((instruction) => instruction.instruction);

test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('a host and a guest cook together: link, chat, steps, toggles, reload, and the end', async ({
  browser,
}) => {
  // Two devices with cameras through a whole session: longer than most tests.
  test.slow();
  const host = await newDevice(browser);
  const guest = await newDevice(browser);
  const ana = new LiveKitchenPage(host.page);
  const ben = new LiveKitchenPage(guest.page);

  await ana.goto();
  await expect(ana.heading('Start a New Session')).toBeVisible();
  await ana.create('Ana', recipe.name);
  await expect(ana.toast('Session Created!')).toBeVisible();
  await expect(ana.toast('Share the link with your cooking partners')).toBeVisible();
  const link = await ana.shareLink.inputValue();
  expect(link).toMatch(/\/live-kitchen\?session=kitchen-[A-Za-z0-9_-]{22}$/);
  await expect(host.page).toHaveURL(link);
  await expect(ana.timer).toHaveText(/^00:00:0\d$/);
  // The host's own camera preview plays (Chromium's fake camera).
  await expect
    .poll(() =>
      ana
        .tile('Ana (Host)')
        .getByLabel('Your camera')
        .evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThanOrEqual(2);

  // The guest's socket goes through a relay the test can cut, as a network would: while cut,
  // the guest's attempts to reconnect are closed at once.
  let guestOnline = true;
  let dropGuestConnection = async () => {};
  await guest.page.routeWebSocket(/\/api\/live-kitchen\/socket$/, async (socket) => {
    if (!guestOnline) return socket.close({ code: 1012, reason: 'network down' });
    const server = socket.connectToServer();
    dropGuestConnection = async () => {
      guestOnline = false;
      await server.close();
      await socket.close({ code: 1012, reason: 'network lost' });
    };
  });

  // The guest opens the link: the join form, with no recipe to choose.
  await ben.goto(new URL(link).pathname + new URL(link).search);
  await expect(ben.heading('Join Cooking Session')).toBeVisible();
  await expect(ben.recipeSelect).toHaveCount(0);
  await ben.join('Ben');
  await expect(ben.toast('Joined Session!')).toBeVisible();
  for (const kitchen of [ana, ben]) {
    await expect(kitchen.session.getByText('2 participants')).toBeVisible();
    await expect(kitchen.tile('Ana (Host)')).toBeVisible();
    await expect(kitchen.tile('Ben')).toBeVisible();
  }
  await expect(ben.steps.getByRole('listitem')).toHaveText(
    STEPS.map((step, i) => `${i + 1}.${step}`),
  );
  await expect(ben.currentStep).toContainText(STEPS[0] ?? '');
  await expect(ben.button('Next Step')).toHaveCount(0);

  // Chat both ways, as text: markup arrives as the characters typed.
  await ben.say('Hi Ana <b>bold?</b>');
  await expect(ana.chatLog.getByText('Hi Ana <b>bold?</b>', { exact: true })).toBeVisible();
  await expect(ana.chatLog.locator('b')).toHaveCount(0);
  await expect(ana.chatLog).toContainText('Ben');
  await ana.messageInput.fill('Hello Ben');
  await ana.button('Send').click();
  await expect(ben.chatLog.getByText('Hello Ben', { exact: true })).toBeVisible();

  // The host moves on; the guest follows.
  await ana.button('Next Step').click();
  await expect(ana.toast('Moving to step 2')).toBeVisible();
  await expect(ben.currentStep).toContainText(STEPS[1] ?? '');
  await expect(ben.session.getByText(`Step 2 of ${STEPS.length}`)).toBeVisible();

  // The host's microphone and camera toggles show on the guest's screen.
  await ana.button('Mute').click();
  await expect(ben.tile('Ana (Host)').getByText('Muted')).toBeVisible();
  await expect(ana.button('Unmute')).toBeVisible();
  await ana.button('Stop Video').click();
  await expect(ben.tile('Ana (Host)').getByText('Camera off')).toBeVisible();
  await ana.button('Unmute').click();
  await expect(ben.tile('Ana (Host)').getByText('Muted')).toHaveCount(0);

  // The guest's connection drops: the host sees them reconnecting; back online, they return.
  await dropGuestConnection();
  await expect(ana.tile('Ben').getByText('Reconnecting…')).toBeVisible();
  await expect(ben.session.getByText('Connection lost. Reconnecting…')).toBeVisible();
  guestOnline = true;
  await expect(ana.tile('Ben').getByText('Reconnecting…')).toHaveCount(0, { timeout: 20_000 });
  await expect(ben.session.getByText('Connection lost. Reconnecting…')).toHaveCount(0);
  await ben.say('Back again');
  await expect(ana.chatLog.getByText('Back again', { exact: true })).toBeVisible();
  await expect(ana.participants.getByRole('listitem', { name: 'Ben', exact: true })).toHaveCount(1);

  // A reload brings the guest back as the same participant, with the room as it was.
  await guest.page.reload();
  await expect(ben.session).toBeVisible();
  await expect(ben.currentStep).toContainText(STEPS[1] ?? '');
  await expect(ben.chatLog.getByText('Hello Ben', { exact: true })).toBeVisible();
  await expect(ana.participants.getByRole('listitem', { name: 'Ben', exact: true })).toHaveCount(1);
  await expect(ana.session.getByText('2 participants')).toBeVisible();

  // The host ends the room: both are back in the lobby.
  await ana.button('End Session').click();
  await expect(ben.heading('Start a New Session')).toBeVisible();
  await expect(ben.toast('Session Ended')).toBeVisible();
  await expect(ben.toast('Thanks for cooking together!')).toBeVisible();
  await expect(guest.page).toHaveURL(/\/live-kitchen$/);
  await expect(ana.heading('Start a New Session')).toBeVisible();
  await expect(ana.session).toHaveCount(0);

  // The link no longer opens the room.
  await ben.goto(new URL(link).pathname + new URL(link).search);
  await ben.button('Join Session').click();
  await expect(ben.toast('This session has ended, or the link is not right.')).toBeVisible();
  await expect(ben.heading('Start a New Session')).toBeVisible();
});

test('a guest who leaves is told they left, and the host cooks on', async ({ browser }) => {
  test.slow();
  const host = await newDevice(browser);
  const guest = await newDevice(browser);
  const ana = new LiveKitchenPage(host.page);
  const ben = new LiveKitchenPage(guest.page);
  await ana.goto();
  await ana.create('Ana', recipe.name);
  const link = new URL(await ana.shareLink.inputValue());
  await ben.goto(link.pathname + link.search);
  await ben.join('Ben');
  await expect(ana.session.getByText('2 participants')).toBeVisible();

  await ben.button('Leave Session').click();
  await expect(ben.toast('You left the session')).toBeVisible();
  await expect(ben.toast('The others are still cooking.')).toBeVisible();
  await expect(ben.toast('Session Ended')).toHaveCount(0);
  await expect(ben.session).toHaveCount(0);
  // The session goes on for the host, who is told nothing ended.
  await expect(ana.session.getByText('1 participant')).toBeVisible();
  await expect(ana.tile('Ben')).toHaveCount(0);
  await expect(ana.toast('Session Ended')).toHaveCount(0);

  await host.context.close();
  await guest.context.close();
});

test('the lobby asks for a name and a recipe (spec §5)', async ({ page }) => {
  const kitchen = new LiveKitchenPage(page);
  await kitchen.goto();
  // Once the built-in recipes are in, the page is as it stays.
  await expect(page.getByText('Loading the built-in recipes…')).toHaveCount(0);
  await expect(kitchen.recipeSelect.getByRole('option', { name: recipe.name })).toBeAttached();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await kitchen.button('Create Session').click();
  await expect(kitchen.toast('Missing Information')).toBeVisible();
  await expect(kitchen.toast('Please enter your name and select a recipe')).toBeVisible();
  await kitchen.nameInput.fill('Ana');
  await kitchen.button('Create Session').click();
  await expect(kitchen.toast('Please enter your name and select a recipe')).toBeVisible();
  await expect(kitchen.session).toHaveCount(0);

  await kitchen.goto('/live-kitchen?session=kitchen-AbCdEfGhIjKlMnOpQr-_9z');
  await kitchen.nameInput.fill('  ');
  await kitchen.button('Join Session').click();
  await expect(kitchen.toast('Please enter your name')).toBeVisible();
  await expect(kitchen.session).toHaveCount(0);
});

test('the share link copies, says "Copied" for 2 seconds and "Link Copied!"', async ({
  browser,
}) => {
  const host = await newDevice(browser);
  await host.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const kitchen = new LiveKitchenPage(host.page);
  await kitchen.goto();
  await kitchen.create('Ana', recipe.name);
  await kitchen.button('Copy Link').click();
  await expect(kitchen.button('Copied')).toBeVisible();
  await expect(kitchen.toast('Link Copied!')).toBeVisible();
  await expect(kitchen.toast('Share it with your cooking partners')).toBeVisible();
  expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(
    await kitchen.shareLink.inputValue(),
  );
  await expect(kitchen.button('Copy Link')).toBeVisible({ timeout: 4000 });
  // The in-session view passes axe (the lobby is checked with every route by the budgets).
  const axe = await new AxeBuilder({ page: host.page }).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await kitchen.button('End Session').click();
  await expect(kitchen.heading('Start a New Session')).toBeVisible();
});

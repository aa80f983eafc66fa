// Recipe sharing (/recipe-sharing, spec §2, §4, §5, §8, §9, issue 8): browsing the community
// from another kitchen, searching and filtering on the server, the empty states, favorites,
// creating (valid and each invalid case), sharing, creating offline, reading the list offline,
// paging through a long list, an unrated card without a filled star, and axe on the page and
// the dialog.
//
// Every test names its recipes with a tag of its own: all tests share one server, and a search
// for the tag sees only what the test made.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { z } from 'zod';
import { CreateRecipeDialog, type RecipeDraft } from './pages/create-recipe-dialog';
import { RecipeSharingPage } from './pages/recipe-sharing-page';
import { SyncStatus } from './pages/sync-status';
import { CommunityKitchen, uniqueTag } from './support/community-kitchen';
import { readDeviceSession } from './support/device-session';
import { startServer } from './support/production-server';
import { waitForServiceWorkerReady } from './support/service-worker';

const CREATED = 'Recipe created successfully!';
const SHARED = 'Recipe shared with the community!';
const FAVORITED = 'Recipe added to favorites!';
const NOTHING_FOUND = 'No shared recipes found';
const ADJUST = 'Try adjusting your search or filters';
const BE_FIRST = 'Be the first to share a recipe with the community!';

/** A phone of another household: a browser context of its own. */
async function newKitchen(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, sharing: new RecipeSharingPage(page) };
}

function draft(name: string, changes: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    name,
    ingredients: [{ name: 'Lemons', amount: '3', unit: 'piece' }],
    steps: [{ text: 'Zest and juice the lemons', minutes: '5' }],
    ...changes,
  };
}

/** Creates a recipe through My Recipes' Create Recipe dialog and waits for its card. */
async function createRecipe(page: Page, recipe: RecipeDraft): Promise<void> {
  const sharing = new RecipeSharingPage(page);
  await sharing.showMyRecipes();
  await sharing.createButton.click();
  const dialog = new CreateRecipeDialog(page);
  await dialog.waitUntilOpen();
  await dialog.fill(recipe);
  await dialog.submitButton.click();
  await expect(dialog.dialog).toBeHidden();
  await expect(sharing.myCard(recipe.name)).toBeVisible();
}

const ownRecipesSchema = z.array(
  z.object({
    name: z.string(),
    cookTime: z.number(),
    servings: z.number(),
    isShared: z.boolean(),
    instructions: z.array(
      z.object({ step: z.number(), instruction: z.string(), duration: z.number().optional() }),
    ),
  }),
);

test('a recipe created and shared in one kitchen is found in another; a private one is not', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const tart = `${tag} Lemon Tart`;
  const stew = `${tag} Family Stew`;
  const cook = await newKitchen(browser);
  await cook.sharing.goto();
  await cook.sharing.showMyRecipes();
  await cook.sharing.createButton.click();
  const dialog = new CreateRecipeDialog(cook.page);
  await dialog.waitUntilOpen();
  // §5's starting values: easy, 30 min, one ingredient row, step 1 of 0 min, not shared.
  await expect(dialog.difficultySelect).toHaveText('Easy');
  await expect(dialog.cookTimeInput).toHaveValue('30');
  await expect(dialog.ingredientField(1, 'name')).toHaveValue('');
  await expect(dialog.stepText(1)).toHaveValue('');
  await expect(dialog.stepMinutes(1)).toHaveValue('0');
  await expect(dialog.shareCheckbox).not.toBeChecked();

  await dialog.fill(
    draft(tart, {
      description: 'Sharp lemon curd in a butter crust',
      cuisine: 'Dessert',
      difficulty: 'Medium',
      cookTime: '45',
      ingredients: [
        { name: 'Lemons', amount: '3', unit: 'piece' },
        { name: 'Butter', amount: '120', unit: 'g' },
      ],
      steps: [{ text: 'Bake the crust', minutes: '15' }, { text: 'Fill and set' }],
      share: true,
    }),
  );
  await dialog.submitButton.click();
  await expect(cook.sharing.toast('Success', CREATED)).toBeVisible();
  await expect(dialog.dialog).toBeHidden();
  await expect(cook.sharing.createButton).toBeFocused();
  const card = cook.sharing.myCard(tart);
  await expect(card).toContainText('45 min');
  await expect(card).toContainText('Medium');
  await expect(card).toContainText('Dessert');
  await expect(cook.sharing.sharedBadge(tart)).toBeVisible();

  // The form opens fresh for the next one.
  await cook.sharing.createButton.click();
  await dialog.waitUntilOpen();
  await expect(dialog.nameInput).toHaveValue('');
  await expect(dialog.ingredientField(2, 'name')).toHaveCount(0);
  await dialog.cancelButton.click();
  await createRecipe(cook.page, draft(stew, { share: false }));
  await expect(cook.sharing.sharedBadge(stew)).toHaveCount(0);
  // Newest first.
  await expect(cook.sharing.myCards.first()).toHaveAccessibleName(stew);

  // Its own Browse Community list has the shared one once the server has it.
  await cook.sharing.showBrowse();
  await cook.sharing.search(tag);
  await expect(cook.sharing.communityCard(tart)).toBeVisible({ timeout: 15_000 });
  await expect(cook.sharing.communityCard(stew)).toHaveCount(0);

  // Another household finds it, with what the card shows (§2).
  const neighbour = await newKitchen(browser);
  await neighbour.sharing.goto();
  await neighbour.sharing.search(tag);
  await expect.poll(() => neighbour.sharing.communityNames()).toEqual([tart]);
  const shared = neighbour.sharing.communityCard(tart);
  await expect(shared).toContainText('Sharp lemon curd in a butter crust');
  await expect(shared).toContainText('45 min');
  await expect(shared).toContainText('Medium');
  await expect(shared).toContainText('Dessert');
  await expect(shared).toContainText('No rating');
  // No image of its own: the drawn one, never a request to another site.
  const image = shared.locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  // Drawn, not broken: a picture that failed to decode has no natural size.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await cook.context.close();
  await neighbour.context.close();
});

test('search matches the name or the description, in any case', async ({ page, request }) => {
  const tag = uniqueTag();
  const kitchen = await CommunityKitchen.signIn(request);
  await kitchen.share({ name: `${tag} Lemon Tart`, cuisine: 'dessert', description: 'Sweet' });
  await kitchen.share({ name: 'Smoky Beans', description: `Slow-cooked ${tag} beans` });
  await kitchen.share({ name: `${tag} Green Curry`, cuisine: 'asian' });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();

  await sharing.search(tag.toUpperCase());
  await expect
    .poll(() => sharing.communityNames())
    .toEqual([`${tag} Green Curry`, 'Smoky Beans', `${tag} Lemon Tart`]);
  // Typed, not yet asked: the list on screen says it is about to change.
  await sharing.searchBox.fill(`${tag} LEMON`);
  await expect(sharing.communityList).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => sharing.communityNames()).toEqual([`${tag} Lemon Tart`]);
  await sharing.search(`slow-COOKED ${tag}`);
  await expect.poll(() => sharing.communityNames()).toEqual(['Smoky Beans']);
  await sharing.search(`${tag} nothing like it`);
  await expect(sharing.emptyState(NOTHING_FOUND, ADJUST)).toBeVisible();
});

test('an unrated card says "No rating" without a filled star', async ({ page, request }) => {
  const tag = uniqueTag();
  const kitchen = await CommunityKitchen.signIn(request);
  await kitchen.share({ name: `${tag} Plain Rice` });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.search(tag);
  const rating = sharing.communityCard(`${tag} Plain Rice`).getByText('No rating', { exact: true });
  await expect(rating).toBeVisible();
  const stars = rating.locator('svg');
  // An outline at most, and hidden from screen readers: the words say it all.
  for (const star of await stars.all()) {
    await expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(await star.evaluate((svg) => getComputedStyle(svg).fill)).toBe('none');
  }
});

test('the cuisine filter narrows the list; a card shows at most two dietary tags', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const kitchen = await CommunityKitchen.signIn(request);
  await kitchen.share({ name: `${tag} Lemon Tart`, cuisine: 'dessert' });
  await kitchen.share({
    name: `${tag} Green Curry`,
    cuisine: 'asian',
    dietaryTags: ['Vegan', 'Gluten-Free', 'Dairy-Free'],
  });
  await kitchen.share({ name: `${tag} Tacos`, cuisine: 'mexican' });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.expectCuisine('All cuisines');
  await sharing.search(tag);
  await expect.poll(() => sharing.communityNames()).toHaveLength(3);

  await sharing.chooseCuisine('Dessert');
  await expect.poll(() => sharing.communityNames()).toEqual([`${tag} Lemon Tart`]);
  await sharing.chooseCuisine('Asian');
  await expect.poll(() => sharing.communityNames()).toEqual([`${tag} Green Curry`]);
  const tags = sharing.communityCard(`${tag} Green Curry`).getByRole('list', {
    name: 'Dietary tags',
  });
  await expect(tags.getByRole('listitem')).toHaveText(['Vegan', 'Gluten-Free']);
  await sharing.chooseCuisine('Seafood');
  await expect(sharing.emptyState(NOTHING_FOUND, ADJUST)).toBeVisible();
  await sharing.chooseCuisine('All cuisines');
  await expect.poll(() => sharing.communityNames()).toHaveLength(3);
});

test('an empty community: 6 skeleton cards, then "Be the first…"; no recipes of your own yet', async ({
  page,
}) => {
  // A server of its own: the shared one holds every other test's recipes.
  const server = await startServer();
  try {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recipes/shared?*', async (route) => {
      await held;
      await route.continue();
    });
    const sharing = new RecipeSharingPage(page);
    await sharing.shell.goto(`${server.baseUrl}/recipe-sharing`);
    await expect(sharing.skeletons).toHaveCount(6);
    await expect(sharing.browsePanel.getByText('Loading shared recipes…')).toBeAttached();
    release();
    await expect(sharing.emptyState(NOTHING_FOUND, BE_FIRST)).toBeVisible();
    await expect(sharing.skeletons).toHaveCount(0);

    await sharing.showMyRecipes();
    await expect(sharing.myPanel.getByText('No recipes yet', { exact: true })).toBeVisible();
    await sharing.createFirstButton.click();
    const dialog = new CreateRecipeDialog(page);
    await dialog.waitUntilOpen();
    await dialog.fill(draft('First Lemonade', { share: true }));
    await dialog.submitButton.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(sharing.myCard('First Lemonade')).toBeVisible();
    // The empty state's button is gone; the focus lands on the other one.
    await expect(sharing.createButton).toBeFocused();
    await sharing.showBrowse();
    await expect(sharing.communityCard('First Lemonade')).toBeVisible({ timeout: 15_000 });
  } finally {
    await server.stop();
  }
});

test('favoriting says so, survives a reload, and pressing again unfavorites quietly', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const name = `${tag} Pho`;
  await (await CommunityKitchen.signIn(request)).share({ name, cuisine: 'asian' });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.search(tag);
  const heart = sharing.favoriteButton(name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(sharing.toast('Success', FAVORITED)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await sharing.search(tag);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Synced means the write has long been stored here, where a toast would have been shown.
  await new SyncStatus(page).waitUntilSynced();
  await expect(sharing.shell.notifications.getByRole('listitem')).toHaveCount(0);

  await page.reload();
  await sharing.search(tag);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the form shows each §5 message, keeps one row of each, and falls back to 30 and 0', async ({
  page,
}) => {
  const tag = uniqueTag();
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.showMyRecipes();
  await sharing.createButton.click();
  const dialog = new CreateRecipeDialog(page);
  await dialog.waitUntilOpen();

  await dialog.submitButton.click();
  for (const message of [
    'Name is required',
    'Ingredient name is required',
    'Amount is required',
    'Unit is required',
    'Instruction is required',
  ]) {
    await expect(dialog.message(message)).toBeVisible();
  }
  await expect(dialog.nameInput).toBeFocused();
  await expect(dialog.nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.dialog).toBeVisible();

  // The first field still to fix gets the focus; a fixed one loses its message.
  await dialog.nameInput.fill(`${tag} Salsa`);
  await dialog.ingredientField(1, 'name').fill('   ');
  await dialog.submitButton.click();
  await expect(dialog.message('Name is required')).toHaveCount(0);
  await expect(dialog.ingredientField(1, 'name')).toBeFocused();
  await expect(dialog.message('Ingredient name is required')).toBeVisible();

  // Rows never go below one.
  await expect(dialog.removeIngredientButton(1)).toBeDisabled();
  await expect(dialog.removeStepButton(1)).toBeDisabled();
  await dialog.addIngredientButton.click();
  await expect(dialog.removeIngredientButton(1)).toBeEnabled();
  await dialog.removeIngredientButton(2).click();
  await expect(dialog.ingredientField(2, 'name')).toHaveCount(0);
  await expect(dialog.removeIngredientButton(1)).toBeDisabled();

  // Steps renumber as one is removed.
  await dialog.stepText(1).fill('Chop the tomatoes');
  await dialog.addStepButton.click();
  await expect(dialog.stepMinutes(2)).toHaveValue('0');
  await dialog.stepText(2).fill('Season and serve');
  await dialog.removeStepButton(1).click();
  await expect(dialog.stepText(1)).toHaveValue('Season and serve');
  await expect(dialog.stepText(2)).toHaveCount(0);
  await expect(dialog.removeStepButton(1)).toBeDisabled();

  // Anything but a number: cook time 30, step duration 0.
  await dialog.ingredientField(1, 'name').fill('Tomatoes');
  await dialog.ingredientField(1, 'amount').fill('4');
  await dialog.ingredientField(1, 'unit').fill('piece');
  await dialog.cookTimeInput.fill('about half an hour');
  await dialog.stepMinutes(1).fill('soon');
  // Servings start at 4; none at all is refused in §5's words, and the count is kept.
  await expect(dialog.servingsInput).toHaveValue('4');
  await dialog.servingsInput.fill('0');
  await dialog.submitButton.click();
  await expect(dialog.message('Servings must be at least 1')).toBeVisible();
  await expect(dialog.servingsInput).toBeFocused();
  await dialog.servingsInput.fill('6');
  await dialog.submitButton.click();
  await expect(sharing.toast('Success', CREATED)).toBeVisible();
  await expect(sharing.myCard(`${tag} Salsa`)).toContainText('30 min');
  await expect(sharing.myCard(`${tag} Salsa`)).toContainText('Serves 6');

  // The server got the same recipe: step 1, 0 minutes.
  await new SyncStatus(page).waitUntilSynced();
  const { accessToken } = await readDeviceSession(page);
  const response = await page.request.get('/api/recipes/my', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const salsa = ownRecipesSchema
    .parse(await response.json())
    .find((recipe) => recipe.name === `${tag} Salsa`);
  expect(salsa).toMatchObject({
    cookTime: 30,
    servings: 6,
    isShared: false,
    instructions: [{ step: 1, instruction: 'Season and serve', duration: 0 }],
  });
});

test('"Share with community" starts ticked when the household shares by default (§6)', async ({
  page,
}) => {
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  // Signed in and synced: the server knows this household.
  await new SyncStatus(page).waitUntilSynced();
  await sharing.showMyRecipes();
  await sharing.createButton.click();
  const dialog = new CreateRecipeDialog(page);
  await dialog.waitUntilOpen();
  await expect(dialog.shareCheckbox).not.toBeChecked();

  // Set from another device of the household (Settings, or the API), synced to this one.
  const { accessToken } = await readDeviceSession(page);
  const saved = await page.request.put('/api/preferences', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { recipePrivacyDefault: 'public' },
  });
  expect(saved.status()).toBe(200);
  // The untouched form follows the new default, even while open.
  await expect(dialog.shareCheckbox).toBeChecked({ timeout: 15_000 });
  await dialog.cancelButton.click();
  await sharing.createButton.click();
  await expect(dialog.shareCheckbox).toBeChecked();
  // Unticked by hand, it stays so: the cook's choice wins.
  await dialog.shareCheckbox.uncheck();
  await dialog.nameInput.fill('A draft');
  await page.keyboard.press('Escape');
  await sharing.createButton.click();
  await expect(dialog.nameInput).toHaveValue('A draft');
  await expect(dialog.shareCheckbox).not.toBeChecked();
});

test('sharing from My Recipes: a toast, the "Shared" badge, and the community sees it', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const name = `${tag} Focaccia`;
  const cook = await newKitchen(browser);
  await cook.sharing.goto();
  await createRecipe(cook.page, draft(name, { cuisine: 'Italian', share: false }));
  await expect(cook.sharing.sharedBadge(name)).toHaveCount(0);

  await cook.sharing.shareButton(name).click();
  await expect(cook.sharing.toast('Success', SHARED)).toBeVisible();
  await expect(cook.sharing.sharedBadge(name)).toBeVisible();
  // Sharing goes one way: the button now says so and offers no unshare.
  await expect(cook.sharing.sharedButton(name)).toHaveAttribute('aria-disabled', 'true');
  await cook.page.reload();
  await cook.sharing.showMyRecipes();
  await expect(cook.sharing.sharedBadge(name)).toBeVisible();

  const neighbour = await newKitchen(browser);
  await neighbour.sharing.goto();
  await neighbour.sharing.search(tag);
  await expect(neighbour.sharing.communityCard(name)).toBeVisible();
  await expect(neighbour.sharing.communityCard(name)).toContainText('Italian');

  await cook.context.close();
  await neighbour.context.close();
});

test('a recipe created offline is shared once the network is back', async ({ browser }) => {
  test.slow();
  const tag = uniqueTag();
  const name = `${tag} Trail Mix`;
  const cook = await newKitchen(browser);
  await cook.sharing.goto();
  await waitForServiceWorkerReady(cook.page);
  await cook.context.setOffline(true);
  await cook.page.reload();
  await expect(cook.sharing.browseTab).toBeVisible();

  await createRecipe(cook.page, draft(name, { share: true }));
  await expect(cook.sharing.toast('Success', CREATED)).toBeVisible();
  await expect(cook.sharing.sharedBadge(name)).toBeVisible();

  const neighbour = await newKitchen(browser);
  await neighbour.sharing.goto();
  await neighbour.sharing.search(tag);
  await expect(neighbour.sharing.emptyState(NOTHING_FOUND, ADJUST)).toBeVisible();

  // The cook looks at the community list, offline; it fills in by itself once synced.
  await cook.sharing.showBrowse();
  await cook.sharing.search(tag);
  await cook.context.setOffline(false);
  await expect(cook.sharing.communityCard(name)).toBeVisible({ timeout: 20_000 });

  await expect(async () => {
    await neighbour.page.reload();
    await neighbour.sharing.search(tag);
    await expect(neighbour.sharing.communityCard(name)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await cook.context.close();
  await neighbour.context.close();
});

test('the community list is readable offline, from what this device saved', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag();
  const kitchen = await CommunityKitchen.signIn(request);
  await kitchen.share({ name: `${tag} Onion Soup`, cuisine: 'american' });
  await kitchen.share({ name: `${tag} Miso Soup`, cuisine: 'asian' });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.search(tag);
  await expect.poll(() => sharing.communityNames()).toHaveLength(2);
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await sharing.search(tag);
  await expect
    .poll(() => sharing.communityNames())
    .toEqual([`${tag} Miso Soup`, `${tag} Onion Soup`]);
  await expect(sharing.savedListNote).toHaveText(
    /^You're offline\. Showing the shared recipes saved on this device today at /,
  );
  // Favorites are this household's own rows: they work offline too.
  await sharing.favoriteButton(`${tag} Miso Soup`).click();
  await expect(sharing.toast('Success', FAVORITED)).toBeVisible();

  // A search never made online has nothing saved.
  await sharing.search(`${tag} miso`);
  await expect(
    sharing.browsePanel.getByText('Shared recipes are not available right now'),
  ).toBeVisible();
});

test('a long list loads page by page: "Load more" by keyboard, and by scrolling near the end', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = uniqueTag();
  const kitchen = await CommunityKitchen.signIn(request);
  for (let index = 1; index <= 30; index += 1) {
    await kitchen.share({ name: `${tag} Dish ${index}`, cuisine: 'italian' });
  }
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.search(tag);
  await expect(sharing.communityCards).toHaveCount(24);
  await expect(sharing.communityCards.first()).toHaveAccessibleName(`${tag} Dish 30`);
  await sharing.loadMoreButton.focus();
  await page.keyboard.press('Enter');
  await expect(sharing.communityCards).toHaveCount(30);
  await expect(sharing.browsePanel.getByText('All 30 shared recipes shown.')).toBeVisible();
  await expect(sharing.loadMoreButton).toHaveCount(0);

  // Another filter, the same 30: scrolling to the end brings the rest.
  await sharing.chooseCuisine('Italian');
  await expect(sharing.communityCards).toHaveCount(24);
  await sharing.communityCards.last().scrollIntoViewIfNeeded();
  await expect(sharing.communityCards).toHaveCount(30);
});

test('a kitchen with many recipes draws My Recipes a page at a time', async ({ page }) => {
  const tag = uniqueTag();
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await new SyncStatus(page).waitUntilSynced();
  // Written by another device of the household (through the API); this one pulls them.
  const { accessToken } = await readDeviceSession(page);
  for (let index = 1; index <= 26; index += 1) {
    const response = await page.request.post('/api/recipes', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        name: `${tag} Bake ${index}`,
        cookTime: 20,
        ingredients: [{ name: 'Flour', amount: '200', unit: 'g' }],
        instructions: [{ step: 1, instruction: 'Bake it' }],
      },
    });
    expect(response.status()).toBe(201);
  }
  await sharing.showMyRecipes();
  await expect(sharing.myPanel.getByText('24 of 26 recipes shown.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(sharing.myCards).toHaveCount(24);
  await expect(sharing.myCards.first()).toHaveAccessibleName(`${tag} Bake 26`);
  await expect(sharing.myPanel.getByRole('button', { name: 'Show more' })).toBeVisible();
  // Coming near the end draws the rest.
  await sharing.myCards.last().scrollIntoViewIfNeeded();
  await expect(sharing.myCards).toHaveCount(26);
  await expect(sharing.myPanel.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('axe finds nothing on either tab or in the dialog with its messages', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await (
    await CommunityKitchen.signIn(request)
  ).share({
    name: `${tag} Paella`,
    cuisine: 'seafood',
    description: 'Saffron rice with mussels',
    dietaryTags: ['Gluten-Free', 'Dairy-Free', 'Pescatarian'],
  });
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await sharing.search(tag);
  await expect(sharing.communityCard(`${tag} Paella`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await sharing.showMyRecipes();
  await expect(sharing.createFirstButton).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await sharing.createFirstButton.click();
  const dialog = new CreateRecipeDialog(page);
  await dialog.waitUntilOpen();
  await dialog.submitButton.click();
  await expect(dialog.message('Instruction is required')).toBeVisible();
  await dialog.dialog.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const inDialog = await new AxeBuilder({ page }).include('[data-axe-scope]').analyze();
  expect(inDialog.violations).toEqual([]);
});

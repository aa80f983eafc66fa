// Importing a recipe from a web page (issue 8, item 3): the server reads a page served on
// loopback (e2e/support/recipe-pages.ts) and fills the Create Recipe form for review; the cook
// saves it like a typed one. A page with no recipe data is read from its text, and the dialog
// says so. A page with no recipe says so and leaves the form as it was, and a
// server out of reach is said in plain words, never the browser's own.
import { expect, test } from '@playwright/test';
import { CreateRecipeDialog } from './pages/create-recipe-dialog';
import { PreferenceCards } from './pages/preference-cards';
import { RecipeSharingPage } from './pages/recipe-sharing-page';
import { RECIPE_PAGES, type RecipePagesServer, startRecipePages } from './support/recipe-pages';

let pages: RecipePagesServer;
test.beforeAll(async () => {
  pages = await startRecipePages();
});
test.afterAll(async () => {
  await pages.close();
});

async function openCreateRecipe(sharing: RecipeSharingPage): Promise<CreateRecipeDialog> {
  await sharing.goto();
  await sharing.showMyRecipes();
  await sharing.createButton.click();
  const dialog = new CreateRecipeDialog(sharing.page);
  await dialog.waitUntilOpen();
  return dialog;
}

test("a page's JSON-LD recipe fills the form, and it saves like a typed one", async ({ page }) => {
  const sharing = new RecipeSharingPage(page);
  const dialog = await openCreateRecipe(sharing);
  const expected = RECIPE_PAGES.jsonLd;

  await dialog.importFrom(pages.url('jsonLd'));
  await expect(dialog.importGroup.getByRole('status')).toHaveText(
    `Imported “${expected.name}”. Check it below, then save.`,
  );
  expect(pages.requested).toContain(expected.path);
  await expect(dialog.nameInput).toHaveValue(expected.name);
  await expect(dialog.cuisineSelect).toHaveText('Italian');
  await expect(dialog.cookTimeInput).toHaveValue(String(expected.cookTime));
  await expect(dialog.servingsInput).toHaveValue(String(expected.servings));
  await expect(dialog.prepTimeInput).toHaveValue(String(expected.timeSplit.prep));
  await expect(dialog.cookingTimeInput).toHaveValue(String(expected.timeSplit.cook));
  await expect(dialog.ingredientField(1, 'amount')).toHaveValue(expected.firstIngredient.amount);
  await expect(dialog.ingredientField(1, 'unit')).toHaveValue(expected.firstIngredient.unit);
  await expect(dialog.ingredientField(1, 'name')).toHaveValue(expected.firstIngredient.name);
  const second = expected.secondIngredient;
  await expect(dialog.ingredientField(2, 'name')).toHaveValue(second.name);
  await expect(dialog.ingredientField(2, 'note')).toHaveValue(second.note);
  await expect(dialog.stepText(expected.steps)).not.toHaveValue('');
  await expect(dialog.stepText(expected.steps + 1)).toHaveCount(0);
  // The household shares privately by default (§6), and an import does not change that.
  await expect(dialog.shareCheckbox).not.toBeChecked();

  await dialog.submitButton.click();
  await expect(dialog.dialog).toBeHidden();
  await expect(sharing.myCard(expected.name)).toBeVisible();
});

test('a microdata recipe imports too, shared when the household shares by default', async ({
  page,
}) => {
  const preferences = new PreferenceCards(page);
  await preferences.goto();
  await preferences.radio('Privacy & Sharing', 'Public').click();
  await preferences.expectSaved();

  const dialog = await openCreateRecipe(new RecipeSharingPage(page));
  const expected = RECIPE_PAGES.microdata;
  await dialog.importFrom(pages.url('microdata'));
  await expect(dialog.nameInput).toHaveValue(expected.name);
  await expect(dialog.cuisineSelect).toHaveText('Mexican');
  await expect(dialog.cookTimeInput).toHaveValue(String(expected.cookTime));
  await expect(dialog.ingredientField(1, 'amount')).toHaveValue(expected.firstIngredient.amount);
  await expect(dialog.ingredientField(1, 'unit')).toHaveValue(expected.firstIngredient.unit);
  await expect(dialog.stepText(expected.steps)).not.toHaveValue('');
  await expect(dialog.shareCheckbox).toBeChecked();
});

test('an import fills only what the cook left empty, also after a recipe saved earlier in the visit', async ({
  page,
}) => {
  const sharing = new RecipeSharingPage(page);
  const dialog = await openCreateRecipe(sharing);
  const expected = RECIPE_PAGES.jsonLd;
  // A recipe typed and saved first: the form that follows starts fresh.
  await dialog.fill({
    name: 'Weeknight stew',
    ingredients: [{ name: 'Beef', amount: '1', unit: 'kg' }],
    steps: [{ text: 'Simmer for two hours.' }],
  });
  await dialog.submitButton.click();
  await expect(dialog.dialog).toBeHidden();
  await expect(sharing.myCard('Weeknight stew')).toBeVisible();

  await sharing.createButton.click();
  await dialog.waitUntilOpen();
  await expect(dialog.nameInput).toHaveValue('');
  await dialog.nameInput.fill('Pizza night');
  await dialog.ingredientField(1, 'amount').fill('2');
  await dialog.ingredientField(1, 'unit').fill('tbsp');
  await dialog.ingredientField(1, 'name').fill('olive oil');
  await dialog.importFrom(pages.url('jsonLd'));
  await expect(dialog.importGroup.getByRole('status')).toHaveText(
    `Imported “${expected.name}” into what you had not filled in; what you typed is kept. Check it below, then save.`,
  );
  // What was typed stays; the page filled the rest.
  await expect(dialog.nameInput).toHaveValue('Pizza night');
  await expect(dialog.ingredientField(1, 'name')).toHaveValue('olive oil');
  await expect(dialog.ingredientField(2, 'name')).toHaveCount(0);
  await expect(dialog.cookTimeInput).toHaveValue(String(expected.cookTime));
  await expect(dialog.servingsInput).toHaveValue(String(expected.servings));
  await expect(dialog.stepText(expected.steps)).not.toHaveValue('');

  // A second import keeps the typed fields too, and the recipe saves as the form shows it.
  await dialog.importFrom(pages.url('jsonLd'));
  await expect(dialog.nameInput).toHaveValue('Pizza night');
  await expect(dialog.ingredientField(1, 'name')).toHaveValue('olive oil');
  await dialog.submitButton.click();
  await expect(dialog.dialog).toBeHidden();
  const { prep, cook } = expected.timeSplit;
  await expect(sharing.myCard('Pizza night')).toContainText(
    `${expected.cookTime} min (prep ${prep}, cook ${cook})`,
  );
});

test('a page with no recipe data is read from its text, and the cook is told to check it', async ({
  page,
}) => {
  const dialog = await openCreateRecipe(new RecipeSharingPage(page));
  const expected = RECIPE_PAGES.pageText;

  await dialog.importFrom(pages.url('pageText'));
  await expect(dialog.importGroup.getByRole('status')).toHaveText(
    `Imported “${expected.name}”. The page has no recipe data, so it was read from its text: check every field below, then save.`,
  );
  await expect(dialog.nameInput).toHaveValue(expected.name);
  await expect(dialog.ingredientField(1, 'amount')).toHaveValue(expected.firstIngredient.amount);
  await expect(dialog.ingredientField(1, 'unit')).toHaveValue(expected.firstIngredient.unit);
  await expect(dialog.ingredientField(1, 'name')).toHaveValue(expected.firstIngredient.name);
  await expect(dialog.stepText(expected.steps)).not.toHaveValue('');
  await expect(dialog.stepText(expected.steps + 1)).toHaveCount(0);
});

test('a page without a recipe says so and leaves what was typed', async ({ page }) => {
  const dialog = await openCreateRecipe(new RecipeSharingPage(page));
  await dialog.nameInput.fill('My own stew');

  await dialog.importFrom(pages.url('noRecipe'));
  await expect(dialog.importGroup.getByRole('alert')).toHaveText(RECIPE_PAGES.noRecipe.message);
  await expect(dialog.nameInput).toHaveValue('My own stew');
  await expect(dialog.pageAddressInput).toHaveAttribute('aria-invalid', 'true');
});

test.describe('with the network under the test’s control', () => {
  // Without the service worker, every request reaches page.route().
  test.use({ serviceWorkers: 'block' });

  test('a server out of reach is said in plain words, never as the browser’s error', async ({
    page,
  }) => {
    await page.route('**/api/recipes/import', (route) => route.abort());
    const dialog = await openCreateRecipe(new RecipeSharingPage(page));

    await dialog.importFrom(pages.url('jsonLd'));
    await expect(dialog.importGroup.getByRole('alert')).toHaveText(
      "Couldn't reach the Mise server. Check your connection and try again.",
    );
    await expect(page.locator('body')).not.toContainText('Failed to fetch');
    await expect(dialog.nameInput).toHaveValue('');
  });
});

test('lines pasted into an ingredient fill a row each, with what is not the ingredient as a note', async ({
  page,
}) => {
  const sharing = new RecipeSharingPage(page);
  const dialog = await openCreateRecipe(sharing);
  const lines = [
    '150g/5¼oz canned chickpeas, drained and rinsed',
    '• 2 tbsp olive oil',
    '3 garlic cloves, crushed',
  ].join('\n');
  await dialog.ingredientField(1, 'name').evaluate((input, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, lines);
  await expect(dialog.ingredientField(1, 'name')).toHaveValue('canned chickpeas');
  await expect(dialog.ingredientField(1, 'amount')).toHaveValue('150');
  await expect(dialog.ingredientField(1, 'unit')).toHaveValue('g');
  await expect(dialog.ingredientField(1, 'note')).toHaveValue('drained and rinsed');
  await expect(dialog.ingredientField(2, 'name')).toHaveValue('olive oil');
  await expect(dialog.ingredientField(2, 'unit')).toHaveValue('tbsp');
  await expect(dialog.ingredientField(3, 'name')).toHaveValue('garlic');
  await expect(dialog.ingredientField(3, 'unit')).toHaveValue('clove');
  await expect(dialog.ingredientField(3, 'note')).toHaveValue('crushed');
  await expect(dialog.ingredientField(4, 'name')).toHaveCount(0);
});

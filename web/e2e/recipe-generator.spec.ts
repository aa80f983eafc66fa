// The recipe generator on the home page (spec §2, §7, §9): recipes composed from the pantry
// under the four filters, on the server when online and on the device offline, shown as cards
// with at most 6 ingredients, the 4.8 rating and the match badge; a saved one stays saved.
import { findIngredient } from '@mise/catalog/ingredients';
import { type Page, expect, test } from '@playwright/test';
import { PantryPage, localDateFromToday } from './pages/pantry-page';
import { MADE_ON_DEVICE, MADE_ON_SERVER, RecipeGeneratorSection } from './pages/recipe-generator';
import { waitForServiceWorkerReady } from './support/service-worker';

// Most tests first stock a pantry of 8 items through the add form, which takes a busy 2-core
// machine over 20 s, and took 45 s in a clean-clone run on a loaded one (every action about a
// second): they get room for what they test after it. A hang guard, not a speed bar.
test.describe.configure({ timeout: 90_000 });

/** A pantry with meat, eggs and cheese, so a vegan filter has something to leave out. */
async function stockPantry(page: Page): Promise<void> {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Spinach', category: 'Fridge', expiry: localDateFromToday(2) });
  await pantry.addItem({ name: 'Chickpeas' });
  await pantry.addItem({ name: 'Penne' });
  await pantry.addItem({ name: 'Cherry tomatoes', category: 'Fridge' });
  await pantry.addItem({
    name: 'Chicken breast',
    category: 'Fridge',
    expiry: localDateFromToday(1),
  });
  await pantry.addItem({ name: 'Eggs', category: 'Fridge' });
  await pantry.addItem({ name: 'Cheddar', category: 'Fridge' });
  await pantry.addItem({ name: 'Onion' });
}

test('generates recipe cards from the pantry online, with the §2 card', async ({ page }) => {
  await stockPantry(page);
  const generator = new RecipeGeneratorSection(page);
  await expect(generator.suggestion).toBeVisible();
  for (const filter of ['Diet', 'Cook time', 'Cuisine', 'Difficulty'] as const) {
    await expect(generator.filter(filter)).toHaveText('Any');
  }

  await generator.generate(MADE_ON_SERVER);
  await expect(generator.cards.first()).toBeVisible();
  let notes = 0;
  for (const card of await generator.cards.all()) {
    const listed = await generator.ingredients(card).count();
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(6);
    if (await generator.moreNote(card).isVisible()) {
      expect(listed).toBe(6);
      notes += 1;
    }
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole('img')).toHaveCount(0); // the picture is decorative (alt="")
    await expect(card.locator('img')).toBeVisible();
    await expect(card).toContainText('Rating 4.8');
    await expect(card.getByText(/^\d+ min$/)).toBeVisible();
    await expect(card.getByText(/^Serves \d+$/)).toBeVisible();
    await expect(card.getByText(/^\d{1,3}% match$/)).toBeVisible();
    await expect(generator.startCookingButton(card)).toBeVisible();
    await expect(generator.saveButton(card)).toHaveText(/^Save recipe/);
  }
  // Generated recipes carry seasonings besides the pantry: more than 6 lines is the rule.
  expect(notes).toBeGreaterThan(0);
});

test('a vegan recipe lists no animal ingredient', async ({ page }) => {
  await stockPantry(page);
  const generator = new RecipeGeneratorSection(page);
  await generator.choose('Diet', 'Vegan');
  await generator.choose('Cuisine', 'Italian');
  await generator.generate(MADE_ON_SERVER);
  await expect(generator.cards.first()).toBeVisible();
  for (const card of await generator.cards.all()) {
    for (const name of await generator.ingredientNames(card)) {
      const entry = findIngredient(name);
      expect(entry, name).toBeDefined();
      expect(entry?.animal, name).toBeUndefined();
    }
  }
  // Nothing the pantry's animal items could have brought in.
  await expect(generator.section.getByText(/chicken|egg|cheddar/i)).toHaveCount(0);
});

test('after one online visit it generates offline, on the device', async ({ page, context }) => {
  await stockPantry(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();

  const generator = new RecipeGeneratorSection(page);
  await generator.reveal();
  await generator.choose('Diet', 'Vegetarian');
  await generator.generate(MADE_ON_DEVICE);
  await expect(generator.cards.first()).toBeVisible();
  for (const card of await generator.cards.all()) {
    await expect(card).toContainText('Rating 4.8');
    await expect(card.getByText(/^\d{1,3}% match$/)).toBeVisible();
    for (const name of await generator.ingredientNames(card)) {
      expect(['meat', 'poultry', 'fish', 'shellfish'], name).not.toContain(
        findIngredient(name)?.animal,
      );
    }
  }
});

test('Save stores the recipe, and Start Cooking opens the cooking guide', async ({ page }) => {
  await stockPantry(page);
  const generator = new RecipeGeneratorSection(page);
  await generator.generate(MADE_ON_SERVER);
  const first = generator.cards.first();
  const name = await first.getByRole('heading', { level: 3 }).innerText();
  await generator.saveButton(first).click();
  await expect(generator.saveButton(first)).toHaveText(/^Saved/);

  // Still saved after a reload: the card comes back and the device has the recipe.
  await page.reload();
  await generator.reveal();
  const again = generator.section.getByRole('article', { name, exact: true });
  await expect(generator.saveButton(again)).toHaveText(/^Saved/);

  // Start Cooking saves an unsaved recipe first, then jumps to the cooking guide, which has it.
  const second = generator.cards.nth(1);
  const secondName = await second.getByRole('heading', { level: 3 }).innerText();
  await generator.startCookingButton(second).click();
  const guide = page.getByRole('region', { name: 'Cooking Guide' });
  await expect(guide).toBeFocused();
  await expect(guide.getByRole('heading', { name: secondName })).toBeVisible();
  await expect(generator.saveButton(second)).toHaveText(/^Saved/);
});

test('says why when nothing can be cooked under the filters', async ({ page }) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  const generator = new RecipeGeneratorSection(page);
  await generator.generate(/^Your pantry is empty\./);

  await pantry.addItem({ name: 'Chicken breast', category: 'Fridge' });
  await generator.choose('Diet', 'Vegan');
  await generator.generate(/^None of the pantry items can be used under these filters\.$/);
  await expect(generator.cards).toHaveCount(0);
});

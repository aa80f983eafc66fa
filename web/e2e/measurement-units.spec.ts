// Metric or imperial everywhere (issue 22, items 2 and 5): Settings → Measurement Units changes
// what the open screens show, in another tab and offline too, without rewriting anything
// stored. A metric cook sees no imperial unit on a quick meal's card, in the cooking guide's
// ingredients and steps, on a generated recipe card, on the grocery list or in the swap tool's
// ratios; switching back shows the very amounts shown before (no drift). The expected metric
// figures are the converter's (packages/assistant/src/units), pinned by its unit tests.
import {
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  expect,
  test,
} from '@playwright/test';
import { z } from 'zod';
import { CookingGuide } from './pages/cooking-guide';
import { GroceryPage } from './pages/grocery-page';
import { PantryPage } from './pages/pantry-page';
import { PreferenceCards } from './pages/preference-cards';
import { QuickMealsPage } from './pages/quick-meals-page';
import { MADE_ON_SERVER, RecipeGeneratorSection } from './pages/recipe-generator';
import { reveal } from './support/reveal';
import { waitForServiceWorkerReady } from './support/service-worker';

/** Imperial units as the app writes them, whole words only ("cupboard" is not a cup). */
const IMPERIAL = /\b(?:cups?|tbsp|tsp|fl oz|oz|lbs?|inch(?:es)?)\b|\d\s?in\b|°\s?F\b/i;
/** Metric units after a number: what an imperial cook should not see converted-from. */
const METRIC = /\d\s?(?:g|kg|ml|l|cm|mm)\b|°\s?C\b/;

type System = 'Metric' | 'Imperial';

/**
 * Changes the household's preference from a second tab, as a cook would with the recipe open
 * on one screen and Settings on another: the first tab must follow without a reload.
 */
async function chooseUnits(context: BrowserContext, system: System): Promise<void> {
  const settings = await context.newPage();
  const cards = new PreferenceCards(settings);
  await cards.goto();
  const radio = cards.radio('Measurement Units', system);
  if (!(await radio.isChecked())) {
    await radio.click();
    await cards.expectSaved();
  }
  await expect(radio).toBeChecked();
  await settings.close();
}

const visibleText = (locator: Locator) => locator.innerText();

const sessionSchema = z.object({ accessToken: z.string() });

/** A quick recipe written the American way, shared by another household through the API. */
async function shareImperialRecipe(request: APIRequestContext, name: string): Promise<void> {
  const signIn = await request.post('/api/auth/anonymous');
  expect(signIn.status()).toBe(201);
  const { accessToken } = sessionSchema.parse(await signIn.json());
  const created = await request.post('/api/recipes', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      name,
      description: 'A skillet bake at 350 °F in a 9-inch pan.',
      difficulty: 'easy',
      cookTime: 10,
      dietaryTags: ['dinner'],
      isShared: true,
      ingredients: [
        { name: 'all-purpose flour', amount: '2', unit: 'cup' },
        { name: 'milk', amount: '1', unit: 'cup' },
        { name: 'butter', amount: '1/2', unit: 'cup' },
        { name: 'salt', amount: '1', unit: 'tsp' },
        { name: 'eggs', amount: '2', unit: 'large' },
      ],
      instructions: [
        { step: 1, instruction: 'Heat the oven to 350 °F and butter a 9-inch skillet.' },
        { step: 2, instruction: 'Whisk everything together and bake until golden.' },
      ],
    },
  });
  expect(created.status()).toBe(201);
}

test('a quick meal and the cooking guide follow the units setting, and switch back exactly', async ({
  page,
  context,
  request,
}) => {
  // Two settings tabs, a cooking session and a second visit to Quick Meals: 30-45 s on a
  // steady 2-core host, so room for a slow hour.
  test.slow();
  const name = `Skillet Bake ${test.info().testId}`;
  await shareImperialRecipe(request, name);
  const quick = new QuickMealsPage(page);
  await quick.goto();
  await expect(quick.card(name)).toContainText('350 °F in a 9-inch pan');

  await quick.cookNow(name).click();
  const guide = new CookingGuide(page);
  await expect(guide.section.getByRole('heading', { name })).toBeVisible();
  const ingredients = guide.section.getByRole('list').filter({ hasText: 'all-purpose flour' });
  const row = (ingredient: string) =>
    ingredients.getByRole('listitem').filter({ hasText: ingredient });
  await expect(row('all-purpose flour')).toHaveText(/^2 cup\s*all-purpose flour$/);
  await expect(guide.currentStep).toHaveText(
    'Heat the oven to 350 °F and butter a 9-inch skillet.',
  );
  const imperialIngredients = await visibleText(ingredients);
  const imperialStep = await visibleText(guide.currentStep);

  await chooseUnits(context, 'Metric');
  await expect(guide.currentStep).toHaveText('Heat the oven to 175 °C and butter a 23 cm skillet.');
  await expect(row('all-purpose flour')).toContainText('250 g');
  await expect(row('milk')).toContainText('235 ml');
  await expect(row('butter')).toContainText('115 g');
  await expect(row('salt')).toContainText('6 g');
  await expect(row('eggs')).toContainText('2 large');
  expect(await visibleText(guide.section)).not.toMatch(IMPERIAL);

  // Scaled servings convert too: scaled from the stored cups first, then shown in grams.
  await guide.button('More servings').click();
  await expect(guide.section.getByText('5 servings')).toBeVisible();
  await expect(row('all-purpose flour')).toContainText('315 g');
  expect(await visibleText(guide.section)).not.toMatch(IMPERIAL);
  await guide.button('Fewer servings').click();
  await expect(guide.section.getByText('4 servings')).toBeVisible();

  // The quick meal's card says its description in metric as well.
  await quick.goto();
  await expect(quick.card(name)).toContainText('175 °C in a 23 cm pan');
  expect(await visibleText(quick.card(name))).not.toMatch(IMPERIAL);

  await chooseUnits(context, 'Imperial');
  await expect(quick.card(name)).toContainText('350 °F in a 9-inch pan');
  await guide.goto();
  await expect(guide.currentStep).toHaveText(imperialStep);
  await expect.poll(() => visibleText(ingredients)).toBe(imperialIngredients);
});

test('a generated recipe card shows no imperial amount in metric, and the same ones back', async ({
  page,
  context,
}) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  // A pantry some technique fits (recipe-generator.spec.ts stocks the same kind).
  for (const item of ['Penne', 'Cherry tomatoes', 'Onion', 'Cheddar', 'Chickpeas']) {
    await pantry.addItem({ name: item });
  }
  const generator = new RecipeGeneratorSection(page);
  await generator.reveal();
  await generator.generate(MADE_ON_SERVER);
  await expect(generator.cards.first()).toBeVisible();
  const cardTexts = () => generator.cards.allInnerTexts();
  const imperial = await cardTexts();
  expect(imperial.join('\n')).not.toMatch(METRIC);

  await chooseUnits(context, 'Metric');
  await expect.poll(async () => (await cardTexts()).join('\n')).not.toMatch(IMPERIAL);
  expect(await cardTexts()).not.toEqual(imperial);

  await chooseUnits(context, 'Imperial');
  await expect.poll(cardTexts).toEqual(imperial);
});

test('the grocery list reads in the chosen units, offline, and back without drift', async ({
  page,
  context,
}) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Milk', quantity: '1', unit: 'cup' });
  await grocery.addItem({ name: 'Ground beef', quantity: '1', unit: 'lb' });
  await grocery.addItem({ name: 'Flour', quantity: '1', unit: 'kg' });
  // The default is imperial: a line typed in kilograms is read in pounds, as a shop sells flour.
  await expect(grocery.line('Flour')).toContainText('2 1/4 lb · Manual addition');
  await expect(grocery.line('Milk')).toContainText('1 cup · Manual addition');
  const imperial = await visibleText(grocery.list);
  expect(imperial).not.toMatch(METRIC);

  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await chooseUnits(context, 'Metric');
  await expect(grocery.line('Milk')).toContainText('235 ml · Manual addition');
  await expect(grocery.line('Ground beef')).toContainText('455 g · Manual addition');
  await expect(grocery.line('Flour')).toContainText('1 kg · Manual addition');
  expect(await visibleText(grocery.list)).not.toMatch(IMPERIAL);

  await chooseUnits(context, 'Imperial');
  await expect.poll(() => visibleText(grocery.list)).toBe(imperial);
});

test('pantry cards and a grocery line’s stepper step in stored units but read in the chosen ones', async ({
  page,
  context,
}) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Chicken breast', quantity: '2', unit: 'lb' });
  const chicken = pantry
    .card('Chicken breast')
    .getByRole('group', { name: 'Chicken breast quantity' });
  await expect(chicken).toHaveText('2 lb');

  await chooseUnits(context, 'Metric');
  await expect(chicken).toHaveText('905 g');
  expect(await visibleText(pantry.section)).not.toMatch(IMPERIAL);
  // A tap adds a pound, read in grams: the stored amount is still whole pounds.
  await chicken.getByRole('button', { name: 'Increase Chicken breast' }).click();
  await expect(chicken).toHaveText('1.35 kg');

  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Ground beef', quantity: '1', unit: 'lb' });
  await grocery.section.getByRole('button', { name: 'Change the amount of Ground beef' }).click();
  const beef = grocery.section.getByRole('group', { name: 'Ground beef amount' });
  await expect(beef).toHaveText('455 g');
  await beef.getByRole('button', { name: 'More Ground beef' }).click();
  await expect(beef).toHaveText('905 g');
  expect(await visibleText(grocery.list)).not.toMatch(IMPERIAL);

  await chooseUnits(context, 'Imperial');
  await expect(beef).toHaveText('2 lb');
  await pantry.goto();
  await expect(chicken).toHaveText('3 lb');
});

test('the swap tool gives its ratios in the chosen units', async ({ page, context }) => {
  const swaps = page.getByRole('region', { name: 'Ingredient Swap' });
  const oil = swaps.getByRole('listitem', { name: 'Butter to Olive oil', exact: true });
  await page.goto('/#swap');
  await reveal(swaps, oil);
  await expect(oil).toContainText('Ratio: 3/4 cup per cup');
  await chooseUnits(context, 'Metric');
  await expect(oil).toContainText('Ratio: 175 ml per 235 ml');
  await chooseUnits(context, 'Imperial');
  await expect(oil).toContainText('Ratio: 3/4 cup per cup');
});

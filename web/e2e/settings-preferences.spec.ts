// Settings → the household's preferences (issue 8, item 4; spec §2, §3, §8): "Loading
// preferences..." first, then every card shows §3's defaults; each change saves with §8's toast
// and survives a reload; a change reaches the kitchen's other device; the diet becomes the
// recipe generator's starting filter.
import { expect, test } from '@playwright/test';
import { ALLERGENS, DIETARY_RESTRICTIONS, PREFERRED_CUISINES } from '@mise/domain/options';
import { PreferenceCards } from './pages/preference-cards';
import { RecipeGeneratorSection } from './pages/recipe-generator';
import { joinKitchen, newDevice } from './support/kitchen-devices';

test('every preference card starts on the defaults, saves each change, and keeps it', async ({
  page,
}) => {
  // The first thing Settings shows is the loading line (held back here so it can be seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/preference-area.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cards = new PreferenceCards(page);
  await page.goto('/settings');
  await expect(cards.loading).toBeVisible();
  release();
  await expect(cards.card('Privacy & Sharing')).toBeVisible();
  await expect(cards.loading).toHaveCount(0);

  // §3 defaults.
  await expect(cards.radio('Cooking Skill Level', 'Intermediate')).toBeChecked();
  await expect(cards.radio('Measurement Units', 'Imperial')).toBeChecked();
  await expect(cards.radio('Time Availability', 'Any')).toBeChecked();
  await expect(cards.radio('Privacy & Sharing', 'Private')).toBeChecked();
  await expect(cards.switch('Notifications')).toBeChecked();
  await expect(cards.switch('Email notifications')).not.toBeChecked();
  // §3's option lists, in order, none chosen.
  for (const [card, options] of [
    ['Dietary Preferences', DIETARY_RESTRICTIONS],
    ['Food Allergens', ALLERGENS],
    ['Favorite Cuisines', PREFERRED_CUISINES],
  ] as const) {
    const boxes = cards.card(card).getByRole('checkbox');
    await expect(boxes).toHaveCount(options.length);
    for (const [index, option] of options.entries()) {
      await expect(boxes.nth(index)).toHaveAccessibleName(option);
      await expect(boxes.nth(index)).not.toBeChecked();
    }
  }
  await expect(cards.card('Time Availability')).toContainText('Under 30 min');
  await expect(cards.card('Time Availability')).toContainText('30-60 min');
  await expect(cards.card('Time Availability')).toContainText('No limit');

  const changes = [
    cards.radio('Cooking Skill Level', 'Advanced'),
    cards.radio('Measurement Units', 'Metric'),
    cards.checkbox('Dietary Preferences', 'Vegan'),
    cards.checkbox('Dietary Preferences', 'Gluten-Free'),
    cards.checkbox('Food Allergens', 'Tree Nuts'),
    cards.checkbox('Favorite Cuisines', 'Thai'),
    cards.radio('Time Availability', 'Quick'),
    cards.switch('Notifications'),
    cards.switch('Email notifications'),
    cards.radio('Privacy & Sharing', 'Public'),
  ];
  for (const choice of changes) {
    await choice.click();
    await cards.expectSaved();
  }
  // Unticking saves the shorter list.
  await cards.checkbox('Dietary Preferences', 'Vegan').click();
  await cards.expectSaved();

  await page.reload();
  await expect(cards.card('Privacy & Sharing')).toBeVisible();
  await expect(cards.radio('Cooking Skill Level', 'Advanced')).toBeChecked();
  await expect(cards.radio('Measurement Units', 'Metric')).toBeChecked();
  await expect(cards.checkbox('Dietary Preferences', 'Vegan')).not.toBeChecked();
  await expect(cards.checkbox('Dietary Preferences', 'Gluten-Free')).toBeChecked();
  await expect(cards.checkbox('Food Allergens', 'Tree Nuts')).toBeChecked();
  await expect(cards.checkbox('Favorite Cuisines', 'Thai')).toBeChecked();
  await expect(cards.radio('Time Availability', 'Quick')).toBeChecked();
  await expect(cards.switch('Notifications')).not.toBeChecked();
  await expect(cards.switch('Email notifications')).toBeChecked();
  await expect(cards.radio('Privacy & Sharing', 'Public')).toBeChecked();
});

test("a preference changed on one phone shows on the kitchen's other phone", async ({
  browser,
}) => {
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  await joinKitchen(first.page, second.page);

  const firstCards = new PreferenceCards(first.page);
  await firstCards.goto();
  await firstCards.checkbox('Food Allergens', 'Sesame').click();
  await firstCards.expectSaved();
  await firstCards.radio('Cooking Skill Level', 'Beginner').click();
  await firstCards.expectSaved();

  const secondCards = new PreferenceCards(second.page);
  await secondCards.goto();
  await expect(secondCards.checkbox('Food Allergens', 'Sesame')).toBeChecked({ timeout: 10_000 });
  await expect(secondCards.radio('Cooking Skill Level', 'Beginner')).toBeChecked();

  await first.context.close();
  await second.context.close();
});

test("the recipe generator starts on the household's diet", async ({ page }) => {
  const cards = new PreferenceCards(page);
  await cards.goto();
  await cards.checkbox('Dietary Preferences', 'Vegetarian').click();
  await cards.expectSaved();
  await cards.checkbox('Dietary Preferences', 'Vegan').click();
  await cards.expectSaved();

  const generator = new RecipeGeneratorSection(page);
  await page.goto('/');
  await generator.reveal();
  await expect(generator.filter('Diet')).toHaveText('Vegan');
  // The cook's own choice wins over the preference.
  await generator.choose('Diet', 'Keto');
});

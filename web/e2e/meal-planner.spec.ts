// The weekly planner (spec §2 Planning section, §4 week and meal slots, issue 7): week
// navigation from Sunday, placeholder meals, a recipe from the library in a slot, clearing,
// moving by drag and drop, Auto-Plan on the device (offline too) and the week's groceries.
import { type Page, expect, test } from '@playwright/test';
import { CookingGuide } from './pages/cooking-guide';
import { GroceryPage } from './pages/grocery-page';
import { MealPlanner } from './pages/meal-planner';
import { PantryPage } from './pages/pantry-page';
import { waitForServiceWorkerReady } from './support/service-worker';

// Wednesday 25 November 2026: the planner opens on the week of Sunday the 22nd.
const WEDNESDAY = new Date('2026-11-25T12:00:00');
const SUNDAY = 'Sunday, November 22';
const MONDAY = 'Monday, November 23';
const THURSDAY = 'Thursday, November 26';

async function openPlanner(page: Page): Promise<MealPlanner> {
  await page.clock.setFixedTime(WEDNESDAY);
  const planner = new MealPlanner(page);
  await planner.goto();
  return planner;
}

test('weeks start on Sunday and move one week at a time', async ({ page }) => {
  const planner = await openPlanner(page);
  const days = planner.calendar.getByRole('rowheader');
  // A day's header reads its full date; its short form ("SUN 22") is for the eye only.
  await expect(days).toHaveText([
    /^Sunday, November 22/,
    /^Monday, November 23/,
    /^Tuesday, November 24/,
    /^Wednesday, November 25/,
    /^Thursday, November 26/,
    /^Friday, November 27/,
    /^Saturday, November 28/,
  ]);
  await expect(planner.calendar.getByRole('columnheader')).toHaveText([
    'Day',
    'Breakfast',
    'Lunch',
    'Dinner',
  ]);
  await expect(planner.calendar.locator('tr[aria-current="date"]')).toContainText(
    'Wednesday, November 25',
  );

  await planner.button('Next week').click();
  await expect(days.first()).toHaveText(/^Sunday, November 29/);
  await planner.button('Previous week').click();
  await planner.button('Previous week').click();
  await expect(days.first()).toHaveText(/^Sunday, November 15/);
  await planner.button('Back to this week').click();
  await expect(days.first()).toHaveText(/^Sunday, November 22/);
});

test('an empty slot takes its placeholder; a meal can become a recipe, move, and be cleared', async ({
  page,
}) => {
  const planner = await openPlanner(page);
  await planner.emptySlot(SUNDAY, 'breakfast').click();
  await planner.emptySlot(SUNDAY, 'lunch').click();
  await planner.emptySlot(SUNDAY, 'dinner').click();
  await expect(planner.slot(SUNDAY, 'breakfast')).toContainText('Oatmeal Bowl');
  await expect(planner.slot(SUNDAY, 'lunch')).toContainText('Garden Salad');
  await expect(planner.slot(SUNDAY, 'dinner')).toContainText('Grilled Salmon');

  // A recipe from the library in place of the placeholder, linked to it.
  await planner.meal(planner.slot(SUNDAY, 'breakfast')).click();
  await expect(planner.dialog.getByRole('heading', { name: 'Oatmeal Bowl' })).toBeVisible();
  await planner.dialog.getByRole('button', { name: 'Choose a recipe' }).click();
  await planner.dialog
    .getByRole('searchbox', { name: 'Search your recipes' })
    .fill('avocado toast');
  await planner.dialog.getByRole('button', { name: /^Avocado Toast with a Jammy Egg/ }).click();
  await expect(planner.dialog).toBeHidden();
  const breakfast = planner.slot(SUNDAY, 'breakfast');
  await expect(breakfast).toContainText('Avocado Toast with a Jammy Egg');
  await planner.meal(breakfast).click();
  await expect(planner.dialog.getByRole('button', { name: 'Start cooking' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Dragged onto Monday's dinner, the salad leaves Sunday's lunch empty.
  await planner.slot(SUNDAY, 'lunch').scrollIntoViewIfNeeded();
  await planner.drag(planner.slot(SUNDAY, 'lunch'), planner.slot(MONDAY, 'dinner'));
  await expect(planner.slot(MONDAY, 'dinner')).toContainText('Garden Salad');
  await expect(planner.emptySlot(SUNDAY, 'lunch')).toBeVisible();
  // Dropped on a planned meal, the two trade places.
  await planner.drag(planner.slot(SUNDAY, 'dinner'), planner.slot(MONDAY, 'dinner'));
  await expect(planner.slot(MONDAY, 'dinner')).toContainText('Grilled Salmon');
  await expect(planner.slot(SUNDAY, 'dinner')).toContainText('Garden Salad');

  // The plan is on the device: a reload keeps it, and Clear empties the slot.
  await page.reload();
  await expect(planner.slot(MONDAY, 'dinner')).toContainText('Grilled Salmon');
  await planner.meal(planner.slot(MONDAY, 'dinner')).click();
  await planner.dialog.getByRole('button', { name: 'Clear slot' }).click();
  await expect(planner.emptySlot(MONDAY, 'dinner')).toBeVisible();
});

test('a planned recipe is cooked for as many as the cook says: the slot, the groceries and the guide follow', async ({
  page,
}) => {
  const planner = await openPlanner(page);
  await planner.emptySlot(THURSDAY, 'breakfast').click();
  const breakfast = planner.slot(THURSDAY, 'breakfast');
  await planner.meal(breakfast).click();
  await planner.dialog.getByRole('button', { name: 'Choose a recipe' }).click();
  await planner.dialog
    .getByRole('searchbox', { name: 'Search your recipes' })
    .fill('avocado toast');
  await planner.dialog.getByRole('button', { name: /^Avocado Toast with a Jammy Egg/ }).click();
  await expect(breakfast).toContainText('Avocado Toast with a Jammy Egg');

  // The toast is written for 2 (2 eggs); this breakfast is for 6.
  await planner.meal(breakfast).click();
  const servings = planner.dialog.getByRole('group', { name: 'Servings' });
  await expect(servings).toContainText('2 servings');
  await expect(planner.dialog).toContainText('The recipe is written for 2');
  for (let tap = 0; tap < 4; tap++)
    await servings.getByRole('button', { name: 'More servings' }).click();
  await expect(servings).toContainText('6 servings');
  await page.keyboard.press('Escape');
  await expect(breakfast.getByTestId('meal-servings')).toHaveText('6 servings');
  // A reload keeps it: the count is the planned meal's.
  await page.reload();
  await expect(planner.slot(THURSDAY, 'breakfast').getByTestId('meal-servings')).toHaveText(
    '6 servings',
  );

  // The week's groceries buy for six: 6 eggs, 3 avocados.
  const grocery = new GroceryPage(page);
  await planner.button('Add groceries').click();
  await expect(page.getByText(/^Added \d+ items? to your grocery list$/).first()).toBeVisible();
  await expect(grocery.line('Egg')).toContainText('6 piece');
  await expect(grocery.line('Avocado')).toContainText('3 piece');

  // Started from the meal, the guide opens at six.
  await planner.meal(planner.slot(THURSDAY, 'breakfast')).click();
  await planner.dialog.getByRole('button', { name: 'Start cooking' }).click();
  const guide = new CookingGuide(page);
  await guide.reveal();
  await expect(guide.section.getByRole('group', { name: 'Servings' })).toContainText('6 servings');
  await expect(guide.section.getByRole('listitem').filter({ hasText: /egg$/ })).toContainText(
    '6 piece',
  );
});

test('Auto-Plan fills the empty slots offline, explains its choices, and shops for the week', async ({
  page,
  context,
}) => {
  // Two plans (from today, then the past days) and the groceries.
  test.slow();
  await page.clock.setFixedTime(WEDNESDAY);
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Spinach', category: 'Fridge', expiry: '2026-11-26' });
  await pantry.addItem({ name: 'Eggs', category: 'Fridge', quantity: '2' });
  await waitForServiceWorkerReady(page);

  const planner = new MealPlanner(page);
  await planner.reveal();
  await planner.emptySlot(SUNDAY, 'dinner').click();
  await expect(planner.slot(SUNDAY, 'dinner')).toContainText('Grilled Salmon');

  await context.setOffline(true);
  // From today on: Wednesday to Saturday, four days of three meals.
  await planner.button('Auto-Plan').click();
  await expect(page.getByText('Planned 12 meals').first()).toBeVisible();
  await expect(planner.emptySlot(MONDAY, 'dinner')).toBeVisible();
  // The days gone by too, when the cook asks for them.
  await page.getByRole('checkbox', { name: 'Include past days' }).check();
  await planner.button('Auto-Plan').click();
  await expect(page.getByText('Planned 8 meals').first()).toBeVisible();
  await expect(planner.calendar.getByRole('button', { name: /^Plan / })).toHaveCount(0);
  // The meal planned by hand stays; every other slot got a recipe, none twice, each with why.
  await expect(planner.slot(SUNDAY, 'dinner')).toContainText('Grilled Salmon');
  const planned = planner.calendar.getByRole('cell').getByRole('button', { name: /^(?!Move )/ });
  const meals = await planned.evaluateAll((buttons) =>
    buttons.map((button) => ({
      name: button.querySelector('span')?.textContent ?? '',
      reason: button.getAttribute('title') ?? '',
    })),
  );
  const auto = meals.filter((meal) => meal.name !== 'Grilled Salmon');
  expect(auto).toHaveLength(20);
  expect(new Set(auto.map((meal) => meal.name)).size).toBe(20);
  for (const meal of auto) expect(meal.reason, meal.name).not.toBe('');
  // The spinach that expires tomorrow is used up this week, and the plan says so.
  expect(auto.some((meal) => /spinach/i.test(meal.reason))).toBe(true);
  const spinachMeal = auto.find((meal) => /spinach/i.test(meal.reason))?.name ?? '';
  await planned.filter({ hasText: spinachMeal }).first().click();
  await expect(planner.dialog.getByTestId('meal-reason')).toContainText(/spinach/i);
  await page.keyboard.press('Escape');

  // The cook already wrote olive oil on the list by hand; the plan's oil joins that line.
  const grocery = new GroceryPage(page);
  await grocery.addItem({ name: 'Olive oil', quantity: '1', unit: 'bottle', price: '8.99' });
  await expect(grocery.line('Olive oil')).toContainText('Manual addition');

  // The week's groceries: what the recipes need, less the pantry, each "For planned recipe".
  await planner.button('Add groceries').click();
  await expect(page.getByText(/^Added \d+ items? to your grocery list$/).first()).toBeVisible();
  await expect(grocery.lines.first()).toContainText('For planned recipe');
  const oil = grocery.line('Olive oil');
  await expect(oil).toHaveCount(1);
  await expect(oil).toContainText('For planned recipe');
  await expect(oil).toContainText(/1 bottle \+ .* in all/);
  await expect(grocery.total).not.toHaveText('Total to buy $0.00');
  // Amounts a shop sells: never a fraction of a piece.
  await expect(grocery.lines.filter({ hasText: /\d\.\d+ piece/ })).toHaveCount(0);
  // Asking again adds nothing twice.
  await planner.button('Add groceries').click();
  await expect(page.getByText('Nothing to add to your grocery list').first()).toBeVisible();
});

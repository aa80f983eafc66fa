// The pantry section (spec §2, §4, §5, §9): adding an item through the form, its validation and
// defaults, freshness and order, the category filter, quantity changes and removal, all kept
// on the device across reloads.
import { expect, test } from '@playwright/test';
import { PantryPage, localDateFromToday } from './pages/pantry-page';

test('the add form shows, refuses a blank name, saves, hides and opens on the defaults again', async ({
  page,
}) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await expect(pantry.emptyState).toBeVisible();
  await expect(pantry.form).toBeHidden();

  await pantry.firstItemButton.click();
  await expect(pantry.form).toBeVisible();
  await expect(pantry.nameInput).toBeFocused();
  await expect(pantry.categorySelect).toHaveText('Pantry');
  await expect(pantry.quantityInput).toHaveValue('1');
  await expect(pantry.unitInput).toHaveValue('piece');
  await expect(pantry.expiryInput).toHaveValue('');

  await pantry.nameInput.fill('   ');
  await pantry.saveButton.click();
  await expect(pantry.form).toBeVisible();
  await expect(pantry.nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(pantry.nameInput).toHaveAccessibleDescription('Enter a name for the item.');
  await expect(pantry.nameInput).toBeFocused();
  await expect(pantry.cards).toHaveCount(0);

  await pantry.addItem({
    name: 'Milk',
    category: 'Fridge',
    quantity: '2',
    unit: 'l',
    expiry: localDateFromToday(3),
  });
  await expect(pantry.countBadge).toHaveText('1');
  const milk = pantry.card('Milk');
  await expect(milk.getByText('Fridge', { exact: true })).toBeAttached();
  // Saved in litres, read in the household's units (imperial until Settings says otherwise),
  // as the shop sells it: a half gallon.
  await expect(milk.getByRole('status')).toHaveText('2 quart');
  await expect(milk.getByText(/^Expires /)).toBeVisible();
  await expect(milk.getByRole('progressbar', { name: 'Freshness' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(milk.getByText('3 days', { exact: true })).toBeVisible();

  await pantry.addItemButton.click();
  await expect(pantry.nameInput).toHaveValue('');
  await expect(pantry.categorySelect).toHaveText('Pantry');
  await expect(pantry.quantityInput).toHaveValue('1');
  await expect(pantry.unitInput).toHaveValue('piece');
  await expect(pantry.expiryInput).toHaveValue('');
  await pantry.cancelButton.click();
  await expect(pantry.form).toBeHidden();
  await expect(pantry.addItemButton).toBeFocused();
  await expect(pantry.cards).toHaveCount(1);
});

test('a blank quantity falls back to 1 and a quantity below 1 is refused', async ({ page }) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.openForm();
  await pantry.nameInput.fill('Flour');
  await pantry.quantityInput.fill('0');
  await pantry.saveButton.click();
  await expect(pantry.quantityInput).toHaveAccessibleDescription('Quantity must be at least 1.');

  await pantry.addItem({ name: 'Flour', quantity: '' });
  await expect(pantry.card('Flour').getByRole('status')).toHaveText('1 piece');
  await expect(pantry.card('Flour').getByText('No expiry date')).toBeVisible();
});

test('an item survives a reload, and Remove takes it away for good', async ({ page }) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Greek yogurt', category: 'Fridge' });

  await page.reload();
  await expect(pantry.card('Greek yogurt')).toBeVisible();
  await expect(pantry.countBadge).toHaveText('1');

  await pantry.removeButton('Greek yogurt').click();
  await expect(pantry.card('Greek yogurt')).toBeHidden();
  await expect(pantry.emptyState).toBeVisible();
  await expect(pantry.itemsHeading).toBeFocused();

  await page.reload();
  await expect(pantry.emptyState).toBeVisible();
  await expect(pantry.countBadge).toHaveText('0');
});

test('items are sorted soonest expiry first, undated last, and filter by category', async ({
  page,
}) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Rice', category: 'Pantry' });
  await pantry.addItem({ name: 'Peas', category: 'Freezer', expiry: localDateFromToday(60) });
  await pantry.addItem({ name: 'Spinach', category: 'Fridge', expiry: localDateFromToday(-1) });
  await pantry.addItem({ name: 'Cream', category: 'Fridge', expiry: localDateFromToday(1) });

  await expect.poll(() => pantry.cardNames()).toEqual(['Spinach', 'Cream', 'Peas', 'Rice']);
  await expect(pantry.card('Spinach').getByText('Expired', { exact: true })).toBeVisible();
  await expect(pantry.card('Cream').getByText('1 day', { exact: true })).toBeVisible();
  await expect(pantry.card('Rice').getByText('No date', { exact: true })).toBeVisible();

  await expect(pantry.filter('All')).toBeChecked();
  await pantry.filter('Fridge').click();
  await expect(pantry.filter('Fridge')).toBeChecked();
  await expect.poll(() => pantry.cardNames()).toEqual(['Spinach', 'Cream']);
  await pantry.filter('Freezer').click();
  await expect.poll(() => pantry.cardNames()).toEqual(['Peas']);
  // The badge counts the whole pantry, whatever the filter.
  await expect(pantry.countBadge).toHaveText('4');

  // A new item is never hidden behind the filter of another category.
  await pantry.addItem({ name: 'Oats', category: 'Pantry' });
  await expect(pantry.filter('All')).toBeChecked();
  await expect(pantry.cards).toHaveCount(5);
});

test('the quantity buttons change it by one and never go below 1', async ({ page }) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Eggs', unit: 'piece' });
  const eggs = pantry.card('Eggs');
  const decrease = eggs.getByRole('button', { name: 'Decrease Eggs' });
  const increase = eggs.getByRole('button', { name: 'Increase Eggs' });

  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  await increase.click();
  await increase.click();
  await expect(eggs.getByRole('status')).toHaveText('3 piece');
  await decrease.click();
  await expect(eggs.getByRole('status')).toHaveText('2 piece');
  await decrease.click();
  await expect(eggs.getByRole('status')).toHaveText('1 piece');
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  // Still focusable at 1 (a disabled button would drop the focus), but pressing it does nothing.
  await expect(decrease).toBeFocused();
  await decrease.press('Enter');
  await expect(eggs.getByRole('status')).toHaveText('1 piece');
});

test('works with the keyboard alone', async ({ page }) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.firstItemButton.focus();
  await page.keyboard.press('Enter');
  await expect(pantry.nameInput).toBeFocused();
  await page.keyboard.type('Butter');
  // Enter in a field submits the form.
  await page.keyboard.press('Enter');
  await expect(pantry.card('Butter')).toBeVisible();
  await expect(pantry.form).toBeHidden();
  await expect(pantry.itemsHeading).toBeFocused();

  await pantry.filter('All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(pantry.filter('Fridge')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pantry.filter('Fridge')).toBeChecked();
  await expect(pantry.section.getByText('Nothing in the fridge yet.')).toBeVisible();
});

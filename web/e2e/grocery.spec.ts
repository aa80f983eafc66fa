// The grocery list in #planning (spec §2, §3, §9): manual lines priced in dollars and stored in
// cents, the total of what is still to buy, checking lines off (struck through, moved last),
// removal, and all of it offline, across reloads served by the service worker.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { GroceryPage } from './pages/grocery-page';
import { PantryPage } from './pages/pantry-page';
import { reveal } from './support/reveal';
import { waitForServiceWorkerReady } from './support/service-worker';

test('adds lines and totals what is still to buy; a checked line is struck through and last', async ({
  page,
}) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await expect(grocery.emptyState).toBeVisible();

  await grocery.addButton.click();
  await expect(grocery.nameInput).toHaveAccessibleDescription('Enter what you need to buy.');
  await expect(grocery.nameInput).toBeFocused();
  await expect(grocery.lines).toHaveCount(0);

  await grocery.addItem({ name: 'Eggs', quantity: '12', price: '3.49' });
  await grocery.addItem({ name: 'Flour', unit: 'kg', price: '2.5' });
  await expect(grocery.line('Eggs')).toContainText('12 piece · Manual addition');
  await expect(grocery.line('Eggs')).toContainText('$3.49');
  // Shown in the household's units, imperial by default (measurement-units.spec.ts).
  await expect(grocery.line('Flour')).toContainText('2 1/4 lb · Manual addition');
  await expect(grocery.line('Flour')).toContainText('$2.50');
  await grocery.expectTotal('$5.99');
  // The form went back to its defaults for the next line.
  await expect(grocery.quantityInput).toHaveValue('1');
  await expect(grocery.unitInput).toHaveValue('piece');
  await expect(grocery.priceInput).toHaveValue('');

  await grocery.checkbox('Eggs').click();
  await expect(grocery.checkbox('Eggs')).toBeChecked();
  await grocery.expectTotal('$2.50');
  await expect(grocery.line('Eggs').getByText('Eggs', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect.poll(() => grocery.lineNames()).toEqual(['Flour', 'Eggs']);
  // The box keeps the keyboard focus though its line moved.
  await expect(grocery.checkbox('Eggs')).toBeFocused();

  await page.reload();
  await grocery.waitForList();
  await expect(grocery.checkbox('Eggs')).toBeChecked();
  await grocery.expectTotal('$2.50');

  await grocery.checkbox('Eggs').click();
  await grocery.expectTotal('$5.99');
});

test('refuses a price that is not dollars; a blank price is $0.00', async ({ page }) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.nameInput.fill('Salt');
  await grocery.priceInput.fill('lots');
  await grocery.addButton.click();
  await expect(grocery.priceInput).toHaveAccessibleDescription(
    'Enter a price in dollars, like 2.99.',
  );
  await expect(grocery.priceInput).toBeFocused();

  await grocery.addItem({ name: 'Salt', price: '' });
  await expect(grocery.line('Salt')).toContainText('$0.00');
  await grocery.expectTotal('$0.00');
});

test('the sample item and removing a line', async ({ page }) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.sampleButton.click();
  await expect(grocery.line('Sample Item')).toContainText('1 piece · Manual addition');
  await expect(grocery.line('Sample Item')).toContainText('$2.99');
  await grocery.expectTotal('$2.99');

  await grocery.removeButton('Sample Item').click();
  await expect(grocery.emptyState).toBeVisible();
  await expect(grocery.heading).toBeFocused();
  await page.reload();
  await expect(grocery.emptyState).toBeVisible();
});

test('a shopper with no signal adds, checks off and removes, and it all survives a reload', async ({
  page,
  context,
}) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  // The service worker must hold the app before the network goes, or the reload has nothing.
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await grocery.addItem({ name: 'Milk', price: '1.99' });
  await grocery.addItem({ name: 'Bread', price: '3' });
  await grocery.addItem({ name: 'Apples', quantity: '6', price: '4.20' });
  await grocery.expectTotal('$9.19');
  await grocery.checkbox('Milk').click();
  await grocery.expectTotal('$7.20');
  await grocery.removeButton('Apples').click();
  await expect(grocery.checkbox('Apples')).toBeHidden();
  await grocery.expectTotal('$3.00');

  await page.reload();
  await grocery.waitForList();
  await expect.poll(() => grocery.lineNames()).toEqual(['Bread', 'Milk']);
  await expect(grocery.checkbox('Milk')).toBeChecked();
  await expect(grocery.checkbox('Bread')).not.toBeChecked();
  await grocery.expectTotal('$3.00');
});

test('in the shop: lines by aisle, amounts changed, a bought line into the pantry in one tap', async ({
  page,
}) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Frozen peas', price: '2' });
  await grocery.addItem({ name: 'Milk', price: '1.99' });
  await grocery.addItem({ name: 'Spinach', price: '3' });
  // Produce first and frozen last, whatever the order they were added in.
  await expect.poll(() => grocery.lineNames()).toEqual(['Spinach', 'Milk', 'Frozen peas']);
  await expect(grocery.list.getByRole('heading', { level: 4 })).toHaveText([
    'Produce',
    'Dairy & eggs',
    'Frozen',
  ]);
  // The aisle headings sit inside the lines: the list holds nothing but its three lines.
  await expect(grocery.lines).toHaveCount(3);
  const axe = await new AxeBuilder({ page }).include('#grocery-list').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await grocery.list.getByRole('button', { name: 'Change the amount of Milk' }).click();
  await grocery.list.getByRole('button', { name: 'More Milk' }).click();
  await grocery.list.getByRole('button', { name: 'More Milk' }).click();
  await expect(grocery.line('Milk')).toContainText('3 piece');
  await grocery.list.getByRole('button', { name: 'Less Milk' }).click();
  await expect(grocery.line('Milk')).toContainText('2 piece');

  await grocery.checkbox('Spinach').click();
  await expect(grocery.checkbox('Spinach')).toBeChecked();
  await expect(grocery.list.getByRole('heading', { level: 4 }).last()).toHaveText('Checked off');
  await grocery.list.getByRole('button', { name: 'Add Spinach to pantry' }).click();
  await expect(grocery.checkbox('Spinach')).toBeHidden();
  const pantry = new PantryPage(page);
  const pantryCard = pantry.card('Spinach');
  await reveal(pantry.section, pantryCard);
  // The dictionary keeps spinach in the fridge for about a week.
  await expect(pantryCard).toContainText('Fridge');
  await expect(pantryCard).toContainText('Expires');
});

test('the list is copied as text and printed on its own', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Milk', quantity: '2', price: '1.99' });
  await grocery.addItem({ name: 'Bread', price: '3' });

  await grocery.section.getByRole('button', { name: 'Copy list' }).click();
  await expect(page.getByText('Grocery list copied').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('- 2 piece Milk ($1.99)');
  expect(copied).toContain('- 1 piece Bread ($3.00)');
  expect(copied.trim().endsWith('Total: $4.99')).toBe(true);

  // The print dialog itself is the browser's; what it would print is the list alone.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await grocery.section.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  // The section around the list is hidden on paper, so the list is found from the page.
  await expect(page.getByRole('checkbox', { name: 'Milk', exact: true })).toBeVisible();
  await expect(page.getByText(/^Total to buy \$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pantry', level: 2, exact: true })).toBeHidden();
  await expect(grocery.addButton).toBeHidden();
});

test('a whole line typed as the item goes into its fields', async ({ page }) => {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addButton.click();
  await grocery.addItem({ name: '2 lb chicken thighs' }, 'chicken thighs');
  await expect(grocery.line('chicken thighs')).toContainText('2 lb · Manual addition');
  // What the cook typed in the fields wins.
  await grocery.addItem({ name: '3 lemons', quantity: '5' });
  await expect(grocery.line('3 lemons')).toContainText('5 piece · Manual addition');
});

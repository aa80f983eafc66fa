// Settings → "Your data" (issue 8): the kitchen exported as one JSON file and imported into a new
// browser gives the same data; a file with bad records imports the rest and says what was
// skipped and why; a file that is not a kitchen export is refused with a clear message.
import { expect, test } from '@playwright/test';
import { GroceryPage } from './pages/grocery-page';
import { PantryPage } from './pages/pantry-page';
import { YourDataCard } from './pages/your-data-card';

/** The file's records, without when it was made. */
const recordsOf = (text: string): unknown =>
  (JSON.parse(text) as { collections: unknown }).collections;

test('a kitchen exported and imported into a new browser has the same data', async ({
  page,
  browser,
}) => {
  const pantry = new PantryPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Saffron', category: 'Pantry', quantity: '2', unit: 'jar' });
  const grocery = new GroceryPage(page);
  await grocery.goto();
  await grocery.addItem({ name: 'Lemons', quantity: '3', price: '1.99' });

  const data = new YourDataCard(page);
  await data.goto();
  const exported = await data.export();
  expect(exported.name).toMatch(/^mise-kitchen-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(exported.text)).toMatchObject({ format: 'mise-kitchen', version: 1 });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherData = new YourDataCard(otherPage);
  await otherData.goto();
  await otherData.import(exported.name, exported.text);
  await expect(otherData.report).toContainText('Imported 2 records.');
  await expect(otherData.report).not.toContainText('Skipped');

  // The same records, and the app shows them.
  expect(recordsOf((await otherData.export()).text)).toEqual(recordsOf(exported.text));
  const otherPantry = new PantryPage(otherPage);
  await otherPantry.goto();
  await expect(otherPantry.card('Saffron')).toContainText('2 jar');
  const otherGrocery = new GroceryPage(otherPage);
  await otherGrocery.goto();
  await expect(otherGrocery.line('Lemons')).toContainText('3 piece');

  // Imported again, nothing changes: what the kitchen has is kept, and the report says so.
  await otherData.goto();
  await otherData.import(exported.name, exported.text);
  await expect(otherData.report).toContainText('Imported 0 records.');
  await expect(otherData.report).toContainText(
    'Pantry item 1: This kitchen already has it; it is kept as it is.',
  );
  await other.close();
});

test('bad records are skipped with their reason; other files are refused', async ({ page }) => {
  const data = new YourDataCard(page);
  await data.goto();
  const kitchen = {
    format: 'mise-kitchen',
    version: 1,
    collections: {
      pantryItems: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          name: 'Capers',
          quantity: 1,
          unit: 'jar',
          category: 'pantry',
          addedAt: '2026-11-20T08:00:00.000Z',
        },
        { id: '00000000-0000-4000-8000-0000000000a2', name: '', category: 'pantry' },
      ],
    },
  };
  await data.import('kitchen.json', JSON.stringify(kitchen));
  await expect(data.report).toContainText('Imported 1 record.');
  await expect(data.report).toContainText('Skipped 1:');
  await expect(data.report).toContainText('Pantry item 2: Name is required');
  const pantry = new PantryPage(page);
  await pantry.goto();
  await expect(pantry.card('Capers')).toBeVisible();

  await data.goto();
  await data.import('notes.json', '{"hello": "world"}');
  await expect(data.card.getByRole('alert')).toHaveText('This file is not a Mise kitchen export.');
});

// The Recipe Journal (spec §2, §4, §9; issue 9): entries written in the New Entry form are kept
// on the device and synced, so they survive a reload and reach the household's other phone; the
// stat cards count them; search, the tag filters (All + 4), cards of at most 3 tags, the detail
// overlay (Back closes it), Delete with "Entry Deleted"; what an entry cannot hold is refused
// beside its field and nothing typed is lost; "Add to journal" after cooking fills the form in;
// a photo is resized on the phone, uploaded (after an offline save, once back online, from any
// page), and fetched and kept by the other phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { RecipeJournalPage } from './pages/recipe-journal-page';
import { drawDishPhoto, naturalSize } from './support/dish-photo';
import { joinKitchen, newDevice } from './support/kitchen-devices';
import { waitForServiceWorkerReady } from './support/service-worker';
import { AVOCADO_TOAST, startAvocadoToast } from './support/start-avocado-toast';

test('entries are written, searched, filtered, opened and deleted, and all of it survives a reload', async ({
  page,
}) => {
  const journal = new RecipeJournalPage(page);
  await journal.goto();
  await expect(journal.empty).toContainText('Your journal is empty.');
  await expect(journal.stat('Total Recipes')).toHaveText('0');

  await journal.addEntry({
    recipe: 'Shakshuka',
    notes: 'Eggs just set, lots of feta on top.',
    changes: 'Added feta\nMore cumin',
    tags: 'brunch, eggs, one pan, spicy',
    occasion: 'Sunday brunch',
    cookingTime: '35',
    servings: '2',
  });
  await journal.addEntry({ recipe: 'Green Curry', stars: 4, tags: 'spicy, dinner' });
  await journal.addEntry({ recipe: 'Pancakes', stars: 3, tags: 'brunch, sweet' });

  await expect(journal.entries).toHaveCount(3);
  // A card has room for 3 tags (§9), the detail for all of them.
  const shakshukaTags = journal.card('Shakshuka').getByRole('list', { name: 'Tags' });
  await expect(shakshukaTags.getByRole('listitem')).toHaveText(['brunch', 'eggs', 'one pan']);
  await expect(journal.card('Shakshuka')).toContainText('5 of 5 stars');
  await expect(journal.card('Green Curry')).toContainText('4 of 5 stars');

  await expect(journal.stat('Total Recipes')).toHaveText('3');
  await expect(journal.stat('Favorites')).toHaveText('1');
  await expect(journal.stat('This Month')).toHaveText('3');
  await expect(journal.stat('Achievements')).toHaveText('1');

  // All + the 4 tags on the most entries: spicy and brunch twice, then the most recent.
  await expect(journal.tagFilters).toHaveText(['All', 'spicy', 'brunch', 'dinner', 'sweet']);
  await journal.tagFilter('brunch').click();
  await expect(journal.tagFilter('brunch')).toHaveAttribute('aria-pressed', 'true');
  await expect(journal.entries).toHaveCount(2);
  await expect(journal.card('Green Curry')).toHaveCount(0);
  await journal.search.fill('FETA');
  await expect(journal.entries).toHaveCount(1);
  await expect(journal.card('Shakshuka')).toBeVisible();

  await page.reload();
  await journal.waitForEntries();
  await expect(journal.entries).toHaveCount(3);
  await expect(journal.stat('Total Recipes')).toHaveText('3');
  await journal.search.fill('nothing like this');
  await expect(journal.empty).toContainText('No entry matches your search');
  await journal.empty.getByRole('button', { name: 'Show all entries' }).click();
  await expect(journal.entries).toHaveCount(3);

  // The detail overlay holds everything, and the browser's Back closes it.
  let detail = await journal.open('Shakshuka');
  await expect(detail).toContainText('Eggs just set, lots of feta on top.');
  await expect(detail.getByRole('listitem').filter({ hasText: 'More cumin' })).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(4);
  await expect(detail).toContainText('35 min');
  await expect(detail).toContainText('Serves 2');
  await expect(detail).toContainText('Sunday brunch');
  await expect(page).toHaveURL(/\?entry=/);
  await page.goBack();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/\?entry=/);

  // The backdrop closes it too; a reload with it open opens it again.
  detail = await journal.open('Green Curry');
  await page.mouse.click(5, 5);
  await expect(detail).toBeHidden();
  detail = await journal.open('Pancakes');
  await page.reload();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Back to journal' }).click();
  await expect(detail).toBeHidden();

  detail = await journal.open('Shakshuka');
  await journal.deleteFromDetail(detail);
  await expect(journal.toast('Entry Deleted')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(journal.card('Shakshuka')).toHaveCount(0);
  await expect(journal.stat('Total Recipes')).toHaveText('2');

  await page.reload();
  await journal.waitForEntries();
  await expect(journal.entries).toHaveCount(2);
  await expect(journal.card('Shakshuka')).toHaveCount(0);
  await expect(journal.stat('Favorites')).toHaveText('0');
});

test('what an entry cannot hold is refused beside its field, and nothing typed is lost', async ({
  page,
}) => {
  const journal = new RecipeJournalPage(page);
  await journal.goto();
  await journal.openNewEntry();
  await expect(journal.stars(5)).toBeChecked();
  await journal.fill({ notes: 'Too much salt.', servings: 'two', stars: 2 });
  await journal.save();
  await expect(journal.form).toContainText('Recipe name is required');
  await expect(journal.form).toContainText('Servings must be a whole number');
  await expect(journal.field('Recipe')).toBeFocused();
  await expect(journal.field('Notes')).toHaveValue('Too much salt.');
  await expect(journal.stars(2)).toBeChecked();

  // Closing keeps the draft; the keyboard moves between the stars.
  await page.keyboard.press('Escape');
  await expect(journal.form).toBeHidden();
  await journal.openNewEntry();
  await expect(journal.field('Notes')).toHaveValue('Too much salt.');
  await journal.stars(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(journal.stars(3)).toBeChecked();

  await journal.fill({ recipe: 'Miso Soup', servings: '2' });
  await expect(journal.form).not.toContainText('Servings must be a whole number');
  await journal.save();
  await expect(journal.toast('Miso Soup has been added to your journal')).toBeVisible();
  await expect(journal.card('Miso Soup')).toContainText('3 of 5 stars');

  // The next form starts fresh.
  await journal.openNewEntry();
  await expect(journal.field('Notes')).toHaveValue('');
  await expect(journal.stars(5)).toBeChecked();
});

test('an entry written on one phone appears on the kitchen’s other phone', async ({ browser }) => {
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  await joinKitchen(first.page, second.page);
  const firstJournal = new RecipeJournalPage(first.page);
  const secondJournal = new RecipeJournalPage(second.page);
  await firstJournal.goto();
  await secondJournal.goto();

  await firstJournal.addEntry({ recipe: 'Paella', tags: 'party, rice', occasion: 'Birthday' });
  await expect(secondJournal.card('Paella')).toBeVisible({ timeout: 10_000 });
  await expect(secondJournal.stat('Total Recipes')).toHaveText('1');

  const detail = await secondJournal.open('Paella');
  await secondJournal.deleteFromDetail(detail);
  await expect(secondJournal.toast('Entry Deleted')).toBeVisible();
  await expect(firstJournal.card('Paella')).toHaveCount(0, { timeout: 10_000 });

  await first.context.close();
  await second.context.close();
});

test('finishing a cooking session offers Add to journal, with the recipe filled in', async ({
  page,
}) => {
  const guide = await startAvocadoToast(page);
  const total = AVOCADO_TOAST.instructions.length;
  for (let step = 1; step < total; step += 1) {
    await guide.button('Next').click();
    await expect(guide.stepOf(step + 1, total)).toBeVisible();
  }
  await guide.button('Next').click();
  await expect(guide.section.getByText(`${AVOCADO_TOAST.name} is done!`)).toBeVisible();
  await guide.section.getByRole('link', { name: 'Add to journal' }).click();

  const journal = new RecipeJournalPage(page);
  await expect(journal.form).toBeVisible();
  await expect(journal.field('Recipe')).toHaveValue(AVOCADO_TOAST.name);
  // Clicked through in seconds, so the recipe's own time stands for how long it took.
  await expect(journal.field('Cooking time (minutes)')).toHaveValue(String(AVOCADO_TOAST.cookTime));
  await expect(page).toHaveURL('/recipe-journal');
  await journal.fill({ notes: 'Jammy eggs, perfect.' });
  await journal.save();
  await expect(journal.toast(`${AVOCADO_TOAST.name} has been added to your journal`)).toBeVisible();
  await expect(journal.card(AVOCADO_TOAST.name)).toBeVisible();
});

test('a photo picked in the form is resized, shows on the card, and on the other phone, offline too', async ({
  browser,
}) => {
  test.slow();
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  await joinKitchen(first.page, second.page);
  const firstJournal = new RecipeJournalPage(first.page);
  const secondJournal = new RecipeJournalPage(second.page);
  await firstJournal.goto();
  await secondJournal.goto();

  await firstJournal.openNewEntry();
  await firstJournal.fill({ recipe: 'Tarte Tatin', tags: 'dessert' });
  await firstJournal.choosePhotos(await drawDishPhoto(first.page, 3000, 2000));
  await expect(firstJournal.formPhotos()).toHaveCount(1);
  const uploaded = first.page.waitForResponse(
    (response) => response.url().includes('/api/photos/') && response.request().method() === 'PUT',
  );
  await firstJournal.save();
  await expect(firstJournal.toast('Tarte Tatin has been added to your journal')).toBeVisible();
  // Resized on the phone: 1280 px on the longer side, the shape kept.
  await expect
    .poll(() => naturalSize(firstJournal.cardPhoto('Tarte Tatin')))
    .toEqual({
      width: 1280,
      height: 853,
    });
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  expect(upload.request().headers()['content-type']).toBe('image/jpeg');

  // The other phone fetches it from the household when it shows the entry, and keeps it.
  await expect(secondJournal.cardPhoto('Tarte Tatin')).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(() => naturalSize(secondJournal.cardPhoto('Tarte Tatin')))
    .toEqual({
      width: 1280,
      height: 853,
    });
  await waitForServiceWorkerReady(second.page);
  await second.context.setOffline(true);
  await second.page.reload();
  await secondJournal.waitForEntries();
  await expect
    .poll(() => naturalSize(secondJournal.cardPhoto('Tarte Tatin')))
    .toEqual({
      width: 1280,
      height: 853,
    });

  await first.context.close();
  await second.context.close();
});

test('a photo saved offline goes up when the phone is back online, on whatever page is open', async ({
  page,
  context,
}) => {
  const journal = new RecipeJournalPage(page);
  await journal.goto();
  await waitForServiceWorkerReady(page);
  // Controlled by the worker from here on, so the app goes on offline.
  await page.reload();
  await journal.waitForEntries();

  await context.setOffline(true);
  await journal.openNewEntry();
  await journal.fill({ recipe: 'Pear Galette', tags: 'dessert' });
  await journal.choosePhotos(await drawDishPhoto(page, 1600, 1200));
  await expect(journal.formPhotos()).toHaveCount(1);
  await journal.save();
  await expect(journal.toast('Pear Galette has been added to your journal')).toBeVisible();

  // The cook goes on to the home page; the journal is no longer on screen.
  await new AppShell(page).navLink('Home').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook with what you have');
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/api/photos/') && response.request().method() === 'PUT',
  );
  await context.setOffline(false);
  expect((await uploaded).status()).toBe(201);
});

test('axe finds nothing on the page, in the form with its messages, or in the detail', async ({
  page,
}) => {
  const journal = new RecipeJournalPage(page);
  await journal.goto();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await journal.addEntry({ recipe: 'Ramen', tags: 'noodles, soup', notes: 'Rich broth.' });
  await journal.tagFilter('soup').click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await journal.openNewEntry();
  await journal.fill({ servings: 'lots' });
  await journal.save();
  await expect(journal.form).toContainText('Recipe name is required');
  const inForm = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(inForm.violations).toEqual([]);
  await page.keyboard.press('Escape');

  await journal.open('Ramen');
  const inDetail = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(inDetail.violations).toEqual([]);
});

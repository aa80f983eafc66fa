// "Share to Mise" (issue 23, item 6): the installed app is a share target, so sharing a recipe
// page's link opens /recipe-sharing with the share's parameters, as the browser does for an
// installed app. Online, Create Recipe opens and imports the page; offline, the link is kept
// with a notice and imported when the connection returns. The pages are served on loopback
// (support/recipe-pages.ts).
import { expect, test } from '@playwright/test';
import { CreateRecipeDialog } from './pages/create-recipe-dialog';
import { RecipeSharingPage } from './pages/recipe-sharing-page';
import { RECIPE_PAGES, type RecipePagesServer, startRecipePages } from './support/recipe-pages';
import { waitForServiceWorkerReady } from './support/service-worker';

let pages: RecipePagesServer;
test.beforeAll(async () => {
  pages = await startRecipePages();
});
test.afterAll(async () => {
  await pages.close();
});

const expected = RECIPE_PAGES.jsonLd;

test('the manifest makes the installed app a target for shared links', async ({ request }) => {
  const manifest: unknown = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    share_target: {
      action: '/recipe-sharing',
      method: 'GET',
      params: { title: 'shared_title', text: 'shared_text', url: 'shared_url' },
    },
  });
});

test('a shared link opens Create Recipe and imports the page', async ({ page }) => {
  const sharing = new RecipeSharingPage(page);
  // Android puts the link in the text and leaves the url empty.
  const shared = new URLSearchParams({
    shared_title: expected.name,
    shared_text: `Look at this one: ${pages.url('jsonLd')}`,
    shared_url: '',
  });
  // Not shell.goto, which waits for the page's h1: the dialog opens over the page at once, and
  // once it is open the page behind it (its h1 too) is hidden from the accessibility tree, so
  // on a slow machine the h1 was never seen.
  await page.goto(`/recipe-sharing?${shared}`);

  const dialog = new CreateRecipeDialog(page);
  await dialog.waitUntilOpen();
  await expect(dialog.pageAddressInput).toHaveValue(pages.url('jsonLd'));
  await expect(dialog.importGroup.getByRole('status')).toHaveText(
    `Imported “${expected.name}”. Check it below, then save.`,
  );
  await expect(dialog.nameInput).toHaveValue(expected.name);
  // The share is taken off the address: a reload does not import it again.
  await expect(page).toHaveURL(/\/recipe-sharing$/);

  await dialog.submitButton.click();
  await expect(dialog.dialog).toBeHidden();
  // The dialog opened over My Recipes, where the saved recipe now is.
  await expect(sharing.myRecipesTab).toHaveAttribute('aria-selected', 'true');
  await expect(sharing.myCard(expected.name)).toBeVisible();
});

test('a share without a link says there is nothing to import', async ({ page }) => {
  const sharing = new RecipeSharingPage(page);
  await sharing.shell.goto(`/recipe-sharing?${new URLSearchParams({ shared_text: 'Yum!' })}`);
  await expect(sharing.shell.toast('Nothing to import')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a link shared offline is kept and imported when the connection returns', async ({
  page,
  context,
}) => {
  const sharing = new RecipeSharingPage(page);
  await sharing.goto();
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await sharing.shell.goto(
    `/recipe-sharing?${new URLSearchParams({ shared_url: pages.url('jsonLd') })}`,
  );
  await expect(
    sharing.shell.toast("Mise keeps the link and imports the recipe when you're back online."),
  ).toBeVisible();
  const dialog = new CreateRecipeDialog(page);
  await expect(dialog.dialog).toHaveCount(0);

  await context.setOffline(false);
  await dialog.waitUntilOpen();
  await expect(dialog.importGroup.getByRole('status')).toHaveText(
    `Imported “${expected.name}”. Check it below, then save.`,
  );
  await expect(dialog.nameInput).toHaveValue(expected.name);
});

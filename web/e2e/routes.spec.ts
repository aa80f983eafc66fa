// The app shell: every route renders its page, the navigation reaches them without reloading,
// unknown paths get the 404 page, #anchors scroll, connection changes are announced, and the
// mobile menu works.
import { expect, test } from '@playwright/test';
import { appRoutes, homeSections } from './pages/app-routes';
import { AppShell } from './pages/app-shell';
import { reveal } from './support/reveal';
import { waitForServiceWorkerReady } from './support/service-worker';

test.describe('every route', () => {
  for (const route of appRoutes) {
    test(`${route.path} shows its one h1 and its title`, async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(shell.heading).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('main#main')).toBeVisible();
      await expect(page.getByText('Opening Mise…')).toHaveCount(0);
      if (route.path !== '/') {
        await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      }
    });
  }

  test('the home page has its anchored sections in order', async ({ page }) => {
    await new AppShell(page).goto('/');
    const sections = page.locator('main section[id]');
    await expect(sections).toHaveCount(homeSections.length);
    for (const [index, section] of homeSections.entries()) {
      const element = sections.nth(index);
      await expect(element).toHaveAttribute('id', section.id);
      await expect(
        page.getByRole('region', { name: section.heading, exact: true }),
      ).toHaveAttribute('id', section.id);
      await expect(element.getByRole('heading', { level: 2 })).toHaveText(section.heading);
    }
  });

  test('/live-kitchen reads the session of a shared link', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/live-kitchen?session=kitchen-AbCdEfGhIjKlMnOpQr-_9z');
    await expect(shell.heading).toHaveText('Live Kitchen');
    await expect(page.getByRole('heading', { name: 'Join Cooking Session' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Recipe' })).toHaveCount(0);
    // A link whose session is not one of ours opens the lobby and says so.
    await shell.goto('/live-kitchen?session=kitchen-abc123');
    await expect(page.getByRole('heading', { name: 'Start a New Session' })).toBeVisible();
    await expect(
      page.getByText('This is not a live kitchen link.', { exact: false }),
    ).toBeVisible();
  });
});

// A newcomer's first visit paints the page from the HTML, before the app's code has run
// (web/build/prerender-route-shells.ts); with scripts off, that is all there is to see.
test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of appRoutes) {
    test(`${route.path} is already its own page, titled and in the layout`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.navLabel }),
      ).toHaveAttribute('aria-current', 'page');
      // The shell is inert until the app draws over it, and a screen reader hears why.
      await expect(page.locator('#root > [inert] main#main')).toBeAttached();
      await expect(page.getByRole('status').filter({ hasText: 'Opening Mise…' })).toBeAttached();
    });
  }

  test('an unknown path shows the layout with its page loading, not another page', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('main#main')).toContainText('Loading page…');
    await expect(page.locator('h1')).toHaveCount(0);
  });
});

test('the top navigation reaches every route without reloading the page', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.markDocument();
  // Start away from home so that the Home link is a real navigation too.
  for (const route of [...appRoutes.slice(1), appRoutes[0]!]) {
    await shell.navLink(route.navLabel).click();
    await expect(page).toHaveURL(route.path);
    await expect(shell.heading).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);
    await expect(shell.navLink(route.navLabel)).toHaveAttribute('aria-current', 'page');
  }
  expect(await shell.documentIsStillMarked()).toBe(true);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/no-such-page');
  await expect(shell.heading).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(shell.heading).toHaveText('Cook with what you have');
});

test('/#planning scrolls the planning section into view', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/#planning');
  const planning = page.getByRole('region', { name: 'Meal Planner & Grocery List' });
  await expect(planning).toBeInViewport();
  // The hero at the top has scrolled away: the page really moved to the section.
  await expect(shell.heading).not.toBeInViewport();
});

test('going offline and back is announced; F8 focuses the notifications', async ({
  page,
  context,
}) => {
  const shell = new AppShell(page);
  await shell.goto('/');

  await context.setOffline(true);
  await expect(shell.toast("You're offline")).toBeVisible();
  await expect(
    shell.toast("Changes are kept on this device and sync when you're back online."),
  ).toBeVisible();

  await page.keyboard.press('F8');
  await expect(shell.notifications.locator(':focus')).toHaveCount(1);

  await context.setOffline(false);
  await expect(shell.toast('Back online')).toBeVisible();
});

test('a connection lost while the app is still starting is announced once it shows', async ({
  page,
  context,
}) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await waitForServiceWorkerReady(page);

  // The page has loaded, but the app's code is asked for only once it has painted, and its first
  // render (a transition that waits for the page's code and data) commits later still: the drop
  // comes before anything on the page listens.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await context.setOffline(true);
  await expect(shell.heading).toBeVisible();
  await expect(shell.toast("You're offline")).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens the navigation and takes you to a page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.markDocument();
    await expect(shell.menuButton).toBeVisible();
    // The wide-screen bar is hidden: the only visible navigation is in the menu.
    await expect(shell.mainNav).toBeHidden();

    await shell.openMenu();
    await expect(shell.navLink('Home')).toHaveAttribute('aria-current', 'page');
    await shell.navLink('Recipe Journal').click();
    await expect(shell.menu).toBeHidden();
    await expect(page).toHaveURL('/recipe-journal');
    await expect(shell.heading).toHaveText('Recipe Journal');

    await shell.openMenu();
    await expect(shell.navLink('Recipe Journal')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
    expect(await shell.documentIsStillMarked()).toBe(true);
  });
});

test.describe('when a page fails to load', () => {
  // Requests must reach page.route(), not a service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('a friendly error with a reload button replaces it', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) => route.abort());
    await shell.navLink('Settings').click();
    await expect(shell.heading).toHaveText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The layout survives, so the rest of the app stays reachable.
    await expect(shell.navLink('Home')).toBeVisible();
  });

  test("when the app's code cannot arrive, the page says so and its links still work", async ({
    page,
  }) => {
    // A first visit that loses the connection once the page has painted.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/quick-meals');
    await expect(page.getByRole('alert')).toHaveText(
      "Mise couldn't load. Check your connection, then reload the page.",
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Meals');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook with what you have');
  });

  test('on the home page, a part that cannot load leaves the rest working', async ({ page }) => {
    // As when the connection drops on a first visit before the parts loaded after the page.
    await page.route(
      /\/assets\/(swap-tool|home-recipe-lists|recipe-generator|hero-video)-[^/]+\.js$/,
      (route) => route.abort(),
    );
    const shell = new AppShell(page);
    await shell.goto('/');
    const note = 'This part could not be loaded. Check your connection, then reload.';
    for (const part of ['Ingredient Swap', 'Recipes']) {
      const region = page.getByRole('region', { name: part, exact: true });
      await reveal(region, region.getByText(note));
    }
    await expect(shell.heading).toHaveText('Cook with what you have');
    await expect(page.getByRole('region', { name: 'Pantry', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  });
});

// axe-core on every route, with the seeded kitchen on screen, and on each dialog and popup the
// app can open. Every violation is printed with the elements it was found on.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Locator, type Page, expect } from '@playwright/test';
import { BarcodeDialog } from '../e2e/pages/barcode-dialog';
import { DemoVideoDialog } from '../e2e/pages/demo-video-dialog';
import { CookingGuide } from '../e2e/pages/cooking-guide';
import { GroceryPage } from '../e2e/pages/grocery-page';
import { MealPlanner } from '../e2e/pages/meal-planner';
import { PantryPage } from '../e2e/pages/pantry-page';
import { RecipeGeneratorSection } from '../e2e/pages/recipe-generator';
import { ShareCard } from '../e2e/pages/share-card';
import { SyncStatus } from '../e2e/pages/sync-status';
import { reveal } from '../e2e/support/reveal';
import type { Figure } from './report';
import { budgetRoutes } from './routes';

interface Scene {
  name: string;
  path: string;
  /** Opens the dialog (or waits for the page's content); returns what axe should look at. */
  open: (page: Page) => Promise<Locator | undefined>;
}

async function pageReady(page: Page): Promise<undefined> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return undefined;
}

async function openDialog(page: Page, trigger: Locator, name: string): Promise<Locator> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The home page draws a section's body once it comes near the screen: scroll through every
 * section, as a cook would, so that axe checks the whole page and not only its first screen.
 */
async function drawEveryHomeSection(page: Page): Promise<void> {
  await new PantryPage(page).goto();
  const swap = page.getByRole('region', { name: 'Ingredient Swap' });
  await reveal(swap, swap.getByRole('searchbox', { name: 'Search ingredients' }));
  const generator = new RecipeGeneratorSection(page);
  await reveal(generator.section, generator.generateButton);
  await new CookingGuide(page).reveal();
  await new MealPlanner(page).reveal();
  await new GroceryPage(page).waitForList();
}

const routeScenes: Scene[] = budgetRoutes.map((route) => ({
  name: route.path,
  path: route.path,
  open: async (page) => {
    if (route.path === '/') await drawEveryHomeSection(page);
    // Settings' cards load after the page: the last of them says they are all there.
    if (route.path === '/settings') {
      await expect(page.getByRole('region', { name: 'Privacy & Sharing' })).toBeVisible();
    }
    return pageReady(page);
  },
}));

const dialogScenes: Scene[] = [
  {
    name: 'menu (phone navigation)',
    path: '/',
    open: (page) => openDialog(page, page.getByRole('button', { name: 'Menu' }), 'Mise'),
  },
  {
    name: 'demo video',
    path: '/',
    open: async (page) => {
      const demo = new DemoVideoDialog(page);
      await demo.open();
      await expect(demo.video).toBeVisible();
      return demo.dialog;
    },
  },
  {
    name: 'sync details',
    path: '/',
    open: async (page) => {
      const status = new SyncStatus(page);
      await status.open();
      return status.popover;
    },
  },
  {
    name: 'pantry add form',
    path: '/',
    open: async (page) => {
      const pantry = new PantryPage(page);
      await pantry.goto();
      await pantry.openForm();
      return undefined;
    },
  },
  {
    name: 'barcode scanner',
    path: '/',
    open: async (page) => {
      await new PantryPage(page).goto();
      const scanner = new BarcodeDialog(page);
      await scanner.open();
      // Checked once the camera has answered (this browser has none to give).
      await expect(scanner.status).not.toHaveText('Asking for the camera…');
      return scanner.dialog;
    },
  },
  {
    name: 'join this kitchen?',
    path: '/settings',
    open: async (page) => {
      const share = new ShareCard(page);
      await share.codeInput.fill('ABCDEFGH');
      await share.joinButton.click();
      await expect(share.confirmDialog).toBeVisible();
      return share.confirmDialog;
    },
  },
  {
    name: 'leave this kitchen?',
    path: '/settings',
    open: (page) =>
      openDialog(
        page,
        page.getByRole('button', { name: 'Leave this kitchen' }),
        'Leave this kitchen?',
      ),
  },
];

async function violationsIn(page: Page, scene: Scene): Promise<number> {
  await page.goto(scene.path);
  await pageReady(page);
  const focus = await scene.open(page);
  // A dialog is checked on its own (the page behind it is inert); a page is checked whole.
  const builder = new AxeBuilder({ page });
  if (focus) {
    await focus.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    builder.include('[data-axe-scope]');
  }
  const { violations } = await builder.analyze();
  for (const violation of violations) {
    console.log(
      `  ${scene.name}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}`,
    );
    for (const node of violation.nodes.slice(0, 5)) {
      console.log(`      ${node.target.join(' ')}`);
    }
  }
  return violations.length;
}

export async function checkAccessibility(context: BrowserContext): Promise<Figure[]> {
  const page = await context.newPage();
  const figures: Figure[] = [];
  try {
    for (const scene of [...routeScenes, ...dialogScenes]) {
      figures.push({
        check: 'axe',
        subject: `axe violations, ${scene.name}`,
        value: await violationsIn(page, scene),
        unit: '',
        limit: 0,
        kind: 'max',
      });
    }
  } finally {
    await page.close();
  }
  return figures;
}

// Installability: Chromium's own verdict (Page.getInstallabilityErrors) and the manifest fields
// the foundation issue lists, read from the manifest the page links to.
import type { BrowserContext } from '@playwright/test';
import { z } from 'zod';
import type { Figure } from './report';

const iconSchema = z.object({ src: z.string(), sizes: z.string(), purpose: z.string().optional() });
const manifestSchema = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1),
  description: z.string().min(1),
  start_url: z.string().min(1),
  scope: z.string().min(1),
  display: z.literal('standalone'),
  theme_color: z.string().min(1),
  background_color: z.string().min(1),
  icons: z.array(iconSchema),
  shortcuts: z.array(z.object({ name: z.string(), url: z.string() })),
});

const REQUIRED_SHORTCUTS = ['Pantry', 'Grocery list', 'Cook'];

/** What the manifest lacks, in words; empty when it has everything. */
function manifestProblems(json: unknown): string[] {
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  const { icons, shortcuts } = parsed.data;
  const hasIcon = (size: string, purpose: string) =>
    icons.some(
      (icon) => icon.sizes.split(' ').includes(size) && (icon.purpose ?? 'any').includes(purpose),
    );
  return [
    ...(hasIcon('192x192', 'any') ? [] : ['no 192×192 icon']),
    ...(hasIcon('512x512', 'any') ? [] : ['no 512×512 icon']),
    ...(icons.some((icon) => icon.purpose?.includes('maskable')) ? [] : ['no maskable icon']),
    ...REQUIRED_SHORTCUTS.filter((name) => !shortcuts.some((s) => s.name === name)).map(
      (name) => `no "${name}" shortcut`,
    ),
  ];
}

export async function checkInstallability(context: BrowserContext): Promise<Figure[]> {
  const page = await context.newPage();
  try {
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest: unknown = manifestUrl
      ? await (await page.request.get(manifestUrl)).json()
      : undefined;
    const problems = manifestUrl ? manifestProblems(manifest) : ['no <link rel="manifest">'];
    for (const error of installabilityErrors) console.log(`  installability: ${error.errorId}`);
    for (const problem of problems) console.log(`  manifest: ${problem}`);
    return [
      {
        check: 'installability',
        subject: 'Chromium installability errors',
        value: installabilityErrors.length,
        unit: '',
        limit: 0,
        kind: 'max',
      },
      {
        check: 'installability',
        subject: 'manifest fields missing',
        value: problems.length,
        unit: '',
        limit: 0,
        kind: 'max',
      },
    ];
  } finally {
    await page.close();
  }
}

// The home page draws a section's body once the section comes near the screen, as a cook
// scrolls to it. The page above may still be growing when the first scroll lands (the lists
// fill in, Use soon appears, a lazy part replaces its placeholder), so scroll again until the
// body is drawn, and then until it stops moving, as a cook waits for the page to settle
// before tapping.
import { type Locator, expect } from '@playwright/test';

export async function reveal(section: Locator, drawn: Locator): Promise<void> {
  const target = drawn.first();
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    const before = await target.boundingBox();
    await section.page().waitForTimeout(150);
    expect(await target.boundingBox()).toEqual(before);
  }).toPass({ timeout: 10_000 });
}

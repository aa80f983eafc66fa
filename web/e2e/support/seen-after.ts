// How long a tap on one phone takes to show on another: from the tap's click event in the
// tapping page to the frame the watching page draws the change in (the same clock: one host).
// An expect with a short timeout would time Playwright too: its click waits for the target to
// be stable first, and its assertions look again only after 100, 250 and 500 ms, so a box
// drawn 400 ms after the tap may be seen at 850 ms; a busy 2-core host turns that gap into a
// false failure. Rule S10's "within a second" is the app's time, measured here.
import { expect, type Locator, type Page } from '@playwright/test';

type Clocks = Record<string, number | undefined>;

/** Keeps the time of the next click event in `page`; the returned function waits for it. */
export async function clockNextTap(page: Page): Promise<() => Promise<number>> {
  const key = `mise-tap-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((key) => {
    const clocks = window as unknown as Clocks;
    document.addEventListener('click', () => (clocks[key] = Date.now()), {
      capture: true,
      once: true,
    });
  }, key);
  return () => readClock(page, key);
}

/**
 * Starts watching, inside `list`, for the checkbox named `name` (by its aria-labelledby, as
 * the grocery list names its boxes) to be drawn `checked`. The row may move between lists as
 * it does, so the box is looked up every frame. The returned function waits until it is drawn
 * so and gives the time it was.
 */
export async function clockChecked(
  list: Locator,
  name: string,
  checked: boolean,
): Promise<() => Promise<number>> {
  const key = `mise-drawn-${Math.random().toString(36).slice(2)}`;
  await list.evaluate(
    (container, { name, checked, key }) => {
      const named = (input: HTMLInputElement) =>
        (input.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim() === name;
      const clocks = window as unknown as Clocks;
      // A controlled input's `checked` is a property, not an attribute: every frame looks.
      const look = () => {
        const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
        if (boxes.some((box) => named(box) && box.checked === checked)) clocks[key] = Date.now();
        else requestAnimationFrame(look);
      };
      look();
    },
    { name, checked, key },
  );
  return () => readClock(list.page(), key);
}

async function readClock(page: Page, key: string): Promise<number> {
  const read = () => page.evaluate((key) => (window as unknown as Clocks)[key] ?? 0, key);
  await expect.poll(read).toBeGreaterThan(0);
  return read();
}

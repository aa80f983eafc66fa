// Page model of the weekly planner in the home page's #planning section: week navigation, the
// 7 × 3 calendar (a row per day, a column per meal), a planned meal's dialog and the week actions.
import type { Locator, Page } from '@playwright/test';
import { reveal } from '../support/reveal';

export type MealType = 'breakfast' | 'lunch' | 'dinner';
const COLUMN: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2 };

export class MealPlanner {
  readonly section: Locator;
  readonly calendar: Locator;
  readonly weekHeading: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Meal Planner & Grocery List' });
    this.calendar = this.section.getByRole('table');
    this.weekHeading = this.section.locator('h3[aria-live]');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#planning');
    await this.calendar.waitFor();
  }

  /** The planner is drawn once it comes near the screen: scroll its section into view. */
  async reveal(): Promise<void> {
    await reveal(this.section, this.calendar);
  }

  button(name: string): Locator {
    return this.section.getByRole('button', { name, exact: true });
  }

  /** A slot by its day as the calendar names it ("Sunday, November 22") and its meal. */
  slot(day: string, mealType: MealType): Locator {
    return this.calendar
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: day, exact: true }) })
      .getByRole('cell')
      .nth(COLUMN[mealType]);
  }

  emptySlot(day: string, mealType: MealType): Locator {
    return this.calendar.getByRole('button', { name: `Plan ${mealType} on ${day}`, exact: true });
  }

  /**
   * The planned meal's button, which opens its dialog: never the empty slot's "Plan …" button,
   * which a click just after planning can still find while the slot is being redrawn (and plans
   * a second meal).
   */
  meal(slot: Locator): Locator {
    return slot.getByRole('button', { name: /^(?!Plan |Move )/ }).first();
  }

  /** Drags a planned meal by its grip onto another slot, the way a finger or a mouse would. */
  async drag(from: Locator, to: Locator): Promise<void> {
    // Mid-screen, where dragging does not scroll the page under the pointer.
    await from.evaluate((slot) => slot.scrollIntoView({ block: 'center' }));
    const grip = from.getByRole('button', { name: /^Move / });
    const start = await grip.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('The slots are not on screen');
    const mouse = this.page.mouse;
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    await mouse.move(x, y);
    await mouse.down();
    // A first nudge past the few pixels that tell a drag from a tap, then the way there.
    await mouse.move(x + 6, y + 6, { steps: 3 });
    await mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
    await mouse.up();
  }
}

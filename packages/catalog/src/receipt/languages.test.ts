import { describe, expect, it } from 'vitest';
import { receiptItems } from '../receipt-items';

const names = (...lines: string[]) => receiptItems(lines.join('\n')).map((item) => item.name);

describe('foreign receipt words from the shared table of ingredient names', () => {
  it('reads the table’s words in the four languages', () => {
    expect(names('GUISANTES 1,20', 'FARINE T55 1,10', 'BURRO 2,30', 'GRUENKOHL 1,99')).toEqual([
      'Pea',
      'Flour',
      'Butter',
      'Kale',
    ]);
  });

  it('leaves an English receipt’s words to English', () => {
    expect(names('PIMIENTOS 2.49', 'CHIA SEEDS 4.99', 'LIMA BEANS 1.29', 'SALE 1.00')).toEqual([
      'Roasted red pepper',
      'Chia seed',
      'Lima bean',
    ]);
  });
});

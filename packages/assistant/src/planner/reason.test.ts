import { describe, expect, it } from 'vitest';
import { expiryDay, reasonFor } from './reason';
import type { ShelfItem } from './pantry-shelf';

const item = (name: string, daysLeft?: number, expirationDate?: string): ShelfItem => ({
  name,
  daysLeft,
  expirationDate,
});

describe('expiryDay', () => {
  it('says today, tomorrow, or the weekday', () => {
    expect(expiryDay('2025-03-02', 0)).toBe('today');
    expect(expiryDay('2025-03-03', 1)).toBe('tomorrow');
    expect(expiryDay('2025-03-04', 2)).toBe('Tuesday');
    expect(expiryDay('2025-03-08', 6)).toBe('Saturday');
  });
});

describe('reasonFor', () => {
  const plain = { itemsUsed: [], cuisine: undefined, cookTime: 45 };

  it('names the soonest-expiring item first', () => {
    const itemsUsed = [
      item('rice'),
      item('Baby Spinach', 2, '2025-03-04'),
      item('feta', 4, '2025-03-06'),
    ];
    expect(reasonFor({ ...plain, itemsUsed })).toBe('Uses the baby spinach that expires Tuesday');
    expect(reasonFor({ ...plain, itemsUsed: [item('eggs', 0, '2025-03-02')] })).toBe(
      'Uses the eggs that expire today',
    );
  });

  it('says nothing of an item a week or more away, and turns to the cuisine', () => {
    const itemsUsed = [item('kale', 7, '2025-03-09')];
    expect(reasonFor({ ...plain, itemsUsed, cuisine: { kind: 'exact', cuisine: 'Italian' } })).toBe(
      'Matches your Italian preference',
    );
    expect(
      reasonFor({ ...plain, cuisine: { kind: 'family', cuisine: 'Thai', family: 'asian' } }),
    ).toBe('An Asian dish, close to your Thai preference');
  });

  it('then counts pantry items, then quickness, then falls back', () => {
    expect(reasonFor({ ...plain, itemsUsed: [item('rice')] })).toBe(
      'Uses the rice from your pantry',
    );
    expect(reasonFor({ ...plain, itemsUsed: [item('rice'), item('kale', 9, '2025-03-11')] })).toBe(
      'Uses 2 items from your pantry',
    );
    expect(reasonFor({ ...plain, cookTime: 20 })).toBe('Quick: ready in 20 minutes');
    expect(reasonFor({ ...plain, cookTime: 30 })).toBe('From your recipe library');
    expect(reasonFor({ ...plain, cookTime: 0 })).toBe('From your recipe library');
  });
});

import { describe, expect, it } from 'vitest';
import { itemWorth, itemsUsed, soonestExpiring, stockShelf } from './pantry-shelf';

const TODAY = '2025-03-02';

describe('stockShelf', () => {
  it('drops expired items and files the rest under their names and broader ones', () => {
    const shelf = stockShelf(
      [
        { name: 'Red Onions', expirationDate: '2025-03-05' },
        { name: 'milk', expirationDate: '2025-03-01' },
        { name: 'rice' },
      ],
      TODAY,
    );
    expect(shelf.get('red onion')?.map((item) => item.name)).toEqual(['Red Onions']);
    expect(shelf.get('onion')?.map((item) => item.name)).toEqual(['Red Onions']);
    expect(shelf.has('milk')).toBe(false);
    expect(shelf.get('rice')?.[0]?.daysLeft).toBeUndefined();
  });

  it('puts the soonest expiry first and undated items last', () => {
    const shelf = stockShelf(
      [
        { name: 'spinach' },
        { name: 'baby spinach', expirationDate: '2025-03-06' },
        { name: 'spinach leaves', expirationDate: '2025-03-03' },
      ],
      TODAY,
    );
    expect(shelf.get('spinach')?.map((item) => item.daysLeft)).toEqual([1, 4, undefined]);
  });

  it('treats a malformed date as no date', () => {
    const shelf = stockShelf([{ name: 'kale', expirationDate: 'soon' }], TODAY);
    expect(shelf.get('kale')?.[0]?.daysLeft).toBeUndefined();
  });
});

describe('itemsUsed', () => {
  const shelf = stockShelf(
    [
      { name: 'spinach', expirationDate: '2025-03-03' },
      { name: 'spinach', expirationDate: '2025-03-07' },
      { name: 'feta' },
    ],
    TODAY,
  );

  it('uses, for each name, the soonest item still good on the meal’s day', () => {
    expect(itemsUsed(['spinach', 'feta'], shelf, 0).map((i) => i.daysLeft)).toEqual([1, undefined]);
    expect(itemsUsed(['spinach'], shelf, 3).map((i) => i.daysLeft)).toEqual([5]);
    expect(itemsUsed(['spinach'], shelf, 6)).toEqual([]);
  });
});

describe('itemWorth', () => {
  it('is 1 plus urgency, more for sooner items, halved per earlier meal', () => {
    const today = { name: 'a', expirationDate: TODAY, daysLeft: 0 };
    const later = { name: 'b', expirationDate: '2025-03-08', daysLeft: 6 };
    const undated = { name: 'c', expirationDate: undefined, daysLeft: undefined };
    expect(itemWorth(today, 0)).toBe(7);
    expect(itemWorth(today, 0)).toBeGreaterThan(itemWorth(later, 0));
    expect(itemWorth(later, 0)).toBeGreaterThan(itemWorth(undated, 0));
    expect(itemWorth(undated, 0)).toBe(1);
    expect(itemWorth(today, 1)).toBe(3.5);
  });
});

describe('soonestExpiring', () => {
  it('ignores undated items', () => {
    const undated = { name: 'rice', expirationDate: undefined, daysLeft: undefined };
    const dated = { name: 'kale', expirationDate: '2025-03-04', daysLeft: 2 };
    expect(soonestExpiring([undated, dated])).toBe(dated);
    expect(soonestExpiring([undated])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { findIngredient } from '@mise/catalog/ingredients';
import { factsFor, pantryNameOf } from '../knowledge/facts';
import type { MainRole } from '../knowledge/types';
import type { MainPick } from './plan';
import { ruleMinutes } from './time-rule';

function pick(key: string, role: MainRole): MainPick {
  const facts = factsFor(key);
  const entry = findIngredient(pantryNameOf(key));
  if (facts === undefined || entry === undefined) throw new Error(key);
  return { key, facts, role, share: 1, stock: { entry, daysLeft: undefined } };
}

describe('step time rules', () => {
  const mains = [
    pick('chicken thigh', 'protein'),
    pick('broccoli', 'veg'),
    pick('jasmine rice', 'starch'),
  ];

  it('takes the slowest item by the method, adds jobs done one after another', () => {
    expect(ruleMinutes('pan:protein', { mains, prepMinutes: 8 })).toBe(7);
    expect(ruleMinutes('pan:veg+1', { mains, prepMinutes: 8 })).toBe(5);
    expect(ruleMinutes('prep+1', { mains, prepMinutes: 8 })).toBe(9);
  });

  it('takes the longer of jobs done side by side: the prep while the rice cooks', () => {
    expect(ruleMinutes('starch|prep', { mains, prepMinutes: 8 })).toBe(15);
    expect(ruleMinutes('starch|prep', { mains, prepMinutes: 20 })).toBe(20);
  });

  it('has no answer when a main cannot be cooked that way: beef is not stir-fried', () => {
    expect(
      ruleMinutes('pan:protein', { mains: [pick('beef', 'protein')], prepMinutes: 4 }),
    ).toBeUndefined();
    expect(
      ruleMinutes('braise:protein', { mains: [pick('beef', 'protein')], prepMinutes: 4 }),
    ).toBe(150);
  });
});

import { findIngredient } from '@mise/catalog/ingredients';
import { describe, expect, it } from 'vitest';
import { stepShapes } from '../compose/steps';
import { DISHES } from './dishes';
import { allFacts, factsFor, pantryNameOf } from './facts';
import { FLAVOUR_BASES } from './flavour-bases';
import { pairingFamilies, pairingFamily, pairs } from './pairings';
import { SEASONING_AMOUNTS } from './seasoning-amounts';

const canonical = (name: string) => findIngredient(name)?.name;

describe('ingredient facts', () => {
  it('are keyed by dictionary names, and each recipe name reads back as the same ingredient', () => {
    for (const facts of allFacts()) {
      const pantryName = pantryNameOf(facts.name);
      expect(canonical(pantryName), facts.name).toBe(pantryName);
      expect(canonical(facts.shown), facts.shown).toBe(pantryName);
    }
  });

  it('give every main a way to be cooked or eaten, and a sensible amount per serving', () => {
    for (const facts of allFacts()) {
      expect(Object.keys(facts.minutes).length, facts.name).toBeGreaterThan(0);
      expect(facts.perServing, facts.name).toBeGreaterThan(0);
      expect(facts.prepMinutes, facts.name).toBeLessThanOrEqual(6);
    }
  });

  it('never cook tough cuts fast or quick ones slow', () => {
    expect(factsFor('beef')?.minutes.pan).toBeUndefined();
    expect(factsFor('chicken breast')?.minutes.braise).toBeUndefined();
    expect(factsFor('shrimp')?.minutes.braise).toBeUndefined();
    expect(factsFor('beef')?.minutes.braise).toBeGreaterThanOrEqual(120);
  });
});

describe('flavour bases', () => {
  it('name only dictionary ingredients, each with an amount', () => {
    for (const base of FLAVOUR_BASES) {
      for (const item of base.items) {
        for (const choice of item.choices) {
          expect(canonical(choice), `${base.id}: ${choice}`).toBe(choice);
          expect(item.amount ?? SEASONING_AMOUNTS[choice], `${base.id}: ${choice}`).toBeDefined();
        }
      }
    }
  });

  it('each give a dish its fat and something that carries the cuisine', () => {
    for (const base of FLAVOUR_BASES) {
      const roles = new Set(base.items.map((item) => item.role));
      expect(roles.has('fat') || roles.has('topping'), base.id).toBe(true);
      expect(base.items.length, base.id).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('pairings', () => {
  it('are symmetric, never pair an ingredient with itself, and name known mains', () => {
    const mains = new Set(allFacts().map((facts) => pairingFamily(pantryNameOf(facts.name))));
    for (const family of pairingFamilies()) {
      expect(mains.has(family), family).toBe(true);
      expect(pairs(family, family)).toBe(false);
    }
    expect(pairs('chicken breast', 'broccoli')).toBe(pairs('broccoli', 'chicken thigh'));
  });

  it('hold classic pairings and refuse odd ones', () => {
    expect(pairs('lamb', 'eggplant')).toBe(true);
    expect(pairs('black bean', 'corn')).toBe(true);
    expect(pairs('feta', 'watermelon')).toBe(true);
    expect(pairs('salmon', 'banana')).toBe(false);
    expect(pairs('cheddar', 'bok choy')).toBe(false);
    expect(pairs('shrimp', 'apple')).toBe(false);
  });
});

describe('dish families', () => {
  it('list only ingredients the facts know, in slots of bounded size', () => {
    for (const dish of DISHES) {
      for (const slot of dish.slots) {
        expect(slot.max, dish.id).toBeLessThanOrEqual(3);
        for (const key of slot.from) expect(factsFor(key), `${dish.id}: ${key}`).toBeDefined();
      }
      for (const item of dish.adds) {
        for (const choice of item.choices)
          expect(canonical(choice), `${dish.id}: ${choice}`).toBe(choice);
      }
    }
  });

  it('each belong to one cuisine, with flavour bases of that cuisine', () => {
    for (const dish of DISHES) {
      for (const base of dish.bases) expect(base.cuisine, dish.id).toBe(dish.cuisine);
    }
  });

  it('cover every cuisine with many dishes and every technique in more than one', () => {
    for (const cuisine of ['italian', 'asian', 'mexican', 'mediterranean'] as const) {
      expect(
        DISHES.filter((dish) => dish.cuisine === cuisine).length,
        cuisine,
      ).toBeGreaterThanOrEqual(25);
    }
    expect(new Set(DISHES.map((dish) => dish.id)).size).toBe(DISHES.length);
  });

  it('make a dish harder with a component that comes before serving, never after', () => {
    for (const dish of DISHES) {
      for (const count of [1, 2]) {
        const elaborations = dish.harder.slice(0, count);
        const shapes = stepShapes({ spec: dish, elaborations });
        const last = shapes[shapes.length - 1];
        for (const harder of elaborations)
          expect(last, `${dish.id}: ${harder.label}`).not.toBe(harder.step);
      }
    }
  });
});

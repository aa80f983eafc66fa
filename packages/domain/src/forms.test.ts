import { describe, expect, it } from 'vitest';
import {
  canRemoveRow,
  cookTimeFromInput,
  pantryFormDefaults,
  pantryQuantityFromInput,
  recipeFormDefaults,
  stepDurationFromInput,
} from './forms';

describe('recipeFormDefaults', () => {
  it('starts easy, 30 min, one empty ingredient and step 1 of 0 min, not shared', () => {
    expect(recipeFormDefaults()).toMatchObject({
      difficulty: 'easy',
      cookTime: 30,
      ingredients: [{ name: '', amount: '', unit: '' }],
      instructions: [{ step: 1, instruction: '', duration: 0 }],
      isShared: false,
    });
  });

  it('hands out a fresh object each time, so one form cannot edit another', () => {
    expect(recipeFormDefaults().ingredients).not.toBe(recipeFormDefaults().ingredients);
  });
});

describe('pantryFormDefaults', () => {
  it('resets to pantry, 1, piece, empty date', () => {
    expect(pantryFormDefaults()).toEqual({
      name: '',
      category: 'pantry',
      quantity: 1,
      unit: 'piece',
      expirationDate: '',
    });
  });
});

describe('numeric fallbacks', () => {
  it('fall back on non-numbers only', () => {
    expect(cookTimeFromInput('abc')).toBe(30);
    expect(cookTimeFromInput('')).toBe(30);
    expect(cookTimeFromInput('45')).toBe(45);
    expect(stepDurationFromInput('x')).toBe(0);
    expect(stepDurationFromInput('7')).toBe(7);
    expect(pantryQuantityFromInput('')).toBe(1);
    expect(pantryQuantityFromInput('3')).toBe(3);
  });
});

describe('canRemoveRow', () => {
  it('keeps the last row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});

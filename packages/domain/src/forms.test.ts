import { describe, expect, it } from 'vitest';
import { type RecipeCreateRequestInput, recipeCreateRequestSchema } from './api/recipes';
import {
  canRemoveRow,
  cookTimeFromInput,
  optionalMinutesFromInput,
  servingsFromInput,
  emptyIngredientRow,
  emptyInstructionRow,
  pantryFormDefaults,
  pantryQuantityFromInput,
  recipeFormDefaults,
  recipeFormFromDraft,
  renumberSteps,
  stepDurationFromInput,
} from './forms';

describe('recipeFormDefaults', () => {
  it('starts easy, 30 min, 4 servings, one empty ingredient and step 1 of 0 min, not shared', () => {
    expect(recipeFormDefaults()).toMatchObject({
      difficulty: 'easy',
      cookTime: 30,
      servings: 4,
      ingredients: [{ name: '', amount: '', unit: '' }],
      instructions: [{ step: 1, instruction: '', duration: 0 }],
      isShared: false,
    });
  });

  it('hands out a fresh object each time, so one form cannot edit another', () => {
    expect(recipeFormDefaults().ingredients).not.toBe(recipeFormDefaults().ingredients);
  });

  it('ticks "Share with community" only when the privacy default is public (§6)', () => {
    expect(recipeFormDefaults('public').isShared).toBe(true);
    expect(recipeFormDefaults('private').isShared).toBe(false);
    expect(recipeFormDefaults().isShared).toBe(false);
  });
});

/** What the form's schema says about `form`, field by field, as the form shows it. */
function formErrors(form: unknown): [string, string][] {
  const result = recipeCreateRequestSchema.safeParse(form);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

function filledForm(): RecipeCreateRequestInput {
  return {
    ...recipeFormDefaults(),
    name: 'Lemon pasta',
    ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
    instructions: [{ step: 1, instruction: 'Boil the pasta', duration: 10 }],
  };
}

describe('the create-recipe form through its schema (§5)', () => {
  it('puts each row message under its own field', () => {
    expect(
      formErrors({
        ...filledForm(),
        ingredients: [
          { name: 'Spaghetti', amount: '200', unit: 'g' },
          { name: ' ', amount: '', unit: '  ' },
        ],
        instructions: [
          { step: 1, instruction: 'Boil', duration: 10 },
          { step: 2, instruction: '   ', duration: 0 },
        ],
      }),
    ).toEqual([
      ['ingredients.1.name', 'Ingredient name is required'],
      ['ingredients.1.amount', 'Amount is required'],
      ['ingredients.1.unit', 'Unit is required'],
      ['instructions.1.instruction', 'Instruction is required'],
    ]);
  });

  it('needs at least one ingredient and one instruction', () => {
    expect(formErrors({ ...filledForm(), ingredients: [] })).toEqual([
      ['ingredients', 'At least one ingredient is required'],
    ]);
    expect(formErrors({ ...filledForm(), instructions: [] })).toEqual([
      ['instructions', 'At least one instruction is required'],
    ]);
  });

  it('takes the step number as a number and the duration as an optional number', () => {
    const [step] = filledForm().instructions;
    expect(formErrors({ ...filledForm(), instructions: [{ ...step, step: '1' }] })).toEqual([
      ['instructions.0.step', 'Step number must be a whole number'],
    ]);
    expect(formErrors({ ...filledForm(), instructions: [{ ...step, duration: 'ten' }] })).toEqual([
      ['instructions.0.duration', 'Duration must be a number'],
    ]);
    const withoutDuration = { step: 1, instruction: 'Boil the pasta' };
    expect(formErrors({ ...filledForm(), instructions: [withoutDuration] })).toEqual([]);
  });

  it('takes sharing as a boolean, false unless ticked', () => {
    const { isShared: _ticked, ...unsaid } = filledForm();
    expect(recipeCreateRequestSchema.parse(unsaid).isShared).toBe(false);
    expect(formErrors({ ...filledForm(), isShared: 'yes' })).toEqual([
      ['isShared', 'Shared must be true or false'],
    ]);
  });

  it('keeps the defaults as sent: easy, 30 min, step 1 of 0 min', () => {
    expect(recipeCreateRequestSchema.parse(filledForm())).toMatchObject({
      difficulty: 'easy',
      cookTime: 30,
      isShared: false,
    });
    expect(
      recipeCreateRequestSchema.parse({
        ...filledForm(),
        instructions: recipeFormDefaults().instructions.map((row) => ({
          ...row,
          instruction: 'Stir',
        })),
      }).instructions,
    ).toEqual([{ step: 1, instruction: 'Stir', duration: 0 }]);
  });

  it('sends 30 min and 0 min for what is not a number', () => {
    const form = filledForm();
    const sent = recipeCreateRequestSchema.parse({
      ...form,
      cookTime: cookTimeFromInput('half an hour'),
      instructions: form.instructions.map((row) => ({
        ...row,
        duration: stepDurationFromInput('a while'),
      })),
    });
    expect(sent.cookTime).toBe(30);
    expect(sent.instructions[0]?.duration).toBe(0);
  });
});

describe('rows of the recipe form', () => {
  it('adds empty rows, a step numbered after the others at 0 min', () => {
    expect(emptyIngredientRow()).toEqual({ name: '', amount: '', unit: '' });
    expect(emptyInstructionRow(3)).toEqual({ step: 3, instruction: '', duration: 0 });
  });

  it('renumbers the steps after one is removed', () => {
    const steps = [
      { step: 1, instruction: 'Chop' },
      { step: 3, instruction: 'Serve', duration: 2 },
    ];
    expect(renumberSteps(steps)).toEqual([
      { step: 1, instruction: 'Chop' },
      { step: 2, instruction: 'Serve', duration: 2 },
    ]);
  });
});

describe('recipeFormFromDraft', () => {
  const draft: RecipeCreateRequestInput = {
    name: 'Shakshuka',
    description: 'Eggs in spiced tomato sauce',
    cuisine: 'mediterranean',
    cookTime: 25,
    ingredients: [
      { name: 'Eggs', amount: '4', unit: 'piece' },
      { name: 'Tomatoes', amount: '400', unit: 'g' },
    ],
    instructions: [
      { step: 4, instruction: 'Simmer the sauce', duration: 10 },
      { step: 7, instruction: 'Crack in the eggs' },
    ],
    dietaryTags: ['Vegetarian'],
  };

  it('fills the form with the draft, its rows renumbered, a missing duration at 0', () => {
    expect(recipeFormFromDraft(draft)).toEqual({
      name: 'Shakshuka',
      description: 'Eggs in spiced tomato sauce',
      cuisine: 'mediterranean',
      difficulty: 'easy',
      cookTime: 25,
      servings: 4,
      ingredients: draft.ingredients,
      instructions: [
        { step: 1, instruction: 'Simmer the sauce', duration: 10 },
        { step: 2, instruction: 'Crack in the eggs', duration: 0 },
      ],
      dietaryTags: ['Vegetarian'],
      isShared: false,
    });
  });

  it('keeps the form’s own values where a page said nothing, and adds nothing of its own', () => {
    const filled = recipeFormFromDraft({
      name: 'Mystery stew',
      ingredients: [],
      instructions: [],
      dietaryTags: [],
    });
    expect(filled).toEqual({ ...recipeFormDefaults(), name: 'Mystery stew' });
    expect(filled).not.toHaveProperty('cuisine');
  });

  it('takes the servings a page stated (its recipeYield)', () => {
    expect(recipeFormFromDraft({ ...draft, servings: 12 }).servings).toBe(12);
  });

  it('takes the prep and cooking time a page stated, and only those', () => {
    const timeSplit = { prep: 15, cook: 30 };
    expect(recipeFormFromDraft({ ...draft, cookTime: 50, timeSplit })).toMatchObject({
      cookTime: 50,
      timeSplit: { prep: 15, cook: 30 },
    });
    expect(recipeFormFromDraft({ ...draft, timeSplit }).timeSplit).not.toBe(timeSplit);
    expect(recipeFormFromDraft({ ...draft, timeSplit: { prep: 10 } }).timeSplit).toEqual({
      prep: 10,
    });
  });

  it('keeps one empty row where the draft has none', () => {
    const filled = recipeFormFromDraft({ ...draft, ingredients: [], instructions: [] });
    expect(filled.ingredients).toEqual([{ name: '', amount: '', unit: '' }]);
    expect(filled.instructions).toEqual([{ step: 1, instruction: '', duration: 0 }]);
  });

  it('shares as the draft says, else as the privacy default says', () => {
    expect(recipeFormFromDraft(draft, 'public').isShared).toBe(true);
    expect(recipeFormFromDraft({ ...draft, isShared: false }, 'public').isShared).toBe(false);
    expect(recipeFormFromDraft({ ...draft, isShared: true }).isShared).toBe(true);
  });

  it('copies the rows, so editing the form never edits the draft', () => {
    const filled = recipeFormFromDraft(draft);
    expect(filled.ingredients[0]).not.toBe(draft.ingredients[0]);
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
    // Prep and cooking time are optional: empty says nothing, a word is refused by the form.
    expect(optionalMinutesFromInput(' ')).toBeUndefined();
    expect(optionalMinutesFromInput('15')).toBe(15);
    expect(optionalMinutesFromInput('soon')).toBeNaN();
    expect(servingsFromInput('a few')).toBe(4);
    expect(servingsFromInput('6')).toBe(6);
    // Zero is a number: it stays, and the form says "Servings must be at least 1".
    expect(servingsFromInput('0')).toBe(0);
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

import { findSeedRecipe } from '@mise/catalog/recipes/index';
import type { DietaryRestriction } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { keepsRestrictions, restrictionsKept, type DietCheckable } from './diets';

function dish(ingredients: string[], tags: string[] = [], name = 'Dish'): DietCheckable {
  return {
    name,
    dietaryTags: tags,
    ingredients: ingredients.map((ingredient) => ({ name: ingredient })),
  };
}

const keeps = (recipe: DietCheckable, restriction: DietaryRestriction) =>
  restrictionsKept(recipe).includes(restriction);

describe('animal-product diets', () => {
  it('a vegan dish has no egg, dairy, honey or meat', () => {
    expect(keeps(dish(['chickpeas', 'spinach', 'olive oil']), 'Vegan')).toBe(true);
    expect(keeps(dish(['chickpeas', 'eggs']), 'Vegan')).toBe(false);
    expect(keeps(dish(['chickpeas', 'feta']), 'Vegan')).toBe(false);
    expect(keeps(dish(['oats', 'honey']), 'Vegan')).toBe(false);
    expect(keeps(dish(['rice', 'mayonnaise']), 'Vegan')).toBe(false);
    expect(keeps(dish(['rice', 'vegan mayo']), 'Vegan')).toBe(true);
  });

  it('vegetarian allows dairy and eggs, not fish sauce, gelatin or chicken stock', () => {
    expect(keeps(dish(['eggs', 'cheddar', 'spinach']), 'Vegetarian')).toBe(true);
    expect(keeps(dish(['rice noodles', 'fish sauce']), 'Vegetarian')).toBe(false);
    expect(keeps(dish(['strawberries', 'gelatin']), 'Vegetarian')).toBe(false);
    expect(keeps(dish(['arborio rice', 'chicken stock']), 'Vegetarian')).toBe(false);
    expect(keeps(dish(['lentils', 'vegetable stock']), 'Vegetarian')).toBe(true);
  });

  it('pescatarian allows fish and shellfish, not meat or poultry', () => {
    expect(keeps(dish(['salmon', 'shrimp', 'rice']), 'Pescatarian')).toBe(true);
    expect(keeps(dish(['salmon', 'bacon']), 'Pescatarian')).toBe(false);
    expect(keeps(dish(['turkey mince']), 'Pescatarian')).toBe(false);
  });

  it('words reveal meat in names the dictionary does not know, or files elsewhere', () => {
    expect(keeps(dish(['venison loin', 'juniper']), 'Vegetarian')).toBe(false);
    expect(keeps(dish(['chicken-flavoured ramen']), 'Vegetarian')).toBe(false);
    expect(keeps(dish(['vegan sausages', 'onion']), 'Vegetarian')).toBe(true);
    expect(keeps(dish(['celery ribs', 'carrot']), 'Vegan')).toBe(true);
  });
});

describe('unknown ingredients', () => {
  it('leave the animal, carb and paleo diets unproven unless a tag confirms them', () => {
    const mystery = ['spinach', 'dragon fruit'];
    for (const restriction of [
      'Vegan',
      'Vegetarian',
      'Pescatarian',
      'Keto',
      'Low-Carb',
      'Paleo',
    ] as const) {
      expect(keeps(dish(mystery), restriction), restriction).toBe(false);
    }
    expect(keeps(dish(mystery, ['vegan']), 'Vegan')).toBe(true);
    expect(keeps(dish(mystery, ['Vegan']), 'Pescatarian')).toBe(true);
    expect(keeps(dish(mystery, ['keto']), 'Low-Carb')).toBe(true);
    expect(keeps(dish(mystery, ['Paleo']), 'Paleo')).toBe(true);
  });

  it('pass the diets that exclude named things only', () => {
    for (const restriction of [
      'Gluten-Free',
      'Dairy-Free',
      'Low-Fat',
      'Halal',
      'Kosher',
    ] as const) {
      expect(keeps(dish(['spinach', 'dragon fruit']), restriction), restriction).toBe(true);
    }
  });

  it('a tag never rescues an ingredient that breaks the diet', () => {
    expect(keeps(dish(['eggs', 'spinach'], ['vegan']), 'Vegan')).toBe(false);
    expect(keeps(dish(['spaghetti'], ['keto', 'gluten-free']), 'Keto')).toBe(false);
    expect(keeps(dish(['spaghetti'], ['gluten-free']), 'Gluten-Free')).toBe(false);
  });

  it('water counts for nothing', () => {
    expect(keeps(dish(['water', 'lentils', 'carrot']), 'Vegan')).toBe(true);
  });
});

describe('carb diets', () => {
  it('keto refuses starch and sugar but takes almond flour and cauliflower rice', () => {
    expect(keeps(dish(['chicken thighs', 'broccoli', 'butter']), 'Keto')).toBe(true);
    expect(keeps(dish(['chicken thighs', 'rice']), 'Keto')).toBe(false);
    expect(keeps(dish(['salmon', 'honey mustard']), 'Keto')).toBe(false);
    expect(keeps(dish(['chicken breast', 'almond flour', 'eggs']), 'Keto')).toBe(true);
    expect(keeps(dish(['cauliflower rice', 'shrimp']), 'Keto')).toBe(true);
  });

  it('low-carb allows fruit and legumes that keto leaves out, not bread or sugar', () => {
    expect(keeps(dish(['black beans', 'peppers', 'chicken']), 'Low-Carb')).toBe(true);
    expect(keeps(dish(['black beans', 'peppers', 'chicken']), 'Keto')).toBe(false);
    expect(keeps(dish(['apple', 'greek yogurt']), 'Low-Carb')).toBe(true);
    expect(keeps(dish(['sourdough bread', 'avocado']), 'Low-Carb')).toBe(false);
    expect(keeps(dish(['blueberries', 'brown sugar']), 'Low-Carb')).toBe(false);
  });

  it('paleo refuses grains, legumes, dairy and refined sugar', () => {
    expect(keeps(dish(['sweet potato', 'eggs', 'olive oil']), 'Paleo')).toBe(true);
    expect(keeps(dish(['sweet potato', 'black beans']), 'Paleo')).toBe(false);
    expect(keeps(dish(['steak', 'butter']), 'Paleo')).toBe(false);
    expect(keeps(dish(['salmon', 'ghee', 'maple syrup']), 'Paleo')).toBe(true);
  });
});

describe('allergen-like diets', () => {
  it('gluten-free and dairy-free follow the allergen rules', () => {
    expect(keeps(dish(['corn tortillas', 'black beans']), 'Gluten-Free')).toBe(true);
    expect(keeps(dish(['flour tortillas', 'black beans']), 'Gluten-Free')).toBe(false);
    expect(keeps(dish(['rice', 'soy sauce']), 'Gluten-Free')).toBe(false);
    expect(keeps(dish(['oats', 'almond milk']), 'Dairy-Free')).toBe(true);
    expect(keeps(dish(['oats', 'whole milk']), 'Dairy-Free')).toBe(false);
  });
});

describe('low-fat', () => {
  it('refuses fat-rich foods and fried dishes, keeps oil and lean meat', () => {
    expect(keeps(dish(['cod', 'olive oil', 'lemon']), 'Low-Fat')).toBe(true);
    expect(keeps(dish(['pasta', 'heavy cream']), 'Low-Fat')).toBe(false);
    expect(keeps(dish(['pasta', 'parmesan']), 'Low-Fat')).toBe(false);
    expect(keeps(dish(['spinach', 'walnuts']), 'Low-Fat')).toBe(false);
    expect(keeps(dish(['lean ground beef', 'tomato']), 'Low-Fat')).toBe(true);
    expect(keeps(dish(['ground beef', 'tomato']), 'Low-Fat')).toBe(false);
    const fried = dish(['chicken', 'flour'], [], 'Southern Fried Chicken');
    const stirFried = dish(['chicken', 'broccoli'], [], 'Stir-Fried Chicken');
    expect(keeps(fried, 'Low-Fat')).toBe(false);
    expect(keeps(stirFried, 'Low-Fat')).toBe(true);
  });
});

describe('halal and kosher', () => {
  it('halal refuses pork, gelatin, alcohol and shellfish', () => {
    expect(keeps(dish(['chicken thighs', 'rice']), 'Halal')).toBe(true);
    expect(keeps(dish(['pancetta', 'spaghetti']), 'Halal')).toBe(false);
    expect(keeps(dish(['beef', 'red wine']), 'Halal')).toBe(false);
    expect(keeps(dish(['beef', 'red wine vinegar']), 'Halal')).toBe(true);
    expect(keeps(dish(['mirin', 'salmon']), 'Halal')).toBe(false);
    expect(keeps(dish(['shrimp', 'garlic']), 'Halal')).toBe(false);
    expect(keeps(dish(['marshmallows', 'sweet potato']), 'Halal')).toBe(false);
    expect(keeps(dish(['turkey bacon', 'eggs']), 'Halal')).toBe(true);
  });

  it('kosher refuses pork, shellfish, catfish, and meat with dairy or fish', () => {
    expect(keeps(dish(['beef', 'onion']), 'Kosher')).toBe(true);
    expect(keeps(dish(['ham', 'eggs']), 'Kosher')).toBe(false);
    expect(keeps(dish(['mussels', 'white wine']), 'Kosher')).toBe(false);
    expect(keeps(dish(['catfish fillets', 'cornmeal']), 'Kosher')).toBe(false);
    expect(keeps(dish(['ground beef', 'cheddar', 'hamburger buns']), 'Kosher')).toBe(false);
    expect(keeps(dish(['chicken breast', 'butter']), 'Kosher')).toBe(false);
    expect(keeps(dish(['salmon', 'butter']), 'Kosher')).toBe(true);
    expect(keeps(dish(['brisket', 'worcestershire sauce']), 'Kosher')).toBe(false);
  });
});

describe('the seed library', () => {
  it('agrees with the diet tags its authors gave (keto, vegan, vegetarian, gluten-free)', () => {
    const guacamole = findSeedRecipe('seed-chunky-guacamole');
    const risotto = findSeedRecipe('seed-creamy-mushroom-risotto');
    if (guacamole === undefined || risotto === undefined) throw new Error('seed missing');
    expect(restrictionsKept(guacamole)).toEqual(
      expect.arrayContaining(['Vegan', 'Vegetarian', 'Keto', 'Paleo', 'Gluten-Free', 'Dairy-Free']),
    );
    expect(keeps(risotto, 'Vegetarian')).toBe(true);
    expect(keeps(risotto, 'Vegan')).toBe(false);
    expect(keeps(risotto, 'Gluten-Free')).toBe(true);
  });
});

describe('keepsRestrictions', () => {
  it('needs every restriction kept, and nothing with none', () => {
    const salad = dish(['chickpeas', 'cucumber', 'feta']);
    expect(keepsRestrictions(salad, [])).toBe(true);
    expect(keepsRestrictions(salad, ['Vegetarian', 'Gluten-Free'])).toBe(true);
    expect(keepsRestrictions(salad, ['Vegetarian', 'Dairy-Free'])).toBe(false);
  });
});

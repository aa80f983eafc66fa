/**
 * How much a cup of the catalog's staples weighs, so a volume can become a mass and back: cups
 * of flour become grams for a cook who weighs, grams of sugar become cups for one who scoops.
 * Figures are grams per US cup (236.59 ml) as published in household-measure tables (USDA
 * FoodData Central's portions, bakers' weight charts), rounded to what those tables agree on;
 * dry goods are spooned and levelled, brown sugar packed, cheese grated or shredded, nuts whole
 * or roughly chopped. Keys are the catalog's canonical names (`@mise/catalog/ingredients`); a
 * test keeps them so.
 *
 * `metric` says how a cook in a metric kitchen measures the ingredient: dry goods, fats and
 * sticky syrups by weight, thin liquids by volume. Converting to metric turns a volume of flour
 * into grams but leaves milk in millilitres; the density still lets "250 g milk" read as a cup
 * for an imperial cook.
 */
import { ingredientLexicon } from '@mise/catalog/ingredients';
import { normaliseIngredientName } from '@mise/domain/ingredient-names';
import { broaderNames } from '../grocery/ingredient-lookup';
import { sizeOf, type Dimension } from './unit-factors';

export interface Density {
  /** Grams per millilitre. */
  readonly gramsPerMl: number;
  /** The dimension a metric recipe writes this ingredient in. */
  readonly metric: Dimension;
}

type Row = readonly [name: string, gramsPerCup: number];

const WEIGHED: readonly Row[] = [
  // flours and starches
  ['flour', 125],
  ['whole wheat flour', 120],
  ['bread flour', 127],
  ['self rising flour', 125],
  ['cake flour', 115],
  ['almond flour', 96],
  ['coconut flour', 112],
  ['chickpea flour', 92],
  ['cornstarch', 128],
  ['arrowroot', 128],
  ['cornmeal', 138],
  ['cocoa powder', 85],
  ['breadcrumb', 108],
  ['panko', 60],
  // leaveners, salt and spices (a teaspoon's weight × 48)
  ['baking powder', 192],
  ['baking soda', 276],
  ['cream of tartar', 144],
  ['yeast', 150],
  ['gelatin', 150],
  ['salt', 288],
  ['black pepper', 110],
  ['paprika', 110],
  ['smoked paprika', 110],
  ['cumin', 96],
  ['coriander', 86],
  ['turmeric', 144],
  ['chili powder', 128],
  ['cayenne', 86],
  ['cinnamon', 125],
  ['nutmeg', 106],
  ['ground ginger', 86],
  ['garlic powder', 149],
  ['onion powder', 115],
  ['curry powder', 96],
  ['garam masala', 96],
  // sugars and syrups weighed in metric kitchens
  ['sugar', 200],
  ['brown sugar', 213],
  ['powdered sugar', 120],
  ['coconut sugar', 156],
  ['honey', 340],
  ['molasses', 337],
  ['corn syrup', 328],
  ['jam', 320],
  // fats and spreads
  ['butter', 227],
  ['vegan butter', 227],
  ['ghee', 205],
  ['shortening', 190],
  ['coconut oil', 218],
  ['peanut butter', 270],
  ['almond butter', 256],
  ['tahini', 240],
  // grains, pasta and pulses (uncooked)
  ['rice', 185],
  ['jasmine rice', 185],
  ['basmati rice', 185],
  ['brown rice', 190],
  ['arborio rice', 200],
  ['sushi rice', 200],
  ['quinoa', 170],
  ['couscous', 173],
  ['bulgur', 140],
  ['farro', 190],
  ['barley', 200],
  ['oats', 90],
  ['granola', 120],
  ['orzo', 170],
  ['lentil', 192],
  ['red lentil', 192],
  // dairy weighed in metric kitchens
  ['yogurt', 245],
  ['greek yogurt', 245],
  ['sour cream', 230],
  ['cream cheese', 232],
  ['ricotta', 246],
  ['mascarpone', 230],
  ['cheese', 113],
  ['cheddar', 113],
  ['mozzarella', 113],
  ['parmesan', 100],
  ['pecorino', 100],
  ['feta', 150],
  // nuts, seeds and dried fruit
  ['almond', 143],
  ['walnut', 117],
  ['pecan', 109],
  ['cashew', 137],
  ['pistachio', 123],
  ['peanut', 146],
  ['pine nut', 135],
  ['hazelnut', 135],
  ['sesame seed', 144],
  ['chia seed', 160],
  ['flaxseed', 168],
  ['pumpkin seed', 129],
  ['sunflower seed', 140],
  ['shredded coconut', 85],
  ['chocolate chip', 170],
  ['raisin', 149],
  ['dried cranberry', 120],
];

const POURED: readonly Row[] = [
  ['water', 237],
  ['milk', 244],
  ['buttermilk', 245],
  ['heavy cream', 238],
  ['half and half', 242],
  ['almond milk', 240],
  ['oat milk', 240],
  ['soy milk', 243],
  ['coconut milk', 226],
  ['evaporated milk', 252],
  ['condensed milk', 306],
  ['oil', 218],
  ['olive oil', 216],
  ['vegetable oil', 218],
  ['avocado oil', 218],
  ['peanut oil', 216],
  ['sesame oil', 218],
  ['maple syrup', 315],
  ['agave', 330],
  ['broth', 240],
  ['chicken broth', 240],
  ['beef broth', 240],
  ['vegetable broth', 240],
  ['soy sauce', 255],
  ['fish sauce', 285],
  ['vinegar', 239],
  ['apple cider vinegar', 239],
  ['red wine vinegar', 239],
  ['white wine vinegar', 239],
  ['rice vinegar', 239],
  ['balsamic vinegar', 255],
  ['vanilla extract', 208],
  ['orange juice', 248],
  ['apple juice', 248],
  ['red wine', 235],
  ['white wine', 235],
  ['tomato sauce', 245],
];

const CUP_ML = sizeOf('cup');

const entries = (rows: readonly Row[], metric: Dimension): [string, Density][] =>
  rows.map(([name, perCup]) => [name, { gramsPerMl: perCup / CUP_ML, metric }]);

const DENSITIES: ReadonlyMap<string, Density> = new Map([
  ...entries(WEIGHED, 'mass'),
  ...entries(POURED, 'volume'),
]);

/** Every name the table knows, for the test that holds it to the catalog. */
export const DENSITY_NAMES: readonly string[] = [...DENSITIES.keys()];

/**
 * The density of a written ingredient ("2 cups all-purpose flour, sifted" → flour), or of the
 * nearest broader one the catalog names ("chicken stock" is a broth); undefined for anything
 * else, which then keeps its dimension.
 */
export function densityOf(writtenName: string): Density | undefined {
  const canonical = normaliseIngredientName(writtenName, ingredientLexicon);
  if (canonical === '') return undefined;
  for (const name of [canonical, ...broaderNames(canonical)]) {
    const density = DENSITIES.get(name);
    if (density !== undefined) return density;
  }
  return undefined;
}

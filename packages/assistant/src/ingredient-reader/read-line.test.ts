import { describe, expect, it } from 'vitest';
import { readIngredientLine } from './read-line';

const parts = (line: string, language?: string) => {
  const { amount, unit, name } = readIngredientLine(line, { language });
  return [amount, unit, name];
};

describe('readIngredientLine: the failures issue 22 found', () => {
  it('reads numbers written together with their unit', () => {
    expect(parts('200g plain flour')).toEqual(['200', 'g', 'plain flour']);
    expect(parts('1.5kg floury potatoes')).toEqual(['1.5', 'kg', 'floury potatoes']);
  });

  it('keeps the first of two units and records the second', () => {
    const butter = readIngredientLine('10g/½oz butter');
    expect([butter.amount, butter.unit, butter.name]).toEqual(['10', 'g', 'butter']);
    expect(butter.alternative).toEqual({ amount: '½', unit: 'oz' });
    const milk = readIngredientLine('300ml/½ pint milk');
    expect([milk.quantity, milk.unit, milk.name]).toEqual([300, 'ml', 'milk']);
    expect(milk.alternative).toEqual({ amount: '½', unit: 'pint' });
  });

  it('never puts the rest of the line in the amount', () => {
    const bread = readIngredientLine('1 slice bread, crust removed and diced ½cm/¼in thick');
    expect([bread.amount, bread.unit, bread.name]).toEqual(['1', 'slice', 'bread']);
    expect(bread.note).toBe('crust removed and diced ½cm/¼in thick');
  });

  it('knows the units British and American cooks write', () => {
    expect(parts('2 dessertspoons caster sugar')).toEqual(['2', 'dessertspoon', 'caster sugar']);
    expect(parts('4 rashers smoked bacon')).toEqual(['4', 'rasher', 'smoked bacon']);
    expect(parts('100 gm flour')).toEqual(['100', 'g', 'flour']);
    expect(readIngredientLine('1 lg onion, diced')).toMatchObject({
      amount: '1',
      unit: '',
      size: 'lg',
      name: 'onion',
      note: 'diced',
    });
    expect(readIngredientLine('1 small head broccoli')).toMatchObject({
      unit: 'head',
      size: 'small',
      name: 'broccoli',
    });
  });

  it('reads the unit after the name when its size word comes first', () => {
    expect(readIngredientLine('3 large garlic cloves, minced')).toMatchObject({
      amount: '3',
      unit: 'clove',
      size: 'large',
      name: 'garlic',
      note: 'minced',
    });
    expect(readIngredientLine('2 thick pork slices, diced')).toMatchObject({
      unit: 'slice',
      size: 'thick',
      name: 'pork',
      note: 'diced',
    });
  });

  it('reads a unit abbreviated with full stops, and chillies as no kilos', () => {
    expect(parts('12 fl. oz. whole milk, warmed')).toEqual(['12', 'fl oz', 'whole milk']);
    expect(parts('2 chili peppers, seeded')).toEqual(['2', '', 'chili peppers']);
  });

  it('keeps numbers that are no amount out of the name', () => {
    expect(parts('250g/9 pork mince')).toEqual(['250', 'g', 'pork mince']);
    expect(parts('½ yellow and ½ red onion, diced')).toEqual(['½', '', 'yellow and red onion']);
    expect(parts('500g “00” flour')).toEqual(['500', 'g', '00 flour']);
  });

  it('reads doubled brackets and lost spaces', () => {
    const cayenne = readIngredientLine('1/4 tsp cayenne ((or1/8 tsp for less heat))');
    expect([cayenne.amount, cayenne.unit, cayenne.name]).toEqual(['1/4', 'tsp', 'cayenne']);
    expect(cayenne.note).toContain('for less heat');
  });
});

describe('readIngredientLine', () => {
  it('keeps preparation and comments apart from the name', () => {
    expect(readIngredientLine('150g/5¼oz canned chickpeas, drained and rinsed')).toMatchObject({
      quantity: 150,
      unit: 'g',
      name: 'canned chickpeas',
      note: 'drained and rinsed',
    });
    expect(readIngredientLine('2 Tbsp. butter, melted')).toMatchObject({
      unit: 'tbsp',
      name: 'butter',
      note: 'melted',
    });
  });

  it('reads fractions, mixed numbers, decimals and ranges', () => {
    expect(readIngredientLine('1 1/2 cups flour')).toMatchObject({
      amount: '1 1/2',
      quantity: 1.5,
    });
    expect(readIngredientLine('1½ cups whole milk')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(readIngredientLine('½ cup sugar')).toMatchObject({ quantity: 0.5, name: 'sugar' });
    expect(readIngredientLine('2-3 cloves garlic, minced')).toMatchObject({
      amount: '2-3',
      quantity: 2,
      unit: 'clove',
      name: 'garlic',
    });
    expect(readIngredientLine('3 or 4 green cardamom pods')).toMatchObject({
      amount: '3-4',
      quantity: 3,
    });
  });

  it('counts a can, not its size, and reads a size given per item', () => {
    expect(parts('1 (14 oz) can diced tomatoes')).toEqual(['1', 'can', 'diced tomatoes']);
    // A size word listed among the name's words is one of them.
    expect(parts('1 cup mild, medium, or hot salsa')).toEqual([
      '1',
      'cup',
      'mild, medium, or hot salsa',
    ]);
    // A name never starts with the "or" or "and" that joins it to a word left out of it.
    expect(readIngredientLine('1 cup sliced or slivered walnuts')).toMatchObject({
      name: 'walnuts',
      note: 'sliced or slivered',
    });
    expect(parts('3 cups cooked medium- or long-grain brown rice')[2]).toBe(
      'medium- or long-grain brown rice',
    );
    expect(parts('¼ each yellow, red, and green bell pepper')[2]).toBe(
      'yellow, red, and green bell pepper',
    );
    // A product named with digits keeps them: the can is the amount, not the 8 of V-8.
    expect(parts('1 can (12 oz) V-8 Juice')).toEqual(['1', 'can', 'V-8 Juice']);
    expect(readIngredientLine('2 28-ounce cans crushed tomatoes')).toMatchObject({
      amount: '2',
      unit: 'can',
      size: '28-ounce',
      name: 'crushed tomatoes',
    });
    expect(readIngredientLine('2 x 400g tins chopped tomatoes')).toMatchObject({
      amount: '2',
      unit: 'can',
      name: 'chopped tomatoes',
    });
  });

  it('lists every unit the line writes, in the order written', () => {
    const units = (line: string) => readIngredientLine(line).units;
    expect(units('2 28-ounce cans crushed tomatoes')).toEqual(['oz', 'can']);
    expect(units('1 (14 oz) can coconut milk')).toEqual(['oz', 'can']);
    expect(units('250g/9oz butter')).toEqual(['g', 'oz']);
    expect(units('1 cup (240 ml) milk')).toEqual(['cup', 'ml']);
    // The shanks are counted; the weight in brackets is the line's only unit.
    expect(readIngredientLine('4 lamb shanks (about 4 lb)')).toMatchObject({
      amount: '4',
      unit: '',
      name: 'lamb shanks',
      units: ['lb'],
    });
    // Size words and counted things name no unit; a unit after the name is the amount's.
    expect(units('1 large onion')).toEqual([]);
    expect(units('2 thick bacon slices')).toEqual(['slice']);
    expect(units('3 cloves')).toEqual([]);
    expect(units('Salt to taste')).toEqual([]);
  });

  it('keeps in the note every word no other part holds', () => {
    const note = (line: string) => readIngredientLine(line).note;
    expect(note('1 thumb-size piece fresh ginger')).toBe('thumb-size');
    expect(note('24.5 oz jar tomato passata, such as Mutti')).toBe('jar, such as Mutti');
    expect(readIngredientLine('1 GOLDLAND Ei')).toMatchObject({ name: 'Ei', note: 'GOLDLAND' });
    // Little words, and unit words the reading spells its own way, are no loss.
    expect(note('2 cups of flour')).toBe('');
    expect(note('4 fl oz cream')).toBe('');
    expect(note("3 gousses d'ail")).toBe('');
  });

  it('gives no amount or unit where the line writes none', () => {
    expect(readIngredientLine('Salt to taste')).toMatchObject({
      amount: '',
      quantity: null,
      unit: '',
      name: 'Salt',
      note: 'to taste',
    });
    expect(parts('a pinch of nutmeg')).toEqual(['', 'pinch', 'nutmeg']);
    expect(parts('3 cloves')).toEqual(['3', '', 'cloves']);
  });

  it('reads amounts written as words', () => {
    expect(parts('two onions')).toEqual(['2', '', 'onions']);
    expect(parts('half a cup of rice')).toEqual(['1/2', 'cup', 'rice']);
    expect(readIngredientLine('Sixteen 2-inch slices of baguette')).toMatchObject({
      amount: '16',
      unit: 'slice',
      size: '2-inch',
      name: 'baguette',
    });
  });

  it('reads lines in Spanish, French, Italian and German', () => {
    expect(parts('200 g de harina', 'es')).toEqual(['200', 'g', 'harina']);
    expect(parts('2 cucharadas de aceite de oliva', 'es')).toEqual([
      '2',
      'tbsp',
      'aceite de oliva',
    ]);
    expect(parts('1 cuillère à soupe de moutarde', 'fr')).toEqual(['1', 'tbsp', 'moutarde']);
    expect(readIngredientLine("3 gousses d'ail, hachées", { language: 'fr' })).toMatchObject({
      unit: 'clove',
      name: 'ail',
      note: 'hachées',
    });
    expect(parts('500 g di farina', 'it')).toEqual(['500', 'g', 'farina']);
    expect(parts("2 spicchi d'aglio", 'it')).toEqual(['2', 'clove', 'aglio']);
    expect(parts('1,5 kg Mehl', 'de')).toEqual(['1,5', 'kg', 'Mehl']);
    expect(parts('2 EL Olivenöl', 'de')).toEqual(['2', 'tbsp', 'Olivenöl']);
    expect(parts('1 Prise Salz', 'de')).toEqual(['1', 'pinch', 'Salz']);
  });
});

import { describe, expect, it } from 'vitest';
import { convertTextMeasures } from './text-measures';

const metric = (text: string) => convertTextMeasures(text, 'metric');
const imperial = (text: string) => convertTextMeasures(text, 'imperial');

describe('temperatures in steps', () => {
  it('turns oven Fahrenheit into Celsius in 5-degree steps, keeping how it was written', () => {
    expect(metric('Preheat the oven to 350°F.')).toBe('Preheat the oven to 175°C.');
    expect(metric('Bake at 350 °F')).toBe('Bake at 175 °C');
    expect(metric('Heat to 425 degrees F')).toBe('Heat to 220 degrees C');
    expect(metric('Roast at 400 degrees Fahrenheit')).toBe('Roast at 205 degrees Celsius');
    expect(metric('Bake at 375F')).toBe('Bake at 190C');
  });

  it('turns oven Celsius into Fahrenheit in 25-degree steps', () => {
    expect(imperial('Bake at 180 °C')).toBe('Bake at 350 °F');
    expect(imperial('Bake at 180C')).toBe('Bake at 350F');
    expect(imperial('Bake at 200 C')).toBe('Bake at 400 F');
    expect(imperial('Heat to 220 degrees Celsius')).toBe('Heat to 425 degrees Fahrenheit');
    expect(imperial('Bake at 160°C fan')).toBe('Bake at 325°F fan');
  });

  it('keeps a probe’s temperature to the degree', () => {
    expect(metric('until it reads 165°F inside')).toBe('until it reads 74°C inside');
    expect(imperial('until it reads 63 °C')).toBe('until it reads 145 °F');
  });

  it('leaves temperatures already in the cook’s system, gas marks and cups alone', () => {
    expect(metric('Bake at 180°C (gas mark 4)')).toBe('Bake at 180°C (gas mark 4)');
    expect(imperial('Bake at 350°F')).toBe('Bake at 350°F');
    expect(metric('Add 2 C of water')).toBe('Add 2 C of water');
  });
});

describe('lengths in steps', () => {
  it('turns inches into centimetres', () => {
    expect(metric('Cut into 1-inch cubes')).toBe('Cut into 2.5 cm cubes');
    expect(metric('Grease a 9x13-inch pan')).toBe('Grease a 23 x 33 cm pan');
    expect(metric('a 9 x 13 inch dish')).toBe('a 23 x 33 cm dish');
    expect(metric('an 8-by-8-inch pan')).toBe('an 20 x 20 cm pan');
    expect(metric('roll to 1/4 in. thick')).toBe('roll to 6 mm thick');
    expect(metric('strips 2 in long')).toBe('strips 5 cm long');
    expect(metric('a 10" skillet')).toBe('a 25 cm skillet');
  });

  it('turns centimetres and millimetres into inches', () => {
    expect(imperial('Cut into 2.5 cm pieces')).toBe('Cut into 1 in pieces');
    expect(imperial('a 23 x 33 cm tin')).toBe('a 9 x 13 in tin');
    expect(imperial('roll 5 mm thick')).toBe('roll 1/4 in thick');
    expect(imperial('1cm dice')).toBe('1/2 in dice');
  });

  it('does not take the word "in" for inches', () => {
    expect(metric('Put 2 in the pan and 3 in a bowl')).toBe('Put 2 in the pan and 3 in a bowl');
  });
});

describe('amounts in steps', () => {
  it('converts them like ingredient rows, density included', () => {
    expect(metric('Add 2 cups of stock and simmer.')).toBe('Add 475 ml of stock and simmer.');
    expect(metric('Stir in 1 1/2 cups flour')).toBe('Stir in 190 g flour');
    expect(metric('Drizzle with 2 tbsp olive oil')).toBe('Drizzle with 30 ml olive oil');
    expect(imperial('Whisk 200 g sugar into 250 ml milk')).toBe(
      'Whisk 1 cup sugar into 1 cup milk',
    );
    expect(imperial('Add 500 ml of stock')).toBe('Add 2 cups of stock');
    expect(imperial('Brown 450 g minced beef')).toBe('Brown 1 lb minced beef');
  });

  it('reads a unit named after "per" as one of it, as swap ratios write them', () => {
    expect(metric('3/4 cup per cup')).toBe('175 ml per 235 ml');
    expect(metric('2 1/2 cups cooked lentils per pound (450 g)')).toBe(
      '480 g cooked lentils per 450 g',
    );
    expect(imperial('3/4 cup per cup')).toBe('3/4 cup per cup');
    expect(imperial('2 1/2 cups cooked lentils per pound (450 g)')).toBe(
      '2 1/2 cups cooked lentils per 1 pound',
    );
    expect(imperial('200 ml per litre')).toBe('3/4 cup per 4 cups');
    expect(metric('1 tbsp ground flaxseed + 3 tbsp water per egg')).toBe(
      '11 g ground flaxseed + 45 ml water per egg',
    );
  });

  it('leaves what is not an amount alone', () => {
    const step = 'Add 2 large eggs, 3 garlic cloves and a pinch of salt; cook 2 to 3 minutes.';
    expect(metric(step)).toBe(step);
    expect(imperial(step)).toBe(step);
  });
});

describe('measurements given in both systems', () => {
  it('keeps the one in the cook’s system instead of repeating it', () => {
    expect(imperial('Heat the oven to 190 °C (375 °F).')).toBe('Heat the oven to 375 °F.');
    expect(metric('Heat the oven to 180 °C (350 °F).')).toBe('Heat the oven to 180 °C.');
    expect(metric('Add 250g/9oz butter')).toBe('Add 250g butter');
    expect(imperial('Add 250g/9oz butter')).toBe('Add 9oz butter');
    expect(imperial('cut into 2.5 cm (1 inch) cubes')).toBe('cut into 1 inch cubes');
  });
});

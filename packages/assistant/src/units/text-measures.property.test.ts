import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertTextMeasures } from './text-measures';

const RUNS = { numRuns: 300 };

const number = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map(String),
  fc.constantFrom('1/2', '1 1/2', '½', '2.5', '3/4'),
);
const measure = fc
  .oneof(
    fc.tuple(fc.integer({ min: 100, max: 500 }), fc.constantFrom('°F', ' °F', ' degrees F', 'F')),
    fc.tuple(
      fc.integer({ min: 50, max: 260 }),
      fc.constantFrom('°C', ' °C', ' degrees Celsius', 'C'),
    ),
    fc.tuple(number, fc.constantFrom('-inch', ' inch', ' in.', ' cm', ' mm')),
    fc.tuple(fc.integer({ min: 6, max: 13 }), fc.constantFrom('x9-inch', ' x 13 inch', ' x 30 cm')),
    fc.tuple(
      number,
      fc.constantFrom(' cups', ' cup', ' tbsp', ' tsp', ' oz', ' lb', ' g', ' kg', ' ml', ' l'),
    ),
  )
  .map(([value, unit]) => `${value}${unit}`);
const filler = fc.constantFrom(
  'Bake at',
  'add',
  'cut into',
  'of flour',
  'milk',
  'pieces',
  'and',
  'pan.',
);
const step = fc
  .array(fc.oneof(measure, filler), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(' '));

const IMPERIAL_LEFT =
  /°\s*F|degrees F|\d\s*F\b|inch|\bin\b|\bcups?\b|\btbsp\b|\btsp\b|\boz\b|\blb\b/;
const METRIC_LEFT = /°\s*C|degrees Celsius|\d\s*C\b|\bcm\b|\bmm\b|\d\s*(?:g|kg|ml|l)\b/;

describe('convertTextMeasures properties', () => {
  it('leaves nothing of the other system and is settled once converted', () => {
    fc.assert(
      fc.property(step, (text) => {
        const metric = convertTextMeasures(text, 'metric');
        const imperial = convertTextMeasures(text, 'imperial');
        expect(metric).not.toMatch(IMPERIAL_LEFT);
        expect(imperial).not.toMatch(METRIC_LEFT);
        expect(convertTextMeasures(metric, 'metric')).toBe(metric);
        expect(convertTextMeasures(imperial, 'imperial')).toBe(imperial);
      }),
      RUNS,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { alignLabels } from './align-labels';
import { lineFeatures } from './features';
import { tagLine } from './tagger';
import { trainTagger, type TrainingLine } from './train-tagger';

const NAMES = ['flour', 'sugar', 'rice', 'butter', 'milk', 'oats', 'honey', 'salt'];
const UNITS = ['cups', 'tbsp', 'g', 'tsp'];
const PREPS = ['sifted', 'softened', 'warmed', 'rinsed'];

/** A small made-up language of lines: "<n> <unit> <name>, <prep>". */
function lines(count: number): TrainingLine[] {
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length] ?? 'flour';
    const unit = UNITS[index % UNITS.length] ?? 'g';
    const prep = PREPS[(index >> 2) % PREPS.length] ?? 'sifted';
    const input = `${(index % 9) + 1} ${unit} ${name}, ${prep}`;
    const aligned = alignLabels({
      input,
      name,
      quantity: String((index % 9) + 1),
      unit,
      size: '',
      preparation: prep,
      comment: '',
      purpose: '',
    });
    if (aligned === undefined) throw new Error(`cannot align ${input}`);
    return { features: lineFeatures(aligned.tokens), tags: aligned.tags };
  });
}

describe('trainTagger', () => {
  it('learns to tag lines it has not seen', () => {
    const model = trainTagger(lines(64), { epochs: 5, seed: 1, prune: 0 });
    const unseen = lineFeatures(
      alignLabels({
        input: '7 cups honey, rinsed',
        name: 'honey',
        quantity: '7',
        unit: 'cups',
        size: '',
        preparation: 'rinsed',
        comment: '',
        purpose: '',
      })?.tokens ?? [],
    );
    expect(tagLine(model, unseen)).toEqual(['QTY', 'UNIT', 'NAME', 'O', 'PREP']);
  });

  it('gives the same model for the same lines and seed', () => {
    const first = trainTagger(lines(32), { epochs: 3, seed: 7, prune: 0 });
    const second = trainTagger(lines(32), { epochs: 3, seed: 7, prune: 0 });
    expect(second).toEqual(first);
  });

  it('drops weights below the pruning size', () => {
    const full = trainTagger(lines(32), { epochs: 3, seed: 7, prune: 0 });
    const pruned = trainTagger(lines(32), { epochs: 3, seed: 7, prune: 0.5 });
    expect(Object.keys(pruned.weights).length).toBeLessThan(Object.keys(full.weights).length);
  });
});

import { describe, expect, it } from 'vitest';
import { alignLabels, type LabelFields } from './align-labels';

const row = (fields: Partial<LabelFields> & { input: string; name: string }): LabelFields => ({
  quantity: '',
  unit: '',
  size: '',
  preparation: '',
  comment: '',
  purpose: '',
  ...fields,
});

const tagsOf = (fields: Parameters<typeof row>[0]) => {
  const aligned = alignLabels(row(fields));
  return aligned?.tokens.map((token, index) => `${token.text}:${aligned.tags[index]}`);
};

describe('alignLabels', () => {
  it('tags each token with the field that labels it', () => {
    expect(
      tagsOf({
        input: '150g/5¼oz canned chickpeas, drained and rinsed',
        name: 'canned chickpeas',
        quantity: '150 5#1$4',
        unit: 'g oz',
        preparation: 'drained and rinsed',
      }),
    ).toEqual([
      '150:QTY',
      'g:UNIT',
      '/:O',
      '5¼:QTY',
      'oz:UNIT',
      'canned:NAME',
      'chickpeas:NAME',
      ',:O',
      'drained:PREP',
      'and:PREP',
      'rinsed:PREP',
    ]);
  });

  it('matches words the labels singularise, and quantities written as words', () => {
    expect(
      tagsOf({
        input: 'One large bunch coriander leaves',
        name: 'coriander leaf',
        quantity: 'One',
        unit: 'large bunch',
      }),
    ).toEqual(['One:QTY', 'large:UNIT', 'bunch:UNIT', 'coriander:NAME', 'leaves:NAME']);
  });

  it('gives up on a row whose name is not in the line', () => {
    expect(alignLabels(row({ input: '2 eggs', name: 'butter', quantity: '2' }))).toBeUndefined();
  });
});

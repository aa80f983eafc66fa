import { describe, expect, it } from 'vitest';
import { substitutionSchema } from './substitution';

const butter = {
  original: 'Butter',
  substitute: 'Coconut oil',
  ratio: '1:1',
  notes: 'Adds a light coconut flavour',
  tags: ['vegan', 'dairy-free'],
};

describe('substitutionSchema', () => {
  it('accepts a reference entry', () => {
    expect(substitutionSchema.parse(butter)).toEqual(butter);
  });

  it('rejects a tag outside the nine substitution tags', () => {
    const result = substitutionSchema.safeParse({ ...butter, tags: ['spicy'] });
    expect(result.error?.issues[0]?.path).toEqual(['tags', 0]);
  });

  it('requires the original and the substitute', () => {
    const result = substitutionSchema.safeParse({ ...butter, original: '', substitute: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Original ingredient is required',
      'Substitute is required',
    ]);
  });
});

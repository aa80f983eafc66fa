import { describe, expect, it } from 'vitest';
import { mutationSchema, sequenceVerdict } from './mutation';

describe('mutation envelope', () => {
  const valid = {
    clientId: 'c-1',
    id: 1,
    name: 'pantry.add',
    args: { name: 'Eggs' },
    createdAt: '2026-11-22T08:00:00.000Z',
  };

  it('accepts a named, numbered mutation', () => {
    expect(mutationSchema.parse(valid)).toEqual(valid);
  });

  it('refuses ids below 1 and names that are not area.verb', () => {
    expect(mutationSchema.safeParse({ ...valid, id: 0 }).success).toBe(false);
    expect(mutationSchema.safeParse({ ...valid, id: 1.5 }).success).toBe(false);
    const badName = mutationSchema.safeParse({ ...valid, name: 'addPantry' });
    expect(badName.error?.issues[0]?.message).toBe('Mutation names look like area.verb');
  });
});

describe('sequence verdict', () => {
  it('skips what was applied, applies the next id, refuses a gap', () => {
    expect(sequenceVerdict(5, 3)).toBe('already-applied');
    expect(sequenceVerdict(5, 5)).toBe('already-applied');
    expect(sequenceVerdict(5, 6)).toBe('next');
    expect(sequenceVerdict(5, 7)).toBe('gap');
    expect(sequenceVerdict(0, 1)).toBe('next');
  });
});

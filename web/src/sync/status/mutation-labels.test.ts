// Every mutator has its own words, and only mutators do: anything else (a newer app's write, or
// a name that happens to be an Object property) gets the generic label.
import { MUTATOR_NAMES, isMutatorName } from '@mise/sync/mutators/registry';
import { describe, expect, it } from 'vitest';
import { describeMutation } from './mutation-labels';

const UNKNOWN = 'A change from a newer version of Mise';

describe('describeMutation', () => {
  it('names every mutator of the registry, each differently', () => {
    const labels = MUTATOR_NAMES.map(describeMutation);
    expect(labels).not.toContain(UNKNOWN);
    expect(new Set(labels).size).toBe(MUTATOR_NAMES.length);
    expect(describeMutation('pantry.add')).toBe('Adding a pantry item');
  });

  it('gives the generic label to names the registry does not know', () => {
    for (const name of ['pantry.scan', 'toString', '__proto__', 'constructor', '']) {
      expect(isMutatorName(name)).toBe(false);
      expect(describeMutation(name)).toBe(UNKNOWN);
    }
  });
});

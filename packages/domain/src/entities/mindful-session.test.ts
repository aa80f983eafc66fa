import { describe, expect, it } from 'vitest';
import { mindfulSessionSchema } from './mindful-session';

describe('mindfulSessionSchema', () => {
  it('accepts a session without audio', () => {
    const session = {
      id: 'rhythmic-chopping-breath',
      type: 'breathing',
      title: 'Rhythmic Chopping Breath',
      duration: 3,
      description: 'Breathe with the knife.',
    };
    expect(mindfulSessionSchema.parse(session)).toEqual(session);
  });

  it('rejects an unknown type and a zero duration', () => {
    const result = mindfulSessionSchema.safeParse({
      id: 'x',
      type: 'yoga',
      title: 'X',
      duration: 0,
      description: '',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['type', 'duration']);
  });
});

import { mindfulSessionSchema } from '@mise/domain/entities/mindful-session';
import { MINDFUL_SOUNDSCAPES } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { MINDFUL_SESSIONS, mindfulSessionsFor } from './mindful-sessions';

const summary = (sessions: typeof MINDFUL_SESSIONS) =>
  sessions.map(({ title, type, duration, audioUrl }) =>
    [title, type, `${duration} min`, audioUrl ? 'audio' : 'silent'].join(', '),
  );

describe('MINDFUL_SESSIONS', () => {
  it('holds the five sessions of the spec, in its order, each valid and described', () => {
    expect(summary(MINDFUL_SESSIONS)).toEqual([
      'Pre-Cooking Centering, meditation, 5 min, audio',
      'Rhythmic Chopping Breath, breathing, 3 min, silent',
      'Kitchen Zen Soundscape, music, 30 min, audio',
      'Mindful Waiting, meditation, 10 min, silent',
      'Mindful Tasting, meditation, 5 min, silent',
    ]);
    for (const session of MINDFUL_SESSIONS) {
      expect(mindfulSessionSchema.parse(session)).toEqual(session);
      expect(session.description.length).toBeGreaterThan(40);
    }
    expect(new Set(MINDFUL_SESSIONS.map(({ id }) => id)).size).toBe(5);
  });

  it('plays our own synthesised loops, one per session with audio', () => {
    expect(MINDFUL_SESSIONS.flatMap(({ audioUrl }) => audioUrl ?? [])).toEqual(
      MINDFUL_SOUNDSCAPES.map((id) => `/api/soundscape/${id}`),
    );
  });

  it('lists every session under All and the sessions of its type under each other tab', () => {
    expect(mindfulSessionsFor('all')).toBe(MINDFUL_SESSIONS);
    expect(mindfulSessionsFor('meditation').map(({ title }) => title)).toEqual([
      'Pre-Cooking Centering',
      'Mindful Waiting',
      'Mindful Tasting',
    ]);
    expect(mindfulSessionsFor('breathing').map(({ title }) => title)).toEqual([
      'Rhythmic Chopping Breath',
    ]);
    expect(mindfulSessionsFor('music').map(({ title }) => title)).toEqual([
      'Kitchen Zen Soundscape',
    ]);
  });
});

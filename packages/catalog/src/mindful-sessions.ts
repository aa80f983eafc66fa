/**
 * The fixed list of mindful sessions (spec §3): titles, types and minutes as the spec gives
 * them, descriptions of our own (the spec has none). The two with audio play loops synthesised
 * by our code (@mise/assistant soundscape, served at /api/soundscape/{id}) instead of files from
 * an outside music host, so they play offline once cached.
 */
import type { MindfulSession } from '@mise/domain/entities/mindful-session';
import type { MindfulSoundscape, MindfulTab } from '@mise/domain/options';

const audioOf = (id: MindfulSoundscape) => `/api/soundscape/${id}`;

export const MINDFUL_SESSIONS: readonly MindfulSession[] = [
  {
    id: 'pre-cooking-centering',
    type: 'meditation',
    title: 'Pre-Cooking Centering',
    duration: 5,
    description:
      'Arrive in the kitchen before you cook: settle your breath with slow singing bowls and choose how you want this meal to feel.',
    audioUrl: audioOf('singing-bowls'),
  },
  {
    id: 'rhythmic-chopping-breath',
    type: 'breathing',
    title: 'Rhythmic Chopping Breath',
    duration: 3,
    description:
      'Breathe in for 4, hold for 4, breathe out for 6, and let the knife follow the rhythm: steady cuts, steady mind.',
  },
  {
    id: 'kitchen-zen-soundscape',
    type: 'music',
    title: 'Kitchen Zen Soundscape',
    duration: 30,
    description:
      'A warm, slowly turning drone to cook along with, for a long prep or a pot that simmers.',
    audioUrl: audioOf('zen-drone'),
  },
  {
    id: 'mindful-waiting',
    type: 'meditation',
    title: 'Mindful Waiting',
    duration: 10,
    description:
      'Turn the wait for water to boil or dough to rise into a pause: notice the sounds, smells and warmth around you.',
  },
  {
    id: 'mindful-tasting',
    type: 'meditation',
    title: 'Mindful Tasting',
    duration: 5,
    description:
      'Taste one spoonful slowly: its temperature, texture, salt, sweetness, sourness and bitterness, and what it still needs.',
  },
];

/** The sessions a tab lists: every one under "all", else those of its type, in list order. */
export function mindfulSessionsFor(tab: MindfulTab): readonly MindfulSession[] {
  return tab === 'all' ? MINDFUL_SESSIONS : MINDFUL_SESSIONS.filter(({ type }) => type === tab);
}

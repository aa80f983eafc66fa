/**
 * GET /api/soundscape/:id (spec §7): the ambience of the voice settings, or the music of a
 * mindful session (§3), as a WAV loop for the client to play with `loop`. No token: the audio is the same for everyone and holds nothing of
 * a household, and an <audio> element cannot send one. Cached publicly for a day (the service
 * worker keeps it for offline cooking) and revalidated by ETag; byte ranges are served.
 */
import { Hono } from 'hono';
import { isPlayableSoundscape } from '@mise/assistant/soundscape/render-soundscape';
import { wavResponse } from '../speech/audio-response';
import { type SoundscapeLibrary, soundscapeLibrary } from './soundscape-library';

const ONE_DAY_S = 24 * 60 * 60;

export function soundscapeRoutes(library: SoundscapeLibrary = soundscapeLibrary()) {
  return new Hono().get('/:id', (c) => {
    const id = c.req.param('id');
    if (!isPlayableSoundscape(id)) {
      const message =
        id === 'none'
          ? 'The soundscape "none" is silence: there is nothing to play.'
          : 'There is no such soundscape.';
      return c.json({ error: 'not_found', message }, 404);
    }
    const { wav, etag } = library.get(id);
    return wavResponse(c, wav, { cacheControl: `public, max-age=${ONE_DAY_S}`, etag });
  });
}

// The music of a session with audio (spec §3, §4): our synthesised loop (GET /api/soundscape/{id},
// packages/assistant), fetched whole so the service worker keeps it ("mise-soundscapes" in
// vite.config.ts; on a first visit, before the worker controls the page, the page keeps it
// there itself) and the session plays offline after one online play. It loops, follows
// play/pause, goes back to its start when the session starts over, and plays at the slider's
// volume. A loop that cannot load or play is logged (§8) and the session goes on in silence.
import { useEffect, useRef } from 'react';
import { VOLUME_MAX } from '@mise/domain/constants';
import type { MindfulStatus } from '@mise/domain/mindful-player';
import { useWholeFileUrl } from '../../lib/use-whole-file-url';

/** The service worker's runtime cache for /api/soundscape/ (vite.config.ts). */
const SOUNDSCAPE_CACHE = 'mise-soundscapes';

interface SessionAudioProps {
  /** Fixed for the component's life: key it by the session. */
  src: string;
  status: MindfulStatus;
  /** When this run of the session started: a new run plays the loop from its start. */
  startedAt: number;
  volume: number;
}

export function SessionAudio({ src, status, startedAt, volume }: SessionAudioProps) {
  const file = useWholeFileUrl(src, SOUNDSCAPE_CACHE);
  const audio = useRef<HTMLAudioElement>(null);
  const url = file.status === 'ready' ? file.url : undefined;

  useEffect(() => {
    if (audio.current) audio.current.volume = volume / VOLUME_MAX;
  }, [url, volume]);

  useEffect(() => {
    if (audio.current) audio.current.currentTime = 0;
  }, [url, startedAt]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (status !== 'playing') {
      element.pause();
      return;
    }
    element.play().catch((error: unknown) => {
      console.warn(`The session's music (${src}) could not play.`, error);
    });
  }, [url, status, src]);

  useEffect(() => {
    if (file.status === 'failed') console.warn(`The session's music (${src}) could not load.`);
  }, [file.status, src]);

  if (file.status === 'failed') {
    return (
      <p className="text-sm text-muted-foreground">
        The music could not load, so this session is silent. It plays offline once it has played
        with a connection.
      </p>
    );
  }
  return url ? <audio ref={audio} src={url} loop preload="auto" /> : null;
}

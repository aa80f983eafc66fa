// The microphone's states for the cooking voice control (§4): idle, then listening after a tap
// (one utterance), or listening until stopped in hands-free mode; a tap stops either. The
// microphone is asked for first (§5) so a refusal gets §8's sentence; a recognition error passes
// its code on, is logged and stops listening. The chosen soundscape plays while listening.
// Who listens: the server's transcriber when it has one and is online (the microphone recorded
// as §9 says), else the browser's recogniser, which also takes over when the server turns out to
// have none. Either way each phrase goes to the same handler.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '@mise/domain/options';
import { VOICE_CONTROL_PERMISSION_DENIED } from '@mise/domain/messages';
import { PANTRY_MICROPHONE_MESSAGES } from '@mise/domain/messages';
import { listeningRoute } from '../../../lib/speech/capture-rules';
import { closeMicrophone, openMicrophone } from '../../../lib/speech/microphone';
import { RecognitionFailed, listenContinuously, listenOnce } from '../../../lib/speech/recognition';
import { TranscriberUnavailable, listenThroughServer } from '../../../lib/speech/server-listening';
import {
  knownServerTranscriber,
  serverTranscribes,
} from '../../../lib/speech/server-transcription';
import { playSoundscape, stopSoundscape } from '../../../lib/speech/soundscape';
import { canRecordVoice } from '../../../lib/speech/voice-recorder';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { recognitionLanguage } from './recognition-language';

export type ListeningState = 'idle' | 'asking' | 'listening';

interface VoiceListening {
  state: ListeningState;
  /** The last problem, in words for the cook; cleared when listening starts again. */
  problem: string | undefined;
  start: (handsFree: boolean) => Promise<void>;
  stop: () => void;
}

function problemText(error: unknown): string | undefined {
  const code = error instanceof RecognitionFailed ? error.code : 'other';
  if (code === 'aborted') return undefined;
  if (code === 'no-speech') return "Didn't catch that. Tap the microphone and try again.";
  if (code === 'not-allowed' || code === 'service-not-allowed') {
    return VOICE_CONTROL_PERMISSION_DENIED;
  }
  if (code === 'network') return 'This browser recognises speech online only. Type it below.';
  // Any other code ("bad-grammar", "language-not-supported" …) is the browser's word, for the
  // console (logged by the caller), not the cook.
  return 'Voice recognition stopped. Tap the microphone to try again.';
}

/** Whether to record for the server's transcriber, asking the server the first time. */
async function throughServer(language: Language): Promise<boolean> {
  const route = listeningRoute({
    online: navigator.onLine,
    canRecord: canRecordVoice(),
    transcriber: knownServerTranscriber(),
  });
  if (route === 'ask-server') return serverTranscribes(language);
  return route === 'server';
}

export function useVoiceListening(onPhrase: (phrase: string) => void): VoiceListening {
  const [state, setState] = useState<ListeningState>('idle');
  const [problem, setProblem] = useState<string>();
  const stopCurrent = useRef<() => void>(undefined);
  const stopped = useRef(false);
  const soundscape = useVoiceSettings((store) => store.settings.soundscape);
  const language = useVoiceSettings((store) => store.settings.language);
  const phraseHandler = useRef(onPhrase);
  useEffect(() => {
    phraseHandler.current = onPhrase;
  });

  // Changing the soundscape while listening switches the ambience (§4).
  useEffect(() => {
    if (state === 'listening') void playSoundscape(soundscape);
  }, [state, soundscape]);

  const stop = useCallback(() => {
    stopped.current = true;
    stopCurrent.current?.();
    stopSoundscape();
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (handsFree: boolean) => {
      setProblem(undefined);
      setState('asking');
      stopped.current = false;
      // The server is asked while the cook answers the browser's microphone prompt.
      const [microphone, viaServer] = await Promise.all([
        openMicrophone(),
        throughServer(language),
      ]);
      if ('problem' in microphone) {
        const refused = microphone.problem;
        setState('idle');
        setProblem(
          refused === 'denied'
            ? VOICE_CONTROL_PERMISSION_DENIED
            : PANTRY_MICROPHONE_MESSAGES[refused],
        );
        return;
      }
      // The browser's recogniser opens the microphone itself.
      if (!viaServer) closeMicrophone(microphone.stream);
      const lang = recognitionLanguage(language);
      setState('listening');
      try {
        if (viaServer) {
          try {
            const session = listenThroughServer({
              stream: microphone.stream,
              language,
              continuous: handsFree,
              onPhrase: (phrase) => phraseHandler.current(phrase),
            });
            stopCurrent.current = session.stop;
            return await session.ended;
          } catch (error) {
            if (!(error instanceof TranscriberUnavailable)) throw error;
            if (stopped.current) return;
            console.info('The browser listens instead of the server.', error);
          }
        }
        if (handsFree) {
          const session = listenContinuously((phrase) => phraseHandler.current(phrase), lang);
          stopCurrent.current = session.stop;
          await session.ended;
        } else {
          const session = listenOnce(lang);
          stopCurrent.current = session.stop;
          phraseHandler.current(await session.transcript);
        }
      } catch (error) {
        console.warn('Voice recognition ended with an error.', error);
        setProblem(problemText(error));
      } finally {
        stopCurrent.current = undefined;
        stopSoundscape();
        setState('idle');
      }
    },
    [language],
  );

  return { state, problem, start, stop };
}

// The microphone's states for the cooking voice control (§4): idle, then listening after a tap
// (one utterance), or listening until stopped in hands-free mode; a tap stops either. The
// microphone is asked for first (§5) so a refusal gets §8's sentence; a recognition error passes
// its code on, is logged and stops listening. The chosen soundscape plays while listening.
import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_CONTROL_PERMISSION_DENIED } from '@mise/domain/messages';
import { PANTRY_MICROPHONE_MESSAGES } from '@mise/domain/messages';
import { requestMicrophone } from '../../../lib/speech/microphone';
import { RecognitionFailed, listenContinuously, listenOnce } from '../../../lib/speech/recognition';
import { playSoundscape, stopSoundscape } from '../../../lib/speech/soundscape';
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
  return `Voice recognition stopped (${code}).`;
}

export function useVoiceListening(onPhrase: (phrase: string) => void): VoiceListening {
  const [state, setState] = useState<ListeningState>('idle');
  const [problem, setProblem] = useState<string>();
  const stopCurrent = useRef<() => void>(undefined);
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
    stopCurrent.current?.();
    stopSoundscape();
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (handsFree: boolean) => {
      setProblem(undefined);
      setState('asking');
      const refused = await requestMicrophone();
      if (refused) {
        setState('idle');
        setProblem(
          refused === 'denied'
            ? VOICE_CONTROL_PERMISSION_DENIED
            : PANTRY_MICROPHONE_MESSAGES[refused],
        );
        return;
      }
      const lang = recognitionLanguage(language);
      setState('listening');
      try {
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

// "Add by voice" (spec §2 pantry add methods, §5, §8): asks for the microphone, listens for one
// utterance and hands the final transcript to the section, which opens the add form filled in.
// Where the browser has no speech recognition, the control is replaced by §5's sentence.
import { useRef, useState } from 'react';
import { Mic, Square } from 'lucide-react';
import { PANTRY_MICROPHONE_MESSAGES, VOICE_UNSUPPORTED_MESSAGE } from '@mise/domain/messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { microphoneProblemOf, requestMicrophone } from '../../../lib/speech/microphone';
import {
  type Listening,
  RecognitionFailed,
  listenOnce,
  speechRecognitionSupported,
} from '../../../lib/speech/recognition';

type VoiceState = 'idle' | 'asking' | 'listening';

function reportFailure(error: unknown): void {
  const code = error instanceof RecognitionFailed ? error.code : 'other';
  if (code === 'aborted') return;
  if (code === 'no-speech') {
    toast({ title: "Didn't catch that", description: 'Try again, a little closer to the phone.' });
  } else if (code === 'network') {
    toast({
      variant: 'destructive',
      title: 'Voice needs a connection here',
      description: "This browser recognises speech online only. Type the item's name instead.",
    });
  } else {
    // "not-allowed" and "audio-capture" are the microphone's; anything else is §8's "other".
    toast({ variant: 'destructive', title: PANTRY_MICROPHONE_MESSAGES[microphoneProblemOf(code)] });
  }
}

export function VoiceAddButton({ onHeard }: { onHeard: (transcript: string) => void }) {
  const [state, setState] = useState<VoiceState>('idle');
  const listening = useRef<Listening>(undefined);

  if (!speechRecognitionSupported()) {
    return <p className="text-sm text-muted-foreground">{VOICE_UNSUPPORTED_MESSAGE}</p>;
  }

  const start = async () => {
    setState('asking');
    const problem = await requestMicrophone();
    if (problem) {
      setState('idle');
      toast({ variant: 'destructive', title: PANTRY_MICROPHONE_MESSAGES[problem] });
      return;
    }
    const session = listenOnce();
    listening.current = session;
    setState('listening');
    try {
      onHeard(await session.transcript);
    } catch (error) {
      reportFailure(error);
    } finally {
      listening.current = undefined;
      setState('idle');
    }
  };

  if (state === 'listening') {
    return (
      <Button variant="secondary" onClick={() => listening.current?.stop()}>
        <Square aria-hidden className="animate-pulse" />
        Listening… tap when done
      </Button>
    );
  }
  return (
    // On a phone the icon alone (the name is still read out), so the section's add buttons stay
    // on one row and the list below keeps its place on screen.
    <Button
      variant="outline"
      className="max-sm:w-11 max-sm:px-0"
      disabled={state === 'asking'}
      onClick={() => void start()}
    >
      <Mic aria-hidden />
      <span className="max-sm:sr-only">Add by voice</span>
    </Button>
  );
}

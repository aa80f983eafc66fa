// The cooking guide's voice-command panel (§2, §4): the microphone (tap to talk, tap again to
// stop), hands-free mode that acts on what follows the wake word, the last thing heard with a
// speaker button that reads it back, and a box to type a command where speaking is not an
// option (a noisy kitchen, a browser without speech recognition), and the ambience to listen over.
import { useState } from 'react';
import { Mic, Send, Square, Volume2 } from 'lucide-react';
import { findKeyword, textAfterKeyword } from '@mise/assistant/commands/keyword';
import { VOICE_UNSUPPORTED_MESSAGE } from '@mise/domain/messages';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { speak } from '../../../lib/speech/speak';
import { speechRecognitionSupported } from '../../../lib/speech/recognition';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { AmbiencePicker } from '../../../components/ambience-picker';
import { ListeningIndicator } from './listening-indicator';
import { useVoiceListening } from './use-voice-listening';

/** The word that starts a hands-free command: "Chef, next step". */
export const HANDS_FREE_KEYWORD = 'chef';

export function VoiceCommandPanel({ onCommand }: { onCommand: (command: string) => void }) {
  const [handsFree, setHandsFree] = useState(false);
  const [heard, setHeard] = useState<string>();
  const [typed, setTyped] = useState('');
  const [reading, setReading] = useState(false);
  const supported = speechRecognitionSupported();

  const { state, problem, start, stop } = useVoiceListening((phrase) => {
    setHeard(phrase);
    if (!handsFree) return onCommand(phrase);
    // First keyword only, case-insensitive (§4); what follows it is the command.
    const keyword = findKeyword(phrase, [HANDS_FREE_KEYWORD]);
    if (keyword !== undefined) onCommand(textAfterKeyword(phrase, keyword));
  });

  const readBack = async (text: string) => {
    setReading(true);
    await speak(text, useVoiceSettings.getState().settings);
    setReading(false);
  };

  const listening = state === 'listening';
  return (
    <section aria-labelledby="voice-panel-heading" className="grid gap-3 rounded-2xl border p-4">
      <h3 id="voice-panel-heading" className="font-semibold">
        Voice commands
      </h3>
      {supported ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            variant={listening ? 'destructive' : 'default'}
            aria-pressed={listening}
            disabled={state === 'asking'}
            onClick={() => (listening ? stop() : void start(handsFree))}
          >
            {listening ? <Square aria-hidden /> : <Mic aria-hidden />}
            {listening ? 'Stop listening' : 'Speak a command'}
            {listening && (
              <span aria-hidden className="size-2 animate-pulse rounded-full bg-white" />
            )}
          </Button>
          {listening && <ListeningIndicator />}
          <label className="flex items-center gap-2 text-sm">
            <Switch
              checked={handsFree}
              disabled={listening}
              onCheckedChange={setHandsFree}
              aria-describedby="hands-free-hint"
            />
            Hands-free
          </label>
          <p id="hands-free-hint" className="w-full text-sm text-muted-foreground">
            {handsFree
              ? `Keeps listening: start each command with "${HANDS_FREE_KEYWORD}", like "${HANDS_FREE_KEYWORD}, next step".`
              : 'Say "next", "repeat", "set a timer for 10 minutes" or "what can I substitute?".'}
          </p>
          <AmbiencePicker />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{VOICE_UNSUPPORTED_MESSAGE}</p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {heard && (
        <p className="flex items-center gap-2 text-sm">
          <span className="min-w-0 flex-1">
            Heard: <q className="font-semibold">{heard}</q>
          </span>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Read it aloud"
            disabled={reading}
            onClick={() => void readBack(heard)}
          >
            <Volume2 aria-hidden />
          </Button>
        </p>
      )}
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const command = typed.trim();
          if (command === '') return;
          setHeard(command);
          setTyped('');
          onCommand(command);
        }}
      >
        <Input
          aria-label="Type a command"
          placeholder="Or type a command…"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="outline" size="icon" aria-label="Send command">
          <Send aria-hidden />
        </Button>
      </form>
    </section>
  );
}

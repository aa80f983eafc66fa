// The assistant's line in the guide: shown in the message box (so nothing is lost in a noisy
// kitchen or on a muted phone) and said aloud in the voice the cook chose. The line is kept as
// the assistant wrote it and shown and said in the cook's measurement system, so switching
// systems while it is on the screen converts it again from the original, never from a
// conversion (no drift).
import { useCallback } from 'react';
import { speak } from '../../../lib/speech/speak';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { type AssistantLine, useCookingUi } from '../data/cooking-ui-store';

export function useAssistantVoice(): (line: AssistantLine) => void {
  const units = useShownUnits();
  return useCallback(
    (line: AssistantLine) => {
      useCookingUi.getState().say(line);
      void speak(units.text(line.text), useVoiceSettings.getState().settings);
    },
    [units],
  );
}

// The assistant's line in the guide: shown in the message box (so nothing is lost in a noisy
// kitchen or on a muted phone) and said aloud in the voice the cook chose.
import { useCallback } from 'react';
import { speak } from '../../../lib/speech/speak';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { type AssistantLine, useCookingUi } from '../data/cooking-ui-store';

export function useAssistantVoice(): (line: AssistantLine) => void {
  return useCallback((line: AssistantLine) => {
    useCookingUi.getState().say(line);
    void speak(line.text, useVoiceSettings.getState().settings);
  }, []);
}

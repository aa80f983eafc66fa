// The language the assistant answers in on this device: the voice settings' (§3 voice settings),
// English where the assistant does not speak it yet (ja, zh, ko).
import {
  type AssistantLanguage,
  assistantLanguageOf,
} from '@mise/assistant/cooking/assistant-language';
import { useVoiceSettings } from '../../../lib/voice-settings';

export function useAssistantLanguage(): AssistantLanguage {
  return assistantLanguageOf(useVoiceSettings((store) => store.settings.language));
}

/** The same, read once, for code that runs outside a render (a timer's end, a tap). */
export function currentAssistantLanguage(): AssistantLanguage {
  return assistantLanguageOf(useVoiceSettings.getState().settings.language);
}
